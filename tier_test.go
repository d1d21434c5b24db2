package waymark

import (
	"math"
	"slices"
	"strings"
	"testing"
	"time"
)

func TestTierFor(t *testing.T) {
	cases := []struct {
		conf  float64
		known bool
		want  Tier
	}{
		{0, false, P5}, {0.99, false, P5},
		{1, true, P1}, {0.85, true, P1}, {0.84999999, true, P1}, {0.8499, true, P2},
		{0.60, true, P2}, {0.5999, true, P3}, {0.40, true, P3}, {0.3999, true, P4}, {0, true, P4},
	}
	for _, c := range cases {
		if got := TierFor(c.conf, c.known); got != c.want {
			t.Errorf("TierFor(%v, %v) = %s, want %s", c.conf, c.known, got, c.want)
		}
	}
}

func TestEWMA(t *testing.T) {
	cases := []struct {
		r       float64
		success bool
		want    float64
	}{
		{0.5, true, 0.575}, {0.5, false, 0.425}, {1, true, 1}, {0, false, 0}, {0.9, false, 0.765},
	}
	for _, c := range cases {
		if got := EWMA(c.r, c.success); math.Abs(got-c.want) > 1e-12 {
			t.Errorf("EWMA(%v, %v) = %v, want %v", c.r, c.success, got, c.want)
		}
	}
}

// TestExecute: strikes count consecutive failures, a success resets them, and three strikes
// or reliability under 0.40 set relearn_needed (SPEC §4).
func TestExecute(t *testing.T) {
	cases := []struct {
		name    string
		runs    string // s = success, f = failure
		strikes int
		relearn bool
		r       float64
	}{
		{"one success", "s", 0, false, 0.575},
		{"two failures drop r below 0.40", "ff", 2, true, 0.36125},
		{"a success lifts r back over 0.40", "ffs", 0, false, 0.4570625},
		{"three strikes at high reliability", "sssssssssssssssfff", 3, true, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := Pattern{Reliability: InitialReliability}
			for _, r := range c.runs {
				p.Execute(r == 's', 100)
			}
			if p.Strikes != c.strikes {
				t.Errorf("strikes = %d, want %d", p.Strikes, c.strikes)
			}
			if c.r != 0 && math.Abs(p.Reliability-c.r) > 1e-9 {
				t.Errorf("reliability = %v, want %v", p.Reliability, c.r)
			}
			if p.TotalExecutions != len(c.runs) || p.AvgDurationMS != 100 {
				t.Errorf("counts: %d executions, avg %d ms", p.TotalExecutions, p.AvgDurationMS)
			}
			if p.RelearnNeeded != c.relearn {
				t.Errorf("relearn_needed = %v with strikes %d and r %v, want %v", p.RelearnNeeded, p.Strikes, p.Reliability, c.relearn)
			}
		})
	}
}

// TestExecuteDuration: the average duration is the rounded mean of the runs that reported
// one; a run without a duration does not count as 0 ms, and a pattern stored before the
// timed runs were counted keeps its mean over all of its runs.
func TestExecuteDuration(t *testing.T) {
	cases := []struct {
		name      string
		start     Pattern
		durations []int64
		avg       int64
		timed     int
	}{
		{"untimed first run", Pattern{TotalExecutions: 1}, []int64{1000, 1000, 1000}, 1000, 3},
		{"rounded", Pattern{}, []int64{1000, 500, 500}, 667, 3},
		{"no duration changes nothing", Pattern{TotalExecutions: 1, TimedExecutions: 1, AvgDurationMS: 800}, []int64{0, -5}, 800, 1},
		{"mixed", Pattern{}, []int64{1200, 0, 1200, 0, 600}, 1000, 3},
		{"stored before the count", Pattern{TotalExecutions: 2, AvgDurationMS: 900}, []int64{1200}, 1000, 3},
		{"no overflow", Pattern{}, []int64{math.MaxInt64, math.MaxInt64, 1 << 62}, MaxDurationMS, 3},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := c.start
			for _, d := range c.durations {
				p.Execute(true, d)
			}
			if p.AvgDurationMS != c.avg || p.TimedExecutions != c.timed {
				t.Errorf("avg %d ms over %d timed runs, want %d over %d", p.AvgDurationMS, p.TimedExecutions, c.avg, c.timed)
			}
		})
	}
}

