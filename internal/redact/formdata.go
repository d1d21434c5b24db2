package redact

import (
	"regexp"
	"strings"
)

// formPart matches one part of a multipart/form-data body as a HAR or a proxy shows it:
// its Content-Disposition line with the field's name, other header lines, a blank line,
// then the value's line; group 1 the name, group 2 the rest of the line (a file's
// "filename=…"), group 3 the value.
var formPart = regexp.MustCompile(`(?i)Content-Disposition:[ \t]*form-data;[ \t]*name="([^"\r\n]{1,80})"([^\r\n]*)\r?\n(?:[A-Za-z-]{1,40}:[^\r\n]*\r?\n){0,4}\r?\n([^\r\n]{1,256})`)

// formPartSpans finds the values of a multipart body's fields whose names Classify finds
// secret or personal (name="password", name="mobile"), masked by that class as a recorded
// step's value would be; a file's part and a field of another kind stay.
func formPartSpans(s string) []span {
	if !strings.Contains(s, "form-data") {
		return nil
	}
	var spans []span
	for _, m := range formPart.FindAllStringSubmatchIndex(s, -1) {
		if strings.Contains(strings.ToLower(s[m[4]:m[5]]), "filename") {
			continue
		}
		if class := typedClass(s[m[2]:m[3]], s[m[6]:m[7]]); class != "" {
			spans = append(spans, span{m[6], m[7], class})
		}
	}
	return spans
}
