package waymark

import (
	"fmt"
	"strings"
)

// A route that changes something on a record's page ("Cancel my order of the blue kettle"
// on /orders/112-3344, stored under /orders/*) may name the record by what it is rather
// than by a number or a date: the words are what the page showed, no value the route
// types. Asked again in the same words on another order's page, a replay as it is would
// cancel that order; on the recorded page the change is made already. capNamedRecord
// holds such a route at P2 so the agent checks the page is the record the request names,
// as capDated does for a record named by its date.

// namedRecord returns the words by which the request of c's route names the record it
// changed ("blue", "kettle"), and the request's text from the first to the last ("Sony
// WH-1000XM5 headphones"): its words whose terms are none of the lead verb's, the route's
// steps' (typed values, the names of every target: "Add to cart"), its URL pattern's, nor
// the page's (page: the query URL's terms, pageTerms), and that are no number
// (otherRecord's), date (capDated's), word after "this" or "that" (pointers) nor the verb
// of an action (leadVerb). nil and "" unless the route changes something (pressesChange)
// on a record's page (recordPage) and the words are two or more or a proper noun
// (intentWords): one common noun ("table" of "Book a table") names a kind.
func namedRecord(c *scoredPattern, page map[string]bool) (words []string, phrase string) {
	if !recordPage(c.p.URLPattern) {
		return nil, ""
	}
	p := c.whole()
	if p == nil || !pressesChange(p, routeLead(p)) {
		return nil, ""
	}
	known := routeTerms(p.Steps) // typed values, the names of targets that are no controls, URL paths
	add := func(s string) {
		for _, t := range termsOf(s) {
			known[t] = true
		}
	}
	add(leadVerb(c.p.Intent))
	add(routeLead(p))
	add(c.p.URLPattern)
	for _, s := range p.Steps {
		add(s.Name) // a control's too: "Add to cart"
	}
	from, to := -1, 0
	prev := ""
	for _, sp := range wordSpans(c.p.Intent) {
		w := c.p.Intent[sp[0]:sp[1]]
		ts := termsOf(w)
		pointed := pointers[prev]
		prev = strings.ToLower(w)
		if len(ts) != 1 || known[ts[0]] || page[ts[0]] || isNumberTerm(ts[0]) || months[ts[0]] || dayTerms[ts[0]] || pointed || isAction(leadVerb(w)) {
			continue
		}
		words = append(words, w)
		if from < 0 {
			from = sp[0]
		}
		to = sp[1]
	}
	if from < 0 {
		return nil, ""
	}
	if _, names := intentWords(c.p.Intent); len(words) < 2 && !names[foldText(words[0])] {
		return nil, "" // "Book a table": one word names a kind, not the record
	}
	return words, c.p.Intent[from:to]
}

// pointers point at the page's own record: the word after one is the page's ("Add this
// product to the cart").
var pointers = map[string]bool{"this": true, "that": true, "these": true, "those": true}

// capNamedRecord holds at P2 a route that would be replayed directly (P1) when it changes
// something on a record's page for a request that names the record by words
// (namedRecord) and the query names it by the same words and not by a number the page
// holds ("… from order 88231" on /orders/88231): the page the query stands on
// may be another record's, or the record the change was made on already. It keeps the
// words for the warning (namedRecordWarning).
func capNamedRecord(c *scoredPattern, r *reading, page map[string]bool) {
	if c.conf < ThresholdP1 || c.other || c.dated != "" {
		return
	}
	words, phrase := namedRecord(c, page)
	if len(words) == 0 {
		return
	}
	asked := termSet(r.terms)
	for t := range asked {
		if isNumberTerm(t) && page[t] {
			return // the query names the page's record by its number: "… from order 88231"
		}
	}
	for _, w := range words {
		if !asked[termsOf(w)[0]] {
			return // another record, or none named: the caps of other requests weigh it
		}
	}
	c.conf, c.named = saysMoreCap, phrase
}

// namedRecordWarning is the warning for the best route held back by capNamedRecord, ""
// for another.
func namedRecordWarning(c *scoredPattern, pageURL string) string {
	if c.named == "" {
		return ""
	}
	return fmt.Sprintf("route %q made its change on the page of the record its request names (%q: %q); the page %s may be another record's, or the change is made already: check it shows %q before replaying",
		c.p.Name, clip(c.p.Intent, 80), c.named, clip(pageURL, 120), c.named)
}
