package redact

import "testing"

// TestClassifyPlaceholders: a placeholder in a field's texts is no hint of its class: a
// generated id stored masked ("#{{token}}") is no token field, a password field stays one.
func TestClassifyPlaceholders(t *testing.T) {
	for _, c := range []struct {
		f    Field
		want string
	}{
		{Field{Selector: "#{{token}}"}, ""},
		{Field{Selector: "#q{{token_2}}", Name: "Search"}, Classify(Field{Name: "Search"})},
		{Field{Selector: "#{{token}}", Name: "Password"}, Password},
	} {
		if got := Classify(c.f); got != c.want {
			t.Errorf("Classify(%+v) = %q, want %q", c.f, got, c.want)
		}
	}
}
