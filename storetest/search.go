package storetest

import (
	"context"
	"fmt"
	"slices"
	"testing"

	waymark "github.com/waymark-dev/waymark"
)

var _ = register(
	check{"SearchRanking", testSearchRanking},
	check{"SearchAnyTerm", testSearchAnyTerm},
	check{"SearchFilters", testSearchFilters},
	check{"SearchLimit", testSearchLimit},
	check{"SearchUserTextIsNotSyntax", testSearchInjection},
	check{"SearchUnicode", testSearchUnicode},
	check{"SearchNoTerms", testSearchNoTerms},
	check{"SearchInsideUpdate", testSearchInsideUpdate},
)

func testSearchRanking(t *testing.T, s waymark.Store) {
	put(t, s,
		rec(waymark.KindPattern, "once", "x.example", "checkout button cart page"),
		rec(waymark.KindPattern, "thrice", "x.example", "checkout checkout checkout page"),
		rec(waymark.KindPattern, "none", "x.example", "login form submit page"),
	)
	hs := search(t, s, waymark.Search{Terms: []string{"checkout"}})
	equalKeys(t, "checkout", hitKeys(hs), []string{"thrice", "once"})
	for i, h := range hs {
		if h.Score <= 0 {
			t.Errorf("hit %d (%s): score %v, want > 0", i, h.Key, h.Score)
		}
		if i > 0 && h.Score > hs[i-1].Score {
			t.Errorf("hit %d (%s): score %v above the previous %v", i, h.Key, h.Score, hs[i-1].Score)
		}
	}
	if len(hs) == 2 && hs[0].Score == hs[1].Score {
		t.Errorf("a text repeating the term scores the same as one mentioning it once (%v)", hs[0].Score)
	}
	if len(hs) > 0 {
		if d := sameRecord(hs[0].Record, mustGet(t, s, waymark.KindPattern, "thrice")); d != "" {
			t.Errorf("hit record: %s", d)
		}
	}
}

func testSearchAnyTerm(t *testing.T, s waymark.Store) {
	put(t, s,
		rec(waymark.KindPattern, "both", "x.example", "login form page"),
		rec(waymark.KindPattern, "login", "x.example", "login other page"),
		rec(waymark.KindPattern, "form", "x.example", "other form page"),
		rec(waymark.KindPattern, "neither", "x.example", "other other page"),
	)
	hs := search(t, s, waymark.Search{Terms: []string{"login", "form"}})
	got := hitKeys(hs)
	if len(got) != 3 || got[0] != "both" || !slices.Contains(got, "login") || !slices.Contains(got, "form") {
		t.Errorf("terms login, form: %q, want both first, then login and form", got)
	}
	// Case does not matter, nor does a term holding several words.
	hs = search(t, s, waymark.Search{Terms: []string{"LOGIN Form"}})
	if got := hitKeys(hs); len(got) != 3 || got[0] != "both" {
		t.Errorf(`term "LOGIN Form": %q, want both first, 3 hits`, got)
	}
}

func testSearchFilters(t *testing.T, s waymark.Store) {
	var rs []*waymark.Record
	for i, site := range []string{"a.example", "b.example", "a.example", "b.example"} {
		kind := waymark.KindPattern
		if i >= 2 {
			kind = waymark.KindCache
		}
		r := rec(kind, fmt.Sprintf("%s-%d", site, i), site, "download the monthly report")
		r.UpdatedAt = at(i)
		if i == 0 {
			r.URLPattern, r.TaskType = "a.example/reports/*", waymark.TaskDownload
		}
		rs = append(rs, r)
	}
	rs = append(rs, rec(waymark.KindPattern, "unrelated", "a.example", "upload a file"))
	put(t, s, rs...)
	cases := []struct {
		name string
		f    waymark.Filter
		want []string
	}{
		{"site", waymark.Filter{Site: "a.example"}, []string{"a.example-2", "a.example-0"}},
		{"kind", waymark.Filter{Kinds: []waymark.Kind{waymark.KindCache}}, []string{"b.example-3", "a.example-2"}},
		{"site and kind", waymark.Filter{Site: "b.example", Kinds: []waymark.Kind{waymark.KindPattern}},
			[]string{"b.example-1"}},
		{"site like", waymark.Filter{SiteLike: "B.EX"}, []string{"b.example-3", "b.example-1"}},
		{"url pattern", waymark.Filter{URLPattern: "a.example/reports/*"}, []string{"a.example-0"}},
		{"task type", waymark.Filter{TaskType: waymark.TaskDownload}, []string{"a.example-0"}},
		{"contains", waymark.Filter{Contains: "MONTHLY"}, []string{"b.example-3", "a.example-2", "b.example-1", "a.example-0"}},
		{"before", waymark.Filter{Before: at(2)}, []string{"b.example-1", "a.example-0"}},
		{"nothing", waymark.Filter{Site: "c.example"}, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			// Equal texts score equal: the order is then newest first.
			equalKeys(t, "Search", hitKeys(search(t, s, waymark.Search{Terms: []string{"report"}, Filter: c.f})), c.want)
		})
	}
}

