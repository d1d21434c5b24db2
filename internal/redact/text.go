package redact

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

// Text returns s with secrets and personal data masked (SPEC §8). s is free text: step
// results, extracted content, an agent's memory notes, page snapshot text, the task. In
// order, Text masks
//   - URLs, as [Redactor.URL] does;
//   - PEM private keys ({{secret}});
//   - Authorization, Proxy-Authorization, Cookie, Set-Cookie and API-key header lines
//     ("Authorization: Bearer {{token}}");
//   - field values in ARIA snapshots (`- textbox "Password" [ref=e12]: {{password}}`) and
//     the value of HTML password inputs, by the field's class (see [Classify]);
//   - values automation code types into such a field ("page.fill('#password', …)",
//     "getByLabel('Password').fill(…)", ".send_keys(…)"), by the class of its locator;
//   - "Bearer …"/"Basic …" credentials and issuer-prefixed tokens ({{token}});
//   - key–value pairs naming a secret: password=…, "password": "…", api_key: …, token=…
//     ({{password}}, {{secret}}, {{token}}, …); a "key: value" pair with a plain word
//     followed by more words is prose and stays ("Password: must be 8 characters"); a
//     key that begins with the credential's word and says which copy it is
//     ("password_confirmation", "passwordConfirm", "pass[pass2]") only as data: a form
//     body's key=value or JSON's quoted key and value (credentialKey, dataPair); the
//     same pairs with escaped quotes: JSON in a JSON string ({\"password\":\"…\"}), in
//     an HTML attribute (&quot;) or with \u0022 (escapedPairPass);
//   - headers written as JSON members ({"Cookie": "{{token}}"}) and name/value objects
//     whose name is a credential's ([{"name": "password", "value": "{{password}}"}]), as
//     jsonPairPass says;
//   - software keys, API keys and tokens named in prose ("API key: …", "the secret key is
//     …"), as proseKey says;
//   - credential parameters of links without a scheme ("/cb?code=…", "#code=…", after
//     "&amp;" or "\u0026"), as linkParamPass says;
//   - every value remembered from earlier calls, in its escaped forms too;
//   - e-mail addresses, Luhn-valid card numbers with an issuer prefix, IBANs with valid
//     check digits, bank account and identity numbers after their label (bankacct.go,
//     idnumber.go), US SSNs, phone numbers written with "+" or in North-American 3-3-4
//     form;
//   - random-looking strings of 32+ characters (mixed case and digits; plain lower-case
//     hex such as commit hashes stays).
//
// Remembered values shorter than 4 characters are masked only where quoted, in
// parentheses or after their keyword ('123', (123), "CVV 123"); numbers only where no digit
// touches them; others of 4–11 bytes only as whole words. Existing placeholders are left
// alone, so Text(Text(s)) == Text(s). Invalid UTF-8 is kept as it is. Placeholders are
// numbered in the order the passes find values, mostly the order of the text.
func (r *Redactor) Text(s string) string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.text(s)
}

// seg is a piece of text being redacted; fixed pieces (placeholders, masked URLs) are not
// looked at again.
type seg struct {
	s     string
	fixed bool
}

func (r *Redactor) text(s string) string {
	if s == "" {
		return s
	}
	r.init()
	blank := r.blank()
	if blank && cleanTexts.has(s) {
		return s
	}
	before := r.count
	r.written = r.learnPlain(s)
	// Passes look at one piece of text at a time: see stable.
	out := r.stable(s, r.textOnce)
	r.written = nil
	if blank && out == s && r.count == before && r.blank() {
		cleanTexts.add(s)
	}
	return out
}

// stable runs once on s, and again on its result while a run masks something, at most
// three more times: a replacement made by a late pass can let an early one read what is
// around it otherwise (a word boundary, an escape that now decodes), and the result must
// read the same a second time.
func (r *Redactor) stable(s string, once func(string) string) string {
	before := r.count
	out := once(s)
	for k := 0; k < 3 && r.count != before; k++ {
		before = r.count
		next := once(out)
		if next == out {
			break
		}
		out = next
	}
	return out
}

func (r *Redactor) textOnce(s string) string { return r.textPasses(s, true) }

