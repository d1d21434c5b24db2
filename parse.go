package waymark

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"github.com/santhosh-tekuri/jsonschema/v6/kind"
	"golang.org/x/text/language"
	"golang.org/x/text/message"

	"github.com/waymark-dev/waymark/internal/jsonkeys"
	"github.com/waymark-dev/waymark/internal/jsonkind"
	"github.com/waymark-dev/waymark/internal/urlpattern"
)

// TraceSchema is the JSON Schema (draft 2020-12) of waymark's trace format (SPEC §13).
//
//go:embed schema/trace.schema.json
var TraceSchema []byte

var (
	schemaOnce sync.Once
	schemaC    *jsonschema.Schema
	schemaErr  error
)

func traceSchema() (*jsonschema.Schema, error) {
	schemaOnce.Do(func() {
		doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(TraceSchema))
		if err != nil {
			schemaErr = fmt.Errorf("trace schema: %w", err)
			return
		}
		c := jsonschema.NewCompiler()
		if err := c.AddResource("trace.schema.json", doc); err != nil {
			schemaErr = fmt.Errorf("trace schema: %w", err)
			return
		}
		schemaC, schemaErr = c.Compile("trace.schema.json")
	})
	return schemaC, schemaErr
}

// utf8BOM is the byte order mark some editors put at the start of a UTF-8 file.
var utf8BOM = []byte("\xef\xbb\xbf")

// ParseTrace reads one trace in waymark's format (SPEC §13) from data: a JSON object, or a
// JSON string holding one. It refuses input over max bytes (max ≤ 0: [DefaultMaxTraceBytes]),
// invalid UTF-8, malformed JSON, anything the trace schema refuses, unknown outcomes and
// URLs other than http(s). Every error is an *[InputError] wrapping [ErrInvalidTrace] whose
// Field names the JSON path at fault: the field ("steps[2].url"), or the object a required
// field is missing from ("steps[1]" for a step without its url, "" for the trace itself,
// the message naming the field). Unknown fields are ignored. The
// returned trace has Outcome set (default success) and unknown actions kept as written. A
// leading UTF-8 byte order mark is ignored.
//
// An error that quotes the trace masks what a save of it would mask, the values typed into
// its password fields included, besides the secrets MaskSecrets finds by their shape.
func ParseTrace(data []byte, max int) (*Trace, error) {
	if max <= 0 {
		max = DefaultMaxTraceBytes
	}
	tr, err := parseTrace(data, max)
	if err != nil && len(data) <= max {
		err = maskTyped(err, data)
	}
	return tr, err
}

// maskTyped masks in the message of e, an *InputError about the trace data (at most the
// size limit), the secrets a save of data would learn (redactTrace) from what it can
// decode. Other errors, and data that holds no JSON object, come back as they are.
func maskTyped(e error, data []byte) error {
	if _, ok := errors.AsType[*InputError](e); !ok {
		return e
	}
	var tr Trace
	if json.Unmarshal(unwrapString(data), &tr) != nil && len(tr.Steps) == 0 && tr.Task == "" {
		return e
	}
	red := newRedactor()
	redactTrace(red, &tr)
	return maskWith(red, e)
}

// unwrapString returns the JSON object a JSON string holds, or data.
func unwrapString(data []byte) []byte {
	data = bytes.TrimSpace(bytes.TrimPrefix(data, utf8BOM))
	var inner string
	if len(data) > 0 && data[0] == '"' && json.Unmarshal(data, &inner) == nil {
		return []byte(inner)
	}
	return data
}

