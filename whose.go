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

// greetings may come before the name a request is addressed to ("Hey Dana, …"); with the
// interjections that may begin a request before a comma ("Yes, …", "Thanks, …"), none is
// a name.
var greetings = map[string]bool{"hey": true, "hi": true, "hello": true, "ok": true, "okay": true, "dear": true, "yo": true,
	"yes": true, "yeah": true, "no": true, "thanks": true, "sorry": true, "actually": true, "wait": true, "so": true,
	"also": true, "oh": true, "well": true, "great": true, "perfect": true, "alright": true}

// addressee returns the name a query is addressed to: one to three capitalised words
// before a comma at its start, after a greeting or not, and a change after the comma
// (leadVerb): "Dana Lee" of "Dana Lee, approve the expense report" and of "Hey Dana Lee,
// please approve my expense report". "" for none; not "Please, approve the report".
func addressee(query string) string {
	head, rest, ok := strings.Cut(query, ",")
	if !ok || !isAction(leadVerb(rest)) {
		return ""
	}
	fs := strings.Fields(head)
	if len(fs) > 0 && greetings[strings.ToLower(fs[0])] {
		fs = fs[1:]
	}
	if len(fs) == 0 || len(fs) > 3 {
		return ""
	}
	if slices.ContainsFunc(fs, func(f string) bool { return !nameWord(f) }) {
		return ""
	}
	return strings.Join(fs, " ")
}

// nameWord reports whether a word (a field of a text) may be a word of someone's name: it
// is capitalised and one word, and no word that begins a request, a greeting, a
// determiner ("Please", "Hey", "The"), a day or a month ("Monday", "Tomorrow", "June").
func nameWord(f string) bool {
	r, _ := utf8.DecodeRuneInString(f)
	lw := lowerWords(f)
	if !unicode.IsUpper(r) || len(lw) != 1 || leadIns[lw[0]] || greetings[lw[0]] || determiners[lw[0]] {
		return false
	}
	ts := termsOf(lw[0])
	return len(ts) != 1 || !dayTerms[ts[0]] && !months[ts[0]] // "Monday, stop the instance" says when
}

// causeVerbs begin a request that someone else make a change: "Have Dana Lee approve my
// expense report", "Ask Bob to send the invoice".
var causeVerbs = map[string]bool{"have": true, "ask": true, "tell": true, "get": true, "let": true}

// askedOf returns whom a query asks to make its change: one to three capitalised words
// (nameWord) after a causeVerb at its start and before the change, with "to" or not
// (leadVerb): "Dana Lee" of "Have Dana Lee approve my expense report", "Bob" of "Ask Bob to
// send the invoice". "" for none.
func askedOf(query string) string {
	fs := strings.Fields(query)
	if len(fs) < 3 || !causeVerbs[strings.ToLower(fs[0])] {
		return ""
	}
	n := 0
	for n < 3 && n+2 < len(fs) && nameWord(fs[1+n]) {
		n++
	}
	if n == 0 || !isAction(leadVerb(strings.Join(fs[1+n:], " "))) {
		return ""
	}
	return strings.Join(fs[1:1+n], " ")
}

// addressesNamed reports whether the query is addressed to someone (addressee) or asks
// someone to make its change (askedOf) whom its stored request names in another place:
// "Dana Lee, approve the expense report" and "Have Dana Lee approve my expense report" ask
// Dana Lee to approve a report, the route of "Approve the expense report from Dana Lee"
// approves hers. A stored request put to the same name is the same request.
func addressesNamed(query, stored string) bool {
	for _, who := range []func(string) string{addressee, askedOf} {
		if name := who(query); name != "" && who(stored) != name && containsWords(stored, name) {
			return true
		}
	}
	return false
}

// subjectPronouns begin a statement of what someone did ("I cancelled …", "She approved …").
var subjectPronouns = map[string]bool{"i": true, "we": true, "you": true, "he": true, "she": true, "they": true}

// doneAdverbs may stand between who did a change and its verb: "I already cancelled …",
// "Dana has approved …".
var doneAdverbs = map[string]bool{"already": true, "just": true, "have": true, "has": true, "had": true, "ve": true, "also": true}

// pastForms are the past tenses of change verbs that do not end in -ed, with their terms.
var pastForms = map[string]string{"sent": "send", "paid": "pay", "sold": "sell", "bought": "buy"}

// toldDone reports whether a query states that someone made the change act (a leadVerb)
// rather than asks for it: it begins with who (a subject pronoun, or one to three
// capitalised words, nameWord: "Dana Lee") and then, past "already", "has" and the like,
// the change's verb in the past ("Dana Lee approved my expense report", "I already paid my
// water bill"). A route that makes the change would make it again.
func toldDone(query, act string) bool {
	if !isAction(act) || isAction(leadVerb(query)) {
		return false
	}
	fs := strings.Fields(query)
	i := 0
	if len(fs) > 0 && subjectPronouns[strings.ToLower(fs[0])] {
		i = 1
	} else {
		for i < 3 && i < len(fs) && nameWord(fs[i]) {
			i++
		}
	}
	if i == 0 {
		return false
	}
	for i < len(fs) && doneAdverbs[strings.ToLower(strings.Trim(fs[i], "'’"))] {
		i++
	}
	if i >= len(fs) {
		return false
	}
	w := lowerWords(fs[i])
	if len(w) != 1 {
		return false
	}
	if t, ok := pastForms[w[0]]; ok {
		return canonAction(termsOf(t)[0]) == act
	}
	ts := termsOf(w[0])
	return strings.HasSuffix(w[0], "ed") && len(ts) == 1 && canonAction(ts[0]) == act
}
