package redact

import (
	"regexp"
	"slices"
	"strings"
)

// Some prose names a password after its value or around it rather than before it:
// "Log in using Asp4ss!Word1 as password", "Change password from Old!Pass11 to New!Pass22",
// "Use Kq8-Lp3-Zm7 to log in the first time", "login bob pass Qw3rty!99".

// asSecret matches a word given "as" a password or a PIN: "using X as password", "with bob
// and X as the new password", "'1234' as my PIN"; group 1 is the word, group 2 the
// secret's name.
var asSecret = regexp.MustCompile(`(?i)["'“‘]?([^\s"'“”‘’]{4,64}?)["'”’]?\s+as\s+(?:the\s+|my\s+|a\s+|your\s+|our\s+)?` +
	`(?:new\s+|temporary\s+|temp\s+|current\s+|old\s+|initial\s+)?(passwords?|passcode|passphrase|pwd|pw|pin|token|api\s+key|api\s+token|secret)\b`)

// secretFromTo matches a change of a password from one value to another: "password from X
// to Y", "the password X to Y", "old X new Y"; groups 1 and 2, or 3 and 4, are the two
// values.
var secretFromTo = regexp.MustCompile(`(?i)\b(?:password|passcode|passphrase|pwd|pw|pin)\s+(?:from\s+)?["'“‘]?([^\s"'“”‘’]{4,64})["'”’]?\s+to\s+["'“‘]?([^\s"'“”‘’]{4,64})` +
	`|\bold\s+(?:password\s+|pw\s+)?:?\s*["'“‘]?([^\s"'“”‘’]{4,64})["'”’]?,?\s+new\s+(?:password\s+|pw\s+)?:?\s*["'“‘]?([^\s"'“”‘’]{4,64})`)

// useToSignIn matches a value a text says to sign in with: "Use X to log in", "use X to
// sign in the first time", "Use X for login", "Use X for the admin login", "Use X when
// logging in"; group 1 is the value.
var useToSignIn = regexp.MustCompile(`(?i)\buse\s+["'“‘]?([^\s"'“”‘’]{6,64}?)["'”’]?\s+(?:to\s+|for\s+(?:the\s+|your\s+|my\s+|our\s+)?(?:[a-z]+\s+)?|when\s+)` +
	`(?:(?:log\s*in|sign\s*in|log\s+on)(?:to)?|login|signin|sign\s+on|log-in|sign-in|logging\s+in|signing\s+in)\b`)

// productName matches a name of a product or a service written with a digit, which
// passwordish would take for a password: "1Password", "1Kosmos", "YubiKey5C", "Web3Auth".
var productName = regexp.MustCompile(`^(?:\d+(?:[A-Z][a-z]+)+|(?:[A-Z][a-z]+)+\d+[A-Z]?|(?:[A-Z][a-z]+)+\d(?:[A-Z][a-z]+)+)$`)

// signInPass matches "pass X" after a word of signing in in the same sentence ("login bob
// pass X", "Login jane@acme.com, pass X": a "." inside a word ends no sentence); group 1
// is the value.
var signInPass = regexp.MustCompile(`(?i)\b(?:log\s*in|login|sign\s*in|signin|user(?:name)?)\b(?:[^.\n]|\.\S){0,40}?\bpass\s+["'“‘]?([^\s"'“”‘’]{4,64})`)

// shortLabels matches a user and a password under short labels, as notes write them: "u:
// bob p: X", "user=bob, p=X", "login: bob / p: X", "u = bob, p = X", "email: bob@x.com p:
// X", "U - bob, P - X"; group 1 is the user, group 2 the password. shortLabelValue says
// which it masks.
var shortLabels = regexp.MustCompile(`(?i)(?:^|[\s"'“‘\[{;|])(?:u|usr|user(?:name)?|login|e|e-?mail)(?:\s*[:=]\s*|\s+[-–]\s+)([^\s,;/|&]{1,64})` +
	`(?:\s*[,;/|&]\s*|\s+)(?:p|pw|pwd)(?:\s*[:=]\s*|\s+[-–]\s+)["'“‘]?([^\s"'“”‘’&]{4,64})`)

