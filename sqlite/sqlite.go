package sqlite

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	waymark "github.com/waymark-dev/waymark"
	sqlitedriver "modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"
)

// Defaults of [Options].
const (
	// DefaultBusyTimeout is how long a connection waits for a lock another connection or
	// process holds before it fails with SQLITE_BUSY.
	DefaultBusyTimeout = 10 * time.Second
	// DefaultMaxReaders is the number of read connections View transactions share.
	DefaultMaxReaders = 4
	// writeCacheKiB is the page cache of the write connection (PRAGMA cache_size, in KiB;
	// filled as pages are read, so a small store uses little of it). Its reads go through
	// the memory mapping (mmapBytes), so the cache mostly holds the pages a transaction
	// writes.
	// It is not larger because every commit scans the cache's hash table (pcache1Truncate)
	// in proportion to its size: at 64 MiB that took 0.5 ms of a single save's commit, and
	// SaveBatch at 8 MiB measured 1–5 % less CPU a trace than at 64 MiB, Save 4–6 %; at
	// 4 MiB Save was ahead of 8 MiB in 12 of 14 alternating runs (docs/PERFORMANCE.md,
	// "2026-12-01, seventh"); 2 MiB was behind 4 in 5 of 6.
	writeCacheKiB = 4 << 10
	// mmapBytes is the write connection's PRAGMA mmap_size: SQLite reads the database file
	// through a memory mapping of up to 1 GiB (address space, not memory: the pages are the
	// OS page cache's) instead of a read system call per page its cache misses. Writes
	// still go through write calls and the WAL. The read connections do not map the file:
	// when a read transaction begins after another connection's commit, SQLite drops the
	// connection's cache and unmaps the whole file, and the pages the transaction then
	// touches fault in again. A query right after a save took 1.04 ms (p50, 100k records)
	// through a mapping and 0.63 ms through read calls; a query after other queries only
	// 0.41 against 0.49 ms (docs/PERFORMANCE.md). The write connection sees no other
	// connection's commits unless another process writes, and its saves at 100k records
	// used about a quarter more CPU without the mapping.
	mmapBytes = 1 << 30
)

// Options configure a [Store]. A nil *Options and every zero field mean the default.
type Options struct {
	// BusyTimeout is how long a transaction waits for the write lock held by another
	// process (PRAGMA busy_timeout; default 10 s, millisecond resolution).
	BusyTimeout time.Duration
	// MaxReaders caps the connections used by View (default 4). Update always uses one
	// connection: writers of one process queue in Go, writers of several processes on
	// SQLite's lock.
	MaxReaders int
	// Durable sets synchronous=FULL: every commit is synced to disk before Update returns,
	// so it survives a power loss or OS crash too, at the price of one fsync per commit.
	// The default, synchronous=NORMAL in WAL mode, survives the crash or SIGKILL of the
	// writing process (a commit is in the OS page cache before Update returns) but may lose
	// the last commits, never consistency, on power loss.
	Durable bool
	// Now is the clock used for the UpdatedAt of a record Put with a zero UpdatedAt;
	// nil means time.Now.
	Now func() time.Time
}

// Store is the embedded SQLite implementation of [waymark.Store]: one database file in
// WAL mode shared safely by the goroutines of one process and by several processes.
// Update runs on a single write connection in a BEGIN IMMEDIATE transaction; View runs
// on a small pool of read-only connections, each transaction one consistent snapshot.
//
// How it keeps records (the [waymark.Tx] methods say the rest):
//   - Put gives a new record without an ID 16 hex characters that begin with the time
//     (newID); a zero UpdatedAt becomes now (Options.Now), a zero CreatedAt of a new record
//     its UpdatedAt.
//   - Times are stored as Unix nanoseconds: exact to the nanosecond, returned in UTC, for
//     the years 1678 to 2262 (Put refuses others with [waymark.ErrInvalidInput]).
//   - Body is stored byte for byte as given; Put refuses one that is not valid JSON.
//   - Search is BM25 over an FTS5 index of Text: Unicode words, case and diacritics
//     folded, CJK (and other scripts written without spaces) matched by character bigrams
//     — see the Search method (search.go) and fts.go.
//   - Filter.Contains and Filter.SiteLike fold case over all of Unicode (simple case
//     folding: "ПРИВЕТ" finds "привет"); % and _ are plain characters.
type Store struct {
	path   string
	now    func() time.Time
	write  *pool // one connection: Update, IntegrityCheck, Checkpoint
	read   *pool // up to Options.MaxReaders connections: View
	ckpt   *checkpointer
	closed atomic.Bool
	// known is the number of migrations this code has (see checkSchema).
	known int
}

