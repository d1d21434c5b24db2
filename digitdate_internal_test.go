package waymark

import (
	"strings"
	"testing"
)

// TestDigitsDated: a date in digits against the same date in words is the request when
// one order of day and month makes it, and held with both readings named when both do;
// another date, or another year, is another value.
func TestDigitsDated(t *testing.T) {
	june12 := []RouteStep{{Action: ActionFill, Name: "Date", Value: "June 12, 2026"}}
	june13 := []RouteStep{{Action: ActionFill, Name: "Date", Value: "June 13, 2026"}}
	digits := []RouteStep{{Action: ActionFill, Name: "Date", Value: "06/12/2026"}}
	for _, tt := range []struct {
		stored string
		steps  []RouteStep
		query  string
		orElse string // "-" for another request (the query's own reading, nothing retyped)
	}{
		{"Book a table on June 12, 2026", june12, "Book a table on 06/12/2026", "December 6, 2026"},
		{"Book a table on June 12, 2026", june12, "Book a table on 12.06.26", "December 6, 2026"},
		{"Book a table on June 12, 2026", june12, "Book a table on 6/12", "December 6, 2026"},
		{"Book a table on June 12", june12, "Book a table on 12/6", "December 6"},
		{"Book a table on June 13, 2026", june13, "Book a table on 06/13/2026", ""}, // 13 is no month
		{"Book a table on June 13, 2026", june13, "Book a table on 13/06/2026", ""},
		{"Book a table on 06/12/2026", digits, "Book a table on June 12, 2026", "December 6, 2026"},
		{"Book a table on Friday, June 12", june12, "Book a table on 06/12", "December 6"},
		{"Book a table on June 12, 2026", june12, "Book a table on 07/12/2026", "-"},
		{"Book a table on June 12, 2026", june12, "Book a table on 06/12/2027", "-"},
		{"Book a table on June 12, 2026", nil, "Book a table on 06/12/2026", "-"}, // the route types no date
	} {
		c := scoredPattern{p: Pattern{Name: "book", Intent: tt.stored}, full: &Pattern{Steps: tt.steps}}
		read := readQuery(tt.query, intentTerms(tt.query))
		got := rewordedReading(&c, read, nil)
		switch {
		case tt.orElse == "-":
			if got != read && len(c.retyped) == 0 {
				t.Errorf("%q against %q: read as the request, want another", tt.query, tt.stored)
			}
			for _, v := range c.retyped {
				if v.orElse != "" {
					t.Errorf("%q against %q: retyped %+v as a reading of the same date", tt.query, tt.stored, v)
				}
			}
		case got == read:
			t.Errorf("%q against %q: not read as the request", tt.query, tt.stored)
		case tt.orElse == "" && len(c.retyped) > 0:
			t.Errorf("%q against %q: retyped %+v, want none", tt.query, tt.stored, c.retyped)
		case tt.orElse != "" && (len(c.retyped) != 1 || c.retyped[0].orElse != tt.orElse || !strings.Contains(retypedWarning(&c), tt.orElse)):
			t.Errorf("%q against %q: retyped %+v, want the other reading %q", tt.query, tt.stored, c.retyped, tt.orElse)
		}
	}
}
