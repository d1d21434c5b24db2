package ingest_test

import (
	"context"
	"encoding/json"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/waymark-dev/waymark"
	"github.com/waymark-dev/waymark/ingest"
	"github.com/waymark-dev/waymark/sqlite"
)

// TestIngestDeterministic: two ingests of the real corpus into fresh homes answer every
// query alike (ids and times aside), however the save workers happened to be scheduled.
// The traces of one batch share their save time, and ties in the ranking are broken by
// content, not by record ids.
func TestIngestDeterministic(t *testing.T) {
	if testing.Short() {
		t.Skip("ingests the corpus twice")
	}
	ctx := context.Background()
	var homes [2]string
	var ms [2]*waymark.Memory
	for i := range ms {
		homes[i] = t.TempDir()
		m, err := sqlite.OpenMemory(ctx, homes[i], nil)
		if err != nil {
			t.Fatal(err)
		}
		defer m.Close()
		if _, err := ingest.Run(ctx, m, []string{"../../shared/corpus"}, nil); err != nil {
			t.Logf("ingest %d: %v (the corpus holds files meant to fail)", i, err)
		}
		ms[i] = m
	}
	type query struct{ url, intent string }
	seen := map[query]bool{}
	var qs []query
	filepath.WalkDir(filepath.Join(homes[0], "traces"), func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return nil
		}
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		var tr waymark.Trace
		if err := json.Unmarshal(b, &tr); err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		for _, st := range tr.Steps {
			for _, q := range []query{{st.URL, tr.Task}, {st.URL, ""}} {
				if q.url != "" && !seen[q] {
					seen[q] = true
					qs = append(qs, q)
				}
			}
		}
		return nil
	})
	sort.Slice(qs, func(i, j int) bool { return qs[i].url+qs[i].intent < qs[j].url+qs[j].intent })
	if len(qs) < 100 {
		t.Fatalf("only %d queries from the corpus's traces", len(qs))
	}
	differ := 0
	for _, q := range qs {
		var out [2]string
		for i, m := range ms {
			r, err := m.Query(ctx, waymark.QueryRequest{URL: q.url, Intent: q.intent})
			if err != nil {
				t.Fatalf("query %q: %v", q.url, err)
			}
			var ids []string // random per home; also named in warnings and the context block
			for k := range r.Patterns {
				ids = append(ids, r.Patterns[k].ID)
				r.Patterns[k].ID, r.Patterns[k].LastVerified = "", r.Patterns[k].LastVerified.Truncate(24*3600e9)
			}
			for k := range r.CachedAnswers { // the run's own times
				r.CachedAnswers[k].ObservedAt = r.CachedAnswers[k].ObservedAt.Truncate(24 * 3600e9)
			}
			b, _ := json.Marshal(r)
			out[i] = string(b)
			for _, id := range ids {
				out[i] = strings.ReplaceAll(out[i], id, "<id>")
			}
		}
		if out[0] != out[1] {
			if differ++; differ <= 3 {
				at := 0
				for at < len(out[0]) && at < len(out[1]) && out[0][at] == out[1][at] {
					at++
				}
				from := max(0, at-200)
				t.Errorf("query %q intent %q differs between two ingests of the corpus at byte %d:\n…%s\n…%s",
					q.url, q.intent, at, out[0][from:min(len(out[0]), at+200)], out[1][from:min(len(out[1]), at+200)])
			}
		}
	}
	if differ > 0 {
		t.Errorf("%d of %d queries differ", differ, len(qs))
	}
}
