package waymark

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sort"
	"strings"
	"unicode/utf8"
)

// siteArg reads the site of a URL or origin argument.
func siteArg(u, origin string) (site, pageURL string, err error) {
	pageURL = firstNonEmpty(u, origin)
	if pageURL == "" {
		return "", "", badInput("url", "required (url or origin)")
	}
	site, err = siteOf(pageURL)
	if err != nil {
		return "", "", badInput("url", err.Error())
	}
	return site, pageURL, nil
}

// maxNameChars caps the name of a learned pattern (characters).
const maxNameChars = 200

// Learn registers or updates a named pattern by hand (browser_pattern_learn learn, SPEC §12).
// A pattern of the same name on the same site is updated in place; identical input writes
// nothing; other steps, or steps on another page, start its reliability afresh (0.50, no
// executions, no strikes): the runs it had were of the old steps. The route obeys the rules of a saved one (SPEC §3.4): a success indicator, and a
// stable selector or an anchor on every click-like step.
func (m *Memory) Learn(ctx context.Context, req LearnRequest) (PatternInfo, error) {
	site, pageURL, err := siteArg(req.URL, req.Origin)
	if err != nil {
		return PatternInfo{}, err
	}
	switch name := strings.TrimSpace(req.Name); {
	case name == "":
		return PatternInfo{}, badInput("name", "required")
	case utf8.RuneCountInString(name) > maxNameChars:
		return PatternInfo{}, badInput("name", fmt.Sprintf("longer than %d characters", maxNameChars))
	}
	if strings.TrimSpace(req.SuccessIndicator) == "" {
		return PatternInfo{}, badInput("success_indicator", "required")
	}
	if req.TaskType != "" && !ValidTaskType(req.TaskType) {
		return PatternInfo{}, badInput("task_type", unknownTaskType(req.TaskType))
	}
	if err := checkChars("intent", req.Intent, maxTaskChars); err != nil {
		return PatternInfo{}, err // as a save caps it
	}
	steps, err := parseShortSteps(req.Steps, pageURL, m.opts.MaxTraceBytes)
	if err != nil {
		return PatternInfo{}, err
	}
	tr := &Trace{Task: firstNonEmpty(req.Intent, req.Name), StartURL: pageURL, Steps: steps, SuccessIndicator: req.SuccessIndicator}
	if err := tr.Validate(); err != nil {
		return PatternInfo{}, err
	}
	red := newRedactor()
	redactTrace(red, tr)
	for i, st := range tr.Steps {
		// A recording may hold actions waymark does not know (Save keeps them as "other" and
		// warns); a route written by hand to be replayed may not. Checked once the steps are
		// redacted: the error masks what they typed (a password given as an action).
		if unknownAction(st.Action) {
			return PatternInfo{}, maskWith(red, badInput("steps", fmt.Sprintf("unknown action %q at index %d; one of navigate, click, fill, select, press, scroll, wait, extract, done, other",
				clip(string(st.Action), 40), i)))
		}
	}
	urlPat, err := derivePattern(pageURL)
	if err != nil {
		return PatternInfo{}, badInput("url", err.Error())
	}
	tt := req.TaskType
	if tt == "" {
		tt = classifyTrace(tr, tr.Task)
	}
	now := m.now()
	p, _, why := buildPattern(&extractInput{Trace: tr, Site: site, URLPattern: urlPat, TaskType: tt, Intent: tr.Task, Now: now})
	if p == nil {
		return PatternInfo{}, badInput("steps", why)
	}
	p.Name = red.Text(strings.TrimSpace(req.Name))     // a name holds no secret either (SPEC §8)
	if utf8.RuneCountInString(p.Name) > maxNameChars { // a {{placeholder}} may be longer than what it masks
		return PatternInfo{}, badInput("name", fmt.Sprintf("longer than %d characters once its secrets are masked", maxNameChars))
	}
	p.TotalExecutions, p.SuccessfulExecutions, p.AvgDurationMS, p.TimedExecutions, p.SourceTraces = 0, 0, 0, 0, nil
	var info PatternInfo
	err = m.store.Update(ctx, func(tx Tx) error {
		w := &writer{tx: tx, ctx: ctx, now: now, counts: map[Kind]int{}}
		old, oldP, err := findPattern(ctx, tx, site, "", p.Name)
		if err != nil && !errors.Is(err, ErrNotFound) {
			return err
		}
		var rec Record
		if err == nil {
			// Merge-on-write: keep the history, take the new route; identical input is a no-op.
			np := *oldP
			np.Steps, np.RouteKey, np.SuccessIndicator = p.Steps, p.RouteKey, p.SuccessIndicator
			np.IndicatorInferred, np.ExtractionQuery, np.Inputs = false, p.ExtractionQuery, p.Inputs
			np.URLPattern, np.TaskType, np.Intent, np.IntentTerms = p.URLPattern, p.TaskType, p.Intent, p.IntentTerms
			if strings.TrimSpace(req.Intent) == "" {
				np.Intent, np.IntentTerms = oldP.Intent, oldP.IntentTerms // an update that names no intent keeps the stored one
			}
			if req.TaskType == "" {
				np.TaskType = oldP.TaskType // nor one that names no task type, the stored type
			}
			if np.RouteKey != oldP.RouteKey || np.URLPattern != oldP.URLPattern {
				// Other steps, or the steps on another page: the runs counted were of the old
				// route, so the new one starts as a route learned afresh (SPEC §4's 0.50) and
				// is not replayed on the old one's record. Its source traces stay, so that a
				// trace of the old steps saved again is not counted for the new ones.
				np.RelearnNeeded, np.Strikes, np.Reliability = false, 0, InitialReliability
				np.TotalExecutions, np.SuccessfulExecutions, np.AvgDurationMS, np.TimedExecutions = 0, 0, 0, 0
				np.FailedTraces, np.LastVerified = nil, p.LastVerified
			}
			rec, err = w.savePattern(&np, &old)
			p = &np
		} else {
			// A new name over a route already learned would rename that pattern (one record
			// per route, SPEC §2): refused, naming the pattern to update instead.
			if same, err := tx.Get(ctx, KindPattern, patternKey(p)); err == nil {
				var sp Pattern
				if err := decodeBody(same.Body, &sp); err != nil {
					return err
				}
				return badInput("name", fmt.Sprintf("these steps on %s are already learned as %q (id %s): learn them under that name to update the route, or record executions on it",
					p.URLPattern, sp.Name, same.ID))
			} else if !errors.Is(err, ErrNotFound) {
				return err
			}
			rec, err = w.savePattern(p, nil)
		}
		if err != nil {
			return err
		}
		info = patternInfo(rec.ID, p)
		return w.listPattern(site, p.Name)
	})
	if err != nil {
		return PatternInfo{}, fmt.Errorf("learn: %w", err)
	}
	return info, nil
}

