package waymark_test

import (
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"strings"
	"testing"

	"github.com/waymark-dev/waymark"
)

// TestLongBlockerShown: a blocker whose symptom and recovery run long is in the block,
// clipped, within a budget a route and it share; the answer's field holds it whole.
func TestLongBlockerShown(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	const u = "https://code.example/acme/widget"
	raw := `{"task": "How many issues are open?", "start_url": "` + u + `", "final_answer": "42", "steps": [
		{"action": "click", "url": "` + u + `", "target": {"selector": "#issues-tab", "role": "link", "name": "Issues"}},
		{"action": "extract", "url": "` + u + `/issues", "target": {"selector": "#open-count"}, "extracted": "42"}]}`
	if _, err := m.Save(ctx, waymark.SaveRequest{Trace: json.RawMessage(raw)}); err != nil {
		t.Fatal(err)
	}
	symptom := strings.Repeat("a cookie banner covers the page ", 31)
	if _, err := m.RecordQuirk(ctx, waymark.QuirkRequest{URL: u, Problem: waymark.FrictionCookieBanner, Symptom: symptom,
		Recovery: strings.Repeat("click accept ", 38), Selector: "#accept"}); err != nil {
		t.Fatal(err)
	}
	r, err := m.Query(ctx, waymark.QueryRequest{URL: u, Intent: "How many issues are open?", MaxChars: 2000})
	if err != nil {
		t.Fatal(err)
	}
	if len(r.KnownBlockers) != 1 || !strings.Contains(r.MemoryContext, "Known blockers:") || !strings.Contains(r.MemoryContext, `"#accept"`) {
		t.Errorf("blockers %d; block:\n%s", len(r.KnownBlockers), r.MemoryContext)
	}
	if len(r.KnownBlockers) == 1 && r.KnownBlockers[0].Symptom != strings.TrimSpace(symptom) && r.KnownBlockers[0].Symptom != symptom {
		t.Errorf("the answer's blocker was clipped: %q", r.KnownBlockers[0].Symptom)
	}
}

