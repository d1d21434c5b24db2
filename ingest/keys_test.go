package ingest

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestRunRepeatedKey: a recording that gives a key twice in one object (a Chrome Recorder
// step with two urls) is refused, naming the key and its object, and nothing of it is
// stored; the same recording with the key once goes in.
func TestRunRepeatedKey(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t)
	dir := t.TempDir()
	write := func(name, body string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(body), 0o600); err != nil {
			t.Fatal(err)
		}
		return p
	}
	const rec = `{"title": "Open the page", "steps": [{"type": "navigate", "url": "https://x.example/p"%s}]}`
	twice := write("twice.json", strings.Replace(rec, "%s", `, "url": "https://x.example/evil"`, 1))
	rep, err := Run(ctx, m, []string{twice}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Files) != 1 || !strings.Contains(rep.Files[0].Error, `key "url" given twice in the object at /steps/0`) || rep.Files[0].Traces != 0 {
		t.Fatalf("report: %+v", rep.Files)
	}
	once := write("once.json", strings.Replace(rec, "%s", "", 1))
	if rep, err = Run(ctx, m, []string{once}, nil); err != nil || rep.Files[0].Error != "" || rep.Files[0].Traces != 1 {
		t.Fatalf("the key once: %+v, %v", rep.Files, err)
	}
}
