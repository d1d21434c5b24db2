//go:build unix

package regular

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// TestOpen: a regular file opens and reads whole; a folder, a named pipe no process writes
// to and a device are refused at once, each named.
func TestOpen(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "trace.json")
	if err := os.WriteFile(file, []byte(`{"task":"x"}`), 0o600); err != nil {
		t.Fatal(err)
	}
	f, err := Open(file)
	if err != nil {
		t.Fatal(err)
	}
	data, err := io.ReadAll(f)
	f.Close()
	if err != nil || string(data) != `{"task":"x"}` {
		t.Fatalf("read %q, %v", data, err)
	}
	fifo := filepath.Join(dir, "fifo.json")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	for path, kind := range map[string]string{dir: "a folder", fifo: "a named pipe", "/dev/zero": "a device"} {
		done := make(chan error, 1)
		go func() {
			f, err := Open(path)
			if err == nil {
				f.Close()
			}
			done <- err
		}()
		select {
		case err := <-done:
			var nr *NotRegularError
			if !errors.As(err, &nr) || nr.Kind != kind {
				t.Errorf("Open(%s) = %v, want it refused as %s", path, err, kind)
			}
		case <-time.After(10 * time.Second):
			t.Fatalf("Open(%s) blocked", path)
		}
	}
	if _, err := Open(filepath.Join(dir, "missing.json")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("missing file: %v", err)
	}
}
