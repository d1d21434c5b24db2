package main

import (
	"context"
	"fmt"
	"io"

	"github.com/waymark-dev/waymark"
)

// StepCommand reports one finished step of a running session (waymark step; MCP tool
// experience_step).
type StepCommand struct {
	g *globals
}

const stepUsage = `Usage: waymark step --session ID --step FILE|-|JSON [flags]

Reports one finished step of a running task (SPEC §10): it joins the session's trail (up
to 5,000 steps, all saved by the next save of the session), updates its snapshot, and
warns when the agent loops among its last 50 steps: the same action on the same target 3
times with no page change (6 for scroll and wait), or two actions alternating A-B-A-B.

Flags:
	--session ID       the running session (required)
	--step FILE|-|JSON the step in the trace format: a file, "-" for standard input, or
	                   inline JSON such as '{"action":"click","url":"https://…"}' (required)
	--task TEXT        the session's task, on its first step
	--url URL          the page URL after the step
	--title TEXT       the page title after the step
	--json             print the StepResult as JSON
`

// Run records the step.
func (c *StepCommand) Run(ctx context.Context, args []string) error {
	fs := c.g.flagSet("step")
	var req waymark.StepRequest
	var step string
	fs.StringVar(&req.SessionID, "session", "", "")
	fs.StringVar(&step, "step", "", "")
	fs.StringVar(&req.Task, "task", "", "")
	fs.StringVar(&req.URL, "url", "", "")
	fs.StringVar(&req.Title, "title", "", "")
	pos, err := c.g.parse(fs, args, stepUsage)
	if err != nil {
		return err
	}
	if err := noArgs("step", pos); err != nil {
		return err
	}
	if err := required("step", "session", req.SessionID); err != nil {
		return err
	}
	if err := required("step", "step", step); err != nil {
		return err
	}
	if req.Step, err = c.g.readJSONArg(ctx, "step", step, maxInputBytes, waymark.ErrInvalidInput); err != nil {
		return err
	}
	return c.g.withMemory(ctx, func(m *waymark.Memory) error {
		res, err := m.Step(ctx, req)
		if err != nil {
			return err
		}
		return c.g.print(res, func(w io.Writer) {
			res := visibleCopy(res)
			fmt.Fprintf(w, "session %s: %s in the trail\n", res.SessionID, plural(res.Steps, "step"))
			if res.Loop {
				fmt.Fprintln(w, "LOOP: the same actions repeat without progress; change approach")
			}
			for _, s := range res.Warnings {
				fmt.Fprintf(w, "warning: %s\n", s)
			}
		})
	})
}
