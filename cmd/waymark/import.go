package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/waymark-dev/waymark"
)

// ImportCommand merges knowledge files written by export (waymark import).
type ImportCommand struct {
	g *globals
}

const importUsage = `Usage: waymark import DIR

Merges the knowledge files written by 'waymark export' from DIR into the memory (SPEC §11).
Records are merged by their dedupe keys; importing the same files twice changes nothing,
and a stored record updated later than the file's copy is kept (counted as unchanged).
Every file is checked before anything is written, as a save would check its knowledge:
sites in normal form, keys and search texts that match their bodies, numbers in range,
known classes, http(s) URLs, texts within their caps. Secrets in the texts are masked.
If any file fails, each error names its file and field, nothing is imported, exit 2.
Only DIR/sites/*.yaml is read: folders, hidden files and other names there are listed as
skipped.

Flags:
	--json    print the ImportResult as JSON
`

// Run imports from the one DIR argument.
func (c *ImportCommand) Run(ctx context.Context, args []string) error {
	fs := c.g.flagSet("import")
	pos, err := c.g.parse(fs, args, importUsage)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return usagef("import: want exactly one DIR argument, got %d", len(pos))
	}
	// Checked before the memory is opened, which makes one at a home that has none.
	if _, err := os.Stat(filepath.Join(pos[0], "sites")); err != nil {
		return usagef("import: %s is no export folder (no sites/ folder in it): %v", pos[0], errors.Unwrap(err))
	}
	return c.g.withMemory(ctx, func(m *waymark.Memory) error {
		res, err := m.Import(ctx, pos[0])
		if err != nil {
			return err
		}
		res.Records = nonNil(res.Records)
		return c.g.print(res, func(w io.Writer) {
			n := 0
			for _, c := range res.Records {
				n += c
			}
			if n == 0 {
				fmt.Fprintf(w, "imported %s: none changed, %d unchanged", plural(res.Sites, "site"), res.Unchanged)
			} else {
				fmt.Fprintf(w, "imported %s: %s (%d new, %d changed), %d unchanged", plural(res.Sites, "site"), kindCounts(res.Records),
					res.Added, n-res.Added, res.Unchanged)
			}
			if res.KeptNewer > 0 {
				fmt.Fprintf(w, ", %d kept (the stored copy is newer)", res.KeptNewer)
			}
			fmt.Fprintln(w)
			for _, s := range res.Skipped {
				fmt.Fprintf(w, "  skipped %s\n", s)
			}
			for _, s := range res.Warnings {
				fmt.Fprintf(w, "  warning: %s\n", s)
			}
		})
	})
}
