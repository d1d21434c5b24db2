package redact

// Credentials in JSON objects that the passes for text do not read as pairs: an HTTP
// header written as a JSON member ({"Cookie": "sessid=…"}, {"Set-Cookie": "…"}), and a
// name/value list such as a HAR file's form fields ([{"name": "password", "value": "…"}]).

import (
	"regexp"
	"slices"
	"strings"
)

var (
	// jsonHeaderAt matches, from its opening quote, a JSON member named for a header that
	// carries a credential (headerNames) and its string value.
	jsonHeaderAt = regexp.MustCompile(`^(?i)"(` + strings.Join(headerNames, "|") + `)"[ \t]*:[ \t]*"((?:[^"\\\r\n]|\\.)*)"`)
	// jsonPairLits end the names of headerNames, closing quote included, or are the name
	// member of a name/value object: the places jsonPairScan looks at.
	jsonPairLits = []string{`authorization"`, `cookie"`, `api-key"`, `token"`, `"name"`}
	// nameMember and valueMember match the members of a name/value object, in any order
	// and with others between them.
	nameMember  = regexp.MustCompile(`"name"[ \t]*:[ \t]*"([A-Za-z0-9_.\[\]-]{1,64})"`)
	valueMember = regexp.MustCompile(`"value"[ \t]*:[ \t]*"((?:[^"\\\r\n]|\\.)*)"`)
)

// jsonPairPass masks the value of a header written as a JSON member, as a header line's
// (headerValue: an auth scheme word stays in front), and the value of a name/value object
// (a HAR file's headers, cookies and form fields) whose name is a credential's: a header's
// (headerNames), a CSRF token's, or a key–value pair's (pairAt, credentialKey).
func (r *Redactor) jsonPairPass(s string) []seg {
	b := builder{s: s}
	r.jsonPairScan(s, b.add)
	return b.done()
}

// jsonPairScan finds jsonPairPass's values in s, in order, and hands each to add with its
// mask; add reports whether it took the value.
func (r *Redactor) jsonPairScan(s string, add func(i, j int, repl string) bool) {
	if len(s) < 12 || !strings.Contains(s, `"`) {
		return
	}
	low := asciiLower(s)
	last := 0
	f := newFinder(low, jsonPairLits...)
	for from := 0; ; {
		i := f.next(from)
		if i < 0 {
			break
		}
		from = i + 1
		if i < last {
			continue
		}
		if strings.HasPrefix(low[i:], `"name"`) {
			if a, z, repl, ok := r.namedValue(s, i); ok && add(a, z, repl) {
				from, last = z, z
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
		if m == nil || plainWord(s[m[4]:m[5]]) {
			continue // {"cookie": "accepted"}, {"Authorization": "required"}: a word, no credential
		}
		if a, z, repl, ok := r.headerValue(s, m[4], m[5]); ok && add(a, z, repl) {
			from, last = z, z
		}
	}
}

// namedValue reads the object whose "name" member begins at s[i:]: the object's braces
// are at most 512 bytes before and after, with no other brace between. It returns where
// its value lies and its mask when the name is a credential's.
func (r *Redactor) namedValue(s string, i int) (int, int, string, bool) {
	w := max(0, i-512)
	o := strings.LastIndexAny(s[w:i], "{}")
	c := strings.IndexAny(s[i:min(len(s), i+512)], "{}")
	if o < 0 || c < 0 || s[w+o] != '{' || s[i+c] != '}' {
		return 0, 0, "", false
	}
	start, end := w+o, i+c
	obj := s[start:end]
	n := nameMember.FindStringSubmatchIndex(obj)
	v := valueMember.FindStringSubmatchIndex(obj)
	if n == nil || v == nil {
		return 0, 0, "", false
	}
	name, val := obj[n[2]:n[3]], obj[v[2]:v[3]]
	a, z := start+v[2], start+v[3]
	if headerName(name) {
		return r.headerValue(s, a, z)
	}
	class := nameClass(name)
	if class == "" || strings.TrimSpace(val) == "" || IsPlaceholder(val) || flagValue(val) ||
		class != Password && plainWord(val) { // {"name": "session", "value": "evening"}
		return 0, 0, "", false
	}
	return a, z, r.mask(val, class), true
}

// plainWord reports whether v is one word of letters of at most 12, written as words are
// (lower case, capitalised, or an upper-case code of up to 5): no token looks so, while a
// form field's choice does.
func plainWord(v string) bool {
	if v == "" || len(v) > 12 || strings.IndexFunc(v, func(c rune) bool { return c >= 0x80 || !isLetter(byte(c)) }) >= 0 {
		return false
	}
	return strings.ToLower(v[1:]) == v[1:] || len(v) <= 5 && strings.ToUpper(v) == v // "ETH", "USD"
}

// KeyClass is the class of the secret a field, attribute or parameter named key holds
// ("password" → "password", "data-csrf-token" and "data-csrf" → "token",
// "password_confirmation" → "password"), as a key–value pair's key would say, or a CSRF
// token's name; "" for a key that names no secret ("q", "data-testid").
func KeyClass(key string) string { return nameClass(key) }

// secretKeyClass is the class of the secret the value of a key–value pair keyed key holds
// (pairAt, credentialKey), or "".
func secretKeyClass(key string) string {
	if m := pairAt.FindStringSubmatchIndex(key + "="); m != nil && m[3] == len(key) {
		return pairClass(strings.ToLower(key))
	}
	return credentialKey(key)
}

// headerName reports whether name is one of headerNames, in any letter case.
func headerName(name string) bool {
	return slices.ContainsFunc(headerNames, func(h string) bool { return strings.EqualFold(h, name) })
}

// nameClass is the class of the secret the value of a name/value object named name holds:
// a key–value pair's (secretKeyClass), or a CSRF token's ("csrftoken", "_csrf",
// "csrfmiddlewaretoken"); "" for none.
func nameClass(name string) string {
	if class := secretKeyClass(name); class != "" {
		return class
	}
	if low := strings.ToLower(name); strings.Contains(low, "csrf") || strings.Contains(low, "xsrf") {
		return Token
	}
	return ""
}

// credentialName reports whether a name/value object named name holds a credential
// (headerName, nameClass).
func credentialName(name string) bool { return headerName(name) || nameClass(name) != "" }

// nameValueLineAt matches, from its start, a name and its value written as labels on one
// line, as a browser's cookie list or a form's dump shows them: "Name: SESSIONID  Value:
// X"; group 1 is the name, group 2 the value.
var nameValueLineAt = regexp.MustCompile(`^(?i)name:[ \t]*([A-Za-z0-9_.\-]{1,64})[ \t]+value:[ \t]*([^\s"'<>]{1,1000})`)

// nameValueLinePass masks the value nameValueLineAt finds when its name is a credential's
// (nameClass, or a credential parameter's: SensitiveParam); "Name: lang  Value: de" stays.
// The expression runs only where a word "name:" begins.
func (r *Redactor) nameValueLinePass(s string) []seg {
	if len(s) < 16 {
		return nil
	}
	low := asciiLower(s)
	if !strings.Contains(low, "value:") {
		return nil
	}
	var spans []span
	labelMatches(s, low, [][]string{{"name:"}}, nameValueLineAt, 1100, func(_ int, m []int) int {
		name := s[m[2]:m[3]]
		class := nameClass(name)
		if class == "" && SensitiveParam(name) {
			class = Token
		}
		if class == "" || IsPlaceholder(s[m[4]:m[5]]) {
			return -1
		}
		spans = append(spans, span{m[4], m[5], class})
		return m[1]
	})
	return r.maskSpans(s, spans)
}
