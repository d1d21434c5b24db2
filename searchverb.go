package waymark

import "slices"

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

// withSearchLead returns the query's intent with its search verb (searchLead, qn words
// of qw from qa) written as the request's (sn words of sw from sa): "Find blue shoes" read
// against "Search for red shoes" is "Search for blue shoes". ok is false when either does
// not begin with one or both begin with the same words.
func withSearchLead(query, request string, qw, sw []alignedWord, qa, sa int) (string, bool) {
	qn, sn := searchLead(texts(qw[qa:])), searchLead(texts(sw[sa:]))
	if qn == 0 || sn == 0 || slices.Equal(texts(qw[qa:qa+qn]), texts(sw[sa:sa+sn])) {
		return "", false
	}
	return query[:qw[qa].at[0]] + request[sw[sa].at[0]:sw[sa+sn-1].at[1]] + query[qw[qa+qn-1].at[1]:], true
}
