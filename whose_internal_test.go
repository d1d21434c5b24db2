package waymark

import (
	"slices"
	"strings"
	"testing"
)

func TestAddressee(t *testing.T) {
	for _, tt := range []struct{ query, want string }{
		{"Dana Lee, approve the expense report", "Dana Lee"},
		{"Hey Dana, please approve my expense report", "Dana"},
		{"Please, approve the expense report", ""},
		{"Yes, approve the expense report", ""},
		{"Thanks, approve the expense report", ""},
		{"Monday, approve the expense report", ""},       // a day
		{"Approve the expense report, Dana", ""},         // addressed at the end: the request comes first
		{"Dana Lee, the expense report is ready", ""},    // no change after the comma
		{"Dana's report, approve it", ""},                // a possessive, not a name alone
		{"The Big Lebowski, add it to my watchlist", ""}, // an article begins a title
	} {
		if got := addressee(tt.query); got != tt.want {
			t.Errorf("addressee(%q) = %q, want %q", tt.query, got, tt.want)
		}
	}
}

func TestAskedOf(t *testing.T) {
	for _, tt := range []struct{ query, want string }{
		{"Have Dana Lee approve my expense report", "Dana Lee"},
		{"Ask Bob to send the invoice", "Bob"},
		{"Have a look at my expense report", ""},  // no name
		{"Tell Bob the invoice is late", ""},      // no change asked of him
		{"Get Dana Lee", ""},                      // nothing after the name
		{"Approve Dana Lee's expense report", ""}, // no causeVerb
	} {
		if got := askedOf(tt.query); got != tt.want {
			t.Errorf("askedOf(%q) = %q, want %q", tt.query, got, tt.want)
		}
	}
}

func TestToldDone(t *testing.T) {
	for _, tt := range []struct {
		query, act string
		want       bool
	}{
		{"Dana Lee approved my expense report", "approv", true},
		{"I already paid my water bill", "pay", true},
		{"She has cancelled my subscription", "cancel", true},
		{"Approve the expense report Dana Lee submitted", "approv", false}, // a command
		{"Dana Lee submitted my expense report", "approv", false},          // another verb
		{"I need to pay my water bill", "pay", false},                      // not done
		{"Re-send the email I sent", "send", false},                        // who did it is not first
		{"I checked in for my flight", "checkin", true},
		{"I'm enrolled in autopay", "enrol", true},
		{"I already follow Dana", "follow", true},
		{"Dana will accept the invite", "accept", true},
		{"The front door is locked", "lock", true},
		{"Ticket 4521 was closed", "close", true},
		{"I paid my water bill late last month; pay it now", "pay", false}, // asks for it after
		{"Is the front door locked?", "lock", false},                       // a question
		{"I want to pay my water bill", "pay", false},
		{"Lock the front door, it is unlocked", "lock", false},
		{"Force reboot the server", "restart", false}, // a capitalised verb, no name
		{"Avoid deleting the bucket", "delet", false},
		{"Make sure the front door is locked", "lock", false}, // asks for it
		{"Please ensure the invoice is sent to Bob", "send", false},
	} {
		if got := toldDone(readQuery(tt.query, intentTerms(tt.query)), func() string { return tt.act }); got != tt.want {
			t.Errorf("toldDone(%q, %q) = %v, want %v", tt.query, tt.act, got, tt.want)
		}
	}
}

// TestAddressPrefix: the words that greet or address someone end where the request begins.
func TestAddressPrefix(t *testing.T) {
	for _, tt := range []struct{ query, rest string }{
		{"Ok, check in for my flight", "check in for my flight"},
		{"Hi there, check in for my flight", "check in for my flight"},
		{"Dana please accept the invite", "please accept the invite"},
		{"Dana - accept the invite", "accept the invite"},
		{"Check in for my flight, Dana", "Check in for my flight, Dana"}, // nothing before the request
		{"Ok, the flight", "Ok, the flight"},                             // no change after the mark
	} {
		at, _ := addressPrefix(tt.query)
		if got := tt.query[at:]; got != tt.rest {
			t.Errorf("addressPrefix(%q): the request begins at %q, want %q", tt.query, got, tt.rest)
		}
	}
}

