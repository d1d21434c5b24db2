package waymark

import (
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/waymark-dev/waymark/internal/redact"
	"github.com/waymark-dev/waymark/internal/urlpattern"
)

// Session limits (SPEC §10).
const (
	// TrailLength is how many recent actions loop detection looks at.
	TrailLength = 50
	// MaxSessionSteps caps the steps a session keeps for its final save (Options.SessionSteps
	// may keep fewer).
	MaxSessionSteps = 5000
	maxSessionID    = 200
	// maxTaskChars caps a task, an intent and a page title (characters), as the trace
	// schema caps task and title: what a save stores must read back through restore and
	// import.
	maxTaskChars = capTask
)

// checkChars refuses s, the value of field, when it is longer than max characters.
func checkChars(field, s string, max int) error {
	if n := utf8.RuneCountInString(s); n > max {
		return badInput(field, fmt.Sprintf("%d characters, over the limit of %d", n, max))
	}
	return nil
}

// session is the rolling record of a running task (kind "session", key = session id).
type session struct {
	SessionID string    `json:"session_id"`
	Task      string    `json:"task,omitempty"`
	Steps     []Step    `json:"steps"`
	LastStep  time.Time `json:"last_step"`
	// Started is when the session's first step came (zero in sessions stored before it was
	// kept); Total counts the steps it has had, including those the step cap dropped;
	// Saved counts those of them a save took (the session's earlier runs). Steps are
	// numbered from 0 in the order they came: Steps holds numbers Total-len(Steps) to
	// Total-1.
	Started time.Time `json:"started,omitzero"`
	Total   int       `json:"total,omitempty"`
	Saved   int       `json:"saved,omitempty"`
	// SavedTrace is the trace id of the last save that took steps of the session, SavedSite
	// and SavedPattern where it was filed: the answer to a save that finds them taken (a
	// race, or a save with no step since).
	SavedTrace   string `json:"saved_trace,omitempty"`
	SavedSite    string `json:"saved_site,omitempty"`
	SavedPattern string `json:"saved_pattern,omitempty"`
	// Page is the page the session was on when a save took all its steps: the next step
	// that names no page acted there.
	Page string `json:"page,omitempty"`
	// SecretFields are the elements a step of the session typed a secret into, each as
	// "<site> <locator>" (trail.go, "Secret fields"): a value typed into one of them later
	// is a secret too, in any process, though the step that showed the field to be one has
	// left the trail (the step cap, a save).
	SecretFields []string `json:"secret_fields,omitempty"`
	// NoteKeys are the keys of the friction notes the session's failed steps recorded, the
	// last maxNoteKeys: a secret learned later is masked in them (remaskNotes), though
	// their steps have left the trail.
	NoteKeys []string `json:"note_keys,omitempty"`
	// Sized caches the size of Steps (stepsSize): Bytes is the sum of the steps' sizes,
	// valid while Steps holds the steps First to Total-1 it was counted for. Absent in
	// sessions stored before it was kept, and whenever another writer changes Steps without
	// it: then it is counted afresh.
	Sized *stepsSized `json:"sized,omitempty"`
	// Masked counts the replacements redaction made as the steps held came (Step: the
	// step's own values and text, and earlier steps masked again for a secret it showed),
	// for the save that takes them to report (SaveResult.Redactions). Absent (0) in
	// sessions stored before it was kept.
	Masked int `json:"masked,omitempty"`
}

// page returns the page s is on: after its last step (url_after, else url), else Page.
func (s *session) page() string {
	if n := len(s.Steps); n > 0 {
		return firstNonEmpty(s.Steps[n-1].URLAfter, s.Steps[n-1].URL)
	}
	return s.Page
}

// total is the number of steps s has had.
func (s *session) total() int { return max(s.Total, len(s.Steps)) }

// first is the number of the first step s holds.
func (s *session) first() int { return s.total() - len(s.Steps) }

// sessionRead is what a save read of a session (sessionTrace): the steps that became its
// trace, numbers first to total-1. Steps reported after that read are the session's next
// run, not this one's.
type sessionRead struct {
	started      time.Time
	first, total int
	dropped      int  // steps of the run the step cap dropped before the read
	masked       int  // the session's Masked at the read
	failed       bool // the outcome was failure because the last step failed (sessionTrace)
	looped       bool // … because the run ended in a loop with no answer (sessionTrace)
}

