package redact

import "testing"

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

// TestCodesAccountsAndLookalikes: codes a page prompts for or a message sends in more
// languages and shapes, bank accounts with what they are for or their bank, security
// answers after a question and a dash, a phone typed into a Portuguese "celular" box;
// a card payment's approval code, documented test cards, a Wi-Fi payload's stand-in, a
// fediverse handle, a WireGuard peer's key and a FAQ's answer stay.
func TestCodesAccountsAndLookalikes(t *testing.T) {
	checkTexts(t, []textCase{
		{"a french prompt's code", "Un code vous a été envoyé par SMS. | Saisissez le code : 582047 | [Valider]",
			"Un code vous a été envoyé par SMS. | Saisissez le code : {{otp}} | [Valider]"},
		{"an italian prompt's code", "Oppure inserisci questo codice nell'app: 481 902", "Oppure inserisci questo codice nell'app: {{otp}}"},
		{"a french promo code stays", "Saisissez le code promo : ETE2024", "Saisissez le code promo : ETE2024"},
		{"a czech locker pin", "PIN pro otevření schránky: 48 21 17", "PIN pro otevření schránky: {{pin}}"},
		{"a turkish sms code", "<#> Instagram kodunuz: 483 920. Bu kodu kimseyle paylaşmayın.", "<#> Instagram kodunuz: {{otp}}. Bu kodu kimseyle paylaşmayın."},
		{"an italian code by sms", "mi arriva per SMS il codice 729164, lo digito nel campo", "mi arriva per SMS il codice {{otp}}, lo digito nel campo"},
		{"a finnish key number", "Syötä tunnuslukulistan avainluku kohdasta 37: 5820 | [Hyväksy]", "Syötä tunnuslukulistan avainluku kohdasta 37: {{otp}} | [Hyväksy]"},
		{"a korean card password's first digits", "카드 비밀번호 앞 2자리: 93 | 주문번호: 20250312-0004417", "카드 비밀번호 앞 2자리: {{pin}} | 주문번호: 20250312-0004417"},
		{"a chinese device code in capitals", "设备验证码：KQHXWB（见设备底部标签）", "设备验证码：{{otp}}（见设备底部标签）"},
		{"a polish refund account", "Numer rachunku do zwrotu: 92 1050 1445 8448 8547 2845 0976 | Płatnik", "Numer rachunku do zwrotu: {{bank_account}} | Płatnik"},
		{"a korean account at its bank", "환급 계좌는 국민은행 472801-04-318265 로 선택함.", "환급 계좌는 국민은행 {{bank_account}} 로 선택함."},
		{"a google backup code in a sentence", "J'ai utilisé le code de secours Google 7391 0485 pour me connecter", "J'ai utilisé le code de secours Google {{otp}} pour me connecter"},
		{"three groups after a backup code's name stay", "backup code 1000 2000 3000", "backup code 1000 2000 3000"},
		{"turkish backup codes with a remark", "Yedek kodlarınızı güvenli bir yerde saklayın:\n  8f3k2-q9wz1   (her kod yalnızca bir kez kullanılabilir)",
			"Yedek kodlarınızı güvenli bir yerde saklayın:\n  {{otp}}   (her kod yalnızca bir kez kullanılabilir)"},
		{"swedish security answers", "sidan ”Säkerhetsfrågor” är ifylld.\nFråga 1: ”Vad hette ditt första husdjur?” – svar: Smulan",
			"sidan ”Säkerhetsfrågor” är ifylld.\nFråga 1: ”Vad hette ditt första husdjur?” – svar: {{secret}}"},
		{"a faq's answer stays", "Hur gör jag? – Svar: Gå till inställningar", "Hur gör jag? – Svar: Gå till inställningar"},
		{"a celular box", "await page.type('#celular', '(11) 98437-2615');", "await page.type('#celular', '{{phone}}');"},
		{"a card payment's approval code stays", "payment.authorized auth_code=A1B2C3 http_status=200", "payment.authorized auth_code=A1B2C3 http_status=200"},
		{"an oauth code is masked", "GET /callback?state=x&auth_code=A1B2C3D4E5F6G7H8", "GET /callback?state=x&auth_code={{otp}}"},
		{"a documented test card stays", "In test mode, use card number `4242 4242 4242 4242` with any future expiry",
			"In test mode, use card number `4242 4242 4242 4242` with any future expiry"},
		{"a test card's number typed as one's own is masked", "My card is 4242 4242 4242 4242", "My card is {{card_number}}"},
		{"a wifi payload's stand-in stays", "print a QR code with the payload `WIFI:T:WPA;S:<SSID>;P:<PASSWORD>;;` for guests",
			"print a QR code with the payload `WIFI:T:WPA;S:<SSID>;P:<PASSWORD>;;` for guests"},
		{"a quoted header's stand-in stays", "Call the API with `Authorization: Bearer YOUR_API_TOKEN` in every request",
			"Call the API with `Authorization: Bearer YOUR_API_TOKEN` in every request"},
		{"a quoted header keeps its closing quote", "Call with `Authorization: Bearer abcdef123456ghijkl789` now", "Call with `Authorization: Bearer {{token}}` now"},
		{"a fediverse handle stays", "Volg me ook op @sanne@mastodon.nl! Nieuwe post", "Volg me ook op @sanne@mastodon.nl! Nieuwe post"},
		{"a wireguard peer's key stays", "interface: wg0\n\npeer: wiv62Il+bOoV8M7WCRUQ/4vRb+gCPIeQqmXIna5zF+I=\n  preshared key: (hidden)",
			"interface: wg0\n\npeer: wiv62Il+bOoV8M7WCRUQ/4vRb+gCPIeQqmXIna5zF+I=\n  preshared key: (hidden)"},
	})
}