// textPasses runs every pass over s: first those that read whole lines, commands and
// elements, then URL detection (when urls), then the rest (plainPasses).
func (r *Redactor) textPasses(s string, urls bool) string {
	segs := apply([]seg{{s: s}}, r.nestedJSONPass)
	if len(r.written) > 0 {
		segs = apply(segs, r.writtenPass)
	}
	segs = apply(segs, r.headerLinePass) // on the whole text: real line starts
	segs = apply(segs, r.printedSecretPass)
	segs = apply(segs, r.tablePass)   // whole lines
	segs = apply(segs, r.cliFlagPass) // and whole commands, URLs in them
	segs = apply(segs, r.snapshotFieldPass)
	segs = apply(segs, r.htmlPasswordPass)
	segs = apply(segs, r.typedValuePass)
	segs = apply(segs, r.autoCallPass) // before a template's braces ("{enter}") split a value
	segs = apply(segs, r.computerTypePass)
	segs = apply(segs, r.filledLabelPass)
	segs = apply(segs, r.htmlNamedPass)
	segs = apply(segs, r.xmlSettingPass) // before a URL in the opening tag splits the element
	if urls {
		segs = apply(segs, r.urlPass)
	}
	segs = apply(segs, r.placeholderPass)
	return join(r.plainPasses(segs))
}

// plainPasses runs every pass but URL detection and header lines.
func (r *Redactor) plainPasses(segs []seg) []seg {
	for _, p := range []func(string) []seg{
		r.privateKeyPass, r.hexKeyPass, r.byteKeyPass, r.setupCodePass, r.seedPhrasePass, r.labelledSeedPass, r.headerInlinePass, r.authSchemePass, r.tokenPass, r.pairPass, r.escapedPairPass, r.jsonPairPass, r.nameValueLinePass, r.linkParamPass, r.proseKeyPass, r.codeSheetPass, r.giftLabelPass, r.namedKeyPass,
		r.asWordPass, r.prosePass, r.credPhrasePass, r.appPasswordPass, r.prosePassIntl, r.answerPass, r.wifiQRPass, r.keyGroupsPass, r.selectorValuePass, r.proseCodePass, r.unboundedCodePass, r.gapPass, r.smsCodePass, r.codeNearPass, r.codePasswordPass, r.credPairPass, r.dsnPass, r.prosePhonePass,
	} {
		segs = apply(segs, p)
	}
	segs = r.rememberedPass(r.codeTails(segs))
	for _, p := range []func(string) []seg{
		r.emailEncodedPass, r.emailPass, r.cardTailPass, r.cardPass, r.ibanPass, r.bankAccountPass, r.idPairPass, r.idNumberPass, r.ssnPass, r.phonePass, r.longPass,
	} {
		segs = apply(segs, p)
	}
	return segs
}

// textNoURL is Text for a string that was found not to be a URL.
func (r *Redactor) textNoURL(s string) string {
	if s == "" {
		return s
	}
	return r.textPasses(s, false)
}

var placeholderAt = anchor(placeholderRe)

// placeholderMatch returns the bounds of the placeholder that begins at s[i:], or nil
// (matchAt of placeholderRe, and nameLike).
func placeholderMatch(s string, i int) []int {
	m := matchAt(placeholderAt, s, i, 160)
	if m == nil || !nameLike(s[m[0]:m[1]]) {
		return nil
	}
	return m
}

// nameLike reports whether a text matched by placeholderRe names a variable as templates
// do: words of letters, each perhaps ending in digits, between "_", ".", "-" or ":"
// ("first_name", "KEY_ENTER", "social_security_last4", "viewport.content"). A digit
// followed by a letter in one word ("{Tr0ub4dor3x}") is a value written in braces, a
// password perhaps, not a placeholder.
func nameLike(ph string) bool {
	digit := false
	for i := 0; i < len(ph); i++ {
		switch c := ph[i]; {
		case c >= '0' && c <= '9':
			digit = true
		case c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z':
			if digit {
				return false
			}
		default:
			digit = false
		}
	}
	return true
}

