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
		{"a rut typed, written with its dots", `fill input#uname → "12.345.678-5"`, `fill input#uname → "{{ssn}}"`},
		{"a company's rut stays", "Emisor: Ferretería Andes SpA — RUT 76.123.456-0 | Receptor: RUT 12.345.678-5",
			"Emisor: Ferretería Andes SpA — RUT 76.123.456-0 | Receptor: RUT {{ssn}}"},
		{"a saudi id given in chat", "هذا رقم هويتي 1074829134 والطلب رقم 4500123987", "هذا رقم هويتي {{ssn}} والطلب رقم 4500123987"},
		{"a lithuanian personal code entered", "įvedžiau asmens kodą 49203181276, operacijos Nr. 771283004",
			"įvedžiau asmens kodą {{ssn}}, operacijos Nr. 771283004"},
		{"a south african id after a copula", "Inombolo yami kamazisi ngu-8001015009087. Ngiyabonga.", "Inombolo yami kamazisi ngu-{{ssn}}. Ngiyabonga."},
		{"a cbu given in chat", "le pedí su CBU y me pasó 0170099222000048795638; gracias", "le pedí su CBU y me pasó {{bank_account}}; gracias"},
		{"a moroccan rib", "voici mon nouveau RIB : 011 780 0001234567890123 86 (agence Maârif)", "voici mon nouveau RIB : {{bank_account}} (agence Maârif)"},
		{"a rib-shaped number that fails its key stays", "voici mon nouveau RIB : 011 780 0001234567890123 87", "voici mon nouveau RIB : 011 780 0001234567890123 87"},
		{"a person's nif, a company's nipc stays", "NIF do sujeito passivo: 288471440 | Entidade patronal (NIPC): 506442926",
			"NIF do sujeito passivo: {{ssn}} | Entidade patronal (NIPC): 506442926"},
		{"a korean registration number by placeholder", `getByPlaceholder('주민등록번호 13자리 (- 포함)') value: "900315-1331253"`,
			`getByPlaceholder('주민등록번호 13자리 (- 포함)') value: "{{ssn}}"`},
		{"an israeli id, a company number stays", "מספר תעודת הזהות 290666379 | ספק: אור ירוק בע\"מ, ח.פ. 513225425",
			"מספר תעודת הזהות {{ssn}} | ספק: אור ירוק בע\"מ, ח.פ. 513225425"},
		{"an id said filled in after a quoted label", "Feld „Identifikationsnummer (IdNr.)“ ausgefüllt: 41528307495",
			"Feld „Identifikationsnummer (IdNr.)“ ausgefüllt: {{ssn}}"},
		{"a codice fiscale said entered", "Codice fiscale inserito: BNCGLI87C62H501U.", "Codice fiscale inserito: {{ssn}}."},
		{"a serbian account by its control", "ево рачуна: 160-5100128473925-52 (Банка Интеза)", "ево рачуна: {{bank_account}} (Банка Интеза)"},
		{"a serbian account's shape with a wrong control stays", "ref 160-5100128473925-53", "ref 160-5100128473925-53"},
		{"a cpr in a log's key", `INFO Udbetaling oprettet: navn="Mette Kjær" cpr=120588-2417 beløb=32.418,75 DKK`,
			`INFO Udbetaling oprettet: navn="Mette Kjær" cpr={{ssn}} beløb=32.418,75 DKK`},
		{"a rodné číslo typed, named after it", `{"name": "type", "arguments": {"ref": "e77", "text": "875314/2893"}} | "Rodné číslo ověřeno."`,
			`{"name": "type", "arguments": {"ref": "e77", "text": "{{ssn}}"}} | "Rodné číslo ověřeno."`},
		{"a rodné číslo's shape in a text that names none stays", "Faktura 875314/2893 zaplacena", "Faktura 875314/2893 zaplacena"},
		{"a snils set in a log", `gosuslugi: СНИЛС заявителя; DEBUG set field snils="148-295-037 86"`, `gosuslugi: СНИЛС заявителя; DEBUG set field snils="{{ssn}}"`},
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
		{"serbian account", serbianAccountValid, "160-5100128473925-52", "160-5100128473925-53"},
		{"rut", rutValid, "16.842.337-3", "16.842.337-4"},
		{"a person's rut, not a company's", rutPersonValid, "12.345.678-5", "76.123.456-0"},
		{"saudi national id", luhn, "1074829134", "1074829135"},
		{"asmens kodas", baltIDValid, "49203181276", "49203181277"},
		{"isikukood", baltIDValid, "38705210541", "38705210542"},
		{"asmens kodas of no date", baltIDValid, "49203181276", "49213181276"},
		{"cbu", cbuValid, "0170099222000048795638", "0170099222000048795639"},
		{"cbu's first block", cbuValid, "0170099222000048795638", "0170099122000048795638"},
		{"moroccan rib", ribMAValid, "011780000123456789012386", "011780000123456789012387"},
		{"kazakh iin", iinValid, "900315410272", "900315410273"},
		{"cpr-nummer's date", cprValid, "120588-2417", "320588-2417"},
		{"fødselsnummer", fnrValid, "15048941289", "15048941288"},
		{"rodné číslo (a woman's month)", rodneValid, "755108/1230", "755108/1231"},
		{"rodné číslo of a month past 12", rodneValid, "875314/2893", "871314/2893"},
	} {
		if !c.valid(c.good) {
			t.Errorf("%s: %q should pass its check", c.name, c.good)
		}
		if c.valid(c.wrong) {
			t.Errorf("%s: %q should fail its check", c.name, c.wrong)
		}
	}
}

// TestCodiceFiscaleAndNRIC: Italy's codice fiscale and Singapore's NRIC are masked by their
// check letter wherever they stand; the same shapes with a wrong letter stay.
func TestCodiceFiscaleAndNRIC(t *testing.T) {
	checkTexts(t, []textCase{
		{"a codice fiscale with no label", "Assistito: BNCGLI90E45F205C | NRE", "Assistito: {{ssn}} | NRE"},
		{"another", "CF RSSMRA85T10A562S ok", "CF {{ssn}} ok"},
		{"a wrong check letter stays", "code RSSMRA85T10A562X", "code RSSMRA85T10A562X"},
		{"an nric", "patient S1234567D registered", "patient {{ssn}} registered"},
		{"an nric's shape with a wrong letter stays", "order S1234567Z", "order S1234567Z"},
	})
}

// TestQuotedAndAbbreviatedIDs: an identity number after a quoted key, a Norwegian account
// written with dots, India's ABHA after "नं"; a Ukrainian supplier's tax number beside its
// company code stays.
func TestQuotedAndAbbreviatedIDs(t *testing.T) {
	checkTexts(t, []textCase{
		{"a python dict's key", "'身份证号码': '330106199107234829', '备注'", "'身份证号码': '{{ssn}}', '备注'"},
		{"a norwegian account", "Kontonummer for utbetaling: 1503.27.18490", "Kontonummer for utbetaling: {{bank_account}}"},
		{"abha after its abbreviation", "ABHA नं 91-4821-7735-0612", "ABHA नं {{ssn}}"},
		{"a supplier's tax number stays", `"постачальник": { "назва": "ТОВ «Зелений Кут»", "ЄДРПОУ": "41258731", "ІПН": "412587310265" },`,
			`"постачальник": { "назва": "ТОВ «Зелений Кут»", "ЄДРПОУ": "41258731", "ІПН": "412587310265" },`},
	})
}
