package redact

import "testing"

// TestPasswordManagerExports: the rows of a password manager's export (Bitwarden's CSV,
// Firefox's, a sheet's tab-separated copy) lose their passwords, authenticator seeds and
// e-mail addresses; the header's names and the sites' URLs stay.
func TestPasswordManagerExports(t *testing.T) {
	checkTexts(t, []textCase{
		{"a bitwarden row's totp seed",
			"folder,favorite,type,name,notes,fields,reprompt,login_uri,login_username,login_password,login_totp\n" +
				",,login,Twitter,,,0,https://twitter.com,jdoe,P@ssw0rd2024,JBSWY3DPEHPK3PXP\n",
			"folder,favorite,type,name,notes,fields,reprompt,login_uri,login_username,login_password,login_totp\n" +
				",,login,Twitter,,,0,https://twitter.com,jdoe,{{password}},{{otp}}\n"},
		{"a quoted cell with a comma before the password",
			"name,notes,login_uri,login_username,login_password\nAdmin,\"Super admin, do not share\",https://admin.example,root,Lampone!Verde_73\n",
			"name,notes,login_uri,login_username,login_password\nAdmin,\"Super admin, do not share\",https://admin.example,root,{{password}}\n"},
		{"a quoted password holding a comma and a quote",
			"name,login_password,url\nX,\"pa,ss\"\"w0rd!\",https://x.example\n", "name,login_password,url\nX,\"{{password}}\",https://x.example\n"},
		{"an address after a url in a firefox row",
			"url,username,password,httpRealm\nhttps://shop.example,jan@mail.com,Kx9!pq77,\n",
			"url,username,password,httpRealm\nhttps://shop.example,{{email}},{{password}},\n"},
		{"a sheet's header keeps its next name",
			"Title\tUsername\tPassword\tURL\nMail\tann\tqwe!RTY123\thttps://mail.test\n",
			"Title\tUsername\tPassword\tURL\nMail\tann\t{{password}}\thttps://mail.test\n"},
		{"a header alone", "Title\tUsername\tPassword\tURL", "Title\tUsername\tPassword\tURL"},
		{"names and values on one line", "Login\tjdoe\tPassword\tS3cret!x", "Login\tjdoe\tPassword\t{{password}}"},
		{"a totp field in json", `{"name": "GitHub", "totp": "JBSWY3DPEHPK3PXP"}`, `{"name": "GitHub", "totp": "{{otp}}"}`},
		{"a totp label", "TOTP: JBSW Y3DP EHPK 3PXP", "TOTP: {{secret}}"},
		{"a one-time code column", "Site,Code,2FA code\nshop,A1,483920\n", "Site,Code,2FA code\nshop,A1,{{otp}}\n"},
		{"a user in a url stays", "go https://jan@mail.test/x now", "go https://jan@mail.test/x now"},
	})
}

// TestCodesAndPasswordsInChat: a password and one-time codes given in chat with their link
// word where Swahili, Hindi and Urdu put it; a postal code and a setting stay.
func TestCodesAndPasswordsInChat(t *testing.T) {
	checkTexts(t, []textCase{
		{"a swahili password", "Nenosiri lako ni Simba#2024", "Nenosiri lako ni {{password}}"},
		{"a swahili rule about passwords stays", "Nenosiri lako ni lazima liwe na herufi 8", "Nenosiri lako ni lazima liwe na herufi 8"},
		{"a swahili verification code", "Msimbo wako wa uthibitisho ni 482913", "Msimbo wako wa uthibitisho ni {{otp}}"},
		{"a swahili postal code stays", "Msimbo wa posta ni 00100", "Msimbo wa posta ni 00100"},
		{"a hindi code, its link after it", "OTP आया वो 739104 है", "OTP आया वो {{otp}} है"},
		{"the same in latin letters", "OTP aaya vo 739104 hai", "OTP aaya vo {{otp}} hai"},
		{"a setting stays", "OTP ka timeout 3000 hai", "OTP ka timeout 3000 hai"},
	})
}

