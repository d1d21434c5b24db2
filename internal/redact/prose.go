package redact

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
)

// proseWord finds a password named in prose: "the new password is Zorblax94", "wrong
// password Zorblax96", "changed the password to 'x'", "the password was changed to X",
// "Password changed to X", "the password for the staging server is X", "passcode for
// phone support: X", "Temporary password - X", "Temporary password (valid 24h): X", "my pw
// is X", "Gerätepasswort: X", "password -> X", a table's row ("| Password | X |", "<th>Password</th>
// <td>X"), a term and its description ("<dt>Password</dt><dd>X"), an XML element
// ("<password>X</password>"). Group 1 is the keyword, group 2 an optional quote, group 3
// the word after it (up to white space, a quote, "<" or "|").
var proseWord = regexp.MustCompile(`(?i)(\b(?:passwords?|pasword|kennwort|passcode|passphrase|passwd|pwd|pw)|passwort)` + // "Gerätepasswort"
	`(?:\s*\([^()\n]{1,30}\))?` + // "Temporary password (valid 24h):"
	`(?:\s+(?:temporanea|temporaneo|provvisoria|iniziale|temporaire|provisoire|temporal|provisional))?` + // "Password temporanea:"
	`(?:(?:` + markupLink + `)\s*|(?:(?:\s+(?:for|of|für|fuer|vom|von)\s+(?:the\s+|my\s+|your\s+|our\s+|this\s+|that\s+|den\s+|die\s+|das\s+|dem\s+|der\s+)?[\w.@-]+(?:\s+[\w.@-]+)?)?` +
	`(?:\s+(?:is|was|has\s+been|ist|war|lautet|wurde|must\s+be|should\s+be|will\s+be|(?:ko\s+|mo\s+|niya\s+)?ay)|\s*:)(?:\s+(?:now|changed|set|reset|updated|jetzt|nun|ab\s+sofort)){0,2}(?:\s+(?:to|as|auf))?\s*:?` + // Tagalog's "ko ay": mine is
	`|(?:\s+(?:now|changed|set|reset|updated)){1,2}\s+(?:to|as)\s*:?` +
	`|\s+to|\s*(?:[:=|,]|->|→|—|–|-))?\s+)(["'“‘]?)([^\s"'“”‘’<|]{3,64})`)

// markupLink is the markup between a name and its value in a page's HTML or XML: the
// cells of a table's row ("</th><td>"), a term and its description ("</dt><dd>"), a label
// and its value ("Your API key:</p><code>"), a label's emphasis closed before its value
// ("<strong>Password:</strong> X"), an element's opening tag ("<password>",
// `<password enc="no">`).
const markupLink = `\s*:?\s*(?:</[a-z0-9]{1,10}>\s*)+(?:<[a-z0-9]{1,10}(?:\s[^<>]{0,80})?>\s*)*|(?:\s[^<>]{0,80})?>`

// notSecrets are words that follow "password" in prose without being one: "password
// for", "password is required", "password reset link". Lower case.
var notSecrets = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`a an the and or but for from to of in on at by with without
		into onto than then that this these those there here it its is was are were be been
		being has have had do does did not no none never must should will would can could may
		might shall please again also only just now yet still very too any all each every
		some your my our their his her its you me we us them they him he she i
		required incorrect invalid wrong expired missing empty blank mismatch mismatched
		changed reset resets updated saved set sent stored entered typed forgotten forgot
		field fields box input label hint hints policy policies rule rules requirement
		requirements strength manager managers protected protection change changes update
		recovery recover link links page screen form prompt dialog option options settings
		length characters character chars letters digits symbols numbers minimum maximum
		too short long weak strong match matches confirmation confirm confirmed again
		here below above visible hidden shown show hide toggle login log sign signin
		signup account user username email mail expiry expires expiration age history
		reuse same new old current temporary default one-time protected-by none n/a null
		undefined true false yes use using enter type provide give input put fill try when
		if asked ask optional incorrect saved updated show hide shown hidden ok okay error
		invalid success successful failed failure verified unverified weak medium strong
		ändern vergessen falsch erforderlich oublié requis obligatoire olvidada requerida
		click hover select press tap scroll`) { // Mind2Web's "… password -> CLICK"
		notSecrets[w] = true
	}
}

// sentenceEnd are the marks that may close a sentence after a word.
const sentenceEnd = ".,;:!?)]}"

// trimValueEnd drops the marks that close a sentence after a secret's value, but not the
// "!" of a value with a digit: "Gatto99!" is a password as often as a password and a
// mark ("Your new password is Gatto99!"), and keeping it masks the whole of the first.
func trimValueEnd(v string) string {
	t := strings.TrimRight(v, sentenceEnd)
	if t == v || !strings.ContainsAny(t, "0123456789") {
		return t
	}
	k := len(t)
	for k < len(v) && v[k] == '!' {
		k++ // "Gatto99!", "Gatto99!."
	}
	return v[:k]
}

// secretWord reports whether w, the word after a password keyword, can be a password: it
// is not a common word that follows the keyword in prose or in a form's messages (a
// closing sentence mark aside: "Password: Incorrect."), nor a placeholder, nor the dots
// or stars a page shows in a password's place ("Contraseña: ********").
func secretWord(w string) bool {
	bare := strings.TrimRight(w, sentenceEnd)
	return len(w) >= 3 && !notSecrets[strings.ToLower(bare)] && !IsPlaceholder(w) && strings.Trim(w, "*•●·∙") != ""
}

// credentialShape reports whether w looks like a password rather than a word of prose: it
// has a digit or a symbol, or an upper-case letter after its first character.
func credentialShape(w string) bool {
	for i, c := range w {
		if unicode.IsDigit(c) || !unicode.IsLetter(c) || i > 0 && unicode.IsUpper(c) {
			return true
		}
	}
	return false
}

