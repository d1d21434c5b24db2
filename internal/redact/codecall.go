package redact

// Passwords handed to code as arguments, where no key names them: Python's requests
// (auth=('alice', 'X'), HTTPBasicAuth('alice', 'X')), a login call's (smtp.login(user, 'X'),
// SetBasicAuth("admin", "X")), PHP's define('DB_PASSWORD', 'X') and CURLOPT_USERPWD, a
// line of ~/.pgpass, SQL's IDENTIFIED BY 'X' and SET PASSWORD, a settings row of an SQL
// dump, Redis's requirepass, ACLs and AUTH, SMTP's AUTH PLAIN, net use, a copy-password
// button, PowerShell's ConvertTo-SecureString 'X', a password echoed into a registry
// login's --password-stdin, passwd --stdin, sudo -S or chpasswd, a secret set in the
// environment from code (os.Setenv, os.environ[…] =), a Terraform variable's default and
// Twilio's auth token given to its client.

import (
	"regexp"
	"slices"
	"strings"
)

// gatedPassword is an expression whose group 1 is a password, run only over a text that
// holds, lower-cased, one of gates (Go's regexp has no literal prefilter, and these run
// unanchored over whole page snapshots).
type gatedPassword struct {
	re    *regexp.Regexp
	gates []string
	// shaped: the password must be shaped as one (passwordValue: six bytes or more with a
	// digit or a sign), where the same words also hold a placeholder or a word ("BY
	// 'password'", "requirepass foobared", "login('/auth', 'POST')")
	shaped bool
}

