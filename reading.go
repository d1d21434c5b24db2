package waymark

import (
	"slices"
	"strings"
)

// reading is what capOtherRequest reads of a query once for all its candidates: the
// intent, its terms, the question it asks (parseQuestion), its phrasal verbs' particles
// (particles), the sort order it names (sortOrder), the way it asks about following
// (followWay), the action it begins with (leadVerb),
// what it says "not" of (negatedTerms) and its words and proper nouns (intentWords).
type reading struct {
	intent    string
	terms     []string
	question  question
	particles map[string]string
	dirs      map[string]string // directions
	order     string            // sortOrder
	follow    string            // followWay
	lead      string            // leadVerb
	negated   []string          // negatedTerms
	forbidden []forbidden       // forbiddenActions
	words     map[string]bool   // intentWords
	names     map[string]bool   // …its proper nouns
	record    *string           // another record than the query's page shows (otherRecordID, otherRecord), once read
	to, by    string            // whom the query is addressed to (addressee) and whom it asks to act (askedOf)
	told      []int             // where a verb may stand in a query that tells what was done (tellsAt)
	noted     string            // the label that files the request as a note (notes: "Reminder"), "" for none
	misdated  misdated          // a date it names by a day of the week the date is not (misdatedPhrase)
}

// readQuery reads a query's intent (terms are its terms) for capOtherRequest.
func readQuery(intent string, terms []string) *reading {
	// "Place the order now", "… right away": now asks nothing of a route but to run it; the
	// "down" of "shut down" is the verb's (sameActions: "shut" is "stop")
	low := strings.ToLower(intent)
	right := strings.Contains(low, "right now") || strings.Contains(low, "right away")
	shutDown := strings.Contains(low, "shut down")
	terms = slices.DeleteFunc(slices.Clone(terms), func(t string) bool {
		return t == "now" || t == "asap" || right && (t == "right" || t == "away") || shutDown && t == "down"
	})
	// The words that greet or address someone ("Alexa, check in for my flight", "Ok, …")
	// are no part of what it asks; addressesNamed reads the name from the intent.
	at, to := addressPrefix(intent)
	var noted string
	if l, rest := labelBefore(intent); rest > 0 {
		if notes(l) {
			noted = l // "Reminder: …": capAsksWhether reads it
		}
		if at == 0 && (noted != "" || holdsBack(l) || heeds(l)) {
			at = rest // "Draft: …" (markedOff reads it), "Note: …"
		}
	}
	for _, t := range termsOf(intent[:at]) {
		if i := slices.Index(terms, t); i >= 0 {
			terms = slices.Delete(terms, i, i+1)
		}
	}
	r := &reading{intent: intent, terms: terms, question: parseQuestion(intent), particles: particles(intent),
		dirs: directions(intent), order: sortOrder(intent), follow: followWay(intent), lead: leadOf(intent[at:]),
		to: to, by: askedOf(intent), noted: noted, misdated: misdatedPhrase(intent)}
	r.negated, r.forbidden = negations(intent)
	r.words, r.names = intentWords(intent[at:])
	r.told = tellsAt(r)
	return r
}
