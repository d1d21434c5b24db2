package redact

// Passwords that commands take on their command line by a short flag or an argument
// (mysql's -p<password>, sqlcmd -P, smbclient -U user%password, htpasswd -b's last
// argument …). A command is read where its name begins a command (at the start of a line,
// after a pipe, a prompt, "sudo", a quote …), as the shell reads it (mvdan.cc/sh's
// parser): quotes, escapes, redirections and lines continued with "\" are the shell's,
// and "docker run --name mongo -p 27017:27017" or "mkdir -p data" run no mongo.

import (
	"path"
	"regexp"
	"slices"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// passwordFlag is one way a command takes a password: the argument after an argument
// equal to sep ("-p" "hunter2"), or the rest of an argument that begins with glued
// ("-phunter2"); "" for neither. A value must begin with prefix ("pass:", taken off),
// and holds the password after its first byte split when split is not 0 ("user:pass").
type passwordFlag struct {
	sep, glued, prefix string
	split              byte
}

// passwordCommand is how a command takes a password: read by args (htpasswd's last
// argument, "net user alice X"), else one of flags, after the word sub when sub is not ""
// ("docker login", "az login").
type passwordCommand struct {
	sub   string
	flags []passwordFlag
	args  func(args []shellArg) int // the index of the password among args, -1 for none
}

// passwordCommands are the commands cmdPasswordPass reads, by name (a path's base name,
// without ".exe").
var passwordCommands = func() map[string]passwordCommand {
	cmds := map[string]passwordCommand{}
	add := func(c passwordCommand, names ...string) {
		for _, n := range names {
			cmds[n] = c
		}
	}
	add(passwordCommand{flags: []passwordFlag{{glued: "-p"}}},
		"mysql", "mysqldump", "mysqladmin", "mysqlimport", "mysqlshow", "mysqlcheck", "mariadb", "mariadb-dump", "mariadb-admin",
		"7z", "7za", "7zr", "7zz")
	add(passwordCommand{flags: []passwordFlag{{sep: "-p"}}},
		"mongo", "mongosh", "mongodump", "mongorestore", "mongoimport", "mongoexport", "mongostat", "mongotop")
	add(passwordCommand{sub: "login", flags: []passwordFlag{{sep: "-p"}}}, "docker", "podman", "nerdctl", "az")
	add(passwordCommand{flags: []passwordFlag{{sep: "-a", split: ':'}, {sep: "--auth", split: ':'}}}, "http", "https", "xh", "xhs")
	add(passwordCommand{flags: []passwordFlag{{sep: "-P", glued: "-P"}}}, "sqlcmd", "bcp", "osql")
	add(passwordCommand{flags: []passwordFlag{{sep: "-U", glued: "-U", split: '%'}, {sep: "--user", glued: "--user=", split: '%'}}},
		"smbclient", "rpcclient", "smbget", "net")
	add(passwordCommand{flags: []passwordFlag{{sep: "-passin", prefix: "pass:"}, {sep: "-passout", prefix: "pass:"},
		{sep: "-pass", prefix: "pass:"}}}, "openssl")
	add(passwordCommand{flags: []passwordFlag{{sep: "-p", glued: "-p"}}}, "sshpass")
	add(passwordCommand{flags: []passwordFlag{{sep: "-a"}, {sep: "--pass"}}}, "redis-cli")
	add(passwordCommand{flags: []passwordFlag{{sep: "--requirepass"}, {sep: "--masterauth"}}}, "redis-server")
	add(passwordCommand{flags: []passwordFlag{{sep: "-w"}}}, "ldapsearch", "ldapmodify", "ldapadd", "ldapdelete", "ldapwhoami", "ldappasswd")
	add(passwordCommand{flags: []passwordFlag{{sep: "-P"}}}, "zip", "unzip")
	add(passwordCommand{flags: []passwordFlag{{glued: "/p:"}}}, "xfreerdp", "wlfreerdp")
	add(passwordCommand{args: htpasswdPassword}, "htpasswd")
	add(passwordCommand{flags: []passwordFlag{{sep: "-storepass"}, {sep: "-keypass"}, {sep: "-srcstorepass"}, {sep: "-deststorepass"},
		{sep: "-srckeypass"}, {sep: "-destkeypass"}, {sep: "-new"}}}, "keytool")
	add(passwordCommand{flags: []passwordFlag{{sep: "-N"}, {sep: "-P"}}}, "ssh-keygen")
	add(passwordCommand{args: argAfter(2, "add_user", "change_password")}, "rabbitmqctl")
	add(passwordCommand{args: argAfter(2, "")}, "wpa_passphrase")
	add(passwordCommand{sub: "secret", flags: []passwordFlag{{sep: "--body"}, {sep: "-b"}}}, "gh")
	cmds["net"] = passwordCommand{flags: cmds["net"].flags, args: argAfter(2, "user")} // net user alice X /add
	cmds["redis-cli"] = passwordCommand{flags: cmds["redis-cli"].flags, args: redisAuth}
	return cmds
}()

// startOnly are the names of passwordCommands read only where a command begins
// (commandStart): they are also words, hosts and containers' names ("http", "net", "az",
// "docker run --name mongo -p 27017:27017"). The others are read wherever they stand
// ("docker run httpd htpasswd -Bbn …", "docker exec -it db mysql -pX").
var startOnly = map[string]bool{"mongo": true, "docker": true, "podman": true, "nerdctl": true, "az": true,
	"http": true, "https": true, "xh": true, "xhs": true, "net": true, "gh": true}

// commandLits are literals one of which every name of passwordCommands holds.
var commandLits = []string{"mysql", "mariadb", "sshpass", "redis-", "htpasswd", "openssl", "az", "mongo", "ldap", "zip", "unzip", "xfreerdp", "wlfreerdp",
	"docker", "podman", "nerdctl", "http", "xh", "7z", "sqlcmd", "bcp", "osql", "smbclient", "rpcclient", "smbget", "net",
	"keytool", "ssh-keygen", "rabbitmqctl", "wpa_passphrase", "gh"}

// listNumber matches a numbered list's mark: "1.", "2)".
var listNumber = regexp.MustCompile(`^[0-9]{1,3}[.)]$`)

// commandLeads are the words after which a command's name begins a command: "sudo mysql
// …", "then mysql …", a text's "Run mysql …", Windows' "cmd /c mysql …".
var commandLeads = map[string]bool{"sudo": true, "time": true, "nohup": true, "exec": true, "command": true,
	"env": true, "then": true, "do": true, "else": true, "run": true, "use": true, "try": true, "type": true,
	"execute": true, "and": true, "or": true, "xargs": true, "doas": true, "nice": true, "ionice": true,
	"timeout": true, "watch": true, "stdbuf": true, "/c": true, "/k": true}

// wrapperLeads are the commandLeads that run the command after their own flags and the
// flags' values: "sudo -E docker …", "env -i mysql …", "nice -n 10 mysql …", "timeout
// 30 docker login …", "xargs -0 mysql …".
var wrapperLeads = map[string]bool{"sudo": true, "env": true, "doas": true, "nice": true, "ionice": true,
	"timeout": true, "watch": true, "stdbuf": true, "xargs": true}

// wrapperArg matches a wrapper's argument (lower case) that is a number or a duration
// ("10", "30s", "2.5m"): a flag's value, or timeout's duration; or a signal's name, the
// value of timeout's -s ("kill", "sigterm").
var wrapperArg = regexp.MustCompile(`^(?:[0-9]+(\.[0-9]+)?[smhd]?|(?:sig)?(?:kill|term|hup|int|quit|usr1|usr2|alrm))$`)

// shellArg is one argument of a command as the shell reads it: its value without quotes
// (an expansion, "$$" or "$(cat f)", as written) and, for each byte of it, its offset in
// the text.
type shellArg struct {
	val string
	off []int
}

// parseBudget is how many bytes cmdPasswordPass parses as commands in a text of n bytes, each
// command at most 1,000: twice the text and 256 KB, so that a text of a million command
// names costs a few times its length, not a thousand.
func parseBudget(n int) int { return 2*n + 256<<10 }

// cmdPasswordPass finds the passwords of passwordCommands in s: each shaped as one once
// its spaces are taken out (passwordValue: "S3cret Pass 1" is one, a quoted argument of a
// shell's), no placeholder ("<password>", "%DB_PASS%").
func cmdPasswordPass(s string) []span {
	var found []span
	f := newFinder(s, commandLits...)
	budget := parseBudget(len(s))
	for from := 0; budget > 0; {
		p := f.next(from)
		if p < 0 {
			break
		}
		from = p + 1
		st, name, start := commandAt(s, p)
		cmd, known := passwordCommands[name]
		if !known || !start && startOnly[name] || cmd.args == nil && !hasFlag(s[st:min(len(s), st+1000)]) {
			continue
		}
		args, n, inArray := execArray(s, st)
		if !inArray {
			args, n = parseCommand(s, st)
		}
		budget -= n
		if len(args) < 2 {
			continue
		}
		// The search goes on after a password found before the first quote ("mysql -pA mysql
		// -pB …" on one line): the names among the arguments before it were read as this
		// command's. A quote may end the command (a JSON string's), so a password after it
		// moves nothing; nor does a command whose rules found nothing ("docker exec db mysql
		// -pX": mysql is read next).
		quote := st + n
		if k := strings.IndexAny(s[st:st+n], `"'`); k >= 0 {
			quote = st + k
		}
		for _, v := range cmd.passwords(args) {
			a := args[v.arg]
			i, j := valueSpan(s, a.off[v.from], a.off[len(a.val)-1]+1)
			if j <= i {
				continue
			}
			if j <= quote {
				from = max(from, j)
			}
			if pw := s[i:j]; !IsPlaceholder(pw) && pw[0] != '`' && passwordValue(strings.ReplaceAll(pw, " ", "")) {
				found = append(found, span{i, j, Password})
			}
		}
	}
	return inOrder(found)
}

// inOrder returns spans sorted by their start, those that overlap joined into one: two
// commands on one line may read one quoted password each from where the other's begins
// ("7z 7z -p“ -p0(00”").
func inOrder(spans []span) []span {
	if len(spans) < 2 {
		return spans
	}
	slices.SortStableFunc(spans, func(a, b span) int { return a.i - b.i })
	out := spans[:1]
	for _, sp := range spans[1:] {
		if last := &out[len(out)-1]; sp.i < last.j {
			last.j = max(last.j, sp.j)
			continue
		}
		out = append(out, sp)
	}
	return out
}

// valueSpan returns the bounds of a password in s that the shell's parser read as s[i:j]:
// one the shell would split at a sign ("P@ss(w0rd)1", "Ab;cd12") goes on to white space,
// a quote, a backslash or a "<" (a JSON escape, an HTML tag after it), a sign that ends it
// aside ("-pX; echo"); one in escaped quotes ("\"S3cret 99\"", as a JSON string holds a
// command) or in curly ones ("“S3cret 99”") goes on to the closing one.
func valueSpan(s string, i, j int) (int, int) {
	for _, q := range [][2]string{{`\"`, `\"`}, {`\'`, `\'`}, {"“", "”"}, {"‘", "’"}} {
		if strings.HasPrefix(s[i:], q[0]) {
			line := s[i+len(q[0]) : min(len(s), i+len(q[0])+400)]
			if k := strings.Index(line, q[1]); k > 0 && !strings.Contains(line[:k], "\n") && !strings.Contains(line[:k], `\n`) {
				return i + len(q[0]), i + len(q[0]) + k
			}
			return i, i // no closing quote on its line
		}
	}
	if k := strings.IndexByte(s[i:j], '\\'); k >= 0 {
		return i, i + k // "-pS3cret99\"" of an escaped JSON string: the quote is the string's
	}
	e := j
	for e < len(s) && !strings.ContainsRune(" \t\r\n\"'`<\\", rune(s[e])) {
		e++
	}
	for e > j && (strings.IndexByte(";|&>,", s[e-1]) >= 0 ||
		s[e-1] == ')' && strings.Count(s[i:e], ")") > strings.Count(s[i:e], "(")) {
		e-- // "(mysql -pS3cret99)": the parenthesis is the shell's
	}
	return i, e
}

// commandAt reads the word around s[p] (a literal of commandLits found there): its start,
// its name as passwordCommands knows it ("" for a word that is no command's name), and
// whether a command begins there (commandStart).
func commandAt(s string, p int) (st int, name string, start bool) {
	if p > 0 && s[p-1] != '/' && s[p-1] != '\\' && pathByte(s[p-1]) && !jsonEscape(s, p) {
		return 0, "", false // within a word: "internet", "gaz"
	}
	st, e := p, p
	for st > 0 && pathByte(s[st-1]) && !jsonEscape(s, st) && p-st < 256 {
		st--
	}
	for e < len(s) && pathByte(s[e]) && e-p < 256 {
		e++
	}
	if e < len(s) && !strings.ContainsRune(" \t\r\n;|&)\"'`", rune(s[e])) {
		return 0, "", false // "http://…", "mysql.conf"
	}
	word := s[st:e]
	if q := quotedPathStart(s, st, e); q >= 0 && commandStart(s, q) {
		st = q // cmd /c "C:\Program Files\MySQL\bin\mysql.exe": the command begins at the quote
	}
	if strings.Contains(word, `\`) {
		word = strings.ReplaceAll(word, `\`, "/") // "C:\tools\7z.exe"
	}
	name = strings.TrimSuffix(path.Base(word), ".exe")
	return st, name, commandStart(s, st)
}

// quotedPathStart returns the index of the opening quote of a quoted path with spaces
// whose last word is s[st:e] ("C:\Program Files\…\mysql.exe" quoted, as Windows writes
// a program's path), -1 for none: the word is closed by the quote, and the path before it
// on its line is a drive's ("C:\") or an absolute one.
func quotedPathStart(s string, st, e int) int {
	if st == 0 || s[st-1] != ' ' || e >= len(s) || s[e] != '"' {
		return -1
	}
	from := max(0, st-256)
	q := strings.LastIndexByte(s[from:st], '"')
	if q < 0 {
		return -1
	}
	q += from
	p := s[q+1 : st]
	for i := 0; i < len(p); i++ {
		if p[i] != ' ' && !pathByte(p[i]) {
			return -1
		}
	}
	if len(p) >= 3 && isLetter(p[0]) && p[1] == ':' && (p[2] == '\\' || p[2] == '/') || strings.HasPrefix(p, "/") {
		return q
	}
	return -1
}

// jsonEscape reports whether s[i] follows a JSON string's escape of a line break or a tab
// ("\n", "\t", "\r"), where a command written in a JSON string begins a line.
func jsonEscape(s string, i int) bool {
	return i >= 2 && s[i-2] == '\\' && (s[i-1] == 'n' || s[i-1] == 't' || s[i-1] == 'r')
}

// pathByte reports whether c may be part of a command's path: "/usr/bin/mysql",
// "C:\tools\7z.exe".
func pathByte(c byte) bool {
	return isAlnum(c) || strings.IndexByte("_.-/\\:", c) >= 0
}

// commandStart reports whether a command begins at s[i]: first on its line (or after a
// JSON string's "\n"), after a shell's separator or a prompt ("|", ";", "&", "(", "$",
// "#", ">"), an opening quote or brace, a list's mark ("- ", "* ", "• ", "1.", "2) ", "run: "),
// "--" (kubectl exec … -- mysql), one of commandLeads, or assignments after one of these
// ("DOCKER_CONFIG=/tmp/d docker …") and flags and numbers after one of wrapperLeads
// ("sudo -E docker …", "timeout 30 docker …"). It looks back 80 bytes and 6 words at most.
func commandStart(s string, i int) bool {
	from := max(0, i-80)
	before := s[from:i]
	lineStart := from == 0 // the window holds the line's start
	if k := strings.LastIndexByte(before, '\n'); k >= 0 {
		before, lineStart = before[k+1:], true
	}
	wrapped := false // a flag or a number was passed over: only wrapperLeads lead to a command
	for range 6 {
		before = strings.TrimRight(before, " \t")
		if before == "" {
			return lineStart && !wrapped
		}
		if jsonEscape(before+" ", len(before)) {
			return true // "…\n\tmysql …" in a JSON string
		}
		n := len(before)
		k := strings.LastIndexAny(before, " \t") + 1
		last := strings.ToLower(before[k:])
		switch {
		case wrapperLeads[last]:
			return true
		case len(last) > 1 && last[0] == '-' && last != "--" || wrapperArg.MatchString(last):
			before, wrapped = before[:k], true // "sudo -E docker", "nice -n 10 mysql"
			continue
		case wrapped:
			return false
		}
		switch c := before[n-1]; {
		case strings.IndexByte("|;&($#>{\"'`*):", c) >= 0:
			return true
		case c == '-' && (n == 1 || before[n-2] == ' ' || before[n-2] == '\t'):
			return true // a list's "- "
		case strings.HasSuffix(before, "•"):
			return true
		}
		switch {
		case last == "--" || commandLeads[last] || listNumber.MatchString(last):
			return true
		case strings.Contains(last, "="):
			before = before[:k] // "FOO=1 mysql": the word before says
		default:
			return false
		}
	}
	return false
}

