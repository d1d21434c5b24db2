package waymark

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// Size caps of stored text (SPEC §2).
const (
	maxAnswerChars   = 1200
	maxSnippetChars  = 500
	maxSymptomChars  = 1000
	maxRecoveryChars = 500
)

// clickLike actions must keep a stable selector or an anchor, or the pattern is refused
// (SPEC §3.4).
func clickLike(a Action) bool {
	switch a {
	case ActionClick, ActionFill, ActionSelect, ActionPress:
		return true
	}
	return false
}

// extraction is what one redacted trace teaches, before it is merged into the store.
type extraction struct {
	Pattern   *Pattern // nil when the trace yields no reusable route
	Rejected  string   // why no pattern was kept
	Caches    []Cache
	Selectors []SelectorRecord
	Notes     []SiteNote
	Loop      []string // loop warnings found in the trace
	Profile   profileFacts
	// SlugRouteKey is the route key Pattern had while URL patterns kept title slugs as "*"
	// ("" when its steps' pages have none): a stored route under that key is the same route
	// (writer.mergePattern).
	SlugRouteKey string
}

// profileFacts is what a trace tells of its site's profile (SPEC §2 "site profile"),
// gathered with the rest of the extraction so that the merge only adds it up.
type profileFacts struct {
	Origins           []string // origins of the steps on the site, in step order, repeats kept
	ShadowDOM, Iframe bool     // a target inside a shadow root, inside a frame
	Frameworks        []string // front-end framework hints of the targets (frameworkHints)
	// Others holds the facts of the other sites the trace's steps were on (a search that
	// led to another site), by site: their profiles get the visit (nil within Others).
	Others map[string]*profileFacts
}

// profileFactsOf gathers the profile facts of in.Trace, a trace on in.Site: each step's
// facts go to the site of its page, a step on no site's page to in.Site.
func profileFactsOf(in *extractInput) profileFacts {
	var f profileFacts
	for _, st := range in.Trace.Steps {
		pg := in.page(st.URL)
		of := &f
		if pg.Site != "" && pg.Site != in.Site {
			if f.Others == nil {
				f.Others = map[string]*profileFacts{}
			}
			if of = f.Others[pg.Site]; of == nil {
				of = &profileFacts{}
				f.Others[pg.Site] = of
			}
		}
		if pg.Site != "" && pg.Origin != "" {
			of.Origins = append(of.Origins, pg.Origin)
		}
		if t := st.Target; t != nil {
			of.ShadowDOM = of.ShadowDOM || len(t.Shadow) > 0
			of.Iframe = of.Iframe || len(t.Frame) > 0 || frameHop(t)
			of.Frameworks = unionCapped(of.Frameworks, frameworkHints(t), 8)
		}
	}
	return f
}

// frameHop reports whether a recorded selector of t goes into a frame: a Playwright chain
// whose hop is an iframe ("iframe[name=x] >> role=button"), or a frame locator in code.
func frameHop(t *Target) bool {
	for _, s := range append([]string{t.Selector}, t.Selectors...) {
		if strings.Contains(s, "frameLocator(") || strings.Contains(s, "contentFrame(") {
			return true
		}
		hops := strings.Split(s, ">>")
		for _, h := range hops[:len(hops)-1] {
			if h = strings.ToLower(strings.TrimSpace(strings.TrimLeft(h, ">"))); strings.HasPrefix(h, "iframe") || strings.HasPrefix(h, "frame[") {
				return true
			}
		}
	}
	return false
}

// extractInput is the context of one save.
type extractInput struct {
	Trace      *Trace
	Site       string
	URLPattern string
	TaskType   TaskType
	Intent     string
	TraceID    string
	Now        time.Time
	// StepsNoted: the friction of the trace's failed steps is already stored (a session's
	// steps, each noted by Memory.Step as it was reported), so it is not counted again.
	StepsNoted bool
	// loc memoises the locators of each target: the route, the selector records, the notes
	// and the indicator all read them (nil: computed afresh).
	loc map[*Target][2][]Locator
	// pages memoises what the extraction derives from each page URL: a trace names the
	// same few pages step after step (nil: computed afresh).
	pages map[string]*page
}

