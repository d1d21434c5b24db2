package waymark_test

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/waymark-dev/waymark"
)

// TestLateMaskLeavesNoCopy: a value stored as typed, then masked when a later step shows
// it was a password (SPEC §8), leaves no copy in the home's files once the session's
// process ends: not in a record, nor in the full-text index's segments (the friction note
// its failed step left is searched), nor in the WAL.
func TestLateMaskLeavesNoCopy(t *testing.T) {
	ctx := context.Background()
	home := t.TempDir()
	m := openHome(t, home, nil)
	const pw = "zanzibarquokka77"
	for _, st := range []string{
		`{"action":"fill","url":"https://shop.example.com/login","target":{"selector":"#f1"},"value":"` + pw + `","error":"server said bad credentials ` + pw + `"}`,
		`{"action":"fill","url":"https://shop.example.com/login","target":{"selector":"#f1","attributes":{"type":"password"}},"value":"` + pw + `"}`,
	} {
		if _, err := m.Step(ctx, waymark.StepRequest{SessionID: "s1", Task: "log in", Step: json.RawMessage(st)}); err != nil {
			t.Fatal(err)
		}
	}
	m.Close()
	for _, f := range []string{"memory.db", "memory.db-wal"} {
		if b, _ := os.ReadFile(filepath.Join(home, f)); bytes.Contains(b, []byte(pw)) {
			t.Errorf("the masked value is still in %s", f)
		}
	}
}