// TestPageStateAndMailOfMoreKinds: a snapshot's placeholder, an input's card boxes, a page
// state's document number, a sessionStorage key, a multipart body's fields, a Hungarian
// code by SMS, a Zoom one-tap passcode, a French code under its prompt, a Polish ID card,
// a Czech birth number and bank account, a Russian recipient's account, share links'
// tokens; a CloudFront id, a multipart boundary, an EAN, a company's switchboard and a
// meeting's dial-in numbers, a person's phone of toll-free digits given as a value stay
// or are masked as they should.
func TestPageStateAndMailOfMoreKinds(t *testing.T) {
	checkTexts(t, []textCase{
		{"a snapshot's placeholder stays", "  - textbox \"Work email\" [ref=e4]:\n    - /placeholder: you@example.com",
			"  - textbox \"Work email\" [ref=e4]:\n    - /placeholder: you@example.com"},
		{"an input's security code", `<input type="text" id="cvc" name="cvc" autocomplete="cc-csc" maxlength="4" value="713">`,
			`<input type="text" id="cvc" name="cvc" autocomplete="cc-csc" maxlength="4" value="{{cvv}}">`},
		{"a search box's number stays", `<input name="q" value="713">`, `<input name="q" value="713">`},
		{"a page state's passport number", `{"document":{"type":"passport_rf","number":"4519 238761"}}`, `{"document":{"type":"passport_rf","number":"{{ssn}}"}}`},
		{"a flight's number stays", `{"number":"SU 1404","type":"flight"}`, `{"number":"SU 1404","type":"flight"}`},
		{"a session storage key", `{"lomake.henkilotunnus": "150388-482B", "lomake.postinumero": "33100"}`, `{"lomake.henkilotunnus": "{{ssn}}", "lomake.postinumero": "33100"}`},
		{"a multipart body's fields", "Content-Type: multipart/form-data; boundary=----WebKitFormBoundaryq7Xm2LpR9vK4tZ8a\n\n------WebKitFormBoundaryq7Xm2LpR9vK4tZ8a\nContent-Disposition: form-data; name=\"password\"\n\nhua*Shan_2023\n------WebKitFormBoundaryq7Xm2LpR9vK4tZ8a\nContent-Disposition: form-data; name=\"agree\"\n\n1",
			"Content-Type: multipart/form-data; boundary=----WebKitFormBoundaryq7Xm2LpR9vK4tZ8a\n\n------WebKitFormBoundaryq7Xm2LpR9vK4tZ8a\nContent-Disposition: form-data; name=\"password\"\n\n{{password}}\n------WebKitFormBoundaryq7Xm2LpR9vK4tZ8a\nContent-Disposition: form-data; name=\"agree\"\n\n1"},
		{"a cloudfront id stays", "x-amz-cf-id: iYmfb9atdsaANN-bWyc0N38GKP-FaFVf06Es8e9FhstPAjzlPKMFCaky==", "x-amz-cf-id: iYmfb9atdsaANN-bWyc0N38GKP-FaFVf06Es8e9FhstPAjzlPKMFCaky=="},
		{"an ean in a list stays", `["最近見た商品", "[\"4901234567894\",\"4902102072618\"]"]`, `["最近見た商品", "[\"4901234567894\",\"4902102072618\"]"]`},
		{"a hebrew mobile in a snapshot", `  - textbox "טלפון נייד" [ref=e9]: 052-7314826`, `  - textbox "טלפון נייד" [ref=e9]: {{phone}}`},
		{"a hungarian code by sms", "SMS-ben küldött kód. A megadott kód: 582194 — beírtam", "SMS-ben küldött kód. A megadott kód: {{otp}} — beírtam"},
		{"a code in pairs, the sms named a sentence before", `a bank oldala SMS-ben küldött egyszer használatos kódot kér a "Megerősítő kód" mezőbe (ref=e27). A felhasználó által megadott kód: 58 21 94 — beírtam`,
			`a bank oldala SMS-ben küldött egyszer használatos kódot kér a "Megerősítő kód" mezőbe (ref=e27). A felhasználó által megadott kód: {{otp}} — beírtam`},
		{"zoom's one-tap passcode", "One tap mobile\n+16469769923,,84522910736#,,,,*482913# US (New York)", "One tap mobile\n+16469769923,,84522910736#,,,,*{{password}}# US (New York)"},
		{"a french code under its prompt", "Pour finaliser votre connexion, saisissez le code suivant :\n\n    583 204\n\nSi vous n'êtes pas à l'origine de cette demande, contactez-nous.",
			"Pour finaliser votre connexion, saisissez le code suivant :\n\n    {{otp}}\n\nSi vous n'êtes pas à l'origine de cette demande, contactez-nous."},
		{"a polish id card", "legitymująca się dowodem osobistym seria i numer DKR048217.", "legitymująca się dowodem osobistym seria i numer {{ssn}}."},
		{"a czech birth number", "Dlužník: Lucie Horáková, r. č. 855412/3127, trvale bytem Brno", "Dlužník: Lucie Horáková, r. č. {{ssn}}, trvale bytem Brno"},
		{"a czech bank account", "bude poukázána na účet dlužníka č. 2801234578/2010 do 5 dnů.", "bude poukázána na účet dlužníka č. {{bank_account}} do 5 dnů."},
		{"a russian recipient's account", "Счёт получателя: 40702810855000018347 | Сумма: 184 500,00 ₽", "Счёт получателя: {{bank_account}} | Сумма: 184 500,00 ₽"},
		{"a nextcloud share link", "https://cloud.dakwerken-vos.nl/s/BOUTp7tBqHtJvaY", "https://cloud.dakwerken-vos.nl/s/{{token}}"},
		{"a shop's /s/ path stays", "https://shop.example/s/summer-sale", "https://shop.example/s/summer-sale"},
		{"a switchboard stays, a mobile is masked", "Mobil: +49 152 28817346\nZentrale: +49 711 90817-0", "Mobil: {{phone}}\nZentrale: +49 711 90817-0"},
		{"a meeting's dial-in numbers stay", "Dial by your location\n• +44 203 481 5237 United Kingdom\n• +1 646 876 9923 US (New York)",
			"Dial by your location\n• +44 203 481 5237 United Kingdom\n• +1 646 876 9923 US (New York)"},
		{"a person's phone of toll-free digits", "Name: James Smith, phone: 8888888888. Address: 123rd st.", "Name: James Smith, phone: {{phone}}. Address: 123rd st."},
	})
}

