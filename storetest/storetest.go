// Package storetest is the conformance suite of the [waymark.Store] contract: every
// backend (package sqlite, later postgres) runs the same behaviour checks from its own
// tests.
//
//	func TestConformance(t *testing.T) {
//		storetest.Run(t, func(t *testing.T) waymark.Store {
//			s, err := sqlite.Open(t.Context(), filepath.Join(t.TempDir(), "memory.db"), nil)
//			if err != nil {
//				t.Fatal(err)
//			}
//			return s
//		})
//	}
//
// The checks pin down what store.go leaves to words: Put's upsert by kind and key, the
// sentinel errors, every [waymark.Filter] field, the order of Find, BM25 ranking and the
// safety of user text in Search, rollback of Update on an error or a panic, a Tx that
// outlives its function, ErrClosed after Close. Times in the checks are whole
// microseconds, so a backend storing microseconds (PostgreSQL timestamptz) passes; a
// backend's own tests check finer precision where it has it.
package storetest

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"testing"
	"time"

	waymark "github.com/waymark-dev/waymark"
)

// check is one behaviour check run against a new, empty store.
type check struct {
	name string
	fn   func(t *testing.T, s waymark.Store)
}

// checks lists every check of the suite; each file adds its own.
var checks []check

func register(cs ...check) bool {
	checks = append(checks, cs...)
	return true
}

// Run runs every check of the suite as a subtest of t. open must return a new, empty,
// open store for each call (it may register cleanups on the t it is given, such as
// removing a temporary folder); Run closes the store when the subtest ends, ignoring the
// error of a second Close.
func Run(t *testing.T, open func(t *testing.T) waymark.Store) {
	t.Helper()
	for _, c := range checks {
		t.Run(c.name, func(t *testing.T) {
			s := open(t)
			if s == nil {
				t.Fatal("open returned a nil store")
			}
			t.Cleanup(func() { _ = s.Close() })
			c.fn(t, s)
		})
	}
}

// base is the time the fixtures count from: whole microseconds, UTC.
var base = time.Date(2026, 3, 14, 15, 9, 26, 535897000, time.UTC)

// at returns base plus n minutes.
func at(n int) time.Time { return base.Add(time.Duration(n) * time.Minute) }

// rec returns a record with a small JSON body naming its key.
func rec(kind waymark.Kind, key, site, text string) *waymark.Record {
	return &waymark.Record{
		Kind: kind, Key: key, Site: site, Text: text,
		Body:      json.RawMessage(fmt.Sprintf(`{"key":%q}`, key)),
		UpdatedAt: base,
	}
}

