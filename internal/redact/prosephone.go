package redact

import (
	"regexp"
	"slices"
	"strings"
)

// prosePhone finds a phone number written as bare digits after a word that names it:
// "phone: 4155550132", "Mobile number is 07700900123", "Tel. 030 1234567", Malay's "no. telefon bimbit 012-738 4419", "Téléphone :
// 0612345678", "Celular (10 dígitos): 55 4821 9037", "Mobilnummer för BankID: 070-482 19
// 63"; what it is for and a remark in brackets may come between (phoneFor). phonePass
// finds numbers by their shape alone (grouped as a phone number is,
// or with a "+"); a run of digits is a phone number only where the text says so. Group 1
// is the link between the name and the number ("number", "is", ":"), absent when only a
// space stands between them; group 2 the number, checked by phoneShaped.
var prosePhone = regexp.MustCompile(`(?i)\b(?:phone|telephone|tel\.?|mobile|cell|cellphone|whatsapp|fax|téléphone|` +
	`teléfono|telefono|telefon(?:\s+bimbit)?|handy|telefonnummer|handynummer|mobilnummer|mobilnumret|telefonnumret|mobilnummeret|telefonnummeret|rufnummer|contact|celular|cellulare|telemóvel|` +
	`móvil|telefoonnummer|telefoon|mobiel|gsm|telepon|simu|nomor\s+(?:wa|whatsapp|telepon|ponsel)(?:\s+(?:aku|saya|ku|anda))?|nomor\s+hp|no\.?\s+hp|telefone|cep\s+telefonu|namba\s+ya\s+simu(?:\s+ya\s+\p{L}+)?|` +
	// a person giving their own: "Mon numéro :", "Sms:a mig på", "llámame al"
	// with words up to a colon: "mi número por si acaso:"
	`(?:my|mon|mi|meu|mein|meine|il\s+mio|mijn|mój|min)\s+(?:numéro|número|numero|nummer|numer|number|telefonnummer|handynummer|mobilnummer)(?:(?:\s+\p{L}+){1,3}\s*:)?|` +
	`(?:ring|sms:a|messa|skriv\s+till)\s+mig\s+på|appelle[sz]?-moi\s+au|llámame\s+al|llamarme\s+al|llámeme\s+al|ligue\s+para|ruf\s+mich\s+an\s+unter|` +
	`mich(?:\s+\p{L}+){0,3}\s+unter|ruf(?:\s+mich)?\s+an)` +
	phoneFor + phoneLink)

// prosePhoneIntl is prosePhone for names in other scripts ("用手机号 138 0013 8000",
// "Телефон: 8 912 345-67-89", "رقم الجوال 0501234567"), run apart so that prosePhone keeps
// its "\b" first (a word boundary in ASCII only). Group 1 is a name that says "number"
// itself ("手机号", "номер телефона": linked as "number" is), groups 2 and 3 prosePhone's 1 and 2.
var prosePhoneIntl = regexp.MustCompile(`(?i)(?:(手机号码?|手機號碼?|电话号码|電話番号|携帯番号|휴대폰\s*번호|전화\s*번호|номер\s+телефона|` +
	`رقم\s+(?:الهاتف|الجوال|الموبايل|المحمول)|मोबाइल\s+नंबर|मोबाइल\s+नम्बर|फ़ोन\s+नंबर|फोन\s+नंबर|số\s+điện\s+thoại|موبائل\s+نمبر|فون\s+نمبر|` +
	`தொடர்பு\s+எண்|கைபேசி\s+எண்|ජංගම\s+දුරකථන\s+අංකය|إلى\s+الرقم|` +
	`شماره\s+(?:تلفن|موبایل|همراه)(?:\s+(?:من|شما|ام))?|মোবাইল\s+নম্বর|เบอร์โทร(?:ศัพท์)?|หมายเลขโทรศัพท์|` +
	// a person's own: "my number", "my mobile"
	`میرا\s+(?:موبائل\s+|فون\s+)?نمبر|मेरा\s+(?:मोबाइल\s+|फ़ोन\s+|फोन\s+)?नंबर|رقمي|رقم\s+(?:جوالي|هاتفي|موبايلي))|` +
	`手机|手機|电话|電話|携帯|휴대폰|휴대전화|핸드폰|연락처|телефон|мобильный|मोबाइल|điện\s+thoại|sđt|sdt|טלפון|נייד|موبائل|τηλέφωνο|κινητό|নাম্বার|নম্বর|` +
	// Amharic's "my phone number", "phone number"; Burmese's "phone (number)"
	`ስልክ\s+ቁጥሬ|ስልክ\s+ቁጥር|ဖုန်း(?:နံပါတ်)?)` +
	// words up to a colon: "טלפון נייד של ההורה:", "আম্মুর নাম্বারে সেন্ড মানি করে দিও:"
	`(?:[\p{L}\p{M}]*(?:\s+[\p{L}\p{M}]+){1,4}\s*[:：])?` +
	phoneFor + phoneLinkGlued)

