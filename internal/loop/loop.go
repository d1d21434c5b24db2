// Package loop detects an agent going round in circles, from the rolling
// trail of its last steps in a session (SPEC §10): the same action on the
// same target repeated without the page changing, or two actions
// alternating A-B-A-B without progress. A warning goes back to the agent at
// once and, on a failed save, becomes a site note of problem type "loop"
// (SPEC §7).
//
//	trail = loop.Append(trail, loop.Entry{Action: "click", Target: "#next",
//		URL: u, PageKey: u + " " + title})
//	for _, w := range loop.Check(trail) {
//		fmt.Println(w.Message)
//	}
package loop

import (
	"fmt"
	"strconv"
	"strings"
)

// Capacity is how many entries a session trail keeps: the last 50 actions
// (SPEC §10).
const Capacity = 50

// RepeatThreshold is how many times in a row the same action on the same
// target may run, with no URL or page change, before Check warns (SPEC §10:
// "repeats 3 times").
const RepeatThreshold = 3

// PassiveRepeatThreshold replaces RepeatThreshold for "scroll" and "wait",
// which an agent legitimately repeats on an unchanged URL and title while
// the content moves or loads. SPEC §10 gives no number for them; 6 keeps a
// long scroll search quiet but still catches an endless one.
const PassiveRepeatThreshold = 6

// OscillationWindow is how many trailing entries must alternate A-B-A-B,
// with the page states alternating too, before Check warns (SPEC §10).
const OscillationWindow = 4

// CycleRounds is how many times in a row a cycle of three or four steps must run, with the
// page state after each step the same in every round, before Check warns: a retry that
// fills a form, submits it and reads the same error, twice over. SPEC §10 names the
// two-step A-B-A-B; a longer cycle is the same going round.
const CycleRounds = 2

// The kinds of Warning.
const (
	KindRepeat      = "repeat"
	KindOscillation = "oscillation"
	KindCycle       = "cycle"
)

// Entry is one step of a session trail.
type Entry struct {
	// Action is the step's action name ("click", "fill", "navigate", …);
	// compared case-insensitively.
	Action string
	// Target identifies what the step acted on: a selector, or role and
	// name — whatever the agent uses consistently. Empty for actions
	// without a target.
	Target string
	// Value is what the step typed, selected or pressed ("" for none): the same action on
	// the same target with another value is another step (typing on is progress).
	Value string
	// URL is the page URL after the step.
	URL string
	// PageKey identifies the page state after the step beyond its URL, for
	// example URL and title; whatever changes when the page does.
	PageKey string
}

// Warning says that the trail shows a loop.
type Warning struct {
	// Kind is KindRepeat, KindOscillation or KindCycle.
	Kind string
	// Message tells the agent what it repeated and to change course.
	Message string
	// Count is how many trailing entries make up the loop: ≥
	// RepeatThreshold for a repeat, ≥ OscillationWindow for an oscillation,
	// ≥ CycleRounds rounds of its steps for a cycle.
	Count int
}

// Append returns trail with e added, keeping only the last Capacity
// entries. Like the built-in append it may write into trail's array past
// its length (never into the entries trail shows), so keep only the
// returned slice. Memory stays bounded: the window slides along an array
// that append reallocates at about twice Capacity.
func Append(trail []Entry, e Entry) []Entry {
	if len(trail) >= Capacity {
		trail = trail[len(trail)-Capacity+1:]
	}
	return append(trail, e)
}

// Check inspects the end of trail and returns the loops it shows, or nil:
// a cycle of three or four steps run CycleRounds times (checkCycle), when no
// oscillation is; a repeat when the last RepeatThreshold or more entries (for scroll and
// wait, PassiveRepeatThreshold) are the same action on the same target
// with the same URL and PageKey after each — nothing changed; an
// oscillation when the last OscillationWindow or more entries alternate
// between two different steps A and B and the page state after each A and
// after each B repeats too — the agent is going back and forth. Entries
// with an empty URL and PageKey count as "no change". Only loops that
// reach the last entry are reported: once the agent breaks out, the
// warning stops.
func Check(trail []Entry) []Warning {
	var out []Warning
	if w, ok := checkRepeat(trail); ok {
		out = append(out, w)
	}
	if w, ok := checkOscillation(trail); ok {
		out = append(out, w)
	} else if w, ok := checkCycle(trail); ok {
		out = append(out, w)
	}
	return out
}

