package waymark

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/waymark-dev/waymark/internal/invisible"
)

const (
	// maxValueWords is the most words wholeValue widens a value to.
	maxValueWords = 4
	// closingPunct is what may close a word of a sentence without being part of it.
	closingPunct = ".,;:!?)\"'”’»`"
	// openingQuotes are the marks that may open a quoted word without being part of it.
	openingQuotes = "\"'“‘«`"
)

// wholeValue returns the value of text that text[start:end] (a stretch of its words) is
// part of, as written, so that a warning names "api-node-3" rather than its "3": the
// stretch widened over the characters joined to it without a space (valueJoined: "3" of
// "api-node-3"; not a currency sign: a form's amount field takes "84.20", not "$84.20"),
// then over the words beside it that begin with a capital or a digit and hold no
// punctuation but joiners ("Dana" of "Dana Lee", "June" of "June 12", "Oak Lane" of
// "12 Oak Lane"), never over the first word of text (a request's verb), at most
// maxValueWords words in all.
func wholeValue(text string, start, end int) string {
	for start > 0 {
		r, n := utf8.DecodeLastRuneInString(text[:start])
		if !valueJoined(r, text[:start-n], true) {
			break
		}
		start -= n
	}
	for end < len(text) {
		r, n := utf8.DecodeRuneInString(text[end:])
		if !valueJoined(r, text[end+n:], false) {
			break
		}
		end += n
	}
	words := len(strings.Fields(text[start:end]))
	for words < maxValueWords && start > 1 && text[start-1] == ' ' {
		s := strings.LastIndexByte(text[:start-1], ' ') + 1
		if s == 0 || !valueWord(text[s:start-1]) {
			break // the first word, or another kind of word
		}
		start, words = s, words+1
	}
	for words < maxValueWords && end+1 < len(text) && text[end] == ' ' {
		e := end + 1 + strings.IndexFunc(text[end+1:]+" ", func(r rune) bool { return r == ' ' })
		w := strings.TrimRight(text[end+1:e], closingPunct)
		if !valueWord(w) {
			break
		}
		end, words = end+1+len(w), words+1
	}
	return text[start:end]
}

// valueJoined reports whether r, met beside a value (before it when before is set), is
// part of it: a letter, digit or mark, or a joiner ("-", "_", ".", "/",
// ":", "@", "#", "+", "%") with a letter or digit past it in rest (the text on r's far side),
// so that "84.20" is one value and "$84.20-" ends before its hyphen.
func valueJoined(r rune, rest string, before bool) bool {
	if unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r) {
		return true
	}
	if !strings.ContainsRune("-_./:@#+%", r) {
		return false
	}
	var far rune
	if before {
		far, _ = utf8.DecodeLastRuneInString(rest)
	} else {
		far, _ = utf8.DecodeRuneInString(rest)
	}
	return unicode.IsLetter(far) || unicode.IsDigit(far)
}

// valueWord reports whether w, a word beside a value, belongs to it: it begins with a
// capital letter or a digit and holds only letters, digits and joiners ("Oak", "12",
// "B-12"), not "from" nor "Boston,".
func valueWord(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	if w == "" || !unicode.IsUpper(r) && !unicode.IsDigit(r) {
		return false
	}
	return strings.IndexFunc(w, func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && !strings.ContainsRune("-_./:@#+%", r)
	}) < 0
}

// valueToken is a word split at spaces without its closing punctuation (any but ASCII's
// too: "？", "‽"), the quotation marks around it, a currency sign before it nor the
// characters that show nothing at either end (invisible.Is: a right-to-left mark)
// ("$84.20," is "84.20", "“ci-deploy”" is "ci-deploy"), as a form's field takes it.
func valueToken(w string) string {
	w = strings.TrimLeftFunc(w, invisible.Is)
	w = strings.TrimLeft(w, openingQuotes)
	w = strings.TrimLeftFunc(w, func(r rune) bool { return unicode.Is(unicode.Sc, r) })
	return strings.TrimRightFunc(w, func(r rune) bool {
		return strings.ContainsRune(closingPunct, r) || invisible.Is(r) || r >= 0x80 && unicode.IsPunct(r) // "？", "‽", a right-to-left mark
	})
}

