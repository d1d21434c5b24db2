package redact

import "testing"

// TestNetworkKeysInMoreForms: a Wi-Fi network's key named in French, Italian, Spanish,
// Portuguese or Japanese, a router's key in dashed groups, a Wi-Fi QR code's text, a code
// to the Wi-Fi, and a key a request says to join with.
func TestNetworkKeysInMoreForms(t *testing.T) {
	checkTexts(t, []textCase{
		{"clé de sécurité", "Clé de sécurité : a7Kp9xQz3mR2", "Clé de sécurité : {{password}}"},
		{"clé wifi", "Clé WiFi : 9D4F2A7C1E3B5D6F8A2C4E6B", "Clé WiFi : {{password}}"},
		{"chiave wpa", "Chiave WPA: bV8nM2kL9pQ4", "Chiave WPA: {{password}}"},
		{"clave wpa2", "Clave WPA2: k8Jm3Np9Qr", "Clave WPA2: {{password}}"},
		{"chave", "Chave de segurança da rede: r4Ft7Gy2Hu", "Chave de segurança da rede: {{password}}"},
		{"dashed groups", "WLAN-Netzwerkschlüssel: 4829-1735-9921-0034", "WLAN-Netzwerkschlüssel: {{password}}"},
		{"wifi code", "Wi-Fi code: sunrise2024", "Wi-Fi code: {{password}}"},
		{"internet access code", "Internet access code: 7KX2-9QPM", "Internet access code: {{password}}"},
		{"qr text", "WIFI:T:WPA;S:HomeNet;P:blue-Otter-71;;", "WIFI:T:WPA;S:HomeNet;P:{{password}};;"},
		{"qr text escaped", `WIFI:S:My\;Net;T:WPA;P:pa\;ss\\word;H:false;;`, `WIFI:S:My\;Net;T:WPA;P:{{password}};H:false;;`},
		{"key to join", "Connect to wifi 'Cafe' using key espresso42 and check speed", "Connect to wifi 'Cafe' using key {{password}} and check speed"},
		{"key features", "Sign in to the wifi portal using key features of the app", "Sign in to the wifi portal using key features of the app"},
		{"wifi word", "See wifi: the network", "See wifi: the network"},
	})
}

// TestPasswordsInMoreForms: "pw" and "PWD", a remark in brackets after the name, a German
// compound, words between the name and a colon.
func TestPasswordsInMoreForms(t *testing.T) {
	checkTexts(t, []textCase{
		{"pw is", "my login is bob and my pw is Sunny#2024, please reset", "my login is bob and my pw is {{password}}, please reset"},
		{"PWD is", "Your PWD is Kx8mQ2", "Your PWD is {{password}}"},
		{"remark", "Temporary password (valid 24h): Xq7mPz2k", "Temporary password (valid 24h): {{password}}"},
		{"compound", "Gerätepasswort: tanne7412", "Gerätepasswort: {{password}}"},
		{"for a service", "Customer passcode for phone support: ORANGE-7", "Customer passcode for phone support: {{password}}"},
		{"pw word", "The PW is required", "The PW is required"},
		{"remark no secret", "Password (optional): leave blank", "Password (optional): leave blank"},
	})
}

