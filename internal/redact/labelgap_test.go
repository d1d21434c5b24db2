package redact

import "testing"

// TestWordsBetweenNameAndValue: passwords, network keys and one-time codes named in the
// languages of many users, with words between the name and the value; code and commands
// that hand a password to Redis, MySQL, Oracle, SOAP or Windows; and the look-alikes that
// stay. Each case is redacted by a new Redactor, and its result again unchanged.
func TestWordsBetweenNameAndValue(t *testing.T) {
	tests := []textCase{
		{"italian", "La tua password temporanea è: Xy7#pQ2m", "La tua password temporanea è: {{password}}"},
		{"vietnamese", "Mật khẩu tạm thời: Hn4@vT8qLz", "Mật khẩu tạm thời: {{password}}"},
		{"indonesian label", "Kata sandi: Rw8#kTq3Lp", "Kata sandi: {{password}}"},
		{"indonesian -nya", "passwordnya Sandi2024!xq ya, jangan disebar", "passwordnya {{password}} ya, jangan disebar"},
		{"malay", "Kata laluan sementara anda ialah Pz5$mWk9.", "Kata laluan sementara anda ialah {{password}}."},
		{"arabic", "كلمة المرور المؤقتة: Ka9#xR2m", "كلمة المرور المؤقتة: {{password}}"},
		{"persian", "رمز عبور موقت شما: Zq4!hN7w", "رمز عبور موقت شما: {{password}}"},
		{"hebrew", "הסיסמה הזמנית שלך היא: Lm3@wQ8z", "הסיסמה הזמנית שלך היא: {{password}}"},
		{"hindi", "आपका अस्थायी पासवर्ड है: Dv6#tP9k", "आपका अस्थायी पासवर्ड है: {{password}}"},
		{"thai glued link", "รหัสผ่านชั่วคราวของคุณคือ Bk7!mR3q", "รหัสผ่านชั่วคราวของคุณคือ {{password}}"},
		{"danish", "Din midlertidige adgangskode er: Fj8#sK2v", "Din midlertidige adgangskode er: {{password}}"},
		{"hungarian inflected", "Az ideiglenes jelszavad: Hu4%kL7x", "Az ideiglenes jelszavad: {{password}}"},
		{"greek inflected", "Ο προσωρινός κωδικός πρόσβασής σας είναι: Gq2#vB8n", "Ο προσωρινός κωδικός πρόσβασής σας είναι: {{password}}"},
		{"romanian", "parola ta temporară este Ro9@cT4m.", "parola ta temporară este {{password}}."},
		{"bulgarian", "вашата временна парола е: Sf7$dM2q", "вашата временна парола е: {{password}}"},
		{"finnish", "Väliaikainen salasanasi on Hk5#tR2y – vaihda se", "Väliaikainen salasanasi on {{password}} – vaihda se"},
		{"catalan", "la teva contrasenya temporal és: Bc6#nX3z", "la teva contrasenya temporal és: {{password}}"},
		{"network key", "Network Key (Password): quietcarrot582", "Network Key (Password): {{password}}"},
		{"wpa key in german", "der WLAN-Schlüssel ist Mxk7Tq2Lp9Wz", "der WLAN-Schlüssel ist {{password}}"},
		{"wpa2 in a label", "Contraseña WPA2: 8mKqX2vP9nRtZ3wL", "Contraseña WPA2: {{password}}"},
		{"wi-fi after password", "Password Wi-Fi: mare2024sole — sul frigo.", "Password Wi-Fi: {{password}} — sul frigo."},
		{"vpn pre-shared key", "Pre-shared key: v8Jq2!Lm#x9Tz4Kw", "Pre-shared key: {{password}}"},
		{"ipsec.secrets", `203.0.113.24 198.51.100.7 : PSK "Vk7p2QxR9mLz4Nw8"`, `203.0.113.24 198.51.100.7 : PSK "{{password}}"`},
		{"door code", "Door code: 1937#", "Door code: {{pin}}#"},
		{"lockbox code apart", "The lockbox is on the left of the front door — the code is 4821.", "The lockbox is on the left of the front door — the code is {{pin}}."},
		{"keypad enter", "Keypad on the front door: enter 0927 and press the lock button.", "Keypad on the front door: enter {{pin}} and press the lock button."},
		{"german lockbox", "Der Code für die Schlüsselbox lautet 3318.", "Der Code für die Schlüsselbox lautet {{pin}}."},
		{"french door", "Code d'accès de la porte d'entrée : 5402A", "Code d'accès de la porte d'entrée : {{pin}}"},
		{"a hash before the code", "Gate code: #4821", "Gate code: #{{pin}}"},
		{"a door's year stays", "The front door was painted in 2019, code is 2019 compliant", "The front door was painted in 2019, code is 2019 compliant"},
		{"a room stays", "Room 4821 is next to the door", "Room 4821 is next to the door"},
		{"forgot password stays", "Quên mật khẩu? Nhấn vào đây để đặt lại.", "Quên mật khẩu? Nhấn vào đây để đặt lại."},
		{"policy stays", "Kata sandi minimal 8 karakter.", "Kata sandi minimal 8 karakter."},
		{"a date after the name stays", "Passwort geändert am: 2024-05-01", "Passwort geändert am: 2024-05-01"},
		{"english code stays", "password = getpass()", "password = getpass()"},
		{"a hint stays", "Password hint: MyDog1", "Password hint: MyDog1"},
		{"reset on a host stays", "Reset the password on server01 now", "Reset the password on server01 now"},
		{"an accented word stays", "La contraseña es válida.", "La contraseña es válida."},
		{"a requirement stays", "Contraseña: Mínimo 8 caracteres", "Contraseña: Mínimo 8 caracteres"},
		{"italian keywords stay", "Parole chiave: COVID-19, vaccini", "Parole chiave: COVID-19, vaccini"},
		{"a name with a hyphen stays", "Paroles : Jean-Jacques Goldman", "Paroles : Jean-Jacques Goldman"},
		{"a stem inside a word stays", "Upskilling: AI-101 course starts Monday", "Upskilling: AI-101 course starts Monday"},
		{"a cipher stays", "WPA2-PSK: AES-256", "WPA2-PSK: AES-256"},
		{"a key's type stays", "Network key type: WPA2-Personal", "Network key type: WPA2-Personal"},
		{"a psk identity stays", "PSK identity: Client_identity1", "PSK identity: Client_identity1"},
		{"english 'on' links nothing", "How to view saved Wi-Fi password on Mac/PC", "How to view saved Wi-Fi password on Mac/PC"},
		{"a key's length stays", "Der WLAN-Schlüssel ist 16-stellig", "Der WLAN-Schlüssel ist 16-stellig"},
		{"a version stays", "WiFi Password Recovery – v2.1.3", "WiFi Password Recovery – v2.1.3"},
		{"an error number stays", "Wi-Fi password error: 0x80070057", "Wi-Fi password error: 0x80070057"},
		{"wi-fi key", "Wi-Fi key: Xk9#mP2q", "Wi-Fi key: {{password}}"},
		{"polish 'to'", "Twoje hasło to Xk9#mP2q", "Twoje hasło to {{password}}"},

		{"indonesian code", "Kode verifikasi Anda adalah 735102. JANGAN BERIKAN", "Kode verifikasi Anda adalah {{otp}}. JANGAN BERIKAN"},
		{"vietnamese code with a brand", "Mã xác thực Zalo của bạn là 203948", "Mã xác thực Zalo của bạn là {{otp}}"},
		{"german code with words", "Ihr Bestätigungscode für die Anmeldung: 729104", "Ihr Bestätigungscode für die Anmeldung: {{otp}}"},
		{"german tan", "Ihre TAN lautet 418265. Betrag 250,00 EUR.", "Ihre TAN lautet {{otp}}. Betrag 250,00 EUR."},
		{"german mtan", "mTAN für Auftrag Überweisung, Betrag 1.249,90 EUR: 73920481", "mTAN für Auftrag Überweisung, Betrag 1.249,90 EUR: {{otp}}"},
		{"portuguese with a brand", "Seu código iFood é 4821. Não informe", "Seu código iFood é {{otp}}. Não informe"},
		{"arabic code", "رمز التحقق الخاص بك هو 615203.", "رمز التحقق الخاص بك هو {{otp}}."},
		{"arabic-indic digits", "رمز التحقق: ٦١٥٢٠٣ صالح", "رمز التحقق: {{otp}} صالح"},
		{"hebrew code", "קוד האימות שלך הוא: 947261.", "קוד האימות שלך הוא: {{otp}}."},
		{"turkish code", "tek kullanimlik sifreniz 302918'dir.", "tek kullanimlik sifreniz {{otp}}'dir."},
		{"swedish grouped", "Din verifieringskod är 481 273. Dela aldrig", "Din verifieringskod är {{otp}}. Dela aldrig"},
		{"italian otp of five", "Codice OTP 48291 per autorizzare il bonifico", "Codice OTP {{otp}} per autorizzare il bonifico"},
		{"thai otp", "รหัส OTP ของคุณคือ 482913 (Ref: KXBT)", "รหัส OTP ของคุณคือ {{otp}} (Ref: KXBT)"},
		{"postal code stays", "Tu código postal es 28013", "Tu código postal es 28013"},
		{"the number before the name", "482193 es tu código de verificación de Instagram.", "{{otp}} es tu código de verificación de Instagram."},
		{"swedish number first", "820461 är din engångskod för inloggning hos Klarna.", "{{otp}} är din engångskod för inloggning hos Klarna."},
		{"a year before the name stays", "2024 es tu código de suerte", "2024 es tu código de suerte"},
		{"french your code", "Votre code : 482193. Ne le partagez avec personne.", "Votre code : {{otp}}. Ne le partagez avec personne."},
		{"russian your code", "Ваш код: 482193. Никому не сообщайте его.", "Ваш код: {{otp}}. Никому не сообщайте его."},
		{"hebrew your code", "הקוד שלך הוא 482193", "הקוד שלך הוא {{otp}}"},
		{"a customer number stays", "Votre code client : 123456", "Votre code client : 123456"},
		{"an order's code stays", "Ваш код заказа: 123456", "Ваш код заказа: 123456"},
		{"a year stays", "Код подтверждения: 2024 год", "Код подтверждения: 2024 год"},
		{"tan the colour stays", "a tan 123456 jacket", "a tan 123456 jacket"},
		{"tan a name stays", "Attn: Mr TAN 91234567", "Attn: Mr TAN 91234567"},
		{"tan after an amount", "Die smsTAN für Ihre Überweisung von 12345,67 EUR auf das Konto lautet 482193",
			"Die smsTAN für Ihre Überweisung von 12345,67 EUR auf das Konto lautet {{otp}}"},
		{"a setting of codes stays", "OTP timeout: 3000 ms\nserver.port: 3000", "OTP timeout: 3000 ms\nserver.port: 3000"},
		{"a word beginning with otp stays", "Otplata kredita: 1500 EUR", "Otplata kredita: 1500 EUR"},
		{"a bank stays", "OTP Bank ügyfélszolgálat: 0612 366 6666", "OTP Bank ügyfélszolgálat: 0612 366 6666"},
		{"a year after the name stays", "Código de verificación del certificado: 2024 expedido", "Código de verificación del certificado: 2024 expedido"},
		{"a booking stays", "Codice di conferma ordine: 48291033", "Codice di conferma ordine: 48291033"},
		{"a phone number stays", "Din verifieringskod skickas till: 070 123 45 67", "Din verifieringskod skickas till: 070 123 45 67"},
		{"a building code stays", "Building code: 2021 International Building Code", "Building code: 2021 International Building Code"},

		{"redis config set", `redis-cli CONFIG SET requirepass "Zq8!mLp2vX"`, `redis-cli CONFIG SET requirepass "{{password}}"`},
		{"redis acl", "ACL SETUSER alice on >Qw7pLm2xZ9 ~cached:* +get", "ACL SETUSER alice on >{{password}} ~cached:* +get"},
		{"redis auth at the prompt", "cache-01.prod.internal:6379> AUTH default Th1sIsR3disPw!\nOK", "cache-01.prod.internal:6379> AUTH default {{password}}\nOK"},
		{"redis auth alone", "127.0.0.1:6379[2]> auth s3cr3t-Pass", "127.0.0.1:6379[2]> auth {{password}}"},
		{"smtp auth plain", "S: 220 mx ESMTP\nC: AUTH PLAIN AGFsaWNlAHMzY3IzdA==", "S: 220 mx ESMTP\nC: AUTH PLAIN {{password}}"},
		{"smtp auth plain on its line", "AUTH PLAIN AGFsaWNlAHMzY3IzdA==", "AUTH PLAIN {{password}}"},
		{"auth in prose stays", "Server requires AUTH before commands\nAuth required", "Server requires AUTH before commands\nAuth required"},
		{"a settings row of an sql dump", "INSERT INTO `wp_options` VALUES (1,'siteurl','https://blog.example.org','yes'),(2,'mailserver_pass','Ma1lPa55!wQ9z','yes');",
			"INSERT INTO `wp_options` VALUES (1,'siteurl','https://blog.example.org','yes'),(2,'mailserver_pass','{{password}}','yes');"},
		{"settings rows that are no password stay", "('compass_heading','north'),('bypass_cache','1'),('api_key_hint','see docs')", "('compass_heading','north'),('bypass_cache','1'),('api_key_hint','see docs')"},
		{"redis acl without a password stays", "ACL SETUSER alice on ~cached:* +get", "ACL SETUSER alice on ~cached:* +get"},
		{"mysql set password", "SET PASSWORD FOR 'bob'@'localhost' = 'Kp9!xQ2m';", "SET PASSWORD FOR 'bob'@'localhost' = '{{password}}';"},
		{"mysql set password masked stays", "SET PASSWORD FOR 'bob'@'localhost' = '****';", "SET PASSWORD FOR 'bob'@'localhost' = '****';"},
		{"oracle unquoted", "ALTER USER scott IDENTIFIED BY Tiger2024x;", "ALTER USER scott IDENTIFIED BY {{password}};"},
		{"oracle over lines", "CREATE USER app\n  IDENTIFIED BY Xk9#mP2q\n  DEFAULT TABLESPACE users;", "CREATE USER app\n  IDENTIFIED BY {{password}}\n  DEFAULT TABLESPACE users;"},
		{"a bind variable stays", "ALTER USER app IDENTIFIED BY :new_password", "ALTER USER app IDENTIFIED BY :new_password"},
		{"acl on one line only", "ACL SETUSER alice on ~* +@all\nOK\nLatency p99: >100ms", "ACL SETUSER alice on ~* +@all\nOK\nLatency p99: >100ms"},
		{"net use on one line only", "C:\\>net use Z: \\\\server\\share\nC:\\>net use", "C:\\>net use Z: \\\\server\\share\nC:\\>net use"},
		{"oracle hash stays", "ALTER USER scott IDENTIFIED BY VALUES 'S:0A1B';", "ALTER USER scott IDENTIFIED BY VALUES 'S:0A1B';"},
		{"net use", `net use Z: \\fileserver\share Pq7mX2wLz /user:CORP\bob`, `net use Z: \\fileserver\share {{password}} /user:CORP\bob`},
		{"net use after the user", `net use \\srv\c$ /user:admin Hq2xL9mwP`, `net use \\srv\c$ /user:admin {{password}}`},
		{"net use switch stays", `net use Z: \\fileserver\share /persistent:yes`, `net use Z: \\fileserver\share /persistent:yes`},
		{"wsse password", `<wsse:Password Type="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordText">Lm9xQ2pWz</wsse:Password>`,
			`<wsse:Password Type="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordText">{{password}}</wsse:Password>`},
		{"cdata password", "<password><![CDATA[Xq7!pL2m#z]]></password>", "<password><![CDATA[{{password}}]]></password>"},
		{"key material", "<keyMaterial>HomeWifi2024!</keyMaterial>", "<keyMaterial>{{password}}</keyMaterial>"},
		{"copy password button", `<button data-clipboard-text="Xq7pL2mWz9">Copy password</button>`, `<button data-clipboard-text="{{password}}">Copy password</button>`},
		{"copy command button stays", `<button data-clipboard-text="npm install waymark">Copy</button>`, `<button data-clipboard-text="npm install waymark">Copy</button>`},
		{"app password in a login call", "mail.login('bob', 'abcd efgh ijkl mnop')", "mail.login('bob', '{{password}}')"},
	}
	checkTexts(t, tests)
}

// TestGateAnchorsCoverStems: every stem an expression reads holds an anchor of its gate,
// so that no text with the stem is passed over.
func TestGateAnchorsCoverStems(t *testing.T) {
	for _, c := range []struct {
		name  string
		stems []string
		gate  stemGate
	}{{"gapPassword", gapPasswordStems, gapPasswordGate}, {"gapCode", gapCodeStems, gapCodeGate}} {
		for _, st := range c.stems {
			if englishStems[st] {
				continue
			}
			if !c.gate.in(st+" ", isASCII(st)) {
				t.Errorf("%s: no anchor of the gate in the stem %q", c.name, st)
			}
		}
	}
	if gapPasswordGate.in("reset the password on server01", true) {
		t.Error("the password gate lets English through")
	}
}
