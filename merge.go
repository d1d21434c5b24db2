package waymark

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"maps"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"
)

// Caps on merged lists.
const (
	maxSourceTraces = 20
	maxListItems    = 20
	// maxProfilePatterns caps the pattern names a site profile lists.
	maxProfilePatterns = 50
	maxFrameworks      = 8 // framework hints of a site profile
)

// writer merges knowledge inside one write transaction, skipping identical writes
// (merge-on-write, SPEC §3.6) and counting what it wrote per kind.
type writer struct {
	tx     Tx
	ctx    context.Context
	now    time.Time
	counts map[Kind]int
	// read remembers records read by get in this transaction (nil: known absent), so that
	// the put that follows does not read them again.
	read map[readKey]*Record
	// blamed holds, for each page clearBlame has looked at, the keys of its selector
	// records that are anti-patterns, by selector (antiPatterns): read once a page and kept
	// up to date by the merges that follow, so that a run of N selectors on one page reads
	// the page's records once, not N times.
	blamed map[pageKey]map[string][]string
}

// readKey identifies a record by kind and dedupe key; a struct, not a joined string, so
// that a lookup allocates nothing.
type readKey struct {
	kind Kind
	key  string
}

// lookup returns the stored record of kind+key, from what get already read when it can.
func (w *writer) lookup(kind Kind, key string) (Record, bool, error) {
	if r, ok := w.read[readKey{kind, key}]; ok {
		if r == nil {
			return Record{}, false, nil
		}
		return *r, true, nil
	}
	r, err := w.tx.Get(w.ctx, kind, key)
	if errors.Is(err, ErrNotFound) {
		return Record{}, false, nil
	}
	if err != nil {
		return Record{}, false, err
	}
	return r, true, nil
}

// prefetch reads the records of kind under keys in one [Tx.GetMany], so that the gets
// and puts of a merge that follow find them (or find them absent) without a statement
// each. Keys read before are not read again.
func (w *writer) prefetch(kind Kind, keys []string) error {
	todo := keys[:0:0]
	for _, k := range keys {
		if _, ok := w.read[readKey{kind, k}]; !ok {
			todo = append(todo, k)
		}
	}
	if len(todo) < 2 {
		return nil // one key: the Get that follows is as cheap
	}
	got, err := w.tx.GetMany(w.ctx, kind, todo)
	if err != nil {
		return err
	}
	for _, k := range todo {
		if r, ok := got[k]; ok {
			w.remember(kind, k, &r)
		} else {
			w.remember(kind, k, nil)
		}
	}
	return nil
}

func (w *writer) remember(kind Kind, key string, r *Record) {
	if w.read == nil {
		w.read = map[readKey]*Record{}
	}
	w.read[readKey{kind, key}] = r
}

// put writes body under kind+key unless the stored record already has the same body and
// text; it returns the record as stored.
func (w *writer) put(kind Kind, key, site, urlPat string, tt TaskType, text string, body any) error {
	_, err := w.putRecord(kind, key, "", site, urlPat, tt, text, body)
	return err
}

func (w *writer) putRecord(kind Kind, key, id, site, urlPat string, tt TaskType, text string, body any) (Record, error) {
	b, err := encodeBody(body)
	if err != nil {
		return Record{}, fmt.Errorf("encode %s: %w", kind, err)
	}
	old, found, err := w.lookup(kind, key)
	if err != nil {
		return Record{}, err
	}
	if found && bytes.Equal(old.Body, b) && old.Text == text && old.Site == site && old.URLPattern == urlPat && old.TaskType == tt {
		return old, nil
	}
	r := Record{ID: id, Kind: kind, Key: key, Site: site, URLPattern: urlPat, TaskType: tt, Text: text,
		Body: b, CreatedAt: w.now, UpdatedAt: w.now}
	if err := w.tx.Put(w.ctx, &r); err != nil {
		return Record{}, err
	}
	w.remember(kind, key, &r)
	w.counts[kind]++
	return r, nil
}

