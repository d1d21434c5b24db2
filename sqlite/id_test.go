package sqlite_test

import (
	"errors"
	"regexp"
	"testing"
	"time"

	waymark "github.com/waymark-dev/waymark"
	"github.com/waymark-dev/waymark/sqlite"
)

// TestNewIDsSortByTime: ids are 16 hex digits, distinct, and an id made a few
// milliseconds after another sorts after it (what keeps inserts at the end of the index).
func TestNewIDsSortByTime(t *testing.T) {
	hex16 := regexp.MustCompile(`^[0-9a-f]{16}$`)
	seen := map[string]bool{}
	for range 10_000 {
		id := sqlite.NewID()
		if !hex16.MatchString(id) {
			t.Fatalf("id %q is not 16 hex digits", id)
		}
		if seen[id] {
			t.Fatalf("id %q made twice", id)
		}
		seen[id] = true
	}
	a := sqlite.NewID()
	time.Sleep(3 * time.Millisecond)
	if b := sqlite.NewID(); b <= a {
		t.Errorf("id %s made after %s sorts before it", b, a)
	}
}

// TestMadeIDTakenIsMadeAgain: when the id made for a new record is already taken (another
// process made it in the same millisecond), Put makes another and stores the record; a
// taken id given by the caller is still refused, and nothing is lost.
func TestMadeIDTakenIsMadeAgain(t *testing.T) {
	s := openTemp(t)
	defer s.Close()
	ctx := t.Context()
	put := func(r *waymark.Record) error {
		return s.Update(ctx, func(tx waymark.Tx) error { return tx.Put(ctx, r) })
	}
	first := waymark.Record{ID: "00000000000000aa", Kind: waymark.KindSelector, Key: "a", Body: []byte(`{}`)}
	if err := put(&first); err != nil {
		t.Fatal(err)
	}
	made := []string{first.ID, "00000000000000bb"}
	sqlite.SetMakeID(t, func() string {
		id := made[0]
		made = made[1:]
		return id
	})
	second := waymark.Record{Kind: waymark.KindSelector, Key: "b", Body: []byte(`{}`)}
	if err := put(&second); err != nil {
		t.Fatalf("put with a taken made id: %v", err)
	}
	if second.ID != "00000000000000bb" {
		t.Errorf("second record's id = %q, want the id made after the taken one", second.ID)
	}
	third := waymark.Record{ID: first.ID, Kind: waymark.KindSelector, Key: "c", Body: []byte(`{}`)}
	if err := put(&third); !errors.Is(err, waymark.ErrInvalidInput) {
		t.Errorf("put with a taken given id: err %v, want ErrInvalidInput", err)
	}
	err := s.View(ctx, func(tx waymark.Tx) error {
		for key, id := range map[string]string{"a": first.ID, "b": second.ID} {
			r, err := tx.Get(ctx, waymark.KindSelector, key)
			if err != nil {
				return err
			}
			if r.ID != id {
				t.Errorf("record %s has id %q, want %q", key, r.ID, id)
			}
		}
		if _, err := tx.Get(ctx, waymark.KindSelector, "c"); !errors.Is(err, waymark.ErrNotFound) {
			t.Errorf("refused record c: get err %v, want ErrNotFound", err)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
