package redact

import (
	"regexp"
	"slices"
	"strings"
)

// accountLabelAt matches, from its start, a bank account number's label and the gap to
// the number: "Account number:", "Acct #", "A/C No.", "Bank account", "Kontonummer",
// "Konto-Nr.", "Numéro de compte", "Número de cuenta", "Numero di conto",
// "Rekeningnummer", "Numer konta", "Nomor rekening", "Số tài khoản", "Номер счёта",
// "Hesap numarası", "Bankszámlaszám", "Tài khoản nguồn", Afrikaans' "Rekeningnommer", Khmer's
// "លេខគណនី ABA៖" (a bank's name and the Khmer colon), "계좌번호", "계좌는 국민은행", a table's
// "입금계좌 | 신한은행", "口座番号", "银行账号", Argentina's CBU and CVU (also in brackets: "(CBU):"), Mexico's
// CLABE; as a data key too
// ("account_number", "bank_account_number", quoted in JSON). A bare "Account", "Konto" or "Cuenta"
// is one only beside a bank's code (bankCodeNear): "BSB 062-000 Account 12345678",
// "Sort code 30-99-50, account 11223344". Group 1 is the label, group 2 a bare one, group
// 3 a card's ("Card number", "Library card no.", "Kartennummer", "Numéro de carte",
// "Número de tarjeta", "カード番号", "شماره کارت"): a card number that is no payment card's (its check
// digit fails, cardPass) is a membership's, a library's or an id card's.
var accountLabelAt = regexp.MustCompile(`^(?i)(` +
	`(?:bank[\s_]+|checking[\s_]+|savings[\s_]+|current[\s_]+)?(?:account|acct|a/c)\.?[\s_]*(?:number|num|nr|no\.?|#)|` +
	`bank\s+account|checking\s+account|savings\s+account|cbu|cvu|clabe(?:[\s_]+interbancaria)?|to_acct|to_account|from_acct|` +
	`(?:ke\s+|no\.?\s+|nombor\s+)?akaun|stk|` + // Malay "ke akaun", Vietnamese "STK" (số tài khoản)
	`konto(?:nummer|nr\.?|-nr\.?|\s+nr\.?)|kto\.?-?nr\.?|bankkonto|` +
	`(?:num[ée]ro|n[úu]mero|n°|no|nº|n\.º)\s+(?:de|da|du|di)\s+(?:compte|cuenta|conta|conto)(?:\s+bancaire|\s+bancaria|\s+banc[aá]ria)?|` +
	`compte\s+bancaire|cuenta\s+bancaria|conta\s+banc[aá]ria|conta\s+corrente|conto\s+corrente|` +
	`rekeningn[uo]mmer|(?:numer|nr)\s+(?:konta|rachunku)|l[øo]nn?skonto|gehaltskonto|លេខគណនី(?:\s+\p{Lu}{2,10})?|(?:nomor|no\.?)\s+rek(?:ening)?\.?|` +
	`số\s+tài\s+khoản|tài\s+khoản\s+(?:nguồn|nhận|thụ\s+hưởng)|bankszámla(?:szám)?|számlaszám|номер\s+(?:сч[её]та|банковского\s+сч[её]та)|(?:расч[её]тный|лицевой)\s+сч[её]т|р/с|` +
	`сч[её]т\s+(?:получателя|плательщика|зачисления)|(?:číslo\s+)?úč(?:et|tu)(?:\s+\p{L}{2,20})?\s+č\.|číslo\s+účtu|` +
	`hesap\s+(?:numarası|no)|계좌(?:\s*번호)?(?:는|은)?\s*[:：]?(?:\s*\|)?\s+\p{L}{1,10}은행|계좌\s*번호|口座番号|银行账号|銀行帳號|账户号码|帳戶號碼|شماره\s+(?:حساب|شبا)|رقم\s+(?:الحساب|حسابي)|מספר\s+חשבון|เลขที่บัญชี|` +
	`(account|konto|cuenta|conta|compte|rekening)|` +
	`((?:(?:credit|debit|bank|payment|library|member(?:ship)?|loyalty|customer|club)[ -])?card[ \t]*(?:number|num|nr|no\b\.?|#)|` +
	`(?:kunden)?kartennummer|karten-?nr\.?|kaartnummer|kortnummer|numer\s+karty|kart\s+numaras[ıi]|` +
	`(?:num[ée]ro|n[úu]mero|numero)\s+(?:de\s+(?:la\s+)?|do\s+|della\s+|di\s+)?(?:carte|tarjeta|cart[ãa]o|carta)|` +
	`номер\s+(?:карты|картки)|カード番号|卡号|卡號|카드\s*번호|شماره\s+کارت|رقم\s+(?:البطاقة|الكارت)|कार्ड\s+(?:नंबर|संख्या)|` +
	`หมายเลขบัตร|số\s+thẻ|αριθμός\s+κάρτας))` + // not Hebrew's "מספר כרטיס", a ticket's number as often
	`(?:\s+(?:do|for|für|pour|para|per|voor|dla|til)\s+\p{L}{2,20})?` + // what it is for: "Numer rachunku do zwrotu:"
	`(?:\s+\p{L}{2,20}[Bb]ank)?` + // the bank's name: "stk Vietcombank 0451000482913"
	`["')]?[ \t\x{00A0}]*(?:\([^()\n]{1,24}\)[ \t\x{00A0}]*)?(?:[:：#=៖]|(?:is|ist|est|es)\b)?[ \t\x{00A0}]*(?:-\s+)?["']?`)

