package ingest

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/waymark-dev/waymark"
	"github.com/waymark-dev/waymark/sqlite"
)

// Texts outside ASCII that must come back exactly as they went in.
const (
	cjkName      = "検索"          // the accessible name of the search box
	cyrillicText = "Война и мир" // typed into it
	rawURL       = "https://shop.example.org/каталог/книги?q=война"
	encodedURL   = "https://shop.example.org/%D0%BA%D0%B0%D1%82%D0%B0%D0%BB%D0%BE%D0%B3/%D0%BA%D0%BD%D0%B8%D0%B3%D0%B8?q=%D0%B2%D0%BE%D0%B9%D0%BD%D0%B0"
	emojiTask    = "Найти «Война и мир» в каталоге 📚"
	lineSepText  = "Найдено 3 книги 📚\u2028первая: «Война и мир»" // U+2028 LINE SEPARATOR inside
)

// utf8Trace is a trace in waymark's format on url, with the texts above.
func utf8Trace(t *testing.T, url string) []byte {
	t.Helper()
	tr := map[string]any{
		"task":         emojiTask,
		"start_url":    url,
		"outcome":      "success",
		"final_answer": lineSepText,
		"steps": []map[string]any{
			{"action": "navigate", "url": url},
			{"action": "fill", "url": url, "value": cyrillicText,
				"target": map[string]any{"selector": "input[name='q']", "role": "searchbox", "name": cjkName}},
			{"action": "click", "url": url,
				"target": map[string]any{"selector": "[data-testid='search-go']", "role": "button", "name": cjkName + " 🔍"}},
			{"action": "extract", "url": url, "extracted": lineSepText,
				"target": map[string]any{"selector": "[data-testid='result-count']"}},
			{"action": "done", "url": url, "extracted": lineSepText},
		},
	}
	b, err := json.Marshal(tr)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestUTF8RoundTrip ingests a trace with a CJK accessible name, Cyrillic typed text, a
// Cyrillic URL (raw, then percent-encoded), an emoji and U+2028, and checks that the raw
// trace stored and the answers to a query hold them unchanged, and that both forms of the
// URL give the same URL pattern.
func TestUTF8RoundTrip(t *testing.T) {
	ctx := context.Background()
	home := t.TempDir()
	m, err := sqlite.OpenMemory(ctx, home, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()

	var patterns []string
	for _, u := range []string{rawURL, encodedURL} {
		rep, err := RunData(ctx, m, "utf8.json", utf8Trace(t, u), nil)
		if err != nil {
			t.Fatal(err)
		}
		f := rep.Files[0]
		if f.Error != "" || f.Format != "waymark" || f.Traces != 1 || f.Redactions != 0 {
			t.Fatalf("ingest %s: %+v", u, f)
		}
		for _, u2 := range []string{rawURL, encodedURL} {
			rec, err := m.Query(ctx, waymark.QueryRequest{URL: u2, Intent: emojiTask})
			if err != nil {
				t.Fatal(err)
			}
			patterns = append(patterns, rec.URLPattern)
		}
	}
	for _, p := range patterns {
		if p == "" || p != patterns[0] {
			t.Errorf("url patterns of the raw and percent-encoded URL differ: %q", patterns)
			break
		}
	}

	// The raw trace files hold every text as it was given.
	files, err := filepath.Glob(filepath.Join(home, "traces", "*", "*.json"))
	if err != nil || len(files) != 2 {
		t.Fatalf("want the two raw traces (raw and percent-encoded URL) stored, got %q (%v)", files, err)
	}
	for _, file := range files {
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		tr, err := waymark.ParseTrace(data, 0)
		if err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		if tr.Task != emojiTask || tr.FinalAnswer != lineSepText {
			t.Errorf("%s: task %q, final answer %q", file, tr.Task, tr.FinalAnswer)
		}
		if len(tr.Steps) != 5 {
			t.Fatalf("%s: %d steps", file, len(tr.Steps))
		}
		if s := tr.Steps[1]; s.Value != cyrillicText || s.Target == nil || s.Target.Name != cjkName {
			t.Errorf("%s: fill step %+v", file, s)
		}
		if s := tr.Steps[2]; s.Target == nil || s.Target.Name != cjkName+" 🔍" {
			t.Errorf("%s: click step %+v", file, s)
		}
		if s := tr.Steps[3]; s.Extracted != lineSepText {
			t.Errorf("%s: extracted %q", file, s.Extracted)
		}
		if u := tr.StartURL; u != rawURL && u != encodedURL {
			t.Errorf("%s: start url %q", file, u)
		}
	}

	// The query answer gives back the same texts: the route's anchors, the typed value,
	// the cached answer, and the memory_context block.
	rec, err := m.Query(ctx, waymark.QueryRequest{URL: rawURL, Intent: emojiTask})
	if err != nil {
		t.Fatal(err)
	}
	if rec.Tier == waymark.P5 || len(rec.Steps) == 0 {
		t.Fatalf("query after two saves: tier %s, %d steps", rec.Tier, len(rec.Steps))
	}
	var names, values []string
	for _, s := range rec.Steps {
		names = append(names, s.Name)
		values = append(values, s.Value)
		for _, a := range s.Anchors {
			names = append(names, a.Value)
		}
	}
	if !containsString(names, cjkName) || !containsString(names, cjkName+" 🔍") {
		t.Errorf("route names and anchors %q lack %q and %q", names, cjkName, cjkName+" 🔍")
	}
	if !containsString(values, cyrillicText) {
		t.Errorf("route values %q lack %q", values, cyrillicText)
	}
	found := false
	for _, c := range rec.CachedAnswers {
		if c.Answer != nil && *c.Answer == lineSepText {
			found = true
		}
	}
	if !found {
		t.Errorf("cached answers %+v lack %q", rec.CachedAnswers, lineSepText)
	}
	if !strings.Contains(rec.MemoryContext, cjkName) {
		t.Errorf("memory_context lacks %q:\n%s", cjkName, rec.MemoryContext)
	}
	if !strings.Contains(rec.MemoryContext, "\\u2028") && !strings.Contains(rec.MemoryContext, "\u2028") {
		t.Errorf("memory_context lost U+2028:\n%s", rec.MemoryContext)
	}
}

func containsString(ss []string, s string) bool {
	for _, x := range ss {
		if x == s {
			return true
		}
	}
	return false
}
