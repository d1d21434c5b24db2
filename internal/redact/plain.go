package redact

import (
	"slices"
	"strings"
	"unicode/utf8"
)

// The plain form of a text is how the passes read labels and values: with no-break spaces
// (U+00A0, U+202F, U+2007, "&nbsp;", "&#160;") as spaces, a full-width colon as ": ",
// without Markdown's emphasis ("**Password:** X", "__Token__: X"), as pages and LLM
// extractions write them, without the characters that show nothing inside a word (zero-width
// spaces and joiners, the word joiner, a byte order mark, a soft hyphen: "Pass\u200bword:
// X", "4829\u200b13") and with the digits of other scripts as ASCII digits
// ("認証コード：４８２９１３", digits.go). learnPlain reads it with a redactor of its own.

// plainPairs are the plain form's replacements, each string and what it becomes.
var plainPairs = []string{"\u00a0", " ", "\u202f", " ", "\u2007", " ", "&nbsp;", " ", "&#160;", " ", "：", ": ", "**", "", "__", "",
	"\u200b", "", "\u200c", "", "\u200d", "", "\u2060", "", "\ufeff", "", "\u00ad", ""}

// plainMap ties each byte of a text's plain form to the bytes of the text it was written
// from.
type plainMap struct {
	s          string // the text as written
	start, end []int  // for byte i of the plain form, s[start[i]:end[i]] is what gave it
}

// hasPlainMark reports whether the plain form of s differs from s.
func hasPlainMark(s string) bool {
	for k := 0; k < len(plainPairs); k += 2 {
		if strings.Contains(s, plainPairs[k]) {
			return true
		}
	}
	return hasForeignDigit(s)
}

// plainText returns the plain form of s and the map back to s; s and nil when the two are
// the same.
func plainText(s string) (string, *plainMap) {
	if !hasPlainMark(s) {
		return s, nil
	}
	m := &plainMap{s: s, start: make([]int, 0, len(s)), end: make([]int, 0, len(s))}
	b := make([]byte, 0, len(s))
	emit := func(out string, i, j int) {
		for k := 0; k < len(out); k++ {
			b = append(b, out[k])
			m.start, m.end = append(m.start, i), append(m.end, j)
		}
	}
next:
	for i := 0; i < len(s); {
		if c := s[i]; c < utf8.RuneSelf && c != '&' && c != '*' && c != '_' {
			emit(s[i:i+1], i, i+1)
			i++
			continue
		}
		for k := 0; k < len(plainPairs); k += 2 {
			if strings.HasPrefix(s[i:], plainPairs[k]) {
				emit(plainPairs[k+1], i, i+len(plainPairs[k]))
				i += len(plainPairs[k])
				continue next
			}
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if z := digitZero(r); z >= 0 {
			emit(string('0'+r-z), i, i+size)
		} else {
			emit(s[i:i+size], i, i+size)
		}
		i += size
	}
	return string(b), m
}

// written returns how s writes each occurrence of v in text, its plain form, where that
// differs from v ("4829\u200b13" for "482913").
func (m *plainMap) written(text, v string) []string {
	var out []string
	for from := 0; v != ""; {
		k := strings.Index(text[from:], v)
		if k < 0 {
			break
		}
		i := from + k
		from = i + len(v)
		if w := m.s[m.start[i]:m.end[i+len(v)-1]]; w != v && !slices.Contains(out, w) {
			out = append(out, w)
		}
	}
	return out
}
