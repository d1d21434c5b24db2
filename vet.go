package waymark

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/waymark-dev/waymark/internal/selector"
	"github.com/waymark-dev/waymark/internal/urlpattern"
)

// Import reads knowledge that was written outside this process: a site file may have been
// edited by hand, by another tool or by someone who wants an agent to read what they wrote.
// So an imported record must be what a save could have stored: the site it names, filed
// under the key, URL pattern and search text its body gives, numbers in their ranges, enums
// known, URLs http(s), texts within the caps of extraction, and no secret (SPEC §8). The
// checks below refuse anything else with an error naming the field; the masking replaces
// secrets as a save would.

// vetSite checks the site a file declares: a site in normal form, the eTLD+1 of its own
// host, lower-case, an IDN in punycode (SPEC §5), as a save files knowledge under.
func vetSite(site string) error {
	norm, err := urlpattern.Site(site)
	switch {
	case err != nil:
		return fmt.Errorf("site %q: %v", site, err)
	case norm != site:
		return fmt.Errorf("site %q is not in normal form (want %q)", site, norm)
	}
	return nil
}

// filing returns the key, URL pattern and search text under which a save files the body v
// of an exported kind for site (merge.go); ok is false for other kinds.
func filing(v any, site string) (key, urlPat, text string, ok bool) {
	switch b := v.(type) {
	case *Pattern:
		return patternKey(b), b.URLPattern, patternText(b), true
	case *Cache:
		return cacheKey(site, *b), b.URLPattern, b.Question + " " + b.Answer, true
	case *SiteNote:
		scope := b.Scope
		if scope == ScopeSite {
			scope = ""
		}
		return noteKey(*b), scope, string(b.Problem) + " " + b.Symptom + " " + b.Recovery, true
	case *SelectorRecord:
		return selectorKey(*b), b.URLPattern, b.Purpose + " " + b.Selector, true
	case *Profile:
		return b.Site, "", b.Site, true
	}
	return "", "", "", false
}

// vetImported checks the record r of a site file of site, whose body decoded into v (a
// pointer to its kind's struct), masks the secrets in v with red (one redactor for a whole
// file, so that a value typed into a secret field of one record is masked where another
// record repeats it), and refiles r under the key, URL pattern and search text of the
// masked body. The key, URL pattern and text the file gives
// must be those of the body as the file holds it: a record cannot be moved to another key,
// site or page by editing the file. Errors name the field ("reliability: 7.5, want 0–1").
func vetImported(r *Record, site string, v any, red *redactor) error {
	var c checker
	eachString(reflect.ValueOf(v), "", func(path string, s reflect.Value) {
		c.chars(path, s.String(), maxImportChars)
	}, func(path string, n int) {
		c.items(path, n, maxImportItems)
	})
	if err := c.err(); err != nil {
		return err
	}
	if bs := bodySite(v); bs != nil && *bs != site {
		// The body's site first, before the key, which begins with it: the key's error
		// would ask for a key of the other site.
		return fmt.Errorf("site: %q is not %q, the site the record is filed under", *bs, site)
	}
	key, urlPat, text, ok := filing(v, site)
	switch {
	case !ok:
		return fmt.Errorf("kind %q cannot be imported", r.Kind)
	case r.Key != key && !earlierKey(r, site, key, v):
		// The key of the body as the import will mask it is as good (a source URL's token).
		if mk, _, _, ok := maskedFiling(v, site, red); !ok || r.Key != mk {
			return fmt.Errorf("key %q is not the key of its body (want %q)", shown(r.Key, 200), clip(mk, 2000))
		}
	case r.URLPattern != urlPat:
		return fmt.Errorf("url_pattern %q is not the URL pattern of its body (want %q)", r.URLPattern, urlPat)
	case r.Text != text:
		// The text of the body as the import will mask it is as good: an error that asked
		// for the unmasked text would repeat a secret.
		if _, _, masked, ok := maskedFiling(v, site, red); !ok || r.Text != masked {
			return fmt.Errorf("text is not the search text of its body (want %q)", clip(masked, 2000))
		}
	}
	switch b := v.(type) {
	case *Pattern:
		if r.TaskType != b.TaskType {
			c.fail("task_type", "%q is not the task type of its body %q", r.TaskType, b.TaskType)
		}
		c.pattern(b, site)
	case *Cache:
		c.cache(b, site)
	case *SiteNote:
		c.note(b, site)
	case *SelectorRecord:
		c.selector(b, site)
	case *Profile:
		c.profile(b, site)
	}
	if err := c.err(); err != nil {
		return err
	}
	maskKnowledge(red, v)
	if p, ok := v.(*Pattern); ok {
		// A route's inputs are the placeholders its steps type (SPEC §3.5), as masked: a
		// name no step uses, or one an edit left behind, is not asked for.
		p.Inputs = routeInputs(p.Steps)
	}
	r.Key, r.URLPattern, r.Text, _ = filing(v, site)
	return nil
}

