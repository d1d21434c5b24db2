// Package regular opens regular files only. A path given where a file is read may name a
// named pipe (FIFO), a device or a folder: opening a FIFO blocks until a writer comes,
// and a device may be read without end (/dev/zero). Open refuses them at once.
package regular

import (
	"fmt"
	"io"
	"io/fs"
	"os"
)

// NotRegularError is the error of [Open] for a path that is no regular file; Kind says
// what it is ("a folder", "a named pipe", "a device", "a socket", "not a regular file").
type NotRegularError struct {
	Path string
	Kind string
}

func (e *NotRegularError) Error() string {
	return fmt.Sprintf("%s is %s, not a regular file", e.Path, e.Kind)
}

// Open opens path (after symbolic links) for reading when it is a regular file. It opens
// without blocking (O_NONBLOCK where the system has it), so that a named pipe no process
// writes to is refused rather than waited on; other errors are os.OpenFile's.
func Open(path string) (*os.File, error) {
	f, err := os.OpenFile(path, os.O_RDONLY|nonblock, 0)
	if err != nil {
		return nil, err
	}
	st, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, err
	}
	if !st.Mode().IsRegular() {
		f.Close()
		return nil, &NotRegularError{Path: path, Kind: kind(st.Mode())}
	}
	return f, nil
}

// TooLargeError is the error of [ReadFile] for a file over its limit. Size is the file's
// size in bytes as it was opened, or -1 when it grew past the limit while it was read.
type TooLargeError struct {
	Path  string
	Size  int64
	Limit int64
}

func (e *TooLargeError) Error() string {
	if e.Size < 0 {
		return fmt.Sprintf("%s: over the limit of %d bytes", e.Path, e.Limit)
	}
	return fmt.Sprintf("%s: %d bytes, over the limit of %d bytes", e.Path, e.Size, e.Limit)
}

// ReadFile reads a regular file of at most limit bytes whole (limit ≥ 0). It opens it as
// [Open] does and refuses a larger file before reading it, and one that grows past limit
// while it is read, with a [*TooLargeError]; other errors are [Open]'s or the read's.
func ReadFile(path string, limit int64) ([]byte, error) {
	f, err := Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if st.Size() > limit {
		return nil, &TooLargeError{Path: path, Size: st.Size(), Limit: limit}
	}
	data, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		return nil, err
	}
	if int64(len(data)) > limit {
		return nil, &TooLargeError{Path: path, Size: -1, Limit: limit}
	}
	return data, nil
}

// kind names what a file of mode m is.
func kind(m fs.FileMode) string {
	switch {
	case m.IsDir():
		return "a folder"
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe"
	case m&fs.ModeDevice != 0 || m&fs.ModeCharDevice != 0:
		return "a device"
	case m&fs.ModeSocket != 0:
		return "a socket"
	}
	return "not a regular file"
}
