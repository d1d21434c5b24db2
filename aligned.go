package waymark

import (
	"regexp"
	"strings"
)

// rewordedReading compares two intents word by word, as alignedWords reads them: each
// word with its byte span, some written otherwise read as one ("July 5th" as "July 5",
// "forty-eight" as "48", "4,521" as "4521", "Tue" as "Tuesday").

// alignedWord is a word of an intent as lowerWords reads it, with its byte span. Two
// intents are compared by the words themselves: a plural is not its singular ("Cancel my
// bookings" asks for more than one, "on Tuesdays" for every week), and a stem would make
// "subscribed" "subscribe", another request.
type alignedWord struct {
	w  string
	at [2]int
}

// ordinalDay matches a day of a month written as an ordinal: "3rd", "21st".
var ordinalDay = regexp.MustCompile(`^(?:[1-9]|[12][0-9]|3[01])(?:st|nd|rd|th)$`)

// plainDays writes the days of s written as ordinals after a month as numbers ("July 5th"
// as "July 5"), as alignedWords reads them.
func plainDays(s string) string {
	spans := wordSpans(s)
	var b strings.Builder
	last := 0
	for i := 1; i < len(spans); i++ {
		w := s[spans[i][0]:spans[i][1]]
		if d := plainDay(s[spans[i-1][0]:spans[i-1][1]], w); d != w {
			b.WriteString(s[last:spans[i][0]])
			b.WriteString(d)
			last = spans[i][1]
		}
	}
	if last == 0 {
		return s
	}
	b.WriteString(s[last:])
	return b.String()
}

// plainDay returns w, the word after prev, as a number when it is a day of the month prev
// names written as an ordinal ("3rd" after "July" is "3"), w itself otherwise.
func plainDay(prev, w string) string {
	if !ordinalDay.MatchString(strings.ToLower(w)) {
		return w
	}
	if dateWord(prev) {
		return strings.TrimRight(w, "stndrhSTNDRH")
	}
	return w
}

// sizeUnit is a number of bytes or bits written with its unit in one word ("8gb"), which
// alignedWords reads as two ("8 gigabytes").
var sizeUnit = regexp.MustCompile(`^([0-9]+)(?:kb|mb|gb|tb)$`)

// scaleLetters are the letters of a temperature's scale after its degrees ("68°F"), with
// the scale's name.
var scaleLetters = map[string]string{"c": "celsius", "f": "fahrenheit"}

// bitUnits are the units of bits written as their units of bytes are but for the case of
// their "b" ("Gb" against "GB"), with their words.
var bitUnits = map[string]string{"kb": "kilobits", "mb": "megabits", "gb": "gigabits", "tb": "terabits"}

// sizeWord returns the word of the unit of size u as written (one of sizeUnit's): bits for
// a capital and a small "b" ("Gb", "Mb"), bytes otherwise ("GB", "gb": shortWords).
func sizeWord(u string) string {
	low := strings.ToLower(u)
	if len(u) == 2 && u[1] == 'b' && u[0] >= 'A' && u[0] <= 'Z' {
		return bitUnits[low]
	}
	return shortWords[low]
}

// articles are left out where two intents are compared word by word, and so is the
// possessive of the one who asks ("my": "Cancel the Premium membership" for "Cancel my
// Premium subscription"), a stop word to the terms too (internal/terms); not "our", which
// may be a household's or a team's thing rather than the asker's.
var articles = map[string]bool{"a": true, "an": true, "the": true, "my": true}

