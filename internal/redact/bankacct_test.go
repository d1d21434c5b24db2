package redact

import "testing"

// TestBankAccountNumbers: a bank account's number after its label, in English and other
// languages, or after a bare "Account" beside a bank's code, is masked; the last digits a
// statement shows, an account's id in a console, a customer's reference and amounts stay
// (SPEC §8).
func TestBankAccountNumbers(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"Payee details\nAccount number: 31926819\nSort code: 60-16-13", "Payee details\nAccount number: {{bank_account}}\nSort code: 60-16-13"},
		{"Bank: Lloyds. Sort code 30-99-50, account number 11223344.", "Bank: Lloyds. Sort code 30-99-50, account number {{bank_account}}."},
		{"BSB 062-000 Account 12345678 (Commonwealth Bank)", "BSB 062-000 Account {{bank_account}} (Commonwealth Bank)"},
		{"Routing: 021000021 Acct #: 000123456789", "Routing: 021000021 Acct #: {{bank_account}}"},
		{"Your account number is 55512345", "Your account number is {{bank_account}}"},
		{"Überweisung an Konto-Nr. 0532013000, BLZ 37040044", "Überweisung an Konto-Nr. {{bank_account}}, BLZ 37040044"},
		{"Kontonummer: 0532013000", "Kontonummer: {{bank_account}}"},
		{`{"account_number": "000123456789", "routing_number": "021000021"}`, `{"account_number": "{{bank_account}}", "routing_number": "021000021"}`},
		{"bank_account_number: 0001 2345 6789", "bank_account_number: {{bank_account}}"},
		{"Agência: 0341 | Conta corrente: 48213-7 | Senha", "Agência: 0341 | Conta corrente: {{bank_account}} | Senha"},
		{"CBU: 2850590900090418135203 | Banco: Banco Macro", "CBU: {{bank_account}} | Banco: Banco Macro"},
		{"CLABE: 002180700123456789", "CLABE: {{bank_account}}"},
		{"- textbox \"Routing number\" [ref=e4]: 021000021\n- textbox \"Account number\" [ref=e5]: 4839201756",
			"- textbox \"Routing number\" [ref=e4]: 021000021\n- textbox \"Account number\" [ref=e5]: {{bank_account}}"},
		{`"account_id": "000123456789"`, `"account_id": "000123456789"`},
		{"Konto: 0532013000, BLZ 37040044", "Konto: {{bank_account}}, BLZ 37040044"},
		{"Numéro de compte : 00012345678", "Numéro de compte : {{bank_account}}"},
		{"Número de cuenta: 0049 1500 05 1234567892", "Número de cuenta: {{bank_account}}"},
		{"Rekeningnummer 123456789", "Rekeningnummer {{bank_account}}"},
		{"Nr rachunku: 61 1090 1014 0000 0712 1981 2874", "Nr rachunku: {{bank_account}}"},
		{"Nomor rekening: 1234567890 a.n. Budi Santoso (BCA)", "Nomor rekening: {{bank_account}} a.n. Budi Santoso (BCA)"},
		{"Số tài khoản: 0071000123456 - Vietcombank", "Số tài khoản: {{bank_account}} - Vietcombank"},
		{"Номер счёта: 40817810099910004312", "Номер счёта: {{bank_account}}"},
		{"계좌번호: 110-123-456789 (신한은행)", "계좌번호: {{bank_account}} (신한은행)"},
		{"口座番号：1234567", "口座番号：{{bank_account}}"},
		{"Hesap numarası: 12345678", "Hesap numarası: {{bank_account}}"},
		// Stay: the last digits, an account's id, a bare "Account" with no bank near, an
		// amount, a number with letters, words.
		{"Paid from account number ending in 4821", "Paid from account number ending in 4821"},
		{"Account ID: 123456789012 (us-east-1)", "Account ID: 123456789012 (us-east-1)"},
		{"Account: 123456789 (Electricity, Plan B)", "Account: 123456789 (Electricity, Plan B)"},
		{"Account number: ACME-2023-77", "Account number: ACME-2023-77"},
		{"Account balance 1234567.89 EUR", "Account balance 1234567.89 EUR"},
		{"Bank account: add one in Settings", "Bank account: add one in Settings"},
		{"account #12 of 40", "account #12 of 40"},
		{"No de commande: 12345678", "No de commande: 12345678"},
	} {
		if got := New().Text(c.in); got != c.want {
			t.Errorf("Text(%q)\n got %q\nwant %q", c.in, got, c.want)
		}
	}
}

