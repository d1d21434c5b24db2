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

// TestRemoveEmptyDirs: the folders a failed forget made for its archive go, deepest first;
// a folder that holds a file stays, with the folders above it.
func TestRemoveEmptyDirs(t *testing.T) {
	root := filepath.Join(t.TempDir(), "x.d")
	for _, d := range []string{"traces/a.example/deep", "traces/b.example"} {
		if err := os.MkdirAll(filepath.Join(root, d), 0o700); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(root, "traces", "b.example", "kept.json"), nil, 0o600); err != nil {
		t.Fatal(err)
	}
	removeEmptyDirs(root)
	if _, err := os.Stat(filepath.Join(root, "traces", "a.example")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("an empty folder stayed: %v", err)
	}
	if _, err := os.Stat(filepath.Join(root, "traces", "b.example", "kept.json")); err != nil {
		t.Errorf("a file went: %v", err)
	}
	removeEmptyDirs(filepath.Join(t.TempDir(), "absent")) // nothing there: no panic
}
