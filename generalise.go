package waymark

import (
	"fmt"
	"slices"
	"strings"
)

// A route run on pages of two URL patterns that differ in one or two names is one route
// over both (SPEC §5: patterns are "kept when they generalise"). The "open issues" route
// run on github.com/golang/go/issues/* and then on github.com/rust-lang/rust/issues/*, the
// same actions on the same elements, becomes one route on github.com/*/*/issues/*, which a
// query on any repository's issues finds (URL factor 0.90: verify, then replay; 1.00 on
// the pages it was run on, RunOn). Only routes move: a cached answer and a selector stay
// with the page they were read on, and a locator that names one page's path leaves the
// route (withoutNames).

// generaliseRoute looks among the site's other routes for the one p (a successful run's
// route on urlPat, none stored there) took on a page of another URL pattern: the same task
// type and task (sameTask), the same steps on the same elements, each step's URL pattern
// the same or generalising with the other's (pairSteps), and the two route patterns
// generalising over names (urlpattern.GeneraliseNames). The stored route then counts the
// run, moves to the general pattern and is marked Generalised, with both pages in RunOn.
// nil info when there is none.
func (w *writer) generaliseRoute(p *Pattern, traceID, urlPat, site string) (*PatternInfo, []string, error) {
	if siteWidePattern(urlPat) {
		return nil, nil, nil
	}
	recs, err := w.tx.Find(w.ctx, Filter{Kinds: []Kind{KindPattern}, Site: site, Limit: maxCandidatePatterns})
	if err != nil {
		return nil, nil, err
	}
	for _, r := range recs {
		if r.URLPattern == urlPat || siteWidePattern(r.URLPattern) {
			continue
		}
		general, ok := generaliseNames(r.URLPattern, urlPat)
		if !ok {
			continue
		}
		head, err := decodePatternHead(r.Body)
		if err != nil {
			return nil, nil, fmt.Errorf("decode pattern %s: %w", r.ID, err)
		}
		if head.RelearnNeeded || head.TaskType != p.TaskType || !sameTask(p, &head) {
			continue
		}
		var sp Pattern
		if err := decodeBody(r.Body, &sp); err != nil {
			return nil, nil, fmt.Errorf("decode pattern %s: %w", r.ID, err)
		}
		steps, ok := pairSteps(sp.Steps, p.Steps, true)
		if !ok {
			continue
		}
		from := sp.URLPattern
		np := *p
		np.URLPattern = general
		np.Steps = withoutNames(p.Steps, namesBetween(from, urlPat))
		if !sp.Generalised {
			sp.RunOn = []string{from}
		}
		sp.Generalised = true
		sp.RunOn = runOn(sp.RunOn, urlPat)
		info, warn, err := w.runAgain(&sp, &r, &np, traceID, steps)
		if err == nil && from != general {
			warn = append(warn, fmt.Sprintf("pattern %q, run on %s and %s, now covers %s", sp.Name, from, urlPat, general))
		}
		return info, warn, err
	}
	return nil, nil, nil
}

// generalisedCovering returns the site's routes generalised over names whose pattern
// covers urlPat (a run's page): where a failed run on such a page looks for the route it
// followed.
func (w *writer) generalisedCovering(site, urlPat string) ([]Record, error) {
	recs, err := w.tx.Find(w.ctx, Filter{Kinds: []Kind{KindPattern}, Site: site, Limit: maxCandidatePatterns})
	if err != nil {
		return nil, err
	}
	var out []Record
	for _, r := range recs {
		if r.URLPattern == urlPat {
			continue // read already
		}
		if g, ok := generaliseNames(r.URLPattern, urlPat); !ok || g != r.URLPattern {
			continue
		}
		head, err := decodePatternHead(r.Body)
		if err != nil {
			return nil, fmt.Errorf("decode pattern %s: %w", r.ID, err)
		}
		if head.Generalised {
			out = append(out, r)
		}
	}
	return out, nil
}

// sameTask reports whether two routes were recorded for the same task: their intents'
// terms, each without the words of its own URL pattern (pageTerms: "golang" of
// github.com/golang/go/issues/*), are as similar as two runs of one task
// (sameTaskSimilarity). Two routes recorded without an intent are.
func sameTask(a, b *Pattern) bool {
	if len(a.IntentTerms) == 0 && len(b.IntentTerms) == 0 {
		return true
	}
	at := termsOutside(a.IntentTerms, patternTerms(a.URLPattern))
	bt := termsOutside(b.IntentTerms, patternTerms(b.URLPattern))
	if len(at) == 0 || len(bt) == 0 {
		at, bt = a.IntentTerms, b.IntentTerms
	}
	return similarity(at, bt) >= sameTaskSimilarity
}

// patternTerms are the terms a URL pattern's host and literal path say (pageTerms).
func patternTerms(pattern string) map[string]bool {
	return pageTerms("https://" + pattern)
}

// maxRunOn caps Pattern.RunOn.
const maxRunOn = 20

// runOn returns the pages a generalised route was run on with page added, at most
// maxRunOn: the first (where the route was learned) and the newest.
func runOn(pages []string, page string) []string {
	if slices.Contains(pages, page) {
		return pages
	}
	pages = append(pages, page)
	if len(pages) > maxRunOn {
		pages = append(pages[:1], pages[len(pages)-maxRunOn+1:]...)
	}
	return pages
}

// namesBetween returns the path segments in which two URL patterns of one shape differ,
// lower-cased, each once ("golang", "go", "rust-lang", "rust" of /golang/go/issues and
// /rust-lang/rust/issues); wildcards are none.
func namesBetween(a, b string) []string {
	as, bs := strings.Split(a, "/"), strings.Split(b, "/")
	var out []string
	for i := range min(len(as), len(bs)) {
		if as[i] == bs[i] {
			continue
		}
		for _, n := range []string{as[i], bs[i]} {
			if n = strings.ToLower(n); n != "" && !strings.Contains(n, "*") && !slices.Contains(out, n) {
				out = append(out, n)
			}
		}
	}
	return out
}

// withoutNames returns steps with the selectors and anchors that hold one of names as a
// path segment taken out ("a[href='/golang/go/issues']"): on a route over other names
// they would find the element of one name only. A step left with no locator keeps its own.
func withoutNames(steps []RouteStep, names []string) []RouteStep {
	if len(names) == 0 {
		return steps
	}
	holds := func(l Locator) bool {
		v := strings.ToLower(l.Value)
		return slices.ContainsFunc(names, func(n string) bool {
			return strings.Contains(v, "/"+n+"/") || strings.Contains(v, "/"+n+"'") ||
				strings.Contains(v, "/"+n+"\"") || strings.Contains(v, "/"+n+"?")
		})
	}
	out := slices.Clone(steps)
	for i := range out {
		sel := slices.DeleteFunc(slices.Clone(out[i].Selectors), holds)
		anc := slices.DeleteFunc(slices.Clone(out[i].Anchors), holds)
		if len(sel)+len(anc) > 0 {
			out[i].Selectors, out[i].Anchors = sel, anc
		}
	}
	return out
}
