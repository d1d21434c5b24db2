package waymark

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"time"
)

// Save validates, redacts, archives and learns from one trace (SPEC §3):
//  1. the trace is parsed and validated against the trace schema (errors: *[InputError]
//     wrapping [ErrInvalidTrace], nothing stored);
//  2. secrets are redacted before anything touches disk (SPEC §8);
//  3. the redacted trace is written to traces/<site>/<id>.json and indexed as a trace record;
//  4. on success a pattern (reliability 0.50, or one more execution of a stored route), cache
//     entries, selectors and notes are merged; on failure the followed pattern gets a strike,
//     failed selectors become anti-patterns and friction notes are updated.
//
// Saving the very same content again is a no-op reported as Duplicate. With an empty Trace
// and a SessionID, the steps reported through [Memory.Step] are the trace (SPEC §10): each
// step belongs to one save (a save at the same time as another of the session, or after
// it with no step since, is a Duplicate), and with no Outcome a run whose last step failed,
// or whose last steps go round in a loop (SPEC §10) with no answer read, is a failure.
// [Memory.SaveBatch] saves many traces at once, in about half the time per trace
// (docs/PERFORMANCE.md).
func (m *Memory) Save(ctx context.Context, req SaveRequest) (res SaveResult, err error) {
	defer func(start time.Time) { m.logSave(ctx, "save", start, res, err) }(time.Now())
	p, err := m.prepareSave(ctx, req)
	if saved := (*stepsSavedError)(nil); errors.As(err, &saved) {
		return saved.result(), nil
	}
	if err != nil {
		return SaveResult{}, err
	}
	if testHookPrepared != nil {
		testHookPrepared()
	}
	// The very same content saved before is a no-op (SPEC §3.6), found without the write
	// lock, so that a duplicate does not wait for another writer; apply looks again under
	// the lock.
	if err := m.store.View(ctx, func(tx Tx) error {
		stored, err := storedTrace(ctx, tx, p.digest)
		p.checkStored(stored)
		return err
	}); err != nil {
		return SaveResult{}, fmt.Errorf("save: %w", err)
	}
	if p.res.Duplicate && p.session == nil {
		// The very same trace given again is a no-op (SPEC §3.6), even with a session id; a
		// duplicate of a session's own steps still ends its run, under the write lock.
		return p.res, nil
	}
	p.res.Duplicate = false
	p.now = m.now()
	if err := m.extractSave(p); err != nil {
		return SaveResult{}, err
	}
	err = m.store.Update(ctx, func(tx Tx) error {
		if err := (&writer{tx: tx, ctx: ctx}).apply(p); err != nil {
			return err
		}
		return m.keepArchived(p)
	})
	if err != nil || p.taken {
		m.unarchive(ctx, p)
	}
	if err != nil {
		return SaveResult{}, fmt.Errorf("save: %w", err)
	}
	return p.result(), nil
}

// testHookPrepared, when set by a test, runs in Save between prepareSave and the write,
// where another writer may come in.
var testHookPrepared func()

// preparedSave is one save request parsed, redacted and identified (prepareSave), then
// archived and extracted (extractSave), ready to merge (writer.apply).
type preparedSave struct {
	res    SaveResult
	tr     *Trace
	url    string // the redacted page URL of the request
	intent string
	// asked holds what the request gave besides its trace: a task type, an intent ("" for
	// none); a duplicate says when they are not what the stored trace has (checkStored).
	askedType   TaskType
	askedIntent string
	raw         []byte // the redacted trace as archived
	digest      string // traceDigest: the trace record's key
	slugPat     string // the page's URL pattern while patterns kept title slugs ("" when the same)
	rel         string // the archived file, relative to the home
	created     bool   // extractSave wrote that file (it was not there before)
	warned      int    // res.Warnings from prepareSave; extractSave adds the others
	now         time.Time
	x           extraction
	trec        TraceRecord
	// session: the trace is a session's steps as read (nil otherwise), whose failures
	// Memory.Step recorded as friction notes when they were reported.
	session *sessionRead
	// taken: another save of the session took its steps first (apply); the trace file
	// extractSave wrote is then no trace record's, and goes (unarchive).
	taken bool
}