// placeholderPass fixes the template placeholders of s, so that no later pass masks them;
// not one that is a secret remembered before ("{CorrectHorse}" typed into a password field),
// which the passes after it mask.
func (r *Redactor) placeholderPass(s string) []seg {
	b := builder{s: s}
	for from := 0; from < len(s); {
		k := strings.IndexByte(s[from:], '{')
		if k < 0 {
			break
		}
		i := from + k
		from = i + 1
		for _, at := range []int{i - 1, i} {
			if at < b.last || at < 0 || (at == i-1 && s[at] != '$') {
				continue
			}
			if m := placeholderMatch(s, at); m != nil {
				if _, secret := r.lookup(s[m[0]:m[1]]); secret {
					break
				}
				b.add(m[0], m[1], s[m[0]:m[1]])
				from = m[1]
				break
			}
		}
	}
	return b.done()
}

// urlPass masks every absolute URL in s ("scheme://…" up to white space, a quote, an angle
// bracket or "|", which RFC 3986 leaves out of URLs and waymark's keys put between parts)
// and fixes it.
func (r *Redactor) urlPass(s string) []seg {
	b := builder{s: s}
	for from := 0; from < len(s); {
		k := strings.Index(s[from:], "://")
		if k < 0 {
			break
		}
		p := from + k
		from = p + 3
		st := p
		for st > b.last && p-st < 21 && isSchemeByte(s[st-1]) {
			st--
		}
		for st < p && !isLetter(s[st]) {
			st++
		}
		if p-st < 2 || !wordStart(s, st) {
			continue
		}
		end := p + 3
		for end < len(s) && !strings.ContainsRune(" \t\n\f\r<>\"'`|", rune(s[end])) {
			end++
		}
		end = authorityComma(s, p+3, end)
		u := trimURLTail(s[st:end])
		if len(u) <= p-st+3 {
			continue
		}
		b.add(st, st+len(u), r.url(u))
		from = st + len(u)
	}
	return b.done()
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// pathLike reports whether a base64-alphabet run is a path ("/WAI/UA/TS/html401/cp0101/…"):
// random base64 has one "/" in 64 characters, a path one in a dozen.
func pathLike(t string) bool {
	n := strings.Count(t, "/")
	return n >= 3 && n*12 > len(t)
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

func isSchemeByte(c byte) bool {
	return isLetter(c) || c >= '0' && c <= '9' || c == '+' || c == '.' || c == '-'
}

// trimURLTail drops sentence punctuation and unbalanced closing brackets after a URL.
func trimURLTail(u string) string {
	for len(u) > 0 {
		c := u[len(u)-1]
		switch {
		case strings.IndexByte(".,;:!?", c) >= 0:
		case c == ')' && strings.Count(u, "(") < strings.Count(u, ")"):
		case c == ']' && strings.Count(u, "[") < strings.Count(u, "]"):
		default:
			return u
		}
		u = u[:len(u)-1]
	}
	return u
}

func (r *Redactor) privateKeyPass(s string) []seg {
	if !strings.Contains(s, "PRIVATE KEY-----") {
		return nil
	}
	b := builder{s: s}
	for _, m := range privateKeyRe.FindAllStringIndex(s, -1) {
		b.add(m[0], m[1], r.mask(s[m[0]:m[1]], Secret))
	}
	return b.done()
}

// mask remembers v and counts one replacement.
func (r *Redactor) mask(v, class string) string {
	r.count++
	return r.remember(v, class)
}

var (
	// headerLineAt matches a credential-carrying HTTP header on a line of its own, also as
	// curl's -H 'Name: value'.
	headerLineAt = regexp.MustCompile(`^(?i)[ \t]*(?:-H[ \t]*)?["']?(` + strings.Join(headerNames, "|") + `)[ \t]*:[ \t]*([^\r\n"']*[^\s"'])`)
	// headerInlineAt matches an Authorization or API-key header inside a line; the value
	// ends before a quote, comma, semicolon or closing bracket ("(Authorization: Bearer …),").
	headerInlineAt = regexp.MustCompile(`^(?i)(authorization|` + strings.Join(keyHeaders, "|") + `)[ \t]*:[ \t]*([^\r\n"',;)\]}>]*[^\s"',;)\]}>])`)
	// cookieInlineAt matches a Cookie or Set-Cookie header inside a line: one or more
	// name=value pairs joined by "; " ("timeout; Cookie: session=9f8e…; theme=dark").
	cookieInlineAt = regexp.MustCompile(`^(?i)(set-cookie|cookie)[ \t]*:[ \t]*([^\s"'()\[\]<>{};,=]+=[^\s"'()\[\]<>{};,]*(?:;[ \t]*[^\s"'()\[\]<>{};,=]+=[^\s"'()\[\]<>{};,]*)*)`)
	// authSchemes are the scheme words kept in front of a masked Authorization value.
	authSchemes = []string{"bearer ", "basic ", "token ", "digest ", "negotiate ", "aws4-hmac-sha256 ", "hoba "}
	// oneWordSchemes are the schemes whose credential is one word (RFC 6750, 7617): the
	// text after it is not part of the header.
	oneWordSchemes = map[string]bool{"bearer ": true, "basic ": true, "token ": true}
)

func (r *Redactor) headerLinePass(s string) []seg {
	b := builder{s: s}
	for i := 0; i < len(s); {
		if headerLineStart(s, i) {
			lineEnd := strings.IndexByte(s[i:], '\n')
			if lineEnd < 0 {
				lineEnd = len(s) - i
			}
			m := matchAt(headerLineAt, s, i, lineEnd+1)
			if m != nil {
				name := strings.ToLower(s[m[2]:m[3]])
				if name == "cookie" || name == "set-cookie" {
					// Only the name=value pairs: "Cookie: sid=… retried" keeps "retried".
					m = matchAt(cookieInlineAt, s, m[2], i+lineEnd+1-m[2])
				}
				if m != nil {
					if a, z, repl, ok := r.headerValue(s, m[4], m[5]); ok {
						b.add(a, z, repl)
					}
				}
			}
		}
		k := strings.IndexByte(s[i:], '\n')
		if k < 0 {
			break
		}
		i += k + 1
	}
	return b.done()
}

// headerLineStart is a quick check that the line at s[i:] may start with a header name
// matched by headerLineAt.
func headerLineStart(s string, i int) bool {
	for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
		i++
	}
	if i+1 < len(s) && s[i] == '-' && s[i+1] == 'H' {
		i += 2
		for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
			i++
		}
	}
	if i < len(s) && (s[i] == '"' || s[i] == '\'') {
		i++
	}
	for _, n := range headerNames {
		if i+len(n) <= len(s) && strings.EqualFold(s[i:i+len(n)], n) {
			return true
		}
	}
	return false
}

