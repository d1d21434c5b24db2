package waymark

import (
	"context"
	"errors"
	"fmt"
	"math"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"
)

// Caps on what one query returns (SPEC §5).
const (
	MaxPatterns        = 3
	MaxStepsPerPattern = 6
	MaxCaches          = 5
	MaxNotes           = 3
	MaxSnapshots       = 1
	MaxSelectors       = 10

	// How many stored records of a site one query weighs at most (newest first).
	maxCandidatePatterns = 1000
	maxCandidateOther    = 500
)

// Match factors (see [Match]).
const (
	matchExactPattern = 1.00 // the stored URL pattern is the query's own
	matchWildcard     = 0.95 // a more general stored pattern covers the query URL
	matchSiteWide     = 0.85 // the stored knowledge is site-wide (host or site only)
	// matchGeneralised: a route generalised over pages of other names covers the query URL
	// with a name it was not run on ("github.com/*/*/issues/*" on kubernetes/kubernetes):
	// a reliable one is verified before it is replayed (P2).
	matchGeneralised  = 0.90
	matchNoIntent     = 0.84 // the query gave no intent to compare with: P2 at best
	matchNoIntentActs = 0.59 // …and the route changes something on the site: P3 at best
	matchOtherType    = 0.60 // the query names another task type
	relearnCap        = 0.39 // a pattern flagged relearn_needed is P4 at best (SPEC §4)
	matchOneWord      = 0.85 // the most an intent of one word (numbers aside) matches
	matchOtherAction  = 0.60 // the intents ask for different actions (otherAction)
	// sameIntent is the intent similarity s from which the intent factor is 1 (0.3 + 0.9·s
	// ≥ 1): the two intents read as the same request.
	sameIntent = 0.78
)

// actionTerms are the terms (internal/terms stems) of verbs that change what a site holds
// or does for the user. Words that are as often nouns or adjectives ("open issues", "order
// status", "book", "return policy", "post") are left out, and so are verbs that mostly say
// how a task is done rather than what it changes ("leaving from Boston", "submit the form").
var actionTerms = map[string]bool{
	"delet": true, "remov": true, "cancel": true, "creat": true, "add": true, "buy": true,
	"purcha": true, "chang": true, "edit": true, "updat": true, "renam": true, "reserv": true,
	"subscrib": true, "unsubscrib": true, "download": true, "upload": true, "send": true,
	"follow": true, "unfollow": true, "archiv": true, "restor": true, "schedul": true,
	"regist": true, "reset": true, "pay": true, "checkout": true, "join": true, "invit": true,
	"repli": true, "publish": true, "close": true, "merg": true, "approv": true, "reject": true,
	"enabl": true, "disabl": true, "toggl": true, "turn": true, "instal": true, "uninst": true,
	"trash": true, "forward": true, "block": true, "unblock": true, "mute": true,
	"sell": true, "transfer": true, "withdraw": true, "donat": true, "revok": true,
	"accept": true, "declin": true, "vote": true, "refund": true, "wipe": true, "termin": true,
	"deactiv": true, "activ": true, "destroy": true, "purg": true, "ban": true, "kick": true,
	"clear": true, "era": true, "unstar": true, // "era": erase
	"unlock": true, "disarm": true, "mark": true, // "Mark all as read"
	"sync": true, "undo": true, "revert": true, "rever": true, "reopen": true, "renew": true,
	"upgrad": true, "downgrad": true, "paus": true, "resum": true, "checkin": true, // "rever": reverse; "checkin": check in
	"stop": true, "start": true, "reboot": true, "restart": true, "shutdown": true, "shut": true, "launch": true, "deploy": true,
	"signup": true, "signout": true, // "Sign up", "Sign out" (signTerms); signing in changes nothing
	"rollback": true, "suspend": true, "unsuspend": true, "refil": true, "reorder": true, "rebook": true,
	"reschedul": true, "assign": true, "unassign": true, "reassign": true, "disput": true, "resolv": true,
	// German, French and Spanish infinitives, as imperative intents write them ("Konto
	// löschen"); internal/terms folds them without stemming.
	"loschen": true, "entfernen": true, "kundigen": true, "abbestellen": true, "kaufen": true,
	"bestellen": true, "stornieren": true, "supprim": true, "annul": true, "achet": true,
	"desabonn": true, "eliminar": true, "borrar": true, "cancelar": true, "comprar": true,
}

// actsOn reports whether an intent's terms name an action (see actionTerms).
func actsOn(ts []string) bool {
	for _, t := range ts {
		if actionTerms[t] {
			return true
		}
	}
	return false
}

