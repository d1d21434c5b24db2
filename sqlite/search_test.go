package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"math"
	"path/filepath"
	"strings"
	"testing"

	waymark "github.com/waymark-dev/waymark"
)

func TestFTSText(t *testing.T) {
	cases := []struct{ in, want string }{
		{"plain ascii text", "plain ascii text"},
		{"café", "café"},
		{"ＡＢＣ ﬁle", "ABC file"},
		{"查询最新价格", " 查 询 最 新 价 格"},
		{"iPhone价格2024", "iPhone 价 格 2024"},
		{"東京の天気", " 東 京 の 天 気"},
		{"launch🚀now", "launch 🚀 now"},
		{"καλημέρα ΆΝΘΡΩΠΟΣ", "καλημερα ΑΝΘΡΩΠΟΣ"},
		{"ｶﾀｶﾅ", " カ タ カ ナ"},
		{"\U00013453" + "0", " 0"},            // a mark with nothing before it separates
		{"🚀\U00013453" + "x", " 🚀 x"},         // so does one after a symbol
		{"a\U00013453" + "0", "a\U000134530"}, // a mark stays with its letter
		{"查\u0301询", " 查\u0301 询"},            // and with a split character
	}
	for _, c := range cases {
		if got := ftsText(c.in); got != c.want {
			t.Errorf("ftsText(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// ftsQuery is the OR of the phrases of terms.
func ftsQuery(terms []string) string { return strings.Join(queryPhrases(terms), " OR ") }

func TestQueryPhrases(t *testing.T) {
	cases := []struct {
		terms []string
		want  string
	}{
		{nil, ""},
		{[]string{"", "  ", `"*:^-+(){}`}, ""},
		{[]string{"alpha"}, `"alpha"`},
		{[]string{"Alpha beta", "ALPHA"}, `"Alpha" OR "beta"`},
		{[]string{`a OR`, `NEAR(x, 2)`, `col:val`, `-x`, `"`}, `"a" OR "OR" OR "NEAR" OR "x" OR "2" OR "col" OR "val"`},
		{[]string{"价"}, `"价"`},
		{[]string{"最新价格"}, `"最 新" OR "新 价" OR "价 格"`},
		{[]string{"iPhone价格"}, `"iPhone" OR "价 格"`},
		{[]string{"🚀🚀x"}, `"🚀" OR "x"`},
		{[]string{"κόσμε"}, `"κοσμε"`},
	}
	for _, c := range cases {
		if got := ftsQuery(c.terms); got != c.want {
			t.Errorf("ftsQuery(%q) = %s, want %s", c.terms, got, c.want)
		}
	}
	var many []string
	for i := range 200 {
		many = append(many, string(rune('a'+i%26))+string(rune('a'+i/26)))
	}
	if n := len(queryPhrases(many)); n != maxQueryTokens {
		t.Errorf("200 terms: %d phrases, want %d", n, maxQueryTokens)
	}
}

func TestScopeToken(t *testing.T) {
	a, b := scopeToken('s', "amazon.com"), scopeToken('s', "amazon.co")
	if a == b || len(a) != 17 || a[0] != 's' || a != scopeToken('s', "amazon.com") {
		t.Errorf("scope tokens %q %q", a, b)
	}
	if got := ftsScope("", ""); got != "" {
		t.Errorf("empty scope %q", got)
	}
	if got := ftsScope("a.example", "a.example/*"); got != scopeToken('s', "a.example")+" "+scopeToken('u', "a.example/*") {
		t.Errorf("scope %q", got)
	}
}

func TestFold(t *testing.T) {
	for _, c := range []struct{ a, b string }{
		{"HELLO", "hello"}, {"ПРИВЕТ", "привет"}, {"ΣΟΦΟΣ", "σοφος"}, {"σοφοσ", "σοφος"}, {"\u212a", "k"},
		{"ǅ", "ǆ"}, {"Straße", "STRAßE"},
	} {
		if fold(c.a) != fold(c.b) {
			t.Errorf("fold(%q) = %q, fold(%q) = %q", c.a, fold(c.a), c.b, fold(c.b))
		}
	}
	for _, c := range []struct {
		text, needle string
		want         bool
	}{
		{"Привет МИР", "мир", true}, {"Привет МИР", "вет м", true}, {"abc", "", true}, {"", "a", false},
		{"ΣΟΦΟΣ", "σοφος", true}, {"straße", "STRASSE", false}, {"aaab", "aab", true}, {"a\xffb", "\xffb", true},
	} {
		if got := containsFolded(c.text, fold(c.needle)); got != c.want {
			t.Errorf("containsFolded(%q, %q) = %v", c.text, c.needle, got)
		}
		if got := strings.Contains(fold(c.text), fold(c.needle)); got != c.want {
			t.Errorf("strings.Contains(fold(%q), fold(%q)) = %v", c.text, c.needle, got)
		}
	}
	if escapeLike(`100%_\x`) != `100\%\_\\x` {
		t.Errorf("escapeLike: %q", escapeLike(`100%_\x`))
	}
}

// FuzzSearchTerms checks that no search term, whatever its bytes, makes a query SQLite
// refuses, and that a word of a stored text finds that text.
func FuzzSearchTerms(f *testing.F) {
	for _, s := range []string{`"`, `a OR`, `NEAR(a b)`, `col:val`, `-x`, `*`, "价格", "🚀", "café", "\xff", "a\x00b", `^"x"*`, "\U0001FAE9", "\U000134d30", "x\U0001FAE9y", "\u0301", "\u0301a", "价\u0301x"} {
		f.Add(s)
	}
	ctx := context.Background()
	s, err := Open(ctx, filepath.Join(f.TempDir(), "fuzz.db"), nil)
	if err != nil {
		f.Fatal(err)
	}
	f.Cleanup(func() { s.Close() })
	indexes := tokenizes(f)
	f.Fuzz(func(t *testing.T, term string) {
		err := s.Update(ctx, func(tx waymark.Tx) error {
			r := &waymark.Record{Kind: waymark.KindCache, Key: "k", Text: term, Body: json.RawMessage(`{}`)}
			if err := tx.Put(ctx, r); err != nil {
				return err
			}
			hs, err := tx.Search(ctx, waymark.Search{Terms: []string{term}})
			if err != nil {
				return err
			}
			// A text unicode61 finds no token in (a letter newer than its Unicode tables,
			// such as U+105F) cannot be found by any word.
			if ftsQuery([]string{term}) != "" && indexes(ftsText(term)) && len(hs) != 1 {
				t.Errorf("term %q (query %s) does not find its own text", term, ftsQuery([]string{term}))
			}
			_, err = tx.Find(ctx, waymark.Filter{Contains: term, SiteLike: term})
			return err
		})
		if err != nil {
			t.Fatalf("term %q: %v", term, err)
		}
	})
}

// TestSearchPruning checks that leaving out words found in half the records or more
// changes neither which records come back nor their order.
func TestSearchPruning(t *testing.T) {
	ctx := context.Background()
	s, err := Open(ctx, filepath.Join(t.TempDir(), "prune.db"), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	err = s.Update(ctx, func(tx waymark.Tx) error {
		for i := range 1200 {
			text := fmt.Sprintf("the common filler %d", i)
			if i%20 == 0 {
				text = fmt.Sprintf("the rare word %d %s", i, strings.Repeat("rare ", i%3))
			}
			r := &waymark.Record{Kind: waymark.KindCache, Key: fmt.Sprint(i), Site: fmt.Sprintf("s%d.example", i%3),
				Text: text, Body: json.RawMessage(`{}`)}
			if err := tx.Put(ctx, r); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	terms := []string{"the", "common", "rare", "word"}
	cases := []waymark.Filter{
		{Limit: 50}, {Limit: 20, Offset: 40}, {Limit: 100}, {}, {Site: "s1.example", Limit: 5},
		{Site: "s1.example", Limit: 30}, {Kinds: []waymark.Kind{waymark.KindCache}, Limit: 10},
	}
	err = s.View(ctx, func(wtx waymark.Tx) error {
		x := wtx.(*tx)
		rare, err := x.rarePhrases(ctx, queryPhrases(terms))
		if err != nil {
			return err
		}
		if strings.Join(rare, " ") != `"rare" "word"` {
			t.Errorf("rare phrases %q", rare)
		}
		for _, f := range cases {
			got, err := x.Search(ctx, waymark.Search{Terms: terms, Filter: f})
			if err != nil {
				return err
			}
			limit := f.Limit
			if limit == 0 {
				limit = DefaultSearchLimit
			}
			want, err := x.search(ctx, queryPhrases(terms), f, limit)
			if err != nil {
				return err
			}
			if len(got) != len(want) {
				t.Errorf("filter %+v: %d hits, want %d", f, len(got), len(want))
				continue
			}
			for i := range got {
				if got[i].ID != want[i].ID || math.Abs(got[i].Score-want[i].Score) > 1e-5 {
					t.Errorf("filter %+v: hit %d is %s (%g), want %s (%g)", f, i, got[i].Text, got[i].Score, want[i].Text, want[i].Score)
					break
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// tokenizes returns a function reporting whether the records index's tokenizer (unicode61
// with records_fts's options, as migration 0001 declares it) finds a token in a text, by
// indexing it in an in-memory FTS5 table and counting its tokens with fts5vocab.
func tokenizes(tb testing.TB) func(text string) bool {
	db, err := sql.Open("sqlite", ":memory:")
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { db.Close() })
	db.SetMaxOpenConns(1) // one in-memory database
	if _, err := db.Exec(`CREATE VIRTUAL TABLE t USING fts5(text, tokenize = "unicode61 remove_diacritics 2 categories 'L* N* Co So'");
		CREATE VIRTUAL TABLE v USING fts5vocab(t, 'instance')`); err != nil {
		tb.Fatal(err)
	}
	return func(text string) bool {
		var n int
		_, err := db.Exec(`DELETE FROM t`)
		if err == nil {
			_, err = db.Exec(`INSERT INTO t(text) VALUES (?)`, text)
		}
		if err == nil {
			err = db.QueryRow(`SELECT count(*) FROM v`).Scan(&n)
		}
		if err != nil {
			tb.Fatal(err)
		}
		return n > 0
	}
}
