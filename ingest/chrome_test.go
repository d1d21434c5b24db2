package ingest

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/waymark-dev/waymark"
	"github.com/waymark-dev/waymark/sqlite"
)

// crCorpus holds the real Chrome Recorder files (see shared/corpus/SOURCES.md).
const crCorpus = "../../shared/corpus/chrome-recorder"

func crRead(t testing.TB, name string) Source {
	t.Helper()
	p := filepath.Join(crCorpus, name)
	b, err := os.ReadFile(p)
	if err != nil {
		t.Skipf("corpus not available: %v", err)
	}
	return Source{Path: p, Data: b}
}

// crMustParse checks that every converted trace reads back through waymark.ParseTrace.
func crMustParse(t *testing.T, cs []Converted) {
	t.Helper()
	for i, c := range cs {
		if (c.Trace == nil) == (c.Err == nil) {
			t.Fatalf("item %d: needs a trace or an error, not %v and %v", i, c.Trace, c.Err)
		}
		if c.Err != nil {
			continue // a flow refused alone
		}
		b, err := json.Marshal(c.Trace)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := waymark.ParseTrace(b, 0); err != nil {
			t.Errorf("trace %d (%s): ParseTrace: %v", i, c.Trace.Task, err)
		}
		if c.URL != c.Trace.StartURL {
			t.Errorf("trace %d: URL %q, start_url %q", i, c.URL, c.Trace.StartURL)
		}
	}
}

// crSave saves converted traces into a real memory, as `waymark ingest` will, and checks
// that none of the secrets was written anywhere under its home (SPEC §8). It returns the
// results.
func crSave(t *testing.T, cs []Converted, secrets ...string) []waymark.SaveResult {
	t.Helper()
	ctx := context.Background()
	home := t.TempDir()
	m, err := sqlite.OpenMemory(ctx, home, nil)
	if err != nil {
		t.Fatal(err)
	}
	var out []waymark.SaveResult
	for _, c := range cs {
		b, _ := json.Marshal(c.Trace)
		res, err := m.Save(ctx, waymark.SaveRequest{URL: c.URL, Trace: b})
		if err != nil {
			t.Fatalf("save %q: %v", c.Trace.Task, err)
		}
		out = append(out, res)
	}
	if err := m.Close(); err != nil {
		t.Fatal(err)
	}
	fs.WalkDir(os.DirFS(home), ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, _ := os.ReadFile(filepath.Join(home, p))
		for _, s := range secrets {
			if bytes.Contains(b, []byte(s)) {
				t.Errorf("secret %q written to %s", s, p)
			}
		}
		return nil
	})
	return out
}

func crConvert(t *testing.T, src Source) []Converted {
	t.Helper()
	im, err := Lookup("chrome-recorder")
	if err != nil {
		t.Fatal(err)
	}
	if !im.Detect(src) {
		t.Fatalf("%s: not detected as chrome-recorder", src.Path)
	}
	cs, err := im.Convert(src)
	if err != nil {
		t.Fatalf("%s: %v", src.Path, err)
	}
	crMustParse(t, cs)
	return cs
}

func TestChromeRecorderGolden(t *testing.T) {
	for _, name := range []string{"all-step-types.json", "angular-material-upload.json", "shop-purchase.json", "shop-refund.json", "wrapped-many-flows.json"} {
		t.Run(name, func(t *testing.T) {
			cs := crConvert(t, crRead(t, name))
			checkGolden(t, filepath.Join("testdata", "golden", "chrome-recorder", strings.TrimSuffix(name, ".json")+".json"), cs)
		})
	}
}

