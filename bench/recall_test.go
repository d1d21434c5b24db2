package bench

import (
	"context"
	"encoding/json"
	"math"
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/waymark-dev/waymark"
	"github.com/waymark-dev/waymark/ingest"
)

// corpus is the real Mind2Web file beside the checkout (see ../shared/corpus/SOURCES.md).
const corpus = "../../shared/corpus/mind2web/processed.json"

func TestSplitDeterministic(t *testing.T) {
	groups := []Group{
		{Name: "alpha", Items: []int{0, 1, 2, 3, 4}},
		{Name: "beta", Items: []int{5, 6, 7, 8, 9, 10, 11, 12, 13, 14}},
		{Name: "gamma", Items: []int{15}},
		{Name: "delta", Items: []int{16, 17}},
	}
	s1, h1 := Split(groups, 7, 0.8)
	s2, h2 := Split(groups, 7, 0.8)
	if !reflect.DeepEqual(s1, s2) || !reflect.DeepEqual(h1, h2) {
		t.Fatalf("same seed, different splits: %v/%v and %v/%v", s1, h1, s2, h2)
	}
	// Sizes: round(n × 0.2), at least 1, at most n − 1; a group of one is stored only.
	if len(h1) != 1+2+0+1 || len(s1)+len(h1) != 18 {
		t.Errorf("held out %d, stored %d; want 4 and 14", len(h1), len(s1))
	}
	seen := map[int]bool{}
	for _, i := range append(append([]int{}, s1...), h1...) {
		if seen[i] {
			t.Errorf("item %d both stored and held out (or twice)", i)
		}
		seen[i] = true
	}
	for _, i := range h1 {
		if i == 15 {
			t.Error("the only task of a website was held out")
		}
	}
	// A group's split does not depend on the other groups.
	sb, hb := Split(groups[1:2], 7, 0.8)
	var wantS, wantH []int
	for _, i := range s1 {
		if i >= 5 && i <= 14 {
			wantS = append(wantS, i)
		}
	}
	for _, i := range h1 {
		if i >= 5 && i <= 14 {
			wantH = append(wantH, i)
		}
	}
	if !reflect.DeepEqual(sb, wantS) || !reflect.DeepEqual(hb, wantH) {
		t.Errorf("beta alone: %v/%v, within all groups %v/%v", sb, hb, wantS, wantH)
	}
	// Another seed gives another split somewhere (10 groups of 10: a tie is all but impossible).
	var many []Group
	for g := 0; g < 10; g++ {
		items := make([]int, 10)
		for i := range items {
			items[i] = g*10 + i
		}
		many = append(many, Group{Name: string(rune('a' + g)), Items: items})
	}
	_, ha := Split(many, 1, 0.8)
	_, hc := Split(many, 2, 0.8)
	if reflect.DeepEqual(ha, hc) {
		t.Error("seeds 1 and 2 give the same split")
	}
}

func TestActionKey(t *testing.T) {
	for _, tc := range []struct {
		a    ingest.Mind2WebAction
		want string
	}{
		{ingest.Mind2WebAction{Role: "button", Text: "Search", Op: "CLICK"}, "click search"},
		{ingest.Mind2WebAction{Role: "textbox", Text: "  Find   a\tlocation ", Op: "TYPE", Value: "Boston"}, "fill find a location"},
		{ingest.Mind2WebAction{Role: "combobox", Text: "Time", Op: "SELECT", Value: "5:00 PM"}, "select time"},
		{ingest.Mind2WebAction{Role: "textbox", Text: "Search", Op: "ENTER"}, "press search"},
		{ingest.Mind2WebAction{Role: "link", Text: "Store", Op: "HOVER"}, "other store"},
		{ingest.Mind2WebAction{Role: "svg", Text: "", Op: "CLICK"}, ""},
		{ingest.Mind2WebAction{Role: "button", Text: "Go", Op: "DRAG"}, ""},
		{ingest.Mind2WebAction{Text: "[button] Go -> ???"}, ""},
	} {
		if got := ActionKey(tc.a); got != tc.want {
			t.Errorf("ActionKey(%+v) = %q, want %q", tc.a, got, tc.want)
		}
	}
	if got := StepKey(waymark.RouteStep{Action: waymark.ActionFill, Name: "Find a  LOCATION"}); got != "fill find a location" {
		t.Errorf("StepKey = %q", got)
	}
	if got := StepKey(waymark.RouteStep{Action: waymark.ActionClick}); got != "" {
		t.Errorf("StepKey of a nameless step = %q, want empty", got)
	}
}

