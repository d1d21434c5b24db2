package redact

import "testing"

// TestClassifyPlaceholders: a placeholder in a field's texts is no hint of its class: a
// generated id stored masked ("#{{token}}") is no token field, a password field stays one.
func TestClassifyPlaceholders(t *testing.T) {
	for _, c := range []struct {
		f    Field
		want string
	}{
		{Field{Selector: "#{{token}}"}, ""},
		{Field{Selector: "#q{{token_2}}", Name: "Search"}, Classify(Field{Name: "Search"})},
		{Field{Selector: "#{{token}}", Name: "Password"}, Password},
	} {
		if got := Classify(c.f); got != c.want {
			t.Errorf("Classify(%+v) = %q, want %q", c.f, got, c.want)
		}
	}
}

// TestSplitCard: the groups of a card number typed into separate boxes.
func TestSplitCard(t *testing.T) {
	for _, c := range []struct {
		parts []string
		want  bool
	}{
		{[]string{"4539", "1488", "0343", "6467"}, true},
		{[]string{"3782", "822463", "10005"}, true}, // American Express, 4-6-5
		{[]string{"45391488", "03436467"}, false},   // groups of eight: no card's
		{[]string{"4539", "1488", "0343", "6468"}, false},
		{[]string{"1990", "06", "12"}, false},
		{[]string{"4539148803436467"}, false}, // one box is a card field's, not a split
		{[]string{"4539", "1488", "0343", "646a"}, false},
		{[]string{"4539", "", "1488", "0343", "6467"}, false},
		{nil, false},
	} {
		if got := SplitCard(c.parts); got != c.want {
			t.Errorf("SplitCard(%q) = %v, want %v", c.parts, got, c.want)
		}
	}
}

// TestTypedClassOfFormsThatDescribeSecrets: the fields of a form that makes a token or
// stores a secret (its name, note, expiry), India's delivery pincode and the fields an
// autocomplete token names plainly hold no secret; a card's expiry, a PIN, a token and a
// security answer still are.
func TestTypedClassOfFormsThatDescribeSecrets(t *testing.T) {
	checkTypedClass(t, []typedCase{
		{Field{Label: "Token name"}, "github-actions-deploy", ""},
		{Field{Label: "Name your API key"}, "staging-bot", ""},
		{Field{Label: "Secret name"}, "prod/payments/stripe", ""},
		{Field{Label: "Note", Selector: "#oauth_access_description"}, "deploy bot", ""},
		{Field{Label: "Expiration", Role: "combobox"}, "60 days", ""},
		{Field{Label: "Expiration date"}, "2026-06-30", ""},
		{Field{Label: "Expires in"}, "30", ""},
		{Field{Label: "Key expiry (days)"}, "90", ""},
		{Field{Label: "Code length", Role: "spinbutton"}, "6", ""},
		{Field{Placeholder: "Enter Delivery Pincode"}, "560001", ""},
		{Field{Label: "Pincode", Attributes: map[string]string{"autocomplete": "postal-code"}}, "110001", ""},
		{Field{Label: "Security question", Role: "combobox"}, "What was the name of your first pet?", ""},
		{Field{Label: "Expiry date (MM/YY)"}, "03/27", CardExpiry},
		{Field{Label: "Expiration", Selector: "#cc-exp"}, "2027-03", CardExpiry},
		{Field{Label: "Expiry month", Role: "combobox"}, "March", CardExpiry},
		{Field{Label: "PIN"}, "4821", PIN},
		{Field{Label: "API token"}, "ghp_abc", Secret},
		{Field{Label: "Security question: mother's maiden name"}, "Smith", Secret},
	})
}

