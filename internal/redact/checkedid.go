package redact

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"unicode"
)

// Identity numbers with a check digit: where a text names a country's identity number
// but words stand between the name and the number ("Henkilötunnus" syötetty 120387-3563,
// "el casero necesita tu DNI …, le paso el mío: 47281936P"), the number's own check digit
// says it is one. A number of the scheme's shape is masked when its check holds and one
// of the scheme's names stands in the 200 bytes before it (or a little more, to the end
// of a word). Thailand's hyphenated id (1-1037-01258-46-2), Mexico's CURP, the Ghana
// Card's number and a Serbian bank account (160-5100128473925-52, masked as an account)
// are shaped so that no other number is, and need no name.

// checkedScheme is one country's identity number: the names that announce it (lower
// case, as asciiLower writes them), the shape (group 1 the number) and its check.
type checkedScheme struct {
	names    []string
	shape    *regexp.Regexp
	valid    func(num string) bool
	named    bool   // a name must stand before the number
	dateOnly bool   // the number's only check is a date: taken after its name only
	class    string // the class it is masked as: SSN ("" here), BankAccount for an account
	// where, for a scheme of no name, its shape is tried: the windows of s where a number
	// of it may begin (its first hyphen, its first letters)
	windows func(s string) [][2]int
}

// checked reports whether the scheme's numbers carry a check (a date alone is none: a
// CPR-nummer's), so that one is taken before its name too.
func (sc *checkedScheme) checked() bool { return !sc.dateOnly }

