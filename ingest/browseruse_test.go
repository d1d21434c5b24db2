package ingest

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/waymark-dev/waymark"
	"github.com/waymark-dev/waymark/sqlite"
)

const buCorpusDir = "../../shared/corpus/browser-use"

func buReadCorpus(t testing.TB, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(buCorpusDir, name))
	if err != nil {
		t.Fatalf("corpus file (CI checks shared/ out beside the repository): %v", err)
	}
	return b
}

// buBase64Run finds what an inline image would leave behind: a PNG or JPEG signature or a
// long run of base64.
var buBase64Run = regexp.MustCompile(`iVBORw0KGgo|/9j/4|data:image/|[A-Za-z0-9+/=]{200,}`)

// buCheckConverted runs the checks every converted trace must pass: waymark parses it
// (SPEC §13) and it holds no base64 payload.
func buCheckConverted(t *testing.T, c Converted) []byte {
	t.Helper()
	if c.Trace == nil {
		t.Fatal("no trace")
	}
	raw, err := json.Marshal(c.Trace)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := waymark.ParseTrace(raw, 0); err != nil {
		t.Fatalf("converted trace is not a valid waymark trace: %v\n%s", err, raw)
	}
	if c.URL != c.Trace.StartURL {
		t.Errorf("URL %q, start_url %q", c.URL, c.Trace.StartURL)
	}
	all, _ := json.Marshal(c)
	if m := buBase64Run.Find(all); m != nil {
		t.Errorf("output holds a base64 payload: %.80s", m)
	}
	return raw
}

func TestBrowserUseCorpus(t *testing.T) {
	tests := []struct {
		file    string
		steps   int
		outcome waymark.Outcome
		blobs   int
		start   string
	}{
		{"form-fill-current-format.json", 5, waymark.OutcomeFailure, 5, "https://browser-use.github.io/stress-tests/challenges/ember-form.html"},
		{"navigation-timeout-failure.json", 2, waymark.OutcomeFailure, 0, "https://juice-shop.herokuapp.com/#/"},
		{"search-with-consent-wall-2024-format.json", 4, waymark.OutcomeSuccess, 4, "https://www.google.com/search?q=elon+musk"},
	}
	for _, tc := range tests {
		t.Run(tc.file, func(t *testing.T) {
			src := Source{Path: tc.file, Data: buReadCorpus(t, tc.file)}
			im, err := Detect(src)
			if err != nil || im.Name() != "browser-use" {
				t.Fatalf("Detect = %v, %v; want browser-use", im, err)
			}
			out, err := im.Convert(src)
			if err != nil {
				t.Fatal(err)
			}
			if len(out) != 1 {
				t.Fatalf("%d traces, want 1", len(out))
			}
			c := out[0]
			buCheckConverted(t, c)
			tr := c.Trace
			if len(tr.Steps) != tc.steps || tr.Outcome != tc.outcome || c.Blobs != tc.blobs || tr.StartURL != tc.start {
				t.Errorf("steps %d outcome %q blobs %d start %q; want %d %q %d %q",
					len(tr.Steps), tr.Outcome, c.Blobs, tr.StartURL, tc.steps, tc.outcome, tc.blobs, tc.start)
			}
			if tr.Source != "browser-use" {
				t.Errorf("source %q", tr.Source)
			}
			checkGolden(t, filepath.Join("testdata", "golden", "browser-use", tc.file), c)
		})
	}
}

// TestBrowserUseFormFill checks the current shape: typed values, element targets, the
// done(success=false) verdict.
func TestBrowserUseFormFill(t *testing.T) {
	c := buConvertFile(t, "form-fill-current-format.json")
	tr := c.Trace
	var email *waymark.Step
	for i := range tr.Steps {
		if tr.Steps[i].Action == waymark.ActionFill && tr.Steps[i].Value == "john.doe@example.com" {
			email = &tr.Steps[i]
		}
	}
	if email == nil {
		t.Fatalf("no fill step with the typed e-mail: %+v", tr.Steps)
	}
	if tg := email.Target; tg == nil || tg.Selector != "#email" || tg.Role != "textbox" ||
		tg.XPath != "/html/body/div/div[2]/div/form/div[1]/div[2]/div[1]/input" || tg.Attributes["type"] != "email" {
		t.Errorf("e-mail target %+v", email.Target)
	}
	if !strings.Contains(email.Extracted, "Input 'john.doe@example.com' into element 3.") {
		t.Errorf("e-mail result %q", email.Extracted)
	}
	if email.DurationMS != 10407 {
		t.Errorf("duration %d ms, want 10407", email.DurationMS)
	}
	done := tr.Steps[len(tr.Steps)-1]
	if done.Action != waymark.ActionDone || tr.Outcome != waymark.OutcomeFailure ||
		!strings.HasPrefix(tr.FinalAnswer, "The form at https://browser-use.github.io/") || done.Extracted != tr.FinalAnswer {
		t.Errorf("done %+v outcome %q answer %q", done, tr.Outcome, tr.FinalAnswer)
	}
	if tr.Task != "Fill the 'First Name' field with example data." {
		t.Errorf("task %q", tr.Task)
	}
}