// readMark returns the mark of s as read now.
func (s *session) readMark() *sessionRead {
	return &sessionRead{started: s.Started, first: s.first(), total: s.total(), dropped: max(0, s.first()-s.Saved), masked: s.Masked}
}

// taken reports whether another save took steps r read since: the session ended, started
// over, or a save took steps from r.first on.
func (s *session) taken(found bool, r *sessionRead) bool {
	return !found || !s.Started.Equal(r.started) || s.Saved > r.first
}

// after returns the steps of s reported after the read r: all of them when s began after
// r's session (it expired and started over), none when r is nil.
func (s *session) after(r *sessionRead) []Step {
	switch {
	case r == nil:
		return nil
	case !s.Started.Equal(r.started):
		return s.Steps
	}
	n := s.total() - r.total
	if n <= 0 {
		return nil
	}
	return tail(s.Steps, n)
}

// Step records one finished step of a running session (SPEC §10): the step is redacted and
// appended to the session's trail, the task snapshot is updated, a failed step records a
// friction note at once, and loop warnings come back (the same action on the same target
// with the same value 3 times without a page change, or A-B-A-B oscillation). req.URL is
// the page after the step (its url_after); a step that names no url acted on the page the
// session was on (onPage). A session idle for longer than Options.SessionTTL starts over;
// it keeps its last Options.SessionSteps steps. Errors: *[InputError] for a session_id
// that checkSessionID refuses, a url that is not an http(s) URL, a task or title over
// 10,000 characters, a step that is not a valid trace step (or names no page in a session
// that has none yet), or one that would take the session's save past the trace size limit.
// An error's message masks the secrets the session typed before.
func (m *Memory) Step(ctx context.Context, req StepRequest) (StepResult, error) {
	if err := checkSessionID(req.SessionID); err != nil {
		return StepResult{}, err
	}
	if err := checkChars("task", req.Task, maxTaskChars); err != nil {
		return StepResult{}, err
	}
	if err := checkChars("title", req.Title, maxTaskChars); err != nil {
		return StepResult{}, err
	}
	now := m.now()
	red := m.secrets.redactor(req.SessionID, now, m.opts.SessionTTL)
	var err error
	if browserPage(req.URL) {
		req.URL = "" // a new tab, about:blank: no page of a site after the step
	}
	if req.URL != "" {
		if _, e := urlpattern.Parse(req.URL); e != nil { // an http(s) URL, as a step's url_after
			err = badInput("url", e.Error())
		}
	}
	var st Step
	if err == nil {
		st, err = parseStep(req.Step, req.URL, m.opts.MaxTraceBytes)
	}
	if err != nil {
		// The message may quote a value the session typed into a password field before.
		return StepResult{}, maskWith(red, err)
	}
	if req.Title != "" && st.Title == "" {
		st.Title = req.Title
	}
	raw := st.Value // as typed: a copy of it in the session's saved trace is masked too
	one := &Trace{Task: req.Task, Steps: []Step{st}}
	counted := red.Count()
	redactTrace(red, one)
	st = one.Steps[0]
	after := red.URL(req.URL) // the page after the step
	res := StepResult{SessionID: req.SessionID, Warnings: []string{}}
	if unknownAction(st.Action) {
		res.Warnings = append(res.Warnings, fmt.Sprintf("step: unknown action %q, stored as %q at the save",
			clip(string(st.Action), 40), ActionOther))
	}
	scrub := false      // the step masked something stored before (maskTyped)
	var saved savedCopy // the file of the session's last save, and what to mask in it
	err = m.store.Update(ctx, func(tx Tx) error {
		w := &writer{tx: tx, ctx: ctx, now: now, counts: map[Kind]int{}}
		var s session
		if _, ok, err := w.get(KindSession, req.SessionID, &s); err != nil {
			return err
		} else if !ok || now.Sub(s.LastStep) > m.opts.SessionTTL {
			s = session{SessionID: req.SessionID, Started: now}
		}
		st := onPage(st, s.page(), after)
		if st.URL == "" {
			return badInput("step.url", "required: the step names no page of a site (about:blank or a new tab is none), gives no url of the page after it, and its session has no page yet")
		}
		site, err := siteOf(st.URL)
		if err != nil {
			return badInput("step.url", err.Error())
		}
		if one.Task != "" {
			if s.Task != "" && s.Task != one.Task && len(s.Steps) > 0 {
				// Two agents, or two tasks, under one id: their steps make one run.
				res.Warnings = append(res.Warnings, fmt.Sprintf("the session had the task %q, this step gives %q: its steps since the last save are one run, saved under the newer task; give each run a session id of its own",
					clip(s.Task, 120), clip(one.Task, 120)))
			}
			s.Task = one.Task
		}
		s.Total = s.total() + 1
		s.Steps = append(s.Steps, st)
		before := s.maskTyped(red)
		if before != nil {
			if err := w.remaskNotes(&s, before, red); err != nil {
				return err
			}
			// Something stored before was masked now: its old copies go after the commit.
			scrub = !reflect.DeepEqual(before, s.Steps[:len(before)])
		}
		saved = savedCopyOf(&s, before, raw)
		s.Masked += red.Count() - counted
		if keep := m.opts.SessionSteps; len(s.Steps) > keep {
			s.dropOldest(len(s.Steps) - keep)
			res.Warnings = append(res.Warnings, fmt.Sprintf("the session keeps its last %d steps: its oldest unsaved step was dropped; save the session (experience_save with its session_id) to keep a run whole", keep))
		}
		limit := m.sessionLimit()
		// Measured as the save archives the trace: indented, within the trace object.
		if n := s.stepsSize(); n > limit {
			// The save of the session would be a trace over the size limit.
			return badInput("step", fmt.Sprintf("the session's steps would be %d bytes, over the %d its save may hold (the trace limit of %d bytes less room for its task and answer): save the session (experience_save with its session_id), then go on",
				n, limit, m.opts.MaxTraceBytes))
		}
		s.LastStep = now
		res.Steps = len(s.Steps)
		loops := loopWarnings(tail(s.Steps, TrailLength))
		res.Warnings = append(res.Warnings, loops...)
		res.Loop = len(loops) > 0
		var notes []SiteNote
		if st := s.Steps[len(s.Steps)-1]; st.Error != "" { // as maskTyped left it
			notes = frictionNotes(&extractInput{Trace: &Trace{Steps: []Step{st}}, Site: site, URLPattern: patternOf(st.URL), Now: now})
			for i, n := range notes {
				notes[i].again = slices.Contains(s.NoteKeys, noteKey(n)) // the run met it before
				s.noted(noteKey(n))
			}
		}
		if err := w.put(KindSession, req.SessionID, site, "", "", s.Task, s); err != nil {
			return err
		}
		for _, n := range notes {
			if err := w.mergeNote(n); err != nil {
				return err
			}
		}
		return w.putSnapshot(snapshotOf(&s, false, ""), site)
	})
	if err != nil {
		return StepResult{}, fmt.Errorf("step: %w", err)
	}
	m.remaskSaved(ctx, saved)
	if scrub {
		m.scrub(ctx, "step")
	}
	return res, nil
}

