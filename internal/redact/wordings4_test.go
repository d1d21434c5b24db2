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
		{"an arabic activation code", "جت رسالة فيها كود التفعيل وهو 8316، دخلته", "جت رسالة فيها كود التفعيل وهو {{otp}}، دخلته"},
		{"an arabic discount code's year stays", "كود الخصم هو 2024", "كود الخصم هو 2024"},
		{"a persian second password with its remark", "رمز دوم (پویا): 58302194", "رمز دوم (پویا): {{otp}}"},
		{"a hungarian bank account", "Bankszámlaszám: 11773016-03458718-00000000", "Bankszámlaszám: {{bank_account}}"},
		{"a vietnamese source account", "- Tài khoản nguồn: 0071000845623", "- Tài khoản nguồn: {{bank_account}}"},
		{"a nepali mobile in brackets", "इसेवा आईडी (मोबाइल नम्बर): 9841573206", "इसेवा आईडी (मोबाइल नम्बर): {{phone}}"},
		{"a south african id named in zulu", "Inombolo kamazisi (ID yaseNingizimu Afrika): 8501155800088", "Inombolo kamazisi (ID yaseNingizimu Afrika): {{ssn}}"},
		{"a zulu password", "Iphasiwedi: Ngiyabonga#2024", "Iphasiwedi: {{password}}"},
		{"a tc kimlik no typed into its field", `INFO fill #tridField "18736452062"`, `INFO fill #tridField "{{ssn}}"`},
		{"a utility's customer account stays", "Tenaga Nasional Berhad — Bil Elektrik Anda\nNo. Akaun: 220012345678\nJomPAY — Ruj-1: 220012345678",
			"Tenaga Nasional Berhad — Bil Elektrik Anda\nNo. Akaun: 220012345678\nJomPAY — Ruj-1: 220012345678"},
		{"an arabic electricity bill's account stays", "الخدمة: كهرباء شمال القاهرة\nرقم الحساب: 4201183055761", "الخدمة: كهرباء شمال القاهرة\nرقم الحساب: 4201183055761"},
		{"a bank's source account for a bill is masked", "Thanh toán hóa đơn điện (EVN)\n- Tài khoản nguồn: 0071000845623", "Thanh toán hóa đơn điện (EVN)\n- Tài khoản nguồn: {{bank_account}}"},
		{"an account beside a parameter is masked", "Account number: 12345678 (parameter set)", "Account number: {{bank_account}} (parameter set)"},
		{"a croatian seller's oib stays, the buyer's is masked", "Kupac: Ivana Horvat, OIB: 48193057268\nProdavatelj: Tehno Dom d.o.o., OIB: 77302158494",
			"Kupac: Ivana Horvat, OIB: {{ssn}}\nProdavatelj: Tehno Dom d.o.o., OIB: 77302158494"},
		{"a mexican company's rfc stays, a person's is masked", "Comercio: Tienda del Norte S.A. de C.V. — RFC TDN180523KQ7\nCliente: RFC GODE561231GR8",
			"Comercio: Tienda del Norte S.A. de C.V. — RFC TDN180523KQ7\nCliente: RFC {{ssn}}"},
		{"a quoted password label in a snapshot keeps its ref", "  - textbox \"メールアドレス\" [ref=e9]\n  - textbox \"パスワード\" [ref=e12]",
			"  - textbox \"メールアドレス\" [ref=e9]\n  - textbox \"パスワード\" [ref=e12]"},
		{"a tax pin shown partly hidden stays", "PIN: A00*****17Q", "PIN: A00*****17Q"},
		{"a swahili help line stays", "Msaada: 020 4 999 999 / 0711 099 999", "Msaada: 020 4 999 999 / 0711 099 999"},
		{"a twilio account sid stays, its token is masked", "TWILIO_ACCOUNT_SID=AC092234e31cacac060b72e91df8a2da7d\nTWILIO_AUTH_TOKEN=9f3b2c1d4e5f67890a1b2c3d4e5f6789",
			"TWILIO_ACCOUNT_SID=AC092234e31cacac060b72e91df8a2da7d\nTWILIO_AUTH_TOKEN={{token}}"},
		{"an example env's default password stays", "DATABASE_URL=postgres://app:changeme@localhost:5432/app_dev", "DATABASE_URL=postgres://app:changeme@localhost:5432/app_dev"},
		{"a real url password is masked", "postgres://bob:s3cr3tPW@db/x", "postgres://{{username}}:{{password}}@db/x"},
		{"a documented test key's stand-in stays", "set STRIPE_SECRET_KEY=sk_test_XXXX in .env; la clave sk_test_XXXXXXXXXXXX",
			"set STRIPE_SECRET_KEY=sk_test_XXXX in .env; la clave sk_test_XXXXXXXXXXXX"},
		{"c# selenium's SendKeys into a national id", `driver.FindElement(By.CssSelector("input[data-testid='national-id']")).SendKeys("1081783308");`,
			`driver.FindElement(By.CssSelector("input[data-testid='national-id']")).SendKeys("{{ssn}}");`},
		{"playwright .net's FillAsync into a password", `await page.GetByLabel("Password").FillAsync("hunter2x");`, `await page.GetByLabel("Password").FillAsync("{{password}}");`},
		{"an israeli id its name follows on the line", "driver.find_element(id: 'tz').send_keys('312548704')   # תעודת זהות",
			"driver.find_element(id: 'tz').send_keys('{{ssn}}')   # תעודת זהות"},
		{"an order's number with no name stays", "הזמנה 312548704 נשלחה", "הזמנה 312548704 נשלחה"},
		{"a nigerian bvn", "BVN: 22184736592", "BVN: {{ssn}}"},
		{"a nigerian nin in brackets", "Mo tẹ nọ́mbà ìdánimọ̀ orílẹ̀-èdè (NIN) 70148362951 sínú àpótí", "Mo tẹ nọ́mbà ìdánimọ̀ orílẹ̀-èdè (NIN) {{ssn}} sínú àpótí"},
		{"a norwegian fødselsnummer", "> fødselsnummer fylt inn: 15048941289", "> fødselsnummer fylt inn: {{ssn}}"},
		{"a fødselsnummer's shape with a wrong check stays", "> fødselsnummer mangler; saksnummer 15048941288", "> fødselsnummer mangler; saksnummer 15048941288"},
		{"a labelled fødselsnummer with a wrong check", "> fødselsnummer fylt inn: 15048941288", "> fødselsnummer fylt inn: {{ssn}}"},
		{"a swedish mobile", "Telefon dagtid: 070-418 27 93", "Telefon dagtid: {{phone}}"},
		{"a hungarian one-time code after a quoted prompt", "„Adja meg a hitelesítő alkalmazásban megjelenő egyszer használatos kódot”: 284617",
			"„Adja meg a hitelesítő alkalmazásban megjelenő egyszer használatos kódot”: {{otp}}"},
		{"a russian password said entered", "пароль вводил Sneg_Moskva2291 — три раза", "пароль вводил {{password}} — три раза"},
		{"an indian abha number", "- ABHA नंबर 91-4827-3619-0055 दर्ज किया", "- ABHA नंबर {{ssn}} दर्ज किया"},
		{"ukrainian recovery codes in a snapshot", "heading \"Резервні коди відновлення\" [ref=e9]\nlist [ref=e14]:\n  - \"esqd-za259\"\n  - \"7urv-drawr\"",
			"heading \"Резервні коди відновлення\" [ref=e9]\nlist [ref=e14]:\n  - \"{{otp}}\"\n  - \"{{otp_2}}\""},
	})
}

