package sitefile

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/goccy/go-yaml"
	"github.com/goccy/go-yaml/token"

	"github.com/waymark-dev/waymark/internal/invisible"
)

// This file builds the YAML value trees that Encode and EncodeIndex write, converting record
// bodies from JSON, and makes sure every string survives the trip. The YAML library picks
// plain, quoted or literal style by itself, and some strings do not come back as they went
// in (".inf", a tab, trailing spaces in a literal block at some depths). So every encoding
// is decoded again and compared with its tree; a string that changed is written
// double-quoted with JSON escapes (which YAML reads the same way) and the tree encoded again.

// quoted is a string written as a double-quoted YAML scalar.
type quoted string

// MarshalYAML writes q with JSON string escapes, a subset of YAML's double-quoted escapes.
func (q quoted) MarshalYAML() ([]byte, error) {
	var buf bytes.Buffer
	writeString(&buf, string(q))
	return buf.Bytes(), nil
}

// number is a float written as a YAML float: the JSON spelling, with ".0" added to a bare
// exponent mantissa ("1e-07" → "1.0e-07") so that the YAML library reads a float back, not a
// string.
type number string

// MarshalYAML writes n as it is.
func (n number) MarshalYAML() ([]byte, error) { return []byte(n), nil }

// encoder builds value trees; force names the paths of strings to write quoted, and all
// quotes every string (the fallback when an encoding does not even decode).
type encoder struct {
	force map[string]bool
	all   bool
}

// encodeVerified marshals the tree built by build, decodes the result and compares it with
// the tree; strings that changed are quoted and the tree built again (at most a few rounds).
func encodeVerified(build func(e *encoder) (any, error)) ([]byte, error) {
	e := &encoder{force: map[string]bool{}}
	for range 4 {
		tree, err := build(e)
		if err != nil {
			return nil, err
		}
		out, err := yaml.MarshalWithOptions(tree, encodeOptions...)
		if err != nil {
			return nil, err
		}
		out = escapeHidden(out)
		var back any
		if err := yaml.UnmarshalWithOptions(out, &back, yaml.UseOrderedMap()); err != nil {
			e.all = true
			continue
		}
		bad, err := compareTree(tree, back, "")
		if err != nil {
			return nil, err
		}
		if len(bad) == 0 {
			return out, nil
		}
		for _, p := range bad {
			e.force[p] = true
		}
	}
	return nil, errors.New("the YAML library does not read back what it wrote")
}

// escapeHidden writes each rune of out that shows nothing (invisible.Is: the library
// writes a variation selector or a combining grapheme joiner raw) as YAML's \uXXXX or
// \UXXXXXXXX, so that the file, and a diff of it, shows every rune it holds. A string
// holding such a rune is written double-quoted (printable), where YAML reads the escape;
// encodeVerified's check reads the result back.
func escapeHidden(out []byte) []byte {
	if bytes.IndexFunc(out, invisible.Is) < 0 {
		return out
	}
	var buf bytes.Buffer
	buf.Grow(len(out) + 64)
	for len(out) > 0 {
		r, size := utf8.DecodeRune(out)
		switch {
		case !invisible.Is(r):
			buf.Write(out[:size])
		case r <= 0xffff:
			fmt.Fprintf(&buf, `\u%04X`, r)
		default:
			fmt.Fprintf(&buf, `\U%08X`, r)
		}
		out = out[size:]
	}
	return buf.Bytes()
}

// text returns s as the value to write at path.
func (e *encoder) text(s, path string) any {
	if e.all || e.force[path] || !printable(s) {
		return quoted(s)
	}
	return s
}

// printable reports whether s holds only printable characters and newlines, none of them
// invisible (invisible.Is: a variation selector prints as nothing): the YAML library writes
// other characters raw, some (tabs) do not come back, and a git diff of the file would not
// show them.
func printable(s string) bool {
	for _, r := range s {
		if r != '\n' && (!unicode.IsPrint(r) || invisible.Is(r)) {
			return false
		}
	}
	return true
}

