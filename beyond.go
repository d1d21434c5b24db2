package waymark

import (
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// A route at P1 is replayed as it is, with no more than an existence check of its
// selectors (SPEC §4). A query that says more than the request the route was recorded for
// ("Add the blue version of this product to the cart" against "Add this product to the
// cart", "How many stars did it have a year ago?" against "How many stars does it have?")
// may need a step the route lacks or a value it does not type, so it gets the route at P2
// at best (verify each step, then replay), with a warning that names the words.

// scoredPattern is a stored route as a query weighs it: its match and confidence, and what
// the caps of this file and capOtherRequest found.
type scoredPattern struct {
	id        string
	body      json.RawMessage
	p         Pattern  // the head only (decodePatternHead) until the pattern is picked
	full      *Pattern // the whole pattern once decoded (whole)
	conf      float64
	mt        float64
	mt0       float64        // the match before the caps for another request or for saying more
	more      []string       // the query's words beyond the route's request (capSaysMore)
	less      []string       // the values of its request the query leaves out (capSaysLess)
	unnamed   []string       // …the words that name the one thing its request acts on or reads, the query leaves out (capSaysLess)
	whether   string         // how the query asks whether to make its change: "can", "?", or the label that files it as a note (capAsksWhether)
	unled     bool           // the query does not begin with the change its route makes (capUnled)
	record    string         // the number or identifier of another record than the page's the query names (capOtherRecord)
	deferred  string         // a word that defers or parts the change the route makes at once (capSaysMore)
	several   string         // the words by which the query asks the change of one more than the route (andAnother)
	choice    string         // the words by which the query leaves a choice between things the route changes one of (orAnother)
	owner     string         // the possessive and noun by which the query names someone else's thing (someonesOwn)
	dated     string         // the date by which its request names the record it changed (capDated)
	asked     string         // the date by which the query names the record to change (capDated)
	named     string         // the words by which its request names the record it changed, the query too (capNamedRecord)
	part      string         // the words of the part of the route's object the query acts on (capPart)
	one       string         // the word by which the query picks another one of the route's object (capPart)
	some      string         // the route's word for every one of its object the query leaves out ("all": capPart)
	retyped   []retypedValue // the values the route types and the query's in their place, weighed with the route's (rewordedReading)
	reclicked bool           // …a value the route clicks rather than types ("14C" of a seat map)
	misspelt  [][2]string    // the query's words and the request's each was read as, misspelt (rewordedReading)
	unsaid    string         // a value the route types that its request names and the query does not (capUnsaid)
	terms     []string       // the terms of the reading it was weighed by: the query's, or its request's words in their place (rewordedReading)
	reworded  *reading       // …that reading when it was the request's words rather than the query's, else nil (rewordedReading)
	rereads   int            // how many rewritings deep readAgain is (maxRereads)
	asksOther string         // the question word by which the query asks another question of the same things (questionsDiffer)
	other     bool           // held back as recorded for another request (capOtherRequest)
	turned    bool           // …because the query negates what its request names (negationDiffers)
	same      bool           // recorded for the query's own request (sameIntent), with no strike
}

// reasonAsksMore reports whether rest, what follows "because" in a query, asks more than
// a reason does: a limit or another way ("…, but only for the shoes", "… instead of my
// card", "… and …", "also", "then", "except": moreThanReason).
func reasonAsksMore(rest string) bool {
	return slices.ContainsFunc(lowerWords(rest), func(w string) bool { return moreThanReason[w] })
}

// moreThanReason are the words by which a clause after "because" asks more than a reason.
var moreThanReason = map[string]bool{"but": true, "only": true, "instead": true, "and": true, "also": true, "then": true, "except": true}

// saysMoreCap is the most confidence a route gets for a query that says more than its
// request (beyondWords): P2's top (ThresholdP1 is 0.85).
const saysMoreCap = 0.84

// pointerTerms are terms (internal/terms stems) that only point at the page the query is
// asked on, as "this" does: "this repository", "the page", "on the site", "here".
var pointerTerms = map[string]bool{"repo": true, "repositori": true, "page": true, "site": true,
	"websit": true, "here": true, "item": true, "project": true}

// fillerTerms are terms (internal/terms stems) a request may add without asking more of a
// route: the time of a reading ("now", "today": a route reads the page as it is), the
// verbs and nouns of counting and checking ("count", "number", "check"), "one" of "add
// one of this product", and "asap". "Right", "current" and "total" are left out: "to the right" is no
// filler, nor "the current price" against "the original price", "total cost" against
// "shipping cost".
var fillerTerms = map[string]bool{"now": true, "today": true, "number": true, "count": true, "check": true,
	"still": true, "exact": true, "one": true, "asap": true}

// namingWords introduce a thing's name: "the bucket called my-logs", "a list named Groceries".
var namingWords = map[string]bool{"called": true, "named": true, "titled": true, "entitled": true}

// namesStored reports whether the first word after a naming word that has a term ("my" of
// "my-logs" has none) is one of has.
func namesStored(after []string, has map[string]bool) bool {
	for _, w := range after {
		if ts := termsOf(w); len(ts) > 0 {
			return has[ts[0]]
		}
	}
	return false
}

// beyondWords returns the words of the query r whose terms the stored intent's (stored)
// lack, in the query's order, each once, at most four: a verb counts as its like
// (likeTerms: "show" is "view", "put" is "add"), and the words that wrap a request
// (requestWords), the words the page's URL says (page: pageTerms), words that only point
// at the page (pointerTerms; not within three words after "and": "… to the team and the
// project" names one thing more), fillers (fillerTerms), words of negation (negationWords:
// what they negate counts) and the light verb of an action named by its noun ("Leave a
// like", leadVerb) say nothing more, nor a word that introduces a name the request has
// ("called my-logs", namingWords). The speaker joined to others ("for me and 2",
// withOthers) is more when the request does not say it. A term the request (intent) says
// fewer times than the query is more: in another form, filler or not ("by check" after
// "from checking": a method of payment), or as written but for fillers ("$50 and $50",
// "… to savings and from savings to checking"); and so is a name the request writes
// otherwise (respelled: "checkout_api" for "checkout-api").
func beyondWords(r *reading, intent string, stored []string, page map[string]bool) []string {
	has := termSet(likeTerms(stored))
	asked := termSet(r.terms)
	left := make(map[string]int, len(stored))           // the times the request says each term
	signs := signTerms(intent, []string{"sign", "log"}) // as stored: "Log in" is "sign" (signTerms)
	for _, w := range lowerWords(intent) {
		if ts := termsOf(w); len(ts) == 1 {
			switch ts[0] {
			case "sign":
				ts = signs[:1]
			case "log":
				ts = signs[1:]
			}
			left[likeTerms(ts)[0]]++
		}
	}
	said := map[string]bool{}  // the query's words met, as written
	added := map[string]bool{} // the terms of out
	var out []string
	words, spans := lowerWords(r.intent), wordSpans(r.intent)
	first := true // the request's first word: its verb
	joined := -9  // the index of the last "and": "… and the project" names one thing more
	searched := 0 // the index past a search's verb (searchLead) when the stored request searches
	for i, w := range words {
		if w == "and" {
			joined = i
		}
		if w == "right" && i+1 < len(words) && words[i+1] == "now" {
			continue // "right now" is "now"
		}
		if w == "because" && !reasonAsksMore(r.intent[spans[i][1]:]) {
			break // the request's reason: "Cancel my subscription because it's too expensive"
		}
		if first && (leadIns[w] || w == "like" && i > 0) {
			continue // "Go ahead and …", "Let's …", "I'd like to …" before the verb
		}
		if first && has["find"] {
			if n := searchLead(words[i:]); n > 0 {
				first, searched = false, i+n // "Look for red shoes": the verb of "Search for red shoes"
			}
		}
		if i < searched {
			continue
		}
		if len(spans) == len(words) && withOthers(r.intent, words, spans, i) && !said[w] && !slices.Contains(lowerWords(intent), w) {
			said[w] = true
			out = append(out, w) // "for me and 2": one more than the request's 2
			continue
		}
		ts := termsOf(w)
		if len(ts) != 1 || !asked[ts[0]] && !asked["!"+ts[0]] {
			continue // a stop word, or a word of more terms ("!pay": a negated action, negateActions)
		}
		t := ts[0]
		lead := first && !requestWords[t]
		if lead {
			first = false
		}
		andNext := i+1 < len(words) && words[i+1] == "and" // "Delete the project and the bucket my-logs"
		lt := likeTerms(ts)[0]
		// "… from checking to savings by check", "Transfer $50 and $50 …": a term of the
		// request said once more is more, in another form even a filler's ("check"); not
		// an action it negates ("How many stars …? Do not star it.").
		again := has[lt] && left[lt] <= 0 && !added[lt] && (!said[w] || !fillerTerms[t]) && !asked["!"+t] &&
			!slices.ContainsFunc(forbiddenActions(r.intent), func(f forbidden) bool { return f.verb == t })
		left[lt]--
		said[w] = true
		if has[lt] && !again || requestWords[t] || page[t] || pointerTerms[t] && i-joined > 3 && !andNext || fillerTerms[t] && !again {
			continue
		}
		if negationWords[w] {
			continue // what it negates counts (negationDiffers), not the word
		}
		if namingWords[w] && namesStored(words[i+1:], has) {
			continue // "the bucket called my-logs": the name is the request's
		}
		if lead && (lightVerbs[t] || buttonVerbs[t]) && r.lead != "" && r.lead != "~" {
			continue // "Leave a like": the action is the noun's (leadVerb)
		}
		if lead && r.lead == "transfer" && (has[r.lead] || leadOf(intent) == r.lead) {
			continue // "Send $50 …" for "Transfer $50 …", "Transfer $20 …" for "Send $20 …" (leadVerb)
		}
		has[lt], added[lt] = true, true // each once
		out = append(out, w)
		if len(out) == 4 {
			break
		}
	}
	if len(out) < 4 {
		if name := respelled(r.intent, intent); name != "" {
			out = append(out, name) // "checkout_api" for "checkout-api": maybe another thing's name
		}
	}
	return out
}

// capSaysMore holds a candidate that would be replayed directly (P1) to P2 when the query
// says more than its request (beyondWords), and one that could reach P2 to P3
// (matchOtherEntity) when the query puts other words in the place of some of its request's
// (replaces: "How many forks …" against "How many stars …", "When did Alan Turing die?"
// against "When was Alan Turing born?"). It keeps the words for the warning.
func capSaysMore(c *scoredPattern, r *reading, page map[string]bool) {
	if c.conf < ThresholdP2 || len(r.terms) == 0 || c.other {
		return
	}
	more := beyondWords(r, c.p.Intent, c.p.IntentTerms, page)
	if p := c.whole(); p != nil && pressesChange(p, routeLead(p)) {
		for _, w := range append(partWords(r.intent, c.p.Intent), otherMessage(r.intent, c.p.Intent)...) {
			if len(more) < 4 && !slices.Contains(more, w) {
				more = append(more, w) // "Delete my account number": a part, or one of several
			}
		}
	}
	if q := quantifierBeyond(r.intent, c.p.Intent); q != "" && len(more) < 4 && !slices.Contains(more, q) {
		more = append(more, q)
	}
	for _, w := range unspacedMore(r.intent, c.p.Intent) {
		if len(more) < 4 && !slices.Contains(more, w) {
			more = append(more, w) // "删除存储桶my-logs里的对象": words no Latin rule reads
		}
	}
	for _, a := range []string{accountBeyond(r.intent, c.p.Intent), acronymBeyond(r.intent, c.p.Intent)} {
		if a != "" && len(more) < 4 && !slices.Contains(more, a) {
			more = append(more, a) // "savings" stems as "saved" does; "ER" is a stop word
		}
	}
	if w := pluralBeyond(r.intent, c.p.Intent); w != "" && len(more) < 4 && !slices.Contains(more, w) {
		if p := c.whole(); p != nil && (pressesChange(p, routeLead(p)) || fileTerms[firstTerm(c.p.Intent)]) {
			// "Cancel my bookings" against "… booking": the route changes one; "Download my
			// pay stubs" against "… pay stub": it downloads one
			more = append(more, w)
		}
	}
	if w := orAnother(r.intent, c.p.Intent); w != "" {
		if p := c.whole(); p != nil && pressesChange(p, routeLead(p)) {
			// "Reboot api-node-3 or api-node-4", "… for July 3 or July 5": which one is not
			// said, and the route makes the change on one
			c.setMatch(min(c.mt, matchOtherEntity))
			c.more, c.choice = []string{}, w
			return
		}
	}
	if w := andAnother(r.intent, c.p.Intent); w != "" {
		if p := c.whole(); p != nil && pressesChange(p, routeLead(p)) {
			// "Merge pull requests 42 and 43", "Accept the invite from Dana and Erik": the
			// route makes the change on one of them
			c.setMatch(min(c.mt, matchOtherEntity))
			c.more, c.several = []string{}, w
			return
		}
	}
	// Before the words: a condition or a retraction may be all stop words ("… if so",
	// "Cancel my booking? No.").
	if w := deferralBeyond(r.intent, c.p.Intent); w != "" && !replaces(r, c.p.Intent, page) {
		// A correction or a retraction ("…, no, my lisinopril refill") leaves any route's
		// request in doubt, one that only reads too.
		if p := c.whole(); p != nil && (pressesChange(p, routeLead(p)) || correctionWords[w] || slices.Contains(unspacedLater, w)) {
			// "Pay my water bill next month", "… if it is over 100 dollars", "Pay half of
			// it": the route makes the whole change now, which no step added can defer
			c.setMatch(min(c.mt, matchOtherEntity))
			c.more, c.deferred = []string{}, w
			return
		}
	}
	if q := quantifierBeyond(r.intent, c.p.Intent); q != "" {
		if p := c.whole(); p != nil && pressesChange(p, routeLead(p)) {
			// "Cancel all my class bookings" against "Cancel my Thursday yoga class
			// booking": the route makes the change on one of them
			c.setMatch(min(c.mt, matchOtherEntity))
			c.more, c.several = []string{}, quantifiedPhrase(r.intent, q)
			return
		}
	}
	if w := someonesOwn(r.intent, c.p.Intent); w != "" {
		// "Send an email to Bob's manager" against "… to Bob": someone else's
		c.setMatch(min(c.mt, matchOtherEntity))
		c.more, c.owner = []string{}, w
		return
	}
	if len(more) == 0 {
		return
	}
	c.more = more
	if replaces(r, c.p.Intent, page) {
		c.setMatch(min(c.mt, matchOtherEntity))
		return
	}
	if c.conf >= ThresholdP1 {
		c.conf = saysMoreCap
	}
}

// quantifiers are the words that ask for a change to every item of a kind ("Stop all
// instances", "Delete every reminder"), which internal/terms drops as stop words.
var quantifiers = map[string]bool{"all": true, "every": true, "each": true, "everything": true, "both": true}

// pluralQuantifiers count several of a kind when a plural follows them: "some of my
// bookings", "two tickets", "a few reminders".
// "Many" is left out: "how many" asks a count.
var pluralQuantifiers = map[string]bool{"some": true, "several": true, "few": true, "multiple": true,
	"two": true, "three": true, "four": true, "five": true}

// pluralSoon reports whether one of the first six of ws is a plural (a word of four
// letters or more ending in "s" but not "ss": "bookings", not "class").
func pluralSoon(ws []string) bool {
	for _, w := range ws[:min(6, len(ws))] {
		if len(w) >= 4 && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") {
			return true
		}
	}
	return false
}

