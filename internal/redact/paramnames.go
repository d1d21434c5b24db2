package redact

import (
	"regexp"
	"slices"
	"strings"
)

// randomParams are URL parameter names that carry an anti-forgery value in a sign-in flow
// (OAuth's state and nonce, SAML's RelayState, OIDC's session_state) and plain words
// elsewhere ("state=open", "state=CA"), and an API's key named its app's id (OpenWeather's
// "appid=<32 hex>", Steam's "appid=570"): their value is masked when it holds a
// machine-made run (machineMade).
var randomParams = map[string]bool{"state": true, "nonce": true, "relaystate": true, "relay_state": true,
	"oauth_state": true, "session_state": true, "appid": true}

// flagValue reports whether a parameter's decoded value is a flag, which carries no
// credential whatever the parameter's name: "?passwordReset=true", "?auth=false", "?pin=1".
func flagValue(v string) bool {
	switch strings.ToLower(v) {
	case "true", "false", "yes", "no", "on", "off", "null", "none", "undefined", "0", "1":
		return true
	}
	return false
}

// withoutEntity returns a parameter's name without what an HTML character reference of
// "&" leaves before it: "amp;" of "&amp;" (also repeated, "&amp;amp;"), "#38;" or "#038;",
// "#x26;", and after the "#" a URL's fragment begins at, "038;" or "x26;".
func withoutEntity(name string) string {
	if m := entityRest.FindStringIndex(name); m != nil && m[1] < len(name) {
		return name[m[1]:]
	}
	return name
}

// entityRest matches the rest of an HTML character reference of "&" at the start of a
// name (see withoutEntity).
var entityRest = regexp.MustCompile(`^(?i)(?:amp;)*(?:amp|#?0*38|#?x0*26);`) // "#" optional: a fragment began at it

// randomParam reports whether a parameter's name (withoutEntity) is one of randomParams or
// ends in the word "state" or "nonce" (authState, csrf_state, oidc_nonce).
func randomParam(name string) bool {
	if randomParams[strings.ToLower(name)] {
		return true
	}
	words := appendWords(nil, name)
	if len(words) < 2 {
		return false
	}
	last := words[len(words)-1]
	return last == "state" || last == "nonce"
}

// authParams are the names, lower case, of parameters that a sign-in, e-mail verification,
// password reset or callback page takes its one-time value in, and that other pages use for
// plain values ("?t=42s", "?h=480", "?state=open"): "?t=K7XQ9P2M" on /login, Laravel's
// "/email/verify?id=12&hash=…", OAuth's "state" on /oauth/callback (randomParam names
// too).
// Not "v" (a version, a video) nor "s" (a search, a source).
var authParams = map[string]bool{"t": true, "tk": true, "h": true, "hash": true, "k": true, "c": true, "p": true,
	"uidb64": true, "selector": true, "validator": true, "confirmation": true,
	"ti": true, "pid": true, "wid": true} // DocuSign's /Signing/?ti=, Adobe Sign's apiesign?pid= and esignWidget?wid=

// authParam reports whether a parameter of this name (withoutEntity) carries a one-time
// value when its link is a sign-in, verify, reset or callback page's (authPage):
// authParams and randomParam's names.
func authParam(name string) bool {
	return authParams[strings.ToLower(name)] || randomParam(name)
}

// authValue reports whether the decoded value dec of a parameter named name on a sign-in,
// verify, reset, callback or signing page (authPage) is the flow's one-time value: an
// authParam's one-time value (oneTimeValue), or "a" holding a machine-made run (DocuSign's
// "/Signing/EmailStart.aspx?a=<uuid>"; not "?a=spring24promo").
func authValue(name, dec string) bool {
	return authParam(name) && oneTimeValue(dec) || strings.EqualFold(name, "a") && machineMade(dec)
}

