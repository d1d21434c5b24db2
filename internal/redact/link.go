package redact

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// linkParamPass masks the values of credential parameters (SensitiveParam) in links
// without a scheme, which urlPass does not see: "/oauth/callback?code=4/0AX…",
// "/cb#code=…", "cb?x=1&ticket=ST-…", an href escaped for JSON ("\/cb?a=1\u0026code=…")
// or HTML ("…&amp;code=…", "&#038;code=…"), a name percent-encoded
// ("user%5Bpassword%5D=…"). A parameter counts only where a query or fragment puts one:
// right after "?", "#", "&", an HTML entity of "&" or the escapes "\u0026" and "\x26" in
// the same piece of text, so that prose ("zip code=94107") stays. The value runs to "&",
// "#", white space, a quote, an angle bracket, a control character or an escape other
// than "\/" and "\uXXXX" of a character a URL holds, less the punctuation that ends a
// sentence.
//
// Names that plain parameters take too (weakParams: "?code=404", "?key=F5",
// "?ticket=1234") are masked only when the value is machine-made (machineMade,
// randomJoined), longer than maxWeakValue, or the link's path is a sign-in, verify, reset
// or callback page's (authLink: "/verify-email?code=K7XQ9P", "/password/reset?key=…"), or
// the value is a one-time value's (oneTimeValue) in the part of a link a selector tests
// ("contains(@href,'key=XpAtHk…')", linkTestBefore; not "a[href*='key=PROJ-123']"); in
// absolute URLs they are always masked (SPEC §8). Flags ("?auth=false")
// stay. The value of another parameter with an encoded query inside
// ("?return_to=%2Fcb%3Fcode%3D…") is read as a URL value.
func (r *Redactor) linkParamPass(s string) []seg {
	if !strings.ContainsAny(s, "?&#") && !(strings.ContainsAny(s, `'"`) && containsAny(s, "href", "src", "action")) &&
		!containsAny(s, "-d ", "--data", "-F ", "--form") {
		return nil // no query, fragment, curl form field nor part of a link a selector tests (linkTests)
	}
	b := builder{s: s}
	// A value runs on past "?" and "=", so the values of "?a=?b=?c=…" end where the first
	// does: its end, found once, serves every start inside it, which keeps a page of many
	// "=" linear.
	var run valueRun
	for from := 0; from < len(s); {
		k := strings.IndexByte(s[from:], '=')
		if k < 0 {
			break
		}
		eq := from + k
		from = eq + 1
		st := eq
		for st > 0 && eq-st < 64 && isParamByte(s[st-1]) {
			st--
		}
		raw, ok := linkParamName(s, st, eq)
		if !ok || st < b.last {
			continue
		}
		i, j := run.value(s, eq+1)
		if j <= i {
			continue
		}
		name, v := unescape(raw, false), unescape(s[i:j], false)
		var repl string
		switch {
		case SensitiveParam(name):
			low := strings.ToLower(name)
			if strings.Trim(v, "*•x.") == "" || IsPlaceholder(v) || flagValue(v) || exampleValue(v) ||
				weakParams[low] && j-i <= maxWeakValue && !machineMade(v) && !randomJoined(v) && !authLink(s, st) &&
					!((s[st-1] == '\'' || s[st-1] == '"') && oneTimeValue(v)) {
				continue
			}
			repl = r.mask(v, paramClass(name))
		case authValue(name, v) && !IsPlaceholder(v) && authPageLink(s, st): // the path last: it is read back
			repl = r.mask(v, Token)
		case run.encodedQuery(i, j) && r.nested < maxNested:
			if out, ok := r.spacedLink(name, s[i:j], v, false); ok {
				repl = out
			} else {
				r.nested++
				repl = r.urlValue(s[i:j], false, false)
				r.nested--
			}
			from = j // read whole as a URL value: its parameters too
			if repl == s[i:j] {
				continue
			}
		default:
			continue
		}
		if b.add(i, j, repl) {
			from = j
		}
	}
	return b.done()
}

// maxWeakValue is the longest value of a weak parameter (weakParams) looked at for its
// shape; a longer one is masked: no page's own code is kilobytes long, and looking at
// every value of "?code=?code=…" would cost the square of its length.
const maxWeakValue = 2048