// TestTypedClassOfSecretsNamedOtherwise: a one-time code's box named in German, Polish,
// Turkish or Japanese, a security question that labels its answer's box, a Wi-Fi
// network's key.
func TestTypedClassOfSecretsNamedOtherwise(t *testing.T) {
	checkTypedClass(t, []typedCase{
		{Field{Label: "Sicherheitscode", Selector: "#input-17"}, "551203", OTP},
		{Field{Label: "Kod weryfikacyjny", Selector: "#input-17"}, "551203", OTP},
		{Field{Label: "Doğrulama kodu", Selector: "#input-17"}, "551203", OTP},
		{Field{Label: "確認コード", Selector: "#input-17"}, "551203", OTP},
		{Field{Label: "In what city were you born?"}, "Springfield", Secret},
		{Field{Label: "Name of your first pet"}, "Fluffy", Secret},
		{Field{Label: "Sicherheitsantwort"}, "Fluffy", Secret},
		{Field{Label: "WPA2 pre-shared key"}, "correcthorse", Secret},
		{Field{Label: "Network key"}, "correcthorse", Secret},
		{Field{Label: "Sicherheitscode", Attributes: map[string]string{"autocomplete": "cc-csc"}}, "123", CVV},
		{Field{Label: "Geheimzahl", Selector: "#geheimzahl"}, "58213", PIN},
		{Field{Label: "PUK", Selector: "#puk"}, "48213907", PIN},
		{Field{Label: "City"}, "Springfield", ""},
		{Field{Label: "Pet name", Selector: "#pet"}, "Fluffy", ""},
	})
}

// TestTypedClassKeepsSecretsDescribed: words beside a secret's box (a description, a hint,
// a placeholder, an autocomplete token that contradicts its label) do not unmask it.
func TestTypedClassKeepsSecretsDescribed(t *testing.T) {
	checkTypedClass(t, []typedCase{
		{Field{Label: "API key", Attributes: map[string]string{"aria-describedby": "api-key-description"}}, "Qz8kWm3Rt6Yp", Secret},
		{Field{Label: "Personal access token", Selector: "label:has-text('Personal access token') + input"}, "ghp_abc123", Secret},
		{Field{Label: "Seed phrase", Attributes: map[string]string{"aria-describedby": "seed-description"}}, "abandon ability able", Secret},
		{Field{Label: "Secret key", Text: "Note: shown only once"}, "Qz8kWm3Rt6Yp", Secret},
		{Field{Label: "Token", Placeholder: "(expires in 30 days)"}, "Qz8kWm3Rt6Yp", Secret},
		{Field{Label: "Access token (scopes: repo)"}, "Qz8kWm3Rt6Yp", Secret},
		{Field{Label: "PIN", Placeholder: "4-digit PIN sent to your registered address"}, "4821", PIN},
		{Field{Label: "Password", Attributes: map[string]string{"autocomplete": "username"}}, "Qz8kWm3Rt6Yp", Password},
		{Field{Label: "PIN code", Attributes: map[string]string{"autocomplete": "postal-code"}}, "560001", ""},
	})
}

// typedCase is a value typed into a field and the class TypedClass should give it.
type typedCase struct {
	f     Field
	value string
	want  string
}

// checkTypedClass checks TypedClass on each case.
func checkTypedClass(t *testing.T, cases []typedCase) {
	t.Helper()
	for _, c := range cases {
		if got := TypedClass(c.f, c.value); got != c.want {
			t.Errorf("TypedClass(%+v, %q) = %q, want %q", c.f, c.value, got, c.want)
		}
	}
}