// findPattern finds a pattern of site by ID or by name (site "": of any site). An id of
// another site's pattern is an *[InputError] naming "pattern", as is a name two of the
// site's patterns have, unless page, a URL, is the page of one of them alone (its URL
// pattern); none found wraps ErrNotFound.
func findPattern(ctx context.Context, tx Tx, site, page, idOrName string) (Record, *Pattern, error) {
	if r, err := tx.GetID(ctx, idOrName); err == nil && r.Kind == KindPattern {
		if site != "" && r.Site != site {
			return Record{}, nil, badInput("pattern", fmt.Sprintf("%s is a pattern of %s, not of %s (the site of the URL given)", idOrName, r.Site, site))
		}
		var p Pattern
		if err := decodeBody(r.Body, &p); err != nil {
			return Record{}, nil, err
		}
		return r, &p, nil
	}
	recs, err := tx.Find(ctx, Filter{Kinds: []Kind{KindPattern}, Site: site})
	if err != nil {
		return Record{}, nil, err
	}
	masked := newRedactor().Text(idOrName) // a name is stored redacted (Learn)
	var (
		hit   Record
		found *Pattern
		ids   []string
		named []Record   // the routes of that name, for the page's
		pats  []*Pattern // and their patterns
	)
	for _, r := range recs {
		var p Pattern
		if err := decodeBody(r.Body, &p); err != nil {
			continue
		}
		if p.Name == idOrName || p.Name == masked {
			if found == nil {
				hit, found = r, &p
			}
			ids = append(ids, r.ID)
			named, pats = append(named, r), append(pats, &p)
		}
	}
	if len(ids) > 1 && page != "" {
		// Routes of one name on several pages of the site: the page given picks its own.
		if pat, err := derivePattern(page); err == nil {
			if i := slices.IndexFunc(named, func(r Record) bool { return r.URLPattern == pat }); i >= 0 &&
				slices.IndexFunc(named[i+1:], func(r Record) bool { return r.URLPattern == pat }) < 0 {
				return named[i], pats[i], nil
			}
		}
	}
	if len(ids) > 1 {
		// Two routes of a site with one name (saves of one intent that took other routes, or
		// an edited import): the name picks none of them.
		return Record{}, nil, badInput("pattern", fmt.Sprintf("%d patterns are named %q: give the id of one (%s)", len(ids), masked, strings.Join(ids, ", ")))
	}
	if found != nil {
		return hit, found, nil
	}
	if site == "" {
		return Record{}, nil, fmt.Errorf("no pattern has the id or name %q: %w", masked, ErrNotFound)
	}
	return Record{}, nil, fmt.Errorf("pattern %q on %s: %w", masked, site, ErrNotFound)
}

