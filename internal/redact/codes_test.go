package redact

import "testing"

// TestAlarmCodesAndSpacedOTPs: a house alarm's code is a PIN, a machine's alarm code
// followed by its fault is none; a one-time code written in two groups is masked whole.
func TestAlarmCodesAndSpacedOTPs(t *testing.T) {
	checkTexts(t, []textCase{
		{"alarm code", "Alarm code: 7146", "Alarm code: {{pin}}"},
		{"alarm code is", "The alarm code is 7146#", "The alarm code is {{pin}}#"},
		{"alarm code and a note", "Alarm code: 7146 (disarm within 30 s)", "Alarm code: {{pin}} (disarm within 30 s)"},
		{"house alarm", "House alarm code: 90211", "House alarm code: {{pin}}"},
		{"disarm code", "Disarm code is 4412", "Disarm code is {{pin}}"},
		{"machine fault", "Alarm code 1010: spindle overheat", "Alarm code 1010: spindle overheat"},
		{"fault with a dash", "Alarm code: 1010 - low battery", "Alarm code: 1010 - low battery"},
		{"named fault", "ALARM CODE 2041 FAULT", "ALARM CODE 2041 FAULT"},
		{"fault code of letters", "Alarm code E42: low battery", "Alarm code E42: low battery"},
		{"otp in two groups", "OTP: 482 193", "OTP: {{otp}}"},
		{"otp in two groups and a stop", "OTP: 482 193.", "OTP: {{otp}}."},
		{"otp of unequal groups", "otp: 123 4567", "otp: {{otp}} 4567"},
	})
}

// TestPasswordsInCommandsAndConfig: GRANT's unquoted password, net use's quoted one,
// OpenSSL's pre-shared key, a <pre-shared-key> element, a router's key of digits in groups.
func TestPasswordsInCommandsAndConfig(t *testing.T) {
	checkTexts(t, []textCase{
		{"grant unquoted", "GRANT ALL ON db.* TO 'bob'@'%' IDENTIFIED BY S3cretPw9;", "GRANT ALL ON db.* TO 'bob'@'%' IDENTIFIED BY {{password}};"},
		{"net use quoted", `net use Z: "\\server\my share" "Pa55word!x" /user:DOMAIN\bob`, `net use Z: "\\server\my share" "{{password}}" /user:DOMAIN\bob`},
		{"net use quoted password", `net use Z: \\server\share "Pa55word!x" /user:bob`, `net use Z: \\server\share "{{password}}" /user:bob`},
		{"net use prompt", `net use Z: \\server\share * /user:bob`, `net use Z: \\server\share * /user:bob`},
		{"net use switch", `net use Z: \\server\share /persistent:yes`, `net use Z: \\server\share /persistent:yes`},
		{"openssl psk", "openssl s_client -connect host:443 -psk 1a2b3c4d5e6f7a8b -psk_identity client1",
			"openssl s_client -connect host:443 -psk {{password}} -psk_identity client1"},
		{"openssl psk after identity", "openssl s_server -psk_identity client1 -psk 1a2b3c4d5e6f7a8b -nocert",
			"openssl s_server -psk_identity client1 -psk {{password}} -nocert"},
		{"psk in prose", "The -psk option takes a hex key", "The -psk option takes a hex key"},
		{"pre-shared-key element", "<pre-shared-key>Tr0ub4dor&3xyz</pre-shared-key>", "<pre-shared-key>{{password}}</pre-shared-key>"},
		{"preSharedKey element", "<preSharedKey>Tr0ub4dor&3xyz</preSharedKey>", "<preSharedKey>{{password}}</preSharedKey>"},
		{"router key in groups", "Your FRITZ!Box WLAN key: 1234 5678 9012 3456 7890", "Your FRITZ!Box WLAN key: {{password}}"},
		{"router key in german", "WLAN-Netzwerkschlüssel (WPA2): 1234 5678 9012 3456 7890", "WLAN-Netzwerkschlüssel (WPA2): {{password}}"},
		{"pre-shared-key variable", "<pre-shared-key>${VPN_PSK}</pre-shared-key>", "<pre-shared-key>${VPN_PSK}</pre-shared-key>"},
	})
}

