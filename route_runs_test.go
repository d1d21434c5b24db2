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

// TestSelectorThatWorkedLaterInTheRun: a selector that failed and then worked in the same
// successful run ("disabled until a month is chosen") is no anti-pattern and brings no
// warning that it failed since the route was recorded; in a failed run it is blamed
// (SPEC §3.4, §3.5).
func TestSelectorThatWorkedLaterInTheRun(t *testing.T) {
	ctx := context.Background()
	const u = "https://reports.example.com/export"
	for _, outcome := range []string{"success", "failure"} {
		m := openMemory(t, nil)
		tr := `{"task": "export the monthly report", "start_url": "` + u + `", "outcome": "` + outcome + `", "steps": [
			{"action": "navigate", "url": "` + u + `"},
			{"action": "click", "url": "` + u + `", "target": {"selector": "#export", "role": "button", "name": "Export"}, "error": "disabled until a month is chosen"},
			{"action": "select", "url": "` + u + `", "target": {"selector": "#month", "role": "combobox", "name": "Month"}, "value": "March"},
			{"action": "click", "url": "` + u + `", "target": {"selector": "#export", "role": "button", "name": "Export"}}]}`
		if _, err := m.Save(ctx, waymark.SaveRequest{Trace: json.RawMessage(tr)}); err != nil {
			t.Fatal(err)
		}
		r, err := m.Query(ctx, waymark.QueryRequest{URL: u, Intent: "export the monthly report"})
		if err != nil {
			t.Fatal(err)
		}
		blamed := slices.ContainsFunc(r.AntiPatterns, func(a waymark.SelectorHint) bool { return a.Selector == "#export" })
		if want := outcome == "failure"; blamed != want {
			t.Errorf("%s: #export an anti-pattern: %v, want %v (%+v)", outcome, blamed, want, r.AntiPatterns)
		}
		if outcome == "success" && strings.Contains(strings.Join(r.Warnings, "\n"), "since the route was recorded") {
			t.Errorf("success: warnings %q", r.Warnings)
		}
	}
}

// TestFailedRunStrikesOnlyTheRouteItFollowed: a failed run that shares a sort menu with a
// stored route but started another way (MEN, not WOMEN) and was another task gives that
// route no strike; one that took the route's first steps and failed further on does
// (SPEC §3.5).
func TestFailedRunStrikesOnlyTheRouteItFollowed(t *testing.T) {
	ctx := context.Background()
	const u = "https://shop.example.com/"
	run := func(task, section, item, outcome, failure string) json.RawMessage {
		return json.RawMessage(fmt.Sprintf(`{"task": %q, "start_url": %q, "outcome": %q, "steps": [
			{"action": "navigate", "url": %q},
			{"action": "click", "url": %q, "target": {"selector": "[data-testid='nav-%s']", "role": "link", "name": %q}},
			{"action": "click", "url": %q, "target": {"selector": "[data-testid='cat-%s']", "role": "link", "name": %q}},
			{"action": "click", "url": %q, "target": {"selector": "[data-testid='sort']", "role": "button", "name": "Sort by"}},
			{"action": "click", "url": %q, "target": {"selector": "[data-testid='sort-price-asc']", "role": "option", "name": "Price: Low to high"}%s}]}`,
			task, u, outcome, u, u, section, section, u, item, item, u, u, failure))
	}
	m := openMemory(t, nil)
	if _, err := m.Save(ctx, waymark.SaveRequest{Trace: run("show the women's cropped tops, cheapest first", "WOMEN", "Cropped tops", "success", "")}); err != nil {
		t.Fatal(err)
	}
	res, err := m.Save(ctx, waymark.SaveRequest{Trace: run("show the men's jeans, cheapest first", "MEN", "Jeans", "failure", `, "error": "element not found"`)})
	if err != nil {
		t.Fatal(err)
	}
	if res.Pattern != nil {
		t.Errorf("a run of another task struck %+v (warnings %q)", res.Pattern, res.Warnings)
	}
	res, err = m.Save(ctx, waymark.SaveRequest{Trace: run("show the women's cropped tops, cheapest first, again", "WOMEN", "Cropped tops", "failure", `, "error": "element not found"`)})
	if err != nil {
		t.Fatal(err)
	}
	if res.Pattern == nil || res.Pattern.Strikes != 1 {
		t.Errorf("the run that followed the route and failed: %+v (warnings %q), want one strike", res.Pattern, res.Warnings)
	}
}