// prepareSave parses, validates and redacts the trace of req and computes its identity. It
// reads the store only for a session's steps and writes nothing.
func (m *Memory) prepareSave(ctx context.Context, req SaveRequest) (*preparedSave, error) {
	if req.SessionID != "" {
		if err := checkSessionID(req.SessionID); err != nil {
			return nil, err
		}
	}
	tr, read, err := m.saveTrace(ctx, req)
	if err != nil {
		if req.SessionID != "" {
			// The error may quote a secret the session typed (a session's url as start_url).
			err = maskWith(m.sessionRedactor(req.SessionID), err)
		}
		return nil, err
	}
	if req.URL == "" {
		req.URL = tr.StartURL
	}
	site, err := siteOf(req.URL)
	if err != nil {
		err = badInput("url", err.Error())
		if id := firstNonEmpty(req.SessionID, tr.SessionID); id != "" {
			// The url may repeat a secret the session typed.
			err = maskWith(m.sessionRedactor(id), err)
		}
		return nil, err
	}
	overridden := Outcome("") // the trace's own outcome, when the request's differs from it
	if req.Outcome != "" {
		if req.Outcome != OutcomeSuccess && req.Outcome != OutcomeFailure {
			return nil, badInput("outcome", fmt.Sprintf("unknown outcome %q (success or failure)", req.Outcome))
		}
		if tr.Outcome != req.Outcome && statesOutcome(req.Trace) {
			overridden = tr.Outcome // written in the trace, not its default
		}
		tr.Outcome = req.Outcome
	}
	if req.TaskType != "" && !ValidTaskType(req.TaskType) {
		return nil, badInput("task_type", unknownTaskType(req.TaskType))
	}
	if err := checkChars("intent", req.Intent, maxTaskChars); err != nil {
		return nil, err
	}
	switch {
	case req.SessionID == "":
	case tr.SessionID == "":
		tr.SessionID = req.SessionID
	case tr.SessionID != req.SessionID:
		return nil, badInput("session_id", "differs from the trace's own session_id: give one of them")
	}
	if tr.SessionID != "" {
		if err := checkSessionID(tr.SessionID); err != nil {
			return nil, err
		}
	}

	red := newRedactor()
	if tr.SessionID != "" {
		red = m.sessionRedactor(tr.SessionID)
	}
	counted := red.Count() // a session's redactor has counted its steps' masks before
	redactTrace(red, tr)
	p := &preparedSave{tr: tr, url: red.URL(req.URL), session: read}
	p.intent = red.Text(firstNonEmpty(req.Intent, tr.Task))
	p.askedType = req.TaskType
	if req.Intent != "" {
		p.askedIntent = p.intent
	}
	tt := firstTaskType(req.TaskType, TaskType(tr.TaskType))
	if tt == "" {
		tt = classifyTrace(tr, p.intent)
	}
	urlPat, err := derivePattern(p.url)
	if err != nil {
		return nil, badInput("url", err.Error())
	}
	if p.raw, err = json.MarshalIndent(tr, "", "  "); err != nil {
		return nil, fmt.Errorf("save: encode trace: %w", err)
	}
	if max := m.maxRawTrace(); len(p.raw) > max {
		// Restore could not read it back (a session's steps masked at the save, each short
		// secret a longer placeholder).
		return nil, badTrace("trace", fmt.Sprintf("the trace as it would be archived (redacted, indented) is %d bytes, over the %d a raw trace file may hold (twice the trace limit)", len(p.raw), max))
	}
	p.digest = traceDigest(p.raw, site)
	id := p.digest[:20]
	p.res = SaveResult{TraceID: id, Site: site, URLPattern: urlPat, TaskType: tt, Outcome: tr.Outcome,
		Records: map[Kind]int{}, Redactions: red.Count() - counted, Warnings: []string{}}
	if read != nil {
		p.res.Redactions += read.masked // made as the steps came (Step)
	}
	if overridden != "" {
		p.res.Warnings = append(p.res.Warnings, fmt.Sprintf("the outcome given, %s, replaces the trace's own, %s", req.Outcome, overridden))
	}
	// A session's start_url is the url given (sessionTrace): only its steps say where it went.
	switch {
	case p.session != nil && !visits(tr, site, false):
		return nil, badInput("url", fmt.Sprintf("the session's steps never visit %s, the url's site: they are on other sites (%s); give the url of a page they acted on",
			site, strings.Join(visitedSites(&Trace{Steps: tr.Steps}, 3), ", ")))
	case p.session == nil && !visits(tr, site, true):
		return nil, badInput("url", fmt.Sprintf("the trace never visits %s, the url's site: its start_url and every step are on other sites (%s); give the url of a page the trace acted on",
			site, strings.Join(visitedSites(tr, 3), ", ")))
	}
	if others := otherSites(tr, site); others != "" {
		p.res.Warnings = append(p.res.Warnings, fmt.Sprintf("steps on other sites than %s (%s): the route is filed under %s and replays them as they are; their selectors and notes are filed under their own sites",
			site, others, site))
	}
	if ts, err := siteOf(tr.StartURL); err == nil && ts != site {
		p.res.Warnings = append(p.res.Warnings, fmt.Sprintf("the url's site %s is not the site of the trace's start_url (%s): the knowledge is filed under %s",
			site, ts, site))
	} else if p.session != nil && len(tr.Steps) > 0 {
		// A session's trace starts at the url given: its first step says where it began.
		if ts, err := siteOf(tr.Steps[0].URL); err == nil && ts != site {
			p.res.Warnings = append(p.res.Warnings, fmt.Sprintf("the url's site %s is not the site the session's steps began on (%s): the knowledge is filed under %s",
				site, ts, site))
		}
	}
	if p.session != nil && p.session.failed {
		p.res.Warnings = append(p.res.Warnings, "outcome: failure, as the session's last step failed (give the outcome to say otherwise)")
	}
	if p.session != nil && p.session.looped {
		p.res.Warnings = append(p.res.Warnings, "outcome: failure, as the session's last steps went round in a loop and no answer was read (give the outcome to say otherwise)")
	}
	if p.session != nil && p.session.dropped > 0 {
		p.res.Warnings = append(p.res.Warnings, fmt.Sprintf("the session dropped the first %d steps of this run: it keeps its last %d", p.session.dropped, m.opts.SessionSteps))
	}
	for i, st := range tr.Steps {
		if unknownAction(st.Action) {
			p.res.Warnings = append(p.res.Warnings, fmt.Sprintf("steps[%d]: unknown action %q, stored as %q",
				i, clip(string(st.Action), 40), ActionOther))
		}
	}
	p.rel = filepath.ToSlash(filepath.Join("traces", safeDir(site), id+".json"))
	p.slugPat, _ = slugPattern(p.url)
	p.warned = len(p.res.Warnings)
	return p, nil
}

