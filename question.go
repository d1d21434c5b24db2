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

// yesNoWords begin a yes-or-no question ("Is the repository starred?", "Will my flight be
// cancelled?") when the text ends with a question mark, unless "you" follows: "can you…",
// "could you…" are requests.
var yesNoWords = map[string]bool{
	"is": true, "are": true, "was": true, "were": true, "does": true, "do": true, "did": true,
	"has": true, "have": true, "had": true, "will": true, "can": true, "could": true,
	"should": true, "would": true, "may": true, "might": true, "must": true,
}

// beWords make a question with "by" passive ("Which movies were directed by …?").
var beWords = map[string]bool{"is": true, "are": true, "was": true, "were": true, "been": true, "being": true}

// question is where an English question asks: its question word as questionWord names it,
// and whether it asks for the object of its verb (asksObject).
type question struct {
	word   string
	object bool
}

// parseQuestion finds the question an English text asks, if any. A question word counts
// at the start of the text, or of a later clause (after a comma, a semicolon or a colon)
// when the text ends with a question mark ("In the 2014 final, which team did Germany
// beat?"), after the words of a request (wrapWords: "tell me when Alan Turing was born");
// "when", "where" and "why" at the very start only before a verb or the like ("When
// was…", not "When the page loads, click…"), "how" not before "about" ("How tall…", not
// "How about…"). In a text that ends with a question mark it also counts elsewhere, in
// place ("Alan Turing was born where?", "Argentina beat whom?"), and a text that begins
// with "is", "does", "will" and the like asks yes or no ("yes/no").
//
// A question asks for the object of its verb with do-support after its word or the word's
// noun ("Who did Argentina beat?", "Which team did …"), in the passive ("Which movies were
// directed by …"), or with its word in place; only "who" and "what" questions tell the two
// apart.
func parseQuestion(s string) question {
	low := strings.ToLower(s)
	asked := strings.HasSuffix(strings.TrimSpace(s), "?")
	clauses := strings.FieldsFunc(low, func(r rune) bool { return r == ',' || r == ';' || r == ':' })
	for k, c := range clauses {
		if k > 0 && !asked {
			break
		}
		if q, ok := startQuestion(letterWords(c), k == 0); ok {
			return q
		}
	}
	words := letterWords(low)
	if !asked || len(words) == 0 {
		return question{}
	}
	if yesNoWords[words[0]] && (len(words) < 2 || words[1] != "you") {
		return question{word: "yes/no"}
	}
	for j := 1; j < len(words); j++ {
		if whWords[words[j]] {
			// In place, "who" and "what" stand for the object: "Argentina beat whom?"
			q := question{word: askWord(words[j:])}
			q.object = q.word == "who" || q.word == "what"
			return q
		}
	}
	return question{}
}

// startQuestion reads a question that begins words, after the words of a request; first
// says that words begin the text, where "when", "where" and "why" need a verb after them.
func startQuestion(words []string, first bool) (question, bool) {
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
	w, next := at(i), at(i+1)
	switch {
	case !whWords[w]:
		return question{}, false
	case w == "how" && (next == "about" || next == ""):
		return question{}, false
	case first && i == 0 && slices.Contains(placeWords, w) && !auxWords[next]:
		return question{}, false
	}
	q := question{word: askWord(words[i:])}
	if q.word == "who" || q.word == "what" {
		q.object = doWords[next] || (w == "what" || w == "which" || w == "whose") && doWords[at(i+2)] ||
			passive(words[i+1:])
	}
	return q, true
}

// passive reports whether words say "by" after a form of "be" ("were directed by").
func passive(words []string) bool {
	be := false
	for _, w := range words {
		switch {
		case beWords[w]:
			be = true
		case w == "by" && be:
			return true
		}
	}
	return false
}

// placeWords are the question words that need a verb after them to ask (parseQuestion).
var placeWords = []string{"when", "where", "why"}

// askNouns are the nouns that make "what" or "which" ask another question ("which city"
// asks where, "what age" how old, "which team" who); timeWords make it ask when.
var askNouns = map[string]string{
	"city": "where", "country": "where", "place": "where", "town": "where", "state": "where",
	"location": "where", "airport": "where", "venue": "where",
	"continent": "where", "age": "how old", "person": "who", "team": "who", "company": "who",
	"player": "who", "author": "who", "actor": "who", "actress": "who", "director": "who",
	"artist": "who", "singer": "who", "band": "who", "president": "who", "people": "who",
	"club": "who",
}

// askWord names the question that words, beginning with a question word, ask: "how
// many", "how much", "how old" and "how" for "how"; for "what" or "which" before a noun,
// "when" for a time word ("what year", "what is the date of …") and what askNouns says
// ("which city": where); "what" for "which"; "who" for "whom" and "whose"; the word itself
// otherwise.
func askWord(words []string) string {
	w, next := words[0], ""
	if len(words) > 1 {
		next = words[1]
	}
	switch {
	case w == "how" && (next == "many" || next == "much" || next == "old"):
		return "how " + next
	case w == "what" || w == "which":
		noun := nounAfter(words[1:])
		if timeWords[noun] {
			return "when"
		}
		if a := askNouns[noun]; a != "" {
			return a
		}
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
// is neither; "what" and "which" before a noun askWord does not know may ask anything:
// "Which airline flies …" may be "Who flies …"), or
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