// get decodes the record of kind+key into v; found is false when there is none.
func (w *writer) get(kind Kind, key string, v any) (Record, bool, error) {
	r, found, err := w.lookup(kind, key)
	if err != nil || !found {
		w.remember(kind, key, nil)
		return Record{}, false, err
	}
	w.remember(kind, key, &r)
	if err := decodeBody(r.Body, v); err != nil {
		return Record{}, false, fmt.Errorf("decode %s %s: %w", kind, r.ID, err)
	}
	return r, true, nil
}

func patternKey(p *Pattern) string { return p.Site + "|" + p.URLPattern + "|" + p.RouteKey }

// harnessFailed reports whether the last error of a trace is the automation harness
// failing (harnessError: an executor shut down, the browser gone), not the site.
func harnessFailed(tr *Trace) bool {
	for i := len(tr.Steps) - 1; i >= 0; i-- {
		if e := tr.Steps[i].Error; e != "" {
			return harnessError(e)
		}
	}
	return false
}

// slugRoute is where a route was stored while URL patterns kept title slugs as "*": the
// page's URL pattern and the route's key then ("" when the same as today's).
type slugRoute struct{ pattern, routeKey string }

func patternText(p *Pattern) string {
	var b strings.Builder
	b.WriteString(p.Name + " " + p.Intent + " " + string(p.TaskType))
	for _, s := range p.Steps {
		b.WriteString(" " + s.Name)
	}
	return b.String()
}

// savePattern writes p under its key; a changed route key moves it (same ID).
func (w *writer) savePattern(p *Pattern, old *Record) (Record, error) {
	key := patternKey(p)
	id := ""
	if old != nil {
		id = old.ID
		if old.Key != key {
			if err := w.tx.Delete(w.ctx, old.ID); err != nil {
				return Record{}, err
			}
			w.remember(KindPattern, old.Key, nil)
		}
	}
	return w.putRecord(KindPattern, key, id, p.Site, p.URLPattern, p.TaskType, patternText(p), p)
}

// sameTaskSimilarity is the intent similarity (internal/terms) from which two runs of a
// route that only opens a page count as the same task.
const sameTaskSimilarity = 0.5

// onlyNavigates reports whether a route does nothing but open pages (navigate, wait,
// scroll): any task on the page starts that way.
func onlyNavigates(steps []RouteStep) bool {
	for _, s := range steps {
		switch s.Action {
		case ActionNavigate, ActionWait, ActionScroll:
		default:
			return false
		}
	}
	return true
}

// errCountedBefore is mergePattern's answer for a trace that a stored pattern already lists
// among its source traces (or, failed, among its failed traces): the same recording, saved
// again after its trace record expired or was forgotten, is no new evidence (SPEC §3.6).
var errCountedBefore = errors.New("trace counted before")