// stepsSavedError: a save of a session whose steps an earlier save took, none since; Save
// and SaveBatch answer it with its result.
type stepsSavedError struct {
	session string // the session id
	// trace, site and pattern are the trace id of the save that took the steps and where it
	// was filed ("" in sessions stored before they were kept).
	trace, site, pattern string
}

func (e *stepsSavedError) Error() string {
	return fmt.Sprintf("the steps of session %q were saved before", e.session)
}

// result is the SaveResult of such a save: a duplicate of the save that took the steps, as
// a save that loses the race for the same steps is.
func (e *stepsSavedError) result() SaveResult {
	return SaveResult{TraceID: e.trace, Site: e.site, URLPattern: e.pattern, Duplicate: true, Records: map[Kind]int{},
		Warnings: []string{fmt.Sprintf("another save of session %q took its steps: not saved twice (report new steps to save again)", e.session)}}
}

// scrubWait bounds how long a step, a forget or a gc waits for the store's scrub (readers
// holding the WAL).
const scrubWait = 2 * time.Second

// scrubber is a store that can remove the copies its files keep of text no record holds
// any more (package sqlite: Store.Scrub).
type scrubber interface {
	Scrub(ctx context.Context) error
}

// scrub asks the store, when it can, to remove the old copies of text no record holds any
// more (SPEC §8): values a step masked after they were stored, the records a forget or a gc
// removed. The operation op is done whatever comes of it, and a failure is logged (a
// reader holding the WAL: the next scrub or checkpoint takes them).
func (m *Memory) scrub(ctx context.Context, op string) {
	if s, ok := m.store.(scrubber); ok {
		// Readers of other processes may hold the WAL: the caller does not wait long for them.
		ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), scrubWait)
		defer cancel()
		if err := s.Scrub(ctx); err != nil {
			m.log.Warn(op+": removing the old copies of text no record holds", "err", err)
		}
	}
}

