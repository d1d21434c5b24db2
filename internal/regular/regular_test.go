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

// TestReadFile: a file of the limit's size reads whole, one byte more is refused before it
// is read with its size named, and a folder is refused as Open refuses it.
func TestReadFile(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "site.yaml")
	if err := os.WriteFile(file, []byte("0123456789"), 0o600); err != nil {
		t.Fatal(err)
	}
	if data, err := ReadFile(file, 10); err != nil || string(data) != "0123456789" {
		t.Fatalf("ReadFile at the limit = %q, %v", data, err)
	}
	_, err := ReadFile(file, 9)
	var big *TooLargeError
	if !errors.As(err, &big) || big.Size != 10 || big.Limit != 9 {
		t.Errorf("ReadFile over the limit = %v, want a TooLargeError of 10 bytes, limit 9", err)
	}
	var nr *NotRegularError
	if _, err := ReadFile(dir, 10); !errors.As(err, &nr) {
		t.Errorf("ReadFile(folder) = %v", err)
	}
}