// checkedSchemes are the schemes checkedIDs knows, each rule from the issuer's
// specification:
//   - India's Aadhaar (UIDAI): 12 digits, the first 2–9, a Verhoeff check digit;
//   - Finland's henkilötunnus (DVV): DDMMYY, a century sign, three digits and a check
//     character, the nine digits modulo 31;
//   - Brazil's CPF (Receita Federal): 11 digits, two modulo-11 check digits; written
//     ddd.ddd.ddd-dd, its shape alone (no other number is written so);
//   - Turkey's T.C. Kimlik No (NVİ): 11 digits, the 10th and 11th computed from the others;
//   - Spain's DNI and NIE (Ministerio del Interior): 8 digits (an NIE's X, Y or Z for 0–2
//     and 7 digits) and the letter of the number modulo 23;
//   - Thailand's national id (Department of Provincial Administration): 13 digits, the first
//     1–8 (a company's tax number, of the same scheme, begins with 0), the last 11 minus
//     the weighted sum modulo 11;
//   - South Africa's identity number (Home Affairs): YYMMDD, 6 digits, a Luhn check;
//   - France's NIR (INSEE): 13 characters (Corsica's 2A/2B) and a key of 97 minus the
//     number modulo 97;
//   - Mexico's CURP (RENAPO): four letters, the date of birth, the sex, the state's and
//     the name's consonants, a character and a check digit — a shape no other number has;
//   - Ghana's Ghana Card number (NIA): "GHA-", nine digits, a hyphen and a digit;
//   - Italy's codice fiscale (Agenzia delle Entrate): six letters, the year, the month's
//     letter, the day, the town's code and a check letter (cfValid), read anywhere;
//   - Singapore's NRIC and FIN (ICA): S, T, F or G, seven digits and a check letter
//     (nricValid), read anywhere;
//   - Chile's RUT/RUN (SII): up to eight digits and a modulo-11 check digit or K, a
//     person's below 50.000.000 (a company's from there on, which stays); written with
//     its dots (dd.ddd.ddd-c), its shape alone;
//   - Saudi Arabia's national id and iqama (NIC): 10 digits, 1 a citizen's and 2 a
//     resident's, a Luhn check;
//   - Lithuania's asmens kodas and Estonia's isikukood: the century and sex, YYMMDD, three
//     digits and a modulo-11 check (baltIDValid);
//   - Argentina's CBU and CVU (BCRA): 22 digits in two blocks with a check digit each —
//     masked as a bank account;
//   - Morocco's RIB (Bank Al-Maghrib): 24 digits divisible by 97 — masked as a bank
//     account;
//   - Romania's CNP (codul numeric personal): the sex and century (1–8), YYMMDD, the
//     county's two digits, three, and a check digit of weights 2 7 9 1 4 6 3 5 8 2 7 9;
//   - Indonesia's NIK (Dukcapil): 16 digits holding the date of birth (the day plus 40
//     for a woman) after the region's six;
//   - Kazakhstan's ЖСН/ИИН: 12 digits, the date of birth first and a modulo-11 check
//     digit (weights 1…11, or 3…11, 1, 2 when the first sum leaves 10);
//   - Russia's СНИЛС (Social Fund): 9 digits and a two-digit check of their weighted sum;
//   - a Serbian bank account (NBS): the bank's 3 digits, 13, and a control of 98 minus the
//     sixteen × 100 modulo 97, written 3-13-2 — masked as a bank account;
//   - Japan's My Number (個人番号, Digital Agency): 12 digits, the last 11 minus the
//     weighted sum modulo 11;
//   - the Netherlands' BSN: 9 digits passing the "elfproef" (weights 9…2 and −1);
//   - Sweden's personnummer (Skatteverket): YYMMDD (a day plus 60 for a
//     samordningsnummer), four digits, a Luhn check over the ten;
//   - Portugal's NIF of a person (AT): 9 digits beginning 1–3, a modulo-11 check digit
//     (a company's NIPC begins otherwise and stays);
//   - South Korea's 주민등록번호: YYMMDD, a digit of sex and century (1–8), six digits, a
//     modulo-11 check (numbers given since October 2020 have none and are found by their
//     label only);
//   - Israel's identity number (תעודת זהות): 9 digits and a Luhn check, a person's
//     beginning 0–4 (a company's ח.פ., of the same check, begins with 5);
//   - Norway's fødselsnummer (Skatteetaten): DDMMYY, three digits and two modulo-11 check
//     digits;
//   - Denmark's CPR-nummer (CPR-kontoret): DDMMYY and four digits, with no check since
//     2007, so only after its name and with a valid date;
//   - the Czech and Slovak rodné číslo (zákon 133/2000 Sb.): YYMMDD (the month plus 50
//     for a woman, plus 20 for numbers given since 2004), "/", four digits, the ten
//     divisible by 11 (or a remainder of 10 and a last digit 0) — its shape where the text
//     names it anywhere ("… ověřeno" after the number).
var checkedSchemes = []checkedScheme{
	{names: []string{"aadhaar", "aadhar", "आधार", "আধার", "uidai", "ஆதார்"},
		shape: regexp.MustCompile(`(?:^|[^\d-])([2-9]\d{3}[ -]?\d{4}[ -]?\d{4})(?:$|[^\d-])`), valid: verhoeff, named: true},
	{names: []string{"henkilötunnu", "henkilotunnu", "hetu", "personbeteckning"},
		shape: regexp.MustCompile(`(?:^|[^\w-])(\d{6}[-+A-FU-Y]\d{3}[0-9A-Y])(?:$|[^\w-])`), valid: hetuValid, named: true},
	{names: []string{"cpf"},
		shape: regexp.MustCompile(`(?:^|[^\d./-])(\d{3}\.?\d{3}\.?\d{3}-?\d{2})(?:$|[^\d./-])`), valid: cpfValid, named: true},
	{shape: regexp.MustCompile(`(?:^|[^\d./-])(\d{3}\.\d{3}\.\d{3}-\d{2})(?:$|[^\d./-])`), valid: cpfValid, windows: cpfWindows},
	{names: []string{"kimlik", "tckn", "t.c. no", "tc no", "trid"},
		shape: regexp.MustCompile(`(?:^|[^\d-])([1-9]\d{10})(?:$|[^\d-])`), valid: tcknValid, named: true},
	{names: []string{"dni", "nie", "nif", "documento de identidad", "d.n.i"},
		shape: regexp.MustCompile(`(?:^|[^\w-])([XYZxyz]?-?\d{7,8}-?[A-Za-z])(?:$|[^\w-])`), valid: dniValid, named: true},
	{shape: regexp.MustCompile(`(?:^|[^\d-])([1-8]-\d{4}-\d{5}-\d{2}-\d)(?:$|[^\d-])`), valid: thaiIDValid, windows: thaiWindows},
	{names: []string{"บัตรประชาชน", "ประจำตัวประชาชน", "thai id"},
		shape: regexp.MustCompile(`(?:^|[^\d-])([1-8]\d{12})(?:$|[^\d-])`), valid: thaiIDValid, named: true},
	{names: []string{"id-nommer", "id nommer", "identiteitsnommer", "id number", "identity number", "id_number", "idnumber",
		"kamazisi", "yomazisi", "id yaseningizimu"},
		// after a space, a colon, or a Zulu copula's prefix ("ngu-9004125387087")
		shape: regexp.MustCompile(`(?:^|[^\d-]|\b(?:ngu|yi|ng)-)(\d{13})(?:$|[^\d-])`), valid: saIDValid, named: true},
	{names: []string{"sécurité sociale", "securite sociale", "numéro de sécu", "nir", "carte vitale"},
		shape: regexp.MustCompile(`(?:^|[^\d-])([12] ?\d{2} ?\d{2} ?(?:\d{2}|2[AB]) ?\d{3} ?\d{3} ?\d{2})(?:$|[^\d-])`), valid: nirValid, named: true},
	{names: []string{"マイナンバー", "個人番号", "my number"},
		shape: regexp.MustCompile(`(?:^|[^\d-])(\d{4}[ -]?\d{4}[ -]?\d{4})(?:$|[^\d-])`), valid: myNumberValid, named: true},
	{names: []string{"bsn", "burgerservicenummer", "sofinummer"},
		shape: regexp.MustCompile(`(?:^|[^\d.-])(\d{4}\.?\d{2}\.?\d{3})(?:$|[^\d.-])`), valid: bsnValid, named: true},
	{names: []string{"personnummer", "personnumret", "personnr", "samordningsnummer", "bankid"},
		shape: regexp.MustCompile(`(?:^|[^\d-])((?:19|20)?\d{6}[-+]?\d{4})(?:$|[^\d-])`), valid: personnummerValid, named: true},
	{names: []string{"nif", "contribuinte"},
		shape: regexp.MustCompile(`(?:^|[^\d-])([1-3]\d{8})(?:$|[^\d-])`), valid: nifPTValid, named: true},
	{names: []string{"주민등록번호", "주민번호", "resno", "jumin", "rrn"},
		shape: regexp.MustCompile(`(?:^|[^\d-])(\d{6}-?[1-8]\d{6})(?:$|[^\d-])`), valid: rrnValid, named: true},
	{names: []string{"תעודת זהות", "תעודת הזהות", "ת.ז", "ת\"ז", "מספר זהות"},
		shape: regexp.MustCompile(`(?:^|[^\d-])([0-4]\d{8})(?:$|[^\d-])`), valid: israeliIDValid, named: true},
	{shape: regexp.MustCompile(`(?:^|[^A-Za-z0-9])([A-Z]{4}\d{6}[HMX][A-Z]{5}[A-Z0-9]\d)(?:$|[^A-Za-z0-9])`), valid: anyNumber, windows: curpWindows},
	{shape: regexp.MustCompile(`(?:^|[^A-Za-z0-9-])(GHA-\d{9}-\d)(?:$|[^\d-])`), valid: anyNumber, windows: ghanaWindows},
	{shape: regexp.MustCompile(`(?:^|[^A-Za-z0-9])([A-Z]{6}\d{2}[ABCDEHLMPRST]\d{2}[A-Z]\d{3}[A-Z])(?:$|[^A-Za-z0-9])`), valid: cfValid, windows: cfWindows},
	{shape: regexp.MustCompile(`(?:^|[^A-Za-z0-9])([STFG]\d{7}[A-Z])(?:$|[^A-Za-z0-9])`), valid: nricValid, windows: nricWindows},
	{shape: regexp.MustCompile(`(?:^|[^\d-])(\d{3}-\d{13}-\d{2})(?:$|[^\d-])`), valid: serbianAccountValid, windows: serbianWindows, class: BankAccount},
	{names: []string{"rut", "run", "rol único"},
		shape: regexp.MustCompile(`(?:^|[^\d.-])(\d{1,2}\.?\d{3}\.?\d{3}-[\dkK])(?:$|[^\w-])`), valid: rutPersonValid, named: true},
	{shape: regexp.MustCompile(`(?:^|[^\d.-])(\d{1,2}\.\d{3}\.\d{3}-[\dkK])(?:$|[^\w-])`), valid: rutPersonValid, windows: rutWindows},
	{names: []string{"هويتي", "رقم الهوية", "رقم هوية", "الهوية الوطنية", "الإقامة", "الاقامة", "إقامتي", "اقامتي", "iqama", "saudi id"},
		shape: regexp.MustCompile(`(?:^|[^\d-])([12]\d{9})(?:$|[^\d-])`), valid: luhn, named: true},
	{names: []string{"asmens kod", "isikukood", "isikukoodi", "personal code"},
		shape: regexp.MustCompile(`(?:^|[^\d-])([1-6]\d{10})(?:$|[^\d-])`), valid: baltIDValid, named: true},
	{names: []string{"cbu", "cvu"},
		shape: regexp.MustCompile(`(?:^|[^\d-])(\d{7}[ -]?\d[ -]?\d{13}[ -]?\d)(?:$|[^\d-])`), valid: cbuValid, named: true, class: BankAccount},
	{names: []string{"cnp", "cod numeric personal"},
		shape: regexp.MustCompile(`(?:^|[^\d-])([1-8]\d{12})(?:$|[^\d-])`), valid: cnpValid, named: true},
	{names: []string{"rib"},
		shape: regexp.MustCompile(`(?:^|[^\d-])(\d{3}[ -]?\d{3}[ -]?\d{16}[ -]?\d{2})(?:$|[^\d-])`), valid: ribMAValid, named: true, class: BankAccount},
	{names: []string{"nik", "nomor induk kependudukan"},
		shape: regexp.MustCompile(`(?:^|[^\d-])(\d{16})(?:$|[^\d-])`), valid: nikValid, named: true},
	{names: []string{"жсн", "иин", "iin", "ЖСН", "ИИН"},
		shape: regexp.MustCompile(`(?:^|[^\d-])(\d{12})(?:$|[^\d-])`), valid: iinValid, named: true},
	{names: []string{"fødselsnummer", "fodselsnummer", "fødselsnr", "fnr"},
		shape: regexp.MustCompile(`(?:^|[^\d-])(\d{6} ?\d{5})(?:$|[^\d-])`), valid: fnrValid, named: true},
	{names: []string{"cpr"},
		shape: regexp.MustCompile(`(?:^|[^\d-])(\d{6}-?\d{4})(?:$|[^\d-])`), valid: cprValid, named: true, dateOnly: true},
	{shape: regexp.MustCompile(`(?:^|[^\d/-])(\d{6}/\d{4})(?:$|[^\d/-])`), valid: rodneValid, windows: rodneWindows},
	{names: []string{"снилс", "snils"},
		shape: regexp.MustCompile(`(?:^|[^\d-])(\d{3}-?\d{3}-?\d{3}[ -]?\d{2})(?:$|[^\d-])`), valid: snilsValid, named: true},
}

