package redact

// One-time codes as text messages and e-mails word them, which proseCode (the code's name
// before the number) does not read: the number first ("483920 is your verification code",
// "G-483920 is your Google verification code", "482915 - your Slack confirmation code"), a
// service's name between "your" and "code" ("Your Uber code: 4839"), or the number to
// enter ("Enter 482915 to verify your account").

import (
	"regexp"
	"slices"
	"strings"
)

var (
	// codeFirst matches a number of 4–8 digits or two groups of three ("482-913", "558 204"), after a
	// letter's prefix as Google writes it ("G-"), said to be the reader's code ("is your",
	// "as your"): group 1 the number, group 2 the words between "your" and the code's name
	// (no sentence ends between them), group 3 the name.
	codeFirst = regexp.MustCompile(`(?i)\b(?:[a-z]-)?(\d{3}[- ]\d{3}|\d{4,8})\s+(?:is|was|as)\s+your\s+((?:[\p{L}\p{N}'’&-]+\s+){0,3})` +
		`(code|otp|pin|passcode|one[- ]time (?:code|password))\b`)
	// codeDash matches a message's subject that begins with the code: "482915 - your Slack
	// confirmation code", "Subject: 482915 — your …"; groups as codeFirst's.
	codeDash = regexp.MustCompile(`(?im)^[ \t]*(?:subject:[ \t]*)?(?:[a-z]-)?(\d{4,8})[ \t]*[-–—][ \t]*your\s+((?:[\p{L}\p{N}'’&-]+\s+){0,3})` +
		`(code|otp|pin|passcode)\b`)
	// yourCode matches "your <one or two words> code" linked to a number of 4–8 digits, two
	// groups of three ("Your WhatsApp code: 367-518") or 4–8 digits spaced ("Your Uber code
	// is 8 3 0 2"): group 1 the words, group 2 the number.
	yourCode = regexp.MustCompile(`(?i)\byour\s+((?:[\p{L}\p{N}'’&-]+\s+){1,2})(?:code|otp|pin|passcode)` +
		`(?:\s+(?:is|was)\s*:?\s*|\s*[:=]\s*)(\d{3}-\d{3}|\d(?: \d){3,7}|\d{4,8})\b`)
	// enterCode matches a code of 4–8 digits the reader is told to enter to prove who they
	// are: "Please enter the code 482915 to continue", "Use code 739204 to verify your Apple
	// ID" (with the word "code"), "Enter 482915
	// to verify your account", "Use 482915 to log into …" (without it, only to verify, sign
	// in or log in): group 1 or 2 the number.
	enterCode = regexp.MustCompile(`(?i)\b(?:enter|type|input|use)\s+(?:the\s+|this\s+)?code\s+(\d{4,8})\s+to\s+` +
		`(?:verify|confirm|continue|proceed|sign\s+in(?:to)?|log\s*in(?:to)?|authenticate)\b` +
		`|\b(?:enter|use|type|input)\s+(\d{4,8})\s+to\s+(?:verify|sign\s+in|log\s*in(?:to)?|authenticate)\b`)
)

// codeByMessage matches a code of 4–8 digits said to have come by a text message or an
// e-mail, as an agent's task or answer words it: "Enter the code 482913 from the SMS",
// "The code that arrived by SMS was 482913"; or labelling the button that copies it ("Copy
// code 482913"); group 1, 2 or 3 the number.
var codeByMessage = regexp.MustCompile(`(?i)\bcode\s+(\d{4,8})\s+(?:from|in|sent\s+(?:to|by)|via|that\s+came\s+(?:by|via|in))\s+` +
	`(?:the\s+|my\s+|your\s+|an?\s+)?(?:sms|text(?:\s+message)?|e-?mail|authenticator|message)\b` +
	`|\bcode\s+(?:that\s+|which\s+)?(?:arrived|came|was\s+sent)\s+(?:by|via|in)\s+(?:the\s+|an?\s+)?(?:sms|text(?:\s+message)?|e-?mail)` +
	`\s+(?:was|is)\s*:?\s*(\d{4,8})\b|\bcopy\s+(?:the\s+|this\s+)?code\s+(\d{4,8})\b`)

