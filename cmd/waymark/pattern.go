package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/waymark-dev/waymark"
)

// PatternCommand manages site profiles, named routes and quirks (waymark pattern; MCP tool
// browser_pattern_learn). Its subcommands get, learn, record and quirk are the tool's
// actions get, learn, record_execution and record_quirk.
type PatternCommand struct {
	g *globals
}

const patternUsage = `Usage: waymark pattern <get|learn|record|quirk> [flags]

Site memory (the browser_pattern_learn tool). Every subcommand takes the site as
--url URL or --origin https://host (optional for record and get --id).

	waymark pattern get --url U
	    the site's profile, patterns and quirks
	waymark pattern get --id ID
	waymark pattern get --url U --pattern NAME|ID
	    one whole pattern with every step, by id or by its name on the site
	waymark pattern learn --url U --name N --steps FILE|-|JSON --success-indicator S
	        [--task-type T] [--intent TEXT]
	    register or update a named route; steps in the trace format or {tool, target, value}
	waymark pattern record [--url U] (--pattern NAME|ID | --id ID) (--success | --failure)
	        [--duration-ms N] [--error TEXT]
	    record one execution of a route: its reliability moves by the EWMA (α = 0.15),
	    three failures in a row flag it for relearning; an id names its site, a name
	    is looked for on the site of --url (on every site without it)
	waymark pattern quirk --url U --problem CLASS --symptom TEXT [--recovery TEXT]
	        [--selector S] [--scope site|URL-PATTERN]
	    record what gets in the way; CLASS is one of:
	    ` + "%FRICTIONS%" + `

Every subcommand takes --json to print the tool's result as JSON.
`

// patternHelp is patternUsage with the friction classes filled in.
func patternHelp() string {
	var names []string
	for _, f := range waymark.Frictions {
		names = append(names, string(f))
	}
	return strings.Replace(patternUsage, "%FRICTIONS%", strings.Join(names, ", "), 1)
}

// Run dispatches to the subcommand.
func (c *PatternCommand) Run(ctx context.Context, args []string) error {
	if len(args) == 0 {
		fmt.Fprint(c.g.main.Stderr, patternHelp())
		return usagef("pattern: missing subcommand (get, learn, record or quirk)")
	}
	sub, args := args[0], args[1:]
	switch sub {
	case "get":
		return c.get(ctx, args)
	case "learn":
		return c.learn(ctx, args)
	case "record", "record-execution", "record_execution":
		return c.record(ctx, args)
	case "quirk", "record-quirk", "record_quirk":
		return c.quirk(ctx, args)
	case "-h", "--help", "-help", "help":
		fmt.Fprint(c.g.main.Stdout, patternHelp())
		return flag.ErrHelp
	default:
		return usagef("pattern: unknown subcommand %q (get, learn, record or quirk)", sub)
	}
}

// site registers --url and --origin on fs.
type site struct{ url, origin string }

func (s *site) register(fs *flag.FlagSet) {
	fs.StringVar(&s.url, "url", "", "")
	fs.StringVar(&s.origin, "origin", "", "")
}

func (s *site) check(cmd string) error {
	if s.url == "" && s.origin == "" {
		return usagef("%s: missing required flag --url (or --origin; pattern get also takes --id)", cmd)
	}
	return nil
}

// parseSub parses a subcommand's flags: no positional arguments, the site required (s nil:
// optional).
func (c *PatternCommand) parseSub(fs *flag.FlagSet, args []string, s *site) error {
	pos, err := c.g.parse(fs, args, patternHelp())
	if err != nil {
		return err
	}
	if err := noArgs(fs.Name(), pos); err != nil {
		return err
	}
	if s == nil {
		return nil
	}
	return s.check(fs.Name())
}

func (c *PatternCommand) get(ctx context.Context, args []string) error {
	fs := c.g.flagSet("pattern get")
	var s site
	s.register(fs)
	var id, name string
	fs.StringVar(&id, "id", "", "")
	fs.StringVar(&name, "pattern", "", "")
	if flagValue(args, "id") != "" || flagValue(args, "pattern") != "" {
		// One whole pattern, every step (a query shows six at most): by id, or by name on
		// the site of --url or --origin, as browser_pattern_learn's get with pattern.
		pos, err := c.g.parse(fs, args, patternHelp())
		if err != nil {
			return err
		}
		if err := noArgs(fs.Name(), pos); err != nil {
			return err
		}
		if id != "" && name != "" {
			return usagef("pattern get: give --id or --pattern, not both")
		}
		where := s.url
		if where == "" {
			where = s.origin
		}
		if id != "" {
			name = id // with --url or --origin, a pattern of that site only, as with --pattern
		}
		return c.g.withStored(ctx, func(m *waymark.Memory) error {
			p, err := m.FindPattern(ctx, where, name)
			if err != nil {
				return err
			}
			return c.g.print(p, func(w io.Writer) { flat := visibleCopy(p); printPattern(w, p.ID, &flat) })
		})
	}
	if err := c.parseSub(fs, args, &s); err != nil {
		return err
	}
	where := s.url
	if where == "" {
		where = s.origin
	}
	return c.g.withStored(ctx, func(m *waymark.Memory) error {
		v, err := m.Site(ctx, where)
		if err != nil {
			return err
		}
		return c.g.print(v, func(w io.Writer) { printSite(w, visibleCopy(v)) })
	})
}