// proseWordIntl finds a password named in prose in other languages: "La contraseña es X",
// "Le mot de passe est X", "A senha é X", "密码：X", "Пароль: X", "Mot de passe : « X »",
// "Usuario: jperez, clave: X", "con la clave X", a chat's "パスは X", Czech "s heslem „X“",
// Greek "τον κωδικό Taxisnet: X", "暗証番号欄には X", Swahili "Nenosiri lako ni X" ("clave", a key too, only before a colon or
// a word of a credential's shape, and French notes' "mdp" only before a colon). Group 1 is the keyword,
// group 2 an optional quote, group 3 the word after it.
var proseWordIntl = regexp.MustCompile(`(?i)(contraseña|contrasena|clave\s+de\s+acceso|clave\s*:|\bclave\b|\bmdp\s*:|mot de passe|mot de pass\b|senha|wachtwoord|lösenord|losenord|passord|` +
	`salasana|iphasiwedi|nenosiri(?:\s+(?:lako|langu|letu|lenu|lao|lake|yako|yangu))?(?:\s+ni\b)?|hasło|haslo|hesl(?:o|em|a|u)\b|\bmk\s*:|jelsz[óo]|парол(?:ь|я|ю|ем|е)|密码|密碼|パスワード|パス(?:は|:|：)|暗証番号欄(?:には|に)?|비밀번호|şifre|sifre|kata\s+sandi|` +
	`كلمة\s+(?:المرور|السر)|باسو?ورد|पासवर्ड|mật\s+khẩu|κωδικ(?:ός|ό|ού)\s+πρόσβασης|συνθηματικ[όο]|` +
	`κωδικ(?:ός|ό|ού)\s+(?-i:\p{Lu}[\p{L}\d-]{1,20})\s*[:：]|κωδικός\s*:)` + // "τον κωδικό Taxisnet: X", a login's "Κωδικός: X"
	`(?:\s+(?:temporaire|provisoire|initial|temporal|provisional|provisoria|temporária|temporaria|provisória|` +
	`tijdelijk|tymczasowe|временный|geçici|gecici|eletrônica|eletronica|electrónica|electronica))?` + // "Mot de passe temporaire :", "Contraseña temporal:"
	// what it opens, before a colon: "пароль для входа в личный кабинет:", "mot de passe pour l'espace client :"
	`(?:\s+(?:для|pour|para|per|voor|för|dla|için|untuk)\s+[^\s:：]{1,30}(?:\s+[^\s:：]{1,30}){0,3}\s*[:：])?` +
	`(?:\s*\d{1,2}\s*(?:자리|桁|位))?` + // its length: "결제 비밀번호 6자리: X", "パスワード8桁："
	`(?:\s*\([^()\n]{1,24}\))?` + // a remark: "Senha eletrônica (6 dígitos): X"
	`\s*(?:(?:c['’]est|es|era|est|était|é|era|ist|is|är|er|on|jest|je|naar|adalah|是|为|為|は|는|은|вв[её]л[аи]?|вводил[аи]?)\s*|["”」]?(?:(?:输入|輸入)?(?:框|栏|欄)(?:中|里|裡|内|には|に)?)?(?:输入|輸入|填入|填写|填寫)了?\s*)?` +
	`[:：=]?\s*(["'“‘「«„]?)[ \x{00A0}\x{202F}]*([^\s\x{3000}"'“”‘’「」«»<>，。、；：！？（）【】]{3,64})`)

// intlPasswordStems are lower-case parts of proseWordIntl's keywords: a text holding none
// is not matched against it.
var intlPasswordStems = []string{"contrase", "clave", "mdp", "mot de pass", "senha", "wachtwoord", "senord", "passord", "salasana",
	"hasł", "haslo", "hesl", "mk:", "mk :", "jelsz", "парол", "密码", "密碼", "パス", "暗証番号", "باسو", "κωδικ", "συνθηματικ", "비밀번호", "şifre", "sifre", "sandi", "كلمة", "पासवर्ड", "mật", "phasiwedi", "nenosiri"}