// numberByMessage matches a number of 4–8 digits to enter from a text message or an
// authenticator or a messenger ("Enter 661289 from the SMS", "Enter 661 289 sent by SMS",
// "Input 482913 from WhatsApp"), or a code the user says they got ("the code I got:
// 661288", "the code they sent: 482913", "I got 661288 as the code"); group 1, 2 or 3
// the number. smsCodePass leaves a code named another's before it
// ("the zip code I got"), and a number entered "as" something else.
var numberByMessage = regexp.MustCompile(`(?i)\b(?:enter|type|use|input|paste)\s+(?:the\s+)?(\d{4,8}|\d{3} \d{3})\s+(?:from|in|sent\s+(?:by|via|to\s+me\s+by)|that\s+came\s+(?:by|via|in))\s+` +
	`(?:the\s+|my\s+|your\s+|an?\s+)?(?:sms|text(?:\s+message)?|authenticator|message|whatsapp|telegram|signal)\b` +
	`|\bcode\s+(?:that\s+)?(?:i|you|we|they)\s+(?:just\s+)?(?:got|received|sent(?:\s+me)?|texted(?:\s+me)?|was\s+sent|were\s+sent)\b[^.\n\d]{0,24}?(?:\s(?:is|was)\s*:?|:)\s*(\d{4,8})\b` +
	`|\b(?:i|we)\s+got\s+(\d{4,8})\s+as\s+(?:the|my|a|our)\s+code\b`)

// codeReceived matches a code of 4–8 digits said after it to be one the user just got
// ("the code 482913 that I just received"); group 1 the number.
var codeReceived = regexp.MustCompile(`(?i)\bcode\s+(\d{4,8})\s+(?:that\s+|which\s+)?(?:i|we)\s+(?:just\s+)?(?:got|received)\b`)

// brandCode reports whether a code said to be the reader's by its number first ("739202
// is your Instagram code") is named by a service: one or two capitalised words between
// "your" and "code", none of otherCodes ("your Store code" is a store's).
func brandCode(words, name string) bool {
	ws := strings.Fields(words)
	if !strings.EqualFold(name, "code") || len(ws) == 0 || len(ws) > 2 || namesOtherCode(words) {
		return false
	}
	for _, w := range ws {
		if c := w[0]; c < 'A' || c > 'Z' {
			return false
		}
	}
	return true
}

