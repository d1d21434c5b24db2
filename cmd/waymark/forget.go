package main

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/waymark-dev/waymark"
)

// ForgetCommand archives and removes knowledge (waymark forget; MCP tool experience_forget).
type ForgetCommand struct {
	g *globals
}

const forgetUsage = `Usage: waymark forget (--id ID | --site SITE [--kind K])

Archives and removes one record, or every record of a site (optionally of one kind).
The archive file (under the home's archive/ folder) brings them back with 'waymark restore'.

Flags:
	--id ID        the id of one record, as 'waymark list' shows it
	--site SITE    every record of this site (registrable domain, e.g. example.com)
	--kind K       with --site: only records of this kind
	--json         print the ForgetResult as JSON
`

// Run forgets what the flags name.
func (c *ForgetCommand) Run(ctx context.Context, args []string) error {
	fs := c.g.flagSet("forget")
	var req waymark.ForgetRequest
	var kind string
	fs.StringVar(&req.ID, "id", "", "")
	fs.StringVar(&req.Site, "site", "", "")
	fs.StringVar(&kind, "kind", "", "")
	pos, err := c.g.parse(fs, args, forgetUsage)
	if err != nil {
		return err
	}
	if err := noArgs("forget", pos); err != nil {
		return err
	}
	switch {
	case req.ID == "" && req.Site == "":
		return usagef("forget: missing required flag --id or --site")
	case req.ID != "" && req.Site != "":
		return usagef("forget: give --id or --site, not both")
	case kind != "" && req.Site == "":
		return usagef("forget: --kind goes with --site")
	case kind != "" && !waymark.ValidKind(waymark.Kind(kind)):
		return usagef("forget: --kind: unknown kind %q (one of %s)", kind, joinKinds())
	}
	req.Kind = waymark.Kind(kind)
	return c.g.withStored(ctx, func(m *waymark.Memory) error {
		res, err := m.Forget(ctx, req)
		if err != nil {
			return err
		}
		return c.g.print(res, func(w io.Writer) {
			switch {
			case res.Site != "" && !strings.EqualFold(strings.TrimSpace(req.Site), res.Site):
				// "docs.example.org" names a host; a site is its registrable domain.
				fmt.Fprintf(w, "forgot %s of site %s: every host of it, not only %s\n", plural(res.Forgotten, "record"), res.Site,
					visible(strings.TrimSpace(req.Site)))
			case res.Site != "":
				fmt.Fprintf(w, "forgot %s of site %s\n", plural(res.Forgotten, "record"), res.Site)
			default:
				fmt.Fprintf(w, "forgot %s\n", plural(res.Forgotten, "record"))
			}
			if res.Archive != "" {
				them := "them"
				if res.Forgotten == 1 {
					them = "it"
				}
				fmt.Fprintf(w, "archive: %s (bring %s back with: %s)\n", res.Archive, them, c.g.commandLine("restore", res.Archive))
			}
		})
	})
}
