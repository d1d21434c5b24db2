package waymark

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/waymark-dev/waymark/internal/redact"
)

// A query may ask a route's own request in other words: another value where the route
// types one ("Scale checkout-api to 10 instances" against "… to 6 instances", whose steps
// fill "6"; "Send an email to Alice …" against "… to Bob …"), or a word of the same meaning ("Delete my newest post" against "Delete my
// latest post"). rewordedReading weighs such a route with the request's words in place of
// the query's, so that it counts as recorded for this request rather than for another.

// rewordedReading returns the reading to weigh c by when the query's intent differs from
// c's request in one stretch of words only, and that stretch is
//   - a value where the request names another that the route types or picks (typesWord,
//     valueWords: "10" for "6", "Alice" for "Bob" in "Send an email to Bob saying hi";
//     a time, "10am" for "9am" that the route types as "9:00 AM": typesHour; any word
//     of a route that takes an input, takesInput):
//     c.retyped keeps both, which holds the route at P2 (capRetyped) and names them in a
//     warning (retypedWarning), for the new value is to be typed in the old one's place;
//     not a word of the page's URL (page, pageTerms), which names the record the route
//     acts on ("Delete the bucket my-data" on /buckets/my-logs);
//   - words of the same meaning (sameMeaning: "newest", "most recent" for "latest"): the
//     route is the request's.
//
// Words before either's verb (leadIns: "Please", "Can you") are not compared. The reading
// is that of the query with the request's words in place of the stretch; read itself for
// any other query. The cases and punctuation of both intents are kept.
func rewordedReading(c *scoredPattern, read *reading, page map[string]bool) *reading {
	qw, sw := lowerWords(read.intent), lowerWords(c.p.Intent)
	// Words before the verb ("Please", "Can you") are no difference.
	qa, sa := leadInCount(qw), leadInCount(sw)
	n := 0 // the words both share after them
	for qa+n < len(qw) && sa+n < len(sw) && qw[qa+n] == sw[sa+n] {
		n++
	}
	suf := 0
	for suf < len(qw)-qa-n && suf < len(sw)-sa-n && qw[len(qw)-1-suf] == sw[len(sw)-1-suf] {
		suf++
	}
	qm, sm := qw[qa+n:len(qw)-suf], sw[sa+n:len(sw)-suf]
	if len(qm) == 0 || len(sm) == 0 {
		return read
	}
	value := false
	if !sameMeaning(qm, sm) {
		if len(qm) != 1 || len(sm) != 1 || !valueWords(qm[0], sm[0]) || page[termsOf(sm[0])[0]] {
			return read // "my-data" for "my-logs" on /buckets/my-logs: another record's page
		}
		if p := c.whole(); p == nil || !typesWord(p.Steps, sm[0]) && !typesHour(p.Steps, sm[0]) && !takesInput(p.Steps) {
			return read
		}
		value = true
	}
	qs, ss := wordSpans(read.intent), wordSpans(c.p.Intent)
	if len(qs) != len(qw) || len(ss) != len(sw) {
		return read // a letter whose lower case splits otherwise: leave it
	}
	if value { // as written: "Bob", "Alice"
		at, qat := ss[sa+n], qs[qa+n]
		c.retyped = [2]string{c.p.Intent[at[0]:at[1]], read.intent[qat[0]:qat[1]]}
	}
	if c.more == nil {
		c.more = []string{} // weighed with the request's words: the warnings are not to read the query's again
	}
	from, to := qs[qa+n][0], qs[len(qw)-suf-1][1]
	intent := read.intent[:from] + c.p.Intent[ss[sa+n][0]:ss[len(sw)-suf-1][1]] + read.intent[to:]
	return readQuery(intent, intentTerms(intent))
}

// wordSpans returns the byte offsets [start, end) in s of the words lowerWords reads.
func wordSpans(s string) [][2]int {
	var out [][2]int
	start := -1
	for i, r := range s {
		in := unicode.IsLetter(r) || unicode.IsDigit(r)
		switch {
		case in && start < 0:
			start = i
		case !in && start >= 0:
			out = append(out, [2]int{start, i})
			start = -1
		}
	}
	if start >= 0 {
		out = append(out, [2]int{start, len(s)})
	}
	return out
}

// sameMeaning reports whether two different stretches of lower-case words name the same
// pick of a list (sameMeanings: "newest" and "most recent" are "latest"), the whole of it
// ("every email" and "all emails": a quantifier of everything before the same terms), or
// the same action (one word each, sameActions: "remove" and "delete").
func sameMeaning(a, b []string) bool {
	if len(a) > 1 && len(b) > 1 && everyWords[a[0]] && everyWords[b[0]] {
		return slices.Equal(termsOf(strings.Join(a[1:], " ")), termsOf(strings.Join(b[1:], " ")))
	}
	if len(a) == 1 && len(b) == 1 {
		ta, tb := termsOf(a[0]), termsOf(b[0])
		if len(ta) == 1 && len(tb) == 1 && ta[0] != tb[0] && (sameActions[ta[0]] != "" || sameActions[tb[0]] != "") {
			return canonAction(ta[0]) == canonAction(tb[0]) // "remove" and "delete", "settle" and "pay"
		}
	}
	ga, ok := sameMeanings[strings.Join(a, " ")]
	gb, okb := sameMeanings[strings.Join(b, " ")]
	return ok && okb && ga == gb
}

