package storetest

import "testing"

// TestChecks checks the suite itself: every check has a name of its own and a function.
// The checks run against real backends from their packages (sqlite: TestConformance).
func TestChecks(t *testing.T) {
	seen := map[string]bool{}
	for _, c := range checks {
		if c.name == "" || c.fn == nil || seen[c.name] {
			t.Errorf("check %q: empty, without a function, or named twice", c.name)
		}
		seen[c.name] = true
	}
	if len(checks) < 30 {
		t.Errorf("%d checks registered, want them all (≥ 30)", len(checks))
	}
}
