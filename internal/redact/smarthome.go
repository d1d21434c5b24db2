package redact

// A smart-home device's setup code pairs it with whoever reads it: HomeKit's eight digits
// ("482-19-307", on the device's label), Matter's manual pairing code (eleven digits,
// "3497-011-2332") and its QR payload ("MT:Y.K9042C00KA0648G00"). Whoever holds one adds
// the device to their own home (SPEC §8).

import (
	"regexp"
	"strings"
)

var (
	// setupCode matches a setup or pairing code after its name on its line ("HomeKit setup
	// code: 482-19-307", "Matter pairing code 3497-011-2332", "Einrichtungscode: …"); group
	// 1 the code, in HomeKit's or Matter's grouping or as bare digits of their lengths.
	setupCode = regexp.MustCompile(`(?i)\b(?:setup|pairing|homekit|matter|einrichtungs|kopplungs)[ -]?code\b[^\n\d]{0,24}?` +
		`(\d{3}-\d{2}-\d{3}|\d{4}-\d{3}-\d{4}|\d{3} \d{2} \d{3}|\d{4} \d{3} \d{4}|\d{11}|\d{8})\b`)
	// matterPayload matches the text of a Matter QR code: "MT:" and its base-38 payload.
	matterPayload = regexp.MustCompile(`\bMT:[0-9A-Z.\-]{19,}`)
)

// setupCodePass masks the setup codes setupCode finds and Matter's QR payloads as
// {{secret}}.
func (r *Redactor) setupCodePass(s string) []seg {
	if len(s) < 11 || !strings.Contains(asciiLower(s), "code") && !strings.Contains(s, "MT:") {
		return nil
	}
	spans := appendMatches(nil, setupCode, s, 1, Secret)
	return r.maskSpans(s, appendMatches(spans, matterPayload, s, 0, Secret))
}