// TestNationalMobiles: a mobile number in its country's written form is masked by its shape
// alone; landlines, toll-free lines, company and tax numbers, dates and IP addresses that
// look alike stay.
func TestNationalMobiles(t *testing.T) {
	var cases []textCase
	for _, num := range []string{"0803 412 7785", "0712 345 678", "0532 418 27 63", "06-41 27 93 58", "06 12 34 56 78",
		"0812-8834-5521", "139 1024 5678", "01715-829364", "0917 482 6630", "0171 4829306", "07700 900123", "0300-1234567"} {
		cases = append(cases, textCase{"mobile " + num, "call me on " + num + " tonight", "call me on {{phone}} tonight"})
	}
	for _, keep := range []string{"ABN 14 192 912 091", "SIRET 839 172 640 00014", "Roma 06 4821 7730", "Tokyo 03-3712-4086",
		"SAC 0800 723 4455", "Turkcell kurumsal 0850 258 58 00", "cégjegyzékszám: 01-10-041585", "Endpoint = 185.213.154.68:51820",
		"IP 192.168.31.142", "date 03-15-2024 09:14", "Ondernemingsnummer: 0759.163.273", "ref 0812-8834-5521-7"} {
		cases = append(cases, textCase{"keeps " + keep, keep, keep})
	}
	checkTexts(t, cases)
}