func testSearchLimit(t *testing.T, s waymark.Store) {
	var rs []*waymark.Record
	for i := range 60 {
		r := rec(waymark.KindPattern, fmt.Sprintf("w%02d", i), "x.example", "the widget")
		r.UpdatedAt = at(i)
		rs = append(rs, r)
	}
	put(t, s, rs...)
	if n := len(search(t, s, waymark.Search{Terms: []string{"widget"}})); n != 50 {
		t.Errorf("no Limit: %d hits, want the default 50", n)
	}
	if n := len(search(t, s, waymark.Search{Terms: []string{"widget"}, Filter: waymark.Filter{Limit: 100}})); n != 60 {
		t.Errorf("Limit 100: %d hits, want 60", n)
	}
	hs := search(t, s, waymark.Search{Terms: []string{"widget"}, Filter: waymark.Filter{Limit: 3, Offset: 2}})
	equalKeys(t, "Limit 3 Offset 2", hitKeys(hs), []string{"w57", "w56", "w55"})
}

func testSearchInjection(t *testing.T, s waymark.Store) {
	put(t, s,
		rec(waymark.KindPattern, "alpha", "x.example", "alpha beta gamma"),
		rec(waymark.KindPattern, "other", "x.example", "delta epsilon"),
	)
	hostile := []string{
		`"`, `""`, `"""`, `'`, `*`, `alpha*`, `^alpha`, `-alpha`, `-x`, `+`, `a OR`, `OR`, `AND`, `NOT`,
		`alpha AND`, `NOT alpha`, `alpha NOT beta`, `NEAR(`, `NEAR(alpha beta, 2)`, `NEAR/2`, `(`, `)`, `(alpha`,
		`{text}: alpha`, `col:val`, `text:alpha`, `rank:1`, `records_fts:alpha`, `alpha"beta`, `"alpha"`,
		`\`, `\"`, `;`, `'; DROP TABLE records; --`, `%`, `_`, `?`, `:1`, `$x`, `@x`, "\x00", "a\x00b",
		"\u200b", "\ufeff", "\xff\xfe", `alpha OR OR beta`, `* OR *`, `AND OR NOT`,
	}
	for _, term := range hostile {
		var err error
		view(t, s, func(ctx context.Context, tx waymark.Tx) error {
			_, err = tx.Search(ctx, waymark.Search{Terms: []string{term}})
			return nil
		})
		if err != nil {
			t.Errorf("term %q: %v", term, err)
		}
	}
	// All of them at once, too.
	view(t, s, func(ctx context.Context, tx waymark.Tx) error {
		if _, err := tx.Search(ctx, waymark.Search{Terms: hostile}); err != nil {
			t.Errorf("all hostile terms together: %v", err)
		}
		return nil
	})
	// Punctuation around a word does not keep it from matching; operators do not operate.
	for _, term := range []string{`"alpha"`, `alpha*`, `^alpha`, `(alpha)`, `-alpha`, `text:alpha`, `NOT alpha`, `alpha AND zzz`} {
		got := hitKeys(search(t, s, waymark.Search{Terms: []string{term}}))
		if !slices.Contains(got, "alpha") {
			t.Errorf("term %q: %q, want the alpha record", term, got)
		}
		if slices.Contains(got, "other") {
			t.Errorf("term %q: %q, the other record should not match", term, got)
		}
	}
	if got := hitKeys(search(t, s, waymark.Search{Terms: []string{"delta OR"}})); !slices.Equal(got, []string{"other"}) {
		t.Errorf(`term "delta OR": %q, want [other]`, got)
	}
	if n := count(t, s, waymark.Filter{}); n != 2 {
		t.Errorf("%d records after the hostile searches, want 2", n)
	}
}