// mergePattern applies a saved trace to the site's patterns (SPEC §3.4–§3.6, §4): a stored
// route seen again is one more execution; a relearn-flagged pattern of the same task type
// gets the new steps; otherwise the pattern is new. On failure the followed pattern gets a
// strike (followed; intent is the run's). A trace the route lists already changes nothing:
// errCountedBefore, with the pattern's info and a warning.
func (w *writer) mergePattern(p *Pattern, tr *Trace, intent, traceID, urlPat string, tt TaskType, site string, slug slugRoute) (*PatternInfo, []string, error) {
	recs, err := w.tx.Find(w.ctx, Filter{Kinds: []Kind{KindPattern}, Site: site, URLPattern: urlPat})
	if err != nil {
		return nil, nil, err
	}
	if slug.pattern != "" && slug.pattern != urlPat {
		// Routes stored while patterns kept title slugs as "*" ("amazon.com/*/dp/*").
		old, err := w.tx.Find(w.ctx, Filter{Kinds: []Kind{KindPattern}, Site: site, URLPattern: slug.pattern})
		if err != nil {
			return nil, nil, err
		}
		recs = append(recs, old...)
	}
	type stored struct {
		rec Record
		p   Pattern
	}
	// Heads first (rank.go): a page may hold many routes, and only the one this trace
	// updates needs its steps and sources decoded.
	var all []stored
	for _, r := range recs {
		sp, err := decodePatternHead(r.Body)
		if err != nil {
			return nil, nil, fmt.Errorf("decode pattern %s: %w", r.ID, err)
		}
		all = append(all, stored{r, sp})
	}
	whole := func(s *stored) error {
		var p Pattern
		if err := decodeBody(s.rec.Body, &p); err != nil {
			return fmt.Errorf("decode pattern %s: %w", s.rec.ID, err)
		}
		s.p = p
		return nil
	}
	var warn []string
	if tr.Outcome == OutcomeFailure {
		if harnessFailed(tr) {
			return nil, nil, nil // the harness failed, not the route: no strike
		}
		best, bestScore := -1, 0.0
		used := traceLocators(tr)
		terms := intentTerms(intent)
		pick := func(from int) error {
			for i := from; i < len(all); i++ {
				if err := whole(&all[i]); err != nil {
					return err
				}
				sc := overlap(used, all[i].p.Steps)
				if sc > bestScore && followed(used, all[i].p.Steps, sc, similarity(terms, all[i].p.IntentTerms) >= sameTaskSimilarity) {
					best, bestScore = i, sc
				}
			}
			return nil
		}
		if err := pick(0); err != nil {
			return nil, nil, err
		}
		if best < 0 {
			// The routes generalised over names that cover the page (generalise.go).
			n := len(all)
			more, err := w.generalisedCovering(site, urlPat)
			if err != nil {
				return nil, nil, err
			}
			for _, r := range more {
				all = append(all, stored{rec: r})
			}
			if err := pick(n); err != nil {
				return nil, nil, err
			}
			if best >= n && !slices.Contains(all[best].p.RunOn, urlPat) {
				// A page of another name the route never worked on (its issues turned off):
				// the run says nothing of the pages it did work on.
				return nil, []string{fmt.Sprintf("the run failed on %s, a page generalised route %q was never run on: not counted against it", urlPat, all[best].p.Name)}, nil
			}
		}
		if best < 0 {
			return nil, nil, nil
		}
		s := all[best]
		if bestScore == 1 && similarity(terms, s.p.IntentTerms) < sameTaskSimilarity && !failedOn(tr, s.p.Steps) {
			// Another task that took the whole route, every step of it working, and failed
			// after it ("Buy the cheapest laptop" past "Search for laptops"): the route did
			// what it does.
			return nil, []string{fmt.Sprintf("the run failed after the steps of route %q (%q), which all worked: not counted against it",
				s.p.Name, clip(s.p.Intent, 80))}, nil
		}
		if slices.Contains(s.p.FailedTraces, traceID) {
			info := patternInfo(s.rec.ID, &s.p)
			return &info, []string{fmt.Sprintf("trace %s was counted as a failed run of pattern %q before: not counted again", traceID, s.p.Name)}, errCountedBefore
		}
		s.p.Execute(false, 0)
		s.p.FailedTraces = appendCapped(s.p.FailedTraces, []string{traceID}, maxSourceTraces)
		rec, err := w.savePattern(&s.p, &s.rec)
		if err != nil {
			return nil, nil, err
		}
		warn = append(warn, fmt.Sprintf("pattern %q: strike %d, reliability %.2f", s.p.Name, s.p.Strikes, s.p.Reliability))
		if s.p.RelearnNeeded {
			warn = append(warn, fmt.Sprintf("pattern %q needs relearning", s.p.Name))
		}
		info := patternInfo(rec.ID, &s.p)
		return &info, warn, nil
	}
	if p == nil {
		return nil, nil, nil
	}
	if mayTakeCondition(p.Steps) {
		// A step a stored route takes only on a condition is taken on it in this run too.
		stored := make([]Pattern, 0, len(all))
		for i := range all {
			if err := whole(&all[i]); err != nil {
				return nil, nil, err
			}
			stored = append(stored, all[i].p)
		}
		takeConditions(p, stored)
	}
	for _, s := range all {
		// The same route, or the same route stored under the URL patterns of before title
		// slugs were left out: it moves to today's (savePattern moves its key).
		if s.p.RouteKey != p.RouteKey && (slug.routeKey == "" || s.p.RouteKey != slug.routeKey) {
			continue
		}
		if onlyNavigates(p.Steps) && similarity(p.IntentTerms, s.p.IntentTerms) < sameTaskSimilarity {
			// Opening a page is every task's first step there: it verifies no route.
			warn = append(warn, fmt.Sprintf("the run only opened the page, for another task than pattern %q: not counted as a run of it", s.p.Name))
			return nil, warn, nil
		}
		if err := whole(&s); err != nil {
			return nil, nil, err
		}
		return w.runAgain(&s.p, &s.rec, p, traceID, nil)
	}
	for _, s := range all {
		// The same route though an element's text changed (sameElement: the day's top story),
		// for the same request: the tabs of one strip, the pages of one pager and the buttons
		// of one row share a selector, but not a request ("Go to page 2", "… page 3").
		if s.p.TaskType != p.TaskType || onlyNavigates(p.Steps) || similarity(p.IntentTerms, s.p.IntentTerms) < sameIntent ||
			numbersDiffer(p.IntentTerms, s.p.IntentTerms) || otherOrder(sortOrder(p.Intent), sortOrder(s.p.Intent)) {
			continue
		}
		if err := whole(&s); err != nil {
			return nil, nil, err
		}
		if _, ok := pairSteps(s.p.Steps, p.Steps, false); ok {
			return w.runAgain(&s.p, &s.rec, p, traceID, nil)
		}
		if steps, ok := pacedAlike(s.p.Steps, p.Steps); ok {
			// The same steps but for a wait or a scroll more or less: the same route, its
			// key and pace kept.
			run := *p
			run.Steps, run.RouteKey = steps, s.p.RouteKey
			return w.runAgain(&s.p, &s.rec, &run, traceID, nil)
		}
	}
	if info, warn, err := w.generaliseRoute(p, traceID, urlPat, site); info != nil || err != nil {
		return info, warn, err
	}
	if broken := brokenSteps(tr); tr.Outcome != OutcomeFailure && len(broken) > 0 {
		// A run that reached its goal another way after a step of a stored route of its
		// task failed (the page changed: "Search" is "Find" now) is a failed run of that
		// route (SPEC §3.5): it is struck, and relearned below once it needs it.
		terms := intentTerms(intent)
		for i := range all {
			s := &all[i]
			if s.p.TaskType != p.TaskType || s.p.RouteKey == p.RouteKey || similarity(terms, s.p.IntentTerms) < sameTaskSimilarity {
				continue
			}
			if err := whole(s); err != nil {
				return nil, nil, err
			}
			if !takesAny(s.p.Steps, broken) || slices.Contains(s.p.FailedTraces, traceID) {
				continue
			}
			s.p.Execute(false, 0)
			s.p.FailedTraces = appendCapped(s.p.FailedTraces, []string{traceID}, maxSourceTraces)
			rec, err := w.savePattern(&s.p, &s.rec)
			if err != nil {
				return nil, nil, err
			}
			s.rec = rec
			warn = append(warn, fmt.Sprintf("pattern %q: a step of it failed in this run, which went on another way: strike %d, reliability %.2f", s.p.Name, s.p.Strikes, s.p.Reliability))
		}
	}
	for _, s := range all {
		if !s.p.RelearnNeeded || s.p.TaskType != p.TaskType {
			continue
		}
		if err := whole(&s); err != nil {
			return nil, nil, err
		}
		np := *p
		np.Name = s.p.Name
		np.TotalExecutions = s.p.TotalExecutions + 1
		np.SuccessfulExecutions = s.p.SuccessfulExecutions + 1
		np.SourceTraces = appendCapped(s.p.SourceTraces, p.SourceTraces, maxSourceTraces)
		rec, err := w.savePattern(&np, &s.rec)
		if err != nil {
			return nil, nil, err
		}
		warn = append(warn, fmt.Sprintf("pattern %q relearned: new steps replace the broken route", np.Name))
		info := patternInfo(rec.ID, &np)
		return &info, warn, nil
	}
	names := make([]string, len(all))
	for i := range all {
		names[i] = all[i].p.Name
	}
	if n := freeName(p.Name, names); n != p.Name {
		warn = append(warn, fmt.Sprintf("pattern %q: a route of other steps on this page has the name %q already", n, p.Name))
		p.Name = n
	}
	rec, err := w.savePattern(p, nil)
	if err != nil {
		return nil, nil, err
	}
	info := patternInfo(rec.ID, p)
	return &info, warn, nil
}

