package main

import (
	"context"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/waymark-dev/waymark"
)

// QueryCommand asks what is known for a URL and intent (waymark query; MCP tool
// experience_query).
type QueryCommand struct {
	g *globals
}

const queryUsage = `Usage: waymark query --url URL [flags]

Prints what is known for a URL and intent, before a task (SPEC §4, §5): the tier
(P1 replay directly, P2 verify then replay, P3 hints, P4 advisory, P5 cold start), the
confidence, the stored steps, known blockers, cached answers and the memory_context block.

Flags:
	--url URL        the URL the task starts on (required)
	--intent TEXT    what the task is trying to do; without it no route is P1 (direct replay)
	--task-type T    one of the canonical task types (classified when absent)
	--session ID     the running session: its loop warnings (and snapshot with --snapshots)
	--snapshots      also return the session's task snapshot, to resume it
	--max-chars N    cap of the memory_context block (default 4000; at least 300)
	--json           print the Recall as JSON
`

// tierAdvice says what each tier lets an agent do (SPEC §4).
var tierAdvice = map[waymark.Tier]string{
	waymark.P1: "replay the steps directly (existence and identity check only)",
	waymark.P2: "verify each selector, then replay",
	waymark.P3: "use as hints; discover afresh whatever fails",
	waymark.P4: "advisory only; full discovery",
	waymark.P5: "no route known: cold start",
}

// Run queries the memory.
func (c *QueryCommand) Run(ctx context.Context, args []string) error {
	fs := c.g.flagSet("query")
	var req waymark.QueryRequest
	var taskType string
	fs.StringVar(&req.URL, "url", "", "")
	fs.StringVar(&req.Intent, "intent", "", "")
	fs.StringVar(&taskType, "task-type", "", "")
	fs.StringVar(&req.SessionID, "session", "", "")
	fs.BoolVar(&req.Snapshots, "snapshots", false, "")
	intFlag(fs, &req.MaxChars, "max-chars")
	pos, err := c.g.parse(fs, args, queryUsage)
	if err != nil {
		return err
	}
	if err := noArgs("query", pos); err != nil {
		return err
	}
	if err := required("query", "url", req.URL); err != nil {
		return err
	}
	if req.MaxChars < 0 || req.MaxChars > 0 && req.MaxChars < waymark.MinContextChars {
		return usagef("query: --max-chars: must be 0 (the default, %d) or at least %d", waymark.DefaultMaxContextChars, waymark.MinContextChars)
	}
	req.TaskType = waymark.TaskType(taskType)
	return c.g.withStored(ctx, func(m *waymark.Memory) error {
		rec, err := m.Query(ctx, req)
		if err != nil {
			return err
		}
		return c.g.print(rec, func(w io.Writer) { printRecall(w, visibleCopy(rec, "MemoryContext")) })
	})
}

