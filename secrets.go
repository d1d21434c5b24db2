package waymark

import (
	"sync"
	"time"

	lru "github.com/hashicorp/golang-lru/v2"
)

// maxSessionSecrets bounds the sessions whose redactors a Memory keeps (see sessionSecrets):
// a shared server's agents may run thousands of sessions a day, and a redactor holds only
// the few values its session typed.
const maxSessionSecrets = 4096

// sessionSecrets keeps, in memory only, the redactor of each running session, so that a
// secret typed in one step of a session is masked when a later step echoes it ("login failed
// with password …", SPEC §8, §10), as within one trace. Nothing of it reaches disk: steps
// are stored masked. A process that records one step and exits (the CLI's `waymark step`)
// starts each step with an empty redactor; the MCP server and Go programs keep theirs for
// the session's life (Options.SessionTTL), for the last maxSessionSecrets sessions.
type sessionSecrets struct {
	once  sync.Once
	cache *lru.Cache[string, *sessionRedactor]
}

type sessionRedactor struct {
	mu   sync.Mutex
	red  *redactor
	last time.Time
}

// redactor returns the redactor of session id at now: the session's own while it is younger
// than ttl since its last use, a new one otherwise.
func (s *sessionSecrets) redactor(id string, now time.Time, ttl time.Duration) *redactor {
	s.once.Do(func() {
		c, err := lru.New[string, *sessionRedactor](maxSessionSecrets)
		if err != nil {
			panic(err) // only for a size ≤ 0
		}
		s.cache = c
	})
	sr, ok := s.cache.Get(id)
	if !ok {
		sr = &sessionRedactor{red: newRedactor()}
		if prev, found, _ := s.cache.PeekOrAdd(id, sr); found {
			sr = prev
		}
	}
	sr.mu.Lock()
	defer sr.mu.Unlock()
	if !sr.last.IsZero() && now.Sub(sr.last) > ttl {
		sr.red = newRedactor() // the session timed out and starts over (Step)
	}
	sr.last = now
	return sr.red
}

// sessionRedactor returns the redactor of session id now (sessionSecrets.redactor).
func (m *Memory) sessionRedactor(id string) *redactor {
	return m.secrets.redactor(id, m.now(), m.opts.SessionTTL)
}
