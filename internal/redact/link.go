package redact

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// linkParamPass masks the values of credential parameters (SensitiveParam) in links
// without a scheme, which urlPass does not see: "/oauth/callback?code=4/0AX4…",
// "cb?x=1&ticket=ST-…", an href escaped for JSON ("\/cb?code=…\u0026state=…") or HTML
// ("…&amp;code=…"). A parameter counts only where a query puts one: right after "?",
// "&", "&amp;", "&#38;", "\u0026" or "\x26" in the same piece of text, so that prose
// ("zip code=12345") stays. The value runs to "&", "#", a backslash, white space, a
// quote, an angle bracket or a control character, less the punctuation that ends a
// sentence. Whether a parameter is masked depends on its name alone, never on its value
// (unlike state and nonce in absolute URLs, left to the passes for prose here): a second
// reading then finds the same names and only placeholders for values, so
// Text(Text(s)) == Text(s).
func (r *Redactor) linkParamPass(s string) []seg {
	if !strings.ContainsAny(s, "?&") {
		return nil
	}
	b := builder{s: s}
	for from := 0; from < len(s); {
		k := strings.IndexByte(s[from:], '=')
		if k < 0 {
			break
		}
		eq := from + k
		from = eq + 1
		st := eq
		for st > 0 && eq-st < 64 && isParamByte(s[st-1]) {
			st--
		}
		name, ok := linkParamName(s, st, eq)
		if !ok || st < b.last || !SensitiveParam(name) {
			continue
		}
		i, j := eq+1, linkValueEnd(s, eq+1)
		v := unescape(s[i:j], false)
		if strings.Trim(v, "*•x.") == "" || IsPlaceholder(v) {
			continue
		}
		if b.add(i, j, r.mask(v, pairClass(strings.ToLower(name)))) {
			from = j
		}
	}
	return b.done()
}

// isParamByte reports whether c may be part of a query parameter's name here: ASCII
// letters, digits, "_", "-", ".", "[" and "]" (user[token]).
func isParamByte(c byte) bool {
	return isAlnum(c) || c == '_' || c == '-' || c == '.' || c == '[' || c == ']'
}

// linkParamName returns the name s[st:eq] when a query separator comes right before it:
// "?", "&", the entities "&amp;" and "&#38;", or the escapes "\u0026" and "\x26" (whose
// hex digits the name's scan took in: "u0026code" is "code").
func linkParamName(s string, st, eq int) (string, bool) {
	if st == eq || st == 0 {
		return "", false
	}
	switch s[st-1] {
	case '?', '&':
		return s[st:eq], true
	case ';':
		if strings.HasSuffix(s[:st], "&amp;") || strings.HasSuffix(s[:st], "&#38;") {
			return s[st:eq], true
		}
	case '\\':
		for _, esc := range []string{"u0026", "x26"} {
			if len(s[st:eq]) > len(esc) && strings.EqualFold(s[st:st+len(esc)], esc) {
				return s[st+len(esc) : eq], true
			}
		}
	}
	return "", false
}

// linkValueEnd returns where the value of a link parameter that starts at s[i] ends.
func linkValueEnd(s string, i int) int {
	j := i
	for j < len(s) {
		c, size := utf8.DecodeRuneInString(s[j:])
		if strings.ContainsRune("&#\\\"'`<>", c) || unicode.IsSpace(c) || unicode.IsControl(c) {
			break
		}
		j += size
	}
	for j > i && strings.IndexByte(".,;:!?)]}", s[j-1]) >= 0 {
		j-- // the end of a sentence or of the brackets around the link
	}
	return j
}
