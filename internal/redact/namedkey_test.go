package redact

import "testing"

// TestKeysNamedOtherwise: keys and tokens named in other languages, by a service or by one
// word; passwords in « » and after "clave:", in "log in (bob / X)" and "as bob with X";
// passwords' hashes; secrets set from code; cards written with dots, underscores or
// in pairs, Mir's; IBANs in lower case; seed phrases under a label or joined by hyphens;
// webhooks of Mattermost, Rocket.Chat and Zapier, "/l/<token>" links, calendar feeds'
// and SharePoint's sharing links' keys, an authenticator's export; cards with no-break
// spaces;
// one-time codes in Russian and in an input's value, a password a locator's text test
// compares; and the plain texts that look alike
// and stay (SPEC §8).
func TestKeysNamedOtherwise(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"Zugangstoken: Kx9mQ2vL8pT4wZ7nR1sY5bC0", "Zugangstoken: {{token}}"},
		{"Geheimer Schlüssel: Kx9mQ2vL8pT4wZ7nR1sY5bC0", "Geheimer Schlüssel: {{secret}}"},
		{"Jeton d'accès : Kx9mQ2vL8pT4wZ7nR1sY5bC0", "Jeton d'accès : {{token}}"},
		{"Token de acceso: Kx9mQ2vL8pT4wZ7nR1sY5bC0", "Token de acceso: {{token}}"},
		{"Clave secreta: Kx9mQ2vL8pT4wZ7nR1sY5bC0", "Clave secreta: {{secret}}"},
		{"Токен доступа: Kx9mQ2vL8pT4wZ7nR1sY5bC0", "Токен доступа: {{token}}"},
		{"Ключ API: Kx9mQ2vL8pT4wZ7nR1sY5bC0", "Ключ API: {{secret}}"},
		{"アクセストークン：Kx9mQ2vL8pT4wZ7nR1sY5bC0", "アクセストークン：{{token}}"},
		{"秘密鍵: Kx9mQ2vL8pT4wZ7nR1sY5bC0", "秘密鍵: {{secret}}"},
		{"访问令牌：Kx9mQ2vL8pT4wZ7nR1sY5bC0", "访问令牌：{{token}}"},
		{"Geheime sleutel: Vb6Nq2Tx8Lk4Pz9Wm3Rc7Hd", "Geheime sleutel: {{secret}}"},
		{"Klucz API: Mn8Xb3Qz7Tw2Lv5Kp9Rc4Jd", "Klucz API: {{secret}}"},
		{"Erişim anahtarı: Pq7Lz2Xm9Wv4Kb8Nc3Rt6Hs", "Erişim anahtarı: {{secret}}"},
		{"مفتاح API: Zt5Qm8Lx2Wr7Kv4Nb9Pc3Hd", "مفتاح API: {{secret}}"},
		{"Use o token de acesso pessoal Hq3Lz8Wm2Pv7Xc4Nb9Rt6Ys para entrar", "Use o token de acesso pessoal {{token}} para entrar"},
		{"Codice OTP per l'operazione di bonifico: 40 91 77", "Codice OTP per l'operazione di bonifico: {{otp}}"},
		{"Kod BLIK: 482 913", "Kod BLIK: {{otp}}"},
		{"הקוד החד-פעמי שלך: 286431", "הקוד החד-פעמי שלך: {{otp}}"},
		{"【支付宝】校验码 482 017，切勿告知他人。", "【支付宝】校验码 {{otp}}，切勿告知他人。"},
		{"Pincode van je pas: 9042", "Pincode van je pas: {{otp}}"},
		{"Driver={ODBC Driver 18 for SQL Server};Uid=appuser;Pwd={Wq7Zr2Lm9Xp4};Encrypt=yes;", "Driver={ODBC Driver 18 for SQL Server};Uid=appuser;Pwd={{password}};Encrypt=yes;"},
		{"Log in with the Zugangstoken Kx9mQ2vL8pT4wZ7nR1sY5bC0 and open Einstellungen", "Log in with the Zugangstoken {{token}} and open Einstellungen"},
		{"PagerDuty Integration Key: 3f9c2a7be41d05c8a6f2e9b1d47c0a8e", "PagerDuty Integration Key: {{secret}}"},
		{"Routing key 3f9c2a7be41d05c8a6f2e9b1d47c0a8e", "Routing key {{secret}}"},
		{"Segment write key: Kx9mQ2vL8pT4wZ7nR1sY5bC0", "Segment write key: {{secret}}"},
		{"Mixpanel API secret 3f9c2a7be41d05c8a6f2e9b1d47c0a8e", "Mixpanel API secret {{secret}}"},
		{"Secret Zq8mV2xL9pT4wK7nR1sY5bC0dF3 (shown once)", "Secret {{secret}} (shown once)"},
		{"API key generated ✓\n\n3f9c2a7be41d05c8a6f2e9b1d47c0a8e\n\nStore it securely.", "API key generated ✓\n\n{{secret}}\n\nStore it securely."},
		{"Mot de passe : « Soleil#2024 »", "Mot de passe : « {{password}} »"},
		{"Usuario: jperez, clave: Rw8#kTq3Lp", "Usuario: jperez, clave: {{password}}"},
		{"log in (bob / Rw8#kTq3Lp)", "log in (bob / {{password}})"},
		{"Sign in as bob with Rw8#kTq3Lp", "Sign in as bob with {{password}}"},
		{"admin:$apr1$x9Kq2LmP$Zq8mV2xL9pT4wK7nR1sY5.", "admin:{{token}}"},
		{"hash: $2b$12$KIXQJ2Lm8pT4wZ7nR1sY5eOq3Qx9mV2xL9pT4wK7nR1sY5bC0dF3g", "hash: {{token}}"},
		{`os.Setenv("API_TOKEN", "Kx9mQ2vL8pT4wZ7nR1sY5bC0")`, `os.Setenv("API_TOKEN", "{{password}}")`},
		{`os.environ["DB_PASSWORD"] = "Zx8kLm2QpRt"`, `os.environ["DB_PASSWORD"] = "{{password}}"`},
		{`client = Client("AC3f1a9c7e2b4d6f8a0c1e3b5d7f9a1c3e", "9b2d4f6a8c0e1b3d5f7a9c1e3b5d7f9a")`, `client = Client("AC3f1a9c7e2b4d6f8a0c1e3b5d7f9a1c3e", "{{password}}")`},
		{"Origin CA Key: v1.0-9b2d4f6a8c0e1b3d5f7a9c1e-3f1a9c7e2b4d6f8a0c1e3b5d7f9a1c3e5b7d9f1a3c5e7b9d1f3a5c7e9b1d3f5a7c9e", "Origin CA Key: {{token}}"},
		{"variable \"db_password\" {\n  default = \"Zx8kLm2QpRt\"\n}", "variable \"db_password\" {\n  default = \"{{password}}\"\n}"},
		{`default = "Zx8kLm2QpRt"  # db_password`, `default = "{{password}}"  # db_password`},
		{"4111.1111.1111.1111 exp 0827", "{{card_number}} exp 0827"},
		{"4111_1111_1111_1111", "{{card_number}}"},
		{"Card: 4111 11 11 1111 1111", "Card: {{card_number}}"},
		{"Номер карты: 2200 7001 2345 6781", "Номер карты: {{card_number}}"},
		{"Номер карты: 2200 7001 2345 6789", "Номер карты: {{card_number}}"}, // its Luhn sum fails: the label names it
		{"Card verification value 912", "Card verification value {{cvv}}"},
		{"iban: de89370400440532013000", "iban: {{iban}}"},
		{"Recovery phrase (24 words): zoo wrong vocal trigger tooth tomato title think surface stock soup space", "Recovery phrase (24 words): {{secret}}"},
		{"letter-advice-cage-absurd-amount-doctor-acoustic-avoid-letter-advice-cage-above", "{{secret}}"},
		{"https://mattermost.acme.com/hooks/xk9mq2vl8pt4wz7nr1sy5bc0df", "https://mattermost.acme.com/hooks/{{token}}"},
		{"https://rocket.acme.com/hooks/Kx9mQ2vL8pT4wZ7nR/Zq8mV2xL9pT4wK7nR1sY5bC0dF3gH6", "https://rocket.acme.com/hooks/Kx9mQ2vL8pT4wZ7nR/{{token}}"},
		{"Magic link: https://app.example.com/l/Zq8mV2xL9pT4wK7nR1sY5bC0dF3", "Magic link: https://app.example.com/l/{{token}}"},
		{"otpauth-migration://offline?data=CjEKCkhlbGxvId6tvu8SGGphbmVAYWNtZS5jb20aBEFjbWUgASgBMAIQARgBIAA%3D", "otpauth-migration://offline?data={{secret}}"},
		{"https://hooks.zapier.com/hooks/catch/1234567/3rt5vb8/", "https://hooks.zapier.com/hooks/catch/1234567/{{token}}/"},
		{"https://acme-my.sharepoint.com/:x:/g/personal/jane_acme_com/EaRt5Vb8Nm2Qz7Lx4Kp9Wc3B?e=Hd6Yf1", "https://acme-my.sharepoint.com/:x:/g/personal/jane_acme_com/{{token}}?e=Hd6Yf1"},
		{"https://outlook.office365.com/owa/calendar/3b7e91c04f2a68d5e1b9c7a3f0d4e2b81234567890123456789/calendar.ics", "https://outlook.office365.com/owa/calendar/{{token}}/calendar.ics"},
		{"https://www.toggl.com/ical/3b7e91c04f2a68d5e1b9c7a3f0d4e2b8", "https://www.toggl.com/ical/{{token}}"},
		{"https://docs.google.com/forms/d/e/1FAIpQLSc/viewform?edit2=2_ABaOnuRt5Vb8Nm2Qz7Lx4Kp9Wc3Hd6", "https://docs.google.com/forms/d/e/1FAIpQLSc/viewform?edit2={{token}}"},
		{"Card no.: 4539\u00a01488\u00a00343\u00a06467", "Card no.: {{card_number}}"},
		{"Ваш код 739201 — Почта", "Ваш код {{otp}} — Почта"},
		{"Код из СМС 739201", "Код из СМС {{otp}}"},
		{"Enter 739201 on the sign-in page", "Enter {{otp}} on the sign-in page"},
		{"739201 — enter this code to continue", "{{otp}} — enter this code to continue"},
		{"482-913 is your Facebook confirmation code", "{{otp}} is your Facebook confirmation code"},
		{"Enter this code to continue: 48 29 13", "Enter this code to continue: {{otp}}"},
		{"RSA SecurID tokencode 73820194", "RSA SecurID tokencode {{otp}}"},
		{"Sign in with bob and the code 482913 that I just received", "Sign in with bob and the code {{otp}} that I just received"},
		{"Güvenlik kodu: 331", "Güvenlik kodu: {{cvv}}"},
		{"Google backup codes\n1. 4829 1370   2. 7716 2045\n3. 3052 8814   4. 6190 4427", "Google backup codes\n1. {{otp}}   2. {{otp_2}}\n3. {{otp_3}}   4. {{otp_4}}"},
		{"input[value='739201']", "input[value='{{otp}}']"},
		{"//span[text()='Soleil#2024']/preceding::label[1][.='Mot de passe']", "//span[text()='{{password}}']/preceding::label[1][.='Mot de passe']"},
		{"div.secret:has-text('Soleil#2024')", "div.secret:has-text('{{password}}')"},
		// Kept: words after the names, numbers that are no card, a year, other codes.
		{"Schlüssel vergessen? Klicken Sie hier", "Schlüssel vergessen? Klicken Sie hier"},
		{"La clé secrète du succès est la patience.", "La clé secrète du succès est la patience."},
		{"Routing key orders.created is bound to the queue", "Routing key orders.created is bound to the queue"},
		{"Secret Santa 2024 sign-up", "Secret Santa 2024 sign-up"},
		{"Токен: 123", "Токен: 123"},
		{"Palabra clave: zapatos rojos", "Palabra clave: zapatos rojos"},
		{"Pincode: 560001", "Pincode: 560001"},
		{"Posta kodu: 34000", "Posta kodu: 34000"},
		{"Version v1.0-beta released", "Version v1.0-beta released"},
		{"Sign in as admin with SSO2", "Sign in as admin with SSO2"},
		{"Log in as a guest with 2FA enabled", "Log in as a guest with 2FA enabled"},
		{"Total $2,499.00 ($1$ off)", "Total $2,499.00 ($1$ off)"},
		{"Google Cloud Secret Manager · projects/acme-prod/secrets/db-password/versions/3", "Google Cloud Secret Manager · projects/acme-prod/secrets/db-password/versions/3"},
		{`variable "region" { default = "eu-west-1" }`, `variable "region" { default = "eu-west-1" }`},
		{`os.Setenv("PATH", "/usr/local/bin2")`, `os.Setenv("PATH", "/usr/local/bin2")`},
		{"Version 2024.1015.3322.1234", "Version 2024.1015.3322.1234"},
		{"Код подтверждения: 2024 год", "Код подтверждения: 2024 год"},
		{"Код товара 739201", "Код товара 739201"},
		{"Enter 10115 on the shipping page", "Enter 10115 on the shipping page"},
		{"Enter 2024 on the login page", "Enter 2024 on the login page"},
		{"option[value='739201']", "option[value='739201']"},
		{"//a[text()='@jane_doe1']", "//a[text()='@jane_doe1']"},
		{"//span[text()='$1,299.00']", "//span[text()='$1,299.00']"},
		{"//button[text()='Save & close']", "//button[text()='Save & close']"},
		{"https://github.com/acme/repo/settings/hooks/412345678", "https://github.com/acme/repo/settings/hooks/412345678"},
		{"https://example.com/l/en-US/products", "https://example.com/l/en-US/products"},
		{"https://calendar.example.com/holidays/2024-public-holidays-germany/calendar.ics", "https://calendar.example.com/holidays/2024-public-holidays-germany/calendar.ics"},
		{"https://acme.sharepoint.com/sites/Marketing/Shared%20Documents/Q3-2024-plan.docx", "https://acme.sharepoint.com/sites/Marketing/Shared%20Documents/Q3-2024-plan.docx"},
		{"Total: 1\u00a0234\u00a0567\u00a0890 items", "Total: 1\u00a0234\u00a0567\u00a0890 items"},
		{"Seed phrase: write down all twelve words on paper and keep them safe", "Seed phrase: write down all twelve words on paper and keep them safe"},
	} {
		if got := New().Text(c.in); got != c.want {
			t.Errorf("Text(%q)\n got %q\nwant %q", c.in, got, c.want)
		}
	}
}