// TestHiddenSecretsOfMoreForms: a password's column named in French, a password an agent
// reasons out, Vietnamese "mk:", a Greek login's "Κωδικός:", a screenshot's spaced code
// under "Enter code", a seed phrase named in Ukrainian; rules about a password and a
// column's dots stay.
func TestHiddenSecretsOfMoreForms(t *testing.T) {
	checkTexts(t, []textCase{
		{"a french password column", "| Service | Identifiant | Mot de passe | Remarque |\n|---|---|---|---|\n| Box internet | admin | gX7#pLq29vRz | changé le 12/03 |\n| NAS | admin | •••••••• | voir le coffre |",
			"| Service | Identifiant | Mot de passe | Remarque |\n|---|---|---|---|\n| Box internet | admin | {{password}} | changé le 12/03 |\n| NAS | admin | •••••••• | voir le coffre |"},
		{"a password reasoned out", "The Falcons were founded in 1987, so the password must be Falcons1987! — I will type it",
			"The Falcons were founded in 1987, so the password must be {{password}} — I will type it"},
		{"a password rule stays", "the password must be at least 8 characters", "the password must be at least 8 characters"},
		{"vietnamese mk", "còn tài khoản admin router thì mk: Hn8#tRq5zP. Model router", "còn tài khoản admin router thì mk: {{password}}. Model router"},
		{"a greek login's password", "Όνομα χρήστη: gpapadopoulos | Κωδικός: Kx!thal72Asa | Κωδικός σφάλματος σελίδας: 0x1F",
			"Όνομα χρήστη: gpapadopoulos | Κωδικός: {{password}} | Κωδικός σφάλματος σελίδας: 0x1F"},
		{"a screenshot's spaced code", "We sent a code to ••• ••• 47 21\nEnter code\n4 8 2 9 1 3\nVerify", "We sent a code to ••• ••• 47 21\nEnter code\n{{otp}}\nVerify"},
		{"a ukrainian seed phrase", "вставив свою фразу відновлення: «tiger orbit canvas humble velvet ladder crisp mango survey ethics glide harbor». Далі",
			"вставив свою фразу відновлення: «{{secret}}». Далі"},
	})
}