// TestPlaywrightStepTitles: a typing action's title in Playwright's list reporter, trace
// viewer and HTML report masks what a secret's field was given; a search box's stays.
func TestPlaywrightStepTitles(t *testing.T) {
	checkTexts(t, []textCase{
		{"a list reporter's step, japanese label", "  ✓ locator.fill getByLabel('セキュリティコード') \"731\"   19ms",
			"  ✓ locator.fill getByLabel('セキュリティコード') \"{{cvv}}\"   19ms"},
		{"a role and name", "✓ locator.fill getByRole('textbox', { name: 'Password' }) \"Hunter2!x\"",
			"✓ locator.fill getByRole('textbox', { name: 'Password' }) \"{{password}}\""},
		{"a trace viewer's title", "Fill \"731\" getByLabel('CVC')", "Fill \"{{cvv}}\" getByLabel('CVC')"},
		{"pressed in sequence", "Press sequentially \"Hunter2!x\" locator('#password')", "Press sequentially \"{{password}}\" locator('#password')"},
		{"a search stays", "Fill \"shoes\" getByLabel('Search')", "Fill \"shoes\" getByLabel('Search')"},
		{"a listed search stays", "✓ locator.fill getByLabel('Search') \"shoes\"", "✓ locator.fill getByLabel('Search') \"shoes\""},
	})
}

// TestLabelsGluedOrWorded: numbers right after a Chinese label, a robot's or a test's
// typing into a named field, a code in a drawn box, and identity numbers whose label has
// words of whose before its colon; an expiry, an organisation's tax code stay.
func TestLabelsGluedOrWorded(t *testing.T) {
	checkTexts(t, []textCase{
		{"chinese labels glued to their numbers", "身份证号110105199003076515，手机13917284053，麻烦", "身份证号{{ssn}}，手机{{phone}}，麻烦"},
		{"a model's year stays", "手机型号2024款", "手机型号2024款"},
		{"c# codegen's placeholders", `await page.GetByPlaceholder("请输入身份证号").FillAsync("310115199108234620");`,
			`await page.GetByPlaceholder("请输入身份证号").FillAsync("{{ssn}}");`},
		{"a uipath robot's log", "Info  [x] Type Into 'INPUT  휴대폰번호' : 010-4827-3316", "Info  [x] Type Into 'INPUT  휴대폰번호' : {{phone}}"},
		{"a uipath search stays", "Type Into 'INPUT  Search' : shoes", "Type Into 'INPUT  Search' : shoes"},
		{"a log's value=", `fill input[name="sms_code"] value="482913"`, `fill input[name="sms_code"] value="{{otp}}"`},
		{"an mfa box by its id", `{"action": "type", "selector": "#mfacode", "text": "604271"}`, `{"action": "type", "selector": "#mfacode", "text": "{{otp}}"}`},
		{"a dutch recovery code", "# herstelcode 2FA testaccount (eenmalig bruikbaar): 3f9a2-c81d7", "# herstelcode 2FA testaccount (eenmalig bruikbaar): {{otp}}"},
		{"a code in a drawn box", "Google Authenticator-kod: [ 318604 ]", "Google Authenticator-kod: [ {{otp}} ]"},
		{"an argentine cbu in brackets", "Cuenta para el cobro (CBU): 0170329800000451273893", "Cuenta para el cobro (CBU): {{bank_account}}"},
		{"a korean account in a table", "| 환급금 입금계좌 | 신한은행 110-482-915273 |", "| 환급금 입금계좌 | 신한은행 {{bank_account}} |"},
		{"a pesel with whose", "Wpisano PESEL ubezpieczonego: 87112304572", "Wpisano PESEL ubezpieczonego: {{ssn}}"},
		{"a belgian number with whose", "Rijksregisternummer kandidaat-huurder: 85.07.30-033.28", "Rijksregisternummer kandidaat-huurder: {{ssn}}"},
		{"an rfc with words and a remark", "RFC con homoclave (para la factura de la cuota): GOMA980215K32", "RFC con homoclave (para la factura de la cuota): {{ssn}}"},
		{"portugal's niss", "NISS: 12087345190", "NISS: {{ssn}}"},
		{"an expiry stays", "Passport number expired 2019", "Passport number expired 2019"},
		{"an organisation's tax code stays", "Codice fiscale ente: 80514210733", "Codice fiscale ente: 80514210733"},
	})
}

