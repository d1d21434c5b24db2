// Package regular opens regular files only. A path given where a file is read may name a
// named pipe (FIFO), a device or a folder: opening a FIFO blocks until a writer comes,
// and a device may be read without end (/dev/zero). Open refuses them at once.
package regular

import (
	"fmt"
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