// TestIdentityNumbersOfMoreCountries: Mexico's CURP and Ghana's card by their shape, a
// Chilean RUT and an Indonesian NIK by their check, labels of Kenya, the Philippines,
// Bangladesh and Saudi Arabia, ids typed into boxes Classify now names (BVN, CURP), a log's
// `selector=… text=…`, an Egyptian mobile's label, a WhatsApp link's number; a company's
// and a VAT registration's TIN and a receipt's filler DNI stay.
func TestIdentityNumbersOfMoreCountries(t *testing.T) {
	checkTexts(t, []textCase{
		{"a curp typed", `{"selector": "#curpinput", "value": "HERM920714MJCRZR04"}`, `{"selector": "#curpinput", "value": "{{ssn}}"}`},
		{"a ghana card", "Entered GHA-718293045-3 and wallet", "Entered {{ssn}} and wallet"},
		{"a chilean rut", "Mis datos: RUT 16.842.337-3, correo x", "Mis datos: RUT {{ssn}}, correo x"},
		{"a rut with a wrong check stays", "Mis datos: RUT 16.842.337-4, correo x", "Mis datos: RUT 16.842.337-4, correo x"},
		{"an indonesian nik", "NIK istri diisi 3174045207920003, lalu", "NIK istri diisi {{ssn}}, lalu"},
		{"kenyan labels", "nambari ya kitambulisho 31847265, KRA PIN A012847391K, simu 0712 483 906.",
			"nambari ya kitambulisho {{ssn}}, KRA PIN {{ssn_2}}, simu {{phone}}."},
		{"philippine ids in a table", "| PhilSys Card Number (PCN) | 4827-1093-5561-2084 |\n| SSS No. | 34-5821947-3 |",
			"| PhilSys Card Number (PCN) | {{ssn}} |\n| SSS No. | {{ssn_2}} |"},
		{"a bangladeshi nid", "এনআইডি নম্বর 4617283905 দিয়ে", "এনআইডি নম্বর {{ssn}} দিয়ে"},
		{"a saudi iqama", "تم إدخال رقم الإقامة 2417839202 في أبشر", "تم إدخال رقم الإقامة {{ssn}} في أبشر"},
		{"an egyptian mobile", "رقم المحمول: 010 1842 7365 |", "رقم المحمول: {{phone}} |"},
		{"a bvn typed", `tool_call: browser.type {"selector": "#bvn", "text": "22184739561"}`, `tool_call: browser.type {"selector": "#bvn", "text": "{{ssn}}"}`},
		{"a log's selector and text", `DEBUG type selector="#F1\:password" text="Tango.2024!"`, `DEBUG type selector="#F1\:password" text="{{password}}"`},
		{"a whatsapp link's number", "Ẹ kàn sí mi lórí WhatsApp: https://wa.me/2348034127789", "Ẹ kàn sí mi lórí WhatsApp: https://wa.me/{{phone}}"},
		{"a company's tin stays", "Company TIN (issued by ORC): C0012847361", "Company TIN (issued by ORC): C0012847361"},
		{"a vat registration's tin stays", "VAT REG TIN: 004-219-873-00000 |", "VAT REG TIN: 004-219-873-00000 |"},
		{"a person's tin is masked", "My TIN: 123-456-789-000", "My TIN: {{ssn}}"},
		{"a receipt's filler dni stays", "Cliente: CLIENTES VARIOS | DNI: 00000000 |", "Cliente: CLIENTES VARIOS | DNI: 00000000 |"},
		{"a format's filler stays", "Format: GHA-000000000-0 (as printed)", "Format: GHA-000000000-0 (as printed)"},
		{"a south african id under its key", `{"applicant": {"id_number": "9203145281086", "postal_code": "2196"}}`, `{"applicant": {"id_number": "{{ssn}}", "postal_code": "2196"}}`},
	})
}

