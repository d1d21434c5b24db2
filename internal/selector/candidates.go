package selector

import (
	"sort"
	"strings"
)

// Target is what a step acted on, as recorded (SPEC §1, §13). Every field may be empty.
type Target struct {
	// Selectors are the recorded locators in any form ParseLocator reads, best first as
	// the recorder ordered them.
	Selectors []string `json:"selectors,omitempty"`
	// XPath is a recorded XPath without prefix ("/html/body/…", "//*[@id='x']").
	XPath string `json:"xpath,omitempty"`
	// Tag is the element name ("input", "a"), used to qualify attribute selectors.
	Tag string `json:"tag,omitempty"`
	// Role and Name are the ARIA role and the accessible name.
	Role string `json:"role,omitempty"`
	Name string `json:"name,omitempty"`
	// Text is the element's visible text; Label the text of its <label>.
	Text  string `json:"text,omitempty"`
	Label string `json:"label,omitempty"`
	// Placeholder is the placeholder attribute when it is not in Attributes.
	Placeholder string `json:"placeholder,omitempty"`
	// Attributes are the element's HTML attributes by name (id, name, href,
	// data-testid, aria-label, …).
	Attributes map[string]string `json:"attributes,omitempty"`
}

// kindRank orders candidates of equal stability: semantic, stable kinds first.
var kindRank = map[string]int{KindTestID: 0, KindID: 1, KindRole: 2, KindLabel: 3, KindAriaLabel: 4,
	KindName: 5, KindHref: 6, KindText: 7, KindCSS: 8, KindXPath: 9}

// Candidates returns every usable locator for t, best first (SPEC §9): by Stability
// (descending), then kind (testid, id, role, label, aria-label, name, href, text, css,
// xpath), then Value — the same order for the same target. It builds
//   - testid, id, name, aria-label, placeholder and href selectors from Attributes (an href
//     with an id-like path segment or a query becomes a prefix pattern, a[href^="/dp/"]);
//   - role from Role and Name (or aria-label), label from Label, text from Text;
//   - each recorded selector as ParseLocator reads it and, for CSS, its Stabilise form;
//   - the XPath.
//
// Dead selectors, values longer than ParseLocator reads (8,192 bytes) and duplicates (same
// Value) are left out; see [Candidate] for the Value formats.
func Candidates(t Target) []Candidate {
	cs := map[string]Candidate{}
	add := func(c Candidate, ok bool) {
		if !ok || c.Stability <= 0 || c.Value == "" || len(c.Value) > maxSelector || masked(c.Value) {
			return // a masked value never matches the page; a longer one would read back dead
		}
		if old, seen := cs[c.Value]; !seen || c.Stability > old.Stability {
			cs[c.Value] = c
		}
	}
	tag := strings.ToLower(strings.TrimSpace(t.Tag))
	if tag != "" && !validTag(tag) {
		tag = ""
	}
	attr := make(map[string]string, len(t.Attributes))
	for k, v := range t.Attributes {
		attr[strings.ToLower(strings.TrimSpace(k))] = strings.TrimSpace(v)
	}
	for _, k := range sortedKeys(attr) {
		v := attr[k]
		if v == "" || !validAttrName(k) {
			continue
		}
		switch {
		case testAttributes[k]:
			add(cssCandidate("[" + k + "=" + quoteCSS(v) + "]"))
		case k == "id":
			add(cssCandidate(tag + "#" + identCSS(v)))
		case k == "name" || k == "aria-label" || k == "placeholder":
			add(cssCandidate(tag + "[" + k + "=" + quoteCSS(v) + "]"))
		case k == "href":
			add(hrefCandidate(v))
		}
	}
	if t.Placeholder != "" {
		add(cssCandidate(tag + "[placeholder=" + quoteCSS(strings.TrimSpace(t.Placeholder)) + "]"))
	}
	name := t.Name
	if name == "" {
		name = attr["aria-label"]
	}
	if t.Role != "" || name != "" {
		add(roleCandidate(t.Role, name))
	}
	if t.Label != "" {
		add(labelCandidate(t.Label))
	}
	if txt := collapse(t.Text); txt != "" && len(txt) <= 120 {
		base := 0.65
		if r := strings.ToLower(t.Role); r == "link" || r == "button" || tag == "a" || tag == "button" {
			base = 0.75 // link and button text are anchors (SPEC §1)
		}
		add(textCandidate(txt, base))
	}
	for _, s := range t.Selectors {
		for _, c := range recordedCandidates(s) {
			add(c, true)
		}
	}
	if t.XPath != "" {
		add(xpathCandidate(t.XPath))
	}
	out := make([]Candidate, 0, len(cs))
	for _, c := range cs {
		out = append(out, c)
	}
	sort.Slice(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if a.Stability != b.Stability {
			return a.Stability > b.Stability
		}
		if kindRank[a.Kind] != kindRank[b.Kind] {
			return kindRank[a.Kind] < kindRank[b.Kind]
		}
		return a.Value < b.Value
	})
	return out
}

