package selector

import (
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Kinds of [Candidate] (SPEC §9). Each names how Value finds the element.
const (
	KindTestID    = "testid"     // Value: CSS, [data-testid="login"] (or data-test, data-qa, data-cy, …)
	KindID        = "id"         // Value: CSS, #login_field or a compound whose anchor is the id
	KindName      = "name"       // Value: CSS, [name="q"]
	KindAriaLabel = "aria-label" // Value: CSS, [aria-label="Search"]
	KindRole      = "role"       // Value: role=button[name="Sign in"]; role=*[name="Click"] for any role
	KindLabel     = "label"      // Value: label="Email address"
	KindText      = "text"       // Value: text="Sign in"
	KindHref      = "href"       // Value: CSS, a[href="/acme/widget/issues"] or a[href^="/dp/"]
	KindCSS       = "css"        // Value: any other CSS selector
	KindXPath     = "xpath"      // Value: xpath=//*[@id="button"]
)

// Kinds lists every kind of [Candidate], in the order of the constants above.
var Kinds = []string{KindTestID, KindID, KindName, KindAriaLabel, KindRole, KindLabel, KindText, KindHref, KindCSS, KindXPath}

// ValidKind reports whether k is one of [Kinds].
func ValidKind(k string) bool { return slices.Contains(Kinds, k) }

// Candidate is one way to find a target again (SPEC §9).
//
// Value is a locator in the syntax [ParseLocator] reads, so ParseLocator(c.Value) gives
// back c's Kind: a CSS selector for testid, id, name, aria-label, href and css; for the
// others a Playwright-style engine prefix with a Go-quoted (JSON-compatible) string:
//
//	role=button[name="Sign in"]   role and accessible name; "*" for any role
//	label="Email address"         the text of the field's label, exact
//	text="Sign in"                visible text, exact, white space collapsed
//	xpath=//*[@id="button"]
//
// A Value may cross shadow roots or frames as hops joined by " >> ", each hop searched
// inside the element the previous one found ("outer-element >> #inner-input"); Kind then
// describes the last hop. Stability in [0, 1], rounded to 0.001, is how likely the locator
// still finds the element after a redesign.
type Candidate struct {
	Kind      string  `json:"kind"`
	Value     string  `json:"value"`
	Stability float64 `json:"stability"`
}

// Score returns the stability of one selector in [0, 1], rounded to 0.001 (SPEC §9): about
// 0.98 for [data-testid="login"], 0.9 for a stable id (#login_field), 0.8 for
// input[name="q"], 0.3–0.4 for a component name with a tag (app-basket a), below 0.15
// for generated class names, framework ids (#ember123, #\:r1\:), positional or deep
// anonymous chains, and Tailwind utility chains; 0 when it cannot be parsed. It reads
// plain CSS and every recorder form [ParseLocator] reads; it is ParseLocator(s).Stability.
func Score(s string) float64 { return ParseLocator(s).Stability }

// Dead reports whether a recorded selector cannot find anything (SPEC §9): empty, a
// placeholder ("XXXXXXXX", "null", "undefined", "[object Object]"), the universal
// selector alone, a locator that needs a script or a frame index (dom=, index=), or
// neither a recorder locator nor valid CSS. Score is 0 for a dead selector.
func Dead(s string) bool {
	_, ok := parseLocator(s)
	return !ok
}

// placeholder reports whether a recorded selector is a stand-in, not a locator; a selector
// that holds a masked value ("[placeholder=\"{{phone}}\"]", "[data-ved=\"{{token}}\"]", the
// redaction placeholders of SPEC §8) is one too: it can never match the page.
func placeholder(t string) bool {
	if masked(t) {
		return true
	}
	switch strings.ToLower(t) {
	case "", "*", "null", "undefined", "none", "nan", "[object object]", "todo", "fixme", "n/a", "#", ".":
		return true
	}
	return strings.Contains(t, "XXXX") || strings.Trim(t, "xX.…#") == "" && strings.Count(strings.ToLower(t), "x") >= 3
}

// masked reports whether s holds a redaction placeholder ("{{phone}}", "{{token_2}}").
func masked(s string) bool {
	i := strings.Index(s, "{{")
	return i >= 0 && strings.Contains(s[i+2:], "}}")
}

// ParseLocator recognises one recorded locator and classifies it (SPEC §9, §13). It reads
//   - plain CSS ("#login_field", "input[name=q]");
//   - Chrome Recorder / Puppeteer prefixes: aria/Name, aria/Name[role="button"], xpath//…,
//     pierce/…, text/…;
//   - Selenium IDE prefixes: css=, xpath=, id=, name=, linkText=, link=, partialLinkText=,
//     identifier=;
//   - Playwright selector engines: css=, xpath=, text=, role=button[name="x"],
//     internal:role=, internal:label=, internal:text=, internal:testid=, internal:attr=,
//     data-testid=, and Playwright code: page.getByRole('button', { name: 'Accept all' }),
//     getByText, getByLabel, getByPlaceholder, getByTestId, getByAltText, getByTitle,
//     locator(…), frameLocator(…), contentFrame(), first(), nth(n);
//   - bare XPath ("/html/body/…", "//a[…]", "(//a)[1]", "id(\"x\")");
//   - hops across shadow roots or frames: "host >> inner >> #x", "a >>> b" (workflow-use,
//     Playwright, Puppeteer).
//
// The Candidate's Value is normalised to the syntax [Candidate] documents. A locator it
// cannot use (empty, dom=…, index=…, invalid CSS) comes back as Kind "css" with its input
// as Value and Stability 0.
func ParseLocator(s string) Candidate {
	c, _ := parseLocator(s)
	return c
}

// parseLocator is ParseLocator that also reports whether the locator is usable. A locator
// whose normalised Value is longer than maxSelector (a text of 8,000 quotes, each escaped
// for CSS) is refused as a longer input is: its Value could not be read back.
func parseLocator(s string) (Candidate, bool) {
	t := strings.TrimSpace(s)
	dead := Candidate{Kind: KindCSS, Value: t}
	if len(t) > maxSelector || placeholder(t) {
		return dead, false
	}
	c, ok := parseUsable(t)
	if ok && len(c.Value) > maxSelector {
		return dead, false
	}
	return c, ok
}

// parseUsable reads a trimmed locator of at most maxSelector bytes that is no placeholder.
func parseUsable(t string) (Candidate, bool) {
	dead := Candidate{Kind: KindCSS, Value: t}
	if isPlaywrightCode(t) {
		return parseCode(t)
	}
	hops := splitHops(t)
	if len(hops) == 1 {
		return parseOne(t)
	}
	var vals []string
	surv := 1.0
	var last Candidate
	for i, h := range hops {
		c, ok := parseOne(h)
		if !ok {
			return dead, false
		}
		vals = append(vals, c.Value)
		if i < len(hops)-1 {
			surv *= hopSurvival(c)
		}
		last = c
	}
	var ok bool
	if last.Value, ok = joinHops(vals); !ok {
		return dead, false
	}
	last.Stability = round3(last.Stability * surv * math.Pow(0.95, float64(len(hops)-1)))
	return last, true
}

// joinHops joins the values of a chain's hops with " >> ", or reports that it cannot: a
// value with a bracket or quote left open (locator('(')) would swallow the separators
// after it when the chain is read again, and the stored chain would be another locator.
func joinHops(vals []string) (string, bool) {
	s := strings.Join(vals, " >> ")
	return s, len(splitHops(s)) == len(vals)
}

// hopSurvival is how likely a host hop (a shadow host or an iframe) still matches.
func hopSurvival(c Candidate) float64 {
	if c.Kind != KindRole && c.Kind != KindLabel && c.Kind != KindText && c.Kind != KindXPath {
		if r, ok := rateCSS(c.Value); ok {
			return r.surv
		}
	}
	return math.Sqrt(c.Stability)
}

// splitHops splits a locator at ">>" and ">>>" outside quotes, brackets and parentheses.
func splitHops(s string) []string {
	var out []string
	depth, start := 0, 0
	walkUnquoted(s, 0, func(i int) int {
		switch c := s[i]; {
		case c == '[' || c == '(':
			depth++
		case c == ']' || c == ')':
			if depth > 0 {
				depth--
			}
		case c == '>' && depth == 0 && i+1 < len(s) && s[i+1] == '>':
			out = append(out, trimSpace(s[start:i]))
			i++
			if i+1 < len(s) && s[i+1] == '>' {
				i++
			}
			start = i + 1
		}
		return i
	})
	return append(out, trimSpace(s[start:]))
}

// parseOne reads a locator without hops.
func parseOne(t string) (Candidate, bool) {
	dead := Candidate{Kind: KindCSS, Value: t}
	if t == "" {
		return dead, false
	}
	low := strings.ToLower(t)
	for _, p := range []string{"dom=", "index=", "relative=", "internal:control=", "nth=", "visible="} {
		if strings.HasPrefix(low, p) {
			return dead, false
		}
	}
	cut := func(prefix string) (string, bool) {
		if len(t) >= len(prefix) && strings.EqualFold(t[:len(prefix)], prefix) {
			return strings.TrimSpace(t[len(prefix):]), true
		}
		return "", false
	}
	if rest, ok := cut("aria/"); ok {
		name, role := rest, "*"
		if m := ariaRoleRe.FindStringSubmatch(rest); m != nil {
			name, role = m[1], m[2]
		}
		return roleCandidate(role, name)
	}
	for _, p := range []string{"xpath/", "xpath=", "internal:xpath="} {
		if rest, ok := cut(p); ok {
			return xpathCandidate(rest)
		}
	}
	for _, p := range []string{"pierce/", "css=", "css:"} {
		if rest, ok := cut(p); ok {
			return cssCandidate(rest)
		}
	}
	if rest, ok := cut("text/"); ok {
		return textCandidate(rest, 0.7)
	}
	for _, p := range []string{"linkText=", "link="} {
		if rest, ok := cut(p); ok {
			return textCandidate(rest, 0.7)
		}
	}
	if rest, ok := cut("partialLinkText="); ok {
		return textCandidate(rest, 0.6)
	}
	for _, p := range []string{"id=", "identifier="} {
		if rest, ok := cut(p); ok && rest != "" {
			return cssCandidate("#" + identCSS(rest))
		}
	}
	if rest, ok := cut("name="); ok && rest != "" {
		return cssCandidate("[name=" + quoteCSS(rest) + "]")
	}
	for _, p := range []string{"internal:text=", "text="} {
		if rest, ok := cut(p); ok {
			v, exact := playwrightString(rest)
			base := 0.7
			if !exact {
				base = 0.65
			}
			return textCandidate(v, base)
		}
	}
	for _, p := range []string{"internal:label=", "label="} {
		if rest, ok := cut(p); ok {
			v, _ := playwrightString(rest)
			return labelCandidate(v)
		}
	}
	for _, p := range []string{"internal:role=", "role="} {
		if rest, ok := cut(p); ok {
			m := roleEngineRe.FindStringSubmatch(rest)
			if m == nil {
				return dead, false
			}
			name := ""
			if m[2] != "" {
				name, _ = playwrightString(m[2])
			}
			return roleCandidate(m[1], name)
		}
	}
	for _, p := range []string{"internal:testid=", "internal:attr="} {
		if rest, ok := cut(p); ok {
			m := attrEngineRe.FindStringSubmatch(rest)
			if m == nil {
				return dead, false
			}
			v, _ := playwrightString(m[2])
			return cssCandidate("[" + strings.ToLower(m[1]) + "=" + quoteCSS(v) + "]")
		}
	}
	for _, p := range []string{"data-testid=", "data-test-id=", "data-test=", "data-qa=", "data-cy="} {
		if rest, ok := cut(p); ok && rest != "" {
			v, _ := playwrightString(rest)
			return cssCandidate("[" + p[:len(p)-1] + "=" + quoteCSS(v) + "]")
		}
	}
	if strings.HasPrefix(t, "/") || strings.HasPrefix(t, "(") || strings.HasPrefix(t, "./") ||
		strings.HasPrefix(t, "../") || strings.HasPrefix(t, "id(") {
		return xpathCandidate(t)
	}
	c, ok := cssCandidate(t)
	if !ok && relativePathRe.MatchString(t) {
		return xpathCandidate(t) // Browser-Use's x_path: "html/body/div/div[2]/…"
	}
	return c, ok
}

// relativePathRe matches an XPath written without its leading slash.
var relativePathRe = regexp.MustCompile(`^[A-Za-z][\w.-]*(?:\[\d+\])?/[A-Za-z*]`)

var (
	ariaRoleRe   = regexp.MustCompile(`^(.*?)\[role=["']?([^"'\]]+)["']?\]$`)
	roleEngineRe = regexp.MustCompile(`^([A-Za-z*]+)\s*(?:\[\s*name\s*=\s*("(?:[^"\\]|\\.)*"[is]?|'(?:[^'\\]|\\.)*'[is]?|[^\]]*)\s*\])?`)
	attrEngineRe = regexp.MustCompile(`^\[\s*([A-Za-z][A-Za-z0-9_:-]*)\s*=\s*("(?:[^"\\]|\\.)*"[is]?|'(?:[^'\\]|\\.)*'[is]?)\s*\]$`)
)

// playwrightString reads a Playwright selector string: "x" or "x"s (exact), "x"i or a bare
// x (case-insensitive substring).
func playwrightString(s string) (string, bool) {
	s = strings.TrimSpace(s)
	exact := true
	if strings.HasSuffix(s, `"i`) || strings.HasSuffix(s, `'i`) {
		s, exact = s[:len(s)-1], false
	} else if strings.HasSuffix(s, `"s`) || strings.HasSuffix(s, `'s`) {
		s = s[:len(s)-1]
	}
	if len(s) >= 2 && s[0] == '"' && s[len(s)-1] == '"' {
		if v, err := strconv.Unquote(s); err == nil {
			return v, exact
		}
		return s[1 : len(s)-1], exact
	}
	if len(s) >= 2 && s[0] == '\'' && s[len(s)-1] == '\'' {
		return strings.ReplaceAll(s[1:len(s)-1], `\'`, `'`), exact
	}
	return s, false
}

// cssCandidate classifies a CSS selector and rates it with Score's rules.
func cssCandidate(sel string) (Candidate, bool) {
	sel = strings.TrimSpace(sel)
	group, err := parseGroup(sel)
	if err != nil {
		return Candidate{Kind: KindCSS, Value: sel}, false
	}
	var best rating
	for _, c := range group {
		if r := rateComplex(c); r.ident*r.surv > best.ident*best.surv {
			best = r
		}
	}
	kind := KindCSS
	if len(group) == 1 && len(group[0].compounds) == 1 {
		kind = compoundKind(group[0].compounds[0])
	}
	return Candidate{Kind: kind, Value: sel, Stability: round3(best.ident * best.surv)}, true
}

// compoundKind names the anchor of a single compound selector.
func compoundKind(cp compound) string {
	kind, rank := KindCSS, 0
	set := func(k string, r int) {
		if r > rank {
			kind, rank = k, r
		}
	}
	for _, pt := range cp.parts {
		switch {
		case pt.kind == partID:
			set(KindID, 4)
		case pt.kind != partAttr || pt.value == "":
		case testAttributes[pt.name]:
			set(KindTestID, 5)
		case pt.name == "id" && pt.op == "=":
			set(KindID, 4)
		case pt.name == "name" && pt.op == "=":
			set(KindName, 3)
		case pt.name == "aria-label" && pt.op == "=":
			set(KindAriaLabel, 2)
		case pt.name == "href":
			set(KindHref, 1)
		}
	}
	return kind
}

func roleCandidate(role, name string) (Candidate, bool) {
	role = strings.TrimSpace(role)
	name = collapse(name)
	if role == "" {
		role = "*"
	}
	if !validRole(role) {
		return Candidate{Kind: KindRole, Value: "role=" + role}, false
	}
	if role == "*" && name == "" {
		return Candidate{Kind: KindRole, Value: "role=*"}, false
	}
	v := "role=" + role
	st := 0.25
	switch strings.ToLower(role) {
	case "generic", "none", "presentation", "group", "region", "*":
		st = 0.1
	}
	if name != "" {
		v += "[name=" + strconv.Quote(name) + "]"
		st = textStability(name, 0.9)
		if role == "*" {
			st *= 0.9
		}
	}
	return Candidate{Kind: KindRole, Value: v, Stability: round3(st)}, true
}

func labelCandidate(label string) (Candidate, bool) {
	label = collapse(label)
	if label == "" {
		return Candidate{Kind: KindLabel, Value: `label=""`}, false
	}
	return Candidate{Kind: KindLabel, Value: "label=" + strconv.Quote(label), Stability: round3(textStability(label, 0.85))}, true
}

// textCandidate builds text="…" for text as the page shows it. It unquotes nothing: a
// caller that reads a Playwright string does so first, so a text made of quotes is kept as
// it is and the Value reads back as the same locator.
func textCandidate(text string, base float64) (Candidate, bool) {
	text = collapse(text)
	if text == "" {
		return Candidate{Kind: KindText, Value: `text=""`}, false
	}
	return Candidate{Kind: KindText, Value: "text=" + strconv.Quote(text), Stability: round3(textStability(text, base))}, true
}

// textStability lowers base for texts that change: long ones, ones with digits (prices,
// counts, dates), single characters.
func textStability(t string, base float64) float64 {
	n := utf8.RuneCountInString(t)
	s := base
	if n > 40 {
		s *= 0.8
	}
	if n > 80 {
		s *= 0.8
	}
	if n < 2 {
		s *= 0.5
	}
	if strings.ContainsAny(t, "0123456789") {
		s *= 0.75
	}
	return s
}

// validRole reports whether r is an ARIA role name (letters) or "*".
func validRole(r string) bool {
	if r == "*" {
		return true
	}
	for i := 0; i < len(r); i++ {
		if !isLetter(r[i]) {
			return false
		}
	}
	return r != ""
}

// collapse trims t and collapses its runs of white space to one space.
func collapse(t string) string { return strings.Join(strings.Fields(t), " ") }

// xpathID matches an XPath's last step that finds its element by id alone:
// `//input[@id="f9"]`, `//*[@id='f9']`, `id("f9")`; group 1 or 2 is the id.
var xpathID = regexp.MustCompile(`(?:^|/)(?:\*|[A-Za-z][\w-]*)\[@id=["']([^"'\[\]]+)["']\]$|^id\(["']([^"']+)["']\)$`)

// ElementID returns the id a locator finds its element by, whatever way it is written
// ("#f9", "input#f9", `[id="f9"]`, `css=#f9`, "id=f9", `//input[@id='f9']`): the id of the
// last compound of a CSS selector of one complex selector (an id part, or an [id=…]
// attribute), or of an XPath's last step; "" for any other locator.
func ElementID(locator string) string {
	c := ParseLocator(locator)
	v := c.Value
	if c.Kind == KindXPath {
		m := xpathID.FindStringSubmatch(strings.TrimPrefix(v, "xpath="))
		if m == nil {
			return ""
		}
		return m[1] + m[2]
	}
	if c.Stability == 0 || c.Kind == KindRole || c.Kind == KindLabel || c.Kind == KindText {
		return ""
	}
	group, err := parseGroup(v)
	if err != nil || len(group) != 1 {
		return ""
	}
	last := group[0].compounds[len(group[0].compounds)-1]
	for _, pt := range last.parts {
		switch {
		case pt.kind == partID:
			return pt.name
		case pt.kind == partAttr && pt.name == "id" && pt.op == "=":
			return pt.value
		}
	}
	return ""
}
