package waymark

import (
	"math"
	"regexp"
	"slices"
	"strings"
)

// matchOtherEntity is the most a pattern matches a query for another request than the one
// its route was recorded for (see otherEntity): P3 (hints) at best, since 0.59 < ThresholdP2.
const matchOtherEntity = 0.59

// otherEntity reports whether a stored route does another request than the query asks
// for, so that replaying it would act on or look up the wrong thing. The query must have a
// term the stored intent lacks, and then any of:
//
//   - the stored intent has a term the query lacks (its action verbs aside: otherAction
//     weighs those), and that term is written in the route itself: a typed value, the
//     name, selector or anchor of a clicked target, a page's URL pattern ("What year was
//     Alan Kay born?" against a route that types "Alan Turing");
//   - the same, for a route that changes something on the site (actsOn its intent, or a
//     task type that submits: see acts) and has no inputs, whether or not the term is in
//     the route ("Add a review for the mug" against "Add the mug to the cart", whose button
//     says "Add to bag"): a route that acts replays for its own request only. Numbers
//     alone do not make another request here ("Cancel order 456" against "Cancel order
//     123" on /orders/*: the page's URL holds the number, not the route);
//   - the route types a value with a term the query does not name ("How many open issues
//     mention performance?" against a route that types "memory"; "What is Apple's stock
//     price?" against one that types "TSLA", however often): the value may be what the
//     query's new words replace.
//
// Or, whatever the words: two values the route types come in the query in the other order
// than in the stored intent ("from Chicago to Boston" against a route that fills From with
// Boston and To with Chicago, see swapsValues).
//
// A route whose changing value became an input ({{search}}, see templateValues) names no
// entity in it, and a query that only leaves words out ("the mug" for "the blue mug") asks
// for no other thing. The label of a field typed into ("Search Wikipedia") is not the
// entity, its value is. p must be decoded whole (its Steps and Inputs).
func otherEntity(query []string, p *Pattern) bool {
	if swapsValues(query, p.IntentTerms, p.Steps) {
		return true
	}
	if !hasTermOutside(query, termSet(p.IntentTerms)) {
		return false
	}
	asked := termSet(query)
	var only []string // the stored intent's terms the query lacks, its action verbs aside
	words := false    // …some of them not numbers
	for _, t := range p.IntentTerms {
		if !asked[t] && !actionTerms[t] {
			only = append(only, t)
			words = words || !isNumberTerm(t)
		}
	}
	if len(only) > 0 {
		if words && p.acts() && len(p.Inputs) == 0 {
			return true
		}
		route := routeTerms(p.Steps)
		for _, t := range only {
			if route[t] {
				return true
			}
		}
	}
	return typesUnasked(p.Steps, asked)
}

// swapsValues reports whether two literal values a route types (their first terms) stand in
// both the stored intent and the query, in one order in the one and in the other order in
// the other ("Boston", "Chicago").
func swapsValues(query, stored []string, steps []RouteStep) bool {
	var firsts []string
	for _, s := range steps {
		if !typesValue(s.Action) {
			continue
		}
		if ts := termsOf(withoutPlaceholders(s.Value)); len(ts) > 0 {
			firsts = append(firsts, ts[0])
		}
	}
	for i, a := range firsts {
		for _, b := range firsts[i+1:] {
			sa, sb := slices.Index(stored, a), slices.Index(stored, b)
			qa, qb := slices.Index(query, a), slices.Index(query, b)
			if a != b && sa >= 0 && sb >= 0 && qa >= 0 && qb >= 0 && sa < sb != (qa < qb) {
				return true
			}
		}
	}
	return false
}

// acts reports whether a pattern's route changes something on the site: its intent names
// an action (actionTerms) or its task type submits something (fill_form, add_to_cart,
// checkout, upload).
func (p *Pattern) acts() bool {
	switch p.TaskType {
	case TaskFillForm, TaskAddToCart, TaskCheckout, TaskUpload:
		return true
	}
	return actsOn(p.IntentTerms)
}

// typesUnasked reports whether a step types a literal value (fill, type, select; its
// {{input}} placeholders aside) with a term that is not in asked.
func typesUnasked(steps []RouteStep, asked map[string]bool) bool {
	for _, s := range steps {
		if !typesValue(s.Action) {
			continue
		}
		for _, t := range termsOf(withoutPlaceholders(s.Value)) {
			if !asked[t] {
				return true
			}
		}
	}
	return false
}

// termSet returns the terms of ts as a set.
func termSet(ts []string) map[string]bool {
	set := make(map[string]bool, len(ts))
	for _, t := range ts {
		set[t] = true
	}
	return set
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
// typed values with their {{input}} placeholders left out; the accessible names,
// selectors and anchors of other targets (a clicked link "Alan Turing"); URL patterns. The
// name of a field typed into is its label ("Search Wikipedia"), not what the route works
// on, and is left out with the field's locators.
func routeTerms(steps []RouteStep) map[string]bool {
	set := map[string]bool{}
	add := func(s string) {
		for _, t := range termsOf(withoutPlaceholders(s)) {
			set[t] = true
		}
	}
	for _, s := range steps {
		add(s.Value)
		add(s.URLPattern)
		if typesValue(s.Action) {
			continue
		}
		add(s.Name)
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
	if c.conf < ThresholdP2 || len(query) == 0 || c.mt <= matchOtherEntity ||
		!hasTermOutside(query, termSet(c.p.IntentTerms)) { // the head says enough: no decoding
		return
	}
	var full Pattern
	if decodeBody(c.body, &full) != nil || !otherEntity(query, &full) {
		return
	}
	c.mt = math.Min(c.mt, matchOtherEntity)
	c.conf = Confidence(&c.p, c.mt)
}
