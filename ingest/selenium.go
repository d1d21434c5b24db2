package ingest

// Selenium IDE project (.side) importer.
//
// A project is {"version": "3.0", "name": …, "url": base URL, "tests": [{"name": …,
// "commands": [{"command": "click", "target": "css=#go", "targets": [["css=#go",
// "css:finder"], ["xpath=//button[@id='go']", "xpath:attributes"]], "value": "",
// "frameLocation": "root/0"}, …]}]}. Each test becomes one trace. Frames are entered with
// selectFrame (index=N, relative=parent, relative=top, or a locator) and recorded per
// command as frameLocation; asserts and verifies are the success evidence.
//
// Commands map to waymark actions: open → navigate (resolved against the project url);
// click, clickAt, check, uncheck → click; doubleClick → other "double click"; type → fill;
// sendKeys → fill for the text and press for each ${KEY_…}; select → select (label=… → the
// label); mouseOver → other; pause and waitFor… → wait; assertText/verifyText → extract
// with the expected text. The last assert sets Trace.SuccessIndicator: "text:<expected>"
// (assertText), the locator (assertElementPresent, assertValue) or "title:<title>"
// (assertTitle).
// runScript, store… and control flow are dropped with a warning; setWindowSize, close,
// echo and the mouse-button commands are dropped silently.

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/url"
	"regexp"
	"strconv"
	"strings"

	"github.com/waymark-dev/waymark"
	"github.com/waymark-dev/waymark/internal/selector"
)

func init() { Register(sideImporter{}) }

// sideImporter reads Selenium IDE .side projects (versions 1.x to 3.x share the shape used).
type sideImporter struct{}

func (sideImporter) Name() string { return "selenium-ide" }

// sideProject is the part of a .side file the importer reads.
type sideProject struct {
	Version json.RawMessage `json:"version"`
	Name    string          `json:"name"`
	URL     *string         `json:"url"`
	Tests   []sideTest      `json:"tests"`
}

type sideTest struct {
	Name     string        `json:"name"`
	Commands []sideCommand `json:"commands"`
}

type sideCommand struct {
	Command       string          `json:"command"`
	Target        string          `json:"target"`
	Targets       json.RawMessage `json:"targets"`
	Value         string          `json:"value"`
	FrameLocation string          `json:"frameLocation"`
}

// Detect accepts a JSON object with a version, a url and tests[] holding commands[].
func (sideImporter) Detect(src Source) bool {
	d := bytes.TrimSpace(src.Data)
	if len(d) == 0 || d[0] != '{' || len(d) > MaxFileBytes || !bytes.Contains(d, []byte(`"commands"`)) {
		return false
	}
	var p struct {
		Version json.RawMessage `json:"version"`
		URL     json.RawMessage `json:"url"`
		Tests   []struct {
			Commands json.RawMessage `json:"commands"`
		} `json:"tests"`
	}
	if json.Unmarshal(d, &p) != nil || len(p.Version) == 0 || string(p.Version) == "null" || len(p.URL) == 0 {
		return false
	}
	for _, t := range p.Tests {
		if c := bytes.TrimSpace(t.Commands); len(c) > 0 && c[0] == '[' {
			return true
		}
	}
	return false
}

// Convert returns one trace per test, in file order; a test that cannot be converted is
// skipped with a warning on the first trace, and the error names every test when none
// converts.
func (sideImporter) Convert(src Source) ([]Converted, error) {
	if len(src.Data) > MaxFileBytes {
		return nil, fmt.Errorf("selenium ide: file is %d bytes, over the limit of %d", len(src.Data), MaxFileBytes)
	}
	var p sideProject
	if err := json.Unmarshal(bytes.TrimSpace(src.Data), &p); err != nil {
		return nil, fmt.Errorf("selenium ide: %s", crDecodeError(err, src.Data))
	}
	if len(p.Tests) == 0 {
		return nil, fmt.Errorf("selenium ide: the project has no tests")
	}
	base := ""
	if p.URL != nil {
		base = strings.TrimSpace(*p.URL)
	}
	var out []Converted
	var skipped, errs []string
	for i, t := range p.Tests {
		c, err := sideConvertTest(p.Name, base, t, i)
		if err != nil {
			errs = append(errs, err.Error())
			skipped = append(skipped, "skipped: "+err.Error())
			continue
		}
		out = append(out, c)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("selenium ide: %s", strings.Join(errs, "; "))
	}
	out[0].Warnings = append(skipped, out[0].Warnings...)
	return out, nil
}

