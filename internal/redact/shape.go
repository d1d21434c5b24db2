package redact

import (
	"regexp"
	"strings"
)

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
	return len(v) >= 16 && c.upper > 0 && c.lower > 0 && !camelWords(v)
}

// passwordValue reports whether v may be a password given under a name that is not
// always one's ("newpassword", "--password"): no white space, at least 6 bytes, not a
// reference to one (plainValue), not one word of letters ("Password", "required",
// "mydb"), nor digits and separators only (a date, a count), nor a file's name
// ("phrase.txt", "id_rsa.pem").
func passwordValue(v string) bool {
	if len(v) < 6 || !plainValue(v) || plainWord(v) {
		return false
	}
	if strings.Trim(v, "0123456789-/.:, ") == "" || fileName(v) {
		return false
	}
	for i := 0; i < len(v); i++ {
		if c := v[i]; !isLetter(c) {
			return true // a digit or a sign: "hunter2", "p@ss"
		}
	}
	return false // letters only: a word or a name, which docs and labels hold
}

// windowsVar matches a Windows variable's reference: "%DB_PASS%", "%USERNAME%".
var windowsVar = regexp.MustCompile(`%[A-Za-z_][A-Za-z0-9_]*%`)

// plainValue reports whether v holds no white space and is no reference to a value: a
// shell or template variable ("$DB_PASS", "${TOKEN}", "{{token}}", "<token>", "[TOKEN]",
// Windows' "%DB_PASS%"), a call ("passwordPrompt()"), a path or a URL, an assignment
// ("id=npmrc"; base64's "=" padding at the end is none), nor written in capitals and
// underscores only ("TOKEN", "YOUR_API_KEY").
func plainValue(v string) bool {
	if v == "" || strings.ContainsAny(v, " \t\r\n") || strings.Contains(strings.TrimRight(v, "="), "=") || strings.IndexByte("$<{[/=", v[0]) >= 0 ||
		strings.Contains(v, "://") || strings.HasSuffix(v, "()") || windowsVar.MatchString(v) {
		return false
	}
	return strings.Trim(v, "ABCDEFGHIJKLMNOPQRSTUVWXYZ_") != ""
}

// kebabWords reports whether v is words joined by "-", "_" or ".", each letters with at
// most four digits after them or a number of at most four digits ("color-primary-500",
// "cart-items-v2", "F1-Grand-Prix-2024", "ACME-2024-0001"): an identifier or a name, no
// token ("k3y-a1b2c3" is one).
func kebabWords(v string) bool {
	parts := strings.FieldsFunc(v, func(r rune) bool { return r == '-' || r == '_' || r == '.' })
	if len(parts) < 2 {
		return false
	}
	for _, part := range parts {
		digits := strings.TrimLeft(part, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
		if len(digits) > 4 || strings.Trim(digits, "0123456789") != "" {
			return false
		}
	}
	return true
}

// camelWords reports whether v is words written together in camel case, each of three
// letters or more ("TanstackQueryDevtools", "checkoutStepShipping"), or such words joined
// by "." or "-": a name in code, not a random mix of cases.
func camelWords(v string) bool {
	run := 0
	for i := 0; i < len(v); i++ {
		c := v[i]
		switch {
		case c >= 'A' && c <= 'Z':
			if i > 0 && run < 3 && isLetter(v[i-1]) {
				return false
			}
			run = 1
		case c >= 'a' && c <= 'z':
			run++
		case c == '.' || c == '-' || c == '_':
			if run < 3 {
				return false
			}
			run = 0
		default:
			return false
		}
	}
	return run >= 3
}

// fileName reports whether v ends as a file's name does: a dot and an extension of two to
// four lower-case letters or digits ("phrase.txt", "key.pem", "secrets.json").
func fileName(v string) bool {
	i := strings.LastIndexByte(v, '.')
	if i <= 0 || len(v)-i-1 < 2 || len(v)-i-1 > 4 {
		return false
	}
	for _, c := range v[i+1:] {
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9') {
			return false
		}
	}
	return true
}

// shapedAs reports whether v is shaped as a secret of class: a password's (passwordValue),
// a one-time code's (otpShaped, or an authenticator's seed: totpSeed) or a PIN's (otpShaped),
// any other's a token's (tokenValue, ten bytes or
// more).
func shapedAs(class, v string) bool {
	switch class {
	case Password:
		return passwordValue(v)
	case OTP:
		return otpShaped(v) || totpSeed(v)
	case PIN:
		return otpShaped(v)
	case SSN:
		return idShaped(v)
	case CVV:
		return (len(v) == 3 || len(v) == 4) && isDigits(v)
	case CardNumber:
		return isCard(v)
	}
	if b, ok := strings.CutPrefix(v, "base64:"); ok && len(b) >= 16 {
		v = b // Laravel's APP_KEY=base64:…
	}
	return tokenValue(v, 10)
}

// totpSeed reports whether v is an authenticator's seed as a one-time code's field holds
// it (a password manager's "totp" column, "TOTP: …"): base32 with a digit (base32Key), 16
// to 64 characters, in groups of four or not (RFC 6238 seeds are 80 to 320 bits).
func totpSeed(v string) bool {
	w := strings.ReplaceAll(v, " ", "")
	return len(w) >= 16 && len(w) <= 64 && base32Key(w)
}

// otpShaped reports whether v is written as a one-time code: 4 to 8 digits, grouped or not
// ("482915", "482-915") or spaced one by one ("4 8 2 9 1 5"), or 6 to 8 letters and digits
// with both ("K7X9QP").
func otpShaped(v string) bool {
	d := len(digitsOf(v))
	if d >= 4 && d <= 8 && len(v) == 2*d-1 && strings.Count(v, " ") == d-1 && digitsOf(v) == strings.ReplaceAll(v, " ", "") {
		return true // spaced one by one: "4 8 2 9 1 3"
	}
	if codeShaped(v) {
		return d >= 4 && d <= 8
	}
	if len(v) < 6 || len(v) > 8 || d == 0 {
		return false
	}
	for i := 0; i < len(v); i++ {
		if !isAlnum(v[i]) {
			return false
		}
	}
	return d < len(v)
}
