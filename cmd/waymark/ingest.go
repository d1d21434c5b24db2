package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/schollz/progressbar/v3"
	"golang.org/x/term"

	"github.com/waymark-dev/waymark"
	"github.com/waymark-dev/waymark/ingest"
)

// IngestCommand imports recordings of other tools (waymark ingest; MCP tool
// experience_ingest).
type IngestCommand struct {
	g *globals
}

const ingestUsage = `Usage: waymark ingest [--format NAME] [--intent TEXT] [--dry-run] [--json] PATH...

Imports recordings written by browser agents and recorders into the memory: each PATH is a
file or a folder, read recursively (hidden files and folders and node_modules are skipped;
in folders only *.json and *.side files are read, plus Playwright MCP session folders, the
ones holding a session.md; links to files are read, links to folders inside a folder are
not followed). Each file's format is detected, the file is converted into
waymark traces and each trace is saved as 'waymark save' would: validated, redacted, learnt
from. Saving the same recording twice changes nothing (counted as duplicates).

Prints one line per file: the format, the path, the traces and steps, the records written
or merged into per kind (summed over the file's traces: a record that several traces
merge into counts once for each, so the sums exceed what 'waymark stats' counts), the
secrets redacted, the screenshots dropped and the warnings; then a total.
A file that cannot be read or converted is reported as ERROR <path>: <reason>, and the
other files still go in. A progress bar is shown on a terminal when there are many files.

Formats: %s.

Flags:
	--format NAME   use this format for every file instead of detecting it
	--intent TEXT   what the recorded runs set out to do, the task of every trace stored
	                (a Playwright MCP session names none: "What is the latest version?")
	--dry-run       convert and validate only: nothing is stored and the memory is not
	                opened; redactions are made (and counted) only when saving, so a dry
	                run reports none
	--json          print the report as JSON (the experience_ingest tool's answer)

Exit codes: 0 every file went in; 1 some file failed (the others were stored); 2 bad usage
or an unknown --format; 130 / 143 stopped by SIGINT / SIGTERM (what was stored before the
signal stays, the transaction under way is rolled back).
`

// progressMin is the number of files above which a progress bar is shown on a terminal.
const progressMin = 20

// Run ingests the PATH arguments.
func (c *IngestCommand) Run(ctx context.Context, args []string) error {
	fs := c.g.flagSet("ingest")
	var format, intent string
	var dry bool
	fs.StringVar(&format, "format", "", "")
	fs.StringVar(&intent, "intent", "", "")
	fs.BoolVar(&dry, "dry-run", false, "")
	pos, err := c.g.parse(fs, args, ingestHelp())
	if err != nil {
		return err
	}
	if len(pos) == 0 {
		return usagef("ingest: want at least one PATH (a file or folder)")
	}
	for _, p := range pos {
		if _, err := os.Stat(p); os.IsNotExist(err) {
			return usagef("ingest: PATH %s: no such file or folder", p)
		}
	}
	if format != "" {
		if _, err := ingest.Lookup(format); err != nil {
			return usagef("ingest: --format: unknown format %q (known formats: %s)", format, strings.Join(ingest.FormatNames(), ", "))
		}
	}
	bar := c.progress()
	opts := &ingest.Options{Format: format, DryRun: dry, Intent: intent, Progress: bar.update, Logger: c.g.logger()}
	var rep ingest.Report
	run := func(m *waymark.Memory) error {
		var err error
		rep, err = ingest.Run(ctx, m, pos, opts)
		bar.finish()
		return err
	}
	if dry {
		err = run(nil)
	} else {
		err = c.g.withMemory(ctx, run)
	}
	if err != nil && len(rep.Files) == 0 {
		return err
	}
	if perr := c.g.print(rep, func(w io.Writer) { printIngest(w, visibleCopy(rep)) }); perr != nil && err == nil {
		err = perr
	}
	if err != nil {
		return err
	}
	if n := rep.Totals.Failed; n > 0 {
		switch {
		case dry:
			return fmt.Errorf("ingest: %d of %d files failed the check (see the ERROR lines); nothing was stored (dry run)", n, rep.Totals.Files)
		case n == rep.Totals.Files && rep.Totals.Traces == 0:
			return fmt.Errorf("ingest: %d of %d files failed (see the ERROR lines); nothing was stored", n, n)
		case n == rep.Totals.Files:
			// Each failed file refused some of its traces only: the others went in.
			return fmt.Errorf("ingest: %d of %d files failed (see the ERROR lines); the traces they held that were not refused are stored (%s)", n, n, plural(rep.Totals.Traces, "trace"))
		}
		return fmt.Errorf("ingest: %d of %d files failed (see the ERROR lines); the other files were stored", n, rep.Totals.Files)
	}
	return nil
}

func ingestHelp() string {
	return fmt.Sprintf(ingestUsage, strings.Join(ingest.FormatNames(), ", "))
}

