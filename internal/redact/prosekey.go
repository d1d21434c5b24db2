package redact

import (
	"regexp"
	"slices"
	"strings"
)

// proseKey finds a software key, a bearer code or recovery codes named in prose: "License
// key: ABCD-EFGH-IJKL-MNOP", "my product key is 7X9QM-2LP8R-K4JTN-…", "Gift card code -
// X7K9-M2P4-Q8R1", "Your Steam Wallet code is 5ZX9Q-…", "Google Play code: …", "Recovery codes: 8f3k-29dj, 1k2j-9dk2", "backup code 4821 3795", "Kod zapasowy: 4829 1370", "Códigos de respaldo: …",
// "Windows 11 Pro key: …", "Lizenzschlüssel: …", a table's row "<td>License key</td><td>…"
// (and, with apiKeyAt, "API key: …", "the secret key is …", "Client secret …").
// Group 1 is the name of a key, of an activation or registration code or of a code its
// bearer redeems (class [Secret]), group 2 that of a recovery or backup code ([OTP]); the
// values follow the match (proseKeys reads them). A licence code ("License code:
// Apache-2.0") and a product code (a shop's article number) name no secret.
var proseKey = regexp.MustCompile(`(?i)\b(?:((?:licen[cs]e|product|serial|activation|registration|recovery|cd|steam|game|software|windows|office|setup)[ _-]?keys?|` +
	`(?:windows|office)(?:\s+[\w.]{1,12}){1,3}?\s+(?:product\s+|licen[cs]e\s+)?keys?|` +
	`(?:activation|registration|redemption|claim|gift[ _-]?card|giftcard|gift|pairing|setup)[ _-]?codes?|(?:e-?)?(?:gift[ _-]?cards?|giftcards?|gift\s+certificates?|gift\s+vouchers?)(?:\s+(?:number|no\.?|#))?|` +
	`lizenzschlüssel|produktschlüssel|cl[ée] de (?:licence|produit)|clave de (?:producto|licencia))|` +
	`((?:recovery|backup|scratch)[ _-]?codes?|kody?\s+zapasow[eya]|c[óo]digos?\s+de\s+(?:respaldo|recuperaci[óo]n|backup)|codes?\s+de\s+(?:secours|r[ée]cup[ée]ration)|backup-codes?|codici\s+di\s+(?:backup|recupero)))` + keySource + keyTrailer)

// keyTrailer is what may stand between a key's name and its value in prose: "no." or
// "number", the bracket that closes a name given beside another language's ("رمز
// المصادقة (Auth Token)"), quotes, markup (markupLink: a table's next cell, a description, an XML
// element), a remark in brackets, "#", "is" or "was", a check mark ("API key generated ✓"),
// a colon, "=", "|" or a dash.
const keyTrailer = `(?:\s+(?:no\.|number))?\)?["'*]*(?:` + markupLink + `)?(?:[\s\x{00A0}]*\([^()\n]{1,40}\))?(?:[\s\x{00A0}]*#)?(?:\s+(?:is|are|was|were|lautet|ist|est|es)(?:\s+now)?\b)?` +
	`(?:[\s\x{00A0}]*[✓✔✅])?[\s\x{00A0}]*(?:[:=|]|[-–—]\s)?["'*]*[\s\x{00A0}]*`

// storeCodeAt matches, from the start of its name, the code of a store's credit its bearer
// redeems: "Your Steam Wallet code is …", "PlayStation Store code: …", "Google Play code:
// …"; group 1 is the name, group 2 none (proseKey's groups). It runs only where storeWords are.
var storeCodeAt = regexp.MustCompile(`^(?i)((?:wallet|itunes|xbox|eshop|playstation\s+store|play\s+store|google\s+play)[ _-]?codes?)(\b\B)?` + keyTrailer)

// activationCodeAt matches, from the start of its name, an activation code named in
// German, French, Spanish, Portuguese, Italian or Dutch ("Aktivierungs-Code (E-Mail): …",
// "Ihr Freischaltcode lautet …", "Votre code d'activation : …"); groups as storeCodeAt's.
// It runs only where activationWords are, so that proseKey's expression, which runs over
// whole pages, does not grow.
var activationCodeAt = regexp.MustCompile(`^(?i)(aktivierungs-?codes?|freischalt-?codes?|codes?\s+d['’]activation|` +
	`c[óo]digos?\s+de\s+(?:activaci[óo]n|ativa[çc][ãa]o)|codic[ei]\s+di\s+attivazione|activatiecodes?)(\b\B)?` + keyTrailer)

