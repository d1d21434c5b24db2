package redact

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// idLabelAt matches, from its start, the label of a person's identity number and the gap
// to the number (idGap): a passport's ("Passport No.", "Reisepassnummer", "Número de
// pasaporte"), a tax id's ("Tax ID", "Steuerliche Identifikationsnummer", "Steuer-ID",
// "Codice fiscale", "Numéro fiscal", "Unique Taxpayer Reference"), a national id's or
// social insurance's ("National Insurance number", "Personalausweisnummer", "Numéro de
// sécurité sociale", "Burgerservicenummer", "Aadhaar", "Personnummer"), a health
// insurance's ("Versichertennummer", "Medicare number", "NHS number", "Member ID") and a
// driving licence's; in more languages too ("Rijksregisternummer", "Fødselsnummer", a
// Polish ID card's "numer dowodu", "T.C. Kimlik No", "居民身份证号码", "個人番号",
// "주민등록번호", Russia's "СНИЛС", "ИНН" and "Паспорт РФ", Israel's "תעודת זהות", India's
// "आधार संख्या", Vietnam's "Số CCCD", Thailand's "เลขประจำตัวประชาชน", Greece's "ΑΜΚΑ",
// Czechia's "Rodné číslo", Ukraine's "РНОКПП", Bulgaria's "ЕГН", Estonia's "Isikukood",
// Pakistan's "شناختی کارڈ نمبر", Japan's "旅券番号", a USCIS A-Number, a document's number
// in Italian and Spanish). Group 1 is the label, group 2 a bare "Member ID" (it counts beside a
// health plan's words only, insuranceNear).
var idLabelAt = regexp.MustCompile(`^((?i:` +
	`(?:passport|reisepass|passeport|pasaporte|passaporto|paspoort|passaporte|paszport)[ \t-]*(?:(?:numbers?|nummer|num|no|nr)\b\.?|#|n°|nº)|` +
	`(?:passport|reisepass|passeport|pasaporte|passaporto|paspoort|passaporte|paszport)(?:[ \t]+\p{Ll}[\p{L}\p{M}-]{2,30}){1,3}[ \t]+(?:n°|nº|n\.º|№|no\.|nr\.)|` + // what kind of passport first: "passeport ordinaire marocain n° …"
	`(?:reise)?passnummer|paspoortnummer|numer\s+paszportu|(?:travel\s+)?document\s+(?:number|no\b\.?)|` +
	`(?:num[ée]ro|n[úu]mero|n°|nº)\s+(?:de|du|do|di|del)\s+(?:passeport|pasaporte|passaporte|passaporto)|` +
	`tax\s*payer\s+(?:id(?:entification)?|reference)(?:\s+(?:number|no\b\.?))?|unique\s+taxpayer\s+reference|` +
	`tax\s+(?:id(?:entification)?|file|reference|registration)(?:\s+(?:number|no\b\.?|#))?|tax\s+number|` +
	`steuer-?\s?id(?:entifikationsnummer)?|steuerliche\s+identifikationsnummer|steuernummer|` +
	`codice\s+fiscale|num[ée]ro\s+fiscal(?:\s+de\s+r[ée]f[ée]rence)?|num[ée]ro\s+d'identification\s+fiscale|` +
	`n[úu]mero\s+de\s+identificaci[óo]n\s+fiscal|` +
	`national\s+insurance\s+(?:number|no\b\.?)|social\s+(?:security|insurance)\s+(?:number|no\b\.?)|` +
	`national\s+id(?:entity)?(?:\s+card)?(?:\s+(?:number|no\b\.?))?|id(?:entity)?\s+card\s+(?:number|no\b\.?)|` +
	`personalausweis(?:nummer|-?nr\b\.?)|ausweisnummer|sozialversicherungsnummer|rentenversicherungsnummer|` +
	`(?:kranken)?versichertennummer|krankenversicherungsnummer|` +
	`num[ée]ro\s+de\s+s[ée]curit[ée]\s+sociale|tessera\s+sanitaria|burgerservicenummer|` +
	`aadhaar(?:\s+(?:number|no\b\.?|card\s+number))?|personnummer|henkilötunnu(?:s|ksen|kseni|ksesi|ksella|kseen)|` +
	`health\s+insurance\s+(?:number|id|no)\b\.?|insurance\s+(?:member\s+)?(?:number|id|no)\b\.?|` +
	`medicare\s+(?:card\s+)?(?:number|no\b\.?)|nhs\s+number|` +
	`driv(?:er'?s?|ing)\s+licen[cs]e(?:\s+(?:number|no\b\.?))?|führerscheinnummer|` +
	`identifikationsnummer|versicherungsnummer|rijksregisternummer|` +
	`num[ée]ro\s+national|fødselsnummer|personal\s+identity\s+code|pps\s+number|` +
	`(?:numer|nr)\s+dowodu(?:\s+osobistego)?|dowodem\s+osobistym(?:\s+seria\s+i\s+numer)?|kimlik\s+no\b\.?|t\.c\.\s+kimlik\s+no\b\.?|` +
	`r\.\s?č\.|` + // Czech "r. č.", rodné číslo
	`health\s+card(?:\s+(?:number|no\b\.?))?|` +
	`身份证号码|身份证号|公民身份号码|身分證字號|身分證統一編號|身份證號碼|證件號碼|证件号码|個人番号|マイナンバー|被保険者番号|被保険者証記号・番号|주민등록번호|주민번호|여권번호|` +
	`(?:n°|nº|no)\s+(?:de\s+)?s[ée]curit[ée]\s+sociale|` +
	`снилс|инн|(?:серия\s+и\s+)?номер\s+паспорта|серия\s+и\s+номер|загранпаспорт|паспорт(?:\s+рф)?(?:[\s:]+серия\s+и\s+номер)?|` +
	`num[ée]ro\s+(?:du|de)\s+document(?:\s+d'identité)?|dokumentnummer|num[ée]ro\s+de\s+registre\s+national|registre\s+national|` +
	`पैन(?:\s+(?:कार्ड|नंबर|संख्या))*|` +
	`(?:מספר\s+)?תעודת\s+זהות|מספר\s+זהות|आधार(?:\s+(?:संख्या|नंबर|कार्ड\s+नंबर))?|पासपोर्ट\s+(?:संख्या|नंबर)|` +
	`(?:số\s+)?(?:cccd|cmnd|căn\s+cước(?:\s+công\s+dân)?)|nomor\s+induk\s+kependudukan|เลขประจำตัวประชาชน|เลขบัตรประชาชน|` +
	`αμκα|αφμ|αριθμός\s+(?:δελτίου\s+)?ταυτότητας|αριθμός\s+διαβατηρίου|rodné\s+číslo|číslo\s+(?:občanského\s+průkazu|op)|` +
	`рнокпп|іпн|ідентифікаційний\s+(?:код|номер)|егн(?:/лнч)?|јмбг|jmbg|id-картк[аиу]\s*№|` +
	`isikukood|kennitala|personas\s+kods|asmens\s+kodas|személyi\s+szám|adóazonosító\s+jel|taj[\s-]+szám|基礎年金番号|` +
	`ගමන්\s+බලපත්‍ර\s+අංකය|ජාතික\s+හැඳුනුම්පත්\s+අංකය|ජා\.හැ\.අ\.\s+අංකය|` + // Sinhala: passport number, national identity card number (and its abbreviation)
	`شناختی\s+کارڈ\s+نمبر|کد\s+ملی|رقم\s+الهوية(?:\s+(?:الوطنية|الإماراتية))?|رقم\s+جواز\s+(?:ال)?سفر|الرقم\s+القومي|জাতীয়\s+পরিচয়পত্র\s+নম্বর|` +
	`no\.?\s+kad\s+pengenalan|mykad|(?:numero|número)\s+(?:del\s+|de\s+)?documento(?:\s+de\s+identidad)?|` +
	`nambari\s+ya\s+kitambulisho|kra\s+pin|philsys\s+card\s+number(?:\s+\(pcn\))?|pcn|sss\s+(?:no\b\.?|number)|umid(?:\s+(?:no\b\.?|number))?|` +
	`এনআইডি(?:\s+নম্বর)?|رقم\s+الإقامة|ජාතික\s+හැඳුනුම්පත්\s+අංකය|` +
	`旅券番号|パスポート番号|alien\s+registration\s+number(?:\s+\(a-number\))?|a-number|uscis\s+(?:number|#)|` +
	`nummer\s+(?:(?:huidig|oud|nieuw)e?\s+)?paspoort|id-nommer|identiteitsnommer|` +
	`(member\s+id)))` + idGap)