// TestFailureAfterTheWholeRoute: a run of another task that took every step of a stored
// route, each working, and failed after them gives the route no strike, however often;
// one of the route's own task that failed after its steps does, and so does one of another
// task that failed on a step of the route (SPEC §3.5).
func TestFailureAfterTheWholeRoute(t *testing.T) {
	ctx := context.Background()
	const u = "https://shop.example/"
	run := func(task, outcome, searchErr, more string) json.RawMessage {
		return json.RawMessage(fmt.Sprintf(`{"task": %q, "start_url": %q, "outcome": %q, "steps": [
			{"action": "navigate", "url": %[2]q},
			{"action": "fill", "url": %[2]q, "target": {"selector": "#search", "role": "searchbox", "name": "Search"}, "value": "laptops"},
			{"action": "click", "url": %[2]q, "target": {"selector": "#search-go", "role": "button", "name": "Search"}%[4]s}%[5]s]}`,
			task, u, outcome, searchErr, more))
	}
	m := openMemory(t, nil)
	if _, err := m.Save(ctx, waymark.SaveRequest{Trace: run("Search for laptops", "success", "", "")}); err != nil {
		t.Fatal(err)
	}
	sortFails := `, {"action": "click", "url": "https://shop.example/s?k=laptops", "target": {"selector": "#sort", "role": "combobox", "name": "Sort by"}, "error": "element not interactable"}`
	for i := range 3 {
		res, err := m.Save(ctx, waymark.SaveRequest{Trace: run(fmt.Sprintf("Buy the cheapest laptop, try %d", i), "failure", "", sortFails)})
		if err != nil {
			t.Fatal(err)
		}
		if res.Pattern != nil || !slices.ContainsFunc(res.Warnings, func(w string) bool { return strings.Contains(w, "which all worked: not counted against it") }) {
			t.Errorf("another task failing after the route: pattern %+v, warnings %q; want no strike, said", res.Pattern, res.Warnings)
		}
	}
	res, err := m.Save(ctx, waymark.SaveRequest{Trace: run("Search for laptops", "failure", "", sortFails)})
	if err != nil {
		t.Fatal(err)
	}
	if res.Pattern == nil || res.Pattern.Strikes != 1 {
		t.Errorf("the route's own task failing after its steps: %+v (warnings %q), want one strike", res.Pattern, res.Warnings)
	}
	res, err = m.Save(ctx, waymark.SaveRequest{Trace: run("Buy a laptop bag", "failure", `, "error": "element not found"`, "")})
	if err != nil {
		t.Fatal(err)
	}
	if res.Pattern == nil || res.Pattern.Strikes != 2 {
		t.Errorf("another task failing on the route's step: %+v (warnings %q), want a second strike", res.Pattern, res.Warnings)
	}
}

// TestRouteLeavesOutBackAndForth: a run that went back and forth between two tabs before
// it read its answer keeps the last pair of them in its route (SPEC §10: the loop is
// friction, not the way); a step repeated on its own ("Increment" for four guests) is kept.
func TestRouteLeavesOutBackAndForth(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	const u = "https://flights.example.com/results"
	tab := func(name string) string {
		return `{"action": "click", "url": "` + u + `", "target": {"selector": "[data-testid='tab-` + strings.ToLower(name) + `']", "role": "tab", "name": "` + name + `"}}`
	}
	steps := []string{`{"action": "navigate", "url": "` + u + `"}`}
	for range 3 {
		steps = append(steps, tab("Cheapest"), tab("Fastest"))
	}
	steps = append(steps, `{"action": "extract", "url": "`+u+`", "target": {"selector": "#best"}, "extracted": "LH 123"}`)
	tr := `{"task": "find the fastest flight to Oslo", "start_url": "` + u + `", "steps": [` + strings.Join(steps, ",") + `]}`
	res, err := m.Save(ctx, waymark.SaveRequest{Trace: json.RawMessage(tr)})
	if err != nil {
		t.Fatal(err)
	}
	p, err := m.Pattern(ctx, res.Pattern.ID)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, s := range p.Steps {
		names = append(names, string(s.Action)+" "+s.Name)
	}
	if want := []string{"navigate ", "click Cheapest", "click Fastest", "extract "}; !slices.Equal(names, want) {
		t.Errorf("route %q, want %q", names, want)
	}
}

