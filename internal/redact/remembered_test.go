package redact

import (
	"sort"
	"strings"
	"testing"
)

// naiveFind is findVariants as it was before the matcher looked variants up by their bytes:
// every remembered variant in one list, longest first, tried in turn at each position (the
// short ones only after a quote). FuzzRemembered holds the matcher to it.
func naiveFind(r *Redactor, s string) string {
	var vs []variant
	for _, v := range r.match.exact {
		vs = append(vs, v)
	}
	for _, v := range r.match.fold {
		vs = append(vs, v)
	}
	sort.Slice(vs, func(i, j int) bool { return shortBefore(vs[i], vs[j]) })
	var b strings.Builder
	for i := 0; i < len(s); {
		found := false
		for _, v := range vs {
			if len(v.s) < 3 && (i == 0 || strings.IndexByte("'\"`([ \t:=#", s[i-1]) < 0) {
				continue
			}
			if standsAlone(s, i, v) {
				b.WriteString(v.ph)
				i += len(v.s)
				found = true
				break
			}
		}
		if !found {
			b.WriteByte(s[i])
			i++
		}
	}
	return b.String()
}

// matched is what findVariants makes of s with r's matcher, s itself when nothing matched.
func matched(r *Redactor, s string) string {
	segs := r.findVariants(s, r.match)
	if segs == nil {
		return s
	}
	var b strings.Builder
	for _, g := range segs {
		b.WriteString(g.s)
	}
	return b.String()
}

// FuzzRemembered: the values a redactor remembers (each line of values, masked as the class
// its first word names) are found in text as the plain scan over every variant finds them.
func FuzzRemembered(f *testing.F) {
	f.Add("email Bob@Example.com\nphone +1 (415) 555-2671\ncvv 12", "mail BOB@example.COM, bob%40example.com or cvv '12' and 4155552671")
	f.Add("password hunter2\npassword hunter22\nemail a@b.co", "hunter22 hunter2 'a@b.co' A@B.CO")
	f.Add("pin 12\npin 1\ncard_number 4111 1111 1111 1111", "pin: 12, (1) 4111111111111111 4111 1111 1111 1111")
	f.Add("email x@y.z\nemail X@Y.Z", "X@Y.Z x@y.z x%40y.z")
	f.Fuzz(func(t *testing.T, values, text string) {
		r := New()
		for _, line := range strings.Split(values, "\n") {
			class, v, ok := strings.Cut(line, " ")
			if !ok || !validClass(class) {
				continue
			}
			r.Mask(v, class)
		}
		if r.match == nil {
			return
		}
		if got, want := matched(r, text), naiveFind(r, text); got != want {
			t.Fatalf("values %q in %q:\n matcher %q\n plain   %q", values, text, got, want)
		}
	})
}
