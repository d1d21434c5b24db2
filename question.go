package waymark

import (
	"strings"
	"unicode"
)

// requestWords are the terms of words that wrap a question without changing it ("tell me
// when…", "find out where…", "I want to know…"): a query may add them and still ask a
// cached question.
var requestWords = map[string]bool{
	"tell": true, "find": true, "show": true, "give": true, "know": true, "want": true, "need": true,
}

// whWords are the English question words questionWord looks for.
var whWords = map[string]bool{
	"who": true, "whom": true, "whose": true, "what": true, "when": true, "where": true,
	"which": true, "why": true, "how": true,
}

// timeWords make "what"/"which" ask "when" ("what year", "which day").
var timeWords = map[string]bool{"year": true, "date": true, "day": true, "month": true, "time": true, "century": true}

// questionWord returns the word an English question asks with ("who", "what", "when",
// "where", "why", "how many", "how much", "how"; "which" is "what", "whom" and "whose"
// are "who", "what year" and the like are "when"), or "" when there is none (an
// imperative such as "find the price", or another language). The terms of an intent leave
// these words out as stop words, though "Where was Alan Turing born?" is not "When was
// Alan Turing born?".
func questionWord(s string) string {
	words := letterWords(strings.ToLower(s))
	for i, w := range words {
		if !whWords[w] {
			continue
		}
		next := ""
		if i+1 < len(words) {
			next = words[i+1]
		}
		switch {
		case w == "how" && (next == "many" || next == "much"):
			return "how " + next
		case (w == "what" || w == "which") && timeWords[next]:
			return "when" // "what year was … born" asks when
		case w == "which":
			return "what"
		case w == "whom" || w == "whose":
			return "who"
		}
		return w
	}
	return ""
}

// letterWords splits s into its runs of letters ("don't" → "don", "t").
func letterWords(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) })
}

// sameQuestion reports whether a query (intent, its terms qterms) asks the question a
// cached answer answers (question, its terms qt), beyond their term similarity: the query
// adds no term (requestWords aside: a word more may ask about something else, "… Alan
// Turing's father born"), leaves out no number of the question (a year or a count: "… New
// York City in 1900"), asks with the same question word when both have one ("where" is not
// "when") and negates alike ("which EU countries do not use the euro").
func sameQuestion(intent string, qterms []string, question string, qt []string) bool {
	set := termSet(qt)
	for _, t := range qterms {
		if !set[t] && !requestWords[t] {
			return false
		}
	}
	asked := termSet(qterms)
	for _, t := range qt {
		if isNumberTerm(t) && !asked[t] {
			return false
		}
	}
	if a, b := questionWord(intent), questionWord(question); a != "" && b != "" && a != b {
		return false
	}
	return negation.MatchString(intent) == negation.MatchString(question)
}
