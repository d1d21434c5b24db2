package waymark

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// A query may misspell a word of its request: "metfromin" for "metformin", "statment" for
// "statement". rewordedReading reads a word that differs from the request's by one letter
// added, left out, changed or two swapped as that word, and capRetyped holds the route at
// P2, with a warning that names both: the agent checks the page before the steps run, for
// one letter may as well make another word or name.

// misspelt reports whether q, a word of the query, may be s, the word of the request in
// its place, misspelt (both lower case): letters only, s five letters or more, or four with
// two letters swapped ("Trun off" for "Turn off"), one edit apart (oneEdit), not two forms
// of one word ("booking", "bookings": termsOf), and q no verb of a change: a change's verb
// one letter off may be another change ("Clone ticket 4521" against "Close ticket 4521"),
// which no warning should have replayed; a change's verb with a letter added, left out or
// two swapped, no such verb, is read ("Trasnfer $50 …" for "Transfer $50 …", "Dlete"), one
// with a letter changed is not ("Clock", "Clone").
func misspelt(q, s string) bool {
	if n := utf8.RuneCountInString(s); n < 4 || n == 4 && (len(q) != 4 || !swapped(q, s)) || utf8.RuneCountInString(q) < 4 ||
		!lettersOnly(q) || !lettersOnly(s) || actionWord(q) {
		return false
	}
	tq, ts := termsOf(q), termsOf(s)
	if len(tq) != 1 || len(ts) != 1 || tq[0] == ts[0] {
		return false
	}
	if actionWord(s) && len(q) == len(s) && !swapped(q, s) {
		return false // one letter changed: "Clone", "Clock" are no "Close", "Block"
	}
	return oneEdit([]rune(q), []rune(s))
}

// swapped reports whether a and b, of one length, differ by two neighbours swapped.
func swapped(a, b string) bool {
	i := 0
	for i < len(a) && a[i] == b[i] {
		i++
	}
	return i+1 < len(a) && a[i] == b[i+1] && a[i+1] == b[i] && a[i+2:] == b[i+2:]
}

func lettersOnly(w string) bool {
	for _, r := range w {
		if !unicode.IsLetter(r) {
			return false
		}
	}
	return w != ""
}

// oneEdit reports whether a and b differ by exactly one edit of the Damerau–Levenshtein
// distance: one rune inserted, deleted or substituted, or two neighbours transposed.
func oneEdit(a, b []rune) bool {
	if len(a) > len(b) {
		a, b = b, a
	}
	if len(b)-len(a) > 1 {
		return false
	}
	i := 0
	for i < len(a) && a[i] == b[i] {
		i++
	}
	if i == len(a) {
		return len(b) == len(a)+1 // one rune added at the end; equal words are no edit
	}
	if len(a) < len(b) {
		return string(a[i:]) == string(b[i+1:]) // one inserted
	}
	if string(a[i+1:]) == string(b[i+1:]) {
		return true // one substituted
	}
	return i+1 < len(a) && a[i] == b[i+1] && a[i+1] == b[i] && string(a[i+2:]) == string(b[i+2:]) // two swapped
}

// misspeltWarning is the warning for a route weighed with its request's word in the place
// of a misspelling of it (rewordedReading), "" for any other.
func misspeltWarning(c *scoredPattern) string {
	if len(c.misspelt) == 0 {
		return ""
	}
	var wrote, read []string
	for _, m := range c.misspelt {
		wrote, read = append(wrote, strconv.Quote(m[0])), append(read, strconv.Quote(m[1]))
	}
	return fmt.Sprintf("route %q was recorded for %q; this request writes %s, read as %s misspelt: verify that the page is the one meant before replaying",
		c.p.Name, clip(c.p.Intent, 80), strings.Join(wrote, ", "), strings.Join(read, ", "))
}
