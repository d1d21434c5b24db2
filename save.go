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
// and a SessionID, the steps reported through [Memory.Step] are the trace (SPEC §10).
func (m *Memory) Save(ctx context.Context, req SaveRequest) (SaveResult, error) {
	tr, err := m.saveTrace(ctx, req)
	if err != nil {
		return SaveResult{}, err
	}
	if req.URL == "" {
		req.URL = tr.StartURL
	}
	site, err := siteOf(req.URL)
	if err != nil {
		return SaveResult{}, badInput("url", err.Error())
	}
	if req.Outcome != "" {
		if req.Outcome != OutcomeSuccess && req.Outcome != OutcomeFailure {
			return SaveResult{}, badInput("outcome", fmt.Sprintf("unknown outcome %q (success or failure)", req.Outcome))
		}
		tr.Outcome = req.Outcome
	}
	if req.TaskType != "" && !ValidTaskType(req.TaskType) {
		return SaveResult{}, badInput("task_type", fmt.Sprintf("unknown task type %q", req.TaskType))
	}
	if req.SessionID != "" && tr.SessionID == "" {
		tr.SessionID = req.SessionID
	}

	red := newRedactor()
	redactTrace(red, tr)
	req.URL = red.URL(req.URL)
	intent := red.Text(firstNonEmpty(req.Intent, tr.Task))
	tt := firstTaskType(req.TaskType, TaskType(tr.TaskType))
	if tt == "" {
		tt = classifyTrace(tr, intent)
	}
	urlPat, err := derivePattern(req.URL)
	if err != nil {
		return SaveResult{}, badInput("url", err.Error())
	}

	raw, err := json.MarshalIndent(tr, "", "  ")
	if err != nil {
		return SaveResult{}, fmt.Errorf("save: encode trace: %w", err)
	}
	digest := traceDigest(raw, req.URL, intent, tt)
	id := digest[:20]
	res := SaveResult{TraceID: id, Site: site, URLPattern: urlPat, TaskType: tt, Outcome: tr.Outcome,
		Records: map[Kind]int{}, Redactions: red.Count(), Warnings: []string{}}

	// The very same content saved before: a no-op (SPEC §3.6).
	dup := false
	if err := m.store.View(ctx, func(tx Tx) error {
		_, err := tx.Get(ctx, KindTrace, digest)
		if err == nil {
			dup = true
			return nil
		}
		if errors.Is(err, ErrNotFound) {
			return nil
		}
		return err
	}); err != nil {
		return SaveResult{}, fmt.Errorf("save: %w", err)
	}
	if dup {
		res.Duplicate = true
		return res, nil
	}

	rel := filepath.ToSlash(filepath.Join("traces", safeDir(site), id+".json"))
	if err := writeTraceFile(m.path(rel), raw); err != nil {
		return SaveResult{}, fmt.Errorf("save: archive trace: %w", err)
	}
	now := m.now()
	x := extract(extractInput{Trace: tr, Site: site, URLPattern: urlPat, TaskType: tt, Intent: intent,
		TraceID: id, Now: now})
	if x.Rejected != "" {
		res.Warnings = append(res.Warnings, "no pattern kept: "+x.Rejected)
	}
	res.Warnings = append(res.Warnings, x.Loop...)
	trec := traceRecord(tr, id, site, rel, digest, red.Count(), now)

	err = m.store.Update(ctx, func(tx Tx) error {
		w := &writer{tx: tx, ctx: ctx, now: now, counts: res.Records}
		if err := w.put(KindTrace, digest, site, urlPat, tt, traceText(tr, intent), trec); err != nil {
			return err
		}
		info, warn, err := w.mergePattern(x.Pattern, tr, urlPat, tt, site)
		if err != nil {
			return err
		}
		res.Pattern = info
		res.Warnings = append(res.Warnings, warn...)
		for _, c := range x.Caches {
			if err := w.mergeCache(c, site, tt); err != nil {
				return err
			}
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
		if err := w.finishSession(tr, id, urlPat); err != nil {
			return err
		}
		return w.touchProfile(site, tr, x)
	})
	if err != nil {
		return SaveResult{}, fmt.Errorf("save: %w", err)
	}
	for k, v := range res.Records {
		if v == 0 {
			delete(res.Records, k)
		}
	}
	return res, nil
}

// saveTrace reads the trace of a save request: the trace field, the seeds' short form, or
// the steps recorded for the session.
func (m *Memory) saveTrace(ctx context.Context, req SaveRequest) (*Trace, error) {
	switch {
	case len(bytes.TrimSpace(req.Trace)) > 0 && string(bytes.TrimSpace(req.Trace)) != "null":
		return ParseTrace(req.Trace, m.opts.MaxTraceBytes)
	case len(bytes.TrimSpace(req.Steps)) > 0:
		return shortTrace(req, m.opts.MaxTraceBytes)
	case req.SessionID != "":
		return m.sessionTrace(ctx, req)
	}
	return nil, badTrace("trace", "required (or steps, or a session_id with recorded steps)")
}

func firstTaskType(ts ...TaskType) TaskType {
	for _, t := range ts {
		if t != "" {
			return t
		}
	}
	return ""
}

// traceDigest identifies a save by its redacted content and parameters.
func traceDigest(raw []byte, url, intent string, tt TaskType) string {
	h := sha256.New()
	h.Write(raw)
	fmt.Fprintf(h, "\x00%s\x00%s\x00%s", url, intent, tt)
	return hex.EncodeToString(h.Sum(nil))
}

func traceRecord(tr *Trace, id, site, rel, digest string, redactions int, now time.Time) TraceRecord {
	r := TraceRecord{ID: id, SavedAt: now, Task: tr.Task, Site: site, Outcome: tr.Outcome, FinalResult: clip(tr.FinalAnswer, maxAnswerChars),
		Path: rel, Redacted: true, Redactions: redactions, Digest: digest}
	seen := map[string]bool{}
	for _, st := range tr.Steps {
		r.Actions = append(r.Actions, string(st.Action))
		if !seen[st.URL] {
			seen[st.URL] = true
			r.URLs = append(r.URLs, st.URL)
		}
	}
	r.Summary = clip(fmt.Sprintf("%s in %d steps: %s", tr.Outcome, len(tr.Steps), tr.Task), 300)
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
func writeTraceFile(path string, data []byte) error {
	if _, err := os.Lstat(path); err == nil {
		return nil
	}
	err := renameInto(path, data)
	if errors.Is(err, fs.ErrNotExist) {
		if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
			return err
		}
		err = renameInto(path, data)
	}
	return err
}

// renameInto writes data to a temporary file (mode 0600) beside path and renames it to path.
func renameInto(path string, data []byte) error {
	f, err := os.CreateTemp(filepath.Dir(path), ".tmp-*")
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
func redactTrace(red *redactor, tr *Trace) {
	red.Learn(tr.Task) // "… phone number 123456789": the typed 123456789 is a phone number
	for i := range tr.Steps {
		st := &tr.Steps[i]
		if st.Value != "" {
			st.Value = red.Value(st.Target, st.Sensitive, st.Value)
		}
	}
	tr.Task = red.Text(tr.Task)
	tr.FinalAnswer = red.Text(tr.FinalAnswer)
	tr.StartURL = red.URL(tr.StartURL)
	tr.SuccessIndicator = red.Text(tr.SuccessIndicator)
	for k, v := range tr.Selectors {
		tr.Selectors[k] = red.Text(v)
	}
	for i := range tr.Steps {
		st := &tr.Steps[i]
		st.URL = red.URL(st.URL)
		if st.URLAfter != "" {
			st.URLAfter = red.URL(st.URLAfter)
		}
		st.Value = red.Text(st.Value)
		st.Extracted = red.Text(st.Extracted)
		st.Error = red.Text(st.Error)
		st.Title = red.Text(st.Title)
		if t := st.Target; t != nil {
			t.Name, t.Text, t.Label = red.Text(t.Name), red.Text(t.Text), red.Text(t.Label)
			t.Selector, t.XPath = red.Text(t.Selector), red.Text(t.XPath)
			for j := range t.Selectors {
				t.Selectors[j] = red.Text(t.Selectors[j])
			}
			keys := make([]string, 0, len(t.Attributes))
			for k := range t.Attributes {
				keys = append(keys, k)
			}
			sort.Strings(keys)
			for _, k := range keys {
				v := t.Attributes[k]
				if strings.EqualFold(k, "value") && v != "" {
					v = red.Value(t, st.Sensitive, v)
				}
				if strings.EqualFold(k, "href") || strings.EqualFold(k, "src") || strings.EqualFold(k, "action") {
					t.Attributes[k] = red.URL(v)
				} else {
					t.Attributes[k] = red.Text(v)
				}
			}
		}
	}
}