// TestTurkishLinksAfterTheValue: Turkish links a password to its name after the value (a
// copula's suffix, "olarak").
func TestTurkishLinksAfterTheValue(t *testing.T) {
	checkTexts(t, []textCase{
		{"copula", "Yeni şifreniz Xk9#pq2Lm'dir", "Yeni şifreniz {{password}}'dir"},
		{"olarak", "Şifreniz Xk9#pq2Lm olarak belirlendi", "Şifreniz {{password}} olarak belirlendi"},
		{"parola", "Parolanız Tr0ub4dor&3'tür", "Parolanız {{password}}'tür"},
		{"a word", "Şifreniz değiştirildi'dir", "Şifreniz değiştirildi'dir"},
		{"a reset link", "Şifre sıfırlama bağlantısı gönderildi", "Şifre sıfırlama bağlantısı gönderildi"},
	})
}

// TestNumericPasswordsInProse: a password of digits only after its name in prose, with
// words between or a suffix on the name, as banks and routers give them; a number that
// says how long or when is none.
func TestNumericPasswordsInProse(t *testing.T) {
	checkTexts(t, []textCase{
		{"turkish possessive", "Yeni şifreniz: 48213957", "Yeni şifreniz: {{password}}"},
		{"turkish copula", "Şifreniz 12345678'dir.", "Şifreniz {{password}}'dir."},
		{"turkish olarak", "şifreniz 83920174 olarak belirlendi", "şifreniz {{password}} olarak belirlendi"},
		{"italian borrowed", "La tua password è 48392017", "La tua password è {{password}}"},
		{"italian borrowed letters", "La tua password è Kx8pQ2mZ", "La tua password è {{password}}"},
		{"polish", "Twoje hasło to 58392017", "Twoje hasło to {{password}}"},
		{"swedish", "Lösenordet är 58392017", "Lösenordet är {{password}}"},
		{"vietnamese", "Mật khẩu của bạn là 48392017", "Mật khẩu của bạn là {{password}}"},
		{"vietnamese label", "Mật khẩu: 48392017", "Mật khẩu: {{password}}"},
		{"a length", "Hasło musi mieć 12345 znaków", "Hasło musi mieć 12345 znaków"},
		{"days", "Şifreniz 30 gün içinde sona erecek", "Şifreniz 30 gün içinde sona erecek"},
		{"a year", "La password è 2024", "La password è 2024"},
		{"a setting", "Wi-Fi password length: 12345678", "Wi-Fi password length: 12345678"},
		{"too long to be one", "Kata sandi: 123456789012345678901", "Kata sandi: 123456789012345678901"},
		{"italian prose", "La password è troppo corta", "La password è troppo corta"},
	})
}

// TestSafeAndLockCodes: a safe's code and a combination lock's numbers are PINs; a word
// that only ends in "safe", or begins with it, names no safe.
func TestSafeAndLockCodes(t *testing.T) {
	checkTexts(t, []textCase{
		{"safe code", "Safe code: 4821", "Safe code: {{pin}}"},
		{"safe code is", "The safe code is 4821#", "The safe code is {{pin}}#"},
		{"hotel safe enter", "Hotel safe: enter 4821 then press lock", "Hotel safe: enter {{pin}} then press lock"},
		{"locker combination", "Locker combination: 12-34-56", "Locker combination: {{pin}}"},
		{"padlock combination", "Padlock combination 12-34-56", "Padlock combination {{pin}}"},
		{"lock screen", "The lock screen code is 1234", "The lock screen code is {{pin}}"},
		{"fail-safe", "Fail-safe code 404 returned", "Fail-safe code 404 returned"},
		{"safety", "Safety code 12-34-56", "Safety code 12-34-56"},
		{"safe harbor year", "Safe Harbor code 2024 conference", "Safe Harbor code 2024 conference"},
		{"stay safe", "Stay safe! Code 4821 of the form", "Stay safe! Code 4821 of the form"},
		{"russian pin code", "PIN-код: 4821", "PIN-код: {{pin}}"},
		{"polish pin code", "Kod PIN: 4821", "Kod PIN: {{pin}}"},
		{"czech pin code", "PIN kód: 4821", "PIN kód: {{pin}}"},
	})
}