// extractSave archives the redacted trace of p as a file and extracts its knowledge, as
// saved at p.now.
func (m *Memory) extractSave(p *preparedSave) error {
	var err error
	if p.created, err = writeTraceFile(m.path(p.rel), p.raw); err != nil {
		return fmt.Errorf("save: archive trace: %w", err)
	}
	r := &p.res
	p.x = extract(extractInput{Trace: p.tr, Site: r.Site, URLPattern: r.URLPattern, TaskType: r.TaskType,
		Intent: p.intent, TraceID: r.TraceID, Now: p.now, StepsNoted: p.session != nil})
	if p.x.Rejected != "" {
		r.Warnings = append(r.Warnings, "no pattern kept: "+p.x.Rejected)
	}
	switch {
	case p.tr.Outcome == OutcomeFailure:
		r.Warnings = append(r.Warnings, p.x.Loop...)
	case p.x.Pattern != nil && len(p.x.Loop) > 0 && keptRepeats(p.x.Pattern.Steps):
		// A run that succeeded got past its repeats, which may have been the task ("Increment"
		// for four guests): the route keeps them, and a replay repeats them; said, in case
		// they were a loop ("Add to cart" three times).
		r.Warnings = append(r.Warnings, "the route repeats what the run repeated ("+clip(p.x.Loop[0], 200)+
			"): if that was a loop and not the task, learn the route again without the repeats")
	}
	p.trec = traceRecord(p.tr, p.intent, r.TraceID, r.Site, p.rel, p.digest, r.Redactions, p.now)
	return nil
}

