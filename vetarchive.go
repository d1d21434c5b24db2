package waymark

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/waymark-dev/waymark/internal/urlpattern"
)

// An archive file (Forget, gc) is a file of the home that anyone may have edited, so
// Restore takes a record back only as a save could have stored it, with no secret in it
// (SPEC §8): the checks of Import for the kinds of site files (vetImported), and for the
// others — trace records, snapshots, sessions — a body of their kind, a key, site, URL
// pattern, task type and search text such as a save writes, strings within the caps of
// Import, and every string masked.

// vetArchive checks and masks the records of one archive in place. One redactor masks them
// all, the sessions' and patterns' first: a value typed into a secret field there is then
// masked wherever another record repeats it (a snapshot's list of completed steps). The
// error names the record and the field.
func vetArchive(recs []Record) error {
	type kindKey struct {
		kind Kind
		key  string
	}
	seen := map[kindKey]bool{}
	for i, r := range recs {
		k := kindKey{r.Kind, r.Key}
		if seen[k] {
			return fmt.Errorf("record %d (%s %q): duplicate key: the archive holds the record twice", i, r.Kind, shown(r.Key, 80))
		}
		seen[k] = true
	}
	red := newRedactor()
	for _, first := range []bool{true, false} {
		for i := range recs {
			r := &recs[i]
			if (r.Kind == KindSession || r.Kind == KindPattern) != first {
				continue
			}
			if err := vetArchived(r, red); err != nil {
				return fmt.Errorf("record %d (%s %q): %v", i, r.Kind, shown(r.Key, 80), err)
			}
		}
	}
	return maskProfileNames(recs, red)
}

// vetArchived checks and masks one archived record with red; the body goes back compact,
// as stored.
func vetArchived(r *Record, red *redactor) error {
	switch {
	case !ValidKind(r.Kind):
		return fmt.Errorf("unknown kind %q", r.Kind)
	case r.Key == "":
		return errors.New("key: empty")
	case r.ID != "" && !recordID(r.ID):
		return fmt.Errorf("id %q: want 16 lower-case hex digits, as the store makes them", shown(r.ID, 40))
	case r.TaskType != "" && !ValidTaskType(r.TaskType):
		return fmt.Errorf("task_type: %s", unknownTaskType(r.TaskType))
	}
	if r.Site != "" {
		if err := vetSite(r.Site); err != nil {
			return err
		}
	}
	var v any
	var err error
	if r.Kind == KindSession {
		v = new(session)
		dec := json.NewDecoder(bytes.NewReader(r.Body))
		dec.DisallowUnknownFields()
		err = dec.Decode(v)
	} else {
		v, err = decodeKnowledge(r.Kind, r.Body, true)
	}
	if err != nil {
		return fmt.Errorf("body: %v", err)
	}
	if _, _, _, ok := filing(v, r.Site); ok {
		if err := vetImported(r, r.Site, v, red); err != nil {
			return err
		}
	} else if err := vetState(r, v, red); err != nil {
		return err
	}
	if r.Body, err = json.Marshal(v); err != nil {
		return fmt.Errorf("body: %v", err)
	}
	return nil
}

