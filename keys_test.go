package waymark

import "testing"

func TestIsKeyName(t *testing.T) {
	for v, want := range map[string]bool{
		"Enter": true, "Shift+Tab": true, "NumpadEnter": true, "\ue007": true, "Key.ENTER": true,
		"Meta+a": true, "Control+Shift+K": true, "ArrowDown": true,
		"482913": false, "hunter2": false, "a": false, "Enter the code": false, "Numpad5": false,
	} {
		if got := isKeyName(v); got != want {
			t.Errorf("isKeyName(%q) = %v, want %v", v, got, want)
		}
	}
}

// TestSecretPlaceholderNamesItsClass: a password and a one-time code typed into their
// fields become {{password}} and {{otp}}, so that a route's inputs say which is which.
func TestSecretPlaceholderNamesItsClass(t *testing.T) {
	red := newRedactor()
	pw := &Target{Selector: "#pw", Attributes: map[string]string{"type": "password"}}
	otp := &Target{Selector: "#otp", Name: "One-time code"}
	if got := red.Value(pw, true, "Tr0ub4dor&3"); got != "{{password}}" {
		t.Errorf("password field: %q", got)
	}
	if got := red.Value(otp, true, "482913"); got != "{{otp}}" {
		t.Errorf("one-time code field: %q", got)
	}
	if got := red.Value(&Target{Selector: "#x"}, true, "whatever"); got != "{{secret}}" {
		t.Errorf("a field marked sensitive, of no known class: %q", got)
	}
}

func TestInvisible(t *testing.T) {
	for r, want := range map[rune]bool{
		'\u202e': true, '\u200b': true, '\U000E0049': true, '\u0085': true, '\u3164': true, '\u2800': true, '\ufeff': true,
		'\ufe00': true, '\ufe0f': true, '\U000E0100': true, '\U000E01EF': true, '\u034f': true, '\u180b': true,
		'a': false, ' ': false, 'é': false, '中': false, '\u00a0': false, '\u0301': false, // a combining accent shows
	} {
		if got := Invisible(r); got != want {
			t.Errorf("Invisible(%U) = %v, want %v", r, got, want)
		}
	}
}