// parseCommand reads the command that begins at s[st] to the end of its line (and the
// lines it is continued on with "\"), at most 1,000 bytes, as the shell does; a text it
// cannot parse whole is read up to where the parser stopped ("mysql -phunter2", then a
// JSON string's closing quote). It returns the command's arguments (its name first), nil
// for none, and the length of the text parsed.
func parseCommand(s string, st int) ([]shellArg, int) {
	end := st
	for {
		nl := strings.IndexByte(s[end:], '\n')
		if nl < 0 {
			end = len(s)
			break
		}
		end += nl
		if end > st && s[end-1] == '\\' && end-st < 1000 {
			end++
			continue
		}
		break
	}
	end = min(end, st+1000)
	text := s[st:end]
	p := syntax.NewParser()
	file, err := p.Parse(strings.NewReader(text), "")
	if perr, ok := err.(syntax.ParseError); ok && perr.Pos.Offset() > 0 {
		text = text[:perr.Pos.Offset()]
		file, err = p.Parse(strings.NewReader(text), "")
	}
	if err != nil || len(file.Stmts) == 0 {
		return nil, end - st
	}
	cmd := file.Stmts[0].Cmd
	for {
		b, ok := cmd.(*syntax.BinaryCmd) // "htpasswd … | tee": the command on the left
		if !ok {
			break
		}
		cmd = b.X.Cmd
	}
	call, ok := cmd.(*syntax.CallExpr)
	if !ok {
		return nil, end - st
	}
	args := make([]shellArg, 0, len(call.Args))
	for _, w := range call.Args {
		args = append(args, wordArg(w, st, text))
	}
	return args, len(text)
}