// negation finds a negation in an intent: "not", "never", "without", "n't".
var negation = regexp.MustCompile(`(?i)\b(?:not|never|without)\b|n't\b|n’t\b`)

// negators are the words that negate an action word up to four words after them ("do not
// cancel", "don't delete", "never unsubscribe", "without deleting"); lowerWords reads
// "don't" as "don" and "t".
var negators = map[string]bool{"not": true, "never": true, "without": true, "t": true, "no": true}

// intentTerms are the terms of an intent with its negated actions marked (negateActions):
// the terms a pattern keeps of its intent and a query compares with them.
func intentTerms(intent string) []string {
	return quoteActions(intent, negateActions(intent, withoutStopOf(intent, withoutLeadIns(intent, signTerms(intent, termsOf(intent))))))
}

// withoutLeadIns drops from ts, the terms of intent, those of the words before its verb
// (leadIns: "I want to …", "Please go ahead and …"; the "like" of "I'd like to …"):
// politeness, where "Like the post" keeps its verb.
func withoutLeadIns(intent string, ts []string) []string {
	words := lowerWords(intent)
	var drop []string
	for i, w := range words {
		if !leadIns[w] && (w != "like" || i == 0 || words[i-1] != "d" && words[i-1] != "would" && words[i-1] != "should") {
			break
		}
		drop = append(drop, termsOf(w)...)
	}
	if len(drop) == 0 || len(drop) == len(words) {
		return ts
	}
	out := slices.Clone(ts)
	for _, t := range drop {
		if k := slices.Index(out, t); k >= 0 {
			out = slices.Delete(out, k, k+1)
		}
	}
	return out
}

// negateActions marks the action terms of an intent that a negation up to four words
// before them governs ("do not cancel my subscription": "!cancel"), so that the intent
// matches no route that does the action (otherAction) and shares no term with one. A
// negation of anything else ("add the top book to the cart, if not available choose
// notify me") negates no action.
func negateActions(intent string, ts []string) []string {
	if !negation.MatchString(intent) {
		return ts
	}
	negated := map[string]bool{}
	words := lowerWords(intent)
	for i, w := range words {
		// "not cancel", "don't cancel", "never to cancel", "don't actually add", "do NOT,
		// under any circumstances, add": a negator up to four words before; never one after
		// ("add it to the cart, if not available …").
		near := false
		for j := i - 1; j >= 0 && j >= i-4; j-- {
			near = near || negators[words[j]]
		}
		if !near {
			continue
		}
		for _, t := range termsOf(w) {
			if actionTerms[t] {
				negated[t] = true
			}
		}
	}
	if len(negated) == 0 {
		return ts
	}
	out := make([]string, len(ts))
	for i, t := range ts {
		if negated[t] {
			t = "!" + t
		}
		out[i] = t
	}
	return out
}

// otherAction reports whether a query intent and a stored intent ask for different
// actions: the query names an action verb the stored intent lacks ("delete product 3"
// against "what is the title of product N"), or the stored intent names one the query
// lacks: it acts where the query only asks ("what is in my cart" against "add the mug to
// the cart"), or it does more ("unsubscribe from the newsletter" against "unsubscribe from
// the newsletter and delete my account"). Replaying one for the other changes the wrong
// thing.
func otherAction(query, stored []string) bool {
	lacks := func(a, b []string) bool { // a names an action b does not (by another verb: sameActions)
		for _, t := range a {
			if actionTerms[t] && !slices.ContainsFunc(b, func(u string) bool { return sameAction(t, u) }) {
				return true
			}
		}
		return false
	}
	return lacks(query, stored) || lacks(stored, query)
}

// sameAction reports whether two terms name the same action: the same verb, or verbs
// sameActions reads as one ("reserve" and "book").
func sameAction(a, b string) bool { return canonAction(a) == canonAction(b) }

// wordTerms counts the terms that are not numbers.
func wordTerms(ts []string) int {
	n := 0
	for _, t := range ts {
		if !isNumberTerm(t) {
			n++
		}
	}
	return n
}

