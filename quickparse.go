package waymark

import (
	"bytes"
	"unicode/utf8"

	segjson "github.com/segmentio/encoding/json"
)

// The schema's limits (schema/trace.schema.json) that quickParse checks in Go, in
// characters (code points) for strings. TestQuickParseLimits reads every limit of the
// schema and checks that quickParse and the schema agree at it.
const (
	maxTask        = 10_000
	maxURL         = 8192
	maxFinalAnswer = 100_000
	maxIndicator   = 2000
	maxSource      = 100
	maxSteps       = 5000
	maxAction      = 64
	maxValue       = 100_000
	maxExtracted   = 1_000_000
	maxStepError   = 100_000
	maxTitle       = 10_000
	maxLocator     = 10_000 // selector, each of selectors, xpath, name, text, label
	maxRole        = 200
	maxSafeInt     = 1<<53 - 1 // the schema's maximum of an integer: 2^53 − 1
)

// quickTrace is what quickParse decodes: a Trace whose outcome says whether the key was
// there, since the schema refuses an empty outcome and Validate fills a missing one.
type quickTrace struct {
	Trace
	Outcome *Outcome `json:"outcome"`
}

// nullToken is the JSON literal the struct decoder reads as "no value" where the schema
// wants a string, a number or an object.
var nullToken = []byte("null")

// quickParse decodes a trace that is plainly valid without the JSON Schema check, which
// decodes the trace a second time into generic values and took about half of ParseTrace's
// time and allocations. data is one JSON object, valid UTF-8, that checkKeys found valid:
// each key once in its object, and no deeper than 10,000 levels, before the decoder
// below, which has no such limit, recurses into it. It returns nil at the least
// doubt: a null anywhere (even inside a string), a value of another type than the field's,
// a key that is not a field's name as written (an unknown key, or one in another case),
// an empty or unknown outcome, a schema limit passed. ParseTrace then takes the schema's
// path, which accepts or refuses the trace and names the fault. Whatever quickParse
// accepts, the schema accepts too and the schema's path decodes to the same trace
// (FuzzQuickParse checks both). Validate has not run on the result.
func quickParse(data []byte) *Trace {
	if bytes.Contains(data, nullToken) {
		return nil
	}
	var q quickTrace
	// Known keys only, as written: the schema's path reads "tArget" as "target" (its decoder
	// folds case) while the schema takes it for an unknown key; such a trace goes there.
	rest, err := segjson.Parse(data, &q, segjson.DontMatchCaseInsensitiveStructFields|segjson.DisallowUnknownFields)
	if err != nil || len(bytes.TrimSpace(rest)) > 0 {
		return nil
	}
	tr := &q.Trace
	if q.Outcome != nil {
		if *q.Outcome != OutcomeSuccess && *q.Outcome != OutcomeFailure {
			return nil
		}
		tr.Outcome = *q.Outcome
	}
	if !fits(tr.Task, 1, maxTask) || !fits(tr.StartURL, 1, maxURL) || !fits(tr.FinalAnswer, 0, maxFinalAnswer) ||
		!fits(tr.SessionID, 0, maxSessionID) || !fits(tr.SuccessIndicator, 0, maxIndicator) || !fits(tr.Source, 0, maxSource) ||
		tr.TaskType != "" && !ValidTaskType(TaskType(tr.TaskType)) || len(tr.Steps) < 1 || len(tr.Steps) > maxSteps {
		return nil
	}
	for i := range tr.Steps {
		if !tr.Steps[i].fitsSchema() {
			return nil
		}
	}
	return tr
}

// fitsSchema reports whether a step keeps the schema's limits (see quickParse).
func (st *Step) fitsSchema() bool {
	if !fits(string(st.Action), 1, maxAction) || !fits(st.URL, 1, maxURL) || !fits(st.Value, 0, maxValue) ||
		!fits(st.Extracted, 0, maxExtracted) || !fits(st.Error, 0, maxStepError) || !fits(st.URLAfter, 0, maxURL) ||
		!fits(st.Title, 0, maxTitle) || st.DurationMS < 0 || st.DurationMS > maxSafeInt {
		return false
	}
	t := st.Target
	if t == nil {
		return true
	}
	if !fits(t.Selector, 0, maxLocator) || !fits(t.XPath, 0, maxLocator) || !fits(t.Role, 0, maxRole) ||
		!fits(t.Name, 0, maxLocator) || !fits(t.Text, 0, maxLocator) || !fits(t.Label, 0, maxLocator) {
		return false
	}
	for _, s := range t.Selectors {
		if !fits(s, 0, maxLocator) {
			return false
		}
	}
	for _, f := range t.Frame {
		if f < 0 || f > maxSafeInt {
			return false
		}
	}
	return true
}

// fits reports whether s has between min and max characters (code points), as the
// schema's minLength and maxLength count them.
func fits(s string, min, max int) bool {
	// A string of n bytes has at most n code points, and at least one when n ≥ 1.
	if len(s) <= max && (min == 0 || min == 1 && len(s) > 0) {
		return true
	}
	n := utf8.RuneCountInString(s)
	return n >= min && n <= max
}
