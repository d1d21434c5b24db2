package waymark

import (
	"context"
	"encoding/json"
	"errors"
	"slices"
	"time"
)

// Sentinel errors callers branch on.
var (
	// ErrNotFound: no record, pattern, session or archive entry with that key or id.
	ErrNotFound = errors.New("not found")
	// ErrInvalidTrace: the trace failed validation; a *[InputError] gives the field.
	ErrInvalidTrace = errors.New("invalid trace")
	// ErrInvalidInput: an argument other than the trace is bad; a *[InputError] gives the field.
	ErrInvalidInput = errors.New("invalid input")
	// ErrClosed: the Memory or Store was used after Close.
	ErrClosed = errors.New("closed")
)

// InputError is bad outside input, naming the field at fault (a JSON path such as
// "steps[2].url", or an argument name such as "page_size"). It unwraps to
// [ErrInvalidTrace] or [ErrInvalidInput]. The errors waymark makes quote the bad value
// with its secrets masked as in stored text (SPEC §8: `token=ghp_…` becomes
// `token={{token}}`, an e-mail address `{{email}}`): an error reaches the caller's logs,
// an MCP client's among them.
type InputError struct {
	Field string
	Msg   string
	Err   error // ErrInvalidTrace or ErrInvalidInput
}

// Error returns "<Err>: <Field>: <Msg>" ("invalid input: page_size: must be 1–100"),
// without the field when it is empty; an InputError made without Err reads as one of
// [ErrInvalidInput].
func (e *InputError) Error() string {
	kind := ErrInvalidInput
	if e.Err != nil {
		kind = e.Err
	}
	if e.Field == "" {
		return kind.Error() + ": " + e.Msg
	}
	return kind.Error() + ": " + e.Field + ": " + e.Msg
}

// Unwrap returns Err: [ErrInvalidTrace] or [ErrInvalidInput] for the errors waymark makes.
func (e *InputError) Unwrap() error { return e.Err }

func badInput(field, msg string) error {
	return &InputError{Field: field, Msg: MaskSecrets(msg), Err: ErrInvalidInput}
}

func badTrace(field, msg string) error {
	return &InputError{Field: field, Msg: MaskSecrets(msg), Err: ErrInvalidTrace}
}

// MaskSecrets returns s with what SPEC §8 counts as a secret masked as in stored text:
// `token=ghp_…` becomes `token={{token}}`, an e-mail address `{{email}}`, a password pair
// `password={{password}}`. It is for messages that repeat outside input and end up in
// logs: the errors of [InputError], an MCP server's checks of tool arguments. Text that
// holds no secret comes back unchanged, masked text too.
func MaskSecrets(s string) string { return newRedactor().Text(s) }

// Record is one stored knowledge record (SPEC §2): a kind, a stable ID, a dedupe Key unique
// within its kind, the Site (eTLD+1) and URL pattern it is scoped to, a search Text for
// lexical recall and a JSON Body holding the kind's struct ([Pattern], [Cache], …).
type Record struct {
	ID         string          `json:"id"`
	Kind       Kind            `json:"kind"`
	Key        string          `json:"key"`
	Site       string          `json:"site"`
	URLPattern string          `json:"url_pattern,omitempty"`
	TaskType   TaskType        `json:"task_type,omitempty"`
	Text       string          `json:"text"`
	Body       json.RawMessage `json:"body"`
	CreatedAt  time.Time       `json:"created_at"`
	UpdatedAt  time.Time       `json:"updated_at"`
}

// Store keeps records. Implementations: package sqlite (the embedded default). Update and
// View take a context; Update runs fn in one write transaction that other writers (threads
// or processes) wait for, and rolls back when fn returns an error; View runs fn in a read
// transaction. Close ends the store; later calls return [ErrClosed]. A Store is safe for
// concurrent use.
type Store interface {
	Update(ctx context.Context, fn func(Tx) error) error
	View(ctx context.Context, fn func(Tx) error) error
	Close() error
}

// Tx reads and writes records inside one transaction of a [Store].
type Tx interface {
	// Get returns the record of kind with dedupe key, or ErrNotFound.
	Get(ctx context.Context, kind Kind, key string) (Record, error)
	// GetMany returns the records of kind whose dedupe keys are among keys, by key: a key
	// with no record (an empty key among them) is absent from the non-nil map. Keys may
	// repeat. It reads what a Get per key would, in fewer round trips: a save looks up the
	// ~20 selectors of a trace at once.
	GetMany(ctx context.Context, kind Kind, keys []string) (map[string]Record, error)
	// GetID returns the record with id, or ErrNotFound.
	GetID(ctx context.Context, id string) (Record, error)
	// Put inserts r, or replaces the record with the same kind and key (keeping its ID and
	// CreatedAt, or r.CreatedAt when that is earlier, and writing them back into r). An
	// empty r.ID gets a new one.
	Put(ctx context.Context, r *Record) error
	// Delete removes the record with id; ErrNotFound when there is none.
	Delete(ctx context.Context, id string) error
	// Find lists records matching f, newest UpdatedAt first, then ID.
	Find(ctx context.Context, f Filter) ([]Record, error)
	// Count counts records matching f, ignoring Limit and Offset.
	Count(ctx context.Context, f Filter) (int, error)
	// Search ranks records of the [SearchedKinds] by lexical relevance (BM25) of their Text
	// to the query terms, restricted like Find by s.Filter; best first, at most
	// s.Filter.Limit, or 50 when that is 0 or less (a search is never unbounded).
	Search(ctx context.Context, s Search) ([]Hit, error)
	// Stats counts records per kind and distinct sites.
	Stats(ctx context.Context) (StoreStats, error)
}

// SearchedKinds are the kinds [Tx.Search] covers: those a query ranks lexically (pattern,
// cache, site_note). A Store may leave the other kinds out of its full-text index (it
// keeps their Text for Filter.Contains), which keeps a save of many selector records and
// a long trace record cheap: traces are never ranked (SPEC §2), only listed.
// It is a copy: changing it changes nothing waymark indexes.
var SearchedKinds = slices.Clone(searchedKinds[:])

var searchedKinds = [...]Kind{KindPattern, KindCache, KindSiteNote}

// Searched reports whether records of kind k are in the full-text index.
func Searched(k Kind) bool {
	for _, x := range searchedKinds {
		if x == k {
			return true
		}
	}
	return false
}

// Filter restricts Find, Count and Search. Zero fields do not restrict.
type Filter struct {
	Kinds      []Kind
	Site       string // exact site
	SiteLike   string // case-insensitive substring of the site
	URLPattern string // exact URL pattern (the sqlite store indexes it after Site: give both)
	TaskType   TaskType
	Contains   string    // case-insensitive substring of Text
	Before     time.Time // UpdatedAt strictly before
	Limit      int       // ≤ 0: no limit
	Offset     int
}

// Search is a lexical query: Terms are matched as words (any of them), ranked by BM25.
type Search struct {
	Terms  []string
	Filter Filter
}

// Hit is a record found by [Tx.Search] with its BM25 relevance (higher is better, ≥ 0).
type Hit struct {
	Record
	Score float64
}

// StoreStats counts what a store holds.
type StoreStats struct {
	Records map[Kind]int
	Sites   int
}