// valueRun remembers the end of the last value linkParamPass found, its end less the
// punctuation that closes a sentence, and the last percent-encoded "?" or "&" in it.
type valueRun struct {
	start, end, trimmed, lastEnc int
}

// value returns the bounds of the value of a link parameter that starts at s[at], right
// after its "=": past opening brackets (linkValueStart), up to its end (linkValueEnd) less
// closing punctuation.
func (v *valueRun) value(s string, at int) (int, int) {
	if !(v.end > 0 && at > v.start && at < v.end) {
		v.start, v.end = at, linkValueEnd(s, at)
		v.trimmed = v.end
		for v.trimmed > at && strings.IndexByte(".,;:!?)]}", s[v.trimmed-1]) >= 0 {
			v.trimmed-- // the end of a sentence or of the brackets around the link
		}
		v.lastEnc = -1
		for k := v.end - 3; k >= at; k-- {
			if s[k] == '%' && (s[k+1] == '3' && (s[k+2]|0x20) == 'f' || s[k+1] == '2' && s[k+2] == '6') {
				v.lastEnc = k
				break
			}
		}
	}
	i := linkValueStart(s, at)
	return i, max(v.trimmed, i)
}

// encodedQuery reports whether the value s[i:j] of the current run holds a
// percent-encoded "?" or "&": a link with a query inside it.
func (v *valueRun) encodedQuery(i, j int) bool {
	return v.lastEnc >= i && v.lastEnc+3 <= j
}

// weakParams are credential names (SensitiveParam) that plain parameters of a site take
// too; in a link without a scheme their value must look made by a machine.
var weakParams = map[string]bool{"code": true, "key": true, "ticket": true, "magic": true, "assertion": true, "sas": true}

// isParamByte reports whether c may be part of a query parameter's name here: ASCII
// letters, digits, "_", "-", ".", "[", "]" (user[token]) and "%" (user%5Btoken%5D).
func isParamByte(c byte) bool {
	return isAlnum(c) || c == '_' || c == '-' || c == '.' || c == '[' || c == ']' || c == '%'
}

// entityAmp matches an HTML character reference of "&" at the end of a text, repeated
// escaping included: "&amp;", "&AMP;", "&#38;", "&#038;", "&#x26;", "&amp;amp;".
var entityAmp = regexp.MustCompile(`(?i)&` + ampEntity + `$`)

// ampEntity is the body of an HTML character reference of "&" after its "&": "amp;",
// "#38;", "#038;", "#x26;", repeated escaping ("amp;amp;") included.
const ampEntity = `(?:amp;)*(?:amp|#0*38|#x0*26);`

// linkParamName returns the name s[st:eq] when a query separator comes right before it:
// "?", "#", "&", an HTML entity of "&" (entityAmp), or the escapes "\u0026" and "\x26"
// (whose hex digits the name's scan took in: "u0026code" is "code").
func linkParamName(s string, st, eq int) (string, bool) {
	if st == eq || st == 0 {
		return "", false
	}
	switch s[st-1] {
	case '?', '&', '#':
		return s[st:eq], true
	case ';':
		if entityAmp.MatchString(s[max(0, st-24):st]) {
			return s[st:eq], true
		}
	case '\'', '"':
		if linkTestBefore(s, st-1) || curlDataBefore(s, st-1) {
			return s[st:eq], true // [href*='key=…'], contains(@href,'key=…'), curl -d "card[cvc]=…"
		}
	case ' ':
		if curlDataBefore(s, st) {
			return s[st:eq], true // curl -d card[cvc]=…
		}
	case '\\':
		for _, esc := range []string{"u0026", "x26"} {
			if len(s[st:eq]) > len(esc) && strings.EqualFold(s[st:st+len(esc)], esc) {
				return s[st+len(esc) : eq], true
			}
		}
	}
	return "", false
}

// curlDataBefore reports whether s[:q] ends with a curl flag whose argument is a form's
// field ("-d", "--data", "--data-raw", "--data-urlencode", "-F", "--form"), then spaces: the
// parameter at q (or after the quote at q) is one, as after "&" ("-d "card[cvc]=518"").
func curlDataBefore(s string, q int) bool {
	head := strings.TrimRight(s[max(0, q-24):q], " ")
	for _, flag := range []string{" -d", " --data", " --data-raw", " --data-urlencode", " --data-binary", " -F", " --form"} {
		if strings.HasSuffix(head, flag) || head == flag[1:] {
			return true
		}
	}
	return false
}