// checkedIDs calls found with the bounds and the class of each number of s that a scheme
// of checkedSchemes finds (low is asciiLower(s)): the shape is looked for in the 200 bytes
// after each of a scheme's names (to the end of a word there), so that a long page is read
// only where a name stands (and, for a scheme with a check, in the 160 bytes before a name
// on its line); an unnamed shape only in its windows.
func checkedIDs(s, low string, found func(i, j int, class string)) {
	if !strings.ContainsAny(s, "0123456789") {
		return
	}
	seen := map[int]bool{}
	take := func(sc *checkedScheme, from, to int) {
		for _, m := range sc.shape.FindAllStringSubmatchIndex(s[from:to], -1) {
			i, j := from+m[2], from+m[3]
			if !seen[i] && sc.valid(s[i:j]) && !dummyNumber(s[i:j]) { // "Format: GHA-000000000-0"
				seen[i] = true
				class := sc.class
				if class == "" {
					class = SSN
				}
				found(i, j, class)
			}
		}
	}
	for k := range checkedSchemes {
		sc := &checkedSchemes[k]
		if !sc.named {
			for _, w := range sc.windows(s) {
				take(sc, w[0], w[1])
			}
			continue
		}
		for _, name := range sc.names {
			for p := strings.Index(low, name); p >= 0; {
				end := min(len(s), p+len(name)+200)
				for end < len(s) && end-p < 260 && !unicode.IsSpace(rune(s[end])) {
					end++ // to the end of a word: the shape's "$" is no number's middle
				}
				take(sc, p, end)
				if sc.checked() {
					// A number its name follows on its line: "send_keys('312548704')   # תעודת זהות"
					take(sc, max(p-160, strings.LastIndexByte(s[:p], '\n')+1), p)
				}
				next := strings.Index(low[p+1:], name)
				if next < 0 {
					break
				}
				p += 1 + next
			}
		}
	}
}

