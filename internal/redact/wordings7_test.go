package redact

import "testing"

// TestCodesAFewWordsOn: a one-time code, a PIN or a TAN given a few words after its name, as
// chats and agents' notes say it, in any script's digits; an order's, a card's, an error's
// or a setting's number after the name, a year, a date, a time, an amount, a phone's groups,
// a masked number's shown end, India's postal PIN and a colour stay.
func TestCodesAFewWordsOn(t *testing.T) {
	checkTexts(t, []textCase{
		{"a tan dictated in brackets", "Nutzerin hat die TAN aus der pushTAN-App im Chat diktiert (731 905), ich habe sie eingetragen.",
			"Nutzerin hat die TAN aus der pushTAN-App im Chat diktiert ({{otp}}), ich habe sie eingetragen."},
		{"an sms in a chat", "kak sy udh dpt sms nih 482913 trs hrs diapain ya?", "kak sy udh dpt sms nih {{otp}} trs hrs diapain ya?"},
		{"arabic's the code that came", "الكود اللي جالي في الرسالة 739214 بس كل ما ادخله يقولي الكود منتهي",
			"الكود اللي جالي في الرسالة {{otp}} بس كل ما ادخله يقولي الكود منتهي"},
		{"an mpin given in the chat", "Hiningi ang MPIN; ibinigay ng user sa chat: 7391. Naka-login na.", "Hiningi ang MPIN; ibinigay ng user sa chat: {{pin}}. Naka-login na."},
		{"a japanese pin in brackets", "利用者証明用電子証明書の暗証番号（数字4桁）= 0519", "利用者証明用電子証明書の暗証番号（数字4桁）= {{pin}}"},
		{"arabic-indic digits", "أرسلت المنصة OTP إلى الجوال فكتبه المستخدم: ٥٨٢٦١٤", "أرسلت المنصة OTP إلى الجوال فكتبه المستخدم: {{otp}}"},
		{"a pin letter's code", "Skriv inn PIN-kode nr. 17 fra PIN-kodebrevet: 52918", "Skriv inn PIN-kode nr. 17 fra PIN-kodebrevet: {{pin}}"},
		{"a blik code in polish chat", "płacę BLIKIEM za zamówienie 1029384756 i kod 736 204 wygasł", "płacę BLIKIEM za zamówienie 1029384756 i kod {{otp}} wygasł"},
		{"an order's number stays", "OTP sent for order 48213 at 10:42", "OTP sent for order 48213 at 10:42"},
		{"a card's last digits stay", "PIN for card 1234 is 4821", "PIN for card 1234 is {{pin}}"},
		{"an error's number stays", "Kod SMS jest nieprawidłowy lub wygasł (błąd 4031). Pozostało prób: 2", "Kod SMS jest nieprawidłowy lub wygasł (błąd 4031). Pozostało prób: 2"},
		{"a setting stays", "OTP ka timeout 3000 hai", "OTP ka timeout 3000 hai"},
		{"another key's value stays", `click "button[data-qa='otp-submit']", timeout=10000`, `click "button[data-qa='otp-submit']", timeout=10000`},
		{"a year, a date and a time stay", "MFA enabled since 2021, SMS 16:42 on 11.06.2025", "MFA enabled since 2021, SMS 16:42 on 11.06.2025"},
		{"an amount stays", "BLIK payment of 2500 zł confirmed", "BLIK payment of 2500 zł confirmed"},
		{"a masked number's end stays", "SMS: your Aadhaar (XXXX XXXX 4821) e-Sign", "SMS: your Aadhaar (XXXX XXXX 4821) e-Sign"},
		{"a phone's groups stay", "OTP goes to 0722 481 937 by SMS", "OTP goes to {{phone}} by SMS"},
		{"india's postal pin stays", "डिलीवरी पता PIN कोड: 560001 | कुल राशि: ₹2,499", "डिलीवरी पता PIN कोड: 560001 | कुल राशि: ₹2,499"},
		{"a tan colour stays", "Sneaker TAN leather is 482913 in stock", "Sneaker TAN leather is 482913 in stock"},
		{"a postal code after arabic's code stays", "الرمز البريدي: 11564", "الرمز البريدي: 11564"},
	})
}

