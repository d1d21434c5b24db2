package waymark

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// A query may word its request otherwise in more than one place: another verb of the same
// search or change, words that ask nothing, two stretches each with the same meaning.
// rewordedReading writes such a query with the request's words where they mean the same
// (withSameLead, withoutCourtesy, anchoredSame) and reads it again (readAgain), keeping
// the rewording only when the rest then reads as the request.

// searchLeads are the verbs, and the words after them, that ask a site to search for what
// follows: "Search for red shoes", "Find red shoes", "Look up red shoes", "Look for red
// shoes", "Locate red shoes", "Show me red shoes", "Browse red shoes". Each is written as
// alignedWords reads it.
var searchLeads = [][]string{{"search", "for"}, {"look", "up"}, {"look", "for"}, {"lookup"}, {"search"}, {"find"}, {"locate"},
	{"show", "me"}, {"browse"}}

// searchLead returns the number of words at the start of ws (an intent's lower-case words
// after its lead-ins) that ask for a search (searchLeads), 0 when they begin otherwise or
// with "Find out", which asks a question ("Find out how many …").
func searchLead(ws []string) int {
	for _, lead := range searchLeads {
		if len(ws) > len(lead) && slices.Equal(ws[:len(lead)], lead) {
			if ws[len(lead)] == "out" {
				return 0
			}
			return len(lead)
		}
	}
	return 0
}

// withSameLead returns the query's intent with its verb written as the request's when the
// two begin (after lead-ins: qa, sa words of qw, sw) with other words for one action: a
// search, for a route that reads (reads; searchLead, qn words of qw against sn of sw:
// "Find blue shoes" read against "Search for red shoes" is "Search for blue shoes"), or a
// verb of one change
// (sameActions: "Reserve a table …" against "Book a table …" is "Book a table …"), or two
// verbs that move money (moneyLead: "Send $50 …" against "Transfer $50 …", whose "into"
// is then "to"). ok is false when they begin with the same words or with other actions.
func withSameLead(query, request string, qw, sw []alignedWord, qa, sa int, reads bool) (string, bool) {
	qn, sn := searchLead(texts(qw[qa:])), searchLead(texts(sw[sa:]))
	money := false
	if qn == 0 || sn == 0 || !reads {
		qn, sn = phrasal(texts(qw[qa:])), phrasal(texts(sw[sa:]))
		money = moneyLead(query, qw, qa) && moneyLead(request, sw, sa)
		if !sameVerb(qw[qa].w, sw[sa].w) && !money {
			return "", false
		}
	}
	if slices.Equal(texts(qw[qa:qa+qn]), texts(sw[sa:sa+sn])) {
		return "", false
	}
	rest := query[qw[qa+qn-1].at[1]:]
	if money && !slices.Contains(lowerWords(request), "into") {
		rest = strings.Replace(rest, " into ", " to ", 1) // "Put $50 from checking into savings"
	}
	return query[:qw[qa].at[0]] + request[sw[sa].at[0]:sw[sa+sn-1].at[1]] + rest, true
}

// moneyLead reports whether the words ws of s begin at a with a verb that moves money:
// "transfer", or one of moneyVerbs before an amount, right after it or after one word
// ("Send $20 to Bob", "Send Bob $20").
func moneyLead(s string, ws []alignedWord, a int) bool {
	if ws[a].w == "transfer" {
		return true
	}
	return movesMoney(s, texts(ws), func(k int) int { return ws[k].at[1] }, a)
}

// movesMoney reports whether words[i] of s is one of moneyVerbs before an amount
// (amountNear); "pay" only when it pays a person, named with a capital before the amount
// or after it and "to" ("Pay Bob $20", "Pay $20 to Bob"; not "Pay $20 of my bill", "Pay my
// bill $20"), since paying names its own action otherwise. end gives the byte offset in s
// where the k-th word ends.
func movesMoney(s string, words []string, end func(k int) int, i int) bool {
	if !moneyVerbs[words[i]] || !amountNear(s, words, end, i) {
		return false
	}
	if words[i] != "pay" {
		return true
	}
	if amountAfter(s, end(i), words[i+1:]) {
		k := i + 2 // past the amount's number, and its currency's name
		if k < len(words) && currencyNames[words[k]] != 0 {
			k++
		}
		return k < len(words) && words[k] == "to"
	}
	at := end(i+1) - len(words[i+1])
	r, _ := utf8.DecodeRuneInString(s[max(0, at):])
	return unicode.IsUpper(r)
}