// activationWords are the first words of activationCodeAt's names (lower case).
var activationWords = []string{"aktivierungs", "freischalt", "code d", "codes d", "código", "codigo", "códigos", "codigos",
	"codice", "codici", "activatiecode"}

// storeWords are the first words of storeCodeAt's names (lower case).
var storeWords = []string{"wallet", "itunes", "xbox", "eshop", "playstation", "play store", "google play"}

// apiKeyAt matches, from the start of its name, an API key, a secret key, a client secret
// or an access, session or reset token named in prose ("API key: …", "the secret key is
// …", "Client secret …", "Your token is …", a portal's "Primary key" and "Secondary key",
// "Token created: …", "New token …", a token said to come from somewhere: "the token from
// the email: …"; an API key named in other languages: "API-Schlüssel", "Clé API", "Clave
// de API", "APIキー", "API-ключ"); group 1 is the name, as proseKey's. It runs
// only where apiKeyWords are, so that the long texts of pages do not pay for it.
var apiKeyAt = regexp.MustCompile(`^(?i)(private[ _-]?key[ _-]?id|(?:api|secret|access|private|signing|encryption|primary|secondary)[ _-]?keys?(?:\s+(?:created|generated))?|` +
	`api[ _-]?(?:schlüssel|sleutel|nyckel|nøgle|klucz|ключ|キー|密钥|키)|(?:cl[ée]|clave|chiave|chave)\s+(?:de\s+(?:la\s+)?|d['’]\s*|della\s+)?api|(?:client|signing|webhook|shared)[ _-]?secrets?|` +
	`(?:token|key)\s+(?:created|generated)|(?:new|generated)\s+(?:api\s+)?tokens?|` +
	`(?:api|access|auth|refresh|bearer|personal[ _-]access|session|verification|security|csrf|xsrf|login|reset|your|my)[ _-]?tokens?|` +
	`session[ _-]?(?:ids?|keys?)|tokens?` + keySourceAt + `)()` + keySource + keyTrailer)

// keySourceAt is where a text says a key named in it comes from, between its name and
// its value: a place named in at most two words before the place's noun ("the API key from
// the email: …", "Client secret from the Azure portal: …", "API key from the .env file:
// …"), a service named by one capitalised word ("API key from Slack: …", "Gift card for
// Target: …") or "we emailed you" ("the API key we emailed you: …"). keySource is the
// same or nothing.
const (
	keySourceAt = `(?:\s+(?:from|in|on|shown\s+in)(?:\s+(?:the|your|my|our))?(?:\s+[\w.]{1,24}?){0,2}?` +
		`\s+(?:e-?mails?|message|dashboard|console|settings(?:\s+page)?|portal|account|page|vault|file|box|label|sticker|letter)|` +
		`\s+(?:from|for)\s+(?-i:[A-Z])[\w.]{1,24}|\s+we\s+(?:e-?mailed|sent)\s+you)`
	keySource = keySourceAt + `?`
)

// apiKeyWords are the first words of apiKeyAt's names.
var apiKeyWords = []string{"api", "secret", "access", "private", "signing", "encryption", "client", "auth", "refresh", "bearer",
	"personal", "webhook", "shared", "session", "verification", "security", "csrf", "xsrf", "login", "reset", "your", "my",
	"primary", "secondary", "token", "key", "new", "generated", "clé", "clave", "chiave"}

// longTokenName reports whether name (apiKeyAt's, lower case) names a session's id or key,
// or "your" or "my" token: such a value is long and random, where a timetable's session
// ("CS101-001") or a wallet's token ("USDT-TRC20") is not.
func longTokenName(name string) bool {
	return strings.HasPrefix(name, "session") || strings.HasPrefix(name, "your") || strings.HasPrefix(name, "my")
}

