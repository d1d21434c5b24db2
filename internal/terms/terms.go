// Package terms turns free text (task intents, page titles, answers) into
// normalised search terms for the lexical recall of SPEC §5, and scores how
// alike two term sets are.
//
// The pipeline is: NFKC, Unicode case folding, diacritics stripped from
// Latin, Greek and Cyrillic letters, split on anything that is not a
// letter, digit or combining mark, stop words dropped (English plus the
// commonest German, French, Spanish and Russian ones), one-character words
// dropped but for numbers and letters that name things ("Model X"), common British
// spellings written the American way ("licence" as "license"), Snowball stemming
// (English rules for Latin-script words, Russian for Cyrillic ones), and
// runs of Han, Hiragana, Katakana or Hangul cut into overlapping bigrams.
// Numbers are kept. The result is deduplicated in first-seen order and
// capped at MaxTerms.
//
//	t := terms.Terms("Searching the Café menus — 検索結果")
//	// t == []string{"search", "cafe", "menus", "検索", "索結", "結果"}
//	terms.Similarity(terms.Terms("how many issues are open"),
//		terms.Terms("count the open issues")) // 0.9
package terms

import (
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/kljensen/snowball/english"
	"github.com/kljensen/snowball/russian"
	"golang.org/x/text/cases"
	"golang.org/x/text/unicode/norm"
)

// MaxTerms is the most terms Terms returns for one text; later terms are
// dropped. Intents and titles rarely need more, and the cap bounds the cost
// of ranking (SPEC §5).
const MaxTerms = 64

// minStemRunes is the shortest stem Terms accepts; a shorter one means the
// stemmer over-reached, and the unstemmed word is kept instead.
const minStemRunes = 3

var folder = cases.Fold()

// Normalize returns s NFKC-normalised, case-folded (full Unicode folding:
// "Straße" → "strasse") and with combining diacritics removed from Latin,
// Greek and Cyrillic letters ("Café" → "cafe", "ё" → "е"). Marks on other
// scripts are kept, because there they change the letter (Japanese dakuten,
// Devanagari vowel signs). Punctuation and spacing are left in place, so the
// result is suitable for phrase matching as well as for tokenising.
func Normalize(s string) string {
	if isASCII(s) {
		return strings.ToLower(s) // NFKC and folding are the identity/lower-casing on ASCII
	}
	if !utf8.ValidString(s) {
		s = strings.ToValidUTF8(s, " ")
	}
	s = norm.NFKC.String(s)
	// Fold, then lower: x/text folds Cherokee lower case to upper case and
	// back again, and lowering the folded text makes the pair a fixed point.
	s = strings.ToLower(folder.String(s))
	d := norm.NFD.String(s)
	var b strings.Builder
	b.Grow(len(d))
	var base rune = -1
	for _, r := range d {
		if unicode.Is(unicode.Mn, r) {
			if base >= 0 && strippable(base) {
				continue
			}
			b.WriteRune(r)
			continue
		}
		base = r
		b.WriteRune(r)
	}
	return norm.NFC.String(b.String())
}

// strippable reports whether combining marks after r are diacritics that
// lexical matching should ignore.
func strippable(r rune) bool {
	return unicode.In(r, unicode.Latin, unicode.Greek, unicode.Cyrillic)
}

// isCJK reports whether r belongs to a script written without spaces
// between words, which Terms cuts into bigrams.
func isCJK(r rune) bool {
	if r < 0x1100 { // below the Hangul Jamo block: no CJK script
		return false
	}
	return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul) ||
		r == 'ー' // the katakana prolonged sound mark is Common script
}

// isWordRune reports whether r is part of a word.
func isWordRune(r rune) bool {
	if r < utf8.RuneSelf {
		return 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9'
	}
	return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r) || unicode.Is(unicode.Nl, r)
}

// Terms returns the search terms of s, per the package doc: lower-case,
// accent-free, stemmed, stop words removed, CJK as overlapping bigrams
// (a lone CJK character stays a term of its own), numbers kept,
// deduplicated in order, at most MaxTerms. It never returns terms that are
// not valid UTF-8, and Terms(strings.Join(Terms(s), " ")) equals Terms(s).
// The result is nil when s holds no terms.
func Terms(s string) []string {
	s = Normalize(s)
	var out []string
	seen := make(map[string]struct{})
	german := germanText(s)
	add := func(t string) bool {
		if _, ok := seen[t]; ok {
			return true
		}
		if german && germanStops[t] {
			return true
		}
		seen[t] = struct{}{}
		out = append(out, t)
		return len(out) < MaxTerms
	}
	for word := range strings.FieldsFuncSeq(s, func(r rune) bool { return !isWordRune(r) }) {
		if !splitWord(word, add) {
			break
		}
	}
	return out
}

// germanStops are German function words that are also English words ("die", "mit" for
// MIT): stop words in a German text only (germanText), terms elsewhere, so that "When did
// Alan Turing die?" keeps its verb and "Was sind die Öffnungszeiten?" drops its article.
var germanStops = map[string]bool{"die": true, "mit": true}

// germanMarkers are German stop words that no English text uses.
var germanMarkers = setOf("der", "das", "und", "ist", "sind", "von", "vom", "zum", "zur",
	"nicht", "wie", "wer", "fur", "uber", "auf", "bei", "nach", "ein", "eine", "einen", "dem",
	"des", "ich", "wir", "ihr", "noch", "nur", "auch", "sich", "dass", "bitte", "oder", "aber")

