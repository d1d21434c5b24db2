package waymark

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/waymark-dev/waymark/internal/redact"
	"github.com/waymark-dev/waymark/internal/urlpattern"
)

// A session's trail (session.Steps) as Step keeps it: its size within the trace its save
// will archive, and the secrets it shows.

// stepsSized is the size of a session's steps as counted, and which steps it counts.
type stepsSized struct {
	Bytes int `json:"bytes"`
	First int `json:"first"`
	Total int `json:"total"`
}

// stepBytes is the size of one step within a session's steps as a save archives them
// (json.MarshalIndent of the steps with prefix and indent "  ": each step sits one level
// deeper, so it is indented with prefix "    ").
func stepBytes(st Step) int {
	b, err := json.MarshalIndent(st, "    ", "  ")
	if err != nil {
		return 0 // cannot happen: a step is plain data
	}
	return len(b)
}

// stepsSize returns the length of json.MarshalIndent(s.Steps, "  ", "  "), the size the
// session's steps take in the trace its save archives: the sum of the steps' sizes
// (stepBytes), 5 bytes before each ("\n" and four spaces), a comma between two and 5 bytes
// around them ("[", "\n  ]"); 4 ("null") without steps. It counts only the steps the
// cache does not cover, and leaves the cache covering all of them: a step costs the size
// of that step, not of the whole trail.
func (s *session) stepsSize() int {
	n := len(s.Steps)
	if s.Steps == nil {
		return 4
	}
	if z := s.Sized; z == nil || z.First != s.first() || z.Total-z.First > n || z.Total < z.First {
		s.Sized = &stepsSized{First: s.first(), Total: s.first()}
	}
	z := s.Sized
	for _, st := range s.Steps[z.Total-z.First:] {
		z.Bytes += stepBytes(st)
	}
	z.Total = s.total()
	if n == 0 {
		return 2
	}
	return z.Bytes + 6*n + 4
}

// covered reports whether the size cache counts step i of s.Steps.
func (s *session) covered(i int) bool {
	z := s.Sized
	return z != nil && z.First == s.first() && i < z.Total-z.First
}

// dropOldest drops the session's oldest k steps, and their sizes from the cache.
func (s *session) dropOldest(k int) {
	if k > 0 && s.covered(k-1) {
		for _, st := range s.Steps[:k] {
			s.Sized.Bytes -= stepBytes(st)
		}
		s.Sized.First += k
	} else {
		s.Sized = nil
	}
	s.Steps = s.Steps[k:]
}

// Secret fields (session.SecretFields): each is the site of a page and a locator of an
// element on it a secret was typed into, "<site> <locator>", the last maxSecretFields, at
// most fieldLocators of one step. A locator holding a placeholder is left out: another
// process masks the same text under another number ({{email}}, {{email_2}}), and distinct
// generated ids all mask alike ("#{{token}}").
const (
	maxSecretFields = 64
	fieldLocators   = 4
)

// maxNoteKeys bounds session.NoteKeys.
const maxNoteKeys = 64

// secretFieldKeys returns the entries of SecretFields that the locators of a target on a
// page of site make, at most max (all when max < 0).
func secretFieldKeys(site string, locs []string, max int) []string {
	if site == "" {
		return nil
	}
	var out []string
	for _, l := range locs {
		if !strings.Contains(l, "{{") && (max < 0 || len(out) < max) {
			out = append(out, site+" "+l)
		}
	}
	return out
}

// inSecretField reports whether a step on url with target t typed into a secret field of
// the session.
func (s *session) inSecretField(url string, t *Target) bool {
	if len(s.SecretFields) == 0 || t == nil {
		return false
	}
	site, _ := siteOf(url)
	for _, k := range secretFieldKeys(site, targetLocators(t), -1) {
		if slices.Contains(s.SecretFields, k) {
			return true
		}
	}
	return false
}

// addSecretField makes the element of target t on url a secret field of the session, the
// newest (a field typed into again stays).
func (s *session) addSecretField(url string, t *Target) {
	site, _ := siteOf(url)
	for _, k := range secretFieldKeys(site, targetLocators(t), fieldLocators) {
		s.SecretFields = slices.DeleteFunc(s.SecretFields, func(f string) bool { return f == k })
		s.SecretFields = append(s.SecretFields, k)
	}
	s.SecretFields = tail(s.SecretFields, maxSecretFields)
}

