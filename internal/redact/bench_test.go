package redact

import (
	"fmt"
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
