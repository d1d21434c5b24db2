package storetest

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	waymark "github.com/waymark-dev/waymark"
)

var _ = register(
	check{"PutGetRoundTrip", testPutGetRoundTrip},
	check{"PutAssignsIDAndTimes", testPutAssignsIDAndTimes},
	check{"PutKeepsExplicitID", testPutKeepsExplicitID},
	check{"PutUpsertByKindAndKey", testPutUpsert},
	check{"PutUpdatedAtNeverBackwards", testPutUpdatedAtNeverBackwards},
	check{"PutSameKeyOtherKind", testPutSameKeyOtherKind},
	check{"PutIDOfAnotherRecord", testPutIDOfAnotherRecord},
	check{"PutValidates", testPutValidates},
	check{"PutValidatesUpdate", testPutValidatesUpdate},
	check{"PutOddValues", testPutOddValues},
	check{"PutLargeRecord", testPutLargeRecord},
	check{"GetNotFound", testGetNotFound},
	check{"GetMany", testGetMany},
	check{"GetManyThenPut", testGetManyThenPut},
	check{"Delete", testDelete},
)

func testPutGetRoundTrip(t *testing.T, s waymark.Store) {
	in := waymark.Record{
		Kind: waymark.KindPattern, Key: "amazon.com|amazon.com/dp/*|price", Site: "amazon.com",
		URLPattern: "amazon.com/dp/*", TaskType: waymark.TaskExtractDetail,
		Text:      "find the price of a product",
		Body:      json.RawMessage(`{"name":"price","reliability":0.5,"steps":[{"action":"click"}],"ok":true,"n":null}`),
		CreatedAt: at(-60), UpdatedAt: at(0),
	}
	r := in
	put(t, s, &r)
	if r.ID == "" {
		t.Fatal("Put left ID empty")
	}
	in.ID = r.ID
	if d := sameRecord(r, in); d != "" {
		t.Errorf("Put wrote back: %s", d)
	}
	got := mustGet(t, s, in.Kind, in.Key)
	if d := sameRecord(got, in); d != "" {
		t.Errorf("Get: %s", d)
	}
	view(t, s, func(ctx context.Context, tx waymark.Tx) error {
		got, err := tx.GetID(ctx, in.ID)
		if err != nil {
			t.Errorf("GetID: %v", err)
		} else if d := sameRecord(got, in); d != "" {
			t.Errorf("GetID: %s", d)
		}
		rs, err := tx.Find(ctx, waymark.Filter{})
		if err != nil || len(rs) != 1 {
			t.Fatalf("Find: %d records, %v", len(rs), err)
		}
		if d := sameRecord(rs[0], in); d != "" {
			t.Errorf("Find: %s", d)
		}
		return nil
	})
}

func testPutAssignsIDAndTimes(t *testing.T, s waymark.Store) {
	a := rec(waymark.KindCache, "a", "example.com", "alpha")
	b := rec(waymark.KindCache, "b", "example.com", "beta")
	a.UpdatedAt, b.UpdatedAt = time.Time{}, time.Time{}
	put(t, s, a, b)
	if a.ID == "" || b.ID == "" || a.ID == b.ID {
		t.Errorf("IDs %q and %q: want two different non-empty IDs", a.ID, b.ID)
	}
	for _, r := range []*waymark.Record{a, b} {
		if r.UpdatedAt.IsZero() || r.CreatedAt.IsZero() {
			t.Errorf("%s: zero times written back: created %v updated %v", r.Key, r.CreatedAt, r.UpdatedAt)
		}
		if !r.CreatedAt.Equal(r.UpdatedAt) {
			t.Errorf("%s: new record created %v != updated %v", r.Key, r.CreatedAt, r.UpdatedAt)
		}
		if d := sameRecord(mustGet(t, s, r.Kind, r.Key), *r); d != "" {
			t.Errorf("%s: Get after Put with zero times: %s", r.Key, d)
		}
	}
}

func testPutKeepsExplicitID(t *testing.T, s waymark.Store) {
	r := rec(waymark.KindTrace, "t1", "", "a trace")
	r.ID = "trace-0001"
	put(t, s, r)
	if r.ID != "trace-0001" {
		t.Errorf("ID %q, want the explicit trace-0001", r.ID)
	}
	view(t, s, func(ctx context.Context, tx waymark.Tx) error {
		got, err := tx.GetID(ctx, "trace-0001")
		if err != nil || got.Key != "t1" {
			t.Errorf("GetID: %q, %v", got.Key, err)
		}
		return nil
	})
}