// quantifierBeyond returns the first word of quantifiers that the query's intent holds
// and the stored intent does not ("Stop all instances" against "Stop the instance
// web-prod-1": a route that acts on one item), or of pluralQuantifiers before a plural
// ("Cancel some of my bookings", not "Add some milk"), "" for none.
func quantifierBeyond(query, stored string) string {
	q := ""
	qw := lowerWords(query)
	for i, w := range qw {
		if quantifiers[w] || pluralQuantifiers[w] && pluralSoon(qw[i+1:]) {
			q = w
			break
		}
	}
	if q == "" || slices.ContainsFunc(lowerWords(stored), func(w string) bool { return quantifiers[w] || pluralQuantifiers[w] }) {
		return ""
	}
	return q
}

// pluralBeyond returns the first word of the query's intent that is the plural of a word
// of the stored intent the stored intent does not hold as it is ("bookings" against
// "booking", "addresses" against "address"): terms stem both alike. A word that names a
// page ("from the transfers page") is none. "" for none.
func pluralBeyond(query, stored string) string {
	sw, qw := lowerWords(stored), lowerWords(query)
	for i, w := range qw {
		if len(w) < 4 || !strings.HasSuffix(w, "s") || slices.Contains(sw, w) {
			continue
		}
		if i+1 < len(qw) && pageNouns[qw[i+1]] {
			continue
		}
		if slices.Contains(sw, w[:len(w)-1]) || strings.HasSuffix(w, "es") && slices.Contains(sw, w[:len(w)-2]) {
			return w
		}
	}
	return ""
}

