package waymark

// Which stored route a run followed, and whether it broke on one of the route's steps
// (SPEC §3.5: a failure strikes the pattern that was followed).

import "slices"

// traceLocators lists the best locator of every targeted step of a trace.
func traceLocators(tr *Trace) map[string]bool {
	out := map[string]bool{}
	for _, st := range tr.Steps {
		if st.Target == nil {
			continue
		}
		sel, anc := locators(st.Target)
		if k := stepKey(RouteStep{Action: normalAction(st.Action), Selectors: sel, Anchors: anc}); k != "" {
			out[k] = true
		}
	}
	return out
}

// failedOn reports whether a step of tr that failed (its error set) is one of steps, by
// stepKey.
func failedOn(tr *Trace, steps []RouteStep) bool {
	keys := map[string]bool{}
	for _, s := range steps {
		if k := stepKey(s); k != "" {
			keys[k] = true
		}
	}
	for _, st := range tr.Steps {
		if st.Error == "" || st.Target == nil {
			continue
		}
		sel, anc := locators(st.Target)
		if keys[stepKey(RouteStep{Action: normalAction(st.Action), Selectors: sel, Anchors: anc})] {
			return true
		}
	}
	return false
}

// brokeOn reports whether a step of tr failed on a step of steps for that step's own sake
// (failedOn), leaving out steps a blocked or covered page failed (blockedStep) and steps
// whose action and locator worked later in the run (disabled until a month was chosen).
func brokeOn(tr *Trace, steps []RouteStep) bool {
	worked := map[string]bool{}
	for _, st := range tr.Steps {
		if st.Error == "" && st.Target != nil {
			sel, anc := locators(st.Target)
			worked[stepKey(RouteStep{Action: normalAction(st.Action), Selectors: sel, Anchors: anc})] = true
		}
	}
	own := *tr
	own.Steps = slices.DeleteFunc(slices.Clone(tr.Steps), func(st Step) bool {
		if st.Error == "" || st.Target == nil || blockedStep(st) {
			return true
		}
		sel, anc := locators(st.Target)
		return worked[stepKey(RouteStep{Action: normalAction(st.Action), Selectors: sel, Anchors: anc})]
	})
	return failedOn(&own, steps)
}

// followed reports whether a failed run with the targeted steps used followed the route of
// steps (SPEC §3.5: the strike goes to "the pattern that was followed"): it took the
// route's first mandatory targeted step, and took at least half of them (share) or was
// recorded for the same task (sameTask). A run that began another way (the MEN menu, not
// WOMEN) and shares only a sort menu with the route followed another one.
func followed(used map[string]bool, steps []RouteStep, share float64, sameTask bool) bool {
	for _, s := range steps {
		if k := stepKey(s); k != "" {
			return used[k] && (share >= 0.5 || sameTask)
		}
	}
	return false
}

// stepKey is how traceLocators and overlap know a mandatory targeted step: its action and
// best locator ("click|#go"); "" for a conditional step or one with no locator.
func stepKey(s RouteStep) string {
	l := bestLocator(s)
	if s.Conditional != "" || l == "" {
		return ""
	}
	return string(s.Action) + "|" + l
}

// overlap is the share of a route's mandatory targeted steps that a trace also used.
func overlap(used map[string]bool, steps []RouteStep) float64 {
	n, hit := 0, 0
	for _, s := range steps {
		k := stepKey(s)
		if k == "" {
			continue
		}
		n++
		if used[k] {
			hit++
		}
	}
	if n == 0 {
		return 0
	}
	return float64(hit) / float64(n)
}
