package terms

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"
)

func TestTerms(t *testing.T) {
	tests := []struct {
		name string
		in   string
		want []string
	}{
		{"empty", "", nil},
		{"punctuation only", "...,;: -- !? ()[]{}", nil},
		{"emoji only", "😀😀 🚀!!! 👍🏽", nil},
		{"english stemming", "Searching the issues; opened 3 issues", []string{"search", "issu", "open", "3"}},
		{"plural and ies", "flights cities studies", []string{"flight", "citi", "studi"}},
		{"stop words dropped", "how many of the issues are open", []string{"issu", "open"}},
		{"may the month is a term", "Book a flight on May 1", []string{"book", "flight", "may", "1"}},
		{"die and MIT are terms", "When did the MIT founder die", []string{"mit", "founder", "die"}},
		{"die and mit are German stop words in German", "Was sind die Öffnungszeiten mit Termin", []string{"offnungszeiten", "termin"}},
		{"negative contractions dropped", "Which countries don't or didn’t use it", []string{"countri", "use"}},
		{"accents stripped", "Café crème à Zürich", []string{"cafe", "creme", "zurich"}},
		{"british spellings as american", "licence colours greys cancelled", []string{"licen", "color", "gray", "cancel"}},
		{"american spellings", "license colors grays canceled", []string{"licen", "color", "gray", "cancel"}},
		{"german sharp s folds", "Straße für Fußgänger", []string{"strass", "fussgang"}},
		{"german stop words", "Suche nach einem Hotel in der Nähe", []string{"such", "hotel", "nahe"}},
		{"french", "Rechercher des hôtels à Paris", []string{"recherch", "hotel", "pari"}},
		{"spanish", "Buscar vuelos baratos para Madrid", []string{"buscar", "vuelo", "barato", "madrid"}},
		{"cyrillic stemmed", "Билеты в Москву, билет", []string{"билет", "москв"}},
		{"cyrillic over-stem kept whole", "Найти", []string{"наити"}},
		{"cjk bigrams", "検索結果", []string{"検索", "索結", "結果"}},
		{"cjk single char", "猫", []string{"猫"}},
		{"cjk mixed with latin", "iPhone15の価格", []string{"iphone15", "の価", "価格"}},
		{"hangul words", "서울 맛집 검색", []string{"서울", "맛집", "검색"}},
		{"fullwidth nfkc", "ＡＢＣ　１２３", []string{"abc", "123"}},
		{"numbers kept", "Page 2 of 10, 2023", []string{"page", "2", "10", "2023"}},
		{"letters that are word pieces dropped, others kept", "men's x-large t shirt", []string{"men", "x", "larg", "shirt"}},
		{"a model letter is a term", "schedule a Model Y test drive", []string{"schedul", "model", "y", "test", "drive"}},
		{"dedupe keeps first order", "Open open OPEN opened", []string{"open"}},
		{"invalid utf8", "caf\xe9 menu", []string{"caf", "menu"}},
		{"greek accents", "Αθήνα", []string{"αθηνα"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Terms(tt.in)
			if !slices.Equal(got, tt.want) {
				t.Errorf("Terms(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}

func TestTermsCJKSubstring(t *testing.T) {
	// A stored intent about 検索結果 shares the term 検索 with a query for 検索.
	if sim := Similarity(Terms("検索"), Terms("検索結果")); sim <= 0 {
		t.Errorf("Similarity(検索, 検索結果) = %v, want > 0", sim)
	}
}

func TestTermsCap(t *testing.T) {
	var b strings.Builder
	for i := range 200 {
		fmt.Fprintf(&b, "word%d ", i)
	}
	got := Terms(b.String())
	if len(got) != MaxTerms {
		t.Fatalf("len(Terms) = %d, want %d", len(got), MaxTerms)
	}
	if got[0] != "word0" || got[MaxTerms-1] != fmt.Sprintf("word%d", MaxTerms-1) {
		t.Errorf("cap kept %q … %q, want the first %d terms", got[0], got[MaxTerms-1], MaxTerms)
	}
}

func TestNormalize(t *testing.T) {
	tests := []struct{ in, want string }{
		{"Café", "cafe"},
		{"STRASSE", "strasse"},
		{"Straße", "strasse"},
		{"Ёлка", "елка"},
		{"が", "が"}, // dakuten is part of the kana, not an accent
		{"ﬁnd", "find"},
		{"Hello, World!", "hello, world!"},
	}
	for _, tt := range tests {
		if got := Normalize(tt.in); got != tt.want {
			t.Errorf("Normalize(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestSimilarity(t *testing.T) {
	tests := []struct {
		name   string
		a, b   string
		lo, hi float64
	}{
		{"identical", "how many issues are open", "How many issues are open?", 1, 1},
		{"reordered", "open issues count", "count open issues", 1, 1},
		{"inflected", "search flights to Paris", "searching flight Paris", 1, 1},
		{"query contained in stored", "open issues", "count the open issues of the repository", 0.6, 0.95},
		{"paraphrase", "how many issues are open", "count the open issues", 0.6, 0.95},
		{"numbers differ", "flights to Paris on March 18", "flights to Paris on March 21", 0.75, 0.95},
		{"one shared word", "book a flight to Paris", "add a book to the cart", 0.2, 0.5},
		{"unrelated", "how many issues are open", "download the annual report", 0, 0},
		{"empty side", "", "anything", 0, 0},
		{"both empty", "", "", 0, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Similarity(Terms(tt.a), Terms(tt.b))
			if got < tt.lo || got > tt.hi {
				t.Errorf("Similarity(%q, %q) = %.3f, want in [%.2f, %.2f]", tt.a, tt.b, got, tt.lo, tt.hi)
			}
			if back := Similarity(Terms(tt.b), Terms(tt.a)); back != got {
				t.Errorf("not symmetric: %.3f vs %.3f", got, back)
			}
		})
	}
}

func TestSimilarityDuplicates(t *testing.T) {
	if got := Similarity([]string{"a1", "a1", "b2"}, []string{"a1", "b2"}); got != 1 {
		t.Errorf("duplicates changed the score: %v", got)
	}
}

func FuzzTerms(f *testing.F) {
	for _, s := range []string{
		"", "Searching the Café menus — 検索結果", "Найти дешёвые билеты",
		"Straße für Fußgänger", "😀 🚀", "ｆｕｌｌ １２３", "東京タワーの営業時間",
		"caf\xe9", "purchases releases", "a\u0301\u0301b", "か\u3099き", "greys licences travelling",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got := Terms(s)
		if len(got) > MaxTerms {
			t.Fatalf("%d terms, cap is %d", len(got), MaxTerms)
		}
		seen := map[string]bool{}
		for _, term := range got {
			if term == "" || !utf8.ValidString(term) {
				t.Fatalf("bad term %q in %q", term, got)
			}
			if seen[term] {
				t.Fatalf("duplicate term %q in %q", term, got)
			}
			seen[term] = true
		}
		again := Terms(strings.Join(got, " "))
		if !slices.Equal(got, again) {
			t.Fatalf("not idempotent:\n in    %q\n once  %q\n twice %q", s, got, again)
		}
		if sim := Similarity(got, got); len(got) > 0 && sim != 1 {
			t.Fatalf("Similarity(x, x) = %v", sim)
		}
	})
}

var sink []string

func BenchmarkTerms(b *testing.B) {
	in := "Find the cheapest one-way flight from Mumbai to Dubai on 24 May, " +
		"then show the baggage policy — 検索結果 — und die Rückflüge"
	b.SetBytes(int64(len(in)))
	b.ReportAllocs()
	for b.Loop() {
		sink = Terms(in)
	}
}

func BenchmarkTermsASCII(b *testing.B) {
	in := "Find the cheapest one-way flight from Mumbai to Dubai on 24 May, then show the baggage policy"
	b.SetBytes(int64(len(in)))
	b.ReportAllocs()
	for b.Loop() {
		sink = Terms(in)
	}
}

func BenchmarkSimilarity(b *testing.B) {
	x := Terms("Find the cheapest one-way flight from Mumbai to Dubai on 24 May")
	y := Terms("cheapest flight Mumbai Dubai one way 25 May")
	b.ReportAllocs()
	var s float64
	for b.Loop() {
		s += Similarity(x, y)
	}
	_ = s
}

func ExampleTerms() {
	fmt.Println(Terms("Searching the Café menus — 検索結果"))
	// Output: [search cafe menus 検索 索結 結果]
}

func ExampleSimilarity() {
	a := Terms("how many issues are open")
	b := Terms("count the open issues")
	fmt.Printf("%.2f\n", Similarity(a, b))
	// Output: 0.90
}

// TestUSSpelling: each British spelling of usSpelling gives its American spelling's
// terms, which Terms gives again from themselves.
func TestUSSpelling(t *testing.T) {
	for gb, us := range usSpelling {
		got, want := Terms(gb), Terms(us)
		if !slices.Equal(got, want) || len(got) != 1 {
			t.Errorf("Terms(%q) = %q, Terms(%q) = %q: want one term, the same", gb, got, us, want)
		}
		if again := Terms(strings.Join(got, " ")); !slices.Equal(again, got) {
			t.Errorf("Terms(%q) = %q, and of that %q", gb, got, again)
		}
		if _, ok := usSpelling[us]; ok {
			t.Errorf("%q → %q, itself a British spelling", gb, us)
		}
	}
}