// TestBlockedStepBlamesNoSelector: a step that failed because the page was blocked (a
// cookie wall, a CAPTCHA) leaves a blocker and no anti-pattern of its selector, which a
// step that failed for its element does; each note is filed under the page it was seen
// on, not the page the run was saved under.
func TestBlockedStepBlamesNoSelector(t *testing.T) {
	ctx := context.Background()
	const shop = "https://shop.example.com"
	run := func(m *waymark.Memory, sel, err string) {
		t.Helper()
		raw, _ := json.Marshal(waymark.Trace{Task: "Add the blue mug to the cart", StartURL: shop + "/", Outcome: waymark.OutcomeFailure,
			Steps: []waymark.Step{
				{Action: waymark.ActionNavigate, URL: shop + "/"},
				{Action: waymark.ActionClick, URL: shop + "/", Target: &waymark.Target{Selector: "a[data-testid='mug-blue']", Role: "link", Name: "Blue mug"},
					URLAfter: shop + "/p/12345"},
				{Action: waymark.ActionClick, URL: shop + "/p/12345", Target: &waymark.Target{Selector: sel, Role: "button", Name: "Add to cart"},
					Error: err},
			}})
		if _, e := m.Save(ctx, waymark.SaveRequest{Trace: raw}); e != nil {
			t.Fatal(e)
		}
	}
	const cart = "button[data-testid='add-to-cart']"
	for _, c := range []struct {
		sel, err string
		blamed   bool
		problem  waymark.Friction
	}{
		{cart, "Cookie wall: content hidden behind a consent overlay", false, waymark.FrictionCookieBanner},
		{cart, "Please verify you are human: CAPTCHA challenge shown", false, waymark.FrictionCaptcha},
		{cart, "No element matches button[data-testid='add-to-cart']", true, ""},
		// The step's own locator says nothing of a block, however it is quoted.
		{cart, `waiting for locator('button[data-testid="add-to-cart"]') to be visible: Timeout 30000ms exceeded`, true, ""},
		{"#rate-limit-input", `Timeout 30000ms exceeded waiting for selector "#rate-limit-input"`, true, ""},
		{"[data-sku='403']", "Element not found: [data-sku='403']", true, ""},
		{"#onetrust-accept-btn-handler", `Timeout 30000ms exceeded waiting for selector "#onetrust-accept-btn-handler"`, true, ""},
		{cart, "<div id=\"cookie-banner\"> intercepts pointer events", false, waymark.FrictionCookieBanner},
	} {
		m := openMemory(t, nil)
		run(m, c.sel, c.err)
		product, err := m.Query(ctx, waymark.QueryRequest{URL: shop + "/p/777", Intent: "Add the blue mug to the cart"})
		if err != nil {
			t.Fatal(err)
		}
		blamed := false
		for _, a := range product.AntiPatterns {
			blamed = blamed || a.Selector == c.sel
		}
		if blamed != c.blamed {
			t.Errorf("%q: anti-patterns %+v, want %s blamed: %v", c.err, product.AntiPatterns, c.sel, c.blamed)
		}
		if c.problem == "" {
			continue
		}
		if len(product.KnownBlockers) != 1 || product.KnownBlockers[0].Problem != c.problem {
			t.Errorf("%q: blockers %+v on the product page, want %s", c.err, product.KnownBlockers, c.problem)
		}
	}

	// The element's own locator in its error leaves the words around it: not found.
	m := openMemory(t, nil)
	run(m, cart, "Element button[data-testid='add-to-cart'] not found after 30000 ms")
	if r, err := m.Query(ctx, waymark.QueryRequest{URL: shop + "/p/777", Intent: "Add the blue mug to the cart"}); err != nil {
		t.Fatal(err)
	} else if len(r.KnownBlockers) != 1 || r.KnownBlockers[0].Problem != waymark.FrictionSelectorInstability {
		t.Errorf("blockers %+v, want selector_instability", r.KnownBlockers)
	}

	// A failure of the element itself is noted on the product page, where it failed.
	m = openMemory(t, nil)
	run(m, cart, "Timeout 30000ms exceeded waiting for the element to be enabled")
	home, err := m.Query(ctx, waymark.QueryRequest{URL: shop + "/", Intent: "Add the blue mug to the cart"})
	if err != nil {
		t.Fatal(err)
	}
	product, err := m.Query(ctx, waymark.QueryRequest{URL: shop + "/p/777", Intent: "Add the blue mug to the cart"})
	if err != nil {
		t.Fatal(err)
	}
	if len(home.KnownBlockers) != 0 || len(product.KnownBlockers) != 1 || product.KnownBlockers[0].Scope != "shop.example.com/p/*" {
		t.Errorf("blockers on the home page %+v, on the product page %+v: want the one on the product page", home.KnownBlockers, product.KnownBlockers)
	}
}

// TestBlockedStepThatLedOn: a click that led to its page (url_after) where a rate limit
// stood, reported with the block as its error, did its job: the route keeps it, and the
// "Retry" its page offered is a step only when the rate limit shows. A click that failed
// for a block without leading anywhere is left out, as before.
func TestBlockedStepThatLedOn(t *testing.T) {
	const home, branch = "https://library.example.org/", "https://library.example.org/branches/main-street"
	for _, c := range []struct {
		name, after string
		kept        bool
	}{{"it led to the page", `"url_after": "` + branch + `", `, true}, {"it led nowhere", "", false}} {
		m := openMemory(t, nil)
		raw := `{"task": "What time does the Main Street branch open on Saturday?", "start_url": "` + home + `", "steps": [
			{"action": "navigate", "url": "` + home + `"},
			{"action": "click", "url": "` + home + `", "target": {"selector": "[data-testid='branch-main-street']", "role": "link", "name": "Main Street Branch"}, ` + c.after + `"error": "429 Too Many Requests: You are being rate limited. Please wait a moment and retry."},
			{"action": "click", "url": "` + branch + `", "target": {"selector": "[data-testid='retry-link']", "role": "link", "name": "Retry"}},
			{"action": "extract", "url": "` + branch + `", "target": {"selector": "[data-testid='hours-saturday']"}, "extracted": "9:00 AM – 5:00 PM"}]}`
		p := savedPattern(t, m, raw)
		kept, retry := false, ""
		for _, s := range p.Steps {
			kept = kept || s.Name == "Main Street Branch"
			if s.Name == "Retry" {
				retry = s.Conditional
			}
		}
		if kept != c.kept || c.kept && retry != string(waymark.FrictionRateLimit) {
			t.Errorf("%s: the click kept %v (want %v), the retry's condition %q: %+v", c.name, kept, c.kept, retry, p.Steps)
		}
	}
}

