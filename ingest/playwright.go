package ingest

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/waymark-dev/waymark"
	"github.com/waymark-dev/waymark/internal/redact"
	"github.com/waymark-dev/waymark/internal/selector"
	"github.com/waymark-dev/waymark/internal/urlpattern"
)

// A Playwright MCP session folder, as `@playwright/mcp --save-session` writes it:
//
//	session.md          one "### Tool call: browser_click" or "### User action: click"
//	                    section per call, each with "- Args" (a json block), "- Code" (a js
//	                    block, the Playwright code the call ran), "- Result" and
//	                    "- Snapshot: 002.snapshot.yml"
//	002.snapshot.yml    the accessibility snapshot of the page after the call
//
// (Releases from 0.0.8x write all of the response under "- Result": pwReadResult.)
// The Code line carries the locator (page.getByRole('button', { name: 'Accept all' })); the
// Args' ref ("e43") only names an element inside one snapshot and is never kept, but it
// finds the element in the snapshot taken before the call, which gives its role, name and,
// for a link, its href. Snapshots are read for page evidence only: their URL and title when
// they carry them, and a blocker (captcha, bot wall, login wall, error page) as a short
// Step.Error. No snapshot text is stored.

func init() { Register(playwrightMCP{}) }

type playwrightMCP struct{}

// pwSessionFile is the log file of a session folder.
const pwSessionFile = "session.md"

// pwMaxSnapshot caps the bytes read of one snapshot file.
const pwMaxSnapshot = 8 << 20

// pwEvidenceBytes caps the page text given to the friction classifier per snapshot.
const pwEvidenceBytes = 4096

func (playwrightMCP) Name() string { return "playwright-mcp" }

// pwMarkers start the sections of a session log.
var pwMarkers = []string{"### Tool call: browser_", "### User action: "}

// pwHasMarker reports whether b holds a section heading of a session log.
func pwHasMarker(b []byte) bool {
	for _, m := range pwMarkers {
		if bytes.Contains(b, []byte(m)) {
			return true
		}
	}
	return false
}

func (playwrightMCP) Detect(src Source) bool {
	if src.Dir != nil {
		b, err := pwReadFile(src.Dir, pwSessionFile, 64<<10, true)
		return err == nil && pwHasMarker(b)
	}
	data := src.Data
	if data == nil && strings.EqualFold(filepath.Base(src.Path), pwSessionFile) {
		b, err := pwReadFile(os.DirFS(filepath.Dir(src.Path)), filepath.Base(src.Path), 64<<10, true)
		if err != nil {
			return false
		}
		data = b
	}
	t := bytes.TrimSpace(data)
	if len(t) == 0 || t[0] == '{' || t[0] == '[' {
		return false
	}
	return pwHasMarker(data[:min(len(data), 64<<10)])
}

func (playwrightMCP) Convert(src Source) ([]Converted, error) {
	dir, data, folder := src.Dir, src.Data, ""
	switch {
	case dir != nil:
		folder = filepath.Base(filepath.Clean(src.Path))
		b, err := pwReadFile(dir, pwSessionFile, MaxFileBytes, false)
		if err != nil {
			return nil, fmt.Errorf("playwright-mcp: read %s: %w", pwSessionFile, err)
		}
		data = b
	case src.Path != "":
		folder = filepath.Base(filepath.Dir(src.Path))
		dir = os.DirFS(filepath.Dir(src.Path))
		if data == nil {
			b, err := pwReadFile(dir, filepath.Base(src.Path), MaxFileBytes, false)
			if err != nil {
				return nil, fmt.Errorf("playwright-mcp: read %s: %w", src.Path, err)
			}
			data = b
		}
	}
	if folder == "." || folder == string(filepath.Separator) {
		folder = ""
	}
	c, err := pwConvert(string(data), dir, folder)
	if err != nil {
		return nil, err
	}
	return []Converted{c}, nil
}

