package waymark

import "testing"

// SetPreparedHook runs f in Save between reading the request and writing it, until the test
// ends.
func SetPreparedHook(t *testing.T, f func()) {
	t.Helper()
	testHookPrepared = f
	t.Cleanup(func() { testHookPrepared = nil })
}

// SetSweepHook runs f in GC after its transaction commits and before it sweeps traces/,
// until the test ends.
func SetSweepHook(t *testing.T, f func()) {
	t.Helper()
	testHookSweep = f
	t.Cleanup(func() { testHookSweep = nil })
}
