package ingest

// Helpers shared by the Browser-Use and Mind2Web importers: reading loosely typed JSON,
// naming an element's ARIA role, building a CSS selector from stable attributes, clamping
// text to the trace schema's limits.

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"

	"golang.org/x/net/html"

	"github.com/waymark-dev/waymark"
	"github.com/waymark-dev/waymark/internal/urlpattern"
)

// Length limits of schema/trace.schema.json, in bytes (the schema counts characters; bytes
// are never fewer).
const (
	buMaxTask  = 10000
	buMaxShort = 10000  // target fields, title
	buMaxValue = 100000 // value, error, final answer
	buMaxExtr  = 1000000
	buMaxSess  = 200
)

// buClamp cuts s to at most n bytes on a rune boundary, marking the cut with "…".
func buClamp(s string, n int) string {
	if len(s) <= n {
		return s
	}
	cut := n - len("…")
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + "…"
}

// buValidUTF8 replaces invalid UTF-8 so that every text of a trace is valid.
func buValidUTF8(s string) string {
	if utf8.ValidString(s) {
		return s
	}
	return strings.ToValidUTF8(s, "\uFFFD")
}

// buHTTP reports whether s is a URL waymark accepts in a trace (http or https, SPEC §13).
func buHTTP(s string) bool {
	if s == "" {
		return false
	}
	_, err := urlpattern.Parse(s)
	return err == nil
}

// trimJSON drops a UTF-8 byte-order mark and surrounding white space (every JSON format).
func trimJSON(data []byte) []byte {
	return bytes.TrimSpace(bytes.TrimPrefix(data, []byte("\xef\xbb\xbf")))
}

// buText renders a loosely typed JSON value as text: strings as they are, numbers and
// booleans in JSON form, null as "", anything else as compact JSON.
func buText(v any) string {
	switch x := v.(type) {
	case nil:
		return ""
	case string:
		return buValidUTF8(x)
	case bool:
		return strconv.FormatBool(x)
	case float64:
		if x == math.Trunc(x) && math.Abs(x) < 1e15 {
			return strconv.FormatInt(int64(x), 10)
		}
		return strconv.FormatFloat(x, 'g', -1, 64)
	case json.Number:
		return x.String()
	}
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Sprint(v)
	}
	return string(b)
}

// buStr returns the first non-empty text among m's keys.
func buStr(m map[string]any, keys ...string) string {
	for _, k := range keys {
		if s := strings.TrimSpace(buText(m[k])); s != "" {
			return s
		}
	}
	return ""
}

// buNum returns m[key] as a finite number.
func buNum(m map[string]any, key string) (float64, bool) {
	switch x := m[key].(type) {
	case float64:
		return x, !math.IsNaN(x) && !math.IsInf(x, 0)
	case string:
		f, err := strconv.ParseFloat(strings.TrimSpace(x), 64)
		return f, err == nil && !math.IsNaN(f) && !math.IsInf(f, 0)
	}
	return 0, false
}

// buBool returns m[key] as a boolean ("true"/"false" strings included).
func buBool(m map[string]any, key string) (bool, bool) {
	switch x := m[key].(type) {
	case bool:
		return x, true
	case string:
		b, err := strconv.ParseBool(strings.TrimSpace(x))
		return b, err == nil
	}
	return false, false
}

// buMap returns v as an object, or nil.
func buMap(v any) map[string]any {
	m, _ := v.(map[string]any)
	return m
}

// buList returns v as an array; a single object becomes a one-item array.
func buList(v any) []any {
	switch x := v.(type) {
	case []any:
		return x
	case map[string]any:
		return []any{x}
	}
	return nil
}

