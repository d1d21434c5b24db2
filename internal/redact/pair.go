package redact

// Key–value pairs in text: "password=…", "api_key: …", JSON's "newPassword": "…", a form
// body's "user[password_confirmation]=…".

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// pairWords are the words that end the key of a pair naming a secret, whatever its value
// (pairAt); strictWords those that do with a value of the secret's shape (strictPairAt).
const (
	pairWords = `password|passwd|passwort|pwd|pw|pass|passcode|kenncode|passphrase|secret|api[_-]?key|apikey|access[_-]?key|` +
		`secret[_-]?key|private[_-]?key|token|access[_-]?token|refresh[_-]?token|id[_-]?token|auth[_-]?token|` +
		`client[_-]?secret|otp|pin|cvv|cvc|ssn|session[_-]?id|sessionid|session|jsessionid|phpsessid|sid|sig|` +
		`signature|credentials?|auth|licen[cs]e[_-]?key|product[_-]?key|serial[_-]?key|` +
		`(?:activation|registration|recovery)[_-]?key|(?:recovery|backup)[_-]?codes?`
	strictWords = `[a-z0-9]*(?:password|passwd|secret)|` +
		`(?:session|csrf|xsrf|auth|access|refresh|api|id|bearer)[_-]?token|csrf|xsrf|pat|` +
		`(?:app|master|hmac|signing|encryption|aes|subscription|functions)[_-]?key|secret[_-]?key[_-]?base|` +
		`(?:otp|auth|mfa|sms|verification|two[_-]?factor|2fa)[_-]?code|totp|private[_-]?key[_-]?id`
	// envWords name the deployment, the region, the version or the copy a secret is for,
	// after its name ("DB_PASSWORD_PROD", "API_TOKEN_V2", "stripe_secret_live",
	// "TOKEN_STAGING2", "DB_PASSWORD_PROD_EU", "JWT_SECRET_BASE64"); "test", "hex" and
	// "default" are none: code and test suites name variables and files so
	// ("password_test.o", "password_hex = …").
	envWords = `(?:prod|production|prd|dev|development|stage|staging|stg|preprod|live|sandbox|local|qa|uat|ci|` +
		`canary|beta|v|new|old|current|primary|secondary|backup|base64|b64|eu|us|uk|apac|emea)[0-9]*|[0-9]+`
	// envSecretWords are the words of a secret that envPairAt reads before envWords: not
	// "pass", "pwd", "pin", "session", "auth" or "sig", which name other things as often
	// ("pass_qa": a pass rate, "PWD_LOCAL": the working folder, "pin_primary": a board's
	// pin).
	envSecretWords = `[a-z0-9]*(?:password|passwd|secret)|secret[_-]?key|passphrase|passcode|api[_-]?key|apikey|` +
		`access[_-]?key|private[_-]?key|[a-z]*token|pat|credentials?|licen[cs]e[_-]?key`
	// pairTail is what follows a pair's key: a form's closing bracket, a quote, the
	// separator (group 2) and the value's opening quote (group 3).
	pairTail = `\]?["']?[ \t]*(=>|:=|=|:)[ \t]*(["']?)`
	keyHead  = `^(?i)([_.-]*(?:[a-z0-9]+[_.-]+)*`
)

// pairAt matches, from the start of a key, "key: value" and "key=value" pairs whose key
// names a secret; pairPass reads the value.
var pairAt = regexp.MustCompile(keyHead + `(?:` + pairWords + `))` + pairTail)

// strictPairAt matches, as pairAt does, pairs whose key names a secret only with a value of
// its shape (strictValue): keys run together ("newpassword", "PGPASSWORD", "appsecret",
// "sessiontoken", "csrftoken"), CSRF keys, a personal access token's "GITHUB_PAT", keys of
// applications' secrets ("APP_KEY", "SECRET_KEY_BASE", "HMAC_KEY") and of one-time codes
// ("otpcode", "smsCode"), which pages also use for labels and settings ("forgotpassword":
// "Forgot your password?", "xsrf": "enabled", "masterKey": "F1-Grand-Prix-2024").
var strictPairAt = regexp.MustCompile(keyHead + `(?:` + strictWords + `))` + pairTail)

// envPairAt matches, as pairAt and strictPairAt do, pairs whose key names a secret
// (envSecretWords) and then the deployment or version it is for (envWords:
// "DB_PASSWORD_PROD", "MY_TOKEN_V2"), read as strictPairAt's are: only with a value of the
// secret's shape, and none that is code or a path (codeOrPath).
var envPairAt = regexp.MustCompile(keyHead + `(?:` + envSecretWords + `)(?:[_.-](?:` + envWords + `))+)` + pairTail)

