package redact

// Passwords and network keys named in prose with words between the name and the value, in
// the languages proseWord and proseWordIntl do not read: "La tua password temporanea è:
// X", "Mật khẩu tạm thời: X", "Kata sandi: X", "كلمة المرور المؤقتة: X", "Az ideiglenes
// jelszavad: X", "รหัสผ่านชั่วคราวของคุณคือ X", "WLAN-Netzwerkschlüssel (WPA2): X",
// "Pre-shared key: X".

import (
	"regexp"
	"slices"
	"strings"
)

// gapPasswordStems are the lower-case beginnings of the names of a password or a network
// key: a name may go on with letters ("jelszavad", "salasanasi", "passwordnya",
// "slaptažodis").
var gapPasswordStems = []string{
	"password", "passwort", "kennwort", "contraseña", "contrasena", "contrasenya", "mot de passe", "senha",
	"wachtwoord", "lösenord", "losenord", "passord", "adgangskode", "kodeord", "salasan", "parool", "parola",
	"parolă", "parole", "lozink", "heslo", "hesl", "hasło", "haslo", "jelsz", "slaptažod", "geslo",
	"κωδικός πρόσβασ", "κωδικό πρόσβασ", "συνθηματικό", "пароль", "парол", "лозинк", "mật khẩu", "mat khau",
	"kata sandi", "kata laluan", "كلمة المرور", "كلمة السر", "رمز عبور", "گذرواژه", "סיסמ", "पासवर्ड", "รหัสผ่าน",
	"şifre", "sifre",
	// a Wi-Fi network's or a VPN's key
	"network key", "netzwerkschlüssel", "wlan-schlüssel", "wlan schlüssel", "wpa key", "wpa2 key", "wpa-key",
	"wpa2-key", "clé wpa", "clé wi-fi", "clé de sécurité réseau", "pre-shared key", "preshared key", "psk",
	"clé pré-partagée", "clave wpa", "wi-fi password", "wifi password", "wlan password", "wlan-passwort",
	"password wi-fi", "password wifi", "password del wi-fi", "password della rete",
}

// gapLinks are the words that say "is" between a name and its value ("è", "adalah", "là",
// "هي", "היא", "है", "είναι", "lautet"), each alone as a word; gluedLinks those written
// without a space before them (Thai's "คือ", Indonesian's "-nya" on the name itself).
const (
	gapLinks = `is|ist|lautet|est|è|é|es|és|era|er|är|on|jest|je|este|yra|ir|adalah|ialah|là|la|hai|` +
		`هو|هي|היא|הוא|है|είναι|ήταν|е|є|это|это:|was|war|será|sera`
	gluedLinks = `คือ|nya`
)

// englishStems are the stems of gapPasswordStems that proseWord reads with its own rules
// (code, hints, "case-sensitive"); gapPassword takes them only after a link of a language
// that borrows the word: borrowerLinks ("La tua password temporanea è: X", "Password
// sementara adalah X") or a glued "-nya" ("passwordnya X").
var englishStems = map[string]bool{"password": true, "passwort": true, "kennwort": true}

// borrowerLinks are the links of the languages that write "password" in English.
var borrowerLinks = map[string]bool{"è": true, "È": true, "é": true, "adalah": true, "ialah": true, "là": true, "est": true}

// gapPassword matches a password's or a network key's name (group 1, gapPasswordStems),
// up to four words after it, a link (a colon, "=", a dash, a gapLinks word, or a quote) and the
// value (group 4) up to white space or a quote; group 2 is the link word, group 3 the
// glued one, if one. The name's stems are matched in any case.
var gapPassword = regexp.MustCompile(`(?i)(` + stemsPattern(gapPasswordStems) + `)[\p{L}\p{M}]*` +
	`(?:\s*\([^()\n]{1,24}\))?` + // "Network Key (Password):", "WLAN-Netzwerkschlüssel (WPA2):"
	`(?:[ \t]+[\p{L}\p{M}\p{N}'’-]+){0,4}?` + // "Contraseña WPA2:"
	`(?:(?:[ \t]+(` + gapLinks + `)[ \t]*[:：]?|(` + gluedLinks + `)[ \t]*[:：]?|[ \t]*(?:[:：=]|[—–][ \t]|-[ \t]))[ \t\x{a0}\x{202f}]*["'“‘«]?` +
	`|[ \t]+["'“‘«])` + // ipsec.secrets' `PSK "X"`
	`([^\s\x{a0}\x{202f}"'“”‘’«»]{6,64})`)

// stemsPattern is the alternation of the stems, quoted, longest first (so that "parolă" is
// tried before "parola").
func stemsPattern(stems []string) string {
	q := make([]string, len(stems))
	for i, st := range stems {
		q[i] = regexp.QuoteMeta(st)
	}
	slices.SortStableFunc(q, func(a, b string) int { return len(b) - len(a) })
	return strings.Join(q, "|")
}

