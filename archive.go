package waymark

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"os"
	"path"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"syscall"
	"time"
)

// archiveDir is the folder of the home that holds forgotten knowledge (SPEC §11).
const archiveDir = "archive"

// maxRawTrace is the largest raw trace file a save writes and Restore reads back, in bytes:
// twice Options.MaxTraceBytes (16 MiB by default), room for the indentation of the file and
// for placeholders longer than the secrets they mask.
func (m *Memory) maxRawTrace() int { return 2 * m.opts.MaxTraceBytes }

// maxArchiveBytes is the largest archive file Restore reads (256 MiB).
const maxArchiveBytes = 256 << 20

// archiveStamp is the UTC time at the start of an archive file name: sortable, no colons.
const archiveStamp = "20060102T150405.000Z"

// Forget archives and removes records (SPEC §11): the one record with req.ID, or every
// record of req.Site (a site, host or URL; normalised to its registrable domain), optionally
// only those of req.Kind.
//
// The records are first written, whole, to archive/<UTC time>-<what>.json under the home
// (a JSON array of [Record], mode 0600, written through a temporary file and a rename), and
// deleted in the same write transaction; when the deletion fails the archive file is
// removed again. The raw files of forgotten trace records move into the folder
// archive/<same name>.d/, keeping their path under the home, so that [Memory.Restore]
// brings them back too; they move under the write lock before the commit (and back when
// the commit fails), so that a save or restore of the same traces in another process finds
// them where the records it reads say. ForgetResult.Archive is the archive file relative to
// the home.
//
// Errors: *[InputError] wrapping [ErrInvalidInput] when neither or both of ID and Site are
// given, or Kind is unknown or given with ID; an error wrapping [ErrNotFound] when nothing
// matches.
func (m *Memory) Forget(ctx context.Context, req ForgetRequest) (ForgetResult, error) {
	id, site := strings.TrimSpace(req.ID), strings.TrimSpace(req.Site)
	switch {
	case id == "" && site == "":
		return ForgetResult{}, badInput("id", "give the id of a record or a site")
	case id != "" && site != "":
		return ForgetResult{}, badInput("site", "give an id or a site, not both")
	case req.Kind != "" && !ValidKind(req.Kind):
		return ForgetResult{}, badInput("kind", fmt.Sprintf("unknown kind %q", req.Kind))
	case req.Kind != "" && id != "":
		return ForgetResult{}, badInput("kind", "goes with site, not with id")
	}
	what := "id-" + id
	if site != "" {
		site = strings.ToLower(site)
		if s, err := siteOf(site); err == nil {
			site = s
		}
		what = "site-" + site
		if req.Kind != "" {
			what += "-" + string(req.Kind)
		}
	}

	var res ForgetResult
	var moved []fileMove
	folder := "" // the archive's folder of raw traces, relative to the home
	err := m.store.Update(ctx, func(tx Tx) error {
		var traces []string
		var recs []Record
		if id != "" {
			r, err := tx.GetID(ctx, id)
			if err != nil {
				return err
			}
			recs = []Record{r}
		} else {
			f := Filter{Site: site}
			if req.Kind != "" {
				f.Kinds = []Kind{req.Kind}
			}
			var err error
			if recs, err = tx.Find(ctx, f); err != nil {
				return err
			}
			if len(recs) == 0 {
				of := "records"
				if req.Kind != "" {
					of = string(req.Kind) + " records"
				}
				return fmt.Errorf("no %s of site %q: %w", of, MaskSecrets(site), ErrNotFound) // errors quote no secret
			}
		}
		rel, err := m.writeArchive(what, recs)
		if err != nil {
			return err
		}
		unlist := map[string]bool{} // sites whose profile may name a forgotten pattern (false) or note (true)
		for _, r := range recs {
			if err := tx.Delete(ctx, r.ID); err != nil {
				os.Remove(m.path(rel))
				return err
			}
			if p := rawTracePath(r); p != "" {
				traces = append(traces, p)
			}
			if r.Kind == KindPattern || r.Kind == KindSiteNote {
				unlist[r.Site] = unlist[r.Site] || r.Kind == KindSiteNote
			}
		}
		for s, notes := range unlist {
			if err := relistProfile(ctx, tx, s, notes); err != nil {
				os.Remove(m.path(rel))
				return err
			}
		}
		res = ForgetResult{Forgotten: len(recs), Archive: rel, Site: site}
		// The raw files move under the write lock, before the commit: a save or a restore of
		// the same traces in another process sees them where their records say.
		dir := strings.TrimSuffix(rel, ".json") + ".d"
		folder = dir
		if moved, err = m.moveFiles(traces, dir); err != nil {
			// A forgotten trace whose file stayed would lose it to gc: nothing is forgotten.
			os.Remove(m.path(rel))
			return err
		}
		return nil
	})
	if err != nil {
		m.undoMoves(moved) // the records stay, so do their files
		if folder != "" {
			removeEmptyDirs(m.path(folder))
		}
		return ForgetResult{}, fmt.Errorf("forget: %w", err)
	}
	// What the records held leaves the store's files too (the full-text index, the WAL),
	// not only its tables: a user forgets a record that leaked a secret (SPEC §8).
	m.scrub(ctx, "forget")
	return res, nil
}

