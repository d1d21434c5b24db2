package classify

import "testing"

func TestIsPopupDismiss(t *testing.T) {
	for _, c := range []struct {
		text, selector string
		want           bool
	}{
		{"Close newsletter", "", true},
		{"×", "button.x", true},
		{"No thanks", "", true},
		{"Schließen", "", true},
		{"", "#newsletter-modal .close", true},
		{"", "button[aria-label='Close dialog']", true},
		{"Dismiss promo", "", true},
		{"Subscribe", "#newsletter-modal .subscribe", false}, // the overlay's own action
		{"Close account", "#settings .danger", false},        // no overlay: an action of the page
		{"Closed orders", "a.tab", false},
		{"Search", "#search", false},
		{"", "#close-date", false},
	} {
		if got := IsPopupDismiss(c.text, c.selector); got != c.want {
			t.Errorf("IsPopupDismiss(%q, %q) = %v, want %v", c.text, c.selector, got, c.want)
		}
	}
}