// proseCode finds a one-time code, a PIN or a card's security code named in prose: "Your
// verification code is 719354", "Verification code: 719354", "Use one-time code 4821",
// "Ihr Bestätigungscode lautet 553120", "The PIN is 9921", "cvv 123", "Amex …, CID 4821",
// and one named for what it opens: "Unlock code for the vault: 9921-4473". Group 1 is a
// name that says a code is secret by itself (a verification, one-time, 2FA, SMS or
// authentication code; "SMS-kode", "Authenticator-kod"), group 2 one that does only with "is" or ":" after it, or with a
// number of the secret's own length (see proseCodePass): a security, access or login
// code, "your code", an OTP, a passcode, a PIN or a SIM's PUK, a bank's TAN or mTAN (in
// capitals: "tan" is a colour), a CVV (American Express's CID only after a card's name). Groups 3 and 4 are the word or the sign that links the name to the number,
// group 5 the number (3 to 8 digits, two groups of four joined by a hyphen, three pairs
// joined by a hyphen, a space or a dot, 4 to 8 digits spaced one by one ("4 8 2 9 1 3"), or
// 5 to 8
// capitals and digits, or two groups of three of them joined by a hyphen: "ABX-72Q"). A
// label's markup before the number links it as ":" does ("<span>Your one-time
// passcode</span><strong>3 8 1 0 9 7</strong>"), and a table's bar does, past a cell of an
// MCP snapshot's ref ("| CVC/CVV | e34 | 406 |").
var proseCode = regexp.MustCompile(`(?i)\b(?:((?:verification|verify|one[- ]time|2fa|sms|authentication|authenticator|mfa|two[- ]factor|2-step|two[- ]step|steam\s+guard)(?:\s+code|-kod(?:e|en)?)|code\s+secret|c[óo]digo\s+secreto|codice\s+segreto|here(?:'s|’s|\s+is)\s+your\s+code|` +
	`pick[- ]?up\s+code|collection\s+code|abholcode|code\s+de\s+retrait|c[óo]digo\s+de\s+(?:recogida|retirada)|kod\s+odbioru|` +
	`kod\s+blik|blik\s+code|code\s+de\s+validation|c[óo]digo\s+de\s+valida[çc][ãa]o|` +
	`bestätigungscode|verifizierungscode|einmalcode|einmal-code|einmalpasswort|código de verificación|codigo de verificacion|` +
	`code de vérification|code de verification|codice di verifica|código de verificação|codigo de verificacao|verificatiecode|` +
	`kod weryfikacyjny|doğrulama kodu(?:nuz)?|dogrulama kodu(?:nuz)?|(?:password\s+)?reset\s+code|tokencode|` +
	`code (?:à|a) usage unique|codice monouso|c[óo]digo de (?:un solo|[úu]nico) uso|clave (?:de un solo uso|din[áa]mica)|kod jednorazowy|jednorazowy kod|eenmalige code|` +
	// an agent's note of the code it entered: "Entered the code 529184", "wpisano kod 529 184"
	`(?:entered|typed|keyed\s+in|input|inputted|submitted|filled\s+in)\s+(?:the\s+|this\s+|that\s+|my\s+)?code|` +
	`(?:wpisa(?:no|łem|łam|ł|ła)|wprowadzi(?:łem|łam|ł|ła)|wprowadzono|poda(?:no|łem|łam))\s+kod|` +
	`(?:ingres[ée]|ingresó|introduje|introdujo|tecle[ée]|escrib[ií]|digitei|digitou|inseri|inseriu|informei|introduzi|introduziu)\s+(?:el\s+|o\s+)?(?:c[óo]digo|pin)|` +
	`(?:inserito|digitato|immesso)\s+il\s+codice|(?:saisi|entré|tapé|rentré)\s+le\s+code|` +
	// a page's or a message's prompt to enter it: "Saisissez le code : …", "inserisci questo codice nell'app: …"
	`(?:saisissez|entrez|tapez|renseignez|saisis|inserisci|inserire|digita|introduce|introduzca|ingresa|ingrese|digite|insira|wpisz|wprowadź)\s+` +
	`(?:le\s+|ce\s+|il\s+|questo\s+|el\s+|este\s+|o\s+|esse\s+|ten\s+)?(?:code|codice|c[óo]digo|kod)(?:\s+(?:nell['’]app|dans\s+l['’]app(?:lication)?|en\s+la\s+app|no\s+app|w\s+aplikacji))?)|` +
	`((?:votre|ton|vos|tu|su|seu|teu|o seu|o teu|il tuo|il suo|tuo|suo|uw|je|jouw|tw[óo]j|pana|pani|din|ditt)\s+(?:code|c[óo]digo|codice|kod)|` +
	`(?:il\s+)?codice|k[oó]d|c[óo]digo de (?:acceso|acesso)|codice di accesso|code d['’]acc[èe]s|code de confirmation|c[óo]digo de confirmaci[óo]n|c[óo]digo de confirma[çc][ãa]o|codice di conferma|bevestigingscode|` +
	`(?:security|access|login|log[- ]in|sign[- ]in|confirmation|auth|your|magic|dein|ihr|whatsapp|telegram|signal|viber|wechat|discord|` +
	`instagram|facebook|tiktok|snapchat|steam|twitch|paypal|venmo|door|front door|gate|lockbox|lock box|key ?box|keypad|garage|padlock|alarm|house alarm|disarm|unlock)\s+code|otp|` +
	`deaktivierungscode|entsperrcode|türcode|tuercode|torcode|alarmcode|2fa|two[- ]factor|` +
	`passcode|(?:m|upi\s+)?pin(?:[\s-]+(?:code|number|код|kod|kód|código|codice)|\s?[碼码]|\s?[12])?(?:\s+(?:dispositivo|del\s+dispositivo|della\s+carta|bancomat|de\s+(?:la\s+)?tarjeta|do\s+cart[ãa]o))?|` +
	`clave\s+(?:de(?:l)?\s+cajero|pin)|pincode|puk(?:\s?[12])?|cid|cvv2?(?:[\s-]+code)?|cvc2?(?:[\s-]+code)?|csc|card\s+(?:verification|security)\s+(?:value|code|number)|sicherheitscode|anmeldecode|inlogcode|(?-i:m?TAN|(?:mobile|push|sms|chip|photo)-?TAN|TAC)|` +
	`prüfnummer|kartenprüfnummer|prüfziffer|cryptogramme(?: visuel)?|crypto|beveiligingscode|codice di sicurezza|código de segurança|codigo de seguranca|` +
	`código de seguridad|codigo de seguridad|code de sécurité|code de securite|code de connexion|güvenlik kodu|guvenlik kodu|código|codigo|mã|(?m:^)[ \t>*-]*code|[.!?]\s+code))` +
	`\)?` + // "Personal identification number (PIN): 7391"
	`(?:\s+(?:yangu|yako|yake|ko|mo|niya))?` + // whose, after the name: Swahili "PIN yangu ni 7719", Tagalog "MPIN ko 4821"
	`(?:[ \t]*\([^()\n]{1,24}\))?(?:\s+(?:for|of|para|pour|per|für|voor|dla|pro|ya)\s+(?:(?:the|your|my|our|tu|su|la|el|le|ta|ton|votre|il|lo|deine?|ihre?|die|den|uw|je)\s+)?[\p{L}\d'’-]{1,20}(?:\s+[\p{L}\d'’-]{1,20})?)?(?:\s+(c['’]est(?:\s+le)?|est\s+le|es\s+el|è\s+il|is|was|lautet|ist|es|est|è|é|to|jest|ni|là|ay|était|etait|(?:anda\s+)?(?:ialah|adalah)|(?:has\s+been\s+|was\s+)?(?:changed|reset|set|updated)\s+to)\s*:?\s*|\s*([:=]|\|(?:\s*e\d{1,5}\s*\|)?|,\s*(?:enter|use|type)\b|(?:\s*</?(?:b|strong|em|i|u|span|code|mark|font|p|div|td|th|dd|dt|label)\b[^<>]{0,60}>)+)\s*|\s+)` +
	`(?:<(?:b|strong|em|i|u|span|code|mark|font)\b[^<>]{0,60}>\s*){0,2}` + // "lautet <b>5512 0931</b>"
	`(?:\[[ \t]*)?` + // a box drawn in text: "Google Authenticator-kod: [ 318604 ]"
	`(\d{3}[- ]\d{3}[- ]\d{3}\b|\d{3}[- .]\d{3}\b|\d{2}[- ]\d{2}[- ]\d{2}\b|\d{2}\.\d{2}\.\d{2}\b|\d{4}[-.]\d{4}\b|\d(?: \d){3,7}\b|\d{3,8}|(?-i:[A-Z0-9]{3}-[A-Z0-9]{3}|[A-Z0-9]{4}-[A-Z0-9]{4}|[A-Z0-9]{5,8}))\b`)

