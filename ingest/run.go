package ingest

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/waymark-dev/waymark"
	"github.com/waymark-dev/waymark/internal/jsonkeys"
	"github.com/waymark-dev/waymark/internal/regular"
)

// Options configure [Run]. A nil *Options, and every zero field, means the default.
type Options struct {
	// Format names the importer to use for every file (see [FormatNames]) instead of
	// detecting each file's format; an unknown name makes Run fail before reading anything.
	Format string
	// DryRun converts and validates every trace (waymark.ParseTrace) without saving: the
	// memory is not touched and may be nil. A dry run cannot count redactions (they are
	// made by waymark.Memory.Save), so Redactions stay 0.
	DryRun bool
	// Intent, when set, is what every stored trace set out to do (SaveRequest.Intent, in
	// place of the recording's own task): for recordings that do not say it, as a Playwright
	// MCP session does not, whose task is otherwise "playwright-mcp session <folder>".
	Intent string
	// Progress, when set, is called after each file or folder unit with the number done,
	// the total and the path just finished.
	Progress func(done, total int, path string)
	// Logger receives a debug line per file; nil discards.
	Logger *slog.Logger
}

// Report says what [Run] did: one FileReport per file or folder unit in the order they
// were read, the totals, and the files left out of folder walks because they are not
// recordings (Skipped, see [Run]).
type Report struct {
	DryRun  bool         `json:"dry_run"`
	Files   []FileReport `json:"files"`
	Skipped []string     `json:"skipped"`
	Totals  Totals       `json:"totals"`
}

// FileReport is what became of one file or folder unit.
//
// Traces counts the traces stored (or, in a dry run, that would be stored), duplicates
// included; Steps their steps. Records sums [waymark.SaveResult.Records] per kind;
// Redactions the secrets replaced by placeholders; Duplicates the traces saved before
// (nothing changed); Patterns the saves that created or updated a route; Blobs the
// screenshots and other binary payloads dropped during conversion. Warnings are the
// importer's and the saves' warnings, each once, at most [MaxWarnings] (the last one then
// says how many more there were). Error, when set, says why the file, or some of its
// traces (Refused counts them), could not be stored.
type FileReport struct {
	Path       string               `json:"path"`
	Format     string               `json:"format,omitempty"`
	Traces     int                  `json:"traces"`
	Steps      int                  `json:"steps"`
	Records    map[waymark.Kind]int `json:"records"`
	Redactions int                  `json:"redactions"`
	Duplicates int                  `json:"duplicates"`
	Patterns   int                  `json:"patterns"`
	Blobs      int                  `json:"blobs"`
	Refused    int                  `json:"refused,omitempty"`
	Warnings   []string             `json:"warnings"`
	Error      string               `json:"error,omitempty"`
}

// Totals sum the file reports: Files read (units count once), Failed of them with an
// Error, and the sums of the FileReport fields of the same names; Warnings counts the
// warnings listed.
type Totals struct {
	Files      int                  `json:"files"`
	Failed     int                  `json:"failed"`
	Traces     int                  `json:"traces"`
	Steps      int                  `json:"steps"`
	Records    map[waymark.Kind]int `json:"records"`
	Redactions int                  `json:"redactions"`
	Duplicates int                  `json:"duplicates"`
	Patterns   int                  `json:"patterns"`
	Blobs      int                  `json:"blobs"`
	Refused    int                  `json:"refused"`
	Warnings   int                  `json:"warnings"`
}

// MaxWarnings caps the warnings listed per file (a Mind2Web dump holds a thousand traces).
const MaxWarnings = 50

// maxTraceErrors caps the refused traces named in one file's Error.
const maxTraceErrors = 3

// RecordingExts are the file name endings read in folder walks (compared without case).
// A file named on the command line is read whatever its name.
var RecordingExts = []string{".json", ".side"}

// Log keys used by this package.
const (
	logKeyPath   = "path"
	logKeyFormat = "format"
	logKeyTraces = "traces"
	logKeyError  = "error"
)

