package redact

import "testing"

// TestEnteredCodesAndOwnNumbers: a code an agent's note says it entered, in several
// languages; a person's own number with words before its colon or named in Persian,
// Urdu, Hindi or Arabic; phones, cards and accounts written in a script's own digits
// under their labels; and the near misses that stay.
func TestEnteredCodesAndOwnNumbers(t *testing.T) {
	checkTexts(t, []textCase{
		{"an entered code", "Entered the code 529184 and pressed Continue.", "Entered the code {{otp}} and pressed Continue."},
		{"a typed code", "I typed code 529184 into the verification box.", "I typed code {{otp}} into the verification box."},
		{"a polish blik code", "Płatność BLIK: wpisano kod 529 184 w polu „Kod BLIK”, kwota 249,99 zł.",
			"Płatność BLIK: wpisano kod {{otp}} w polu „Kod BLIK”, kwota 249,99 zł."},
		{"a russian entered code", "Ввёл код 529184 из СМС.", "Ввёл код {{otp}} из СМС."},
		{"a spanish entered code", "Ingresé el código 529184 y confirmé.", "Ingresé el código {{otp}} y confirmé."},
		{"an italian entered code", "Ho inserito il codice 529184 e confermato.", "Ho inserito il codice {{otp}} e confermato."},
		{"a french entered code", "J'ai saisi le code 529184 puis validé.", "J'ai saisi le code {{otp}} puis validé."},
		{"a coupon's code stays", "Entered the code SAVE20 at checkout and the total dropped to $40.",
			"Entered the code SAVE20 at checkout and the total dropped to $40."},
		{"a zip code stays", "Entered the ZIP code 94103 in the shipping form.", "Entered the ZIP code 94103 in the shipping form."},
		{"a product's code stays", "Submitted the code 4521-A for review.", "Submitted the code 4521-A for review."},
		{"a spanish postal code stays", "Ingresé el código postal 28013.", "Ingresé el código postal 28013."},
		{"my number, words before the colon", "te paso mi número por si acaso: 612 48 93 07. ¿Mañana a las 18:30?",
			"te paso mi número por si acaso: {{phone}}. ¿Mañana a las 18:30?"},
		{"a count after my number stays", "my number of orders this year: 20241231", "my number of orders this year: 20241231"},
		{"a persian own mobile in persian digits", "شماره موبایل من ۰۹۱۲۴۸۳۷۶۱۵ هست. پرواز IR 452 ساعت ۰۸:۱۵",
			"شماره موبایل من {{phone}} هست. پرواز IR 452 ساعت ۰۸:۱۵"},
		{"an urdu own number", "میرا نمبر 0300 1234567 ہے", "میرا نمبر {{phone}} ہے"},
		{"a hindi own number", "मेरा नंबर 98765 43210 है", "मेरा नंबर {{phone}} है"},
		{"an arabic own number in arabic digits", "رقمي ٠٥٠١٢٣٤٥٦٧", "رقمي {{phone}}"},
		{"a persian card in persian digits", "شماره کارت: ۶۰۳۷ ۹۹۷۵ ۱۲۳۴ ۵۶۷۸", "شماره کارت: {{card_number}}"},
		{"a persian account in persian digits", "شماره حساب: ۰۱۰۴۸۳۲۹۱۷۰۰۵", "شماره حساب: {{bank_account}}"},
		{"a hebrew ticket number stays", "מספר כרטיס: 114-2397561048", "מספר כרטיס: 114-2397561048"},
		{"a greek card label", "Αριθμός κάρτας: 4000 1234 5678 9010", "Αριθμός κάρτας: {{card_number}}"},
		{"a persian order number stays", "شماره سفارش: ۴۵۸۲۱۹۳", "شماره سفارش: ۴۵۸۲۱۹۳"},
	})
}
