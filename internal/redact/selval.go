package redact

import (
	"regexp"
	"strings"
)

// A locator can hold what was typed: a recorder that keys an input by its value writes
// `input[value='Hunter22!']` or `//input[@name='pass' and @value='Wint3r!Pass']`.

// valueAttr matches a value attribute compared to a quoted string in a CSS selector
// ("[value='X']", "[value^=\"X\"]") or an XPath ("@value='X'"); group 1 is the quote, group
// 2 the string.
var valueAttr = regexp.MustCompile(`(?:\[\s*value\s*[~|^$*]?=\s*|@value\s*=\s*)(['"])([^'"\n]{1,128})(['"])`)

// textTest matches an element's text compared to a quoted string in an XPath ("text()='X'",
// "contains(text(), 'X')", "[.='X']") or a Playwright selector (":text-is('X')",
// ":has-text('X')"); groups as valueAttr's. A text test names an element by what it shows
// ("Mot de passe"), so only a string shaped as a password is masked in one: a page that
// shows a password once ("//span[text()='Soleil#2024']").
var textTest = regexp.MustCompile(`(?:text\(\)\s*=\s*|text\(\)\s*,\s*|\[\s*\.\s*=\s*|:text-is\(\s*|:has-text\(\s*)(['"])([^'"\n]{1,128})(['"])`)

// passwordSigns are the signs a password holds and a button's or an option's value does not.
const passwordSigns = "!@#$%^&*+=?~"

// selectorValuePass masks the string of each value attribute a locator compares (valueAttr)
// when the locator names a secret's field (Classify of it as a field's selector: "pass",
// "pin", "cvv" …), when the string is shaped as a password (gapValue, with a digit and a
// sign of passwordSigns), or when it is six digits an input holds (a one-time code's):
// `input[value='Submit']` and `option[value='100000']` stay (SPEC §8).
func (r *Redactor) selectorValuePass(s string) []seg {
	if len(s) < 10 {
		return nil
	}
	var found []span
	if containsAny(s, "text()", ":text-is(", ":has-text(", "[.=", "[. =") {
		for _, m := range textTest.FindAllStringSubmatchIndex(s, -1) {
			if v := s[m[4]:m[5]]; s[m[2]] == s[m[6]] && passwordShaped(v) && !IsPlaceholder(v) && v[0] != '@' && v[0] != '#' { // not a handle, a tag
				found = append(found, span{m[4], m[5], Password})
			}
		}
	}
	if !strings.Contains(s, "@value") && !strings.Contains(s, "[value") && !strings.Contains(s, "[ value") {
		return r.maskSpans(s, found)
	}
	matches := valueAttr.FindAllStringSubmatchIndex(s, -1)
	if matches == nil {
		return r.maskSpans(s, found)
	}
	field := Classify(Field{Selector: valueAttr.ReplaceAllLiteralString(s, "")}) // the locator without its values
	for _, m := range matches {
		v := s[m[4]:m[5]]
		if s[m[2]] != s[m[6]] || IsPlaceholder(v) {
			continue
		}
		switch {
		case IsSecret(field):
			found = append(found, span{m[4], m[5], field})
		case passwordShaped(v):
			found = append(found, span{m[4], m[5], Password})
		case len(v) == 6 && isDigits(v) && inputValue(s, m[0]):
			found = append(found, span{m[4], m[5], OTP}) // input[value='739201']: a one-time code's box, as typed
		}
	}
	return r.maskSpans(s, found)
}

// inputValue reports whether the value attribute at s[at:] belongs to an input element:
// "input[value=…]", "input#otp[value=…]", "//input[@value=…]" (the element's name last
// before it, on the same step of the locator).
func inputValue(s string, at int) bool {
	step := s[:at]
	if k := strings.LastIndexAny(step, " >+~/"); k >= 0 {
		step = step[k+1:]
	}
	return strings.HasPrefix(strings.ToLower(step), "input")
}

// passwordShaped reports whether a string a locator compares is shaped as a password:
// gapValue's shape, with a digit and a sign of passwordSigns ("Soleil#2024"; not "Submit",
// "Save & close" nor "Q3 2024").
func passwordShaped(v string) bool {
	return gapValue(v) && strings.ContainsAny(v, "0123456789") && strings.ContainsAny(v, passwordSigns)
}