var _ waymark.Store = (*Store)(nil)

// drv is this package's own instance of the modernc driver: the SQL functions it registers
// (waymark_fold_contains) reach only the connections of waymark stores.
var drv = &sqlitedriver.Driver{}

func init() {
	drv.MustRegisterDeterministicScalarFunction(foldContainsFunc, 2, foldContainsSQL)
}

// connector opens connections of drv to one DSN; sql.OpenDB needs no global registration.
type connector struct{ dsn string }

func (c connector) Connect(context.Context) (driver.Conn, error) { return drv.Open(c.dsn) }
func (c connector) Driver() driver.Driver                        { return drv }

// Open opens the store in the database file at path, creating the file (mode 0600) when
// it does not exist, and brings its schema up to date (migrations embedded in
// migrations/*.sql, applied each in its own transaction, safe when several processes open
// the same file at once). The folder of path must exist. It fails when the file is not a
// SQLite database, when its schema is newer than this code, or when WAL mode cannot be
// enabled (for example on a network file system).
//
// A store that another process is creating at the same moment can answer SQLITE_BUSY
// without waiting (SQLite takes the lock that turns WAL on without its busy handler): Open
// then tries again, every 10–50 ms, for up to Options.BusyTimeout.
func Open(ctx context.Context, path string, opts *Options) (*Store, error) {
	timeout := DefaultBusyTimeout
	if opts != nil && opts.BusyTimeout > 0 {
		timeout = opts.BusyTimeout
	}
	deadline := time.Now().Add(timeout)
	for wait := 10 * time.Millisecond; ; wait = min(2*wait, 50*time.Millisecond) {
		s, err := open(ctx, path, opts)
		if err == nil {
			return s, nil
		}
		if !isBusy(err) || time.Now().Add(wait).After(deadline) {
			return nil, fmt.Errorf("open store: %w%s", err, openHint(path, err))
		}
		select {
		case <-time.After(wait):
		case <-ctx.Done():
			return nil, fmt.Errorf("open store: %w", err)
		}
	}
}

// maxPathBytes is the longest path SQLite opens (its unix VFS's MAX_PATHNAME, 512 bytes
// with the "-wal" suffix it adds).
const maxPathBytes = 512 - len("-wal") - 1

// openHint says what SQLite's terse "unable to open database file" or "disk I/O error"
// leaves out and a user can act on: a path too long for SQLite, or a -wal or -shm file that
// is no file. "" when it sees nothing.
func openHint(path string, err error) string {
	var se *sqlitedriver.Error
	if !errors.As(err, &se) {
		return ""
	}
	switch se.Code() & 0xff {
	case sqlite3.SQLITE_CANTOPEN, sqlite3.SQLITE_IOERR:
	case sqlite3.SQLITE_READONLY, sqlite3.SQLITE_PERM:
		return " (the memory's folder or its files are read-only: waymark writes there even to read, for SQLite's WAL; give it write access, or copy the home)"
	default:
		return ""
	}
	abs, aerr := filepath.Abs(path)
	if aerr == nil && len(abs) > maxPathBytes {
		return fmt.Sprintf(" (the path is %d bytes: SQLite opens at most %d; choose a shorter home)", len(abs), maxPathBytes)
	}
	for _, suffix := range []string{"-wal", "-shm"} {
		if fi, serr := os.Lstat(abs + suffix); serr == nil && !fi.Mode().IsRegular() {
			return fmt.Sprintf(" (%s is no regular file)", filepath.Base(abs+suffix))
		}
	}
	return " (is the folder writable, with free space and free inodes?)"
}

