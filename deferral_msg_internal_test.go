package waymark

import "testing"

// TestDeferralBeforeMessage: a time said before a message puts the sending off; the same
// time inside the message is what it says.
func TestDeferralBeforeMessage(t *testing.T) {
	const stored = "Send an email to Bob saying the meeting is moved to Friday"
	for _, tt := range []struct{ query, want string }{
		{"Send an email to Bob tomorrow saying the meeting is moved to Friday", "tomorrow"},
		{"Send an email to Bob saying the meeting is moved to tomorrow", ""},
		{"Send an email to Bob saying the meeting is moved to Friday", ""},
		{"Send an email to Bob saying the meeting is moved to Friday. Never mind.", "never mind"},
	} {
		if got := deferralBeyond(tt.query, stored); got != tt.want {
			t.Errorf("deferralBeyond(%q) = %q, want %q", tt.query, got, tt.want)
		}
	}
	if got := beforeMessage(stored); got != "Send an email to Bob saying" {
		t.Errorf("beforeMessage(%q) = %q", stored, got)
	}
}
