package redact

// Credentials given to a command on its command line, as a trace that ran or showed a
// shell command holds them: curl's user and password ("curl -u admin:hunter2 …",
// "--user", "--proxy-user"), a flag named for a secret with its value after a space
// ("--password hunter2", "--token …"; "--password=…" is a key–value pair, pairPass's),
// and the passwords commands take by short flags or arguments (shellcmd.go).

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
)

var (
	// userFlag matches curl's -u/--user/--proxy-user and its "user:password": group 1
	// the password. Other commands give those flags other meanings (a user id and group).
	userFlag = regexp.MustCompile(`(?:^|\s)(?:-u|--user|--proxy-user)(?:\s+|=)?["']?[^\s:"'@]+["']?:["']?([^\s"']+)`)
	// secretFlagAt matches, from its dashes, a long flag named for a secret and its value
	// after white space: group 1 the flag's name, group 2 the value.
	secretFlagAt = regexp.MustCompile(`^--((?:[a-z0-9]+-)*(?:password|passwd|pass|token|api-key|apikey|secret|client-secret|access-key|secret-key))\s+["']?([^\s"'-][^\s"']*)(["']?)`)
)

// cliFlagPass masks the password of curl's user flag (on a line that runs curl) and the
// value of a long flag named for a secret that follows it after a space (userFlag,
// secretFlagAt), when the value is shaped as the secret (passwordValue, tokenValue): help
// text and examples ("--token string", "--password PASSWORD", "-u USER:TOKEN",
// "$PASSWORD") stay; and the passwords of commands that take one by a short flag or an
// argument (cmdPasswordPass).
func (r *Redactor) cliFlagPass(s string) []seg {
	if len(s) < 6 || !strings.Contains(s, "-") && !strings.Contains(s, " /") && !strings.Contains(s, "rabbitmqctl") && !strings.Contains(s, "wpa_passphrase") {
		return nil // a flag: "-p", "--password", Windows' "/p:"; or a command whose arguments say (argAfter)
	}
	var found []span
	if strings.Contains(s, ":") && strings.Contains(s, "curl") {
		for _, m := range userFlag.FindAllStringSubmatchIndex(s, -1) {
			if runsCurl(s, m[0]) { // "docker run --user 1000:1000" is no password
				found = append(found, span{m[2], m[3], Password})
			}
		}
	}
	for from := 0; ; {
		k := strings.Index(s[from:], "--")
		if k < 0 {
			break
		}
		i := from + k
		from = i + 2
		if i > 0 && !unicode.IsSpace(rune(s[i-1])) {
			continue
		}
		if m := matchAt(secretFlagAt, s, i, 400); m != nil {
			if quoted := s[m[4]-1] == '"' || s[m[4]-1] == '\''; quoted && m[7] == m[6] {
				continue // a quoted value that goes on past a space: the rules for text read it whole
			}
			found = append(found, span{m[4], m[5], pairClass(strings.ToLower(s[m[2]:m[3]]))})
			from = m[1]
		}
	}
	// Help text and examples stay: "--token string", "--password PASSWORD", "-u USER:TOKEN".
	found = slices.DeleteFunc(found, func(f span) bool { v := s[f.i:f.j]; return IsPlaceholder(v) || !shapedAs(f.class, v) })
	return r.maskSpans(s, append(found, cmdPasswordPass(s)...))
}

// runsCurl reports whether the command that s[i:] is part of runs curl: "curl" before i on
// its line, or on a line before that the command goes on from (a line ending in "\"), and
// no pipe, ";" or "&" between: "curl … | sh && usermod -u 1001:staff" runs usermod.
func runsCurl(s string, i int) bool {
	for end := i; ; {
		start := strings.LastIndexByte(s[:end], '\n') + 1
		if k := strings.LastIndex(s[start:end], "curl"); k >= 0 {
			return !strings.ContainsAny(s[start+k:end], "|;&") // not "curl … | sh && usermod -u …"
		}
		if start == 0 || !strings.HasSuffix(strings.TrimRight(s[:start-1], " \t"), "\\") {
			return false
		}
		end = start - 1
	}
}
