package redact

import (
	"slices"
	"strings"
	"unicode/utf8"
)

// The plain form of a text is how the passes read labels and values: with no-break spaces
// (U+00A0, U+202F, U+2007, "&nbsp;", "&#160;") as spaces, a full-width colon as ": ",
// without Markdown's emphasis ("**Password:** X", "__Token__: X"), as pages and LLM
// extractions write them, without the characters that show nothing inside a word (zero-width
// spaces and joiners, the word joiner, a byte order mark, a soft hyphen: "Pass\u200bword:
// X", "4829\u200b13") and with the digits of other scripts as ASCII digits
// ("認証コード：４８２９１３", digits.go), a Cyrillic letter drawn as a Latin one inside a Latin
// word as that letter ("Pаssword"), a key's emoji as a password's label ("🔑 X"), and a
// word or a code broken after a hyphen at a line's end joined ("482-\n913"), a keycap's or
// a superscript digit as the digit ("4️⃣8️⃣2️⃣", "⁴⁸²").
// learnPlain reads it with a redactor of its own.

// plainPairs are the plain form's replacements, each string and what it becomes.
var plainPairs = []string{"\u00a0", " ", "\u202f", " ", "\u2007", " ", "&nbsp;", " ", "&#160;", " ", "：", ": ", "**", "", "__", "",
	"\u200b", "", "\u200c", "", "\u200d", "", "\u2060", "", "\ufeff", "", "\u00ad", "", "🔑", "Password:",
	"\ufe0f\u20e3", "", "\u20e3", "", // a keycap's digit ("4️⃣") is the digit
	"⁰", "0", "¹", "1", "²", "2", "³", "3", "⁴", "4", "⁵", "5", "⁶", "6", "⁷", "7", "⁸", "8", "⁹", "9"} // superscript digits

// plainMap ties each byte of a text's plain form to the bytes of the text it was written
// from.
type plainMap struct {
	s     string  // the text as written
	start []int32 // for byte i of the plain form, s[start[i]:] begins what gave it (a trace holds far less than 2 GiB)
}

// hasPlainMark reports whether the plain form of s differs from s.
func hasPlainMark(s string) bool {
	for k := 0; k < len(plainPairs); k += 2 {
		if strings.Contains(s, plainPairs[k]) {
			return true
		}
	}
	return hasForeignDigit(s) || latinLookalike(s, -1) >= 0 || hyphenBreak(s, -1) >= 0
}

// hyphenBreak returns the length of the line break after a hyphen at s[i] ("\n" or
// "\r\n") when a letter or a digit stands on both sides of the two ("482-\n913"), else 0;
// with i -1 it returns the index of the first such hyphen in s, or -1.
func hyphenBreak(s string, i int) int {
	at := func(i int) int {
		if i == 0 || s[i] != '-' || !isAlnum(s[i-1]) {
			return 0
		}
		n := 1
		if strings.HasPrefix(s[i+1:], "\r\n") {
			n = 2
		} else if !strings.HasPrefix(s[i+1:], "\n") {
			return 0
		}
		if i+1+n >= len(s) || !isAlnum(s[i+1+n]) {
			return 0
		}
		return n
	}
	if i >= 0 {
		return at(i)
	}
	for from := 0; ; {
		k := strings.IndexByte(s[from:], '\n')
		if k < 0 {
			return -1
		}
		nl := from + k
		from = nl + 1
		h := nl - 1
		if h > 0 && s[h] == '\r' {
			h--
		}
		if h > 0 && at(h) > 0 {
			return h
		}
	}
}

// lookalikes are the Cyrillic letters drawn as Latin ones, with the Latin letter: inside a
// Latin word ("Pаssword" with a Cyrillic "а") they hide the word from the passes.
var lookalikes = map[rune]byte{'а': 'a', 'е': 'e', 'о': 'o', 'р': 'p', 'с': 'c', 'х': 'x', 'у': 'y', 'і': 'i',
	'А': 'A', 'В': 'B', 'Е': 'E', 'К': 'K', 'М': 'M', 'Н': 'H', 'О': 'O', 'Р': 'P', 'С': 'C', 'Т': 'T', 'Х': 'X'}

// latinLookalike returns the index of the first letter of lookalikes in s at or after from
// (from -1: anywhere) that stands beside an ASCII letter, or -1; with from ≥ 0 it reports
// on the rune at from alone.
func latinLookalike(s string, from int) int {
	if isASCII(s) {
		return -1
	}
	at := func(i int) bool {
		r, size := utf8.DecodeRuneInString(s[i:])
		if _, ok := lookalikes[r]; !ok {
			return false
		}
		return i > 0 && isLetter(s[i-1]) || i+size < len(s) && isLetter(s[i+size])
	}
	if from >= 0 {
		if at(from) {
			return from
		}
		return -1
	}
	for i, r := range s {
		if r >= 0x400 && r <= 0x4ff && at(i) {
			return i
		}
	}
	return -1
}