// apiKeyLead is a quick check before apiKeyAt at low[i:] (lower-cased text at one of
// apiKeyWords): after the common words "your", "my" and "session" only a token, an id or
// a key may follow.
func apiKeyLead(low string, i int) bool {
	for _, w := range []string{"your", "my", "session"} {
		if strings.HasPrefix(low[i:], w) {
			rest := strings.TrimLeft(low[i+len(w):min(len(low), i+len(w)+4)], " _-")
			return strings.HasPrefix(rest, "to") || w == "session" && (strings.HasPrefix(rest, "id") || strings.HasPrefix(rest, "ke"))
		}
	}
	return true
}

// openers may stand before a key: quotes, a backtick, a bracket of a JSON list, markdown's
// bold, French and typographic quotes.
var openers = []string{"\"", "'", "`", "[", "(", "«", "*", "“", "‘"}

// openerAt returns the length of the opener at s[i:] (openers), or 0. A byte of a
// multi-byte opener alone is none.
func openerAt(s string, i int) int {
	for _, o := range openers {
		if strings.HasPrefix(s[i:], o) {
			return len(o)
		}
	}
	return 0
}

// proseKeys calls found for each value a key or code named in prose has (proseKey,
// apiKeyAt), in the order of the text: the
// first value after the name, and each one after it in a list ("a1b2-c3d4, e5f6-g7h8 and
// …", one a line, in a bulleted or JSON list), as long as it has a key's shape (keyShaped).
func proseKeys(s string, found func(i, j int, class string)) {
	if len(s) < 12 {
		return
	}
	low := asciiLower(s)
	if !strings.Contains(low, "key") && !strings.Contains(low, "code") && !strings.Contains(low, "schlüssel") &&
		!strings.Contains(low, "cl") && !strings.Contains(low, "token") && !strings.Contains(low, "secret") && !strings.Contains(low, "session") &&
		!strings.Contains(low, "gift") && !strings.Contains(low, "api") && !strings.Contains(low, "kod") && !strings.Contains(low, "digo") && !strings.Contains(low, "codic") {
		return
	}
	matches := proseKey.FindAllStringSubmatchIndex(s, -1)
	for _, named := range []struct {
		words []string
		re    *regexp.Regexp
	}{{storeWords, storeCodeAt}, {activationWords, activationCodeAt}} {
		if containsAny(low, named.words...) {
			labelMatches(s, low, [][]string{named.words}, named.re, 160, func(_ int, m []int) int {
				matches = append(matches, m) // group 1 the name (class Secret), group 2 none
				return m[1]
			})
		}
	}
	slices.SortFunc(matches, func(a, b []int) int { return a[0] - b[0] })
	if strings.Contains(low, "key") || strings.Contains(low, "secret") || strings.Contains(low, "token") || strings.Contains(low, "session") ||
		strings.Contains(low, "api") {
		f := newFinder(low, apiKeyWords...)
		for from := 0; ; {
			i := f.nextWord(s, from)
			if i < 0 {
				break
			}
			from = i + 1
			if !apiKeyLead(low, i) {
				continue
			}
			if m := matchAt(apiKeyAt, s, i, 512); m != nil {
				m[4], m[5] = -1, -1                     // a key's name (class Secret), as proseKey's group 1
				matches = append(matches, append(m, 1)) // marked: named an API key or token
				from = m[1]
			}
		}
		slices.SortFunc(matches, func(a, b []int) int { return a[0] - b[0] })
	}
	for _, m := range matches {
		class := Secret
		switch {
		case m[4] >= 0:
			class = OTP
		case len(m) > 6 && (strings.Contains(low[m[2]:m[3]], "token") || strings.HasPrefix(low[m[2]:m[3]], "session")):
			class = Token // "Your token is …", "refresh token: …", "Session ID: …"
		}
		code := containsAny(low[m[0]:m[1]], "code", "codic", "digo") || m[4] >= 0 // "Kod zapasowy", "Códigos de respaldo", "Codice di attivazione"
		if strings.Contains(low[m[0]:m[1]], "gift") {
			// "Gift card number 6006 4912 3456 7890": its digits, whatever their check digit;
			// a code in capitals and digits, run together or in groups with spaces
			// ("AQ7B5XKTQL9CZR", "AQ7B 5XKTQL 9CZR"); otherwise a key's groups ("Redeem gift
			// card AQ7B-5XKTQL-9CZR"), read below
			j := -1
			if !code {
				j = cardDigitsEnd(s, m[1])
			}
			if j < 0 {
				j = giftCodeEnd(s, m[1])
			}
			if j > 0 {
				found(m[1], j, Secret)
				continue
			}
		}
		for i := m[1] + bullet(s, m[1]); ; {
			if i < len(s) && strings.HasPrefix(s[i:], "\u00a0") {
				i += len("\u00a0")
			}
			for n := openerAt(s, i); n > 0; n = openerAt(s, i) {
				i += n
			}
			if code {
				i += sheetNumber(s, i)
			}
			j := keyEnd(s, i, code)
			if !keyShaped(s[i:j], code, class) && !(len(m) > 6 && apiKeyShaped(s[i:j])) {
				break
			}
			if len(m) > 6 && longTokenName(low[m[2]:m[3]]) && !tokenValue(s[i:j], 16) {
				break // "Session ID: CS101-001" of a timetable, "My token is USDT-TRC20"
			}
			found(i, j, class)
			if i = listNext(s, j); i < 0 {
				break
			}
		}
	}
}

