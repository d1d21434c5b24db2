package waymark_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/waymark-dev/waymark"
)

// TestLongBlockerShown: a blocker whose symptom and recovery run long is in the block,
// clipped, within a budget a route and it share; the answer's field holds it whole.
func TestLongBlockerShown(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	const u = "https://code.example/acme/widget"
	raw := `{"task": "How many issues are open?", "start_url": "` + u + `", "final_answer": "42", "steps": [
		{"action": "click", "url": "` + u + `", "target": {"selector": "#issues-tab", "role": "link", "name": "Issues"}},
		{"action": "extract", "url": "` + u + `/issues", "target": {"selector": "#open-count"}, "extracted": "42"}]}`
	if _, err := m.Save(ctx, waymark.SaveRequest{Trace: json.RawMessage(raw)}); err != nil {
		t.Fatal(err)
	}
	symptom := strings.Repeat("a cookie banner covers the page ", 31)
	if _, err := m.RecordQuirk(ctx, waymark.QuirkRequest{URL: u, Problem: waymark.FrictionCookieBanner, Symptom: symptom,
		Recovery: strings.Repeat("click accept ", 38), Selector: "#accept"}); err != nil {
		t.Fatal(err)
	}
	r, err := m.Query(ctx, waymark.QueryRequest{URL: u, Intent: "How many issues are open?", MaxChars: 2000})
	if err != nil {
		t.Fatal(err)
	}
	if len(r.KnownBlockers) != 1 || !strings.Contains(r.MemoryContext, "Known blockers:") || !strings.Contains(r.MemoryContext, `"#accept"`) {
		t.Errorf("blockers %d; block:\n%s", len(r.KnownBlockers), r.MemoryContext)
	}
	if len(r.KnownBlockers) == 1 && r.KnownBlockers[0].Symptom != strings.TrimSpace(symptom) && r.KnownBlockers[0].Symptom != symptom {
		t.Errorf("the answer's blocker was clipped: %q", r.KnownBlockers[0].Symptom)
	}
}