// hasFlag reports whether a command's text holds a flag: " -p", "-p" first in an array's
// string (", \"-p"), or Windows' " /p:".
func hasFlag(text string) bool {
	return strings.Contains(text, " -") || strings.Contains(text, `"-`) || strings.Contains(text, `'-`) || strings.Contains(text, " /")
}

// execArray reads the command whose name is the string that begins at s[st] of a JSON
// or YAML flow array, the exec form of a command (Docker's `CMD ["mysql", "-pX"]`, a
// healthcheck's `["CMD", "mysqladmin", "ping", "-pX"]`, Kubernetes' `command: […]`), or of
// a call of execCalls (`exec.Command("mysql", "-pX")`, `spawn('mysql', ['-pX'])`): the
// array's strings from there to its end, each one argument, at most 1,000 bytes, and the
// length read. ok is false when s[st] does not begin such a string, or begins one that
// holds a whole command line (parseCommand reads it).
func execArray(s string, st int) (args []shellArg, n int, ok bool) {
	if !arrayBefore(s, st) {
		return nil, 0, false
	}
	end := min(len(s), st+1000)
	i := st
	for {
		q := s[i-1]
		k := strings.IndexByte(s[i:end], q)
		if k < 0 {
			break
		}
		if len(args) == 0 && strings.ContainsAny(s[i:i+k], " \t") {
			return nil, 0, false // a shell's command line in one string: ["CMD-SHELL", "mysql -pX …"]
		}
		a := shellArg{val: s[i : i+k], off: make([]int, k)}
		for b := range a.off {
			a.off[b] = i + b
		}
		args = append(args, a)
		i += k + 1
		j := blanksEnd(s[:end], i)
		if j >= end || s[j] != ',' {
			break // "]", or the array's text ends
		}
		j = blanksEnd(s[:end], j+1)
		if j < end && s[j] == '[' && len(args) == 1 {
			j = blanksEnd(s[:end], j+1) // spawn('mysql', ['-pX']): the arguments after the name
		}
		if j >= end || s[j] != '"' && s[j] != '\'' {
			break
		}
		i = j + 1
	}
	return args, i - st, true
}

