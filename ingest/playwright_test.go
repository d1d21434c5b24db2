package ingest

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/waymark-dev/waymark"
	"github.com/waymark-dev/waymark/internal/classify"
)

// pwCorpusSession is the real Playwright MCP session of the shared corpus.
const pwCorpusSession = "../../shared/corpus/playwright-mcp/cookie-consent-session"

// pwCheckTraces fails unless every converted trace reads back through waymark.ParseTrace,
// the gate every saved trace passes.
func pwCheckTraces(t testing.TB, cs []Converted) {
	t.Helper()
	for i, c := range cs {
		if c.Trace == nil {
			t.Fatalf("converted[%d]: nil trace", i)
		}
		b, err := json.Marshal(c.Trace)
		if err != nil {
			t.Fatalf("converted[%d]: marshal: %v", i, err)
		}
		if _, err := waymark.ParseTrace(b, 0); err != nil {
			t.Fatalf("converted[%d]: ParseTrace: %v\n%s", i, err, b)
		}
		if c.URL != c.Trace.StartURL {
			t.Errorf("converted[%d]: URL %q, start URL %q", i, c.URL, c.Trace.StartURL)
		}
	}
}

func pwConvertDir(t *testing.T, dir string) []Converted {
	t.Helper()
	src := Source{Path: dir, Dir: os.DirFS(dir)}
	if !(playwrightMCP{}).Detect(src) {
		t.Fatalf("Detect(%s) = false", dir)
	}
	cs, err := playwrightMCP{}.Convert(src)
	if err != nil {
		t.Fatalf("Convert(%s): %v", dir, err)
	}
	pwCheckTraces(t, cs)
	return cs
}

func TestPlaywrightGolden(t *testing.T) {
	for _, tc := range []struct{ name, dir string }{
		{"cookie-consent-session", pwCorpusSession},
		{"login-wall-session", "testdata/playwright-mcp/login-wall-session"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cs := pwConvertDir(t, tc.dir)
			checkGolden(t, filepath.Join("testdata", "golden", "playwright-mcp", tc.name+".json"), cs)
		})
	}
}

// TestPlaywrightConsentSession checks the facts of the real session that matter downstream.
func TestPlaywrightConsentSession(t *testing.T) {
	tr := pwConvertDir(t, pwCorpusSession)[0].Trace
	if tr.Task != "Search for 'prevent ios input focus zoom best practices' on google.com" {
		t.Errorf("task %q", tr.Task)
	}
	if tr.StartURL != "https://www.google.com/search?q=prevent+ios+input+focus+zoom+best+practices" {
		t.Errorf("start URL %q", tr.StartURL)
	}
	consent := tr.Steps[1]
	if consent.Action != waymark.ActionClick || consent.Target == nil ||
		consent.Target.Role != "button" || consent.Target.Name != "Alle akzeptieren" {
		t.Fatalf("consent step = %+v, want a click on role button named \"Alle akzeptieren\"", consent)
	}
	if !classify.IsConsentClick(consent.Target.Name, consent.Target.Selector) {
		t.Errorf("consent click %+v is not recognised as a consent click", consent.Target)
	}
	for i, st := range tr.Steps {
		if st.Target == nil {
			continue
		}
		for _, s := range append([]string{st.Target.Selector, st.Target.Name}, st.Target.Selectors...) {
			if strings.Contains(s, "ref=") || s == "e43" || s == "e836" || s == "f1e27" {
				t.Errorf("step %d keeps a snapshot ref: %q", i, s)
			}
		}
		if st.Error != "" {
			t.Errorf("step %d: unexpected error %q (no blocker in this session)", i, st.Error)
		}
	}
	// The trustarc consent button sits in an iframe of the page the second link led to.
	last := tr.Steps[5]
	if last.URL != "https://css-tricks.com/16px-or-larger-text-prevents-ios-form-zoom/" ||
		last.Target == nil || last.Target.Name != "Accept All" ||
		last.Target.Selector != `iframe[name="trustarc_cm"] >> role=button[name="Accept All"]` {
		t.Errorf("iframe consent step = %+v", last)
	}
	// Going back is a navigation to the page before, which a replay can follow.
	if back := tr.Steps[3]; back.Action != waymark.ActionNavigate || back.URL != tr.StartURL {
		t.Errorf("navigate back step = %+v", back)
	}
	if n := len(tr.Steps); n != 7 {
		t.Errorf("%d steps, want 7 (browser_close gives none)", n)
	}
}

