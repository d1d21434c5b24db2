package waymark

// Negation in intents: what a request says "not" of, and whether a query turns a route's
// request around ("How many issues are not open?" against "How many issues are open?").

import (
	"regexp"
	"slices"
	"strings"
)

// negatedTerms returns the terms an intent says "not" of: after each negation — "not",
// "no", "never", "none", "nor", "neither", "nothing", "without", "except", "excluding",
// "exclude", "lacking", "cannot", "non-", "other than", "apart from", "aside from", the
// "but" of "all … but" (allButAt), a verb ending in "n't" or written without its
// apostrophe ("isnt", "dont") — its object: the first term within six words and the terms
// right after it ("How many issues are not open?" negates "open", "Which orders have no
// tracking number?" "track" and "number"; "kind of", "type of" and "any" are passed
// over). An instruction that begins a clause ("…? Do not star it.", "… but never on the
// terrace", "Don't put us on the terrace") negates its object but not its verb: "star" in
// "Do not star it" is what not to do besides the request, "terrace" in "don't put us on
// the terrace" what the request must not be. Not a negation: "no" written for "number"
// ("No. 5", "no #12", "order no 12345").
func negatedTerms(intent string) []string {
	out, _ := negations(intent)
	return out
}

// forbiddenActions returns the terms of the verbs an intent's instructions say not to do:
// "post" of "Draft hello world but don't post it", "submit" of "… do not submit the form"
// (negatedTerms leaves them out, since "don't put us on the terrace" does not negate
// putting).
func forbiddenActions(intent string) []forbidden {
	_, verbs := negations(intent)
	return verbs
}

// forbidden is what an instruction says not to do: the term of its verb and the terms of
// its object (negatedObject; none for "it").
type forbidden struct {
	verb string
	obj  []string
}

// negations returns negatedTerms and forbiddenActions of intent.
func negations(intent string) (out []string, verbs []forbidden) {
	toks := clauseWords.FindAllString(strings.ToLower(intent), -1)
	start := true // at the start of a clause
	for i := 0; i < len(toks); i++ {
		w := toks[i]
		if len(w) == 1 && strings.ContainsAny(w, `.,;:!?"“”()#`) {
			start = true
			continue
		}
		next := ""
		if i+1 < len(toks) {
			next = toks[i+1]
		}
		instruction := start && (w == "do" && next == "not" || w == "don't" || w == "don’t" || w == "dont" || w == "never")
		if instruction && w == "do" {
			i++
		}
		neg := instruction || negationWords[w] || strings.HasSuffix(w, "n't") || strings.HasSuffix(w, "n’t")
		if w == "no" && (next == "." || next == "#" || digitsOnly(next)) {
			neg = false // "Order No. 1001", "order no 12345"
		}
		exclusion := w == "but" && allButAt(toks, i) || (w == "other" && next == "than" || (w == "apart" || w == "aside") && next == "from")
		if exclusion {
			neg = true
			if w != "but" {
				i++ // "than", "from"
			}
		}
		start = !exclusion && clauseLeads[w] && (start || w == "but" || w == "and")
		if neg {
			obj, verb := negatedObject(toks[i+1:], instruction)
			if verb != "" {
				verbs = append(verbs, forbidden{verb, obj})
			}
			if exclusion {
				// "apart from the usual monthly transfer": what is excluded is a thing, not
				// the request's action
				obj = slices.DeleteFunc(obj, func(t string) bool { return actionTerms[t] || leadingActions[t] || sameActions[t] != "" })
			}
			if w == "non" && len(obj) > 1 {
				obj = obj[:1] // "non-refundable room": what is not is the refund, not the room
			}
			out = append(out, obj...)
		}
	}
	return out, verbs
}

// allButAt reports whether the "but" at toks[i] excludes ("all emails but those from
// Alice", "everything but the kitchen"): "all", "every…", "any…" comes within the three
// words before it in its clause, and no verb of an instruction after it ("all emails, but
// keep the starred ones" is a clause of its own).
func allButAt(toks []string, i int) bool {
	if i+1 >= len(toks) {
		return false
	}
	if ts := termsOf(toks[i+1]); len(ts) == 1 && instructionVerb(ts[0]) || clauseLeads[toks[i+1]] {
		return false
	}
	for _, w := range slices.Backward(toks[max(0, i-3):i]) {
		if len(w) == 1 && strings.ContainsAny(w, `.,;:!?"“”()#`) {
			return false
		}
		if w == "all" || strings.HasPrefix(w, "every") || strings.HasPrefix(w, "any") {
			return true
		}
	}
	return false
}

