package waymark

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// A query may join more than its request names: another value by "or" (a choice left to
// someone), another by "and" (one change more), the speaker to a party ("for me and 2").

// orAnother returns the words of query from the value before its "or" to the value after
// it ("July 3 or July 5", "api-node-3 or api-node-4") when query joins two values, each a
// number, a capitalised word or a name with a digit, by an "or" stored does not hold; ""
// otherwise. "Book a table for 2 or 3 people" leaves the choice to someone; a route
// recorded for one of them makes it.
func orAnother(query, stored string) string {
	if slices.Contains(lowerWords(stored), "or") {
		return ""
	}
	fs := strings.Fields(query)
	valued := func(f string) bool {
		f = strings.Trim(f, closingPunct+"(")
		r, _ := utf8.DecodeRuneInString(f)
		return f != "" && (unicode.IsUpper(r) || strings.ContainsAny(f, "0123456789"))
	}
	for i := 1; i+1 < len(fs); i++ {
		if strings.ToLower(fs[i]) == "or" && valued(fs[i-1]) && valued(fs[i+1]) {
			from, to := i-1, i+1
			if from > 0 && valued(fs[from-1]) && !strings.ContainsAny(fs[from-1], "0123456789") {
				from-- // "July 3 or …"
			}
			if to+1 < len(fs) && valued(fs[to+1]) && strings.ContainsAny(fs[to+1], "0123456789") {
				to++ // "… or July 5"
			}
			return strings.Trim(strings.Join(fs[from:to+1], " "), closingPunct)
		}
	}
	return ""
}

// andAnother returns "Dana and Erik" when the query names, by a capitalised word, a
// number or a machine's name (identifiersAnd), one thing the stored intent names and then
// "and" another it does not ("Accept the invite from Dana and Erik" against "… from
// Dana", "Merge pull requests 42 and 43" against "… 42"), or two days the stored intent
// names as a range (rangeAnd), "" otherwise.
func andAnother(query, stored string) string {
	if w := identifiersAnd(query, stored); w != "" {
		return w
	}
	if w := rangeAnd(query, stored); w != "" {
		return w // "July 3 and July 5" against "July 3 to July 5"
	}
	words, spans := lowerWords(query), wordSpans(query)
	if len(words) != len(spans) {
		return ""
	}
	has := map[string]bool{}
	for _, w := range lowerWords(stored) {
		has[w] = true
	}
	named := func(i int) bool { // a number or a capitalised word: "42", "Dana"
		w := query[spans[i][0]:spans[i][1]]
		return digitsOnly(w) || w[0] >= 'A' && w[0] <= 'Z'
	}
	for i := 0; i+2 < len(words); i++ {
		if has[words[i]] && named(i) && words[i+1] == "and" && !has[words[i+2]] && named(i+2) {
			from, to := i, i+2
			if from > 0 && digitsOnly(words[from]) && named(from-1) && !digitsOnly(words[from-1]) {
				from-- // "March 14 and …"
			}
			if to+1 < len(words) && digitsOnly(words[to+1]) && !digitsOnly(words[to]) {
				to++ // "… and April 2"
			}
			return query[spans[from][0]:spans[to][1]]
		}
	}
	return ""
}

// identifiersAnd is andAnother for names of machines, services, buckets and repositories,
// written with hyphens, underscores or slashes: "web-prod-1 and web-prod-2" against "… web-prod-1", "my-logs
// and my-data" against "… my-logs".
func identifiersAnd(query, stored string) string {
	trim := func(f string) string { return strings.Trim(f, ".,;:!?\"'()") }
	has := map[string]bool{}
	for _, f := range strings.Fields(stored) {
		has[strings.ToLower(trim(f))] = true
	}
	fs := strings.Fields(query)
	for i := 0; i+2 < len(fs); i++ {
		a, b := strings.ToLower(trim(fs[i])), strings.ToLower(trim(fs[i+2]))
		if strings.EqualFold(fs[i+1], "and") && identifier(a) && identifier(b) && has[a] && !has[b] {
			return trim(fs[i]) + " and " + trim(fs[i+2])
		}
	}
	return ""
}

