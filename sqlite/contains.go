package sqlite

import (
	"database/sql/driver"
	"strings"
	"unicode"
	"unicode/utf8"

	sqlitedriver "modernc.org/sqlite"
)

// foldContainsFunc is the SQL function foldContainsSQL: waymark_fold_contains(text,
// folded_needle) is 1 when the case-folded text contains folded_needle.
const foldContainsFunc = "waymark_fold_contains"

// containsSQL returns a condition true when column col contains needle as a
// case-insensitive substring, and its one argument. SQLite's LIKE folds ASCII letters only,
// so it serves ASCII needles (with %, _ and \ escaped, ESCAPE '\'); a needle with other
// characters goes through foldContainsSQL, which folds all of Unicode ("ПРИВЕТ" finds
// "привет").
func containsSQL(col, needle string) (string, any) {
	if isASCII(needle) {
		return col + ` LIKE ? ESCAPE '\'`, "%" + escapeLike(needle) + "%"
	}
	return foldContainsFunc + "(" + col + ", ?)", fold(needle)
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// escapeLike escapes the LIKE wildcards % and _ and the escape character \ itself.
func escapeLike(s string) string {
	if !strings.ContainsAny(s, `%_\`) {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		if r == '%' || r == '_' || r == '\\' {
			b.WriteByte('\\')
		}
		b.WriteRune(r)
	}
	return b.String()
}

// fold maps every rune of s to the smallest rune of its simple case-folding orbit
// (unicode.SimpleFold), so that two strings that differ only in case fold to the same
// string: "Σ", "σ" and "ς" all become "Σ", "K" (Kelvin sign), "K" and "k" all "K".
func fold(s string) string {
	return strings.Map(foldRune, s)
}

func foldRune(r rune) rune {
	if r < utf8.RuneSelf {
		if 'a' <= r && r <= 'z' {
			return r - 'a' + 'A'
		}
		return r
	}
	min := r
	for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
		if f < min {
			min = f
		}
	}
	return min
}

// foldContainsSQL implements waymark_fold_contains(text, folded_needle).
func foldContainsSQL(_ *sqlitedriver.FunctionContext, args []driver.Value) (driver.Value, error) {
	var text, needle string
	switch v := args[0].(type) {
	case string:
		text = v
	case []byte:
		text = string(v)
	default:
		return int64(0), nil
	}
	switch v := args[1].(type) {
	case string:
		needle = v
	case []byte:
		needle = string(v)
	default:
		return int64(0), nil
	}
	if containsFolded(text, needle) {
		return int64(1), nil
	}
	return int64(0), nil
}

// containsFolded reports whether fold(text) contains folded, without building fold(text).
func containsFolded(text, folded string) bool {
	if folded == "" {
		return true
	}
	first, size := utf8.DecodeRuneInString(folded)
	for i := 0; i < len(text); {
		r, w := utf8.DecodeRuneInString(text[i:])
		if foldRune(r) == first && hasFoldedPrefix(text[i+w:], folded[size:]) {
			return true
		}
		i += w
	}
	return false
}

// hasFoldedPrefix reports whether fold(s) starts with folded.
func hasFoldedPrefix(s, folded string) bool {
	for folded != "" {
		if s == "" {
			return false
		}
		r, w := utf8.DecodeRuneInString(s)
		f, fw := utf8.DecodeRuneInString(folded)
		if foldRune(r) != f {
			return false
		}
		s, folded = s[w:], folded[fw:]
	}
	return true
}
