package waymark

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/waymark-dev/waymark/internal/jsonkind"
	"github.com/waymark-dev/waymark/internal/regular"
	"github.com/waymark-dev/waymark/internal/sitefile"
)

// The layout of an export folder (SPEC §11).
const (
	exportSitesDir = "sites"
	exportIndex    = ".index.yaml"
)

// exportKinds are the kinds written by Export: the shareable knowledge. Traces, snapshots
// and sessions belong to one machine and are never exported.
var exportKinds = []Kind{KindProfile, KindPattern, KindCache, KindSiteNote, KindSelector}

// Stats counts the records per kind (every kind of [Kinds] is a key, zeros included), the
// distinct non-empty sites and the records in all, and names the home.
func (m *Memory) Stats(ctx context.Context) (Stats, error) {
	var st StoreStats
	err := m.store.View(ctx, func(tx Tx) error {
		var err error
		st, err = tx.Stats(ctx)
		return err
	})
	if err != nil {
		return Stats{}, fmt.Errorf("stats: %w", err)
	}
	out := Stats{Records: make(map[Kind]int, len(kinds)), Sites: st.Sites, Home: m.home}
	for _, k := range kinds {
		out.Records[k] = 0
	}
	for k, n := range st.Records {
		out.Records[k] += n
		out.Total += n
	}
	return out, nil
}

