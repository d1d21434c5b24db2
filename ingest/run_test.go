package ingest

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/waymark-dev/waymark"
	"github.com/waymark-dev/waymark/sqlite"
)

// corpusDir is the real-recordings corpus beside the checkout (shared/corpus/SOURCES.md).
const corpusDir = "../../shared/corpus"

// tracesDir holds the example traces in waymark's own format.
const tracesDir = "../testdata/traces"

// malformedStagehand is the corpus file that must be refused with a clear error.
const malformedStagehand = "stagehand/malformed-spread-strings.json"

// fixture is the whole corpus plus the example traces ingested once into one home: saving a
// thousand Mind2Web traces takes a while (a synced file per trace), so the tests that need
// it share it (TestRunCorpus, TestNoSecretsOnDisk). TestMain removes it.
var fixture struct {
	once sync.Once
	dir  string // the temporary folder holding home
	home string
	m    *waymark.Memory
	rep  Report
	err  error
}

func TestMain(m *testing.M) {
	code := m.Run()
	if fixture.m != nil {
		fixture.m.Close()
	}
	if fixture.dir != "" {
		os.RemoveAll(fixture.dir)
	}
	os.Exit(code)
}

// ingestedCorpus returns the shared memory with the corpus and the example traces ingested,
// and the report of that run. It skips the test when the corpus is not beside the checkout.
func ingestedCorpus(t *testing.T) (*waymark.Memory, string, Report) {
	t.Helper()
	if _, err := os.Stat(corpusDir); err != nil {
		t.Skipf("corpus not available: %v", err)
	}
	fixture.once.Do(func() {
		fixture.dir, fixture.err = os.MkdirTemp("", "waymark-ingest-test")
		if fixture.err != nil {
			return
		}
		fixture.home = filepath.Join(fixture.dir, "home")
		ctx := context.Background()
		fixture.m, fixture.err = sqlite.OpenMemory(ctx, fixture.home, nil)
		if fixture.err != nil {
			return
		}
		fixture.rep, fixture.err = Run(ctx, fixture.m, []string{corpusDir, tracesDir}, nil)
	})
	if fixture.err != nil {
		t.Fatalf("ingest the corpus: %v", fixture.err)
	}
	return fixture.m, fixture.home, fixture.rep
}