// isBusy reports whether err is SQLite's SQLITE_BUSY (any of its extended codes).
func isBusy(err error) bool {
	var se *sqlitedriver.Error
	return errors.As(err, &se) && se.Code()&0xff == sqlite3.SQLITE_BUSY
}

func open(ctx context.Context, path string, opts *Options) (*Store, error) {
	var o Options
	if opts != nil {
		o = *opts
	}
	if o.BusyTimeout <= 0 {
		o.BusyTimeout = DefaultBusyTimeout
	}
	if o.MaxReaders <= 0 {
		o.MaxReaders = DefaultMaxReaders
	}
	if o.Now == nil {
		o.Now = time.Now
	}
	if path == "" || path == ":memory:" {
		return nil, errors.New("need a database file path")
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, err
	}
	// Create the file ourselves so it gets mode 0600 (the records may hold page text);
	// SQLite gives the -wal and -shm files the mode of the database file.
	f, err := os.OpenFile(abs, os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		return nil, err
	}
	fi, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, err
	}
	if err := f.Close(); err != nil {
		return nil, err
	}
	if fi.Size() > 0 {
		// Before the write pool turns the file to WAL and migrates it.
		if err := checkOwnFile(ctx, dsn(abs, o, false)); err != nil {
			return nil, err
		}
	}

	s := &Store{path: abs, now: o.Now}
	s.write = newPool(openDB(dsn(abs, o, true), 1), 1)
	fail := func(err error) (*Store, error) {
		s.write.close()
		if s.read != nil {
			s.read.close()
		}
		return nil, err
	}
	var mode string
	if err := s.write.db.QueryRowContext(ctx, "PRAGMA journal_mode").Scan(&mode); err != nil {
		return fail(err)
	}
	if mode != "wal" {
		return fail(fmt.Errorf("journal mode is %q, want wal (is the file on a local disk?)", mode))
	}
	if s.known, err = migrate(ctx, s.write.db, o.Now); err != nil {
		return fail(err)
	}
	s.read = newPool(openDB(dsn(abs, o, false), o.MaxReaders), o.MaxReaders)
	s.ckpt = newCheckpointer(openDB(dsn(abs, o, true), 1))
	return s, nil
}

// checkOwnFile refuses a database file of another program: one that holds tables or views
// and not both of the schema_migrations and records tables every waymark store has from its
// first migration (another tool's schema_migrations alone is not enough). It reads the file
// only; Open adds "open store:" to its error.
func checkOwnFile(ctx context.Context, readDSN string) error {
	db := openDB(readDSN, 1)
	defer db.Close()
	rows, err := db.QueryContext(ctx, "SELECT name FROM sqlite_schema WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite_%' ORDER BY name")
	if err != nil {
		return err
	}
	defer rows.Close()
	var names []string
	migrations, records := false, false
	for rows.Next() {
		var n string
		if err := rows.Scan(&n); err != nil {
			return err
		}
		switch n {
		case "schema_migrations":
			migrations = true
		case "records":
			records = true
		default:
			names = append(names, strconv.Quote(n))
		}
	}
	if err := rows.Err(); err != nil {
		return err
	}
	// The first migration makes both tables in one transaction; a store being created by
	// another process has both or neither.
	if migrations && records || !migrations && !records && len(names) == 0 {
		return nil
	}
	if records {
		names = append(names, `"records"`)
	}
	if migrations {
		names = append(names, `"schema_migrations"`)
	}
	if len(names) > 5 {
		names = append(names[:5], "…")
	}
	return fmt.Errorf("the file is not a waymark store: it holds tables of another program (%s); give waymark a home of its own", strings.Join(names, ", "))
}

// openDB returns a pool of at most n connections to dsn that keeps them open.
func openDB(dsn string, n int) *sql.DB {
	db := sql.OpenDB(connector{dsn: dsn})
	db.SetMaxOpenConns(n)
	db.SetMaxIdleConns(n)
	db.SetConnMaxIdleTime(0)
	db.SetConnMaxLifetime(0)
	return db
}