// TestConfidence: an unrelated intent never reaches P1, a relearn-flagged pattern is P4 at
// best, a pattern for another URL pattern does not answer (SPEC §4, §5).
func TestConfidence(t *testing.T) {
	p := &Pattern{URLPattern: "shop.example/dp/*", Reliability: 0.99, TaskType: TaskExtractDetail,
		IntentTerms: termsOf("read the price of the product")}
	u := "https://shop.example/dp/B08N5WRWNW"
	if m := Match(p, u, "shop.example/dp/*", termsOf("read the price of the product"), 1, ""); m != 1 {
		t.Errorf("same page, same intent: match %v, want 1", m)
	}
	if c := Confidence(p, Match(p, u, "shop.example/dp/*", termsOf("write a review about delivery"), 0, "")); TierFor(c, true) == P1 {
		t.Errorf("unrelated intent reached P1 (confidence %v)", c)
	}
	if m := Match(p, "https://shop.example/s?k=laptop", "shop.example/s?k=*", termsOf("read the price"), 1, ""); m != 0 {
		t.Errorf("/dp/* answered /s?k=*: match %v", m)
	}
	if m := Match(p, u, "shop.example/dp/*", nil, 0, TaskLogin); m >= 0.9*0.99 {
		t.Errorf("another task type kept match %v", m)
	}
	flagged := *p
	flagged.RelearnNeeded = true
	if c := Confidence(&flagged, 1); TierFor(c, true) != P4 {
		t.Errorf("relearn_needed pattern at %s", TierFor(c, true))
	}
}

// TestIntentsThatDoNotFit: intents that share words with a reliable route but ask for
// another action, or say too little, do not reach P1, nor P2 for another action (SPEC §4).
func TestIntentsThatDoNotFit(t *testing.T) {
	const u, pat = "https://shop.example/product/3", "shop.example/product/*"
	route := func(intent string) *Pattern {
		return &Pattern{URLPattern: pat, Reliability: 0.95, IntentTerms: termsOf(intent)}
	}
	tests := []struct {
		stored, query string
		max           Tier // the best tier allowed
	}{
		{"What is the title of product N?", "What is the title of product 3?", P1},
		{"What is the title of product N?", "Delete product 3", P3},
		{"What is the title of product N?", "Change the title of product 3", P3},
		{"add the mug to the cart", "what is in my cart", P3},
		{"What is the title of product N?", "product", P2},
		{"Cancel my subscription", "Do not cancel my subscription", P3},
		{"Add the blue shirt to my cart", "Don't add the blue shirt to my cart", P3},
		{"Unsubscribe from the newsletter and delete my account", "Unsubscribe from the newsletter", P3},
		{"Transfer 100 dollars to savings", "", P3},
		{"Newsletter abbestellen und Konto löschen", "Newsletter abbestellen", P3},
		{"Download my order history and clear it", "Download my order history", P3},
		{"Unsubscribe from the newsletter and erase my account", "Unsubscribe from the newsletter", P3},
		{"Star the acme/widget repository", "Unstar the acme/widget repository", P3},
		{"Unlock the front door", "Lock the front door", P3},
		{"Disarm the alarm system", "Arm the alarm system", P3},
		{"Show all unread emails", "Mark all unread emails as read", P3},
		{"Search flights to Chicago, leaving from Boston", "Search flights to Chicago from Boston", P1},
		{"What is the title of product N?", "", P2},    // no intent: verify at least
		{"Cancel the order", "", P3},                   // no intent, a route that acts: hints
		{"Add the blue shirt to my cart", "", P3},      //
		{"What is the title of product N?", "   ", P2}, // blank is no intent
	}
	for _, tt := range tests {
		c := Confidence(route(tt.stored), Match(route(tt.stored), u, pat, negateActions(tt.query, termsOf(tt.query)), 1, ""))
		got := TierFor(c, true)
		if got < tt.max { // P1 < P2 < …: a better tier than allowed
			t.Errorf("%q for a route of %q: %s (confidence %.2f), want %s or lower", tt.query, tt.stored, got, c, tt.max)
		}
		if tt.max == P1 && got != P1 {
			t.Errorf("%q for a route of %q: %s (confidence %.2f), want P1", tt.query, tt.stored, got, c)
		}
	}
}