// oneTimeValue reports whether the decoded value of an authParam on a sign-in, verify,
// reset or callback page is the flow's one-time value rather than a plain one: 8 bytes or
// more of letters, digits and "-", "_", ".", "~", "+", "/", "=", with a letter after a
// digit ("af0ifjsldkj", "K7XQ9P2M", "9f86d081e2"), or 16 or more with letters and digits.
// Words ("state=NewYork", "t=signup"), a name with a number at its end ("Summer24",
// "checkout2"), a version ("2.14.0"), a timestamp or a date in digits, flags and short
// values stay.
func oneTimeValue(v string) bool {
	if len(v) < 8 || flagValue(v) || strings.ContainsFunc(v, func(r rune) bool {
		return r >= 0x80 || !isAlnum(byte(r)) && !strings.ContainsRune("-_.~+/=", r)
	}) {
		return false
	}
	i := strings.IndexAny(v, "0123456789")
	if i < 0 || !strings.ContainsFunc(v, isLetterRune) {
		return false
	}
	return len(v) >= 16 || strings.ContainsFunc(v[i:], isLetterRune)
}

// docWords are words of a path that make its page one about signing in rather than a step
// of it: "/blog/how-to-verify-your-account", "/help/login", "/docs/oauth-callback".
var docWords = map[string]bool{"blog": true, "docs": true, "doc": true, "help": true, "support": true,
	"article": true, "articles": true, "wiki": true, "guide": true, "guides": true, "learn": true,
	"news": true, "product": true, "products": true, "faq": true, "kb": true, "tutorial": true,
	"tutorials": true, "community": true, "forum": true, "forums": true}

// authPage reports whether a link's path is a sign-in, verify, reset, callback or
// unsubscribe page's (authPathWord) and no page about one (docWords).
func authPage(path string) bool {
	auth := false
	for _, w := range pathWords(path) {
		if docWords[w] {
			return false
		}
		auth = auth || authPaths[w]
	}
	return auth
}

// sensitiveParams are URL parameter names that carry credentials, lower case.
var sensitiveParams = map[string]bool{
	"token": true, "access_token": true, "id_token": true, "refresh_token": true,
	"id_token_hint": true, "key": true, "api_key": true, "apikey": true, "api-key": true,
	"sig": true, "sign": true, "signature": true, "session": true, "sessionid": true, "session_id": true,
	"sid": true, "code": true, "auth": true, "password": true, "pass": true, "pwd": true, "pw": true,
	"passwd": true, "secret": true, "client_secret": true, "jwt": true, "otp": true,
	"auth_token": true, "authtoken": true, "ticket": true, "jsessionid": true,
	"phpsessid": true, "aspsessionid": true, "x-amz-signature": true, "x-amz-credential": true,
	"x-amz-security-token": true, "x-goog-signature": true, "x-goog-credential": true,
	"awsaccesskeyid": true, "sessiontoken": true, "oauth_token": true, "oauth_verifier": true,
	"oauth_signature": true, "credential": true, "credentials": true, "secret_key": true,
	"access_key": true, "private_key": true, "passcode": true, "pin": true, "csrf": true,
	"csrf_token": true, "csrftoken": true, "xsrf": true, "_token": true,
	"authenticity_token": true, "samlresponse": true, "samlrequest": true, "assertion": true,
	"hash": false, "sas": true, "se": false, "sp": false, "sv": false, "skoid": true,
	"sktid": true, "magic_link": true, "login_token": true, "reset_token": true, "resourcekey": true, "rlkey": true, "edit2": true, // Drive's, Dropbox's and a Google Form's (a response's edit link) shared links
	"verification_code": true, "auth_code": true, "authorization_code": true,
	"authorization": true, "hmac": true, "magiclink": true, "magic": true, "sessionkey": true,
	"session_key": true, "session-key": true, "code_verifier": true, "client_assertion": true,
	"samlart": true, "codeverifier": true, "one_time_code": true, "pass1": true, "pass2": true, "oobcode": true, // Firebase's reset link
	"sharedaccesskey": true, "accountkey": true, // Azure's connection strings, in a URL's ";" parameters
	"mnemonic": true, "seed_phrase": true, "seedphrase": true, "recovery_phrase": true, "recoveryphrase": true, // wallets'
	"clave": true, "contrasena": true, "contraseña": true, "senha": true, "passwort": true, "kennwort": true, "motdepasse": true, // a password or key by its name in Spanish, Portuguese, German, French
}