// RecordExecution records one execution of a stored pattern (browser_pattern_learn
// record_execution): reliability moves by the EWMA, strikes count consecutive failures and
// three of them (or reliability < 0.40) set relearn_needed (SPEC §4); a failure's Error
// becomes a friction note of the route's page (SPEC §7). It is for a replay whose run is
// not saved: a saved trace that follows a stored route counts as one run of it already
// ([SaveResult.Pattern]), and recording it too counts it twice. Errors: *[InputError] naming
// "pattern" (empty), "duration_ms" (negative or over [MaxDurationMS]; 0 is none) or
// "error" (given with a success), "pattern" (an id of a pattern of another site than the
// URL's); an error wrapping ErrNotFound when the pattern does not exist.
func (m *Memory) RecordExecution(ctx context.Context, req ExecutionRequest) (PatternInfo, error) {
	if strings.TrimSpace(req.Pattern) == "" {
		return PatternInfo{}, badInput("pattern", "required (a pattern id or name)")
	}
	if req.DurationMS < 0 || req.DurationMS > MaxDurationMS {
		return PatternInfo{}, badInput("duration_ms", fmt.Sprintf("must be 0–%d (ms, 7 days); 0 is none", MaxDurationMS))
	}
	if req.Success && strings.TrimSpace(req.Error) != "" {
		// It would be dropped without a word: an error is recorded as a failure's note.
		return PatternInfo{}, badInput("error", "goes with a failure (success is false), not with a success")
	}
	site, page := "", ""
	if req.URL != "" || req.Origin != "" {
		s, _, err := siteArg(req.URL, req.Origin)
		if err != nil {
			return PatternInfo{}, err
		}
		site, page = s, req.URL
	}
	var info PatternInfo
	err := m.store.Update(ctx, func(tx Tx) error {
		w := &writer{tx: tx, ctx: ctx, now: m.now(), counts: map[Kind]int{}}
		rec, p, err := findPattern(ctx, tx, site, page, req.Pattern)
		if err != nil {
			return err
		}
		p.Execute(req.Success, req.DurationMS)
		if req.Success {
			p.LastVerified = w.now
		}
		if rec, err = w.savePattern(p, &rec); err != nil {
			return err
		}
		if !req.Success && req.Error != "" {
			prob := friction(req.Error, firstNonEmpty(req.URL, req.Origin), "", "")
			if prob == "" {
				prob = FrictionOther
			}
			n := SiteNote{Site: p.Site, Scope: p.URLPattern, Problem: prob, Symptom: clip(newRedactor().Text(req.Error), maxSymptomChars),
				Failures: 1, Seen: 1, LastSeen: w.now, FailedActions: []string{"pattern " + p.Name}}
			if err := w.mergeNote(n); err != nil {
				return err
			}
			if err := w.listQuirk(p.Site, prob); err != nil {
				return err
			}
		}
		info = patternInfo(rec.ID, p)
		return nil
	})
	if err != nil {
		return PatternInfo{}, fmt.Errorf("record execution: %w", err)
	}
	return info, nil
}