// execCalls are the calls of code that run a program with its arguments each given
// apart: Go's exec.Command, Java's ProcessBuilder, Node's spawn and execFile, execa.
var execCalls = map[string]bool{"Command": true, "ProcessBuilder": true, "spawn": true, "spawnSync": true,
	"execFile": true, "execFileSync": true, "execa": true, "execaSync": true}

// execCall reports whether the text before a call's "(" ends with the name of one of
// execCalls ("exec.Command", "new ProcessBuilder", "child_process.spawn").
func execCall(before string) bool {
	k := len(before)
	for k > 0 && (isAlnum(before[k-1]) || before[k-1] == '_') {
		k--
	}
	return execCalls[before[k:]]
}

// blanksEnd returns the index of the first byte from s[i] on that is no space or tab,
// len(s) for none.
func blanksEnd(s string, i int) int {
	for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
		i++
	}
	return i
}

// arrayBefore reports whether the string that begins at s[st] is an element of a flow
// array or an argument of a call of execCalls: after its opening quote, "[" or the call's
// "(", or strings of the array and commas, within 200 bytes.
func arrayBefore(s string, st int) bool {
	if st == 0 || s[st-1] != '"' && s[st-1] != '\'' {
		return false
	}
	from := max(0, st-200)
	q := st - 1 // the element's opening quote
	for {
		j := from + len(strings.TrimRight(s[from:q], " \t"))
		if j == from {
			return false
		}
		switch s[j-1] {
		case '[':
			return true
		case '(':
			return execCall(s[from : j-1]) // exec.Command("mysql", "-pX"), spawn('mysql', [...])
		case ',':
			e := from + len(strings.TrimRight(s[from:j-1], " \t")) // after the element before
			if e == from || s[e-1] != '"' && s[e-1] != '\'' {
				return false
			}
			open := strings.LastIndexByte(s[from:e-1], s[e-1])
			if open < 0 {
				return false
			}
			q = from + open
		default:
			return false
		}
	}
}

