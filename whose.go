package waymark

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Whose thing and how much: a query that names someone else ("her refill"), another
// currency or a signed amount asks for another request than the route's (otherRequest).

// signed reports whether s writes a number with a sign before it or its currency ("-$84.20",
// "$-84.20", "+5", "-8 GB"): a minus or a plus after a space, the start or a currency
// sign, before a digit or a currency sign; not the hyphen of "api-node-3".
func signed(s string) bool {
	for i := 0; i+1 < len(s); i++ {
		if s[i] != '-' && s[i] != '+' {
			continue
		}
		prev, _ := utf8.DecodeLastRuneInString(s[:i])
		next, _ := utf8.DecodeRuneInString(s[i+1:])
		if (i == 0 || unicode.IsSpace(prev) || unicode.Is(unicode.Sc, prev)) && (unicode.IsDigit(next) || unicode.Is(unicode.Sc, next)) {
			return true
		}
	}
	return false
}

// thirdPersons are the pronouns that name someone other than the user ("they" and
// "them" are left out: as often things, "Renew them").
var thirdPersons = map[string]bool{"her": true, "his": true, "hers": true, "him": true, "she": true, "he": true,
	"their": true, "theirs": true, "our": true, "ours": true, "we": true, "us": true}

// otherPerson reports whether the query names by a pronoun someone its stored request does
// not ("Check the status of her refill", "How many days does she have left?", "Book him
// into the class", "… for her" against the user's own), unless a name before the pronoun
// says whom it stands for ("Find Jane and follow her").
func otherPerson(query, stored string) bool {
	has := map[string]bool{}
	for _, w := range lowerWords(stored) {
		has[w] = true
	}
	spans := wordSpans(query)
	for k, sp := range spans {
		w := strings.ToLower(query[sp[0]:sp[1]])
		if !thirdPersons[w] || has[w] {
			continue
		}
		if k > 0 && strings.EqualFold(query[spans[k-1][0]:spans[k-1][1]], "for") {
			return true // "… for her": for someone else, whoever was named before
		}
		named := slices.ContainsFunc(spans[min(1, k):k], func(p [2]int) bool {
			r, _ := utf8.DecodeRuneInString(query[p[0]:p[1]])
			return unicode.IsUpper(r) && !thirdPersons[strings.ToLower(query[p[0]:p[1]])] && query[p[0]:p[1]] != "I"
		})
		if !named {
			return true
		}
	}
	return false
}

// otherCurrency reports whether both intents write an amount with a currency's sign and
// the signs differ: "Transfer €50 to savings" is no transfer of "$50" (the words are the
// same, the signs none of them).
func otherCurrency(query, stored string) bool {
	signs := func(s string) string {
		var b strings.Builder
		for _, c := range s {
			if strings.ContainsRune(currencySigns, c) && !strings.ContainsRune(b.String(), c) {
				b.WriteRune(c)
			}
		}
		return b.String()
	}
	q, st := signs(query), signs(stored)
	return q != "" && st != "" && q != st
}