// sideKeys maps Selenium IDE key placeholders (${KEY_ENTER}) to key names.
var sideKeys = map[string]string{
	"ENTER": "Enter", "RETURN": "Enter", "TAB": "Tab", "ESC": "Escape", "ESCAPE": "Escape",
	"BACKSPACE": "Backspace", "BKSP": "Backspace", "DELETE": "Delete", "DEL": "Delete",
	"UP": "ArrowUp", "DOWN": "ArrowDown", "LEFT": "ArrowLeft", "RIGHT": "ArrowRight",
	"PAGE_UP": "PageUp", "PGUP": "PageUp", "PAGE_DOWN": "PageDown", "PGDN": "PageDown",
	"HOME": "Home", "END": "End", "INSERT": "Insert", "SPACE": "Space", "SHIFT": "Shift",
	"CONTROL": "Control", "CTRL": "Control", "ALT": "Alt", "META": "Meta", "COMMAND": "Meta",
	"SEMICOLON": ";", "EQUALS": "=", "MULTIPLY": "*", "ADD": "+", "SUBTRACT": "-",
	"DECIMAL": ".", "DIVIDE": "/", "SEPARATOR": ",",
}

var sideKeyRe = regexp.MustCompile(`\$\{KEY_([A-Z0-9_]+)\}`)

// sideFrame tracks the frame selectFrame entered: indexes from the top document, -1 for a
// frame chosen by locator whose index is unknown.
type sideFrame []int

func (f sideFrame) known() ([]int, bool) {
	for _, i := range f {
		if i < 0 {
			return nil, false
		}
	}
	return append([]int(nil), f...), true
}

// sideDefaultName are the names Selenium IDE gives a new test.
var sideDefaultName = map[string]bool{"": true, "new test": true, "untitled": true, "untitled test": true}

// sideDescribe says what a test does in words, for a test that kept Selenium IDE's default
// name: its first commands that act, each as its verb and the readable part of its
// locator ("click img cart, click Remove") or the value it types.
func sideDescribe(t sideTest) string {
	var parts []string
	for _, c := range t.Commands {
		verb := strings.TrimSpace(c.Command)
		switch verb {
		case "click", "clickAt", "doubleClick", "check", "uncheck", "select", "addSelection":
			if w := sideWords(c.Target); w != "" {
				parts = append(parts, verb+" "+w)
			}
		case "type", "sendKeys":
			if v := strings.TrimSpace(c.Value); v != "" && !strings.HasPrefix(v, "${KEY_") {
				parts = append(parts, "type "+crClip(v, 60))
			}
		}
		if len(parts) == 6 {
			break
		}
	}
	return strings.Join(parts, ", ")
}

// sideWords is the readable part of a Selenium locator: the text of linkText=, label= and
// the like, a name= or id= made of words ("img_cart" is "img cart"); "" for CSS, XPath and
// generated ids.
func sideWords(target string) string {
	kind, v, ok := strings.Cut(strings.TrimSpace(target), "=")
	if !ok {
		return ""
	}
	switch kind {
	case "linkText", "partialLinkText", "label", "text":
		return crClip(strings.TrimSpace(v), 60)
	case "name", "id":
		for _, r := range v {
			if !(r >= 'a' && r <= 'z' || r == '_' || r == '-') {
				return "" // "APjFqb", "field-7": generated, or no words
			}
		}
		return strings.NewReplacer("_", " ", "-", " ").Replace(v)
	}
	return ""
}

