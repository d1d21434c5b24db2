package redact

import (
	"encoding/base64"
	"encoding/json"
	"regexp"
	"slices"
	"strings"
)

// Values shaped as secrets that are something else: numbers that pass a card's checks
// (Luhn guards payment references, IMEIs and tax numbers too, and a long key of digit
// groups holds a card-shaped run by chance), a date or a locator after a password's name,
// an SSH remote's user and host, a CAPTCHA's site key, a page's cursor, public key material
// and published ids.

// cardLookalikeWords name, in the label before a number, what else Luhn guards: a Swedish
// OCR reference, a Norwegian KID, a Finnish viitenumero, a Dutch betalingskenmerk, a phone's
// IMEI, a product's EAN, GTIN, UPC, ISBN or JAN, a tax or VAT number (a Saudi "الرقم الضريبي"), a Brazilian invoice's access key
// (lower case).
var cardLookalikeWords = []string{"ocr", "kid", "viitenumero", "betalingskenmerk", "imei", "vat", "tax", "ean", "gtin", "upc", "isbn", "jan",
	"الرقم الضريبي", "ضريبي", "chave de acesso", "referensnummer", "reference number"}

// cardLabelNames name a card in a label, in English, German, Spanish, French, Portuguese and
// Italian (lower case).
var cardLabelNames = []string{"card", "karte", "tarjeta", "carte", "cartão", "carta"}

// notCardLabel reports whether the label before the number at s[i] (from the line's
// start, a bar or a semicolon, at most 48 bytes) names one of cardLookalikeWords and no
// card: "OCR-nummer: 4510987654328", "IMEI: 352099001761481".
func notCardLabel(s string, i int) bool {
	start := max(0, i-48)
	if k := strings.LastIndexAny(s[start:i], "\n|;"); k >= 0 {
		start += k + 1
	}
	label := strings.ToLower(s[start:i])
	return slices.ContainsFunc(cardLookalikeWords, func(w string) bool { return hasWord(label, w) }) &&
		!containsAny(label, cardLabelNames...)
}

// hasWord reports whether w stands in s with no ASCII letter touching it ("OCR-nummer",
// "IMEI:"; not the "vat" of "privat").
func hasWord(s, w string) bool {
	for from := 0; ; {
		k := strings.Index(s[from:], w)
		if k < 0 {
			return false
		}
		i, j := from+k, from+k+len(w)
		if (i == 0 || !isLetter(s[i-1])) && (j == len(s) || !isLetter(s[j])) {
			return true
		}
		from = i + 1
	}
}

// groupBefore reports whether the number at s[i] follows a group of four digits and one
// space, as one group of a longer number does ("3524 0347 3091 8400 …", a 44-digit key).
func groupBefore(s string, i int) bool {
	if i < 5 || s[i-1] != ' ' || !isDigits(s[i-5:i-1]) {
		return false
	}
	return i == 5 || !isDigit(s[i-6])
}

// dateWord reports whether w is a date of digits ("12/01/2024", "2024-03-15",
// "15.03.2024"): "Última modificación de la contraseña: 12/01/2024" says when.
func dateWord(w string) bool {
	return dateRe.MatchString(strings.TrimRight(w, sentenceEnd))
}

var dateRe = regexp.MustCompile(`^\d{1,4}[./-]\d{1,2}[./-]\d{1,4}$`)

// locatorWord reports whether w is a locator with its strategy's prefix, as Selenium IDE
// and Robot Framework write one ("id=password", "css=#pw", "xpath=//input"): the field,
// not what was typed into it ("Input Password    id=password    …").
func locatorWord(w string) bool {
	// Selenium IDE's and Robot Framework's locator strategies ("id=pw", "id:mdp", "css:input#pw")
	for _, p := range []string{"id=", "name=", "css=", "xpath=", "class=", "identifier=", "dom=", "link=",
		"id:", "name:", "css:", "xpath:", "class:", "link:", "partial link:", "tag:", "dom:", "jquery:"} {
		if len(w) > len(p) && strings.EqualFold(w[:len(p)], p) {
			return true
		}
	}
	return false
}