// pwReadFile reads name from dir, refusing more than max bytes (or reading only the first max
// bytes when head is set).
func pwReadFile(dir fs.FS, name string, max int64, head bool) ([]byte, error) {
	if !fs.ValidPath(name) {
		return nil, fmt.Errorf("invalid file name %q", name)
	}
	f, err := dir.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if st.IsDir() {
		return nil, fmt.Errorf("%s is a directory", name)
	}
	if st.Size() > max && !head {
		return nil, fmt.Errorf("%s is %d bytes, over the limit of %d", name, st.Size(), max)
	}
	b, err := io.ReadAll(io.LimitReader(f, max))
	if err != nil {
		return nil, err
	}
	return b, nil
}

// pwSection is one "### Tool call" or "### User action" section of session.md.
type pwSection struct {
	user      bool   // a "### User action" (recorded from the human) rather than a tool call
	name      string // "browser_click", "click"
	args      map[string]any
	code      string
	result    string
	snapshot  string // file name of the snapshot after the call
	inline    string // the snapshot after the call, written in the log (pwReadResult)
	failed    bool   // the log says the call failed (pwReadResult)
	pageURL   string // "- Page URL:" line, when the log has one
	pageTitle string
}

// pwParseSession splits session.md into its heading (the first line when it is a title)
// and sections. It never fails: unreadable parts are left empty.
func pwParseSession(text string) (heading string, secs []pwSection) {
	lines := strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n")
	var cur *pwSection
	for i := 0; i < len(lines); i++ {
		ln := strings.TrimSpace(lines[i])
		if strings.HasPrefix(ln, "#") {
			h := strings.TrimSpace(strings.TrimLeft(ln, "#"))
			switch {
			case strings.HasPrefix(h, "Tool call:"):
				secs = append(secs, pwSection{name: strings.TrimSpace(strings.TrimPrefix(h, "Tool call:"))})
				cur = &secs[len(secs)-1]
				continue
			case strings.HasPrefix(h, "User action:"):
				secs = append(secs, pwSection{user: true, name: strings.TrimSpace(strings.TrimPrefix(h, "User action:"))})
				cur = &secs[len(secs)-1]
				continue
			case cur == nil && heading == "" && !strings.HasPrefix(ln, "###"):
				heading = h
				continue
			}
		}
		if cur == nil || !strings.HasPrefix(ln, "- ") {
			continue
		}
		item := strings.TrimSpace(ln[2:])
		block := func() string {
			j := i + 1
			for j < len(lines) && strings.TrimSpace(lines[j]) == "" {
				j++
			}
			if j >= len(lines) || !strings.HasPrefix(strings.TrimSpace(lines[j]), "```") {
				return ""
			}
			var b []string
			for j++; j < len(lines) && strings.TrimSpace(lines[j]) != "```"; j++ {
				b = append(b, lines[j])
			}
			i = j
			return strings.Join(b, "\n")
		}
		switch {
		case item == "Args":
			var m map[string]any
			if json.Unmarshal([]byte(block()), &m) == nil {
				cur.args = m
			}
		case item == "Code":
			cur.code = block()
		case item == "Result":
			if b := block(); !pwReadResult(b, cur) {
				cur.result = b
			}
		case strings.HasPrefix(item, "Snapshot:"):
			cur.snapshot = strings.TrimSpace(strings.TrimPrefix(item, "Snapshot:"))
		case strings.HasPrefix(item, "Page URL:"):
			cur.pageURL = strings.TrimSpace(strings.TrimPrefix(item, "Page URL:"))
		case strings.HasPrefix(item, "Page Title:"):
			cur.pageTitle = strings.TrimSpace(strings.TrimPrefix(item, "Page Title:"))
		}
	}
	return heading, secs
}

// pwClip shortens s to at most n runes, with an ellipsis.
func pwClip(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)
	return strings.TrimSpace(string(r[:n-1])) + "…"
}

// pwMaxText caps a step's value and a target's texts; the trace schema allows more, but no
// typed value or accessible name of a real page comes near it.
const pwMaxText = 10000