// checkSessionID refuses a session id that is empty, longer than maxSessionID bytes, not
// valid UTF-8, or holding U+FFFD (a JSON decoder turns an invalid character, "\ud800", into
// U+FFFD, and two ids that differed there would name one session), white space at either
// end, a control character or a bidirectional formatting one (it names a session in logs
// and answers, where such characters hide or reorder text), a credential with an issuer's
// prefix (redact.IssuerToken: a JWT, "sk-…") or anything else redaction masks (a card
// number, an e-mail address, a phone number): the id is kept as it is (SPEC §8).
func checkSessionID(id string) error {
	switch {
	case strings.TrimSpace(id) == "":
		return badInput("session_id", "required")
	case len(id) > maxSessionID || !utf8.ValidString(id):
		return badInput("session_id", fmt.Sprintf("must be valid UTF-8 of at most %d bytes", maxSessionID))
	case strings.ContainsRune(id, utf8.RuneError):
		return badInput("session_id", "holds U+FFFD, the replacement character (an invalid character was sent)")
	case strings.TrimSpace(id) != id:
		return badInput("session_id", "begins or ends with white space")
	case strings.IndexFunc(id, func(r rune) bool { return unicode.IsControl(r) || unicode.Is(unicode.Bidi_Control, r) }) >= 0:
		return badInput("session_id", "holds a control or bidirectional formatting character")
	case redact.IssuerToken(id):
		// It is kept as it is (it names the session and its snapshot): no secret may be (SPEC §8).
		return badInput("session_id", "holds a credential (a JWT or an API token): give an id that is none, such as a UUID")
	case newRedactor().Text(id) != id:
		return badInput("session_id", "holds what redaction masks (a card number, an e-mail address, a phone number, a password…): give an id that is none, such as a UUID")
	}
	return nil
}

// maskWith masks in the message of err, an *InputError, what red masks: the secrets a trace
// or session typed before. Other errors come back as they are.
func maskWith(red *redactor, err error) error {
	var ie *InputError
	if !errors.As(err, &ie) {
		return err
	}
	masked := *ie
	masked.Msg = red.Text(ie.Msg)
	return &masked
}

// onPage places st, a reported step, in its session: a step without a url acted on cur, the
// page the session is on (session.page), or, in a session on no page yet and for a
// navigate, whose url is where it went, on the page after it (after, the url argument of a
// step report, else the step's url_after). after is the step's url_after unless the step
// names its own or it is the page the step acted on. The url stays empty when none of these
// gives one.
func onPage(st Step, cur, after string) Step {
	// URLs are compared and stored without the white space around them (http://a/ and
	// "http://a/ " are one page).
	st.URL, after = strings.TrimSpace(st.URL), strings.TrimSpace(after)
	if after == "" {
		after = strings.TrimSpace(st.URLAfter)
	}
	switch {
	case st.URL != "":
	case st.Action == ActionNavigate || cur == "":
		st.URL = after
	default:
		st.URL = cur
	}
	if st.URLAfter == "" && after != st.URL {
		st.URLAfter = after
	}
	return st
}

// stepStandIn is the url a step without one is checked with: onPage places it afterwards.
const stepStandIn = "https://step.invalid/"

