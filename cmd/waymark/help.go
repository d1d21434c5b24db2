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

// subcommands are the subcommands of each command that has them: "help pattern learn"
// prints the usage of pattern.
var subcommands = map[string]map[string]bool{
	"pattern": {"get": true, "learn": true, "record": true, "quirk": true},
	"bench":   {"recall": true},
}

const helpUsage = `Usage: waymark help [COMMAND [SUBCOMMAND]]

Shows the usage of waymark, or of one command.
`

// Run prints the usage asked for.
func (c *HelpCommand) Run(ctx context.Context, args []string) error {
	fs := c.g.flagSet("help")
	pos, err := c.g.parse(fs, args, helpUsage)
	if err != nil {
		return err
	}
	switch {
	case len(pos) == 0:
		fmt.Fprint(c.g.main.Stdout, mainUsage())
		return nil
	case len(pos) == 1 || len(pos) == 2 && subcommands[pos[0]][pos[1]]:
		// "help pattern learn": the subcommands' flags are in their command's usage.
		u, ok := usages[pos[0]]
		if !ok {
			return usagef("help: unknown command %q", pos[0])
		}
		fmt.Fprint(c.g.main.Stdout, u)
		return nil
	default:
		return usagef("help: want one COMMAND, or a COMMAND and one of its subcommands")
	}
}
