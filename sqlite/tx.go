package sqlite

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"
	"unsafe"

	fastjson "github.com/segmentio/encoding/json"
	waymark "github.com/waymark-dev/waymark"
)

// errTxDone is returned by a [waymark.Tx] used after the function it was given to returned.
var errTxDone = fmt.Errorf("transaction used after its function returned: %w", sql.ErrTxDone)

// errReadOnly is returned by a write in a View transaction.
var errReadOnly = errors.New("write in a read-only (View) transaction")

// tx implements waymark.Tx over one transaction on a pool connection. Its methods run one
// at a time (mu): a connection runs one statement at a time.
type tx struct {
	s     *Store
	conn  *conn
	write bool
	mu    sync.Mutex
	done  atomic.Bool
	// known holds what Put needs of the records this write transaction has read with Get or
	// written (nil: known absent), so that the Put that follows a Get does not look the
	// record up again. Every write of the transaction keeps it true; Delete empties it.
	known map[knownKey]*stored
}

// stored is what Put needs to know of a stored record.
type stored struct {
	rid, created, updated                int64
	id, text, site, urlPattern, taskType string
}

// rememberRecord keeps what Put needs of r, read with row id rid (a write transaction only).
func (t *tx) rememberRecord(r *waymark.Record, rid int64) {
	if !t.write {
		return
	}
	created, _ := toNanos(r.CreatedAt)
	updated, _ := toNanos(r.UpdatedAt)
	t.remember(r.Kind, r.Key, &stored{rid: rid, created: created, updated: updated, id: r.ID, text: r.Text, site: r.Site,
		urlPattern: r.URLPattern, taskType: string(r.TaskType)})
}

// knownKey identifies a record by kind and dedupe key, without joining them into a string.
type knownKey struct {
	kind waymark.Kind
	key  string
}

func (t *tx) remember(kind waymark.Kind, key string, st *stored) {
	if !t.write {
		return
	}
	if t.known == nil {
		t.known = map[knownKey]*stored{}
	}
	t.known[knownKey{kind, key}] = st
}

// recordCols are the columns scanRecord reads, in order; recordColsR the same of the table
// named r. The body is read as a BLOB: modernc hands a BLOB value over as a []byte it has
// just allocated (conn.columnBlob), which scanRecord keeps as Record.Body, while a TEXT
// value comes as a string that database/sql would copy once more into a []byte. Bodies are
// most of what a read allocates. TestBodiesOutliveTheirRows checks that the driver still
// allocates a new []byte for every value.
const (
	recordCols  = "id, kind, key, site, url_pattern, task_type, text, CAST(body AS BLOB), created_at, updated_at"
	recordColsR = "r.id, r.kind, r.key, r.site, r.url_pattern, r.task_type, r.text, CAST(r.body AS BLOB), r.created_at, r.updated_at"
)

// scanner is *sql.Row or *sql.Rows.
type scanner interface{ Scan(dest ...any) error }

func scanRecord(sc scanner, extra ...any) (waymark.Record, error) {
	var (
		r              waymark.Record
		body           sql.RawBytes // a []byte of its own: see recordCols
		created, upd   int64
		kind, taskType string
	)
	dest := append([]any{&r.ID, &kind, &r.Key, &r.Site, &r.URLPattern, &taskType, &r.Text, &body, &created, &upd}, extra...)
	if err := sc.Scan(dest...); err != nil {
		return waymark.Record{}, err
	}
	r.Kind, r.TaskType = waymark.Kind(kind), waymark.TaskType(taskType)
	r.Body = json.RawMessage(body)
	r.CreatedAt, r.UpdatedAt = fromNanos(created), fromNanos(upd)
	return r, nil
}

// Timestamps are stored as Unix nanoseconds (INTEGER), exact to the nanosecond, in UTC,
// for years 1678 to 2262 (the range of an int64 of nanoseconds).
var (
	minTime = time.Unix(0, math.MinInt64).UTC()
	maxTime = time.Unix(0, math.MaxInt64).UTC()
)

func fromNanos(n int64) time.Time { return time.Unix(0, n).UTC() }

// toNanos converts t for storage; ok is false outside the representable range.
func toNanos(t time.Time) (n int64, ok bool) {
	if t.Before(minTime) || t.After(maxTime) {
		return 0, false
	}
	return t.UnixNano(), true
}

// clampNanos converts t for a comparison, clamping it into the representable range.
func clampNanos(t time.Time) int64 {
	switch {
	case t.Before(minTime):
		return math.MinInt64
	case t.After(maxTime):
		return math.MaxInt64
	}
	return t.UnixNano()
}

