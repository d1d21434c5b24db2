package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"sync"
)

// maxStmts caps the statements one connection keeps prepared: the fixed queries, the few
// shapes of Find and Count, the searches of a few term counts. Past it a query runs
// unprepared.
const maxStmts = 96

// conn is one connection of a pool with the statements prepared on it. One transaction
// uses it at a time.
type conn struct {
	c     *sql.Conn
	stmts map[string]*sql.Stmt
}

// pool hands out up to n connections to one DSN, opening them as needed and keeping them.
//
// Transactions are plain BEGIN / COMMIT statements on a *sql.Conn rather than *sql.Tx,
// and statements run with a context that is never cancelled, ctx being checked before each
// one: database/sql starts a goroutine for every result set read inside a *sql.Tx, and the
// driver one for every statement run with a cancellable context. Those goroutines and
// their wake-ups were a third of the cost of a Get. A statement that has started runs to
// its end (milliseconds at most).
type pool struct {
	db   *sql.DB
	idle chan *conn
	mu   sync.Mutex
	n    int // connections opened (≤ cap(idle))
	all  []*conn
}

func newPool(db *sql.DB, n int) *pool { return &pool{db: db, idle: make(chan *conn, n)} }

// acquire returns an idle connection, a new one while fewer than the cap are open, or
// waits for one until ctx ends.
func (p *pool) acquire(ctx context.Context) (*conn, error) {
	select {
	case c := <-p.idle:
		return c, nil
	default:
	}
	p.mu.Lock()
	if p.n < cap(p.idle) {
		p.n++
		p.mu.Unlock()
		sc, err := p.db.Conn(ctx)
		if err != nil {
			p.mu.Lock()
			p.n--
			p.mu.Unlock()
			return nil, err
		}
		c := &conn{c: sc, stmts: map[string]*sql.Stmt{}}
		p.mu.Lock()
		p.all = append(p.all, c)
		p.mu.Unlock()
		return c, nil
	}
	p.mu.Unlock()
	select {
	case c := <-p.idle:
		return c, nil
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// release gives c back; a connection whose state is unknown (a failed rollback) is closed
// and replaced by a new one on demand.
func (p *pool) release(c *conn, broken bool) {
	if !broken {
		p.idle <- c
		return
	}
	p.mu.Lock()
	for i, x := range p.all {
		if x == c {
			p.all = append(p.all[:i], p.all[i+1:]...)
			break
		}
	}
	p.n--
	p.mu.Unlock()
	_ = c.close()
}

// close closes every connection and the database handle; no transaction may be running.
func (p *pool) close() error {
	p.mu.Lock()
	defer p.mu.Unlock()
	var errs []error
	for _, c := range p.all {
		errs = append(errs, c.close())
	}
	p.all = nil
	return errors.Join(append(errs, p.db.Close())...)
}

func (c *conn) close() error {
	var errs []error
	for _, st := range c.stmts {
		errs = append(errs, st.Close())
	}
	return errors.Join(append(errs, c.c.Close())...)
}

// stmt returns the statement of q prepared on c, preparing it the first time while fewer
// than maxStmts are kept; nil when q is to run unprepared.
func (c *conn) stmt(q string) (*sql.Stmt, error) {
	if st, ok := c.stmts[q]; ok {
		return st, nil
	}
	if len(c.stmts) >= maxStmts {
		return nil, nil
	}
	st, err := c.c.PrepareContext(context.Background(), q)
	if err != nil {
		return nil, err
	}
	c.stmts[q] = st
	return st, nil
}

// prepared checks ctx, then returns the statement of q (nil: run q unprepared).
func (c *conn) prepared(ctx context.Context, q string) (*sql.Stmt, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	return c.stmt(q)
}

func (c *conn) query(ctx context.Context, q string, args ...any) (*sql.Rows, error) {
	st, err := c.prepared(ctx, q)
	switch {
	case err != nil:
		return nil, err
	case st != nil:
		return st.QueryContext(context.Background(), args...)
	}
	return c.c.QueryContext(context.Background(), q, args...)
}

func (c *conn) exec(ctx context.Context, q string, args ...any) (sql.Result, error) {
	st, err := c.prepared(ctx, q)
	switch {
	case err != nil:
		return nil, err
	case st != nil:
		return st.ExecContext(context.Background(), args...)
	}
	return c.c.ExecContext(context.Background(), q, args...)
}

// row is the first row of a query, read like *sql.Row.
type row struct {
	rows *sql.Rows
	err  error
}

// Scan copies the first row's columns into dest; sql.ErrNoRows when there is none.
func (r row) Scan(dest ...any) error {
	if r.err != nil {
		return r.err
	}
	defer r.rows.Close()
	if !r.rows.Next() {
		if err := r.rows.Err(); err != nil {
			return err
		}
		return sql.ErrNoRows
	}
	if err := r.rows.Scan(dest...); err != nil {
		return err
	}
	return r.rows.Close()
}

func (c *conn) queryRow(ctx context.Context, q string, args ...any) row {
	rows, err := c.query(ctx, q, args...)
	return row{rows: rows, err: err}
}

// begin starts a transaction on c: BEGIN IMMEDIATE takes the write lock at once, waiting
// for it up to busy_timeout; a plain BEGIN reads one snapshot from the first read on.
// Unlike the other statements, BEGIN runs under ctx: a wait for the write lock that
// another process holds ends when ctx does (the driver interrupts SQLite's busy wait), and
// one statement a transaction can afford the driver's cancellation goroutine.
func (c *conn) begin(ctx context.Context, write bool) error {
	q := "BEGIN"
	if write {
		q = "BEGIN IMMEDIATE"
	}
	_, err := c.c.ExecContext(ctx, q)
	return err
}

// rollback ends c's transaction; ok is false when c may still be inside one (a failure
// other than SQLite having rolled it back already).
func (c *conn) rollback() (ok bool) {
	_, err := c.c.ExecContext(context.Background(), "ROLLBACK")
	return err == nil || strings.Contains(err.Error(), "no transaction is active")
}

// commit ends c's transaction, keeping its writes.
func (c *conn) commit() error {
	if _, err := c.c.ExecContext(context.Background(), "COMMIT"); err != nil {
		return fmt.Errorf("commit: %w", err)
	}
	return nil
}

// The statements of a transaction run on its connection.

func (t *tx) query(ctx context.Context, q string, args ...any) (*sql.Rows, error) {
	return t.conn.query(ctx, q, args...)
}

func (t *tx) queryRow(ctx context.Context, q string, args ...any) row {
	return t.conn.queryRow(ctx, q, args...)
}

func (t *tx) exec(ctx context.Context, q string, args ...any) (sql.Result, error) {
	return t.conn.exec(ctx, q, args...)
}
