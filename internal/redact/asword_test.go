package redact

import "testing"

// TestMoreWordings: secrets named after their value or around it, codes said to come by a
// message or from a service, Wi-Fi passphrases of words, gift card numbers without
// "number", Stripe Checkout links and Drive's resource keys; and the plain texts that
// look alike and stay (SPEC §8).
func TestMoreWordings(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"Log in using Asp4ss!Word1 as password", "Log in using {{password}} as password"},
		{"Log in with bob and Hunter2!x as the new password", "Log in with bob and {{password}} as the new password"},
		{"Set 1234 as my PIN", "Set {{pin}} as my PIN"},
		{"Change password from Old!Pass11 to New!Pass22", "Change password from {{password}} to {{password_2}}"},
		{"login bob pass Qw3rty!99", "login bob pass {{password}}"},
		{"Welcome! Use Kq8-Lp3-Zm7 to log in the first time.", "Welcome! Use {{password}} to log in the first time."},
		{"Call the API with token Tk_8hJ2kL9mN3pQ", "Call the API with token {{token}}"},
		{"if password prompt type CoNd!Pw778", "if password prompt type {{password}}"},
		{"One-time login: 4D7F-9K2L", "One-time login: {{otp}}"},
		{"At the password field enter your new one", "At the password field enter your new one"},
		{"One-time login links expire", "One-time login links expire"},
		{"Verify with the code I got: 661288", "Verify with the code I got: {{otp}}"},
		{"The code I received is 482913.", "The code I received is {{otp}}."},
		{"Enter 661289 from the SMS", "Enter {{otp}} from the SMS"},
		{"739202 is your Instagram code", "{{otp}} is your Instagram code"},
		{"SSID Home5G, WPA2 key: purple-monkey-dishwash", "SSID Home5G, WPA2 key: {{password}}"},
		{"Network key: blue_otter_sky", "Network key: {{password}}"},
		{"Gift card 6006491234567890, PIN 5521", "Gift card {{secret}}, PIN {{pin}}"},
		{"https://checkout.stripe.com/c/pay/cs_live_a1B2c3D4e5F6g7H8i9J0kLmNoP", "https://checkout.stripe.com/c/pay/{{token}}"},
		{"https://drive.google.com/file/d/1AbC/view?resourcekey=0-AbC_dEfGhIjKlMnO", "https://drive.google.com/file/d/1AbC/view?resourcekey={{token}}"},
		{"WPA2 key: correct horse battery staple", "WPA2 key: {{password}}"},
		{"Wi-Fi password: purple monkey dishwasher", "Wi-Fi password: {{password}}"},
		{"PSK: x7Kq9!mZ2", "PSK: {{password}}"},
		{"Network key: x7Kq9!mZ (case-sensitive)", "Network key: {{password}} (case-sensitive)"},
		{"Change password: old Tr0ub4dor9 new S3cr3tpw7", "Change password: old {{password}} new {{password_2}}"},
		{"Change the password Tr0ub4dor9 to S3cr3tpw7", "Change the password {{password}} to {{password_2}}"},
		{"Enter 661 289 sent by SMS", "Enter {{otp}} sent by SMS"},
		{"Input 661289 from WhatsApp", "Input {{otp}} from WhatsApp"},
		{"the code they sent: 661288", "the code they sent: {{otp}}"},
		{"I got 661288 as the code", "I got {{otp}} as the code"},
		{"Your Uber code: 7392", "Your Uber code: {{otp}}"},
		{"eGift card 6006491234567890", "eGift card {{secret}}"},
		{"Gift certificate 6006491234567890", "Gift certificate {{secret}}"},
		{"Use Tk8hJ2kL9mN3pQ as the token", "Use {{token}} as the token"},
		{"Sign the request with API secret Tk8hJ2kL9mN3pQ", "Sign the request with API secret {{token}}"},
		{"Set the header Authorization to Tk8hJ2kL9mN3pQ", "Set the header Authorization to {{token}}"},
		{"https://www.example.com/invitation/accept?t=Qx7aLp9ZkW2mN4", "https://www.example.com/invitation/accept?t={{token}}"},
		{"https://www.example.com/unsubscribe/aB3dE5fG7hJ9kL1mN3pQ5rS7", "https://www.example.com/unsubscribe/{{token}}"},
		{"https://www.example.com/preferences?u=8812&h=9b2c4d1ef0a7", "https://www.example.com/preferences?u=8812&h={{token}}"},
		// Kept: words, methods, other codes, years, other numbers.
		{"Network: Lumen_Guest Key: see the front desk", "Network: Lumen_Guest Key: see the front desk"},
		{"Use this as the key ingredient", "Use this as the key ingredient"},
		{"The old version 2 new version 3", "The old version 2 new version 3"},
		{"Your Store code: 7392", "Your Store code: 7392"},
		{"https://www.example.com/join?p=2&c=blue", "https://www.example.com/join?p=2&c=blue"},
		{"Use Chrome as password manager", "Use Chrome as password manager"},
		{"Sign in to pass the exam", "Sign in to pass the exam"},
		{"Store it as password-protected file", "Store it as password-protected file"},
		{"Use OAuth/OIDC2 to sign in", "Use OAuth/OIDC2 to sign in"},
		{"Open the lock with key board-game-night", "Open the lock with key board-game-night"},
		{"Enter 2024 from the email", "Enter 2024 from the email"},
		{"482915 is your Store code", "482915 is your Store code"},
		{"Gift card balance: $50.00 on card 1234", "Gift card balance: $50.00 on card 1234"},
		{"Network: Lumen_Guest (open)", "Network: Lumen_Guest (open)"},
		{"Use GitHub to log in", "Use GitHub to log in"},
		{"Use Microsoft365 to log in", "Use Microsoft365 to log in"},
		{"Use 1Password as password manager", "Use 1Password as password manager"},
		{"Log in using LinkedIn as password-less option", "Log in using LinkedIn as password-less option"},
		{"Change password from iPhone to Android", "Change password from iPhone to Android"},
		{"The zip code I received is 94107", "The zip code I received is 94107"},
		{"Apply the discount code I got: 482913", "Apply the discount code I got: 482913"},
		{"Enter 94107 from the email", "Enter 94107 from the email"},
		{"Enter 123456 from the text as the order number", "Enter 123456 from the text as the order number"},
	} {
		if got := New().Text(c.in); got != c.want {
			t.Errorf("Text(%q)\n got %q\nwant %q", c.in, got, c.want)
		}
	}
}

