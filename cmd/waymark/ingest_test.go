package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

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
	if r := run(t, nil, "--home", home, "ingest", "../../testdata/traces", "../../testdata/traces/missing.json"); r.code != ExitUsage ||
		!strings.Contains(r.stderr, "PATH ../../testdata/traces/missing.json: no such file or folder") {
		t.Errorf("missing file: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	if out := ok(t, nil, "help", "ingest"); !strings.Contains(out, "--dry-run") || !strings.Contains(out, "chrome-recorder") {
		t.Errorf("help ingest:\n%s", out)
	}
	if out := ok(t, nil, "help"); !strings.Contains(out, "ingest") {
		t.Errorf("help does not list ingest:\n%s", out)
	}
}

// TestIngestInterrupted stops an ingest of many files with SIGINT once it has stored the
// first: it exits 130 and says so, the files it reported are stored, the one it was in is
// rolled back, and a second run stores the rest.
func TestIngestInterrupted(t *testing.T) {
	dir := t.TempDir()
	const files, perFile = 20, 25
	for f := range files {
		var traces []map[string]any
		for i := range perFile {
			n := f*perFile + i
			site := fmt.Sprintf("https://www.site%d.test", n%20)
			steps := []map[string]any{{"action": "navigate", "url": site + "/p/"}}
			for s := range 12 {
				steps = append(steps, map[string]any{"action": "click", "url": fmt.Sprintf("%s/p/%d", site, n),
					"target": map[string]any{"selector": fmt.Sprintf("[data-testid='b%d-%d']", s, n%7), "role": "link", "name": fmt.Sprint("item ", s)}})
			}
			steps = append(steps, map[string]any{"action": "done", "url": site + "/r", "extracted": fmt.Sprint("answer ", n)})
			traces = append(traces, map[string]any{"task": fmt.Sprint("find thing number ", n), "start_url": site + "/p/", "steps": steps})
		}
		b, err := json.Marshal(traces)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("f%02d.json", f)), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	home := t.TempDir()
	cmd := exec.Command(binary, "--home", home, "ingest", dir)
	cmd.Env = cleanEnv()
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	// The report comes at the end; the trace files show the progress. Files are stored one
	// transaction each, so once the second file's traces are being archived the first is in.
	deadline := time.Now().Add(time.Minute)
	for archived(t, home) <= perFile {
		if time.Now().After(deadline) {
			t.Fatal("no trace archived after a minute")
		}
		time.Sleep(20 * time.Millisecond)
	}
	if err := cmd.Process.Signal(os.Interrupt); err != nil {
		t.Fatal(err)
	}
	var rest []string
	for lines := bufio.NewScanner(stdout); lines.Scan(); {
		rest = append(rest, lines.Text())
	}
	if len(rest) == 0 {
		t.Fatalf("no report: %s", stderr.String())
	}
	err = cmd.Wait()
	var ee *exec.ExitError
	if !errors.As(err, &ee) || ee.ExitCode() != 130 {
		t.Fatalf("exit: %v, want status 130\nstderr: %s", err, stderr.String())
	}
	if !strings.Contains(stderr.String(), "waymark: interrupted") {
		t.Errorf("stderr does not say it was interrupted: %s", stderr.String())
	}
	total := rest[len(rest)-1]
	m := regexp.MustCompile(`^total: \d+ files.*?, (\d+) traces`).FindStringSubmatch(total)
	if m == nil {
		t.Fatalf("last line %q is not the total", total)
	}
	stored, _ := strconv.Atoi(m[1])
	if stored == 0 || stored >= files*perFile {
		t.Fatalf("total %q: want some but not all of %d traces stored", total, files*perFile)
	}
	var st struct{ Records map[string]int }
	if err := json.Unmarshal([]byte(ok(t, nil, "--home", home, "stats", "--json")), &st); err != nil {
		t.Fatal(err)
	}
	if st.Records["trace"] != stored {
		t.Errorf("%d trace records stored, the report says %d (%s)", st.Records["trace"], stored, total)
	}
	r := run(t, nil, "--home", home, "ingest", dir)
	if r.code != ExitOK || !strings.Contains(r.stdout, fmt.Sprintf("%d duplicates", stored)) {
		t.Errorf("second run: exit %d, want the %d stored traces reported as duplicates\n%s", r.code, stored, lastLine(r.stdout))
	}
}

// archived counts the raw trace files under home.
func archived(t *testing.T, home string) int {
	n := 0
	filepath.WalkDir(filepath.Join(home, "traces"), func(_ string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(d.Name(), ".json") {
			n++
		}
		return nil
	})
	return n
}

func lastLine(s string) string {
	s = strings.TrimSpace(s)
	return s[strings.LastIndex(s, "\n")+1:]
}
