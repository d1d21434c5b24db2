package redact

import "testing"

// TestPasswordManagerExports: the rows of a password manager's export (Bitwarden's CSV,
// Firefox's, a sheet's tab-separated copy) lose their passwords, authenticator seeds and
// e-mail addresses; the header's names and the sites' URLs stay.
func TestPasswordManagerExports(t *testing.T) {
	checkTexts(t, []textCase{
		{"a bitwarden row's totp seed",
			"folder,favorite,type,name,notes,fields,reprompt,login_uri,login_username,login_password,login_totp\n" +
				",,login,Twitter,,,0,https://twitter.com,jdoe,P@ssw0rd2024,JBSWY3DPEHPK3PXP\n",
			"folder,favorite,type,name,notes,fields,reprompt,login_uri,login_username,login_password,login_totp\n" +
				",,login,Twitter,,,0,https://twitter.com,jdoe,{{password}},{{otp}}\n"},
		{"an address after a url in a firefox row",
			"url,username,password,httpRealm\nhttps://shop.example,jan@mail.com,Kx9!pq77,\n",
			"url,username,password,httpRealm\nhttps://shop.example,{{email}},{{password}},\n"},
		{"a sheet's header keeps its next name",
			"Title\tUsername\tPassword\tURL\nMail\tann\tqwe!RTY123\thttps://mail.test\n",
			"Title\tUsername\tPassword\tURL\nMail\tann\t{{password}}\thttps://mail.test\n"},
		{"a header alone", "Title\tUsername\tPassword\tURL", "Title\tUsername\tPassword\tURL"},
		{"names and values on one line", "Login\tjdoe\tPassword\tS3cret!x", "Login\tjdoe\tPassword\t{{password}}"},
		{"a totp field in json", `{"name": "GitHub", "totp": "JBSWY3DPEHPK3PXP"}`, `{"name": "GitHub", "totp": "{{otp}}"}`},
		{"a totp label", "TOTP: JBSW Y3DP EHPK 3PXP", "TOTP: {{secret}}"},
		{"a one-time code column", "Site,Code,2FA code\nshop,A1,483920\n", "Site,Code,2FA code\nshop,A1,{{otp}}\n"},
		{"a user in a url stays", "go https://jan@mail.test/x now", "go https://jan@mail.test/x now"},
	})
}