// Export writes the shareable knowledge — profiles, patterns, caches, site notes and
// selectors — as git-friendly YAML into dir (SPEC §11): dir/sites/<name>.yaml, one file
// per site (format: package internal/sitefile), and dir/.index.yaml listing every site with
// its file and record counts. Traces, snapshots and sessions are not exported.
//
// Output is deterministic — sections in a fixed order, records sorted by key, body fields
// in the order of their Go struct, no export time — and a file whose bytes would not change
// is not rewritten: ExportResult.Written lists the files (relative to dir, slash-separated)
// written, Unchanged counts the others. Files are written through a temporary file and a
// rename, mode 0600, folders 0700; the temporary files of an export killed while it wrote
// are removed by the next once they are an hour old.
//
// File names are made safe by [sitefile.FileName] (only [a-z0-9.-], no "..", no leading
// dot, no Windows device name, at most 100 bytes; a site changed by that gets a short hash
// of itself). A site left with no usable name, or whose name collides with another's, is
// skipped with a warning in the log. Site files this memory's last export into dir wrote
// whose site is no longer exported are removed (the removal is logged), so that the folder
// mirrors the memory; other files in dir are never touched.
//
// A site file the export would write over that is not as this memory last wrote it (the
// home keeps the SHA-256 of each file its exports wrote, per folder: exports.json) and
// holds knowledge the memory lacks or holds otherwise (a hand edit not imported since,
// another memory's export pulled into the folder) is not touched: the export writes
// nothing and returns an *[InputError] per such file, naming it and a record it would
// lose, unless req.Force is set. A file edited and then imported holds nothing the memory
// lacks, and is written over. Files of sites no longer in memory are removed only when
// they are as this memory last wrote them (or with req.Force), and only files this memory
// wrote: in a folder this memory has not exported into, no file is its own. A record the
// file holds that this memory forgot (or evicted) since, as the home's archive shows, is
// not counted as lost.
//
// Errors: *[InputError] wrapping [ErrInvalidInput] for an empty dir or an edited file; I/O
// and store errors.
func (m *Memory) Export(ctx context.Context, req ExportRequest) (ExportResult, error) {
	dir := req.Dir
	if strings.TrimSpace(dir) == "" {
		return ExportResult{}, badInput("dir", "required")
	}
	var recs []Record
	err := m.store.View(ctx, func(tx Tx) error {
		var err error
		recs, err = tx.Find(ctx, Filter{Kinds: exportKinds})
		return err
	})
	if err != nil {
		return ExportResult{}, fmt.Errorf("export: %w", err)
	}
	bySite := map[string][]sitefile.Entry{}
	for _, r := range recs {
		body, err := canonicalBody(r.Kind, r.Body, false)
		if err != nil {
			m.log.Warn("export: record skipped, its body does not decode", "id", r.ID, "kind", r.Kind, "err", err)
			continue
		}
		bySite[r.Site] = append(bySite[r.Site], sitefile.Entry{Kind: string(r.Kind), Key: r.Key,
			URLPattern: r.URLPattern, TaskType: string(r.TaskType), Text: r.Text,
			CreatedAt: r.CreatedAt, UpdatedAt: r.UpdatedAt, Body: body})
	}
	sites := make([]string, 0, len(bySite))
	for s := range bySite {
		sites = append(sites, s)
	}
	slices.Sort(sites)

	if err := os.MkdirAll(filepath.Join(dir, exportSitesDir), 0o700); err != nil {
		return ExportResult{}, fmt.Errorf("export: %w", err)
	}
	// The temporary files of an export killed while it wrote.
	m.sweepTemp(dir, m.now())
	m.sweepTemp(filepath.Join(dir, exportSitesDir), m.now())
	res := ExportResult{Dir: dir, Written: []string{}, Removed: []string{}, Warnings: []string{}}
	ix := sitefile.Index{Sites: []sitefile.IndexSite{}}
	owner := map[string]string{} // file name → site
	var files [][]byte           // each site's file, in the order of ix.Sites
	for _, site := range sites {
		name, ok := sitefile.FileName(site)
		if !ok {
			m.log.Warn("export: site skipped, no usable file name", "site", site, "records", len(bySite[site]))
			continue
		}
		if other, dup := owner[name]; dup { // two sites' hashes alike: 1 in 2^32
			m.log.Warn("export: site skipped, its file name is taken", "site", site, "by", other, "file", name)
			res.Warnings = append(res.Warnings, fmt.Sprintf("site %s not exported: its file name %s is %s's", site, name+sitefile.Ext, other))
			continue
		}
		owner[name] = site
		s := sitefile.Site{Site: site, Entries: bySite[site]}
		data, err := sitefile.Encode(s)
		if err != nil {
			return res, fmt.Errorf("export: %w", err)
		}
		rel := exportSitesDir + "/" + name + sitefile.Ext
		ix.Sites = append(ix.Sites, sitefile.IndexSite{Site: site, File: rel, Records: s.Count()})
		files = append(files, data)
	}
	own := m.ownExportFiles(dir) // file → the SHA-256 of what this memory last wrote there
	if !req.Force {
		var edited []error
		forgot := sync.OnceValue(m.archivedTimes)
		for i, s := range ix.Sites {
			warning, err := m.editedSiteFile(ctx, dir, s.File, files[i], own, forgot)
			if err != nil {
				edited = append(edited, err)
			} else if warning != "" {
				res.Warnings = append(res.Warnings, warning)
			}
		}
		if len(edited) > 0 {
			return ExportResult{Dir: dir, Written: []string{}, Removed: []string{}}, errors.Join(edited...)
		}
	}
	for i, s := range ix.Sites {
		if err := writeExportFile(dir, s.File, files[i], &res); err != nil {
			return res, err
		}
		res.Sites++
	}
	data, err := sitefile.EncodeIndex(ix)
	if err != nil {
		return res, fmt.Errorf("export: %w", err)
	}
	if err := writeExportFile(dir, exportIndex, data, &res); err != nil {
		return res, err
	}
	res.Removed = m.removeStale(dir, ix, own, req.Force)
	m.keepExportFiles(dir, ix, files)
	return res, nil
}

// writeExportFile writes data to dir/rel unless the file already holds exactly data.
func writeExportFile(dir, rel string, data []byte, res *ExportResult) error {
	full := filepath.Join(dir, filepath.FromSlash(rel))
	if cur, err := os.ReadFile(full); err == nil && bytes.Equal(cur, data) {
		res.Unchanged++
		return nil
	}
	if err := writeFileAtomic(full, data); err != nil {
		return fmt.Errorf("export: write %s: %w", rel, err)
	}
	res.Written = append(res.Written, rel)
	return nil
}

