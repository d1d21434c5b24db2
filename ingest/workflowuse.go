package ingest

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/waymark-dev/waymark"
	"github.com/waymark-dev/waymark/internal/redact"
	"github.com/waymark-dev/waymark/internal/selector"
)

// A browser-use workflow-use workflow (workflows/*.workflow.json):
//
//	{"name": "…", "description": "…", "version": "1.0", "workflow_analysis": "…",
//	 "input_schema": [{"name": "first_name", "type": "string", "required": true}],
//	 "steps": [{"type": "navigation", "url": "https://…"},
//	           {"type": "input", "cssSelector": "input[name=\"firstName\"]", "xpath": "id(\"firstName\")",
//	            "elementTag": "INPUT", "value": "{first_name}"},
//	           {"type": "click", "cssSelector": "outer-element >>> #inner-btn", "elementText": "Go"},
//	           {"type": "agent", "task": "…"}, {"type": "extract_page_content", "goal": "…"}]}
//
// Inputs are written {name} (one pair of braces, Python str.format); they become waymark's
// {{name}} placeholders. A cssSelector with " >> " or " >>> " hops crosses shadow roots:
// the hosts go to Target.Shadow and the last hop to Target.Selector (the whole chain is kept
// in Target.Selectors too).

func init() { Register(workflowUse{}) }

type workflowUse struct{}

func (workflowUse) Name() string { return "workflow-use" }

// wfStepTypes are the step types of workflow-use's schema and recorder.
var wfStepTypes = map[string]bool{
	"navigation": true, "click": true, "input": true, "select_change": true, "key_press": true,
	"keypress": true, "scroll": true, "agent": true, "extract": true, "extract_page_content": true,
	"button": true, "tab_created": true, "navigate": true,
}

// wfFile is a workflow file; fields that only inform (timestamps, tab ids) are left out.
type wfFile struct {
	Name             string            `json:"name"`
	Description      string            `json:"description"`
	Version          json.RawMessage   `json:"version"`
	WorkflowAnalysis *string           `json:"workflow_analysis"`
	InputSchema      json.RawMessage   `json:"input_schema"`
	Steps            []json.RawMessage `json:"steps"`
}

// wfStep is one step; every field is optional here and checked where it is used.
type wfStep struct {
	Type           string  `json:"type"`
	Description    *string `json:"description"`
	URL            *string `json:"url"`
	CSSSelector    *string `json:"cssSelector"`
	XPath          *string `json:"xpath"`
	ElementTag     *string `json:"elementTag"`
	ElementText    *string `json:"elementText"`
	TargetText     *string `json:"target_text"`
	Value          any     `json:"value"`
	SelectedText   *string `json:"selectedText"`
	Key            *string `json:"key"`
	ScrollX        any     `json:"scrollX"`
	ScrollY        any     `json:"scrollY"`
	Task           *string `json:"task"`
	Goal           *string `json:"goal"`
	ExtractionGoal *string `json:"extractionGoal"`
}

func (workflowUse) Detect(src Source) bool {
	t := bytes.TrimSpace(src.Data)
	if len(t) == 0 || t[0] != '{' {
		return false
	}
	var f wfFile
	if json.Unmarshal(t, &f) != nil || len(f.Steps) == 0 {
		return false
	}
	if f.WorkflowAnalysis == nil && len(f.InputSchema) == 0 && len(f.Version) == 0 {
		return false
	}
	known := 0
	for _, raw := range f.Steps {
		var s struct {
			Type string `json:"type"`
		}
		if json.Unmarshal(raw, &s) != nil {
			return false
		}
		if wfStepTypes[s.Type] {
			known++
		}
	}
	return known*2 >= len(f.Steps)
}

func (workflowUse) Convert(src Source) ([]Converted, error) {
	c, err := wfConvert(src.Data)
	if err != nil {
		return nil, err
	}
	return []Converted{c}, nil
}