// TestPlaywrightEvidence checks the hand-written session: page evidence, fills, skipped
// calls and errors.
func TestPlaywrightEvidence(t *testing.T) {
	c := pwConvertDir(t, "testdata/playwright-mcp/login-wall-session")[0]
	tr := c.Trace
	if tr.Task != "Check the status of order 12345 on Example Shop" {
		t.Errorf("task %q", tr.Task)
	}
	byAction := func(a waymark.Action) []waymark.Step {
		var out []waymark.Step
		for _, st := range tr.Steps {
			if st.Action == a {
				out = append(out, st)
			}
		}
		return out
	}
	nav := tr.Steps[0]
	if nav.URLAfter != "https://shop.example.com/login?next=%2Forders%2F12345" || nav.Title != "Sign in – Example Shop" {
		t.Errorf("navigate step page evidence: %+v", nav)
	}
	if got := classify.Friction(nav.Error, nav.URL, nav.Title, ""); got != classify.LoginRedirect {
		t.Errorf("navigate error %q classifies as %q, want login_redirect", nav.Error, got)
	}
	fills := byAction(waymark.ActionFill)
	if len(fills) != 2 || fills[0].Target.Role != "textbox" || fills[0].Target.Name != "Email address" ||
		fills[1].Target.Label != "Password" || fills[1].URL != nav.URLAfter {
		t.Fatalf("fills = %+v", fills)
	}
	presses := byAction(waymark.ActionPress)
	if len(presses) != 2 || presses[0].Value != "Enter" || presses[0].Target.Label != "Password" || presses[1].Value != "PageDown" {
		t.Fatalf("presses = %+v", presses)
	}
	if got := classify.Friction(presses[0].Error, presses[0].URL, presses[0].Title, ""); got != classify.Captcha {
		t.Errorf("submit error %q classifies as %q, want captcha", presses[0].Error, got)
	}
	var errPage, timeout bool
	for _, st := range tr.Steps {
		if st.Action == waymark.ActionNavigate && strings.HasPrefix(st.URL, "https://tracking.") {
			errPage = strings.HasPrefix(st.Error, "page did not load: This site can’t be reached") &&
				classify.Friction(st.Error, "chrome-error://chromewebdata/", "", "") == classify.ReadinessTimeout
		}
		if st.Action == waymark.ActionClick && st.Target != nil && st.Target.Text == "Track parcel" {
			timeout = st.Error == "Error: Timeout 5000ms exceeded."
		}
		if strings.Contains(st.Title, "\n") || len(st.Error) > 400 {
			t.Errorf("step keeps page text: %+v", st)
		}
	}
	if !errPage || !timeout {
		t.Errorf("error page recorded: %v, click timeout recorded: %v", errPage, timeout)
	}
	if sel := byAction(waymark.ActionSelect); len(sel) != 1 || sel[0].Value != "Newest first" || sel[0].Target.Label != "Sort by" {
		t.Errorf("select = %+v", sel)
	}
	if w := byAction(waymark.ActionWait); len(w) != 1 || w[0].DurationMS != 2000 {
		t.Errorf("wait = %+v", w)
	}
	if c.Blobs != 1 {
		t.Errorf("blobs = %d, want 1 (the screenshot)", c.Blobs)
	}
	if !strings.Contains(strings.Join(c.Warnings, "\n"), "browser_evaluate") {
		t.Errorf("warnings %q do not mention the skipped browser_evaluate", c.Warnings)
	}
	if back := tr.Steps[len(tr.Steps)-1]; back.Action != waymark.ActionNavigate || back.URL != "https://shop.example.com/orders/12345" {
		t.Errorf("last step = %+v", back)
	}
}

