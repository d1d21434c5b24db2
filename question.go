package waymark

import (
	"slices"
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

// wrapWords are the words that may come before the question word of a question put as a
// request ("tell me how many…", "do you know where…", "I want to know when…") or after a
// preposition ("in which year…").
var wrapWords = map[string]bool{
	"tell": true, "me": true, "us": true, "find": true, "out": true, "do": true, "you": true,
	"know": true, "i": true, "want": true, "to": true, "can": true, "could": true,
	"would": true, "please": true, "show": true, "wonder": true, "let": true, "check": true,
	"and": true, "so": true, "ok": true, "hey": true,
	// prepositions ahead of the question word: "in which year…", "from which airport…"
	"in": true, "on": true, "at": true, "from": true, "for": true, "since": true, "by": true, "with": true,
}

// auxWords are the verbs that follow "when", "where" or "why" in a question ("when was",
// "where does", "why is"), with what is left of a contraction ("where's", "when'll").
var auxWords = map[string]bool{
	"is": true, "was": true, "are": true, "were": true, "do": true, "does": true, "did": true,
	"can": true, "could": true, "will": true, "would": true, "should": true, "shall": true,
	"has": true, "have": true, "had": true, "may": true, "might": true, "must": true,
	"s": true, "ll": true, "d": true, "re": true, "to": true,
}

// yesNoWords begin a yes-or-no question ("Is the repository starred?") when the text ends
// with a question mark; "can you…", "could you…" are requests and not among them.
var yesNoWords = map[string]bool{
	"is": true, "are": true, "was": true, "were": true, "does": true, "do": true, "did": true,
	"has": true, "have": true, "had": true,
}

// question is where an English question asks: its question word as questionWord names it,
// and whether it asks for the object of its verb (asksObject).
type question struct {
	word   string
	object bool
}

// parseQuestion finds the question an English text asks, if any. A question word counts
// after the words of a request (wrapWords: "tell me when Alan Turing was born"), and at
// the start: "when", "where" and "why" there only before a verb or the like ("When was…",
// not "When the page loads, click…"), "how" not before "about" ("How tall…", not "How
// about…"). In a text that ends with a
// question mark it also counts elsewhere, in place ("Alan Turing was born where?",
// "Argentina beat whom?"), and a text that begins with "is", "does", "did" and the like
// asks yes or no ("yes/no").
func parseQuestion(s string) question {
	words := letterWords(strings.ToLower(s))
	asked := strings.HasSuffix(strings.TrimSpace(s), "?")
	i := 0
	for i < len(words) && wrapWords[words[i]] && !whWords[words[i]] {
		i++
	}
	at := func(i int) string {
		if i < len(words) {
			return words[i]
		}
		return ""
	}
	switch w, next := at(i), at(i+1); {
	case whWords[w] && (w == "how" && next != "about" && next != "" || w != "how" && (i > 0 || !slices.Contains(placeWords, w) || auxWords[next])):
		// "Who did …", "Which team did …": do-support after the word or its noun.
		object := askWord(words[i:i+1]) == "who" && doWords[next] ||
			(w == "what" || w == "which" || w == "whose") && (doWords[next] || doWords[at(i+2)])
		return question{word: askWord(words[i:]), object: object}
	case asked && yesNoWords[at(0)]:
		return question{word: "yes/no"}
	}
	if asked {
		for j := i + 1; j < len(words); j++ { // the word at i did not ask
			if w := words[j]; whWords[w] {
				// In place, "who" and "what" stand for the object: "Argentina beat whom?"
				return question{word: askWord(words[j:]), object: j > 0 && (w == "who" || w == "whom" || w == "what")}
			}
		}
	}
	return question{}
}

// placeWords are the question words that need a verb after them to ask (parseQuestion).
var placeWords = []string{"when", "where", "why"}

// askWord names the question that words, beginning with a question word, ask: "how
// many", "how much" and "how" for "how"; "when" for "what" or "which" before a time word
// ("what year", "what is the date of …"); "what" for "which"; "who" for "whom" and "whose";
// the word itself otherwise.
func askWord(words []string) string {
	w, next := words[0], ""
	if len(words) > 1 {
		next = words[1]
	}
	switch {
	case w == "how" && (next == "many" || next == "much"):
		return "how " + next
	case (w == "what" || w == "which") && timeWords[nounAfter(words[1:])]:
		return "when"
	case w == "which":
		return "what"
	case w == "whom" || w == "whose":
		return "who"
	}
	return w
}

// questionWord returns the word an English question asks with ("who", "what", "when",
// "where", "why", "how many", "how much", "how", or "yes/no"; see parseQuestion and
// askWord), or "" when the text asks none (an imperative such as "find the price", or
// another language). The terms of an intent leave these words out as stop words, though
// "Where was Alan Turing born?" is not "When was Alan Turing born?".
func questionWord(s string) string { return parseQuestion(s).word }

// linkWords are the words nounAfter skips: a copula, an article or what is left of "'s"
// between a question word and its noun ("what is the date of …", "what's the date of …").
var linkWords = map[string]bool{"is": true, "was": true, "are": true, "were": true, "the": true, "a": true, "an": true, "s": true}

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
// question word is followed by do, does or did ("Who did Argentina beat?", where "Who beat
// Argentina?" asks for the subject), or stands in place ("Argentina beat whom?").
func asksObject(s string) bool { return parseQuestion(s).object }

// otherQuestion reports whether a query (intent, its terms qterms) asks another question
// of the same things than a stored one (question, its terms qt): both are English questions
// (parseQuestion) and they ask with other question words ("where" is not "when", "yes/no"
// is neither; "what" and "which" may ask anything: "Which team beat …" is "Who beat …"), or
// one asks for the subject of its verb and the other for its object, their shared terms in
// another order ("Who beat Argentina?" against "Who did Argentina beat?"). Their terms are
// not compared otherwise: the same terms can ask either question, which is what this tells
// apart.
func otherQuestion(intent string, qterms []string, question string, qt []string) bool {
	a, b := parseQuestion(intent), parseQuestion(question)
	switch {
	case a.word == "" || b.word == "":
		return false
	case a.word != b.word && a.word != "what" && b.word != "what":
		return true
	}
	return a.object != b.object && !sameOrder(qterms, qt)
}

// letterWords splits s into its runs of letters ("don't" → "don", "t").
func letterWords(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) })
}

// sameQuestion reports whether a query (intent, its terms qterms) asks the question a
// cached answer answers (question, its terms qt), beyond their term similarity: the query
// adds no term (requestWords aside, and a time word when both ask when: "in which year was
// … born" asks "when was … born"; a word more may ask about something else, "… Alan
// Turing's father born"), leaves out no number of the question (a year or a count: "… New
// York City in 1900"), asks no other question of them (otherQuestion: "where" is not
// "when", "who beat" is not "who did … beat") and negates alike ("which EU countries do
// not use the euro").
func sameQuestion(intent string, qterms []string, question string, qt []string) bool {
	set := termSet(qt)
	when := questionWord(intent) == "when" && questionWord(question) == "when"
	for _, t := range qterms {
		if !set[t] && !requestWords[t] && !(when && timeWords[t]) {
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
