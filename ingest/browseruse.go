package ingest

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"net/url"
	"strconv"
	"strings"

	"github.com/waymark-dev/waymark"
)

// The Browser-Use importer reads the AgentHistoryList JSON that Browser-Use writes with
// history.save_to_file / agent.save_history (github.com/browser-use/browser-use). Three
// shapes are known:
//
//   - Nov 2024: model_output {current_state {evaluation_previous_goal, memory, next_goal},
//     action {name: params}}, result {…} (one object), state {url, title, tabs, items[],
//     selector_map {index: xpath}, screenshot (base64 PNG)}.
//   - 0.1.x: model_output {current_state, action [{name: params}]}, result [{is_done,
//     extracted_content, error}], state {url, title, tabs, screenshot, interacted_element
//     [{tag_name, xpath, attributes, css_selector} | null]}, metadata {step_start_time,
//     step_end_time} in seconds.
//   - current: model_output {evaluation_previous_goal, memory, next_goal, thinking, action
//     [{name: params}]}, result [{is_done, success, error, long_term_memory,
//     extracted_content, attachments}], state {url, title, tabs, screenshot_path,
//     interacted_element [{node_name, x_path, attributes, ax_name, stable_hash} | null]},
//     metadata {step_number, step_start_time, step_end_time}.
//
// state is the page the model saw before it acted, so it is the page of the step; the next
// item's state.url is the page after it. result[i] and interacted_element[i] belong to
// action[i].

func init() { Register(buImporter{}) }

// buImporter is the "browser-use" format.
type buImporter struct{}

func (buImporter) Name() string { return "browser-use" }

// Detect accepts a JSON object whose "history" array has items with model_output, result
// or state.
func (buImporter) Detect(src Source) bool {
	data := trimJSON(src.Data)
	if len(data) == 0 || data[0] != '{' || len(data) > MaxFileBytes || !bytes.Contains(data, []byte(`"history"`)) {
		return false
	}
	var f struct {
		History []map[string]json.RawMessage `json:"history"`
	}
	if json.Unmarshal(data, &f) != nil {
		return false
	}
	for _, it := range f.History {
		for _, k := range []string{"model_output", "result", "state"} {
			if _, ok := it[k]; ok {
				return true
			}
		}
	}
	return false
}

// Convert turns one history into one trace (see the package notes above for the shapes).
func (buImporter) Convert(src Source) ([]Converted, error) {
	c, err := buConvert(src.Data)
	if err != nil {
		return nil, fmt.Errorf("browser-use history: %w", err)
	}
	return []Converted{c}, nil
}

// buItem is one history item, decoded loosely.
type buItem struct {
	hasModel bool
	brain    map[string]any // current_state, or model_output itself in the current shape
	actions  []buAction
	results  []map[string]any
	state    map[string]any
	meta     map[string]any
	url      string
	title    string
}

// buAction is one action of model_output.action: its name and parameters.
type buAction struct {
	name   string
	params map[string]any
}

// buBuilder collects the steps of one history.
type buBuilder struct {
	steps []waymark.Step
	// rawPage[i] is the page URL recorded for steps[i] when it is not http(s).
	rawPage  map[int]string
	notes    buCounter
	blobs    int
	blobSize int
	// shots, paths and images count the inline screenshots, screenshot paths and result
	// images dropped.
	shots, paths, images int
	done                 *buDone
}

type buDone struct {
	success bool
	text    string
}

// buMaxSteps is the most steps a waymark trace may hold (schema/trace.schema.json).
const buMaxSteps = 5000