// TestNotSecretFields: fields and parameters whose names hold a secret's word but name
// something else keep what is typed (a count of tokens, a gift exchange's game, an
// e-mail signature's style, a pinned board); a real one is still masked.
func TestNotSecretFields(t *testing.T) {
	for _, c := range []struct {
		f       Field
		v, want string
	}{
		{Field{Label: "Token amount"}, "500", "500"},
		{Field{Label: "Number of tokens"}, "20", "20"},
		{Field{Label: "Secret Santa name"}, "Bob", "Bob"},
		{Field{Label: "API token"}, "tok_9f8e7d6c5b4a", "{{secret}}"},
	} {
		if got := New().Value(c.f, c.v); got != c.want {
			t.Errorf("Value(%+v, %q) = %q, want %q", c.f, c.v, got, c.want)
		}
	}
	for _, c := range []struct{ in, want string }{
		{"https://mail.example/settings?signature_style=bold", "https://mail.example/settings?signature_style=bold"},
		{"https://pins.example/p?pin=board-42", "https://pins.example/p?pin=board-42"},
		{"https://bank.example/atm?pin=4821", "https://bank.example/atm?pin={{pin}}"},
		{"https://a.example/x?signature=3f2e1d9c", "https://a.example/x?signature={{token}}"},
	} {
		if got := New().URL(c.in); got != c.want {
			t.Errorf("URL(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// TestPublicIDFields: a value of a phone's or a token's shape typed into a box for a
// meeting's id, a commit or a wallet's address stays; the same in a phone's box, and a
// credential-shaped key typed into any box, are masked.
func TestPublicIDFields(t *testing.T) {
	checkValues(t, []valueCase{
		{Field{Selector: "#join-confno", Name: "Meeting ID"}, "855 1234 5678", "855 1234 5678"},
		{Field{Selector: "#withdraw-address", Name: "Recipient address"}, "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq", "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq"},
		{Field{Selector: "#sha", Name: "Commit SHA"}, "9f2c1e7a4b3d5e6f7081a2b3c4d5e6f708192a3b", "9f2c1e7a4b3d5e6f7081a2b3c4d5e6f708192a3b"},
		{Field{Selector: "#phone", Name: "Phone"}, "855 1234 5678", "{{phone}}"},
		{Field{Selector: "#notes", Name: "Notes"}, "+1 415 555 2671", "{{phone}}"},
		{Field{Selector: "#x", Name: "Meeting ID"}, "sk_live_51Hx8aQ2eZvKYlo2C7bQ9xYzAbCdEfGhIjKlMnOp", "{{token}}"},
	})
}

// TestPublicLookAlikes: what only looks like a secret stays in text: a meeting's id
// written as a phone number is, Stripe's publishable key, a TRON or older Bitcoin address
// and an example's "api_key=YOUR_API_KEY"; the secret beside each is still masked.
func TestPublicLookAlikes(t *testing.T) {
	checkTexts(t, []textCase{
		{"meeting id", "Meeting ID: 441 220 9987 (no passcode)", "Meeting ID: 441 220 9987 (no passcode)"},
		{"a phone after a name ending alike", "Disha: 415-555-2671", "Disha: {{phone}}"},
		{"publishable key", "Publishable key (safe to use in your frontend): pk_live_51MzQ8kLb2J9vYpTq4RwXn7Hd",
			"Publishable key (safe to use in your frontend): pk_live_51MzQ8kLb2J9vYpTq4RwXn7Hd"},
		{"secret key", "Secret key: sk_live_51MzQ8kLb2J9vYpTq4RwXn7Hd", "Secret key: {{token}}"},
		{"tron address", "Address TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7 Status", "Address TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7 Status"},
		{"bitcoin address", "send to 1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa now", "send to 1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa now"},
		{"not base58", "session TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU0 set", "session {{token}} set"},
		{"an example's key", "curl https://api.example.com/v1/forecast?lat=52.52&api_key=YOUR_API_KEY\nReplace YOUR_API_KEY with your key.",
			"curl https://api.example.com/v1/forecast?lat=52.52&api_key=YOUR_API_KEY\nReplace YOUR_API_KEY with your key."},
		{"a real key", "curl https://api.example.com/v1/forecast?api_key=Xk9pLm2qR7vB3wZ8", "curl https://api.example.com/v1/forecast?api_key={{token}}"},
	})
}

// TestExampleValues: documentation's stand-ins for a credential stay wherever a credential
// would be read (header lines, inline headers, "Bearer …", pairs, named keys, issuer
// prefixes), in other languages too; a real value in the same place is still masked.
func TestExampleValues(t *testing.T) {
	checkTexts(t, []textCase{
		{"bearer stand-in", "Authorization: Bearer YOUR_API_KEY", "Authorization: Bearer YOUR_API_KEY"},
		{"bearer in brackets", "Authorization: Bearer <token>", "Authorization: Bearer <token>"},
		{"inline bearer in brackets", "call it with (Authorization: Bearer <token>) set", "call it with (Authorization: Bearer <token>) set"},
		{"bearer in prose", "use Bearer YOUR_ACCESS_TOKEN here", "use Bearer YOUR_ACCESS_TOKEN here"},
		{"key header in brackets", `curl https://api.example.com/v1/x -H "X-Api-Key: <your-api-key>"`,
			`curl https://api.example.com/v1/x -H "X-Api-Key: <your-api-key>"`},
		{"german stand-in", "X-API-Key: DEIN_API_SCHLUESSEL", "X-API-Key: DEIN_API_SCHLUESSEL"},
		{"french stand-in", "Clé API : VOTRE_CLE_API", "Clé API : VOTRE_CLE_API"},
		{"spanish stand-in", "SECRET_KEY=TU_CLAVE_SECRETA", "SECRET_KEY=TU_CLAVE_SECRETA"},
		{"crossed-out key", "token: sk_test_XXXXXXXXXXXXXXXX", "token: sk_test_XXXXXXXXXXXXXXXX"},
		{"crossed-out with a dash", "export OPENAI_API_KEY=sk-XXXXXXXXXXXXXXXXXXXXXXXX", "export OPENAI_API_KEY=sk-XXXXXXXXXXXXXXXXXXXXXXXX"},
		{"real bearer", "Authorization: Bearer sk_live_abcDEF1234567890abcdef", "Authorization: Bearer {{token}}"},
		{"real bearer in brackets", "Authorization: Bearer <eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U>",
			"Authorization: Bearer {{token}}"},
		{"real key under a stand-in's name", "SECRET_KEY=TU_CLAVE_9f8Qx2Lm", "SECRET_KEY={{secret}}"},
		{"only a few crosses", "token: sk_test_XXXX9aB3kL0pQ7", "token: {{token}}"},
	})
}

// TestPublicByItsName: a key's fingerprint (OpenSSH's "SHA256:…", PGP's groups under a
// fingerprint's name in other languages), a password field shown as dots, India's postal
// PIN code beside a place's name and an order's number in a phone's form stay; the
// secrets beside them are masked.
func TestPublicByItsName(t *testing.T) {
	checkTexts(t, []textCase{
		{"ssh fingerprint", "ED25519 key fingerprint is SHA256:+DiY3wvvV6TuJJhbpZisF/zLDA0zPMSvHdkr4UvCOqU.",
			"ED25519 key fingerprint is SHA256:+DiY3wvvV6TuJJhbpZisF/zLDA0zPMSvHdkr4UvCOqU."},
		{"pgp fingerprint in german", "Fingerabdruck: 3AA5 C34B 3F6A 1C20 8E74  9B57 2C1D 4F9A 0B3E 8D21",
			"Fingerabdruck: 3AA5 C34B 3F6A 1C20 8E74  9B57 2C1D 4F9A 0B3E 8D21"},
		{"pgp fingerprint in russian", "Отпечаток ключа: 3AA5 C34B 3F6A 1C20 8E74  9B57 2C1D 4F9A 0B3E 8D21",
			"Отпечаток ключа: 3AA5 C34B 3F6A 1C20 8E74  9B57 2C1D 4F9A 0B3E 8D21"},
		{"key groups without a fingerprint's name", "Lizenz: 3AA5-C34B-3F6A-1C20-8E74", "Lizenz: {{secret}}"},
		{"stars for a password", "Contraseña: ********", "Contraseña: ********"},
		{"dots for a password", "Password: ••••••••", "Password: ••••••••"},
		{"a password beside", "Password: Hunter2!x", "Password: {{password}}"},
		{"a place's pin code", "Koramangala's PIN code is 560034, Bengaluru.", "Koramangala's PIN code is 560034, Bengaluru."},
		{"pin code of a place", "PIN code of Andheri East: 400069", "PIN code of Andheri East: 400069"},
		{"a card's pin code", "Your new PIN code is 482913. Do not share it.", "Your new PIN code is {{pin}}. Do not share it."},
		{"german order", "Deine Bestellung 302-118-4471 wurde versandt.", "Deine Bestellung 302-118-4471 wurde versandt."},
		{"spanish order", "Pedido nº 302-118-4471 enviado", "Pedido nº 302-118-4471 enviado"},
		{"russian order", "Заказ № 302-118-4471", "Заказ № 302-118-4471"},
		{"a phone after a call", "Rückruf unter 302-118-4471", "Rückruf unter {{phone}}"},
	})
}
