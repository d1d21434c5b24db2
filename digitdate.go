package waymark

import (
	"fmt"
	"slices"
	"strconv"
	"time"
)

// A date in digits with its day and month in either order ("06/12/2026") is June 12 to a
// reader in the United States and 6 December to most others. Against a request that
// names the date in words ("June 12, 2026") it is the same date when only one order makes
// a date ("06/13/2026" for "June 13, 2026"), and otherwise maybe another: the route is the
// request's, held at P2 with a warning that names both readings (digitsDated).

// digitsDated returns, for two requests that differ where one writes a date in digits, day
// and month in either order with or without a year ("06/12/2026", "12.06.26", "6/12"), and
// the other in words ("June 12, 2026", "Friday, June 12": weekdayDate), how many of the
// words they share before and after the stretches in which they differ (before, qm, sm,
// after, as datedMore reads them; at most three each side) belong to the date; the date
// in words (w); and the other reading of the digits ("December 6, 2026"), "" when they
// read one way only. ok is false unless one reading of the digits is w's date, in w's
// year when both name one.
func digitsDated(before, qm, sm, after []string) (k, j int, w aDate, other string, ok bool) {
	for k = min(3, len(before)); k >= 0; k-- { // the widest first: "06/12/2026", not "06/12" before a shared year
		for j = min(3, len(after)); j >= 0; j-- {
			q := slices.Concat(before[len(before)-k:], qm, after[:j])
			s := slices.Concat(before[len(before)-k:], sm, after[:j])
			if other, ok = digitsAre(q, s); !ok {
				other, ok = digitsAre(s, q)
				q, s = s, q
			}
			if ok {
				w, _ = weekdayDate(s)
				return k, j, w, other, true
			}
		}
	}
	return 0, 0, aDate{}, "", false
}

// digitsAre reports whether digits, two or three words of digits (month and day in either
// order, then a year of two or four digits), can be the date words name (weekdayDate), and
// returns the other reading of the digits when there is one ("December 6, 2026" for "06 12
// 2026" read as June 12).
func digitsAre(digits, words []string) (other string, ok bool) {
	if len(digits) < 2 || len(digits) > 3 || slices.ContainsFunc(digits, func(s string) bool { return !digitsOnly(s) || len(s) > 4 }) {
		return "", false
	}
	w, okw := weekdayDate(words)
	if !okw {
		return "", false
	}
	a, _ := strconv.Atoi(digits[0])
	b, _ := strconv.Atoi(digits[1])
	year := 0
	if len(digits) == 3 {
		switch y := digits[2]; len(y) {
		case 4:
			year, _ = strconv.Atoi(y)
		case 2:
			year, _ = strconv.Atoi(y)
			year += 2000
		default:
			return "", false
		}
	}
	if year != 0 && w.year != 0 && year != w.year || len(digits[0]) > 2 || len(digits[1]) > 2 {
		return "", false
	}
	valid := func(m, d int) bool { return m >= 1 && m <= 12 && d >= 1 && d <= 31 }
	var om, od int // the other reading
	switch {
	case a == w.month && b == w.day:
		om, od = b, a
	case b == w.month && a == w.day:
		om, od = a, b
	default:
		return "", false
	}
	if !valid(om, od) || om == w.month && od == w.day {
		return "", true
	}
	if year = max(year, w.year); year != 0 {
		return fmt.Sprintf("%s %d, %d", time.Month(om), od, year), true
	}
	return fmt.Sprintf("%s %d", time.Month(om), od), true
}
