package waymark_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/waymark-dev/waymark"
)

func TestGC(t *testing.T) {
	now := time.Now().UTC().Truncate(time.Second)
	const traceTTL, sessionTTL = 48 * time.Hour, time.Hour
	type item struct {
		name string
		kind string        // "trace", "orphan", "foreign", "archived", "archivetmp", "session", "pattern"
		age  time.Duration // before now: SavedAt, file mtime or UpdatedAt
		site string
		kept bool
	}
	items := []item{
		{"old trace", "trace", 72 * time.Hour, "a.com", false},
		{"trace just past TTL", "trace", traceTTL + time.Second, "a.com", false},
		{"trace at TTL", "trace", traceTTL, "a.com", true},
		{"fresh trace", "trace", time.Hour, "b.com", true},
		{"old orphan", "orphan", 72 * time.Hour, "c.com", false},
		{"orphan of an hour", "orphan", time.Hour, "b.com", true}, // a save may be writing its record
		{"orphan past an hour", "orphan", time.Hour + time.Minute, "e.com", false},
		{".tmp-waymark-debris", "orphan", 2 * time.Hour, "c.com", false}, // a write a killed process left
		{".tmp-waymark-being-written", "orphan", 30 * time.Minute, "d.com", true},
		{"notes.txt", "foreign", 72 * time.Hour, "e.com", true}, // not a file waymark writes
		{"README", "foreign", 72 * time.Hour, "", true},
		{"old archived trace", "archived", 72 * time.Hour, "a.com", false}, // kept beside an archive
		{"fresh archived trace", "archived", time.Hour, "a.com", true},
		{".tmp-waymark-archive-debris", "archivetmp", 2 * time.Hour, "", false}, // a forget killed while it wrote
		{".tmp-waymark-archive-being-written", "archivetmp", 30 * time.Minute, "", true},
		{"idle session", "session", 2 * time.Hour, "a.com", false},
		{"live session", "session", 30 * time.Minute, "a.com", true},
		{"old pattern", "pattern", 400 * 24 * time.Hour, "a.com", true},
	}
	m := openMemory(t, &waymark.Options{Now: func() time.Time { return now }, TraceTTL: traceTTL, SessionTTL: sessionTTL})
	traces := map[string]waymark.Record{} // trace item name → its record
	file := func(it item) string {
		switch it.kind {
		case "archived":
			return filepath.Join(m.Home(), "archive", "x.d", "traces", it.site, it.name+".json")
		case "archivetmp":
			return filepath.Join(m.Home(), "archive", it.name)
		case "trace":
			return traceFile(t, m, traces[it.name])
		case "foreign":
			return filepath.Join(m.Home(), "traces", it.site, it.name)
		}
		return filepath.Join(m.Home(), "traces", it.site, it.name+".json")
	}
	for _, it := range items {
		at := now.Add(-it.age)
		switch it.kind {
		case "trace":
			// UpdatedAt is recent: GC goes by SavedAt.
			r := seedTrace(t, m, it.name, it.site, at)
			traces[it.name] = r
			r.UpdatedAt = now
			seed(t, m, r)
		case "orphan", "foreign", "archived", "archivetmp":
			if err := os.MkdirAll(filepath.Dir(file(it)), 0o700); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(file(it), []byte("{}"), 0o600); err != nil {
				t.Fatal(err)
			}
			if err := os.Chtimes(file(it), at, at); err != nil {
				t.Fatal(err)
			}
		case "session":
			seed(t, m, rec(waymark.KindSession, it.name, it.site, "", at, map[string]any{"session_id": it.name}))
		case "pattern":
			seed(t, m, rec(waymark.KindPattern, it.name, it.site, "", at, waymark.Pattern{Name: it.name}))
		}
	}
	// A stored trace's raw file is kept whatever its modification time.
	for _, it := range items {
		if it.kind == "trace" {
			old := now.Add(-100 * 24 * time.Hour)
			os.Chtimes(file(it), old, old)
		}
	}

	res, err := m.GC(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if res.TracesRemoved != 6 || res.SessionsExpired != 1 {
		t.Errorf("GC %+v, want 6 traces (2 records, 2 orphans, 1 unfinished write, 1 archived) and 1 session", res)
	}
	stored := map[string]bool{}
	for _, r := range all(t, m) {
		stored[r.Key] = true
	}
	for _, it := range items {
		t.Run(it.name, func(t *testing.T) {
			switch it.kind {
			case "trace":
				if stored[traces[it.name].Key] != it.kept || exists(file(it)) != it.kept {
					t.Errorf("record %v, file %v, want kept %v", stored[traces[it.name].Key], exists(file(it)), it.kept)
				}
			case "orphan", "foreign", "archived", "archivetmp":
				if exists(file(it)) != it.kept {
					t.Errorf("file kept %v, want %v", exists(file(it)), it.kept)
				}
			default:
				if stored[it.name] != it.kept {
					t.Errorf("record kept %v, want %v", stored[it.name], it.kept)
				}
			}
		})
	}
	if exists(filepath.Join(m.Home(), "traces", "c.com")) {
		t.Error("empty site folder traces/c.com kept")
	}
	if !exists(filepath.Join(m.Home(), "traces")) {
		t.Error("traces/ itself removed")
	}
	again, err := m.GC(context.Background())
	if err != nil || again != (waymark.GCResult{}) {
		t.Errorf("second GC %+v %v, want nothing removed", again, err)
	}
}

func TestGCEmptyHome(t *testing.T) {
	m := openMemory(t, nil)
	res, err := m.GC(context.Background())
	if err != nil || res != (waymark.GCResult{}) {
		t.Errorf("GC of an empty home: %+v %v", res, err)
	}
}

// TestGCIgnoresBadPaths checks that a trace record naming a path outside traces/ never makes
// GC remove that file.
func TestGCIgnoresBadPaths(t *testing.T) {
	now := time.Now().UTC()
	m := openMemory(t, &waymark.Options{Now: func() time.Time { return now }})
	victim := filepath.Join(m.Home(), "keep.txt")
	os.WriteFile(victim, []byte("x"), 0o600)
	for i, p := range []string{"keep.txt", "../keep.txt", "traces/../keep.txt", victim} {
		seed(t, m, rec(waymark.KindTrace, "k"+string(rune('a'+i)), "a.com", "", now,
			waymark.TraceRecord{Path: p, SavedAt: now.Add(-400 * 24 * time.Hour)}))
	}
	res, err := m.GC(context.Background())
	if err != nil || res.TracesRemoved != 4 {
		t.Fatalf("GC %+v %v, want 4 records removed", res, err)
	}
	if !exists(victim) {
		t.Error("GC removed a file outside traces/")
	}
}

// TestResaveAfterGCNotCounted: the same recording saved again after GC removed its trace
// record is no new run of its route (SPEC §3.6): reliability, executions and selector uses
// stay as they were.
func TestResaveAfterGCNotCounted(t *testing.T) {
	ctx := context.Background()
	now := time.Date(2026, 11, 1, 12, 0, 0, 0, time.UTC)
	m := openMemory(t, &waymark.Options{Now: func() time.Time { return now }})
	req := waymark.SaveRequest{Trace: pricingTrace("#pricing", "success", "")}
	first, err := m.Save(ctx, req)
	if err != nil || first.Pattern == nil {
		t.Fatalf("first save: %+v, %v", first, err)
	}
	before, err := m.Site(ctx, "https://acme.example/")
	if err != nil {
		t.Fatal(err)
	}
	q := waymark.QueryRequest{URL: "https://acme.example/", Intent: "open the pricing page"}
	qBefore, err := m.Query(ctx, q)
	if err != nil {
		t.Fatal(err)
	}
	now = now.Add(31 * 24 * time.Hour)
	if g, err := m.GC(ctx); err != nil || g.TracesRemoved != 1 {
		t.Fatalf("gc: %+v, %v", g, err)
	}
	again, err := m.Save(ctx, req)
	if err != nil {
		t.Fatal(err)
	}
	if again.Pattern == nil || again.Pattern.Reliability != first.Pattern.Reliability || again.Pattern.Executions != 1 {
		t.Fatalf("the same trace counted again: first %+v, again %+v (warnings %q)", first.Pattern, again.Pattern, again.Warnings)
	}
	after, err := m.Site(ctx, "https://acme.example/")
	if err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(after.Patterns) != fmt.Sprint(before.Patterns) || after.Profile.Visits != before.Profile.Visits {
		t.Fatalf("knowledge changed:\nbefore %+v\nafter  %+v", before, after)
	}
	qAfter, err := m.Query(ctx, q)
	if err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(qAfter.PrimarySelectors) != fmt.Sprint(qBefore.PrimarySelectors) || qAfter.Confidence != qBefore.Confidence {
		t.Fatalf("query answer changed: before %+v %v, after %+v %v", qBefore.PrimarySelectors, qBefore.Confidence, qAfter.PrimarySelectors, qAfter.Confidence)
	}
	if again2, err := m.Save(ctx, req); err != nil || !again2.Duplicate {
		t.Fatalf("a third save of the trace should be a plain duplicate: %+v, %v", again2, err)
	}
}

// TestResaveFailureAfterGCNotCounted: the same failed recording saved again after GC removed
// its trace record strikes the route it followed no more (SPEC §3.6, §4).
func TestResaveFailureAfterGCNotCounted(t *testing.T) {
	ctx := context.Background()
	now := time.Date(2026, 11, 1, 12, 0, 0, 0, time.UTC)
	m := openMemory(t, &waymark.Options{Now: func() time.Time { return now }})
	trace := func(outcome, errText string) waymark.SaveRequest {
		return waymark.SaveRequest{Trace: pricingTrace("#pricing", outcome, errText)}
	}

	if _, err := m.Save(ctx, trace("success", "")); err != nil {
		t.Fatal(err)
	}
	failed := trace("failure", `, "error": "element not found"`)
	first, err := m.Save(ctx, failed)
	if err != nil || first.Pattern == nil || first.Pattern.Strikes != 1 {
		t.Fatalf("failed run: %+v, %v", first.Pattern, err)
	}
	now = now.Add(31 * 24 * time.Hour)
	if _, err := m.GC(ctx); err != nil {
		t.Fatal(err)
	}
	again, err := m.Save(ctx, failed)
	if err != nil {
		t.Fatal(err)
	}
	if again.Pattern == nil || again.Pattern.Strikes != 1 || again.Pattern.Executions != first.Pattern.Executions {
		t.Fatalf("the same failed trace struck again: first %+v, again %+v (warnings %q)", first.Pattern, again.Pattern, again.Warnings)
	}
}

// pricingTrace is a run of "open the pricing page" on acme.example that clicks sel, with
// outcome and, when not "", an error on the click (a JSON member: `, "error": "…"`).
func pricingTrace(sel, outcome, clickErr string) []byte {
	return []byte(`{"task": "open the pricing page", "start_url": "https://acme.example/", "outcome": "` + outcome + `",
		"steps": [{"action": "navigate", "url": "https://acme.example/"},
			{"action": "click", "url": "https://acme.example/", "target": {"selector": "` + sel + `", "role": "link", "name": "Pricing"}` + clickErr + `}],
		"success_indicator": "h1.pricing"}`)
}

// TestGCMovesBackFilesOfAnUnfinishedForget: a forget moves the raw files into its archive's
// folder before its commit; killed in between, it leaves the records and their files there.
// gc moves them back to the records that name them.
func TestGCMovesBackFilesOfAnUnfinishedForget(t *testing.T) {
	m := openMemory(t, nil)
	r := seedTrace(t, m, "read the docs", "docs.example", time.Now().Add(-time.Hour))
	file := traceFile(t, m, r)
	rel, err := filepath.Rel(m.Home(), file)
	if err != nil {
		t.Fatal(err)
	}
	moved := filepath.Join(m.Home(), "archive", "20261201T000000.000Z-site-docs.example.d", rel)
	if err := os.MkdirAll(filepath.Dir(moved), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(file, moved); err != nil {
		t.Fatal(err)
	}
	res, err := m.GC(context.Background())
	if err != nil || res.FilesMovedBack != 1 || !exists(file) || exists(moved) {
		t.Errorf("GC %+v, %v; file back %v, still in the archive's folder %v", res, err, exists(file), exists(moved))
	}
}

// TestGCSweepSparesAFileNamedSince: a raw file with no record when gc read the records, but
// named by one committed before gc sweeps (another process's restore or save), stays.
func TestGCSweepSparesAFileNamedSince(t *testing.T) {
	m := openMemory(t, nil)
	r := seedTrace(t, m, "read the docs", "docs.example", time.Now().Add(-time.Hour))
	file := traceFile(t, m, r)
	if _, err := m.Forget(context.Background(), waymark.ForgetRequest{ID: r.ID}); err != nil {
		t.Fatal(err)
	}
	// The file back in place, old, with no record: an orphan to gc's first look.
	if err := os.WriteFile(file, []byte("{}"), 0o600); err != nil {
		t.Fatal(err)
	}
	old := time.Now().Add(-3 * time.Hour)
	os.Chtimes(file, old, old)
	waymark.SetSweepHook(t, func() { seed(t, m, r) }) // the record comes back meanwhile
	if _, err := m.GC(context.Background()); err != nil {
		t.Fatal(err)
	}
	if !exists(file) {
		t.Error("gc removed a raw file that a record named before the sweep")
	}
}