// TestSecretsOfPortalsAndPayouts: a password after Urdu's and Sinhala's names and a colon, a backup
// code sheet of grouped letters and digits, an IBAN of a West African bank, a signed URL's
// "sign", a CLABE and an RFC as JSON keys, a BVN after Hausa's "his", Indonesia's EFIN, Sri
// Lanka's identity card number by its abbreviation, a Malay mobile number. Kept: a Luhn-valid
// order id in a URL, an example's placeholder in a code span, the tax numbers of a supplier,
// an organisation and a company.
func TestSecretsOfPortalsAndPayouts(t *testing.T) {
	checkTexts(t, []textCase{
		{"urdu's password", "یوزر نیم: علی\nپاس ورڈ: Lahore@7788\nختم", "یوزر نیم: علی\nپاس ورڈ: {{password}}\nختم"},
		{"sinhala's password", "මුරපදය: Nimal$2024. ඊළඟට", "මුරපදය: {{password}}. ඊළඟට"},
		{"a sheet of grouped codes", "backup codes in chat:\n  f7k2 9qxm 4tz8\n  b3n6 w1rp 7hc5\nUsed the first one.",
			"backup codes in chat:\n  {{otp}}\n  {{otp_2}}\nUsed the first one."},
		{"a west african iban", "IBAN : CI93CI0080111301134291200589", "IBAN : {{iban}}"},
		{"a signature parameter, an order id kept", "GET https://api.example.co.th/rest/get?order_id=682734519204738&sign=7518216A5347EF84FF2356FB7D72A215E563F8D21B7A612C16556B7DE2F8BA93",
			"GET https://api.example.co.th/rest/get?order_id=682734519204738&sign={{token}}"},
		{"a placeholder in a code span stays", "pass `api_key=YOUR_API_KEY`; or `password=Hunter2xQ9`.", "pass `api_key=YOUR_API_KEY`; or `password={{password}}`."},
		{"clabe and rfc keys, an employer's rfc kept", `{"rfc": "GOMR950314K27", "clabe_interbancaria": "012180876986862909", "rfc_patron": "SCO091113RT4"}`,
			`{"rfc": "{{ssn}}", "clabe_interbancaria": "{{bank_account}}", "rfc_patron": "SCO091113RT4"}`},
		{"a bvn after hausa's his", "ya turo lambar BVN ɗinsa 22184637205 domin tabbatarwa", "ya turo lambar BVN ɗinsa {{ssn}} domin tabbatarwa"},
		{"indonesia's efin", "NIK: 3174056208850003 | EFIN: 4829173650 | NTPN: 7A3C9E21F0B84D56", "NIK: {{ssn}} | EFIN: {{ssn_2}} | NTPN: 7A3C9E21F0B84D56"},
		{"sri lanka's nic abbreviated", "ජා.හැ.අ. අංකය: 199023504871, ඊළඟට", "ජා.හැ.අ. අංකය: {{ssn}}, ඊළඟට"},
		{"a malay mobile number", "no. telefon bimbit 012-738 4419. Bayaran RM 60.00", "no. telefon bimbit {{phone}}. Bayaran RM 60.00"},
		{"a supplier's tax number stays", "TIN Pembekal: C25845632020\nJumlah", "TIN Pembekal: C25845632020\nJumlah"},
		{"an organisation's tax number stays", "የድርጅቱ የግብር ከፋይ መለያ ቁጥር (TIN): 0012345678", "የድርጅቱ የግብር ከፋይ መለያ ቁጥር (TIN): 0012345678"},
		{"a company's tax number stays", "Kamfaninsa kuma yana da TIN 23415678-0001 da lambar", "Kamfaninsa kuma yana da TIN 23415678-0001 da lambar"},
	})
}

// TestPassportsAndPasswordsAfterWords: a passport's number after the kind of passport and
// its number sign, e-Devlet's password box by its id, a password quoted a few words after
// its name; a passport's "no." of a list and a quoted word stay.
func TestPassportsAndPasswordsAfterWords(t *testing.T) {
	checkTexts(t, []textCase{
		{"a passport of a kind", "Type : passeport ordinaire marocain n° UZ7284105, délivré le 02/06/2021", "Type : passeport ordinaire marocain n° {{ssn}}, délivré le 02/06/2021"},
		{"a spanish passport of a kind", "pasaporte ordinario n.º PAA123456 expedido", "pasaporte ordinario n.º {{ssn}} expedido"},
		{"a list's number stays", "passport is valid until 2030 no. 5 of the list", "passport is valid until 2030 no. 5 of the list"},
		{"e-devlet's password box", `fill #egpField "Kars1923!ab"`, `fill #egpField "{{password}}"`},
		{"a quoted password words after its name", `e-Devlet şifresi olarak kullanıcının verdiği "Kedi.Bostan.47" girildi.`, `e-Devlet şifresi olarak kullanıcının verdiği "{{password}}" girildi.`},
		{"a quoted word stays", `Passwort vergessen? Klicken Sie auf "Zurücksetzen"`, `Passwort vergessen? Klicken Sie auf "Zurücksetzen"`},
	})
}

