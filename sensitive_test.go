package waymark

import (
	"fmt"
	"strings"
	"testing"
)

// FuzzSplitCardSteps: steps built from outside text (each "|"-separated part a fill of that
// value into its own box, "tab" a key press, "=" a fill into the box before) never panic
// the search for card numbers typed into boxes; what it marks is a fill of digits into a box
// (cardGroup); and the look at a trail's last steps agrees with the look at the whole
// trail.
func FuzzSplitCardSteps(f *testing.F) {
	f.Add("4539|tab|1488|tab|0343|tab|6467")
	f.Add("3782|822463|10005|5555")
	f.Add("1990|06|12|=4539|1488")
	f.Fuzz(func(t *testing.T, spec string) {
		parts := strings.Split(spec, "|")
		if len(parts) > 64 {
			parts = parts[:64]
		}
		steps := make([]Step, 0, len(parts))
		for i, p := range parts {
			sel := fmt.Sprintf("#box%d", i)
			switch {
			case p == "tab":
				steps = append(steps, Step{Action: ActionPress, Value: "Tab", Target: &Target{Selector: sel}})
				continue
			case strings.HasPrefix(p, "=") && i > 0:
				sel, p = fmt.Sprintf("#box%d", i-1), p[1:]
			}
			steps = append(steps, Step{Action: ActionFill, Value: p, Target: &Target{Selector: sel}})
		}
		marked := splitCardSteps(steps)
		for i := range marked {
			if !cardGroup(steps[i]) {
				t.Fatalf("step %d (%+v) marked as a card's group", i, steps[i])
			}
		}
		if n := len(steps); n > 0 && n <= maxCardLookBack && endsSplitCard(steps) && !marked[n-1] {
			t.Fatalf("endsSplitCard and splitCardSteps disagree on %q", spec)
		}
		if got := sensitiveSteps(steps); len(got) != len(steps) {
			t.Fatalf("sensitiveSteps: %d marks for %d steps", len(got), len(steps))
		}
	})
}