var (
	// otpFor matches a one-time password named first and linked to its number a few words
	// later, as banks word it: "Your OTP for login is 482915", "OTP for txn of INR 5000 at
	// Amazon is 482915", "Your one time password for transaction is 482915", in Italian,
	// Spanish, French, German, Thai or Vietnamese ("il codice OTP per il bonifico di 250,00 EUR è …",
	// "รหัส OTP คือ …", "Ma OTP giao dich … la …"), past a decimal sign or an initial ("to M. Rossi is …"); group 1
	// the number, or group 2 after where it was sent and a colon ("e-Verify OTP sent to
	// Aadhaar-linked mobile: …"). It is anchored at the name.
	otpFor = regexp.MustCompile(`^(?i)(?:otp|one[- ]time password)\b(?:[^.\n]|\.\d|(?-i:\b[A-Z])\.){0,80}?(?:\b(?:is|es|est|ist|lautet|la)|\sè|\sคือ|\slà)\s*:?\s*(\d{4,8})\b` +
		`|^(?i)(?:otp|one[- ]time password)\s+(?:sent|delivered|texted)\s+(?:to|on)\b[^.\n:]{0,60}:\s*(\d{4,8})\b`)
	// otpBefore matches a number said to be the OTP, ending where the name begins: "739204
	// is the OTP for txn …", "739204 - OTP for Flipkart login"; group 1 the number.
	otpBefore = regexp.MustCompile(`(?i)\b(\d{4,8})\s*(?:is\s+(?:the|your)\s+|[-–—:]\s*)$`)
	// otpGlued matches an OTP whose number follows its name after a sign: "OTP-739204",
	// "OTP: 739204"; group 1 the number. It is anchored at the name.
	otpGlued = regexp.MustCompile(`^(?i)otp\s*[-:#]\s*(\d{4,8})\b`)
	// codeFor matches a code named first and linked to its number a few words later, as
	// banks word a transfer's code: "the code to authorise the transfer of 1,200.00 EUR is
	// 90417362", "il codice per autorizzare il bonifico è …", "le code pour valider le
	// virement est …", "Votre code de sécurité à usage unique : …", "kod BLIK z aplikacji
	// banku: [ 384 102 ]"; group 1 the words
	// between, group 2 the number. It is anchored at the name; smsCodePass takes it when
	// the words between say what it authorises (authorizingWords) or beside a message's
	// warning (smsContext).
	codeFor = regexp.MustCompile(`^(?i)(?:code|codice|c[óo]digo|k[óo]d(?:unuz|u)?)\b((?:[^.\n:]|[.,]\d|(?-i:\b[A-Z])\.){0,80}?)` +
		`(?:\s(?:is|es|est|ist|lautet|was|era|jest|je)|\sè|\sé|\s?:)\s*:?\s*[\[(]?\s*(\d{3} \d{3}|\d{2} \d{2} \d{2}|\d{4,8})\b`)
	// authorizingWords, between a code's name and its number (codeFor), say that it
	// authorises, confirms or verifies something: "the code to confirm the payment is …",
	// "il codice per autorizzare l'operazione è …" (lower case, stems).
	// Verbs, not nouns: "Codice di conferma ordine" is a booking's.
	authorizingWords = []string{"authoriz", "authoris", "autorizz", "autoriser", "autorizar", "to confirm", "confermare",
		"confirmer", "confirmar", "to verify", "verificare", "vérifier", "verificar", "to validate", "valider",
		"convalidare", "bestätigen", "freigeben", "to sign in", "to log in", "accedere", "acceder", "přihlášení", "prihlaseni",
		"logowania", "blik"}
	// codeForYour matches "482915 is the code for your Acme account"; group 1 the number.
	codeForYour = regexp.MustCompile(`(?i)\b(\d{4,8})\s+is\s+the\s+code\s+for\s+your\b`)
	// codeLine matches a line of a code alone (4–8 digits, two groups of three digits, 4–8
	// digits spaced one by one as a screenshot's text reads them, 5–8
	// capitals and digits, or two groups of three: Slack's "KQW-8ZT") and nothing else, as
	// e-mails set it under "Enter this code to sign in:"; group 1 the code (codeBelow checks
	// its shape).
	codeLine = regexp.MustCompile(`^[ \t]*(\d{4,8}|\d{3} \d{3}|\d(?: \d){3,7}|[A-Z0-9]{5,8}|[A-Z0-9]{3}-[A-Z0-9]{3})[ \t]*\r?$`)
)

// codeAlone matches a text that is a code's name and its number and nothing else, as a page
// shows a one-time code in an element of its own: "Code 846215" (six digits under a bare
// "Code", as such codes are), "Verification code: 482913", "Sign-in code — 482-913",
// "Code: G-482913"; group 1 the number. "Code 5411", "Code: 10025" (an item's, a
// merchant category's) and "Code 1984 – the film" stay.
var codeAlone = regexp.MustCompile(`^(?i)[ \t]*(?:` +
	`(?:verification|security|login|log-in|sign-in|sign\s+in|one-time|confirmation|access|auth|temporary|temp)\s+(?:code|otp|passcode)[ \t]*[:#\-–—]?[ \t]*((?:g-)?\d{4,8}|\d{3}-\d{3})` +
	`|(?:code|otp|passcode)[ \t]*[:\-–—]?[ \t]*((?:g-)?\d{6}|\d{3}-\d{3}))[ \t.]*$`)

// yourCodeAt is yourCode anchored at "your".
var yourCodeAt = anchor(yourCode)

// secretCodeWords are the words that, between "your" and "code", say the code proves who
// the reader is ("your Slack confirmation code", "your login code").
var secretCodeWords = map[string]bool{"verification": true, "verify": true, "confirmation": true, "login": true,
	"log-in": true, "sign-in": true, "signin": true, "security": true, "one-time": true, "onetime": true,
	"2fa": true, "two-factor": true, "mfa": true, "otp": true, "access": true, "auth": true,
	"authentication": true, "authorization": true, "reset": true, "magic": true}

