package ingest

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/waymark-dev/waymark"
	"github.com/waymark-dev/waymark/internal/redact"
)

// Stagehand v3 cache files (cacheDir), one JSON object per file:
//
//	act entry    <hash>.json        {"version": 1, "instruction": "click sign in", "url": "https://…",
//	                                 "variableKeys": ["query"], "actionDescription": "…",
//	                                 "actions": [{"selector": "xpath=/html/body/…", "description": "…",
//	                                              "method": "fill", "arguments": ["%query%"]}]}
//	agent entry  agent-<hash>.json  {"version": 1, "instruction": "…", "startUrl": "https://…",
//	                                 "configSignature": "…", "options": {…}, "timestamp": "…",
//	                                 "steps": [{"type": "goto", "url": "…"},
//	                                           {"type": "act", "instruction": "…", "actions": [Action…]},
//	                                           {"type": "fillForm", "actions": [Action…]},
//	                                           {"type": "scroll"|"wait"|"navback"|"keys"|"extract"|"close", …}],
//	                                 "result": {"success": true, "message": "…", "actions": [AgentAction…]}}
//
// An array of such entries is read too. Act variables are written %name% and become waymark's
// {{name}} placeholders. A recording whose strings were spread into objects
// ({"0": "N", "1": "a", …}, see [SpreadString]) is refused.

func init() { Register(stagehand{}) }

type stagehand struct{}

func (stagehand) Name() string { return "stagehand" }

// SpreadString reports whether v is a string that was spread into an object, as JavaScript's
// {...str} or Object.assign({}, str) does: a map whose keys "0", "1", … "n-1" (n ≥ 2, no gap,
// no other all-digit key) each hold a one-character string. Other keys may sit beside them
// ("type", "timestamp"). It returns the string put back together. v is a value decoded by
// encoding/json (map[string]any) or a map[string]string; anything else gives false.
func SpreadString(v any) (string, bool) {
	get := func(string) (string, bool, bool) { return "", false, false }
	var keys []string
	switch m := v.(type) {
	case map[string]any:
		for k := range m {
			keys = append(keys, k)
		}
		get = func(k string) (string, bool, bool) {
			x, ok := m[k]
			s, isStr := x.(string)
			return s, ok, isStr
		}
	case map[string]string:
		for k := range m {
			keys = append(keys, k)
		}
		get = func(k string) (string, bool, bool) {
			s, ok := m[k]
			return s, ok, true
		}
	default:
		return "", false
	}
	n := 0
	for _, k := range keys {
		if k != "" && strings.Trim(k, "0123456789") == "" {
			n++
		}
	}
	if n < 2 {
		return "", false
	}
	var b strings.Builder
	for i := range n {
		s, ok, isStr := get(strconv.Itoa(i))
		if !ok || !isStr || utf8.RuneCountInString(s) != 1 {
			return "", false
		}
		b.WriteString(s)
	}
	return b.String(), true
}

func (stagehand) Detect(src Source) bool {
	t := bytes.TrimSpace(src.Data)
	if len(t) == 0 || (t[0] != '{' && t[0] != '[') {
		return false
	}
	if !bytes.Contains(t, []byte(`"instruction"`)) && !bytes.Contains(t, []byte(`"0"`)) {
		return false
	}
	var v any
	if json.Unmarshal(t, &v) != nil {
		return false
	}
	switch x := v.(type) {
	case map[string]any:
		return shEntryKind(x) != ""
	case []any:
		if len(x) == 0 {
			return false
		}
		if _, ok := SpreadString(x[0]); ok {
			return true // malformed: claimed so that Convert can say what is wrong
		}
		for _, e := range x {
			m, _ := e.(map[string]any)
			if shEntryKind(m) == "" {
				return false
			}
		}
		return true
	}
	return false
}

// shEntryKind returns "act" or "agent" for a Stagehand v3 cache entry, "" for anything else.
func shEntryKind(m map[string]any) string {
	if m == nil {
		return ""
	}
	if _, ok := m["instruction"].(string); !ok {
		return ""
	}
	_, actions := m["actions"].([]any)
	_, steps := m["steps"].([]any)
	_, url := m["url"].(string)
	_, startURL := m["startUrl"].(string)
	_, vars := m["variableKeys"]
	_, sig := m["configSignature"]
	switch {
	case actions && (url || vars):
		return "act"
	case steps && (startURL || sig):
		return "agent"
	}
	return ""
}

