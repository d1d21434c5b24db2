package ingest

// Chrome DevTools Recorder / Puppeteer Replay UserFlow importer.
//
// A UserFlow is {"title": …, "steps": [{"type": "navigate", "url": …}, {"type": "click",
// "selectors": [["aria/Sign in[role=\"button\"]"], ["#login"], ["xpath///*[@id=\"login\"]"]]}, …]}.
// Each entry of "selectors" is one alternative; an alternative written as an array is a path
// whose elements each cross one shadow root. "frame" is the frame path as indexes, and
// "assertedEvents" [{type: navigation, url, title}] is the navigation the recorder saw the
// step cause — the only success evidence a recording carries besides waitForElement.
//
// Steps map to waymark actions: navigate; click → click (another mouse button → other),
// doubleClick → other "double click"; change → fill; keyDown → press (with the modifiers
// held: "Control+a"), aimed at the element last clicked or changed on the page, where the
// keys went; keyUp closes the press; scroll; waitForElement → wait; hover → other. setViewport,
// emulateNetworkConditions and close are dropped; waitForExpression and customStep are
// dropped with a warning (they need a script or an extension).

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"path"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/waymark-dev/waymark"
	"github.com/waymark-dev/waymark/internal/jsonkind"
	"github.com/waymark-dev/waymark/internal/redact"
	"github.com/waymark-dev/waymark/internal/selector"
	"github.com/waymark-dev/waymark/internal/urlpattern"
)

func init() { Register(crImporter{}) }

// crImporter reads Chrome Recorder UserFlows, alone or nested in any JSON wrapper.
type crImporter struct{}

// crStepTypes are the step types of the Puppeteer Replay UserFlow schema.
var crStepTypes = map[string]bool{
	"setViewport": true, "navigate": true, "click": true, "doubleClick": true, "change": true,
	"keyDown": true, "keyUp": true, "scroll": true, "waitForElement": true,
	"waitForExpression": true, "hover": true, "close": true, "customStep": true,
	"emulateNetworkConditions": true,
}

// crMaxDepth bounds the search for flows inside a wrapper.
const crMaxDepth = 32

func (crImporter) Name() string { return "chrome-recorder" }

// Detect accepts JSON holding at least one UserFlow, at the top or nested in a wrapper
// (crIsFlow says what a flow is).
func (crImporter) Detect(src Source) bool {
	d := src.Data
	if len(d) == 0 || len(d) > MaxFileBytes || !bytes.Contains(d, []byte(`"steps"`)) || !bytes.Contains(d, []byte(`"type"`)) {
		return false
	}
	d = bytes.TrimSpace(d)
	if len(d) == 0 || (d[0] != '{' && d[0] != '[') {
		return false
	}
	return len(crFindFlows(json.RawMessage(d), "", 0, crIsFlow, nil)) > 0
}

// Near says why JSON holding what would be a UserFlow but for its step types is not read:
// the first flow whose steps all have a type, the recorder's own types among them (crIsFlow's
// test for those alone), and a type the recorder does not write (crOddFlows). "" for
// anything else.
func (crImporter) Near(src Source) string {
	d := bytes.TrimSpace(src.Data)
	if len(d) == 0 || len(d) > MaxFileBytes || !bytes.Contains(d, []byte(`"steps"`)) || (d[0] != '{' && d[0] != '[') {
		return ""
	}
	if odd := crOddFlows(json.RawMessage(d)); len(odd) > 0 {
		return odd[0]
	}
	return ""
}