// FuzzAddressPrefix: the request begins inside the query, after the name addressed, and
// the rules that read who acts take any text.
func FuzzAddressPrefix(f *testing.F) {
	for _, s := range []string{"Dana Lee, approve the expense report", "Hey Siri, check in", "Dana please accept the invite",
		"Ok, the flight", "Dana - accept", "I checked in for my flight", "Order 1 ships to 2 Oak Lane", ", , :", "\xff, accept it", "Draft: pay C$5", "On hold -", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, query string) {
		at, name := addressPrefix(query)
		if at < 0 || at > len(query) {
			t.Fatalf("addressPrefix(%q) = %d, outside the query", query, at)
		}
		if name != "" && (at == 0 || slices.ContainsFunc(strings.Fields(name), func(w string) bool { return !strings.Contains(query[:at], w) })) {
			t.Fatalf("addressPrefix(%q) = %d, %q: the name is not before the request", query, at, name)
		}
		toldDone(readQuery(query, intentTerms(query)), func() string { return "pay" })
		askedCommand(query, "Pay my bill", func() string { return "pay" })
		statesWhere(query, "12")
		if label, rest := heldLabel(query); label != "" && (rest <= 0 || rest > len(query) || !strings.Contains(query[:rest], label)) {
			t.Fatalf("heldLabel(%q) = %q, %d: the label is not before the request", query, label, rest)
		}
		if cs := amountCurrencies(query); !slices.IsSorted(cs) || slices.Contains(cs, "") || len(slices.Compact(slices.Clone(cs))) != len(cs) {
			t.Fatalf("amountCurrencies(%q) = %q: not sorted, empty or repeated", query, cs)
		}
	})
}

// TestAmountCurrencies: the currency of each amount, by its sign, the letters before the
// sign, or its name or code; "$" for US dollars written any way.
func TestAmountCurrencies(t *testing.T) {
	for in, want := range map[string]string{
		"Pay $84.20 toward my bill":        "$",
		"Pay US$84.20 toward my bill":      "$",
		"Pay 84.20 dollars toward my bill": "$",
		"Pay USD 84.20":                    "$",
		"Pay C$84.20 toward my bill":       "CAD",
		"Pay CA$ 84.20":                    "CAD",
		"Pay 84.20 CAD":                    "CAD",
		"Pay AU$84.20":                     "AUD",
		"Pay 84.20 euros":                  "€",
		"Pay €84.20 and £5":                "£ €",
		"Pay 84.20 toward my bill":         "",
		"Buy a $5 gift card":               "$",
		"Order 5 pounds of flour for $12":  "$ £", // pounds read as money
		"Send A$25 to Rob":                 "AUD",
		"Reboot api-node-3 for 5 min":      "",
		"":                                 "",
	} {
		if got := strings.Join(amountCurrencies(in), " "); got != want {
			t.Errorf("amountCurrencies(%q) = %q, want %q", in, got, want)
		}
	}
	for _, tt := range []struct {
		query, stored string
		want          bool
	}{
		{"Pay C$84.20 toward my electric bill", "Pay $84.20 toward my electric bill", true},
		{"Pay 84.20 euros toward my electric bill", "Pay $84.20 toward my electric bill", true},
		{"Pay 84,20 € toward my electric bill", "Pay $84.20 toward my electric bill", true},
		{"Pay US$84.20 toward my electric bill", "Pay $84.20 toward my electric bill", false},
		{"Pay 84.20 dollars toward my electric bill", "Pay $84.20 toward my electric bill", false},
		{"Pay 84.20 toward my electric bill", "Pay $84.20 toward my electric bill", false}, // no currency named
	} {
		if got := otherCurrency(tt.query, tt.stored); got != tt.want {
			t.Errorf("otherCurrency(%q, %q) = %v, want %v", tt.query, tt.stored, got, tt.want)
		}
	}
}