func testPutUpsert(t *testing.T, s waymark.Store) {
	first := rec(waymark.KindPattern, "k", "old.example", "original words here")
	first.CreatedAt, first.UpdatedAt = at(0), at(1)
	put(t, s, first)

	second := &waymark.Record{
		ID: "some-other-id", Kind: waymark.KindPattern, Key: "k", Site: "new.example",
		URLPattern: "new.example/*", TaskType: waymark.TaskSearch, Text: "replacement vocabulary",
		Body: json.RawMessage(`{"v":2}`), CreatedAt: at(5), UpdatedAt: at(6),
	}
	put(t, s, second)
	if second.ID != first.ID {
		t.Errorf("upsert wrote back ID %q, want the existing %q", second.ID, first.ID)
	}
	if !second.CreatedAt.Equal(first.CreatedAt) {
		t.Errorf("upsert wrote back CreatedAt %v, want the existing %v", second.CreatedAt, first.CreatedAt)
	}
	want := *second
	want.ID, want.CreatedAt = first.ID, first.CreatedAt
	if d := sameRecord(mustGet(t, s, waymark.KindPattern, "k"), want); d != "" {
		t.Errorf("after upsert: %s", d)
	}
	if n := count(t, s, waymark.Filter{}); n != 1 {
		t.Errorf("%d records after upsert, want 1", n)
	}
	if hs := search(t, s, waymark.Search{Terms: []string{"original"}}); len(hs) != 0 {
		t.Errorf("search for replaced text: %q, want nothing", hitKeys(hs))
	}
	if hs := search(t, s, waymark.Search{Terms: []string{"replacement"}}); len(hs) != 1 {
		t.Errorf("search for new text: %q, want [k]", hitKeys(hs))
	}
	view(t, s, func(ctx context.Context, tx waymark.Tx) error {
		if _, err := tx.GetID(ctx, "some-other-id"); !errors.Is(err, waymark.ErrNotFound) {
			t.Errorf("GetID of the ignored ID: %v, want ErrNotFound", err)
		}
		return nil
	})
}

// testPutUpdatedAtNeverBackwards: an update whose UpdatedAt is earlier than the stored
// record's (a writer that read the clock before another one committed) keeps the stored
// time, and writes it back into the record, so that UpdatedAt never falls before
// CreatedAt.
func testPutUpdatedAtNeverBackwards(t *testing.T, s waymark.Store) {
	first := rec(waymark.KindPattern, "k", "a.example", "words")
	first.CreatedAt, first.UpdatedAt = at(5), at(5)
	put(t, s, first)
	late := rec(waymark.KindPattern, "k", "a.example", "words")
	late.Body = json.RawMessage(`{"v":2}`)
	late.UpdatedAt = at(3)
	put(t, s, late)
	got := mustGet(t, s, waymark.KindPattern, "k")
	if !got.UpdatedAt.Equal(at(5)) || !late.UpdatedAt.Equal(at(5)) || string(got.Body) != `{"v":2}` {
		t.Errorf("stored updated_at %v (written back %v), body %s; want %v and the new body", got.UpdatedAt, late.UpdatedAt, got.Body, at(5))
	}
}

func testPutSameKeyOtherKind(t *testing.T, s waymark.Store) {
	a := rec(waymark.KindPattern, "same", "x.example", "one")
	b := rec(waymark.KindCache, "same", "x.example", "two")
	put(t, s, a, b)
	if a.ID == b.ID {
		t.Fatalf("records of two kinds share ID %q", a.ID)
	}
	if got := mustGet(t, s, waymark.KindCache, "same"); got.Text != "two" {
		t.Errorf("cache text %q, want two", got.Text)
	}
	if got := mustGet(t, s, waymark.KindPattern, "same"); got.Text != "one" {
		t.Errorf("pattern text %q, want one", got.Text)
	}
}

