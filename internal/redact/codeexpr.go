package redact

import "strings"

// codeExpr reports whether a value begins an expression that computes a secret rather
// than holding it: a shell's command substitution ("$(gcloud auth print-access-token)",
// "`cat key.txt`"), a template's expression ("{{ lookup('env','DB_PASS') }}", Jinja and
// Ansible; "<%= ENV['TOKEN'] %>", ERB; "${DB_PASSWORD}", a shell's or Terraform's;
// "%{hiera('db_password')}", Puppet's). The command or the expression names where the
// secret is kept, not the secret.
func codeExpr(v string) bool {
	return strings.HasPrefix(v, "$(") || strings.HasPrefix(v, "`") || strings.HasPrefix(v, "<%") ||
		strings.HasPrefix(v, "{{") && strings.HasSuffix(v, "}}") ||
		(strings.HasPrefix(v, "${") || strings.HasPrefix(v, "%{")) && strings.HasSuffix(v, "}")
}

// shellDefault returns the bounds in v, a shell's parameter expansion ("${PW:-X}",
// "${PW-X}", "${PW:=X}"), of the default it falls back to when that default has a
// password's shape; ok is false for none, and for "${PW:?message}", which only fails.
func shellDefault(v string) (int, int, bool) {
	if !strings.HasPrefix(v, "${") || !strings.HasSuffix(v, "}") {
		return 0, 0, false
	}
	k := 2
	for k < len(v) && (isWord(v[k])) {
		k++
	}
	rest := v[k : len(v)-1]
	op := 0
	switch {
	case strings.HasPrefix(rest, ":-") || strings.HasPrefix(rest, ":="):
		op = 2
	case strings.HasPrefix(rest, "-") || strings.HasPrefix(rest, "="):
		op = 1
	default:
		return 0, 0, false
	}
	d := rest[op:]
	if len(d) >= 2 && (d[0] == '\'' || d[0] == '"') && d[len(d)-1] == d[0] {
		d, op = d[1:len(d)-1], op+1
	}
	if len(d) < 6 || !credentialShape(d) || strings.ContainsAny(d, " $/") || kindWord(d) {
		return 0, 0, false
	}
	return k + op, k + op + len(d), true
}

// kindWords are the names of kinds of secrets, which as a pair's whole value name what the
// key is about, not a secret: "heroku auth:token" (a command), "type: password" (a form
// field's). A password that is the word "password" is left: it is the word.
var kindWords = map[string]bool{"token": true, "password": true, "passwd": true, "secret": true, "key": true,
	"apikey": true, "api_key": true, "pin": true, "otp": true, "credentials": true, "passphrase": true}

// kindWord reports whether v, in any case, is one of kindWords.
func kindWord(v string) bool { return len(v) <= 11 && kindWords[asciiLower(v)] }

// exprLiteral returns the bounds in v, an expression (codeExpr), of the first quoted
// literal in it that is shaped as a password: a default the expression falls back to
// ("{{ lookup('env','DB_PASS') | default('Kx9#vQ2mLp') }}", "<%= ENV.fetch('PW',
// 'devPa55w0rd!') %>") or a password it hashes. A variable's name in capitals ('DB_PASS'),
// a key's in lower case ('db_password', Hiera's), a lower-case word ('env') or an
// algorithm's name ('sha512') is none. ok is false when
// there is no such literal.
func exprLiteral(v string) (int, int, bool) {
	for i := 0; i < len(v); i++ {
		q := v[i]
		if q != '\'' && q != '"' {
			continue
		}
		k := strings.IndexByte(v[i+1:], q)
		if k < 0 {
			return 0, 0, false
		}
		lit := v[i+1 : i+1+k]
		if len(lit) >= 6 && credentialShape(lit) && strings.Trim(lit, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_") != "" &&
			strings.Trim(lit, "abcdefghijklmnopqrstuvwxyz_.") != "" && // a key's name: 'db_password'
			!algorithmName.MatchString(lit) && !strings.ContainsAny(lit, " /") {
			return i + 1, i + 1 + k, true
		}
		i += k + 1
	}
	return 0, 0, false
}