// plainText returns the plain form of s and the map back to s; s and nil when the two are
// the same.
func plainText(s string) (string, *plainMap) {
	if !hasPlainMark(s) {
		return s, nil
	}
	m := &plainMap{s: s, start: make([]int32, 0, len(s))}
	b := make([]byte, 0, len(s))
	emit := func(out string, i int) {
		for k := 0; k < len(out); k++ {
			b = append(b, out[k])
			m.start = append(m.start, int32(i))
		}
	}
next:
	for i := 0; i < len(s); {
		if c := s[i]; c < utf8.RuneSelf && c != '&' && c != '*' && c != '_' && c != '-' {
			emit(s[i:i+1], i)
			i++
			continue
		}
		if c := s[i]; c == '*' && i > 0 && (isDigit(s[i-1]) || s[i-1] == '-' && i > 1 && isDigit(s[i-2])) {
			k := i
			for k < len(s) && s[k] == '*' {
				k++
			}
			if k < len(s) && isDigit(s[k]) || k-i >= 3 {
				for ; i < k; i++ {
					emit("*", i) // "138****5678", "150787-*****": a number shown masked, no emphasis
				}
				continue
			}
		}
		if n := hyphenBreak(s, i); n > 0 {
			emit("-", i) // "482-\n913" is "482-913"
			i += 1 + n
			continue
		}
		for k := 0; k < len(plainPairs); k += 2 {
			if strings.HasPrefix(s[i:], plainPairs[k]) {
				emit(plainPairs[k+1], i)
				i += len(plainPairs[k])
				continue next
			}
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if z := digitZero(r); z >= 0 {
			emit(string('0'+r-z), i)
		} else if c, ok := lookalikes[r]; ok && latinLookalike(s, i) == i {
			emit(string(c), i) // "Pаssword" with a Cyrillic "а"
		} else {
			emit(s[i:i+size], i)
		}
		i += size
	}
	return string(b), m
}

// written returns how s writes each occurrence of v in text, its plain form, where that
// differs from v ("4829\u200b13" for "482913").
func (m *plainMap) written(text, v string) []string {
	var out []string
	for from := 0; v != ""; {
		k := strings.Index(text[from:], v)
		if k < 0 {
			break
		}
		i := from + k
		from = i + len(v)
		end := int32(len(m.s)) // up to what gave the next byte: with what the plain form left out after v, a keycap's marks
		if k := i + len(v); k < len(m.start) {
			end = m.start[k]
		}
		if w := m.s[m.start[i]:end]; w != v && !slices.Contains(out, w) {
			out = append(out, w)
		}
	}
	return out
}

// learnPlain reads s in its plain form (plainText, plain.go), when that differs, with a
// redactor of its own, and remembers the values it masked there that are shaped as their
// secret (shapedAs: not the "Basic" of "**Auth:** Basic") as s writes them, so that the
// pass over s itself masks them wherever they stand (rememberedPass), though a no-break
// space, an emphasis, a zero-width space or another script's digits hide their label or
// their shape.
func (r *Redactor) learnPlain(s string) []string {
	text, from := plainText(s)
	if from == nil {
		return nil
	}
	plain := New()
	plain.init()
	plain.stable(text, plain.textOnce)
	if plain.match == nil {
		return nil
	}
	var written []string
	// The variant that stands in the text (not its encoded forms) for each placeholder: the
	// longest, and of those the first in byte order, so that the choice does not hang on a
	// map's order.
	byPlaceholder := map[string]variant{}
	for _, m := range []map[string]variant{plain.match.exact, plain.match.fold} {
		for _, v := range m {
			if !strings.Contains(text, v.s) {
				continue
			}
			if b, ok := byPlaceholder[v.ph]; !ok || len(v.s) > len(b.s) || len(v.s) == len(b.s) && v.s < b.s {
				byPlaceholder[v.ph] = v
			}
		}
	}
	for _, name := range plain.names { // in the order they were found
		if v, ok := byPlaceholder["{{"+name+"}}"]; ok && (shapedAs(v.class, v.s) || v.class == CVV || v.class == Email || numberClass(v.class, v.s)) {
			ws := from.written(text, v.s)
			if v.class == Email && slices.ContainsFunc(ws, func(w string) bool { return strings.Contains(w, "**") }) {
				continue // "t****@example.co.jp": an address the page shows masked, not "t@…"
			}
			ph := r.remember(v.s, v.class)
			for _, w := range ws { // "４８２９１３", "4829\u200b13" where the plain text read "482913"
				r.rememberAs(w, ph, v.class)
				written = append(written, w)
			}
		}
	}
	return written
}

// writtenPass masks the values learnPlain found written otherwise than in the plain form
// (r.written), before any pass reads a part of one as a value of its own ("4829" of
// "4829\u200b13").
func (r *Redactor) writtenPass(s string) []seg {
	var spans []span
	for _, w := range r.written {
		ph, ok := r.lookup(w)
		if !ok {
			continue
		}
		for from := 0; ; {
			k := strings.Index(s[from:], w)
			if k < 0 {
				break
			}
			spans = append(spans, span{from + k, from + k + len(w), ph})
			from += k + len(w)
		}
	}
	if len(spans) == 0 {
		return nil
	}
	slices.SortFunc(spans, func(a, b span) int { return a.i - b.i })
	b := builder{s: s}
	for _, f := range spans {
		if b.add(f.i, f.j, f.class) {
			r.count++
		}
	}
	return b.done()
}

// numberClass reports whether v, masked as class in a text's plain form, is a number of a
// person that learnPlain remembers as the text writes it whatever tokenValue says of it: a
// phone, a card or a bank account of 7 digits or more ("شماره موبایل من ۰۹۱۲۴۸۳۷۶۱۵").
func numberClass(class, v string) bool {
	switch class {
	case Phone, CardNumber, BankAccount, IBAN:
		return len(digitsOf(v)) >= 7
	}
	return false
}
