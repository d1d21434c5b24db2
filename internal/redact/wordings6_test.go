package redact

import "testing"

// TestPhonesAsDataAndDialled: a phone number as a country writes it at home, as the value of
// a member or a pair whose key names a phone (JSON, an escaped tool call's arguments, a
// form), after Amharic's and Burmese's names for it, or dialled in a USSD code that sends
// money; an example's counting digits, a short extension, a flag and an amount stay.
func TestPhonesAsDataAndDialled(t *testing.T) {
	checkTexts(t, []textCase{
		{"a vietnamese phone key", `{"nguoi_nhan": "Mai", "sdt": "0912 483 076"}`, `{"nguoi_nhan": "Mai", "sdt": "{{phone}}"}`},
		{"a phone key in an escaped tool call", `"arguments": "{\"sdt\": \"0912 483 076\", \"ghi_chu\": \"gọi trước\"}"`,
			`"arguments": "{\"sdt\": \"{{phone}}\", \"ghi_chu\": \"gọi trước\"}"`},
		{"a phone member with a local number", `{"phone": "07700 900123", "city": "Leeds"}`, `{"phone": "{{phone}}", "city": "Leeds"}`},
		{"a form's phone field", "name=Ana&phone_number=07700900123&x=1", "name=Ana&phone_number={{phone}}&x=1"},
		{"a flag, a country code and an extension stay", `{"phone_verified": true, "phoneCountry": "+84", "phone_ext": "1234"}`,
			`{"phone_verified": true, "phoneCountry": "+84", "phone_ext": "1234"}`},
		{"an example's counting digits stay", `{"mobile": "0123456789"}`, `{"mobile": "0123456789"}`},
		{"amharic's my phone number", "ስልክ ቁጥሬ 0912 34 78 51 ነው።", "ስልክ ቁጥሬ {{phone}} ነው።"},
		{"hindi's phone in its field", "चरण 3: मोबाइल नंबर फ़ील्ड में 98214 36750 डाला | चरण 4", "चरण 3: मोबाइल नंबर फ़ील्ड में {{phone}} डाला | चरण 4"},
		{"burmese's phone", "ပစ္စည်းရောက်ရင် ဖုန်း 09 7851 23946 ကို ဆက်ပေးပါ", "ပစ္စည်းရောက်ရင် ဖုန်း {{phone}} ကို ဆက်ပေးပါ"},
		{"a number dialled in a ussd code", "Waxaan garaacay *712*0615837204*25# si aan $25 ugu diro", "Waxaan garaacay *712*{{phone}}*25# si aan $25 ugu diro"},
		{"a ussd menu's example stays", "Àpẹẹrẹ: *737*2*5000*0123456789#", "Àpẹẹrẹ: *737*2*5000*0123456789#"},
		{"a ussd balance code stays", "Dial *144*2*1# to check your balance", "Dial *144*2*1# to check your balance"},
	})
}

// TestCodesAndPasswordsInMoreWordings: one-time codes and PINs linked by Tagalog's "ay" and
// French's "était", named in Lithuanian and Polish, or said entered in Portuguese; values
// an agent's note gives a field by "←" (a right-to-left script's), Czech's "hodnotou" or
// after a selector's quoted name; a password named in a script other than Latin and given
// right after it. A variable's name, a word, a link and an address stay.
func TestCodesAndPasswordsInMoreWordings(t *testing.T) {
	checkTexts(t, []textCase{
		{"tagalog's link", "Yung MPIN ko ay 4827, tapos yung authentication code ay 719305.", "Yung MPIN ko ay {{pin}}, tapos yung authentication code ay {{otp}}."},
		{"hausa's pin of my wallet is", "PIN ɗin Opay ɗina shine 5820, bayan ka gama", "PIN ɗin Opay ɗina shine {{otp}}, bayan ka gama"},
		{"french's was", "le code reçu par SMS était 6172, saisi dans le champ", "le code reçu par SMS était {{otp}}, saisi dans le champ"},
		{"lithuanian's confirmation code", "Gauta SMS: „Jūsų patvirtinimo kodas: 604 218. Niekam jo nesakykite.“",
			"Gauta SMS: „Jūsų patvirtinimo kodas: {{otp}}. Niekam jo nesakykite.“"},
		{"polish's code from the app", "użytkownik podyktował kod z aplikacji — 482 913, wpisuję go", "użytkownik podyktował kod z aplikacji — {{otp}}, wpisuję go"},
		{"a pin said entered in portuguese", "na app introduzi o PIN 709514 para confirmar", "na app introduzi o PIN {{otp}} para confirmar"},
		{"a persian note's arrows", "فیلد «CVV2» ← 417 | فیلد «رمز دوم (پویا)» ← 58213904 | دکمه «پرداخت»",
			"فیلد «CVV2» ← {{cvv}} | فیلد «رمز دوم (پویا)» ← {{otp}} | دکمه «پرداخت»"},
		{"czech's with the value", `Vyplňuji pole input[name="smsCode"] hodnotou 73914026 a potvrzuji`, `Vyplňuji pole input[name="smsCode"] hodnotou {{otp}} a potvrzuji`},
		{"a selector's quoted name", `Filling input[name="smsCode"] with 73914026 now`, `Filling input[name="smsCode"] with {{otp}} now`},
		{"a power automate variable stays", `elemento input[name="senha"] → %Senha% (variável sensível)`, `elemento input[name="senha"] → %Senha% (variável sensível)`},
		{"tamil's password", "என் கடவுச்சொல் Chennai@4521 தான், ஆனாலும்", "என் கடவுச்சொல் {{password}} தான், ஆனாலும்"},
		{"kurdish's password", "و وشەی نهێنی Slemani_1990 ، بەڵام", "و وشەی نهێنی {{password}} ، بەڵام"},
		{"russian's password, declined", "Пароль qwerty123 не подошёл", "Пароль {{password}} не подошёл"},
		{"a word after the name stays", "пароль Google не подходит", "пароль Google не подходит"},
		{"a link after the name stays", "パスワード https://x.example/a1b2c3 を開く", "パスワード https://x.example/a1b2c3 を開く"},
	})
}

