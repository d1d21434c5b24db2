package redact

import (
	"fmt"
	"strings"
	"testing"
)

// TestWordings: secrets as pages, messages and commands word them (HTML fields and meta
// tags, one-time codes in text messages, keys run together, command-line flags, webhook
// URLs), and the look-alikes that stay. Each case is redacted by a new Redactor, and its
// result again unchanged.
func TestWordings(t *testing.T) {
	tests := []textCase{
		{"password with an escaped quote", `{"password":"Tr0ub\"4dorx"}`, `{"password":"{{password}}"}`},
		{"single-quoted password with escaped quotes", `{'password': 'hunter2 \'x\' secret'}`, `{'password': '{{password}}'}`},
		{"escaped password with a quote of its own", `{\"password\":\"Tr0ub\\\"4dorx\"}`, `{\"password\":\"{{password}}\"}`},
		{"meta csrf token", `<meta name="csrf-token" content="a1b2c3d4e5">`, `<meta name="csrf-token" content="{{token}}">`},
		{"meta content first", `<meta content="a1b2c3d4e5" name="csrf-token" />`, `<meta content="{{token}}" name="csrf-token" />`},
		{"meta csrf param stays", `<meta name="csrf-param" content="authenticity_token">`, `<meta name="csrf-param" content="authenticity_token">`},
		{"meta description stays", `<meta name="description" content="Best running shoes of 2024">`, `<meta name="description" content="Best running shoes of 2024">`},
		{"short hidden csrf input", `<input type="hidden" name="authenticity_token" value="a1b2c3d4e5">`, `<input type="hidden" name="authenticity_token" value="{{token}}">`},
		{"input named by id", `<input id="api_key" value='k3y-a1b2c3'>`, `<input id="api_key" value='{{token}}'>`},
		{"input choice stays", `<input type="radio" name="token" value="ETH">`, `<input type="radio" name="token" value="ETH">`},
		{"search input stays", `<input name="q" value="a1b2c3d4e5">`, `<input name="q" value="a1b2c3d4e5">`},
		{"escaped html password", `<input type=\"password\" value=\"hunter2secret\">`, `<input type=\"password\" value=\"{{password}}\">`},
		{"entity html password", `<input type=&quot;password&quot; value=&quot;hunter2secret&quot;>`, `<input type=&quot;password&quot; value=&quot;{{password}}&quot;>`},
		{"django csrf header", "X-CSRFToken: a1b2c3d4e5", "X-CSRFToken: {{token}}"},
		{"sms code first", "483920 is your verification code.", "{{otp}} is your verification code."},
		{"google sms code", "G-483920 is your Google verification code.", "G-{{otp}} is your Google verification code."},
		{"service's code", "Your Uber code: 4839. Never share this code.", "Your Uber code: {{otp}}. Never share this code."},
		{"use as your code", "Use 483920 as your login code", "Use {{otp}} as your login code"},
		{"pin first", "1234 is your PIN", "{{pin}} is your PIN"},
		{"zip code stays", "Your zip code is 94107", "Your zip code is 94107"},
		{"order code stays", "Your order code: 4839", "Your order code: 4839"},
		{"your token is", "Your token is a1b2c3d4e5f6g7h8", "Your token is {{token}}"},
		{"a currency token stays", "My token is USDT-TRC20", "My token is USDT-TRC20"},
		{"a word code stays", "Your verification code is FAILED1", "Your verification code is FAILED1"},
		{"slack example stays", "https://hooks.slack.com/services/YOUR/WEBHOOK/URL", "https://hooks.slack.com/services/YOUR/WEBHOOK/URL"},
		{"boarding pass stays", `<input name="boarding_pass" value="AA1234">`, `<input name="boarding_pass" value="AA1234">`},
		{"your token word stays", "Your token is ready", "Your token is ready"},
		{"curl user", "curl -u admin:hunter2secret https://api.example.com", "curl -u admin:{{password}} https://api.example.com"},
		{"curl user quoted", `curl --user "admin:hunter2secret" https://api.example.com`, `curl --user "admin:{{password}}" https://api.example.com`},
		{"docker user stays", "docker run --user 1000:1000 img", "docker run --user 1000:1000 img"},
		{"secret flags", "gh auth login --token ghx_a1b2c3 --password hunter2secret", "gh auth login --token {{token}} --password {{password}}"},
		{"shell variable flag stays", "deploy --api-key $API_KEY", "deploy --api-key $API_KEY"},
		{"enter the code to act", "Please enter the code 482915 to continue.", "Please enter the code {{otp}} to continue."},
		{"enter to verify", "Enter 482915 to verify your account.", "Enter {{otp}} to verify your account."},
		{"code is colon", "Your Twilio verification code is: 482915", "Your Twilio verification code is: {{otp}}"},
		{"your brand code is colon", "Your Apple ID Code is: 482915. Don't share it with anyone.", "Your Apple ID Code is: {{otp}}. Don't share it with anyone."},
		{"code with a remark", "Your one-time passcode (OTP) is 482915.", "Your one-time passcode (OTP) is {{otp}}."},
		{"sign-in code unlinked", "Sign-in code 482915", "Sign-in code {{otp}}"},
		{"bare code line", "Sign in to Acme\nCODE: 482915\nIt expires in 10 minutes.", "Sign in to Acme\nCODE: {{otp}}\nIt expires in 10 minutes."},
		{"product code line stays", "Code: 100234\nBosch drill, 18 V", "Code: 100234\nBosch drill, 18 V"},
		{"phone after code stays whole", "Code: 212-555-0199", "Code: {{phone}}"},
		{"subject line code", "Subject: 482915 - your Slack confirmation code", "Subject: {{otp}} - your Slack confirmation code"},
		{"grouped code", "Your login code is 482-915", "Your login code is {{otp}}"},
		{"letters and digits code", "Your verification code is K7X9QP", "Your verification code is {{otp}}"},
		{"status code stays", "Status code: 200, error code 404", "Status code: 200, error code 404"},
		{"verification word stays", "Your verification code is expired", "Your verification code is expired"},
		{"joined password key", `{"newpassword":"Qw3rTyU1oP9aSdF8","confirmpassword":"Qw3rTyU1oP9aSdF8"}`, `{"newpassword":"{{password}}","confirmpassword":"{{password}}"}`},
		{"joined token and secret keys", `{"sessiontoken":"Qw3rTyU1oP9aSdF8","appsecret":"Zx8cVb7nM6aS5dF4"}`, `{"sessiontoken":"{{token}}","appsecret":"{{secret}}"}`},
		{"json csrf and session", `{"csrf":"Xk29fLq8Vn3Rm7Pz","session":"Xk29fLq8Vn3Rm7Pz"}`, `{"csrf":"{{token}}","session":"{{token}}"}`},
		{"json session choice stays", `{"session": "evening"}`, `{"session": "evening"}`},
		{"joined code keys", `{"otpcode":"482915","verificationcode":"482916"}`, `{"otpcode":"{{otp}}","verificationcode":"{{otp_2}}"}`},
		{"script csrf", `window.csrf = "Csrf1nScr1pt"`, `window.csrf = "{{token}}"`},
		{"env keys", "SECRET_KEY_BASE=Qw3rTyU1oP9aSdF8\nAPP_KEY=Zx8cVb7nM6aS5dF4\nPGPASSWORD=Pl0kMnJi9UhbYg7T", "SECRET_KEY_BASE={{secret}}\nAPP_KEY={{token}}\nPGPASSWORD={{password}}"},
		{"session id in prose", "Your session ID is 5d41402abc4b2a76b9719d911017c592", "Your session ID is {{token}}"},
		{"session words stay", "The session keys are rotated daily", "The session keys are rotated daily"},
		{"slack webhook", "https://hooks.slack.com/services/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", "https://hooks.slack.com/services/T024BE7LD/B08K9M2QX7P/{{token}}"},
		{"discord webhook", "https://discord.com/api/webhooks/123456789012345678/aK3mZ9qL2xW7vB4nR8tY1sE5-Zz_xQ1w2E3r4T5y6U7i8O9p0AsDfGhJkLzXcVbNm1234", "https://discord.com/api/webhooks/123456789012345678/{{token}}"},
		{"telegram bot token", "https://api.telegram.org/bot123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw/getMe", "https://api.telegram.org/{{token}}/getMe"},
		{"token as url user", "https://a94a8fe5ccb19ba61c4c0873d391e987982fbbd3@github.com/acme/private.git", "https://{{token}}@github.com/acme/private.git"},
		{"git user stays", "ssh://git@github.com/acme/x", "ssh://git@github.com/acme/x"},
		{"multi-line curl", "curl -X POST https://x \\\n  -u admin:S3cretPass", "curl -X POST https://x \\\n  -u admin:{{password}}"},
		{"mysql short flag", "mysql -u root -pS3cretPass db", "mysql -u root -p{{password}} db"},
		{"sshpass", "sshpass -p hunter2secret ssh host", "sshpass -p {{password}} ssh host"},
		{"docker login", "docker login -u bob -p S3cretPass registry.example.com", "docker login -u bob -p {{password}} registry.example.com"},
		{"mysql prompt stays", "mysql -u root -p mydb", "mysql -u root -p mydb"},
		{"bank otp", "Dear Customer, your OTP for login is 482915. Do not share.", "Dear Customer, your OTP for login is {{otp}}. Do not share."},
		{"one time password for", "Your one time password for transaction is 482915", "Your one time password for transaction is {{otp}}"},
		{"reset code", "Password reset code: 482915", "Password reset code: {{otp}}"},
		{"the code for your account", "482915 is the code for your Acme account", "{{otp}} is the code for your Acme account"},
		{"code on the line below", "Enter this code to sign in:\n\n482915\n\nThis code expires in 10 minutes.", "Enter this code to sign in:\n\n{{otp}}\n\nThis code expires in 10 minutes."},
		{"store code stays", "Your store code: 4839", "Your store code: 4839"},
		{"release year stays", "Release 2024 - your code, shipped", "Release 2024 - your code, shipped"},
		{"zip to continue stays", "Enter 94107 to continue", "Enter 94107 to continue"},
		{"promo code stays", "Use code 2024 to complete your purchase", "Use code 2024 to complete your purchase"},
		{"help text flags stay", "--token string   the token to use\n--api-key KEY", "--token string   the token to use\n--api-key KEY"},
		{"example credentials stay", "curl -u USER:TOKEN https://api.example.com", "curl -u USER:TOKEN https://api.example.com"},
		{"timetable session stays", "Session ID: CS101-001", "Session ID: CS101-001"},
		{"json session name stays", `{"session": "Summer 1", "key": "fall2024"}`, `{"session": "Summer 1", "key": "fall2024"}`},
		{"storage key stays", `{"storageKey": "cart-items-v2", "maxtoken": 4096, "xsrf": "enabled"}`, `{"storageKey": "cart-items-v2", "maxtoken": 4096, "xsrf": "enabled"}`},
		{"label stays", `{"forgotpassword":"Forgot your password?"}`, `{"forgotpassword":"Forgot your password?"}`},
		{"ski pass stays", `<input name="pass" value="Annual Pass"><input name="session" value="2024-fall">`, `<input name="pass" value="Annual Pass"><input name="session" value="2024-fall">`},
		{"env variable stays", "PGPASSWORD=$DB_PASS psql -U postgres", "PGPASSWORD=$DB_PASS psql -U postgres"},
		{"user name in url stays", "https://jsmith2023dev@bitbucket.org/acme/x.git", "https://jsmith2023dev@bitbucket.org/acme/x.git"},
		{"webhook docs stay", "https://docs.example.com/webhooks/setup-guide-2024", "https://docs.example.com/webhooks/setup-guide-2024"},
		{"otp input", `<input name="otp" value="482915"><input autocomplete="one-time-code" name="code" value="552211">`, `<input name="otp" value="{{otp}}"><input autocomplete="one-time-code" name="code" value="{{otp_2}}">`},
		{"nested password name", `<input name="user[password]" value="hunter2secret">`, `<input name="user[password]" value="{{password}}">`},
		{"zip under sign in stays", "Sign in to check out faster\nZIP code:\n94107", "Sign in to check out faster\nZIP code:\n94107"},
		{"promo code below stays", "Share\nPromo code:\nSAVE2024\nOffer expires 31 Dec", "Share\nPromo code:\nSAVE2024\nOffer expires 31 Dec"},
		{"reward code stays", "Your reward code: 20245 (expires in 30 days)", "Your reward code: 20245 (expires in 30 days)"},
		{"product code line by chrome stays", "Subscribe & save or one-time purchase\nCode: 100234", "Subscribe & save or one-time purchase\nCode: 100234"},
		{"identifiers under key names stay", `{"masterKey": "F1-Grand-Prix-2024", "storageKey": "TanstackQueryDevtools.open", "sessionKey": "checkoutStepShipping"}`, `{"masterKey": "F1-Grand-Prix-2024", "storageKey": "TanstackQueryDevtools.open", "sessionKey": "checkoutStepShipping"}`},
		{"postal pin input stays", `<input name="pin" value="560001"><input name="token" value="ETH2024MAINNET">`, `<input name="pin" value="560001"><input name="token" value="ETH2024MAINNET">`},
		{"pipe ends the command", "redis-cli info memory | grep -a used_memory_human", "redis-cli info memory | grep -a used_memory_human"},
		{"curl then another command", "curl -fsSL https://get.docker.com | sh && usermod -u 1001:grp2024 bob", "curl -fsSL https://get.docker.com | sh && usermod -u 1001:grp2024 bob"},
		{"quoted password with a space", "login --password 'hunter2 secret'", "login --password '{{password}}'"},
		{"secret's name with its deployment", "DB_PASSWORD_PROD=hunter2xyz\nSTRIPE_SECRET_LIVE=a8f3k2m9q1x7z\nMY_APP_TOKEN_V2=abcd1234efgh5678ijkl", "DB_PASSWORD_PROD={{password}}\nSTRIPE_SECRET_LIVE={{secret}}\nMY_APP_TOKEN_V2={{token}}"},
		{"deployment-named settings stay", `{"token_test": "passed", "auth_prod": "enabled", "session_live": "evening", "password_new": "Enter a new password"}`, `{"token_test": "passed", "auth_prod": "enabled", "session_live": "evening", "password_new": "Enter a new password"}`},
		{"personal access token", "export GITHUB_PAT=ghx7Kd93LmQp2ZrT8vWy", "export GITHUB_PAT={{token}}"},
		{"pat and path stay", `{"pat": "Pat Smith", "path": "/usr/local/bin", "pattern": "a1b2c3d4e5f6g7"}`, `{"pat": "Pat Smith", "path": "/usr/local/bin", "pattern": "a1b2c3d4e5f6g7"}`},
		{"httpie auth", "http -a alice:S3cretPass https://api.test/user", "http -a alice:{{password}} https://api.test/user"},
		{"short password flags", "mongo -u admin -p S3cretPass\naz login -u alice -p S3cretPass2\n7z a -pS3cretPass3 a.7z\nsqlcmd -U sa -P 'Str0ngP@ss'", "mongo -u admin -p {{password}}\naz login -u alice -p {{password_2}}\n7z a -p{{password_3}} a.7z\nsqlcmd -U sa -P '{{password_4}}'"},
		{"password arguments", "htpasswd -nb alice hunter22x\nsmbclient //srv/share -U alice%hunter22y\nopenssl pkcs12 -export -passout pass:hunter22z", "htpasswd -nb alice {{password}}\nsmbclient //srv/share -U alice%{{password_2}}\nopenssl pkcs12 -export -passout pass:{{password_3}}"},
		{"short flags of other meanings stay", "7z a -p archive.7z files\nhtpasswd -B .htpasswd alice\nmongo --port 27017 -p\ndocker run -p 8080:80 nginx\nhttp -a USER:PASSWORD https://api.test", "7z a -p archive.7z files\nhtpasswd -B .htpasswd alice\nmongo --port 27017 -p\ndocker run -p 8080:80 nginx\nhttp -a USER:PASSWORD https://api.test"},
		{"microsoft 365 webhook", "https://acme.webhook.office.com/webhookb2/3f1a2b3c-1111-2222-3333-444455556666@aaaabbbb-1111-2222-3333-444455556666/IncomingWebhook/abcdef0123456789abcdef0123456789/bbbbbbbb-1111-2222-3333-444455556666", "https://acme.webhook.office.com/webhookb2/3f1a2b3c-1111-2222-3333-444455556666@aaaabbbb-1111-2222-3333-444455556666/IncomingWebhook/{{token}}/{{token}}"},
		{"deployment words of tests, copies and code stay", "password_test: password_test.o hash.o\nconst password_new = document.getElementById('pw2').value;\ndb_password_prod = os.environ[\"DB_PASSWORD_PROD\"]\n{\"pass_qa\": \"97.35%\", \"pin_primary\": \"GPIO17A\", \"secret_test\": \"spec/secret_test_v2.rb\"}", "password_test: password_test.o hash.o\nconst password_new = document.getElementById('pw2').value;\ndb_password_prod = os.environ[\"DB_PASSWORD_PROD\"]\n{\"pass_qa\": \"97.35%\", \"pin_primary\": \"GPIO17A\", \"secret_test\": \"spec/secret_test_v2.rb\"}"},
		{"numbered deployments", "DB_PASSWORD_STG=hunter2xyz\nAPI_TOKEN_STAGING2=abcd1234efgh5678ijkl", "DB_PASSWORD_STG={{password}}\nAPI_TOKEN_STAGING2={{token}}"},
		{"quoted passwords with spaces", `sqlcmd -S srv -U sa -P "Str0ng P@ss w0rd"` + "\n" + `az login -u alice -p 'Tr0ub4dor &3'` + "\n" + `7z x a.7z -p"S3cret 99"`, `sqlcmd -S srv -U sa -P "{{password}}"` + "\n" + `az login -u alice -p '{{password_2}}'` + "\n" + `7z x a.7z -p"{{password_3}}"`},
		{"htpasswd before a redirection", "htpasswd -nbB admin S3cret99 2>/dev/null\nhtpasswd -bB -C 12 .htpasswd alice S3cret98", "htpasswd -nbB admin {{password}} 2>/dev/null\nhtpasswd -bB -C 12 .htpasswd alice {{password_2}}"},
		{"commands inside other commands", "docker exec -it db mysql -uroot -pS3cret99\ndocker run --rm httpd:2.4 htpasswd -Bbn alice S3cret98 > auth/htpasswd\n" + `{"cmd": "mysql -u root -phunter22x"}`, "docker exec -it db mysql -uroot -p{{password}}\ndocker run --rm httpd:2.4 htpasswd -Bbn alice {{password_2}} > auth/htpasswd\n" + `{"cmd": "mysql -u root -p{{password_3}}"}`},
		{"continued command line", "mongosh \\\n  -u admin \\\n  -p S3cretPass99", "mongosh \\\n  -u admin \\\n  -p {{password}}"},
		{"other commands' -p and -a stay", "docker run -d --name mongo -p 27017:27017/tcp mongo:7\nkubectl exec -it mongo -- mkdir -p data/db\nrsync over http is slow, use rsync -a web1:htdocs/2024 ./mirror\nhtpasswd -bD /etc/nginx/.htpasswd alice2", "docker run -d --name mongo -p 27017:27017/tcp mongo:7\nkubectl exec -it mongo -- mkdir -p data/db\nrsync over http is slow, use rsync -a web1:htdocs/2024 ./mirror\nhtpasswd -bD /etc/nginx/.htpasswd alice2"},
		{"references stay", "sqlcmd -S srv -U sa -P %SQL_PASSWORD% -i init.sql\nmongosh -u admin -p passwordPrompt()\nmysql -u root -p$DB_PASS", "sqlcmd -S srv -U sa -P %SQL_PASSWORD% -i init.sql\nmongosh -u admin -p passwordPrompt()\nmysql -u root -p$DB_PASS"},
		{"IncomingWebhook elsewhere stays", "https://github.com/acme/notifier/tree/main/IncomingWebhook/TeamsNotificationSample\nhttps://acme.webhook.office.com/webhookb2/{group-id}@{tenant-id}/IncomingWebhook/{incoming-webhook-id}/{connector-config-id}", "https://github.com/acme/notifier/tree/main/IncomingWebhook/TeamsNotificationSample\nhttps://acme.webhook.office.com/webhookb2/{group-id}@{tenant-id}/IncomingWebhook/{incoming-webhook-id}/{connector-config-id}"},
		{"padded base64 under a strict name", `{"appsecret": "dGhpcyBpcyBhIHNlY3JldA==", "storage": "id=npmrc"}` + "\n--token Xk29fLq8Vn3Rm7PzAbCdEf==", `{"appsecret": "{{secret}}", "storage": "id=npmrc"}` + "\n--token {{token}}"},
		{"passwords with the shell's signs", "mysql -u root -pPa$$w0rd1\nmysql -u root -pP@ss(w0rd)1\nredis-cli -h r1 -a Xy$9kLm2pQ ping\n(mysql -uroot -pS3cret98)", "mysql -u root -p{{password}}\nmysql -u root -p{{password_2}}\nredis-cli -h r1 -a {{password_3}} ping\n(mysql -uroot -p{{password_4}})"},
		{"commands in exec arrays", "CMD [\"mysqladmin\", \"-uroot\", \"-pS3cret91\", \"ping\"]\ntest: [\"CMD\", \"mysqladmin\", \"ping\", \"-uroot\", \"-pS3cret90\"]\ntest: [\"CMD-SHELL\", \"mysqladmin ping -uroot -pS3cret89 || exit 1\"]\ncommand: ['mongosh', '-u', 'admin', '-p', 'S3cretPass88']", "CMD [\"mysqladmin\", \"-uroot\", \"-p{{password}}\", \"ping\"]\ntest: [\"CMD\", \"mysqladmin\", \"ping\", \"-uroot\", \"-p{{password_2}}\"]\ntest: [\"CMD-SHELL\", \"mysqladmin ping -uroot -p{{password_3}} || exit 1\"]\ncommand: ['mongosh', '-u', 'admin', '-p', '{{password_4}}']"},
		{"exec arrays' ports and lists stay", "[\"docker\", \"run\", \"--name\", \"mongo\", \"-p\", \"27017:27017\"]\nclients: [\"mysql\", \"mariadb\"] - both", "[\"docker\", \"run\", \"--name\", \"mongo\", \"-p\", \"27017:27017\"]\nclients: [\"mysql\", \"mariadb\"] - both"},
		{"ssh public keys stay", "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHVtb3JlZGF0YWJsZXN0dWZmZm9yc3NoMTIzNDU2 bob@work\nssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQC7x9Yk2mPqRsT4uVw8XzAbCdEfGhIjKlMnOpQrStUv me", "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHVtb3JlZGF0YWJsZXN0dWZmZm9yc3NoMTIzNDU2 bob@work\nssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQC7x9Yk2mPqRsT4uVw8XzAbCdEfGhIjKlMnOpQrStUv me"},
		{"a key body after another word is masked", "token AAAAC3NzaC1lZDI1NTE5AAAAIHVtb3JlZGF0YWJsZXN0dWZmZm9yc3NoMTIzNDU2", "token {{token}}"},
		{"passwords in tables, terms and XML", "| Username | deploy |\n| Password | 7X8s51fbE6 |\n<tr><th>Password</th><td>Xk9mQ2pLz7</td></tr>\n<password>Xk9mQ2pLz6</password>", "| Username | deploy |\n| Password | {{password_2}} |\n<tr><th>Password</th><td>{{password_3}}</td></tr>\n<password>{{password}}</password>"},
		{"keys in terms, labels and XML", "<dt>API token</dt><dd>Xk9mQ2pLz7abc</dd>\n<p>Your API key:</p><code>Xk9mQ2pLz7abcdEFGH12345z</code>\n<apiKey>4f3c2a1b9e8d7c6b5a4f3e2d1c0b9a8f</apiKey>", "<dt>API token</dt><dd>{{token}}</dd>\n<p>Your API key:</p><code>{{secret_2}}</code>\n<apiKey>{{secret}}</apiKey>"},
		{"a password for a server, a password changed", "The password for the staging server is Xk9mQ2pLz7, please rotate it. Password changed to Yq8nR3mKw2", "The password for the staging server is {{password}}, please rotate it. Password changed to {{password_2}}"},
		{"tables and markup about passwords stay", "| Password | Required |\n<th>Password</th><td>Last changed 3 days ago</td>\n<dt>Password</dt><dd>Use 12+ characters</dd>\n<password>${DB_PASSWORD}</password>\nThe password for the account is required\nPassword reset for user ID 12345\n<th>API key</th><td>Create one under Settings</td>", "| Password | Required |\n<th>Password</th><td>Last changed 3 days ago</td>\n<dt>Password</dt><dd>Use 12+ characters</dd>\n<password>${DB_PASSWORD}</password>\nThe password for the account is required\nPassword reset for user ID 12345\n<th>API key</th><td>Create one under Settings</td>"},
		{"configuration settings", "<property name=\"password\" value=\"Xk9mQ2pLz7\"/>\n<add key=\"ApiKey\" value=\"Xk9mQ2pLz7abc\"/>\n<add key=\"Environment\" value=\"Production\"/>\n<param name=\"token\" value=\"ETH\"/>\n<property name=\"db.password\" value=\"${DB_PASSWORD}\"/>", "<property name=\"password\" value=\"{{password}}\"/>\n<add key=\"ApiKey\" value=\"{{token}}\"/>\n<add key=\"Environment\" value=\"Production\"/>\n<param name=\"token\" value=\"ETH\"/>\n<property name=\"db.password\" value=\"${DB_PASSWORD}\"/>"},
		{"connection strings and key headers", "jdbc:sqlserver://db:1433;databaseName=app;user=sa;password=Xk9mQ2pLz7;\nEndpoint=sb://ns.servicebus.windows.net/;SharedAccessKeyName=Root;SharedAccessKey=Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4zAB7cDE0fGH2=\ncurl -H \"Ocp-Apim-Subscription-Key: 4f3c2a1b9e8d7c6b5a4f3e2d1c0b9a8f\" https://api.example\nhttps://api.example.com/data?q=London&appid=4f3c2a1b9e8d7c6b5a4f3e2d1c0b9a8f", "jdbc:sqlserver://db:1433;databaseName=app;user=sa;password={{password}};\nEndpoint=sb://ns.servicebus.windows.net/;SharedAccessKeyName=Root;SharedAccessKey={{token}}\ncurl -H \"Ocp-Apim-Subscription-Key: {{token}}\" https://api.example\nhttps://api.example.com/data?q=London&appid={{token}}"},
		{"steam's app id and a jdbc flag stay", "https://store.steampowered.com/api/appdetails?appids=570&appid=570\njdbc:sqlserver://db:1433;databaseName=app;integratedSecurity=true", "https://store.steampowered.com/api/appdetails?appids=570&appid=570\njdbc:sqlserver://db:1433;databaseName=app;integratedSecurity=true"},
		{"codes in other languages", "Seu código de verificação é 367518\n您的验证码是764934，5分钟内有效\n認証コード：677116\nDein Code: 783764\nВаш код подтверждения: 482913\n[인증번호 582913]\nTwój kod weryfikacyjny to 682913", "Seu código de verificação é {{otp}}\n您的验证码是{{otp_4}}，5分钟内有效\n認証コード：{{otp_5}}\nDein Code: {{otp_2}}\nВаш код подтверждения: {{otp_6}}\n[인증번호 {{otp_7}}]\nTwój kod weryfikacyjny to {{otp_3}}"},
		{"other numbers in other languages stay", "您的订单号是764934\nDein Code für 20% Rabatt: SAVE2024\nIhr Code 2024 ist abgelaufen", "您的订单号是764934\nDein Code für 20% Rabatt: SAVE2024\nIhr Code 2024 ist abgelaufen"},
		{"temporary passwords in other languages", "Mot de passe temporaire : Xk9mQ2pLz7\nContraseña temporal: Xk9mQ2pLz6\nPassword temporanea: Xk9mQ2pLz5\nInitialpasswort: Xk9mQ2pLz4\nLe mot de passe temporaire expire dans 24 heures", "Mot de passe temporaire : {{password_3}}\nContraseña temporal: {{password_4}}\nPassword temporanea: {{password}}\nInitialpasswort: {{password_2}}\nLe mot de passe temporaire expire dans 24 heures"},
		{"passwords passed to code", "requests.get(url, auth=('alice', 'Xk9mQ2pLz7'))\n$pw = ConvertTo-SecureString 'Xk9mQ2pLz5' -AsPlainText -Force\necho 'Xk9mQ2pLz4' | docker login -u alice --password-stdin", "requests.get(url, auth=('alice', '{{password}}'))\n$pw = ConvertTo-SecureString '{{password_2}}' -AsPlainText -Force\necho '{{password_3}}' | docker login -u alice --password-stdin"},
		{"code that computes a password stays", "password = getpass()\npw = os.environ['PW']\n$password = Read-Host -AsSecureString\nauth=(user, password)\necho $CR_PAT | docker login ghcr.io -u alice --password-stdin", "password = getpass()\npw = os.environ['PW']\n$password = Read-Host -AsSecureString\nauth=(user, password)\necho $CR_PAT | docker login ghcr.io -u alice --password-stdin"},
		{"a user and a password in a sentence about signing in", "Default login is admin:Xk9mQ2pLz7. Use admin / Xk9mQ2pLz6 to log in. Sign in as alice@example.com / Xk9mQ2pLz5 and download the invoice", "Default login is admin:{{password}}. Use admin / {{password_2}} to log in. Sign in as {{email}} / {{password_3}} and download the invoice"},
		{"names with slashes and colons near a login stay", "Use OAuth/OIDC2 to sign in. Login with TCP/IP. Sign in as Admin:Read-Only. Login time is 14:00:05. The login page is at localhost:8080, open https://example.com/login", "Use OAuth/OIDC2 to sign in. Login with TCP/IP. Sign in as Admin:Read-Only. Login time is 14:00:05. The login page is at localhost:8080, open https://example.com/login"},
		{"connection strings with a user and a password before an @", "root:Xk9mQ2pLz7@tcp(127.0.0.1:3306)/app\njdbc:oracle:thin:scott/Xk9mQ2pLz6@db:1521/ORCL\nsqlplus -s system/Xk9mQ2pLz5@//db:1521/pdb", "root:{{password}}@tcp(127.0.0.1:3306)/app\njdbc:oracle:thin:scott/{{password_2}}@db:1521/ORCL\nsqlplus -s system/{{password_3}}@//db:1521/pdb"},
		{"connection strings without a password stay", "root:$MYSQL_PWD@tcp(db:3306)/app\nsqlplus / as sysdba\nuser@tcp(localhost:3306)/db", "root:$MYSQL_PWD@tcp(db:3306)/app\nsqlplus / as sysdba\nuser@tcp(localhost:3306)/db"},
		{"a portal's keys and a token just created", "Primary key\n4f3c2a1b9e8d7c6b5a4f3e2d1c0b9a8f\nSecondary key\n5e3c2a1b9e8d7c6b5a4f3e2d1c0b9a8e\nToken created: 6d3c2a1b9e8d7c6b5a4f3e2d1c0b9a8d", "Primary key\n{{secret}}\nSecondary key\n{{secret_2}}\nToken created: {{token}}"},
		{"a table's primary key and tokens in prose stay", "Primary key: id\nThe primary key is user_id\nToken created on 2024-05-01\nNew tokens are issued every 24 hours", "Primary key: id\nThe primary key is user_id\nToken created on 2024-05-01\nNew tokens are issued every 24 hours"},
		{"a cell's whole value with its signs", "<td>Password</td><td>Qw7rT2xZ!</td>\n| Password | Tr4ck-M3. |", "<td>Password</td><td>{{password}}</td>\n| Password | {{password_2}} |"},
		{"hints, dates and algorithms in a password's cell stay", "<label for=\"p\">Password</label><small>6-20 characters</small>\n| Password | 2024-01-15 |\n<th>Password</th><td>Argon2id</td>\n| Password | WPA2-Personal |\n<dt>Password</dt><dd>&#9679;&#9679;&#9679;</dd>\nPassword changed to SHA-256 hashing", "<label for=\"p\">Password</label><small>6-20 characters</small>\n| Password | 2024-01-15 |\n<th>Password</th><td>Argon2id</td>\n| Password | WPA2-Personal |\n<dt>Password</dt><dd>&#9679;&#9679;&#9679;</dd>\nPassword changed to SHA-256 hashing"},
		{"defaults in code that reads a password", "password = os.getenv(\"PG_PASS\", \"Rk3vNw8Pq2\")\npassword = os.environ.get('PW') or \"Rk3vNw8Pq1\"\nes = Elasticsearch(hosts, basic_auth=(\"elastic\", \"Rk3vNw8Pq0\"))\npassword = (\"Rk3vNw8Pq9\")\nPassword: Purple-Monkey7", "password = os.getenv(\"PG_PASS\", \"{{password}}\")\npassword = os.environ.get('PW') or \"{{password_2}}\"\nes = Elasticsearch(hosts, basic_auth=(\"elastic\", \"{{password_5}}\"))\npassword = (\"{{password_3}}\")\nPassword: {{password_4}}"},
		{"settings read from code stay", "password = settings.DB_PASSWORD\npassword = os.getenv(\"PG_PASS\")", "password = settings.DB_PASSWORD\npassword = os.getenv(\"PG_PASS\")"},
		{"a user and a password in more sentences", "Log in as customer: emma.lopes@example.com / Password.123\nLog in with demo@example.com/Demo1234!\nUse admin/Adm1nPass9 to sign in\nOpen the site.\\nUse bob / Rk3vNw8Pq2 to sign in", "Log in as customer: {{email}} / {{password}}\nLog in with {{email_2}}/{{password_2}}\nUse admin/{{password_3}} to sign in\nOpen the site.\\nUse bob / {{password_4}} to sign in"},
		{"versions, paths and names near a login stay", "Use python:3.12-slim for the login service\nThe login container is postgres:16.2-alpine\nLogin with user arn:aws:iam::123456789012:user/alice\nThe login form is at /auth/login2\nSign in with google/oauth2 please", "Use python:3.12-slim for the login service\nThe login container is postgres:16.2-alpine\nLogin with user arn:aws:iam::123456789012:user/alice\nThe login form is at /auth/login2\nSign in with google/oauth2 please"},
		{"key headers as JSON keys", "{\"headers\": {\"Ocp-Apim-Subscription-Key\": \"9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d\"}}", "{\"headers\": {\"Ocp-Apim-Subscription-Key\": \"{{token}}\"}}"},
		{"dates and years after a code's name stay", "Dein Code: 2024-12-31\nКод подтверждения: 2024 год", "Dein Code: 2024-12-31\nКод подтверждения: 2024 год"},
		{"more commands' passwords", "redis-server --requirepass Xk9mQ2pLz7 --port 6380\nredis-cli --pass Xk9mQ2pLz6 ping\nldapsearch -x -D cn=admin,dc=example -w Xk9mQ2pLz5 -b dc=example\nunzip -P Xk9mQ2pLz4 secret.zip\nxfreerdp /u:admin /p:Xk9mQ2pLz3 /v:host", "redis-server --requirepass {{password}} --port 6380\nredis-cli --pass {{password_2}} ping\nldapsearch -x -D cn=admin,dc=example -w {{password_3}} -b dc=example\nunzip -P {{password_4}} secret.zip\nxfreerdp /u:admin /p:{{password_5}} /v:host"},
		{"the same commands without a password stay", "zip -r archive.zip folder\nldapsearch -x -W -b dc=example\nunzip -P 1 file.zip", "zip -r archive.zip folder\nldapsearch -x -W -b dc=example\nunzip -P 1 file.zip"},
		{"passwords echoed into a command, an element with attributes", "echo \"Gh7tRw2Kp4\" | passwd --stdin deploy\necho \"alice:Gh7tRw2Kp3\" | chpasswd\necho Gh7tRw2Kp2 | sudo -S apt-get update\n<password enc=\"no\">Vb5nLm2Qx8</password>", "echo \"{{password_2}}\" | passwd --stdin deploy\necho \"alice:{{password_3}}\" | chpasswd\necho {{password_4}} | sudo -S apt-get update\n<password enc=\"no\">{{password}}</password>"},
		{"flags after a password's name stay", "aws ecr get-login-password --region eu-west-1 | docker login --username AWS --password-stdin 123.dkr.ecr.eu-west-1.amazonaws.com", "aws ecr get-login-password --region eu-west-1 | docker login --username AWS --password-stdin 123.dkr.ecr.eu-west-1.amazonaws.com"},
		{"messaging apps' codes", "Your WhatsApp code: 367-518\nTelegram code: 73915\nКод для входа в Telegram: 73914. Не давайте код никому!\nDoğrulama kodunuz: 739152", "Your WhatsApp code: {{otp}}\nTelegram code: {{otp_2}}\nКод для входа в Telegram: {{otp_4}}. Не давайте код никому!\nDoğrulama kodunuz: {{otp_3}}"},
		{"settings named in one word, values as an element's text", "<add key=\"DbPassword\" value=\"Rk3vNw8Pq2\" />\n<add key=\"SendGridApiKey\" value=\"SG.abcdefghijklmnop.qrstuvwxyz0123456789\" />\n<property name=\"connection.password\">Rk3vNw8Pq1</property>", "<add key=\"DbPassword\" value=\"{{password}}\" />\n<add key=\"SendGridApiKey\" value=\"{{secret}}\" />\n<property name=\"connection.password\">{{password_2}}</property>"},
		{"settings that are no secret stay", "<add key=\"PasswordPolicy\" value=\"strict\"/>\n<property name=\"password\">${DB_PASSWORD}</property>\n<param name=\"token\">ETH</param>", "<add key=\"PasswordPolicy\" value=\"strict\"/>\n<property name=\"password\">${DB_PASSWORD}</property>\n<param name=\"token\">ETH</param>"},
		{"a password with its own brackets", "password=P@ss(w0rd)1 and token=Ab3(dE)f6hIj9kLm2", "password={{password}} and token={{token}}"},
		{"code indexing or calling stays", "password = sys.argv[1]\npassword = secrets.token_urlsafe(16)\npassword = generate_password(16)", "password = sys.argv[1]\npassword = secrets.token_urlsafe(16)\npassword = generate_password(16)"},
		{"commands run by wrappers", "timeout 30 docker login -u bob -p S3cretPass95 reg.io\nnice -n 10 mysqldump -uroot -pS3cret94 db\ncmd /c mysql -uroot -pS3cret93\nfind . -name '*.sql' | xargs -0 -n1 mysql -uroot -pS3cret92", "timeout 30 docker login -u bob -p {{password}} reg.io\nnice -n 10 mysqldump -uroot -p{{password_2}} db\ncmd /c mysql -uroot -p{{password_3}}\nfind . -name '*.sql' | xargs -0 -n1 mysql -uroot -p{{password_4}}"},
		{"containers' ports after wrappers stay", "timeout 30 docker run --name mongo -p 27017:27017 mongo\nThe 30 docker images -p flag", "timeout 30 docker run --name mongo -p 27017:27017 mongo\nThe 30 docker images -p flag"},
		{"commands in lists, prompts and markup", "script:\n  - docker login -u bob -p S3cretPass99 reg.io\nkubectl exec -it mongo-0 -- mongosh -u admin -p S3cretPass98\n<code>mysql -uroot -pS3cret97</code>\nRun `sshpass -p S3cretPass96 ssh h` first", "script:\n  - docker login -u bob -p {{password}} reg.io\nkubectl exec -it mongo-0 -- mongosh -u admin -p {{password_2}}\n<code>mysql -uroot -p{{password_3}}</code>\nRun `sshpass -p {{password_4}} ssh h` first"},
		{"commands in JSON strings", `{"cmd": "sh -c \"mysql -uroot -pS3cret99\"", "run": "sqlcmd -S srv -U sa -P \"Str0ng P@ss w0rd\"", "script": "set -e\n\tmysqldump -uroot -pS3cret98"}`, `{"cmd": "sh -c \"mysql -uroot -p{{password}}\"", "run": "sqlcmd -S srv -U sa -P \"{{password_2}}\"", "script": "set -e\n\tmysqldump -uroot -p{{password_3}}"}`},
		{"login, htpasswd and variables in other roles stay", "docker run -d --name login -p 8080:80/tcp nginx\nhtpasswd -nb prints user:hash to stdout\nsmbclient //nas/share -U %USERNAME%%%PASSWORD%", "docker run -d --name login -p 8080:80/tcp nginx\nhtpasswd -nb prints user:hash to stdout\nsmbclient //nas/share -U %USERNAME%%%PASSWORD%"},
		{"deployment keys of paths and code stay", "PWD_LOCAL=~/src/app2\ndb_password_prod = secrets.DB_PASSWORD\ndb_password_prod = process.env.DB_PASSWORD_PROD\ncredentials_prod: secrets/prod-1.json\n\"password_new\": \"auth.password-new\"", "PWD_LOCAL=~/src/app2\ndb_password_prod = secrets.DB_PASSWORD\ndb_password_prod = process.env.DB_PASSWORD_PROD\ncredentials_prod: secrets/prod-1.json\n\"password_new\": \"auth.password-new\""},
		{"more deployment keys", "SECRET_KEY_PROD=Xk29fLq8Vn3Rm7PzQ2\nDB_PASSWORD_PROD_EU=S3cretPass99\nJWT_SECRET_BASE64=Qk29fLq8Vn3Rm7PzQ2==", "SECRET_KEY_PROD={{secret}}\nDB_PASSWORD_PROD_EU={{password}}\nJWT_SECRET_BASE64={{secret_2}}"},
		{"unnamed one-time-code input", `<input type="tel" autocomplete="one-time-code" value="482915">`, `<input type="tel" autocomplete="one-time-code" value="{{otp}}">`},
		{"emphasised label", "<p><strong>Password:</strong> Tr0ub4dor&3x</p>", "<p><strong>Password:</strong> {{password}}</p>"},
		{"bold temporary password", "<p><b>Temporary password:</b> Kx8#pQ2vLm</p>", "<p><b>Temporary password:</b> {{password}}</p>"},
		{"emphasised label and a word stays", "<p>Enter your <b>password</b> Continue</p>", "<p>Enter your <b>password</b> Continue</p>"},
		{"xml element in one word", "<adminPassword>Sup3rS3cret!</adminPassword>", "<adminPassword>{{password}}</adminPassword>"},
		{"xml secret", "<clientSecret>Zm9vYmFyYmF6cXV4MTIzNDU2</clientSecret>", "<clientSecret>{{secret}}</clientSecret>"},
		{"xml token", "<token>9f8e7d6c5b4a39281706f5e4d3c2b1a0</token>", "<token>{{token}}</token>"},
		{"xml token type stays", "<tokenType>Bearer</tokenType><token>ETH</token>", "<tokenType>Bearer</tokenType><token>ETH</token>"},
		{"xml variable stays", "<password>${DB_PASSWORD}</password>", "<password>${DB_PASSWORD}</password>"},
		{"smtp login", `server.login("alice@example.com", "Xy7!pQ9zLm")`, `server.login("{{email}}", "{{password}}")`},
		{"login with a variable", `smtp.login(user, 'Xy7!pQ9zLm')`, `smtp.login(user, '{{password}}')`},
		{"login with variables stays", `server.login(user, password)`, `server.login(user, password)`},
		{"login labels stay", `login("Welcome back", "Sign in")`, `login("Welcome back", "Sign in")`},
		{"go basic auth", `req.SetBasicAuth("admin", "Xy7!pQ9zLm")`, `req.SetBasicAuth("admin", "{{password}}")`},
		{"php curl userpwd", `curl_setopt($ch, CURLOPT_USERPWD, "admin:Xy7!pQ9zLm");`, `curl_setopt($ch, CURLOPT_USERPWD, "admin:{{password}}");`},
		{"credentials in backticks", "Credentials: `bob` / `Xy7!pQ9zLm`", "Credentials: `bob` / `{{password}}`"},
		{"go exec call", `exec.Command("mysql", "-u", "root", "-pXy7pQ9zLm")`, `exec.Command("mysql", "-u", "root", "-p{{password}}")`},
		{"node spawn", `spawn('mysql', ['-u', 'root', '-pXy7pQ9zLm'])`, `spawn('mysql', ['-u', 'root', '-p{{password}}'])`},
		{"java process builder", `new ProcessBuilder("sshpass", "-p", "Xy7pQ9zLm", "ssh", "host")`, `new ProcessBuilder("sshpass", "-p", "{{password}}", "ssh", "host")`},
		{"other call stays", `print("mysql", "-pXy7pQ9zLm")`, `print("mysql", "-pXy7pQ9zLm")`},
		{"timeout with a signal", "timeout -s KILL 30 docker login -p Xy7pQ9zLm registry.example.com", "timeout -s KILL 30 docker login -p {{password}} registry.example.com"},
		{"quoted windows path", `cmd /c "C:\Program Files\MySQL\bin\mysql.exe" -u root -pXy7pQ9zLm`, `cmd /c "C:\Program Files\MySQL\bin\mysql.exe" -u root -p{{password}}`},
		{"no-break space after a label", "Password:\u00a0Tr0ub4dor&3x", "Password:\u00a0{{password}}"},
		{"no-break space before a code", "Verification code:\u00a0739204", "Verification code:\u00a0{{otp}}"},
		{"no-break space before a cvv", "CVV:\u00a0123", "CVV:\u00a0{{cvv}}"},
		{"narrow no-break space in French", "Mot de passe\u202f: Kx8#pQ2vLm", "Mot de passe\u202f: {{password}}"},
		{"full-width colon", "Password：Tr0ub4dor&3x", "Password：{{password}}"},
		{"markdown bold label", "**Password:** Tr0ub4dor&3x", "**Password:** {{password}}"},
		{"markdown bold name", "**Password**: Tr0ub4dor&3x", "**Password**: {{password}}"},
		{"markdown underscores", "__Token__: ghp_abc123def456ghi789jkl012mno345pqr678", "__Token__: {{token}}"},
		{"python dunder stays", "def __init__(self, password): pass", "def __init__(self, password): pass"},
		{"an adjective of the password stays", "The password is case-sensitive.", "The password is case-sensitive."},
		{"a passphrase of words", "The password is correct-horse-battery-staple", "The password is {{password}}"},
		{"firebase reset link", "https://acme.firebaseapp.com/__/auth/action?mode=resetPassword&oobCode=Hn7Kp2LmQ9vR4tW8xZ1aB3cD5eF7gH9iJ0kL2mN4oP6qR8sT&lang=en", "https://acme.firebaseapp.com/__/auth/action?mode=resetPassword&oobCode={{token}}&lang=en"},
		{"product code parameter stays", "https://shop.example/p?code=0713995002", "https://shop.example/p?code=0713995002"},
		{"airport code parameter stays", "https://flights.example/airport?code=LHR", "https://flights.example/airport?code=LHR"},
		{"conference session stays", "https://conf.example/talks?session=2024-fall", "https://conf.example/talks?session=2024-fall"},
		{"oauth code parameter", "https://app.example/callback?code=4/0AfJohXk9sLm2Qx7vR3tY8uZ", "https://app.example/callback?code={{token}}"},
		{"one-time code parameter", "https://app.example/verify?code=482913", "https://app.example/verify?code={{token}}"},
		{"session id parameter", "https://app.example/x?session=a8f3k2j9d8s7f6g5h4j3", "https://app.example/x?session={{token}}"},
		{"session id of a word and hex", "https://app.example/x?session=abc_9f8e7d6c5b4a3921x", "https://app.example/x?session={{token}}"},
		{"key of secret words", "https://app.example/x?key=my_secret_key_123", "https://app.example/x?key={{token}}"},
		{"search key of words stays", "https://shop.example/s?key=price_low_high", "https://shop.example/s?key=price_low_high"},
		{"tab-separated passwords", "Service\tUsername\tPassword\nGrafana\tadmin\tGr4fana!pw", "Service\tUsername\tPassword\nGrafana\tadmin\t{{password}}"},
		{"markdown table of passwords", "| Service | Username | Password |\n| --- | --- | --- |\n| Grafana | admin | Gr4fana!pw |", "| Service | Username | Password |\n| --- | --- | --- |\n| Grafana | admin | {{password}} |"},
		{"markdown table of keys", "| Name | API key | Last used |\n|---|---|---|\n| prod | Hq3nR8vL2xY7kP4mWq9z | today |", "| Name | API key | Last used |\n|---|---|---|\n| prod | {{secret}} | today |"},
		{"aws credentials csv", "User name,Password,Access key ID\nalice,Xy7!pQ9zLm,ops", "User name,Password,Access key ID\nalice,{{password}},ops"},
		{"table of hints stays", "| Setting | Password hint |\n|---|---|\n| prod | my dog1 |", "| Setting | Password hint |\n|---|---|\n| prod | my dog1 |"},
		{"table of test results stays", "| Test | Pass |\n|---|---|\n| login2 | ok1 |", "| Test | Pass |\n|---|---|\n| login2 | ok1 |"},
		{"app password alone on its line", "Your app password for your device\nxmvp qkzt lwbd hnrc\nHow to use it", "Your app password for your device\n{{password}}\nHow to use it"},
		{"app password after its label", "App password: xmvp qkzt lwbd hnrc", "App password: {{password}}"},
		{"four short words stay", "Forgot your password? then your next step will be easy", "Forgot your password? then your next step will be easy"},
		{"mysql identified by", "CREATE USER 'app'@'%' IDENTIFIED BY 'Xy7pQ9zLm!';", "CREATE USER 'app'@'%' IDENTIFIED BY '{{password}}';"},
		{"mysql identified with a plugin", "ALTER USER 'root'@'localhost' IDENTIFIED WITH mysql_native_password BY 'Xy7pQ9zLm!';", "ALTER USER 'root'@'localhost' IDENTIFIED WITH mysql_native_password BY '{{password}}';"},
		{"redis auth", "redis-cli AUTH Xy7pQ9zLm", "redis-cli AUTH {{password}}"},
		{"redis config", "bind 127.0.0.1\nrequirepass Xy7pQ9zLm\n", "bind 127.0.0.1\nrequirepass {{password}}\n"},
		{"keytool store password", "keytool -genkey -alias app -keystore ks.jks -storepass Xy7pQ9zLm", "keytool -genkey -alias app -keystore ks.jks -storepass {{password}}"},
		{"rabbitmq user", "rabbitmqctl add_user admin Xy7pQ9zLm", "rabbitmqctl add_user admin {{password}}"},
		{"ssh key passphrase", "ssh-keygen -t ed25519 -N 'Xy7pQ9zLm' -f key", "ssh-keygen -t ed25519 -N '{{password}}' -f key"},
		{"windows net user", "net user alice Xy7pQ9zLm /add", "net user alice {{password}} /add"},
		{"net rpc keeps its user", "net rpc user -U admin%Xy7pQ9zLm -S 10.0.0.5", "net rpc user -U admin%{{password}} -S 10.0.0.5"},
		{"github cli secret", `gh secret set DB_PASSWORD --body "Xy7pQ9zLm"`, `gh secret set DB_PASSWORD --body "{{password}}"`},
		{"wpa passphrase", "wpa_passphrase MyNetwork Xy7pQ9zLm", "wpa_passphrase MyNetwork {{password}}"},
		{"bank otp number first", "739204 is the OTP for txn of INR 5,000.00 at AMAZON on HDFC Bank card ending 1234.", "{{otp}} is the OTP for txn of INR 5,000.00 at AMAZON on HDFC Bank card ending 1234."},
		{"otp after a dash", "739204 - OTP for Flipkart login", "{{otp}} - OTP for Flipkart login"},
		{"otp glued to its name", "Use OTP-739204 to sign in", "Use OTP-{{otp}} to sign in"},
		{"mfa code", "MFA code 739204", "MFA code {{otp}}"},
		{"here's your code", "Here's your code 739204", "Here's your code {{otp}}"},
		{"magic code below", "Your magic code is\n\n739204", "Your magic code is\n\n{{otp}}"},
		{"a discount code stays", "Use this code: SAVE2024 at checkout", "Use this code: SAVE2024 at checkout"},
		{"an otp count stays", "Sent 1200 OTP messages today", "Sent 1200 OTP messages today"},
		{"a placeholder in identified by stays", "CREATE USER 'app'@'localhost' IDENTIFIED BY 'password';\nThen log in with the new password.", "CREATE USER 'app'@'localhost' IDENTIFIED BY 'password';\nThen log in with the new password."},
		{"identified by in prose stays", "The suspect was identified by 'Smith' and arrested. Mr. Smith denied it.", "The suspect was identified by 'Smith' and arrested. Mr. Smith denied it."},
		{"grant identified by", "GRANT ALL ON db.* TO 'app'@'%' IDENTIFIED BY 'Xy7pQ9zLm!';", "GRANT ALL ON db.* TO 'app'@'%' IDENTIFIED BY '{{password}}';"},
		{"redis example password stays", "requirepass foobared\nNow clients must AUTH with the password foobared.", "requirepass foobared\nNow clients must AUTH with the password foobared."},
		{"a login call's words stay", `app.login("/auth", "POST")`, `app.login("/auth", "POST")`},
		{"markdown label of a plain value stays", "**Auth:** Basic\nPlans: Basic, Pro, Enterprise.", "**Auth:** Basic\nPlans: Basic, Pro, Enterprise."},
		{"four words after password stay", "This password will only work once.", "This password will only work once."},
		{"four words below password stay", "Forgot password\nneed help with your account?", "Forgot password\nneed help with your account?"},
		{"xml page token stays", "<nextPageToken>CAoQAA2024</nextPageToken>", "<nextPageToken>CAoQAA2024</nextPageToken>"},
		{"rabbitmq node flag", "rabbitmqctl add_user -n rabbit@node1 admin Xy7!kLm9", "rabbitmqctl add_user -n rabbit@node1 admin {{password}}"},
		{"redis key named auth stays", "redis-cli SET auth v2-enabled", "redis-cli SET auth v2-enabled"},
		{"redis auth after flags", "redis-cli -h 10.0.0.5 -p 6379 AUTH Xy7pQ9zLm", "redis-cli -h 10.0.0.5 -p 6379 AUTH {{password}}"},
		{"powershell start-process", `Start-Process "C:\Program Files\MySQL\bin\mysql.exe" -ArgumentList "-uroot -pXy7!kLm9"`, `Start-Process "C:\Program Files\MySQL\bin\mysql.exe" -ArgumentList "-uroot -p{{password}}"`},
		{"a two-word passphrase", "The password is correct-horse.", "The password is {{password}}."},
		{"sql server unicode password", "ALTER LOGIN sa WITH PASSWORD = N'S3cure!Pass';", "ALTER LOGIN sa WITH PASSWORD = N'{{password}}';"},
		{"log in with a user and a password", "Log in: bob / Sunny!Day77", "Log in: bob / {{password}}"},
		{"an error quoting a password typed", "TimeoutError: locator.fill('Sunny!Day77') on input#pw exceeded 30000ms", "TimeoutError: locator.fill('{{password}}') on input#pw exceeded 30000ms"},
		{"an error quoting a password box", "Failed to type 'Sunny!Day77' into element [type=password]", "Failed to type '{{password}}' into element [type=password]"},
		{"an error quoting a search stays", "TimeoutError: locator.fill('password managers') on input#q exceeded 30000ms", "TimeoutError: locator.fill('password managers') on input#q exceeded 30000ms"},
		{"credentials in quotes", `Credentials: "bob" / "Xy7!pQ9zLm"`, `Credentials: "bob" / "{{password}}"`},
	}
	checkTexts(t, tests)
}

