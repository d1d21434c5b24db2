package waymark

import (
	"fmt"
	"strings"
	"time"
)

// A request may name a date by its day of the week and its year as well as its month and
// day ("Monday, June 12, 2026"), and the two may not agree: June 12, 2026 is a Friday.
// The user meant one of them, and no route can tell which; replayed as it is, a route
// types the month and day. capMisdated holds such a query's routes at P2 and the warning
// (misdatedWarning) names the day the date is.

// weekdayOf returns the day of the week of the date year-month-day (Gregorian calendar),
// and false when there is no such date ("February 30", "April 31") or year is 0.
func weekdayOf(year, month, day int) (time.Weekday, bool) {
	if year == 0 {
		return 0, false
	}
	t := time.Date(year, time.Month(month), day, 12, 0, 0, 0, time.UTC)
	return t.Weekday(), t.Day() == day && int(t.Month()) == month
}

// clash returns the day of the week d's date is when d names a year and a day of the week
// (weekdayDate) that do not agree ("monday june 12 2026": Friday), "" otherwise.
func (d aDate) clash() string {
	if d.weekday == "" {
		return ""
	}
	is, ok := weekdayOf(d.year, d.month, d.day)
	if !ok || strings.EqualFold(is.String(), d.weekday) {
		return ""
	}
	return is.String()
}

// disagreement says which day of the week d's date is when d names one it is not
// (clash): "June 12, 2026 is a Friday, not a Monday"; "" otherwise.
func (d aDate) disagreement() string {
	is := d.clash()
	if is == "" {
		return ""
	}
	return fmt.Sprintf("%s %d, %d is a %s, not a %s", time.Month(d.month), d.day, d.year, is,
		strings.ToUpper(d.weekday[:1])+d.weekday[1:])
}

// misdated is a date a query names with a day of the week it is not (misdatedPhrase).
type misdated struct {
	phrase string // as the query writes it: "Monday, June 12, 2026"
	is     string // the day of the week it is: "Friday"
}

// misdatedPhrase returns the first date intent names with its day of the week and a year
// that do not agree (clash; the forms of weekdayDate: "Monday, June 12, 2026", "Mon 12th
// of June 2026", "Monday 2026-06-12"), and the day it is; the zero misdated for none.
func misdatedPhrase(intent string) misdated {
	ws := alignedWords(intent)
	for i, w := range ws {
		if !weekdays[w.w] {
			continue
		}
		for j := min(len(ws), i+6); j >= i+3; j-- { // the longest first: "monday june 12 2026", not "monday june 12"
			d, ok := weekdayDate(texts(ws[i:j]))
			if !ok || d.year == 0 {
				continue
			}
			if is := d.clash(); is != "" {
				return misdated{phrase: intent[w.at[0]:ws[j-1].at[1]], is: is}
			}
			break
		}
	}
	return misdated{}
}

// capMisdated holds at P2 every route for a query (r: its own reading, not the one a
// route is weighed by) that names a date by a day of the week it is not
// (reading.misdated): which of the two the user means is for the user to say.
func capMisdated(c *scoredPattern, r *reading) {
	if r.misdated.phrase != "" && c.conf >= ThresholdP1 {
		c.conf = saysMoreCap
	}
}

// misdatedWarning is the warning for a query that names a date by a day of the week it is
// not (misdatedPhrase), "" for another.
func misdatedWarning(r *reading) string {
	if r.misdated.phrase == "" {
		return ""
	}
	return fmt.Sprintf("this request names %q, but that date is a %s: ask the user which day is meant before replaying",
		r.misdated.phrase, r.misdated.is)
}
