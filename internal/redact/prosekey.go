package redact

import (
	"regexp"
	"strings"
)

// proseKey finds a software key or recovery codes named in prose: "License key:
// ABCD-EFGH-IJKL-MNOP", "my product key is 7X9QM-2LP8R", "Recovery codes: 8f3k-29dj,
// 1k2j-9dk2", "backup code 48213795". Group 1 is the name of a key (a licence, product,
// serial, activation, registration or recovery key), group 2 that of a code (a licence,
// activation or registration code, or a recovery or backup code); the values follow the
// match (proseKeys reads them). A product code is a shop's article number and no secret.
var proseKey = regexp.MustCompile(`(?i)\b(?:((?:licen[cs]e|product|serial|activation|registration|recovery)[ _-]?keys?)|` +
	`((?:licen[cs]e|activation|registration|recovery|backup)[ _-]?codes?))\b` +
	`(?:\s+(?:is|are|was|were)\b)?\s*[:=]?[ \t]*`)

// proseKeys calls found for each value a key or code named in prose has (proseKey): the
// first value after the name, and each one after it in a list ("a1b2-c3d4, e5f6-g7h8 and
// …"), as long as it has a key's shape (keyShaped). class is [Secret] for a key or a
// licence's code, [OTP] for a recovery or backup code.
func proseKeys(s string, found func(i, j int, class string)) {
	low := asciiLower(s)
	if len(s) < 12 || !strings.Contains(low, "key") && !strings.Contains(low, "code") {
		return
	}
	for _, m := range proseKey.FindAllStringSubmatchIndex(s, -1) {
		class := Secret
		if m[4] >= 0 {
			if name := low[m[4]:m[5]]; strings.HasPrefix(name, "recovery") || strings.HasPrefix(name, "backup") {
				class = OTP
			}
		}
		for i := m[1]; ; {
			if i < len(s) && (s[i] == '"' || s[i] == '\'') {
				i++
			}
			j := keyEnd(s, i, class == OTP)
			if !keyShaped(s[i:j]) {
				break
			}
			found(i, j, class)
			i = listNext(s, j)
			if i < 0 {
				break
			}
		}
	}
}

// keyEnd returns the end of the key-like word at s[i:]: letters, digits and inner dashes,
// at most 64 bytes. A code (recovery or backup) may be two groups of four digits with a
// space between them, as some sites print it ("4821 3795").
func keyEnd(s string, i int, code bool) int {
	j := i
	for j < len(s) && j-i < 64 && (isAlnum(s[j]) || s[j] == '-' && j > i && j+1 < len(s) && isAlnum(s[j+1])) {
		j++
	}
	if code && j-i == 4 && j+5 <= len(s) && s[j] == ' ' && isDigits(s[i:j]) && isDigits(s[j+1:j+5]) &&
		(j+5 == len(s) || !isAlnum(s[j+5])) {
		j += 5
	}
	return j
}

// listNext returns where the next value of a list starts after a value ending at s[j]
// (", ", "; ", " and ", " "), or -1 when no list goes on.
func listNext(s string, j int) int {
	if j < len(s) && (s[j] == '"' || s[j] == '\'') {
		j++
	}
	k := j
	for k < len(s) && (s[k] == ' ' || s[k] == ',' || s[k] == ';' || s[k] == '\t') {
		k++
	}
	if rest := asciiLower(s[k:min(len(s), k+4)]); strings.HasPrefix(rest, "and ") {
		k += 4
	}
	if k == j || k >= len(s) {
		return -1
	}
	return k
}

// keyShaped reports whether w, a word after a key's or code's name, has the shape of a key
// rather than of prose: 6 to 64 bytes with a digit and a letter ("8f3k29dj", "ABCD-1234"),
// 6 or more digits ("48213795", "4821 3795"), or groups of capitals joined by dashes
// ("ABCDE-FGHIJ"). "License key for Windows", "backup codes 2 of 10" and years stay.
func keyShaped(w string) bool {
	if len(w) < 6 || len(w) > 64 {
		return false
	}
	var digits, lower, upper int
	for i := 0; i < len(w); i++ {
		switch c := w[i]; {
		case c >= '0' && c <= '9':
			digits++
		case c >= 'a' && c <= 'z':
			lower++
		case c >= 'A' && c <= 'Z':
			upper++
		}
	}
	switch {
	case digits > 0 && lower+upper > 0:
		return true
	case lower+upper == 0:
		return digits >= 6
	}
	groups := strings.Split(w, "-")
	return lower == 0 && len(groups) >= 2 && !shortGroup(groups, 3)
}

// shortGroup reports whether a group of gs is shorter than n bytes.
func shortGroup(gs []string, n int) bool {
	for _, g := range gs {
		if len(g) < n {
			return true
		}
	}
	return false
}

// proseKeyPass masks the software keys and recovery codes named in prose (proseKeys):
// {{secret}} for a key, {{otp}} for a recovery or backup code (SPEC §8).
func (r *Redactor) proseKeyPass(s string) []seg {
	b := builder{s: s}
	proseKeys(s, func(i, j int, class string) { b.add(i, j, r.mask(s[i:j], class)) })
	return b.done()
}

// isAlnum reports whether c is an ASCII letter or digit.
func isAlnum(c byte) bool { return isLetter(c) || c >= '0' && c <= '9' }