// apply merges the knowledge of p into the store (SPEC §3.4–§3.6), counting the records
// it writes into p.res.Records.
func (w *writer) apply(p *preparedSave) error {
	r, tr, x := &p.res, p.tr, p.x
	w.now, w.counts = p.now, r.Records
	// Another process may have stored the very same trace since prepareSave's check: under
	// the write lock this look is final. Saving it again is a no-op (SPEC §3.6), and its
	// file is that process's to keep.
	if read := p.session; read != nil {
		var live session
		_, found, err := w.get(KindSession, tr.SessionID, &live)
		if err != nil {
			return err
		}
		if live.taken(found, read) {
			// Another save of the session, at the same time, took these steps: each step
			// belongs to one run.
			r.Duplicate, p.taken, r.TraceID = true, true, live.SavedTrace
			if live.SavedSite != "" {
				r.Site, r.URLPattern = live.SavedSite, live.SavedPattern
			}
			r.Warnings = append(r.Warnings[:p.warned], fmt.Sprintf("another save of session %q took its steps at the same time: not saved twice", tr.SessionID))
			return nil
		}
	}
	if _, found, err := w.lookup(KindTrace, p.digest); err != nil {
		return err
	} else if found {
		r.Duplicate, r.Warnings, p.created = true, r.Warnings[:p.warned], false
		return w.finishSession(tr, p.session, r) // the session's run ends all the same
	}
	w.remember(KindTrace, p.digest, nil)
	if err := w.put(KindTrace, p.digest, r.Site, r.URLPattern, r.TaskType, traceText(tr, p.intent), p.trec); err != nil {
		return err
	}
	info, warn, err := w.mergePattern(x.Pattern, tr, p.intent, r.TraceID, r.URLPattern, r.TaskType, r.Site, slugRoute{p.slugPat, x.SlugRouteKey})
	r.Pattern = info
	r.Warnings = append(r.Warnings, warn...)
	if errors.Is(err, errCountedBefore) {
		// Its selectors, answers and notes were counted with it.
		return w.finishSession(tr, p.session, r)
	}
	if err != nil {
		return err
	}
	for _, c := range x.Caches {
		if err := w.mergeCache(c, r.Site, r.TaskType); err != nil {
			return err
		}
	}
	keys := make([]string, len(x.Selectors))
	for i, s := range x.Selectors {
		keys[i] = selectorKey(s)
	}
	if err := w.prefetch(KindSelector, keys); err != nil {
		return err
	}
	for _, s := range x.Selectors {
		if err := w.mergeSelector(s); err != nil {
			return err
		}
	}
	for _, n := range x.Notes {
		if err := w.mergeNote(n); err != nil {
			return err
		}
	}
	if err := w.finishSession(tr, p.session, r); err != nil {
		return err
	}
	return w.touchProfile(r.Site, x, info)
}

// result is the SaveResult of an applied save, without zero counts.
func (p *preparedSave) result() SaveResult {
	for k, v := range p.res.Records {
		if v == 0 {
			delete(p.res.Records, k)
		}
	}
	return p.res
}