// TestCodesAndCardsInOtherForms: backup codes named in Polish, Spanish or French, or in
// groups of letters and digits; a login code of two groups of three; American Express's
// CID; a card's security code named in Japanese, Chinese or Russian; a card number in two
// halves; a security answer after its question in brackets; an IBAN wrapped over two
// lines; a code named for what it opens ("Unlock code for the vault: 9921-4473"). The
// plain texts that look alike stay (SPEC §8).
func TestCodesAndCardsInOtherForms(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"Kod zapasowy: 4829 1370", "Kod zapasowy: {{otp}}"},
		{"Códigos de respaldo: 4829 1370, 7716 2045", "Códigos de respaldo: {{otp}}, {{otp_2}}"},
		{"Codes de secours : 4829-1370", "Codes de secours : {{otp}}"},
		{"Dropbox backup codes\nq7zr 2lm9 xp4w\nbt6k 9mq2 ze8h", "Dropbox backup codes\n{{otp}}\n{{otp_2}}"},
		{"Your login code is:\n\n ABX-72Q\n\nIt expires in 10 minutes.", "Your login code is:\n\n {{otp}}\n\nIt expires in 10 minutes."},
		{"Amex 3782 822463 10005, CID 4821", "Amex {{card_number}}, CID {{cvv}}"},
		{"カード番号の確認 セキュリティコード: 739", "カード番号の確認 セキュリティコード: {{cvv}}"},
		{"安全码：739，请勿泄露", "安全码：{{cvv}}，请勿泄露"},
		{"CVV-код: 739", "CVV-код: {{cvv}}"},
		{"Card 41111111 11111111 on file", "Card {{card_number}} on file"},
		{"Card: 4111 111111111111 exp 08/27", "Card: {{card_number}} exp 08/27"},
		{"Security question (mother's maiden name): Kowalczyk", "Security question (mother's maiden name): {{secret}}"},
		{"Unlock code for the vault: 9921-4473", "Unlock code for the vault: {{pin}}"},
		{"Door code for the garage: 4821#", "Door code for the garage: {{pin}}#"},
		{"Login code for Acme: 482913", "Login code for Acme: {{otp}}"},
		{"Access code for the season: 2024-2025", "Access code for the season: 2024-2025"},
		{"Error code for the build: 40001", "Error code for the build: 40001"},
		{"Code for the project: 2024-0001-17", "Code for the project: 2024-0001-17"},
		{"IBAN: DE89 3704 0044\n0532 0130 00", "IBAN: {{iban}}"},
		{"BE68 5390 0754 7034\nPAID", "{{iban}}\nPAID"},
		// Stay: a customer's CID, an error's code, a code of letters only, words after
		// "backup codes", a number in halves that is no card.
		{"Customer CID 4821 opened a ticket", "Customer CID 4821 opened a ticket"},
		{"Error code: ERR-404", "Error code: ERR-404"},
		{"Your code is ABC-DEF", "Your code is ABC-DEF"},
		{"Backup codes: keep them safe", "Backup codes: keep them safe"},
		{"Invoice 1234 567890123456", "Invoice 1234 567890123456"},
	} {
		if got := New().Text(c.in); got != c.want {
			t.Errorf("Text(%q)\n got %q\nwant %q", c.in, got, c.want)
		}
	}
}

// TestCodesInGroups: a code read in its first group goes on over the groups of as many
// digits after it, so that no group stays; a date, a count or a decimal after a code is
// not one of its groups.
func TestCodesInGroups(t *testing.T) {
	checkTexts(t, []textCase{
		{"two groups of four", "BBVA: Tu código de verificación es: 7720 3915. No lo compartas.", "BBVA: Tu código de verificación es: {{otp}}. No lo compartas."},
		{"two groups of three", "Einmalpasswort (mTAN): 739 104 – gültig 5 Min.", "Einmalpasswort (mTAN): {{password}} – gültig 5 Min."},
		{"prepaid pin", "Ihr paysafecard PIN: 0123 4567 8901 2345\nWert: 50,00 EUR", "Ihr paysafecard PIN: {{pin}}\nWert: 50,00 EUR"},
		{"door code of two words' place", "The door code for the parcel box is 9921 4473, add it.", "The door code for the parcel box is {{pin}}, add it."},
		{"shorter last group", "PIN: 7391 0052 8843 19", "PIN: {{pin}}"},
		{"the same code later", "PIN: 4821 7730. Again: 4821 7730", "PIN: {{pin}}. Again: {{pin}}"},
		{"a date after", "PIN 4821 2024-12-31", "PIN {{pin}} 2024-12-31"},
		{"a count after", "Your PIN is 4821 2 tries left", "Your PIN is {{pin}} 2 tries left"},
		{"a decimal after", "PIN 4821 1200.50 EUR", "PIN {{pin}} 1200.50 EUR"},
		{"a word after", "PIN 4821 2024a", "PIN {{pin}} 2024a"},
		{"another separator", "PIN 4821 1234-5678", "PIN {{pin}} 1234-5678"},
		{"minutes after two groups", "Your code: 4821 9137 15 minutes left", "Your code: {{otp}} 15 minutes left"},
		{"a year after", "Your login code: 4821 2025 © Example Bank", "Your login code: {{otp}} 2025 © Example Bank"},
		{"digits spaced one by one", "Your verification code: 4 8 2 9 1 3\nEnter it on the next screen.", "Your verification code: {{otp}}\nEnter it on the next screen."},
		{"digits spaced by no-break spaces", "Verification code: 4\u00a08\u00a02\u00a09\u00a01\u00a03 (valid 10 min)", "Verification code: {{otp}} (valid 10 min)"},
		{"a lockbox's digits spaced", "The lockbox code is 4 8 2 7 and the key is inside.", "The lockbox code is {{pin}} and the key is inside."},
		{"nine digits spaced", "Security code 1 2 3 4 5 6 7 8 9", "Security code 1 2 3 4 5 6 7 8 9"},
		{"pairs joined by dots", "Your code is 48.29.13 — do not share.", "Your code is {{otp}} — do not share."},
		{"a date in dotted pairs", "Your code is valid until 12.05.24 — do not share.", "Your code is valid until 12.05.24 — do not share."},
		{"a dotted date after the name", "Your code is 12.05.24 — do not share.", "Your code is 12.05.24 — do not share."},
	})
}