// rejoined returns the one word of a and the one of b, at the same place among their
// words (split at spaces; valueToken), that differ only in the characters joining their
// letters and digits ("ci-deploy" and "ci_deploy", "api-node-3" and "api.node.3") or, for
// a name of joined words or with a digit past the first word, in letter case where b
// gives capitals a does not have ("CI-DEPLOY" for "ci-deploy": a name typed is typed as
// written; not "sk482" for "SK482", nor any word of a b written all in capitals); "", ""
// when a and b differ otherwise or not at all.
func rejoined(a, b string) (string, string) {
	fa, fb := strings.Fields(a), strings.Fields(b)
	shouted := !strings.ContainsFunc(b, unicode.IsLower) // "REBOOT THE SERVER API-NODE-3" says nothing by its capitals
	if len(fa) != len(fb) {
		return "", "" // "pick-up" and "pick up" are the same words
	}
	var wa, wb string
	for i := range fa {
		x, y := valueToken(fa[i]), valueToken(fb[i])
		if x == y || strings.EqualFold(x, y) && (i == 0 || shouted || !joinedName(x) && !strings.ContainsAny(x, "0123456789") || !capsAdded(x, y)) {
			continue // a word in other letter case; not a name such as "ci-deploy" given capitals
		}
		if wa != "" || !slices.Equal(lowerWords(x), lowerWords(y)) {
			return "", ""
		}
		wa, wb = x, y
	}
	return wa, wb
}

// capsAdded reports whether b, a word that equals a but for letter case, has a capital
// where a has a small letter ("CI-Deploy" against "ci-deploy").
func capsAdded(a, b string) bool {
	ra, rb := []rune(a), []rune(b)
	for i := range min(len(ra), len(rb)) {
		if unicode.IsUpper(rb[i]) && unicode.IsLower(ra[i]) {
			return true
		}
	}
	return false
}

// quotedWider returns the value the query quotes wider than c's route types it: "“Standup
// at 9am”" of "Create an event called “Standup at 9am” on Jun 3" where the route of "…
// called Standup at 9am on Jun 3" types "Standup" (the title is then "Standup at 9am",
// the time none). The value's stored is the typed value as the request writes it, typed
// the step's value, with the byte offsets of the quote in query; false when every quoted
// value is one the route types whole, or begins with none it types.
func quotedWider(c *scoredPattern, query string) (retypedValue, [2]int, bool) {
	if !strings.ContainsAny(query, "'\"“‘") || !quoted.MatchString(query) {
		return retypedValue{}, [2]int{}, false
	}
	p := c.whole()
	sw, ss := lowerWords(c.p.Intent), wordSpans(c.p.Intent)
	if p == nil || len(sw) != len(ss) {
		return retypedValue{}, [2]int{}, false
	}
	for _, loc := range quoted.FindAllStringIndex(query, -1) {
		inner := strings.TrimSpace(strings.Trim(query[loc[0]:loc[1]], `"'“”‘’`))
		iw := lowerWords(inner)
		if len(iw) < 2 || typesWhole(p.Steps, inner) {
			continue
		}
		for _, st := range p.Steps {
			vw := lowerWords(withoutPlaceholders(st.Value))
			if !typesValue(st.Action) || len(vw) == 0 || len(vw) >= len(iw) || !slices.Equal(iw[:len(vw)], vw) {
				continue
			}
			for i := 0; i+len(vw) <= len(sw); i++ { // the typed value as the request writes it
				if slices.Equal(sw[i:i+len(vw)], vw) {
					v := retypedValue{stored: c.p.Intent[ss[i][0]:ss[i+len(vw)-1][1]], query: query[loc[0]:loc[1]], typed: st.Value}
					return v, [2]int{loc[0], loc[1]}, true
				}
			}
		}
	}
	return retypedValue{}, [2]int{}, false
}

