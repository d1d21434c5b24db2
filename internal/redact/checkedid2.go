package redact

// Identity numbers whose shape and check character are rare enough to be read anywhere,
// without their name: Italy's codice fiscale and Singapore's NRIC/FIN (checkedSchemes).

// cfOdd are the values of a codice fiscale's characters in its odd positions (1st, 3rd,
// …), digits 0–9 as the letters A–J (Agenzia delle Entrate, DM 23/12/1976).
var cfOdd = [26]int{1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23}

// cfValid checks a codice fiscale's check letter: the odd positions' values (cfOdd), the
// even positions' own (0–9, A–Z 0–25), summed modulo 26, as a letter.
func cfValid(cf string) bool {
	if len(cf) != 16 {
		return false
	}
	sum := 0
	for k := 0; k < 15; k++ {
		c := cf[k]
		v := 0
		switch {
		case isDigit(c):
			v = int(c - '0')
		case 'A' <= c && c <= 'Z':
			v = int(c - 'A')
		default:
			return false
		}
		if k%2 == 0 {
			v = cfOdd[v]
		}
		sum += v
	}
	return cf[15] == byte('A'+sum%26)
}

// cfWindows are the windows of s where a codice fiscale may stand: at each run of six
// capitals followed by two digits.
func cfWindows(s string) [][2]int {
	var out [][2]int
	for k := 6; k+10 <= len(s); k++ {
		if isDigit(s[k]) && isDigit(s[k+1]) && isUpper(s[k-1]) && isUpper(s[k-2]) && isUpper(s[k-3]) &&
			isUpper(s[k-4]) && isUpper(s[k-5]) && isUpper(s[k-6]) {
			out = append(out, [2]int{max(0, k-7), min(len(s), k+11)})
			k += 9
		}
	}
	return out
}

// nricValid checks a Singapore NRIC or FIN (ICA): S or T (citizens, born before or from
// 2000) or F or G (foreigners), seven digits weighted 2 7 6 5 4 3 2, 4 more for T and G,
// the sum modulo 11 naming the check letter.
func nricValid(id string) bool {
	if len(id) != 9 {
		return false
	}
	sum := 0
	for k, w := range []int{2, 7, 6, 5, 4, 3, 2} {
		sum += int(id[k+1]-'0') * w
	}
	if id[0] == 'T' || id[0] == 'G' {
		sum += 4
	}
	table := "JZIHGFEDCBA"
	if id[0] == 'F' || id[0] == 'G' {
		table = "XWUTRQPNMLK"
	}
	return id[8] == table[sum%11]
}

// nricWindows are the windows of s where an NRIC may stand: at each S, T, F or G followed
// by seven digits.
func nricWindows(s string) [][2]int {
	var out [][2]int
	for k := 0; k+9 <= len(s); k++ {
		if c := s[k]; (c == 'S' || c == 'T' || c == 'F' || c == 'G') && isDigit(s[k+1]) && isDigit(s[k+7]) {
			out = append(out, [2]int{max(0, k-1), min(len(s), k+10)})
			k += 8
		}
	}
	return out
}
