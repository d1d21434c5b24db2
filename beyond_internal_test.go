package waymark

import (
	"strings"
	"testing"
)

// TestAndAnother: the query names one thing of the request's and then "and" another; a
// second name the request also holds, a lower-case word, or a request the query does not
// share are not more than one.
func TestAndAnother(t *testing.T) {
	for _, tt := range []struct{ query, stored, want string }{
		{"Merge pull requests 42 and 43", "Merge pull request 42", "42 and 43"},
		{"Accept the invite from Dana and Erik", "Accept the invite from Dana", "Dana and Erik"},
		{"Cancel my appointments on March 14 and April 2", "Cancel my appointment on March 14", "March 14 and April 2"},
		{"Cancel my appointment on March 14 and 15", "Cancel my appointment on March 14", "March 14 and 15"},
		{"Merge pull request 42 and close it", "Merge pull request 42", ""}, // one item, two changes
		{"Accept the invite from Dana and Erik", "Accept the invite from Dana and Erik", ""},
		{"Send Bob and Alice a note", "Send Carol a note", ""}, // neither is the request's
		{"Transfer $50 from savings and checking", "Transfer $50 from savings", ""},
		{"Submit a vacation request for July 3 and July 5", "Submit a vacation request for July 3 to July 5", "July 3 and July 5"}, // two days, not a range
		{"Submit a vacation request for July 3 & July 5", "Submit a vacation request for July 3 through July 5", "July 3 and July 5"},
		{"Book the court from 6 and 7pm", "Book the court from 6 to 7pm", "6 and 7pm"},
		{"Send the deck to Ann and Bob", "Send the deck to Ann to Bob", ""}, // no range of days or times
		{"", "", ""},
	} {
		if got := andAnother(tt.query, tt.stored); got != tt.want {
			t.Errorf("andAnother(%q, %q) = %q, want %q", tt.query, tt.stored, got, tt.want)
		}
	}
}

// FuzzAndAnother: whatever the two intents, the words it names are a stretch of the query
// holding "and".
func FuzzAndAnother(f *testing.F) {
	for _, s := range [][2]string{
		{"Merge pull requests 42 and 43", "Merge pull request 42"},
		{"Cancel my appointments on March 14 and April 2", "Cancel my appointment on March 14"},
		{"İstanbul and Ankara", "İstanbul"},
		{"\xff and \xfe", "\xff"},
	} {
		f.Add(s[0], s[1])
	}
	f.Fuzz(func(t *testing.T, query, stored string) {
		got := andAnother(query, stored)
		if got != "" && (!strings.Contains(query, got) || !strings.Contains(strings.ToLower(got), "and")) {
			t.Fatalf("andAnother(%q, %q) = %q", query, stored, got)
		}
	})
}