// alignedWords returns the words of s (lowerWords, wordSpans) but its articles (not one
// joined to the next word by a hyphen: "A-4521") and the "US" of
// "US$", a number said in words in digits ("forty-eight" is "48", "June twelfth" "June
// 12": spokenNumber), a number in groups of thousands as one ("4,521" is "4521"), a
// degree sign after a number as "degrees" and a scale's letter after it as its name
// ("68°F" is "68 degrees Fahrenheit"), a size with its unit as two ("8GB" is "8
// gigabytes", "8Gb" "8 gigabits"); nil when the two do not cut s alike or s has no
// word.
func alignedWords(s string) []alignedWord {
	ws, spans := lowerWords(s), wordSpans(s)
	if len(ws) != len(spans) {
		return nil
	}
	out := make([]alignedWord, 0, len(ws))
	for i := 0; i < len(ws); i++ {
		w := ws[i]
		beforeSign := strings.HasPrefix(s[spans[i][1]:], "$") // "US$50", "A$25"
		joined := strings.HasPrefix(s[spans[i][1]:], "-") && i+1 < len(spans) && spans[i+1][0] == spans[i][1]+1
		if articles[w] && !(w == "a" && i+1 < len(ws) && ws[i+1] == "m") && !beforeSign && !joined {
			continue // not the "a" of "7 a.m.", of "A$25" (Australian dollars) nor of "A-4521"
		}
		if d, n := spokenNumber(ws[i:], i > 0 && monthNumbers[longWord(s, ws, spans, i-1, ws[i-1])] > 0 || monthAfter(s, ws, spans, i)); n > 0 {
			out = append(out, alignedWord{d, [2]int{spans[i][0], spans[i+n-1][1]}}) // "forty-eight" is "48"
			i += n - 1
			continue
		}
		if w == "us" && beforeSign {
			continue // "US$50" is "$50"
		}
		if g := groupedDigits.FindStringIndex(s[spans[i][0]:]); g != nil && g[0] == 0 && (i == 0 || s[spans[i][0]-1] != ',') {
			end := spans[i][0] + g[1] // "4,521" is "4521"
			out = append(out, alignedWord{strings.ReplaceAll(s[spans[i][0]:end], ",", ""), [2]int{spans[i][0], end}})
			for i+1 < len(ws) && spans[i+1][1] <= end {
				i++
			}
			continue
		}
		if i > 0 {
			w = plainDay(ws[i-1], w) // "July 3rd" is "July 3"
		}
		if m := sizeUnit.FindStringSubmatchIndex(w); m != nil && len(w) == spans[i][1]-spans[i][0] {
			at := spans[i][0] // "8GB" is "8 gigabytes"
			out = append(out, alignedWord{w[:m[3]], [2]int{at, at + m[3]}}, alignedWord{sizeWord(s[at+m[3] : spans[i][1]]), [2]int{at + m[3], spans[i][1]}})
			continue
		}
		if _, ok := bitUnits[w]; ok {
			w = sizeWord(s[spans[i][0]:spans[i][1]]) // "GB" is "gigabytes", "Gb" "gigabits"
		}
		if long, ok := scaleLetters[w]; ok && len(out) > 0 && out[len(out)-1].w == "degrees" {
			w = long // "180°C" is "180 degrees Celsius"
		}
		w = longWord(s, ws, spans, i, w) // "Tue" is "Tuesday", "St Louis" "Saint Louis" (otherforms.go)
		out = append(out, alignedWord{w, spans[i]})
		if k := degreeSign(s[spans[i][1]:]); k > 0 && digitsOnly(w) {
			out = append(out, alignedWord{"degrees", [2]int{spans[i][1], spans[i][1] + k}}) // "68°" is "68 degrees"
		}
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

// monthAfter reports whether the words of s after its i-th (ws, spans: lowerWords and
// wordSpans of s) name a month after at most one more word of a number and an "of": the
// "twelfth" of "the twelfth of June", "twenty-first June".
func monthAfter(s string, ws []string, spans [][2]int, i int) bool {
	for k := i + 1; k < len(ws) && k <= i+3; k++ {
		switch w := ws[k]; {
		case monthNumbers[longWord(s, ws, spans, k, w)] > 0:
			return true
		case w == "of" || k == i+1 && ordinalWords[w] > 0:
		default:
			return false
		}
	}
	return false
}

// leadIn is the number of words of ws before the first that is none of leadIns
// ("please", "can", "you"), or the "like" of "I'd like to".
func leadIn(ws []alignedWord) int {
	n := 0
	for n < len(ws) && (leadIns[ws[n].w] || ws[n].w == "like" && n > 0 && (ws[n-1].w == "d" || ws[n-1].w == "would")) {
		n++ // "I'd like to …", "I would like to …"; not "Like this post"
	}
	return n
}

func texts(ws []alignedWord) []string {
	out := make([]string, len(ws))
	for i, w := range ws {
		out[i] = w.w
	}
	return out
}
