package redact

import (
	"errors"
	"regexp"
	"strings"

	"github.com/almerlucke/go-iban/iban"
)

// ibanRe finds what may be an International Bank Account Number in capitals: a country
// code, two check digits and the account (BBAN) in groups of four, the last group shorter,
// with or without one separator between groups: a space, a no-break space (U+00A0,
// U+202F, as French banks print it), a tab, a hyphen or a dot ("DE89 3704 0044 0532 0130
// 00", "GB82-WEST-1234-5698-7654-32", "GB82WEST12345698765432"). isIBAN checks the
// country's length and format and the ISO 7064 mod-97 check digits.
var ibanRe = regexp.MustCompile(`\b[A-Z]{2}\d{2}(?:` + ibanSep + `?[A-Z0-9]{4}){2,7}(?:` + ibanSep + `?[A-Z0-9]{1,3})?\b`)

// ibanSeps are the separators an IBAN's groups may have between them (a line break too,
// where a narrow page or a message wraps it: the check digits tell); ibanSep is the
// character class of ibanRe that matches one (the hyphen first, where a class reads it as
// itself).
const ibanSeps = "- \t.\u00a0\u202f\n"

var ibanSep = "[" + regexp.QuoteMeta(ibanSeps) + "]"

var ibanAt = anchor(ibanRe)

// ibanLowerAt is ibanAt in lower case ("iban: de89370400440532013000", as typed into a
// form); isIBAN reads it in capitals. A text mixing the cases is no IBAN.
var ibanLowerAt = anchor(regexp.MustCompile(`\b[a-z]{2}\d{2}(?:` + ibanSep + `?[a-z0-9]{4}){2,7}(?:` + ibanSep + `?[a-z0-9]{1,3})?\b`))

// isIBAN reports whether s, separators aside (ibanSep), is a valid IBAN of a country that has them
// (almerlucke/go-iban: the country's length and BBAN format, the check digits).
func isIBAN(s string) bool {
	return checkIBAN(s) == nil
}

// checkIBAN returns go-iban's verdict on s, separators aside and in capitals, or an error
// of its own for a length no IBAN has (15 to 80 bytes as written).
func checkIBAN(s string) error {
	if len(s) < 15 || len(s) > 80 {
		return errors.New("no IBAN's length")
	}
	v := strings.Map(func(r rune) rune {
		if strings.ContainsRune(ibanSeps, r) {
			return -1
		}
		if r >= 'a' && r <= 'z' {
			return r - 'a' + 'A'
		}
		return r
	}, s)
	_, err := iban.NewIBAN(v)
	if n, ok := moreIBANLengths[v[:2]]; ok && err != nil && len(v) == n && mod97(v) == 1 {
		return nil
	}
	return err
}

// moreIBANLengths are the IBAN lengths of the countries go-iban's table lacks: those that
// joined SWIFT's IBAN Registry after it (Russia, Belarus, Egypt, Iraq, El Salvador, Libya,
// Sudan, the Vatican, Burundi, Djibouti, Somalia, Nicaragua, Mongolia, Oman, Yemen, the
// Falklands, Honduras) and Iran's Sheba number (Central Bank of Iran). Their account
// part is checked by length and the mod-97 check digits only.
var moreIBANLengths = map[string]int{"IR": 26, "RU": 33, "BY": 28, "EG": 29, "IQ": 23, "SV": 28, "LY": 25, "SD": 18,
	"VA": 22, "BI": 27, "DJ": 27, "SO": 23, "NI": 28, "MN": 20, "OM": 23, "YE": 30, "FK": 18, "HN": 28,
	// the IBANs of African banks outside the registry (the BCEAO's and the BEAC's countries, the Maghreb's, the
	// Lusophone): their banks' own published lengths
	"DZ": 26, "AO": 25, "BJ": 28, "BF": 28, "CM": 27, "CV": 25, "CF": 27, "TD": 27, "KM": 27, "CG": 27, "CI": 28,
	"GA": 27, "GQ": 27, "GW": 25, "MG": 27, "ML": 28, "MA": 28, "NE": 28, "SN": 28, "TG": 28, "MZ": 25}

// mod97 returns the ISO 7064 MOD 97-10 remainder of an IBAN v (capitals and digits): its
// first four characters moved to the end, each letter read as 10–35; 1 when the check
// digits are right, and -1 for a character that is neither.
func mod97(v string) int {
	rem := 0
	for _, c := range v[4:] + v[:4] {
		switch {
		case c >= '0' && c <= '9':
			rem = (rem*10 + int(c-'0')) % 97
		case c >= 'A' && c <= 'Z':
			rem = (rem*100 + int(c-'A'+10)) % 97
		default:
			return -1
		}
	}
	return rem
}

// mistypedIBAN reports whether s is an IBAN of its country's length and format whose check
// digits are wrong (go-iban says so in its error's words only), written after the word
// "IBAN" ("IBAN: CH93 0076 2011 6238 5295 8"): a bank account with a typing error is still
// one.
func mistypedIBAN(s string, i, j int) bool {
	err := checkIBAN(s[i:j])
	if err == nil || !strings.Contains(err.Error(), "check digits") {
		return false
	}
	before := strings.TrimRight(s[max(0, i-16):i], " \t:.#-")
	before = strings.TrimSuffix(strings.TrimSuffix(strings.TrimSuffix(before, "Nr"), "No"), "-")
	return strings.HasSuffix(strings.ToUpper(before), "IBAN")
}