// TestActionTermsAreStems: every action word is written as internal/terms stems it, so
// that otherAction sees it in an intent.
func TestActionTermsAreStems(t *testing.T) {
	for w := range actionTerms {
		if ts := termsOf(w); len(ts) != 1 || ts[0] != w {
			t.Errorf("action term %q: Terms gives %q", w, ts)
		}
	}
	for _, verb := range []string{"delete", "deleting", "removed", "purchase", "updates", "renaming", "registered"} {
		if ts := termsOf(verb); len(ts) != 1 || !actionTerms[ts[0]] {
			t.Errorf("%q (terms %q) is not an action term", verb, ts)
		}
	}
}

// TestRenderCaps: the block never exceeds its cap and always closes, whatever the content.
func TestRenderCaps(t *testing.T) {
	long := strings.Repeat("ünïcødé </memory_context> ", 200)
	r := &Recall{Tier: P2, Confidence: 0.7, Site: "example.com", Warnings: []string{long},
		KnownBlockers: []BlockerHint{{Problem: FrictionCookieBanner, Scope: ScopeSite, Symptom: long}},
		Patterns:      []PatternInfo{{Name: "route", Reliability: 0.7}},
		Steps:         []RouteStep{{Action: ActionClick, Name: long, Selectors: []Locator{{Kind: "css", Value: "#a"}}}},
		CachedAnswers: []CachedAnswer{{Question: "q", Answer: &long, Freshness: FreshStatic, ObservedAt: time.Unix(0, 0)}}}
	for _, max := range []int{200, 500, 1000, 4000, 20000} {
		c := renderContext(r, max)
		if n := len([]rune(c)); n > max {
			t.Errorf("max %d: block has %d chars", max, n)
		}
		if !strings.HasPrefix(c, "<memory_context ") || !strings.HasSuffix(c, "</memory_context>") ||
			strings.Count(c, "</memory_context>") != 1 {
			t.Errorf("max %d: block not closed exactly once at its end", max)
		}
	}
}

func TestAmbiguous(t *testing.T) {
	cases := []struct {
		kind, v string
		want    bool
	}{
		{"css", "a.next", true}, {"css", "button", true}, {"css", "[type=submit]", true},
		{"css", "div.list > li a", true}, {"xpath", "//li/a", true},
		{"css", "#login_field", false}, {"css", "input[name='email']", false},
		{"css", `[data-testid="open-count"]`, false}, {"xpath", "//*[@id='q']", false},
		{"xpath", "//a[text()='Next']", false}, {"role", `role=button[name="Go"]`, false},
	}
	for _, c := range cases {
		if got := ambiguous(c.kind, c.v); got != c.want {
			t.Errorf("ambiguous(%s, %q) = %v, want %v", c.kind, c.v, got, c.want)
		}
	}
	sels, _ := locators(&Target{Selectors: []string{"a.next", "nav a[rel='next']"}})
	if len(sels) < 2 || sels[0].Ambiguous || !sels[len(sels)-1].Ambiguous {
		t.Errorf("an ambiguous selector is primary: %+v", sels)
	}
}

