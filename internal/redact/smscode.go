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
	// codeFirst matches a number of 4–8 digits, after a letter's prefix as Google writes
	// it ("G-"), said to be the reader's code ("is your", "as your"): group 1 the number,
	// group 2 the words between "your" and the code's name, group 3 the name.
	codeFirst = regexp.MustCompile(`(?i)\b(?:[a-z]-)?(\d{4,8})(?:\s+(?:is|was|as)\s+|\s*[-–—]\s*)your\s+((?:[\p{L}\p{N}.'’&-]+\s+){0,3})` +
		`(code|otp|pin|passcode|one[- ]time (?:code|password))\b`)
	// yourCode matches "your <one or two words> code" linked to a number of 4–8 digits:
	// group 1 the words, group 2 the number.
	yourCode = regexp.MustCompile(`(?i)\byour\s+((?:[\p{L}\p{N}.'’&-]+\s+){1,2})(?:code|otp|pin|passcode)` +
		`(?:\s+(?:is|was)\s*:?\s*|\s*[:=]\s*)(\d{4,8})\b`)
	// enterCode matches a number of 4–8 digits the reader is told to enter to prove who
	// they are ("Enter 482915 to verify your account", "Please enter the code 482915 to
	// continue"): group 1 the number.
	enterCode = regexp.MustCompile(`(?i)\b(?:enter|use|type|input)\s+(?:the\s+|this\s+)?(?:code\s+)?(\d{4,8})\s+to\s+` +
		`(?:verify|confirm|continue|sign\s+in|log\s*in|complete|finish|activate|proceed|reset|access)\b`)
)

// yourCodeAt is yourCode anchored at "your".
var yourCodeAt = anchor(yourCode)

// otherCodes are words that, between "your" and "code", name a code that is no secret: a
// postal code, a discount, an order's or a parcel's reference.
var otherCodes = map[string]bool{"zip": true, "postal": true, "post": true, "postcode": true, "area": true,
	"country": true, "promo": true, "promotional": true, "discount": true, "coupon": true, "voucher": true,
	"referral": true, "tracking": true, "order": true, "product": true, "reference": true, "booking": true,
	"gift": true, "card": true, "tax": true, "sort": true, "dialing": true, "dialling": true, "airport": true}

// smsCodePass masks, as {{otp}} ({{pin}} for a PIN), the number of a one-time code worded as a text message
// words it (codeFirst, yourCode), unless a word before "code" names a code that is no
// secret (otherCodes: "your zip code is 94107", "your order code: 4839").
func (r *Redactor) smsCodePass(s string) []seg {
	if len(s) < 12 || !strings.ContainsAny(s, "0123456789") {
		return nil
	}
	type code struct {
		i, j  int
		class string
	}
	var found []code
	// The expressions run only around "your" and " to ", over a few dozen bytes each: a
	// page's long text does not pay for them.
	low := asciiLower(s)
	f := newFinder(low, "your", " to ")
	for from := 0; ; {
		p := f.next(from)
		if p < 0 {
			break
		}
		from = p + 1
		if low[p] == ' ' {
			w := max(0, p-40)
			if m := enterCode.FindStringSubmatchIndex(s[w:min(len(s), p+24)]); m != nil && wordStart(s, w+m[0]) {
				found = append(found, code{w + m[2], w + m[3], OTP})
			}
			continue
		}
		w := max(0, p-24)
		if m := codeFirst.FindStringSubmatchIndex(s[w:min(len(s), p+96)]); m != nil && wordStart(s, w+m[0]) && secretCodeWords(s[w+m[4]:w+m[5]]) {
			class := OTP
			if strings.EqualFold(s[w+m[6]:w+m[7]], "pin") {
				class = PIN
			}
			found = append(found, code{w + m[2], w + m[3], class})
		}
		if !wordStart(s, p) {
			continue
		}
		if m := matchAt(yourCodeAt, s, p, 96); m != nil && secretCodeWords(s[m[2]:m[3]]) {
			found = append(found, code{m[4], m[5], OTP})
		}
	}
	if found == nil {
		return nil
	}
	slices.SortFunc(found, func(a, b code) int { return a.i - b.i })
	b := builder{s: s}
	for _, f := range found {
		b.add(f.i, f.j, r.mask(s[f.i:f.j], f.class))
	}
	return b.done()
}

// secretCodeWords reports whether none of the words (the text between "your" and "code")
// names a code that is no secret.
func secretCodeWords(words string) bool {
	for _, w := range strings.Fields(strings.ToLower(words)) {
		if otherCodes[strings.Trim(w, ".'’&-")] {
			return false
		}
	}
	return true
}
