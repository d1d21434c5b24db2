package waymark_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/waymark-dev/waymark"
	"github.com/waymark-dev/waymark/sqlite"
)

// TestStableIDBeatsBareRole: a field recorded with a stable id and a role without a name is
// replayed by its id; role=textbox matches every text box of a form (SPEC §9).
func TestStableIDBeatsBareRole(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	const u = "https://form.example.com/signup"
	raw := `{"task": "sign up", "start_url": "` + u + `", "steps": [
		{"action": "navigate", "url": "` + u + `"},
		{"action": "fill", "url": "` + u + `", "target": {"selector": "#firstName", "role": "textbox"}, "value": "Ada"},
		{"action": "fill", "url": "` + u + `", "target": {"selector": "#lastName", "role": "textbox"}, "value": "Lovelace"},
		{"action": "click", "url": "` + u + `", "target": {"selector": "button[type=submit]", "role": "button", "name": "Create account"}}]}`
	if _, err := m.Save(ctx, waymark.SaveRequest{Trace: json.RawMessage(raw)}); err != nil {
		t.Fatal(err)
	}
	r, err := m.Query(ctx, waymark.QueryRequest{URL: u, Intent: "sign up"})
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Steps) != 4 {
		t.Fatalf("route %+v", r.Steps)
	}
	for i, want := range map[int]string{1: "#firstName", 2: "#lastName"} {
		s := r.Steps[i]
		if len(s.Selectors) == 0 || s.Selectors[0].Value != want {
			t.Errorf("step %d: selectors %+v, want %s first", i+1, s.Selectors, want)
		}
	}
	for _, s := range r.PrimarySelectors {
		if s.Selector == "role=textbox" {
			t.Errorf("a bare role is a primary selector: %+v", r.PrimarySelectors)
		}
	}
}

