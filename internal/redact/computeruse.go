package redact

import (
	"encoding/json"
	"regexp"
	"strings"
	"unicode/utf8"
)

// A computer-use agent types into whatever has the focus: Anthropic's computer tool
// ({"action": "type", "text": "…"}), OpenAI's ({"type": "type", "text": "…"}), a
// harness's computer.type(text="…"), pyautogui.write("…"), xdotool type "…". The action
// names no field; only the words before it do — the screenshot's text the agent read,
// its thought ("the page asks for the 6-digit payment password"), a click's comment —
// or, when nothing before it says, the words right after ("Prüfziffer eingetragen").
// computerTypePass masks what is typed by the field those words name last.

// typeActionHints are the literals one of typeActions holds; where none is, the pass
// reads nothing.
var typeActionHints = []string{`"type"`, "type(text", ".write(", ".typewrite(", "xdotool type", "computer: type", "Input.insertText", "-type "}

// typeActions matches a typing action of a computer-use agent; the group that matched is
// the typed text with its quotes (a JSON string, or Python's in single quotes), or bare in
// a Cypress command log's line ("-type 482913{enter}"), its key names left out. Besides
// the computer tools' actions, CDP's Input.insertText types into the focused element too.
var typeActions = regexp.MustCompile(`"(?:action|type)"\s*:\s*"type"\s*,\s*"text"\s*:\s*("(?:[^"\\\n]|\\.)*")` +
	`|\btype\(\s*text\s*=\s*("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*')` +
	`|\bpyautogui\.(?:type)?write\(\s*("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*')` +
	`|\bxdotool\s+type\s+(?:--[a-z-]+(?:\s+\d+)?\s+)*("(?:[^"\\\n]|\\.)*"|'[^'\n]*')` +
	`|\bcomputer:\s*type\s+("(?:[^"\\\n]|\\.)*")` +
	`|"Input\.insertText"\s*,\s*"params"\s*:\s*\{\s*"text"\s*:\s*("(?:[^"\\\n]|\\.)*")` +
	`|(?m:^[ \t]*\d*[ \t]*-type[ \t]+([^\s{}]+)(?:\{[a-z]+\})*[ \t]*$)`)

const (
	// typeCueBefore is how many bytes before a typing action its field's words are
	// looked for (back to the action before it), typeCueAfter how many after.
	typeCueBefore = 400
	typeCueAfter  = 160
)

// typeCue is a field's word: the class of what is typed into that field, "" for a field
// that holds nothing secret (a search box, a postcode, a quantity, a card's number,
// which cardPass reads by its own check).
type typeCue struct {
	word  string // lower case
	class string
}

// typeCues are the words that name the focused field, in English and the languages
// agents' records use; an ASCII word counts only as a whole word. No key of the records
// themselves is one ("name", "url", "type": {"name": "computer"} names no field).
var typeCues = func() []typeCue {
	var out []typeCue
	add := func(class string, words ...string) {
		for _, w := range words {
			out = append(out, typeCue{w, class})
		}
	}
	add(Password, "password", "passwort", "kennwort", "mot de passe", "contraseña", "contrasena", "senha", "пароль",
		"パスワード", "密码", "密碼", "비밀번호", "şifre", "sifre", "hasło", "haslo", "wachtwoord", "salasana",
		"lösenord", "adgangskode", "passord", "heslo", "jelszó", "mật khẩu", "รหัสผ่าน", "كلمة المرور",
		"كلمة السر", "סיסמה", "kata sandi", "passphrase", "κωδικός", "पासवर्ड", "رمز عبور")
	add(PIN, "pin", "mpin", "暗証番号", "passcode", "пин-код", "пин", "código pin", "kod pin", "pin-code", "pincode", "비밀번호 4자리")
	add(OTP, "verification code", "one-time", "one time code", "otp", "2fa", "two-factor", "authentication code",
		"sms code", "sms-code", "tan", "認証コード", "確認コード", "ワンタイム", "验证码", "驗證碼", "校验码", "动态码",
		"인증번호", "인증 코드", "código de verificación", "código de verificação", "code de vérification",
		"code de confirmation", "bestätigungscode", "codice di verifica", "код подтверждения", "код из смс",
		"одноразовый код", "kod weryfikacyjny", "kod sms", "doğrulama kodu", "mã xác thực", "mã xác minh", "mã otp",
		"รหัสยืนยัน", "رمز التحقق", "کد تایید", "verificatiecode", "vahvistuskoodi", "verifieringskod", "blik",
		"par sms", "via sms", "by sms", "per sms", "6-digit code", "code à 6 chiffres", "6-stelligen code", "código de 6 dígitos",
		"codice a 6 cifre")
	add(SSN, "passport", "passeport", "pasaporte", "reisepass", "paspoort", "passaporto", "номер документа", "паспорт",
		"جواز السفر", "パスポート", "护照", "護照", "여권", "personnummer", "fødselsnummer", "henkilötunnus", "national id",
		"social security", "ssn", "身份证", "身分證", "マイナンバー", "주민등록번호", "codice fiscale", "aadhaar", "abha", "rodné číslo",
		"pesel", "tc kimlik", "kimlik no")
	add(CVV, "cvc", "cvv", "cvv2", "cvc2", "security code", "prüfziffer", "prüfcode", "kartenprüf", "sicherheitscode",
		"cryptogramme", "código de seguridad", "código de segurança", "codice di sicurezza", "セキュリティコード",
		"安全码", "보안코드", "cvv/cvc")
	add("", "zip", "postal", "postcode", "postleitzahl", "plz", "code postal", "código postal", "cep", "郵便番号",
		"邮编", "우편번호", "search", "suche", "buscar", "rechercher", "検索", "搜索", "검색", "quantity", "menge",
		"cantidad", "quantité", "数量", "promo", "coupon", "voucher", "gutschein", "gift card", "discount", "rabatt",
		"cupón", "amount", "betrag", "monto", "金额", "金額", "username", "user name", "first name", "last name", "full name", "e-mail", "email",
		"phone", "address", "adresse", "dirección", "card number", "kartennummer", "número de tarjeta",
		"numéro de carte", "卡号", "カード番号", "address bar", "tracking", "order number", "birthday")
	return out
}()

