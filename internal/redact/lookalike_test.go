package redact

import "testing"

// TestLookAlikes: numbers that pass a card's checks under another label (a Swedish OCR
// reference, an IMEI, a Saudi VAT number), a card-shaped run inside a longer key of digit
// groups, a date after a password's name, an SSH remote, a CAPTCHA's site key and a
// page's cursor stay; the card, e-mail, password and token beside them are still masked.
func TestLookAlikes(t *testing.T) {
	checkTexts(t, []textCase{
		{"ocr reference", "Fakturanummer: 88104423 | OCR-nummer: 4510987654328 | Bankgiro: 5050-1055",
			"Fakturanummer: 88104423 | OCR-nummer: 4510987654328 | Bankgiro: 5050-1055"},
		{"imei", "IMEI: 352099001761481", "IMEI: 352099001761481"},
		{"saudi vat number", "الرقم الضريبي للمورد: 300012345600003 | السجل التجاري", "الرقم الضريبي للمورد: 300012345600003 | السجل التجاري"},
		{"nf-e access key", "CHAVE DE ACESSO\n3524 0347 3091 8400 0130 5500 1000 0482 1314 8261 9371",
			"CHAVE DE ACESSO\n3524 0347 3091 8400 0130 5500 1000 0482 1314 8261 9371"},
		{"a card after a tax's word", "Pay tax with card 4111 1111 1111 1111", "Pay tax with card {{card_number}}"},
		{"a card alone", "4111 1111 1111 1111", "{{card_number}}"},
		{"a date after the password's name", "Última modificación de la contraseña: 12/01/2024 | Verificación",
			"Última modificación de la contraseña: 12/01/2024 | Verificación"},
		{"ssh remote", "$ git clone git@github.com:acme/storefront.git", "$ git clone git@github.com:acme/storefront.git"},
		{"an e-mail before a colon", "Write to jane@example.com: she replies", "Write to {{email}}: she replies"},
		{"captcha site key", `<div class="g-recaptcha" data-sitekey="6LcyPG6RE8yFFLN_rbJQ36gf6T0oNTLcM7RbgG8D"></div>`,
			`<div class="g-recaptcha" data-sitekey="6LcyPG6RE8yFFLN_rbJQ36gf6T0oNTLcM7RbgG8D"></div>`},
		{"captcha secret", "RECAPTCHA_SECRET=6LcyPG6RE8yFFLN_rbJQ36gf6T0oNTLcM7RbgG8X", "RECAPTCHA_SECRET={{secret}}"},
		{"page cursor", `"variables": { "after": "eyJsYXN0X2lkIjo4MTIzNDU2Nzg5MDEyLCJsYXN0X3ZhbHVlIjoiMjAyNC0wMy0xNFQxMDoyMjozMVoifQ" }`,
			`"variables": { "after": "eyJsYXN0X2lkIjo4MTIzNDU2Nzg5MDEyLCJsYXN0X3ZhbHVlIjoiMjAyNC0wMy0xNFQxMDoyMjozMVoifQ" }`},
		{"go.sum hashes", "github.com/gorilla/mux v1.8.1 h1:lBS9J6/4LbabXplZesfwHAaxulxLHGZsBjdSzwtvTl4=",
			"github.com/gorilla/mux v1.8.1 h1:lBS9J6/4LbabXplZesfwHAaxulxLHGZsBjdSzwtvTl4="},
		{"mapbox public token", "mapboxgl.accessToken = 'pk.eyJ1IjoidHJhaWxmaW5kZXIiLCJhIjoiY2x4NnQ5azJlMGExYjJqcXo4bTR3N3YzciJ9.stL_iUnEUrJUvi-4mUKjm3';",
			"mapboxgl.accessToken = 'pk.eyJ1IjoidHJhaWxmaW5kZXIiLCJhIjoiY2x4NnQ5azJlMGExYjJqcXo4bTR3N3YzciJ9.stL_iUnEUrJUvi-4mUKjm3';"},
		{"a public jwk", `{"keys": [{"kty": "RSA", "use": "sig", "n": "Vft0DyBYZ9wsj594eRjIaPxslvEtQl_oarV7w9oj8JZbBblaBPfpN2NqA_dB5cTlO8sWW9SwB", "e": "AQAB"}]}`,
			`{"keys": [{"kty": "RSA", "use": "sig", "n": "Vft0DyBYZ9wsj594eRjIaPxslvEtQl_oarV7w9oj8JZbBblaBPfpN2NqA_dB5cTlO8sWW9SwB", "e": "AQAB"}]}`},
		{"a private jwk's d", `{"kty": "EC", "crv": "P-256", "d": "Vft0DyBYZ9wsj594eRjIaPxslvEtQl_oarV7w9oj8JZb"}`, `{"kty": "EC", "crv": "P-256", "d": "{{token}}"}`},
		{"dkim and site verification", `"v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEANGIyIc4lfwe9nyFEuDvrreb" "google-site-verification=Atw6AyZjfF58vaqxdT9zKgEATYupI3MUsKb908n6t-K"`,
			`"v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEANGIyIc4lfwe9nyFEuDvrreb" "google-site-verification=Atw6AyZjfF58vaqxdT9zKgEATYupI3MUsKb908n6t-K"`},
		{"a pgp public key block", "-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nmDMEZk5emy+5tyVfTWQlZZLrSkqPa+MjuZNIz6vyhGR2J6alLElHqDchMDAWwIfW\n=Xq3T\n-----END PGP PUBLIC KEY BLOCK-----",
			"-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nmDMEZk5emy+5tyVfTWQlZZLrSkqPa+MjuZNIz6vyhGR2J6alLElHqDchMDAWwIfW\n=Xq3T\n-----END PGP PUBLIC KEY BLOCK-----"},
		{"a google client id", `"client_id": "793995275493-sos15z6d8famdvl3wvbji0ne4zhfn8na.apps.googleusercontent.com"`,
			`"client_id": "793995275493-sos15z6d8famdvl3wvbji0ne4zhfn8na.apps.googleusercontent.com"`},
		{"a solana address", "Solana (SPL USDC) receiving address: YfpPmeKEqUyFF1oXECGggeDNnaadyh3RXKq5S8xr1ti7",
			"Solana (SPL USDC) receiving address: YfpPmeKEqUyFF1oXECGggeDNnaadyh3RXKq5S8xr1ti7"},
		{"aws documentation's keys", "AWS Access Key ID [None]: AKIAIOSFODNN7EXAMPLE\nAWS Secret Access Key [None]: wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
			"AWS Access Key ID [None]: AKIAIOSFODNN7EXAMPLE\nAWS Secret Access Key [None]: wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"},
		{"a placeholder's e-mail", `<input name="email" type="email" placeholder="you@company.com">`, `<input name="email" type="email" placeholder="you@company.com">`},
		{"a masked signing secret", "Signing secret: whsec_••••••••••••••••  [Reveal]", "Signing secret: whsec_••••••••••••••••  [Reveal]"},
		{"wireguard's keys", "PrivateKey = yAnz5TF+lXXJte14tji3zlMNq+hd2rYUIgJBgB3fBmk=\nPublicKey = /WNvCuYrJsw4KyyIeqg/eQQC3kexxBB3Au5/wwn0pwk=",
			"PrivateKey = {{secret}}\nPublicKey = /WNvCuYrJsw4KyyIeqg/eQQC3kexxBB3Au5/wwn0pwk="},
		{"a minisign public key", "Release signed with minisign public key:\nRWT8dafDpyqR3ziN3vM7kPTz5EBbd3wd34d5hzJwJdf50mSNjHNaSd1k",
			"Release signed with minisign public key:\nRWT8dafDpyqR3ziN3vM7kPTz5EBbd3wd34d5hzJwJdf50mSNjHNaSd1k"},
		{"an age recipient", "encrypted to the age recipient:\nage1wjap5qd320mzpjtd7ww7xxw285v3jremzfkzw24f2huqnjg7k87sp5dklt",
			"encrypted to the age recipient:\nage1wjap5qd320mzpjtd7ww7xxw285v3jremzfkzw24f2huqnjg7k87sp5dklt"},
		{"a placeholder in japanese", `api_key: "<発行したキー>"`, `api_key: "<発行したキー>"`},
		{"a password's dots in a snapshot", `- textbox "Password" [ref=e14]: ********`, `- textbox "Password" [ref=e14]: ********`},
		{"a phone shown masked", `- text: "验证码已发送至 138****5678"`, `- text: "验证码已发送至 138****5678"`},
		{"a payer's ein", "PAYER'S name: Brightline Media Group LLC | PAYER'S TIN: 88-3321050", "PAYER'S name: Brightline Media Group LLC | PAYER'S TIN: 88-3321050"},
		{"a private key shown", "- dialog \"Show private key\":\n  - textbox [readonly] [ref=e145]: 5ff50f53c31cb59b9aced0582d094e0b6efa734a7d3ea84bb217f8e169c0e101",
			"- dialog \"Show private key\":\n  - textbox [readonly] [ref=e145]: {{secret}}"},
		{"a transaction's hash", "Your private key is safe. Tx hash: 0x5ff50f53c31cb59b9aced0582d094e0b6efa734a7d3ea84bb217f8e169c0e101",
			"Your private key is safe. Tx hash: 0x5ff50f53c31cb59b9aced0582d094e0b6efa734a7d3ea84bb217f8e169c0e101"},
		{"a json blob naming a session", `state eyJzZXNzaW9uX2lkIjoiOWY4ZTdkNmM1YjRhMzkyODE3MjYifQ set`, `state {{token}} set`},
	})
}
