package loop

import (
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"
)

// at builds an entry whose page state is its URL plus a fixed title.
func at(action, target, url string) Entry {
	return Entry{Action: action, Target: target, URL: url, PageKey: url + " | title"}
}

func TestCheck(t *testing.T) {
	const (
		p1 = "https://shop.example/list?page=1"
		p2 = "https://shop.example/list?page=2"
		p3 = "https://shop.example/list?page=3"
		p4 = "https://shop.example/list?page=4"
		d  = "https://shop.example/item/7"
	)
	tests := []struct {
		name      string
		trail     []Entry
		wantKind  string // "" for no warning
		wantCount int
	}{
		{"empty", nil, "", 0},
		{"one step", []Entry{at("click", "#next", p1)}, "", 0},
		{"repeat 3 no change", []Entry{at("click", "#next", p2), at("click", "#next", p2), at("click", "#next", p2)}, KindRepeat, 3},
		{"repeat 5 counts all", []Entry{at("navigate", "", p1), at("click", "#next", p2), at("click", "#next", p2), at("click", "#next", p2), at("click", "#next", p2), at("click", "#next", p2)}, KindRepeat, 5},
		{"repeat only twice", []Entry{at("click", "#next", p2), at("click", "#next", p2)}, "", 0},
		{"same field, other values", []Entry{{Action: "fill", Target: "#q", Value: "lamp", URL: p1}, {Action: "fill", Target: "#q", Value: "desk lamp", URL: p1},
			{Action: "fill", Target: "#q", Value: "led desk lamp", URL: p1}}, "", 0},
		{"same field, same value", []Entry{{Action: "press", Target: "#q", Value: "Enter", URL: p1}, {Action: "press", Target: "#q", Value: "Enter", URL: p1},
			{Action: "press", Target: "#q", Value: "Enter", URL: p1}}, KindRepeat, 3},
		{"3 repeats with URL change", []Entry{at("click", "#next", p2), at("click", "#next", p3), at("click", "#next", p4)}, "", 0},
		{"3 repeats, title changes", []Entry{
			{Action: "click", Target: "#more", URL: p1, PageKey: "p1 | 10 items"},
			{Action: "click", Target: "#more", URL: p1, PageKey: "p1 | 20 items"},
			{Action: "click", Target: "#more", URL: p1, PageKey: "p1 | 30 items"}}, "", 0},
		{"different targets", []Entry{at("click", "#a", p1), at("click", "#b", p1), at("click", "#c", p1)}, "", 0},
		{"action case ignored", []Entry{at("Click", "#buy", d), at("click", "#buy", d), at("CLICK", "#buy", d)}, KindRepeat, 3},
		{"broken out of repeat", []Entry{at("click", "#next", p2), at("click", "#next", p2), at("click", "#next", p2), at("click", "#item", d)}, "", 0},
		{"no URLs reported counts as no change", []Entry{{Action: "fill", Target: "#q"}, {Action: "fill", Target: "#q"}, {Action: "fill", Target: "#q"}}, KindRepeat, 3},
		{"scroll 3 times is fine", []Entry{at("scroll", "", p1), at("scroll", "", p1), at("scroll", "", p1)}, "", 0},
		{"scroll 6 times is a loop", []Entry{at("scroll", "", p1), at("scroll", "", p1), at("scroll", "", p1), at("scroll", "", p1), at("scroll", "", p1), at("scroll", "", p1)}, KindRepeat, 6},
		{"oscillation ABAB", []Entry{at("click", "#open-menu", p1), at("click", "#close", p1), at("click", "#open-menu", p1), at("click", "#close", p1)}, KindOscillation, 4},
		{"oscillation between pages", []Entry{at("click", "a.item", d), at("navigate_back", "", p1), at("click", "a.item", d), at("navigate_back", "", p1), at("click", "a.item", d)}, KindOscillation, 5},
		{"A-B-A-C is no oscillation", []Entry{at("click", "#a", p1), at("click", "#b", p1), at("click", "#a", p1), at("click", "#c", p1)}, "", 0},
		{"A-B-A is too short", []Entry{at("click", "#a", p1), at("click", "#b", p1), at("click", "#a", p1)}, "", 0},
		{"A-B-A-B with progress", []Entry{at("extract", ".row", p1), at("click", "#next", p2), at("extract", ".row", p2), at("click", "#next", p3)}, "", 0},
		{"a retry of three steps, twice", []Entry{
			{Action: "fill", Target: "#pw", Value: "{{password}}", URL: p1, PageKey: "login"}, at("click", "#login", p1), at("extract", ".error", p1),
			{Action: "fill", Target: "#pw", Value: "{{password}}", URL: p1, PageKey: "login"}, at("click", "#login", p1), at("extract", ".error", p1)}, KindCycle, 6},
		{"a cycle of four, twice and one step", []Entry{at("click", "#a", p1), at("click", "a.item", d), at("extract", "h1", d), at("navigate_back", "", p1),
			at("click", "#a", p1), at("click", "a.item", d), at("extract", "h1", d), at("navigate_back", "", p1), at("click", "#a", p1)}, KindCycle, 9},
		{"a cycle of three once is none", []Entry{at("click", "#a", p1), at("click", "#b", p1), at("click", "#c", p1), at("click", "#a", p1), at("click", "#b", p1)}, "", 0},
		{"a cycle of three with progress is none", []Entry{at("click", "a.item", d), at("extract", "h1", d), at("click", "#next", p2),
			at("click", "a.item", d), at("extract", "h1", d), at("click", "#next", p3)}, "", 0},
		{"A-B-A-B as four is an oscillation", []Entry{at("click", "#a", p1), at("click", "#b", p1), at("click", "#a", p1), at("click", "#b", p1),
			at("click", "#a", p1), at("click", "#b", p1), at("click", "#a", p1), at("click", "#b", p1)}, KindOscillation, 8},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ws := Check(tt.trail)
			if tt.wantKind == "" {
				if len(ws) != 0 {
					t.Fatalf("Check = %+v, want no warning", ws)
				}
				return
			}
			if len(ws) != 1 {
				t.Fatalf("Check = %+v, want one %s warning", ws, tt.wantKind)
			}
			if ws[0].Kind != tt.wantKind || ws[0].Count != tt.wantCount {
				t.Errorf("Check = %s×%d, want %s×%d", ws[0].Kind, ws[0].Count, tt.wantKind, tt.wantCount)
			}
		})
	}
}

