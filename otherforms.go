package waymark

import (
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// A query may write a day, a date, a time or a currency of its request otherwise: "Tue"
// for "Tuesday", "Mar" for "March", "St" for "Street", "18:00" for "6pm", "the 12th of
// June" for "June 12", "84.20 dollars" for "$84.20". rewordedReading compares two intents
// word by word; these read such words as the request's.

// shortWords are the short forms of week days, months, the kinds of street an address
// names, a temperature's degrees, sizes in bytes and words of chat and notes, with the
// word each stands for, as
// alignedWords compares them. A numeric date ("6/12") is not among them: it reads as June
// 12 or as 6 December by the reader's country.
var shortWords = map[string]string{
	"mon": "monday", "tue": "tuesday", "tues": "tuesday", "wed": "wednesday", "thu": "thursday",
	"thur": "thursday", "thurs": "thursday", "fri": "friday", "sat": "saturday",
	"jan": "january", "feb": "february", "mar": "march", "apr": "april", "jun": "june", "jul": "july",
	"aug": "august", "sep": "september", "sept": "september", "oct": "october", "nov": "november", "dec": "december",
	"st": "street", "ave": "avenue", "rd": "road", "blvd": "boulevard", "ln": "lane", "dr": "drive",
	"deg": "degrees", "degree": "degrees", "kb": "kilobytes", "kilobyte": "kilobytes", "mb": "megabytes",
	"megabyte": "megabytes", "gb": "gigabytes", "gigabyte": "gigabytes", "tb": "terabytes", "terabyte": "terabytes",
	"kilobit": "kilobits", "megabit": "megabits", "gigabit": "gigabits", "terabit": "terabits",
	"repo": "repository", "repos": "repositories", "appt": "appointment", "appts": "appointments",
	// the short forms of chat and notes ("Xfer $50 …", "Resched the review …", "for 2 ppl";
	// not "del", which is Spanish's "of the", nor "ord", "sub" or "med", which stand for
	// other words too)
	"xfer": "transfer", "resched": "reschedule", "ppl": "people", "yr": "year", "yrs": "years",
	"acct": "account", "accts": "accounts", "msg": "message", "msgs": "messages", "mtg": "meeting",
	"qty": "quantity", "pkg": "package", "addr": "address", "tix": "tickets", "hr": "hour", "hrs": "hours",
	"mins": "minutes", "secs": "seconds",
}

// titleWords are the short forms that stand for a title before a name ("St Louis", "Dr
// Smith") rather than a kind of street after one ("Elm St", "Park Dr"), with the title.
var titleWords = map[string]string{"st": "saint", "dr": "doctor", "mt": "mount", "ft": "fort"}

// longWord returns w, the i-th of the words ws of s (lowerWords, their spans), written
// whole when it is a short form (shortWords, titleWords): a title when the next word is
// capitalised and the one before is not ("to St Louis", "with Dr Smith"), a kind of street
// otherwise ("48 Elm St", "5 Park Dr", "48 elm st").
func longWord(s string, ws []string, spans [][2]int, i int, w string) string {
	capital := func(k int) bool {
		r, _ := utf8.DecodeRuneInString(s[spans[k][0]:])
		return unicode.IsUpper(r)
	}
	if title, ok := titleWords[w]; ok && i+1 < len(ws) && capital(i+1) && (i == 0 || !capital(i-1)) {
		return title
	}
	if long, ok := shortWords[w]; ok {
		return long
	}
	return w
}

// monthNumbers give each month's name its number (1–12).
var monthNumbers = map[string]int{"january": 1, "february": 2, "march": 3, "april": 4, "may": 5, "june": 6,
	"july": 7, "august": 8, "september": 9, "october": 10, "november": 11, "december": 12}

// clockMinutes returns the time of day that words (lower case, as lowerWords cuts them)
// write, in minutes after midnight (0–1439), and whether they are one time and nothing
// else: "6pm", "6 pm", "6:30 pm" ("6", "30", "pm"), "18:00" ("18", "00"), "noon",
// "midnight", "7:00 a.m.", "6:00pm", "18h", "7h", "18h00", "18:00h", "0700", and the
// forms clockWords reads ("nine a.m.", "6 in the evening", "6 o'clock pm"). Hours and minutes
// without "am" or "pm" count only from 13:00, with two digits ("09:00") or with an "h"
// (a 24-hour clock), where no half of the day is left to guess ("6:00" may be morning or
// evening).
func clockMinutes(words []string) (int, bool) {
	words = clockWords(words)
	if n := len(words); n >= 2 && (words[n-2] == "a" || words[n-2] == "p") && words[n-1] == "m" {
		words = append(slices.Clone(words[:n-2]), words[n-2]+"m") // "7:00 a.m."
	}
	if n := len(words); n >= 2 && len(words[n-1]) == 4 && (strings.HasSuffix(words[n-1], "am") || strings.HasSuffix(words[n-1], "pm")) {
		words = append(slices.Clone(words[:n-1]), words[n-1][:2], words[n-1][2:]) // "6:00pm"
	}
	if n := len(words); n == 2 && len(words[1]) == 3 && words[1][2] == 'h' {
		words = []string{words[0], words[1][:2]} // "18:00h"
	}
	switch len(words) {
	case 1:
		switch words[0] {
		case "noon", "midday":
			return 12 * 60, true
		case "midnight":
			return 0, true
		}
		if hh, ok := clockHour(words[0]); ok { // "6pm"
			h, half, _ := strings.Cut(hh, " ")
			return halfDay(h, "0", half)
		}
		if w := words[0]; len(w) == 4 && digitsOnly(w) {
			return dayClock(w[:2], w[2:]) // "0700", "1830": a 24-hour clock
		}
		if h, m, ok := strings.Cut(words[0], "h"); ok { // "18h", "7h", "18h00": a 24-hour clock
			if m == "" {
				m = "00"
			}
			return dayClock("0"+h, m)
		}
	case 2:
		if words[1] == "am" || words[1] == "pm" {
			return halfDay(words[0], "0", words[1]) // "6 pm"
		}
		return dayClock(words[0], words[1]) // "18:00", "09:00"
	case 3:
		if len(words[1]) == 2 && (words[2] == "am" || words[2] == "pm") {
			return halfDay(words[0], words[1], words[2]) // "6:30 pm"
		}
	}
	return 0, false
}

// dayParts say the half of the day of the hour before them ("6 in the evening", "9 in the
// morning", "10 at night"), by the "am" or "pm" it stands for; "night" before 12 and the
// small hours is "am" (dayPart).
var dayParts = map[string]string{"morning": "am", "afternoon": "pm", "evening": "pm", "night": "pm"}

// clockWords returns words (lower case, articles left out: alignedWords) with a time said
// in words written as clockMinutes reads it: an hour in words (spokenNumber) before more
// words ("nine a m", not "nine" alone) in digits; "o'clock" ("o", "clock"), "hours" and
// "sharp" after the hour left out; a part of the day after "in" or "at" as "am" or "pm"
// ("6 in evening" is "6 pm"); "12" before "noon" or "midnight" left out.
func clockWords(words []string) []string {
	if len(words) < 2 {
		return words
	}
	words = slices.Clone(words)
	if d, n := spokenNumber(words, false); n == 1 {
		words[0] = d // "nine a m"
	}
	if len(words) >= 3 && words[1] == "o" && words[2] == "clock" {
		words = slices.Delete(words, 1, 3) // "6 o'clock"
	}
	if n := len(words); words[n-1] == "sharp" {
		words = words[:n-1] // "6 pm sharp"
	}
	n := len(words)
	switch {
	case n >= 2 && (words[n-1] == "hours" || words[n-1] == "hrs"):
		words = words[:n-1] // "0700 hours"
	case n == 2 && words[0] == "12" && (words[1] == "noon" || words[1] == "midnight"):
		words = words[1:] // "12 noon" is "noon"
	case n >= 3 && (words[n-2] == "in" || words[n-2] == "at") && dayParts[words[n-1]] != "":
		words = append(words[:n-2], dayPart(words[0], words[n-1])) // "6 in the evening"
	}
	return words
}

// dayPart returns "am" or "pm" for the hour h (1–12) said with part, a word of dayParts:
// "night" is "am" for 12 and for 1 to 4 ("2 at night"), as "morning" is.
func dayPart(h, part string) string {
	if part == "night" {
		if n, err := strconv.Atoi(h); err == nil && (n == 12 || n < 5) {
			return "am"
		}
	}
	return dayParts[part]
}

// sharpAfter reports whether the words one request adds, qm or sm (the other empty), are
// "sharp" after a time of day that ends before, the words both share up to there: "at
// 6pm sharp" is "at 6pm".
func sharpAfter(before, qm, sm []string) bool {
	more := append(slices.Clone(qm), sm...)
	if len(more) != 1 || more[0] != "sharp" {
		return false
	}
	for k := 1; k <= 3 && k <= len(before); k++ {
		if _, ok := clockMinutes(before[len(before)-k:]); ok {
			return true
		}
	}
	return false
}

// dayClock returns the minutes after midnight of hour h and minute m (two digits) of a
// 24-hour clock, and whether they are such and say the half of the day: an hour from 13
// to 23, or written with two digits ("09", "00"); "6" and "00" may be either half.
func dayClock(h, m string) (int, bool) {
	hn, err1 := strconv.Atoi(h)
	mn, err2 := strconv.Atoi(m)
	if err1 != nil || err2 != nil || len(m) != 2 || mn > 59 || hn > 23 || hn < 13 && len(h) != 2 {
		return 0, false
	}
	return hn*60 + mn, true
}

// halfDay returns the minutes after midnight of hour h (1–12) and minute m (0–59) of the
// half of the day half ("am", "pm"), and whether they are such.
func halfDay(h, m, half string) (int, bool) {
	hn, err1 := strconv.Atoi(h)
	mn, err2 := strconv.Atoi(m)
	if err1 != nil || err2 != nil || hn < 1 || hn > 12 || mn > 59 || h[0] == '0' {
		return 0, false
	}
	hn %= 12
	if half == "pm" {
		hn += 12
	}
	return hn*60 + mn, true
}

// monthDay returns the year (0 when none is named), month (1–12) and day (1–31) that
// words (lower case, articles left out, short months written whole: alignedWords) name,
// and whether they are one date and nothing else: "june 12", "june 12th", "12 june",
// "12th june", "12th of june", each with a year of four digits after it or not ("june 12
// 2026"), or a date of ISO 8601 ("2026-06-12": "2026", "06", "12"). Day and month in
// digits in another order ("6/12", "12.06.2026") read as June 12 or as 6 December by the
// reader's country, and are none.
func monthDay(words []string) (year, month, day int, ok bool) {
	if n := len(words); n == 3 && len(words[0]) == 4 && digitsOnly(words[0]) && len(words[1]) == 2 && len(words[2]) == 2 {
		y, _ := strconv.Atoi(words[0])
		m, err1 := strconv.Atoi(words[1])
		d, err2 := strconv.Atoi(words[2])
		return y, m, d, err1 == nil && err2 == nil && m >= 1 && m <= 12 && d >= 1 && d <= 31
	}
	if n := len(words); n >= 3 && len(words[n-1]) == 4 && digitsOnly(words[n-1]) {
		year, _ = strconv.Atoi(words[n-1]) // "june 12 2026"
		words = words[:n-1]
	}
	var mw, dw string
	switch {
	case len(words) == 2 && monthNumbers[words[0]] > 0:
		mw, dw = words[0], words[1]
	case len(words) == 2 && monthNumbers[words[1]] > 0:
		dw, mw = words[0], words[1]
	case len(words) == 3 && words[1] == "of" && monthNumbers[words[2]] > 0:
		dw, mw = words[0], words[2]
	default:
		return 0, 0, 0, false
	}
	d, err := strconv.Atoi(strings.TrimRight(dw, "stndrh"))
	if err != nil || d < 1 || d > 31 || dw[0] == '0' {
		return 0, 0, 0, false
	}
	return year, monthNumbers[mw], d, true
}

// sameMoment reports whether two stretches of words write the same time of day
// (clockMinutes) or the same day of the year (monthDay).
func sameMoment(a, b []string) bool {
	if ma, ok := clockMinutes(a); ok {
		mb, ok := clockMinutes(b)
		return ok && ma == mb
	}
	if ya, ma, da, ok := monthDay(a); ok {
		yb, mb, db, ok := monthDay(b)
		return ok && ya == yb && ma == mb && da == db // a year named on one side only is news
	}
	return false
}

// currencyNames are the names of currencies, by the sign a request writes before an amount.
var currencyNames = map[string]rune{"dollar": '$', "dollars": '$', "usd": '$', "bucks": '$',
	"euro": '€', "euros": '€', "eur": '€', "pound": '£', "pounds": '£', "gbp": '£', "yen": '¥', "jpy": '¥'}

// namesSign reports whether words, the words one intent has where the other (text other)
// has none, are one currency's name and other writes that currency's sign: "84.20
// dollars" and "USD 84.20" against "$84.20".
func namesSign(words []string, other string) bool {
	if len(words) != 1 {
		return false
	}
	sign, ok := currencyNames[words[0]]
	return ok && strings.ContainsRune(other, sign)
}

// rangeWords join the two ends of a range of days or times ("July 3 to July 5", "July 3
// through July 5", "thru"), as a dash does ("Jul 3 - Jul 5").
var rangeWords = map[string]bool{"to": true, "through": true, "thru": true}

// rangeJoin reports whether the query and the request differ only in how they join the
// two ends of a range of dates or times: qm and sm, the stretches in which they differ,
// are one word of rangeWords each, or one is empty where the other's is such a word and
// the query (text query, its words qw) has a dash there; and the word before, qw[i-1],
// ends a date or a time (a number: "3", "3rd", "6pm") and the word after the stretch
// begins one (a month, a number). "Send it to Bob" against "Send it through Bob" is none.
func rangeJoin(query string, qw []alignedWord, i int, qm, sm []alignedWord) bool {
	if i < 1 || len(qm) > 1 || len(sm) > 1 || len(qm)+len(sm) == 0 {
		return false
	}
	for _, m := range [][]alignedWord{qm, sm} {
		if len(m) == 1 && !rangeWords[m[0].w] {
			return false
		}
	}
	j := i + len(qm) // the word after the query's stretch
	if j >= len(qw) || !startsWithDigit(qw[i-1].w) || !(startsWithDigit(qw[j].w) || monthNumbers[qw[j].w] > 0) {
		return false
	}
	if len(qm) == 0 {
		gap := query[qw[i-1].at[1]:qw[i].at[0]]
		return strings.ContainsAny(gap, "-–—")
	}
	return true
}

// rangeAnd returns the two ends the query joins by "and" where the stored intent, in the
// same words otherwise, joins them as a range (rangeWords): "July 3 and July 5" against
// "July 3 to July 5", two days and not the days between ("&" is "and"); "" otherwise.
func rangeAnd(query, stored string) string {
	query = strings.ReplaceAll(query, "&", " and ") // "July 3 & July 5"
	qw, sw, spans := lowerWords(query), lowerWords(stored), wordSpans(query)
	if len(qw) != len(sw) || len(qw) != len(spans) {
		return ""
	}
	for i := 1; i+1 < len(qw); i++ {
		if qw[i] != "and" || !rangeWords[sw[i]] || !startsWithDigit(qw[i-1]) || !slices.Equal(qw[:i], sw[:i]) || !slices.Equal(qw[i+1:], sw[i+1:]) {
			continue
		}
		from, to := i-1, i+1
		if from > 0 && monthNumbers[qw[from-1]] > 0 {
			from-- // "July 3"
		}
		if to+1 < len(qw) && monthNumbers[qw[to]] > 0 {
			to++ // "July 5"
		}
		return strings.Join(strings.Fields(query[spans[from][0]:spans[to][1]]), " ")
	}
	return ""
}

// unitWords, teenWords and tensWords are the numbers said in words, by their values.
var (
	unitWords = map[string]int{"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9}
	teenWords = map[string]int{"ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
		"sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19}
	tensWords = map[string]int{"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
		"eighty": 80, "ninety": 90}
)

// ordinalWords are the days of a month said as ordinals, by their values; "twenty-first"
// is "twenty" and "first" (spokenNumber).
var ordinalWords = map[string]int{"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6,
	"seventh": 7, "eighth": 8, "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13,
	"fourteenth": 14, "fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18, "nineteenth": 19,
	"twentieth": 20, "thirtieth": 30}

// spokenNumber returns the digits of the number from 1 to 999 that ws (lower case) say in
// words from their start, and how many words say it: "48", 2 for "forty", "eight" (of
// "forty-eight"); "2", 1 for "two"; "250", 3 for "two hundred fifty" ("and" after
// "hundred" counted). An ordinal ("twelfth", "twenty", "first") counts only
// after a month's name (month: "June twelfth"). "", 0 for none.
func spokenNumber(ws []string, month bool) (string, int) {
	if len(ws) == 0 {
		return "", 0
	}
	value := func(w string) int {
		if n := unitWords[w] + teenWords[w]; n > 0 {
			return n
		}
		if month {
			return ordinalWords[w]
		}
		return 0
	}
	if u := unitWords[ws[0]]; u > 0 && len(ws) > 1 && ws[1] == "hundred" {
		// "two hundred fifty", "one hundred and five": hundreds and the rest below them
		k := 2
		if k+1 < len(ws) && ws[k] == "and" {
			k++
		}
		if rest, n := spokenNumber(ws[k:], false); len(rest) == 1 || len(rest) == 2 { // not "two hundred three hundred"
			r, _ := strconv.Atoi(rest) // digits
			return strconv.Itoa(u*100 + r), k + n
		}
		return strconv.Itoa(u * 100), 2
	}
	if t := tensWords[ws[0]]; t > 0 {
		if len(ws) > 1 {
			if u := value(ws[1]); u > 0 && u < 10 {
				return strconv.Itoa(t + u), 2 // "forty-eight", "twenty-first"
			}
		}
		return strconv.Itoa(t), 1
	}
	if n := value(ws[0]); n > 0 {
		return strconv.Itoa(n), 1
	}
	return "", 0
}

// degreeSign returns the length of the degree sign that rest, the text right after a
// number, begins with ("°" of "68°F", " °" of "68 °F"), 0 when it begins with none.
func degreeSign(rest string) int {
	k := len(rest) - len(strings.TrimPrefix(rest, " "))
	if strings.HasPrefix(rest[k:], "°") {
		return k + len("°")
	}
	return 0
}

// scaleWords name a temperature's scale after its degrees ("68°F", "20 degrees Celsius").
var scaleWords = map[string]bool{"f": true, "fahrenheit": true, "c": true, "celsius": true, "centigrade": true}

// scaleAdded returns the number of the temperature whose scale one request names and the
// other does not, and how many of the words both share before they differ it begins: "68°F"
// or "68 degrees Fahrenheit" against "68 degrees" (alignedWords reads "°" as "degrees").
// before are the words both share before they differ (the last a number, or a number and
// "degrees"); qm and sm the stretches in which they differ, each only "degrees" and scale
// words, a scale in one of them only. The same number in another scale is another
// temperature: the route replays with a check.
func scaleAdded(before, qm, sm []string) (num string, words int, ok bool) {
	k := len(before) - 1
	for k >= 0 && before[k] == "degrees" {
		k--
	}
	if k < 0 || before[k] == "" || !digitsOnly(before[k]) {
		return "", 0, false
	}
	scales := 0
	for _, side := range [][]string{qm, sm} {
		for _, w := range side {
			if w != "degrees" && !scaleWords[w] {
				return "", 0, false
			}
		}
		if slices.ContainsFunc(side, func(w string) bool { return scaleWords[w] }) {
			scales++
		}
	}
	return before[k], len(before) - k, scales == 1
}

// headWords count the people of a number after it ("2 guests", "4 people"); partyWords
// say it before it ("a party of 2", "a group of 4").
var (
	headWords  = map[string]bool{"people": true, "persons": true, "person": true, "guests": true, "guest": true, "diners": true, "pax": true}
	partyWords = map[string]bool{"party": true, "group": true}
)

// headcount reports whether the words in which two requests differ count the people of
// one number, which the route picks as a party's size (picksParty): "2 guests", "a party
// of 2" or "a group of two" for "2" or for each other, where the route picks "2 people" or
// "2" for Guests. before are the words both share before they differ, qm and sm the
// stretches in which they differ, after the words both share after them (the first may
// hold the number: "a party of" | "2"); route gives the route, decoded only when the words
// may count people (nil when it cannot be).
func headcount(before, qm, sm, after []string, route func() *Pattern) bool {
	for k := 0; k <= min(1, len(before)); k++ {
		for j := 0; j <= min(1, len(after)); j++ {
			qn, qs, okq := countOf(slices.Concat(before[len(before)-k:], qm, after[:j]))
			sn, ss, oks := countOf(slices.Concat(before[len(before)-k:], sm, after[:j]))
			if okq && oks && (qs || ss) && sameNumeral(qn, sn) {
				p := route()
				return p != nil && picksParty(p.Steps, qn)
			}
		}
	}
	return false
}

// countOf reads words as a number of people: "2", "2 guests", "party of 2", "group of 2
// people"; said is whether words say that it counts people. ok is false for any other words.
func countOf(words []string) (num string, said, ok bool) {
	if len(words) >= 3 && partyWords[words[0]] && words[1] == "of" {
		words, said = words[2:], true
	}
	if len(words) == 2 && headWords[words[1]] {
		words, said = words[:1], true
	}
	if len(words) != 1 || words[0] == "" || !digitsOnly(words[0]) {
		return "", false, false
	}
	return words[0], said, true
}

// partyFields are words of the name of a field that takes a party's size ("Party size",
// "Guests", "Number of people").
var partyFields = map[string]bool{"party": true, "guests": true, "people": true, "persons": true, "diners": true, "covers": true}

// picksParty reports whether a step of steps types or picks the number num as a party's
// size: with a word of headWords ("2 people") or alone in a field named so (partyFields).
func picksParty(steps []RouteStep, num string) bool {
	for _, s := range steps {
		if !typesValue(s.Action) {
			continue
		}
		vw := lowerWords(withoutPlaceholders(s.Value))
		if len(vw) == 0 || !sameNumeral(vw[0], num) {
			continue
		}
		if len(vw) == 2 && headWords[vw[1]] || len(vw) == 1 && slices.ContainsFunc(lowerWords(s.Name), func(w string) bool { return partyFields[w] }) {
			return true
		}
	}
	return false
}

// datedMore returns how many of the words two requests share before and after the
// stretches in which they differ (before, qm, sm, after: lower case, as alignedWords
// writes them) belong to one date that one of them names with more than the other: a year
// ("June 12th, 2026" against "June 12") or a day of the week ("Friday, June 12"), the same
// month and day in both and nothing that contradicts; and the two dates as the query (q)
// and the request (s) name them. The year or the day may not be the one the route's run
// took: the route replays with a check. At most three shared words each side.
func datedMore(before, qm, sm, after []string) (k, j int, q, s aDate, ok bool) {
	for k = 0; k <= min(3, len(before)); k++ {
		for j = 0; j <= min(3, len(after)); j++ {
			var okq, oks bool
			q, okq = weekdayDate(slices.Concat(before[len(before)-k:], qm, after[:j]))
			s, oks = weekdayDate(slices.Concat(before[len(before)-k:], sm, after[:j]))
			if !okq || !oks || q.month != s.month || q.day != s.day {
				continue
			}
			if q.year != 0 && s.year != 0 && q.year != s.year || q.weekday != "" && s.weekday != "" && q.weekday != s.weekday {
				return 0, 0, aDate{}, aDate{}, false // another year or day of the week: another date
			}
			return k, j, q, s, q != s
		}
	}
	return 0, 0, aDate{}, aDate{}, false
}

// aDate is a date as weekdayDate reads it: year 0 and weekday "" when not named.
type aDate struct {
	year, month, day int
	weekday          string
}

// typedDate returns the value of the first step of steps that types or picks the day day
// of month month, "" for none: in words ("June 12", "12 June 2026") or in digits, month
// and day in either order ("06/12/2025", "2025-06-12", "12.06.2025").
func typedDate(steps []RouteStep, month, day int) string {
	for _, s := range steps {
		if !typesValue(s.Action) {
			continue
		}
		ws := lowerWords(withoutPlaceholders(s.Value))
		if _, m, d, ok := monthDay(ws); ok && m == month && d == day {
			return s.Value
		}
		if len(ws) < 2 || len(ws) > 3 || slices.ContainsFunc(ws, func(w string) bool { return !digitsOnly(w) }) {
			continue
		}
		n := make([]int, len(ws))
		for i, w := range ws {
			n[i], _ = strconv.Atoi(w)
		}
		for i := 0; i+1 < len(n); i++ {
			if n[i] == month && n[i+1] == day || n[i] == day && n[i+1] == month {
				return s.Value
			}
		}
	}
	return ""
}

// weekdayDate reads words as monthDay does, after a day of the week if they begin with
// one ("friday june 12"), and reports whether they are such a date.
func weekdayDate(words []string) (d aDate, ok bool) {
	if len(words) > 0 && weekdays[words[0]] {
		d.weekday, words = words[0], words[1:]
	}
	d.year, d.month, d.day, ok = monthDay(words)
	return d, ok
}

// unitCut reports whether ws, two words or more, are cut only where digits meet letters:
// a number and its unit ("8", "gb"), as another request may write them together.
func unitCut(ws []string) bool {
	if len(ws) < 2 {
		return false
	}
	for i := 1; i < len(ws); i++ {
		a, _ := utf8.DecodeLastRuneInString(ws[i-1])
		b, _ := utf8.DecodeRuneInString(ws[i])
		if unicode.IsDigit(a) == unicode.IsDigit(b) {
			return false
		}
	}
	return true
}