// sideConvertTest converts one test of a project.
func sideConvertTest(project, base string, t sideTest, idx int) (Converted, error) {
	task := strings.TrimSpace(t.Name)
	if task == "" {
		task = fmt.Sprintf("test %d", idx+1)
	}
	if pn := strings.TrimSpace(project); pn != "" && pn != task {
		task = pn + ": " + task
	}
	if sideDefaultName[strings.ToLower(strings.TrimSpace(t.Name))] {
		// Selenium IDE's own names ("New Project: New Test") say nothing of the task: a
		// query would find no route by them. What the test does says more.
		if d := sideDescribe(t); d != "" {
			task = d
		}
	}
	name := fmt.Sprintf("test %q", task)
	start := ""
	if crHTTP(base) {
		start = base
	}
	for _, cmd := range t.Commands {
		if strings.TrimSpace(cmd.Command) == "open" {
			if u, ok := sideResolve(base, cmd.Target); ok {
				start = u
			}
			break
		}
	}
	if start == "" {
		return Converted{}, fmt.Errorf("%s: no URL: neither the project url %q nor an open command gives an http(s) URL", name, crClip(base, 200))
	}
	c := Converted{URL: start}
	warn := func(format string, a ...any) { c.Warnings = append(c.Warnings, fmt.Sprintf(format, a...)) }
	tr := &waymark.Trace{Task: task, StartURL: start, Source: "selenium-ide"}
	cur := start
	var frame sideFrame
	frameWarned := false
	add := func(st waymark.Step) { tr.Steps = append(tr.Steps, st) }
	for i, cmd := range t.Commands {
		verb := strings.TrimSpace(cmd.Command)
		if verb == "" || strings.HasPrefix(verb, "//") {
			continue // empty or disabled in the IDE
		}
		target := func() *waymark.Target {
			t, mismatch := sideTarget(cmd, frame)
			if mismatch && !frameWarned {
				frameWarned = true
				warn("commands[%d]: frameLocation %q disagrees with the frame selectFrame entered; frameLocation kept", i, cmd.FrameLocation)
			}
			return t
		}
		step := func(a waymark.Action) waymark.Step { return waymark.Step{Action: a, URL: cur} }
		switch verb {
		case "open":
			u, ok := sideResolve(base, cmd.Target)
			if !ok {
				warn("commands[%d]: open %q skipped: not an http(s) URL", i, crClip(cmd.Target, 200))
				break
			}
			cur = u
			add(step(waymark.ActionNavigate))
		case "click", "clickAt", "doubleClick", "doubleClickAt", "check", "uncheck":
			st := step(waymark.ActionClick)
			if strings.HasPrefix(cmd.Command, "doubleClick") {
				st.Action, st.Value = waymark.ActionOther, doubleClick
			}
			st.Target = target()
			add(st)
		case "type", "editContent":
			st := step(waymark.ActionFill)
			st.Target = target()
			st.Value = cmd.Value
			st.Sensitive = crSensitive(st.Target)
			add(st)
		case "sendKeys":
			tg := target()
			for _, part := range sideSplitKeys(cmd.Value) {
				st := step(waymark.ActionFill)
				if part.key != "" {
					st.Action, st.Value = waymark.ActionPress, part.key
				} else {
					st.Value, st.Sensitive = part.text, crSensitive(tg)
				}
				st.Target = crCopyTarget(tg)
				add(st)
			}
		case "select", "addSelection":
			st := step(waymark.ActionSelect)
			st.Target = target()
			st.Value = cmd.Value
			if v, ok := strings.CutPrefix(cmd.Value, "label="); ok {
				st.Value = v
			}
			add(st)
		case "selectFrame":
			switch tg := strings.TrimSpace(cmd.Target); {
			case tg == "relative=top":
				frame = nil
			case tg == "relative=parent":
				if len(frame) > 0 {
					frame = frame[:len(frame)-1]
				}
			case strings.HasPrefix(tg, "index="):
				n, err := strconv.Atoi(strings.TrimPrefix(tg, "index="))
				if err != nil || n < 0 {
					n = -1
					warn("commands[%d]: selectFrame %q: not a frame index; the frame path is unknown", i, crClip(tg, 200))
				}
				frame = append(frame, n)
			default:
				frame = append(frame, -1)
				warn("commands[%d]: selectFrame %q enters a frame by locator; its index is unknown", i, crClip(tg, 200))
			}
		case "mouseOver", "submit", "dragAndDropToObject":
			st := step(waymark.ActionOther)
			st.Target = target()
			add(st)
		case "pause":
			st := step(waymark.ActionWait)
			if ms, err := strconv.ParseInt(strings.TrimSpace(cmd.Target), 10, 64); err == nil && ms >= 0 {
				st.DurationMS = ms
			}
			add(st)
		case "waitForElementPresent", "waitForElementVisible", "waitForElementEditable",
			"waitForElementNotPresent", "waitForElementNotVisible", "waitForElementNotEditable",
			"waitForText":
			st := step(waymark.ActionWait)
			st.Target = target()
			if rest, ok := strings.CutPrefix(verb, "waitForElementNot"); ok {
				st.Value = "not " + strings.ToLower(rest)
			} else if verb == "waitForText" {
				st.Value = cmd.Value
			}
			add(st)
		case "assertText", "verifyText":
			st := step(waymark.ActionExtract)
			st.Target = target()
			st.Extracted = cmd.Value
			add(st)
			if strings.TrimSpace(cmd.Value) != "" {
				tr.SuccessIndicator = "text:" + strings.TrimSpace(cmd.Value)
			} else if s := sideLocator(cmd.Target); s != "" {
				tr.SuccessIndicator = s
			}
		case "assertElementPresent", "verifyElementPresent", "assertValue", "verifyValue":
			if s := sideLocator(cmd.Target); s != "" {
				tr.SuccessIndicator = s
			}
		case "assertTitle", "verifyTitle":
			if tt := strings.TrimSpace(cmd.Target); tt != "" {
				tr.SuccessIndicator = "title:" + tt
			}
		case "runScript", "executeScript", "executeAsyncScript":
			warn("commands[%d]: %s skipped: page scripts are not kept", i, verb)
		case "if", "elseIf", "else", "end", "while", "do", "repeatIf", "times", "forEach", "break", "run":
			warn("commands[%d]: control flow %q flattened: the trace keeps the commands in recorded order", i, verb)
		case "setWindowSize", "close", "echo", "selectWindow", "mouseDown", "mouseDownAt", "mouseUp",
			"mouseUpAt", "mouseMove", "mouseMoveAt", "mouseOut", "answerOnNextPrompt",
			"chooseOkOnNextConfirmation", "chooseCancelOnNextConfirmation", "chooseCancelOnNextPrompt",
			"webdriverAnswerOnVisiblePrompt", "webdriverChooseOkOnVisibleConfirmation",
			"webdriverChooseCancelOnVisibleConfirmation", "webdriverChooseCancelOnVisiblePrompt",
			"setSpeed", "debugger":
		default:
			switch {
			case strings.HasPrefix(verb, "store"):
				warn("commands[%d]: %s skipped: variables are not kept", i, verb)
			case strings.HasPrefix(verb, "assert"), strings.HasPrefix(verb, "verify"), strings.HasPrefix(verb, "waitFor"):
				// other checks are not actions and give no evidence waymark can test
			default:
				warn("commands[%d]: unknown command %q skipped", i, crClip(verb, 100))
			}
		}
	}
	if len(tr.Steps) == 0 {
		return Converted{}, fmt.Errorf("%s: no command that replays", name)
	}
	if err := crValidate(tr); err != nil {
		return Converted{}, fmt.Errorf("%s: %w", name, err)
	}
	c.Trace = tr
	return c, nil
}

