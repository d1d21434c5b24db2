package waymark

import "testing"

func TestRecordDate(t *testing.T) {
	for _, tt := range []struct{ intent, phrase, term string }{
		{"Cancel my appointment on March 14", "march 14", "march"},
		{"Cancel my 14 March appointment", "14 march", "march"},
		{"Move my Friday delivery", "friday", "friday"},
		{"Cancel tomorrow's booking", "tomorrow", "tomorrow"},
		{"Cancel the booking of 3/14", "3/14", "3/14"},
		{"Cancel the booking of 2026-03-14", "2026-03-14", "2026-03-14"},
		{"Cancel the order of 14.03.2026", "14.03.2026", "14.03.2026"},
		{"Cancel my appointment on May 2", "may 2", "may"},
		{"May I cancel my appointment?", "", ""}, // the verb
		{"Cancel my appointment", "", ""},
		{"Cancel order 4521", "", ""},
		{"Upgrade to version 2.5", "", ""}, // a version
		{"Pay the invoice of 3/14/26", "3/14/26", "3/14/26"},
	} {
		phrase, term := recordDate(tt.intent)
		if phrase != tt.phrase || term != tt.term {
			t.Errorf("recordDate(%q) = %q, %q; want %q, %q", tt.intent, phrase, term, tt.phrase, tt.term)
		}
	}
}

func TestRecordPage(t *testing.T) {
	for _, tt := range []struct {
		pattern string
		want    bool
	}{
		{"clinic.example/appointments/*", true},
		{"shop.example/booking?id=*", true},
		{"shop.example/cart", false},
		{"*.example/cart", false}, // a wildcard of the host names no record
		{"shop.example", false},
	} {
		if got := recordPage(tt.pattern); got != tt.want {
			t.Errorf("recordPage(%q) = %v, want %v", tt.pattern, got, tt.want)
		}
	}
}