// codeOrPath reports whether v, the value of a key envPairAt read, is code or a path rather
// than a secret: a call or an index ("os.environ[…]", "getenv(", "hash()"), a member of
// code's usual receivers ("process.env.X", "secrets.DB_PASSWORD", "self.password_prod"), a
// path ("~/src/app2", "../build", "keys/dev-2024.pem", "build/dist-2024"), or words in
// lower case joined by ".", "-" or "_" with no digit ("auth.password-default", a label's
// key).
func codeOrPath(v string) bool {
	if v == "" || strings.IndexByte(")(][;", v[len(v)-1]) >= 0 || strings.Contains(v, "()") {
		return true
	}
	if recv, _, ok := strings.Cut(v, "."); ok && codeReceivers[recv] {
		return true
	}
	if v[0] == '~' || strings.HasPrefix(v, "./") || strings.HasPrefix(v, "../") ||
		strings.Contains(v, "/") && (fileName(v) || len(v) < 20) {
		return true
	}
	return strings.Trim(v, "abcdefghijklmnopqrstuvwxyz.-_") == "" && strings.ContainsAny(v, ".-_")
}

// codeReceivers are the names code reads settings and secrets from.
var codeReceivers = map[string]bool{"process": true, "self": true, "this": true, "secrets": true, "env": true,
	"os": true, "config": true, "settings": true, "vars": true, "ctx": true, "context": true, "params": true,
	"window": true, "import": true, "app": true, "cfg": true, "conf": true}

// envBase returns key (lower case) without the envWords that end it: "db_password_prod" →
// "db_password".
func envBase(key string) string {
	for {
		i := strings.LastIndexAny(key, "_.-")
		if i <= 0 || !envWord.MatchString(key[i+1:]) {
			return key
		}
		key = key[:i]
	}
}

var envWord = regexp.MustCompile(`^(?:` + envWords + `)$`)

// strictValue reports whether v, the value of a pair strictPairAt matched under key (lower
// case), is shaped as the secret its key names (shapedAs); a key ending in "code" names a
// one-time code ("auth_code").
func strictValue(key, v string) bool {
	class := pairClass(key)
	if strings.HasSuffix(key, "code") {
		class = OTP
	}
	return shapedAs(class, v)
}

// pairKeywords are literals of which every key matched by pairAt, or read by credentialKey,
// has one.
var pairKeywords = []string{"pass", "pwd", "pw", "secret", "key", "token", "otp", "pin", "cvv", "cvc",
	"ssn", "sid", "sig", "credential", "auth", "sess", "recovery", "backup", "answer", "verif", "mfa", "csc",
	"csrf", "xsrf", "sms", "factor", "2fa", "totp", "pat", "kenncode"}

// keyAround returns the bounds of the key around a keyword found at low[p] (lower-cased
// text): back over key bytes at most 64, forward to its end.
func keyAround(low string, p int) (st, e int) {
	st, e = p, p
	for st > 0 && p-st < 64 && isKeyByte(low[st-1]) {
		st--
	}
	for e < len(low) && isKeyByte(low[e]) {
		e++
	}
	return st, e
}

func isKeyByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_' || c == '.' || c == '-'
}

func (r *Redactor) pairPass(s string) []seg {
	b := builder{s: s}
	r.pairScan(s, b.add)
	return b.done()
}