// maskTyped masks what the trail shows to be secrets, as the save of the trail will
// (redactTrace; sensitiveSteps: a value typed into an element a secret was typed into,
// found by a shared locator), and what the session's secret fields show. Only the last
// step can show something new: when it typed a secret (a password field, a step marked
// sensitive, a key pressed in a password field) its element becomes a secret field and the
// whole trail is redacted again, so that the secret is masked wherever the trail repeats
// it (a value typed into another element, an error quoting it, an extracted text, an
// attribute); when it typed into a secret field, or into the element of a step of the trail
// that typed a secret, the whole trail is redacted again with that step sensitive. Each step
// is looked at when it comes, so the trail was masked as it stood. The steps' size is then
// counted afresh. A value typed before the step that showed it to be a secret was stored as
// typed until then.
//
// It returns the trail as it was before, when it redacted it again (nil otherwise).
func (s *session) maskTyped(red *redactor) (before []Step) {
	n := len(s.Steps)
	last := s.Steps[n-1]
	if last.Target == nil || last.Value == "" {
		return nil
	}
	secret := last.Sensitive || secretField(last.Target, last.Value)
	if !secret && !endsSplitCard(s.Steps) { // a split card's boxes make no secret fields
		if last.Action == ActionPress && isKeyName(last.Value) {
			return nil
		}
		if !s.inSecretField(last.URL, last.Target) && !typedIntoSecret(s.Steps[:n-1], last) {
			return nil
		}
	}
	sensitive := sensitiveSteps(s.Steps)
	for i, st := range s.Steps {
		if !sensitive[i] && st.Value != "" && !(st.Action == ActionPress && isKeyName(st.Value)) {
			sensitive[i] = s.inSecretField(st.URL, st.Target)
		}
	}
	before = cloneSteps(s.Steps) // redactTrace masks the steps' targets in place
	tr := &Trace{Task: s.Task, Steps: s.Steps}
	redactTraceWith(red, tr, sensitive)
	s.Task, s.Steps, s.Sized = tr.Task, tr.Steps, nil
	if secret {
		s.addSecretField(s.Steps[n-1].URL, s.Steps[n-1].Target)
	}
	return before
}

// typedIntoSecret reports whether a step of trail typed a secret into the element of last,
// on the same site (sensitiveSteps's rule for last). Such a step was masked as it came, so
// only a step whose value is a placeholder, or a key pressed, or one marked sensitive, is
// looked at closely: a step costs little at any length of the trail.
func typedIntoSecret(trail []Step, last Step) bool {
	site, _ := siteOf(last.URL)
	locs := targetLocators(last.Target)
	for _, st := range trail {
		if st.Target == nil || st.Value == "" {
			continue
		}
		masked := st.Sensitive || secretPlaceholder(st.Value) || st.Action == ActionPress && isKeyName(st.Value)
		if !masked || !(st.Sensitive || secretField(st.Target, st.Value)) {
			continue
		}
		if s, _ := siteOf(st.URL); s == site && slices.ContainsFunc(targetLocators(st.Target), func(l string) bool { return slices.Contains(locs, l) }) {
			return true
		}
	}
	return false
}

// secretPlaceholder reports whether v is one placeholder of a secret's class
// ("{{password}}", "{{otp_2}}", "{{secret}}"; not "{{email}}"), as a step typed into a
// secret field is masked.
func secretPlaceholder(v string) bool {
	name, ok := strings.CutPrefix(strings.TrimSpace(v), "{{")
	if !ok {
		return false
	}
	if name, ok = strings.CutSuffix(name, "}}"); !ok || strings.ContainsAny(name, "{}") {
		return false
	}
	if i := strings.LastIndexByte(name, '_'); i > 0 && strings.Trim(name[i+1:], "0123456789") == "" {
		name = name[:i]
	}
	return redact.IsSecret(name)
}