// proseCodePass masks the number after a one-time code's, a PIN's or a CVV's name in prose
// (SPEC §8): {{otp}}, {{pin}} after "PIN", {{cvv}} after "CVV", "CVC", "CSC" or a security
// code of 3 digits. A name that needs a link masks without one a number of its secret's
// length only: an OTP or passcode of 6–8 digits and a TAN of 6 ("OTP 493817", "Use the TAN
// 492817"; not "OTP 2024 conference", "Mr TAN 91234567"), a PIN of 4 ("PIN 4821", not the postal "PIN 560001" nor "pin
// code 560001") and a PUK of 8 ("PIN 4821, PUK 73920184"), a security
// code of 3 ("security code 123", "Sicherheitscode 321"; not "the security code 1234
// error").
func (r *Redactor) proseCodePass(s string) []seg {
	if len(s) < 7 || !strings.ContainsAny(s, "0123456789") {
		return nil
	}
	if !namesCode(s) {
		return nil
	}
	b := builder{s: s}
	for _, m := range proseCode.FindAllStringSubmatchIndex(s, -1) {
		linked := m[6] >= 0 || m[8] >= 0
		num := s[m[10]:m[11]]
		var name string
		if m[2] >= 0 {
			name = s[m[2]:m[3]]
		} else {
			name = s[m[4]:m[5]]
		}
		lowName := strings.ToLower(name)
		bare := strings.Join(strings.Fields(strings.TrimLeft(lowName, " \t\r\n>*-.!?")), " ")
		if (bareCodeNames[bare] || !linked && (bare == "código" || bare == "codigo")) && !nearSMSContext(s, m[0], m[1]) {
			continue // "Code: 100234" of a product, "code: 40001" of an API's error, "Il codice è 100234"
		}
		if strings.EqualFold(name, "cid") && !containsAny(asciiLower(s[max(0, m[0]-120):m[0]]), "amex", "american express", "card") {
			continue // American Express's CID is a card's security code; a CID alone is a customer's or a caller's id
		}
		if strings.EqualFold(name, "crypto") && !cardExpiryBefore.MatchString(s[max(0, m[0]-24):m[0]]) {
			continue // French chats' "crypto" after a card's "exp 09/27" only; crypto is money too
		}
		if m[11]+1 < len(s) && strings.IndexByte("-/.", s[m[11]]) >= 0 && isAlnum(s[m[11]+1]) {
			continue // a date or a version: "Dein Code: 2024-12-31"; a product's "code 4521-A"
		}
		if len(num) == 8 && num[2] == '.' && dottedDate(num) {
			continue // "Code gültig bis 12.05.24": a date; "48.29.13" is a code in pairs
		}
		if len(num) == 9 && num[4] == '-' && year(num[:4]) && year(num[5:]) {
			continue // years: "Access code for the season: 2024-2025"
		}
		if strings.Contains(lowName, "alarm") && faultCode(s[m[11]:]) {
			continue // "Alarm code 1010: spindle overheat", a machine's fault
		}
		if phoneGroups(s, m[10], m[11]) {
			continue // three digits of a phone number ("212-555-0199"), not a code's two groups
		}
		if !linked && valueFollows(s[m[11]:]) {
			continue // what the code is for: "Verification code for order 1124: {{otp}}"
		}
		digits := len(digitsOf(num))
		if digits < len(num)-strings.Count(num, " ")-strings.Count(num, "-")-strings.Count(num, ".") {
			// Letters and digits ("K7X9QP"): a code only after a name that says it is secret
			// by itself, linked to it, with two letters and two digits or more ("FAILED1" is
			// a word).
			if m[2] < 0 && !alnumCodeName(name) || !linked || digits < 2 || len(num)-digits < 2 {
				continue
			}
			if len(num) == 9 && strings.EqualFold(name, "access code") {
				continue // "Internet access code: 7KX2-9QPM", a network's key: networkKeyPass's
			}
			digits = 6
		}
		if strings.HasSuffix(lowName, "tan") && !linked && !bankContext(s, m[0], m[1]) {
			continue // a colour: "Sneaker Low Top TAN 482913 – Größe 42"
		}
		if strings.HasPrefix(lowName, "pin") && indianPostal(s, m[10], m[11]) {
			continue // India's postal PIN code beside a delivery's or an address's words
		}
		class := codeClass(strings.TrimLeft(lowName, " \t\r\n>*-.!?"), digits, linked || m[2] >= 0)
		if class == "" {
			continue // "the security code 1234 error", "PIN code 560001 Mumbai"
		}
		b.add(m[10], m[11], r.mask(num, class))
	}
	out := b.done()
	if out == nil && strings.Contains(s, "TAN") {
		return r.tanPhrasePass(s)
	}
	return out
}

// cardExpiryBefore matches a card's expiry written just before a security code's name:
// "exp 09/27 ", "expire 09/2027 ".
var cardExpiryBefore = regexp.MustCompile(`(?i)\bexp\w*\.?\s*:?\s*\d{2}\s*/\s*(?:\d{2}|\d{4})[\s,;]*$`)

// valueFollows reports whether after, the text after a number, links it to a value that
// is a number or a placeholder (": 582913", " is {{otp}}"): the number named what the
// value is for. The link may end the text, a placeholder a piece of its own after it.
func valueFollows(after string) bool {
	after = strings.TrimLeft(after, " \t")
	rest, ok := strings.CutPrefix(after, ":")
	if !ok {
		for _, w := range []string{"is ", "est ", "es ", "è ", "ist ", "lautet ", "é "} {
			if rest, ok = strings.CutPrefix(after, w); ok {
				break
			}
		}
	}
	rest = strings.TrimLeft(rest, " \t")
	return ok && (rest == "" || strings.HasPrefix(rest, "{{") || isDigit(rest[0])) // "": the piece ends where a placeholder was put
}