func buConvert(data []byte) (Converted, error) {
	data = trimJSON(data)
	if len(data) > MaxFileBytes {
		return Converted{}, fmt.Errorf("file is %d bytes, over the limit of %d", len(data), MaxFileBytes)
	}
	var top map[string]json.RawMessage
	if err := json.Unmarshal(data, &top); err != nil {
		return Converted{}, fmt.Errorf("not a JSON object: %w", err)
	}
	rawHist, ok := top["history"]
	if !ok {
		return Converted{}, errors.New(`no "history" array`)
	}
	var raws []json.RawMessage
	if err := json.Unmarshal(rawHist, &raws); err != nil {
		return Converted{}, fmt.Errorf(`"history" is not an array: %w`, err)
	}
	if len(raws) == 0 {
		return Converted{}, errors.New(`"history" is empty`)
	}
	b := &buBuilder{}
	items := make([]*buItem, len(raws))
	for i, raw := range raws {
		items[i] = b.parseItem(i, raw)
	}
	for i, it := range items {
		if it == nil {
			continue
		}
		next := ""
		for j := i + 1; j < len(items); j++ {
			if items[j] != nil {
				if buHTTP(items[j].url) {
					next = items[j].url
				}
				break
			}
		}
		b.addItem(i, it, next)
	}
	if len(b.steps) == 0 {
		return Converted{}, errors.New("history has no action and no error to convert")
	}
	if len(b.steps) > buMaxSteps {
		return Converted{}, fmt.Errorf("history has %d actions, more than the %d a trace may hold", len(b.steps), buMaxSteps)
	}
	if err := b.fixURLs(); err != nil {
		return Converted{}, err
	}
	tr := &waymark.Trace{Source: "browser-use", StartURL: b.steps[0].URL, Steps: b.steps}
	var warnings []string
	task, fromFile := buTask(top, items)
	tr.Task = buClamp(task, buMaxTask)
	if !fromFile {
		warnings = append(warnings, fmt.Sprintf("the history does not record the task; used %q", buClamp(task, 200)))
	}
	switch {
	case b.done == nil:
		tr.Outcome = waymark.OutcomeFailure
		warnings = append(warnings, "no done action: the run did not finish, outcome failure")
	case b.done.success:
		tr.Outcome = waymark.OutcomeSuccess
	default:
		tr.Outcome = waymark.OutcomeFailure
	}
	if b.done != nil {
		tr.FinalAnswer = buClamp(b.done.text, buMaxValue)
	}
	warnings = append(warnings, b.notes.lines()...)
	if b.shots+b.images > 0 || b.blobSize > 0 {
		warnings = append(warnings, fmt.Sprintf("dropped %d inline screenshots and %d result images (%d bytes of base64)", b.shots, b.images, b.blobSize))
	}
	if b.paths > 0 {
		warnings = append(warnings, fmt.Sprintf("dropped %d screenshot file paths (screenshots are never stored)", b.paths))
	}
	return Converted{Trace: tr, URL: tr.StartURL, Warnings: warnings, Blobs: b.blobs}, nil
}

// parseItem decodes history[i]; nil (with a note) when it is not an object.
func (b *buBuilder) parseItem(i int, raw json.RawMessage) *buItem {
	var m map[string]json.RawMessage
	if err := json.Unmarshal(raw, &m); err != nil || m == nil {
		b.notes.add("history items that are not objects were skipped", fmt.Sprintf("history[%d]", i))
		return nil
	}
	it := &buItem{}
	if raw, ok := m["model_output"]; ok && !buNull(raw) {
		var mo map[string]json.RawMessage
		if err := json.Unmarshal(raw, &mo); err != nil {
			b.notes.add("model_output that is not an object was ignored", fmt.Sprintf("history[%d]", i))
		} else {
			it.hasModel = true
			var brain map[string]any
			if cs, ok := mo["current_state"]; ok && !buNull(cs) {
				_ = json.Unmarshal(cs, &brain)
			}
			if brain == nil {
				brain = map[string]any{}
				for _, k := range []string{"memory", "next_goal", "evaluation_previous_goal"} {
					var v any
					if raw, ok := mo[k]; ok && json.Unmarshal(raw, &v) == nil {
						brain[k] = v
					}
				}
			}
			it.brain = brain
			if raw, ok := mo["action"]; ok {
				acts, err := buActions(raw)
				if err != nil {
					b.notes.add("unreadable actions were skipped", fmt.Sprintf("history[%d]: %v", i, err))
				}
				it.actions = acts
			}
		}
	}
	var res any
	if raw, ok := m["result"]; ok && json.Unmarshal(raw, &res) == nil {
		for _, r := range buList(res) {
			if rm := buMap(r); rm != nil {
				it.results = append(it.results, rm)
			}
		}
	}
	var st any
	if raw, ok := m["state"]; ok && json.Unmarshal(raw, &st) == nil {
		it.state = buMap(st)
	}
	var meta any
	if raw, ok := m["metadata"]; ok && json.Unmarshal(raw, &meta) == nil {
		it.meta = buMap(meta)
	}
	it.url = buStr(it.state, "url")
	if it.url == "" {
		for _, tab := range buList(it.state["tabs"]) {
			if u := buStr(buMap(tab), "url"); u != "" {
				it.url = u
				break
			}
		}
	}
	it.title = buClamp(buStr(it.state, "title"), buMaxShort)
	b.countBlobs(it)
	return it
}

