package redact

import (
	"net/url"
	"reflect"
	"strconv"
	"strings"
	"testing"
)

func attrs(kv ...string) map[string]string {
	m := make(map[string]string)
	for i := 0; i+1 < len(kv); i += 2 {
		m[kv[i]] = kv[i+1]
	}
	return m
}

func TestClassify(t *testing.T) {
	tests := []struct {
		name string
		f    Field
		want string
	}{
		{"type password", Field{Attributes: attrs("type", "password", "id", "login")}, Password},
		{"selector password", Field{Selector: "input#user_password"}, Password},
		{"compact password", Field{Attributes: attrs("name", "userpassword")}, Password},
		{"german", Field{Label: "Passwort"}, Password},
		{"russian name", Field{Name: "Пароль"}, Password},
		{"russian in a sentence", Field{Label: "Введите ваш пароль:"}, Password},
		{"japanese", Field{Placeholder: "パスワードを入力"}, Password},
		{"chinese", Field{Label: "密码"}, Password},
		{"traditional chinese", Field{Label: "密碼"}, Password},
		{"korean", Field{Name: "비밀번호"}, Password},
		{"polish", Field{Label: "Hasło"}, Password},
		{"swedish", Field{Label: "Lösenord"}, Password},
		{"finnish", Field{Label: "Salasana"}, Password},
		{"turkish", Field{Label: "Şifre"}, Password},
		{"czech", Field{Label: "Heslo"}, Password},
		{"norwegian", Field{Label: "Passord"}, Password},
		{"arabic", Field{Label: "كلمة المرور"}, Password},
		{"hebrew", Field{Label: "סיסמה"}, Password},
		{"hindi", Field{Label: "पासवर्ड"}, Password},
		{"vietnamese", Field{Label: "Mật khẩu"}, Password},
		{"indonesian", Field{Label: "Kata sandi"}, Password},
		{"thai", Field{Label: "รหัสผ่าน"}, Password},
		{"italian keyword search is not a password", Field{Label: "Cerca per parola chiave"}, ""},
		// Login forms of large sites name the field by a short word only.
		{"facebook #pass", Field{Selector: "#pass"}, Password},
		{"facebook name=pass", Field{Selector: "input[name='pass']"}, Password},
		{"hacker news pw", Field{Selector: "input[name='pw']"}, Password},
		{"wordpress user_pass", Field{Selector: "#user_pass"}, Password},
		{"drupal edit-pass", Field{Selector: "#edit-pass"}, Password},
		{"login-pass attribute", Field{Attributes: attrs("name", "login-pass")}, Password},
		{"element text", Field{Text: "Password"}, Password},
		{"a passport's number is an identity number", Field{Selector: "#passport-number"}, SSN},
		{"boarding pass search", Field{Label: "Find your boarding pass", Selector: "#search"}, ""},
		{"passenger", Field{Selector: "input[name='passengers']"}, ""},
		{"login_pw", Field{Selector: "#login_pw"}, Password},
		{"userPass", Field{Selector: "#userPass"}, Password},
		{"pword", Field{Selector: "#pword"}, Password},
		{"spanish clave de acceso", Field{Label: "Clave de acceso"}, Password},
		{"italian parola d'ordine", Field{Label: "Parola d'ordine"}, Password},
		{"a word in Italian", Field{Label: "Inserisci la parola"}, ""},
		{"bare code", Field{Selector: "#code"}, OTP},
		{"name code", Field{Name: "Code"}, OTP},
		{"promo code stays", Field{Selector: "#promo-code"}, ""},
		{"postal code stays", Field{Label: "Postal code"}, ""},
		{"zip code stays", Field{Name: "ZIP code"}, ""},
		{"country code is a phone's", Field{Label: "Country code"}, ""},
		{"coupon code stays", Field{Placeholder: "Coupon code"}, ""},
		{"spanish verification code", Field{Label: "Código de verificación"}, OTP},
		{"german confirmation code", Field{Label: "Bestätigungscode"}, OTP},
		{"french verification code", Field{Label: "Code de vérification"}, OTP},
		{"german TAN", Field{Label: "TAN"}, OTP},
		{"digit box", Field{Attributes: attrs("aria-label", "Digit 1")}, OTP},
		{"authentication app code", Field{Label: "Authentication app code"}, OTP},
		{"spanish card security code", Field{Label: "Código de seguridad de la tarjeta"}, CVV},
		{"spanish social security", Field{Label: "Número de Seguro Social"}, SSN},
		{"memorable information", Field{Label: "Memorable information"}, Secret},
		{"cardno", Field{Attributes: attrs("name", "cardno")}, CardNumber},
		{"korean loanword", Field{Label: "패스워드"}, Password},
		{"security question", Field{Name: "Security question: mother's maiden name"}, Secret},
		{"gift card claim code", Field{Label: "Enter claim code"}, Secret},
		{"gift card code", Field{Placeholder: "Gift card code"}, Secret},
		{"promo code is shared", Field{Label: "Promo code"}, ""},
		{"portuguese", Field{Label: "Palavra-passe"}, Password},
		{"chinese kouling", Field{Label: "口令"}, Password},
		{"half-width katakana", Field{Placeholder: "ﾊﾟｽﾜｰﾄﾞ"}, Password},
		{"full-width latin", Field{Label: "ＰＡＳＳＷＯＲＤ"}, Password},
		{"urdu", Field{Label: "پاس ورڈ"}, Password},
		{"tamil", Field{Label: "கடவுச்சொல்"}, Password},
		{"one-time password is otp", Field{Label: "One-time password"}, OTP},
		{"autocomplete otp", Field{Attributes: attrs("autocomplete", "one-time-code")}, OTP},
		{"verification code", Field{Name: "Enter verification code"}, OTP},
		{"2fa", Field{Attributes: attrs("id", "2fa-code")}, OTP},
		{"security code alone", Field{Label: "Security code"}, OTP},
		{"security code on card", Field{Label: "Card security code"}, CVV},
		{"cvv", Field{Role: "textbox", Label: "CVV"}, CVV},
		{"cvc name", Field{Attributes: attrs("name", "cardCvc")}, CVV},
		{"autocomplete csc", Field{Attributes: attrs("autocomplete", "cc-csc")}, CVV},
		{"card number", Field{Label: "Card number"}, CardNumber},
		{"cc-number", Field{Selector: `input[name="cc-number"]`}, CardNumber},
		{"credit card", Field{Label: "Credit card number"}, CardNumber},
		{"gift card number", Field{Role: "spinbutton", Label: "Gift Card Number"}, CardNumber},
		{"gift card pin", Field{Role: "spinbutton", Label: "Gift Card Pin"}, PIN},
		{"expiration month", Field{Role: "combobox", Label: "Expiration month  *"}, CardExpiry},
		{"card exp", Field{Attributes: attrs("name", "card-exp")}, CardExpiry},
		{"autocomplete exp", Field{Attributes: attrs("autocomplete", "cc-exp-year")}, CardExpiry},
		{"ssn last 4", Field{Selector: `input.flex[id="socialSecurityLast4"][name="socialSecurityLast4"]`}, SSN},
		{"ssn", Field{Label: "SSN"}, SSN},
		{"api key", Field{Label: "API key"}, Secret},
		{"client secret", Field{Attributes: attrs("id", "client_secret")}, Secret},
		{"dob", Field{Label: "Date of birth"}, BirthDate},
		{"email label", Field{Label: "*Email Address"}, Email},
		{"email type", Field{Attributes: attrs("type", "email")}, Email},
		{"e-mail", Field{Label: "E-Mail"}, Email},
		{"phone type", Field{Attributes: attrs("type", "tel", "id", "contact")}, Phone},
		{"phone label", Field{Label: "*Phone Number"}, Phone},
		{"first name", Field{Label: "First Name", Attributes: attrs("type", "text", "id", "firstName")}, ""},
		{"zip", Field{Label: "Zip Code"}, ""},
		{"promo code", Field{Label: "Apply promo code"}, ""},
		{"flight number", Field{Role: "spinbutton", Label: "Flight number , required."}, ""},
		{"search", Field{Role: "searchbox", Label: "Search Site"}, ""},
		{"cardholder", Field{Label: "Cardholder's name"}, ""},
		{"passport", Field{Label: "Passport number"}, SSN},
		{"hotel", Field{Label: "Hotel name"}, ""},
		{"empty", Field{}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Classify(tt.f); got != tt.want {
				t.Errorf("Classify(%+v) = %q, want %q", tt.f, got, tt.want)
			}
		})
	}
}

