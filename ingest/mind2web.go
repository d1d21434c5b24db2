package ingest

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"golang.org/x/net/publicsuffix"

	"github.com/waymark-dev/waymark"
	"github.com/waymark-dev/waymark/internal/selector"
)

// The Mind2Web importer reads the task records of Mind2Web (Deng et al., 2023, "Mind2Web:
// Towards a Generalist Agent for the Web", CC BY 4.0), in two shapes:
//
//   - processed: a JSON array of {website, id, domain, subdomain, confirmed_task,
//     action_reprs[]}, each action a line "[tag]  text -> OP: value" (the shape of
//     browser-use's tests/mind2web_data/processed.json);
//   - full records: one object, or an array of objects, of {website, domain, subdomain,
//     annotation_id, confirmed_task, action_reprs[], actions[{action_uid, operation {op,
//     original_op, value}, pos_candidates [{tag, attributes (a JSON string)}],
//     neg_candidates, raw_html, cleaned_html}]} (the dataset's train/test files). Page HTML
//     and negative candidates are never kept.
//
// Mind2Web records no URLs. Every step of a converted task is placed on the site's home
// page, https://www.<website>.com/ (see [Mind2WebStartURL]), and the trace starts with a
// navigate step to it.

func init() { Register(m2wImporter{}) }

// m2wImporter is the "mind2web" format.
type m2wImporter struct{}

func (m2wImporter) Name() string { return "mind2web" }

// Detect accepts a JSON array (or one object) of records with confirmed_task and
// action_reprs or actions.
func (m2wImporter) Detect(src Source) bool {
	data := trimJSON(src.Data)
	if len(data) == 0 || len(data) > MaxFileBytes || !bytes.Contains(data, []byte(`"confirmed_task"`)) {
		return false
	}
	var first map[string]json.RawMessage
	switch data[0] {
	case '[':
		var recs []map[string]json.RawMessage
		if json.Unmarshal(data, &recs) != nil || len(recs) == 0 {
			return false
		}
		first = recs[0]
	case '{':
		if json.Unmarshal(data, &first) != nil {
			return false
		}
	default:
		return false
	}
	_, task := first["confirmed_task"]
	_, reprs := first["action_reprs"]
	_, acts := first["actions"]
	return task && (reprs || acts)
}

// Mind2WebTask is one Mind2Web task: ID (id, or annotation_id in full records), the website
// name as Mind2Web writes it ("exploretock", "last.fm", "sports.yahoo"), the domain and
// subdomain ("Travel", "Restaurant"), the task text (confirmed_task) and the actions in
// order.
type Mind2WebTask struct {
	ID, Website, Domain, Subdomain, Task string
	Actions                              []Mind2WebAction
}

// Mind2WebAction is one action of a [Mind2WebTask], read from its action_reprs line
// "[Role]  Text -> Op: Value": Role is the bracketed tag as written (an ARIA role such as
// "combobox", or an HTML or SVG tag such as "svg"), Text the element's text (may be empty),
// Op the operation (CLICK, TYPE, SELECT, HOVER, ENTER; "" when the line does not parse, Text
// then holds the whole line), Value the typed or selected value.
//
// Tag and Attributes describe the element acted on (the first positive candidate); only
// full records carry them, without Mind2Web's bookkeeping attributes (backend_node_id,
// bounding_box_rect, …) and the page's pre-filled value. aria_label is renamed aria-label.
type Mind2WebAction struct {
	Role, Text, Op, Value string
	Tag                   string
	Attributes            map[string]string
}

// Mind2WebTasks reads Mind2Web tasks from data: a JSON array of records, or one record
// (see the shapes above). It fails on input that is not JSON, not an array or object of
// records, or a record without confirmed_task and action_reprs/actions or with fields of
// the wrong type; the error names the record by index. Records are returned as written,
// empty ones included.
func Mind2WebTasks(data []byte) ([]Mind2WebTask, error) {
	tasks, _, err := m2wParse(data)
	return tasks, err
}

