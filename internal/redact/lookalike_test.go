package redact

import "testing"

// TestLookAlikes: numbers that pass a card's checks under another label (a Swedish OCR
// reference, an IMEI, a Saudi VAT number), a card-shaped run inside a longer key of digit
// groups, a date after a password's name, an SSH remote, a CAPTCHA's site key and a
// page's cursor stay; the card, e-mail, password and token beside them are still masked.
func TestLookAlikes(t *testing.T) {
	checkTexts(t, []textCase{
		{"ocr reference", "Fakturanummer: 88104423 | OCR-nummer: 4510987654328 | Bankgiro: 5050-1055",
			"Fakturanummer: 88104423 | OCR-nummer: 4510987654328 | Bankgiro: 5050-1055"},
		{"imei", "IMEI: 352099001761481", "IMEI: 352099001761481"},
		{"saudi vat number", "الرقم الضريبي للمورد: 300012345600003 | السجل التجاري", "الرقم الضريبي للمورد: 300012345600003 | السجل التجاري"},
		{"nf-e access key", "CHAVE DE ACESSO\n3524 0347 3091 8400 0130 5500 1000 0482 1314 8261 9371",
			"CHAVE DE ACESSO\n3524 0347 3091 8400 0130 5500 1000 0482 1314 8261 9371"},
		{"a card after a tax's word", "Pay tax with card 4111 1111 1111 1111", "Pay tax with card {{card_number}}"},
		{"a card alone", "4111 1111 1111 1111", "{{card_number}}"},
		{"a date after the password's name", "Última modificación de la contraseña: 12/01/2024 | Verificación",
			"Última modificación de la contraseña: 12/01/2024 | Verificación"},
		{"ssh remote", "$ git clone git@github.com:acme/storefront.git", "$ git clone git@github.com:acme/storefront.git"},
		{"an e-mail before a colon", "Write to jane@example.com: she replies", "Write to {{email}}: she replies"},
		{"captcha site key", `<div class="g-recaptcha" data-sitekey="6LcyPG6RE8yFFLN_rbJQ36gf6T0oNTLcM7RbgG8D"></div>`,
			`<div class="g-recaptcha" data-sitekey="6LcyPG6RE8yFFLN_rbJQ36gf6T0oNTLcM7RbgG8D"></div>`},
		{"captcha secret", "RECAPTCHA_SECRET=6LcyPG6RE8yFFLN_rbJQ36gf6T0oNTLcM7RbgG8X", "RECAPTCHA_SECRET={{secret}}"},
		{"page cursor", `"variables": { "after": "eyJsYXN0X2lkIjo4MTIzNDU2Nzg5MDEyLCJsYXN0X3ZhbHVlIjoiMjAyNC0wMy0xNFQxMDoyMjozMVoifQ" }`,
			`"variables": { "after": "eyJsYXN0X2lkIjo4MTIzNDU2Nzg5MDEyLCJsYXN0X3ZhbHVlIjoiMjAyNC0wMy0xNFQxMDoyMjozMVoifQ" }`},
		{"a json blob naming a session", `state eyJzZXNzaW9uX2lkIjoiOWY4ZTdkNmM1YjRhMzkyODE3MjYifQ set`, `state {{token}} set`},
	})
}
