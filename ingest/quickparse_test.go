package ingest_test

import (
	"bytes"
	"encoding/json"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/waymark-dev/waymark"
	"github.com/waymark-dev/waymark/ingest"
)

// TestCorpusParsePaths: every trace converted from the real corpus parses to the same trace
// on ParseTrace's quick path and on its JSON Schema path. A field holding null, which
// ParseTrace ignores as unknown, sends a trace down the schema path.
func TestCorpusParsePaths(t *testing.T) {
	traces := 0
	filepath.WalkDir("../../shared/corpus", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || filepath.Ext(p) != ".json" && filepath.Ext(p) != ".side" {
			return nil
		}
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		src := ingest.Source{Path: p, Data: data}
		im, err := ingest.Detect(src)
		if err != nil {
			return nil
		}
		cs, err := im.Convert(src)
		if err != nil {
			return nil
		}
		for _, c := range cs {
			if c.Trace == nil {
				continue
			}
			raw, err := json.Marshal(c.Trace)
			if err != nil {
				t.Fatal(err)
			}
			quick, err := waymark.ParseTrace(raw, 0)
			if err != nil {
				t.Errorf("%s: %v", p, err)
				continue
			}
			slow, err := waymark.ParseTrace(append([]byte(`{"unknown":null,`), bytes.TrimPrefix(raw, []byte("{"))...), 0)
			if err != nil {
				t.Errorf("%s, schema path: %v", p, err)
				continue
			}
			if !reflect.DeepEqual(quick, slow) {
				t.Errorf("%s: the two paths read\n%+v\n%+v", p, quick, slow)
			}
			traces++
		}
		return nil
	})
	if traces < 50 {
		t.Fatalf("%d traces converted from the corpus", traces)
	}
	t.Logf("%d traces", traces)
}