func TestCoverage(t *testing.T) {
	keys := []string{"click a", "", "fill b", "click a", "click c"}
	routes := [][]string{{"click a", "click z"}, {"fill b"}, {"click y"}, {"click c"}}
	m1, m3 := Coverage(keys, routes)
	// First route: "click a" twice; the first three: "click a" twice and "fill b". The fourth
	// route is beyond the three a query returns.
	if m1 != 2 || m3 != 3 {
		t.Errorf("Coverage = %d, %d; want 2, 3", m1, m3)
	}
	if m1, m3 := Coverage(keys, nil); m1 != 0 || m3 != 0 {
		t.Errorf("Coverage without routes = %d, %d", m1, m3)
	}
}

func TestTypicalRoutes(t *testing.T) {
	routes := map[string][]string{"a": {"q"}, "b": {"x", "y"}, "c": {"y", "x", "z", "x"}, "d": {"x"}}
	// Keys in x: 3 patterns, y: 2, z and q: 1. Scores: a 1, b 3+2, c 3+2+1, d 3.
	got := typicalRoutes([]string{"a", "b", "c", "d"}, routes)
	want := [][]string{routes["c"], routes["b"], routes["d"]}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("typicalRoutes = %v, want %v", got, want)
	}
}

func TestPairedDiff(t *testing.T) {
	mean, ci := pairedDiff([]float64{1, 1, 0, 1}, []float64{0, 1, 0, 0})
	// Differences 1, 0, 0, 1: mean 0.5, sample sd √(1/3), se √(1/3)/2.
	if math.Abs(mean-0.5) > 1e-12 || math.Abs(ci-1.96*math.Sqrt(1.0/3)/2) > 1e-12 {
		t.Errorf("pairedDiff = %v ± %v", mean, ci)
	}
}

// record is one Mind2Web record in the processed.json shape.
type record struct {
	Website   string   `json:"website"`
	ID        string   `json:"id"`
	Domain    string   `json:"domain"`
	Subdomain string   `json:"subdomain"`
	Task      string   `json:"confirmed_task"`
	Actions   []string `json:"action_reprs"`
}

// tiny is a hand-made dataset whose scores are known:
//
//   - alpha: two stored routes (a search, a help page); the held-out search for blue shoes
//     shares "Search" (fill) and "Go" (click) with the stored search and has one action
//     without text ([svg]).
//   - beta: one stored route; the held-out task has exactly the same text (and so URL): the
//     exact-key cache hits and replays the stored actions, one of which ("Orders") it shares.
//   - gamma: the only stored task has an [svg] click, so waymark keeps no route (P5).
var tiny = []record{
	{"alpha", "a1", "Shopping", "Fashion", "Search for red running shoes", []string{
		"[textbox]  Search -> TYPE: red running shoes", "[button]  Go -> CLICK", "[link]  Red Runner 2 -> CLICK"}},
	{"alpha", "a2", "Shopping", "Fashion", "Open the help center and contact support", []string{
		"[link]  Help -> CLICK", "[link]  Contact us -> CLICK"}},
	{"alpha", "a3", "Shopping", "Fashion", "Search for blue running shoes", []string{
		"[textbox]  Search -> TYPE: blue running shoes", "[button]  Go -> CLICK", "[svg]   -> CLICK"}},
	{"beta", "b1", "Travel", "Airlines", "Track my order", []string{
		"[link]  Orders -> CLICK", "[button]  Track -> CLICK"}},
	{"beta", "b2", "Travel", "Airlines", "Track my order", []string{
		"[link]  Orders -> CLICK", "[button]  Track package -> CLICK"}},
	{"gamma", "g1", "Travel", "Ground", "See the map of all lines", []string{
		"[svg]   -> CLICK", "[link]  Lines -> CLICK"}},
	{"gamma", "g2", "Travel", "Ground", "Find the schedule of line 5", []string{
		"[link]  Schedules -> CLICK"}},
}

