package redact

import "strings"

// codeExpr reports whether a value begins an expression that computes a secret rather
// than holding it: a shell's command substitution ("$(gcloud auth print-access-token)",
// "`cat key.txt`"), a template's expression ("{{ lookup('env','DB_PASS') }}", Jinja and
// Ansible; "<%= ENV['TOKEN'] %>", ERB). The command or the expression names where the
// secret is kept, not the secret.
func codeExpr(v string) bool {
	return strings.HasPrefix(v, "$(") || strings.HasPrefix(v, "`") || strings.HasPrefix(v, "<%") ||
		strings.HasPrefix(v, "{{") && strings.HasSuffix(v, "}}")
}

// kindWords are the names of kinds of secrets, which as a pair's whole value name what the
// key is about, not a secret: "heroku auth:token" (a command), "type: password" (a form
// field's). A password that is the word "password" is left: it is the word.
var kindWords = map[string]bool{"token": true, "password": true, "passwd": true, "secret": true, "key": true,
	"apikey": true, "api_key": true, "pin": true, "otp": true, "credentials": true, "passphrase": true}

// kindWord reports whether v, in any case, is one of kindWords.
func kindWord(v string) bool { return len(v) <= 11 && kindWords[asciiLower(v)] }