// pairScan finds the values of pairs in s, in order, and hands each to add with its mask;
// add reports whether it took the value (a value that overlaps one taken is not).
func (r *Redactor) pairScan(s string, add func(i, j int, repl string) bool) {
	if len(s) < 4 {
		return
	}
	low := asciiLower(s)
	last := 0 // the end of the last value taken
	f := newFinder(low, pairKeywords...)
	for from := 0; ; {
		p := f.next(from)
		if p < 0 {
			break
		}
		// Every byte is scanned forward once, since the search goes on after the key.
		st, e := keyAround(low, p)
		from = e + 1
		if st < last || !pairSeparator(s, e) || strings.HasSuffix(s[:st], "${") || inARN(s, st) {
			continue // "${DB_PASSWORD:-X}" names a variable: its default is shellDefault's; "arn:…:secret:prod/db" a resource
		}
		m := matchAt(pairAt, s, st, e-st+256)
		if m == nil && p > st && 'A' <= s[p] && s[p] <= 'Z' && 'a' <= s[p-1] && s[p-1] <= 'z' {
			m = matchAt(pairAt, s, p, e-p+256) // a camelCase key: "newPassword": …
		}
		class := ""
		var shaped func(key, v string) bool // the shape the value must have; nil: any
		if m == nil {
			if m = matchAt(strictPairAt, s, st, e-st+256); m != nil {
				shaped = strictValue
			} else if m = matchAt(envPairAt, s, st, e-st+256); m != nil {
				shaped = func(key, v string) bool { return !codeOrPath(v) && strictValue(envBase(key), v) }
			}
		}
		if m == nil {
			// The credential's word first: "password_confirmation", "passwordConfirm".
			if m = matchAt(anyPairAt, s, st, e-st+256); m == nil || !dataPair(s, m) {
				continue
			}
			if class = credentialKey(s[m[2]:m[3]]); class == "" {
				continue
			}
		} else if strings.EqualFold(s[m[2]:m[3]], "session") && s[m[4]:m[5]] != "=" {
			if !dataPair(s, m) {
				continue // "session=9f8e…" is a cookie, "session: 3 of 5" prose
			}
			// {"session": "9f8e…"}, not {"session": "Summer 1"}
			shaped = func(_, v string) bool { return tokenValue(v, 16) }
		}
		key := strings.ToLower(s[m[2]:m[3]])
		if e < len(s) && s[e] == ']' && (st == 0 || s[st-1] != '[' || !strings.Contains(key, "pass") && !strings.Contains(key, "pwd")) {
			// A form's nested key is read for passwords only, and only as the whole of its
			// brackets: "filter[token]=ETH", "address[pin]=560001" and a selector's
			// "input[name=password]" are none.
			continue
		}
		i, j, ok := pairValue(s, m)
		if !ok || shaped != nil && !shaped(key, s[i:j]) {
			continue
		}
		if class == "" {
			class = pairClass(envBase(key))
		} else if !namedValue(s[i:j], class) {
			continue // "Passwords do not match", "required": about the credential
		}
		if (class == PIN || class == OTP) && j-i > 1 && strings.IndexByte(".,;!?", s[j-1]) >= 0 && isDigits(s[i:j-1]) {
			j-- // the sentence's end after a number: "PIN: 482913. Never share it."
		}
		if class == OTP {
			j = spacedCode(s, i, j)
		}
		if n := matchAt(idValueAt, s, i, 64); class == SSN && n != nil && n[1] > j {
			j = n[1] // the number's groups after a space: "SSN: 123 45 6789"
		}
		if add(i, j, r.mask(s[i:j], class)) {
			from, last = j, j
		}
	}
}

// escapedBreak reports whether s[j:] is an escaped line break or tab ("\n", "\r", "\t")
// that ends a value: followed by the text's end, white space, a capital letter, a digit or
// another backslash (a calendar's "\nEinwahl", a log's "\n  at"); "P\nacho" may be a
// password's own backslash.
func escapedBreak(s string, j int) bool {
	if s[j] != '\\' || j+1 >= len(s) || s[j+1] != 'n' && s[j+1] != 'r' && s[j+1] != 't' {
		return false
	}
	if j+2 == len(s) {
		return true
	}
	c := s[j+2]
	return c == ' ' || c == '\t' || c == '\\' || c == '\n' || c >= 'A' && c <= 'Z' || isDigit(c)
}

// anyPairAt matches, from the start of a key, a key–value pair whatever its key; pairPass
// asks credentialKey of the key, in data only (dataPair).
var anyPairAt = regexp.MustCompile(`^([A-Za-z0-9_.-]+)\]?["']?[ \t]*(=>|:=|=|:)[ \t]*(["']?)`)

// dataPair reports whether a pair matched by anyPairAt is written as data carries
// credentials, not as code or a label: a form body's "key=value" (no space, no quote) or
// JSON's "key": "value" (key and value quoted alike). A key found only by its first word
// is read no further: "passwordConfirm: string" is a type, "this.passwordConfirm = x" an
// assignment, "password_confirmation: Password confirmation" a locale's label.
func dataPair(s string, m []int) bool {
	keyEnd, sep, valQuote := m[3], s[m[4]:m[5]], m[7] > m[6]
	between := s[keyEnd:m[4]] // what stands between the key and its separator
	switch sep {
	case "=":
		return (between == "" || between == "]") && m[5] == m[1]
	case ":":
		st := m[2]
		if st == 0 || !valQuote && !(m[1] < len(s) && isDigit(s[m[1]])) { // "password2": 12345678
			return false
		}
		q := s[st-1]
		return (q == '"' || q == '\'') && strings.TrimRight(strings.TrimLeft(between, "]"), " \t") == string(q)
	}
	return false
}