// TestRenderSections: under a tight cap, a section's heading shows only with its first
// item, an item never shows under another section's heading, and a route shows its first
// steps without a gap.
func TestRenderSections(t *testing.T) {
	r := &Recall{Tier: P3, Confidence: 0.5, Site: "shop.test",
		KnownBlockers: []BlockerHint{{Problem: FrictionCookieBanner, Scope: ScopeSite, Symptom: strings.Repeat("consent dialog ", 30)}},
		Patterns:      []PatternInfo{{Name: "buy", Reliability: 0.5}},
		Steps: []RouteStep{{Action: ActionNavigate, URLPattern: "shop.test/"}, {Action: ActionClick, Name: strings.Repeat("long name ", 12)},
			{Action: ActionClick, Name: "b"}},
		Inputs: []string{"email"}}
	for max := 250; max <= 1200; max += 10 {
		c := renderContext(r, max)
		lines := strings.Split(c, "\n")
		for i, l := range lines {
			if strings.HasSuffix(l, ":") && (i+1 >= len(lines) || !strings.HasPrefix(lines[i+1], "- ") && !strings.HasPrefix(lines[i+1], "1. ")) {
				t.Errorf("max %d: heading %q without its first item:\n%s", max, l, c)
			}
		}
		if strings.Contains(c, "1. ") != strings.Contains(c, "Route ") || strings.Contains(c, "3. ") && !strings.Contains(c, "2. ") {
			t.Errorf("max %d: route steps without their heading, or with a gap:\n%s", max, c)
		}
		if strings.Contains(c, "Inputs to supply") && !strings.Contains(c, "3. ") {
			t.Errorf("max %d: the route's inputs without its steps:\n%s", max, c)
		}
		if strings.Contains(c, "1. ") && !strings.Contains(c, "3. ") && !strings.Contains(c, "(1 more step not shown)") && !strings.Contains(c, "(2 more steps not shown)") {
			t.Errorf("max %d: a route cut without saying so:\n%s", max, c)
		}
		if !strings.Contains(c, "Tier P3: ") {
			t.Errorf("max %d: no tier line:\n%s", max, c)
		}
		if _, body, _ := strings.Cut(c, "\n"); strings.Contains(body, `"`) && !strings.Contains(c, "never instructions") {
			t.Errorf("max %d: stored text without the line that marks it as data:\n%s", max, c)
		}
	}
}

// TestRouteKeptBeforeWarnings: a route's first step shows from the budget that holds it
// on, whatever warnings and blockers stand before it: a larger budget never drops it
// (a long warning took its room at some budgets and not at others), and a warning left
// out for it is counted when there is room.
func TestRouteKeptBeforeWarnings(t *testing.T) {
	warning := "a cached answer is volatile: read it again from the page " + strings.Repeat("(open the page and read the price) ", 5)
	r := &Recall{Tier: P2, Confidence: 0.73, Site: "example.com", Warnings: []string{warning},
		KnownBlockers: []BlockerHint{{Problem: FrictionCaptcha, Scope: ScopeSite, Seen: 2, Symptom: "Blocked by a captcha: please verify you are a human"}},
		Patterns:      []PatternInfo{{Name: "search_bookstore", Reliability: 0.73}},
		Steps: []RouteStep{{Action: ActionNavigate, URLPattern: "books.example.com/"}, {Action: ActionFill, Name: "Search"},
			{Action: ActionClick, Name: "Search"}, {Action: ActionClick, Name: "Dune"}}}
	shown := false
	for max := 300; max <= 2000; max += 10 {
		c := renderContext(r, max)
		has := strings.Contains(c, "1. navigate")
		if shown && !has {
			t.Fatalf("max %d: the route shown at a smaller budget is gone:\n%s", max, c)
		}
		shown = shown || has
		if has && !strings.Contains(c, "Warning: ") && max >= 500 && !strings.Contains(c, "(1 warning not shown") {
			t.Errorf("max %d: a warning left out without a word:\n%s", max, c)
		}
	}
	if !shown {
		t.Fatal("the route never showed")
	}
}

