package redact

import (
	"regexp"
	"strings"
)

// Page text shows what was typed into fields; this file reads Playwright's ARIA snapshots,
// html.go reads HTML, so a value is masked by its field even when it was never passed
// through Value:
//
//	- textbox "Password" [ref=e12]: hunter2

// snapshotFieldAt matches a line of an ARIA snapshot with a field and its value.
var snapshotFieldAt = regexp.MustCompile(`^[ \t]*- (textbox|searchbox|combobox|spinbutton)(?: "((?:[^"\\\r\n]|\\.)*)")?((?: \[[^\]\r\n]*\])*):[ \t]*([^\r\n]*[^\s])`)

// snapshotFieldPass masks field values on ARIA snapshot lines whose field name says it is
// a secret (see Classify) or personal data that the value fits.
func (r *Redactor) snapshotFieldPass(s string) []seg {
	if !strings.Contains(s, "- ") {
		return nil
	}
	b := builder{s: s}
	for i := 0; i < len(s); {
		lineEnd := strings.IndexByte(s[i:], '\n')
		if lineEnd < 0 {
			lineEnd = len(s) - i
		}
		if snapshotLineStart(s, i) {
			m := matchAt(snapshotFieldAt, s, i, lineEnd+1)
			if m != nil && m[4] >= 0 && !IsPlaceholder(s[m[8]:m[9]]) {
				v := s[m[8]:m[9]]
				if class := r.fieldClass(Field{Role: s[m[2]:m[3]], Name: s[m[4]:m[5]]}, v); class != "" {
					b.add(m[8], m[9], r.mask(v, class))
				}
			}
		}
		i += lineEnd + 1
	}
	return b.done()
}

// snapshotLineStart is a quick check that the line at s[i:] starts like "  - textbox",
// "- searchbox", "- combobox" or "- spinbutton".
func snapshotLineStart(s string, i int) bool {
	for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
		i++
	}
	return i+3 < len(s) && s[i] == '-' && s[i+1] == ' ' && strings.IndexByte("tscTSC", s[i+2]) >= 0
}

// fieldClass is the class Value would mask v under for field f, or "" when Value would
// leave it to the text rules.
func (r *Redactor) fieldClass(f Field, v string) string { return looseClass(f, v) }

// looseClass is the class Value masks v under for field f, by the field alone: a secret's
// class whatever v looks like, an e-mail's, a phone's, a birth date's or a bank account's
// when v fits loosely (an "@", six digits or more, a digit, six digits or more); "" for an
// ordinary field and for a value of a mask's dots or stars ("********"), with at most four
// digits after them as a page shows a card it keeps ("•••• •••• •••• 4417").
func looseClass(f Field, v string) string {
	if strings.Trim(v, "*•●·∙ ") == "" {
		return "" // the dots a page shows for a password it does not show
	}
	if rest := strings.TrimLeft(v, "*•●·∙ "); len(v)-len(rest) >= 4 && len(rest) <= 4 && isDigits(rest) {
		return "" // a card's last four after its dots, shown masked
	}
	class := TypedClass(f, v)
	switch {
	case secretClasses[class]:
		return class
	case class == Email && strings.Contains(v, "@"),
		(class == Phone || class == BankAccount) && len(digitsOf(v)) >= 6,
		class == BirthDate && len(digitsOf(v)) > 0:
		return class
	}
	return ""
}
