package redact

import (
	"fmt"
	"strings"
	"testing"
)

// BenchmarkLearnedValues: a session's redactor that has masked `values` distinct e-mail
// addresses masks one more typed value and then a step's text, as each step of a session
// that types a new address does (docs/PERFORMANCE.md, "2026-12-01, sixth").
func BenchmarkLearnedValues(b *testing.B) {
	email := Field{Selector: "#email", Attributes: map[string]string{"type": "email"}}
	for _, n := range []int{10, 1000, 5000} {
		b.Run(fmt.Sprintf("values=%d", n), func(b *testing.B) {
			r := New()
			for i := range n {
				r.Value(email, fmt.Sprintf("user%d@example.com", i))
			}
			b.ResetTimer()
			for i := range b.N {
				r.Value(email, fmt.Sprintf("new%d@example.com", i))
				r.Text("Signed in as user7@example.com; 3 messages waiting in the inbox of new0@example.com")
			}
		})
	}
}

// BenchmarkManyParams redacts texts and URLs of many "=" in one parameter's value
// ("?a=?a=…", "%3Fa%3Dx%2526…", 28–104 KB), whose values all end where the first does:
// the time grows with the length, not its square.
func BenchmarkManyParams(b *testing.B) {
	for _, c := range []struct{ name, s string }{
		{"text", "/p?r=" + strings.Repeat("?a=x%26", 4000)},
		{"text-code", "?x" + strings.Repeat("&code=1", 4000)},
		{"url-nested", "https://x.example/?r=" + strings.Repeat("%3Fa%3Dx%2526", 8000)},
	} {
		b.Run(c.name, func(b *testing.B) {
			b.SetBytes(int64(len(c.s)))
			for b.Loop() {
				if strings.HasPrefix(c.s, "https:") {
					New().URL(c.s)
				} else {
					New().Text(c.s)
				}
			}
		})
	}
}

// BenchmarkCommandNames redacts a megabyte of one line of commands' names (and a flag at the
// end, so that the command reader runs): the time grows with the length, not its square
// (docs/PERFORMANCE.md, "2026-12-02, last").
func BenchmarkCommandNames(b *testing.B) {
	for _, c := range []struct{ name, s string }{
		{"az", strings.Repeat("az ", 350_000) + "-x"},
		{"7z", strings.Repeat("&7z ", 250_000) + "-x"},
		{"mysql", strings.Repeat("mysql ", 170_000) + "-x"},
		{"urls", strings.Repeat(`"https://example.com/a/b/c?x=1", `, 30_000) + "-x"},
		{"mysql-p", strings.Repeat("mysql -pS3cret99 ", 60_000)},
	} {
		b.Run(c.name, func(b *testing.B) {
			b.SetBytes(int64(len(c.s)))
			for b.Loop() {
				New().Text(c.s)
			}
		})
	}
}
