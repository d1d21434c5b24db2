package redact

import (
	"os"
	"strings"
	"testing"
	"unicode/utf8"
)

var fuzzSeeds = []string{
	"", "Input 'hunter2' into element 7.", "Contact john.doe@example.com or +1 415 555 2671.",
	"password=hunter2&user=bob", `{"api_key": "sk-proj-abcdefghijklmnopqrstuvwx"}`,
	"Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.abcdefgh\nCookie: sid=1",
	"card 4111 1111 1111 1111 ssn 123-45-6789", "{{email}} {first_name} ${KEY_ENTER}",
	"https://alice:pw@example.com/cb?code=abc#access_token=xyz", "{a@b.co}", "{{{email}}}",
	"Password: must be 8 characters", "x\xffy@z.com", "CVV 123", "-----BEGIN PRIVATE KEY-----\nx\n-----END PRIVATE KEY-----",
	"/cb?code=4/0AX&ticket=ST-1.", `\/cb?a=1\u0026code=x`, "/cb?x=1&amp;pass=y", "zip code=94107",
	`{\"password\":\"hunter2x\"}`, `{&quot;token&quot;:&quot;abc123&quot;}`, `[{"name": "pwd", "value": "x\"y"}]`, `{\"name\": \"Cookie\", \"value\": \"a=b\"}`, `{"value": "v", "x": {"name": "pin"}}`, `{"Cookie": "a=b; c=d"}`, "API key: Zq8xLm3Np7Rt2Vw9", `{\\\"pin\\\": \\\"4821\\\"}`,
	"Passphrase: correct horse battery staple", "Security question: Pet? Answer: Rex and PIN: 4821", "ПИН-код: 4821",
	"Recovery phrase: LEGAL WINNER THANK YEAR WAVE SAUSAGE WORTH USEFUL LEGAL WINNER THANK YELLOW",
	"WIFI:T:WPA;S:a\\;b;P:x\\;y;;", "Setup key: JBSW Y3DP EHPK 3PXP", "//input[@name='pass' and @value='W1!x']", "Steam Wallet code is 5ZX9Q-TL2KR",
	"Enter the code 482913 from the SMS", "PIN changed to 7731 (PIN)", "my pw is X1#", "Clé WiFi : 9D4F-2A7C",
	"Log in using Asp4ss!Word1 as password", "Change password from Old!Pass11 to New!Pass22", "Use Kq8-Lp3-Zm7 to log in",
	"the code I got: 661288", "739202 is your Instagram code", "WPA2 key: purple-monkey-dishwash", "Gift card 6006491234567890",
	"https://example.com/oauth/callback?state=af0ifjsldkj#/reset?t=K7XQ9P2M", "with token Tk_8hJ2kL9mN3pQ",
	"u: bob p: Hunter2xyz9", "u=admin&p=Secret99", "Use Hunter2xyz9 for login", "Redeem gift card AQ7B-5XKTQL-9CZR",
	"Paste the API key from the email: Tk8hJ2kL9mN3pQ", "Code 846215", "//a[contains(@href,'key=XpAtHkEy55443322')]",
	"a[href*=\"token=abc\"]", "https://x.example/pay#fidkdWxOYHwnPyd1blpxYHZxWjA0TGtU",
	"U - bob, P - hunter22", "u/p: bob / hunter22", "P/W: hunter22", "p: hunter22 u: bob", "Use Summer2024 to sign into it",
	"API key from Slack: Tk8hJ2kL9mN3pQ", "Gift card for Target: AQ7B 5XKTQL 9CZR", "https://send.bitwarden.com/#Zm9v/Qk7xLp9ZmW2nR4tV8y",
	"https://drive.proton.me/urls/AB12#Kq7xLp9ZmW2n", "https://app.hellosign.com/sign/9f2e8a1b3c4d5e6f7a8b9c0d1e2f3a4b",
	"page.fill('#password', 'W1!x'); cy.get('#pw').type('a{enter}')", "Input Password  id=pw\tX1!y", "fill_in 'Password', with: '", `{"element": "Password", "text": "a\"b"}`, "browser_type(element='PIN', text='1",
	`Typed "x" into the password field`, `{"selectors": [["#pw"]], "value": "x`, `{"text": "a", "element": {"type": "password"`,
}

