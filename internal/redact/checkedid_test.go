package redact

import "testing"

// TestCheckedIdentityNumbers: identity numbers whose name stands words away, found by
// their check digit (Aadhaar, henkilötunnus, CPF, T.C. Kimlik No, DNI, Thailand's id,
// South Africa's, France's NIR, СНИЛС); the same shapes with a wrong check digit, or
// with no name before them, stay, and so does a Thai company's tax number.
func TestCheckedIdentityNumbers(t *testing.T) {
	checkTexts(t, []textCase{
		{"aadhaar in a hindi note", `"आधार संख्या" वाले textbox (ref=e19) में 7382 9164 0525 टाइप किया`,
			`"आधार संख्या" वाले textbox (ref=e19) में {{ssn}} टाइप किया`},
		{"aadhaar with a wrong check digit stays", `"आधार संख्या" वाले textbox (ref=e19) में 7382 9164 0526 टाइप किया`,
			`"आधार संख्या" वाले textbox (ref=e19) में 7382 9164 0526 टाइप किया`},
		{"a henkilötunnus said entered", `Kela-lomakkeen kohtaan "Henkilötunnus" syötetty 120387-3563. Postinumero 00530.`,
			`Kela-lomakkeen kohtaan "Henkilötunnus" syötetty {{ssn}}. Postinumero 00530.`},
		{"a cpf said given at sign-up", "CPF informado no cadastro: 482.731.596-55", "CPF informado no cadastro: {{ssn}}"},
		{"a cpf with a wrong check stays", "CPF informado no cadastro: 482.731.596-56", "CPF informado no cadastro: 482.731.596-56"},
		{"a tc kimlik no asked for", "emlakçı sözleşme için TC kimlik no istedi: 18427539638", "emlakçı sözleşme için TC kimlik no istedi: {{ssn}}"},
		{"a dni given in chat", "el casero necesita tu DNI para el contrato, le paso el mío: 47281936P",
			"el casero necesita tu DNI para el contrato, le paso el mío: {{ssn}}"},
		{"a dni-shaped reference with no name stays", "Referencia del pedido: 47281936P", "Referencia del pedido: 47281936P"},
		{"a thai id by its shape", "ส่งเลขบัตรประชาชนให้นะคะ 1-1037-01258-46-2 ใช้กรอกฟอร์ม", "ส่งเลขบัตรประชาชนให้นะคะ {{ssn}} ใช้กรอกฟอร์ม"},
		{"a thai company's tax number stays", "เลขบัตรประชาชน ผู้ขาย: บริษัท สยามมาร์ท จำกัด (เลขผู้เสียภาษี 0105317694417)",
			"เลขบัตรประชาชน ผู้ขาย: บริษัท สยามมาร์ท จำกัด (เลขผู้เสียภาษี 0105317694417)"},
		{"a french nir said entered", "Numéro de sécurité sociale saisi : 2 91 07 69 384 217 92", "Numéro de sécurité sociale saisi : {{ssn}}"},
		{"a my number said entered", "マイナンバー（個人番号）欄に 9779 0744 3098 を入力しました", "マイナンバー（個人番号）欄に {{ssn}} を入力しました"},
		{"a bsn typed by index", `"memory": "nu het BSN invullen", "action": [{"input_text": {"index": 14, "text": "377127772"}}]`,
			`"memory": "nu het BSN invullen", "action": [{"input_text": {"index": 14, "text": "{{ssn}}"}}]`},
		{"a personnummer in a note", "Loggade in på 1177 med personnumret 850714-3389 och BankID", "Loggade in på 1177 med personnumret {{ssn}} och BankID"},
		{"a person's nif, a company's nipc stays", "NIF do sujeito passivo: 288471440 | Entidade patronal (NIPC): 506442926",
			"NIF do sujeito passivo: {{ssn}} | Entidade patronal (NIPC): 506442926"},
		{"a korean registration number by placeholder", `getByPlaceholder('주민등록번호 13자리 (- 포함)') value: "900315-1331253"`,
			`getByPlaceholder('주민등록번호 13자리 (- 포함)') value: "{{ssn}}"`},
		{"an israeli id, a company number stays", "מספר תעודת הזהות 290666379 | ספק: אור ירוק בע\"מ, ח.פ. 513225425",
			"מספר תעודת הזהות {{ssn}} | ספק: אור ירוק בע\"מ, ח.פ. 513225425"},
		{"an id said filled in after a quoted label", "Feld „Identifikationsnummer (IdNr.)“ ausgefüllt: 41528307495",
			"Feld „Identifikationsnummer (IdNr.)“ ausgefüllt: {{ssn}}"},
		{"a codice fiscale said entered", "Codice fiscale inserito: BNCGLI87C62H501U.", "Codice fiscale inserito: {{ssn}}."},
		{"a snils set in a log", `gosuslugi: СНИЛС заявителя; DEBUG set field snils="148-295-037 86"`, `gosuslugi: СНИЛС заявителя; DEBUG set field snils="{{ssn}}"`},
	})
}