// put stores rs in one Update, failing the test on an error; Put's write-backs land in rs.
func put(t *testing.T, s waymark.Store, rs ...*waymark.Record) {
	t.Helper()
	err := s.Update(t.Context(), func(tx waymark.Tx) error {
		for _, r := range rs {
			if err := tx.Put(t.Context(), r); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		t.Fatalf("put: %v", err)
	}
}

// view runs fn in a View, failing the test on an error.
func view(t *testing.T, s waymark.Store, fn func(ctx context.Context, tx waymark.Tx) error) {
	t.Helper()
	if err := s.View(t.Context(), func(tx waymark.Tx) error { return fn(t.Context(), tx) }); err != nil {
		t.Fatalf("view: %v", err)
	}
}

func get(t *testing.T, s waymark.Store, kind waymark.Kind, key string) (waymark.Record, error) {
	t.Helper()
	var r waymark.Record
	var gerr error
	view(t, s, func(ctx context.Context, tx waymark.Tx) error {
		r, gerr = tx.Get(ctx, kind, key)
		return nil
	})
	return r, gerr
}

func mustGet(t *testing.T, s waymark.Store, kind waymark.Kind, key string) waymark.Record {
	t.Helper()
	r, err := get(t, s, kind, key)
	if err != nil {
		t.Fatalf("get %s %q: %v", kind, key, err)
	}
	return r
}

func find(t *testing.T, s waymark.Store, f waymark.Filter) []waymark.Record {
	t.Helper()
	var out []waymark.Record
	view(t, s, func(ctx context.Context, tx waymark.Tx) error {
		var err error
		out, err = tx.Find(ctx, f)
		return err
	})
	return out
}

func count(t *testing.T, s waymark.Store, f waymark.Filter) int {
	t.Helper()
	var n int
	view(t, s, func(ctx context.Context, tx waymark.Tx) error {
		var err error
		n, err = tx.Count(ctx, f)
		return err
	})
	return n
}

func search(t *testing.T, s waymark.Store, q waymark.Search) []waymark.Hit {
	t.Helper()
	var out []waymark.Hit
	view(t, s, func(ctx context.Context, tx waymark.Tx) error {
		var err error
		out, err = tx.Search(ctx, q)
		return err
	})
	return out
}

// keys returns the keys of rs in order.
func keys(rs []waymark.Record) []string {
	out := make([]string, len(rs))
	for i, r := range rs {
		out[i] = r.Key
	}
	return out
}

// hitKeys returns the keys of hs in order.
func hitKeys(hs []waymark.Hit) []string {
	out := make([]string, len(hs))
	for i, h := range hs {
		out[i] = h.Key
	}
	return out
}

// jsonEqual reports whether a and b are the same JSON value (a backend may reformat).
func jsonEqual(a, b []byte) bool {
	if bytes.Equal(a, b) {
		return true
	}
	var x, y any
	if json.Unmarshal(a, &x) != nil || json.Unmarshal(b, &y) != nil {
		return false
	}
	xa, _ := json.Marshal(x)
	ya, _ := json.Marshal(y)
	return bytes.Equal(xa, ya)
}

// sameRecord reports the first difference between got and want, "" when none.
func sameRecord(got, want waymark.Record) string {
	switch {
	case got.ID != want.ID:
		return fmt.Sprintf("ID %q, want %q", got.ID, want.ID)
	case got.Kind != want.Kind:
		return fmt.Sprintf("Kind %q, want %q", got.Kind, want.Kind)
	case got.Key != want.Key:
		return fmt.Sprintf("Key %q, want %q", got.Key, want.Key)
	case got.Site != want.Site:
		return fmt.Sprintf("Site %q, want %q", got.Site, want.Site)
	case got.URLPattern != want.URLPattern:
		return fmt.Sprintf("URLPattern %q, want %q", got.URLPattern, want.URLPattern)
	case got.TaskType != want.TaskType:
		return fmt.Sprintf("TaskType %q, want %q", got.TaskType, want.TaskType)
	case got.Text != want.Text:
		return fmt.Sprintf("Text %q, want %q", got.Text, want.Text)
	case !jsonEqual(got.Body, want.Body):
		return fmt.Sprintf("Body %s, want %s", got.Body, want.Body)
	case !got.CreatedAt.Equal(want.CreatedAt):
		return fmt.Sprintf("CreatedAt %v, want %v", got.CreatedAt, want.CreatedAt)
	case !got.UpdatedAt.Equal(want.UpdatedAt):
		return fmt.Sprintf("UpdatedAt %v, want %v", got.UpdatedAt, want.UpdatedAt)
	case got.CreatedAt.Location() != time.UTC || got.UpdatedAt.Location() != time.UTC:
		return fmt.Sprintf("times in %v and %v, want UTC", got.CreatedAt.Location(), got.UpdatedAt.Location())
	}
	return ""
}

// errSentinel is what checks return from fn to force a rollback.
var errSentinel = errors.New("storetest: rollback please")

func equalKeys(t *testing.T, what string, got, want []string) {
	t.Helper()
	if !slices.Equal(got, want) {
		t.Errorf("%s: got keys %q, want %q", what, got, want)
	}
}