// forbidsChange reports whether verbs, the terms of what a request says not to do
// (forbiddenActions), name a change route p makes: its action lead (leadVerb of its
// intent), a control it presses named for the verb ("Draft hello world but don't post it"
// of a route that presses "Post"), or the sending of a form ("submit", "confirm", "send",
// "save", "finish", "complete", "apply") of nothing but the route's own things ("it", "the
// transfer") where the route presses a change (pressesChange): such a request asks to stop
// before the route's end. "Don't pay yet" of a route that reserves and pays nothing is not
// one, nor "don't save my card" of one that orders.
func forbidsChange(verbs []forbidden, p *Pattern, lead string) bool {
	if p == nil {
		return false
	}
	for _, f := range verbs {
		c := canonAction(f.verb)
		if isAction(lead) && c == lead {
			return true
		}
		// "don't submit it", "don't send the transfer"; not "don't save my card"
		ownObject := !slices.ContainsFunc(f.obj, func(t string) bool { return !slices.Contains(p.IntentTerms, t) })
		if submitTerms[f.verb] && ownObject && pressesChange(p, lead) {
			return true
		}
		for _, s := range p.Steps {
			if s.Action == ActionClick && s.Conditional == "" && (s.Role == "" || pressRoles[s.Role] || menuRoles[s.Role]) &&
				slices.ContainsFunc(termsOf(s.Name), func(t string) bool { return canonAction(t) == c }) {
				return true
			}
		}
	}
	return false
}

// submitTerms are the terms of the verbs that send a form, whatever it makes.
var submitTerms = termSetOf("submit", "confirm", "send", "save", "finish", "complete", "apply")

// negatedObject returns the terms a negation negates among the words after it (negatedTerms):
// the first term within six words, past the verb of an instruction (skipVerb: "don't put
// us on the terrace"), and the terms right after it; and the term of the verb passed.
func negatedObject(words []string, skipVerb bool) (out []string, verb string) {
	for k, w := range words[:min(len(words), 6)] {
		if len(w) == 1 && strings.ContainsAny(w, `.,;:!?"“”()#`) {
			break
		}
		ts := termsOf(w)
		if len(ts) != 1 || digitsOnly(ts[0]) || passedOver[ts[0]] {
			if len(out) > 0 {
				break // "no tracking number from France": the object ends
			}
			continue
		}
		if skipVerb && k == 0 && len(out) == 0 && instructionVerb(ts[0]) {
			verb = ts[0]
			continue
		}
		out = append(out, ts[0])
	}
	return out, verb
}

// instructionVerb reports whether t (a term) is a verb an instruction not to do something
// begins with: an action (actionTerms, leadingActions, sameActions), a verb that reads, or
// one of choosing and showing ("include", "select", "pick", "put", "want", "seat").
func instructionVerb(t string) bool {
	return actionTerms[t] || leadingActions[t] || sameActions[t] != "" || readingVerbs[t] || choosingVerbs[t]
}

var (
	// passedOver are the terms negatedObject reads past to the object: "any kind of pool",
	// "don't show again", "never ones with a pool".
	passedOver = termSetOf("kind", "type", "sort", "any", "again", "one", "ones")
	// choosingVerbs are the terms of verbs of choosing, showing and wanting.
	choosingVerbs = termSetOf("include", "select", "choose", "pick", "put", "want", "seat", "touch", "use", "go",
		"click", "press", "hit", "change", "open", "close", "enter", "give", "leave", "get", "take", "place", "make")
)

// termSetOf returns the set of the terms (internal/terms stems) of words.
func termSetOf(words ...string) map[string]bool {
	set := map[string]bool{}
	for _, w := range words {
		for _, t := range termsOf(w) {
			set[t] = true
		}
	}
	return set
}

var (
	// clauseWords splits an intent into words (with an apostrophe they hold) and the
	// marks that begin a clause.
	clauseWords = regexp.MustCompile(`[\p{L}\p{N}'’]+|[.,;:!?"“”()#]`)
	// negationWords are the words of negation negatedTerms reads besides "n't".
	negationWords = map[string]bool{"not": true, "no": true, "never": true, "none": true, "nor": true,
		"neither": true, "nothing": true, "without": true, "except": true, "excluding": true, "exclude": true,
		"lacking": true, "cannot": true, "dont": true, "doesnt": true, "didnt": true, "isnt": true, "arent": true,
		"wasnt": true, "werent": true, "havent": true, "hasnt": true, "hadnt": true, "wont": true, "cant": true,
		"couldnt": true, "shouldnt": true, "wouldnt": true, "non": true}
	// clauseLeads are words after which a clause still begins: "but do not …", "and
	// please don't …".
	clauseLeads = map[string]bool{"but": true, "and": true, "then": true, "please": true, "just": true,
		"also": true, "so": true}
)