// TestChatAndScriptLeftovers: values given in chat in more wordings, a wallet's private key
// under a label of another language, a card's security code after its expiry, and values
// set by Katalon, a cookie call and a bank's name between a label and its account.
func TestChatAndScriptLeftovers(t *testing.T) {
	checkTexts(t, []textCase{
		{"a private key under a chinese label", "私钥（已验证密码后显示）：\ne7165ddc07f25e0920357ef695011eb640d7c9a9620c9cf72a19a7fc356b0426",
			"私钥（已验证密码后显示）：\n{{secret}}"},
		{"a transaction hash stays", "交易哈希：e7165ddc07f25e0920357ef695011eb640d7c9a9620c9cf72a19a7fc356b0426",
			"交易哈希：e7165ddc07f25e0920357ef695011eb640d7c9a9620c9cf72a19a7fc356b0426"},
		{"a vietnamese phone's abbreviation", "(SĐT 0903 418 276) bị lỗi", "(SĐT {{phone}}) bị lỗi"},
		{"a spanish own number in groups", "podéis llamarme al 612 48 93 07 por la tarde", "podéis llamarme al {{phone}} por la tarde"},
		{"a korean id's short label", "주민번호 900512 1048327 이거", "주민번호 {{ssn}} 이거"},
		{"a swahili pin, whose", "PIN yangu ni 7719", "PIN yangu ni {{pin}}"},
		{"a tagalog mpin, whose", "yung MPIN ko 4821 baka", "yung MPIN ko {{pin}} baka"},
		{"a vietnamese code", "chị nhận được mã là 5 8 2 0 1 7 mà app", "chị nhận được mã là {{otp}} mà app"},
		{"a vietnamese order code stays", "mã đơn hàng là 240611", "mã đơn hàng là 240611"},
		{"an account after its bank's name", "về stk Vietcombank 0451000482913 giúp", "về stk Vietcombank {{bank_account}} giúp"},
		{"a card's code after its expiry", "ma carte 4539 1488 0343 6467 12/27 094 c'est urgent", "ma carte {{card_number}} 12/27 {{cvv}} c'est urgent"},
		{"no card, no code", "order 1234 5678 9012 3456 12/27 094", "order 1234 5678 9012 3456 12/27 094"},
		{"katalon's encrypted text", "WebUI.setEncryptedText(findTestObject('Object Repository/Login/input_Kodikos'), 'nNEpIa6xiNGgNtJJmu+VhQ==')",
			"WebUI.setEncryptedText(findTestObject('Object Repository/Login/input_Kodikos'), '{{password}}')"},
		{"katalon's text into a tax number's box", "WebUI.setText(findTestObject('Object Repository/Aitisi/input_AFM'), '148293761')",
			"WebUI.setText(findTestObject('Object Repository/Aitisi/input_AFM'), '{{ssn}}')"},
		{"katalon's search stays", "WebUI.setText(findTestObject('Object Repository/Search/input_q'), 'blue shoes')",
			"WebUI.setText(findTestObject('Object Repository/Search/input_q'), 'blue shoes')"},
		{"a session cookie set by a test", "cy.setCookie('sessionid', 'eded7d85b9484e1c9ddc68bb616e9800')", "cy.setCookie('sessionid', '{{token}}')"},
		{"a theme cookie stays", "cy.setCookie('theme', 'dark-mode')", "cy.setCookie('theme', 'dark-mode')"},
		{"a company's tax number for an invoice stays", "▸ locator.fill getByLabel('ΑΦΜ εταιρείας') \"801234596\"", "▸ locator.fill getByLabel('ΑΦΜ εταιρείας') \"801234596\""},
		{"a person's tax number", "await page.getByLabel('Tax ID').fill('801234596');", "await page.getByLabel('Tax ID').fill('{{ssn}}');"},
	})
}