// TestPlaywrightSessionFile converts the same session given as the path of session.md.
func TestPlaywrightSessionFile(t *testing.T) {
	p := filepath.Join(pwCorpusSession, "session.md")
	data, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	for _, src := range []Source{{Path: p, Data: data}, {Path: p}} {
		if !(playwrightMCP{}).Detect(src) {
			t.Fatalf("Detect(%s, data %v) = false", p, src.Data != nil)
		}
		cs, err := playwrightMCP{}.Convert(src)
		if err != nil {
			t.Fatal(err)
		}
		want := pwConvertDir(t, pwCorpusSession)
		a, _ := json.Marshal(cs)
		b, _ := json.Marshal(want)
		if string(a) != string(b) {
			t.Errorf("session.md by path differs from the folder:\n%s\n%s", a, b)
		}
	}
}

func TestPlaywrightDetect(t *testing.T) {
	mem := fstest.MapFS{"session.md": {Data: []byte("### Tool call: browser_navigate\n- Args\n```json\n{\"url\":\"https://example.com/\"}\n```\n")}}
	for _, tc := range []struct {
		name string
		src  Source
		want bool
	}{
		{"folder", Source{Path: "s", Dir: mem}, true},
		{"folder without session.md", Source{Path: "s", Dir: fstest.MapFS{"a.yml": {Data: []byte("- generic")}}}, false},
		{"markdown data", Source{Path: "x/session.md", Data: mem["session.md"].Data}, true},
		{"json", Source{Path: "a.json", Data: []byte(`{"text": "### Tool call: browser_click"}`)}, false},
		{"plain markdown", Source{Path: "README.md", Data: []byte("# Notes\n\n### Tools\n")}, false},
		{"workflow", Source{Path: "w.json", Data: pwRead(t, "../../shared/corpus/workflow-use/shadow-next.workflow.json")}, false},
	} {
		if got := (playwrightMCP{}).Detect(tc.src); got != tc.want {
			t.Errorf("%s: Detect = %v, want %v", tc.name, got, tc.want)
		}
	}
	cs, err := playwrightMCP{}.Convert(Source{Path: "sessions/s", Dir: mem})
	if err != nil || cs[0].Trace.Task != "playwright-mcp session s" || cs[0].Trace.Steps[0].URL != "https://example.com/" {
		t.Errorf("in-memory folder: %+v, %v", cs, err)
	}
	if _, err := (playwrightMCP{}).Convert(Source{Data: []byte("### Tool call: browser_click\n")}); err == nil ||
		!strings.Contains(err.Error(), "no http(s) page URL") {
		t.Errorf("session without a URL: err = %v", err)
	}
}

func TestPlaywrightSnapshotParse(t *testing.T) {
	p := pwParseSnapshot(`- generic [ref=e1]:
  - 'button "Sprache: Deutsch" [ref=e18] [cursor=pointer]':
    - generic [ref=e19]: de
  - link "Docs" [ref=e5] [cursor=pointer]:
    - /url: /docs/intro
  - heading "Welcome \"home\"" [level=1] [ref=e6]
  - textbox "Search" [ref=e7]: hello
`)
	for ref, want := range map[string]pwElem{
		"e18": {role: "button", name: "Sprache: Deutsch"},
		"e5":  {role: "link", name: "Docs", url: "/docs/intro"},
		"e6":  {role: "heading", name: `Welcome "home"`},
		"e7":  {role: "textbox", name: "Search"},
	} {
		if got := p.refs[ref]; got != want {
			t.Errorf("ref %s = %+v, want %+v", ref, got, want)
		}
	}
	if len(p.strong) != 1 || p.strong[0] != `Welcome "home"` {
		t.Errorf("strong = %q", p.strong)
	}
	if got := p.blocker("https://example.com/"); got != "" {
		t.Errorf("ordinary page: blocker %q", got)
	}
	consent := pwParseSnapshot("- dialog \"Bevor Sie zu Google weitergehen\":\n  - button \"Alle akzeptieren\" [ref=e43]\n")
	if got := consent.blocker("https://www.google.com/search?q=x"); got != "" {
		t.Errorf("a cookie banner is no blocker: %q", got)
	}
}