// negationDiffers reports whether one intent negates a term the other holds and does not
// negate (negatedTerms; terms are the intents' terms, an action read as its like,
// canonAction): "How many issues are not open?" against "How many issues are open?", "… on
// sale and not sold out" against "… not on sale", "Buy this product without ordering it". A negation of what the other does not name ("…, no outdoor seating") is only more
// said.
func negationDiffers(aNeg, aTerms, bNeg, bTerms []string) bool {
	turned := func(neg, neg2, terms []string) bool {
		for _, t := range neg {
			c := canonAction(t) // "without ordering" turns "Buy this product" around
			if slices.ContainsFunc(terms, func(u string) bool { return canonAction(u) == c }) && !slices.Contains(neg2, t) {
				return true
			}
		}
		return false
	}
	return turned(aNeg, bNeg, bTerms) || turned(bNeg, aNeg, aTerms)
}

// undoesOwn reports whether an intent whose first verb is the action lead (leadVerb) names
// that action again as its object, right after the verb and a determiner, not as a noun
// before another ("Cancel the cancellation of my subscription", not "Transfer $50 … from
// the transfers page"). It asks to undo the change, not to make it: against "Cancel my
// subscription" it turns the request around.
func undoesOwn(intent, lead string) bool {
	if !isAction(lead) {
		return false
	}
	words := lowerWords(intent)
	verb := -1 // where the verb is
	for i, w := range words {
		ts := termsOf(w)
		if len(ts) != 1 || canonAction(ts[0]) != lead {
			continue
		}
		if verb < 0 {
			verb = i
			continue
		}
		// Its object: right after the verb and a determiner ("Cancel the cancellation"),
		// not a noun further on ("Transfer $50 … from the transfers page").
		return i-verb <= 2 && determiners[words[i-1]] && (i+1 == len(words) || words[i+1] == "of" || !nounAfter(words[i+1]))
	}
	return false
}

// nounAfter reports whether w, after an action's noun, makes that noun a modifier of
// another ("the transfers page", "the reservations tab").
func nounAfter(w string) bool {
	return w == "page" || w == "tab" || w == "form" || w == "list" || w == "history" || w == "button" || w == "link" ||
		w == "section" || w == "screen" || w == "settings"
}

// stoppers are the verbs that stop an action named after them ("Stop following").
var stoppers = map[string]bool{"stop": true, "quit": true, "cease": true}

// stopsOwn reports whether an intent asks to stop doing what lead (a route's action)
// does: "Stop following Jane", "Quit paying the electricity bill".
func stopsOwn(intent, lead string) bool {
	if !isAction(lead) {
		return false
	}
	words := lowerWords(intent)
	for i := 0; i+1 < len(words) && i < 4; i++ {
		if stoppers[words[i]] {
			ts := termsOf(words[i+1])
			return len(ts) == 1 && canonAction(ts[0]) == lead
		}
	}
	return false
}

// withoutStopOf returns the terms ts of intent without "stop", "quit" or "cease" where one
// stops an action named next ("Stop following Jane": the route that follows is the one it
// turns around, stopsOwn), so that the word is no action of its own (otherAction).
func withoutStopOf(intent string, ts []string) []string {
	if !slices.Contains(ts, "stop") && !slices.Contains(ts, "quit") && !slices.Contains(ts, "ceas") {
		return ts
	}
	words := lowerWords(intent)
	for i := 0; i+1 < len(words); i++ {
		if !stoppers[words[i]] {
			continue
		}
		next, stem := termsOf(words[i+1]), termsOf(words[i])
		if len(next) != 1 || !actionTerms[next[0]] || len(stem) != 1 {
			continue
		}
		if k := slices.Index(ts, stem[0]); k >= 0 {
			ts = slices.Delete(slices.Clone(ts), k, k+1)
		}
	}
	return ts
}

// isAction reports whether lead, a leadVerb, is an action: not "" (none), "~" (a reading)
// or a negated one ("!star").
func isAction(lead string) bool { return lead != "" && lead != "~" && lead[0] != '!' }