// page returns the site, URL pattern and origin of the page at raw, each computed once per
// extraction.
func (in *extractInput) page(raw string) *page {
	if p, ok := in.pages[raw]; ok {
		return p
	}
	p := new(page)
	*p = derivePage(raw)
	if in.pages != nil {
		in.pages[raw] = p
	}
	return p
}

// locators returns the stabilised locators of t, computed once per extraction.
func (in *extractInput) locators(t *Target) (sels, anchors []Locator) {
	if in.loc == nil {
		return locators(t)
	}
	if v, ok := in.loc[t]; ok {
		return v[0], v[1]
	}
	sels, anchors = locators(t)
	in.loc[t] = [2][]Locator{sels, anchors}
	return sels, anchors
}

// extract derives knowledge from a redacted trace (SPEC §3.4–§3.5, §7, §9). It is pure: it
// reads nothing and writes nothing.
func extract(in extractInput) extraction {
	in.loc = map[*Target][2][]Locator{}
	in.pages = map[string]*page{}
	var x extraction
	tr := in.Trace
	success := tr.Outcome != OutcomeFailure
	x.Loop = traceLoops(tr.Steps)
	x.Notes = frictionNotes(&in)
	x.Selectors = selectorRecords(&in)
	x.Profile = profileFactsOf(&in)
	if !success {
		if len(x.Loop) > 0 {
			// A loop is friction on a failed save only (SPEC §10): a run that succeeded got
			// past its repeats, which may have been the task ("Increment" for 4 guests); its
			// route keeps them as recorded (buildPattern).
			site, scope := in.noteScope(tr.Steps[len(tr.Steps)-1].URL) // the page it ended on, looping
			x.Notes = append(x.Notes, SiteNote{Site: site, Scope: scope, Problem: FrictionLoop,
				Symptom: clip(strings.Join(x.Loop, "; "), maxSymptomChars), Failures: 1, Seen: 1, LastSeen: in.Now})
		}
		return x
	}
	p, slugKey, why := buildPattern(&in)
	if p == nil {
		x.Rejected = why
	} else {
		x.Pattern, x.SlugRouteKey = p, slugKey
	}
	// The last words of an action ("remove the mug from the cart" → "Your cart is empty",
	// "Star the repository" → "Starred") confirm it; they answer no question and are not
	// cached.
	intent := firstNonEmpty(in.Intent, in.Trace.Task)
	if lead := leadVerb(intent); obtainsInformation(in.TaskType) && !actsOn(termsOf(intent)) && (lead == "" || lead == "~") {
		x.Caches = caches(&in)
	}
	return x
}

// browserMove reports whether the value of an action outside the trace format on no
// element moves the browser through its history ("navigate back", "navigate forward",
// "go back"): a step a replay follows.
func browserMove(v string) bool {
	switch strings.ToLower(strings.TrimSpace(v)) {
	case "navigate forward", "go forward", "forward":
		return true
	}
	return goesBack(v)
}

// goesBack reports whether the value of an action outside the trace format on no element
// goes back a page ("navigate back", "go back").
func goesBack(v string) bool {
	switch strings.ToLower(strings.TrimSpace(v)) {
	case "navigate back", "go back", "back":
		return true
	}
	return false
}

// obtainsInformation: task types whose final answer is information worth caching; the
// answer of an action task (login, checkout, upload …) is only a status.
func obtainsInformation(tt TaskType) bool {
	switch tt {
	case TaskLogin, TaskFillForm, TaskAddToCart, TaskCheckout, TaskDownload, TaskUpload:
		return false
	}
	return true
}