// accountLabelWords are where accountLabelAt's labels begin, lower case in ASCII.
var accountLabelWords = []string{"account", "acct", "a/c", "bank", "checking", "savings", "current", "konto", "kto", "cbu", "cvu", "clabe",
	"numéro", "numero", "número", "n°", "nº", "n.º", "compte", "cuenta", "conta", "conto", "rekening", "numer",
	"nomor", "số", "номер", "Номер", "расч", "Расч", "лицев", "Лицев"}

// accountLabelMore are the labels of other scripts and the rest (a second finder).
var accountLabelMore = []string{"р/с", "hesap", "លេខគណនី", "lønnskonto", "lønskonto", "lonnskonto", "gehaltskonto", "계좌", "口座番号", "银行账号", "銀行帳號", "账户号码", "帳戶號碼", "شماره", "رقم", "מספר", "เลขที่บัญชี",
	"no de ", "no. de ", "nr konta", "nr rachunku", "no rek", "no. rek", "счёт", "Счёт", "счет", "Счет", "účet", "účtu", "číslo účtu", "Číslo účtu", "to_acc", "from_acc", "ke akaun", "akaun", "nombor akaun", "stk", "tài khoản", "Tài khoản", "számlaszám"}

// cardLabelWords are where accountLabelAt's card labels begin (a third finder).
var cardLabelWords = []string{"card", "credit", "debit", "payment", "library", "member", "loyalty", "customer", "club",
	"kunden", "karten", "kaart", "kort", "numer karty", "kart ", "numéro", "número", "numero",
	"номер", "Номер", "カード番号", "卡号", "卡號", "카드", "شماره", "رقم", "कार्ड", "หมายเลขบัตร", "số", "αριθμός", "Αριθμός"}

// accountNumberAt matches a bank account number: digits in groups of two or more joined
// by one space, hyphen or dot ("11223344", "110-123-456789", "0071 0001 2345", Norway's
// "1503.27.18490"), and a check
// digit after a hyphen as Brazil's banks write it ("48213-7") or a Czech bank's code after
// a slash ("2801234578/2010"), from its start.
var accountNumberAt = regexp.MustCompile(`^\d{2,}(?:[- .]\d{2,}){0,7}(?:-[0-9Xx]\b|/\d{4}\b)?`)

// cbuNumberAt matches an Argentine CBU or CVU written in its blocks, with a space or a
// hyphen before each block's check digit or between the blocks (cbuValid checks it).
var cbuNumberAt = regexp.MustCompile(`^\d{7}[ -]?\d[ -]?\d{13}[ -]?\d\b`)

// bankCodes are the names of a bank's or a branch's code that, written near a bare
// "Account", make it a bank account: Australia's BSB, Britain's sort code, the ABA
// routing number, Germany's BLZ, India's IFSC, SWIFT and BIC, a French RIB's bank and
// branch codes ("Banque 30004 Guichet 00823 Compte …"), a Brazilian branch ("Agência").
var bankCodes = []string{"bsb", "sort code", "routing", "aba", "blz", "ifsc", "swift", "bic", "bank", "iban",
	"rib", "banque", "guichet", "agência", "agencia"}

// bankCodeNear reports whether low, the text lower-cased, names a bank's code (bankCodes)
// within 60 bytes before i or 40 after j.
func bankCodeNear(low string, i, j int) bool {
	return containsAny(low[max(0, i-60):i], bankCodes...) || containsAny(low[j:min(len(low), j+40)], bankCodes...)
}

