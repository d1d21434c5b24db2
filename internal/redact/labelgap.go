package redact

// Secrets named in prose with words between the name and the value, in the languages
// proseWord, proseWordIntl and proseCode do not read: passwords and network keys ("La tua
// password temporanea è: X", "Mật khẩu tạm thời: X", "Kata sandi: X", "كلمة المرور
// المؤقتة: X", "รหัสผ่านชั่วคราวของคุณคือ X", "WLAN-Netzwerkschlüssel (WPA2): X",
// "Pre-shared key: X"), one-time codes of text messages ("Kode verifikasi Anda adalah
// 735102", "482193 es tu código …", a German TAN) and the codes of doors, gates and
// lockboxes.

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
)

// gapPasswordStems are the lower-case beginnings of the names of a password or a network
// key: a name may go on with letters ("jelszavad", "salasanasi", "passwordnya",
// "slaptažodis").
var gapPasswordStems = []string{
	"password", "passwort", "kennwort", "contraseña", "contrasena", "contrasenya", "mot de passe", "senha",
	"wachtwoord", "lösenord", "losenord", "passord", "adgangskode", "kodeord", "salasan", "parool", "parola",
	"parolă", "lozink", "heslo", "hesl", "hasło", "haslo", "jelsz", "slaptažod", "geslo",
	"κωδικός πρόσβασ", "κωδικό πρόσβασ", "συνθηματικό", "пароль", "парол", "лозинк", "mật khẩu", "mat khau",
	"kata sandi", "kata laluan", "كلمة المرور", "كلمة السر", "رمز عبور", "گذرواژه", "סיסמ", "पासवर्ड", "รหัสผ่าน",
	"şifre", "sifre", "clave fiscal", // Argentina's AFIP password
	"pasahitz", "contrasinal", // Basque's, Galician's
	"temporary access pass", // Microsoft Entra's TAP, a password for an hour
	// a Wi-Fi network's or a VPN's key
	"network key", "netzwerkschlüssel", "wlan-schlüssel", "wlan schlüssel", "wpa key", "wpa2 key", "wpa-key",
	"wpa2-key", "clé wpa", "clé wi-fi", "clé de sécurité réseau", "pre-shared key", "preshared key", "psk",
	"clé pré-partagée", "clave wpa", "wi-fi password", "wifi password", "wlan password", "wlan-passwort", "wi-fi key", "wifi key",
	"password wi-fi", "password wifi", "password del wi-fi", "password della rete", "clé wifi", "cle wifi", "clé de sécurité",
	"chiave wpa", "chiave wi-fi", "chiave wifi", "chiave di rete", "chiave di sicurezza", "chave de segurança", "chave de seguranca",
	"chave wpa", "chave de rede", "wi-fi code", "wifi code", "wi-fi access code", "internet access code", "wlan-code", "暗号化キー",
}

// gapLinks are the words that say "is" between a name and its value ("è", "adalah", "là",
// "هي", "היא", "है", "είναι", "lautet", Tagalog's "ay", French's "était", Hausa's "shine"), each alone as a word; gluedLinks those written
// without a space before them (Thai's "คือ", Indonesian's "-nya" on the name itself).
const (
	gapLinks = `is|ist|lautet|est|è|é|es|és|era|er|är|on|jest|je|to|este|yra|ir|adalah|ialah|là|la|hai|` +
		`هو|هي|היא|הוא|है|είναι|ήταν|е|є|это|это:|was|war|será|sera|ni|ay|était|etait|shine`
	gluedLinks = `คือ|nya`
)

// englishStems are the stems of gapPasswordStems that proseWord reads with its own rules
// (code, hints, "case-sensitive"); gapPassword takes them only after a link of a language
// that borrows the word: borrowerLinks ("La tua password temporanea è: X", "Password
// sementara adalah X") or a glued "-nya" ("passwordnya X").
var englishStems = map[string]bool{"password": true, "passwort": true, "kennwort": true}