// TestPayeeOrganisationIBAN: an IBAN a bill or a tax notice prints as an organisation's to
// pay into is kept; a person's, a payee's or the reader's own (a refund) is masked.
func TestPayeeOrganisationIBAN(t *testing.T) {
	checkTexts(t, []textCase{
		{"a tax office's", "Bénéficiaire : SPF Finances – Impôts particuliers\nIBAN du bénéficiaire : BE61 6792 0022 9117",
			"Bénéficiaire : SPF Finances – Impôts particuliers\nIBAN du bénéficiaire : BE61 6792 0022 9117"},
		{"a utility's on a swiss qr bill", "Konto / Zahlbar an\nCH13 3080 8007 1234 5678 9\nElektra Seeland AG\nBahnhofstrasse 12",
			"Konto / Zahlbar an\nCH13 3080 8007 1234 5678 9\nElektra Seeland AG\nBahnhofstrasse 12"},
		{"a company payee's", "Empfänger: Stadtwerke München GmbH | IBAN: DE89 3704 0044 0532 0130 00",
			"Empfänger: Stadtwerke München GmbH | IBAN: DE89 3704 0044 0532 0130 00"},
		{"a person payee's", "Beneficiary: John Smith | IBAN: DE89 3704 0044 0532 0130 00", "Beneficiary: John Smith | IBAN: {{iban}}"},
		{"the reader's refund", "Rückerstattung vom Finanzamt auf Ihr Konto, Empfänger: Sie, IBAN DE89370400440532013000",
			"Rückerstattung vom Finanzamt auf Ihr Konto, Empfänger: Sie, IBAN {{iban}}"},
		{"no payee's label", "Finanzamt München, IBAN DE89370400440532013000", "Finanzamt München, IBAN {{iban}}"},
	})
}

// TestPublicLookalikes: ids public by what they are, values shown hidden in part, a
// variable in a header and a payment line's check group are kept; their secret
// neighbours are masked.
func TestPublicLookalikes(t *testing.T) {
	checkTexts(t, []textCase{
		{"an oauth client's id, its secret masked", "Client ID: xwoViVfIJclBunOtOadMhqjNfx2fj7wH | Client Secret: JcRwbos8Ljv30zU8JaLrh2mT4EsmcBXm",
			"Client ID: xwoViVfIJclBunOtOadMhqjNfx2fj7wH | Client Secret: {{secret}}"},
		{"a har header's entity tag", `{"name": "etag", "value": "W/\"5e1a-r0J62gzDyGcDYc41OZhhspvxSFc\""}`,
			`{"name": "etag", "value": "W/\"5e1a-r0J62gzDyGcDYc41OZhhspvxSFc\""}`},
		{"a screenshot's base64", "screenshot: iVBORw0KGgoAAAANSUhEUgAAB4AAAAQ4CAIAAABnsVYUAAAA", "screenshot: iVBORw0KGgoAAAANSUhEUgAAB4AAAAQ4CAIAAABnsVYUAAAA"},
		{"a variable in an escaped header", `{"command": "curl -H \"Authorization: Bearer $SHOP_API_TOKEN\" x"}`, `{"command": "curl -H \"Authorization: Bearer $SHOP_API_TOKEN\" x"}`},
		{"a token in an escaped header", `{"command": "curl -H \"Authorization: Bearer abcd1234efgh5678ijkl9012\" x"}`, `{"command": "curl -H \"Authorization: Bearer {{token}}\" x"}`},
		{"an id shown with its end hidden", "Personas kods: 150787-***** | CPR-nr.: 120488-****", "Personas kods: 150787-***** | CPR-nr.: 120488-****"},
		{"the same id whole", "Personas kods: 150787-12345", "Personas kods: {{ssn}}"},
		{"an employer's tax number by its remark", "Steuernummer (Arbeitgeber): 48/721/04513 · Finanzamt", "Steuernummer (Arbeitgeber): 48/721/04513 · Finanzamt"},
		{"a tax office's account to pay into", "Kedvezményezett: NAV Személyi jövedelemadó beszedési számla | Számlaszám: 10032000-06056353",
			"Kedvezményezett: NAV Személyi jövedelemadó beszedési számla | Számlaszám: 10032000-06056353"},
		{"a person payee's account", "Kedvezményezett: Kovács Anna | Számlaszám: 10032000-06056353", "Kedvezményezett: Kovács Anna | Számlaszám: {{bank_account}}"},
		{"mexico's generic rfc", "Receptor: PÚBLICO EN GENERAL   RFC: XAXX010101000", "Receptor: PÚBLICO EN GENERAL   RFC: XAXX010101000"},
		{"a danish fi payment line", "| HOFOR A/S | +71<000004418273514 +85917431< |", "| HOFOR A/S | +71<000004418273514 +85917431< |"},
	})
}