// wordArg is the argument a shell word w of text stands for (text is the parsed command,
// base its offset in the whole).
func wordArg(w *syntax.Word, base int, text string) shellArg {
	var a shellArg
	add := func(v string, at uint) {
		for i := 0; i < len(v); i++ {
			a.off = append(a.off, base+int(at)+i)
		}
		a.val += v
	}
	raw := func(n syntax.Node) { add(text[n.Pos().Offset():n.End().Offset()], n.Pos().Offset()) }
	for _, part := range w.Parts {
		switch x := part.(type) {
		case *syntax.Lit:
			add(x.Value, x.Pos().Offset())
		case *syntax.SglQuoted:
			if x.Dollar {
				raw(x)
				continue
			}
			add(x.Value, x.Left.Offset()+1)
		case *syntax.DblQuoted:
			for _, in := range x.Parts {
				if l, ok := in.(*syntax.Lit); ok {
					add(l.Value, l.Pos().Offset())
				} else {
					raw(in)
				}
			}
		default:
			raw(part)
		}
	}
	return a
}

// passwordAt is a password among a command's arguments: args[arg].val[from:].
type passwordAt struct{ arg, from int }

// passwords finds the passwords c takes among args (the command's name first).
func (c passwordCommand) passwords(args []shellArg) []passwordAt {
	if c.args != nil {
		if i := c.args(args); i > 0 && args[i].val != "" {
			return []passwordAt{{i, 0}}
		}
		if c.flags == nil {
			return nil
		}
	}
	first := 1
	if c.sub != "" {
		// "docker login …", not "docker run --name login -p 8080:80"
		for first < len(args) && strings.HasPrefix(args[first].val, "-") {
			first++
		}
		if first >= len(args) || args[first].val != c.sub {
			return nil
		}
		first++
	}
	var out []passwordAt
	for i := first; i < len(args); i++ {
		for _, f := range c.flags {
			if at, ok := f.value(args, i); ok {
				if at.from < len(args[at.arg].val) {
					out = append(out, at)
				}
				break
			}
		}
	}
	return out
}