// TestCodeAndCILookalikes: a locator after a password keyword, code that reads a password,
// a commit forced by a refspec and an SSH key's fingerprint after a space stay.
func TestCodeAndCILookalikes(t *testing.T) {
	checkTexts(t, []textCase{
		{"robot's locator strategy with a colon", "    Input Password    id:mdp            ${MOT_DE_PASSE}", "    Input Password    id:mdp            ${MOT_DE_PASSE}"},
		{"code that reads a turkish password", "global.kullanici = { tckn: process.env.TEST_TCKN, sifre: process.env.TEST_SIFRE };",
			"global.kullanici = { tckn: process.env.TEST_TCKN, sifre: process.env.TEST_SIFRE };"},
		{"a refspec's forced commit", "origin +eeef7f3c644e85db9f34872d415fce02bcbf9f62:refs/remotes/origin/main", "origin +eeef7f3c644e85db9f34872d415fce02bcbf9f62:refs/remotes/origin/main"},
		{"a fingerprint after a space", "SHA256: dAmaRuTX/W4hrLhkE6Nsb3pwstXaKfPDv1K2x6UHA2g", "SHA256: dAmaRuTX/W4hrLhkE6Nsb3pwstXaKfPDv1K2x6UHA2g"},
		{"a token after a plus", "token +dAmaRuTX/W4hrLhkE6Nsb3pwstXaKfPDv1K2x6UHA2gQ", "token {{token}}"},
	})
}

// TestIdentityNumbersAsData: a JSON member, a YAML pair or a form's field whose key names a
// person's identity number; a rate, a type, a nationality and a label a company's number
// follows stay.
func TestIdentityNumbersAsData(t *testing.T) {
	checkTexts(t, []textCase{
		{"german json", `{"versicherungsnummer": "12 140387 B 520", "steuerliche_identifikationsnummer": "47038291571"}`,
			`{"versicherungsnummer": "{{ssn}}", "steuerliche_identifikationsnummer": "{{ssn_2}}"}`},
		{"a yaml passport", "passport_number: 533918274", "passport_number: {{ssn}}"},
		{"a form's field", "passportNumber=533918274&x=1", "passportNumber={{ssn}}&x=1"},
		{"a document's number", `{"document_type": "passport", "document_number": "X1234567"}`, `{"document_type": "passport", "document_number": "{{ssn}}"}`},
		{"a rate and a type stay", `{"tax_rate": "19.5", "insurance_type": "premium-2024", "nationality": "GBR"}`,
			`{"tax_rate": "19.5", "insurance_type": "premium-2024", "nationality": "GBR"}`},
		{"a creditor's id stays", "Gläubiger-Identifikationsnummer: DE74ZZZ09470837495", "Gläubiger-Identifikationsnummer: DE74ZZZ09470837495"},
	})
}