// statesOutcome reports whether the trace of a request (an object, or a JSON string of one)
// has an outcome of its own at its top level.
func statesOutcome(raw json.RawMessage) bool {
	raw = bytes.TrimSpace(raw)
	if len(raw) > 0 && raw[0] == '"' {
		var inner string
		if json.Unmarshal(raw, &inner) != nil {
			return false
		}
		raw = []byte(inner)
	}
	var top struct {
		Outcome *string `json:"outcome"`
	}
	return json.Unmarshal(raw, &top) == nil && top.Outcome != nil && *top.Outcome != ""
}

// traceStored reports whether a trace record with this digest exists.
func traceStored(ctx context.Context, tx Tx, digest string) (bool, error) {
	r, err := storedTrace(ctx, tx, digest)
	return r != nil, err
}

// storedTrace returns the trace record with this digest, nil when there is none.
func storedTrace(ctx context.Context, tx Tx, digest string) (*Record, error) {
	r, err := tx.Get(ctx, KindTrace, digest)
	switch {
	case err == nil:
		return &r, nil
	case errors.Is(err, ErrNotFound):
		return nil, nil
	}
	return nil, err
}

// SameTraceWarning is the first warning of a [SaveResult] that is a Duplicate because the
// very same trace was saved before (not a session's run): an agent replaying a route may
// send the trace it was given, which counts nothing (SPEC §3.6).
const SameTraceWarning = "the very same trace was saved before: nothing counted again; a run that replayed a route counts when its trace is its own (its session_id, its steps' duration_ms), or as an execution recorded (browser_pattern_learn record_execution, waymark pattern record)"

// checkStored marks p a duplicate when stored, the trace record of its digest, exists (SPEC
// §3.6). The result then names the task type and the URL pattern the trace was stored
// with, and warns when the request gave another task type, intent or page of the site:
// they are not applied to a trace saved before.
func (p *preparedSave) checkStored(stored *Record) {
	if stored == nil {
		return
	}
	r := &p.res
	r.Duplicate = true
	if p.session != nil {
		return // its run still ends (Save), under the write lock, which says more
	}
	r.Warnings = append(r.Warnings, SameTraceWarning)
	if stored.TaskType != "" && stored.TaskType != r.TaskType {
		if p.askedType != "" {
			r.Warnings = append(r.Warnings, fmt.Sprintf("task type %s not applied: this trace was saved before as %s", p.askedType, stored.TaskType))
		}
		r.TaskType = stored.TaskType
	}
	if in := strings.ToLower(p.askedIntent); in != "" {
		if text := strings.ToLower(stored.Text); text != in && !strings.HasPrefix(text, in+" ") {
			r.Warnings = append(r.Warnings, "intent not applied: this trace was saved before with another intent")
		}
	}
	if stored.URLPattern != "" && stored.URLPattern != r.URLPattern {
		r.Warnings = append(r.Warnings, fmt.Sprintf("url pattern %s not applied: this trace was saved before under %s (to file it under this page, forget trace %s and save it again)",
			r.URLPattern, stored.URLPattern, stored.ID))
		r.URLPattern = stored.URLPattern
	}
}

// emptyJSON reports whether raw holds no value: nothing, null, "", [] or {}.
func emptyJSON(raw json.RawMessage) bool {
	switch string(bytes.Join(bytes.Fields(raw), nil)) {
	case "", "null", `""`, "[]", "{}":
		return true
	}
	return false
}

// saveTrace reads the trace of a save request: the trace field, the seeds' short form, or
// the steps recorded for the session.
func (m *Memory) saveTrace(ctx context.Context, req SaveRequest) (tr *Trace, read *sessionRead, err error) {
	hasTrace := len(bytes.TrimSpace(req.Trace)) > 0 && string(bytes.TrimSpace(req.Trace)) != "null"
	switch {
	case hasTrace && !emptyJSON(req.Steps):
		return nil, nil, badInput("steps", "give trace or steps (the short form), not both")
	case hasTrace && !emptyJSON(req.Selectors):
		return nil, nil, badInput("selectors", "goes with steps (the short form), not with a trace: a trace's steps carry their selectors")
	case hasTrace:
		tr, err = ParseTrace(req.Trace, m.opts.MaxTraceBytes)
	case len(bytes.TrimSpace(req.Steps)) > 0:
		tr, err = shortTrace(req, m.opts.MaxTraceBytes)
	case req.SessionID != "":
		tr, read, err = m.sessionTrace(ctx, req)
	default:
		err = badTrace("trace", "required (or steps, or a session_id with recorded steps)")
	}
	return tr, read, err
}