// TestReaskWithASecret: a task that names an e-mail address is stored masked ("… the email
// {{email}}", SPEC §8); asked again as the agent writes it, with the address, it is the same
// task, at P1 once the route is reliable.
func TestReaskWithASecret(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	const u = "https://www.sixflags.example/newsletter"
	const task = "Subscribe smith@gmail.com to the newsletter"
	tr := `{"task": "` + task + `", "start_url": "` + u + `", "steps": [{"action": "navigate", "url": "` + u + `"},
		{"action": "fill", "url": "` + u + `", "target": {"selector": "#name", "role": "textbox", "name": "Name"}, "value": "Dick Smith"},
		{"action": "fill", "url": "` + u + `", "target": {"selector": "#email", "role": "textbox", "name": "Email"}, "value": "smith@gmail.com"},
		{"action": "click", "url": "` + u + `", "target": {"selector": "#signup", "role": "button", "name": "Sign up"}}]}`
	res, err := m.Save(ctx, waymark.SaveRequest{Trace: json.RawMessage(tr)})
	if err != nil {
		t.Fatal(err)
	}
	for range 12 {
		if _, err := m.RecordExecution(ctx, waymark.ExecutionRequest{URL: u, Pattern: res.Pattern.ID, Success: true}); err != nil {
			t.Fatal(err)
		}
	}
	r, err := m.Query(ctx, waymark.QueryRequest{URL: u, Intent: task})
	if err != nil {
		t.Fatal(err)
	}
	if r.Tier != waymark.P1 || len(r.Patterns) == 0 || r.Patterns[0].ID != res.Pattern.ID {
		t.Errorf("the same task asked again: tier %s (confidence %.2f), patterns %+v, warnings %q", r.Tier, r.Confidence, r.Patterns, r.Warnings)
	}
}

// TestNoteKeepsItsOwnRecovery: a note of the same class on the same page with another
// symptom does not inherit the recovery of the first (SPEC §2 site_note: a symptom and what
// got past it).
func TestNoteKeepsItsOwnRecovery(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	const u = "https://reports.example.com/export"
	run := func(outcome, export string) string {
		return `{"task": "export the monthly report", "start_url": "` + u + `", "outcome": "` + outcome + `", "steps": [
			{"action": "navigate", "url": "` + u + `"},
			{"action": "click", "url": "` + u + `", "target": {"selector": "#export", "role": "button", "name": "Export"}, "error": "Export is disabled until a month is chosen"},
			{"action": "select", "url": "` + u + `", "target": {"selector": "#month", "role": "combobox", "name": "Month"}, "value": "March"},
			` + export + `]}`
	}
	if _, err := m.Save(ctx, waymark.SaveRequest{Trace: json.RawMessage(run("success",
		`{"action": "click", "url": "`+u+`", "target": {"selector": "#export", "role": "button", "name": "Export"}}`))}); err != nil {
		t.Fatal(err)
	}
	failed := `{"task": "export the yearly report", "start_url": "` + u + `", "outcome": "failure", "steps": [
		{"action": "navigate", "url": "` + u + `"},
		{"action": "click", "url": "` + u + `", "target": {"selector": "#export-year", "role": "button", "name": "Export year"}, "error": "The server answered: something went wrong"}]}`
	if _, err := m.Save(ctx, waymark.SaveRequest{Trace: json.RawMessage(failed)}); err != nil {
		t.Fatal(err)
	}
	r, err := m.Query(ctx, waymark.QueryRequest{URL: u, Intent: "export the yearly report"})
	if err != nil {
		t.Fatal(err)
	}
	for _, b := range r.KnownBlockers {
		if strings.Contains(b.Symptom, "something went wrong") && strings.Contains(b.Recovery, "Month") {
			t.Errorf("the server error got the recovery of the disabled button: %+v", b)
		}
	}
}