// corpusUnits lists what Run must read under the corpus, walking it independently: every
// *.json and *.side file, and each folder holding a session.md as one unit.
func corpusUnits(t *testing.T) (units, skipped []string) {
	t.Helper()
	err := filepath.WalkDir(corpusDir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if _, err := os.Stat(filepath.Join(p, "session.md")); err == nil {
				units = append(units, p)
				return fs.SkipDir
			}
			return nil
		}
		if ext := filepath.Ext(p); ext == ".json" || ext == ".side" {
			units = append(units, p)
		} else {
			skipped = append(skipped, p)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return units, skipped
}

// TestRunCorpus ingests every recording of the corpus: each file or unit is accounted for,
// the malformed Stagehand file is an error naming it while every other file is stored, the
// totals add up and match the store, and a second run is all duplicates.
func TestRunCorpus(t *testing.T) {
	m, home, rep := ingestedCorpus(t)
	ctx := context.Background()

	units, skipped := corpusUnits(t)
	if len(units) < 15 {
		t.Fatalf("corpus walk found only %d units: %v", len(units), units)
	}
	byPath := map[string]FileReport{}
	var corpusFiles []string
	for _, f := range rep.Files {
		if _, dup := byPath[f.Path]; dup {
			t.Errorf("%s reported twice", f.Path)
		}
		byPath[f.Path] = f
		if strings.HasPrefix(f.Path, corpusDir) {
			corpusFiles = append(corpusFiles, f.Path)
		}
	}
	sort.Strings(units)
	if !reflect.DeepEqual(corpusFiles, units) {
		t.Errorf("files reported (in this order):\n%s\nwant:\n%s", strings.Join(corpusFiles, "\n"), strings.Join(units, "\n"))
	}
	if !reflect.DeepEqual(rep.Skipped, skipped) {
		t.Errorf("skipped %v, want %v", rep.Skipped, skipped)
	}

	for _, u := range units {
		f := byPath[u]
		if strings.HasSuffix(filepath.ToSlash(u), malformedStagehand) {
			if f.Error == "" || f.Traces != 0 || f.Format != "stagehand" {
				t.Errorf("%s: want a stagehand error and no trace, got %+v", u, f)
			}
			if !strings.Contains(f.Error, "malformed") {
				t.Errorf("%s: error does not say what is wrong: %q", u, f.Error)
			}
			continue
		}
		if f.Error != "" || f.Traces < 1 || f.Steps < 1 || f.Format == "" {
			t.Errorf("%s: want stored, got %+v", u, f)
		}
		if f.Traces-f.Duplicates > 0 && f.Records[waymark.KindTrace] != f.Traces-f.Duplicates {
			t.Errorf("%s: %d traces (%d duplicates) but %d trace records", u, f.Traces, f.Duplicates, f.Records[waymark.KindTrace])
		}
	}
	wantFormats := map[string]string{
		"browser-use/form-fill-current-format.json":             "browser-use",
		"chrome-recorder/wrapped-many-flows.json":               "chrome-recorder",
		"mind2web/processed.json":                               "mind2web",
		"playwright-mcp/cookie-consent-session":                 "playwright-mcp",
		"selenium-ide/frames.side":                              "selenium-ide",
		"workflow-use/government-form.workflow.json":            "workflow-use",
		"browser-use/search-with-consent-wall-2024-format.json": "browser-use",
	}
	for rel, want := range wantFormats {
		if got := byPath[filepath.Join(corpusDir, rel)].Format; got != want {
			t.Errorf("%s: format %q, want %q", rel, got, want)
		}
	}
	if f := byPath[filepath.Join(corpusDir, "mind2web/processed.json")]; f.Traces+f.Refused < 1000 {
		t.Errorf("mind2web/processed.json: %d traces, %d refused; want the 1,009 tasks", f.Traces, f.Refused)
	}
	if f := byPath[filepath.Join(corpusDir, "browser-use/search-with-consent-wall-2024-format.json")]; f.Blobs == 0 {
		t.Errorf("the base64 screenshots of the 2024 Browser-Use history were not counted as dropped: %+v", f)
	}
	for _, name := range []string{"login.json", "open-issues.json", "search-failure.json"} {
		if f := byPath[filepath.Join(tracesDir, name)]; f.Format != "waymark" || f.Error != "" || f.Traces != 1 {
			t.Errorf("%s: want one waymark trace, got %+v", name, f)
		}
	}

	// The totals are the sums of the files, and match what the store holds.
	sum := newTotals()
	for _, f := range rep.Files {
		sum.Files++
		if f.Error != "" {
			sum.Failed++
		}
		sum.Traces += f.Traces
		sum.Steps += f.Steps
		for k, n := range f.Records {
			sum.Records[k] += n
		}
		sum.Redactions += f.Redactions
		sum.Duplicates += f.Duplicates
		sum.Patterns += f.Patterns
		sum.Blobs += f.Blobs
		sum.Refused += f.Refused
		sum.Warnings += len(f.Warnings)
	}
	if !reflect.DeepEqual(sum, rep.Totals) {
		t.Errorf("totals %+v, sums of the files %+v", rep.Totals, sum)
	}
	if rep.Totals.Failed != 1 || rep.Totals.Files != len(units)+3 {
		t.Errorf("totals: %d files, %d failed; want %d files, 1 failed", rep.Totals.Files, rep.Totals.Failed, len(units)+3)
	}
	if rep.Totals.Redactions == 0 {
		t.Errorf("no redaction in the whole corpus and the example traces")
	}
	st, err := m.Stats(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := st.Records[waymark.KindTrace], rep.Totals.Traces-rep.Totals.Duplicates; got != want {
		t.Errorf("store holds %d traces, the report says %d stored", got, want)
	}
	if got := st.Records[waymark.KindPattern]; got == 0 || got > rep.Totals.Patterns {
		t.Errorf("store holds %d patterns after %d pattern saves", got, rep.Totals.Patterns)
	}

	t.Run("again", func(t *testing.T) {
		before := homeFiles(t, home)
		again, err := Run(ctx, m, []string{corpusDir, tracesDir}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if len(again.Files) != len(rep.Files) {
			t.Fatalf("second run: %d files, first %d", len(again.Files), len(rep.Files))
		}
		for i, f := range again.Files {
			if f.Path != rep.Files[i].Path || f.Traces != rep.Files[i].Traces || (f.Error == "") != (rep.Files[i].Error == "") {
				t.Errorf("second run of %s: %+v, first %+v", f.Path, f, rep.Files[i])
			}
			if f.Duplicates != f.Traces || len(f.Records) != 0 {
				t.Errorf("second run of %s: want all duplicates and no record written, got %d of %d duplicates, records %v",
					f.Path, f.Duplicates, f.Traces, f.Records)
			}
		}
		st2, err := m.Stats(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(st, st2) {
			t.Errorf("stats changed by the second run:\n%+v\n%+v", st, st2)
		}
		if after := homeFiles(t, home); !reflect.DeepEqual(before, after) {
			t.Errorf("the second run rewrote files under the home")
		}
	})

	t.Run("dry run", func(t *testing.T) {
		before := homeFiles(t, home)
		dry, err := Run(ctx, m, []string{corpusDir}, &Options{DryRun: true})
		if err != nil {
			t.Fatal(err)
		}
		if !dry.DryRun || dry.Totals.Failed != 1 {
			t.Errorf("dry run: %+v", dry.Totals)
		}
		for _, f := range dry.Files {
			real := byPath[f.Path]
			if f.Traces != real.Traces+real.Refused-f.Refused || f.Format != real.Format || len(f.Records) != 0 || f.Redactions != 0 {
				t.Errorf("dry run of %s: %+v; real run %+v", f.Path, f, real)
			}
		}
		st3, err := m.Stats(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(st, st3) {
			t.Errorf("a dry run changed the store")
		}
		if after := homeFiles(t, home); !reflect.DeepEqual(before, after) {
			t.Errorf("a dry run changed files under the home")
		}
	})
}

// homeFiles lists the files under home except the database, with their sizes and
// modification times.
func homeFiles(t *testing.T, home string) map[string]string {
	t.Helper()
	out := map[string]string{}
	err := filepath.WalkDir(home, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || strings.HasPrefix(d.Name(), "memory.db") {
			return err
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		out[p] = fmt.Sprintf("%d %s", info.Size(), info.ModTime())
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestRunDryRunWithoutMemory converts the corpus without a memory: nothing is written.
func TestRunDryRunWithoutMemory(t *testing.T) {
	if _, err := os.Stat(corpusDir); err != nil {
		t.Skipf("corpus not available: %v", err)
	}
	rep, err := Run(context.Background(), nil, []string{corpusDir}, &Options{DryRun: true})
	if err != nil {
		t.Fatal(err)
	}
	units, _ := corpusUnits(t)
	if rep.Totals.Files != len(units) || rep.Totals.Failed != 1 || rep.Totals.Traces < 1000 {
		t.Errorf("dry run totals: %+v", rep.Totals)
	}
	if _, err := Run(context.Background(), nil, []string{corpusDir}, nil); err == nil {
		t.Errorf("Run with a nil memory and no dry run: no error")
	}
}

// TestRunWalk checks which files a folder walk reads: hidden entries, node_modules,
// snapshots and notes are left out, a session folder is one unit, a path given twice is
// read once, and unreadable paths get an error while the others go in.
func TestRunWalk(t *testing.T) {
	dir := t.TempDir()
	trace := `{"task": "Open the docs", "start_url": "https://docs.example.org/",
	  "steps": [{"action": "navigate", "url": "https://docs.example.org/"},
	            {"action": "click", "url": "https://docs.example.org/", "target": {"selector": "a[data-testid='guide']", "role": "link", "name": "Guide"}}]}`
	files := map[string]string{
		"a/run.json":                 trace,
		"a/b/other.JSON":             strings.Replace(trace, "Open the docs", "Open the docs again", 1),
		"a/notes.md":                 "# notes",
		"a/page.yml":                 "- heading: x",
		".hidden/run.json":           trace,
		"a/.run.json":                trace,
		"node_modules/pkg/run.json":  trace,
		"broken.json":                `{"task": `,
		"session/session.md":         "### Tool call: browser_navigate\n",
		"session/001.snapshot.yml":   "- page",
		"session/nested/inside.json": trace,
	}
	for name, data := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	big := filepath.Join(t.TempDir(), "big.json")
	f, err := os.Create(big)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Truncate(MaxFileBytes + 1); err != nil { // sparse: nothing is written
		t.Fatal(err)
	}
	f.Close()

	missing := filepath.Join(dir, "missing.json")
	var progress []string
	rep, err := Run(context.Background(), nil, []string{dir, filepath.Join(dir, "a", "run.json"), missing, big},
		&Options{DryRun: true, Progress: func(done, total int, p string) {
			progress = append(progress, fmt.Sprintf("%d/%d %s", done, total, filepath.Base(p)))
		}})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, f := range rep.Files {
		rel, _ := filepath.Rel(dir, f.Path)
		if f.Path == big {
			rel = "big.json"
		}
		status := "ok"
		if f.Error != "" {
			status = "error"
		}
		got = append(got, rel+" "+status)
	}
	want := []string{"a/b/other.JSON ok", "a/run.json ok", "broken.json error", "session error", "missing.json error", "big.json error"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("files:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	var skipped []string
	for _, p := range rep.Skipped {
		rel, _ := filepath.Rel(dir, p)
		skipped = append(skipped, filepath.ToSlash(rel))
	}
	if want := []string{"a/notes.md", "a/page.yml"}; !reflect.DeepEqual(skipped, want) {
		t.Errorf("skipped %v, want %v", skipped, want)
	}
	for _, f := range rep.Files {
		switch filepath.Base(f.Path) {
		case "missing.json":
			if f.Error != "no such file or folder" {
				t.Errorf("missing file: %q", f.Error)
			}
		case "big.json":
			if !strings.Contains(f.Error, "over the limit") {
				t.Errorf("big file: %q", f.Error)
			}
		}
	}
	if len(progress) != len(rep.Files) || progress[len(progress)-1] != fmt.Sprintf("%d/%d big.json", len(rep.Files), len(rep.Files)) {
		t.Errorf("progress calls: %v", progress)
	}

	if _, err := Run(context.Background(), nil, []string{dir}, &Options{DryRun: true, Format: "nope"}); !errors.Is(err, ErrUnknownFormat) {
		t.Errorf("unknown format: err = %v", err)
	}
}

// fakeImporter returns fixed conversions, or panics.
type fakeImporter struct {
	out   []Converted
	panic bool
}

func (fakeImporter) Name() string       { return "fake" }
func (fakeImporter) Detect(Source) bool { return true }
func (f fakeImporter) Convert(Source) ([]Converted, error) {
	if f.panic {
		panic("boom")
	}
	return f.out, nil
}

// TestRunRefusedTraces: a bad trace from an importer is refused on its own, the file's other
// traces are stored, and an importer that panics fails only its file.
func TestRunRefusedTraces(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t)
	good := &waymark.Trace{Task: "Open the guide", StartURL: "https://docs.example.org/", Steps: []waymark.Step{
		{Action: "navigate", URL: "https://docs.example.org/"},
		{Action: "click", URL: "https://docs.example.org/", Target: &waymark.Target{Selector: "a[data-testid='guide']", Role: "link", Name: "Guide"}},
	}}
	noURL := &waymark.Trace{Task: "Broken", StartURL: "https://docs.example.org/", Steps: []waymark.Step{{Action: "navigate"}}}
	r, _, _, err := newRunner(m, nil)
	if err != nil {
		t.Fatal(err)
	}
	fr, err := r.source(ctx, Source{Path: "x.json", Data: []byte("{}")}, fakeImporter{out: []Converted{
		{Trace: good, URL: good.StartURL, Warnings: []string{"w1", "w1"}, Blobs: 2},
		{Trace: noURL, URL: noURL.StartURL},
		{Trace: nil},
	}}, false)
	if err != nil {
		t.Fatal(err)
	}
	if fr.Traces != 1 || fr.Refused != 2 || fr.Blobs != 2 || fr.Records[waymark.KindTrace] != 1 {
		t.Errorf("report: %+v", fr)
	}
	if !strings.Contains(fr.Error, "2 of 3 traces refused") || !strings.Contains(fr.Error, "trace 2 (\"Broken\"): ") ||
		!strings.Contains(fr.Error, "steps[0].url") {
		t.Errorf("error: %q", fr.Error)
	}
	if !reflect.DeepEqual(fr.Warnings, []string{"w1"}) {
		t.Errorf("warnings: %q", fr.Warnings)
	}
	fr, err = r.source(ctx, Source{Path: "y.json"}, fakeImporter{panic: true}, false)
	if err != nil || !strings.Contains(fr.Error, "boom") {
		t.Errorf("panicking importer: %+v, %v", fr, err)
	}

	cancelled, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := Run(cancelled, m, []string{tracesDir}, nil); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled run: err = %v", err)
	}
}

// TestRunData ingests inline content: the name is only a hint, and the same content twice
// is a duplicate.
// TestNativeArrayPartlyBad: in a file of waymark traces, a bad trace is refused alone with
// its reason and the others are stored.
func TestNativeArrayPartlyBad(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t)
	var items []string
	for i := range 5 {
		u := fmt.Sprintf("https://shop%d.example/", i)
		if i == 2 {
			u = "javascript:alert(1)"
		}
		items = append(items, fmt.Sprintf(`{"task": "task %d", "start_url": %q, "steps": [{"action": "navigate", "url": %q}, `+
			`{"action": "click", "url": %q, "target": {"selector": "#buy", "name": "Buy"}}]}`, i, u, u, u))
	}
	rep, err := RunData(ctx, m, "five.json", []byte("["+strings.Join(items, ",")+"]"), nil)
	if err != nil {
		t.Fatal(err)
	}
	f := rep.Files[0]
	if f.Traces != 4 || f.Refused != 1 || !strings.Contains(f.Error, "1 of 5 traces refused") ||
		!strings.Contains(f.Error, "trace 3") || !strings.Contains(f.Error, "javascript") {
		t.Errorf("report: %+v", f)
	}
	st, err := m.Stats(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if st.Records[waymark.KindTrace] != 4 {
		t.Errorf("%d traces stored, want 4", st.Records[waymark.KindTrace])
	}
}

// TestSaveThenIngest: a trace saved as it is and then ingested from its file is one run,
// not two (the ingest is a duplicate).
func TestSaveThenIngest(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t)
	path := filepath.Join(tracesDir, "open-issues.json")
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := m.Save(ctx, waymark.SaveRequest{Trace: data}); err != nil {
		t.Fatal(err)
	}
	rep, err := Run(ctx, m, []string{path}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if f := rep.Files[0]; f.Duplicates != 1 || f.Traces != 1 {
		t.Errorf("ingest after save: %+v, want the trace as a duplicate", f)
	}
}

func TestRunData(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t)
	data, err := os.ReadFile(filepath.Join(tracesDir, "open-issues.json"))
	if err != nil {
		t.Fatal(err)
	}
	rep, err := RunData(ctx, m, "/some/where/open-issues.json", data, nil)
	if err != nil {
		t.Fatal(err)
	}
	if f := rep.Files[0]; f.Path != "open-issues.json" || f.Format != "waymark" || f.Traces != 1 || f.Error != "" {
		t.Errorf("inline: %+v", f)
	}
	rep, err = RunData(ctx, m, "", data, nil)
	if err != nil {
		t.Fatal(err)
	}
	if f := rep.Files[0]; f.Path != "(inline)" || f.Duplicates != 1 {
		t.Errorf("inline again: %+v", f)
	}
	// The same file as an editor on Windows saves it, with a byte order mark.
	rep, err = RunData(ctx, m, "bom.json", append([]byte("\xef\xbb\xbf"), data...), nil)
	if err != nil {
		t.Fatal(err)
	}
	if f := rep.Files[0]; f.Format != "waymark" || f.Duplicates != 1 || f.Error != "" {
		t.Errorf("with a BOM: %+v", f)
	}
	// Another tool's recording with a byte that is not UTF-8 goes in, with a warning.
	rec, err := os.ReadFile(filepath.Join(corpusDir, "chrome-recorder", "shop-purchase.json"))
	if err != nil {
		t.Fatal(err)
	}
	bad := bytes.Replace(rec, []byte(`"title": "`), []byte("\"title\": \"\xff"), 1)
	if bytes.Equal(bad, rec) {
		t.Fatal("no title to spoil")
	}
	rep, err = RunData(ctx, m, "shop.json", bad, nil)
	if err != nil {
		t.Fatal(err)
	}
	if f := rep.Files[0]; f.Error != "" || f.Traces != 1 || !slices.ContainsFunc(f.Warnings, func(w string) bool { return strings.Contains(w, "not valid UTF-8") }) {
		t.Errorf("a recording with a byte that is not UTF-8: %+v", f)
	}
	rep, err = RunData(ctx, m, "notes.txt", []byte("hello"), nil)
	if err != nil {
		t.Fatal(err)
	}
	if f := rep.Files[0]; !strings.Contains(f.Error, "unknown recording format") || rep.Totals.Failed != 1 {
		t.Errorf("not a recording: %+v", f)
	}
}

// FuzzNative feeds the waymark-format importer arbitrary bytes: it must never panic, and
// what it converts must be valid traces.
func FuzzNative(f *testing.F) {
	for _, name := range []string{"login.json", "open-issues.json", "search-failure.json"} {
		if data, err := os.ReadFile(filepath.Join(tracesDir, name)); err == nil {
			f.Add(data)
		}
	}
	f.Add([]byte(`[{"task": "t", "start_url": "https://a.example/", "steps": [{"action": "navigate", "url": "https://a.example/"}]}]`))
	f.Add([]byte(`{"task": "t", "start_url": "https://a.example/", "steps": [{"action": 1, "url": null}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		im := nativeImporter{}
		src := Source{Path: "fuzz.json", Data: data}
		if !im.Detect(src) {
			return
		}
		out, err := im.Convert(src)
		if err != nil {
			return
		}
		for _, c := range out {
			if (c.Trace == nil) == (c.Err == nil) {
				t.Fatalf("a converted item needs a trace or an error, not %v and %v", c.Trace, c.Err)
			}
			if c.Err != nil {
				continue
			}
			if err := c.Trace.Validate(); err != nil {
				t.Errorf("converted trace does not validate: %v", err)
			}
		}
	})
}

func TestBatchEnds(t *testing.T) {
	rep := func(n, v int) []int {
		out := make([]int, n)
		for i := range out {
			out[i] = v
		}
		return out
	}
	for _, c := range []struct {
		name  string
		steps []int
		want  []int
	}{
		{"none", nil, nil},
		{"one", []int{3}, []int{1}},
		{"200 short traces, then more", rep(450, 20), []int{200, 400, 450}},
		{"long traces: by steps", rep(30, 440), []int{9, 18, 27, 30}},
		{"one trace over the step cap goes alone", []int{10, 5000, 10}, []int{1, 2, 3}},
		{"exactly the cap", []int{2000, 2000, 1}, []int{2, 3}},
	} {
		got := batchEnds(c.steps)
		if fmt.Sprint(got) != fmt.Sprint(c.want) {
			t.Errorf("%s: batchEnds = %v, want %v", c.name, got, c.want)
		}
	}
}

// TestCollectLinks: a folder named through a link is read; inside a folder, a link to a
// file is read, a link to a folder is not followed, and a broken link or a loop of links
// is an error of its own.
func TestCollectLinks(t *testing.T) {
	dir := t.TempDir()
	rec := filepath.Join(dir, "recs")
	if err := os.MkdirAll(filepath.Join(rec, "sub"), 0o755); err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"a.json", "sub/b.json"} {
		if err := os.WriteFile(filepath.Join(rec, f), []byte(`{}`), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	links := map[string]string{
		"recs/c.json":     "a.json",       // a link to a file
		"recs/up.json":    ".",            // a link to a folder
		"recs/gone.json":  "missing.json", // a link to nothing
		"recs/loopA.json": "loopB.json",
		"recs/loopB.json": "loopA.json",
		"recs/sublink":    "sub", // a link to a folder, not named like a recording
		"linked":          "recs",
	}
	for name, target := range links {
		if err := os.Symlink(target, filepath.Join(dir, name)); err != nil {
			t.Fatal(err)
		}
	}
	units, skipped := collect([]string{filepath.Join(dir, "linked")})
	if len(skipped) != 0 {
		t.Errorf("skipped as not recordings: %v, want none (links to folders are not files)", skipped)
	}
	got := map[string]string{}
	for _, u := range units {
		rel, _ := filepath.Rel(filepath.Join(dir, "linked"), u.path)
		got[rel] = u.err
	}
	want := map[string]string{"a.json": "", "sub/b.json": "", "c.json": "", "gone.json": "a link to nothing",
		"loopA.json": "too many levels of symbolic links", "loopB.json": "too many levels of symbolic links"}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("collect through a link:\n got %v\nwant %v", got, want)
	}
}

// TestDetectSaysWhy: when no importer recognises a file, the error says what the file holds
// if that is the reason.
func TestDetectSaysWhy(t *testing.T) {
	for _, c := range []struct{ data, want string }{
		{"", ": the file is empty ("},
		{" \n\t", ": the file is empty ("},
		{"\xef\xbb\xbf[]", ": an empty list: no recording in it ("},
		{`{"a": 1,}`, ": not JSON (at byte 9): invalid character '}'"},
		{strings.Repeat("[", 20000) + strings.Repeat("]", 20000), ": JSON nested too deeply (at byte 10001;"},
		{`{"foo": 1}`, "unknown recording format (known formats: "},
		{`{"title": "t", "steps": [{"type": "navigate", "url": "https://a.example/"}, {"type": "hoverOver", "selectors": [["#m"]]}]}`,
			`: a Chrome Recorder flow "t", but steps[1] has the type "hoverOver", which the recorder does not write (its types: change, click, `},
		{`{"flows": [{"steps": [{"type": "dragAndDrop"}, {"type": "change", "value": "x", "selectors": [["#a"]]}]}]}`,
			`: a Chrome Recorder flow at flows[0], but steps[0] has the type "dragAndDrop"`},
		// Only click and scroll steps besides the odd one: workflow-use writes those too.
		{`{"steps": [{"type": "click"}, {"type": "hoverOver"}]}`, "unknown recording format (known formats: "},
		{`{"steps": [{"type": "hoverOver"}]}`, "unknown recording format (known formats: "},
		{`{"steps": [{"type": "navigate", "url": "https://a.example/"}, {"kind": "click"}]}`, "unknown recording format (known formats: "},
	} {
		_, err := Detect(Source{Path: "x.json", Data: []byte(c.data)})
		if !errors.Is(err, ErrUnknownFormat) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%.20q: %v, want it to say %q", c.data, err, c.want)
		}
	}
}

// TestRunMasksQuotedSecrets: a file's error and its warnings quote the recording (a
// malformed entry, an unknown command); they are masked as stored text is, for the CLI
// prints them and an MCP tool returns them.
func TestRunMasksQuotedSecrets(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t)
	const token = "ghp_abcdefghijklmnopqrstuvwxyz0123456789"
	spread := map[string]string{}
	for i, c := range token + " is the token" {
		spread[strconv.Itoa(i)] = string(c)
	}
	bad, err := json.Marshal([]any{spread})
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	files := map[string][]byte{
		"spread.json": bad,
		"unknown.side": sideProjectJSON("https://shop.example", `[
			{"command": "open", "target": "/login", "value": ""},
			{"command": "`+token+`", "target": "css=#x", "value": ""},
			{"command": "click", "target": "css=#pay", "value": ""}]`).Data,
	}
	for name, data := range files {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o600); err != nil {
			t.Fatal(err)
		}
	}
	rep, err := Run(ctx, m, []string{dir}, nil)
	if err != nil {
		t.Fatal(err)
	}
	quoted := 0
	for _, f := range rep.Files {
		for _, text := range append([]string{f.Error}, f.Warnings...) {
			if strings.Contains(text, token[:12]) {
				t.Errorf("%s: %q quotes the token", f.Path, text)
			}
			if strings.Contains(text, "{{token}}") {
				quoted++
			}
		}
	}
	if quoted < 2 {
		t.Errorf("want the error and the warning to quote {{token}}; report %+v", rep.Files)
	}
}

// openMemory opens a memory in a fresh temporary home, closed when the test ends.
func openMemory(t *testing.T) *waymark.Memory {
	t.Helper()
	m, err := sqlite.OpenMemory(context.Background(), t.TempDir(), nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { m.Close() })
	return m
}
