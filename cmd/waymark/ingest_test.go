package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/waymark-dev/waymark/ingest"
)

// corpus is the real-recordings corpus beside the checkout (shared/corpus/SOURCES.md).
const corpus = "../../../shared/corpus"

// TestIngestCorpus runs 'waymark ingest' over the whole corpus: it exits 1 because of the
// malformed Stagehand file, names that file, and stores every other file; a second run
// prints one line per file, all already stored.
func TestIngestCorpus(t *testing.T) {
	if _, err := os.Stat(corpus); err != nil {
		t.Skipf("corpus not available: %v", err)
	}
	home := t.TempDir()
	r := run(t, nil, "--home", home, "ingest", corpus, "--json")
	if r.code != ExitFailure {
		t.Fatalf("exit %d, want %d\nstderr: %s", r.code, ExitFailure, r.stderr)
	}
	if !strings.Contains(r.stderr, "1 of ") || !strings.Contains(r.stderr, "other files were stored") {
		t.Errorf("stderr does not say that one file failed and the others were stored: %s", r.stderr)
	}
	var rep ingest.Report
	if err := json.Unmarshal([]byte(r.stdout), &rep); err != nil {
		t.Fatalf("--json: %v\n%s", err, r.stdout)
	}
	if rep.Totals.Files < 15 || rep.Totals.Failed != 1 || len(rep.Files) != rep.Totals.Files {
		t.Fatalf("totals: %+v", rep.Totals)
	}
	for _, f := range rep.Files {
		if strings.HasSuffix(filepath.ToSlash(f.Path), "stagehand/malformed-spread-strings.json") {
			if f.Error == "" || f.Traces != 0 {
				t.Errorf("malformed stagehand file: %+v", f)
			}
			continue
		}
		if f.Error != "" || f.Traces == 0 || f.Format == "" {
			t.Errorf("%s: not stored: %+v", f.Path, f)
		}
	}
	st := decode(t, ok(t, nil, "--home", home, "stats", "--json"))
	recs, _ := st["records"].(map[string]any)
	if got, want := recs["trace"], float64(rep.Totals.Traces-rep.Totals.Duplicates); got != want {
		t.Errorf("store holds %v traces, the report says %v stored", got, want)
	}

	r = run(t, nil, "--home", home, "ingest", corpus)
	if r.code != ExitFailure {
		t.Fatalf("second run: exit %d\nstderr: %s", r.code, r.stderr)
	}
	lines := strings.Split(strings.TrimRight(r.stdout, "\n"), "\n")
	var fileLines, errLines, total int
	for _, l := range lines {
		switch {
		case strings.HasPrefix(l, "ERROR "):
			errLines++
			if !strings.Contains(l, "malformed-spread-strings.json: ") {
				t.Errorf("error line does not name the file: %s", l)
			}
		case strings.HasPrefix(l, "total: "):
			total++
		case strings.HasPrefix(l, "skipped "):
		default:
			fileLines++
			if !strings.Contains(l, "already stored (nothing changed)") {
				t.Errorf("second run: %s", l)
			}
		}
	}
	if fileLines != rep.Totals.Files-1 || errLines != 1 || total != 1 {
		t.Errorf("second run: %d file lines, %d errors, %d totals for %d files:\n%s", fileLines, errLines, total, rep.Totals.Files, r.stdout)
	}
}

// TestIngestUsage checks the usage errors (exit 2) and a dry run, which does not even
// create the home.
func TestIngestUsage(t *testing.T) {
	home := filepath.Join(t.TempDir(), "home")
	r := run(t, nil, "--home", home, "ingest", "--format", "nope", "../../testdata/traces")
	if r.code != ExitUsage {
		t.Errorf("--format nope: exit %d, want %d", r.code, ExitUsage)
	}
	for _, f := range ingest.FormatNames() {
		if !strings.Contains(r.stderr, f) {
			t.Errorf("--format nope: the error does not list %q: %s", f, r.stderr)
		}
	}
	if r := run(t, nil, "--home", home, "ingest"); r.code != ExitUsage {
		t.Errorf("no PATH: exit %d, want %d", r.code, ExitUsage)
	}

	out := ok(t, nil, "--home", home, "ingest", "--dry-run", "../../testdata/traces")
	if !strings.Contains(out, "dry run: nothing stored") || !strings.Contains(out, "total: 3 files") {
		t.Errorf("dry run:\n%s", out)
	}
	if _, err := os.Stat(home); !os.IsNotExist(err) {
		t.Errorf("a dry run created the home (%v)", err)
	}

	out = ok(t, nil, "--home", home, "ingest", "../../testdata/traces", "--format", "waymark")
	if !strings.Contains(out, "redaction") || !strings.Contains(out, "total: 3 files, 3 traces") {
		t.Errorf("ingest of the example traces:\n%s", out)
	}
	if r := run(t, nil, "--home", home, "ingest", "../../testdata/traces/missing.json"); r.code != ExitFailure ||
		!strings.Contains(r.stdout, "ERROR ../../testdata/traces/missing.json: no such file or folder") {
		t.Errorf("missing file: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	if out := ok(t, nil, "help", "ingest"); !strings.Contains(out, "--dry-run") || !strings.Contains(out, "chrome-recorder") {
		t.Errorf("help ingest:\n%s", out)
	}
	if out := ok(t, nil, "help"); !strings.Contains(out, "ingest") {
		t.Errorf("help does not list ingest:\n%s", out)
	}
}