func TestValue(t *testing.T) {
	tests := []struct {
		name  string
		f     Field
		value string
		want  string
	}{
		{"password field", Field{Attributes: attrs("type", "password")}, "hunter2", "{{password}}"},
		{"password field any shape", Field{Label: "Password"}, "john@example.com", "{{password}}"},
		{"otp", Field{Attributes: attrs("autocomplete", "one-time-code")}, "123456", "{{otp}}"},
		{"pin", Field{Label: "PIN"}, "1222", "{{pin}}"},
		{"facebook password", Field{Selector: "#pass"}, "Tr0ub4dor&3x", "{{password}}"},
		{"password in braces", Field{Attributes: attrs("type", "password")}, "{Tr0ub4dor3x}", "{{password}}"},
		{"placeholder in a password field", Field{Attributes: attrs("type", "password")}, "{{password}}", "{{password}}"},
		{"single braces in a password field", Field{Attributes: attrs("type", "password")}, "{CorrectHorse}", "{{password}}"},
		{"template in a password field", Field{Attributes: attrs("type", "password")}, "${PASSWORD}", "${PASSWORD}"},
		{"workflow placeholder in a name field", Field{Label: "First name"}, "{first_name}", "{first_name}"},
		{"code field", Field{Selector: "#code"}, "830001", "{{otp}}"},
		{"code box", Field{Attributes: attrs("aria-label", "Digit 3")}, "7", "{{otp}}"},
		{"program in a code editor", Field{Selector: "#code"}, "print('hello')", "print('hello')"},
		{"word in a code field", Field{Name: "Code"}, "hello", "hello"},
		{"promo code", Field{Label: "Enter code"}, "SAVE20", "SAVE20"},
		{"rate code", Field{Label: "Rate code"}, "IBM123", "IBM123"},
		{"station code", Field{Label: "Station code"}, "1234", "1234"},
		{"annual pass number", Field{Label: "Annual pass number"}, "AP998877", "AP998877"},
		{"pass type picked", Field{Role: "combobox", Name: "Pass type"}, "Gold", "Gold"},
		{"passes counted", Field{Role: "spinbutton", Name: "Pass"}, "2", "2"},
		{"spanish course key", Field{Label: "Clave del curso"}, "MAT101", "MAT101"},
		{"code with a space", Field{Selector: "#code"}, "482 913", "{{otp}}"},
		{"cvv short", Field{Label: "CVV"}, "123", "{{cvv}}"},
		{"card field", Field{Label: "Card number"}, "1234", "{{card_number}}"},
		{"expiry", Field{Label: "Expiration month"}, "01", "{{card_expiry}}"},
		{"ssn field", Field{Label: "Social security number"}, "1234", "{{ssn}}"},
		{"api key field", Field{Label: "API key"}, "abc", "{{secret}}"},
		{"email shape", Field{Label: "Contact"}, "john.doe@example.com", "{{email}}"},
		{"email shape trimmed", Field{}, "  RA@gmail.com ", "{{email}}"},
		{"idn email typed", Field{}, "heidi@bücher.de", "{{email}}"},
		{"phone shape", Field{}, "123-456-7890", "{{phone}}"},
		{"phone intl", Field{}, "+49 30 1234567", "{{phone}}"},
		{"phone parens", Field{}, "(415) 555-2671", "{{phone}}"},
		{"phone field bare digits", Field{Label: "*Phone Number"}, "234567890", "{{phone}}"},
		{"phone field with text stays", Field{Label: "Phone"}, "none", "none"},
		{"email or phone", Field{Label: "Email or Phone Number"}, "898-448-6474", "{{phone}}"},
		{"luhn card", Field{}, "4111 1111 1111 1111", "{{card_number}}"},
		{"amex", Field{}, "3782-822463-10005", "{{card_number}}"},
		{"ssn shape", Field{}, "123-45-6789", "{{ssn}}"},
		{"dob", Field{Label: "Date of birth"}, "06/23/1992", "{{birth_date}}"},
		{"jwt", Field{}, "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U", "{{token}}"},
		{"openai", Field{}, "sk-proj-abcdefghijklmnopqrstuvwx", "{{token}}"},
		{"github", Field{}, "ghp_abcdefghijklmnopqrstuvwxyz0123456789", "{{token}}"},
		{"slack", Field{}, "xoxb-1234567890-abcdefghij", "{{token}}"},
		{"aws", Field{}, "AKIAIOSFODNN7EXAMPLE", "{{token}}"},
		{"bearer", Field{}, "Bearer abc.def-123456", "{{token}}"},
		{"random", Field{}, "Zx9Qw2Lk8Pm4Rt6Yv1Nb3", "{{token}}"},
		{"uuid", Field{}, "068d1298-4120-7a01-8000-518973548809", "{{token}}"},
		{"hex key", Field{}, "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08", "{{token}}"},
		{"name stays", Field{Label: "First Name"}, "John", "John"},
		{"search stays", Field{Role: "searchbox"}, "laptop", "laptop"},
		{"number stays", Field{}, "42", "42"},
		{"zip stays", Field{Label: "Zip Code"}, "10001", "10001"},
		{"flight stays", Field{Label: "Flight number"}, "12345678", "12345678"},
		{"ticket stays", Field{Label: "ticket number maxlimit is 13"}, "123456780", "123456780"},
		{"date stays", Field{Label: "Departure"}, "2024-01-15", "2024-01-15"},
		{"price stays", Field{}, "$1,000.00", "$1,000.00"},
		{"sentence stays", Field{}, "Metformin 1000mg", "Metformin 1000mg"},
		{"timestamp stays", Field{}, "1747409674925", "1747409674925"},
		{"text with email", Field{Role: "textbox"}, "Please reply to jane@corp.example", "Please reply to {{email}}"},
		{"placeholder stays", Field{Label: "SSN"}, "{social_security_last4}", "{social_security_last4}"},
		{"double placeholder stays", Field{Label: "Password"}, "{{password}}", "{{password}}"},
		{"selenium key stays", Field{}, "${KEY_ENTER}", "${KEY_ENTER}"},
		{"empty stays", Field{Label: "Password"}, "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := New()
			if got := r.Value(tt.f, tt.value); got != tt.want {
				t.Errorf("Value(%q) = %q, want %q", tt.value, got, tt.want)
			}
			if again := r.Value(tt.f, tt.want); again != tt.want {
				t.Errorf("Value of its own output %q = %q", tt.want, again)
			}
		})
	}
}

