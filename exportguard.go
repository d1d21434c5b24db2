package waymark

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/waymark-dev/waymark/internal/sitefile"
)

// The edits of an export folder that an export would overwrite: a site file changed by
// hand, or written by another memory, since this memory's last export into the folder, and
// not imported since, holds knowledge the memory lacks; Export refuses to write over it
// unless told to (ExportRequest.Force).

// exportsFile is the home's record of the files its exports wrote: {"folders": {absolute
// folder: {file relative to it: SHA-256}}}, written through a temporary file and a rename.
const exportsFile = "exports.json"

// maxExportFolders caps the folders exportsFile remembers; the record of another folder is
// dropped (arbitrarily) to make room, and that folder's next export finds no file its own.
const maxExportFolders = 64

// exportRecord is the content of exportsFile.
type exportRecord struct {
	Folders map[string]map[string]string `json:"folders"`
}

// readExportRecord reads exportsFile; an empty record when it is missing or does not decode.
func (m *Memory) readExportRecord() exportRecord {
	var rec exportRecord
	if data, err := os.ReadFile(m.path(exportsFile)); err == nil {
		if err := json.Unmarshal(data, &rec); err != nil {
			m.log.Warn("export: the record of earlier exports does not decode, started anew", "err", err)
		}
	}
	if rec.Folders == nil {
		rec.Folders = map[string]map[string]string{}
	}
	return rec
}

// ownExportFiles returns the files this memory's last export into dir wrote, with the
// SHA-256 of each; none for a folder it has not exported into (or forgot: maxExportFolders).
func (m *Memory) ownExportFiles(dir string) map[string]string {
	if own, ok := m.readExportRecord().Folders[absDir(dir)]; ok {
		return own
	}
	return map[string]string{}
}

// keepExportFiles records the site files of ix (with their bytes, files) as this memory's
// in dir. A failure is logged: the next export then asks more often.
func (m *Memory) keepExportFiles(dir string, ix sitefile.Index, files [][]byte) {
	rec := m.readExportRecord()
	key := absDir(dir)
	if _, ok := rec.Folders[key]; !ok && len(rec.Folders) >= maxExportFolders {
		for k := range rec.Folders {
			delete(rec.Folders, k)
			break
		}
	}
	own := map[string]string{}
	for i, s := range ix.Sites {
		own[s.File] = fileSHA256(files[i])
	}
	rec.Folders[key] = own
	data, err := json.MarshalIndent(rec, "", "  ")
	if err == nil {
		err = writeFileAtomic(m.path(exportsFile), append(data, '\n'))
	}
	if err != nil {
		m.log.Warn("export: the record of this export could not be written", "err", err)
	}
}

// absDir is dir made absolute (itself when that fails).
func absDir(dir string) string {
	if abs, err := filepath.Abs(dir); err == nil {
		return abs
	}
	return dir
}

// fileSHA256 is the lower-case hex SHA-256 of data, as exportsFile keeps it.
func fileSHA256(data []byte) string {
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:])
}

// importChange is what an import would do with a record of a site file.
type importChange int

const (
	importAdds     importChange = iota // the memory has no record of its kind and key
	importReplaces                     // the file's copy differs and is no older
	importSame                         // the memory holds the same knowledge
	importKeeps                        // the stored copy differs and is newer: kept
	importSettles                      // the same knowledge, its times made the earlier creation and the later update
)

// importChangeOf says what importing r does to the stored record old (err: the lookup's
// error; ErrNotFound when there is none), and the record an import writes (a profile's or
// a site note's union with the stored one, union.go). SPEC §11: the newer copy wins, a
// profile is united, a note keeps the larger counts.
func importChangeOf(old Record, err error, r Record) (Record, importChange, error) {
	r, change, err := importKnowledge(old, err, r)
	if change == importSame && err == nil && (r.CreatedAt.Before(old.CreatedAt) || r.UpdatedAt.After(old.UpdatedAt)) {
		// The same knowledge, seen first or last elsewhere: the stored copy takes the
		// earlier creation and the later update, so that two homes sharing one export
		// folder settle on one file.
		settled := old
		settled.CreatedAt = minTime(old.CreatedAt, r.CreatedAt)
		settled.UpdatedAt = maxTime(old.UpdatedAt, r.UpdatedAt)
		return settled, importSettles, nil
	}
	return r, change, err
}

// minTime and maxTime return the earlier and the later of two times.
func minTime(a, b time.Time) time.Time {
	if b.Before(a) {
		return b
	}
	return a
}

func maxTime(a, b time.Time) time.Time {
	if b.After(a) {
		return b
	}
	return a
}