// smsContext are the phrases with which a message sending a code tells not to share it,
// when it expires, or what to do if the reader did not ask for it ("Never share this code",
// "It expires in 10 minutes"): a page's "Share", "Sign in" or "Offer expires Sunday" is no
// such message.
var smsContext = []string{"never share", "don't share", "do not share", "not to share", "not share this",
	"expires in", "never give", "not give this", "don't give", "didn't request", "did not request",
	"do not forward", "wasn't you", "was not you", "for login", "to log in", "to sign in", "for sign-in", "for signing in",
	// a code to be shared with one person only: a guest's door code
	"share this code only", "share the code only", "only share this code", "only share the code", "only share it",
	"teile den code nur", "teilen sie den code nur", "den code nur mit",
	// German, French, Spanish, Italian, Portuguese, Dutch, Polish, Russian ("икому" of
	// "никому" and "Никому": asciiLower leaves Cyrillic as it is)
	"nicht weiter", "niemals weiter", "niemandem", "ne partagez", "ne le partagez", "ne communiquez", "ne le communiquez",
	"ne le donnez", "no compartas", "no lo compartas", "no la compartas", "no comparta", "no lo comparta",
	"non condivider", "non comunica", "não compartilhe", "não partilhe", "não o compartilhe",
	"deel deze code niet", "deel de code niet", "met niemand", "nie podawaj", "nie udostępniaj", "икому",
	// Turkish, Swedish, Indonesian
	"kimseyle paylaşma", "paylaşmayın", "kimseyle paylasma", "dela inte", "jangan berikan", "jangan bagikan",
	// how long it is valid, in Polish and Czech
	"jest ważny", "ważny przez", "platnost ",
	// that it came by text message: "mi arriva per SMS il codice …"
	"per sms", "via sms", "por sms", "par sms", "by sms", "przez sms", "sms ile", "sms-ben", "sms-ben küldött",
	// that the reader may not have asked for it, or how long it is valid
	"pas à l'origine de cette", "code est valable", "code is valid for", "code ist gültig", "código es válido", "codice è valido",
	"we sent a code", "we've sent a code", "we have sent a code", "sent a code to"}

// otherCodes are words that, before "code", name a code that proves nothing of who the
// reader is: a postal code, a discount, an order's, a product's or a booking's reference.
var otherCodes = map[string]bool{"zip": true, "postal": true, "post": true, "postcode": true, "area": true,
	"country": true, "promo": true, "promotional": true, "discount": true, "coupon": true, "voucher": true,
	"referral": true, "reward": true, "offer": true, "gift": true, "tracking": true, "order": true, "product": true,
	"item": true, "reference": true, "booking": true, "flight": true, "store": true, "class": true,
	"course": true, "event": true, "error": true, "status": true, "tax": true, "sort": true, "dialing": true,
	"airport": true, "wi-fi": true, "wifi": true, "dress": true, "game": true, "room": true, "gate": true}

// namesOtherCode reports whether a word of words names a code of otherCodes.
func namesOtherCode(words string) bool { return anyWordIn(words, otherCodes) }

// namesSecretCode reports whether a word of words says the code proves who the reader is
// (secretCodeWords).
func namesSecretCode(words string) bool { return anyWordIn(words, secretCodeWords) }

// anyWordIn reports whether a word of words, lower-cased and without the signs around it,
// is in set.
func anyWordIn(words string, set map[string]bool) bool {
	return slices.ContainsFunc(strings.Fields(strings.ToLower(words)), func(w string) bool {
		return set[strings.Trim(w, ":.,'’&-#")]
	})
}

