package ingest

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/waymark-dev/waymark"
)

// shMalformedCorpus is the broken Stagehand recording of the shared corpus.
const shMalformedCorpus = "../../shared/corpus/stagehand/malformed-spread-strings.json"

// shFixtures are hand-written from Stagehand's documented cache shapes (testdata/stagehand/README.md).
var shFixtures = []string{"act-search-fill", "act-select-dropdown", "agent-issue-count", "agent-result-only"}

func shConvertFile(t testing.TB, p string) []Converted {
	t.Helper()
	src := Source{Path: p, Data: pwRead(t, p)}
	if !(stagehand{}).Detect(src) {
		t.Fatalf("Detect(%s) = false", p)
	}
	cs, err := stagehand{}.Convert(src)
	if err != nil {
		t.Fatalf("Convert(%s): %v", p, err)
	}
	pwCheckTraces(t, cs)
	return cs
}

func TestStagehandGolden(t *testing.T) {
	for _, name := range shFixtures {
		t.Run(name, func(t *testing.T) {
			cs := shConvertFile(t, filepath.Join("testdata", "stagehand", name+".json"))
			checkGolden(t, filepath.Join("testdata", "golden", "stagehand", name+".json"), cs)
		})
	}
}

// TestStagehandMalformed: the corpus recording whose strings were spread into objects is
// claimed by Detect and refused by Convert with an error that says what is wrong.
func TestStagehandMalformed(t *testing.T) {
	src := Source{Path: shMalformedCorpus, Data: pwRead(t, shMalformedCorpus)}
	if !(stagehand{}).Detect(src) {
		t.Fatal("Detect = false: the malformed recording must be claimed, not reported as an unknown format")
	}
	_, err := stagehand{}.Convert(src)
	want := `stagehand: malformed recording: entry 0 is a string spread into an object ("Navigate to https://www.target.com/s?se…") — re-export the cache`
	if err == nil || err.Error() != want {
		t.Fatalf("Convert error = %v\nwant %s", err, want)
	}
	// Spread strings deeper inside a valid entry are refused too.
	entry := `{"version": 1, "instruction": "go", "startUrl": "https://example.com/", "configSignature": "x",
	  "steps": [{"type": "goto", "url": "https://example.com/a"}, {"0": "w", "1": "a", "2": "i", "3": "t", "type": "wait"}]}`
	_, err = stagehand{}.Convert(Source{Data: []byte(entry)})
	if err == nil || !strings.Contains(err.Error(), `entry 0 steps[1] is a string spread into an object ("wait")`) {
		t.Errorf("nested spread: err = %v", err)
	}
}

func TestSpreadString(t *testing.T) {
	decode := func(s string) any {
		var v any
		if err := json.Unmarshal([]byte(s), &v); err != nil {
			t.Fatal(err)
		}
		return v
	}
	for _, tc := range []struct {
		in   any
		want string
		ok   bool
	}{
		{decode(`{"0": "G", "1": "o", "type": "goto"}`), "Go", true},
		{decode(`{"1": "o", "0": "G", "2": "!"}`), "Go!", true},
		{decode(`{"0": "é", "1": "t", "2": "é"}`), "été", true},
		{map[string]string{"0": "a", "1": "b"}, "ab", true},
		{decode(`{"0": "G"}`), "", false},                        // one character: too little to tell
		{decode(`{"0": "G", "2": "o"}`), "", false},              // a gap
		{decode(`{"0": "G", "1": "oo"}`), "", false},             // not one character
		{decode(`{"0": "G", "1": 1}`), "", false},                // not a string
		{decode(`{"0": "a", "1": "b", "01": "c"}`), "", false},   // an extra numeric key
		{decode(`{"instruction": "Go", "url": "x"}`), "", false}, // an ordinary object
		{decode(`["G", "o"]`), "", false},
		{"Go", "", false},
		{nil, "", false},
	} {
		got, ok := SpreadString(tc.in)
		if got != tc.want || ok != tc.ok {
			t.Errorf("SpreadString(%v) = %q, %v; want %q, %v", tc.in, got, ok, tc.want, tc.ok)
		}
	}
}

func TestStagehandAct(t *testing.T) {
	tr := shConvertFile(t, "testdata/stagehand/act-search-fill.json")[0].Trace
	if tr.Task != "type {{query}} into the search box" || tr.StartURL != "https://en.wikipedia.org/wiki/Main_Page" {
		t.Errorf("task %q, start %q", tr.Task, tr.StartURL)
	}
	st := tr.Steps[0]
	if len(tr.Steps) != 1 || st.Action != waymark.ActionFill || st.Value != "{{query}}" || st.Target == nil ||
		!strings.HasPrefix(st.Target.XPath, "/html/body/") || st.Target.Selector != "" {
		t.Errorf("step %+v target %+v", st, st.Target)
	}
	sel := shConvertFile(t, "testdata/stagehand/act-select-dropdown.json")[0].Trace.Steps[0]
	if sel.Action != waymark.ActionSelect || sel.Value != "Price (low to high)" || sel.Target.Selector != `select[data-test="product-sort-container"]` {
		t.Errorf("select step %+v", sel)
	}
}

