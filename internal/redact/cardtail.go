package redact

import (
	"regexp"
	"strings"
)

// cardTail matches a card number written with its expiry and its security code after it,
// as people paste a card into a chat or a note ("4539 1488 0343 6467 12/27 094"): group 1
// the number, group 2 the code. The number is cardPass's to mask; the code, no number by
// its own shape, is this pass's.
var cardTail = regexp.MustCompile(`\b(\d{4}(?:[ -]?\d{2,6}){2,4}|\d{13,19})[ \t,;]+(?:0[1-9]|1[0-2])\s*/\s*(?:\d{2}|20\d{2})[ \t,;]+(?:(?i:cvv|cvc|csc|cid)\s*:?\s*)?(\d{3,4})\b`)

// cardTailPass masks, as {{cvv}}, the security code cardTail finds after a payment card's
// number (isCard) and its expiry (SPEC §8).
func (r *Redactor) cardTailPass(s string) []seg {
	if len(s) < 22 || !strings.Contains(s, "/") {
		return nil
	}
	var spans []span
	for _, m := range cardTail.FindAllStringSubmatchIndex(s, -1) {
		if isCard(s[m[2]:m[3]]) {
			spans = append(spans, span{m[4], m[5], CVV})
		}
	}
	return r.maskSpans(s, spans)
}
