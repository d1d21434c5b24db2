package redact

import "regexp"

// A mobile number written as its country writes one within the country, without "+" and
// its country code: "0803 412 7785" (Nigeria), "0712 345 678" (Kenya), "0532 418 27 63"
// (Turkey), "06-41 27 93 58" (the Netherlands), "0812-8834-5521" (Indonesia), "139 1024
// 5678" (China), "01715-829364" (Bangladesh), "0917 482 6630" (the Philippines), "0171
// 4829306" (Germany). phonePass reads the international and North American forms; these
// are read by the country's mobile prefix and the groups its people write the number in: a
// run of digits alone is an order's or an account's as often, and a landline's groups (Rome's
// "06 4821 7730", Tokyo's "03-3712-4086") or a company's register number are no mobile's.

// nationalMobile matches, at a word's start, the written forms of national mobile numbers
// (each country's numbering plan and usual grouping):
//   - Nigeria: 070, 080, 081, 090, 091 (not 0800, a toll-free line in many countries), then 8
//     digits, "0803 412 7785";
//   - Kenya: 07xx xxx xxx;
//   - Turkey: 05xx xxx xx xx or 05xx xxx xxxx;
//   - the Netherlands: 06-xxxxxxxx, 06-xx xx xx xx, 06 xx xx xx xx;
//   - France: 06 or 07 and four pairs, by spaces or dots;
//   - Indonesia: 08 and a mobile operator's digit pair, 4-4-3…5 ("0812-8834-5521");
//   - China: 13x–19x xxxx xxxx;
//   - Bangladesh: 013xx–019xx-xxxxxx;
//   - the Philippines: 09xx xxx xxxx;
//   - Germany: 015x–017x, then 7 or 8 digits, "0171 4829306";
//   - the United Kingdom: 07xxx xxxxxx or 07xxx xxx xxx;
//   - Egypt: 010, 011, 012, 015 and a digit, then 3 or 4 and 4 digits;
//   - Pakistan: 03xx-xxxxxxx;
//   - Nepal: 98xx xxxxxx or 98xx xxx xxx;
//   - Sweden: 070, 072, 073, 076, 079-xxx xx xx.
var nationalMobile = regexp.MustCompile(`^(?:0(?:70[1-9]|80[2-9]|81\d|90[1-9]|91\d)[ -]\d{3}[ -]\d{4}|07\d{2}[ -]\d{3}[ -]\d{3}|` +
	`05\d{2}[ -]\d{3}[ -]\d{2}[ -]\d{2}|05\d{2}[ -]\d{3}[ -]\d{4}|06-\d{8}|06[ -]\d{2} \d{2} \d{2} \d{2}|0[67](?:\.\d{2}){4}|0[67](?: \d{2}){4}|` +
	`08(?:1[1-9]|2[1-3]|3[1-8]|5[1-9]|7[78]|8[1-9]|9[5-9])[ -]\d{4}[ -]\d{3,5}|1[3-9]\d[ -]\d{4}[ -]\d{4}|01[3-9]\d{2}[ -]\d{6}|` +
	`09\d{2}[ -]\d{3}[ -]\d{4}|01[5-7]\d{1,2}[ /-]\d{7,8}|07\d{3} \d{6}|07\d{3} \d{3} \d{3}|01[0125]\d[ -]\d{3,4}[ -]\d{4}|` +
	`03\d{2}-\d{7}|98\d{2}[ -]\d{6}|98\d{2}[ -]\d{3}[ -]\d{3}|07[02369]-\d{3} \d{2} \d{2})`)

// nationalMobileAt returns the end of a national mobile number at s[i:] (a digit that
// starts a word, with no group of digits just before it: "839 172 640 00014" is one
// number), or -1.
func nationalMobileAt(s string, i int) int {
	if i >= 2 && (s[i-1] == ' ' || s[i-1] == '-' || s[i-1] == '.') && isDigit(s[i-2]) {
		return -1
	}
	m := nationalMobile.FindStringIndex(s[i:min(len(s), i+24)])
	if m == nil {
		return -1
	}
	j := i + m[1]
	if j < len(s) && (isAlnum(s[j]) || (s[j] == '.' || s[j] == '-' || s[j] == '/' || s[j] == ',' || s[j] == ' ') && j+1 < len(s) && isDigit(s[j+1])) {
		return -1 // part of a longer number, a decimal, a date
	}
	return j
}