// everyWords are the quantifiers that take every one of a kind.
var everyWords = map[string]bool{"all": true, "every": true, "each": true}

// sameMeanings give words that pick the same one of a list the word that stands for them
// all: the newest of a list is its latest, the least expensive its cheapest (a superlative
// of time, price or size: sortOrder reads the same order of each); and the words that
// give a thing's name ("called", "titled").
var sameMeanings = map[string]string{
	"latest": "latest", "newest": "latest", "most recent": "latest", "last": "latest",
	"oldest": "oldest", "earliest": "oldest", "least recent": "oldest",
	"cheapest": "cheapest", "least expensive": "cheapest", "lowest priced": "cheapest",
	"most expensive": "priciest", "priciest": "priciest", "highest priced": "priciest",
	"largest": "largest", "biggest": "largest",
	"nearest": "nearest", "closest": "nearest",
	"called": "named", "named": "named", "titled": "named", "entitled": "named",
}

// valueWords reports whether q, a word of the query, can stand in the place of s, one of
// the stored request (both lower case), as a value typed: two numbers, or two words that
// are each a term of their own (a stop word is none) and not the same, none of them an
// action ("delete"; not the name of an account such as "checking", accountNames), a
// negation, a deferral ("tomorrow") or a quantifier ("all"), which change what is done
// rather than what is typed.
func valueWords(q, s string) bool {
	if digitsOnly(q) || digitsOnly(s) {
		return digitsOnly(q) && digitsOnly(s)
	}
	if _, ok := clockHour(q); ok {
		_, ok = clockHour(s)
		return ok // "10am" for "9am"
	}
	tq, ts := termsOf(q), termsOf(s)
	if len(tq) != 1 || len(ts) != 1 || tq[0] == ts[0] {
		return false
	}
	for _, w := range []string{q, s} {
		t := termsOf(w)[0]
		if (actionTerms[t] || leadingActs[t]) && !accountNames[w] || negators[w] || deferrals[w] || quantifiers[w] || retractions[w] {
			return false
		}
	}
	return true
}

// accountNames are the words of the names of a bank's accounts that are also actions' words
// ("Transfer $50 to checking": the account, not the verb check).
var accountNames = map[string]bool{"checking": true, "chequing": true, "savings": true, "spending": true, "billing": true}

// clockHour returns the hour and half of the day of a time written as one word, "9am" or
// "11pm" (hours 1 to 12, as "9 am"), and whether w is one.
func clockHour(w string) (string, bool) {
	h, half := w[:max(0, len(w)-2)], w[max(0, len(w)-2):]
	if half != "am" && half != "pm" {
		return "", false
	}
	if n, err := strconv.Atoi(h); err != nil || n < 1 || n > 12 || h[0] == '0' {
		return "", false
	}
	return h + " " + half, true
}

// typesHour reports whether a step of steps types or picks the time of w, a word of
// clockHour ("9am"), as a form writes it ("9:00 AM", "9 am").
func typesHour(steps []RouteStep, w string) bool {
	hh, ok := clockHour(w)
	if !ok {
		return false
	}
	h, half, _ := strings.Cut(hh, " ")
	for _, s := range steps {
		ws := lowerWords(withoutPlaceholders(s.Value))
		if typesValue(s.Action) && len(ws) >= 2 && ws[0] == h && slices.Contains(ws[1:], half) {
			return true
		}
	}
	return false
}

// takesInput reports whether a step of steps types or picks a route's input, a value its
// runs varied ("{{search_recipes}}": template.go), not a masked value ("{{email}}",
// "{{password_2}}"): the word of the request in the place of the query's went there.
func takesInput(steps []RouteStep) bool {
	for _, s := range steps {
		if !typesValue(s.Action) {
			continue
		}
		for _, ph := range placeholders(s.Value) {
			name := ph
			if i := strings.LastIndexByte(name, '_'); i > 0 && strings.Trim(name[i+1:], "0123456789") == "" {
				name = name[:i]
			}
			if !redact.IsClass(name) {
				return true
			}
		}
	}
	return false
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

// capRetyped holds at P2 a route weighed with the value its request named in the place of
// the query's (rewordedReading): the steps are the route's, the value to type is not.
func capRetyped(c *scoredPattern) {
	if c.retyped[0] != "" && c.conf >= ThresholdP1 {
		c.conf = saysMoreCap
	}
}

// retypedWarning is the warning for a route weighed with the value its request named
// in the place of the query's (rewordedReading), "" for any other.
func retypedWarning(c *scoredPattern) string {
	if c.retyped[0] == "" {
		return ""
	}
	return fmt.Sprintf("route %q types %q, the value of the request it was recorded for (%q); this request names %q: type it in its place",
		c.p.Name, c.retyped[0], clip(c.p.Intent, 80), c.retyped[1])
}

// leadInCount is the number of words of ws, lower case, before the first that is none of
// leadIns ("please", "can", "you").
func leadInCount(ws []string) int {
	n := 0
	for n < len(ws) && leadIns[ws[n]] {
		n++
	}
	return n
}
