package waymark_test

import (
	"context"
	"encoding/json"
	"errors"
	"io/fs"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/waymark-dev/waymark"
)

// TestSessionSteps: steps reported one by one become the trace of a save; a loop is warned
// about as it happens (SPEC §10).
func TestSessionSteps(t *testing.T) {
	ctx := context.Background()
	now := time.Date(2026, 11, 30, 12, 0, 0, 0, time.UTC)
	m := openMemory(t, &waymark.Options{Now: func() time.Time { return now }})
	step := func(s string) waymark.StepResult {
		t.Helper()
		r, err := m.Step(ctx, waymark.StepRequest{SessionID: "s1", Task: "find the next page", Step: json.RawMessage(s)})
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	step(`{"action":"navigate","url":"https://list.example/items"}`)
	click := `{"action":"click","url":"https://list.example/items","target":{"selector":"a.next","role":"link","name":"Next"}}`
	if r := step(click); r.Loop {
		t.Fatalf("warned after one click: %+v", r)
	}
	step(click)
	r := step(click)
	if !r.Loop || len(r.Warnings) == 0 || r.Steps != 4 {
		t.Fatalf("three identical clicks without a page change: %+v", r)
	}
	q, err := m.Query(ctx, waymark.QueryRequest{URL: "https://list.example/items", SessionID: "s1", Snapshots: true})
	if err != nil {
		t.Fatal(err)
	}
	if len(q.Warnings) == 0 || len(q.Snapshots) != 1 || q.Snapshots[0].Archived {
		t.Fatalf("session query: warnings %v snapshots %+v", q.Warnings, q.Snapshots)
	}
	q, err = m.Query(ctx, waymark.QueryRequest{URL: "https://list.example/items", SessionID: "nosuch", Snapshots: true})
	if err != nil || len(q.Snapshots) != 0 || !slices.ContainsFunc(q.Warnings, func(w string) bool { return strings.Contains(w, `no snapshot of session "nosuch"`) }) {
		t.Fatalf("snapshots of a session with no steps: warnings %q snapshots %+v, %v", q.Warnings, q.Snapshots, err)
	}
	res, err := m.Save(ctx, waymark.SaveRequest{URL: "https://list.example/items", SessionID: "s1", Outcome: waymark.OutcomeFailure})
	if err != nil {
		t.Fatal(err)
	}
	if res.Records[waymark.KindSiteNote] == 0 {
		t.Fatalf("loop not stored as a note on the failed save: %+v", res)
	}
	// The trail ended with the save: another save of it has nothing new, a duplicate of the
	// save that took its steps, filed where that save filed it (another url says nothing).
	if again, err := m.Save(ctx, waymark.SaveRequest{URL: "https://other.example/x", SessionID: "s1"}); err != nil || !again.Duplicate || again.TraceID != res.TraceID || res.TraceID == "" ||
		again.Site != res.Site || again.URLPattern != res.URLPattern {
		t.Fatalf("the session's trail should end with its save: %+v, %v", again, err)
	}
}

// TestSessionStepDuringSave: a step reported while a save of its session runs is not lost
// with the steps the save took: it stays the trail of the session's next run.
func TestSessionStepDuringSave(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	step := func(s string) {
		t.Helper()
		if _, err := m.Step(ctx, waymark.StepRequest{SessionID: "s1", Task: "read the news", Step: json.RawMessage(s)}); err != nil {
			t.Fatal(err)
		}
	}
	step(`{"action":"navigate","url":"https://news.example/"}`)
	step(`{"action":"click","url":"https://news.example/","target":{"selector":"#top","role":"link","name":"Top story"}}`)
	late := `{"action":"click","url":"https://news.example/top","target":{"selector":"#more","role":"button","name":"Read more"}}`
	once := false
	waymark.SetPreparedHook(t, func() {
		if !once {
			once = true
			step(late)
		}
	})
	res, err := m.Save(ctx, waymark.SaveRequest{SessionID: "s1"})
	if err != nil {
		t.Fatal(err)
	}
	if res.Pattern == nil || res.Pattern.Steps != 2 {
		t.Fatalf("the save should hold the two steps it read: %+v", res)
	}
	q, err := m.Query(ctx, waymark.QueryRequest{URL: "https://news.example/top", SessionID: "s1", Snapshots: true})
	if err != nil {
		t.Fatal(err)
	}
	if len(q.Snapshots) != 1 || q.Snapshots[0].Archived || !strings.Contains(q.Snapshots[0].LastAction, "Read more") {
		t.Fatalf("the late step's session should go on: %+v", q.Snapshots)
	}
	next, err := m.Save(ctx, waymark.SaveRequest{SessionID: "s1", URL: "https://news.example/top"})
	if err != nil {
		t.Fatalf("the late step was lost with the first save: %v", err)
	}
	if next.Pattern == nil || next.Pattern.Steps != 1 {
		t.Fatalf("the next save should hold the late step only: %+v", next)
	}
	if again, err := m.Save(ctx, waymark.SaveRequest{SessionID: "s1"}); err != nil || !again.Duplicate {
		t.Fatalf("the session's trail should end with its last save: %+v, %v", again, err)
	}
}

// TestStepAndIntentCaps: what a step or a save would store beyond the trace schema's caps
// is refused, naming the field, so that everything stored reads back through restore and
// import.
func TestStepAndIntentCaps(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	long := func(n int) string { return strings.Repeat("é", n) }
	for _, c := range []struct {
		req   waymark.StepRequest
		field string
	}{
		{waymark.StepRequest{Step: json.RawMessage(`{"action":"fill","url":"https://a.example/","target":{"selector":"#q"},"value":"` + long(100_001) + `"}`)}, "step.value"},
		{waymark.StepRequest{Step: json.RawMessage(`{"action":"click","url":"https://a.example/","target":{"selector":"#q","name":"` + long(10_001) + `"}}`)}, "step.target.name"},
		{waymark.StepRequest{Step: json.RawMessage(`{"action":"click","url":"https://a.example/","title":"` + long(10_001) + `"}`)}, "step.title"},
		{waymark.StepRequest{Task: long(10_001), Step: json.RawMessage(`{"action":"navigate","url":"https://a.example/"}`)}, "task"},
		{waymark.StepRequest{Title: long(10_001), Step: json.RawMessage(`{"action":"navigate","url":"https://a.example/"}`)}, "title"},
	} {
		c.req.SessionID = "s"
		_, err := m.Step(ctx, c.req)
		var ie *waymark.InputError
		if !errors.As(err, &ie) || ie.Field != c.field {
			t.Errorf("%s: got %v, want an input error naming %s", c.field, err, c.field)
		}
	}
	ok := waymark.StepRequest{SessionID: "s", Task: long(10_000), Step: json.RawMessage(`{"action":"fill","url":"https://a.example/","target":{"selector":"#q"},"value":"` + long(100_000) + `"}`)}
	if _, err := m.Step(ctx, ok); err != nil {
		t.Fatalf("at the caps: %v", err)
	}
	_, err := m.Save(ctx, waymark.SaveRequest{Intent: long(10_001), Trace: json.RawMessage(`{"task":"t","start_url":"https://a.example/","steps":[{"action":"navigate","url":"https://a.example/"}]}`)})
	var ie *waymark.InputError
	if !errors.As(err, &ie) || ie.Field != "intent" {
		t.Errorf("intent over the cap: got %v", err)
	}
	if st, err := m.Stats(ctx); err != nil || st.Records[waymark.KindTrace] != 0 {
		t.Errorf("refused saves stored something: %+v, %v", st.Records, err)
	}
	// A query's and a learned route's intent have the save's cap.
	if _, err := m.Query(ctx, waymark.QueryRequest{URL: "https://a.example/", Intent: long(10_001)}); !errors.As(err, &ie) || ie.Field != "intent" {
		t.Errorf("query intent over the cap: got %v", err)
	}
	if _, err := m.Query(ctx, waymark.QueryRequest{URL: "https://a.example/", Intent: long(10_000)}); err != nil {
		t.Errorf("query intent at the cap: %v", err)
	}
	_, err = m.Learn(ctx, waymark.LearnRequest{URL: "https://a.example/", Name: "n", SuccessIndicator: "#ok", Intent: long(10_001),
		Steps: json.RawMessage(`[{"action":"click","url":"https://a.example/","target":{"selector":"#go"}}]`)})
	if !errors.As(err, &ie) || ie.Field != "intent" {
		t.Errorf("learned intent over the cap: got %v", err)
	}
}

// TestStepPagesAndLoops: a step report's url is the page after the step (SPEC §10): it does
// not replace the page the step names, and a step without a url acted on the page the
// session was on. Pages that change break a repeat; navigating back and forth is an
// oscillation; other keys or other text typed into one field are progress.
func TestStepPagesAndLoops(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	step := func(session, s, after string) waymark.StepResult {
		t.Helper()
		r, err := m.Step(ctx, waymark.StepRequest{SessionID: session, Task: "browse", Step: json.RawMessage(s), URL: after})
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	const list = "https://shop.example/list"
	next := `{"action":"click","url":"` + list + `","target":{"selector":"#next","role":"link","name":"Next"}}`
	var r waymark.StepResult
	for _, p := range []string{"?p=2", "?p=3", "?p=4"} {
		r = step("pages", next, list+p)
	}
	if r.Loop {
		t.Errorf("three clicks on Next that each changed the page: warned %q", r.Warnings)
	}
	if r := step("odd", `{"action":"teleport","url":"`+list+`"}`, ""); r.Loop || len(r.Warnings) != 1 || !strings.Contains(r.Warnings[0], `unknown action "teleport"`) {
		t.Errorf("an unknown action: %+v", r)
	}
	// Browser-Use's tab actions are known: a tab opened on a page is a navigation to it.
	for _, a := range []string{"open_tab", "switch_tab", "close_tab"} {
		if r := step("tabs", `{"action":"`+a+`","url":"`+list+`"}`, ""); len(r.Warnings) != 0 {
			t.Errorf("%s: warned %q", a, r.Warnings)
		}
	}
	q, err := m.Query(ctx, waymark.QueryRequest{URL: list, SessionID: "pages", Snapshots: true})
	if err != nil {
		t.Fatal(err)
	}
	if len(q.Snapshots) != 1 || q.Snapshots[0].CurrentURL != list+"?p=4" {
		t.Errorf("snapshot after the clicks: %+v", q.Snapshots)
	}

	// A step without a url acted on the page the session was on, not on the page after it.
	step("cart", `{"action":"navigate","url":"https://shop.example/products"}`, "")
	step("cart", `{"action":"click","target":{"selector":"#cart-link","role":"link","name":"Cart"}}`, "https://shop.example/cart")
	res, err := m.Save(ctx, waymark.SaveRequest{SessionID: "cart"})
	if err != nil {
		t.Fatal(err)
	}
	products, err := m.Query(ctx, waymark.QueryRequest{URL: "https://shop.example/products", Intent: "browse"})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.ContainsFunc(products.PrimarySelectors, func(s waymark.SelectorHint) bool { return strings.Contains(s.Selector, "cart-link") }) {
		t.Errorf("the cart link is not a selector of the products page: %+v (save %+v)", products.PrimarySelectors, res)
	}

	for _, c := range []struct {
		name  string
		steps []string
		loop  bool
	}{
		{"navigate back and forth", []string{`{"action":"navigate","url":"https://shop.example/a"}`, `{"action":"navigate","url":"https://shop.example/b"}`,
			`{"action":"navigate","url":"https://shop.example/a"}`, `{"action":"navigate","url":"https://shop.example/b"}`}, true},
		{"other keys", []string{`{"action":"press","url":"https://shop.example/a","value":"a"}`, `{"action":"press","url":"https://shop.example/a","value":"b"}`,
			`{"action":"press","url":"https://shop.example/a","value":"c"}`}, false},
		{"Enter again and again", []string{`{"action":"press","url":"https://shop.example/a","value":"Enter"}`, `{"action":"press","url":"https://shop.example/a","value":"Enter"}`,
			`{"action":"press","url":"https://shop.example/a","value":"Enter"}`}, true},
		{"other searches", []string{`{"action":"fill","url":"https://shop.example/a","target":{"selector":"#q"},"value":"lamp"}`,
			`{"action":"fill","url":"https://shop.example/a","target":{"selector":"#q"},"value":"desk lamp"}`,
			`{"action":"fill","url":"https://shop.example/a","target":{"selector":"#q"},"value":"led desk lamp"}`}, false},
		{"other long searches", []string{`{"action":"fill","url":"https://shop.example/a","target":{"selector":"#q"},"value":"a lamp for the desk in the study, warm light, one"}`,
			`{"action":"fill","url":"https://shop.example/a","target":{"selector":"#q"},"value":"a lamp for the desk in the study, warm light, two"}`,
			`{"action":"fill","url":"https://shop.example/a","target":{"selector":"#q"},"value":"a lamp for the desk in the study, warm light, three"}`}, false},
	} {
		var r waymark.StepResult
		for _, s := range c.steps {
			r = step(c.name, s, "")
		}
		if r.Loop != c.loop {
			t.Errorf("%s: loop %v (%q), want %v", c.name, r.Loop, r.Warnings, c.loop)
		}
	}
}

// TestExpiredSessionNotSaved: a session trail idle for longer than the session TTL expired
// with the session (SPEC §10): a save naming it without a trace is refused, and a query
// for it warns of no loop, even before GC removes it.
func TestExpiredSessionNotSaved(t *testing.T) {
	ctx := context.Background()
	now := time.Date(2026, 11, 30, 12, 0, 0, 0, time.UTC)
	m := openMemory(t, &waymark.Options{Now: func() time.Time { return now }, SessionTTL: time.Hour})
	click := `{"action":"click","url":"https://list.example/items","target":{"selector":"a.next"}}`
	for range 3 {
		if _, err := m.Step(ctx, waymark.StepRequest{SessionID: "old", Step: json.RawMessage(click)}); err != nil {
			t.Fatal(err)
		}
	}
	q, err := m.Query(ctx, waymark.QueryRequest{URL: "https://list.example/items", SessionID: "old"})
	if err != nil || len(q.Warnings) == 0 {
		t.Fatalf("a live looping session should warn: %v, %v", q.Warnings, err)
	}
	now = now.Add(2 * time.Hour)
	if q, err = m.Query(ctx, waymark.QueryRequest{URL: "https://list.example/items", SessionID: "old"}); err != nil || len(q.Warnings) != 0 {
		t.Errorf("an expired session warned: %v, %v", q.Warnings, err)
	}
	_, err = m.Save(ctx, waymark.SaveRequest{SessionID: "old"})
	var ie *waymark.InputError
	if !errors.As(err, &ie) || ie.Field != "session_id" || !strings.Contains(err.Error(), "expired") {
		t.Errorf("save of an expired session: %v", err)
	}
}

// TestStepReportsPlaced: steps reported with their page only in the url argument, or with no
// page at all, are placed as an agent means them; ids and arguments that cannot name one
// session or that would echo a secret are refused.
func TestStepReportsPlaced(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	step := func(session, s, after string) (waymark.StepResult, error) {
		return m.Step(ctx, waymark.StepRequest{SessionID: session, Task: "browse the site", Step: json.RawMessage(s), URL: after})
	}
	// A navigate's url argument is where it went.
	var r waymark.StepResult
	for _, p := range []string{"/home", "/b", "/c", "/b", "/c"} {
		var err error
		if r, err = step("nav", `{"action":"navigate"}`, "https://site.example"+p); err != nil {
			t.Fatal(err)
		}
	}
	if !r.Loop {
		t.Errorf("navigating b, c, b, c by the url argument: no oscillation warned")
	}
	// A step with no page at all, after the first, acted on the session's page.
	if _, err := step("nav", `{"action":"click","target":{"selector":"#go","role":"button","name":"Go"}}`, ""); err != nil {
		t.Errorf("a click with no page in a session on a page: %v", err)
	}
	res, err := m.Save(ctx, waymark.SaveRequest{SessionID: "nav"})
	if err != nil {
		t.Fatal(err)
	}
	site, err := m.Site(ctx, "https://site.example/")
	if err != nil || len(site.Patterns) != 1 || res.Pattern == nil {
		t.Fatalf("the session's route: %+v, %+v, %v", res, site.Patterns, err)
	}
	route, err := m.Pattern(ctx, site.Patterns[0].ID)
	if err != nil {
		t.Fatal(err)
	}
	var pages []string
	for _, s := range route.Steps {
		pages = append(pages, s.URLPattern)
	}
	if want := "site.example/home site.example/b site.example/c site.example/b site.example/c site.example/c"; strings.Join(pages, " ") != want {
		t.Errorf("route pages %q, want %q", strings.Join(pages, " "), want)
	}

	for name, c := range map[string]struct {
		session, step, after, field string
	}{
		"first step with no page": {"p1", `{"action":"click","target":{"selector":"#go"}}`, "", "step.url"},
		"replacement character":   {"s\uFFFD", `{"action":"navigate","url":"https://site.example/"}`, "", "session_id"},
		"control character":       {"s\u0007", `{"action":"navigate","url":"https://site.example/"}`, "", "session_id"},
		"bidi override":           {"s\u202Eevil", `{"action":"navigate","url":"https://site.example/"}`, "", "session_id"},
		"padded id":               {" s ", `{"action":"navigate","url":"https://site.example/"}`, "", "session_id"},
		"page after, no scheme":   {"p2", `{"action":"click","url":"https://site.example/","target":{"selector":"#go"}}`, "site.example/x", "url"},
	} {
		_, err := step(c.session, c.step, c.after)
		var ie *waymark.InputError
		if !errors.As(err, &ie) || ie.Field != c.field {
			t.Errorf("%s: %v, want an input error naming %s", name, err, c.field)
		}
	}

	// A first step that gives only the page after it is placed there.
	if _, err := step("p3", `{"action":"click","url_after":"https://site.example/next","target":{"selector":"#go"}}`, ""); err != nil {
		t.Errorf("a first step with url_after only: %v", err)
	}
	if _, err := m.Save(ctx, waymark.SaveRequest{SessionID: "s\uFFFD"}); err == nil || !strings.Contains(err.Error(), "U+FFFD") {
		t.Errorf("a save naming a session id with U+FFFD: %v", err)
	}

	// A url argument that repeats a password the session typed is masked in its error.
	if _, err := step("pw", `{"action":"fill","url":"https://site.example/login","target":{"selector":"#pw","attributes":{"type":"password"}},"value":"Zq8vLp2mmK"}`, ""); err != nil {
		t.Fatal(err)
	}
	if _, err := step("pw", `{"action":"click","target":{"selector":"#go"}}`, "notaurl Zq8vLp2mmK"); err == nil || strings.Contains(err.Error(), "Zq8vLp2mmK") {
		t.Errorf("bad url argument: %v, want an error with the password masked", err)
	}

	if _, err := m.Save(ctx, waymark.SaveRequest{SessionID: "pw", URL: "https://bank.example:Zq8vLp2mmK/"}); err == nil || strings.Contains(err.Error(), "Zq8vLp2mmK") {
		t.Errorf("a save's bad url: %v, want an error with the session's password masked", err)
	}

	// A save names one session: the request's and the trace's must agree.
	_, err = m.Save(ctx, waymark.SaveRequest{SessionID: "a", Trace: json.RawMessage(`{"task":"t","start_url":"https://site.example/","session_id":"b",
		"steps":[{"action":"navigate","url":"https://site.example/"}]}`)})
	var ie *waymark.InputError
	if !errors.As(err, &ie) || ie.Field != "session_id" {
		t.Errorf("two session ids: %v", err)
	}
}

// TestSessionSavedOnce: each reported step belongs to one run. A save racing another save of
// the same session saves nothing twice; a run that repeats an earlier one exactly is a
// duplicate that still ends the run; a session whose save would pass the trace size limit
// refuses the step that would take it there.
func TestSessionSavedOnce(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, &waymark.Options{MaxTraceBytes: 4 << 10})
	steps := func(session string, values ...string) {
		t.Helper()
		for _, v := range values {
			s := `{"action":"fill","url":"https://forms.example/","target":{"selector":"#q","name":"Search"},"value":"` + v + `"}`
			if _, err := m.Step(ctx, waymark.StepRequest{SessionID: session, Task: "search the forms", Step: json.RawMessage(s)}); err != nil {
				t.Fatal(err)
			}
		}
	}
	steps("race", "a", "b", "c")
	var inner waymark.SaveResult
	once := false
	waymark.SetPreparedHook(t, func() {
		if !once {
			once = true
			var err error
			if inner, err = m.Save(ctx, waymark.SaveRequest{SessionID: "race"}); err != nil {
				t.Error(err)
			}
		}
	})
	outer, err := m.Save(ctx, waymark.SaveRequest{SessionID: "race"})
	if err != nil {
		t.Fatal(err)
	}
	// The loser answers with the trace that took the steps.
	if inner.Duplicate || inner.TraceID == "" || !outer.Duplicate || outer.TraceID != inner.TraceID ||
		!slices.ContainsFunc(outer.Warnings, func(w string) bool { return strings.Contains(w, "took its steps") }) {
		t.Fatalf("two saves of one session at once: first %+v, second %+v", inner, outer)
	}
	if st, err := m.Stats(ctx); err != nil || st.Records[waymark.KindTrace] != 1 {
		t.Fatalf("traces stored: %+v, %v", st.Records, err)
	}
	if files := tracesUnder(t, m.Home()); files != 1 {
		t.Errorf("%d raw trace files, want 1 (the refused save's file goes)", files)
	}
	waymark.SetPreparedHook(t, nil)

	steps("race", "a", "b", "c") // the same run again, in the same session
	if r, err := m.Save(ctx, waymark.SaveRequest{SessionID: "race"}); err != nil || !r.Duplicate {
		t.Fatalf("a run repeating a saved one: %+v, %v", r, err)
	}
	steps("race", "d")
	if r, err := m.Save(ctx, waymark.SaveRequest{SessionID: "race"}); err != nil || r.Duplicate || r.Pattern == nil || r.Pattern.Steps != 1 {
		t.Fatalf("the next run after a duplicate should hold its own step only: %+v, %v", r, err)
	}

	big := strings.Repeat("x", 900)
	var stepErr error
	for i := 0; i < 10 && stepErr == nil; i++ {
		s := `{"action":"fill","url":"https://forms.example/","target":{"selector":"#q"},"value":"` + big + `"}`
		_, stepErr = m.Step(ctx, waymark.StepRequest{SessionID: "big", Step: json.RawMessage(s)})
	}
	var ie *waymark.InputError
	if !errors.As(stepErr, &ie) || ie.Field != "step" || !strings.Contains(stepErr.Error(), "save the session") {
		t.Fatalf("a session growing past the trace limit: %v", stepErr)
	}
	if _, err := m.Save(ctx, waymark.SaveRequest{SessionID: "big"}); err != nil {
		t.Fatalf("the session's save, within the limit: %v", err)
	}
}

// tracesUnder counts the raw trace files under home's traces/.
func tracesUnder(t *testing.T, home string) int {
	t.Helper()
	n := 0
	err := filepath.WalkDir(filepath.Join(home, "traces"), func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			n++
		}
		return err
	})
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		t.Fatal(err)
	}
	return n
}