// buildPattern turns the successful steps of a trace into a route (SPEC §3.4): failed steps,
// `done` and actions outside the trace format ("other") on no element are left out (but a
// move through the browser's history, browserMove), consent
// clicks become conditional steps, every target keeps its selectors best first and its
// anchors. slugKey is the route key of the same steps under
// the URL patterns of before title slugs were left out, when any differs ("" otherwise); why
// says why there is no route.
func buildPattern(in *extractInput) (p *Pattern, slugKey, why string) {
	tr := in.Trace
	if in.Site == "" {
		return nil, "", "no site"
	}
	var steps []RouteStep
	var slugPats []string // the steps' pages' SlugPattern, aligned with steps
	repeats := 0          // how many times the last step came again right after itself
	var extraction string
	inputs := map[string]bool{}
	blocked := map[string]Friction{} // the pages a step led to that were blocked (passedBlock)
	for i, st := range tr.Steps {
		if st.Error != "" && !passedBlock(st) || st.Action == ActionDone {
			continue
		} else if st.Error != "" {
			blocked[st.URLAfter] = blockClass(st)
		}
		if normalAction(st.Action) == ActionOther && st.Target == nil {
			if !browserMove(st.Value) {
				continue // an action outside the trace format on no element: nothing to replay
			}
		}
		pg := in.page(st.URL)
		rs := RouteStep{Action: normalAction(st.Action), URLPattern: pg.Pattern, Value: st.Value,
			Conditional: st.Conditional}
		if st.Target != nil {
			sel, anc := in.locators(st.Target)
			rs.Selectors, rs.Anchors = sel, anc
			rs.Role, rs.Name = st.Target.Role, firstNonEmpty(st.Target.Name, st.Target.Label, st.Target.Text)
			rs.Frame, rs.Shadow = st.Target.Frame, st.Target.Shadow
			if clickLike(st.Action) && len(anc) == 0 && onlyBareRoles(sel) {
				return nil, "", fmt.Sprintf("steps[%d] (%s) has neither a stable selector nor an anchor%s", i, st.Action, refHint(st.Target))
			}
			if rs.Conditional == "" && st.Action == ActionClick && isConsentClick(st.Target) {
				rs.Conditional = string(FrictionCookieBanner)
			} else if c := blocked[st.URL]; rs.Conditional == "" && c != "" && retryControl(st.Target) {
				rs.Conditional = string(c) // "Retry" on the rate limit's page: only when it shows
			} else if rs.Conditional == "" && st.Action == ActionClick && isPopupDismiss(st.Target) {
				rs.Conditional = string(FrictionPopupModal) // "Close newsletter": only when it shows
			}
		} else if clickLike(st.Action) && !(st.Action == ActionPress && isKeyName(st.Value)) {
			// A key press without a target goes to the focused element ("press Enter" after a
			// fill): replayable as it is. Any other action needs its element.
			return nil, "", fmt.Sprintf("steps[%d] (%s) has no target", i, st.Action)
		}
		if st.Action == ActionExtract && len(rs.Selectors) > 0 {
			extraction = rs.Selectors[0].Value
		}
		for _, ph := range placeholders(st.Value) {
			inputs[ph] = true
		}
		if n := len(steps); n > 0 && rs.Action == ActionNavigate && steps[n-1].Action == ActionNavigate &&
			steps[n-1].URLPattern == rs.URLPattern && steps[n-1].Value == rs.Value {
			continue // one page opened twice in a row (a blank tab's first step, a reload): once
		}
		// The same action again right after itself: twice is a retry (kept once), but not
		// of a key or a control that steps on ("Next month" twice, "Increase quantity"
		// twice: stepsOn); three times or more in a run that succeeded is the task
		// ("Increment" for four guests), kept as recorded.
		if n := len(steps); n > 0 && sameRouteStep(steps[n-1], rs) {
			repeats++
			switch {
			case repeats == 1 && !stepsOn(rs):
				steps[n-1], slugPats[n-1] = rs, pg.SlugPattern
			case repeats == 2 && !stepsOn(rs):
				steps, slugPats = append(steps, rs, rs), append(slugPats, pg.SlugPattern, pg.SlugPattern)
			default:
				steps, slugPats = append(steps, rs), append(slugPats, pg.SlugPattern)
			}
			continue
		}
		repeats = 0
		steps, slugPats = append(steps, rs), append(slugPats, pg.SlugPattern)
		// Going back and forth between two steps (a tab "Cheapest", then "Fastest", then
		// "Cheapest" again: the loop Step warns of, SPEC §10) was the search for the
		// answer, not the way to it: the route keeps the last pair only.
		if n := len(steps); n >= 4 && sameRouteStep(steps[n-1], steps[n-3]) && sameRouteStep(steps[n-2], steps[n-4]) &&
			!sameRouteStep(steps[n-1], steps[n-2]) {
			steps, slugPats = append(steps[:n-4], steps[n-2:]...), append(slugPats[:n-4], slugPats[n-2:]...)
		}
	}
	if len(steps) == 0 {
		return nil, "", "no successful steps"
	}
	waitsForConditions(steps)
	indicator, inferred := tr.SuccessIndicator, false
	if indicator == "" {
		indicator, inferred = inferIndicator(in)
	}
	if indicator == "" {
		return nil, "", "no success indicator given and none could be inferred"
	}
	intent := firstNonEmpty(in.Intent, tr.Task)
	p = &Pattern{
		Name:              patternName(intent, in.TaskType),
		Site:              in.Site,
		URLPattern:        in.URLPattern,
		TaskType:          in.TaskType,
		Intent:            intent,
		IntentTerms:       intentTerms(intent),
		Steps:             steps,
		Inputs:            sortedKeys(inputs),
		SuccessIndicator:  indicator,
		IndicatorInferred: inferred,
		ExtractionQuery:   extraction,
		Reliability:       InitialReliability,
		LastVerified:      in.Now,
		SourceTraces:      []string{in.TraceID},
	}
	p.RouteKey = routeKey(steps)
	for i, sp := range slugPats {
		if sp != steps[i].URLPattern {
			old := slices.Clone(steps)
			for j := range old {
				old[j].URLPattern = slugPats[j]
			}
			slugKey = routeKey(old)
			break
		}
	}
	var total int64
	for _, st := range tr.Steps {
		total = min(total+min(max(st.DurationMS, 0), MaxDurationMS), MaxDurationMS) // no overflow
	}
	p.AvgDurationMS = total
	if total > 0 {
		p.TimedExecutions = 1
	}
	p.TotalExecutions, p.SuccessfulExecutions = 1, 1
	return p, slugKey, ""
}