// keyEnd returns the end of the key-like word at s[i:]: letters and digits, with "-", "_",
// ".", "+", "/" between them and "=" padding at the end (base64), at most 128 bytes. A code
// (recovery or backup) may be two groups of four digits with a space between them, as some
// sites print it ("4821 3795"), unless a third group follows ("1000 2000 3000") that is not
// the number of the next code on a sheet (sheetNumber).
func keyEnd(s string, i int, code bool) int {
	j := i
	for j < len(s) && j-i < 128 {
		c := s[j]
		inner := strings.IndexByte("-_.+/", c) >= 0 && j > i && j+1 < len(s) && isAlnum(s[j+1])
		if !isAlnum(c) && !inner {
			break
		}
		j++
	}
	for k := 0; k < 2 && j > i && j < len(s) && s[j] == '='; k++ {
		j++
	}
	if !code && j-i == 4 {
		// A 2FA setup key as sites print it: groups of four with spaces ("JBSW Y3DP EHPK
		// 3PXP"), four groups or more.
		k, n := j, 1
		for k+5 <= len(s) && s[k] == ' ' && isAlnum(s[k+1]) && isAlnum(s[k+2]) && isAlnum(s[k+3]) && isAlnum(s[k+4]) &&
			(k+5 == len(s) || !isAlnum(s[k+5])) {
			k += 5
			n++
		}
		if n >= 4 {
			return k
		}
	}
	if code && j-i == 4 && mixedGroup(s[i:j]) {
		// A backup code of letters and digits in groups of four ("q7zr 2lm9 xp4w"): two to
		// four groups, each with a digit (more are one key's groups: keygroups.go).
		k, n := j, 1
		for ; n <= 4 && k+5 <= len(s) && s[k] == ' ' && mixedGroup(s[k+1:k+5]) && (k+5 == len(s) || !isAlnum(s[k+5])); n++ {
			k += 5
		}
		if n <= 4 {
			return k
		}
		return j
	}
	if code && j-i == 4 && isDigits(s[i:j]) && j+5 <= len(s) && s[j] == ' ' && isDigits(s[j+1:j+5]) &&
		(j+5 == len(s) || !isAlnum(s[j+5])) && !(j+6 < len(s) && s[j+5] == ' ' && isDigit(s[j+6]) && sheetNumber(s, j+6) == 0) {
		j += 5
	}
	return j
}

// mixedGroup reports whether g is a group of a backup code: letters and digits, a digit
// and a letter at least.
func mixedGroup(g string) bool {
	return strings.IndexFunc(g, func(r rune) bool { return r >= 0x80 || !isAlnum(byte(r)) }) < 0 &&
		strings.ContainsAny(g, "0123456789") && !isDigits(g)
}

// cardDigitsEnd returns the end of a card's number at s[i:], 12 to 19 digits in groups of
// at least three joined by one space or dash ("6006 4912 3456 7890", "6006491234567890"),
// or -1 when none begins there or a word goes on after it.
func cardDigitsEnd(s string, i int) int {
	j, digits, group := i, 0, 0
	for j < len(s) {
		switch c := s[j]; {
		case isDigit(c):
			digits++
			group++
		case (c == ' ' || c == '-') && group >= 3 && j+1 < len(s) && isDigit(s[j+1]):
			group = 0
		default:
			goto end
		}
		j++
	}
end:
	if digits < 12 || digits > 19 || j < len(s) && isAlnum(s[j]) {
		return -1
	}
	return j
}

