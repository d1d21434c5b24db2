package urlpattern

import (
	"errors"
	"strings"
	"testing"
)

// fuzzSeeds are URLs from the tables, plus some hostile ones.
func fuzzSeeds(f *testing.F) {
	for _, tt := range deriveTests {
		f.Add(tt.in)
	}
	for _, s := range []string{
		"javascript:alert(1)", "https://", "https://[::1]:99999/", "http://a.com/%zz%",
		"https://shop.test/orders/123?q=cancel", "https://shop.test/o?action=cancel&action=delete",
		"https://shop.test/o?Action=Cancel&action=delete-all",
		"https://exa mple.com/", "https://example.com/a%00b", "https://x.com/%E2%80%8B/%C0%AF",
		"https://x.com/?=&=&a==b", "https://x.com/a/**", "https://x.com/%2A%2A", "https://x.com/a\\b",
		"HTTP://XN--BCHER-KVA.EXAMPLE.DE:0/", "https://1.2.3.4.5/", "https://0x7f.0.0.1/",
		"https://x.com/#/%2A/**", "https://x.com/#!/a/../..", "https://x.com/#/a#b", "https://x.com/#/*.pdf?x=1",
	} {
		f.Add(s)
	}
}

// FuzzParse checks that Parse never panics, that every error is a url
// *Error that names the input, and that a parsed URL is a fixed point.
func FuzzParse(f *testing.F) {
	fuzzSeeds(f)
	f.Fuzz(func(t *testing.T, raw string) {
		u, err := Parse(raw)
		if err != nil {
			var e *Error
			if !errors.As(err, &e) || !errors.Is(err, ErrInvalidURL) || !strings.HasPrefix(err.Error(), `url "`) {
				t.Fatalf("Parse(%q) error %#v is not a url *Error", raw, err)
			}
			return
		}
		if u.Scheme != "http" && u.Scheme != "https" || u.Host == "" || u.User != nil {
			t.Fatalf("Parse(%q) = %q: bad scheme, host or user", raw, u)
		}
		if h := u.Hostname(); h != strings.ToLower(h) {
			t.Fatalf("Parse(%q): host %q not lower-case", raw, h)
		}
		s := u.String()
		again, err := Parse(s)
		if err != nil {
			t.Fatalf("Parse(%q) = %q, which Parse refuses: %v", raw, s, err)
		}
		if again.String() != s {
			t.Fatalf("Parse(%q) = %q, Parse again = %q", raw, s, again)
		}
		if _, err := Site(raw); err != nil {
			t.Fatalf("Site(%q): %v", raw, err)
		}
		if _, err := Origin(raw); err != nil {
			t.Fatalf("Origin(%q): %v", raw, err)
		}
	})
}

// FuzzDerive checks that Derive never panics, accepts what Parse accepts,
// is stable, gives a canonical pattern that matches its own URL (Match and
// MatchPage; so does DeriveWithSlugs's other pattern), and gives
// the same pattern for the URL in Parse's normal form.
func FuzzDerive(f *testing.F) {
	fuzzSeeds(f)
	f.Fuzz(func(t *testing.T, raw string) {
		if got, want := DerivePage(raw), pageOneByOne(raw); got != want {
			t.Fatalf("DerivePage(%q) = %+v, the functions one by one %+v", raw, got, want)
		}
		d, err := Derive(raw)
		u, perr := Parse(raw)
		if (err == nil) != (perr == nil) {
			t.Fatalf("Derive(%q) error %v, Parse error %v", raw, err, perr)
		}
		if err != nil {
			return
		}
		if again, _ := Derive(raw); again != d {
			t.Fatalf("Derive(%q) = %q, then %q", raw, d, again)
		}
		if !Match(d, raw) {
			t.Fatalf("Match(Derive(%q) = %q, …) = false", raw, d)
		}
		if !MatchPage(d, raw) {
			t.Fatalf("MatchPage(Derive(%q) = %q, …) = false", raw, d)
		}
		if old, ok := DeriveWithSlugs(raw); ok && (old == d || !MatchPage(old, raw)) {
			t.Fatalf("DeriveWithSlugs(%q) = %q, Derive %q: the same, or it does not match", raw, old, d)
		}
		if c, err := CanonicalPattern(d); err != nil || c != d {
			t.Fatalf("CanonicalPattern(%q) = %q, %v", d, c, err)
		}
		if n, err := Derive(u.String()); err != nil || n != d {
			t.Fatalf("Derive(%q) = %q but Derive(normal form %q) = %q, %v", raw, d, u, n, err)
		}
		if s := Specificity(d); s < 100 {
			t.Fatalf("Specificity(%q) = %d", d, s)
		}
		if g, ok := Generalise(d, d); !ok || g != d {
			t.Fatalf("Generalise(%q, itself) = %q, %v", d, g, ok)
		}
	})
}