// inferIndicator picks a success indicator from the evidence (SPEC §13): the target of the
// last extract/done step, else the final URL pattern when the run left its start page, else
// the final answer's text unless it is volatile, else the final URL pattern.
func inferIndicator(in *extractInput) (string, bool) {
	tr := in.Trace
	for i := len(tr.Steps) - 1; i >= 0; i-- {
		st := tr.Steps[i]
		if (st.Action == ActionExtract || st.Action == ActionDone) && st.Error == "" && st.Target != nil {
			if sel, anc := in.locators(st.Target); len(sel) > 0 {
				return sel[0].Value, true
			} else if len(anc) > 0 {
				return anc[0].Value, true
			}
		}
	}
	// The page the run ended on, unless it is the page it started on, where "url:…" holds
	// before any step runs: then the final answer is better evidence, if there is one.
	last := tr.Steps[len(tr.Steps)-1]
	end := patternOf(firstNonEmpty(last.URLAfter, last.URL))
	moved := end != "" && end != patternOf(firstNonEmpty(tr.StartURL, tr.Steps[0].URL))
	if moved {
		return "url:" + end, true
	}
	// A volatile answer (a price, a count) is not the next run's: it never becomes the text
	// to wait for, as it is never returned as an answer (SPEC §2).
	if tr.FinalAnswer != "" && freshness(firstNonEmpty(in.Intent, tr.Task), tr.FinalAnswer) != FreshVolatile {
		return "text:" + clip(tr.FinalAnswer, 200), true
	}
	if end != "" {
		return "url:" + end, true
	}
	return "", false
}