// dsn builds the modernc DSN of one connection pool (syntax: modernc.org/sqlite
// Driver.Open). Every connection gets busy_timeout first, then foreign_keys, then:
//
//   - the write pool: mmap_size (mmapBytes); journal_mode=WAL (persistent in the file:
//     readers never block the writer nor the writer the readers);
//     wal_autocheckpoint=8000 pages, a backstop behind
//     the background checkpoints (checkpoint.go); a page cache of writeCacheKiB;
//     ignore_check_constraints, because put checks what the records table's CHECKs
//     check, the body's JSON faster than SQLite does (validBody); secure_delete, so
//     that what a record no longer holds (a value masked after it was stored, SPEC §8)
//     is overwritten with zeros in the file, not left in free space; synchronous=NORMAL,
//     which in WAL mode syncs the WAL at checkpoints only: a commit is complete in the WAL (in the OS page cache) when
//     COMMIT returns, so the crash or SIGKILL of the process loses nothing acknowledged,
//     while a power loss or kernel crash may roll back the last commits but never corrupts
//     the database (Options.Durable selects FULL); _txlock=immediate, so every write
//     transaction takes the write lock at BEGIN, where busy_timeout can wait for it, instead
//     of at its first write, where a deferred transaction whose snapshot is stale fails
//     with SQLITE_BUSY at once, whatever the timeout;
//   - the read pool: query_only, and plain (deferred) BEGIN for its read-only transactions.
func dsn(path string, o Options, write bool) string {
	q := url.Values{}
	q.Add("_pragma", "busy_timeout("+strconv.FormatInt(o.BusyTimeout.Milliseconds(), 10)+")")
	q.Add("_pragma", "foreign_keys(1)")
	if write {
		q.Add("_pragma", "mmap_size("+strconv.Itoa(mmapBytes)+")")
		q.Add("_pragma", "journal_mode(WAL)")
		q.Add("_pragma", "wal_autocheckpoint("+strconv.Itoa(backstopPages)+")")
		q.Add("_pragma", "cache_size(-"+strconv.Itoa(writeCacheKiB)+")")
		q.Add("_pragma", "ignore_check_constraints(1)")
		q.Add("_pragma", "secure_delete(1)")
		if o.Durable {
			q.Add("_pragma", "synchronous(FULL)")
		} else {
			q.Add("_pragma", "synchronous(NORMAL)")
		}
		q.Set("_txlock", "immediate")
	} else {
		q.Set("_query_only", "1")
	}
	// A file: URI keeps a '?' or '#' in the path from being read as the query string.
	return "file:" + (&url.URL{Path: path}).EscapedPath() + "?" + q.Encode()
}

// Path returns the absolute path of the database file.
func (s *Store) Path() string { return s.path }