// cloneSteps copies steps and their targets, so that redacting the copy leaves steps as
// they were.
func cloneSteps(steps []Step) []Step {
	out := slices.Clone(steps)
	for i, st := range out {
		if st.Target != nil {
			t := *st.Target
			t.Selectors, t.Shadow = slices.Clone(t.Selectors), slices.Clone(t.Shadow)
			out[i].Target = &t
		}
	}
	return out
}

// remaskNotes masks again the friction notes that the failed steps of before recorded when
// they came (Step records them at once), now that maskTyped has made them the steps of s
// (one for each): where a note still says what a step of before made it say (its symptom,
// the step as a failed action, both clipped, so that a secret cut short is still found) it
// says what that step now makes it say; then every note of the session (NoteKeys) is masked
// with what red has learned since.
func (w *writer) remaskNotes(s *session, before []Step, red *redactor) error {
	after := s.Steps
	for i, st := range before {
		if st.Error == "" {
			continue
		}
		site, err := siteOf(st.URL)
		if err != nil {
			continue // no note was recorded for it
		}
		notes := func(st Step) []SiteNote {
			return frictionNotes(&extractInput{Trace: &Trace{Steps: []Step{st}}, Site: site, URLPattern: patternOf(st.URL), Now: w.now})
		}
		now := map[string]SiteNote{}
		for _, n := range notes(after[i]) {
			now[noteKey(n)] = n
		}
		for _, was := range notes(st) {
			key := noteKey(was)
			var note SiteNote
			if _, ok, err := w.get(KindSiteNote, key, &note); err != nil {
				return err
			} else if !ok {
				continue
			}
			is, same := now[key] // the same class of problem, as it is read from the masked step
			masked := note
			if same && masked.Symptom == was.Symptom {
				masked.Symptom = is.Symptom
			}
			masked.FailedActions = slices.Clone(note.FailedActions)
			for j, a := range masked.FailedActions {
				if same && len(was.FailedActions) > 0 && a == was.FailedActions[0] && len(is.FailedActions) > 0 {
					masked.FailedActions[j] = is.FailedActions[0]
				}
			}
			if err := w.putNoteIfChanged(key, note, maskNote(masked, red)); err != nil {
				return err
			}
		}
	}
	return w.remaskSessionNotes(s, red)
}

// noted adds key to the session's NoteKeys, the newest.
func (s *session) noted(key string) {
	s.NoteKeys = append(slices.DeleteFunc(s.NoteKeys, func(k string) bool { return k == key }), key)
	s.NoteKeys = tail(s.NoteKeys, maxNoteKeys)
}

// remaskSessionNotes masks the texts of the friction notes the session's failed steps
// recorded (NoteKeys) with what red has learned: a step the step cap or a save took from
// the trail may have left one quoting the secret. Notes no step of the session recorded
// are left alone: a password that is a plain word ("checkout") must not rewrite them.
func (w *writer) remaskSessionNotes(s *session, red *redactor) error {
	for _, key := range s.NoteKeys {
		var note SiteNote
		if _, ok, err := w.get(KindSiteNote, key, &note); err != nil {
			return err
		} else if ok {
			if err := w.putNoteIfChanged(key, note, maskNote(note, red)); err != nil {
				return err
			}
		}
	}
	return nil
}

// checkTrace holds tr to the trace schema (its caps on every field) and to Validate, as a
// trace given to a save is held: the steps a session keeps must make such a trace.
func checkTrace(tr *Trace) error {
	data, err := json.Marshal(tr)
	if err == nil {
		_, err = schemaParse(data)
	}
	if err == nil {
		err = tr.Validate()
	}
	return err
}

// sessionLimit is the most bytes a session's steps may take (stepsSize) for its save to fit
// the trace limit.
func (m *Memory) sessionLimit() int {
	return max(m.opts.MaxTraceBytes-sessionSlack, m.opts.MaxTraceBytes/2)
}