// germanText reports whether a normalised text holds "die" or "mit" and a German marker
// word besides. A text of terms (stop words gone) has no marker, so Terms stays its own
// fixed point.
func germanText(s string) bool {
	if !strings.Contains(s, "die") && !strings.Contains(s, "mit") {
		return false
	}
	for w := range strings.FieldsFuncSeq(s, func(r rune) bool { return !isWordRune(r) }) {
		if _, ok := germanMarkers[w]; ok {
			return true
		}
	}
	return false
}

// splitWord cuts one word into script runs and feeds their terms to add.
// It returns false once add says to stop.
func splitWord(word string, add func(string) bool) bool {
	start := 0
	cjk := false
	for i, r := range word {
		if unicode.IsMark(r) && i > 0 {
			continue // a mark belongs to the run of the letter before it
		}
		c := isCJK(r)
		if i > 0 && c != cjk {
			if !emitRun(word[start:i], cjk, add) {
				return false
			}
			start = i
		}
		cjk = c
	}
	return emitRun(word[start:], cjk, add)
}

// emitRun feeds the terms of one same-kind run to add.
func emitRun(run string, cjk bool, add func(string) bool) bool {
	if run == "" {
		return true
	}
	if cjk {
		cs := clusters(run)
		if len(cs) == 1 {
			return add(run)
		}
		for i := 0; i+1 < len(cs); i++ {
			if !add(cs[i] + cs[i+1]) {
				return false
			}
		}
		return true
	}
	t, ok := term(run)
	if !ok {
		return true
	}
	return add(t)
}

// clusters cuts s into characters: a base rune with the marks after it.
func clusters(s string) []string {
	var out []string
	start := 0
	for i, r := range s {
		if i > 0 && !unicode.IsMark(r) {
			out = append(out, s[start:i])
			start = i
		}
	}
	return append(out, s[start:])
}

// term turns one non-CJK token into a term, or reports false when the
// token is a stop word or too short to carry meaning.
func term(tok string) (string, bool) {
	if IsNumber(tok) {
		return tok, true
	}
	if _, stop := stopWords[tok]; stop {
		return "", false
	}
	if utf8.RuneCountInString(tok) < 2 && !nameLetter(tok) {
		return "", false
	}
	tok = american(tok) // "licence" is "license"
	if st := stemmerFor(tok); st != nil {
		s := cachedStem(st, tok)
		if a := american(s); a != s { // a stem spelt the British way ("greys" → "grey")
			s = cachedStem(st, a)
		}
		_, stop := stopWords[s]
		if !stop && utf8.RuneCountInString(s) >= minStemRunes {
			tok = s
		}
		// else: stemming ate the word (Russian "найти" → "на"); keep it
		// whole, which is still a fixed point of term.
	}
	return tok, true
}

// nameLetter reports whether a one-character token is a letter that names
// something ("Model X", "Plan B", "vitamin c", "part d"): a Latin letter other
// than those that are mostly pieces of other words — contractions and
// possessives ("don't" → "t", "it's" → "s", "I'd", "I'm"), "e-mail", "U.S." —
// or stop words ("a", "i", "o").
func nameLetter(tok string) bool {
	return len(tok) == 1 && tok[0] >= 'a' && tok[0] <= 'z' && !strings.ContainsRune("adeimostu", rune(tok[0]))
}

// stemmerFor picks the Snowball stemmer for a token by its script: English
// for ASCII words (which, after Normalize, includes accent-stripped French,
// German and Spanish words — the English rules only trim common suffixes
// there), Russian for Cyrillic words, none otherwise.
func stemmerFor(tok string) func(string, bool) string {
	if isASCIILower(tok) {
		return english.Stem
	}
	for _, r := range tok {
		if unicode.IsLetter(r) && !unicode.Is(unicode.Cyrillic, r) {
			return nil
		}
	}
	return russian.Stem
}

// stemCacheSize bounds the memo of stems; when full it is emptied, which
// keeps memory flat under adversarial input at the cost of a few misses.
const stemCacheSize = 8192

var stemCache struct {
	sync.Mutex
	m map[string]string
}

// cachedStem is stem with a memo: Snowball is the most expensive step of
// Terms, and the vocabulary of intents and titles repeats.
func cachedStem(st func(string, bool) string, w string) string {
	stemCache.Lock()
	s, ok := stemCache.m[w]
	stemCache.Unlock()
	if ok {
		return s
	}
	s = stem(st, w)
	stemCache.Lock()
	if stemCache.m == nil || len(stemCache.m) >= stemCacheSize {
		stemCache.m = make(map[string]string, 256)
	}
	stemCache.m[w] = s
	stemCache.Unlock()
	return s
}

// stem applies st until the word stops changing, so that stemming a stem is
// a no-op and Terms is idempotent. Snowball stems are not always fixed
// points ("purchases" → "purchas" → "purcha"); iterating maps every form of
// a word to the same final stem, so matching stays consistent. A word that
// does not settle within a few rounds more than its length is kept as it is.
func stem(st func(string, bool) string, w string) string {
	cur := w
	for range len(w) + 4 {
		next := st(cur, false)
		if next == cur {
			return cur
		}
		cur = next
	}
	return w
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// IsNumber reports whether a term is a number (digits only), as Terms keeps them and
// Similarity weighs them (NumberWeight).
func IsNumber(s string) bool {
	for _, r := range s {
		if !unicode.IsDigit(r) {
			return false
		}
	}
	return s != ""
}

func isASCIILower(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if (c < 'a' || c > 'z') && (c < '0' || c > '9') {
			return false
		}
	}
	return true
}