// countBlobs counts the screenshots and images of an item, which are never kept.
func (b *buBuilder) countBlobs(it *buItem) {
	if s, ok := it.state["screenshot"].(string); ok && s != "" {
		b.blobs++
		b.shots++
		b.blobSize += len(s)
	}
	if s := buStr(it.state, "screenshot_path"); s != "" {
		b.blobs++
		b.paths++
	}
	for _, r := range it.results {
		for _, img := range buList(r["images"]) {
			b.blobs++
			b.images++
			if s := buStr(buMap(img), "data"); s != "" {
				b.blobSize += len(s)
			}
		}
		if n := len(buList(r["attachments"])); n > 0 {
			b.notes.add("result attachments (files) not kept", "")
		}
	}
}

func buNull(raw json.RawMessage) bool {
	s := bytes.TrimSpace(raw)
	return len(s) == 0 || string(s) == "null"
}

// buActions reads model_output.action: a list of {name: params} objects, or one such
// object (Nov 2024). Within one object, null-valued names are left out when another name
// has parameters (some versions dump every action name with null).
func buActions(raw json.RawMessage) ([]buAction, error) {
	raw = bytes.TrimSpace(raw)
	if buNull(raw) {
		return nil, nil
	}
	var objs []json.RawMessage
	switch raw[0] {
	case '[':
		if err := json.Unmarshal(raw, &objs); err != nil {
			return nil, err
		}
	case '{':
		objs = []json.RawMessage{raw}
	default:
		return nil, errors.New("action is neither a list nor an object")
	}
	var out []buAction
	for _, o := range objs {
		pairs, err := buOrdered(o)
		if err != nil {
			return out, err
		}
		var set []buPair
		for _, p := range pairs {
			if !buNull(p.raw) {
				set = append(set, p)
			}
		}
		if len(set) == 0 {
			set = pairs
		}
		for _, p := range set {
			var v any
			_ = json.Unmarshal(p.raw, &v)
			params := buMap(v)
			if params == nil {
				params = map[string]any{}
				if v != nil {
					params["value"] = v
				}
			}
			out = append(out, buAction{name: p.key, params: params})
		}
	}
	return out, nil
}

type buPair struct {
	key string
	raw json.RawMessage
}

// buOrdered reads a JSON object's members in the order written.
func buOrdered(raw json.RawMessage) ([]buPair, error) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	tok, err := dec.Token()
	if err != nil {
		return nil, err
	}
	if d, ok := tok.(json.Delim); !ok || d != '{' {
		if tok == nil {
			return nil, nil
		}
		return nil, errors.New("an action is not an object")
	}
	var out []buPair
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return out, err
		}
		key, _ := tok.(string)
		var v json.RawMessage
		if err := dec.Decode(&v); err != nil {
			return out, err
		}
		out = append(out, buPair{key: buValidUTF8(key), raw: v})
	}
	return out, nil
}