// passFirst matches shortLabels' password and user in the other order: "p: X u: bob",
// "pw = X, user = bob"; group 1 is the password.
var passFirst = regexp.MustCompile(`(?i)(?:^|[\s"'“‘\[{;|])(?:p|pw|pwd)\s*[:=]\s*["'“‘]?([^\s"'“”‘’&,;/|]{4,64})` +
	`(?:\s*[,;/|&]\s*|\s+)(?:u|usr|user(?:name)?|login|e|e-?mail)\s*[:=]`)

// slashLabels matches a user and a password under one label of both, "u/p: bob / X",
// "U/P: bob/X", "login/pw - bob / X"; and slashPass a password under "p/w" ("P/W: X");
// group 2 of the first and group 1 of the second are the password.
var (
	slashLabels = regexp.MustCompile(`(?i)(?:^|[\s"'“‘\[{;|(])(?:u|usr|user(?:name)?|login|e-?mail|id)\s*/\s*(?:p|pw|pwd|pass(?:word)?)` +
		`(?:\s*[:=]\s*|\s+[-–]\s+)([^\s/]{1,64})\s*/\s*["'“‘]?([^\s"'“”‘’]{4,64})`)
	slashPass = regexp.MustCompile(`(?i)(?:^|[\s"'“‘\[{;|(,])p/w\s*[:=]\s*["'“‘]?([^\s"'“”‘’]{4,64})`)
)

// shortLabelValue reports whether v, a value shortLabels found under "p", is a password
// rather than a word or a number: it holds a digit or a sign and is no number ("p: 0.25"
// of a ratio, "p: float64" holds a digit but follows a type's "u: int32", which
// shortLabels' start refuses after "(" or ",").
func shortLabelValue(v string) bool {
	if strings.Trim(v, "0123456789.,-") == "" {
		return false
	}
	return strings.ContainsAny(v, "0123456789"+passwordSigns)
}

// withToken matches a token or a key a text says to use, with no link between the name and
// the value: "Call the API with token Tk_8hJ2kL9mN3pQ", "using the API key 9f8e…"; group 1
// is the value.
var withToken = regexp.MustCompile(`(?i)\b(?:with|using|use|via|pass)\s+(?:the\s+|my\s+|an?\s+|this\s+)?(?:api\s+|access\s+|auth\s+|bearer\s+|client\s+)?` +
	`(?:token|key|secret)\s+["'“‘]?([A-Za-z0-9][A-Za-z0-9_.~+/-]{11,127})` +
	`|\bauthorization\s+(?:header\s+)?to\s+["'“‘]?([A-Za-z0-9][A-Za-z0-9_.~+/=-]{11,127})`)

// typedAfterName matches a value a text says to type, enter or use where it names a
// password a few words before: "if password prompt type X", "at the password field enter
// X"; group 1 is the value.
var typedAfterName = regexp.MustCompile(`(?i)\b(?:password|passcode|passphrase)\b[^.\n"'“”]{0,40}?\b(?:type|enter|use|input)\s+["'“‘]?([^\s"'“”‘’]{4,64})`)

// oneTimeNamed matches a one-time login, link or key named before its value: "One-time
// login: 4D7F-9K2L"; group 1 is the value.
var oneTimeNamed = regexp.MustCompile(`(?i)\bone[- ]time\s+(?:login|log-in|sign[- ]in|key|token|pass)\s*(?:is\s*)?[:=]?\s*["'“‘]?([A-Za-z0-9][A-Za-z0-9-]{5,31})\b`)