func tinyTasks(t *testing.T) []*task {
	t.Helper()
	data, err := json.Marshal(tiny)
	if err != nil {
		t.Fatal(err)
	}
	tasks, skipped, err := loadTasks(data, nil)
	if err != nil || skipped != 0 || len(tasks) != len(tiny) {
		t.Fatalf("loadTasks: %d tasks, %d skipped, %v", len(tasks), skipped, err)
	}
	return tasks
}

func TestRecallTiny(t *testing.T) {
	tasks := tinyTasks(t)
	var rep RecallReport
	opts := RecallOptions{Seed: 1, RandomDraws: 4, Home: t.TempDir()}
	// Stored a1, a2, b1, g1; held out a3, b2, g2.
	if err := evaluate(context.Background(), tasks, []int{0, 1, 3, 5}, []int{2, 4, 6}, opts, &rep); err != nil {
		t.Fatal(err)
	}
	if rep.Stored != 4 || rep.HeldOut != 3 || rep.Patterns != 3 || rep.Actions != 6 || rep.Unmatchable != 1 || rep.Scorable != 3 {
		t.Errorf("counts: %+v", rep)
	}
	if rep.Rejected["a click-like step with neither a stable selector nor an anchor"] != 1 {
		t.Errorf("rejected: %v", rep.Rejected)
	}
	by := map[string]MethodScore{}
	for _, m := range rep.Methods {
		by[m.Method] = m
	}
	near := func(name string, got, want float64) {
		t.Helper()
		if math.Abs(got-want) > 1e-9 {
			t.Errorf("%s = %.4f, want %.4f", name, got, want)
		}
	}
	// waymark: a3 → the stored search first (2 of 2 matchable actions, 2 of 3 strict);
	// b2 → the one beta route (1 of 2); g2 → nothing (P5).
	w := by[MethodWaymark]
	near("waymark Coverage@1", w.Coverage1, 2.0/3)
	near("waymark top-1 share", w.Top1Actions, (1+0.5+0)/3)
	near("waymark top-3 share", w.Top3, (1+0.5+0)/3)
	near("waymark strict top-3 share", w.Top3Strict, (2.0/3+0.5+0)/3)
	near("waymark answered", w.HitRate, 2.0/3)
	// Exact-key cache: only b2 hits; it replays b1's actions, sharing "Orders".
	x := by[MethodExact]
	near("cache hit rate", x.HitRate, 1.0/3)
	near("cache Coverage@1", x.Coverage1, 1.0/3)
	near("cache top-3 share", x.Top3, 0.5/3)
	// Most typical routes: alpha's two routes share no step, so the longer one (the search)
	// comes first; beta's only route.
	ty := by[MethodTypical]
	near("typical Coverage@1", ty.Coverage1, 2.0/3)
	near("typical top-3 share", ty.Top3, (1+0.5+0)/3)
	// Random: alpha has two routes, so "three random routes" are both of them, and its top-3
	// share equals the ceiling's; beta has one route, always drawn.
	r, c := by[MethodRandom], by[MethodCeiling]
	near("random top-3 share", r.Top3, c.Top3)
	near("ceiling Coverage@1", c.Coverage1, 2.0/3)
	near("ceiling top-3 share", c.Top3, (1+0.5+0)/3)
	if r.Coverage1 < 1.0/3-1e-9 || r.Coverage1 > 2.0/3+1e-9 {
		t.Errorf("random Coverage@1 = %v, want between 1/3 (beta only) and 2/3", r.Coverage1)
	}
	if k := r.Coverage1 * 3 * 4; math.Abs(k-math.Round(k)) > 1e-9 {
		t.Errorf("random Coverage@1 = %v is not a mean of 4 draws over 3 tasks", r.Coverage1)
	}
	tiers := map[waymark.Tier]int{}
	total := 0
	for _, tc := range rep.Tiers {
		tiers[tc.Tier] = tc.Count
		total += tc.Count
	}
	if total != 3 || tiers[waymark.P5] != 1 {
		t.Errorf("tiers: %+v", rep.Tiers)
	}
	near("lead over random", rep.VsRandom.Coverage1, w.Coverage1-r.Coverage1)
	if len(rep.Domains) != 2 || rep.Domains[0].Domain != "Shopping" || rep.Domains[0].HeldOut != 1 {
		t.Errorf("domains: %+v", rep.Domains)
	}
}