// Run ingests the recordings at paths into m (SPEC §12 `waymark ingest`): each path is a
// file or a folder, walked recursively in lexical order. In a folder walk, hidden files and
// folders (a name starting with ".") and node_modules are skipped; a folder holding a
// session.md is one Playwright MCP session (one [Source] with Dir, its files are not read
// on their own); other files are read when their names end in one of [RecordingExts] and
// listed in Report.Skipped otherwise. A path given twice is read once.
//
// Each file (at most [MaxFileBytes]) is detected with [Detect], or given to the importer
// named by opts.Format, converted, and each converted trace saved with [waymark.Memory.Save]
// (URL: the trace's start URL). A file that cannot be read, detected, converted or saved
// gets its FileReport.Error, and the other files still go in; a bad trace from an importer
// is refused on its own (FileReport.Refused) and the file's other traces are stored.
//
// Errors: an error wrapping [ErrUnknownFormat] when opts.Format names no importer (nothing
// read); ctx's error when it is cancelled; a failure of the memory other than bad input
// (store, file system), which stops the run. With an error the report holds what was done
// so far. m may be nil only with opts.DryRun.
func Run(ctx context.Context, m *waymark.Memory, paths []string, opts *Options) (Report, error) {
	r, o, forced, err := newRunner(m, opts)
	if err != nil {
		return Report{DryRun: o.DryRun, Files: []FileReport{}, Skipped: []string{}, Totals: newTotals()}, err
	}
	units, skipped := collect(paths)
	r.rep.Skipped = skipped
	for i, u := range units {
		if err := ctx.Err(); err != nil {
			return r.finish(), err
		}
		fr := FileReport{Path: u.path, Error: u.err}
		var src Source
		switch {
		case u.err != "":
		case u.dir:
			src = Source{Path: u.path, Dir: os.DirFS(u.path)}
		default:
			data, err := readFile(u.path)
			if err != nil {
				fr.Error = err.Error()
			}
			src = Source{Path: u.path, Data: data}
		}
		if fr.Error == "" {
			var err error
			if fr, err = r.source(ctx, src, forced, false); err != nil {
				r.add(fr)
				return r.finish(), err
			}
		}
		r.add(fr)
		r.progress(i+1, len(units), u.path)
	}
	return r.finish(), nil
}

// RunData ingests one recording given as bytes (the MCP tool experience_ingest with inline
// content): name is a file name used as a hint for detection and as the report's path (no
// file is read, neither name nor any file beside it). Options and errors are those of
// [Run]; a bad recording is reported in the FileReport's Error, not as an error.
func RunData(ctx context.Context, m *waymark.Memory, name string, data []byte, opts *Options) (Report, error) {
	r, o, forced, err := newRunner(m, opts)
	if err != nil {
		return Report{DryRun: o.DryRun, Files: []FileReport{}, Skipped: []string{}, Totals: newTotals()}, err
	}
	name = path.Base(filepath.ToSlash(strings.TrimSpace(name)))
	if name == "." || name == "/" {
		name = ""
	}
	var fr FileReport
	if len(data) > MaxFileBytes {
		fr = FileReport{Path: displayName(name), Error: fmt.Sprintf("%d bytes, over the limit of %d bytes", len(data), MaxFileBytes)}
	} else if fr, err = r.source(ctx, Source{Path: name, Data: data}, forced, true); err != nil {
		r.add(fr)
		return r.finish(), err
	}
	r.add(fr)
	r.progress(1, 1, fr.Path)
	return r.finish(), nil
}

func displayName(name string) string {
	if name == "" {
		return "(inline)"
	}
	return name
}

// runner holds the state of one Run.
type runner struct {
	m    *waymark.Memory
	opts Options
	log  *slog.Logger
	rep  Report
}

