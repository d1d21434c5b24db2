package redact

// A URL's fragment: parameters of a single-page app's route ("#/cb?code=…",
// "#access_token=…"), or a key or a state encoded whole (Stripe Checkout's "#fid…",
// Bitwarden Send's "#<id>/<key>").

import (
	"regexp"
	"strings"
)

// fragment masks a fragment (without "#"): parameters when it has "?" or "=", a key
// encoded whole (fragmentKey) when the fragment or one of its parts between "/" is one
// (Stripe Checkout's "#fidkdWx…", Bitwarden Send's "#<id>/<key>", Proton Drive's 12
// characters), path segments otherwise.
func (r *Redactor) fragment(f string) string {
	if i := strings.IndexByte(f, '?'); i >= 0 {
		r.authPage = r.authPage || authPage(f[:i]) // "#/reset-password?t=…": a page of a single-page app
		return r.urlPath(f[:i]) + "?" + r.query(f[i+1:])
	}
	if strings.Contains(f, "=") {
		return r.query(f)
	}
	if fragmentKey(f) {
		return r.mask(f, Token)
	}
	if strings.Contains(f, "/") {
		parts := strings.Split(f, "/")
		keyed := false
		for i, p := range parts {
			if fragmentKey(p) {
				parts[i], keyed = r.mask(p, Token), true
			}
		}
		if keyed {
			return strings.Join(parts, "/")
		}
	}
	return r.urlPath(f)
}

// fragmentKey reports whether a fragment, or a part of it, is a key or a state encoded
// whole rather than an anchor or a route: one random-looking run (looksRandom) of letters
// and digits, upper and lower case, of 24 or more with fewer than two capitalised words in
// it ("fidkdWx…"; not "diff-…R118", "Milestone2DeliverablesV3"), or of 12 to 23 with three
// digits or more and none ("Kq7xLp9ZmW2n"; not "Section2Part3").
func fragmentKey(f string) bool {
	k := countKinds(f)
	if len(f) < 12 || k.upper == 0 || k.lower == 0 || k.digits == 0 || k.letters+k.digits != len(f) {
		return false
	}
	words := len(titleWords.FindAllString(f, 2))
	if len(f) >= 24 {
		return words < 2 && looksRandom(f, 24)
	}
	return words == 0 && k.digits >= 3 && looksRandom(f, 12)
}

// titleWords matches a capitalised word of four letters or more with a vowel in its first
// three letters after the capital, as anchors made of headings hold ("Decorators",
// "Changes"); a random run seldom holds two.
var titleWords = regexp.MustCompile(`[A-Z](?:[aeiouy][a-z]{2,}|[a-z][aeiouy][a-z]+|[a-z]{2}[aeiouy][a-z]*)`)