// tanPhrase matches a bank's TAN said to be a number after words about what it confirms
// ("Ihre mobileTAN für die Überweisung über 1.250,00 EUR lautet 538297"): the TAN's name
// in capitals, up to 80 bytes of its sentence, "lautet", "ist" or "is" (a colon may
// follow), and six digits (group 1).
var tanPhrase = regexp.MustCompile(`\b(?:m|mobile|push|sms|chip|photo)?-?TAN\b(?:[^\n.!?]|\.\d){0,80}?\s(?:lautet|ist|is)\s*:?\s*(\d{6})\b`)

// tanPhrasePass masks the TANs tanPhrase finds, beside a bank's words (bankContext), in a
// text proseCodePass masked nothing in.
func (r *Redactor) tanPhrasePass(s string) []seg {
	var spans []span
	for _, m := range tanPhrase.FindAllStringSubmatchIndex(s, -1) {
		if bankContext(s, m[0], m[1]) { // not "Sneaker TAN leather is 482913 in stock"
			spans = append(spans, span{m[2], m[3], OTP})
		}
	}
	return r.maskSpans(s, spans)
}

// bareCodeNames are the names of a code that say nothing of its kind ("Code", "Il codice",
// Polish "Kod"): proseCodePass masks the number after one only where the text says not to
// share it (nearSMSContext).
var bareCodeNames = map[string]bool{"code": true, "codice": true, "il codice": true, "kod": true, "kód": true}

// phoneGroups reports whether the number s[i:j], groups joined by a space or a hyphen
// ("212-555", "12 34 56"), is part of a phone number: a digit group before it, or after it
// a group of four or more digits ("212-555-0199") or one more group of three and another
// ("912 345 678 9…"); a group alone with two groups or more after it. Three groups of
// three alone ("482 913 207") and a number of minutes after the code ("381 945 15
// minutos") are no phone.
func phoneGroups(s string, i, j int) bool {
	num := s[i:j]
	if !strings.ContainsAny(num, "- ") {
		return digitGroupsAfter(s, j) >= 2 // one group of a longer number: "2634 118 9021", a Webex meeting's
	}
	if i >= 2 && strings.IndexByte("- ", s[i-1]) >= 0 && isDigit(s[i-2]) {
		return true
	}
	if j+1 >= len(s) || strings.IndexByte("- ", s[j]) < 0 || !isDigit(s[j+1]) {
		return false
	}
	if len(num) == 9 && (num[4] == '-' || num[4] == ' ') {
		return false // two groups of four: no phone is written so
	}
	k := j + 1
	for k < len(s) && isDigit(s[k]) {
		k++
	}
	return k-j-1 >= 4 || k-j-1 == 3 && (strings.Count(num, " ")+strings.Count(num, "-") >= 2 ||
		k+1 < len(s) && strings.IndexByte("- ", s[k]) >= 0 && isDigit(s[k+1]))
}

// postalWords, near a "PIN code" of six digits, make it India's postal code.
var postalWords = []string{"address", "post office", "gpo", "courier", "pincode", "district", "locality",
	"cash on delivery", "postal", "india post", "pin code of", "pin code for", "area", "city", "nagar",
	"bengaluru", "bangalore", "mumbai", "delhi", "chennai", "kolkata", "hyderabad", "pune"}

// indianPostal reports whether s[i:j] is six digits of India's postal index (the first 1
// to 8) with a delivery's or an address's words within 100 bytes (postalWords).
func indianPostal(s string, i, j int) bool {
	if j-i != 6 || !isDigits(s[i:j]) || s[i] == '0' || s[i] == '9' {
		return false
	}
	return containsAny(asciiLower(s[max(0, i-100):min(len(s), j+100)]), postalWords...)
}

// digitGroupsAfter counts the groups of three digits or more that go on a number ending at
// s[j], each after the same one space or hyphen ("2634| 118 9021" has 2; "4821| 1234-5678"
// and "4821| 9137 15 minutes" have 1).
func digitGroupsAfter(s string, j int) int {
	n, sep := 0, byte(0)
	for j+1 < len(s) && (s[j] == ' ' || s[j] == '-') && isDigit(s[j+1]) {
		if sep != 0 && s[j] != sep {
			break
		}
		sep = s[j]
		k := j + 1
		for k < len(s) && isDigit(s[k]) {
			k++
		}
		if k-j-1 < 3 {
			break
		}
		n++
		j = k
	}
	return n
}

// bankWords are the words around a bank's TAN ("Use the TAN 492817 to confirm the
// transfer"), lower case.
var bankWords = []string{"transfer", "überweisung", "ueberweisung", "zahlung", "payment", "bank", "auftrag", "confirm",
	"bestätig", "freigabe", "authoriz", "authoris", "transaction", "konto", "account"}

// bankContext reports whether the text around s[i:j] holds a word of bankWords or says a
// code is not to be shared (nearSMSContext).
func bankContext(s string, i, j int) bool {
	around := strings.ToLower(s[max(0, i-80):min(len(s), j+80)])
	return containsAny(around, bankWords...) || nearSMSContext(s, i, j)
}

// dottedDate reports whether n, "dd.dd.dd", may be a date: a day and a month in either
// order.
func dottedDate(n string) bool {
	a, b := atoi2(n[0:2]), atoi2(n[3:5])
	return a >= 1 && b >= 1 && (a <= 31 && b <= 12 || a <= 12 && b <= 31)
}

// atoi2 returns the value of two ASCII digits.
func atoi2(d string) int { return int(d[0]-'0')*10 + int(d[1]-'0') }

// alnumCodeName reports whether name (proseCode's group 2) names a code of letters and
// digits when linked to it: "Your Microsoft account security code is K7X9QP".
func alnumCodeName(name string) bool {
	low := strings.ToLower(name)
	return low == "security code" || low == "login code" || low == "sign-in code" || low == "sign in code" || low == "access code"
}