// machineMade reports whether a decoded parameter value holds a run of 16 bytes or more that
// a machine made: random-looking (looksRandom), hexadecimal with 3 letters and 3 digits or
// more, or digits alone; in a run with "-", "_" or ".", a part between them that is
// random-looking from 8 bytes. A state may wrap its token ("security_token=…&url=…",
// {"csrf":"…"}, "ss:mem:<hex>"): runs are split at characters outside base64url.
func machineMade(v string) bool {
	for _, run := range strings.FieldsFunc(v, func(r rune) bool {
		return !(r < 0x80 && (isAlnum(byte(r)) || strings.ContainsRune("+/_.-", r))) // "=" pads or pairs
	}) {
		if len(run) < 16 {
			continue
		}
		if !strings.ContainsAny(run, "-_.") {
			if looksRandom(run, 16) || isDigits(run) || hexRun(run) {
				return true
			}
			continue
		}
		// Words joined by "-", "_" or "." ("TX-Houston-77002", "in_progress_v2_2024Q1") are
		// no token: a part of 5 letters or more written as a word is. Else the run is a
		// token when it is random-looking as a whole, hexadecimal in parts (a UUID), or has
		// a random-looking part of 8 bytes or more.
		parts := strings.FieldsFunc(run, func(r rune) bool { return r == '-' || r == '_' || r == '.' })
		if slices.ContainsFunc(parts, wordLike) {
			continue
		}
		if looksRandom(run, 16) || hexRun(strings.Join(parts, "")) {
			return true
		}
		for _, part := range parts {
			if len(part) >= 8 && looksRandom(part, 8) || len(part) >= 16 && (isDigits(part) || hexRun(part)) {
				return true
			}
		}
	}
	return false
}

// wordLike reports whether s is a word of 5 letters or more as prose writes one: in lower
// case, capitalised or in capitals ("progress", "Houston", "EDITION").
func wordLike(s string) bool {
	if len(s) < 5 || strings.IndexFunc(s, func(r rune) bool { return !isLetterRune(r) }) >= 0 {
		return false
	}
	rest := s[1:]
	return rest == strings.ToLower(rest) || s == strings.ToUpper(s)
}

// hexRun reports whether s is hexadecimal digits only, with 3 letters and 3 digits or more.
func hexRun(s string) bool {
	var letters, digits int
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case isDigit(c):
			digits++
		case c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F':
			letters++
		default:
			return false
		}
	}
	return letters >= 3 && digits >= 3
}

// notCredentialWords are words that begin like a credential's name and are none.
var notCredentialWords = map[string]bool{"passwordless": true, "secretary": true, "secretaries": true,
	"secretariat": true, "tokenize": true, "tokenizer": true, "tokenization": true, "tokenized": true}

// sensitiveWords are words that make any parameter name sensitive (x_refresh_token,
// userPassword, X-Amz-Security-Token).
var sensitiveWords = map[string]bool{
	"token": true, "secret": true, "password": true, "passwd": true, "pwd": true,
	"signature": true, "credential": true, "credentials": true, "jwt": true, "otp": true,
	"apikey": true, "sessionid": true, "passcode": true, "sig": true, "hmac": true,
	"authorization": true, "sessionkey": true, "magiclink": true, "appkey": true,
	"cvv": true, "cvc": true, "ssn": true, "passphrase": true, "totp": true, "privatekey": true,
	"jeton": true, // French for a token: "?jeton=…" of a reset link
}

