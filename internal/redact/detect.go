package redact

import (
	"math"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Shapes of values that are secrets or personal data whatever field they were typed into
// (SPEC §8). The token patterns follow the published formats of each issuer.
var (
	// emailRe finds e-mail addresses; file names such as icon@2x.png are weeded out by
	// fileExtensions.
	// The domain may be internationalised ("bücher.de"), as an address typed may be.
	emailRe = regexp.MustCompile(`[A-Za-z0-9._%+-]+@[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?(?:\.[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?)*\.\p{L}{2,24}`)
	// emailEncodedRe finds an address whose "@" is written otherwise: an HTML entity, a
	// JSON escape left in text, a full-width sign, a form body's "%40"; local part and
	// domain may be full-width.
	emailEncodedRe = regexp.MustCompile(`[\p{L}\p{N}._%+-]+(?:&#0*64;|&#[xX]0*40;|&commat;|\\u0040|＠|%40)[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?(?:[.．][\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?)*[.．]\p{L}{2,24}`)

	// tokenRe finds credentials with an issuer's prefix: JWTs, OpenAI/Anthropic "sk-…",
	// Stripe (keys, Checkout Sessions), GitHub, GitLab, Atlassian, Airtable, Slack, AWS access key ids, Google API keys, npm and
	// Hugging Face tokens, Telegram bot tokens ("123456789:AA…"), age's secret keys. The GitHub, GitLab and
	// Slack prefixes are found inside a word too ("bogus_ghp_…", "token-xoxb-…"): followed
	// by the length their issuer gives, they are not ordinary text, where "sk-" and
	// "sk_live_" can be ("desk-lamp-…").
	tokenRe = regexp.MustCompile(`eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]*` +
		`|\bsk-(?:proj-|ant-|live-|test-|svcacct-)?[A-Za-z0-9_-]{16,}` +
		`|\b(?:[rs]k|cs)_(?:live|test)_[A-Za-z0-9]{10,}` + // Stripe's secret and restricted keys, a Checkout Session's id (its link is a bearer's); not a publishable key (pk_), which a page's script holds
		`|gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{22,}` +
		`|gl(?:pat|rt|dt|ptt|ft|soat|oas|cbt)-[A-Za-z0-9_-]{20,}` + // GitLab's personal, runner, deploy, trigger, feed … tokens
		`|\bATATT3[A-Za-z0-9_=-]{50,}` + // Atlassian's API tokens
		`|\bpat[A-Za-z0-9]{14}\.[0-9a-f]{64}\b` + // Airtable's personal access tokens
		`|xox[abposr]-[A-Za-z0-9-]{10,}` +
		`|\b(?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA|ANVA|AIPA)[A-Z0-9]{16}\b` +
		`|\bLTAI[A-Za-z0-9]{12,20}\b` + // Alibaba Cloud's AccessKey ID
		`|\b[A-Za-z0-9_~.]{3}\dQ~[A-Za-z0-9_~.-]{31,34}` + // Microsoft Entra's client secrets ("vSg8Q~…")
		`|\bAIza[0-9A-Za-z_-]{35}` +
		`|\bnpm_[A-Za-z0-9]{36}\b|\bhf_[A-Za-z0-9]{30,}\b` +
		`|(?:\bbot)?\d{6,12}:AA[A-Za-z0-9_-]{30,40}\b` +
		`|\bAGE-SECRET-KEY-1[02-9AC-HJ-NP-Z]{50,}` + // age's identities (Bech32, upper case)
		`|\bv1\.0-[0-9a-f]{24}-[0-9a-f]{40,160}\b` + // Cloudflare's Origin CA keys
		// a password's hash in crypt(3)'s form, which a dictionary cracks: bcrypt's "$2b$12$…",
		// Apache's "$apr1$salt$…", MD5-crypt's, SHA-crypt's, yescrypt's, Argon2's
		`|\$(?:2[abxy]?\$\d{2}\$[./A-Za-z0-9]{53}|apr1\$[./A-Za-z0-9]{1,8}\$[./A-Za-z0-9]{22}|[156y]\$[^\s$:'"]{1,64}\$[./A-Za-z0-9]{22,86}|argon2(?:id|i|d)\$[^\s'"]{20,200})`)

	// authSchemeRe finds "Bearer <token>" and "Basic <credentials>".
	authSchemeRe = regexp.MustCompile(`(?i)\b(bearer|basic)[ \t]+([A-Za-z0-9._~+/=-]{8,})`)

	// privateKeyRe finds PEM private key blocks.
	privateKeyRe = regexp.MustCompile(`-----BEGIN[A-Z ]{0,40}PRIVATE KEY-----[\s\S]*?-----END[A-Z ]{0,40}PRIVATE KEY-----`)

	// phoneIntlRe finds phone numbers in international form: "+1 415 555 2671",
	// "+44 (0)20 7946 0958", "+33 6 12 34 56 78".
	phoneIntlRe = regexp.MustCompile(`\+\d{1,3}(?:[ .-]?\(?\d{1,4}\)?){2,6}`)

	// phoneNANPRe finds North American numbers: "415-555-2671", "(415) 555-2671",
	// "415.555.2671", "1-800-555-0199"; phoneText checks the separators agree.
	phoneNANPRe = regexp.MustCompile(`(?:\b1[ .-])?(?:\(\d{3}\)[ ]?|\b\d{3}[ .-])\d{3}[ .-]\d{4}\b`)

	// cardRe finds 13–19 digit runs, optionally grouped by spaces (no-break and thin ones
	// too, as web pages print them), dashes, dots or "_"; isCard
	// checks grouping, issuer prefix and the Luhn sum.
	cardRe = regexp.MustCompile(`\b\d{4}(?:[ ._\x{00A0}\x{2009}\x{202F}-]?\d{2,6}){2,4}\b|\b\d{13,19}\b`)

	// ssnRe finds US social security numbers (AAA-GG-SSSS); ssnValid checks the ranges.
	ssnRe = regexp.MustCompile(`\b\d{3}-\d{2}-\d{4}\b`)

	// uuidRe matches a whole UUID.
	uuidRe = regexp.MustCompile(`^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$`)
)

// fileExtensions are "TLDs" that mark a match of emailRe as a file name (icon@2x.png).
var fileExtensions = map[string]bool{
	"png": true, "jpg": true, "jpeg": true, "gif": true, "svg": true, "webp": true, "avif": true,
	"ico": true, "bmp": true, "js": true, "mjs": true, "css": true, "map": true, "json": true,
	"html": true, "htm": true, "txt": true, "pdf": true, "woff": true, "woff2": true, "ttf": true,
}

// isEmail reports whether the whole of s is an e-mail address.
func isEmail(s string) bool {
	if !strings.Contains(s, "@") { // emailRe needs one
		return false
	}
	loc := emailRe.FindStringIndex(s)
	return loc != nil && loc[0] == 0 && loc[1] == len(s) && emailOK(s)
}

// emailOK weeds out file names: an address whose top-level domain is a file extension.
func emailOK(m string) bool {
	dot := strings.LastIndexByte(m, '.')
	return !fileExtensions[strings.ToLower(m[dot+1:])]
}

// isToken reports whether the whole of s (trimmed) is a credential: an issuer-prefixed
// token, "Bearer …", a PEM private key, or — when loose — a random-looking string of at
// least 20 characters, a UUID, or 32+ hex digits (typed values only).
func isToken(s string, loose bool) bool {
	if loc := tokenRe.FindStringIndex(s); loc != nil && loc[0] == 0 && loc[1] == len(s) {
		return true
	}
	if m := authSchemeRe.FindStringSubmatchIndex(s); m != nil && m[0] == 0 && m[1] == len(s) && tokenish(s[m[4]:m[5]]) {
		return true
	}
	if privateKeyRe.MatchString(s) {
		return true
	}
	if !loose || strings.ContainsAny(s, " \t\r\n") {
		return false
	}
	if uuidRe.MatchString(s) {
		return true
	}
	if len(s) >= 32 && isHex(s) {
		return true
	}
	if kebabWords(s) {
		return false // words, each with a few digits at most, joined: a file's name ("Q3-report-final.docx")
	}
	return looksRandom(s, 20)
}

// tokenish reports whether the word after "Bearer" or "Basic" is a credential rather than
// prose ("Bearer authentication", "Basic Information."): it has a digit or one of + / = _ ~,
// or an upper-case letter after its first character and at least 12 characters.
func tokenish(s string) bool {
	s = strings.TrimRight(s, ".")
	if strings.ContainsAny(s, "0123456789+/=_~") {
		return true
	}
	for i := 1; i < len(s); i++ {
		if s[i] >= 'A' && s[i] <= 'Z' {
			return len(s) >= 12
		}
	}
	return false
}

// hexOrUUID reports whether s is made of hex digits and dashes only: commit hashes,
// digests, UUIDs and ids built from them, which Text leaves alone.
func hexOrUUID(s string) bool {
	return isHex(strings.ReplaceAll(s, "-", ""))
}

func isHex(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F') {
			return false
		}
	}
	return true
}

