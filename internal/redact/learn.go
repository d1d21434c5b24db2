package redact

import (
	"regexp"
	"strings"
)

// labelledNumber finds a number named in free text by its label: "phone number 123456789",
// "phone number of 8984486417" (Mind2Web's tasks), "PIN: 4321", "card number 4111 1111 1111
// 1111", "CVV 321", "security code 321". Group 1 is the label, group 2 a word after it ("number"), group 3 the
// word or sign that links it to the number, group 4 the number (digits with spaces, dots,
// dashes or parentheses between them).
var labelledNumber = regexp.MustCompile(`(?i)\b(phone|mobile|cell|telephone|tel|pin|cvv|cvc|csc|security code|card number|credit card|credit number|debit card|debit number|social security number|ssn)` +
	`(\s+(?:number|no\.?|#))?\s*(is|was|of|=|:)?\s*(\+?\(?\d[\d().\- ]{1,28}\d\)?)`)

// labelledWord finds a password named in free text: "my password is hunter2".
var labelledWord = regexp.MustCompile(`(?i)\b(password|passcode|passwort)\b\s*(is|was|=|:)?\s*(["']?)([^\s"',;]{3,64})`)

// Learn reads free text that describes a task ("… with my membership info Joe Bloggs, phone
// number 123456789") and remembers the values it labels as phone numbers, passwords, PINs,
// card numbers, CVVs, SSNs, software keys or recovery codes, so that the same value typed
// into an unlabelled field, or echoed later, is masked too (SPEC §8). It changes no text itself and returns how many
// values it learned. Call it with the task text before any Value or Text call.
func (r *Redactor) Learn(text string) int {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.init()
	n := 0
	learn := func(v, class string) {
		if len(v) < 3 || IsPlaceholder(v) {
			return
		}
		if _, ok := r.lookup(v); ok {
			return
		}
		r.remember(v, class)
		n++
	}
	for _, m := range labelledNumber.FindAllStringSubmatch(text, -1) {
		v := strings.TrimSpace(m[4])
		linked := m[2] != "" || m[3] != ""
		// The label alone, with no link, names a secret only in a number of its length, as
		// in prose (proseCodePass, prosePhonePass): "Bangalore PIN 560001" is a postal code,
		// "phone 2024 2025 deals" no phone number.
		switch label := strings.ToLower(m[1]); label {
		case "phone", "mobile", "cell", "telephone", "tel":
			if phoneShaped(v, linked) {
				learn(v, Phone)
			}
		case "pin", "cvv", "cvc", "csc", "security code":
			if label == "csc" || label == "security code" {
				label = "cvv" // a card's security code by its other names
			}
			if class := codeClass(label, len(v), linked); isDigits(v) && class != "" {
				learn(v, class)
			}
		case "card number", "credit card", "credit number", "debit card", "debit number":
			if len(digitsOf(v)) >= 8 {
				learn(v, CardNumber)
			}
		default:
			learn(v, SSN)
		}
	}
	// "activate it with license key ABCD-1234-EFGH", "my backup codes are …"
	proseKeys(text, func(i, j int, class string) { learn(text[i:j], class) })
	namedKeys(text, asciiLower(text), func(i, j int, class string) { learn(text[i:j], class) }) // "Zugangstoken: …"
	for _, m := range labelledWord.FindAllStringSubmatch(text, -1) {
		// "my password is hunter2", "password: 'opensesame'", "password Tr0ub4dor&3"; not
		// "password for my account", "password generator", "passwordless login".
		w := m[4]
		if secretWord(w) && (m[2] != "" || m[3] != "" || credentialShape(w)) {
			learn(w, Password)
		}
	}
	return n
}