// TestAccountsIDsAndCompaniesInMoreLanguages: an account number after Afrikaans' and
// Khmer's names (a bank's name and the Khmer colon between), a passport's number after
// Sinhala's; a company's tax number after an English-speaking Asian company's name, and a
// card a page shows masked, typed into its field, stay.
func TestAccountsIDsAndCompaniesInMoreLanguages(t *testing.T) {
	checkTexts(t, []textCase{
		{"afrikaans' account number", "My nuwe rekeningnommer is 1573948206 (Capitec).", "My nuwe rekeningnommer is {{bank_account}} (Capitec)."},
		{"khmer's account number", "លេខគណនី ABA៖ 000 482 731 | ចំនួនទឹកប្រាក់៖ $25.00", "លេខគណនី ABA៖ {{bank_account}} | ចំនួនទឹកប្រាក់៖ $25.00"},
		{"sinhala's passport number", "ගමන් බලපත්‍ර අංකය: N8294716 | ගුවන් ගමන: UL 306", "ගමන් බලපත්‍ර අංකය: {{ssn}} | ගුවන් ගමන: UL 306"},
		{"a philippine company's tin stays", "Sold by: Techno Hub PH Corp. (TIN 009-876-543-000) | Total: ₱2,349.00",
			"Sold by: Techno Hub PH Corp. (TIN 009-876-543-000) | Total: ₱2,349.00"},
		{"a card shown masked stays", `{"action":"fill","selector":"#card-number","value":"•••• •••• •••• 4417"}`,
			`{"action":"fill","selector":"#card-number","value":"•••• •••• •••• 4417"}`},
		{"a card typed whole is masked", `{"action":"fill","selector":"#card-number","value":"4111 1111 1111 1111"}`,
			`{"action":"fill","selector":"#card-number","value":"{{card_number}}"}`},
	})
}

// TestIDColumnsByAcronymAndAFIPKey: a table's column headed by an identity number's
// acronym ("OIB", "RUT") masks a person's number (a company's RUT stays); Argentina's
// "clave fiscal" is a password.
func TestIDColumnsByAcronymAndAFIPKey(t *testing.T) {
	checkTexts(t, []textCase{
		{"an oib column", "| Zaposlenik | OIB | Neto (EUR) |\n|---|---|---|\n| Ivana Marić | 27193840567 | 1.284,56 |",
			"| Zaposlenik | OIB | Neto (EUR) |\n|---|---|---|\n| Ivana Marić | {{ssn}} | 1.284,56 |"},
		{"a rut column keeps a company's", "| Nombre | RUT |\n|---|---|\n| Acme SpA | 76.123.456-0 |\n| Ana | 12.345.678-5 |",
			"| Nombre | RUT |\n|---|---|\n| Acme SpA | 76.123.456-0 |\n| Ana | {{ssn}} |"},
		{"a clave fiscal given in chat", "me dio su clave fiscal nivel 3 por WhatsApp: Mate.Amargo_24 — la usé",
			"me dio su clave fiscal nivel 3 por WhatsApp: {{password}} — la usé"},
		{"a clave fiscal's level stays", "La clave fiscal nivel 3 es obligatoria", "La clave fiscal nivel 3 es obligatoria"},
	})
}