// m2wParse reads the tasks and notes what it could not read exactly.
func m2wParse(data []byte) ([]Mind2WebTask, []string, error) {
	data = trimJSON(data)
	if len(data) > MaxFileBytes {
		return nil, nil, fmt.Errorf("mind2web: file is %d bytes, over the limit of %d", len(data), MaxFileBytes)
	}
	if len(data) == 0 {
		return nil, nil, errors.New("mind2web: empty input")
	}
	var raws []json.RawMessage
	switch data[0] {
	case '[':
		if err := json.Unmarshal(data, &raws); err != nil {
			return nil, nil, fmt.Errorf("mind2web: malformed JSON: %w", err)
		}
		if len(raws) == 0 {
			return nil, nil, errors.New("mind2web: no task records (empty array)")
		}
	case '{':
		raws = []json.RawMessage{data}
	default:
		return nil, nil, errors.New("mind2web: not a JSON array or object of task records")
	}
	var notes buCounter
	tasks := make([]Mind2WebTask, 0, len(raws))
	for i, raw := range raws {
		t, err := m2wRecord(raw, &notes)
		if err != nil {
			return nil, nil, fmt.Errorf("mind2web: record %d: %w", i, err)
		}
		tasks = append(tasks, t)
	}
	return tasks, notes.lines(), nil
}

// m2wOperation and m2wCandidate are the parts of a full record's action that are read.
type m2wFullAction struct {
	Operation struct {
		Op    string `json:"op"`
		Value string `json:"value"`
	} `json:"operation"`
	PosCandidates []struct {
		Tag              string          `json:"tag"`
		Attributes       json.RawMessage `json:"attributes"`
		IsOriginalTarget bool            `json:"is_original_target"`
	} `json:"pos_candidates"`
}

func m2wRecord(raw json.RawMessage, notes *buCounter) (Mind2WebTask, error) {
	var m map[string]json.RawMessage
	if err := json.Unmarshal(raw, &m); err != nil || m == nil {
		return Mind2WebTask{}, errors.New("not a JSON object")
	}
	_, hasTask := m["confirmed_task"]
	_, hasReprs := m["action_reprs"]
	_, hasActs := m["actions"]
	if !hasTask || !(hasReprs || hasActs) {
		return Mind2WebTask{}, errors.New("not a Mind2Web task (want confirmed_task and action_reprs or actions)")
	}
	var t Mind2WebTask
	for _, f := range []struct {
		dst  *string
		keys []string
	}{
		{&t.ID, []string{"id", "annotation_id"}}, {&t.Website, []string{"website"}},
		{&t.Domain, []string{"domain"}}, {&t.Subdomain, []string{"subdomain"}},
		{&t.Task, []string{"confirmed_task"}},
	} {
		for _, k := range f.keys {
			v, err := m2wString(m[k])
			if err != nil {
				return t, fmt.Errorf("%s: %w", k, err)
			}
			if v != "" {
				*f.dst = v
				break
			}
		}
	}
	var reprs []*string
	if r, ok := m["action_reprs"]; ok {
		if err := json.Unmarshal(r, &reprs); err != nil {
			return t, errors.New("action_reprs: want a list of strings")
		}
	}
	var full []m2wFullAction
	if r, ok := m["actions"]; ok {
		if err := json.Unmarshal(r, &full); err != nil {
			return t, fmt.Errorf("actions: %s", crDecodeError(err, r))
		}
	}
	if hasReprs && hasActs && len(reprs) != len(full) {
		notes.add("records whose action_reprs and actions differ in length", fmt.Sprintf("%s: %d and %d", t.ID, len(reprs), len(full)))
	}
	n := max(len(reprs), len(full))
	for i := 0; i < n; i++ {
		var a Mind2WebAction
		if i < len(reprs) && reprs[i] != nil {
			a = m2wParseRepr(*reprs[i])
		}
		if i < len(full) {
			fa := full[i]
			if a.Op == "" { // no line, or one that does not parse: the operation says what happened
				if op := strings.ToUpper(strings.TrimSpace(buValidUTF8(fa.Operation.Op))); op != "" {
					a = Mind2WebAction{Op: op, Value: buValidUTF8(fa.Operation.Value)}
				}
			}
			if len(fa.PosCandidates) > 0 {
				pc := fa.PosCandidates[0]
				for _, c := range fa.PosCandidates {
					if c.IsOriginalTarget {
						pc = c
						break
					}
				}
				a.Tag = buClamp(strings.ToLower(strings.TrimSpace(buValidUTF8(pc.Tag))), 200)
				a.Attributes = m2wAttrs(pc.Attributes)
				if a.Role == "" {
					a.Role = a.Tag
				}
			}
		}
		t.Actions = append(t.Actions, a)
	}
	return t, nil
}

