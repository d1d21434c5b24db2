package redact

import "testing"

// TestCodesInOtherDigitsAndHiddenMarks: a code written in full-width, Persian, Arabic,
// Devanagari or Thai digits is masked as its ASCII digits would be, and so is a label or a
// code a zero-width space or a soft hyphen splits, a label with a Cyrillic letter drawn as a
// Latin one, a password after a key's emoji, a code broken after a hyphen at a line's end;
// a price or a count in those digits stays.
func TestCodesInOtherDigitsAndHiddenMarks(t *testing.T) {
	checkTexts(t, []textCase{
		{"full-width", "認証コード：４８２９１３（10分間有効）", "認証コード：{{otp}}（10分間有効）"},
		{"full-width after an English name", "Your verification code is ４８２９１３.", "Your verification code is {{otp}}."},
		{"persian", "کد تایید شما: ۷۳۹۱۰۵ این کد را در اختیار دیگران قرار ندهید", "کد تایید شما: {{otp}} این کد را در اختیار دیگران قرار ندهید"},
		{"arabic-indic", "رمز التحقق: ٤٨٢٩١٣", "رمز التحقق: {{otp}}"},
		{"devanagari", "आपका ओटीपी ४८२९१३ है। किसी को न बताएं।", "आपका ओटीपी {{otp}} है। किसी को न बताएं।"},
		{"the same code later in ascii", "認証コード：４８２９１３ / 482913", "認証コード：{{otp}} / {{otp}}"},
		{"a thai price", "ราคา ๑๒๓๔ บาท", "ราคา ๑๒๓๔ บาท"},
		{"a full-width price", "価格：１２８０円（税込）", "価格：１２８０円（税込）"},
		{"zero-width in a code", "Ihr Code lautet 4829\u200b13. Gültig 5 Minuten.", "Ihr Code lautet {{otp}}. Gültig 5 Minuten."},
		{"zero-width in a label", "Pass\u200bword: Gr4nite!Peak", "Pass\u200bword: {{password}}"},
		{"soft hyphen in a label", "Pass\u00adword: Gr4nite!Peak", "Pass\u00adword: {{password}}"},
		{"zero-width in prose", "Click\u200bhere to see 482913 results", "Click\u200bhere to see 482913 results"},
		{"a cyrillic letter in a label", "Pаssword: Cobalt#Fern61", "Pаssword: {{password}}"},
		{"russian stays russian", "Пароль: Cobalt#Fern61, сохраните его", "Пароль: {{password}}, сохраните его"},
		{"a key's emoji", "🔑 Tulip!8291y  (that's the shared vault login)", "🔑 {{password}}  (that's the shared vault login)"},
		{"a key's emoji and a word", "🔑 Login", "🔑 Login"},
		{"a code broken after a hyphen", "Code: 482-\n913", "Code: {{otp}}"},
		{"a code broken after a hyphen, CRLF", "Your code is 482-\r\n913. Do not share it.", "Your code is {{otp}}. Do not share it."},
		{"a word broken after a hyphen", "well-\nknown words and 482 more", "well-\nknown words and 482 more"},
		{"a rule then a label", "---\nPassword: Hunter2Zx9!", "---\nPassword: {{password}}"},
		{"keycap digits", "OTP 4️⃣8️⃣2️⃣9️⃣1️⃣3️⃣ — don't share", "OTP {{otp}} — don't share"},
		{"superscript digits", "Your verification code ⁴⁸²⁹¹³ expires soon.", "Your verification code {{otp}} expires soon."},
		{"a footnote's mark", "Prices include VAT² and shipping³.", "Prices include VAT² and shipping³."},
	})
}