// freeName returns name when no route of taken has it, else name with the first free
// number from 2 ("price_2"), so that a page's routes can be named apart (pattern record
// --pattern NAME). A name patternName gives is at most 80 characters, so the number keeps
// it well within a name's 200.
func freeName(name string, taken []string) string {
	n := name
	for i := 2; slices.Contains(taken, n); i++ {
		n = name + "_" + strconv.Itoa(i)
	}
	return n
}

// runAgain counts the run p (a new trace's route) as one more execution of the stored
// route sp, the record old: the newest anchors, the values that changed between runs as
// inputs (templateValues), p's URL pattern and route key; steps, when not nil, gives each
// step's URL pattern (generaliseRoute). The trace counted before (traceID among the
// sources: its record expired or was forgotten) changes nothing: errCountedBefore.
func (w *writer) runAgain(sp *Pattern, old *Record, p *Pattern, traceID string, steps []string) (*PatternInfo, []string, error) {
	if slices.Contains(sp.SourceTraces, traceID) {
		info := patternInfo(old.ID, sp)
		return &info, []string{fmt.Sprintf("trace %s was counted as a run of pattern %q before: not counted again", traceID, sp.Name)}, errCountedBefore
	}
	sp.Execute(true, p.AvgDurationMS)
	sp.LastVerified = w.now
	sp.URLPattern, sp.RouteKey = p.URLPattern, p.RouteKey
	sp.SourceTraces = appendCapped(sp.SourceTraces, p.SourceTraces, maxSourceTraces)
	sp.IntentTerms = unionCapped(sp.IntentTerms, p.IntentTerms, 64)
	before := sp.Steps
	sp.Steps, sp.Inputs = templateValues(sp.Steps, p.Steps, append(slices.Clone(sp.Inputs), p.Inputs...))
	sp.Steps = keepConditional(before, sp.Steps)
	if steps != nil {
		for i := range sp.Steps {
			sp.Steps[i].URLPattern = steps[i]
		}
	}
	if steadyNames(before, sp.Steps) || steps != nil {
		sp.RouteKey = routeKey(sp.Steps)
	}
	if sp.ExtractionQuery == "" {
		sp.ExtractionQuery = p.ExtractionQuery
	}
	rec, err := w.savePattern(sp, old)
	if err != nil {
		return nil, nil, err
	}
	info := patternInfo(rec.ID, sp)
	return &info, nil, nil
}

