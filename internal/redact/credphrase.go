package redact

import (
	"regexp"
	"strings"
	"unicode"
)

// Passwords named after the value in English prose, which proseWord (the name first) does
// not read: "Log in using X as password", "X is now your password", "Change password from
// X to Y", "Credentials: frank X", and a session cookie's value after its name. ("Use X
// to sign in" is not read: X is a service's name as often, "Microsoft365", "OAuth/OIDC2".)

var (
	// credAs matches a value said to be a password after it: group 1.
	credAs = regexp.MustCompile(`(?i)\b(?:using|use|with|enter|entered|set|type|typed|put|chose|choose)\s+["'“]?([^\s"'”]{4,64})["'”]?\s+as\s+` +
		`(?:(?:my|the|your|a|our|his|her|their)\s+)?(?:new\s+|current\s+|old\s+|temporary\s+)?(?:password|passcode|passphrase|pin)\b`)
	// credIsYour matches a value said to be the reader's password after it: "Saved.
	// New-Pass-9988 is now your password." (group 1).
	credIsYour = regexp.MustCompile(`(?i)["'“]?([^\s"'”]{4,64})["'”]?\s+is\s+(?:now\s+)?your\s+(?:new\s+)?(?:password|passcode)\b`)
	// credFromTo matches a password changed from one value (group 1) to another (group 2).
	credFromTo = regexp.MustCompile(`(?i)\bpassword\s+from\s+["'“]?([^\s"'”]{4,64})["'”]?\s+to\s+["'“]?([^\s"'”,;]{4,64})["'”]?`)
	// credColon matches "Credentials: user password", a user and a password parted by a
	// space only: group 1 the password.
	credColon = regexp.MustCompile(`(?i)\bcred(?:ential)?s?\s*:\s*[^\s/:]{1,64}\s+([^\s/]{4,64})`)
	// sessionValue matches a session's cookie, id or token after its name and a link: group 1.
	sessionValue = regexp.MustCompile(`(?i)\bsession\s+(?:cookie|id|token)\s+(?:was|is|=|:)\s*["']?([A-Za-z0-9+/=_.-]{16,})`)

	// credFromToAt, credColonAt and sessionValueAt are the three anchored at their first
	// word, where credPhrasePass runs them.
	credFromToAt   = anchor(credFromTo)
	credColonAt    = anchor(credColon)
	sessionValueAt = anchor(sessionValue)
)

// credPhrasePass masks the passwords credAs, credIsYour, credFromTo and credColon
// find when shaped as one (credentialShape, no common word: secretWord), and the session
// values sessionValue finds (SPEC §8).
func (r *Redactor) credPhrasePass(s string) []seg {
	if len(s) < 12 {
		return nil
	}
	low := asciiLower(s)
	var spans []span
	take := func(i, j int, class string) {
		w := strings.TrimRight(s[i:j], sentenceEnd)
		if class == Token || secretWord(w) && credentialShape(w) && !exampleValue(w) {
			spans = append(spans, span{i, i + len(w), class})
		}
	}
	// Each expression runs only in a window around the words it needs: a page holds
	// "password" and "log in" everywhere.
	each := func(word string, f func(at int)) { // every place word stands in low
		for from := 0; ; {
			k := strings.Index(low[from:], word)
			if k < 0 {
				return
			}
			f(from + k)
			from += k + len(word)
		}
	}
	near := func(word string, before, after int, f func(from, to int)) {
		each(word, func(at int) { f(max(0, at-before), min(len(s), at+len(word)+after)) })
	}
	find := func(re *regexp.Regexp, from, to int, f func(m []int)) {
		for _, m := range re.FindAllStringSubmatchIndex(s[from:to], -1) {
			for k := range m {
				if m[k] >= 0 {
					m[k] += from
				}
			}
			f(m)
		}
	}
	near(" as ", 90, 40, func(from, to int) {
		if after := low[to-min(to-from, 40) : to]; !strings.Contains(after, "pass") && !strings.Contains(after, "pin") {
			return // "as" before no password's name
		}
		find(credAs, from, to, func(m []int) {
			if !passwordThing(s, m[1]) {
				take(m[2], m[3], Password) // not "Use 1Password as password manager"
			}
		})
	})
	near(" your ", 80, 30, func(from, to int) {
		find(credIsYour, from, to, func(m []int) {
			if !passwordThing(s, m[1]) {
				take(m[2], m[3], Password)
			}
		})
	})
	at := func(word string, re *regexp.Regexp, window int, f func(m []int)) {
		each(word, func(p int) {
			if m := matchAt(re, s, p, window); m != nil {
				f(m)
			}
		})
	}
	at("password from", credFromToAt, 160, func(m []int) {
		// a digit or a sign in both: "from iPhone to Android" moves a password manager
		if strings.ContainsAny(s[m[2]:m[3]]+s[m[4]:m[5]], "0123456789") || signed(s[m[2]:m[3]]) && signed(s[m[4]:m[5]]) {
			take(m[2], m[3], Password)
			take(m[4], m[5], Password)
		}
	})
	at("cred", credColonAt, 160, func(m []int) { take(m[2], m[3], Password) })
	at("session ", sessionValueAt, 4200, func(m []int) { take(m[2], m[3], Token) })
	return r.maskSpans(s, spans)
}

// passwordThing reports whether the word "password" that ends at s[j] names a thing about
// passwords rather than one ("password manager", "password-less", "password policy").
func passwordThing(s string, j int) bool {
	next := asciiLower(s[j:min(len(s), j+10)])
	return strings.HasPrefix(next, "-") || strings.HasPrefix(next, "less") ||
		containsAny(next, " manager", " policy", " hint", " field", " box", " reset", " rule")
}

// signed reports whether w holds a character that is neither a letter nor a digit.
func signed(w string) bool {
	return strings.ContainsFunc(w, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
}
