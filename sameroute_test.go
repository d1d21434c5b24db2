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
