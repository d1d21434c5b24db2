package waymark

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
)

// A route that changes something on a record's page ("Cancel my appointment on March 14"
// on /appointments/55102) is stored under a URL pattern with the record's identifier
// wildcarded (/appointments/*), so it covers the page of every appointment. Its request
// names the record by a date, which is no value the route types or picks: it is what the
// page showed. Asked again in the same words, the agent may stand on another record's
// page (55199), and a replay as it is would cancel that one; on the recorded page the
// change is made already. capDated holds such a route to P2, so the agent checks the page
// is the record the request names before the steps run.

// dayTerms are the terms (internal/terms) of the words that date a record besides month
// names (months): week days and the days said from today.
var dayTerms = map[string]bool{"monday": true, "tuesday": true, "wednesday": true, "thursday": true,
	"friday": true, "saturday": true, "sunday": true, "mon": true, "tue": true, "tues": true, "wed": true,
	"thu": true, "thur": true, "thurs": true, "fri": true, "sat": true, "sun": true,
	"today": true, "tomorrow": true, "tonight": true, "yesterday": true}

// relativeDays are the dayTerms said from today: "Cancel my appointment tomorrow" names
// tomorrow's appointment, or the time to cancel.
var relativeDays = map[string]bool{"today": true, "tomorrow": true, "tonight": true, "yesterday": true}

// numericDate is a date written in digits: 3/14, 3/14/26, 14.03.2026, 2026-03-14; two
// numbers and a dot are a version or a decimal (2.5), not a date.
var numericDate = regexp.MustCompile(`\b(?:\d{4}-\d{1,2}-\d{1,2}|\d{1,2}/\d{1,2}(?:/\d{2,4})?|\d{1,2}\.\d{1,2}\.\d{2,4})\b`)

// recordDate returns the date by which an intent names a record, as written ("march 14",
// "14 march", "friday", "3/14"), and the term a query must share to name the same one (a
// numeric date's digits, in order); "" for an intent that names no date.
func recordDate(intent string) (phrase, term string) {
	if d := numericDate.FindString(intent); d != "" {
		return d, d
	}
	words := lowerWords(intent)
	for i, w := range words {
		ts := termsOf(w)
		if len(ts) != 1 || !months[ts[0]] && !dayTerms[ts[0]] {
			continue
		}
		if ts[0] == "may" && (i+1 == len(words) || !startsWithDigit(words[i+1])) && (i == 0 || !startsWithDigit(words[i-1])) {
			continue // the verb "may": a month only beside a day's number
		}
		switch {
		case i+1 < len(words) && startsWithDigit(words[i+1]):
			return w + " " + words[i+1], ts[0]
		case i > 0 && startsWithDigit(words[i-1]):
			return words[i-1] + " " + w, ts[0]
		}
		return w, ts[0]
	}
	return "", ""
}

// recordPage reports whether a URL pattern is a record's page: a wildcard in its path or
// query ("clinic.example/appointments/*", "…/booking?id=*").
func recordPage(urlPattern string) bool {
	_, rest, _ := strings.Cut(urlPattern, "/")
	return strings.Contains(rest, "*")
}

// datedRoute returns the date by which the request of c's route names the record it
// changed, as written ("March 14"), and its term (recordDate), when the route changes
// something (pressesChange) on a record's page (recordPage) and does not type or pick that
// date (routeTerms); "" otherwise.
func datedRoute(c *scoredPattern) (phrase, term string) {
	if !recordPage(c.p.URLPattern) {
		return "", ""
	}
	if phrase, term = recordDate(c.p.Intent); phrase == "" {
		return "", ""
	}
	p := c.whole()
	if p == nil || !pressesChange(p, routeLead(p)) {
		return "", ""
	}
	// A date the route types or picks is a value it enters ("2026-03-14" in a date field,
	// "14" in a calendar, "Friday" among days), not the record it stands on.
	picked := routeTerms(p.Steps)
	if picked[term] {
		return "", ""
	}
	for t := range picked {
		if isNumberTerm(t) {
			picked[strings.TrimLeft(t, "0")] = true // "03" typed, "3/14" asked
		}
	}
	if slices.ContainsFunc(termsOf(phrase), func(t string) bool { return isNumberTerm(t) && picked[strings.TrimLeft(t, "0")] }) {
		return "", ""
	}
	lower := strings.ToLower(c.p.Intent)
	if i := strings.Index(lower, phrase); i >= 0 && len(lower) == len(c.p.Intent) {
		phrase = c.p.Intent[i : i+len(phrase)] // as written: "March 14"
	}
	return phrase, term
}

// datedReading returns the reading to weigh c by for a query that names another record
// by its date than c's request ("Cancel my appointment on April 2" against "… on March
// 14", datedRoute): the query with the stored date in the place of its own, so that the
// route counts as recorded for this request, to be run on the other record's page;
// c.asked keeps the query's date for the warning. Else read.
func datedReading(c *scoredPattern, read *reading) *reading {
	qPhrase, qTerm := recordDate(read.intent)
	if qPhrase == "" || relativeDays[qTerm] {
		return read // "Cancel my appointment tomorrow" may mean a change made tomorrow
	}
	phrase, term := datedRoute(c)
	if phrase == "" || term == qTerm {
		return read
	}
	lower := strings.ToLower(read.intent)
	i := strings.Index(lower, qPhrase)
	if i < 0 || len(lower) != len(read.intent) {
		return read
	}
	c.asked = read.intent[i : i+len(qPhrase)]
	intent := read.intent[:i] + phrase + read.intent[i+len(qPhrase):]
	return readQuery(intent, intentTerms(intent))
}

// capDated holds at P2 a route that would be replayed directly (P1) when it changes
// something on a record's page for a request that names the record by a date (datedRoute)
// and the query names that date too, or another one (datedReading): the page the query
// stands on may be another record's, or the record the change was made on already. A
// query that names no date asks for the change on the page it is on ("Cancel this
// appointment"). It keeps the dates for the warning (datedWarning).
func capDated(c *scoredPattern, r *reading) {
	if c.asked != "" && c.more == nil {
		c.more = []string{} // weighed with the stored date for the query's: the warnings are not to read it again
	}
	if c.conf < ThresholdP2 || c.conf < ThresholdP1 && c.asked == "" || c.other {
		return // held back further for another reason, or no replay to hold back
	}
	qPhrase, qTerm := recordDate(r.intent)
	if qPhrase == "" {
		return
	}
	phrase, term := datedRoute(c)
	if phrase == "" || qTerm != term {
		return
	}
	c.conf, c.dated = min(c.conf, saysMoreCap), phrase
	if c.asked == "" {
		c.asked = phrase
	}
}

// datedWarning is the warning for the best route held back by capDated, "" for another.
func datedWarning(c *scoredPattern, pageURL string) string {
	switch {
	case c.dated == "":
		return ""
	case c.asked != c.dated:
		return fmt.Sprintf("route %q was recorded on the page of the record of %s (%q); this request names %s: replay it only on that record's page, and check the page %s shows %s first",
			c.p.Name, c.dated, clip(c.p.Intent, 80), c.asked, clip(pageURL, 120), c.asked)
	}
	return fmt.Sprintf("route %q made its change on the page of the record of %s (%q); the page %s may be another record's, or the change is made already: check it shows %s before replaying",
		c.p.Name, c.dated, clip(c.p.Intent, 80), clip(pageURL, 120), c.dated)
}