// removeStale removes the site files this memory's last export into dir wrote (own: file
// → SHA-256) that the new export cur does not write, and returns those it removed: a file
// changed since is kept (with a warning in the log) unless force; a file this memory did
// not write (another memory's, in the same folder) is never removed. Only names an export
// could have written (sites/<safe name>.yaml) are considered.
func (m *Memory) removeStale(dir string, cur sitefile.Index, own map[string]string, force bool) []string {
	removed := []string{}
	keep := map[string]bool{}
	for _, s := range cur.Sites {
		keep[s.File] = true
	}
	for _, file := range slices.Sorted(maps.Keys(own)) {
		if keep[file] {
			continue
		}
		base, ok := strings.CutPrefix(file, exportSitesDir+"/")
		name, ok2 := strings.CutSuffix(base, sitefile.Ext)
		if safe, ok3 := sitefile.FileName(name); !ok || !ok2 || !ok3 || safe != name {
			continue
		}
		full := filepath.Join(dir, exportSitesDir, base)
		if data, err := os.ReadFile(full); err == nil && own[file] != fileSHA256(data) && !force {
			m.log.Warn("export: the file of a site no longer in memory changed since this memory's last export, kept", "file", file)
			continue
		}
		err := os.Remove(full)
		switch {
		case err == nil:
			m.log.Info("export: removed the file of a site no longer in memory", "file", file)
			removed = append(removed, file)
		case !errors.Is(err, fs.ErrNotExist):
			m.log.Warn("export: stale site file not removed", "file", file, "err", err)
		}
	}
	return removed
}