// enter locks t for one method call, unless t is finished or op writes in a View.
func (t *tx) enter(op string, write bool) error {
	t.mu.Lock()
	switch {
	case t.done.Load():
		t.mu.Unlock()
		return fmt.Errorf("%s: %w", op, errTxDone)
	case write && !t.write:
		t.mu.Unlock()
		return fmt.Errorf("%s: %w", op, errReadOnly)
	}
	return nil
}

// Get returns the record of kind with dedupe key, or an error wrapping
// [waymark.ErrNotFound].
func (t *tx) Get(ctx context.Context, kind waymark.Kind, key string) (waymark.Record, error) {
	if err := t.enter("get", false); err != nil {
		return waymark.Record{}, err
	}
	defer t.mu.Unlock()
	var (
		r   waymark.Record
		rid int64
		err error
	)
	if t.write {
		r, err = scanRecord(t.queryRow(ctx, qGetRid, string(kind), key), &rid)
	} else {
		r, err = scanRecord(t.queryRow(ctx, qGet, string(kind), key))
	}
	if errors.Is(err, sql.ErrNoRows) {
		t.remember(kind, key, nil)
		return waymark.Record{}, fmt.Errorf("get %s %q: %w", kind, key, waymark.ErrNotFound)
	}
	if err != nil {
		return waymark.Record{}, fmt.Errorf("get %s %q: %w", kind, key, err)
	}
	t.rememberRecord(&r, rid)
	return r, nil
}

// getManyChunk is the most keys one statement of GetMany binds. Shorter lists are padded
// (by repeating a key) to the next of getManySizes, so a connection prepares at most ten
// shapes of the query, and looks up at most a third more keys than asked (each padded key
// is one more index lookup).
const getManyChunk = 64

var getManySizes = [...]int{1, 2, 4, 8, 12, 16, 24, 32, 48, getManyChunk}

// GetMany returns the records of kind whose keys are among keys, by key (absent keys are
// not in the non-nil map). One statement reads up to getManyChunk keys: a Get costs about
// 17 µs through database/sql and modernc, most of it the statement and its 11 result
// columns, not the index lookup.
func (t *tx) GetMany(ctx context.Context, kind waymark.Kind, keys []string) (map[string]waymark.Record, error) {
	if err := t.enter("get", false); err != nil {
		return nil, err
	}
	defer t.mu.Unlock()
	out := make(map[string]waymark.Record, len(keys))
	for len(keys) > 0 {
		n := min(len(keys), getManyChunk)
		if err := t.getMany(ctx, kind, keys[:n], out); err != nil {
			return nil, fmt.Errorf("get %s (%d keys): %w", kind, len(keys), err)
		}
		keys = keys[n:]
	}
	return out, nil
}

func (t *tx) getMany(ctx context.Context, kind waymark.Kind, keys []string, out map[string]waymark.Record) error {
	size := getManyChunk
	for _, n := range getManySizes {
		if n >= len(keys) {
			size = n
			break
		}
	}
	args := make([]any, 0, size+1)
	args = append(args, string(kind))
	for i := range size {
		args = append(args, keys[min(i, len(keys)-1)])
	}
	rows, err := t.query(ctx, getManySQL(size), args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var rid int64
		r, err := scanRecord(rows, &rid)
		if err != nil {
			return err
		}
		out[r.Key] = r
		t.rememberRecord(&r, rid)
	}
	if err := rows.Err(); err != nil {
		return err
	}
	for _, k := range keys {
		if _, ok := out[k]; !ok {
			t.remember(kind, k, nil)
		}
	}
	return rows.Close()
}

// getManySQL is GetMany's query for n keys.
func getManySQL(n int) string {
	return qGetMany + strings.Repeat(", ?", n)[2:] + ")"
}

// GetID returns the record with id, or an error wrapping [waymark.ErrNotFound].
func (t *tx) GetID(ctx context.Context, id string) (waymark.Record, error) {
	if err := t.enter("get", false); err != nil {
		return waymark.Record{}, err
	}
	defer t.mu.Unlock()
	r, err := scanRecord(t.queryRow(ctx, qGetID, id))
	if errors.Is(err, sql.ErrNoRows) {
		return waymark.Record{}, fmt.Errorf("no record has id %q: %w", id, waymark.ErrNotFound)
	}
	if err != nil {
		return waymark.Record{}, fmt.Errorf("get id %q: %w", id, err)
	}
	return r, nil
}

// makeID makes the id of a new record: newID, or what a test makes collide.
var makeID = newID

