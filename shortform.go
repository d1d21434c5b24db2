package waymark

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"github.com/waymark-dev/waymark/internal/redact"
	"github.com/waymark-dev/waymark/internal/selector"
)

// The seeds' short form of a route's steps, as experience_save and browser_pattern_learn
// take it: the steps of the trace format, or a browser MCP server's tool calls
// ({"tool": "browser_click", "target": "#x"}).

// shortStep is the seeds' short step form: {"tool": "browser_click", "target": "#x",
// "value": "…"}; Target may also be a full [Target] object.
type shortStep struct {
	Action string          `json:"action"`
	Tool   string          `json:"tool"`
	Type   string          `json:"type"`
	URL    string          `json:"url"`
	Target json.RawMessage `json:"target"`
	Value  string          `json:"value"`
	Text   string          `json:"text"`
	Error  string          `json:"error"`
	// The other keys of a step in the trace format, carried over as they are.
	Extracted   string `json:"extracted"`
	DurationMS  int64  `json:"duration_ms"`
	URLAfter    string `json:"url_after"`
	Title       string `json:"title"`
	Sensitive   bool   `json:"sensitive"`
	Conditional string `json:"conditional"`
	// Element and Ref are the Playwright MCP server's: a description of the element
	// ("Archive button") and its ref in one snapshot ("e42", also given as "target" from
	// its 0.0.8x releases), which is not kept; Key is
	// browser_press_key's key, Values browser_select_option's options (the first is the
	// step's value), Submit browser_type's Enter pressed after the text.
	Element string   `json:"element"`
	Ref     string   `json:"ref"`
	Key     string   `json:"key"`
	Values  []string `json:"values"`
	Submit  bool     `json:"submit"`
}

// stepFields are the keys of a step in the trace format (schema/trace.schema.json);
// shortStepFields adds those of the short form.
var (
	stepFields = []string{"action", "url", "target", "value", "extracted", "error", "duration_ms",
		"url_after", "title", "sensitive", "conditional"}
	shortStepFields = append([]string{"tool", "type", "text", "element", "ref", "key", "values", "submit"}, stepFields...)
)

// checkStepKeys refuses in one step object (raw, named field in errors) what the trace
// schema refuses and encoding/json would let through: a null where a value of one of the
// keys fields is wanted, or in the target (a null target means no target; a key in other
// letter case is checkAllKeys's). Anything that is not an object is left to the decoder that follows.
// Errors are *InputError wrapping ErrInvalidInput, the key named in the field
// ("steps[1].value").
func checkStepKeys(raw json.RawMessage, field string, fields []string) error {
	var m map[string]json.RawMessage
	if json.Unmarshal(raw, &m) != nil {
		return nil
	}
	if k := nullKey(m, func(k string) bool { return k != "target" && slices.Contains(fields, k) }); k != "" {
		return badInput(field+"."+k, "null: give a value or leave the key out")
	}
	// Inside a target every key holds a value, as in a trace ("selector": null is refused).
	var target map[string]json.RawMessage
	if t, ok := m["target"]; ok && json.Unmarshal(t, &target) == nil {
		if k := nullKey(target, func(string) bool { return true }); k != "" {
			return badInput(field+".target."+k, "null: give a value or leave the key out")
		}
	}
	return nil
}

// nullKey returns the first key of m, in sorted order, that checked takes and whose value
// is null; "" for none.
func nullKey(m map[string]json.RawMessage, checked func(k string) bool) string {
	for _, k := range slices.Sorted(maps.Keys(m)) {
		if checked(k) && string(bytes.TrimSpace(m[k])) == "null" {
			return k
		}
	}
	return ""
}

// otherTools are tools of browser MCP servers that act on the page in a way no action of
// SPEC §1 names: "other" steps. The tools that do name one are read by CanonicalAction.
var otherTools = map[string]bool{
	"navigate_back": true, "navigate_forward": true, "go_back": true, "hover": true,
	"drag": true, "file_upload": true, "handle_dialog": true,
}