// idAcronymAt is idLabelAt for the countries' acronyms, which count in capitals only
// ("the nie of …" is Polish, "sin" a word): CPF, RG, DNI, NIE, NIF, Portugal's NISS, BSN, PESEL, NIR, SIN,
// TIN, ITIN, TFN, UTR, NINO, "NI number", CPR, CURP, RFC, CNP, AHV, PPSN, OHIP, SSN, NIK,
// OIB, CUIL, CNIC, Nigeria's BVN and NIN (also in brackets: "(NIN) 70148362951"), India's
// ABHA health id (with Hindi's "नंबर" after it too) and
// India's PAN, with "-Nr." or "number" after them ("CPR-nr.", "AHV-Nr."). Group 1 is the
// label, group 2 the PAN (its value must have the PAN's shape, panRe: a card's "PAN" is a
// card number, cardPass).
var idAcronymAt = regexp.MustCompile(`^((PAN)(?:\s+(?:[Nn]umber|[Nn]o\.?))?|` +
	`(?:CPF|RG|DNI|NIE|NIF|NISS|BSN|PESEL|NIR|SIN|TIN|ITIN|TFN|UTR|NINO|NI\s+number|CPR|CURP|RFC|CNP|AHV|PPSN|OHIP|SSN|NIK|OIB|CUIL|CNIC|BVN|NIN|ABHA|EFIN)` +
	`(?:[- ](?:[Nn]r|[Nn]o|[Nn]umber|[Nn]ummer)\b\.?|\s+(?:नंबर|नम्बर|संख्या|नं\.?))?)\)?` + idGap)

