package redact

import (
	"regexp"
	"slices"
	"strings"
	"unicode"

	"github.com/tyler-smith/go-bip39/wordlists"
	"golang.org/x/text/unicode/norm"
)

// A wallet's seed phrase (its recovery phrase, BIP-39) is the wallet: whoever reads it
// owns what the wallet holds (SPEC §8). Pages of wallets show it as 12 to 24 words of one
// list, in a row or numbered ("1. legal 2. winner …"), with or without a name before it.

// seedWords gives each word of BIP-39's lists (tyler-smith/go-bip39: English, Spanish,
// French, Italian, Czech, Japanese, Korean and both Chinese) the set of lists that hold it,
// one bit a list: a phrase takes its words from one list.
var seedWords = func() map[string]uint16 {
	m := map[string]uint16{}
	for i, list := range [][]string{wordlists.English, wordlists.Spanish, wordlists.French, wordlists.Italian,
		wordlists.Czech, wordlists.Japanese, wordlists.Korean, wordlists.ChineseSimplified, wordlists.ChineseTraditional} {
		for _, w := range list {
			m[norm.NFC.String(w)] |= 1 << i // some lists are written decomposed (NFKD)
		}
	}
	return m
}()

// minSeedWords is the fewest words of a seed phrase: BIP-39's 128 bits of entropy.
const minSeedWords = 12

// seedPhrasePass masks, as one secret, each run of minSeedWords or more words of one of
// the BIP-39 lists, in lower case (the first may begin a sentence with a capital) or all
// in capitals ("ABANDON ABILITY …"; a title-cased run is a menu's or a heading's), one
// after the other with nothing between them but white space (Japanese's ideographic space
// too), commas, quotes, a list's numbers ("1.", "2)"), HTML tags, or the dashes, roles
// and attributes of an accessibility snapshot ("- generic [ref=e7]: legal"); a mark that
// ends a sentence ends the run after its word, and a word before a colon is a label, none
// of the phrase. English prose holds no such run: the list has none of "the", "a", "to",
// "of", "is", "and". The checksum is not asked for: a phrase copied with a typo is still
// one.
func (r *Redactor) seedPhrasePass(s string) []seg {
	if len(s) < minSeedWords*4-1 {
		return nil
	}
	var (
		b          = builder{s: s}
		n          int    // words in the run
		lists      uint16 // the lists that hold every word of the run
		upper      bool   // the run is written in capitals
		start, end int    // of the run in s
		ends       []int  // the end of each word of the run
		commas     []bool // whether a comma stands before each word of the run
		comma      bool   // a comma since the last word
	)
	flush := func() {
		if n >= minSeedWords {
			if k := phraseLength(n, commas); k < n {
				end = ends[k-1] // "… thank yellow, then check my balance": twelve words and a clause
			}
			b.add(start, end, r.mask(s[start:end], Secret))
		}
		n, ends, commas = 0, ends[:0], commas[:0]
	}
	for i := 0; i < len(s); {
		switch c := s[i]; {
		case isSpaceByte(c) || c == ',':
			comma = comma || c == ','
			i++
			continue
		case strings.HasPrefix(s[i:], ideographicSpace):
			i += len(ideographicSpace) // Japanese phrases are written so
			continue
		case c == '<':
			if k := strings.IndexAny(s[i+1:min(len(s), i+65)], "<>"); k >= 0 && s[i+1+k] == '>' {
				i += k + 2 // a tag: "<li>"
				continue
			}
		}
		j := i
		for j < len(s) && !isSpaceByte(s[j]) && s[j] != '<' && s[j] != ',' && !strings.HasPrefix(s[j:], ideographicSpace) {
			j++
		}
		tok, at := s[i:j], i
		if j == i {
			j++ // a lone '<'
		}
		i = j
		if strings.HasPrefix(tok, "[") && snapshotNoise(tok, tok) {
			continue // "[ref=e7]:"
		}
		lead := len(tok) - len(strings.TrimLeft(tok, `"'“‘[({`)) // `["legal` of a JSON array
		tok, at = tok[lead:], at+lead
		if k := enumerator(tok); k == len(tok) {
			continue // "12." between words
		} else if k > 0 {
			tok, at = tok[k:], at+k // "12.word"
		}
		if k := joinedSeed(tok); k > 0 {
			flush() // "letter-advice-cage-…": the words joined by hyphens
			b.add(at, at+k, r.mask(tok[:k], Secret))
			continue
		}
		w := strings.TrimRight(tok, `"'”’.;:!?)]}`) // `yellow"}` of a JSON string
		if snapshotNoise(w, tok) {
			continue
		}
		if strings.HasSuffix(tok, ":") {
			flush() // a label: "Seed phrase:" ("seed" and "phrase" are words of the list)
			continue
		}
		wlen := len(w) // as written
		if !isASCII(w) {
			w = norm.NFC.String(w)
		}
		in, shout := seedWords[w], false
		if in == 0 && len(w) > 1 {
			if allCaps(w) {
				in, shout = seedWords[strings.ToLower(w)], true // "ABANDON", as some wallets show the words
			} else if n == 0 && w[0] >= 'A' && w[0] <= 'Z' {
				in = seedWords[string(w[0]+'a'-'A')+w[1:]] // "Legal" beginning a sentence
			}
		}
		if n > 0 && (in&lists == 0 || shout != upper) {
			flush() // a word of no list the run's words come from, or in the other case: a new run may begin with it
		}
		if in == 0 {
			continue
		}
		if n == 0 {
			start, lists, upper = at, in, shout
		}
		lists &= in
		n++
		end = at + wlen
		ends, commas = append(ends, end), append(commas, comma)
		comma = false
		if strings.ContainsAny(tok[wlen:], ".!?") {
			flush() // "yellow." ends the phrase
		}
	}
	flush()
	return b.done()
}