// parseTrace is ParseTrace without the masking of its errors; max > 0.
func parseTrace(data []byte, max int) (*Trace, error) {
	if len(data) > max {
		return nil, badTrace("", fmt.Sprintf("trace is %d bytes, over the limit of %d bytes", len(data), max))
	}
	if !utf8.Valid(data) {
		return nil, badTrace("", "trace is not valid UTF-8")
	}
	data = bytes.TrimSpace(bytes.TrimPrefix(data, utf8BOM)) // editors on Windows write a BOM
	if len(data) == 0 {
		return nil, badTrace("", "trace is empty")
	}
	if data[0] == '"' { // a JSON-encoded string holding the trace
		var inner string
		if err := json.Unmarshal(data, &inner); err != nil {
			return nil, badTrace("", "trace string: "+jsonErr(err, data))
		}
		data = bytes.TrimSpace([]byte(inner))
		if len(data) > 0 && data[0] == '"' {
			return nil, badTrace("", "trace is a string nested in a string")
		}
		if len(data) > 0 && data[0] != '{' {
			// "hello": a JSON string, whose text holds no trace
			return nil, badTrace("", "trace must be a JSON object (or a JSON string of one), got a JSON string holding "+
				strings.TrimPrefix(notObject(data), "got "))
		}
		return parseTrace(data, max)
	}
	if data[0] != '{' {
		return nil, badTrace("", "trace must be a JSON object, "+notObject(data))
	}
	valid, err := checkKeys(data)
	if err != nil {
		return nil, err
	}
	var tr *Trace
	if valid {
		tr = quickParse(data)
	}
	if tr == nil {
		var err error
		if tr, err = schemaParse(data); err != nil {
			return nil, err
		}
	}
	if err := tr.Validate(); err != nil {
		return nil, err
	}
	return tr, nil
}

// checkKeys reads data, one JSON value, as encoding/json would, but refuses a key given
// twice in one object (internal/jsonkeys: {"task":"a","task":"b"}) with an *InputError
// wrapping ErrInvalidTrace whose Field is the object's JSON path ("steps[1]", "" for the
// top level) and whose message names the key. valid reports whether data is JSON in all
// else (nesting deeper than 10,000 levels is not); an error other than a repeated key is
// left to the decoders that follow, which name it.
func checkKeys(data []byte) (valid bool, err error) {
	valid, path, key := jsonkeys.Repeated(data)
	if key != "" {
		return false, badTrace(jsonPath(path), fmt.Sprintf("key %q given twice", clip(key, 80)))
	}
	return valid, nil
}

// checkAllKeys is checkKeys, checkFolded and keyCase (against t, the Go type data is read
// into) for a value read outside a trace (a step, a list of steps, a target); a value that
// is no JSON is left to the decoder that follows.
func checkAllKeys(data []byte, t reflect.Type) error {
	if _, err := checkKeys(data); err != nil {
		return err
	}
	var v any
	if json.Unmarshal(data, &v) != nil {
		return nil
	}
	if err := checkFolded(v); err != nil {
		return err
	}
	return keyCase(v, t)
}

// within returns err, an *InputError of checkKeys about a value that sits at field of
// a larger input, as an *InputError wrapping ErrInvalidInput with the field joined:
// "step" and "target" give "step.target".
func within(field string, err error) error {
	var ie *InputError
	if !errors.As(err, &ie) {
		return err
	}
	if ie.Field != "" {
		if !strings.HasPrefix(ie.Field, "[") {
			field += "."
		}
		field += ie.Field
	}
	return badInput(field, ie.Msg)
}

// checkFolded refuses, as an *InputError wrapping ErrInvalidTrace whose Field is the
// object's JSON path, two keys of one object in v (a decoded JSON value) that differ only
// in letter case ("task" and "Task", or "taſk" with a long s): encoding/json reads either
// as the field "task", the last one winning, while a reader of the file sees the first.
func checkFolded(v any) error {
	var walk func(v any, path []string) error
	walk = func(v any, path []string) error {
		switch v := v.(type) {
		case map[string]any:
			keys := slices.Sorted(maps.Keys(v))
			seen := make(map[string]string, len(keys))
			for _, k := range keys {
				f := foldKey(k)
				if first, ok := seen[f]; ok {
					return badTrace(jsonPath(path), fmt.Sprintf("keys %q and %q differ only in letter case (keys are case-sensitive): keep one", clip(first, 80), clip(k, 80)))
				}
				seen[f] = k
			}
			for _, k := range keys {
				if err := walk(v[k], append(path, k)); err != nil {
					return err
				}
			}
		case []any:
			for i, e := range v {
				if err := walk(e, append(path, strconv.Itoa(i))); err != nil {
					return err
				}
			}
		}
		return nil
	}
	return walk(v, nil)
}

