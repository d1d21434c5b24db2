package redact

import (
	"net/url"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// URL returns raw with its credentials masked (SPEC §8), byte for byte the same elsewhere:
//   - userinfo: "https://alice:s3cret@host" → "https://{{username}}:{{password}}@host"; a
//     user name alone ("git@") stays unless it is an e-mail address or a token (one with
//     an issuer's prefix, or 20 characters or more mixing letters and digits: credentialLike);
//   - query parameters and fragment parameters ("#access_token=…", "#/cb?code=…") whose
//     name carries a credential (see [SensitiveParam]) get a placeholder value: {{token}},
//     or {{password}} / {{otp}} / {{pin}} for those names;
//   - any parameter value, path segment or ";jsessionid=" path parameter that is an e-mail
//     address, an issuer-prefixed token, a card number or a remembered secret is masked too,
//     and so is a phone number in a phone/tel/mobile parameter.
//
// Placeholders are written unescaped ("?token={{token}}"). Empty values and placeholder
// values are left alone, so URL(URL(u)) == URL(u). A string that is not an absolute URL
// ("scheme://…", "//host…") or a path ("/…", "?…") is masked as [Redactor.Text] masks it.
func (r *Redactor) URL(raw string) string {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.init()
	// As in Text: a mask can leave what is around it reading otherwise (an invalid escape
	// taken out makes the rest decode, "%@0.AA0%400.AA"); reading the result again until
	// nothing changes (at most three more times) makes URL(URL(s)) == URL(s) hold.
	return r.stable(raw, r.url)
}

func (r *Redactor) url(raw string) string {
	if !looksLikeURL(raw) {
		return r.textNoURL(raw)
	}
	var b strings.Builder
	b.Grow(len(raw) + 16)
	rest := raw
	hasAuthority, host := false, ""
	if i := strings.Index(rest, "://"); i > 0 && validScheme(rest[:i]) {
		b.WriteString(rest[:i+3])
		rest = rest[i+3:]
		hasAuthority = true
	} else if strings.HasPrefix(rest, "//") {
		b.WriteString("//")
		rest = rest[2:]
		hasAuthority = true
	}
	if hasAuthority {
		end := authorityEnd(rest)
		auth := rest[:end]
		rest = rest[end:]
		host = hostOf(auth)
		auth = r.pipedreamHost(auth)
		if at := strings.LastIndexByte(auth, '@'); at >= 0 {
			b.WriteString(r.userinfo(auth[:at]))
			auth = auth[at:]
		}
		if k := strings.IndexByte(auth, ';'); k >= 0 {
			// "jdbc:sqlserver://db:1433;user=sa;password=…": parameters after the host
			b.WriteString(auth[:k])
			auth = r.urlPath(auth[k:])
		}
		b.WriteString(auth)
	}
	end := strings.IndexAny(rest, "?#")
	if end < 0 {
		end = len(rest)
	}
	if slackHook(raw) {
		b.WriteString(r.hookPath(rest[:end]))
	} else if p, ok := r.hostHookPath(host, rest[:end]); ok {
		b.WriteString(p)
	} else {
		b.WriteString(r.urlPath(rest[:end]))
	}
	signIn := slackSignIn(host, rest[:end])
	defer func(was bool) { r.authPage = was }(r.authPage) // a URL in a value is a page of its own
	r.authPage = authPage(rest[:end])
	rest = rest[end:]
	if strings.HasPrefix(rest, "?") {
		end := strings.IndexByte(rest, '#')
		if end < 0 {
			end = len(rest)
		}
		b.WriteByte('?')
		if otpMigration(raw) {
			b.WriteString(r.migrationQuery(rest[1:end], "data"))
		} else if signIn {
			b.WriteString(r.migrationQuery(rest[1:end], "x"))
		} else {
			b.WriteString(r.query(rest[1:end]))
		}
		rest = rest[end:]
	}
	if strings.HasPrefix(rest, "#") {
		b.WriteByte('#')
		b.WriteString(r.fragment(rest[1:]))
	}
	return b.String()
}

// looksLikeURL reports whether raw is an absolute URL, a network-path reference or a path
// with no white space or control characters in it. Text finds URLs by the same rule, so a
// URL stays a URL when it is redacted again.
func looksLikeURL(raw string) bool {
	if raw == "" {
		return false
	}
	for _, c := range raw { // invalid UTF-8 decodes as U+FFFD and is allowed, like other non-ASCII
		if unicode.IsSpace(c) || unicode.IsControl(c) {
			return false
		}
	}
	if i := strings.Index(raw, "://"); i > 0 && validScheme(raw[:i]) {
		return true
	}
	return raw[0] == '/' || raw[0] == '?'
}

// spacedLink redacts the value of a navigation parameter (navParam: next, redirect_uri,
// returnTo, …) that is a link whose own query or path holds white space: a site that
// encodes a link once without encoding the link first ("?next=%2Fcb%3Fq%3DNew%20York%26
// code%3D…" holds "/cb?q=New York&code=…"), which looksLikeURL leaves. The link is read
// with each space as "%20" and given back with its spaces; ok is false when the value is
// no such link or nothing in it changed. A search box's value that looks like a path
// ("?q=/help?code=404 not found") is none of this.
func (r *Redactor) spacedLink(name, raw, dec string, inPath bool) (string, bool) {
	i := strings.IndexAny(dec, "?#")
	if i <= 0 || !strings.Contains(dec, " ") || strings.Contains(dec, "%20") || r.nested >= maxNested ||
		strings.ContainsFunc(dec, unicode.IsControl) || !looksLikeURL(strings.ReplaceAll(dec[:i], " ", "%20")) || !navParam(name) {
		return "", false
	}
	r.nested++
	red := strings.ReplaceAll(r.url(strings.ReplaceAll(dec, " ", "%20")), "%20", " ")
	r.nested--
	if red == dec {
		return "", false
	}
	return reescape(raw, dec, red, inPath), true
}

// navWords are words of the names of parameters that carry where to go next.
var navWords = map[string]bool{"next": true, "redirect": true, "return": true, "continue": true, "url": true,
	"uri": true, "target": true, "dest": true, "destination": true, "callback": true, "cb": true, "goto": true,
	"service": true, "relay": true, "back": true, "forward": true, "success": true, "cancel": true, "after": true,
	"link": true, "href": true, "location": true, "to": true, "from": true, "origin": true, "referrer": true}

// navParam reports whether a parameter of this name carries a link to go to next.
func navParam(name string) bool {
	for _, w := range appendWords(nil, name) {
		if navWords[w] {
			return true
		}
	}
	return false
}

func validScheme(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z':
		case i > 0 && (c >= '0' && c <= '9' || c == '+' || c == '-' || c == '.'):
		default:
			return false
		}
	}
	return s != ""
}