// TestBankAccountFields: a number typed into a bank account's box is masked once it has six
// digits; a customer's reference with letters, and a routing number's box, keep theirs.
func TestBankAccountFields(t *testing.T) {
	for _, c := range []struct {
		f         Field
		typed, to string
	}{
		{Field{Selector: "#accountNumber", Name: "Account number"}, "31926819", "{{bank_account}}"},
		{Field{Selector: "#kontonummer", Name: "Kontonummer"}, "0532013000", "{{bank_account}}"},
		{Field{Selector: "#rek", Name: "Nomor rekening"}, "1234567890", "{{bank_account}}"},
		{Field{Selector: "input[name='bankAccountNumber']"}, "000123456789", "{{bank_account}}"},
		{Field{Selector: "#accountNumber", Name: "Account number"}, "ACME-2023", "ACME-2023"},
		{Field{Selector: "#routing", Name: "Routing number"}, "021000021", "021000021"},
	} {
		if got := New().Value(c.f, c.typed); got != c.to {
			t.Errorf("Value(%+v, %q) = %q, want %q", c.f, c.typed, got, c.to)
		}
	}
}

// TestBankAccountsInAnyOrder: a label of the second finder's list (계좌번호) before one of
// the first's (Account number) in the text: both numbers are masked, numbered in the
// text's order.
func TestBankAccountsInAnyOrder(t *testing.T) {
	in := "계좌번호: 110-123-456789 / Account number: 31926819"
	want := "계좌번호: {{bank_account}} / Account number: {{bank_account_2}}"
	if got := New().Text(in); got != want {
		t.Errorf("Text(%q)\n got %q\nwant %q", in, got, want)
	}
}

// TestCardNumbersByLabel: a number after a card's label is a card's, whatever its check
// digit (a library's, a club's, a mistyped payment card's), in English and other languages;
// the last digits a receipt shows, a card's place in a list and an expiry stay (SPEC §8).
func TestCardNumbersByLabel(t *testing.T) {
	checkTexts(t, []textCase{
		{"", "I tried my NSW driver licence and card number 2093847561, but", "I tried my NSW driver licence and card number {{card_number}}, but"},
		{"", "Card number: 1234 5678 9012", "Card number: {{card_number}}"},
		{"", "Library card no. 29384756", "Library card no. {{card_number}}"},
		{"", "Loyalty card #: 600612 34", "Loyalty card #: {{card_number}}"},
		{"", "Card #: 123456 expires 12/27", "Card #: {{card_number}} expires 12/27"},
		{"", "Kundenkartennummer: 0012 3456 78", "Kundenkartennummer: {{card_number}}"},
		{"", "Numéro de carte : 4970 1012 3456 7899", "Numéro de carte : {{card_number}}"},
		{"", "Número de tarjeta: 1234 5678 9012", "Número de tarjeta: {{card_number}}"},
		{"", "カード番号：12345678", "カード番号：{{card_number}}"},
		// Stay: the last digits, a card's place, a number of cards, twenty digits and more.
		{"", "Card number ending in 4242", "Card number ending in 4242"},
		{"", "Card number: •••• 4242", "Card number: •••• 4242"},
		{"", "Card No. 3 of 12", "Card No. 3 of 12"},
		{"", "Number of cards: 120000", "Number of cards: 120000"},
		{"", "Card number 1234 5678 9012 3456 7890 12", "Card number 1234 5678 9012 3456 7890 12"},
	})
}