// smsCodePass masks, as {{otp}} ({{pin}} for a PIN), a text that is a code alone
// (codeAlone), and the number of a one-time code worded
// as a text message or an e-mail words it (codeFirst, codeDash, yourCode, enterCode), or
// said to have come by one (codeByMessage). A
// code named only "code" is one when a word before it says it proves who the reader is
// (secretCodeWords) or the message around it says so (smsContext: "Your Uber code: 4839.
// Never share this code."); "your store code is 4839" and "Release 2024 - your code,
// shipped" stay.
func (r *Redactor) smsCodePass(s string) []seg {
	if len(s) <= 40 {
		if m := codeAlone.FindStringSubmatchIndex(s); m != nil {
			if g := matchedGroup(m); !yearLike(s[m[g]:m[g+1]]) { // "Access code 2024": a year
				return r.maskSpans(s, []span{{m[g], m[g+1], OTP}})
			}
		}
	}
	if len(s) < 12 || !strings.ContainsAny(s, "0123456789") {
		return nil
	}
	var found []span
	low := asciiLower(s)
	// secretCode reports whether the code ending at s[end:] is named a secret one: by a
	// self-explaining name (otp, PIN), a word before its name, or the message around it.
	secretCode := func(words, name string, at, end int) bool {
		if namesOtherCode(words) {
			return false // "your promo code", "your Kahoot game PIN"
		}
		if n := strings.ToLower(name); n != "code" && (words == "" || n != "pin") {
			return true // "your OTP", "your passcode"; a PIN after other words is checked
		}
		return namesSecretCode(words) || nearSMSContext(s, at, end)
	}
	add := func(i, j int, name string) {
		class := OTP
		if strings.EqualFold(name, "pin") {
			class = PIN
		}
		found = append(found, span{i, j, class})
	}
	// The expressions run only around "your", " to ", "otp" and "one", over a few dozen
	// bytes each, and codeBelow at the end of a line that ends in "code", ":" or says the
	// code is "below": a page's long text does not pay for them.
	f := newFinder(low, "your", " to ", "otp", "one", "code\n", ":\n", "code is\n", "below")
	for from := 0; ; {
		p := f.next(from)
		if p < 0 {
			break
		}
		from = p + 1
		switch {
		case low[p] == 'o' && wordStart(s, p):
			if m := matchAt(otpFor, s, p, 128); m != nil {
				if g := matchedGroup(m); !yearLike(s[m[g]:m[g+1]]) {
					found = append(found, span{m[g], m[g+1], OTP})
				}
			} else if m := matchAt(otpGlued, s, p, 32); m != nil {
				found = append(found, span{m[2], m[3], OTP})
			}
			if strings.HasPrefix(low[p:], "otp") {
				if w := max(0, p-24); w < p {
					if m := otpBefore.FindStringSubmatchIndex(s[w:p]); m != nil {
						found = append(found, span{w + m[2], w + m[3], OTP})
					}
				}
			}
			continue
		case low[p] == 'o':
			continue
		case low[p] == 'c' || low[p] == ':' || low[p] == 'b':
			if i, j, ok := codeBelow(s, low, p); ok {
				found = append(found, span{i, j, OTP})
			}
			continue
		case low[p] == 'y':
			w := max(0, p-48)
			if m := codeForYour.FindStringSubmatchIndex(s[w:min(len(s), p+8)]); m != nil && wordStart(s, w+m[2]) {
				found = append(found, span{w + m[2], w + m[3], OTP})
			}
		}
		if low[p] == ' ' {
			w := max(0, p-48)
			if m := enterCode.FindStringSubmatchIndex(s[w:min(len(s), p+24)]); m != nil && wordStart(s, w+m[0]) {
				g := matchedGroup(m)
				if g == 4 && yearLike(s[w+m[g]:w+m[g+1]]) {
					continue // a year: "Enter 2024 to verify your age"
				}
				found = append(found, span{w + m[g], w + m[g+1], OTP})
			}
			continue
		}
		w := max(0, p-24)
		for _, re := range []*regexp.Regexp{codeFirst, codeDash} {
			if m := re.FindStringSubmatchIndex(s[w:min(len(s), p+96)]); m != nil && wordStart(s, w+m[2]) &&
				(secretCode(s[w+m[4]:w+m[5]], s[w+m[6]:w+m[7]], w+m[0], w+m[1]) || brandCode(s[w+m[4]:w+m[5]], s[w+m[6]:w+m[7]])) {
				add(w+m[2], w+m[3], s[w+m[6]:w+m[7]])
			}
		}
		if !wordStart(s, p) {
			continue
		}
		if m := matchAt(yourCodeAt, s, p, 96); m != nil && (secretCode(s[m[2]:m[3]], "code", m[0], m[1]) || brandCode(s[m[2]:m[3]], "code")) {
			found = append(found, span{m[4], m[5], OTP})
		}
	}
	if containsAny(low, "sms", "text", "mail", "message", "authenticator", " got", "received", "sent", "whatsapp", "telegram", "signal") {
		for _, m := range numberByMessage.FindAllStringSubmatchIndex(s, -1) {
			g := matchedGroup(m)
			if namesOtherCode(s[max(0, m[0]-24):m[0]+5]) || strings.HasPrefix(asciiLower(s[m[1]:]), " as ") {
				continue // "the zip code I got: 94107", "Enter 123456 from the text as the order number"
			}
			if yearLike(s[m[g]:m[g+1]]) {
				continue // a year
			}
			found = append(found, span{m[g], m[g+1], OTP})
		}
	}
	if strings.Contains(low, "code ") && containsAny(low, " received", " got") {
		for _, m := range codeReceived.FindAllStringSubmatchIndex(s, -1) {
			if !yearLike(s[m[2]:m[3]]) {
				found = append(found, span{m[2], m[3], OTP})
			}
		}
	}
	if strings.Contains(low, "code") && containsAny(low, "sms", "text", "mail", "message", "authenticator", "copy") {
		for _, m := range codeByMessage.FindAllStringSubmatchIndex(s, -1) {
			if namesOtherCode(s[max(0, m[0]-24):m[0]]) {
				continue // "the discount code 2024 from the email"
			}
			g := matchedGroup(m)
			found = append(found, span{m[g], m[g+1], OTP})
		}
	}
	if containsAny(low, "this code", "the code") {
		for _, m := range codeGiven.FindAllStringSubmatchIndex(s, -1) {
			if g := matchedGroup(m); !yearLike(s[m[g]:m[g+1]]) {
				found = append(found, span{m[g], m[g+1], OTP})
			}
		}
	}
	if containsAny(low, " page", " screen", " prompt", " form", " box", " field", " window") {
		f := newFinder(low, "enter ", "type ", "input ", "use ")
		for from := 0; ; {
			p := f.nextWord(s, from)
			if p < 0 {
				break
			}
			from = p + 1
			if m := matchAt(codeEnteredAt, s, p, 128); m != nil && !yearLike(s[m[2]:m[3]]) {
				found = append(found, span{m[2], m[3], OTP})
			}
		}
	}
	if containsAny(low, "code", "codi", "cód", "kod", "kód") {
		f := newFinder(low, "code", "codi", "cód", "kod", "kód")
		for from := 0; ; {
			p := f.nextWord(s, from)
			if p < 0 {
				break
			}
			from = p + 1
			m := matchAt(codeFor, s, p, 128)
			if m == nil || namesOtherCode(s[max(0, p-24):m[3]]) || yearLike(s[m[4]:m[5]]) ||
				!containsAny(low[m[2]:m[3]], authorizingWords...) && !nearSMSContext(s, m[0], m[1]) {
				continue // "the discount code for members is 2024", a code of nothing with no warning around it
			}
			found = append(found, span{m[4], m[5], OTP})
		}
	}
	if strings.Contains(s, "код") || strings.Contains(s, "Код") {
		for _, m := range ruCode.FindAllStringSubmatchIndex(s, -1) {
			if g := matchedGroup(m); !yearLike(s[m[g]:m[g+1]]) { // "Код подтверждения: 2024 год"
				found = append(found, span{m[g], m[g+1], OTP})
			}
		}
	}
	return r.maskSpans(s, found)
}