// TestCodesInMoreForms: a PIN, an OTP or a CVV named by its initials in brackets after its
// long name, a PIN changed or reset to a number, a Dutch pincode, a PUK, a Japanese PIN,
// security codes of letters, German, French and Dutch names of a card's code, codes said to
// come by a text message or set on a copy button.
func TestCodesInMoreForms(t *testing.T) {
	checkTexts(t, []textCase{
		{"pin in brackets", "Personal identification number (PIN): 7391", "Personal identification number (PIN): {{pin}}"},
		{"otp in brackets", "One-time password (OTP): 482913", "One-time password (OTP): {{otp}}"},
		{"cvv2 in brackets", "Card verification value (CVV2): 417", "Card verification value (CVV2): {{cvv}}"},
		{"italian cvv2", "Codice di sicurezza (CVV2): 417", "Codice di sicurezza (CVV2): {{cvv}}"},
		{"pin changed", "PIN changed to 7731", "PIN changed to {{pin}}"},
		{"pin reset", "Your card PIN has been reset to 7731.", "Your card PIN has been reset to {{pin}}."},
		{"dutch pincode", "Uw pincode is 4829", "Uw pincode is {{pin}}"},
		{"india pincode", "Your pincode is 560001", "Your pincode is 560001"},
		{"puk and pin2", "PUK: 12345678 PIN2: 8765", "PUK: {{pin}} PIN2: {{pin_2}}"},
		{"japanese pin", "暗証番号：4821", "暗証番号：{{pin}}"},
		{"security code of letters", "Your Microsoft account security code is K7X9QP", "Your Microsoft account security code is {{otp}}"},
		{"prüfnummer", "Prüfnummer: 318", "Prüfnummer: {{cvv}}"},
		{"cryptogramme", "Cryptogramme : 902", "Cryptogramme : {{cvv}}"},
		{"beveiligingscode", "Beveiligingscode: 614", "Beveiligingscode: {{cvv}}"},
		{"from the sms", "Enter the code 482913 from the SMS and finish login", "Enter the code {{otp}} from the SMS and finish login"},
		{"arrived by sms", "The code that arrived by SMS was 482913; I entered it", "The code that arrived by SMS was {{otp}}; I entered it"},
		{"copy button", "button[aria-label='Copy code 482913']", "button[aria-label='Copy code {{otp}}']"},
		{"discount from email", "Use the discount code 2024 from the email", "Use the discount code 2024 from the email"},
		{"promo from email", "Enter the promo code 4821 from the newsletter email", "Enter the promo code 4821 from the newsletter email"},
	})
}

// TestKeysInGroupsAndNamedSeeds: an authenticator's secret for manual entry, recovery codes
// and product keys in groups, redeemable codes of stores; an IBAN (masked as one), a card
// number, a parcel's tracking number and words in capitals are not keys.
func TestKeysInGroupsAndNamedSeeds(t *testing.T) {
	checkTexts(t, []textCase{
		{"seed in groups", "Can't scan the QR code? Enter this key instead: JBSW Y3DP EHPK 3PXP KZXW 4Y3B",
			"Can't scan the QR code? Enter this key instead: {{secret}}"},
		{"seed on its line", "Manual entry key\nHXDM VJEC JJWS RB3H WIZR 4IFU GFTM XBOZ", "Manual entry key\n{{secret}}"},
		{"seed in markup", "<p>Or enter this code manually:</p><code>JBSWY3DPEHPK3PXP</code>", "<p>Or enter this code manually:</p><code>{{secret}}</code>"},
		{"setup key", "Setup key: jbswy3dpehpk3pxp", "Setup key: {{secret}}"},
		{"recovery code", "Your Bitwarden two-step login recovery code: 7GH2 K9XP 4MRT 8VWZ 3JBN 6YC2 DF5Q 1LSA",
			"Your Bitwarden two-step login recovery code: {{secret}}"},
		{"steam wallet", "Your Steam Wallet code is 5ZX9Q-TL2KR-8VMYN", "Your Steam Wallet code is {{secret}}"},
		{"playstation", "PlayStation Store code: 4JKM-PQ8N-RT2X", "PlayStation Store code: {{secret}}"},
		{"google play", "Google Play code: 7H2K9XPLMTRZB4Q5", "Google Play code: {{secret}}"},
		{"iban", "IBAN: DE89 3704 0044 0532 0130 00", "IBAN: {{iban}}"},
		{"iban gb", "GB29 NWBK 6016 1331 9268 19", "{{iban}}"},
		{"tracking", "The tracking number is 1Z99 9AA1 0123 4567 84", "The tracking number is 1Z99 9AA1 0123 4567 84"},
		{"capitals", "THIS WEEK ONLY SALE 2024 DEAL", "THIS WEEK ONLY SALE 2024 DEAL"},
		{"store code", "Store code: 1234 Main Street branch", "Store code: 1234 Main Street branch"},
	})
}