// idSeq numbers the ids this process makes (newID). It starts at a random value, so that
// two processes making ids in the same millisecond seldom make the same one.
var idSeq = func() *atomic.Uint32 {
	var b [4]byte
	_, _ = rand.Read(b[:]) // never fails (crypto/rand, Go ≥ 1.24)
	var n atomic.Uint32
	n.Store(binary.LittleEndian.Uint32(b[:]))
	return &n
}()

// newID returns a new record id: 16 lower-case hex characters, the low 40 bits of the Unix
// time in milliseconds (they wrap every 34.8 years) and then the low 24 bits of idSeq.
// Ids made later sort after those made before, so a new record's entry in the id index
// lands next to the last one instead of on a random page of the index: a save of a 20-step
// trace inserts about 20 records, and random ids made it write about 19 pages of that
// index to the WAL at each commit, where these make it write 4 or 5. Two processes may
// still make the same id in the same millisecond; put then makes another.
func newID() string {
	ms := uint64(time.Now().UnixMilli()) & (1<<40 - 1)
	var b [8]byte
	binary.BigEndian.PutUint64(b[:], ms<<24|uint64(idSeq.Add(1)&(1<<24-1)))
	return hex.EncodeToString(b[:])
}

// bodyArg passes a record body to a statement as text without copying it: the driver
// copies an argument when it binds it, and nothing writes the body while the statement
// runs (Tx.Put's caller hands it over for the call).
func bodyArg(b []byte) string { return unsafe.String(unsafe.SliceData(b), len(b)) }

// validBody reports whether a record body is valid JSON (RFC 8259). The records table
// declares CHECK (json_valid(body)), but the write connection runs with
// ignore_check_constraints (see dsn): SQLite's json_valid parses a body at about 80 MB/s
// here, against 375 MB/s for segmentio's Valid, and a save writes ~14 KB of bodies, so the
// check moved from SQLite to Go saves the single writer about 0.13 ms a trace. The table's
// other CHECKs (id, kind and key not empty) are checked in put too.
func validBody(b []byte) bool { return fastjson.Valid(b) }

func badInput(field, msg string) error {
	return &waymark.InputError{Field: field, Msg: msg, Err: waymark.ErrInvalidInput}
}

// Put inserts r, or updates the record with the same Kind and Key, keeping that record's
// ID and CreatedAt (r's when it is earlier: a copy made elsewhere before, as an import
// brings) and writing them back into r. A new record with an empty ID gets 16
// hex characters that begin with the time (newID); a zero UpdatedAt becomes now
// (Options.Now) and a zero CreatedAt of a new record its UpdatedAt. r's times are written
// back in UTC as stored; an update's UpdatedAt is never earlier than the stored record's
// (a writer may commit after another that read the clock later). Kind and Key must not be
// empty, Body must be valid JSON, and an explicit ID must not belong to a record of
// another kind and key: otherwise a
// *[waymark.InputError] wrapping [waymark.ErrInvalidInput]. The full-text index row is
// rewritten only when Text, Site or URLPattern changed.
func (t *tx) Put(ctx context.Context, r *waymark.Record) error {
	if err := t.enter("put", true); err != nil {
		return err
	}
	defer t.mu.Unlock()
	if err := t.put(ctx, r); err != nil {
		return fmt.Errorf("put %s %q: %w", r.Kind, r.Key, err)
	}
	return nil
}