// verhoeff reports whether the digits of num pass the Verhoeff check (Aadhaar's).
func verhoeff(num string) bool {
	d := digitsOf(num)
	c := 0
	for k := 0; k < len(d); k++ {
		c = verhoeffD[c][verhoeffP[k%8][d[len(d)-1-k]-'0']]
	}
	return c == 0
}

var (
	verhoeffD = [10][10]int{{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}, {1, 2, 3, 4, 0, 6, 7, 8, 9, 5}, {2, 3, 4, 0, 1, 7, 8, 9, 5, 6},
		{3, 4, 0, 1, 2, 8, 9, 5, 6, 7}, {4, 0, 1, 2, 3, 9, 5, 6, 7, 8}, {5, 9, 8, 7, 6, 0, 4, 3, 2, 1},
		{6, 5, 9, 8, 7, 1, 0, 4, 3, 2}, {7, 6, 5, 9, 8, 2, 1, 0, 4, 3}, {8, 7, 6, 5, 9, 3, 2, 1, 0, 4}, {9, 8, 7, 6, 5, 4, 3, 2, 1, 0}}
	verhoeffP = [8][10]int{{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}, {1, 5, 7, 6, 2, 8, 3, 0, 9, 4}, {5, 8, 0, 3, 7, 9, 6, 1, 4, 2},
		{8, 9, 1, 6, 0, 4, 3, 5, 2, 7}, {9, 4, 5, 3, 1, 2, 6, 8, 7, 0}, {4, 2, 8, 6, 5, 7, 3, 9, 0, 1},
		{2, 7, 9, 3, 8, 0, 6, 4, 1, 5}, {7, 0, 4, 6, 9, 1, 3, 2, 5, 8}}
)