// looksRandom reports whether s, of at least minLen bytes from the base64/base64url
// alphabet, looks machine-generated: letters and digits interleaved (upper and lower case
// both, for fewer than 32 characters), and a Shannon entropy of at least 3.5 bits per
// character. "MuiFilledInput-inputAdornedStart" has no digit and is not random.
func looksRandom(s string, minLen int) bool {
	if len(s) < minLen {
		return false
	}
	var upper, lower, digit, transitions int
	prevClass := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		class := 0
		switch {
		case c >= 'A' && c <= 'Z':
			upper++
			class = 1
		case c >= 'a' && c <= 'z':
			lower++
			class = 2
		case c >= '0' && c <= '9':
			digit++
			class = 3
		case c == '+' || c == '/' || c == '_' || c == '-' || c == '=' || c == '.':
		default:
			return false
		}
		if class != 0 && prevClass != 0 && class != prevClass {
			transitions++
		}
		if class != 0 {
			prevClass = class
		}
	}
	if digit == 0 || upper+lower == 0 || (upper == 0 || lower == 0) && len(s) < 32 || transitions < len(s)/8 {
		return false
	}
	return entropy(s) >= 3.5
}

// entropy is the Shannon entropy of s in bits per byte.
func entropy(s string) float64 {
	var counts [256]int
	for i := 0; i < len(s); i++ {
		counts[s[i]]++
	}
	n := float64(len(s))
	h := 0.0
	for _, c := range counts {
		if c > 0 {
			p := float64(c) / n
			h -= p * math.Log2(p)
		}
	}
	return h
}

