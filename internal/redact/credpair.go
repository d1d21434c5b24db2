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
// "credentials", "login", "user"), a user's name or e-mail address (or its placeholder,
// group 2), ":" or "/" (group 3) and the password (group 4, up to white space).
var credPair = regexp.MustCompile(`(?i)\b(as|is|are|use|with|credentials?|logins?|user(?:name)?|account)\s*:?\s+` +
	`([\w.+-]+@[\w-]+(?:\.[\w-]+)+|\{\{email(?:_\d+)?\}\}|[a-z][\w.-]{1,31})(\s*/\s*|:)([^\s"'<>]{4,64})`)

// signInWords are the words a sentence about credentials holds (lower case); credPairPass
// reads only texts with one.
var signInWords = []string{"log in", "login", "log-in", "logon", "sign in", "signin", "sign-in", "credential",
	"username", "user name", "password"}

// credPairPass masks the passwords credPair finds in a text about signing in (signInWords):
// letters with a digit or a sign ("!@#$%^&*+=?~"), not a path ("//host", "/docs"), a port
// ("localhost:8080") or a placeholder, nor what follows "use" or "with" and an unspaced
// "/" (a name's parts: "OAuth/OIDC2").
func (r *Redactor) credPairPass(s string) []seg {
	if len(s) < 16 {
		return nil
	}
	low := asciiLower(s)
	if !slices.ContainsFunc(signInWords, func(w string) bool { return strings.Contains(low, w) }) {
		return nil
	}
	b := builder{s: s}
	for _, m := range credPair.FindAllStringSubmatchIndex(s, -1) {
		lead, user, sep := strings.ToLower(s[m[2]:m[3]]), s[m[4]:m[5]], s[m[6]:m[7]]
		pw := strings.TrimRight(s[m[8]:m[9]], sentenceEnd)
		switch {
		case sep == "/" && (lead == "use" || lead == "with"):
			continue // "Use OAuth/OIDC2", "with TCP/IP": a name's parts; "Use admin / X" is spaced
		case strings.HasPrefix(pw, "/") || strings.HasPrefix(pw, "{{") || IsPlaceholder(pw) || isDigits(pw):
			continue // "https://…", "localhost:8080", a masked value
		case len(pw) < 4 || !strings.ContainsFunc(pw, isLetterRune) ||
			!strings.ContainsFunc(pw, func(c rune) bool { return c >= '0' && c <= '9' || strings.ContainsRune("!@#$%^&*+=?~", c) }):
			continue // "TCP/IP", "OAuth/OIDC", "Admin:Read-Only": no digit, no sign a password has
		case strings.EqualFold(user, "http") || strings.EqualFold(user, "https") || strings.EqualFold(user, "ftp"):
			continue
		}
		b.add(m[8], m[8]+len(pw), r.mask(pw, Password))
	}
	return b.done()
}