// linkTestBefore reports whether the quote at s[q] opens a part of a link that a selector
// tests, so that the parameter right after it is one: CSS's attribute selectors
// ("a[href*='key=…']", "[data-href^='…']", "[src='…']", "[action='…']") and XPath's
// functions ("contains(@href,'key=…')", "contains(normalize-space(@href),'…')").
func linkTestBefore(s string, q int) bool {
	head := strings.TrimRight(asciiLower(s[max(0, q-32):q]), " ")
	for _, op := range []string{"*=", "^=", "$=", "~=", "=", ","} {
		if strings.HasSuffix(head, op) {
			head = strings.TrimRight(strings.TrimSuffix(head, op), " )")
			return strings.HasSuffix(head, "href") || strings.HasSuffix(head, "src") || strings.HasSuffix(head, "action")
		}
	}
	return false
}

// linkValueStart skips the opening brackets of a value written in them ("code=(…)").
func linkValueStart(s string, i int) int {
	for i < len(s) && strings.IndexByte("([{", s[i]) >= 0 {
		i++
	}
	return i
}

// linkValueEnd returns where the value of a link parameter that starts at s[i] ends,
// closing punctuation included.
func linkValueEnd(s string, i int) int {
	j := i
	for j < len(s) {
		if s[j] == '\\' {
			if n := urlEscape(s[j:]); n > 0 {
				j += n
				continue
			}
			break
		}
		c, size := utf8.DecodeRuneInString(s[j:])
		if strings.ContainsRune("&#\"'`<>", c) || unicode.IsSpace(c) || unicode.IsControl(c) {
			break
		}
		j += size
	}
	return j
}

// urlEscape returns the length of a JSON or JavaScript escape at the start of s that a
// URL's value may hold ("\/", "\u002b"), or 0 for one that ends the value: "\u0026"
// ("&"), an escaped quote, angle bracket, white space or control character.
func urlEscape(s string) int {
	if len(s) >= 2 && s[1] == '/' {
		return 2
	}
	if len(s) < 6 || s[1] != 'u' {
		return 0
	}
	c, err := strconv.ParseUint(s[2:6], 16, 16)
	if err != nil || c <= ' ' || c >= 0x7f || strings.IndexByte("&#\"'`<>\\", byte(c)) >= 0 {
		return 0
	}
	return 6
}

// randomJoined reports whether v, with its "-", "_", "." and "~" taken out, is a random
// run of 16 bytes or more: a token whose parts machineMade reads as words
// ("oVNXOnZ-_UQBTYX-xUZqZ5T9Wd-u5Zw").
func randomJoined(v string) bool {
	joined := strings.Map(func(r rune) rune {
		if strings.ContainsRune("-_.~", r) {
			return -1
		}
		return r
	}, v)
	return looksRandom(joined, 16)
}

// authPaths are words of a link's path that make a weak parameter a credential.
var authPaths = map[string]bool{"verify": true, "verification": true, "confirm": true, "activate": true,
	"activation": true, "callback": true, "cb": true, "oauth": true, "oauth2": true, "auth": true,
	"login": true, "signin": true, "sso": true, "reset": true, "magic": true, "2fa": true, "mfa": true,
	"otp": true, "invite": true, "saml": true, "acs": true, "unsubscribe": true, "unsub": true,
	"invitation": true, "invitations": true, "join": true, "passwordless": true, "preferences": true,
	"signing": true, "emailstart": true, "esign": true, "apiesign": true, "esignwidget": true,
	// other languages' verify, confirm, activate and reset
	"verificar": true, "confirmar": true, "activar": true, "ativar": true, "restablecer": true, "redefinir": true,
	"verifier": true, "confirmer": true, "activer": true, "reinitialiser": true, "verificare": true, "conferma": true,
	"confermare": true, "attiva": true, "attivare": true, "verifizieren": true, "bestaetigen": true, "aktivieren": true,
	"zuruecksetzen": true, "bevestigen": true, "activeren": true, "potwierdz": true, "aktywuj": true, "dogrula": true}

// authLink reports whether the link whose parameter name starts at s[st] has a word of a
// sign-in, verification or reset page in its path ("/verify-email?code=…",
// "/password/reset?x=1&key=…"; not "/authors?code=…"). It looks back at most 256 bytes to
// the query's start and as far again over the path.
func authLink(s string, st int) bool {
	p, ok := linkPath(s, st)
	return ok && authPathWord(p)
}

