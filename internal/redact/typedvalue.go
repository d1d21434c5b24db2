package redact

// A form's field described as data rather than as HTML: a JSON object of a DOM snapshot or
// a recorder's export ({"type": "password", "value": "X"}), or a YAML mapping of a test's
// fixture ("type: password" and "value: X" in one block). The value of a field whose type
// is password is one, whatever its shape (SPEC §8); htmlPasswordPass reads the same in an
// <input> element.

import (
	"regexp"
	"strings"
)

var (
	// jsonPasswordType matches a JSON member saying a field's type is password.
	jsonPasswordType = regexp.MustCompile(`(?i)"type"\s*:\s*"password"`)
	// jsonValue matches a JSON member named value with a string, its opening quote last.
	jsonValue = regexp.MustCompile(`"value"\s*:\s*"`)
	// yamlPasswordType matches a YAML line saying a field's type is password ("type:
	// password", "- type: 'password'").
	yamlPasswordType = regexp.MustCompile(`(?im)^[ \t]*(?:-[ \t]+)?type:[ \t]*["']?password["']?[ \t]*\r?$`)
	// yamlValue matches a YAML line of the key value, group 1 its indentation, group 2 the
	// value (quotes kept).
	yamlValue = regexp.MustCompile(`(?m)^([ \t]*(?:-[ \t]+)?)value:[ \t]*(\S[^\r\n]*?)[ \t]*\r?$`)
)

// objectSpan is how far either side of a password type typedValuePass looks for the
// object's bounds and its value, in bytes.
const objectSpan = 512

// typedValuePass masks the value of a field described as a JSON object or a YAML mapping
// whose type is password: the "value" member of the same object (between the nearest "{"
// before and "}" after, no other brace between), or the "value:" line of the same block
// (the lines of the same indentation around "type: password", up to a blank line).
func (r *Redactor) typedValuePass(s string) []seg {
	if len(s) < 20 || !strings.Contains(asciiLower(s), "password") || !strings.Contains(s, "value") {
		return nil
	}
	var spans []span
	for _, m := range jsonPasswordType.FindAllStringIndex(s, -1) {
		if i, j, ok := objectValue(s, m[0], m[1]); ok {
			spans = append(spans, span{i, j, Password})
		}
	}
	for _, m := range yamlPasswordType.FindAllStringIndex(s, -1) {
		if i, j, ok := blockTypedValue(s, m[0], m[1]); ok {
			spans = append(spans, span{i, j, Password})
		}
	}
	return r.maskSpans(s, spans)
}

// objectValue returns the bounds of the string value of the "value" member in the JSON
// object around s[i:j]; ok is false when there is none or the object is out of reach.
func objectValue(s string, i, j int) (int, int, bool) {
	w := max(0, i-objectSpan)
	open := strings.LastIndexAny(s[w:i], "{}")
	if open < 0 || s[w+open] != '{' {
		return 0, 0, false
	}
	open += w
	e := min(len(s), j+objectSpan)
	end := strings.IndexAny(s[j:e], "{}")
	if end < 0 || s[j+end] != '}' {
		return 0, 0, false
	}
	end += j
	m := jsonValue.FindStringIndex(s[open:end])
	if m == nil {
		return 0, 0, false
	}
	at := open + m[1]
	k := quotedEnd(s, at, '"')
	if k <= at || k > end || IsPlaceholder(s[at:k]) || kindWord(s[at:k]) {
		return 0, 0, false
	}
	return at, k, true
}

// blockTypedValue returns the bounds of the value of the "value:" line in the YAML block
// around the line s[i:j] ("type: password"): the lines next to it whose keys begin at the
// same column, up to 8 either way, stopping at a blank line, at a line of another
// indentation and at a list's next item ("- …"). The value's quotes are left out.
func blockTypedValue(s string, i, j int) (int, int, bool) {
	col, item := keyColumn(s[i:j])
	from, to := i, j
	for n := 0; n < 8 && from > 0 && !item; n++ {
		prev := strings.LastIndexByte(s[:from-1], '\n') + 1
		c, first := keyColumn(s[prev : from-1])
		if c != col {
			break
		}
		from = prev
		if first {
			break // the item's first line
		}
	}
	for n := 0; n < 8 && to < len(s); n++ {
		end := lineEnd(s, to+1)
		if c, first := keyColumn(s[to+1 : end]); c != col || first {
			break
		}
		to = end
	}
	for _, m := range yamlValue.FindAllStringSubmatchIndex(s[from:to], -1) {
		if c, _ := keyColumn(s[from+m[0] : from+m[1]]); c != col {
			continue
		}
		a, b := from+m[4], from+m[5]
		if b-a >= 2 && (s[a] == '"' || s[a] == '\'') && s[b-1] == s[a] {
			a, b = a+1, b-1
		}
		if v := s[a:b]; v == "" || IsPlaceholder(v) || kindWord(v) || codeExpr(v) {
			return 0, 0, false
		}
		return a, b, true
	}
	return 0, 0, false
}

// keyColumn returns the column at which a YAML line's key begins, after its indentation
// and a list item's "- ", and whether the line begins an item; -1 for a blank line.
func keyColumn(line string) (int, bool) {
	line = strings.TrimRight(line, "\r")
	t := strings.TrimLeft(line, " \t")
	if t == "" {
		return -1, false
	}
	if strings.HasPrefix(t, "- ") {
		u := strings.TrimLeft(t[2:], " \t")
		return len(line) - len(u), true
	}
	return len(line) - len(t), false
}
