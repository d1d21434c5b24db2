package sqlite

import (
	"context"
	"database/sql"
	"testing"
	"time"
)

// rawDB opens path without the Store, for tests that inspect or damage the file.
func rawDB(t *testing.T, path string) *sql.DB {
	t.Helper()
	db := sql.OpenDB(connector{dsn: dsn(path, Options{BusyTimeout: 5 * time.Second}, true)})
	t.Cleanup(func() { db.Close() })
	return db
}

// SchemaVersions returns the versions recorded in schema_migrations, in order.
func SchemaVersions(t *testing.T, path string) []int {
	t.Helper()
	rows, err := rawDB(t, path).Query("SELECT version FROM schema_migrations ORDER BY version")
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var vs []int
	for rows.Next() {
		var v int
		if err := rows.Scan(&v); err != nil {
			t.Fatal(err)
		}
		vs = append(vs, v)
	}
	return vs
}

// AddSchemaVersion records a migration this code does not know.
func AddSchemaVersion(t *testing.T, path string, v int) {
	t.Helper()
	if _, err := rawDB(t, path).Exec("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, 'future', 0)", v); err != nil {
		t.Fatal(err)
	}
}

// ExecRaw runs q on the file at path through a connection of its own.
func ExecRaw(t *testing.T, path, q string) {
	t.Helper()
	if _, err := rawDB(t, path).Exec(q); err != nil {
		t.Fatal(err)
	}
}

// DropIndexRows empties the full-text index behind the store's back.
func DropIndexRows(t *testing.T, path string) {
	t.Helper()
	if _, err := rawDB(t, path).ExecContext(context.Background(), "DELETE FROM records_fts"); err != nil {
		t.Fatal(err)
	}
}

// Checkpoints returns how many background checkpoints s has run.
func Checkpoints(s *Store) int64 { return s.ckpt.count.Load() }

// SetMakeID makes the ids of new records with f until the test ends.
func SetMakeID(t *testing.T, f func() string) {
	old := makeID
	makeID = f
	t.Cleanup(func() { makeID = old })
}

// NewID is newID.
var NewID = newID
