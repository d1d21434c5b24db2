package redact

import "strings"

// A code written in groups ("7720 3915", "739 104", a prepaid card's PIN "0123 4567 8901
// 2345") is often read by a pass in its first group only: the expressions take 3 to 8
// digits after the code's name and stop at the space. A token wrapped over two lines is
// read in its first. codeTails masks the rest that follows such a mask, so that no part of
// the secret stays in the text.

// tailClasses are the classes whose masked number may go on in groups: a one-time code, a
// PIN, a password of digits.
var tailClasses = map[string]bool{OTP: true, PIN: true, Password: true}

// maxTailGroups is how many groups after the first a code's tail may have: four groups of
// four make a prepaid card's 16-digit PIN.
const maxTailGroups = 3

// codeTails extends each mask of a number of 3 or 4 digits of tailClasses over the groups
// of as many digits that follow it, each after one space, no-break space, "-" or "."
// ("{{otp}} 3915" of "7720 3915"), the last perhaps shorter by one or two digits after two
// full groups ("7391 0052 8843 19"), all after the same separator, and remembers the whole
// code under the first group's placeholder; one group alone that is a year stays ("4821
// 2025 © Example Bank"). A group followed by a letter, or by another separator and a
// digit ("4821 2024a", "4821 100.5", "4821 2024-12-31") is no part of the code. A token's
// or a key's mask at the end of a line takes the next line when it is the token's rest
// (wrappedLine).
func (r *Redactor) codeTails(segs []seg) []seg {
	for i := 0; i+1 < len(segs); i++ {
		ph, next := segs[i], segs[i+1]
		if !ph.fixed || next.fixed || !strings.HasPrefix(ph.s, "{{") {
			continue
		}
		if c := classOf(ph.s); c == Token || c == Secret {
			if end := wrappedLine(next.s); end > 0 {
				r.count++
				segs[i+1].s = next.s[end:]
			}
			continue
		}
		if !tailClasses[classOf(ph.s)] {
			continue
		}
		head := r.digitValue(ph.s)
		if head == "" {
			continue
		}
		end := groupsAfter(next.s, len(head))
		if end == 0 {
			continue
		}
		r.rememberAs(head+next.s[:end], ph.s, classOf(ph.s))
		r.count++
		segs[i+1].s = next.s[end:]
	}
	return segs
}

// digitValue returns the value of 3 or 4 digits placeholder ph was made for, or "".
func (r *Redactor) digitValue(ph string) string {
	if v := r.valueOf[ph]; (len(v) == 3 || len(v) == 4) && isDigits(v) {
		return v
	}
	return ""
}

// groupsAfter returns the length of the groups of n digits at the start of s, each after a
// separator (see codeTails), up to maxTailGroups of them; 0 when there is none.
func groupsAfter(s string, n int) int {
	end, sep := 0, ""
	for g := 0; g < maxTailGroups; g++ {
		w := separatorAt(s, end)
		if w == 0 || g > 0 && s[end:end+w] != sep {
			break // "4821 2024-12-31": a date after the code
		}
		sep = s[end : end+w]
		k := end + w
		d := k
		for d < len(s) && isDigit(s[d]) {
			d++
		}
		if d-k > n || d-k < n && (g < 2 || d-k < n-2 || d-k < 2) {
			break // a number of its own, or too short to be the code's last group ("4821 9137 15 minutes")
		}
		if g == 0 && d-k == 4 && year(s[k:d]) && separatorAt(s, d) == 0 {
			break // a year after the code: "4821 2025 © Example Bank"
		}
		if d < len(s) && (isWord(s[d]) || strings.IndexByte(".,-/:", s[d]) >= 0 && d+1 < len(s) && isDigit(s[d+1]) && s[d:d+1] != sep) {
			break // "4821 2024a", "4821 100.5", "4821 2024-12"
		}
		end = d
		if d-k < n {
			break // a shorter group ends the code
		}
	}
	return end
}

// separatorAt returns the length of the separator between two groups of a code at s[i:]:
// one space, no-break space (U+00A0), "-" or "." followed by a digit; 0 when there is none.
func separatorAt(s string, i int) int {
	n := 0
	switch {
	case strings.HasPrefix(s[i:], "\u00a0"):
		n = len("\u00a0")
	case i < len(s) && strings.IndexByte(" -.", s[i]) >= 0:
		n = 1
	}
	if n == 0 || i+n >= len(s) || !isDigit(s[i+n]) {
		return 0
	}
	return n
}

// wrappedLine returns the length of the line break and the line at the start of s when
// that line is the rest of a token wrapped in a terminal or a mail ("xoxp-…-9f8e7d6c5b4a" /
// "39281706f5e4d3c2b1a0"): 12 to 128 bytes of letters, digits, "-" and "_", with a letter
// and a digit, alone on its line; 0 otherwise.
func wrappedLine(s string) int {
	k := 0
	switch {
	case strings.HasPrefix(s, "\r\n"):
		k = 2
	case strings.HasPrefix(s, "\n"):
		k = 1
	default:
		return 0
	}
	e := k
	letter, digit := false, false
	for e < len(s) && (isWord(s[e]) || s[e] == '-') {
		letter = letter || isLetter(s[e])
		digit = digit || isDigit(s[e])
		e++
	}
	if n := e - k; n < 12 || n > 128 || !letter || !digit || e < len(s) && s[e] != '\n' && s[e] != '\r' {
		return 0
	}
	return e
}

// rememberAs records v as a variant of the placeholder ph (of class) that an earlier part
// of it was masked as, with its digits alone when they differ.
func (r *Redactor) rememberAs(v, ph, class string) {
	r.match.add(variant{s: v, ph: ph, class: class, digits: numeric(v)})
	if d := digitsOf(v); d != v && len(d) >= 7 {
		r.match.add(variant{s: d, ph: ph, class: class, digits: true})
	}
}