// TestLabelsSourcesAndLinkParts: a password under one-letter labels, a value to sign in
// "for login", a gift card's code without "code", a key said to come from somewhere before
// its value, a service account's key id, a code shown alone, a parameter inside the part
// of a link a selector tests, a fragment that is a state encoded whole, and DocuSign's
// signing link; and the look-alikes that stay (SPEC §8).
func TestLabelsSourcesAndLinkParts(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"u: bob p: Hunter2xyz9", "u: bob p: {{password}}"},
		{"login=bob, pw=hunter22", "login=bob, pw={{password}}"},
		{"u=admin&p=Secret99", "u=admin&p={{password}}"},
		{"Use Hunter2xyz9 for login", "Use {{password}} for login"},
		{"Use Kq8-Lp3-Zm7 for the sign-in", "Use {{password}} for the sign-in"},
		{"Redeem gift card AQ7B-5XKTQL-9CZR", "Redeem gift card {{secret}}"},
		{"Paste the API key from the email: Tk8hJ2kL9mN3pQ", "Paste the API key from the email: {{secret}}"},
		{`"private_key_id": "3f2a9c8b7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a"`, `"private_key_id": "{{secret}}"`},
		{"Code 846215", "Code {{otp}}"},
		{"Verification code: 482913", "Verification code: {{otp}}"},
		{"//a[contains(@href,'key=XpAtHkEy55443322')]", "//a[contains(@href,'key={{token}}')]"},
		{"a[href*='token=XpAtHkEy55443322']", "a[href*='token={{token}}']"},
		{"https://checkout.stripe.com/c/pay/x#fidkdWxOYHwnPyd1blpxYHZxWjA0TGtU", "https://checkout.stripe.com/c/pay/x#{{token}}"},
		{"https://na3.docusign.net/Signing/EmailStart.aspx?a=5f2e8a1b-3c4d-4e5f-a6b7-c8d9e0f1a2b3&acct=acct1",
			"https://na3.docusign.net/Signing/EmailStart.aspx?a={{token}}&acct=acct1"},
		{"u = bob, p = hunter22", "u = bob, p = {{password}}"},
		{"email: bob@example.com p: hunter22", "email: {{email}} p: {{password}}"},
		{"Use Tr0ub4dor for the admin login", "Use {{password}} for the admin login"},
		{"Use Tr0ub4dor when logging in", "Use {{password}} when logging in"},
		{"Gift cards: AQ7B-5XKTQL-9CZR, BX8C-6YLURM-0DAS", "Gift cards: {{secret}}, {{secret_2}}"},
		{"Redeem gift code AQ7B-5XKTQL-9CZR", "Redeem gift code {{secret}}"},
		{"Paste the API key from the welcome email: 9f3Kx2Lq8Vz7Wm4N", "Paste the API key from the welcome email: {{secret}}"},
		{"Client secret from the Azure portal: 9f3Kx2Lq8Vz7Wm4N", "Client secret from the Azure portal: {{secret}}"},
		{"Paste the API key we emailed you: 9f3Kx2Lq8Vz7Wm4N", "Paste the API key we emailed you: {{secret}}"},
		{"Enter the license key from the email: QX7F2-9KDL3-ZP8M1-4TRW6", "Enter the license key from the email: {{secret}}"},
		{"Private key ID: 3f9c2a7be41d05c8a6f2e9b1d47c0a8e5b3f6d21", "Private key ID: {{secret}}"},
		{"Sign in code 482913", "Sign in code {{otp}}"},
		{"Verification code — 482913", "Verification code — {{otp}}"},
		{"Code: G-482913", "Code: {{otp}}"},
		{"//a[contains(normalize-space(@href),'key=9f3Kx2Lq8Vz7')]", "//a[contains(normalize-space(@href),'key={{token}}')]"},
		{"//*[contains(@data-href,'ticket=ST-48213-abc')]", "//*[contains(@data-href,'ticket={{token}}')]"},
		{"https://na3.docusign.net/Member/EmailStart.aspx?a=5f2e8a1b-3c4d-4e5f-a6b7-c8d9e0f1a2b3&r=1",
			"https://na3.docusign.net/Member/EmailStart.aspx?a={{token}}&r=1"},
		{"http://192.168.1.1/login.cgi?u=admin&p=hunter22", "http://192.168.1.1/login.cgi?u=admin&p={{password}}"},
		// Kept.
		{"https://forum.example.com/viewtopic.php?user=alice&p=2", "https://forum.example.com/viewtopic.php?user=alice&p=2"},
		{"Symbols: u: velocity, p: pressure, rho: density", "Symbols: u: velocity, p: pressure, rho: density"},
		{"def score(u: str, p: float64) -> float64:", "def score(u: str, p: float64) -> float64:"},
		{"Shortcuts: U: undo  P: pause  S: save", "Shortcuts: U: undo  P: pause  S: save"},
		{"See /forum/viewtopic.php?user=alice&p=48213 for her reply", "See /forum/viewtopic.php?user=alice&p=48213 for her reply"},
		{"Use 1Password for login", "Use 1Password for login"},
		{"Use YubiKey5C for login", "Use YubiKey5C for login"},
		{"Code 5411", "Code 5411"},
		{"Code: 10025", "Code: 10025"},
		{"Code #2201", "Code #2201"},
		{"Access code 2024", "Access code 2024"},
		{"a[href*='key=PROJ-123']", "a[href*='key=PROJ-123']"},
		{"//a[contains(@href,'code=CS101')]", "//a[contains(@href,'code=CS101')]"},
		{"https://www.typescriptlang.org/docs/typescript-5-0.html#Decorators5xAndTS5Changes",
			"https://www.typescriptlang.org/docs/typescript-5-0.html#Decorators5xAndTS5Changes"},
		{"https://notion.so/acme/Roadmap-Q3-2024#Milestone2DeliverablesV3", "https://notion.so/acme/Roadmap-Q3-2024#Milestone2DeliverablesV3"},
		{"https://en.wikipedia.org/wiki/PlayStation_5#PlayStation_5_Digital_Edition",
			"https://en.wikipedia.org/wiki/PlayStation_5#PlayStation_5_Digital_Edition"},
		{"https://shop.example.com/join?a=spring24promo", "https://shop.example.com/join?a=spring24promo"},
		{"Gift code for the party", "Gift code for the party"},
		{"Ratio u: 0.5 p: 0.25", "Ratio u: 0.5 p: 0.25"},
		{"Use GitHub for login", "Use GitHub for login"},
		{"Use Touch ID for login", "Use Touch ID for login"},
		{"Redeem gift card from Amazon", "Redeem gift card from Amazon"},
		{"Code 128", "Code 128"},
		{"Zip code 94107", "Zip code 94107"},
		{"Error code 40413", "Error code 40413"},
		{"Code 1984 – the film", "Code 1984 – the film"},
		{"input[name='key=value']", "input[name='key=value']"},
		{"a[href*='page=2']", "a[href*='page=2']"},
		{"https://github.com/a/b/pull/1/files#diff-4b825dc642cb6eb9a060e54bf8d69288fbee4904",
			"https://github.com/a/b/pull/1/files#diff-4b825dc642cb6eb9a060e54bf8d69288fbee4904"},
		{"https://example.com/docs#getting-started-with-the-api", "https://example.com/docs#getting-started-with-the-api"},
		{"https://example.com/signing?a=2&b=SpringSale", "https://example.com/signing?a=2&b=SpringSale"},
	} {
		if got := New().Text(c.in); got != c.want {
			t.Errorf("Text(%q)\n got %q\nwant %q", c.in, got, c.want)
		}
	}
}

