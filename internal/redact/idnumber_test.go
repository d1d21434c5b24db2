package redact

import "testing"

// TestIdentityNumbers: a person's passport, tax, national id, social or health insurance
// number after its label, in English and other languages, is masked as {{ssn}}; the
// label with no number, an amount, a forum's member id, a zigbee network's PAN id, a word
// after the number and the countries' acronyms written in lower case stay (SPEC §8).
func TestIdentityNumbers(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"Passport Number: C01X00T47\nDate of Birth: 12 MAY 1986", "Passport Number: {{ssn}}\nDate of Birth: 12 MAY 1986"},
		{"Reisepassnummer C01X00T47", "Reisepassnummer {{ssn}}"},
		{"Reisepassnummer (siehe Seite 2 des Dokuments, oben rechts): C01X00T47", "Reisepassnummer (siehe Seite 2 des Dokuments, oben rechts): {{ssn}}"},
		{"Número de pasaporte: PAA123456", "Número de pasaporte: {{ssn}}"},
		{"Steuerliche Identifikationsnummer: 47 036 892 816", "Steuerliche Identifikationsnummer: {{ssn}}"},
		{"Steuer-ID 47 036 892 816, Zertifikat folgt", "Steuer-ID {{ssn}}, Zertifikat folgt"},
		{"National Insurance number: QQ 12 34 56 C\nSelf Assessment", "National Insurance number: {{ssn}}\nSelf Assessment"},
		{"Unique Taxpayer Reference (UTR): 12345 67890", "Unique Taxpayer Reference (UTR): {{ssn}}"},
		{"Codice fiscale: RSSMRA85T10A562S", "Codice fiscale: {{ssn}}"},
		{"Il codice fiscale è RSSMRA85T10A562S", "Il codice fiscale è {{ssn}}"},
		{"CPF: 529.982.247-25", "CPF: {{ssn}}"},
		{"PAN: AFZPK7190K\nAadhaar: 4991 1866 5246 (linked)", "PAN: {{ssn}}\nAadhaar: {{ssn_2}} (linked)"},
		{"Versichertennummer: A123456780", "Versichertennummer: {{ssn}}"},
		{"Member ID: XGH882174093   Group No.: 0012345", "Member ID: {{ssn}}   Group No.: 0012345"},
		{"Numéro de sécurité sociale : 1 85 05 78 006 084 36", "Numéro de sécurité sociale : {{ssn}}"},
		{"BSN: 111222333", "BSN: {{ssn}}"},
		{"SSN: 123 45 6789 was entered", "SSN: {{ssn}} was entered"},
		{"מספר תעודת זהות: 031284573 | קוד סניף: 512", "מספר תעודת זהות: {{ssn}} | קוד סניף: 512"},
		{"आधार संख्या: 4827 3619 0525 | पिन कोड: 400053", "आधार संख्या: {{ssn}} | पिन कोड: 400053"},
		{"Số CCCD: 079203004512 | Ngày cấp: 15/08/2021", "Số CCCD: {{ssn}} | Ngày cấp: 15/08/2021"},
		{"NIK: 3174051207900003 | Kode promo: RAMADAN24", "NIK: {{ssn}} | Kode promo: RAMADAN24"},
		{"เลขประจำตัวประชาชน: 1-1037-00234-56-0", "เลขประจำตัวประชาชน: {{ssn}}"},
		{"ΑΜΚΑ: 12038502717 | Όνομα χρήστη: gpapad85", "ΑΜΚΑ: {{ssn}} | Όνομα χρήστη: gpapad85"},
		{"Rodné číslo: 855215/1234", "Rodné číslo: {{ssn}}"},
		{"РНОКПП (ІПН): 3456712890 | Номер заяви: 2024-UA-00481729", "РНОКПП (ІПН): {{ssn}} | Номер заяви: 2024-UA-00481729"},
		{"OIB: 69945830105 | Broj predmeta: 410-20/24-01/0087", "OIB: {{ssn}} | Broj predmeta: 410-20/24-01/0087"},
		{"Steuerliche Identifikationsnummer des Kindes: 58 427 391 566", "Steuerliche Identifikationsnummer des Kindes: {{ssn}}"},
		{"CUIL: 27-34817266-8", "CUIL: {{ssn}}"},
		{"Numero documento: CA48213JK | Rilasciato da: Comune di Bologna", "Numero documento: {{ssn}} | Rilasciato da: Comune di Bologna"},
		{"شناختی کارڈ نمبر: 35202-4829173-4", "شناختی کارڈ نمبر: {{ssn}}"},
		{"ЕГН: 8812071344 | Входящ номер: 24-0315-00712", "ЕГН: {{ssn}} | Входящ номер: 24-0315-00712"},
		{"Isikukood: 49103180276", "Isikukood: {{ssn}}"},
		{"Số đơn hàng: 240315-88231", "Số đơn hàng: 240315-88231"},
		{"Comerciante: Pastelaria Alfama, Lda. | NIF: 503504564", "Comerciante: Pastelaria Alfama, Lda. | NIF: 503504564"},
		{"Contribuinte NIF: 234567890", "Contribuinte NIF: {{ssn}}"},
		{"Продавец: ПАО Сбербанк, ИНН 7707083893", "Продавец: ПАО Сбербанк, ИНН 7707083893"},
		{"ИНН: 500100732259", "ИНН: {{ssn}}"},
		{"Llibreria del Raval S.L. — NIF B65432106", "Llibreria del Raval S.L. — NIF B65432106"},
		{"NIF: 12345678Z", "NIF: {{ssn}}"},
		{"Emitente: Lusoflores, Lda. — NIPC 513721304 | Cliente: Ana Martins | NIF do cliente: 293738696", "Emitente: Lusoflores, Lda. — NIPC 513721304 | Cliente: Ana Martins | NIF do cliente: {{ssn}}"},
		{"Εκδότης: Αιγαίο Ψηφιακές Λύσεις Α.Ε. | ΑΦΜ: 078077840 — ΔΟΥ ΦΑΕ Αθηνών", "Εκδότης: Αιγαίο Ψηφιακές Λύσεις Α.Ε. | ΑΦΜ: 078077840 — ΔΟΥ ΦΑΕ Αθηνών"},
		{"Φαρμακείο Παπαδόπουλος Ο.Ε., ΑΦΜ 968839036", "Φαρμακείο Παπαδόπουλος Ο.Ε., ΑΦΜ 968839036"},
		{"syötin henkilötunnuksen 140389-575Y lomakkeeseen", "syötin henkilötunnuksen {{ssn}} lomakkeeseen"},
		{"N° de sécurité sociale : 1 85 07 75 115 423 87 | Employeur", "N° de sécurité sociale : {{ssn}} | Employeur"},
		{"证件类型：中国居民身份证 | 证件号码：310115199003053559 | 车次：G1234", "证件类型：中国居民身份证 | 证件号码：{{ssn}} | 车次：G1234"},
		{"身分證字號：A281482898 | 電子發票載具", "身分證字號：{{ssn}} | 電子發票載具"},
		{`- textbox "T.C. Kimlik No" [ref=e4]: 86712580344`, `- textbox "T.C. Kimlik No" [ref=e4]: {{ssn}}`},
		{`- textbox "주민등록번호" [ref=e9]: 920815-2622268`, `- textbox "주민등록번호" [ref=e9]: {{ssn}}`},
		{`- textbox "РНОКПП (ІПН)" [ref=e23]: 3191568784`, `- textbox "РНОКПП (ІПН)" [ref=e23]: {{ssn}}`},
		{`- textbox "Numéro du document" [ref=e42]: 33ME37464`, `- textbox "Numéro du document" [ref=e42]: {{ssn}}`},
		{"Numéro de registre national : 85.04.19-196.77 | Employeur", "Numéro de registre national : {{ssn}} | Employeur"},
		{"رقم الهوية الإماراتية: 784-1990-4506434-4 | رقم الطلب", "رقم الهوية الإماراتية: {{ssn}} | رقم الطلب"},
		{"Паспорт РФ: серия и номер 28 05 236101 | Номер заявления", "Паспорт РФ: серия и номер {{ssn}} | Номер заявления"},
		{`- textbox "पैन (PAN)" [ref=e11]: IXYPS2680C`, `- textbox "पैन (PAN)" [ref=e11]: {{ssn}}`},
		{"Your tax ID is 12-3456789.", "Your tax ID is {{ssn}}."},
		{"Fødselsnummer oppgitt: 120389 47395. Svar sendes", "Fødselsnummer oppgitt: {{ssn}}. Svar sendes"},
		{"رقم جواز السفر Z4829173، رقم الطلب 2024-558120", "رقم جواز السفر {{ssn}}، رقم الطلب 2024-558120"},
		{"Πωλητής: Πλαίσιο Computers Α.Ε.Β.Ε., ΑΦΜ 094014201 | Τ.Κ. 105 64", "Πωλητής: Πλαίσιο Computers Α.Ε.Β.Ε., ΑΦΜ 094014201 | Τ.Κ. 105 64"},
		{"ΑΦΜ: 123456789", "ΑΦΜ: {{ssn}}"},
		{"Acme GmbH, Steuernummer 143/815/08152", "Acme GmbH, Steuernummer 143/815/08152"},
		{"Max Mustermann, ab Montag im Büro, Steuer-ID 47 036 892 816", "Max Mustermann, ab Montag im Büro, Steuer-ID {{ssn}}"},
		{"Acme GmbH, Reisepassnummer des Geschäftsführers: C01X00T47", "Acme GmbH, Reisepassnummer des Geschäftsführers: {{ssn}}"},
		{"NHS number 943 476 5919", "NHS number {{ssn}}"},
		{"Your tax ID is 12-3456789.", "Your tax ID is {{ssn}}."},
		{"Driver's license number: D1234-5678-9012", "Driver's license number: {{ssn}}"},
		{"Ihre Identifikationsnummer lautet: 57 214 380 916", "Ihre Identifikationsnummer lautet: {{ssn}}"},
		{"CPR-nr.: 120385-1427\nAdresse: Nørrebrogade 44", "CPR-nr.: {{ssn}}\nAdresse: Nørrebrogade 44"},
		{"AHV-Nr.: 756.4827.1936.05", "AHV-Nr.: {{ssn}}"},
		{"RG 41.827.365-2 SSP/SP, CPF 271.603.948-50", "RG {{ssn}} SSP/SP, CPF {{ssn_2}}"},
		{"Mitt personnummer är 19850312-4587 om de frågar.", "Mitt personnummer är {{ssn}} om de frågar."},
		{"Tessera sanitaria n. 80380000901234567891", "Tessera sanitaria n. {{ssn}}"},
		{"個人番号（マイナンバー）：4829 3716 5024", "個人番号（マイナンバー）：{{ssn}}"},
		{"주민등록번호: 850312-1847362", "주민등록번호: {{ssn}}"},
		{"居民身份证号码：110105198503124518", "居民身份证号码：{{ssn}}"},
		{"numer dowodu osobistego: AXK 482917, PESEL 92071514826", "numer dowodu osobistego: {{ssn}}, PESEL {{ssn_2}}"},
		{"my NSW driver licence 18273645 and", "my NSW driver licence {{ssn}} and"},
		{"| Nome | Cognome | Codice fiscale | Comune |\n| Marco | Bianchi | BNCMRC85T10F205X | Milano |",
			"| Nome | Cognome | Codice fiscale | Comune |\n| Marco | Bianchi | {{ssn}} | Milano |"},
		{"СНИЛС: 999-070-346 72\nИНН: 563932896291\nПаспорт РФ: 45 12 348917, выдан 14.05.2012",
			"СНИЛС: {{ssn}}\nИНН: {{ssn_2}}\nПаспорт РФ: {{ssn_3}}, выдан 14.05.2012"},
		{"Серия и номер паспорта: 4512 348917", "Серия и номер паспорта: {{ssn}}"},
		// A second number of the same shape in the sentence is one too.
		{"mi DNI es 48392017K y el de mi mujer 51029384M. Llegamos el viernes 14", "mi DNI es {{ssn}} y el de mi mujer {{ssn_2}}. Llegamos el viernes 14"},
		{"Passport numbers: X1234567 and Y7654321.", "Passport numbers: {{ssn}} and {{ssn_2}}."},
		{"Steuer-ID 47 036 892 816 und 12 345 678 901.", "Steuer-ID {{ssn}} und {{ssn_2}}."},
		// Stay.
		{"Зинн 123456789", "Зинн 123456789"},
		{"Паспорт: загрузите скан", "Паспорт: загрузите скан"},
		{"Passport No. C01X00T47. Order C01X00T48 ships today.", "Passport No. {{ssn}}. Order C01X00T48 ships today."},
		{"Passport No. C01X00T47, booking AB12CD34E, flight LH2034, seat 12A", "Passport No. {{ssn}}, booking AB12CD34E, flight LH2034, seat 12A"},
		{"| Name | SSN |\n|---|---|\n| Ann | N/A |", "| Name | SSN |\n|---|---|\n| Ann | N/A |"},
		{"| Insurer | Member ID |\n|---|---|\n| AOK | 12345678 |", "| Insurer | Member ID |\n|---|---|\n| AOK | 12345678 |"},
		{"See RFC 7231, section 6.5", "See RFC 7231, section 6.5"},
		{"Fahrzeug-Identifikationsnummer: WVWZZZ1JZXW000001", "Fahrzeug-Identifikationsnummer: WVWZZZ1JZXW000001"},
		{"Passport number: required for international flights", "Passport number: required for international flights"},
		{"Tax ID: N/A", "Tax ID: N/A"},
		{"Tax: 12.50 EUR", "Tax: 12.50 EUR"},
		{"Member ID: 48213907 · Joined 2019 · 312 posts", "Member ID: 48213907 · Joined 2019 · 312 posts"},
		{"pan_id: 6754\nchannel: 15", "pan_id: 6754\nchannel: 15"},
		{"PAN: 1234567890", "PAN: 1234567890"},
		{"Pan 28 cm, Artikel 4820193", "Pan 28 cm, Artikel 4820193"},
		{"since 2019 the sin 20193847 was", "since 2019 the sin 20193847 was"},
		{"Passport no. 4 of 5 in the queue", "Passport no. 4 of 5 in the queue"},
		{"CPF: 529.982.247-25 IS VALID", "CPF: {{ssn}} IS VALID"},
	} {
		if got := New().Text(c.in); got != c.want {
			t.Errorf("Text(%q)\n got %q\nwant %q", c.in, got, c.want)
		}
	}
}