// authorityEnd returns where the authority at the start of rest (after "//") ends: at the
// first "/", "?" or "#", or, when a password in it holds "#", "?" or "@" as typed in a
// connection string ("postgres://app:Xk9#mPq2vL@db:5432/prod", "mysql://root:p@ss#w0rd@host/db"),
// at the first of them after the last "@" before the path: a "user:" before them, and no
// "=" or "&" between them and that "@" (not "host:8080?next=a@b").
func authorityEnd(rest string) int {
	end := strings.IndexAny(rest, "/?#")
	if end < 0 {
		return len(rest)
	}
	path := strings.IndexByte(rest, '/')
	if path < 0 {
		path = len(rest)
	}
	at := strings.LastIndexByte(rest[:path], '@')
	colon := strings.IndexByte(rest, ':')
	if at < end || colon < 0 || colon > end || strings.ContainsAny(rest[end:at], "=&") {
		return end
	}
	if k := strings.IndexAny(rest[at:], "/?#"); k >= 0 {
		return at + k
	}
	return len(rest)
}

// userinfo masks "user:password" (the part before "@"); an example's stand-ins stay
// ("postgres://USER:PASSWORD@localhost/db", standIn).
func (r *Redactor) userinfo(ui string) string {
	user, pass, hasPass := strings.Cut(ui, ":")
	if hasPass && standIn(pass) && (user == "" || standIn(user) || replaceWord(pass)) {
		return ui // "app:changeme" of an example .env: a word that asks to be replaced
	}
	if hasPass && hiddenMark(pass) {
		return ui // the password hidden by the tool that printed it: "postgres://booking:****@…"
	}
	if hasPass {
		if pass != "" && !IsPlaceholder(pass) {
			pass = r.mask(unescape(pass, false), Password)
		}
		if user != "" && !IsPlaceholder(user) {
			dec := unescape(user, false)
			class := Username
			if isEmail(dec) {
				class = Email
			}
			user = r.mask(dec, class)
		}
		return user + ":" + pass
	}
	if out := r.urlValue(user, false, false); out != user || IsPlaceholder(user) {
		return out
	}
	if dec := unescape(user, false); len(dec) >= 20 && credentialLike(dec) {
		return r.mask(dec, Token) // a token as the user name: https://<token>@github.com/…
	}
	return user
}

