package redact

import "testing"

// TestComputedValuesStay: a command substitution or a template expression computes a
// secret; the name of a kind of secret is no value of one. A value beside them is masked.
func TestComputedValuesStay(t *testing.T) {
	checkTexts(t, []textCase{
		{"bearer command", `curl -H "Authorization: Bearer $(gcloud auth print-access-token)" https://x.test`, `curl -H "Authorization: Bearer $(gcloud auth print-access-token)" https://x.test`},
		{"bearer token", `curl -H "Authorization: Bearer ya29a0AfBbyC8xKq2LmN9pR4vT8w" https://x.test`, `curl -H "Authorization: Bearer {{token}}" https://x.test`},
		{"ansible lookup", `password: "{{ lookup('env','DB_PASS') }}"` + "\ndb_password: \"Gl4cier_Bay#19\"", `password: "{{ lookup('env','DB_PASS') }}"` + "\ndb_password: \"{{password}}\""},
		{"erb", `api_key: "<%= ENV['API_KEY'] %>"`, `api_key: "<%= ENV['API_KEY'] %>"`},
		{"command in a pair", "api_key: $(cat key.txt)", "api_key: $(cat key.txt)"},
		{"backticks", "password=`cat pw.txt`", "password=`cat pw.txt`"},
		{"a command's name", "$ heroku auth:token", "$ heroku auth:token"},
		{"a field's type", "type: password", "type: password"},
		{"a value after a kind's name", "auth: tok_9f8e7d6c5b4a3921", "auth: {{token}}"},
		{"a template's default", `password: "{{ lookup('env','DB_PASSWORD') | default('Kx9#vQ2mLp') }}"`, `password: "{{ lookup('env','DB_PASSWORD') | default('{{password}}') }}"`},
		{"erb's default", `password: "<%= ENV.fetch('DB_PASSWORD', 'devPa55w0rd!') %>"`, `password: "<%= ENV.fetch('DB_PASSWORD', '{{password}}') %>"`},
		{"a password hashed", `password: "{{ 'Winter2024!Secure' | password_hash('sha512') }}"`, `password: "{{ '{{password}}' | password_hash('sha512') }}"`},
		{"erb's default unquoted", `password: <%= ENV.fetch('DB_PASSWORD', 'devPa55w0rd!') %>`, `password: <%= ENV.fetch('DB_PASSWORD', '{{password}}') %>`},
		{"blade's default unquoted", `password: {{ env('DB_PASSWORD', 'devPa55w0rd!') }}`, `password: {{ env('DB_PASSWORD', '{{password}}') }}`},
		{"erb unquoted without a default", `password: <%= ENV['DB_PASSWORD'] %>`, `password: <%= ENV['DB_PASSWORD'] %>`},
		{"a setting or a default", `const pw = process.env.DB_PASSWORD || 'devPa55w0rd!';`, `const pw = process.env.DB_PASSWORD || '{{password}}';`},
		{"a setting alone", `const pw = process.env.DB_PASSWORD;`, `const pw = process.env.DB_PASSWORD;`},
		{"a default that is the word", `password = config.db.password || 'password'`, `password = config.db.password || 'password'`},
		{"terraform's reference", "resource \"aws_db_instance\" \"main\" {\n  password = var.db_password\n}", "resource \"aws_db_instance\" \"main\" {\n  password = var.db_password\n}"},
		{"hiera's lookup", `password => "%{hiera('db_password')}",`, `password => "%{hiera('db_password')}",`},
		{"a shell's required variable", `PGPASSWORD="${DB_PASSWORD:?DB_PASSWORD must be set}" psql -h db`, `PGPASSWORD="${DB_PASSWORD:?DB_PASSWORD must be set}" psql -h db`},
		{"a shell's variable", `PGPASSWORD=$DB_PASSWORD psql`, `PGPASSWORD=$DB_PASSWORD psql`},
		{"a shell's default", `DB_PASSWORD=${DB_PASSWORD:-devPa55w0rd!}`, `DB_PASSWORD=${DB_PASSWORD:-{{password}}}`},
		{"a shell's quoted default", `password=${PW:-"Xk9#mPq2"}`, `password=${PW:-"{{password}}"}`},
		{"a password that begins with a dollar", `password=$ecret99`, `password={{password}}`},
	})
}

// TestPublicRunsStay: hexadecimal numbers written with 0x, integrity hashes, inline images
// and YouTube playlists look random and are public; a random run beside them is masked.
func TestPublicRunsStay(t *testing.T) {
	checkTexts(t, []textCase{
		{"npm integrity", `"integrity": "sha512-/3IjMdb2L9QbBdWiW5e3P2/npwMBaU9mHCSCUzNln0ZCYbcfTsGbTJrU/kGemdH2IWmB2ioZ+zkxtmq6g09fGQ=="`,
			`"integrity": "sha512-/3IjMdb2L9QbBdWiW5e3P2/npwMBaU9mHCSCUzNln0ZCYbcfTsGbTJrU/kGemdH2IWmB2ioZ+zkxtmq6g09fGQ=="`},
		{"sri", `<script src="/b.js" integrity="sha384-YvpcrYf0tY3lHB60NNkmXc5s9fDVZLESaAA55NDzOxhy9GkcIdslK1eN7N6jIeHz"></script>`,
			`<script src="/b.js" integrity="sha384-YvpcrYf0tY3lHB60NNkmXc5s9fDVZLESaAA55NDzOxhy9GkcIdslK1eN7N6jIeHz"></script>`},
		{"transaction hash", "Transaction 0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060 confirmed",
			"Transaction 0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060 confirmed"},
		{"address", "Send ETH only to 0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BAe", "Send ETH only to 0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BAe"},
		{"inline image", `<img src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==">`,
			`<img src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==">`},
		{"playlist", "YouTube playlist PLFgquLnL59alCl_2TQvOiD5Vgm1hCaGSI", "YouTube playlist PLFgquLnL59alCl_2TQvOiD5Vgm1hCaGSI"},
		{"not a playlist", "Key PLFgquLnL59alCl_2TQvOiD5Vgm1hCaGSI", "Key {{token}}"},
		{"0x and not hex", "Run 0xq5c504ed432cb51138bcf09aa5e8a4Z9dd4a1e204ef84bfed", "Run {{token}}"},
		{"a bitcoin address", "Donations: bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq", "Donations: bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq"},
		{"not an address", "token bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdqX9Z", "token {{token}}"},
		{"a key's fingerprint", "PGP key fingerprint: 4AEE 18F8 3AFD EB23 9B1C  A7E2 0D6C 1F4A 8E3B 52D9", "PGP key fingerprint: 4AEE 18F8 3AFD EB23 9B1C  A7E2 0D6C 1F4A 8E3B 52D9"},
		{"a recovery key in groups", "Recovery key: 4AEE 18F8 3AFD EB23 9B1C A7E2", "Recovery key: {{secret}}"},
	})
}

