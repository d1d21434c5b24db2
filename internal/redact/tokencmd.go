package redact

import "strings"

// Commands that print a secret: the lines a terminal shows after them are the secret
// ("$ heroku auth:token" and the token on the next line), whatever shape it has.

// printingCommands are the commands, lower case as typed, whose output is a token or a
// password, with the class it is masked as: Heroku's, Google Cloud's, GitHub's, Azure's
// (with -o tsv), Vault's, Kubernetes', AWS ECR's, 1Password's, pass's and macOS's keychain;
// and the commands that read a stored secret, whose output is the secret only with a word
// of needs on their line (a field or a query chosen, plain text out): "kubectl get secret
// db -o jsonpath='{.data.password}'", "vault kv get -field=password secret/db", "aws
// secretsmanager get-secret-value … --output text"; not a secret's metadata
// ("-o jsonpath='{.metadata.uid}'").
var printingCommands = []struct{ cmd, class, needs string }{
	{"heroku auth:token", Token, ""}, {"gcloud auth print-access-token", Token, ""}, {"gcloud auth print-identity-token", Token, ""},
	{"gcloud auth application-default print-access-token", Token, ""}, {"gh auth token", Token, ""},
	{"az account get-access-token", Token, ""}, {"vault print token", Token, ""}, {"kubectl create token", Token, ""},
	{"aws ecr get-login-password", Password, ""}, {"op read ", Password, ""}, {"pass show ", Password, ""},
	{"security find-generic-password", Password, ""}, {"gcloud secrets versions access", Password, ""},
	{"kubectl get secret", Password, "jsonpath"}, {"vault kv get", Password, "-field"}, {"vault read", Password, "-field"},
	{"aws secretsmanager get-secret-value", Password, "--output text"}, {"az keyvault secret show", Password, "tsv"},
}

// decodePipe reports whether a command's line ends by piping its output into base64's
// decoder ("… | base64 -d", "| base64 --decode"), which prints the secret itself.
func decodePipe(line string) bool {
	line = strings.TrimRight(strings.TrimSpace(line), ";")
	k := strings.LastIndexByte(line, '|')
	if k < 0 || strings.ContainsAny(line[:k], "|>") {
		return false
	}
	f := strings.Fields(line[k+1:])
	return len(f) == 2 && f[0] == "base64" && (f[1] == "-d" || f[1] == "--decode" || f[1] == "-D")
}

// maxOutputLines is how many lines after such a command are read as its output.
const maxOutputLines = 6

// printedSecretPass masks what a command of printingCommands printed on the (at most
// maxOutputLines) lines after the command's line, up to an empty line or the next prompt
// (promptLine): see outputSpans. A line of words ("› Warning: token will expire …") is
// the command's message, not its output.
func (r *Redactor) printedSecretPass(s string) []seg {
	if len(s) < 20 || !strings.Contains(s, "\n") || !containsAny(s, "auth", "token", "ecr", "op read", "pass show", "security", "secret", "vault") {
		return nil // none of printingCommands can be there
	}
	low := asciiLower(s)
	var spans []span
	f := newFinder(low, commandNames...)
	for p := f.nextWord(s, 0); p >= 0; p = f.nextWord(s, p+1) {
		nl := strings.IndexByte(s[p:], '\n')
		if nl < 0 {
			break
		}
		if line := s[p : p+nl]; strings.ContainsAny(line, "|>") && !decodePipe(line) {
			continue // piped or redirected: "… get-login-password | docker login --password-stdin"
		}
		for _, c := range printingCommands {
			if strings.HasPrefix(low[p:], c.cmd) && strings.Contains(low[p:p+nl], c.needs) && !strings.Contains(low[p:p+nl], "{.metadata") {
				spans = outputSpans(s, p+nl+1, c.class, spans)
				break
			}
		}
	}
	return r.maskSpans(s, spans)
}

// commandNames are the commands of printingCommands, for a finder.
var commandNames = func() []string {
	names := make([]string, len(printingCommands))
	for i, c := range printingCommands {
		names[i] = c.cmd
	}
	return names
}()

// outputSpans appends to spans the secrets, of class, on the output lines of a command that
// begin at s[i:] (see printedSecretPass). A password command prints its secret on its
// first line, whatever its shape ("pass show" then prints other fields, "login: bob"); a
// token command's output lines are tokens when they are one word of 16 bytes or more with
// letters and digits ("README.md" is a file's name).
func outputSpans(s string, i int, class string, spans []span) []span {
	for n := 0; n < maxOutputLines && i < len(s); n++ {
		end := lineEnd(s, i)
		line := strings.TrimRight(s[i:end], "\r")
		word := strings.TrimSpace(line)
		if word == "" || promptLine(word) || IsPlaceholder(word) {
			break
		}
		at := i + strings.Index(line, word)
		switch {
		case class == Password:
			if len(word) <= 128 {
				spans = append(spans, span{at, at + len(word), class})
			}
			return spans
		case len(word) >= 16 && !strings.ContainsAny(word, " \t") && strings.ContainsFunc(word, isLetterRune) &&
			strings.ContainsAny(word, "0123456789"):
			spans = append(spans, span{at, at + len(word), class})
		}
		i = end + 1
	}
	return spans
}

// promptLine reports whether a line begins with a shell's prompt: "$ ", "> ", "# ", "% ",
// PowerShell's "PS ", or a first word that ends in one of "$#>%" ("user@host:~$",
// "root@web-01:~#", "C:\>"), with or without a command after it.
func promptLine(line string) bool {
	if strings.HasPrefix(line, "$ ") || strings.HasPrefix(line, "> ") || strings.HasPrefix(line, "# ") ||
		strings.HasPrefix(line, "PS ") || strings.HasPrefix(line, "% ") {
		return true
	}
	first, _, _ := strings.Cut(line, " ")
	return len(first) > 1 && strings.ContainsRune("$#>%", rune(first[len(first)-1]))
}