// amountNear reports whether an amount of money (amountAfter) follows words[i] of s, right
// after it or after one more word ("Send $20 …", "Send Bob $20 …"); end gives the byte
// offset in s where the k-th word ends.
func amountNear(s string, words []string, end func(k int) int, i int) bool {
	return amountAfter(s, end(i), words[i+1:]) || i+1 < len(words) && amountAfter(s, end(i+1), words[i+2:])
}

// moneyVerbs are verbs that, before an amount of money, ask what "transfer" does: "Send
// $50 to savings", "Put $50 into savings", "Wire €200 to Bob", "Pay Bob $20" (movesMoney);
// before other words they ask other things ("Send an email", "Put the book on the shelf").
var moneyVerbs = map[string]bool{"send": true, "put": true, "wire": true, "move": true, "pay": true}

// amountAfter reports whether the text s goes on at end with an amount of money: a
// currency's sign ("$50", "€ 200") or a number and a currency's name ("50 dollars"); next
// are the lower-case words after end.
func amountAfter(s string, end int, next []string) bool {
	rest := strings.TrimLeft(s[end:], " ")
	if strings.HasPrefix(rest, "$") || strings.HasPrefix(rest, "€") || strings.HasPrefix(rest, "£") || strings.HasPrefix(rest, "¥") {
		return true
	}
	return len(next) > 1 && startsWithDigit(next[0]) && currencyNames[next[1]] != 0
}

// sameVerb reports whether two words, each the first of a request, are two verbs of one
// change (sameActions: "reserve" and "book", "remove" and "delete"); not the same word.
func sameVerb(a, b string) bool {
	ta, tb := termsOf(a), termsOf(b)
	if a == b || len(ta) != 1 || len(tb) != 1 || ta[0] == tb[0] {
		return false
	}
	return (sameActions[ta[0]] != "" || sameActions[tb[0]] != "") && canonAction(ta[0]) == canonAction(tb[0])
}

// phrasal returns the number of words of the verb that begins ws: 2 for "shut down" (the
// "down" is the verb's: sameActions reads "shut" as "stop"), 1 otherwise.
func phrasal(ws []string) int {
	if len(ws) > 1 && ws[0] == "shut" && ws[1] == "down" {
		return 2
	}
	return 1
}

// withoutCourtesy returns the query's intent without the words that ask nothing and that
// the request does not hold: "please", "kindly", "pls", "thanks" at its end, and "me" or
// "us" right after a verb the request begins with too and before an article ("Book me a
// table for two … please" against "Book a table for 2 …" is read as "Book a table for two
// …"; not "Bill me" against "What is my bill?", "Remove me from the list", where "me" is
// what is removed, nor "Dana, please …", which is put to Dana). qw and sw are the
// words of query and request, qa and sa their lead-ins. ok is false when there is none.
func withoutCourtesy(query string, qw, sw []alignedWord, qa, sa int) (string, bool) {
	held := termSet(texts(sw))
	drop := map[int]bool{}
	for i := len(qw) - 1; i > qa; i-- {
		if w := qw[i].w; (w == "please" || w == "kindly" || w == "pls" || w == "thanks") && !held[w] {
			drop[i] = true
			continue
		}
		break
	}
	if qa+1 < len(qw) && sa < len(sw) && (qw[qa+1].w == "me" || qw[qa+1].w == "us") && !held[qw[qa+1].w] &&
		(qw[qa].w == sw[sa].w || sameVerb(qw[qa].w, sw[sa].w)) && articleNext(query[qw[qa+1].at[1]:]) {
		drop[qa+1] = true // "Book me a table", not "Remove me from the list"
	}
	if len(drop) == 0 {
		return "", false
	}
	var b strings.Builder
	last := 0
	for i := qa; i < len(qw); i++ {
		if drop[i] {
			b.WriteString(strings.TrimRight(query[last:qw[i].at[0]], " ,"))
			last = qw[i].at[1]
		}
	}
	b.WriteString(query[last:])
	return b.String(), true
}

