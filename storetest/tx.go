package storetest

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"testing"

	waymark "github.com/waymark-dev/waymark"
)

var _ = register(
	check{"UpdateRollbackOnError", testRollbackOnError},
	check{"UpdateRollbackOnPanic", testRollbackOnPanic},
	check{"UpdateSeesOwnWrites", testSeesOwnWrites},
	check{"UpdateGetPutDeleteSequence", testGetPutSequence},
	check{"ViewIsReadOnly", testViewReadOnly},
	check{"TxAfterFuncReturned", testTxAfterReturn},
	check{"CanceledContext", testCanceledContext},
	check{"ConcurrentWriters", testConcurrentWriters},
	check{"ConcurrentReadModifyWrite", testConcurrentRMW},
	check{"ConcurrentReadersAndWriters", testReadersAndWriters},
	check{"Close", testClose},
)

func testRollbackOnError(t *testing.T, s waymark.Store) {
	keep := rec(waymark.KindPattern, "keep", "x.example", "original text")
	gone := rec(waymark.KindPattern, "gone", "x.example", "about to be deleted")
	put(t, s, keep, gone)
	err := s.Update(t.Context(), func(tx waymark.Tx) error {
		ctx := t.Context()
		for i := range 5 {
			if err := tx.Put(ctx, rec(waymark.KindCache, fmt.Sprintf("new%d", i), "y.example", "rolled back words")); err != nil {
				return err
			}
		}
		changed := *keep
		changed.Text, changed.Body, changed.UpdatedAt = "changed vocabulary", json.RawMessage(`{"changed":true}`), at(30)
		if err := tx.Put(ctx, &changed); err != nil {
			return err
		}
		if err := tx.Delete(ctx, gone.ID); err != nil {
			return err
		}
		return fmt.Errorf("wrapped: %w", errSentinel)
	})
	if !errors.Is(err, errSentinel) {
		t.Fatalf("Update returned %v, want fn's error", err)
	}
	if n := count(t, s, waymark.Filter{}); n != 2 {
		t.Errorf("%d records after rollback, want 2", n)
	}
	if d := sameRecord(mustGet(t, s, waymark.KindPattern, "keep"), *keep); d != "" {
		t.Errorf("updated record after rollback: %s", d)
	}
	if d := sameRecord(mustGet(t, s, waymark.KindPattern, "gone"), *gone); d != "" {
		t.Errorf("deleted record after rollback: %s", d)
	}
	for term, want := range map[string]int{"rolled": 0, "changed": 0, "vocabulary": 0, "original": 1, "deleted": 1} {
		if n := len(search(t, s, waymark.Search{Terms: []string{term}})); n != want {
			t.Errorf("search %q after rollback: %d hits, want %d", term, n, want)
		}
	}
}

func testRollbackOnPanic(t *testing.T, s waymark.Store) {
	func() {
		defer func() {
			if p := recover(); p != "storetest panic" {
				t.Errorf("recovered %v, want the panic of fn to go on", p)
			}
		}()
		_ = s.Update(t.Context(), func(tx waymark.Tx) error {
			if err := tx.Put(t.Context(), rec(waymark.KindCache, "p", "x.example", "panicked words")); err != nil {
				return err
			}
			panic("storetest panic")
		})
	}()
	if n := count(t, s, waymark.Filter{}); n != 0 {
		t.Errorf("%d records after a panic in Update, want 0", n)
	}
	if n := len(search(t, s, waymark.Search{Terms: []string{"panicked"}})); n != 0 {
		t.Errorf("search after a panic: %d hits, want 0", n)
	}
	// The store is still usable, and the next Update does not inherit the dead transaction.
	put(t, s, rec(waymark.KindCache, "after", "x.example", "after the panic"))
	if n := count(t, s, waymark.Filter{}); n != 1 {
		t.Errorf("%d records after the next Update, want 1", n)
	}
	func() {
		defer func() { _ = recover() }()
		_ = s.View(t.Context(), func(waymark.Tx) error { panic("storetest panic") })
	}()
	if n := count(t, s, waymark.Filter{}); n != 1 {
		t.Errorf("%d records after a panic in View, want 1", n)
	}
}

