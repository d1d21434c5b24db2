package redact

import (
	"strings"
	"testing"
)

// TestBracedEcho: a password typed into its field and echoed in braces in text is masked
// there too: braces around a value that names no variable do not make it a placeholder.
func TestBracedEcho(t *testing.T) {
	r := New()
	if got := r.Value(Field{Attributes: attrs("type", "password")}, "Tr0ub4dor3x"); got != "{{password}}" {
		t.Fatalf("Value = %q", got)
	}
	for _, in := range []string{"Typed {Tr0ub4dor3x} into the form", `Typed "{Tr0ub4dor3x}"`, "${Tr0ub4dor3x}"} {
		if got := r.Text(in); strings.Contains(got, "Tr0ub4dor3x") {
			t.Errorf("Text(%q) = %q, the password left in", in, got)
		}
	}
	// Typed in its braces, and echoed so.
	if got := r.Value(Field{Attributes: attrs("type", "password")}, "{CorrectHorse}"); got != "{{password_2}}" {
		t.Fatalf("Value = %q", got)
	}
	if got := r.Text("Typed {CorrectHorse} into the form"); strings.Contains(got, "CorrectHorse") {
		t.Errorf("the echo of a password typed in braces: %q", got)
	}
}

func TestIsPlaceholder(t *testing.T) {
	for s, want := range map[string]bool{
		"{{email}}": true, " {{ email }} ": true, "{first_name} {last_name}": true, "${KEY_ENTER}": true,
		"{{email}}x": false, "hunter2": false, "": false, "{}": false, `{"a":1}`: false,
		"{social_security_last4}": true, "${viewport.content}": true, "{{ step_2.value }}": true,
		"{Tr0ub4dor3x}": false, "{{hunter2x}}": false, "${s3cr3t}": false, // values in braces
	} {
		if got := IsPlaceholder(s); got != want {
			t.Errorf("IsPlaceholder(%q) = %v, want %v", s, got, want)
		}
	}
}

func TestKeyClass(t *testing.T) {
	for key, want := range map[string]string{
		"password": Password, "data-csrf-token": Token, "data-csrf": Token, "password_confirmation": Password, "api_key": Token,
		"client_secret": Secret, "q": "", "data-testid": "", "aria-label": "", "data-sitekey": "", "token_count": "",
	} {
		if got := KeyClass(key); got != want {
			t.Errorf("KeyClass(%q) = %q, want %q", key, got, want)
		}
	}
}
