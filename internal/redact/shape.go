package redact

import "strings"

// Shapes of values that rules reading a name (a key, a flag, a field's name) require before
// they mask: a name alone says little when it is one a page also uses for other things
// ("storageKey", "session", "--token string" in a help text), so those rules mask only a
// value shaped as the secret would be.

// tokenAlphabet are the bytes tokens and keys are written with: letters, digits and the
// signs of base64, base64url and URL-safe encodings.
const tokenAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.+/=~"

// tokenValue reports whether v is shaped as a token or a key: of tokenAlphabet only ("user:
// 123:profile" is a cache key), not a reference to one ("$TOKEN", "<token>", "{token}", a
// path or a URL), at least min bytes (≥ 10 if less is asked), and letters with digits, or
// 16 bytes or more of mixed case.
// "Xk29fLq8Vn3Rm7Pz" and "5d41402abc4b2a76b97" are; "enabled", "cart-items-v2",
// "shop2024" and "4096" are not.
func tokenValue(v string, min int) bool {
	if len(v) < max(min, 10) || !plainValue(v) || strings.Trim(v, tokenAlphabet) != "" {
		return false
	}
	c := countKinds(v)
	if c.letters > 0 && c.digits > 0 {
		return !kebabWords(v)
	}
	return len(v) >= 16 && c.upper > 0 && c.lower > 0
}

// passwordValue reports whether v may be a password given under a name that is not
// always one's ("newpassword", "--password"): no white space, at least 6 bytes, not a
// reference to one (plainValue), not one word of letters ("Password", "required",
// "mydb"), nor digits and separators only (a date, a count).
func passwordValue(v string) bool {
	if len(v) < 6 || !plainValue(v) || plainWord(v) {
		return false
	}
	if strings.Trim(v, "0123456789-/.:, ") == "" {
		return false
	}
	for i := 0; i < len(v); i++ {
		if c := v[i]; !isLetter(c) {
			return true // a digit or a sign: "hunter2", "p@ss"
		}
	}
	return false // letters only: a word or a name, which docs and labels hold
}

// plainValue reports whether v holds no white space and is no reference to a value: a
// shell or template variable ("$DB_PASS", "${TOKEN}", "{{token}}", "<token>", "[TOKEN]"),
// a path or a URL, an assignment ("id=npmrc"), nor written in capitals and underscores
// only ("TOKEN", "YOUR_API_KEY").
func plainValue(v string) bool {
	if v == "" || strings.ContainsAny(v, " \t\r\n=") || strings.IndexByte("$<{[/", v[0]) >= 0 ||
		strings.Contains(v, "://") {
		return false
	}
	return strings.Trim(v, "ABCDEFGHIJKLMNOPQRSTUVWXYZ_") != ""
}

// kebabWords reports whether v is words joined by "-", each lower-case letters with at most
// three digits after them or a number of at most three digits ("color-primary-500",
// "cart-items-v2", "day1-am"): an identifier in code, no token ("k3y-a1b2c3" is one).
func kebabWords(v string) bool {
	if !strings.Contains(v, "-") {
		return false
	}
	for _, part := range strings.Split(v, "-") {
		letters := strings.TrimLeft(part, "abcdefghijklmnopqrstuvwxyz")
		if part == "" || len(letters) > 3 || strings.Trim(letters, "0123456789") != "" {
			return false
		}
	}
	return true
}