// cardSecurityCode are the names of a security code that, with 3 digits, is a card's CVV.
var cardSecurityCode = map[string]bool{"security code": true, "sicherheitscode": true, "código de seguridad": true,
	"codigo de seguridad": true, "code de sécurité": true, "code de securite": true, "prüfnummer": true,
	"kartenprüfnummer": true, "prüfziffer": true, "cryptogramme": true, "cryptogramme visuel": true, "crypto": true,
	"beveiligingscode": true, "codice di sicurezza": true, "código de segurança": true, "codigo de seguranca": true,
	"güvenlik kodu": true, "guvenlik kodu": true}

// codeClass is the class of a number of n digits after the code's name (lower case) in
// prose, linked to it by "is" or ":" (or named secret by itself); "" when it is no secret.
func codeClass(name string, n int, linked bool) string {
	fields := strings.Fields(name)
	switch {
	case strings.HasPrefix(name, "cvv") || strings.HasPrefix(name, "cvc") || name == "csc" || name == "cid" || strings.HasPrefix(name, "card "):
		// "Card verification value 912", "card security code: 912"
		if n <= 4 {
			return CVV
		}
		return ""
	case n < 4:
		if cardSecurityCode[strings.Join(fields, " ")] {
			return CVV // "security code 123" on a card form
		}
		return ""
	case name == "pincode":
		if linked && n <= 5 {
			return PIN // Dutch "Uw pincode is 4829"; India's postal pincode has six digits
		}
		return ""
	case strings.HasPrefix(name, "pin") || strings.HasPrefix(name, "mpin") || strings.HasPrefix(name, "upi pin") || strings.HasPrefix(name, "puk") ||
		strings.HasPrefix(name, "clave") && (strings.Contains(name, "cajero") || strings.HasSuffix(name, "pin")):
		// unlinked: a PIN of 4 or 5 digits, a wallet's MPIN or UPI PIN of 4 to 6, Taiwan's "PIN 碼" of 4 to 8, a PUK of 8
		if linked || name == "pin" && (n == 4 || n == 5) || (name == "mpin" || name == "upi pin") && n >= 4 && n <= 6 ||
			strings.HasSuffix(name, "碼") && n >= 4 && n <= 8 || strings.HasPrefix(name, "puk") && n == 8 {
			return PIN
		}
		return ""
	case linked && doorWords[fields[0]]:
		return PIN // "Door code: 1937#", "the gate code is 2580"
	case fields[0] == "unlock" && n <= 8 || germanDoorCodes[name] && n <= 8:
		return PIN // a phone's or a SIM's: "Unlock code: 482193", "Phone unlock code 4821"
	case linked:
		return OTP
	case strings.HasSuffix(name, "tan") && n == 6: // a TAN has six digits; "Mr TAN 91234567" is a name and a phone
		return OTP
	case (name == "otp" || name == "passcode" || name == "código" || name == "codigo" || name == "your code" || bareCodeNames[strings.Join(fields, " ")]) && n >= 6:
		return OTP // a bare "Code" here begins a line or a sentence of a message that says not to share it
	case n >= 6 && len(fields) == 2 && fields[1] == "code" && containsAny(fields[0], "login", "log-in", "sign-in", "signin", "auth"):
		return OTP // "Sign-in code 482915": no link, but a code's length
	case n >= 6 && len(fields) == 2 && fields[1] == "code" && messengerNames[fields[0]]:
		return OTP // "WhatsApp code 381-904": a messenger's code is its sign-in's
	}
	return ""
}

// messengerNames are the services whose "<name> code" of six digits is a sign-in's
// one-time code (proseCode's names).
var messengerNames = map[string]bool{"whatsapp": true, "telegram": true, "signal": true, "viber": true, "wechat": true,
	"discord": true, "instagram": true, "facebook": true, "tiktok": true, "snapchat": true}

// germanDoorCodes are German names of a door's, a gate's or an alarm's code, and of an
// unlock code ("Deaktivierungscode 83519"): a PIN with or without a link.
var germanDoorCodes = map[string]bool{"deaktivierungscode": true, "entsperrcode": true, "türcode": true, "tuercode": true,
	"torcode": true, "alarmcode": true}

// doorWords are the first words of the names of a door's, a gate's, a lockbox's or a house
// alarm's code.
var doorWords = map[string]bool{"door": true, "front": true, "gate": true, "lockbox": true, "lock": true, "key": true,
	"keybox": true, "keypad": true, "garage": true, "padlock": true, "alarm": true, "house": true, "disarm": true}

// faultCode reports whether the text after an alarm code's number describes a fault, as a
// machine's alarm codes are listed ("1010: spindle overheat", "1010 - low battery",
// "1010 = E-stop"), or names it one ("1010 fault", "1010 error"); a house alarm's code is
// told to be entered ("7146", "7146#", "7146 to disarm").
func faultCode(after string) bool {
	after = strings.TrimLeft(after, " \t")
	if after != "" && strings.IndexByte(":-=", after[0]) >= 0 || strings.HasPrefix(after, "–") || strings.HasPrefix(after, "—") {
		return true
	}
	low := strings.ToLower(after)
	return strings.HasPrefix(low, "fault") || strings.HasPrefix(low, "error") || strings.HasPrefix(low, "warning")
}

// namesCode is a quick check that s may hold a word proseCode begins with: "code" (also
// in "passcode", "Bestätigungscode", "código"), "codice", "cvv", "cvc", "csc", "2fa",
// "factor", or "pin", "otp", "tan", "mtan" at a word's start.
func namesCode(s string) bool {
	low := asciiLower(s)
	if strings.Contains(low, "code") || strings.Contains(low, "digo") || strings.Contains(low, "codice") || strings.Contains(low, "kod") || strings.Contains(low, "kód") ||
		strings.Contains(low, "cvv") || strings.Contains(low, "cvc") || strings.Contains(low, "csc") || strings.Contains(low, "puk") || strings.Contains(low, "cid") ||
		strings.Contains(low, "prüf") || strings.Contains(low, "crypto") || strings.Contains(low, "clave") || strings.Contains(low, "card verification") || strings.Contains(low, "kodu") ||
		strings.Contains(low, "2fa") || strings.Contains(low, "factor") {
		return true
	}
	if strings.Contains(low, "mpin") || strings.Contains(low, "tac ") || strings.Contains(low, "mã là") {
		return true // a wallet's MPIN, Malaysia's TAC, Vietnamese "the code is"
	}
	for _, w := range []string{"pin", "otp", "tan", "mtan"} {
		for i := strings.Index(low, w); i >= 0; {
			if i == 0 || !isLetter(low[i-1]) {
				return true
			}
			j := strings.Index(low[i+1:], w)
			if j < 0 {
				break
			}
			i += 1 + j
		}
	}
	return false
}

