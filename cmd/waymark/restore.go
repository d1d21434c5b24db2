package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/waymark-dev/waymark"
)

// RestoreCommand brings back forgotten records (waymark restore).
type RestoreCommand struct {
	g *globals
}

const restoreUsage = `Usage: waymark restore ARCHIVE

Brings back the records of an archive file written by 'waymark forget' (or evicted
knowledge): a path relative to the home, or the file's base name.

Flags:
	--json    print the RestoreResult as JSON
`

// Run restores the archive named by the one argument.
func (c *RestoreCommand) Run(ctx context.Context, args []string) error {
	fs := c.g.flagSet("restore")
	pos, err := c.g.parse(fs, args, restoreUsage)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return usagef("restore: want exactly one ARCHIVE argument, got %d", len(pos))
	}
	archive := pos[0]
	if !filepath.IsAbs(archive) {
		// A path from the current folder ("home/archive/x.json"), as a shell completes it,
		// rather than the base name or a path from the home.
		if _, err := os.Stat(archive); err == nil {
			if abs, err := filepath.Abs(archive); err == nil {
				archive = abs
			}
		}
	}
	return c.g.withMemory(ctx, func(m *waymark.Memory) error {
		res, err := m.Restore(ctx, archive)
		if err != nil {
			return err
		}
		return c.g.print(res, func(w io.Writer) {
			fmt.Fprintf(w, "restored %s from %s", plural(res.Restored, "record"), res.Archive)
			if res.Kept > 0 {
				fmt.Fprintf(w, "; %d kept as stored (the same, or updated after the archive)", res.Kept)
			}
			fmt.Fprintln(w)
		})
	})
}
