package waymark

import (
	"math"
	"regexp"
	"strings"
)

// matchOtherEntity is the most a pattern matches a query about another entity than the one
// its route types or clicks (see otherEntity): P3 (hints) at best, since 0.59 < ThresholdP2.
const matchOtherEntity = 0.59

// otherEntity reports whether a query asks about something other than what a stored route
// works on: the query and the stored intent each have terms the other lacks ("What year was
// Alan Kay born?" against "What year was Alan Turing born?"), and a term only the stored
// intent has is written in the route itself: a typed value, a target's accessible name, a
// selector or a page's URL pattern ("Alan Turing" typed into the search box). Replaying that
// route would look up Alan Turing again. A route whose changing value became an input
// ({{search}}, see templateValues) names no entity and is not held back, nor is a query
// that only adds to or leaves out words of the stored intent ("the blue mug" for "the
// mug"). The stored intent's action verbs are not an entity ("add" of an "Add to cart"
// button): otherAction weighs them. p must be decoded whole (its Steps).
func otherEntity(query []string, p *Pattern) bool {
	asked := make(map[string]bool, len(query))
	for _, t := range query {
		asked[t] = true
	}
	stored := make(map[string]bool, len(p.IntentTerms))
	var only []string // the stored intent's terms the query lacks, its action verbs aside
	for _, t := range p.IntentTerms {
		stored[t] = true
		if !asked[t] && !actionTerms[t] {
			only = append(only, t)
		}
	}
	if len(only) == 0 || !hasTermOutside(query, stored) {
		return false
	}
	route := routeTerms(p.Steps)
	for _, t := range only {
		if route[t] {
			return true
		}
	}
	return false
}

// hasTermOutside reports whether a term of ts is not in set.
func hasTermOutside(ts []string, set map[string]bool) bool {
	for _, t := range ts {
		if !set[t] {
			return true
		}
	}
	return false
}

// routeTerms is the set of terms (internal/terms) written literally in a route's steps:
// values with their {{input}} placeholders left out, accessible names, selectors, anchors
// and URL patterns.
func routeTerms(steps []RouteStep) map[string]bool {
	set := map[string]bool{}
	add := func(s string) {
		for _, t := range termsOf(withoutPlaceholders(s)) {
			set[t] = true
		}
	}
	for _, s := range steps {
		add(s.Value)
		add(s.Name)
		add(s.URLPattern)
		for _, l := range s.Selectors {
			add(l.Value)
		}
		for _, l := range s.Anchors {
			add(l.Value)
		}
	}
	return set
}

// placeholder is a {{name}} placeholder of a value (an input or a redacted secret).
var placeholder = regexp.MustCompile(`\{\{[^{}]*\}\}`)

// withoutPlaceholders replaces the {{name}} placeholders of s by spaces.
func withoutPlaceholders(s string) string {
	if !strings.Contains(s, "{{") {
		return s
	}
	return placeholder.ReplaceAllLiteralString(s, " ")
}

// capOtherEntity lowers a candidate's match to matchOtherEntity when its route works on
// another entity than the query asks about (otherEntity). Only a candidate that could
// reach P2 or better is decoded whole to see its route.
func capOtherEntity(c *scoredPattern, query []string) {
	if c.conf < ThresholdP2 || len(query) == 0 || c.mt <= matchOtherEntity {
		return
	}
	var full Pattern
	if decodeBody(c.body, &full) != nil || !otherEntity(query, &full) {
		return
	}
	c.mt = math.Min(c.mt, matchOtherEntity)
	c.conf = Confidence(&c.p, c.mt)
}