// giftCodeEnd returns the end of a gift card's code at s[i:] written in capitals and digits,
// in one run or in groups of three to six with a space between them ("AQ7B5XKTQL9CZR",
// "AQ7B 5XKTQL 9CZR"): 12 to 24 of them (not an ASIN, "B07PCMWTSG"), two digits and two
// letters at least; or -1 (a code in groups with dashes is a key's, which proseKeys reads
// with the codes listed after it). A word of the text after it ("AQ7B 5XKTQL 9CZR expires") is not read in:
// a group has a digit or stands in capitals.
func giftCodeEnd(s string, i int) int {
	j, end, group, letters, digits := i, -1, 0, 0, 0
	for ; j < len(s); j++ {
		switch c := s[j]; {
		case isDigit(c):
			digits++
			group++
		case c >= 'A' && c <= 'Z':
			letters++
			group++
		case c == ' ' && group >= 3 && group <= 6 && j+1 < len(s) && (isDigit(s[j+1]) || s[j+1] >= 'A' && s[j+1] <= 'Z'):
			end, group = j, 0
			continue
		default:
			goto done
		}
	}
done:
	if j < len(s) && isAlnum(s[j]) {
		if end < 0 {
			return -1 // "AQ7Bxyz": not a code
		}
		j = end // a word after the code
	}
	if n := letters + digits; n < 12 || n > 24 || letters < 2 || digits < 2 {
		return -1
	}
	return j
}

// sheetNumber returns the length of the number and space before a backup code of two
// groups of four digits at s[i:], as a printed sheet of codes numbers them ("1 4819 2034
// 2 5930 1187"), or 0.
func sheetNumber(s string, i int) int {
	n := 0
	for n < 2 && i+n < len(s) && isDigit(s[i+n]) {
		n++
	}
	if n == 0 || i+n+10 > len(s) || s[i+n] != ' ' {
		return 0
	}
	g := s[i+n+1:]
	if isDigits(g[:4]) && g[4] == ' ' && isDigits(g[5:9]) && (len(g) == 9 || !isAlnum(g[9])) {
		return n + 1
	}
	return 0
}

// listNext returns where the next value of a list starts after a value ending at s[j]: past
// a closing quote, then ", ", "; ", " / ", " | ", " and ", " or ", a line break and a bullet
// ("- ", "* ", "• ", "1. "); or -1 when no list goes on.
func listNext(s string, j int) int {
	k := j
	for k < len(s) && strings.IndexByte("\"'`*", s[k]) >= 0 {
		k++
	}
	for strings.HasPrefix(s[k:], "’") || strings.HasPrefix(s[k:], "”") {
		k += len("’")
	}
	for {
		start := k
		for k < len(s) && strings.IndexByte(" \t\r\n,;/|]", s[k]) >= 0 {
			k++
		}
		rest := asciiLower(s[k:min(len(s), k+4)])
		switch {
		case strings.HasPrefix(rest, "and "):
			k += 4
		case strings.HasPrefix(rest, "or "):
			k += 3
		default:
			k += bullet(s, k)
		}
		if k == start {
			break
		}
	}
	for n := openerAt(s, k); n > 0; n = openerAt(s, k) {
		k += n
	}
	if k == j || k >= len(s) {
		return -1
	}
	return k
}

// bullet returns the length of a list item's bullet at s[k] at the start of a line, after
// its indentation ("- ", "* ", "• ", "1. ", "12) "), or of a number after two spaces or
// more (a printed sheet's next column: "1. 4829 1370   2. 7716 2045"), or 0.
func bullet(s string, k int) int {
	if k == 0 || s[k-1] != '\n' && s[k-1] != ' ' && s[k-1] != '\t' {
		return 0
	}
	if strings.HasPrefix(s[k:], "• ") {
		return len("• ") // no dash nor number: a bullet on a line of items too ("• 7a3k-9q2m  • 8x4v-1b6n")
	}
	st := k
	for st > 0 && (s[st-1] == ' ' || s[st-1] == '\t') {
		st-- // an indented item: "\n  - 8f3k-29dj"
	}
	if st > 0 && s[st-1] != '\n' {
		if k-st >= 2 {
			return numberedItem(s[k:]) // a sheet's next column: "1. 4829 1370   2. 7716 2045"
		}
		return 0
	}
	switch {
	case strings.HasPrefix(s[k:], "- ") || strings.HasPrefix(s[k:], "* "):
		return 2
	case strings.HasPrefix(s[k:], "• "):
		return len("• ")
	}
	return numberedItem(s[k:])
}

