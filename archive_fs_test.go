package waymark_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/waymark-dev/waymark"
)

// The tests of forget and restore when the file system gets in the way.

// TestForgetWhenArchiveIsNoFolder: a forget whose archive/ is a file (or a symlink loop, or
// a folder it may not read) fails at once, naming it, and forgets nothing; it used to look
// for a free name forever, holding the write lock.
func TestForgetWhenArchiveIsNoFolder(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	r := seedTrace(t, m, "open the changelog", "example.com", time.Now())
	if err := os.WriteFile(filepath.Join(m.Home(), "archive"), []byte("not a folder"), 0o600); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() {
		_, err := m.Forget(ctx, waymark.ForgetRequest{ID: r.ID})
		done <- err
	}()
	select {
	case err := <-done:
		if err == nil || !strings.Contains(err.Error(), "archive") {
			t.Errorf("forget with archive/ a file: %v, want an error naming the archive", err)
		}
	case <-time.After(20 * time.Second):
		t.Fatal("forget with archive/ a file has not ended in 20 s")
	}
	if err := m.Store().View(ctx, func(tx waymark.Tx) error { _, err := tx.GetID(ctx, r.ID); return err }); err != nil {
		t.Errorf("the record is gone after a failed forget: %v", err)
	}
	if !exists(traceFile(t, m, r)) {
		t.Error("the raw trace left traces/ after a failed forget")
	}
}

// TestForgetKeepsUnmovedTrace: a forget that cannot move a trace's raw file into the archive
// fails and forgets nothing, the files it moved before put back: a forgotten trace whose
// file stayed in traces/ would lose it to gc, and restore would bring back a record
// without its file.
func TestForgetKeepsUnmovedTrace(t *testing.T) {
	ctx := context.Background()
	at := time.Date(2026, 12, 1, 9, 0, 0, 0, time.UTC)
	m := openMemory(t, &waymark.Options{Now: func() time.Time { return at }})
	a := seedTrace(t, m, "open the changelog", "example.com", at)
	b := seedTrace(t, m, "open the roadmap", "example.com", at)
	// A file where the archive's folder for the second trace's site would go.
	dir := filepath.Join(m.Home(), "archive", at.Format("20060102T150405.000Z")+"-site-example.com.d", "traces")
	if err := os.MkdirAll(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "example.com"), nil, 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := m.Forget(ctx, waymark.ForgetRequest{Site: "example.com"}); err == nil {
		t.Fatal("forget succeeded without moving the raw traces")
	}
	// What it made of the archive's folder goes; what was there before (the file) stays.
	if left, _ := filepath.Glob(filepath.Join(m.Home(), "archive", "*.d", "traces", "*", "*")); len(left) != 0 {
		t.Errorf("a failed forget left files in the archive: %q", left)
	}
	for _, r := range []waymark.Record{a, b} {
		if err := m.Store().View(ctx, func(tx waymark.Tx) error { _, err := tx.GetID(ctx, r.ID); return err }); err != nil {
			t.Errorf("record %s is gone after a failed forget: %v", r.ID, err)
		}
		if !exists(traceFile(t, m, r)) {
			t.Errorf("the raw trace of %s left traces/ after a failed forget", r.ID)
		}
	}
}

// TestForgetAcrossFileSystems: an archive/ on another file system than traces/ (a symlink
// to a bigger disk) takes the raw traces by a copy: forget works and the file moves.
func TestForgetAcrossFileSystems(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	other, err := os.MkdirTemp("/dev/shm", "waymark-archive-")
	if err != nil {
		t.Skipf("no second file system here: %v", err)
	}
	t.Cleanup(func() { os.RemoveAll(other) })
	a, errA := os.Stat(m.Home())
	b, errB := os.Stat(other)
	if errA != nil || errB != nil || sameDevice(a, b) {
		t.Skip("the home and /dev/shm are on one file system")
	}
	if err := os.Symlink(other, filepath.Join(m.Home(), "archive")); err != nil {
		t.Fatal(err)
	}
	r := seedTrace(t, m, "open the changelog", "example.com", time.Now())
	file := traceFile(t, m, r)
	res, err := m.Forget(ctx, waymark.ForgetRequest{ID: r.ID})
	if err != nil {
		t.Fatalf("forget with archive/ on another file system: %v", err)
	}
	if exists(file) {
		t.Error("the raw trace is still in traces/")
	}
	moved := filepath.Join(m.Home(), strings.TrimSuffix(res.Archive, ".json")+".d", "traces", "example.com", filepath.Base(file))
	if !exists(moved) {
		t.Errorf("the raw trace is not in the archive (%s)", moved)
	}
}

// TestRestoreKeepsUnlinkedTrace: a restore that cannot put a raw trace back fails and
// restores nothing: the trace record would come back without its file, which gc would
// then remove from the archive for good.
func TestRestoreKeepsUnlinkedTrace(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	r := seedTrace(t, m, "open the changelog", "example.com", time.Now())
	res, err := m.Forget(ctx, waymark.ForgetRequest{ID: r.ID})
	if err != nil {
		t.Fatal(err)
	}
	site := filepath.Join(m.Home(), "traces", "example.com")
	if err := os.RemoveAll(site); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(site, nil, 0o600); err != nil { // no folder can be made there
		t.Fatal(err)
	}
	if _, err := m.Restore(ctx, res.Archive); err == nil {
		t.Fatal("restore succeeded without putting the raw trace back")
	}
	if err := m.Store().View(ctx, func(tx waymark.Tx) error { _, err := tx.GetID(ctx, r.ID); return err }); !errors.Is(err, waymark.ErrNotFound) {
		t.Errorf("the trace record after a failed restore: %v, want it still forgotten", err)
	}
	if !exists(filepath.Join(m.Home(), strings.TrimSuffix(res.Archive, ".json")+".d", "traces", "example.com", filepath.Base(traceFile(t, m, r)))) {
		t.Error("the archive lost the raw trace")
	}
}
