package main

import (
	"context"
	"fmt"
	"io"
	"runtime"
)

// VersionCommand prints the version (waymark version).
type VersionCommand struct {
	g *globals
}

const versionUsage = `Usage: waymark version

Prints the module version of this binary: a release's tag, a pseudo-version
("v0.0.0-DATE-COMMIT") when Go stamped one from the checkout's git commit, or "devel".

Flags:
	--json    print {"version", "go"} as JSON
`

// Run prints the version.
func (c *VersionCommand) Run(ctx context.Context, args []string) error {
	fs := c.g.flagSet("version")
	pos, err := c.g.parse(fs, args, versionUsage)
	if err != nil {
		return err
	}
	if err := noArgs("version", pos); err != nil {
		return err
	}
	v := struct {
		Version string `json:"version"`
		Go      string `json:"go"`
	}{version(), runtime.Version()}
	return c.g.print(v, func(w io.Writer) { fmt.Fprintf(w, "waymark %s (%s)\n", v.Version, v.Go) })
}