// TestValuesInLocators: a locator that compares a secret field's value, or a value shaped
// as a password, is masked there; a button's or an option's value stays.
func TestValuesInLocators(t *testing.T) {
	checkTexts(t, []textCase{
		{"xpath", "//input[@name='pass' and @value='Wint3r!Pass']", "//input[@name='pass' and @value='{{password}}']"},
		{"css", "input[value='Hunter22!']", "input[value='{{password}}']"},
		{"cvv field", `input[name="cvv"][value="318"]`, `input[name="cvv"][value="{{cvv}}"]`},
		{"button", "input[value='Submit']", "input[value='Submit']"},
		{"option", "option[value='US']", "option[value='US']"},
		{"radio", "input[type=radio][value='item-123']", "input[type=radio][value='item-123']"},
	})
}

// TestSecurityAnswersInOtherLanguages: the answer after a security question in German and
// French.
func TestSecurityAnswersInOtherLanguages(t *testing.T) {
	checkTexts(t, []textCase{
		{"german", "Sicherheitsfrage: Name Ihres ersten Haustiers? Antwort: Bello", "Sicherheitsfrage: Name Ihres ersten Haustiers? Antwort: {{secret}}"},
		{"french", "Question secrète : Nom de votre premier animal ? Réponse : Dupont", "Question secrète : Nom de votre premier animal ? Réponse : {{secret}}"},
		{"faq", "Antwort: Sie finden Ihre Sicherheitsfrage im Konto.", "Antwort: Sie finden Ihre Sicherheitsfrage im Konto."},
	})
}

// TestMoreSecretFields: a network key's, a card code's, a security answer's and a card
// reader's response boxes named in other words and languages; the box that picks a
// security question is none.
func TestMoreSecretFields(t *testing.T) {
	checkTypedClass(t, []typedCase{
		{Field{Label: "Network security key"}, "Gr33nT3a42", Secret},
		{Field{Label: "Clé WPA"}, "maisonbleue", Secret},
		{Field{Label: "Clé de sécurité réseau"}, "maisonbleue", Secret},
		{Field{Label: "Answer to your security question"}, "Fluffy", Secret},
		{Field{Label: "Antwort auf die Sicherheitsfrage"}, "Bello", Secret},
		{Field{Label: "Prüfziffer"}, "318", CVV},
		{Field{Label: "Kartenprüfnummer"}, "318", CVV},
		{Field{Label: "Cryptogramme visuel"}, "902", CVV},
		{Field{Label: "Card CID"}, "9021", CVV},
		{Field{Label: "Customer CID"}, "A1234", ""},
		{Field{Label: "Security question", Role: "combobox"}, "What was the name of your first pet?", ""},
		{Field{Label: "Security code"}, "482", CVV},
		{Field{Label: "Security code"}, "482913", OTP},
		{Field{Selector: "#responsecode", Name: "Responscode van je e.dentifier"}, "48291736", OTP}, // a card reader's answer
		{Field{Label: "Challenge response"}, "48291736", OTP},
	})
}

// TestValuesEndAtTheirMarks: a password ends at a full-width comma or space, and a table
// header's last name (CSV, tabs, bars with or without outer ones) is no label of the next
// row: the rest of the text stays.
func TestValuesEndAtTheirMarks(t *testing.T) {
	checkTexts(t, []textCase{
		{"full-width comma", "您的初始密码为 Zx9c8v7b，请登录后修改。订单号：20240315", "您的初始密码为 {{password}}，请登录后修改。订单号：20240315"},
		{"ideographic space", "パスワード：Hn7xQ2mK\u3000ログイン後に変更してください。", "パスワード：{{password}}\u3000ログイン後に変更してください。"},
		{"csv", "site,username,password\nshop.example,bob,Gh!pass2024\n", "site,username,password\nshop.example,bob,{{password}}\n"},
		{"label line", "Password\nXq7mPz2k", "Password\n{{password}}"},
		{"table without outer bars", "Surname | Given name | Passport No. | Date of expiry\nSharma | Rohit | Z4837291 | 18/06/2031\nPurpose of visit: Business",
			"Surname | Given name | Passport No. | Date of expiry\nSharma | Rohit | {{ssn}} | 18/06/2031\nPurpose of visit: Business"},
		{"its header's last name", "Service | Username | Password\nGitHub | octo | Xk9!pLm2qR\nNotes", "Service | Username | Password\nGitHub | octo | {{password}}\nNotes"},
		{"a sheet's", "Service\tPassword\nGitHub\tXk9!pLm2qR", "Service\tPassword\nGitHub\t{{password}}"},
		{"psql", "  id  |  email   |                    reset_token                   | reset_expires\n------+----------+--------------------------------------------------+---------------\n 1187 | (hidden) | 918fa8e57ef110903ba17e1c1ea59c08da34d08a3ac139fb | 2025-03-14\n(1 row)",
			"  id  |  email   |                    reset_token                   | reset_expires\n------+----------+--------------------------------------------------+---------------\n 1187 | (hidden) | {{token}} | 2025-03-14\n(1 row)"},
		{"mysql", "+------+----------------------------------+\n| id   | api_token                        |\n+------+----------------------------------+\n|    1 | 9f8e7d6c5b4a39281706f5e4d3c2b1a0 |\n+------+----------------------------------+",
			"+------+----------------------------------+\n| id   | api_token                        |\n+------+----------------------------------+\n|    1 | {{token}} |\n+------+----------------------------------+"},
		{"one bar is no table", "Home | Passport No. renewals\nB1234567 | today", "Home | Passport No. renewals\nB1234567 | today"},
	})
}

