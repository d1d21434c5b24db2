package redact

import (
	"strings"
	"testing"
)

func TestLearn(t *testing.T) {
	cases := []struct {
		text, typed string
		masked      bool
	}{
		{"Trade in a tent with my membership info Joe Bloggs, phone number 123456789", "123456789", true},
		{"Log in, my password is hunter22 and then buy", "hunter22", true},
		{"Pay with card number 4111 1111 1111 1111 and CVV 321", "4111 1111 1111 1111", true},
		{"PIN: 4321 to unlock", "4321", true},
		{"pin the tab to the window", "tab", false},
		{"Find the phone with the best camera", "camera", false},
		{"Book 2 tickets for Boston", "Boston", false},
	}
	for _, c := range cases {
		r := New()
		r.Learn(c.text)
		got := r.Value(Field{}, c.typed)
		if masked := got != c.typed; masked != c.masked {
			t.Errorf("Learn(%q) then Value(%q) = %q, masked %v, want %v", c.text, c.typed, got, masked, c.masked)
		}
		if c.masked && strings.Contains(r.Text(c.text), c.typed) {
			t.Errorf("Text(%q) still shows %q", c.text, c.typed)
		}
	}
}