// TestBlockerMetAgainInOneRun: a run that meets the same block three times, as a loop does
// (three clicks under a pop-up), has met it once: the blocker is seen once, whether the run
// is saved whole or reported step by step; a second run makes it two.
func TestBlockerMetAgainInOneRun(t *testing.T) {
	ctx := context.Background()
	const u = "https://docs.example.org/"
	click := `{"action": "click", "url": "` + u + `", "target": {"selector": "[data-testid='nav-releases']", "role": "link", "name": "Releases"}, "error": "<div role=\"dialog\" class=\"newsletter-overlay\"> intercepts pointer events"}`
	seen := func(m *waymark.Memory) int {
		r, err := m.Query(ctx, waymark.QueryRequest{URL: u, Intent: "Open the releases page"})
		if err != nil {
			t.Fatal(err)
		}
		for _, b := range r.KnownBlockers {
			if b.Problem == waymark.FrictionPopupModal {
				return b.Seen
			}
		}
		return 0
	}
	whole := openMemory(t, nil)
	stepped := openMemory(t, nil)
	for run := 1; run <= 2; run++ {
		raw := fmt.Sprintf(`{"task": "Open the releases page", "start_url": %q, "session_id": "w%d", "outcome": "failure", "steps": [{"action": "navigate", "url": %q}, %s, %s, %s]}`,
			u, run, u, click, click, click)
		if _, err := whole.Save(ctx, waymark.SaveRequest{Trace: json.RawMessage(raw)}); err != nil {
			t.Fatal(err)
		}
		for range 3 {
			if _, err := stepped.Step(ctx, waymark.StepRequest{SessionID: fmt.Sprint("s", run), Task: "Open the releases page", Step: json.RawMessage(click)}); err != nil {
				t.Fatal(err)
			}
		}
		if a, b := seen(whole), seen(stepped); a != run || b != run {
			t.Errorf("after run %d: the pop-up seen %d times (saved whole) and %d (step by step), want %d", run, a, b, run)
		}
	}
}

// TestPopupDismissIsConditional: the click that closed a newsletter pop-up is a step taken
// only when the pop-up shows, as a cookie banner's is; the link after it is not.
func TestPopupDismissIsConditional(t *testing.T) {
	m := openMemory(t, nil)
	const u = "https://docs.example.org/"
	raw := `{"task": "What is the latest release of widgetlib?", "start_url": "` + u + `", "steps": [
		{"action": "navigate", "url": "` + u + `"},
		{"action": "click", "url": "` + u + `", "target": {"role": "button", "name": "Close newsletter"}},
		{"action": "click", "url": "` + u + `", "target": {"selector": "[data-testid='nav-releases']", "role": "link", "name": "Releases"}, "url_after": "` + u + `releases"},
		{"action": "extract", "url": "` + u + `releases", "target": {"selector": "#latest"}, "extracted": "v3.4.1"}]}`
	p := savedPattern(t, m, raw)
	conds := map[string]string{}
	for _, s := range p.Steps {
		conds[s.Name] = s.Conditional
	}
	if conds["Close newsletter"] != string(waymark.FrictionPopupModal) || conds["Releases"] != "" {
		t.Errorf("conditions %q: want the pop-up's close only when it shows", conds)
	}
}