// fileTerms are the terms of verbs that make one file of one thing (a download, a print,
// an export): a plural asks for more files than the route makes.
var fileTerms = termSetOf("download", "print", "export")

// pageNouns name a part of a site's view: a plural before one names the view ("the
// transfers page"), not several things.
var pageNouns = map[string]bool{"page": true, "tab": true, "screen": true, "section": true, "view": true, "list": true, "menu": true}

// accountBeyond returns the first name of an account (accountNames: "savings") the
// query's intent holds and the stored intent does not, as words: their terms may be
// another word's ("savings" and "saved" are "save"). "" for none.
func accountBeyond(query, stored string) string {
	sw := lowerWords(stored)
	for _, w := range lowerWords(query) {
		if accountNames[w] && !slices.Contains(sw, w) {
			return w
		}
	}
	return ""
}

// quantifiedPhrase returns the words of query from its quantifier q up to the first word
// that ends its noun phrase (phraseEnds: a preposition, "and", "that"), at most four:
// "all my prescriptions" of "Refill all my prescriptions for pickup", "every reminder".
func quantifiedPhrase(query, q string) string {
	words, spans := lowerWords(query), wordSpans(query)
	if len(words) != len(spans) {
		return q
	}
	from := slices.Index(words, q)
	if from < 0 {
		return q
	}
	to := from
	for to+1 < len(words) && to+1-from < 4 && !phraseEnds[words[to+1]] {
		to++
	}
	return query[spans[from][0]:spans[to][1]]
}

