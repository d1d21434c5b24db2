package waymark

import (
	"regexp"
	"sort"
	"strings"

	"github.com/waymark-dev/waymark/internal/classify"
	"github.com/waymark-dev/waymark/internal/loop"
	"github.com/waymark-dev/waymark/internal/redact"
	"github.com/waymark-dev/waymark/internal/selector"
	"github.com/waymark-dev/waymark/internal/terms"
	"github.com/waymark-dev/waymark/internal/urlpattern"
)

// This file connects the pure packages under internal/ to the root package's types.

func siteOf(raw string) (string, error)        { return urlpattern.Site(raw) }
func derivePattern(raw string) (string, error) { return urlpattern.Derive(raw) }
func derivePage(raw string) page               { return urlpattern.DerivePage(raw) }

func samePage(a, b string) bool               { return urlpattern.SamePage(a, b) }
func hasAppRoute(raw string) bool             { return urlpattern.HasAppRoute(raw) }
func patternMatches(pattern, raw string) bool { return pattern != "" && urlpattern.Match(pattern, raw) }
func pageMatches(pattern, raw string) bool {
	return pattern != "" && urlpattern.MatchPage(pattern, raw)
}

func pageMatchesGeneralised(pattern, raw string) bool {
	return pattern != "" && urlpattern.MatchGeneralised(pattern, raw)
}
func generaliseNames(a, b string) (string, bool) { return urlpattern.GeneraliseNames(a, b) }

// slugPattern is the URL pattern of raw as records were filed under it before patterns left
// title slugs out ("amazon.com/*/dp/*"); ok is false when raw has no title slug.
func slugPattern(raw string) (string, bool)     { return urlpattern.DeriveWithSlugs(raw) }
func siteWidePattern(p string) bool             { return urlpattern.IsSiteWide(p) }
func canonicalPattern(p string) (string, error) { return urlpattern.CanonicalPattern(p) }
func termsOf(s string) []string                 { return terms.Terms(s) }
func foldText(s string) string                  { return terms.Normalize(s) }
func similarity(a, b []string) float64          { return terms.Similarity(a, b) }
func isNumberTerm(t string) bool                { return terms.IsNumber(t) }
func freshness(question, answer string) Freshness {
	return Freshness(classify.Freshness(question, answer))
}

func harnessError(errText string) bool { return classify.HarnessError(errText) }
func intercepted(errText string) bool  { return classify.Intercepted(errText) }

func friction(errText, url, title, page string) Friction {
	return Friction(classify.Friction(errText, url, title, page))
}

func classifyIntent(intent string) TaskType { return TaskType(classify.TaskType(intent)) }

// classifyTrace picks a task type from the intent, breaking ties with the step actions.
func classifyTrace(tr *Trace, intent string) TaskType {
	actions := make([]string, 0, len(tr.Steps))
	for _, st := range tr.Steps {
		a := string(st.Action)
		if st.Sensitive || (st.Target != nil && st.Target.Attributes["type"] == "password") {
			a += ":password"
		}
		actions = append(actions, a)
	}
	return TaskType(classify.TaskTypeFromSteps(actions, intent))
}

func isConsentClick(t *Target) bool {
	return classify.IsConsentClick(firstNonEmpty(t.Name, t.Text, t.Label, t.Attributes["aria-label"]), firstNonEmpty(t.firstSelector(), t.XPath))
}

// isPopupDismiss reports whether a click on t closes a pop-up the site put in the way
// (classify.IsPopupDismiss).
func isPopupDismiss(t *Target) bool {
	return classify.IsPopupDismiss(firstNonEmpty(t.Name, t.Text, t.Label, t.Attributes["aria-label"]), firstNonEmpty(t.firstSelector(), t.XPath))
}

func selectorTarget(t *Target) selector.Target {
	st := selector.Target{XPath: t.XPath, Role: t.Role, Name: t.Name, Text: t.Text, Label: t.Label, Attributes: t.Attributes}
	if t.Selector != "" {
		st.Selectors = append(st.Selectors, t.Selector)
	}
	st.Selectors = append(st.Selectors, t.Selectors...)
	return st
}

