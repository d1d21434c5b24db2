package waymark

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// TestIntoDirAfterGC: a file written into a folder that gc removed right after it was made
// (gc removes the folders it found empty) is written all the same: intoDir makes the
// folder again.
func TestIntoDirAfterGC(t *testing.T) {
	dst := filepath.Join(t.TempDir(), "traces", "example.com", "a.json")
	calls := 0
	err := intoDir(dst, func() error {
		calls++
		if calls == 1 {
			os.Remove(filepath.Dir(dst)) // gc, between the mkdir and the write
		}
		return os.WriteFile(dst, []byte("{}"), 0o600)
	})
	if err != nil || calls != 2 {
		t.Fatalf("intoDir: %v after %d writes, want the second to succeed", err, calls)
	}
	// A write that fails for another reason is not tried again.
	calls = 0
	if err := intoDir(dst, func() error { calls++; return os.ErrPermission }); !errors.Is(err, os.ErrPermission) || calls != 1 {
		t.Errorf("intoDir: %v after %d writes, want the permission error at once", err, calls)
	}
}