// compareTree compares a value tree with what decoding its encoding gave. It returns the
// paths of plain strings that changed; any other difference is an error.
func compareTree(want, got any, path string) ([]string, error) {
	mismatch := func() ([]string, error) {
		return nil, fmt.Errorf("%s: wrote %v, read back %v", path, want, got)
	}
	switch w := want.(type) {
	case string:
		if g, ok := got.(string); !ok || g != w {
			return []string{path}, nil
		}
	case quoted:
		if g, ok := got.(string); !ok || g != string(w) {
			return mismatch()
		}
	case number:
		f, err := strconv.ParseFloat(string(w), 64)
		if g, ok := got.(float64); err != nil || !ok || g != f {
			return mismatch()
		}
	case int, int64, uint64:
		if fmt.Sprint(w) != fmt.Sprint(got) {
			return mismatch()
		}
		switch got.(type) {
		case int, int64, uint64:
		default:
			return mismatch()
		}
	case bool:
		if g, ok := got.(bool); !ok || g != w {
			return mismatch()
		}
	case nil:
		if got != nil {
			return mismatch()
		}
	case time.Time:
		g, ok := got.(time.Time)
		if s, isString := got.(string); isString {
			var err error
			g, err = time.Parse(time.RFC3339Nano, s)
			ok = err == nil
		}
		if !ok || !g.Equal(w) {
			return mismatch()
		}
	case yaml.MapSlice:
		g, ok := got.(yaml.MapSlice)
		if !ok || len(g) != len(w) {
			return mismatch()
		}
		var bad []string
		for i, it := range w {
			if g[i].Key != it.Key {
				return mismatch()
			}
			sub := it.Key.(string)
			if path != "" {
				sub = path + "." + sub
			}
			b, err := compareTree(it.Value, g[i].Value, sub)
			if err != nil {
				return nil, err
			}
			bad = append(bad, b...)
		}
		return bad, nil
	case []any:
		g, ok := got.([]any)
		if !ok || len(g) != len(w) {
			return mismatch()
		}
		var bad []string
		for i := range w {
			b, err := compareTree(w[i], g[i], fmt.Sprintf("%s[%d]", path, i))
			if err != nil {
				return nil, err
			}
			bad = append(bad, b...)
		}
		return bad, nil
	default:
		return nil, fmt.Errorf("%s: cannot write a value of type %T", path, want)
	}
	return nil, nil
}

// body converts a JSON object into a value tree keeping its key order.
func (e *encoder) body(raw json.RawMessage, path string) (any, error) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	tok, err := dec.Token()
	if err != nil {
		return nil, fmt.Errorf("body: %w", err)
	}
	if tok != json.Delim('{') {
		return nil, errors.New("body: not a JSON object")
	}
	v, err := e.readJSON(dec, tok, path)
	if err != nil {
		return nil, fmt.Errorf("body: %w", err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, errors.New("body: data after the JSON object")
	}
	return v, nil
}

// readJSON reads the value that starts with tok.
func (e *encoder) readJSON(dec *json.Decoder, tok json.Token, path string) (any, error) {
	switch t := tok.(type) {
	case json.Delim:
		switch t {
		case '{':
			obj := yaml.MapSlice{}
			seen := make(map[string]bool)
			for dec.More() {
				kt, err := dec.Token()
				if err != nil {
					return nil, err
				}
				k := kt.(string) // the decoder guarantees a string key here
				if seen[k] {
					return nil, fmt.Errorf("duplicate key %q", k)
				}
				seen[k] = true
				if !plainKey(k) {
					return nil, fmt.Errorf("key %q cannot be written as a YAML key", k)
				}
				v, err := e.nextJSON(dec, path+"."+k)
				if err != nil {
					return nil, err
				}
				obj = append(obj, yaml.MapItem{Key: k, Value: v})
			}
			_, err := dec.Token() // '}'
			return obj, err
		case '[':
			arr := []any{}
			for i := 0; dec.More(); i++ {
				v, err := e.nextJSON(dec, fmt.Sprintf("%s[%d]", path, i))
				if err != nil {
					return nil, err
				}
				arr = append(arr, v)
			}
			_, err := dec.Token() // ']'
			return arr, err
		}
	case string:
		return e.text(t, path), nil
	case json.Number:
		return numberValue(t)
	case bool, nil:
		return t, nil
	}
	return nil, fmt.Errorf("unexpected JSON token %v", tok)
}

func (e *encoder) nextJSON(dec *json.Decoder, path string) (any, error) {
	tok, err := dec.Token()
	if err != nil {
		return nil, err
	}
	return e.readJSON(dec, tok, path)
}