// phoneFor is what a phone's name may have between it and the link: what it is for ("för
// BankID", "for WhatsApp", "de contacto"), the field it went into (Hindi's "फ़ील्ड में"), or
// a remark in brackets with a letter in it
// ("(10 dígitos)"; "(11)" is the number's area code).
const phoneFor = `(?:\s+(?:for|för|für|pour|para|per|voor|dla|için|untuk)\s+[\p{L}\d-]{1,20}|\s+(?:de|do|da)\s+(?:contacto|contato|contact)|` +
	`\s+(?:फ़ील्ड|फील्ड|बॉक्स)\s+में)?` + // Hindi's "in the field": "मोबाइल नंबर फ़ील्ड में 98214 36750 डाला"
	`(?:\s*\([^()\n]{0,30}\p{L}[^()\n]{0,30}\))?`

// phoneLink is what follows a phone's name in prosePhone: the link (group) or white space,
// then the number (group); phoneLinkGlued is it for prosePhoneIntl, whose names may stand
// right before the number, as Chinese, Japanese and Korean write them ("手机13917284053").
const (
	phoneLink      = phoneLinkWords + `|\s+)` + phoneNumber
	phoneLinkGlued = phoneLinkWords + `|\s*)` + phoneNumber
	phoneLinkWords = `(?:(\s+(?:number|no\.?|nr\.?|#)(?:\s+(?:is|was|of|na))?\s*[:=]?\s*|\s+(?:is|was|é|es|est|è|ist|är|er|na|c['’]est(?:\s+le)?)\s+|\)?\s*[:=#：|]\s*)`
	phoneNumber    = `(\+?\(?\d[\d ().-]{5,22}\d)`
)

// phoneStarts (and phoneStartsOwn, a person's "my number") and phoneStartsIntl (and
// phoneStartsMore) are where prosePhone's and prosePhoneIntl's names begin (lower case in
// ASCII; other scripts in the cases a label writes them), where prosePhonePass runs them:
// two finders each, as one holds at most 32.
var (
	phoneStarts = []string{"phone", "tel", "tél", "mob", "cel", "whatsapp", "fax", "handy", "rufnummer", "contact", "móvil",
		"gsm", "nomor", "no hp", "no. hp", "cep", "namba", "simu"}
	phoneStartsOwn = []string{"my ", "mon ", "mi ", "meu ", "mein", "il mio", "mijn", "mój", "min ", "ring ", "sms:a", "messa",
		"skriv", "appelle", "llámame", "llamarme", "llámeme", "ligue", "ruf ", "mich "}
	phoneStartsIntl = []string{"手机", "手機", "电话", "電話", "携帯", "휴대", "전화", "핸드폰", "연락처", "номер", "Номер", "телефон", "sđt", "sĐt", "sdt",
		"Телефон", "мобильн", "Мобильн", "رقم", "मोबाइल", "फ़ोन", "फोन", "số", "điện", "Điện", "موبائل", "فون", "شماره", "মোবাইল"}
	phoneStartsMore = []string{"เบอร์โทร", "หมายเลข", "טלפון", "נייד", "τηλέφωνο", "Τηλέφωνο", "κινητό", "Κινητό", "میرا", "मेरा", "নাম্বার", "নম্বর", "தொடர்பு", "கைபேசி", "ජංගම", "إلى الرقم",
		"ስልክ", "ဖုန်း"}
)

