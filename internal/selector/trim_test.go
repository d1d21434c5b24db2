package selector

import "testing"

// TestTrimSpace: white space goes from both ends, but not an escaped space at the end.
func TestTrimSpace(t *testing.T) {
	for in, want := range map[string]string{
		`#\0 `:       `#\0`,
		"#\\\xd7 ":   "#\\\xd7",
		` #a  `:      `#a`,
		`#a\ `:       `#a\ `,
		`#a\\ `:      `#a\\`,
		"#a\\\u00a0": "#a\\\u00a0",
		"#a \u00a0":  "#a",
		``:           ``,
	} {
		if got := trimSpace(in); got != want {
			t.Errorf("trimSpace(%q) = %q, want %q", in, got, want)
		}
	}
}