// replaces reports whether the query r and a stored intent each hold a word the other
// lacks, their first words aside (an imperative's verb: "Put …" and "Add …" may ask the
// same), nor the words that point at the page, wrap a request or the page's URL says.
func replaces(r *reading, intent string, page map[string]bool) bool {
	lacking := func(words []string, other []string) bool {
		has := termSet(likeTerms(other))
		for i, w := range words {
			ts := termsOf(w)
			if i == 0 || len(ts) != 1 {
				continue
			}
			t := ts[0]
			if !has[likeTerms(ts)[0]] && !requestWords[t] && !page[t] && !pointerTerms[t] {
				return true
			}
		}
		return false
	}
	stored := intentTerms(intent)
	return lacking(lowerWords(r.intent), stored) && lacking(lowerWords(intent), r.terms)
}

// likeTerms returns ts with each verb written as its like: of looking or searching
// (sameVerbs), or of an action named by another verb (canonAction: "reserve" is "book").
func likeTerms(ts []string) []string {
	out := sameVerbs(ts)
	for i, t := range out {
		if !objectNouns[t] {
			out[i] = canonAction(t)
		}
	}
	return out
}

// objectNouns are the terms of sameActions that name, among a request's words, a thing
// more often than the action: "Delete the comments on my latest post" is no "Delete my
// latest post" ("Leave a comment" still posts one: leadVerb).
var objectNouns = map[string]bool{"comment": true}