// foldKey returns s with every rune replaced by the least rune of its Unicode simple case
// folding orbit: strings equal under strings.EqualFold (and encoding/json's key matching)
// give the same key.
func foldKey(s string) string {
	return strings.Map(func(r rune) rune {
		least := r
		for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
			least = min(least, f)
		}
		return least
	}, s)
}

// schemaParse decodes a trace, one JSON object, after the JSON Schema check: the path of
// every trace that quickParse leaves, and of the errors that name their field. Validate
// has not run on the result.
func schemaParse(data []byte) (*Trace, error) {
	inst, err := jsonschema.UnmarshalJSON(bytes.NewReader(data))
	if err != nil {
		return nil, badTrace("", jsonErr(err, data))
	}
	if err := checkFolded(inst); err != nil {
		return nil, err
	}
	if err := keyCase(inst, reflect.TypeFor[Trace]()); err != nil {
		return nil, err
	}
	sch, err := traceSchema()
	if err != nil {
		return nil, err
	}
	if err := sch.Validate(inst); err != nil {
		var ve *jsonschema.ValidationError
		if errors.As(err, &ve) {
			return nil, schemaError(ve, inst)
		}
		return nil, badTrace("", err.Error())
	}
	var tr Trace
	if err := json.Unmarshal(data, &tr); err != nil {
		return nil, badTrace("", jsonErr(err, data))
	}
	return &tr, nil
}

// Validate checks what the schema cannot: URLs (http or https only, SPEC §13; a step on a
// page of the browser itself, about:blank or chrome://newtab, is placed on the page before
// it: placeBrowserPages), the outcome and the task type, and fills the default outcome.
// Every step's action is read by CanonicalAction ("type" is a fill). Errors are *[InputError] wrapping
// [ErrInvalidTrace].
func (tr *Trace) Validate() error {
	if strings.TrimSpace(tr.Task) == "" {
		return badTrace("task", "required")
	}
	switch tr.Outcome {
	case "":
		tr.Outcome = OutcomeSuccess
	case OutcomeSuccess, OutcomeFailure:
	default:
		return badTrace("outcome", fmt.Sprintf("unknown outcome %q (success or failure)", tr.Outcome))
	}
	if tr.TaskType != "" && !ValidTaskType(TaskType(tr.TaskType)) {
		return badTrace("task_type", unknownTaskType(TaskType(tr.TaskType)))
	}
	if _, err := urlpattern.Parse(tr.StartURL); err != nil {
		return badTrace("start_url", err.Error())
	}
	if len(tr.Steps) == 0 {
		return badTrace("steps", "at least one step is required")
	}
	tr.placeBrowserPages()
	for i := range tr.Steps {
		st := &tr.Steps[i]
		f := "steps[" + strconv.Itoa(i) + "]"
		if strings.TrimSpace(string(st.Action)) == "" {
			return badTrace(f+".action", "required")
		}
		st.Action = CanonicalAction(st.Action)
		if _, err := urlpattern.Parse(st.URL); err != nil {
			return badTrace(f+".url", err.Error())
		}
		if st.URLAfter != "" {
			if _, err := urlpattern.Parse(st.URLAfter); err != nil {
				return badTrace(f+".url_after", err.Error())
			}
		}
		if st.DurationMS < 0 {
			return badTrace(f+".duration_ms", "must be ≥ 0")
		}
	}
	return nil
}

// browserPage reports whether u is a page of the browser itself, where an agent's run
// begins or a new tab opens: about:blank, about:newtab, chrome://newtab/, edge://…
func browserPage(u string) bool {
	scheme, _, ok := strings.Cut(u, ":")
	if !ok {
		return false
	}
	switch strings.ToLower(scheme) {
	case "about", "chrome", "chrome-search", "edge", "brave", "opera", "vivaldi":
		return true
	}
	return false
}