func TestRecallSubsetOfCorpus(t *testing.T) {
	if _, err := os.Stat(corpus); err != nil {
		t.Skipf("no corpus: %v", err)
	}
	ctx := context.Background()
	opts := RecallOptions{Corpus: corpus, Seed: 3, Websites: []string{"exploretock", "amtrak", "ikea", "nps.gov"}}
	a, err := RunRecall(ctx, opts)
	if err != nil {
		t.Fatal(err)
	}
	b, err := RunRecall(ctx, opts)
	if err != nil {
		t.Fatal(err)
	}
	if a.Websites != 4 || a.HeldOut == 0 || a.Stored+a.HeldOut < 40 {
		t.Fatalf("run: %d websites, %d stored, %d held out", a.Websites, a.Stored, a.HeldOut)
	}
	if !reflect.DeepEqual(a.Methods, b.Methods) || !reflect.DeepEqual(a.Tiers, b.Tiers) || a.Patterns != b.Patterns {
		t.Errorf("two runs with one seed differ:\n%+v\n%+v", a.Methods, b.Methods)
	}
	for _, m := range a.Methods {
		for _, v := range []float64{m.Coverage1, m.Top1Actions, m.Top3, m.Coverage1Strict, m.Top3Strict, m.HitRate} {
			if v < 0 || v > 1 {
				t.Errorf("%s: score %v out of [0, 1]", m.Method, v)
			}
		}
		if m.Top1Actions > m.Top3+1e-9 || m.Top3Strict > m.Top3+1e-9 {
			t.Errorf("%s: top-1 %v or strict %v above top-3 %v", m.Method, m.Top1Actions, m.Top3Strict, m.Top3)
		}
	}
	by := map[string]MethodScore{}
	for _, m := range a.Methods {
		by[m.Method] = m
	}
	ceil := by[MethodCeiling]
	for _, m := range a.Methods[:4] {
		if m.Coverage1 > ceil.Coverage1+1e-9 || m.Top3 > ceil.Top3+1e-9 {
			t.Errorf("%s above the ceiling: %+v > %+v", m.Method, m, ceil)
		}
	}
	if by[MethodExact].HitRate != 0 {
		t.Errorf("exact-key cache hit on Mind2Web, whose task texts are all distinct: %+v", by[MethodExact])
	}
	md := a.Markdown()
	for _, s := range []string{"| **waymark** |", "random pattern of the site", "| P5 |", "| Travel |"} {
		if !strings.Contains(md, s) {
			t.Errorf("Markdown lacks %q:\n%s", s, md)
		}
	}
}

func TestReplaceSection(t *testing.T) {
	doc := []byte("# Benchmarks\n\nintro\n\n" + SectionBegin + "\nold table\n" + SectionEnd + "\n\nafter\n")
	got := string(ReplaceSection(doc, "new table\n"))
	want := "# Benchmarks\n\nintro\n\n" + SectionBegin + "\n\nnew table\n\n" + SectionEnd + "\n\nafter\n"
	if got != want {
		t.Errorf("replace:\n%s\nwant:\n%s", got, want)
	}
	if again := string(ReplaceSection([]byte(got), "new table")); again != got {
		t.Errorf("replacing with the same section changed the doc:\n%s", again)
	}
	if got := string(ReplaceSection(nil, "t")); got != "# Benchmarks\n\n"+SectionBegin+"\n\nt\n\n"+SectionEnd+"\n" {
		t.Errorf("empty doc: %q", got)
	}
	if got := string(ReplaceSection([]byte("# B\n\ntext\n"), "t")); got != "# B\n\ntext\n\n"+SectionBegin+"\n\nt\n\n"+SectionEnd+"\n" {
		t.Errorf("doc without markers: %q", got)
	}
}
