package sqlite

import (
	"context"
	"database/sql"
	"errors"
)

// The fixed queries of the store, prepared once per pool at Open and then once per
// connection (tx.StmtContext prepares on the transaction's own connection the first time
// and reuses the statement after). Parsing SQL was a fifth of the cost of a Put. The
// queries of Find, Count and Search depend on the filter and are not kept.
const (
	qGet       = "SELECT " + recordCols + " FROM records WHERE kind = ? AND key = ?"
	qGetID     = "SELECT " + recordCols + " FROM records WHERE id = ?"
	qPutFind   = "SELECT rid, id, created_at, text, site, url_pattern FROM records WHERE kind = ? AND key = ?"
	qIDUsed    = "SELECT count(*) FROM records WHERE id = ?"
	qPutUpdate = `UPDATE records SET site = ?, url_pattern = ?, task_type = ?, text = ?, body = ?,
		updated_at = ? WHERE rid = ?`
	qPutInsert = `INSERT INTO records (id, kind, key, site, url_pattern, task_type, text, body, created_at,
		updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING rid`
	qFTSInsert  = "INSERT INTO records_fts (rowid, text, scope) VALUES (?, ?, ?)"
	qFTSReplace = "INSERT OR REPLACE INTO records_fts (rowid, text, scope) VALUES (?, ?, ?)"
	qDelete     = "DELETE FROM records WHERE id = ?"
	qCountAll   = "SELECT count(*) FROM records"
	qPhraseHits = "SELECT count(*) FROM (SELECT 1 FROM records_fts WHERE records_fts MATCH ? LIMIT ?)"
	qKindCounts = "SELECT kind, count(*) FROM records GROUP BY kind"
	qSiteCount  = "SELECT count(DISTINCT site) FROM records WHERE site <> ''"
)

var (
	readQueries  = []string{qGet, qGetID, qCountAll, qPhraseHits, qKindCounts, qSiteCount}
	writeQueries = append([]string{qPutFind, qIDUsed, qPutUpdate, qPutInsert, qFTSInsert, qFTSReplace, qDelete},
		readQueries...)
)

// pool is a connection pool with its prepared statements.
type pool struct {
	db    *sql.DB
	stmts map[string]*sql.Stmt
}

// prepare prepares queries on p; call it before any transaction holds a connection.
func (p *pool) prepare(ctx context.Context, queries []string) error {
	p.stmts = make(map[string]*sql.Stmt, len(queries))
	for _, q := range queries {
		st, err := p.db.PrepareContext(ctx, q)
		if err != nil {
			return err
		}
		p.stmts[q] = st
	}
	return nil
}

func (p *pool) close() error {
	var errs []error
	for _, st := range p.stmts {
		errs = append(errs, st.Close())
	}
	return errors.Join(append(errs, p.db.Close())...)
}

// stmt returns the prepared statement of q for this transaction, nil when q is not one.
func (t *tx) stmt(ctx context.Context, q string) *sql.Stmt {
	if st, ok := t.pool.stmts[q]; ok {
		return t.tx.StmtContext(ctx, st)
	}
	return nil
}

func (t *tx) queryRow(ctx context.Context, q string, args ...any) *sql.Row {
	if st := t.stmt(ctx, q); st != nil {
		return st.QueryRowContext(ctx, args...)
	}
	return t.tx.QueryRowContext(ctx, q, args...)
}

func (t *tx) query(ctx context.Context, q string, args ...any) (*sql.Rows, error) {
	if st := t.stmt(ctx, q); st != nil {
		return st.QueryContext(ctx, args...)
	}
	return t.tx.QueryContext(ctx, q, args...)
}

func (t *tx) exec(ctx context.Context, q string, args ...any) (sql.Result, error) {
	if st := t.stmt(ctx, q); st != nil {
		return st.ExecContext(ctx, args...)
	}
	return t.tx.ExecContext(ctx, q, args...)
}