// crOddFlows says, for each object of d in document order that would be a UserFlow but for
// a step of a type the recorder does not write (crOddStep), why it is not read: the flow,
// by its title and JSON path when it has them, the step and its type ("a Chrome Recorder
// flow \"Checkout\" at flows[1], but steps[2] has the type \"hoverOver\", …").
func crOddFlows(d json.RawMessage) []string {
	found := crFindFlows(d, "", 0, func(obj map[string]json.RawMessage) bool {
		_, ok := crOddStep(obj)
		return ok
	}, nil)
	if len(found) == 0 {
		return nil
	}
	known := make([]string, 0, len(crStepTypes))
	for t := range crStepTypes {
		known = append(known, t)
	}
	sort.Strings(known)
	var out []string
	for _, f := range found {
		var flow struct {
			Title string `json:"title"`
			Steps []struct {
				Type string `json:"type"`
			} `json:"steps"`
		}
		var obj map[string]json.RawMessage
		if json.Unmarshal(f.raw, &obj) != nil || json.Unmarshal(f.raw, &flow) != nil {
			continue
		}
		i, _ := crOddStep(obj)
		name := ""
		if flow.Title != "" {
			name = " " + strconv.Quote(crClip(flow.Title, 100))
		}
		if f.path != "" {
			name += " at " + f.path
		}
		out = append(out, fmt.Sprintf("a Chrome Recorder flow%s, but steps[%d] has the type %q, which the recorder does not write (its types: %s)",
			name, i, crClip(flow.Steps[i].Type, 100), strings.Join(known, ", ")))
	}
	return out
}

// crOddStep returns the index of the first step of obj whose type the recorder does not
// write, when obj would be a UserFlow (crIsFlow) with the steps of those types left out;
// ok is false otherwise.
func crOddStep(obj map[string]json.RawMessage) (i int, ok bool) {
	var steps []json.RawMessage
	if json.Unmarshal(obj["steps"], &steps) != nil || len(steps) == 0 {
		return 0, false
	}
	odd := -1
	var kept []json.RawMessage
	for j, s := range steps {
		var st struct {
			Type json.RawMessage `json:"type"`
		}
		var typ string
		if json.Unmarshal(s, &st) != nil || json.Unmarshal(st.Type, &typ) != nil || typ == "" {
			return 0, false
		}
		if !crStepTypes[typ] {
			if odd < 0 {
				odd = j
			}
			continue
		}
		kept = append(kept, s)
	}
	if odd < 0 || len(kept) == 0 {
		return 0, false
	}
	rest := make(map[string]json.RawMessage, len(obj))
	for k, v := range obj {
		rest[k] = v
	}
	raw, err := json.Marshal(kept)
	if err != nil {
		return 0, false
	}
	rest["steps"] = raw
	return odd, crIsFlow(rest)
}

// Convert returns one trace per flow, in document order. In a collection a flow that
// cannot be converted is refused alone (Converted.Err, naming its JSON path), and so is one
// of a step type the recorder does not write (after the others); the error names every
// flow when none converts.
func (crImporter) Convert(src Source) ([]Converted, error) {
	if len(src.Data) > MaxFileBytes {
		return nil, fmt.Errorf("chrome recorder: file is %d bytes, over the limit of %d", len(src.Data), MaxFileBytes)
	}
	d := bytes.TrimSpace(src.Data)
	if !json.Valid(d) {
		return nil, fmt.Errorf("chrome recorder: %s", crJSONError(d))
	}
	flows := crFindFlows(json.RawMessage(d), "", 0, crIsFlow, nil)
	if len(flows) == 0 {
		if why := (crImporter{}).Near(src); why != "" {
			return nil, fmt.Errorf("chrome recorder: %s", why)
		}
		return nil, fmt.Errorf("chrome recorder: no UserFlow found (an object with steps[] of recorder step types such as navigate, click, change)")
	}
	base := strings.TrimSuffix(path.Base(strings.ReplaceAll(src.Path, "\\", "/")), path.Ext(src.Path))
	if base == "" || base == "." || base == "/" {
		base = "chrome recording"
	}
	var out []Converted
	var errs []string
	for i, f := range flows {
		fallback := base
		if len(flows) > 1 {
			fallback = fmt.Sprintf("%s #%d", base, i+1)
		}
		c, err := crConvertFlow(f.raw, fallback, f.path)
		if err != nil {
			errs = append(errs, err.Error())
			// In a collection one bad flow does not sink the others.
			c = Converted{Err: &waymark.InputError{Msg: err.Error(), Err: waymark.ErrInvalidTrace}} // names the flow and its path
		}
		out = append(out, c)
	}
	// A flow of a step type the recorder does not write is refused alone, named, after the
	// others: it is not left out without a word.
	odd := crOddFlows(json.RawMessage(d))
	for _, why := range odd {
		out = append(out, Converted{Err: &waymark.InputError{Msg: why, Err: waymark.ErrInvalidTrace}})
		errs = append(errs, why)
	}
	if len(errs) == len(flows)+len(odd) {
		return nil, fmt.Errorf("chrome recorder: %s", strings.Join(errs, "; "))
	}
	return out, nil
}