// phraseLength returns how many of a run's n words are its phrase: n when n is a length
// BIP-39 gives a phrase (12, 15, 18, 21 or 24 words) or when no comma parts the run;
// otherwise the longest such length after which a comma stands, where the words of a
// sentence go on ("…, then check …"). commas tells, for each word, whether a comma stands
// before it.
func phraseLength(n int, commas []bool) int {
	if n%3 == 0 && n <= 24 {
		return n
	}
	for k := min(n-1, 24); k >= minSeedWords; k-- {
		if k%3 == 0 && commas[k] && !slices.Contains(commas[1:k], true) {
			return k
		}
	}
	return n
}

// snapshotNoise reports whether a token (w, its word with its closing marks trimmed; tok,
// as written) is what an accessibility snapshot writes around a text: a list's dash, an
// attribute ("[ref=e7]:"), a role that begins a line ("generic", "listitem:"; "text" is
// a word of the list, and counted as one).
func snapshotNoise(w, tok string) bool {
	switch {
	case tok == "-" || tok == ":":
		return true
	case strings.HasPrefix(tok, "[") && (strings.HasSuffix(tok, "]") || strings.HasSuffix(tok, "]:")):
		return true
	}
	return snapshotRoles[w]
}

// snapshotRoles are the accessibility roles a snapshot names before the text of a word in a
// grid or list; none is a word of the BIP-39 list.
var snapshotRoles = map[string]bool{"generic": true, "listitem": true, "cell": true, "gridcell": true,
	"paragraph": true, "row": true}

// enumerator returns the length of a list's number at the start of tok ("12." or "3)"),
// 0 for none.
func enumerator(tok string) int {
	k := 0
	for k < len(tok) && k < 2 && tok[k] >= '0' && tok[k] <= '9' {
		k++
	}
	if k == 0 || k >= len(tok) || tok[k] != '.' && tok[k] != ')' {
		return 0
	}
	return k + 1
}

// ideographicSpace (U+3000) parts the words of a Japanese phrase.
const ideographicSpace = "\u3000"

// isSpaceByte reports whether c is ASCII white space.
func isSpaceByte(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'
}

// allCaps reports whether w has letters, all of them capitals ("ABANDON", "ÁNGULO").
func allCaps(w string) bool {
	upper := false
	for _, c := range w {
		if unicode.IsLower(c) || !unicode.IsLetter(c) {
			return false
		}
		upper = upper || unicode.IsUpper(c)
	}
	return upper
}

