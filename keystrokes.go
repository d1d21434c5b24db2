package waymark

import (
	"strings"
	"unicode/utf8"
)

// A value typed one key at a time: a recorder's key presses, one step a key ("4", "5",
// "3", "9", …). No one step's value is a secret, the run's is (SPEC §8).

const (
	// minKeystrokes is the fewest steps a value typed piecemeal is read from (a PIN of
	// four keys; fewer are no value redaction masks by its shape).
	minKeystrokes = 4
	// maxKeystroke is the longest value, in characters, a step of such a run types: one
	// key (a card's groups typed into boxes are splitCardSteps').
	maxKeystroke = 1
)

// maskKeystrokes masks the values of steps typed piecemeal: each run of minKeystrokes or
// more steps in a row that type (fill, press) one character each, no key's name ("Enter",
// "Tab") nor a placeholder, into one field (samePiece), is read as one value, typed into the
// field of its first step (or of the step before it, the click that focused the field),
// and when redaction masks that value (red.Value; red.Text for one a field does not name,
// a card number or an e-mail address) every step of the run takes the masked value in
// place of its own. sensitive holds one flag for each step (sensitiveSteps). Runs that
// mask to themselves are left as they are.
func maskKeystrokes(red *redactor, steps []Step, sensitive []bool) {
	for i := 0; i < len(steps); {
		j := i
		for j < len(steps) && keystroke(steps[j]) && (j == i || samePiece(steps[j-1], steps[j])) {
			j++
		}
		if j-i >= minKeystrokes {
			maskRun(red, steps, i, j, sensitive[i])
		}
		i = max(j, i+1)
	}
}

// keystroke reports whether st types a short piece of a value (maskKeystrokes).
func keystroke(st Step) bool {
	if st.Action != ActionFill && st.Action != ActionPress && st.Action != "type" {
		return false
	}
	n := utf8.RuneCountInString(st.Value)
	return n >= 1 && n <= maxKeystroke && !isKeyName(st.Value) && !strings.Contains(st.Value, "{{")
}

// samePiece reports whether b, a keystroke after a, goes on typing a's value: into the
// same field (the same selector, or none). A card number's boxes, one field a group, are
// splitCardSteps'.
func samePiece(a, b Step) bool {
	sel := func(st Step) string {
		if st.Target == nil {
			return ""
		}
		return st.Target.Selector
	}
	return sel(a) == sel(b)
}

// maskRun masks steps[i:j], a run of keystrokes (maskKeystrokes), when redaction masks
// the value they type together; sensitive says the first step's value is a secret.
func maskRun(red *redactor, steps []Step, i, j int, sensitive bool) {
	var b strings.Builder
	for _, st := range steps[i:j] {
		b.WriteString(st.Value)
	}
	whole := b.String()
	target := steps[i].Target
	if target == nil && i > 0 {
		target = steps[i-1].Target
	}
	masked := red.Value(target, sensitive, whole)
	if masked == whole {
		masked = red.Text(whole)
	}
	if masked == whole {
		return
	}
	for k := i; k < j; k++ {
		steps[k].Value = masked
	}
}