// prosePass masks the word after "password" (is, was, to) in prose when it has the shape
// of a credential, or is quoted, and is not a common word (SPEC §8): "wrong password
// Zorblax96", "the new password is 'opensesame'". A plain word stays ("password manager",
// "password hunter"): Learn reads the task text for those, as a task names its secrets.
func (r *Redactor) prosePass(s string) []seg {
	if len(s) < 12 {
		return nil
	}
	if low := asciiLower(s); !strings.Contains(low, "pass") && !strings.Contains(low, "pasw") && !strings.Contains(low, "kennwort") && !namesPW(low) {
		return nil
	}
	return r.maskProseWords(s, proseWord)
}

// namesPW reports whether low (lower case) holds the word "pw" or "pwd" (not in an
// identifier: "data_pw_test").
func namesPW(low string) bool {
	for i := strings.Index(low, "pw"); i >= 0; {
		j := i + 2
		if j < len(low) && low[j] == 'd' {
			j++
		}
		if (i == 0 || !isAlnum(low[i-1]) && low[i-1] != '_') && (j == len(low) || !isAlnum(low[j]) && low[j] != '_') {
			return true
		}
		k := strings.Index(low[i+2:], "pw")
		if k < 0 {
			break
		}
		i += 2 + k
	}
	return false
}

// prosePassIntl is prosePass in other languages (proseWordIntl).
func (r *Redactor) prosePassIntl(s string) []seg {
	if len(s) < 8 {
		return nil
	}
	low := asciiLower(s) // no copy unless it has capitals
	if !isASCII(s) {
		low = strings.ToLower(s)
	}
	if !slices.ContainsFunc(intlPasswordStems, func(st string) bool { return strings.Contains(low, st) }) {
		return nil
	}
	return r.maskProseWords(s, proseWordIntl)
}

// maskProseWords masks the word of each match of re (groups as proseWord's) that has the
// shape of a credential or is quoted, and is no common word.
func (r *Redactor) maskProseWords(s string, re *regexp.Regexp) []seg {
	b := builder{s: s}
	// A match whose word is no password is read on from its keyword's end, not its own:
	// the word may hold the next keyword ("修改登录密码\n原登录密码：X", where "原登录密码" is
	// the first one's word).
	for from := 0; from < len(s); {
		m := re.FindStringSubmatchIndex(s[from:])
		if m == nil {
			break
		}
		for k := range m {
			if m[k] >= 0 {
				m[k] += from
			}
		}
		from = m[3]
		if before := asciiLower(s[max(0, m[2]-9):m[2]]); strings.HasSuffix(before, "one time ") || strings.HasSuffix(before, "one-time ") {
			continue // a one-time password is a code: proseCodePass masks it as one
		}
		i, j := m[6], m[7]
		quoted := m[5] > m[4]
		if q := s[m[4]:m[5]]; (q == `"` || q == "'") && strings.Count(s[max(0, m[2]-24, strings.LastIndexByte(s[:m[2]], '\n')+1):m[2]], q)%2 == 1 {
			quoted = false // the keyword's own closing quote: `the "支付密码" box` (quotes of its line only)
		} else if before := s[max(0, m[2]-48):m[2]]; q == "“" && strings.Count(before, "„") > strings.Count(before, "“") {
			quoted = false // German and Czech quotes open with „ and close with “: „Zapomenuté heslo“
		}
		if quoted { // a quoted passphrase runs to its closing quote: 'correct horse battery staple'
			if end := strings.IndexAny(s[i:], "\"'”’」»\n"); end > 0 && end <= 128 {
				j = i + len(strings.TrimRight(s[i:i+end], " \u00a0\u202f")) // "« Soleil#2024 »"
			}
		}
		w := s[i:j]
		if link := s[m[3]:m[4]]; strings.Contains(link, "\n") && strings.TrimSpace(link) == "" && tableHeader(s, m[2]) {
			continue // a header row's last name, "site,username,password", and the next row
		} else if (link == "\t" || link == ",") && headerRow(s, m[2], link[0], s[i:j]) {
			continue // a name in a header row, "Title\tUsername\tPassword\tURL", and the next name
		}
		if strings.EqualFold(s[m[2]:m[3]], "clave") && !strings.ContainsFunc(s[i:j], unicode.IsLetter) {
			continue // "La clave 2024 del proyecto": a key without a colon is a word of its shape
		}
		if isDigits(strings.TrimRight(w, sentenceEnd)) && len(w) > 16 {
			continue // no numeric password has more than 16 digits (gapValue)
		}
		if strings.EqualFold(s[m[2]:m[3]], "pwd") && strings.Contains(s[m[3]:m[4]], "\n") {
			continue // the shell's pwd, and the folder it printed on the next line
		}
		if !quoted && strings.HasSuffix(w, ":") && strings.TrimSpace(s[m[3]:m[4]]) == "" {
			continue // a label's next word: "Password Wi-Fi: X" (gapPass reads on)
		}
		cell := strings.ContainsAny(s[m[3]:m[4]], "<>|") // a table's cell, an element's text
		if cell {
			// The value is the whole cell, up to its end: not "6-20" of "<small>6-20
			// characters</small>", nor a date or an algorithm's name.
			if rest := strings.TrimLeft(s[j:], " \t"); rest != "" && rest[0] != '<' && rest[0] != '|' && rest[0] != '\n' && rest[0] != '\r' ||
				notCellSecret(w) {
				continue
			}
		} else if !quoted { // a closing sentence mark is not part of the word
			w = trimValueEnd(w)
			j = i + len(w)
		}
		if !quoted && strings.TrimSpace(s[m[3]:m[4]]) == "," && (j >= len(s) || s[j] != ',' || len(w) < 6) {
			// A password set off by commas ("the same password, X, for all") closes with
			// one and is no short word; "your password, 2FA settings", "password, 2FA, and
			// backup codes" list.
			continue
		}
		if !secretWord(w) || exampleValue(w) || !quoted && (!strings.ContainsFunc(w, isAlnumRune) || !credentialShape(w) || hyphenPair(w) || strings.ContainsRune("([{<-)]}", rune(w[0])) || strings.HasSuffix(w, "=") || locatorWord(w) || dateWord(w) ||
			codeCall(strings.TrimRight(w, ")]")) || algorithmName.MatchString(w)) {
			// "Password (optional)", "Password [required]" are prose; "password = getpass()"
			// code; "passwd --stdin", "get-login-password --region" a flag; `<password enc=`
			// an attribute
			continue
		}
		b.add(i, j, r.mask(w, Password))
		from = max(from, j)
	}
	return b.done()
}

