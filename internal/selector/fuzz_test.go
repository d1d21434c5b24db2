package selector

import (
	"testing"
	"unicode/utf8"
)

var fuzzSeeds = []string{
	"", "#login_field", `[data-testid="login"]`, "html > body > div:nth-child(3) > form > input#email",
	`input.flex.h-10[id="firstName"][name="firstName"]`, "aria/Accept all[role=\"button\"]", "xpath///*[@id=\"button\"]",
	"pierce/button:nth-of-type(2) > span.mat-mdc-button-touch-target", "text/Click", "css=outer >> inner >> #x",
	"a >>> b", "linkText=Remove", "id=APjFqb", "name=q", `role=button[name="Sign in"i]`,
	`await page.locator('iframe').contentFrame().getByRole('button', { name: 'Accept' }).click();`,
	"(//div[@id='Cart']/a)[1]", `id("x")`, "html/body/div[2]/input", `#\:r1\:`, `.w-\[37px\]`, "a:is(.b, .c) ~ d + e",
	`[data-x='\"']`, "div:nth-child(2n+1 of .x)", `getByText('a\'b')`, "internal:testid=[data-testid=\"x\"s]",
}

// FuzzScore checks that Score never panics, stays in [0, 1], and that Stabilise's output
// is a selector again, stable under a second Stabilise and never worse than no selector.
func FuzzScore(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		sc := Score(s)
		if sc < 0 || sc > 1 {
			t.Fatalf("Score(%q) = %v", s, sc)
		}
		if Dead(s) != (sc == 0 && Dead(s)) {
			t.Fatalf("Dead(%q) but Score %v", s, sc)
		}
		st, ok := Stabilise(s)
		if !ok {
			if st != "" {
				t.Fatalf("Stabilise(%q) = %q, false", s, st)
			}
			return
		}
		if utf8.ValidString(s) && !utf8.ValidString(st) {
			t.Fatalf("Stabilise(%q) = %q: invalid UTF-8", s, st)
		}
		if Dead(st) {
			t.Fatalf("Stabilise(%q) = %q, which is dead", s, st)
		}
		if again, ok := Stabilise(st); !ok || again != st {
			t.Fatalf("Stabilise not idempotent: %q → %q → %q (%v)", s, st, again, ok)
		}
	})
}

// FuzzParseLocator checks that ParseLocator never panics, that its Value reads back as
// the same Kind and Value, and that Candidates keeps its order contract.
func FuzzParseLocator(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c := ParseLocator(s)
		if c.Stability < 0 || c.Stability > 1 {
			t.Fatalf("ParseLocator(%q).Stability = %v", s, c.Stability)
		}
		if _, ok := kindRank[c.Kind]; !ok {
			t.Fatalf("ParseLocator(%q).Kind = %q", s, c.Kind)
		}
		if c.Stability > 0 {
			again := ParseLocator(c.Value)
			if again.Kind != c.Kind || again.Value != c.Value {
				t.Fatalf("ParseLocator(%q) = %v; its Value reads as %v", s, c, again)
			}
		}
		cs := Candidates(Target{Selectors: []string{s}, XPath: s, Text: s, Attributes: map[string]string{"id": s, "href": s}})
		for i := 1; i < len(cs); i++ {
			if less(cs[i], cs[i-1]) {
				t.Fatalf("Candidates out of order: %v", cs)
			}
		}
	})
}
