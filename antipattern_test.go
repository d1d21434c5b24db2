package waymark_test

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/waymark-dev/waymark"
)

// TestAntiPatternIsTheFailedLocator: a click that timed out on a generated id names that
// id among the anti-patterns, not the link's role and name, which waymark would otherwise
// pick as the element's stable locator and which may well work (SPEC §3.5, §9).
func TestAntiPatternIsTheFailedLocator(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	const u = "https://reports.example.com/"
	const failed = `{"task": "download the 2025 report", "start_url": "` + u + `", "outcome": "failure", "steps": [
		{"action": "navigate", "url": "` + u + `"},
		{"action": "click", "url": "` + u + `", "target": {"selector": "a#dl-2025-x9f", "role": "link", "name": "2025 report (PDF)"},
		 "error": "TimeoutError: waiting for selector \"a#dl-2025-x9f\" failed: timeout 30000ms exceeded"}]}`
	if _, err := m.Save(ctx, waymark.SaveRequest{Trace: json.RawMessage(failed)}); err != nil {
		t.Fatal(err)
	}
	r, err := m.Query(ctx, waymark.QueryRequest{URL: u, Intent: "download the 2025 report"})
	if err != nil {
		t.Fatal(err)
	}
	if len(r.AntiPatterns) != 1 || r.AntiPatterns[0].Selector != "a#dl-2025-x9f" {
		t.Errorf("anti-patterns %+v, want the failed a#dl-2025-x9f", r.AntiPatterns)
	}
	// A later run that clicks the same locator and gets its task done clears the blame;
	// so does a run that failed on a positional XPath and then worked with it.
	worked := strings.Replace(strings.Replace(failed, `"outcome": "failure"`, `"outcome": "success"`, 1),
		`,
		 "error": "TimeoutError: waiting for selector \"a#dl-2025-x9f\" failed: timeout 30000ms exceeded"`, "", 1)
	if worked == failed || strings.Contains(worked, "TimeoutError") {
		t.Fatalf("the successful run was not made: %s", worked)
	}
	if _, err := m.Save(ctx, waymark.SaveRequest{Trace: json.RawMessage(worked)}); err != nil {
		t.Fatal(err)
	}
	const u2 = "https://reports.example.com/orders"
	const retried = `{"task": "place the order", "start_url": "` + u2 + `", "steps": [
		{"action": "click", "url": "` + u2 + `", "target": {"selector": "xpath=//div[3]/button[2]", "role": "button", "name": "Place order"}, "error": "element is not enabled"},
		{"action": "click", "url": "` + u2 + `", "target": {"selector": "xpath=//div[3]/button[2]", "role": "button", "name": "Place order"}}]}`
	if _, err := m.Save(ctx, waymark.SaveRequest{Trace: json.RawMessage(retried)}); err != nil {
		t.Fatal(err)
	}
	for _, q := range []waymark.QueryRequest{{URL: u, Intent: "download the 2025 report"}, {URL: u2, Intent: "place the order"}} {
		r, err := m.Query(ctx, q)
		if err != nil {
			t.Fatal(err)
		}
		if len(r.AntiPatterns) != 0 {
			t.Errorf("%s: anti-patterns %+v after the locator worked", q.URL, r.AntiPatterns)
		}
	}
	// A target known by a positional XPath alone, failed twice and then worked: the blame
	// goes and the XPath is stored nowhere, neither as blame nor as a selector to use.
	const u3 = "https://reports.example.com/export"
	run := func(outcome, errField string) json.RawMessage {
		return json.RawMessage(`{"task": "export the report", "start_url": "` + u3 + `", "outcome": "` + outcome + `", "steps": [
		{"action": "click", "url": "` + u3 + `", "target": {"selector": "xpath=//div[3]/button[2]"}` + errField + `}]}`)
	}
	for i, tr := range []json.RawMessage{run("failure", `, "error": "Timeout 30000ms exceeded"`),
		run("failure", `, "error": "Timeout 30000ms exceeded."`), run("success", "")} {
		if _, err := m.Save(ctx, waymark.SaveRequest{Trace: tr}); err != nil {
			t.Fatalf("run %d: %v", i, err)
		}
	}
	r, err = m.Query(ctx, waymark.QueryRequest{URL: u3, Intent: "export the report"})
	if err != nil {
		t.Fatal(err)
	}
	if len(r.AntiPatterns) != 0 {
		t.Errorf("%s: anti-patterns %+v after the XPath worked", u3, r.AntiPatterns)
	}
	for _, p := range r.PrimarySelectors {
		if strings.Contains(p.Selector, "div[3]") {
			t.Errorf("%s: the positional XPath is a primary selector: %+v", u3, r.PrimarySelectors)
		}
	}
	page, err := m.List(ctx, waymark.ListRequest{Kind: waymark.KindSelector, PageSize: 100})
	if err != nil {
		t.Fatal(err)
	}
	if len(page.Items) == 0 {
		t.Fatal("no selector records listed: nothing was checked")
	}
	for _, it := range page.Items {
		if strings.Contains(it.Summary, "div[3]") {
			t.Errorf("a selector record of the positional XPath stays: %+v", it)
		}
	}
	// A failure named for its bare locator ("click id=q") is cleared by a run that used the
	// locator on an element it names otherwise and stores under a test id.
	const u4 = "https://reports.example.com/search"
	for i, tr := range []string{
		`{"task": "search the reports", "start_url": "` + u4 + `", "outcome": "failure", "steps": [
		{"action": "click", "url": "` + u4 + `", "target": {"selector": "id=q"}, "error": "Timeout 30000ms exceeded"}]}`,
		`{"task": "search the reports", "start_url": "` + u4 + `", "steps": [
		{"action": "click", "url": "` + u4 + `", "target": {"selector": "css=#q", "role": "button", "name": "Search",
		 "attributes": {"data-testid": "search-btn"}}}]}`,
	} {
		if _, err := m.Save(ctx, waymark.SaveRequest{Trace: json.RawMessage(tr)}); err != nil {
			t.Fatalf("run %d: %v", i, err)
		}
	}
	r, err = m.Query(ctx, waymark.QueryRequest{URL: u4, Intent: "search the reports"})
	if err != nil {
		t.Fatal(err)
	}
	if len(r.AntiPatterns) != 0 {
		t.Errorf("%s: anti-patterns %+v after #q worked", u4, r.AntiPatterns)
	}
	// A locator that cannot be used (blank) blames the element's stable one, as before.
	const blank = `{"task": "open the archive", "start_url": "` + u + `", "outcome": "failure", "steps": [
		{"action": "click", "url": "` + u + `", "target": {"selector": "   ", "role": "link", "name": "Archive"}, "error": "not found"}]}`
	if _, err := m.Save(ctx, waymark.SaveRequest{Trace: json.RawMessage(blank)}); err != nil {
		t.Fatal(err)
	}
	r, err = m.Query(ctx, waymark.QueryRequest{URL: u, Intent: "open the archive"})
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range r.AntiPatterns {
		if strings.TrimSpace(a.Selector) == "" {
			t.Errorf("an anti-pattern with no selector: %+v", r.AntiPatterns)
		}
	}
}