// value reads the password flag f gives at args[i]: ok when args[i] is the flag (sep or
// glued), and then where its password begins, at the end of the value when there is none
// (no value, "$PASS", a value without prefix or without split).
func (f passwordFlag) value(args []shellArg, i int) (at passwordAt, ok bool) {
	switch v := args[i].val; {
	case f.sep != "" && v == f.sep && i+1 < len(args):
		at = passwordAt{i + 1, 0}
	case f.glued != "" && len(v) > len(f.glued) && strings.HasPrefix(v, f.glued):
		at = passwordAt{i, len(f.glued)}
	default:
		return at, false
	}
	v := args[at.arg].val
	none := passwordAt{at.arg, len(v)}
	if rest := v[at.from:]; strings.HasPrefix(rest, "-") || strings.HasPrefix(rest, "$") || !strings.HasPrefix(rest, f.prefix) {
		return none, true // no value (the command asks for it), "$PASS", another value
	}
	at.from += len(f.prefix)
	if f.split != 0 {
		j := strings.IndexByte(v[at.from:], f.split)
		if j < 0 {
			return none, true
		}
		at.from += j + 1
	}
	return at, true
}

// argAfter returns an args reader of passwordCommand: the n-th argument that is no flag
// after the command's first word (past its flags, each with a value) when that is one of
// words ("rabbitmqctl add_user alice X", "rabbitmqctl add_user -n node alice X": 2 after
// "add_user"; "net user alice X /add"), or after the command's name for the word ""
// ("wpa_passphrase MyNetwork X"); -1 when it is a switch ("/add") or missing.
func argAfter(n int, words ...string) func(args []shellArg) int {
	return func(args []shellArg) int {
		i := 0
		if !slices.Contains(words, "") {
			if i = firstWord(args); i < 0 || !slices.Contains(words, args[i].val) {
				return -1
			}
		}
		left := n // words still to pass: n itself is every call's
		for j := i + 1; j < len(args); j++ {
			switch v := args[j].val; {
			case strings.HasPrefix(v, "-"):
				j++ // a flag and its value
			case strings.HasPrefix(v, "/"):
				return -1
			default:
				if left--; left == 0 {
					return j
				}
			}
		}
		return -1
	}
}