// removeEmptyDirs removes the folder root and every folder under it that holds no file,
// deepest first; a folder that holds one stays.
func removeEmptyDirs(root string) {
	var dirs []string
	filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err == nil && d.IsDir() {
			dirs = append(dirs, p)
		}
		return nil
	})
	for i := len(dirs) - 1; i >= 0; i-- {
		os.Remove(dirs[i]) // fails on a folder that is not empty: it stays
	}
}

// archivedCopy returns where the raw trace file p (relative to the home) is kept: beside the
// archive whose folder is dir, or, when a later forget of the same trace took it since,
// beside another archive (the one that sorts last).
func (m *Memory) archivedCopy(dir, p string) string {
	own := path.Join(dir, p)
	if _, err := os.Lstat(m.path(own)); err == nil {
		return own
	}
	found, _ := filepath.Glob(filepath.Join(m.path(archiveDir), "*.d", filepath.FromSlash(p)))
	if len(found) == 0 {
		return own
	}
	r, err := filepath.Rel(m.home, found[len(found)-1])
	if err != nil {
		return own
	}
	return filepath.ToSlash(r)
}

// fileMove is a raw trace file moved from one path to another, both relative to the home.
type fileMove struct{ from, to string }

// moveFiles moves the raw trace files at paths (relative to the home) into the archive
// folder dir, keeping their paths under it, each only when it exists and nothing is at its
// destination, and returns the moves it made (Forget), with an error when a file that is
// there could not be moved (the moves made before it are returned to undo).
func (m *Memory) moveFiles(paths []string, dir string) ([]fileMove, error) {
	var done []fileMove
	for _, p := range paths {
		dst := path.Join(dir, p)
		if _, err := os.Lstat(m.path(dst)); err == nil {
			continue
		}
		if err := moveFile(m.path(p), m.path(dst)); err != nil {
			if _, serr := os.Lstat(m.path(p)); errors.Is(serr, fs.ErrNotExist) {
				continue // no file to keep (gc took an expired one)
			}
			return done, fmt.Errorf("move raw trace %s into %s: %w", p, dir, err)
		}
		done = append(done, fileMove{p, dst})
	}
	return done, nil
}