func testSearchUnicode(t *testing.T, s waymark.Store) {
	put(t, s,
		rec(waymark.KindPattern, "ru", "x.example", "Привет мир, Ёлка"),
		rec(waymark.KindPattern, "zh", "x.example", "查询最新价格"),
		rec(waymark.KindPattern, "ja", "x.example", "東京の天気を調べる"),
		rec(waymark.KindPattern, "ko", "x.example", "가격을 확인하세요"),
		rec(waymark.KindPattern, "emoji", "x.example", "launch 🚀 rocket"),
		rec(waymark.KindPattern, "fr", "x.example", "café au lait, naïve résumé"),
		rec(waymark.KindPattern, "plain", "x.example", "cafe on the corner"),
		rec(waymark.KindPattern, "el", "x.example", "ΚΑΛΗΜΕΡΑ κόσμε"),
	)
	cases := []struct {
		term string
		want []string // in any order
	}{
		{"привет", []string{"ru"}},
		{"ПРИВЕТ", []string{"ru"}},
		{"мир", []string{"ru"}},
		{"ёлка", []string{"ru"}},
		{"价格", []string{"zh"}},
		{"最新价格", []string{"zh"}},
		{"查询", []string{"zh"}},
		{"天気", []string{"ja"}},
		{"東京", []string{"ja"}},
		{"가격", []string{"ko"}},
		{"🚀", []string{"emoji"}},
		{"rocket", []string{"emoji"}},
		{"café", []string{"fr", "plain"}},
		{"cafe", []string{"fr", "plain"}},
		{"CAFÉ", []string{"fr", "plain"}},
		{"resume", []string{"fr"}},
		{"naive", []string{"fr"}},
		{"καλημερα", []string{"el"}},
		{"κοσμε", []string{"el"}},
		{"Ελλάδα", nil},
		{"完全无关", nil},
	}
	for _, c := range cases {
		got := hitKeys(search(t, s, waymark.Search{Terms: []string{c.term}}))
		slices.Sort(got)
		want := slices.Clone(c.want)
		slices.Sort(want)
		if !slices.Equal(got, want) {
			t.Errorf("term %q: %q, want %q", c.term, got, want)
		}
	}
}

func testSearchNoTerms(t *testing.T, s waymark.Store) {
	put(t, s, rec(waymark.KindPattern, "a", "x.example", "something"))
	for _, terms := range [][]string{nil, {}, {""}, {"   ", "\t"}, {"...", "!?"}} {
		var hs []waymark.Hit
		var err error
		view(t, s, func(ctx context.Context, tx waymark.Tx) error {
			hs, err = tx.Search(ctx, waymark.Search{Terms: terms})
			return nil
		})
		if err != nil || len(hs) != 0 {
			t.Errorf("terms %q: %d hits, %v; want none, no error", terms, len(hs), err)
		}
	}
}

func testSearchInsideUpdate(t *testing.T, s waymark.Store) {
	err := s.Update(t.Context(), func(tx waymark.Tx) error {
		r := rec(waymark.KindCache, "fresh", "x.example", "uncommitted needle")
		if err := tx.Put(t.Context(), r); err != nil {
			return err
		}
		hs, err := tx.Search(t.Context(), waymark.Search{Terms: []string{"needle"}})
		if err != nil {
			return err
		}
		if len(hs) != 1 {
			t.Errorf("Search in the writing transaction: %d hits, want its own write", len(hs))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