// recordedLocator is the CSS selector or other locator t was recorded with (the first of
// its selectors), in the normal form internal/selector gives it ("id=q" is "#q"); "" when
// there is none or it cannot be used (blank, a placeholder, dom=…).
func recordedLocator(t *Target) string {
	c := selector.ParseLocator(t.firstSelector())
	if c.Stability <= 0 {
		return ""
	}
	return c.Value
}

// minStability is the lowest selector stability (internal/selector scores, 0–1) kept as a
// stored selector; below it a selector does not survive a redesign (SPEC §9).
const minStability = 0.2

// locators stabilises a target (SPEC §9): its usable selectors best first, and its anchors.
func locators(t *Target) (sels, anchors []Locator) {
	if t == nil {
		return nil, nil
	}
	cands := selector.Candidates(selectorTarget(t))
	anc := selector.AnchorsOf(cands)
	isAnchor := map[string]bool{}
	for _, c := range anc {
		anchors = append(anchors, Locator{Kind: c.Kind, Value: c.Value, Stability: round4(c.Stability)})
		isAnchor[c.Kind+"\x00"+c.Value] = true
	}
	for _, c := range cands {
		if c.Stability < minStability {
			continue // positional chains, hashed classes, generated ids: dropped (SPEC §9)
		}
		if !semanticKind[c.Kind] || !isAnchor[c.Kind+"\x00"+c.Value] {
			sels = append(sels, Locator{Kind: c.Kind, Value: c.Value, Stability: round4(c.Stability),
				Ambiguous: ambiguous(c.Kind, c.Value)})
		}
	}
	// A selector that may match several elements is never primary while another exists.
	sort.SliceStable(sels, func(i, j int) bool { return !sels[i].Ambiguous && sels[j].Ambiguous })
	return sels, anchors
}

// semanticKind are the locator kinds that are not CSS or XPath (a Playwright role, label or
// text locator): an anchor of such a kind is kept as an anchor only. An id, test id, name
// or href anchor is a CSS selector too and is listed among the selectors as well, so that
// the first selector is the most stable one ("#firstName" before "role=textbox").
var semanticKind = map[string]bool{"role": true, "label": true, "aria-label": true, "text": true}

// genericAttrs name attributes that many elements of a page share.
var genericAttrs = map[string]bool{"type": true, "class": true, "style": true, "tabindex": true, "role": true}

// attrValue finds attribute tests with a value in CSS or XPath: [name="q"], [@id='x'].
var attrValue = regexp.MustCompile(`\[@?([A-Za-z_:][-A-Za-z0-9_:.]*)\s*[~|^$*]?=`)

// ambiguous reports whether a CSS selector or XPath names no id and no distinctive attribute
// value, or a role locator names no accessible name, so that it may match more than one
// element of a page (a.next, button, //li/a, [type=submit], role=textbox). Such a locator
// is flagged and ordered after the others.
func ambiguous(kind, v string) bool {
	switch kind {
	case "css", "xpath":
	case "role": // a role without a name: every textbox of a form is role=textbox
		return !strings.Contains(v, "[name=")
	default:
		return false
	}
	if strings.Contains(v, "#") || strings.Contains(v, "@id") {
		return false
	}
	for _, m := range attrValue.FindAllStringSubmatch(v, -1) {
		if !genericAttrs[strings.ToLower(m[1])] {
			return false
		}
	}
	if kind == "xpath" && strings.Contains(v, "text()") {
		return false
	}
	return true
}

// redactor applies SPEC §8 over one trace, remembering the secrets it replaced.
type redactor struct{ r *redact.Redactor }

func newRedactor() *redactor { return &redactor{r: redact.New()} }

func (r *redactor) Text(s string) string {
	if s == "" {
		return s
	}
	return r.r.Text(s)
}

func (r *redactor) URL(s string) string {
	if s == "" {
		return s
	}
	return r.r.URL(s)
}

func (r *redactor) Count() int { return r.r.Count() }

// onePlaceholder reports whether s is exactly one placeholder ("{{token}}"), as the
// redactor writes in place of a whole secret.
func onePlaceholder(s string) bool {
	return strings.HasPrefix(s, "{{") && strings.Count(s, "{{") == 1 && strings.HasSuffix(s, "}}") && redact.IsPlaceholder(s)
}

