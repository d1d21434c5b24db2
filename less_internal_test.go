package waymark

import (
	"slices"
	"testing"
)

func TestNamedThings(t *testing.T) {
	steps := []RouteStep{{Action: ActionClick, Selectors: []Locator{{Kind: "css", Value: "tr[data-rx='lisinopril'] button"}, {Kind: "css", Value: "li[data-class='yoga']"}}}}
	page := map[string]bool{"gym": true}
	for _, tt := range []struct {
		intent string
		left   []string
		want   []string
	}{
		{"Cancel my Thursday yoga class booking", []string{"thursday"}, []string{"Thursday"}},
		{"How many spots are left in Saturday's 9am HIIT class?", []string{"saturday", "9am", "hiit"}, []string{"Saturday", "9am", "HIIT"}},
		{"Refill my lisinopril prescription", []string{"lisinopril"}, []string{"lisinopril"}},
		{"Cancel my yoga class booking", []string{"class"}, nil},   // "class" is an attribute's name
		{"Thursday yoga: cancel it", []string{"thursday"}, nil},    // a sentence's first word
		{"Book a class at the Gym Downtown", []string{"gym"}, nil}, // a word of the page's URL
		{"Book it. Thursday works", []string{"thursday"}, nil},     // after a full stop
		{"Approve the report from Dana Lee", []string{"lee"}, []string{"Lee"}},
		{"Cancel My Thursday Yoga Class Booking", []string{"thursday", "class"}, nil}, // Title Case names nothing
	} {
		if got := namedThings(tt.intent, steps, tt.left, page); !slices.Equal(got, tt.want) {
			t.Errorf("namedThings(%q, %v) = %q, want %q", tt.intent, tt.left, got, tt.want)
		}
	}
	for _, tt := range []struct {
		lead, stored, storedLead string
		want                     bool
	}{
		{"refil", "Check the status of my metformin refill", "~", true},
		{"add", "Search for a laptop and add it to the cart", "search", false},
		{"add", "I want to add it to the cart", "", false},
		{"star", "Star the repository", "star", false},
		{"~", "Check the status of my refill", "~", false},
	} {
		if got := nounLead(tt.lead, tt.stored, tt.storedLead); got != tt.want {
			t.Errorf("nounLead(%q, %q) = %v, want %v", tt.lead, tt.stored, got, tt.want)
		}
	}
}