// TestSessionStepsCap: a session keeps its last Options.SessionSteps steps; the step that
// drops one, and the save of the run that lost some, say so.
func TestSessionStepsCap(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, &waymark.Options{SessionSteps: 3})
	var warned []bool
	for _, v := range []string{"a", "b", "c", "d", "e"} {
		s := `{"action":"fill","url":"https://forms.example/","target":{"selector":"#q"},"value":"` + v + `"}`
		r, err := m.Step(ctx, waymark.StepRequest{SessionID: "long", Task: "type", Step: json.RawMessage(s)})
		if err != nil {
			t.Fatal(err)
		}
		warned = append(warned, slices.ContainsFunc(r.Warnings, func(w string) bool { return strings.Contains(w, "oldest unsaved step was dropped") }))
		if r.Steps > 3 {
			t.Errorf("the session holds %d steps, want at most 3", r.Steps)
		}
	}
	if !slices.Equal(warned, []bool{false, false, false, true, true}) {
		t.Errorf("drop warnings %v", warned)
	}
	res, err := m.Save(ctx, waymark.SaveRequest{SessionID: "long"})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.ContainsFunc(res.Warnings, func(w string) bool { return strings.Contains(w, "dropped the first 2 steps") }) {
		t.Errorf("save warnings %q", res.Warnings)
	}
}

