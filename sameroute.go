package waymark

import "slices"

// Which runs are runs of one route (SPEC §3.6: the same steps on the same elements). A
// run's route key (routeKey: each step's action, page and best locator) finds a stored
// route at once; pairSteps also pairs a step whose element is the same by a stable
// selector though its accessible name changed (the top story's link, another headline
// each day), and, for generaliseRoute, a step on a page of other names.

// pairSteps pairs the steps of a stored route with those of a new run: the same actions
// and conditions in the same order, each on the same element (sameElement) and on the
// same page, or, with general, on pages whose URL patterns generalise over names
// (urlpattern.GeneraliseNames). It returns the URL pattern of each paired step (the general
// one where they differ), or false.
func pairSteps(stored, run []RouteStep, general bool) ([]string, bool) {
	if len(stored) != len(run) {
		return nil, false
	}
	out := make([]string, len(stored))
	for i, a := range stored {
		b := run[i]
		if a.Action != b.Action || a.Conditional != b.Conditional || !sameElement(a, b) {
			return nil, false
		}
		out[i] = a.URLPattern
		if a.URLPattern != b.URLPattern {
			g, ok := generaliseNames(a.URLPattern, b.URLPattern)
			if !general || !ok {
				return nil, false
			}
			out[i] = g
		}
	}
	return out, true
}

// stableIdentity is the least stability (SPEC §9) of a first selector that tells the
// element by itself when its accessible name changes.
const stableIdentity = 0.5

// sameElement reports whether two steps act on the same element: the same best locator
// (bestLocator), or the same first selector, unambiguous and at least stableIdentity
// stable ("[data-testid='top-story'] a"), on elements of the same accessibility role where
// both name one: only the element's text changed ("Headline number 2", then "Other
// headline").
func sameElement(a, b RouteStep) bool {
	if bestLocator(a) == bestLocator(b) {
		return true
	}
	if len(a.Selectors) == 0 || len(b.Selectors) == 0 || a.Role != "" && b.Role != "" && a.Role != b.Role {
		return false
	}
	x, y := a.Selectors[0], b.Selectors[0]
	return x.Value == y.Value && x.Kind == y.Kind && !x.Ambiguous && !y.Ambiguous && min(x.Stability, y.Stability) >= stableIdentity
}

// steadyNames drops the anchors by name or text (role=link[name="…"], text="…") and the
// accessible name of each
// step of cur (a route's steps after a new run) whose element the stored steps, old, told by
// another name (sameElement through its selector): a name that changes from run to run
// would make a replay at P1 refuse the element (SPEC §4: never act on one whose name
// contradicts the anchor). It reports whether it dropped any.
func steadyNames(old, cur []RouteStep) bool {
	if len(old) != len(cur) {
		return false
	}
	dropped := false
	for i := range cur {
		if bestLocator(old[i]) == bestLocator(cur[i]) || !sameElement(old[i], cur[i]) {
			continue
		}
		var keep []Locator
		for _, l := range cur[i].Anchors {
			if l.Kind != "role" && l.Kind != "text" && l.Kind != "label" {
				keep = append(keep, l)
			}
		}
		cur[i].Anchors, cur[i].Name, dropped = keep, "", true
	}
	return dropped
}

// numbersDiffer reports whether one list of intent terms holds a number the other does not:
// "Go to page 2" and "Go to page 3" ask for different pages, whatever else they share.
func numbersDiffer(a, b []string) bool {
	in := func(t string, ts []string) bool { return slices.Contains(ts, t) }
	for _, t := range a {
		if isNumberTerm(t) && !in(t, b) {
			return true
		}
	}
	for _, t := range b {
		if isNumberTerm(t) && !in(t, a) {
			return true
		}
	}
	return false
}

// paces reports whether a step only paces a run (a wait or a scroll): runs of one route
// wait and scroll where the page was slow or long that time.
func paces(s RouteStep) bool { return s.Action == ActionWait || s.Action == ActionScroll }

// pacedAlike reports whether the steps of a stored route and of a new run pair
// (pairSteps) once the waits and scrolls of both are left out, one of them having any,
// and returns the run's steps laid over the stored route's: its waits and scrolls where
// they stand, the run's other steps in their order, so that the run counts as one more of
// the route (templateValues pairs them by place).
func pacedAlike(stored, run []RouteStep) ([]RouteStep, bool) {
	a, b := slices.DeleteFunc(slices.Clone(stored), paces), slices.DeleteFunc(slices.Clone(run), paces)
	if len(a) == 0 || len(a) == len(stored) && len(b) == len(run) {
		return nil, false // nothing but pace, or no pace: pairSteps decided
	}
	if _, ok := pairSteps(a, b, false); !ok {
		return nil, false
	}
	out := make([]RouteStep, 0, len(stored))
	for _, st := range stored {
		if paces(st) {
			out = append(out, st)
		} else {
			out, b = append(out, b[0]), b[1:]
		}
	}
	return out, true
}