func (c *PatternCommand) learn(ctx context.Context, args []string) error {
	fs := c.g.flagSet("pattern learn")
	var s site
	s.register(fs)
	var req waymark.LearnRequest
	var steps, taskType string
	fs.StringVar(&req.Name, "name", "", "")
	fs.StringVar(&steps, "steps", "", "")
	fs.StringVar(&req.SuccessIndicator, "success-indicator", "", "")
	fs.StringVar(&taskType, "task-type", "", "")
	fs.StringVar(&req.Intent, "intent", "", "")
	if err := c.parseSub(fs, args, &s); err != nil {
		return err
	}
	for _, r := range [][2]string{{"name", req.Name}, {"steps", steps}, {"success-indicator", req.SuccessIndicator}} {
		if err := required("pattern learn", r[0], r[1]); err != nil {
			return err
		}
	}
	var err error
	if req.Steps, err = c.g.readJSONArg(ctx, "steps", steps, maxInputBytes, waymark.ErrInvalidInput); err != nil {
		return err
	}
	req.URL, req.Origin, req.TaskType = s.url, s.origin, waymark.TaskType(taskType)
	return c.g.withMemory(ctx, func(m *waymark.Memory) error {
		p, err := m.Learn(ctx, req)
		if err != nil {
			return err
		}
		return c.g.print(p, func(w io.Writer) { printPatternInfo(w, "learned", visibleCopy(p)) })
	})
}

func (c *PatternCommand) record(ctx context.Context, args []string) error {
	fs := c.g.flagSet("pattern record")
	var s site
	s.register(fs)
	var req waymark.ExecutionRequest
	var success, failure bool
	var id string
	fs.StringVar(&req.Pattern, "pattern", "", "")
	fs.StringVar(&id, "id", "", "") // as pattern get takes it
	fs.BoolVar(&success, "success", false, "")
	fs.BoolVar(&failure, "failure", false, "")
	intFlag(fs, &req.DurationMS, "duration-ms")
	fs.StringVar(&req.Error, "error", "", "")
	if err := c.parseSub(fs, args, nil); err != nil {
		return err
	}
	switch {
	case id != "" && req.Pattern != "":
		return usagef("pattern record: give --id or --pattern, not both")
	case id != "":
		req.Pattern = id
	}
	if err := required("pattern record", "pattern", req.Pattern); err != nil {
		return err
	}
	if success == failure {
		return usagef("pattern record: give exactly one of --success or --failure")
	}
	req.URL, req.Origin, req.Success = s.url, s.origin, success
	// A record of a route acts only on one stored: with no memory there is none.
	return c.g.withStored(ctx, func(m *waymark.Memory) error {
		p, err := m.RecordExecution(ctx, req)
		if err != nil {
			return err
		}
		return c.g.print(p, func(w io.Writer) { printPatternInfo(w, "recorded", visibleCopy(p)) })
	})
}

func (c *PatternCommand) quirk(ctx context.Context, args []string) error {
	fs := c.g.flagSet("pattern quirk")
	var s site
	s.register(fs)
	var req waymark.QuirkRequest
	var problem string
	fs.StringVar(&problem, "problem", "", "")
	fs.StringVar(&req.Symptom, "symptom", "", "")
	fs.StringVar(&req.Recovery, "recovery", "", "")
	fs.StringVar(&req.Selector, "selector", "", "")
	fs.StringVar(&req.Scope, "scope", "", "")
	if err := c.parseSub(fs, args, &s); err != nil {
		return err
	}
	if err := required("pattern quirk", "problem", problem); err != nil {
		return err
	}
	if err := required("pattern quirk", "symptom", req.Symptom); err != nil {
		return err
	}
	if !waymark.ValidFriction(waymark.Friction(problem)) {
		names := make([]string, len(waymark.Frictions))
		for i, f := range waymark.Frictions {
			names[i] = string(f)
		}
		return usagef("pattern quirk: --problem: unknown friction class %q (one of %s)", problem, strings.Join(names, ", "))
	}
	req.URL, req.Origin, req.Problem = s.url, s.origin, waymark.Friction(problem)
	return c.g.withMemory(ctx, func(m *waymark.Memory) error {
		b, err := m.RecordQuirk(ctx, req)
		if err != nil {
			return err
		}
		return c.g.print(b, func(w io.Writer) {
			b := visibleCopy(b)
			fmt.Fprintf(w, "recorded %s (%s, seen %d): %s\n", b.Problem, b.Scope, b.Seen, b.Symptom)
			printBlockerHow(w, "  ", b)
		})
	})
}