func newRunner(m *waymark.Memory, opts *Options) (*runner, Options, Importer, error) {
	var o Options
	if opts != nil {
		o = *opts
	}
	if o.Logger == nil {
		o.Logger = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	if m == nil && !o.DryRun {
		return nil, o, nil, errors.New("ingest: nil Memory (allowed only with DryRun)")
	}
	var forced Importer
	if o.Format != "" {
		im, err := Lookup(o.Format)
		if err != nil {
			return nil, o, nil, fmt.Errorf("format %q: %w", o.Format, err)
		}
		forced = im
	}
	r := &runner{m: m, opts: o, log: o.Logger,
		rep: Report{DryRun: o.DryRun, Files: []FileReport{}, Skipped: []string{}, Totals: newTotals()}}
	return r, o, forced, nil
}

func newTotals() Totals { return Totals{Records: map[waymark.Kind]int{}} }

func (r *runner) progress(done, total int, p string) {
	if r.opts.Progress != nil {
		r.opts.Progress(done, total, p)
	}
}

// add appends a file's report and adds it to the totals. Its error and warnings may quote
// the recording (an unknown command, a malformed entry): they are masked as stored text is
// (waymark.MaskSecrets, SPEC §8), for they are printed and logged.
func (r *runner) add(fr FileReport) {
	if fr.Records == nil {
		fr.Records = map[waymark.Kind]int{}
	}
	if fr.Warnings == nil {
		fr.Warnings = []string{}
	}
	fr.Error = waymark.MaskSecrets(fr.Error)
	for i, w := range fr.Warnings {
		fr.Warnings[i] = waymark.MaskSecrets(w)
	}
	t := &r.rep.Totals
	t.Files++
	if fr.Error != "" {
		t.Failed++
		r.log.Debug("ingest failed", logKeyPath, fr.Path, logKeyFormat, fr.Format, logKeyError, fr.Error)
	} else {
		r.log.Debug("ingested", logKeyPath, fr.Path, logKeyFormat, fr.Format, logKeyTraces, fr.Traces)
	}
	t.Traces += fr.Traces
	t.Steps += fr.Steps
	for k, n := range fr.Records {
		t.Records[k] += n
	}
	t.Redactions += fr.Redactions
	t.Duplicates += fr.Duplicates
	t.Patterns += fr.Patterns
	t.Blobs += fr.Blobs
	t.Refused += fr.Refused
	t.Warnings += len(fr.Warnings)
	r.rep.Files = append(r.rep.Files, fr)
}

func (r *runner) finish() Report { return r.rep }

// source detects, converts and saves one source. The error is only for what stops the
// whole run (see Run); everything else is in the FileReport. inline marks content that
// came without a file: the importer then gets no path to read files beside.
func (r *runner) source(ctx context.Context, src Source, forced Importer, inline bool) (FileReport, error) {
	fr := FileReport{Path: displayName(src.Path), Records: map[waymark.Kind]int{}}
	src.Data = bytes.TrimPrefix(src.Data, []byte("\xef\xbb\xbf")) // a byte order mark (Windows editors)
	im := forced
	if im == nil {
		var err error
		if im, err = Detect(src); err != nil {
			fr.Error = err.Error()
			return fr, nil
		}
	}
	fr.Format = im.Name()
	if inline && src.Dir == nil && im.Name() == "playwright-mcp" {
		// The Playwright MCP importer reads the snapshot files beside a session.md's path;
		// inline content has no folder, and must not read the server's files.
		src.Path = ""
	}
	convs, err := convert(im, src)
	if err != nil {
		fr.Error = err.Error()
		return fr, nil
	}
	if len(convs) == 0 {
		fr.Error = "no trace found in it"
		return fr, nil
	}
	warn := newWarnings()
	if src.Data != nil && !utf8.Valid(src.Data) {
		// JSON decoding made each invalid byte U+FFFD; a waymark trace given to save is
		// refused instead, but another tool's recording is taken as its tool wrote it.
		warn.add("the file is not valid UTF-8: each invalid byte was read as U+FFFD")
	}
	var refused []string
	saved, err := r.saveAll(ctx, convs)
	for i, c := range convs {
		fr.Blobs += c.Blobs
		warn.add(c.Warnings...)
		if i >= len(saved) {
			break
		}
		sv := saved[i]
		if sv.err != nil {
			var ie *waymark.InputError
			if errors.As(sv.err, &ie) || errors.Is(sv.err, waymark.ErrInvalidTrace) || errors.Is(sv.err, waymark.ErrInvalidInput) {
				fr.Refused++
				refused = append(refused, traceLabel(i, len(convs), c)+sv.err.Error())
				continue
			}
			if err == nil {
				err = sv.err
			}
			continue
		}
		fr.Traces++
		fr.Steps += sv.steps
		res := sv.res
		if res == nil {
			continue // dry run
		}
		for k, v := range res.Records {
			fr.Records[k] += v
		}
		warnings := res.Warnings
		if res.Duplicate {
			fr.Duplicates++ // stored before: nothing written, nothing redacted now
			// Counted; what a replaying agent should do instead is no news to an ingest.
			warnings = slices.DeleteFunc(slices.Clone(warnings), func(w string) bool { return w == waymark.SameTraceWarning })
		} else {
			fr.Redactions += res.Redactions
		}
		if res.Pattern != nil && !res.Duplicate {
			fr.Patterns++
		}
		warn.add(warnings...)
	}
	fr.Warnings = warn.list()
	if err != nil {
		fr.Error = err.Error()
		return fr, fmt.Errorf("ingest %s: %w", fr.Path, err)
	}
	if fr.Refused > 0 {
		fr.Error = refusedError(fr.Refused, len(convs), refused, r.opts.DryRun)
	}
	return fr, nil
}

// convert runs an importer, turning a panic (an importer's bug) into an error, so that one
// bad file never stops the others.
func convert(im Importer, src Source) (out []Converted, err error) {
	defer func() {
		if p := recover(); p != nil {
			out, err = nil, fmt.Errorf("%s importer failed on this input: %v", im.Name(), p)
		}
	}()
	if err := repeatedKey(src.Data); err != nil {
		return nil, err
	}
	return im.Convert(src)
}

// repeatedKey refuses a JSON recording that gives a key twice in one object
// (internal/jsonkeys): the importers' decoders would take the last ({"url": "https://a",
// "url": "https://evil"}) where a reader of the file sees the first. Data that is not a
// JSON object or array is left to the importer.
func repeatedKey(data []byte) error {
	d := bytes.TrimSpace(bytes.TrimPrefix(data, []byte("\xef\xbb\xbf")))
	if len(d) == 0 || d[0] != '{' && d[0] != '[' {
		return nil
	}
	if _, path, key := jsonkeys.Repeated(d); key != "" {
		at := "/" + strings.Join(path, "/")
		return fmt.Errorf("key %q given twice in the object at %s (JSON pointer): keep one", key, at)
	}
	return nil
}

// A [waymark.Memory.SaveBatch] call, one write transaction, takes at most saveBatch
// traces of one file and, beyond its first trace, at most saveBatchSteps steps: about
// half a second of holding the write lock (~3 ms per trace of 20 steps), so that other
// writers, whose busy timeout is 10 s, never wait long, whatever the size of the traces.
const (
	saveBatch      = 200
	saveBatchSteps = 4000
)

// saved is the outcome of one converted trace: the save's result (nil in a dry run) and
// its step count, or the error that refused it.
type saved struct {
	res   *waymark.SaveResult
	steps int
	err   error
}

// saveAll stores the converted traces of one source in batches (or, in a dry run,
// validates them), one outcome per trace in order. The error stops the run: a failure of
// the store or ctx; the outcomes are then those of the batches before it.
func (r *runner) saveAll(ctx context.Context, convs []Converted) ([]saved, error) {
	out := make([]saved, len(convs))
	var (
		reqs []waymark.SaveRequest
		idx  []int // reqs[k] is the trace of convs[idx[k]]
	)
	for i, c := range convs {
		raw, err := encodeTrace(c)
		switch {
		case c.Err != nil:
			out[i].err = c.Err
		case err != nil:
			out[i].err = err
		case r.opts.DryRun:
			tr, err := waymark.ParseTrace(raw, 0)
			if err != nil {
				out[i].err = err
			} else {
				out[i].steps = len(tr.Steps)
			}
		default:
			reqs, idx = append(reqs, waymark.SaveRequest{URL: c.URL, Trace: raw, Intent: r.opts.Intent}), append(idx, i)
		}
	}
	steps := make([]int, len(reqs))
	for k, i := range idx {
		steps[k] = len(convs[i].Trace.Steps)
	}
	start := 0
	for _, end := range batchEnds(steps) {
		res, err := r.m.SaveBatch(ctx, reqs[start:end])
		if err != nil {
			return out[:idx[start]], err
		}
		for k, br := range res {
			i := idx[start+k]
			if br.Err != nil {
				out[i].err = br.Err
				continue
			}
			out[i].res, out[i].steps = &br.SaveResult, len(convs[i].Trace.Steps)
		}
		start = end
	}
	return out, nil
}

// batchEnds splits traces of the given step counts, in order, into batches of at most
// saveBatch traces and saveBatchSteps steps (a trace longer than that alone), and returns
// the end (exclusive) of each batch.
func batchEnds(steps []int) []int {
	var ends []int
	for start := 0; start < len(steps); {
		end, n := start, 0
		for end < len(steps) && end-start < saveBatch && (end == start || n+steps[end] <= saveBatchSteps) {
			n += steps[end]
			end++
		}
		ends = append(ends, end)
		start = end
	}
	return ends
}

// encodeTrace returns the JSON of a converted trace, or why there is none.
func encodeTrace(c Converted) ([]byte, error) {
	if c.Trace == nil {
		return nil, &waymark.InputError{Field: "trace", Msg: "the importer returned no trace", Err: waymark.ErrInvalidTrace}
	}
	raw, err := json.Marshal(c.Trace)
	if err != nil {
		return nil, &waymark.InputError{Field: "trace", Msg: "encode: " + err.Error(), Err: waymark.ErrInvalidTrace}
	}
	return raw, nil
}

// traceLabel names a refused trace in a file of n traces: "" for a single trace, else
// "trace 17 ("task…"): ".
func traceLabel(i, n int, c Converted) string {
	if n == 1 {
		return ""
	}
	task := ""
	if c.Trace != nil {
		task = c.Trace.Task
	}
	if rs := []rune(task); len(rs) > 60 {
		task = string(rs[:59]) + "…"
	}
	if task == "" {
		return fmt.Sprintf("trace %d: ", i+1)
	}
	return fmt.Sprintf("trace %d (%q): ", i+1, task)
}

func refusedError(refused, total int, msgs []string, dry bool) string {
	var b strings.Builder
	others := "the others were stored"
	if dry {
		others = "the others are valid"
	}
	if total == 1 {
		b.WriteString("trace refused: ")
	} else {
		fmt.Fprintf(&b, "%d of %d traces refused (%s): ", refused, total, others)
	}
	for i, s := range msgs {
		if i == maxTraceErrors {
			fmt.Fprintf(&b, "; and %d more", len(msgs)-i)
			break
		}
		if i > 0 {
			b.WriteString("; ")
		}
		b.WriteString(s)
	}
	return b.String()
}

// warnings keeps each warning once, in order; list caps them at MaxWarnings.
type warnings struct {
	seen  map[string]bool
	items []string
}

func newWarnings() *warnings { return &warnings{seen: map[string]bool{}} }

func (w *warnings) add(ss ...string) {
	for _, s := range ss {
		if s != "" && !w.seen[s] {
			w.seen[s] = true
			w.items = append(w.items, s)
		}
	}
}

func (w *warnings) list() []string {
	if len(w.items) <= MaxWarnings {
		return append([]string{}, w.items...)
	}
	out := append([]string{}, w.items[:MaxWarnings-1]...)
	return append(out, fmt.Sprintf("… and %d more warnings", len(w.items)-(MaxWarnings-1)))
}

// unit is one thing to read: a file, or a Playwright MCP session folder (dir); err says why
// a path cannot be read at all.
type unit struct {
	path string
	dir  bool
	err  string
}

// collect lists the units under paths in order (see Run) and the files skipped in folder
// walks.
func collect(paths []string) (units []unit, skipped []string) {
	seen := map[string]bool{}
	add := func(u unit) {
		key := u.path
		if abs, err := filepath.Abs(u.path); err == nil {
			key = abs
		}
		if !seen[key] {
			seen[key] = true
			units = append(units, u)
		}
	}
	skipped = []string{}
	for _, p := range paths {
		st, err := os.Stat(p)
		switch {
		case err != nil:
			add(unit{path: p, err: statError(err)})
			continue
		case !st.IsDir():
			add(unit{path: p})
			continue
		case isSession(p):
			add(unit{path: p, dir: true})
			continue
		}
		root := p
		if lst, err := os.Lstat(p); err == nil && lst.Mode()&fs.ModeSymlink != 0 {
			root = p + string(filepath.Separator) // WalkDir reads the folder a link names, given a final separator
		}
		err = filepath.WalkDir(root, func(q string, d fs.DirEntry, err error) error {
			if err != nil {
				add(unit{path: q, err: statError(err)})
				if d != nil && d.IsDir() && q != root {
					return fs.SkipDir
				}
				return nil
			}
			if q == root {
				return nil
			}
			name := d.Name()
			switch {
			case strings.HasPrefix(name, "."), d.IsDir() && name == "node_modules":
				if d.IsDir() {
					return fs.SkipDir
				}
				return nil
			case d.IsDir():
				if isSession(q) {
					add(unit{path: q, dir: true})
					return fs.SkipDir
				}
				return nil
			case d.Type()&fs.ModeSymlink != 0 && linksToFolder(q):
				return nil // not followed, whatever its name
			case !isRecordingName(name):
				skipped = append(skipped, q)
				return nil
			case d.Type()&fs.ModeSymlink != 0:
				st, err := os.Stat(q)
				switch {
				case errors.Is(err, fs.ErrNotExist):
					add(unit{path: q, err: "a link to nothing"})
					return nil
				case err != nil:
					add(unit{path: q, err: statError(err)}) // a loop of links
					return nil
				}
				if !st.Mode().IsRegular() {
					return nil // a link to a socket, a pipe, a device
				}
			case !d.Type().IsRegular():
				return nil // sockets, pipes, devices
			}
			add(unit{path: q})
			return nil
		})
		if err != nil {
			add(unit{path: p, err: statError(err)})
		}
	}
	return units, skipped
}

// linksToFolder reports whether the link p names a folder.
func linksToFolder(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.IsDir()
}

func isRecordingName(name string) bool {
	lower := strings.ToLower(name)
	for _, ext := range RecordingExts {
		if strings.HasSuffix(lower, ext) {
			return true
		}
	}
	return false
}

// isSession reports whether dir is a Playwright MCP session folder (it holds session.md).
func isSession(dir string) bool {
	st, err := os.Stat(filepath.Join(dir, "session.md"))
	return err == nil && st.Mode().IsRegular()
}

// statError says why a path cannot be read, without repeating the path.
func statError(err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return "no such file or folder"
	case errors.Is(err, fs.ErrPermission):
		return "permission denied"
	}
	return err.Error()
}