// Import merges the site files of an export folder, dir/sites/*.yaml, into the memory
// (SPEC §11). Every file is read and checked before anything is written: YAML syntax,
// format version, record bodies against their Go structs with unknown fields refused, and
// each record as a save would have stored it (vet.go: the file's site in normal form and
// in every body, keys, URL patterns and search texts that are those of the bodies, numbers
// in range, known enums, http(s) URLs, texts within the caps), with the secrets in the
// texts masked (SPEC §8). If any file fails, nothing is imported and the error joins one
// error per failed file, each a *[InputError] wrapping [ErrInvalidInput] whose Field is the
// file ("sites/x.yaml") and whose message says where in it. Files over 256 MiB
// (sitefile.MaxFileBytes), records over 16 MiB of YAML (sitefile.MaxRecordBytes: a file is
// read a record at a time) and anything but regular files are refused.
//
// Then one write transaction merges the records: a record whose kind and key are new is
// added with the file's times; one that exists is replaced when the file's copy differs in
// site, URL pattern, task type, text or body and was updated no earlier (a hand edit keeps
// the exported updated_at); anything else, a stored copy updated later included, is left
// as it is and counted in Unchanged (with the same knowledge, it takes the earlier
// created_at and the later updated_at of the two, so that two homes that share an export
// folder settle on one file). A site profile is the exception: two homes that saw a
// site each saw part of it, so a stored profile becomes the union of both (unionProfiles),
// whichever is newer. A site in more than one file (a renamed or copied file beside the one
// export writes) is read from all of them, the later copy of each record kept
// (unionCopies), with a warning.
// Importing the same files twice changes nothing the second time, updated_at included.
//
// ImportResult counts the sites imported, the records added or replaced per kind and the
// records left unchanged, lists what sites/ holds that is not read (Skipped) and warns of
// an unfinished export (Warnings). Errors: *[InputError] for an empty dir, one that does
// not exist or one without a sites/ folder.
func (m *Memory) Import(ctx context.Context, dir string) (ImportResult, error) {
	if strings.TrimSpace(dir) == "" {
		return ImportResult{}, badInput("dir", "required")
	}
	switch fi, err := os.Stat(dir); {
	case errors.Is(err, fs.ErrNotExist):
		return ImportResult{}, badInput("dir", fmt.Sprintf("%s does not exist", dir))
	case err != nil:
		return ImportResult{}, fmt.Errorf("import: %w", err)
	case !fi.IsDir():
		return ImportResult{}, badInput("dir", fmt.Sprintf("%s is a file, not an export folder", dir))
	}
	entries, err := os.ReadDir(filepath.Join(dir, exportSitesDir))
	if errors.Is(err, fs.ErrNotExist) {
		return ImportResult{}, badInput("dir", fmt.Sprintf("%s has no %s/ folder (not an export)", dir, exportSitesDir))
	}
	if err != nil {
		return ImportResult{}, fmt.Errorf("import: %w", err)
	}
	var (
		errs   []error
		sites  []string                  // in the order first read
		copies = map[string][]siteCopy{} // site → the files that hold it: one, but for a renamed or copied file
	)
	var skipped []string
	for _, de := range entries {
		rel := exportSitesDir + "/" + de.Name()
		switch {
		case de.IsDir():
			skipped = append(skipped, rel+"/ (a folder: site files are read from sites/ alone)")
			continue
		case strings.HasPrefix(de.Name(), "."):
			skipped = append(skipped, rel+" (hidden)")
			continue
		case !strings.HasSuffix(de.Name(), sitefile.Ext):
			skipped = append(skipped, rel+" (not a "+sitefile.Ext+" file)")
			continue
		}
		if !de.Type().IsRegular() {
			errs = append(errs, &InputError{Field: rel, Msg: "not a regular file", Err: ErrInvalidInput})
			continue
		}
		site, recs, err := readSiteFile(filepath.Join(dir, exportSitesDir, de.Name()), rel)
		if err == nil {
			err = checkTimes(recs, rel, m.now())
		}
		if err != nil {
			errs = append(errs, err)
			continue
		}
		if len(copies[site]) == 0 {
			sites = append(sites, site)
		}
		copies[site] = append(copies[site], siteCopy{file: rel, recs: recs})
	}
	if len(errs) > 0 {
		return ImportResult{Records: map[Kind]int{}}, errors.Join(errs...)
	}
	var (
		files  [][]Record
		twice  []string                       // warnings of sites in more than one file
		fileOf = map[string]string{}          // site → its file (unionCopies: export's own name first)
		counts = map[string]sitefile.Counts{} // site → its records per kind in that file
	)
	for _, site := range sites {
		recs, main, warn := unionCopies(site, copies[site])
		files = append(files, recs)
		fileOf[site] = main.file
		var c sitefile.Counts
		for _, r := range main.recs {
			c.Add(string(r.Kind))
		}
		counts[site] = c
		if warn != "" {
			twice = append(twice, warn)
		}
	}
	res := ImportResult{Records: map[Kind]int{}, Sites: len(files), Skipped: append([]string{}, skipped...),
		Warnings: append(append([]string{}, twice...), indexWarnings(dir, fileOf, counts)...)}
	if err := m.mergeImported(ctx, slices.Concat(files...), &res); err != nil {
		return ImportResult{Records: map[Kind]int{}}, fmt.Errorf("import: %w", err)
	}
	return res, nil
}

// indexWarnings compares the index of the export folder dir with the site files read
// (fileOf: site → file; counts: site → its records per kind): a missing or unreadable
// index, a site file it lists that was not read, or one that holds other counts than it
// lists, may be the mark of an export that did not finish or of a file cut short.
func indexWarnings(dir string, fileOf map[string]string, counts map[string]sitefile.Counts) []string {
	data, err := readCapped(filepath.Join(dir, exportIndex), sitefile.MaxRecordBytes)
	if errors.Is(err, fs.ErrNotExist) {
		return []string{exportIndex + " is missing: an export writes it last, so the folder may hold an unfinished export"}
	}
	if err != nil {
		return []string{exportIndex + " unreadable: " + err.Error()}
	}
	ix, err := sitefile.DecodeIndex(bytes.TrimPrefix(data, utf8BOM))
	if err != nil {
		return []string{exportIndex + " does not decode: " + err.Error()}
	}
	var warn []string
	for _, s := range ix.Sites {
		switch c, read := counts[s.Site]; {
		case fileOf[s.Site] == "": // read from another file than the index says is as good
			warn = append(warn, fmt.Sprintf("%s lists site %s (%s), which is in no file of the folder", exportIndex, s.Site, s.File))
		case read && c != s.Records:
			warn = append(warn, fmt.Sprintf("%s holds %s where %s lists %s: the file may be cut short or edited (what it holds was imported)",
				fileOf[s.Site], countText(c), exportIndex, countText(s.Records)))
		}
	}
	return warn
}

