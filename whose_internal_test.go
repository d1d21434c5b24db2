package waymark

import "testing"

func TestAddressee(t *testing.T) {
	for _, tt := range []struct{ query, want string }{
		{"Dana Lee, approve the expense report", "Dana Lee"},
		{"Hey Dana, please approve my expense report", "Dana"},
		{"Please, approve the expense report", ""},
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
