package waymark

import "testing"

// SetPreparedHook runs f in Save between reading the request and writing it, until the test
// ends.
func SetPreparedHook(t *testing.T, f func()) {
	t.Helper()
	testHookPrepared = f
	t.Cleanup(func() { testHookPrepared = nil })
}
