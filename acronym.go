package waymark

import (
	"slices"
	"strings"
	"unicode"
)

// acronymBeyond returns, lower case, the first word the query writes in capitals (two to
// five letters: "ER", "US", "IT") that internal/terms drops as a stop word of some
// language ("er", "us", "it") and the stored intent does not hold: "Refill my metformin ER
// prescription" asks for the extended-release form, which the route of "Refill my metformin
// prescription" may not pick. A query written all in capitals names none. "" for none.
func acronymBeyond(query, stored string) string {
	if !strings.ContainsFunc(query, unicode.IsLower) {
		return ""
	}
	sw := lowerWords(stored)
	for _, f := range strings.FieldsFunc(query, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
		if n := len(f); n < 2 || n > 5 || strings.ContainsFunc(f, func(r rune) bool { return !unicode.IsUpper(r) }) {
			continue
		}
		w := strings.ToLower(f)
		if len(termsOf(w)) == 0 && !slices.Contains(sw, w) {
			return w
		}
	}
	return ""
}
