package sqlite

import (
	"encoding/hex"
	"hash/fnv"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// maxQueryTokens caps the words (and CJK bigrams) of one search; the rest are ignored.
const maxQueryTokens = 64

// How text is indexed for search.
//
// The full-text index (records_fts) uses FTS5's unicode61 tokenizer: a token is a run of
// letters, numbers, private-use characters and other symbols (emoji), case-folded, with
// diacritics removed (remove_diacritics 2: "café" = "cafe"). Before text reaches the
// tokenizer, ftsText normalises it (NFKC: full-width "ＡＢＣ" = "ABC", the ligature "ﬁ" =
// "fi"; Greek accents removed), and puts a space around every character of a script
// written without spaces between words — Han, Hiragana, Katakana, Hangul, Thai, Lao, Khmer,
// Myanmar, Tibetan, Yi, Bopomofo — and around every symbol: unicode61 alone would index
// "查询最新价格" as one token that only that exact run could match. queryPhrases turns a
// run of such characters in a search term into its overlapping bigrams, each a phrase of
// two adjacent characters ("最新价格" → "最 新" OR "新 价" OR "价 格"), the classic bigram
// approach to CJK search without a dictionary: a record sharing more bigrams with the
// query ranks higher, and a two-character word matches wherever it occurs. A lone such
// character is a one-character query. The index does not keep the normalised text: a
// change of these rules needs a migration that re-indexes every record, unless it only
// makes the index split where queries already split (a combining mark with no character
// before it is a separator since 2026-12-01; a record indexed before keeps the mark with
// the next word, where no query could find that word, as before).

// runeClass is what a rune is to the index and to queries.
type runeClass int

const (
	sepRune   runeClass = iota // separates words: spaces, punctuation, FTS5 syntax, controls
	wordRune                   // part of a word: letters, numbers (L*, N*), private use (Co)
	markRune                   // a combining mark (M*): stays with the rune before it
	splitRune                  // a character of a script written without spaces: a word of its own
	symRune                    // an other symbol (So), emoji among them: a word of its own
)

// classify returns the class of r. The index and queries both use it, so that a word of a
// query is a word, or a run of adjacent words, of the index even where unicode61's tables
// and Go's differ (other Unicode versions).
func classify(r rune) runeClass {
	if r < 0x80 {
		if 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9' {
			return wordRune
		}
		return sepRune
	}
	switch {
	case unicode.Is(unicode.So, r):
		return symRune
	case unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul, unicode.Thai,
		unicode.Lao, unicode.Khmer, unicode.Myanmar, unicode.Tibetan, unicode.Yi, unicode.Bopomofo):
		return splitRune
	case unicode.IsMark(r):
		return markRune
	case unicode.IsLetter(r) || unicode.IsNumber(r) || unicode.Is(unicode.Co, r):
		return wordRune
	}
	return sepRune
}

// normalize applies NFKC and removes the accents of Greek letters ("ά" = "α", "ϊ" = "ι"),
// which unicode61's remove_diacritics keeps though Greek is written with and without them
// (capitals drop the tonos).
func normalize(s string) string {
	s = norm.NFKC.String(s)
	greek := false
	for _, r := range s {
		if (r >= 0x370 && r <= 0x3FF) || (r >= 0x1F00 && r <= 0x1FFF) {
			greek = true
			break
		}
	}
	if !greek {
		return s
	}
	var b strings.Builder
	base := false // the last non-mark rune was Greek
	for _, r := range norm.NFD.String(s) {
		if unicode.Is(unicode.Mn, r) {
			if base {
				continue
			}
		} else {
			base = unicode.Is(unicode.Greek, r)
		}
		b.WriteRune(r)
	}
	return norm.NFC.String(b.String())
}

