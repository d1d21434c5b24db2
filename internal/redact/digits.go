package redact

import "strings"

// Digits of other scripts: a one-time code sent in Japanese is often written in full-width
// digits ("認証コード：４８２９１３"), one in Persian, Arabic or Hindi in that script's
// digits ("کد تایید شما: ۷۳۹۱۰۵", "आपका ओटीपी ४८२९१३ है"). The passes read ASCII digits;
// learnPlain reads such a text in its plain form, with its digits as ASCII ones
// (plainText, plain.go), and remembers the codes it masked there as the text writes them.

// digitZeros are the code points of the zero of each decimal digit block the passes read
// as ASCII digits: Arabic-Indic, Extended Arabic-Indic (Persian, Urdu), Devanagari,
// Bengali, Gurmukhi, Gujarati, Oriya, Tamil, Telugu, Kannada, Malayalam, Thai, Lao,
// Tibetan, Myanmar, Khmer, Mongolian and full-width digits (Unicode's Nd blocks).
var digitZeros = []rune{0x0660, 0x06F0, 0x0966, 0x09E6, 0x0A66, 0x0AE6, 0x0B66, 0x0BE6, 0x0C66, 0x0CE6, 0x0D66,
	0x0E50, 0x0ED0, 0x0F20, 0x1040, 0x17E0, 0x1810, 0xFF10}

// digitZero returns the zero of the block of digitZeros that r is a digit of, or -1.
func digitZero(r rune) rune {
	for _, z := range digitZeros {
		if r >= z && r <= z+9 {
			return z
		}
	}
	return -1
}

// hasForeignDigit reports whether s holds a digit of digitZeros.
func hasForeignDigit(s string) bool {
	return !isASCII(s) && strings.ContainsFunc(s, func(r rune) bool { return r >= 0x0660 && digitZero(r) >= 0 })
}
