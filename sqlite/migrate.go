package sqlite

import (
	"context"
	"database/sql"
	"embed"
	"fmt"
	"io/fs"
	"sort"
	"strconv"
	"strings"
	"time"
)

// migrationFiles are the schema migrations, named NNNN_what.sql and numbered from 0001
// without gaps. A migration, once released, never changes: a new one is added instead.
//
//go:embed migrations/*.sql
var migrationFiles embed.FS

// migration is one schema step.
type migration struct {
	version int
	name    string // file name
	sql     string
}

// loadMigrations returns the embedded migrations in version order.
func loadMigrations() ([]migration, error) {
	names, err := fs.Glob(migrationFiles, "migrations/*.sql")
	if err != nil {
		return nil, err
	}
	var ms []migration
	for _, p := range names {
		name := strings.TrimPrefix(p, "migrations/")
		num, _, ok := strings.Cut(name, "_")
		v, err := strconv.Atoi(num)
		if !ok || err != nil || v <= 0 {
			return nil, fmt.Errorf("migration %s: name is not NNNN_what.sql", name)
		}
		b, err := migrationFiles.ReadFile(p)
		if err != nil {
			return nil, err
		}
		ms = append(ms, migration{version: v, name: name, sql: string(b)})
	}
	sort.Slice(ms, func(i, j int) bool { return ms[i].version < ms[j].version })
	for i, m := range ms {
		if m.version != i+1 {
			return nil, fmt.Errorf("migration %s: want version %d", m.name, i+1)
		}
	}
	return ms, nil
}

// schemaVersion returns the highest applied migration, 0 for a new database.
func schemaVersion(ctx context.Context, q interface {
	QueryRowContext(context.Context, string, ...any) *sql.Row
}) (int, error) {
	var n int
	if err := q.QueryRowContext(ctx,
		"SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name = 'schema_migrations'").Scan(&n); err != nil {
		return 0, err
	}
	if n == 0 {
		return 0, nil
	}
	var v sql.NullInt64
	if err := q.QueryRowContext(ctx, "SELECT max(version) FROM schema_migrations").Scan(&v); err != nil {
		return 0, err
	}
	return int(v.Int64), nil
}

// newerSchema is the error for a store whose schema a newer waymark has migrated to
// version v, while this code knows versions up to known.
func newerSchema(v, known int) error {
	return fmt.Errorf("schema version %d is newer than this program's %d: upgrade waymark", v, known)
}

// migrate applies the migrations db has not seen yet, each with its row in
// schema_migrations in one BEGIN IMMEDIATE transaction: when several processes open a new
// file at once, one applies a migration while the others wait for the lock, then find it
// applied and skip it. A database whose schema is newer than this code is refused. known
// is the number of migrations this code has.
func migrate(ctx context.Context, db *sql.DB, now func() time.Time) (known int, err error) {
	ms, err := loadMigrations()
	if err != nil {
		return 0, err
	}
	v, err := schemaVersion(ctx, db)
	if err != nil {
		return 0, fmt.Errorf("read schema version: %w", err)
	}
	if v > len(ms) {
		return 0, newerSchema(v, len(ms))
	}
	for _, m := range ms[v:] {
		if err := applyMigration(ctx, db, m, now); err != nil {
			return 0, fmt.Errorf("migrate %s: %w", m.name, err)
		}
	}
	return len(ms), nil
}

func applyMigration(ctx context.Context, db *sql.DB, m migration, now func() time.Time) error {
	tx, err := db.BeginTx(ctx, nil) // BEGIN IMMEDIATE (write pool DSN)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (
		version    INTEGER PRIMARY KEY,
		name       TEXT    NOT NULL,
		applied_at INTEGER NOT NULL -- Unix nanoseconds, UTC
	) STRICT`); err != nil {
		return err
	}
	var n int
	if err := tx.QueryRowContext(ctx,
		"SELECT count(*) FROM schema_migrations WHERE version = ?", m.version).Scan(&n); err != nil {
		return err
	}
	if n > 0 {
		return nil // another process applied it while we waited for the lock
	}
	if _, err := tx.ExecContext(ctx, m.sql); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx,
		"INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)",
		m.version, m.name, now().UnixNano()); err != nil {
		return err
	}
	return tx.Commit()
}