// sidePart is one piece of a sendKeys value: typed text or one key.
type sidePart struct{ text, key string }

// sideSplitKeys splits "abc${KEY_ENTER}" into the text "abc" and the key "Enter". A key
// placeholder that names no known key is kept as typed text.
func sideSplitKeys(v string) []sidePart {
	var out []sidePart
	last := 0
	for _, m := range sideKeyRe.FindAllStringSubmatchIndex(v, -1) {
		k, ok := sideKeys[v[m[2]:m[3]]]
		if !ok {
			if fk := v[m[2]:m[3]]; len(fk) >= 2 && fk[0] == 'F' {
				if n, err := strconv.Atoi(fk[1:]); err == nil && n >= 1 && n <= 24 {
					k, ok = fk, true
				}
			}
			if !ok {
				continue
			}
		}
		if m[0] > last {
			out = append(out, sidePart{text: v[last:m[0]]})
		}
		out = append(out, sidePart{key: k})
		last = m[1]
	}
	if last < len(v) || len(out) == 0 {
		out = append(out, sidePart{text: v[last:]})
	}
	return out
}

// sideResolve resolves an open target against the project URL; ok only for http(s).
func sideResolve(base, target string) (string, bool) {
	target = strings.TrimSpace(target)
	if crHTTP(target) {
		return target, true
	}
	b, err := url.Parse(base)
	if err != nil || !crHTTP(base) {
		return "", false
	}
	r, err := url.Parse(target)
	if err != nil {
		return "", false
	}
	u := b.ResolveReference(r).String()
	return u, crHTTP(u)
}