// RecordQuirk records a site quirk (browser_pattern_learn record_quirk, SPEC §7): a site
// note of a friction class, site-wide unless Scope names a URL pattern, merged with the
// stored note of the same class and scope. A symptom over 1,000 characters or a recovery
// over 500 is refused (*InputError naming the field).
func (m *Memory) RecordQuirk(ctx context.Context, req QuirkRequest) (BlockerHint, error) {
	site, _, err := siteArg(req.URL, req.Origin)
	if err != nil {
		return BlockerHint{}, err
	}
	if !ValidFriction(req.Problem) {
		return BlockerHint{}, badInput("problem", fmt.Sprintf("unknown friction class %q (one of %s)", req.Problem, frictionList()))
	}
	if strings.TrimSpace(req.Symptom) == "" {
		return BlockerHint{}, badInput("symptom", "required")
	}
	// Longer texts are refused, not cut short without a word (the tool's schema gives the
	// limits); what masking adds is cut.
	if err := checkChars("symptom", req.Symptom, maxSymptomChars); err != nil {
		return BlockerHint{}, err
	}
	if err := checkChars("recovery", req.Recovery, maxRecoveryChars); err != nil {
		return BlockerHint{}, err
	}
	host := site // the example a scope error gives: a pattern of the page's own host
	if pat, err := derivePattern(req.URL); err == nil {
		host, _, _ = strings.Cut(pat, "/")
	}
	scope, err := quirkScope(req.Scope, site, host)
	if err != nil {
		return BlockerHint{}, err
	}
	red := newRedactor()
	n := SiteNote{Site: site, Scope: scope, Problem: req.Problem, Symptom: clip(red.Text(req.Symptom), maxSymptomChars),
		Recovery: clip(red.Text(req.Recovery), maxRecoveryChars), Selector: red.Text(req.Selector), Failures: 1, Seen: 1, LastSeen: m.now()}
	var out BlockerHint
	err = m.store.Update(ctx, func(tx Tx) error {
		w := &writer{tx: tx, ctx: ctx, now: n.LastSeen, counts: map[Kind]int{}}
		if err := w.mergeNote(n); err != nil {
			return err
		}
		if err := w.listQuirk(site, n.Problem); err != nil {
			return err
		}
		var stored SiteNote
		if _, _, err := w.get(KindSiteNote, noteKey(n), &stored); err != nil {
			return err
		}
		out = BlockerHint{Problem: stored.Problem, Scope: stored.Scope, Symptom: stored.Symptom, Recovery: stored.Recovery,
			Selector: stored.Selector, Seen: stored.seen()}
		return nil
	})
	if err != nil {
		return BlockerHint{}, fmt.Errorf("record quirk: %w", err)
	}
	return out, nil
}

// quirkScope checks the scope of a quirk on site: empty or "site" is the whole site
// (ScopeSite); anything else must be a URL pattern (urlpattern.CanonicalPattern's syntax,
// such as "github.com/*/*/issues") of a page of site, returned in canonical form. A
// scope that is no pattern of the site (a pattern's name, another site's page) would
// make a note no query ever shows: it is an *[InputError] for field "scope", whose example
// is a pattern of every page of host (the quirk's page's host, of site).
func quirkScope(scope, site, host string) (string, error) {
	s := strings.TrimSpace(scope)
	if s == "" || strings.EqualFold(s, ScopeSite) {
		return ScopeSite, nil
	}
	want := fmt.Sprintf(`want "site" or a URL pattern of a page of %s, such as %s/** (every page of %s)`, site, host, host)
	if err := scopeSyntax(s); err != nil {
		return "", badInput("scope", fmt.Sprintf("%v; %s", err, want))
	}
	p, err := canonicalPattern(s)
	if err != nil {
		return "", badInput("scope", fmt.Sprintf("%s: %v", want, err))
	}
	if ps, err := siteOf(p); err != nil || ps != site {
		return "", badInput("scope", fmt.Sprintf("not a URL pattern of a page of %s (read as %s); %s", site, p, want))
	}
	if p, err = scopeWithoutSecrets(p); err != nil {
		return "", err
	}
	return p, nil
}