// m2wString reads a string field (a number is written out; null and absent are "").
func m2wString(raw json.RawMessage) (string, error) {
	if buNull(raw) {
		return "", nil
	}
	var v any
	if err := json.Unmarshal(raw, &v); err != nil {
		return "", err
	}
	switch v.(type) {
	case string, float64:
		return strings.TrimSpace(buText(v)), nil
	}
	return "", errors.New("want a string")
}

// m2wDropAttrs are Mind2Web's bookkeeping attributes and the page's pre-filled values.
var m2wDropAttrs = map[string]bool{
	"backend_node_id": true, "bounding_box_rect": true, "data_pw_testid_buckeye_candidate": true,
	"is_clickable": true, "value": true, "input_value": true, "input_checked": true,
}

// m2wAttrs reads a candidate's attributes: a JSON object encoded in a string (as Mind2Web
// writes them) or an object.
func m2wAttrs(raw json.RawMessage) map[string]string {
	if buNull(raw) {
		return nil
	}
	var s string
	if json.Unmarshal(raw, &s) == nil {
		raw = json.RawMessage(s)
	}
	var obj any
	if json.Unmarshal(raw, &obj) != nil {
		return nil
	}
	attrs := buAttrs(obj)
	for k := range attrs {
		if m2wDropAttrs[k] {
			delete(attrs, k)
		}
	}
	if v, ok := attrs["aria_label"]; ok {
		delete(attrs, "aria_label")
		attrs["aria-label"] = v
	}
	if len(attrs) == 0 {
		return nil
	}
	return attrs
}

// m2wParseRepr reads "[tag]  text -> OP: value". The operation is the first "-> WORD"
// whose WORD is upper case and ends the line or is followed by ":".
func m2wParseRepr(line string) Mind2WebAction {
	line = buValidUTF8(line)
	s := strings.TrimSpace(line)
	end := strings.IndexByte(s, ']')
	if !strings.HasPrefix(s, "[") || end < 0 {
		return Mind2WebAction{Text: s}
	}
	role, rest := strings.TrimSpace(s[1:end]), s[end+1:]
	for from := 0; from < len(rest); {
		k := strings.Index(rest[from:], "->")
		if k < 0 {
			break
		}
		k += from
		after := strings.TrimLeft(rest[k+2:], " ")
		w := 0
		for w < len(after) && after[w] >= 'A' && after[w] <= 'Z' {
			w++
		}
		if w > 0 && (w == len(after) || after[w] == ':') {
			a := Mind2WebAction{Role: role, Text: strings.TrimSpace(rest[:k]), Op: after[:w]}
			if w < len(after) {
				a.Value = strings.TrimPrefix(after[w+1:], " ")
			}
			return a
		}
		from = k + 2
	}
	return Mind2WebAction{Role: role, Text: s}
}

// m2wTLDs are the last labels taken as a top-level domain when a website name already has
// one ("last.fm", "nps.gov", "new.mta.info"); any other name gets ".com" ("sports.yahoo" →
// sports.yahoo.com: .yahoo is a TLD too, but not Mind2Web's meaning).
var m2wTLDs = map[string]bool{
	"com": true, "net": true, "org": true, "gov": true, "edu": true, "mil": true, "int": true,
	"info": true, "io": true, "fm": true, "tv": true, "me": true, "co": true, "us": true,
	"uk": true, "de": true, "fr": true, "ca": true, "au": true, "eu": true, "app": true,
	"dev": true, "ai": true, "biz": true,
}

// Mind2WebStartURL is the home page waymark uses for a Mind2Web website name, which is all
// Mind2Web records of where a task ran: "https://" + host + "/", where host is the name plus
// ".com" unless its last label is a common TLD (com, org, gov, info, fm, …), with "www."
// in front when the host is a registrable domain. "exploretock" → https://www.exploretock.com/,
// "last.fm" → https://www.last.fm/, "new.mta.info" → https://new.mta.info/, "sports.yahoo" →
// https://sports.yahoo.com/. A few sites live elsewhere in reality (Mind2Web's "nyc" is
// nyc.gov); the guess only has to name the site consistently. An empty name or one with
// characters other than letters, digits, "." and "-" is an error.
func Mind2WebStartURL(website string) (string, error) {
	w := strings.ToLower(strings.TrimSpace(website))
	w = strings.TrimPrefix(strings.TrimPrefix(w, "https://"), "http://")
	w = strings.TrimPrefix(strings.TrimSuffix(w, "/"), "www.")
	if w == "" || len(w) > 200 {
		return "", fmt.Errorf("website %q is not a site name", website)
	}
	labels := strings.Split(w, ".")
	for _, l := range labels {
		if l == "" || strings.HasPrefix(l, "-") || strings.HasSuffix(l, "-") {
			return "", fmt.Errorf("website %q is not a site name", website)
		}
		for i := 0; i < len(l); i++ {
			if c := l[i]; !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-') {
				return "", fmt.Errorf("website %q is not a site name", website)
			}
		}
	}
	host := w
	if len(labels) < 2 || !m2wTLDs[labels[len(labels)-1]] {
		host += ".com"
	}
	if reg, err := publicsuffix.EffectiveTLDPlusOne(host); err == nil && reg == host {
		host = "www." + host
	}
	u := "https://" + host + "/"
	if !buHTTP(u) {
		return "", fmt.Errorf("website %q gives no valid URL", website)
	}
	return u, nil
}

