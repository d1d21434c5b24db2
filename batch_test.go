package waymark_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/waymark-dev/waymark"
	"github.com/waymark-dev/waymark/sqlite"
)

// batchRequests is a mixed batch: the shipped traces, the same trace twice, the same route
// with another answer (one more execution), a failure, a request that must be refused, and
// generated traces on a few sites that share pages and selectors.
func batchRequests(t *testing.T) []waymark.SaveRequest {
	issues := readTrace(t, "open-issues.json")
	other := strings.Replace(string(issues), "42 open issues", "43 open issues", 1)
	// Begun on a search page of another site: the knowledge is the site the steps acted on.
	searched := strings.Replace(string(issues), `"start_url": "https://code.example/acme/widget"`, `"start_url": "https://search.example/?q=widget"`, 1)
	reqs := []waymark.SaveRequest{
		{URL: issuesURL, Trace: issues},
		{Trace: readTrace(t, "login.json")},
		{URL: issuesURL, Trace: issues}, // a duplicate of the first
		{Trace: json.RawMessage(`{"start_url": "javascript:alert(1)", "steps": []}`)},
		{URL: issuesURL, Trace: json.RawMessage(other)},
		{Trace: readTrace(t, "search-failure.json")},
		{URL: issuesURL, Trace: issues, Outcome: "maybe"},
		{URL: issuesURL, Trace: json.RawMessage(searched)}, // the trace starts on another site
		{URL: issuesURL, Trace: json.RawMessage(searched)},
		{URL: "https://docs.example.org/releases", Trace: issues}, // a site the trace never visits
	}
	r := rand.New(rand.NewPCG(9, 9))
	for i := range 40 {
		u, raw, _ := benchTrace(r, i%7+500*(i%3))
		reqs = append(reqs, waymark.SaveRequest{URL: u, Trace: raw})
	}
	return reqs
}

// TestSaveBatchMatchesSave: a batch leaves the store exactly as the same Saves one after
// the other do, and answers each request as Save does.
func TestSaveBatchMatchesSave(t *testing.T) {
	ctx := context.Background()
	now := time.Date(2026, 11, 30, 12, 0, 0, 0, time.UTC)
	clock := &waymark.Options{Now: func() time.Time { return now }}
	one, batch := openMemory(t, clock), openMemory(t, clock)
	reqs := batchRequests(t)

	var want []waymark.BatchResult
	for _, req := range reqs {
		res, err := one.Save(ctx, req)
		want = append(want, waymark.BatchResult{SaveResult: res, Err: err})
	}
	got, err := batch.SaveBatch(ctx, reqs)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != len(reqs) {
		t.Fatalf("%d results for %d requests", len(got), len(reqs))
	}
	refused := 0
	for i := range reqs {
		g, w := got[i], want[i]
		if (g.Err == nil) != (w.Err == nil) || g.Err != nil && g.Err.Error() != w.Err.Error() {
			t.Errorf("request %d: error %v, Save says %v", i, g.Err, w.Err)
			continue
		}
		if g.Err != nil {
			var ie *waymark.InputError
			if !errors.As(g.Err, &ie) {
				t.Errorf("request %d: error %v is not an InputError", i, g.Err)
			}
			refused++
			continue
		}
		gj, wj := resultJSON(g.SaveResult), resultJSON(w.SaveResult)
		if string(gj) != string(wj) {
			t.Errorf("request %d:\nbatch %s\nsave  %s", i, gj, wj)
		}
	}
	if refused != 3 {
		t.Errorf("%d requests refused, want 3 (a javascript: URL, an unknown outcome, a site the trace never visits)", refused)
	}
	if err := got[9].Err; err == nil || !strings.Contains(err.Error(), "the trace never visits example.org") {
		t.Errorf("a URL of a site the trace never visits: %v", err)
	}
	if !got[2].Duplicate || got[4].Duplicate || got[4].Pattern == nil || got[4].Pattern.Executions != 2 {
		t.Errorf("in-batch duplicate %v; new execution of a stored route: %+v", got[2].Duplicate, got[4].Pattern)
	}
	if w := got[7].Warnings; got[7].Site != "code.example" || len(w) == 0 || !strings.Contains(w[0], "search.example") || !got[8].Duplicate {
		t.Errorf("a trace begun on another site than the URL's: site %s, warnings %q; then duplicate %v", got[7].Site, w, got[8].Duplicate)
	}
	a, b := recordSet(t, one), recordSet(t, batch)
	if len(a) == 0 || strings.Join(a, "\n") != strings.Join(b, "\n") {
		t.Errorf("stores differ: %d records after Saves, %d after SaveBatch", len(a), len(b))
		for i := range min(len(a), len(b)) {
			if a[i] != b[i] {
				t.Errorf("first difference:\nsave  %s\nbatch %s", a[i], b[i])
				break
			}
		}
	}
	// The same batch again is all duplicates and changes nothing.
	again, err := batch.SaveBatch(ctx, reqs)
	if err != nil {
		t.Fatal(err)
	}
	for i, r := range again {
		if r.Err == nil && (!r.Duplicate || len(r.Records) != 0) {
			t.Errorf("request %d saved again: duplicate %v, records %v", i, r.Duplicate, r.Records)
		}
	}
	if c := recordSet(t, batch); strings.Join(c, "\n") != strings.Join(b, "\n") {
		t.Error("a batch of duplicates changed the store")
	}
}