// shMalformed is the error for a string spread into an object at where.
func shMalformed(where, s string) error {
	return fmt.Errorf("stagehand: malformed recording: %s is a string spread into an object (%q) — re-export the cache",
		where, pwClip(s, 40))
}

func (stagehand) Convert(src Source) ([]Converted, error) {
	var v any
	if err := json.Unmarshal(bytes.TrimSpace(src.Data), &v); err != nil {
		return nil, fmt.Errorf("stagehand: %w", err)
	}
	var entries []any
	switch x := v.(type) {
	case map[string]any:
		entries = []any{x}
	case []any:
		entries = x
	default:
		return nil, errors.New("stagehand: not a cache entry (want a JSON object or an array of them)")
	}
	if len(entries) == 0 {
		return nil, errors.New("stagehand: no cache entry")
	}
	var out []Converted
	for i, e := range entries {
		where := "entry " + strconv.Itoa(i)
		if s, ok := SpreadString(e); ok {
			return nil, shMalformed(where, s)
		}
		m, _ := e.(map[string]any)
		var c Converted
		var err error
		switch shEntryKind(m) {
		case "act":
			c, err = shAct(m, where)
		case "agent":
			c, err = shAgent(m, where)
		default:
			return nil, fmt.Errorf("stagehand: %s is not a Stagehand v3 act or agent cache entry (needs instruction with url and actions, or startUrl and steps)", where)
		}
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, nil
}

// shConv collects the steps of one entry.
type shConv struct {
	where    string
	vars     []string
	cur      string
	history  []string
	steps    []waymark.Step
	warnings []string
	extract  bool
}

// shAct converts an act cache entry: one step per cached action, on the entry's URL.
func shAct(m map[string]any, where string) (Converted, error) {
	instr, _ := m["instruction"].(string)
	start := pwHTTP(shStr(m, "url"))
	if start == "" {
		return Converted{}, fmt.Errorf("stagehand: %s: url %q is not an http(s) URL", where, pwClip(shStr(m, "url"), 80))
	}
	c := &shConv{where: where, vars: pwList(m["variableKeys"]), cur: start}
	actions, _ := m["actions"].([]any)
	if err := c.actions(actions, where+" actions"); err != nil {
		return Converted{}, err
	}
	if len(c.steps) == 0 {
		c.steps = append(c.steps, waymark.Step{Action: waymark.ActionOther, URL: start, Value: pwClip(c.subst(instr), 2000)})
		c.warnings = append(c.warnings, where+": no cached action; the instruction is kept as an \"other\" step (not replayable)")
	}
	return c.finish(instr, start, nil)
}

// shAgent converts an agent cache entry: its replay steps, or the actions of its result when
// it has none.
func shAgent(m map[string]any, where string) (Converted, error) {
	instr, _ := m["instruction"].(string)
	start := pwHTTP(shStr(m, "startUrl"))
	c := &shConv{where: where, cur: start}
	steps, _ := m["steps"].([]any)
	for j, raw := range steps {
		w := fmt.Sprintf("%s steps[%d]", where, j)
		if s, ok := SpreadString(raw); ok {
			return Converted{}, shMalformed(w, s)
		}
		st, _ := raw.(map[string]any)
		if st == nil {
			return Converted{}, fmt.Errorf("stagehand: %s is not an object", w)
		}
		if err := c.agentStep(st, w); err != nil {
			return Converted{}, err
		}
	}
	result, _ := m["result"].(map[string]any)
	if len(steps) == 0 && result != nil {
		acts, _ := result["actions"].([]any)
		for j, raw := range acts {
			w := fmt.Sprintf("%s result.actions[%d]", where, j)
			if s, ok := SpreadString(raw); ok {
				return Converted{}, shMalformed(w, s)
			}
			if a, _ := raw.(map[string]any); a != nil {
				if u := pwHTTP(shStr(a, "pageUrl")); u != "" && (c.cur == "" || a["type"] != "goto") {
					c.cur = u
				}
				if err := c.agentStep(a, w); err != nil {
					return Converted{}, err
				}
			}
		}
		if len(c.steps) > 0 {
			c.warnings = append(c.warnings, where+": no replay steps; rebuilt from the agent's result actions, without selectors")
		}
	}
	if start == "" {
		for _, st := range c.steps {
			if st.URL != "" {
				start = st.URL
				break
			}
		}
	}
	if start == "" {
		return Converted{}, fmt.Errorf("stagehand: %s: startUrl %q is not an http(s) URL and no step names one", where, pwClip(shStr(m, "startUrl"), 80))
	}
	if len(c.steps) == 0 {
		return Converted{}, fmt.Errorf("stagehand: %s: no replayable step", where)
	}
	return c.finish(instr, start, result)
}

// agentStep converts one replay step (or one result action) of an agent entry.
func (c *shConv) agentStep(st map[string]any, where string) error {
	typ := shStr(st, "type")
	add := func(a waymark.Action, value string) *waymark.Step {
		c.steps = append(c.steps, waymark.Step{Action: a, URL: c.cur, Value: value})
		return &c.steps[len(c.steps)-1]
	}
	switch typ {
	case "act", "fillForm":
		acts, _ := st["actions"].([]any)
		if len(acts) == 0 {
			acts, _ = st["observeResults"].([]any)
		}
		if len(acts) > 0 {
			return c.actions(acts, where+" actions")
		}
		v := shStr(st, "instruction")
		if v == "" {
			v = shStr(st, "action")
		}
		if v == "" && typ == "fillForm" {
			fields, _ := st["fields"].([]any)
			var parts []string
			for _, f := range fields {
				if fm, _ := f.(map[string]any); fm != nil {
					parts = append(parts, shStr(fm, "action"))
				}
			}
			v = strings.Join(parts, "; ")
		}
		add(waymark.ActionOther, pwClip(c.subst(firstNonEmptyPW(v, typ)), 2000))
		c.warnings = append(c.warnings, where+": "+typ+" without cached actions kept as \"other\" (not replayable without an LLM)")
	case "goto", "navigate":
		raw := firstNonEmptyPW(shStr(st, "url"), shStr(st, "pageUrl"))
		u := pwHTTP(raw)
		if u == "" {
			c.warnings = append(c.warnings, fmt.Sprintf("%s: goto %q left out (not an http or https URL)", where, pwClip(raw, 80)))
			return nil
		}
		if c.cur != "" && c.cur != u {
			c.history = append(c.history, c.cur)
		}
		c.cur = u
		add(waymark.ActionNavigate, "")
	case "scroll":
		add(waymark.ActionScroll, fmt.Sprintf("deltaX=%s deltaY=%s", wfNum(st["deltaX"]), wfNum(st["deltaY"])))
	case "wait":
		s := add(waymark.ActionWait, "")
		if ms, ok := st["timeMs"].(float64); ok && ms > 0 && ms < 1e9 {
			s.DurationMS = int64(ms)
		}
	case "navback":
		s := add(waymark.ActionOther, "navigate back")
		if n := len(c.history); n > 0 {
			if c.history[n-1] != s.URL {
				s.URLAfter = c.history[n-1]
			}
			c.cur = c.history[n-1]
			c.history = c.history[:n-1]
		}
	case "keys":
		pa, _ := st["playwrightArguments"].(map[string]any)
		switch shStr(pa, "method") {
		case "type":
			add(waymark.ActionFill, c.subst(shStr(pa, "text")))
		case "press":
			add(waymark.ActionPress, shStr(pa, "keys"))
		default:
			add(waymark.ActionOther, "keys")
		}
	case "extract":
		c.extract = true
		add(waymark.ActionExtract, pwClip(c.subst(shStr(st, "instruction")), 2000))
	case "close", "done":
		add(waymark.ActionDone, "")
	case "screenshot", "ariaTree":
	default:
		if typ == "" {
			typ = "unknown step"
		}
		add(waymark.ActionOther, pwClip(typ, 64))
	}
	return nil
}

// actions converts cached Actions ({selector, description, method, arguments}).
func (c *shConv) actions(list []any, where string) error {
	for j, raw := range list {
		w := fmt.Sprintf("%s[%d]", where, j)
		if s, ok := SpreadString(raw); ok {
			return shMalformed(w, s)
		}
		a, _ := raw.(map[string]any)
		if a == nil {
			return fmt.Errorf("stagehand: %s is not an object", w)
		}
		args := pwList(a["arguments"])
		arg := ""
		if len(args) > 0 {
			arg = c.subst(args[0])
		}
		method := shStr(a, "method")
		st := waymark.Step{URL: c.cur, Target: shTarget(shStr(a, "selector"))}
		switch method {
		case "click", "check", "uncheck", "tap":
			st.Action = waymark.ActionClick
		case "doubleClick", "dblclick":
			st.Action, st.Value = waymark.ActionOther, doubleClick
		case "fill", "type":
			st.Action, st.Value = waymark.ActionFill, arg
			st.Sensitive = redact.DescribedSecret(arg, shStr(a, "description"))
		case "press", "keyPress":
			st.Action, st.Value = waymark.ActionPress, arg
		case "selectOptionFromDropdown", "selectOption":
			st.Action, st.Value = waymark.ActionSelect, arg
		case "scrollTo", "scroll", "scrollIntoView", "scrollByPixelOffset", "nextChunk", "prevChunk", "mouse.wheel":
			st.Action, st.Value = waymark.ActionScroll, arg
		default:
			st.Action, st.Value = waymark.ActionOther, pwClip(firstNonEmptyPW(method, "unknown method"), 64)
		}
		c.steps = append(c.steps, st)
	}
	return nil
}

// shTarget reads a cached selector: "xpath=/html/…" (or a bare /html/… path) is an XPath,
// anything else (CSS, hops across frames with " >> ") a selector.
func shTarget(sel string) *waymark.Target {
	sel = strings.TrimSpace(sel)
	if sel == "" || len(sel) > 8000 {
		return nil
	}
	if !strings.Contains(sel, " >> ") {
		if x, ok := strings.CutPrefix(sel, "xpath="); ok {
			return &waymark.Target{XPath: x}
		}
		if strings.HasPrefix(sel, "/") {
			return &waymark.Target{XPath: sel}
		}
	}
	return &waymark.Target{Selector: sel}
}

// subst rewrites act variables %name% (names from variableKeys) as {{name}} placeholders.
func (c *shConv) subst(s string) string {
	for _, k := range c.vars {
		if k != "" {
			s = strings.ReplaceAll(s, "%"+k+"%", "{{"+k+"}}")
		}
	}
	return s
}

// finish builds the trace of one entry. An agent's failed result makes the outcome failure;
// its message is the final answer when the agent extracted something.
func (c *shConv) finish(instr, start string, result map[string]any) (Converted, error) {
	for i := range c.steps {
		if c.steps[i].URL == "" {
			c.steps[i].URL = start
		}
	}
	if len(c.steps) > 4000 {
		return Converted{}, fmt.Errorf("stagehand: %s: %d steps, over the limit of 4000", c.where, len(c.steps))
	}
	task := strings.TrimSpace(c.subst(instr))
	if task == "" {
		task = "stagehand task"
	}
	tr := &waymark.Trace{Task: pwClip(task, 2000), StartURL: start, Source: "stagehand", Steps: c.steps}
	if result != nil {
		if ok, isBool := result["success"].(bool); isBool && !ok {
			tr.Outcome = waymark.OutcomeFailure
		}
		if msg := strings.TrimSpace(shStr(result, "message")); msg != "" && c.extract && tr.Outcome != waymark.OutcomeFailure {
			tr.FinalAnswer = pwClip(msg, 5000)
		}
	}
	if err := pwFinish(tr); err != nil {
		return Converted{}, fmt.Errorf("stagehand: %s: %w", c.where, err)
	}
	return Converted{Trace: tr, URL: start, Warnings: c.warnings}, nil
}

// shStr returns m[key] when it is a string.
func shStr(m map[string]any, key string) string {
	s, _ := m[key].(string)
	return s
}