func patternInfo(id string, p *Pattern) PatternInfo {
	return PatternInfo{ID: id, Name: p.Name, URLPattern: p.URLPattern, TaskType: p.TaskType, Reliability: round4(p.Reliability),
		Strikes: p.Strikes, Executions: p.TotalExecutions, RelearnNeeded: p.RelearnNeeded, LastVerified: p.LastVerified,
		Steps: len(p.Steps)}
}

// cacheKey is the dedupe key of a cache entry of site: site, question signature, source
// URL and normalised answer (SPEC §2: lower case, white space collapsed, Unicode NFC, so
// that an answer read decomposed is the one read composed). The site comes first, so that
// the same answer saved for another site is another entry (migration 0004 rewrote older
// keys).
func cacheKey(site string, c Cache) string {
	return cacheKeyOf(site, c, nfcKey)
}

// cacheKeyOf is cacheKey with the answer's normal form given: nfcKey, or the identity for
// the keys of entries stored before answers were NFC (vetImported takes those too).
func cacheKeyOf(site string, c Cache, form func(string) string) string {
	h := sha256.Sum256([]byte(form(strings.Join(strings.Fields(strings.ToLower(c.Answer)), " "))))
	return site + "|" + c.Signature + "|" + c.SourceURL + "|" + hex.EncodeToString(h[:8])
}

// mergeCache adds a cache entry, or refreshes the same answer from the same source
// (dedupe: signature + source URL + normalised answer, SPEC §2).
func (w *writer) mergeCache(c Cache, site string, tt TaskType) error {
	key := cacheKey(site, c)
	var old Cache
	if _, ok, err := w.get(KindCache, key, &old); err != nil {
		return err
	} else if ok {
		old.ObservedAt = c.ObservedAt
		old.Confidence = EWMA(old.Confidence, true)
		old.SourceTrace = c.SourceTrace
		c = old
	}
	return w.put(KindCache, key, site, c.URLPattern, tt, c.Question+" "+c.Answer, c)
}