// TestSecretsOfConfigFiles: wp-config's define(), a ~/.pgpass line, Laravel's base64 key
// and age's secret key; a setting that is no secret stays.
func TestSecretsOfConfigFiles(t *testing.T) {
	checkTexts(t, []textCase{
		{"define password", "define( 'DB_PASSWORD', 'wp_Pass_2024' );", "define( 'DB_PASSWORD', '{{password}}' );"},
		{"define key", "define( 'SECURE_AUTH_KEY', 'x8!Kq2#mN9pL4rT8vB3wZ' );", "define( 'SECURE_AUTH_KEY', '{{password}}' );"},
		{"define placeholder", "define('DB_PASSWORD', 'password here');", "define('DB_PASSWORD', 'password here');"},
		{"define user", "define( 'DB_USER', 'wp_admin' );", "define( 'DB_USER', 'wp_admin' );"},
		{"pgpass", "db.example.com:5432:prod:app_user:Pg_Secret_77", "db.example.com:5432:prod:app_user:{{password}}"},
		{"pgpass wildcards", "localhost:*:*:postgres:s3cr3t!x", "localhost:*:*:postgres:{{password}}"},
		{"numbers", "12:5432:10:20:30", "12:5432:10:20:30"},
		{"laravel", "APP_KEY=base64:Zm9vYmFyYmF6cXV4cXV1eA==", "APP_KEY={{token}}"},
		{"age", "AGE-SECRET-KEY-1QQPQZJ7Y5F2X9K3M8N4P6R2T7V5W9Y3Z2A4C6E8G0J2L4N6Q8S0U2W4Y6", "{{token}}"},
	})
}

