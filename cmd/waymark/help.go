package main

import (
	"context"
	"fmt"
)

// HelpCommand prints the usage of waymark or of one command (waymark help [COMMAND]).
type HelpCommand struct {
	g *globals
}

// usages holds each command's usage text, for help and -h.
var usages = map[string]string{
	"serve": serveUsage, "query": queryUsage, "save": saveUsage, "step": stepUsage,
	"list": listUsage, "ingest": ingestHelp(), "pattern": patternHelp(), "forget": forgetUsage, "restore": restoreUsage,
	"gc": gcUsage, "stats": statsUsage, "export": exportUsage, "import": importUsage,
	"version": versionUsage, "help": helpUsage, "bench": benchUsage,
}

const helpUsage = `Usage: waymark help [COMMAND]

Shows the usage of waymark, or of one command.
`

// Run prints the usage asked for.
func (c *HelpCommand) Run(ctx context.Context, args []string) error {
	fs := c.g.flagSet("help")
	pos, err := c.g.parse(fs, args, helpUsage)
	if err != nil {
		return err
	}
	switch len(pos) {
	case 0:
		fmt.Fprint(c.g.main.Stdout, mainUsage())
		return nil
	case 1:
		u, ok := usages[pos[0]]
		if !ok {
			return usagef("help: unknown command %q", pos[0])
		}
		fmt.Fprint(c.g.main.Stdout, u)
		return nil
	default:
		return usagef("help: want at most one COMMAND argument")
	}
}
