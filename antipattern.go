package waymark

// The selectors a query offers for a page and the anti-patterns it warns of (SPEC §3.5).

import (
	"fmt"
	"slices"
	"sort"
	"strings"
)

// pickSelectors puts the page's selectors, best first, and its anti-patterns in rec (at
// most MaxSelectors each), and returns every anti-pattern of the page, for demoteFailed.
func pickSelectors(rec *Recall, recs []Record, pm *pageMatcher) []SelectorRecord {
	var good, bad []SelectorRecord
	for _, r := range recs {
		if r.Kind != KindSelector {
			continue
		}
		var s SelectorRecord
		if err := decodeBody(r.Body, &s); err != nil {
			continue
		}
		if !pm.covers(s.URLPattern) {
			continue
		}
		if s.AntiPattern {
			bad = append(bad, s)
		} else {
			good = append(good, s)
		}
	}
	bad = slices.DeleteFunc(bad, func(b SelectorRecord) bool { return workedSince(b, good) })
	order := func(xs []SelectorRecord) {
		sort.SliceStable(xs, func(i, j int) bool {
			if xs[i].Confidence != xs[j].Confidence {
				return xs[i].Confidence > xs[j].Confidence
			}
			if xs[i].Uses != xs[j].Uses {
				return xs[i].Uses > xs[j].Uses
			}
			if xs[i].Selector != xs[j].Selector {
				return xs[i].Selector < xs[j].Selector
			}
			return selectorKey(xs[i]) < selectorKey(xs[j]) // the same selector for two purposes
		})
	}
	order(good)
	order(bad)
	for i, s := range good {
		if i == MaxSelectors {
			break
		}
		rec.PrimarySelectors = append(rec.PrimarySelectors, SelectorHint{Purpose: s.Purpose, Selector: s.Selector, Anchors: s.Anchors,
			Frame: s.Frame, Shadow: s.Shadow, Confidence: round4(s.Confidence), URLPattern: s.URLPattern})
	}
	for i, s := range bad {
		if i == MaxSelectors {
			break
		}
		rec.AntiPatterns = append(rec.AntiPatterns, SelectorHint{Purpose: s.Purpose, Selector: s.Selector,
			Confidence: round4(s.Confidence), URLPattern: s.URLPattern})
	}
	return bad
}

// workedSince reports whether a selector that failed (an anti-pattern) worked later on its
// page, for this or another purpose: a later success clears a failure (SPEC §3.5).
func workedSince(b SelectorRecord, good []SelectorRecord) bool {
	for _, g := range good {
		if g.Selector == b.Selector && g.URLPattern == b.URLPattern && g.LastSeen.After(b.LastSeen) {
			return true
		}
	}
	return false
}

// noLocatorCap is the most confidence a route has when a step of it has no locator left
// that did not fail (demoteFailed): P3, discover afresh what fails.
const noLocatorCap = 0.59

// demoteFailed takes out of the route's steps and out of the primary selectors the
// locators that failed on their page since they were recorded (they are anti-patterns,
// SPEC §3.5), so that the answer no longer offers what it also says to avoid (the
// anti-patterns still list them). A step whose first selector failed leads with the next
// one that did not, else goes by its anchors alone, else has no locator left, its warning
// says to find the element afresh and the answer is P3 at best (noLocatorCap); a failed
// fallback or anchor is left out. Each step changed gets a warning that names what failed.
// A primary selector that failed is replaced by its first anchor that did not, and dropped
// when it has none. bad is every anti-pattern of the page, not only those the answer lists.
func demoteFailed(rec *Recall, bad []SelectorRecord) {
	if len(bad) == 0 {
		return
	}
	failed := func(pattern, v string) bool {
		for _, a := range bad {
			if a.Selector == v && (a.URLPattern == "" || pattern == "" || a.URLPattern == pattern) {
				return true
			}
		}
		return false
	}
	working := func(pattern string, ls []Locator) []Locator {
		var ok []Locator
		for _, l := range ls {
			if !failed(pattern, l.Value) {
				ok = append(ok, l)
			}
		}
		return ok
	}
	emptied := false // a step has no locator left
	for i := range rec.Steps {
		s := &rec.Steps[i]
		ok, anchors := working(s.URLPattern, s.Selectors), working(s.URLPattern, s.Anchors)
		if len(ok) == len(s.Selectors) && len(anchors) == len(s.Anchors) {
			continue
		}
		emptied = emptied || len(ok) == 0 && len(anchors) == 0
		if len(s.Selectors) == 0 || !failed(s.URLPattern, s.Selectors[0].Value) {
			var dropped []string
			for _, l := range slices.Concat(s.Selectors, s.Anchors) {
				if failed(s.URLPattern, l.Value) && !slices.Contains(dropped, l.Value) {
					dropped = append(dropped, l.Value)
				}
			}
			s.Selectors, s.Anchors = ok, anchors
			rec.Warnings = append(rec.Warnings, fmt.Sprintf("step %d: %s failed on %s since the route was recorded: left out of the step's locators",
				i+1, quoteAll(dropped), firstNonEmpty(s.URLPattern, "its page")))
			continue
		}
		first := s.Selectors[0].Value
		how := "every locator of the step failed: find the element afresh"
		switch {
		case len(ok) > 0:
			how = fmt.Sprintf("use %q instead", ok[0].Value)
		case len(anchors) > 0:
			how = fmt.Sprintf("find the element by %q", anchors[0].Value)
		}
		s.Selectors, s.Anchors = ok, anchors
		rec.Warnings = append(rec.Warnings, fmt.Sprintf("step %d: %q failed on %s since the route was recorded: %s", i+1, first, firstNonEmpty(s.URLPattern, "its page"), how))
	}
	if emptied && rec.Confidence >= ThresholdP2 {
		// A step to find afresh is no replay: the route is a hint, P3 at best.
		rec.Confidence = noLocatorCap
		rec.Tier = TierFor(rec.Confidence, true)
		if len(rec.Patterns) > 0 {
			rec.Patterns[0].Confidence, rec.Patterns[0].Tier = rec.Confidence, rec.Tier
		}
	}
	hints := rec.PrimarySelectors[:0]
	for _, h := range rec.PrimarySelectors {
		anchors := working(h.URLPattern, h.Anchors)
		if failed(h.URLPattern, h.Selector) {
			if len(anchors) == 0 {
				continue
			}
			h.Selector = anchors[0].Value
		}
		if len(anchors) < len(h.Anchors) {
			h.Anchors = anchors
		}
		hints = append(hints, h)
	}
	rec.PrimarySelectors = hints
}

// quoteAll writes vs quoted and joined by ", ".
func quoteAll(vs []string) string {
	q := make([]string, len(vs))
	for i, v := range vs {
		q[i] = fmt.Sprintf("%q", v)
	}
	return strings.Join(q, ", ")
}