// TestEchoedSecrets: a typed secret comes back in other clothes — numeric character
// references, a URL encoded twice or as encodeURIComponent does, base64, capitals, a
// one-time code in groups — and is masked in each; a word of the same letters in another
// case is masked only for a secret of credential shape.
func TestEchoedSecrets(t *testing.T) {
	r := New()
	for _, typed := range []struct{ label, v string }{
		{"Password", "Tr0ub4dor&3"}, {"Password", "p<w>d9xx"}, {"Password", "hunter2abc"}, {"Password", "p@ss w0rd!"},
		{"One-time code", "482913"}, {"Password", "sunshine"},
	} {
		r.Value(Field{Label: typed.label}, typed.v)
	}
	for _, c := range []struct{ in, want string }{
		{`value="Tr0ub4dor&#38;3"`, `value="{{password}}"`},
		{"p&#x3C;w&#x3E;d9xx", "{{password_2}}"},
		{"pw%3Dp%2540ss%2520w0rd%2521", "pw%3D{{password_4}}"},
		{"x=p%40ss%20w0rd%21", "x={{password_4}}"},
		{"sent: VHIwdWI0ZG9yJjM=", "sent: {{password}}"},
		{"Welcome HUNTER2ABC", "Welcome {{password_3}}"},
		{"You entered 4 8 2 9 1 3", "You entered {{otp}}"},
		{"Code used: 482-913", "Code used: {{otp}}"},
		{"The Sunshine Coast", "The Sunshine Coast"}, // a word: its own case only
	} {
		if got := r.Text(c.in); got != c.want {
			t.Errorf("Text(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// TestCodeListsAndHindi: backup codes after bullets on one line, and a Hindi password
// whose copula follows it.
func TestCodeListsAndHindi(t *testing.T) {
	checkTexts(t, []textCase{
		{"bullets on a line", "Backup codes: • 7a3k-9q2m  • 8x4v-1b6n  • 3k9d-2m7q", "Backup codes: • {{otp}}  • {{otp_2}}  • {{otp_3}}"},
		{"hindi", "आपका अस्थायी पासवर्ड Mumbai@77 है।", "आपका अस्थायी पासवर्ड {{password}} है।"},
		{"hindi word", "आपका पासवर्ड बदल दिया गया है।", "आपका पासवर्ड बदल दिया गया है।"},
	})
}

// TestBangEndsNoPassword: a value with a digit keeps its "!" (most often its own sign),
// other closing marks go.
func TestBangEndsNoPassword(t *testing.T) {
	checkTexts(t, []textCase{
		{"italian", "La tua nuova password è Gatto99!", "La tua nuova password è {{password}}"},
		{"bang and stop", "Your new password is Gatto99!.", "Your new password is {{password}}."},
		{"stop", "Your password is Zorblax94.", "Your password is {{password}}."},
	})
	r := New()
	r.Text("La tua nuova password è Gatto99!")
	if got := r.Text("Gatto99!"); got != "{{password}}" {
		t.Errorf("the password remembered without its sign: %q", got)
	}
}

// TestKeysLabelledAfterTheNetwork: a hotel's card or a router's sticker labels the key on
// its own after the network's name; a label far from any network, or a word, stays.
func TestKeysLabelledAfterTheNetwork(t *testing.T) {
	checkTexts(t, []textCase{
		{"same line", "Wi-Fi: Lumen_Guest  Code: sunrise2024", "Wi-Fi: Lumen_Guest  Code: {{password}}"},
		{"next line", "WiFi network: Lumen_Guest\nCode: sunrise2024", "WiFi network: Lumen_Guest\nCode: {{password}}"},
		{"voucher", "Your Wi-Fi voucher: 48213957", "Your Wi-Fi voucher: {{password}}"},
		{"terms", "<dt>Network</dt><dd>Lumen</dd><dt>Key</dt><dd>sunrise2024</dd>", "<dt>Network</dt><dd>Lumen</dd><dt>Key</dt><dd>{{password}}</dd>"},
		{"a word", "Wi-Fi: Lumen_Guest  Code: ABC", "Wi-Fi: Lumen_Guest  Code: ABC"},
		{"no network", "Order: 4411\nCode: SAVE2024", "Order: 4411\nCode: SAVE2024"},
	})
}

// TestCodesOfSheetsPairsAndCards: a security answer after "Q:", backup codes numbered on a
// printed sheet, a one-time code in pairs of digits, Steam Guard's five characters, a PIN
// named in Italian or Spanish words after it, a Korean password with its length between
// name and value, and a gift card's number whatever its check digit.
func TestCodesOfSheetsPairsAndCards(t *testing.T) {
	checkTexts(t, []textCase{
		{"q and a", "Q: What was the name of your first pet? A: Biscuit", "Q: What was the name of your first pet? A: {{secret}}"},
		{"q and a born", "Q: In what city were you born? A: Springfield", "Q: In what city were you born? A: {{secret}}"},
		{"faq", "Q: What's the first step? A: Create an account.", "Q: What's the first step? A: Create an account."},
		{"faq pet", "Q. How do I add a pet to my policy? A. Call us.", "Q. How do I add a pet to my policy? A. Call us."},
		{"sheet", "Your backup codes: 1 4819 2034 2 5930 1187 3 7702 4491", "Your backup codes: 1 {{otp}} 2 {{otp_2}} 3 {{otp_3}}"},
		{"pairs", "Your verification code is 84 21 93", "Your verification code is {{otp}}"},
		{"pairs dashed", "Your code: 84-21-93", "Your code: {{otp}}"},
		{"pairs of a phone", "Call code 12 34 56 78 for support", "Call code 12 34 56 78 for support"},
		{"steam guard", "Your Steam Guard code is F9T2Q", "Your Steam Guard code is {{otp}}"},
		{"coupon", "Your coupon code is XMAS5", "Your coupon code is XMAS5"},
		{"pin dispositivo", "Codice PIN dispositivo: 482193", "Codice PIN dispositivo: {{pin}}"},
		{"clave de cajero", "Introduce tu clave de cajero: 4821", "Introduce tu clave de cajero: {{pin}}"},
		{"korean length", "결제 비밀번호 6자리: 482193", "결제 비밀번호 6자리: {{password}}"},
		{"gift card number", "Gift card number 6006 4912 3456 7890 PIN 1234", "Gift card number {{secret}} PIN {{pin}}"},
		{"gift card no", "Your gift card no. 7777-0123-4567-8901", "Your gift card no. {{secret}}"},
		{"gift card words", "Gift card number of uses: 3", "Gift card number of uses: 3"},
	})
}

// TestSecretsInNotesAndMails: a password in a French note ("mdp :") or set off by commas
// after its name, a security answer in the clause after its question's, credentials named for
// what they are for, a YAML block scalar's value, a code below the line that names it
// (Steam Guard's five characters, Slack's two groups of three); the same words without a
// secret stay.
func TestSecretsInNotesAndMails(t *testing.T) {
	checkTexts(t, []textCase{
		{"mdp", "mdp : Soleil_d_Hiver88", "mdp : {{password}}"},
		{"mdp in prose", "Le mdp est trop court", "Le mdp est trop court"},
		{"creds for", "creds for staging: jdoe / Tulip!8291x", "creds for staging: jdoe / {{password}}"},
		{"yaml folded", "db:\n  password: >-\n    Cedar_Lake_4410\n  host: db.acme.io", "db:\n  password: >-\n    {{password}}\n  host: db.acme.io"},
		{"yaml literal", "token: |\n  ghp_16C7e42F292c6912E7710c838347Ae178B4a", "token: |\n  {{token}}"},
		{"yaml text", "description: >-\n    A long text about things", "description: >-\n    A long text about things"},
		{"yaml next key", "  password: >-\n  host:", "  password: >-\n  host:"},
		{"steam guard", "Here is the Steam Guard code you need to login to account jdoe_88:\nF7K2Q\nThis email was generated because of a login attempt.",
			"Here is the Steam Guard code you need to login to account jdoe_88:\n{{otp}}\nThis email was generated because of a login attempt."},
		{"slack below", "Your confirmation code is below — enter it in your open browser window.\n\nKQW-8ZT\n\nIf you didn't request this email, ignore it.",
			"Your confirmation code is below — enter it in your open browser window.\n\n{{otp}}\n\nIf you didn't request this email, ignore it."},
		{"an order code below", "Your order code is below:\nAB1-2CD\nThanks", "Your order code is below:\nAB1-2CD\nThanks"},
		{"a word below", "Here is your code:\nHELLO\nBye", "Here is your code:\nHELLO\nBye"},
		{"a password set off by commas", "I always use the same password, Kestrel-Orbit-93, for all of these sites.", "I always use the same password, {{password}}, for all of these sites."},
		{"a list after password", "Change your password, 2FA settings and backup codes.", "Change your password, 2FA settings and backup codes."},
		{"a short item set off", "Check your password, 2FA, and backup codes.", "Check your password, 2FA, and backup codes."},
		{"a word set off", "Forgot your password, click here to reset it.", "Forgot your password, click here to reset it."},
		{"an answer after its question's clause", "If Chase asks the security question about my first pet, the answer is Rexford the beagle.",
			"If Chase asks the security question about my first pet, the answer is {{secret}}."},
		{"an answer that is advice", "If you forget the security question, the answer is to call support.", "If you forget the security question, the answer is to call support."},
	})
}