// scpRemote reports whether the address that ends at s[j] is the user and host of an SSH
// remote in scp's form, a colon and a path after it ("git@github.com:acme/shop.git"): a
// repository's address, not a person's e-mail.
func scpRemote(s string, j int) bool {
	if j+2 >= len(s) || s[j] != ':' {
		return false
	}
	k := j + 1
	for k < len(s) && !strings.ContainsRune(" \t\r\n\"'`<>()", rune(s[k])) {
		k++
	}
	path := s[j+1 : k]
	return strings.Contains(path, "/") || strings.HasSuffix(path, ".git")
}

// siteKeyBefore reports whether the run at s[i] is the value of a CAPTCHA's site key
// (reCAPTCHA's and hCaptcha's data-sitekey, Turnstile's sitekey, a "site_key" setting):
// the key a page's script sends to the browser, public by design (its secret twin is
// named "secret").
func siteKeyBefore(s string, i int) bool {
	return containsAny(asciiLower(s[max(0, i-16):i]), "sitekey", "site_key", "site-key")
}

// cursorJSON reports whether t is base64url of a JSON object and nothing more (no "." and
// signature after it, as a JWT or a signed cookie has), whose text names no credential: a
// page's cursor ("eyJsYXN0X2lkIjo4MTIz…" is {"last_id":8123…}), data a server hands out
// to be handed back.
func cursorJSON(t string) bool {
	if !strings.HasPrefix(t, "eyJ") || strings.Contains(t, ".") {
		return false
	}
	b, err := base64.RawURLEncoding.DecodeString(strings.TrimRight(t, "="))
	if err != nil {
		if b, err = base64.RawStdEncoding.DecodeString(strings.TrimRight(t, "=")); err != nil {
			return false
		}
	}
	return json.Valid(b) && !containsAny(strings.ToLower(string(b)), "token", "secret", "passw", "session", "auth", "key", "sig", "cred")
}

// publicMaterial reports whether the run t at s[i:] is a public key or a published id: a
// Go module's hash ("h1:…" of go.sum), a key named public in the 48 bytes before it and
// named nothing else after that (WireGuard's "PublicKey = …", minisign's), an age
// recipient ("age1…"), a DKIM record's public key ("v=DKIM1; … p=…"), a domain's
// verification token in DNS ("google-site-verification=…"), an RSA or EC public JWK's
// parameter ("n", "e", "x", "y" in an object with "kty"), the body of a PEM public key or
// certificate, an OAuth client's id (Google's "….apps.googleusercontent.com"), a WireGuard
// peer's public key in "wg show"'s listing ("peer: …"), or an address after the word
// "address" in Base58 of 32 to 44 characters (Solana's).
func publicMaterial(s string, i int, t string) bool {
	before := s[max(0, i-120):i]
	switch {
	case strings.HasSuffix(before, "h1:"), strings.HasPrefix(t, "age1") && bech32Body(t[4:]),
		strings.HasPrefix(t, "bafy") && strings.Trim(t, "abcdefghijklmnopqrstuvwxyz234567") == "": // an IPFS CID (v1, base32)
		return true
	case namedPublic(strings.ToLower(s[max(0, i-48):i])):
		return true
	case strings.HasSuffix(before, "p=") && strings.Contains(before, "v=DKIM1"), strings.HasSuffix(before, "-P ") && strings.Contains(before, "minisign"):
		return true
	case containsAny(asciiLower(s[max(0, i-32):i]), "request-id", "request id", "requestid", "x-vercel-id", "trace-id", "traceid", "correlation", "cf-ray",
		"x-amz-cf-id", "x-amz-id-2", "x-amzn-trace-id", "x-cloud-trace-context", "cache hit for", "cache key", "restored from key", "hmac-sha256:"):
		return true // a request's id in a response's headers or a log
	case strings.HasSuffix(before, "-verification=") || strings.HasSuffix(before, "-verification:"):
		return true
	case strings.HasPrefix(s[i+len(t):], ".apps.googleusercontent.com"):
		return true
	case jwkPublic(before):
		return true
	case len(t) == 44 && strings.HasSuffix(t, "=") && strings.HasSuffix(strings.TrimRight(before, " "), "\npeer:"):
		return true // "wg show" names each peer by its public key
	case pemPublic(s, i):
		return true
	case len(t) >= 32 && len(t) <= 44 && strings.Contains(asciiLower(s[max(0, i-40):i]), "address") &&
		strings.Trim(t, "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz") == "":
		return true
	}
	return false
}

