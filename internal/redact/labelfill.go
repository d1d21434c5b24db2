package redact

import (
	"regexp"
	"strings"
)

// An agent's note of a field it filled names the field by its label in quotes and then
// the value: `filled "Phone number" with 912 483 706`, «Número de telemóvel» com 912 483
// 706, Feld „Telefonnummer“ mit 0171 4829306 ausgefüllt. filledLabelPass reads the label
// as a form field's (typedClass) and masks the value when it fits the field.

// labelQuotes are the quotes a label opens with, and the quotes each closes with; a
// bracket too ("[Password] ← X", as a note writes a field's name).
var labelQuotes = map[string]string{`"`: `"`, "„": "“”\"", "«": "»", "“": "”\"", "「": "」", "『": "』", "[": "]"}

// fillLink matches, after a label's closing quote, the words that link it to the value
// given it: "with", "com", "mit", "avec", "con", "met", "med", "ile", "z", "с", Czech's
// "hodnotou" (with the value), "→", and "←" as a right-to-left script's note points it
// (فیلد «CVV2» ← 417) (not a hash's "=>": Rails logs `"password"=>"[FILTERED]"`);
// "field" or "box" may come first ("the "Phone" field with …"), and a selector's "]" that
// closes a quoted name (input[name="smsCode"] hodnotou 73914026).
var fillLink = regexp.MustCompile(`^\]?[ \t]*(?:(?:field|box|input|campo|feld|champ|pole|veld|kutusu|поле)[ \t]+)?` +
	`(?:(?:with|com|mit|avec|con|met|med|ile|z|с|із|hodnotou|wartością)[ \t]+|[→←][ \t]*)`)

// fillPhone matches a phone number given unquoted: digits in groups, a "+" or "(" first.
var fillPhone = regexp.MustCompile(`^\+?\(?\d[\d \-().]{4,20}\d`)

// filledLabelPass masks the value given to a quoted label, or to an element's id ("#pin"),
// as an agent's note writes it; nil when s has none.
func (r *Redactor) filledLabelPass(s string) []seg {
	if !containsAny(s, " with ", " com ", " mit ", " avec ", " con ", " met ", " med ", " ile ", " z ", " с ", " із ", "→", "←", " hodnotou ", " wartością ") {
		return nil
	}
	var spans []span
	f := newFinder(s, `"`, "„", "«", "“", "「", "『", "[", "#")
	for from := 0; ; {
		p := f.next(from)
		if p < 0 {
			break
		}
		var label string
		var close int
		if s[p] == '#' {
			// An element's id as a note names a field: "wpisuję w pole #blikCode → 731904".
			from = p + 1
			end := from
			for end < len(s) && (isAlnum(s[end]) || s[end] == '-' || s[end] == '_') {
				end++
			}
			if end-from < 2 {
				continue
			}
			label, close = s[from:end], end
		} else {
			open := s[p : p+len(quoteAt(s, p))]
			from = p + len(open)
			end := labelEnd(s, from, labelQuotes[open])
			if end < 0 {
				continue
			}
			label, close = s[from:end], end+len(quoteAt(s, end))
		}
		m := fillLink.FindStringIndex(s[close:])
		if m == nil {
			continue
		}
		a, b := givenValue(s, close+m[1])
		if b <= a || !hasAlnum(s[a:b]) || windowsVar.MatchString(s[a:b]) || IsPlaceholder(s[a:b]) {
			continue // Power Automate's "→ %Senha%": a variable's name
		}
		if class := typedClass(label, s[a:b]); class != "" {
			spans = append(spans, span{a, b, class})
			from = b
		}
	}
	return r.maskSpans(s, spans)
}

// quoteAt returns the quote of labelQuotes or their closers at s[i:], or "".
func quoteAt(s string, i int) string {
	for _, q := range []string{`"`, "„", "«", "“", "「", "『", "[", "»", "”", "」", "』", "]"} {
		if strings.HasPrefix(s[i:], q) {
			return q
		}
	}
	return ""
}

// labelEnd returns where the label that begins at s[i] ends, at one of the closing
// quotes closers, within 48 bytes and on its line; -1 when it does not.
func labelEnd(s string, i int, closers string) int {
	for j := i; j < len(s) && j-i <= 48; j++ {
		if s[j] == '\n' {
			return -1
		}
		if q := quoteAt(s, j); q != "" && strings.Contains(closers, q) {
			if j == i {
				return -1
			}
			return j
		}
	}
	return -1
}

// givenValue returns the bounds of the value at s[i:]: a quoted string's text, a phone
// number's groups, or a word (up to a space, without the punctuation that ends a
// sentence).
func givenValue(s string, i int) (int, int) {
	if a, b, ok := quotedArg(s, i); ok {
		return a, b
	}
	if m := fillPhone.FindStringIndex(s[i:]); m != nil {
		return i, i + len(strings.TrimRight(s[i:i+m[1]], " -.(")) // "(" of "(mobile)"
	}
	j := i
	for j < len(s) && s[j] != ' ' && s[j] != '\n' && s[j] != '\t' {
		j++
	}
	return i, i + len(strings.TrimRight(s[i:j], ".,;:!?)"))
}