// pwFinish fits tr into the limits of the trace schema (cutting over-long values and texts,
// dropping over-long selectors) and checks it as waymark.ParseTrace will when it is saved.
// The importers of this file, workflowuse.go and stagehand.go end with it.
func pwFinish(tr *waymark.Trace) error {
	cut := func(s string, n int) string {
		if len(s) <= n {
			return s
		}
		for n > 0 && !utf8.RuneStart(s[n]) {
			n--
		}
		return s[:n]
	}
	tr.Task = cut(tr.Task, pwMaxText)
	for i := range tr.Steps {
		st := &tr.Steps[i]
		st.Value, st.Error, st.Title = cut(st.Value, pwMaxText), cut(st.Error, pwMaxText), cut(st.Title, pwMaxText)
		if t := st.Target; t != nil {
			t.Name, t.Text, t.Label = cut(t.Name, pwMaxText), cut(t.Text, pwMaxText), cut(t.Label, pwMaxText)
			if len(t.Role) > 200 {
				t.Role = ""
			}
			if len(t.Selector) > pwMaxText {
				t.Selector = ""
			}
			if len(t.XPath) > pwMaxText {
				t.XPath = ""
			}
			if t.Empty() && len(t.Shadow) == 0 {
				st.Target = nil
			}
		}
	}
	if err := tr.Validate(); err != nil {
		return err
	}
	b, err := json.Marshal(tr)
	if err != nil {
		return err
	}
	_, err = waymark.ParseTrace(b, 0)
	return err
}

// pwHTTP returns u in normal form when it is an http(s) URL, else "". {{placeholders}} stay
// unescaped, as waymark writes them.
func pwHTTP(u string) string {
	p, err := urlpattern.Parse(u)
	if err != nil {
		return ""
	}
	out := p.String()
	if strings.Contains(u, "{{") {
		out = pwBraces.Replace(out)
	}
	return out
}

var pwBraces = strings.NewReplacer("%7B%7B", "{{", "%7D%7D", "}}", "%7b%7b", "{{", "%7d%7d", "}}")

// pwSkipTools are tool calls that do not act on the page; they give no step.
var pwSkipTools = map[string]bool{
	"browser_snapshot": true, "browser_close": true, "browser_console_messages": true,
	"browser_network_requests": true, "browser_resize": true, "browser_install": true,
	"browser_tab_list": true, "browser_tab_close": true, "browser_tab_select": true,
	"browser_generate_playwright_test": true, "browser_start_tracing": true, "browser_stop_tracing": true,
	"browser_verify_element_visible": true, "browser_verify_text_visible": true,
	"browser_verify_list_visible": true, "browser_verify_value": true, "browser_generate_locator": true,
	"user_closePage": true,
}

// pwState is the conversion state of one session.
type pwState struct {
	dir     fs.FS
	steps   []waymark.Step
	cur     string // the page the next step acts on: an http(s) URL, "" before the first
	offPage bool   // the browser is on a page that is not http(s) (file:, about:)
	// lost is set after a click on a link that led to a page the log does not name (no
	// snapshot after it, no href known): the steps after it are left out until a navigation
	// names a page again, rather than filed under the page before the click.
	lost      bool
	lostSteps int
	history   []string
	before    *pwPage        // the snapshot taken before the current call
	skipped   map[string]int // calls left out, by tool
	offSteps  int
	missing   []string
	blobs     int
	truncated bool
}

