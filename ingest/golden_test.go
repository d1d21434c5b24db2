package ingest

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// update rewrites the golden files under testdata/golden instead of comparing with them:
// go test ./ingest -run X -update
var update = flag.Bool("update", false, "rewrite golden files")

// checkGolden compares got, rendered as indented JSON (HTML characters not escaped, a final
// newline), with the golden file at path, or rewrites the file when -update is set.
func checkGolden(t *testing.T, path string, got any) {
	t.Helper()
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(got); err != nil {
		t.Fatalf("golden %s: encode: %v", path, err)
	}
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("golden %s: %v (run with -update to create it)", path, err)
	}
	if bytes.Equal(want, buf.Bytes()) {
		return
	}
	gl, wl := strings.Split(buf.String(), "\n"), strings.Split(string(want), "\n")
	for i := 0; i < len(gl) || i < len(wl); i++ {
		var g, w string
		if i < len(gl) {
			g = gl[i]
		}
		if i < len(wl) {
			w = wl[i]
		}
		if g != w {
			t.Fatalf("golden %s differs at line %d:\n got: %s\nwant: %s\n(run with -update to accept)", path, i+1, g, w)
		}
	}
}

// checkCorpusDetect checks that im detects every corpus file under a folder named dir and no
// other corpus file, then that it refuses each of the inputs in not.
func checkCorpusDetect(t *testing.T, im Importer, dir string, not []string) {
	t.Helper()
	err := filepath.WalkDir("../../shared/corpus", func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || strings.HasSuffix(p, ".md") {
			return err
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		want := strings.Contains(filepath.ToSlash(p), "/"+dir+"/")
		if got := im.Detect(Source{Path: p, Data: b}); got != want {
			t.Errorf("Detect(%s) = %v, want %v", p, got, want)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, in := range not {
		if im.Detect(Source{Data: []byte(in)}) {
			t.Errorf("Detect(%s) = true", in)
		}
	}
}
