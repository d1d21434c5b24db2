package waymark

import "testing"

func TestBM25(t *testing.T) {
	docs := [][]string{
		{"search", "flight", "boston"},
		{"search", "hotel", "boston"},
		{"search", "flight", "flight", "cheap", "deal", "today", "now"},
		{"check", "order", "status"},
	}
	s := bm25([]string{"flight", "boston"}, docs)
	if s[0] != 1 {
		t.Errorf("the document with both rare words scores %v, want the best (1)", s[0])
	}
	if !(s[1] > 0 && s[1] < s[0]) || !(s[2] > 0 && s[2] < s[0]) {
		t.Errorf("partial matches: %v", s)
	}
	if s[3] != 0 {
		t.Errorf("unrelated document scores %v", s[3])
	}
	// "search" is in most documents: it tells little.
	if c := bm25([]string{"search"}, docs); c[0] != 1 || c[3] != 0 {
		t.Errorf("common word: %v", c)
	}
	for _, q := range [][]string{nil, {"nothing"}} {
		for _, x := range bm25(q, docs) {
			if x != 0 {
				t.Errorf("query %v scored %v", q, x)
			}
		}
	}
}
