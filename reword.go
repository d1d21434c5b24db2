package waymark

import (
	"cmp"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/waymark-dev/waymark/internal/redact"
)

// A query may ask a route's own request in other words: another value where the route
// types one ("Scale checkout-api to 10 instances" against "… to 6 instances", whose steps
// fill "6"; "Send an email to Alice …" against "… to Bob …"), or a word of the same meaning ("Delete my newest post" against "Delete my
// latest post"). rewordedReading weighs such a route with the request's words in place of
// the query's, so that it counts as recorded for this request rather than for another.

// rewordedReading returns the reading to weigh c by when the query's intent differs from
// c's request in one stretch of words only, and that stretch is
//   - a value where the request names another that the route types or picks (typesWord,
//     valueWords: "10" for "6", "Alice" for "Bob" in "Send an email to Bob saying hi";
//     a time, "10am" for "9am" that the route types as "9:00 AM": typesHour; any word
//     of a route that takes an input, takesInput), or up to four words where the route
//     types or picks the request's words or takes an input (typesRun, valueRun: "Oak
//     Avenue" for the "Main Street" it picks, "$95.10" for the "84.20" it fills):
//     c.retyped keeps both, which holds the route at P2 (capRetyped) and names them in a
//     warning (retypedWarning), for the new value is to be typed in the old one's place;
//     not a word of the page's URL (page, pageTerms), which names the record the route
//     acts on ("Delete the bucket my-data" on /buckets/my-logs);
//   - words of the same meaning (sameMeaning: "newest", "most recent" for "latest"; "pick
//     up" for "pickup", "6 pm" for "6pm", "18:00" for "6pm": sameMoment), a currency's
//     name for its sign ("84.20 dollars" for "$84.20": namesSign), or words that ask
//     nothing (courtesyWords: "me" of "Enroll me in autopay"): the route is the request's;
//   - one word misspelt (misspelt: "metfromin" for "metformin"), not one the route types:
//     the route is the request's, and c.misspelt keeps both words for capRetyped and the
//     warning.
//
// Words before either's verb (leadIns: "Please", "Can you") and articles are not
// compared, and a query whose first clause, up to a comma, is its request's last ("With
// my saved card, pay my bill" against "Pay my bill with my saved card") is the request.
// The reading is that of the request, after the query's lead-ins and before its closing
// punctuation, when the two mean the same; that of the query with the request's value in
// place of its own when it retypes one; read itself for any other query.
func rewordedReading(c *scoredPattern, read *reading, page map[string]bool) *reading {
	qw, sw := alignedWords(read.intent), alignedWords(c.p.Intent)
	if qw == nil || sw == nil {
		return read // a letter whose lower case splits otherwise: leave it
	}
	qa, sa := leadIn(qw), leadIn(sw)
	if qa == len(qw) || sa == len(sw) || otherOrder(read.order, sortOrder(c.p.Intent)) {
		return read // "low to high" for "high to low": another order, no value to retype
	}
	if v, at, ok := quotedWider(c, read.intent); ok {
		// A value quoted wider than the route types it ("called “Standup at 9am”" where
		// it types "Standup"): another value, whatever the words around it; read with
		// the request's in its place.
		c.retyped = []retypedValue{v}
		c.weighedAsRequest()
		intent := read.intent[:at[0]] + v.stored + read.intent[at[1]:]
		return readQuery(intent, intentTerms(intent))
	}
	if v, at, ok := quotedOtherwise(c, read.intent); ok {
		// "“he ran into the bank”" for "“he ran to the bank”": another value in words the
		// terms leave out; read with the request's in its place.
		c.retyped = []retypedValue{v}
		c.weighedAsRequest()
		intent := read.intent[:at[0]] + v.stored + read.intent[at[1]:]
		return readQuery(intent, intentTerms(intent))
	}
	if intent, ok := withoutCourtesy(read.intent, qw, sw, qa, sa); ok {
		// "Book me a table for two at 19:00 on 12 June please": no word of it asks more.
		if r, ok := readAgain(c, read.intent, intent, page); ok {
			return r
		}
	}
	if intent, ok := partyCounted(read.intent); ok {
		// "Book a table for the two of us", "… for me and my wife": a party of two.
		if r, ok := readAgain(c, read.intent, intent, page); ok {
			return r
		}
	}
	if intent, ok := withSameLead(read.intent, c.p.Intent, qw, sw, qa, sa, readsOnly(c)); ok {
		// "Find blue shoes" against "Search for red shoes", "Reserve a table for 2 at 7 pm"
		// against "Book a table for 2 at 7pm": the same verb in other words.
		if r, ok := readAgain(c, read.intent, intent, page); ok {
			return r
		}
	}
	if intent, ok := withKindFirst(read.intent, c.p.Intent, qw, sw, qa, sa); ok {
		// "Delete the acme/widget repo" against "Delete the repository acme/widget": a name
		// and its kind in the other order.
		if r, ok := readAgain(c, read.intent, intent, page); ok {
			return r
		}
	}
	if frontClause(read.intent, qw[qa:], sw[sa:]) {
		return restOf(c, read, qw[qa:], sw[sa:])
	}
	n := 0 // the words both share after the lead-ins
	for qa+n < len(qw) && sa+n < len(sw) && qw[qa+n].w == sw[sa+n].w {
		n++
	}
	suf := 0
	for suf < len(qw)-qa-n && suf < len(sw)-sa-n && qw[len(qw)-1-suf].w == sw[len(sw)-1-suf].w {
		suf++
	}
	// A number is one value: "84.2" against "84.20" differs in all of it, not in "2", and
	// "0.8" against "8" in "0.8", not in "0" alone.
	for n > 0 && (numberGap(read.intent, qw, qa+n) || numberGap(c.p.Intent, sw, sa+n) ||
		clockGap(read.intent, qw, qa+n) && clockGap(c.p.Intent, sw, sa+n) && qw[qa+n].w != sw[sa+n].w) {
		n--
	}
	for suf > 0 && (numberGap(read.intent, qw, len(qw)-suf) || numberGap(c.p.Intent, sw, len(sw)-suf)) {
		suf--
	}
	qm, sm := qw[qa+n:len(qw)-suf], sw[sa+n:len(sw)-suf]
	if num, k, ok := scaleAdded(texts(qw[:qa+n]), texts(qm), texts(sm)); ok && c.whole() != nil && typesWord(c.whole().Steps, num) {
		// "68°F" for "68 degrees": the same number, in a scale one request leaves unsaid.
		c.retyped = []retypedValue{{stored: valueOf(c.p.Intent, sw[sa+n-k:len(sw)-suf]),
			query: valueOf(read.intent, qw[qa+n-k:len(qw)-suf]), typed: typedValue(c.whole().Steps, []string{num}), more: "scale"}}
		return restOf(c, read, qw[qa:], sw[sa:])
	}
	if k, j, qd, sd, ok := datedMore(texts(qw[:qa+n]), texts(qm), texts(sm), texts(qw[len(qw)-suf:])); ok && c.whole() != nil {
		if typed := typedDate(c.whole().Steps, qd.month, qd.day); typed != "" {
			// "Friday, June 12" or "June 12, 2026" for "June 12": a day the route's run may not have been.
			c.retyped = []retypedValue{{stored: spanText(c.p.Intent, sw[sa+n-k:len(sw)-suf+j]),
				query: spanText(read.intent, qw[qa+n-k:len(qw)-suf+j]), typed: typed, more: "year or day of the week"}}
			// "Monday, June 12" for "June 12, 2026", a Friday: one of the two names the wrong day.
			// The year may be the typed value's only ("2026-03-14" for "March 14").
			ty, _, _, _ := monthDay(lowerWords(typed))
			both := aDate{year: cmp.Or(qd.year, sd.year, ty), month: qd.month, day: qd.day, weekday: cmp.Or(qd.weekday, sd.weekday)}
			if read.misdated.phrase == "" { // else the query's own date says so (misdatedWarning)
				c.retyped[0].clash = both.disagreement()
			}
			return restOf(c, read, qw[qa:], sw[sa:])
		}
	}
	if k, j, wd, other, ok := digitsDated(texts(qw[:qa+n]), texts(qm), texts(sm), texts(qw[len(qw)-suf:])); ok && c.whole() != nil {
		if typed := typedDate(c.whole().Steps, wd.month, wd.day); typed != "" {
			// "06/12/2026" for "June 12, 2026": the same date, or 6 December by the reader's country.
			if other != "" {
				c.retyped = []retypedValue{{stored: spanText(c.p.Intent, sw[sa+n-k:len(sw)-suf+j]),
					query: spanText(read.intent, qw[qa+n-k:len(qw)-suf+j]), typed: typed, orElse: other}}
			}
			return restOf(c, read, qw[qa:], sw[sa:])
		}
	}
	switch {
	case len(qm) == 0 && len(sm) == 0:
		if slices.Equal(lowerWords(read.intent), lowerWords(c.p.Intent)) {
			if sv, qv := rejoined(c.p.Intent, read.intent); sv != "" && qv != "" {
				if p := c.whole(); p != nil && typesRun(p.Steps, lowerWords(sv)) {
					// The same words joined otherwise in a value the route types
					// ("ci_deploy" for the name "ci-deploy" it fills): another value.
					c.retyped = []retypedValue{{stored: sv, query: qv, typed: typedValue(p.Steps, lowerWords(sv))}}
					c.weighedAsRequest()
				}
			}
			if (quoted.MatchString(read.intent) || quoted.MatchString(c.p.Intent)) && !slices.Equal(read.terms, c.p.IntentTerms) {
				// The same words, a value quoted in one only ("named “ci-deploy”"): the
				// quotes told a value's words from the request's verbs (quoteActions).
				return restOf(c, read, qw[qa:], sw[sa:])
			}
			return read // the same words
		}
		return restOf(c, read, qw[qa:], sw[sa:]) // but for articles and lead-ins
	case rangeJoin(read.intent, qw, qa+n, qm, sm):
		return restOf(c, read, qw[qa:], sw[sa:]) // "July 3 through July 5", "Jul 3 - Jul 5"
	case headcount(texts(qw[:qa+n]), texts(qm), texts(sm), texts(qw[len(qw)-suf:]), c.whole):
		return restOf(c, read, qw[qa:], sw[sa:]) // "a party of 2", "2 guests" where the route picks "2 people"
	case len(qm) == 0 || len(sm) == 0:
		if namesSign(texts(qm), c.p.Intent) || namesSign(texts(sm), read.intent) {
			return restOf(c, read, qw[qa:], sw[sa:]) // "84.20 dollars" for "$84.20"
		}
		if n > 0 && (unitOfTyped(c, qw[qa+n-1].w, append(texts(qm), texts(sm)...)) || sharpAfter(texts(qw[:qa+n]), texts(qm), texts(sm))) {
			return restOf(c, read, qw[qa:], sw[sa:]) // "for 2 people" where the route picks "2 people"; "at 6pm sharp"
		}
		if !courtesyOnly(qm) || !courtesyOnly(sm) || speakerJoined(read.intent, qm) {
			return read
		}
		return restOf(c, read, qw[qa:], sw[sa:]) // "Enroll me in autopay"
	}
	if sameMeaning(texts(qm), texts(sm)) {
		if p := c.whole(); p != nil && strings.Join(texts(qm), "") == strings.Join(texts(sm), "") && typesRun(p.Steps, texts(sm)) &&
			!unitCut(texts(qm)) && !unitCut(texts(sm)) {
			// The same letters cut otherwise in a value the route types ("cideploy" for the
			// name "ci-deploy" it fills): another value, to type in its place; not a
			// number cut from its unit ("8GB" for "8 GB").
			c.retyped = []retypedValue{{stored: valueOf(c.p.Intent, sm), query: valueOf(read.intent, qm), typed: typedValue(p.Steps, texts(sm))}}
			c.weighedAsRequest()
			return replaced(read, qm, c.p.Intent, sm)
		}
		return restOf(c, read, qw[qa:], sw[sa:]) // the request's words throughout
	}
	if len(qm) == 1 && len(sm) == 1 && misspelt(qm[0].w, sm[0].w) {
		if p := c.whole(); p != nil && !typesWord(p.Steps, sm[0].w) { // a value typed is retyped below
			c.misspelt = [][2]string{{spanText(read.intent, qm), spanText(c.p.Intent, sm)}}
			return restOf(c, read, qw[qa:], sw[sa:]) // "metfromin" for "metformin"
		}
	}
	if len(qm) > 1 && len(sm) > 1 && misspelt(qm[0].w, sm[0].w) {
		// A word misspelt before more that differ ("Add 2 meduim blue t-shrits …"): the
		// request's word in its place, the rest read again; every misspelling is named.
		if p := c.whole(); p != nil && !typesWord(p.Steps, sm[0].w) {
			first := [2]string{spanText(read.intent, qm[:1]), spanText(c.p.Intent, sm[:1])}
			intent := read.intent[:qm[0].at[0]] + c.p.Intent[sm[0].at[0]:sm[0].at[1]] + read.intent[qm[0].at[1]:]
			if r, ok := readAgain(c, read.intent, intent, page); ok {
				c.misspelt = append([][2]string{first}, c.misspelt...)
				return r
			}
		}
	}
	if n > 0 && len(qm) > 1 && len(sm) > 0 && qm[0].w != sm[0].w && unitOfTyped(c, qw[qa+n-1].w, []string{qm[0].w}) {
		// "for 2 people at 19:00" where the route picks "2 people" for "for 2 at 7pm": the
		// unit said, the rest read again.
		if r, ok := readAgain(c, read.intent, read.intent[:qm[0].at[0]]+strings.TrimLeft(read.intent[qm[0].at[1]:], " "), page); ok {
			return r
		}
	}
	if i, j, ok := anchoredSame(qm, sm); ok {
		// Two stretches differ, the first in words of the same meaning: the query with the
		// request's words in their place is read again ("Reserve a table for two at 7 pm"
		// against "Book a table for 2 at 7pm").
		intent := read.intent[:qm[0].at[0]] + c.p.Intent[sm[0].at[0]:sm[j-1].at[1]] + read.intent[qm[i-1].at[1]:]
		if r, ok := readAgain(c, read.intent, intent, page); ok {
			return r
		}
	}
	if i, j, ok := leadSame(qm, sm); ok {
		// Two differences side by side, the first in words of the same meaning: read again
		// with the request's words for it ("Disable auto-renewal …" against "Turn off
		// auto-renew …").
		intent := read.intent[:qm[0].at[0]] + c.p.Intent[sm[0].at[0]:sm[j-1].at[1]] + read.intent[qm[i-1].at[1]:]
		if r, ok := readAgain(c, read.intent, intent, page); ok {
			return r
		}
	}
	if n == 0 {
		return read // the verb itself differs: a value never leads a request
	}
	quotedValue := false // the request quotes the value; the query names another unquoted
	retyped := func() []retypedValue {
		return []retypedValue{{stored: valueOf(c.p.Intent, sm), query: valueOf(read.intent, qm), typed: typedValue(c.whole().Steps, texts(sm))}}
	}
	qs, ss := spanText(read.intent, qm), spanText(c.p.Intent, sm)
	if vs := twoRetyped(c, read.intent, qm, sm, page); vs != nil {
		c.retyped = vs // "July 10 to July 12" for "July 3 to July 5"
		if len(vs) == 2 && vs[0].stored == vs[1].stored && vs[0].query == vs[1].query {
			// Two words of one value ("Logitech … M720" for "Wireless … M100"): one value.
			c.retyped = vs[:1]
			c.reclicked = reclicks(c, texts(qm), texts(sm), ss, page) || clicksTyped(c.whole(), vs[0].typed)
		}
	} else if retypes(c, texts(qm), texts(sm), qs, ss, page) {
		c.retyped = retyped()
		// a search for it, then its result: the value clicked as it is, or as the input typed
		c.reclicked = clicksValue(c.whole(), texts(sm)) || clicksTyped(c.whole(), c.retyped[0].typed)
	} else if retypesQuoted(c, texts(qm), texts(sm), qs, c.p.Intent, sm, page) {
		c.retyped, quotedValue = retyped(), true
	} else if reclicks(c, texts(qm), texts(sm), ss, page) {
		c.reclicked = true
		c.retyped = []retypedValue{{stored: valueOf(c.p.Intent, sm), query: valueOf(read.intent, qm)}} // as written: "Bob", "Alice"
	} else {
		return read
	}
	c.weighedAsRequest()
	if quotedValue {
		// Read with the request's value in its quotes: its words are a value's, not verbs.
		i, j := sm[0].at[0], sm[len(sm)-1].at[1]
		_, before := utf8.DecodeLastRuneInString(c.p.Intent[:i])
		_, after := utf8.DecodeRuneInString(c.p.Intent[j:])
		intent := plainDays(read.intent[:qm[0].at[0]] + c.p.Intent[i-before:j+after] + read.intent[qm[len(qm)-1].at[1]:])
		return readQuery(intent, intentTerms(intent))
	}
	return replaced(read, qm, c.p.Intent, sm)
}

