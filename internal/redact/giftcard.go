package redact

import (
	"regexp"
	"strings"
)

// A gift card's or a prepaid top-up's code is money to whoever reads it (SPEC §8). A shop's
// e-mail names the card first and the code under a plain label ("Your App Store Gift Card
// ($25)\nCode: X4K7…", "Best Buy eGift Card\nCard number: 6123 4567 8901 2345", "Ihre
// Guthabenkarte\nAufladecode: 7391 0052 8843 19"): proseKey reads a code after the card's
// own name, giftLabelPass one under a plain label near it.

// giftWords are the lower-case words that name a gift card or a prepaid top-up.
var giftWords = []string{"gift card", "giftcard", "egift", "gift certificate", "guthabenkarte", "aufladecode",
	"prepaid card", "top-up code", "recharge code", "carte cadeau", "tarjeta regalo", "carta regalo"}

// giftLabel matches a plain label and the code after it: "Code: X4K7LMN29QRTZ8PW", "Card
// number: 6123 4567 8901 2345", "Aufladecode: 7391 0052 8843 19"; group 1 the code (12 to
// 20 digits in groups of two to four, or 10 to 20 capitals and digits).
var giftLabel = regexp.MustCompile(`(?i)\b(?:card\s+number|card\s+no\.?|code|aufladecode|kartennummer|numéro|número|codice)[ \t]*[:#][ \t]*` +
	`(\d{4}(?:[ -]\d{2,4}){2,4}|(?-i:[A-Z0-9]{10,20}))\b`)

// giftReach is how far after a gift card's name (giftWords), in bytes, its code is read.
const giftReach = 200

// giftLabelPass masks, as {{secret}}, the code under a plain label within giftReach bytes
// after a gift card's or a top-up's name, not one a word before the label names another's
// ("Order code: …", otherCodes); a code of capitals holds two digits and a letter or more
// ("Code: WELCOMEHOME" stays).
func (r *Redactor) giftLabelPass(s string) []seg {
	if len(s) < 20 || !strings.ContainsAny(s, "0123456789") ||
		!containsAny(s, "ift", "IFT", "uthaben", "ufladecode", "repaid", "op-up", "echarge", "adeau", "egalo") {
		return nil // no word of giftWords
	}
	var spans []span
	f := newFinder(asciiLower(s), giftWords...)
	for at := f.next(0); at >= 0; at = f.next(at + 1) {
		end := min(len(s), at+giftReach)
		for _, m := range giftLabel.FindAllStringSubmatchIndex(s[at:end], -1) {
			code := s[at+m[2] : at+m[3]]
			digits := len(digitsOf(code))
			if digits != len(code)-strings.Count(code, " ")-strings.Count(code, "-") && (!strings.ContainsFunc(code, isLetterRune) || digits < 2) {
				continue
			}
			if before := strings.Fields(s[max(at, at+m[0]-24) : at+m[0]]); len(before) > 0 && namesOtherCode(before[len(before)-1]) {
				continue // "Order code: 1124-4556-6789", "Tracking code: …"
			}
			spans = append(spans, span{at + m[2], at + m[3], Secret})
		}
	}
	return r.maskSpans(s, spans)
}