// numberedItem returns the length of a list item's number at the start of s ("1. ",
// "12) "), or 0.
func numberedItem(s string) int {
	n := 0
	for n < len(s) && n < 3 && isDigit(s[n]) {
		n++
	}
	if n == 0 || n+1 >= len(s) || (s[n] != '.' && s[n] != ')') || s[n+1] != ' ' {
		return 0
	}
	return n + 2
}

// keyShaped reports whether w, a word after a key's or code's name, has the shape of a key
// rather than of prose, a date, a product's name or a shop's number:
//   - three or more groups of 4 or more letters and digits joined by "-" or "_", 12 or
//     more of them in all, two of the groups with a digit ("ABCD-1234-EFGH-5678",
//     "7X9QM-2LP8R-K4JTN-…") or random letters: under a third vowels in groups of one
//     length, under a fifth in others ("QWERT-7YUIP-ASDFG", "KQZP-WXRT-MNBV-HJLC"; not
//     "2024-01-15", an ISBN, "HOME-BUSINESS-2021", "GIFT-CARD-CODE-HERE", "xxxx-xxxx-…");
//   - one run of 16 or more with 4 letters and 4 digits or more, base64's "+", "/" or "=",
//     or base32 with a digit, in capitals or lower case (a 2FA setup key, also in groups
//     of four with spaces); not an EAN, an ASIN, a UPS number;
//   - for a code also: two groups of 4 or more with letters and digits ("8f3k-29dj",
//     "a1b2c-3d4e5") or of four digits that are not both years ("4821-3795"), one run with
//     2 letters and 2 digits or more ("A1B2C3D4"), and for a recovery or backup code
//     ([OTP]) 6 to 12 digits ("48213795") or two groups of four digits with a space
//     ("4821 3795").
func keyShaped(w string, code bool, class string) bool {
	if len(w) < 6 {
		return false
	}
	if !code && strings.Contains(w, " ") { // groups of four (keyEnd): base32 only
		return base32Key(strings.ReplaceAll(w, " ", ""))
	}
	groups := strings.FieldsFunc(w, func(r rune) bool { return r == '-' || r == '_' })
	var letters, digits, upper int
	for i := 0; i < len(w); i++ {
		switch c := w[i]; {
		case isDigit(c):
			digits++
		case isLetter(c):
			letters++
			if c <= 'Z' {
				upper++
			}
		}
	}
	alnumGroups, withDigit, sameLen, hint := true, 0, true, false
	for _, g := range groups {
		if len(g) < 4 || strings.IndexFunc(g, func(r rune) bool { return r >= 0x80 || !isAlnum(byte(r)) }) >= 0 {
			alnumGroups = false
		}
		if strings.ContainsAny(g, "0123456789") {
			withDigit++
		}
		sameLen = sameLen && len(g) == len(groups[0])
		hint = hint || strings.Count(g, g[:1]) == len(g) // "xxxx", "0000": a format hint
	}
	switch {
	case len(groups) >= 3 && alnumGroups && letters+digits >= 12:
		// Random groups, not words: few vowels among the letters (a key's alphabet often has
		// none; "GIFT-CARD-CODE-HERE", "MINECRAFT-JAVA-EDITION" have many).
		share := vowelShare(w)
		return withDigit >= 2 || !hint && (sameLen && share < 1.0/3 || share < 0.2)
	case len(groups) == 1 && len(w) >= 16:
		return letters >= 4 && digits >= 4 || strings.ContainsAny(w, "+/=") && letters+digits >= 16 || base32Key(w)
	case !code:
		return false
	case len(groups) == 2 && alnumGroups:
		if isDigits(groups[0]) && isDigits(groups[1]) {
			return len(groups[0]) == 4 && len(groups[1]) == 4 && !(year(groups[0]) && year(groups[1]))
		}
		return letters > 0 && digits > 0
	case isDigits(w):
		return class == OTP && len(w) >= 6 && len(w) <= 12
	case len(groups) == 1 && alnumGroups:
		return letters >= 2 && digits >= 2 // "8f3k29dj", "A1B2C3D4"
	case len(w) >= 9 && len(w)%5 == 4 && spacedMixed(w):
		return true // "q7zr 2lm9 xp4w" (keyEnd)
	case len(w) == 9 && w[4] == ' ' && isDigits(w[:4]) && isDigits(w[5:]):
		return class == OTP && (!year(w[:4]) || !year(w[5:]))
	}
	return false
}

