package waymark

import (
	"strings"
	"testing"
)

// TestMisdatedPhrase: a date named with a day of the week it is not, in the query alone.
func TestMisdatedPhrase(t *testing.T) {
	for _, tt := range []struct {
		intent, phrase, is string
	}{
		{"Book a table for 2 on Monday, June 12, 2026", "Monday, June 12, 2026", "Friday"},
		{"Book a table for 2 on Friday, June 12, 2026", "", ""}, // a Friday
		{"Book a table for 2 on Mon 12th of June 2026", "Mon 12th of June 2026", "Friday"},
		{"Book a table for 2 on Monday 2026-06-12", "Monday 2026-06-12", "Friday"},
		{"Book a table for 2 on Monday, June 12", "", ""},       // no year: no clash to see
		{"Book a table for 2 on Monday, 2026", "", ""},          // no date
		{"Book a table for 2 on Monday, June 31, 2026", "", ""}, // no such date: another rule's
		{"Move my Monday meeting to June 12, 2026", "", ""},     // the weekday names another thing
		{"Book for Sunday, February 29, 2032", "", ""},          // a leap day, a Sunday
		{"Book for Monday, February 29, 2032", "Monday, February 29, 2032", "Sunday"},
	} {
		got := misdatedPhrase(tt.intent)
		if got.phrase != tt.phrase || got.is != tt.is {
			t.Errorf("misdatedPhrase(%q) = %+v, want %q, %q", tt.intent, got, tt.phrase, tt.is)
		}
	}
}

// TestDateClash: a day of the week one request names and a year the other names that do
// not agree make the warning say so; ones that agree keep the warning that only one names
// them.
func TestDateClash(t *testing.T) {
	table := []RouteStep{{Action: ActionSelect, Name: "Party size", Value: "2"}, {Action: ActionFill, Name: "Date", Value: "June 12"}}
	for _, tt := range []struct {
		stored, query, clash string
	}{
		{"Book a table for 2 on June 12, 2026", "Book a table for 2 on Monday, June 12", "June 12, 2026 is a Friday, not a Monday"},
		{"Book a table for 2 on June 12, 2026", "Book a table for 2 on Friday, June 12", ""},
		{"Book a table for 2 on Monday, June 12", "Book a table for 2 on June 12, 2026", "June 12, 2026 is a Friday, not a Monday"},
		{"Book a table for 2 on June 12", "Book a table for 2 on Monday, June 12", ""},
	} {
		c := scoredPattern{p: Pattern{Name: "book", Intent: tt.stored}, full: &Pattern{Steps: table}}
		rewordedReading(&c, readQuery(tt.query, intentTerms(tt.query)), nil)
		if len(c.retyped) != 1 {
			t.Errorf("%q against %q: retyped %+v, want one value", tt.query, tt.stored, c.retyped)
			continue
		}
		w := retypedWarning(&c)
		if c.retyped[0].clash != tt.clash || tt.clash != "" && !strings.Contains(w, tt.clash) || tt.clash == "" && !strings.Contains(w, "only one of the two") {
			t.Errorf("%q against %q: clash %q, warning %q; want %q", tt.query, tt.stored, c.retyped[0].clash, w, tt.clash)
		}
	}
}