// gapPass masks the passwords and network keys gapPassword finds and the one-time codes
// gapCode and tanCode find (SPEC §8), reading the text's lower case once.
func (r *Redactor) gapPass(s string) []seg {
	if len(s) < 10 {
		return nil
	}
	ascii := isASCII(s)
	low := asciiLower(s) // no copy unless it has capitals
	if !ascii {
		low = strings.ToLower(s)
	}
	var found []gapFind
	if gapPasswordGate.in(low, ascii) {
		found = gapPasswords(found, s)
	}
	if strings.ContainsAny(s, "0123456789٠١٢٣٤٥٦٧٨٩") {
		found = gapCodes(found, s, gapCodeGate.in(low, ascii))
	}
	if found == nil {
		return nil
	}
	slices.SortFunc(found, func(a, b gapFind) int { return a.i - b.i }) // a builder takes them in order
	b := builder{s: s}
	for _, f := range found {
		b.add(f.i, f.j, r.mask(s[f.i:f.j], f.class))
	}
	return b.done()
}

// gapFind is a value gapPass masks: s[i:j], of class.
type gapFind struct {
	i, j  int
	class string
}

// gapPasswords appends the values gapPassword finds shaped as a password (passwordValue:
// six bytes or more with a digit or a sign, no date, number or file name; and a letter):
// "Kata sandi: Rw8#kTq3Lp", not "Kata sandi: lupa" nor "Passwort geändert am:
// 2024-05-01".
func gapPasswords(found []gapFind, s string) []gapFind {
	for _, m := range gapPassword.FindAllStringSubmatchIndex(s, -1) {
		if englishStems[asciiLower(s[m[2]:m[3]])] && !(m[6] >= 0 || m[4] >= 0 && borrowerLinks[s[m[4]:m[5]]]) {
			continue // English or German, which proseWord reads: "password = getpass()", "Password hint: X"
		}
		i, j := m[8], m[9]
		v := strings.TrimRight(s[i:j], sentenceEnd)
		if !passwordValue(v) || !strings.ContainsFunc(v, isLetterRune) || IsPlaceholder(v) {
			continue
		}
		found = append(found, gapFind{i, i + len(v), Password})
	}
	return found
}

// stemGate tells whether a lower-case text holds one of a list of anchors: parts of the
// stems of an expression, fewer than the stems, so that a text without them is not read by
// it (TestGateAnchorsCoverStems). Those of ASCII only are all a text of ASCII can hold.
type stemGate struct{ all, ascii []string }

// newStemGate is the gate of anchors.
func newStemGate(anchors ...string) stemGate {
	g := stemGate{all: anchors}
	for _, a := range anchors {
		if isASCII(a) {
			g.ascii = append(g.ascii, a)
		}
	}
	return g
}

// in reports whether low (lower case; ascii says whether it is all ASCII) holds an anchor.
func (g stemGate) in(low string, ascii bool) bool {
	list := g.all
	if ascii {
		list = g.ascii
	}
	return slices.ContainsFunc(list, func(a string) bool { return strings.Contains(low, a) })
}

// gapPasswordGate holds an anchor of each of gapPasswordStems but the English ones: a text
// that holds "password" but neither "-nya" after it nor a word of the languages that borrow
// it (Italian, Indonesian, Malay) is English, which proseWord reads.
var gapPasswordGate = newStemGate("contras", "senha", "wacht", "senord", "passord", "adgang", "kodeord", "salasan",
	"paro", "parolă", "lozink", "hesl", "hasł", "hasl", "jelsz", "slaptažod", "gesl", "κωδικ", "συνθηματικ",
	"парол", "лозинк", "khẩu", "khau", "sandi", "laluan", "كلمة", "رمز عبور", "گذرواژه", "סיסמ", "पासवर्ड", "รหัสผ่าน",
	"şifre", "sifre", "mot de passe", "network key", "netzwerkschlüssel", "wlan", "wpa", "clé", "shared key", "psk",
	"wi-fi password", "wifi password", "password wi", "password del", "password della", "passwordnya",
	"password tempor", "password provvisor", "password sementara", "password baru", "password anda")

// gapCodeStems are the lower-case names of a one-time code in SMS templates of many
// languages where words stand between the name and the number ("Kode verifikasi Anda
// adalah 735102", "Mã xác thực Zalo của bạn là 203948", "Ihr Bestätigungscode für die
// Anmeldung: 729104", "Seu código iFood é 4821", "رمز التحقق الخاص بك هو 615203", "קוד
// האימות שלך הוא: 947261", "Din verifieringskod är 481 273"). Each names a secret code by
// itself; "your code" ("seu código", "tu código") does with a brand between.
var gapCodeStems = []string{
	"otp", "kode verifikasi", "kode otp", "kode rahasia", "mã otp", "ma otp", "mã xác thực", "mã xác nhận", "mã xác minh",
	"ma xac thuc", "ma xac nhan", "bestätigungscode", "verifizierungscode", "sicherheitscode", "freigabecode",
	"пароль для подтвержд", "код подтвержд", "код для подтвержд", "код підтвердж", "код для входа", "رمز التحقق", "رمز التفعيل",
	"קוד האימות", "קוד אימות", "tek kullanımlık şifre", "tek kullanimlik sifre", "doğrulama kodu", "dogrulama kodu",
	"verifieringskod", "engångskod", "bekräftelsekod", "codice otp", "codice di verifica", "codice di conferma",
	"código de verificación", "código de verificação", "código de confirmación", "código para confirmar",
	"código de whatsapp", "seu código", "tu código", "su código", "รหัส otp", "รหัสยืนยัน", "verificatiecode",
	"kod weryfikacyjny", "kod sms", "kod jednorazowy", "engangskode", "bekreftelseskode", "vahvistuskoodi",
	"ověřovací kód", "potvrzovací kód", "megerősítő kód", "ellenőrző kód", "κωδικός επαλήθευσης", "सत्यापन कोड", "ओटीपी",
}