// idGap is what may stand between an identity number's label and the number: whose it is
// ("des Kindes", "of the applicant", "do sujeito passivo"; one or two words of another
// language before a colon: "PESEL ubezpieczonego:", "Rijksregisternummer
// kandidaat-huurder:", "RFC con homoclave (para la factura):"), a line's end (a page's label
// above its value), that it was given ("oppgitt", "angegeben": idGiven, also after a quoted
// label's closing quote), a remark in
// brackets of up to 64 bytes ("(UTR)", "（マイナンバー）", "(siehe Seite 2, oben rechts)"), "n." or "Nr.", a colon, "#", "=", "is" or its
// word in another language ("è", "är", "jest", Yoruba's and Swahili's "ni", after "mine":
// "Nọ́mbà BVN mi ni …"; Hausa's "his", "hers": "BVN ɗinsa …").
const idGap = `(?:[ \t]+(?:des|der|von|of|de|du|del|della|do|da|til|for|für|pour|para|per|voor)[ \t]+(?:the[ \t]+)?\p{L}{2,20}(?:[ \t]+\p{L}{2,20})?|` +
	`[ \t]+[\p{L}\p{M}-]{3,30}(?:[ \t]+[\p{L}\p{M}-]{2,30})?(?:[ \t]*[(（][^()（）\n]{1,64}[)）])?[ \t]*[:：])?` + // whose, before a colon: "PESEL ubezpieczonego:", Arabic's "المُدخل:"

	`(?:[ \t]+` + idGiven + `)?` +
	`[ \t\x{00A0}]*(?:[(（][^()（）\n]{1,64}[)）][ \t\x{00A0}]*)?` +
	`(?:["'”“»’][ \t]*)?(?:` + idGiven + `[ \t]*)?` + // a quoted label's closing quote: "Feld „Identifikationsnummer“ ausgefüllt:"
	`(?:(?:[Nn][RrOo]?\.|#)[ \t]*)?` +
	`(?:(?:is|ist|est|es|lautet|er|on|jest)\b|è|é|är|(?:thì\s+)?là|(?:mi\s+|yangu\s+|wangu\s+)?ni\b|ɗin(?:sa|ta|a|ka|ki)\b)?[ \t\x{00A0}]*[:：#=|]?[ \t\x{00A0}]*(?:-\s+|\r?\n[ \t]*)?` +
	`(?:['"][ \t]*[:：][ \t]*)?['"]?` // a key and its value quoted as data: "'身份证号码': '330106…'"

// idGiven is the word of idGap that says a number was given or entered, in the languages
// a form or an agent's note says it: "oppgitt", "angegeben", "ausgefüllt", "inserito",
// "saisi", "syötetty", "ifyllt", "entered".
const idGiven = `(?:oppgitt|angitt|angegeben|eingegeben|ausgefüllt|eingetragen|indiqué|saisie?|indicado|informado|ingresado|digitado|` +
	`inserit[oa]|immess[oa]|syötetty|ifyllt|ifylld|angivet|utfylt|udfyldt|ingevuld|wpisany|wpisano|zadáno|girildi|given|provided|entered|filled\s+in|typed)`