// TestSessionPageAfterSave: a save that takes all of a session's steps leaves the session on
// its page: the next step that names none acted there.
func TestSessionPageAfterSave(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	step := func(s, after string) error {
		_, err := m.Step(ctx, waymark.StepRequest{SessionID: "shop", Task: "buy", Step: json.RawMessage(s), URL: after})
		return err
	}
	if err := step(`{"action":"navigate","url":"https://shop.example/cart"}`, ""); err != nil {
		t.Fatal(err)
	}
	if _, err := m.Save(ctx, waymark.SaveRequest{SessionID: "shop"}); err != nil {
		t.Fatal(err)
	}
	if err := step(`{"action":"click","target":{"selector":"#checkout","role":"button","name":"Checkout"}}`, "https://shop.example/checkout"); err != nil {
		t.Fatalf("a click with no page after a save: %v", err)
	}
	if _, err := m.Save(ctx, waymark.SaveRequest{SessionID: "shop"}); err != nil {
		t.Fatal(err)
	}
	q, err := m.Query(ctx, waymark.QueryRequest{URL: "https://shop.example/cart", Intent: "buy"})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.ContainsFunc(q.PrimarySelectors, func(s waymark.SelectorHint) bool { return s.Selector == "#checkout" }) {
		t.Errorf("the click is not a selector of the cart page, where the session was: %+v", q.PrimarySelectors)
	}
}

