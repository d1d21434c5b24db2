package waymark

import (
	"testing"
	"unicode/utf8"
)

func TestPlainRequest(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"Close ticket 4521, it's resolved", "Close ticket 4521"},
		{"Close ticket 4521 - it's resolved.", "Close ticket 4521"},
		{"Close ticket 4521. It's resolved.", "Close ticket 4521"},
		{"Close ticket 4521 - FYI it's resolved", "Close ticket 4521"},
		{"Close ticket 4521 (btw, it's a duplicate)", "Close ticket 4521"},
		{"Close ticket 4521. It's the one from March", "Close ticket 4521. It's the one from March"}, // names which
		{"Cancel my order, I changed my mind", "Cancel my order"},
		{"Delete the draft since it's a duplicate", "Delete the draft"},
		{"Cancel my order, I want a refund", "Cancel my order, I want a refund"},                 // asks more
		{"Cancel my order, it's the one from March", "Cancel my order, it's the one from March"}, // says which
		{"Cancel my order, it's from Amazon", "Cancel my order, it's from Amazon"},
		{"Cancel my plan, it's my work account", "Cancel my plan, it's my work account"},
		{"Cancel my order, it's 2 days late", "Cancel my order, it's 2 days late"},
		{"Return the headphones from order 88231 because they don't fit", "Return the headphones from order 88231"},
		{"Cancel my order, because it costs too much.", "Cancel my order"},
		{"Cancel my order because I want the red one", "Cancel my order because I want the red one"}, // asks more
		{"Return the headphones because of order 88231", "Return the headphones because of order 88231"},
		{"Cancel trip QX7P2L, my plans changed", "Cancel trip QX7P2L"},
		{"Send the report, my boss needs it", "Send the report, my boss needs it"},   // asks for it
		{"Pay the bill, my card ends in 4471", "Pay the bill, my card ends in 4471"}, // says which
		{"Delete storage bucket backup-2023, we no longer need it", "Delete storage bucket backup-2023"},
		{"Stop web-prod-1", "Stop web-prod-1"},
		{"Since I'm travelling tomorrow, pay my water bill", "pay my water bill"}, // a reason before it
		{"Because it's getting cold: set the thermostat to 68", "set the thermostat to 68"},
		{"Since she's joining Monday, invite Dana Lee to the team", "invite Dana Lee to the team"},
		{"Since I keep forgetting, enroll in autopay", "enroll in autopay"},
		{"As soon as it's due, pay my water bill", "As soon as it's due, pay my water bill"}, // a condition
		{"Since it's over $100, pay my water bill", "Since it's over $100, pay my water bill"},
		{"Since it's for Dana, book a table for 2", "Since it's for Dana, book a table for 2"}, // says whose
		{"Since I need a refund, cancel my order", "Since I need a refund, cancel my order"},   // asks more
		{"Since I'm travelling", "Since I'm travelling"},
		{"I'm running late, check in for my flight", "check in for my flight"},                   // a reason said as it is
		{"It's the one from March, cancel my order", "It's the one from March, cancel my order"}, // says which
		{"My card expired, update my card", "update my card"},
		{"It's for Dana, book a table for 2", "It's for Dana, book a table for 2"},
		{"I'm running late, what gate is my flight?", "I'm running late, what gate is my flight?"}, // no change after it
		{"I need a refund, cancel my order", "I need a refund, cancel my order"},
		{"Since my insulin ran out, refill it", "Since my insulin ran out, refill it"}, // says which
		{"Since my return flight is tomorrow, check in for it", "Since my return flight is tomorrow, check in for it"},
		{"I'm not sure, lock the front door", "I'm not sure, lock the front door"}, // doubts it
		{"Since I already paid, pay my water bill", "Since I already paid, pay my water bill"},
		{"Check in for my flight, I don't want to wait in line", "Check in for my flight"},
		{"Please check me in for my flight", "Please check in for my flight"},
		{"Check us out of room 212", "Check out of room 212"},
		{"Check me into the hotel", "Check me into the hotel"},
		{"Merge PR 42", "Merge pull request 42"},
		{"Approve the open PRs", "Approve the open pull requests"},
		{"Merge MR !7", "Merge merge request !7"},
		{"Log my PRIVATE note", "Log my PRIVATE note"},
		{"Email Bob saying hi", "Send an email to Bob saying hi"},
		{"Please text @dana hello", "Please Send a text to @dana hello"},
		{"DM her the link", "Send a message to her the link"},
		{"Email settings", "Email settings"},
		{"Open the email from Bob", "Open the email from Bob"},
		{"Email the invoice to Bob", "Send the invoice to Bob"},
		{"Please e-mail my report to the team", "Please Send my report to the team"},
		{"Email the team", "Email the team"},
		{"Email the invoice", "Email the invoice"},
		{"Sign me up for the daily newsletter", "subscribe to the daily newsletter"},
		{"Sign up for a free account", "Sign up for a free account"},
	} {
		if got := plainRequest(tt.in); got != tt.want {
			t.Errorf("plainRequest(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// FuzzPlainRequest: any query text (outside input) comes back as valid UTF-8 when it was,
// without a panic, and a second pass changes nothing more than the first did to a reason.
func FuzzPlainRequest(f *testing.F) {
	for _, s := range []string{"Close ticket 4521, it's resolved", "Merge PR 42", "Email Bob saying hi",
		"Sign me up for the newsletter", ", i x", "PRs MR", "E-mail @", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got := plainRequest(s)
		if utf8.ValidString(s) && !utf8.ValidString(got) {
			t.Fatalf("plainRequest(%q) = %q: not UTF-8", s, got)
		}
		if len(got) > 6*len(s)+40 { // "PR" is 2 bytes, "pull request" 12
			t.Fatalf("plainRequest(%q) grew to %d bytes", s, len(got))
		}
	})
}
