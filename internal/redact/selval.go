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

// passwordSigns are the signs a password holds and a button's or an option's value does not.
const passwordSigns = "!@#$%^&*+=?~"

// selectorValuePass masks the string of each value attribute a locator compares (valueAttr)
// when the locator names a secret's field (Classify of it as a field's selector: "pass",
// "pin", "cvv" …), or when the string is shaped as a password (gapValue, with a digit and a
// sign of passwordSigns): `input[value='Submit']` and `option[value='US']` stay (SPEC §8).
func (r *Redactor) selectorValuePass(s string) []seg {
	if len(s) < 10 || !strings.Contains(s, "@value") && !strings.Contains(s, "[value") && !strings.Contains(s, "[ value") {
		return nil
	}
	matches := valueAttr.FindAllStringSubmatchIndex(s, -1)
	if matches == nil {
		return nil
	}
	field := Classify(Field{Selector: valueAttr.ReplaceAllLiteralString(s, "")}) // the locator without its values
	var found []span
	for _, m := range matches {
		v := s[m[4]:m[5]]
		if s[m[2]] != s[m[6]] || IsPlaceholder(v) {
			continue
		}
		switch {
		case IsSecret(field):
			found = append(found, span{m[4], m[5], field})
		case gapValue(v) && strings.ContainsAny(v, "0123456789") && strings.ContainsAny(v, passwordSigns):
			found = append(found, span{m[4], m[5], Password})
		}
	}
	return r.maskSpans(s, found)
}