func firstTaskType(ts ...TaskType) TaskType {
	for _, t := range ts {
		if t != "" {
			return t
		}
	}
	return ""
}

// traceDigest identifies a save by its redacted trace and the site it is filed under: the
// same recording saved again is a no-op (SPEC §3.6) whatever URL of the site, intent or
// task type comes with it, so re-submitting one run under new flags cannot count as more
// verified runs. The same recording filed under another site is that site's.
func traceDigest(raw []byte, site string) string {
	h := sha256.New()
	h.Write(raw)
	h.Write([]byte{0})
	h.Write([]byte(site))
	return hex.EncodeToString(h.Sum(nil))
}

// traceRecord is the record of a saved trace: its task is intent, what the save was told the
// run set out to do (SaveRequest.Intent), or else the trace's own.
func traceRecord(tr *Trace, intent, id, site, rel, digest string, redactions int, now time.Time) TraceRecord {
	task := firstNonEmpty(intent, tr.Task) // what the run set out to do, as the save was told it
	r := TraceRecord{ID: id, SavedAt: now, Task: task, Site: site, Outcome: tr.Outcome, FinalResult: clip(tr.FinalAnswer, maxAnswerChars),
		Path: rel, Redacted: true, Redactions: redactions, Digest: digest}
	seen := map[string]bool{}
	for _, st := range tr.Steps {
		r.Actions = append(r.Actions, string(st.Action))
		if !seen[st.URL] {
			seen[st.URL] = true
			r.URLs = append(r.URLs, st.URL)
		}
	}
	r.Summary = clip(fmt.Sprintf("%s in %d steps: %s", tr.Outcome, len(tr.Steps), task), 300)
	return r
}

func traceText(tr *Trace, intent string) string {
	return intent + " " + tr.FinalAnswer
}

// safeDir makes a site usable as one folder name: no separators, no dot-dot.
func safeDir(site string) string {
	s := strings.Map(func(r rune) rune {
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9', r == '.', r == '-', r == '_':
			return r
		}
		return '_'
	}, strings.ToLower(site))
	s = strings.Trim(s, ".")
	if s == "" {
		return "_"
	}
	return s
}

// writeTraceFile archives a raw trace. Its name is a digest of its content, so a file that
// already exists holds the same bytes and is left alone. The folder is made only when the
// first try finds it missing: a save costs as few file-system calls as it can.
// created is false when the file was there already.
func writeTraceFile(path string, data []byte) (created bool, err error) {
	if _, err := os.Lstat(path); err == nil {
		return false, nil
	}
	err = renameInto(path, data)
	if errors.Is(err, fs.ErrNotExist) {
		err = intoDir(path, func() error { return renameInto(path, data) })
	}
	return err == nil, err
}

// unarchiveTimeout bounds how long unarchive waits for the write lock (a canceled save
// still cleans up: its context is not the caller's). When the caller has given up (its
// context ended: a signal, a cancelled request), unarchive tries for unarchiveLeaving
// only, so that the caller is not held up by another process's lock; gc removes what
// stays.
const (
	unarchiveTimeout = 15 * time.Second
	unarchiveLeaving = 250 * time.Millisecond
)