// TestIDsInLinksAndCodesOfPrescriptions: an identity number its check says is one, as a
// link's parameter or path segment, a BVN said "mine is" in Yoruba, a Portuguese
// e-prescription's codes; a product code of the same shape with a wrong check stays.
func TestIDsInLinksAndCodesOfPrescriptions(t *testing.T) {
	checkTexts(t, []textCase{
		{"an nric as a parameter", "GET https://api.healthhub.sg/v3/appointments?patientId=S8503127I&from=2025-06-01",
			"GET https://api.healthhub.sg/v3/appointments?patientId={{ssn}}&from=2025-06-01"},
		{"a codice fiscale in a path", "https://x.example/p/RSSMRA85T10A562S/edit", "https://x.example/p/{{ssn}}/edit"},
		{"a wrong check stays", "https://x.example/p?sku=S8503127X", "https://x.example/p?sku=S8503127X"},
		{"a bvn, mine is", "Nọ́mbà BVN mi ni 22154879630, orúkọ mi sì ni", "Nọ́mbà BVN mi ni {{ssn}}, orúkọ mi sì ni"},
		{"an e-prescription's codes", "Codigo de acesso e dispensa: 582014. Codigo de direito de opcao: 7310. Valida ate 10-12-2025.",
			"Codigo de acesso e dispensa: {{otp}}. Codigo de direito de opcao: {{otp_2}}. Valida ate 10-12-2025."},
	})
}

// TestBreakersLeaksAndFalseMasks: what a tester found past the rules above — a phone under
// "tel", "contact_number" or "whatsapp", a form's "+" for a space, Lithuanian's personal
// code as a key, a RIB and a CBU written with hyphens, a Tagalog "ko ay" after "password",
// a password named in Russian with words between, a bracketed label's arrow; kept: a key
// about a phone that is no number (its release date, price, EAN, order), a price in
// thousands under a phone's key.
func TestBreakersLeaksAndFalseMasks(t *testing.T) {
	checkTexts(t, []textCase{
		{"a tel key", `{"tel": "0912 483 076"}`, `{"tel": "{{phone}}"}`},
		{"a contact number key", `{"contact_number": "0912 483 076"}`, `{"contact_number": "{{phone}}"}`},
		{"a whatsapp key", `{"whatsapp": "(11) 98765-4321"}`, `{"whatsapp": "{{phone}}"}`},
		{"a form's plus", "phone=07700+900123&x=1", "phone={{phone}}&x=1"},
		{"a lithuanian personal code key", `{"asmens_kodas": "38705210541", "hotel": "0912 483 076"}`, `{"asmens_kodas": "{{ssn}}", "hotel": "0912 483 076"}`},
		{"a rib with hyphens", "RIB 011-780-0001234567890123-86", "RIB {{bank_account}}"},
		{"a cbu in blocks", "CBU: 0170099-2 22000048795638", "CBU: {{bank_account}}"},
		{"tagalog's mine is", "Ang password ko ay Maynila2024x", "Ang password ko ay {{password}}"},
		{"russian's password of the mail", "Пароль от почты qwerty123x", "Пароль от почты {{password}}"},
		{"a bracketed label's arrow", "[Password] ← Hunter2Secretx", "[Password] ← {{password}}"},
		{"things about a phone stay",
			`{"phone_release_date": "2024-09-20", "phone_price": "22.990.000", "phone_ean": "8806095426280", "phone_order": "4500123987", "mobile": "20.09.2024", "phone": "12 990 000"}`,
			`{"phone_release_date": "2024-09-20", "phone_price": "22.990.000", "phone_ean": "8806095426280", "phone_order": "4500123987", "mobile": "20.09.2024", "phone": "12 990 000"}`},
		{"a search with a bracketed selector stays", `fill input[name="q"] with shoes`, `fill input[name="q"] with shoes`},
	})
}

