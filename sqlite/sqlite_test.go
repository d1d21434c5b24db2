package sqlite_test

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	waymark "github.com/waymark-dev/waymark"
	"github.com/waymark-dev/waymark/sqlite"
	"github.com/waymark-dev/waymark/storetest"
)

func openTemp(t *testing.T) *sqlite.Store {
	t.Helper()
	s, err := sqlite.Open(t.Context(), filepath.Join(t.TempDir(), "memory.db"), nil)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestConformance(t *testing.T) {
	storetest.Run(t, func(t *testing.T) waymark.Store {
		s := openTemp(t)
		t.Cleanup(func() {
			// Every check leaves a sound file behind.
			s2, err := sqlite.Open(context.Background(), s.Path(), nil)
			if err != nil {
				t.Errorf("reopen: %v", err)
				return
			}
			defer s2.Close()
			if err := s2.IntegrityCheck(context.Background()); err != nil {
				t.Errorf("after the check: %v", err)
			}
		})
		return s
	})
}

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
		t.Fatal(err)
	}
}

func get(t *testing.T, s waymark.Store, kind waymark.Kind, key string) waymark.Record {
	t.Helper()
	var r waymark.Record
	err := s.View(t.Context(), func(tx waymark.Tx) error {
		var err error
		r, err = tx.Get(t.Context(), kind, key)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func count(t *testing.T, s waymark.Store) int {
	t.Helper()
	var n int
	err := s.View(t.Context(), func(tx waymark.Tx) error {
		var err error
		n, err = tx.Count(t.Context(), waymark.Filter{})
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return n
}

func TestReopenPersists(t *testing.T) {
	path := filepath.Join(t.TempDir(), "memory.db")
	s, err := sqlite.Open(t.Context(), path, nil)
	if err != nil {
		t.Fatal(err)
	}
	created := time.Date(1999, 12, 31, 23, 59, 59, 999999999, time.UTC)
	updated := time.Date(2031, 5, 6, 7, 8, 9, 123456789, time.FixedZone("CEST", 2*3600))
	r := &waymark.Record{Kind: waymark.KindCache, Key: "k", Site: "example.com", Text: "persisted words",
		Body: json.RawMessage(`{ "spaced" :  [1, 2.50, "x"] }`), CreatedAt: created, UpdatedAt: updated}
	put(t, s, r)
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	s, err = sqlite.Open(t.Context(), path, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	got := get(t, s, waymark.KindCache, "k")
	// Nanoseconds survive, the zone becomes UTC, the body is kept byte for byte.
	if got.CreatedAt != created || got.UpdatedAt != updated.UTC() {
		t.Errorf("times %v, %v; want %v, %v", got.CreatedAt, got.UpdatedAt, created, updated.UTC())
	}
	if !bytes.Equal(got.Body, r.Body) || got.ID != r.ID || got.Text != r.Text {
		t.Errorf("got %+v, want %+v", got, *r)
	}
	if r.UpdatedAt != updated.UTC() {
		t.Errorf("Put wrote back UpdatedAt %v, want %v", r.UpdatedAt, updated.UTC())
	}
	err = s.View(t.Context(), func(tx waymark.Tx) error {
		hs, err := tx.Search(t.Context(), waymark.Search{Terms: []string{"persisted"}})
		if err == nil && len(hs) != 1 {
			err = fmt.Errorf("%d hits after reopen, want 1", len(hs))
		}
		return err
	})
	if err != nil {
		t.Error(err)
	}
}

func TestTimeRange(t *testing.T) {
	s := openTemp(t)
	defer s.Close()
	for _, ts := range []time.Time{time.Date(1600, 1, 1, 0, 0, 0, 0, time.UTC), time.Date(2300, 1, 1, 0, 0, 0, 0, time.UTC)} {
		err := s.Update(t.Context(), func(tx waymark.Tx) error {
			return tx.Put(t.Context(), &waymark.Record{Kind: waymark.KindCache, Key: "k", Body: json.RawMessage(`{}`), UpdatedAt: ts})
		})
		if !errors.Is(err, waymark.ErrInvalidInput) {
			t.Errorf("UpdatedAt %v: %v, want ErrInvalidInput", ts, err)
		}
	}
}

func TestClockOption(t *testing.T) {
	now := time.Date(2030, 1, 2, 3, 4, 5, 6, time.UTC)
	s, err := sqlite.Open(t.Context(), filepath.Join(t.TempDir(), "m.db"), &sqlite.Options{Now: func() time.Time { return now }})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	r := &waymark.Record{Kind: waymark.KindCache, Key: "k", Body: json.RawMessage(`{}`)}
	put(t, s, r)
	if got := get(t, s, waymark.KindCache, "k"); got.UpdatedAt != now || got.CreatedAt != now || r.UpdatedAt != now {
		t.Errorf("times %v %v (wrote back %v), want %v", got.CreatedAt, got.UpdatedAt, r.UpdatedAt, now)
	}
}

func TestTwoHandlesWriteConcurrently(t *testing.T) {
	path := filepath.Join(t.TempDir(), "memory.db")
	var stores [2]*sqlite.Store
	for i := range stores {
		s, err := sqlite.Open(t.Context(), path, nil)
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		stores[i] = s
	}
	const writers, each = 4, 50
	var wg sync.WaitGroup
	errs := make(chan error, len(stores)*writers*each)
	for h, s := range stores {
		for w := range writers {
			wg.Go(func() {
				for i := range each {
					r := &waymark.Record{Kind: waymark.KindSelector, Key: fmt.Sprintf("h%d-w%d-%d", h, w, i),
						Site: "example.com", Text: "two handles", Body: json.RawMessage(`{}`)}
					err := s.Update(t.Context(), func(tx waymark.Tx) error {
						if err := tx.Put(t.Context(), r); err != nil {
							return err
						}
						// A read-modify-write across both handles.
						c, err := tx.Get(t.Context(), waymark.KindProfile, "counter")
						n := 0
						if err == nil {
							n, _ = strconv.Atoi(c.Text)
						} else if !errors.Is(err, waymark.ErrNotFound) {
							return err
						}
						return tx.Put(t.Context(), &waymark.Record{Kind: waymark.KindProfile, Key: "counter",
							Text: strconv.Itoa(n + 1), Body: json.RawMessage(`{}`)})
					})
					if err != nil {
						errs <- err
					}
				}
			})
		}
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Errorf("write: %v", err) // SQLITE_BUSY would show here
	}
	total := len(stores) * writers * each
	if n := count(t, stores[0]); n != total+1 {
		t.Errorf("%d records, want %d", n, total+1)
	}
	if c := get(t, stores[1], waymark.KindProfile, "counter"); c.Text != strconv.Itoa(total) {
		t.Errorf("counter %s, want %d", c.Text, total)
	}
	if err := stores[0].IntegrityCheck(t.Context()); err != nil {
		t.Error(err)
	}
}

// TestMultiProcess runs several copies of the test binary (helperProcess) against one new
// file at once: they race to create the schema, then write with no SQLITE_BUSY errors.
func TestMultiProcess(t *testing.T) {
	if testing.Short() {
		t.Skip("spawns processes")
	}
	path := filepath.Join(t.TempDir(), "memory.db")
	const procs, each = 4, 100
	var cmds []*exec.Cmd
	var outs []*bytes.Buffer
	for p := range procs {
		cmd := exec.Command(os.Args[0], "-test.run=^TestHelperProcess$")
		cmd.Env = append(os.Environ(), "WAYMARK_SQLITE_HELPER="+path, "WAYMARK_SQLITE_HELPER_ID="+strconv.Itoa(p),
			"WAYMARK_SQLITE_HELPER_N="+strconv.Itoa(each))
		var out bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &out
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		cmds, outs = append(cmds, cmd), append(outs, &out)
	}
	for i, cmd := range cmds {
		if err := cmd.Wait(); err != nil {
			t.Errorf("process %d: %v\n%s", i, err, outs[i])
		}
	}
	s, err := sqlite.Open(t.Context(), path, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if n := count(t, s); n != procs*each+1 {
		t.Errorf("%d records, want %d", n, procs*each+1)
	}
	if c := get(t, s, waymark.KindProfile, "counter"); c.Text != strconv.Itoa(procs*each) {
		t.Errorf("counter %s, want %d", c.Text, procs*each)
	}
	if err := s.IntegrityCheck(t.Context()); err != nil {
		t.Error(err)
	}
}

// TestHelperProcess is the child of TestMultiProcess; it does nothing in a normal run.
func TestHelperProcess(t *testing.T) {
	path := os.Getenv("WAYMARK_SQLITE_HELPER")
	if path == "" {
		t.Skip("helper of TestMultiProcess")
	}
	id := os.Getenv("WAYMARK_SQLITE_HELPER_ID")
	n, _ := strconv.Atoi(os.Getenv("WAYMARK_SQLITE_HELPER_N"))
	s, err := sqlite.Open(t.Context(), path, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	for i := range n {
		err := s.Update(t.Context(), func(tx waymark.Tx) error {
			r := &waymark.Record{Kind: waymark.KindSelector, Key: fmt.Sprintf("p%s-%d", id, i), Site: "example.com",
				Text: "process write", Body: json.RawMessage(`{}`)}
			if err := tx.Put(t.Context(), r); err != nil {
				return err
			}
			c, err := tx.Get(t.Context(), waymark.KindProfile, "counter")
			v := 0
			if err == nil {
				v, _ = strconv.Atoi(c.Text)
			} else if !errors.Is(err, waymark.ErrNotFound) {
				return err
			}
			return tx.Put(t.Context(), &waymark.Record{Kind: waymark.KindProfile, Key: "counter",
				Text: strconv.Itoa(v + 1), Body: json.RawMessage(`{}`)})
		})
		if err != nil {
			t.Fatalf("write %d: %v", i, err)
		}
		if i%10 == 0 {
			if err := s.View(t.Context(), func(tx waymark.Tx) error {
				_, err := tx.Search(t.Context(), waymark.Search{Terms: []string{"process"}, Filter: waymark.Filter{Limit: 5}})
				return err
			}); err != nil {
				t.Fatalf("read %d: %v", i, err)
			}
		}
	}
}

func TestMigrationsIdempotent(t *testing.T) {
	path := filepath.Join(t.TempDir(), "memory.db")
	// Several handles open the new file at once, then it is reopened: the schema is
	// created once and schema_migrations holds one row per migration.
	var wg sync.WaitGroup
	errs := make(chan error, 8)
	for range 8 {
		wg.Go(func() {
			s, err := sqlite.Open(t.Context(), path, nil)
			if err != nil {
				errs <- err
				return
			}
			errs <- s.Close()
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Errorf("concurrent open: %v", err)
		}
	}
	for range 2 {
		s, err := sqlite.Open(t.Context(), path, nil)
		if err != nil {
			t.Fatal(err)
		}
		put(t, s, &waymark.Record{Kind: waymark.KindCache, Key: "k" + strconv.Itoa(count(t, s)), Body: json.RawMessage(`{}`)})
		if err := s.Close(); err != nil {
			t.Fatal(err)
		}
	}
	versions := sqlite.SchemaVersions(t, path)
	if len(versions) == 0 || versions[0] != 1 {
		t.Fatalf("schema_migrations versions %v", versions)
	}
	for i, v := range versions {
		if v != i+1 {
			t.Fatalf("schema_migrations versions %v: want 1..n once each", versions)
		}
	}
}

func TestNewerSchemaRefused(t *testing.T) {
	path := filepath.Join(t.TempDir(), "memory.db")
	s, err := sqlite.Open(t.Context(), path, nil)
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
	sqlite.AddSchemaVersion(t, path, 9999)
	if _, err := sqlite.Open(t.Context(), path, nil); err == nil || !strings.Contains(err.Error(), "newer") {
		t.Errorf("open of a newer schema: %v, want a refusal", err)
	}
}

// TestNewerSchemaStopsWrites: a store kept open while a newer waymark migrates the file
// (a serve outliving an upgrade) refuses to write from then on, and writes nothing; a
// change of the schema that is no newer version (an index made by hand) does not stop it.
func TestNewerSchemaStopsWrites(t *testing.T) {
	path := filepath.Join(t.TempDir(), "memory.db")
	s, err := sqlite.Open(t.Context(), path, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	put(t, s, &waymark.Record{Kind: waymark.KindCache, Key: "before", Body: json.RawMessage(`{}`)})

	sqlite.ExecRaw(t, path, "CREATE INDEX by_hand ON records (created_at)")
	put(t, s, &waymark.Record{Kind: waymark.KindCache, Key: "after an index by hand", Body: json.RawMessage(`{}`)})

	sqlite.AddSchemaVersion(t, path, 9999) // a migration of data only: no table changes
	err = s.Update(t.Context(), func(tx waymark.Tx) error {
		return tx.Put(t.Context(), &waymark.Record{Kind: waymark.KindCache, Key: "after the upgrade", Body: json.RawMessage(`{}`)})
	})
	if err == nil || !strings.Contains(err.Error(), "schema version 9999 is newer") {
		t.Fatalf("write after a newer migration: %v, want a refusal naming the version", err)
	}
	if n := count(t, s); n != 2 {
		t.Errorf("%d records after the refused write, want 2", n)
	}
}

func TestOpenErrors(t *testing.T) {
	dir := t.TempDir()
	notDB := filepath.Join(dir, "not.db")
	if err := os.WriteFile(notDB, bytes.Repeat([]byte("this is not a database\n"), 100), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{"", ":memory:", notDB, filepath.Join(dir, "missing", "dir", "m.db")} {
		if s, err := sqlite.Open(t.Context(), p, nil); err == nil {
			s.Close()
			t.Errorf("Open(%q): no error", p)
		}
	}
	// Odd characters in the path are a file name, not DSN syntax.
	odd := filepath.Join(dir, "a ?b#c%20&_txlock=x.db")
	s, err := sqlite.Open(t.Context(), odd, nil)
	if err != nil {
		t.Fatalf("Open(%q): %v", odd, err)
	}
	defer s.Close()
	if s.Path() != odd {
		t.Errorf("Path %q, want %q", s.Path(), odd)
	}
	if fi, err := os.Stat(odd); err != nil || fi.Mode().Perm() != 0o600 {
		t.Errorf("database file: %v, %v; want mode 0600", fi, err)
	}
}

func TestIntegrityCheckAndCheckpoint(t *testing.T) {
	s := openTemp(t)
	defer s.Close()
	for i := range 50 {
		put(t, s, &waymark.Record{Kind: waymark.KindCache, Key: strconv.Itoa(i), Text: "some words 中文 " + strconv.Itoa(i),
			Body: json.RawMessage(`{}`)})
	}
	if err := s.IntegrityCheck(t.Context()); err != nil {
		t.Error(err)
	}
	if err := s.Checkpoint(t.Context()); err != nil {
		t.Error(err)
	}
	if fi, err := os.Stat(s.Path() + "-wal"); err != nil || fi.Size() != 0 {
		t.Errorf("WAL after a TRUNCATE checkpoint: %v, %v; want 0 bytes", fi, err)
	}
	s.Close()
	if err := s.IntegrityCheck(t.Context()); !errors.Is(err, waymark.ErrClosed) {
		t.Errorf("IntegrityCheck after Close: %v", err)
	}
	if err := s.Checkpoint(t.Context()); !errors.Is(err, waymark.ErrClosed) {
		t.Errorf("Checkpoint after Close: %v", err)
	}
}

// TestBackgroundCheckpoint: pages committed to the WAL reach the database file without a
// checkpoint of the writer's own (far fewer pages than its auto-checkpoint threshold).
func TestBackgroundCheckpoint(t *testing.T) {
	s := openTemp(t)
	defer s.Close()
	fi, err := os.Stat(s.Path())
	if err != nil {
		t.Fatal(err)
	}
	before := fi.Size()
	body := json.RawMessage(`{"pad":"` + strings.Repeat("x", 2000) + `"}`)
	for i := range 10 {
		err := s.Update(t.Context(), func(tx waymark.Tx) error {
			for j := range 30 {
				r := &waymark.Record{Kind: waymark.KindSelector, Key: fmt.Sprint(i, "-", j), Body: body}
				if err := tx.Put(t.Context(), r); err != nil {
					return err
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	// 300 records of 2 KB: about 150 pages, far below the backstop of 8,000.
	deadline := time.Now().Add(10 * time.Second)
	for {
		fi, err := os.Stat(s.Path())
		if err != nil {
			t.Fatal(err)
		}
		if fi.Size() >= before+500_000 && sqlite.Checkpoints(s) > 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("database file %d bytes (%d before the writes), %d background checkpoints: the WAL was not copied back",
				fi.Size(), before, sqlite.Checkpoints(s))
		}
		time.Sleep(50 * time.Millisecond)
	}
	if err := s.IntegrityCheck(t.Context()); err != nil {
		t.Fatal(err)
	}
}

func TestIntegrityCheckFindsDamage(t *testing.T) {
	s := openTemp(t)
	put(t, s, &waymark.Record{Kind: waymark.KindCache, Key: "k", Text: "indexed", Body: json.RawMessage(`{}`)})
	path := s.Path()
	s.Close()
	sqlite.DropIndexRows(t, path)
	s, err := sqlite.Open(t.Context(), path, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if err := s.IntegrityCheck(t.Context()); err == nil {
		t.Error("a record without its index row passed the integrity check")
	}
}

func TestOpenMemory(t *testing.T) {
	home := filepath.Join(t.TempDir(), "home")
	m, err := sqlite.OpenMemory(t.Context(), home, nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := m.Store().(*sqlite.Store); !ok {
		t.Errorf("store is %T", m.Store())
	}
	if fi, err := os.Stat(filepath.Join(home, "memory.db")); err != nil || fi.Mode().Perm() != 0o600 {
		t.Errorf("memory.db: %v", err)
	}
	if fi, err := os.Stat(home); err != nil || fi.Mode().Perm() != 0o700 {
		t.Errorf("home: %v %v", fi, err)
	}
	if err := m.Close(); err != nil {
		t.Fatal(err)
	}
	if err := m.Store().View(t.Context(), func(waymark.Tx) error { return nil }); !errors.Is(err, waymark.ErrClosed) {
		t.Errorf("store after Memory.Close: %v, want ErrClosed", err)
	}
	if _, err := sqlite.OpenMemory(t.Context(), "", nil); !errors.Is(err, waymark.ErrInvalidInput) {
		t.Errorf("empty home: %v, want ErrInvalidInput", err)
	}
	if _, err := waymark.Open(t.Context(), t.TempDir(), nil); !errors.Is(err, waymark.ErrInvalidInput) {
		t.Errorf("no store: %v, want ErrInvalidInput", err)
	}
	if _, err := waymark.Open(t.Context(), "", &waymark.Options{Store: m.Store()}); !errors.Is(err, waymark.ErrInvalidInput) {
		t.Errorf("empty home: %v, want ErrInvalidInput", err)
	}
}

// TestBeginHonoursContext: a write transaction waiting for the write lock that another
// process holds gives up when its context ends (a signal, a cancelled MCP request), not
// only when the busy timeout (10 s by default) runs out.
func TestBeginHonoursContext(t *testing.T) {
	path := filepath.Join(t.TempDir(), "memory.db")
	s, err := sqlite.Open(t.Context(), path, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	holder, err := sqlite.Open(t.Context(), path, nil) // another writer, holding the lock
	if err != nil {
		t.Fatal(err)
	}
	defer holder.Close()
	locked, release := make(chan struct{}), make(chan struct{})
	go holder.Update(t.Context(), func(waymark.Tx) error {
		close(locked)
		<-release
		return nil
	})
	<-locked
	defer close(release)
	ctx, cancel := context.WithCancel(t.Context())
	time.AfterFunc(200*time.Millisecond, cancel)
	start := time.Now()
	err = s.Update(ctx, func(waymark.Tx) error { return nil })
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("update while another writer holds the lock: %v, want context.Canceled", err)
	}
	if waited := time.Since(start); waited > 5*time.Second {
		t.Fatalf("the update waited %v, past its context, for the busy timeout", waited)
	}
}

// TestOverwrittenBodyLeavesNoTrace: a record rewritten without a value (a session's step
// masked once a later step showed it typed a password, SPEC §8) leaves no copy of the
// value in the database file after a checkpoint, neither in the free space of its page nor
// in the overflow pages a long body had (secure_delete).
func TestOverwrittenBodyLeavesNoTrace(t *testing.T) {
	ctx := t.Context()
	path := filepath.Join(t.TempDir(), "memory.db")
	s, err := sqlite.Open(ctx, path, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	const secret = "FirstTry_Pw91!q"
	put := func(key, body string) {
		r := &waymark.Record{Kind: waymark.KindSession, Key: key, Body: json.RawMessage(body)}
		if err := s.Update(ctx, func(tx waymark.Tx) error { return tx.Put(ctx, r) }); err != nil {
			t.Fatal(err)
		}
	}
	pad := strings.Repeat("x", 9000) // overflow pages
	put("short", `{"completed":["fill (#f1) = \"`+secret+`\""]}`)
	put("long", `{"v":"`+secret+`","pad":"`+pad+`"}`)
	for i := range 5 {
		put(fmt.Sprint("other", i), `{"completed":["click (#next)"]}`)
	}
	put("short", `{"completed":["fill (#f1) = \"{{password}}\"","click (#submit)"]}`)
	put("long", `{"v":"{{password}}"}`)
	if err := s.Checkpoint(ctx); err != nil {
		t.Fatal(err)
	}
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if i := bytes.Index(raw, []byte(secret)); i >= 0 {
		t.Errorf("the overwritten value is still in the database file at offset %d", i)
	}
}

// TestForeignDatabaseRefused: a database file of another program is refused, naming its
// tables, and left as it was: not migrated, not turned to WAL.
func TestForeignDatabaseRefused(t *testing.T) {
	ctx := t.Context()
	path := filepath.Join(t.TempDir(), "memory.db")
	db, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	// golang-migrate, Rails and dbmate keep a schema_migrations table too.
	if _, err := db.Exec("CREATE TABLE invoices (id INTEGER PRIMARY KEY, total REAL); CREATE TABLE schema_migrations (version INTEGER)"); err != nil {
		t.Fatal(err)
	}
	db.Close()
	before, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	s, err := sqlite.Open(ctx, path, nil)
	if err == nil {
		s.Close()
		t.Fatal("a database of another program was opened as a store")
	}
	if !strings.Contains(err.Error(), "invoices") || !strings.Contains(err.Error(), "not a waymark store") {
		t.Errorf("error %q does not say the file is another program's", err)
	}
	after, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(before, after) {
		t.Error("the refused database file changed")
	}
	if _, err := os.Stat(path + "-wal"); err == nil {
		t.Error("the refused database got a WAL")
	}
}

// TestOpenErrorsSayWhy: SQLite's "unable to open database file" comes with what to do: a
// path too long for SQLite, a -wal that is a folder.
func TestOpenErrorsSayWhy(t *testing.T) {
	ctx := t.Context()
	dir := t.TempDir()
	long := dir
	for len(long) < 520 {
		long = filepath.Join(long, strings.Repeat("d", 60))
	}
	if err := os.MkdirAll(long, 0o700); err != nil {
		t.Skipf("the file system takes no path of %d bytes: %v", len(long), err)
	}
	if _, err := sqlite.Open(ctx, filepath.Join(long, "memory.db"), nil); err == nil || !strings.Contains(err.Error(), "bytes: SQLite opens at most") {
		t.Errorf("a path of %d bytes: %v, want the length named", len(long), err)
	}
	path := filepath.Join(dir, "memory.db")
	if err := os.Mkdir(path+"-wal", 0o700); err != nil {
		t.Fatal(err)
	}
	if _, err := sqlite.Open(ctx, path, nil); err == nil || !strings.Contains(err.Error(), "memory.db-wal is no regular file") {
		t.Errorf("a -wal folder: %v, want it named", err)
	}
}
