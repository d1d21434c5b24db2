package waymark

// frictionNotes turns step errors and page evidence into site notes (SPEC §7), with the
// recovery when a later step succeeded.
func frictionNotes(in *extractInput) []SiteNote {
	var out []SiteNote
	seen := map[string]int{}
	steps := in.Trace.Steps
	for i, st := range steps {
		var problem Friction
		symptom := st.Error
		if st.Error != "" && in.StepsNoted {
			continue
		}
		if st.Error != "" {
			if harnessError(st.Error) {
				continue // the automation failed, not the site: nothing to note of it
			}
			problem = friction(ownError(st), st.URL, st.Title, "") // what the error says, not the step's locator ("#rate-limit-input")
			if problem == "" {
				problem = FrictionOther
			}
		} else if st.Action == ActionClick && st.Target != nil && isConsentClick(st.Target) {
			problem = FrictionCookieBanner
			symptom = "a cookie-consent banner covers the page"
		} else if st.URLAfter != "" && st.URLAfter != st.URL {
			// Page evidence: where a step led (a redirect to a login page, a CAPTCHA page).
			if p := friction("", st.URLAfter, st.Title, ""); p != "" && !(p == FrictionLoginRedirect && in.TaskType == TaskLogin) {
				problem, symptom = p, "page evidence: "+firstNonEmpty(st.Title, st.URLAfter)
			}
		}
		if problem == "" {
			continue
		}
		site, scope := in.noteScope(st.URL)
		n := SiteNote{Site: site, Scope: scope, Problem: problem, Symptom: clip(symptom, maxSymptomChars),
			Seen: 1, LastSeen: in.Now}
		if siteWide(problem) {
			n.Scope = ScopeSite
		}
		if st.Error != "" {
			n.Failures = 1
			n.FailedActions = []string{describe(st)}
			// The next clean step got past it, unless the run failed: then nothing did. A wait
			// is only the first half of it when a step on its page follows ("wait = 1s, then
			// click Retry").
			for k, next := range steps[i+1:] {
				if in.Trace.Outcome != OutcomeFailure && next.Error == "" && next.Action != ActionDone {
					how := describe(next)
					if after := steps[i+2+k:]; next.Action == ActionWait && len(after) > 0 && after[0].Error == "" &&
						after[0].Action != ActionDone && after[0].Action != ActionWait && after[0].URL == next.URL {
						how += ", then " + describe(after[0])
					}
					n.Recovery = clip("recovered by: "+how, maxRecoveryChars)
					n.Successes = 1
					break
				}
			}
		} else if problem == FrictionCookieBanner {
			n.Successes = 1
			if st.Target != nil {
				if sel, anc := in.locators(st.Target); len(sel) > 0 {
					n.Selector = sel[0].Value
				} else if len(anc) > 0 {
					n.Selector = anc[0].Value
				}
				n.Recovery = clip("click "+describeTarget(st.Target), maxRecoveryChars)
			}
		}
		if j, ok := seen[noteKey(n)]; ok { // one note per class and scope per trace, seen once
			out[j].Failures += n.Failures
			out[j].Successes += n.Successes
			out[j].FailedActions = unionCapped(out[j].FailedActions, n.FailedActions, 5)
			out[j].Symptom = firstNonEmpty(n.Symptom, out[j].Symptom)
			out[j].Recovery = firstNonEmpty(n.Recovery, out[j].Recovery)
			continue
		}
		seen[noteKey(n)] = len(out)
		out = append(out, n)
	}
	return out
}

// noteScope returns the site and URL pattern a note seen on the page raw belongs to: that
// page's (a run may cross pages and sites), not the page the run was saved under; the
// save's when raw gives none.
func (in *extractInput) noteScope(raw string) (site, scope string) {
	if pg := in.page(raw); pg.Site != "" && pg.Pattern != "" {
		return pg.Site, pg.Pattern
	}
	return in.Site, in.URLPattern
}

// ScopeSite is the scope of a site note that applies to every page of its site (SPEC §5).
const ScopeSite = "site"

// siteWide friction classes apply to every page of a site (a cookie banner, SPEC §5).
func siteWide(f Friction) bool {
	switch f {
	case FrictionCookieBanner, FrictionRateLimit, FrictionCaptcha, FrictionBotWall, FrictionLoginRedirect,
		FrictionPopupModal:
		return true
	}
	return false
}