// borrowerLinks are the links of the languages that write "password" in English.
var borrowerLinks = map[string]bool{"è": true, "È": true, "é": true, "adalah": true, "ialah": true, "là": true, "est": true}

// englishKeyLinks are the only link words after the English names of a network key ("Wi-Fi
// password", "PSK", "network key"): "How to view a saved Wi-Fi password on Mac" links
// nothing.
var englishKeyLinks = map[string]bool{"is": true, "was": true}

// notGapWords are words between a name and a value that make the value no secret: a
// setting about the key ("WPA2 key length: 256-bit", "PSK identity: client", "Network key
// type: WPA2-Personal", "Wi-Fi password error: 0x80070057"), Italian's "parola chiave" (a
// keyword). Lower case.
var notGapWords = map[string]bool{"type": true, "length": true, "identity": true, "hint": true, "management": true,
	"cipher": true, "error": true, "recovery": true, "policy": true, "requirements": true, "format": true, "chiave": true,
	"chiavi": true, "encryption": true, "mode": true, "version": true, "typ": true, "länge": true, "fehler": true}

// gapPassword matches a password's or a network key's name (group 1, gapPasswordStems)
// and the letters that go on with it (group 2), up to four words after it (group 3), a link
// (a colon, "=", a dash, a gapLinks word: group 4, one glued to the words before: group 5,
// or a quote) and the value (group 6) up to white space or a quote. The name's stems are
// matched in any case.
var gapPassword = regexp.MustCompile(`(?i)(` + stemsPattern(gapPasswordStems) + `)([\p{L}\p{M}]*\d?)` + // "Clave WPA2:"
	`((?:\s*\([^()\n]{1,24}\))?` + // "Network Key (Password):", "WLAN-Netzwerkschlüssel (WPA2):"
	`(?:[ \t]+[\p{L}\p{M}\p{N}'’-]+){0,4}?)` + // "Contraseña WPA2:"
	`(?:(?:[ \t]+(` + gapLinks + `)[ \t]*[:：]?|(` + gluedLinks + `)[ \t]*[:：]?|[ \t]*(?:[:：=]|[—–][ \t]|-[ \t]))[ \t\x{a0}\x{202f}]*["'“‘«]?` +
	`|[ \t]+["'“‘«])` + // ipsec.secrets' `PSK "X"`
	`([^\s\x{a0}\x{202f}\x{3000}"'“”‘’«»<>，。、；：！？（）「」【】]{6,64})`)

// groupedKey matches a network key of digits in groups of four after its name, as routers
// print and show it ("WLAN-Schlüssel: 1234 5678 9012 3456 7890" on a FRITZ!Box), which
// gapPassword's value of no white space does not take; group 1 is the key.
var groupedKey = regexp.MustCompile(`(?i)(?:wlan[- ]?(?:netzwerk)?schlüssel|netzwerkschlüssel|network key|wlan key|wi-?fi key|wpa2? key|wpa-key|` +
	`wi-?fi password|wlan password|wlan-passwort|pre-shared key|\bpsk)\b[^:\n]{0,30}:[ \t]*(\d{4}(?:[ \t]\d{4}){3,7})\b`)

// bareNetworkKey matches a network key named and followed by it with no link but a space
// ("with the WPA key 7A3F9C2E1B4D", "avec la clé WPA 7A3F9C2E1B4D"); group 1 is the key,
// masked only with letters and digits both (networkKeyShape): "WPA key length" is none.
var bareNetworkKey = regexp.MustCompile(`(?i)\b(?:wpa2?[- ]?(?:key|psk)|cl[ée] wpa2?|clave wpa2?|chiave wpa2?|chave wpa2?|` +
	`wlan[- ]?schlüssel|netzwerkschlüssel|network key|wi-?fi key|wi-?fi password|wlan password)[ \t]+([A-Za-z0-9!@#$%^&*_+=.-]{8,63})(?:[\s,;)]|$)`)

// networkKeyShape reports whether w, a value after a network key's name, has letters and
// digits both.
func networkKeyShape(w string) bool {
	return strings.ContainsAny(w, "0123456789") && strings.ContainsFunc(w, unicode.IsLetter)
}

