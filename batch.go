package waymark

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"runtime"
	"sync"
	"time"
)

// BatchResult is the outcome of one request of [Memory.SaveBatch]: the result Save would
// have returned for it, or Err, the error that refused it (a *[InputError] for bad input).
// In JSON it is the SaveResult's fields and "error", Err's message, when there is one.
type BatchResult struct {
	SaveResult
	Err error
}

// MarshalJSON writes r as the SaveResult's fields and "error": Err's text, absent when Err
// is nil (an error value has no JSON form of its own).
func (r BatchResult) MarshalJSON() ([]byte, error) {
	out := struct {
		SaveResult
		Error string `json:"error,omitempty"`
	}{SaveResult: r.SaveResult}
	if r.Err != nil {
		out.Error = r.Err.Error()
	}
	return json.Marshal(out)
}

// SaveBatch saves many traces, each as [Memory.Save] would, and returns one result per
// request, in order. It is the bulk path (importers, benchmarks): the requests are parsed,
// redacted, checked for duplicates, archived and extracted on all CPUs, while one write
// transaction merges them as they become ready, so the pages a save dirties are written to
// the WAL once per batch rather than once per trace. The merge runs in request order, so a
// later trace of the batch sees what an earlier one learned, as with Saves one after the
// other; a request repeating an earlier one of the batch is a Duplicate. One difference:
// the reads of the batch see the store as it was before it (the transaction commits at the
// end), so a request whose trace is a session's recorded steps (SessionID, no Trace) reads
// them as they were, and two such requests for one session are the same trace, the second
// a Duplicate, where a second Save would find the session already ended.
//
// A request that Save refuses as bad input (an error wrapping ErrInvalidInput or
// ErrInvalidTrace), or whose trace file cannot be written, gets its Err and stores nothing;
// the others go on. The returned error is a failure of the store in any read or in the
// merge, or the end of ctx: then nothing of the batch is stored, and the trace files it
// archived are removed again (under the write lock: when the store was closed meanwhile,
// they stay until gc removes them, an hour later). The transaction begins when the first request is ready and
// holds the write lock until the last is merged, 0.6–3 ms per trace of 20 steps on two
// CPUs depending on the machine (docs/PERFORMANCE.md), so other writers wait for up to
// that times the batch size: waymark ingest caps its batches by steps as well as by
// traces.
func (m *Memory) SaveBatch(ctx context.Context, reqs []SaveRequest) (out []BatchResult, err error) {
	defer func(start time.Time) { m.logBatch(ctx, start, out, err) }(time.Now())
	out = make([]BatchResult, len(reqs))
	ps := make([]*preparedSave, len(reqs))
	// Workers prepare, check and extract each request; the writer merges them in order as
	// each becomes ready. failed[i] is a store failure of one of request i's reads, which
	// makes the writer roll the batch back when it reaches i.
	failed := make([]error, len(reqs))
	ready := make([]chan struct{}, len(ps))
	for i := range ready {
		ready[i] = make(chan struct{})
	}
	// The traces of a batch are saved at one time, read once: what ranks by recency (a
	// pattern's last_verified breaks ties) then does not depend on the order in which the
	// workers happened to finish the requests.
	now := m.now()
	extracted := make(chan struct{})
	go func() {
		defer close(extracted)
		parallel(len(reqs), func(i int) {
			defer close(ready[i])
			if ctx.Err() != nil {
				return
			}
			p, err := m.prepareSave(ctx, reqs[i])
			saved := (*stepsSavedError)(nil)
			switch {
			case errors.As(err, &saved):
				out[i].SaveResult = saved.result()
				return
			case errors.Is(err, ErrInvalidInput) || errors.Is(err, ErrInvalidTrace):
				out[i].Err = err // this request is refused, the others go on
				return
			case err != nil:
				failed[i] = err // a read of the store (a session's steps) failed
				return
			}
			err = m.store.View(ctx, func(tx Tx) error {
				stored, err := storedTrace(ctx, tx, p.digest)
				p.checkStored(stored)
				return err
			})
			if err != nil {
				failed[i] = err
				return
			}
			if !p.res.Duplicate {
				p.now = now
				if err := m.extractSave(p); err != nil {
					out[i].Err = err // no file was written
					return
				}
			}
			ps[i] = p
		})
	}()
	// The write lock is taken when the first request is ready to merge, not before: other
	// writers wait for the merge only, not for the parsing of a large first trace.
	if len(reqs) > 0 {
		select {
		case <-ready[0]:
		case <-ctx.Done():
		}
	}
	err = m.store.Update(ctx, func(tx Tx) error {
		w := &writer{tx: tx, ctx: ctx}
		done := make(map[string]bool, len(ps))
		for i := range ps {
			select {
			case <-ready[i]:
			case <-ctx.Done():
				return ctx.Err()
			}
			if err := errors.Join(ctx.Err(), failed[i]); err != nil {
				return err // before the commit: nothing of the batch is stored
			}
			p := ps[i]
			if p == nil || p.res.Duplicate {
				continue
			}
			if done[p.digest] {
				p.res.Duplicate, p.res.Warnings = true, p.res.Warnings[:p.warned] // as Save says of a duplicate
				if p.session == nil {
					p.res.Warnings = append(p.res.Warnings, SameTraceWarning)
				}
				continue
			}
			done[p.digest] = true
			if err := w.apply(p); err != nil {
				return fmt.Errorf("trace %s: %w", p.res.TraceID, err)
			}
		}
		for _, p := range ps {
			if err := m.keepArchived(p); err != nil {
				return fmt.Errorf("trace %s: %w", p.res.TraceID, err)
			}
		}
		return nil
	})
	<-extracted
	if err != nil {
		m.unarchive(ctx, ps...)
		return nil, fmt.Errorf("save batch: %w", err)
	}
	for i, p := range ps {
		if p != nil {
			out[i].SaveResult = p.result()
			if p.taken {
				m.unarchive(ctx, p)
			}
		}
	}
	return out, nil
}

// parallel calls fn(0) … fn(n-1) on GOMAXPROCS goroutines and returns when all are done.
func parallel(n int, fn func(i int)) {
	workers := min(runtime.GOMAXPROCS(0), n)
	next := make(chan int)
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			for i := range next {
				fn(i)
			}
		})
	}
	for i := range n {
		next <- i
	}
	close(next)
	wg.Wait()
}