// routeKey identifies a route by its mandatory actions and best locators, not its values, so
// that a new run over the same route is recognised (SPEC §3.6).
func routeKey(steps []RouteStep) string {
	h := sha256.New()
	for _, s := range steps {
		if s.Conditional != "" {
			continue
		}
		fmt.Fprintf(h, "%s|%s|%s\n", s.Action, s.URLPattern, bestLocator(s))
	}
	return hex.EncodeToString(h.Sum(nil))[:16]
}

// bestLocator is the locator a step is known by in keys and comparisons ("role=button
// Café"): its first anchor, else its first selector, in Unicode NFC (nfcKey), "" for none.
func bestLocator(s RouteStep) string {
	if len(s.Anchors) > 0 {
		return nfcKey(s.Anchors[0].Kind + "=" + s.Anchors[0].Value)
	}
	if len(s.Selectors) > 0 {
		return nfcKey(s.Selectors[0].Kind + "=" + s.Selectors[0].Value)
	}
	return ""
}

// nfcKey returns s in Unicode normal form C, s itself when it is in it already: an
// accessible name or a selector a tool reports decomposed ("Cafe\u0301") is the same element
// as the composed one in a key, while the locator stored keeps the form the page gave.
func nfcKey(s string) string {
	if norm.NFC.IsNormalString(s) {
		return s
	}
	return norm.NFC.String(s)
}

// onlyBareRoles reports whether the locators are none at all, or only roles without a name
// (role=button): those match every button of a page, and a replay would act on the first.
// A CSS selector such as [type=submit] stays: it is flagged ambiguous, but a form has one.
func onlyBareRoles(ls []Locator) bool {
	for _, l := range ls {
		if l.Kind != "role" || !l.Ambiguous { // ambiguous: no accessible name
			return false
		}
	}
	return true
}

// snapshotRef is the shape of an accessibility snapshot's element ref ("e11", "f1e5",
// "ref=e11", "aria-ref=e11"), which Playwright MCP's calls name elements by.
var snapshotRef = regexp.MustCompile(`^(?:(?:aria-)?ref=)?(?:f\d+)?e\d+$`)

// refHint says why a target of a snapshot ref alone finds nothing again ("" for any other
// target): a ref names an element in one snapshot only.
func refHint(t *Target) string {
	for _, s := range append([]string{t.Selector}, t.Selectors...) {
		if snapshotRef.MatchString(strings.TrimSpace(s)) {
			return fmt.Sprintf(": %q is a snapshot ref, valid in one snapshot only; give the locator the call ran (its code's getByRole('button', { name: … }), getByTestId(…) or CSS) or the element's role and name", s)
		}
	}
	return ""
}

// unknownAction reports whether a step's action is none of the trace format's (an "other"
// written as such is known).
func unknownAction(a Action) bool { return normalAction(a) == ActionOther && a != ActionOther }

func normalAction(a Action) Action {
	switch a {
	case ActionNavigate, ActionClick, ActionFill, ActionSelect, ActionPress, ActionScroll, ActionWait,
		ActionExtract, ActionDone:
		return a
	}
	return ActionOther
}

