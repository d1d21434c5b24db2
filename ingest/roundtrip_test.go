package ingest_test

import (
	"bytes"
	"context"
	"io/fs"
	"os"
	"path/filepath"
	"testing"

	"github.com/waymark-dev/waymark"
	"github.com/waymark-dev/waymark/ingest"
	"github.com/waymark-dev/waymark/sqlite"
)

// TestCorpusExportImport: what the real corpus teaches exports, imports into an empty
// home through every check and mask of Import (vet.go), and exports again byte for byte;
// a second import changes nothing.
func TestCorpusExportImport(t *testing.T) {
	if testing.Short() {
		t.Skip("ingests the whole corpus")
	}
	ctx := context.Background()
	open := func() *waymark.Memory {
		m, err := sqlite.OpenMemory(ctx, t.TempDir(), nil)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { m.Close() })
		return m
	}
	a := open()
	if _, err := ingest.Run(ctx, a, []string{"../../shared/corpus"}, nil); err != nil {
		t.Logf("ingest: %v (the corpus holds files meant to fail)", err)
	}
	dirA, dirB := t.TempDir(), t.TempDir()
	exp, err := a.Export(ctx, waymark.ExportRequest{Dir: dirA})
	if err != nil {
		t.Fatal(err)
	}
	if exp.Sites < 10 {
		t.Fatalf("export %+v: want the corpus's sites", exp)
	}
	b := open()
	res, err := b.Import(ctx, dirA)
	if err != nil {
		t.Fatal(err)
	}
	if res.Sites != exp.Sites || res.Unchanged != 0 {
		t.Errorf("import %+v, want %d sites, all new", res, exp.Sites)
	}
	if _, err := b.Export(ctx, waymark.ExportRequest{Dir: dirB}); err != nil {
		t.Fatal(err)
	}
	files := 0
	filepath.WalkDir(dirA, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(dirA, p)
		want, _ := os.ReadFile(p)
		got, err := os.ReadFile(filepath.Join(dirB, rel))
		if err != nil || !bytes.Equal(got, want) {
			t.Errorf("%s differs after export → import → export (%v)", rel, err)
		}
		files++
		return nil
	})
	again, err := b.Import(ctx, dirA)
	if err != nil {
		t.Fatal(err)
	}
	for k, n := range again.Records {
		if n != 0 {
			t.Errorf("second import changed %d %s records", n, k)
		}
	}
	t.Logf("%d files, %d sites, %d records unchanged on the second import", files, exp.Sites, again.Unchanged)
}
