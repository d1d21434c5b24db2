package main

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/waymark-dev/waymark"
	"github.com/waymark-dev/waymark/mcpserver"
)

// SaveCommand saves a finished task's trace (waymark save; MCP tool experience_save).
type SaveCommand struct {
	g *globals
}

const saveUsage = `Usage: waymark save --url URL --trace FILE|- [flags]

Saves one finished task, success or failure (SPEC §3). The trace is a JSON file in
waymark's trace format ("-" reads standard input), at most 8 MiB. With --session, the
trace may be omitted: the steps reported with 'waymark step' are the trace.
Saving the very same trace again changes nothing (duplicate: true).

Flags:
	--url URL          the URL the task operated on (required)
	--trace FILE|-     the trace (required unless --session is given)
	--outcome O        success or failure (default: the trace's outcome, else success)
	--task-type T      one of the canonical task types (classified when absent)
	--intent TEXT      what the task was trying to do
	--session ID       the session whose steps were reported with 'waymark step'
	--json             print the SaveResult as JSON
`

// Run saves the trace named by args.
func (c *SaveCommand) Run(ctx context.Context, args []string) error {
	fs := c.g.flagSet("save")
	var req waymark.SaveRequest
	var tracePath, outcome, taskType string
	fs.StringVar(&req.URL, "url", "", "")
	fs.StringVar(&tracePath, "trace", "", "")
	fs.StringVar(&outcome, "outcome", "", "")
	fs.StringVar(&taskType, "task-type", "", "")
	fs.StringVar(&req.Intent, "intent", "", "")
	fs.StringVar(&req.SessionID, "session", "", "")
	pos, err := c.g.parse(fs, args, saveUsage)
	if err != nil {
		return err
	}
	if err := noArgs("save", pos); err != nil {
		return err
	}
	if err := required("save", "url", req.URL); err != nil {
		return err
	}
	if isSet(fs, "session") && strings.TrimSpace(req.SessionID) == "" {
		return usagef("save: --session: empty; give the session's id, or leave the flag out")
	}
	if tracePath == "" && req.SessionID == "" {
		return usagef("save: missing required flag --trace (or --session with reported steps)")
	}
	switch waymark.Outcome(outcome) {
	case "", waymark.OutcomeSuccess, waymark.OutcomeFailure:
		req.Outcome = waymark.Outcome(outcome)
	default:
		return usagef("save: --outcome: must be success or failure, not %q", outcome)
	}
	req.TaskType = waymark.TaskType(taskType)
	if tracePath != "" {
		if req.Trace, err = c.g.readInput(ctx, "trace", tracePath, maxInputBytes, waymark.ErrInvalidTrace); err != nil {
			return err
		}
	}
	return c.g.withMemory(ctx, func(m *waymark.Memory) error {
		res, err := m.Save(ctx, req)
		if err != nil {
			return err
		}
		res = mcpserver.NormalizeSave(res)
		return c.g.print(res, func(w io.Writer) { printSave(w, visibleCopy(res)) })
	})
}

func printSave(w io.Writer, r waymark.SaveResult) {
	if r.Duplicate {
		fmt.Fprintf(w, "already saved: trace %s (nothing changed)\n", r.TraceID)
	} else {
		fmt.Fprintf(w, "saved trace %s\n", r.TraceID)
	}
	fmt.Fprintf(w, "site:        %s\n", r.Site)
	fmt.Fprintf(w, "url pattern: %s\n", r.URLPattern)
	fmt.Fprintf(w, "task type:   %s\n", r.TaskType)
	fmt.Fprintf(w, "outcome:     %s\n", r.Outcome)
	fmt.Fprintf(w, "records:     %s\n", kindCounts(r.Records))
	if r.Redactions > 0 {
		fmt.Fprintf(w, "redactions:  %d (secrets replaced by placeholders)\n", r.Redactions)
	}
	if p := r.Pattern; p != nil {
		fmt.Fprintf(w, "pattern:     %s (reliability %.2f, %s%s)\n", p.Name, p.Reliability, plural(p.Executions, "execution"), relearn(p.RelearnNeeded))
	}
	for _, s := range r.Warnings {
		fmt.Fprintf(w, "warning: %s\n", s)
	}
}

func relearn(needed bool) string {
	if needed {
		return ", RELEARN NEEDED"
	}
	return ""
}