// TestRouteDropsFailedSelector: after a run in which a route's selector failed, the route
// no longer leads with that selector (it is an anti-pattern now), a warning names the
// step, and the failed run's blocker claims no recovery (SPEC §3.5, §4).
func TestRouteDropsFailedSelector(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	const u = "https://www.shop.example/dp/B07XJ8C8F5"
	trace := func(clickErr, outcome string) json.RawMessage {
		return json.RawMessage(`{"task": "read the customer reviews", "start_url": "` + u + `", "outcome": "` + outcome + `", "steps": [
			{"action": "navigate", "url": "` + u + `"},
			{"action": "click", "url": "` + u + `", "target": {"selector": "#acr-customer-reviews", "role": "link", "name": "Customer reviews"}` + clickErr + `},
			{"action": "extract", "url": "` + u + `", "target": {"selector": "[data-hook='review-body']"}, "extracted": "Great"}]}`)
	}
	for range 3 {
		if _, err := m.Save(ctx, waymark.SaveRequest{Trace: trace("", "success"), Intent: "read the customer reviews " + t.Name()}); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := m.Save(ctx, waymark.SaveRequest{Trace: trace(`, "error": "element not clickable"`, "failure")}); err != nil {
		t.Fatal(err)
	}
	r, err := m.Query(ctx, waymark.QueryRequest{URL: u, Intent: "read the customer reviews"})
	if err != nil {
		t.Fatal(err)
	}
	avoid := false
	for _, a := range r.AntiPatterns {
		avoid = avoid || a.Selector == "#acr-customer-reviews"
	}
	if !avoid || len(r.Steps) < 2 {
		t.Fatalf("anti-patterns %+v, steps %+v", r.AntiPatterns, r.Steps)
	}
	s := r.Steps[1]
	if len(s.Selectors) > 0 && s.Selectors[0].Value == "#acr-customer-reviews" {
		t.Errorf("the route still leads with the failed selector: %+v", s.Selectors)
	}
	warned := false
	for _, w := range r.Warnings {
		warned = warned || strings.Contains(w, "step 2") && strings.Contains(w, "#acr-customer-reviews")
	}
	if !warned {
		t.Errorf("no warning names the step: %q", r.Warnings)
	}
	for _, b := range r.KnownBlockers {
		if b.Recovery != "" {
			t.Errorf("a failed run's blocker claims a recovery: %+v", b)
		}
	}
}

// TestLoopedSelectorIsNoSuccess: in a failed run that ends clicking the same button again
// and again, that button's selector gets no credit (it is no primary selector whose
// confidence grew with each repeat) and no blame: the element may work (SPEC §3.5, §10).
func TestLoopedSelectorIsNoSuccess(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	const u = "https://cart.example.com/item/7"
	click := `{"action":"click","url":"` + u + `","target":{"selector":"button#add","role":"button","name":"Add to cart"}}`
	for range 4 {
		if _, err := m.Step(ctx, waymark.StepRequest{SessionID: "s1", Task: "add the mug to the cart", Step: json.RawMessage(click)}); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := m.Save(ctx, waymark.SaveRequest{URL: u, SessionID: "s1", Outcome: waymark.OutcomeFailure}); err != nil {
		t.Fatal(err)
	}
	r, err := m.Query(ctx, waymark.QueryRequest{URL: u, Intent: "add the mug to the cart"})
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range r.PrimarySelectors {
		if s.Selector == "button#add" {
			t.Errorf("the looped selector is a primary selector: %+v", s)
		}
	}
	for _, a := range r.AntiPatterns {
		if a.Selector == "button#add" {
			t.Errorf("the looped selector is an anti-pattern: %+v", a)
		}
	}
}

// TestSelectorRecoversAfterSuccess: a selector that failed once and worked in a later run
// is no anti-pattern any more, and the route leads with it (SPEC §3.5).
func TestSelectorRecoversAfterSuccess(t *testing.T) {
	ctx := context.Background()
	now := time.Date(2026, 11, 30, 12, 0, 0, 0, time.UTC)
	m := openMemory(t, &waymark.Options{Now: func() time.Time { now = now.Add(time.Minute); return now }})
	const u = "https://cart.example.com/cart"
	trace := func(i int, name, err, outcome string) json.RawMessage {
		return json.RawMessage(fmt.Sprintf(`{"task": "check out the cart %d", "start_url": "%s", "outcome": "%s", "steps": [
			{"action": "navigate", "url": "%s"},
			{"action": "click", "url": "%s", "target": {"selector": "[data-testid='checkout']", "role": "button", "name": "%s"}%s}]}`,
			i, u, outcome, u, u, name, err))
	}
	// The failed run names the button otherwise (a label that changed), so its selector
	// record is another one than the successful runs'.
	for i, tr := range []json.RawMessage{trace(1, "Checkout", "", "success"), trace(2, "Check out now", `, "error": "not clickable"`, "failure"),
		trace(3, "Checkout", "", "success")} {
		if _, err := m.Save(ctx, waymark.SaveRequest{Trace: tr, Intent: "check out the cart"}); err != nil {
			t.Fatalf("save %d: %v", i, err)
		}
	}
	r, err := m.Query(ctx, waymark.QueryRequest{URL: u, Intent: "check out the cart"})
	if err != nil {
		t.Fatal(err)
	}
	if len(r.AntiPatterns) != 0 {
		t.Errorf("anti-patterns after a later success: %+v", r.AntiPatterns)
	}
	if len(r.Steps) < 2 || len(r.Steps[1].Selectors) == 0 || r.Steps[1].Selectors[0].Value != "[data-testid='checkout']" {
		t.Errorf("route %+v", r.Steps)
	}
}

// TestMaskedValuesMakeNoSelectors: a selector or attribute whose value redaction masked
// ([placeholder="123-456-7890"] becomes "{{phone}}") can never match the page, so the route
// goes by another locator; a key press into a one-time-code field stays "Enter" (SPEC §8, §9).
func TestMaskedValuesMakeNoSelectors(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	const u = "https://acct.example.com/verify"
	raw := `{"task": "verify the account", "start_url": "` + u + `", "steps": [
		{"action": "fill", "url": "` + u + `", "target": {"selector": "#phone", "attributes": {"placeholder": "123-456-7890", "id": "phone"}}, "value": "555-867-5309"},
		{"action": "fill", "url": "` + u + `", "target": {"selector": "#otp", "name": "One-time code"}, "value": "482913"},
		{"action": "press", "url": "` + u + `", "target": {"selector": "#otp", "name": "One-time code"}, "value": "Enter"}]}`
	if _, err := m.Save(ctx, waymark.SaveRequest{Trace: json.RawMessage(raw)}); err != nil {
		t.Fatal(err)
	}
	r, err := m.Query(ctx, waymark.QueryRequest{URL: u, Intent: "verify the account"})
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Steps) != 3 {
		t.Fatalf("route %+v", r.Steps)
	}
	for i, s := range r.Steps {
		for _, l := range append(s.Selectors, s.Anchors...) {
			if strings.Contains(l.Value, "{{") {
				t.Errorf("step %d has a locator with a masked value: %q", i+1, l.Value)
			}
		}
	}
	if v := r.Steps[2].Value; v != "Enter" {
		t.Errorf("the key press became %q", v)
	}
	for _, in := range r.Inputs {
		if strings.Contains(in, "otp") && len(r.Inputs) > 2 {
			t.Errorf("inputs %q list the key press", r.Inputs)
		}
	}
}

// TestResaveUnderNewFlagsIsDuplicate: the same recording saved again with another intent,
// task type or URL of its site is a no-op, so one run cannot be counted as many verified
// runs (SPEC §3.6, §4).
func TestResaveUnderNewFlagsIsDuplicate(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	tr := readTrace(t, "open-issues.json")
	first, err := m.Save(ctx, waymark.SaveRequest{URL: issuesURL, Trace: tr})
	if err != nil || first.Duplicate {
		t.Fatalf("first save: %+v, %v", first, err)
	}
	for i, req := range []waymark.SaveRequest{
		{URL: issuesURL, Trace: tr, Intent: "how many issues are open? (again)"},
		{URL: issuesURL, Trace: tr, TaskType: waymark.TaskExtractDetail},
		{URL: issuesURL + "?page=2", Trace: tr},
	} {
		res, err := m.Save(ctx, req)
		if err != nil {
			t.Fatal(err)
		}
		if !res.Duplicate || res.TraceID != first.TraceID {
			t.Errorf("re-save %d: duplicate %v, trace %s (first %s)", i, res.Duplicate, res.TraceID, first.TraceID)
		}
	}
	r := query(t, m, issuesIntent)
	if len(r.Patterns) == 0 || r.Patterns[0].Executions != 1 {
		t.Fatalf("patterns after re-saves: %+v", r.Patterns)
	}
}

// TestSessionFailureCountedOnce: a failed step reported through a session is noted when it
// is reported; the session's save does not count it again (SPEC §7, §10).
func TestSessionFailureCountedOnce(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	const u = "https://slow.example.com/report"
	st := `{"action":"click","url":"` + u + `","target":{"selector":"#run","role":"button","name":"Run"},"error":"Timeout 5000ms exceeded"}`
	if _, err := m.Step(ctx, waymark.StepRequest{SessionID: "z", Task: "run the report", Step: json.RawMessage(st)}); err != nil {
		t.Fatal(err)
	}
	if _, err := m.Save(ctx, waymark.SaveRequest{URL: u, SessionID: "z", Outcome: waymark.OutcomeFailure}); err != nil {
		t.Fatal(err)
	}
	r, err := m.Query(ctx, waymark.QueryRequest{URL: u, Intent: "run the report"})
	if err != nil {
		t.Fatal(err)
	}
	if len(r.KnownBlockers) != 1 || r.KnownBlockers[0].Seen != 1 {
		t.Fatalf("blockers after one failed step: %+v", r.KnownBlockers)
	}
}

// TestCredentialParamsAreNotThePage: a credential in the URL of a save (?api_key=…) is no
// part of the page's URL pattern, so the same page without it finds the route (SPEC §5, §8).
func TestCredentialParamsAreNotThePage(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	const u = "https://app.example.com/login"
	raw := `{"task": "sign in", "start_url": "` + u + `?api_key=AKIAIOSFODNN7EXAMPLE", "steps": [
		{"action": "fill", "url": "` + u + `?api_key=AKIAIOSFODNN7EXAMPLE", "target": {"selector": "#user", "name": "User"}, "value": "ada"},
		{"action": "click", "url": "` + u + `?api_key=AKIAIOSFODNN7EXAMPLE", "target": {"selector": "#go", "role": "button", "name": "Sign in"}}]}`
	res, err := m.Save(ctx, waymark.SaveRequest{Trace: json.RawMessage(raw)})
	if err != nil {
		t.Fatal(err)
	}
	if res.URLPattern != "app.example.com/login" {
		t.Errorf("URL pattern %q", res.URLPattern)
	}
	r, err := m.Query(ctx, waymark.QueryRequest{URL: u, Intent: "sign in"})
	if err != nil {
		t.Fatal(err)
	}
	if r.Tier == waymark.P5 || len(r.Steps) == 0 {
		t.Errorf("the page without the key: %s, %d steps", r.Tier, len(r.Steps))
	}
}

// TestInferredIndicatorIsEvidence: a route recorded without a success indicator gets one
// from the run's evidence, and says it was inferred; the start page is no evidence of
// success ("url:" of the page the run began on holds before any step), so a run that ends
// where it started takes its final answer instead (SPEC §13).
func TestInferredIndicatorIsEvidence(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	const u = "https://form.example.com/signup"
	raw := `{"task": "sign up for the newsletter", "start_url": "` + u + `", "final_answer": "Thanks for signing up", "steps": [
		{"action": "fill", "url": "` + u + `", "target": {"selector": "#email", "name": "E-mail"}, "value": "x"},
		{"action": "click", "url": "` + u + `", "target": {"selector": "#go", "role": "button", "name": "Sign up"}}]}`
	if _, err := m.Save(ctx, waymark.SaveRequest{Trace: json.RawMessage(raw)}); err != nil {
		t.Fatal(err)
	}
	r, err := m.Query(ctx, waymark.QueryRequest{URL: u, Intent: "sign up for the newsletter"})
	if err != nil {
		t.Fatal(err)
	}
	if strings.HasPrefix(r.SuccessIndicator, "url:") || !r.IndicatorInferred {
		t.Errorf("indicator %q (inferred %v): the start page is no evidence", r.SuccessIndicator, r.IndicatorInferred)
	}
	if !strings.Contains(r.MemoryContext, "inferred") {
		t.Errorf("memory_context does not say the indicator is inferred:\n%s", r.MemoryContext)
	}
}

// TestVolatileAnswerIsNoIndicator: a price read on the page the run began on is not what
// the next run waits for: it is volatile, never returned as an answer (SPEC §2), and so
// not the inferred success indicator either; the page is.
func TestVolatileAnswerIsNoIndicator(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	const u = "https://shop.example.com/p/road-racer-2-67890"
	raw := `{"task": "What is the price of the Road Racer 2?", "start_url": "` + u + `", "final_answer": "$89.50", "steps": [
		{"action": "navigate", "url": "` + u + `"},
		{"action": "done", "url": "` + u + `", "extracted": "$89.50"}]}`
	if _, err := m.Save(ctx, waymark.SaveRequest{Trace: json.RawMessage(raw)}); err != nil {
		t.Fatal(err)
	}
	r, err := m.Query(ctx, waymark.QueryRequest{URL: u, Intent: "price of the Road Racer 2"})
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Patterns) == 0 || strings.Contains(r.SuccessIndicator, "89.50") || strings.Contains(r.MemoryContext, "89.50") {
		t.Errorf("indicator %q, routes %d: the old price is offered\n%s", r.SuccessIndicator, len(r.Patterns), r.MemoryContext)
	}
}