// Close closes the store: transactions already running may still commit or fail, and
// later calls of any method, Close included, return [waymark.ErrClosed]. It first lets
// SQLite refresh its planner statistics (PRAGMA optimize, at most one second).
func (s *Store) Close() error {
	if !s.closed.CompareAndSwap(false, true) {
		return waymark.ErrClosed
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	if c, err := s.write.acquire(ctx); err == nil {
		// Under ctx itself (c.exec would not pass it on): PRAGMA optimize may write, and
		// a wait for another process's write lock must end with the second.
		_, _ = c.c.ExecContext(ctx, "PRAGMA optimize")
		s.write.release(c, false)
	}
	cancel()
	err := errors.Join(s.ckpt.close(), s.read.close(), s.write.close())
	if err != nil {
		return fmt.Errorf("close store: %w", err)
	}
	return nil
}

// Update runs fn in one write transaction (BEGIN IMMEDIATE): writers of this process wait
// for the write connection, writers of other processes for the database lock (up to
// Options.BusyTimeout). It commits when fn returns nil and rolls back when fn returns an
// error (returned as is) or panics (the panic goes on). fn must not call Update on the same
// store: it would wait for its own connection until ctx ends.
func (s *Store) Update(ctx context.Context, fn func(waymark.Tx) error) error {
	return s.run(ctx, fn, true)
}

// View runs fn in a read-only transaction that sees one consistent snapshot of the
// database and does not block writers; a write in fn fails.
func (s *Store) View(ctx context.Context, fn func(waymark.Tx) error) error {
	return s.run(ctx, fn, false)
}

func (s *Store) run(ctx context.Context, fn func(waymark.Tx) error, write bool) (err error) {
	if s.closed.Load() {
		return waymark.ErrClosed
	}
	op, p := "view", s.read
	if write {
		op, p = "update", s.write
	}
	if err := ctx.Err(); err != nil {
		return fmt.Errorf("%s: %w", op, err)
	}
	c, err := p.acquire(ctx)
	if err != nil {
		if s.closed.Load() {
			return waymark.ErrClosed
		}
		return fmt.Errorf("%s: %w", op, err)
	}
	if err := c.begin(ctx, write); err != nil {
		p.release(c, !c.rollback())
		return fmt.Errorf("%s: begin: %w", op, err)
	}
	if write {
		if err := s.checkSchema(ctx, c); err != nil {
			p.release(c, !c.rollback())
			return fmt.Errorf("%s: %w", op, err)
		}
	}
	t := &tx{s: s, conn: c, write: write}
	finished := false
	defer func() {
		t.done.Store(true)
		if !finished {
			// fn panicked: roll back and let the panic go on.
			p.release(c, !c.rollback())
		}
	}()
	ferr := fn(t)
	finished = true
	t.done.Store(true)
	if ferr != nil {
		p.release(c, !c.rollback())
		return ferr
	}
	if err := c.commit(); err != nil {
		p.release(c, !c.rollback())
		return fmt.Errorf("%s: %w", op, err)
	}
	p.release(c, false)
	if write {
		s.ckpt.wrote()
	}
	return nil
}

// checkSchema refuses to write, inside the write transaction on c, when a newer waymark has
// migrated the file since this store opened it (a long-running serve outliving an
// upgrade): this code would write records the newer schema may no longer mean. A
// migration that changes only data changes no table, so the check reads the highest
// applied migration itself: one statement on the primary key of schema_migrations.
func (s *Store) checkSchema(ctx context.Context, c *conn) error {
	var v int
	if err := c.queryRow(ctx, qSchemaVersion).Scan(&v); err != nil {
		return fmt.Errorf("read schema version: %w", err)
	}
	if v > s.known {
		return newerSchema(v, s.known)
	}
	return nil
}

// withConn runs fn on the write connection outside any transaction.
func (s *Store) withConn(ctx context.Context, fn func(c *conn) error) error {
	if s.closed.Load() {
		return waymark.ErrClosed
	}
	c, err := s.write.acquire(ctx)
	if err != nil {
		return err
	}
	defer s.write.release(c, false)
	return fn(c)
}

// IntegrityCheck verifies the database file (PRAGMA integrity_check), the full-text index
// (FTS5 'integrity-check') and that every record of the waymark.SearchedKinds has exactly
// one index row. It returns
// nil when all is well, otherwise an error quoting the first problems SQLite reports.
// It reads the whole file: seconds for a large store.
func (s *Store) IntegrityCheck(ctx context.Context) error {
	if err := s.withConn(ctx, integrityCheck); err != nil {
		if errors.Is(err, waymark.ErrClosed) {
			return err
		}
		return fmt.Errorf("integrity check: %w", err)
	}
	return nil
}

func integrityCheck(c *conn) error {
	ctx := context.Background()
	rows, err := c.query(ctx, "PRAGMA integrity_check")
	if err != nil {
		return err
	}
	var problems []string
	for rows.Next() {
		var line string
		if err := rows.Scan(&line); err != nil {
			rows.Close()
			return err
		}
		if line != "ok" && len(problems) < 10 {
			problems = append(problems, line)
		}
	}
	if err := errors.Join(rows.Err(), rows.Close()); err != nil {
		return err
	}
	if len(problems) > 0 {
		return fmt.Errorf("%q", problems)
	}
	if _, err := c.exec(ctx, "INSERT INTO records_fts(records_fts, rank) VALUES ('integrity-check', 0)"); err != nil {
		return fmt.Errorf("full-text index: %w", err)
	}
	var nrec, nfts int
	kinds := make([]string, len(waymark.SearchedKinds))
	for i, k := range waymark.SearchedKinds {
		kinds[i] = "'" + strings.ReplaceAll(string(k), "'", "''") + "'"
	}
	if err := c.queryRow(ctx,
		"SELECT (SELECT count(*) FROM records WHERE kind IN ("+strings.Join(kinds, ",")+")), (SELECT count(*) FROM records_fts)").Scan(&nrec, &nfts); err != nil {
		return err
	}
	if nrec != nfts {
		return fmt.Errorf("%d records but %d full-text index rows", nrec, nfts)
	}
	return nil
}

// Checkpoint copies the WAL into the database file and truncates the WAL to zero bytes
// (PRAGMA wal_checkpoint(TRUNCATE)). It waits for a background checkpoint of this store
// to end and, up to Options.BusyTimeout, for running writers and readers of the WAL; an
// error says when they (or a checkpoint of another process) kept it from completing.
func (s *Store) Checkpoint(ctx context.Context) error {
	var busy, logFrames, done int
	err := s.withConn(ctx, func(c *conn) error {
		s.ckpt.mu.Lock() // not while the background checkpoint runs
		defer s.ckpt.mu.Unlock()
		return c.queryRow(ctx, "PRAGMA wal_checkpoint(TRUNCATE)").Scan(&busy, &logFrames, &done)
	})
	switch {
	case errors.Is(err, waymark.ErrClosed):
		return err
	case err != nil:
		return fmt.Errorf("checkpoint: %w", err)
	case busy != 0:
		return fmt.Errorf("checkpoint: busy: %d of %d WAL frames copied", done, logFrames)
	}
	return nil
}

// Scrub removes the copies the file still holds of text that no record holds any more (a
// value masked after it was stored, SPEC §8): the full-text index merges its segments into
// one (FTS5 "optimize"), which drops the terms of replaced and deleted rows — the index
// is contentless, so a replaced row's terms stay in its old segment until a merge — and a
// TRUNCATE checkpoint then copies the WAL into the database file, where secure_delete
// zeroes the freed pages, and empties the WAL. A merge rewrites the whole index once, then
// little while it stays merged. A reader that holds the WAL keeps it from being emptied:
// the error says so (the merge is kept).
func (s *Store) Scrub(ctx context.Context) error {
	err := s.Update(ctx, func(t waymark.Tx) error {
		_, err := t.(*tx).exec(ctx, "INSERT INTO records_fts(records_fts) VALUES ('optimize')")
		return err
	})
	if err != nil {
		return fmt.Errorf("scrub: %w", err)
	}
	return s.Checkpoint(ctx)
}

// FileName is the name of the store's file in a memory home (SPEC §11).
const FileName = "memory.db"

// OpenMemory opens the [waymark.Memory] at home with the embedded store in
// home/memory.db (FileName, SPEC §11), creating home (mode 0700) when it does not exist. opts may be
// nil; its Store field is ignored, its Now clock is the store's clock too. Closing the
// Memory closes the store. An empty home is an error wrapping [waymark.ErrInvalidInput].
func OpenMemory(ctx context.Context, home string, opts *waymark.Options) (*waymark.Memory, error) {
	if home == "" {
		return nil, fmt.Errorf("open memory: empty home: %w", waymark.ErrInvalidInput)
	}
	if err := os.MkdirAll(home, 0o700); err != nil {
		return nil, fmt.Errorf("open memory: %w", err)
	}
	var o waymark.Options
	if opts != nil {
		o = *opts
	}
	st, err := Open(ctx, filepath.Join(home, FileName), &Options{Now: o.Now})
	if err != nil {
		return nil, fmt.Errorf("open memory: %w", err)
	}
	o.Store = st
	m, err := waymark.Open(ctx, home, &o)
	if err != nil {
		st.Close()
		return nil, err
	}
	return m, nil
}
