package selector

import "testing"

// TestDropEscapeEnd: only the white space that ends a hex escape at the very end goes.
func TestDropEscapeEnd(t *testing.T) {
	for in, want := range map[string]string{
		`#\0 `:       `#\0`,
		`#a\31 `:     `#a\31`,
		`#\1234567`:  `#\1234567`,
		`#a\ `:       `#a\ `, // an escaped space: part of the name
		`#a\\0 `:     `#a\\0 `,
		`#ab `:       `#ab `,
		`#a\123456 `: `#a\123456`,
		``:           ``,
	} {
		if got := dropEscapeEnd(in); got != want {
			t.Errorf("dropEscapeEnd(%q) = %q, want %q", in, got, want)
		}
	}
}