// TestDayAfterOn: the day a change is put off to, and the words after "on" that name none.
func TestDayAfterOn(t *testing.T) {
	for in, want := range map[string]string{
		"the 1st": "the 1st", "22nd of june": "22nd", "friday": "friday", "march 14": "march",
		"her birthday": "her birthday", "payday": "payday", "my card": "", "savings": "", "the house": "",
		"may": "", "the 1": "", "st": "",
	} {
		if got := dayAfterOn(strings.Fields(in)); got != want {
			t.Errorf("dayAfterOn(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestDeferralsAndParts: what deferralBeyond and pluralBeyond read beyond a stored request.
func TestDeferralsAndParts(t *testing.T) {
	for _, tt := range []struct{ query, stored, want string }{
		{"Book the spin class on Tuesdays", "Book the spin class on Tuesday", "tuesdays"},
		{"Book the spin class on Tuesday", "Book the spin class on Tuesday", ""},
		{"Pay $20 of my electric bill", "Pay my electric bill", "$20 of"},
		{"Add 2 of this product to the cart", "Add this product to the cart", ""},
		{"Reboot the server? No, leave it.", "Reboot the server", "no"},
		{"Cancel my order, no rush", "Cancel my order", "no"},
	} {
		if got := deferralBeyond(tt.query, tt.stored); got != tt.want {
			t.Errorf("deferralBeyond(%q, %q) = %q, want %q", tt.query, tt.stored, got, tt.want)
		}
	}
	for _, tt := range []struct{ query, stored, want string }{
		{"Cancel my bookings", "Cancel my booking", "bookings"},
		{"Update my home addresses", "Update my home address", "addresses"},
		{"Transfer $50 from the transfers page", "Transfer $50", ""},
		{"Cancel my booking", "Cancel my booking", ""},
	} {
		if got := pluralBeyond(tt.query, tt.stored); got != tt.want {
			t.Errorf("pluralBeyond(%q, %q) = %q, want %q", tt.query, tt.stored, got, tt.want)
		}
	}
	for _, tt := range []struct {
		a, b string
		want bool
	}{
		{"Resize the database by 8 GB", "Resize the database to 8 GB", true},
		{"Raise my limit by $500", "Raise my limit to $1,000", true},
		{"Resize the database to 16 GB", "Resize the database to 8 GB", false},
		{"Transfer $50 to savings", "Transfer $50 by noon", false}, // no word before the first number
		{"Scale web by 2", "Scale web", false},
	} {
		if got := otherAmountSense(tt.a, tt.b); got != tt.want {
			t.Errorf("otherAmountSense(%q, %q) = %v, want %v", tt.a, tt.b, got, tt.want)
		}
	}
}

func TestOrAnother(t *testing.T) {
	for _, tt := range []struct{ query, stored, want string }{
		{"Submit a vacation request for July 3 or July 5", "Submit a vacation request for July 3 to July 5", "July 3 or July 5"},
		{"Reboot the server api-node-3 or api-node-4.", "Reboot the server api-node-3", "api-node-3 or api-node-4"},
		{"Merge pull request 42 or 43", "Merge pull request 42", "42 or 43"},
		{"Book a table for 2 or 3 people", "Book a table for 2 or 3 people", ""}, // the request's own choice
		{"Cancel my booking or not", "Cancel my booking", ""},                    // no value on each side
	} {
		if got := orAnother(tt.query, tt.stored); got != tt.want {
			t.Errorf("orAnother(%q, %q) = %q, want %q", tt.query, tt.stored, got, tt.want)
		}
	}
}

func TestQuantifierBeyond(t *testing.T) {
	for _, tt := range []struct{ query, stored, want string }{
		{"Stop all instances", "Stop the instance web-prod-1", "all"},
		{"Cancel some of my yoga class bookings", "Cancel my yoga class booking", "some"},
		{"Add some milk to the cart", "Add milk to the cart", ""}, // no plural: not several
		{"How many stars does it have?", "How many stars does it have?", ""},
		{"Book three tickets", "Book two tickets", ""}, // the request counts too
	} {
		if got := quantifierBeyond(tt.query, tt.stored); got != tt.want {
			t.Errorf("quantifierBeyond(%q, %q) = %q, want %q", tt.query, tt.stored, got, tt.want)
		}
	}
}

func TestMarkedOffAndPercent(t *testing.T) {
	for _, tt := range []struct{ query, want string }{
		{"~~Delete the bucket my-logs~~", "struck out"},
		{"<!-- Delete the bucket my-logs -->", "struck out"},
		{"Delete the bucket my-logs: NO", "no"},
		{"Delete the bucket my-logs - not yet.", "no"},
		{"Delete the bucket my-logs (not!)", "no"},
		{"Delete the bucket my-logs /s", "/s"},
		{"Delete the bucket my-logs ❌", "❌"},
		{"Cancel my trip? 🤔", "🤔"},
		{"Cancel my trip... or not?", "or not"},
		{"Delete the bucket my-logs", ""},
		{"Note: delete the bucket my-logs", ""},
		{"Delete the bucket (my-logs)", ""},
	} {
		if got := markedOff(tt.query, "Delete the bucket my-logs"); got != tt.want {
			t.Errorf("markedOff(%q) = %q, want %q", tt.query, got, tt.want)
		}
	}
	for _, tt := range []struct{ query, stored, want string }{
		{"Pay 84.20% of my bill", "Pay my bill of $84.20", "84.20%"},
		{"Pay 20 percent of my bill", "Pay my bill", "20 percent"},
		{"Tip 15%", "Tip 15%", ""},
		{"Pay $84.20", "Pay $84.20", ""},
	} {
		if got := percentOf(tt.query, tt.stored); got != tt.want {
			t.Errorf("percentOf(%q, %q) = %q, want %q", tt.query, tt.stored, got, tt.want)
		}
	}
	for _, tt := range []struct{ query, stored, want string }{
		{"Change my 14C seat on trip QX7P2L", "Change my seat to 14C on trip QX7P2L", "to 14c"},
		{"Update my 12 Oak Lane home address", "Update my home address to 12 Oak Lane", "to 12"},
		{"Change my seat on trip QX7P2L to 14C", "Change my seat to 14C on trip QX7P2L", ""},
		{"Move me into 14C", "Change my seat to 14C", ""},
		{"Submit a request for July 3-5", "Submit a request for July 3 to 5", ""}, // a range
		{"Email Bob saying hi", "Send an email to Bob saying hi", ""},             // no digit
		{"My new home address is 12 Oak Lane, please update it", "Update my home address to 12 Oak Lane", ""},
		{"Order 90412 is shipping to 77 Pine Street. Change the address.", "Change the shipping address of order 90412 to 77 Pine Street", "to 77"},
		{"My database is set to 8 GB; resize it", "Resize the database to 8 GB", "to 8"},
		{"Order 90412 ships to 77 Pine Street; change the address", "Change the shipping address of order 90412 to 77 Pine Street", "to 77"},
		{"Order 90412 will ship to 77 Pine Street, change the address", "Change the shipping address of order 90412 to 77 Pine Street", "to 77"},
		{"Order 90412 currently ships to 77 Pine Street. Change the address.", "Change the shipping address of order 90412 to 77 Pine Street", "to 77"},
		{"Move my items to 77 Pine Street", "Move my items to 77 Pine Street", ""}, // a plural, no verb of going
		{"Change the address of order 90412, which is shipping, to 77 Pine Street", "Change the shipping address of order 90412 to 77 Pine Street", ""},
		{"Have the address of order 90412 changed to 77 Pine Street", "Change the shipping address of order 90412 to 77 Pine Street", ""},
	} {
		if got := targetMoved(tt.query, tt.stored); got != tt.want {
			t.Errorf("targetMoved(%q, %q) = %q, want %q", tt.query, tt.stored, got, tt.want)
		}
	}
}

// TestIdentifiersAnd: two names joined by "and", the first the stored request's, the
// second not, ask the change of more than one; words joined otherwise do not.
func TestIdentifiersAnd(t *testing.T) {
	for _, tt := range []struct{ query, stored, want string }{
		{"Stop the instances web-prod-1 and web-prod-2", "Stop the instance web-prod-1", "web-prod-1 and web-prod-2"},
		{"Delete the bucket my-logs and my-data", "Delete the bucket my-logs", "my-logs and my-data"},
		{"Delete the bucket my-logs and my-data", "Delete the bucket my-logs and my-data", ""},
		{"Delete the bucket my-logs and then log out", "Delete the bucket my-logs", ""},
		{"Delete the bucket my-logs and -x-", "Delete the bucket my-logs", ""},
		{"Book a pick-up and 2-3", "Book a pick-up", ""}, // no letter
		{"Delete the repositories acme/widget and acme/gadget", "Delete the repository acme/widget", "acme/widget and acme/gadget"},
		{"Delete acme/widget and /tmp", "Delete acme/widget", ""}, // a path, no name
	} {
		if got := identifiersAnd(tt.query, tt.stored); got != tt.want {
			t.Errorf("identifiersAnd(%q, %q) = %q, want %q", tt.query, tt.stored, got, tt.want)
		}
	}
}
