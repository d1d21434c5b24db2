package sqlite

import (
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	waymark "github.com/waymark-dev/waymark"
)

// queryPlan returns the details of EXPLAIN QUERY PLAN for q, one line per step.
func queryPlan(t *testing.T, s *Store, q string, args ...any) string {
	t.Helper()
	var lines []string
	err := s.withConn(t.Context(), func(c *conn) error {
		rows, err := c.query(t.Context(), "EXPLAIN QUERY PLAN "+q, args...)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			var id, parent, unused int
			var detail string
			if err := rows.Scan(&id, &parent, &unused, &detail); err != nil {
				return err
			}
			lines = append(lines, detail)
		}
		return rows.Err()
	})
	if err != nil {
		t.Fatal(err)
	}
	return strings.Join(lines, "\n")
}

// TestSiteReadsUseSiteIndex checks the plans of the reads a save and a query make, on a
// store with and without planner statistics: every read that names a site must search
// records_site, never walk records_kind_updated (all records of a kind, every site).
func TestSiteReadsUseSiteIndex(t *testing.T) {
	s, err := Open(t.Context(), filepath.Join(t.TempDir(), "memory.db"), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	filters := map[string]waymark.Filter{
		"save: patterns of one page": {Kinds: []waymark.Kind{waymark.KindPattern}, Site: "a.test", URLPattern: "a.test/p/*"},
		"query: patterns":            {Kinds: []waymark.Kind{waymark.KindPattern}, Site: "a.test", Limit: 200},
		"query: caches and notes":    {Kinds: []waymark.Kind{waymark.KindCache, waymark.KindSiteNote}, Site: "a.test", Limit: 50},
		"query: selectors of a page": {Kinds: []waymark.Kind{waymark.KindSelector}, Site: "a.test", URLPattern: "a.test/p/*", Limit: 50},
		"site profile":               {Kinds: []waymark.Kind{waymark.KindPattern, waymark.KindSiteNote, waymark.KindProfile}, Site: "a.test"},
		"archive a site":             {Site: "a.test"},
	}
	check := func(stage string) {
		for name, f := range filters {
			q, args := findSQL(f)
			plan := queryPlan(t, s, q, args...)
			if !strings.Contains(plan, "INDEX records_site ") || strings.Contains(plan, "records_kind_updated") {
				t.Errorf("%s, %s: plan\n%s\nwant a search of records_site", stage, name, plan)
			}
		}
	}
	check("no statistics")

	// Statistics that make a kind look selective: many sites, one pattern each.
	err = s.Update(t.Context(), func(tx waymark.Tx) error {
		for i := range 300 {
			r := waymark.Record{Kind: waymark.KindPattern, Key: fmt.Sprint("p", i), Site: fmt.Sprintf("s%d.test", i),
				URLPattern: fmt.Sprintf("s%d.test/p/*", i), Body: json.RawMessage(`{}`)}
			if err := tx.Put(t.Context(), &r); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := s.withConn(t.Context(), func(c *conn) error { _, err := c.exec(t.Context(), "ANALYZE"); return err }); err != nil {
		t.Fatal(err)
	}
	check("after ANALYZE")
}

// TestMigrationSiteIndex opens a store written at schema version 1 and checks that
// migration 0002 keeps every record and leaves exactly the indexes it names.
func TestMigrationSiteIndex(t *testing.T) {
	ctx := t.Context()
	s := openAfter(t, 1, func(db *sql.DB) {
		for i := range 50 {
			if _, err := db.ExecContext(ctx, `INSERT INTO records (id, kind, key, site, url_pattern, body, created_at, updated_at)
			VALUES (?, 'selector', ?, ?, ?, '{}', ?, ?)`, fmt.Sprint("sel-", i), fmt.Sprint("k", i),
				fmt.Sprintf("s%d.test", i%5), fmt.Sprintf("s%d.test/p/*", i%5), i, i); err != nil {
				t.Fatal(err)
			}
		}
	})
	var got []waymark.Record
	err := s.View(ctx, func(tx waymark.Tx) (err error) {
		got, err = tx.Find(ctx, waymark.Filter{Site: "s3.test", URLPattern: "s3.test/p/*", Kinds: []waymark.Kind{waymark.KindSelector}})
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 10 || got[0].ID != "sel-48" {
		t.Errorf("after the migration: %d records of s3.test, first %+v; want 10, sel-48 first", len(got), got)
	}
	var idx []string
	err = s.withConn(ctx, func(c *conn) error {
		rows, err := c.query(ctx, "SELECT name FROM sqlite_schema WHERE type = 'index' AND tbl_name = 'records' ORDER BY name")
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			var n string
			if err := rows.Scan(&n); err != nil {
				return err
			}
			idx = append(idx, n)
		}
		return rows.Err()
	})
	if err != nil {
		t.Fatal(err)
	}
	want := "records_kind_updated records_site sqlite_autoindex_records_1 sqlite_autoindex_records_2"
	if strings.Join(idx, " ") != want {
		t.Errorf("indexes %v, want %s", idx, want)
	}
}

// TestBodiesOutliveTheirRows guards what scanRecord relies on (see recordCols): every body a
// read returns keeps its bytes after the rows that carried it are gone and others are read.
func TestBodiesOutliveTheirRows(t *testing.T) {
	s, err := Open(t.Context(), filepath.Join(t.TempDir(), "memory.db"), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	want := map[string]string{}
	err = s.Update(t.Context(), func(tx waymark.Tx) error {
		for i := range 200 {
			body := fmt.Sprintf(`{"n":%d,"pad":%q}`, i, strings.Repeat(string(rune('a'+i%26)), i))
			r := waymark.Record{Kind: waymark.KindCache, Key: fmt.Sprint("k", i), Site: "a.test", Body: json.RawMessage(body)}
			if err := tx.Put(t.Context(), &r); err != nil {
				return err
			}
			want[r.ID] = body
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	var kept []waymark.Record
	for range 3 { // later reads on the same connection must not reuse the memory of earlier ones
		err = s.View(t.Context(), func(tx waymark.Tx) error {
			recs, err := tx.Find(t.Context(), waymark.Filter{Site: "a.test"})
			kept = append(kept, recs...)
			one, err2 := tx.Get(t.Context(), waymark.KindCache, "k7")
			kept = append(kept, one)
			return errors.Join(err, err2)
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if len(kept) != 603 {
		t.Fatalf("read %d records, want 603", len(kept))
	}
	for _, r := range kept {
		if string(r.Body) != want[r.ID] {
			t.Fatalf("record %s: body %q after later reads, want %q", r.ID, r.Body, want[r.ID])
		}
	}
}

// TestMmap: the write connection reads the file through a memory mapping (mmapBytes), the
// read connections through read calls (mmap_size 0); a build of SQLite without memory
// mapping would answer 0 for both.
func TestMmap(t *testing.T) {
	s, err := Open(t.Context(), filepath.Join(t.TempDir(), "memory.db"), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	for name, p := range map[string]*pool{"write": s.write, "read": s.read} {
		c, err := p.acquire(t.Context())
		if err != nil {
			t.Fatal(err)
		}
		var n int
		err = c.queryRow(t.Context(), "PRAGMA mmap_size").Scan(&n)
		p.release(c, false)
		want := 0
		if p == s.write {
			want = mmapBytes
		}
		if err != nil || n != want {
			t.Errorf("%s connection: mmap_size %d, %v; want %d", name, n, err, want)
		}
	}
}

// TestKindReadsUseKindIndex checks that the reads of one kind newest first across sites
// (list, gc) walk records_kind_updated, which leaves selectors out (migration 0003), and
// that a read of selectors, which the index cannot serve, still finds every one of them.
func TestKindReadsUseKindIndex(t *testing.T) {
	s, err := Open(t.Context(), filepath.Join(t.TempDir(), "memory.db"), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	for name, f := range map[string]waymark.Filter{
		"list patterns":       {Kinds: []waymark.Kind{waymark.KindPattern}, Limit: 20},
		"list caches, notes":  {Kinds: []waymark.Kind{waymark.KindCache, waymark.KindSiteNote}, Limit: 20, Offset: 40},
		"gc: old traces":      {Kinds: []waymark.Kind{waymark.KindTrace}, Before: time.Now()},
		"list with task type": {Kinds: []waymark.Kind{waymark.KindPattern}, TaskType: waymark.TaskSearch, Limit: 20},
	} {
		q, args := findSQL(f)
		if plan := queryPlan(t, s, q, args...); !strings.Contains(plan, "records_kind_updated") {
			t.Errorf("%s: plan\n%s\nwant records_kind_updated", name, plan)
		}
	}
	err = s.Update(t.Context(), func(tx waymark.Tx) error {
		for i := range 30 {
			for _, k := range []waymark.Kind{waymark.KindSelector, waymark.KindPattern} {
				r := waymark.Record{Kind: k, Key: fmt.Sprint("k", i), Site: fmt.Sprintf("s%d.test", i%3),
					Body: json.RawMessage(`{}`), UpdatedAt: time.Unix(int64(1000+i), 0)}
				if err := tx.Put(t.Context(), &r); err != nil {
					return err
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	err = s.View(t.Context(), func(tx waymark.Tx) error {
		for _, kinds := range [][]waymark.Kind{{waymark.KindSelector}, {waymark.KindPattern}, {waymark.KindSelector, waymark.KindPattern}} {
			got, err := tx.Find(t.Context(), waymark.Filter{Kinds: kinds, Limit: 100})
			if err != nil {
				return err
			}
			if len(got) != 30*len(kinds) || got[0].Key != "k29" {
				t.Errorf("find %v: %d records, first %q; want %d, k29 first", kinds, len(got), got[0].Key, 30*len(kinds))
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// TestMigrationCacheKeys: migration 0004 puts each cache record's site in front of its key
// and leaves the keys of other kinds alone.
func TestMigrationCacheKeys(t *testing.T) {
	ctx := t.Context()
	s := openAfter(t, 3, func(db *sql.DB) {
		for _, r := range [][3]string{{"cache", "sig|https://a.test/x|0011", "a.test"}, {"pattern", "a.test|a.test/x|r", "a.test"}} {
			if _, err := db.ExecContext(ctx, `INSERT INTO records (id, kind, key, site, body, created_at, updated_at)
			VALUES (?, ?, ?, ?, '{}', 1, 1)`, r[0], r[0], r[1], r[2]); err != nil {
				t.Fatal(err)
			}
		}
	})
	err := s.View(ctx, func(tx waymark.Tx) error {
		if _, err := tx.Get(ctx, waymark.KindCache, "a.test|sig|https://a.test/x|0011"); err != nil {
			return fmt.Errorf("cache under its new key: %w", err)
		}
		if _, err := tx.Get(ctx, waymark.KindPattern, "a.test|a.test/x|r"); err != nil {
			return fmt.Errorf("pattern under its old key: %w", err)
		}
		return nil
	})
	if err != nil {
		t.Error(err)
	}
}

// openAfter writes a database at the schema of the first n migrations, lets fill add rows
// to it with plain SQL, then opens it with Open, which applies the other migrations. The
// store is closed when the test ends.
func openAfter(t *testing.T, n int, fill func(db *sql.DB)) *Store {
	t.Helper()
	ctx := t.Context()
	path := filepath.Join(t.TempDir(), "memory.db")
	db := rawDB(t, path)
	ms, err := loadMigrations()
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range ms[:n] {
		if err := applyMigration(ctx, db, m, time.Now); err != nil {
			t.Fatal(err)
		}
	}
	fill(db)
	db.Close()
	s, err := Open(ctx, path, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// TestMigrationTracesLeaveFTS: migration 0005 removes the full-text rows of trace records
// and keeps those of the searched kinds; the store then passes its integrity check, which
// counts one index row per record of waymark.SearchedKinds.
func TestMigrationTracesLeaveFTS(t *testing.T) {
	ctx := t.Context()
	s := openAfter(t, 4, func(db *sql.DB) {
		for i, r := range [][2]string{{"trace", "walk the dog"}, {"pattern", "walk the cat"}} {
			res, err := db.ExecContext(ctx, `INSERT INTO records (id, kind, key, site, text, body, created_at, updated_at)
			VALUES (?, ?, ?, 'a.test', ?, '{}', 1, 1)`, r[0], r[0], fmt.Sprint(i), r[1])
			if err != nil {
				t.Fatal(err)
			}
			rid, _ := res.LastInsertId()
			if _, err := db.ExecContext(ctx, "INSERT INTO records_fts (rowid, text, scope) VALUES (?, ?, '')", rid, r[1]); err != nil {
				t.Fatal(err)
			}
		}
	})
	if err := s.IntegrityCheck(ctx); err != nil {
		t.Fatal(err)
	}
	err := s.View(ctx, func(tx waymark.Tx) error {
		hits, err := tx.Search(ctx, waymark.Search{Terms: []string{"walk"}})
		if err != nil {
			return err
		}
		if len(hits) != 1 || hits[0].Record.Kind != waymark.KindPattern {
			return fmt.Errorf("search for walk: %+v, want the pattern alone", hits)
		}
		return nil
	})
	if err != nil {
		t.Error(err)
	}
}
