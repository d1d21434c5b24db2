package waymark

import (
	"slices"
	"strings"
)

// searchLeads are the verbs, and the words after them, that ask a site to search for what
// follows: "Search for red shoes", "Find red shoes", "Look up red shoes", "Look for red
// shoes", "Locate red shoes". Each is written as alignedWords reads it.
var searchLeads = [][]string{{"search", "for"}, {"look", "up"}, {"look", "for"}, {"lookup"}, {"search"}, {"find"}, {"locate"}}

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
// (sameActions: "Reserve a table …" against "Book a table …" is "Book a table …"). ok is
// false when they begin with the same words or with other actions.
func withSameLead(query, request string, qw, sw []alignedWord, qa, sa int, reads bool) (string, bool) {
	qn, sn := searchLead(texts(qw[qa:])), searchLead(texts(sw[sa:]))
	if qn == 0 || sn == 0 || !reads {
		qn, sn = phrasal(texts(qw[qa:])), phrasal(texts(sw[sa:]))
		if !sameVerb(qw[qa].w, sw[sa].w) {
			return "", false
		}
	}
	if slices.Equal(texts(qw[qa:qa+qn]), texts(sw[sa:sa+sn])) {
		return "", false
	}
	return query[:qw[qa].at[0]] + request[sw[sa].at[0]:sw[sa+sn-1].at[1]] + query[qw[qa+qn-1].at[1]:], true
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
