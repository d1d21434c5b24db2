// Package ingest turns recordings written by browser agents and recorders (Browser-Use,
// Chrome DevTools Recorder, Selenium IDE, Playwright MCP, workflow-use, Stagehand, Mind2Web)
// into waymark traces (SPEC §13), one [Importer] per format, and saves them into a
// [waymark.Memory].
//
// An importer only converts: it reads bytes and returns traces in waymark's format. It keeps
// no screenshot or other blob (a hash or a path at most), and leaves redaction to
// waymark.Memory.Save, which redacts every text of a trace before anything is written
// (SPEC §8).
package ingest

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"sort"
	"strings"

	"github.com/waymark-dev/waymark"
)

// doubleClick is the value of the step a double-click becomes: an action outside the trace
// format ("other"), not a click that a route would merge with the click before it.
const doubleClick = "double click"

// ErrUnknownFormat: no importer recognises the input. The error text lists the known formats.
var ErrUnknownFormat = errors.New("unknown recording format")

// MaxFileBytes is the largest file an importer reads (64 MiB: Browser-Use histories carry
// base64 screenshots).
const MaxFileBytes = 64 << 20

// Source is one recording to convert: a file (Path and Data), or a folder unit such as a
// Playwright MCP session (Path is the folder, Dir reads inside it, Data is nil).
type Source struct {
	Path string
	Data []byte
	Dir  fs.FS
}

// Converted is one trace converted from a source, with what the importer noticed.
// URL is the page the trace is saved under (its start URL). Outcome may be empty (success).
type Converted struct {
	Trace    *waymark.Trace
	URL      string
	Warnings []string
	// Blobs counts screenshots and other binary payloads dropped during conversion.
	Blobs int
	// Err, when set, refuses this one trace of the recording (Trace is then nil); the
	// others still go in. Use a *waymark.InputError that names the field at fault.
	Err error `json:"-"`
}

// Importer converts one format. Name is the format's name on the command line
// ("browser-use", "chrome-recorder", …). Detect says whether src looks like this format (it
// must be cheap and must not fail). Convert returns one or more traces, or an error naming
// what is wrong with the input; it must never panic on any input.
type Importer interface {
	Name() string
	Detect(src Source) bool
	Convert(src Source) ([]Converted, error)
}

var registry []Importer

// Register adds an importer; it panics on a duplicate name (a programmer's error). Importers
// register themselves in init functions of this package.
func Register(im Importer) {
	for _, x := range registry {
		if x.Name() == im.Name() {
			panic("ingest: importer " + im.Name() + " registered twice")
		}
	}
	registry = append(registry, im)
	sort.SliceStable(registry, func(i, j int) bool { return registry[i].Name() < registry[j].Name() })
}

// Formats returns the registered importers, sorted by name.
func Formats() []Importer { return append([]Importer(nil), registry...) }

// FormatNames lists the names of the registered formats, sorted.
func FormatNames() []string {
	out := make([]string, len(registry))
	for i, im := range registry {
		out[i] = im.Name()
	}
	return out
}

// Lookup returns the importer called name, or an error listing the known formats.
func Lookup(name string) (Importer, error) {
	for _, im := range registry {
		if im.Name() == name {
			return im, nil
		}
	}
	return nil, unknown()
}

// Detect returns the first importer whose Detect accepts src, or an error wrapping
// [ErrUnknownFormat] that lists the known formats.
func Detect(src Source) (Importer, error) {
	for _, im := range registry {
		if im.Detect(src) {
			return im, nil
		}
	}
	what := describe(src)
	if what == "" {
		what = nearest(src)
	}
	return nil, &formatError{known: FormatNames(), what: what}
}

// nearMiss is an importer that can say why a source that almost has its format is not
// read: a Chrome Recorder flow with a step type the recorder does not write, say.
type nearMiss interface {
	// Near returns that reason ("" when src is not near the format); it must be cheap on
	// a source that is not, and must not fail.
	Near(src Source) string
}

// nearest returns the first registered importer's near-miss reason for src, or "".
func nearest(src Source) string {
	for _, im := range registry {
		if n, ok := im.(nearMiss); ok {
			if why := n.Near(src); why != "" {
				return why
			}
		}
	}
	return ""
}

func unknown() error {
	return &formatError{known: FormatNames()}
}

// describe says what a file no importer recognised holds when that explains it: nothing, no
// JSON (with the parser's reason: a syntax error and its offset, nesting too deep) or an
// empty list. "" otherwise, and for a folder.
func describe(src Source) string {
	if src.Dir != nil {
		return ""
	}
	data := trimJSON(src.Data)
	if len(data) == 0 {
		return "the file is empty"
	}
	var v any
	if err := json.Unmarshal(data, &v); err != nil {
		var se *json.SyntaxError
		switch {
		case errors.As(err, &se) && strings.Contains(se.Error(), "exceeded max depth"):
			return fmt.Sprintf("JSON nested too deeply (at byte %d; encoding/json stops at 10,000 levels)", se.Offset)
		case errors.As(err, &se):
			return fmt.Sprintf("not JSON (at byte %d): %v", se.Offset, se)
		}
		return "not JSON: " + err.Error()
	}
	if a, ok := v.([]any); ok && len(a) == 0 {
		return "an empty list: no recording in it"
	}
	return ""
}

type formatError struct {
	known []string
	what  string // what the input holds, when that explains the failure
}

func (e *formatError) Error() string {
	msg := ErrUnknownFormat.Error()
	if e.what != "" {
		msg += ": " + e.what
	}
	return msg + " (known formats: " + strings.Join(e.known, ", ") + ")"
}

func (e *formatError) Unwrap() error { return ErrUnknownFormat }
