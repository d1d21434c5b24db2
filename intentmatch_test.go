package waymark_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/waymark-dev/waymark"
)

// TestOtherQuestionOfThePage: on a repository's page, a reliable route that reads its
// license does not answer how many stars it has, though both intents name the repository
// and the site: the URL says those words already, and what each asks of the page differs
// (SPEC §4: an unrelated intent on the same page never comes back as P1). A question of
// the shop's about page is answered by its own route, not by a more reliable one that
// reads another fact of the shop.
func TestOtherQuestionOfThePage(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	fact := func(u, task, testid, answer string) string {
		return `{"task": "` + task + `", "start_url": "` + u + `", "final_answer": "` + answer + `", "steps": [
			{"action": "navigate", "url": "` + u + `"},
			{"action": "extract", "url": "` + u + `", "target": {"selector": "[data-testid='` + testid + `']"}, "extracted": "` + answer + `"},
			{"action": "done", "url": "` + u + `", "extracted": "` + answer + `"}]}`
	}
	save := func(raw string) *waymark.PatternInfo {
		t.Helper()
		res, err := m.Save(ctx, waymark.SaveRequest{Trace: json.RawMessage(raw)})
		if err != nil || res.Pattern == nil {
			t.Fatalf("save: %v, %+v", err, res)
		}
		return res.Pattern
	}
	record := func(u string, p *waymark.PatternInfo, n int) {
		t.Helper()
		for range n {
			if _, err := m.RecordExecution(ctx, waymark.ExecutionRequest{URL: u, Pattern: p.ID, Success: true}); err != nil {
				t.Fatal(err)
			}
		}
	}
	const repo = "https://github.com/acme/widget"
	record(repo, save(fact(repo, "What license does the acme/widget repository on GitHub use?", "license", "MIT License")), 14)
	const about = "https://shop.test/about"
	record(about, save(fact(about, "Who is the CEO of the shop?", "ceo", "Jane Doe")), 14)
	founded := save(fact(about, "What year was the shop founded?", "founded", "Founded in 1998"))

	for _, c := range []struct {
		url, intent string
		atMost      waymark.Tier // the best tier allowed
		route       string       // the route that must come first, or ""
	}{
		{repo, "how many stars does acme/widget have on GitHub", waymark.P3, ""},
		{repo, "who is the top contributor of acme/widget on GitHub", waymark.P3, ""},
		{repo, "which license does acme/widget use", waymark.P1, "license_does_acme_widget_repository"},
		{about, "what is the shop's phone number", waymark.P3, ""},
		{about, "What year was the shop founded?", waymark.P1, founded.Name},
	} {
		r, err := m.Query(ctx, waymark.QueryRequest{URL: c.url, Intent: c.intent})
		if err != nil {
			t.Fatal(err)
		}
		if r.Tier < c.atMost {
			t.Errorf("%q: tier %s (%.2f), want %s at best", c.intent, r.Tier, r.Confidence, c.atMost)
		}
		if c.route != "" && (len(r.Patterns) == 0 || r.Patterns[0].Name != c.route) {
			t.Errorf("%q: routes %+v, want %s first", c.intent, r.Patterns, c.route)
		}
	}
}

// TestRouteTypesOtherValues: a route recorded for a search of "running shoes" answers a
// search of "hiking boots" with a warning that it types the old request's value, so that
// a replay does not search for the wrong thing; the same search gets no such warning, nor
// does the same request of a route that types a value its intent does not name (a count
// of open issues read after a search for "memory").
func TestRouteTypesOtherValues(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	const u = "https://shop.test/"
	raw := `{"task": "search the shop for running shoes", "start_url": "` + u + `", "steps": [
		{"action": "fill", "url": "` + u + `", "target": {"selector": "input[name='q']", "role": "searchbox", "name": "Search products"}, "value": "running shoes"},
		{"action": "press", "url": "` + u + `", "target": {"selector": "input[name='q']"}, "value": "Enter"}]}`
	if _, err := m.Save(ctx, waymark.SaveRequest{Trace: json.RawMessage(raw)}); err != nil {
		t.Fatal(err)
	}
	other := `{"task": "On the Issues page, how many issues are open?", "start_url": "` + u + `issues", "steps": [
		{"action": "fill", "url": "` + u + `issues", "target": {"selector": "input[name='q']", "role": "searchbox", "name": "Search issues"}, "value": "memory"},
		{"action": "extract", "url": "` + u + `issues", "target": {"selector": "[data-testid='open-count']"}, "extracted": "42 open"}]}`
	if _, err := m.Save(ctx, waymark.SaveRequest{Trace: json.RawMessage(other)}); err != nil {
		t.Fatal(err)
	}
	r, err := m.Query(ctx, waymark.QueryRequest{URL: u + "issues", Intent: "On the Issues page, how many issues are open?"})
	if err != nil {
		t.Fatal(err)
	}
	if w := strings.Join(r.Warnings, "\n"); strings.Contains(w, `types "memory"`) {
		t.Errorf("the route's own request is warned of its typed value: %q", r.Warnings)
	}
	for intent, warned := range map[string]bool{"search the shop for hiking boots": true, "search the shop for running shoes": false} {
		r, err := m.Query(ctx, waymark.QueryRequest{URL: u, Intent: intent})
		if err != nil {
			t.Fatal(err)
		}
		w := strings.Join(r.Warnings, "\n")
		if got := strings.Contains(w, `types "running shoes"`); got != warned {
			t.Errorf("%q: warnings %q, want the typed value named: %v", intent, r.Warnings, warned)
		}
	}
}
