package waymark

import (
	"regexp"
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

// questionsDiffer reports whether a query (its question a, its terms qterms) asks another
// question of the same things than a stored text (b, qt): both are English questions
// (parseQuestion) and their question words cannot ask the same ("where" is not "when",
// "yes/no" is neither, "what did … die of" is not "when did … die"; see compatible), or
// both ask "who", one of the subject of its verb and the other of its object, their
// shared terms in another order ("Who beat Argentina?" against "Who did Argentina beat?").
// Their terms are not compared otherwise: the same terms can ask either question, which is
// what this tells apart.
func questionsDiffer(a, b question, qterms, qt []string) bool {
	switch {
	case a.word == "" || b.word == "":
		return false
	case !compatible(a.word, b.word):
		return true
	}
	return a.word == "who" && b.word == "who" && a.object != b.object && !sameOrder(qterms, qt)
}

// letterWords splits s into its runs of letters ("don't" → "don", "t").
func letterWords(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) })
}

// sameQuestion reports whether a query (r, read by readQuery) asks the question a
// cached answer answers (question, its terms qt), beyond their term similarity: the query
// adds no term (requestWords aside, and a time word when both ask when: "in which year was
// … born" asks "when was … born"; a word more may ask about something else, "… Alan
// Turing's father born"), leaves out no number of the question (a year or a count: "… New
// York City in 1900"), asks no other question of them (questionsDiffer: "where" is not
// "when", "who beat" is not "who did … beat") and negates alike ("which EU countries do
// not use the euro").
func sameQuestion(r *reading, question string, qt []string) bool {
	set := termSet(qt)
	stored := parseQuestion(question)
	when := whenWords[r.question.word] && whenWords[stored.word]
	for _, t := range r.terms {
		if !set[t] && !requestWords[t] && !(when && timeWords[t] != "") {
			return false
		}
	}
	asked := termSet(r.terms)
	for _, t := range qt {
		if isNumberTerm(t) && !asked[t] {
			return false
		}
	}
	if questionsDiffer(r.question, stored, r.terms, qt) {
		return false
	}
	return negation.MatchString(r.intent) == negation.MatchString(question)
}

// tenses give the tense of the auxiliary verbs a question asks with: "past" ("When were
// my books due?") or "now" ("When are my books due?", and "When will they be due?",
// which a page of what is due now answers too).
var tenses = map[string]string{
	"was": "past", "were": "past", "did": "past", "had": "past",
	"is": "now", "are": "now", "am": "now", "do": "now", "does": "now", "has": "now", "have": "now",
	"will": "now", "shall": "now",
}

// otherTense returns the auxiliary verb by which query asks its question in another
// tense than stored ("were" of "When were my books due?" against "When are my books
// due?"), "" when either asks none among its first four words or both ask in one tense.
// A route that reads what is on the page now may not answer what was.
func otherTense(query, stored string) string {
	word, tq := tenseOf(query)
	if _, ts := tenseOf(stored); tq != "" && ts != "" && tq != ts {
		return word
	}
	return ""
}

// tenseOf returns the first auxiliary verb among the first four words of s, or of its
// question when a phrase comes before its question word ("On the Issues page, how many
// issues are open?"), and its tense (tenses); "", "" for none.
func tenseOf(s string) (string, string) {
	ws := lowerWords(s)
	if k := slices.IndexFunc(ws, func(w string) bool { return whWords[w] }); k > 0 && k < 12 {
		ws = ws[k:]
	}
	for _, w := range ws[:min(4, len(ws))] {
		if t := tenses[w]; t != "" {
			return w, t
		}
	}
	return "", ""
}

// askedBare reports whether a query asks about a thing by naming it with a question mark
// and no verb of a change, nor a question word ("autopay?", "My premium subscription?",
// "Autopay enrollment?": a change's noun): it asks what is so of the thing, not for a
// change to it. "Can I still cancel my order?" names one.
func askedBare(r *reading) bool {
	if r.lead != "" || r.question.word != "" || !strings.HasSuffix(strings.TrimSpace(r.intent), "?") {
		return false
	}
	return !slices.ContainsFunc(lowerWords(r.intent), func(w string) bool {
		ts := termsOf(w)
		if len(ts) != 1 || nounEnds.MatchString(w) {
			return false
		}
		t := canonAction(ts[0])
		return actionTerms[t] || leadingActions[t]
	})
}

// nounEnds matches the endings that make a noun of a verb: "enrollment", "cancellation",
// "renewal", "subscription".
var nounEnds = regexp.MustCompile(`(?:ment|ments|tion|tions|sion|sions|al|als)$`)