// TestBrowserUseConsentWall checks the Nov-2024 shape: search_google, the consent click
// found through items[] and selector_map, base64 screenshots dropped.
func TestBrowserUseConsentWall(t *testing.T) {
	c := buConvertFile(t, "search-with-consent-wall-2024-format.json")
	tr := c.Trace
	want := []waymark.Action{waymark.ActionNavigate, waymark.ActionClick, waymark.ActionClick, waymark.ActionDone}
	for i, a := range want {
		if tr.Steps[i].Action != a {
			t.Fatalf("step %d is %s, want %s", i, tr.Steps[i].Action, a)
		}
	}
	consent := tr.Steps[1]
	if tg := consent.Target; tg == nil || tg.Name != "Alle akzeptieren" || tg.Role != "button" || tg.Selector != "#L2AGLb" ||
		tg.XPath != "//div[2]/div[3]/span[1]/div[1]/div[1]/div[1]/div[3]/div[1]/button[2]" {
		t.Errorf("consent target %+v", consent.Target)
	}
	if consent.URL != "https://www.google.com/search?q=elon%20musk" {
		t.Errorf("consent page %q", consent.URL)
	}
	link := tr.Steps[2]
	if tg := link.Target; tg == nil || tg.Role != "link" || tg.Name != "Elon Musk" || tg.Attributes["href"] != "https://de.wikipedia.org/wiki/Elon_Musk" {
		t.Errorf("result link %+v", link.Target)
	}
	if link.URLAfter != "https://de.wikipedia.org/wiki/Elon_Musk" {
		t.Errorf("url_after %q", link.URLAfter)
	}
	if tr.Outcome != waymark.OutcomeSuccess || !strings.Contains(tr.FinalAnswer, "Wikipedia was clicked") {
		t.Errorf("outcome %q answer %q", tr.Outcome, tr.FinalAnswer)
	}
	if tr.Task != "Search for 'elon musk' on Google." {
		t.Errorf("task %q", tr.Task)
	}
}

// TestBrowserUseNavigationTimeout checks the failure evidence: the timeout on the first
// navigation and the error of the model_output: null item.
func TestBrowserUseNavigationTimeout(t *testing.T) {
	c := buConvertFile(t, "navigation-timeout-failure.json")
	tr := c.Trace
	nav, null := tr.Steps[0], tr.Steps[1]
	if nav.Action != waymark.ActionNavigate || nav.URL != "https://juice-shop.herokuapp.com/#/" ||
		!strings.Contains(nav.Error, "timed out after 15.0s") {
		t.Errorf("navigation step %+v", nav)
	}
	if null.Action != waymark.ActionOther || !strings.Contains(null.Error, "cannot schedule new futures after shutdown") {
		t.Errorf("model_output null step %+v", null)
	}
	if tr.Outcome != waymark.OutcomeFailure || tr.FinalAnswer != "" || tr.Task != "browser-use run" {
		t.Errorf("outcome %q answer %q task %q", tr.Outcome, tr.FinalAnswer, tr.Task)
	}
}

func buConvertFile(t *testing.T, name string) Converted {
	t.Helper()
	out, err := buImporter{}.Convert(Source{Path: name, Data: buReadCorpus(t, name)})
	if err != nil {
		t.Fatal(err)
	}
	buCheckConverted(t, out[0])
	return out[0]
}

