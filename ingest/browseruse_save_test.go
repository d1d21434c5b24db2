package ingest

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/waymark-dev/waymark"
	"github.com/waymark-dev/waymark/sqlite"
)

// TestBrowserUseMind2WebSave saves converted corpus traces into a real memory and checks
// what waymark learns from them: the consent click of the 2024 history becomes a
// conditional cookie-banner step of the route, a Mind2Web task with a bare [svg] click
// yields no route, one with text on every target does.
func TestBrowserUseMind2WebSave(t *testing.T) {
	ctx := context.Background()
	m, err := sqlite.OpenMemory(ctx, t.TempDir(), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	save := func(c Converted) waymark.SaveResult {
		t.Helper()
		raw, err := json.Marshal(c.Trace)
		if err != nil {
			t.Fatal(err)
		}
		res, err := m.Save(ctx, waymark.SaveRequest{URL: c.URL, Trace: raw})
		if err != nil {
			t.Fatalf("save %q: %v", c.Trace.Task, err)
		}
		return res
	}

	consent := save(buConvertFile(t, "search-with-consent-wall-2024-format.json"))
	if consent.Outcome != waymark.OutcomeSuccess || consent.Pattern == nil {
		t.Fatalf("consent wall: %+v", consent)
	}
	p, err := m.Pattern(ctx, consent.Pattern.ID)
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, st := range p.Steps {
		if st.Action == waymark.ActionClick && st.Name == "Alle akzeptieren" {
			found = st.Conditional == "cookie_banner"
		}
	}
	if !found {
		t.Errorf("consent click not a conditional cookie_banner step: %+v", p.Steps)
	}
	for _, f := range []string{"form-fill-current-format.json", "navigation-timeout-failure.json"} {
		if res := save(buConvertFile(t, f)); res.Outcome != waymark.OutcomeFailure || res.Pattern != nil {
			t.Errorf("%s: %+v", f, res)
		}
	}

	out, err := m2wImporter{}.Convert(Source{Data: m2wReadCorpus(t, "processed.json")})
	if err != nil {
		t.Fatal(err)
	}
	if res := save(out[0]); res.Pattern != nil || !buHasWarning(res.Warnings, "neither a stable selector nor an anchor") {
		t.Errorf("exploretock task with bare svg clicks: pattern %+v, warnings %q", res.Pattern, res.Warnings)
	}
	kohls := out[4]
	if len(kohls.Warnings) != 0 || !strings.Contains(kohls.URL, "kohls") {
		t.Fatalf("task 4: %s %q", kohls.URL, kohls.Warnings)
	}
	if res := save(kohls); res.Pattern == nil {
		t.Errorf("kohls task: no pattern, warnings %q", res.Warnings)
	}
}