// validDate reports whether dd and mm (two digits each) are a day and a month.
func validDate(dd, mm string) bool {
	d, _ := strconv.Atoi(dd)
	m, _ := strconv.Atoi(mm)
	return d >= 1 && d <= 31 && m >= 1 && m <= 12
}

// hetuValid checks a Finnish henkilötunnus: DDMMYY, the century sign, NNN and the check
// character of DDMMYYNNN modulo 31.
func hetuValid(num string) bool {
	if !validDate(num[:2], num[2:4]) {
		return false
	}
	n, err := strconv.Atoi(num[:6] + num[7:10])
	return err == nil && "0123456789ABCDEFHJKLMNPRSTUVWXY"[n%31] == num[10]
}

// cpfValid checks a Brazilian CPF's two check digits (weights 10…2, then 11…2; a
// remainder under 2 gives 0); eleven equal digits are no CPF.
func cpfValid(num string) bool {
	d := digitsOf(num)
	if len(d) != 11 || strings.Count(d, d[:1]) == 11 {
		return false
	}
	for k := 9; k <= 10; k++ {
		sum := 0
		for i := 0; i < k; i++ {
			sum += int(d[i]-'0') * (k + 1 - i)
		}
		c := 11 - sum%11
		if c >= 10 {
			c = 0
		}
		if int(d[k]-'0') != c {
			return false
		}
	}
	return true
}

// tcknValid checks a Turkish T.C. Kimlik No: the 10th digit is (7 × the odd-placed
// digits' sum − the even-placed digits' sum) mod 10, the 11th the first ten's sum mod 10.
func tcknValid(num string) bool {
	odd, even, all := 0, 0, 0
	for i := 0; i < 9; i++ {
		if i%2 == 0 {
			odd += int(num[i] - '0')
		} else {
			even += int(num[i] - '0')
		}
	}
	all = odd + even + int(num[9]-'0')
	return ((7*odd-even)%10+10)%10 == int(num[9]-'0') && all%10 == int(num[10]-'0')
}

