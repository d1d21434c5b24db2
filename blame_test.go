package waymark_test

import (
	"context"
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/waymark-dev/waymark"
	"github.com/waymark-dev/waymark/sqlite"
)

// findCounting counts the Find calls of the write transactions of a Store.
type findCounting struct {
	waymark.Store
	finds *atomic.Int64
}

func (s findCounting) Update(ctx context.Context, fn func(waymark.Tx) error) error {
	return s.Store.Update(ctx, func(tx waymark.Tx) error { return fn(countingTx{tx, s.finds}) })
}

type countingTx struct {
	waymark.Tx
	finds *atomic.Int64
}

func (t countingTx) Find(ctx context.Context, f waymark.Filter) ([]waymark.Record, error) {
	t.finds.Add(1)
	return t.Tx.Find(ctx, f)
}

// TestLongTraceReadsItsPageOnce: a successful trace that clicks 300 links on one page, each
// by another locator than the one stored for it (whose success clears that locator's
// blame, SPEC §3.5), reads the page's selector records a bounded number of times, not
// once per step (a 5,000-step trace held the write lock for minutes); and a locator
// blamed by a failed run is cleared by the success.
func TestLongTraceReadsItsPageOnce(t *testing.T) {
	ctx := context.Background()
	st, err := sqlite.Open(ctx, filepath.Join(t.TempDir(), "memory.db"), nil)
	if err != nil {
		t.Fatal(err)
	}
	finds := new(atomic.Int64)
	m, err := waymark.Open(ctx, t.TempDir(), &waymark.Options{Store: findCounting{st, finds}})
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	const page = "https://code.example/acme/widget"
	trace := func(session, outcome string, n int, failAt int) json.RawMessage {
		steps := []string{fmt.Sprintf(`{"action": "navigate", "url": %q}`, page)}
		for i := range n {
			errField := ""
			if i == failAt {
				errField = `, "error": "element not found"`
			}
			// Links alike but for their test ids, which look generated ("t1000"): a stable
			// locator is stored for each, the test id it was clicked by is another.
			steps = append(steps, fmt.Sprintf(`{"action": "click", "url": %q, "target": {"selector": "[data-testid='t%d']", "xpath": "/html/body/nav/a[2]", "role": "link", "name": "Item %d", "text": "Issues", "attributes": {"href": "/acme/widget/issues"}}%s}`,
				page, 1000+i, i, errField))
		}
		return json.RawMessage(fmt.Sprintf(`{"task": "click through the items", "start_url": %q, "outcome": %q, "session_id": %q, "steps": [%s]}`,
			page, outcome, session, strings.Join(steps, ",")))
	}
	if _, err := m.Save(ctx, waymark.SaveRequest{URL: page, Trace: trace("failed", "failure", 3, 2)}); err != nil {
		t.Fatal(err)
	}
	blamed := func() int {
		rec, err := m.Query(ctx, waymark.QueryRequest{URL: page})
		if err != nil {
			t.Fatal(err)
		}
		return len(rec.AntiPatterns)
	}
	if blamed() == 0 {
		t.Fatal("the failed click left no anti-pattern")
	}
	finds.Store(0)
	if _, err := m.Save(ctx, waymark.SaveRequest{URL: page, Trace: trace("long", "success", 300, -1)}); err != nil {
		t.Fatal(err)
	}
	if n := finds.Load(); n > 10 {
		t.Errorf("a save of 300 clicks on one page made %d Find calls, want at most 10", n)
	}
	if n := blamed(); n != 0 {
		t.Errorf("%d anti-patterns left after the successful run clicked them", n)
	}
}