// buAttrs turns a JSON object of attributes into strings (non-string values rendered by
// buText), dropping empty names.
func buAttrs(v any) map[string]string {
	m := buMap(v)
	if len(m) == 0 {
		return nil
	}
	out := make(map[string]string, len(m))
	for k, val := range m {
		k = strings.TrimSpace(buValidUTF8(k))
		if k == "" {
			continue
		}
		out[buClamp(k, 200)] = buClamp(buText(val), buMaxShort)
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

// buInputRoles maps <input type> to the ARIA role of the element (HTML-AAM).
var buInputRoles = map[string]string{
	"": "textbox", "text": "textbox", "email": "textbox", "tel": "textbox", "url": "textbox",
	"password": "textbox", "search": "searchbox", "number": "spinbutton", "range": "slider",
	"checkbox": "checkbox", "radio": "radio", "submit": "button", "button": "button",
	"reset": "button", "image": "button",
}

// buTagRoles maps HTML elements to their implicit ARIA role, for the elements whose role
// makes a useful anchor.
var buTagRoles = map[string]string{
	"button": "button", "textarea": "textbox", "option": "option", "h1": "heading",
	"h2": "heading", "h3": "heading", "h4": "heading", "h5": "heading", "h6": "heading",
	"img": "img", "li": "listitem", "nav": "navigation", "dialog": "dialog", "summary": "button",
}

// buRole names the ARIA role of an element: its role attribute, else the implicit role of
// its tag (a with href → link, input by type, select → combobox or listbox), else "".
func buRole(tag string, attrs map[string]string) string {
	if r := strings.TrimSpace(attrs["role"]); r != "" && r != "none" && r != "presentation" {
		if i := strings.IndexByte(r, ' '); i > 0 { // "role" may list fallbacks
			r = r[:i]
		}
		return strings.ToLower(r)
	}
	tag = strings.ToLower(strings.TrimSpace(tag))
	switch tag {
	case "a", "area":
		if _, ok := attrs["href"]; ok {
			return "link"
		}
		return ""
	case "input":
		return buInputRoles[strings.ToLower(strings.TrimSpace(attrs["type"]))]
	case "select":
		if _, ok := attrs["multiple"]; ok {
			return "listbox"
		}
		return "combobox"
	}
	return buTagRoles[tag]
}

var buIdentRe = regexp.MustCompile(`^-?[A-Za-z_][A-Za-z0-9_-]*$`)

// buQuoteCSS quotes s as a CSS string.
func buQuoteCSS(s string) string {
	r := strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", `\a `, "\r", `\d `)
	return `"` + r.Replace(s) + `"`
}

// buTestAttrs are the test-id attributes preferred over everything else (SPEC §9).
var buTestAttrs = []string{"data-testid", "data-test-id", "data-test", "data-qa", "data-cy"}

// buSelector builds one CSS selector from stable attributes: a test id, else the id, else
// tag[name=…]; "" when there is none. Whether the id is generated is left to waymark's
// selector stabilisation (SPEC §9).
func buSelector(tag string, attrs map[string]string) string {
	for _, k := range buTestAttrs {
		if v := strings.TrimSpace(attrs[k]); v != "" {
			return "[" + k + "=" + buQuoteCSS(v) + "]"
		}
	}
	tag = strings.ToLower(strings.TrimSpace(tag))
	if !buIdentRe.MatchString(tag) {
		tag = ""
	}
	if id := strings.TrimSpace(attrs["id"]); id != "" {
		if buIdentRe.MatchString(id) {
			return "#" + id
		}
		return tag + "[id=" + buQuoteCSS(id) + "]"
	}
	if n := strings.TrimSpace(attrs["name"]); n != "" {
		return tag + "[name=" + buQuoteCSS(n) + "]"
	}
	return ""
}

var buSecretRe = regexp.MustCompile(`(?i)pass(word|wd|code)?\b|passwd|secret|\botp\b|one-time|\bpin\b|cvv|cvc|csc|security.?code|card.?number|cc-(number|csc)|api.?key|token`)

// buSecretField reports whether an element is a password, secret, OTP or card field from
// what is visible of it: its type, autocomplete, name, id, label or accessible name.
func buSecretField(attrs map[string]string, names ...string) bool {
	if strings.EqualFold(strings.TrimSpace(attrs["type"]), "password") {
		return true
	}
	ac := strings.ToLower(attrs["autocomplete"])
	if strings.Contains(ac, "password") || strings.Contains(ac, "one-time-code") ||
		strings.Contains(ac, "cc-number") || strings.Contains(ac, "cc-csc") {
		return true
	}
	for _, s := range append([]string{attrs["name"], attrs["id"], attrs["aria-label"], attrs["placeholder"]}, names...) {
		if s != "" && buSecretRe.MatchString(s) {
			return true
		}
	}
	return false
}

// buTargetSpec is what an importer knows about an element before it becomes a Target.
type buTargetSpec struct {
	Tag, XPath, Name, Text, CSS string
	Attrs                       map[string]string
	// KeepTag stores the tag as Attributes["tag"] when the element has no role.
	KeepTag bool
}

// buTarget builds a waymark target: Role from the role attribute or the tag, Name from the
// accessible name (else aria-label, else the text of a link/button-like element, else the
// placeholder or title of a field), Selector from stable attributes, the recorded CSS
// selector as an extra selector. Nil when nothing is known.
func buTarget(s buTargetSpec) *waymark.Target {
	tag := strings.ToLower(strings.TrimSpace(s.Tag))
	t := &waymark.Target{XPath: buClamp(strings.TrimSpace(s.XPath), buMaxShort), Attributes: s.Attrs}
	if strings.HasPrefix(t.XPath, "html/") || t.XPath == "html" {
		t.XPath = "/" + t.XPath // Browser-Use writes absolute paths without the leading slash
	}
	t.Role = buClamp(buRole(tag, s.Attrs), 200)
	t.Text = buClamp(strings.TrimSpace(s.Text), buMaxShort)
	name := strings.TrimSpace(s.Name)
	if name == "" {
		name = strings.TrimSpace(s.Attrs["aria-label"])
	}
	if name == "" {
		switch t.Role {
		case "link", "button", "tab", "menuitem", "option", "checkbox", "radio", "heading", "listitem":
			name = t.Text
		case "textbox", "searchbox", "combobox", "spinbutton":
			name = buFirst(s.Attrs["placeholder"], s.Attrs["title"])
		}
	}
	t.Name = buClamp(name, buMaxShort)
	t.Selector = buClamp(buSelector(tag, s.Attrs), buMaxShort)
	if css := strings.TrimSpace(s.CSS); css != "" && css != t.Selector {
		t.Selectors = []string{buClamp(css, buMaxShort)}
	}
	if tag != "" && t.Role == "" && (s.KeepTag || t.Empty()) {
		if t.Attributes == nil {
			t.Attributes = map[string]string{}
		}
		if _, ok := t.Attributes["tag"]; !ok {
			t.Attributes["tag"] = buClamp(tag, 200)
		}
	}
	if t.Empty() {
		return nil
	}
	return t
}

func buFirst(ss ...string) string {
	for _, s := range ss {
		if s = strings.TrimSpace(s); s != "" {
			return s
		}
	}
	return ""
}

// buCounter counts repeated notices so that a warning is written once, with its count and
// its first few examples.
type buCounter struct {
	order    []string
	n        map[string]int
	examples map[string][]string
}

// buMaxExamples is how many examples a counted warning quotes.
const buMaxExamples = 3

func (c *buCounter) add(kind, example string) {
	if c.n == nil {
		c.n, c.examples = map[string]int{}, map[string][]string{}
	}
	if c.n[kind] == 0 {
		c.order = append(c.order, kind)
	}
	c.n[kind]++
	if example != "" && len(c.examples[kind]) < buMaxExamples {
		c.examples[kind] = append(c.examples[kind], example)
	}
}

// lines renders the notices: "kind (example)", "kind (N times: ex1; ex2; ex3; …)".
func (c *buCounter) lines() []string {
	var out []string
	for _, k := range c.order {
		ex := strings.Join(c.examples[k], "; ")
		if c.n[k] > len(c.examples[k]) && ex != "" {
			ex += "; …"
		}
		switch {
		case c.n[k] > 1 && ex != "":
			k += fmt.Sprintf(" (%d times: %s)", c.n[k], ex)
		case c.n[k] > 1:
			k += fmt.Sprintf(" (%d times)", c.n[k])
		case ex != "":
			k += " (" + ex + ")"
		}
		out = append(out, k)
	}
	return out
}

// buBinary reports whether s is a data: URI or a long run of base64 with no spaces.
func buBinary(s string) bool {
	t := strings.TrimSpace(s)
	if strings.HasPrefix(t, "data:") && strings.Contains(t[:min(len(t), 100)], ";base64,") {
		return true
	}
	if len(t) < 512 {
		return false
	}
	for i := 0; i < len(t); i++ {
		c := t[i]
		if !(c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '+' || c == '/' || c == '=') {
			return false
		}
	}
	return true
}

// buSnippet reads the outer HTML Browser-Use wrote for an element: the tag and attributes
// of its first start tag and the first distinct line of its text.
func buSnippet(s string) (tag string, attrs map[string]string, text string) {
	if len(s) > 1<<20 {
		s = s[:1<<20]
	}
	z := html.NewTokenizer(strings.NewReader(s))
	var sb strings.Builder
	for {
		tt := z.Next()
		if tt == html.ErrorToken { // io.EOF or a malformed tail: keep what was read
			break
		}
		switch tt {
		case html.StartTagToken, html.SelfClosingTagToken:
			if tag != "" {
				continue
			}
			tok := z.Token()
			tag = tok.Data
			for _, a := range tok.Attr {
				if attrs == nil {
					attrs = map[string]string{}
				}
				attrs[buClamp(buValidUTF8(a.Key), 200)] = buClamp(buValidUTF8(a.Val), buMaxShort)
			}
		case html.TextToken:
			sb.Write(z.Text())
		}
	}
	for _, line := range strings.Split(sb.String(), "\n") {
		if line = strings.Join(strings.Fields(line), " "); line != "" {
			text = buValidUTF8(line)
			break
		}
	}
	return tag, attrs, text
}