// TestStepLinesAndFormFields: a step written on a line with its selector and value, a
// Playwright MCP form field, a table of a form's refs, a curl form field; selectors, a
// variable and a search stay.
func TestStepLinesAndFormFields(t *testing.T) {
	checkTexts(t, []textCase{
		{"a step with an arrow", `[type] #documentNumber ← "CFGH4K7R2"`, `[type] #documentNumber ← "{{ssn}}"`},
		{"a step with an equals sign", `fill #passportNumber = "537218946"`, `fill #passportNumber = "{{ssn}}"`},
		{"a blik code step", `krok 14: type #blik-code-input "583021"`, `krok 14: type #blik-code-input "{{otp}}"`},
		{"a search step stays", `type #search "red shoes"`, `type #search "red shoes"`},
		{"a fill_form field", `{"name": "Téléphone portable", "type": "textbox", "ref": "e14", "value": "06 71 24 58 93"}`,
			`{"name": "Téléphone portable", "type": "textbox", "ref": "e14", "value": "{{phone}}"}`},
		{"a product's name stays", `{"name": "Quantity", "type": "textbox", "ref": "e3", "value": "12"}`,
			`{"name": "Quantity", "type": "textbox", "ref": "e3", "value": "12"}`},
		{"a cvv past a ref cell", "| Číslo karty | e31 | 4111 |\n| CVC/CVV | e34 | 406 |", "| Číslo karty | e31 | 4111 |\n| CVC/CVV | e34 | {{cvv}} |"},
		{"a tc kimlik no typed by cypress", "cy.get('[data-cy=tckn]').type('38451276972')", "cy.get('[data-cy=tckn]').type('{{ssn}}')"},
		{"a selector before an environment variable stays", "await page.fill('#kennwort', process.env.SHOP_PASSWORD);",
			"await page.fill('#kennwort', process.env.SHOP_PASSWORD);"},
		{"a curl form field's cvc", `  -d "card[cvc]=518" \`, `  -d "card[cvc]={{cvv}}" \`},
		{"a curl form field's stand-in stays", `  -d api_key=YOUR_API_KEY \`, `  -d api_key=YOUR_API_KEY \`},
		{"a korean mobile in a table", "| 휴대폰 | 010-4827-3915 |", "| 휴대폰 | {{phone}} |"},
		{"a hebrew parent's mobile", "טלפון נייד של ההורה: 054-7318294", "טלפון נייד של ההורה: {{phone}}"},
		{"a bengali order number stays", "অর্ডার নম্বর: ৮৪৭২৯১০৩", "অর্ডার নম্বর: ৮৪৭২৯১০৩"},
		{"a bengali mobile to send money to", "আম্মুর নাম্বারে সেন্ড মানি করে দিও: ০১৭১২-৪৮৩৯২৭", "আম্মুর নাম্বারে সেন্ড মানি করে দিও: {{phone}}"},
		{"a bengali pin", "বিকাশ অ্যাপে ঢুকে পিন ৫৮২৭ দিয়ে", "বিকাশ অ্যাপে ঢুকে পিন {{pin}} দিয়ে"},
		{"a japanese chat's password", "パスは Sakura_0412kt だよ", "パスは {{password}} だよ"},
		{"a french chat's card code", "{{card_number}} exp 09/27 crypto 417", "{{card_number}} exp 09/27 crypto {{cvv}}"},
		{"crypto as money stays", "I bought crypto 417 times", "I bought crypto 417 times"},
		{"a vietnamese otp", "Ma OTP giao dich cua Quy khach la 739158, so tien 2,450,000 VND", "Ma OTP giao dich cua Quy khach la {{otp}}, so tien 2,450,000 VND"},
		{"an iranian sheba", "اینم شبا: IR94 0170 0000 0021 8734 5069 17", "اینم شبا: {{iban}}"},
		{"an iranian sheba with wrong check digits stays", "IR95 0170 0000 0021 8734 5069 17", "IR95 0170 0000 0021 8734 5069 17"},
		{"a japanese passport number", "旅券番号：TS4829106", "旅券番号：{{ssn}}"},
		{"a dutch passport number", "Nummer huidig paspoort: NWK7R3DP5 (verloopt 02-09-2025)", "Nummer huidig paspoort: {{ssn}} (verloopt 02-09-2025)"},
		{"a uscis a-number", "Alien Registration Number (A-Number): A214837905", "Alien Registration Number (A-Number): {{ssn}}"},
		{"a norwegian stand-in token stays", "export FAKTURA_API_TOKEN=din_token_her", "export FAKTURA_API_TOKEN=din_token_her"},
	})
}

// TestDeveloperPagesKeep: a label "Auth Token:" keeps its words (Redis's AUTH command
// took "Token:" for a password), a token on the line under a name in brackets is masked;
// a secret's metadata printed by kubectl, gpg's key fingerprint, a Stripe publishable key
// in a table's token column, Twilio's message SIDs, a header's environment variable and
// a service account's address stay.
func TestDeveloperPagesKeep(t *testing.T) {
	checkTexts(t, []textCase{
		{"an auth token label", "Auth Token: 5d3cf7dfc0f08645f915e24c0bb41606", "Auth Token: {{token}}"},
		{"a token under a bracketed name", "رمز المصادقة (Auth Token)\n5d3cf7dfc0f08645f915e24c0bb41606   [إخفاء]",
			"رمز المصادقة (Auth Token)\n{{token}}   [إخفاء]"},
		{"redis auth still masked", "127.0.0.1:6379> AUTH s3cr3tPassw0rd", "127.0.0.1:6379> AUTH {{password}}"},
		{"a secret's uid printed by kubectl", "$ kubectl get secret api-tls -n pay -o jsonpath='{.metadata.uid}'\n68a7f723-f438-48fe-b66f-30c5e951891c",
			"$ kubectl get secret api-tls -n pay -o jsonpath='{.metadata.uid}'\n68a7f723-f438-48fe-b66f-30c5e951891c"},
		{"a secret's data printed by kubectl", "$ kubectl get secret db -o jsonpath='{.data.password}' | base64 -d\nHunter2Passw0rd",
			"$ kubectl get secret db -o jsonpath='{.data.password}' | base64 -d\n{{password}}"},
		{"gpg's key in german", "gpg:                mittels EDDSA-Schlüssel BFE9F0CE855B1B4B0B67BDF4F806A830EA43A7C2",
			"gpg:                mittels EDDSA-Schlüssel BFE9F0CE855B1B4B0B67BDF4F806A830EA43A7C2"},
		{"a publishable key in a token column", "| Naam | Token |\n| Publiceerbare sleutel | pk_live_51TPGBugEzfOnOk3wHq9iDXPiSHeD0ewVIpWqpXohFsrhkq6HAC |",
			"| Naam | Token |\n| Publiceerbare sleutel | pk_live_51TPGBugEzfOnOk3wHq9iDXPiSHeD0ewVIpWqpXohFsrhkq6HAC |"},
		{"twilio message sids", "| SID | To |\n| SM7a58d044ffb5c35a8a6f37b82b6407d6 | +972 •• ••• •417 |",
			"| SID | To |\n| SM7a58d044ffb5c35a8a6f37b82b6407d6 | +972 •• ••• •417 |"},
		{"a header's environment variable", `-H "Authorization: Bearer $CF_API_TOKEN" | jq`, `-H "Authorization: Bearer $CF_API_TOKEN" | jq`},
		{"a service account's address", `"client_email": "deploy-ci@loja-homolog-417203.iam.gserviceaccount.com",`,
			`"client_email": "deploy-ci@loja-homolog-417203.iam.gserviceaccount.com",`},
	})
}

// TestCodesListedAndKeysNamedPublic: recovery codes listed after a colon with more words
// after them; a search-only API key, a secret store's resource name stay.
func TestCodesListedAndKeysNamedPublic(t *testing.T) {
	checkTexts(t, []textCase{
		{"recovery codes listed inline", "Copied the GitHub recovery codes as asked: d0b74-435af, 61af0-52cb5, b6b88-6b6dc (7 more on the page).",
			"Copied the GitHub recovery codes as asked: {{otp}}, {{otp_2}}, {{otp_3}} (7 more on the page)."},
		{"one word after a code's colon stays", "Backup code: use one, e.g. abc12345 only once", "Backup code: use one, e.g. abc12345 only once"},
		{"a search-only key stays", "Application ID | 7QK2M9XW1B | Search-Only API Key | 99095e4261e5686e8ffaca1389bb4dc5 |",
			"Application ID | 7QK2M9XW1B | Search-Only API Key | 99095e4261e5686e8ffaca1389bb4dc5 |"},
		{"an admin key is masked", "Admin API Key | 99095e4261e5686e8ffaca1389bb4dc5", "Admin API Key | {{secret}}"},
		{"a secret manager path stays", `db_password_secret = "projects/harbor-prod/secrets/db-password/versions/3"`,
			`db_password_secret = "projects/harbor-prod/secrets/db-password/versions/3"`},
		{"a secrets manager arn stays", `db_password = "arn:aws:secretsmanager:eu-west-1:123456789012:secret:prod/db-AbCdEf"`,
			`db_password = "arn:aws:secretsmanager:eu-west-1:123456789012:secret:prod/db-AbCdEf"`},
	})
}

// TestCheckDigits: each scheme's check against a number it holds for and the same number
// with one digit changed.
func TestCheckDigits(t *testing.T) {
	for _, c := range []struct {
		name        string
		valid       func(string) bool
		good, wrong string
	}{
		{"verhoeff (aadhaar)", verhoeff, "4968 1742 3510", "4968 1742 3511"},
		{"henkilötunnus", hetuValid, "131052-308T", "131052-308U"},
		{"cpf", cpfValid, "529.982.247-25", "529.982.247-26"},
		{"cpf of equal digits", cpfValid, "529.982.247-25", "111.111.111-11"},
		{"tc kimlik no", tcknValid, "10000000146", "10000000147"},
		{"dni", dniValid, "12345678Z", "12345678A"},
		{"nie", dniValid, "X1234567L", "X1234567M"},
		{"thai id", thaiIDValid, "1-1037-01258-46-2", "1-1037-01258-46-3"},
		{"south african id", saIDValid, "8001015009087", "8001015009088"},
		{"nir", nirValid, "1 84 01 76 451 089 64", "1 84 01 76 451 089 65"},
		{"snils", snilsValid, "112-233-445 95", "112-233-445 96"},
		{"my number", myNumberValid, "9779 0744 3098", "9779 0744 3099"},
		{"bsn", bsnValid, "123456782", "123456783"},
		{"personnummer", personnummerValid, "850714-3389", "850714-3388"},
		{"samordningsnummer", personnummerValid, "701063-2391", "701063-2392"},
		{"nif (portugal)", nifPTValid, "288471440", "288471441"},
		{"resident registration number", rrnValid, "900315-1331253", "900315-1331254"},
		{"israeli id", israeliIDValid, "290666379", "290666378"},
	} {
		if !c.valid(c.good) {
			t.Errorf("%s: %q should pass its check", c.name, c.good)
		}
		if c.valid(c.wrong) {
			t.Errorf("%s: %q should fail its check", c.name, c.wrong)
		}
	}
}

// TestMorePasswordsPhonesAndCompanyLines: passwords named in Japanese, Greek, Czech and
// Arabic chats and notes; a person's phone named in Swedish or said to be one in
// Portuguese; a company's toll-free or service line and a number shown masked stay, and
// so does an environment variable read after a label.
func TestMorePasswordsPhonesAndCompanyLines(t *testing.T) {
	checkTexts(t, []textCase{
		{"a japanese pin field's password", "・e-Taxの暗証番号欄には Sakura#2024kb を入力。", "・e-Taxの暗証番号欄には {{password}} を入力。"},
		{"a japanese pin stays a pin", "暗証番号（数字4桁）：4821", "暗証番号（数字4桁）：{{pin}}"},
		{"a greek service's password", "πληκτρολόγησε τον κωδικό Taxisnet: Kalamata!77", "πληκτρολόγησε τον κωδικό Taxisnet: {{password}}"},
		{"a czech password in quotes", "Přihlásil jsem se s heslem „Hruska-Tatra-2291“, stáhl jsem fakturu", "Přihlásil jsem se s heslem „{{password}}“, stáhl jsem fakturu"},
		{"an arabic chat's password", "اسم الشبكة Zain-Home-5G والباسورد Ahmad@2023#home", "اسم الشبكة Zain-Home-5G والباسورد {{password}}"},
		{"a label's environment variable stays", "await page.getByLabel('パスワード').fill(process.env.BANK_PASSWORD!);",
			"await page.getByLabel('パスワード').fill(process.env.BANK_PASSWORD!);"},
		{"a swedish mobile number", "Under Kontaktuppgifter stod mobilnumret 070-482 19 63 redan ifyllt", "Under Kontaktuppgifter stod mobilnumret {{phone}} redan ifyllt"},
		{"a portuguese phone said to be", "Você: o telefone é (11) 98734-2210 e o e-mail", "Você: o telefone é {{phone}} e o e-mail"},
		{"a toll-free line stays", "Questions? Call Member Services at 1-800-555-0142 (TTY 711).", "Questions? Call Member Services at 1-800-555-0142 (TTY 711)."},
		{"a clinic's appointment line stays", "Työterveyshuollon ajanvaraus: 017 288 4500", "Työterveyshuollon ajanvaraus: 017 288 4500"},
		{"a customer service line stays", "هاتف خدمة العملاء: 800 244 0307", "هاتف خدمة العملاء: 800 244 0307"},
		{"a person's number is masked", "call me at 415-555-0132", "call me at {{phone}}"},
		{"an ssn shown masked stays", "a Employee's social security number: XXX-XX-1907", "a Employee's social security number: XXX-XX-1907"},
	})
}

// TestAgentRecordsOfMoreTools: Browser-Use's typing by an index its goal names,
// Stagehand's logged fill, a pretty-printed Selenium IDE step, a step line whose selector
// quotes its attribute; a Selenium assertion's expected text, company PANs and an
// employer's tax number, stand-ins and hidden marks stay.
func TestAgentRecordsOfMoreTools(t *testing.T) {
	checkTexts(t, []textCase{
		{"browser-use typing by index", "🎯 Next goal: Passwort in Feld 7 eingeben, dann Button 9 klicken\n🛠️  Action 1/2: {\"input_text\":{\"index\":7,\"text\":\"Kater#Lindenstr12\"}}",
			"🎯 Next goal: Passwort in Feld 7 eingeben, dann Button 9 klicken\n🛠️  Action 1/2: {\"input_text\":{\"index\":7,\"text\":\"{{password}}\"}}"},
		{"browser-use search by index stays", "Next goal: search for shoes in field 7\n{\"input_text\":{\"index\":7,\"text\":\"red shoes 42\"}}",
			"Next goal: search for shoes in field 7\n{\"input_text\":{\"index\":7,\"text\":\"red shoes 42\"}}"},
		{"stagehand's fill", "    xpath: \"/html/body/form/input[@name='otp_code']\"\n    method: \"fill\"\n    arguments: [\"583401\"]",
			"    xpath: \"/html/body/form/input[@name='otp_code']\"\n    method: \"fill\"\n    arguments: [\"{{otp}}\"]"},
		{"a pretty-printed selenium ide step", "{\n  \"command\": \"type\",\n  \"target\": \"id=cvc\",\n  \"targets\": [[\"id=cvc\", \"id\"]],\n  \"value\": \"738\"\n}",
			"{\n  \"command\": \"type\",\n  \"target\": \"id=cvc\",\n  \"targets\": [[\"id=cvc\", \"id\"]],\n  \"value\": \"{{cvv}}\"\n}"},
		{"a selenium assertion stays", "{\n  \"command\": \"assertText\",\n  \"target\": \"css=.otp-countdown\",\n  \"value\": \"Mã OTP sẽ hết hạn sau 02:59\"\n}",
			"{\n  \"command\": \"assertText\",\n  \"target\": \"css=.otp-countdown\",\n  \"value\": \"Mã OTP sẽ hết hạn sau 02:59\"\n}"},
		{"a step line's quoted attribute", `Schritt 16  fill   input[name="cvc"]          "318"`, `Schritt 16  fill   input[name="cvc"]          "{{cvv}}"`},
		{"a company's pan stays", "नियोक्ता का TAN MUMN04217C और कंपनी का PAN AABCN7342M दिखा", "नियोक्ता का TAN MUMN04217C और कंपनी का PAN AABCN7342M दिखा"},
		{"a person's pan", "PAN: BKRPS4821K", "PAN: {{ssn}}"},
		{"an employer's tax number stays", "Εργοδότης: ΑΦΜ 803113874 · ΑΜΕ 0127845309", "Εργοδότης: ΑΦΜ 803113874 · ΑΜΕ 0127845309"},
		{"an environment variable's stand-in default stays", "const API_KEY = process.env.MAPS_API_KEY || 'YOUR_API_KEY';",
			"const API_KEY = process.env.MAPS_API_KEY || 'YOUR_API_KEY';"},
		{"an environment variable's real default", "const API_KEY = process.env.MAPS_API_KEY || 'abc123def456ghi';",
			"const API_KEY = process.env.MAPS_API_KEY || '{{token}}';"},
		{"a value hidden already stays", `{"password": "********", "otp": "[REDACTED]"}`, `{"password": "********", "otp": "[REDACTED]"}`},
		{"wg's hidden key stays", "  preshared key: (hidden)", "  preshared key: (hidden)"},
		{"a czech quoted label stays", "✓ odkaz „Zapomenuté heslo“ vede na /obnova-hesla (0.9s)", "✓ odkaz „Zapomenuté heslo“ vede na /obnova-hesla (0.9s)"},
	})
}