// TestTravelAndWalletWordings: passport numbers under labels of more languages and an
// APIS form's "Document number", a UPI id made of a mobile number, a Vietnamese id after
// "thì là", a French phone and secret code after "c'est"; an invoice's document number
// and a documented specimen stay.
func TestTravelAndWalletWordings(t *testing.T) {
	checkTexts(t, []textCase{
		{"an apis form", "Document type: Passport  Document number: 533918274   Expiry: 2031-04-30", "Document type: Passport  Document number: {{ssn}}   Expiry: 2031-04-30"},
		{"an invoice's document number stays", "Document number: INV-2024-0012", "Document number: INV-2024-0012"},
		{"a specimen stays", "Passport: use the ICAO 9303 specimen document number L898902C3.", "Passport: use the ICAO 9303 specimen document number L898902C3."},
		{"hindi", "पासपोर्ट संख्या T4829173 भरी", "पासपोर्ट संख्या {{ssn}} भरी"},
		{"russian", "Загранпаспорт: 75 4829173, действителен", "Загранпаспорт: {{ssn}}, действителен"},
		{"greek", "Αριθμός διαβατηρίου: AN4829173 |", "Αριθμός διαβατηρίου: {{ssn}} |"},
		{"a upi id", "मेरी UPI ID 9876104532@ybl है", "मेरी UPI ID {{phone}}@ybl है"},
		{"a shop's upi id stays", "pay to shop@ybl", "pay to shop@ybl"},
		{"vietnamese thì là", "Nếu nó hỏi số CCCD thì là 001195047823. Xong", "Nếu nó hỏi số CCCD thì là {{ssn}}. Xong"},
		{"french c'est", "mon numéro c'est le 77 458 21 36 et le code secret c'est 1357.", "mon numéro c'est le {{phone}} et le code secret c'est {{otp}}."},
	})
}

// TestPasswordsNamedAfterTheValue: a password said to be one after it, changed from one to
// another, or given after "Credentials:" with its user; a session cookie after its name;
// the typed forms of a plan; names of services and managers stay.
func TestPasswordsNamedAfterTheValue(t *testing.T) {
	checkTexts(t, []textCase{
		{"as password", "Log in using Summer2024 as password", "Log in using {{password}} as password"},
		{"as my password", "Set Summer2024 as my password", "Set {{password}} as my password"},
		{"is now your password", "Saved. New-Pass-9988 is now your password.", "Saved. {{password}} is now your password."},
		{"a manager stays", "Hunter2 is your password manager.", "Hunter2 is your password manager."},
		{"from one to another", "Change password from Summer2024 to Winter2025", "Change password from {{password}} to {{password_2}}"},
		{"from a phone to another stays", "Change password from iPhone to Android", "Change password from iPhone to Android"},
		{"a manager stays", "Use 1Password as password manager", "Use 1Password as password manager"},
		{"a user and a password", "Credentials: frank Sunflower2024", "Credentials: {{token}} {{password}}"}, // the user with it, as "Credentials: frank" is
		{"a session cookie", "The session cookie was 7f9a8b6c5d4e3f2a1b0c9d8e7f6a5b4c", "The session cookie was {{token}}"},
		{"a plan's typing", "type Summer2024 into the password box", "type {{password}} into the password box"},
		{"a plan's fill of a selector", "fill #password with Summer2024", "fill #password with {{password}}"},
		{"a search stays", "fill #search with shoes2024", "fill #search with shoes2024"},
	})
}

// TestIDsAndDatesKept: an OpenAI object's id and a document's validity date after its
// label stay; the document's number is masked.
func TestIDsAndDatesKept(t *testing.T) {
	checkTexts(t, []textCase{
		{"a response's id", `"id": "resp_210eb793ef0ccc76fb82562e4e515e3bf0698eac5f881166",`, `"id": "resp_210eb793ef0ccc76fb82562e4e515e3bf0698eac5f881166",`},
		{"a trace's id", `"trace_id": "trace_431ca202f9a7d8878c72cbad546f76ac"`, `"trace_id": "trace_431ca202f9a7d8878c72cbad546f76ac"`},
		{"a validity date", "Fecha de validez del DNI: 22/08/2030 |", "Fecha de validez del DNI: 22/08/2030 |"},
		{"the number", "DNI: 12345678Z", "DNI: {{ssn}}"},
		{"a tax office's account", "Compte du SPF Finances : BE39 6792 0022 9319 – BIC PCHQBEBB", "Compte du SPF Finances : BE39 6792 0022 9319 – BIC PCHQBEBB"},
		{"a client's account", "Compte du client : BE39 6792 0022 9319", "Compte du client : {{iban}}"},
	})
}