// TestConditionalStepsAcrossRuns: the runs of one route that met a block and that did not
// are runs of that route: a run that met no pop-up keeps the route's close for the runs that
// do; a replay that clicked the rate limit's Retry again, and one that met no rate limit,
// count as runs of the route that retries on it, its wait for the limit taken on it too.
func TestConditionalStepsAcrossRuns(t *testing.T) {
	ctx := context.Background()
	const home, branch = "https://library.example.org/", "https://library.example.org/branches/main-street"
	const task = "What time does the Main Street branch open on Saturday?"
	run := func(session, click, middle string) json.RawMessage {
		return json.RawMessage(fmt.Sprintf(`{"task": %q, "start_url": %q, "session_id": %q, "steps": [
			{"action": "navigate", "url": %q},
			{"action": "click", "url": %q, "target": {"selector": "[data-testid='close-promo']", "role": "button", "name": "Close newsletter"}},
			{"action": "click", "url": %q, "target": {"selector": "[data-testid='branch-main-street']", "role": "link", "name": "Main Street Branch"}, "url_after": %q%s},
			%s
			{"action": "extract", "url": %q, "target": {"selector": "[data-testid='hours-saturday']"}, "extracted": "9:00 AM – 5:00 PM"}]}`,
			task, home, session, home, home, home, branch, click, middle, branch))
	}
	const blocked = `, "error": "429 Too Many Requests: You are being rate limited. Please wait a moment and retry."`
	const retry = `{"action": "wait", "url": "` + branch + `", "value": "1s"},
			{"action": "click", "url": "` + branch + `", "target": {"selector": "[data-testid='retry-link']", "role": "link", "name": "Retry"}},`
	m := openMemory(t, nil)
	var id string
	for i, raw := range []json.RawMessage{run("blocked", blocked, retry), run("replay", "", retry), run("clear", "", "")} {
		res, err := m.Save(ctx, waymark.SaveRequest{Trace: raw})
		if err != nil {
			t.Fatal(err)
		}
		if i == 0 {
			id = res.Pattern.ID
		}
		if res.Pattern == nil || res.Pattern.ID != id || res.Pattern.Executions != i+1 {
			t.Fatalf("run %d: pattern %+v, want run %d of %s", i, res.Pattern, i+1, id)
		}
	}
	// A run that met no pop-up: the route keeps its close.
	noPopup := strings.Replace(string(run("no-popup", "", "")), `{"action": "click", "url": "`+home+`", "target": {"selector": "[data-testid='close-promo']", "role": "button", "name": "Close newsletter"}},`, "", 1)
	if _, err := m.Save(ctx, waymark.SaveRequest{Trace: json.RawMessage(noPopup)}); err != nil {
		t.Fatal(err)
	}
	p, err := m.Pattern(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	conds := map[string]string{}
	for _, s := range p.Steps {
		conds[string(s.Action)+" "+s.Name+s.Value] = s.Conditional
	}
	want := map[string]string{"navigate ": "", "click Close newsletter": "popup_modal", "click Main Street Branch": "",
		"wait 1s": "rate_limit", "click Retry": "rate_limit", "extract ": ""}
	if !maps.Equal(conds, want) || p.TotalExecutions != 4 {
		t.Errorf("steps %q after %d runs; want %q after 4", conds, p.TotalExecutions, want)
	}
}

// TestRecoveryWaitThenRetry: a block got past by a pause and then the page's Retry is
// recovered by both, not by the pause alone.
func TestRecoveryWaitThenRetry(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	const u = "https://library.example.org/branches/main-street"
	raw := `{"task": "What time does the Main Street branch open on Saturday?", "start_url": "` + u + `", "steps": [
		{"action": "navigate", "url": "` + u + `", "error": "429 Too Many Requests: You are being rate limited."},
		{"action": "wait", "url": "` + u + `", "value": "1s"},
		{"action": "click", "url": "` + u + `", "target": {"selector": "[data-testid='retry-link']", "role": "link", "name": "Retry"}},
		{"action": "extract", "url": "` + u + `", "target": {"selector": "#hours"}, "extracted": "9:00 AM – 5:00 PM"}]}`
	if _, err := m.Save(ctx, waymark.SaveRequest{Trace: json.RawMessage(raw)}); err != nil {
		t.Fatal(err)
	}
	r, err := m.Query(ctx, waymark.QueryRequest{URL: u, Intent: "What time does the Main Street branch open on Saturday?"})
	if err != nil {
		t.Fatal(err)
	}
	for _, b := range r.KnownBlockers {
		if b.Problem == waymark.FrictionRateLimit && !strings.Contains(b.Recovery, `wait = "1s", then click link "Retry"`) {
			t.Errorf("recovery %q: want the wait, then the Retry", b.Recovery)
		}
	}
	if len(r.KnownBlockers) == 0 {
		t.Errorf("no blocker known")
	}
}

// savedPattern saves the trace raw to m and returns the whole pattern it was filed under.
func savedPattern(t *testing.T, m *waymark.Memory, raw string) waymark.Pattern {
	t.Helper()
	res, err := m.Save(context.Background(), waymark.SaveRequest{Trace: json.RawMessage(raw)})
	if err != nil {
		t.Fatal(err)
	}
	if res.Pattern == nil {
		t.Fatalf("no pattern for %s (warnings %q)", raw, res.Warnings)
	}
	p, err := m.Pattern(context.Background(), res.Pattern.ID)
	if err != nil {
		t.Fatal(err)
	}
	return p
}