// credentialKey is the class of the secret a key or parameter name holds when its words
// name a credential and which copy of it, the credential's word not last, so that pairAt
// and SensitiveParam leave it: a password's word with words of copyWords or a number
// around it ("password_confirmation", "passwordConfirm", "newPasswordConfirm",
// "password2", "pwd_again"), "pass" and "pw" and a PIN's word with confirming words only
// ("pass_confirm", "pinConfirm"; "pass_2" is a ticket, "pin_2" a map's), Drupal's "pass1"
// and "pass2", a card's security code ("cvv_code"), a secret or security answer, a
// one-time code ("otp_code", "verification_code"). Else "". A word that says something
// about the credential ("passwordResetSentAt", "passwordTooShort") names none.
func credentialKey(key string) string {
	switch strings.ToLower(key) {
	case "pass1", "pass2":
		return Password
	}
	words := appendWords(nil, key)
	if len(words) < 2 {
		return ""
	}
	at := -1 // the credential's word
	for i, w := range words {
		if credentialClass[w] != "" {
			at = i
			break
		}
		if !copyWords[w] {
			break
		}
	}
	if at < 0 {
		return codeKey(words)
	}
	cred := words[at]
	for i, w := range words {
		switch {
		case i == at:
		case copyWords[w] && (confirmWords[w] || cred != "pass" && cred != "pw" && cred != "pin"):
		case isDigits(w) && len(w) <= 2 && cred != "pass" && cred != "pw" && cred != "pin":
		default:
			return codeKey(words)
		}
	}
	return credentialClass[cred]
}

// codeKey is credentialKey's class of a card's security code, a secret answer or a
// one-time code: "cvv_code", "securityAnswer", "otp_code"; else "".
func codeKey(words []string) string {
	if len(words) != 2 && !(len(words) == 3 && isDigits(words[2])) {
		return ""
	}
	switch first, second := words[0], words[1]; {
	case (first == "cvv" || first == "cvc" || first == "cvv2" || first == "cvc2" || first == "csc") &&
		(second == "code" || second == "number" || second == "value"):
		return CVV
	case (first == "secret" || first == "security") && second == "answer":
		return Secret
	case second == "code" && otpWords[first]:
		return OTP
	}
	return ""
}

// credentialClass holds the words of a password or a PIN that begin a key, with the class of
// their value.
var credentialClass = map[string]string{"password": Password, "passwd": Password, "passwort": Password,
	"passcode": Password, "passphrase": Password, "pwd": Password, "pass": Password, "pw": Password, "pin": PIN}

// copyWords say which copy of a credential a key holds: the one typed again to confirm it,
// the new or the old one; confirmWords only the one typed again.
var (
	copyWords = map[string]bool{"confirm": true, "confirmation": true, "confirmed": true, "conf": true,
		"again": true, "repeat": true, "repeated": true, "retype": true, "retyped": true, "reenter": true,
		"re": true, "enter": true, "verify": true, "verification": true, "check": true, "new": true,
		"old": true, "current": true}
	confirmWords = map[string]bool{"confirm": true, "confirmation": true, "confirmed": true, "conf": true,
		"again": true, "repeat": true, "repeated": true, "retype": true, "retyped": true, "reenter": true,
		"verify": true}
	// otpWords name a one-time code before "code" ("otp_code", "verificationCode").
	otpWords = map[string]bool{"otp": true, "totp": true, "mfa": true, "sms": true, "verification": true,
		"verify": true, "auth": true, "authentication": true, "2fa": true}
)

// namedValue reports whether v, the value of a pair whose key credentialKey read as naming
// a credential of class, can be that credential: not a message or a rule about it
// ("Passwords do not match", "required", "mismatch"; an answer may hold spaces), nor a
// mask a page or a log already put there ("[REDACTED]", "<hidden>", "****").
func namedValue(v, class string) bool {
	t := strings.TrimSpace(v)
	if t == "" || strings.ContainsRune("[<*(", rune(t[0])) {
		return false
	}
	first, _, _ := strings.Cut(strings.ToLower(t), " ")
	if i := strings.IndexAny(first, "|:,"); i >= 0 {
		first = first[:i] // a rule: "required|same:password"
	}
	switch {
	case notCredentialValues[first], messageWords[first]:
		return false
	case class == CVV:
		return len(t) >= 3 && len(t) <= 4 && isDigits(t)
	}
	return class == Secret || !strings.ContainsFunc(t, unicode.IsSpace)
}

// messageWords begin a message about an answer rather than the answer ("Please enter an
// answer", "Wrong answer").
var messageWords = map[string]bool{"please": true, "enter": true, "your": true, "the": true, "this": true,
	"must": true, "answer": true, "not": true, "no": true, "too": true}

// notCredentialValues are what forms and APIs write under a credential's key instead of it.
var notCredentialValues = map[string]bool{"required": true, "invalid": true, "mismatch": true,
	"missing": true, "empty": true, "blank": true, "incorrect": true, "wrong": true, "weak": true,
	"strong": true, "match": true, "matches": true, "confirmed": true, "confirmation": true, "error": true,
	"ok": true, "valid": true, "redacted": true, "hidden": true, "masked": true, "none": true, "null": true,
	"undefined": true, "same": true, "different": true, "too_short": true, "too_long": true, "short": true}

