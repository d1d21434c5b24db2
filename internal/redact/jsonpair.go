package redact

// Credentials in JSON objects that the passes for text do not read as pairs: an HTTP
// header written as a JSON member ({"Cookie": "sessid=…"}, {"Set-Cookie": "…"}), and a
// name/value list such as a HAR file's form fields ([{"name": "password", "value": "…"}]).

import (
	"regexp"
	"strings"
)

var (
	// jsonHeaderAt matches, from its opening quote, a JSON member named for a header that
	// carries a credential (headerNames) and its string value.
	jsonHeaderAt = regexp.MustCompile(`^(?i)"(` + strings.Join(headerNames, "|") + `)"[ \t]*:[ \t]*"((?:[^"\\\r\n]|\\.)*)"`)
	// namedValueAt matches, from its opening brace, an object whose first members are a
	// name and its value: {"name": "password", "value": "…"}.
	// jsonPairLits end the names of headerNames, closing quote included, or are the name
	// member of a name/value object: the places jsonPairPass looks at.
	jsonPairLits = []string{`authorization"`, `cookie"`, `api-key"`, `token"`, `"name"`}
	namedValueAt = regexp.MustCompile(`^\{[ \t\r\n]*"name"[ \t]*:[ \t]*"([A-Za-z0-9_.\[\]-]{1,64})"[ \t\r\n]*,[ \t\r\n]*"value"[ \t]*:[ \t]*"((?:[^"\\\r\n]|\\.)*)"`)
)

// jsonPairPass masks the value of a header written as a JSON member, as a header line's
// (headerValue: an auth scheme word stays in front), and the value of a name/value object
// whose name is a credential's key as a pair's would be (pairAt, credentialKey).
func (r *Redactor) jsonPairPass(s string) []seg {
	if len(s) < 12 || !strings.Contains(s, `"`) {
		return nil
	}
	low := asciiLower(s)
	b := builder{s: s}
	f := newFinder(low, jsonPairLits...)
	for from := 0; ; {
		i := f.next(from)
		if i < 0 {
			break
		}
		from = i + 1
		if i < b.last {
			continue
		}
		if strings.HasPrefix(low[i:], `"name"`) {
			k := i // the object's opening brace, before white space
			for k > 0 && strings.IndexByte(" \t\r\n", s[k-1]) >= 0 {
				k--
			}
			if k == 0 || s[k-1] != '{' {
				continue
			}
			m := matchAt(namedValueAt, s, k-1, 512)
			if m == nil {
				continue
			}
			class := secretKeyClass(s[m[2]:m[3]])
			v := s[m[4]:m[5]]
			if class == "" || strings.TrimSpace(v) == "" || IsPlaceholder(v) || flagValue(v) {
				continue
			}
			if b.add(m[4], m[5], r.mask(v, class)) {
				from = m[5]
			}
			continue
		}
		// A header's name ends in the literal found: its member begins at the quote before.
		w := max(0, i-len(`"x-amz-security-`)) // the longest name's start
		q := strings.LastIndexByte(s[w:i], '"')
		if q < 0 {
			continue
		}
		m := matchAt(jsonHeaderAt, s, w+q, 8192)
		if m == nil {
			continue
		}
		if a, z, repl, ok := r.headerValue(s, m[4], m[5]); ok && b.add(a, z, repl) {
			from = z
		}
	}
	return b.done()
}

// KeyClass is the class of the secret a field, attribute or parameter named key holds
// ("password" → "password", "data-csrf-token" → "token", "password_confirmation" →
// "password"), as a key–value pair's key would say; "" for a key that names no secret
// ("q", "data-testid").
func KeyClass(key string) string { return secretKeyClass(key) }

// secretKeyClass is KeyClass.
func secretKeyClass(key string) string {
	if m := pairAt.FindStringSubmatchIndex(key + "="); m != nil && m[3] == len(key) {
		return pairClass(strings.ToLower(key))
	}
	return credentialKey(key)
}