// vetState checks and masks an archived trace record, snapshot or session (v, the decoded
// body of r) and refiles r under the search text of the masked body where a save derives
// it from the body.
func vetState(r *Record, v any, red *redactor) error {
	var c checker
	// A session's steps hold what a trace's steps may (an extracted text up to the schema's
	// cap), and a trace record's text is its intent and final answer.
	eachString(reflect.ValueOf(v), "", func(path string, s reflect.Value) {
		c.chars(path, s.String(), capExtracted)
	}, func(path string, n int) {
		c.items(path, n, MaxSessionSteps)
	})
	c.chars("text", r.Text, capTask+1+capAnswer)
	if err := c.err(); err != nil {
		return err
	}
	// Each string is masked as the save that wrote it masked it (a URL as a URL), so that a
	// record as saved comes back as it was; the names of the record (id, digest, path,
	// session id) are checked instead.
	texts := func(ss ...*string) {
		for _, s := range ss {
			*s = red.Text(*s)
		}
	}
	switch b := v.(type) {
	case *TraceRecord:
		switch {
		case r.Key != b.Digest || !digestLike(r.Key):
			return fmt.Errorf("key %q is not the digest of the body (%q)", shown(r.Key, 80), shown(b.Digest, 80))
		case b.ID != r.Key[:20]:
			return fmt.Errorf("id %q is not the trace id of the digest (%q)", shown(b.ID, 80), r.Key[:20])
		case b.Site != r.Site:
			return fmt.Errorf("site %q is not the site of the body (%q)", r.Site, b.Site)
		case b.Path != "traces/"+safeDir(r.Site)+"/"+b.ID+".json":
			return fmt.Errorf("path %q is not the trace's file (traces/%s/%s.json)", shown(b.Path, 80), safeDir(r.Site), b.ID)
		}
		if r.URLPattern != "" {
			c.pagePattern("url_pattern", r.URLPattern, r.Site)
		}
		texts(&b.Task, &b.FinalResult, &b.Summary, &r.Text)
		for i := range b.URLs {
			b.URLs[i] = red.URL(b.URLs[i])
		}
		for i := range b.Actions {
			b.Actions[i] = red.Text(b.Actions[i])
		}
	case *Snapshot:
		if err := sessionKey(r, b.SessionID); err != nil {
			return err
		}
		texts(&b.Task, &b.CurrentGoal, &b.LastAction, &b.BlockingIssue)
		for _, l := range [][]string{b.Completed, b.Pending} {
			for i := range l {
				l[i] = red.Text(l[i])
			}
		}
		b.CurrentURL = red.URL(b.CurrentURL)
		r.Text = b.Task + " " + b.CurrentGoal
	case *session:
		if err := sessionKey(r, b.SessionID); err != nil {
			return err
		}
		if err := vetSession(b); err != nil {
			return err
		}
		tr := &Trace{Task: b.Task, Steps: b.Steps}
		redactTrace(red, tr)
		b.Task, b.Steps = tr.Task, tr.Steps
		b.Page = red.URL(b.Page)
		for i := range b.SecretFields {
			b.SecretFields[i] = red.Text(b.SecretFields[i])
		}
		b.Sized = nil // the steps may be masked anew, and the archive may say anything: counted afresh
		r.Text = b.Task
	}
	return c.err()
}

// vetSession checks an archived session as Step and a save leave one: counts that say which
// steps it holds (none negative; the steps a save took, saved, among those before the ones
// held) and steps that read as the steps of a trace (the trace schema and Validate). An
// edited archive that said otherwise would make every later save of the session fail until
// it expired ("another save took its steps", a step with an ftp: URL).
func vetSession(s *session) error {
	switch {
	case s.Total < 0 || s.Saved < 0 || s.Masked < 0:
		return fmt.Errorf("total %d, saved %d, masked %d: counts cannot be negative", s.Total, s.Saved, s.Masked)
	case s.Saved > s.first():
		return fmt.Errorf("saved %d: more than the %d steps before the %d the session holds", s.Saved, s.first(), len(s.Steps))
	case len(s.SecretFields) > maxSecretFields:
		return fmt.Errorf("secret_fields: %d, over the %d a session keeps", len(s.SecretFields), maxSecretFields)
	case len(s.NoteKeys) > maxNoteKeys:
		return fmt.Errorf("note_keys: %d, over the %d a session keeps", len(s.NoteKeys), maxNoteKeys)
	}
	for i, f := range s.SecretFields {
		site, loc, ok := strings.Cut(f, " ")
		if !ok || site == "" || loc == "" || strings.TrimSpace(f) != f || slices.Contains(s.SecretFields[:i], f) {
			return fmt.Errorf("secret_fields[%d]: %q is not a site and a locator, once each, as a step keeps them", i, shown(f, 80))
		}
	}
	if s.Page != "" {
		if _, err := urlpattern.Parse(s.Page); err != nil {
			return fmt.Errorf("page: %v", err)
		}
	}
	if len(s.Steps) == 0 {
		return nil
	}
	if err := checkTrace(&Trace{Task: "session", StartURL: s.Steps[0].URL, Steps: s.Steps}); err != nil {
		return fmt.Errorf("steps: %v", err)
	}
	return nil
}