// upiPhone matches a UPI payment address whose name is an Indian mobile number (ten digits
// from 6 to 9) at a payment app's or a bank's handle (NPCI's list: "@ybl" PhonePe, "@paytm",
// "@oksbi" Google Pay, …); group 1 is the number.
var upiPhone = regexp.MustCompile(`\b([6-9]\d{9})@(?:ybl|ibl|axl|okaxis|oksbi|okhdfcbank|okicici|paytm|upi|apl|yapl|ptyes|ptsbi|pthdfc|ptaxis|jupiteraxis|fbl|kotak|sbi|icici|hdfcbank|axisbank|airtel|freecharge)\b`)

// prosePhoneAt and prosePhoneIntlAt are prosePhone and prosePhoneIntl anchored at a name.
var (
	prosePhoneAt     = anchor(prosePhone)
	prosePhoneIntlAt = anchor(prosePhoneIntl)
)

// prosePhonePass masks a phone number named in prose (prosePhone, prosePhoneIntl) as
// {{phone}} (SPEC §8), running each at the word starts where one of its names begins, and
// the number of a WhatsApp click-to-chat link ("wa.me/<number>").
func (r *Redactor) prosePhonePass(s string) []seg {
	if len(s) < 11 {
		return nil
	}
	low := asciiLower(s)
	var spans []span
	visit := func(intl bool) func(p int, m []int) int {
		return func(p int, m []int) int {
			named := intl // a name in another script says "phone" itself: "加我电话 138 3076 7906"
			start := m[0]
			if intl {
				m = m[2:] // prosePhone's groups
			}
			i, j := m[4], m[5]
			if intl && bengaliNumber(s[start:]) && !bdMobile.MatchString(digitsOf(s[i:j])) {
				return -1 // "অর্ডার নম্বর: …": a number, a phone's only in a mobile's shape
			}
			// "mi número por si acaso: …"; a person giving their own ("llámame al …") links it too
			linked := m[2] >= 0 || named || strings.Contains(s[start:i], ":") ||
				!intl && slices.ContainsFunc(phoneStartsOwn, func(w string) bool { return strings.HasPrefix(low[start:], w) })
			if alnumAfter(s, j) || !phoneShaped(s[i:j], linked) || serviceLine(s, i) {
				return -1 // "Tel 2024", "phone 2024 2025 deals", "mobile 12345678GB"
			}
			spans = append(spans, span{i, j, Phone})
			return j
		}
	}
	for from := 0; ; {
		k := strings.Index(low[from:], "wa.me/")
		if k < 0 {
			break
		}
		i := from + k + len("wa.me/")
		j := i
		for j < len(s) && isDigit(s[j]) {
			j++
		}
		if n := j - i; n >= 8 && n <= 15 && !alnumAfter(s, j) {
			spans = append(spans, span{i, j, Phone}) // WhatsApp's click-to-chat link: https://wa.me/2348034127789
		}
		from = i
	}
	if strings.IndexByte(s, '@') >= 0 {
		for _, m := range upiPhone.FindAllStringSubmatchIndex(s, -1) {
			spans = append(spans, span{m[2], m[3], Phone}) // "9876104532@ybl": a UPI id made of a mobile number
		}
	}
	spans = append(spans, givenPhones(s, low)...)
	if strings.IndexByte(s, '*') >= 0 && strings.IndexByte(s, '#') >= 0 {
		for _, m := range ussdNumber.FindAllStringSubmatchIndex(s, -1) {
			if !sampleNumber(s[m[2]:m[3]]) { // a menu's example: "*737*2*5000*0123456789#"
				spans = append(spans, span{m[2], m[3], Phone}) // "*712*0615837204*25#": a transfer to a number
			}
		}
	}
	labelMatches(s, low, [][]string{phoneStarts, phoneStartsOwn}, prosePhoneAt, 160, visit(false))
	labelMatches(s, low, [][]string{phoneStartsIntl, phoneStartsMore}, prosePhoneIntlAt, 192, visit(true))
	return r.maskSpans(s, spans)
}