// placeBrowserPages gives a step recorded on a page of the browser itself (browserPage)
// the page of the step before it, else the trace's start URL, and drops such a page from a
// step's url_after: no route runs there, and the steps around it are the site's.
func (tr *Trace) placeBrowserPages() {
	last := tr.StartURL
	for i := range tr.Steps {
		st := &tr.Steps[i]
		if browserPage(st.URL) {
			st.URL = last
		}
		if browserPage(st.URLAfter) {
			st.URLAfter = ""
		}
		last = st.URL
		if st.URLAfter != "" {
			last = st.URLAfter
		}
	}
}

// schemaError turns the deepest schema violation into an InputError naming its JSON path;
// inst is the instance validated. A missing field that is there in other letter case
// ("Action") is named as written, since keys are case-sensitive.
func schemaError(ve *jsonschema.ValidationError, inst any) error {
	leaf := ve
	for len(leaf.Causes) > 0 {
		leaf = leaf.Causes[0]
	}
	p := message.NewPrinter(language.English)
	field := jsonPath(leaf.InstanceLocation)
	msg := leaf.ErrorKind.LocalizedString(p)
	if req, ok := leaf.ErrorKind.(*kind.Required); ok {
		msg = strings.Replace(msg, "missing properties", "missing required field", 1)
		obj, _ := instanceAt(inst, leaf.InstanceLocation).(map[string]any)
		keys := slices.Sorted(maps.Keys(obj))
		for _, want := range req.Missing {
			for _, k := range keys {
				if k != want && strings.EqualFold(k, want) {
					msg += fmt.Sprintf("; keys are case-sensitive: write %q, not %q", want, k)
				}
			}
		}
	}
	return badTrace(field, msg)
}

// instanceAt is the value of inst (a decoded JSON instance) at loc, nil when there is none.
func instanceAt(inst any, loc []string) any {
	for _, tok := range loc {
		switch v := inst.(type) {
		case map[string]any:
			inst = v[tok]
		case []any:
			i, err := strconv.Atoi(tok)
			if err != nil || i < 0 || i >= len(v) {
				return nil
			}
			inst = v[i]
		default:
			return nil
		}
	}
	return inst
}

// jsonPath renders an instance location as steps[2].target.role.
func jsonPath(loc []string) string {
	var b strings.Builder
	for _, tok := range loc {
		if _, err := strconv.Atoi(tok); err == nil {
			b.WriteString("[" + tok + "]")
			continue
		}
		if b.Len() > 0 {
			b.WriteByte('.')
		}
		b.WriteString(tok)
	}
	return b.String()
}

// jsonErr describes a JSON syntax error with its byte offset.

func jsonErr(err error, data []byte) string {
	var se *json.SyntaxError
	if errors.As(err, &se) {
		return fmt.Sprintf("malformed JSON at byte %d: %v", se.Offset, se)
	}
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) {
		want := jsonkind.Of(te.Type)
		if te.Field == "" {
			return fmt.Sprintf("expected %s, got JSON %s", want, te.Value)
		}
		return fmt.Sprintf("%s: expected %s, got JSON %s", te.Field, want, te.Value)
	}
	if strings.Contains(err.Error(), "unexpected EOF") {
		return fmt.Sprintf("truncated JSON (ends after %d bytes)", len(data))
	}
	return "malformed JSON: " + err.Error()
}

// notObject says what data, a trace that does not begin with "{", is instead: "got a JSON
// array" (a number, true, false, null), or, when it is no JSON at all, "got text that is
// not JSON, beginning "hello"" (its first 20 characters, control characters escaped).
func notObject(data []byte) string {
	var v any
	if json.Unmarshal(data, &v) == nil {
		switch v.(type) {
		case []any:
			return "got a JSON array"
		case float64:
			return "got a JSON number"
		case bool:
			return "got true or false"
		case nil:
			return "got null"
		}
	}
	head := []rune(string(data))
	if len(head) > 20 {
		head = head[:20]
	}
	return fmt.Sprintf("got text that is not JSON, beginning %s", strconv.Quote(string(head)))
}