// turkishPassword matches a password named in Turkish with its link after the value: a
// copula's suffix ("Yeni şifreniz Xk9#pq2Lm'dir") or "olarak" ("Şifreniz Xk9#pq2Lm olarak
// belirlendi"), which gapPassword, whose links come before the value, does not read; group
// 1 is the value.
var turkishPassword = regexp.MustCompile(`(?i)(?:şifre|sifre|parola)(?:niz|nız|n|si|miz)?\s+([^\s'’"]{6,64})` +
	`(?:['’](?:dir|dır|dur|dür|tir|tır|tur|tür)\b|\s+olarak\b)`)

// quotedPassword matches a value in quotes a few words after a password's name, in the same
// sentence ("e-Devlet şifresi olarak kullanıcının verdiği "Kedi.Bostan.47" girildi",
// "the password the user gave me, 'Tr0ub4dor&3', worked"); group 1 is the value, which
// gapValue checks.
var quotedPassword = regexp.MustCompile(`(?i)(?:` + stemsPattern(gapPasswordStems) + `)[\p{L}\p{M}]*` +
	`(?:[ \t,]+[\p{L}\p{M}'’-]+){1,5}[ \t,:]+["“„«'‘]([^\s"”“„«»'‘’]{6,64})["”“»'’]`)

// quotedKeyShape reports whether v, quoted after a password's name, is shaped as one though
// gapValue, which reads unquoted values, takes it for a name ("Kedi.Bostan.47"): letters
// and digits both (networkKeyShape), no path, no placeholder or example.
func quotedKeyShape(v string) bool {
	return networkKeyShape(v) && !strings.Contains(v, "/") && !IsPlaceholder(v) && !exampleValue(v)
}

// hindiPassword matches a password named in Hindi with its copula after the value
// ("आपका अस्थायी पासवर्ड Mumbai@77 है।"); group 1 is the value.
var hindiPassword = regexp.MustCompile(`पासवर्ड\s+([^\s"'“”‘’।]{6,64})\s+(?:है|हैं)`)

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
		if strings.ContainsAny(s, "0123456789") {
			for _, m := range groupedKey.FindAllStringSubmatchIndex(s, -1) {
				found = append(found, gapFind{m[2], m[3], Password})
			}
			for _, m := range bareNetworkKey.FindAllStringSubmatchIndex(s, -1) {
				if networkKeyShape(s[m[2]:m[3]]) {
					found = append(found, gapFind{m[2], m[3], Password})
				}
			}
		}
		for _, re := range []*regexp.Regexp{turkishPassword, hindiPassword, quotedPassword} {
			for _, m := range re.FindAllStringSubmatchIndex(s, -1) {
				if v := s[m[2]:m[3]]; gapValue(v) || re == quotedPassword && quotedKeyShape(v) {
					found = append(found, gapFind{m[2], m[3], Password})
				}
			}
		}
	}
	if !ascii && strings.ContainsAny(s, "0123456789") {
		found = scriptPasswords(found, s)
	}
	if strings.ContainsAny(s, "0123456789٠١٢٣٤٥٦٧٨٩") {
		found = gapCodes(found, s, gapCodeGate.in(low, ascii))
		if accessGate.in(low, ascii) {
			found = accessCodes(found, s)
		}
	}
	if found == nil {
		return nil
	}
	// A builder takes them in order; of two at one place, a code's class before a password's
	// ("tek kullanımlık şifreniz 302918'dir" is a one-time password: an OTP).
	slices.SortStableFunc(found, func(a, b gapFind) int {
		if a.i != b.i {
			return a.i - b.i
		}
		return cmpBool(a.class == Password, b.class == Password)
	})
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