// selectorKey is the dedupe key of a selector record: site, URL pattern, purpose and
// selector (SPEC §2), in Unicode NFC (nfcKey).
func selectorKey(s SelectorRecord) string {
	return nfcKey(s.Site + "|" + s.URLPattern + "|" + s.Purpose + "|" + s.Selector)
}

// mergeSelector adds a selector or updates its counts; a failure makes it an anti-pattern
// for its URL pattern, a later success clears that (SPEC §3.5; clearBlame for a locator a
// step used that is not the one stored for its element).
func (w *writer) mergeSelector(s SelectorRecord) error {
	if s.clearOnly {
		return w.clearBlame(s)
	}
	key := selectorKey(s)
	var old SelectorRecord
	if _, ok, err := w.get(KindSelector, key, &old); err != nil {
		return err
	} else if ok {
		if s.AntiPattern {
			old.Strikes = countOn(old.Strikes)
			old.AntiPattern = true
			old.Confidence = EWMA(old.Confidence, false)
		} else {
			old.worked(s.LastSeen)
			if len(s.Anchors) > 0 {
				old.Anchors = s.Anchors
			}
		}
		old.LastSeen = s.LastSeen
		s = old
	}
	w.noteBlame(s, key, s.AntiPattern)
	return w.put(KindSelector, key, s.Site, s.URLPattern, "", s.Purpose+" "+s.Selector, s)
}

// worked counts one more use of a selector that worked at time at: no strikes, no blame.
func (s *SelectorRecord) worked(at time.Time) {
	s.Uses = countOn(s.Uses)
	s.Strikes = 0
	s.AntiPattern = false
	s.Confidence = EWMA(s.Confidence, true)
	s.LastSeen = at
}

func noteKey(n SiteNote) string { return n.Site + "|" + n.Scope + "|" + string(n.Problem) }

// mergeNote adds a friction note or adds its counts to the stored one (SPEC §7).
func (w *writer) mergeNote(n SiteNote) error {
	key := noteKey(n)
	var old SiteNote
	if _, ok, err := w.get(KindSiteNote, key, &old); err != nil {
		return err
	} else if ok {
		old.Seen = old.seen()
		if !n.again {
			old.Seen = countSum(old.Seen, n.seen())
		}
		old.Successes = countSum(old.Successes, n.Successes)
		old.Failures = countSum(old.Failures, n.Failures)
		if n.Symptom != "" && n.Symptom != old.Symptom {
			// Another symptom of the same class: the recovery of the old one is not its
			// ("wrong password" is not got past by "select Security question").
			old.Symptom, old.Recovery = n.Symptom, ""
		}
		if n.Recovery != "" {
			old.Recovery = n.Recovery
		}
		if n.Selector != "" {
			old.Selector = n.Selector
		}
		old.FailedActions = unionCapped(old.FailedActions, n.FailedActions, 5)
		old.LastSeen = n.LastSeen
		n = old
	}
	return w.putNote(key, n)
}

// putNote writes note n under key, filed under its site and its URL pattern (none for a
// site-wide note), searched by its problem, symptom and recovery.
func (w *writer) putNote(key string, n SiteNote) error {
	scope := n.Scope
	if scope == ScopeSite {
		scope = ""
	}
	return w.put(KindSiteNote, key, n.Site, scope, "", string(n.Problem)+" "+n.Symptom+" "+n.Recovery, n)
}