// crFound is one flow found in a document, with its JSON path ("recordings[0].recordings[2]").
type crFound struct {
	raw  json.RawMessage
	path string
}

// crFindFlows collects the objects in v that is (crIsFlow: the UserFlows) takes, in document
// order (object keys sorted), without looking inside one.
func crFindFlows(v json.RawMessage, at string, depth int, is func(map[string]json.RawMessage) bool, out []crFound) []crFound {
	v = bytes.TrimSpace(v)
	if depth > crMaxDepth || len(v) == 0 {
		return out
	}
	switch v[0] {
	case '{':
		var obj map[string]json.RawMessage
		if json.Unmarshal(v, &obj) != nil {
			return out
		}
		if is(obj) {
			return append(out, crFound{raw: v, path: at})
		}
		keys := make([]string, 0, len(obj))
		for k := range obj {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			p := k
			if at != "" {
				p = at + "." + k
			}
			out = crFindFlows(obj[k], p, depth+1, is, out)
		}
	case '[':
		var arr []json.RawMessage
		if json.Unmarshal(v, &arr) != nil {
			return out
		}
		for i, x := range arr {
			out = crFindFlows(x, fmt.Sprintf("%s[%d]", at, i), depth+1, is, out)
		}
	}
	return out
}

// crIsFlow reports whether obj is a UserFlow: a non-empty steps array whose items all have
// a recorder step type, with at least one step no other format writes the same way (a
// selectors list, or a type other than click and scroll: workflow-use also has those).
func crIsFlow(obj map[string]json.RawMessage) bool {
	raw, ok := obj["steps"]
	if !ok {
		return false
	}
	if t, ok := obj["title"]; ok && !crIsString(t) {
		return false
	}
	var steps []json.RawMessage
	if json.Unmarshal(raw, &steps) != nil || len(steps) == 0 {
		return false
	}
	own := false
	for _, s := range steps {
		var st struct {
			Type        json.RawMessage `json:"type"`
			Selectors   json.RawMessage `json:"selectors"`
			CSSSelector json.RawMessage `json:"cssSelector"`
		}
		if json.Unmarshal(s, &st) != nil || st.CSSSelector != nil {
			return false
		}
		var typ string
		if json.Unmarshal(st.Type, &typ) != nil || !crStepTypes[typ] {
			return false
		}
		if st.Selectors != nil || (typ != "click" && typ != "scroll") {
			own = true
		}
	}
	return own
}

func crIsString(raw json.RawMessage) bool {
	raw = bytes.TrimSpace(raw)
	return len(raw) > 0 && raw[0] == '"'
}

// crStep is one UserFlow step; fields a step type does not use stay empty.
type crStep struct {
	Type           string                     `json:"type"`
	URL            string                     `json:"url"`
	Target         string                     `json:"target"`
	Selectors      json.RawMessage            `json:"selectors"`
	Frame          []int                      `json:"frame"`
	Value          string                     `json:"value"`
	Key            string                     `json:"key"`
	Button         string                     `json:"button"`
	Name           string                     `json:"name"`
	Attributes     map[string]json.RawMessage `json:"attributes"`
	AssertedEvents []crEvent                  `json:"assertedEvents"`
	// A waitForElement's expectation: how many elements (count, compared by operator,
	// "==" by default) and whether they are visible; "count": 0 or "visible": false
	// waits for the element to be gone.
	Operator string `json:"operator"`
	Count    *int   `json:"count"`
	Visible  *bool  `json:"visible"`
}