// addItem converts the actions of history[i]; next is the page of the following item.
func (b *buBuilder) addItem(i int, it *buItem, next string) {
	page := ""
	if buHTTP(it.url) {
		page = it.url
	}
	first := len(b.steps)
	defer func() {
		for k := first; k < len(b.steps); k++ {
			if b.steps[k].URL == "" {
				if b.rawPage == nil {
					b.rawPage = map[int]string{}
				}
				b.rawPage[k] = it.url
			}
		}
	}()
	if len(it.actions) == 0 {
		if !it.hasModel {
			b.notes.add("history items without model output: their errors kept as other steps", fmt.Sprintf("history[%d]", i))
		}
		for _, r := range it.results {
			st := waymark.Step{Action: waymark.ActionOther, URL: page, Title: it.title}
			b.result(&st, r)
			if st.Error == "" && st.Extracted == "" {
				continue
			}
			b.steps = append(b.steps, st)
		}
		if len(b.steps) == first {
			b.notes.add("history items with no action and no result were skipped", fmt.Sprintf("history[%d]", i))
		}
	}
	elems := buList(it.state["interacted_element"])
	cur := page
	for ai, a := range it.actions {
		var r map[string]any
		switch {
		case ai < len(it.results):
			r = it.results[ai]
		case len(it.results) > 0:
			b.notes.add("actions without a result (not executed) were skipped", fmt.Sprintf("history[%d] %s", i, a.name))
			continue
		}
		var elem map[string]any
		if ai < len(elems) {
			elem = buMap(elems[ai])
		}
		st := b.step(a, r, elem, it.state, cur, it.title)
		if st.Action == waymark.ActionNavigate && buHTTP(st.URL) {
			cur = st.URL
		}
		b.steps = append(b.steps, st)
	}
	if n := len(b.steps) - first; n > 0 {
		if next != "" {
			b.steps[len(b.steps)-1].URLAfter = next
		}
		if ms, ok := buDuration(it.meta); ok {
			each := ms / int64(n)
			for k := first; k < len(b.steps); k++ {
				b.steps[k].DurationMS = each
			}
			b.steps[len(b.steps)-1].DurationMS += ms - each*int64(n)
		}
	}
}

// buDuration reads metadata step_end_time − step_start_time (seconds) as milliseconds.
func buDuration(meta map[string]any) (int64, bool) {
	start, ok1 := buNum(meta, "step_start_time")
	end, ok2 := buNum(meta, "step_end_time")
	if !ok1 || !ok2 || end < start {
		return 0, false
	}
	ms := math.Round((end - start) * 1000)
	if ms > 1e12 {
		return 0, false
	}
	return int64(ms), true
}

// step converts one action with its result and the element it touched.
func (b *buBuilder) step(a buAction, r, elem, state map[string]any, page, title string) waymark.Step {
	p := a.params
	st := waymark.Step{URL: page, Title: title}
	needsTarget := true
	switch a.name {
	case "go_to_url", "open_tab", "navigate", "open_url", "go_to", "goto", "open_new_tab":
		st.Action, needsTarget = waymark.ActionNavigate, false
		b.navigate(&st, buStr(p, "url", "value"))
	case "search_google", "search":
		st.Action, needsTarget = waymark.ActionNavigate, false
		b.navigate(&st, buSearchURL(buStr(p, "engine"), buText(p["query"])))
	case "click_element", "click_element_by_index", "click":
		st.Action = waymark.ActionClick
	case "input_text", "input", "type", "type_text":
		st.Action = waymark.ActionFill
		st.Value = buText(p["text"])
	case "select_dropdown_option", "select_dropdown", "select_option":
		st.Action = waymark.ActionSelect
		st.Value = buText(p["text"])
	case "send_keys":
		st.Action = waymark.ActionPress
		st.Value = buText(p["keys"])
	case "scroll_down", "scroll_up", "scroll", "scroll_to_text", "scroll_page":
		st.Action = waymark.ActionScroll
		st.Value = buScrollValue(a.name, p)
	case "wait":
		st.Action, needsTarget = waymark.ActionWait, false
		if s := buStr(p, "seconds", "value"); s != "" {
			st.Value = s + "s"
		}
	case "extract_content", "extract_page_content", "extract_structured_data", "extract":
		st.Action = waymark.ActionExtract
		st.Value = buStr(p, "goal", "query", "value")
	case "done":
		st.Action, needsTarget = waymark.ActionDone, false
	default:
		st.Action = waymark.ActionOther
		st.Value = a.name
		if !buOtherActions[a.name] {
			b.notes.add("unknown actions kept as other steps", buClamp(a.name, 80))
		}
	}
	if st.Action == waymark.ActionNavigate && st.URL != page {
		st.Title = "" // the title is the page's before the navigation
	}
	if needsTarget {
		st.Target = buElemTarget(elem)
		if st.Target == nil {
			if idx, ok := buNum(p, "index"); ok {
				st.Target = buItemsTarget(state, idx)
			}
		}
		if st.Action == waymark.ActionFill && st.Target != nil && buSecretField(st.Target.Attributes, st.Target.Name, st.Target.Label) {
			st.Sensitive = true
		}
	}
	b.result(&st, r)
	if st.Action == waymark.ActionDone {
		text := strings.TrimSpace(buText(p["text"]))
		if text == "" {
			text = st.Extracted
		}
		st.Extracted = buClamp(text, buMaxExtr)
		ok, found := buBool(p, "success")
		if !found {
			ok, found = buBool(r, "success")
		}
		b.done = &buDone{success: ok || !found, text: text}
	}
	st.Value = b.keepText(st.Value, buMaxValue)
	return st
}