// spacedMixed reports whether w is groups of four letters and digits with one space
// between them, each group a mixedGroup.
func spacedMixed(w string) bool {
	for k := 0; k < len(w); k += 5 {
		if !mixedGroup(w[k:k+4]) || k+4 < len(w) && w[k+4] != ' ' {
			return false
		}
	}
	return true
}

// base32Key reports whether w is base32 (RFC 4648: A–Z and 2–7) with a digit, in capitals
// or in lower case: a 2FA setup key.
func base32Key(w string) bool {
	return strings.ContainsAny(w, "234567") && (strings.Trim(w, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567") == "" ||
		strings.Trim(w, "abcdefghijklmnopqrstuvwxyz234567") == "")
}

// vowelShare is the share of vowels (a e i o u) among the ASCII letters of w, 0 without
// letters.
func vowelShare(w string) float64 {
	var letters, vowels int
	for i := 0; i < len(w); i++ {
		if c := w[i] | 0x20; c >= 'a' && c <= 'z' {
			letters++
			if strings.IndexByte("aeiou", c) >= 0 {
				vowels++
			}
		}
	}
	if letters == 0 {
		return 0
	}
	return float64(vowels) / float64(letters)
}

// year reports whether four digits are a year from 1900 to 2099.
func year(d string) bool { return d >= "1900" && d <= "2099" }

// proseKeyPass masks the keys and codes named in prose (proseKeys): {{secret}} for a key or
// a bearer code, {{otp}} for a recovery, backup, activation or registration code (SPEC §8).
func (r *Redactor) proseKeyPass(s string) []seg {
	b := builder{s: s}
	proseKeys(s, func(i, j int, class string) {
		if !publishableKey(s[i:j]) && !exampleValue(s[i:j]) && !searchOnlyKey(s, i) && !codeCall(s[i:j]) {
			// "accessToken = 'pk.eyJ…'", "api_key: <your-key>", "API_KEY = process.env.MAPS_API_KEY"
			b.add(i, j, r.mask(s[i:j], class))
		}
	})
	return b.done()
}

// searchOnlyKey reports whether the key at s[i:] is named a search-only or public API key
// in the 40 bytes before it (Algolia's "Search-Only API Key", which a page's own code
// holds; its admin key is named otherwise).
func searchOnlyKey(s string, i int) bool {
	return containsAny(asciiLower(s[max(0, i-40):i]), "search-only api key", "search only api key", "public api key")
}

// isAlnum reports whether c is an ASCII letter or digit.
func isAlnum(c byte) bool { return isLetter(c) || isDigit(c) }

// apiKeyShaped reports whether w, named an API key, a secret or a token in prose
// (apiKeyAt), may be one though keyShaped says not: 8 bytes or more with a letter and a
// digit ("a1b2c3d4e5f6", "SECRET_a1b2c3d4"), or 20 or more of mixed case. A word
// ("required"), a mask ("********") or a short code stays.
func apiKeyShaped(w string) bool {
	c := countKinds(w)
	return len(w) >= 8 && c.letters > 0 && c.digits > 0 || len(w) >= 20 && c.upper > 0 && c.lower > 0
}

// kinds counts the ASCII letters (upper and lower case) and digits of a string.
type kinds struct{ letters, digits, upper, lower int }

func countKinds(s string) kinds {
	var k kinds
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case isDigit(c):
			k.digits++
		case c >= 'A' && c <= 'Z':
			k.letters++
			k.upper++
		case c >= 'a' && c <= 'z':
			k.letters++
			k.lower++
		}
	}
	return k
}