// pwConvert converts one session log; dir (may be nil) holds its snapshots.
func pwConvert(text string, dir fs.FS, folder string) (Converted, error) {
	heading, secs := pwParseSession(strings.ToValidUTF8(text, "\uFFFD"))
	if len(secs) == 0 {
		return Converted{}, errors.New("playwright-mcp: no \"### Tool call\" or \"### User action\" section in session.md")
	}
	s := &pwState{dir: dir, skipped: map[string]int{}}
	for i := range secs {
		if len(s.steps) >= 4000 {
			s.truncated = true
			break
		}
		s.section(&secs[i])
	}
	if len(s.steps) > 4000 {
		s.steps, s.truncated = s.steps[:4000], true
	}
	start := ""
	for _, st := range s.steps {
		if st.URL != "" {
			start = st.URL
			break
		}
	}
	if start == "" {
		return Converted{}, errors.New("playwright-mcp: no http(s) page URL in the session (no browser_navigate to an http or https page)")
	}
	for i := range s.steps {
		if s.steps[i].URL == "" {
			s.steps[i].URL = start
		}
	}
	task := heading
	if task == "" {
		task = searchTask(start) // a session begun on a search's results says what it looked for
	}
	if task == "" {
		task = strings.TrimSpace("playwright-mcp session " + folder)
	}
	tr := &waymark.Trace{Task: pwClip(task, 2000), StartURL: start, Source: "playwright-mcp", Steps: s.steps}
	if err := pwFinish(tr); err != nil {
		return Converted{}, fmt.Errorf("playwright-mcp: %w", err)
	}
	c := Converted{Trace: tr, URL: start, Blobs: s.blobs}
	tools := make([]string, 0, len(s.skipped))
	for k := range s.skipped {
		tools = append(tools, k)
	}
	sort.Strings(tools)
	for _, k := range tools {
		why := "page scripts are not replayable"
		if k == "browser_take_screenshot" || k == "browser_pdf_save" {
			why = "files are not kept"
		}
		c.Warnings = append(c.Warnings, fmt.Sprintf("%d %s call(s) left out: %s", s.skipped[k], k, why))
	}
	if s.offSteps > 0 {
		c.Warnings = append(c.Warnings, fmt.Sprintf("%d step(s) on pages that are not http(s) left out", s.offSteps))
	}
	if s.lostSteps > 0 {
		c.Warnings = append(c.Warnings, fmt.Sprintf("%d step(s) after a link to a page the log does not name (no snapshot) left out", s.lostSteps))
	}
	if len(s.missing) > 0 {
		c.Warnings = append(c.Warnings, "snapshot(s) not found: "+strings.Join(s.missing, ", "))
	}
	if s.truncated {
		c.Warnings = append(c.Warnings, "session cut after 4000 steps")
	}
	c.Warnings = append(c.Warnings, "the session log records no outcome: imported as success")
	return c, nil
}