// resultJSON is r as JSON without the pattern's random ID.
func resultJSON(r waymark.SaveResult) string {
	if r.Pattern != nil {
		p := *r.Pattern
		p.ID = ""
		r.Pattern = &p
	}
	b, _ := json.Marshal(r)
	return string(b)
}

// recordSet lists every stored record as one line without its random ID, sorted.
func recordSet(t *testing.T, m *waymark.Memory) []string {
	var out []string
	for _, r := range listAll(t, m) {
		out = append(out, fmt.Sprintf("%s|%s|%s|%s|%s|%s|%s|%s|%s", r.Kind, r.Key, r.Site, r.URLPattern, r.TaskType,
			r.Text, r.Body, r.CreatedAt.Format(time.RFC3339Nano), r.UpdatedAt.Format(time.RFC3339Nano)))
	}
	sort.Strings(out)
	return out
}

// TestSaveBatchCanceled: a batch whose context ends stores nothing.
func TestSaveBatchCanceled(t *testing.T) {
	m := openMemory(t, nil)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := m.SaveBatch(ctx, batchRequests(t)); !errors.Is(err, context.Canceled) {
		t.Fatalf("SaveBatch with a canceled context: %v, want context.Canceled", err)
	}
	if rs := listAll(t, m); len(rs) != 0 {
		t.Fatalf("%d records stored by a canceled batch", len(rs))
	}
}

// hookedStore is a real SQLite store whose write transactions call before ahead of them
// and after once they have ended (nil: nothing), and, when fail is set, fail after their
// work, as a full disk or a lost lock would make them.
type hookedStore struct {
	waymark.Store
	before, after func()
	fail          bool
}

var errDiskFull = errors.New("disk full")

func (s hookedStore) Update(ctx context.Context, fn func(waymark.Tx) error) error {
	if s.before != nil {
		s.before()
	}
	err := s.Store.Update(ctx, func(tx waymark.Tx) error {
		if err := fn(tx); err != nil || !s.fail {
			return err
		}
		return errDiskFull
	})
	if s.after != nil {
		s.after()
	}
	return err
}

// TestFailedMergeLeavesNoFiles: when the transaction of a save or a batch fails, the trace
// files archived for it are removed again and no record is stored.
func TestFailedMergeLeavesNoFiles(t *testing.T) {
	ctx := context.Background()
	home := t.TempDir()
	st, err := sqlite.Open(ctx, filepath.Join(home, "memory.db"), nil)
	if err != nil {
		t.Fatal(err)
	}
	m, err := waymark.Open(ctx, home, &waymark.Options{Store: hookedStore{Store: st, fail: true}})
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	if _, err := m.SaveBatch(ctx, batchRequests(t)); !errors.Is(err, errDiskFull) {
		t.Fatalf("SaveBatch: %v, want the store's error", err)
	}
	if _, err := m.Save(ctx, waymark.SaveRequest{URL: issuesURL, Trace: readTrace(t, "open-issues.json")}); !errors.Is(err, errDiskFull) {
		t.Fatalf("Save: %v, want the store's error", err)
	}
	var files []string
	filepath.WalkDir(filepath.Join(home, "traces"), func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			files = append(files, p)
		}
		return nil
	})
	if len(files) != 0 {
		t.Errorf("%d trace files left behind, e.g. %s", len(files), files[0])
	}
	if rs := listAll(t, m); len(rs) != 0 {
		t.Errorf("%d records stored", len(rs))
	}
}