// codePasswords find a password passed to code.
var codePasswords = []gatedPassword{
	// auth=('alice', 'X'), HTTPBasicAuth("alice", "X"), auth=["alice", "X"], Elasticsearch's
	// basic_auth=("elastic", "X")
	{regexp.MustCompile(`\b(?:(?:basic_|http_|proxy_)?auth|HTTPBasicAuth|HTTPDigestAuth|BasicAuth|DigestAuth|HTTPProxyAuth)\s*(?:=\s*)?[(\[]\s*(?:['"][^'"\n]{0,80}['"]|\w{1,40})\s*,\s*['"]([^'"\n]{1,128})['"]\s*[)\]]`),
		[]string{"auth=", "auth(", "auth =", "auth (", "auth["}, false},
	// smtplib's and imaplib's server.login("alice@example.com", "X"), ftp.login(user, 'X'),
	// Go's req.SetBasicAuth("admin", "X"), Java's setBasicAuth(user, "X"): a login call's
	// second argument, quoted and unspaced (not the "Sign in" of a label) or a Google app
	// password's four groups of four letters
	{regexp.MustCompile(`(?i)\b(?:login|setBasicAuth|basicAuth|withBasicAuth)\s*\(\s*(?:['"][^'"\n]{0,80}['"]|[\w.\[\]'"]{1,40})\s*,\s*['"]([^'"\s]{1,128}|(?-i:[a-z]{4} [a-z]{4} [a-z]{4} [a-z]{4}))['"]\s*\)`),
		[]string{"login(", "login (", "basicauth("}, true},
	// a value an error quotes as typed into a password's box: "locator.fill('X') on
	// input#pw exceeded 30000ms", "Failed to type 'X' into element [type=password]"; not the
	// selector of fill('#kennwort', process.env.SHOP_PASSWORD), a first of two arguments
	{regexp.MustCompile(`(?i)\b(?:fill|type|typing|send_keys|sendKeys|press_sequentially|pressSequentially)\s*\(?\s*(?:'([^'\n]{4,128})'|"([^"\n]{4,128})")(?:\)|\s)[^\n'"]{0,80}?(?:type=["']?password|#pw\b|#pass(?:word)?\b|\[name=["']?pass|password)`),
		[]string{"password", "#pw", "#pass"}, true},
	// a copy button's text on a page that shows a password once: <button
	// data-clipboard-text="X">Copy password</button>, <button aria-label="Copy password"
	// data-clipboard-text="X">
	{regexp.MustCompile(`(?i)\bdata-clipboard-text=["']([^"'\n<>]{4,128})["'][^<>]{0,200}>[^<]{0,40}?\b(?:password|passcode|passwort|mot de passe|contraseña)` +
		`|(?i)\b(?:password|passcode|passwort|mot de passe|contraseña)\b[^<>]{0,120}\bdata-clipboard-text=["']([^"'\n<>]{4,128})["']`), []string{"clipboard"}, true},
	// PHP's define('DB_PASSWORD', 'X') and WordPress's keys and salts, define(
	// 'SECURE_AUTH_KEY', 'X'), in wp-config.php
	{regexp.MustCompile(`(?i)\bdefine\s*\(\s*['"]\w*(?:PASSWORD|PASSWD|PASS|SECRET|KEY|SALT|TOKEN)['"]\s*,\s*['"]([^'"\n]{1,128})['"]\s*\)`),
		[]string{"define"}, true},
	// a line of PostgreSQL's password file (~/.pgpass): host:port:database:user:X
	{regexp.MustCompile(`(?m)^[ \t]*[A-Za-z0-9.*_-]*[A-Za-z.*][A-Za-z0-9.*_-]*:(?:\d{1,5}|\*):[^:\s]+:[^:\s]+:(\S{1,128})[ \t]*\r?$`),
		[]string{":5432:", ":*:", ":6432:"}, true},
	// PHP's curl_setopt($ch, CURLOPT_USERPWD, "admin:X")
	{regexp.MustCompile(`\bCURLOPT_USERPWD\s*,\s*['"][^'"\n:]{0,64}:([^'"\n]{1,128})['"]`), []string{"curlopt_userpwd"}, false},
	// SQL: CREATE USER 'app'@'%' IDENTIFIED BY 'X', ALTER USER … IDENTIFIED WITH
	// mysql_native_password BY 'X', GRANT … IDENTIFIED BY 'X' (not BY PASSWORD '<hash>',
	// nor "identified by 'Smith'" in prose)
	{regexp.MustCompile(`(?i)\b(?:CREATE|ALTER)\s+(?:USER|ROLE|LOGIN)\b[^;]{0,160}?\bIDENTIFIED\s+(?:WITH\s+['"]?\w+['"]?\s+)?BY\s+['"]([^'"\n]{1,128})['"]` +
		`|\bGRANT\b[^;\n]{0,200}?\bIDENTIFIED\s+BY\s+['"]([^'"\n]{1,128})['"]`), []string{"identified"}, true},
	// Oracle's unquoted CREATE USER app IDENTIFIED BY X, GRANT … IDENTIFIED BY X (not BY
	// VALUES '<hash>', nor MySQL's BY PASSWORD '<hash>')
	{regexp.MustCompile(`(?i)\b(?:(?:CREATE|ALTER)\s+USER\b[^;]{0,160}?|GRANT\b[^;\n]{0,200}?)\bIDENTIFIED\s+BY\s+(?:(?:VALUES|PASSWORD)\b\S*|([^\s'";:&][^\s'";]{0,127}))`),
		[]string{"identified"}, true},
	// MySQL's SET PASSWORD [FOR 'bob'@'localhost'] = 'X', or = PASSWORD('X')
	{regexp.MustCompile(`(?i)\bSET\s+PASSWORD\b[^=;\n]{0,120}=\s*(?:PASSWORD\s*\(\s*)?['"]([^'"\n]{1,128})['"]`), []string{"set password"}, true},
	// redis.conf: requirepass X, masterauth X; and at run time CONFIG SET requirepass X
	{regexp.MustCompile(`(?m)^[ \t]*(?:requirepass|masterauth)[ \t]+"?([^\s"]{1,128})"?[ \t]*$` +
		`|(?i)\bCONFIG\s+SET\s+(?:requirepass|masterauth)\s+["']?([^\s"']{1,128})`), []string{"requirepass", "masterauth"}, true},
	// Redis ACLs: ACL SETUSER alice on >X ~keys:* +get (">" adds the password X)
	{regexp.MustCompile(`(?i)\bACL[ \t]+SETUSER[ \t]+\S+(?:[ \t]+[^\s>]+)*?[ \t]+["']?>([^\s"']{1,128})`), []string{"setuser"}, false},
	// Windows: net use Z: \\server\share X /user:DOMAIN\bob, net use \\server\share /user:bob X,
	// either quoted ("\\server\my share" "X") (not the prompt "*" nor a switch)
	{regexp.MustCompile(`(?i)\bnet[ \t]+use[ \t]+(?:[a-z]:[ \t]+|\*[ \t]+)?(?:"\\\\[^"\n]+"|\\\\\S+)[ \t]+(?:/user:\S+[ \t]+)?` +
		`(?:"([^"\n]{1,128})"|([^\s/*"]\S{0,127}))`),
		[]string{"net use"}, true},
	// OpenSSL's pre-shared key in hex: openssl s_client -psk 1a2b3c… (not -psk_identity)
	{regexp.MustCompile(`(?i)\bopenssl\b[^\n|;]*?[ \t]-psk[ \t]+([0-9a-f]{8,128})\b`), []string{"-psk "}, false},
	// ConvertTo-SecureString 'X' -AsPlainText, ConvertTo-SecureString -String "X"
	{regexp.MustCompile(`(?i)\bConvertTo-SecureString\s+(?:-String\s+)?['"]([^'"\n]{1,128})['"]`), []string{"securestring"}, false},
	// echo 'X' | docker login -u alice --password-stdin; echo X | passwd --stdin deploy;
	// echo X | sudo -S …
	{regexp.MustCompile(`\becho\s+(?:-n\s+)?['"]?([^'"\s|]{1,128})['"]?\s*\|\s*(?:sudo\s+)?(?:(?:docker|podman|nerdctl|buildah|skopeo|oras|helm(?:\s+registry)?)\s+login\b[^\n|]*--password-stdin|passwd\b[^\n|]*--stdin|sudo\s+(?:-\w+\s+)*-S\b)`),
		[]string{"password-stdin", "--stdin", "sudo -s"}, false},
	// a secret set in the environment from code: os.Setenv("API_TOKEN", "X"), PHP's
	// putenv('DB_PASSWORD=X'), os.environ["DB_PASSWORD"] = "X", process.env.API_KEY = 'X',
	// Ruby's ENV["SECRET_KEY"] = "X", PowerShell's $env:DB_PASSWORD = "X"
	{regexp.MustCompile(`(?i)\b(?:setenv|putenv)\s*\(\s*['"]` + secretVarName + `(?:['"]\s*,\s*['"]|=)([^'"\n]{1,128})['"]` +
		`|(?:\bos\.environ|\bENV|\bprocess\.env|\$env:)(?:\s*\[\s*['"]|\.)?` + secretVarName + `(?:['"]\s*\])?\s*=\s*['"]([^'"\n]{1,128})['"]`),
		[]string{"setenv", "putenv", "environ[", "env[", "process.env.", "$env:"}, true},
	// Terraform: variable "db_password" { default = "X" }, and a default a comment names
	// as one: default = "X"  # db_password
	{regexp.MustCompile(`(?i)\bvariable\s+"` + secretVarName + `"\s*\{[^{}]{0,300}?\bdefault\s*=\s*"([^"\n]{1,128})"` +
		`|(?i)\bdefault\s*=\s*"([^"\n]{1,128})"[ \t]*(?:#|//)[^\n]{0,40}?(?:password|passwd|secret|token)`),
		[]string{"default"}, true},
	// Twilio's client made in code: Client("AC<account sid>", "<auth token>")
	{regexp.MustCompile(`\bClient\(\s*["']AC[0-9a-f]{32}["']\s*,\s*["']([0-9a-f]{32})["']`), []string{"client("}, false},
	// Redis's AUTH command at redis-cli's prompt or alone on its line: AUTH X, AUTH default
	// X (ACL user and password); SMTP's AUTH PLAIN <base64>, also after a transcript's
	// "C:" or ">>>"; not a label's "Auth Token:" whose value was masked after it
	{regexp.MustCompile(`(?m)(?:^[ \t]*(?:[A-Za-z]{1,3}:[ \t]*|[<>]{1,3}[ \t]*)?|:\d{1,5}(?:\[\d+\])?>[ \t]*)(?i:AUTH)[ \t]+(?:[^\s"']+[ \t]+)?["']?([^\s"']{0,127}[^\s"':])["']?[ \t]*\r?$`),
		[]string{"auth "}, true},
	// a row of a settings table in an SQL dump whose name says password or secret:
	// INSERT INTO wp_options VALUES (…,'mailserver_pass','X','yes')
	{regexp.MustCompile(`(?i)[(,]\s*'\w*(?:pass|passwd|password|passphrase|pwd|secret|token|api_?key)\w*'\s*,\s*'([^'\n]{1,128})'`),
		[]string{"','", "', '"}, true},
	// Terraform's helm_release set block in a plan: name = "auth.password" then value = "X"
	{regexp.MustCompile(`(?i)\bname\s*=\s*"[\w.-]*(?:password|passwd|secret|token|api_?key)[\w.-]*"[ \t]*\r?\n[ \t]*[+~]?[ \t]*value\s*=\s*"([^"\n]{1,128})"`),
		[]string{"value =", "value  ="}, false},
	// a meeting's passcode in Zoom's one-tap dial string: "+16469769923,,84522910736#,,,,*482913#"
	{regexp.MustCompile(`,,\d{9,11}#,+\*(\d{4,10})#`), []string{"#,,"}, false},
	// echo 'alice:X' | chpasswd
	{regexp.MustCompile(`\becho\s+['"]?[\w.-]{1,64}:([^'"\s|]{1,128})['"]?\s*\|\s*(?:sudo\s+)?chpasswd\b`), []string{"chpasswd"}, false},
}

