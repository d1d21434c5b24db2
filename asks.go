package waymark

import (
	"slices"
	"strings"
)

// This file reads which question an English text asks (parseQuestion). The terms of an
// intent leave question words out as stop words, though "Where was Alan Turing born?" is
// not "When was Alan Turing born?" (question.go compares questions, entity.go routes).

// whWords are the English question words.
var whWords = map[string]bool{
	"who": true, "whom": true, "whose": true, "what": true, "when": true, "where": true,
	"which": true, "why": true, "how": true,
}

// wrapWords are the words that may come before the question word of a question put as a
// request ("tell me how many…", "do you know where…", "I need to know when…", "Explain how
// to …"), or that
// only greet or announce it ("Quick question: …"), or a preposition ("in which year…").
var wrapWords = map[string]bool{
	"tell": true, "me": true, "us": true, "find": true, "out": true, "do": true, "you": true,
	"know": true, "i": true, "want": true, "to": true, "can": true, "could": true,
	"would": true, "please": true, "show": true, "wonder": true, "wondering": true, "let": true,
	"explain": true, "describe": true, "teach": true,
	"check": true, "need": true, "like": true, "m": true, "d": true, "and": true, "so": true,
	"ok": true, "okay": true, "hey": true, "hi": true, "hello": true, "quick": true, "question": true,
	"in": true, "on": true, "at": true, "from": true, "for": true, "since": true, "by": true, "with": true,
}

// frontWords are the prepositions that begin a phrase put before a question ("In the 2014
// final, which team did Germany beat?", "At the Ritz, when does check-in start?").
var frontWords = map[string]bool{
	"in": true, "at": true, "on": true, "during": true, "after": true, "before": true, "for": true,
	"from": true, "since": true, "according": true, "regarding": true, "within": true, "between": true,
}