// ussdNumber matches a USSD code that holds a person's number, as mobile money's dialled
// menus do (EVC Plus "*712*<number>*<amount>#", M-Pesa's and MTN's "*<service>*<n>*<number>#"):
// a field of 9 to 13 digits (a mobile number, or an account's) between its stars, after the
// service's code; group 1 the number. A shorter field (an amount, a menu's item) stays.
var ussdNumber = regexp.MustCompile(`\*\d{2,4}(?:\*\d{1,8})*\*(\+?\d{9,13})(?:\*\d{1,8})*#`)

// givenPhone matches a person's number given in words other than a phone's name: French
// "c'est le 07 58 12 34 90" (a number in pairs, as France and West Africa write one), and
// M-PESA's and its like's receipts, "sent to WANJIRU NJERI 0722481905", "received from
// JOHN OTIENO 254712345678" (the name in capitals, a Kenyan mobile); group 1 or 2 the
// number.
var givenPhone = regexp.MustCompile(`(?i:c['’]est\s+le)\s+(0[1-9](?:[ .]\d{2}){4})\b` +
	`|(?i:sent\s+to|received\s+from|paid\s+to)\s+[A-Z][A-Z'.-]+(?:\s+[A-Z][A-Z'.-]+){0,3}\s+((?:\+?254|0)[17]\d{8})\b`)

// givenPhones returns the spans of givenPhone's numbers in s (low is asciiLower(s)).
func givenPhones(s, low string) []span {
	if !containsAny(low, "c'est le", "c’est le", "sent to", "received from", "paid to") {
		return nil
	}
	var spans []span
	for _, m := range givenPhone.FindAllStringSubmatchIndex(s, -1) {
		g := matchedGroup(m)
		spans = append(spans, span{m[g], m[g+1], Phone})
	}
	return spans
}

// phoneShaped reports whether num, digits after a phone's name in prose, is a phone number:
// 8 to 15 digits, and, unless a word or sign links it to the name ("number", "is", ":"),
// one run of digits ("4155550132") or a number that begins as one dialled does ("+44 …",
// "(415) …", "07700 900123"). Groups of digits after the name alone are years, dates or
// prices as often: "phone 2024 2025 deals", "Mobile 15999 24999 range", "Fax 2024 01 15".
func phoneShaped(num string, linked bool) bool {
	if n := len(digitsOf(num)); n < 8 || n > 15 {
		return false
	}
	return linked || isDigits(num) || num[0] == '+' || num[0] == '(' || num[0] == '0'
}

// isDigits reports whether s is one or more ASCII digits and nothing else.
func isDigits(s string) bool {
	return s != "" && strings.Trim(s, "0123456789") == ""
}

// bengaliNumber reports whether name begins with Bengali's "number" ("নম্বর", "নাম্বার"),
// which names an order's or a ticket's number as often as a phone's.
func bengaliNumber(name string) bool {
	return strings.HasPrefix(name, "নম্বর") || strings.HasPrefix(name, "নাম্বার")
}

// bdMobile is the shape of a Bangladeshi mobile number's digits: 01, an operator's digit
// (3–9) and eight digits, or with the country code 880 first.
var bdMobile = regexp.MustCompile(`^(?:880)?01[3-9]\d{8}$`)