// Match says how well a stored pattern fits a query, in [0, 1] (SPEC §4):
//
//	match = url × intent × type
//	url    = 1.00 same URL pattern, 0.95 a wildcard pattern covering the URL, 0.85 site-wide,
//	         0 otherwise (knowledge for /dp/* never answers /s?k=*, SPEC §5); a wildcard
//	         covers an identifier only (/orders/* covers /orders/456, not
//	         /orders/delete-all: urlpattern.MatchPage); 0.90 a generalised route's pattern
//	         covering the URL with a name it was not run on (github.com/*/*/issues/* on
//	         /kubernetes/kubernetes/issues/5: urlpattern.MatchGeneralised), and then the
//	         whole match at most what leaves the route at P2 (0.84 / reliability);
//	         1.00 on a page it was run on (Pattern.RunOn)
//	intent = 0.84 when the query has no intent (P2 at best: the agent said not what it
//	         wants), 0.59 for a route that changes something on the site (P3 at best: see
//	         acts), else clamp(0.3 + 0.9·s, 0, 1) where
//	         s = 0.8·dice + 0.2·bm25: dice is the term similarity of the two intents
//	         (internal/terms) without the terms the query's URL says by itself that both
//	         hold (its host name's and path's words: pageSimilarity, pageTerms; all terms
//	         when one intent has no other) and bm25 the pattern's Okapi BM25 score among the site's
//	         patterns divided by the best one (0 when no word is shared). An unrelated intent
//	         gives at most 0.48 and can never reach P1; s ≥ 0.78 counts as the same intent.
//	         It is multiplied by 0.60 when the two intents ask for different actions (see
//	         otherAction: "delete product 3" against "what is the title of product 3"; a
//	         negated action, "do not cancel", is another action, see negateActions), and
//	         an intent of one word (numbers aside) matches 0.85 at most: too little to
//	         replay on (P2 at best).
//	type   = 1 when the query names no task type or the same one, 0.60 for another (only a
//	         task type the caller gave counts; one classified from the intent does not)
//
// Match reads the pattern's head only. A query then lowers the match of a route recorded
// for another request than the one asked to 0.59 at most, P3 at best (see otherEntity:
// "Alan Kay" against a route that types "Alan Turing", a review against a route that adds
// to the cart).
//
// confidence = reliability × match, capped at 0.39 (P4) while relearn_needed is set.
//
// lexical is the normalised BM25 score in [0, 1] (0 when unknown).
func Match(p *Pattern, queryURL, queryPattern string, queryTerms []string, lexical float64, tt TaskType) float64 {
	return match(p, queryURL, queryPattern, queryTerms, pageTerms(queryURL), lexical, tt)
}

// match is Match with the terms of the query's page (pageTerms) read once per query.
func match(p *Pattern, queryURL, queryPattern string, queryTerms []string, page map[string]bool, lexical float64, tt TaskType) float64 {
	u := urlMatch(p.URLPattern, queryURL, queryPattern, p.Generalised)
	if u == matchGeneralised && slices.Contains(p.RunOn, queryPattern) {
		u = matchExactPattern // a page the generalised route was run on
	}
	generalOnly := u == matchGeneralised
	if u == 0 {
		return 0
	}
	in := matchNoIntent
	if len(queryTerms) == 0 && p.acts() {
		in = matchNoIntentActs
	}
	if len(queryTerms) > 0 {
		s := 0.8*pageSimilarity(queryTerms, p.IntentTerms, page) + 0.2*math.Min(1, math.Max(0, lexical))
		in = math.Min(1, math.Max(0, 0.3+0.9*s))
		if otherAction(queryTerms, p.IntentTerms) {
			in *= matchOtherAction
		}
		if wordTerms(queryTerms) < 2 {
			in = math.Min(in, matchOneWord)
		}
	}
	ty := 1.0
	if tt != "" && p.TaskType != "" && tt != p.TaskType {
		ty = matchOtherType
	}
	if generalOnly && p.Reliability*u*in*ty >= ThresholdP1 {
		// A page of a name the route never ran on: verify, then replay (P2 at best).
		return round4(saysMoreCap / p.Reliability)
	}
	return u * in * ty
}

// Confidence is reliability × match, capped at 0.39 while relearn_needed is set (SPEC §4).
func Confidence(p *Pattern, match float64) float64 {
	c := p.Reliability * match
	if p.RelearnNeeded {
		c = math.Min(c, relearnCap)
	}
	return round4(c)
}

func urlMatch(stored, queryURL, queryPattern string, generalised bool) float64 {
	switch {
	case stored == queryPattern:
		return matchExactPattern
	case siteWidePattern(stored):
		if pageMatches(stored, queryURL) {
			return matchSiteWide
		}
	case pageMatches(stored, queryURL):
		return matchWildcard
	case generalised && pageMatchesGeneralised(stored, queryURL):
		return matchGeneralised
	}
	return 0
}