// observingTools are tools of browser MCP servers that read the page without acting on
// it: no step of a route.
var observingTools = map[string]bool{
	"snapshot": true, "take_screenshot": true, "screenshot": true, "console_messages": true,
	"network_requests": true, "tabs": true, "tab_list": true, "get_url": true, "get_title": true,
}

// parseShortSteps reads a JSON array of steps (or a string holding one) in the trace format
// or the short {tool,target,value} form; pageURL is the default step URL.
func parseShortSteps(raw json.RawMessage, pageURL string, max int) ([]Step, error) {
	raw = bytes.TrimSpace(raw)
	if len(raw) > max {
		return nil, badInput("steps", fmt.Sprintf("%d bytes, over the limit of %d bytes", len(raw), max))
	}
	if len(raw) > 0 && raw[0] == '"' {
		var inner string
		if err := json.Unmarshal(raw, &inner); err != nil {
			return nil, badInput("steps", jsonErr(err, raw))
		}
		raw = bytes.TrimSpace([]byte(inner))
	}
	if err := checkAllKeys(raw, reflect.TypeFor[[]shortStep]()); err != nil {
		return nil, within("steps", err)
	}
	var raws []json.RawMessage
	if err := json.Unmarshal(raw, &raws); err != nil {
		return nil, badInput("steps", "must be a JSON array of steps: "+jsonErr(err, raw))
	}
	if len(raws) == 0 {
		return nil, badInput("steps", "at least one step is required")
	}
	steps := make([]Step, 0, len(raws))
	var visited []string // the pages navigated to, for navigate_back
	for i, r := range raws {
		f := "steps[" + strconv.Itoa(i) + "]"
		if err := checkStepKeys(r, f, shortStepFields); err != nil {
			return nil, err
		}
		var it shortStep
		if err := json.Unmarshal(r, &it); err != nil {
			return nil, badInput(f, jsonErr(err, r))
		}
		name := strings.ToLower(firstNonEmpty(it.Action, it.Tool, it.Type))
		name = strings.TrimPrefix(strings.TrimPrefix(name, "browser_"), "page.")
		if name == "" {
			return nil, badInput(f+".action", "required (action or tool)")
		}
		if observingTools[name] {
			continue
		}
		a := CanonicalAction(Action(name))
		if otherTools[name] {
			a = ActionOther
		} else if a == Action(name) && unknownAction(a) {
			// Kept as written, as a trace keeps an action it does not know (its error may
			// quote it, masked by what the steps typed).
			a = Action(name)
			if raw := firstNonEmpty(it.Action, it.Tool, it.Type); len(strings.ToLower(raw)) == len(raw) {
				a = Action(raw[len(raw)-len(name):]) // its own case, "browser_" or "page." left out
			}
		}
		first := ""
		if len(it.Values) > 0 {
			first = it.Values[0]
		}
		st := Step{Action: a, URL: firstNonEmpty(it.URL, pageURL), Value: firstNonEmpty(it.Value, it.Text, it.Key, first), Error: it.Error,
			Extracted: it.Extracted, DurationMS: it.DurationMS, URLAfter: it.URLAfter, Title: it.Title,
			Sensitive: it.Sensitive, Conditional: it.Conditional}
		if a == ActionOther && st.Value == "" && name != string(ActionOther) {
			st.Value = strings.ReplaceAll(name, "_", " ") // "navigate back"
		}
		back := false
		if a == ActionOther && goesBack(st.Value) {
			if n := len(visited); n >= 2 {
				// Back to the page before: a navigation a replay can follow.
				st, back = Step{Action: ActionNavigate, URL: visited[n-2]}, true
				visited = visited[:n-1]
			}
		}
		if t := bytes.TrimSpace(it.Target); len(t) > 0 && string(t) != "null" {
			if t[0] == '"' {
				var s string
				if err := json.Unmarshal(t, &s); err != nil {
					return nil, badInput(f+".target", jsonErr(err, t))
				}
				if a == ActionNavigate && strings.Contains(s, "://") {
					st.URL = s
				} else if it.Element != "" && snapshotRef.MatchString(strings.TrimSpace(s)) {
					// Playwright MCP 0.0.8x's "target": "e42", a ref as "ref" was before: the
					// element's description below stands for it
				} else {
					st.Target = &Target{Selector: s}
				}
			} else {
				if err := checkAllKeys(t, reflect.TypeFor[Target]()); err != nil {
					return nil, within(f+".target", err)
				}
				var tg Target
				if err := json.Unmarshal(t, &tg); err != nil {
					return nil, badInput(f+".target", jsonErr(err, t))
				}
				for k, fr := range tg.Frame {
					if fr < 0 { // as the trace schema refuses it (an import would refuse it after)
						return nil, badInput(fmt.Sprintf("%s.target.frame[%d]", f, k), fmt.Sprintf("%d, want 0 or more", fr))
					}
				}
				st.Target = &tg
			}
		}
		if st.Action == ActionNavigate && st.URL != "" && !back {
			visited = append(visited, st.URL)
		}
		if el := strings.TrimSpace(it.Element); el != "" {
			if st.Target == nil {
				// "Releases link": the link named "Releases" (its description's last word, a role)
				role, name := selector.DescribedElement(el)
				st.Target = &Target{Role: role, Name: clip(name, 300)}
			}
			// "Password textbox": the words say what the locator may not (SPEC §8).
			st.Sensitive = st.Sensitive || redact.DescribedSecret(st.Value, el)
		}
		steps = append(steps, st)
		if it.Submit && st.Error == "" {
			// browser_type's submit: Enter pressed in the field after the text
			enter := Step{Action: ActionPress, URL: st.URL, Value: "Enter"}
			if st.Target != nil {
				t := *st.Target
				enter.Target = &t
			}
			steps = append(steps, enter)
		}
	}
	if len(steps) == 0 {
		return nil, badInput("steps", "no step acts on the page (snapshots and screenshots are no steps)")
	}
	return steps, nil
}