// sessionKey checks that a snapshot or session record is filed under its session id, with
// no URL pattern, as a save files it.
func sessionKey(r *Record, id string) error {
	switch {
	case r.Key != id:
		return fmt.Errorf("key %q is not the session_id of the body (%q)", shown(r.Key, 80), shown(id, 80))
	case len(id) > maxSessionID || !utf8.ValidString(id):
		return fmt.Errorf("session_id: must be valid UTF-8 of at most %d bytes", maxSessionID)
	case r.URLPattern != "":
		return fmt.Errorf("url_pattern %q: a %s has none", shown(r.URLPattern, 80), r.Kind)
	}
	return nil
}

// recordID reports whether id is a record id as the store makes them: 16 lower-case hex
// digits.
func recordID(id string) bool {
	return len(id) == 16 && hexLower(id)
}

// digestLike reports whether s is a trace digest (traceDigest): 64 lower-case hex digits.
func digestLike(s string) bool {
	return len(s) == 2*32 && hexLower(s)
}

func hexLower(s string) bool {
	_, err := hex.DecodeString(s)
	return err == nil && strings.ToLower(s) == s
}

// vetRawTraces checks the raw trace files archived beside the archive rel (in rel's ".d"
// folder) for the trace records among recs, before Restore moves them back under traces/:
// each must read as a trace (ParseTrace, at most max bytes) that a save's redaction leaves
// as it is, since an edited file could hold what a save masked. It returns the problem of
// each file that cannot be read as a trace (damaged, too large, or reached through a
// symbolic link leading out of the home), by the file's path under traces/; a file that is
// not there is skipped. err is a file that holds what a save masks (errEditedRaw), or a
// home that cannot be opened.
func (m *Memory) vetRawTraces(rel string, recs []Record, max int) (bad map[string]string, err error) {
	root, err := os.OpenRoot(m.home)
	if err != nil {
		return nil, err
	}
	defer root.Close()
	dir := strings.TrimSuffix(rel, ".json") + ".d"
	for _, r := range recs {
		p := rawTracePath(r)
		if p == "" {
			continue
		}
		data, err := readRooted(root, path.Join(dir, p), max)
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err == nil {
			err = redactedTrace(data, max)
		}
		if errors.Is(err, errEditedRaw) {
			return nil, fmt.Errorf("raw trace %s: %w", p, err)
		}
		if err != nil {
			if bad == nil {
				bad = map[string]string{}
			}
			bad[p] = fmt.Sprintf("raw trace %s: %v", p, err)
		}
	}
	return bad, nil
}

// readRooted reads the file at the slash path p under root, at most max bytes.
func readRooted(root *os.Root, p string, max int) ([]byte, error) {
	f, err := root.Open(filepath.FromSlash(p))
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, int64(max)+1))
	if err != nil {
		return nil, err
	}
	if len(data) > max {
		return nil, fmt.Errorf("larger than %d bytes", max)
	}
	return data, nil
}

// redactedTrace reports an error unless data is a trace that redaction leaves unchanged.
func redactedTrace(data []byte, max int) error {
	tr, err := ParseTrace(data, max)
	if err != nil {
		return fmt.Errorf("not a trace: %v", err)
	}
	before, err := json.Marshal(tr)
	if err != nil {
		return err
	}
	redactTrace(newRedactor(), tr)
	after, err := json.Marshal(tr)
	if err != nil {
		return err
	}
	if !bytes.Equal(before, after) {
		return errEditedRaw
	}
	return nil
}

// errEditedRaw is redactedTrace's error for a trace that holds what a save masks: an
// archive so edited is refused whole (Restore), as one with a record no save stores is.
var errEditedRaw = errors.New("it holds what a save masks (the file was edited)")