// wfConvert converts one workflow file.
func wfConvert(data []byte) (Converted, error) {
	var f wfFile
	if err := json.Unmarshal(bytes.TrimSpace(data), &f); err != nil {
		return Converted{}, fmt.Errorf("workflow-use: %w", err)
	}
	if len(f.Steps) == 0 {
		return Converted{}, errors.New("workflow-use: the workflow has no steps")
	}
	if len(f.Steps) > 4000 {
		return Converted{}, fmt.Errorf("workflow-use: %d steps, over the limit of 4000", len(f.Steps))
	}
	var (
		steps    []waymark.Step
		warnings []string
		cur      string
	)
	for i, raw := range f.Steps {
		var s wfStep
		if err := json.Unmarshal(raw, &s); err != nil {
			return Converted{}, fmt.Errorf("workflow-use: steps[%d]: %w", i, err)
		}
		if s.URL != nil {
			if u := pwHTTP(wfPlaceholders(*s.URL)); u != "" {
				cur = u
			} else if s.Type == "navigation" || s.Type == "navigate" {
				warnings = append(warnings, fmt.Sprintf("steps[%d]: navigation to %q left out (not an http or https URL)", i, pwClip(*s.URL, 80)))
				continue
			}
		}
		st := waymark.Step{URL: cur, Target: wfTarget(&s)}
		switch s.Type {
		case "navigation", "navigate":
			if s.URL == nil {
				warnings = append(warnings, fmt.Sprintf("steps[%d]: navigation without a url left out", i))
				continue
			}
			st.Action, st.Target = waymark.ActionNavigate, nil
		case "click", "button":
			st.Action = waymark.ActionClick
		case "input":
			st.Action, st.Value = waymark.ActionFill, wfPlaceholders(wfText(s.Value))
			st.Sensitive = redact.DescribedSecret(st.Value, wfStr(s.Description))
		case "select_change":
			st.Action, st.Value = waymark.ActionSelect, wfPlaceholders(wfStr(s.SelectedText))
			if st.Value == "" {
				st.Value = wfPlaceholders(wfText(s.Value))
			}
		case "key_press", "keypress":
			st.Action, st.Value = waymark.ActionPress, wfStr(s.Key)
		case "scroll":
			st.Action, st.Target = waymark.ActionScroll, nil
			st.Value = fmt.Sprintf("scrollX=%s scrollY=%s", wfNum(s.ScrollX), wfNum(s.ScrollY))
		case "agent":
			st.Action, st.Target = waymark.ActionOther, nil
			st.Value = pwClip(wfPlaceholders(wfStr(s.Task)), 2000)
			warnings = append(warnings, fmt.Sprintf("steps[%d]: agent step kept as \"other\": it is not replayable without an agent", i))
		case "extract", "extract_page_content":
			st.Action, st.Target = waymark.ActionExtract, nil
			st.Value = pwClip(wfPlaceholders(firstNonEmptyPW(wfStr(s.Goal), wfStr(s.ExtractionGoal))), 2000)
		case "tab_created":
			continue
		default:
			st.Action = waymark.ActionOther
			st.Value = pwClip(s.Type, 64)
			if s.Type == "" {
				st.Value = "unknown step"
			}
		}
		steps = append(steps, st)
	}
	start := "" // also "" when no step is usable
	for _, st := range steps {
		if st.URL != "" {
			start = st.URL
			break
		}
	}
	if start == "" {
		return Converted{}, errors.New("workflow-use: no http(s) URL in the workflow (no navigation step with a fixed URL)")
	}
	for i := range steps {
		if steps[i].URL == "" {
			steps[i].URL = start
		}
	}
	task := strings.TrimSpace(f.Name)
	if d := strings.TrimSpace(f.Description); d != "" && d != task {
		if task != "" {
			task += ": "
		}
		task += d
	}
	if task == "" {
		task = "workflow-use workflow"
	}
	tr := &waymark.Trace{Task: pwClip(wfPlaceholders(task), 2000), StartURL: start, Source: "workflow-use", Steps: steps}
	if err := pwFinish(tr); err != nil {
		return Converted{}, fmt.Errorf("workflow-use: %w", err)
	}
	return Converted{Trace: tr, URL: start, Warnings: warnings}, nil
}