// bodySite returns the site a knowledge body names, nil for a kind without one.
func bodySite(v any) *string {
	switch b := v.(type) {
	case *Pattern:
		return &b.Site
	case *SiteNote:
		return &b.Site
	case *SelectorRecord:
		return &b.Site
	case *Profile:
		return &b.Site
	}
	return nil
}

// maskedFiling returns the filing (key, URL pattern, search text) of a copy of the
// knowledge body v masked with red, as vetImported files the record.
func maskedFiling(v any, site string, red *redactor) (key, urlPat, text string, ok bool) {
	b, err := json.Marshal(v)
	if err != nil {
		return "", "", "", false
	}
	cp := reflect.New(reflect.TypeOf(v).Elem()).Interface()
	if json.Unmarshal(b, cp) != nil {
		return "", "", "", false
	}
	maskKnowledge(red, cp)
	return filing(cp, site)
}

// shown is s as an error message quotes it: masked (MaskSecrets), then clipped to n
// characters. Masking first: the start of a key cut short is no longer recognised.
func shown(s string, n int) string { return clip(MaskSecrets(s), n) }

// checker collects the failed checks of a body (up to maxImportProblems).
type checker struct{ errs []string }

func (c *checker) fail(field, format string, args ...any) {
	if len(c.errs) < maxImportProblems {
		c.errs = append(c.errs, fmt.Sprintf("%s: "+format, append([]any{field}, args...)...))
	}
}

// err returns the failed checks, "; " between them, or nil.
func (c *checker) err() error {
	if len(c.errs) == 0 {
		return nil
	}
	return errors.New(strings.Join(c.errs, "; "))
}

func (c *checker) unit(field string, x float64) {
	if math.IsNaN(x) || x < 0 || x > 1 {
		c.fail(field, "%v, want 0–1", x)
	}
}

func (c *checker) count(field string, n int64) {
	if n < 0 || n > maxImportCount {
		c.fail(field, "%d, want 0 to %d", n, int64(maxImportCount))
	}
}

// Bounds of imported values that no save comes near: a count (2⁶², so that counting on
// from it cannot overflow), a text (a trace's longest typed value, SPEC §13), a list (a
// trace's steps).
const (
	maxImportCount = maxCount
	maxImportChars = 100_000
	maxImportItems = 5_000
)

// pagePattern checks a URL pattern of a page of site ("docs.example.org/releases/*"): in
// the normal form a save stores (urlpattern.CanonicalPattern: a lower-case host, no "..",
// white space or trailing slash), so that an edited copy cannot stand beside the record it
// copies, and on site.
func (c *checker) pagePattern(field, pat, site string) {
	if canon, err := urlpattern.CanonicalPattern(pat); err != nil {
		c.fail(field, "%v", err)
		return
	} else if canon != pat {
		c.fail(field, "%q is not in normal form (want %q)", pat, canon)
		return
	}
	if s, err := urlpattern.Site(pat); err != nil || s != site {
		c.fail(field, "%q is not a URL pattern of %q, the site the record is filed under", pat, site)
	}
}

func (c *checker) frames(field string, fr []int) {
	for _, f := range fr {
		if f < 0 {
			c.fail(field, "frame index %d, want 0 or more", f)
		}
	}
}

func (c *checker) chars(field, s string, max int) {
	if n := utf8.RuneCountInString(s); n > max {
		c.fail(field, "%d characters, over the limit of %d", n, max)
	}
}

func (c *checker) items(field string, n, max int) {
	if n > max {
		c.fail(field, "%d items, over the limit of %d", n, max)
	}
}

// placeholderIn matches a {{placeholder}} that masking leaves in a URL, in user info too
// ("https://{{username}}:{{password}}@host/"), where a URL parser refuses its braces.
var placeholderIn = regexp.MustCompile(`\{\{[A-Za-z_][A-Za-z0-9_.-]{0,63}\}\}`)