// checkSessionSizes refuses an archive (rel, its records vetted) that holds a session whose
// steps take more than sessionLimit: restored, it could take no step nor be saved.
func (m *Memory) checkSessionSizes(recs []Record, rel string) error {
	for i, r := range recs {
		if r.Kind != KindSession {
			continue
		}
		var s session
		if err := decodeBody(r.Body, &s); err != nil {
			return badInput("archive", fmt.Sprintf("%s: record %d (session): body: %v", rel, i, err))
		}
		if n := s.stepsSize(); n > m.sessionLimit() {
			return badInput("archive", fmt.Sprintf("%s: record %d (session %q): its steps take %d bytes, over the %d a session's save may hold",
				rel, i, shown(s.SessionID, 80), n, m.sessionLimit()))
		}
	}
	return nil
}

// sessionSlack is the room a session's steps leave within the trace size limit for the rest
// of its trace (bytes): the task, the final answer, the session id and the start URL at
// their caps, 6 bytes a character as JSON may write one ("<" is "\u003c"), and 1 KiB for
// the keys and the outcome; a session may fill at least half of a smaller limit.
const sessionSlack = 6*(capTask+capAnswer+maxSessionID+urlpattern.MaxURLLen) + 1<<10

// maskNote returns note with its texts masked by red.
func maskNote(note SiteNote, red *redactor) SiteNote {
	note.Symptom, note.Recovery, note.Selector = red.Text(note.Symptom), red.Text(note.Recovery), red.Text(note.Selector)
	actions := make([]string, len(note.FailedActions))
	for i, a := range note.FailedActions {
		actions[i] = red.Text(a)
	}
	note.FailedActions = actions
	return note
}

// putNoteIfChanged writes note under key when its texts differ from those of was.
func (w *writer) putNoteIfChanged(key string, was, note SiteNote) error {
	if note.Symptom == was.Symptom && note.Recovery == was.Recovery && note.Selector == was.Selector &&
		slices.Equal(note.FailedActions, was.FailedActions) {
		return nil
	}
	return w.putNote(key, note)
}

// savedCopy is the trace file of a session's last save (rel, under the home; "" when it
// has none) and the values to mask in it: each value a step of the session typed, as JSON
// writes it inside a string, with what it became when a later step showed it a secret.
type savedCopy struct {
	rel    string
	values [][2]string
}

// minRemasked is the shortest typed value remaskSaved looks for in a saved file: a
// shorter one ("1", "ok") would mask words that are no copy of it.
const minRemasked = 4

// savedCopyOf returns the file of s's last save and the values to mask in it: the value
// the step just added typed (raw, as it came), when redaction masked it, and the typed
// values of before (the trail as it was, nil when maskTyped changed nothing) that
// maskTyped masked in s.Steps since.
func savedCopyOf(s *session, before []Step, raw string) savedCopy {
	if s.SavedTrace == "" {
		return savedCopy{}
	}
	c := savedCopy{rel: filepath.ToSlash(filepath.Join(tracesDir, safeDir(s.SavedSite), s.SavedTrace+".json"))}
	add := func(old, now string) {
		if old == now || utf8.RuneCountInString(old) < minRemasked || strings.Contains(old, "{{") {
			return
		}
		o, _ := json.Marshal(old)
		n, _ := json.Marshal(now)
		c.values = append(c.values, [2]string{string(o[1 : len(o)-1]), string(n[1 : len(n)-1])})
	}
	add(raw, s.Steps[len(s.Steps)-1].Value)
	for i, st := range before {
		add(st.Value, s.Steps[i].Value)
	}
	return c
}

// remaskSaved masks, in the trace file of a session's last save, the values a later step
// of the session showed to be secrets (savedCopyOf): the file was written before they were
// known to be (SPEC §8: "its old copies leave the home's files"). A file that is gone or
// holds none of them is left alone; one that cannot be rewritten is logged.
func (m *Memory) remaskSaved(ctx context.Context, c savedCopy) {
	if c.rel == "" || len(c.values) == 0 {
		return
	}
	path := m.path(c.rel)
	b, err := os.ReadFile(path)
	if err != nil {
		return
	}
	text := string(b)
	for _, v := range c.values {
		text = strings.ReplaceAll(text, v[0], v[1])
	}
	if text == string(b) {
		return
	}
	if err := renameInto(path, []byte(text)); err != nil {
		m.log.WarnContext(ctx, "step: a secret stays in the session's saved trace", "file", c.rel, "err", err)
	}
}