func TestText(t *testing.T) {
	tests := []struct {
		name, in, want string
	}{
		{"email", "Contact john.doe@example.com today.", "Contact {{email}} today."},
		{"verification code in prose", "Your verification code is 719354.", "Your verification code is {{otp}}."},
		{"idn email", "Contact heidi@bücher.de today", "Contact {{email}} today"},
		{"html entity email", "mail carol&#64;corp-mail.com now", "mail {{email}} now"},
		{"json escaped email", `mail eve\u0040corp-mail.com now`, "mail {{email}} now"},
		{"json cookie header", `{"headers": {"Cookie": "sessid=9f8e7d6c5b4a3928; theme=dark"}}`, `{"headers": {"Cookie": "{{token}}"}}`},
		{"json amz security token header", `{"X-Amz-Security-Token": "FwoGZXIvYXdzEJr"}`, `{"X-Amz-Security-Token": "{{token}}"}`},
		{"json set-cookie header", `{"set-cookie": "abc123def456ghi"}`, `{"set-cookie": "{{token}}"}`},
		{"json authorization keeps its scheme", `{"Authorization": "Bearer abc.def.ghi"}`, `{"Authorization": "Bearer {{token}}"}`},
		{"har form field", `[{"name": "password", "value": "Tr0ub4dorx"}, {"name": "user", "value": "bob"}]`, `[{"name": "password", "value": "{{password}}"}, {"name": "user", "value": "bob"}]`},
		{"har confirmation field", `{"name":"password_confirmation","value":"Tr0ub4dorx"}`, `{"name":"password_confirmation","value":"{{password}}"}`},
		{"har cookie header", `{"name": "Cookie", "value": "sessid=SECRETa1b2c3"}`, `{"name": "Cookie", "value": "{{token}}"}`},
		{"har csrf field", `{"name": "csrfmiddlewaretoken", "value": "Zq8xLm3Np7Rt"}`, `{"name": "csrfmiddlewaretoken", "value": "{{token}}"}`},
		{"name after value", `{"value": "Tr0ub4dorx", "name": "password"}`, `{"value": "{{password}}", "name": "password"}`},
		{"members between", `{"name": "password", "type": "password", "value": "Tr0ub4dorx"}`, `{"name": "password", "type": "password", "value": "{{password}}"}`},
		{"har choice stays", `{"name":"session","value":"evening"}`, `{"name":"session","value":"evening"}`},
		{"har currency stays", `{"name":"token","value":"ETH"}`, `{"name":"token","value":"ETH"}`},
		{"json cookie word stays", `{"cookie": "accepted", "Authorization": "required"}`, `{"cookie": "accepted", "Authorization": "required"}`},
		{"escaped json header", `{\"Cookie\": \"sessid=SECRETa1b2c3\"}`, `{\"Cookie\": \"{{token}}\"}`},
		{"escaped har field", `{\"name\": \"password\", \"value\": \"Tr0ub4dorx\"}`, `{\"name\": \"password\", \"value\": \"{{password}}\"}`},
		{"escaped cookie pair ends at the escaped quote", `\"sid=SECRETa1b2c3\"`, `\"sid={{token}}\"`},
		{"har query parameter stays", `{"name":"q","value":"running shoes"}`, `{"name":"q","value":"running shoes"}`},
		{"api key in prose", "API key: Zq8xLm3Np7Rt2Vw9", "API key: {{secret}}"},
		{"secret key is", "The secret key is Zq8xLm3Np7Rt2Vw9", "The secret key is {{secret}}"},
		{"client secret", "Client secret Zq8xLm3Np7Rt2Vw9", "Client secret {{secret}}"},
		{"api key words stay", "API key rotation is due", "API key rotation is due"},
		{"short api key", "API key: a1b2c3d4e5f6", "API key: {{secret}}"},
		{"api key with an underscore", "api key: SECRET_a1b2c3d4e5f6g7h8", "api key: {{secret}}"},
		{"api key of letters", "Client secret SECRETabcdefghijklmnopqrstuvwx", "Client secret {{secret}}"},
		{"api key required stays", "API key: required", "API key: required"},
		{"webhook signing secret", "The webhook signing secret is whsec_a1b2c3d4e5f6", "The webhook signing secret is {{secret}}"},
		{"api key masked stays", "API key: ********", "API key: ********"},
		{"escaped json password", `body: "{\"username\":\"bob\",\"password\":\"hunter2x\"}"`, `body: "{\"username\":\"bob\",\"password\":\"{{password}}\"}"`},
		{"escaped json space after colon", `{\"password\": \"hunter2x\", \"user\":\"bob\"}`, `{\"password\": \"{{password}}\", \"user\":\"bob\"}`},
		{"twice escaped json", `{\\\"password\\\":\\\"hunter2x\\\"}`, `{\\\"password\\\":\\\"{{password}}\\\"}`},
		{"html attribute json", `data-json="{&quot;token&quot;:&quot;abc123def456&quot;}"`, `data-json="{&quot;token&quot;:&quot;{{token}}&quot;}"`},
		{"numeric entity json", `{&#34;password&#34;:&#34;hunter2x&#34;}`, `{&#34;password&#34;:&#34;{{password}}&#34;}`},
		{"u0022 json", `{\u0022secret\u0022:\u0022s3cr3t-v4lue\u0022}`, `{\u0022secret\u0022:\u0022{{secret}}\u0022}`},
		{"escaped json confirmation", `{\"password_confirmation\":\"hunter2x\"}`, `{\"password_confirmation\":\"{{password}}\"}`},
		{"escaped json selector stays", `{\"selector\":\"input[name=\\\"password\\\"]\"}`, `{\"selector\":\"input[name=\\\"password\\\"]\"}`},
		{"full-width email", "mail ａｌｉｃｅ＠example.com now", "mail {{email}} now"},
		{"at in prose stays", "meet @ 5pm at the café", "meet @ 5pm at the café"},
		{"verification code label", "Verification code: 719354", "Verification code: {{otp}}"},
		{"one-time code", "Use one-time code 4821 to sign in", "Use one-time code {{otp}} to sign in"},
		{"pin in prose", "The PIN is 9921", "The PIN is {{pin}}"},
		{"german code", "Ihr Bestätigungscode lautet 553120", "Ihr Bestätigungscode lautet {{otp}}"},
		{"spanish code", "Tu código de verificación es 553121", "Tu código de verificación es {{otp}}"},
		{"zip code stays", "The zip code is 94103", "The zip code is 94103"},
		{"promo code stays", "Promo code: 2024", "Promo code: 2024"},
		{"indian pin code stays", "Find stores near pin code 560001 in Bangalore", "Find stores near pin code 560001 in Bangalore"},
		{"printer error stays", "Look up the security code 1234 error on my printer", "Look up the security code 1234 error on my printer"},
		{"conference stays", "Search for OTP 2024 conference", "Search for OTP 2024 conference"},
		{"access code is", "The access code is 4821", "The access code is {{otp}}"},
		{"labelled phone", "phone: 4155550132", "phone: {{phone}}"},
		{"mobile number is", "My mobile number is 07700 900123, call after 6", "My mobile number is {{phone}}, call after 6"},
		{"tel dot", "Tel. 030 1234567 (office)", "Tel. {{phone}} (office)"},
		{"french phone", "Téléphone : 0612345678", "Téléphone : {{phone}}"},
		{"phone model stays", "Compare phone 15 and phone 16 prices", "Compare phone 15 and phone 16 prices"},
		{"iphone storage stays", "iPhone 15 12345678 GB", "iPhone 15 12345678 GB"},
		{"digits glued to letters stay", "mobile plan 12345678GB", "mobile plan 12345678GB"},
		{"otp without a link", "type OTP 493817 then continue", "type OTP {{otp}} then continue"},
		{"cvv without a link", "card 4111111111111111 cvv 123", "card {{card_number}} cvv {{cvv}}"},
		{"cvc", "the CVC 7281 on the back", "the CVC {{cvv}} on the back"},
		{"security code of three digits", "enter security code 123", "enter security code {{cvv}}"},
		{"pin of four digits", "PIN 4821 for the card", "PIN {{pin}} for the card"},
		{"postal pin stays", "Bangalore PIN 560001", "Bangalore PIN 560001"},
		{"short verification code stays", "verification code 123", "verification code 123"},
		{"phone and years stay", "Best phone 2024 2025 deals", "Best phone 2024 2025 deals"},
		{"mobile season stays", "mobile 2023-2024 season schedule", "mobile 2023-2024 season schedule"},
		{"cell date stays", "Cell 12 10 2024 reading", "Cell 12 10 2024 reading"},
		{"mobile prices stay", "Mobile 15999 24999 range", "Mobile 15999 24999 range"},
		{"fax date stays", "Fax 2024 01 15", "Fax 2024 01 15"},
		{"phone model and storage stay", "Samsung phone 15 12345678 GB", "Samsung phone 15 12345678 GB"},
		{"german phone number", "Telefonnummer 030 1234567", "Telefonnummer {{phone}}"},
		{"contact number", "contact number 9876543210", "contact number {{phone}}"},
		{"phone number with a link and groups", "phone number: 2024 2025 11", "phone number: {{phone}}"},
		{"pin-code", "PIN-code: 4821", "PIN-code: {{pin}}"},
		{"cvv-code", "CVV-Code 123", "CVV-Code {{cvv}}"},
		{"german one-time code", "Ihr Einmalcode lautet 482913", "Ihr Einmalcode lautet {{otp}}"},
		{"spanish code", "Su código es 482913", "Su código es {{otp}}"},
		{"french login code", "Votre code de connexion est 482913", "Votre code de connexion est {{otp}}"},
		{"german security code", "Sicherheitscode 321", "Sicherheitscode {{cvv}}"},
		{"spanish security code", "Código de seguridad 482", "Código de seguridad {{cvv}}"},
		{"spanish postal code stays", "código postal 28001", "código postal 28001"},
		{"phone number of", "Track the order with phone number of 8984486417.", "Track the order with phone number of {{phone}}."},
		{"password action label stays", "[link]  I don't have the password -> CLICK", "[link]  I don't have the password -> CLICK"},
		{"json-escaped ampersand", `https://x.example/cb?x=1\u0026code=abc123`, `https://x.example/cb?x=1\u0026code={{token}}`},
		{"relative query stays", "see /p?id=42&color=red now", "see /p?id=42&color=red now"},
		{"oauth code in a relative link", "Clicked /oauth/callback?code=4/0AX4XfWh7QzK8mB2vN9pLqR3sT&state=xyz", "Clicked /oauth/callback?code={{token}}&state=xyz"},
		{"ticket after amp", "cb?x=1&ticket=ST-1856339-aA5Yuvrxzpv8Tau1cYQ7.", "cb?x=1&ticket={{token}}."},
		{"code in an href escaped for JSON", `{"href":"\/cb?state=ab\u0026code=SplxlOBeZQQYbYS6WxSbIA\u0026x=1"}`, `{"href":"\/cb?state=ab\u0026code={{token}}\u0026x=1"}`},
		{"code after an HTML entity", `<a href="/cb?x=1&amp;code=SplxlOBeZQQYbYS6WxSbIA">`, `<a href="/cb?x=1&amp;code={{token}}">`},
		{"password in a relative link", "(see login?user=bob&pass=Hunter22)", "(see login?user=bob&pass={{password}})"},
		{"code in prose stays", "the zip code=94107 and code = 12", "the zip code=94107 and code = 12"},
		{"empty code stays", "/cb?code=&x=1", "/cb?code=&x=1"},
		{"code in a fragment", "Landed on /auth/callback#code=7a1f3c9e-4b2d-4e8a-9f0c-1d2e3f4a5b6c&state=x", "Landed on /auth/callback#code={{token}}&state=x"},
		{"code after a numeric entity", `<a href="/cb?x=1&#038;code=SplxlOBeZQQYbYS6WxSbIA">`, `<a href="/cb?x=1&#038;code={{token}}">`},
		{"code after a hex entity", `/cb?x=1&#x26;code=SplxlOBeZQQYbYS6WxSbIA`, `/cb?x=1&#x26;code={{token}}`},
		{"code with a JSON escape inside", `{"next":"\/cb?code=Splxl\/OBeZQQYbYS6WxSbIA"}`, `{"next":"\/cb?code={{token}}"}`},
		{"encoded link inside a parameter", "/login?return_to=%2Fcb%3Fcode%3DSplxlOBeZQQYbYS6WxSbIA%26state%3Dx", "/login?return_to=%2Fcb%3Fcode%3D{{token}}%26state%3Dx"},
		{"percent-encoded name", "GET /api?user%5Bpassword%5D=hunter2&user%5Bemail%5D=x 200", "GET /api?user%5Bpassword%5D={{password}}&user%5Bemail%5D=x 200"},
		{"code in a mailed link", "/verify?email=x&code=483920", "/verify?email=x&code={{token}}"},
		{"value in brackets", "/cb?jwt=(Zx9Qm2Lp8Rt4Vw6Yb1Nc)", "/cb?jwt=({{token}})"},
		{"error code stays", "Navigated to /error?code=404 which says Page not found", "Navigated to /error?code=404 which says Page not found"},
		{"promo code stays", "Visited /store?code=SUMMER20 and typed SUMMER20", "Visited /store?code=SUMMER20 and typed SUMMER20"},
		{"product code stays", "Opened /products?code=laptop and saw laptop", "Opened /products?code=laptop and saw laptop"},
		{"key of a page stays", "Opened /help?topic=keyboard&key=F5", "Opened /help?topic=keyboard&key=F5"},
		{"syntax stays", "The syntax is ?key=value&key2=value2", "The syntax is ?key=value&key2=value2"},
		{"card after code", "?code=4111 1111 1111 1111", "?code={{card_number}}"},
		{"ticket number stays", "/support?ticket=48213", "/support?ticket=48213"},
		{"cas ticket with its host", "Redirected to /app?ticket=ST-1-KJbJ9D5sLxHqZQX0fU0e-cas.example.org", "Redirected to /app?ticket={{token}}"},
		{"code split by dashes", "/cb?code=oVNXOnZ-_UQBTYX-xUZqZ5T9Wd-u5ZwNoJiuTOy6nQP", "/cb?code={{token}}"},
		{"short code in a verification link", "Open /verify-email?code=K7XQ9P to confirm", "Open /verify-email?code={{token}} to confirm"},
		{"naics code stays", "Open /naics?code=541511&year=2022", "Open /naics?code=541511&year=2022"},
		{"key in a reset link", "Reset link /password/reset?key=Zx81kLmn", "Reset link /password/reset?key={{token}}"},
		{"camelCase keys", `{"newPassword":"hunter22","currentPassword":"abc12345"}`, `{"newPassword":"{{password}}","currentPassword":"{{password_2}}"}`},
		{"code in a callback", "Opened /cb?code=Q3k9Xz2", "Opened /cb?code={{token}}"},
		{"code of a course stays", "/lessons?code=CS101 and /authors?code=KING01", "/lessons?code=CS101 and /authors?code=KING01"},
		{"max tokens stays", "Navigated to /playground?model=gpt-4&max_tokens=256", "Navigated to /playground?model=gpt-4&max_tokens=256"},
		// Keys whose credential word is not last, and the nested keys of form bodies.
		{"key word first", `{"passwordConfirm":"hunter22x","password_confirmation":"abc12345z"}`, `{"passwordConfirm":"{{password}}","password_confirmation":"{{password_2}}"}`},
		{"key word then digit", "password2=hunter22x&pwd_again=zz9hunter", "password2={{password}}&pwd_again={{password_2}}"},
		{"answer and cvv keys", `{"secretAnswer":"my dog rex","cvv_code":"123","pinCode":"560001"}`, `{"secretAnswer":"{{secret}}","cvv_code":"{{cvv}}","pinCode":"560001"}`},
		{"form nested key", "user[password]=hunter22x", "user[password]={{password}}"},
		{"drupal form keys", "pass[pass1]=hunter22x&pass[pass2]=hunter23y", "pass[pass1]={{password}}&pass[pass2]={{password_2}}"},
		{"keys about a credential stay", `{"token_type":"Bearer","password_policy":"min 8","passwordLength":"12","pin_url":"/pin"}`, `{"token_type":"Bearer","password_policy":"min 8","passwordLength":"12","pin_url":"/pin"}`},
		{"short credential words in other keys stay", `{"data_pw_testid":"961c3a5e","pass_type":"boarding","passenger":"John","primaryKey":"id"}`, `{"data_pw_testid":"961c3a5e","pass_type":"boarding","passenger":"John","primaryKey":"id"}`},
		{"credential metadata stays", `{"passwordResetSentAt":"2024-05-01","password_updated_at":"x1","session_expires_at":"2024-06-01","tokenId":"7","secret_level":"5","pinLat":"40.7128","sessionCacheSlot":"redis-2","passwordless_method":"email"}`,
			`{"passwordResetSentAt":"2024-05-01","password_updated_at":"x1","session_expires_at":"2024-06-01","tokenId":"7","secret_level":"5","pinLat":"40.7128","sessionCacheSlot":"redis-2","passwordless_method":"email"}`},
		{"messages about a password stay", `{"passwordMismatch":"Passwords do not match","passwordConfirm":"Confirm your password"}`, `{"passwordMismatch":"Passwords do not match","passwordConfirm":"Confirm your password"}`},
		{"code that names a password stays", "interface Form { passwordConfirm: string; }\nthis.passwordConfirm = this.form.value.passwordConfirm;\n'password_confirmation' => 'required|same:password',\npassword_confirmation: Password confirmation",
			"interface Form { passwordConfirm: string; }\nthis.passwordConfirm = this.form.value.passwordConfirm;\n'password_confirmation' => 'required|same:password',\npassword_confirmation: Password confirmation"},
		{"more copies and codes", `{"newPasswordConfirm":"Zk81hunterq","password2":12345678}` + " password_conf=hunter33x pin_confirm=4821 otp_code=482193 verification_code=552211 security_answer=rex",
			`{"newPasswordConfirm":"{{password}}","password2":{{password_2}}}` + " password_conf={{password_3}} pin_confirm={{pin}} otp_code={{otp}} verification_code={{otp_2}} security_answer={{secret}}"},
		{"messages, passes and nested keys of no password stay", `{"errors":{"password_confirmation":"mismatch"},"passwordConfirm":"required|same:password","cvv_code":"[REDACTED]","cvv_number":"3","securityAnswer":"Wrong answer","pass_code":"SUMMER24"} ticket=daypass&pass_1=adult&pass_2=child filter[token]=ETH&address[pin]=560001 {"input[name=password]":"#pw"}`,
			`{"errors":{"password_confirmation":"mismatch"},"passwordConfirm":"required|same:password","cvv_code":"[REDACTED]","cvv_number":"3","securityAnswer":"Wrong answer","pass_code":"SUMMER24"} ticket=daypass&pass_1=adult&pass_2=child filter[token]=ETH&address[pin]=560001 {"input[name=password]":"#pw"}`},
		{"relative link keys as a URL's", "Opened /signup?securityAnswer=rex&pwConfirm=hunter22x", "Opened /signup?securityAnswer={{secret}}&pwConfirm={{password}}"},
		{"selectors naming a password stay", `Clicked input[name=password]:nth-of-type(1) and input[name=pinCode]:not([disabled])`, `Clicked input[name=password]:nth-of-type(1) and input[name=pinCode]:not([disabled])`},
		{"nested link with a space in its query", "go to /login?next=%2Fcb%3Fcode%3Dabc123%26q%3DNew%20York now", "go to /login?next=%2Fcb%3Fcode%3D{{token}}%26q%3DNew%20York now"},
		{"passwordless stays", "Open /login?passwordless=true", "Open /login?passwordless=true"},
		{"flag stays", "Open /account?password_reset=true", "Open /account?password_reset=true"},
		{"flags of a pair stay", "Navigated to /settings?auth=false&token=true", "Navigated to /settings?auth=false&token=true"},
		{"hash in prose stays", "see #code=1 here", "see #code=1 here"},
		{"relative link parameter stays", "/search?q=x&sa=X&ved=2ahUKEwj0xZvMmPyJAxUo0wIHHZlVIbAQ0pQJegQIGRAB", "/search?q=x&sa=X&ved=2ahUKEwj0xZvMmPyJAxUo0wIHHZlVIbAQ0pQJegQIGRAB"},
		{"attribute in a selector stays", `css=[data-ved="0ahUKEwidmsC1rZSEAxWiRaQEHYxSDm4Q39UDCAQ"]`, `css=[data-ved="0ahUKEwidmsC1rZSEAxWiRaQEHYxSDm4Q39UDCAQ"]`},
		{"wiki path stays", `href="/wiki/Geschichte_des_Antisemitismus_seit_1945"`, `href="/wiki/Geschichte_des_Antisemitismus_seit_1945"`},
		{"credential-named value", `api_token="Zx9Qm2Lp8Rt4Vw6Yb1Nc3Hd5Jf7Kg0Ls2"`, `api_token="{{token}}"`},
		{"activation key", "activation_key=ABCD-EFGH-IJKL-MNOP", "activation_key={{token}}"},
		{"license key", "license_key=ABCDE-FGHIJ-KLMNO-PQRST-UVWXY", "license_key={{token}}"},
		{"recovery codes", "recovery_codes: abcd-efgh-ijkl", "recovery_codes: {{token}}"},
		{"license key in prose", "License key: 7X9QM-2LP8R-K4JTN-B6W3Y", "License key: {{secret}}"},
		{"product key is", "my product key is 7X9QM-2LP8R-K4JTN, thanks", "my product key is {{secret}}, thanks"},
		{"recovery codes in a list", "Recovery codes: 8f3k-29dj, 1k2j-9dk2 and 9x8c-7v6b. Keep them",
			"Recovery codes: {{otp}}, {{otp_2}} and {{otp_3}}. Keep them"},
		{"backup code in two groups", "use backup code 4821 3795 to sign in", "use backup code {{otp}} to sign in"},
		{"activation code", "Activation code \"A1B2C3D4\" accepted", "Activation code \"{{secret}}\" accepted"},
		{"license key after a line break", "License key:\nABCD-1234-EFGH-5678", "License key:\n{{secret}}"},
		{"license key in curly quotes", "License key: “ABCD-1234-EFGH-5678”", "License key: “{{secret}}”"},
		{"license key after a dash", "License Key - ABCD-1234-EFGH-5678", "License Key - {{secret}}"},
		{"license key is now", "the license key is now ABCD-1234-EFGH-5678", "the license key is now {{secret}}"},
		{"lower-case key", "License key: ab3d-7fgh-i9kl-mn2p", "License key: {{secret}}"},
		{"cd key of five groups", "CD key: 7X9QM-2LP8R-K4JTN-B6W3Y-H8D2C", "CD key: {{secret}}"},
		{"markdown bold key", "**License key:** 7X9QM-2LP8R-K4JTN", "**License key:** {{secret}}"},
		{"key after a no-break space", "License key:\u00a07X9QM-2LP8R-K4JTN", "License key:\u00a0{{secret}}"},
		{"key in a table", "| License key | 7X9QM-2LP8R-K4JTN |", "| License key | {{secret}} |"},
		{"key in an html table", `<tr><th>License key</th> <td class="v">7X9QM-2LP8R-K4JTN</td></tr>`, `<tr><th>License key</th> <td class="v">{{secret}}</td></tr>`},
		{"key with an edition", "License key (Pro): 7X9QM-2LP8R-K4JTN", "License key (Pro): {{secret}}"},
		{"2fa setup key", "Setup key: JBSWY3DPEHPK3PXP", "Setup key: {{secret}}"},
		{"indented bullets", "Recovery codes:\n  - 8f3k-29dj\n  - 1k2j-9dk2", "Recovery codes:\n  - {{otp}}\n  - {{otp_2}}"},
		{"json recovery codes", `{"recovery_codes": ["8f3k-29dj", "1k2j-9dk2"]}`, `{"recovery_codes": ["{{otp}}", "{{otp_2}}"]}`},
		{"backup code with a dash", "backup code: 4821-3795", "backup code: {{otp}}"},
		{"codes with a remark", "Backup codes (keep these safe): 8f3k-29dj", "Backup codes (keep these safe): {{otp}}"},
		{"scratch codes", "Scratch codes: 48213795 19283746", "Scratch codes: {{otp}} {{otp_2}}"},
		{"format hint stays", `page.getByPlaceholder("License key: xxxx-xxxx-xxxx-xxxx")`, `page.getByPlaceholder("License key: xxxx-xxxx-xxxx-xxxx")`},
		{"steam key of random letters", "Steam key: QWERT-7YUIP-ASDFG", "Steam key: {{secret}}"},
		{"windows edition key", "Windows 11 Pro key: NKGGX-WBPCC-HXWMY-6DQGJ-CPQVG", "Windows 11 Pro key: {{secret}}"},
		{"office product key", "Office 2021 Home product key - 7X9QM-2LP8R-K4JTN", "Office 2021 Home product key - {{secret}}"},
		{"key number", "License key no.: 7X9QM-2LP8R-K4JTN", "License key no.: {{secret}}"},
		{"windows prose stays", "Windows 11 keyboard shortcuts 2024-2025", "Windows 11 keyboard shortcuts 2024-2025"},
		{"gift card code without digits", "Gift card code: KQZP-WXRT-MNBV-HJLC", "Gift card code: {{secret}}"},
		{"windows key without vowels", "Product key: NKGGX-WBPCC-HXWMY-6DQGJ-CPQVG", "Product key: {{secret}}"},
		{"setup key in groups", "Setup key: jbsw y3dp ehpk 3pxp kxxx yyyy", "Setup key: {{secret}}"},
		{"setup key in lower case", "Setup key: jbswy3dpehpk3pxp", "Setup key: {{secret}}"},
		{"words in capitals stay", "Gift card code: GIFT-CARD-CODE-HERE", "Gift card code: GIFT-CARD-CODE-HERE"},
		{"prose after a key's name stays", "License key: this will be sent soon", "License key: this will be sent soon"},
		{"second question mark as in a URL", "go /cb?a=b?x=1&token=secret123 now", "go /cb?a=b?x=1&token={{token}} now"},
		{"placeholder with spaces in a query stays", "/cb?code={{ otp }}&x=1", "/cb?code={{ otp }}&x=1"},
		{"product name in capitals stays", "Game keys: MINECRAFT-JAVA-EDITION", "Game keys: MINECRAFT-JAVA-EDITION"},
		{"edition name stays", "Office key: HOME-BUSINESS-2021", "Office key: HOME-BUSINESS-2021"},
		{"claim number stays", "Claim code 123456789 for your insurance claim", "Claim code 123456789 for your insurance claim"},
		{"year range with a dash stays", "backup code 2023-2024 report", "backup code 2023-2024 report"},
		{"gift card code", "Gift card code: X7K9-M2P4-Q8R1", "Gift card code: {{secret}}"},
		{"german licence key", "Lizenzschlüssel: ABCD-1234-EFGH-5678", "Lizenzschlüssel: {{secret}}"},
		{"base64 key whole", "License key: Ab3dEfGh+IjKl/MnOp==", "License key: {{secret}}"},
		{"recovery codes a line each", "Recovery codes:\n8f3k-29dj\n1k2j-9dk2", "Recovery codes:\n{{otp}}\n{{otp_2}}"},
		{"backup codes a line each", "Backup codes\n4821 3795\n1234 5678", "Backup codes\n{{otp}}\n{{otp_2}}"},
		{"codes joined by or", "backup code 8f3k-29dj or 1k2j-9dk2", "backup code {{otp}} or {{otp_2}}"},
		{"bulleted codes", "Recovery codes:\n- 8f3k-29dj\n- 1k2j-9dk2\n1. 9x8c-7v6b", "Recovery codes:\n- {{otp}}\n- {{otp_2}}\n1. {{otp_3}}"},
		{"codes in a JSON list", `recovery codes: ["8f3k-29dj", "1k2j-9dk2"]`, `recovery codes: ["{{otp}}", "{{otp_2}}"]`},
		{"bitlocker key", "recovery key: 123456-234567-345678-456789-567890-678901-789012-890123", "recovery key: {{secret}}"},
		{"licence code stays", "License code: Apache-2.0", "License code: Apache-2.0"},
		{"product name stays", "product key is Windows10 compatible", "product key is Windows10 compatible"},
		{"date stays", "Recovery key: 2024-01-15", "Recovery key: 2024-01-15"},
		{"years stay", "Backup codes 2023 2024 comparison", "Backup codes 2023 2024 comparison"},
		{"three groups stay", "backup code 1000 2000 3000", "backup code 1000 2000 3000"},
		{"isbn stays", "activation code: 978-3-16-148410-0", "activation code: 978-3-16-148410-0"},
		{"ean stays", "product key 7612345678901 in stock", "product key 7612345678901 in stock"},
		{"asin stays", "Product key: B08N5WRWNW", "Product key: B08N5WRWNW"},
		{"tracking number stays", "registration code 1Z999AA10123456784", "registration code 1Z999AA10123456784"},
		{"two words stay", "Product key: HDMI-ARC", "Product key: HDMI-ARC"},
		{"license key for stays", "Enter your license key for Windows 11", "Enter your license key for Windows 11"},
		{"license key year stays", "License key 2024 edition", "License key 2024 edition"},
		{"key-value stays", "a license key-value store", "a license key-value store"},
		{"few codes left stays", "recovery codes 2 of 10 left", "recovery codes 2 of 10 left"},
		{"product code stays", "product code 12345678 in stock", "product code 12345678 in stock"},
		{"registration code sent stays", "registration code sent by mail", "registration code sent by mail"},
		{"state parameter", "/cb?state=Zx9Qm2Lp8Rt4Vw6Yb1Nc3Hd5Jf7Kg0Ls2&x=1", "/cb?state={{token}}&x=1"},
		{"short parameter", "t=Zx9Qm2Lp8Rt4Vw6Yb1Nc3Hd5Jf7Kg0Ls2", "t={{token}}"},
		{"data-csrf attribute", `<div data-csrf="Zx9Qm2Lp8Rt4Vw6Yb1Nc3Hd5Jf7Kg0Ls2">`, `<div data-csrf="{{token}}">`},
		{"hidden input value", `<input type="hidden" name="csrf" value="Zx9Qm2Lp8Rt4Vw6Yb1Nc3Hd5Jf7Kg0Ls2">`, `<input type="hidden" name="csrf" value="{{token}}">`},
		{"bare random run", "key Zx9Qm2Lp8Rt4Vw6Yb1Nc3Hd5Jf7Kg0Ls2 pasted", "key {{token}} pasted"},
		{"your code is", "Your code is 482913. It expires in 10 minutes", "Your code is {{otp}}. It expires in 10 minutes"},
		{"your code colon", "your code: 3391", "your code: {{otp}}"},
		{"your code without a link stays", "Enter your code 1234 times", "Enter your code 1234 times"},
		{"your zip code stays", "Your zip code is 94107", "Your zip code is 94107"},
		{"spanish password", "La contraseña es Gato9999azul", "La contraseña es {{password}}"},
		{"french password", "Le mot de passe est Chat7777bleu", "Le mot de passe est {{password}}"},
		{"chinese password", "密码：Mima8877xx", "密码：{{password}}"},
		{"portuguese password", "A senha é Casa5555verde", "A senha é {{password}}"},
		{"cookie header inside a line", "timeout; Cookie: session=9f8e7d6c5b4a39281706f5e4d3c2b1a0deadbeef", "timeout; Cookie: {{token}}"},
		{"cookie pairs in brackets", "failed (Cookie: sid2=9f8e7d6c5b4a3928; theme=dark) retried", "failed (Cookie: {{token}}) retried"},
		{"set-cookie inside a line", "got Set-Cookie: id=a3fWa; Secure", "got Set-Cookie: {{token}}; Secure"},
		{"cookie prose stays", "the cookie: we use cookies to improve", "the cookie: we use cookies to improve"},
		{"session pair", "request had cookie session=9f8e7d6c5b4a39281706f5e4d3c2b1a0deadbeef", "request had cookie session={{token}}"},
		{"session prose stays", "session: 3 of 5 booked", "session: 3 of 5 booked"},
		{"authorization in brackets", "(Authorization: Bearer sk_live_abcdefghijklmnop1234), retried", "(Authorization: Bearer {{token}}), retried"},
		{"authorization in square brackets", "[Authorization: Bearer abcdefghijklmnop1234abcd] retried", "[Authorization: Bearer {{token}}] retried"},
		{"bearer credential is one word", "failed Authorization: Bearer hunter2 retried", "failed Authorization: Bearer {{token}} retried"},
		{"plain-word credential after a scheme", "failed (Authorization: Bearer opensesame) retried", "failed (Authorization: Bearer {{token}}) retried"},
		{"token scheme", "401; Authorization: Token letmein-please, retried", "401; Authorization: Token {{token}}, retried"},
		{"cookie line keeps the words after its pairs", "Cookie: sid=hunter2 retried", "Cookie: {{token}} retried"},
		{"file name not email", "see icon@2x.png", "see icon@2x.png"},
		{"phone nanp", "Call 415-555-2671 now", "Call {{phone}} now"},
		{"phone parens", "Call (415) 555-2671.", "Call {{phone}}."},
		{"phone intl", "Tel: +44 20 7946 0958", "Tel: {{phone}}"},
		{"phone mixed separators stays", "ref 415-555.2671", "ref 415-555.2671"},
		{"date stays", "on 2024-01-15 at 10:30", "on 2024-01-15 at 10:30"},
		{"card", "card 4111-1111-1111-1111 used", "card {{card_number}} used"},
		{"timestamp not card", "ts 1747409674925", "ts 1747409674925"},
		{"ssn", "SSN 123-45-6789.", "SSN {{ssn}}."},
		{"password pair", "login with password=hunter2&user=bob", "login with password={{password}}&user=bob"},
		{"password colon", "Password: hunter2", "Password: {{password}}"},
		{"password prose stays", "Password: must be at least 8 characters", "Password: must be at least 8 characters"},
		{"json pair", `{"api_key": "abc def 123"}`, `{"api_key": "{{token}}"}`},
		{"yaml secret", "client_secret: s3cr3t-value\n", "client_secret: {{secret}}\n"},
		{"masked stays", "password=****", "password=****"},
		{"auth header", "Authorization: Bearer abc.def.ghi123\nAccept: */*", "Authorization: Bearer {{token}}\nAccept: */*"},
		{"cookie header", "Cookie: sid=abc123; theme=dark", "Cookie: {{token}}"},
		{"cookie prose stays", "Cookie: we use cookies", "Cookie: we use cookies"},
		{"curl header", `curl -H 'X-Api-Key: k-123456' https://api.example/`, `curl -H 'X-Api-Key: {{token}}' https://api.example/`},
		{"bearer inline", "sent Bearer eyJabc.def.ghi1", "sent Bearer {{token}}"},
		{"bearer prose stays", "Bearer authentication is used", "Bearer authentication is used"},
		{"basic prose stays", "find out it's Basic Information.", "find out it's Basic Information."},
		{"sk key", "key sk-ant-api03-abcdefghijklmnop1234 leaked", "key {{token}} leaked"},
		{"pw pair", "login with pw=hunter2 then admin_pw: s3cr3t!", "login with pw={{password}} then admin_pw: {{password_2}}"},
		{"pw in a word", "the PWA and pwn2own pages", "the PWA and pwn2own pages"},
		{"aws", "id AKIA2E0A8F3B244C9986", "id {{token}}"},
		{"aws documentation's example", "id AKIAIOSFODNN7EXAMPLE", "id AKIAIOSFODNN7EXAMPLE"},
		{"github token inside a word", "set bogus_ghp_abcdefghijklmnopqrstuvwxyz0123456789 now", "set bogus_{{token}} now"},
		{"slack token inside a word", "the token_xoxb-1234567890-abcdefghij", "the token_{{token}}"},
		{"sk- inside a word stays", "the desk-lamp-with-adjustable-arm page", "the desk-lamp-with-adjustable-arm page"},
		{"long random", "blob Q2hhcmxpZSBpcyBhIGdvb2QgZG9nLiBIZSBsaWtlcyB0cmVhdHM9", "blob {{token}}"},
		{"commit hash stays", "commit 3f49824e0b1c6c8d9a7f2e1b0c9d8e7f6a5b4c3d", "commit 3f49824e0b1c6c8d9a7f2e1b0c9d8e7f6a5b4c3d"},
		{"path stays", "open /WAI/UA/TS/html401/cp0101/0101-FRAME-TEST.html", "open /WAI/UA/TS/html401/cp0101/0101-FRAME-TEST.html"},
		{"uuid path stays", `C:\Users\user\Temp\browser_use_agent_068d1298-4120-7a01-8000-518973548809_1758538116`, `C:\Users\user\Temp\browser_use_agent_068d1298-4120-7a01-8000-518973548809_1758538116`},
		{"url token", "Go to https://x.example/cb?code=abc123&state=xyz.", "Go to https://x.example/cb?code={{token}}&state=xyz."},
		{"private key", "k: -----BEGIN RSA PRIVATE KEY-----\nMIIB\n-----END RSA PRIVATE KEY----- end", "k: {{secret}} end"},
		{"placeholders stay", "{{email}} {first_name} ${KEY_ENTER}", "{{email}} {first_name} ${KEY_ENTER}"},
		{"plain stays", "Input 'John' into element 1.", "Input 'John' into element 1."},
		{"counts stay", "42 open issues, 1,234 closed", "42 open issues, 1,234 closed"},
		{"ip stays", "server 192.168.100.200 up", "server 192.168.100.200 up"},
		{"phones in order", "Call 1-415-555-0199 or +44 20 7946 0958.", "Call {{phone}} or {{phone_2}}."},
		{"snapshot password", "  - textbox \"Password\" [ref=e12]: hunter2\n", "  - textbox \"Password\" [ref=e12]: {{password}}\n"},
		{"snapshot email", "- textbox \"* Email Address:\" [ref=e260]: jo@x.example", "- textbox \"* Email Address:\" [ref=e260]: {{email}}"},
		{"snapshot search stays", "- combobox \"Suche\" [ref=e25]: prevent ios input focus zoom", "- combobox \"Suche\" [ref=e25]: prevent ios input focus zoom"},
		{"html password", `<input type="password" name="pw" value="hunter2">`, `<input type="password" name="pw" value="{{password}}">`},
		{"html password first", `<input value='s3cr3t' TYPE=password>`, `<input value='{{password}}' TYPE=password>`},
		{"html text stays", `<input name="q" value="laptop"> password`, `<input name="q" value="laptop"> password`},
		{"empty", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := New()
			got := r.Text(tt.in)
			if got != tt.want {
				t.Errorf("Text(%q)\n got %q\nwant %q", tt.in, got, tt.want)
			}
			if again := New().Text(got); again != got {
				t.Errorf("not idempotent: %q → %q", got, again)
			}
		})
	}
}

