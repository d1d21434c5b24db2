package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

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
		res, err := m.Restore(ctx, archivePath(pos[0], m.Home()))
		if err != nil {
			return err
		}
		return c.g.print(res, func(w io.Writer) {
			fmt.Fprintf(w, "restored %s from %s", plural(res.Restored, "record"), res.Archive)
			if res.Kept > 0 {
				fmt.Fprintf(w, "; %d kept as stored (the same, or updated after the archive)", res.Kept)
			}
			fmt.Fprintln(w)
			for _, s := range res.Warnings {
				fmt.Fprintf(w, "  warning: %s\n", s)
			}
		})
	})
}

// archivePath is the archive Restore reads for the argument given: the argument as it
// is (a base name or a path from the home), unless it is a path from the current folder
// ("home/archive/x.json", as a shell completes it) to a file inside the home that the
// home does not hold under the argument itself. A file of the same name in the current
// folder but outside the home is not taken for the home's.
func archivePath(arg, home string) string {
	if filepath.IsAbs(arg) {
		return arg
	}
	inHome := filepath.Join(home, arg)
	if !strings.ContainsAny(arg, `/\`) {
		inHome = filepath.Join(home, "archive", arg)
	}
	if _, err := os.Stat(inHome); err == nil {
		return arg
	}
	abs, err := filepath.Abs(arg)
	if err != nil {
		return arg
	}
	homeAbs, err := filepath.Abs(home)
	if err != nil {
		return arg
	}
	if rel, err := filepath.Rel(homeAbs, abs); err != nil || !filepath.IsLocal(rel) {
		return arg
	}
	if _, err := os.Stat(abs); err != nil {
		return arg
	}
	return abs
}