// standIn reports whether a URL's user or password, v, is the name of what goes there, as
// an example or a template writes it: "USER", "username", "PASSWORD", "your_password",
// "pass", "secret", "token", "YOUR_API_KEY" (with "your" or "my" before it, in any case),
// or a word that asks for it to be replaced ("changeme", "changeit": a documented default).
func standIn(v string) bool {
	w := strings.ToLower(strings.NewReplacer("_", "", "-", "").Replace(v))
	w = strings.TrimPrefix(strings.TrimPrefix(w, "your"), "my")
	switch w {
	case "user", "username", "login", "password", "pass", "passwd", "pwd", "secret", "token", "apikey", "key", "apitoken",
		"accesstoken", "authtoken", "secretkey", "accesskey", "clientsecret":
		return true
	}
	return replaceWord(v)
}

// replaceWord reports whether v asks to be replaced: "changeme", "changeit", "replaceme"
// (any case, "-" or "_" between).
func replaceWord(v string) bool {
	switch strings.ToLower(strings.NewReplacer("_", "", "-", "").Replace(v)) {
	case "changeme", "changeit", "replaceme":
		return true
	}
	return false
}

// exampleValue reports whether v is what documentation writes in a credential's place: a
// stand-in's name (standIn: "YOUR_API_KEY", "token"), a name in angle brackets
// ("<your-api-key>", "<token>", "<発行したキー>"), a name in capitals and underscores that
// says whose it is in another language ("DEIN_API_SCHLUESSEL", "VOTRE_CLE_API"), a mark of
// a value hidden already ("[REDACTED]", "(hidden)": redactedMarks), a key
// with "EXAMPLE" in capitals in it (AWS's documentation's), or a key's prefix and a run of
// six or more "X", "*" or "•" ("sk_test_XXXXXXXXXXXX", "sk-xxxxxxxx", "whsec_••••••"), four
// after a prefix of three letters or more ("sk_test_XXXX").
func exampleValue(v string) bool {
	if standIn(v) || redactedMarks[strings.ToLower(strings.Trim(v, "[]()<>*_"))] || len(v) >= 3 && hiddenMark(v) || partlyHidden(v) {
		return true // "****" of a tool that hid the value: GitHub Actions' "Bearer ***"
	}
	if len(v) > 2 && len(v) <= 64 && v[0] == '<' && v[len(v)-1] == '>' {
		inner := v[1 : len(v)-1] // letters, a few digits ("<base64(user:pass)>") and signs of a name
		return len(digitsOf(inner)) <= 4 && !strings.ContainsFunc(inner, func(r rune) bool {
			return !unicode.IsLetter(r) && !unicode.IsDigit(r) && !strings.ContainsRune("_- ():.+", r) // "<BASE64(SHORTCODE+PASSKEY)>"
		})
	}
	if strings.Contains(v, "EXAMPLE") {
		return true // AWS's documented keys: "AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
	}
	if strings.Trim(v, "ABCDEFGHIJKLMNOPQRSTUVWXYZ_") == "" {
		for _, p := range whoseWords {
			if strings.HasPrefix(v, p) && len(v) > len(p) {
				return true
			}
		}
	}
	if parts := strings.Split(strings.ToLower(v), "_"); len(parts) >= 3 && slices.Contains(hereWords, parts[len(parts)-1]) &&
		slices.Contains(whoseWords, strings.ToUpper(parts[0])+"_") {
		return true // "your_token_here", "din_token_her", "votre_cle_ici"
	}
	if body := strings.TrimRight(v, ".…"); len(v)-len(body) >= 3 && len(body) >= 3 && (strings.HasSuffix(body, "-") || strings.HasSuffix(body, "_")) &&
		strings.Trim(body, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_-") == "" {
		return true // a prefix and an ellipsis: "sk-...", "ghp_…"
	}
	body := strings.TrimRight(v, "Xx*•●")
	run := 6 // "XXXXXX" alone; after a prefix of 3 letters or more, "sk_test_XXXX"
	if len(body) >= 4 {
		run = 4
	}
	return len(v)-len(body) >= run && (body == "" || strings.HasSuffix(body, "_") || strings.HasSuffix(body, "-")) &&
		strings.Trim(body, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_-") == ""
}

// hiddenMark reports whether v is a value shown hidden, marks only ("****", "•••", "●●●"):
// what a tool that hid a secret prints in its place.
func hiddenMark(v string) bool { return v != "" && strings.Trim(v, "*•●") == "" }

// partlyHidden reports whether v is a value a page shows with its middle hidden: a run of
// four or more "*" or "•" between at most eight characters shown ("A00*****17Q" of a tax
// PIN, "ab••••yz"): what is shown is not the secret.
func partlyHidden(v string) bool {
	for _, mark := range []string{"****", "••••"} {
		if k := strings.Index(v, mark); k >= 0 {
			shown := strings.NewReplacer("*", "", "•", "").Replace(v)
			return shown != "" && utf8.RuneCountInString(shown) <= 8
		}
	}
	return false
}

// redactedMarks are the words, lower case and without their brackets, with which a tool
// shows a value it has already hidden: "[REDACTED]", "(hidden)" (wg show's private key),
// "<masked>", "[FILTERED]" (Rails' logs).
var redactedMarks = map[string]bool{"redacted": true, "hidden": true, "masked": true, "filtered": true, "removed": true, "omitted": true}

// whoseWords begin a name in capitals that stands for the reader's value ("YOUR_", "DEIN_",
// "VOTRE_", "TU_", "SEU_", "TUO_", "JOUW_", "TWOJ_", "DIN_").
var whoseWords = []string{"YOUR_", "MY_", "DEIN_", "DEINE_", "IHR_", "IHRE_", "VOTRE_", "TON_", "TA_", "TU_", "SU_", "SEU_",
	"SUA_", "TUO_", "TUA_", "JOUW_", "UW_", "TWOJ_", "TWOJA_", "DIN_", "DITT_"}

// hereWords end a name in lower case that stands for the reader's value, after one of
// whoseWords: "your_token_here", "din_token_her" (Norwegian), "votre_cle_ici".
var hereWords = []string{"here", "her", "hier", "ici", "aqui", "aquí", "qui", "tutaj", "här", "har"}

// urlPath masks path segments and ";key=value" path parameters.
func (r *Redactor) urlPath(p string) string {
	if p == "" || p == "/" {
		return p
	}
	parts := strings.Split(p, "/")
	changed := false
	for i, seg := range parts {
		if seg == "" {
			continue
		}
		out := seg
		if strings.Contains(seg, ";") {
			params := strings.Split(seg, ";")
			params[0] = r.urlValue(params[0], true, false)
			for k := 1; k < len(params); k++ {
				params[k] = r.param(params[k], true)
			}
			out = strings.Join(params, ";")
		} else {
			out = r.urlValue(seg, true, false)
			if out == seg && (afterCredential(parts[:i]) && credentialLike(unescape(seg, true)) || webhookToken(parts, i) || linkToken(parts, i) || feedToken(parts, i)) {
				out = r.mask(unescape(seg, true), Token)
			} else if k := privateFeed(seg); out == seg && k > 0 {
				out = seg[:k] + r.mask(seg[k:], Token) // Google Calendar's secret iCal address: /private-<hex>/basic.ics
			}
		}
		if out != seg {
			parts[i] = out
			changed = true
		}
	}
	if !changed {
		return p
	}
	return strings.Join(parts, "/")
}

// privateFeed returns where the key of a private feed's path segment begins, "private-"
// and 16 hexadecimal digits or more (Google Calendar's "/ical/<calendar>/private-<key>/
// basic.ics", which whoever holds it reads the calendar by), or 0.
func privateFeed(seg string) int {
	const prefix = "private-"
	if len(seg) >= len(prefix)+16 && strings.EqualFold(seg[:len(prefix)], prefix) && isHex(seg[len(prefix):]) {
		return len(prefix)
	}
	return 0
}

// credentialWords name a path segment after which the next one is a credential when it
// looks random: /reset-password/aB3dE5fG7hJ9kL1mN3pQ5rS7, /magic-link/…, /invite/…,
// /passwort-zuruecksetzen/<uid>/<token>/.
var credentialWords = []string{"password", "passwd", "token", "reset", "verify", "verification",
	"confirm", "magic", "activate", "activation", "invite", "invitation", "login", "signin",
	"auth", "otp", "unlock", "recover", "recovery", "secret", "key", "session", "unsubscribe", "unsub",
	"passwort", "kennwort", "zuruecksetzen", "contrasena", "restablecer", "mot-de-passe", "reinitialis", "senha", "wachtwoord"} // German, Spanish, French, Portuguese, Dutch

// afterCredential reports whether one of the last three path segments before a segment
// names a credential: Django's reset link is /reset/<uid>/<token>/.
func afterCredential(before []string) bool {
	for k := len(before) - 1; k >= 0 && k >= len(before)-3; k-- {
		if credentialSegment(before[k]) {
			return true
		}
	}
	return false
}

// credentialLike reports whether a path segment after a credential segment looks like the
// credential: a token (isToken, loose), 12 characters or more mixing letters and digits
// ("xYz12AbC34dEf56gH", "c4h5k2-7e0a1b2c3d4e5f6a7b8c"), or 16 letters or more with at least
// five of each case ("abcDEFghiJKLmnoPQRstuVWX"), which a CamelCase word has not.
func credentialLike(seg string) bool {
	if isToken(seg, true) {
		return true
	}
	if len(seg) < 12 {
		return false
	}
	var letters, digits, upper int
	for _, c := range seg {
		switch {
		case c >= '0' && c <= '9':
			digits++
		case c >= 'A' && c <= 'Z':
			upper++
			letters++
		case c >= 'a' && c <= 'z':
			letters++
		case c == '-' || c == '_':
		default:
			return false
		}
	}
	return letters > 0 && digits >= 2 || len(seg) >= 16 && upper >= 5 && letters-upper >= 5
}

// credentialSegment reports whether a path segment names a credential (see credentialWords).
func credentialSegment(seg string) bool {
	low := strings.ToLower(seg)
	if low == "sign" || low == "esign" {
		return true // HelloSign's /sign/<id>; not "design", "signup"
	}
	for _, w := range credentialWords {
		if strings.Contains(low, w) {
			return true
		}
	}
	return false
}

// query masks the parameters of a query string (without "?").
func (r *Redactor) query(q string) string {
	if q == "" {
		return q
	}
	for _, amp := range []string{`\u0026`, `\x26`} { // a query escaped for JSON or JavaScript: "x=1\u0026code=…"
		if strings.Contains(q, amp) {
			parts := strings.Split(q, amp)
			for i, p := range parts {
				parts[i] = r.query(p)
			}
			return strings.Join(parts, amp)
		}
	}
	parts := strings.Split(q, "&")
	changed := false
	user := r.authPage && slices.ContainsFunc(parts, func(p string) bool {
		k, _, _ := strings.Cut(p, "=")
		return userParams[strings.ToLower(k)]
	})
	for i, p := range parts {
		out := r.param(p, false)
		if k, v, ok := strings.Cut(p, "="); user && out == p && ok && shortPassParams[strings.ToLower(k)] {
			if dec := unescape(v, false); dec != "" && !IsPlaceholder(dec) && !flagValue(dec) {
				out = k + "=" + r.mask(dec, Password) // a router's "/login.cgi?u=admin&p=X"
			}
		}
		if out != p {
			parts[i] = out
			changed = true
		}
	}
	if !changed {
		return q
	}
	return strings.Join(parts, "&")
}

// userParams and shortPassParams are the short names a sign-in page's query gives a user
// and a password ("/login.cgi?u=admin&p=X"): "p" holds a password there when a user's
// parameter is beside it, on a sign-in page only (authPage; "/forum?user=alice&p=2" is a
// page of posts).
var (
	userParams      = map[string]bool{"u": true, "usr": true, "user": true, "username": true, "login": true, "email": true, "uid": true}
	shortPassParams = map[string]bool{"p": true, "pw": true, "pwd": true, "pass": true}
)

// idParam reports whether a parameter's lower-case name says its value is a record's id
// ("order_id", "itemId" lower-cased, "invoice_no") and not a card's.
func idParam(key string) bool {
	if strings.Contains(key, "card") || strings.Contains(key, "pan") {
		return false
	}
	return strings.HasSuffix(key, "_id") || strings.HasSuffix(key, "-id") || strings.HasSuffix(key, "_no") ||
		strings.HasSuffix(key, "id") && len(key) > 4 && (strings.HasPrefix(key, "order") || strings.HasPrefix(key, "item") || strings.HasPrefix(key, "invoice"))
}

// param masks one "key=value" of a query, fragment or path parameter list.
func (r *Redactor) param(p string, inPath bool) string {
	k, v, ok := strings.Cut(p, "=")
	if !ok {
		return r.urlValue(p, inPath, false)
	}
	name := withoutEntity(unescape(k, inPath))
	key := strings.ToLower(name)
	dec := unescape(v, inPath)
	named := credentialKey(name) // as written: "pwConfirm" is two words
	if named != "" || SensitiveParam(key) {
		if v == "" || IsPlaceholder(dec) || exampleValue(dec) || flagValue(dec) || looseParams[key] && plainParamValue(dec) {
			return p // "api_key=YOUR_API_KEY" of an example
		}
		return k + "=" + r.mask(dec, paramClass(name))
	}
	if (randomParam(name) && machineMade(dec) || r.authPage && authValue(name, dec)) && !IsPlaceholder(dec) {
		return k + "=" + r.mask(dec, Token)
	}
	if idParam(key) && isCard(dec) {
		return p // "order_id=682734519204738": a number that passes Luhn's check by chance
	}
	phone := false
	for _, w := range []string{"phone", "tel", "mobile", "msisdn", "cell"} {
		if strings.Contains(key, w) {
			phone = true
		}
	}
	// A second "?" ("?a=1?token=…", which a server reads as a's value) starts parameters
	// of their own, unless the value is a link with a query.
	if head, tail, ok := strings.Cut(v, "?"); ok && !inPath && strings.Contains(tail, "=") && !looksLikeURL(dec) {
		parts := strings.Split(tail, "?") // all at once: "?a=?a=?a=…" read one by one costs the square
		for i, q := range parts {
			parts[i] = r.query(q)
		}
		if out := r.urlValue(head, inPath, phone) + "?" + strings.Join(parts, "?"); out != v {
			return k + "=" + out
		}
		return p
	}
	if out, ok := r.spacedLink(name, v, dec, inPath); ok {
		return k + "=" + out
	}
	if out := r.urlValue(v, inPath, phone); out != v {
		return k + "=" + out
	}
	return p
}

// urlValue masks one value of a URL: the whole decoded value when it is a remembered
// secret, an e-mail address, a token, a card number (or a phone number for phone
// parameters), an identity number its check says is one (wholeCheckedID); else a URL inside it as a URL; else tokens, e-mail addresses and remembered
// secrets inside it. A value that was percent-encoded and changed is encoded again.
func (r *Redactor) urlValue(raw string, inPath, phone bool) string {
	if raw == "" {
		return raw
	}
	dec := unescape(raw, inPath)
	if IsPlaceholder(dec) {
		return raw
	}
	if ph, ok := r.lookup(dec); ok && len(dec) >= 4 {
		r.count++
		return ph
	}
	switch {
	case isEmail(dec):
		return r.mask(dec, Email)
	case isToken(dec, false):
		return r.mask(dec, Token)
	case isCard(dec):
		return r.mask(dec, CardNumber)
	case phone && (isPhone(dec) || len(digitsOf(dec)) >= 7):
		return r.mask(dec, Phone)
	}
	if class, ok := wholeCheckedID(dec); ok {
		return reescape(raw, dec, r.mask(dec, class), inPath) // "?patientId=S8503127I": an NRIC
	}
	// A URL inside the value ("?next=https%3A%2F%2F…%3Ftoken%3D…", "?redirect=/cb?code=…")
	// is redacted as a URL, down to maxNested levels; so is a value encoded once more
	// ("https%253A%252F%252F…"), read as the value it encodes. Deeper than maxNested, a URL
	// with a query, parameters, user info or more encoding, where credentials travel, is
	// masked whole: it is not read.
	isURL := looksLikeURL(dec)
	deeper := strings.Contains(dec, "%") && unescape(dec, inPath) != dec
	if isURL && strings.ContainsAny(dec, "?#;@%") || deeper {
		if r.nested >= maxNested {
			return reescape(raw, dec, r.mask(dec, Token), inPath)
		}
		r.nested++
		var red string
		if isURL {
			red = r.url(dec)
		} else {
			red = r.urlValue(dec, inPath, phone) // encoded twice: decode once more
		}
		r.nested--
		if red != dec {
			return reescape(raw, dec, red, inPath)
		}
	}
	// Inside the value, decoded ("%40" is an "@"): an issuer-prefixed token or an e-mail
	// address that is part of it ("/keys/key-sk-live-…"), and remembered secrets.
	if out := r.inside(dec); out != dec {
		return reescape(raw, dec, out, inPath)
	}
	if dec != raw {
		return r.inside(raw) // as written: remembered secrets that decoding changes ("+")
	}
	return raw
}

// maxNested bounds how deep urlValue reads URLs inside URL values; a URL nested deeper
// that can carry credentials becomes {{token}} (a redirect chain of four is rare, a leak
// through one is not acceptable, SPEC §8).
const maxNested = 3

// inside masks tokens, key–value pairs naming a secret (JSON in a value:
// "variables=%7B%22password%22%3A…"), e-mail addresses and remembered secrets within s.
func (r *Redactor) inside(s string) string {
	segs := apply([]seg{{s: s}}, r.placeholderPass)
	segs = apply(segs, r.tokenPass)
	if strings.Contains(s, `"`) && strings.ContainsAny(s, "=:") { // JSON; not a search's "auth:google"
		segs = apply(segs, r.pairPass)
	}
	segs = apply(segs, r.emailPass)
	segs = r.rememberedPass(segs) // nothing when nothing is remembered
	return join(segs)
}

// unescape decodes a URL component, or returns it as it is when it is not valid
// percent-encoding.
func unescape(s string, inPath bool) string {
	if !strings.ContainsAny(s, "%+") {
		return s
	}
	var d string
	var err error
	if inPath {
		d, err = url.PathUnescape(s)
	} else {
		d, err = url.QueryUnescape(s)
	}
	if err != nil {
		return s
	}
	return d
}

// sensitiveHeaders are header names whose value is a credential, lower case.
var sensitiveHeaders = map[string]bool{
	"authorization": true, "proxy-authorization": true, "cookie": true, "set-cookie": true,
	"x-api-key": true, "api-key": true, "apikey": true, "x-auth-token": true,
	"x-access-token": true, "x-csrf-token": true, "x-xsrf-token": true,
	"x-amz-security-token": true, "x-goog-api-key": true, "x-session-id": true,
	"x-refresh-token": true, "x-id-token": true, "ocp-apim-subscription-key": true,
}

// SensitiveHeader reports whether an HTTP header of this name carries a credential and must
// be dropped (SPEC §8): Authorization, Proxy-Authorization, Cookie, Set-Cookie, X-Api-Key,
// X-Auth-Token, X-CSRF-Token, …, and any name containing "token", "secret", "password",
// "api-key"/"apikey" or starting with "x-auth". The comparison ignores case.
func SensitiveHeader(name string) bool {
	n := strings.ToLower(strings.TrimSpace(name))
	if sensitiveHeaders[n] {
		return true
	}
	for _, w := range []string{"token", "secret", "password", "api-key", "apikey", "session"} {
		if strings.Contains(n, w) {
			return true
		}
	}
	return strings.HasPrefix(n, "x-auth")
}

// Headers returns a copy of h without the headers that carry credentials (see
// [SensitiveHeader]); each dropped header counts as one replacement. The other values are
// masked as URLs (Referer, Location, Origin, Content-Location) or as text
// ([Redactor.Text]). A nil map gives
// nil.
func (r *Redactor) Headers(h map[string]string) map[string]string {
	if h == nil {
		return nil
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	r.init()
	out := make(map[string]string, len(h))
	for k, v := range h {
		if SensitiveHeader(k) {
			r.count++
			continue
		}
		switch strings.ToLower(k) {
		case "referer", "location", "origin", "content-location":
			out[k] = r.url(v)
		default:
			out[k] = r.text(v)
		}
	}
	return out
}

// authorityComma returns where a URL found at s[:end] ends, its authority beginning at
// from: at the first comma of the authority when a comma stands before its "@" (a CSV
// row's "https://shop.example,jan@mail.test,…" is a URL and an address, not a user
// "shop.example,jan" at mail.test), else end.
func authorityComma(s string, from, end int) int {
	auth := s[from:end]
	if k := strings.IndexAny(auth, "/?#"); k >= 0 {
		auth = auth[:k]
	}
	at := strings.LastIndexByte(auth, '@')
	if c := strings.IndexByte(auth, ','); c >= 0 && c < at {
		return from + c
	}
	return end
}