// pairSeparator is a quick check that a key ending at s[e] is followed by a separator:
// an optional quote, spaces, then "=" or ":".
func pairSeparator(s string, e int) bool {
	if e < len(s) && s[e] == ']' && strings.LastIndexByte(s[max(0, e-64):e], '[') >= 0 {
		e++ // a form's nested key: "user[password]=…", JSON's "user[password]": …
		if e < len(s) && s[e] != '=' && s[e] != '"' && s[e] != '\'' {
			return false // "input[name=password]:nth-of-type(1)" is a selector
		}
	}
	if e < len(s) && (s[e] == '"' || s[e] == '\'') {
		e++
	}
	for e < len(s) && (s[e] == ' ' || s[e] == '\t') {
		e++
	}
	return e < len(s) && (s[e] == '=' || s[e] == ':')
}

// pairValue returns the value of a pair matched by pairAt: up to the closing quote when
// quoted, else one word, which after ":" must look like a value.
func pairValue(s string, m []int) (int, int, bool) {
	sep := s[m[4]:m[5]]
	i := m[1]
	j := i
	if m[7] == m[6] && i+1 < len(s) && (s[i] == 'N' || s[i] == 'n') && s[i+1] == '\'' {
		// SQL Server's Unicode string: PASSWORD = N'X' (its X masked already, the piece
		// of text may end at the quote)
		if end := quotedEnd(s, i+2, '\''); end > i+2 && !IsPlaceholder(s[i+2:end]) {
			return i + 2, end, true
		}
		return 0, 0, false
	}
	if m[7] > m[6] {
		end := quotedEnd(s, i, s[m[6]])
		if end < 0 {
			return 0, 0, false
		}
		j = end
	} else if end := templateEnd(s, i); end > 0 {
		j = end // "password: <%= ENV.fetch('PW', 'X') %>", "pw: {{ env('PW', 'X') }}": codeExpr below
	} else if sep == "=" && i+1 < len(s) && s[i] == '{' && s[i+1] != '{' {
		// ODBC's braces around a value that may hold ";": "Pwd={X;Y};" (not a placeholder),
		// masked with them
		end := strings.IndexAny(s[i+1:], "}\n")
		if end <= 0 || s[i+1+end] != '}' {
			return 0, 0, false
		}
		return i, i + 2 + end, true
	} else if k := blockScalarAt(s, i); sep == ":" && k > 0 {
		// YAML's block scalar: "password: >-" and the value indented on the next line
		return blockValue(s, i+k)
	} else {
		for j < len(s) {
			c, size := utf8.DecodeRuneInString(s[j:])
			if c == '\\' && j+1 < len(s) && (s[j+1] == '"' || s[j+1] == '\\') {
				break // the escaped quote that ends a string the pair stands in: {\"c\": \"sid=…\"}
			}
			if escapedBreak(s, j) {
				break // an escaped line break: ICS's "Kenncode: 639027\nEinwahl: …"
			}
			if c == '`' && m[0] > 0 && s[m[0]-1] == '`' {
				break // the end of a code span the pair is: "pass `api_key=YOUR_API_KEY`;"
			}
			if (c == ')' || c == ']') && strings.Count(s[i:j], string(opening(c))) > strings.Count(s[i:j], string(c)) {
				j += size // "P@ss(w0rd)1": the value's own bracket
				continue
			}
			if strings.ContainsRune("\"',;<>)]}{", c) || c == '&' && sep != ":" || unicode.IsSpace(c) || unicode.IsControl(c) {
				break // a value never takes white space or control characters: URL tells a URL by them
			}
			j += size
		}
		if sep == ":" && (!colonValue(s, i, j) || !secretWord(s[i:j])) {
			return 0, 0, false // "password: required" is an error message, not a password
		}
		if v := s[i:j]; v == "(" || v == "[" {
			// password = ("X"), password=(X): the value in brackets
			if i+1 < len(s) && (s[i+1] == '"' || s[i+1] == '\'') {
				if end := quotedEnd(s, i+2, s[i+1]); end > i+2 && strings.HasPrefix(strings.TrimLeft(s[end+1:], " \t"), ")") {
					return i + 2, end, true
				}
			}
			return 0, 0, false // a tuple: ("elastic", "X") is codePasswordPass's
		}
		if key := asciiLower(s[m[2]:m[3]]); strings.HasPrefix(s[i:j], "(") && strings.HasSuffix(s[i:j], ")") && j-i > 2 &&
			!strings.Contains(s[i:j], ",") && (strings.Contains(key, "pass") || strings.Contains(key, "pw")) {
			i, j = i+1, j-1 // password=(X)
		} else if codeCall(s[i:j]) {
			// "password = getpass()", "pw = os.environ['PW']", "$pw = Read-Host …": code,
			// which may give a default ("os.getenv('PW', 'X')", "… or 'X'", "process.env.PW || 'X'")
			if dottedName.MatchString(s[i:j]) {
				return orDefault(s, j)
			}
			return callDefault(s, j)
		}
	}
	v := s[i:j]
	if codeExpr(v) {
		if a, b, ok := exprLiteral(v); ok {
			return i + a, i + b, true // the default an expression falls back to
		}
		if a, b, ok := shellDefault(v); ok {
			return i + a, i + b, true // "${PW:-X}"
		}
		return 0, 0, false // "{{ lookup('env','DB_PASS') }}": where the secret is kept
	}
	if shellVariable.MatchString(v) {
		return 0, 0, false // "PGPASSWORD=$DB_PASSWORD": a variable the shell fills in
	}
	if strings.TrimSpace(v) == "" || strings.Trim(v, "*•x.") == "" || IsPlaceholder(v) || flagValue(v) || kindWord(v) || exampleValue(v) || publishableKey(v) ||
		secretResourceName.MatchString(v) || approvalCode(s, i, asciiLower(s[m[2]:m[3]]), v) || strings.HasPrefix(v, "hmac-sha256:") ||
		twilioSID.MatchString(v) { // TWILIO_ACCOUNT_SID=AC…: an account's id, which its auth token goes with
		return 0, 0, false // "auth=false", "token=true": a flag; "auth:token", a command's name; "api_key=DEIN_API_SCHLUESSEL"; where a secret is kept
	}
	if userThenPassword(s, m, j) {
		return 0, 0, false // "Credentials: `bob` / `X`": a user's name, its password credPairPass's
	}
	return i, j, true
}

