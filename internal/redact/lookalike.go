package redact

import (
	"encoding/base64"
	"encoding/json"
	"regexp"
	"strings"
)

// Values shaped as secrets that are something else: numbers that pass a card's checks
// (Luhn guards payment references, IMEIs and tax numbers too, and a long key of digit
// groups holds a card-shaped run by chance), a date or a locator after a password's name,
// an SSH remote's user and host, a CAPTCHA's site key, a page's cursor.

// cardLookalikeWords name, in the label before a number, what else Luhn guards: a Swedish
// OCR reference, a Norwegian KID, a Finnish viitenumero, a Dutch betalingskenmerk, a phone's
// IMEI, a tax or VAT number (a Saudi "الرقم الضريبي"), a Brazilian invoice's access key
// (lower case).
var cardLookalikeWords = []string{"ocr", "kid-n", "kid n", "kid:", "viitenumero", "betalingskenmerk", "imei", "vat", "tax",
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
	return containsAny(label, cardLookalikeWords...) && !containsAny(label, cardLabelNames...)
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
	for _, p := range []string{"id=", "name=", "css=", "xpath=", "class=", "identifier=", "dom=", "link="} {
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
