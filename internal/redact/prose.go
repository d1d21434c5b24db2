package redact

import (
	"regexp"
	"strings"
	"unicode"
)

// proseWord finds a password named in prose: "the new password is Zorblax94", "wrong
// password Zorblax96", "changed the password to 'x'", "the password was changed to X",
// "Temporary password - X", "password -> X". Group 1 is the keyword, group 2 an optional
// quote, group 3 the word after it (up to white space or a quote).
var proseWord = regexp.MustCompile(`(?i)\b(passwords?|passwort|kennwort|passcode|passphrase|passwd)` +
	`(?:\s+(?:is|was|has\s+been|ist|war|lautet|wurde)(?:\s+(?:now|changed|set|reset|updated)){0,2}(?:\s+(?:to|as))?\s*:?` +
	`|\s+to|\s*(?:[:=]|->|→|—|–|-))?\s+(["'“‘]?)([^\s"'“”‘’]{3,64})`)

// notSecrets are words that follow "password" in prose without being one: "password
// for", "password is required", "password reset link". Lower case.
var notSecrets = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`a an the and or but for from to of in on at by with without
		into onto than then that this these those there here it its is was are were be been
		being has have had do does did not no none never must should will would can could may
		might shall please again also only just now yet still very too any all each every
		some your my our their his her its you me we us them they him he she i
		required incorrect invalid wrong expired missing empty blank mismatch mismatched
		changed reset resets updated saved set sent stored entered typed forgotten forgot
		field fields box input label hint hints policy policies rule rules requirement
		requirements strength manager managers protected protection change changes update
		recovery recover link links page screen form prompt dialog option options settings
		length characters character chars letters digits symbols numbers minimum maximum
		too short long weak strong match matches confirmation confirm confirmed again
		here below above visible hidden shown show hide toggle login log sign signin
		signup account user username email mail expiry expires expiration age history
		reuse same new old current temporary default one-time protected-by none n/a null
		undefined true false yes use using enter type provide give input put fill try when
		if asked ask optional incorrect saved updated show hide shown hidden ok okay error
		invalid success successful failed failure verified unverified weak medium strong
		ändern vergessen falsch erforderlich oublié requis obligatoire olvidada requerida`) {
		notSecrets[w] = true
	}
}

// sentenceEnd are the marks that may close a sentence after a word.
const sentenceEnd = ".,;:!?)]}"

// secretWord reports whether w, the word after a password keyword, can be a password: it
// is not a common word that follows the keyword in prose or in a form's messages (a
// closing sentence mark aside: "Password: Incorrect."), nor a placeholder.
func secretWord(w string) bool {
	bare := strings.TrimRight(w, sentenceEnd)
	return len(w) >= 3 && !notSecrets[strings.ToLower(bare)] && !IsPlaceholder(w)
}

// credentialShape reports whether w looks like a password rather than a word of prose: it
// has a digit or a symbol, or an upper-case letter after its first character.
func credentialShape(w string) bool {
	for i, c := range w {
		if unicode.IsDigit(c) || !unicode.IsLetter(c) || i > 0 && unicode.IsUpper(c) {
			return true
		}
	}
	return false
}

// prosePass masks the word after "password" (is, was, to) in prose when it has the shape
// of a credential, or is quoted, and is not a common word (SPEC §8): "wrong password
// Zorblax96", "the new password is 'opensesame'". A plain word stays ("password manager",
// "password hunter"): Learn reads the task text for those, as a task names its secrets.
func (r *Redactor) prosePass(s string) []seg {
	if len(s) < 12 {
		return nil
	}
	if low := asciiLower(s); !strings.Contains(low, "pass") && !strings.Contains(low, "kennwort") {
		return nil
	}
	b := builder{s: s}
	for _, m := range proseWord.FindAllStringSubmatchIndex(s, -1) {
		i, j := m[6], m[7]
		quoted := m[5] > m[4]
		if quoted { // a quoted passphrase runs to its closing quote: 'correct horse battery staple'
			if end := strings.IndexAny(s[i:], "\"'”’\n"); end > 0 && end <= 128 {
				j = i + end
			}
		}
		w := s[i:j]
		if !quoted { // a closing sentence mark is not part of the word
			w = strings.TrimRight(w, sentenceEnd)
			j = i + len(w)
		}
		if !secretWord(w) || !quoted && (!credentialShape(w) || strings.ContainsRune("([{<", rune(w[0]))) {
			continue // "Password (optional)", "Password [required]" are prose
		}
		b.add(i, j, r.mask(w, Password))
	}
	return b.done()
}