// scopeSyntax refuses what a caller may write in a scope that waymark's URL patterns do not
// mean: a fragment other than a single-page app's route ("#reviews": patterns leave such
// fragments out, so the scope would widen to the whole page; "#/checkout/*" is a route) and
// a named segment in the syntax of URLPattern or of routers (":id", "{id}"), which a
// pattern would read as literal text and match no page with.
func scopeSyntax(s string) error {
	if _, f, ok := strings.Cut(s, "#"); ok && !strings.HasPrefix(f, "/") && !strings.HasPrefix(f, "!/") {
		return errors.New(`a URL pattern holds no fragment but a single-page app's route ("#/orders/*")`)
	}
	path := s
	if _, rest, ok := strings.Cut(s, "://"); ok {
		path = rest
	}
	path, route, _ := strings.Cut(path, "#")
	path, _, _ = strings.Cut(path, "?")
	route, _, _ = strings.Cut(route, "?")
	for i, seg := range strings.Split(path+route, "/") {
		if i > 0 && (strings.HasPrefix(seg, ":") || strings.Contains(seg, "{") && !strings.Contains(seg, "{{")) {
			return fmt.Errorf("segment %q names a variable: write * for one segment, ** for any number", seg)
		}
	}
	return nil
}

// scopeWithoutSecrets returns the canonical pattern p with every credential the redactor
// finds in it (SPEC §8: "app.example.com/login?token=…") turned into a wildcard: a query
// value into "=*" (any value), a path segment into "*". Parts the redactor leaves alone
// stay as they are. A credential in the host, or one that fills only part of a segment or
// value, cannot become a wildcard: an *[InputError] for field "scope".
func scopeWithoutSecrets(p string) (string, error) {
	refuse := badInput("scope", "holds a credential that a * cannot replace (in the host, or in part of a segment or value): give the pattern without it")
	red := strings.TrimPrefix(newRedactor().URL("//"+p), "//")
	host, _, _ := strings.Cut(p, "/")
	host, _, _ = strings.Cut(host, "?")
	if newRedactor().Text(host) != host {
		return "", refuse
	}
	if red == p {
		return p, nil
	}
	// The redactor replaces whole values only by placeholders, which hold no "/", "?" or
	// "&": the parts of p and of red line up one to one.
	wild := func(was, now []string, query bool) bool {
		if len(was) != len(now) {
			return false
		}
		for i := range was {
			if was[i] == now[i] {
				continue
			}
			k, v, ok := strings.Cut(now[i], "=")
			switch {
			case query && ok && onePlaceholder(v) && strings.HasPrefix(was[i], k+"="):
				was[i] = k + "=*"
			case !query && onePlaceholder(now[i]):
				was[i] = "*"
			default:
				return false
			}
		}
		return true
	}
	path, query, hasQuery := strings.Cut(p, "?")
	rpath, rquery, _ := strings.Cut(red, "?")
	segs, params := strings.Split(path, "/"), strings.Split(query, "&")
	if !wild(segs, strings.Split(rpath, "/"), false) || hasQuery && !wild(params, strings.Split(rquery, "&"), true) {
		return "", refuse
	}
	out := strings.Join(segs, "/")
	if hasQuery {
		out += "?" + strings.Join(params, "&")
	}
	c, err := canonicalPattern(out)
	if err != nil {
		return "", refuse
	}
	return c, nil
}

