package redact

import (
	"bytes"
	"encoding/json"
	"strings"
	"unicode/utf8"
)

// JSON held in a JSON string: a tool call's "arguments" as OpenAI's and Anthropic's
// transcripts write them ("{\"ref\": \"e47\", \"element\": \"Password textbox\",
// \"text\": \"…\"}"), a request body a tool logged. Read as it is, its escaped quotes
// end no value where the passes expect one ("Password textbox\"" read as a password
// given after its label), and the passes that read a whole call see none. nestedJSONPass
// decodes each such string, redacts what it holds as text and writes it back encoded.

// nestedOpens are the ways a JSON string holding a JSON object or array begins.
var nestedOpens = []string{`"{\"`, `"[{\"`, `"[\"`}

// nestedJSONPass masks, in each JSON string of s that holds JSON (nestedOpens), what
// textPasses masks in its decoded text, and fixes the string so that no later pass reads
// its escapes; nil when s has none. A string that does not decode (cut short, a raw line
// break) is left to the other passes, as is one with invalid UTF-8, which decoding would
// replace.
func (r *Redactor) nestedJSONPass(s string) []seg {
	f := newFinder(s, nestedOpens...)
	b := builder{s: s}
	for i := f.next(0); i >= 0; i = f.next(i + 1) {
		if i < b.last {
			continue
		}
		end := jsonStringEnd(s, i)
		if end < 0 {
			continue
		}
		lit := s[i:end]
		var inner string
		if !utf8.ValidString(lit) || json.Unmarshal([]byte(lit), &inner) != nil {
			continue
		}
		out := r.textPasses(inner, true)
		if out == inner {
			b.add(i, end, lit)
		} else {
			b.add(i, end, encodeJSONString(out))
		}
		i = end - 1
	}
	return b.done()
}

// jsonStringEnd returns the end of the JSON string literal whose opening quote is s[i],
// just past its closing quote, or -1 when a raw control character or the text's end
// comes first.
func jsonStringEnd(s string, i int) int {
	for j := i + 1; j < len(s); j++ {
		switch c := s[j]; {
		case c == '\\':
			j++
		case c == '"':
			return j + 1
		case c < 0x20:
			return -1
		}
	}
	return -1
}

// encodeJSONString writes v as a JSON string literal, '<', '>' and '&' as they are.
func encodeJSONString(v string) string {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(v) // a string always encodes
	return strings.TrimSuffix(buf.String(), "\n")
}
