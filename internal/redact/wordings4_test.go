package redact

import "testing"

// TestFilledLabels: a value an agent's note says it gave a quoted label is masked by the
// label's field; a search box's, an order number's and a Rails log's hash stay.
func TestFilledLabels(t *testing.T) {
	checkTexts(t, []textCase{
		{"portuguese guillemets", "O agente preencheu «Número de telemóvel» com 912 483 706 e carregou em «Pagar».",
			"O agente preencheu «Número de telemóvel» com {{phone}} e carregou em «Pagar»."},
		{"german low-high quotes", "Feld „Telefonnummer“ mit 0171 4829306 ausgefüllt", "Feld „Telefonnummer“ mit {{phone}} ausgefüllt"},
		{"english, a quoted password", `filled "Password" with "hunter2!x"`, `filled "Password" with "{{password}}"`},
		{"a search box stays", `filled "Search" with 912 483 706`, `filled "Search" with 912 483 706`},
		{"an order number stays", `filled "Order number" with 912483706`, `filled "Order number" with 912483706`},
		{"a rails hash stays", `Parameters: {"password"=>"[FILTERED]", "commit"=>"Sign in"}`, `Parameters: {"password"=>"[FILTERED]", "commit"=>"Sign in"}`},
	})
}

// TestGivenValues: one-time codes, phones, ids and service lines in more wordings.
func TestGivenValues(t *testing.T) {
	checkTexts(t, []textCase{
		{"a greek one-time code", "«Κωδικός μιας χρήσης 417602 για αγορά 89,90 EUR στο SKROUTZ.»", "«Κωδικός μιας χρήσης {{otp}} για αγορά 89,90 EUR στο SKROUTZ.»"},
		{"a log's bare field name", `fill field=securityCode value="742"`, `fill field=securityCode value="{{cvv}}"`},
		{"a cpf by its written shape", `fill field=holderDocument value="207.541.836-53"`, `fill field=holderDocument value="{{ssn}}"`},
		{"a cnpj stays", "CNPJ 12.345.678/0001-95", "CNPJ 12.345.678/0001-95"},
		{"a cpf's shape with a wrong check stays", "versão 123.456.789-10", "versão 123.456.789-10"},
		{"a french number given as c'est le", "envoie-moi 10 000 sur mon Orange Money stp, c'est le 07 58 12 34 90",
			"envoie-moi 10 000 sur mon Orange Money stp, c'est le {{phone}}"},
		{"a price is no phone", "Le prix c'est le 12 34 56 78 90", "Le prix c'est le 12 34 56 78 90"},
		{"an m-pesa receipt's number", "Ksh2,000.00 sent to WANJIRU NJERI 0722481905 on 3/7/24", "Ksh2,000.00 sent to WANJIRU NJERI {{phone}} on 3/7/24"},
		{"a paybill stays", "Ksh1,500.00 sent to KPLC PREPAID for account 888880", "Ksh1,500.00 sent to KPLC PREPAID for account 888880"},
		{"a czech customer line stays", "Zákaznická linka: +420 225 118 300 (po–pá 8–20)", "Zákaznická linka: +420 225 118 300 (po–pá 8–20)"},
		{"a greek customer line stays", "Εξυπηρέτηση πελατών: 210 960 4400", "Εξυπηρέτηση πελατών: 210 960 4400"},
		{"ukrainian recovery codes in a snapshot", "heading \"Резервні коди відновлення\" [ref=e9]\nlist [ref=e14]:\n  - \"esqd-za259\"\n  - \"7urv-drawr\"",
			"heading \"Резервні коди відновлення\" [ref=e9]\nlist [ref=e14]:\n  - \"{{otp}}\"\n  - \"{{otp_2}}\""},
	})
}