// codeEnteredAt matches, from its verb, a code of 4–8 digits told to be entered on a
// sign-in or verification page ("Enter 739201 on the sign-in page", "Type 739201 into the
// verification prompt"); codeGiven one given before the words that say so ("739201 —
// enter this code to continue", "482915: use this code to sign in") or after them ("Enter
// this code to continue: 48 29 13"). Group 1 (or 2) is the number.
var (
	codeEnteredAt = regexp.MustCompile(`^(?i)(?:enter|type|input|use)\s+(\d{4,8})\s+(?:on|in|into|at)\s+the\s+` +
		`(?:sign[- ]?in|log[- ]?in|verification|2fa|mfa|two[- ]factor|security|authentication)\s+(?:page|screen|prompt|form|box|field|window)\b`)
	codeGiven = regexp.MustCompile(`(?im)^[ \t]*(\d{4,8})[ \t]*[-–—:][ \t]*(?:enter|use|type)\s+(?:this|the)\s+code\b` +
		`|(?i)\b(?:enter|use|type)\s+(?:this|the)\s+code\s+to\s+(?:continue|verify|sign\s+in|log\s*in)\s*:\s*(\d{3}[ -]\d{3}|\d{2} \d{2} \d{2}|\d{4,8})\b`)
)

// ruCode matches a one-time code of 4–8 digits named in Russian: "Ваш код 739201", "Код
// подтверждения: 739201", "Код из СМС 739201", "Одноразовый код — 739201"; group 1 the
// number, or group 2 of one before what it is for ("Код 739104 для подтверждения
// перевода"). ("Код товара 739201", a product's, is not named so.)
var ruCode = regexp.MustCompile(`(?i)(?:ваш\s+код|код\s+(?:подтверждения|из\s+(?:смс|sms|сообщения)|для\s+входа|верификации|авторизации)|` +
	`одноразовый\s+код|(?:смс|sms)-код|(?:вв[её]л[аи]?|введ[её]н|ввожу)\s+код)(?:\s*[:：—–-]\s*|\s+)(\d{4,8})\b|(?:^|\P{L})код\s+(\d{4,8})\s+(?:для\s|вв[её]л|введ[её]н)`)

