package redact

// A one-time code, a PIN or a TAN given a few words after its name, as people write them in
// chats and agents in notes: "TAN aus der pushTAN-App im Chat diktiert (731 905)", "udh dpt
// sms nih 482913", "الكود اللي جالي في الرسالة 739214", "Hiningi ang MPIN; ibinigay ng user
// sa chat: 7391", "暗証番号（数字4桁）= 0519". proseCodePass reads a name linked to its value
// ("PIN: 4821", "your code is 482913"); this pass reads the words between (SPEC §8).

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// nearCodeName finds a name that says by itself that a number is a one-time code or a PIN:
// the abbreviations in capitals (OTP, PIN, MPIN, TAN and its kinds, BLIK in any case
// ending, MFA, 2FA), the phrases of text-message and authenticator codes in the Latin-script
// languages below, and the words of scripts without capitals. Plain
// "code" is not one (an order's, a product's, an error's).
var nearCodeName = regexp.MustCompile(`\b(?:OTP|otp|M?PIN[12]?|[a-z]*TAN|BLIK\p{L}*|Blik\p{L}*|MFA|2FA)\b|` +
	`\b\d[- ]digit code\b|` + // "a 6-digit code: 390 214"
	`(?i:\b(?:sms(?:[- ]?(?:code|kod|kode|koodi|controle|kontrol))?|passcode|one[- ]time code|verification code|authentication code|` +
	`authenticator|kod (?:sms|blik|weryfikacyjny|autoryzacyjny|potwierdzający|jednorazowy)|kode (?:otp|verifikasi|aktivasi)|` +
	`c[óo]digo (?:de verificaci[óo]n|de verifica[çc][ãa]o|sms|otp)|codice (?:di verifica|otp|sms)|code (?:de v[ée]rification|sms)|` +
	`best[äa]tigungscode|verifizierungscode|verificatiecode|do[ğg]rulama kodu|onay kodu|m[ãa] (?:x[áa]c th[ựu]c|x[áa]c nh[ậa]n|otp)` +
	`)\b)|hitelesítő|egyszer használatos kód|avainlu\p{L}*|` + // Hungarian: an authenticator's, a one-time code; Finnish: a key-list number
	`одноразов\p{L}* (?:код|парол\p{L}*)|бір реттік|` +
	`الكود|كود التفعيل|كود التحقق|رمز التحقق|رمز التفعيل|رمز التأكيد|הקוד|קוד אימות|קוד חד[- ]פעמי|ओटीपी|सत्यापन कोड|` +
	`暗証番号|認証コード|確認コード|验证码|驗證碼|인증번호|인증\s?코드|ፒን|ፒኔ|ሚስጥራዊ ቁጥር|ایم پن|پن کوڈ|รหัส\s?otp|รหัสยืนยัน|ওটিপি|পিন`)

// nearCodeGate holds the strings one of which a text names a code by when nearCodeName can
// match in it: the pass runs its expression only then.
var nearCodeGate = []string{"OTP", "otp", "PIN", "TAN", "digit code", "avainlu", "hitelesítő", "egyszer", "одноразов", "бір реттік", "BLIK", "Blik", "MFA", "2FA", "sms", "SMS", "Sms", "code", "Code",
	"kod", "Kod", "kode", "Kode", "digo", "codice", "Codice", "best", "Best", "verifi", "Verifi", "ğrulama", "onay", "Onay",
	"xác", "الكود", "كود", "رمز", "הקוד", "קוד", "ओटीपी", "सत्यापन", "暗証番号", "認証", "確認", "验证码", "驗證碼",
	"인증", "ፒን", "ፒኔ", "ሚስጥራዊ", "پن", "รหัส", "ওটিপি", "পিন", "authenticator", "Authenticator", "mã", "Mã"}

// nearCodeRunes is how far after a name the pass looks for its number, in runes, on the
// same line and in the same sentence.
const nearCodeRunes = 48

