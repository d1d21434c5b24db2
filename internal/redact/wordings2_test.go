package redact

import "testing"

// TestSecretsInMoreWordings: a seed phrase of another wallet's list after its label, a
// connection string's password holding "#" or "@", German prose and bank messages (a
// password "für den …" set "jetzt", a security answer after a dash, a mobileTAN past the
// transfer's amount, an alarm's code, a banking PIN of five digits), a French RIB's account,
// codes of letters in two groups of four, after ", enter", for a login or spaced one by one
// after "Your Uber code"; and the near misses that stay.
func TestSecretsInMoreWordings(t *testing.T) {
	checkTexts(t, []textCase{
		{"an activation code in german", "Ihr Aktivierungs-ID wurde per Post versandt. Aktivierungs-Code (E-Mail): Z3K9-PQ7M-XW2T",
			"Ihr Aktivierungs-ID wurde per Post versandt. Aktivierungs-Code (E-Mail): {{secret}}"},
		{"a freischaltcode", "Ihr Freischaltcode lautet 4KX7-P9QM", "Ihr Freischaltcode lautet {{secret}}"},
		{"an activation code in french", "Votre code d'activation : 4KX7P9QM", "Votre code d'activation : {{secret}}"},
		{"an activation code in italian", "Codice di attivazione: 4KX7P9QM", "Codice di attivazione: {{secret}}"},
		{"an activation code in spanish", "Código de activación: AB12-CD34-EF56", "Código de activación: {{secret}}"},
		{"an activation code in a link", "https://mychart.example-health.org/MyChart/Signup?activationcode=4KX7P-9QM2T-RT8ZW",
			"https://mychart.example-health.org/MyChart/Signup?activationcode={{token}}"},
		{"an identity number in a link", "https://portal.exemplo-saude.com.br/agendamento/confirmar?cpf=38417295603&unidade=centro",
			"https://portal.exemplo-saude.com.br/agendamento/confirmar?cpf={{ssn}}&unidade=centro"},
		{"a cookie list's session id", "Name: SESSIONID  Value: 8c1f6a0e4b9d27f35a8e1c6b0d4f92a7e3b5c8d1  Domain: .example-bank.de\nName: lang  Value: de  Domain: .example-bank.de",
			"Name: SESSIONID  Value: {{token}}  Domain: .example-bank.de\nName: lang  Value: de  Domain: .example-bank.de"},
		{"a code's instructions stay", "Den Aktivierungscode finden Sie im Brief.", "Den Aktivierungscode finden Sie im Brief."},
		{"a calendar's escaped line breaks end a passcode", `DESCRIPTION:Meeting-ID: 921 5560 4410\nKenncode: 639027\nEinwahl: https://zoom.us/j/92155604410`,
			`DESCRIPTION:Meeting-ID: 921 5560 4410\nKenncode: {{password}}\nEinwahl: https://zoom.us/j/92155604410`},
		{"a backslash of the password's own", `password=P\nacho99 next`, `password={{password}} next`},
		{"a webex meeting's number stays whole", "Meeting number (access code): 2634 118 9021\nMeeting password: hG4mPq7Rw2x",
			"Meeting number (access code): 2634 118 9021\nMeeting password: {{password}}"},
		{"a guest's door code", "Zugangscode erstellt\nCode: 583920\nTeile den Code nur mit deinem Gast.", "Zugangscode erstellt\nCode: {{otp}}\nTeile den Code nur mit deinem Gast."},
		{"a product's code stays", "Code: 583920\nTeile den Link mit Freunden.", "Code: 583920\nTeile den Link mit Freunden."},
		{"an example's stand-ins in a url stay", "DATABASE_URL=postgres://USER:PASSWORD@localhost:5432/shop_dev", "DATABASE_URL=postgres://USER:PASSWORD@localhost:5432/shop_dev"},
		{"a stand-in password alone stays", "redis://:yourpassword@localhost:6379", "redis://:yourpassword@localhost:6379"},
		{"a real user with a weak password is masked", "postgres://admin:password@prod-db.internal/app", "postgres://{{username}}:{{password}}@prod-db.internal/app"},
		{"electrum seed", "Your secret recovery phrase: witch collapse practice feed shame open despair creek road again ice least",
			"Your secret recovery phrase: {{secret}}"},
		{"advice after a seed label stays", "Recovery phrase: write down these twelve words in order and keep them safe and never share them",
			"Recovery phrase: write down these twelve words in order and keep them safe and never share them"},
		{"hash in a url password", "DATABASE_URL=postgres://app:Xk9#mPq2vL@db.internal:5432/prod",
			"DATABASE_URL=postgres://{{username}}:{{password}}@db.internal:5432/prod"},
		{"at sign in a url password", "mysql://root:p@ss#w0rd@10.0.0.5/db", "mysql://{{username}}:{{password}}@10.0.0.5/db"},
		{"an address in a query stays apart", "https://example.com:8080?next=a@b.com", "https://example.com:8080?next={{email}}"},
		{"german password for a device, now", "das Passwort für den Drucker-Admin ist jetzt Fenster!Blau7 – bitte nicht weitergeben.",
			"das Passwort für den Drucker-Admin ist jetzt {{password}} – bitte nicht weitergeben."},
		{"german password changed stays", "Das Passwort ist jetzt geändert.", "Das Passwort ist jetzt geändert."},
		{"german security answer after a dash", "Sicherheitsfrage: Geburtsname der Mutter – Antwort: Hoffmann",
			"Sicherheitsfrage: Geburtsname der Mutter – Antwort: {{secret}}"},
		{"mobiletan past the amount", "Ihre mobileTAN für die Überweisung über 1.250,00 EUR lautet 538297. Geben Sie diese TAN nur im Online-Banking ein.",
			"Ihre mobileTAN für die Überweisung über 1.250,00 EUR lautet {{otp}}. Geben Sie diese TAN nur im Online-Banking ein."},
		{"a colour tan stays", "Sneaker TAN leather is 482913 in stock", "Sneaker TAN leather is 482913 in stock"},
		{"alarm code", "Alarmanlage: Deaktivierungscode 83519", "Alarmanlage: Deaktivierungscode {{pin}}"},
		{"banking pin of five", "Online-Banking Zugang: Anmeldename 88123456, PIN 58213", "Online-Banking Zugang: Anmeldename 88123456, PIN {{pin}}"},
		{"a postal pin of six stays", "Bangalore PIN 560001", "Bangalore PIN 560001"},
		{"letters in two groups of four", "Your Microsoft account security code is K7PX-29QM.", "Your Microsoft account security code is {{otp}}."},
		{"an access code of four and four stays the network's", "Internet access code: 7KX2-9QPM", "Internet access code: {{password}}"},
		{"enter after the code's name", "When asked for the 2FA code, enter 906421", "When asked for the 2FA code, enter {{otp}}"},
		{"a code for login", "Code for login: 440917.", "Code for login: {{otp}}."},
		{"a service's code spaced", "Your Uber code is 8 3 0 2. Never share this code.", "Your Uber code is {{otp}}. Never share this code."},
		{"an order code spaced stays", "Your order code is 8 3 0 2", "Your order code is 8 3 0 2"},
		{"french rib", "RIB : Banque 30004 Guichet 00823 Compte 00012345678 Clé 42", "RIB : Banque 30004 Guichet 00823 Compte {{bank_account}} Clé 42"},
		{"a bare compte stays", "Compte 00012345678 créé", "Compte 00012345678 créé"},
		{"a network key without a link", "Connect to Wi-Fi Livebox-8F21 with the WPA key 7A3F9C2E1B4D", "Connect to Wi-Fi Livebox-8F21 with the WPA key {{password}}"},
		{"a french network key without a link", "avec la clé WPA 7A3F9C2E1B4D et vérifie le débit", "avec la clé WPA {{password}} et vérifie le débit"},
		{"a network key's setting stays", "WPA key length 256 bits", "WPA key length 256 bits"},
		{"a spanish key without a colon", "Entra en mi cuenta de Movistar con la clave Mv4729!rojo y descarga la última factura",
			"Entra en mi cuenta de Movistar con la clave {{password}} y descarga la última factura"},
		{"a spanish key of a year stays", "La clave 2024 del proyecto", "La clave 2024 del proyecto"},
		{"a spanish key of words stays", "la clave del éxito", "la clave del éxito"},
		{"a code in two groups on its own line", "Use the following code to finish signing in:\n\n    842 713\n\nIf you didn't request this, ignore this email.",
			"Use the following code to finish signing in:\n\n    {{otp}}\n\nIf you didn't request this, ignore this email."},
		{"hours on their own line stay", "Opening hours:\n\n    900 1700\n", "Opening hours:\n\n    900 1700\n"},
		{"a code after its label's markup", `<span>Your one-time passcode</span><strong>3 8 1 0 9 7</strong>`, `<span>Your one-time passcode</span><strong>{{otp}}</strong>`},
		{"a postal code in a table stays", "<tr><th>Postal code</th><td>560001</td></tr>", "<tr><th>Postal code</th><td>560001</td></tr>"}, {"2fa and a code to use", "When GitHub asks for 2FA, use 481 027 and then open the billing settings.", "When GitHub asks for 2FA, use {{otp}} and then open the billing settings."},
		{"2fa and a year stay", "Enable 2FA in 2024", "Enable 2FA in 2024"},
		{"your code without a link", "Your code 482913 expires soon.", "Your code {{otp}} expires soon."},
		{"your code of four without a link stays", "Your code 1234 expires", "Your code 1234 expires"},
	})
}