// idLabelWords and idLabelMore are where idLabelAt's labels begin, lower case in ASCII;
// idAcronyms where idAcronymAt's do, in capitals (found in the text as it is).
var (
	idLabelWords = []string{"passport", "reisepass", "passeport", "pasaporte", "passaporto", "paspoort", "passaporte",
		"paszport", "passnummer", "numer", "numéro", "numero", "número", "n°", "nº", "tax", "unique", "steuer",
		"codice", "national", "social", "id card", "identity", "personalausweis", "ausweis", "sozialvers", "rentenvers",
		"versicherten", "kranken", "tessera", "burgerservice", "document", "travel document"}
	idLabelMore = []string{"aadhaar", "personnummer", "henkilötunnu", "health", "insurance", "medicare", "nhs",
		"driver", "driving", "führerschein", "member", "identifikations", "versicherungs",
		"rijksregister", "fødsels", "personal identity", "pps", "nr dowodu", "kimlik", "t.c.", "身份", "公民身份", "身分", "證件", "证件",
		"個人番号", "マイナンバー", "被保険者番号", "被保険者証", "주민등록번호", "주민번호", "여권번호"}
	// idLabelCyrillic are the Russian labels, in both cases (asciiLower leaves Cyrillic as it is).
	idLabelCyrillic = []string{"СНИЛС", "снилс", "Снилс", "ИНН", "инн", "Серия и номер", "серия и номер", "Номер паспорта", "Загранпаспорт", "загранпаспорт",
		"номер паспорта", "Паспорт", "паспорт", "ПАСПОРТ"}
	idAcronyms = []string{"PAN", "CPF", "RG", "DNI", "NIE", "NIF", "NISS", "BSN", "PESEL", "NIR", "SIN", "TIN", "ITIN", "TFN",
		"UTR", "NINO", "NI ", "CPR", "CURP", "RFC", "CNP", "AHV", "PPSN", "OHIP", "SSN", "NIK", "OIB", "CUIL", "CNIC", "BVN", "NIN", "ABHA", "EFIN"}
	// idLabelIntl and idLabelScripts are where the labels of more languages begin: Hebrew,
	// Hindi, Vietnamese, Indonesian, Thai, Greek (in its cases), Czech, the Baltic
	// languages, Hungarian, Serbian; Ukrainian, Bulgarian, Urdu, Persian, Arabic, Bengali.
	idLabelIntl = []string{"מספר", "תעודת", "आधार", "पासपोर्ट", "số", "cccd", "cmnd", "căn", "nomor induk", "เลขประจำตัว", "เลขบัตร",
		"αμκα", "ΑΜΚΑ", "Αμκα", "αφμ", "ΑΦΜ", "Αφμ", "αριθμός", "Αριθμός", "rodné", "číslo", "Číslo", "isikukood", "kennitala", "personas",
		"asmens", "személyi", "adóazonosító", "taj ", "taj-", "基礎年金番号", "jmbg", "mykad", "no kad", "no. kad"}
	idLabelScripts = []string{"पैन", "id-картк", "registre", "dokumentnummer", "рнокпп", "РНОКПП", "іпн", "ІПН", "ідентиф", "Ідентиф", "егн", "ЕГН", "јмбг", "ЈМБГ",
		"ගමන්", "ජාතික", "شناختی", "کد ملی", "رقم الهوية", "رقم جواز", "الرقم القومي", "জাতীয়", "旅券番号", "パスポート番号", "alien", "a-number",
		"uscis", "nummer", "id-nommer", "identiteitsnommer", "dowodem", "r. č.", "r.č."}
	// idLabelAfrica are where the labels of Africa, the Philippines, Bangladesh, Sri Lanka
	// and the Gulf begin: Swahili, Kenya's KRA PIN, the Philippines' PhilSys and SSS,
	// Bengali's NID, Sinhala's national identity card, Saudi Arabia's Iqama.
	idLabelAfrica = []string{"nambari", "kra pin", "philsys", "pcn", "sss", "umid", "এনআইডি", "رقم الإقامة", "ජාතික", "ජා.හැ.අ."}
)

// idValueAt matches an identity number from its start: groups of letters and digits
// joined by one space, dot, hyphen or slash ("47 036 892 816", "529.982.247-25", "QQ 12 34
// 56 C", "C01X00T47"). A group after a space is one only when it holds a digit or is one
// capital letter (a NINO's suffix), so that the words after the number stay.
var idValueAt = regexp.MustCompile(`^[A-Za-z0-9]+(?:[./-][A-Za-z0-9]+|[ \x{00A0}](?:[A-Za-z]*[0-9][A-Za-z0-9]*|[A-Z]\b))*`)

// panRe is the shape of India's Permanent Account Number: five letters, four digits, a
// letter (Income Tax Department).
var panRe = regexp.MustCompile(`^[A-Z]{5}[0-9]{4}[A-Z]$`)

// insuranceWords, near a bare "Member ID", make it a health plan's member number.
var insuranceWords = []string{"insurance", "insured", "health", "medical", "dental", "plan", "group no", "group #",
	"rx bin", "rxbin", "copay", "payer", "krankenkasse", "versicher"}