func printRecall(w io.Writer, r waymark.Recall) {
	fmt.Fprintf(w, "tier %s (confidence %.2f): %s\n", r.Tier, r.Confidence, tierAdvice[r.Tier])
	if r.TaskType != "" {
		fmt.Fprintf(w, "site %s, url pattern %s, task type %s\n", r.Site, r.URLPattern, r.TaskType)
	} else {
		fmt.Fprintf(w, "site %s, url pattern %s\n", r.Site, r.URLPattern)
	}
	if len(r.Steps) > 0 {
		fmt.Fprintln(w, "\nsteps:")
		for i, s := range r.Steps {
			fmt.Fprintf(w, "  %d. %s\n", i+1, routeStep(s))
		}
		if len(r.Patterns) > 0 && r.Patterns[0].Steps > len(r.Steps) {
			// SPEC §5 caps the steps an answer gives: say so where they are listed.
			more := r.Patterns[0].Steps - len(r.Steps)
			unit := "steps"
			if more == 1 {
				unit = "step"
			}
			fmt.Fprintf(w, "  … %d more %s: waymark pattern get --id %s\n", more, unit, r.Patterns[0].ID)
		}
	}
	if r.SuccessIndicator != "" {
		inferred := ""
		if r.IndicatorInferred {
			inferred = " (inferred)"
		}
		fmt.Fprintf(w, "success indicator: %s%s\n", r.SuccessIndicator, inferred)
	}
	if len(r.Inputs) > 0 {
		fmt.Fprintf(w, "inputs: %s\n", strings.Join(r.Inputs, ", "))
	}
	if r.ExtractionQuery != "" {
		fmt.Fprintf(w, "extraction query: %s\n", r.ExtractionQuery)
	}
	if len(r.Patterns) > 0 {
		fmt.Fprintln(w, "\npatterns:")
		for _, p := range r.Patterns {
			fmt.Fprintf(w, "  - %s [%s %.2f] reliability %.2f, %s, %s%s\n",
				p.Name, p.Tier, p.Confidence, p.Reliability, plural(p.Strikes, "strike"), plural(p.Executions, "execution"), relearn(p.RelearnNeeded))
		}
	}
	if len(r.PrimarySelectors) > 0 {
		fmt.Fprintln(w, "\nselectors:")
		for _, s := range r.PrimarySelectors {
			fmt.Fprintf(w, "  - %s: %s (%.2f)\n", orDash(s.Purpose), s.Selector, s.Confidence)
		}
	}
	if len(r.AntiPatterns) > 0 {
		fmt.Fprintln(w, "\navoid (failed here):")
		for _, s := range r.AntiPatterns {
			fmt.Fprintf(w, "  - %s: %s\n", orDash(s.Purpose), s.Selector)
		}
	}
	if len(r.KnownBlockers) > 0 {
		fmt.Fprintln(w, "\nknown blockers:")
		for _, b := range r.KnownBlockers {
			fmt.Fprintf(w, "  - %s (%s, seen %d): %s\n", b.Problem, b.Scope, b.Seen, b.Symptom)
			printBlockerHow(w, "    ", b)
		}
	}
	if len(r.CachedAnswers) > 0 {
		fmt.Fprintln(w, "\ncached answers:")
		for _, a := range r.CachedAnswers {
			answer := "(volatile: read it again)"
			switch a.Withheld {
			case "other_page":
				answer = "(read on another page: read it again)"
			case "other_question":
				answer = "(another question: read it again)"
			case "stale":
				answer = "(read long ago: read it again)"
			case "superseded":
				answer = "(an older answer: a newer one differs)"
			}
			if a.Answer != nil {
				answer = `"` + *a.Answer + `"`
			}
			fmt.Fprintf(w, "  - %s → %s [%s, observed %s, %s]\n", orDash(a.Question), answer,
				a.Freshness, a.ObservedAt.Format("2006-01-02"), a.SourceURL)
			if a.Verify != "" {
				fmt.Fprintf(w, "    verify: %s\n", a.Verify)
			}
		}
	}
	for _, s := range r.Snapshots {
		fmt.Fprintf(w, "\nsnapshot of %s: %s\n", s.SessionID, s.Task)
		if s.LastAction != "" {
			fmt.Fprintf(w, "  last action: %s\n", s.LastAction)
		}
		if s.CurrentURL != "" {
			fmt.Fprintf(w, "  at: %s\n", s.CurrentURL)
		}
		if s.BlockingIssue != "" {
			fmt.Fprintf(w, "  blocked by: %s\n", s.BlockingIssue)
		}
	}
	if len(r.Warnings) > 0 {
		fmt.Fprintln(w)
		for _, s := range r.Warnings {
			fmt.Fprintf(w, "warning: %s\n", s)
		}
	}
	if r.MemoryContext != "" {
		fmt.Fprintf(w, "\n%s\n", strings.TrimRight(r.MemoryContext, "\n"))
	}
}

// routeStep renders one stored step on a line: action, best selector, anchor, value.
func routeStep(s waymark.RouteStep) string {
	parts := []string{string(s.Action)}
	switch {
	case len(s.Selectors) > 0:
		parts = append(parts, s.Selectors[0].Value)
	case len(s.Anchors) > 0:
		parts = append(parts, s.Anchors[0].Value)
	case s.URLPattern != "" && s.Action == waymark.ActionNavigate:
		parts = append(parts, s.URLPattern)
	}
	switch {
	case s.Role != "" && s.Name != "":
		parts = append(parts, fmt.Sprintf("(%s \"%s\")", s.Role, s.Name))
	case s.Role != "":
		parts = append(parts, "("+s.Role+")")
	case s.Name != "":
		parts = append(parts, fmt.Sprintf("(\"%s\")", s.Name))
	}
	if s.Value != "" {
		parts = append(parts, "= "+strconv.Quote(s.Value)) // a control character written as \x00, as in the context
	}
	if s.Conditional != "" {
		parts = append(parts, "[only if "+s.Conditional+"]")
	}
	return strings.Join(parts, " ")
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}