// gapPasswords appends the values gapPassword finds shaped as a password (gapValue): "Kata
// sandi: Rw8#kTq3Lp", not "Kata sandi: lupa", "La contraseña es válida" nor "Passwort
// geändert am: 2024-05-01".
func gapPasswords(found []gapFind, s string) []gapFind {
	for _, m := range gapPassword.FindAllStringSubmatchIndex(s, -1) {
		stem := strings.ToLower(s[m[2]:m[3]])
		link := ""
		if m[8] >= 0 {
			link = strings.ToLower(s[m[8]:m[9]])
		}
		switch {
		case m[2] > 0 && (isAlnum(s[m[2]-1]) || s[m[2]-1] == '-' && !networkCompound(s[:m[2]-1])):
			continue // inside a word: "Upskilling", "WPA2-PSK"; not "WLAN-Netzwerkschlüssel"
		case englishStems[stem] && !(m[10] >= 0 || borrowerLinks[link]):
			continue // English or German, which proseWord reads: "password = getpass()", "Password hint: X"
		case link != "" && !englishKeyLinks[link] && !englishStems[stem] && isASCII(stem) &&
			(stem == "psk" || strings.Contains(stem, "key") || strings.HasSuffix(stem, "password")):
			continue // English: "a saved Wi-Fi password on Mac"
		}
		if slices.ContainsFunc(strings.Fields(strings.ToLower(s[m[6]:m[7]])), func(w string) bool { return notGapWords[strings.Trim(w, "()")] }) {
			continue
		}
		i, j := m[12], m[13]
		v := trimValueEnd(s[i:j])
		if !gapValue(v) && !(networkStem(stem) && isDigits(v) && len(v) >= 8 && len(v) <= 63) {
			continue // a router's key may be 20 digits (a FRITZ!Box's), a password is not
		}
		found = append(found, gapFind{i, i + len(v), Password})
	}
	return found
}

// networkStem reports whether stem (of gapPasswordStems, lower case) names a wireless
// network's key.
func networkStem(stem string) bool {
	return containsAny(stem, "netzwerk", "wlan", "wpa", "wi-fi", "wifi", "network", "psk", "réseau", "rete", "rede",
		"shared", "partagée")
}

// networkCompound reports whether before, the text before a hyphen and a key's name, ends
// with the word of a wireless network ("WLAN-" of "WLAN-Netzwerkschlüssel").
func networkCompound(before string) bool {
	low := strings.ToLower(before[max(0, len(before)-6):])
	return strings.HasSuffix(low, "wlan") || strings.HasSuffix(low, "wifi") || strings.HasSuffix(low, "wi-fi")
}

