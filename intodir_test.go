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

// TestKeepArchivedAfterOtherRemoved: two saves of one trace each wrote its file (both
// found it missing); the other's merge failed and removed it. Under the write lock, the
// save about to commit writes the file again, though it had made it itself.
func TestKeepArchivedAfterOtherRemoved(t *testing.T) {
	m := &Memory{home: t.TempDir()}
	p := &preparedSave{rel: "traces/example.com/a.json", raw: []byte(`{"task":"t"}`)}
	created, err := writeTraceFile(m.path(p.rel), p.raw)
	if err != nil || !created {
		t.Fatalf("writeTraceFile: %v, created %v", err, created)
	}
	p.created = true
	os.Remove(m.path(p.rel)) // the other save's unarchive
	if err := m.keepArchived(p); err != nil {
		t.Fatal(err)
	}
	if b, err := os.ReadFile(m.path(p.rel)); err != nil || string(b) != string(p.raw) {
		t.Fatalf("the trace file after keepArchived: %q, %v", b, err)
	}
	// A duplicate's file is the other save's: it is not written.
	os.Remove(m.path(p.rel))
	p.res.Duplicate = true
	if err := m.keepArchived(p); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(m.path(p.rel)); !os.IsNotExist(err) {
		t.Errorf("keepArchived wrote a duplicate's file: %v", err)
	}
}
