package waymark

import "strings"

// Action names one browser action of a [Step] (SPEC §1). Unknown actions read from outside
// input are kept as written; extraction treats them like [ActionOther].
type Action string

// The step actions of SPEC §1.
const (
	ActionNavigate Action = "navigate"
	ActionClick    Action = "click"
	ActionFill     Action = "fill"
	ActionSelect   Action = "select"
	ActionPress    Action = "press"
	ActionScroll   Action = "scroll"
	ActionWait     Action = "wait"
	ActionExtract  Action = "extract"
	ActionDone     Action = "done"
	ActionOther    Action = "other"
)

// actionAliases are the names other recorders, agents and browser MCP servers give the
// actions of SPEC §1 (Playwright's "type", browser-use's "input_text" and "open_tab", Puppeteer's "goto",
// WebDriver's "sendKeys", the tools "select_option", "press_key", "wait_for", …), lower
// case; [CanonicalAction] reads them as those actions.
var actionAliases = map[string]Action{
	"navigate": ActionNavigate, "goto": ActionNavigate, "go_to_url": ActionNavigate, "open": ActionNavigate,
	"open_tab": ActionNavigate, "open_new_tab": ActionNavigate, "new_tab": ActionNavigate, "open_url": ActionNavigate, "go_to": ActionNavigate,
	"switch_tab": ActionOther, "close_tab": ActionOther, // Browser-Use's tabs: the page after is the step's url
	"click": ActionClick, "tap": ActionClick,
	"fill": ActionFill, "type": ActionFill, "input_text": ActionFill, "input": ActionFill,
	"type_text": ActionFill, "sendkeys": ActionFill, "send_keys": ActionFill,
	"select": ActionSelect, "select_option": ActionSelect,
	"press": ActionPress, "press_key": ActionPress, "keypress": ActionPress,
	"scroll": ActionScroll, "wait": ActionWait, "wait_for": ActionWait,
	"extract": ActionExtract, "extract_content": ActionExtract, "get_text": ActionExtract,
	"done": ActionDone, "other": ActionOther,
}

// CanonicalAction returns the action of SPEC §1 that a is another name for, in any
// letter case and with surrounding white space ("type", "Fill", " goto " → fill, fill,
// navigate), and a itself when it names none ("hover" stays "hover"; extraction treats
// it as [ActionOther]). [Trace.Validate] applies it to every step.
func CanonicalAction(a Action) Action {
	if c, ok := actionAliases[strings.ToLower(strings.TrimSpace(string(a)))]; ok {
		return c
	}
	return a
}

// Outcome says how a task execution ended: "success" or "failure" (SPEC §3).
type Outcome string

// The two outcomes of a trace; the empty outcome means [OutcomeSuccess] (SPEC §13).
const (
	OutcomeSuccess Outcome = "success"
	OutcomeFailure Outcome = "failure"
)

// Trace is one task execution in waymark's own trace format (SPEC §13, schema in
// schema/trace.schema.json). Task, StartURL and at least one step are required.
type Trace struct {
	Task             string  `json:"task"`
	StartURL         string  `json:"start_url"`
	Outcome          Outcome `json:"outcome,omitempty"`
	FinalAnswer      string  `json:"final_answer,omitempty"`
	SessionID        string  `json:"session_id,omitempty"`
	TaskType         string  `json:"task_type,omitempty"`
	SuccessIndicator string  `json:"success_indicator,omitempty"`
	// Source names the format the trace was converted from ("browser-use",
	// "chrome-recorder", …); empty for a trace written in waymark's own format.
	Source string `json:"source,omitempty"`
	// Selectors are extra selectors by purpose (the seeds' short form), kept as selector records.
	Selectors map[string]string `json:"selectors,omitempty"`
	Steps     []Step            `json:"steps"`
}

// Step is one browser action of a [Trace]. Action and URL (the page the step acted on) are
// required; DurationMS is in milliseconds, ≥ 0.
type Step struct {
	Action     Action  `json:"action"`
	URL        string  `json:"url"`
	Target     *Target `json:"target,omitempty"`
	Value      string  `json:"value,omitempty"`
	Extracted  string  `json:"extracted,omitempty"`
	Error      string  `json:"error,omitempty"`
	DurationMS int64   `json:"duration_ms,omitempty"`
	URLAfter   string  `json:"url_after,omitempty"`
	Title      string  `json:"title,omitempty"`
	// Sensitive marks a value typed into a password/secret/OTP/card field; the value is
	// replaced by a placeholder before anything is written (SPEC §8).
	Sensitive bool `json:"sensitive,omitempty"`
	// Conditional marks a step needed only when a site quirk shows up (a cookie banner).
	Conditional string `json:"conditional,omitempty"`
}

// Target is what a step acted on (SPEC §1, §13): selectors and anchors. Frame is the frame
// path as indexes from the top document; Shadow lists the shadow-host selectors crossed.
type Target struct {
	Selector   string            `json:"selector,omitempty"`
	Selectors  []string          `json:"selectors,omitempty"`
	XPath      string            `json:"xpath,omitempty"`
	Role       string            `json:"role,omitempty"`
	Name       string            `json:"name,omitempty"`
	Text       string            `json:"text,omitempty"`
	Label      string            `json:"label,omitempty"`
	Attributes map[string]string `json:"attributes,omitempty"`
	Frame      []int             `json:"frame,omitempty"`
	Shadow     []string          `json:"shadow,omitempty"`
}

// Empty reports whether t names nothing that could find an element again.
func (t *Target) Empty() bool {
	return t == nil || (t.Selector == "" && len(t.Selectors) == 0 && t.XPath == "" &&
		t.Role == "" && t.Name == "" && t.Text == "" && t.Label == "" && len(t.Attributes) == 0)
}

// firstSelector is the recorded CSS selector, or the first of the alternatives.
func (t *Target) firstSelector() string {
	if t.Selector != "" || len(t.Selectors) == 0 {
		return t.Selector
	}
	return t.Selectors[0]
}