// TestPasswordsAndPhonesInMoreLanguages: a password named in Ukrainian, Russian, Arabic,
// Indonesian, Hindi and Dutch prose, with or without a colon, and a phone number after its
// name in Chinese, Russian, Arabic, Hindi, Korean and Japanese; what only mentions them
// stays.
func TestPasswordsAndPhonesInMoreLanguages(t *testing.T) {
	checkTexts(t, []textCase{
		{"ukrainian instrumental", "Увійди в Приват24 з паролем Dnipro#2025ua і сплати", "Увійди в Приват24 з паролем {{password}} і сплати"},
		{"russian what it opens", "Ваш временный пароль для входа в личный кабинет: Zx4!tRm9qL\nПосле входа",
			"Ваш временный пароль для входа в личный кабинет: {{password}}\nПосле входа"},
		{"arabic with its conjunction", "البريد وكلمة المرور Sahara!7781 ثم تتبّع", "البريد وكلمة المرور {{password}} ثم تتبّع"},
		{"indonesian", "dan kata sandi Bandung!4490, lalu cek", "dan kata sandi {{password}}, lalu cek"},
		{"hindi", "पासवर्ड Ganga@1947rail से लॉगिन करो", "पासवर्ड {{password}} से लॉगिन करो"},
		{"dutch changed to", "verander het wifi-wachtwoord naar Dijk-Wind-4410.", "verander het wifi-wachtwoord naar {{password}}."},
		{"spanish access key", "y la clave de acceso 739201, y descarga", "y la clave de acceso {{password}}, y descarga"},
		{"french what it opens", "Votre mot de passe pour l'espace client : Kx7!mQ2pzL", "Votre mot de passe pour l'espace client : {{password}}"},
		{"a keyword inside the word before", "修改登录密码\n原登录密码：Tenda@8892\n无线名称：TP-LINK_5G_3F2A",
			"修改登录密码\n原登录密码：{{password}}\n无线名称：TP-LINK_5G_3F2A"},
		{"chinese phone", "用手机号 138 0013 8000 和密码登录", "用手机号 {{phone}} 和密码登录"},
		{"chinese phone, full-width colon", "电话：010-6552 9988", "电话：{{phone}}"},
		{"russian phone", "Телефон: 8 912 345-67-89", "Телефон: {{phone}}"},
		{"arabic phone", "رقم الجوال 0501234567", "رقم الجوال {{phone}}"},
		{"hindi phone", "मोबाइल नंबर 9876543210", "मोबाइल नंबर {{phone}}"},
		{"korean phone", "휴대폰 번호 010-1234-5678", "휴대폰 번호 {{phone}}"},
		{"japanese phone", "電話番号：03-1234-5678", "電話番号：{{phone}}"},
		// Stay.
		{"russian reset", "Восстановление пароля по e-mail", "Восстановление пароля по e-mail"},
		{"spanish access key prose", "La clave de acceso es personal e intransferible.", "La clave de acceso es personal e intransferible."},
		{"indonesian policy", "Kata sandi harus minimal 8 karakter", "Kata sandi harus minimal 8 karakter"},
		{"russian prompt", "Введите пароль для входа", "Введите пароль для входа"},
		{"a phone model", "手机 2024 新款", "手机 2024 新款"},
		{"times", "电话 3 次", "电话 3 次"},
	})
}