func TestRememberedEcho(t *testing.T) {
	r := New()
	pw := r.Value(Field{Attributes: attrs("type", "password")}, "hunter2")
	email := r.Value(Field{Label: "Email"}, "John.Doe@Example.com")
	phone := r.Value(Field{Label: "Phone"}, "123-456-7890")
	cvv := r.Value(Field{Label: "CVV"}, "737")
	if pw != "{{password}}" || email != "{{email}}" || phone != "{{phone}}" || cvv != "{{cvv}}" {
		t.Fatalf("values: %q %q %q %q", pw, email, phone, cvv)
	}
	tests := []struct{ in, want string }{
		{"Input 'hunter2' into element 7.", "Input '{{password}}' into element 7."},
		{"typed hunter2.", "typed {{password}}."},
		{"hunter22 is another word", "hunter22 is another word"},
		{"mail john.doe@example.com (lower case)", "mail {{email}} (lower case)"},
		{"encoded john.doe%40example.com", "encoded {{email}}"},
		{"digits 1234567890 only", "digits {{phone}} only"},
		{"The phone number is1234567890.", "The phone number is{{phone}}."},
		{"order 91234567890", "order 91234567890"},
		{"'Phone Number' (123-456-7890) done", "'Phone Number' ({{phone}}) done"},
		{"Input '737' into element 3.", "Input '{{cvv}}' into element 3."},
		{"room 737 is free", "room 737 is free"},
		{"use CVV 737, expire 01", "use CVV {{cvv}}, expire 01"},
		{"the cvv is 737.", "the cvv is {{cvv}}."},
		{"cvv, 737", "cvv, 737"},
		{`{"password":"hunter2"}`, `{"password":"{{password}}"}`},
	}
	for _, tt := range tests {
		if got := r.Text(tt.in); got != tt.want {
			t.Errorf("Text(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
	if got := r.URL("https://x.example/login?u=John.Doe%40Example.com&p=hunter2"); got != "https://x.example/login?u={{email}}&p={{password}}" {
		t.Errorf("URL echo = %q", got)
	}
	// The same value typed again gets the same placeholder; a second e-mail gets _2.
	if got := r.Value(Field{Label: "Confirm email"}, "john.doe@example.com"); got != "{{email}}" {
		t.Errorf("confirm email = %q", got)
	}
	if got := r.Value(Field{Label: "Email"}, "other@example.com"); got != "{{email_2}}" {
		t.Errorf("second email = %q", got)
	}
	want := []string{"password", "email", "phone", "cvv", "email_2"}
	if got := r.Placeholders(); !reflect.DeepEqual(got, want) {
		t.Errorf("Placeholders() = %v, want %v", got, want)
	}
	if r.Count() < 15 {
		t.Errorf("Count() = %d, want ≥ 15", r.Count())
	}
}

func TestURL(t *testing.T) {
	tests := []struct{ in, want string }{
		{"https://alice:s3cret@example.com/path", "https://{{username}}:{{password}}@example.com/path"},
		{"ssh://git@github.com/acme/widget.git", "ssh://git@github.com/acme/widget.git"},
		{"https://ghp_abcdefghijklmnopqrstuvwxyz0123456789@github.com/x", "https://{{token}}@github.com/x"},
		{"https://example.com/cb?code=4/0AX4XfWh&state=abc", "https://example.com/cb?code={{token}}&state=abc"},
		{"https://example.com/cb?state=Zx9Qm2Lp8Rt4Vw6Yb1Nc3Hd5Jf7Kg0Ls2&x=1", "https://example.com/cb?state={{token}}&x=1"},
		{"https://idp.example.com/auth?nonce=Qm2Lp8Rt4Vw6Yb1Nc3Hd5J&RelayState=4f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c",
			"https://idp.example.com/auth?nonce={{token}}&RelayState={{token}}"},
		{"https://github.com/o/r/issues?state=open", "https://github.com/o/r/issues?state=open"},
		{"https://x.example/cb?state=4f9a8b7c6d5e4f3a2b1c", "https://x.example/cb?state={{token}}"},
		{"https://x.example/cb?nonce=638412345678901234", "https://x.example/cb?nonce={{token}}"},
		{"https://x.example/cb?state=security_token%3DZx9Qm2Lp8Rt4Vw6Yb1Nc%26url%3Dhttps%3A%2F%2Fa.com", "https://x.example/cb?state={{token}}"},
		{"https://idp.example/sso?RelayState=ss%3Amem%3A4f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c", "https://idp.example/sso?RelayState={{token}}"},
		{"https://x.example/cb?a=1&amp;state=Zx9Qm2Lp8Rt4Vw6Yb1Nc3Hd5Jf7", "https://x.example/cb?a=1&amp;state={{token}}"},
		{"https://x.example/cb?oauth_state=Zx9Qm2Lp8Rt4Vw6Yb1Nc3Hd5Jf7", "https://x.example/cb?oauth_state={{token}}"},
		{"https://x.example/p?state=TX-Houston-77002", "https://x.example/p?state=TX-Houston-77002"},
		{"https://app.example.com/cb?state=6c1277c9-a3e7-4293-97dd-7ffdfad42c52", "https://app.example.com/cb?state={{token}}"},
		{"https://kc.example.com/cb?session_state=6c1277c9-a3e7-4293-97dd-7ffdfad42c52.a8Kq2LmZ", "https://kc.example.com/cb?session_state={{token}}"},
		{"https://x.example/cb?nonce=zdCngSJ0_OvTeKFvNUEMe2F-jnxCdeOm", "https://x.example/cb?nonce={{token}}"},
		{"https://x.example/cb?authState=Zx9Qm2Lp8Rt4Vw6Yb1Nc3Hd5&csrf_state=Qm2Lp8Rt4Vw6Yb1Nc3Hd5Zx9", "https://x.example/cb?authState={{token}}&csrf_state={{token}}"},
		{"https://x.example/p?state=Model-X200T-2024-Blue", "https://x.example/p?state=Model-X200T-2024-Blue"},
		{"https://x.example/p?state=in_progress_v2_2024Q1", "https://x.example/p?state=in_progress_v2_2024Q1"},
		{"https://x.example/cb?a=1?token=abcdef123&b=2", "https://x.example/cb?a=1?token={{token}}&b=2"}, // a second "?"
		{"https://x.example/playground?max_tokens=256&secretary=1", "https://x.example/playground?max_tokens=256&secretary=1"},
		{"https://x.test/login?next=%2Fcb%3Fcode%3Dabc123%26q%3DNew%20York", "https://x.test/login?next=%2Fcb%3Fcode%3D{{token}}%26q%3DNew%20York"},
		{"https://x.test/login?next=%2Fcb%3Fq%3DNew%20York%26code%3Dabc123", "https://x.test/login?next=%2Fcb%3Fq%3DNew%20York%26code%3D{{token}}"},
		{"https://x.test/login?next=%2Fmy%20docs%2Fcb%3Fcode%3Dabc123", "https://x.test/login?next=%2Fmy%20docs%2Fcb%3Fcode%3D{{token}}"},
		{"https://x.test/s?q=%23token%3DETH%20price", "https://x.test/s?q=%23token%3DETH%20price"},
		{"https://x.test/signup?pwConfirm=hunter22x&cvvCode=123&otpCode=482193&pinCode=560001&pass_code=SUMMER24",
			"https://x.test/signup?pwConfirm={{password}}&cvvCode={{cvv}}&otpCode={{otp}}&pinCode=560001&pass_code=SUMMER24"},
		// A link nested with spaces is read only under a parameter that says where to go.
		{"https://x.test/s?q=%2Fhelp%3Fcode%3D404%20not%20found", "https://x.test/s?q=%2Fhelp%3Fcode%3D404%20not%20found"},
		{"https://x.test/login?next=%2Fcb%3Fq%3DNew%20York%26password%3Dhunter%2022x", "https://x.test/login?next=%2Fcb%3Fq%3DNew%20York%26password%3D{{password}}"},
		{"https://x.test/x?SignatureMethod=HmacSHA256&SignatureVersion=2&otpMethod=sms", "https://x.test/x?SignatureMethod=HmacSHA256&SignatureVersion=2&otpMethod=sms"},
		{"https://x.test/s?q=what%20is%20a%20%3Fcode%3Dabc", "https://x.test/s?q=what%20is%20a%20%3Fcode%3Dabc"},
		{"https://x.example/api?secretkey=9f8e7d6c5b4a&tokens=abc", "https://x.example/api?secretkey={{secret}}&tokens={{token}}"},
		{"https://x.example/pay?card_cvv=123&ssn=123-45-6789&codeVerifier=xyz&pass1=aaa", "https://x.example/pay?card_cvv={{cvv}}&ssn={{ssn}}&codeVerifier={{token}}&pass1={{password}}"},
		{"https://x.example/?q=boarding+pass%3A+print&filter=token:ETH", "https://x.example/?q=boarding+pass%3A+print&filter=token:ETH"},
		{"https://x.example/graphql?variables=%7B%22input%22%3A%7B%22newPassword%22%3A%22hunter22%22%7D%7D", "https://x.example/graphql?variables=%7B%22input%22%3A%7B%22newPassword%22%3A%22{{password}}%22%7D%7D"},
		{"https://x.example/?next=%2Fcb%3Fkey%3D%7B%7Btoken%7D%7Djohn%40example.com", "https://x.example/?next=%2Fcb%3Fkey%3D{{token}}"},
		{"/%@0.AA0%400.AA", "/{{email}}{{email_2}}"}, // the invalid escape masked, the rest decodes: read again
		{"https://api.example.com/graphql?variables=%7B%22password%22%3A%22hunter22%22%7D", "https://api.example.com/graphql?variables=%7B%22password%22%3A%22{{password}}%22%7D"},
		{"https://x.example/cb?accesstoken=abc&userPassword=x", "https://x.example/cb?accesstoken={{token}}&userPassword={{password}}"},
		{"https://x.example/login?auth=false", "https://x.example/login?auth=false"},
		{"https://x.example/cb?x=1&#038;code=SplxlOBeZQQYbYS6WxSbIA", "https://x.example/cb?x=1&#038;code={{token}}"},
		{"https://x.example/u/%21%40x!john%40example.com/p", "https://x.example/u/%21%40x!{{email}}/p"}, // encoded as it was
		{"https://x.example/s?q=a+b%2Bc+john%40example.com", "https://x.example/s?q=a+b%2Bc+{{email}}"},
		{"https://x.example/cb?x=1&#x26;code=SplxlOBeZQQYbYS6WxSbIA", "https://x.example/cb?x=1&#x26;code={{token}}"},
		{"https://x.example/cb?x=1&amp;amp;code=SplxlOBeZQQYbYS6WxSbIA", "https://x.example/cb?x=1&amp;amp;code={{token}}"},
		{"https://x.example/verify?confirmation_code=483920&reset_key=k1", "https://x.example/verify?confirmation_code={{token}}&reset_key={{token}}"},
		{"https://x.example/saml/acs?SAMLart=AAQAAMFbLinlXaCM%2BFIxiDw%3D", "https://x.example/saml/acs?SAMLart={{token}}"},
		{"https://x.example/cb?next=%2Fhome%3Fcode%3Dabcdef123", "https://x.example/cb?next=%2Fhome%3Fcode%3D{{token}}"},
		{"https://x.example/s?q=what+is+a+code%3F&page=2", "https://x.example/s?q=what+is+a+code%3F&page=2"},
		{"https://example.com/stores?state=CA&city=Fresno", "https://example.com/stores?state=CA&city=Fresno"},
		{"https://example.com/cb?code_verifier=dBjftJeZ4CVPmB92K27uhbUJU1p1r_wW1gFWFOEjXk", "https://example.com/cb?code_verifier={{token}}"},
		{"https://example.com/?Access_Token=abc&TOKEN=def", "https://example.com/?Access_Token={{token}}&TOKEN={{token}}"},
		{"https://example.com/#access_token=abc.def&token_type=bearer&expires_in=3600", "https://example.com/#access_token={{token}}&token_type=bearer&expires_in=3600"},
		{"https://app.example/#/callback?id_token=xyz123", "https://app.example/#/callback?id_token={{token}}"},
		{"https://s3.example/obj?X-Amz-Signature=ab12&X-Amz-Credential=AK%2F2024&X-Amz-Date=20240101", "https://s3.example/obj?X-Amz-Signature={{token}}&X-Amz-Credential={{token}}&X-Amz-Date=20240101"},
		{"https://shop.example/cart;jsessionid=0123ABCD?x=1", "https://shop.example/cart;jsessionid={{token}}?x=1"},
		{"https://example.com/login?pwd=hunter2&user=bob", "https://example.com/login?pwd={{password}}&user=bob"},
		{"https://example.com/login?pw=hunter2", "https://example.com/login?pw={{password}}"},
		{"https://app.example/api?sessionKey=k77x&authorization=abc9&hmac=f00d&magiclink=zz11", "https://app.example/api?sessionKey={{token}}&authorization={{token}}&hmac={{token}}&magiclink={{token}}"},
		{"https://app.example/reset-password/aB3dE5fG7hJ9kL1mN3pQ5rS7", "https://app.example/reset-password/{{token}}"},
		{"https://app.example/invite/3f2c9a7e-1b4d-4e8a-9c0f-2a6b8d1e5f70/accept", "https://app.example/invite/{{token}}/accept"},
		{"https://app.example/products/aB3dE5fG7hJ9kL1mN3pQ5rS7", "https://app.example/products/aB3dE5fG7hJ9kL1mN3pQ5rS7"},
		{"https://app.example/reset-password/help", "https://app.example/reset-password/help"},
		{"https://app.example.com/reset/MQ/c4h5k2-7e0a1b2c3d4e5f6a7b8c/", "https://app.example.com/reset/MQ/{{token}}/"},
		{"https://app.example/reset-password/xYz12AbC34dEf56gH", "https://app.example/reset-password/{{token}}"},
		{"https://app.example/invite/q9XvB2mK7pLw4ZrT", "https://app.example/invite/{{token}}"},
		{"https://app.test/login/magic/abcDEFghiJKLmnoPQRstuVWX", "https://app.test/login/magic/{{token}}"},
		{"https://app.test/invite/MicrosoftTeamsApp", "https://app.test/invite/MicrosoftTeamsApp"},
		{"https://app.example/account/settings/notifications-2024", "https://app.example/account/settings/notifications-2024"},
		{"https://app.example/login/help/forgot-password", "https://app.example/login/help/forgot-password"},
		{"https://example.com/u?email=john%40example.com", "https://example.com/u?email={{email}}"},
		{"https://example.com/users/john@example.com/profile", "https://example.com/users/{{email}}/profile"},
		{"https://example.com/c?phone=%2B1+415+555+2671", "https://example.com/c?phone={{phone}}"},
		{"https://example.com/reset/eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0In0.sig", "https://example.com/reset/{{token}}"},
		{"https://www.google.com/search?q=prevent+ios+input+focus+zoom+best+practices", "https://www.google.com/search?q=prevent+ios+input+focus+zoom+best+practices"},
		{"https://example.com/?token=&sig=", "https://example.com/?token=&sig="},
		{"https://example.com/?token={{token}}", "https://example.com/?token={{token}}"},
		{"https://example.com/?keyword=shoes&sort_key=price", "https://example.com/?keyword=shoes&sort_key=price"},
		{"https://example.com/?author=me&page=2", "https://example.com/?author=me&page=2"},
		{"/cb?token=abc", "/cb?token={{token}}"},
		{"not a url password=hunter2", "not a url password={{password}}"},
		{"mailto:john@example.com", "mailto:{{email}}"},
		{"https://example.com/a%zz?token=x", "https://example.com/a%zz?token={{token}}"},
		{"https://example.com/keys/key-sk-live-abcdefghijklmnop1234/edit", "https://example.com/keys/key-{{token}}/edit"},
		{"https://example.com/?next=/u/ghp_abcdefghijklmnopqrstuvwxyz0123456789x", "https://example.com/?next=/u/{{token}}"},
		{"https://example.com/inbox/to:john@example.com", "https://example.com/inbox/to:{{email}}"},
		{"https://example.com/docs/task-list-keys-and-tokens", "https://example.com/docs/task-list-keys-and-tokens"},
		{"https://a.example/cb?next=https%3A%2F%2Fa.example%2Fdone%3Ftoken%3Dq1w2e3r4t5y6u7i8&x=1",
			"https://a.example/cb?next=https%3A%2F%2Fa.example%2Fdone%3Ftoken%3D{{token}}&x=1"},
		{"https://a.example/cb?redirect=/x?access_token=ya29.A0ARrdaM-secretvalue123", "https://a.example/cb?redirect=/x?access_token={{token}}"},
		{"https://a.example/s?q=contact%20alice.w%40corp.example.org%20now", "https://a.example/s?q=contact%20{{email}}%20now"},
		{"https://a.example/x?data=%7B%22email%22%3A%22dave%40mail.example.com%22%7D", "https://a.example/x?data=%7B%22email%22%3A%22{{email}}%22%7D"},
		{"https://a.example/go/https%3A%2F%2Fb.example%2F%3Fsig%3Dabc123", "https://a.example/go/https%3A%2F%2Fb.example%2F%3Fsig%3D{{token}}"},
		{"https://a.example/cb?next=https%3A%2F%2Fa.example%2Fdone%3Fpage%3D2", "https://a.example/cb?next=https%3A%2F%2Fa.example%2Fdone%3Fpage%3D2"},
		{nestURL(3, "https://d.example/cb?password=hunter2secret&x=1"),
			nestURL(3, "https://d.example/cb?password={{password}}&x=1")}, // read as URLs down to maxNested levels
		{nestURL(4, "https://d.example/cb?password=hunter2secret&x=1"), nestURL(4, "{{token}}")}, // deeper: masked whole
		{nestURL(4, "https://d.example/cb"), nestURL(4, "https://d.example/cb")},                 // no query: nothing to hide
		{"https://leak.example/r?u=https%253A%252F%252Fe.example%252Fw%253Fpassword%253DDblEncLeak77", // encoded twice
			"https://leak.example/r?u=https%253A%252F%252Fe.example%252Fw%253Fpassword%253D{{password}}"},
		{"https://h1.example/r/https%3A%2F%2Fh0.example%2Fr%2Fhttps%253A%252F%252Fe.example%252Fw%253Fpassword%253DPathPwQ2Secret", // URLs as path segments
			"https://h1.example/r/https%3A%2F%2Fh0.example%2Fr%2Fhttps%253A%252F%252Fe.example%252Fw%253Fpassword%253D{{password}}"},
		{"https://a.example/s?q=100%25+cotton", "https://a.example/s?q=100%25+cotton"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			r := New()
			got := r.URL(tt.in)
			if got != tt.want {
				t.Errorf("URL(%q)\n got %q\nwant %q", tt.in, got, tt.want)
			}
			if again := New().URL(got); again != got {
				t.Errorf("not idempotent: %q → %q", got, again)
			}
		})
	}
}

// nestURL wraps u in n redirects, each percent-encoding the one inside as its next=,
// placeholders kept readable as the Redactor writes them.
func nestURL(n int, u string) string {
	keep := strings.NewReplacer("%7B%7B", "{{", "%7D%7D", "}}")
	for i := range n {
		u = "https://r" + strconv.Itoa(i) + ".example/go?next=" + keep.Replace(url.QueryEscape(u))
	}
	return u
}

func TestSensitiveParam(t *testing.T) {
	yes := []string{"token", "access_token", "ID_TOKEN", "key", "api_key", "apikey", "sig", "Signature",
		"session", "sessionid", "sid", "code", "auth", "password", "pass", "pwd", "secret", "jwt", "otp",
		"x_refresh_token", "userPassword", "client-secret", "X-Goog-Signature", "auth_code", "apiKey",
		"activationcode", "verificationcode", "licensekey", "pairing_code"}
	no := []string{"q", "page", "keyword", "sort_key", "author", "zip_code", "promo_code", "state", "lang", "ved",
		"promocode", "zipcode", "barcode", "hotkey", "turnkey", "monkey"}
	for _, n := range yes {
		if !SensitiveParam(n) {
			t.Errorf("SensitiveParam(%q) = false", n)
		}
	}
	for _, n := range no {
		if SensitiveParam(n) {
			t.Errorf("SensitiveParam(%q) = true", n)
		}
	}
}

func TestHeaders(t *testing.T) {
	r := New()
	in := map[string]string{
		"Authorization": "Bearer abc", "Cookie": "a=b", "Set-Cookie": "sid=1", "X-Api-Key": "k",
		"Proxy-Authorization": "Basic eA==", "X-CSRF-Token": "t", "Accept": "text/html",
		"Referer": "https://example.com/cb?code=abc123", "User-Agent": "Mozilla/5.0",
	}
	got := r.Headers(in)
	want := map[string]string{
		"Accept": "text/html", "Referer": "https://example.com/cb?code={{token}}", "User-Agent": "Mozilla/5.0",
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Headers() = %v, want %v", got, want)
	}
	if r.Count() != 7 {
		t.Errorf("Count() = %d, want 7", r.Count())
	}
	if r.Headers(nil) != nil {
		t.Error("Headers(nil) != nil")
	}
}

func TestMask(t *testing.T) {
	r := New()
	if got := r.Mask("correct horse", "passphrase"); got != "{{passphrase}}" {
		t.Errorf("Mask = %q", got)
	}
	if got := r.Mask("x", "Not A Class"); got != "{{secret}}" {
		t.Errorf("Mask with bad class = %q", got)
	}
	if got := r.Text("it was correct horse, really"); !strings.Contains(got, "{{passphrase}}") {
		t.Errorf("remembered Mask not applied: %q", got)
	}
}

func TestZeroValue(t *testing.T) {
	var r Redactor
	if got := r.Text("mail a@b.example"); got != "mail {{email}}" {
		t.Errorf("zero Redactor Text = %q", got)
	}
	if r.Count() != 1 || len(r.Placeholders()) != 1 {
		t.Errorf("zero Redactor Count/Placeholders = %d %v", r.Count(), r.Placeholders())
	}
}