// TestAsiaAndMobileMoneyForms: a Korean resident number in a "#resno" box, Singapore's
// NRIC, Tamil and Sinhala labels, a Tagalog "mobile number na", accounts in Malay,
// Vietnamese and a log's "to_acct=", Malaysia's TAC, a wallet's MPIN, Taiwan's "PIN 碼",
// Swahili's "PIN ya M-Pesa ni", an Arabic verification code and "إلى الرقم", a Russian
// code entered, Hungarian "jelszó", Kazakhstan's ЖСН; India's payment UTR, a PIX id and a
// documented password formula stay.
func TestAsiaAndMobileMoneyForms(t *testing.T) {
	checkTexts(t, []textCase{
		{"a korean resno box", `{"action": "fill", "selector": "#resno", "value": "850315-2078413"}`, `{"action": "fill", "selector": "#resno", "value": "{{ssn}}"}`},
		{"a singapore nric box", "await page.fill('#nric', 'S8734216F');", "await page.fill('#nric', '{{ssn}}');"},
		{"a tamil contact number", "தொடர்பு எண்: 98401 27763", "தொடர்பு எண்: {{phone}}"},
		{"a sinhala nic", "ජාතික හැඳුනුම්පත් අංකය: 199234501827 |", "ජාතික හැඳුනුම්පත් අංකය: {{ssn}} |"},
		{"a tagalog mobile number", "Inilagay ang mobile number na 0917 482 3391 sa login", "Inilagay ang mobile number na {{phone}} sa login"},
		{"a malay tac and account", "Maybank: TAC anda ialah 482615 untuk pindahan RM1,200.00 ke akaun 1620 1245 3378 (AHMAD)",
			"Maybank: TAC anda ialah {{otp}} untuk pindahan RM1,200.00 ke akaun {{bank_account}} (AHMAD)"},
		{"a vietnamese stk", "Đang chuyển khoản 2.350.000₫ tới STK 0071001234567 (Vietcombank)", "Đang chuyển khoản 2.350.000₫ tới STK {{bank_account}} (Vietcombank)"},
		{"a log's to_acct", "transfer.request to_bank=국민 to_acct=472801-04-129356 amount=150000", "transfer.request to_bank=국민 to_acct={{bank_account}} amount=150000"},
		{"a wallet's mpin", "Hakbang 5: Ni-type ang MPIN 8642 — nakapasok na", "Hakbang 5: Ni-type ang MPIN {{pin}} — nakapasok na"},
		{"a taiwanese pin", "使用者輸入 PIN 碼 90517263，錯誤次數 1/3", "使用者輸入 PIN 碼 {{pin}}，錯誤次數 1/3"},
		{"a swahili m-pesa pin", "Chukua simu yangu iko mezani, PIN ya M-Pesa ni 7392 |", "Chukua simu yangu iko mezani, PIN ya M-Pesa ni {{pin}} |"},
		{"an arabic code and number", "كود التحقق الخاص بك هو 739104 لإتمام تحويل مبلغ 500 جنيه إلى الرقم 01012873465 عبر فودافون كاش",
			"كود التحقق الخاص بك هو {{otp}} لإتمام تحويل مبلغ 500 جنيه إلى الرقم {{phone}} عبر فودافون كاش"},
		{"a russian code entered", "Пришло SMS, код 518204 ввёл в input[name=otp].", "Пришло SMS, код {{otp}} ввёл в input[name=otp]."},
		{"a hungarian password", "a Telekom fiókba belépni: e-mail cím ugyanaz, jelszó Kiskacsa2019! |", "a Telekom fiókba belépni: e-mail cím ugyanaz, jelszó {{password}} |"},
		{"a kazakh iin", "Айгүл: ЖСН керек болса: 900315410272 | Ерлан", "Айгүл: ЖСН керек болса: {{ssn}} | Ерлан"},
		{"an indian payment's utr stays", "UTR: 516523874190 | ऑर्डर आईडी", "UTR: 516523874190 | ऑर्डर आईडी"},
		{"a pix id stays", "R$ 45,00, ID E18236120202404221736s07b2c4d9e1 |", "R$ 45,00, ID E18236120202404221736s07b2c4d9e1 |"},
		{"a documented formula stays", `"Password": "<BASE64(SHORTCODE+PASSKEY+TIMESTAMP)>",`, `"Password": "<BASE64(SHORTCODE+PASSKEY+TIMESTAMP)>",`},
	})
}