// crEvent is one asserted event; only "navigation" events are used.
type crEvent struct {
	Type  string `json:"type"`
	URL   string `json:"url"`
	Title string `json:"title"`
}

// crModifiers are keys that only change the next key press.
var crModifiers = map[string]bool{"Shift": true, "Control": true, "Alt": true, "Meta": true}

// crConvertFlow converts one UserFlow into a trace; at is its JSON path in a wrapper, for
// errors.
func crConvertFlow(raw json.RawMessage, fallback, at string) (Converted, error) {
	var doc struct {
		Title json.RawMessage   `json:"title"`
		Steps []json.RawMessage `json:"steps"`
	}
	if err := json.Unmarshal(raw, &doc); err != nil {
		return Converted{}, fmt.Errorf("flow %q: %s", fallback, crDecodeError(err, raw))
	}
	task := fallback
	var title string
	if json.Unmarshal(doc.Title, &title) == nil && strings.TrimSpace(title) != "" {
		task = strings.TrimSpace(title)
	}
	name := func() string {
		if at != "" {
			return fmt.Sprintf("flow %q (at %s)", task, at)
		}
		return fmt.Sprintf("flow %q", task)
	}
	steps := make([]crStep, len(doc.Steps))
	for i, s := range doc.Steps {
		if err := json.Unmarshal(s, &steps[i]); err != nil {
			return Converted{}, fmt.Errorf("%s: steps[%d]: %s", name(), i, crDecodeError(err, s))
		}
	}
	start := ""
	for _, s := range steps {
		if s.Type == "navigate" && crHTTP(s.URL) {
			start = s.URL
			break
		}
	}
	if start == "" {
	events:
		for _, s := range steps {
			for _, ev := range s.AssertedEvents {
				if ev.Type == "navigation" && crHTTP(ev.URL) {
					start = ev.URL
					break events
				}
			}
		}
	}
	if start == "" {
		for _, s := range steps {
			if s.Type == "navigate" && s.URL != "" {
				return Converted{}, fmt.Errorf("%s: no http(s) URL: navigate to %q is not allowed", name(), crClip(s.URL, 200))
			}
		}
		return Converted{}, fmt.Errorf("%s: no URL: the flow has no navigate step", name())
	}
	c := Converted{URL: start}
	warn := func(format string, a ...any) { c.Warnings = append(c.Warnings, fmt.Sprintf(format, a...)) }
	tr := &waymark.Trace{Task: task, StartURL: start, Source: "chrome-recorder"}
	cur, evidence := start, ""
	var held []string
	var focus *waymark.Target // the element keys go to: the last one clicked or changed
	otherPages := map[string]bool{}
	for i, s := range steps {
		if s.Target != "" && s.Target != "main" && !otherPages[s.Target] {
			otherPages[s.Target] = true
			warn("steps[%d] acts in another page (target %q); its steps are kept in order", i, s.Target)
		}
		var st *waymark.Step
		newStep := func(a waymark.Action) *waymark.Step { return &waymark.Step{Action: a, URL: cur} }
		switch s.Type {
		case "navigate":
			if !crHTTP(s.URL) {
				warn("steps[%d]: navigate to %q skipped: not an http(s) URL", i, crClip(s.URL, 200))
				break
			}
			cur, evidence, focus = s.URL, "", nil
			st = newStep(waymark.ActionNavigate)
		case "click", "doubleClick":
			st = newStep(waymark.ActionClick)
			switch {
			case s.Button != "" && s.Button != "primary":
				// a context-menu or middle click is not a click a replay may make
				st.Action, st.Value = waymark.ActionOther, s.Button+" button"
			case s.Type == "doubleClick":
				// Not a click the route may merge with the click before it (a retry).
				st.Action, st.Value = waymark.ActionOther, doubleClick
			}
			st.Target = crTarget(s, &c)
			focus = st.Target
		case "change":
			st = newStep(waymark.ActionFill)
			st.Target = crTarget(s, &c)
			st.Value = s.Value
			st.Sensitive = crSensitive(st.Target)
			focus = st.Target
		case "keyDown":
			if crModifiers[s.Key] {
				held = append(held, s.Key)
				break
			}
			if s.Key == "" {
				warn("steps[%d]: keyDown without a key skipped", i)
				break
			}
			st = newStep(waymark.ActionPress)
			st.Value = strings.Join(append(append([]string(nil), held...), s.Key), "+")
			st.Target = crCopyTarget(focus)
		case "keyUp": // paired with its keyDown, which made the press
			for j := len(held) - 1; j >= 0; j-- {
				if held[j] == s.Key {
					held = append(held[:j], held[j+1:]...)
					break
				}
			}
		case "scroll":
			st = newStep(waymark.ActionScroll)
			st.Target = crTarget(s, &c)
		case "waitForElement":
			st = newStep(waymark.ActionWait)
			st.Target = crTarget(s, &c)
			switch {
			case s.Count != nil && (*s.Count == 0 && (s.Operator == "" || s.Operator == "==") || *s.Count <= 1 && s.Operator == "<"):
				st.Value = "not present" // the element gone: a banner closed, a spinner done
			case s.Visible != nil && !*s.Visible:
				st.Value = "not visible"
			default:
				if sel := crBestLocator(s.Selectors); sel != "" {
					evidence = sel // Chrome Recorder's "add assertion" writes waitForElement
				}
			}
		case "hover":
			st = newStep(waymark.ActionOther)
			st.Target = crTarget(s, &c)
		case "waitForExpression":
			warn("steps[%d]: waitForExpression skipped: page scripts are not kept", i)
		case "customStep":
			warn("steps[%d]: customStep %q skipped: it needs the extension that recorded it", i, crClip(s.Name, 100))
		case "setViewport", "emulateNetworkConditions", "close":
		default:
			warn("steps[%d]: unknown step type %q skipped", i, crClip(s.Type, 100))
		}
		for _, ev := range s.AssertedEvents {
			if ev.Type != "navigation" || !crHTTP(ev.URL) {
				continue
			}
			if st != nil {
				st.URLAfter, st.Title = ev.URL, ev.Title
			}
			cur, evidence, focus = ev.URL, "url:"+ev.URL, nil
		}
		if st != nil {
			tr.Steps = append(tr.Steps, *st)
		}
	}
	if len(tr.Steps) == 0 {
		return Converted{}, fmt.Errorf("%s: no step that replays", name())
	}
	tr.SuccessIndicator = evidence
	if err := crValidate(tr); err != nil {
		return Converted{}, fmt.Errorf("%s: %w", name(), err)
	}
	c.Trace = tr
	return c, nil
}