// section converts one section into zero or more steps and reads its snapshot.
func (s *pwState) section(sec *pwSection) {
	name := sec.name
	if sec.user {
		name = "user_" + name
	}
	args := sec.args
	if args == nil {
		args = map[string]any{}
	}
	target, linkURL := s.target(sec)
	next := "" // the page after the call, when the log tells
	var steps []waymark.Step
	// desc are the words that describe the element (redact.DescribedSecret).
	add := func(a waymark.Action, value string, t *waymark.Target, desc ...string) {
		st := waymark.Step{Action: a, URL: s.cur, Value: value, Target: t}
		st.Sensitive = a == waymark.ActionFill && redact.DescribedSecret(value, desc...)
		steps = append(steps, st)
	}
	switch name {
	case "browser_navigate", "user_navigate", "user_openPage", "browser_tab_new", "browser_tabs":
		u := pwHTTP(pwArg(args, "url"))
		if u == "" {
			if raw := pwArg(args, "url"); raw != "" && (name == "browser_navigate" || name == "user_navigate") {
				s.offPage = true
			}
			break
		}
		s.offPage, s.lost = false, false
		if s.cur != "" {
			s.history = append(s.history, s.cur)
		}
		s.cur = u
		add(waymark.ActionNavigate, "", nil)
	case "browser_navigate_back":
		// Back to a page the log knows is a navigation there, which a replay can follow; a
		// route that left it out clicked on the wrong page after it.
		if n := len(s.history); n > 0 {
			s.cur, s.offPage, s.lost = s.history[n-1], false, false
			s.history = s.history[:n-1]
			add(waymark.ActionNavigate, "", nil)
		} else {
			add(waymark.ActionOther, "navigate back", nil)
		}
	case "browser_navigate_forward":
		add(waymark.ActionOther, "navigate forward", nil)
	case "browser_click", "user_click", "user_check", "user_uncheck":
		add(waymark.ActionClick, "", target)
	case "browser_type", "user_fill":
		v := pwArg(args, "text")
		if v == "" {
			v = pwCodeArg(sec.code, "fill", "type", "pressSequentially")
		}
		add(waymark.ActionFill, v, target, pwArg(args, "element"), s.refName(pwRef(args)))
		if b, _ := args["submit"].(bool); b {
			add(waymark.ActionPress, "Enter", target)
		}
	case "browser_fill_form":
		s.fillForm(sec, add)
	case "browser_select_option", "user_select":
		vals := pwList(args["values"])
		if len(vals) == 0 {
			vals = pwList(args["options"])
		}
		v := strings.Join(vals, ", ")
		if v == "" {
			v = pwCodeArg(sec.code, "selectOption")
		}
		add(waymark.ActionSelect, v, target)
	case "browser_press_key", "user_press":
		k := pwCodeArg(sec.code, "press")
		if k == "" {
			k = pwArg(args, "key")
		}
		add(waymark.ActionPress, k, target)
	case "browser_wait_for":
		v := pwArg(args, "text")
		if g := pwArg(args, "textGone"); v == "" && g != "" {
			v = "gone: " + g
		}
		add(waymark.ActionWait, v, nil)
		if t, ok := args["time"].(float64); ok && t > 0 && t < 1e6 {
			steps[len(steps)-1].DurationMS = int64(t * 1000)
		}
	case "browser_take_screenshot", "browser_pdf_save":
		s.blobs++
		s.skipped[name]++
	case "browser_evaluate", "browser_run_code":
		s.skipped[name]++
	case "browser_hover":
		add(waymark.ActionOther, "hover", target)
	case "browser_handle_dialog":
		v := "dismiss dialog"
		if b, _ := args["accept"].(bool); b {
			v = "accept dialog"
		}
		add(waymark.ActionOther, v, nil)
	default:
		if pwSkipTools[name] || strings.HasPrefix(name, "user_assert") {
			break
		}
		add(waymark.ActionOther, strings.TrimPrefix(strings.TrimPrefix(name, "browser_"), "user_"), target)
	}
	if msg := pwResultError(sec); msg != "" && len(steps) > 0 {
		steps[len(steps)-1].Error = msg
	}
	if n := len(steps); linkURL != "" && n > 0 && steps[n-1].Action == waymark.ActionClick && steps[n-1].Error == "" {
		next = linkURL // a click on a link leads to its href
	}
	page := s.snapshot(sec)
	if page != nil {
		if u := pwHTTP(page.url); u != "" {
			next = u
		}
		s.before = page
	}
	if len(steps) > 0 {
		last := &steps[len(steps)-1]
		if page != nil {
			last.Title = pwClip(page.title, 300)
			if last.Error == "" {
				last.Error = page.blocker(firstNonEmptyPW(next, s.cur))
			}
		}
		if next != "" && next != last.URL {
			last.URLAfter = next
		}
	}
	if next != "" && next != s.cur {
		if name != "browser_navigate_back" && s.cur != "" {
			s.history = append(s.history, s.cur)
		}
		s.cur, s.offPage, s.lost = next, false, false
	}
	switch {
	case s.offPage:
		s.offSteps += len(steps)
		return
	case s.lost:
		s.lostSteps += len(steps)
		return
	}
	s.steps = append(s.steps, steps...)
	if n := len(steps); n > 0 && next == "" && page == nil && steps[n-1].Action == waymark.ActionClick &&
		steps[n-1].Error == "" && pwMayLeave(sec, steps[n-1].Target) {
		// A link followed to a page the log does not name: what comes next is not on this
		// page (a consent click on the article is no quirk of the search page).
		s.history = append(s.history, s.cur)
		s.lost = true
	}
}