// linkFiles makes each file at paths (relative to the home) appear where to says too, each
// only when it exists and nothing is at its destination: a hard link, or a copy where the
// file system has none. It returns the links it made, and those it found made already (by
// a restore killed before its commit), with an error when a file that is there could not
// be put back (a restored trace record would lose it to gc).
func (m *Memory) linkFiles(paths []string, to func(p string) (from, to string)) ([]fileMove, error) {
	var done []fileMove
	for _, p := range paths {
		from, dst := to(p)
		src, err := os.Lstat(m.path(from))
		if err != nil {
			if _, err := os.Lstat(m.path(dst)); err != nil {
				m.log.Warn("restore: raw trace not in the archive; its trace record comes back without it", "path", from)
			}
			continue
		}
		if cur, err := os.Lstat(m.path(dst)); err == nil {
			if os.SameFile(src, cur) {
				// Linked by a restore killed before its commit: the archive's copy goes now.
				done = append(done, fileMove{from, dst})
			}
			continue
		}
		if err := linkFile(m.path(from), m.path(dst)); err != nil {
			return done, fmt.Errorf("put raw trace %s back: %w", p, err)
		}
		done = append(done, fileMove{from, dst})
	}
	return done, nil
}

// linkFile makes dst a hard link to src, creating its folder, or a copy (mode 0600) when
// the link cannot be made.
func linkFile(src, dst string) error {
	if err := intoDir(dst, func() error { return os.Link(src, dst) }); err == nil {
		return nil
	}
	data, err := os.ReadFile(src)
	if err != nil {
		return err
	}
	return intoDir(dst, func() error { return renameInto(dst, data) })
}

// undoMoves moves the files of moves back, after the transaction that made them failed.
func (m *Memory) undoMoves(moves []fileMove) {
	for _, mv := range moves {
		if err := moveFile(m.path(mv.to), m.path(mv.from)); err != nil {
			m.log.Warn("forget: raw trace not moved back", "path", mv.to, "to", mv.from, "err", err)
		}
	}
}

// relistProfile makes the profile of site, if it has one, name the patterns the site holds
// and, with notes, the friction classes (quirks) of the site notes it holds: a forgotten
// pattern or note leaves the lists, a restored or imported one comes back to them (SPEC §2
// site profile, derived). The lists keep their order; a name or class that comes back goes
// at the end. Without notes the quirks are left as listed: an import unites them with the
// file's, which may name classes whose notes were not exported.
func relistProfile(ctx context.Context, tx Tx, site string, notes bool) error {
	prof, err := tx.Get(ctx, KindProfile, site)
	if errors.Is(err, ErrNotFound) {
		return nil
	} else if err != nil {
		return err
	}
	var p Profile
	if err := decodeBody(prof.Body, &p); err != nil {
		return nil // not ours to repair here
	}
	kinds := []Kind{KindPattern}
	if notes {
		kinds = append(kinds, KindSiteNote)
	}
	recs, err := tx.Find(ctx, Filter{Site: site, Kinds: kinds})
	if err != nil {
		return err
	}
	var names, quirks []string
	for _, r := range recs {
		switch r.Kind {
		case KindPattern:
			if pt, err := decodePatternHead(r.Body); err == nil && pt.Name != "" {
				names = append(names, pt.Name)
			}
		case KindSiteNote:
			var n SiteNote
			if err := decodeBody(r.Body, &n); err == nil && n.Problem != "" {
				quirks = append(quirks, string(n.Problem))
			}
		}
	}
	pats, qs := relist(p.Patterns, names, maxProfilePatterns), p.Quirks
	if notes {
		qs = relist(p.Quirks, quirks, maxListItems)
	}
	if slices.Equal(pats, p.Patterns) && slices.Equal(qs, p.Quirks) {
		return nil
	}
	p.Patterns, p.Quirks = pats, qs
	if prof.Body, err = encodeBody(p); err != nil {
		return err
	}
	prof.UpdatedAt = time.Time{} // now
	return tx.Put(ctx, &prof)
}

// relist is the list of the values held, at most limit: those listed before in their order,
// then the others sorted.
func relist(listed, held []string, limit int) []string {
	isHeld := map[string]bool{}
	for _, v := range held {
		isHeld[v] = true
	}
	var out []string
	for _, v := range listed {
		if isHeld[v] {
			out = append(out, v)
			delete(isHeld, v)
		}
	}
	rest := make([]string, 0, len(isHeld))
	for v := range isHeld {
		rest = append(rest, v)
	}
	sort.Strings(rest)
	out = append(out, rest...)
	if len(out) > limit {
		out = out[:limit]
	}
	return out
}