// codeBelow reads the code set on a line of its own under the line that names it, the
// line ending at low[p:] ("Enter this code to sign in:", "Here's your code"): the next
// non-empty line holds the code alone (codeLine), and the naming line says it proves who
// the reader is (secretCodeWords) or the message around it does (smsContext).
func codeBelow(s, low string, p int) (int, int, bool) {
	nl := p + strings.IndexByte(low[p:], '\n')
	start := strings.LastIndexByte(low[:p], '\n') + 1
	naming := low[start:nl]
	if !strings.Contains(naming, "code") {
		return 0, 0, false
	}
	i := nl + 1
	for i < len(s) && (s[i] == '\n' || s[i] == '\r' || s[i] == ' ' || s[i] == '\t') && i-nl < 8 {
		i++
	}
	end := lineEnd(s, i) - i
	m := codeLine.FindStringSubmatchIndex(s[i : i+end])
	if m == nil || !otpShaped(s[i+m[2]:i+m[3]]) && !mixedCode(s[i+m[2]:i+m[3]], naming) {
		return 0, 0, false
	}
	if namesOtherCode(naming) || strings.Contains(naming, "postcode") {
		return 0, 0, false // "ZIP code:", "Promo code:", "Booking code:"
	}
	if !namesSecretCode(naming) && !nearSMSContext(s, start, i+end) {
		return 0, 0, false
	}
	return i + m[2], i + m[3], true
}

// mixedCode reports whether code, a line's code that otpShaped does not take, is one by its
// shape and naming, the line that names it (lower case): letters and digits both, in two
// groups of three ("KQW-8ZT", Slack's) or five after "Steam Guard" ("F7K2Q").
func mixedCode(code, naming string) bool {
	letters, digits := strings.ContainsFunc(code, isLetterRune), strings.ContainsAny(code, "0123456789")
	if !letters || !digits {
		return false
	}
	return len(code) == 7 && code[3] == '-' || len(code) == 5 && strings.Contains(naming, "steam guard")
}

// matchedGroup returns the index in m (a submatch index slice) of the start of the first
// group that matched, 2 for group 1; an expression of alternatives gives each its own.
func matchedGroup(m []int) int {
	g := 2
	for g+2 < len(m) && m[g] < 0 {
		g += 2
	}
	return g
}