// TestOpeningAPageVerifiesNoRoute: runs that only open a page, for no task or another one,
// are not verified runs of a stored route that also only opens it (SPEC §3.6, §4).
func TestOpeningAPageVerifiesNoRoute(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	const u = "https://news.example.com/"
	trace := func(task, answer string) json.RawMessage {
		return json.RawMessage(`{"task": "` + task + `", "start_url": "` + u + `", "final_answer": "` + answer + `",
			"steps": [{"action": "navigate", "url": "` + u + `"}]}`)
	}
	first, err := m.Save(ctx, waymark.SaveRequest{Trace: trace("what is the top headline", "Rain tomorrow")})
	if err != nil || first.Pattern == nil {
		t.Fatalf("first save: %+v %v", first, err)
	}
	for _, task := range []string{"x", "find the weather forecast"} {
		if _, err := m.Save(ctx, waymark.SaveRequest{Trace: trace(task, "sunny")}); err != nil {
			t.Fatal(err)
		}
	}
	r, err := m.Query(ctx, waymark.QueryRequest{URL: u, Intent: "what is the top headline"})
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Patterns) == 0 || r.Patterns[0].Executions != 1 || r.Patterns[0].Reliability != 0.5 {
		t.Fatalf("runs of other tasks counted: %+v", r.Patterns)
	}
	if _, err := m.Save(ctx, waymark.SaveRequest{Trace: trace("what is the top headline today", "Snow")}); err != nil {
		t.Fatal(err)
	}
	if r, _ = m.Query(ctx, waymark.QueryRequest{URL: u, Intent: "what is the top headline"}); r.Patterns[0].Executions != 2 {
		t.Errorf("a run of the same task was not counted: %+v", r.Patterns)
	}
}