// dniValid checks a Spanish DNI or NIE: the letter of the number (an NIE's X, Y, Z as 0,
// 1, 2) modulo 23.
func dniValid(num string) bool {
	v := strings.ToUpper(strings.ReplaceAll(num, "-", ""))
	if p := strings.IndexByte("XYZ", v[0]); p >= 0 {
		if len(v) != 9 {
			return false
		}
		v = string(rune('0'+p)) + v[1:]
	}
	if len(v) != 9 {
		return false
	}
	n, err := strconv.Atoi(v[:8])
	return err == nil && "TRWAGMYFPDXBNJZSQVHLCKE"[n%23] == v[8]
}

// thaiIDValid checks a Thai national id: the 13th digit is (11 − Σ dᵢ × (13 − i)) mod 10
// over the first twelve.
func thaiIDValid(num string) bool {
	d := digitsOf(num)
	if len(d) != 13 {
		return false
	}
	sum := 0
	for i := 0; i < 12; i++ {
		sum += int(d[i]-'0') * (13 - i)
	}
	return (11-sum%11)%10 == int(d[12]-'0')
}

// saIDValid checks a South African identity number: a date of birth YYMMDD first and a
// Luhn check over all 13 digits.
func saIDValid(num string) bool {
	return validDate(num[4:6], num[2:4]) && luhn(num)
}

// nirValid checks a French NIR: the key (the last two digits) is 97 minus the first 13
// characters modulo 97, Corsica's 2A and 2B read as 19 and 18.
func nirValid(num string) bool {
	v := strings.ReplaceAll(num, " ", "")
	body := v[:13]
	switch {
	case strings.Contains(body, "2A"):
		body = strings.Replace(body, "2A", "19", 1)
	case strings.Contains(body, "2B"):
		body = strings.Replace(body, "2B", "18", 1)
	}
	n, err1 := strconv.ParseInt(body, 10, 64)
	key, err2 := strconv.Atoi(v[13:])
	return err1 == nil && err2 == nil && n > 0 && 97-n%97 == int64(key)
}

// snilsValid checks a Russian СНИЛС: the last two digits are Σ dᵢ × (9 − i) over the first
// nine, modulo 101, and 0 for 100.
func snilsValid(num string) bool {
	d := digitsOf(num)
	if len(d) != 11 {
		return false
	}
	sum := 0
	for i := 0; i < 9; i++ {
		sum += int(d[i]-'0') * (9 - i)
	}
	c := sum % 101
	if c == 100 {
		c = 0
	}
	check, _ := strconv.Atoi(d[9:])
	return c == check
}

// myNumberValid checks a Japanese My Number: the 12th digit is 11 − (Σ Pₙ × Qₙ mod 11),
// 0 for a remainder of 0 or 1, Pₙ the n-th of the first 11 digits from the right, Qₙ = n+1
// for n ≤ 6 and n−5 after.
func myNumberValid(num string) bool {
	d := digitsOf(num)
	if len(d) != 12 {
		return false
	}
	sum := 0
	for n := 1; n <= 11; n++ {
		q := n + 1
		if n > 6 {
			q = n - 5
		}
		sum += int(d[11-n]-'0') * q
	}
	c := 0
	if r := sum % 11; r > 1 {
		c = 11 - r
	}
	return int(d[11]-'0') == c
}

// bsnValid checks a Dutch BSN by the elfproef: Σ dᵢ × (9 − i) over the first eight, minus
// the ninth, is a multiple of 11.
func bsnValid(num string) bool {
	d := digitsOf(num)
	if len(d) != 9 {
		return false
	}
	sum := -int(d[8] - '0')
	for i := 0; i < 8; i++ {
		sum += int(d[i]-'0') * (9 - i)
	}
	return sum%11 == 0 && sum != 0
}

// personnummerValid checks a Swedish personnummer or samordningsnummer: a month and a day
// (plus 60 for the latter) in YYMMDD and a Luhn check over the last ten digits.
func personnummerValid(num string) bool {
	d := digitsOf(num)
	d = d[len(d)-10:]
	day, _ := strconv.Atoi(d[4:6])
	if day > 60 {
		day -= 60
	}
	return validDate(strconv.Itoa(day), d[2:4]) && luhn(d)
}

