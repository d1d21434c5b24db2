package waymark

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"
)

// tracesDir is the folder of the home that holds the raw trace files,
// traces/<site>/<trace-id>.json (SPEC §11).
const tracesDir = "traces"

// GC removes what has expired (SPEC §10, §11), with the clock of Options.Now:
//   - trace records saved longer ago than Options.TraceTTL (30 days by default; the
//     record's SavedAt, or its UpdatedAt when it has none) and their raw files;
//   - raw files under traces/ that no trace record names and that were last modified more
//     than an hour ago (left behind by a crash, a save that could not have the write lock,
//     or a failed removal: a save in progress writes its file moments before its record),
//     looked at again under the write lock before they go, and the temporary files of
//     writes a killed process left unfinished under traces/ and archive/, after an hour;
//   - the raw trace files kept beside archives (archive/<name>.d/) last modified longer
//     ago than TraceTTL: a forgotten trace expires as a stored one does (restoring the
//     archive after that brings its records back without the file);
//   - session trails (kind session) with no step for longer than Options.SessionTTL
//     (24 h by default);
//   - folders under traces/ left empty.
//
// Raw files a stored trace record names that sit in an archive's folder instead of their
// place (a forget killed before its commit) are moved back (FilesMovedBack).
//
// Learned knowledge (patterns, caches, notes, selectors, snapshots, profiles) is kept.
// TracesRemoved counts the trace records removed plus the orphan and archived raw files
// removed;
// SessionsExpired the session records removed. The records go in one write transaction;
// files are removed after it commits, and a file that cannot be removed is logged and left
// for the next run.
func (m *Memory) GC(ctx context.Context) (GCResult, error) {
	now := m.now()
	traceCut := now.Add(-m.opts.TraceTTL)
	var (
		res   GCResult
		files []string        // raw files of the removed trace records
		keep  map[string]bool // raw files still named by a trace record
	)
	err := m.store.Update(ctx, func(tx Tx) error {
		res, files, keep = GCResult{}, nil, map[string]bool{}
		traces, err := tx.Find(ctx, Filter{Kinds: []Kind{KindTrace}})
		if err != nil {
			return err
		}
		for _, r := range traces {
			var t TraceRecord
			saved := r.UpdatedAt
			if decodeBody(r.Body, &t) == nil && !t.SavedAt.IsZero() {
				saved = t.SavedAt
			}
			p := tracePathOK(t.Path)
			if !saved.Before(traceCut) {
				if p != "" {
					keep[p] = true
					res.FilesMovedBack += m.moveBack(p)
				}
				continue
			}
			if err := tx.Delete(ctx, r.ID); err != nil {
				return err
			}
			res.TracesRemoved++
			if p != "" {
				files = append(files, p)
			}
		}
		sessions, err := tx.Find(ctx, Filter{Kinds: []Kind{KindSession}, Before: now.Add(-m.opts.SessionTTL)})
		if err != nil {
			return err
		}
		for _, r := range sessions {
			if err := tx.Delete(ctx, r.ID); err != nil {
				return err
			}
			res.SessionsExpired++
		}
		return nil
	})
	if err != nil {
		return GCResult{}, fmt.Errorf("gc: %w", err)
	}
	if res.TracesRemoved > 0 || res.SessionsExpired > 0 {
		m.scrub(ctx, "gc") // what the removed records held leaves the index and the WAL too
	}
	for _, p := range files {
		if err := os.Remove(m.path(p)); err != nil && !errors.Is(err, fs.ErrNotExist) {
			m.log.Warn("gc: raw trace not removed", "path", p, "err", err)
		}
	}
	if testHookSweep != nil {
		testHookSweep()
	}
	n, err := m.sweep(ctx, m.path(tracesDir), keep, now.Add(-tmpDebrisAge), true)
	res.TracesRemoved += n
	if err != nil {
		return res, fmt.Errorf("gc: %w", err)
	}
	m.sweepTemp(m.path(archiveDir), now)
	// The raw traces an archive keeps beside it (archive/<name>.d/traces/…) expire too.
	archived, _ := filepath.Glob(filepath.Join(m.path(archiveDir), "*.d"))
	for _, d := range archived {
		n, err := m.sweep(ctx, d, nil, traceCut, false)
		res.TracesRemoved += n
		if err != nil {
			return res, fmt.Errorf("gc: %w", err)
		}
	}
	return res, nil
}

// removeUnnamed removes, under the write lock, those of the raw trace files found (paths
// relative to the home) that no trace record names, and returns how many it removed.
func (m *Memory) removeUnnamed(ctx context.Context, found []string) (int, error) {
	removed := 0
	err := m.store.Update(ctx, func(tx Tx) error {
		traces, err := tx.Find(ctx, Filter{Kinds: []Kind{KindTrace}})
		if err != nil {
			return err
		}
		named := make(map[string]bool, len(traces))
		for _, r := range traces {
			named[rawTracePath(r)] = true
		}
		var orphans []string
		for _, rel := range found {
			if !named[rel] {
				orphans = append(orphans, rel)
			}
		}
		removed = m.removeFiles(orphans)
		return nil
	})
	return removed, err
}

