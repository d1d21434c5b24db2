package redact

import (
	"strings"
	"testing"
)

func TestLearn(t *testing.T) {
	cases := []struct {
		text, typed string
		masked      bool
	}{
		{"Trade in a tent with my membership info Joe Bloggs, phone number 123456789", "123456789", true},
		{"Log in, my password is hunter22 and then buy", "hunter22", true},
		{"Pay with card number 4111 1111 1111 1111 and CVV 321", "4111 1111 1111 1111", true},
		{"PIN: 4321 to unlock", "4321", true},
		{"Track an order using the order number of 456481897 and phone number of 8984486417.", "8984486417", true},
		{"Track an order using the order number of 456481897 and phone number of 8984486417.", "456481897", false},
		{"pin the tab to the window", "tab", false},
		{"Find the phone with the best camera", "camera", false},
		{"Book 2 tickets for Boston", "Boston", false},
		{"Enable passwordless login on my account", "less", false},
		{"Open the password generator", "generator", false},
		{"Turn on passcode lock for the app", "lock", false},
		{"Update password under Security", "under", false},
		{"log in with password Hunter22 and check", "Hunter22", true},
		{"the password is 'opensesame' for now", "opensesame", true},
		{"PIN 4821 for the card", "4821", true},
		{"Stores near Bangalore PIN 560001", "560001", false},
		{"Ship to Mumbai PIN 400001", "400001", false},
		{"Compare Pixel phone 128 256 GB storage", "128 256", false},
		{"Best phone 2024 2025 deals", "2024 2025", false},
		{"call my mobile 07700 900123 after six", "07700 900123", true},
		{"CVC 7281 on the back", "7281", true},
		{"use credit number 123456789, CVV 123, expire 01, 2024", "123456789", true},
		{"pay with the credit card 4000 0000 0000 0002 please", "4000 0000 0000 0002", true},
		{"Compare credit card offers for 2024", "2024", false},
		{"use debit number 98765432 then", "98765432", true},
		{"activate it with license key ABCD-1234-EFGH-5678", "ABCD-1234-EFGH-5678", true},
		{"sign in with backup codes 8f3k-29dj, 1k2j-9dk2", "1k2j-9dk2", true},
		{"buy a license key for Windows 11", "Windows", false},
		{"activate with license key ABCD-1234-EFGH-5678 then", "abcd1234efgh5678", true},
		{"activate with license key ABCD-1234-EFGH-5678 then", "ABCD 1234 EFGH 5678", true},
		{"sign in with backup codes 8f3k-29dj, 1k2j-9dk2", "8F3K29DJ", true},
		{"my backup code 4821-3795 please", "4821 3795", true},
		{"the license key: Windows11Pro edition", "Windows11Pro", false},
	}
	for _, c := range cases {
		r := New()
		r.Learn(c.text)
		got := r.Value(Field{}, c.typed)
		if masked := got != c.typed; masked != c.masked {
			t.Errorf("Learn(%q) then Value(%q) = %q, masked %v, want %v", c.text, c.typed, got, masked, c.masked)
		}
		if c.masked && strings.Contains(r.Text(c.text), c.typed) {
			t.Errorf("Text(%q) still shows %q", c.text, c.typed)
		}
	}
}

// TestProsePasswords checks the word after "password" in prose: masked when it has the
// shape of a credential or is quoted, kept when it is an ordinary word.
func TestProsePasswords(t *testing.T) {
	cases := []struct {
		text, secret string // secret "" : nothing may be masked
	}{
		{"The new password is Zorblax94", "Zorblax94"},
		{"temporary password Zorblax95 was issued", "Zorblax95"},
		{"server said: wrong password Zorblax96.", "Zorblax96"},
		{"login failed for bob with password Zebra!Pony#2024", "Zebra!Pony#2024"},
		{"use password Zorblax98 next time", "Zorblax98"},
		{"changed the password to 'opensesame' yesterday", "opensesame"},
		{"Ihr neues Kennwort ist Q7berlin", "Q7berlin"},
		{"password: Tr0ub4dor&3", "Tr0ub4dor&3"},
		{"login as admin password hunter2secret", "hunter2secret"},
		{"The password was changed to Zorblax94 successfully", "Zorblax94"},
		{"password is now set to Zorblax94", "Zorblax94"},
		{"Ihr neues Kennwort ist: Zorblax94", "Zorblax94"},
		{"passwords: Zorblax94", "Zorblax94"},
		{"password -> Zorblax94", "Zorblax94"},
		{"Password — Zorblax94", "Zorblax94"},
		{"Temporary password - Zorblax94", "Zorblax94"},
		{"the passphrase is 'correct horse battery staple'", "correct horse battery staple"},
		{"Reset the password for my account", ""},
		{"the password is required", ""},
		{"open the password manager", ""},
		{"Password must be 8 characters long", ""},
		{"password reset link sent", ""},
		{"this page is password-protected", ""},
		{"the password has been reset", ""},
		{"invalid input: session_id: required", ""},
		{"Password (optional)", ""},
		{"Password (min. 8 characters)", ""},
		{"Password [required]", ""},
		{"Password: Incorrect.", ""},
		{"Password: Saved!", ""},
		{"Passwort: ändern", ""},
		{"password: required", ""},
	}
	for _, c := range cases {
		got := New().Text(c.text)
		if c.secret == "" {
			if got != c.text {
				t.Errorf("Text(%q) = %q, want it unchanged", c.text, got)
			}
			continue
		}
		if strings.Contains(got, c.secret) || !strings.Contains(got, "{{password") {
			t.Errorf("Text(%q) = %q, want %q masked as a password", c.text, got, c.secret)
		}
		for _, part := range []string{"3", "!Pony"} { // no piece of the secret is left after the placeholder
			if strings.Contains(c.secret, part) && strings.Contains(got, "}}"+part) {
				t.Errorf("Text(%q) = %q leaves part of the secret", c.text, got)
			}
		}
	}
	r := New()
	r.Learn("Reset the password for my account")
	if got := r.Text("a mail was sent for the account"); got != "a mail was sent for the account" {
		t.Errorf("Learn took a common word for a password: %q", got)
	}
}

