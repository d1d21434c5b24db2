package sqlite

import (
	"context"
	"database/sql"
	"sync"
	"sync/atomic"
	"time"
)

// WAL checkpoints (https://sqlite.org/wal.html#checkpointing).
//
// A checkpoint copies the pages committed to the WAL back into the database file and syncs
// it: with synchronous=NORMAL the only fsyncs SQLite does. Left to itself, the connection
// whose commit takes the WAL past wal_autocheckpoint pages runs it before its COMMIT
// returns, so one write in a few dozen waited tens of milliseconds for the disk (the p99 of
// a save). A store therefore checkpoints from a goroutine of its own, on a connection of its
// own, with PRAGMA wal_checkpoint(PASSIVE): it copies what no reader still needs and never
// blocks a writer or a reader. The write connection's own auto-checkpoint stays as a
// backstop at a higher threshold, for when the goroutine falls behind (or the process
// exits): it then runs as before.
const (
	// checkpointEvery is the shortest time between two background checkpoints while
	// writes go on: about the time a busy writer takes to commit 1,000 pages.
	checkpointEvery = 200 * time.Millisecond
	// backstopPages is the write connection's wal_autocheckpoint (SQLite's default: 1,000).
	backstopPages = 8000
)

// checkpointer runs PASSIVE checkpoints in the background after writes.
type checkpointer struct {
	db    *sql.DB
	kick  chan struct{}
	stop  chan struct{}
	done  chan struct{}
	count atomic.Int64 // checkpoints run (for tests)
	// mu is held while a checkpoint of this store runs: SQLite refuses a second checkpoint
	// (SQLITE_BUSY, without waiting) while one runs, so Store.Checkpoint waits here instead.
	mu sync.Mutex
}

func newCheckpointer(db *sql.DB) *checkpointer {
	c := &checkpointer{db: db, kick: make(chan struct{}, 1), stop: make(chan struct{}), done: make(chan struct{})}
	go c.run()
	return c
}

// wrote tells the checkpointer that a write committed; it never blocks.
func (c *checkpointer) wrote() {
	select {
	case c.kick <- struct{}{}:
	default:
	}
}

func (c *checkpointer) run() {
	defer close(c.done)
	for {
		select {
		case <-c.stop:
			return
		case <-c.kick:
		}
		// Let more commits gather, then copy them all at once.
		select {
		case <-c.stop:
			return
		case <-time.After(checkpointEvery):
		}
		var busy, log, copied int
		// Errors (SQLITE_BUSY while another process checkpoints) are left to the next
		// round or to the backstop.
		c.mu.Lock()
		if err := c.db.QueryRowContext(context.Background(), "PRAGMA wal_checkpoint(PASSIVE)").Scan(&busy, &log, &copied); err == nil {
			c.count.Add(1)
		}
		c.mu.Unlock()
	}
}

// close stops the goroutine and closes its connection.
func (c *checkpointer) close() error {
	close(c.stop)
	<-c.done
	return c.db.Close()
}