// snapshot reads the snapshot of sec, or returns nil when it has none.
func (s *pwState) snapshot(sec *pwSection) *pwPage {
	var p *pwPage
	if sec.inline != "" {
		p = pwParseSnapshot(sec.inline)
	} else if sec.snapshot != "" && s.dir != nil {
		name := path.Clean(sec.snapshot)
		if b, err := pwReadFile(s.dir, name, pwMaxSnapshot, true); err == nil {
			p = pwParseSnapshot(string(b))
		} else {
			s.missing = append(s.missing, pwClip(sec.snapshot, 80))
		}
	}
	if sec.pageURL != "" || sec.pageTitle != "" {
		if p == nil {
			p = &pwPage{refs: map[string]pwElem{}}
		}
		if sec.pageURL != "" {
			p.url = sec.pageURL
		}
		if sec.pageTitle != "" {
			p.title = sec.pageTitle
		}
	}
	return p
}

// refName is the accessible name the snapshot before the call gives the element ref names
// ("" when unknown).
func (s *pwState) refName(ref string) string {
	if s.before == nil || ref == "" {
		return ""
	}
	return s.before.refs[ref].name
}

// target builds the target of a call from its code line, the element its ref names in the
// snapshot before it, and the Args' element description as the last resort. linkURL is the
// href of that element when it is a link (the page a click leads to).
func (s *pwState) target(sec *pwSection) (t *waymark.Target, linkURL string) {
	for _, ln := range pwCodeLines(sec.code) {
		if t = pwTargetFromCode(ln); t != nil {
			break
		}
	}
	ref := pwRef(sec.args)
	if s.before != nil && ref != "" {
		if e, ok := s.before.refs[ref]; ok {
			if t == nil && (e.role != "" || e.name != "") && e.role != "generic" {
				t = &waymark.Target{Role: e.role, Name: pwClip(e.name, 300)}
			}
			if e.url != "" && (e.role == "link" || t != nil && t.Role == "link") {
				if base, err := url.Parse(s.cur); err == nil && s.cur != "" {
					if abs, err := base.Parse(e.url); err == nil {
						linkURL = pwHTTP(abs.String())
					}
				} else {
					linkURL = pwHTTP(e.url)
				}
			}
		}
	}
	if sel := pwArgSelector(sec.args); t == nil && sel != "" {
		t = &waymark.Target{Selector: pwClip(sel, 300)}
	}
	if t == nil {
		if el := pwArg(sec.args, "element"); el != "" {
			role, name := selector.DescribedElement(el)
			t = &waymark.Target{Role: role, Name: pwClip(name, 300)}
		}
	}
	return t, linkURL
}

// pwCodeLines returns the statements of a code block that hold a Playwright locator.
func pwCodeLines(code string) []string {
	var out []string
	for _, ln := range strings.Split(code, "\n") {
		ln = strings.TrimSpace(ln)
		if ln == "" || strings.HasPrefix(ln, "//") {
			continue
		}
		if strings.Contains(ln, "getBy") || strings.Contains(ln, "locator(") || strings.Contains(ln, "frameLocator(") {
			out = append(out, ln)
		}
	}
	return out
}

var (
	pwRoleRe  = regexp.MustCompile(`^role=([A-Za-z*]+)(?:\[name=("(?:[^"\\]|\\.)*")\])?$`)
	pwQuoted1 = regexp.MustCompile(`^(?:label|text)=("(?:[^"\\]|\\.)*")$`)
)

// pwTargetFromCode reads one line of Playwright code into a target: Selector is the locator
// in waymark's syntax (hops joined by " >> "), and its last hop gives the anchor — Role and
// Name for getByRole, Label for getByLabel, Text for getByText.
func pwTargetFromCode(line string) *waymark.Target {
	line = strings.TrimSuffix(strings.TrimSpace(line), ";")
	if len(line) > 4000 {
		return nil
	}
	c := selector.ParseLocator(line)
	if c.Stability <= 0 || c.Value == "" {
		return nil
	}
	t := &waymark.Target{Selector: c.Value}
	last := pwLastHop(c.Value)
	switch c.Kind {
	case selector.KindRole:
		if m := pwRoleRe.FindStringSubmatch(last); m != nil {
			if m[1] != "*" {
				t.Role = m[1]
			}
			if m[2] != "" {
				t.Name, _ = strconv.Unquote(m[2])
			}
		}
	case selector.KindLabel, selector.KindText:
		if m := pwQuoted1.FindStringSubmatch(last); m != nil {
			v, _ := strconv.Unquote(m[1])
			if c.Kind == selector.KindLabel {
				t.Label = v
			} else {
				t.Text = v
			}
		}
	}
	return t
}

