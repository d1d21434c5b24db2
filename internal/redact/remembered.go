package redact

import (
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// rememberedPass masks every remembered variant in one scan of each piece of text.
func (r *Redactor) rememberedPass(segs []seg) []seg {
	m := r.match
	if m == nil || m.n == 0 {
		return segs
	}
	return apply(segs, func(s string) []seg { return r.findVariants(s, m) })
}

// findVariants masks the occurrences of remembered variants in s, leftmost first and the
// longest at each position, that stand alone: quoted or in parentheses when shorter than 4
// runes; a number not inside a longer number ("is2526545258." holds 2526545258); anything
// else as a whole word when shorter than 12 bytes, anywhere when longer.
func (r *Redactor) findVariants(s string, m *matcher) []seg {
	var out []seg
	last := 0
	for i := 0; i < len(s); {
		v, ok := m.at(s, i)
		if !ok {
			i++
			continue
		}
		j := i + len(v.s)
		out = append(out, seg{s: s[last:i]}, seg{s: v.ph, fixed: true})
		r.count++
		last, i = j, j
	}
	if out == nil {
		return nil
	}
	return append(out, seg{s: s[last:]})
}

// matcher finds remembered variants quickly. Those of three bytes or more are found by
// their bytes: at a position whose first three bytes (ASCII lower-cased) begin a variant,
// it looks up the text of each length such variants have, longest first, among the exact
// variants and then, ASCII lower-cased, among the case-folded ones; the shorter ones are
// checked one by one after a quote. So the first variant that stands alone at a position
// is the longest one, an exact one before a case-folded one, and the cost of a position
// depends on how many lengths its variants have, not on how many values the redactor has
// learned (BenchmarkLearnedValues: a session that types a new e-mail address at each step).
type matcher struct {
	exact   map[string]variant // every exact variant by its bytes
	fold    map[string]variant // every case-folded variant by its ASCII-lower-cased bytes
	lengths map[[3]byte][]int  // distinct lengths of the variants by first three bytes, longest first
	first   [256]bool          // first bytes (ASCII lower-cased) of the variants in lengths
	short   []variant          // variants under three bytes, longest first, then in byte order
	n       int                // variants held
}

func newMatcher() *matcher {
	return &matcher{exact: map[string]variant{}, fold: map[string]variant{}, lengths: map[[3]byte][]int{}}
}

// add holds v, or gives the variant of the same bytes and kind (exact or folded) v's
// placeholder. Every variant is in exact or fold, by its bytes; those of three bytes or more
// are indexed by their first three and their length too, the shorter ones listed in short.
func (m *matcher) add(v variant) {
	byBytes := m.exact
	if v.fold {
		byBytes = m.fold
	}
	if _, ok := byBytes[v.s]; !ok {
		m.n++
	}
	byBytes[v.s] = v
	if len(v.s) < 3 {
		for i := range m.short {
			if m.short[i].s == v.s && m.short[i].fold == v.fold {
				m.short[i] = v
				return
			}
		}
		i := sort.Search(len(m.short), func(i int) bool { return !shortBefore(m.short[i], v) })
		m.short = slices.Insert(m.short, i, v)
		return
	}
	k := key3(v.s, 0)
	ls := m.lengths[k]
	i := sort.Search(len(ls), func(i int) bool { return ls[i] <= len(v.s) })
	if i == len(ls) || ls[i] != len(v.s) {
		m.lengths[k] = slices.Insert(ls, i, len(v.s))
	}
	m.first[k[0]] = true
}

// shortBefore orders the short variants: longer first, then in byte order, an exact one
// before a case-folded one of the same bytes.
func shortBefore(a, b variant) bool {
	if len(a.s) != len(b.s) {
		return len(a.s) > len(b.s)
	}
	if a.s != b.s {
		return a.s < b.s
	}
	return !a.fold && b.fold
}

func key3(s string, i int) [3]byte {
	var k [3]byte
	for n := 0; n < 3; n++ {
		c := s[i+n]
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		k[n] = c
	}
	return k
}

// at returns the longest variant that occurs at s[i:] and stands alone there.
func (m *matcher) at(s string, i int) (variant, bool) {
	c := s[i]
	if c >= 'A' && c <= 'Z' {
		c += 'a' - 'A'
	}
	if m.first[c] && i+3 <= len(s) {
		for _, n := range m.lengths[key3(s, i)] {
			j := i + n
			if j > len(s) {
				continue
			}
			if v, ok := m.exact[s[i:j]]; ok && standsAlone(s, i, v) {
				return v, true
			}
			if len(m.fold) > 0 {
				if v, ok := m.fold[asciiLower(s[i:j])]; ok && standsAlone(s, i, v) {
					return v, true
				}
			}
		}
	}
	if len(m.short) > 0 && i > 0 && strings.IndexByte("'\"`([ \t:=#", s[i-1]) >= 0 {
		for _, v := range m.short {
			if standsAlone(s, i, v) {
				return v, true
			}
		}
	}
	return variant{}, false
}

// standsAlone reports whether variant v occurs at s[i:] and is delimited as its length
// requires.
func standsAlone(s string, i int, v variant) bool {
	j := i + len(v.s)
	if j > len(s) {
		return false
	}
	if v.fold {
		if asciiLower(s[i:j]) != v.s {
			return false
		}
	} else if s[i:j] != v.s {
		return false
	}
	switch {
	case utf8.RuneCountInString(v.s) < 4:
		if i > 0 && j < len(s) && enclosed(s[i-1], s[j]) {
			return true
		}
		return !alnumBefore(s, i) && !alnumAfter(s, j) && keywordBefore(s, i, v.class)
	case v.digits:
		return !(i > 0 && isDigit(s[i-1])) && !(j < len(s) && isDigit(s[j]))
	case len(v.s) < 12:
		return !alnumBefore(s, i) && !alnumAfter(s, j)
	}
	return true
}

// classKeywords are words that, right before a short remembered value, say it is that
// value: "CVV 123", "pin: 12", "expire 01".
var classKeywords = map[string][]string{
	CVV:        {"cvv", "cvc", "csc", "cvv2", "cvc2", "code"},
	PIN:        {"pin"},
	OTP:        {"otp", "code", "passcode"},
	CardExpiry: {"exp", "expire", "expires", "expiry", "expiration", "month", "year"},
	Password:   {"password", "pass", "pwd", "passwort"},
	SSN:        {"ssn"},
}

// keywordBefore reports whether the word before s[i] (skipping separators and a filler
// "is"/"of") is a keyword of class.
func keywordBefore(s string, i int, class string) bool {
	kws := classKeywords[class]
	if kws == nil {
		return false
	}
	lo := i - 32
	if lo < 0 {
		lo = 0
	}
	words := strings.FieldsFunc(strings.ToLower(s[lo:i]), func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9')
	})
	if i-lo == 32 && len(words) > 0 {
		words = words[1:] // may be cut
	}
	if n := len(words); n > 1 && (words[n-1] == "is" || words[n-1] == "of") {
		words = words[:n-1]
	}
	if len(words) == 0 {
		return false
	}
	sep := func(r rune) bool { return unicode.IsSpace(r) || strings.ContainsRune(":=#-：", r) } // no-break spaces too
	if tail := strings.TrimRightFunc(s[lo:i], sep); len(tail) > 0 && !isLetter(tail[len(tail)-1]) && !isDigit(tail[len(tail)-1]) {
		return false // "CVV, 123" or "CVV) 123": the word is not right before
	}
	last := words[len(words)-1]
	for _, k := range kws {
		if last == k {
			return true
		}
	}
	return false
}

func enclosed(open, close byte) bool {
	switch open {
	case '\'', '"', '`':
		return close == open
	case '(':
		return close == ')'
	case '[':
		return close == ']'
	}
	return false
}