// url checks an http(s) URL (SPEC §13); site, when not empty, is the site it must be on.
func (c *checker) url(field, raw, site string) {
	plain := placeholderIn.ReplaceAllString(raw, "x")
	if _, err := urlpattern.Parse(plain); err != nil {
		c.fail(field, "%v", err)
		return
	}
	if s, _ := urlpattern.Site(plain); site != "" && s != site {
		c.fail(field, "%q is not on %q, the site the record is filed under", raw, site)
	}
}

func (c *checker) locators(field string, ls []Locator) {
	for i, l := range ls {
		f := field + "[" + strconv.Itoa(i) + "]"
		c.unit(f+".stability", l.Stability)
		if !selector.ValidKind(l.Kind) {
			c.fail(f+".kind", "unknown locator kind %q (one of %s)", clip(l.Kind, 40), strings.Join(selector.Kinds, ", "))
		}
	}
}

func (c *checker) pattern(p *Pattern, site string) {
	if p.ID != "" {
		c.fail("id", "not part of a stored pattern's body (its record has the id)")
	}
	c.pagePattern("url_pattern", p.URLPattern, site)
	c.chars("name", p.Name, maxNameChars)
	if p.TaskType != "" && !ValidTaskType(p.TaskType) {
		c.fail("task_type", "unknown task type %q", p.TaskType)
	}
	c.unit("reliability", p.Reliability)
	c.count("strikes", int64(p.Strikes))
	c.count("total_executions", int64(p.TotalExecutions))
	c.count("successful_executions", int64(p.SuccessfulExecutions))
	if p.SuccessfulExecutions > p.TotalExecutions {
		c.fail("successful_executions", "%d, over total_executions %d", p.SuccessfulExecutions, p.TotalExecutions)
	}
	c.count("avg_duration_ms", p.AvgDurationMS)
	c.count("timed_executions", int64(p.TimedExecutions))
	if p.TimedExecutions > p.TotalExecutions {
		c.fail("timed_executions", "%d, over total_executions %d", p.TimedExecutions, p.TotalExecutions)
	}
	if lo, hi := reachable(p); p.Reliability < lo-1e-4 || p.Reliability > hi+1e-4 {
		// A hand edit cannot make a route of one run, or of one success in thirty, P1.
		c.fail("reliability", "%v after %s (successful: %d, strikes: %d), but an EWMA from %.2f with α = %.2f reaches %.4f–%.4f then (SPEC §4)",
			p.Reliability, nOf(p.TotalExecutions, "execution"), p.SuccessfulExecutions, p.Strikes, InitialReliability, Alpha, lo, hi)
	}
	if want := p.Strikes >= MaxStrikes || p.Reliability < RelearnBelow; p.RelearnNeeded != want {
		c.fail("relearn_needed", "%v, but %d strikes and reliability %v make it %v (SPEC §4)", p.RelearnNeeded, p.Strikes, p.Reliability, want)
	}
	c.items("source_traces", len(p.SourceTraces), maxSourceTraces)
	c.items("failed_traces", len(p.FailedTraces), maxSourceTraces)
	c.items("run_on", len(p.RunOn), maxRunOn)
	if len(p.RunOn) > 0 && !p.Generalised {
		c.fail("run_on", "pages of a route that is not generalised")
	}
	for i, pg := range p.RunOn {
		c.pagePattern("run_on["+strconv.Itoa(i)+"]", pg, site) // a generalised route's pages are of its site
	}
	for i, st := range p.Steps {
		f := "steps[" + strconv.Itoa(i) + "]"
		if st.Action == "" {
			c.fail(f+".action", "required")
		} else if unknownAction(st.Action) {
			// A save stores an action outside the trace format as "other".
			c.fail(f+".action", "unknown action %q (navigate, click, fill, select, press, scroll, wait, extract, done or other)", clip(string(st.Action), 40))
		}
		c.locators(f+".selectors", st.Selectors)
		c.locators(f+".anchors", st.Anchors)
		c.frames(f+".frame", st.Frame)
	}
}