// insuranceNear reports whether low names a health plan within 80 bytes of low[i:j].
func insuranceNear(low string, i, j int) bool {
	return containsAny(low[max(0, i-80):min(len(low), j+80)], insuranceWords...)
}

// idNumbers calls found for each identity number a label names (idLabelAt, idAcronymAt),
// shaped as one (idShaped: "Passport number: required" and "Tax ID: N/A" stay), after a
// label that ends a word. low is s lower-cased in ASCII.
func idNumbers(s, low string, found func(i, j int)) {
	visit := func(member, pan bool) func(p int, m []int) int {
		return func(p int, m []int) int {
			if e := m[3]; e < len(s) && isAlnum(s[e]) && !(isDigit(s[e]) && endsCJK(s[:e])) || p > 0 && s[p-1] == '-' || member && m[4] >= 0 && !insuranceNear(low, p, m[1]) ||
				(s[p] == 0xD0 || s[p] == 0xD1) && alnumBefore(s, p) {
				return -1 // a longer word ("SINGAPORE", "Steuernummern", "Fahrzeug-Identifikationsnummer": a car's, "Зинн")
			}
			if lab := asciiLower(s[m[2]:m[3]]); (strings.HasPrefix(lab, "document") || strings.HasPrefix(lab, "travel document")) &&
				!containsAny(asciiLower(s[max(0, p-160):min(len(s), m[1]+160)]), "passport", "id card", "identity", "nationality", "visa", "apis", "travel") {
				return -1 // an invoice's "Document number": a document of a person's only beside their passport's words
			}
			if containsAny(asciiLower(s[max(0, p-32):p]), "specimen", "sample", "example", "dummy") {
				return -1 // "the ICAO 9303 specimen document number L898902C3": documentation's
			}
			n := matchAt(idValueAt, s, m[1], 64)
			if n == nil {
				return -1
			}
			i, j := n[0], n[1]
			if shownMasked(s[i:j]) || dummyNumber(s[i:j]) || s[m[2]:m[3]] == "UTR" && len(digitsOf(s[i:j])) != 10 ||
				strings.HasPrefix(strings.TrimLeft(s[j:min(len(s), j+4)], "-"), "***") { // "150787-*****": the rest shown hidden
				// India's "UTR: 516523874190" is a payment's reference (a UK UTR has ten digits)
				return -1 // "XXX-XX-1907", "XXXXX5521": the page shows it masked already; "00000000" a form's filler
			}
			if !idShaped(s[i:j]) && !documentShaped(s[m[2]:m[3]], s[i:j]) || wordFirst(s[i:j]) || numericDate.MatchString(s[i:j]) || pan && m[4] >= 0 && !panRe.MatchString(s[i:j]) || companyID(s[m[2]:m[3]], s[i:j]) || employerNumber(s, p, s[i:j]) ||
				taxLabel(s[m[2]:m[3]]) && (companyBefore(s, p) || containsAny(strings.ToLower(s[p:i]), employerWords...)) || // "Steuernummer (Arbeitgeber):"
				containsAny(" "+strings.ToLower(s[m[3]:i]), bodyWords...) { // "Codice fiscale ente:", an organisation's
				return -1
			}
			found(i, j)
			return sameShaped(s, i, j, found)
		}
	}
	labelMatches(s, low, [][]string{idLabelWords, idLabelMore, idLabelCyrillic, idLabelIntl, idLabelScripts, idLabelAfrica}, idLabelAt, 160, visit(true, false))
	labelMatches(s, s, [][]string{idAcronyms}, idAcronymAt, 96, visit(false, true)) // capitals: found in s itself
}

// endsCJK reports whether s ends in a Chinese, Japanese or Korean letter: scripts that
// write a number right after its label ("身份证号110105…", "手机13917284053").
func endsCJK(s string) bool {
	r, _ := utf8.DecodeLastRuneInString(s)
	return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul)
}

// einRe is the shape of a US Employer Identification Number (IRS): two digits, a hyphen,
// seven digits.
var einRe = regexp.MustCompile(`^\d{2}-\d{7}$`)

// employerNumber reports whether v, after the label at s[p], is a US EIN said to be a
// payer's, an employer's or a business's ("PAYER'S TIN: 88-3321050" on a 1099): a
// company's number, printed on every form it files. "Your tax ID is 12-3456789" stays
// masked: a sole proprietor's EIN is the person's.
func employerNumber(s string, p int, v string) bool {
	return einRe.MatchString(v) && containsAny(strings.ToLower(s[max(0, p-24):min(len(s), p+24)]), "payer", "employer", "company", "business")
}

