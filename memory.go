package waymark

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"sync"
	"time"
)

// Defaults of [Options] (SPEC §5, §10, §11).
const (
	DefaultTraceTTL        = 30 * 24 * time.Hour
	DefaultSessionTTL      = 24 * time.Hour
	DefaultMaxTraceBytes   = 8 << 20
	DefaultMaxContextChars = 4000
	// MinContextChars is the smallest cap of the memory_context block a query takes: the
	// opening tag, the short line that marks the block advisory and its quoted strings as
	// data, the longest tier line and the closing tag need 300 characters for a site name
	// of up to 50 (SPEC §5).
	MinContextChars = 300
)

// Options configure a [Memory]. Store is required; every other field that is zero (or, for
// numbers and durations, negative) means its default.
type Options struct {
	// Store keeps the records (package sqlite opens the embedded default).
	Store Store
	// Now is the clock; nil means time.Now.
	Now func() time.Time
	// Logger receives debug and warning logs; nil discards them.
	Logger *slog.Logger
	// TraceTTL is how long raw trace files are kept before gc removes them (default 30 days).
	TraceTTL time.Duration
	// SessionTTL is how long a session trail lives without a new step (default 24 h).
	SessionTTL time.Duration
	// MaxTraceBytes refuses larger traces with ErrInvalidTrace (default 8 MiB).
	MaxTraceBytes int
	// MaxContextChars caps the memory_context block (default 4,000 characters; a cap under
	// MinContextChars is raised to it, where a query's max_chars under it is refused).
	MaxContextChars int
	// SessionSteps is how many steps a session keeps for its save (default and at most
	// [MaxSessionSteps]); older ones are dropped, with a warning.
	SessionSteps int
}

// Memory is an experience memory rooted at a home folder: the store plus the raw trace files
// (traces/<site>/<id>.json) and the archive of forgotten knowledge (archive/). It is safe for
// concurrent use; several processes may share one home, and so may several Memory values of
// one process, each then as another process: a session's secrets are known in full to the
// Memory its steps came through; another knows the fields they were typed into, not the
// values (docs/ARCHITECTURE.md, "Sessions"). Report a session's steps through one Memory.
type Memory struct {
	home  string
	store Store
	opts  Options
	log   *slog.Logger

	secrets sessionSecrets // redactors of running sessions, in memory only

	mu     sync.Mutex
	closed bool
}

// Open opens the memory at home, creating the folder (mode 0700) when it does not exist; a
// relative home is made absolute. It fails when opts or opts.Store is nil, or home is
// empty, with an error wrapping [ErrInvalidInput].
func Open(ctx context.Context, home string, opts *Options) (*Memory, error) {
	if opts == nil || opts.Store == nil {
		return nil, fmt.Errorf("open memory: no store given (Options.Store): %w", ErrInvalidInput)
	}
	if home == "" {
		return nil, fmt.Errorf("open memory: empty home: %w", ErrInvalidInput)
	}
	if err := os.MkdirAll(home, 0o700); err != nil {
		return nil, fmt.Errorf("open memory: %w", err)
	}
	if abs, err := filepath.Abs(home); err == nil {
		home = abs // the same folder after the process changes its working directory
	}
	o := *opts
	if o.Now == nil {
		o.Now = time.Now
	}
	if o.TraceTTL <= 0 {
		o.TraceTTL = DefaultTraceTTL
	}
	if o.SessionTTL <= 0 {
		o.SessionTTL = DefaultSessionTTL
	}
	if o.MaxTraceBytes <= 0 {
		o.MaxTraceBytes = DefaultMaxTraceBytes
	}
	if o.SessionSteps <= 0 || o.SessionSteps > MaxSessionSteps {
		o.SessionSteps = MaxSessionSteps
	}
	if o.MaxContextChars <= 0 {
		o.MaxContextChars = DefaultMaxContextChars
	}
	o.MaxContextChars = max(o.MaxContextChars, MinContextChars)
	log := o.Logger
	if log == nil {
		log = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	return &Memory{home: home, store: o.Store, opts: o, log: log}, nil
}

// Home returns the home folder, an absolute path.
func (m *Memory) Home() string { return m.home }

// Store returns the underlying store.
func (m *Memory) Store() Store { return m.store }

// Close closes the store. Later calls return ErrClosed when they reach the store (a
// second Close at once); input a call refuses before it reads or writes (an empty trace,
// an archive that is not there) is refused as it would be on an open Memory.
func (m *Memory) Close() error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.closed {
		return ErrClosed
	}
	m.closed = true
	return m.store.Close()
}

func (m *Memory) now() time.Time { return m.opts.Now().UTC() }

func (m *Memory) path(rel string) string { return filepath.Join(m.home, filepath.FromSlash(rel)) }