// headerNames are the header names of headerLineAt.
var headerNames = append([]string{"authorization", "proxy-authorization", "cookie", "set-cookie",
	"api-key", "x-auth-token", "x-access-token", "x-csrf-token", "x-xsrf-token", "x-csrftoken", "x-xsrftoken",
	"x-amz-security-token"}, keyHeaders...)

// keyHeaders are the headers that carry an API's key, read inside a line too ("curl -H
// 'Ocp-Apim-Subscription-Key: …'"): a generic one, Google's, Azure API Management's and
// Functions', RapidAPI's, GitLab's, Vault's and Shopify's.
var keyHeaders = []string{"x-api-key", "x-goog-api-key", "ocp-apim-subscription-key", "x-functions-key",
	"x-rapidapi-key", "private-token", "x-vault-token", "x-shopify-access-token"}

// inlineHeaders are the names headerInlinePass looks for.
var inlineHeaders = append([]string{"authorization", "cookie"}, keyHeaders...)

func (r *Redactor) headerInlinePass(s string) []seg {
	if len(s) < 10 {
		return nil
	}
	b := builder{s: s}
	f := newFinder(asciiLower(s), inlineHeaders...)
	for from := 0; ; {
		i := f.nextWord(s, from)
		if i < 0 {
			break
		}
		from = i + 1
		var m []int
		if i >= 4 && strings.EqualFold(s[i-4:i], "set-") && wordStart(s, i-4) {
			i -= 4
		}
		if c := s[i] | 0x20; c == 'c' || c == 's' {
			m = matchAt(cookieInlineAt, s, i, 8192) // name=value pairs: no prose matches
		} else if m = matchAt(headerInlineAt, s, i, 8192); m != nil && !tokenish(s[m[4]:m[5]]) && !schemed(s[m[4]:m[5]]) {
			m = nil // prose: "authorization: required"; "Authorization: Bearer opensesame" is a header
		}
		if m == nil {
			continue
		}
		if a, z, repl, ok := r.headerValue(s, m[4], m[5]); ok && b.add(a, z, repl) {
			from = z
		}
	}
	return b.done()
}