// sideLocator writes a Selenium locator as waymark reads it ("css=#x" → "#x", "id=q" →
// "#q", "linkText=Home" → text="Home", "xpath=//h1" → xpath=//h1), or "" when it is dead.
func sideLocator(loc string) string {
	c := selector.ParseLocator(loc)
	if c.Stability <= 0 {
		return ""
	}
	return c.Value
}

// sideTarget converts a command's target and targets list (SPEC §13): css= locators as
// Selector and Selectors (recorder order; without one, the id= or name= locator as CSS),
// the most stable xpath= as XPath, id=/name= as attributes,
// linkText= as the text of a link; the frame from frameLocation, else from selectFrame.
// mismatch reports a frameLocation that contradicts the frame selectFrame entered.
func sideTarget(cmd sideCommand, frame sideFrame) (t *waymark.Target, mismatch bool) {
	locs := []string{strings.TrimSpace(cmd.Target)}
	var pairs []json.RawMessage
	if json.Unmarshal(cmd.Targets, &pairs) == nil {
		for _, p := range pairs {
			var pair []string
			if json.Unmarshal(p, &pair) == nil && len(pair) > 0 {
				locs = append(locs, strings.TrimSpace(pair[0]))
			}
		}
	}
	t = &waymark.Target{}
	seen := map[string]bool{}
	bestX := 0.0
	setAttr := func(k, v string) {
		if t.Attributes == nil {
			t.Attributes = map[string]string{}
		}
		if _, ok := t.Attributes[k]; !ok {
			t.Attributes[k] = v
		}
	}
	for _, loc := range locs {
		if loc == "" || seen[loc] {
			continue
		}
		seen[loc] = true
		kind, rest, _ := strings.Cut(loc, "=")
		switch strings.ToLower(kind) {
		case "css":
			t.Selectors = sideAppend(t.Selectors, rest)
		case "xpath":
			if sc := selector.Score(loc); sc > bestX {
				t.XPath, bestX = rest, sc
			}
		case "id", "identifier":
			setAttr("id", rest)
		case "name":
			setAttr("name", rest)
		case "linktext", "link":
			if t.Text == "" {
				t.Text, t.Role = rest, "link"
			}
		case "partiallinktext":
			t.Selectors = sideAppend(t.Selectors, loc)
		case "dom", "index", "relative":
		default:
			switch cand := selector.ParseLocator(loc); {
			case cand.Stability <= 0:
			case cand.Kind == selector.KindXPath:
				if cand.Stability > bestX {
					t.XPath, bestX = loc, cand.Stability
				}
			default:
				t.Selectors = sideAppend(t.Selectors, loc)
			}
		}
	}
	if len(t.Selectors) == 0 {
		// an id= or name= locator as CSS, so that the step names its element
		for _, k := range []string{"id", "name"} {
			if v := t.Attributes[k]; v != "" {
				if sel := sideLocator(k + "=" + v); sel != "" {
					t.Selectors = []string{sel}
					break
				}
			}
		}
	}
	crPrimary(t)
	recorded, hasLoc := sideFrameLocation(cmd.FrameLocation)
	tracked, known := frame.known()
	switch {
	case hasLoc:
		t.Frame = recorded
		mismatch = known && fmt.Sprint(tracked) != fmt.Sprint(recorded)
	case known:
		t.Frame = tracked
	}
	if len(t.Frame) == 0 {
		t.Frame = nil
	}
	if t.Empty() {
		return nil, mismatch
	}
	return t, mismatch
}

func sideAppend(list []string, s string) []string {
	s = strings.TrimSpace(s)
	if s == "" {
		return list
	}
	for _, x := range list {
		if x == s {
			return list
		}
	}
	return append(list, s)
}

// sideFrameLocation reads "root", "root/0" or "root/1/0" into frame indexes.
func sideFrameLocation(s string) ([]int, bool) {
	s = strings.TrimSpace(s)
	if s != "root" && !strings.HasPrefix(s, "root/") {
		return nil, false
	}
	var out []int
	for _, p := range strings.Split(s, "/")[1:] {
		n, err := strconv.Atoi(p)
		if err != nil || n < 0 {
			return nil, false
		}
		out = append(out, n)
	}
	return out, true
}