func pwRead(t testing.TB, p string) []byte {
	t.Helper()
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// FuzzPlaywrightSession feeds arbitrary session.md text (also read as a snapshot): no panic,
// and every trace that comes out passes waymark.ParseTrace.
func FuzzPlaywrightSession(f *testing.F) {
	f.Add(string(pwRead(f, filepath.Join(pwCorpusSession, "session.md"))))
	f.Add(string(pwRead(f, "testdata/playwright-mcp/login-wall-session/session.md")))
	f.Add(string(pwRead(f, "testdata/playwright-mcp/login-wall-session/005.snapshot.yml")))
	f.Add(string(pwRead(f, "testdata/playwright-mcp/releases-popup-session/session.md")))
	f.Add(string(pwRead(f, "testdata/playwright-mcp/sign-in-session/session.md")))
	f.Add("### User action: navigate\n- Args\n```json\n{\"url\":\"https://a.example/\"}\n```\n- Page URL: chrome-error://x\n")
	f.Fuzz(func(t *testing.T, text string) {
		c, err := pwConvert(text, nil, "fuzz")
		if err == nil {
			pwCheckTraces(t, []Converted{c})
		}
		p := pwParseSnapshot(text)
		_ = p.blocker("https://example.com/")
		mem := fstest.MapFS{"session.md": {Data: []byte(text)}, "001.snapshot.yml": {Data: []byte(text)}}
		if cs, err := (playwrightMCP{}).Convert(Source{Path: "f", Dir: mem}); err == nil {
			pwCheckTraces(t, cs)
		}
	})
}

// TestPlaywrightWorkflowStagehandDetectExclusive: of all registered importers, only the
// right one claims each input of these three formats, so ingest.Detect picks it whatever the
// registration order.
func TestPlaywrightWorkflowStagehandDetectExclusive(t *testing.T) {
	srcs := map[string]Source{
		"playwright-mcp": {Path: pwCorpusSession, Dir: os.DirFS(pwCorpusSession)},
	}
	files := map[string]string{
		"playwright-mcp session.md": filepath.Join(pwCorpusSession, "session.md"),
		"stagehand malformed":       shMalformedCorpus,
	}
	for _, n := range wfCorpus {
		files["workflow-use "+n] = filepath.Join("../../shared/corpus/workflow-use", n+".workflow.json")
	}
	for _, n := range shFixtures {
		files["stagehand "+n] = filepath.Join("testdata", "stagehand", n+".json")
	}
	for name, p := range files {
		srcs[name] = Source{Path: p, Data: pwRead(t, p)}
	}
	for name, src := range srcs {
		want, _, _ := strings.Cut(name, " ")
		var got []string
		for _, im := range Formats() {
			if im.Detect(src) {
				got = append(got, im.Name())
			}
		}
		if len(got) != 1 || got[0] != want {
			t.Errorf("%s: claimed by %q, want only %q", name, got, want)
		}
	}
}

// TestPlaywrightSessionWithoutSnapshots: the session log alone (given inline, as an MCP
// client sends it, without its snapshots) does not file the steps after a link to an
// unnamed page under the page before it: the consent click on the CSS-Tricks article is no
// step on Google's search page. A navigation back to a page the log names brings the steps
// back.
func TestPlaywrightSessionWithoutSnapshots(t *testing.T) {
	data, err := os.ReadFile(filepath.Join(pwCorpusSession, "session.md"))
	if err != nil {
		t.Fatal(err)
	}
	cs, err := playwrightMCP{}.Convert(Source{Path: "session.md", Data: data})
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	warned := false
	for _, c := range cs {
		for _, st := range c.Trace.Steps {
			if st.Target != nil {
				names = append(names, st.Target.Name)
				if st.Target.Name == "Accept All" {
					t.Errorf("the article's consent click was kept, on %s", st.URL)
				}
			}
		}
		warned = warned || slices.ContainsFunc(c.Warnings, func(w string) bool { return strings.Contains(w, "page the log does not name") })
	}
	if !slices.Contains(names, "Alle akzeptieren") || !slices.Contains(names, "16px or Larger Text Prevents") || !warned {
		t.Errorf("steps on targets %q, warned %v: want Google's consent click and the second link, and a warning", names, warned)
	}
}

// TestPlaywrightLeavingClicks: without snapshots, a click on a search result (a link by its
// code's locator, its element's description, or a result's heading) leads off the page:
// the steps after it are left out, warned, rather than filed under the search page; a click
// on a button stays.
func TestPlaywrightLeavingClicks(t *testing.T) {
	call := func(tool, args, code string) string {
		s := "### Tool call: " + tool + "\n- Args\n```json\n" + args + "\n```\n"
		if code != "" {
			s += "- Code\n```js\n" + code + "\n```\n"
		}
		return s + "\n"
	}
	nav := call("browser_navigate", `{"url": "https://search.example/search?q=dry+tortugas"}`, "")
	after := call("browser_click", `{"element": "Accept all", "ref": "e9"}`, `await page.getByRole('button', { name: 'Accept all' }).click();`) +
		call("browser_click", `{"element": "Ferry schedule", "ref": "e12"}`, `await page.getByRole('button', { name: 'Ferry schedule' }).click();`)
	for _, c := range []struct {
		name, click string
		leaves      bool
	}{
		{"locator of a result heading", call("browser_click", `{"element": "first result", "ref": "e4"}`, `await page.locator('#rso a h3').first().click();`), true},
		{"heading by role", call("browser_click", `{"element": "Dry Tortugas National Park", "ref": "e4"}`, `await page.getByRole('heading', { name: 'Dry Tortugas' }).click();`), true},
		{"described as a link", call("browser_click", `{"element": "Dry Tortugas National Park link", "ref": "e4"}`, ""), true},
		{"a button stays", call("browser_click", `{"element": "Search", "ref": "e4"}`, `await page.getByRole('button', { name: 'Search' }).click();`), false},
	} {
		cs, err := playwrightMCP{}.Convert(Source{Path: "session.md", Data: []byte(nav + c.click + after)})
		if err != nil {
			t.Fatal(err)
		}
		steps := len(cs[0].Trace.Steps)
		warned := slices.ContainsFunc(cs[0].Warnings, func(w string) bool { return strings.Contains(w, "page the log does not name") })
		if want := map[bool]int{true: 2, false: 4}[c.leaves]; steps != want || warned != c.leaves {
			t.Errorf("%s: %d steps, warned %v; want %d, warned %v", c.name, steps, warned, want, c.leaves)
		}
	}
}

// TestSearchTask: a recording that names no task and begins on a search's results is
// given the task of that search; any other page gives none.
func TestSearchTask(t *testing.T) {
	for _, c := range []struct{ url, want string }{
		{"https://www.google.com/search?q=prevent+ios+input+focus+zoom", "Search for 'prevent ios input focus zoom' on google.com"},
		{"https://www.amazon.co.uk/s?k=dune+paperback&ref=nb", "Search for 'dune paperback' on amazon.co.uk"},
		{"https://www.youtube.com/results?search_query=%E6%97%85%E8%A1%8C", "Search for '旅行' on youtube.com"},
		{"https://www.google.com/search?q=+++", ""},
		{"https://shop.example.com/cart?id=42", ""},
		{"https://shop.example.com/", ""},
		{"::", ""},
	} {
		if got := searchTask(c.url); got != c.want {
			t.Errorf("searchTask(%q) = %q, want %q", c.url, got, c.want)
		}
	}
}