// removeFiles removes the files rels (relative to the home) and returns how many went; a
// file already gone counts as removed.
func (m *Memory) removeFiles(rels []string) int {
	n := 0
	for _, rel := range rels {
		if err := os.Remove(m.path(rel)); err != nil && !errors.Is(err, fs.ErrNotExist) {
			m.log.Warn("gc: orphan raw trace not removed", "path", rel, "err", err)
			continue
		}
		n++
	}
	return n
}

// moveBack brings the raw trace file p (relative to the home) of a stored trace record
// back from an archive's folder when it is missing from its place, and returns 1 if it did:
// a forget moves the files before its commit, so one killed in between leaves the records
// and, beside its unfinished archive, their files. gc calls it under the write lock.
func (m *Memory) moveBack(p string) int {
	if _, err := os.Lstat(m.path(p)); !errors.Is(err, fs.ErrNotExist) {
		return 0
	}
	src := m.archivedCopy("", p)
	if src == p {
		return 0 // in no archive's folder either: expired with it, or lost
	}
	if err := moveFile(m.path(src), m.path(p)); err != nil {
		m.log.Warn("gc: raw trace not moved back", "path", src, "err", err)
		return 0
	}
	return 1
}

// testHookSweep, when set by a test, runs in GC between its transaction and its sweep of
// traces/, where another process may commit.
var testHookSweep func()

// tmpDebrisAge is the age after which gc removes a temporary file of an unfinished write
// (tmpPrefix) under traces/: writing one takes milliseconds, so an older one was left by a
// process that was killed while it wrote.
const tmpDebrisAge = time.Hour

// sweepTemp removes the temporary files (tmpPrefix) directly in dir that were last modified
// more than tmpDebrisAge before now: the archive file of a forget killed while it wrote it.
func (m *Memory) sweepTemp(dir string, now time.Time) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, e := range entries {
		if !e.Type().IsRegular() || !strings.HasPrefix(e.Name(), tmpPrefix) {
			continue
		}
		if info, err := e.Info(); err == nil && info.ModTime().Before(now.Add(-tmpDebrisAge)) {
			if err := os.Remove(filepath.Join(dir, e.Name())); err != nil {
				m.log.Warn("temporary file not removed", "path", filepath.Join(dir, e.Name()), "err", err)
			}
		}
	}
}

// sweep removes the raw trace files (*.json) and temporary files (tmpPrefix) under the
// folder top (an absolute path: traces/, or an archive's folder of raw traces) that keep
// does not name (by path relative to the home)
// and that were modified before cut (temporary files: more than tmpDebrisAge ago), then
// the folders left empty (not top itself). It returns how many files it removed. With
// recheck, the files found go only when, looking again under the write lock, no trace
// record names them (removeUnnamed): keep was read in an earlier transaction, and another
// process may have committed a record naming one of them since.
func (m *Memory) sweep(ctx context.Context, top string, keep map[string]bool, cut time.Time, recheck bool) (int, error) {
	var (
		dirs  []string
		found []string // relative to the home
	)
	err := filepath.WalkDir(top, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			if errors.Is(err, fs.ErrNotExist) && p == top {
				return fs.SkipAll
			}
			m.log.Warn("gc: cannot read", "path", p, "err", err)
			return nil
		}
		if d.IsDir() {
			if p != top {
				dirs = append(dirs, p)
			}
			return nil
		}
		if !d.Type().IsRegular() || !strings.HasSuffix(d.Name(), ".json") && !strings.HasPrefix(d.Name(), tmpPrefix) {
			return nil // not a file waymark writes there: someone's notes stay
		}
		rel, err := filepath.Rel(m.home, p)
		if err != nil || keep[filepath.ToSlash(rel)] {
			return nil
		}
		before := cut
		if strings.HasPrefix(d.Name(), tmpPrefix) {
			before = m.now().Add(-tmpDebrisAge) // a write a killed process left half done
		}
		info, err := d.Info()
		if err != nil || !info.ModTime().Before(before) {
			return nil
		}
		found = append(found, filepath.ToSlash(rel))
		return nil
	})
	var removed int
	switch {
	case len(found) == 0:
	case recheck:
		var rerr error
		if removed, rerr = m.removeUnnamed(ctx, found); rerr != nil && err == nil {
			err = rerr
		}
	default:
		removed = m.removeFiles(found)
	}
	// Deepest first, so that a folder emptied of empty folders goes too.
	slices.Reverse(dirs)
	for _, d := range dirs {
		if entries, err := os.ReadDir(d); err == nil && len(entries) == 0 {
			os.Remove(d) // a save may have written into it since: then it stays
		}
	}
	return removed, err
}