// asWordPass masks the passwords shortLabels finds (shortLabelValue), the values asSecret,
// secretFromTo, useToSignIn, signInPass and typedAfterName find when each has a password's
// shape (passwordish; a PIN's digits), so
// that "Use GitHub to log in", "Change password from iPhone to Android" and "Sign in to
// pass the exam" stay, and not a tool's name before "as password manager" (secretTools);
// the one-time values oneTimeNamed finds that hold a digit; and the tokens withToken finds
// that hold letters and digits ("with key board-game-night" stays) (SPEC §8). A text with
// none of the words the expressions need is not matched against them.
func (r *Redactor) asWordPass(s string) []seg {
	if len(s) < 12 {
		return nil
	}
	low := asciiLower(s)
	var found []span
	if containsAny(low, "p:", "p=", "w:", "d:", "p :", "p =", "w =", "d =", "p -", "p –", "w -", "d -") {
		labelled := func(i, j int) {
			if v := trimValueEnd(s[i:j]); shortLabelValue(v) && !IsPlaceholder(v) && !strings.Contains(v, "{{") {
				found = append(found, span{i, i + len(v), Password})
			}
		}
		for _, m := range shortLabels.FindAllStringSubmatchIndex(s, -1) {
			labelled(m[4], m[5])
		}
		for _, m := range passFirst.FindAllStringSubmatchIndex(s, -1) {
			labelled(m[2], m[3])
		}
		if strings.Contains(low, "/") {
			for _, m := range slashLabels.FindAllStringSubmatchIndex(s, -1) {
				labelled(m[4], m[5])
			}
			for _, m := range slashPass.FindAllStringSubmatchIndex(s, -1) {
				labelled(m[2], m[3])
			}
		}
	}
	if !containsAny(low, "pass", "pin", "log", "sign", "token", "key", "time", "secret", "old", "authorization") && !namesPW(low) {
		return r.maskSpans(s, found) // "log in", "sign in" of useToSignIn; "old" of secretFromTo's "old X new Y"
	}
	add := func(i, j int, class string) {
		v := trimValueEnd(s[i:j])
		if (passwordish(v) || class == PIN && isDigits(v) && len(v) <= 8) && !IsPlaceholder(v) && !strings.Contains(v, "{{") {
			found = append(found, span{i, i + len(v), class})
		}
	}
	for _, m := range asSecret.FindAllStringSubmatchIndex(s, -1) {
		if rest := asciiLower(s[m[1]:]); strings.HasPrefix(rest, "-") || slices.ContainsFunc(secretTools, func(w string) bool {
			return strings.HasPrefix(rest, " "+w)
		}) {
			continue // "1Password as password manager", "… as password-protected file"
		}
		class := Password
		switch name := asciiLower(s[m[4]:m[5]]); {
		case name == "pin":
			class = PIN
		case strings.Contains(name, "token") || strings.Contains(name, "key") || name == "secret":
			class = Token // "Use Tk8hJ2kL9mN3pQ as the token"
		}
		add(m[2], m[3], class)
	}
	for _, m := range secretFromTo.FindAllStringSubmatchIndex(s, -1) {
		if m[2] >= 0 && !passwordish(s[m[2]:m[3]]) && !strings.Contains(asciiLower(s[m[0]:m[2]]), "from") {
			continue // "Password changed to X": prosePass reads it
		}
		for g := 2; g+1 < len(m); g += 2 {
			if m[g] >= 0 {
				add(m[g], m[g+1], Password)
			}
		}
	}
	for _, m := range useToSignIn.FindAllStringSubmatchIndex(s, -1) {
		// Not a method ("OAuth/OIDC2"), a user and a password (credPairPass) nor a code
		// (smsCodePass: "Use OTP-739204 to sign in").
		v := s[m[2]:m[3]]
		switch {
		case commonPassword(trimValueEnd(v)):
			found = append(found, span{m[2], m[2] + len(trimValueEnd(v)), Password}) // "Use Summer2024 for login"
		case !strings.ContainsAny(v, "/:@") && !strings.HasPrefix(asciiLower(v), "otp") && !productName.MatchString(trimValueEnd(v)):
			add(m[2], m[3], Password)
		}
	}
	for _, m := range signInPass.FindAllStringSubmatchIndex(s, -1) {
		if v := trimValueEnd(s[m[2]:m[3]]); strings.ContainsAny(v, "0123456789") && strings.ContainsFunc(v, isLetterRune) && !passwordish(v) &&
			!IsPlaceholder(v) && !strings.Contains(v, "{{") {
			found = append(found, span{m[2], m[2] + len(v), Password}) // "pass Blue-Horse-71": named a pass, letters and digits
			continue
		}
		add(m[2], m[3], Password)
	}
	for _, m := range typedAfterName.FindAllStringSubmatchIndex(s, -1) {
		add(m[2], m[3], Password)
	}
	for _, m := range oneTimeNamed.FindAllStringSubmatchIndex(s, -1) {
		if v := s[m[2]:m[3]]; strings.ContainsAny(v, "0123456789") {
			found = append(found, span{m[2], m[3], OTP})
		}
	}
	for _, m := range withToken.FindAllStringSubmatchIndex(s, -1) {
		g := matchedGroup(m) // 4: "Authorization to X"
		if v := trimValueEnd(s[m[g]:m[g+1]]); strings.ContainsAny(v, "0123456789") && strings.ContainsFunc(v, isLetterRune) {
			found = append(found, span{m[g], m[g] + len(v), Token})
		}
	}
	return r.maskSpans(s, found)
}