// schemed reports whether v is an auth scheme word followed by a credential.
func schemed(v string) bool {
	low := strings.ToLower(v)
	for _, sc := range authSchemes {
		if strings.HasPrefix(low, sc) && strings.TrimSpace(low[len(sc):]) != "" {
			return true
		}
	}
	return false
}

// headerValue masks the header value s[i:j], keeping an auth scheme word in front.
func (r *Redactor) headerValue(s string, i, j int) (int, int, string, bool) {
	low := strings.ToLower(s[i:j])
	for _, sc := range authSchemes {
		if strings.TrimSpace(low) == strings.TrimSpace(sc) {
			return 0, 0, "", false // only the scheme is left: "Authorization: Bearer {{token}}"
		}
	}
	for _, sc := range authSchemes {
		if strings.HasPrefix(low, sc) && len(low) > len(sc) {
			i += len(sc)
			if oneWordSchemes[sc] { // "Bearer <token> retried": the credential is one word
				for i < j && (s[i] == ' ' || s[i] == '\t') {
					i++
				}
				if k := strings.IndexAny(s[i:j], " \t"); k >= 0 {
					j = i + k
				}
			}
			break
		}
	}
	for j > i && strings.IndexByte("`'\"\\", s[j-1]) >= 0 {
		j-- // the closing quote of a header quoted in prose: "`Authorization: Bearer YOUR_API_TOKEN`", escaped in JSON: \"
	}
	v := strings.TrimSpace(s[i:j])
	whole := v
	if k := strings.IndexByte(s[j:min(len(s), j+40)], '>'); strings.HasPrefix(v, "<") && k >= 0 && !strings.ContainsAny(s[j:j+k], " \n") {
		whole += s[j : j+k+1] // headerInlineAt ends a value before ">" or ")": "Bearer <token>)", "Basic <base64(user:pass)>"
	}
	if v == "" || IsPlaceholder(v) || codeExpr(v) || exampleValue(whole) || shellVariable.MatchString(v) {
		return 0, 0, "", false // "Bearer $(gcloud auth print-access-token)" runs a command; "Bearer YOUR_API_KEY" an example's; "Bearer $CF_API_TOKEN" a variable's
	}
	return i, j, r.mask(v, Token), true
}

var authSchemeAt = anchor(authSchemeRe)

// logField reports whether v, the word after an authorization scheme's name, is the next
// field of a log line or a form, a lower-case name and "=" then a value ("expires_in=3600"
// after "token_type=Bearer"), rather than a credential: base64's "=" comes at the end.
func logField(v string) bool {
	k := strings.IndexByte(v, '=')
	return k > 0 && k < len(v)-2 && strings.Trim(v[:k], "abcdefghijklmnopqrstuvwxyz_") == ""
}

func (r *Redactor) authSchemePass(s string) []seg {
	if len(s) < 12 {
		return nil
	}
	b := builder{s: s}
	f := newFinder(asciiLower(s), "bearer", "basic")
	for from := 0; ; {
		i := f.nextWord(s, from)
		if i < 0 {
			break
		}
		from = i + 1
		m := matchAt(authSchemeAt, s, i, 8192)
		if m == nil || !tokenish(s[m[4]:m[5]]) || logField(s[m[4]:m[5]]) || exampleValue(s[m[4]:m[5]]) {
			continue
		}
		if b.add(m[4], m[5], r.mask(s[m[4]:m[5]], Token)) {
			from = m[5]
		}
	}
	return b.done()
}