// unitOfTyped reports whether a number, num, and the words one request adds after it,
// more, make a value a step of c's route types or picks as it is: "2 people" of "Book a
// table for 2 people" where the route picks "2 people" for "Book a table for 2".
func unitOfTyped(c *scoredPattern, num string, more []string) bool {
	if !digitsOnly(num) || len(more) == 0 || len(more) > 2 || slices.ContainsFunc(more, digitsOnly) {
		return false // a unit is words: "12" and "2025" of "06/12/2025" are not "12 2025"
	}
	p := c.whole()
	return p != nil && typesRun(p.Steps, append([]string{num}, more...))
}

// numberGap reports whether words i-1 and i of ws, words of s, are digits joined by a
// decimal point or a thousands separator ("84" and "20" of "84.20", "8" and "420" of
// "8,420"): parts of one number.
func numberGap(s string, ws []alignedWord, i int) bool {
	if i <= 0 || i >= len(ws) || !digitsOnly(ws[i-1].w) || !digitsOnly(ws[i].w) {
		return false
	}
	gap := s[ws[i-1].at[1]:ws[i].at[0]]
	return gap == "." || gap == ","
}

// clockGap reports whether words i-1 and i of ws, words of s, are an hour and its minutes
// ("7" and "30pm" of "7:30pm"): a shared hour is no shared word when the rest of the time
// differs in form ("7:30 in the evening" against "7:30pm").
func clockGap(s string, ws []alignedWord, i int) bool {
	if i <= 0 || i >= len(ws) || !digitsOnly(ws[i-1].w) || s[ws[i-1].at[1]:ws[i].at[0]] != ":" {
		return false
	}
	w := ws[i].w
	return len(w) >= 2 && digitsOnly(w[:2]) // "30", "30pm"
}

