package waymark

import "strings"

// Steps a run did again right after themselves: a retry, a loop, or the task.

// stepsOn reports whether rs presses a key or clicks a control that steps on each time
// ("Next month", "Increase quantity", "+", a pager's "›"): done twice in a row it was meant
// twice, no retry. Its name, its selectors' and anchors' values say so (stepWords).
func stepsOn(rs RouteStep) bool {
	if rs.Action == ActionPress {
		// "ArrowDown" twice, "Tab" twice, the "l" of "hello" typed a key a step: two
		// keys; "Enter" again is a submit retried
		v := strings.ToLower(rs.Value)
		return v != "enter" && v != "return"
	}
	if rs.Action != ActionClick {
		return false
	}
	said := rs.Name
	for _, ls := range [][]Locator{rs.Selectors, rs.Anchors} {
		for _, c := range ls {
			said += " " + c.Value
		}
	}
	if n := strings.TrimSpace(rs.Name); n == "+" || n == "−" || n == "-" || n == "›" || n == "»" || n == "<" || n == ">" {
		return true
	}
	for _, w := range lowerWords(said) {
		if stepWords[w] {
			return true
		}
	}
	return false
}

// stepWords are the words of a control that steps on: a calendar's or a pager's next and
// previous, a quantity's increase and decrease (lower case).
var stepWords = map[string]bool{"next": true, "previous": true, "prev": true, "increase": true, "decrease": true,
	"increment": true, "decrement": true, "plus": true, "minus": true, "forward": true, "backward": true,
	"chevron": true, "stepper": true, "spinbutton": true}

// keptRepeats reports whether a route's steps hold repeats of a run that may have been a
// loop: one step twice in a row, or three times or more if it steps on (stepsOn: "Next
// month" twice was meant). A failed attempt's repeats, with an error, are no step of it.
func keptRepeats(steps []RouteStep) bool {
	run := 1
	for i := 1; i < len(steps); i++ {
		if !sameRouteStep(steps[i-1], steps[i]) {
			run = 1
			continue
		}
		if run++; !stepsOn(steps[i]) || run >= 3 {
			return true
		}
	}
	return false
}

// sameRouteStep reports whether b does what a does: the same action on the same page
// pattern, element (bestLocator) and value; a navigation never (a page opened again is
// extraction's own case).
func sameRouteStep(a, b RouteStep) bool {
	return a.Action == b.Action && a.URLPattern == b.URLPattern && bestLocator(a) == bestLocator(b) &&
		a.Value == b.Value && a.Action != ActionNavigate
}