// TestBareRoleIsNoRoute: a click recorded only as role=button (every button of the page
// matches it) keeps no route (SPEC §3.4, §9).
func TestBareRoleIsNoRoute(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	const u = "https://app.example.com/home"
	for _, target := range []string{`{"role": "button"}`, `{"role": "button", "attributes": {"id": "ember123"}}`} {
		raw := `{"task": "open the menu", "start_url": "` + u + `", "steps": [{"action": "click", "url": "` + u + `", "target": ` + target + `}]}`
		res, err := m.Save(ctx, waymark.SaveRequest{Trace: json.RawMessage(raw)})
		if err != nil {
			t.Fatal(err)
		}
		if res.Pattern != nil {
			t.Errorf("%s: pattern kept %+v", target, res.Pattern)
		}
	}
}

// TestUnknownActionWarns: an action the trace format does not know is stored as "other",
// and the save says so.
func TestUnknownActionWarns(t *testing.T) {
	m := openMemory(t, nil)
	const u = "https://app.example.com/"
	raw := `{"task": "open the app", "start_url": "` + u + `", "steps": [{"action": "navigate", "url": "` + u + `"},
		{"action": "teleport", "url": "` + u + `", "target": {"selector": "#go", "role": "button", "name": "Go"}}]}`
	res, err := m.Save(context.Background(), waymark.SaveRequest{Trace: json.RawMessage(raw)})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(strings.Join(res.Warnings, "\n"), `unknown action "teleport"`) {
		t.Errorf("warnings %q", res.Warnings)
	}
	// On no element, such a step is nothing a replay can do: it is no step of the route, and
	// a run of nothing else teaches no route.
	raw = `{"task": "open the app", "start_url": "` + u + `", "steps": [{"action": "fly", "url": "` + u + `"},
		{"action": "click", "url": "` + u + `", "target": {"selector": "#go", "role": "button", "name": "Go"}}]}`
	if res, err = m.Save(context.Background(), waymark.SaveRequest{Trace: json.RawMessage(raw)}); err != nil || res.Pattern == nil {
		t.Fatalf("save: %+v, %v", res, err)
	}
	p, err := m.FindPattern(context.Background(), u, res.Pattern.ID)
	if err != nil || len(p.Steps) != 1 || p.Steps[0].Action != waymark.ActionClick {
		t.Errorf("route %+v (%v), want the click alone", p, err)
	}
	raw = `{"task": "fly", "start_url": "` + u + `", "steps": [{"action": "fly", "url": "` + u + `"}]}`
	if res, err = m.Save(context.Background(), waymark.SaveRequest{Trace: json.RawMessage(raw)}); err != nil || res.Pattern != nil {
		t.Errorf("a run of an unknown action alone: %+v, %v; want no route", res, err)
	}
}

