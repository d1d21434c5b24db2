package waymark

import (
	"context"
	"errors"
	"log/slog"
	"time"
)

// Debug lines of the main operations, written to Options.Logger (the CLI's
// WAYMARK_LOG=debug). A line names the site, the URL pattern, the tier and counts, and the
// time taken in milliseconds; never the text of a trace or an intent, since logs are often
// kept where the redacted store is not.

// logSave logs a finished save (op "save") or one request of a batch (op "save batch",
// with a zero start: the batch's line gives the time, its requests have none of their own).
func (m *Memory) logSave(ctx context.Context, op string, start time.Time, r SaveResult, err error) {
	if !m.log.Enabled(ctx, slog.LevelDebug) {
		return
	}
	var took []any
	if !start.IsZero() {
		took = []any{"ms", msSince(start)}
	}
	if err != nil {
		m.log.DebugContext(ctx, op+" failed", append([]any{logError(err)}, took...)...)
		return
	}
	n := 0
	for _, c := range r.Records {
		n += c
	}
	m.log.DebugContext(ctx, op, append([]any{"trace_id", r.TraceID, "site", r.Site, "url_pattern", r.URLPattern,
		"outcome", r.Outcome, "duplicate", r.Duplicate, "records", n, "redactions", r.Redactions}, took...)...)
}

// logBatch logs each request of a finished SaveBatch, then the batch.
func (m *Memory) logBatch(ctx context.Context, start time.Time, out []BatchResult, err error) {
	if !m.log.Enabled(ctx, slog.LevelDebug) {
		return
	}
	if err != nil {
		m.log.DebugContext(ctx, "save batch failed", logError(err), "ms", msSince(start))
		return
	}
	var saved, dup, failed int
	for _, r := range out {
		m.logSave(ctx, "save batch", time.Time{}, r.SaveResult, r.Err)
		switch {
		case r.Err != nil:
			failed++
		case r.Duplicate:
			dup++
		default:
			saved++
		}
	}
	m.log.DebugContext(ctx, "save batch done", "traces", len(out), "saved", saved, "duplicates", dup, "failed", failed,
		"ms", msSince(start))
}

// logQuery logs a finished query.
func (m *Memory) logQuery(ctx context.Context, start time.Time, r Recall, err error) {
	if !m.log.Enabled(ctx, slog.LevelDebug) {
		return
	}
	if err != nil {
		m.log.DebugContext(ctx, "query failed", logError(err), "ms", msSince(start))
		return
	}
	m.log.DebugContext(ctx, "query", "site", r.Site, "url_pattern", r.URLPattern, "tier", r.Tier,
		"confidence", r.Confidence, "patterns", len(r.Patterns), "selectors", len(r.PrimarySelectors),
		"blockers", len(r.KnownBlockers), "cached_answers", len(r.CachedAnswers), "ms", msSince(start))
}

// logError is the attribute of a failure: the field of bad input (its message may quote the
// input), the whole error otherwise.
func logError(err error) slog.Attr {
	var ie *InputError
	if errors.As(err, &ie) {
		switch {
		case ie.Field != "":
			return slog.String("bad_input", ie.Field)
		case errors.Is(ie.Err, ErrInvalidTrace):
			return slog.String("bad_input", "trace")
		}
		return slog.String("bad_input", "input")
	}
	return slog.String("err", err.Error())
}

// msSince is the time since start in milliseconds, to the microsecond.
func msSince(start time.Time) float64 { return float64(time.Since(start).Microseconds()) / 1000 }