// TestLabelOrdersServicesAndShareLinks: a password under labels in other orders and
// separators, the commonest passwords given to sign in with, a key said to come from a
// service, gift codes without dashes, and the keys of signing and sharing links; and the
// look-alikes that stay (SPEC §8).
func TestLabelOrdersServicesAndShareLinks(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"U - bob, P - hunter22", "U - bob, P - {{password}}"},
		{"u/p: bob / hunter22", "u/p: bob / {{password}}"},
		{"U/P: bob/hunter22", "U/P: bob/{{password}}"},
		{"login/pw: bob / Hunter22!", "login/pw: bob / {{password}}"},
		{"P/W: hunter22", "P/W: {{password}}"},
		{"p: hunter22 u: bob", "p: {{password}} u: bob"},
		{"Use Welcome123 for login", "Use {{password}} for login"},
		{"Use Summer2024! to sign in", "Use {{password}} to sign in"},
		{"Use Hunter22 to sign into the portal", "Use {{password}} to sign into the portal"},
		{"Use Tr0ub4dor9 to log on", "Use {{password}} to log on"},
		{"API key from Slack: Tk8hJ2kL9mN3pQ", "API key from Slack: {{secret}}"},
		{"Paste the token from the email: 9f3Kx2Lq8Vz7Wm4N", "Paste the token from the email: {{token}}"},
		{"Gift card for Target: 6006491234567890", "Gift card for Target: {{secret}}"},
		{"Redeem gift card AQ7B 5XKTQL 9CZR", "Redeem gift card {{secret}}"},
		{"Redeem gift card AQ7B5XKTQL9CZR today", "Redeem gift card {{secret}} today"},
		{"https://na4.docusign.net/Signing/?ti=7c1f0f3b8a5e4c2d9b6a1e0f3c2d4b5a", "https://na4.docusign.net/Signing/?ti={{token}}"},
		{"https://secure.echosign.com/public/apiesign?pid=CBFCIBAA3AAABLblqZhB8b-3xZ_hT7xQ", "https://secure.echosign.com/public/apiesign?pid={{token}}"},
		{"https://app.hellosign.com/sign/9f2e8a1b3c4d5e6f7a8b9c0d1e2f3a4b", "https://app.hellosign.com/sign/{{token}}"},
		{"https://www.dropbox.com/scl/fi/abc123/report.pdf?rlkey=q8w7e6r5t4y3u2i1o0p9&dl=0",
			"https://www.dropbox.com/scl/fi/abc123/report.pdf?rlkey={{token}}&dl=0"},
		{"https://send.bitwarden.com/#Zm9vYmFyYmF6cXV4/Qk7xLp9ZmW2nR4tV8yB3cD6fH1jK5", "https://send.bitwarden.com/#Zm9vYmFyYmF6cXV4/{{token}}"},
		{"https://drive.proton.me/urls/ABCD1234EF#Kq7xLp9ZmW2n", "https://drive.proton.me/urls/ABCD1234EF#{{token}}"},
		{"https://calendar.google.com/calendar/ical/team/private-3f9c2a7be41d05c8a6f2e9b1d47c0a8e/basic.ics",
			"https://calendar.google.com/calendar/ical/team/private-{{token}}/basic.ics"},
		{"Use code 739204 to verify your Apple ID", "Use code {{otp}} to verify your Apple ID"},
		{"creds: admin / Welcome123", "creds: admin / {{password}}"},
		{"Test account: qa_user / Passw0rd!", "Test account: qa_user / {{password}}"},
		{"Login jane@acme.com, pass Blue-Horse-71", "Login {{email}}, pass {{password}}"},
		{"Ihr API-Schlüssel: Kx9mQ2vL8pT4wZ7nR1sY5bC0", "Ihr API-Schlüssel: {{secret}}"},
		{"Clave de API: Kx9mQ2vL8pT4wZ7nR1sY5bC0", "Clave de API: {{secret}}"},
		{"API-ключ: Kx9mQ2vL8pT4wZ7nR1sY5bC0", "API-ключ: {{secret}}"},
		{"glrt-Kx9mQ2vL8pT4wZ7nR1sY registration token", "{{token}} registration token"},
		{"Deploy token gldt-Kx9mQ2vL8pT4wZ7nR1sY", "Deploy token {{token}}"},
		{"4111 1111 1111 1111 08/27 737", "{{card_number}} 08/27 {{cvv}}"}, // its security code after its expiry
		{"4242424242424242 12/26", "{{card_number}} 12/26"},
		// Kept.
		{"Use Microsoft365 to sign in", "Use Microsoft365 to sign in"},
		{"Use code SAVE20 to get 20% off", "Use code SAVE20 to get 20% off"},
		{"La clé API est obligatoire", "La clé API est obligatoire"},
		{"Gift card: B07PCMWTSG", "Gift card: B07PCMWTSG"},
		{"https://example.com/docs/private-beta/intro", "https://example.com/docs/private-beta/intro"},
		{"Login to pass the exam 2024", "Login to pass the exam 2024"},
		{"Order 1234 5678 9012 3456 7890 shipped", "Order 1234 5678 9012 3456 7890 shipped"},
		{"the path pattern patterns", "the path pattern patterns"},
		{"Use code 739204 at checkout", "Use code 739204 at checkout"},
		{"Route: Home / Settings2", "Route: Home / Settings2"},
		{"Use Windows11 to sign in", "Use Windows11 to sign in"},
		{"Use Password1 as the example in the docs", "Use Password1 as the example in the docs"},
		{"P/W ratio: 12.5", "P/W ratio: 12.5"},
		{"P/W: 12.5 kW/kg", "P/W: 12.5 kW/kg"},
		{"Section U - Results, P - 0.05", "Section U - Results, P - 0.05"},
		{"Gift card for Mom: 50 USD", "Gift card for Mom: 50 USD"},
		{"Gift card for Target: TARGET GIFT CARD", "Gift card for Target: TARGET GIFT CARD"},
		{"Gift card for Christmas 2024", "Gift card for Christmas 2024"},
		{"API key for Stripe: see settings", "API key for Stripe: see settings"},
		{"Token from Coinbase: USDC", "Token from Coinbase: USDC"},
		{"https://example.com/design/9f2e8a1b3c4d5e6f7a8b9c0d1e2f3a4b", "https://example.com/design/9f2e8a1b3c4d5e6f7a8b9c0d1e2f3a4b"},
		{"https://example.com/sign/up", "https://example.com/sign/up"},
		{"https://example.com/guide#Section2Part3", "https://example.com/guide#Section2Part3"},
		{"https://example.com/app#/settings/profile/2", "https://example.com/app#/settings/profile/2"},
		{"https://shop.example.com/item?pid=12345", "https://shop.example.com/item?pid=12345"},
	} {
		if got := New().Text(c.in); got != c.want {
			t.Errorf("Text(%q)\n got %q\nwant %q", c.in, got, c.want)
		}
	}
}