var (
	tokenAt = anchor(tokenRe)
	// tokenPrefixes are the literal starts of the alternatives of tokenRe.
	tokenPrefixes = []string{"eyJ", "sk-", "sk_", "rk_", "pk_", "gh", "github_pat_", "glpat-", "glrt-", "gldt-", "glptt-",
		"glft-", "glsoat-", "gloas-", "glcbt-", "ATATT3", "pat",
		"xox", "LTAI", "AKIA", "ASIA", "AGPA", "AIDA", "AROA", "ANPA", "ANVA", "AIPA", "AIza", "npm_", "hf_", "AGE-SECRET-KEY-", "$", "v1.0-"}
)

// inWordPrefixes are the token prefixes that tokenRe finds inside a word too (GitHub,
// GitLab, Slack: see tokenRe), whole, so that the "gh" of ordinary words ("light") costs
// no match attempt.
var inWordPrefixes = []string{"ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_", "glpat-", "glrt-", "gldt-", "glptt-",
	"glft-", "glsoat-", "gloas-", "glcbt-", "xox"}

// inWordPrefix reports whether s starts with one of inWordPrefixes.
func inWordPrefix(s string) bool {
	for _, p := range inWordPrefixes {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}

// cryptHash is a quick check that s begins as a password's hash in crypt(3)'s form does
// ("$2b$", "$apr1$", "$6$", "$argon2"): a price's "$" costs no match attempt.
func cryptHash(s string) bool {
	for _, p := range []string{"$2a$", "$2b$", "$2x$", "$2y$", "$2$", "$apr1$", "$1$", "$5$", "$6$", "$y$", "$argon2"} {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}

func (r *Redactor) tokenPass(s string) []seg {
	if len(s) < 16 {
		return nil
	}
	b := builder{s: s}
	f := newFinder(s, tokenPrefixes...)
	for from := 0; ; {
		i := f.next(from)
		if i < 0 {
			break
		}
		from = i + 1
		if !wordStart(s, i) && !inWordPrefix(s[i:]) || s[i] == '$' && !cryptHash(s[i:]) {
			continue
		}
		if m := matchAt(tokenAt, s, i, 8192); m != nil && !exampleValue(s[m[0]:m[1]]) && b.add(m[0], m[1], r.mask(s[m[0]:m[1]], Token)) {
			from = m[1]
		}
	}
	// Microsoft Entra's client secrets have no prefix: "Q~" after three characters and a
	// digit marks them ("vSg8Q~…").
	for k := 0; ; {
		j := strings.Index(s[k:], "Q~")
		if j < 0 {
			break
		}
		i := k + j - 4
		k += j + 2
		if i < 0 || !wordStart(s, i) {
			continue
		}
		if m := matchAt(tokenAt, s, i, 64); m != nil && (m[1] == len(s) || !isAlnum(s[m[1]])) {
			b.add(m[0], m[1], r.mask(s[m[0]:m[1]], Token))
		}
	}
	return b.done()
}

var (
	emailAt     = anchor(emailRe)
	cardAt      = anchor(cardRe)
	ssnAt       = anchor(ssnRe)
	phoneIntlAt = anchor(phoneIntlRe)
	phoneNANPAt = anchor(phoneNANPRe)
)

func isLocalByte(c byte) bool {
	return isWord(c) || c == '.' || c == '%' || c == '+' || c == '-'
}

// emailEncodedPass masks addresses whose "@" is written otherwise (emailEncodedRe):
// "carol&#64;corp-mail.com", "eve\u0040corp-mail.com", "ａｌｉｃｅ＠example.com".
func (r *Redactor) emailEncodedPass(s string) []seg {
	if !strings.Contains(s, "&#") && !strings.Contains(s, "&commat;") && !strings.Contains(s, `\u0040`) && !strings.Contains(s, "＠") &&
		!strings.Contains(s, "%40") {
		return nil
	}
	b := builder{s: s}
	for _, m := range emailEncodedRe.FindAllStringIndex(s, -1) {
		if emailOK(s[m[0]:m[1]]) {
			b.add(m[0], m[1], r.mask(s[m[0]:m[1]], Email))
		}
	}
	return b.done()
}

func (r *Redactor) emailPass(s string) []seg {
	b := builder{s: s}
	for from := 0; from < len(s); {
		k := strings.IndexByte(s[from:], '@')
		if k < 0 {
			break
		}
		p := from + k
		from = p + 1
		st := p
		for st > b.last && p-st < 64 && isLocalByte(s[st-1]) {
			st--
		}
		if st == p {
			continue
		}
		e := p + 1
		for e < len(s) && e-p < 256 && (isLetter(s[e]) || isDigit(s[e]) || s[e] == '.' || s[e] == '-' || s[e] >= utf8.RuneSelf) {
			e++ // an internationalised domain's letters too ("bücher.de")
		}
		m := matchAt(emailAt, s, st, e-st+1)
		if m == nil || !emailOK(s[m[0]:m[1]]) || scpRemote(s, m[1]) || placeholderAttr(s, m[0]) || strings.HasPrefix(s[m[0]:m[1]], "git@") ||
			m[0] > 0 && s[m[0]-1] == '@' || // a fediverse handle, "@sanne@mastodon.nl", is public
			strings.HasSuffix(strings.ToLower(s[m[0]:m[1]]), ".gserviceaccount.com") {
			continue // "git@github.com:acme/shop.git" is a repository's address, placeholder="you@company.com" an example,
			// "deploy-ci@…iam.gserviceaccount.com" a Google Cloud service account's, no person's
		}
		if b.add(m[0], m[1], r.mask(s[m[0]:m[1]], Email)) {
			from = m[1]
		}
	}
	return b.done()
}

// numberPass runs the anchored re at every digit that starts a number (and, when paren
// is set, at every "(" before a digit) with minDigits digits within span bytes, and masks
// what ok accepts of a match s[i:j] (m) as class: up to the end ok returns, or nothing for
// an end at or before i.
func (r *Redactor) numberPass(s string, re *regexp.Regexp, paren bool, minDigits, span int, class string, ok func(m string, i, j int) int) []seg {
	b := builder{s: s}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= '0' && c <= '9':
			if i > 0 && s[i-1] >= '0' && s[i-1] <= '9' || !wordStart(s, i) {
				continue
			}
		case paren && c == '(' && i+1 < len(s) && s[i+1] >= '0' && s[i+1] <= '9':
		default:
			continue
		}
		if i < b.last || !enoughDigits(s, i, minDigits, span) {
			continue
		}
		m := matchAt(re, s, i, 64)
		if m == nil {
			continue
		}
		end := ok(s[m[0]:m[1]], m[0], m[1])
		if end <= m[0] {
			continue
		}
		if b.add(m[0], end, r.mask(s[m[0]:end], class)) {
			i = end - 1
		}
	}
	return b.done()
}