// gapValue reports whether v, after a name in prose, is shaped as a password: 6 to 16
// ASCII digits (a numeric password, as banks and routers give: "Şifreniz: 48213957",
// "Mật khẩu: 48392017"), 12 to 24 in groups between dashes, or passwordValue (six bytes or more, no date, number or file
// name) with an ASCII letter and an ASCII digit or sign other than "-" (an accented word,
// "Jean-Jacques", is none), and none of
// the values a key's name is followed by in specifications: a hex number ("0x80070057"),
// a version ("v2.1.3", "TLSv1.3"), a length ("16-stellig", "256-bit"), a cipher ("AES-256",
// "WPA2-Personal").
func gapValue(v string) bool {
	if isDigits(v) {
		return len(v) >= 6 && len(v) <= 16
	}
	if d := strings.ReplaceAll(v, "-", ""); isDigits(d) && len(d) >= 12 && len(d) <= 24 && len(v)-len(d) >= 2 {
		return true // a router's key in groups: "4829-1735-9921-0034"
	}
	if !passwordValue(v) || IsPlaceholder(v) || exampleValue(v) || !strings.ContainsFunc(v, isLetterRune) {
		return false
	}
	if recv, _, ok := strings.Cut(v, "."); ok && codeReceivers[recv] {
		return false // "sifre: process.env.TEST_SIFRE": code that reads it
	}
	if !strings.ContainsFunc(v, func(c rune) bool { return c < 0x80 && c != '-' && !isLetterRune(c) }) {
		return false
	}
	low := strings.ToLower(v)
	if strings.HasPrefix(low, "0x") || versionLike(strings.TrimPrefix(low, "v")) || strings.Contains(low, "tlsv") {
		return false
	}
	if i := strings.IndexByte(low, '-'); i > 0 && strings.Trim(low[:i], "0123456789") == "" {
		return false // "16-stellig", "256-bit"
	}
	for _, p := range []string{"aes", "tkip", "wpa", "wep", "ccmp", "sha", "rsa", "ecdsa", "sae"} {
		if strings.HasPrefix(low, p) {
			return false
		}
	}
	return !strings.Contains(v, "/")
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
	"şifre", "sifre", "clave fiscal", "pasahitz", "contrasinal", "access pass", "mot de passe", "network key", "netzwerkschlüssel", "wlan", "wpa", "clé", "shared key", "psk",
	"wi-fi password", "wifi password", "password wi", "password del", "password della", "passwordnya",
	"password tempor", "password provvisor", "password sementara", "password baru", "password anda", "wi-fi key", "wifi key",
	"password è", "password é", "password adalah", "password ialah", "password là", "password est",
	"chiave", "chave", "cle wifi", "wi-fi code", "wifi code", "wi-fi access code", "internet access code", "暗号化キー")

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
	"קוד האימות", "קוד אימות", "كود التفعيل", "كود التحقق", "رمز دوم", "رمز پویا", "tek kullanımlık şifre", "tek kullanimlik sifre", "doğrulama kodu", "dogrulama kodu",
	"verifieringskod", "engångskod", "bekräftelsekod", "codice otp", "codice di verifica", "codice di conferma",
	"código de verificación", "código de verificação", "código de confirmación", "código para confirmar",
	"código de whatsapp", "seu código", "tu código", "su código", "รหัส otp", "รหัสยืนยัน", "verificatiecode",
	"kod weryfikacyjny", "kod sms", "kod jednorazowy", "engangskode", "bekreftelseskode", "vahvistuskoodi",
	"ověřovací kód", "potvrzovací kód", "megerősítő kód", "ellenőrző kód", "egyszer használatos kód", "κωδικός επαλήθευσης", "κωδικός μιας χρήσης", "κωδικός επιβεβαίωσης", "सत्यापन कोड", "ओटीपी",
	// "your code" with a link: "Votre code : 482193", "Ваш код: 482193", "Il tuo codice è 482193"
	"votre code", "ton code", "il tuo codice", "codul", "bekræftelseskode", "kod pengesahan", "ο κωδικός σας",
	"הקוד שלך", "کد تایید", "ваш код", "твой код", "din kod", "uw code", "je code", "din kode",
	// one-time codes of banks and wallets: DigiD's, BLIK's, a transfer's, Alipay's
	"eenmalige code", "kod blik", "hasło jednorazowe", "haslo jednorazowe", "رمز الدخول", "הקוד החד-פעמי", "קוד חד-פעמי", "校验码", "验证码", "驗證碼",
	"動態密碼", "动态密码", "pincode van",
	// Swahili: "Msimbo wako wa uthibitisho ni 482913", a PIN ("nambari ya siri")
	"msimbo wa uthibitisho", "msimbo wako wa uthibitisho", "msimbo wa siri", "nambari ya siri", "nambari ya uthibitisho",
	// Lithuanian's confirmation code, Polish's "code from the app", French's "code received by SMS"
	"pin ɗin", // Hausa: "PIN ɗin Opay ɗina shine 5820" (the PIN of my Opay is …)
	"patvirtinimo kod", "vienkartinis kod", "kod z aplikacji", "code reçu par sms", "code recu par sms", "code reçu par texto",
	// a Portuguese e-prescription's codes (SNS): "Código de acesso e dispensa: 582014"
	"código de acesso", "codigo de acesso", "código de direito de opção", "codigo de direito de opcao",
}