// nifPTValid checks a Portuguese NIF: the ninth digit is 11 − (Σ dᵢ × (9 − i) mod 11), 0
// for a remainder under 2.
func nifPTValid(num string) bool {
	sum := 0
	for i := 0; i < 8; i++ {
		sum += int(num[i]-'0') * (9 - i)
	}
	c := 0
	if r := sum % 11; r >= 2 {
		c = 11 - r
	}
	return int(num[8]-'0') == c
}

// rrnValid checks a South Korean resident registration number: a month and a day, and the
// 13th digit (11 − Σ dᵢ × wᵢ mod 11) mod 10 with weights 2…9, 2…5.
func rrnValid(num string) bool {
	d := digitsOf(num)
	if len(d) != 13 || !validDate(d[4:6], d[2:4]) {
		return false
	}
	w := [12]int{2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5}
	sum := 0
	for i := 0; i < 12; i++ {
		sum += int(d[i]-'0') * w[i]
	}
	return (11-sum%11)%10 == int(d[12]-'0')
}

// israeliIDValid checks an Israeli identity number: a Luhn check over its nine digits
// (weights 1 and 2 from the left, as the Population Authority gives them).
func israeliIDValid(num string) bool {
	return luhn(num)
}

// rutValid checks a Chilean RUT: the check character is 11 − (Σ dᵢ × wᵢ mod 11) with
// weights 2…7 from the right, K for 10 and 0 for 11.
func rutValid(num string) bool {
	v := strings.ToUpper(strings.NewReplacer(".", "", "-", "").Replace(num))
	body, check := v[:len(v)-1], v[len(v)-1]
	sum, w := 0, 2
	for i := len(body) - 1; i >= 0; i-- {
		sum += int(body[i]-'0') * w
		if w++; w > 7 {
			w = 2
		}
	}
	want := "0123456789K0"[11-sum%11]
	return len(body) >= 7 && check == want
}

// nikValid checks the date an Indonesian NIK holds: digits 7–12 are DDMMYY, the day plus
// 40 for a woman.
func nikValid(num string) bool {
	day, _ := strconv.Atoi(num[6:8])
	if day > 40 {
		day -= 40
	}
	return validDate(fmt.Sprintf("%02d", day), num[8:10])
}

// anyNumber is the check of a scheme whose shape is its only check (CURP's letters and
// digits, the Ghana Card's "GHA-").
func anyNumber(string) bool { return true }

// thaiWindows are the windows of s where a hyphenated Thai id may stand: one digit before
// a hyphen (not a longer number's), and the 17 bytes from it.
func thaiWindows(s string) [][2]int {
	return windowsAt(s, '-', func(at int) (int, int, bool) {
		ok := at >= 1 && isDigit(s[at-1]) && (at < 2 || !isDigit(s[at-2]) && s[at-2] != '-')
		return at - 2, at + 17, ok
	})
}

// curpWindows are the windows of s where a CURP may stand: four capitals and a digit.
func curpWindows(s string) [][2]int {
	var out [][2]int
	for k := 4; k < len(s); k++ {
		if isDigit(s[k]) && isUpper(s[k-1]) && isUpper(s[k-2]) && isUpper(s[k-3]) && isUpper(s[k-4]) {
			out = append(out, [2]int{max(0, k-5), min(len(s), k+15)})
			k += 14
		}
	}
	return out
}

// ghanaWindows are the windows of s where a Ghana Card number may stand: at each "GHA-".
func ghanaWindows(s string) [][2]int {
	var out [][2]int
	for from := 0; ; {
		k := strings.Index(s[from:], "GHA-")
		if k < 0 {
			return out
		}
		at := from + k
		out = append(out, [2]int{max(0, at-1), min(len(s), at+17)})
		from = at + 4
	}
}

// iinValid checks a Kazakh ЖСН (ИИН): a month and a day in YYMMDD, and the 12th digit the
// first eleven's sum with weights 1…11 modulo 11, or, when that is 10, with weights 3…11,
// 1, 2 (10 again: no valid number).
func iinValid(num string) bool {
	if !validDate(num[4:6], num[2:4]) {
		return false
	}
	for _, first := range []int{1, 3} {
		sum := 0
		for i := 0; i < 11; i++ {
			sum += int(num[i]-'0') * ((first+i-1)%11 + 1)
		}
		if c := sum % 11; c != 10 {
			return c == int(num[11]-'0')
		}
	}
	return false
}