// inARN reports whether s[st:] is a part of an Amazon Resource Name after one of its
// colons ("arn:aws:secretsmanager:…:secret:prod/db"): a resource's type, not a key.
func inARN(s string, st int) bool {
	if st == 0 || s[st-1] != ':' {
		return false
	}
	from := max(0, st-200)
	w := from + strings.LastIndexAny(s[from:st], " \t\n\"'=(") + 1
	return strings.HasPrefix(s[w:st], "arn:")
}

// shellVariable matches a value that is a shell's variable in capitals, or the "$" of
// one whose braces the value's reading stopped at: "$DB_PASSWORD", "${PW}", "$".
var shellVariable = regexp.MustCompile(`^\$(?:\{?[A-Z_][A-Z0-9_]*\}?)?$`)

// templateEnd returns the end of a template's expression that begins at s[i] and closes on
// its line ("<%= … %>" of ERB, "{{ … }}" of Jinja, Blade and Handlebars, "${…}" of a shell
// or Terraform, "%{…}" of Puppet's Hiera), or 0.
func templateEnd(s string, i int) int {
	closing := ""
	switch {
	case strings.HasPrefix(s[i:], "<%"):
		closing = "%>"
	case strings.HasPrefix(s[i:], "{{"):
		closing = "}}"
	case strings.HasPrefix(s[i:], "${") || strings.HasPrefix(s[i:], "%{"):
		closing = "}"
	default:
		return 0
	}
	line := s[i:]
	if k := strings.IndexByte(line, '\n'); k >= 0 {
		line = line[:k]
	}
	k := strings.Index(line[2:], closing)
	if k < 0 {
		return 0
	}
	return i + 2 + k + len(closing)
}

// userThenPassword reports whether the value of a pair m ending at s[j] (before its closing
// quote, if any) is a user's name a password follows: the key names credentials and "/"
// and another value come next.
func userThenPassword(s string, m []int, j int) bool {
	if key := asciiLower(s[m[2]:m[3]]); !strings.HasSuffix(key, "credentials") && !strings.HasSuffix(key, "credential") {
		return false
	}
	if m[7] > m[6] {
		j++ // the closing quote
	}
	rest := strings.TrimLeft(s[j:min(len(s), j+8)], " \t")
	return len(rest) > 1 && rest[0] == '/' && rest[1] != '/'
}

// cmdletName matches a PowerShell command's name, an approved verb and a noun
// ("Read-Host", "ConvertTo-SecureString", "Get-Secret"; not "Purple-Monkey").
var cmdletName = regexp.MustCompile(`^(?:Get|Set|Read|New|Import|Export|Invoke|ConvertTo|ConvertFrom|Select|Out|Write|Unprotect|Protect)-[A-Z][A-Za-z]+$`)