// writeArchive writes recs to a new archive file named after the current time and what,
// and returns its path relative to the home. It runs inside the write transaction, so
// two forgets never pick the same name.
func (m *Memory) writeArchive(what string, recs []Record) (string, error) {
	data, err := json.MarshalIndent(recs, "", "  ")
	if err != nil {
		return "", fmt.Errorf("encode archive: %w", err)
	}
	base := m.now().Format(archiveStamp) + "-" + clip(safeDir(what), 80)
	rel := path.Join(archiveDir, base+".json")
	for i := 2; ; i++ {
		_, err := os.Lstat(m.path(rel))
		if errors.Is(err, fs.ErrNotExist) {
			break
		}
		if err != nil {
			// archive/ is no folder that can be looked into (a file, a symlink loop, no
			// permission): no name will do.
			return "", fmt.Errorf("write archive: %w", err)
		}
		rel = path.Join(archiveDir, fmt.Sprintf("%s-%d.json", base, i))
	}
	if err := writeFileAtomic(m.path(rel), data); err != nil {
		return "", fmt.Errorf("write archive: %w", err)
	}
	return rel, nil
}

// Restore brings back the records of an archive file written by [Memory.Forget]. archive is
// the file's base name in archive/ ("20250102T030405.000Z-site-example.com.json"), or its
// path relative to the home ("archive/…"), or an absolute path inside the home.
//
// Every archived record is put back under its kind and key, with its ID (unless another
// record took it), times and body — except when a record with that kind and key now exists
// and was updated at the same time as the archived one or later: those are skipped. The
// records are checked and masked as [Memory.Import] checks a site file's (an archive may
// have been edited): a record a save could not have stored refuses the whole archive.
// Raw trace files archived beside the file come back to their place when it is free: linked
// there under the write lock (one that a later forget of the same trace took, from that
// archive's folder), the archive's copy removed once the records are committed, so that a
// restore killed half way loses no file. The archive file itself is kept; restoring twice
// restores nothing the second time.
// RestoreResult counts the records put back and those skipped (Kept).
//
// Errors: *[InputError] wrapping [ErrInvalidInput] (field "archive") for an empty name, a
// path leaving the home or a file that is not a valid archive; an error wrapping
// [ErrNotFound] when the file does not exist.
func (m *Memory) Restore(ctx context.Context, archive string) (RestoreResult, error) {
	rel, err := m.archiveRel(archive)
	if err != nil {
		return RestoreResult{}, err
	}
	recs, err := m.readArchive(rel)
	if err != nil {
		return RestoreResult{}, err
	}
	// A save archives the trace indented and masked, which may take it past the size limit
	// it was given within: the files may be twice that.
	bad, err := m.vetRawTraces(rel, recs, m.maxRawTrace())
	if errors.Is(err, errEditedRaw) {
		return RestoreResult{}, badInput("archive", MaskSecrets(rel+": "+err.Error()))
	} else if err != nil {
		return RestoreResult{}, fmt.Errorf("restore %s: %w", rel, err)
	}
	res := RestoreResult{Archive: rel, Warnings: []string{}}
	for _, p := range slices.Sorted(maps.Keys(bad)) {
		// Left in the archive's folder: its trace record comes back without it, as it does
		// when the file is gone.
		res.Warnings = append(res.Warnings, MaskSecrets(bad[p])+": left in the archive; its trace record comes back without it")
	}
	var linked []fileMove
	err = m.store.Update(ctx, func(tx Tx) error {
		res.Restored, res.Kept = 0, 0
		var traces []string
		relist := map[string]bool{} // sites whose profile is to name their restored patterns
		for _, r := range recs {
			old, err := tx.Get(ctx, r.Kind, r.Key)
			switch {
			case err == nil:
				if !old.UpdatedAt.Before(r.UpdatedAt) || sameRecord(old, r) {
					res.Kept++
					// The stored trace record may have come back from another archive
					// without its raw file, which this one holds.
					if p := rawTracePath(r); p != "" && p == rawTracePath(old) {
						traces = append(traces, p)
					}
					continue
				}
			case !errors.Is(err, ErrNotFound):
				return err
			default:
				if _, err := tx.GetID(ctx, r.ID); err == nil {
					r.ID = "" // taken by a record of another kind or key since
				} else if !errors.Is(err, ErrNotFound) {
					return err
				}
			}
			if err := tx.Put(ctx, &r); err != nil {
				return err
			}
			res.Restored++
			if p := rawTracePath(r); p != "" {
				traces = append(traces, p)
			}
			if r.Kind == KindPattern || r.Kind == KindProfile || r.Kind == KindSiteNote {
				relist[r.Site] = relist[r.Site] || r.Kind != KindPattern
			}
		}
		for s, notes := range relist {
			if err := relistProfile(ctx, tx, s, notes); err != nil {
				return err
			}
		}
		// Back under the write lock, as forget moved them (Forget); linked, so that the
		// archive keeps its copy until the commit: a restore killed before it leaves the
		// file where it was, and an orphan link gc removes.
		dir := strings.TrimSuffix(rel, ".json") + ".d"
		var err error
		traces = slices.DeleteFunc(traces, func(p string) bool { _, no := bad[p]; return no })
		linked, err = m.linkFiles(traces, func(p string) (string, string) { return m.archivedCopy(dir, p), p })
		return err // nothing is restored without its file
	})
	if err != nil {
		for _, l := range linked {
			os.Remove(m.path(l.to))
		}
		return RestoreResult{}, fmt.Errorf("restore %s: %w", rel, err)
	}
	for _, l := range linked {
		if err := os.Remove(m.path(l.from)); err != nil && !errors.Is(err, fs.ErrNotExist) {
			m.log.Warn("restore: archived copy of a raw trace not removed", "path", l.from, "err", err)
		}
	}
	return res, nil
}