func TestChromeRecorderAllStepTypes(t *testing.T) {
	cs := crConvert(t, crRead(t, "all-step-types.json"))
	if len(cs) != 1 {
		t.Fatalf("%d traces, want 1", len(cs))
	}
	tr := cs[0].Trace
	var actions []string
	for _, st := range tr.Steps {
		a := string(st.Action)
		if st.Value != "" {
			a += ":" + st.Value
		}
		actions = append(actions, a)
	}
	// setViewport, both keyUps and waitForExpression leave no step; the right click
	// (button "secondary") is not replayed as a click.
	want := []string{"navigate", "click", "other:double click", "press:Tab", "fill:test", "fill:testSuffix", "press:Enter",
		"other:secondary button", "other", "wait", "fill:optionB"}
	if !reflect.DeepEqual(actions, want) {
		t.Errorf("actions\n got %v\nwant %v", actions, want)
	}
	click := tr.Steps[1].Target
	wantT := &waymark.Target{Selector: "#button", XPath: `//*[@id="button"]`, Name: "Click", Text: "Click"}
	if !reflect.DeepEqual(click, wantT) {
		t.Errorf("click target %+v, want %+v", click, wantT)
	}
	// Keys go to the element last clicked or changed.
	if p := tr.Steps[3].Target; p == nil || p.Selector != "#button" {
		t.Errorf("Tab press target %+v, want the double-clicked #button", p)
	}
	if p := tr.Steps[6].Target; p == nil || p.Selector != "#input-prefilled" {
		t.Errorf("Enter press target %+v, want the changed #input-prefilled", p)
	}
	if w := tr.Steps[9].Target; w == nil || w.Attributes["id"] != "button" {
		t.Errorf("waitForElement target %+v: want asserted attribute id=button", w)
	}
	// The waitForElement assertion comes after the asserted navigation: it is the evidence.
	if tr.SuccessIndicator != "#button" {
		t.Errorf("success indicator %q, want #button", tr.SuccessIndicator)
	}
	if tr.Task != "benchmark" || tr.StartURL != "http://localhost:8907/benchmark.html" || tr.Source != "chrome-recorder" {
		t.Errorf("task %q start %q source %q", tr.Task, tr.StartURL, tr.Source)
	}
	if len(cs[0].Warnings) != 1 || !strings.Contains(cs[0].Warnings[0], "waitForExpression") {
		t.Errorf("warnings %q: want one about waitForExpression", cs[0].Warnings)
	}
}

func TestChromeRecorderAssertedNavigation(t *testing.T) {
	for _, name := range []string{"shop-purchase.json", "shop-refund.json"} {
		tr := crConvert(t, crRead(t, name))[0].Trace
		nav := tr.Steps[0]
		if nav.Action != waymark.ActionNavigate || nav.URL != "https://gtm-integration-sample.netlify.app/" ||
			nav.URLAfter != "https://gtm-integration-sample.netlify.app/home" || nav.Title != "Ng GTM Integration App" {
			t.Errorf("%s: navigate step %+v", name, nav)
		}
		if got := tr.Steps[1].URL; got != "https://gtm-integration-sample.netlify.app/home" {
			t.Errorf("%s: step after the asserted navigation on %q, want the landing URL", name, got)
		}
		if tr.SuccessIndicator != "url:https://gtm-integration-sample.netlify.app/home" {
			t.Errorf("%s: success indicator %q", name, tr.SuccessIndicator)
		}
	}
	// Flat and nested selector lists read the same.
	tr := crConvert(t, crRead(t, "shop-purchase.json"))[0].Trace
	if got := tr.Steps[1].Target.Selector; got != "div.active img" {
		t.Errorf("nested list: %q", got)
	}
	if got := tr.Steps[3].Target.Selector; got != "#navBasketItems" {
		t.Errorf("flat list: %q", got)
	}
}

func TestChromeRecorderWrapped(t *testing.T) {
	cs := crConvert(t, crRead(t, "wrapped-many-flows.json"))
	var tasks []string
	for _, c := range cs {
		tasks = append(tasks, c.Trace.Task)
	}
	want := []string{"view_promotion", "view_item", "view_item_list", "select_item", "add_to_cart"}
	if !reflect.DeepEqual(tasks, want) {
		t.Errorf("flows %q, want %q", tasks, want)
	}
	if cs[0].Trace.SuccessIndicator != "" || cs[2].Trace.SuccessIndicator != "url:https://gtm-integration-sample.netlify.app/" {
		t.Errorf("indicators %q, %q", cs[0].Trace.SuccessIndicator, cs[2].Trace.SuccessIndicator)
	}
}

