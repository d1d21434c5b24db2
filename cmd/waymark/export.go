package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"syscall"

	"github.com/waymark-dev/waymark"
)

// ExportCommand writes git-friendly knowledge files (waymark export).
type ExportCommand struct {
	g *globals
}

const exportUsage = `Usage: waymark export [--force] DIR

Writes the learned knowledge as git-friendly YAML (SPEC §11): DIR/sites/<site>.yaml, one
per site, and DIR/.index.yaml. Files are byte-identical when nothing changed. Raw traces
are not exported. A site file edited since the last export and not imported since is not
written over: the export writes nothing and names it (exit 2); import DIR first.

Flags:
	--force   write over site files edited since the last export (their edits are lost)
	--json    print the ExportResult as JSON
`

// Run exports into the one DIR argument.
func (c *ExportCommand) Run(ctx context.Context, args []string) error {
	fs := c.g.flagSet("export")
	var force bool
	fs.BoolVar(&force, "force", false, "")
	pos, err := c.g.parse(fs, args, exportUsage)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return usagef("export: want exactly one DIR argument, got %d", len(pos))
	}
	switch fi, err := os.Stat(pos[0]); {
	case err == nil && !fi.IsDir(), errors.Is(err, syscall.ENOTDIR):
		return usagef("export: %s is not a folder (DIR is a folder, made when missing)", pos[0])
	}
	// An export of a memory that is not there would empty the folder of an earlier one (a
	// site no longer in memory loses its file): a mistyped --home exports nothing.
	if home, none, err := c.g.noMemory(); err != nil {
		return err
	} else if none {
		return usagef("export: no memory at %s: nothing to export (--home, WAYMARK_HOME)", home)
	}
	return c.g.withMemory(ctx, func(m *waymark.Memory) error {
		res, err := m.Export(ctx, waymark.ExportRequest{Dir: pos[0], Force: force})
		if err != nil {
			return err
		}
		return c.g.print(res, func(w io.Writer) {
			fmt.Fprintf(w, "exported %s to %s: %s written, %d unchanged\n",
				plural(res.Sites, "site"), res.Dir, plural(len(res.Written), "file"), res.Unchanged)
			for _, f := range res.Written {
				fmt.Fprintf(w, "  wrote %s\n", f)
			}
			for _, f := range res.Removed {
				fmt.Fprintf(w, "  removed %s (its site is no longer in memory)\n", f)
			}
			for _, s := range res.Warnings {
				fmt.Fprintf(w, "  warning: %s\n", s)
			}
		})
	})
}
