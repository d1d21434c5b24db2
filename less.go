package waymark

import (
	"fmt"
	"regexp"
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
// form) is not held back. It keeps the values for the warning (lessWarning). A route of
// any kind is held at P2 too when the query leaves out words of its request that say
// which one it acts on or reads (namedThings: "Cancel my yoga class booking" against
// "Cancel my Thursday yoga class booking"), unless the query points at its page ("Merge
// this pull request"); it keeps them for unnamedWarning. A route of any kind that types a
// value the query names only a part of ("Find Bob" against "Search for Bob Smith", which
// types "Bob Smith": partlyNamed) is held at P2 too.
func capSaysLess(c *scoredPattern, r *reading, page map[string]bool) {
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
	typed := left
	if !pressesChange(p, routeLead(p)) {
		// A route that reads: only a name it types ("SK482" of "What is the status of
		// flight SK482?" against "… of my flight?") is a value it would type for another.
		typed = slices.DeleteFunc(slices.Clone(left), func(t string) bool { return !identifierTerm(t) })
	}
	c.less = namedValues(p.Steps, typed)
	if len(c.less) == 0 {
		c.less = partlyNamed(p.Steps, asked, left) // "Search for red" against "Search for red shoes"
	}
	// Words that say which one the route acts on or reads ("Thursday" of "Cancel my
	// Thursday yoga class booking", "lisinopril" of a row it clicks), but those of the
	// values above: without them the query may mean another one of the same kind.
	inLess := termSet(termsOf(strings.Join(c.less, " ")))
	if t := firstTerm(c.p.Intent); t != "" && leadVerb(c.p.Intent) != "" {
		inLess[t] = true // the request's verb ("Search" of "Search for red shoes", where a locator quotes "search") names no thing
	}
	if !slices.ContainsFunc(lowerWords(r.intent), func(w string) bool { return pointerWords[w] }) {
		c.unnamed = namedThings(c.p.Intent, p.Steps, slices.DeleteFunc(left, func(t string) bool { return inLess[t] }), page)
	}
	if len(c.less) > 0 || len(c.unnamed) > 0 {
		c.conf = saysMoreCap
	}
}

// pointerWords point at the page the query is asked on, which names the one meant: "Merge
// this pull request", "Cancel the appointment shown here".
var pointerWords = map[string]bool{"this": true, "these": true, "that": true, "here": true, "current": true}

// namedThings returns the words of intent, as written (each once, at most three), whose
// terms are among left and that name one thing rather than a kind: a proper noun
// (intentWords: a capital where no sentence begins, in an intent not in Title Case;
// "Thursday", "Eastside Branch", the "Lee" of "Dana Lee"),
// with a digit ("9am"), or one a locator of the steps quotes as an attribute's value
// ("lisinopril" of tr[data-rx='lisinopril']; not "class" of [data-class=…], an
// attribute's name); not a word of the page's URL (page), which the page the query is
// asked on names itself.
func namedThings(intent string, steps []RouteStep, left []string, page map[string]bool) []string {
	want := termSet(left)
	inSteps := map[string]bool{}
	for _, s := range steps {
		for _, l := range s.Selectors {
			for _, q := range quotedRe.FindAllString(l.Value, -1) {
				for _, t := range termsOf(q) {
					if want[t] {
						inSteps[t] = true
					}
				}
			}
		}
	}
	_, names := intentWords(intent)
	var out []string
	seen := map[string]bool{}
	for _, sp := range wordSpans(intent) {
		w := intent[sp[0]:sp[1]]
		ts := termsOf(w)
		if len(ts) != 1 || !want[ts[0]] || page[ts[0]] || seen[ts[0]] {
			continue
		}
		if names[foldText(w)] || strings.ContainsAny(w, "0123456789") || inSteps[ts[0]] {
			seen[ts[0]] = true
			out = append(out, w)
			if len(out) == 3 {
				break
			}
		}
	}
	return out
}

// quotedRe matches a quoted string of a locator: an attribute's value in a CSS selector or
// an XPath ('yoga-thu', "lisinopril").
var quotedRe = regexp.MustCompile(`'[^']*'|"[^"]*"`)

// unnamedWarning is the warning for the best route when the query leaves out words that
// say which one its request acts on or reads (capSaysLess, namedThings).
func unnamedWarning(c *scoredPattern) string {
	return fmt.Sprintf("route %q was recorded for %q, which names %s; this request does not: make sure the route acts on, or reads, the one meant before replaying it",
		c.p.Name, clip(c.p.Intent, 80), quoteAll(c.unnamed))
}

// identifierTerm reports whether t, a term, names one thing by a code of letters and
// digits ("sk482", "qx7p2l", "inv2231"), as a flight, an order or an invoice is named.
func identifierTerm(t string) bool {
	return strings.ContainsAny(t, "0123456789") && strings.ContainsFunc(t, unicode.IsLetter)
}

// namedValues returns, quoted, the literal values steps type (fill, type, select; their
// {{input}} placeholders aside) that hold one of ts, or a number when ts holds one
// ("7:00 PM" for "7pm") or a size's letter whose size it holds ("M" for "medium"), then the short names (three terms at most) of clicked elements
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
		if slices.ContainsFunc(vts, func(t string) bool { return named[t] || number && startsWithDigit(t) }) ||
			sizeNamed(s.Value, named) {
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

// sizeLetters are the letters shops give clothes' sizes, lower case, with the size each
// stands for.
var sizeLetters = map[string]string{"xs": "extra small", "s": "small", "m": "medium", "l": "large", "xl": "extra large"}

// sizeNamed reports whether value, one a step types or picks, is a size's letter ("M")
// whose size names one of named, the request's terms ("medium").
func sizeNamed(value string, named map[string]bool) bool {
	size, ok := sizeLetters[strings.ToLower(strings.TrimSpace(value))]
	return ok && slices.ContainsFunc(termsOf(size), func(t string) bool { return named[t] })
}

// partlyNamed returns the value a step of steps types (as namedValues quotes it) when the
// query names some of its words (asked: the query's terms) and leaves out others the
// request named (left): "Find Bob" against "Search for Bob Smith", whose route types "Bob
// Smith", would type the whole; nil for none.
func partlyNamed(steps []RouteStep, asked map[string]bool, left []string) []string {
	lacks := termSet(left)
	for _, s := range steps {
		if !typesValue(s.Action) {
			continue
		}
		vts := termsOf(withoutPlaceholders(s.Value))
		if slices.ContainsFunc(vts, func(t string) bool { return asked[t] }) && slices.ContainsFunc(vts, func(t string) bool { return lacks[t] }) {
			return []string{fmt.Sprintf("%q", clip(s.Value, 40))}
		}
	}
	return nil
}

// startsWithDigit reports whether a term begins with a digit ("2", "7pm", "50").
func startsWithDigit(t string) bool { return t != "" && t[0] >= '0' && t[0] <= '9' }

// lessWarning is the warning for the best route when the query leaves out values its
// request named (capSaysLess).
func lessWarning(c *scoredPattern) string {
	return fmt.Sprintf("route %q types or picks %s for the request it was recorded for (%q), which this request does not name: confirm them with the user, or type this request's own, before replaying",
		c.p.Name, strings.Join(c.less, ", "), clip(c.p.Intent, 80))
}
