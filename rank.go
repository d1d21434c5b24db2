package waymark

import (
	"bytes"
	"math"
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