// ibanPass masks IBANs (ibanRe, ibanLowerAt, isIBAN) as {{iban}}: a bank account is personal data a
// transfer form takes, like a card's number.
func (r *Redactor) ibanPass(s string) []seg {
	if len(s) < 15 {
		return nil
	}
	b := builder{s: s}
	for i := 0; i+3 < len(s); i++ {
		re := ibanAt
		switch {
		case !isDigit(s[i+2]) || !isDigit(s[i+3]) || i < b.last || !wordStart(s, i):
			continue
		case isUpper(s[i]) && isUpper(s[i+1]):
		case isLower(s[i]) && isLower(s[i+1]):
			re = ibanLowerAt
		default:
			continue
		}
		m := matchAt(re, s, i, 96)
		if m == nil {
			continue
		}
		for !isIBAN(s[m[0]:m[1]]) && !mistypedIBAN(s, m[0], m[1]) {
			// Read across a line break into the next line's word ("BE68 5390 0754 7034\nPAID"):
			// the IBAN may end before it.
			k := strings.LastIndexByte(s[m[0]:m[1]], '\n')
			if k < 0 {
				m = nil
				break
			}
			m[1] = m[0] + k
		}
		if m == nil || payeeOrganisation(s, m[0], m[1]) {
			continue
		}
		if b.add(m[0], m[1], r.mask(s[m[0]:m[1]], IBAN)) {
			i = m[1] - 1
		}
	}
	return b.done()
}

func isUpper(c byte) bool { return c >= 'A' && c <= 'Z' }

func isLower(c byte) bool { return c >= 'a' && c <= 'z' }

// payeeLabels name the account a payment goes to (lower case): the beneficiary's, the
// creditor's, the payee's, in the languages of the banks' and invoices' forms.
var payeeLabels = []string{"beneficiary", "payee", "creditor", "creditoraccount", "recipient", "pay to", "bénéficiaire", "beneficiaire",
	"begünstigter", "empfänger", "zahlbar an", "zahlungsempfänger", "beneficiario", "beneficiário", "destinatario", "favorecido",
	"begunstigde", "ontvanger", "odbiorca", "příjemce", "prijemce", "příjemci", "saajan", "saaja", "mottagare", "betalingsmottaker", "modtager",
	"saņēmējs", "gavėjas", "kedvezményezett", "beneficiar", "δικαιούχος", "účet finančního úřadu", "účtu finančního úřadu",
	"príjemca", "prijímateľ",
	"compte du", "compte de la", "konto des", "conto del"} // "Compte du SPF Finances :"

// ownAccountLabels name the payer's or the reader's own account (lower case): near one, no
// IBAN is taken for an organisation's.
var ownAccountLabels = []string{"debtor", "your", "ihre", "ihr konto", "votre", "tu cuenta", "su cuenta", "sua conta", "uw rekening",
	"payer", "zahler", "auftraggeber", "from account", "source account", "refund", "rückerstattung", "erstattung", "remboursement",
	"reembolso", "rimborso", "terugbetaling", "zwrot"}

// organisationWords mark a payee that is an organisation (lower case, each a word of its
// own: containsWord): a tax office, a treasury, a social security fund, a public body, in
// many languages; a company's legal form counts too (companyForms).
var organisationWords = []string{"finances", "finanzamt", "impôts", "impots", "belastingdienst", "tax office", "hmrc", "irs", "treasury",
	"valsts kase", "finančního úřadu", "finanční úřad", "finančný úrad", "verohallinto", "skatteverket", "skatteetaten", "skattestyrelsen",
	"agencia tributaria", "hacienda", "receita federal", "agenzia delle entrate", "εφκα", "ααδε", "e-εφκα", "urząd skarbowy", "zus",
	"nav", "anaf", "trezoreria", "vmi", "sodra", "emta", "ministry", "ministerio", "ministère", "ministerium", "gemeente", "municipality",
	"council", "stadtwerke", "krankenkasse", "social security", "poisťovňa", "pojišťovna", "impozite", "ministeerium",
	"ministerstvo", "ministero",
	// a company's or a body's register number beside the payee
	"ičo", "ico", "cif", "cui", "registrikood", "y-tunnus", "siret", "siren", "kvk", "company no", "reg. no", "krs", "regon"}

// payeeOrganisation reports whether the IBAN s[i:j] is an organisation's the payment goes
// to, as a bill, a tax notice or a transfer form prints it: a payee's label in the 160
// bytes before it, no label of the payer's or the reader's own account there, and an organisation
// named in those bytes or the 120 after ("Bénéficiaire : SPF Finances … IBAN du
// bénéficiaire : BE61 …", "Zahlbar an\nCH13 …\nElektra Seeland AG"). Such an account is
// printed on every bill; a person's, even a payee's, is masked.
func payeeOrganisation(s string, i, j int) bool {
	before := strings.ToLower(s[max(0, i-160):i])
	k := -1
	for _, l := range payeeLabels {
		if p := strings.LastIndex(before, l); p > k {
			k = p
		}
	}
	if k < 0 || containsAny(before, ownAccountLabels...) {
		return false // "Rückerstattung vom Finanzamt auf Ihr Konto, Empfänger: …": the reader's
	}
	around := " " + before + " " + strings.ToLower(s[j:min(len(s), j+120)]) + " "
	return containsWord(around, organisationWords) || hasCompanyForm(around)
}