// retypes reports whether qm, words of the query (its text qs), stand in the place of sm,
// words of c's request (its text ss), as a value the route is to type instead (see
// rewordedReading).
func retypes(c *scoredPattern, qm, sm []string, qs, ss string, page map[string]bool) bool {
	p := c.whole()
	if p == nil || namesPage(sm, page) {
		return false // "my-data" for "my-logs" on /buckets/my-logs: another record's page
	}
	if len(qm) == 1 && len(sm) == 1 {
		return valueWords(qm[0], sm[0]) && (typesWord(p.Steps, sm[0]) || typesHour(p.Steps, sm[0]) || takesInput(p.Steps))
	}
	if (takesInput(p.Steps) || typesRun(p.Steps, sm)) && productName(qm, qs) && productName(sm, ss) && !wordsAroundName(qs) && !wordsAroundName(ss) {
		return true // "USB-C Hub 7-in-1" for "Wireless Mouse M100", typed into the route's input or as it is
	}
	return (valueRun(qm) || joinedName(qs)) && (valueRun(sm) || joinedName(ss)) && sameShape(qm, sm, qs, ss) &&
		(typesRun(p.Steps, sm) || takesInput(p.Steps) && !wordsAroundName(qs) && !wordsAroundName(ss))
}

// joinedName reports whether s, a stretch of an intent as written, is one name of words
// joined without a space ("staging-sync", "ci_deploy"): its words are a name's, though one
// is an action's ("sync", "deploy").
func joinedName(s string) bool {
	return len(lowerWords(s)) > 1 && len(lowerWords(s)) <= 4 && !strings.ContainsFunc(s, unicode.IsSpace)
}