// Convert turns every task of the file into one trace. Records without a task, without
// actions or with an unusable website are skipped, with a warning on the first trace.
func (m2wImporter) Convert(src Source) ([]Converted, error) {
	tasks, notes, err := m2wParse(src.Data)
	if err != nil {
		return nil, err
	}
	var out []Converted
	var skipped buCounter
	for i, t := range tasks {
		c, err := m2wConvert(t)
		if err != nil {
			skipped.add("mind2web records skipped", fmt.Sprintf("record %d: %v", i, err))
			continue
		}
		out = append(out, c)
	}
	if len(out) == 0 {
		msg := "no convertible task"
		if l := skipped.lines(); len(l) > 0 {
			msg += ": " + l[0]
		}
		return nil, errors.New("mind2web: " + msg)
	}
	out[0].Warnings = append(out[0].Warnings, notes...)
	out[0].Warnings = append(out[0].Warnings, skipped.lines()...)
	return out, nil
}

// m2wConvert turns one task into a trace: a navigate step to the site's home page, then
// one step per action, all on that page (Mind2Web records no URLs).
func m2wConvert(t Mind2WebTask) (Converted, error) {
	task := strings.TrimSpace(buValidUTF8(t.Task))
	if task == "" {
		return Converted{}, errors.New("empty confirmed_task")
	}
	if len(t.Actions) == 0 {
		return Converted{}, errors.New("no actions")
	}
	if len(t.Actions)+1 > buMaxSteps {
		return Converted{}, fmt.Errorf("%d actions, more than a trace may hold", len(t.Actions))
	}
	start, err := Mind2WebStartURL(t.Website)
	if err != nil {
		return Converted{}, err
	}
	tr := &waymark.Trace{
		Task: buClamp(task, buMaxTask), StartURL: start, Outcome: waymark.OutcomeSuccess,
		SessionID: buClamp(buValidUTF8(t.ID), buMaxSess), Source: "mind2web",
		Steps: []waymark.Step{{Action: waymark.ActionNavigate, URL: start}},
	}
	var notes buCounter
	for i, a := range t.Actions {
		st := waymark.Step{URL: start, Target: m2wTarget(a)}
		switch a.Op {
		case "CLICK":
			st.Action = waymark.ActionClick
		case "TYPE":
			st.Action, st.Value = waymark.ActionFill, a.Value
		case "SELECT":
			st.Action, st.Value = waymark.ActionSelect, a.Value
		case "ENTER":
			st.Action, st.Value = waymark.ActionPress, "Enter"
		case "HOVER":
			st.Action, st.Value = waymark.ActionOther, "hover"
		case "":
			st.Action = waymark.ActionOther
			notes.add("action lines that do not parse kept as other steps", fmt.Sprintf("steps[%d]: %q", i+1, buClamp(a.Text, 80)))
		default:
			st.Action, st.Value = waymark.ActionOther, a.Op
			notes.add("unknown operations kept as other steps", fmt.Sprintf("steps[%d]: %s", i+1, buClamp(a.Op, 40)))
		}
		st.Value = buClamp(buValidUTF8(st.Value), buMaxValue)
		if st.Action == waymark.ActionFill && st.Target != nil && buSecretField(st.Target.Attributes, a.Text) {
			st.Sensitive = true
		}
		if m2wUnanchored(st) {
			notes.add("steps with neither element text nor a stable selector (waymark keeps no route from this task)",
				fmt.Sprintf("steps[%d]: [%s] %s", i+1, buClamp(a.Role, 40), a.Op))
		}
		tr.Steps = append(tr.Steps, st)
	}
	return Converted{Trace: tr, URL: start, Warnings: notes.lines()}, nil
}