// tableHeader reports whether the keyword at s[at:] ends a line of names parted by commas,
// tabs or bars (CSV, a sheet's or a text table's): a table's header row, whose next line
// is a row of values (tablePass reads them), its first cell no password.
func tableHeader(s string, at int) bool {
	start := strings.LastIndexByte(s[:at], '\n') + 1
	return strings.ContainsAny(s[start:at], ",\t|")
}

// headerRow reports whether the keyword at s[at:] stands in a line of three or more cells
// parted by sep, not first among them, and the cell after it, w, is a name of letters only
// ("Title\tUsername\tPassword\tURL": a table's header row, whose rows tablePass reads); a
// line of names and values ("Login\tjdoe\tPassword\tS3cret!x") is none.
func headerRow(s string, at int, sep byte, w string) bool {
	start := strings.LastIndexByte(s[:at], '\n') + 1
	end := strings.IndexByte(s[at:], '\n')
	if end < 0 {
		end = len(s)
	} else {
		end += at
	}
	return strings.IndexByte(s[start:at], sep) >= 0 && strings.Count(s[start:end], string(sep)) >= 2 &&
		!strings.ContainsFunc(w, func(r rune) bool { return !unicode.IsLetter(r) && r != '_' })
}

// hyphenPair reports whether w is a compound adjective of two lower-case words, as prose
// says one of a password ("The password is case-sensitive", "is auto-generated",
// adjectiveEnds); a passphrase ("correct-horse", "correct-horse-battery-staple") is none.
func hyphenPair(w string) bool {
	a, b, ok := strings.Cut(strings.TrimRight(w, sentenceEnd), "-")
	return ok && len(a) >= 2 && strings.Trim(a, "abcdefghijklmnopqrstuvwxyz") == "" && adjectiveEnds[b]
}

// adjectiveEnds are the second words of the compounds prose says of a password
// ("case-sensitive", "auto-generated", "user-defined", "read-only", "one-time").
var adjectiveEnds = map[string]bool{"sensitive": true, "insensitive": true, "generated": true, "defined": true,
	"only": true, "protected": true, "based": true, "time": true, "set": true, "specific": true, "wide": true,
	"level": true, "enabled": true, "disabled": true, "required": true, "friendly": true, "free": true, "less": true}

// algorithmName matches the names of hashing, ciphers and protocols a settings table puts
// in a password's row ("PBKDF2-SHA256", "Argon2id", "WPA2-Personal", "SHA-256").
var algorithmName = regexp.MustCompile(`(?i)^(?:sha|md[245]|pbkdf|argon|bcrypt|scrypt|wpa|wep|oauth|aes|rsa|hmac|tls|ssl|ntlm|kerberos|saml|oidc)[\w-]*$`)

// notCellSecret reports whether a table cell's value is no password by its shape: a date
// or a number ("2024-01-15"), a character reference ("&#9679;" of masked dots), an
// algorithm's name (algorithmName).
func notCellSecret(w string) bool {
	return strings.Trim(w, "0123456789-/.: ") == "" || strings.HasPrefix(w, "&#") || algorithmName.MatchString(w)
}

// nearSMSContext reports whether the text around s[i:j] says what a code is for or not to
// share it (smsContext), 160 bytes either side.
func nearSMSContext(s string, i, j int) bool {
	around := asciiLower(s[max(0, i-160):min(len(s), j+160)])
	for _, c := range smsContext {
		if strings.Contains(around, c) {
			return true
		}
	}
	return false
}

// appPassword matches a Google app password, four groups of four lower-case letters
// ("abcd efgh ijkl mnop", group 1), after a password's label on its line ("App password:
// …", "Password is …"; not "This password will only work once") or alone on its line
// (group 2) below a line that names an app password.
var appPassword = regexp.MustCompile(`(?i:password)[ \t]*(?:is[ \t]*:?|:|—|-)[ \t]*\b([a-z]{4} [a-z]{4} [a-z]{4} [a-z]{4})\b|(?m:^)[ \t]*([a-z]{4} [a-z]{4} [a-z]{4} [a-z]{4})[ \t]*\r?(?m:$)`)

// appPasswordPass masks the app passwords appPassword finds (SPEC §8): one alone on its
// line only when one of the three lines before it says "app password".
func (r *Redactor) appPasswordPass(s string) []seg {
	if len(s) < 19 || !strings.Contains(asciiLower(s), "password") {
		return nil
	}
	b := builder{s: s}
	for _, m := range appPassword.FindAllStringSubmatchIndex(s, -1) {
		i, j := m[2], m[3]
		if i < 0 {
			if i, j = m[4], m[5]; !saidAbove(s, m[0], "app password", 3) {
				continue
			}
		}
		b.add(i, j, r.mask(s[i:j], Password))
	}
	return b.done()
}

// saidAbove reports whether the line of s that s[at] begins or one of the n lines above it
// holds phrase (lower case).
func saidAbove(s string, at int, phrase string, n int) bool {
	above := s[:at]
	for range n + 1 {
		nl := strings.LastIndexByte(above, '\n')
		if strings.Contains(asciiLower(above[nl+1:]), phrase) {
			return true
		}
		if nl < 0 {
			return false
		}
		above = above[:nl]
	}
	return false
}
