package redact

// Credentials given to a command on its command line, as a trace that ran or showed a
// shell command holds them: curl's user and password ("curl -u admin:hunter2 …",
// "--user", "--proxy-user"), and a flag named for a secret with its value after a space
// ("--password hunter2", "--token …"; "--password=…" is a key–value pair, pairPass's).

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
	// shortPasswordFlags match a password given to a command by a short flag or an
	// argument: mysql's -p<password>, sshpass -p, docker login -p, redis-cli -a, httpie's
	// -a/--auth user:password, mongo and mongosh -p, az login -p, 7z -p<password>, sqlcmd
	// -P, smbclient -U user%password, htpasswd -b's last argument, openssl's pass:<password>;
	// group 1 the password. Each is read from where its command (cmd) begins a word, to the
	// end of its line, in a text that holds its flag.
	shortPasswordFlags = []shortFlag{
		{"mysql", " -p", regexp.MustCompile(`^(?:mysql|mysqldump|mysqladmin)(?:\s[^\n|;&]*?)?\s-p["']?([^\s"'-][^\s"']*)`)},
		{"mariadb", " -p", regexp.MustCompile(`^mariadb(?:\s[^\n|;&]*?)?\s-p["']?([^\s"'-][^\s"']*)`)},
		{"sshpass", "-p", regexp.MustCompile(`^sshpass\s+-p\s*["']?([^\s"']+)`)},
		{"docker", " -p", regexp.MustCompile(`^docker\s+login\b[^\n|;&]*?\s-p\s+["']?([^\s"']+)`)},
		{"redis-cli", " -a", regexp.MustCompile(`^redis-cli\b[^\n|;&]*?\s-a\s+["']?([^\s"']+)`)},
		{"http", "-a", regexp.MustCompile(`^https?(?:\s[^\n|;&]*?)?\s(?:-a|--auth)[\s=]+["']?[^\s:"']+:([^\s"']+)`)},
		{"mongo", " -p", regexp.MustCompile(`^mongo(?:sh|dump|restore|import|export|stat|top)?(?:\s[^\n|;&]*?)?\s-p\s+["']?([^\s"'-][^\s"']*)`)},
		{"az ", " -p", regexp.MustCompile(`^az\s+login\b[^\n|;&]*?\s-p\s+["']?([^\s"'-][^\s"']*)`)},
		{"7z", " -p", regexp.MustCompile(`^7za?(?:\s[^\n|;&]*?)?\s-p([^\s"']+)`)},
		{"sqlcmd", " -P", regexp.MustCompile(`^sqlcmd(?:\s[^\n|;&]*?)?\s-P\s*["']?([^\s"'-][^\s"']*)`)},
		{"smbclient", "%", regexp.MustCompile(`^smbclient(?:\s[^\n|;&]*?)?\s-U\s*["']?[^\s%"']+%([^\s"']+)`)},
		{"htpasswd", "b", regexp.MustCompile(`^htpasswd\s+(?:-[a-zA-Z]+\s+)*-[a-zA-Z]*b[a-zA-Z]*\s+(?:-[a-zA-Z]+\s+)*(?:[^\s-][^\s|;&]*\s+){1,2}["']?([^\s"'|;&]+)["']?[ \t]*(?:$|[\n|;&>])`)},
		{"-pass", "pass:", regexp.MustCompile(`^-pass(?:in|out|word)?\s+["']?pass:([^\s"']+)`)},
	}
	// secretFlagAt matches, from its dashes, a long flag named for a secret and its value
	// after white space: group 1 the flag's name, group 2 the value.
	secretFlagAt = regexp.MustCompile(`^--((?:[a-z0-9]+-)*(?:password|passwd|pass|token|api-key|apikey|secret|client-secret|access-key|secret-key))\s+["']?([^\s"'-][^\s"']*)(["']?)`)
)

// cliFlagPass masks the password of curl's user flag (on a line that runs curl) and the
// value of a long flag named for a secret that follows it after a space (userFlag,
// secretFlagAt), when the value is shaped as the secret (passwordValue, tokenValue): help
// text and examples ("--token string", "--password PASSWORD", "-u USER:TOKEN",
// "$PASSWORD") stay.
func (r *Redactor) cliFlagPass(s string) []seg {
	if len(s) < 6 || !strings.Contains(s, "-") {
		return nil
	}
	var found []span
	if strings.Contains(s, ":") && strings.Contains(s, "curl") {
		for _, m := range userFlag.FindAllStringSubmatchIndex(s, -1) {
			if runsCurl(s, m[0]) { // "docker run --user 1000:1000" is no password
				found = append(found, span{m[2], m[3], Password})
			}
		}
	}
	for _, f := range shortPasswordFlags {
		if !strings.Contains(s, f.flag) {
			continue
		}
		for from := 0; ; {
			k := strings.Index(s[from:], f.cmd)
			if k < 0 {
				break
			}
			i := from + k
			from = i + len(f.cmd)
			if i > 0 && (isAlnum(s[i-1]) || s[i-1] == '_' || f.cmd[0] == '-' && !unicode.IsSpace(rune(s[i-1]))) {
				continue // within a word: "fetch_http", "--passin"
			}
			end := strings.IndexByte(s[i:min(len(s), i+400)], '\n')
			if end < 0 {
				end = min(len(s), i+400) - i
			}
			if m := f.re.FindStringSubmatchIndex(s[i : i+end]); m != nil {
				found = append(found, span{i + m[2], i + m[3], Password})
				from = i + m[1]
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
	return r.maskSpans(s, found)
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

// shortFlag is a command's way of taking a password on its command line: re matches it
// from the command's name cmd to the end of its line, group 1 the password, in a text that
// holds flag.
type shortFlag struct {
	cmd, flag string
	re        *regexp.Regexp
}