func testSeesOwnWrites(t *testing.T, s waymark.Store) {
	err := s.Update(t.Context(), func(tx waymark.Tx) error {
		ctx := t.Context()
		r := rec(waymark.KindPattern, "mine", "x.example", "my own write")
		if err := tx.Put(ctx, r); err != nil {
			return err
		}
		if got, err := tx.Get(ctx, waymark.KindPattern, "mine"); err != nil || got.ID != r.ID {
			t.Errorf("Get own write: %q, %v", got.ID, err)
		}
		if got, err := tx.GetID(ctx, r.ID); err != nil || got.Key != "mine" {
			t.Errorf("GetID own write: %q, %v", got.Key, err)
		}
		if n, err := tx.Count(ctx, waymark.Filter{Site: "x.example"}); err != nil || n != 1 {
			t.Errorf("Count own write: %d, %v", n, err)
		}
		if rs, err := tx.Find(ctx, waymark.Filter{}); err != nil || len(rs) != 1 {
			t.Errorf("Find own write: %d, %v", len(rs), err)
		}
		if st, err := tx.Stats(ctx); err != nil || st.Records[waymark.KindPattern] != 1 || st.Sites != 1 {
			t.Errorf("Stats own write: %+v, %v", st, err)
		}
		if err := tx.Delete(ctx, r.ID); err != nil {
			return err
		}
		if _, err := tx.Get(ctx, waymark.KindPattern, "mine"); !errors.Is(err, waymark.ErrNotFound) {
			t.Errorf("Get own delete: %v, want ErrNotFound", err)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// testGetPutSequence mixes reads and writes of one key in one transaction, as a merge does:
// a store that remembers what it read must keep that true through every write.
func testGetPutSequence(t *testing.T, s waymark.Store) {
	var firstID, lastID string
	err := s.Update(t.Context(), func(tx waymark.Tx) error {
		ctx := t.Context()
		if _, err := tx.Get(ctx, waymark.KindPattern, "seq"); !errors.Is(err, waymark.ErrNotFound) {
			t.Errorf("Get before Put: %v, want ErrNotFound", err)
		}
		r := rec(waymark.KindPattern, "seq", "x.example", "alpha words")
		if err := tx.Put(ctx, r); err != nil {
			return err
		}
		firstID = r.ID
		got, err := tx.Get(ctx, waymark.KindPattern, "seq")
		if err != nil || got.ID != firstID {
			t.Errorf("Get after insert: %q, %v", got.ID, err)
		}
		got.Body = json.RawMessage(`{"n":2}`)
		got.UpdatedAt = at(5)
		if err := tx.Put(ctx, &got); err != nil {
			return err
		}
		moved := rec(waymark.KindPattern, "seq", "y.example", "bravo words")
		moved.UpdatedAt = at(6)
		if err := tx.Put(ctx, moved); err != nil {
			return err
		}
		if moved.ID != firstID {
			t.Errorf("upsert changed the ID: %q, want %q", moved.ID, firstID)
		}
		if err := tx.Delete(ctx, firstID); err != nil {
			return err
		}
		again := rec(waymark.KindPattern, "seq", "z.example", "charlie words")
		if err := tx.Put(ctx, again); err != nil {
			return err
		}
		lastID = again.ID
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	got := mustGet(t, s, waymark.KindPattern, "seq")
	if got.ID != lastID || got.ID == firstID || got.Site != "z.example" || got.Text != "charlie words" {
		t.Errorf("after the transaction: id %q site %q text %q; want a new id, z.example, charlie words", got.ID, got.Site, got.Text)
	}
	for term, want := range map[string]int{"alpha": 0, "bravo": 0, "charlie": 1} {
		if hs := search(t, s, waymark.Search{Terms: []string{term}}); len(hs) != want {
			t.Errorf("search %q: %d hits, want %d", term, len(hs), want)
		}
	}
	if n := count(t, s, waymark.Filter{}); n != 1 {
		t.Errorf("%d records, want 1", n)
	}
}

func testViewReadOnly(t *testing.T, s waymark.Store) {
	r := rec(waymark.KindPattern, "a", "x.example", "text")
	put(t, s, r)
	var perr, derr error
	err := s.View(t.Context(), func(tx waymark.Tx) error {
		perr = tx.Put(t.Context(), rec(waymark.KindPattern, "b", "x.example", "text"))
		derr = tx.Delete(t.Context(), r.ID)
		return nil
	})
	if perr == nil {
		t.Error("Put in View: no error")
	}
	if derr == nil {
		t.Error("Delete in View: no error")
	}
	_ = err // a backend may also report the failed write from View itself
	if n := count(t, s, waymark.Filter{}); n != 1 {
		t.Errorf("%d records after writes in View, want 1", n)
	}
	if _, err := get(t, s, waymark.KindPattern, "a"); err != nil {
		t.Errorf("record deleted from View: %v", err)
	}
}

func testTxAfterReturn(t *testing.T, s waymark.Store) {
	r := rec(waymark.KindPattern, "a", "x.example", "text")
	put(t, s, r)
	var kept waymark.Tx
	if err := s.Update(t.Context(), func(tx waymark.Tx) error { kept = tx; return nil }); err != nil {
		t.Fatal(err)
	}
	ctx := t.Context()
	if err := kept.Put(ctx, rec(waymark.KindPattern, "late", "x.example", "late")); err == nil {
		t.Error("Put on a finished Update transaction: no error")
	}
	if err := kept.Delete(ctx, r.ID); err == nil {
		t.Error("Delete on a finished Update transaction: no error")
	}
	if _, err := kept.Get(ctx, waymark.KindPattern, "a"); err == nil {
		t.Error("Get on a finished Update transaction: no error")
	}
	if err := s.View(t.Context(), func(tx waymark.Tx) error { kept = tx; return nil }); err != nil {
		t.Fatal(err)
	}
	if _, err := kept.Find(ctx, waymark.Filter{}); err == nil {
		t.Error("Find on a finished View transaction: no error")
	}
	if _, err := kept.Search(ctx, waymark.Search{Terms: []string{"text"}}); err == nil {
		t.Error("Search on a finished View transaction: no error")
	}
	if _, err := kept.Stats(ctx); err == nil {
		t.Error("Stats on a finished View transaction: no error")
	}
	if _, err := kept.Count(ctx, waymark.Filter{}); err == nil {
		t.Error("Count on a finished View transaction: no error")
	}
	if n := count(t, s, waymark.Filter{}); n != 1 {
		t.Errorf("%d records, want 1: a finished transaction wrote", n)
	}
}

func testCanceledContext(t *testing.T, s waymark.Store) {
	ctx, cancel := context.WithCancel(t.Context())
	cancel()
	err := s.Update(ctx, func(tx waymark.Tx) error {
		return tx.Put(ctx, rec(waymark.KindPattern, "a", "x.example", "text"))
	})
	if err == nil {
		t.Error("Update with a canceled context: no error")
	}
	if err := s.View(ctx, func(tx waymark.Tx) error {
		_, err := tx.Count(ctx, waymark.Filter{})
		return err
	}); err == nil {
		t.Error("View with a canceled context: no error")
	}
	if n := count(t, s, waymark.Filter{}); n != 0 {
		t.Errorf("%d records after a canceled Update, want 0", n)
	}
}

func testConcurrentWriters(t *testing.T, s waymark.Store) {
	const workers, each = 8, 25
	var wg sync.WaitGroup
	errs := make(chan error, workers*each)
	for w := range workers {
		wg.Go(func() {
			for i := range each {
				r := rec(waymark.KindSelector, fmt.Sprintf("w%d-%d", w, i), fmt.Sprintf("site%d.example", w), "concurrent write")
				if err := s.Update(t.Context(), func(tx waymark.Tx) error { return tx.Put(t.Context(), r) }); err != nil {
					errs <- err
				}
				// Everyone also upserts one shared key: it must stay one record.
				shared := rec(waymark.KindSelector, "shared", "shared.example", fmt.Sprintf("writer %d", w))
				if err := s.Update(t.Context(), func(tx waymark.Tx) error { return tx.Put(t.Context(), shared) }); err != nil {
					errs <- err
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Errorf("concurrent Update: %v", err)
	}
	if n := count(t, s, waymark.Filter{}); n != workers*each+1 {
		t.Errorf("%d records, want %d", n, workers*each+1)
	}
}

func testConcurrentRMW(t *testing.T, s waymark.Store) {
	put(t, s, &waymark.Record{Kind: waymark.KindProfile, Key: "counter", Body: json.RawMessage(`{"n":0}`), UpdatedAt: base})
	const workers, each = 8, 20
	var wg sync.WaitGroup
	errs := make(chan error, workers*each)
	for range workers {
		wg.Go(func() {
			for range each {
				err := s.Update(t.Context(), func(tx waymark.Tx) error {
					r, err := tx.Get(t.Context(), waymark.KindProfile, "counter")
					if err != nil {
						return err
					}
					var v struct{ N int }
					if err := json.Unmarshal(r.Body, &v); err != nil {
						return err
					}
					r.Body, _ = json.Marshal(map[string]int{"n": v.N + 1})
					return tx.Put(t.Context(), &r)
				})
				if err != nil {
					errs <- err
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Errorf("concurrent read-modify-write: %v", err)
	}
	var v struct{ N int }
	if err := json.Unmarshal(mustGet(t, s, waymark.KindProfile, "counter").Body, &v); err != nil {
		t.Fatal(err)
	}
	if v.N != workers*each {
		t.Errorf("counter %d, want %d: Update transactions interleaved", v.N, workers*each)
	}
}

func testReadersAndWriters(t *testing.T, s waymark.Store) {
	fixture(t, s)
	var wg sync.WaitGroup
	errs := make(chan error, 1000)
	for w := range 4 {
		wg.Go(func() {
			for i := range 20 {
				r := rec(waymark.KindCache, fmt.Sprintf("rw%d-%d", w, i), "rw.example", "reader writer race")
				if err := s.Update(t.Context(), func(tx waymark.Tx) error { return tx.Put(t.Context(), r) }); err != nil {
					errs <- err
				}
			}
		})
		wg.Go(func() {
			for range 20 {
				err := s.View(t.Context(), func(tx waymark.Tx) error {
					n1, err := tx.Count(t.Context(), waymark.Filter{Site: "rw.example"})
					if err != nil {
						return err
					}
					if _, err := tx.Search(t.Context(), waymark.Search{Terms: []string{"race"}}); err != nil {
						return err
					}
					n2, err := tx.Count(t.Context(), waymark.Filter{Site: "rw.example"})
					if err != nil {
						return err
					}
					if n1 > n2 {
						return fmt.Errorf("count went down inside one View: %d then %d", n1, n2)
					}
					return nil
				})
				if err != nil {
					errs <- err
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Errorf("readers and writers: %v", err)
	}
	if n := count(t, s, waymark.Filter{Site: "rw.example"}); n != 80 {
		t.Errorf("%d records, want 80", n)
	}
}

func testClose(t *testing.T, s waymark.Store) {
	put(t, s, rec(waymark.KindPattern, "a", "x.example", "text"))
	if err := s.Close(); err != nil {
		t.Fatalf("Close: %v", err)
	}
	if err := s.Update(t.Context(), func(waymark.Tx) error { return nil }); !errors.Is(err, waymark.ErrClosed) {
		t.Errorf("Update after Close: %v, want ErrClosed", err)
	}
	if err := s.View(t.Context(), func(waymark.Tx) error { return nil }); !errors.Is(err, waymark.ErrClosed) {
		t.Errorf("View after Close: %v, want ErrClosed", err)
	}
	if err := s.Close(); !errors.Is(err, waymark.ErrClosed) {
		t.Errorf("second Close: %v, want ErrClosed", err)
	}
}