// accountNumbers calls found for each bank account or card number a label names
// (accountLabelAt), with its class (BankAccount, CardNumber): 6 to 34 digits, a card's 19
// at most (a number of 4 or 5, "ending in 4821", is the last digits a statement shows, and
// stays), not followed by a letter or another digit group ("Account no. 12 items"), and
// not a date or an amount. low is s lower-cased in ASCII.
func accountNumbers(s, low string, found func(i, j int, class string)) {
	labelMatches(s, low, [][]string{accountLabelWords, accountLabelMore, cardLabelWords}, accountLabelAt, 96, func(p int, m []int) int {
		if m[4] >= 0 && !bankCodeNear(low, p, m[1]) {
			return -1
		}
		var n []int
		if label := low[m[2]:m[3]]; strings.HasPrefix(label, "cbu") || strings.HasPrefix(label, "cvu") {
			n = matchAt(cbuNumberAt, s, m[1], 64) // a CBU written in its blocks: "0170099-2 22000048795638"
			if n != nil && !cbuValid(s[n[0]:n[1]]) {
				n = nil
			}
		}
		if n == nil {
			n = matchAt(accountNumberAt, s, m[1], 64)
		}
		if n == nil {
			return -1
		}
		i, j := n[0], n[1]
		digits := len(s[i:j]) - strings.Count(s[i:j], " ") - strings.Count(s[i:j], "-")
		card := m[6] >= 0
		if !card && (utilityAccount(low, p, m[1]) || payeeOrganisation(s, i, j)) {
			return -1 // a bill's customer account; a tax office's account to pay into
		}
		if digits < 6 || digits > 34 || card && digits > 19 || j < len(s) && (isLetter(s[j]) || s[j] == '.' && j+1 < len(s) && isDigit(s[j+1]) || s[j] == ',' && j+1 < len(s) && isDigit(s[j+1])) {
			return -1
		}
		if card {
			found(i, j, CardNumber)
		} else {
			found(i, j, BankAccount)
		}
		return j
	})
}

// bankAccountPass masks the bank account numbers accountNumbers finds as {{bank_account}}
// and the card numbers as {{card_number}}: like an IBAN (iban.go), the number a transfer
// form takes is personal data, and a card's number is a card's (SPEC §8).
func (r *Redactor) bankAccountPass(s string) []seg {
	var spans []span
	accountNumbers(s, asciiLower(s), func(i, j int, class string) { spans = append(spans, span{i, j, class}) })
	return r.maskSpans(s, spans)
}

// genericAccountLabels begin the labels of an account that name no bank (lower case in
// ASCII): a utility's customer account on its bill is labelled so too.
var genericAccountLabels = []string{"account", "acct", "a/c", "customer account", "رقم الحساب", "no. akaun", "no akaun", "akaun", "nombor akaun"}

// utilityWords name a utility's or a biller's bill (lower case in ASCII, each a word of its
// own): electricity,
// water, gas, a meter, the biller, in the languages of the bills that print them.
var utilityWords = []string{"electricity", "electric bill", "water bill", "gas bill", "utility", "biller", "meter", "meralco", "kplc",
	"tenaga", "bil elektrik", "dewa", "كهرباء", "مياه", "ديوا", "strom", "stadtwerke", "électricité", "electricidad", "eletricidade",
	"listrik", "pln", "pdam"}

// utilityAccount reports whether the account label at low[p:e] (lower-cased text) names no
// bank and the bill around it is a utility's ("رقم الحساب" on an electricity bill, "No.
// Akaun" on Tenaga Nasional's, Meralco's "Customer Account Number"): the customer number a
// bill prints, not a bank account. A bank's own label ("Tài khoản nguồn", "Bank account")
// is one wherever it stands.
func utilityAccount(low string, p, e int) bool {
	label := low[p:e]
	if !slices.ContainsFunc(genericAccountLabels, func(g string) bool { return strings.HasPrefix(label, g) }) {
		return false
	}
	return containsWord(low[max(0, p-400):min(len(low), e+200)], utilityWords)
}

// containsWord reports whether low holds one of words as a word of its own (wholeCue: an
// ASCII word's neighbours are no letters, "meter" is not in "parameter").
func containsWord(low string, words []string) bool {
	for _, w := range words {
		for from := 0; ; {
			k := strings.Index(low[from:], w)
			if k < 0 {
				break
			}
			if wholeCue(low, from+k, w) {
				return true
			}
			from += k + 1
		}
	}
	return false
}