// TestIdentityNumberFields: what is typed into a box for a passport's, a tax id's or a
// health insurance's number is masked whatever its shape; a device's setup code and an
// account's activation code are bearer secrets; a box that only mentions a passport keeps
// its value.
func TestIdentityNumberFields(t *testing.T) {
	checkValues(t, []valueCase{
		{Field{Selector: "#steuerid", Name: "Steuerliche Identifikationsnummer"}, "47036892816", "{{ssn}}"},
		{Field{Selector: "#passport", Label: "Passport No."}, "C01X00T47", "{{ssn}}"},
		{Field{Selector: "#cf", Label: "Codice fiscale"}, "RSSMRA85T10A562S", "{{ssn}}"},
		{Field{Selector: "#insured", Label: "Versichertennummer"}, "A123456780", "{{ssn}}"},
		{Field{Selector: "input[name=setupCode]", Name: "HomeKit setup code"}, "482-19-307", "{{secret}}"},
		{Field{Selector: "#activation-code", Name: "MyChart Activation Code"}, "4KX7P-9QM2T-RT8ZW", "{{secret}}"},
		{Field{Selector: "#henkilotunnus", Name: "Henkilötunnus"}, "230791-417N", "{{ssn}}"},
		{Field{Selector: "#curp", Name: "CURP (Clave Única de Registro de Población)"}, "HEGL920715MJCRNC04", "{{ssn}}"},
		{Field{Label: "First Name (as per passport)"}, "James", "James"},
		{Field{Label: "Promo code"}, "SPRING25", "SPRING25"},
	})
}