// passwordish reports whether v, a word a text gives as a password, is shaped as one rather
// than as a product's or a service's name: it holds a sign of passwordSigns ("Asp4ss!Word1")
// or a letter after a digit ("Tr0ub4dor9", "Kq8-Lp3-Zm7"); "GitHub", "Microsoft365",
// "OAuth2" and "KeePassXC" are names.
func passwordish(v string) bool {
	if strings.ContainsAny(v, passwordSigns) {
		return true
	}
	i := strings.IndexAny(v, "0123456789")
	return i >= 0 && strings.ContainsFunc(v[i:], isLetterRune)
}

// secretTools are the words after "as password" that make it name a tool or a kind of
// thing, not a value: "Use 1Password as password manager", "Export KeePass as password file".
var secretTools = []string{"manager", "vault", "file", "option", "field", "hint", "policy", "reset",
	"generator", "app", "tool", "protection", "strength", "prompt", "box", "input", "keeper", "store", "safe"}

// commonStems are words that begin many of the passwords most often found in published
// lists of leaked ones, followed there by digits or a sign: "Welcome123", "Summer2024!",
// "Password1", "Letmein99". A product's name does not begin so ("Microsoft365",
// "Office365", "Web3Auth").
var commonStems = map[string]bool{"password": true, "passw": true, "welcome": true, "summer": true, "winter": true,
	"spring": true, "autumn": true, "fall": true, "changeme": true, "letmein": true, "admin": true, "qwerty": true,
	"monkey": true, "dragon": true, "sunshine": true, "iloveyou": true, "hunter": true, "trustno": true,
	"football": true, "baseball": true, "secret": true, "temp": true, "test": true, "guest": true, "default": true,
	"master": true, "shadow": true, "superman": true, "batman": true, "princess": true, "hello": true,
	"freedom": true, "whatever": true, "abc": true, "january": true, "february": true, "march": true, "april": true,
	"may": true, "june": true, "july": true, "august": true, "september": true, "october": true, "november": true,
	"december": true}

// commonPassword reports whether v is one of commonStems followed by digits or signs only
// (at least one digit): the shape of the commonest passwords, which passwordish and
// productName take for a name.
func commonPassword(v string) bool {
	i := strings.IndexFunc(v, func(r rune) bool { return !isLetterRune(r) })
	if i <= 0 || !commonStems[asciiLower(v[:i])] {
		return false
	}
	rest := v[i:]
	return strings.ContainsAny(rest, "0123456789") && strings.Trim(rest, "0123456789"+passwordSigns) == ""
}