// namedPublic reports whether low (lower case) names a public key, and no private key or
// secret after that name: "PublicKey = ", not "the public key is below; private key: ".
func namedPublic(low string) bool {
	pub := -1
	for _, w := range []string{"public key", "publickey", "public_key", "pubkey", "öffentlicher schlüssel", "clé publique",
		"applicationserverkey", "public vapid"} {
		pub = max(pub, strings.LastIndex(low, w))
	}
	if pub < 0 {
		return false
	}
	return !containsAny(low[pub:], "private", "secret", "privé", "privat", "geheim")
}

// jwkPublic reports whether before ends with a public parameter's name of a JSON Web Key
// ("n", "e", "x", "y", RFC 7518) in an object that says its key type ("kty"): the private
// ones ("d", "p", "q", "dp", "dq", "qi") are secrets.
func jwkPublic(before string) bool {
	k := strings.LastIndexByte(before, '{')
	if k < 0 || !strings.Contains(before[k:], `"kty"`) {
		return false
	}
	rest, ok := strings.CutSuffix(strings.TrimRight(before, ` "`), ":")
	if !ok {
		return false
	}
	rest = strings.TrimRight(rest, " ")
	return strings.HasSuffix(rest, `"n"`) || strings.HasSuffix(rest, `"e"`) || strings.HasSuffix(rest, `"x"`) || strings.HasSuffix(rest, `"y"`) ||
		strings.HasSuffix(rest, `"kid"`) // the key's id, which names it
}

// pemPublic reports whether s[i] is inside a PEM block of a public key or a certificate
// ("-----BEGIN PGP PUBLIC KEY BLOCK-----", "BEGIN PUBLIC KEY", "BEGIN CERTIFICATE") that
// has not ended before it, within 8 KiB.
func pemPublic(s string, i int) bool {
	from := max(0, i-8192)
	k := strings.LastIndex(s[from:i], "-----BEGIN ")
	if k < 0 {
		return false
	}
	head := s[from+k : i]
	if strings.Contains(head, "-----END ") {
		return false
	}
	end := strings.Index(head[11:], "-----")
	if end < 0 {
		return false
	}
	label := head[11 : 11+end]
	return !strings.Contains(label, "PRIVATE") && (strings.Contains(label, "PUBLIC KEY") || strings.Contains(label, "CERTIFICATE"))
}

// publishableKey reports whether v is a key made to be published in a page's script:
// Stripe's publishable key ("pk_live_…", "pk_test_…") or Mapbox's public token
// ("pk.eyJ…"; its secret tokens begin "sk.").
func publishableKey(v string) bool {
	return strings.HasPrefix(v, "pk_live_") || strings.HasPrefix(v, "pk_test_") || strings.HasPrefix(v, "pk.eyJ")
}

// bech32Body reports whether s is made of bech32's lower-case alphabet (no "1", "b", "i",
// "o").
func bech32Body(s string) bool {
	return s != "" && strings.Trim(s, "023456789acdefghjklmnpqrstuvwxyz") == ""
}

// placeholderAttr reports whether the value at s[i] is an HTML placeholder attribute's
// (`placeholder="you@company.com"`, a snapshot's "/placeholder: …"): the example a form shows
// in an empty box.
func placeholderAttr(s string, i int) bool {
	before := asciiLower(s[max(0, i-14):i])
	return strings.HasSuffix(before, `placeholder="`) || strings.HasSuffix(before, `placeholder='`) || strings.HasSuffix(before, "placeholder=") ||
		strings.HasSuffix(before, "/placeholder: ") // Playwright MCP's snapshot: "- /placeholder: you@example.com"
}