// printBlockerHow prints, each on a line of its own after indent, how a known blocker is
// got past and the element it is got past with ("recovery: …", "selector: …").
func printBlockerHow(w io.Writer, indent string, b waymark.BlockerHint) {
	if b.Recovery != "" {
		fmt.Fprintf(w, "%srecovery: %s\n", indent, b.Recovery)
	}
	if b.Selector != "" {
		fmt.Fprintf(w, "%sselector: %s\n", indent, b.Selector)
	}
}

func printPatternInfo(w io.Writer, verb string, p waymark.PatternInfo) {
	fmt.Fprintf(w, "%s pattern %s (%s)\n", verb, p.Name, p.ID)
	fmt.Fprintf(w, "  url pattern %s, task type %s, %s\n", p.URLPattern, p.TaskType, plural(p.Steps, "step"))
	fmt.Fprintf(w, "  reliability %.2f, %s, %s%s\n", p.Reliability, plural(p.Strikes, "strike"), plural(p.Executions, "execution"), relearn(p.RelearnNeeded))
}

func printSite(w io.Writer, v waymark.SiteView) {
	fmt.Fprintf(w, "site %s\n", v.Site)
	if p := v.Profile; p != nil {
		if len(p.Origins) > 0 {
			fmt.Fprintf(w, "  visits %d, origins %s\n", p.Visits, strings.Join(p.Origins, ", "))
		} else {
			fmt.Fprintf(w, "  visits %d\n", p.Visits) // known through quirks only
		}
		if len(p.Frameworks) > 0 {
			fmt.Fprintf(w, "  frameworks %s\n", strings.Join(p.Frameworks, ", "))
		}
		if p.ShadowDOM || p.Iframe || p.CaptchaSeen > 0 {
			fmt.Fprintf(w, "  shadow DOM %t, iframes %t, captchas seen %d\n", p.ShadowDOM, p.Iframe, p.CaptchaSeen)
		}
	}
	if len(v.Patterns) > 0 {
		fmt.Fprintln(w, "patterns:")
		for _, p := range v.Patterns {
			fmt.Fprintf(w, "  - %s (%s) %s: reliability %.2f, %s, %s%s\n",
				p.Name, p.ID, p.URLPattern, p.Reliability, plural(p.Strikes, "strike"), plural(p.Executions, "execution"), relearn(p.RelearnNeeded))
		}
	}
	if len(v.Quirks) > 0 {
		fmt.Fprintln(w, "quirks:")
		for _, b := range v.Quirks {
			fmt.Fprintf(w, "  - %s (%s, seen %d): %s\n", b.Problem, b.Scope, b.Seen, b.Symptom)
			printBlockerHow(w, "    ", b)
		}
	}
	if v.Profile == nil && len(v.Patterns) == 0 && len(v.Quirks) == 0 {
		fmt.Fprintln(w, "  nothing known yet")
	}
}

// flagValue returns the value given to --name (or -name) in args, "" when absent.
func flagValue(args []string, name string) string {
	for i, a := range args {
		for _, p := range []string{"--" + name, "-" + name} {
			if a == p && i+1 < len(args) {
				return args[i+1]
			}
			if v, ok := strings.CutPrefix(a, p+"="); ok {
				return v
			}
		}
	}
	return ""
}

// printPattern writes a whole pattern: its counts, then every step as query shows a route's
// (routeStep).
func printPattern(w io.Writer, id string, p *waymark.Pattern) {
	if id != "" {
		fmt.Fprintf(w, "%s (%s) on %s, %s\n", p.Name, id, p.URLPattern, p.TaskType)
	} else {
		fmt.Fprintf(w, "%s on %s, %s\n", p.Name, p.URLPattern, p.TaskType)
	}
	fmt.Fprintf(w, "  reliability %.2f, %s, %d of %s successful, relearn needed: %v\n",
		p.Reliability, plural(p.Strikes, "strike"), p.SuccessfulExecutions, plural(p.TotalExecutions, "execution"), p.RelearnNeeded)
	for i, st := range p.Steps {
		fmt.Fprintf(w, "  %d. %s\n", i+1, routeStep(st)) // as query shows it
	}
	fmt.Fprintf(w, "  done when: %s\n", p.SuccessIndicator)
}
