package waymark

import (
	"maps"
	"testing"
)

func TestDirections(t *testing.T) {
	for in, want := range map[string]map[string]string{
		"Transfer $50 from savings to checking":    {"save": "from", "check": "to"},
		"Book a flight Denver → Boston on June 12": {"boston": "to", "june": "on"},
		"Book a flight Denver -> Boston":           {"boston": "to"},
		"Book a flight Boston ← Denver":            {"denver": "from"},
		"Send Jane a message":                      {"jane": "to"},
	} {
		if got := directions(in); !maps.Equal(got, want) {
			t.Errorf("directions(%q) = %v, want %v", in, got, want)
		}
	}
	if !otherDirection(directions("Book a flight Denver → Boston"), directions("Book a flight from Boston to Denver")) {
		t.Error("Denver → Boston is not the other way from Boston to Denver")
	}
	if !otherDirection(directions("Move the meeting with Bob on Friday"), directions("Move the meeting with Bob to Friday")) {
		t.Error("the meeting on Friday is not the one moved to Friday")
	}
	if otherDirection(directions("Post the photo on Facebook"), directions("Post the photo to Facebook")) {
		t.Error("on Facebook is to Facebook")
	}
}