// articleNext reports whether rest, the text after a word, begins with an article or a
// number: "me a table", "us two tickets".
func articleNext(rest string) bool {
	ws := strings.Fields(strings.ToLower(rest))
	if len(ws) == 0 {
		return false
	}
	switch ws[0] {
	case "a", "an", "the", "some", "one", "two", "three", "four":
		return true
	}
	return startsWithDigit(ws[0])
}

// anchoredSame finds where the words that differ between a query and a request (qm, sm:
// what is left between their shared first and last words) meet again at a word both
// hold, qm[i] and sm[j], after up to four words of each that mean the same (sameMeaning:
// "two" and "2", "reserve" and "book"): the query may say the rest otherwise too. ok is
// false when there is no such word, or the words before it differ in meaning.
func anchoredSame(qm, sm []alignedWord) (i, j int, ok bool) {
	for i = 1; i < len(qm) && i <= 4; i++ {
		for j = 1; j < len(sm) && j <= 4; j++ {
			if qm[i].w == sm[j].w && sameMeaning(texts(qm[:i]), texts(sm[:j])) {
				return i, j, true
			}
		}
	}
	return 0, 0, false
}

// leadSame finds a first part of the words that differ between a query and a request (qm,
// sm), up to four words of each, that means the same (sameMeaning) with more words after
// it in both and no word both hold to meet again at (anchoredSame's): "disable
// auto-renewal" against "turn off auto-renew", whose rest readAgain reads in its turn.
func leadSame(qm, sm []alignedWord) (i, j int, ok bool) {
	for i = 1; i < len(qm) && i <= 4; i++ {
		for j = 1; j < len(sm) && j <= 4; j++ {
			if sameMeaning(texts(qm[:i]), texts(sm[:j])) {
				return i, j, true
			}
		}
	}
	return 0, 0, false
}

// maxRereads is how many rewritings deep readAgain reads a query: each rewrites one
// stretch, and a query has few that differ from its request.
const maxRereads = 8

// readAgain weighs c by intent, the query with some of its words written as c's request
// writes them (withoutCourtesy, withSameLead, anchoredSame), as rewordedReading does, at
// most maxRereads deep, and never an intent the same as the query it rewrote. ok
// is false when the rest still reads as another request (rewordedReading gives the
// reading back as it is, and its words are not the request's), or when a value it would
// type in the request's place or a word it reads as misspelt is not the query's own
// (query: the query as written): the query is then read as it was written ("Remove it
// from the mailing list" is no "Delete the mailing list").
func readAgain(c *scoredPattern, query, intent string, page map[string]bool) (*reading, bool) {
	if intent == query || c.rereads >= maxRereads {
		return nil, false // nothing rewritten ("4,21,000" against "4:21"), or rewritten in circles
	}
	c.rereads++
	defer func() { c.rereads-- }()
	retyped, misspelt, more, reclicked := c.retyped, c.misspelt, c.more, c.reclicked
	r := readQuery(intent, intentTerms(intent))
	got := rewordedReading(c, r, page)
	own := !slices.ContainsFunc(c.retyped, func(v retypedValue) bool { return !strings.Contains(query, v.query) }) &&
		!slices.ContainsFunc(c.misspelt, func(m [2]string) bool { return !strings.Contains(query, m[0]) })
	if !own {
		c.retyped, c.misspelt, c.more, c.reclicked = retyped, misspelt, more, reclicked
		return nil, false
	}
	if got != r {
		return got, true
	}
	a, b := alignedWords(intent), alignedWords(c.p.Intent)
	if a == nil || b == nil {
		return nil, false
	}
	return got, slices.Equal(texts(a[leadIn(a):]), texts(b[leadIn(b):]))
}

// readsOnly reports whether c's route makes no change (pressesChange): a search's other
// verbs ("Find", "Look up") ask it, where they would ask another thing of a route that
// acts ("Find my iPhone" rings it).
func readsOnly(c *scoredPattern) bool {
	p := c.whole()
	return p == nil || !pressesChange(p, routeLead(p))
}