// notCodeWords are words between a code's name and its number that make it no secret: a
// postal code, an order's, a booking's, a product's or a member's number, an error, a
// setting about codes ("OTP timeout: 3000 ms"), a bank's name ("OTP Bank"). Lower case.
var notCodeWords = map[string]bool{"postal": true, "zip": true, "pedido": true, "order": true, "bestellung": true,
	"promo": true, "promocional": true, "descuento": true, "desconto": true, "rabatt": true, "gutschein": true,
	"producto": true, "produto": true, "cliente": true, "kunden": true, "referencia": true, "referência": true,
	"error": true, "erro": true, "fehler": true, "área": true, "area": true, "país": true, "postale": true,
	"postleitzahl": true, "pos": true, "plz": true, "rastreamento": true, "rastreo": true, "envío": true, "envio": true,
	"reserva": true, "reservation": true, "booking": true, "buchung": true, "seguimiento": true,
	"barras": true, "estudiante": true, "empleado": true, "indicação": true, "indicacao": true, "ordine": true,
	"orden": true, "prenotazione": true, "đơn": true, "hàng": true, "factura": true, "fattura": true, "rechnung": true,
	"invoice": true, "cupom": true, "cupón": true, "coupon": true, "voucher": true, "regalo": true, "socio": true,
	"timeout": true, "expiry": true, "port": true, "ttl": true, "sent": true, "length": true, "digits": true,
	"size": true, "attempts": true, "retries": true, "limit": true, "bank": true, "banka": true, "certificado": true,
	"client": true, "kunde": true, "заказа": true, "клиента": true, "commande": true, "ordre": true}

// gapCode matches a code's name (group 1, gapCodeStems) and the letters that go on with it
// (group 2), a remark in brackets ("رمز دوم (پویا):"), up to four words (group 3), a link (a colon, "=", a dash, or a gapLinks word,
// glued as Thai's "คือ"), or no words and no link (group 3 unset), and the number (group 4:
// 4 to 8 digits, Arabic-Indic ones too, two groups of three or three of two).
var gapCode = regexp.MustCompile(`(?i)(` + stemsPattern(gapCodeStems) + `)([\p{L}\p{M}]*)(?:[ \t]*[(（][^()（）\n]{1,20}[)）])?` +
	`(?:((?:[ \t]+[\p{L}\p{M}'’-]+){0,4}?)` +
	`(?:[ \t]+(?:` + gapLinks + `|lautet|هو|وهو|הוא)[ \t]*[:：]?|(?:` + gluedLinks + `)[ \t]*[:：]?|[ \t]*["”»]?[ \t]*(?:[:：=]|[—–][ \t]|-[ \t]))` +
	`|[ \t]+)` + // or the number right after the name: "Codice OTP 48291", "tek kullanımlık şifreniz 302918'dir"
	`[ \t]*[\[(（]?(\d{3}[- ]\d{3}|\d{2} \d{2} \d{2}|[0-9٠-٩]{4,8})(?:[^0-9٠-٩]|$)`)

// gapCodeTrailing matches a code's name (group 1, gapCodeStems), one to four words (group
// 2; none of notCodeWords) and the number (group 3, as gapCode's) with its link after it, as Hindi and Urdu write it ("OTP
// आया वो 739104 है", "OTP aaya vo 739104 hai").
var gapCodeTrailing = regexp.MustCompile(`(?i)(` + stemsPattern(gapCodeStems) + `)((?:[ \t]+[\p{L}\p{M}'’-]+){1,4}?)[ \t]+` +
	`(\d{3}[- ]\d{3}|\d{2} \d{2} \d{2}|[0-9٠-٩]{4,8})[ \t]*(?:है|hai|ہے)(?:[^\p{L}\p{M}]|$)`)

// tanCode matches a German bank's transaction number after a link: "Ihre TAN lautet
// 418265", "mTAN: 73920481", "mTAN für Auftrag …, Betrag 1.249,90 EUR: 73920481" (group
// 1); "TAN" in capitals only (not the colour), and not a name ("Mr TAN 91234567").
var tanCode = regexp.MustCompile(`\b(?:m|i|push|sms|SMS|photo|chip)?TAN\b(?:-Nummer)?(?:\s*\([^()\n]{1,30}\))?` +
	`(?:\s+für\s+[^\n:]{1,80}?)?(?:\s+(?:lautet|ist|is)\s*:?|\s*:)\s*(\d{3}\s\d{3}|\d{5,8})\b`)