// TestSearchValuesStay: a commit hash, a UUID or an ISBN typed into a search box is the
// query, not a token or a phone number; the same values in an ordinary field are masked.
func TestSearchValuesStay(t *testing.T) {
	search := []Field{
		{Role: "searchbox"},
		{Selector: "#q", Attributes: map[string]string{"name": "q"}},
		{Label: "Search or jump to…"},
		{Attributes: map[string]string{"type": "search"}},
	}
	for _, v := range []string{"e22007e4b1c9d8f7a6b5c4d3e2f1a0b9c8d7e6f5", "3f2c9a7e-1b4d-4e8a-9c0f-2a6b8d1e5f70", "978-0-13-595705-9"} {
		for _, f := range search {
			if got := New().Value(f, v); got != v {
				t.Errorf("Value(%+v, %q) = %q, want it kept", f, v, got)
			}
		}
		if got := New().Value(Field{Selector: "#note"}, v); got == v {
			t.Errorf("Value(#note, %q) kept it", v)
		}
	}
}

// TestURLEndsAtPipe: a URL in text ends at "|", which RFC 3986 leaves out of URLs and
// waymark's keys put between parts: the part after it is not taken for a query value.
func TestURLEndsAtPipe(t *testing.T) {
	r := New()
	in := "rel.example|latest|https://rel.example/releases?token=abcdef123456|da537f518973bf93"
	want := "rel.example|latest|https://rel.example/releases?token={{token}}|da537f518973bf93"
	if got := r.Text(in); got != want {
		t.Errorf("Text(%q) = %q, want %q", in, got, want)
	}
}

// TestExpiryPartsNotHunted: a card's expiry year or month typed into its own field is
// masked there, and the same number elsewhere stays: a year names no card.
func TestExpiryPartsNotHunted(t *testing.T) {
	r := New()
	if got := r.Value(Field{Name: "Expiration year"}, "2024"); got == "2024" {
		t.Fatalf("the expiry year typed was not masked")
	}
	if got := r.Text("Flights in 2024 from $2024"); got != "Flights in 2024 from $2024" {
		t.Errorf("a year elsewhere: %q", got)
	}
	if got := r.Value(Field{Name: "Card number"}, "4111 1111 1111 1111"); got == "4111 1111 1111 1111" {
		t.Fatalf("the card number typed was not masked")
	}
	if got := r.Text("paid with 4111 1111 1111 1111"); strings.Contains(got, "4111") {
		t.Errorf("the card number elsewhere: %q", got)
	}
}

// TestLearnedNumberOtherSeparators: a number the task names, typed or echoed with other
// separators, is masked under the placeholder it was learned with (a replay asks for it
// once).
func TestLearnedNumberOtherSeparators(t *testing.T) {
	r := New()
	r.Learn("call me at phone number 415-555-0132 please")
	for _, v := range []string{"415-555-0132", "(415) 555 0132", "4155550132", "415.555.0132"} {
		if got := r.Value(Field{}, v); got != "{{phone}}" {
			t.Errorf("Value(%q) = %q, want {{phone}}", v, got)
		}
		if got := r.Text("typed " + v + " ok"); got != "typed {{phone}} ok" {
			t.Errorf("Text(typed %q) = %q, want {{phone}}", v, got)
		}
	}
}
