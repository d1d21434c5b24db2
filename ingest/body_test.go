package ingest_test

import (
	"bytes"
	"context"
	stdjson "encoding/json"
	"reflect"
	"testing"

	segjson "github.com/segmentio/encoding/json"

	"github.com/waymark-dev/waymark"
	"github.com/waymark-dev/waymark/ingest"
	"github.com/waymark-dev/waymark/sqlite"
)

// TestBodiesAsEncodingJSON: waymark encodes and decodes record bodies with
// segmentio/encoding/json (body.go) as a faster drop-in for encoding/json. Over every record
// the real corpus produces, both libraries must decode a body to the same value, and
// encoding/json must write back exactly the stored bytes.
func TestBodiesAsEncodingJSON(t *testing.T) {
	if testing.Short() {
		t.Skip("ingests the whole corpus")
	}
	ctx := context.Background()
	m, err := sqlite.OpenMemory(ctx, t.TempDir(), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	if _, err := ingest.Run(ctx, m, []string{"../../shared/corpus"}, nil); err != nil {
		t.Logf("ingest: %v (the corpus holds files meant to fail)", err)
	}
	// The corpus's runs answer no question a cache keeps: one that does.
	const u = "https://en.wikipedia.org/wiki/Alan_Turing"
	if _, err := m.Save(ctx, waymark.SaveRequest{Trace: []byte(`{"task": "When was Alan Turing born?", "start_url": "` + u +
		`", "final_answer": "23 June 1912", "steps": [{"action": "navigate", "url": "` + u + `"}, {"action": "extract", "url": "` +
		u + `", "target": {"selector": ".infobox .bday"}, "extracted": "1912-06-23"}]}`)}); err != nil {
		t.Fatal(err)
	}
	types := map[waymark.Kind]reflect.Type{
		waymark.KindPattern: reflect.TypeFor[waymark.Pattern](), waymark.KindCache: reflect.TypeFor[waymark.Cache](),
		waymark.KindSiteNote: reflect.TypeFor[waymark.SiteNote](), waymark.KindSelector: reflect.TypeFor[waymark.SelectorRecord](),
		waymark.KindTrace: reflect.TypeFor[waymark.TraceRecord](), waymark.KindSnapshot: reflect.TypeFor[waymark.Snapshot](),
		waymark.KindProfile: reflect.TypeFor[waymark.Profile](),
	}
	var recs []waymark.Record
	if err := m.Store().View(ctx, func(tx waymark.Tx) error {
		recs, err = tx.Find(ctx, waymark.Filter{})
		return err
	}); err != nil {
		t.Fatal(err)
	}
	n := map[waymark.Kind]int{}
	for _, r := range recs {
		typ, ok := types[r.Kind]
		if !ok {
			continue
		}
		std, seg := reflect.New(typ), reflect.New(typ)
		if err := stdjson.Unmarshal(r.Body, std.Interface()); err != nil {
			t.Fatalf("%s %s: encoding/json: %v", r.Kind, r.ID, err)
		}
		if err := segjson.Unmarshal(r.Body, seg.Interface()); err != nil {
			t.Fatalf("%s %s: segmentio: %v", r.Kind, r.ID, err)
		}
		if !reflect.DeepEqual(std.Interface(), seg.Interface()) {
			t.Fatalf("%s %s: the libraries decode\n%s\ndifferently:\n%+v\n%+v", r.Kind, r.ID, r.Body, std.Interface(), seg.Interface())
		}
		again, err := stdjson.Marshal(std.Interface())
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(again, r.Body) {
			t.Fatalf("%s %s: stored body\n%s\nencoding/json writes\n%s", r.Kind, r.ID, r.Body, again)
		}
		n[r.Kind]++
	}
	for _, k := range []waymark.Kind{waymark.KindPattern, waymark.KindCache, waymark.KindSiteNote, waymark.KindSelector, waymark.KindTrace, waymark.KindProfile} {
		if n[k] == 0 {
			t.Errorf("the corpus gave no %s record to compare", k)
		}
	}
	t.Logf("compared %v", n)
}
