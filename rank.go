package waymark

import (
	"bytes"
	"math"
	"net"
	"net/url"
	"slices"
	"strings"
)

// BM25 parameters (Robertson & Zaragoza's usual defaults).
const (
	bm25K1 = 1.2
	bm25B  = 0.75
)

// bm25 scores each document (a list of terms) against the query terms with Okapi BM25 over
// this collection of documents: idf(t) = ln(1 + (N − df + 0.5)/(df + 0.5)), term frequency
// saturated by k1 = 1.2 and length-normalised by b = 0.75. Scores are ≥ 0, one per document,
// divided by the best score so that the best document scores 1 (all 0 when nothing
// matches). The collection is a site's candidate patterns, so the IDF says how telling a
// word is on that site (SPEC §5 ranking).
func bm25(query []string, docs [][]string) []float64 {
	scores := make([]float64, len(docs))
	if len(query) == 0 || len(docs) == 0 {
		return scores
	}
	df := make(map[string]int, len(query))
	want := make(map[string]bool, len(query))
	for _, t := range query {
		want[t] = true
	}
	total := 0
	for _, d := range docs {
		total += len(d)
		seen := map[string]bool{}
		for _, t := range d {
			if want[t] && !seen[t] {
				seen[t] = true
				df[t]++
			}
		}
	}
	n := float64(len(docs))
	avg := math.Max(1, float64(total)/n)
	best := 0.0
	for i, d := range docs {
		tf := map[string]int{}
		for _, t := range d {
			if want[t] {
				tf[t]++
			}
		}
		s := 0.0
		for t := range want {
			f := float64(tf[t])
			if f == 0 {
				continue
			}
			idf := math.Log(1 + (n-float64(df[t])+0.5)/(float64(df[t])+0.5))
			s += idf * f * (bm25K1 + 1) / (f + bm25K1*(1-bm25B+bm25B*float64(len(d))/avg))
		}
		scores[i] = s
		best = math.Max(best, s)
	}
	if best > 0 {
		for i := range scores {
			scores[i] /= best
		}
	}
	return scores
}

// decodePatternHead decodes what a query ranks a stored pattern by: the members of its JSON
// body before "steps". [Pattern] puts the route (steps, inputs, sources: most of the bytes)
// after route_key, so ranking a site's patterns decodes a few hundred bytes of each instead
// of every step; only the patterns shown are decoded whole. In JSON a quote followed by
// `steps":` can only open a member name, and no member before route_key holds an object, so
// the first `,"steps":` of a body that json.Marshal wrote in this order ends the head. A body
// in any other shape (an older member order) is decoded whole.
func decodePatternHead(body []byte) (Pattern, error) {
	var p Pattern
	if i := bytes.Index(body, []byte(`,"steps":`)); i > 0 && bytes.Contains(body[:i], []byte(`"route_key":`)) {
		head := append(body[:i:i], '}')
		if err := decodeBody(head, &p); err == nil {
			return p, nil
		}
		p = Pattern{}
	}
	err := decodeBody(body, &p)
	return p, err
}

// stepCount returns the number of steps of a pattern body without decoding them.
func stepCount(body []byte) (int, error) {
	var v struct {
		Steps []struct{} `json:"steps"`
	}
	err := decodeBody(body, &v)
	return len(v.Steps), err
}

// pageTerms are the terms a page's URL says by itself: the words of its host name but its
// public suffix and "www" ("github" of github.com; "docs" and "python" of
// docs.python.org) and of its path ("acme", "widget" of /acme/widget). The query string
// and fragment are left out: they hold what a request asks for ("?q=running+shoes"). nil
// for a URL that does not parse.
func pageTerms(raw string) map[string]bool {
	u, err := url.Parse(raw)
	if err != nil {
		return nil
	}
	host := strings.ToLower(u.Hostname())
	var words []string
	if site, err := siteOf(host); err == nil && net.ParseIP(host) == nil {
		name, _, _ := strings.Cut(site, ".") // the site's own label: "github" of github.com
		words = append(words, name)
		for _, l := range strings.Split(strings.TrimSuffix(host, site), ".") {
			if l != "www" {
				words = append(words, l) // a subdomain's labels: "docs"
			}
		}
	}
	words = append(words, u.Path)
	set := map[string]bool{}
	for _, t := range termsOf(strings.Join(words, " ")) {
		set[t] = true
	}
	return set
}

// pageSimilarity is the term similarity of two intents on a page, the terms its URL says
// (pageTerms) that both intents hold taken out of both: the URL factor has weighed the
// page, and two questions about the page's entity ("how many stars does acme/widget have"
// and "what license does acme/widget use" on github.com/acme/widget) differ by what they
// ask of it. A page word only one intent holds stays: it is what that one asks about
// ("reset my password" on /articles/password is not "reset my username"). What is left is
// compared with the verbs of looking and of searching each read as one (sameVerbs: "view
// my cart" is "show my cart"). When either intent has nothing but shared page words, all
// terms count.
func pageSimilarity(query, stored []string, page map[string]bool) float64 {
	if len(page) > 0 {
		shared := map[string]bool{}
		for _, t := range query {
			if page[t] && slices.Contains(stored, t) {
				shared[t] = true
			}
		}
		if len(shared) > 0 {
			q, s := termsOutside(query, shared), termsOutside(stored, shared)
			if len(q) > 0 && len(s) > 0 {
				return similarity(sameVerbs(q), sameVerbs(s))
			}
		}
	}
	return similarity(query, stored)
}

// lookVerbs and findVerbs are terms (internal/terms stems) of verbs that ask alike on a
// page: to look at what it shows, to search it. "open" and "check" are left out: "open a
// ticket" creates one, "check in" and "check out" are acts.
var (
	lookVerbs = map[string]bool{"view": true, "show": true, "see": true, "display": true, "go": true, "visit": true, "look": true}
	findVerbs = map[string]bool{"find": true, "search": true, "brow": true, "locat": true}
	// signVerbs are the terms of signing in written as one word ("Login", "Signin") and
	// "sign" of "Sign in" ("in" is no term); not "log", which is as often a noun ("my-logs").
	signVerbs = map[string]bool{"sign": true, "login": true, "signin": true, "logon": true}
)

// sameVerbs returns ts with each verb of lookVerbs written "view", of findVerbs "find" and
// of signVerbs "sign".
func sameVerbs(ts []string) []string {
	out := make([]string, len(ts))
	for i, t := range ts {
		switch {
		case lookVerbs[t]:
			t = "view"
		case findVerbs[t]:
			t = "find"
		case signVerbs[t]:
			t = "sign"
		}
		out[i] = t
	}
	return out
}

// termsOutside returns the terms of ts not in set.
func termsOutside(ts []string, set map[string]bool) []string {
	out := make([]string, 0, len(ts))
	for _, t := range ts {
		if !set[t] {
			out = append(out, t)
		}
	}
	return out
}