// countText writes c as "2 patterns, 1 cache, 0 site notes, 17 selectors, 1 profile".
func countText(c sitefile.Counts) string {
	return fmt.Sprintf("%s, %s, %s, %s, %s", nOf(c.Patterns, "pattern"), nOf(c.Caches, "cache"),
		nOf(c.SiteNotes, "site note"), nOf(c.Selectors, "selector"), nOf(c.Profiles, "profile"))
}

// maxImportProblems bounds the problems one site file's error lists.
const maxImportProblems = 20

// readSiteFile reads, decodes and checks one site file into its site and records. Its error
// lists the problems of every record (up to maxImportProblems), each naming its field.
func readSiteFile(full, rel string) (string, []Record, error) {
	bad := func(msg string) error { return &InputError{Field: rel, Msg: MaskSecrets(msg), Err: ErrInvalidInput} }
	data, err := readCapped(full, sitefile.MaxFileBytes)
	if err != nil {
		return "", nil, bad(err.Error())
	}
	if bytes.HasPrefix(data, []byte("<<<<<<< ")) || bytes.Contains(data, []byte("\n<<<<<<< ")) {
		return "", nil, bad("holds the conflict markers of a merge (<<<<<<<, =======, >>>>>>>): resolve them first, " +
			"for example with git checkout --theirs (or --ours) on the file, then import, then export")
	}
	s, err := sitefile.Decode(bytes.TrimPrefix(data, utf8BOM)) // editors on Windows write a BOM
	if err != nil {
		return "", nil, bad(err.Error())
	}
	if err := vetSite(s.Site); err != nil {
		return "", nil, bad(err.Error())
	}
	recs := make([]Record, 0, len(s.Entries))
	red := newRedactor()
	var problems []string              // of every record, up to maxImportProblems
	seen := map[Kind]map[string]bool{} // keys as masked
	problem := func(kind Kind, key, msg string) {
		if len(problems) < maxImportProblems {
			problems = append(problems, recordProblem(kind, key, msg))
		}
	}
	for _, e := range s.Entries {
		kind, tt := Kind(e.Kind), TaskType(e.TaskType)
		if tt != "" && !ValidTaskType(tt) {
			problem(kind, e.Key, unknownTaskType(tt))
			continue
		}
		v, err := decodeKnowledge(kind, e.Body, true)
		if err != nil {
			problem(kind, e.Key, "body: "+err.Error())
			continue
		}
		r := Record{Kind: kind, Key: e.Key, Site: s.Site, URLPattern: e.URLPattern, TaskType: tt,
			Text: e.Text, CreatedAt: e.CreatedAt, UpdatedAt: e.UpdatedAt}
		if err := vetImported(&r, s.Site, v, red); err != nil {
			problem(kind, e.Key, err.Error())
			continue
		}
		// Keys that differed only in a secret are one key once masked: one would replace
		// the other.
		if seen[r.Kind][r.Key] {
			problem(kind, e.Key, "the key of another "+string(kind)+" of the file once its secrets are masked: keep one of them")
			continue
		}
		if seen[r.Kind] == nil {
			seen[r.Kind] = map[string]bool{}
		}
		seen[r.Kind][r.Key] = true
		if r.Body, err = json.Marshal(v); err != nil {
			return "", nil, err
		}
		recs = append(recs, r)
	}
	if len(problems) > 0 {
		return "", nil, &InputError{Field: rel, Msg: strings.Join(problems, "; "), Err: ErrInvalidInput} // masked
	}
	if err := maskProfileNames(recs, red); err != nil {
		return "", nil, err
	}
	return s.Site, recs, nil
}