// reclicks reports whether qm, words of the query, stand in the place of sm, words of c's
// request (ss as written) that name an element the route clicks ("14C" of a seat map's
// button, "Dana Lee" of a row): one to four words each that may be values (valueRun),
// the request's written as a name (a digit, or a capital letter where no sentence
// begins), none of them a word of the page's URL, and the click's accessible name holds
// sm in a row and at most two words more, none of them an action ("Select Dana Lee";
// not "Add to Cart", which names what the click does).
func reclicks(c *scoredPattern, qm, sm []string, ss string, page map[string]bool) bool {
	if r, _ := utf8.DecodeRuneInString(ss); !unicode.IsUpper(r) && !strings.ContainsAny(ss, "0123456789") {
		return false
	}
	p := c.whole()
	if p == nil || namesPage(sm, page) || !valueRun(qm) || !valueRun(sm) || len(qm) != len(sm) && !sameShape(qm, sm, strings.Join(qm, " "), strings.Join(sm, " ")) {
		return false
	}
	return clicksValue(p, sm)
}

// clicksValue reports whether a step of p clicks an element whose accessible name holds sm
// in a row and at most two words more, none of them an action (see reclicks).
func clicksValue(p *Pattern, sm []string) bool {
	if p == nil {
		return false
	}
	for _, s := range p.Steps {
		if s.Action != ActionClick || s.Name == "" {
			continue
		}
		nw := lowerWords(s.Name)
		if len(nw) > len(sm)+2 {
			continue
		}
		for i := 0; i+len(sm) <= len(nw); i++ {
			if slices.Equal(nw[i:i+len(sm)], sm) && !slices.ContainsFunc(append(slices.Clone(nw[:i]), nw[i+len(sm):]...), actionWord) {
				return true
			}
		}
	}
	return false
}