// buOtherActions are Browser-Use actions with no waymark counterpart, kept as "other"
// without a warning.
var buOtherActions = map[string]bool{
	"go_back": true, "go_forward": true, "switch_tab": true, "close_tab": true, "upload_file": true,
	"get_dropdown_options": true, "drag_drop": true, "write_file": true, "read_file": true,
	"replace_file_str": true, "find_text": true, "evaluate": true, "screenshot": true,
	"take_screenshot": true, "refresh": true, "reload": true, "save_pdf": true,
	"find_elements": true, "search_page": true, "dropdown_options": true,
}

// navigate sets a navigate step's URL (the page navigated to, SPEC §13).
func (b *buBuilder) navigate(st *waymark.Step, u string) {
	switch {
	case buHTTP(u):
		st.URL = u
	case u == "":
		b.notes.add("navigations without a URL kept on the current page", "")
	default:
		st.Value = u
		b.notes.add("navigations to a URL that is not http(s) kept on the current page", buClamp(u, 80))
	}
}

// buSearchURL is the results page of a search_google / search action.
func buSearchURL(engine, query string) string {
	q := url.QueryEscape(query)
	switch strings.ToLower(strings.TrimSpace(engine)) {
	case "duckduckgo":
		return "https://duckduckgo.com/?q=" + q
	case "bing":
		return "https://www.bing.com/search?q=" + q
	}
	return "https://www.google.com/search?q=" + q
}

// buScrollValue says where a scroll went: "down", "up 300", "down 2 pages", or the text
// scrolled to.
func buScrollValue(name string, p map[string]any) string {
	switch name {
	case "scroll_to_text":
		return buText(p["text"])
	case "scroll_down", "scroll_up":
		v := strings.TrimPrefix(name, "scroll_")
		if n := buStr(p, "amount"); n != "" {
			v += " " + n
		}
		return v
	}
	v := "down"
	if down, ok := buBool(p, "down"); ok && !down {
		v = "up"
	}
	if n := buStr(p, "num_pages", "pages"); n != "" {
		v += " " + n + " pages"
	}
	return v
}

// result copies a result's error and extracted text into st (SPEC §8: Memory.Save redacts
// them, typed values included).
func (b *buBuilder) result(st *waymark.Step, r map[string]any) {
	if r == nil {
		return
	}
	st.Error = b.keepText(buStr(r, "error"), buMaxValue)
	ext := buStr(r, "extracted_content")
	if ltm := buStr(r, "long_term_memory"); ltm != "" && st.Action != waymark.ActionDone && !strings.Contains(ext, ltm) {
		if ext != "" {
			ext += "\n"
		}
		ext += ltm
	}
	st.Extracted = b.keepText(ext, buMaxExtr)
}