// TestSessionOutcomeFromLastStep: a session's save that names no outcome is a failure when
// the run's last step failed, and says so; a run that recovered is a success.
func TestSessionOutcomeFromLastStep(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	for name, c := range map[string]struct {
		steps []string
		want  waymark.Outcome
	}{
		"ends failing": {[]string{`{"action":"navigate","url":"https://app.example/"}`,
			`{"action":"click","url":"https://app.example/","target":{"selector":"#go"},"error":"element not found"}`}, waymark.OutcomeFailure},
		"recovers": {[]string{`{"action":"click","url":"https://app.example/","target":{"selector":"#go"},"error":"element not found"}`,
			`{"action":"click","url":"https://app.example/","target":{"selector":"#go2","role":"button","name":"Go"}}`}, waymark.OutcomeSuccess},
	} {
		for _, s := range c.steps {
			if _, err := m.Step(ctx, waymark.StepRequest{SessionID: name, Task: "start the app", Step: json.RawMessage(s)}); err != nil {
				t.Fatal(err)
			}
		}
		res, err := m.Save(ctx, waymark.SaveRequest{SessionID: name})
		if err != nil {
			t.Fatal(err)
		}
		said := slices.ContainsFunc(res.Warnings, func(w string) bool { return strings.Contains(w, "last step failed") })
		if res.Outcome != c.want || said != (c.want == waymark.OutcomeFailure) {
			t.Errorf("%s: outcome %s, warnings %q; want %s", name, res.Outcome, res.Warnings, c.want)
		}
	}
}

