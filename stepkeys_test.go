package waymark

import (
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"
)

// TestStepFieldsMatchSchema: the step keys checkStepKeys knows are the schema's.
func TestStepFieldsMatchSchema(t *testing.T) {
	var doc struct {
		Defs map[string]struct {
			Properties map[string]any `json:"properties"`
		} `json:"$defs"`
	}
	if err := json.Unmarshal(TraceSchema, &doc); err != nil {
		t.Fatal(err)
	}
	var want []string
	for k := range doc.Defs["step"].Properties {
		want = append(want, k)
	}
	got := slices.Clone(stepFields)
	slices.Sort(want)
	slices.Sort(got)
	if !slices.Equal(got, want) {
		t.Errorf("stepFields %v, the schema's step keys %v", got, want)
	}
}

// TestStepKeys: a step given to learn, to the short form of a save or to a session step
// is refused, naming the key, for a key in the wrong case or a null, as save refuses it.
func TestStepKeys(t *testing.T) {
	const u = "https://a.test/"
	for _, tc := range []struct{ steps, field string }{
		{`[{"Action":"click","url":"https://a.test/","target":{"selector":"#z"}}]`, "steps[0].Action"},
		{`[{"tool":"browser_click","target":"#a"},{"TOOL":"browser_click","TARGET":"#r"}]`, "steps[1].TARGET"},
		{`[{"action":"fill","target":"#q","value":null}]`, "steps[0].value"},
		{`[{"action":"click","target":"#q"},{"action":"fill","target":"#q","value":5}]`, "steps[1]"},
		{`[{"action":"click","target":{"Selector":"#q"}}]`, "steps[0].target.Selector"},
		{`[{"action":"click","target":{"selector":null,"role":"button","name":"Go"}}]`, "steps[0].target.selector"},
		{`[{"action":"click","target":{"selector":"#go","frame":[0,-1]}}]`, "steps[0].target.frame[1]"}, // the schema's minimum
	} {
		_, err := parseShortSteps(json.RawMessage(tc.steps), u, 1<<20)
		var ie *InputError
		if !errors.As(err, &ie) || ie.Field != tc.field {
			t.Errorf("parseShortSteps(%s): %v, want an error naming %s", tc.steps, err, tc.field)
		}
	}
	if _, err := parseShortSteps(json.RawMessage(`[{"action":"click","target":null,"duration_ms":120}]`), u, 1<<20); err != nil {
		t.Errorf("a null target and a duration in the short form: %v", err)
	}
	// The short form reads every key of a step in the trace format, with its type.
	_, err := parseShortSteps(json.RawMessage(`[{"action":"click","target":"#a","duration_ms":"abc"}]`), u, 1<<20)
	if ie := (*InputError)(nil); !errors.As(err, &ie) || ie.Field != "steps[0]" || !strings.Contains(err.Error(), "duration_ms") {
		t.Errorf("a duration that is text: %v, want an error on steps[0] naming duration_ms", err)
	}
	for _, tc := range []struct{ step, field string }{
		{`{"Action":"navigate","url":"https://a.test/"}`, "step.Action"},
		{`{"action":"navigate","URL":"https://a.test/"}`, "step.URL"},
		{`{"action":"fill","value":null}`, "step.value"},
		{`{"action":"click","target":{"selector":"#q","NAME":"Go"}}`, "step.target.NAME"},
		{`{"action":"click","target":{"selector":"#q","attributes":null}}`, "step.target.attributes"},
	} {
		_, err := parseStep(json.RawMessage(tc.step), u, 1<<20)
		var ie *InputError
		if !errors.As(err, &ie) || ie.Field != tc.field {
			t.Errorf("parseStep(%s): %v, want an error naming %s", tc.step, err, tc.field)
		}
	}
	if _, err := parseStep(json.RawMessage(`{"action":"click","target":null}`), u, 1<<20); err != nil {
		t.Errorf("a step with a null target: %v", err)
	}
}

// TestTraceKeyCase: a trace key that names a field in other letter case is refused with
// its path, at any depth; keys under selectors and attributes, and unknown keys, are free.
func TestTraceKeyCase(t *testing.T) {
	const head = `{"task":"t","start_url":"https://a.test/",`
	for _, tc := range []struct{ trace, field string }{
		{head + `"steps":[{"action":"click","url":"https://a.test/","Target":{"selector":"#go"}}]}`, "steps[0].Target"},
		{head + `"steps":[{"action":"click","url":"https://a.test/","target":{"Selector":"#go"}}]}`, "steps[0].target.Selector"},
		{head + `"steps":[{"action":"navigate","url":"https://a.test/"},{"action":"click","url":"https://a.test/","target":{"selector":"#go","xPath":"//a"}}]}`, "steps[1].target.xPath"},
		{head + `"Final_Answer":"x","steps":[{"action":"navigate","url":"https://a.test/"}]}`, "Final_Answer"},
	} {
		_, err := ParseTrace([]byte(tc.trace), 1<<20)
		var ie *InputError
		if !errors.As(err, &ie) || ie.Field != tc.field || !errors.Is(err, ErrInvalidTrace) || !strings.Contains(err.Error(), "case-sensitive") {
			t.Errorf("ParseTrace(%s): %v, want an error naming %s", tc.trace, err, tc.field)
		}
	}
	ok := head + `"selectors":{"Search":"#q"},"steps":[{"action":"click","url":"https://a.test/","target":{"selector":"#go","attributes":{"Data-X":"1"}},"extra_Key":1}]}`
	if _, err := ParseTrace([]byte(ok), 1<<20); err != nil {
		t.Errorf("ParseTrace(%s): %v", ok, err)
	}
}