// callDefault returns the bounds of the default a call gives for a credential, a quoted
// literal: its last argument after a comma ("os.getenv('PG_PASS', 'X')"), or after the call
// "or", "||" or "??" ("os.environ.get('PW') or 'X'"). j is where the value read before
// it ends (the call's "(" or a quote inside it); ok is false for none.
func callDefault(s string, j int) (int, int, bool) {
	end := min(len(s), j+256)
	depth, last := 1, [2]int{-1, -1}
	comma := false
	k := j
	for ; k < end && depth > 0; k++ {
		switch c := s[k]; c {
		case '(', '[':
			depth++
		case ')', ']':
			depth--
		case ',':
			comma = comma || depth == 1
		case '"', '\'':
			e := quotedEnd(s, k+1, c)
			if e < 0 {
				return 0, 0, false
			}
			if comma && depth == 1 {
				last = [2]int{k + 1, e}
			}
			k = e
		case '\n':
			return 0, 0, false
		}
	}
	if last[0] < 0 && depth == 0 { // "… or 'X'"
		return orDefault(s, k)
	}
	if last[0] < 0 || last[1] <= last[0] || IsPlaceholder(s[last[0]:last[1]]) || kindWord(s[last[0]:last[1]]) || exampleValue(s[last[0]:last[1]]) {
		return 0, 0, false // no default, or the word itself: os.getenv('PW', 'password')
	}
	return last[0], last[1], true
}

// orDefault returns the bounds of a quoted literal after "or", "||" or "??" at s[k:]
// (spaces first): the default of "os.environ.get('PW') or 'X'" and of
// "process.env.PW || 'X'"; ok is false for none.
func orDefault(s string, k int) (int, int, bool) {
	rest := s[k:min(len(s), k+64)]
	t := strings.TrimLeft(rest, " \t")
	for _, op := range []string{"or ", "|| ", "?? ", "||", "??"} {
		if !strings.HasPrefix(t, op) {
			continue
		}
		t2 := strings.TrimLeft(t[len(op):], " \t")
		if t2 != "" && (t2[0] == '"' || t2[0] == '\'') {
			at := k + len(rest) - len(t2)
			if e := quotedEnd(s, at+1, t2[0]); e > at+1 && !IsPlaceholder(s[at+1:e]) && !kindWord(s[at+1:e]) && !exampleValue(s[at+1:e]) {
				return at + 1, e, true
			}
		}
		break
	}
	return 0, 0, false
}

// codeCall reports whether an unquoted value (read up to a quote, a closing bracket or
// white space) is code that computes the credential rather than the credential: a call or
// an index ("getpass(", "os.environ[", "sys.argv[1", "(" of a tuple), a setting read
// (configObjects), or a PowerShell command's name.
func codeCall(v string) bool {
	if k := strings.IndexByte(v, '.'); k > 0 && configObjects[strings.ToLower(v[:k])] && dottedName.MatchString(v) {
		return true // settings.DB_PASSWORD, config.db.password, process.env.PW
	}
	return strings.HasPrefix(v, "(") || strings.HasSuffix(v, "(") || strings.HasSuffix(v, "[") || cmdletName.MatchString(v) ||
		callOrIndex.MatchString(v)
}

// callOrIndex matches a dotted or snake_case name called or indexed ("sys.argv[1",
// "secrets.token_urlsafe(16", "generate_password(16"), or any name's whole call
// ("getpass()", "input(prompt)").
var callOrIndex = regexp.MustCompile(`^(?:[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+|[a-z]+_[a-z_]+)[\[(]|^[A-Za-z_][\w.]*\([^()]*\)$`)

// configObjects are the names code reads settings from: "settings.DB_PASSWORD".
var configObjects = map[string]bool{"settings": true, "config": true, "conf": true, "cfg": true, "os": true,
	"var": true, "local": true, "module": true, // Terraform's references: "password = var.db_password"
	"env": true, "process": true, "self": true, "this": true, "app": true, "secrets": true, "vault": true,
	"creds": true, "credentials": true, "options": true, "opts": true, "args": true, "params": true}

// dottedName matches identifiers joined by dots ("config.db.password").
var dottedName = regexp.MustCompile(`^[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+$`)

// quotedEnd returns where the value that begins at s[i:] ends before its closing quote q,
// at most 256 bytes on and on its line: a quote after an odd number of backslashes is the
// value's own ({"password":"a\"b"}). -1 when there is none.
func quotedEnd(s string, i int, q byte) int {
	for j := i; j < len(s) && j-i <= 256; j++ {
		switch s[j] {
		case '\r', '\n':
			return -1
		case q:
			k := j
			for k > i && s[k-1] == '\\' {
				k--
			}
			if (j-k)%2 == 0 {
				return j
			}
		}
	}
	return -1
}

