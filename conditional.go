package waymark

// Steps taken only on a condition (SPEC §7: a cookie banner's consent, a pop-up's close, a
// rate limit's retry): a run that did not meet the condition did not take them, and a run
// that met it took them as any other step; both are runs of the same route.

// conditionKey is how a conditional step is known across runs: its action and best
// locator (bestLocator), or for a step on no element (a wait) its value and condition; ""
// for a step with neither.
func conditionKey(s RouteStep) string {
	if l := bestLocator(s); l != "" {
		return string(s.Action) + "|" + l
	}
	if s.Value == "" || s.Conditional == "" {
		return ""
	}
	return string(s.Action) + "|=" + s.Value + "|" + s.Conditional
}

// keepConditional returns steps, a route's steps after a run of it, with the conditional
// steps of before (the route's steps until then) that steps lacks put back where they were,
// before the mandatory step that followed them: a run that met no pop-up did not close one,
// and the route keeps the close for the runs that do.
func keepConditional(before, steps []RouteStep) []RouteStep {
	has := map[string]bool{}
	for _, s := range steps {
		if s.Conditional != "" {
			has[conditionKey(s)] = true
		}
	}
	missing := false
	for _, b := range before {
		if b.Conditional != "" && conditionKey(b) != "" && !has[conditionKey(b)] {
			missing = true
		}
	}
	if !missing {
		return steps
	}
	out := make([]RouteStep, 0, len(steps)+2)
	j := 0
	for _, b := range before {
		if b.Conditional != "" {
			if k := conditionKey(b); k != "" && !has[k] {
				out = append(out, b)
				has[k] = true
			}
			continue
		}
		for j < len(steps) { // up to the run's next mandatory step
			s := steps[j]
			j++
			out = append(out, s)
			if s.Conditional == "" {
				break
			}
		}
	}
	return append(out, steps[j:]...)
}

// takeConditions marks the steps of p, a new run's route, that a stored route of its page
// takes only on a condition (the same action on the same locator) as taken on that
// condition here too, and keys p again (routeKey): a replay that clicked "Retry" because the
// rate limit showed again is a run of the route that retries on a rate limit.
func takeConditions(p *Pattern, stored []Pattern) {
	conds := map[string]string{}
	for i := range stored {
		for _, s := range stored[i].Steps {
			if k := conditionKey(s); s.Conditional != "" && k != "" {
				conds[k] = s.Conditional
			}
		}
	}
	marked := false
	for i := range p.Steps {
		s := &p.Steps[i]
		if c, ok := conds[conditionKey(*s)]; ok && s.Conditional == "" {
			s.Conditional, marked = c, true
		}
	}
	if marked {
		waitsForConditions(p.Steps)
		p.RouteKey = routeKey(p.Steps)
	}
}

// waitsForConditions marks a wait right before a conditional step, on its page, as taken on
// the same condition: waiting for the pop-up's text before closing it, or for a rate
// limit's pause before its "Retry", is part of getting past it (a run that meets neither
// waits for nothing).
func waitsForConditions(steps []RouteStep) {
	for i := len(steps) - 2; i >= 0; i-- {
		if s, next := &steps[i], steps[i+1]; s.Action == ActionWait && s.Conditional == "" && next.Conditional != "" && s.URLPattern == next.URLPattern {
			s.Conditional = next.Conditional
		}
	}
}

// mayTakeCondition reports whether a step of steps clicks a control that a run takes only
// on a condition (a consent, a pop-up's close, a retry): only then does a save read the
// stored routes' steps for their conditions (takeConditions).
func mayTakeCondition(steps []RouteStep) bool {
	for _, s := range steps {
		if s.Action != ActionClick || s.Conditional != "" {
			continue
		}
		t := &Target{Name: s.Name}
		if len(s.Selectors) > 0 {
			t.Selector = s.Selectors[0].Value
		}
		if isConsentClick(t) || isPopupDismiss(t) || retryControl(t) {
			return true
		}
	}
	return false
}
