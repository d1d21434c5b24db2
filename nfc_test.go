package waymark_test

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/text/unicode/norm"

	"github.com/waymark-dev/waymark"
)

// cafeTrace orders from a menu by a button whose accessible name is name, with a note
// typed in the form (NFC or NFD) name is in.
func cafeTrace(run int, name string) json.RawMessage {
	form := norm.NFD
	if norm.NFC.IsNormalString(name) {
		form = norm.NFC
	}
	return json.RawMessage(form.String(fmt.Sprintf(`{"task": "Order a café au lait", "start_url": "https://cafe.example/menu",
		"outcome": "success", "session_id": "run-%d", "steps": [
		{"action": "navigate", "url": "https://cafe.example/menu"},
		{"action": "click", "url": "https://cafe.example/menu", "target": {"role": "button", "name": %q, "text": %[2]q}},
		{"action": "fill", "url": "https://cafe.example/menu", "target": {"selector": "#note", "role": "textbox", "name": "Note"}, "value": "Extra crème"},
		{"action": "click", "url": "https://cafe.example/menu", "target": {"selector": "#checkout", "role": "button", "name": "Checkout"}},
		{"action": "done", "url": "https://cafe.example/done", "extracted": "ordered"}]}`, run, name)))
}

// TestDecomposedNameIsOneRoute: an accessible name a tool reports decomposed ("Cafe" and a
// combining accent) is the element the composed name is: one route run twice and one
// selector record, not two of each, and the route keeps the button's name and locator (a
// name that varies between runs is dropped) in the form the last run gave.
func TestDecomposedNameIsOneRoute(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	nfd, nfc := norm.NFD.String("Café au lait"), norm.NFC.String("Café au lait")
	if nfd == nfc {
		t.Fatal("the two forms are one string")
	}
	var res waymark.SaveResult
	for i, name := range []string{nfd, nfc} {
		var err error
		if res, err = m.Save(ctx, waymark.SaveRequest{Trace: cafeTrace(i, name)}); err != nil {
			t.Fatal(err)
		}
	}
	if res.Pattern == nil || res.Pattern.Executions != 2 {
		t.Fatalf("second run: pattern %+v, want the first run's route run twice", res.Pattern)
	}
	var selectors []string
	for _, r := range listAll(t, m) {
		if r.Kind == waymark.KindSelector {
			selectors = append(selectors, r.Key)
		}
	}
	if len(selectors) != 3 {
		t.Errorf("selector records %q, want one for each element", selectors)
	}
	rec, err := m.Query(ctx, waymark.QueryRequest{URL: "https://cafe.example/menu", Intent: "Order a café au lait"})
	if err != nil {
		t.Fatal(err)
	}
	if len(rec.Steps) < 2 || rec.Steps[1].Name != nfc || len(rec.Steps[1].Anchors) == 0 || !strings.Contains(rec.Steps[1].Anchors[0].Value, nfc) {
		t.Errorf("steps %+v: want the button's name and locator as the last run gave them", rec.Steps)
	}
	if len(rec.Steps) < 3 || rec.Steps[2].Value != norm.NFC.String("Extra crème") {
		t.Errorf("steps %+v: want the note typed in both runs, not an input", rec.Steps)
	}

	// A site file from before keys were NFC files the decomposed selector under a
	// decomposed key: it imports.
	dir, file, b := exportCafe(t, m)
	lines := strings.Split(string(b), "\n")
	edited := 0
	for i, l := range lines {
		if strings.HasPrefix(strings.TrimSpace(l), "- key: ") && strings.Contains(l, nfc) {
			lines[i], edited = strings.ReplaceAll(l, nfc, nfd), edited+1
		}
	}
	if edited != 1 {
		t.Fatalf("%d key lines name the button composed, want 1:\n%s", edited, b)
	}
	if err := os.WriteFile(file, []byte(strings.Join(lines, "\n")), 0o600); err != nil {
		t.Fatal(err)
	}
	other := openMemory(t, nil)
	if _, err := other.Import(ctx, dir); err != nil {
		t.Fatalf("import of a decomposed key: %v", err)
	}
	kinds := func(m *waymark.Memory) map[waymark.Kind]int {
		n := map[waymark.Kind]int{}
		for _, r := range listAll(t, m) {
			n[r.Kind]++
		}
		return n
	}
	got, want := kinds(other), kinds(m)
	if got[waymark.KindSelector] != 3 || got[waymark.KindPattern] != 1 {
		t.Errorf("imported %v of %v, want the route and the three selectors", got, want)
	}
}

// TestDecomposedAnswerIsOneCacheEntry: the same answer read decomposed and composed is one
// cached answer, not two that warn the answer changed; a site file from before cache keys
// took answers in NFC (the key hashes the decomposed answer) still imports.
func TestDecomposedAnswerIsOneCacheEntry(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	const u = "https://cafe.example/specials"
	read := func(run int, answer string) json.RawMessage {
		return json.RawMessage(fmt.Sprintf(`{"task": "Which dessert is the special today?", "start_url": %[1]q, "outcome": "success", "session_id": "c%[2]d", "steps": [
			{"action": "navigate", "url": %[1]q},
			{"action": "extract", "url": %[1]q, "target": {"selector": "#special", "role": "heading", "name": "Special"}, "extracted": %[3]q}]}`, u, run, answer))
	}
	nfd, nfc := norm.NFD.String("Crème brûlée by Chef Zoë"), norm.NFC.String("Crème brûlée by Chef Zoë")
	for i, a := range []string{nfd, nfc} {
		if _, err := m.Save(ctx, waymark.SaveRequest{Trace: read(i, a)}); err != nil {
			t.Fatal(err)
		}
	}
	var caches []waymark.Record
	for _, r := range listAll(t, m) {
		if r.Kind == waymark.KindCache {
			caches = append(caches, r)
		}
	}
	if len(caches) != 1 {
		t.Fatalf("%d cache entries, want one answer read twice", len(caches))
	}
	rec, err := m.Query(ctx, waymark.QueryRequest{URL: u, Intent: "Which dessert is the special today?"})
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range rec.Warnings {
		if strings.Contains(w, "changed") {
			t.Errorf("warning %q: the answer did not change", w)
		}
	}

	// The key a site file of before holds: the hash of the answer as read (decomposed).
	dir, file, b := exportCafe(t, m)
	hash := func(a string) string {
		h := sha256.Sum256([]byte(strings.ToLower(a)))
		return hex.EncodeToString(h[:8])
	}
	newKey := caches[0].Key
	oldKey := strings.TrimSuffix(newKey, hash(nfc)) + hash(nfd)
	if oldKey == newKey || !strings.Contains(string(b), newKey) {
		t.Fatalf("key %q: the file holds no such key, or the two forms hash alike", newKey)
	}
	if err := os.WriteFile(file, []byte(strings.ReplaceAll(string(b), newKey, oldKey)), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := openMemory(t, nil).Import(ctx, dir); err != nil {
		t.Fatalf("import of a key from before: %v", err)
	}
}

// exportCafe exports m into a new folder and returns it, the path of cafe.example's site
// file and the file's bytes.
func exportCafe(t *testing.T, m *waymark.Memory) (dir, file string, b []byte) {
	t.Helper()
	dir = t.TempDir()
	if _, err := m.Export(context.Background(), waymark.ExportRequest{Dir: dir}); err != nil {
		t.Fatal(err)
	}
	file = filepath.Join(dir, "sites", "cafe.example.yaml")
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	return dir, file, b
}