// twilioSID matches a Twilio resource's SID: two capitals of its kind (SM a message, MM a
// media message, AC an account, CA a call, PN a phone number, MG a messaging service, RE a
// recording, CF a conference, QU a queue, WA a workspace) and 32 hex digits. A SID names a
// resource; the secret is the account's auth token or an API key's secret.
var twilioSID = regexp.MustCompile(`^(?:SM|MM|AC|CA|PN|MG|RE|CF|QU|WA)[0-9a-f]{32}$`)

// secretResourceName matches the name of a secret in a secret store, as a pair's value
// gives it: Google Cloud Secret Manager's "projects/P/secrets/S" (and "/versions/V"), AWS
// Secrets Manager's ARN, an Azure Key Vault secret's URL. It says where a secret is kept,
// not what it is.
var secretResourceName = regexp.MustCompile(`^(?:projects/[\w.-]+/secrets/[\w.-]+(?:/versions/[\w.-]+)?|` +
	`arn:aws[\w-]*:secretsmanager:[\w-]+:\d{12}:secret:[\w/+=.@-]+|https://[\w-]+\.vault\.azure\.net/secrets/[\w-]+(?:/[0-9a-f]{32})?)$`)

// companyLine reports whether the number s[i:j], shaped as a phone number, is a company's
// line rather than a person's: a North American toll-free number (800, 888, 877, 866,
// 855, 844 or 833 after an optional 1; also Saudi Arabia's and others' 800 numbers), one
// that the 48 bytes before it name as a service's line ("Call Member Services at …",
// "هاتف خدمة العملاء:", "Zentrale:", "Vårdcentralens växel"), or one under a meeting's
// dial-in heading (dialInWords).
func companyLine(s string, i, j int) bool {
	return tollFree(s[i:j]) || serviceLine(s, i)
}

// tollFree reports whether num, written in groups as a company prints it ("1-800-555-0142",
// "800 244 0307"), is a North American toll-free number (or another country's 800 line).
// A run of digits alone is a form's value as often ("phone: 8888888888").
func tollFree(num string) bool {
	if !strings.ContainsAny(num, " -.()") {
		return false
	}
	d := digitsOf(num)
	if len(d) == 11 && d[0] == '1' {
		d = d[1:]
	}
	return len(d) == 10 && slices.Contains([]string{"800", "888", "877", "866", "855", "844", "833"}, d[:3])
}

// serviceLine reports whether the words before s[i] name the phone number there as a
// service's line or list it under a meeting's dial-in heading (see companyLine).
func serviceLine(s string, i int) bool {
	return containsAny(strings.ToLower(s[max(0, i-48):i]), serviceLineWords...) ||
		containsAny(strings.ToLower(s[max(0, i-200):i]), dialInWords...)
}

// dialInWords head a meeting invitation's list of numbers to dial in by (lower case): a
// conferencing service's numbers, up to 200 bytes under the heading.
var dialInWords = []string{"dial by your location", "one tap mobile", "dial-in", "dial in", "join by phone", "join by telephone",
	"partecipa tramite telefono", "einwahl", "telefonkonferenz", "rejoindre par téléphone", "unirse por teléfono",
	"participar por telefone", "inbellen", "ローカル番号", "ダイヤル", "拨号", "撥號", "전화 참가", "по телефону"}