// pageMatcher answers "does this stored URL pattern cover the query page?" once per distinct
// pattern of a query (URL-pattern matching costs microseconds; a site has many records).
type pageMatcher struct {
	url, pattern        string
	memo, scopes, names map[string]bool
}

func newPageMatcher(url, pattern string) *pageMatcher {
	return &pageMatcher{url: url, pattern: pattern, memo: map[string]bool{}, scopes: map[string]bool{}, names: map[string]bool{}}
}

// coversRoute reports whether a route's URL pattern covers the page: as covers does, or,
// for a generalised route, with names where its wildcards stand before a literal segment
// (MatchGeneralised).
func (pm *pageMatcher) coversRoute(p *Pattern) bool {
	return pm.covers(p.URLPattern) || p.Generalised && pm.memoized(pm.names, p.URLPattern, pageMatchesGeneralised)
}

// covers reports whether stored (a derived URL pattern, or "" for none) applies to the page:
// each of its wildcards stands for an identifier of the page's URL (pageMatches), so
// "orders/*" does not cover /orders/delete-all.
func (pm *pageMatcher) covers(stored string) bool {
	return pm.memoized(pm.memo, stored, pageMatches)
}

// coversScope reports whether a friction note's scope (a URL pattern, perhaps one a caller
// wrote, as in "blog.test/posts/*") applies to the page: its wildcards match any segment.
func (pm *pageMatcher) coversScope(scope string) bool {
	return pm.memoized(pm.scopes, scope, patternMatches)
}

func (pm *pageMatcher) memoized(memo map[string]bool, stored string, match func(pattern, raw string) bool) bool {
	if stored == pm.pattern {
		return true
	}
	if stored == "" {
		return false
	}
	v, ok := memo[stored]
	if !ok {
		v = match(stored, pm.url)
		memo[stored] = v
	}
	return v
}