// companyID reports whether v, after the label, is a company's tax number rather than a
// person's, which an invoice or a shop's page prints: a Russian ИНН of 10 digits (a person's has 12), a Spanish NIF that begins with a company's letter (A–H, J, N, P–S,
// U–W: the former CIF), a Portuguese NIF of 9 digits that begins with 5, 6, 8 or 9
// (Portal das Finanças: 1–3 are people's), a Mexican RFC of 12 characters (a person's has
// 13), a Chilean RUT of 50.000.000 or more, an Indian PAN whose fourth letter is not P.
func companyID(label, v string) bool {
	switch {
	case strings.EqualFold(label, "инн") || label == "ИНН" || label == "Инн":
		return len(v) == 10 && isDigits(v)
	case strings.EqualFold(label, "rfc"):
		// Mexico's SAT: a company's RFC has 3 letters before its date, a person's 4; the
		// generic RFCs of the public at large and of foreigners are no one's
		return len(v) == 12 || v == "XAXX010101000" || v == "XEXX010101000"
	case strings.EqualFold(label, "rut") || strings.EqualFold(label, "run"):
		return rutCompany(v) // Chile's SII: a company's RUT is 50.000.000 or more
	case label == "NIF":
		if len(v) == 9 && isDigits(v) {
			return strings.IndexByte("5689", v[0]) >= 0
		}
		return strings.IndexByte("ABCDEFGHJNPQRSUVW", v[0]) >= 0
	}
	// India's PAN says whose it is in its fourth letter: P a person's; C a company's, F a
	// firm's, H a family's, T a trust's, and so on (Income Tax Department).
	return panRe.MatchString(v) && v[3] != 'P'
}

// taxLabel reports whether label names a tax number (a company has one too, a passport
// or a national id is a person's).
func taxLabel(label string) bool {
	return containsAny(strings.ToLower(label), "tax", "steuer", "nif", "инн", "іпн", "αφμ", "fiscal", "cuit", "tin", "oib", "dič", "ičo", "еик", "nip", "vkn")
}

// companyBefore reports whether a company's legal form ends a word in the 80 bytes before
// s[p], in its cell or line (or the cell before, when the label begins its own) ("Plaisio Computers Α.Ε.Β.Ε., ΑΦΜ …", "Acme GmbH, Steuernummer …", "ПАО Сбербанк,
// ИНН …"): the tax number after it is the seller's, printed on every invoice.
func companyBefore(s string, p int) bool {
	before := s[max(0, p-80):p]
	if k := strings.LastIndexAny(before, "|\n;"); k >= 0 {
		// The same cell or line, and the one before when the label begins its own: "Lda. —
		// NIPC … | Cliente: … | NIF do cliente: …" is the client's, "… Α.Ε. | ΑΦΜ: …" the
		// issuer's.
		if strings.TrimSpace(before[k+1:]) == "" {
			if k2 := strings.LastIndexAny(before[:k], "|\n;"); k2 >= 0 {
				k = k2
			} else {
				k = -1
			}
		}
		before = before[k+1:]
	}
	before = " " + strings.ToLower(before)
	if containsAny(before, employerWords...) {
		return true // "Εργοδότης: ΑΦΜ …", "Entidade patronal (NIPC): …"
	}
	return hasCompanyForm(before)
}

// hasCompanyForm reports whether low (lower case, a space first) holds one of
// companyForms with no letter or digit either side: "acme gmbh,", not "magnet".
func hasCompanyForm(low string) bool {
	for _, f := range companyForms {
		for from := 1; ; {
			p := strings.Index(low[from:], f)
			if p < 0 {
				break
			}
			p += from
			if e := p + len(f); !isAlnum(low[p-1]) && (e == len(low) || !isAlnum(low[e])) {
				return true
			}
			from = p + 1
		}
	}
	return false
}

// employerWords name an employer (lower case), whose tax number a payslip or a tax form
// prints beside the employee's, or a company (its own register's code: Ukraine's ЄДРПОУ).
var employerWords = []string{"employer", "arbeitgeber", "εργοδότ", "empregador", "entidade patronal", "empleador",
	"datore di lavoro", "employeur", "werkgever", "pracodawca", "płatnik", "işveren", "работодател", "роботодав", "नियोक्ता",
	// a company's or a VAT registration's own number
	"company", "business", "vat reg", "empresa", "société", "єдрпоу", "едрпоу",
	// a supplier's or a seller's on an invoice, an organisation's: Malay "pembekal", Amharic "የድርጅቱ", Hausa "kamfani"
	"supplier", "vendor", "seller", "merchant", "pembekal", "penjual", "proveedor", "fornecedor", "fournisseur", "lieferant",
	"ድርጅቱ", "kamfani"}