// caches keeps the final answer and extracted contents as cache entries with a freshness
// class (SPEC §2), each with the page it was read on: an answer of a run whose every step
// failed was read on no page, cannot be verified, and is not kept.
func caches(in *extractInput) []Cache {
	tr := in.Trace
	intent := firstNonEmpty(in.Intent, tr.Task)
	var out []Cache
	add := func(answer, source, verify string) {
		answer = strings.TrimSpace(answer)
		if answer == "" || source == "" || runReport(answer) {
			return // no answer, no page it was read on (every step failed), or a report of the run
		}
		fr := freshness(intent, answer)
		out = append(out, Cache{
			Signature:   signature(intent),
			Question:    clip(intent, 300),
			Answer:      clip(answer, maxAnswerChars),
			SourceURL:   source,
			URLPattern:  in.URLPattern,
			Snippet:     clip(answer, maxSnippetChars),
			ObservedAt:  in.Now,
			Freshness:   fr,
			Confidence:  InitialReliability,
			Verify:      verify,
			SourceTrace: in.TraceID,
		})
	}
	var lastURL, verify string
	for _, st := range tr.Steps {
		if st.Error != "" {
			continue
		}
		lastURL = firstNonEmpty(st.URLAfter, st.URL, lastURL)
		if st.Action == ActionExtract && st.Target != nil {
			if sel, anc := in.locators(st.Target); len(sel) > 0 {
				verify = "open " + st.URL + " and read " + sel[0].Value
			} else if len(anc) > 0 {
				verify = "open " + st.URL + " and read " + anc[0].Value
			}
		}
	}
	if verify == "" && lastURL != "" {
		verify = "open " + lastURL + " and read the answer again"
	}
	if tr.FinalAnswer != "" {
		add(tr.FinalAnswer, lastURL, verify)
		return out
	}
	for i := len(tr.Steps) - 1; i >= 0; i-- {
		st := tr.Steps[i]
		if st.Error == "" && (st.Action == ActionDone || st.Action == ActionExtract) && st.Extracted != "" {
			add(st.Extracted, firstNonEmpty(st.URL, lastURL), verify)
			break
		}
	}
	return out
}

// runReport reports whether a final answer tells how the run went rather than what it
// found: it begins with "I" or with a browser action in the past ("Clicked on About",
// "Navigated to …"), or it tells of a browser action done to a part of a page ("The first
// search result was clicked and opened", "The settings page is now open"), or it says the
// task is done. Agents end with such a report when the task was to act; it answers no
// question. A fact with such a word stays ("Apollo 11 successfully landed …", "The ad was
// clicked 4,210 times", "The bill was submitted to the Senate"). The words are English.
func runReport(answer string) bool {
	words := lowerWords(answer)
	if len(words) == 0 {
		return false
	}
	act, part := false, false
	for _, w := range words {
		act = act || uiActs[w]
		part = part || pageParts[w]
	}
	a := " " + strings.Join(words, " ") + " "
	return act && (words[0] == "i" || part) || uiActs[words[0]] || part && strings.Contains(a, " is now open ") ||
		strings.Contains(a, " task is complete ") || strings.Contains(a, " task has been completed ") ||
		strings.Contains(a, " task completed successfully ")
}

// uiActs are browser actions in the past tense; pageParts the parts of a page they act on.
var (
	uiActs = map[string]bool{"clicked": true, "opened": true, "navigated": true, "filled": true,
		"scrolled": true, "typed": true, "entered": true, "selected": true, "searched": true,
		"submitted": true, "visited": true}
	pageParts = map[string]bool{"page": true, "result": true, "results": true, "button": true,
		"link": true, "tab": true, "form": true, "field": true, "menu": true, "website": true,
		"site": true, "homepage": true, "dropdown": true, "checkbox": true, "url": true, "search": true}
)

// loopedSteps marks the steps of a failed run that end in a loop (the same action on the
// same target again and again without a page change, or A-B-A-B, SPEC §10): their
// selectors did not get the task done however often they were used, though the element
// may work (Enter pressed three times in a search box), so they count neither way.
func loopedSteps(tr *Trace) map[int]bool {
	if tr.Outcome != OutcomeFailure {
		return nil
	}
	out := map[int]bool{}
	for _, w := range loopCheck(tr.Steps) {
		for k := max(0, len(tr.Steps)-w); k < len(tr.Steps); k++ {
			out[k] = true
		}
	}
	return out
}