// Query returns what is known for a URL and intent (SPEC §4, §5, §12): the best patterns
// (≤ 3, ≤ 6 steps each), the selectors and anti-patterns of the page, friction notes
// (≤ 3), cached answers (≤ 5; a volatile one only as a route to verify), the session's loop
// warnings and snapshot, the tier and the memory_context block. A URL that does not parse
// is an *[InputError]; an unknown site is not an error but a P5 answer.
func (m *Memory) Query(ctx context.Context, req QueryRequest) (rec Recall, err error) {
	defer func(start time.Time) { m.logQuery(ctx, start, rec, err) }(time.Now())
	if strings.TrimSpace(req.URL) == "" {
		return Recall{}, badInput("url", "required")
	}
	site, err := siteOf(req.URL)
	if err != nil {
		return Recall{}, badInput("url", err.Error())
	}
	qpat, err := derivePattern(req.URL)
	if err != nil {
		return Recall{}, badInput("url", err.Error())
	}
	if req.TaskType != "" && !ValidTaskType(req.TaskType) {
		return Recall{}, badInput("task_type", unknownTaskType(req.TaskType))
	}
	if req.MaxChars < 0 || req.MaxChars > 0 && req.MaxChars < MinContextChars {
		return Recall{}, badInput("max_chars", fmt.Sprintf("must be 0 (the default, %d) or at least %d: the tier line and the tags take that", DefaultMaxContextChars, MinContextChars))
	}
	if req.Snapshots && strings.TrimSpace(req.SessionID) == "" {
		return Recall{}, badInput("snapshots", "only with session_id: a snapshot is the saved state of a session")
	}
	if req.SessionID != "" {
		if err := checkSessionID(req.SessionID); err != nil {
			return Recall{}, err // as step and save refuse it: no session of that id can exist
		}
	}
	if err := checkChars("intent", req.Intent, maxTaskChars); err != nil {
		return Recall{}, err // as a save caps it: no stored intent is longer
	}
	// The intent is compared as a save stores one, masked (SPEC §8): "… the email
	// smith@gmail.com" asks what the stored "… the email {{email}}" did.
	intent := req.Intent
	if strings.TrimSpace(intent) != "" {
		intent = plainRequest(withoutIdioms(newRedactor().Text(intent)))
	}
	tt := req.TaskType
	if tt == "" && strings.TrimSpace(intent) != "" {
		tt = classifyIntent(intent)
		if tt == TaskOther {
			tt = ""
		}
	}
	qterms := intentTerms(intent)
	rec = Recall{Tier: P5, Site: site, URLPattern: qpat, TaskType: tt, PrimarySelectors: []SelectorHint{},
		KnownBlockers: []BlockerHint{}, AntiPatterns: []SelectorHint{}, Warnings: []string{}, Steps: []RouteStep{},
		Inputs: []string{}, Retype: []Retype{}, Patterns: []PatternInfo{}, CachedAnswers: []CachedAnswer{}, Snapshots: []Snapshot{}}

	var recs []Record
	var sess *session
	err = m.store.View(ctx, func(tx Tx) error {
		// Patterns, caches and notes of the whole site (a wildcard or site-wide one may cover
		// the page); selectors only of the page's own URL pattern, since a big site has
		// thousands of them.
		filters := []Filter{
			{Site: site, Kinds: []Kind{KindPattern}, Limit: maxCandidatePatterns},
			{Site: site, Kinds: []Kind{KindCache, KindSiteNote}, Limit: maxCandidateOther},
			{Site: site, Kinds: []Kind{KindSelector}, URLPattern: qpat, Limit: maxCandidateOther},
		}
		if old, ok := slugPattern(req.URL); ok {
			// Selectors saved before title slugs left patterns ("amazon.com/*/dp/*").
			filters = append(filters, Filter{Site: site, Kinds: []Kind{KindSelector}, URLPattern: old, Limit: maxCandidateOther})
		}
		for _, f := range filters {
			rs, err := tx.Find(ctx, f)
			if err != nil {
				return err
			}
			recs = append(recs, rs...)
		}

		if req.SessionID != "" {
			r, err := tx.Get(ctx, KindSession, req.SessionID)
			if err == nil {
				var s session
				if err := decodeBody(r.Body, &s); err == nil && m.now().Sub(s.LastStep) <= m.opts.SessionTTL {
					sess = &s // an expired trail warns of no loop (SPEC §10)
				}
			} else if !errors.Is(err, ErrNotFound) {
				return err
			}
			if req.Snapshots {
				r, err := tx.Get(ctx, KindSnapshot, req.SessionID)
				if err == nil {
					var sn Snapshot
					if decodeBody(r.Body, &sn) == nil {
						rec.Snapshots = append(rec.Snapshots, sn)
					}
				} else if !errors.Is(err, ErrNotFound) {
					return err
				}
			}
		}
		return nil
	})
	if err != nil {
		return Recall{}, fmt.Errorf("query: %w", err)
	}
	if req.Snapshots && len(rec.Snapshots) == 0 {
		rec.Warnings = append(rec.Warnings, fmt.Sprintf("no snapshot of session %q: no step of it was reported (experience_step), or it was forgotten", req.SessionID))
	}
	// Only a task type the caller named weighs in the match; a classified one is a guess.
	pm := newPageMatcher(req.URL, qpat)
	read := readQuery(intent, qterms)
	m.rankPatterns(&rec, recs, pm, read, req.TaskType)
	if rec.TaskType == "" {
		rec.TaskType = TaskOther // no type given, none classified, no route to take it from
	}
	m.pickCaches(&rec, recs, pm, read)
	pickNotes(&rec, recs, pm)
	demoteFailed(&rec, pickSelectors(&rec, recs, pm))
	if sess != nil {
		rec.Warnings = append(rec.Warnings, loopWarnings(tail(sess.Steps, TrailLength))...)
	}
	max := req.MaxChars
	if max == 0 {
		max = m.opts.MaxContextChars
	}
	rec.MemoryContext = renderContext(&rec, max)
	return rec, nil
}