// digitsOf returns the ASCII digits of s.
func digitsOf(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] >= '0' && s[i] <= '9' {
			b.WriteByte(s[i])
		}
	}
	return b.String()
}

// luhn reports whether the digit string d passes the Luhn check.
func luhn(d string) bool {
	sum := 0
	double := false
	for i := len(d) - 1; i >= 0; i-- {
		n := int(d[i] - '0')
		if double {
			n *= 2
			if n > 9 {
				n -= 9
			}
		}
		sum += n
		double = !double
	}
	return sum%10 == 0
}

// cardIssuer reports whether the digit string d has the prefix and length of a card
// network: Visa, Mastercard, American Express, Discover, JCB, Diners Club, UnionPay,
// Maestro.
func cardIssuer(d string) bool {
	n := len(d)
	p2 := d[:2]
	switch {
	case d[0] == '4':
		return n == 13 || n == 16 || n == 19
	case p2 >= "51" && p2 <= "55", d[:4] >= "2221" && d[:4] <= "2720":
		return n == 16
	case p2 == "34" || p2 == "37":
		return n == 15
	case strings.HasPrefix(d, "6011") || p2 == "65" || d[:3] >= "644" && d[:3] <= "649":
		return n >= 16 && n <= 19
	case p2 == "35":
		return n >= 16 && n <= 19
	case p2 == "36" || p2 == "38" || p2 == "30":
		return n >= 14 && n <= 19
	case p2 == "62":
		return n >= 16 && n <= 19
	case d[:4] >= "2200" && d[:4] <= "2204": // Mir
		return n >= 16 && n <= 19
	case p2 == "50" || p2 >= "56" && p2 <= "69":
		return n >= 12 && n <= 19
	}
	return false
}

// cardSeps are the signs between a card number's groups.
const cardSeps = " -._\u00a0\u2009\u202f"

// isCard reports whether s, all digits with optional single spaces, dashes, dots or
// underscores between groups, is a payment card number: 13–19 digits, groups of four (or
// 4-6-5 for American Express, or of four and two after a first four: "4111 11 11 1111
// 1111", or two halves of four digits or more: "4111 111111111111"), a known issuer
// prefix and a valid Luhn sum.
func isCard(s string) bool {
	d := digitsOf(s)
	if len(d) < 13 || len(d) > 19 || !cardIssuer(d) || !luhn(d) {
		return false
	}
	groups := strings.FieldsFunc(s, func(r rune) bool { return strings.ContainsRune(cardSeps, r) })
	if strings.Join(groups, "") != d {
		return false
	}
	if len(groups) == 1 {
		return true
	}
	if len(groups) == 2 && len(groups[0]) >= 4 && len(groups[1]) >= 4 {
		return true // halves as some forms print them: 4-12, 8-8, 6-10
	}
	if len(groups) == 3 && len(groups[0]) == 4 && len(groups[1]) == 6 && len(groups[2]) >= 4 {
		return true // American Express and Diners: 4-6-5, 4-6-4
	}
	fours, pairs := true, len(groups[0]) == 4
	for i, g := range groups {
		if len(g) != 4 && !(i == len(groups)-1 && len(g) >= 1 && len(g) <= 4) {
			fours = false
		}
		pairs = pairs && (len(g) == 2 || len(g) == 4)
	}
	return fours || pairs // or 4-2-2-4-4: a printed form's boxes
}