func (c *checker) cache(k *Cache, site string) {
	if k.SourceURL != "" { // saves before 2026-12 kept answers read on no page, without one
		c.url("source_url", k.SourceURL, "")
	}
	if k.URLPattern != "" {
		c.pagePattern("url_pattern", k.URLPattern, site)
	}
	switch k.Freshness {
	case FreshStatic, FreshSlow, FreshVolatile:
	default:
		c.fail("freshness", "unknown freshness %q (static, slow or volatile)", k.Freshness)
	}
	c.unit("confidence", k.Confidence)
	c.chars("answer", k.Answer, maxAnswerChars)
	c.chars("snippet", k.Snippet, maxSnippetChars)
}

func (c *checker) note(n *SiteNote, site string) {
	if !ValidFriction(n.Problem) {
		c.fail("problem", "unknown friction class %q", n.Problem)
	}
	if n.Scope == "" {
		c.fail("scope", "required (%q or a URL pattern)", ScopeSite)
	} else if n.Scope != ScopeSite {
		c.pagePattern("scope", n.Scope, site)
	}
	c.chars("symptom", n.Symptom, maxSymptomChars)
	c.chars("recovery", n.Recovery, maxRecoveryChars)
	c.items("failed_actions", len(n.FailedActions), maxListItems)
	c.count("successes", int64(n.Successes))
	c.count("failures", int64(n.Failures))
	c.count("seen", int64(n.Seen))
}

func (c *checker) selector(s *SelectorRecord, site string) {
	c.pagePattern("url_pattern", s.URLPattern, site)
	c.frames("frame", s.Frame)
	c.unit("confidence", s.Confidence)
	c.count("strikes", int64(s.Strikes))
	c.count("uses", int64(s.Uses))
	c.locators("anchors", s.Anchors)
	c.seen("last_seen", s.LastSeen)
}

// seen refuses a zero time where a save always writes one (a selector's last_seen, its
// last field): a record cut short in a file, whose fields after the cut decode as zero,
// does not pass for a whole one.
func (c *checker) seen(field string, t time.Time) {
	if t.IsZero() {
		c.fail(field, "missing (a save always writes it; was the record cut short?)")
	}
}

func (c *checker) profile(p *Profile, site string) {
	for i, o := range p.Origins {
		f := "origins[" + strconv.Itoa(i) + "]"
		c.url(f, o, site)
		plain := placeholderIn.ReplaceAllString(o, "x")
		if norm, err := urlpattern.Origin(plain); err == nil && norm != plain {
			c.fail(f, "%q is not an origin (want %q)", o, norm)
		}
	}
	for i, q := range p.Quirks {
		if !ValidFriction(Friction(q)) {
			c.fail("quirks["+strconv.Itoa(i)+"]", "unknown friction class %q", q)
		}
	}
	c.items("origins", len(p.Origins), maxListItems)
	c.items("quirks", len(p.Quirks), maxListItems)
	c.items("patterns", len(p.Patterns), maxProfilePatterns)
	c.items("framework_hints", len(p.Frameworks), maxFrameworks)
	for i, f := range p.Frameworks {
		if !knownFramework(f) {
			c.fail("framework_hints["+strconv.Itoa(i)+"]", "unknown framework %q (a save finds angular, ember, react, vue, svelte, styled-components)", clip(f, 40))
		}
	}
	c.count("captcha_seen", int64(p.CaptchaSeen))
	c.count("visit_count", int64(p.Visits))
}

// maskKnowledge masks the secrets in a knowledge body as a save masks a trace's
// (redactTrace): typed values first, by the field they were typed into (its role and name,
// or any of its locators), so that their echoes elsewhere are masked too; then URLs as
// URLs; then every string of the body as text, the ids, keys and classes a save writes
// itself included.
func maskKnowledge(red *redactor, v any) {
	var (
		name                string   // a pattern's, as given, before the masking of every string
		terms, profileNames []string // the same
	)
	switch b := v.(type) {
	case *Pattern:
		name, terms = b.Name, slices.Clone(b.IntentTerms)
		for i := range b.Steps {
			st := &b.Steps[i]
			if st.Value == "" {
				continue
			}
			t := &Target{Role: st.Role, Name: st.Name}
			if v := red.Value(t, false, st.Value); v != st.Value {
				st.Value = v
				continue
			}
			for _, l := range slices.Concat(st.Selectors, st.Anchors) {
				t := &Target{Selector: l.Value, Label: l.Value}
				if v := red.Value(t, false, st.Value); v != st.Value {
					st.Value = v
					break
				}
			}
		}
	case *Cache:
		b.SourceURL = red.URL(b.SourceURL)
	case *Profile:
		for i := range b.Origins {
			b.Origins[i] = red.URL(b.Origins[i])
		}
		profileNames = slices.Clone(b.Patterns)
	}
	eachString(reflect.ValueOf(v), "", func(_ string, s reflect.Value) {
		s.SetString(red.Text(s.String()))
	}, func(string, int) {})
	switch b := v.(type) {
	case *Pattern:
		// A save derives the name and terms from the intent as masked and masks them no
		// more: words joined into a name ("wallet_9921_chain3") can look like a token.
		if name == patternName(b.Intent, b.TaskType) {
			b.Name = name
		}
		if slices.Equal(terms, intentTerms(b.Intent)) {
			b.IntentTerms = terms
		}
	case *Profile:
		b.Patterns = profileNames // masked with the patterns they name (maskProfileNames)
	}
}