// failingReads is a real SQLite store whose read transactions fail from the n-th on.
type failingReads struct {
	waymark.Store
	n     int64
	calls *atomic.Int64
}

var errReadLost = errors.New("read lost")

func (s failingReads) View(ctx context.Context, fn func(waymark.Tx) error) error {
	if s.calls.Add(1) >= s.n {
		return errReadLost
	}
	return s.Store.View(ctx, fn)
}

// TestFailedReadStoresNothing: when a read of the batch (the check for stored traces) fails,
// even with most of the batch merged already, SaveBatch stores nothing and leaves no files.
func TestFailedReadStoresNothing(t *testing.T) {
	ctx := context.Background()
	reqs := batchRequests(t)
	// How many reads the batch makes when none fails:
	counted := new(atomic.Int64)
	st, err := sqlite.Open(ctx, filepath.Join(t.TempDir(), "memory.db"), nil)
	if err != nil {
		t.Fatal(err)
	}
	m, err := waymark.Open(ctx, t.TempDir(), &waymark.Options{Store: failingReads{st, 1 << 62, counted}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := m.SaveBatch(ctx, reqs); err != nil {
		t.Fatal(err)
	}
	m.Close()
	reads := counted.Load()
	if reads < 10 {
		t.Fatalf("the batch made %d reads, want one per valid request", reads)
	}
	for _, n := range []int64{1, reads / 2, reads} {
		home := t.TempDir()
		st, err := sqlite.Open(ctx, filepath.Join(home, "memory.db"), nil)
		if err != nil {
			t.Fatal(err)
		}
		m, err := waymark.Open(ctx, home, &waymark.Options{Store: failingReads{st, n, new(atomic.Int64)}})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := m.SaveBatch(ctx, reqs); !errors.Is(err, errReadLost) {
			t.Errorf("read %d fails: SaveBatch %v, want the store's error", n, err)
		}
		var files int
		filepath.WalkDir(filepath.Join(home, "traces"), func(p string, d fs.DirEntry, err error) error {
			if err == nil && !d.IsDir() {
				files++
			}
			return nil
		})
		var recs []waymark.Record
		if err := st.View(ctx, func(tx waymark.Tx) (err error) { recs, err = tx.Find(ctx, waymark.Filter{}); return err }); err != nil {
			t.Fatal(err)
		}
		if files != 0 || len(recs) != 0 {
			t.Errorf("read %d fails: %d trace files and %d records stored, want none", n, files, len(recs))
		}
		m.Close()
	}
}

// pausedReads is a real SQLite store that calls pause after each read transaction.
type pausedReads struct {
	waymark.Store
	pause func()
}

func (s pausedReads) View(ctx context.Context, fn func(waymark.Tx) error) error {
	err := s.Store.View(ctx, fn)
	s.pause()
	return err
}

// TestSameTraceRace: two memories on one home (as two processes) save the same trace; the
// second checked for it before the first stored it. It is still one trace, one execution of
// its pattern, and the second save says Duplicate, for Save and for SaveBatch.
func TestSameTraceRace(t *testing.T) {
	ctx := context.Background()
	raw := readTrace(t, "open-issues.json")
	for _, batch := range []bool{false, true} {
		home := t.TempDir()
		first := openHome(t, home, nil)
		var once sync.Once
		st, err := sqlite.Open(ctx, filepath.Join(home, "memory.db"), nil)
		if err != nil {
			t.Fatal(err)
		}
		// The second memory's first read (its duplicate check) is followed by the whole
		// save of the first memory.
		second := openHome(t, home, pausedReads{st, func() {
			once.Do(func() {
				if _, err := first.Save(ctx, waymark.SaveRequest{URL: issuesURL, Trace: raw}); err != nil {
					t.Error(err)
				}
			})
		}})
		var res waymark.SaveResult
		if batch {
			out, err := second.SaveBatch(ctx, []waymark.SaveRequest{{URL: issuesURL, Trace: raw}})
			if err != nil || out[0].Err != nil {
				t.Fatalf("SaveBatch: %v, %v", err, out[0].Err)
			}
			res = out[0].SaveResult
		} else if res, err = second.Save(ctx, waymark.SaveRequest{URL: issuesURL, Trace: raw}); err != nil {
			t.Fatal(err)
		}
		r := query(t, first, issuesIntent)
		if !res.Duplicate || len(r.Patterns) != 1 || r.Patterns[0].Executions != 1 {
			t.Errorf("batch %v: second save %+v; pattern %+v, want a duplicate and one execution", batch, res, r.Patterns)
		}
	}
}

// TestDuplicateNeedsNoWriteLock: saving a trace stored before is a no-op found without the
// write lock, which another process may hold for long: it does not wait for it.
func TestDuplicateNeedsNoWriteLock(t *testing.T) {
	ctx := context.Background()
	raw := readTrace(t, "open-issues.json")
	home := t.TempDir()
	m := openHome(t, home, nil)
	if _, err := m.Save(ctx, waymark.SaveRequest{URL: issuesURL, Trace: raw}); err != nil {
		t.Fatal(err)
	}
	other, err := sqlite.Open(ctx, filepath.Join(home, "memory.db"), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	held, release, done := make(chan struct{}), make(chan struct{}), make(chan error)
	go func() {
		done <- other.Update(ctx, func(waymark.Tx) error { close(held); <-release; return nil })
	}()
	<-held
	sctx, cancel := context.WithTimeout(ctx, 2*time.Second) // shorter than the busy timeout
	res, err := m.Save(sctx, waymark.SaveRequest{URL: issuesURL, Trace: raw})
	cancel()
	close(release)
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if err != nil || !res.Duplicate {
		t.Fatalf("the same trace again while another holds the write lock: %+v, %v; want a duplicate", res, err)
	}
}

// TestFailedSessionReadStoresNothing: a batch whose request reads a session's recorded
// steps fails whole when that read fails, as when any other read of the batch fails.
func TestFailedSessionReadStoresNothing(t *testing.T) {
	ctx := context.Background()
	home := t.TempDir()
	steps := openHome(t, home, nil)
	for _, st := range []string{`{"action": "navigate", "url": "` + issuesURL + `"}`,
		`{"action": "click", "target": {"selector": "[data-testid='issues-tab']", "role": "tab", "name": "Issues"}}`} {
		if _, err := steps.Step(ctx, waymark.StepRequest{SessionID: "s1", Task: "count open issues", Step: json.RawMessage(st), URL: issuesURL}); err != nil {
			t.Fatal(err)
		}
	}
	before := listAll(t, steps)
	st, err := sqlite.Open(ctx, filepath.Join(home, "memory.db"), nil)
	if err != nil {
		t.Fatal(err)
	}
	m := openHome(t, home, failingReads{st, 1, new(atomic.Int64)})
	// The session's steps are the batch's only read.
	if out, err := m.SaveBatch(ctx, []waymark.SaveRequest{{URL: issuesURL, SessionID: "s1"}}); !errors.Is(err, errReadLost) {
		t.Fatalf("SaveBatch: %v (first result %+v), want the store's error", err, out)
	}
	if !equalRecords(before, listAll(t, steps)) {
		t.Error("a failed batch changed stored records")
	}
}

// TestFailedSaveKeepsOthersFile: a save archives a trace file, then its merge fails; in
// between, another memory (as another process) stored the same trace, whose record names
// that file. The failed save must not remove it.
func TestFailedSaveKeepsOthersFile(t *testing.T) {
	ctx := context.Background()
	raw := readTrace(t, "open-issues.json")
	for _, batch := range []bool{false, true} {
		home := t.TempDir()
		other := openHome(t, home, nil)
		st, err := sqlite.Open(ctx, filepath.Join(home, "memory.db"), nil)
		if err != nil {
			t.Fatal(err)
		}
		once := new(sync.Once)
		m := openHome(t, home, hookedStore{Store: st, fail: true, after: func() {
			once.Do(func() {
				if _, err := other.Save(ctx, waymark.SaveRequest{URL: issuesURL, Trace: raw}); err != nil {
					t.Error(err)
				}
			})
		}})
		if batch {
			_, err = m.SaveBatch(ctx, []waymark.SaveRequest{{URL: issuesURL, Trace: raw}})
		} else {
			_, err = m.Save(ctx, waymark.SaveRequest{URL: issuesURL, Trace: raw})
		}
		if !errors.Is(err, errDiskFull) {
			t.Fatalf("batch %v: %v, want the store's error", batch, err)
		}
		var recs []waymark.Record
		err = other.Store().View(ctx, func(tx waymark.Tx) (err error) {
			recs, err = tx.Find(ctx, waymark.Filter{Kinds: []waymark.Kind{waymark.KindTrace}})
			return err
		})
		if err != nil || len(recs) != 1 {
			t.Fatalf("batch %v: %d trace records, %v", batch, len(recs), err)
		}
		var tr waymark.TraceRecord
		if err := json.Unmarshal(recs[0].Body, &tr); err != nil {
			t.Fatal(err)
		}
		if _, err := os.Stat(filepath.Join(home, tr.Path)); err != nil {
			t.Errorf("batch %v: the stored trace's file: %v", batch, err)
		}
	}
}

// TestSaveRewritesRemovedFile: a save found its trace's file already archived by another
// save, which then failed and removed it before the first committed. The first save's
// record must still have its file.
func TestSaveRewritesRemovedFile(t *testing.T) {
	ctx := context.Background()
	raw := readTrace(t, "open-issues.json")
	home := t.TempDir()
	open := func(before func(), fail bool) *waymark.Memory {
		st, err := sqlite.Open(ctx, filepath.Join(home, "memory.db"), nil)
		if err != nil {
			t.Fatal(err)
		}
		return openHome(t, home, hookedStore{Store: st, before: before, fail: fail})
	}
	ready, proceed, bDone := make(chan struct{}), make(chan struct{}), make(chan error, 1)
	var onceB sync.Once
	b := open(func() { onceB.Do(func() { close(ready); <-proceed }) }, false)
	var onceA sync.Once
	a := open(func() {
		onceA.Do(func() {
			// A has archived the file; B archives it too (finding it there), then waits.
			go func() { _, err := b.Save(ctx, waymark.SaveRequest{URL: issuesURL, Trace: raw}); bDone <- err }()
			<-ready
		})
	}, true)
	if _, err := a.Save(ctx, waymark.SaveRequest{URL: issuesURL, Trace: raw}); !errors.Is(err, errDiskFull) {
		t.Fatalf("first save: %v, want the store's error", err)
	}
	close(proceed)
	if err := <-bDone; err != nil {
		t.Fatal(err)
	}
	var tr waymark.TraceRecord
	err := b.Store().View(ctx, func(tx waymark.Tx) error {
		recs, err := tx.Find(ctx, waymark.Filter{Kinds: []waymark.Kind{waymark.KindTrace}})
		if err != nil || len(recs) != 1 {
			return fmt.Errorf("%d trace records, %v", len(recs), err)
		}
		return json.Unmarshal(recs[0].Body, &tr)
	})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(home, tr.Path)); err != nil {
		t.Errorf("the stored trace's file: %v", err)
	}
}

// TestBatchResultJSON: a batch result's JSON holds the save's fields and, for a refused
// request, the error's text.
func TestBatchResultJSON(t *testing.T) {
	b, err := json.Marshal([]waymark.BatchResult{
		{SaveResult: waymark.SaveResult{TraceID: "t1", Records: map[waymark.Kind]int{}, Warnings: []string{}}},
		{Err: &waymark.InputError{Field: "url", Msg: "required", Err: waymark.ErrInvalidInput}},
	})
	if err != nil {
		t.Fatal(err)
	}
	var got []map[string]any
	if err := json.Unmarshal(b, &got); err != nil {
		t.Fatal(err)
	}
	if got[0]["trace_id"] != "t1" || got[0]["error"] != nil || got[1]["error"] != "invalid input: url: required" {
		t.Errorf("batch results as JSON: %s", b)
	}
}