// parseStep reads one step in the trace format. A step without a url is checked as if it
// had one and comes back without it (onPage places it); pageURL, the page after the step,
// is checked as a step's url_after.
func parseStep(raw json.RawMessage, pageURL string, max int) (Step, error) {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 {
		return Step{}, badInput("step", "required")
	}
	if len(raw) > max {
		return Step{}, badInput("step", fmt.Sprintf("step is %d bytes, over the limit of %d bytes", len(raw), max))
	}
	if raw[0] == '"' {
		var inner string
		if err := json.Unmarshal(raw, &inner); err != nil {
			return Step{}, badInput("step", jsonErr(err, raw))
		}
		raw = []byte(inner)
	}
	if !utf8.Valid(raw) {
		return Step{}, badInput("step", "not valid UTF-8")
	}
	if err := checkAllKeys(raw, reflect.TypeFor[Step]()); err != nil {
		return Step{}, within("step", err)
	}
	if err := checkStepKeys(raw, "step", stepFields); err != nil {
		return Step{}, err
	}
	var st Step
	if err := json.Unmarshal(raw, &st); err != nil {
		return Step{}, badInput("step", jsonErr(err, raw))
	}
	if browserPage(st.URL) {
		st.URL = "" // on a page of the browser itself (a new tab): onPage places it, as a trace does
	}
	// The step as a trace of one step, through the trace schema (its caps on every field)
	// and Validate.
	checked := st
	checked.URL = firstNonEmpty(st.URL, pageURL, stepStandIn)
	one := &Trace{Task: "step", StartURL: checked.URL, Steps: []Step{checked}}
	if err := checkTrace(one); err != nil {
		var ie *InputError
		if errors.As(err, &ie) {
			field := strings.Replace(ie.Field, "steps[0]", "step", 1)
			if field == "start_url" {
				field = "step.url"
			}
			return Step{}, badInput(field, ie.Msg)
		}
		return Step{}, err
	}
	st.Action = one.Steps[0].Action // as Validate read it: CanonicalAction
	return st, nil
}

// sessionTrace turns the steps recorded for a session into the trace of a save (SPEC §10),
// and marks what it read: steps reported while the save runs stay for the next run. With no
// outcome given, a run whose last step failed is a failure.
func (m *Memory) sessionTrace(ctx context.Context, req SaveRequest) (*Trace, *sessionRead, error) {
	var s session
	found := false
	err := m.store.View(ctx, func(tx Tx) error {
		r, err := tx.Get(ctx, KindSession, req.SessionID)
		if errors.Is(err, ErrNotFound) {
			return nil
		}
		if err != nil {
			return err
		}
		found = true
		return decodeBody(r.Body, &s)
	})
	if err != nil {
		return nil, nil, fmt.Errorf("save: read session: %w", err)
	}
	if found && len(s.Steps) == 0 && s.Saved > 0 && m.now().Sub(s.LastStep) <= m.opts.SessionTTL {
		// Every step it had went with a save, perhaps one at the same moment as this one:
		// answered as the save that comes second in a race is (apply, taken).
		return nil, nil, &stepsSavedError{session: req.SessionID, trace: s.SavedTrace, site: s.SavedSite, pattern: s.SavedPattern}
	}
	if !found || len(s.Steps) == 0 {
		return nil, nil, badInput("session_id", fmt.Sprintf("no steps recorded for session %q and no trace given", req.SessionID))
	}
	if idle := m.now().Sub(s.LastStep); idle > m.opts.SessionTTL {
		// Its trail expired with it (SPEC §10), whether or not GC has removed it yet.
		return nil, nil, badInput("session_id", fmt.Sprintf("session %q expired: no step for %v (the session TTL is %v), and no trace given",
			req.SessionID, idle.Round(time.Minute), m.opts.SessionTTL))
	}
	tr := &Trace{Task: firstNonEmpty(req.Intent, s.Task, "session "+req.SessionID), StartURL: firstNonEmpty(req.URL, s.Steps[0].URL),
		SessionID: req.SessionID, Outcome: req.Outcome, Steps: s.Steps, Source: "session"}
	for i := len(s.Steps) - 1; i >= 0; i-- {
		if st := s.Steps[i]; st.Action == ActionDone && st.Extracted != "" {
			tr.FinalAnswer = st.Extracted
			break
		}
	}
	// A run whose last step failed and whose save names no outcome failed: it ended there;
	// so did one that ended going round in a loop (SPEC §10) with no answer read after it.
	failed := tr.Outcome == "" && s.Steps[len(s.Steps)-1].Error != ""
	looped := tr.Outcome == "" && !failed && tr.FinalAnswer == "" && len(loopCheck(tail(s.Steps, TrailLength))) > 0
	if failed || looped {
		tr.Outcome = OutcomeFailure
	}
	if err := tr.Validate(); err != nil {
		return nil, nil, err
	}
	read := s.readMark()
	read.failed, read.looped = failed, looped
	return tr, read, nil
}