// buHistory01x is a small history in the 0.1.x shape: current_state, action lists,
// interacted_element with tag_name/xpath/css_selector, a password typed and echoed.
const buHistory01x = `{"task": "Log in to the shop", "history": [
 {"model_output": {"current_state": {"evaluation_previous_goal": "Unknown", "memory": "", "next_goal": "Open the shop"},
   "action": [{"go_to_url": {"url": "https://shop.example/login"}}]},
  "result": [{"is_done": false, "extracted_content": "🔗  Navigated to https://shop.example/login", "include_in_memory": true}],
  "state": {"tabs": [{"page_id": 0, "url": "about:blank", "title": ""}], "screenshot": null, "interacted_element": [null], "url": "about:blank", "title": ""},
  "metadata": {"step_start_time": 10.0, "step_end_time": 11.5, "input_tokens": 900}},
 {"model_output": {"current_state": {"evaluation_previous_goal": "Success", "memory": "", "next_goal": "Log in"},
   "action": [{"input_text": {"index": 3, "text": "ada@example.com"}}, {"input_text": {"index": 4, "text": "Hunter2-secret!"}},
              {"click_element": {"index": 5}}, {"scroll_down": {"amount": 300}}]},
  "result": [{"is_done": false, "extracted_content": "⌨️  Input ada@example.com into index 3"},
             {"is_done": false, "extracted_content": "⌨️  Input Hunter2-secret! into index 4"},
             {"is_done": false, "error": "Element with index 5 does not exist - retry or use alternative actions"}],
  "state": {"tabs": [], "screenshot": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
   "interacted_element": [
    {"tag_name": "input", "xpath": "html/body/form/input[1]", "highlight_index": 3, "attributes": {"name": "email", "type": "email"}, "css_selector": "html > body > form > input[name=\"email\"]"},
    {"tag_name": "input", "xpath": "html/body/form/input[2]", "highlight_index": 4, "attributes": {"name": "pw", "type": "password", "autocomplete": "current-password"}},
    {"tag_name": "button", "xpath": "html/body/form/button", "highlight_index": 5, "attributes": {"data-testid": "login", "disabled": false}}],
   "url": "https://shop.example/login", "title": "Log in"},
  "metadata": {"step_start_time": 11.5, "step_end_time": 14.5}},
 {"model_output": {"current_state": {"evaluation_previous_goal": "Success", "memory": "", "next_goal": "Finish"},
   "action": [{"done": null, "click_element": null, "send_keys": {"keys": "Enter"}}, {"done": {"text": "Logged in as ada@example.com"}}]},
  "result": [{"is_done": false, "extracted_content": "⌨️  Sent keys: Enter"}, {"is_done": true, "extracted_content": "Logged in as ada@example.com"}],
  "state": {"tabs": [], "interacted_element": [null, null], "url": "https://shop.example/account", "title": "Account"}}
]}`

func TestBrowserUseShape01x(t *testing.T) {
	out, err := buImporter{}.Convert(Source{Data: []byte(buHistory01x)})
	if err != nil {
		t.Fatal(err)
	}
	c := out[0]
	buCheckConverted(t, c)
	tr := c.Trace
	var got []string
	for _, st := range tr.Steps {
		got = append(got, string(st.Action)+" "+st.Value)
	}
	want := []string{"navigate ", "fill ada@example.com", "fill Hunter2-secret!", "click ", "press Enter", "done "}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Fatalf("steps %q, want %q", got, want)
	}
	if tr.Task != "Log in to the shop" || tr.StartURL != "https://shop.example/login" || tr.Outcome != waymark.OutcomeSuccess ||
		tr.FinalAnswer != "Logged in as ada@example.com" || c.Blobs != 1 {
		t.Errorf("task %q start %q outcome %q answer %q blobs %d", tr.Task, tr.StartURL, tr.Outcome, tr.FinalAnswer, c.Blobs)
	}
	email, pw, click := tr.Steps[1], tr.Steps[2], tr.Steps[3]
	if email.Target == nil || email.Target.Selector != `input[name="email"]` || email.Target.XPath != "/html/body/form/input[1]" ||
		len(email.Target.Selectors) != 1 || email.Sensitive {
		t.Errorf("e-mail step %+v target %+v", email, email.Target)
	}
	if !pw.Sensitive || pw.Target == nil || pw.Target.Role != "textbox" {
		t.Errorf("password step not marked sensitive: %+v", pw)
	}
	if click.Target == nil || click.Target.Selector != `[data-testid="login"]` || click.Target.Attributes["disabled"] != "false" ||
		!strings.Contains(click.Error, "does not exist") || click.URLAfter != "https://shop.example/account" {
		t.Errorf("click step %+v", click)
	}
	if tr.Steps[0].DurationMS != 1500 || email.DurationMS+pw.DurationMS+click.DurationMS != 3000 {
		t.Errorf("durations %d, %d+%d+%d", tr.Steps[0].DurationMS, email.DurationMS, pw.DurationMS, click.DurationMS)
	}
	if s := tr.Steps[len(tr.Steps)-2]; s.URL != "https://shop.example/account" {
		t.Errorf("press step url %q", s.URL)
	}
	if !buHasWarning(c.Warnings, "without a result") {
		t.Errorf("no warning for the scroll that was not executed: %q", c.Warnings)
	}
}