// wfTarget builds a step's target: cssSelector (split at shadow hops), xpath, elementText
// (or target_text) as Text, elementTag as the "tag" attribute.
func wfTarget(s *wfStep) *waymark.Target {
	t := &waymark.Target{}
	if css := strings.TrimSpace(wfStr(s.CSSSelector)); css != "" && len(css) <= 8000 {
		hops := wfHops(css)
		if len(hops) > 1 {
			t.Shadow = hops[:len(hops)-1]
			t.Selector = hops[len(hops)-1]
			t.Selectors = []string{strings.Join(hops, " >> ")}
		} else {
			t.Selector = hops[0]
		}
	}
	if x := strings.TrimSpace(wfStr(s.XPath)); x != "" && len(x) <= 8000 {
		t.XPath = x
	}
	if txt := strings.TrimSpace(firstNonEmptyPW(wfStr(s.ElementText), wfStr(s.TargetText))); txt != "" {
		t.Text = pwClip(wfPlaceholders(txt), 2000)
	}
	if tag := strings.ToLower(strings.TrimSpace(wfStr(s.ElementTag))); tag != "" && len(tag) <= 64 {
		t.Attributes = map[string]string{"tag": tag}
	}
	if t.Empty() && len(t.Shadow) == 0 {
		return nil
	}
	return t
}

// wfHops splits a selector at " >> " / " >>> " hops (outside quotes and brackets) and
// writes each hop as selector.ParseLocator normalises it ("css=outer" becomes "outer").
func wfHops(css string) []string {
	var out []string
	var quote byte
	depth, start := 0, 0
	for i := 0; i < len(css); i++ {
		c := css[i]
		switch {
		case quote != 0:
			if c == '\\' {
				i++
			} else if c == quote {
				quote = 0
			}
		case c == '"' || c == '\'':
			quote = c
		case c == '[' || c == '(':
			depth++
		case (c == ']' || c == ')') && depth > 0:
			depth--
		case c == '>' && depth == 0 && i+1 < len(css) && css[i+1] == '>':
			out = append(out, strings.TrimSpace(css[start:i]))
			i++
			if i+1 < len(css) && css[i+1] == '>' {
				i++
			}
			start = i + 1
		}
	}
	out = append(out, strings.TrimSpace(css[start:]))
	if len(out) == 1 {
		return out
	}
	for i, h := range out {
		if c := selector.ParseLocator(h); c.Stability > 0 && c.Value != "" && !strings.Contains(c.Value, " >> ") {
			out[i] = c.Value
		}
	}
	return out
}

// wfPlaceholders rewrites workflow-use inputs {name} as waymark placeholders {{name}};
// text already in {{name}} form is left alone.
func wfPlaceholders(s string) string {
	if !strings.Contains(s, "{") {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '{' {
			if strings.HasPrefix(s[i:], "{{") {
				end := strings.Index(s[i:], "}}")
				if end < 0 {
					end = 0 // "{{" with no close: literal braces
				}
				b.WriteString(s[i : i+end+2])
				i += end + 1
				continue
			}
			j := i + 1
			for j < len(s) && (s[j] == '_' || s[j] >= 'a' && s[j] <= 'z' || s[j] >= 'A' && s[j] <= 'Z' || j > i+1 && s[j] >= '0' && s[j] <= '9') {
				j++
			}
			if j > i+1 && j < len(s) && s[j] == '}' {
				b.WriteString("{{" + s[i+1:j] + "}}")
				i = j
				continue
			}
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

func wfStr(p *string) string {
	if p == nil {
		return ""
	}
	return *p
}

// wfText returns a JSON value as text: strings as they are, numbers and booleans written out.
func wfText(v any) string {
	switch x := v.(type) {
	case string:
		return x
	case float64, bool:
		b, _ := json.Marshal(x)
		return string(b)
	}
	return ""
}

func wfNum(v any) string {
	if s := wfText(v); s != "" {
		return s
	}
	return "0"
}
