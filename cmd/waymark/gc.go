package main

import (
	"context"
	"fmt"
	"io"

	"github.com/waymark-dev/waymark"
)

// GCCommand removes expired raw traces and session trails (waymark gc).
type GCCommand struct {
	g *globals
}

const gcUsage = `Usage: waymark gc

Removes raw trace files past their TTL (30 days) with their trace records, and session
trails idle for over 24 hours (SPEC §10, §11). Learned knowledge is kept.

Flags:
	--json    print the GCResult as JSON
`

// Run collects garbage.
func (c *GCCommand) Run(ctx context.Context, args []string) error {
	fs := c.g.flagSet("gc")
	pos, err := c.g.parse(fs, args, gcUsage)
	if err != nil {
		return err
	}
	if err := noArgs("gc", pos); err != nil {
		return err
	}
	return c.g.withStored(ctx, func(m *waymark.Memory) error {
		res, err := m.GC(ctx)
		if err != nil {
			return err
		}
		return c.g.print(res, func(w io.Writer) {
			fmt.Fprintf(w, "removed %s, expired %s\n", plural(res.TracesRemoved, "raw trace"), plural(res.SessionsExpired, "session"))
			if res.FilesMovedBack > 0 {
				fmt.Fprintf(w, "moved %s back from archive folders (a forget did not finish)\n", plural(res.FilesMovedBack, "raw trace"))
			}
		})
	})
}