func frictionList() string {
	s := make([]string, len(frictions))
	for i, f := range frictions {
		s[i] = string(f)
	}
	return strings.Join(s, ", ")
}

// Site returns the profile, patterns (best reliability first) and quirks of the site of a URL
// or origin (browser_pattern_learn get). An unknown site gives an empty view, not an error.
func (m *Memory) Site(ctx context.Context, urlOrOrigin string) (SiteView, error) {
	site, _, err := siteArg(urlOrOrigin, "")
	if err != nil {
		return SiteView{}, err
	}
	v := SiteView{Site: site, Patterns: []PatternInfo{}, Quirks: []BlockerHint{}}
	err = m.store.View(ctx, func(tx Tx) error {
		recs, err := tx.Find(ctx, Filter{Site: site, Kinds: []Kind{KindPattern, KindSiteNote, KindProfile}})
		if err != nil {
			return err
		}
		for _, r := range recs {
			switch r.Kind {
			case KindPattern:
				var p Pattern
				if decodeBody(r.Body, &p) == nil {
					v.Patterns = append(v.Patterns, patternInfo(r.ID, &p))
				}
			case KindSiteNote:
				var n SiteNote
				if decodeBody(r.Body, &n) == nil {
					v.Quirks = append(v.Quirks, BlockerHint{Problem: n.Problem, Scope: n.Scope, Symptom: n.Symptom,
						Recovery: n.Recovery, Selector: n.Selector, Seen: n.seen()})
				}
			case KindProfile:
				var p Profile
				if decodeBody(r.Body, &p) == nil {
					v.Profile = &p
				}
			}
		}
		return nil
	})
	if err != nil {
		return SiteView{}, fmt.Errorf("site: %w", err)
	}
	sort.SliceStable(v.Patterns, func(i, j int) bool { return v.Patterns[i].Reliability > v.Patterns[j].Reliability })
	return v, nil
}

// Pattern returns the whole stored pattern with id (every step, not only the six a query
// shows), as stored: its reliability unrounded (FindPattern and every answer give it to 4
// decimals). ErrNotFound when there is none.
func (m *Memory) Pattern(ctx context.Context, id string) (Pattern, error) {
	var p Pattern
	err := m.store.View(ctx, func(tx Tx) error {
		r, err := tx.GetID(ctx, id)
		switch {
		case errors.Is(err, ErrNotFound):
			return fmt.Errorf("no record has id %q: %w", id, ErrNotFound)
		case err != nil:
			return err
		case r.Kind != KindPattern:
			return fmt.Errorf("record %s is a %s, not a pattern: %w", id, r.Kind, ErrNotFound)
		}
		return decodeBody(r.Body, &p)
	})
	if err != nil {
		return Pattern{}, fmt.Errorf("pattern: %w", err)
	}
	return p, nil
}

// FindPattern returns the whole pattern named by idOrName: its id, or its name on the site
// of url (a URL or an origin; "" when idOrName is an id), as RecordExecution finds a
// pattern, with the id of its record, its reliability rounded to 4 decimals as every other
// answer gives it. Errors: *[InputError] for a url that does not parse, or with an id of a
// pattern of another site than url's; an error wrapping [ErrNotFound] when no pattern has
// that id, nor that name on the site.
func (m *Memory) FindPattern(ctx context.Context, url, idOrName string) (Pattern, error) {
	if strings.TrimSpace(idOrName) == "" {
		return Pattern{}, badInput("pattern", "required (a pattern id or name)")
	}
	site := ""
	if url != "" {
		s, _, err := siteArg(url, "")
		if err != nil {
			return Pattern{}, err
		}
		site = s
	}
	var p Pattern
	err := m.store.View(ctx, func(tx Tx) error {
		rec, found, err := findPattern(ctx, tx, site, url, idOrName)
		if err == nil {
			p = *found
			p.ID, p.Reliability = rec.ID, round4(p.Reliability)
		}
		return err
	})
	if err != nil {
		return Pattern{}, fmt.Errorf("pattern: %w", err)
	}
	return p, nil
}