// pwLastHop returns the part of a locator after its last " >> " outside quotes.
func pwLastHop(v string) string {
	var quote byte
	last := 0
	for i := 0; i < len(v); i++ {
		switch c := v[i]; {
		case quote != 0:
			if c == '\\' {
				i++
			} else if c == quote {
				quote = 0
			}
		case c == '"' || c == '\'':
			quote = c
		case strings.HasPrefix(v[i:], " >> "):
			last = i + 4
		}
	}
	return v[last:]
}

// pwCodeArg returns the first string argument of the first call to one of methods in code:
// pwCodeArg("…fill('x');", "fill") is "x".
func pwCodeArg(code string, methods ...string) string {
	for _, m := range methods {
		i := strings.Index(code, "."+m+"(")
		if i < 0 {
			continue
		}
		rest := strings.TrimLeft(code[i+len(m)+2:], " [")
		if rest == "" || (rest[0] != '\'' && rest[0] != '"' && rest[0] != '`') {
			continue
		}
		q := rest[0]
		var b strings.Builder
		for j := 1; j < len(rest); j++ {
			c := rest[j]
			if c == '\\' && j+1 < len(rest) {
				j++
				b.WriteByte(rest[j])
				continue
			}
			if c == q {
				return b.String()
			}
			b.WriteByte(c)
		}
	}
	return ""
}

// pwResultError returns the error of a call that failed (pwErrorText): one the log marks
// as failed, or whose result begins with "Error" or "TimeoutError"; "" otherwise.
func pwResultError(sec *pwSection) string {
	r := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(sec.result), "### Result"))
	if !sec.failed && !strings.HasPrefix(r, "Error") && !strings.HasPrefix(r, "TimeoutError") {
		return ""
	}
	return pwErrorText(r)
}

// pwArg returns args[key] as text (strings and numbers).
func pwArg(args map[string]any, key string) string {
	switch v := args[key].(type) {
	case string:
		return v
	case float64:
		return strconv.FormatFloat(v, 'f', -1, 64)
	case bool:
		return strconv.FormatBool(v)
	}
	return ""
}

// pwList returns the strings of a JSON list (or a single string).
func pwList(v any) []string {
	switch x := v.(type) {
	case string:
		return []string{x}
	case []any:
		var out []string
		for _, e := range x {
			if s, ok := e.(string); ok {
				out = append(out, s)
			}
		}
		return out
	}
	return nil
}

// pwMayLeave reports whether a click of section sec on target t may have led to another
// page: its target is a link (by role, by the element's description "… link" or "search
// result", or by a locator of an a or a result's heading in its code). A click on a button
// or a field is taken to stay on its page.
func pwMayLeave(sec *pwSection, t *waymark.Target) bool {
	if t != nil && strings.EqualFold(t.Role, "link") {
		return true
	}
	el := strings.ToLower(pwArg(sec.args, "element"))
	if strings.Contains(el, "link") || strings.Contains(el, "result") {
		return true
	}
	code := strings.ToLower(sec.code)
	return pwLinkLocator.MatchString(code) || strings.Contains(code, "getbyrole('heading'") || strings.Contains(code, `getbyrole("heading"`)
}

// pwLinkLocator finds a locator of an a element or of a search result's heading in
// Playwright code: locator('a…'), locator("#rso a h3"), a[href…].
var pwLinkLocator = regexp.MustCompile(`locator\(['"](?:[^'"]*[\s>])?a(?:[\s\[.#:>'"]|$)|\ba\[href|\bh3\b`)
