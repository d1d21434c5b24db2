package waymark_test

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/waymark-dev/waymark"
	"github.com/waymark-dev/waymark/sqlite"
)

// TestLateMaskLeavesNoCopy: a value stored as typed, then masked when a later step shows
// it was a password (SPEC §8), leaves no copy in the home's files once the session's
// process ends: not in a record, nor in the full-text index's segments (the friction note
// its failed step left is searched), nor in the WAL.
func TestLateMaskLeavesNoCopy(t *testing.T) {
	ctx := context.Background()
	home := t.TempDir()
	m := openHome(t, home, nil)
	const pw = "zanzibarquokka77"
	for _, st := range []string{
		`{"action":"fill","url":"https://shop.example.com/login","target":{"selector":"#f1"},"value":"` + pw + `","error":"server said bad credentials ` + pw + `"}`,
		`{"action":"fill","url":"https://shop.example.com/login","target":{"selector":"#f1","attributes":{"type":"password"}},"value":"` + pw + `"}`,
	} {
		if _, err := m.Step(ctx, waymark.StepRequest{SessionID: "s1", Task: "log in", Step: json.RawMessage(st)}); err != nil {
			t.Fatal(err)
		}
	}
	m.Close()
	for _, f := range []string{"memory.db", "memory.db-wal"} {
		if b, _ := os.ReadFile(filepath.Join(home, f)); bytes.Contains(b, []byte(pw)) {
			t.Errorf("the masked value is still in %s", f)
		}
	}
}

// TestForgetLeavesNoCopy: what a forgotten record held (a user forgets a note that leaked
// a secret) is in no file of the home once its archive is deleted: not in the full-text
// index's segments, which keep a deleted row's terms until they are merged, nor in the WAL.
func TestForgetLeavesNoCopy(t *testing.T) {
	ctx := context.Background()
	home := t.TempDir()
	m := openHome(t, home, nil)
	const word = "zanzibarquokka"
	if _, err := m.RecordQuirk(ctx, waymark.QuirkRequest{URL: "https://shop.example.co.uk/", Problem: waymark.FrictionOther,
		Symptom: "the banner said " + word}); err != nil {
		t.Fatal(err)
	}
	// Another site's records stay, and with them index segments the merge must not lose.
	if _, err := m.RecordQuirk(ctx, waymark.QuirkRequest{URL: "https://docs.example.org/", Problem: waymark.FrictionCookieBanner,
		Symptom: "a cookie banner covers the search box"}); err != nil {
		t.Fatal(err)
	}
	if _, err := m.Forget(ctx, waymark.ForgetRequest{Site: "shop.example.co.uk"}); err != nil {
		t.Fatal(err)
	}
	if err := os.RemoveAll(filepath.Join(home, "archive")); err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"memory.db", "memory.db-wal"} {
		if b, _ := os.ReadFile(filepath.Join(home, f)); bytes.Contains(b, []byte(word)) {
			t.Errorf("the forgotten record's word is still in %s", f)
		}
	}
	res, err := m.List(ctx, waymark.ListRequest{Filter: "cookie banner covers"})
	if err != nil || res.Total != 1 {
		t.Errorf("the other site's note after the forget: %+v, %v", res, err)
	}
}

// TestGCLeavesNoCopy: what an expired trace record held that no other record holds is in
// no file of the home after gc removes the record.
func TestGCLeavesNoCopy(t *testing.T) {
	ctx := context.Background()
	home := t.TempDir()
	now := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	m, err := sqlite.OpenMemory(ctx, home, &waymark.Options{Now: func() time.Time { return now }})
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	const word = "zanzibarquokka"
	raw := `{"task":"read the opening hours","start_url":"https://shop.example.co.uk/","outcome":"success",
		"final_answer":"9 to 5 ` + word + `","steps":[{"action":"navigate","url":"https://shop.example.co.uk/"},
		{"action":"extract","url":"https://shop.example.co.uk/","target":{"selector":"#hours"},"extracted":"9 to 5 ` + word + `"}]}`
	if _, err := m.Save(ctx, waymark.SaveRequest{Trace: json.RawMessage(raw)}); err != nil {
		t.Fatal(err)
	}
	// Only the trace record is to hold the word: the records derived from it are removed.
	for _, k := range []waymark.Kind{waymark.KindCache, waymark.KindPattern, waymark.KindSelector} {
		if _, err := m.Forget(ctx, waymark.ForgetRequest{Site: "shop.example.co.uk", Kind: k}); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.RemoveAll(filepath.Join(home, "archive")); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(filepath.Join(home, "memory.db")); !bytes.Contains(b, []byte(word)) {
		if b, _ := os.ReadFile(filepath.Join(home, "memory.db-wal")); !bytes.Contains(b, []byte(word)) {
			t.Fatal("the trace record's word is in no file before gc: the test proves nothing")
		}
	}
	now = now.Add(waymark.DefaultTraceTTL + time.Hour)
	if res, err := m.GC(ctx); err != nil || res.TracesRemoved == 0 {
		t.Fatalf("gc: %+v, %v", res, err)
	}
	for _, f := range []string{"memory.db", "memory.db-wal"} {
		if b, _ := os.ReadFile(filepath.Join(home, f)); bytes.Contains(b, []byte(word)) {
			t.Errorf("the expired trace's word is still in %s", f)
		}
	}
}