// identifier reports whether w is a name of letters and digits joined by hyphens,
// underscores or slashes, beginning and ending with one of them ("web-prod-1", "my-logs",
// a repository's "acme/gadget").
func identifier(w string) bool {
	return strings.ContainsAny(w, "-_/") && strings.ContainsAny(w, "abcdefghijklmnopqrstuvwxyz") &&
		strings.Trim(w, "abcdefghijklmnopqrstuvwxyz0123456789-_/") == "" &&
		!strings.ContainsAny(w[:1]+w[len(w)-1:], "-_/")
}

// withOthers reports whether words[i] of s (lowerWords, their spans) is the speaker joined
// to others by "and", "plus", "&" or "+" ("for me and 2", "us and the kids", "2 + me", "Bob
// & me") or by "with" to a number ("2 with me", "me with 2 friends"): the speaker is one
// more of a party or of the people a request is for.
func withOthers(s string, words []string, spans [][2]int, i int) bool {
	w := words[i]
	if w != "me" && w != "us" && w != "myself" {
		return false
	}
	joined := func(a, b int) bool { // words a and b joined by "and", "plus", "&", "+", or "with" and a number
		if a < 0 || b >= len(words) {
			return false
		}
		if gap := s[spans[a][1]:spans[b][0]]; strings.ContainsAny(gap, "&+") && strings.Trim(gap, " &+") == "" {
			return true
		}
		return b+1 < len(words) && (words[b] == "and" || words[b] == "plus") && a == i ||
			a > 0 && (words[a] == "and" || words[a] == "plus") && b == i ||
			words[b] == "with" && a == i && b+1 < len(words) && startsWithDigit(words[b+1]) ||
			words[a] == "with" && b == i && a > 0 && startsWithDigit(words[a-1])
	}
	return joined(i, i+1) || joined(i-1, i)
}

// speakerJoined reports whether a word of ws, words of s (alignedWords), is the speaker
// joined to others (withOthers): "me" of "for me & 2" is one more of the party, not a
// courtesy as in "Book me a table".
func speakerJoined(s string, ws []alignedWord) bool {
	words, spans := lowerWords(s), wordSpans(s)
	if len(words) != len(spans) {
		return false
	}
	for _, w := range ws {
		if i := slices.IndexFunc(spans, func(sp [2]int) bool { return sp[0] == w.at[0] }); i >= 0 && withOthers(s, words, spans, i) {
			return true
		}
	}
	return false
}

// partyOf matches a party named by its people rather than its number after "for": "for
// the two of us", "for 3 of us" (group 1, the number), "for us two" (group 2), "for me and
// my wife", "for my wife and me" (one other person, a party of two).
var partyOf = regexp.MustCompile(`(?i)\bfor\s+(?:(?:the\s+)?(\w+)\s+of\s+us|us\s+(\w+)|me\s+and\s+(?:my|a)\s+` + companion +
	`|(?:my|a)\s+` + companion + `\s+and\s+(?:me|I|myself))\b`)

// companion is the one person a speaker books with: "my wife", "a friend".
const companion = `(?:wife|husband|partner|friend|girlfriend|boyfriend|son|daughter|mom|mother|dad|father|colleague|guest|date|plus-one)`

// partyCounted returns the query's intent with a party named by its people written as its
// number ("for the two of us" → "for two", "for me and my wife" → "for 2"), and whether
// there was one. The number stays as the query writes it, so that another party size is
// still another value (readAgain: "for the three of us" is no request "for 2").
func partyCounted(intent string) (string, bool) {
	m := partyOf.FindStringSubmatchIndex(intent)
	if m == nil {
		return "", false
	}
	n := "2"
	g := 2 // the number of "the two of us", else of "us two"
	if m[2] < 0 {
		g = 4
	}
	if m[g] >= 0 {
		if n = intent[m[g]:m[g+1]]; !digitsOnly(n) {
			if _, k := spokenNumber([]string{strings.ToLower(n)}, false); k == 0 {
				return "", false // "for all of us", "for some of us"
			}
		}
	}
	return intent[:m[0]] + "for " + n + intent[m[1]:], true
}
