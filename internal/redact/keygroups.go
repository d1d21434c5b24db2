package redact

import (
	"regexp"
	"strings"
)

// An authenticator app's secret (a TOTP seed, RFC 6238: base32) is shown beside its QR
// code for manual entry, in groups of four ("JBSW Y3DP EHPK 3PXP") or in one run after
// its name ("Setup key: JBSWY3DPEHPK3PXP"); recovery codes and product keys are shown in
// groups too ("7GH2 K9XP 4MRT 8VWZ"). Whoever reads one signs in or activates in the
// owner's place (SPEC §8).

// keyGroups matches four or more groups of four capitals or digits, or of small letters
// or digits, parted by a space or a hyphen.
var keyGroups = regexp.MustCompile(`\b(?:[A-Z0-9]{4}(?:[ -][A-Z0-9]{4}){3,15}|[a-z0-9]{4}(?:[ -][a-z0-9]{4}){3,15})\b`)

// keyGroupsAt is keyGroups anchored at the start of the text.
var keyGroupsAt = anchor(keyGroups)

// fourThenSep reports whether s[i:] begins a word of four ASCII letters or digits followed
// by a space or a hyphen and another such group: where keyGroups may match (a byte scan,
// so that a page's long text does not pay for the expression everywhere).
func fourThenSep(s string, i int) bool {
	if i > 0 && isAlnum(s[i-1]) || i+9 > len(s) {
		return false
	}
	for k := 0; k < 4; k++ {
		if !isAlnum(s[i+k]) || !isAlnum(s[i+5+k]) {
			return false
		}
	}
	return (s[i+4] == ' ' || s[i+4] == '-') && (i+9 == len(s) || !isAlnum(s[i+9]))
}

// namedSeed matches a base32 secret of 16 to 64 characters after the words that offer it
// for manual entry; group 1 is the secret.
var namedSeed = regexp.MustCompile(`(?i)(?:secret key|setup key|manual(?:ly)?(?: entry)? key|enter this (?:key|code)(?: manually)?|` +
	`key instead|code manually|totp secret|2fa secret|mfa secret)\b(?:[^A-Za-z2-7<\n]|<[^<>\n]{1,20}>){0,40}?((?-i:[A-Z2-7]{16,64}|[a-z2-7]{16,64}))\b`)

// namedSeedAt is namedSeed anchored at the start of the text; seedNames are the beginnings
// of its names, where it is run.
var (
	namedSeedAt = anchor(namedSeed)
	seedNames   = []string{"secret key", "setup key", "manual", "enter this", "key instead", "code manually",
		"totp secret", "2fa secret", "mfa secret"}
)

// keyGroupsPass masks each run of keyGroups whose groups mix letters and digits as a key
// does (letters in three of four or more, digits in two or more: an IBAN's letters are in
// its first groups only, a card's number has none) and that no shorter group follows, and
// each secret namedSeed finds.
func (r *Redactor) keyGroupsPass(s string) []seg {
	if len(s) < 16 {
		return nil
	}
	var found []span
	for i := 0; i+19 <= len(s); i++ {
		if !fourThenSep(s, i) {
			continue
		}
		if m := matchAt(keyGroupsAt, s, i, 96); m != nil {
			if groupsShaped(s[m[0]:m[1]]) && !moreGroups(s[m[1]:]) && !fingerprintGroups(s, m[0], m[1]) {
				found = append(found, span{m[0], m[1], Secret})
			}
			i = m[1]
		}
	}
	if low := asciiLower(s); strings.Contains(low, "key") || strings.Contains(low, "secret") || strings.Contains(low, "manually") {
		f := newFinder(low, seedNames...)
		for from := 0; ; {
			p := f.nextWord(s, from)
			if p < 0 {
				break
			}
			from = p + 1
			if m := matchAt(namedSeedAt, s, p, 256); m != nil {
				found = append(found, span{m[2], m[3], Secret})
				from = m[1]
			}
		}
	}
	return r.maskSpans(s, found) // an overlapping span is refused (builder.add)
}

// fingerprintGroups reports whether the groups s[i:j] are hexadecimal and printed as
// GnuPG prints a fingerprint (gnupgHalves), or named a key's fingerprint (fingerprintWords)
// in the 128 bytes before them (gpg --fingerprint's listing) ("PGP key fingerprint: 4AEE 18F8 3AFD EB23 9B1C
// A7E2 …", as GnuPG prints it, in two halves of five): a fingerprint is public, it names
// the key.
func fingerprintGroups(s string, i, j int) bool {
	if strings.Trim(s[i:j], "0123456789ABCDEFabcdef -") != "" {
		return false
	}
	if gnupgHalves.MatchString(s[i:min(len(s), j+26)]) || i >= 26 && gnupgHalves.MatchString(s[i-26:j]) {
		return true // five groups, two spaces, five more (either half): GnuPG's print of a fingerprint, named or not
	}
	return containsAny(strings.ToLower(s[max(0, i-128):i]), fingerprintWords...)
}

// gnupgHalves matches a key's fingerprint as GnuPG prints it: ten groups of four hex
// digits, the halves parted by two spaces.
var gnupgHalves = regexp.MustCompile(`^[0-9A-F]{4}(?: [0-9A-F]{4}){4}  [0-9A-F]{4}(?: [0-9A-F]{4}){4}\b`)

// fingerprintWords name a key's fingerprint in English, German, French, Spanish, Italian,
// Dutch, Polish, Swedish, Turkish, Russian, Chinese, Japanese and Korean (lower case).
var fingerprintWords = []string{"fingerprint", "fingerabdruck", "empreinte", "huella", "impronta", "vingerafdruk", "odcisk",
	"fingeravtryck", "parmak izi", "отпечат", "指纹", "指紋", "フィンガープリント", "지문"}

// groupsShaped reports whether groups (keyGroups' match) mix letters and digits as a key does.
func groupsShaped(groups string) bool {
	parts := strings.FieldsFunc(groups, func(c rune) bool { return c == ' ' || c == '-' })
	letters, digits := 0, 0
	for _, p := range parts {
		if strings.ContainsFunc(p, isLetterRune) {
			letters++
		}
		if strings.ContainsAny(p, "0123456789") {
			digits++
		}
	}
	return letters*4 >= len(parts)*3 && digits >= 2
}

// moreGroups reports whether the text after a run of groups goes on with a shorter group of
// letters or digits ("… 4567 84" of a parcel's tracking number): a key's groups are even.
func moreGroups(after string) bool {
	if len(after) < 2 || after[0] != ' ' && after[0] != '-' {
		return false
	}
	n := 0
	for n+1 < len(after) && n < 4 && isAlnum(after[n+1]) {
		n++
	}
	return n > 0 && n < 4
}