func TestChromeRecorderAngularSelectorsAsRecorded(t *testing.T) {
	tr := crConvert(t, crRead(t, "angular-material-upload.json"))[0].Trace
	got := tr.Steps[1].Target
	want := &waymark.Target{
		Selector: "button:nth-of-type(2) > span.mat-mdc-button-touch-target", // pierce/ copy merged
		XPath:    "/html/body/app-root/div/app-main-page/div/div[2]/div[2]/app-functional-card/div/div[1]/button[2]/span[4]",
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("target %+v, want %+v", got, want)
	}
}

func TestChromeRecorderShadowAndFrame(t *testing.T) {
	flow := `{"title": "log in", "steps": [
	  {"type": "navigate", "url": "https://shop.example/login"},
	  {"type": "change", "value": "hunter2", "frame": [1, 0], "selectors": [
	    ["aria/Password[role=\"textbox\"]"],
	    ["my-app", "pierce/login-form", "#password"],
	    ["pierce/#password"],
	    ["xpath///*[@id=\"password\"]"]]},
	  {"type": "keyDown", "key": "Control"}, {"type": "keyDown", "key": "a"},
	  {"type": "keyUp", "key": "a"}, {"type": "keyUp", "key": "Control"},
	  {"type": "click", "selectors": [["my-app", "login-form", "button.submit"]],
	   "assertedEvents": [{"type": "navigation", "url": "https://shop.example/account", "title": "Account"}]},
	  {"type": "click", "selectors": [["text/Orders"]]}
	]}`
	cs := crConvert(t, Source{Path: "login.json", Data: []byte(flow)})
	tr := cs[0].Trace
	fill := tr.Steps[1]
	want := &waymark.Target{Selector: "#password", XPath: `//*[@id="password"]`, Role: "textbox", Name: "Password",
		Frame: []int{1, 0}, Shadow: []string{"my-app", "login-form"}}
	if !reflect.DeepEqual(fill.Target, want) {
		t.Errorf("fill target %+v, want %+v", fill.Target, want)
	}
	if !fill.Sensitive || fill.Value != "hunter2" {
		t.Errorf("password fill: sensitive %v value %q (redaction is Save's job, the flag is ours)", fill.Sensitive, fill.Value)
	}
	if tr.Steps[2].Action != waymark.ActionPress || tr.Steps[2].Value != "Control+a" || tr.Steps[2].Target.Selector != "#password" {
		t.Errorf("chord: %+v", tr.Steps[2])
	}
	if s := tr.Steps[3]; s.URLAfter != "https://shop.example/account" || s.Title != "Account" ||
		!reflect.DeepEqual(s.Target.Shadow, []string{"my-app", "login-form"}) {
		t.Errorf("submit %+v", s)
	}
	if s := tr.Steps[4]; s.URL != "https://shop.example/account" || s.Target.Text != "Orders" {
		t.Errorf("after navigation %+v", s)
	}
	if tr.SuccessIndicator != "url:https://shop.example/account" {
		t.Errorf("indicator %q", tr.SuccessIndicator)
	}
}

func TestChromeRecorderSave(t *testing.T) {
	for _, name := range []string{"all-step-types.json", "angular-material-upload.json", "shop-purchase.json", "shop-refund.json", "wrapped-many-flows.json"} {
		crSave(t, crConvert(t, crRead(t, name)))
	}
	// A positional chain like "div.active img" is no stable selector, so the shop flows
	// teach no pattern (SPEC §3.4); a flow with stable ids and anchors does.
	flow := `{"title": "log in", "steps": [{"type": "navigate", "url": "https://shop.example/login"},
	  {"type": "change", "value": "Tr0ub4dor&3", "selectors": [["#pwd"], ["xpath///*[@id=\"pwd\"]"]]},
	  {"type": "click", "selectors": [["aria/Sign in[role=\"button\"]"], ["#signin"]]}]}`
	res := crSave(t, crConvert(t, Source{Path: "login.json", Data: []byte(flow)}), "Tr0ub4dor&3")
	if res[0].Pattern == nil || res[0].Redactions == 0 {
		t.Errorf("login flow: no pattern learned or nothing redacted (%+v)", res[0])
	}
}