// selectorRecords stores the selectors of every step with a target (SPEC §2 `selector`);
// those of steps that failed become anti-patterns for their URL pattern (SPEC §3.5), except
// in a run that succeeded with the same selector later on.
func selectorRecords(in *extractInput) []SelectorRecord {
	out := make([]SelectorRecord, 0, len(in.Trace.Steps)) // at most one a step: grown once
	at := map[string]int{}                                // selector key → index in out: one record per selector and trace
	looped := loopedSteps(in.Trace)
	success := in.Trace.Outcome != OutcomeFailure
	for i, st := range in.Trace.Steps {
		if st.Target == nil {
			continue
		}
		if looped[i] && st.Error == "" || harnessError(st.Error) || intercepted(st.Error) || blockedStep(st) {
			// It worked but did not get the task done, the harness failed, another element
			// (a banner, a modal) took the click on the element found, or the page was
			// blocked (a cookie wall, a CAPTCHA): no credit, no blame.
			continue
		}
		sel, anc := in.locators(st.Target)
		failed := st.Error != ""
		// A failure blames the locator the step used, not another way to the same element
		// (the role and name of a link whose generated id timed out may well work); a
		// success with that locator clears the blame (clearOnly, below).
		used := recordedLocator(st.Target)
		var s string
		switch {
		case failed && used != "":
			s = used
		case len(sel) > 0:
			s = sel[0].Value
		case len(anc) > 0:
			s = anc[0].Value
		case failed && st.Target.firstSelector() != "":
			s = st.Target.firstSelector()
		case used != "":
			s = used // no locator to store: the one used may only clear a blame (below)
		default:
			continue
		}
		site, pg := in.Site, in.page(st.URL)
		if pg.Site != "" {
			site = pg.Site
		}
		r := SelectorRecord{Site: site, URLPattern: pg.Pattern, Purpose: purpose(st),
			Selector: s, Anchors: anc, Frame: st.Target.Frame, Shadow: st.Target.Shadow,
			Confidence: InitialReliability, Uses: 1, LastSeen: in.Now}
		if failed {
			r.AntiPattern, r.Strikes, r.Uses, r.Confidence = true, 1, 0, 0
		}
		if !failed && used != "" && (used != s || len(sel) == 0 && len(anc) == 0) {
			// The locator used worked: an anti-pattern of it, stored or of this run, goes.
			c := r
			c.Selector, c.clearOnly, c.anyPurpose = used, true, success
			if j, ok := at[selectorKey(c)]; !ok {
				at[selectorKey(c)] = len(out)
				out = append(out, c)
			} else if success && out[j].AntiPattern {
				out[j] = c
			}
		}
		if !failed && len(sel) == 0 && len(anc) == 0 {
			continue // nothing stable to store
		}
		if j, ok := at[selectorKey(r)]; ok { // used again in the same run: one sighting
			// A run that got its task done with the selector after it failed ("disabled
			// until a month is chosen") shows that it works; a failed run blames it.
			if failed && !success || !failed && success && (out[j].AntiPattern || out[j].clearOnly) {
				out[j] = r
			}
			continue
		}
		at[selectorKey(r)] = len(out)
		out = append(out, r)
	}
	for purposeName, s := range in.Trace.Selectors {
		if s == "" {
			continue
		}
		out = append(out, SelectorRecord{Site: in.Site, URLPattern: in.URLPattern, Purpose: purposeName,
			Selector: s, Confidence: InitialReliability, Uses: 1, LastSeen: in.Now})
	}
	return out
}