// keepText drops binary payloads (base64 images) from a text and clamps it to n bytes.
func (b *buBuilder) keepText(s string, n int) string {
	if buBinary(s) {
		b.blobs++
		b.blobSize += len(s)
		b.notes.add("base64 payloads in results dropped", "")
		return ""
	}
	return buClamp(s, n)
}

// buElemTarget reads an interacted element: current shape (node_name, x_path, ax_name)
// or 0.1.x (tag_name, xpath, css_selector).
func buElemTarget(elem map[string]any) *waymark.Target {
	if elem == nil {
		return nil
	}
	return buTarget(buTargetSpec{
		Tag:   buStr(elem, "node_name", "tag_name"),
		XPath: buStr(elem, "x_path", "xpath"),
		Name:  buStr(elem, "ax_name"),
		CSS:   buStr(elem, "css_selector"),
		Attrs: buAttrs(elem["attributes"]),
	})
}

// buItemsTarget reads the element with highlight index idx from a Nov-2024 state: its
// XPath from selector_map, its tag, attributes and text from the HTML in items[].
func buItemsTarget(state map[string]any, idx float64) *waymark.Target {
	if idx != math.Trunc(idx) || idx < 0 || idx > 1e9 {
		return nil
	}
	key := strconv.Itoa(int(idx))
	spec := buTargetSpec{XPath: buStr(buMap(state["selector_map"]), key)}
	for _, raw := range buList(state["items"]) {
		item := buMap(raw)
		if n, ok := buNum(item, "index"); !ok || n != idx {
			continue
		}
		if only, _ := buBool(item, "is_text_only"); only {
			continue
		}
		spec.Tag, spec.Attrs, spec.Text = buSnippet(buStr(item, "text"))
		break
	}
	return buTarget(spec)
}

// fixURLs gives every step an http(s) page: a step recorded on about:blank or a similar
// page takes the page of the step before it, else of the step after it.
func (b *buBuilder) fixURLs() error {
	for i := range b.steps {
		if b.steps[i].URL == "" {
			raw := b.rawPage[i]
			if raw == "" {
				raw = "no URL"
			}
			b.notes.add("steps recorded on a page that is not http(s) were placed on the nearest page", buClamp(raw, 80))
		}
	}
	last := ""
	for i := range b.steps {
		st := &b.steps[i]
		if st.URL == "" {
			st.URL = last
		}
		if st.URL != "" {
			last = st.URL
			if st.URLAfter != "" {
				last = st.URLAfter
			}
		}
	}
	next := ""
	for i := len(b.steps) - 1; i >= 0; i-- {
		st := &b.steps[i]
		if st.URL == "" {
			st.URL = next
		}
		next = st.URL
	}
	if b.steps[0].URL == "" {
		return errors.New("no page in the history has an http(s) URL")
	}
	return nil
}

// buPlaceholderGoals are the goals Browser-Use writes for its own initial actions.
var buPlaceholderGoals = map[string]bool{
	"execute initial navigation or setup actions": true,
	"starting agent with initial actions":         true,
}

// buTask is the task of the history: a top-level "task" string when present, else the
// agent's first goal (next_goal, else memory), else "browser-use run". fromFile says
// whether the file recorded it.
func buTask(top map[string]json.RawMessage, items []*buItem) (task string, fromFile bool) {
	var t string
	if raw, ok := top["task"]; ok && json.Unmarshal(raw, &t) == nil && strings.TrimSpace(t) != "" {
		return strings.TrimSpace(buValidUTF8(t)), true
	}
	for _, it := range items {
		if it == nil || it.brain == nil {
			continue
		}
		for _, k := range []string{"next_goal", "memory"} {
			g := buStr(it.brain, k)
			if g != "" && !buPlaceholderGoals[strings.ToLower(strings.TrimSpace(g))] {
				return g, false
			}
		}
	}
	return "browser-use run", false
}