// textCase is a text and what Text makes of it.
type textCase struct{ name, in, want string }

// checkTexts redacts each case's text with a new Redactor and wants its result, and the
// result again unchanged.
func checkTexts(t *testing.T, tests []textCase) {
	t.Helper()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := New().Text(tt.in)
			if got != tt.want {
				t.Errorf("Text(%q)\n got %q\nwant %q", tt.in, got, tt.want)
			}
			if again := New().Text(got); again != got {
				t.Errorf("not idempotent: %q → %q", got, again)
			}
		})
	}
}

// TestManyCommands: a text of many commands (a shell history, a long log) has every
// command's password masked, not those of the first few hundred.
func TestManyCommands(t *testing.T) {
	var b strings.Builder
	for i := range 2000 {
		fmt.Fprintf(&b, "mysql -u root -pS3cret%04dx db%d\n", i, i)
	}
	fmt.Fprintf(&b, "%s", strings.Repeat("mysql -pH0unds99x ", 5000))
	out := New().Text(b.String())
	if strings.Contains(out, "S3cret") || strings.Contains(out, "H0unds") {
		i := strings.Index(out, "S3cret")
		if i < 0 {
			i = strings.Index(out, "H0unds")
		}
		t.Errorf("a password left in clear at byte %d: %q", i, out[max(0, i-40):min(len(out), i+40)])
	}
}

// valueCase is a value typed into a field and what a new Redactor's Value makes of it.
type valueCase struct {
	f         Field
	typed, to string
}

// checkValues types each case's value into its field with a new Redactor and wants its
// result.
func checkValues(t *testing.T, tests []valueCase) {
	t.Helper()
	for _, c := range tests {
		if got := New().Value(c.f, c.typed); got != c.to {
			t.Errorf("Value(%+v, %q) = %q, want %q", c.f, c.typed, got, c.to)
		}
	}
}