func testPutIDOfAnotherRecord(t *testing.T, s waymark.Store) {
	a := rec(waymark.KindPattern, "a", "x.example", "first")
	put(t, s, a)
	b := rec(waymark.KindPattern, "b", "x.example", "second")
	b.ID = a.ID
	err := s.Update(t.Context(), func(tx waymark.Tx) error { return tx.Put(t.Context(), b) })
	if err == nil {
		t.Fatal("Put of a new key with the ID of another record: no error")
	}
	if got := mustGet(t, s, waymark.KindPattern, "a"); got.Text != "first" {
		t.Errorf("record a changed: text %q", got.Text)
	}
	if _, err := get(t, s, waymark.KindPattern, "b"); !errors.Is(err, waymark.ErrNotFound) {
		t.Errorf("record b: %v, want ErrNotFound", err)
	}
}

func testPutValidates(t *testing.T, s waymark.Store) {
	cases := []struct {
		name string
		r    waymark.Record
	}{
		{"empty kind", waymark.Record{Key: "k", Body: json.RawMessage(`{}`)}},
		{"empty key", waymark.Record{Kind: waymark.KindPattern, Body: json.RawMessage(`{}`)}},
		{"nil body", waymark.Record{Kind: waymark.KindPattern, Key: "k"}},
		{"broken body", waymark.Record{Kind: waymark.KindPattern, Key: "k", Body: json.RawMessage(`{"a":`)}},
		{"two values", waymark.Record{Kind: waymark.KindPattern, Key: "k", Body: json.RawMessage(`{} {}`)}},
		{"bare word", waymark.Record{Kind: waymark.KindPattern, Key: "k", Body: json.RawMessage(`hello`)}},
	}
	for _, c := range cases {
		t.Run(strings.ReplaceAll(c.name, " ", "_"), func(t *testing.T) {
			r := c.r
			var perr error
			err := s.Update(t.Context(), func(tx waymark.Tx) error {
				perr = tx.Put(t.Context(), &r)
				return nil // commit whatever Put did: it must have done nothing
			})
			if err != nil {
				t.Fatalf("Update: %v", err)
			}
			if !errors.Is(perr, waymark.ErrInvalidInput) {
				t.Errorf("Put: %v, want ErrInvalidInput", perr)
			}
			if n := count(t, s, waymark.Filter{}); n != 0 {
				t.Errorf("%d records stored after a refused Put", n)
			}
		})
	}
}

// testPutValidatesUpdate: a body that is not JSON is refused as well when it would replace
// a stored record's, which stays as it was, and the transaction goes on.
func testPutValidatesUpdate(t *testing.T, s waymark.Store) {
	stored := waymark.Record{Kind: waymark.KindSelector, Key: "k", Text: "t", Body: json.RawMessage(`{"v":1}`)}
	put(t, s, &stored)
	for _, c := range []struct{ name, text, body string }{
		{"same text", "t", `{"v":`},
		{"new text", "other", `nope`},
	} {
		r := waymark.Record{Kind: waymark.KindSelector, Key: "k", Text: c.text, Body: json.RawMessage(c.body)}
		var perr error
		err := s.Update(t.Context(), func(tx waymark.Tx) error {
			perr = tx.Put(t.Context(), &r)
			ok := waymark.Record{Kind: waymark.KindSelector, Key: "after " + c.name, Body: json.RawMessage(`{}`)}
			return tx.Put(t.Context(), &ok)
		})
		if err != nil {
			t.Fatalf("%s: Update: %v (a refused Put must leave the transaction usable)", c.name, err)
		}
		if !errors.Is(perr, waymark.ErrInvalidInput) {
			t.Errorf("%s: Put: %v, want ErrInvalidInput", c.name, perr)
		}
		got, err := get(t, s, waymark.KindSelector, "k")
		if err != nil || string(got.Body) != `{"v":1}` || got.Text != "t" || !got.UpdatedAt.Equal(stored.UpdatedAt) {
			t.Errorf("%s: stored record after a refused update: %+v, %v", c.name, got, err)
		}
	}
	if n := count(t, s, waymark.Filter{}); n != 3 {
		t.Errorf("%d records, want 3", n)
	}
}

