//go:build unix

package main

import (
	"context"
	"errors"
	"io"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/waymark-dev/waymark"
)

// TestReadInputEnds: a named pipe no process writes to is refused at once, and the end
// of the run's context (SIGINT) ends a read of standard input that waits for more.
func TestReadInputEnds(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "trace.json")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	pr, pw := io.Pipe() // standard input that never ends
	defer pw.Close()
	g := &globals{cmd: "save", main: &Main{Stdin: pr}}
	done := make(chan error, 1)
	go func() {
		_, err := g.readInput(context.Background(), "trace", fifo, 10, waymark.ErrInvalidTrace)
		done <- err
	}()
	select {
	case err := <-done:
		if err == nil || !strings.Contains(err.Error(), "is a named pipe, not a regular file") {
			t.Errorf("a named pipe: %v", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("reading a named pipe blocked")
	}
	cause := errors.New("interrupted")
	ctx, cancel := context.WithCancelCause(context.Background())
	go func() {
		_, err := g.readInput(ctx, "trace", "-", 10, waymark.ErrInvalidTrace)
		done <- err
	}()
	cancel(cause)
	select {
	case err := <-done:
		if !errors.Is(err, cause) {
			t.Errorf("standard input after the end of ctx: %v", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("reading standard input ignored the end of ctx")
	}
}
