package waymark

import (
	"fmt"
	"regexp"
	"slices"
)

// A route that types a value the runs of its request varied becomes a route with an input
// ({{title}}, SPEC §3.4): "Create a card titled 'Fix broken link'" and "… titled 'Update
// docs'" are one route that types the title asked. A query that quotes another value
// ("Create a card titled 'Weekly sync notes'") asks that route for its input, not for
// another request: the quoted values of both intents are left out when the query is
// weighed against such a route.

// quotedInputs reads a query without its quoted values, once, for the routes that take
// their typed values as inputs.
type quotedInputs struct {
	quotes   bool     // the query quotes a value
	unquoted *reading // the query without its quoted values; nil until first needed
}

// newQuotedInputs prepares quotedInputs for the query read.
func newQuotedInputs(read *reading) *quotedInputs {
	return &quotedInputs{quotes: quoted.MatchString(read.intent)}
}

// reading returns the reading of the query to weigh candidate c by: without the quoted
// values of both intents when both quote one and c's route has inputs, c's intent and
// terms then set to its own without them until restore is called; else read, the query's
// own reading, and a restore that does nothing.
func (q *quotedInputs) reading(c *scoredPattern, read *reading) (rd *reading, restore func()) {
	if !q.quotes || !quoted.MatchString(c.p.Intent) {
		return read, func() {}
	}
	if p := c.whole(); p == nil || len(p.Inputs) == 0 {
		return read, func() {}
	}
	if q.unquoted == nil {
		intent := quoted.ReplaceAllString(read.intent, " ")
		q.unquoted = readQuery(intent, intentTerms(intent))
	}
	intent, terms := c.p.Intent, c.p.IntentTerms
	c.p.Intent = quoted.ReplaceAllString(intent, " ")
	c.p.IntentTerms = intentTerms(c.p.Intent)
	return q.unquoted, func() {
		c.p.Intent, c.p.IntentTerms = intent, terms
		if c.more == nil {
			c.more = []string{} // weighed without its quoted values: the warnings are not to read them again
		}
	}
}

// numberReading returns the reading to weigh c by for a query that asks c's request with
// another number in the place of one the route types ("Scale checkout-api to 10 instances"
// against "… to 6 instances" of a route that fills "6"): the query with the stored number
// in its place, so that the route counts as recorded for this request, to be replayed with
// the new number typed; c.retyped keeps both numbers, which holds it at P2 (capRetyped) and
// names them in a warning (retypedWarning). Else read. The intents must differ in that
// word alone.
func numberReading(c *scoredPattern, read *reading) *reading {
	qw, sw := lowerWords(read.intent), lowerWords(c.p.Intent)
	if len(qw) != len(sw) {
		return read
	}
	at := -1
	for i := range qw {
		if qw[i] == sw[i] {
			continue
		}
		if at >= 0 || !digitsOnly(qw[i]) || !digitsOnly(sw[i]) {
			return read
		}
		at = i
	}
	if at < 0 {
		return read
	}
	p := c.whole()
	if p == nil || !typesWord(p.Steps, sw[at]) {
		return read
	}
	loc := regexp.MustCompile(`\b` + qw[at] + `\b`).FindStringIndex(read.intent) // digits only: no quoting needed
	if loc == nil {
		return read
	}
	c.retyped = [2]string{sw[at], qw[at]}
	if c.more == nil {
		c.more = []string{} // weighed with the stored number: the warnings are not to read the new one again
	}
	intent := read.intent[:loc[0]] + sw[at] + read.intent[loc[1]:]
	return readQuery(intent, intentTerms(intent))
}

// typesWord reports whether a step of steps types or picks a value whose words hold w
// (lower case).
func typesWord(steps []RouteStep, w string) bool {
	for _, s := range steps {
		if typesValue(s.Action) && slices.Contains(lowerWords(withoutPlaceholders(s.Value)), w) {
			return true
		}
	}
	return false
}

// capRetyped holds at P2 a route weighed with the number its request named in the place of
// the query's (numberReading): the steps are the route's, the value to type is not.
func capRetyped(c *scoredPattern) {
	if c.retyped[0] != "" && c.conf >= ThresholdP1 {
		c.conf = saysMoreCap
	}
}

// retypedWarning is the warning for a route weighed with the number its request named
// in the place of the query's (numberReading), "" for any other.
func retypedWarning(c *scoredPattern) string {
	if c.retyped[0] == "" {
		return ""
	}
	return fmt.Sprintf("route %q types %q, the value of the request it was recorded for (%q); this request names %q: type it in its place",
		c.p.Name, c.retyped[0], clip(c.p.Intent, 80), c.retyped[1])
}