// saysMoreWarning is the warning for the best route when the query says more than its
// request (beyondWords), whatever its tier: "How many forks …" on the route of "How many
// stars …" (P3) as "Add the blue version …" on that of "Add this product …" (held to P2).
func saysMoreWarning(c *scoredPattern) string {
	return fmt.Sprintf("route %q was recorded for %q; this request also names %s: verify each step before replaying it, and add what the route lacks",
		c.p.Name, clip(c.p.Intent, 80), quoteAll(c.more))
}

// asksWhether reports whether an intent asks whether something can be done rather than
// asks for it to be done: "Can I delete my account?", "Could we cancel the order?", "Is it
// possible to transfer $50?", "Am I able to …"; "Can you delete my account?" asks for it.
func asksWhether(intent string) bool {
	words := lowerWords(intent)
	if len(words) < 3 {
		return false
	}
	switch {
	case (words[0] == "can" || words[0] == "could" || words[0] == "may") && (words[1] == "i" || words[1] == "we"):
		return true
	case words[0] == "is" && words[1] == "it" && words[2] == "possible":
		return true
	case words[0] == "am" && words[1] == "i" && words[2] == "able", words[0] == "are" && words[1] == "we" && words[2] == "able":
		return true
	}
	return false
}

// askedCommand reports whether query gives a change as a command that ends in a question
// mark ("Reboot the server api-node-3?", "Cancel my trip QX7P2L??", "Enroll in autopay?":
// a leadVerb, or the route's action act returns, first) where stored does not end in one: the
// user may be asking whether to make it. Not a request put as a question ("Can you cancel
// my trip?", "Cancel my trip, would you?"), nor a question the command holds
// (parseQuestion: "Cancel the order that shipped when?").
func askedCommand(query, stored string, act func() string) bool {
	q := strings.TrimSpace(query)
	if !endsAsked(q) || endsAsked(stored) {
		return false
	}
	if at, _ := addressPrefix(q); at > 0 {
		q = q[at:] // "Hey, can you …?"
	}
	words := lowerWords(q)
	if n := len(words); n == 0 || leadIns[words[0]] && words[0] != "please" || n >= 2 && request(words[n-2:]) {
		return false
	}
	if parseQuestion(q).word != "" {
		return false
	}
	if isAction(leadVerb(q)) {
		return true
	}
	a := act()
	return isAction(a) && canonAction(firstTerm(q)) == canonAction(a)
}