// TestBrowserUseSecretsRedactedOnSave saves a converted history into a real memory and
// reads the archived trace back: the typed password and e-mail are gone, in the fill steps
// and in the results that echo them (SPEC §8).
func TestBrowserUseSecretsRedactedOnSave(t *testing.T) {
	out, err := buImporter{}.Convert(Source{Data: []byte(buHistory01x)})
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	home := t.TempDir()
	m, err := sqlite.OpenMemory(ctx, home, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	raw, _ := json.Marshal(out[0].Trace)
	if _, err := m.Save(ctx, waymark.SaveRequest{URL: out[0].URL, Trace: raw}); err != nil {
		t.Fatal(err)
	}
	var files int
	err = filepath.WalkDir(filepath.Join(home, "traces"), func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		files++
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		for _, secret := range []string{"Hunter2-secret!", "ada@example.com"} {
			if strings.Contains(string(b), secret) {
				t.Errorf("%s keeps %q:\n%s", p, secret, b)
			}
		}
		return nil
	})
	if err != nil || files != 1 {
		t.Fatalf("archived traces: %d, %v", files, err)
	}
}

func TestBrowserUseEdgeCases(t *testing.T) {
	tests := []struct {
		name, in string
		wantErr  string
		check    func(t *testing.T, c Converted)
	}{
		{name: "not json", in: `{"history": [`, wantErr: "not a JSON object"},
		{name: "history not array", in: `{"history": {}}`, wantErr: "not an array"},
		{name: "empty history", in: `{"history": []}`, wantErr: "empty"},
		{name: "only blank pages", in: `{"history": [{"model_output": {"action": [{"wait": {"seconds": 3}}]}, "result": [{}], "state": {"url": "about:blank"}}]}`, wantErr: "http(s) URL"},
		{name: "nothing to convert", in: `{"history": [{"model_output": null, "result": [], "state": {"url": "https://a.example/"}}]}`, wantErr: "no action"},
		{name: "search engines and blank first page", in: `{"history": [
			{"model_output": {"action": [{"search": {"query": "a b&c", "engine": "duckduckgo"}}, {"wait": {"seconds": 2}}]}, "result": [{}, {}], "state": {"url": "chrome://newtab/"}},
			{"model_output": {"action": [{"scroll": {"down": false, "num_pages": 0.5}}, {"extract_structured_data": {"query": "prices"}}, {"drag_drop": {}}, {"my_custom_tool": {"x": 1}}]},
			 "result": [{}, {"extracted_content": "data:image/png;base64,AAAA"}, {}, {}], "state": {"url": "https://duckduckgo.com/?q=a+b%26c"}}]}`,
			check: func(t *testing.T, c Converted) {
				s := c.Trace.Steps
				if s[0].URL != "https://duckduckgo.com/?q=a+b%26c" || s[1].URL != s[0].URL || s[1].Value != "2s" {
					t.Errorf("steps %+v", s[:2])
				}
				if s[2].Value != "up 0.5 pages" || s[3].Action != waymark.ActionExtract || s[3].Value != "prices" || s[3].Extracted != "" {
					t.Errorf("steps %+v", s[2:4])
				}
				if s[4].Action != waymark.ActionOther || s[5].Value != "my_custom_tool" || c.Blobs != 1 {
					t.Errorf("steps %+v blobs %d", s[4:], c.Blobs)
				}
				if !buHasWarning(c.Warnings, "unknown actions kept as other steps (my_custom_tool)") || buHasWarning(c.Warnings, "drag_drop") {
					t.Errorf("warnings %q", c.Warnings)
				}
				if c.Trace.Outcome != waymark.OutcomeFailure || !buHasWarning(c.Warnings, "no done action") {
					t.Errorf("outcome %q", c.Trace.Outcome)
				}
			}},
		{name: "done with success false in result only", in: `{"history": [
			{"model_output": {"next_goal": "x", "action": [{"done": {"text": "gave up"}}]}, "result": [{"is_done": true, "success": false}], "state": {"url": "https://a.example/p"}}]}`,
			check: func(t *testing.T, c Converted) {
				if c.Trace.Outcome != waymark.OutcomeFailure || c.Trace.FinalAnswer != "gave up" || c.Trace.Task != "x" {
					t.Errorf("%+v", c.Trace)
				}
			}},
		{name: "current shape with ax_name", in: `{"history": [
			{"model_output": {"memory": "m", "next_goal": "", "action": [{"click": {"index": 9}}, {"select_dropdown": {"index": 4, "text": "Blue"}}]},
			 "result": [{"long_term_memory": "Clicked Save", "extracted_content": null}, {"error": null}],
			 "state": {"url": "https://a.example/f", "title": "F", "interacted_element": [
				{"node_name": "DIV", "x_path": "html/body/div", "attributes": {"role": "button", "tabindex": 0}, "ax_name": "Save", "stable_hash": 123},
				{"node_name": "SELECT", "x_path": "html/body/select", "attributes": {"name": "colour"}, "ax_name": ""}]}}]}`,
			check: func(t *testing.T, c Converted) {
				s := c.Trace.Steps
				if tg := s[0].Target; tg.Role != "button" || tg.Name != "Save" || tg.Attributes["tabindex"] != "0" || tg.XPath != "/html/body/div" || s[0].Extracted != "Clicked Save" {
					t.Errorf("click %+v %+v", s[0], tg)
				}
				if tg := s[1].Target; s[1].Value != "Blue" || tg.Role != "combobox" || tg.Selector != `select[name="colour"]` || s[1].Error != "" {
					t.Errorf("select %+v %+v", s[1], tg)
				}
				if c.Trace.Task != "m" {
					t.Errorf("task %q", c.Trace.Task)
				}
			}},
		{name: "odd types tolerated", in: `{"task": 7, "history": [7, {"model_output": "text", "result": "r", "state": {"url": "https://a.example/", "interacted_element": "x"}},
			{"model_output": {"action": [{"click": {"index": "2"}}]}, "result": {"error": {"code": 1}}, "state": {"url": "https://a.example/", "items": [{"index": 2, "text": "<a href=x"}]}, "metadata": {"step_start_time": "a"}}]}`,
			check: func(t *testing.T, c Converted) {
				s := c.Trace.Steps
				if len(s) != 1 || s[0].Error != `{"code":1}` || c.Trace.Task != "browser-use run" {
					t.Errorf("%+v", s)
				}
			}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			out, err := buImporter{}.Convert(Source{Data: []byte(tc.in)})
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
					t.Fatalf("err = %v, want %q", err, tc.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			buCheckConverted(t, out[0])
			tc.check(t, out[0])
		})
	}
}