// crTarget converts a step's selectors, frame and asserted attributes (SPEC §13): CSS
// alternatives (pierce/ included) in recorder order as Selector and Selectors, the first
// xpath/, aria/ and text/ alternative as XPath, Role+Name and Text; a multi-hop
// alternative's hosts become Shadow.
func crTarget(s crStep, c *Converted) *waymark.Target {
	t := &waymark.Target{}
	seen := map[string]bool{}
	for _, hops := range crAlternatives(s.Selectors) {
		last := hops[len(hops)-1]
		if len(hops) > 1 && t.Shadow == nil {
			for _, h := range hops[:len(hops)-1] {
				t.Shadow = append(t.Shadow, crHop(h))
			}
		}
		if rest, ok := crPrefix(last, "aria/"); ok {
			if t.Role == "" && t.Name == "" && rest != "" {
				t.Name, t.Role = crAria(rest)
			}
		} else if rest, ok := crPrefix(last, "xpath/"); ok {
			if t.XPath == "" {
				t.XPath = rest
			}
		} else if rest, ok := crPrefix(last, "text/"); ok {
			if t.Text == "" {
				t.Text = rest
			}
		} else {
			if rest, ok := crPrefix(last, "pierce/"); ok {
				last = rest
			}
			if last != "" && !seen[last] {
				seen[last] = true
				t.Selectors = append(t.Selectors, last)
			}
		}
	}
	crPrimary(t)
	for _, f := range s.Frame {
		if f < 0 {
			c.Warnings = append(c.Warnings, fmt.Sprintf("negative frame index in %v dropped", s.Frame))
			t.Frame = nil
			break
		}
		t.Frame = append(t.Frame, f)
	}
	for k, raw := range s.Attributes {
		var v string
		if json.Unmarshal(raw, &v) == nil && k != "" {
			if t.Attributes == nil {
				t.Attributes = map[string]string{}
			}
			t.Attributes[k] = v
		}
	}
	if t.Empty() && len(t.Frame) == 0 && len(t.Shadow) == 0 {
		return nil
	}
	return t
}