// nearIDWords are the words that, right before a number, say it is something else: an
// order's, a ticket's or a transaction's number, a reference, an amount's currency.
var nearIDWords = map[string]bool{
	"no": true, "nr": true, "nº": true, "n°": true, "no.": true, "nr.": true, "#": true, "id": true, "ref": true, "ref.": true,
	"order": true, "reference": true, "invoice": true, "txn": true, "trx": true, "trxid": true, "transaction": true,
	"ticket": true, "case": true, "port": true, "pesanan": true, "pedido": true, "zamówienie": true, "zamowienie": true,
	"bestellung": true, "commande": true, "ordine": true, "booking": true, "sipariş": true, "fatura": true, "policy": true,
	"account": true, "konto": true, "hesap": true, "referência": true, "referencia": true, "entidade": true, "zgłoszenie": true,
	"rs": true, "rs.": true, "rp": true, "rp.": true, "kes": true, "ksh": true, "tl": true, "kz": true, "usd": true, "eur": true,
	"inr": true, "php": true, "tk": true, "zł": true, "r$": true, "$": true, "€": true, "£": true, "₹": true, "₦": true,
	"₱": true, "฿": true, "¥": true, "₺": true, "ext": true, "ext.": true, "x": true, "version": true, "v": true,
	// who sent it: "SMS daripada 66300", a short code
	"from": true, "daripada": true, "dari": true, "von": true, "từ": true, "от": true,
	// a card's or a phone's last digits, an error's number, a setting
	"card": true, "karte": true, "carte": true, "tarjeta": true, "cartão": true, "kartu": true, "kart": true,
	"timeout": true, "ttl": true, "delay": true, "length": true, "max": true, "min": true, "limit": true,
	"ending": true, "đuôi": true, "cuối": true, "error": true, "err": true, "błąd": true, "fehler": true, "erreur": true,
	"errore": true, "hata": true, "lỗi": true, "ошибка": true, "خطأ": true, "שגיאה": true, "エラー": true,
}

// nearUnitWords are the words that, right after a number, say it is an amount or a count.
var nearUnitWords = map[string]bool{
	"zł": true, "zl": true, "tl": true, "€": true, "eur": true, "usd": true, "kz": true, "ብር": true, "บาท": true,
	"грн": true, "руб": true, "lei": true, "kr": true, "ft": true, "kč": true, "ksh": true, "kes": true, "rs": true,
	"rupees": true, "ms": true, "mb": true, "kb": true, "gb": true, "km": true, "m": true, "kg": true, "pts": true,
	"points": true, "poin": true, "puan": true, "%": true,
}

// codeNearPass masks, as {{pin}} after a PIN's name and {{otp}} after the others, the first
// number of 4–8 digits ("482913", "٥٨٢٦١٤") or of two groups of three ("731 905") that
// follows a name of nearCodeName within nearCodeRunes on its line, leaving a number that is
// part of another (a phone's groups, a date, a time, a decimal), a year, a number after a
// word of nearIDWords or before one of nearUnitWords, and India's postal PIN.
func (r *Redactor) codeNearPass(s string) []seg {
	if len(s) < 8 || !strings.ContainsFunc(s, unicode.IsDigit) || !containsAny(s, nearCodeGate...) {
		return nil
	}
	b := builder{s: s}
	for _, m := range nearCodeName.FindAllStringIndex(s, -1) {
		i, j, ok := nearCodeNumber(s, m[1])
		if !ok {
			continue
		}
		name := s[m[0]:m[1]]
		if name == "TAN" && !bankContext(s, i, j) {
			continue // a colour, a name: "Sneaker Low Top TAN 482913", "Mr TAN 91234567"
		}
		if strings.Contains(name, "PIN") && indianPIN(s, i, j) {
			continue
		}
		class := OTP
		if strings.Contains(name, "PIN") || strings.Contains(name, "暗証番号") || strings.Contains(name, "ፒ") || strings.Contains(name, "پن") ||
			strings.Contains(name, "পিন") || strings.Contains(name, "ሚስጥራዊ") {
			class = PIN
		}
		b.add(i, j, r.mask(s[i:j], class))
	}
	return b.done()
}