func TestStagehandAgent(t *testing.T) {
	c := shConvertFile(t, "testdata/stagehand/agent-issue-count.json")[0]
	tr := c.Trace
	var acts []string
	for _, st := range tr.Steps {
		acts = append(acts, string(st.Action))
	}
	if got, want := strings.Join(acts, " "), "navigate click fill press wait scroll extract other done"; got != want {
		t.Errorf("actions %q, want %q", got, want)
	}
	if tr.Outcome != waymark.OutcomeSuccess || tr.FinalAnswer != "The repository has 97 open issues." {
		t.Errorf("outcome %q, answer %q", tr.Outcome, tr.FinalAnswer)
	}
	if w := tr.Steps[4]; w.DurationMS != 1500 {
		t.Errorf("wait step %+v", w)
	}
	if click := tr.Steps[1]; click.Target == nil || click.Target.XPath == "" || click.URL != "https://github.com/browserbase/stagehand" {
		t.Errorf("click step %+v", click)
	}

	f := shConvertFile(t, "testdata/stagehand/agent-result-only.json")[0]
	if f.Trace.Outcome != waymark.OutcomeFailure || f.Trace.FinalAnswer != "" || len(f.Warnings) == 0 {
		t.Errorf("failed agent: outcome %q, answer %q, warnings %q", f.Trace.Outcome, f.Trace.FinalAnswer, f.Warnings)
	}
	if st := f.Trace.Steps[1]; st.Action != waymark.ActionOther || st.Value != "click the Sign in button" || st.URL != "https://billing.example.com/login" {
		t.Errorf("result action step %+v", st)
	}
}

func TestStagehandArrayAndDetect(t *testing.T) {
	a := pwRead(t, "testdata/stagehand/act-search-fill.json")
	b := pwRead(t, "testdata/stagehand/agent-issue-count.json")
	arr := []byte("[" + string(a) + "," + string(b) + "]")
	src := Source{Path: "entries.json", Data: arr}
	if !(stagehand{}).Detect(src) {
		t.Fatal("array of entries not detected")
	}
	got, err := stagehand{}.Convert(src)
	if err != nil || len(got) != 2 {
		t.Fatalf("array: %d traces, %v", len(got), err)
	}
	for _, tc := range []struct {
		name string
		p    string
	}{
		{"workflow-use", "../../shared/corpus/workflow-use/government-form.workflow.json"},
		{"chrome recorder", "../../shared/corpus/chrome-recorder/all-step-types.json"},
		{"selenium", "../../shared/corpus/selenium-ide/frames.side"},
		{"browser-use", "../../shared/corpus/browser-use/navigation-timeout-failure.json"},
	} {
		if (stagehand{}).Detect(Source{Path: tc.p, Data: pwRead(t, tc.p)}) {
			t.Errorf("Detect claims the %s file %s", tc.name, tc.p)
		}
	}
	for _, s := range []string{`{"instruction": "x"}`, `[]`, `[1, 2]`, `{"instruction": "x", "actions": []}`, `"x"`} {
		if (stagehand{}).Detect(Source{Data: []byte(s)}) {
			t.Errorf("Detect(%s) = true", s)
		}
	}
	if _, err := (stagehand{}).Convert(Source{Data: []byte(`{"instruction": "x", "url": "file:///tmp/a", "actions": []}`)}); err == nil ||
		!strings.Contains(err.Error(), "not an http(s) URL") {
		t.Errorf("file URL: err = %v", err)
	}
}

// FuzzStagehand feeds arbitrary JSON: no panic, and every trace passes waymark.ParseTrace.
func FuzzStagehand(f *testing.F) {
	for _, name := range shFixtures {
		f.Add(pwRead(f, filepath.Join("testdata", "stagehand", name+".json")))
	}
	f.Add(pwRead(f, shMalformedCorpus))
	f.Add([]byte(`[{"0":"a","1":"b"}]`))
	f.Fuzz(func(t *testing.T, data []byte) {
		src := Source{Path: "f.json", Data: data}
		_ = (stagehand{}).Detect(src)
		if cs, err := (stagehand{}).Convert(src); err == nil {
			pwCheckTraces(t, cs)
		}
		var v any
		if json.Unmarshal(data, &v) == nil {
			_, _ = SpreadString(v)
		}
	})
}
