package waymark_test

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/waymark-dev/waymark"
)

// TestBritishSpelling: a request in British spelling ("licence") is the request recorded in
// American spelling ("license"), not a misspelling of it: the same tier, and the cached
// answer given.
func TestBritishSpelling(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	const u = "https://docs.example.org/sdk"
	raw, _ := json.Marshal(waymark.Trace{Task: "What license is the Acme SDK released under?", StartURL: u, FinalAnswer: "Apache License 2.0",
		Steps: []waymark.Step{
			{Action: waymark.ActionNavigate, URL: u},
			{Action: waymark.ActionExtract, URL: u, Target: &waymark.Target{Selector: "#license"}, Extracted: "Apache License 2.0"},
		}})
	if _, err := m.Save(ctx, waymark.SaveRequest{Trace: raw}); err != nil {
		t.Fatal(err)
	}
	ask := func(intent string) waymark.Recall {
		r, err := m.Query(ctx, waymark.QueryRequest{URL: u, Intent: intent})
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	us, gb := ask("what license is the acme sdk released under"), ask("what licence is the acme sdk released under")
	if gb.Tier != us.Tier || gb.Confidence != us.Confidence {
		t.Errorf("British spelling: %s %.3f, American %s %.3f: want the same", gb.Tier, gb.Confidence, us.Tier, us.Confidence)
	}
	if len(gb.CachedAnswers) != 1 || gb.CachedAnswers[0].Answer == nil {
		t.Errorf("British spelling: cached answers %+v, want the answer given", gb.CachedAnswers)
	}
}