// maxShownKey is how many characters of a record's key an import error quotes.
const maxShownKey = 200

// recordProblem is one problem of an imported record: its kind, its key (masked and clipped
// to maxShownKey characters), a dash and msg (masked): `selector "k" — confidence: 7, want
// 0–1`. Not a colon after the key: a key ending in a word such as "password" followed by
// ": " reads as a secret's name and value to the masking of the whole error (the CLI's and
// the MCP server's), which then hid the message's first word.
func recordProblem(kind Kind, key, msg string) string {
	return fmt.Sprintf("%s %q — %s", kind, shown(key, maxShownKey), MaskSecrets(msg))
}

// checkTimes refuses records of file rel created or updated after now (a day of clock skew
// allowed) or before 1970, or updated before they were created, and records whose body
// holds such a time (a cached answer's observed_at, a route's last_verified, a selector's
// or a note's last_seen): a time from the future would keep the record first in every
// listing and win every later merge until then, and a cached answer observed in the
// future would never be stale.
func checkTimes(recs []Record, rel string, now time.Time) error {
	latest, earliest := now.Add(24*time.Hour), time.Unix(0, 0)
	for _, r := range recs {
		var body bodyTimes // a time a record's body holds: zero when it has none
		_ = json.Unmarshal(r.Body, &body)
		for _, at := range []struct {
			name string
			t    time.Time
		}{{"created_at", r.CreatedAt}, {"updated_at", r.UpdatedAt}, {"observed_at", body.ObservedAt},
			{"last_verified", body.LastVerified}, {"last_seen", body.LastSeen}} {
			if at.t.IsZero() && at.name != "created_at" && at.name != "updated_at" {
				continue
			}
			if at.t.After(latest) || at.t.Before(earliest) {
				return &InputError{Field: rel, Err: ErrInvalidInput, Msg: recordProblem(r.Kind, r.Key, fmt.Sprintf("%s %s is not between 1970 and a day from now (%s)",
					at.name, at.t.UTC().Format(time.RFC3339), latest.UTC().Format(time.RFC3339)))}
			}
		}
		if r.UpdatedAt.Before(r.CreatedAt) {
			return &InputError{Field: rel, Err: ErrInvalidInput, Msg: recordProblem(r.Kind, r.Key, fmt.Sprintf("updated_at %s is before created_at %s",
				r.UpdatedAt.UTC().Format(time.RFC3339Nano), r.CreatedAt.UTC().Format(time.RFC3339Nano)))}
		}
	}
	return nil
}

// bodyTimes are the times a record's body may hold (checkTimes).
type bodyTimes struct {
	ObservedAt   time.Time `json:"observed_at"`
	LastVerified time.Time `json:"last_verified"`
	LastSeen     time.Time `json:"last_seen"`
}

