package redact

import (
	"regexp"

	"github.com/almerlucke/go-iban/iban"
)

// ibanRe finds what may be an International Bank Account Number in capitals: a country
// code, two check digits and the account (BBAN) in groups of four with or without single
// spaces, the last group shorter ("DE89 3704 0044 0532 0130 00", "GB82WEST12345698765432").
// isIBAN checks the country's length and format and the ISO 7064 mod-97 check digits.
var ibanRe = regexp.MustCompile(`\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?\b`)

var ibanAt = anchor(ibanRe)

// isIBAN reports whether s, spaces aside, is a valid IBAN of a country that has them
// (almerlucke/go-iban: the country's length and BBAN format, the check digits).
func isIBAN(s string) bool {
	if len(s) < 15 || len(s) > 42 {
		return false
	}
	_, err := iban.NewIBAN(s)
	return err == nil
}

// ibanPass masks IBANs (ibanRe, isIBAN) as {{iban}}: a bank account is personal data a
// transfer form takes, like a card's number.
func (r *Redactor) ibanPass(s string) []seg {
	if len(s) < 15 {
		return nil
	}
	b := builder{s: s}
	for i := 0; i+1 < len(s); i++ {
		if !isUpper(s[i]) || !isUpper(s[i+1]) || i < b.last || !wordStart(s, i) {
			continue
		}
		m := matchAt(ibanAt, s, i, 64)
		if m == nil || !isIBAN(s[m[0]:m[1]]) {
			continue
		}
		if b.add(m[0], m[1], r.mask(s[m[0]:m[1]], IBAN)) {
			i = m[1] - 1
		}
	}
	return b.done()
}

func isUpper(c byte) bool { return c >= 'A' && c <= 'Z' }
