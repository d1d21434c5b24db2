package redact

// A user's name and password written together in a sentence about signing in: "Use
// credentials alice:X to log in", "Default login is admin:X", "Use admin / X to log in",
// "Sign in as alice@example.com / X". No key names the password; the sign between the
// two and the words around them do.

import (
	"regexp"
	"slices"
	"strings"
)

// credPair matches, after a word that introduces credentials (group 1: "as", "is", "use",
// "credentials", "login", "user"; perhaps with what they are for: "creds for staging:"), a
// user's name or e-mail address (or its placeholder,
// group 2), ":" or "/" (group 3) and the password (group 4, up to white space or a quote);
// each may stand in quotes or backticks, the pair in brackets ("log in (bob / X)").
var credPair = regexp.MustCompile(`(?i)(?:\b|\\n)(as|is|are|use|with|using|credentials?|creds|logins?|log[- ]in|sign[- ]in|user(?:name)?|account)(?:\s+(?:for|on)\s+[\w.-]{1,24})?\s*:?(?:\s+[a-z]+:)?\s+` +
	"[`\"'(]?" + `([\w.+-]+@[\w-]+(?:\.[\w-]+)+|\{\{email(?:_\d+)?\}\}|[a-z][\w.-]{1,31})` + "[`\"']?" + `(\s*/\s*|:)` + "[`\"']?" + `([^\s"'<>` + "`" + `]{4,64})`)

// credAsWith matches a user and a password in "as <user> with <password>" ("Sign in as bob
// with X", "Log in as jane@acme.com using password X"); groups as credPair's, group 3 the
// words between the two.
var credAsWith = regexp.MustCompile(`(?i)\b(as)\s+([\w.+-]+@[\w-]+(?:\.[\w-]+)+|\{\{email(?:_\d+)?\}\}|[a-z][\w.-]{1,31})` +
	`(\s+(?:with|using)\s+(?:(?:the\s+)?password\s+)?)` + "[`\"']?" + `([^\s"'<>` + "`" + `]{4,64})`)

// signInWords are the words a sentence about credentials holds (lower case); credPairPass
// reads only texts with one.
var signInWords = []string{"log in", "login", "log-in", "logon", "sign in", "signin", "sign-in", "credential",
	"username", "user name", "password", "creds", "test account", "demo account"}

// credPairPass masks the passwords credPair finds in a text about signing in (signInWords):
// letters with a digit or a sign ("!@#$%^&*+=?~"), not a path ("//host", "/docs"), a port
// ("localhost:8080"), a version ("python:3.12-slim"), an algorithm's name or a placeholder,
// nor what follows "use" or "with", a capitalised name and an unspaced "/" (a name's
// parts: "OAuth/OIDC2").
func (r *Redactor) credPairPass(s string) []seg {
	if len(s) < 16 {
		return nil
	}
	low := asciiLower(s)
	if !slices.ContainsFunc(signInWords, func(w string) bool { return strings.Contains(low, w) }) {
		return nil
	}
	b := builder{s: s}
	ms := append(credPair.FindAllStringSubmatchIndex(s, -1), credAsWith.FindAllStringSubmatchIndex(s, -1)...)
	slices.SortFunc(ms, func(a, b []int) int { return a[8] - b[8] }) // a builder takes them in order
	for _, m := range ms {
		lead, user, sep := strings.ToLower(s[m[2]:m[3]]), s[m[4]:m[5]], s[m[6]:m[7]]
		pw := strings.TrimRight(s[m[8]:m[9]], ".,;:)]}") // a sentence's mark; "!" and "?" are a password's as often
		switch {
		case sep == "/" && (lead == "use" || lead == "with" || lead == "using") && !strings.Contains(user, "@") && user[0] >= 'A' && user[0] <= 'Z':
			continue // "Use OAuth/OIDC2", "with TCP/IP": a name's parts; "Use admin/X", "Use admin / X" are a login
		case userWords[strings.ToLower(user)] || strings.ContainsAny(pw, "/:") || versionLike(pw) || algorithmName.MatchString(pw) ||
			sep == ":" && algorithmName.MatchString(user): // "SHA256:xxQV…", a key's fingerprint
			continue // "is at /auth/login2", "python:3.12-slim", "arn:aws:iam::…", "google/oauth2"
		case strings.HasPrefix(pw, "/") || strings.HasPrefix(pw, "{{") || IsPlaceholder(pw) || isDigits(pw):
			continue // "https://…", "localhost:8080", a masked value
		case len(pw) < 4 || !strings.ContainsFunc(pw, isLetterRune) ||
			!strings.ContainsFunc(pw, func(c rune) bool { return c >= '0' && c <= '9' || strings.ContainsRune("!@#$%^&*+=?~", c) }):
			continue // "TCP/IP", "OAuth/OIDC", "Admin:Read-Only": no digit, no sign a password has
		case strings.EqualFold(user, "http") || strings.EqualFold(user, "https") || strings.EqualFold(user, "ftp"):
			continue
		case strings.TrimSpace(sep) != "/" && sep != ":" && !strongPassword(pw):
			continue // "Sign in as admin with SSO2": "with" names a way to sign in as often
		}
		b.add(m[8], m[8]+len(pw), r.mask(pw, Password))
	}
	return b.done()
}

// strongPassword reports whether pw, given after "with" (credAsWith), is shaped as a
// password rather than a way to sign in: six bytes or more with a sign, or eight or more
// mixing cases and digits.
func strongPassword(pw string) bool {
	c := countKinds(pw)
	return len(pw) >= 6 && strings.ContainsAny(pw, "!@#$%^&*+=?~") || len(pw) >= 8 && c.digits > 0 && c.upper > 0 && c.lower > 0
}

// userWords are words credPair may read as a user's name that are none: "is at /auth".
var userWords = map[string]bool{"at": true, "in": true, "on": true, "to": true, "the": true, "a": true, "an": true,
	"of": true, "for": true, "by": true, "from": true, "via": true, "and": true, "or": true}

// versionLike reports whether s begins as a version does ("3.12-slim", "16.2-alpine",
// "1.0"): digits, a dot, a digit.
func versionLike(s string) bool {
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	return i > 0 && i+1 < len(s) && s[i] == '.' && s[i+1] >= '0' && s[i+1] <= '9'
}