// shortTrace builds a trace from the seeds' short form of experience_save (url, steps,
// selectors, intent).
func shortTrace(req SaveRequest, max int) (*Trace, error) {
	if strings.TrimSpace(req.URL) == "" {
		return nil, badInput("url", "required with the short form (steps)")
	}
	steps, err := parseShortSteps(req.Steps, req.URL, max)
	if err != nil {
		return nil, err
	}
	tr := &Trace{Task: firstNonEmpty(req.Intent, "task on "+req.URL), StartURL: req.URL, Outcome: req.Outcome,
		Steps: steps, SessionID: req.SessionID, Source: "short"}
	if sel := bytes.TrimSpace(req.Selectors); len(sel) > 0 && string(sel) != "null" {
		if sel[0] == '"' {
			var inner string
			if err := json.Unmarshal(sel, &inner); err != nil {
				return nil, badInput("selectors", jsonErr(err, sel))
			}
			sel = []byte(inner)
		}
		var byPurpose map[string]string
		if err := json.Unmarshal(sel, &byPurpose); err != nil {
			var list []string
			if err2 := json.Unmarshal(sel, &list); err2 != nil {
				return nil, badInput("selectors", "must be an object of purpose → selector or an array of selectors")
			}
			byPurpose = map[string]string{}
			for i, s := range list {
				byPurpose["selector "+strconv.Itoa(i+1)] = s
			}
		}
		tr.Selectors = byPurpose
	}
	if err := tr.Validate(); err != nil {
		var ie *InputError
		if errors.As(err, &ie) && ie.Field == "start_url" {
			return nil, badInput("url", ie.Msg)
		}
		return nil, err
	}
	return tr, nil
}