// TestFailedLocatorLeftOut: a locator that failed after the route was recorded is offered
// nowhere in the answer, not even as a fallback or an anchor of a step or of a primary
// selector: the answer would otherwise say to use what it also says to avoid (SPEC §3.5).
func TestFailedLocatorLeftOut(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	const u = "https://app.example.com/settings"
	save := func(raw string) {
		t.Helper()
		if _, err := m.Save(ctx, waymark.SaveRequest{Trace: json.RawMessage(raw)}); err != nil {
			t.Fatal(err)
		}
	}
	save(`{"task": "save the settings", "start_url": "` + u + `", "steps": [
		{"action": "navigate", "url": "` + u + `"},
		{"action": "click", "url": "` + u + `", "target": {"selector": "[data-testid=save-settings]", "selectors": ["#save-btn"], "role": "button", "name": "Save"}},
		{"action": "click", "url": "` + u + `", "target": {"selector": "#close-x7"}}]}`)
	save(`{"task": "save the settings", "start_url": "` + u + `", "outcome": "failure", "steps": [
		{"action": "navigate", "url": "` + u + `"},
		{"action": "click", "url": "` + u + `", "target": {"selector": "#save-btn"}, "error": "TimeoutError: waiting for selector \"#save-btn\" failed"},
		{"action": "click", "url": "` + u + `", "target": {"selector": "#close-x7"}, "error": "TimeoutError: waiting for selector \"#close-x7\" failed"}]}`)
	r, err := m.Query(ctx, waymark.QueryRequest{URL: u, Intent: "save the settings"})
	if err != nil {
		t.Fatal(err)
	}
	var avoid []string
	for _, a := range r.AntiPatterns {
		avoid = append(avoid, a.Selector)
	}
	slices.Sort(avoid)
	if !slices.Equal(avoid, []string{"#close-x7", "#save-btn"}) {
		t.Fatalf("anti-patterns %v, want #close-x7 and #save-btn", avoid)
	}
	if len(r.Steps) != 3 {
		t.Fatalf("route %+v, want the three steps", r.Steps)
	}
	offered := func(ls []waymark.Locator) string {
		for _, l := range ls {
			if slices.Contains(avoid, l.Value) {
				return l.Value
			}
		}
		return ""
	}
	for i, s := range r.Steps {
		if v := offered(s.Selectors) + offered(s.Anchors); v != "" {
			t.Errorf("step %d offers %s, an anti-pattern: %+v", i+1, v, s)
		}
	}
	if s := r.Steps[1]; len(s.Selectors) == 0 || s.Selectors[0].Value != "[data-testid=save-settings]" {
		t.Errorf("step 2 selectors %+v, want the test id first", s.Selectors)
	}
	for _, h := range r.PrimarySelectors {
		if slices.Contains(avoid, h.Selector) || offered(h.Anchors) != "" {
			t.Errorf("primary selector %+v offers an anti-pattern", h)
		}
	}
	if len(r.PrimarySelectors) != 1 || r.PrimarySelectors[0].Selector != "[data-testid=save-settings]" {
		t.Errorf("primary selectors %+v, want the Save button's test id alone", r.PrimarySelectors)
	}
	if w := strings.Join(r.Warnings, "\n"); !strings.Contains(w, `step 2: "#save-btn" failed`) || !strings.Contains(w, `step 3: "#close-x7" failed`) {
		t.Errorf("warnings %q, want steps 2 and 3 named", r.Warnings)
	}
	// However reliable the route, a step with no locator left is to be found afresh: P3 at
	// best. More anti-patterns on the page than the answer lists still take theirs out.
	for range 20 {
		if _, err := m.RecordExecution(ctx, waymark.ExecutionRequest{URL: u, Pattern: r.Patterns[0].ID, Success: true}); err != nil {
			t.Fatal(err)
		}
	}
	for i := range waymark.MaxSelectors + 2 {
		sel := fmt.Sprintf("#promo-banner-%d", i)
		save(`{"task": "close promo ` + sel + `", "start_url": "` + u + `", "outcome": "failure", "steps": [
		{"action": "click", "url": "` + u + `", "target": {"selector": "` + sel + `"}, "error": "TimeoutError: waiting for selector failed"}]}`)
	}
	r, err = m.Query(ctx, waymark.QueryRequest{URL: u, Intent: "save the settings"})
	if err != nil {
		t.Fatal(err)
	}
	if r.Tier < waymark.P3 || len(r.Patterns) == 0 || r.Patterns[0].Tier < waymark.P3 {
		t.Errorf("tier %s (routes %+v), want P3 at best: step 3 has no locator left", r.Tier, r.Patterns)
	}
	for i, s := range r.Steps {
		for _, l := range slices.Concat(s.Selectors, s.Anchors) {
			if l.Value == "#save-btn" || l.Value == "#close-x7" {
				t.Errorf("step %d offers %s with more anti-patterns than the answer lists", i+1, l.Value)
			}
		}
	}
}