// idioms are the negations that ask for nothing to be left undone: "Never mind, cancel my
// booking" (the request before it is taken back, not this one), "Don't forget to cancel
// my booking" (do cancel it). A "never mind" that ends a request takes it back, and stays.
var idioms = regexp.MustCompile(`(?i)\b(?:never\s*mind\b[\s,.;:!-]*|(?:do\s+not|don't|don’t|dont)\s+forget\b[\s,:;-]*(?:to\s+)?)`)

// courtesy matches thanks before or after a request ("…, thanks", "… Thank you!"), which
// ask for nothing more.
var courtesy = regexp.MustCompile(`(?i)^\s*(?:thanks|thank\s+you)[,!.\s]+|[,;.!\s]+(?:thanks|thank\s+you(?:\s+(?:so|very)\s+much)?|thx|cheers)[!.\s]*$`)

// withoutIdioms returns intent without the idioms that negate nothing (idioms), so that
// the negation of its action is not read in them, and without its thanks (courtesy).
func withoutIdioms(intent string) string {
	if strings.Contains(intent, "ever") || strings.Contains(intent, "orget") {
		var b strings.Builder
		last := 0
		for _, m := range idioms.FindAllStringIndex(intent, -1) {
			if strings.TrimRight(intent[m[1]:], " .!") == "" {
				continue // "…. Never mind." takes this request back (retractionTail)
			}
			b.WriteString(intent[last:m[0]])
			last = m[1]
		}
		intent = b.String() + intent[last:]
	}
	if strings.Contains(intent, "th") || strings.Contains(intent, "Th") || strings.Contains(intent, "cheers") {
		intent = courtesy.ReplaceAllStringFunc(intent, func(s string) string {
			if i := strings.Index(intent, s); i > 0 && saysWhat(intent[:i]) {
				return s // "… saying thanks": the message, not a courtesy
			}
			return ""
		})
	}
	return intent
}

// saysWhat reports whether before ends with a word that introduces what a message says
// ("saying", "that says", "with the text"), so that a "thanks" after it is the message.
func saysWhat(before string) bool {
	ws := lowerWords(before)
	return len(ws) > 0 && messageIntros[ws[len(ws)-1]]
}

// messageIntros are the words after which a request says what its message says.
var messageIntros = map[string]bool{"saying": true, "say": true, "says": true, "said": true, "text": true,
	"message": true, "reading": true, "reads": true, "write": true, "writing": true}

// quoted matches a quoted value in an intent: 'Weekly sync notes', "Update docs", “…”.
var quoted = regexp.MustCompile(`'[^'\n]{1,200}'|"[^"\n]{1,200}"|“[^”\n]{1,200}”|‘[^’\n]{1,200}’`)

// quoteActions marks with "=" the action terms of ts (actionTerms) that intent names only
// inside quotes ("Create a card titled 'Weekly sync notes'": "=sync"), so that a value the
// request types is no action of the request (otherAction).
func quoteActions(intent string, ts []string) []string {
	if !strings.ContainsAny(intent, "'\"“‘") {
		return ts
	}
	inside := map[string]bool{}
	for _, q := range quoted.FindAllString(intent, -1) {
		for _, t := range termsOf(q) {
			if actionTerms[t] {
				inside[t] = true
			}
		}
	}
	if len(inside) == 0 {
		return ts
	}
	for _, t := range termsOf(quoted.ReplaceAllString(intent, " ")) {
		delete(inside, t) // named outside the quotes too
	}
	var out []string
	for _, t := range ts {
		if inside[t] {
			t = "=" + t
		}
		out = append(out, t)
	}
	return out
}

// correctionWords begin a clause that takes back what the request said before it ("… —
// no, with savings", "…; actually, use my card", "…. Scratch that: …", "…. Correction: …").
var correctionWords = map[string]bool{"no": true, "nope": true, "actually": true, "wait": true, "sorry": true,
	"scratch": true, "correction": true, "oops": true}

// correction returns the word of correctionWords that begins a clause or a sentence of
// query after the first (after a comma, a semicolon, a dash or a sentence's end: "Reboot
// the server? No, leave it."), "" for none.
func correction(query string) string {
	spans := wordSpans(query)
	for k := 1; k < len(spans); k++ {
		gap := query[spans[k-1][1]:spans[k][0]]
		w := strings.ToLower(query[spans[k][0]:spans[k][1]])
		if correctionWords[w] && strings.ContainsAny(gap, ",;—–-.?!") {
			return w
		}
	}
	return ""
}
