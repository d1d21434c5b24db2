package waymark_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/waymark-dev/waymark"
)

// topStoryTrace opens the top story of the technology section, a link of another text
// each day, found by selector sel.
func topStoryTrace(day int, sel, headline string) json.RawMessage {
	return json.RawMessage(fmt.Sprintf(`{"task": "Open the top story in the Technology section", "start_url": "https://news.example.com/",
		"outcome": "success", "session_id": "day-%d", "steps": [
		{"action": "navigate", "url": "https://news.example.com/"},
		{"action": "click", "url": "https://news.example.com/", "target": {"selector": "nav a[href='/technology']", "role": "link", "name": "Technology"}, "url_after": "https://news.example.com/technology"},
		{"action": "click", "url": "https://news.example.com/technology", "target": {"selector": %q, "role": "link", "name": %q}, "url_after": "https://news.example.com/technology/story-%[1]d"},
		{"action": "done", "url": "https://news.example.com/technology/story-%[1]d", "extracted": %[3]q}]}`, day, sel, headline))
}

func TestChangingLinkTextIsOneRoute(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	var res waymark.SaveResult
	for day, headline := range []string{"Chipmakers rally on AI demand", "A new battery chemistry", "Rust in the kernel, a year on"} {
		var err error
		res, err = m.Save(ctx, waymark.SaveRequest{URL: "https://news.example.com/", Trace: topStoryTrace(day, "[data-testid='top-story'] a", headline)})
		if err != nil {
			t.Fatal(err)
		}
	}
	if res.Pattern == nil || res.Pattern.Executions != 3 {
		t.Fatalf("third day: pattern %+v, want one route run three times", res.Pattern)
	}
	rec, err := m.Query(ctx, waymark.QueryRequest{URL: "https://news.example.com/", Intent: "Open the top story in the Technology section"})
	if err != nil {
		t.Fatal(err)
	}
	if len(rec.Patterns) != 1 || len(rec.Steps) != 3 {
		t.Fatalf("patterns %+v, %d steps: want the one route", rec.Patterns, len(rec.Steps))
	}
	story := rec.Steps[2]
	for _, l := range append(story.Selectors, story.Anchors...) {
		if strings.Contains(l.Value, "kernel") || strings.Contains(l.Value, "battery") {
			t.Errorf("the top story's step keeps a day's headline as a locator: %+v", l)
		}
	}
	if story.Name != "" || len(story.Selectors) == 0 || story.Selectors[0].Value != "[data-testid='top-story'] a" {
		t.Errorf("the top story's step: %+v, want its selector and no day's name", story)
	}
	if tech := rec.Steps[1]; tech.Name != "Technology" || len(tech.Anchors) == 0 {
		t.Errorf("the Technology link lost its name: %+v", tech)
	}

	// A link found by another selector is another element: another route.
	res, err = m.Save(ctx, waymark.SaveRequest{URL: "https://news.example.com/", Trace: topStoryTrace(9, "[data-testid='second-story'] a", "Markets close higher")})
	if err != nil {
		t.Fatal(err)
	}
	if res.Pattern == nil || res.Pattern.Executions != 1 {
		t.Errorf("a run on another element: pattern %+v, want a new route", res.Pattern)
	}
}

func TestSharedSelectorOtherRequestIsAnotherRoute(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	const u = "https://shop.example/s?k=laptop"
	save := func(task, name string, day int) waymark.SaveResult {
		t.Helper()
		tr := fmt.Sprintf(`{"task": %[1]q, "start_url": %[2]q, "outcome": "success", "session_id": "s%[3]d", "steps": [
			{"action": "navigate", "url": %[2]q},
			{"action": "click", "url": %[2]q, "target": {"selector": "[data-testid='pagination'] a", "role": "link", "name": %[4]q}}]}`, task, u, day, name)
		res, err := m.Save(ctx, waymark.SaveRequest{URL: u, Trace: json.RawMessage(tr)})
		if err != nil {
			t.Fatal(err)
		}
		return res
	}
	save("Go to page 2 of the laptop results", "2", 1)
	if res := save("Go to page 3 of the laptop results", "3", 2); res.Pattern == nil || res.Pattern.Executions != 1 {
		t.Errorf("page 3 after page 2 on one selector: pattern %+v, want a route of its own", res.Pattern)
	}
	save("Sort the results by rating from low to high", "Rating: Low to High", 4)
	if res := save("Sort the results by rating from high to low", "Rating: High to Low", 5); res.Pattern == nil || res.Pattern.Executions != 1 {
		t.Errorf("the opposite order on one selector: pattern %+v, want a route of its own", res.Pattern)
	}
	if res := save("Open the reviews", "Reviews", 3); res.Pattern == nil || res.Pattern.Executions != 1 {
		t.Errorf("another request on the same selector: pattern %+v, want a route of its own", res.Pattern)
	}
}

// TestPacedRunsAreOneRoute: runs of one route that waited or scrolled where another did not
// count as runs of that route, which keeps its steps; a run that clicks one more element
// is another route.
func TestPacedRunsAreOneRoute(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	const u = "https://dine.example/r/luigis"
	run := func(extra string) json.RawMessage {
		return json.RawMessage(`{"task": "Book a table for 2 at 6pm on June 12", "start_url": "` + u + `", "steps": [
			{"action": "navigate", "url": "` + u + `"},
			{"action": "select", "url": "` + u + `", "target": {"selector": "#party-size", "role": "combobox", "name": "Party size"}, "value": "2 people"},` + extra + `
			{"action": "fill", "url": "` + u + `", "target": {"selector": "#date", "role": "textbox", "name": "Date"}, "value": "June 12"},
			{"action": "click", "url": "` + u + `", "target": {"selector": "#reserve", "role": "button", "name": "Complete reservation"}},
			{"action": "done", "url": "` + u + `", "extracted": "Reservation confirmed"}]}`)
	}
	var res waymark.SaveResult
	for i, extra := range []string{
		``,
		`{"action": "wait", "url": "` + u + `"},`,
		`{"action": "scroll", "url": "` + u + `"}, {"action": "wait", "url": "` + u + `", "value": "2000"},`,
	} {
		var err error
		if res, err = m.Save(ctx, waymark.SaveRequest{URL: u, Trace: run(extra)}); err != nil {
			t.Fatal(err)
		}
		if res.Pattern == nil || res.Pattern.Executions != i+1 {
			t.Fatalf("run %d: pattern %+v, want one route run %d times", i+1, res.Pattern, i+1)
		}
	}
	rec, err := m.Query(ctx, waymark.QueryRequest{URL: u, Intent: "Book a table for 2 at 6pm on June 12"})
	if err != nil {
		t.Fatal(err)
	}
	if len(rec.Patterns) != 1 || len(rec.Steps) != 4 {
		t.Errorf("patterns %+v, %d steps: want the one route with its first run's 4 steps", rec.Patterns, len(rec.Steps))
	}
	res, err = m.Save(ctx, waymark.SaveRequest{URL: u, Trace: run(`{"action": "click", "url": "` + u + `", "target": {"selector": "#patio", "role": "checkbox", "name": "Patio"}},`)})
	if err != nil {
		t.Fatal(err)
	}
	if res.Pattern == nil || res.Pattern.Executions != 1 {
		t.Errorf("a run with one more click: pattern %+v, want a new route", res.Pattern)
	}
}