// TestCodesAsBanksWordThem: one-time codes, TANs and PUKs as banks' and carriers' messages
// word them; a surname Tan, a product's code and a plain "tan" stay.
func TestCodesAsBanksWordThem(t *testing.T) {
	checkTexts(t, []textCase{
		{"code after a sentence", "Don't share this code with anyone. Code 84629173. Reply STOP to opt out.", "Don't share this code with anyone. Code {{otp}}. Reply STOP to opt out."},
		{"product code after a sentence", "Item 5. Code 100234 in stock.", "Item 5. Code 100234 in stock."},
		{"est le", "Crédit Agricole : votre code de vérification est le 381 945. Il expire dans 5 minutes.", "Crédit Agricole : votre code de vérification est le {{otp}}. Il expire dans 5 minutes."},
		{"otp in italian", "il codice OTP per autorizzare il bonifico di 250,00 EUR è 90814273. Non comunicarlo.", "il codice OTP per autorizzare il bonifico di 250,00 EUR è {{otp}}. Non comunicarlo."},
		{"otp in thai", "KBank: รหัส OTP คือ 592731 (Ref: AB12)", "KBank: รหัส OTP คือ {{otp}} (Ref: AB12)"},
		{"otp past an amount and an initial", "Your Wise one-time password for the transfer of 1,200.00 GBP to M. Rossi is 4471 9082. Only enter it on wise.com.",
			"Your Wise one-time password for the transfer of 1,200.00 GBP to M. Rossi is {{otp}}. Only enter it on wise.com."},
		{"otp then another sentence", "OTP sent. Order total is 4500 rupees", "OTP sent. Order total is 4500 rupees"},
		{"number first in groups", "Revolut: 558 204 is your verification code. Never share it.", "Revolut: {{otp}} is your verification code. Never share it."},
		{"dutch login code", "ING: Je inlogcode is 55 33 91. Deel deze code nooit.", "ING: Je inlogcode is {{otp}}. Deel deze code nooit."},
		{"tan", "Use the TAN 492817 to confirm the transfer.", "Use the TAN {{otp}} to confirm the transfer."},
		{"mtan linked", "Ihre mTAN lautet 492817", "Ihre mTAN lautet {{otp}}"},
		{"tan colour", "a tan 123456 leather bag", "a tan 123456 leather bag"},
		{"TAN colour in capitals", "Sneaker Low Top TAN 482913 – Größe 42", "Sneaker Low Top TAN 482913 – Größe 42"},
		{"puk", "Ihre SIM-Karte: PIN 4821, PUK 73920184. Bewahren Sie diesen Brief auf.", "Ihre SIM-Karte: PIN {{pin}}, PUK {{pin_2}}. Bewahren Sie diesen Brief auf."},
		{"puk of other length", "PUK 7392 for the model", "PUK 7392 for the model"},
		{"code and its link", "Your WhatsApp code: 573-186\nTap to verify: v.whatsapp.com/573186", "Your WhatsApp code: {{otp}}\nTap to verify: v.whatsapp.com/{{otp}}"},
	})
}