// pageOneByOne is DerivePage's result computed with Site, Derive, DeriveWithSlugs and
// Origin one by one.
func pageOneByOne(raw string) Page {
	var p Page
	p.Site, _ = Site(raw)
	p.Pattern, _ = Derive(raw)
	p.Origin, _ = Origin(raw)
	p.SlugPattern = p.Pattern
	if sp, ok := DeriveWithSlugs(raw); ok {
		p.SlugPattern = sp
	}
	return p
}

// FuzzCanonicalPattern checks that patterns from outside (record_quirk
// scopes, imports) never panic the parser, that the canonical form is a
// fixed point, and that every accepted pattern compiles to a URLPattern.
func FuzzCanonicalPattern(f *testing.F) {
	for _, tt := range deriveTests {
		f.Add(tt.want)
	}
	for _, s := range []string{
		"amazon.com", "*.amazon.co.uk:*/**", "example.com/docs/**", "example.com/files/*.pdf",
		"a.com/**/x", "a.com/a*b", "[::1]:8080/x", "example.com/s?k=laptop&z", "https://x.com/*abc",
		"x.com/*:(", "x.com/*%2F", "x.com/{:a}", "x.com?a=*", "*.x.com:0/*",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		c, err := CanonicalPattern(raw)
		if err != nil {
			if !errors.Is(err, ErrInvalidPattern) || Specificity(raw) != -1 || Match(raw, "https://example.com/") {
				t.Fatalf("CanonicalPattern(%q) error %v, yet usable", raw, err)
			}
			return
		}
		if again, err := CanonicalPattern(c); err != nil || again != c {
			t.Fatalf("CanonicalPattern(%q) = %q, then %q, %v", raw, c, again, err)
		}
		if m := compile(c); m == nil || m.compiled() == nil {
			t.Fatalf("CanonicalPattern(%q) = %q, which does not compile", raw, c)
		}
		if Specificity(c) < 0 {
			t.Fatalf("Specificity(%q) < 0", c)
		}
		Match(c, "https://"+strings.TrimPrefix(c, "*."))
	})
}

// FuzzMatchFastPath checks that the path checks Match makes before the URLPattern call
// (pathMayMatch) refuse no URL the URLPattern and the query check accept.
func FuzzMatchFastPath(f *testing.F) {
	for _, tt := range matchTests {
		f.Add(tt.pattern, tt.url)
	}
	for _, tt := range deriveTests {
		f.Add(tt.want, tt.in)
	}
	f.Fuzz(func(t *testing.T, pattern, raw string) {
		m := compile(pattern)
		if m == nil {
			return
		}
		u, reason, _ := parse(raw)
		if reason != "" {
			return
		}
		c := canonicalize(u)
		if !m.p.pathMayMatch(c.segs) && m.libraryMatch(&c) {
			t.Fatalf("pattern %q, URL %q (path %q): refused by the fast path, matched by the URLPattern", pattern, raw, c.path())
		}
	})
}