// indianPIN reports whether s[i:j] may be India's postal PIN: six digits, the first 1 to 8,
// with an address's words (indianPostal) or the rupee's sign or the words for an address and
// a code of Hindi and Tamil in s.
func indianPIN(s string, i, j int) bool {
	if indianPostal(s, i, j) {
		return true
	}
	return j-i == 6 && isDigits(s[i:j]) && s[i] != '0' && s[i] != '9' && containsAny(s, "₹", "पता", "कोड", "முகவரி", "அஞ்சல்")
}

// nearCodeNumber returns the bounds of the number codeNearPass takes after s[:from], if any.
func nearCodeNumber(s string, from int) (i, j int, ok bool) {
	n := 0
	for k := from; k < len(s) && n < nearCodeRunes; {
		c, w := utf8.DecodeRuneInString(s[k:])
		if c == '\n' || c == '|' || c == '。' || c == '।' || c == '።' || c == '?' || c == '؟' || c == '!' ||
			c == '.' && k+1 < len(s) && s[k+1] == ' ' {
			return 0, 0, false
		}
		if !unicode.IsDigit(c) {
			k += w
			n++
			continue
		}
		start := k
		end, digits := digitRun(s, k)
		if digits == 3 && end+1 < len(s) && s[end] == ' ' {
			if e2, d2 := digitRun(s, end+1); d2 == 3 {
				end, digits = e2, 6
			}
		}
		if nearCodeTaken(s, from, start, end, digits) {
			return start, end, true
		}
		n += utf8.RuneCountInString(s[k:end])
		k = end
	}
	return 0, 0, false
}

// digitRun returns the end of the run of decimal digits (of any script) at s[k] and how
// many digits it has.
func digitRun(s string, k int) (end, digits int) {
	for end = k; end < len(s); {
		c, w := utf8.DecodeRuneInString(s[end:])
		if !unicode.IsDigit(c) {
			break
		}
		end += w
		digits++
	}
	return end, digits
}

// nearCodeTaken reports whether s[i:j], a number of digits digits, is one codeNearPass
// masks: see codeNearPass.
func nearCodeTaken(s string, from, i, j, digits int) bool {
	if digits < 4 || digits > 8 {
		return false
	}
	if digits == 4 && year(s[i:j]) {
		return false
	}
	if i > 0 {
		c, _ := utf8.DecodeLastRuneInString(s[:i])
		if unicode.IsLetter(c) || strings.ContainsRune("#-/.+*_:,=$€£₹₦₱฿¥₺@", c) && !(c == ':' || c == '=') ||
			(c == ':' || c == ',' || c == '.') && i > 1 && isDigit(s[i-2]) {
			return false
		}
		if c == ' ' && i > 1 && isDigit(s[i-2]) {
			return false // a group of a longer number: "0722 481937"
		}
		if (c == '=' || c == ':') && i-1 > from && isLetter(s[i-2]) {
			return false // another key's value: "otp-submit'], timeout=10000"
		}
	}
	if j < len(s) {
		c, _ := utf8.DecodeRuneInString(s[j:])
		if unicode.IsLetter(c) || strings.ContainsRune("%*#_@", c) {
			return false
		}
		if strings.ContainsRune("-/.:,", c) && j+1 < len(s) && isDigit(s[j+1]) {
			return false // a date, a time, a decimal
		}
		if c == ' ' && j+1 < len(s) && isDigit(s[j+1]) {
			return false
		}
	}
	before := strings.Fields(s[max(0, i-24):i])
	if len(before) > 0 {
		last := strings.ToLower(strings.Trim(before[len(before)-1], ":=([\"“„«"))
		if strings.Trim(last, "x*•●·") == "" && last != "" {
			return false // the shown end of a masked number: "XXXX XXXX 4821"
		}
		if nearIDWords[last] || last == "" && len(before) > 1 && nearIDWords[strings.ToLower(strings.TrimRight(before[len(before)-2], ":"))] {
			return false
		}
	}
	after := strings.Fields(s[j:min(len(s), j+16)])
	if len(after) > 0 && nearUnitWords[strings.ToLower(strings.TrimRight(after[0], ".,;)"))] {
		return false
	}
	return true
}