// namesPage reports whether a word of ws is a term of the page's URL (page, pageTerms): it
// names the record the route acts on there, no value it types.
func namesPage(ws []string, page map[string]bool) bool {
	return slices.ContainsFunc(ws, func(w string) bool { ts := termsOf(w); return len(ts) > 0 && page[ts[0]] })
}

// actionWord reports whether w is a verb that changes something (actionTerms,
// leadingActions, sameActions, commitTerms).
func actionWord(w string) bool {
	ts := termsOf(w)
	return len(ts) == 1 && (actionTerms[ts[0]] || leadingActions[ts[0]] || sameActions[ts[0]] != "" || commitTerms[ts[0]])
}

// numberRe finds a number as written, with its decimal point or thousands separators.
var numberRe = regexp.MustCompile(`\d+(?:[.,]\d+)*`)

// weighedAsRequest marks c as weighed with its request's words in the place of the
// query's: the warnings are not to read the query's words again (an empty, not nil, more).
func (c *scoredPattern) weighedAsRequest() {
	if c.more == nil {
		c.more = []string{}
	}
}

// spanText is the text of s from the first of ws to the last, as written.
func spanText(s string, ws []alignedWord) string { return s[ws[0].at[0]:ws[len(ws)-1].at[1]] }

// valueOf is the whole value of s that the words ws are part of (wholeValue): "api-node-3"
// for the "3" in which two requests differ.
func valueOf(s string, ws []alignedWord) string {
	return wholeValue(s, ws[0].at[0], ws[len(ws)-1].at[1])
}

// replaced is read with the words qm of its intent (one stretch, none empty) replaced by
// sm of the intent stored.
func replaced(read *reading, qm []alignedWord, stored string, sm []alignedWord) *reading {
	intent := plainDays(read.intent[:qm[0].at[0]] + spanText(stored, sm) + read.intent[qm[len(qm)-1].at[1]:])
	return readQuery(intent, intentTerms(intent))
}

