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

// TestSplitCard: the groups of a card number typed into separate boxes.
func TestSplitCard(t *testing.T) {
	for _, c := range []struct {
		parts []string
		want  bool
	}{
		{[]string{"4539", "1488", "0343", "6467"}, true},
		{[]string{"3782", "822463", "10005"}, true}, // American Express, 4-6-5
		{[]string{"45391488", "03436467"}, false},   // groups of eight: no card's
		{[]string{"4539", "1488", "0343", "6468"}, false},
		{[]string{"1990", "06", "12"}, false},
		{[]string{"4539148803436467"}, false}, // one box is a card field's, not a split
		{[]string{"4539", "1488", "0343", "646a"}, false},
		{[]string{"4539", "", "1488", "0343", "6467"}, false},
		{nil, false},
	} {
		if got := SplitCard(c.parts); got != c.want {
			t.Errorf("SplitCard(%q) = %v, want %v", c.parts, got, c.want)
		}
	}
}