// endsAsked reports whether s ends in a question mark ("?", a full-width "？" or "‽"),
// after any other marks, symbols and spaces ("?!", "?.", "? :)", "?\"").
func endsAsked(s string) bool {
	s = strings.TrimRightFunc(s, func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '?' && r != '？' && r != '‽'
	})
	r, _ := utf8.DecodeLastRuneInString(s)
	return r == '?' || r == '？' || r == '‽'
}

// capAsksWhether holds a route that commits a change (pressesChange) at P2 for a query that
// asks whether the change can be made (asksWhether), gives it as a command ending in a
// question mark (askedCommand) or files it under a note's label (notedLabel: "Reminder:
// pay my water bill"): the user may want to know or note it, not to have it done. It marks
// the candidate for the warning.
func capAsksWhether(c *scoredPattern, r *reading) {
	if c.conf < ThresholdP2 || c.other {
		return
	}
	lead, how := leadVerb(c.p.Intent), ""
	switch {
	case asksWhether(r.intent):
		how = "can"
	case askedCommand(r.intent, c.p.Intent, func() string { return c.changeLead(lead) }):
		how = "?"
	case r.noted != "":
		if stored, _ := notedLabel(c.p.Intent); stored != "" {
			return
		}
		how = r.noted // "Reminder: pay my water bill"
	default:
		return
	}
	if p := c.whole(); p != nil && pressesChange(p, lead) {
		c.conf, c.whether = saysMoreCap, how
	}
}

// capUnled holds at P2 (or below, where it is) a route whose request begins with the
// change it makes (leadVerb: "Pay my water bill", "Report the pothole on Elm Street", "Renew
// my parking permit") and that makes it (pressesChange), for a query that does not begin
// with that change: a noun phrase ("Permit renewal", "My pothole report on Elm Street"),
// or a request about the change by another verb ("Explain how to pay my water bill",
// "Remind me to pay my water bill"). The query may not ask for the change; replayed as it
// is, the route makes it. A later clause that begins with the change asks for it ("Find
// this repository and star it", laterVerb). It marks the candidate for the warning.
func capUnled(c *scoredPattern, r *reading) {
	if c.conf < ThresholdP2 || c.other || len(r.terms) == 0 || c.p.TaskType == TaskLogin {
		return
	}
	act := leadVerb(c.p.Intent)
	if act != "" && !isAction(act) {
		return // a reading or a negated request
	}
	p := c.whole()
	if p == nil {
		return
	}
	if act == "" {
		act = routeLead(p) // "Promote bob to admin" of a route that presses "Promote"
	}
	if !isAction(act) || r.lead == act || r.lead == "" && firstTerm(r.intent) == act || laterVerb(r.intent, act) {
		return // "Find this repository and star it" asks for the star
	}
	if pressesChange(p, act) {
		c.conf, c.unled = min(c.conf, saysMoreCap), true
	}
}