func (r *Redactor) cardPass(s string) []seg {
	if len(s) < 13 {
		return nil
	}
	return r.numberPass(s, cardAt, false, 13, 23, CardNumber, func(m string, i, j int) int {
		// A card number the match ran on past: its expiry's month or its security code
		// ("4111 1111 1111 1111 08/27", "4111111111111111 737"), groups left off the end.
		if notCardLabel(s, i) || groupBefore(s, i) {
			return -1 // "OCR-nummer: …", "IMEI: …", a group of a longer key
		}
		for end := j; end > i; end = strings.LastIndexAny(s[i:end], cardSeps) + i {
			if isCard(s[i:end]) && !digitNear(s, i, end) {
				if testCard(s, i, end) || ean13(digitsOf(s[i:end])) {
					return -1 // a payment processor's documented test card, in its docs' words; a product's EAN-13
				}
				return end
			}
			if strings.LastIndexAny(s[i:end], cardSeps) < 0 {
				break
			}
		}
		return -1
	})
}

func (r *Redactor) ssnPass(s string) []seg {
	if len(s) < 11 {
		return nil
	}
	return r.numberPass(s, ssnAt, false, 9, 11, SSN, func(m string, i, j int) int {
		if ssnValid(m) && !digitNear(s, i, j) {
			return j
		}
		return -1
	})
}