// mergeImported merges the records in one write transaction and adds their counts to res
// once it commits.
func (m *Memory) mergeImported(ctx context.Context, recs []Record, res *ImportResult) error {
	var changed map[Kind]int
	var unchanged, added int
	var newer []string // the records whose stored copy is newer than the file's and differs
	var back []string  // the records this home forgot that the import brings back
	forgot := m.archivedTimes()
	err := m.store.Update(ctx, func(tx Tx) error {
		changed, unchanged, added, newer, back = map[Kind]int{}, 0, 0, nil, nil
		relist := map[string]bool{} // sites whose profile is to name their patterns
		for _, r := range recs {
			old, err := tx.Get(ctx, r.Kind, r.Key)
			// Two homes saw the same site: a profile becomes the union of what each saw.
			r, change, err := importChangeOf(old, err, r)
			switch {
			case err != nil:
				return err
			case change == importSame:
				unchanged++
				continue
			case change == importSettles: // the same knowledge: counted unchanged
				if err := tx.Put(ctx, &r); err != nil {
					return err
				}
				unchanged++
				continue
			case change == importKeeps:
				// The stored copy changed since the export: the newer wins (SPEC §11), but an
				// edit of the file is not dropped without a word.
				newer = append(newer, fmt.Sprintf("%s %s of %s (stored %s, file %s)", r.Kind, clip(r.Key, 80), r.Site,
					old.UpdatedAt.UTC().Format(time.RFC3339), r.UpdatedAt.UTC().Format(time.RFC3339)))
				continue
			}
			if err := tx.Put(ctx, &r); err != nil {
				return err
			}
			changed[r.Kind]++
			if change == importAdds {
				added++
				if _, ok := forgot[string(r.Kind)+"|"+r.Key]; ok {
					back = append(back, fmt.Sprintf("%s %s of %s", r.Kind, clip(r.Key, 80), r.Site))
				}
			}
			if r.Kind == KindPattern || r.Kind == KindProfile {
				relist[r.Site] = true
			}
		}
		// A profile names its site's patterns: a pattern renamed, added or brought back
		// by the import is named, one no longer there is not (as restore does).
		for _, s := range slices.Sorted(maps.Keys(relist)) {
			if err := relistProfile(ctx, tx, s, false); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return err
	}
	for k, n := range changed {
		res.Records[k] += n
	}
	res.Unchanged += unchanged
	res.Added += added
	res.KeptNewer += len(newer)
	if w := listWarning(newer, "1 record differs from its stored copy, which is newer and was kept",
		"%d records differ from their stored copies, which are newer and were kept",
		"if the file holds a hand edit to keep, give it a later updated_at"); w != "" {
		res.Warnings = append(res.Warnings, w)
	}
	if w := listWarning(back, "1 record this home forgot is back", "%d records this home forgot are back",
		"forget them again to drop them; the archive keeps the forgotten copies"); w != "" {
		res.Warnings = append(res.Warnings, w)
	}
	return nil
}

// listWarning says what items are, naming the first three: one (the words of one) or many
// (a format of their count), and what to do, in brackets; "" for no items.
func listWarning(items []string, one, many, todo string) string {
	if len(items) == 0 {
		return ""
	}
	what := one
	if len(items) > 1 {
		what = fmt.Sprintf(many, len(items))
	}
	return fmt.Sprintf("%s: %s (%s)", what, firstThree(items), todo)
}

// firstThree joins the first three of items with "; " and says how many more there are.
func firstThree(items []string) string {
	shown := items[:min(len(items), 3)]
	if len(items) > len(shown) {
		return fmt.Sprintf("%s and %d more", strings.Join(shown, "; "), len(items)-len(shown))
	}
	return strings.Join(shown, "; ")
}

// sameKnowledge reports whether stored record old already holds what imported record r
// (whose body is canonical) holds; times aside.
func sameKnowledge(old, r Record) bool {
	if old.Site != r.Site || old.URLPattern != r.URLPattern || old.TaskType != r.TaskType || old.Text != r.Text {
		return false
	}
	body, err := canonicalBody(old.Kind, old.Body, false)
	return err == nil && bytes.Equal(body, r.Body)
}

// canonicalBody re-encodes a body through the Go struct of its kind, so that equal
// knowledge has equal bytes whatever spacing or key order it came with (a profile's lists
// sorted). strict refuses fields the struct does not have (outside input); kinds without a
// struct are compacted.
func canonicalBody(kind Kind, raw json.RawMessage, strict bool) (json.RawMessage, error) {
	v, err := decodeKnowledge(kind, raw, strict)
	if err != nil {
		return nil, err
	}
	if c, ok := v.(json.RawMessage); ok {
		return c, nil
	}
	if p, ok := v.(*Profile); ok {
		// A profile's lists are sets: homes that learned the same site in another order
		// write the same file.
		for _, l := range [][]string{p.Origins, p.Frameworks, p.Patterns, p.Quirks} {
			slices.Sort(l)
		}
	}
	return json.Marshal(v)
}

// decodeKnowledge decodes a record body into a pointer to the Go struct of its kind; a kind
// without a struct comes back as its compacted JSON, a json.RawMessage.
func decodeKnowledge(kind Kind, raw json.RawMessage, strict bool) (any, error) {
	var v any
	switch kind {
	case KindPattern:
		v = new(Pattern)
	case KindCache:
		v = new(Cache)
	case KindSiteNote:
		v = new(SiteNote)
	case KindSelector:
		v = new(SelectorRecord)
	case KindProfile:
		v = new(Profile)
	case KindSnapshot:
		v = new(Snapshot)
	case KindTrace:
		v = new(TraceRecord)
	default:
		var buf bytes.Buffer
		if err := json.Compact(&buf, raw); err != nil {
			return nil, err
		}
		return json.RawMessage(buf.Bytes()), nil
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	if strict {
		dec.DisallowUnknownFields()
	}
	if err := dec.Decode(v); err != nil {
		return nil, decodeProblem(err, raw)
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, errors.New("data after the JSON object")
	}
	return v, nil
}

// decodeProblem words an error of decoding a record's body raw for the person who wrote the
// file as jsonErr does a trace's: the field and the kinds of value rather than Go's types,
// and the text where a string stands for a number ("strikes: expected an integer in range,
// got "many""; a number too large for 64 bits, which YAML reads as text: "got
// 99999999999999999999999, out of range"; a time that does not parse: ""99999-01-01T00:00:00Z"
// is not a time in RFC 3339 form"); another error loses its "json: " prefix only.
func decodeProblem(err error, raw []byte) error {
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) && te.Field != "" && te.Type != nil {
		got, num, _ := strings.Cut(te.Value, " ") // "number -1"
		if s, ok := stringBefore(raw, te.Offset); ok && got == "string" {
			got, num = strconv.Quote(clip(s, 40)), s
		} else if num != "" {
			got = num
		}
		_, ferr := strconv.ParseFloat(num, 64) // too large for a float64, and so for any integer
		if _, ierr := strconv.ParseInt(num, 10, 64); errors.Is(ferr, strconv.ErrRange) || errors.Is(ierr, strconv.ErrRange) {
			got = num + ", out of range"
		}
		return fmt.Errorf("%s: expected %s, got %s", te.Field, jsonkind.Of(te.Type), got)
	}
	var pe *time.ParseError // Go's own words quote its layout, "2006-01-02T15:04:05Z07:00"
	if errors.As(err, &pe) {
		return fmt.Errorf("%q is not a time in RFC 3339 form, such as \"2025-01-02T03:04:05Z\"", pe.Value)
	}
	return errors.New(strings.TrimPrefix(err.Error(), "json: "))
}

// stringBefore returns the JSON string literal of raw that ends right before byte end (as
// json.UnmarshalTypeError's Offset gives it), decoded.
func stringBefore(raw []byte, end int64) (string, bool) {
	if end < 2 || end > int64(len(raw)) || raw[end-1] != '"' {
		return "", false
	}
	for i := end - 2; i >= 0; i-- {
		if raw[i] != '"' {
			continue
		}
		slashes := 0
		for j := i - 1; j >= 0 && raw[j] == '\\'; j-- {
			slashes++
		}
		if slashes%2 == 1 {
			continue // an escaped quote inside the string
		}
		var s string
		if json.Unmarshal(raw[i:end], &s) != nil {
			return "", false
		}
		return s, true
	}
	return "", false
}

// readCapped reads a regular file of at most limit bytes.
func readCapped(path string, limit int64) ([]byte, error) {
	data, err := regular.ReadFile(path, limit) // a named pipe is refused, not waited on
	var (
		nr  *regular.NotRegularError
		big *regular.TooLargeError
	)
	switch {
	case errors.As(err, &nr):
		return nil, errors.New(nr.Kind + ", not a regular file")
	case errors.As(err, &big) && big.Size >= 0:
		return nil, fmt.Errorf("file too large: %d bytes, limit %d", big.Size, limit)
	case errors.As(err, &big):
		return nil, fmt.Errorf("file too large: over %d bytes", limit)
	}
	return data, err
}