// TestChangingValuesBecomeInputs: a value typed in one run of a route and another in the
// next becomes an input of the route, so that a replay asks for it instead of typing the
// last run's value; a value that stays the same stays (SPEC §2).
func TestChangingValuesBecomeInputs(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	const u = "https://en.wikipedia.org/wiki/Main_Page"
	trace := func(who, year string) json.RawMessage {
		return json.RawMessage(`{"task": "What year was ` + who + ` born?", "start_url": "` + u + `", "final_answer": "` + year + `",
			"steps": [{"action": "select", "url": "` + u + `", "target": {"selector": "#lang", "name": "Language"}, "value": "en"},
			{"action": "fill", "url": "` + u + `", "target": {"selector": "#searchInput", "name": "Search Wikipedia"}, "value": "` + who + `"},
			{"action": "press", "url": "` + u + `", "target": {"selector": "#searchInput"}, "value": "Enter"},
			{"action": "extract", "url": "` + u + `", "target": {"selector": "table.infobox .bday"}, "extracted": "` + year + `"}]}`)
	}
	for _, run := range [][2]string{{"Alan Turing", "1912"}, {"Ada Lovelace", "1815"}, {"Grace Hopper", "1906"}} {
		if _, err := m.Save(ctx, waymark.SaveRequest{Trace: trace(run[0], run[1]), Intent: "What year was this person born?"}); err != nil {
			t.Fatal(err)
		}
	}
	r, err := m.Query(ctx, waymark.QueryRequest{URL: u, Intent: "What year was this person born?"})
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Patterns) == 0 || r.Patterns[0].Executions != 3 || len(r.Steps) != 4 {
		t.Fatalf("patterns %+v, steps %+v", r.Patterns, r.Steps)
	}
	if v := r.Steps[1].Value; v != "{{search_wikipedia}}" {
		t.Errorf("the search value is %q, want an input", v)
	}
	if v := r.Steps[0].Value; v != "en" {
		t.Errorf("the value that never changed became %q", v)
	}
	if !slices.Contains(r.Inputs, "search_wikipedia") {
		t.Errorf("inputs %q", r.Inputs)
	}
}