func TestCheckMessage(t *testing.T) {
	u := "https://shop.example/list"
	ws := Check([]Entry{at("click", "#next", u), at("click", "#next", u), at("click", "#next", u)})
	if len(ws) != 1 {
		t.Fatalf("Check = %+v", ws)
	}
	want := "click on #next repeated 3 times without the page changing"
	if !strings.HasPrefix(ws[0].Message, want) || !strings.Contains(ws[0].Message, "try another route") {
		t.Errorf("Message = %q, want it to start %q and suggest another route", ws[0].Message, want)
	}
	ws = Check([]Entry{at("click", "#a", u), at("click", "#b", u), at("click", "#a", u), at("click", "#b", u)})
	if len(ws) != 1 || !strings.Contains(ws[0].Message, "click on #a and click on #b") {
		t.Errorf("oscillation message = %+v", ws)
	}
	long := strings.Repeat("ä", 200)
	ws = Check([]Entry{{Action: "click", Target: long}, {Action: "click", Target: long}, {Action: "click", Target: long}})
	if len(ws) != 1 || !utf8.ValidString(ws[0].Message) || len([]rune(ws[0].Message)) > 250 {
		t.Errorf("long target message = %+v", ws)
	}
}

func TestAppend(t *testing.T) {
	var trail []Entry
	for i := range 120 {
		trail = Append(trail, Entry{Action: "click", Target: fmt.Sprint(i)})
		if want := min(i+1, Capacity); len(trail) != want {
			t.Fatalf("after %d appends len = %d, want %d", i+1, len(trail), want)
		}
	}
	if trail[0].Target != "70" || trail[Capacity-1].Target != "119" {
		t.Errorf("trail keeps %s…%s, want 70…119", trail[0].Target, trail[Capacity-1].Target)
	}
	full := trail
	first := full[0]
	_ = Append(full, Entry{Action: "x"})
	if full[0] != first {
		t.Error("Append at capacity modified its input")
	}
	// An over-long trail passed in is cut to Capacity too.
	long := make([]Entry, 80)
	if got := Append(long, Entry{}); len(got) != Capacity {
		t.Errorf("len = %d, want %d", len(got), Capacity)
	}
}

func BenchmarkCheck(b *testing.B) {
	var trail []Entry
	for i := range Capacity {
		u := fmt.Sprintf("https://shop.example/list?page=%d", i/3)
		trail = Append(trail, Entry{Action: "click", Target: "#next", URL: u, PageKey: u + " | Shop"})
	}
	b.ReportAllocs()
	for b.Loop() {
		_ = Check(trail)
	}
}

func BenchmarkAppend(b *testing.B) {
	trail := make([]Entry, Capacity)
	e := Entry{Action: "click", Target: "#next", URL: "https://shop.example/", PageKey: "k"}
	b.ReportAllocs()
	for b.Loop() {
		trail = Append(trail, e)
	}
}

func ExampleCheck() {
	u := "https://shop.example/list"
	var trail []Entry
	for range 3 {
		trail = Append(trail, Entry{Action: "click", Target: "#next", URL: u, PageKey: u + " | Shop"})
	}
	for _, w := range Check(trail) {
		fmt.Println(w.Kind, w.Count)
	}
	// Output: repeat 3
}
