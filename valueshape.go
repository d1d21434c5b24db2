package waymark

// The shapes of values a request names: what may be typed in the place of a route's own
// (reword.go).

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// clicksTyped reports whether a step of p clicks an element named by typed, a route's input
// ("{{search_products}}": the result link named for what the search typed), or by the
// route's one input when typed is "".
func clicksTyped(p *Pattern, typed string) bool {
	if p == nil {
		return false
	}
	if in := routeInputs(p.Steps); typed == "" && len(in) == 1 {
		typed = "{{" + in[0] + "}}"
	}
	if !strings.HasPrefix(typed, "{{") {
		return false
	}
	return slices.ContainsFunc(p.Steps, func(s RouteStep) bool { return s.Action == ActionClick && strings.Contains(s.Name, typed) })
}

// productName reports whether ws, words of one side of a stretch (s as written), name a
// product or a model as shops write them: one to four tokens between spaces, each begun by
// a capital letter or a digit, one at least with a letter, none a date's, and words that
// are none of an action, a negation or a join (valueRun's, up to six words: "USB-C Hub
// 7-in-1", "Wireless Mouse M100", "Mechanical Keyboard K8"). Model numbers make such
// names' digits (sameShape's count of numbers does not hold for them).
func productName(ws []string, s string) bool {
	toks := strings.Fields(s)
	if len(toks) == 0 || len(toks) > 4 || len(ws) > 6 {
		return false
	}
	lettered := false
	for _, t := range toks {
		r, _ := utf8.DecodeRuneInString(t)
		if !unicode.IsUpper(r) && !unicode.IsDigit(r) {
			return false
		}
		lettered = lettered || strings.ContainsFunc(t, unicode.IsLetter)
	}
	var words []string // the words of letters, for valueRun's checks: "7-in-1" holds "in"
	for _, w := range ws {
		if !strings.ContainsAny(w, "0123456789") && len(w) > 2 {
			words = append(words, w)
		}
	}
	return lettered && (len(words) == 0 || valueRun(words)) && !datedWords(ws)
}

// sameShape reports whether two runs of words (a, b; their texts as, bs) may be values of
// one field: as many numbers in each ("84.20" is one), no word of letters and digits
// together ("20k" of "$84.20k" against "$84.20" is another amount, not another value),
// and a date in both or in neither ("March 3" is no amount).
func sameShape(a, b []string, as, bs string) bool {
	mixed := func(ws []string) bool {
		return slices.ContainsFunc(ws, func(w string) bool { return !digitsOnly(w) && strings.ContainsAny(w, "0123456789") })
	}
	return len(numberRe.FindAllString(as, -1)) == len(numberRe.FindAllString(bs, -1)) && !mixed(a) && !mixed(b) && datedWords(a) == datedWords(b)
}

// datedWords reports whether ws hold a month or a day of the week: a date, not an amount,
// a street or a product.
func datedWords(ws []string) bool {
	return slices.ContainsFunc(ws, func(w string) bool {
		ts := termsOf(w)
		return len(ts) == 1 && months[ts[0]] || weekdays[w]
	})
}

// valueRun reports whether ws, words of one side of a stretch, may be a value typed: one
// to four words, one at least a term, and none that changes what is done rather than what
// is typed (an action, a negation, a deferral, a quantifier: as valueWords; joinsOrParts).
func valueRun(ws []string) bool {
	if len(ws) == 0 || len(ws) > 4 {
		return false
	}
	termed := false
	for _, w := range ws {
		if joinsOrParts[w] {
			return false
		}
		ts := termsOf(w)
		if len(ts) == 0 {
			continue
		}
		termed = true
		if (actionTerms[ts[0]] || leadingActs[ts[0]]) && !accountNames[w] || negators[w] || deferrals[w] || quantifiers[w] || retractions[w] {
			return false
		}
	}
	return termed
}

// joinsOrParts are words by which a stretch names more than one value ("Bob and Carol":
// andAnother's) or all but one ("apart from Alice"): no value to type in one's place.
var joinsOrParts = map[string]bool{"and": true, "or": true, "nor": true, "plus": true, "apart": true,
	"besides": true, "but": true, "other": true, "than": true, "without": true, "instead": true}

// typesRun reports whether a step of steps types or picks a value whose words hold ws, in
// a row ("main street" of "Main Street", "84 20" of "84.20"; a number with leading zeros
// is the number, "3" of "07/03/2025"; a short form is its word, "gigabytes" of "8 GB":
// sameTyped).
func typesRun(steps []RouteStep, ws []string) bool {
	for _, s := range steps {
		if !typesValue(s.Action) {
			continue
		}
		vw := lowerWords(withoutPlaceholders(s.Value))
		for i := 0; i+len(ws) <= len(vw); i++ {
			if slices.EqualFunc(vw[i:i+len(ws)], ws, sameTyped) {
				return true
			}
		}
	}
	return false
}