func TestChromeRecorderErrors(t *testing.T) {
	im, _ := Lookup("chrome-recorder")
	for _, tc := range []struct{ name, in, want string }{
		{"no navigate", `{"title": "orphan", "steps": [{"type": "setViewport", "width": 1}, {"type": "click", "selectors": ["#a"]}]}`,
			`flow "orphan": no URL: the flow has no navigate step`},
		{"bad step", `{"title": "typed", "steps": [{"type": "navigate", "url": "https://a.example/"}, {"type": "change", "value": 3, "selectors": ["#a"]}]}`,
			`flow "typed": steps[1]: field "value"`},
		{"script URL", `{"title": "js", "steps": [{"type": "navigate", "url": "javascript:alert(1)"}]}`,
			`flow "js": no http(s) URL: navigate to "javascript:alert(1)" is not allowed`},
		{"not a flow", `{"steps": [{"type": "navigation", "url": "https://a.example/"}]}`, "no UserFlow found"},
		{"odd step type", `{"title": "t", "steps": [{"type": "navigate", "url": "https://a.example/"}, {"type": "navigation", "url": "https://a.example/b"}]}`,
			`chrome recorder: a Chrome Recorder flow "t", but steps[1] has the type "navigation", which the recorder does not write`},
		{"truncated", `{"title": "t", "steps": [{"type": "navigate"`, "truncated JSON"},
	} {
		_, err := im.Convert(Source{Path: "x.json", Data: []byte(tc.in)})
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want it to contain %q", tc.name, err, tc.want)
		}
	}
	// In a collection a bad flow is refused alone, in its place.
	cs, err := im.Convert(Source{Path: "two.json", Data: []byte(`[
	  {"title": "bad", "steps": [{"type": "click", "selectors": ["#a"]}]},
	  {"title": "good", "steps": [{"type": "navigate", "url": "https://a.example/"}]}]`)})
	if err != nil || len(cs) != 2 || cs[0].Err == nil || !strings.Contains(cs[0].Err.Error(), `flow "bad"`) ||
		!errors.Is(cs[0].Err, waymark.ErrInvalidTrace) || cs[1].Err != nil || cs[1].Trace.Task != "good" {
		t.Errorf("collection with a bad flow: %v, %+v", err, cs)
	}
}

// TestChromeRecorderDetect: only Chrome Recorder flows are claimed, not the other corpus
// formats (workflow-use also has steps[] of typed click steps).
func TestChromeRecorderDetect(t *testing.T) {
	im, _ := Lookup("chrome-recorder")
	files, _ := filepath.Glob("../../shared/corpus/*/*")
	if len(files) == 0 {
		t.Skip("corpus not available")
	}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			continue // a folder (Playwright MCP session)
		}
		want := strings.Contains(f, "/chrome-recorder/")
		if got := im.Detect(Source{Path: f, Data: b}); got != want {
			t.Errorf("Detect(%s) = %v, want %v", f, got, want)
		}
		if want { // and no importer earlier in the registry claims it
			if first, err := Detect(Source{Path: f, Data: b}); err != nil || first.Name() != "chrome-recorder" {
				t.Errorf("ingest.Detect(%s) = %v, %v", f, first, err)
			}
		}
	}
	if im.Detect(Source{Path: "session", Dir: os.DirFS(".")}) {
		t.Error("Detect accepted a folder")
	}
}