// touchProfile updates the derived site profile (SPEC §2 "site profile") after a save of
// extraction x, which merged into the stored pattern stored (nil: none), whose name the
// profile lists: the name a trace's own route would have had is not stored when the run
// was one more execution of a stored route.
func (w *writer) touchProfile(site string, x extraction, stored *PatternInfo) error {
	visit := func(site string, f *profileFacts) func(p *Profile) {
		return func(p *Profile) {
			p.Visits = countOn(p.Visits)
			p.LastVisit = w.now
			p.ShadowDOM = p.ShadowDOM || f.ShadowDOM
			p.Iframe = p.Iframe || f.Iframe
			p.Frameworks = unionCapped(p.Frameworks, f.Frameworks, maxFrameworks)
			p.Origins = unionCapped(p.Origins, f.Origins, maxListItems)
			for _, n := range x.Notes {
				if n.Site == site {
					p.addQuirk(n.Problem)
				}
			}
			sort.Strings(p.Origins)
		}
	}
	main := visit(site, &x.Profile)
	if err := w.editProfile(site, func(p *Profile) {
		main(p)
		if stored != nil {
			p.Patterns = unionCapped(p.Patterns, []string{stored.Name}, maxProfilePatterns)
		}
	}); err != nil {
		return err
	}
	// The other sites the run went to were visited too (SPEC §2: profiles are maintained
	// on write, and their selectors and notes are filed under them).
	for _, other := range slices.Sorted(maps.Keys(x.Profile.Others)) {
		if err := w.editProfile(other, visit(other, x.Profile.Others[other])); err != nil {
			return err
		}
	}
	return nil
}

// listPattern adds a pattern's name to its site's profile (a learned route is no visit).
func (w *writer) listPattern(site, name string) error {
	return w.editProfile(site, func(p *Profile) {
		p.Patterns = unionCapped(p.Patterns, []string{name}, maxProfilePatterns)
	})
}

// listQuirk adds a friction class recorded by hand (a quirk, a failed execution) to its
// site's profile, as a save adds the frictions of its trace (touchProfile).
func (w *writer) listQuirk(site string, f Friction) error {
	return w.editProfile(site, func(p *Profile) { p.addQuirk(f) })
}

// addQuirk lists a friction class met on the profile's site, and counts a captcha.
func (p *Profile) addQuirk(f Friction) {
	p.Quirks = unionCapped(p.Quirks, []string{string(f)}, maxListItems)
	if f == FrictionCaptcha {
		p.CaptchaSeen = countOn(p.CaptchaSeen)
	}
}

// editProfile applies edit to the profile of site, made if there is none, and stores it.
func (w *writer) editProfile(site string, edit func(p *Profile)) error {
	var p Profile
	if _, _, err := w.get(KindProfile, site, &p); err != nil {
		return err
	}
	p.Site = site
	if p.Origins == nil {
		p.Origins = []string{} // a profile made by hand has seen no page yet
	}
	edit(&p)
	return w.put(KindProfile, site, site, "", "", site, p)
}

// frameworkHints guesses front-end frameworks from selectors and attributes.
func frameworkHints(t *Target) []string {
	var out []string
	var b strings.Builder // in linear time: a target may hold thousands of attributes
	b.WriteString(t.Selector + " " + strings.Join(t.Selectors, " ") + " " + t.XPath)
	for k, v := range t.Attributes {
		b.WriteString(" " + k + "=" + v)
	}
	all := b.String()
	for _, h := range frameworkMarkers {
		if strings.Contains(all, h.marker) {
			out = append(out, h.name)
		}
	}
	return out
}

// frameworkMarkers are the marks frameworkHints reads a framework by, in a selector or an
// attribute; their names are the only framework hints a profile holds.
var frameworkMarkers = []struct{ marker, name string }{
	{"_ngcontent", "angular"}, {"mat-", "angular"}, {"ember", "ember"}, {"data-reactroot", "react"},
	{":r", "react"}, {"data-v-", "vue"}, {"svelte-", "svelte"}, {"sc-", "styled-components"},
}

// knownFramework reports whether name is a framework hint frameworkHints gives.
func knownFramework(name string) bool {
	return slices.ContainsFunc(frameworkMarkers, func(h struct{ marker, name string }) bool { return h.name == name })
}

func appendCapped(a, b []string, n int) []string {
	out := unionCapped(a, b, 1<<30)
	if len(out) > n {
		out = out[len(out)-n:]
	}
	return out
}

// unionCapped appends the items of b not in a, keeping at most n.
func unionCapped(a, b []string, n int) []string {
	seen := make(map[string]bool, len(a)+len(b))
	out := make([]string, 0, len(a)+len(b))
	for _, s := range append(append([]string{}, a...), b...) {
		if s == "" || seen[s] {
			continue
		}
		seen[s] = true
		out = append(out, s)
	}
	if len(out) > n {
		out = out[:n]
	}
	return out
}