// archiveRel resolves the archive argument of Restore to a clean slash path relative to
// the home, refusing anything outside it.
func (m *Memory) archiveRel(name string) (string, error) {
	name = strings.TrimSpace(name)
	if name == "" {
		return "", badInput("archive", "required")
	}
	given := name
	if filepath.IsAbs(name) {
		home, err := filepath.Abs(m.home) // the home may have been given relative to the working folder
		if err != nil {
			return "", fmt.Errorf("restore: %w", err)
		}
		r, err := filepath.Rel(home, name)
		if err != nil {
			return "", badInput("archive", "not inside the home "+m.home)
		}
		name = r
	} else if !strings.ContainsAny(name, `/\`) {
		name = filepath.Join(archiveDir, name)
	}
	if !filepath.IsLocal(name) {
		return "", badInput("archive", fmt.Sprintf("%q is not inside the home %s", given, m.home))
	}
	return filepath.ToSlash(filepath.Clean(name)), nil
}

// readArchive reads and checks the records of an archive file through an [os.Root] on the
// home, so that a symbolic link cannot lead outside it.
func (m *Memory) readArchive(rel string) ([]Record, error) {
	root, err := os.OpenRoot(m.home)
	if err != nil {
		return nil, fmt.Errorf("restore: %w", err)
	}
	defer root.Close()
	f, err := root.Open(filepath.FromSlash(rel))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("restore: no archive %s: %w", rel, ErrNotFound)
	}
	if err != nil {
		return nil, badInput("archive", err.Error())
	}
	defer f.Close()
	if st, err := f.Stat(); err == nil && st.IsDir() {
		return nil, badInput("archive", fmt.Sprintf("%s is a folder (the raw traces kept beside an archive): give the archive's .json file", rel))
	}
	data, err := io.ReadAll(io.LimitReader(f, maxArchiveBytes+1))
	if err != nil {
		return nil, fmt.Errorf("restore: read %s: %w", rel, err)
	}
	if len(data) > maxArchiveBytes {
		return nil, badInput("archive", fmt.Sprintf("%s is larger than %d bytes", rel, maxArchiveBytes))
	}
	var recs []Record
	if err := json.Unmarshal(data, &recs); err != nil {
		return nil, badInput("archive", fmt.Sprintf("%s is not an archive (a JSON array of records): %s", rel, jsonErr(err, data)))
	}
	if recs == nil {
		return nil, badInput("archive", fmt.Sprintf("%s is not an archive (a JSON array of records): null", rel))
	}
	if err := vetArchive(recs); err != nil {
		return nil, badInput("archive", MaskSecrets(rel+": "+err.Error()))
	}
	if err := m.checkSessionSizes(recs, rel); err != nil {
		return nil, err
	}
	if err := checkTimes(recs, rel, m.now()); err != nil {
		return nil, err
	}
	return recs, nil
}

// sameRecord reports whether two records hold the same knowledge and times.
func sameRecord(a, b Record) bool {
	return a.Site == b.Site && a.URLPattern == b.URLPattern && a.TaskType == b.TaskType && a.Text == b.Text &&
		a.UpdatedAt.Equal(b.UpdatedAt) && jsonEqual(a.Body, b.Body)
}

// jsonEqual reports whether two JSON documents hold the same value (key order and spacing
// aside).
func jsonEqual(a, b json.RawMessage) bool {
	var x, y any
	if json.Unmarshal(a, &x) != nil || json.Unmarshal(b, &y) != nil {
		return string(a) == string(b)
	}
	xb, _ := json.Marshal(x) // maps marshal with sorted keys
	yb, _ := json.Marshal(y)
	return string(xb) == string(yb)
}

// rawTracePath returns the raw file of a trace record (slash path relative to the home),
// or "" when r is not a trace record or its path is not a file under traces/.
func rawTracePath(r Record) string {
	if r.Kind != KindTrace {
		return ""
	}
	var t TraceRecord
	if decodeBody(r.Body, &t) != nil {
		return ""
	}
	return tracePathOK(t.Path)
}

// tracePathOK returns p cleaned when it names a file under traces/ of the home, else "".
func tracePathOK(p string) string {
	if p == "" || !filepath.IsLocal(filepath.FromSlash(p)) {
		return ""
	}
	p = path.Clean(p)
	if !strings.HasPrefix(p, tracesDir+"/") {
		return ""
	}
	return p
}

// moveFile renames src to dst, creating dst's folder (mode 0700); across file systems it
// copies src to dst, then removes src.
func moveFile(src, dst string) error {
	if _, err := os.Lstat(src); err != nil {
		return err
	}
	err := intoDir(dst, func() error { return os.Rename(src, dst) })
	if errors.Is(err, syscall.EXDEV) {
		// archive/ or traces/ on another file system (a symlink to a bigger disk): a
		// copy, then the original goes.
		var data []byte
		if data, err = os.ReadFile(src); err == nil {
			if err = intoDir(dst, func() error { return renameInto(dst, data) }); err == nil {
				if err = os.Remove(src); err != nil {
					os.Remove(dst)
				}
			}
		}
	}
	return err
}

// intoDir makes the folder of dst and calls put, which writes dst; it tries again, up to
// three times in all, when put finds the folder gone: gc removes the folders it found
// empty, and one may have been made for dst since it looked.
func intoDir(dst string, put func() error) error {
	var err error
	for range 3 {
		if err = os.MkdirAll(filepath.Dir(dst), 0o700); err != nil {
			return err
		}
		if err = put(); !errors.Is(err, fs.ErrNotExist) {
			return err
		}
		if _, derr := os.Stat(filepath.Dir(dst)); derr == nil {
			return err // the folder is there: something else is missing
		}
	}
	return err
}
