package redact

import "strings"

// Key–value pairs whose quotes are escaped: JSON held in a JSON string
// ({\"password\":\"…\"}, a request body logged by a tool), twice escaped
// ({\\\"password\\\": …}), in an HTML attribute ({&quot;password&quot;:&quot;…&quot;}) or
// with JSON's \u0022. pairPass reads quotes only as they are, so escapedPairPass reads a
// copy of the text with each escaped quote written as '"' and masks what pairPass finds
// there at the same place in the text.

// quoteEscapes are the ways a double quote is written escaped, but for a run of
// backslashes before it, which escapedQuote reads.
var quoteEscapes = []string{"&quot;", "&#34;", "&#x22;", "&#X22;", `\u0022`, `\x22`}

// escapedQuote returns the length of the escaped double quote at s[i:], or 0: one or more
// backslashes and '"', or one of quoteEscapes.
func escapedQuote(s string, i int) int {
	switch s[i] {
	case '\\':
		j := i
		for j < len(s) && s[j] == '\\' {
			j++
		}
		if j < len(s) && s[j] == '"' {
			return j + 1 - i
		}
		for _, e := range quoteEscapes {
			if e[0] == '\\' && strings.HasPrefix(s[i:], e) {
				return len(e)
			}
		}
	case '&':
		for _, e := range quoteEscapes {
			if e[0] == '&' && strings.HasPrefix(s[i:], e) {
				return len(e)
			}
		}
	}
	return 0
}

// hasEscapedQuote reports whether s writes a double quote escaped anywhere.
func hasEscapedQuote(s string) bool {
	return strings.Contains(s, `\"`) || strings.Contains(s, "&quot;") || strings.Contains(s, "&#34;") ||
		strings.Contains(s, "&#x22;") || strings.Contains(s, "&#X22;") || strings.Contains(s, `\u0022`) ||
		strings.Contains(s, `\x22`)
}

// escapedPairPass masks the values of key–value pairs written with escaped quotes, as
// pairPass masks them with plain quotes (the same keys, classes and rules); nil when s
// has no escaped quote or no such pair. A masked value is replaced whole, escapes in it
// included.
func (r *Redactor) escapedPairPass(s string) []seg {
	if !hasEscapedQuote(s) {
		return nil
	}
	// plain is s with every escaped quote written '"'; at[k] is where plain[k] begins in s,
	// and at[len(plain)] is len(s).
	var plain strings.Builder
	plain.Grow(len(s))
	at := make([]int, 0, len(s)+1)
	for i := 0; i < len(s); {
		if n := escapedQuote(s, i); n > 0 {
			plain.WriteByte('"')
			at = append(at, i)
			i += n
			continue
		}
		plain.WriteByte(s[i])
		at = append(at, i)
		i++
	}
	at = append(at, len(s))
	b := builder{s: s}
	r.pairScan(plain.String(), func(i, j int, repl string) bool { return b.add(at[i], at[j], repl) })
	return b.done()
}