// notCodeWords are words between a code's name and its number that make it no secret: a
// postal code, an order's or a product's number, an error. Lower case.
var notCodeWords = map[string]bool{"postal": true, "zip": true, "pedido": true, "order": true, "bestellung": true,
	"promo": true, "promocional": true, "descuento": true, "desconto": true, "rabatt": true, "gutschein": true,
	"producto": true, "produto": true, "cliente": true, "kunden": true, "referencia": true, "referência": true,
	"error": true, "erro": true, "fehler": true, "área": true, "area": true, "país": true, "postale": true,
	"postleitzahl": true, "pos": true, "plz": true, "rastreamento": true, "rastreo": true, "envío": true, "envio": true}

// gapCode matches a code's name (group 1, gapCodeStems), up to four words (group 2), a link
// (a colon, "=", a dash, or a gapLinks word, glued as Thai's "คือ"), or no words and no link
// (group 2 unset), and the number (group 3: 4 to 8 digits, Arabic-Indic ones too, or two
// groups of three).
var gapCode = regexp.MustCompile(`(?i)(` + stemsPattern(gapCodeStems) + `)[\p{L}\p{M}]*` +
	`(?:((?:[ \t]+[\p{L}\p{M}'’-]+){0,4}?)` +
	`(?:[ \t]+(?:` + gapLinks + `|lautet|هو|הוא)[ \t]*[:：]?|(?:` + gluedLinks + `)[ \t]*[:：]?|[ \t]*(?:[:：=]|[—–][ \t]|-[ \t]))` +
	`|[ \t]+)` + // or the number right after the name: "Codice OTP 48291", "tek kullanımlık şifreniz 302918'dir"
	`[ \t]*[\[(（]?(\d{3}[- ]\d{3}|[0-9٠-٩]{4,8})(?:[^0-9٠-٩]|$)`)

// tanCode matches a German bank's transaction number: "Ihre TAN lautet 418265", "mTAN:
// 73920481" (group 1); "TAN" in capitals only, not the colour.
var tanCode = regexp.MustCompile(`\b(?:m|i|push|sms|SMS|photo|chip)?TAN\b(?:\s+(?:lautet|ist|is|für\s+[^\n:]{1,80}?))?\s*:?\s*(\d{5,8})\b`)

// bareCodeStems are the stems of gapCodeStems that need a link before their number: an
// "otp" is read by proseCode, "your code" without one may be a code of another kind.
var bareCodeStems = map[string]bool{"otp": true, "seu código": true, "tu código": true, "su código": true}

// gapCodes appends the numbers tanCode finds, and with stems (the text holds one of
// gapCodeStems) those gapCode finds; not after a word of notCodeWords ("Tu código postal es
// 28013"), nor a year or a date, nor an "otp" inside another word.
func gapCodes(found []gapFind, s string, stems bool) []gapFind {
	if strings.Contains(s, "TAN") {
		for _, m := range tanCode.FindAllStringSubmatchIndex(s, -1) {
			found = append(found, gapFind{m[2], m[3], OTP})
		}
	}
	if !stems {
		return found
	}
	for _, m := range gapCode.FindAllStringSubmatchIndex(s, -1) {
		if m[2] > 0 && isAlnum(s[m[2]-1]) {
			continue // "otp" inside a word: "hotpot"
		}
		if m[4] < 0 && bareCodeStems[strings.ToLower(s[m[2]:m[3]])] ||
			m[4] >= 0 && slices.ContainsFunc(strings.Fields(strings.ToLower(s[m[4]:m[5]])), func(w string) bool { return notCodeWords[w] }) ||
			yearOrDate(s[m[7]:]) {
			continue
		}
		found = append(found, gapFind{m[6], m[7], OTP})
	}
	return found
}

// gapCodeGate holds an anchor of each of gapCodeStems.
var gapCodeGate = newStemGate("otp", "kode ", "mã ", "ma xac", "ungscode", "heitscode", "gabecode", "catiecode", "пароль для", "код ", "رمز", "קוד", "şifre", "sifre",
	"kod", "codice", "código", "รหัส", "vahvistus", "kód", "κωδικός", "सत्यापन", "ओटीपी")
