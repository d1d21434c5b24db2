package waymark

import "testing"

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
	} {
		if got := toldDone(tt.query, tt.act); got != tt.want {
			t.Errorf("toldDone(%q, %q) = %v, want %v", tt.query, tt.act, got, tt.want)
		}
	}
}