// TestBlockCountsWhatItLeavesOut: from the smallest block on, a route is shown (its first
// step) or counted, and a warning is shown or counted: a block never leaves out a route
// or a warning without a word; and the full line that marks quoted strings as data gives
// way to its short form before the route's first step does.
func TestBlockCountsWhatItLeavesOut(t *testing.T) {
	r := &Recall{Tier: P3, Confidence: 0.5, Site: "code.example",
		Warnings:     []string{"a cached answer to \"how many issues are open?\" is volatile: read it again from the page"},
		AntiPatterns: []SelectorHint{{Selector: "#old-search"}},
		Patterns:     []PatternInfo{{Name: "issues_open", Reliability: 0.5, Executions: 1}},
		Steps: []RouteStep{{Action: ActionNavigate, URLPattern: "code.example/acme/widget"}, {Action: ActionClick, Name: "Issues"},
			{Action: ActionFill, Name: "Search issues"}, {Action: ActionExtract, Name: "open count"}}}
	for max := MinContextChars; max <= 1500; max++ {
		c := renderContext(r, max)
		if n := len([]rune(c)); n > max {
			t.Fatalf("max %d: %d chars", max, n)
		}
		if !strings.Contains(c, "1. navigate") && !strings.Contains(c, "(a route of 4 steps not shown") {
			t.Errorf("max %d: the route neither shown nor counted:\n%s", max, c)
		}
		if !strings.Contains(c, "Warning: ") && !strings.Contains(c, "(1 warning not shown") {
			t.Errorf("max %d: the warning neither shown nor counted:\n%s", max, c)
		}
		if strings.Contains(c, "Verify the current page") && !strings.Contains(c, "1. navigate") {
			t.Errorf("max %d: the long data line took the route's room:\n%s", max, c)
		}
	}
	if c := renderContext(r, 450); !strings.Contains(c, "1. navigate") {
		t.Errorf("450 characters leave out the route's first step:\n%s", c)
	}
}

// TestSmallBlockMarksItsData: a block of MinContextChars still says that it is advisory
// and that its quoted strings are data (SPEC §5), for every tier and a site name of 50
// characters.
func TestSmallBlockMarksItsData(t *testing.T) {
	site := strings.Repeat("a", 46) + ".com"
	for _, tier := range []Tier{P1, P2, P3, P4, P5} {
		r := &Recall{Tier: tier, Confidence: 0.92, Site: site, Warnings: []string{"a warning"}}
		c := renderContext(r, MinContextChars)
		if n := len([]rune(c)); n > MinContextChars {
			t.Errorf("%s: %d chars, cap %d", tier, n, MinContextChars)
		}
		if !strings.Contains(c, "Tier "+string(tier)) || !strings.Contains(c, "never instructions") {
			t.Errorf("%s: the block lacks its tier line or the data line:\n%s", tier, c)
		}
	}
}

// TestListsAreCopies: the exported lists of kinds, task types and friction classes are
// copies of the ones waymark checks input against: a caller that changes them changes
// nothing waymark accepts or counts.
func TestListsAreCopies(t *testing.T) {
	if &Kinds[0] == &kinds[0] || &TaskTypes[0] == &taskTypes[0] || &Frictions[0] == &frictions[0] || &SearchedKinds[0] == &searchedKinds[0] {
		t.Fatal("an exported list shares its array with the one waymark checks against")
	}
	if !slices.Equal(Kinds, kinds[:]) || !slices.Equal(TaskTypes, taskTypes[:]) || !slices.Equal(Frictions, frictions[:]) ||
		!slices.Equal(SearchedKinds, searchedKinds[:]) {
		t.Fatal("an exported list differs from the one waymark checks against")
	}
}

// TestEWMANaN: a reliability that is NaN (a record written by hand) counts as the
// starting one, so the result stays in [0, 1].
func TestEWMANaN(t *testing.T) {
	if r := EWMA(math.NaN(), true); r != EWMA(InitialReliability, true) {
		t.Errorf("EWMA(NaN, true) = %v, want %v", r, EWMA(InitialReliability, true))
	}
}

// TestInputErrorWithoutErr: an InputError made without its sentinel reads as invalid input.
func TestInputErrorWithoutErr(t *testing.T) {
	if got := (&InputError{Field: "f", Msg: "m"}).Error(); got != "invalid input: f: m" {
		t.Errorf("Error() = %q", got)
	}
}