// companyForms are legal forms of companies (lower case): Greek, German, English, Spanish,
// Portuguese, Italian, French, Dutch, Polish, Czech, Russian, Danish, Finnish, and those of
// English-speaking Asia (Philippines' "Corp.", Singapore's "Pte. Ltd.", Malaysia's "Sdn.
// Bhd.", India's "Pvt. Ltd.") (not Swedish "AB": German "ab", from, is as short).
var companyForms = []string{"α.ε.", "α.ε.β.ε.", "ε.π.ε.", "ι.κ.ε.", "ο.ε.", "ε.ε.", "gmbh", "ag", "ltd", "llc", "inc.", "plc", "s.l.", "s.a.",
	"lda.", "lda", "s.r.l.", "srl", "s.p.a.", "sarl", "sas", "b.v.", "n.v.", "sp. z o.o.", "s.r.o.", "ооо", "пао", "зао", "оао",
	"a/s", "oy", "d.o.o.", "d.d.", "a.s.", "kft.", "zrt.", "nyrt.", "еоод", "оод", "a.ş.", "aps", "ltda", "ltda.", "s.l.u.",
	"corp.", "corp", "corporation", "inc", "limited", "pte. ltd.", "pte ltd", "pty ltd", "sdn. bhd.", "sdn bhd", "pvt. ltd.", "pvt ltd"}

// sameShaped calls found for each value later in the sentence of the identity number
// s[i:j] that has its shape (charShape): "mi DNI es 48392017K y el de mi mujer 51029384M",
// "Passport numbers: X1234567 and Y7654321". The sentence ends at a line's end, a table's
// "|", a colon (another field's label ends there), or at a full stop, "!", "?" or ";"
// before a space, within 160 bytes. It returns where the last
// value found ends, j when none.
func sameShaped(s string, i, j int, found func(i, j int)) int {
	shape, end := charShape(s[i:j]), j
	for k := j; k < min(len(s), j+160); k++ {
		c := s[k]
		if c == '\n' || c == '|' || c == ':' || (c == '.' || c == '!' || c == '?' || c == ';') && (k+1 == len(s) || s[k+1] == ' ' || s[k+1] == '\n') {
			break // a new field ("| Entidade patronal (NIPC): …") has a label of its own
		}
		if !isAlnum(c) || isAlnum(s[k-1]) {
			continue
		}
		n := matchAt(idValueAt, s, k, 64)
		if n == nil || n[1] < len(s) && isAlnum(s[n[1]]) {
			continue
		}
		if charShape(s[n[0]:n[1]]) == shape {
			found(n[0], n[1])
			end, k = n[1], n[1]-1
		}
	}
	return end
}

// dummyNumber reports whether v is one digit repeated ("00000000", "11111111"), which a
// receipt prints for an anonymous customer and no registry issues.
func dummyNumber(v string) bool {
	d := digitsOf(v)
	return len(d) >= 6 && strings.Count(d, d[:1]) == len(d)
}

// sampleNumber reports whether v is a number written as an example, which no one holds:
// one digit repeated (dummyNumber) or six or more digits counting up or down by one
// ("0123456789", "1234567890", "9876543210"), 9 going on to 0.
func sampleNumber(v string) bool {
	d := digitsOf(v)
	if dummyNumber(d) {
		return true
	}
	if len(d) < 6 {
		return false
	}
	step := (int(d[1]) - int(d[0]) + 10) % 10
	if step != 1 && step != 9 {
		return false
	}
	for k := 2; k < len(d); k++ {
		if (int(d[k])-int(d[k-1])+10)%10 != step {
			return false
		}
	}
	return true
}

// shownMasked reports whether v is a number a page shows masked, its hidden digits as "X"
// (three or more) and at most four digits left: "XXX-XX-1907", "XXXXX5521".
func shownMasked(v string) bool {
	return strings.Count(strings.ToUpper(v), "X") >= 3 && len(digitsOf(v)) <= 4
}

// charShape is v with its digits as '9' and its letters as 'A': the shape two numbers of one
// kind share ("48392017K" and "51029384M" are "99999999A").
func charShape(v string) string {
	b := []byte(v)
	for k, c := range b {
		switch {
		case isDigit(c):
			b[k] = '9'
		case isLetter(c):
			b[k] = 'A'
		}
	}
	return string(b)
}

