// Package invisible tells the runes that show nothing where text is read: what waymark
// writes as an escape wherever a person or an agent reads stored text (SPEC §5).
package invisible

import "unicode"

// Is reports whether r shows nothing, or breaks a line where JSON does not escape it:
// a format character (category Cf: bidirectional overrides, zero-width spaces, tag
// characters), a C1 control such as NEL (U+0085), a blank that is a letter or symbol (the
// Hangul fillers, U+2800 BRAILLE PATTERN BLANK), or a mark that shows nothing of its own
// and can spell hidden text in a run: the variation selectors (U+FE00–FE0F, U+E0100–E01EF,
// the Mongolian U+180B–180D and U+180F; an emoji's U+FE0F too) and the combining grapheme
// joiner (U+034F).
func Is(r rune) bool {
	switch {
	case r >= 0x80 && r <= 0x9f, r == 0x115f, r == 0x1160, r == 0x3164, r == 0xffa0, r == 0x2800:
		return true
	case r >= 0xfe00 && r <= 0xfe0f, r >= 0xe0100 && r <= 0xe01ef, r >= 0x180b && r <= 0x180f, r == 0x034f:
		return true
	}
	return unicode.Is(unicode.Cf, r)
}