// SplitCard reports whether parts, the values typed one after another into separate boxes
// of a form, are the groups of one payment-card number: 2 to 5 groups of digits only, as
// [isCard] takes them written with spaces (groups of four, or 4-6-5), a known issuer prefix
// and a valid Luhn sum. A card form that splits its number into boxes often names none of
// them ("input[maxlength=4]").
func SplitCard(parts []string) bool {
	if len(parts) < 2 || len(parts) > 5 {
		return false
	}
	for _, p := range parts {
		if p == "" || len(p) > 6 || digitsOf(p) != p {
			return false
		}
	}
	return isCard(strings.Join(parts, " "))
}

// ssnValid reports whether "AAA-GG-SSSS" is a possible US social security number: area not
// 000, 666 or 9xx, group not 00, serial not 0000.
func ssnValid(s string) bool {
	area, group, serial := s[:3], s[4:6], s[7:]
	return area != "000" && area != "666" && area[0] != '9' && group != "00" && serial != "0000"
}

// isPhone reports whether the whole of s is a phone number as someone would type it:
// "+1 415 555 2671", "(415) 555-2671", "415.555.2671", "020 7946 0958", "06 12 34 56 78".
// A bare run of digits is not a phone number here (zip codes, flight and order numbers);
// [Classify] catches those in phone fields.
func isPhone(s string) bool {
	s = strings.TrimSpace(s)
	if s == "" || len(s) > 32 {
		return false
	}
	digits, groups := 0, 0
	inGroup, hasSep := false, false
	plus := s[0] == '+'
	for i, r := range s {
		switch {
		case r >= '0' && r <= '9':
			digits++
			if !inGroup {
				groups++
				inGroup = true
			}
		case r == '+' && i == 0:
		case r == ' ' || r == '-' || r == '.' || r == '(' || r == ')' || r == '/':
			inGroup = false
			hasSep = true
		default:
			return false
		}
	}
	if plus {
		return digits >= 8 && digits <= 15
	}
	if !hasSep || digits < 9 || digits > 13 || groups < 2 {
		return false
	}
	if strings.ContainsRune(s, '/') || (strings.Count(s, ".") >= 2 && !phoneNANPRe.MatchString(s)) {
		return false // dates (06/23/1992) and dotted numbers (IP addresses, versions)
	}
	return true
}

// phoneText checks a match of phoneNANPRe: the two separators agree, unless the area code
// is in parentheses.
func phoneText(m string) bool {
	if strings.HasPrefix(m, "1") && len(m) > 12 && !strings.HasPrefix(m, "1(") {
		m = m[2:]
	}
	if strings.HasPrefix(m, "(") {
		return true
	}
	if len(m) != 12 {
		return false
	}
	return m[3] == m[7]
}

// alnumBefore reports whether the rune before byte i of s is a letter or digit.
func alnumBefore(s string, i int) bool {
	if i <= 0 {
		return false
	}
	r, _ := utf8.DecodeLastRuneInString(s[:i])
	return unicode.IsLetter(r) || unicode.IsDigit(r)
}

// alnumAfter reports whether the rune at byte j of s is a letter or digit.
func alnumAfter(s string, j int) bool {
	if j >= len(s) {
		return false
	}
	r, _ := utf8.DecodeRuneInString(s[j:])
	return unicode.IsLetter(r) || unicode.IsDigit(r)
}

// IssuerToken reports whether s holds a credential with an issuer's prefix (a JWT, "sk-…",
// "ghp_…", an AWS access key id, …: tokenRe) or a PEM private key: text no id should be
// made of. Random-looking ids ("run-3f9a8b7c6d5e") are not such credentials.
func IssuerToken(s string) bool { return tokenRe.MatchString(s) || privateKeyRe.MatchString(s) }
