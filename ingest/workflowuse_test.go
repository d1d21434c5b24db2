package ingest

import (
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/waymark-dev/waymark"
)

// wfCorpus lists the workflow-use files of the shared corpus.
var wfCorpus = []string{"government-form", "shadow-closed", "shadow-next"}

func wfConvertFile(t testing.TB, name string) Converted {
	t.Helper()
	data := pwRead(t, filepath.Join("../../shared/corpus/workflow-use", name+".workflow.json"))
	src := Source{Path: name + ".workflow.json", Data: data}
	if !(workflowUse{}).Detect(src) {
		t.Fatalf("Detect(%s) = false", name)
	}
	cs, err := workflowUse{}.Convert(src)
	if err != nil {
		t.Fatalf("Convert(%s): %v", name, err)
	}
	pwCheckTraces(t, cs)
	return cs[0]
}

func TestWorkflowUseGolden(t *testing.T) {
	for _, name := range wfCorpus {
		t.Run(name, func(t *testing.T) {
			checkGolden(t, filepath.Join("testdata", "golden", "workflow-use", name+".json"), []Converted{wfConvertFile(t, name)})
		})
	}
}

// TestWorkflowUseShadowHops checks that shadow-DOM chains come out as hosts plus the last
// hop, for both the " >> " (with a css= engine) and the " >>> " forms.
func TestWorkflowUseShadowHops(t *testing.T) {
	for _, tc := range []struct {
		name   string
		shadow [][]string
		sel    []string
	}{
		{"shadow-closed",
			[][]string{{"outer-closed", "inner-closed"}, {"outer-closed", "inner-closed"}, {"outer-closed"}},
			[]string{"#inner-input", "#inner-btn", "#outer-btn"}},
		{"shadow-next",
			[][]string{{"outer-element", "inner-element"}, {"outer-element", "inner-element"}, {"outer-element"}},
			[]string{"#inner-input", "#inner-btn", "#outer-btn"}},
	} {
		tr := wfConvertFile(t, tc.name).Trace
		if len(tr.Steps) != 4 || tr.Steps[0].Action != waymark.ActionNavigate {
			t.Fatalf("%s: steps = %+v", tc.name, tr.Steps)
		}
		for i, st := range tr.Steps[1:] {
			if st.Target == nil || !reflect.DeepEqual(st.Target.Shadow, tc.shadow[i]) || st.Target.Selector != tc.sel[i] {
				t.Errorf("%s step %d: target %+v, want shadow %q selector %q", tc.name, i+1, st.Target, tc.shadow[i], tc.sel[i])
				continue
			}
			if want := strings.Join(append(append([]string(nil), tc.shadow[i]...), tc.sel[i]), " >> "); len(st.Target.Selectors) != 1 || st.Target.Selectors[0] != want {
				t.Errorf("%s step %d: selectors %q, want [%q]", tc.name, i+1, st.Target.Selectors, want)
			}
		}
		if fill := tr.Steps[1]; fill.Action != waymark.ActionFill || !strings.HasPrefix(fill.Value, "hello") {
			t.Errorf("%s: fill step %+v", tc.name, fill)
		}
	}
}

func TestWorkflowUseGovernmentForm(t *testing.T) {
	c := wfConvertFile(t, "government-form")
	tr := c.Trace
	if tr.Task != "Government Form Submission: Automated submission of a government-related form." {
		t.Errorf("task %q", tr.Task)
	}
	var fills []string
	for _, st := range tr.Steps {
		if st.URL != "https://v0-complex-form-example.vercel.app/" {
			t.Errorf("step URL %q", st.URL)
		}
		if st.Action == waymark.ActionFill {
			fills = append(fills, st.Value)
		}
	}
	if want := []string{"{{first_name}}", "{{last_name}}", "{{social_security_last4}}"}; !reflect.DeepEqual(fills, want) {
		t.Errorf("fill values %q, want %q", fills, want)
	}
	first := tr.Steps[2]
	if first.Target == nil || first.Target.XPath != `id("firstName")` || first.Target.Attributes["tag"] != "input" ||
		!strings.Contains(first.Target.Selector, `[id="firstName"]`) {
		t.Errorf("first-name target %+v", first.Target)
	}
	if tab := tr.Steps[3]; tab.Action != waymark.ActionPress || tab.Value != "Tab" {
		t.Errorf("key press step %+v", tab)
	}
}