// serviceLineWords name a company's or an office's phone line (lower case): customer
// service, a hotline, a switchboard, appointments, in the languages of the pages that print
// them.
var serviceLineWords = []string{"customer service", "customer care", "member services", "support line", "hotline", "helpline",
	"switchboard", "reception", "front desk", "main office", "office phone", "zentrale", "standard :", "standard:", "centralino",
	"centralita", "офиса", "המשרד", "代表電話", "总机", "總機", "代表番号",
	"call center", "call centre", "kundenservice", "kundendienst", "service client", "atención al cliente",
	"atendimento", "servizio clienti", "klantenservice", "kundtjänst", "växel", "vaihde", "ajanvaraus", "asiakaspalvelu",
	"خدمة العملاء", "客服", "고객센터", "カスタマー", "お客様センター", "שירות לקוחות", "служба поддержки", "müşteri hizmetleri",
	"zákaznická linka", "zákaznícka linka", "infolinka", "infolinia", "obsługa klienta", "relații clienți", "relatii clienti",
	"εξυπηρέτηση πελατών", "ügyfélszolgálat", "връзка с магазина", "обслужване на клиенти", "korisnička podrška",
	"služba za korisnike", "atenció al client", "apoio ao cliente", "linha de apoio", "servicio al cliente", "assistenza clienti",
	"numero verde", "горячая линия", "гаряча лінія", "çağrı merkezi", "layanan pelanggan", "khidmat pelanggan", "tổng đài",
	"chăm sóc khách hàng", "ศูนย์บริการลูกค้า", "คอลเซ็นเตอร์", "ग्राहक सेवा", "服务热线", "huduma kwa wateja", "msaada:"}

// testCards are the card numbers payment processors document for test mode (Stripe's,
// Braintree's, Adyen's most used): they charge nothing and belong to no one.
var testCards = map[string]bool{"4242424242424242": true, "4000056655665556": true, "5555555555554444": true,
	"2223003122003222": true, "5200828282828210": true, "5105105105105100": true, "378282246310005": true,
	"371449635398431": true, "6011111111111117": true, "3056930009020004": true, "3566002020360505": true,
	"6200000000000005": true, "4000002500003155": true, "4000002760003184": true, "4000003800000446": true,
	"4000000000003220": true, "4000000000009995": true, "4000000000000002": true, "4000000000000077": true}

// testCard reports whether the card number s[i:j] is one of testCards where the 160 bytes
// before it speak of testing ("In test mode, use card number `4242 4242 4242 4242`"): a
// card of that number typed elsewhere is masked as any other.
func testCard(s string, i, j int) bool {
	return testCards[digitsOf(s[i:j])] && containsAny(strings.ToLower(s[max(0, i-160):i]), "test", "sandbox", "simulat")
}

// approvalCode reports whether v, the value of key (lower case) at s[i:], is a card
// payment's approval code, which receipts and payment logs print: six capitals and digits
// under "auth_code", "approval_code" or "authorization_code", with words of a payment in
// the 300 bytes around it.
// An OAuth authorization code is longer and stays masked.
func approvalCode(s string, i int, key, v string) bool {
	switch key {
	case "auth_code", "approval_code", "authorization_code", "authcode", "approvalcode":
	default:
		return false
	}
	return len(v) == 6 && strings.Trim(v, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") == "" &&
		containsAny(strings.ToLower(s[max(0, i-300):min(len(s), i+300)]), "payment", "authorized", "authorised", "approved", "card", "receipt")
}

// ean13 reports whether d, 13 digits, passes the EAN-13 check (weights 1 and 3 from the
// left, GS1): a product's barcode number ("4901234567894"). The 13-digit Visa cards this
// shape also fits are no longer issued, and one passes this check once in ten.
func ean13(d string) bool {
	if len(d) != 13 {
		return false
	}
	sum := 0
	for i := 0; i < 12; i++ {
		w := 1
		if i%2 == 1 {
			w = 3
		}
		sum += int(d[i]-'0') * w
	}
	return (10-sum%10)%10 == int(d[12]-'0')
}

// pixID matches a PIX transfer's end-to-end id: "E", the payer institution's ISPB (8
// digits), the date and time (yyyyMMddHHmm) and 11 letters and digits.
var pixID = regexp.MustCompile(`^E\d{8}\d{12}[A-Za-z0-9]{11}$`)