// secretVarName is the name of a variable that holds a secret: DB_PASSWORD, API_TOKEN,
// SECRET_KEY, db_password (any case; with letters, digits and "_" around).
const secretVarName = `\w*(?:PASSWORD|PASSWD|PASSPHRASE|PWD|SECRET|TOKEN|API_?KEY|ACCESS_?KEY|PRIVATE_?KEY|CREDENTIALS?)\w*`

// codePasswordPass masks the passwords codePasswords find (SPEC §8).
func (r *Redactor) codePasswordPass(s string) []seg { return r.gatedPass(s, codePasswords) }

// gatedPass masks as passwords the group 1 of each match in s of the expressions of list
// whose gates s holds, in the order of the text; not a variable ("$PASSWORD") nor a
// placeholder.
func (r *Redactor) gatedPass(s string, list []gatedPassword) []seg {
	if len(s) < 12 {
		return nil
	}
	low := asciiLower(s)
	var all [][2]int
	for _, g := range list {
		if !slices.ContainsFunc(g.gates, func(w string) bool { return strings.Contains(low, w) }) {
			continue
		}
		for _, m := range g.re.FindAllStringSubmatchIndex(s, -1) {
			i, j := m[2], m[3]
			if i < 0 && len(m) > 5 {
				i, j = m[4], m[5] // the expression's other alternative
			}
			if i < 0 {
				continue
			}
			if v := s[i:j]; !strings.HasPrefix(v, "$") && !IsPlaceholder(v) && (!g.shaped || passwordValue(v) || googleAppPassword(v)) {
				all = append(all, [2]int{i, j})
			}
		}
	}
	slices.SortFunc(all, func(a, b [2]int) int { return a[0] - b[0] }) // a builder takes them in order
	b := builder{s: s}
	for _, f := range all {
		b.add(f[0], f[1], r.mask(s[f[0]:f[1]], Password))
	}
	return b.done()
}

// googleAppPassword reports whether v is written as Google shows an app password: four
// groups of four lower-case letters ("abcd efgh ijkl mnop"), with no digit or sign that
// passwordValue would want.
func googleAppPassword(v string) bool {
	if len(v) != 19 {
		return false
	}
	for i := 0; i < len(v); i++ {
		if i%5 == 4 && v[i] != ' ' || i%5 != 4 && (v[i] < 'a' || v[i] > 'z') {
			return false
		}
	}
	return true
}