// crPrimary moves the first of t.Selectors into t.Selector: waymark reads Selector, then
// Selectors, as the alternatives in order, and the root package's loop check, consent
// detection and field redaction look at Selector alone.
func crPrimary(t *waymark.Target) {
	if t.Selector != "" || len(t.Selectors) == 0 {
		return
	}
	t.Selector = t.Selectors[0]
	t.Selectors = t.Selectors[1:]
	if len(t.Selectors) == 0 {
		t.Selectors = nil
	}
}

// crCopyTarget copies t so that steps made from one command do not share a target.
func crCopyTarget(t *waymark.Target) *waymark.Target {
	if t == nil {
		return nil
	}
	cp := *t
	cp.Selectors = append([]string(nil), t.Selectors...)
	cp.Frame = append([]int(nil), t.Frame...)
	if len(cp.Frame) == 0 {
		cp.Frame = nil
	}
	if len(cp.Selectors) == 0 {
		cp.Selectors = nil
	}
	if t.Attributes != nil {
		cp.Attributes = make(map[string]string, len(t.Attributes))
		for k, v := range t.Attributes {
			cp.Attributes[k] = v
		}
	}
	return &cp
}

// crAlternatives reads a selectors list: each item a string (one hop) or an array of
// strings (a path across shadow roots). Empty hops and items of other types are dropped.
func crAlternatives(raw json.RawMessage) [][]string {
	var items []json.RawMessage
	if len(raw) == 0 || json.Unmarshal(raw, &items) != nil {
		return nil
	}
	var out [][]string
	for _, it := range items {
		var one string
		var hops []string
		if json.Unmarshal(it, &one) == nil {
			hops = []string{one}
		} else if json.Unmarshal(it, &hops) != nil {
			continue
		}
		var clean []string
		for _, h := range hops {
			if h = strings.TrimSpace(h); h != "" {
				clean = append(clean, h)
			}
		}
		if len(clean) > 0 {
			out = append(out, clean)
		}
	}
	return out
}

// crHop writes a shadow host hop as waymark reads it: plain CSS for CSS and pierce/, the
// normalised locator (role=…, xpath=…, text=…) for the other recorder prefixes.
func crHop(h string) string {
	if rest, ok := crPrefix(h, "pierce/"); ok && rest != "" {
		return rest
	}
	for _, p := range []string{"aria/", "xpath/", "text/"} {
		if _, ok := crPrefix(h, p); ok {
			if c := selector.ParseLocator(h); c.Stability > 0 {
				return c.Value
			}
		}
	}
	return h
}