// TestWildcardCoversIdentifiersOnly: what was learned on /orders/123 (a route, its
// selectors, a cached answer) answers /orders/456, but not /orders/delete-all, another
// page with other actions that the pattern "orders/*" would match as a URLPattern (SPEC §5).
func TestWildcardCoversIdentifiersOnly(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	const u = "https://shop.test/orders/123"
	raw := `{"task": "What is the status of my order?", "start_url": "` + u + `", "final_answer": "Shipped",
		"steps": [{"action": "click", "url": "` + u + `", "target": {"selector": "[data-testid=track]", "role": "button", "name": "Track package"}},
		{"action": "extract", "url": "` + u + `", "target": {"selector": "[data-testid=status]"}, "extracted": "Shipped"}]}`
	if _, err := m.Save(ctx, waymark.SaveRequest{Trace: json.RawMessage(raw)}); err != nil {
		t.Fatal(err)
	}
	ask := func(url string) waymark.Recall {
		r, err := m.Query(ctx, waymark.QueryRequest{URL: url, Intent: "What is the status of my order?"})
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	if r := ask("https://shop.test/orders/456"); len(r.Patterns) != 1 || len(r.PrimarySelectors) == 0 || len(r.CachedAnswers) == 0 {
		t.Errorf("another order: %d patterns, %d selectors, %d cached answers", len(r.Patterns), len(r.PrimarySelectors), len(r.CachedAnswers))
	}
	for _, url := range []string{"https://shop.test/orders/delete-all", "https://shop.test/orders/export",
		"https://shop.test/orders/456?action=cancel"} {
		r := ask(url)
		if len(r.Patterns) != 0 || len(r.PrimarySelectors) != 0 || len(r.CachedAnswers) != 0 || r.Tier != waymark.P5 {
			t.Errorf("%s: tier %s, %d patterns, %d selectors, %d cached answers", url, r.Tier, len(r.Patterns), len(r.PrimarySelectors), len(r.CachedAnswers))
		}
	}
}

// TestQueryBadInput: each bad argument of a query is an *InputError naming its field.
func TestQueryBadInput(t *testing.T) {
	m := openMemory(t, nil)
	const u = "https://shop.test/orders/1"
	for field, req := range map[string]waymark.QueryRequest{
		"url":       {URL: "javascript:alert(1)"},
		"task_type": {URL: u, TaskType: "teleport"},
		"max_chars": {URL: u, MaxChars: 5},
		"snapshots": {URL: u, Snapshots: true},
	} {
		_, err := m.Query(context.Background(), req)
		var ie *waymark.InputError
		if !errors.As(err, &ie) || ie.Field != field {
			t.Errorf("%+v: %v, want an input error for field %s", req, err, field)
		}
	}
}

// TestProfileListsStoredPatterns: a run of a stored route under another task text is one
// more execution of that route, and the site profile lists the stored route's name only,
// not the name the run's own route would have had.
func TestProfileListsStoredPatterns(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	tr := readTrace(t, "open-issues.json")
	first, err := m.Save(ctx, waymark.SaveRequest{URL: issuesURL, Trace: tr})
	if err != nil || first.Pattern == nil {
		t.Fatalf("first save: %+v, %v", first, err)
	}
	var again map[string]any
	if err := json.Unmarshal(tr, &again); err != nil {
		t.Fatal(err)
	}
	again["task"] = "Count the open issues of acme/widget"
	raw, err := json.Marshal(again)
	if err != nil {
		t.Fatal(err)
	}
	second, err := m.Save(ctx, waymark.SaveRequest{URL: issuesURL, Trace: raw})
	if err != nil || second.Duplicate || second.Pattern == nil || second.Pattern.ID != first.Pattern.ID {
		t.Fatalf("second save: %+v, %v; want one more execution of pattern %s", second, err, first.Pattern.ID)
	}
	v, err := m.Site(ctx, issuesURL)
	if err != nil || v.Profile == nil {
		t.Fatalf("site view: %+v, %v", v, err)
	}
	if want := []string{first.Pattern.Name}; !slices.Equal(v.Profile.Patterns, want) {
		t.Errorf("profile lists %v, want %v", v.Profile.Patterns, want)
	}
}

// answerTrace is a run on page u that reads answer for task from the element of selector.
func answerTrace(u, task, selector, answer string) json.RawMessage {
	return json.RawMessage(`{"task": "` + task + `", "start_url": "` + u + `", "steps": [
		{"action": "navigate", "url": "` + u + `"},
		{"action": "extract", "url": "` + u + `", "target": {"selector": "` + selector + `"}, "extracted": "` + answer + `"},
		{"action": "done", "url": "` + u + `", "extracted": "` + answer + `"}]}`)
}

// TestTitleSlugIsOptional: a product page saved with its title slug in the URL
// (/Sony-…/dp/B0863TXGM3) is the page of the same product without it (/dp/B0863TXGM3):
// the route, its selectors and the cached answer all come back for the short URL.
func TestTitleSlugIsOptional(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	const long = "https://www.amazon.com/Sony-WH-1000XM4-Canceling-Headphones/dp/B0863TXGM3"
	res, err := m.Save(ctx, waymark.SaveRequest{Trace: answerTrace(long, "what is the brand of the headphones", "#bylineInfo", "Sony")})
	if err != nil {
		t.Fatal(err)
	}
	if res.URLPattern != "amazon.com/dp/*" {
		t.Errorf("saved under %q, want amazon.com/dp/*", res.URLPattern)
	}
	for _, u := range []string{"https://www.amazon.com/dp/B0863TXGM3", long} {
		r, err := m.Query(ctx, waymark.QueryRequest{URL: u, Intent: "what is the brand of the headphones"})
		if err != nil {
			t.Fatal(err)
		}
		if r.Tier == waymark.P5 || len(r.Patterns) == 0 {
			t.Errorf("%s: tier %s, patterns %+v; want the saved route", u, r.Tier, r.Patterns)
		}
		if !slices.ContainsFunc(r.PrimarySelectors, func(s waymark.SelectorHint) bool { return s.Selector == "#bylineInfo" }) {
			t.Errorf("%s: selectors %+v, want the brand's", u, r.PrimarySelectors)
		}
		if len(r.CachedAnswers) == 0 || r.CachedAnswers[0].Answer == nil || *r.CachedAnswers[0].Answer != "Sony" {
			t.Errorf("%s: cached answers %+v, want Sony", u, r.CachedAnswers)
		}
	}
	// Another product's page is not this product's: its answer is withheld.
	r, err := m.Query(ctx, waymark.QueryRequest{URL: "https://www.amazon.com/dp/B0CX23V2ZK", Intent: "what is the brand of the headphones"})
	if err != nil {
		t.Fatal(err)
	}
	if len(r.CachedAnswers) == 0 || r.CachedAnswers[0].Answer != nil || r.CachedAnswers[0].Withheld != "other_page" {
		t.Errorf("another product: cached answers %+v, want this one's withheld as other_page", r.CachedAnswers)
	}
}

// TestRepositoryIsNoTitleSlug: a repository's name beside an issue number is no title slug
// (the number counts within the repository): the answer read on one repository's issue is
// withheld for the same number in another repository.
func TestRepositoryIsNoTitleSlug(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	const a = "https://github.com/foo/my-cool-project-name/issues/1"
	if _, err := m.Save(ctx, waymark.SaveRequest{Trace: answerTrace(a, "who opened this issue", ".author", "alice")}); err != nil {
		t.Fatal(err)
	}
	r, err := m.Query(ctx, waymark.QueryRequest{URL: "https://github.com/foo/another-great-project-here/issues/1", Intent: "who opened this issue"})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range r.CachedAnswers {
		if c.Answer != nil {
			t.Errorf("another repository's issue gets this one's answer: %+v", c)
		}
	}
}

// memoryAndStore opens a memory on a new home and gives its store too, for tests that
// write records as an earlier version filed them.
func memoryAndStore(t *testing.T) (*waymark.Memory, *sqlite.Store) {
	t.Helper()
	home := t.TempDir()
	st, err := sqlite.Open(context.Background(), filepath.Join(home, "memory.db"), nil)
	if err != nil {
		t.Fatal(err)
	}
	return openHome(t, home, st), st
}

// TestSlugPatternSelectorsStillFound: selectors filed under the URL pattern a page had
// while patterns kept title slugs as "*" ("amazon.com/*/dp/*") still come back for it.
func TestSlugPatternSelectorsStillFound(t *testing.T) {
	ctx := context.Background()
	m, st := memoryAndStore(t)
	body, _ := json.Marshal(waymark.SelectorRecord{Site: "amazon.com", URLPattern: "amazon.com/*/dp/*",
		Purpose: "click Add to Cart", Selector: "#add-to-cart-button", Confidence: 0.9, Uses: 4, LastSeen: time.Now()})
	err := st.Update(ctx, func(tx waymark.Tx) error {
		return tx.Put(ctx, &waymark.Record{Kind: waymark.KindSelector, Key: "old-selector", Site: "amazon.com",
			URLPattern: "amazon.com/*/dp/*", Text: "click Add to Cart #add-to-cart-button", Body: body})
	})
	if err != nil {
		t.Fatal(err)
	}
	for u, want := range map[string]bool{
		"https://www.amazon.com/Echo-Dot-5th-Gen/dp/B09B8V1LZ3": true,
		"https://www.amazon.com/dp/B09B8V1LZ3":                  false, // no slug: the old pattern never covered it
	} {
		r, err := m.Query(ctx, waymark.QueryRequest{URL: u, Intent: "add the echo dot to the cart"})
		if err != nil {
			t.Fatal(err)
		}
		got := slices.ContainsFunc(r.PrimarySelectors, func(s waymark.SelectorHint) bool { return s.Selector == "#add-to-cart-button" })
		if got != want {
			t.Errorf("%s: selectors %+v, want the stored one: %v", u, r.PrimarySelectors, want)
		}
	}
}

// TestSlugRouteMovesToItsPattern: a route stored while URL patterns kept a title slug as "*"
// (amazon.com/*/dp/*, its steps' patterns and route key to match) is the route a new run on
// the page follows: the run counts as its second execution and moves it to the pattern of
// today (amazon.com/dp/*), instead of starting a second route beside it.
func TestSlugRouteMovesToItsPattern(t *testing.T) {
	ctx := context.Background()
	m, st := memoryAndStore(t)
	const long = "https://www.amazon.com/Sony-WH-1000XM4-Canceling-Headphones/dp/B0863TXGM3"
	trace := func(task string) json.RawMessage {
		return json.RawMessage(`{"task": "` + task + `", "start_url": "` + long + `", "steps": [
			{"action": "navigate", "url": "` + long + `"},
			{"action": "click", "url": "` + long + `", "target": {"selector": "#add-to-cart-button", "role": "button", "name": "Add to Cart"}}],
			"success_indicator": "#sw-atc-confirmation"}`)
	}
	if _, err := m.Save(ctx, waymark.SaveRequest{Trace: trace("add the headphones to the cart")}); err != nil {
		t.Fatal(err)
	}
	// File the route as before: under amazon.com/*/dp/*, with the route key of then.
	const old = "amazon.com/*/dp/*"
	err := st.Update(ctx, func(tx waymark.Tx) error {
		recs, err := tx.Find(ctx, waymark.Filter{Kinds: []waymark.Kind{waymark.KindPattern}})
		if err != nil || len(recs) != 1 {
			return fmt.Errorf("patterns %d, %v", len(recs), err)
		}
		r := recs[0]
		var p waymark.Pattern
		if err := json.Unmarshal(r.Body, &p); err != nil {
			return err
		}
		p.URLPattern = old
		for i := range p.Steps {
			p.Steps[i].URLPattern = old
		}
		p.RouteKey = waymark.RouteKeyOf(p.Steps)
		if err := tx.Delete(ctx, r.ID); err != nil {
			return err
		}
		r.Body, _ = json.Marshal(p)
		r.ID, r.Key, r.URLPattern = "", p.Site+"|"+old+"|"+p.RouteKey, old
		return tx.Put(ctx, &r)
	})
	if err != nil {
		t.Fatal(err)
	}
	res, err := m.Save(ctx, waymark.SaveRequest{Trace: trace("put the sony headphones in my cart")})
	if err != nil {
		t.Fatal(err)
	}
	if res.Pattern == nil || res.Pattern.Executions != 2 || res.Pattern.URLPattern != "amazon.com/dp/*" {
		t.Errorf("pattern after the second run %+v, want the stored route's second execution, under amazon.com/dp/*", res.Pattern)
	}
	list, err := m.List(ctx, waymark.ListRequest{Kind: waymark.KindPattern})
	if err != nil {
		t.Fatal(err)
	}
	if list.Total != 1 {
		t.Errorf("%d patterns, want the one route", list.Total)
	}
}

// TestSuccessfulRepeatsAreNoLoop: a successful run that clicks "Increment" four times on the
// same page (four guests) keeps its route, with the four clicks, and leaves no loop note: a
// loop is friction of a failed save (SPEC §10); the save says the route repeats them. A
// failed run that repeats is a loop, noted and warned of.
func TestSuccessfulRepeatsAreNoLoop(t *testing.T) {
	ctx := context.Background()
	const u = "https://www.kayak.example/hotels"
	trace := func(outcome string) json.RawMessage {
		inc := `{"action": "click", "url": "` + u + `", "target": {"selector": "[aria-label='Increment guests']", "role": "button", "name": "Increment"}}`
		return json.RawMessage(`{"task": "search hotels in Denver for 4 guests", "start_url": "` + u + `", "outcome": "` + outcome + `", "steps": [
			{"action": "navigate", "url": "` + u + `"}, ` + inc + `, ` + inc + `, ` + inc + `, ` + inc + `,
			{"action": "click", "url": "` + u + `", "target": {"selector": "#search", "role": "button", "name": "Search"}}],
			"success_indicator": "#results"}`)
	}
	for _, tt := range []struct {
		outcome string
		route   bool
	}{{"success", true}, {"failure", false}} {
		t.Run(tt.outcome, func(t *testing.T) {
			m := openMemory(t, nil)
			res, err := m.Save(ctx, waymark.SaveRequest{Trace: trace(tt.outcome)})
			if err != nil {
				t.Fatal(err)
			}
			if got := res.Records[waymark.KindPattern] > 0; got != tt.route {
				t.Errorf("records %v: route kept %v, want %v", res.Records, got, tt.route)
			}
			if got := res.Records[waymark.KindSiteNote] > 0; got == tt.route {
				t.Errorf("records %v: a loop note %v, want %v", res.Records, got, !tt.route)
			}
			if warned := slices.ContainsFunc(res.Warnings, func(w string) bool {
				return strings.Contains(w, "Increment") && !strings.HasPrefix(w, "the route repeats what the run repeated")
			}); warned == tt.route {
				t.Errorf("warnings %q: a loop warning %v, want %v", res.Warnings, warned, !tt.route)
			}
			// The route keeps the repeats, and says so: they may have been a loop ("Add to
			// cart" three times) that a replay would repeat.
			if said := slices.ContainsFunc(res.Warnings, func(w string) bool {
				return strings.HasPrefix(w, "the route repeats what the run repeated") && strings.Contains(w, "Increment")
			}); said != tt.route {
				t.Errorf("warnings %q: the repeats kept said %v, want %v", res.Warnings, said, tt.route)
			}
			if tt.route {
				r, err := m.Query(ctx, waymark.QueryRequest{URL: u, Intent: "search hotels in Denver for 4 guests"})
				if err != nil {
					t.Fatal(err)
				}
				n := 0
				for _, st := range r.Steps {
					if st.Name == "Increment" {
						n++
					}
				}
				if n != 4 {
					t.Errorf("route %+v: %d clicks on Increment, want the 4 of the run", r.Steps, n)
				}
			}
		})
	}
}

// TestBlankTabFirstStep: a run that begins by opening a blank tab and then the site opens
// one page twice in a row: the route opens it once, and is the route of the same run
// recorded without the blank tab.
func TestBlankTabFirstStep(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	const u = "https://www.recipes.example.net/"
	steps := `{"action": "navigate", "url": "` + u + `"},
		{"action": "fill", "url": "` + u + `", "target": {"selector": "#site-search", "role": "searchbox", "name": "Search recipes"}, "value": "lasagna"},
		{"action": "press", "url": "` + u + `", "target": {"selector": "#site-search"}, "value": "Enter", "url_after": "` + u + `search?q=lasagna"},
		{"action": "extract", "url": "` + u + `search?q=lasagna", "target": {"selector": "[data-testid='count']"}, "extracted": "48 recipes"}`
	var ids []string
	for i, first := range []string{"", `{"action": "navigate", "url": "about:blank"}, `} {
		raw := fmt.Sprintf(`{"task": "How many lasagna recipes are there?", "start_url": %q, "outcome": "success", "session_id": "s%d", "steps": [%s%s]}`, u, i, first, steps)
		res, err := m.Save(ctx, waymark.SaveRequest{Trace: json.RawMessage(raw)})
		if err != nil || res.Pattern == nil {
			t.Fatalf("save %d: %+v, %v", i, res, err)
		}
		ids = append(ids, res.Pattern.ID)
	}
	if ids[0] != ids[1] {
		t.Errorf("two routes %v for one run with and without a blank tab first", ids)
	}
	p, err := m.Pattern(ctx, ids[1])
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Steps) < 2 || p.Steps[0].Action != waymark.ActionNavigate || p.Steps[1].Action == waymark.ActionNavigate {
		t.Errorf("route steps %+v, want one navigate first", p.Steps)
	}
}
