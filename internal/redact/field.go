package redact

import (
	"regexp"
	"slices"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// Field describes the input a value was typed into (SPEC §8). Every member may be empty; the
// more are set, the better [Classify] can tell a password box from a search box.
type Field struct {
	// Selector is the recorded locator of the field in any recorder's syntax
	// ("input#password", "css=[name=cc-number]", "aria/Card number").
	Selector string
	// XPath is the recorded XPath, absolute or relative.
	XPath string
	// Role is the ARIA role: "textbox", "searchbox", "combobox", "spinbutton", …
	Role string
	// Name is the accessible name ("Email address").
	Name string
	// Label is the text of the field's <label>.
	Label string
	// Placeholder is the placeholder attribute when it is not in Attributes.
	Placeholder string
	// Text is the element's visible text as a recorder saw it (of a field, often its label).
	Text string
	// Attributes are the element's HTML attributes by lower-case name: type, name, id,
	// autocomplete, aria-label, data-testid, class, …
	Attributes map[string]string
}

// Placeholder names used by this package (SPEC §8). A masked value becomes "{{name}}"; the
// n-th distinct value of the same class in one trace becomes "{{name_n}}" (n ≥ 2), so a
// replayed pattern can ask for each input separately. [Token] is the exception: every
// credential-shaped value becomes plain "{{token}}".
const (
	Password   = "password"    // passwords, passcodes, passphrases; password=… pairs
	OTP        = "otp"         // one-time codes, 2FA/MFA/verification codes
	PIN        = "pin"         // PINs (including gift-card PINs)
	CardNumber = "card_number" // payment card numbers (field or Luhn-valid value)
	CVV        = "cvv"         // card security codes: CVV, CVC, CSC
	CardExpiry = "card_expiry" // card expiry date, month or year
	SSN        = "ssn"         // identity numbers: social security, national id, tax, passport, insurance
	Secret     = "secret"      // API keys, client secrets, private keys typed into fields
	Token      = "token"       // credential-shaped values (JWT, sk-…, ghp_…), credential URL parameters, auth headers
	Email      = "email"       // e-mail addresses
	Phone      = "phone"       // phone numbers
	BirthDate  = "birth_date"  // dates of birth
	Username   = "username"    // the user part of URL userinfo (user:pass@)
	IBAN       = "iban"        // International Bank Account Numbers (a valid country format and check digits)
	// BankAccount: a bank account's number after its label ("Account number:",
	// "Kontonummer", "Nomor rekening", bankacct.go).
	BankAccount = "bank_account"
)

// IsClass reports whether name is one of the classes above, the name of the placeholders
// a masked value becomes ("email" of "{{email}}"; "{{email_2}}" is read as "email" by the
// caller).
func IsClass(name string) bool {
	switch name {
	case Password, OTP, PIN, CardNumber, CVV, CardExpiry, SSN, Secret, Token, Email, Phone, BirthDate, Username, IBAN, BankAccount:
		return true
	}
	return false
}

// IsSecret reports whether class (a [Classify] result) is one whose value is masked
// whatever it looks like: password, OTP, PIN, card number, CVV, expiry, SSN, secret.
func IsSecret(class string) bool { return secretClasses[class] }

// TypedClass is the class of field f for value v typed into it: [Classify]'s, except that
// a field known only by a short word ("pass", "code", "TAN", "digit") has no class when
// it picks a value (a combobox, a spinbutton) and, as an OTP field, for a value that is
// no code by its shape (a program typed into an editor called "code", a promo code); and
// an OTP field's three digits are a card's CVV ("Security code"). A placeholder
// ("{{otp}}") keeps the field's class.
func TypedClass(f Field, v string) string {
	class, short := classify(f)
	v = strings.TrimSpace(v)
	switch {
	case !short || IsPlaceholder(v):
	case pickRoles[strings.ToLower(f.Role)] || pickRoles[strings.ToLower(f.Attributes["role"])]:
		return "" // a list or a number box named "Pass type", "Shade: Tan": no secret is picked
	case class == OTP && !codeShaped(v):
		return ""
	}
	if class == OTP && len(v) == 3 && isDigits(v) {
		return CVV // a "Security code" of three digits is a card's: one-time codes have four or more
	}
	if class == CardExpiry && !IsPlaceholder(v) && !expiryShaped(v) && !cardField(f) {
		// A token's "Expiration": "60 days", "2026-06-30"; a token's box whose hint says
		// when it expires is the token's.
		class, _ = classifyBut(f, CardExpiry)
	}
	return class
}

// expiryRe matches a card's expiry as forms take it: a month, a year of four digits, or
// both ("03/27", "3 / 2027", "0327", "03-27", "2027", "March"; not "30" days).
var expiryRe = regexp.MustCompile(`(?i)^(((0?[1-9]|1[0-2])\s*[/.-]?\s*((20)?[0-9]{2}))|(0?[1-9]|1[0-2])|(20[0-9]{2})|` +
	`(0?[1-9]|1[0-2])?\s*[-–]?\s*(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?)$`)

// expiryShaped reports whether v has the shape of a card's expiry (expiryRe).
func expiryShaped(v string) bool { return expiryRe.MatchString(strings.TrimSpace(v)) }

// cardField reports whether a field's words name a card (namesCard).
func cardField(f Field) bool {
	words, compact := fieldWords(f)
	return namesCard(" "+strings.Join(words, " ")+" ", compact) || strings.Contains(compact, "ccexp")
}

// namesCard reports whether a field's words (joined, with a space at each end) hold one of
// cardWords, or its squashed texts (compact) "card" ("cardExp").
func namesCard(joined, compact string) bool {
	if strings.Contains(compact, "card") {
		return true
	}
	for _, w := range cardWords {
		if strings.Contains(joined, " "+w+" ") {
			return true
		}
	}
	return false
}

// DescribedSecret reports whether value, typed into a field that is described only in words
// (a recording's description of the element, "Password input field", "Secret field"), is
// a secret by those words ([TypedClass] of a field labelled with each description). A
// placeholder is none.
func DescribedSecret(value string, descriptions ...string) bool {
	if v := strings.TrimSpace(value); v == "" || IsPlaceholder(v) {
		return false
	}
	for _, d := range descriptions {
		if d != "" && IsSecret(TypedClass(Field{Label: d}, value)) {
			return true
		}
	}
	return false
}

// pickRoles are the roles of fields that pick a value rather than take one typed.
var pickRoles = map[string]bool{"combobox": true, "listbox": true, "option": true, "spinbutton": true,
	"slider": true, "radio": true, "checkbox": true, "switch": true, "menuitem": true}

// secretClasses are field classes whose value is masked whatever it looks like.
var secretClasses = map[string]bool{
	Password: true, OTP: true, PIN: true, CardNumber: true, CVV: true, CardExpiry: true,
	SSN: true, Secret: true,
}

// fieldRule maps words seen around a field to a class. Phrases are space-separated words,
// matched on whole words of the field's texts; compact entries are matched as substrings of
// the texts with everything but letters and digits removed (for "userpassword",
// "ccnumber"), so they must be long or unambiguous.
type fieldRule struct {
	class   string
	phrases []string
	compact []string
	// needsCard: a phrase counts only when a card word is present too.
	cardPhrases []string
	// short are abbreviations that count as phrases unless one of notShort is there too.
	short, notShort []string
	// not are phrases that name a field the rule's words only describe, read in the
	// field's own name (its label, accessible name, aria-label or title: not a hint or a
	// description beside it): a token's name on the form that makes one ("Token name",
	// "Name your API key"). With one of them the rule does not match.
	not []string
}

// fieldRules are tried in order; the first that matches decides. One-time password comes
// before password, card security code before a generic security code, a gift card's code
// before a card's.
var fieldRules = []fieldRule{
	// A device's setup code and an account's activation code are bearer codes kept on
	// paper or a label, not sent for one sign-in: before OTP, whose bare "code" would
	// leave such a code unmasked when it has no one-time code's shape ("482-19-307").
	{class: Secret,
		phrases: []string{"setup code", "set up code", "pairing code", "activation code", "homekit code", "matter code"},
		compact: []string{"setupcode", "pairingcode", "activationcode"}},
	{class: OTP,
		phrases: []string{"otp", "totp", "2fa", "mfa", "one time code", "one time password",
			"one time passcode", "one time pin", "verification code", "verify code",
			"auth code", "authentication code", "authenticator code", "sms code",
			"two factor", "2 factor", "2 step", "two step", "recovery code", "backup code",
			"confirmation code", "security code", "authentication app", "authenticator app",
			"código de verificación", "codigo de verificacion", "code de vérification",
			"code de verification", "codice di verifica", "código de verificação",
			"codigo de verificacao", "código de seguridad", "codigo de seguridad",
			"code de sécurité", "code de securite", "codice di sicurezza", "código de segurança",
			"codigo de seguranca", "beveiligingscode", "responscode", "challenge response",
			"código sms", "codigo sms", "kod sms", "kod blik", "code sms", "codice sms", "קוד אימות", "קוד חד פעמי",
			"رمز دوم", "رمز پویا", "رمز یکبار مصرف", "patvirtinimo kodas", "autorizační kód", "autorizacni kod",
			"otc"}, // Microsoft's one-time code box: #idTxtBx_SAOTCC_OTC, name=otc
		compact: []string{"onetimecode", "onetimepassword", "verificationcode", "twofactor",
			"bestätigungscode", "bestatigungscode", "verifizierungscode", "verificatiecode",
			"kodpodtverzhdeniya", "кодподтверждения", "認証コード", "验证码", "驗證碼", "인증번호",
			"sicherheitscode", "kodweryfikacyjny", "dogrulamakodu", "doğrulamakodu", "確認コード",
			"セキュリティコード", "認証番号", "codigodeverificacao", "códigodeverificação",
			"einmalcode", "einmalpasswort", "einmalkennwort", "кодизsms", "кодизсмс", "smsкод", "кодсмс",
			"mfacode", "otpcode", "totpcode", "2facode", "smscode", "herstelcode", "authenticatorkod", "authenticatorkode"},
		// A field called only "code" (#code, name=code) on a sign-in page, a German bank's
		// TAN, one box of a six-box code ("Digit 1"); not the code of a coupon, a postal
		// address, a phone's country or a product. Value masks what is typed into a field
		// known by these alone only when the value has a code's shape (codeShaped).
		short: []string{"code", "tan", "digit"},
		notShort: []string{"promo", "promotion", "promotional", "coupon", "discount", "voucher", "gift",
			"postal", "post", "postcode", "zip", "country", "area", "dial", "dialing", "calling", "referral",
			"invite", "invitation", "source", "product", "item", "sku", "course", "class", "airport",
			"iata", "currency", "language", "lang", "color", "colour", "offer", "reference", "booking",
			"reservation", "tracking", "order", "bar", "qr", "tax", "vat", "card", "claim", "redeem",
			"redemption", "pin", "check digit", "editor", "snippet", "embed", "html", "css", "rate",
			"group", "station", "event", "style", "flight", "airline", "room", "swift", "bic", "routing",
			"bank", "branch", "shade", "length"}},
	// Bearer codes, whoever types one redeems it (promo and coupon codes are shared and
	// stay): before the card rules, which would read "gift card code" as a card's code.
	{class: Secret,
		phrases: []string{"claim code", "gift card code", "giftcard code", "gift code", "redemption code", "redeem code"},
		compact: []string{"claimcode", "giftcardcode", "redemptioncode"}},
	{class: CVV,
		phrases: []string{"cvv", "cvc", "cvv2", "cvc2", "csc", "card security code", "card verification", "cc csc",
			"cryptogramme", "cryptogramme visuel", "prüfziffer", "prüfnummer", "kartenprüfnummer", "kartenprufnummer"},
		// A "code" on a payment form is its CVV (OTP's short words leave a card's out); so
		// is American Express's CID.
		compact:     []string{"cardcvv", "cardcvc", "cvvcode", "cvccode", "securitycodecard", "kartenprüfnummer", "prüfziffer"},
		cardPhrases: []string{"security code", "verification code", "code", "cid"}},
	{class: Password,
		phrases: []string{"password", "passwd", "pwd", "passcode", "passphrase", "pass phrase",
			"passwort", "kennwort", "contraseña", "contrasena", "mot de passe", "mdp", "senha",
			"wachtwoord", "current password", "new password", "clave de acceso", "clave secreta", "kenncode",
			"parola d ordine"},
		// The login forms of Facebook (#pass), WordPress (#user_pass), Drupal (#edit-pass)
		// and Hacker News (name=pw); not a boarding, season or ski pass.
		short: []string{"pass", "pw", "pword", "passw"},
		notShort: []string{"boarding pass", "season pass", "ski pass", "bus pass", "day pass", "travel pass",
			"rail pass", "hall pass", "mountain pass", "annual pass", "pass number", "pass type", "pass holder",
			"pass id", "number", "type", "holder", "quantity", "qty"},
		// Microsoft's sign-in page names its password box by its id alone, #i0118, and
		// Turkey's e-Devlet by #egpField (e-Devlet giriş parolası).
		compact: append([]string{"password", "passwd", "passwort", "passcode", "passphrase", "i0118", "egpfield"},
			squashAll(passwordWords)...)},
	{class: CardExpiry,
		phrases:     []string{"expiry", "expiration", "expiration date", "expiry date", "valid thru", "valid through", "cc exp", "expires", "exp month", "exp year"},
		compact:     []string{"ccexp", "cardexp", "expirydate", "expirationdate", "expmonth", "expyear"},
		cardPhrases: []string{"exp", "mm yy", "mm yyyy", "month", "year"}},
	{class: CardNumber,
		phrases: []string{"card number", "card no", "card num", "cc number", "cc num", "ccnum",
			"credit card", "debit card", "cardnumber", "ccnumber", "card nr", "kartennummer",
			"numero de carte", "número de tarjeta"},
		compact: []string{"cardnumber", "ccnumber", "creditcard", "debitcard", "cardnum", "cardno", "ccno", "cardnr"}},
	// India's "pincode" is its postal code (the delivery box of every Indian shop); a PIN
	// is "PIN" or "PIN code".
	{class: PIN,
		phrases: []string{"pin", "pin code", "pin number", "geheimzahl", "puk", "puk code", "puk1", "puk2"}}, // a card's PIN in German; a SIM's PUK
	// A person's national, tax, passport, health insurance or driving licence number
	// (idnumber.go reads the same labels in text).
	{class: SSN,
		phrases: []string{"ssn", "social security", "national insurance", "national id",
			"tax id", "taxpayer id", "itin", "sozialversicherungsnummer", "seguro social",
			"sécurité sociale", "securite sociale", "social insurance number", "tax number", "tax file number",
			"tax identification", "unique taxpayer reference", "utr", "steuer id", "steuernummer",
			"codice fiscale", "numéro fiscal", "cpf", "aadhaar", "pesel", "bsn",
			"burgerservicenummer", "personnummer", "passport number", "passport no", "passport nr", "passport num",
			"passport id", "reisepassnummer", "passnummer", "numéro de passeport", "número de pasaporte",
			"numero di passaporto", "paspoortnummer", "número do passaporte", "id card number", "identity card number",
			"personalausweisnummer", "ausweisnummer", "versichertennummer",
			"health insurance number", "medicare number", "nhs number", "driver s license number",
			"drivers license number", "driver license number", "driving licence number", "führerscheinnummer",
			"henkilötunnus", "hetu", "curp", "rfc", "cnp", "ppsn", "pps number", "fødselsnummer", "rijksregisternummer",
			"identifikationsnummer", "versicherungsnummer", "dni", "nif", "health card number", "personal identity code",
			"personal number", "personal identity number", "kennitala", "emirates id",
			// Turkey's T.C. Kimlik No., Chile's RUT, Sweden's
			// samordningsnummer, Denmark's CPR, Italy's tessera sanitaria, Japan's My Number
			"tckn", "tc kimlik", "kimlik no", "tc no", "rut", "cpr", "cpr nummer", "samordningsnummer",
			"tessera sanitaria", "my number", "mynumber", "nino", "ni number", "sin", "tfn", "nik", "cnic", "oib",
			// a passport's or an id card's number as an airline's APIS form asks it
			"document number", "travel document number", "dokumentennummer", "dokumentnummer", "alien registration number",
			"bvn", "nin", "curp", "cuil", "cuit", "ghana card", "philsys", "sss", "nric", "resno",
			"afm", "αφμ", "amka", "αμκα", // Greece's tax and social security numbers
			"iqama", "iqama number", "asmens kodas", "isikukood"}, // Saudi Arabia's residence id, Lithuania's and Estonia's
		compact: []string{"socialsecurity", "nationalinsurance", "steuerid", "passportnumber", "passportno", "personalnumber", "身份证", "身分證", "身份證", "주민등록번호",
			"versichertennummer", "codicefiscale", "documentnumber", "pinfl", "jshshir", // Uzbekistan's personal number
			"emiratesid", "kennitala"}, // the UAE's, Iceland's
		// A company's tax or registration number, which a checkout asks for an invoice
		// ("ΑΦΜ εταιρείας", "Company tax ID", "NIF de la empresa"), is no person's.
		not: []string{"company", "business", "employer", "corporate", "εταιρείας", "εταιρεία", "empresa", "société",
			"entreprise", "azienda", "unternehmen", "firmy", "şirket", "sirket", "vat",
			// a supplier's, a seller's or an employer's on an invoice or a payslip
			"supplier", "vendor", "seller", "merchant", "proveedor", "fornecedor", "fournisseur", "lieferant", "emisor",
			"patron", "patrón"}},
	{class: Secret,
		phrases: []string{"secret", "api key", "apikey", "api token", "access key", "access token",
			"secret key", "private key", "client secret", "token", "seed phrase", "mnemonic",
			"recovery phrase", "bearer", "license key", "licence key",
			"security answer", "secret answer", "maiden name", "memorable word",
			// the answer's box, named for its question (the question's own box is picked)
			"answer to your security question", "answer to the security question", "security question answer",
			"antwort auf die sicherheitsfrage", "antwort auf ihre sicherheitsfrage", "réponse à la question secrète",
			"reponse a la question secrete", "réponse à la question de sécurité", "respuesta a la pregunta de seguridad",
			"respuesta a la pregunta secreta", "risposta alla domanda di sicurezza", "resposta à pergunta de segurança",
			"product key", "activation key", "memorable information", "memorable info",
			// security questions that label their answer's box
			"first pet", "city were you born", "city you were born", "born in what city", "first school",
			"elementary school", "first car", "favorite teacher", "favourite teacher", "grew up", "childhood",
			"sicherheitsantwort", "respuesta secreta", "respuesta de seguridad", "réponse secrète", "reponse secrete",
			// a Wi-Fi network's key
			"pre shared key", "preshared key", "network key", "wpa key", "wpa2 key", "wep key", "network security key",
			"clé wpa", "cle wpa", "clé de sécurité réseau", "clé de sécurité", "cle de securite", "clé wifi", "clé wi fi",
			"chiave wpa", "chiave di rete", "clave wpa", "clave wpa2", "clave de red", "chave de segurança da rede",
			"chave de rede", "netzwerkschlüssel", "wlan schlüssel", "wlan passwort", "wifi key", "wi fi key"},
		compact: []string{"apikey", "apitoken", "secretkey", "privatekey", "clientsecret", "accesstoken", "productkey",
			"netzwerkschlüssel", "wlanschlüssel",
			// a wallet's private key: Chinese, Japanese, Korean, Russian, Spanish, Portuguese, French, German
			"私钥", "私鑰", "秘密鍵", "개인키", "приватныйключ", "закрытыйключ", "claveprivada", "chaveprivada", "cléprivée", "privaterschlüssel"},
		// The form that makes a token or stores a secret names it ("Token name", "Name your
		// API key", "Secret name"); "Token amount" counts tokens, "Secret Santa" is a game. A security question is picked from a list or written
		// by the user; its answer is the secret.
		not: []string{"token name", "key name", "secret name", "name your", "name this", "token label", "key label",
			// a secret's id, which names it in a console ("Secret ID", Entra's "ID du secret")
			"secret id", "id du secret", "id del secreto", "id do segredo", "secret-id", "geheimnis-id", "key id", "token id",
			// a count or an amount of a currency's or a game's tokens, a gift exchange
			"token amount", "tokens amount", "token count", "token balance", "token price", "token quantity",
			"amount of tokens", "number of tokens", "secret santa"}},
	// A bank account's number (an IBAN is read by its shape, iban.go): masked when it has six
	// digits or more (Value), so that a customer's "ACME-2023" stays.
	{class: BankAccount,
		phrases: []string{"account number", "account no", "acct number", "acct no", "bank account", "bank account number",
			"kontonummer", "numero de compte", "numéro de compte", "numero de cuenta", "número de cuenta", "numero da conta",
			"número da conta", "numero di conto", "rekeningnummer", "numer konta", "numer rachunku", "nomor rekening",
			"no rekening", "số tài khoản", "номер счета", "номер счёта", "hesap numarası", "hesap no",
			"rib", "relevé d identité bancaire", "releve d identite bancaire", "cbu", "cvu", "clabe"},
		compact: []string{"accountnumber", "acctnumber", "bankaccount", "kontonummer", "rekeningnummer", "계좌번호", "口座番号",
			"银行账号", "账户号码"}},
	{class: BirthDate,
		phrases: []string{"date of birth", "birth date", "birthdate", "birthday", "dob", "bday",
			"geburtsdatum", "date de naissance", "fecha de nacimiento"},
		compact: []string{"dateofbirth", "birthdate", "birthday"}},
	{class: Email,
		phrases: []string{"email", "e mail", "mail address", "email address", "courriel", "correo"}},
	{class: Phone,
		phrases: []string{"phone", "telephone", "tel", "mobile", "cell", "cellphone", "msisdn",
			"phone number", "mobile number", "telefon", "telefono", "teléfono", "téléphone", "handynummer",
			"celular", "telefone", "telemóvel", "telemovel", "móvil", "movil", "cellulare", "handy", "mobil", "mobilnummer",
			"gsm", "telefoonnummer", "telefoon", "mobiel", "komórka", "numer telefonu", "cep telefonu", "telefonnummer", "rufnummer",
			"telefonní číslo", "číslo telefonu", "telefonszám", "puhelinnumero", "номер телефона", "номер телефону",
			"nomor hp", "no hp", "nomor telepon", "nomor ponsel", "手机号码", "手機號碼", "电话号码", "電話番号", "携帯番号", "휴대폰 번호",
			"טלפון", "נייד", "手机", "手机号", "手機", "电话", "電話", "携帯", "携帯電話", "휴대폰", "휴대전화", "전화번호",
			"телефон", "мобильный", "هاتف", "جوال", "मोबाइल", "फ़ोन", "ফোন", "โทรศัพท์", "điện thoại", "τηλέφωνο", "κινητό",
			"sdt", "sđt", "số điện thoại", "so dien thoai", "dien thoai", "ስልክ", "ဖုန်း", "ဖုန်းနံပါတ်",
			"contact number", "contact no", "whatsapp", "whatsapp number"},
		compact: []string{"phonenumber", "telephone", "mobilenumber", "cellphone", "telefonnummer", "手机号", "手機號", "电话号码", "電話番号", "携帯番号", "휴대폰번호"}},
}

// passwordWords name a password field in other languages, matched as substrings of the
// squashed texts (so "パスワードを入力", "Пароль:" and "Ваш пароль" all match; squashAll
// drops what fieldWords drops, such as the vowel signs of Devanagari). Sources: the login
// forms of the languages' largest sites. Words that are also common elsewhere are left out:
// Italian "parola" (a "parola chiave" search box), Slovenian "geslo" (Dutch "gesloten"),
// Korean "암호" (also "cipher").
var passwordWords = []string{
	"пароль", "пароля", "парола", "лозинк", "lozink", // Russian, Ukrainian, Belarusian, Bulgarian, Serbian
	"hasło", "haslo", "heslo", "jelszó", "jelszo", "parolă", "slaptažod", // Polish, Czech/Slovak, Hungarian, Romanian, Lithuanian
	"lösenord", "losenord", "salasana", "passord", "adgangskode", "lykilorð", "parool", // Nordic, Estonian
	"şifre", "κωδικόςπρόσβασης", "συνθηματικό", // Turkish, Greek
	"iphasiwedi", "phasiwedi", "nenosiri", // Zulu, Swahili
	"パスワード", "暗証番号", "密码", "密碼", "비밀번호", // Japanese, Chinese, Korean
	"كلمةالمرور", "كلمةالسر", "رمزعبور", "סיסמה", "סיסמא", // Arabic, Persian, Hebrew
	"पासवर्ड", "रहस्यशब्द", "mậtkhẩu", "matkhau", "katasandi", "katalaluan", "รหัสผ่าน", // Hindi, Vietnamese, Malay/Indonesian, Thai
	"contrasenya", "salasõna", "contrasinal", "palavra-passe", // Catalan, Estonian, Galician, Portuguese
	"패스워드", "口令", "wagwoord", "nenosiri", // Korean loanword, Chinese, Afrikaans, Swahili
	"পাসওয়ার্ড", "கடவுச்சொல்", "پاس ورڈ", // Bengali, Tamil, Urdu
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// squashAll returns the words as fieldWords squashes a field's texts: lower case, letters
// and digits only.
func squashAll(words []string) []string {
	out := make([]string, 0, len(words))
	for _, w := range words {
		var b strings.Builder
		squash(&b, norm.NFKC.String(w))
		out = append(out, b.String())
	}
	return out
}

// squash writes the letters and digits of s, lower-cased, to b.
func squash(b *strings.Builder, s string) {
	for _, r := range strings.ToLower(s) {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			b.WriteRune(r)
		}
	}
}

// cardWords mark a field as part of a payment-card form.
var cardWords = []string{"card", "cc", "credit", "debit", "payment", "kreditkarte", "tarjeta", "carte"}

// autocompleteClass maps HTML autocomplete tokens to a class.
var autocompleteClass = map[string]string{
	"current-password": Password, "new-password": Password, "one-time-code": OTP,
	"cc-number": CardNumber, "cc-csc": CVV, "cc-exp": CardExpiry, "cc-exp-month": CardExpiry,
	"cc-exp-year": CardExpiry, "email": Email, "tel": Phone, "tel-national": Phone,
	"tel-local": Phone, "bday": BirthDate, "bday-day": BirthDate, "bday-month": BirthDate,
	"bday-year": BirthDate,
}

// plainAutocomplete are the HTML autocomplete tokens of an address's parts: a box so
// marked and labelled "PIN" or "Pincode" is India's postal code, no PIN.
var plainAutocomplete = map[string]bool{
	"postal-code": true, "street-address": true, "address-line1": true, "address-line2": true,
	"address-line3": true, "address-level1": true, "address-level2": true, "address-level3": true,
	"address-level4": true,
}

// Classify returns the placeholder class of a field — one of the class constants of this
// package ([Password], [OTP], [PIN], [CardNumber], [CVV], [CardExpiry], [SSN], [Secret],
// [BirthDate], [Email], [Phone]) — or "" for an ordinary field (SPEC §8). It reads the
// type and autocomplete attributes first, then the words of the label, accessible name,
// placeholder, name, id, aria-label, data-testid, selector and XPath; a name, label,
// placeholder or aria-label that is, whole, an identity number's label in one of the
// languages idnumber.go reads ("T.C. Kimlik No", "주민등록번호") makes it [SSN].
func Classify(f Field) string {
	c, _ := classify(f)
	return c
}

// classify is Classify, also saying whether only a short word of its rule (a bare "code",
// "pass") decided.
func classify(f Field) (class string, short bool) { return classifyBut(f, "") }

// classifyBut is classify with the rules of class skip left out ("" for none).
func classifyBut(f Field, skip string) (class string, short bool) {
	class, short = classifyWords(f, skip)
	if class == PIN && slices.ContainsFunc(strings.Fields(strings.ToLower(f.Attributes["autocomplete"])), func(t string) bool { return plainAutocomplete[t] }) {
		return "", false // "postal-code" of a box labelled "PIN code" on an Indian address form
	}
	return class, short
}

// classifyWords is classifyBut but for an address's autocomplete token.
func classifyWords(f Field, skip string) (class string, short bool) {
	attr := func(k string) string { return strings.ToLower(strings.TrimSpace(f.Attributes[k])) }
	switch attr("type") {
	case "password":
		return Password, false
	}
	for _, tok := range strings.Fields(attr("autocomplete")) {
		if c, ok := autocompleteClass[tok]; ok {
			return c, false
		}
	}
	words, compact := fieldWords(f)
	if len(words) == 0 {
		switch attr("type") {
		case "email":
			return Email, false
		case "tel":
			return Phone, false
		}
		return "", false
	}
	joined := " " + strings.Join(words, " ") + " "
	card := namesCard(joined, compact)
	naming := "" // the words of the field's own name, read for the first rule with a veto
	for _, rule := range fieldRules {
		if rule.class == skip {
			continue
		}
		if len(rule.not) > 0 && naming == "" {
			naming = " " + strings.Join(namingWords(f), " ") + " "
		}
		if ok, short := matchRule(rule, joined, compact, naming, card); ok {
			if rule.class == OTP && card && securityPhrase(joined) {
				return CVV, false // "Security code" on a card form is the CVV
			}
			return rule.class, short
		}
	}
	if skip != SSN && (idColumn(f.Name) || idColumn(f.Label) || idColumn(f.Placeholder) || idColumn(f.Attributes["aria-label"])) {
		return SSN, false // an identity number's label of another language: "T.C. Kimlik No", "주민등록번호"
	}
	switch attr("type") {
	case "email":
		return Email, false
	case "tel":
		return Phone, false
	}
	return "", false
}

// searchField reports whether f is a search box: type or role search, a name such as q,
// query or keywords, or a label, placeholder or id with the word search, query, keyword or
// find.
func searchField(f Field) bool {
	attr := func(k string) string { return strings.ToLower(strings.TrimSpace(f.Attributes[k])) }
	if attr("type") == "search" || attr("role") == "searchbox" || strings.EqualFold(f.Role, "searchbox") {
		return true
	}
	switch attr("name") {
	case "q", "k", "s", "query", "search", "keywords", "field-keywords", "search_query":
		return true
	}
	words, _ := fieldWords(f)
	for _, w := range words {
		switch w {
		case "search", "query", "keyword", "keywords", "find", "lookup":
			return true
		}
	}
	return false
}

// publicIDField reports whether f takes an identifier that is public or names a thing,
// not a person: a meeting's id or number, a commit's SHA or a revision, a checksum, a
// parcel's tracking number, an order's or a transaction's id, a wallet's or a contract's
// address. A value of a token's or a phone's shape typed there ("855 1234 5678" of a Zoom
// meeting, a commit hash, a bech32 address) is that identifier.
func publicIDField(f Field) bool {
	words, _ := fieldWords(f)
	joined := " " + strings.Join(words, " ") + " "
	for _, p := range publicIDPhrases {
		if strings.Contains(joined, " "+p+" ") {
			return true
		}
	}
	return false
}

// publicIDBefore reports whether the label that ends at s[i], a colon, "#" or spaces
// after it, is one of publicIDPhrases as a word of its own: "Meeting ID: 441 220 9987"
// is a meeting's, not a phone's, number.
func publicIDBefore(s string, i int) bool {
	before := strings.TrimRight(asciiLower(s[max(0, i-32):i]), " \t:#")
	for _, p := range publicIDPhrases {
		if k := len(before) - len(p); k >= 0 && before[k:] == p && (k == 0 || !isAlnum(before[k-1])) {
			return true
		}
	}
	return false
}

// orderBefore reports whether the words that end at s[i] name an order, an invoice or a
// booking, in one of orderWords, with a number's abbreviation and a colon or "#" after
// ("Bestellung Nr. 302-118-4471", "Pedido nº 302-118-4471"): such a number, in North
// America's phone form or not, is the order's.
func orderBefore(s string, i int) bool {
	before := strings.TrimRight(strings.ToLower(s[max(0, i-40):i]), " \t:#.")
	for _, abbr := range []string{" nr", " no", " nº", " n°", " número", " numero", " nummer", " number", " num", " №"} {
		if strings.HasSuffix(before, abbr) {
			before = strings.TrimRight(strings.TrimSuffix(before, abbr), " \t:#.")
			break
		}
	}
	k := strings.LastIndexAny(before, " \t\n(")
	return orderWords[before[k+1:]]
}

// orderWords are the last words before an order's, an invoice's or a booking's number in
// English, German, French, Spanish, Portuguese, Italian, Dutch, Polish, Swedish, Turkish
// and Russian (lower case).
var orderWords = map[string]bool{"order": true, "invoice": true, "booking": true, "bestellung": true, "bestellnummer": true,
	"auftrag": true, "auftragsnummer": true, "rechnung": true, "rechnungsnummer": true, "buchung": true, "buchungsnummer": true,
	"commande": true, "facture": true, "réservation": true, "pedido": true, "factura": true, "reserva": true, "encomenda": true,
	"fatura": true, "ordine": true, "fattura": true, "prenotazione": true, "bestelling": true, "bestelnummer": true,
	"factuur": true, "zamówienie": true, "zamówienia": true, "faktura": true, "beställning": true, "ordernummer": true,
	"sipariş": true, "siparişiniz": true, "заказ": true, "заказа": true, "счёт": true, "счет": true}

// publicIDPhrases name the fields publicIDField finds, as fieldWords splits them.
var publicIDPhrases = []string{"meeting id", "meeting number", "meeting no", "webinar id", "conference id", "confno",
	"commit", "commit sha", "sha", "revision", "checksum", "tracking number", "tracking id", "tracking",
	"order number", "order id", "transaction id", "transaction hash", "tx hash", "txid", "wallet address",
	"recipient address", "deposit address", "withdraw address", "withdrawal address", "contract address"}

// securityCode reports whether f is labelled "security code" (or so in Spanish or French),
// which is a CVV on a payment form and a one-time code elsewhere.
func securityCode(f Field) bool {
	words, _ := fieldWords(f)
	return securityPhrase(" " + strings.Join(words, " ") + " ")
}

// securityPhrase reports whether joined (a field's words, space-separated and
// space-enclosed) says "security code".
func securityPhrase(joined string) bool {
	for _, p := range []string{"security code", "código de seguridad", "codigo de seguridad", "code de sécurité", "code de securite"} {
		if strings.Contains(joined, " "+p+" ") {
			return true
		}
	}
	return false
}

// matchRule reports whether the field's words match rule (joined: all its words, compact:
// its squashed texts, naming: the words of its own name, namingWords, whose words veto the
// rule, or all its words when it has none), and whether only one of its short words did.
func matchRule(rule fieldRule, joined, compact, naming string, card bool) (ok, short bool) {
	if strings.TrimSpace(naming) == "" {
		naming = joined // a field known by its locator alone: getByLabel('Company tax ID')
	}
	for _, n := range rule.not {
		if strings.Contains(naming, " "+n+" ") {
			return false, false
		}
	}
	for _, p := range rule.phrases {
		if strings.Contains(joined, " "+p+" ") {
			return true, false
		}
	}
	for _, c := range rule.compact {
		if strings.Contains(compact, c) {
			return true, false
		}
	}
	if card {
		for _, p := range rule.cardPhrases {
			if strings.Contains(joined, " "+p+" ") {
				return true, false
			}
		}
	}
	for _, p := range rule.short {
		if strings.Contains(joined, " "+p+" ") {
			for _, n := range rule.notShort {
				if strings.Contains(joined, " "+n+" ") {
					return false, false
				}
			}
			return true, true
		}
	}
	return false, false
}

// codeShaped reports whether v looks like a one-time code, a TAN or one box of one: one to
// ten digits, in at most two groups split by a space or a dash ("482913", "482 913", "7");
// not a promo code ("SAVE20"), a rate code ("IBM123") or a style code ("DD1391-100").
func codeShaped(v string) bool {
	n, groups := 0, 1
	for i, r := range v {
		switch {
		case r >= '0' && r <= '9':
			n++
		case (r == ' ' || r == '-') && i > 0 && groups == 1:
			groups++
		default:
			return false
		}
	}
	return n >= 1 && n <= 10
}

// hintAttributes are the attributes whose values describe what a field is for.
var hintAttributes = []string{"name", "id", "aria-label", "aria-labelledby", "aria-describedby",
	"placeholder", "title", "data-testid", "data-test", "data-test-id", "data-qa", "data-cy",
	"data-field", "data-name", "formcontrolname", "ng-model", "v-model", "label", "for"}

// maskedRe is a {{name}} placeholder as masking writes it, the innermost of nested braces.
var maskedRe = regexp.MustCompile(`\{\{[^{}]*\}\}`)

// fieldWords returns the lower-case words of every text describing f (camelCase and
// snake_case split) and, separately, all of it squashed into letters and digits.
func fieldWords(f Field) ([]string, string) {
	texts := []string{f.Label, f.Name, f.Text, f.Placeholder, f.Selector, f.XPath}
	for _, k := range hintAttributes {
		if v, ok := f.Attributes[k]; ok {
			texts = append(texts, v)
		}
	}
	var words []string
	var compact strings.Builder
	for _, t := range texts {
		if len(t) > 512 {
			t = t[:512]
		}
		if strings.Contains(t, "{{") {
			// A placeholder of a masked value names no field: "#{{token}}" (a generated id
			// stored masked) is no token field.
			t = maskedRe.ReplaceAllLiteralString(t, " ")
		}
		if !isASCII(t) {
			t = norm.NFKC.String(t) // half-width ﾊﾟｽﾜｰﾄﾞ, full-width ＰＡＳＳＷＯＲＤ
		}
		words = appendWords(words, t)
		squash(&compact, t)
		compact.WriteByte(' ')
	}
	return words, compact.String()
}

// namingWords are the words of a field's own name: its label, accessible name, aria-label
// and title (fieldRule.not reads them), not the hints and descriptions beside it.
func namingWords(f Field) []string {
	var words []string
	for _, t := range []string{f.Label, f.Name, f.Attributes["aria-label"], f.Attributes["title"]} {
		words = appendWords(words, t[:min(len(t), 512)])
	}
	return words
}

// appendWords splits s into lower-case words at every non-letter-or-digit rune, at
// lower→upper case changes ("socialSecurity") and at letter↔digit changes ("last4").
func appendWords(words []string, s string) []string {
	var cur []rune
	flush := func() {
		if len(cur) > 0 {
			words = append(words, strings.ToLower(string(cur)))
			cur = cur[:0]
		}
	}
	var prev rune
	for _, r := range s {
		switch {
		case unicode.IsLetter(r):
			if len(cur) > 0 && (unicode.IsDigit(prev) || (unicode.IsUpper(r) && unicode.IsLower(prev))) {
				// "2fa" stays one word: a digit followed by letters only splits when
				// the word is longer than a short token like 2fa.
				if !(unicode.IsDigit(prev) && len(cur) == 1) {
					flush()
				}
			}
			cur = append(cur, r)
		case unicode.IsDigit(r):
			if len(cur) > 0 && unicode.IsLetter(prev) {
				flush()
			}
			cur = append(cur, r)
		default:
			flush()
		}
		prev = r
	}
	flush()
	return words
}