// checkCycle finds a cycle of three or four different steps that the end of trail runs
// CycleRounds times or more, the page state after each step repeating with it (A-B-C-A-B-C);
// a cycle made of a shorter one (A-B-A-B, A-A-A) is left to checkOscillation and
// checkRepeat.
func checkCycle(trail []Entry) (Warning, bool) {
	n := len(trail)
	for period := 3; period <= 4; period++ {
		if n < period*CycleRounds || shorterCycle(trail[n-period:]) {
			continue
		}
		run := period
		for i := n - period - 1; i >= 0; i-- {
			want := trail[i+period]
			if !sameStep(trail[i], want) || !sameState(trail[i], want) {
				break
			}
			run++
		}
		if run < period*CycleRounds {
			continue
		}
		steps := make([]string, period)
		for k := range steps {
			steps[k] = describe(trail[n-period+k])
		}
		return Warning{
			Kind:  KindCycle,
			Count: run,
			Message: fmt.Sprintf("repeating the same %d steps (%s) %d times without progress; "+
				"the page ends where it was — try another route", period, strings.Join(steps, ", then "), run/period),
		}, true
	}
	return Warning{}, false
}

// shorterCycle reports whether the steps of one round, c, repeat a shorter cycle: all the
// same step, or (of four) two steps alternating.
func shorterCycle(c []Entry) bool {
	same := func(x, y Entry) bool { return sameStep(x, y) && sameState(x, y) }
	all := true
	for _, e := range c[1:] {
		all = all && same(e, c[0])
	}
	return all || len(c) == 4 && same(c[0], c[2]) && same(c[1], c[3])
}

func checkRepeat(trail []Entry) (Warning, bool) {
	n := len(trail)
	if n == 0 {
		return Warning{}, false
	}
	last := trail[n-1]
	run := 1
	for i := n - 2; i >= 0 && sameStep(trail[i], last) && sameState(trail[i], last); i-- {
		run++
	}
	limit := RepeatThreshold
	if passive(last.Action) {
		limit = PassiveRepeatThreshold
	}
	if run < limit {
		return Warning{}, false
	}
	return Warning{
		Kind:  KindRepeat,
		Count: run,
		Message: fmt.Sprintf("%s repeated %d times without the page changing; "+
			"it is not working — check what the page shows now and try another route", describe(last), run),
	}, true
}

func checkOscillation(trail []Entry) (Warning, bool) {
	n := len(trail)
	if n < OscillationWindow {
		return Warning{}, false
	}
	a, b := trail[n-2], trail[n-1]
	if sameStep(a, b) {
		return Warning{}, false
	}
	run := 2
	for i := n - 3; i >= 0; i-- {
		want := trail[i+2] // entries two apart must be the same step, same state
		if !sameStep(trail[i], want) || !sameState(trail[i], want) {
			break
		}
		run++
	}
	if run < OscillationWindow {
		return Warning{}, false
	}
	return Warning{
		Kind:  KindOscillation,
		Count: run,
		Message: fmt.Sprintf("alternating between %s and %s %d times without progress; "+
			"stop going back and forth and try another route", describe(trail[n-run]), describe(trail[n-run+1]), run),
	}, true
}

// sameStep reports whether x and y are the same action on the same target with the same
// value.
func sameStep(x, y Entry) bool {
	return strings.EqualFold(strings.TrimSpace(x.Action), strings.TrimSpace(y.Action)) &&
		strings.TrimSpace(x.Target) == strings.TrimSpace(y.Target) && x.Value == y.Value
}

// sameState reports whether the page was the same after x as after y.
func sameState(x, y Entry) bool {
	return x.URL == y.URL && x.PageKey == y.PageKey
}

func passive(action string) bool {
	switch strings.ToLower(strings.TrimSpace(action)) {
	case "scroll", "scroll_down", "scroll_up", "wait":
		return true
	}
	return false
}

// describe renders a step for a message: "click on #next", "press \"Enter\"", or the
// bare action when it has neither target nor value.
func describe(e Entry) string {
	a := strings.TrimSpace(e.Action)
	if a == "" {
		a = "action"
	}
	if e.Value != "" {
		a += " " + strconv.Quote(shorten(e.Value, 40))
	}
	if t := strings.TrimSpace(e.Target); t != "" {
		return a + " on " + shorten(t, 80)
	}
	return a
}

// shorten cuts s to n runes, the last three of them "...".
func shorten(s string, n int) string {
	if r := []rune(s); len(r) > n {
		return string(r[:n-3]) + "..."
	}
	return s
}