func testPutOddValues(t *testing.T, s waymark.Store) {
	odd := []*waymark.Record{
		{Kind: waymark.KindSelector, Key: `it's "quoted" %_\ ; DROP TABLE records;--`, Site: "o'neil.example",
			Text: "line one\nline two\ttab", Body: json.RawMessage(`"just a string"`)},
		{Kind: waymark.KindSiteNote, Key: "ключ|キー|🔑", Site: "xn--e1afmkfd.xn--p1ai", URLPattern: "пример.рф/*",
			Text: "Привет, мир — こんにちは 🚀", Body: json.RawMessage(`{"emoji":"🚀","nul":"a\u0000b"}`)},
		{Kind: "custom_kind", Key: "k", Body: json.RawMessage(`[]`)},
		{Kind: waymark.KindCache, Key: "num", Body: json.RawMessage(`12345678901234567890`)},
	}
	for _, r := range odd {
		r.UpdatedAt = at(2)
	}
	put(t, s, odd...)
	for _, r := range odd {
		if d := sameRecord(mustGet(t, s, r.Kind, r.Key), *r); d != "" {
			t.Errorf("%q: %s", r.Key, d)
		}
	}
}

func testPutLargeRecord(t *testing.T, s waymark.Store) {
	big := strings.Repeat("lorem ipsum dolor sit amet ", 40000) // ≈ 1 MiB
	body, _ := json.Marshal(map[string]string{"answer": big})
	r := &waymark.Record{Kind: waymark.KindCache, Key: "big", Text: big + " needle", Body: body, UpdatedAt: at(0)}
	put(t, s, r)
	got := mustGet(t, s, waymark.KindCache, "big")
	if d := sameRecord(got, *r); d != "" {
		t.Errorf("large record: %.200s", d)
	}
	if hs := search(t, s, waymark.Search{Terms: []string{"needle"}}); len(hs) != 1 {
		t.Errorf("search in a large text: %d hits, want 1", len(hs))
	}
}

func testGetNotFound(t *testing.T, s waymark.Store) {
	put(t, s, rec(waymark.KindPattern, "present", "x.example", "here"))
	view(t, s, func(ctx context.Context, tx waymark.Tx) error {
		if _, err := tx.Get(ctx, waymark.KindPattern, "absent"); !errors.Is(err, waymark.ErrNotFound) {
			t.Errorf("Get absent key: %v, want ErrNotFound", err)
		}
		if _, err := tx.Get(ctx, waymark.KindCache, "present"); !errors.Is(err, waymark.ErrNotFound) {
			t.Errorf("Get present key of another kind: %v, want ErrNotFound", err)
		}
		if _, err := tx.GetID(ctx, "no-such-id"); !errors.Is(err, waymark.ErrNotFound) {
			t.Errorf("GetID absent: %v, want ErrNotFound", err)
		}
		if _, err := tx.GetID(ctx, ""); !errors.Is(err, waymark.ErrNotFound) {
			t.Errorf("GetID empty: %v, want ErrNotFound", err)
		}
		return nil
	})
}

func testDelete(t *testing.T, s waymark.Store) {
	a := rec(waymark.KindCache, "a", "x.example", "doomed answer")
	b := rec(waymark.KindCache, "b", "x.example", "surviving answer")
	put(t, s, a, b)
	err := s.Update(t.Context(), func(tx waymark.Tx) error { return tx.Delete(t.Context(), a.ID) })
	if err != nil {
		t.Fatalf("Delete: %v", err)
	}
	if _, err := get(t, s, waymark.KindCache, "a"); !errors.Is(err, waymark.ErrNotFound) {
		t.Errorf("Get after Delete: %v, want ErrNotFound", err)
	}
	if got := keys(find(t, s, waymark.Filter{})); len(got) != 1 || got[0] != "b" {
		t.Errorf("Find after Delete: %q, want [b]", got)
	}
	if hs := search(t, s, waymark.Search{Terms: []string{"doomed"}}); len(hs) != 0 {
		t.Errorf("Search after Delete: %q, want nothing", hitKeys(hs))
	}
	if hs := search(t, s, waymark.Search{Terms: []string{"answer"}}); len(hs) != 1 || hs[0].Key != "b" {
		t.Errorf("Search after Delete: %q, want [b]", hitKeys(hs))
	}
	for _, id := range []string{a.ID, "no-such-id", ""} {
		err := s.Update(t.Context(), func(tx waymark.Tx) error { return tx.Delete(t.Context(), id) })
		if !errors.Is(err, waymark.ErrNotFound) {
			t.Errorf("Delete %q again: %v, want ErrNotFound", id, err)
		}
	}
	// The key is free again; the new record is a new one.
	c := rec(waymark.KindCache, "a", "x.example", "reborn")
	put(t, s, c)
	if got := mustGet(t, s, waymark.KindCache, "a"); got.Text != "reborn" {
		t.Errorf("re-Put after Delete: text %q", got.Text)
	}
}

