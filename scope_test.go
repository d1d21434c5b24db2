package waymark

import (
	"errors"
	"regexp"
	"strings"
	"testing"
)

var placeholderRe = regexp.MustCompile(`\{\{[a-z_]+\}\}`)

// FuzzQuirkScope checks the scope of record_quirk, a tool argument: it never panics; it is
// "site", or a canonical URL pattern of the quirk's site in which the redactor finds no
// credential (a credential's value became "*"); or an *InputError naming "scope".
func FuzzQuirkScope(f *testing.F) {
	for _, s := range []string{"", "site", "SITE", "github.com/*/*/issues", "https://www.github.com/a/b",
		"login-flow", "gitlab.com/x", "github.com/login?token=SECRET123abc&next=/x", "github.com/u/john@example.com",
		"github.com/keys/key-sk-live-abcdefghijklmnop1234", "*.github.com:*/**", "github.com/**/x", "github.com?a",
		"github.com/{{token}}", "github.com/%7B%7Btoken%7D%7D", "github.com/{{x}}/key-sk_live_4eC39HqLyjWDarjtT1zdp7dc",
		"sk-live-4eC39HqLyjWDarjtT1zdp7dc.github.com/x", "github.com/u/john@example.com/{{y}}?token=abc123456&a={{b}}"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, scope string) {
		const site = "github.com"
		got, err := quirkScope(scope, site, site)
		if err != nil {
			var ie *InputError
			if !errors.As(err, &ie) || ie.Field != "scope" {
				t.Fatalf("quirkScope(%q): %v, not an input error for field scope", scope, err)
			}
			return
		}
		if got == ScopeSite {
			return
		}
		if c, err := canonicalPattern(got); err != nil || c != got {
			t.Fatalf("quirkScope(%q) = %q: not canonical (%q, %v)", scope, got, c, err)
		}
		if s, err := siteOf(got); err != nil || s != site {
			t.Fatalf("quirkScope(%q) = %q: site %q, %v", scope, got, s, err)
		}
		// The redactor masks "token=*" too ("*" is no placeholder): placeholders read as "*".
		wild := func(s string) string { return placeholderRe.ReplaceAllString(s, "*") }
		if red := strings.TrimPrefix(newRedactor().URL("//"+got), "//"); wild(red) != wild(got) {
			t.Fatalf("quirkScope(%q) = %q, in which the redactor still finds a credential: %q", scope, got, red)
		}
	})
}

// TestQuirkScopeExample: a refused scope's example is a pattern of the quirk's own host,
// one that applies to its page ("example.org/**" matches no page of docs.example.org).
func TestQuirkScopeExample(t *testing.T) {
	_, err := quirkScope("github.com/*/*/issues", "example.org", "docs.example.org")
	if err == nil || !strings.Contains(err.Error(), "such as docs.example.org/**") {
		t.Fatalf("error %v: want the example docs.example.org/**", err)
	}
	p, err := quirkScope("docs.example.org/**", "example.org", "docs.example.org")
	if err != nil {
		t.Fatal(err)
	}
	if !patternMatches(p, "https://docs.example.org/guide/x") {
		t.Errorf("the example's pattern %q does not match a page of its host", p)
	}
}