// numberBeforeName matches a one-time code written before its name (group 1), in the SMS
// templates of other languages: "482193 es tu código de verificación de Instagram",
// "482193 é o seu código de verificação", "820461 är din engångskod", "482193 est votre
// code de vérification", "482193 ist dein Bestätigungscode".
var numberBeforeName = regexp.MustCompile(`(?i)(?:^|[^0-9\p{L}])(\d{4,8}) (?:es|é|är|er|est|ist|è|is|là|adalah|jest|je|este|on) ` +
	`(?:tu|su|seu|o seu|a sua|din|votre|ton|il tuo|dein|ihr|uw|je|twój|codul|kode|mã)?\s*` +
	`(?:código|codigo|code|kod|kód|koden|codice|kode|engångskod|verifieringskod|bestätigungscode|verifizierungscode|` +
	`bekræftelseskode|engangskode|verificatiecode|mã)(?:[\s.,!]|$)`)

// bareCodeStems are the stems of gapCodeStems that need a link before their number: an
// "otp" is read by proseCode, "your code" without one may be a code of another kind.
var bareCodeStems = map[string]bool{"otp": true, "seu código": true, "tu código": true, "su código": true,
	"votre code": true, "ton code": true, "il tuo codice": true, "codul": true, "ο κωδικός σας": true, "הקוד שלך": true,
	"ваш код": true, "твой код": true, "din kod": true, "uw code": true, "je code": true, "din kode": true}

// gapCodes appends the numbers tanCode finds, and with stems (the text holds one of
// gapCodeStems) those gapCode finds; not after a word of notCodeWords ("Tu código postal es
// 28013"), nor a year ("Codice OTP 2024 conferenza") or a date, nor a phone number's first
// group ("skickas till: 070 123 45 67"), nor an "otp" inside another word ("hotpot",
// "Otplata", "OTPs").
func gapCodes(found []gapFind, s string, stems bool) []gapFind {
	if strings.Contains(s, "TAN") {
		for _, m := range tanCode.FindAllStringSubmatchIndex(s, -1) {
			found = append(found, gapFind{m[2], m[3], OTP})
		}
	}
	if !stems {
		return found
	}
	for _, m := range numberBeforeName.FindAllStringSubmatchIndex(s, -1) {
		if !yearOrDate(s[m[3]:]) && !yearLike(s[m[2]:m[3]]) {
			found = append(found, gapFind{m[2], m[3], OTP})
		}
	}
	for _, m := range gapCode.FindAllStringSubmatchIndex(s, -1) {
		stem := strings.ToLower(s[m[2]:m[3]])
		num := s[m[8]:m[9]]
		switch {
		case m[2] > 0 && isAlnum(s[m[2]-1]), stem == "otp" && m[5] > m[4]:
			continue // "otp" inside a word: "hotpot", "Otplata", "OTPs"
		case m[6] < 0 && bareCodeStems[stem],
			m[6] >= 0 && slices.ContainsFunc(strings.Fields(strings.ToLower(s[m[6]:m[7]])), func(w string) bool { return notCodeWords[w] }):
			continue
		case yearOrDate(s[m[9]:]), yearLike(num):
			continue
		case len(s) > m[9]+1 && s[m[9]] == ' ' && isDigit(s[m[9]+1]):
			continue // a phone number's group
		}
		found = append(found, gapFind{m[8], m[9], OTP})
	}
	if strings.Contains(s, "है") || strings.Contains(s, "hai") || strings.Contains(s, "ہے") {
		for _, m := range gapCodeTrailing.FindAllStringSubmatchIndex(s, -1) {
			words := strings.Fields(strings.ToLower(s[m[4]:m[5]]))
			if (m[2] == 0 || !isAlnum(s[m[2]-1])) && !slices.ContainsFunc(words, func(w string) bool { return notCodeWords[w] }) {
				found = append(found, gapFind{m[6], m[7], OTP})
			}
		}
	}
	return found
}