// importKnowledge is importChangeOf by the records' knowledge alone.
func importKnowledge(old Record, err error, r Record) (Record, importChange, error) {
	switch {
	case errors.Is(err, ErrNotFound):
		return r, importAdds, nil
	case err != nil:
		return r, 0, err
	case r.Kind == KindProfile:
		u, err := unionProfiles(old, r)
		if err != nil {
			return r, 0, err
		}
		if sameKnowledge(old, u) {
			return u, importSame, nil
		}
		u.ID = old.ID
		return u, importReplaces, nil
	case r.Kind == KindSiteNote:
		u, err := unionNotes(old, r)
		switch {
		case err != nil:
			return r, 0, err
		case !sameKnowledge(old, u):
			u.ID = old.ID
			return u, importReplaces, nil
		case old.UpdatedAt.After(r.UpdatedAt) && !sameKnowledge(old, r):
			return r, importKeeps, nil // the file's words, older than the stored ones
		}
		return u, importSame, nil
	case sameKnowledge(old, r):
		return r, importSame, nil
	case old.UpdatedAt.After(r.UpdatedAt):
		return r, importKeeps, nil
	}
	r.ID = old.ID
	return r, importReplaces, nil
}

// editedSiteFile returns an *InputError naming the file dir/rel when it exists with other
// bytes than data, is not as this memory last wrote it (own: file → SHA-256), and holds
// knowledge an import would add to the memory or change in it: overwriting it would lose
// that. Nil when it is safe to write data there; then warning names the records of the
// file that differ and are older than the memory's copies (a hand edit that kept the
// exported updated_at), which the write replaces, or is "".
// forgot gives, read once an export on first need, "kind|key" → the latest updated_at the
// home's archive holds (archivedTimes).
func (m *Memory) editedSiteFile(ctx context.Context, dir, rel string, data []byte, own map[string]string,
	forgot func() map[string]time.Time) (warning string, err error) {
	full := filepath.Join(dir, filepath.FromSlash(rel))
	cur, err := os.ReadFile(full)
	if err != nil || bytes.Equal(cur, data) || own[rel] == fileSHA256(cur) {
		return "", nil // missing or unreadable (the write will say), the same, or this memory's own
	}
	why := func(msg string) error {
		return &InputError{Field: rel, Msg: msg + "; import the folder first (waymark import " + dir +
			"), or export with --force to write over it", Err: ErrInvalidInput}
	}
	changed := "is not as this memory's last export into the folder wrote it"
	_, recs, err := readSiteFile(full, rel)
	if err != nil {
		// An import would refuse it alike: it is to be mended, or written over.
		return "", &InputError{Field: rel, Msg: changed + ", and cannot be read (" + err.Error() +
			"); mend the file as the error says, or export with --force to write over it", Err: ErrInvalidInput}
	}
	var older []string // the file's copies the memory holds newer
	err = m.store.View(ctx, func(tx Tx) error {
		for _, r := range recs {
			old, err := tx.Get(ctx, r.Kind, r.Key)
			_, change, err := importChangeOf(old, err, r)
			if err != nil {
				return err
			}
			if change == importKeeps {
				older = append(older, fmt.Sprintf("%s %q", r.Kind, clip(strings.ReplaceAll(r.Text, "\n", " "), 60)))
			}
			if change == importAdds {
				if at, ok := forgot()[string(r.Kind)+"|"+r.Key]; ok && !r.UpdatedAt.After(at) {
					continue // forgotten here since, as it was: the export drops it on purpose
				}
			}
			if change == importAdds || change == importReplaces {
				what := "does not have"
				if change == importReplaces {
					what = "holds otherwise"
				}
				return why(fmt.Sprintf("%s, and holds the %s %q (key %s), which this memory %s", changed, r.Kind,
					clip(strings.ReplaceAll(r.Text, "\n", " "), 80), clip(r.Key, 80), what))
			}
		}
		return nil
	})
	if err != nil || len(older) == 0 {
		return "", err
	}
	more := ""
	if len(older) > 3 {
		more = fmt.Sprintf(" and %d more", len(older)-3)
	}
	return fmt.Sprintf("%s held other copies of %s%s, older than this memory's, written over (an import keeps the newer too; give a hand edit a later updated_at to keep it)",
		rel, strings.Join(older[:min(3, len(older))], ", "), more), nil
}

// archivedTimes returns, for every record of the home's archive files (forgotten or
// evicted), "kind|key" → the latest updated_at archived. Files that cannot be read are
// passed over.
func (m *Memory) archivedTimes() map[string]time.Time {
	out := map[string]time.Time{}
	files, _ := filepath.Glob(filepath.Join(m.home, archiveDir, "*.json"))
	for _, f := range files {
		recs, err := m.readArchive(archiveDir + "/" + filepath.Base(f))
		if err != nil {
			continue
		}
		for _, r := range recs {
			if k := string(r.Kind) + "|" + r.Key; r.UpdatedAt.After(out[k]) {
				out[k] = r.UpdatedAt
			}
		}
	}
	return out
}