// TestBrowserUseDetect: the browser-use importer takes its own files and no other corpus
// file.
func TestBrowserUseDetect(t *testing.T) {
	checkCorpusDetect(t, buImporter{}, "browser-use", []string{"", "null", "[]", `{"history": []}`, `{"history": [1]}`, `{"history": [{"x": 1}]}`})
}

func buHasWarning(ws []string, sub string) bool {
	for _, w := range ws {
		if strings.Contains(w, sub) {
			return true
		}
	}
	return false
}

func FuzzBrowserUse(f *testing.F) {
	f.Add([]byte(buHistory01x))
	f.Add(buReadCorpus(f, "navigation-timeout-failure.json"))
	f.Add(buReadCorpus(f, "form-fill-current-format.json"))
	f.Add([]byte(`{"history": [{"model_output": {"action": {"click_element": {"index": 1}}}, "result": {}, "state": {"url": "https://a.example/", "items": [{"index": 1, "text": "<button id=\"x\">Go</button>"}], "selector_map": {"1": "//button"}}}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		im := buImporter{}
		im.Detect(Source{Data: data})
		out, err := im.Convert(Source{Data: data})
		if err != nil {
			return
		}
		raw, err := json.Marshal(out[0].Trace)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := waymark.ParseTrace(raw, 0); err != nil {
			t.Fatalf("converted trace refused: %v\n%s", err, raw)
		}
	})
}