// TestTypedClassOfCodesAndPasswordsByID: one-time code boxes named in German and Russian
// or by Microsoft's ids, and Microsoft's password box known by its id alone.
func TestTypedClassOfCodesAndPasswordsByID(t *testing.T) {
	checkTypedClass(t, []typedCase{
		{Field{Label: "Einmalcode", Selector: "#f"}, "739201", OTP},
		{Field{Label: "Код из SMS", Selector: "#f"}, "739201", OTP},
		{Field{Selector: "input[name='otc']"}, "739201", OTP},
		{Field{Selector: "#idTxtBx_SAOTCC_OTC"}, "739201", OTP},
		{Field{Label: "Código SMS", Selector: "#f"}, "482913", OTP},
		{Field{Label: "Kod BLIK", Selector: "#f"}, "482913", OTP},
		{Field{Label: "קוד אימות", Selector: "#f"}, "482913", OTP},
		{Field{Selector: "#i0118"}, "Blue-Horse-71", Password},
		{Field{Selector: "#i0116", Label: "Enter your email"}, "jane@acme.com", Email},
	})
}

// TestTypedFileNameStays: a file's name typed into a box, words and numbers joined, is no
// token ("Q3-report-final.docx"); a random one of the same length is.
func TestTypedFileNameStays(t *testing.T) {
	r := New()
	f := Field{Selector: "input#rename-input", Name: "New name", Role: "textbox"}
	if got := r.Value(f, "Q3-report-final.docx"); got != "Q3-report-final.docx" {
		t.Errorf("Value(file name) = %q", got)
	}
	if got := r.Value(f, "Kx9mQ2vL8pT4wZ7nR1sY5bC0"); got != "{{token}}" {
		t.Errorf("Value(random) = %q, want {{token}}", got)
	}
}
