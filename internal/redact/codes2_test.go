package redact

import "testing"

// TestCodesInOtherWordings: one-time codes as messages in other languages word them (a
// possessive before "code", a one-time code's own name, a purpose between the name and the
// number), in three groups of three, joined by a dot, inside a bold tag, a SIM's second
// PUK; and the near misses that stay.
func TestCodesInOtherWordings(t *testing.T) {
	tests := []textCase{
		{"french possessive", "Votre code est 4821 9137", "Votre code est {{otp}}"},
		{"french one-time code", "Le code à usage unique est le 381 945. Il expire dans 5 minutes.", "Le code à usage unique est le {{otp}}. Il expire dans 5 minutes."},
		{"polish possessive", "Twój kod: 6012 4478. Nie podawaj go nikomu.", "Twój kod: {{otp}}. Nie podawaj go nikomu."},
		{"polish one-time code", "Kod jednorazowy: 6012-4478 do logowania", "Kod jednorazowy: {{otp}} do logowania"},
		{"portuguese access code", "Seu código de acesso é 6620 1183", "Seu código de acesso é {{otp}}"},
		{"spanish dynamic key", "Tu clave dinámica es 482913", "Tu clave dinámica es {{otp}}"},
		{"spanish purpose between", "El código para tu compra es 731904, no lo compartas.", "El código para tu compra es {{otp}}, no lo compartas."},
		{"english purpose between", "Your code for the purchase is 731904", "Your code for the purchase is {{otp}}"},
		{"italian with a warning", "Il codice è 90814273, non condividerlo", "Il codice è {{otp}}, non condividerlo"},
		{"german warning before a bare code", "Geben Sie diesen Code nicht weiter. Code 84629173", "Geben Sie diesen Code nicht weiter. Code {{otp}}"},
		{"spanish warning before a bare code", "No compartas este código con nadie. Código 846291", "No compartas este código con nadie. Código {{otp}}"},
		{"three groups of three", "Your code is 482 913 207. Don't share it.", "Your code is {{otp}}. Don't share it."},
		{"three groups in russian", "Код подтверждения: 381 945 207.", "Код подтверждения: {{otp}}."},
		{"minutes after two groups", "Tu código: 381 945 15 minutos de validez", "Tu código: {{otp}} 15 minutos de validez"},
		{"groups joined by a dot", "Your OTP is 482.913 - valid for 5 min", "Your OTP is {{otp}} - valid for 5 min"},
		{"in a bold tag", "<p>Dein Bestätigungscode lautet <b>5512 0931</b></p>", "<p>Dein Bestätigungscode lautet <b>{{otp}}</b></p>"},
		{"puk with its number", "PUK1: 48213907  PUK 2: 90182736", "PUK1: {{pin}}  PUK 2: {{pin_2}}"},
		{"a transfer's code, a warning after", "Bank: the code to authorise the transfer of 1,200.00 EUR is 90417362. Never share it with anyone.",
			"Bank: the code to authorise the transfer of 1,200.00 EUR is {{otp}}. Never share it with anyone."},
		{"italian transfer's code", "il codice per autorizzare il bonifico di 1.200,00 EUR è 90417362. Non comunicarlo a nessuno.",
			"il codice per autorizzare il bonifico di 1.200,00 EUR è {{otp}}. Non comunicarlo a nessuno."},
		{"french security code for once", "Votre code de sécurité à usage unique : 73918264\nNe communiquez jamais ce code.",
			"Votre code de sécurité à usage unique : {{otp}}\nNe communiquez jamais ce code."},
		{"a discount code with a warning stays", "Your discount code for members is 482913. Never share it.", "Your discount code for members is 482913. Never share it."},
		{"a year with a warning stays", "The code of the year is 2024. Never share it.", "The code of the year is 2024. Never share it."},
		{"an item's code with a warning stays", "Item code: 482913. Do not share this page.", "Item code: 482913. Do not share this page."},

		{"a postal code stays", "Kod pocztowy: 00-950 Warszawa", "Kod pocztowy: 00-950 Warszawa"},
		{"india's postal pin stays", "Delivery address check\nPIN code: 560001 (Bengaluru GPO)\nCash on Delivery: available",
			"Delivery address check\nPIN code: 560001 (Bengaluru GPO)\nCash on Delivery: available"},
		{"a card's pin after a delivery", "Your card was delivered. PIN: 482913. Never share it.", "Your card was delivered. PIN: {{pin}}. Never share it."},
		{"an italian tax code is no one-time code", "Il codice fiscale è RSSMRA85T10A562S", "Il codice fiscale è {{ssn}}"},
		{"a bare italian code stays without a warning", "Il codice è 90814273", "Il codice è 90814273"},
		{"a spanish bare code stays without a warning", "Referencia del producto. Código 846291", "Referencia del producto. Código 846291"},
		{"french i code stays", "Je code 1200 lignes par jour", "Je code 1200 lignes par jour"},
		{"a spanish postal code stays", "Su código postal es 28013", "Su código postal es 28013"},
		{"an order number with a dot stays", "Order number 482.913 shipped", "Order number 482.913 shipped"},
		{"what it authorises, no warning", "Il codice per autorizzare l'operazione è 90814273", "Il codice per autorizzare l'operazione è {{otp}}"},
		{"an order's confirmation number stays", "Codice di conferma ordine: 48291033", "Codice di conferma ordine: 48291033"},
		{"an otp sent to a phone", "e-Verify OTP sent to Aadhaar-linked mobile: 381046", "e-Verify OTP sent to Aadhaar-linked mobile: {{otp}}"},
		{"what the code is for, a number", "Verification code for order 1124: 582913", "Verification code for order 1124: {{otp}}"},
		{"a room's number before the code", "Your access code for room 412 is 582913", "Your access code for room 412 is {{otp}}"},
		{"a card's last digits before the pin", "PIN for card 1234 is 4821", "PIN for card 1234 is {{pin}}"},
		{"a locker's pickup code", "Your Amazon Locker pickup code is 482913. It expires in 3 days.", "Your Amazon Locker pickup code is {{otp}}. It expires in 3 days."},
		{"a pickup code in german", "Ihr Abholcode: 739102", "Ihr Abholcode: {{otp}}"},
		{"a pickup code in chinese", "【丰巢】您的快递已存入丰巢柜，取件码 58203914，请及时取件。", "【丰巢】您的快递已存入丰巢柜，取件码 {{otp}}，请及时取件。"},
		{"turkish warning", "Hesabınıza giriş için SMS ile gelen kod 904318. Kimseyle paylaşmayın.", "Hesabınıza giriş için SMS ile gelen kod {{otp}}. Kimseyle paylaşmayın."},
		{"swedish warning", "Din kod är 904318. Dela inte koden med någon.", "Din kod är {{otp}}. Dela inte koden med någon."},
		{"french validation code in groups", "Votre code de validation pour l'opération de 245,00 EUR vers FNAC DARTY est 730 418. Ne le communiquez jamais.",
			"Votre code de validation pour l'opération de 245,00 EUR vers FNAC DARTY est {{otp}}. Ne le communiquez jamais."},
		{"blik on the next line", "Wpisz kod BLIK z aplikacji banku:\n[ 384 102 ]\nKod jest ważny 2 minuty.", "Wpisz kod BLIK z aplikacji banku:\n[ {{otp}} ]\nKod jest ważny 2 minuty."},
		{"czech login code in pairs", "SMS: Autorizacni kod pro prihlaseni: 58 31 27. Platnost 5 minut.", "SMS: Autorizacni kod pro prihlaseni: {{otp}}. Platnost 5 minut."},
		{"bengali verification code", "আপনার bKash ভেরিফিকেশন কোড 730584। কোডটি কারো সাথে শেয়ার করবেন না।", "আপনার bKash ভেরিফিকেশন কোড {{otp}}। কোডটি কারো সাথে শেয়ার করবেন না।"},
		{"polish pickup code", "Numer przesyłki: 6800 9714 3480 5743 9885 1826 | Kod odbioru: 730591", "Numer przesyłki: 6800 9714 3480 5743 9885 1826 | Kod odbioru: {{otp}}"},
		{"japanese pin with a remark", "利用者証明用電子証明書暗証番号（数字4桁）：4827", "利用者証明用電子証明書暗証番号（数字4桁）：{{pin}}"},
		{"ukrainian pin with a remark", "ПІН-код (показується один раз): 7391", "ПІН-код (показується один раз): {{pin}}"},
		{"portuguese password with a remark", "Senha eletrônica (6 dígitos): 731904 | [Entrar]", "Senha eletrônica (6 dígitos): {{password}} | [Entrar]"},
		{"a product's code stays", "Kod produktu: 48213 | Cena: 49,99 zł", "Kod produktu: 48213 | Cena: 49,99 zł"},
		{"a bold price stays", "Your total is <b>4821</b>", "Your total is <b>4821</b>"},
		{"a pin and a phone stay apart", "PIN 4821 1234-5678", "PIN {{pin}} 1234-5678"},
	}
	checkTexts(t, tests)
}
