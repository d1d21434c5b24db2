package redact

import (
	"regexp"
	"strings"
)

// Page text shows what was typed into fields in two shapes this file reads, so a value is
// masked by its field even when it was never passed through Value:
//
//	- textbox "Password" [ref=e12]: hunter2          (Playwright ARIA snapshots)
//	<input type="password" name="pw" value="hunter2"> (HTML)

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
func (r *Redactor) fieldClass(f Field, v string) string {
	class := TypedClass(f, v)
	switch {
	case secretClasses[class]:
		return class
	case class == Email && strings.Contains(v, "@"),
		class == Phone && len(digitsOf(v)) >= 6,
		class == BirthDate && len(digitsOf(v)) > 0:
		return class
	}
	return ""
}

var (
	htmlTypeSecretRe = regexp.MustCompile(`(?i)\btype\s*=\s*["']?password\b`)
	htmlValueRe      = regexp.MustCompile(`(?i)(?:^|\s)value\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))`)
)

// htmlPasswordPass masks the value attribute of <input type="password"> elements.
func (r *Redactor) htmlPasswordPass(s string) []seg {
	low := asciiLower(s)
	if !strings.Contains(low, "password") || !strings.Contains(low, "value") {
		return nil
	}
	b := builder{s: s}
	for from := 0; from < len(s); {
		k := strings.Index(low[from:], "password")
		if k < 0 {
			break
		}
		p := from + k
		from = p + len("password")
		// The tag around it, at most 2,048 bytes either side: a text of many "password"s
		// and no tag costs no more than its length times that.
		w := max(0, p-2048)
		open := strings.LastIndexByte(s[w:p], '<')
		if open < 0 {
			continue
		}
		open += w
		if open < b.last || strings.IndexByte(s[open:p], '>') >= 0 {
			continue
		}
		end := strings.IndexByte(s[p:min(len(s), p+2049)], '>')
		if end < 0 {
			continue
		}
		tag := s[open : p+end]
		if !htmlTypeSecretRe.MatchString(tag) {
			continue
		}
		m := htmlValueRe.FindStringSubmatchIndex(tag)
		if m == nil {
			continue
		}
		for g := 2; g < 8; g += 2 {
			if m[g] >= 0 && m[g+1] > m[g] {
				v := tag[m[g]:m[g+1]]
				if !IsPlaceholder(v) && b.add(open+m[g], open+m[g+1], r.mask(v, Password)) {
					from = p + end
				}
				break
			}
		}
	}
	return b.done()
}