func (t *tx) put(ctx context.Context, r *waymark.Record) error {
	switch {
	case r.Kind == "":
		return badInput("kind", "empty")
	case r.Key == "":
		return badInput("key", "empty")
	case !validBody(r.Body):
		return badInput("body", "not valid JSON")
	}
	upd := r.UpdatedAt
	if upd.IsZero() {
		upd = t.s.now()
	}
	updN, ok := toNanos(upd)
	if !ok {
		return badInput("updated_at", "outside the years 1678–2262")
	}

	old, known := t.known[knownKey{r.Kind, r.Key}]
	var err error
	if !known {
		var o stored
		err = t.queryRow(ctx, qPutFind, string(r.Kind), r.Key).Scan(&o.rid, &o.id, &o.created, &o.updated, &o.text, &o.site, &o.urlPattern, &o.taskType)
		if err == nil {
			old = &o
		} else if !errors.Is(err, sql.ErrNoRows) {
			return err
		}
	}
	var (
		rid      int64
		id       string
		createdN int64
	)
	switch {
	case old != nil:
		rid, id, createdN = old.rid, old.id, old.created
		// A record's times never go backwards: a writer that read the clock before it had
		// the write lock may commit after another that read it later.
		updN = max(updN, old.updated)
		scoped := r.Text != old.text || r.Site != old.site || r.URLPattern != old.urlPattern
		if scoped || string(r.TaskType) != old.taskType {
			_, err = t.exec(ctx, qPutUpdate, r.Site, r.URLPattern, string(r.TaskType), r.Text, bodyArg(r.Body), updN, rid)
		} else {
			_, err = t.exec(ctx, qPutUpdateBody, bodyArg(r.Body), updN, rid)
		}
		if err != nil {
			return err
		}
		if waymark.Searched(r.Kind) && scoped {
			if _, err := t.exec(ctx, qFTSReplace, rid, ftsText(r.Text), ftsScope(r.Site, r.URLPattern)); err != nil {
				return err
			}
		}
		// An earlier CreatedAt is taken: a copy of the record made elsewhere before it (an
		// import), so that two homes that share their knowledge agree on it.
		if c, ok := toNanos(r.CreatedAt); ok && !r.CreatedAt.IsZero() && c < createdN {
			if _, err := t.exec(ctx, qPutCreated, c, rid); err != nil {
				return err
			}
			createdN = c
		}
	default:
		created := r.CreatedAt
		if created.IsZero() {
			created = upd
		}
		if createdN, ok = toNanos(created); !ok {
			return badInput("created_at", "outside the years 1678–2262")
		}
		// The insert does nothing when the id is taken: a given id is refused, a made one
		// (newID) is made again, which only another process making ids in the same
		// millisecond can cause.
		for {
			if id = r.ID; id == "" {
				id = makeID()
			}
			res, err := t.exec(ctx, qPutInsert, id, string(r.Kind), r.Key, r.Site, r.URLPattern, string(r.TaskType), r.Text,
				bodyArg(r.Body), createdN, updN)
			if err != nil {
				return err
			}
			if n, err := res.RowsAffected(); err != nil {
				return err
			} else if n == 1 {
				if rid, err = res.LastInsertId(); err != nil {
					return err
				}
				break
			}
			if r.ID != "" {
				return badInput("id", "already the id of a record of another kind or key")
			}
		}
		if waymark.Searched(r.Kind) {
			if _, err := t.exec(ctx, qFTSInsert, rid, ftsText(r.Text), ftsScope(r.Site, r.URLPattern)); err != nil {
				return err
			}
		}
	}
	t.remember(r.Kind, r.Key, &stored{rid: rid, created: createdN, updated: updN, id: id, text: r.Text, site: r.Site,
		urlPattern: r.URLPattern, taskType: string(r.TaskType)})
	r.ID = id
	r.CreatedAt = fromNanos(createdN)
	r.UpdatedAt = fromNanos(updN)
	return nil
}