// TestSessionSaveOnlyUnderAVisitedSite: a session saved under the url of a site none of
// its steps is on is refused, as a trace is, and its steps stay to be saved under theirs.
func TestSessionSaveOnlyUnderAVisitedSite(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	if _, err := m.Step(ctx, waymark.StepRequest{SessionID: "s9", Task: "open b",
		Step: json.RawMessage(`{"action":"click","url":"https://code.example/b","target":{"selector":"#x"}}`)}); err != nil {
		t.Fatal(err)
	}
	_, err := m.Save(ctx, waymark.SaveRequest{URL: "https://bank.example/login", SessionID: "s9"})
	var ie *waymark.InputError
	if !errors.As(err, &ie) || ie.Field != "url" || !strings.Contains(err.Error(), "never visit bank.example") || !strings.Contains(err.Error(), "code.example") {
		t.Fatalf("a session saved under a site its steps never visit: %v", err)
	}
	res, err := m.Save(ctx, waymark.SaveRequest{URL: "https://code.example/b", SessionID: "s9"})
	if err != nil || res.Site != "code.example" {
		t.Fatalf("the session under its own site: %+v, %v", res, err)
	}
}

// TestStepOnABrowserPage: a step on a page of the browser itself (a new tab, about:blank)
// is placed on the session's page, as a trace places it, and a page after a step that is
// one is no page of a site; a first step on one, with no page known, is refused saying why.
func TestStepOnABrowserPage(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	_, err := m.Step(ctx, waymark.StepRequest{SessionID: "s", Step: json.RawMessage(`{"action":"wait","url":"chrome://newtab/"}`)})
	var ie *waymark.InputError
	if !errors.As(err, &ie) || ie.Field != "step.url" || !strings.Contains(err.Error(), "new tab") {
		t.Fatalf("a first step on a new tab: %v", err)
	}
	for _, s := range []struct{ step, after string }{
		{`{"action":"navigate","url":"https://code.example/a"}`, "about:blank"},
		{`{"action":"wait","url":"chrome://newtab/"}`, ""},
		{`{"action":"click","url":"https://code.example/a","target":{"selector":"#go","role":"button","name":"Go"}}`, "https://code.example/b"},
	} {
		if _, err := m.Step(ctx, waymark.StepRequest{SessionID: "s", Task: "go", Step: json.RawMessage(s.step), URL: s.after}); err != nil {
			t.Fatalf("step %s (after %q): %v", s.step, s.after, err)
		}
	}
	res, err := m.Save(ctx, waymark.SaveRequest{SessionID: "s"})
	if err != nil || res.Site != "code.example" {
		t.Fatalf("save: %+v, %v", res, err)
	}
}