// unaskedWarning is the warning for the best route when the query may not ask for the
// change it makes: it asks whether the change can be made (capAsksWhether), makes it
// later, on a condition or in part (capSaysMore), or does not begin with it (capUnled); ""
// otherwise.
func unaskedWarning(c *scoredPattern) string {
	switch {
	case c.whether == "can":
		return fmt.Sprintf("this request asks whether it can be done; route %q does it (%q): confirm the user wants it done before replaying",
			c.p.Name, clip(c.p.Intent, 80))
	case c.whether == "?":
		return fmt.Sprintf("this request is put as a question (it ends in \"?\"); route %q does it (%q): confirm the user wants it done before replaying",
			c.p.Name, clip(c.p.Intent, 80))
	case c.whether != "":
		return fmt.Sprintf("this request is filed under a label (%q): the user may be noting it rather than asking for it now; route %q does it (%q): confirm the user wants it done before replaying",
			c.whether, c.p.Name, clip(c.p.Intent, 80))
	case c.owner != "":
		return fmt.Sprintf("this request is about someone else's (%q); route %q was recorded for %q: a hint to where things are, not steps to replay",
			c.owner, c.p.Name, clip(c.p.Intent, 80))
	case c.several != "":
		return fmt.Sprintf("this request asks the change of more than one (%q); route %q makes it on one (%q): do not replay it as it is, make it for each on its own",
			c.several, c.p.Name, clip(c.p.Intent, 80))
	case c.choice != "":
		return fmt.Sprintf("this request leaves a choice (%q); route %q makes the change on one (%q): ask which one is meant, and do not replay it as it is",
			c.choice, c.p.Name, clip(c.p.Intent, 80))
	case c.deferred != "" && takenBack(c.deferred):
		return fmt.Sprintf("this request takes back, corrects, doubts or holds back the change (%q); route %q makes it (%q): do not replay it as it is; ask the user",
			c.deferred, c.p.Name, clip(c.p.Intent, 80))
	case c.deferred != "":
		return fmt.Sprintf("this request makes the change on a condition, later or in part (%q); route %q makes it at once and whole (%q): do not replay it as it is",
			c.deferred, c.p.Name, clip(c.p.Intent, 80))
	case c.unled:
		return fmt.Sprintf("route %q makes a change (%q) this request does not ask for in so many words: confirm the user wants it done before replaying",
			c.p.Name, clip(c.p.Intent, 80))
	}
	return ""
}

// otherRecord returns the number by which the query names a record of the kind its page
// shows when the page's URL does not hold that number but another ("Close ticket 4600"
// on /tickets/4521: the word before the number, "ticket", is the page's, and the page
// holds 4521; "Merge pull request 42" on /pull/43, the word two before; "4,521" is
// 4521), "" otherwise.
// A route's steps act on the page they run on: replayed there, they would close ticket
// 4521.
func otherRecord(r *reading, page map[string]bool) string {
	if !slices.ContainsFunc(r.terms, isNumberTerm) || !hasNumber(page) {
		return ""
	}
	words := lowerWords(groupedDigits.ReplaceAllStringFunc(r.intent, func(n string) string { return strings.ReplaceAll(n, ",", "") }))
	named := func(w string) bool { // a word of the page's URL: "ticket", "pull"
		ts := termsOf(w)
		return len(ts) == 1 && page[ts[0]]
	}
	for i := 1; i < len(words); i++ {
		n := termsOf(words[i])
		if len(n) != 1 || !isNumberTerm(n[0]) || page[n[0]] {
			continue
		}
		// The kind right before the number ("ticket 4600"), or one word before that ("pull
		// request 42" on /pull/43).
		if named(words[i-1]) || i >= 2 && named(words[i-2]) && !named(words[i-1]) && termsOf(words[i-1]) != nil {
			return words[i]
		}
	}
	return ""
}