// SensitiveParam reports whether a URL query, fragment or path parameter of this name
// carries a credential (SPEC §8): token, access_token, id_token, key, api_key, apikey, sig,
// signature, session, sessionid, sid, code, auth, password, pass, pwd, secret, jwt, otp,
// ticket, jsessionid, X-Amz-Signature, … compared case-insensitively; any name with a
// word such as "signature" or "credential", or a word that begins or ends with "token",
// "secret" or "password" ("accesstoken", "userPassword", "secretkey", "tokens"; not
// "passwordless", "secretary", nor a count such as "max_tokens"); names ending in
// api/access/secret/private/client/app/reset key or auth/verification/access/confirmation/
// reset/login/activation/pairing/one-time code, as two words or run together
// ("activationcode"); SAMLart; a person's identity number (idParams: "cpf",
// "passport_number", "tax_id").
func SensitiveParam(name string) bool {
	orig := strings.TrimSpace(name)
	name = strings.ToLower(orig)
	if v, ok := sensitiveParams[name]; ok {
		return v
	}
	if idParams[name] {
		return true // a person's identity number: "?cpf=…", "?passport_number=…"
	}
	words := appendWords(nil, orig)
	if len(words) == 0 {
		return false
	}
	if aboutCredential(words) {
		return false
	}
	if credentialKey(orig) != "" {
		return true // pwConfirm, pass_code, cvvCode
	}
	for _, word := range words { // "accesstoken", "userpassword", "secretkey", "tokens"
		if notCredentialWords[word] {
			continue
		}
		for _, w := range []string{"password", "passwd", "secret", "token"} {
			if strings.HasSuffix(strings.TrimSuffix(word, "s"), w) || strings.HasPrefix(word, w) {
				return true
			}
		}
	}
	for i, w := range words {
		if sensitiveWords[w] {
			return true
		}
		// one word of two run together: "activationcode", "verificationcode", "licensekey"
		for _, end := range []string{"code", "key"} {
			if len(w) > len(end) && strings.HasSuffix(w, end) && namedKeyOrCode(w[:len(w)-len(end)], end) {
				return true
			}
		}
		if i == 0 {
			continue
		}
		prev := words[i-1]
		switch w {
		case "key", "code":
			if namedKeyOrCode(prev, w) {
				return true
			}
		case "id":
			if prev == "session" {
				return true
			}
		case "link":
			if prev == "magic" || prev == "login" {
				return true
			}
		}
	}
	return false
}

// namedKeyOrCode reports whether a parameter's word prev, before "key" or "code" (end),
// makes it a credential's name: an API, access or licence key, an auth, verification or
// activation code.
func namedKeyOrCode(prev, end string) bool {
	if end == "key" {
		switch prev {
		case "api", "access", "secret", "private", "auth", "client", "license", "licence", "subscription", "signing", "encryption", "session",
			"app", "reset", "activation", "recovery", "master":
			return true
		}
		return false
	}
	switch prev {
	case "auth", "otp", "verification", "access", "authorization", "oauth", "mfa", "sms", "confirmation",
		"reset", "login", "signin", "activation", "recovery", "magic", "security", "totp", "pairing", "setup":
		return true
	}
	return false
}

// aboutCredential reports whether a name, split into lower-case words, names something
// about a credential rather than the credential: its last word says what (token_type,
// session_expires, key_name, password_length, reset_url, an e-mail signature's
// signature_style, a coin's token_amount) or its first word makes it a count (max_tokens).
func aboutCredential(words []string) bool {
	switch words[len(words)-1] {
	case "type", "expires", "expiry", "exp", "ttl", "len", "length", "count", "format", "name", "url", "uri",
		"style", "font", "color", "colour", "size", "image", "position", "amount", "balance", "price": // signature_style, token_amount
		return true
	}
	switch words[0] {
	case "max", "min", "num", "total":
		return true
	}
	return false
}

// paramClass is the placeholder class of the value of a credential parameter of this name:
// credentialKey's when it reads the name ("pwConfirm" a password, "otpCode" an OTP), else
// pairClass's.
func paramClass(name string) string {
	if c := credentialKey(name); c != "" {
		return c
	}
	return pairClass(strings.ToLower(name))
}
