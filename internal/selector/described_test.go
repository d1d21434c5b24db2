package selector

import "testing"

func TestDescribedElement(t *testing.T) {
	for _, c := range []struct{ desc, role, name string }{
		{"Releases link", "link", "Releases"},
		{"Close newsletter button", "button", "Close newsletter"},
		{"the Search box", "textbox", "Search"},
		{`"Sign in" button`, "button", "Sign in"},
		{"Password field", "textbox", "Password"},
		{"Country dropdown", "combobox", "Country"},
		{"Accept all", "", "Accept all"},
		{"button", "", "button"},
		{"Add to cart", "", "Add to cart"},
	} {
		if role, name := DescribedElement(c.desc); role != c.role || name != c.name {
			t.Errorf("DescribedElement(%q) = %q, %q; want %q, %q", c.desc, role, name, c.role, c.name)
		}
	}
}