// m2wARIARoles are the bracket tags that are ARIA roles worth keeping as anchors; other
// tags (svg, span, div, img, Chrome's internal roles) give a text-only target.
var m2wARIARoles = map[string]bool{
	"button": true, "link": true, "textbox": true, "combobox": true, "searchbox": true,
	"checkbox": true, "radio": true, "option": true, "tab": true, "menuitem": true,
	"menuitemcheckbox": true, "menuitemradio": true, "listbox": true, "spinbutton": true,
	"switch": true, "slider": true, "gridcell": true, "columnheader": true, "rowheader": true,
	"heading": true, "listitem": true, "list": true, "region": true, "group": true,
	"treeitem": true, "row": true, "cell": true, "dialog": true, "navigation": true,
	"tabpanel": true, "menu": true, "menubar": true, "tree": true, "grid": true, "table": true,
}

// m2wRole maps a bracket tag to an ARIA role: the tag itself when it is a role, the
// implicit role of a, select, textarea, h1–h6, li and (for TYPE) input; else "".
func m2wRole(a Mind2WebAction) string {
	tag := strings.ToLower(a.Role)
	if m2wARIARoles[tag] {
		return tag
	}
	switch tag {
	case "a":
		return "link"
	case "select":
		return "combobox"
	case "textarea":
		return "textbox"
	case "h1", "h2", "h3", "h4", "h5", "h6":
		return "heading"
	case "li":
		return "listitem"
	case "input":
		if r := buRole("input", a.Attributes); r != "" && a.Attributes != nil {
			return r
		}
		if a.Op == "TYPE" {
			return "textbox"
		}
	}
	return ""
}

// m2wTarget builds the target of an action: Role and Name when the tag is a role, else the
// element text as Text and the tag in Attributes["tag"] (an element with no text and no
// aria-label keeps the tag only, whatever its role); attributes and a selector from them
// when the record is a full one.
func m2wTarget(a Mind2WebAction) *waymark.Target {
	t := &waymark.Target{Role: m2wRole(a)}
	text := buClamp(strings.TrimSpace(buValidUTF8(a.Text)), buMaxShort)
	if a.Op == "" {
		text = "" // the whole unparsed line, not an element text
	}
	aria := strings.TrimSpace(a.Attributes["aria-label"])
	if text == "" && aria == "" {
		t.Role = "" // a role without a name finds nothing again: keep the tag only
	}
	switch {
	case t.Role != "" && aria != "" && aria != text:
		t.Name, t.Text = aria, text // the accessible name is the aria-label
	case t.Role != "":
		t.Name = text
	default:
		t.Text = text
	}
	if len(a.Attributes) > 0 {
		t.Attributes = make(map[string]string, len(a.Attributes))
		for k, v := range a.Attributes {
			t.Attributes[k] = v
		}
		t.Selector = buClamp(buSelector(a.Tag, a.Attributes), buMaxShort)
	}
	if t.Role == "" {
		tag := a.Tag
		if tag == "" {
			tag = a.Role
		}
		if tag = buClamp(strings.TrimSpace(buValidUTF8(tag)), 200); tag != "" {
			if t.Attributes == nil {
				t.Attributes = map[string]string{}
			}
			t.Attributes["tag"] = tag
		}
	}
	if t.Empty() {
		return nil
	}
	return t
}

// m2wUnanchored reports a click-like step that waymark cannot find again: no candidate
// selector of usable stability and no anchor (the rule of SPEC §3.4, with waymark's own
// selector scoring).
func m2wUnanchored(st waymark.Step) bool {
	switch st.Action {
	case waymark.ActionClick, waymark.ActionFill, waymark.ActionSelect, waymark.ActionPress:
	default:
		return false
	}
	t := st.Target
	if t == nil {
		return true
	}
	sel := selector.Target{XPath: t.XPath, Role: t.Role, Name: t.Name, Text: t.Text, Label: t.Label, Attributes: t.Attributes}
	if t.Selector != "" {
		sel.Selectors = append(sel.Selectors, t.Selector)
	}
	if len(selector.Anchors(sel)) > 0 {
		return false
	}
	for _, c := range selector.Candidates(sel) {
		if c.Stability >= m2wMinStability {
			return false
		}
	}
	return true
}

// m2wMinStability is the lowest selector stability waymark keeps (minStability in the
// root package).
const m2wMinStability = 0.2