func (m *Memory) rankPatterns(rec *Recall, recs []Record, pm *pageMatcher, read *reading, tt TaskType) {
	qterms := read.terms
	var all []scoredPattern
	for _, r := range recs {
		if r.Kind != KindPattern {
			continue
		}
		p, err := decodePatternHead(r.Body)
		if err != nil {
			m.log.Warn("skip undecodable pattern", "id", r.ID, "err", err)
			continue
		}
		// A route saved before signTerms kept "sign" or "log" for signing in, up and out
		// alike: read as it would be saved now.
		p.IntentTerms = signTerms(p.Intent, p.IntentTerms)
		all = append(all, scoredPattern{id: r.ID, body: r.Body, p: p})
	}
	// BM25 over the site's patterns: how telling the shared words are on this site.
	docs := make([][]string, len(all))
	for i := range all {
		docs[i] = all[i].p.IntentTerms
	}
	lexical := bm25(qterms, docs)
	page := pageTerms(pm.url)
	inputs := newQuotedInputs(read)
	var cands []scoredPattern
	for i, c := range all {
		if !pm.coversRoute(&c.p) {
			continue // Match would say 0; pm remembers the answer per URL pattern
		}
		rd, restore := inputs.reading(&c, read)
		unquoted := rd != read
		rd = datedReading(&c, rd)
		rd = rewordedReading(&c, rd, page)
		if rd != read && !unquoted {
			c.reworded = rd // the warnings read what the tier was weighed by
		}
		mt := match(&c.p, pm.url, pm.pattern, rd.terms, page, lexical[i], tt)
		if mt == 0 {
			continue
		}
		own := ownTerms(&c.p, rd.terms)
		if own != nil {
			// A route run for many values holds the terms of every run's request (the
			// names typed, each once): the query is weighed against its own request's
			// terms too, so that asking a route's request again matches it whole.
			p := c.p
			p.IntentTerms = own
			mt = max(mt, match(&p, pm.url, pm.pattern, rd.terms, page, lexical[i], tt))
		}
		c.setMatch(mt)
		c.mt0 = mt
		capOtherRequest(&c, rd)
		capOtherRecord(&c, rd, page, pm.url)
		capPart(&c, rd)
		capUnled(&c, rd)
		capSaysMore(&c, rd, page)
		capSaysLess(&c, rd, page)
		capAsksWhether(&c, rd)
		capDated(&c, rd)
		capNamedRecord(&c, rd, page)
		capRetyped(&c)
		capUnsaid(&c, rd)
		capMisdated(&c, read) // the query's own date, whatever reading the route is weighed by
		c.terms = rd.terms
		c.same = len(rd.terms) > 0 && !c.p.RelearnNeeded && c.p.Strikes == 0 && !c.other &&
			max(pageSimilarity(rd.terms, c.p.IntentTerms, page), pageSimilarity(rd.terms, own, page)) >= sameIntent
		restore()
		cands = append(cands, c)
	}
	// The routes recorded for the query's own request come first, whatever their
	// confidence: a route run more often for another question on the page (its price for
	// "what is the product's title?") is no better a start for this one.
	// Of two routes at P3 for a question ("What is my remaining vacation balance?"), one
	// that reads on the page is a better start than one that makes a change the question
	// does not name ("Submit a vacation request …"), however the words compare.
	asks, asked := read.question.word != "" && read.lead == "", termSet(read.terms)
	sort.SliceStable(cands, func(i, j int) bool {
		a, b := cands[i], cands[j]
		if a.same != b.same {
			return a.same
		}
		if asks && inP3(a.conf) && inP3(b.conf) { // a question: a route that reads before one that makes a change
			if ra, rb := !heldChange(&a, asked), !heldChange(&b, asked); ra != rb {
				return ra
			}
		}
		if a.conf != b.conf {
			return a.conf > b.conf
		}
		if a.other && b.other && a.mt0 != b.mt0 {
			return a.mt0 > b.mt0 // of routes held back for another request alike, the nearer one first
		}
		if a.p.SuccessfulExecutions != b.p.SuccessfulExecutions {
			return a.p.SuccessfulExecutions > b.p.SuccessfulExecutions
		}
		if !a.p.LastVerified.Equal(b.p.LastVerified) {
			return a.p.LastVerified.After(b.p.LastVerified)
		}
		return patternOrder(&a.p, &b.p) // the same answer from equal stores, whatever the ids
	})
	if len(cands) > MaxPatterns {
		cands = cands[:MaxPatterns]
	}
	// The best pattern gives the steps, inputs and indicator: it is decoded whole. Of the
	// others only the number of steps is shown.
	steps := make([]int, len(cands))
	for i := range cands {
		var err error
		if i == 0 {
			err = decodeBody(cands[i].body, &cands[i].p)
			steps[i] = len(cands[i].p.Steps)
		} else {
			steps[i], err = stepCount(cands[i].body)
		}
		if err != nil {
			m.log.Warn("undecodable pattern", "id", cands[i].id, "err", err)
		}
	}
	for i, c := range cands {
		info := patternInfo(c.id, &c.p)
		info.Steps = steps[i]
		info.Match, info.Confidence, info.Tier = round4(c.mt), c.conf, TierFor(c.conf, true)
		rec.Patterns = append(rec.Patterns, info)
		if c.p.RelearnNeeded {
			rec.Warnings = append(rec.Warnings, fmt.Sprintf("pattern %q is flagged relearn_needed (%d strikes, reliability %.2f): discover afresh and save the new route",
				c.p.Name, c.p.Strikes, c.p.Reliability))
		}
	}
	if len(cands) == 0 {
		return
	}
	best := cands[0]
	rec.Confidence = best.conf
	rec.Tier = TierFor(best.conf, true)
	rec.Steps = best.p.Steps
	storedLead := best.action(read) // as otherRequest reads it
	written := read                 // the query as written: its own date (misdatedWarning)
	if best.reworded != nil {
		// Weighed as the request in other words ("Get me a table …" as "Book a table …"):
		// the warnings of what it asks read the request's words too, as the tier did.
		read, qterms = best.reworded, best.reworded.terms
	}
	switch {
	case best.record != "":
		rec.Warnings = append(rec.Warnings, recordWarning(&best, pm.url))
	case best.other && best.turned:
		rec.Warnings = append(rec.Warnings, fmt.Sprintf("route %q was recorded for %q, which this request turns around (a negation, or an undo of its change): a hint to where things are, not steps to replay",
			best.p.Name, clip(best.p.Intent, 80)))
	case len(qterms) > 0 && len(best.retyped) == 0 && (otherAction(best.terms, best.p.IntentTerms) || otherLead(read.lead, qterms, storedLead, best.p.IntentTerms) ||
		actsOnQuestion(read, parseQuestion(best.p.Intent), best.p.Intent) ||
		readsWhereRouteActs(read.intent, read.lead, read.question.word != "", storedLead) && pressesChange(&best.p, storedLead)):
		// Its match is lowered already (Match); the steps that act would do what was not
		// asked ("Clear all history" for "show the history …"). A route weighed with another
		// value in the place of its own reads the value's words as a value ("staging-sync"),
		// one weighed as its request (rewordedReading) by its request's terms.
		rec.Warnings = append(rec.Warnings, fmt.Sprintf("route %q was recorded for another action (%q): use it to find the page, and do not replay the steps that change something",
			best.p.Name, clip(best.p.Intent, 80)))
	case best.other:
		rec.Warnings = append(rec.Warnings, fmt.Sprintf("route %q was recorded for another request (%q): a hint to where things are, not steps to replay",
			best.p.Name, clip(best.p.Intent, 80)))
	case len(qterms) > 0:
		// Below P1 too: "How many forks …" taking the route of "How many stars …".
		if best.more == nil {
			best.more = beyondWords(read, best.p.Intent, best.p.IntentTerms, page)
		}
		if len(best.more) > 0 {
			rec.Warnings = append(rec.Warnings, saysMoreWarning(&best))
		}
		if len(best.less) > 0 {
			rec.Warnings = append(rec.Warnings, lessWarning(&best))
		}
		if len(best.unnamed) > 0 {
			rec.Warnings = append(rec.Warnings, unnamedWarning(&best))
		}
		if w := unaskedWarning(&best); w != "" {
			rec.Warnings = append(rec.Warnings, w)
		}
		if w := datedWarning(&best, pm.url); w != "" {
			rec.Warnings = append(rec.Warnings, w)
		}
		if w := namedRecordWarning(&best, pm.url); w != "" {
			rec.Warnings = append(rec.Warnings, w)
		}
		if w := partWarning(&best); w != "" {
			rec.Warnings = append(rec.Warnings, w)
		}
		if w := retypedWarning(&best); w != "" {
			for _, v := range best.retyped {
				if maskedIn(written.intent, v.query) { // the query's own secret, as masked
					w = strings.ReplaceAll(w, strconv.Quote(v.query), strconv.Quote("{{"+v.query+"}}"))
				}
			}
			rec.Warnings = append(rec.Warnings, w)
			rec.Retype = retypeList(&best, written.intent)
		}
		if w := misspeltWarning(&best); w != "" {
			rec.Warnings = append(rec.Warnings, w)
		}
		if w := unsaidWarning(&best); w != "" {
			rec.Warnings = append(rec.Warnings, w)
		}
		if best.asksOther != "" && best.conf < ThresholdP1 {
			rec.Warnings = append(rec.Warnings, fmt.Sprintf("route %q was recorded for %q, another question (%q) of the same things: verify that what it reads answers this one",
				best.p.Name, clip(best.p.Intent, 80), best.asksOther))
		}
	}
	if w := misdatedWarning(written); w != "" {
		rec.Warnings = append(rec.Warnings, w)
	}
	// The values the route types for its own request, when the query asks something its
	// intent does not: the same request, or one so alike it reads as the same (sameIntent),
	// types them again; one weighed with another value typed says which (retypedWarning).
	if bt := best.terms; len(bt) > 0 && len(best.retyped) == 0 && hasTermOutside(bt, termSet(best.p.IntentTerms)) && similarity(bt, best.p.IntentTerms) < sameIntent {
		if vals := unaskedValues(best.p.Steps, termSet(bt)); len(vals) > 0 {
			rec.Warnings = append(rec.Warnings, fmt.Sprintf("route %q types %s, the values of the request it was recorded for (%q): type this request's values in their place",
				best.p.Name, strings.Join(vals, ", "), clip(best.p.Intent, 80)))
		}
	}
	if len(rec.Steps) > MaxStepsPerPattern {
		rec.Warnings = append(rec.Warnings, fmt.Sprintf("route %q has %d steps; the first %d are shown (all: browser_pattern_learn get with pattern %[4]s, waymark pattern get --id %[4]s, or Memory.Pattern in Go)",
			best.p.Name, len(best.p.Steps), MaxStepsPerPattern, best.id))
		rec.Steps = rec.Steps[:MaxStepsPerPattern]
	}
	if rec.Inputs = best.p.Inputs; rec.Inputs == nil {
		rec.Inputs = []string{}
	}
	rec.SuccessIndicator, rec.IndicatorInferred = best.p.SuccessIndicator, best.p.IndicatorInferred
	rec.ExtractionQuery = best.p.ExtractionQuery
	if rec.TaskType == "" {
		rec.TaskType = best.p.TaskType
	}
}