// TestSessionTaskChanged: a step that gives a session another task than its steps had is
// warned of; the same task again is not.
func TestSessionTaskChanged(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	step := func(task string) waymark.StepResult {
		t.Helper()
		r, err := m.Step(ctx, waymark.StepRequest{SessionID: "session-1", Task: task,
			Step: json.RawMessage(`{"action":"click","url":"https://books.example/","target":{"selector":"#search","role":"button","name":"Search"}}`)})
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	if r := step("Buy the book Dune"); len(r.Warnings) != 0 {
		t.Errorf("first step: warned %q", r.Warnings)
	}
	if r := step("Buy the book Dune"); len(r.Warnings) != 0 {
		t.Errorf("the same task: warned %q", r.Warnings)
	}
	if r := step("Buy the book Neuromancer"); len(r.Warnings) == 0 || !strings.Contains(r.Warnings[0], `the session had the task "Buy the book Dune"`) {
		t.Errorf("another task: warnings %q", r.Warnings)
	}
}

// TestSessionSaveCountsRedactions: a session's save reports the values its steps had
// masked as they came (a password, an e-mail, a card number), with those its save masked,
// and a second run of the same session counts its own alone, in a process that keeps the
// session's redactor (a server) as in one that does not (the CLI's step per process).
func TestSessionSaveCountsRedactions(t *testing.T) {
	ctx := context.Background()
	steps := []string{
		`{"action": "navigate", "url": "https://shop.example/login"}`,
		`{"action": "fill", "url": "https://shop.example/login", "target": {"selector": "#email", "role": "textbox", "name": "Email"}, "value": "ana.silva@example.org"}`,
		`{"action": "fill", "url": "https://shop.example/login", "target": {"selector": "#password", "role": "textbox", "name": "Password"}, "value": "Tr0ub4dor&3"}`,
		`{"action": "click", "url": "https://shop.example/login", "target": {"selector": "#go", "role": "button", "name": "Sign in"}, "url_after": "https://shop.example/account"}`,
		`{"action": "fill", "url": "https://shop.example/pay", "target": {"selector": "#card", "role": "textbox", "name": "Card number"}, "value": "4111 1111 1111 1111"}`,
	}
	for _, reopen := range []bool{false, true} {
		home := t.TempDir()
		m := openHome(t, home, nil)
		run := func(session string) waymark.SaveResult {
			for _, s := range steps {
				if reopen { // each step in a process of its own
					m.Close()
					m = openHome(t, home, nil)
				}
				if _, err := m.Step(ctx, waymark.StepRequest{SessionID: session, Task: "sign in and pay", Step: json.RawMessage(s)}); err != nil {
					t.Fatal(err)
				}
			}
			res, err := m.Save(ctx, waymark.SaveRequest{SessionID: session})
			if err != nil {
				t.Fatal(err)
			}
			return res
		}
		first := run("s1")
		if first.Redactions < 3 {
			t.Errorf("reopen %v: the session's save reports %d redactions, want the e-mail, the password and the card", reopen, first.Redactions)
		}
		if second := run("s1"); second.Redactions != first.Redactions {
			t.Errorf("reopen %v: the second run's save reports %d redactions, the first %d: want each run's own", reopen, second.Redactions, first.Redactions)
		}
		m.Close()
	}
}

// TestLoopingSessionSavedAsFailure: a session whose last steps go round in a loop (the same
// click three times, the page unchanged), saved with no outcome and no answer read, is a
// failure with a warning saying why; given success, it is one; a run that read its answer
// after the repeats is a success.
func TestLoopingSessionSavedAsFailure(t *testing.T) {
	ctx := context.Background()
	const u = "https://shop.example/cart"
	click := `{"action": "click", "url": "https://shop.example/cart", "target": {"selector": "#checkout", "role": "button", "name": "Checkout"}}`
	for _, c := range []struct {
		name    string
		extra   []string
		outcome waymark.Outcome
		want    waymark.Outcome
	}{
		{"looping, no outcome", nil, "", waymark.OutcomeFailure},
		{"looping, success given", nil, waymark.OutcomeSuccess, waymark.OutcomeSuccess},
		{"an answer read after", []string{`{"action": "done", "url": "https://shop.example/done", "extracted": "Order placed"}`}, "", waymark.OutcomeSuccess},
	} {
		m := openMemory(t, nil)
		steps := append([]string{`{"action": "navigate", "url": "https://shop.example/cart"}`, click, click, click}, c.extra...)
		for _, s := range steps {
			if _, err := m.Step(ctx, waymark.StepRequest{SessionID: "s1", Task: "Check out my cart", Step: json.RawMessage(s)}); err != nil {
				t.Fatal(err)
			}
		}
		res, err := m.Save(ctx, waymark.SaveRequest{URL: u, SessionID: "s1", Outcome: c.outcome})
		if err != nil {
			t.Fatal(err)
		}
		warned := slices.ContainsFunc(res.Warnings, func(w string) bool { return strings.Contains(w, "went round in a loop") })
		if res.Outcome != c.want || warned != (c.outcome == "" && c.want == waymark.OutcomeFailure) {
			t.Errorf("%s: outcome %s, warnings %q; want %s", c.name, res.Outcome, res.Warnings, c.want)
		}
	}
}