// TestRunThatWentAnotherWayStrikesTheRoute: a successful run of a stored route's task whose
// step of that route failed, and that reached the goal another way ("Search" renamed
// "Find"), strikes the route (SPEC §3.5), so that the new route ranks first; a step that
// failed and worked later in the run, or failed because a cookie banner covered it, strikes
// nothing.
func TestRunThatWentAnotherWayStrikesTheRoute(t *testing.T) {
	ctx := context.Background()
	const u = "https://shop.example.com/"
	const task = "What is the price of the Wireless Mouse M100?"
	run := func(session, middle string) json.RawMessage {
		return json.RawMessage(fmt.Sprintf(`{"task": %q, "start_url": %q, "session_id": %q, "steps": [
			{"action": "navigate", "url": %q},
			{"action": "fill", "url": %q, "target": {"selector": "[data-testid='q']", "role": "searchbox", "name": "Search products"}, "value": "Wireless Mouse M100"},
			%s,
			{"action": "click", "url": "https://shop.example.com/search?q=m100", "target": {"selector": "[data-testid='result']", "role": "link", "name": "Wireless Mouse M100"}, "url_after": "https://shop.example.com/p/m100"},
			{"action": "extract", "url": "https://shop.example.com/p/m100", "target": {"selector": "[data-testid='price']"}, "extracted": "$24.99"}]}`,
			task, u, session, u, u, middle))
	}
	const search = `{"action": "click", "url": "https://shop.example.com/", "target": {"selector": "[data-testid='search']", "role": "button", "name": "Search"}, "url_after": "https://shop.example.com/search?q=m100"}`
	const find = `{"action": "click", "url": "https://shop.example.com/", "target": {"selector": "[data-testid='find']", "role": "button", "name": "Find"}, "url_after": "https://shop.example.com/search?q=m100"}`
	failed := func(err string) string {
		return `{"action": "click", "url": "https://shop.example.com/", "target": {"selector": "[data-testid='search']", "role": "button", "name": "Search"}, "error": ` + err + `}`
	}
	for _, c := range []struct {
		name, middle string
		struck       bool
	}{
		{"the step broke", failed(`"Timeout 5000ms exceeded waiting for locator('[data-testid=\"search\"]')"`) + ", " + find, true},
		{"it worked later", failed(`"element is not enabled"`) + ", " + search, false},
		{"a banner covered it", failed(`"<div id=\"cookie-banner\"> intercepts pointer events"`) + ", " + find, false},
	} {
		m := openMemory(t, nil)
		for i := range 3 {
			if _, err := m.Save(ctx, waymark.SaveRequest{Trace: run(fmt.Sprint("a", i), search)}); err != nil {
				t.Fatal(err)
			}
		}
		res, err := m.Save(ctx, waymark.SaveRequest{Trace: run("b", c.middle)})
		if err != nil {
			t.Fatal(err)
		}
		r, err := m.Query(ctx, waymark.QueryRequest{URL: u, Intent: task})
		if err != nil {
			t.Fatal(err)
		}
		var old waymark.PatternInfo
		for _, p := range r.Patterns {
			if p.Name == "price_wireless_mouse_m100" {
				old = p
			}
		}
		if struck := old.Strikes == 1; struck != c.struck {
			t.Errorf("%s: the stored route %+v struck: %v, want %v (warnings %q)", c.name, old, struck, c.struck, res.Warnings)
		}
		if c.struck && (len(r.Patterns) < 2 || r.Patterns[0].Name == old.Name) {
			t.Errorf("%s: patterns %+v: want the route that worked first", c.name, r.Patterns)
		}
	}
}