// Learn remembers the secrets the text labels ("phone number 123456789").
func (r *redactor) Learn(text string) { r.r.Learn(text) }

// Attribute redacts the value of an element's attribute named k: masked whole when the
// name names a credential ("data-csrf-token", internal/redact KeyClass), else as text.
func (r *redactor) Attribute(k, v string) string {
	if class := redact.KeyClass(k); class != "" && strings.TrimSpace(v) != "" && !strings.EqualFold(k, "accesskey") { // HTML's keyboard shortcut
		return r.r.Mask(v, class)
	}
	return r.Text(v)
}

// Value redacts a value typed into the field t; sensitive forces a placeholder.
func (r *redactor) Value(t *Target, sensitive bool, v string) string {
	f := fieldOf(t)
	if sensitive {
		class := redact.Classify(f) // {{password}} and {{otp}}, not two {{secret}}s
		if !redact.IsSecret(class) {
			class = redact.Secret
		}
		return r.r.Mask(v, class)
	}
	return r.r.Value(f, v)
}

// secretField reports whether t is a field whose value v is a secret by the field's class
// (password, OTP, card number, …; internal/redact TypedClass).
func secretField(t *Target, v string) bool {
	if t == nil {
		return false
	}
	return redact.IsSecret(redact.TypedClass(fieldOf(t), v))
}

// The field classes of a card number, an e-mail address and a user name (internal/redact).
const (
	redactCardNumber = redact.CardNumber
	redactEmail      = redact.Email
	redactUsername   = redact.Username
)

// fieldClass is the class internal/redact's field rules give target t (Classify).
func fieldClass(t *Target) string { return redact.Classify(fieldOf(t)) }

// splitCard reports whether parts, typed one after another into separate boxes, are the
// groups of one payment-card number (internal/redact SplitCard).
func splitCard(parts []string) bool { return redact.SplitCard(parts) }

// fieldOf is target t as redaction classifies a field (zero for nil).
func fieldOf(t *Target) redact.Field {
	if t == nil {
		return redact.Field{}
	}
	return redact.Field{Selector: t.firstSelector(), XPath: t.XPath, Role: t.Role, Name: t.Name, Label: t.Label,
		Text: t.Text, Attributes: t.Attributes}
}

// loopWarnings checks the end of a trail for loops (SPEC §10).
func loopWarnings(steps []Step) []string {
	var out []string
	for _, w := range loop.Check(loopTrail(steps)) {
		out = append(out, w.Message)
	}
	return out
}

// loopCheck returns the length of each loop the steps end in (see internal/loop.Check).
func loopCheck(steps []Step) []int {
	var out []int
	for _, w := range loop.Check(loopTrail(steps)) {
		out = append(out, w.Count)
	}
	return out
}

func loopTrail(steps []Step) []loop.Entry {
	trail := make([]loop.Entry, 0, len(steps))
	for _, st := range steps {
		e := loop.Entry{Action: string(st.Action), URL: st.URL, PageKey: firstNonEmpty(st.URLAfter, st.URL) + "|" + st.Title}
		if st.Target != nil {
			e.Target = describeTarget(st.Target)
		}
		switch Action(strings.ToLower(string(st.Action))) {
		case ActionNavigate:
			e.Target = st.URL // where it went: navigating A, B, A, B is going back and forth
		case ActionFill, ActionSelect, ActionPress:
			e.Value = st.Value // typing other text or pressing other keys is progress
		}
		trail = append(trail, e)
	}
	return trail
}

// traceLoops finds every loop in a whole trace: the warnings of each window of the trail.
func traceLoops(steps []Step) []string {
	seen := map[string]bool{}
	var out []string
	trail := loopTrail(steps)
	for i := range trail {
		lo := max(0, i+1-TrailLength)
		for _, w := range loop.Check(trail[lo : i+1]) {
			if !seen[w.Message] {
				seen[w.Message] = true
				out = append(out, w.Message)
			}
		}
	}
	return out
}

// page is what extraction derives from one page URL: its site, URL pattern, slug pattern
// and origin, each "" when the URL has none (urlpattern.Page).
type page = urlpattern.Page