// TestPrintedSecrets: the lines a command that prints a token or a password shows after it
// are the secret; its messages and the next prompt's command stay. A token wrapped onto a
// second line is masked whole.
func TestPrintedSecrets(t *testing.T) {
	checkTexts(t, []textCase{
		{"heroku", "$ heroku auth:token\n ›   Warning: token will expire 04/14/2025\n8c1d5f2a-7e4b-4a9c-b3d6-0f9e8a7b6c5d\n$ ls",
			"$ heroku auth:token\n ›   Warning: token will expire 04/14/2025\n{{token}}\n$ ls"},
		{"pass", "$ pass show email/gmail\nTr0ub4dor&3\nlogin: bob\n$ ls -la", "$ pass show email/gmail\n{{password}}\nlogin: bob\n$ ls -la"},
		{"gh", "$ gh auth token\ngho_16C7e42F292c6912E7710c838347Ae178B4a", "$ gh auth token\n{{token}}"},
		{"a mention", "Run gh auth token to print it.\nThen paste it below.", "Run gh auth token to print it.\nThen paste it below."},
		{"up to the next prompt", "$ gh auth token\ngho_16C7e42F292c6912E7710c838347Ae178B4a\n$ echo build-2024-x\nbuild-2024-x",
			"$ gh auth token\n{{token}}\n$ echo build-2024-x\nbuild-2024-x"},
		{"wrapped token", "Access token (copy all of it):\nxoxp-2847193650-2847193651-5829371046285-9f8e7d6c5b4a\n39281706f5e4d3c2b1a0\nThe token above wraps.",
			"Access token (copy all of it):\n{{token}}\nThe token above wraps."},
		{"a word after a token", "Token: ghp_16C7e42F292c6912E7710c838347Ae178B4a\nDashboard", "Token: {{token}}\nDashboard"},
		{"a prompt after", "user@host:~$ gh auth token\ngho_16C7e42F292c6912E7710c838347Ae178B4a\nuser@host:~$ ", "user@host:~$ gh auth token\n{{token}}\nuser@host:~$ "},
		{"another prompt's output", "$ gh auth token\ngho_16C7e42F292c6912E7710c838347Ae178B4a\nuser@host:~$ ls\nREADME.md", "$ gh auth token\n{{token}}\nuser@host:~$ ls\nREADME.md"},
		{"a short password", "$ pass show bank/ing\nmj7!Qz\nlogin: bob", "$ pass show bank/ing\n{{password}}\nlogin: bob"},
		{"piped", "$ aws ecr get-login-password --region us-east-1 | docker login --username AWS --password-stdin 1234.dkr.ecr.us-east-1.amazonaws.com\nLogin Succeeded",
			"$ aws ecr get-login-password --region us-east-1 | docker login --username AWS --password-stdin 1234.dkr.ecr.us-east-1.amazonaws.com\nLogin Succeeded"},
		{"pwd's folder", "jane@laptop:~/shop$ pwd\n/home/jane/shop\njane@laptop:~/shop$ ls", "jane@laptop:~/shop$ pwd\n/home/jane/shop\njane@laptop:~/shop$ ls"},
		{"pwd as a label", "pwd: Hunter2Zx9", "pwd: {{password}}"},
		{"a password of words", "$ op read op://vault/wifi/password\nblue castle river lamp", "$ op read op://vault/wifi/password\n{{password}}"},
		{"a secret decoded", "$ kubectl get secret db-creds -o jsonpath='{.data.password}' | base64 -d\nr00tPgPass-2024\n$ ",
			"$ kubectl get secret db-creds -o jsonpath='{.data.password}' | base64 -d\n{{password}}\n$ "},
		{"a secret piped elsewhere", "$ kubectl get secret x -o jsonpath='{.data.password}' | wc -c\n16", "$ kubectl get secret x -o jsonpath='{.data.password}' | wc -c\n16"},
		{"a secret's manifest", "$ kubectl get secret db-creds -o yaml\napiVersion: v1\nkind: Secret", "$ kubectl get secret db-creds -o yaml\napiVersion: v1\nkind: Secret"},
		{"a cloud secret", "$ gcloud secrets versions access latest --secret db\nGcl0ud!Secret\n$ ls", "$ gcloud secrets versions access latest --secret db\n{{password}}\n$ ls"},
	})
}
