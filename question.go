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
		case (w == "what" || w == "which") && timeWords[nounAfter(words[i+1:])]:
			return "when" // "what year was … born", "what is the date of …" ask when
		case w == "which":
			return "what"
		case w == "whom" || w == "whose":
			return "who"
		}
		return w
	}
	return ""
}

// linkWords are the words nounAfter skips: a copula or an article between a question
// word and its noun ("what is the date of …").
var linkWords = map[string]bool{"is": true, "was": true, "are": true, "were": true, "the": true, "a": true, "an": true}

// nounAfter returns the first of words that is no linkWords, or "".
func nounAfter(words []string) string {
	for _, w := range words {
		if !linkWords[w] {
			return w
		}
	}
	return ""
}

// doWords are the auxiliaries of an object question ("Who did Argentina beat?").
var doWords = map[string]bool{"do": true, "does": true, "did": true}

// asksObject reports whether an English question asks for the object of its verb: its
// question word is followed by do, does or did ("Who did Argentina beat?"), where "Who beat
// Argentina?" asks for the subject.
func asksObject(s string) bool {
	words := letterWords(strings.ToLower(s))
	for i, w := range words {
		if whWords[w] {
			return i+1 < len(words) && doWords[words[i+1]]
		}
	}
	return false
}

// otherQuestion reports whether a query (intent, its terms qterms) asks another question
// of the same things than a stored one (question, its terms qt): both are English questions
// and they ask with another question word ("where" is not "when", see questionWord), or one
// asks for the subject of its verb and the other for its object, their shared terms in
// another order ("Who beat Argentina?" against "Who did Argentina beat?"). Their terms are
// not compared otherwise: the same terms can ask either question, which is what this tells
// apart.
func otherQuestion(intent string, qterms []string, question string, qt []string) bool {
	a, b := questionWord(intent), questionWord(question)
	if a == "" || b == "" {
		return false
	}
	if a != b {
		return true
	}
	return asksObject(intent) != asksObject(question) && !sameOrder(qterms, qt)
}

// letterWords splits s into its runs of letters ("don't" → "don", "t").
func letterWords(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) })
}

// sameQuestion reports whether a query (intent, its terms qterms) asks the question a
// cached answer answers (question, its terms qt), beyond their term similarity: the query
// adds no term (requestWords aside: a word more may ask about something else, "… Alan
// Turing's father born"), leaves out no number of the question (a year or a count: "… New
// York City in 1900"), asks no other question of them (otherQuestion: "where" is not
// "when", "who beat" is not "who did … beat") and negates alike ("which EU countries do
// not use the euro").
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
	if otherQuestion(intent, qterms, question, qt) {
		return false
	}
	return negation.MatchString(intent) == negation.MatchString(question)
}