// ftsText returns the form of text the full-text index gets: normalized, separators
// replaced by spaces, split characters and symbols surrounded by spaces (a combining mark
// stays with the character before it).
func ftsText(text string) string {
	if isASCII(text) {
		return text // unicode61 splits ASCII exactly as classify does
	}
	text = normalize(text)
	var b strings.Builder
	b.Grow(len(text) + len(text)/2)
	alone := false // the last rune written is a word of its own (a split rune or a symbol)
	held := false  // the last rune written is a letter, number or split rune (or its mark)
	for _, r := range text {
		switch c := classify(r); {
		case c == splitRune || c == symRune:
			b.WriteByte(' ')
			b.WriteRune(r)
			alone, held = true, c == splitRune
		case c == markRune:
			if held {
				b.WriteRune(r)
			} else {
				// No character to stay with: a separator, as queryPhrases drops it. Written,
				// it would join the next word in unicode61 (which counts marks as token
				// characters), and "\U00013453"+"0" could not be found by "0".
				b.WriteByte(' ')
				alone = false
			}
		case c == sepRune:
			b.WriteByte(' ')
			alone, held = false, false
		default:
			if alone {
				b.WriteByte(' ')
				alone = false
			}
			b.WriteRune(r)
			held = true
		}
	}
	return b.String()
}

// queryPhrases turns search terms (user text) into the FTS5 phrases a search ORs together.
// Each term is split into words the way the index splits text (runs of letters,
// numbers and marks; split characters as bigrams, symbols alone); everything else —
// spaces, punctuation, and so every FTS5 operator character: " * : ^ - + ( ) { } — only
// separates words. Every word becomes a double-quoted FTS5 string, so keywords such as
// OR, AND, NOT, NEAR in a term are words like any other. Duplicates (case-insensitive) are
// dropped and at most maxQueryTokens kept. The result is empty when the terms hold no word:
// such a search matches nothing.
func queryPhrases(terms []string) []string {
	var (
		toks []string
		seen = map[string]bool{}
	)
	add := func(tok string) {
		if tok == "" || len(toks) >= maxQueryTokens {
			return
		}
		k := strings.ToLower(tok)
		if seen[k] {
			return
		}
		seen[k] = true
		toks = append(toks, `"`+strings.ReplaceAll(tok, `"`, `""`)+`"`)
	}
	for _, term := range terms {
		var (
			word  strings.Builder
			units []string // the current run of split characters, each with its marks
		)
		flushWord := func() {
			add(word.String())
			word.Reset()
		}
		flushUnits := func() {
			if len(units) == 1 {
				add(units[0])
			}
			for i := 0; i+1 < len(units); i++ {
				add(units[i] + " " + units[i+1])
			}
			units = units[:0]
		}
		for _, r := range normalize(term) {
			switch classify(r) {
			case symRune:
				flushWord()
				flushUnits()
				add(string(r))
			case splitRune:
				flushWord()
				units = append(units, string(r))
			case markRune:
				if len(units) > 0 {
					units[len(units)-1] += string(r)
				} else if word.Len() > 0 {
					word.WriteRune(r)
				} // a mark with no character before it is no word
			case wordRune:
				flushUnits()
				word.WriteRune(r)
			default:
				flushWord()
				flushUnits()
			}
		}
		flushWord()
		flushUnits()
	}
	return toks
}

// ftsScope returns the scope column of a record: a token for its site and one for its URL
// pattern, when not empty.
func ftsScope(site, urlPattern string) string {
	var parts []string
	if site != "" {
		parts = append(parts, scopeToken('s', site))
	}
	if urlPattern != "" {
		parts = append(parts, scopeToken('u', urlPattern))
	}
	return strings.Join(parts, " ")
}

// scopeToken is prefix and the 64-bit FNV-1a hash of v in hex: one ASCII token. Two values
// may share a token (a false match the join with records removes), never miss it.
func scopeToken(prefix byte, v string) string {
	h := fnv.New64a()
	h.Write([]byte(v))
	return string(prefix) + hex.EncodeToString(h.Sum(nil))
}
