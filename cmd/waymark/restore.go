package main

import (
	"context"
	"fmt"
	"io"

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
	return c.g.withMemory(ctx, func(m *waymark.Memory) error {
		res, err := m.Restore(ctx, pos[0])
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