// withKindFirst returns the query's intent with a name and the word for its kind in the
// request's order, when the query writes them the other way round: "Delete the acme/widget
// repo" against "Delete the repository acme/widget" is "Delete the repository acme/widget",
// "Cancel order 112-3344" against "Cancel the 112-3344 order" is "Cancel the 112-3344
// order". The name is a run of up to four words written as one (madeName: "acme/widget";
// not "the Bob team" nor the "3" of "July 3"), not on both sides of its kind; the kind is
// one word that each holds once. qw and sw are the words of query and request, qa and sa
// their lead-ins. ok is false when they hold no such pair.
func withKindFirst(query, request string, qw, sw []alignedWord, qa, sa int) (string, bool) {
	for k := qa; k < len(qw); k++ {
		for j := sa; j < len(sw); j++ {
			if qw[k].w != sw[j].w || madeName(qw[k].w) || count(qw, qw[k].w) != 1 || count(sw, sw[j].w) != 1 {
				continue
			}
			for n := 1; n <= 4; n++ {
				switch {
				case k-n >= qa && j+n < len(sw) && sameName(query, qw[k-n:k], request, sw[j+1:j+1+n]) &&
					!(k+n < len(qw) && slices.Equal(texts(qw[k+1:k+1+n]), texts(qw[k-n:k]))):
					// the query's name before its kind, the request's after it
					return query[:qw[k-n].at[0]] + request[sw[j].at[0]:sw[j+n].at[1]] + query[qw[k].at[1]:], true
				case k+n < len(qw) && j-n >= sa && sameName(query, qw[k+1:k+1+n], request, sw[j-n:j]) &&
					!(k-n >= qa && slices.Equal(texts(qw[k-n:k]), texts(qw[k+1:k+1+n]))):
					// the query's kind before its name, the request's after it
					return query[:qw[k].at[0]] + request[sw[j-n].at[0]:sw[j].at[1]] + query[qw[k+n].at[1]:], true
				}
			}
		}
	}
	return "", false
}

// sameName reports whether the query's words qn and the request's words sn are one name
// written as one (madeName) the same way: not "ACME/WIDGET" for "acme/widget", nor
// "acme-widget", "acme//widget", "@acme/widget" or "acme/widget/",
// which split into the same words but may name another thing. A name ends at a space, the
// text's ends or a sentence's closing punctuation.
func sameName(query string, qn []alignedWord, request string, sn []alignedWord) bool {
	a, b := spanText(query, qn), spanText(request, sn)
	if !slices.Equal(texts(qn), texts(sn)) || !madeName(a) || a != b {
		return false
	}
	bounded := func(s string, i, j int) bool {
		return (i == 0 || s[i-1] == ' ') && (j == len(s) || strings.IndexByte(" ,.;:!?", s[j]) >= 0)
	}
	return bounded(query, qn[0].at[0], qn[len(qn)-1].at[1]) && bounded(request, sn[0].at[0], sn[len(sn)-1].at[1])
}

// madeName reports whether s, a run of a query's words, is written as one name made to
// identify a thing: no space, and a digit or one of "/", "-", "_", "." in it; not a number
// alone (a quantity: "3" of "July 3").
func madeName(s string) bool {
	return strings.ContainsAny(s, "0123456789/-_.") && !strings.ContainsAny(s, " \t") && !digitsOnly(s)
}

// count returns the number of ws whose text is w.
func count(ws []alignedWord, w string) int {
	n := 0
	for _, x := range ws {
		if x.w == w {
			n++
		}
	}
	return n
}

// respelled returns the first name of the query written as one (madeName: "checkout_api",
// "api-checkout") that the request writes otherwise with the same words ("checkout-api"),
// "" when there is none. Such names split into the same words, so that the terms of the
// two requests are alike, but a machine, a bucket or a branch so named is another one.
func respelled(query, intent string) string {
	trim := func(f string) string { return strings.Trim(f, ".,;:!?\"'()“”‘’#") } // "#112-3344" is "112-3344"
	var stored []string
	for _, f := range strings.Fields(intent) {
		if f = trim(f); madeName(f) {
			stored = append(stored, f)
		}
	}
	if len(stored) == 0 {
		return ""
	}
	sorted := func(f string) string {
		ws := lowerWords(f)
		slices.Sort(ws)
		return strings.Join(ws, " ")
	}
	for _, f := range strings.Fields(query) {
		f = trim(f)
		if !madeName(f) || slices.Contains(stored, f) {
			continue
		}
		if slices.ContainsFunc(stored, func(s string) bool { return sorted(s) == sorted(f) }) {
			return f
		}
	}
	return ""
}