// plainKey reports whether k is written and read back as the same plain mapping key:
// a letter or underscore, then letters, digits, '_' or '-' (JSON field names of bodies), and
// not a word YAML reads as something else.
func plainKey(k string) bool {
	if k == "" {
		return false
	}
	for i, r := range k {
		ok := r == '_' || (r < unicode.MaxASCII && unicode.IsLetter(r)) ||
			(i > 0 && (r == '-' || (r >= '0' && r <= '9')))
		if !ok {
			return false
		}
	}
	switch strings.ToLower(k) {
	case "true", "false", "null", "yes", "no", "on", "off", "y", "n":
		return false
	}
	return true
}

// numberValue converts a JSON number: integers that fit 64 bits stay integers, everything
// else becomes a float.
func numberValue(n json.Number) (any, error) {
	s := n.String()
	if !strings.ContainsAny(s, ".eE") {
		if i, err := strconv.ParseInt(s, 10, 64); err == nil {
			return i, nil
		}
		if u, err := strconv.ParseUint(s, 10, 64); err == nil {
			return u, nil
		}
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil {
		return nil, fmt.Errorf("number %s: %w", s, err)
	}
	return floatValue(f)
}

func floatValue(f float64) (number, error) {
	b, err := json.Marshal(f)
	if err != nil {
		return "", err
	}
	s := string(b)
	if i := strings.IndexAny(s, "eE"); i >= 0 && !strings.Contains(s[:i], ".") {
		s = s[:i] + ".0" + s[i:]
	}
	return number(s), nil
}

// writeJSON writes a decoded YAML value as compact JSON; path names v in errors.
func writeJSON(buf *bytes.Buffer, v any, path string) error {
	switch v := v.(type) {
	case yaml.MapSlice:
		buf.WriteByte('{')
		for i, it := range v {
			k, ok := it.Key.(string)
			if !ok {
				return fmt.Errorf("%s: mapping key %v is %s, want a string", path, it.Key, typeName(it.Key))
			}
			if i > 0 {
				buf.WriteByte(',')
			}
			writeString(buf, k)
			buf.WriteByte(':')
			if err := writeJSON(buf, it.Value, path+"."+k); err != nil {
				return err
			}
		}
		buf.WriteByte('}')
	case map[string]any:
		keys := make([]string, 0, len(v))
		for k := range v {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		ms := make(yaml.MapSlice, 0, len(v))
		for _, k := range keys {
			ms = append(ms, yaml.MapItem{Key: k, Value: v[k]})
		}
		return writeJSON(buf, ms, path)
	case []any:
		buf.WriteByte('[')
		for i, x := range v {
			if i > 0 {
				buf.WriteByte(',')
			}
			if err := writeJSON(buf, x, fmt.Sprintf("%s[%d]", path, i)); err != nil {
				return err
			}
		}
		buf.WriteByte(']')
	case string:
		writeString(buf, v)
	case bool:
		buf.WriteString(strconv.FormatBool(v))
	case nil:
		buf.WriteString("null")
	case int:
		buf.WriteString(strconv.Itoa(v))
	case int64:
		buf.WriteString(strconv.FormatInt(v, 10))
	case uint64:
		buf.WriteString(strconv.FormatUint(v, 10))
	case float64:
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return fmt.Errorf("%s: %v cannot be stored (JSON has no NaN or infinity)", path, v)
		}
		b, err := json.Marshal(v)
		if err != nil {
			return fmt.Errorf("%s: %w", path, err)
		}
		buf.Write(b)
	default:
		return fmt.Errorf("%s: unsupported value of type %s", path, typeName(v))
	}
	return nil
}

// writeString writes s as a JSON string literal.
func writeString(buf *bytes.Buffer, s string) {
	enc := json.NewEncoder(buf)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(s) // a string always encodes
	buf.Truncate(buf.Len() - 1)
}

// typeName names the YAML type of a decoded value for error messages.
func typeName(v any) string {
	switch v.(type) {
	case nil:
		return "null"
	case string:
		return "a string"
	case bool:
		return "a boolean"
	case int, int64, uint64, float64:
		return "a number"
	case yaml.MapSlice, map[string]any:
		return "a mapping"
	case []any:
		return "a sequence"
	}
	return fmt.Sprintf("%T", v)
}

// where names a token's place in a file as its errors do: "line 38, column 25".
func where(pos *token.Position) string {
	return fmt.Sprintf("line %d, column %d", pos.Line, pos.Column)
}