// computerTypePass masks the text of each typing action of s whose field (typeCues, the
// named in a remark after it on its line, else the last named before it, else the first
// after it) is a secret's, when the text has that secret's shape: a password of 4–128
// characters, a one-time code (otpShaped), a PIN of 4–8 digits, a card's security code of
// 3–4 digits, an identity document's number (idShaped). nil when s types nothing so.
func (r *Redactor) computerTypePass(s string) []seg {
	if !containsAny(s, typeActionHints...) {
		return nil
	}
	ms := typeActions.FindAllStringSubmatchIndex(s, -1)
	var spans []span
	prev := 0
	for k, m := range ms {
		g := matchedGroup(m)
		vi, vj := m[g], m[g+1]
		if s[vi] == '"' || s[vi] == '\'' {
			vi, vj = vi+1, vj-1 // inside the quotes
		}
		next := len(s)
		if k+1 < len(ms) {
			next = ms[k+1][0]
		}
		// A remark after the action on its line names its field first ("{…"type"…}  ←
		// حقل «رقم جواز السفر»", "… # the OTP box"), then the words before it, then those after.
		class := "none"
		if r := remarkAfter(s[m[1]:min(next, lineEnd(s, m[1]), m[1]+typeCueAfter)]); r != "" {
			class = firstCue(r)
		}
		if class == "none" {
			class = lastCue(s[max(prev, m[0]-typeCueBefore):m[0]])
		}
		if class == "none" {
			class = firstCue(s[m[1]:min(next, m[1]+typeCueAfter)])
		}
		prev = m[1]
		if class == "none" || class == "" || !typedShaped(class, typedText(s[m[g]:m[g+1]])) {
			continue
		}
		spans = append(spans, span{vi, vj, class})
	}
	return r.maskSpans(s, spans)
}

// remarkAfter returns the remark that rest, the text after an action on its line, opens
// with a comment's or an arrow's mark ("  ← …", "  # …", " // …"), or "".
func remarkAfter(rest string) string {
	t := strings.TrimLeft(rest, " \t)]}\"';")
	for _, mark := range []string{"#", "//", "←", "<-", "-- ", "/*"} {
		if strings.HasPrefix(t, mark) {
			return t[len(mark):]
		}
	}
	return ""
}

// typedText returns the text a quoted value types: a JSON string decoded, else what
// stands between the quotes.
func typedText(q string) string {
	var v string
	if q[0] == '"' && json.Unmarshal([]byte(q), &v) == nil {
		return v
	}
	if q[0] == '\'' || q[0] == '"' {
		return q[1 : len(q)-1]
	}
	return q
}

// lastCue returns the class of the last of typeCues in ctx, "none" when it has none.
func lastCue(ctx string) string {
	low := strings.ToLower(ctx)
	best, class := -1, "none"
	for _, c := range typeCues {
		for e := len(low); ; {
			p := strings.LastIndex(low[:e], c.word)
			if p < 0 {
				break
			}
			if wholeCue(low, p, c.word) {
				if p+len(c.word) > best {
					best, class = p+len(c.word), c.class
				}
				break
			}
			e = p
		}
	}
	return class
}

// firstCue returns the class of the first of typeCues in ctx, "none" when it has none.
func firstCue(ctx string) string {
	low := strings.ToLower(ctx)
	best, class := len(low)+1, "none"
	for _, c := range typeCues {
		for from := 0; from < len(low); {
			p := strings.Index(low[from:], c.word)
			if p < 0 {
				break
			}
			p += from
			if wholeCue(low, p, c.word) {
				if p < best {
					best, class = p, c.class
				}
				break
			}
			from = p + 1
		}
	}
	return class
}

// wholeCue reports whether the cue word found at low[p:] stands as a word: an ASCII
// word's neighbours are no ASCII letters ("pin" is not in "shipping", "tan" not in
// "distance"); other scripts' words are taken where they stand.
func wholeCue(low string, p int, word string) bool {
	if word[0] >= utf8.RuneSelf {
		return true
	}
	e := p + len(word)
	return (p == 0 || !isLetter(low[p-1])) && (e == len(low) || !isLetter(low[e]))
}

// typedShaped reports whether v, typed into a field of class, has the shape of its value.
func typedShaped(class, v string) bool {
	if strings.Contains(v, "{{") || strings.TrimSpace(v) == "" || hiddenMark(v) {
		return false // a placeholder already, nothing, or what a log shows for a password ("********")
	}
	d := strings.ReplaceAll(v, " ", "")
	digits := d != "" && digitsOf(d) == d
	switch class {
	case Password:
		return len(v) >= 4 && len(v) <= 128
	case OTP:
		return otpShaped(v) || digits && len(d) >= 4 && len(d) <= 8
	case PIN:
		return digits && len(d) >= 4 && len(d) <= 8
	case CVV:
		return digits && len(d) >= 3 && len(d) <= 4
	case SSN:
		return idShaped(v)
	}
	return false
}