// phonePass masks phone numbers in international ("+44 20 7946 0958") and North-American
// ("(415) 555-2671") form, and national mobile numbers written in groups (mobile.go), in one left-to-right scan so that placeholders are numbered in
// the order the numbers appear.
func (r *Redactor) phonePass(s string) []seg {
	if len(s) < 10 {
		return nil
	}
	b := builder{s: s}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if i < b.last {
			continue
		}
		var a, z int
		switch {
		case c == '+':
			a, z = phoneIntlSpan(s, i, i > 0 && i == b.last)
			if z > a && (companyLine(s, a, z) || z < len(s) && s[z] == '<') {
				i, a, z = z-1, 0, 0 // a company's switchboard, a meeting's dial-in; a Danish FI payment's "+85917431<"
			}
		case isDigit(c) && (i == 0 || !isDigit(s[i-1]) && wordStart(s, i)),
			c == '(' && i+1 < len(s) && isDigit(s[i+1]):
			if !enoughDigits(s, i, 10, 16) {
				continue
			}
			if m := matchAt(phoneNANPAt, s, i, 64); m != nil && phoneText(s[m[0]:m[1]]) && !digitNear(s, m[0], m[1]) && !publicIDBefore(s, m[0]) && !orderBefore(s, m[0]) &&
				!companyLine(s, m[0], m[1]) {
				a, z = m[0], m[1]
			} else if j := nationalMobileAt(s, i); j > 0 && !digitNear(s, i, j) && !publicIDBefore(s, i) && !orderBefore(s, i) && !companyLine(s, i, j) {
				a, z = i, j
			}
		}
		if z > a && placeholderAttr(s, a) {
			i = z - 1 // placeholder="+1 (555) 123-4567" is the box's example, all of it
		} else if z > a && b.add(a, z, r.mask(s[a:z], Phone)) {
			i = z - 1
		}
	}
	return b.done()
}

// enoughDigits is a quick check that s[i:] starts with at least n digits within span
// bytes of digits, spaces, dashes, dots, underscores and parentheses.
func enoughDigits(s string, i, n, span int) bool {
	d := 0
	for k := i; k < len(s) && k < i+span; k++ {
		c := s[k]
		switch {
		case isDigit(c):
			d++
			if d >= n {
				return true
			}
		case c == ' ' || c == '-' || c == '.' || c == '_' || c == '(' || c == ')' || c >= 0x80: // a no-break or thin space's bytes
		default:
			return false
		}
	}
	return false
}

// phoneIntlSpan returns the international phone number starting with the "+" at s[i], as
// the range [a, z), or a == z when there is none. afterMask says that s[:i] ends with a
// number this pass masks: what stands before it is then a placeholder, as a second pass
// will see it, and does not glue the two numbers into one (so that a second pass finds
// nothing more to mask).
func phoneIntlSpan(s string, i int, afterMask bool) (int, int) {
	m := matchAt(phoneIntlAt, s, i, 64)
	if m == nil {
		return 0, 0
	}
	j := m[1]
	for j > i && (s[j-1] == ' ' || s[j-1] == '.' || s[j-1] == '-' || s[j-1] == '(') {
		j--
	}
	glued := !afterMask && (alnumBefore(s, i) || i > 0 && strings.IndexByte("+-./=", s[i-1]) >= 0)
	if d := len(digitsOf(s[i:j])); d < 8 || d > 15 || glued || alnumAfter(s, j) {
		return 0, 0
	}
	return i, j
}

// digitNear reports whether the number s[i:j] continues with a separator and a digit on
// either side ("1-415-555-2671-9", "v2.415.555.2671"), so it is part of a longer number.
func digitNear(s string, i, j int) bool {
	if i >= 2 && strings.IndexByte("-./", s[i-1]) >= 0 && s[i-2] >= '0' && s[i-2] <= '9' {
		return true
	}
	if i >= 1 && (s[i-1] == '+' || s[i-1] >= '0' && s[i-1] <= '9') {
		return true
	}
	if j+1 < len(s) && strings.IndexByte("-./", s[j]) >= 0 && s[j+1] >= '0' && s[j+1] <= '9' {
		return true
	}
	return false
}