// unarchive removes the trace files extractSave created for ps, when the merge that was to
// index them failed: no file stays behind without its trace record. Another process may
// have stored the same trace meanwhile, its record naming the same file (the name is the
// trace's digest): the files go under the write lock, each only when no trace record names
// it, and a writer checks its files under the lock before it commits (keepArchived). If the
// lock cannot be had, the files stay, and gc removes them an hour later.
func (m *Memory) unarchive(ctx context.Context, ps ...*preparedSave) {
	var mine []*preparedSave
	for _, p := range ps {
		if p != nil && p.created {
			mine = append(mine, p)
		}
	}
	if len(mine) == 0 {
		return
	}
	wait := unarchiveTimeout
	if ctx.Err() != nil {
		wait = unarchiveLeaving
	}
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), wait)
	defer cancel()
	err := m.store.Update(ctx, func(tx Tx) error {
		for _, p := range mine {
			stored, err := traceStored(ctx, tx, p.digest)
			if err != nil {
				return err
			}
			if !stored {
				os.Remove(m.path(p.rel))
			}
		}
		return nil
	})
	if err != nil {
		m.log.Warn("save: cleaning up the trace files of a failed save; gc removes any left", "files", len(mine), "err", err)
	}
}

// keepArchived makes sure, under the write lock, that the file of the trace about to be
// committed exists: another process's failed save of the same trace may have removed it
// since it was written (unarchive), whether this save found it there or wrote it at the
// same time as the other.
func (m *Memory) keepArchived(p *preparedSave) error {
	if p == nil || p.res.Duplicate {
		return nil
	}
	if _, err := os.Lstat(m.path(p.rel)); err == nil {
		return nil
	}
	created, err := writeTraceFile(m.path(p.rel), p.raw)
	if err != nil {
		return fmt.Errorf("archive trace: %w", err)
	}
	p.created = p.created || created
	return nil
}

// tmpPrefix begins the name of the temporary file renameInto writes before its rename; gc
// and export remove only files so named (an export folder is the user's).
const tmpPrefix = ".tmp-waymark-"

// renameInto writes data to a temporary file (mode 0600) beside path and renames it to path.
func renameInto(path string, data []byte) error {
	f, err := os.CreateTemp(filepath.Dir(path), tmpPrefix+"*")
	if err != nil {
		return err
	}
	tmp := f.Name()
	if _, err := f.Write(data); err != nil {
		f.Close()
		os.Remove(tmp)
		return err
	}
	if err := f.Close(); err != nil {
		os.Remove(tmp)
		return err
	}
	return os.Rename(tmp, path)
}

// writeFileAtomic writes data to path through a temporary file and a rename, creating the
// folder; an existing file with the same bytes is left untouched. Like the store in its
// default mode (WAL, synchronous=NORMAL) it survives a crash of the process, not a power
// loss: it does not fsync, which would cost a disk flush per save.
func writeFileAtomic(path string, data []byte) error {
	if old, err := os.ReadFile(path); err == nil && bytes.Equal(old, data) {
		return nil
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return err
	}
	return renameInto(path, data)
}

// redactTrace replaces secrets in every text of tr (SPEC §8): values labelled in the task
// text and typed values first, so that a secret echoed in a later result is caught too.
// Masked texts are then held to the trace schema's caps (clipToSchema).
func redactTrace(red *redactor, tr *Trace) {
	redactTraceWith(red, tr, sensitiveSteps(tr.Steps))
}