// purpose names what an element is for: "click Issues", "fill Search issues".
func purpose(st Step) string {
	t := st.Target
	name := firstNonEmpty(t.Name, t.Label, t.Text, t.Attributes["aria-label"], t.Attributes["placeholder"],
		t.Attributes["name"], t.Attributes["id"], t.firstSelector())
	return clip(string(st.Action)+" "+strings.Join(strings.Fields(name), " "), 120)
}

// describe renders a step in one line: `click link "Issues" (a[data-testid='issues-tab'])`.
func describe(st Step) string {
	s := string(st.Action)
	if st.Target != nil {
		s += " " + describeTarget(st.Target)
	} else if st.Action == ActionNavigate {
		s += " " + st.URL
	}
	if st.Value != "" {
		s += " = " + q(clip(st.Value, 80))
	}
	return s
}

func describeTarget(t *Target) string {
	var parts []string
	if t.Role != "" {
		parts = append(parts, t.Role)
	}
	if n := firstNonEmpty(t.Name, t.Label, t.Text); n != "" {
		parts = append(parts, q(clip(n, 80)))
	}
	if s := firstNonEmpty(t.firstSelector(), t.XPath); s != "" {
		parts = append(parts, "("+clip(s, 120)+")")
	}
	return strings.Join(parts, " ")
}

// signature normalises a question into a cache key: its terms, sorted.
func signature(q string) string {
	ts := termsOf(q)
	sort.Strings(ts)
	return strings.Join(ts, " ")
}

// nameSkip are words left out of pattern names.
var nameSkip = map[string]bool{"the": true, "and": true, "for": true, "with": true, "how": true, "many": true,
	"what": true, "which": true, "from": true, "into": true, "this": true, "that": true, "are": true, "is": true,
	"on": true, "in": true, "to": true, "of": true, "an": true, "my": true, "me": true, "at": true, "by": true,
	"page": true, "please": true, "find": true, "get": true, "go": true}

// patternName derives a readable pattern name from the intent's first five content words:
// "issues_open" for "On the Issues page, how many issues are open?". The "in" or "on" of a
// phrasal verb stays with it (phrasalVerbs): "log_in_dashboard" for "Log in to the
// dashboard", not "log_dashboard".
func patternName(intent string, tt TaskType) string {
	words := strings.FieldsFunc(strings.ToLower(intent), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	var keep []string
	seen := map[string]bool{}
	for i, w := range words {
		particle := (w == "in" || w == "on") && i > 0 && isPhrasalVerb(words[i-1])
		if (nameSkip[w] && !particle) || seen[w] || utf8.RuneCountInString(w) < 2 {
			continue
		}
		seen[w] = true
		if keep = append(keep, w); len(keep) == 5 {
			break
		}
	}
	if len(keep) == 0 {
		return string(tt)
	}
	return clip(strings.Join(keep, "_"), 80)
}

// placeholders lists the {{name}} placeholders in s.
func placeholders(s string) []string {
	var out []string
	for {
		i := strings.Index(s, "{{")
		if i < 0 {
			return out
		}
		j := strings.Index(s[i:], "}}")
		if j < 0 {
			return out
		}
		out = append(out, s[i+2:i+j])
		s = s[i+j+2:]
	}
}

func patternOf(raw string) string {
	p, err := derivePattern(raw)
	if err != nil {
		return ""
	}
	return p
}

func firstNonEmpty(ss ...string) string {
	for _, s := range ss {
		if strings.TrimSpace(s) != "" {
			return strings.TrimSpace(s)
		}
	}
	return ""
}

// clip cuts s to at most n characters (runes), on a rune boundary and before a
// {{placeholder}} it would split, marking the cut with "…".
func clip(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	kept := string([]rune(s)[:n-1])
	// Not inside a placeholder: "{{ema…" would name no secret and read as none.
	if open := strings.LastIndex(kept, "{{"); open >= 0 && !strings.Contains(kept[open:], "}}") {
		kept = kept[:open]
	}
	return kept + "…"
}

func sortedKeys(m map[string]bool) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