// accessCode matches a door's, a gate's or a lockbox's code named apart from the door, as
// hosts write check-in messages: "The lockbox is on the left of the front door — the code
// is 4821", "Keypad on the front door: enter 0927", "Lockbox combination: 4821", "Gate
// code: #4821", "Der Code für die Schlüsselbox lautet 3318", "Code d'accès de la porte
// d'entrée : 5402A", a safe's or a combination lock's ("Safe code: 4821", "Locker
// combination: 12-34-56"). Group 1 or 2 is the code.
var accessCode = regexp.MustCompile(`(?i)\b(?:lockbox|lock box|key ?box|key safe|keypad|door|gate|garage|padlock|safe\b|locker|lock|schlüsselbox|schlüsselsafe|haustür|tür|porte|portail|cancello|portone|puerta|portão)` +
	`(?:[^.!?\n]{0,80}?\b(?:the\s+)?(?:code|combination|combo|pin)\s*(?:(?:is|:|lautet|est|è|es)\s*:?)?|[^.!?\n]{0,40}?\benter|\s+(?:code|combination|combo)\s*(?:is\s*)?:?)` +
	`\s*[#*]?(\d{3,8}|\d{1,2}(?:-\d{1,2}){2,3})(?:[#*]|\b)` +
	`|(?i)\b(?:code|codice|código)\s+(?:für\s+die\s+(?:schlüsselbox|haustür|tür|garage)|d'accès\s+de\s+la\s+porte(?:\s+d'entrée)?|de\s+la\s+porte|del\s+(?:portone|cancello)|de\s+la\s+puerta)` +
	`\s*(?:lautet|est|è|es|:)?\s*:?\s*[#*]?(\d{3,8}[A-Z]?)\b`)

// yearLike reports whether num, a code's digits, reads as a year: four digits from 19 or
// 20 ("Codice OTP 2024 conferenza", "painted in 2019").
func yearLike(num string) bool {
	return len(num) == 4 && (strings.HasPrefix(num, "19") || strings.HasPrefix(num, "20"))
}

// accessCodes appends the codes accessCode finds, as PINs; not a year, nor after a name
// that ends another word ("fail-safe").
func accessCodes(found []gapFind, s string) []gapFind {
	for _, m := range accessCode.FindAllStringSubmatchIndex(s, -1) {
		i, j := m[2], m[3]
		if i < 0 {
			i, j = m[4], m[5]
		}
		if yearLike(s[i:j]) || m[0] > 0 && s[m[0]-1] == '-' {
			continue // a year; a name's end ("fail-safe code 404")
		}
		found = append(found, gapFind{i, j, PIN})
	}
	return found
}

// accessGate holds an anchor of each of accessCode's names.
var accessGate = newStemGate("lock", "safe", "key box", "keybox", "keypad", "door", "gate", "garage",
	"padlock", "schlüssel", "tür", "porte", "portail", "cancello", "portone", "puerta", "portão")

// gapCodeGate holds an anchor of each of gapCodeStems.
var gapCodeGate = newStemGate("otp", "kode ", "mã ", "ma xac", "ungscode", "heitscode", "gabecode", "catiecode", "пароль для", "код", "رمز", "קוד", "şifre", "sifre",
	"kod", "codice", "código", "รหัส", "vahvistus", "kód", "κωδικός", "सत्यापन", "ओटीपी", "votre code", "ton code", "codul",
	"bekræftelseskode", "din kode", "uw code", "je code", "کد تایید", "codigo", "eenmalige", "hasło", "haslo", "校验码", "验证码", "驗證碼",
	"密碼", "密码", "pincode", "كود", "msimbo", "nambari ya", "code re", "pin ɗin")

// cmpBool orders false before true.
func cmpBool(a, b bool) int {
	switch {
	case a == b:
		return 0
	case a:
		return 1
	}
	return -1
}
