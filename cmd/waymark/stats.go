package main

import (
	"context"
	"fmt"
	"io"

	"github.com/waymark-dev/waymark"
)

// StatsCommand counts what the memory holds (waymark stats).
type StatsCommand struct {
	g *globals
}

const statsUsage = `Usage: waymark stats

Counts the records per kind and the sites the memory holds.

Flags:
	--json    print the Stats as JSON
`

// Run prints the counts.
func (c *StatsCommand) Run(ctx context.Context, args []string) error {
	fs := c.g.flagSet("stats")
	pos, err := c.g.parse(fs, args, statsUsage)
	if err != nil {
		return err
	}
	if err := noArgs("stats", pos); err != nil {
		return err
	}
	return c.g.withStored(ctx, func(m *waymark.Memory) error {
		st, err := m.Stats(ctx)
		if err != nil {
			return err
		}
		st.Records = nonNil(st.Records)
		if c.g.standIn != "" {
			st.Home = c.g.standIn
		}
		return c.g.print(st, func(w io.Writer) {
			fmt.Fprintf(w, "home:    %s\n", st.Home)
			fmt.Fprintf(w, "sites:   %d\n", st.Sites)
			fmt.Fprintf(w, "records: %d (%s)\n", st.Total, kindCounts(st.Records))
		})
	})
}
