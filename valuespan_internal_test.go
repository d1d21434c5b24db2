package waymark

import (
	"strings"
	"testing"
)

func TestWholeValue(t *testing.T) {
	for _, c := range []struct{ text, part, want string }{
		{"Reboot the server api-node-3", "3", "api-node-3"},
		{"Reboot the server api-node3", "node3", "api-node3"},
		{"Delete the storage bucket backup-2023", "2023", "backup-2023"},
		{"Approve the expense report from Dana Lee", "Lee", "Dana Lee"},
		{"Book a flight from Boston to Denver on June 12", "12", "June 12"},
		{"Update my home address to 12 Oak Lane", "12", "12 Oak Lane"},
		{"Update my home address to 12 Oak Lane.", "12", "12 Oak Lane"},
		{"Pay my electric bill of $84.20 with my saved checking account", "84", "84.20"},
		{"Pay my electric bill of $84.20- with my card", "84", "84.20"},
		{"Resize the database orders-db to 8 GB of memory", "8", "8 GB"},
		{"Email bob@example.com now", "bob", "bob@example.com"},
		// never the first word, a lower-case word or a word with a comma
		{"Reboot api-node-3", "api", "api-node-3"},
		{"Dana Lee approves it", "Lee", "Lee"},
		{"Pay Visa, Mastercard and Amex", "Mastercard", "Mastercard"},
		{"Send it to Boston, MA", "MA", "MA"},
		// at most four words
		{"Ship it to 1 Infinite Loop Cupertino California USA", "1", "1 Infinite Loop Cupertino"},
		{"Find ÉTÉ 2024 tickets", "2024", "ÉTÉ 2024"},
	} {
		i := strings.Index(c.text, c.part)
		if got := wholeValue(c.text, i, i+len(c.part)); got != c.want {
			t.Errorf("wholeValue(%q, %q) = %q, want %q", c.text, c.part, got, c.want)
		}
	}
}

func TestRejoined(t *testing.T) {
	for _, c := range []struct{ a, b, wa, wb string }{
		{"Create a key named ci-deploy", "Create a key named ci_deploy", "ci-deploy", "ci_deploy"},
		{"Reboot api-node-3 now.", "Reboot api.node.3 now.", "api-node-3", "api.node.3"},
		{"Reboot api-node-3", "reboot API-NODE-3", "api-node-3", "API-NODE-3"}, // a name given capitals
		{"Reboot api-node-3", "REBOOT API-NODE-3", "", ""},                     // all in capitals
		{"Check flight SK482", "Check flight sk482", "", ""},                   // capitals left out
		{"Book a Table", "book a table", "", ""},                               // words in other letter case
		{"Reboot api-node-3", "Reboot api-node-3.", "", ""},                    // closing punctuation only
		{"Delete my-logs", "Delete my-logs\u200f", "", ""},                     // a right-to-left mark
		{"Delete my-logs", "Delete \u200emy-logs？", "", ""},                    // a left-to-right mark, a full-width "?"
		{"Delete my-logs", "Delete my-logs‽", "", ""},
		{"Book a pick-up", "Book a pick up", "", ""},           // another count of words
		{"Name it a-b and c-d", "Name it a_b and c_d", "", ""}, // two words differ
		{"Name it a-b", "Name it a-c", "", ""},                 // other letters
		{"Pay $84.20 now", "Pay 84,20 now", "84.20", "84,20"},  // a decimal comma
	} {
		if wa, wb := rejoined(c.a, c.b); wa != c.wa || wb != c.wb {
			t.Errorf("rejoined(%q, %q) = %q, %q; want %q, %q", c.a, c.b, wa, wb, c.wa, c.wb)
		}
	}
}

func TestSameNumeral(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want bool
	}{
		{"3", "03", true}, {"03", "3", true}, {"2025", "2025", true}, {"july", "july", true},
		{"3", "30", false}, {"0", "00", false}, {"o3", "3", false}, {"", "0", false},
	} {
		if got := sameNumeral(c.a, c.b); got != c.want {
			t.Errorf("sameNumeral(%q, %q) = %v, want %v", c.a, c.b, got, c.want)
		}
	}
}

func TestPlainDays(t *testing.T) {
	for in, want := range map[string]string{
		"Book July 3rd to July 5th":   "Book July 3 to July 5",
		"Book JULY 21ST":              "Book JULY 21",
		"Book the 3rd room":           "Book the 3rd room", // no month before it
		"Book July 32nd":              "Book July 32nd",    // no day of a month
		"Meet on Aug 2nd, then leave": "Meet on Aug 2, then leave",
	} {
		if got := plainDays(in); got != want {
			t.Errorf("plainDays(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestReordersValue(t *testing.T) {
	fill := func(v string) []RouteStep {
		return []RouteStep{{Action: ActionNavigate}, {Action: ActionFill, Value: v}}
	}
	for _, c := range []struct {
		intent, stored, value string
		want                  bool
	}{
		{"Change my address to 48 St Elm", "Change my address to 48 Elm St", "48 Elm St", true},
		{"Ship it to 740 Blvd Sunset", "Ship it to 740 Sunset Blvd", "740 Sunset Blvd", true},
		{"Book a flight to Louis St", "Book a flight to St Louis", "St Louis", true},
		{"Book a flight to louis st", "Book a flight to St Louis", "St Louis", true}, // any case
		// the same value
		{"Change my address to 48 Elm St", "Change my address to 48 Elm St", "48 Elm St", false},
		{"Change my address to Elm St 48", "Change my address to 48 Elm St", "48 Elm St", false}, // a house number goes last
		{"Book a table on 12 June", "Book a table on June 12", "June 12", false},                 // a date
		{"Email Park, Dana", "Email Dana Park", "Dana Park", false},                              // surname first
		{"Go to 48 Elm St, not St Elm", "Go to 48 Elm St", "48 Elm St", false},                   // in order somewhere
		// nothing to compare
		{"Change my address to 48 St Elm", "Change my address", "48 Elm St", false}, // stored names no value
		{"Change my address to St 48", "Change my address to 48 Elm St", "48 Elm St", false},
		{"Say bye bye", "Say bye bye", "bye bye", false},         // a word repeated
		{"Find Louis St", "Find St Louis", "{{city}}", false},    // a placeholder
		{"Find a b c d e", "Find e d c b a", "e d c b a", false}, // more than four words
	} {
		if got := reordersValue(c.intent, c.stored, fill(c.value)); got != c.want {
			t.Errorf("reordersValue(%q, %q, %q) = %v, want %v", c.intent, c.stored, c.value, got, c.want)
		}
	}
}