// finishSession ends the session's trail and archives its snapshot at the end of a run, the
// trace saved (its id, site and URL pattern). A save of the session's own steps (read
// not nil) keeps the steps reported after it read them: they stay the trail of the
// session's next run.
func (w *writer) finishSession(tr *Trace, read *sessionRead, saved *SaveResult) error {
	if tr.SessionID == "" {
		return nil
	}
	var live session
	r, ok, err := w.get(KindSession, tr.SessionID, &live)
	if err != nil {
		return err
	}
	if rest := live.after(read); ok && len(rest) > 0 {
		// The session goes on: its trail and snapshot are those of the steps after the read.
		live.Steps, live.Saved = rest, read.total
		live.Masked = max(0, live.Masked-read.masked) // those the steps after the read made
		live.SavedTrace, live.SavedSite, live.SavedPattern = saved.TraceID, saved.Site, saved.URLPattern
		site, _ := siteOf(rest[0].URL)
		if err := w.put(KindSession, tr.SessionID, site, "", "", live.Task, live); err != nil {
			return err
		}
		return w.putSnapshot(snapshotOf(&live, false, ""), site)
	}
	if ok {
		// The run's steps are taken: the session keeps its page and its count, with no steps.
		end := session{SessionID: live.SessionID, Task: live.Task, Steps: []Step{}, LastStep: live.LastStep,
			Started: live.Started, Total: live.total(), Saved: live.total(), SavedTrace: saved.TraceID, SavedSite: saved.Site,
			SavedPattern: saved.URLPattern, Page: live.page(), SecretFields: live.SecretFields, NoteKeys: live.NoteKeys}
		if err := w.put(KindSession, tr.SessionID, r.Site, "", "", live.Task, end); err != nil {
			return err
		}
	}
	run := session{SessionID: tr.SessionID, Task: tr.Task, Steps: tr.Steps}
	blocking := ""
	if tr.Outcome == OutcomeFailure {
		for i := len(tr.Steps) - 1; i >= 0; i-- {
			if tr.Steps[i].Error != "" {
				blocking = tr.Steps[i].Error
				break
			}
		}
		if blocking == "" {
			blocking = "the run failed"
		}
	}
	site, _ := siteOf(tr.StartURL)
	return w.putSnapshot(snapshotOf(&run, true, blocking), site)
}

// snapshotOf summarises a session as a task snapshot (SPEC §2 `snapshot`). The blocking
// issue is the error of the last step when it failed; for a finished (archived) run it is
// otherwise the given reason, else the last error seen.
func snapshotOf(s *session, archived bool, blocking string) Snapshot {
	snap := Snapshot{SessionID: s.SessionID, Task: s.Task, Archived: archived}
	// From the last step back, until the snapshot's last maxListItems steps that did not
	// fail and the last error are found: a step costs the same at any length of the trail.
	lastErr := ""
	for i := len(s.Steps) - 1; i >= 0 && (len(snap.Completed) < maxListItems || lastErr == ""); i-- {
		st := s.Steps[i]
		if st.Error != "" {
			lastErr = cmp.Or(lastErr, st.Error)
			continue
		}
		if len(snap.Completed) == maxListItems {
			continue
		}
		snap.Completed = append(snap.Completed, clip(describe(st), 200))
		if len(snap.Completed) == 1 {
			snap.LastAction = snap.Completed[0]
			snap.CurrentURL = firstNonEmpty(st.URLAfter, st.URL)
		}
	}
	slices.Reverse(snap.Completed)
	switch n := len(s.Steps); {
	case n > 0 && s.Steps[n-1].Error != "":
		snap.BlockingIssue = s.Steps[n-1].Error
	case archived:
		snap.BlockingIssue = firstNonEmpty(blocking, lastErr)
	}
	snap.BlockingIssue = clip(snap.BlockingIssue, maxSymptomChars)
	return snap
}

func (w *writer) putSnapshot(s Snapshot, site string) error {
	s.UpdatedAt = w.now
	return w.put(KindSnapshot, s.SessionID, site, "", "", s.Task+" "+s.CurrentGoal, s)
}

func tail[T any](s []T, n int) []T {
	if len(s) > n {
		return s[len(s)-n:]
	}
	return s
}
