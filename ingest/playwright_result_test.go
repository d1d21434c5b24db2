package ingest

import (
	"slices"
	"strings"
	"testing"

	"github.com/waymark-dev/waymark"
)

// TestPlaywrightResultObjects: sessions of Playwright MCP 0.0.86, whose "- Result" is one JSON
// object and whose Args name the element by "target", give the locators the calls ran (not
// the agent's descriptions), every step on the page the log names (none left out as after
// an unnamed link), the values typed, and the page's title.
func TestPlaywrightResultObjects(t *testing.T) {
	docs := pwConvertDir(t, "testdata/playwright-mcp/releases-popup-session")
	var sels []string
	for _, st := range docs[0].Trace.Steps {
		if st.Target != nil {
			sels = append(sels, st.Target.Selector)
			if strings.Contains(st.Target.Selector, "*[") {
				t.Errorf("step %+v: a selector made of the agent's description", st)
			}
		}
	}
	if !slices.Contains(sels, `[data-testid="nav-releases"]`) || !slices.Contains(sels, `role=button[name="Close newsletter"]`) {
		t.Errorf("selectors %q: want the test id and the role locator the calls ran", sels)
	}
	last := docs[0].Trace.Steps[len(docs[0].Trace.Steps)-1]
	if last.URL != "http://docs.test:8102/releases" || last.Title != "Releases" {
		t.Errorf("last step on %q titled %q: want the releases page", last.URL, last.Title)
	}
	for _, w := range docs[0].Warnings {
		if strings.Contains(w, "does not name") || strings.Contains(w, "not found") {
			t.Errorf("warning %q", w)
		}
	}

	login := pwConvertDir(t, "testdata/playwright-mcp/sign-in-session")
	fills := map[string]string{}
	for _, st := range login[0].Trace.Steps {
		if st.Action == waymark.ActionFill && st.Target != nil {
			fills[st.Target.Name] = st.Value
		}
	}
	if fills["E-mail"] != "alice.tester@example.com" || fills["Verification code"] != "482913" || len(fills) != 3 {
		t.Errorf("fills %q: want the e-mail, the password and the code by their boxes' names", fills)
	}
}

// TestPlaywrightResultErrors: a call the log marks failed ("error", "isError") is a step with
// that error's first line, and with the call log's line that another element took the click
// (so that a covered click is read as a blocker, not a broken selector); a "target" that is a
// selector, not a ref, is the step's selector.
func TestPlaywrightResultErrors(t *testing.T) {
	section := func(tool, args, result string) string {
		return "### Tool call: " + tool + "\n- Args\n```json\n" + args + "\n```\n- Result\n```json\n" + result + "\n```\n\n"
	}
	log := section("browser_navigate", `{"url": "http://docs.test:8102/"}`,
		`{"code": "await page.goto('http://docs.test:8102/');", "page": "- Page URL: http://docs.test:8102/\n- Page Title: Widgetlib"}`) +
		section("browser_click", `{"element": "Releases", "target": "e5"}`,
			`{"error": "TimeoutError: browserBackend.callTool: Timeout 3000ms exceeded.\nCall log:\n\u001b[2m  - waiting for locator('aria-ref=e5')\u001b[22m\n\u001b[2m      - <div role=\"dialog\" id=\"nl-i1h4pv\" class=\"overlay\" aria-label=\"Newsletter\">…</div> intercepts pointer events\u001b[22m", "isError": true}`) +
		section("browser_click", `{"element": "Releases link", "target": "nav a[href='/releases']"}`,
			`{"page": "- Page URL: http://docs.test:8102/releases\n- Page Title: Releases"}`)
	cs, err := playwrightMCP{}.Convert(Source{Path: "session.md", Data: []byte(log)})
	if err != nil {
		t.Fatal(err)
	}
	pwCheckTraces(t, cs)
	steps := cs[0].Trace.Steps
	if len(steps) != 3 {
		t.Fatalf("%d steps, want 3: %+v", len(steps), steps)
	}
	if e := steps[1].Error; !strings.HasPrefix(e, "TimeoutError: browserBackend.callTool: Timeout 3000ms exceeded.") ||
		!strings.Contains(e, `aria-label="Newsletter">…</div> intercepts pointer events`) || strings.Contains(e, "\x1b") {
		t.Errorf("error %q: want the first line and the intercepting element's, without colour codes", e)
	}
	if sel := steps[2].Target; sel == nil || sel.Selector != "nav a[href='/releases']" || steps[2].URLAfter != "http://docs.test:8102/releases" {
		t.Errorf("third step %+v: want the target's selector and the page it led to", steps[2])
	}
}

// TestRunIntent: Options.Intent is the task of every trace stored: a Playwright MCP session,
// which names none, recalls for that request at P3 instead of a route "recorded for" the
// session folder's name at P4, and its trace is listed for it.
func TestRunIntent(t *testing.T) {
	ctx := t.Context()
	for _, c := range []struct {
		intent string
		tier   waymark.Tier
	}{{"", waymark.P4}, {"What is the latest release version of widgetlib?", waymark.P3}} {
		m := openMemory(t)
		if _, err := Run(ctx, m, []string{"testdata/playwright-mcp/releases-popup-session"}, &Options{Intent: c.intent}); err != nil {
			t.Fatal(err)
		}
		rec, err := m.Query(ctx, waymark.QueryRequest{URL: "http://docs.test:8102/", Intent: "What is the latest release version?"})
		if err != nil {
			t.Fatal(err)
		}
		if rec.Tier != c.tier || len(rec.Patterns) != 1 {
			t.Errorf("intent %q: tier %s, %d patterns; want %s and one", c.intent, rec.Tier, len(rec.Patterns), c.tier)
		}
		// The trace is listed for the intent too, not for the session folder's name.
		list, err := m.List(ctx, waymark.ListRequest{Kind: waymark.KindTrace})
		if err != nil {
			t.Fatal(err)
		}
		if len(list.Items) != 1 || c.intent != "" && !strings.HasSuffix(list.Items[0].Summary, c.intent) {
			t.Errorf("intent %q: traces listed %+v", c.intent, list.Items)
		}
	}
}