// maskProfileNames masks, in the profiles among recs (bodies as vetImported leaves them),
// each listed pattern name that no pattern among recs of the same site has: the names of
// those patterns passed their checks and masking, the others are text like any other.
func maskProfileNames(recs []Record, red *redactor) error {
	names := map[string]map[string]bool{} // site → names of its patterns among recs
	for _, r := range recs {
		if r.Kind != KindPattern {
			continue
		}
		p, err := decodePatternHead(r.Body)
		if err != nil {
			return err
		}
		if names[r.Site] == nil {
			names[r.Site] = map[string]bool{}
		}
		names[r.Site][p.Name] = true
	}
	for i := range recs {
		r := &recs[i]
		if r.Kind != KindProfile {
			continue
		}
		var p Profile
		if err := decodeBody(r.Body, &p); err != nil {
			return err
		}
		changed := false
		for k, n := range p.Patterns {
			if m := red.Text(n); !names[r.Site][n] && m != n {
				p.Patterns[k], changed = m, true
			}
		}
		if changed {
			b, err := json.Marshal(p)
			if err != nil {
				return err
			}
			r.Body = b
		}
	}
	return nil
}

// eachString calls visit with the JSON path and the value of every string in v (a pointer
// to a knowledge struct: fields, slice elements, nested structs; strings of named types such
// as Action too), and list with the path and length of every slice, in field order.
func eachString(v reflect.Value, path string, visit func(path string, s reflect.Value), list func(path string, n int)) {
	switch v.Kind() {
	case reflect.Pointer:
		if !v.IsNil() {
			eachString(v.Elem(), path, visit, list)
		}
	case reflect.Struct:
		t := v.Type()
		for i := range t.NumField() {
			f := t.Field(i)
			if !f.IsExported() {
				continue // time.Time's fields
			}
			name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
			if name == "" {
				name = f.Name
			}
			if path != "" {
				name = path + "." + name
			}
			eachString(v.Field(i), name, visit, list)
		}
	case reflect.Slice:
		list(path, v.Len())
		for i := range v.Len() {
			eachString(v.Index(i), path+"["+strconv.Itoa(i)+"]", visit, list)
		}
	case reflect.String:
		visit(path, v)
	}
}

// reachable returns the least and the most reliability p's executions can leave (SPEC §4,
// the EWMA from InitialReliability): at most its successes all after the last reset to
// InitialReliability (a relearned route starts again, its counts kept) and its strikes,
// the failures in a row that end it, after them; at least its failures all after a reset.
func reachable(p *Pattern) (lo, hi float64) {
	s, f := max(p.SuccessfulExecutions, 0), max(p.TotalExecutions-p.SuccessfulExecutions, 0)
	hi = (1 - InitialReliability*math.Pow(1-Alpha, float64(s))) * math.Pow(1-Alpha, float64(max(p.Strikes, 0)))
	return InitialReliability * math.Pow(1-Alpha, float64(f)), hi
}

// earlierKey reports whether r.Key is the key an earlier version filed v under, where key
// is the one a save gives it now: a cache entry's without its site (before migration
// 0004) or of its answer as read (before cache keys took answers in Unicode NFC), a
// selector's before selector keys were NFC.
func earlierKey(r *Record, site, key string, v any) bool {
	switch b := v.(type) {
	case *Cache:
		old := cacheKeyOf(site, *b, func(s string) string { return s })
		return site+"|"+r.Key == key || r.Key == old || site+"|"+r.Key == old
	case *SelectorRecord:
		return nfcKey(r.Key) == key
	}
	return false
}