// Delete removes the record with id (and its full-text index row); an error wrapping
// [waymark.ErrNotFound] when there is none.
func (t *tx) Delete(ctx context.Context, id string) error {
	if err := t.enter("delete", true); err != nil {
		return err
	}
	defer t.mu.Unlock()
	t.known = nil // the deleted record may be among them
	res, err := t.exec(ctx, qDelete, id)
	if err != nil {
		return fmt.Errorf("delete %q: %w", id, err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return fmt.Errorf("delete %q: %w", id, err)
	}
	if n == 0 {
		return fmt.Errorf("delete %q: %w", id, waymark.ErrNotFound)
	}
	return nil
}

// Find lists the records matching f, newest UpdatedAt first, then by ID ascending; an
// empty non-nil slice when none match.
func (t *tx) Find(ctx context.Context, f waymark.Filter) ([]waymark.Record, error) {
	if err := t.enter("find", false); err != nil {
		return nil, err
	}
	defer t.mu.Unlock()
	q, args := findSQL(f)
	rows, err := t.query(ctx, q, args...)
	if err != nil {
		return nil, fmt.Errorf("find: %w", err)
	}
	defer rows.Close()
	out := []waymark.Record{}
	for rows.Next() {
		r, err := scanRecord(rows)
		if err != nil {
			return nil, fmt.Errorf("find: %w", err)
		}
		out = append(out, r)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("find: %w", err)
	}
	return out, nil
}

// Count counts the records matching f, ignoring f.Limit and f.Offset.
func (t *tx) Count(ctx context.Context, f waymark.Filter) (int, error) {
	if err := t.enter("count", false); err != nil {
		return 0, err
	}
	defer t.mu.Unlock()
	where, args := filterSQL(f, "")
	var n int
	if err := t.queryRow(ctx, "SELECT count(*)"+fromRecords(f)+where, args...).Scan(&n); err != nil {
		return 0, fmt.Errorf("count: %w", err)
	}
	return n, nil
}

// Stats counts the records of each kind present (kinds with none are absent from the
// non-nil map) and the distinct non-empty sites.
func (t *tx) Stats(ctx context.Context) (waymark.StoreStats, error) {
	if err := t.enter("stats", false); err != nil {
		return waymark.StoreStats{}, err
	}
	defer t.mu.Unlock()
	st := waymark.StoreStats{Records: map[waymark.Kind]int{}}
	rows, err := t.query(ctx, qKindCounts)
	if err != nil {
		return waymark.StoreStats{}, fmt.Errorf("stats: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var k string
		var n int
		if err := rows.Scan(&k, &n); err != nil {
			return waymark.StoreStats{}, fmt.Errorf("stats: %w", err)
		}
		st.Records[waymark.Kind(k)] = n
	}
	if err := rows.Err(); err != nil {
		return waymark.StoreStats{}, fmt.Errorf("stats: %w", err)
	}
	if err := t.queryRow(ctx, qSiteCount).Scan(&st.Sites); err != nil {
		return waymark.StoreStats{}, fmt.Errorf("stats: %w", err)
	}
	return st, nil
}

// findSQL returns the query of Find and its arguments. The text depends only on which
// fields of f are set and on the number of kinds, so a connection prepares each shape once.
func findSQL(f waymark.Filter) (string, []any) {
	where, args := filterSQL(f, "")
	q := "SELECT " + recordCols + fromRecords(f) + where + " ORDER BY updated_at DESC, id"
	if lim, largs := limitSQL(f.Limit, f.Offset); lim != "" {
		// Pick the page on narrow rows (rid, updated_at, id: often one covering index),
		// then read the records of the page only: sorting whole records is what costs.
		q = "SELECT " + recordCols + " FROM records WHERE rid IN (SELECT rid" + fromRecords(f) + where +
			" ORDER BY updated_at DESC, id" + lim + ") ORDER BY updated_at DESC, id"
		args = append(args, largs...)
	}
	return q, args
}

// fromRecords returns the FROM clause of a read of the records matching f. A read that
// names a site goes through records_site (migration 0002) whatever the planner statistics
// say: a site holds at most a few thousand records, while the other indexes a read could
// take (kind, updated_at) span every site. Without statistics (a new store, until
// PRAGMA optimize has run) SQLite took records_kind_updated to skip a sort.
func fromRecords(f waymark.Filter) string {
	if f.Site != "" {
		return " FROM records INDEXED BY records_site"
	}
	return " FROM records"
}

// filterSQL returns the WHERE clause (empty, or starting with " WHERE ") and its arguments
// for f, with column names prefixed by alias (e.g. "r.").
func filterSQL(f waymark.Filter, alias string) (string, []any) {
	var (
		conds []string
		args  []any
	)
	if len(f.Kinds) > 0 {
		ph := strings.Repeat(", ?", len(f.Kinds))[2:]
		conds = append(conds, alias+"kind IN ("+ph+")")
		for _, k := range f.Kinds {
			args = append(args, string(k))
		}
		if !slices.Contains(f.Kinds, waymark.KindSelector) {
			// Lets SQLite use records_kind_updated, which leaves selectors out (0003).
			conds = append(conds, alias+"kind <> 'selector'")
		}
	}
	if f.Site != "" {
		conds = append(conds, alias+"site = ?")
		args = append(args, f.Site)
	}
	if f.SiteLike != "" {
		c, a := containsSQL(alias+"site", f.SiteLike)
		conds, args = append(conds, c), append(args, a)
	}
	if f.URLPattern != "" {
		conds = append(conds, alias+"url_pattern = ?")
		args = append(args, f.URLPattern)
	}
	if f.TaskType != "" {
		conds = append(conds, alias+"task_type = ?")
		args = append(args, string(f.TaskType))
	}
	if f.Contains != "" {
		c, a := containsSQL(alias+"text", f.Contains)
		conds, args = append(conds, c), append(args, a)
	}
	if !f.Before.IsZero() {
		conds = append(conds, alias+"updated_at < ?")
		args = append(args, clampNanos(f.Before))
	}
	if len(conds) == 0 {
		return "", nil
	}
	return " WHERE " + strings.Join(conds, " AND "), args
}

// limitSQL returns the LIMIT/OFFSET clause: limit ≤ 0 is no limit, offset ≤ 0 none.
func limitSQL(limit, offset int) (string, []any) {
	if limit <= 0 && offset <= 0 {
		return "", nil
	}
	if limit <= 0 {
		limit = -1 // SQLite: a negative LIMIT is no limit
	}
	if offset < 0 {
		offset = 0
	}
	return " LIMIT ? OFFSET ?", []any{limit, offset}
}