// restOf is the reading of the query with its words after the lead-ins, qw, replaced by
// those of c's request, sw: the request itself, the query's lead-ins and closing
// punctuation kept.
func restOf(c *scoredPattern, read *reading, qw, sw []alignedWord) *reading {
	c.weighedAsRequest()
	stored := c.p.Intent
	if qw[0].at[0] > 0 && sw[0].at[0] == wordSpans(stored)[0][0] {
		// After the query's lead-ins ("I want to"), the request's first word is no longer
		// a sentence's: "Return" would read as a name.
		w := stored[sw[0].at[0]:sw[0].at[1]]
		if r, n := utf8.DecodeRuneInString(w); unicode.IsUpper(r) && (len(w) == n || !hasUpper(w[n:])) {
			stored = stored[:sw[0].at[0]] + string(unicode.ToLower(r)) + stored[sw[0].at[0]+n:]
		}
	}
	return replaced(read, qw, stored, sw)
}

func hasUpper(s string) bool { return strings.ContainsFunc(s, unicode.IsUpper) }

// courtesyWords ask nothing of a route where a request adds them: "Enroll me in
// autopay", "Renew my books please" ("my" is left out as an article is: alignedWords).
var courtesyWords = map[string]bool{"me": true, "please": true, "kindly": true, "pls": true, "plz": true, "thanks": true, "thx": true}

func courtesyOnly(ws []alignedWord) bool {
	return !slices.ContainsFunc(ws, func(w alignedWord) bool { return !courtesyWords[w.w] })
}

// frontClause reports whether the query's words after its lead-ins, qw, are the request's,
// sw, with the request's last words moved to the front and set off by a comma ("With my
// saved checking account, pay my electric bill of $84.20").
func frontClause(query string, qw, sw []alignedWord) bool {
	if len(qw) != len(sw) || len(qw) < 3 {
		return false
	}
	for k := 1; k < len(qw)-1; k++ {
		if !strings.Contains(query[qw[k-1].at[1]:qw[k].at[0]], ",") {
			continue
		}
		rot := append(texts(qw[k:]), texts(qw[:k])...)
		return slices.Equal(rot, texts(sw))
	}
	return false
}

// wordSpans returns the byte offsets [start, end) in s of the words lowerWords reads.
func wordSpans(s string) [][2]int {
	var out [][2]int
	start := -1
	for i, r := range s {
		in := unicode.IsLetter(r) || unicode.IsDigit(r)
		switch {
		case in && start < 0:
			start = i
		case !in && start >= 0:
			out = append(out, [2]int{start, i})
			start = -1
		}
	}
	if start >= 0 {
		out = append(out, [2]int{start, len(s)})
	}
	return out
}

// sameMeaning reports whether two different stretches of lower-case words name the same
// pick of a list (sameMeanings: "newest" and "most recent" are "latest"), the whole of it
// ("every email" and "all emails": a quantifier of everything before the same terms), or
// the same action (one word each, sameActions: "remove" and "delete"), or the same letters
// cut otherwise ("pick up", "pick-up" and "pickup").
func sameMeaning(a, b []string) bool {
	if len(a) == 1 && len(b) == 1 && everyWords[a[0]] && everyWords[b[0]] {
		return true // "every" for "all" before the same noun
	}
	if len(a) > 1 && len(b) > 1 && everyWords[a[0]] && everyWords[b[0]] {
		return slices.Equal(termsOf(strings.Join(a[1:], " ")), termsOf(strings.Join(b[1:], " ")))
	}
	if sameMoment(a, b) {
		return true // "18:00" and "6pm", "the 12th of June" and "June 12"
	}
	if shorthandFor(a, b) {
		return true // "mtg" and "meeting", "xfer" and "transfer"
	}
	ga, ok := sameMeanings[strings.Join(a, " ")]
	gb, okb := sameMeanings[strings.Join(b, " ")]
	if ok && okb {
		return ga == gb
	}
	if len(a) == 1 && len(b) == 1 {
		ta, tb := termsOf(a[0]), termsOf(b[0])
		if len(ta) == 1 && len(tb) == 1 && ta[0] != tb[0] && (sameActions[ta[0]] != "" || sameActions[tb[0]] != "") {
			return canonAction(ta[0]) == canonAction(tb[0]) // "remove" and "delete", "settle" and "pay"
		}
	}
	// "pick up" and "pickup", "6 pm" and "6pm"; not "84 20" ("$84.20") and "8420": the
	// numbers in them must be the same numbers
	return strings.Join(a, "") == strings.Join(b, "") && slices.Equal(numbersIn(a), numbersIn(b))
}

// numbersIn returns the numbers in words, in order: "6pm" and "6", "pm" give ["6"], "84",
// "20" ["84", "20"].
func numbersIn(words []string) []string { return numberRe.FindAllString(strings.Join(words, " "), -1) }

// everyWords are the quantifiers that take every one of a kind.
var everyWords = map[string]bool{"all": true, "every": true, "each": true}