// patternOrder orders patterns that rank alike by their content (name, URL pattern, route
// key), so that equal stores give equal answers whatever ids their records got.
func patternOrder(a, b *Pattern) bool {
	if a.Name != b.Name {
		return a.Name < b.Name
	}
	return patternKey(a) < patternKey(b)
}

// pickNotes returns the friction notes that apply to the URL: site-wide ones and those of a
// matching URL pattern, most seen first, at most MaxNotes (SPEC §5, §7), with a warning
// that counts the others.
func pickNotes(rec *Recall, recs []Record, pm *pageMatcher) {
	var notes []SiteNote
	for _, r := range recs {
		if r.Kind != KindSiteNote {
			continue
		}
		var n SiteNote
		if err := decodeBody(r.Body, &n); err != nil {
			continue
		}
		if n.Scope != ScopeSite && !pm.coversScope(n.Scope) {
			continue
		}
		notes = append(notes, n)
	}
	sort.SliceStable(notes, func(i, j int) bool {
		a, b := notes[i].seen(), notes[j].seen()
		if a != b {
			return a > b
		}
		if !notes[i].LastSeen.Equal(notes[j].LastSeen) {
			return notes[i].LastSeen.After(notes[j].LastSeen)
		}
		return noteKey(notes[i]) < noteKey(notes[j])
	})
	for i, n := range notes {
		if i == MaxNotes {
			rec.Warnings = append(rec.Warnings, fmt.Sprintf("%d more known blockers of this page are not shown, seen less often (all: browser_pattern_learn get, or waymark pattern get --url)",
				len(notes)-MaxNotes))
			break
		}
		rec.KnownBlockers = append(rec.KnownBlockers, BlockerHint{Problem: n.Problem, Scope: n.Scope, Symptom: n.Symptom,
			Recovery: n.Recovery, Selector: n.Selector, Seen: n.seen()})
	}
}

