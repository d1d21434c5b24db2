package redact

import (
	"slices"
	"strings"
)

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
	return strings.Contains(s, `\"`) || slices.ContainsFunc(quoteEscapes, func(e string) bool { return strings.Contains(s, e) })
}

// escapedPairPass masks the values of key–value pairs written with escaped quotes, as
// pairPass masks them with plain quotes (the same keys, classes and rules); nil when s
// has no escaped quote or no such pair. A masked value is replaced whole, escapes in it
// included.
func (r *Redactor) escapedPairPass(s string) []seg {
	if !hasEscapedQuote(s) || !escapedKey(s) {
		return nil
	}
	// plain is s with every escaped quote written '"'; at[k] is where plain[k] begins in s,
	// and at[len(plain)] is len(s).
	// level[k] is the number of backslashes before the quote plain[k] stands for (1 for
	// the other escapes): a quote inside a value escaped once more than the value's own
	// quotes is part of it ({\"password\":\"a\\\"b\"}).
	var plain strings.Builder
	plain.Grow(len(s))
	at := make([]int, 0, len(s)+1)
	level := map[int]int{}
	for i := 0; i < len(s); {
		if n := escapedQuote(s, i); n > 0 {
			level[plain.Len()] = max(1, strings.IndexFunc(s[i:i+n], func(c rune) bool { return c != '\\' }))
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
	// The pairs and the JSON members (a header, a name/value object) of the copy, in the
	// order of the text.
	type found struct {
		i, j int
		repl string
	}
	var all []found
	p := plain.String()
	keep := func(i, j int, repl string) bool {
		all = append(all, found{at[i], at[valueEnd(p, level, i, j)], repl})
		return true
	}
	r.pairScan(p, keep)
	r.jsonPairScan(p, keep)
	slices.SortStableFunc(all, func(a, b found) int { return a.i - b.i })
	b := builder{s: s}
	for _, f := range all {
		b.add(f.i, f.j, f.repl)
	}
	return b.done()
}

// valueEnd returns where the value plain[i:j] (escapedPairPass's copy) ends: at j, or past
// the quotes of a deeper level, at the first quote of the opening quote's level on the
// line, at most 256 bytes on.
func valueEnd(plain string, level map[int]int, i, j int) int {
	open, ok := level[i-1]
	if !ok || j >= len(plain) || level[j] <= open {
		return j
	}
	for k := j + 1; k < len(plain) && k-i <= 256 && plain[k] != '\n' && plain[k] != '\r'; k++ {
		if l, ok := level[k]; ok && l <= open {
			return k
		}
	}
	return j
}

// escapedKey reports whether s holds a key that names a secret (secretKeyClass) between
// escaped quotes, before a ":" or "=" ({\"password\": …, &quot;token&quot;:…,
// \u0022secret\u0022:…): a quick look before escapedPairPass copies the whole text.
func escapedKey(s string) bool {
	low := asciiLower(s)
	f := newFinder(low, escapedKeyWords...)
	for from := 0; ; {
		p := f.next(from)
		if p < 0 {
			return false
		}
		st, e := keyAround(low, p)
		from = e + 1
		if !escapeBefore(low, st) {
			continue
		}
		key := s[st:e]
		if low[st-1] == '\\' { // the digits of \u0022 or \x22 went into the key
			key = strings.TrimPrefix(strings.TrimPrefix(key, "u0022"), "x22")
		}
		named := key == "name" // a name/value object's: what follows says
		if !named && secretKeyClass(key) == "" && !headerName(key) {
			continue // "data_pw_testid": a key, but none that names a secret
		}
		if e < len(low) && low[e] == ']' {
			e++ // a form's nested key: user[password]
		}
		if e >= len(low) {
			return false
		}
		n := escapedQuote(low, e)
		if n == 0 {
			continue
		}
		for e += n; e < len(low) && (low[e] == ' ' || low[e] == '\t'); e++ {
		}
		if e < len(low) && (low[e] == ':' || low[e] == '=') && (!named || escapedName(s, e+1)) {
			return true
		}
	}
}

// escapedName reports whether the escaped string at s[i:], after white space, is the name
// of a credential (credentialName): {\"name\": \"password\", …}.
func escapedName(s string, i int) bool {
	for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
		i++
	}
	if i >= len(s) {
		return false
	}
	n := escapedQuote(s, i)
	if n == 0 {
		return false
	}
	j := i + n
	for j < len(s) && j-i < 80 && (isKeyByte(s[j]) || isLetter(s[j]) || s[j] == '[' || s[j] == ']') {
		j++
	}
	return credentialName(s[i+n : j])
}

// escapeBefore reports whether an escaped quote ends at low[st] (lower-cased text), or
// the key bytes that begin at st took the digits of one (\u0022password).
func escapeBefore(low string, st int) bool {
	if st > 0 && low[st-1] == '\\' && (strings.HasPrefix(low[st:], "u0022") || strings.HasPrefix(low[st:], "x22")) {
		return true
	}
	return strings.HasSuffix(low[:st], `\"`) ||
		slices.ContainsFunc(quoteEscapes, func(e string) bool { return strings.HasSuffix(low[:st], e) })
}

// escapedKeyWords are the words escapedKey looks for: pairPass's, and those of
// jsonPairScan's names that have none of them.
var escapedKeyWords = append(slices.Clip(pairKeywords), "name", "cookie")