func TestWorkflowUseStepKinds(t *testing.T) {
	data := []byte(`{"name": "Repo stars", "description": "Read the star count of {repo}", "version": "1.0",
	 "input_schema": [{"name": "repo", "type": "string", "required": true}],
	 "steps": [
	  {"type": "navigation", "url": "https://github.com/{repo}"},
	  {"type": "agent", "task": "Dismiss any sign-in prompt for {repo}", "max_steps": 5},
	  {"type": "scroll", "scrollX": 0, "scrollY": 800},
	  {"type": "select_change", "cssSelector": "select#sort", "selectedText": "{order}", "url": "https://github.com/{repo}/stargazers"},
	  {"type": "click", "target_text": "Star {{repo}}", "cssSelector": "button[aria-label=\"Star\"]"},
	  {"type": "extract_page_content", "goal": "the number of stars"},
	  {"type": "extract", "extractionGoal": "the last commit date"},
	  {"type": "hover_card", "cssSelector": "a.Link"}
	 ]}`)
	src := Source{Path: "x.json", Data: data}
	if !(workflowUse{}).Detect(src) {
		t.Fatal("Detect = false")
	}
	cs, err := workflowUse{}.Convert(src)
	if err != nil {
		t.Fatal(err)
	}
	pwCheckTraces(t, cs)
	tr := cs[0].Trace
	type want struct {
		a       waymark.Action
		url     string
		value   string
		hasTarg bool
	}
	wants := []want{
		{waymark.ActionNavigate, "https://github.com/{{repo}}", "", false},
		{waymark.ActionOther, "https://github.com/{{repo}}", "Dismiss any sign-in prompt for {{repo}}", false},
		{waymark.ActionScroll, "https://github.com/{{repo}}", "scrollX=0 scrollY=800", false},
		{waymark.ActionSelect, "https://github.com/{{repo}}/stargazers", "{{order}}", true},
		{waymark.ActionClick, "https://github.com/{{repo}}/stargazers", "", true},
		{waymark.ActionExtract, "https://github.com/{{repo}}/stargazers", "the number of stars", false},
		{waymark.ActionExtract, "https://github.com/{{repo}}/stargazers", "the last commit date", false},
		{waymark.ActionOther, "https://github.com/{{repo}}/stargazers", "hover_card", true},
	}
	if len(tr.Steps) != len(wants) {
		t.Fatalf("%d steps, want %d: %+v", len(tr.Steps), len(wants), tr.Steps)
	}
	for i, w := range wants {
		st := tr.Steps[i]
		if st.Action != w.a || st.URL != w.url || st.Value != w.value || (st.Target != nil) != w.hasTarg {
			t.Errorf("step %d = %+v, want %+v", i, st, w)
		}
	}
	if tr.Task != "Repo stars: Read the star count of {{repo}}" {
		t.Errorf("task %q", tr.Task)
	}
	if got := tr.Steps[4].Target.Text; got != "Star {{repo}}" {
		t.Errorf("target_text %q", got)
	}
	if !strings.Contains(strings.Join(cs[0].Warnings, "\n"), "agent step") {
		t.Errorf("no warning about the agent step: %q", cs[0].Warnings)
	}
}

func TestWorkflowUsePlaceholders(t *testing.T) {
	for in, want := range map[string]string{
		"{first_name}":           "{{first_name}}",
		"{{already}}":            "{{already}}",
		"Dear {name}, {x1}!":     "Dear {{name}}, {{x1}}!",
		"{not a var} {1x} {}":    "{not a var} {1x} {}",
		`{"json": 1}`:            `{"json": 1}`,
		"a{b":                    "a{b",
		"{{a}} and {b} and {{c}": "{{a}} and {{b}} and {{c}",
	} {
		if got := wfPlaceholders(in); got != want {
			t.Errorf("wfPlaceholders(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestWorkflowUseDetect(t *testing.T) {
	for _, tc := range []struct {
		name string
		data string
		want bool
	}{
		{"no marker fields", `{"steps": [{"type": "click"}]}`, false},
		{"foreign steps", `{"version": "1", "steps": [{"type": "setViewport"}, {"type": "waitForElement"}]}`, false},
		{"chrome recorder", string(pwRead(t, "../../shared/corpus/chrome-recorder/shop-refund.json")), false},
		{"array", `[{"type": "click"}]`, false},
		{"minimal", `{"version": "1.0", "steps": [{"type": "navigation", "url": "https://example.com/"}]}`, true},
	} {
		if got := (workflowUse{}).Detect(Source{Data: []byte(tc.data)}); got != tc.want {
			t.Errorf("%s: Detect = %v, want %v", tc.name, got, tc.want)
		}
	}
	if _, err := (workflowUse{}).Convert(Source{Data: []byte(`{"version": "1", "steps": [{"type": "navigation", "url": "{start}"}]}`)}); err == nil ||
		!strings.Contains(err.Error(), "no http(s) URL") {
		t.Errorf("placeholder start URL: err = %v", err)
	}
}

// FuzzWorkflowUse feeds arbitrary JSON: no panic, and every trace passes waymark.ParseTrace.
func FuzzWorkflowUse(f *testing.F) {
	for _, name := range wfCorpus {
		f.Add(pwRead(f, filepath.Join("../../shared/corpus/workflow-use", name+".workflow.json")))
	}
	f.Add([]byte(`{"version":"1","steps":[{"type":"input","cssSelector":"a >>> b >> ","value":"{x}","url":"https://a.example/{y}"}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		src := Source{Path: "f.json", Data: data}
		_ = (workflowUse{}).Detect(src)
		if cs, err := (workflowUse{}).Convert(src); err == nil {
			pwCheckTraces(t, cs)
		}
	})
}