func round4(x float64) float64 { return math.Round(x*1e4) / 1e4 }

// heldChange reports whether c's route changes something (its request begins with an
// action verb, leadVerb: "Submit", "Cancel") the query does not name (its terms, asked):
// "What is my remaining vacation balance?" against "Submit a vacation request …", not
// "Did I submit a vacation request …?".
func heldChange(c *scoredPattern, asked map[string]bool) bool {
	lead := leadVerb(c.p.Intent)
	if lead == "" {
		return false
	}
	for _, t := range termsOf(lead) {
		if asked[t] || asked[canonAction(t)] {
			return false
		}
	}
	return true
}

// inP3 reports whether a confidence is P3's (ThresholdP3 ≤ conf < ThresholdP2).
func inP3(conf float64) bool { return conf >= ThresholdP3 && conf < ThresholdP2 }

// ownTerms returns the terms of p's own request (p.Intent) when p's intent terms hold more
// than those and than the query's (terms): the terms of the other runs' requests, which
// merging a run into a route adds (SPEC §3.5). nil when there are no more.
func ownTerms(p *Pattern, terms []string) []string {
	if p.Intent == "" || len(p.IntentTerms) <= len(terms) {
		return nil
	}
	own := intentTerms(p.Intent)
	if len(own) >= len(p.IntentTerms) {
		return nil
	}
	return own
}
