package waymark

// Which stored route a run followed, and whether it broke on one of the route's steps
// (SPEC §3.5: a failure strikes the pattern that was followed).

import "slices"

// traceLocators lists the best locator of every targeted step of a trace.
func traceLocators(tr *Trace) map[string]bool {
	out := map[string]bool{}
	for _, st := range tr.Steps {
		if k := traceStepKey(st); k != "" {
			out[k] = true
		}
	}
	return out
}

// traceStepKey is stepKey of a trace's step: its action and the best locator of its target
// (stabilised: locators); "" for a step on no element.
func traceStepKey(st Step) string {
	if st.Target == nil {
		return ""
	}
	sel, anc := locators(st.Target)
	return stepKey(RouteStep{Action: normalAction(st.Action), Selectors: sel, Anchors: anc})
}

// failedOn reports whether a step of tr that failed (its error set) is one of steps, by
// stepKey.
func failedOn(tr *Trace, steps []RouteStep) bool {
	var failed []string
	for _, st := range tr.Steps {
		if st.Error != "" {
			failed = append(failed, traceStepKey(st))
		}
	}
	return takesAny(steps, failed)
}

// brokenSteps returns the keys (traceStepKey) of the steps of tr that failed for their own
// sake: not because a blocked or covered page failed them (blockedStep), and not steps whose
// action and locator worked later in the run (disabled until a month was chosen).
func brokenSteps(tr *Trace) []string {
	keys := make([]string, len(tr.Steps))
	worked := map[string]bool{}
	for i, st := range tr.Steps {
		if keys[i] = traceStepKey(st); st.Error == "" && keys[i] != "" {
			worked[keys[i]] = true
		}
	}
	var out []string
	for i, st := range tr.Steps {
		if st.Error != "" && keys[i] != "" && !worked[keys[i]] && !blockedStep(st) {
			out = append(out, keys[i])
		}
	}
	return out
}

// takesAny reports whether a step of steps has one of keys (stepKey).
func takesAny(steps []RouteStep, keys []string) bool {
	for _, s := range steps {
		if k := stepKey(s); k != "" && slices.Contains(keys, k) {
			return true
		}
	}
	return false
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