// documentShaped reports whether v, after label, is an identity document's number that
// idShaped's four digits miss: a German ID card's nine letters and digits and its check
// digit ("VYFY1ZLLJ9": capitals, 8 to 10 characters, a digit or more) after a passport's
// or an ID card's label.
func documentShaped(label, v string) bool {
	if len(v) < 8 || len(v) > 10 || strings.Trim(v, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") != "" || !strings.ContainsAny(v, "0123456789") {
		return false
	}
	return containsAny(strings.ToLower(label), "ausweis", "passport", "reisepass", "passeport", "pasaporte", "paspoort", "passaporto",
		"passaporte", "paszport", "document", "旅券", "パスポート")
}

// bodyWords are the words after an identity number's label that say it is an
// organisation's, not a person's ("Codice fiscale ente:", "NIF entidad:"): with a space
// before each, lower case.
var bodyWords = []string{" ente", " entidad", " entidade", " azienda", " organisation", " organization", " organismo", " organisme"}

// numericDate matches a date written in digits ("22/08/2030", "2030-08-22", "22.08.2030"):
// after an id's label it is the document's validity ("Fecha de validez del DNI:"), no id.
var numericDate = regexp.MustCompile(`^(?:\d{1,2}[./-]\d{1,2}[./-](?:19|20)\d{2}|(?:19|20)\d{2}[./-]\d{1,2}[./-]\d{1,2})$`)

// wordFirst reports whether v, the value idValueAt read, begins with a word of three or
// more letters with a lower-case one among them ("expired 2019" after "Passport number"):
// no identity number's first group.
func wordFirst(v string) bool {
	w, _, _ := strings.Cut(v, " ")
	return len(w) >= 3 && strings.Trim(w, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ") == "" && strings.ToUpper(w) != w
}

// idShaped reports whether v, the value idValueAt read, is shaped as an identity number:
// 6 to 24 letters and digits of which 4 or more are digits.
func idShaped(v string) bool {
	alnum, digits := 0, 0
	for k := 0; k < len(v); k++ {
		switch c := v[k]; {
		case isDigit(c):
			digits++
			alnum++
		case isLetter(c):
			alnum++
		}
	}
	return alnum >= 6 && alnum <= 24 && digits >= 4
}

// idColumn reports whether a table's column header, name, is an identity number's label
// whole ("Codice fiscale", "Passport No.", "SSN").
func idColumn(name string) bool {
	for _, re := range []*regexp.Regexp{idLabelAt, idAcronymAt} {
		if m := re.FindStringSubmatchIndex(name); m != nil && (m[3] == len(name) || m[1] == len(name)) && m[4] < 0 {
			return true // not a bare "Member ID", not "PAN" (a card's or India's)
		}
	}
	return false
}

// documentJSON matches an identity document's number in a JSON object that names its
// type, as a page's state holds a traveller's or an applicant's document
// ({"type": "passport_rf", "number": "4519 238761"}, either order); group 1 or 2 the number.
var documentJSON = regexp.MustCompile(`(?i)"(?:type|kind|doc_?type|document_?type)"\s*:\s*"[^"]{0,40}(?:passport|id_?card|national_?id|identity|driver|licen[cs]e|паспорт)[^"]{0,40}"\s*,\s*` +
	`"(?:number|no|num)"\s*:\s*"([^"\n]{4,24})"|"(?:number|no|num)"\s*:\s*"([^"\n]{4,24})"\s*,\s*"(?:type|kind|doc_?type|document_?type)"\s*:\s*"[^"]{0,40}(?:passport|id_?card|national_?id|identity|driver|licen[cs]e|паспорт)`)

// idNumberPass masks the identity numbers idNumbers, documentJSON and checkedIDs find as
// {{ssn}}, the class of national id numbers (a Serbian account checkedIDs finds as
// {{bank_account}}): what a form or a portal shows of a person's passport, tax id or
// insurance is personal data (SPEC §8), and a route asks for it as an input.
func (r *Redactor) idNumberPass(s string) []seg {
	var spans []span
	low := asciiLower(s)
	idNumbers(s, low, func(i, j int) { spans = append(spans, span{i, j, SSN}) })
	if (strings.Contains(s, `"number"`) || strings.Contains(s, `"no"`)) &&
		containsAny(low, "passport", "id_card", "idcard", "national_id", "identity", "driver", "licen", "паспорт") {
		for _, m := range documentJSON.FindAllStringSubmatchIndex(s, -1) {
			if g := matchedGroup(m); idShaped(s[m[g]:m[g+1]]) {
				spans = append(spans, span{m[g], m[g+1], SSN})
			}
		}
	}
	checkedIDs(s, low, func(i, j int, class string) {
		if !slices.ContainsFunc(spans, func(f span) bool { return f.i < j && i < f.j }) {
			spans = append(spans, span{i, j, class})
		}
	})
	return r.maskSpans(s, spans)
}