// crBestLocator is the most stable selector alternative as one locator (hops joined by
// " >> "), for a success indicator; ties keep recorder order.
func crBestLocator(raw json.RawMessage) string {
	best, bestScore := "", 0.0
	for _, hops := range crAlternatives(raw) {
		c := selector.ParseLocator(strings.Join(hops, " >> "))
		if c.Stability > bestScore {
			best, bestScore = c.Value, c.Stability
		}
	}
	return best
}

// crPrefix returns s without prefix (matched case-insensitively), trimmed, and whether s
// had it.
func crPrefix(s, prefix string) (string, bool) {
	if len(s) >= len(prefix) && strings.EqualFold(s[:len(prefix)], prefix) {
		return strings.TrimSpace(s[len(prefix):]), true
	}
	return "", false
}

var crAriaRole = regexp.MustCompile(`^(.*?)\[role=["']?([A-Za-z]+)["']?\]$`)

// crAria splits a Puppeteer ARIA query "Name[role=\"button\"]" into name and role.
func crAria(q string) (name, role string) {
	if m := crAriaRole.FindStringSubmatch(q); m != nil {
		return strings.TrimSpace(m[1]), m[2]
	}
	return q, ""
}

// crSecretClasses are the field classes whose typed value is a secret (SPEC §8).
var crSecretClasses = map[string]bool{
	redact.Password: true, redact.OTP: true, redact.PIN: true, redact.CardNumber: true,
	redact.CVV: true, redact.CardExpiry: true, redact.SSN: true, redact.Secret: true,
}

// crSensitive reports whether t is plainly a secret field (a password, OTP, card or secret
// input) by its type/autocomplete attributes or the words of its selectors, name and XPath.
func crSensitive(t *waymark.Target) bool {
	if t == nil {
		return false
	}
	f := redact.Field{XPath: t.XPath, Role: t.Role, Name: t.Name, Label: t.Label, Attributes: t.Attributes}
	if crSecretClasses[redact.Classify(f)] {
		return true
	}
	for _, s := range append([]string{t.Selector}, t.Selectors...) {
		if s == "" {
			continue
		}
		f.Selector = s
		if crSecretClasses[redact.Classify(f)] {
			return true
		}
	}
	return false
}

// crHTTP reports whether u is a URL a trace may hold (http or https, SPEC §13).
func crHTTP(u string) bool {
	_, err := urlpattern.Parse(u)
	return err == nil
}

// crValidate checks a converted trace the way a save will: marshalled and read back by
// waymark.ParseTrace (schema, limits, URLs).
func crValidate(tr *waymark.Trace) error {
	b, err := json.Marshal(tr)
	if err != nil {
		return fmt.Errorf("encode trace: %w", err)
	}
	if _, err := waymark.ParseTrace(b, 0); err != nil {
		return fmt.Errorf("converted trace is invalid: %w", err)
	}
	return nil
}

// crJSONError describes why data is not valid JSON, with the byte offset of a syntax error.
func crJSONError(data []byte) string {
	var v any
	return crDecodeError(json.Unmarshal(data, &v), data)
}

// crDecodeError describes a decoding error of data: a syntax error with its byte offset, a
// truncated document, or a field of the wrong JSON type.
func crDecodeError(err error, data []byte) string {
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	switch {
	case err == nil:
		return "unexpected JSON shape"
	case errors.As(err, &te):
		return fmt.Sprintf("field %q: expected %s, got JSON %s", te.Field, jsonkind.Of(te.Type), te.Value)
	case strings.Contains(err.Error(), "unexpected end of JSON"):
		return fmt.Sprintf("truncated JSON (ends after %d bytes)", len(data))
	case errors.As(err, &se):
		return fmt.Sprintf("malformed JSON at byte %d: %v", se.Offset, se)
	}
	return "malformed JSON: " + err.Error()
}

// crClip shortens s to n bytes at a rune boundary for messages.
func crClip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n] + "…"
}