// authPageLink is authLink by authPage: not a page about signing in ("/help/login").
func authPageLink(s string, st int) bool {
	p, ok := linkPath(s, st)
	return ok && authPage(p)
}

// linkPath returns what precedes the query or fragment of the link whose parameter name
// starts at s[st]: up to 256 bytes back to the query's start, and as far again over the
// path; ok is false where no "?" or "#" is found so near.
func linkPath(s string, st int) (string, bool) {
	q := st - 1
	for ; q >= 0 && s[q] != '?' && s[q] != '#'; q-- {
		if st-q > 256 || strings.IndexByte(" \"'<(\n", s[q]) >= 0 {
			return "", false
		}
	}
	if q <= 0 {
		return "", false
	}
	p := q
	for p > 0 && q-p < 256 && strings.IndexByte(" \t\n\"'<>(`", s[p-1]) < 0 {
		p--
	}
	return s[p:q], true
}

// authPathWord reports whether a link's path (or what precedes its query) holds a word of
// authPaths, in any letter case: "/verify-email", "/OAuth2/Callback"; not "/authors".
func authPathWord(path string) bool {
	return slices.ContainsFunc(pathWords(path), func(w string) bool { return authPaths[w] })
}

// pathWords returns the words of a link's path in lower case: its runs of ASCII letters
// and digits ("/OAuth2/Callback" is "oauth2", "callback").
func pathWords(path string) []string {
	return strings.FieldsFunc(asciiLower(path), func(r rune) bool {
		return !('a' <= r && r <= 'z' || '0' <= r && r <= '9')
	})
}

// looseParams are the parameter names of a credential that sites also use for plain
// values: a product's or an airport's code ("code=0713995002", "code=LHR"), a conference's
// session ("session=2024-fall"), a sign-in method ("auth=google"), a search key
// ("key=price"), a pinned item ("pin=board-42"). A "token" is always one: "token=abc" is
// masked.
var looseParams = map[string]bool{"code": true, "session": true, "auth": true, "key": true, "pin": true}

// plainParamValue reports whether the decoded value of a parameter of looseParams is
// plainly no credential: letters alone, not random-looking from 16 bytes ("LHR",
// "ethereum", "google"); digits alone of 9 to 15 ("0713995002": a one-time code has 4 to
// 8, a machine's id 16 or more); words joined by "-", "_" or "." ("2024-fall",
// "spring_sale"), none of 8 bytes or more with letters and digits ("abc_9f8e7d6c5b4a3921x")
// and none of secretWords ("my_secret_key_123").
func plainParamValue(v string) bool {
	switch {
	case v == "":
		return false
	case strings.Trim(v, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ") == "":
		return !looksRandom(v, 16)
	case isDigits(v):
		return len(v) >= 9 && len(v) <= 15
	case strings.ContainsFunc(v, func(r rune) bool { return r >= 0x80 || !isAlnum(byte(r)) && !strings.ContainsRune("-_.", r) }):
		return false
	}
	parts := strings.FieldsFunc(v, func(r rune) bool { return r == '-' || r == '_' || r == '.' })
	lowerWord := func(p string) bool { return len(p) >= 3 && strings.Trim(p, "abcdefghijklmnopqrstuvwxyz") == "" }
	mixed := func(p string) bool { // "9f8e7d6c5b4a3921x": letters and digits, 8 bytes or more
		return len(p) >= 8 && strings.ContainsAny(p, "0123456789") && strings.ContainsFunc(p, isLetterRune)
	}
	return len(parts) > 1 && !machineMade(v) && slices.ContainsFunc(parts, lowerWord) &&
		!slices.ContainsFunc(parts, func(p string) bool { return len(p) >= 8 && looksRandom(p, 8) || mixed(p) }) &&
		!slices.ContainsFunc(parts, func(p string) bool { return secretWords[strings.ToLower(p)] })
}

// secretWords are the words that make a value of words joined by "-", "_" or "." a
// credential's, whatever its other parts: "my_secret_key_123".
var secretWords = map[string]bool{"secret": true, "token": true, "password": true, "passwd": true, "key": true,
	"apikey": true, "private": true, "credential": true, "credentials": true}
