package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/waymark-dev/waymark/bench"
)

// BenchCommand runs waymark's benchmarks (waymark bench). Its one subcommand, recall,
// measures how well waymark recalls routes for unseen Mind2Web tasks (docs/BENCHMARKS.md).
type BenchCommand struct {
	g *globals
}

// defaultCorpus is the Mind2Web file beside the checkout, relative to the project root.
const defaultCorpus = "../shared/corpus/mind2web/processed.json"

const benchUsage = `Usage: waymark bench recall [--corpus FILE] [--seed N] [--stored-share F] [--draws N]
        [--websites A,B,...] [--home DIR] [--json] [--write-doc FILE]

Recall-quality benchmark on Mind2Web: splits each website's tasks into stored (80 %) and
held-out (20 %) ones with a fixed seed, saves the stored ones into a memory (as 'waymark
ingest' would), queries each held-out task by its site's start URL and its task text, and
scores the recalled routes against the task's real actions (element text + operation).
Compares waymark with a random stored pattern of the same site, the site's most typical
routes and an exact-key cache keyed on task text + URL, beside the ceiling (every stored
pattern of the site). The method is described in docs/BENCHMARKS.md.

Flags:
	--corpus FILE       Mind2Web tasks (default ` + defaultCorpus + `)
	--seed N            seed of the split and the random baseline (default 1)
	--stored-share F    share of each website's tasks stored, in (0, 1) (default 0.8)
	--draws N           random draws the random baseline averages (default 5)
	--websites LIST     only these Mind2Web website names, comma-separated
	--home DIR          the memory to fill; default a fresh temporary folder, removed after
	                    the run ($WAYMARK_HOME is ignored: the benchmark never writes into
	                    your memory unless --home names it). Give an empty folder.
	--json              print the report as JSON
	--write-doc FILE    also write the tables into FILE (docs/BENCHMARKS.md) between its
	                    "waymark bench recall" markers, keeping the text around them

Prints the tables in Markdown (or the report as JSON with --json). A full run takes 1–2 s
of CPU on 2 cores (longer on a busy machine); the temporary home lives in $TMPDIR.
`

// Run dispatches to the subcommand.
func (c *BenchCommand) Run(ctx context.Context, args []string) error {
	if len(args) == 0 {
		fmt.Fprint(c.g.main.Stderr, benchUsage)
		return usagef("bench: missing subcommand (recall)")
	}
	sub, args := args[0], args[1:]
	switch sub {
	case "recall":
		return c.recall(ctx, args)
	case "-h", "--help", "-help", "help":
		fmt.Fprint(c.g.main.Stdout, benchUsage)
		return flag.ErrHelp
	default:
		return usagef("bench: unknown subcommand %q (recall)", sub)
	}
}

func (c *BenchCommand) recall(ctx context.Context, args []string) error {
	flags := c.g.flagSet("bench")
	opts := bench.RecallOptions{Seed: bench.DefaultSeed, StoredShare: bench.DefaultStoredShare,
		RandomDraws: bench.DefaultRandomDraws}
	var websites, doc string
	flags.StringVar(&opts.Corpus, "corpus", defaultCorpus, "")
	intFlag(flags, &opts.Seed, "seed")
	flags.Float64Var(&opts.StoredShare, "stored-share", opts.StoredShare, "")
	intFlag(flags, &opts.RandomDraws, "draws")
	flags.StringVar(&websites, "websites", "", "")
	flags.StringVar(&doc, "write-doc", "", "")
	pos, err := c.g.parse(flags, args, benchUsage)
	if err != nil {
		return err
	}
	if err := noArgs("bench recall", pos); err != nil {
		return err
	}
	if !(opts.StoredShare > 0 && opts.StoredShare < 1) {
		return usagef("bench recall: --stored-share must be in (0, 1), not %v", opts.StoredShare)
	}
	if opts.RandomDraws < 1 {
		return usagef("bench recall: --draws must be ≥ 1")
	}
	if _, err := os.Stat(opts.Corpus); err != nil {
		return usagef("bench recall: --corpus: %v", err)
	}
	for _, w := range strings.Split(websites, ",") {
		if w = strings.TrimSpace(w); w != "" {
			opts.Websites = append(opts.Websites, w)
		}
	}
	opts.Home = c.g.home // only --home: never $WAYMARK_HOME, the user's memory
	if opts.Home != "" {
		if err := emptyDir(opts.Home); err != nil {
			return usagef("bench recall: --home: %v", err)
		}
	}
	rep, err := bench.RunRecall(ctx, opts)
	if err != nil {
		return err
	}
	if doc != "" {
		old, err := os.ReadFile(doc)
		if err != nil && !errors.Is(err, fs.ErrNotExist) {
			return fmt.Errorf("bench recall: read --write-doc: %w", err)
		}
		if err := os.MkdirAll(filepath.Dir(doc), 0o755); err != nil {
			return fmt.Errorf("bench recall: %w", err)
		}
		section := rep.Markdown() + "\nCommand: `" + commandLine(opts, websites, doc) + "`\n"
		if err := os.WriteFile(doc, bench.ReplaceSection(old, section), 0o644); err != nil {
			return fmt.Errorf("bench recall: write --write-doc: %w", err)
		}
	}
	return c.g.print(rep, func(w io.Writer) {
		io.WriteString(w, rep.Markdown())
		if doc != "" {
			fmt.Fprintf(w, "\nwrote %s\n", doc)
		}
	})
}

// emptyDir accepts a folder that does not exist yet or holds nothing.
func emptyDir(dir string) error {
	entries, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	if len(entries) > 0 {
		return fmt.Errorf("%s is not empty (the benchmark needs a fresh memory)", dir)
	}
	return nil
}

// commandLine is the command that reproduces a run, for the generated doc section.
func commandLine(o bench.RecallOptions, websites, doc string) string {
	s := "waymark bench recall --seed " + fmt.Sprint(o.Seed)
	if o.Corpus != defaultCorpus {
		s += " --corpus " + o.Corpus
	}
	if o.StoredShare != bench.DefaultStoredShare {
		s += fmt.Sprintf(" --stored-share %v", o.StoredShare)
	}
	if o.RandomDraws != bench.DefaultRandomDraws {
		s += fmt.Sprintf(" --draws %d", o.RandomDraws)
	}
	if websites != "" {
		s += " --websites " + websites
	}
	return s + " --write-doc " + doc
}
