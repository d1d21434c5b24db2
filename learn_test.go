package waymark_test

import (
	"context"
	"encoding/json"
	"errors"
	"slices"
	"testing"

	"github.com/waymark-dev/waymark"
)

// TestLearn teaches a named route (browser_pattern_learn "learn"): it is stored at the
// starting reliability, listed in the site's profile, found by a query of its page, and
// teaching it again as it is changes nothing.
func TestLearn(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	req := waymark.LearnRequest{URL: "https://docs.example.org/changelog", Name: "open_changelog",
		Steps: json.RawMessage(`[{"tool": "browser_navigate", "target": "https://docs.example.org/changelog"},
			{"tool": "browser_click", "target": "a[data-testid='latest-entry']"}]`),
		SuccessIndicator: "h1#changelog-title", Intent: "open the latest changelog entry"}
	info, err := m.Learn(ctx, req)
	if err != nil {
		t.Fatal(err)
	}
	if info.Name != "open_changelog" || info.Reliability != waymark.InitialReliability || info.Steps != 2 {
		t.Fatalf("learned: %+v", info)
	}
	view, err := m.Site(ctx, "https://docs.example.org")
	if err != nil {
		t.Fatal(err)
	}
	if view.Profile == nil || !slices.Contains(view.Profile.Patterns, "open_changelog") {
		t.Errorf("site profile %+v does not list the learned pattern", view.Profile)
	}
	r, err := m.Query(ctx, waymark.QueryRequest{URL: "https://docs.example.org/changelog", Intent: "open the latest changelog entry"})
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Patterns) == 0 || r.Patterns[0].ID != info.ID || len(r.Steps) != 2 {
		t.Errorf("query after learn: patterns %+v, %d steps", r.Patterns, len(r.Steps))
	}
	before := listAll(t, m)
	if again, err := m.Learn(ctx, req); err != nil || again.ID != info.ID {
		t.Fatalf("learn again: %+v, %v", again, err)
	}
	if !equalRecords(before, listAll(t, m)) {
		t.Error("teaching the same route again changed stored records")
	}
	for _, bad := range []waymark.LearnRequest{
		{URL: req.URL, Steps: req.Steps, SuccessIndicator: req.SuccessIndicator},
		{URL: req.URL, Name: "x", Steps: req.Steps},
		{URL: "javascript:alert(1)", Name: "x", Steps: req.Steps, SuccessIndicator: "h1"},
		{URL: req.URL, Name: "x", Steps: json.RawMessage(`[{"tool": "browser_click"}]`), SuccessIndicator: "h1"},
	} {
		if _, err := m.Learn(ctx, bad); !errors.Is(err, waymark.ErrInvalidInput) && !errors.Is(err, waymark.ErrInvalidTrace) {
			t.Errorf("learn %+v: %v, want an input error", bad, err)
		}
	}
	if !equalRecords(before, listAll(t, m)) {
		t.Error("refused learn requests changed stored records")
	}
}