// Anchors returns the semantic candidates of t only (SPEC §1 "anchor", §9: every stored
// target keeps anchors as well as selectors), in Candidates order: role with an accessible
// name (role=button[name="Sign in"]), label, testid, a stable id (Stability ≥ 0.5),
// aria-label, visible or link text, href pattern. Positional CSS, XPath and generated ids
// are never anchors.
func Anchors(t Target) []Candidate { return AnchorsOf(Candidates(t)) }

// AnchorsOf returns the anchors among cs, the result of [Candidates], in their order: what
// [Anchors] returns, for a caller that needs both lists without computing them twice.
func AnchorsOf(cs []Candidate) []Candidate {
	var out []Candidate
	for _, c := range cs {
		switch c.Kind {
		case KindRole:
			if !strings.Contains(c.Value, "[name=") {
				continue
			}
		case KindID:
			if c.Stability < 0.5 {
				continue
			}
		case KindLabel, KindTestID, KindAriaLabel, KindText, KindHref:
		default:
			continue
		}
		if strings.Contains(c.Value, " >> ") {
			continue // a hop chain is a selector, not an anchor
		}
		out = append(out, c)
	}
	return out
}

// hrefCandidate builds a[href="…"], or a[href^="…"] up to the first id-like path segment
// or the query: "/dp/B08N5WRWNW/ref=x" → a[href^="/dp/"].
func hrefCandidate(href string) (Candidate, bool) {
	if href == "" || href == "#" || strings.HasPrefix(strings.ToLower(href), "javascript:") {
		return Candidate{}, false
	}
	pathEnd := strings.IndexAny(href, "?#")
	path := href
	if pathEnd >= 0 {
		path = href[:pathEnd]
	}
	// Keep scheme and host whole: start looking for variable segments after them.
	from := 0
	if i := strings.Index(path, "://"); i >= 0 {
		if j := strings.IndexByte(path[i+3:], '/'); j >= 0 {
			from = i + 3 + j
		} else {
			from = len(path)
		}
	}
	prefix, found := "", false
	segStart := from
	for i := from; i <= len(path); i++ {
		if i < len(path) && path[i] != '/' {
			continue
		}
		seg := path[segStart:i]
		if seg != "" && strings.Trim(seg, "/") != "" && idLike(strings.Trim(seg, "/")) {
			prefix, found = path[:segStart], true
			break
		}
		segStart = i
	}
	switch {
	case found:
		if !strings.HasSuffix(prefix, "/") {
			prefix += "/"
		}
		if strings.Trim(prefix, "/") == "" {
			return Candidate{}, false // only "/" is left
		}
		return cssCandidate("a[href^=" + quoteCSS(prefix) + "]")
	case pathEnd >= 0 && href[pathEnd] == '?':
		return cssCandidate("a[href^=" + quoteCSS(href[:pathEnd+1]) + "]")
	}
	return cssCandidate("a[href=" + quoteCSS(href) + "]")
}

// idLike reports whether a path segment is an identifier rather than a word: a number,
// a hash, a UUID, a product code such as B08N5WRWNW.
func idLike(seg string) bool {
	digits, letters := 0, 0
	for i := 0; i < len(seg); i++ {
		switch c := seg[i]; {
		case c >= '0' && c <= '9':
			digits++
		case isLetter(c):
			letters++
		}
	}
	return digits > 0 && (letters == 0 || digits >= 3 || variableValue(seg))
}

func validTag(t string) bool {
	for i := 0; i < len(t); i++ {
		c := t[i]
		if !(c >= 'a' && c <= 'z' || i > 0 && (c >= '0' && c <= '9' || c == '-')) {
			return false
		}
	}
	return true
}

func validAttrName(n string) bool {
	for i := 0; i < len(n); i++ {
		c := n[i]
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '_' || c == ':' || c == '.') {
			return false
		}
	}
	return n != "" && !(n[0] >= '0' && n[0] <= '9') && n[0] != '-'
}

func sortedKeys(m map[string]string) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