// quotedOtherwise returns the value the query quotes where c's request quotes one its
// route types whole, when the two differ only in words a request's terms leave out or in
// letter case: "“he ran into the bank”" or "“he ran to a bank”" for "“he ran to the
// bank”", "“welcome to the team”" for "“Welcome to the team”". Typed as the route types
// it, such a value would be the request's, not the query's. The value's stored is the
// request's quoted text (inside the quotes), with the byte offsets of the query's; false
// when there is none.
func quotedOtherwise(c *scoredPattern, query string) (retypedValue, [2]int, bool) {
	if !strings.ContainsAny(query, "'\"“‘") || !quoted.MatchString(query) || !quoted.MatchString(c.p.Intent) {
		return retypedValue{}, [2]int{}, false
	}
	p := c.whole()
	if p == nil {
		return retypedValue{}, [2]int{}, false
	}
	inner := func(q string) string { return strings.TrimSpace(strings.Trim(q, `"'“”‘’`)) }
	for _, sq := range quoted.FindAllString(c.p.Intent, -1) {
		si := inner(sq)
		k := wholeStep(p.Steps, si)
		if k < 0 {
			continue
		}
		for _, loc := range quoted.FindAllStringIndex(query, -1) {
			if qi := inner(query[loc[0]:loc[1]]); qi != si && slices.Equal(termsOf(qi), termsOf(si)) {
				at := loc[0] + strings.Index(query[loc[0]:loc[1]], qi)
				return retypedValue{stored: si, query: qi, typed: p.Steps[k].Value}, [2]int{at, at + len(qi)}, true
			}
		}
	}
	return retypedValue{}, [2]int{}, false
}

// typesWhole reports whether a step of steps types or picks v as its whole value (letter
// case aside).
func typesWhole(steps []RouteStep, v string) bool { return wholeStep(steps, v) >= 0 }

// wholeStep returns the index of the first step of steps that types or picks v as its
// whole value (letter case aside), -1 for none.
func wholeStep(steps []RouteStep, v string) int {
	return slices.IndexFunc(steps, func(s RouteStep) bool {
		return typesValue(s.Action) && strings.EqualFold(strings.TrimSpace(s.Value), strings.TrimSpace(v))
	})
}

// reordersValue reports whether intent (a query) names the words of a value the route
// types next to one another but in another order than the route types them, while stored
// (the route's intent) names them in the route's order: "48 St Elm" against a route that
// fills in "48 Elm St", "Louis St" against "St Louis". The words of a date may come in
// either order ("12 June" is "June 12"), and a comma between them puts a surname first
// ("Park, Dana"): neither counts. Values of 2 to maxValueWords words, none repeated.
func reordersValue(intent, stored string, steps []RouteStep) bool {
	for _, s := range steps {
		if !typesValue(s.Action) {
			continue
		}
		vw, _ := spanWords(withoutPlaceholders(s.Value))
		if len(vw) < 2 || len(vw) > maxValueWords || slices.ContainsFunc(vw, dateWord) || repeats(vw) {
			continue
		}
		if runOrder(stored, vw) == runInOrder && runOrder(intent, vw) == runReordered {
			return true
		}
	}
	return false
}

// How runOrder finds a value's words in a text.
const (
	runAbsent    = iota // not all of them next to one another
	runInOrder          // next to one another, in the value's order
	runReordered        // next to one another in another order, no comma between
)

// runOrder reports how text names the lower-case words vw (none repeated): in their
// order somewhere, or only in another order of the words that are not numbers (a house
// number goes first or last by country: "Elm St 48" is "48 Elm St").
func runOrder(text string, vw []string) int {
	words, spans := spanWords(text)
	found := runAbsent
	for i := 0; i+len(vw) <= len(words); i++ {
		run := words[i : i+len(vw)]
		switch {
		case slices.Equal(run, vw):
			return runInOrder
		case found == runAbsent && samePermutation(run, vw) && !slices.Equal(lettered(run), lettered(vw)) &&
			!strings.Contains(text[spans[i][1]:spans[i+len(vw)-1][0]], ","):
			found = runReordered
		}
	}
	return found
}

// spanWords returns the words of s (wordSpans) each in lower case, and their spans: word
// by word, so that the two stay one to one whatever lower case does to a letter's length.
func spanWords(s string) ([]string, [][2]int) {
	spans := wordSpans(s)
	words := make([]string, len(spans))
	for i, sp := range spans {
		words[i] = strings.ToLower(s[sp[0]:sp[1]])
	}
	return words, spans
}

// samePermutation reports whether a holds the words of b (none repeated) in any order.
func samePermutation(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for _, w := range b {
		if !slices.Contains(a, w) {
			return false
		}
	}
	return true
}

// lettered returns the words of ws that are not numbers, in order.
func lettered(ws []string) []string {
	return slices.DeleteFunc(slices.Clone(ws), func(w string) bool { return isNumberTerm(w) })
}

