package redact

import (
	"strconv"
	"strings"
)

// More checked numbers (checkedSchemes): Saudi Arabia's, Lithuania's and Estonia's
// identity numbers, Argentina's CBU and Morocco's RIB (bank accounts), and Chile's RUT
// written with its dots, which no other number is.

// rutPersonValid checks a Chilean RUT/RUN (rutValid) of a person: a company's RUT is
// 50.000.000 or more (SII gives people's from the low millions up, companies' from 50
// millions: "76.918.442-2" is a company's, printed on every invoice it issues).
func rutPersonValid(num string) bool {
	return rutValid(num) && !rutCompany(num)
}

// rutCompany reports whether num, a RUT (dots and hyphen as written), is a company's: its
// body is 50.000.000 or more.
func rutCompany(num string) bool {
	v := strings.NewReplacer(".", "", "-", "", " ", "").Replace(num) // the check may be K
	if len(v) < 2 {
		return false
	}
	body, err := strconv.Atoi(v[:len(v)-1])
	return err == nil && body >= 50_000_000
}

// rutWindows are the windows of s where a RUT written dd.ddd.ddd-c may stand: a hyphen
// with dots four and eight bytes before it.
func rutWindows(s string) [][2]int {
	return windowsAt(s, '-', func(at int) (int, int, bool) {
		return at - 11, at + 3, at >= 9 && s[at-4] == '.' && s[at-8] == '.'
	})
}

// baltIDValid checks a Lithuanian asmens kodas or an Estonian isikukood: the century and
// sex (1–6), YYMMDD, three digits and a check digit, the weighted sum modulo 11 (weights
// 1…9, 1; when that leaves 10, 3…9, 1, 2, 3, and 10 again gives 0).
func baltIDValid(num string) bool {
	d := digitsOf(num)
	if len(d) != 11 || d[0] < '1' || d[0] > '6' || !validDate(d[5:7], d[3:5]) {
		return false
	}
	check := func(weights [10]int) int {
		sum := 0
		for k, w := range weights {
			sum += int(d[k]-'0') * w
		}
		return sum % 11
	}
	c := check([10]int{1, 2, 3, 4, 5, 6, 7, 8, 9, 1})
	if c == 10 {
		if c = check([10]int{3, 4, 5, 6, 7, 8, 9, 1, 2, 3}); c == 10 {
			c = 0
		}
	}
	return int(d[10]-'0') == c
}

// cbuValid checks an Argentine CBU or CVU (BCRA): 22 digits in two blocks, each ending in
// a check digit, 10 minus the weighted sum of the block's other digits modulo 10 (weights
// 3, 1, 7, 9 repeating from the digit before the check backwards).
func cbuValid(num string) bool {
	d := digitsOf(num)
	if len(d) != 22 {
		return false
	}
	block := func(b string) bool {
		weights := [4]int{3, 1, 7, 9} // from the digit before the check backwards
		sum := 0
		for k := len(b) - 2; k >= 0; k-- {
			sum += int(b[k]-'0') * weights[(len(b)-2-k)%4]
		}
		return int(b[len(b)-1]-'0') == (10-sum%10)%10
	}
	return block(d[:8]) && block(d[8:])
}

// ribMAValid checks a Moroccan RIB (Bank Al-Maghrib): 24 digits (the bank's 3, the
// city's 3, the account's 16 and a key of 2), the whole number divisible by 97.
func ribMAValid(num string) bool {
	d := digitsOf(num)
	if len(d) != 24 {
		return false
	}
	rem := 0
	for k := 0; k < len(d); k++ {
		rem = (rem*10 + int(d[k]-'0')) % 97
	}
	return rem == 0
}

// wholeCheckedID reports whether v, a value on its own (a URL's parameter), is a number of
// one of the checkedSchemes read without a name (Italy's codice fiscale, Singapore's NRIC,
// Mexico's CURP, a dotted CPF or RUT, …) that passes its check, and the class to mask it
// as: "patientId=S8503127I".
func wholeCheckedID(v string) (class string, ok bool) {
	if len(v) < 8 || len(v) > 24 {
		return "", false
	}
	for i := range checkedSchemes {
		sc := &checkedSchemes[i]
		if sc.named || sc.windows == nil {
			continue
		}
		m := sc.shape.FindStringSubmatchIndex(v)
		if m == nil || m[2] != 0 || m[3] != len(v) || !sc.valid(v) {
			continue
		}
		if sc.class != "" {
			return sc.class, true
		}
		return SSN, true
	}
	return "", false
}

// cnpValid checks a Romanian CNP: 13 digits, the first 1–8, a date YYMMDD, and a check
// digit, the sum of the first twelve weighted 2 7 9 1 4 6 3 5 8 2 7 9 modulo 11 (10 is 1).
func cnpValid(num string) bool {
	d := digitsOf(num)
	if len(d) != 13 || d[0] < '1' || d[0] > '8' || !validDate(d[5:7], d[3:5]) {
		return false
	}
	sum := 0
	for k, w := range [12]int{2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9} {
		sum += int(d[k]-'0') * w
	}
	c := sum % 11
	if c == 10 {
		c = 1
	}
	return int(d[12]-'0') == c
}