// readFile reads a regular file of at most MaxFileBytes, its errors without the path.
func readFile(p string) ([]byte, error) {
	data, err := regular.ReadFile(p, MaxFileBytes) // a named pipe is refused, not waited on
	var (
		nr  *regular.NotRegularError
		big *regular.TooLargeError
	)
	switch {
	case errors.As(err, &nr):
		return nil, errors.New(nr.Kind + ", not a regular file")
	case errors.As(err, &big) && big.Size >= 0:
		return nil, fmt.Errorf("%d bytes, over the limit of %d bytes (64 MiB)", big.Size, MaxFileBytes)
	case errors.As(err, &big):
		return nil, fmt.Errorf("over the limit of %d bytes (64 MiB)", MaxFileBytes)
	case err != nil:
		return nil, errors.New(statError(err))
	}
	return data, nil
}

// nativeImporter reads traces already in waymark's own format (SPEC §13): one trace
// object, or an array of them.
type nativeImporter struct{}

func init() { Register(nativeImporter{}) }

func (nativeImporter) Name() string { return "waymark" }

func (nativeImporter) Detect(src Source) bool {
	d := bytes.TrimSpace(src.Data)
	if len(d) == 0 || (d[0] != '{' && d[0] != '[') || !bytes.Contains(d, []byte(`"start_url"`)) {
		return false
	}
	var probe struct {
		Task     *string `json:"task"`
		StartURL *string `json:"start_url"`
		Steps    []struct {
			Action *string `json:"action"`
			URL    *string `json:"url"`
		} `json:"steps"`
	}
	if d[0] == '[' {
		var list []json.RawMessage
		if json.Unmarshal(d, &list) != nil || len(list) == 0 {
			return false
		}
		d = list[0]
	}
	if json.Unmarshal(d, &probe) != nil || probe.Task == nil || probe.StartURL == nil || len(probe.Steps) == 0 {
		return false
	}
	return probe.Steps[0].Action != nil && probe.Steps[0].URL != nil
}

func (nativeImporter) Convert(src Source) ([]Converted, error) {
	d := bytes.TrimSpace(src.Data)
	var items []json.RawMessage
	if len(d) > 0 && d[0] == '[' {
		if err := json.Unmarshal(d, &items); err != nil {
			return nil, fmt.Errorf("waymark: %w", err)
		}
	} else {
		items = []json.RawMessage{d}
	}
	out := make([]Converted, 0, len(items))
	for _, it := range items {
		tr, err := waymark.ParseTrace(it, MaxFileBytes)
		if err != nil {
			if len(items) == 1 {
				return nil, fmt.Errorf("waymark: %w", err)
			}
			out = append(out, Converted{Err: err}) // refused alone; the others go in
			continue
		}
		// Kept as written (no source added): the same trace saved before is a duplicate.
		out = append(out, Converted{Trace: tr, URL: tr.StartURL})
	}
	return out, nil
}
