package redact

import (
	"regexp"
	"strings"
)

// A password named in a script other than Latin and given right after its name, with no
// link ("என் கடவுச்சொல் Chennai@4521 தான்", "وشەی نهێنی Slemani_1990"): a token in Latin
// letters that follows the name in its own script is the value it names, when it has letters
// and digits both (networkKeyShape: "пароль Google" stays).

// scriptPasswordNames are the names scriptPassword reads: Tamil, Kurdish (Sorani), Arabic,
// Persian, Hebrew, Hindi, Bengali, Thai, Russian, Ukrainian, Korean, Japanese, Chinese,
// Urdu, Sinhala, Amharic, Khmer, Georgian, Armenian, Burmese, Lao, Telugu, Kannada,
// Malayalam, Gujarati, Punjabi, Mongolian, and Korean's short "비번".
var scriptPasswordNames = []string{"கடவுச்சொல்", "وشەی نهێنی", "كلمة المرور", "كلمة السر", "رمز عبور", "گذرواژه", "סיסמה", "סיסמא",
	"पासवर्ड", "পাসওয়ার্ড", "รหัสผ่าน", "пароль", "Пароль", "비밀번호", "パスワード", "密码", "密碼",
	"پاس ورڈ", "මුරපදය", "የይለፍ ቃል", "ពាក្យសម្ងាត់", "პაროლი", "գաղտնաբառ", "စကားဝှက်", "ລະຫັດຜ່ານ", "పాస్‌వర్డ్",
	"ಪಾಸ್‌ವರ್ಡ್", "പാസ്‌വേഡ്", "પાસવર્ડ", "ਪਾਸਵਰਡ", "нууц үг", "비번"}

// scriptPassword matches one of scriptPasswordNames, the letters and marks that go on with
// it (a case's ending: "пароля", "கடவுச்சொல்லை", or what follows it unspaced: "」欄に、…"),
// up to two words of no ASCII letter between ("от почты"), white space, and a token of
// printable ASCII (group 1) up to white space or the end.
var scriptPassword = regexp.MustCompile(`(?:` + strings.Join(scriptPasswordNames, "|") + `)[^\s!-~。！？]{0,40}[:：]?` + // "パスワード」欄に、…教えてくれた X", not past a sentence's end; "پاس ورڈ: X"
	`(?:[ \t\x{a0}]+[^\s!-~]{1,24}){0,2}[ \t\x{a0}]+` + // what it is for, in its script: "Пароль от почты X"
	`([!-~]{6,64})(?:[\s\x{a0}]|$)`)

// scriptPasswords appends the values scriptPassword finds shaped as a password: letters and
// digits both, no link nor e-mail address ("https://…", "a@b.example": other passes read
// them; "Chennai@4521" is none).
func scriptPasswords(found []gapFind, s string) []gapFind {
	if !containsAny(s, scriptPasswordNames...) {
		return found
	}
	for _, m := range scriptPassword.FindAllStringSubmatchIndex(s, -1) {
		v := strings.TrimRight(s[m[2]:m[3]], `.,;:)"'`) // a sentence's end; "!" and "?" are a password's as often
		m[3] = m[2] + len(v)
		at := strings.IndexByte(v, '@')
		address := at >= 0 && strings.Contains(v[at:], ".") // "Chennai@4521" is a password, "a@b.example" an address
		if networkKeyShape(v) && !strings.Contains(v, "://") && !address && !IsPlaceholder(v) {
			found = append(found, gapFind{m[2], m[3], Password})
		}
	}
	return found
}