// TestSomeonesOwn: a possessive of a name or a person that the stored request does not hold
// names someone else's thing; the same possessive in both, a contraction ("Let's", "It's")
// and a plain plural do not.
func TestSomeonesOwn(t *testing.T) {
	for _, tt := range []struct{ query, stored, want string }{
		{"Send an email to Bob's manager saying hi", "Send an email to Bob saying hi", "Bob's manager"},
		{"What year was Alan Turing’s father born?", "What year was Alan Turing born?", "Turing’s father"},
		{"Transfer $50 from my wife's checking to savings", "Transfer $50 from checking to savings", "wife's checking"},
		{"Cancel Bob's order", "Cancel Bob's order", ""},
		{"Cancel Bob’s order", "Cancel Bob's order", ""},
		{"Let's check in for my flight", "Check in for my flight", ""},
		{"It's time to pay my bill", "Pay my bill", ""},
		{"Pay the bills", "Pay the bill", ""},
	} {
		if got := someonesOwn(tt.query, tt.stored); got != tt.want {
			t.Errorf("someonesOwn(%q, %q) = %q, want %q", tt.query, tt.stored, got, tt.want)
		}
	}
}

// TestNumbersMoved: the same numbers after other words are another request; a phrase moved
// whole, other numbers, or one number are not read so.
func TestNumbersMoved(t *testing.T) {
	for _, tt := range []struct {
		a, b string
		want bool
	}{
		{"Book a table for 12 at 7pm on June 2", "Book a table for 2 at 7pm on June 12", true},
		{"Transfer 50 from account 20 to account 50", "Transfer 20 from account 50 to account 50", true},
		{"Change my seat on trip 4521 to seat 14", "Change my seat to seat 14 on trip 4521", false},
		{"Book a table for 2 at 7pm on June 12", "Book a table for 2 at 7pm on June 12", false},
		{"Book a table for 3 at 7pm on June 12", "Book a table for 2 at 7pm on June 12", false},
		{"Scale to 6 instances", "Scale to 6 instances now", false},
	} {
		if got := numbersMoved(tt.a, tt.b); got != tt.want {
			t.Errorf("numbersMoved(%q, %q) = %v, want %v", tt.a, tt.b, got, tt.want)
		}
	}
}

// TestScaledAmount: a number made thousands or millions by a word the stored intent lacks
// is another amount.
func TestScaledAmount(t *testing.T) {
	for _, tt := range []struct {
		query, stored string
		want          bool
	}{
		{"Transfer $50 million to savings", "Transfer $50 to savings", true},
		{"Transfer $50k to savings", "Transfer $50 to savings", true},
		{"Transfer $50 thousand to savings", "Transfer $50 thousand to savings", false},
		{"Transfer $50 to savings", "Transfer $50 to savings", false},
	} {
		if got := scaledAmount(tt.query, tt.stored); got != tt.want {
			t.Errorf("scaledAmount(%q, %q) = %v, want %v", tt.query, tt.stored, got, tt.want)
		}
	}
}

// TestTakenOff: a change whose object is a pronoun taken off or out of the request's thing
// asks another change.
func TestTakenOff(t *testing.T) {
	for _, tt := range []struct {
		query, stored string
		want          bool
	}{
		{"Remove me from the mailing list team-announce", "Delete the mailing list team-announce", true},
		{"Please delete it from the bucket my-logs", "Delete the bucket my-logs", true},
		{"Take us off the waitlist", "Join the waitlist", true},
		{"Remove me from the mailing list", "Remove me from the mailing list", false},
		{"Remove the mailing list team-announce", "Delete the mailing list team-announce", false},
		{"Remove it", "Delete the bucket", false},
		{"Move me to the meeting with Bob", "Move the meeting with Bob to Friday", true},
		{"Remind me to cancel my subscription", "Cancel my subscription", false},
		{"Add this to the cart", "Add the Sony headphones to the cart", false},
	} {
		if got := takenOff(tt.query, tt.stored); got != tt.want {
			t.Errorf("takenOff(%q, %q) = %v, want %v", tt.query, tt.stored, got, tt.want)
		}
	}
}