// firstWord returns the index of a command's first argument that is no flag nor a flag's
// value ("redis-cli -h host -p 6379 AUTH X": AUTH), -1 for none.
func firstWord(args []shellArg) int {
	i := 1
	for i < len(args) && strings.HasPrefix(args[i].val, "-") {
		i += 2
	}
	if i >= len(args) {
		return -1
	}
	return i
}

// redisAuth reads redis-cli's AUTH command, the first word after its flags: "redis-cli
// AUTH X", "redis-cli -h host AUTH user X" (the last argument of the two), -1 for none.
func redisAuth(args []shellArg) int {
	i := firstWord(args)
	if i < 0 || !strings.EqualFold(args[i].val, "auth") {
		return -1 // "redis-cli SET auth v2": a key
	}
	switch len(args) - i - 1 {
	case 1, 2:
		return len(args) - 1
	}
	return -1
}

// htpasswdPassword is the index of the password htpasswd -b takes among args, its last
// argument ("htpasswd -b file user password", "htpasswd -nb user password"); -1 without
// -b, with -D (which deletes a user) or with another number of arguments.
func htpasswdPassword(args []shellArg) int {
	var flags string
	i := 1
	for ; i < len(args) && strings.HasPrefix(args[i].val, "-") && len(args[i].val) > 1; i++ {
		flags += args[i].val[1:]
		if v := args[i].val; v == "-C" || v == "-r" {
			i++ // the bcrypt cost, the rounds
		}
	}
	if !strings.Contains(flags, "b") || strings.Contains(flags, "D") {
		return -1
	}
	need := 3 // file, user, password
	if strings.Contains(flags, "n") {
		need = 2
	}
	if len(args)-i != need {
		return -1 // too few, or a sentence: "htpasswd -nb prints user:hash to stdout"
	}
	return i + need - 1
}
