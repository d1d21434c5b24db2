package waymark

import (
	"strings"
	"testing"
)

// TestOtherRecordID: an identifier of letters and a number that the page's URL does not
// hold names another record; times, sizes, ordinals and the page's own identifier do not.
func TestOtherRecordID(t *testing.T) {
	for _, tt := range []struct {
		intent, page, want string
	}{
		{"Close ticket #4521-B", "https://desk.example/tickets/4521", "4521-B"},
		{"Close ticket A-4521", "https://desk.example/tickets/4521", "A-4521"},
		{"Close ticket no. INC-88", "https://desk.example/tickets/4521", "INC-88"},
		{"Close ticket #4521-B", "https://desk.example/tickets/4521-b", ""},       // the page's, in another case
		{"Close ticket #A-4521", "https://desk.example/tickets/A4521", ""},        // …without its hyphen
		{"Close ticket #A-4521", "https://desk.example/ticket?id=A-4521&x=1", ""}, // …as a parameter
		{"Close ticket 4521 at 2pm", "https://desk.example/tickets/4521", ""},
		{"Close ticket 4521 on the 3rd", "https://desk.example/tickets/4521", ""},
		{"Resize volume 8gb", "https://cloud.example/volumes/17", ""},
		{"Close the A-4521 ticket", "https://desk.example/tickets/4521", ""}, // not after its kind nor "#"
		{"Close ticket #A-4521", "https://desk.example/support", ""},         // not a record's page
		{"Close ticket #A-4521", "://bad", ""},
	} {
		if got := otherRecordID(tt.intent, tt.page, pageTerms(tt.page)); got != tt.want {
			t.Errorf("otherRecordID(%q, %q) = %q, want %q", tt.intent, tt.page, got, tt.want)
		}
	}
}

// FuzzRecordWords: whatever the query and the page's URL, another record's identifier
// and a misdated date are words of the query as it writes them.
func FuzzRecordWords(f *testing.F) {
	for _, s := range [][2]string{
		{"Close ticket #4521-B", "https://desk.example/tickets/4521"},
		{"Close ticket A-4521 on Monday, June 12, 2026", "https://desk.example/tickets/4521?id=%zz"},
		{"İİK ticket #K-1 Mon 12th of June 2026", "https://desk.example/tickets/1"},
		{"", ""},
	} {
		f.Add(s[0], s[1])
	}
	f.Fuzz(func(t *testing.T, intent, page string) {
		if id := otherRecordID(intent, page, pageTerms(page)); id != "" && !strings.Contains(intent, id) {
			t.Fatalf("otherRecordID(%q, %q) = %q, not the query's", intent, page, id)
		}
		if m := misdatedPhrase(intent); m.phrase != "" && (!strings.Contains(intent, m.phrase) || m.is == "") {
			t.Fatalf("misdatedPhrase(%q) = %+v, not the query's", intent, m)
		}
	})
}