func testGetMany(t *testing.T, s waymark.Store) {
	var rs []*waymark.Record
	for i := range 150 { // more keys than one statement of a backend may bind
		rs = append(rs, rec(waymark.KindSelector, fmt.Sprintf("sel-%03d", i), "x.example", fmt.Sprintf("selector %d", i)))
	}
	other := rec(waymark.KindCache, "sel-000", "x.example", "same key, another kind")
	put(t, s, append(rs, other)...)
	var keys []string
	for i := 0; i < 150; i += 2 { // every other stored key, and as many absent ones
		keys = append(keys, fmt.Sprintf("sel-%03d", i), fmt.Sprintf("absent-%03d", i))
	}
	keys = append(keys, "sel-000", "", "sel-149") // a repeated key, an empty one, the last
	view(t, s, func(ctx context.Context, tx waymark.Tx) error {
		got, err := tx.GetMany(ctx, waymark.KindSelector, keys)
		if err != nil {
			t.Fatalf("GetMany: %v", err)
		}
		if len(got) != 76 {
			t.Errorf("GetMany: %d records, want 76 (75 even keys and sel-149)", len(got))
		}
		for k, r := range got {
			i := 0
			if _, err := fmt.Sscanf(k, "sel-%03d", &i); err != nil || (i%2 != 0 && i != 149) {
				t.Errorf("GetMany returned key %q, which was not asked for", k)
				continue
			}
			if d := sameRecord(r, *rs[i]); d != "" {
				t.Errorf("GetMany %s: %s", k, d)
			}
		}
		if got, err := tx.GetMany(ctx, waymark.KindSelector, nil); err != nil || got == nil || len(got) != 0 {
			t.Errorf("GetMany of no keys: %v, %v; want an empty non-nil map", got, err)
		}
		if got, err := tx.GetMany(ctx, waymark.KindCache, []string{"sel-000", "sel-001"}); err != nil || len(got) != 1 ||
			got["sel-000"].ID != other.ID {
			t.Errorf("GetMany of another kind: %v, %v; want only the cache record", got, err)
		}
		return nil
	})
}

// testGetManyThenPut: a Put after GetMany in the same transaction updates the records it
// found (same ID, CreatedAt) and inserts those it did not; GetMany sees the transaction's
// own writes.
func testGetManyThenPut(t *testing.T, s waymark.Store) {
	a := rec(waymark.KindSelector, "a", "x.example", "first")
	a.CreatedAt, a.UpdatedAt = at(1), at(1)
	put(t, s, a)
	err := s.Update(t.Context(), func(tx waymark.Tx) error {
		ctx := t.Context()
		got, err := tx.GetMany(ctx, waymark.KindSelector, []string{"a", "b"})
		if err != nil {
			return err
		}
		if len(got) != 1 {
			t.Errorf("GetMany: %d records, want 1", len(got))
		}
		for _, key := range []string{"a", "b"} {
			r := rec(waymark.KindSelector, key, "y.example", "second "+key)
			r.UpdatedAt = at(2)
			if err := tx.Put(ctx, r); err != nil {
				return err
			}
		}
		got, err = tx.GetMany(ctx, waymark.KindSelector, []string{"a", "b"})
		if err != nil {
			return err
		}
		if got["a"].Text != "second a" || got["b"].Text != "second b" {
			t.Errorf("GetMany after Put: %q, %q; want the transaction's own writes", got["a"].Text, got["b"].Text)
		}
		return nil
	})
	if err != nil {
		t.Fatalf("Update: %v", err)
	}
	ra := mustGet(t, s, waymark.KindSelector, "a")
	if ra.ID != a.ID || !ra.CreatedAt.Equal(at(1)) || ra.Site != "y.example" || ra.Text != "second a" {
		t.Errorf("a after the update: id %s created %v site %s text %q; want id %s, created %v, the new site and text",
			ra.ID, ra.CreatedAt, ra.Site, ra.Text, a.ID, at(1))
	}
	if n := count(t, s, waymark.Filter{Kinds: []waymark.Kind{waymark.KindSelector}}); n != 2 {
		t.Errorf("%d selector records, want 2", n)
	}
}