// redactTraceWith is redactTrace with the steps whose typed value is a secret given
// (sensitive, one for each step).
func redactTraceWith(red *redactor, tr *Trace, sensitive []bool) {
	red.Learn(tr.Task) // "… phone number 123456789": the typed 123456789 is a phone number
	maskKeystrokes(red, tr.Steps, sensitive)
	for i := range tr.Steps {
		st := &tr.Steps[i]
		if st.Value != "" && !(st.Action == ActionPress && isKeyName(st.Value)) {
			st.Value = red.Value(st.Target, sensitive[i], st.Value) // "press Enter" in an OTP field stays
		}
	}
	tr.Task = red.Text(tr.Task)
	tr.FinalAnswer = red.Text(tr.FinalAnswer)
	tr.StartURL = red.URL(tr.StartURL)
	tr.SuccessIndicator = red.Text(tr.SuccessIndicator)
	tr.Source = red.Text(tr.Source) // not SessionID: it names the session and its snapshot
	tr.Selectors = redactMap(red, tr.Selectors, nil)
	for i := range tr.Steps {
		st := &tr.Steps[i]
		st.URL = red.URL(st.URL)
		if st.URLAfter != "" {
			st.URLAfter = red.URL(st.URLAfter)
		}
		st.Value = red.Text(st.Value)
		st.Extracted = red.Text(st.Extracted)
		st.Error = red.Text(st.Error)
		st.Title, st.Conditional = red.Text(st.Title), red.Text(st.Conditional)
		st.Action = Action(red.Text(string(st.Action))) // a recorder's free-text action ("type Tr0ub4dor&3")
		if t := st.Target; t != nil {
			t.Name, t.Text, t.Label = red.Text(t.Name), red.Text(t.Text), red.Text(t.Label)
			t.Selector, t.XPath, t.Role = red.Text(t.Selector), red.Text(t.XPath), red.Text(t.Role)
			for j := range t.Selectors {
				t.Selectors[j] = red.Text(t.Selectors[j])
			}
			for j := range t.Shadow {
				t.Shadow[j] = red.Text(t.Shadow[j])
			}
			t.Attributes = redactMap(red, t.Attributes, func(k, v string) string {
				if strings.EqualFold(k, "value") && v != "" {
					v = red.Value(t, sensitive[i], v)
				}
				if strings.EqualFold(k, "href") || strings.EqualFold(k, "src") || strings.EqualFold(k, "action") {
					return red.URL(v)
				}
				return red.Attribute(k, v)
			})
		}
	}
	clipToSchema(tr)
}

// redactMap returns m with its keys masked as texts and its values by value (red.Text when
// nil), in the order of the keys, so that placeholders are numbered the same way at every
// save. Two keys that mask alike keep the value of the later one.
func redactMap(red *redactor, m map[string]string, value func(k, v string) string) map[string]string {
	if len(m) == 0 {
		return m
	}
	if value == nil {
		value = func(_, v string) string { return red.Text(v) }
	}
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	out := make(map[string]string, len(m))
	for _, k := range keys {
		v := value(k, m[k])
		out[red.Text(k)] = v
	}
	return out
}

// visits reports whether a page of tr, its start_url (when start) or a step's url or
// url_after, is on site (an eTLD+1): knowledge of one site is not filed under another (the
// url given to a save names the site).
func visits(tr *Trace, site string, start bool) bool {
	on := func(u string) bool {
		s, err := siteOf(u)
		return err == nil && s == site
	}
	if start && on(tr.StartURL) {
		return true
	}
	for _, st := range tr.Steps {
		if on(st.URL) || st.URLAfter != "" && on(st.URLAfter) {
			return true
		}
	}
	return false
}

// visitedSites returns the first n distinct sites tr's pages are on, in order.
func visitedSites(tr *Trace, n int) []string {
	var out []string
	add := func(u string) {
		if s, err := siteOf(u); err == nil && !slices.Contains(out, s) && len(out) < n {
			out = append(out, s)
		}
	}
	add(tr.StartURL)
	for _, st := range tr.Steps {
		add(st.URL)
	}
	return out
}

// otherSites names the sites other than site that steps of tr act on, with the index of
// the first step on each ("evil.example (steps[3])", at most three), "" for none. A step
// on a page of the browser itself (about:blank) takes the page before it and is on none.
func otherSites(tr *Trace, site string) string {
	var out []string
	seen := map[string]bool{site: true}
	read := map[string]bool{} // the steps' pages read already: most steps share one
	for i, st := range tr.Steps {
		if read[st.URL] || len(out) == 3 {
			continue
		}
		read[st.URL] = true
		s, err := siteOf(st.URL)
		if err != nil || seen[s] {
			continue
		}
		seen[s] = true
		out = append(out, fmt.Sprintf("%s (steps[%d])", s, i))
	}
	return strings.Join(out, ", ")
}