// repeats reports whether a word comes twice in ws.
func repeats(ws []string) bool {
	for i, w := range ws {
		if slices.Contains(ws[i+1:], w) {
			return true
		}
	}
	return false
}

// dateWord reports whether the lower-case word w names a month ("june", "jun").
func dateWord(w string) bool {
	t := termsOf(w)
	return len(t) == 1 && months[t[0]]
}

// wordsAroundName reports whether s, a stretch of an intent as written, holds a name (a
// word with a capital letter after its first word) and begins or ends with a word in lower
// case: "was Alan Turing born" against "did Grace Hopper die" differs in the question's
// words as well as in the name, which is all a route that takes an input types.
func wordsAroundName(s string) bool {
	ws := strings.Fields(s)
	if len(ws) < 2 {
		return false
	}
	capital := func(w string) bool { r, _ := utf8.DecodeRuneInString(w); return unicode.IsUpper(r) }
	lower := func(w string) bool { r, _ := utf8.DecodeRuneInString(w); return unicode.IsLower(r) }
	named := slices.ContainsFunc(ws[1:], capital)
	return named && (lower(ws[0]) || lower(ws[len(ws)-1]))
}

// retypesQuoted reports whether qm, up to four words of the query, stand in the place of
// sm, the whole of a value its request quotes (stored, as written: `add a task "Buy milk"`),
// that the route types or takes as an input: the quotes said sm is a value whatever its
// words ("buy", "pay" of "Pay rent" are verbs elsewhere), and the query's words in that
// place are one too, quoted or not ("add a task Pay rent to my Inbox").
func retypesQuoted(c *scoredPattern, qm, sm []string, qs, stored string, sw []alignedWord, page map[string]bool) bool {
	p := c.whole()
	if p == nil || len(qm) == 0 || len(qm) > 4 || namesPage(sm, page) || !quotedAround(stored, sw[0].at[0], sw[len(sw)-1].at[1]) {
		return false
	}
	if slices.ContainsFunc(qm, func(w string) bool { return joinsOrParts[w] || negators[w] }) {
		return false
	}
	return sameShape(qm, sm, qs, spanText(stored, sw)) && (typesRun(p.Steps, sm) || takesInput(p.Steps))
}

// quotedAround reports whether s[i:j] is all a quoted stretch of s holds: a quote mark
// right before it and its closing one right after.
func quotedAround(s string, i, j int) bool {
	open, _ := utf8.DecodeLastRuneInString(s[:i])
	shut, _ := utf8.DecodeRuneInString(s[j:])
	switch open {
	case '"', '\'':
		return shut == open
	case '“':
		return shut == '”'
	case '‘':
		return shut == '’'
	case '«':
		return shut == '»'
	}
	return false
}

// retypeList returns the values of c's request and the query's in their place that
// retypedWarning names, for Recall.Retype: none when one of them may be read two ways (clash,
// orElse) or says more than the other (more), which the warning asks to check first; none
// for a value the query's intent (as masked) holds as a secret's placeholder. One
// value the route's steps do not type as written is typed as the route's one input, when
// it has one.
func retypeList(c *scoredPattern, intent string) []Retype {
	out := []Retype{}
	for _, v := range c.retyped {
		if v.clash != "" || v.orElse != "" || v.more != "" {
			return []Retype{}
		}
		if maskedIn(intent, v.query) {
			continue // the query's own secret, masked ("{{email}}"): the agent types what it asked with
		}
		r := Retype{Stored: v.stored, Value: v.query, Click: c.reclicked}
		if v.typed != "" && !containsWords(v.typed, v.stored) {
			r.Typed = v.typed
		}
		out = append(out, r)
	}
	if len(out) == 1 && out[0].Typed == "" {
		// A route whose runs typed other values types its one input in their place
		// ("{{search_recipes}}"): that is where the value goes.
		if p := c.whole(); p != nil {
			if in := routeInputs(p.Steps); len(in) == 1 {
				out[0].Typed = "{{" + in[0] + "}}"
			}
		}
	}
	return out
}

// maskedIn reports whether value, a word of intent as the query reads it, is the name of a
// placeholder redaction put in intent ("email" of "{{email}}" or "{{email_2}}"): a secret
// the query named, not a value to type.
func maskedIn(intent, value string) bool {
	return strings.Contains(intent, "{{"+value+"}}") || strings.Contains(intent, "{{"+value+"_")
}