// ingestBar is a progress bar on standard error, shown only when that is a terminal and
// there are more than progressMin files. The zero value shows nothing.
type ingestBar struct {
	out io.Writer
	tty bool
	bar *progressbar.ProgressBar
}

func (c *IngestCommand) progress() *ingestBar {
	b := &ingestBar{out: c.g.main.Stderr}
	if f, ok := c.g.main.Stderr.(*os.File); ok && term.IsTerminal(int(f.Fd())) {
		b.tty = true
	}
	return b
}

func (b *ingestBar) update(done, total int, path string) {
	if !b.tty || total <= progressMin {
		return
	}
	if b.bar == nil {
		b.bar = progressbar.NewOptions(total,
			progressbar.OptionSetWriter(b.out),
			progressbar.OptionSetDescription("ingest"),
			progressbar.OptionShowCount(),
			progressbar.OptionSetItsString("files"),
			progressbar.OptionSetPredictTime(true),
			progressbar.OptionThrottle(100*time.Millisecond),
			progressbar.OptionClearOnFinish(),
		)
	}
	_ = b.bar.Set(done)
}

func (b *ingestBar) finish() {
	if b.bar != nil {
		_ = b.bar.Finish()
		_ = b.bar.Clear()
	}
}

// printIngest writes one line per file and a total.
func printIngest(w io.Writer, rep ingest.Report) {
	width := 0
	for _, f := range rep.Files {
		width = max(width, len(f.Format))
	}
	for _, f := range rep.Files {
		if f.Traces > 0 || f.Error == "" {
			fmt.Fprintf(w, "%-*s  %s  %s\n", width, f.Format, f.Path, fileSummary(f, rep.DryRun))
		}
		if f.Error != "" {
			fmt.Fprintf(w, "ERROR %s: %s\n", f.Path, f.Error)
		}
	}
	t := rep.Totals
	var b strings.Builder
	fmt.Fprintf(&b, "total: %s", plural(t.Files, "file"))
	if t.Failed > 0 {
		fmt.Fprintf(&b, " (%d failed)", t.Failed)
	}
	fmt.Fprintf(&b, ", %s, %s", plural(t.Traces, "trace"), plural(t.Steps, "step"))
	if rep.DryRun {
		b.WriteString(" (dry run: nothing stored)")
	} else {
		fmt.Fprintf(&b, " → %s", kindCounts(t.Records))
		fmt.Fprintf(&b, "; %s", plural(t.Redactions, "redaction"))
		if t.Duplicates > 0 {
			fmt.Fprintf(&b, "; %s", plural(t.Duplicates, "duplicate"))
		}
	}
	if t.Refused > 0 {
		fmt.Fprintf(&b, "; %s refused", plural(t.Refused, "trace"))
	}
	if t.Blobs > 0 {
		fmt.Fprintf(&b, "; %s dropped", plural(t.Blobs, "screenshot"))
	}
	if t.Warnings > 0 {
		fmt.Fprintf(&b, "; %s", plural(t.Warnings, "warning"))
	}
	fmt.Fprintln(w, b.String())
	if n := len(rep.Skipped); n > 0 {
		fmt.Fprintf(w, "skipped %s that %s not a recording: %s\n", plural(n, "file"), isAre(n), shortList(rep.Skipped, 5))
	}
}

// fileSummary is the part of a file's line after its path.
func fileSummary(f ingest.FileReport, dry bool) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s, %s", plural(f.Traces, "trace"), plural(f.Steps, "step"))
	switch {
	case dry:
		b.WriteString(" (dry run: nothing stored)")
	case f.Traces > 0 && f.Duplicates == f.Traces:
		b.WriteString(" → already stored (nothing changed)")
	default:
		fmt.Fprintf(&b, " → %s", kindCounts(f.Records))
		if f.Duplicates > 0 {
			fmt.Fprintf(&b, "; %s", plural(f.Duplicates, "duplicate"))
		}
	}
	if f.Redactions > 0 {
		fmt.Fprintf(&b, "; %s", plural(f.Redactions, "redaction"))
	}
	if f.Blobs > 0 {
		fmt.Fprintf(&b, "; %s dropped", plural(f.Blobs, "screenshot"))
	}
	if n := len(f.Warnings); n > 0 {
		const show = 2
		ws := make([]string, 0, show)
		for _, s := range f.Warnings[:min(n, show)] {
			ws = append(ws, clipText(s, 140))
		}
		fmt.Fprintf(&b, "; warnings: %s", strings.Join(ws, "; "))
		if n > show {
			fmt.Fprintf(&b, " (+%d more, see --json)", n-show)
		}
	}
	return b.String()
}

func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

func isAre(n int) string {
	if n == 1 {
		return "is"
	}
	return "are"
}

func shortList(ss []string, n int) string {
	if len(ss) <= n {
		return strings.Join(ss, ", ")
	}
	return strings.Join(ss[:n], ", ") + fmt.Sprintf(", … (%d more)", len(ss)-n)
}

func clipText(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > n {
		return string(r[:n-1]) + "…"
	}
	return s
}