// serbianWindows are the windows of s where a Serbian account written 3-13-2 may stand:
// three digits before a hyphen (not a longer number's) and the 20 bytes from them.
func serbianWindows(s string) [][2]int {
	return windowsAt(s, '-', func(at int) (int, int, bool) {
		ok := at >= 3 && isDigit(s[at-1]) && isDigit(s[at-2]) && isDigit(s[at-3]) && (at < 4 || !isDigit(s[at-4])) &&
			at+17 < len(s) && s[at+14] == '-'
		return at - 4, at + 18, ok
	})
}

// serbianAccountValid checks a Serbian account's control: 98 − (the first sixteen digits ×
// 100 mod 97).
func serbianAccountValid(num string) bool {
	d := digitsOf(num)
	rem := 0
	for i := 0; i < 16; i++ {
		rem = (rem*10 + int(d[i]-'0')) % 97
	}
	rem = rem * 100 % 97
	check, _ := strconv.Atoi(d[16:])
	return 98-rem == check
}

// cprValid checks a Danish CPR-nummer's date, DDMMYY.
func cprValid(num string) bool { return validDate(num[:2], num[2:4]) }

// rodneValid checks a rodné číslo written YYMMDD/NNNN: the month (1–12, plus 20, 50 or
// 70), the day, and the ten digits modulo 11 (0, or 10 with a last digit 0).
func rodneValid(num string) bool {
	d := digitsOf(num)
	m, _ := strconv.Atoi(d[2:4])
	for _, add := range []int{70, 50, 20} {
		if m > add {
			m -= add
			break
		}
	}
	if !validDate(d[4:6], fmt.Sprintf("%02d", m)) {
		return false
	}
	n, _ := strconv.ParseInt(d, 10, 64)
	return n%11 == 0 || n/10%11 == 10 && d[9] == '0'
}

// rodneNames are how Czech and Slovak texts name a rodné číslo (lower case).
var rodneNames = []string{"rodné", "rodne", "rodného", "r. č.", "r.č."}

// rodneWindows are the windows of s where a rodné číslo may stand (six digits, "/"), when
// s names one anywhere.
func rodneWindows(s string) [][2]int {
	out := windowsAt(s, '/', func(at int) (int, int, bool) {
		return at - 7, at + 6, at >= 6 && digitsOf(s[at-6:at]) == s[at-6:at]
	})
	if out == nil {
		return nil
	}
	low := strings.ToLower(s)
	for _, n := range rodneNames {
		if strings.Contains(low, n) {
			return out
		}
	}
	return nil
}

// windowsAt returns, for each c in s where at says a number may stand around it, the
// window [lo, hi) it gives, clipped to s.
func windowsAt(s string, c byte, at func(i int) (lo, hi int, ok bool)) [][2]int {
	var out [][2]int
	for from := 0; ; {
		k := strings.IndexByte(s[from:], c)
		if k < 0 {
			return out
		}
		if lo, hi, ok := at(from + k); ok {
			out = append(out, [2]int{max(0, lo), min(len(s), hi)})
		}
		from += k + 1
	}
}

// cpfWindows are the windows of s where a CPF written ddd.ddd.ddd-dd may stand: a hyphen
// after a dot eight bytes before it.
func cpfWindows(s string) [][2]int {
	return windowsAt(s, '-', func(at int) (int, int, bool) {
		return at - 12, at + 4, at >= 11 && s[at-4] == '.' && s[at-8] == '.'
	})
}

// fnrValid checks a Norwegian fødselsnummer's two check digits (weights 3 7 6 1 8 9 4 5 2,
// then 5 4 3 2 7 6 5 4 3 2; 11 − the sum modulo 11, 11 giving 0 and 10 no number).
func fnrValid(num string) bool {
	d := digitsOf(num)
	check := func(weights []int) int {
		sum := 0
		for k, w := range weights {
			sum += int(d[k]-'0') * w
		}
		c := 11 - sum%11
		if c == 11 {
			c = 0
		}
		return c
	}
	k1 := check([]int{3, 7, 6, 1, 8, 9, 4, 5, 2})
	k2 := check([]int{5, 4, 3, 2, 7, 6, 5, 4, 3, 2})
	return k1 < 10 && k2 < 10 && int(d[9]-'0') == k1 && int(d[10]-'0') == k2
}