// valueWords reports whether q, a word of the query, can stand in the place of s, one of
// the stored request (both lower case), as a value typed: two numbers, or two words that
// are each a term of their own (a stop word is none) and not the same, none of them an
// action ("delete"; not the name of an account such as "checking", accountNames), a
// negation, a deferral ("tomorrow") or a quantifier ("all"), which change what is done
// rather than what is typed.
func valueWords(q, s string) bool {
	if digitsOnly(q) || digitsOnly(s) {
		return digitsOnly(q) && digitsOnly(s)
	}
	if _, ok := clockHour(q); ok {
		_, ok = clockHour(s)
		return ok // "10am" for "9am"
	}
	tq, ts := termsOf(q), termsOf(s)
	if len(tq) != 1 || len(ts) != 1 || tq[0] == ts[0] {
		return false
	}
	for _, w := range []string{q, s} {
		t := termsOf(w)[0]
		if (actionTerms[t] || leadingActs[t]) && !accountNames[w] || negators[w] || deferrals[w] || quantifiers[w] || retractions[w] {
			return false
		}
	}
	return true
}

// accountNames are the words of the names of a bank's accounts that are also actions' words
// ("Transfer $50 to checking": the account, not the verb check).
var accountNames = map[string]bool{"checking": true, "chequing": true, "savings": true, "spending": true, "billing": true}

// clockHour returns the hour and half of the day of a time written as one word, "9am" or
// "11pm" (hours 1 to 12, as "9 am"), and whether w is one.
func clockHour(w string) (string, bool) {
	h, half := w[:max(0, len(w)-2)], w[max(0, len(w)-2):]
	if half != "am" && half != "pm" {
		return "", false
	}
	if n, err := strconv.Atoi(h); err != nil || n < 1 || n > 12 || h[0] == '0' {
		return "", false
	}
	return h + " " + half, true
}

// typesHour reports whether a step of steps types or picks the time of w, a word of
// clockHour ("9am"), as a form writes it ("9:00 AM", "9 am").
func typesHour(steps []RouteStep, w string) bool {
	hh, ok := clockHour(w)
	if !ok {
		return false
	}
	h, half, _ := strings.Cut(hh, " ")
	for _, s := range steps {
		ws := lowerWords(withoutPlaceholders(s.Value))
		if typesValue(s.Action) && len(ws) >= 2 && ws[0] == h && slices.Contains(ws[1:], half) {
			return true
		}
	}
	return false
}

// takesInput reports whether a step of steps types or picks a route's input, a value its
// runs varied ("{{search_recipes}}": template.go), not a masked value ("{{email}}",
// "{{password_2}}"): the word of the request in the place of the query's went there.
func takesInput(steps []RouteStep) bool {
	for _, s := range steps {
		if !typesValue(s.Action) {
			continue
		}
		for _, ph := range placeholders(s.Value) {
			name := ph
			if i := strings.LastIndexByte(name, '_'); i > 0 && strings.Trim(name[i+1:], "0123456789") == "" {
				name = name[:i]
			}
			if !redact.IsClass(name) {
				return true
			}
		}
	}
	return false
}

// sameNumeral reports whether two words are the same, or the same number written with
// leading zeros or without ("03" and "3"; not "30").
func sameNumeral(a, b string) bool {
	if a == b {
		return true
	}
	za, zb := strings.TrimLeft(a, "0"), strings.TrimLeft(b, "0")
	return za == zb && za != "" && digitsOnly(a) && digitsOnly(b)
}

// sameTyped reports whether a, a word of a value a step types, and b, a word of a request
// (alignedWords), are one: the same number (sameNumeral) or the same word, short or whole
// (shortWords: "GB" typed is the request's "gigabytes", "St" its "street").
func sameTyped(a, b string) bool {
	if sameNumeral(a, b) {
		return true
	}
	if long, ok := shortWords[a]; ok {
		a = long
	}
	if long, ok := shortWords[b]; ok {
		b = long
	}
	return a == b
}

// typesWord reports whether a step of steps types or picks a value whose words hold w
// (lower case).
func typesWord(steps []RouteStep, w string) bool { return typesRun(steps, []string{w}) }

// capRetyped holds at P2 a route weighed with the values its request named in the place
// of the query's (rewordedReading): the steps are the route's, the values to type are not;
// and one weighed with its request's word in the place of a misspelling (misspelt).
func capRetyped(c *scoredPattern) {
	if (len(c.retyped) > 0 || len(c.misspelt) > 0) && c.conf >= ThresholdP1 {
		c.conf = saysMoreCap
	}
}

// retypedValue is a value of a route's request the query names another in the place of
// (rewordedReading): stored and query as the two requests write them (wholeValue: "July
// 3", "July 4"), typed the value of the route's step that holds it ("07/03/2025"; "" when
// unknown or the route clicks it).
type retypedValue struct {
	stored, query, typed string
	more                 string // what only one of the two names: "scale" (scaleAdded), "year or day of the week" (datedMore); "" for another value
	clash                string // …when the year one names and the day of the week the other names disagree: "June 12, 2026 is a Friday, not a Monday"
	orElse               string // the other reading of a date in digits one of them writes ("December 6, 2026" for "06/12/2026" against "June 12, 2026": digitsDated)
}