// FuzzText checks that Text never panics, keeps valid UTF-8 valid, and is idempotent: a
// fresh Redactor (and the same one) leaves redacted text as it is.
func FuzzText(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r := New()
		out := r.Text(s)
		if utf8.ValidString(s) && !utf8.ValidString(out) {
			t.Fatalf("Text(%q) = %q, invalid UTF-8", s, out)
		}
		if again := New().Text(out); again != out {
			t.Fatalf("not idempotent:\n in   %q\n once %q\n twice %q", s, out, again)
		}
		if again := r.Text(out); again != out {
			t.Fatalf("not idempotent with the same Redactor:\n in   %q\n once %q\n twice %q", s, out, again)
		}
		_ = r.Value(Field{Label: "Password"}, s)
	})
}

// FuzzURL checks that URL never panics, keeps valid UTF-8 valid, and is idempotent.
func FuzzURL(f *testing.F) {
	for _, s := range []string{
		"https://alice:pw@example.com/a;jsessionid=1?code=abc&x=1#access_token=xyz&b=2",
		"https://example.com/#/cb?id_token=abc", "/cb?token=x", "?sig=1", "//host/p?key=v",
		"https://example.com/a%zz?token=x", "mailto:john@example.com", "https://[::1]:80/?pwd=%41",
		"https://example.com/users/john%40example.com", "https://x/?token={{token}}",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		out := New().URL(s)
		if utf8.ValidString(s) && !utf8.ValidString(out) {
			t.Fatalf("URL(%q) = %q, invalid UTF-8", s, out)
		}
		if again := New().URL(out); again != out {
			t.Fatalf("not idempotent:\n in   %q\n once %q\n twice %q", s, out, again)
		}
	})
}

// BenchmarkText redacts a 4 KB step result with an e-mail address, a phone number, a
// remembered password, a URL with a token and plain prose.
func BenchmarkText(b *testing.B) {
	r := New()
	r.Value(Field{Attributes: map[string]string{"type": "password"}}, "hunter2")
	para := "Input 'hunter2' into element 7. Filled 'Email Address' with 'john.doe@example.com' and " +
		"'Phone Number' with '123-456-7890'. Navigated to https://shop.example/cart?session=abc123&item=42. " +
		"The cart shows 3 items for $1,234.56 as of 2024-05-01; order #A-1029384 is pending review. "
	s := strings.Repeat(para, 4096/len(para)+1)
	b.SetBytes(int64(len(s)))
	b.ReportAllocs()
	for b.Loop() {
		r.Text(s)
	}
}

// BenchmarkTextSnapshot redacts a real 700 KB Mind2Web page (HTML in JSON).
func BenchmarkTextSnapshot(b *testing.B) {
	data, err := os.ReadFile(corpus + "/mind2web/sample.json")
	if err != nil {
		b.Skip(err)
	}
	s := string(data[:700_000])
	b.SetBytes(int64(len(s)))
	for b.Loop() {
		New().Text(s)
	}
}

// BenchmarkValue classifies a field and masks a typed e-mail address.
func BenchmarkValue(b *testing.B) {
	f := Field{Label: "Email address", Attributes: map[string]string{"type": "email", "id": "email", "class": "form-control"}}
	b.ReportAllocs()
	for b.Loop() {
		New().Value(f, "john.doe@example.com")
	}
}

// FuzzCommandPasswords checks that the reader of commands' passwords (cmdPasswordPass)
// never panics and finds spans inside the text, each ending after it begins, in order.
func FuzzCommandPasswords(f *testing.F) {
	for _, s := range []string{
		"mysql -u root -pS3cret99", "sqlcmd -S srv -U sa -P \"Str0ng P@ss\"", "htpasswd -nb admin S3cret99 2>/dev/null",
		`{"cmd": "sh -c \"mysql -uroot -pS3cret99\""}`, "smbclient //nas/s -U alice%Pa55word", "(mysql -pP@ss(w0rd)1)",
		"mongosh \\\n  -u admin \\\n  -p S3cretPass99", "openssl pkcs12 -passin 'pass:S3cret 99'", "7z x a.7z -p“S3cret 99”",
		"docker login -u bob -p $PASS", "http -a alice:S3cretPass https://x.test", "- run: mysql -pX$(",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		last := 0
		for _, sp := range cmdPasswordPass(s) {
			if sp.i < 0 || sp.j > len(s) || sp.j <= sp.i || sp.i < last {
				t.Fatalf("cmdPasswordPass(%q): span [%d, %d) after %d", s, sp.i, sp.j, last)
			}
			last = sp.i
		}
	})
}