// TestLogsOfCIAndInfra: a helm_release's set block in a Terraform plan; an ARN quoted in a
// plan, GitHub Actions' "***", a URL whose password a tool hid, Vault's HMAC'd accessor
// and a cache's key stay.
func TestLogsOfCIAndInfra(t *testing.T) {
	checkTexts(t, []textCase{
		{"a helm set block's password", "      + set {\n          + name  = \"auth.password\"\n          + value = \"r3d1s-Qm8vT2kLx\"\n        }",
			"      + set {\n          + name  = \"auth.password\"\n          + value = \"{{password}}\"\n        }"},
		{"a quoted arn stays", `        id            = "arn:aws:secretsmanager:eu-west-3:483920117364:secret:prod/db-Qx7kLm|3f0c9b2e"`,
			`        id            = "arn:aws:secretsmanager:eu-west-3:483920117364:secret:prod/db-Qx7kLm|3f0c9b2e"`},
		{"github actions' hidden token stays", `curl -sS -X POST -H "Authorization: Bearer ***" https://api.example.kr/deploy`,
			`curl -sS -X POST -H "Authorization: Bearer ***" https://api.example.kr/deploy`},
		{"a url whose password was hidden stays", "DATABASE_URL=postgres://booking:****@pg.bergen.internal:5432/booking",
			"DATABASE_URL=postgres://booking:****@pg.bergen.internal:5432/booking"},
		{"a url's real password is masked", "postgres://app:s3cretPw9@db/app", "postgres://{{username}}:{{password}}@db/app"},
		{"vault's hmac'd accessor stays", `"accessor":"hmac-sha256:a492217231b1b950b4a95deb962b69d9b9b617060f8e2c50dc119bb83a0e213b"`,
			`"accessor":"hmac-sha256:a492217231b1b950b4a95deb962b69d9b9b617060f8e2c50dc119bb83a0e213b"`},
		{"a cache's key stays", "Cache hit for: node-cache-Linux-x64-npm-c1977c8b7577109f4b13e8856ea2af8e14a26fea50aa4daf9c903e2f20707e14",
			"Cache hit for: node-cache-Linux-x64-npm-c1977c8b7577109f4b13e8856ea2af8e14a26fea50aa4daf9c903e2f20707e14"},
	})
}

// TestLLMAgentTranscripts: a Python dict of selector-keyed fields in a LangGraph message,
// a personnummer typed by index after BankID's name; an LLM API's completion id and a
// LangChain run's id stay.
func TestLLMAgentTranscripts(t *testing.T) {
	checkTexts(t, []textCase{
		{"a python dict's selector keys", "AIMessage(content='', tool_calls=[{'name': 'fill_form', 'args': {'fields': {'#nom': 'Girard', '#telephone': '06 72 41 93 58'}}}])",
			"AIMessage(content='', tool_calls=[{'name': 'fill_form', 'args': {'fields': {'#nom': 'Girard', '#telephone': '{{phone}}'}}}])"},
		{"a personnummer after bankid", `Mål: logga in med Mobilt BankID. Åtgärd: input_text(index=12, text="19870314-2383")`,
			`Mål: logga in med Mobilt BankID. Åtgärd: input_text(index=12, text="{{ssn}}")`},
		{"a completion's id stays", `{"id": "chatcmpl-9xQ2mLk8RtZ0vB3nYp7sW1aE", "object": "chat.completion"}`, `{"id": "chatcmpl-9xQ2mLk8RtZ0vB3nYp7sW1aE", "object": "chat.completion"}`},
		{"a run's id stays", `"id": "run-68daabe7-90b7-418e-b44e-c757b2159ef3-0"`, `"id": "run-68daabe7-90b7-418e-b44e-c757b2159ef3-0"`},
	})
}