// joinedSeed returns the length of the seed phrase that begins tok written as its words
// joined by hyphens ("letter-advice-cage-…-above"): minSeedWords or more words of one list,
// in lower case; or 0.
func joinedSeed(tok string) int {
	if strings.Count(tok, "-") < minSeedWords-1 {
		return 0
	}
	n, end, lists := 0, 0, ^uint16(0)
	for i := 0; i <= len(tok); {
		j := i
		for j < len(tok) && tok[j] >= 'a' && tok[j] <= 'z' {
			j++
		}
		in := seedWords[tok[i:j]]
		if j == i || in&lists == 0 {
			break
		}
		n, end, lists = n+1, j, lists&in
		if j == len(tok) || tok[j] != '-' {
			break
		}
		i = j + 1
	}
	if n < minSeedWords {
		return 0
	}
	return end
}

// seedLabel matches the name a page or a note gives a seed phrase, up to its words:
// "Recovery phrase (24 words): ", "Mnemonic: \"", "Seed phrase = ", in French, German,
// Spanish, Portuguese, Italian, Dutch, Ukrainian and Russian too ("фразу відновлення: «").
var seedLabel = regexp.MustCompile(`(?i)(?:\b(?:(?:secret\s+)?recovery\s+phrase|seed\s+(?:phrase|words)|backup\s+phrase|wallet\s+phrase|mnemonic(?:\s+phrase)?|` +
	`phrase\s+de\s+r[ée]cup[ée]ration|phrase\s+secr[èe]te|wiederherstellungsphrase|frase\s+(?:de\s+recuperaci[óo]n|semilla|de\s+recupera[çc][ãa]o)|` +
	`frase\s+di\s+recupero|herstelzin)|фраз[ауи]\s+(?:відновлення|восстановления)|сид-фраз[ауи]|секретн(?:а|ая|у|ую)\s+фраз[ауи])` +
	`(?:\s*\([^()\n]{1,24}\))?\s*[:=]\s*["'“‘«]?`)

// proseWords are the short words a sentence about a phrase has and no wallet's list.
var proseWords = map[string]bool{"the": true, "and": true, "you": true, "your": true, "them": true, "these": true,
	"this": true, "that": true, "with": true, "for": true, "not": true, "are": true, "any": true, "all": true,
	"into": true, "from": true, "words": true, "write": true, "keep": true, "never": true, "share": true}

// labelledSeedPass masks the words of a seed phrase a label names (seedLabel) that
// seedPhrasePass leaves, because a word or two is of no list (a typo, a word misremembered:
// "… think surface …"), or the phrase is of another wallet's list (Electrum's first list:
// "witch collapse practice …", Monero's 25 words): minSeedWords to 24 words of three to
// eight lower-case letters, one space between them, all but two at most of them BIP-39
// words; or 12, 13, 15, 18, 21, 24 or 25 such words none of which is a word of prose's
// sentences (proseWords: "Recovery phrase: write down these twelve words …" is advice).
func (r *Redactor) labelledSeedPass(s string) []seg {
	if len(s) < minSeedWords*4 || !containsAny(asciiLower(s), "phrase", "mnemonic", "seed", "frase", "herstelzin", "фраз") {
		return nil
	}
	b := builder{s: s}
	for _, m := range seedLabel.FindAllStringIndex(s, -1) {
		n, in, stop, end := 0, 0, 0, m[1]
		for i := m[1]; n < 25; {
			j := i
			for j < len(s) && s[j] >= 'a' && s[j] <= 'z' {
				j++
			}
			if j-i < 3 || j-i > 8 || j < len(s) && isAlnum(s[j]) {
				break
			}
			n, end = n+1, j
			if seedWords[s[i:j]] != 0 {
				in++
			}
			if proseWords[s[i:j]] {
				stop++
			}
			if j+1 >= len(s) || s[j] != ' ' {
				break
			}
			i = j + 1
		}
		if n >= minSeedWords && (in >= n-2 && n <= 24 || stop == 0 && (n%3 == 0 || n == 13 || n == 25)) {
			b.add(m[1], end, r.mask(s[m[1]:end], Secret))
		}
	}
	return b.done()
}
