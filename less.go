package waymark

import (
	"fmt"
	"slices"
	"strings"
	"unicode"
)

// capSaysLess holds a route that would be replayed directly (P1) to P2 when the query
// leaves out values its request named and its steps type, and the route commits a change
// (pressesChange): "Book a table" against "Book a table for 2 at 7pm tonight", whose
// route picks "2 people"; "Send an email" against "Send an email to Bob saying the report
// is ready"; "Transfer to savings" against "Transfer $50 to savings". Replayed as it is,
// it would book, send or pay with values the user did not give. A route that commits
// with values its request does not name (the user's own e-mail address on a newsletter's
// form) is not held back. It keeps the values for the warning (lessWarning).
func capSaysLess(c *scoredPattern, r *reading) {
	if c.conf < ThresholdP1 || c.other || len(r.terms) == 0 || c.p.TaskType == TaskLogin {
		return
	}
	asked := termSet(likeTerms(r.terms))
	var left []string // the request's terms the query lacks
	// The request's own terms: IntentTerms unites those of every run, whose values
	// differ once the route takes an input ("$84.20", "$95.10").
	for _, t := range intentTerms(c.p.Intent) {
		if !asked[t] && !asked[canonAction(t)] {
			left = append(left, t)
		}
	}
	if len(left) == 0 {
		return
	}
	p := c.whole()
	if p == nil {
		return
	}
	if !pressesChange(p, routeLead(p)) {
		// A route that reads: only a name it types ("SK482" of "What is the status of
		// flight SK482?" against "… of my flight?") would read another thing than asked.
		left = slices.DeleteFunc(left, func(t string) bool { return !identifierTerm(t) })
		if len(left) == 0 {
			return
		}
	}
	if c.less = namedValues(p.Steps, left); len(c.less) > 0 {
		c.conf = saysMoreCap
	}
}

// identifierTerm reports whether t, a term, names one thing by a code of letters and
// digits ("sk482", "qx7p2l", "inv2231"), as a flight, an order or an invoice is named.
func identifierTerm(t string) bool {
	return strings.ContainsAny(t, "0123456789") && strings.ContainsFunc(t, unicode.IsLetter)
}

// namedValues returns, quoted, the literal values steps type (fill, type, select; their
// {{input}} placeholders aside) that hold one of ts, or a number when ts holds one
// ("7:00 PM" for "7pm"), then the short names (three terms at most) of clicked elements
// that hold a term of ts beginning with a digit (a seat "14C" picked on a seat map, marked
// "(clicked)"): at most three, each cut to 40 characters.
func namedValues(steps []RouteStep, ts []string) []string {
	named := termSet(ts)
	number := slices.ContainsFunc(ts, startsWithDigit)
	var out []string
	for _, s := range steps {
		if !typesValue(s.Action) || len(out) == 3 {
			continue
		}
		vts := termsOf(withoutPlaceholders(s.Value))
		if slices.ContainsFunc(vts, func(t string) bool { return named[t] || number && startsWithDigit(t) }) {
			out = append(out, fmt.Sprintf("%q", clip(s.Value, 40)))
		}
	}
	for _, s := range steps {
		// A value picked by a click on it ("14C" of a seat map, an option's button).
		if s.Action != ActionClick || s.Name == "" || len(out) == 3 {
			continue
		}
		if nts := termsOf(s.Name); len(nts) <= 3 && slices.ContainsFunc(nts, func(t string) bool { return named[t] && startsWithDigit(t) }) {
			out = append(out, fmt.Sprintf("%q (clicked)", clip(s.Name, 40)))
		}
	}
	return out
}

// startsWithDigit reports whether a term begins with a digit ("2", "7pm", "50").
func startsWithDigit(t string) bool { return t != "" && t[0] >= '0' && t[0] <= '9' }

// lessWarning is the warning for the best route when the query leaves out values its
// request named (capSaysLess).
func lessWarning(c *scoredPattern) string {
	return fmt.Sprintf("route %q types or picks %s for the request it was recorded for (%q), which this request does not name: confirm them with the user, or type this request's own, before replaying",
		c.p.Name, strings.Join(c.less, ", "), clip(c.p.Intent, 80))
}