func FuzzChromeRecorder(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join(crCorpus, "*.json"))
	for _, p := range files {
		if b, err := os.ReadFile(p); err == nil {
			f.Add(b)
		}
	}
	f.Add([]byte(`{"steps":[{"type":"navigate","url":"https://a.example/"},{"type":"click","selectors":[["a","b",""],[],3,"aria/x[role=\"b\"]"],"frame":[-1]}]}`))
	f.Add([]byte(`{"a":{"b":[{"steps":[{"type":"keyUp","key":"Shift"},{"type":"navigate","url":"http://[::1]:80/"}]}]}}`))
	f.Add([]byte(`[[[[[[{"title":"","steps":[{"type":"hover","selectors":"x"}]}]]]]]]`))
	f.Add([]byte(`{"w":[{"steps":[{"type":"hoverOver"},{"type":"change","selectors":[["#a"]]}]}]}`))
	im, _ := Lookup("chrome-recorder")
	f.Fuzz(func(t *testing.T, data []byte) {
		src := Source{Path: "fuzz.json", Data: data}
		im.Detect(src)
		cs, err := im.Convert(src)
		if err != nil {
			return
		}
		if len(cs) == 0 {
			t.Fatal("no traces and no error")
		}
		crMustParse(t, cs)
	})
}

func BenchmarkChromeRecorder(b *testing.B) {
	src := crRead(b, "wrapped-many-flows.json")
	im, _ := Lookup("chrome-recorder")
	b.ReportAllocs()
	for b.Loop() {
		if _, err := im.Convert(src); err != nil {
			b.Fatal(err)
		}
	}
}

// TestChromeRecorderWaitGone: a waitForElement that waits for no element ("count": 0, or
// "visible": false) is a wait for it to be gone, and no success evidence; one that waits
// for the element is both.
func TestChromeRecorderWaitGone(t *testing.T) {
	flow := func(wait string) []byte {
		return []byte(`{"title": "Dismiss the banner", "steps": [{"type": "navigate", "url": "https://cb.example.com/"},
			{"type": "click", "selectors": [["#accept"]]}, ` + wait + `]}`)
	}
	for _, tt := range []struct{ wait, value, indicator string }{
		{`{"type": "waitForElement", "selectors": [["#cookie-banner"]], "count": 0, "operator": "=="}`, "not present", ""},
		{`{"type": "waitForElement", "selectors": [["#cookie-banner"]], "visible": false}`, "not visible", ""},
		{`{"type": "waitForElement", "selectors": [["#welcome"]]}`, "", "#welcome"},
	} {
		tr := crConvert(t, Source{Path: "wait.json", Data: flow(tt.wait)})[0].Trace
		last := tr.Steps[len(tr.Steps)-1]
		if last.Action != waymark.ActionWait || last.Value != tt.value || tr.SuccessIndicator != tt.indicator {
			t.Errorf("%s: last step %+v, indicator %q", tt.wait, last, tr.SuccessIndicator)
		}
	}
}

// TestChromeRecorderOddFlowInACollection: in a collection, a flow with a step type the
// recorder does not write is refused by name (its title, its JSON path, the step and the
// type), and the good flow beside it converts.
func TestChromeRecorderOddFlowInACollection(t *testing.T) {
	im, _ := Lookup("chrome-recorder")
	data := `{"recordings": [
	  {"title": "Good flow", "steps": [{"type": "navigate", "url": "https://shop.example/"}, {"type": "click", "selectors": [["#buy"]]}]},
	  {"title": "Bad flow", "steps": [{"type": "navigate", "url": "https://shop.example/"}, {"type": "hoverOver", "selectors": [["#menu"]]}]}]}`
	cs, err := im.Convert(Source{Path: "two.json", Data: []byte(data)})
	if err != nil {
		t.Fatal(err)
	}
	if len(cs) != 2 || cs[0].Err != nil || cs[0].Trace == nil || cs[1].Err == nil {
		t.Fatalf("converted %+v, want the good flow and the bad one refused", cs)
	}
	if want := `a Chrome Recorder flow "Bad flow" at recordings[1], but steps[1] has the type "hoverOver"`; !strings.Contains(cs[1].Err.Error(), want) {
		t.Errorf("refusal %q, want it to say %q", cs[1].Err, want)
	}
}