// retypedWarning is the warning for a route weighed with the values its request named
// in the place of the query's (rewordedReading), "" for any other: it names each value
// of the request, the step's as typed when it writes it otherwise ("07/03/2025" for
// "July 3"), and the query's, and says when the query swaps two of them ("from Denver to
// Boston" against "from Boston to Denver").
func retypedWarning(c *scoredPattern) string {
	if len(c.retyped) == 0 {
		return ""
	}
	if c.reclicked {
		verbs, act := "clicks", "click"
		if p := c.whole(); p != nil && typesRun(p.Steps, lowerWords(c.retyped[0].stored)) || clicksTyped(c.whole(), "") {
			verbs, act = "types and clicks", "type and click" // a search for it, then its result
		}
		return fmt.Sprintf("route %q %s %q, the value of the request it was recorded for (%q); this request names %q: %s that one in its place",
			c.p.Name, verbs, c.retyped[0].stored, clip(c.p.Intent, 80), c.retyped[0].query, act)
	}
	var stored, asked []string
	for _, v := range c.retyped {
		s := strconv.Quote(v.stored)
		if v.typed != "" && !containsWords(v.typed, v.stored) {
			s = fmt.Sprintf("%q (for %s)", v.typed, s)
		}
		stored, asked = append(stored, s), append(asked, strconv.Quote(v.query))
	}
	if v := c.retyped[0]; len(c.retyped) == 1 && v.clash != "" {
		return fmt.Sprintf("route %q types %s, the value of the request it was recorded for (%q); this request names %q, and the two disagree (%s): ask the user which day is meant before typing it",
			c.p.Name, stored[0], clip(c.p.Intent, 80), v.query, v.clash)
	}
	if v := c.retyped[0]; len(c.retyped) == 1 && v.orElse != "" {
		return fmt.Sprintf("route %q types %s, the value of the request it was recorded for (%q); this request names %q, and one of the two writes the date in digits, which read as %s too, by the reader's country: ask the user which day is meant before typing it",
			c.p.Name, stored[0], clip(c.p.Intent, 80), v.query, v.orElse)
	}
	if v := c.retyped[0]; len(c.retyped) == 1 && v.more != "" {
		return fmt.Sprintf("route %q types %s, the value of the request it was recorded for (%q); this request names %q, and only one of the two names its %s: check it on the page before typing it",
			c.p.Name, stored[0], clip(c.p.Intent, 80), v.query, v.more)
	}
	if len(c.retyped) == 1 {
		return fmt.Sprintf("route %q types %s, the value of the request it was recorded for (%q); this request names %s: type it in its place",
			c.p.Name, stored[0], clip(c.p.Intent, 80), asked[0])
	}
	if v := c.retyped; len(v) == 2 && strings.EqualFold(v[0].stored, v[1].query) && strings.EqualFold(v[1].stored, v[0].query) {
		return fmt.Sprintf("route %q types %s, the values of the request it was recorded for (%q); this request swaps them (%s): type each in the other's place",
			c.p.Name, strings.Join(stored, " and "), clip(c.p.Intent, 80), strings.Join(asked, " and "))
	}
	return fmt.Sprintf("route %q types %s, the values of the request it was recorded for (%q); this request names %s: type them in their places",
		c.p.Name, strings.Join(stored, " and "), clip(c.p.Intent, 80), strings.Join(asked, " and "))
}

// containsWords reports whether the words of s hold those of part in a row (lowerWords).
func containsWords(s, part string) bool {
	sw, pw := lowerWords(s), lowerWords(part)
	for i := 0; i+len(pw) <= len(sw); i++ {
		if slices.Equal(sw[i:i+len(pw)], pw) {
			return true
		}
	}
	return false
}

// typedValue returns the value of the first step of steps that types or picks a value
// whose words hold ws in a row (typesRun), "" for none.
func typedValue(steps []RouteStep, ws []string) string {
	for _, s := range steps {
		if typesValue(s.Action) && typesRun([]RouteStep{s}, ws) {
			return s.Value
		}
	}
	return ""
}

// twoRetyped returns the two values of c's request the query names others in the place
// of when qm and sm, the stretches in which the two differ, differ in two single words
// with the same words between them ("10 to July 12" and "3 to July 5"), each a value the
// route types (retypes); nil otherwise.
func twoRetyped(c *scoredPattern, query string, qm, sm []alignedWord, page map[string]bool) []retypedValue {
	if len(qm) != len(sm) || len(qm) < 3 || qm[0].w == sm[0].w || qm[len(qm)-1].w == sm[len(sm)-1].w {
		return nil
	}
	for i := 1; i < len(qm)-1; i++ {
		if qm[i].w != sm[i].w || joinsOrParts[qm[i].w] {
			return nil
		}
	}
	var out []retypedValue
	for _, i := range []int{0, len(qm) - 1} {
		q, s := qm[i:i+1], sm[i:i+1]
		if !retypes(c, texts(q), texts(s), spanText(query, q), spanText(c.p.Intent, s), page) {
			return nil
		}
		out = append(out, retypedValue{stored: valueOf(c.p.Intent, s), query: valueOf(query, q), typed: typedValue(c.whole().Steps, texts(s))})
	}
	return out
}