// TestCodeSheets: recovery and backup codes listed under their heading, after a line or two
// of advice, numbered or not, or after a colon on the heading's line, are masked; a line of
// words, an order number after words or a date under such a heading stays.
func TestCodeSheets(t *testing.T) {
	checkTexts(t, []textCase{
		{"github", "Two-factor recovery codes\nKeep your recovery codes as safe as your password.\n9f3a2-c81e4\n7b2d0-4ea91\nDownload  Print  Copy",
			"Two-factor recovery codes\nKeep your recovery codes as safe as your password.\n{{otp}}\n{{otp_2}}\nDownload  Print  Copy"},
		{"google", "BACKUP VERIFICATION CODES\nKeep them safe\n1. 8249 3017    6. 5528 1940\n2. 3371 0862    7. 9017 4425\nKeep these backup codes somewhere safe.",
			"BACKUP VERIFICATION CODES\nKeep them safe\n1. {{otp}}    6. {{otp_2}}\n2. {{otp_3}}    7. {{otp_4}}\nKeep these backup codes somewhere safe."},
		{"a screenshot's text, numbered without a dot", "G o o g l e   Backup codes\nKeep these backup codes somewhere safe.\n1 4821 3390     6 7713 0284\n2 5094 1176     7 3368 9051",
			"G o o g l e   Backup codes\nKeep these backup codes somewhere safe.\n1 {{otp}}     6 {{otp_2}}\n2 {{otp_3}}     7 {{otp_4}}"},
		{"portuguese", "Códigos de recuperação da conta\nGuarde estes códigos em um local seguro.\n\n53e1c-303d9    5a7f5-84b92\nbf766-48b0f    3462e-8e296\n\nBaixar   Imprimir",
			"Códigos de recuperação da conta\nGuarde estes códigos em um local seguro.\n\n{{otp}}    {{otp_2}}\n{{otp_3}}    {{otp_4}}\n\nBaixar   Imprimir"},
		{"spanish, no 'code' elsewhere", "Códigos de respaldo\nGuárdalos en un lugar seguro.\n1. 8249 3017    6. 5528 1940",
			"Códigos de respaldo\nGuárdalos en un lugar seguro.\n1. {{otp}}    6. {{otp_2}}"},
		{"russian", "Коды восстановления доступа\nСохраните их.\n\n53e1c-303d9\n5a7f5-84b92", "Коды восстановления доступа\nСохраните их.\n\n{{otp}}\n{{otp_2}}"},
		{"after a colon", "If it asks for a backup code use one of these: 8249 3017, 5528 1940.", "If it asks for a backup code use one of these: {{otp}}, {{otp_2}}."},
		{"letters and digits", "Scratch codes\n\nk7f2m9xq\np3n8w2zr", "Scratch codes\n\n{{otp}}\n{{otp_2}}"},
		{"counts and dates", "Generate new recovery codes\nYou have 3 codes left.\nLast generated 2024-05-01", "Generate new recovery codes\nYou have 3 codes left.\nLast generated 2024-05-01"},
		{"an order under words", "Manage backup codes\nOrder #12345678\nTotal: $40.00", "Manage backup codes\nOrder #12345678\nTotal: $40.00"},
		{"words only", "Recovery codes\nDownload\nPrint\nCopy", "Recovery codes\nDownload\nPrint\nCopy"},
		{"too far below", "Backup codes\nOne\nTwo\nThree\nFour\n8249 3017", "Backup codes\nOne\nTwo\nThree\nFour\n8249 3017"},
	})
}

// TestGiftCardCodes: a gift card's or a top-up's code under a plain label near the card's
// name is masked; an order's code, a word, or a code far from any gift card stays.
func TestGiftCardCodes(t *testing.T) {
	checkTexts(t, []textCase{
		{"app store", "Your App Store & iTunes Gift Card ($25)\nCode: X4K7LMN29QRTZ8PW\nRedeem in the App Store.", "Your App Store & iTunes Gift Card ($25)\nCode: {{secret}}\nRedeem in the App Store."},
		{"egift number", "Best Buy eGift Card\nCard number: 6123 4567 8901 2345\nPIN: 7391", "Best Buy eGift Card\nCard number: {{secret}}\nPIN: {{pin}}"},
		{"top-up", "Ihre Guthabenkarte von Lidl Connect\nAufladecode: 7391 0052 8843 19\nBetrag: 15 €", "Ihre Guthabenkarte von Lidl Connect\nAufladecode: {{secret}}\nBetrag: 15 €"},
		{"order code", "Gift cards\nOrder code: 1124-4556-6789\nStatus: shipped", "Gift cards\nOrder code: 1124-4556-6789\nStatus: shipped"},
		{"a word", "Gift card balance\nCode: WELCOMEHOME", "Gift card balance\nCode: WELCOMEHOME"},
		{"no gift card", "Product\nCode: X4K7LMN29QRTZ8PW", "Product\nCode: X4K7LMN29QRTZ8PW"},
	})
}