// colonValue reports whether the unquoted word s[i:j] after "key:" is a value rather than
// the start of a sentence: it has a character that is not a letter, or it ends its line.
func colonValue(s string, i, j int) bool {
	for _, c := range s[i:j] {
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || c >= 0x80) {
			return true
		}
	}
	rest := strings.TrimLeft(s[j:], " \t")
	return rest == "" || strings.IndexByte("\r\n,;", rest[0]) >= 0
}

// pairClass is the placeholder class for the value of a key–value pair or URL parameter.
func pairClass(key string) string {
	switch {
	case strings.Contains(key, "pass") || strings.Contains(key, "pwd") || key == "pw" || strings.HasSuffix(key, "_pw") || strings.HasSuffix(key, "kenncode"):
		return Password
	case strings.Contains(key, "otp") || strings.HasSuffix(key, "code") && containsAny(key, "mfa", "sms", "verification", "factor", "2fa"):
		return OTP // "otpcode", "verificationcode", "two_factor_code"; OAuth's "code" is a token
	case key == "pin" || strings.HasSuffix(key, "_pin") || strings.HasSuffix(key, "-pin"):
		return PIN
	case strings.Contains(key, "cvv") || strings.Contains(key, "cvc"):
		return CVV
	case strings.Contains(key, "ssn") || idParams[key]:
		return SSN
	case strings.Contains(key, "secret") || strings.Contains(key, "private"):
		return Secret
	}
	return Token
}

// idParams are the names of parameters and keys that hold a person's identity number
// (the SSN class): a tax id, a passport's number, a national id.
var idParams = map[string]bool{"cpf": true, "nino": true, "passport": true, "passport_number": true, "passportnumber": true,
	"passport_no": true, "tax_id": true, "taxid": true, "codice_fiscale": true, "codicefiscale": true, "curp": true,
	"dni": true, "pesel": true, "bsn": true, "aadhaar": true, "steuerid": true, "steuer_id": true, "personnummer": true,
	"henkilotunnus": true, "hetu": true, "snils": true, "tckn": true, "nik": true, "nin": true, "ssn": true, "nif": true,
	"national_id": true, "nationalid": true, "id_number": true, "idnumber": true, "rrn": true, "mynumber": true, "my_number": true,
	"cpr": true, "personnr": true, "fodselsnummer": true, "nric": true}

// containsAny reports whether s holds one of subs.
func containsAny(s string, subs ...string) bool {
	for _, sub := range subs {
		if strings.Contains(s, sub) {
			return true
		}
	}
	return false
}

// opening is the opening bracket of a closing one: "(" of ")", "[" of "]".
func opening(c rune) rune {
	if c == ']' {
		return '['
	}
	return '('
}

// spacedCode returns the end of a one-time code whose value, s[i:j], is its first group of
// three or four digits and whose second group of as many follows after a space ("OTP: 482
// 193"); j otherwise.
func spacedCode(s string, i, j int) int {
	n := j - i
	if n < 3 || n > 4 || j+1+n > len(s) || s[j] != ' ' || len(digitsOf(s[i:j])) != n || len(digitsOf(s[j+1:j+1+n])) != n {
		return j
	}
	if e := j + 1 + n; e == len(s) || !isAlnum(s[e]) && !(s[e] == ' ' && e+1 < len(s) && isDigit(s[e+1])) {
		return e // not a phone number's groups ("070 123 45 67")
	}
	return j
}

// blockScalarAt returns the length of YAML's indicator of a block scalar ("|", ">", with
// "-" or "+") at s[i:] when only white space follows it on its line: the value is on the
// lines after it; 0 otherwise.
func blockScalarAt(s string, i int) int {
	for _, ind := range []string{">-", ">+", ">", "|-", "|+", "|"} {
		if strings.HasPrefix(s[i:], ind) && strings.TrimSpace(s[i+len(ind):lineEnd(s, i)]) == "" {
			return len(ind)
		}
	}
	return 0
}

// blockValue returns the bounds of the one-line value of a YAML block scalar whose
// indicator ends at s[j]: the next line, indented, without its indentation; ok is false
// when that line is not indented, is empty, holds more than one word (a text, no secret's
// value) or a key ("host:").
func blockValue(s string, j int) (int, int, bool) {
	nl := strings.IndexByte(s[j:], '\n')
	if nl < 0 || strings.TrimSpace(s[j:j+nl]) != "" {
		return 0, 0, false
	}
	i := j + nl + 1
	end := lineEnd(s, i)
	line := strings.TrimRight(s[i:end], " \t\r")
	v := strings.TrimLeft(line, " \t")
	if len(v) == len(line) || v == "" || strings.ContainsAny(v, " \t") || strings.HasSuffix(v, ":") || IsPlaceholder(v) || codeExpr(v) {
		return 0, 0, false
	}
	i += len(line) - len(v)
	return i, i + len(v), true
}