// embedWords are the words after which a question word or "whether" starts a question
// inside a command ("… and find out where he died", "check whether eco mode is on").
var embedWords = map[string]bool{
	"know": true, "out": true, "me": true, "us": true, "tell": true, "wonder": true,
	"wondering": true, "see": true, "check": true, "ask": true, "learn": true,
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
// cancelled?") when the text ends with a question mark; the first seven also without one
// ("Is my flight cancelled", "Am I subscribed"), which no command begins with.
var yesNoWords = map[string]bool{
	"am": true, "is": true, "are": true, "was": true, "were": true, "does": true, "did": true,
	"do": true, "has": true, "have": true, "had": true, "will": true, "can": true, "could": true,
	"should": true, "would": true, "may": true, "might": true, "must": true,
}

// bareYesNo are the yesNoWords that begin a question even without a question mark.
var bareYesNo = map[string]bool{"am": true, "is": true, "are": true, "was": true, "were": true, "does": true, "did": true}

// doWords are the auxiliaries of an object question ("Who did Argentina beat?").
var doWords = map[string]bool{"do": true, "does": true, "did": true}

// beWords make a question with "by" passive ("Which team was beaten by Germany?").
var beWords = map[string]bool{"is": true, "are": true, "was": true, "were": true, "been": true, "being": true}

// linkWords are the words askWord skips between "what" and its noun: a copula, an article
// or what is left of "'s" ("what is the date of …", "what's the date of …").
var linkWords = map[string]bool{"is": true, "was": true, "are": true, "were": true, "the": true, "a": true, "an": true, "s": true}

// placeWords are the question words that need a verb after them to ask at the very start
// of a text ("When was…", not "When the page loads, click…").
var placeWords = []string{"when", "where", "why"}

// timeWords make "what" or "which" ask when, and say which "when": "what time" and "what
// hour" a time of day, "what year", "which day" and the like a date ("what date"). "When"
// may ask either (compatible); a time of day does not answer "What day does the Eastside
// Branch close?".
var timeWords = map[string]string{"year": "what date", "date": "what date", "day": "what date", "month": "what date",
	"century": "what date", "time": "what time", "hour": "what time"}

// whenWords are the question words that ask when (askWord): "when" itself, "what time",
// "what date".
var whenWords = map[string]bool{"when": true, "what time": true, "what date": true}

// askNouns are the nouns that make "what" or "which" ask another question: "what age"
// asks how old, "which team" who; "which city" asks where or who ("Which city hosted the
// 2012 Olympics?"), and so is its own word, "which place" (see compatible).
var askNouns = map[string]string{
	"city": "which place", "country": "which place", "place": "which place", "town": "which place",
	"state": "which place", "location": "which place", "airport": "which place", "venue": "which place",
	"continent": "which place", "age": "how old", "person": "who", "team": "who", "company": "who",
	"player": "who", "author": "who", "actor": "who", "actress": "who", "director": "who",
	"artist": "who", "singer": "who", "band": "who", "president": "who", "people": "who",
	"club": "who",
}

// question is what an English question asks: its question word as askWord names it, and,
// for "who", whether it asks for the object of its verb ("Who did Argentina beat?") rather
// than its subject ("Who beat Argentina?").
type question struct {
	word   string
	object bool
}

// parseQuestion finds the question an English text asks, if any:
//
//   - a question word at the start of a clause (clauses end at ",", ";", ":" and "!"), after
//     the words of a request or a greeting (wrapWords: "Tell me, when was SpaceX founded",
//     "do you know where…"), in the first clause, in a later one when the earlier ones only
//     wrap it or, in a text that ends with "?", when the first is a phrase put before it
//     (frontWords: "In the 2014 final, which team …?"), or when it begins with a question
//     word other than "which" and a verb ("Mozart: where did he die?"; not a relative
//     clause: "Can you star the repository, which octocat maintains?", "… Nopa, where we
//     went"); "when", "where" and "why" at the very start only before a verb or the like,
//     "how" not before "about";
//   - a yes-or-no question at such a clause start (yesNoWords; bareYesNo without a "?"),
//     but not a request ("can you…", "could we…", "will I…");
//   - inside a command, a question word or "whether"/"if" after embedWords ("… and find out
//     where he died", "check whether eco mode is on": yes/no);
//   - in a text that ends with "?" and is no request, a question word in place, after the
//     start of its clause ("Alan Turing was born where?", "Argentina beat whom?"); "which"
//     there is a relative pronoun and does not count.
func parseQuestion(s string) question {
	low := strings.ToLower(s)
	asked := strings.HasSuffix(strings.TrimSpace(s), "?")
	clauses := strings.FieldsFunc(low, func(r rune) bool { return r == ',' || r == ';' || r == ':' || r == '!' })
	wrapped := true // the clauses so far only wrap the question ("Tell me,", "Quick question:")
	fronted := false
	for k, c := range clauses {
		words := letterWords(c)
		if k == 0 {
			fronted = asked && len(words) > 0 && frontWords[words[0]]
		}
		later := k > 0 && asked && len(words) > 1 && whWords[words[0]] && words[0] != "which" && auxWords[words[1]]
		if k == 0 || wrapped || fronted || later {
			if q, ok := startQuestion(words, k == 0); ok {
				return q
			}
			if yesNo(words, asked) {
				return question{word: "yes/no"}
			}
		}
		wrapped = wrapped && !slices.ContainsFunc(words, func(w string) bool { return !wrapWords[w] })
	}
	words := letterWords(low)
	if request(words) {
		return question{}
	}
	for j := 1; j < len(words); j++ {
		if !embedWords[words[j-1]] {
			continue
		}
		if words[j] == "whether" || words[j] == "if" {
			return question{word: "yes/no"}
		}
		if q, ok := startQuestion(words[j:], false); ok {
			return q
		}
	}
	if !asked {
		return question{}
	}
	for _, c := range clauses {
		words := letterWords(c)
		for j := 1; j < len(words); j++ {
			if w := words[j]; whWords[w] && w != "which" {
				// In place, "who" is the object ("Argentina beat whom?"), unless after "by"
				// ("Inception was directed by whom?" asks who directed it).
				q := question{word: askWord(words[j:])}
				q.object = q.word == "who" && words[j-1] != "by"
				return q
			}
		}
	}
	return question{}
}

// request reports whether words begin a request rather than a question: "can", "could",
// "would" or "will" before "you", "we" or "I" ("Can you star …?", "Could we archive …?").
func request(words []string) bool {
	return len(words) >= 2 && (words[0] == "can" || words[0] == "could" || words[0] == "would" || words[0] == "will") &&
		(words[1] == "you" || words[1] == "we" || words[1] == "i" || words[1] == "u")
}

// yesNo reports whether words begin a yes-or-no question: a word of yesNoWords first (of
// bareYesNo when the text does not end with "?", asked false), and no request.
func yesNo(words []string, asked bool) bool {
	if len(words) < 2 || request(words) {
		return false
	}
	if asked {
		return yesNoWords[words[0]]
	}
	return bareYesNo[words[0]] && len(words) >= 3
}

// startQuestion reads a question that begins words, after the words of a request; first
// says that words begin the text, where "when", "where" and "why" need a verb after them.
func startQuestion(words []string, first bool) (question, bool) {
	i := 0
	for i < len(words) && wrapWords[words[i]] && !whWords[words[i]] {
		i++
	}
	w, next := wordAt(words, i), wordAt(words, i+1)
	switch {
	case !whWords[w]:
		return question{}, false
	case w == "how" && (next == "about" || next == ""):
		return question{}, false
	case first && i == 0 && slices.Contains(placeWords, w) && !auxWords[next]:
		return question{}, false
	}
	q := question{word: askWord(words[i:])}
	if q.word == "who" {
		// "Who did Argentina beat?", "Which team did Germany beat?", "Which team was
		// beaten by Germany?"; "Who was Inception directed by?" asks who directed it.
		q.object = doWords[next] || w != "who" && w != "whom" && (doWords[wordAt(words, i+2)] || passive(words[i+1:]))
	}
	return q, true
}

// wordAt returns words[i], or "" past the end.
func wordAt(words []string, i int) string {
	if i < len(words) {
		return words[i]
	}
	return ""
}

// passive reports whether words say "by" after a form of "be" ("was beaten by").
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

// askWord names the question that words, beginning with a question word, ask: "how
// many", "how much", "how old" and "how" for "how"; "who" for "whom" and "whose"; for
// "what" and "which", "what time" or "what date" before a time word (timeWords: "what
// hour", "what year", "what is the date of …") and "what date" right before a day of the
// week ("What Saturday does …"),
// what askNouns says of their noun ("which team": who), "which" for a noun it does not
// know ("which movies", "what is the height of …": a question that may ask anything,
// see compatible), and "what" before a verb ("What did Mozart die of?", "What is the
// Louvre?"). Any other word is itself.
func askWord(words []string) string {
	w, next := words[0], wordAt(words, 1)
	switch {
	case w == "how" && (next == "many" || next == "much" || next == "old"):
		return "how " + next
	case w == "whom" || w == "whose":
		return "who"
	case w != "what" && w != "which":
		return w
	case auxWords[next] && !linkWords[next]:
		return "what" // "what did …", "what can …"
	}
	k := 1
	for linkWords[wordAt(words, k)] {
		k++
	}
	noun := wordAt(words, k)
	switch {
	case timeWords[noun] != "":
		return timeWords[noun]
	case k == 1 && weekdays[noun]:
		return "what date" // "What Saturday does …", not "What is the Saturday schedule?"
	case askNouns[noun] != "":
		return askNouns[noun]
	case noun != "" && (k == 1 || wordAt(words, k+1) == "of"):
		return "which" // "which movies", "what plays", "what is the height of …"
	}
	return "what"
}

// compatible reports whether two question words may ask the same question: the same word;
// "which" (a noun askWord does not know) and any word but "yes/no" (a yes or a no does not
// answer "Which pets does the Ritz allow?") and a count's ("how many": a number does not
// say which issues are open); "which place" and "where" or "who" ("Which
// country won …" is "Who won …"); "when" and "what time" or "what date"; "how many" and
// "how much".
func compatible(a, b string) bool {
	pair := func(x, y string) bool { return a == x && b == y || a == y && b == x }
	counts := func(w string) bool { return w == "how many" || w == "how much" }
	which := (a == "which" || b == "which") && a != "yes/no" && b != "yes/no" && !counts(a) && !counts(b)
	return a == b || which || pair("what time", "when") || pair("what date", "when") ||
		pair("which place", "where") || pair("which place", "who") || pair("how many", "how much")
}