// TestSecretsOfSigningAndConsoles: PINs numbered on a signing card ("PIN1-i 50913-dür"), an
// authenticator's number in Hungarian, a one-time password in Kazakh, a "6-digit code" in
// chat, Korean's short word for a password, an Estonian backup-code sheet, Entra's client
// secret, Uzbekistan's PINFL field, Bulgaria's ЕГН/ЛНЧ, a Ukrainian ID card's number. Kept:
// a message's sender short code, a secret's id in a console's table.
func TestSecretsOfSigningAndConsoles(t *testing.T) {
	checkTexts(t, []textCase{
		{"numbered pins", "ASAN İmza-nın PIN1-i 50913-dür, PIN2 isə 728406. Xahiş edirəm", "ASAN İmza-nın PIN1-i {{pin}}-dür, PIN2 isə {{pin_2}}. Xahiş edirəm"},
		{"hungarian authenticator", "átküldte a hitelesítő alkalmazásban látható számot: 318 406. Beírtam", "átküldte a hitelesítő alkalmazásban látható számot: {{otp}}. Beírtam"},
		{"kazakh one-time password", "eGov: бір реттік құпия сөз 739104. Оны ешкімге айтпаңыз.", "eGov: бір реттік құпия сөз {{otp}}. Оны ешкімге айтпаңыз."},
		{"a 6-digit code in chat", "May dumating na text na 6-digit code: 390 214. Ibibigay ko ba?", "May dumating na text na 6-digit code: {{otp}}. Ibibigay ko ba?"},
		{"korean's short password", "[지수] 새 비번 sooji0412!! 이거야", "[지수] 새 비번 {{password}} 이거야"},
		{"an estonian backup sheet", "Salvesta need varukoodid turvalisse kohta:\n  7kq2-m9xd\n  p4rt-8vzn\nEttevõte: Kuller OÜ",
			"Salvesta need varukoodid turvalisse kohta:\n  {{otp}}\n  {{otp_2}}\nEttevõte: Kuller OÜ"},
		{"entra's client secret, its id kept", "| Description | Valeur | ID du secret |\n| --- | --- | --- |\n| deploy | vSg8Q~QnjFBxYkncjUFNwyxY14.7urqCro4dmZId | 3f2a9c1e-7b4d-4e8a-9f12-6c0d5e8b7a41 |",
			"| Description | Valeur | ID du secret |\n| --- | --- | --- |\n| deploy | {{token}} | 3f2a9c1e-7b4d-4e8a-9f12-6c0d5e8b7a41 |"},
		{"uzbekistan's pinfl field", `{"tool":"fill","args":{"selector":"#pinfl","value":"31506880270040"}}`, `{"tool":"fill","args":{"selector":"#pinfl","value":"{{ssn}}"}}`},
		{"bulgaria's egn or lnch", "ЕГН/ЛНЧ: 8507124562 | ПИК", "ЕГН/ЛНЧ: {{ssn}} | ПИК"},
		{"a ukrainian id card", "РНОКПП 3012345678, ID-картка № 004518273. | Власник", "РНОКПП {{ssn}}, ID-картка № {{ssn_2}}. | Власник"},
		{"a sender's short code stays", "SMS daripada 66300:\nTAC anda ialah 661093 untuk Pindahan Dana", "SMS daripada 66300:\nTAC anda ialah {{otp}} untuk Pindahan Dana"},
	})
}

// TestKeyFingerprintInSignInLog: a host key's fingerprint in an SSH sign-in's log
// ("SHA256:…") is no user and password pair; a user and password pair still is.
func TestKeyFingerprintInSignInLog(t *testing.T) {
	checkTexts(t, []textCase{
		{"an ssh fingerprint stays", "Run configure-aws-credentials\nED25519 key fingerprint is SHA256:xxQVwE1lWnwat7BpGaBdi7RxslgaB3NwxRNN7bl4q0m.",
			"Run configure-aws-credentials\nED25519 key fingerprint is SHA256:xxQVwE1lWnwat7BpGaBdi7RxslgaB3NwxRNN7bl4q0m."},
		{"a user and password pair", "sign in as admin:S3cret!pw", "sign in as admin:{{password}}"},
	})
}

// TestNationalIDsByFieldAndLabel: national id numbers typed into a field named for them
// (the UAE's #emiratesId) or after Iceland's "Kennitala"; a card's title stays.
func TestNationalIDsByFieldAndLabel(t *testing.T) {
	checkTexts(t, []textCase{
		{"the uae's id field", `tool_call: type(selector="#emiratesId", text="784-1990-4827315-7")`, `tool_call: type(selector="#emiratesId", text="{{ssn}}")`},
		{"a card's title field stays", `fill [data-testid='card-title'] "Fix login bug"`, `fill [data-testid='card-title'] "Fix login bug"`},
		{"iceland's kennitala", "Kennitala umsækjanda: 220391-3889\nStaðfestu", "Kennitala umsækjanda: {{ssn}}\nStaðfestu"},
	})
}

// TestMoreNamesOfPasswordsAndCodes: a password named in Basque and Galician, a Finnish
// bank's key-list number; an address the page shows masked stays as shown.
func TestMoreNamesOfPasswordsAndCodes(t *testing.T) {
	checkTexts(t, []textCase{
		{"basque's password", "Ikastetxeko atarira sartzeko behin-behineko pasahitza: Txk7-Qw92-Lm4z\nLehen saioa", "Ikastetxeko atarira sartzeko behin-behineko pasahitza: {{password}}\nLehen saioa"},
		{"finnish key-list number", "Syötin käyttäjän antamalta avainlukulistalta luvun 5820 → kirjautuminen onnistui.", "Syötin käyttäjän antamalta avainlukulistalta luvun {{otp}} → kirjautuminen onnistui."},
		{"a masked address stays", "お客様よりメール受信（送信元: t****@example.co.jp）", "お客様よりメール受信（送信元: t****@example.co.jp）"},
	})
}