// TestPayrollAndPortalLeftovers: a Norwegian salary account, a Korean payment account after
// a colon and the bank's name, a passport's number after Arabic's "entered" (its vowel
// marks), Hungary's TAJ number written with a hyphen, Japan's basic pension number,
// Romania's CNP said "mine is", an Alibaba Cloud AccessKey ID, a reset link's French
// "jeton", a code typed into a field named by its id with an arrow, Swedish backup codes
// under their heading; a search typed into "#q" stays.
func TestPayrollAndPortalLeftovers(t *testing.T) {
	checkTexts(t, []textCase{
		{"a salary account", "Lønnskonto: 1503.07.44168 | Stillingsprosent: 80 %", "Lønnskonto: {{bank_account}} | Stillingsprosent: 80 %"},
		{"a korean payment account", "지급계좌: 국민은행 483702-01-295816 (예금주 김서연)", "지급계좌: 국민은행 {{bank_account}} (예금주 김서연)"},
		{"an arabic passport number entered", "رقم جواز السفر المُدخل: A27483915 (جواز مصري)", "رقم جواز السفر المُدخل: {{ssn}} (جواز مصري)"},
		{"a taj number", "[x] TAJ-szám: 330 790 202 | [ ] Laptop", "[x] TAJ-szám: {{ssn}} | [ ] Laptop"},
		{"a japanese pension number", "基礎年金番号: 6908-794680 | 入社日: 2024年7月1日", "基礎年金番号: {{ssn}} | 入社日: 2024年7月1日"},
		{"a romanian cnp", "CNP-ul meu este 1960101123456, iar numărul", "CNP-ul meu este {{ssn}}, iar numărul"},
		{"a cnp of a wrong check stays", "CNP-ul meu este 1960101123457, iar numărul", "CNP-ul meu este 1960101123457, iar numărul"},
		{"an alibaba access key id", "ALIBABA_CLOUD_ACCESS_KEY_ID=LTAI5te6hHc813vS3hRLSYOR", "ALIBABA_CLOUD_ACCESS_KEY_ID={{token}}"},
		{"a french reset token", "https://compte.example.fr/auth/reinitialiser?jeton=VEiUx5erjlQPXTQDqgqA-t-LOYGtLPt2S&expire=1718098920",
			"https://compte.example.fr/auth/reinitialiser?jeton={{token}}&expire=1718098920"},
		{"a code typed into an id", "wpisuję w pole #blikCode → 731904 (ważny 2 min)", "wpisuję w pole #blikCode → {{otp}} (ważny 2 min)"},
		{"a search typed into an id stays", "fill #q → red shoes", "fill #q → red shoes"},
		{"swedish backup codes", "”Hämta reservkoder” och klistrade in två av dem:\n  2090 7012\n  6741 9171\nVarje kod fungerar en gång.",
			"”Hämta reservkoder” och klistrade in två av dem:\n  {{otp}}\n  {{otp_2}}\nVarje kod fungerar en gång."},
	})
}

// TestSheetsFingerprintsAndPasswordsOfScripts: backup codes in a Japanese list ("・"), a
// Russian passport's "серия и номер", Microsoft Entra's Temporary Access Pass, a password
// given after a Japanese name and its particles, with its "!"; a key's fingerprint printed
// as GnuPG prints it (two halves of five groups) stays, named or not.
func TestSheetsFingerprintsAndPasswordsOfScripts(t *testing.T) {
	checkTexts(t, []textCase{
		{"japanese backup codes", "バックアップコードのうち、未使用のもの:\n  ・73915028\n  ・40682157\n1つ目で本人確認を完了。",
			"バックアップコードのうち、未使用のもの:\n  ・{{otp}}\n  ・{{otp_2}}\n1つ目で本人確認を完了。"},
		{"a russian passport's series and number", "паспорт гражданина РФ, серия и номер 45 19 837214, выдан 14.06.2019.",
			"паспорт гражданина РФ, серия и номер {{ssn}}, выдан 14.06.2019."},
		{"an entra temporary access pass", "נוצר Temporary Access Pass חד-פעמי לשעה אחת – Kq7#mZ2v!pR4 – ונמסר",
			"נוצר Temporary Access Pass חד-פעמי לשעה אחת – {{password}} – ונמסר"},
		{"a password after a japanese name", "「マスターパスワード」欄に、ユーザーがチャットで教えてくれた Sakura#Kanri2024! を入力して",
			"「マスターパスワード」欄に、ユーザーがチャットで教えてくれた {{password}} を入力して"},
		{"a gnupg fingerprint stays", "GPG podpis overený (kľúč 9F3C 1A7E 5B20 D846 0E17  4C9B 82AF 31D0 6E5A 7C43).",
			"GPG podpis overený (kľúč 9F3C 1A7E 5B20 D846 0E17  4C9B 82AF 31D0 6E5A 7C43)."},
		{"a russian password before a full stop", "Пароль qwerty123x.", "Пароль {{password}}."},
		{"an order number past the sentence stays", "パスワードはトークで送信しないようお願いいたします。注文番号 D-240611-00913 を確認",
			"パスワードはトークで送信しないようお願いいたします。注文番号 D-240611-00913 を確認"},
	})
}