// groupedDigits is a number written with thousands separators ("4,521"), which otherRecord
// reads as one number.
var groupedDigits = regexp.MustCompile(`\b\d{1,3}(?:,\d{3})+\b`)

// hasNumber reports whether a set of terms holds a number.
func hasNumber(ts map[string]bool) bool {
	for t := range ts {
		if isNumberTerm(t) {
			return true
		}
	}
	return false
}

// capOtherRecord holds a route to P3 (matchOtherEntity) for a query that names another
// record than its page (pageURL, its terms page) shows, by an identifier
// (otherRecordID: "A-4521") or a number (otherRecord), and keeps it for the warning.
func capOtherRecord(c *scoredPattern, r *reading, page map[string]bool, pageURL string) {
	if c.mt <= matchOtherEntity {
		return
	}
	if r.record == nil { // the same for every candidate of the query
		n := otherRecordID(r.intent, pageURL, page)
		if n == "" {
			n = otherRecord(r, page)
		}
		r.record = &n
	}
	if n := *r.record; n != "" {
		c.setMatch(matchOtherEntity)
		c.record = n
	}
}

// recordWarning is the warning for the best route when the query names another record
// than the page's (capOtherRecord).
func recordWarning(c *scoredPattern, pageURL string) string {
	return fmt.Sprintf("this request names %s, which the page %s is not: open its page and query again; route %q acts on the page it runs on",
		c.record, clip(pageURL, 120), c.p.Name)
}

// partTerms are the terms of pointerTerms and fillerTerms that, in a request to change
// something, name a part of the thing or one of several rather than nothing more: "Delete
// my account number", "Delete the mailing list's page", "Remove one blue kettle".
var partTerms = map[string]bool{"number": true, "count": true, "check": true, "one": true, "page": true,
	"item": true, "site": true, "websit": true, "project": true}

// partWords returns the words of query whose term is one of partTerms and that stored does
// not hold (lower case, each once); a page or a site after a word of wherePreps says where,
// not what.
func partWords(query, stored string) []string {
	has := termSet(intentTerms(stored))
	ws := lowerWords(query)
	var out []string
	for i, w := range ws {
		ts := termsOf(w)
		if len(ts) != 1 || !partTerms[ts[0]] || has[ts[0]] || slices.Contains(out, w) {
			continue
		}
		if pointerTerms[ts[0]] && slices.ContainsFunc(ws[max(0, i-3):i], func(p string) bool { return wherePreps[p] }) {
			continue // "… from the transfers page": where the change is made
		}
		if i+1 < len(ws) && startsWithDigit(ws[i+1]) {
			continue // "order number 112-3344", "item 4": the number's label
		}
		out = append(out, w)
	}
	return out
}

// wherePreps put a page or a site after them as where a change is made: "from the
// transfers page", "on this site".
var wherePreps = map[string]bool{"from": true, "on": true, "in": true, "at": true, "via": true, "using": true, "through": true}

// otherMessage returns the words by which the message a query says to send differs from
// its stored request's, each after "saying" (or "that says", "with the text"): "could",
// "be" of "… saying the meeting could be moved" against "… saying the meeting is moved";
// nil when either says no message or both say the same words. A route types its
// request's message: the words that ask nothing elsewhere ("could", "is") are the
// message's here.
func otherMessage(query, stored string) []string {
	q, s := messageWords(query), messageWords(stored)
	if q == nil || s == nil || slices.Equal(q, s) {
		return nil
	}
	var out []string
	for _, w := range q {
		if !slices.Contains(s, w) && !slices.Contains(out, w) {
			out = append(out, w)
		}
	}
	if len(out) == 0 {
		return []string{strings.Join(q, " ")} // the same words in another order
	}
	return out
}

// messageWords returns the lower-case words of intent after the last word that introduces
// its message (messageIntros: "saying", "that says"), nil for none.
func messageWords(intent string) []string {
	ws := lowerWords(intent)
	for i := len(ws) - 2; i >= 0; i-- { // the last such word: "Send a message to Jane saying thanks"
		if messageIntros[ws[i]] {
			return ws[i+1:]
		}
	}
	return nil
}
