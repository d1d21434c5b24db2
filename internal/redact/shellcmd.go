package redact

// Passwords that commands take on their command line by a short flag or an argument
// (mysql's -p<password>, sqlcmd -P, smbclient -U user%password, htpasswd -b's last
// argument …). A command is read where its name begins a command (at the start of a line,
// after a pipe, a prompt, "sudo", a quote …), as the shell reads it (mvdan.cc/sh's
// parser): quotes, escapes, redirections and lines continued with "\" are the shell's,
// and "docker run --name mongo -p 27017:27017" or "mkdir -p data" run no mongo.

import (
	"path"
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

// passwordCommand is how a command takes a password: one of flags, after the word sub
// when sub is not "" ("docker login", "az login"); or read by args (htpasswd).
type passwordCommand struct {
	sub   string
	flags []passwordFlag
	args  func(args []shellArg) int // the index of the password among args, -1 for none
	// anywhere: the name is read as this command wherever it stands ("docker run httpd
	// htpasswd -Bbn …", "docker exec -it db mysql -pX"); else only where a command begins
	// (commandStart): "http", "net", "az", "docker" and "mongo" are also words, hosts and
	// containers' names.
	anywhere bool
}

// passwordCommands are the commands cmdPasswordPass reads, by name (a path's base name,
// without ".exe").
var passwordCommands = func() map[string]passwordCommand {
	mysql := passwordCommand{flags: []passwordFlag{{glued: "-p"}}, anywhere: true}
	mongo := passwordCommand{flags: []passwordFlag{{sep: "-p"}}}
	login := passwordCommand{sub: "login", flags: []passwordFlag{{sep: "-p"}}}
	httpie := passwordCommand{flags: []passwordFlag{{sep: "-a", split: ':'}, {sep: "--auth", split: ':'}}}
	sevenZip := passwordCommand{flags: []passwordFlag{{glued: "-p"}}, anywhere: true}
	sqlServer := passwordCommand{flags: []passwordFlag{{sep: "-P", glued: "-P"}}, anywhere: true}
	samba := passwordCommand{flags: []passwordFlag{{sep: "-U", glued: "-U", split: '%'}, {sep: "--user", glued: "--user=", split: '%'}}, anywhere: true}
	openssl := passwordCommand{flags: []passwordFlag{{sep: "-passin", prefix: "pass:"}, {sep: "-passout", prefix: "pass:"},
		{sep: "-pass", prefix: "pass:"}}, anywhere: true}
	cmds := map[string]passwordCommand{
		"sshpass":   {flags: []passwordFlag{{sep: "-p", glued: "-p"}}, anywhere: true},
		"redis-cli": {flags: []passwordFlag{{sep: "-a"}}, anywhere: true},
		"htpasswd":  {args: htpasswdPassword, anywhere: true},
		"openssl":   openssl,
		"az":        login,
	}
	for _, name := range []string{"mysql", "mysqldump", "mysqladmin", "mysqlimport", "mysqlshow", "mysqlcheck", "mariadb", "mariadb-dump", "mariadb-admin"} {
		cmds[name] = mysql
	}
	for _, name := range []string{"mongo", "mongosh", "mongodump", "mongorestore", "mongoimport", "mongoexport", "mongostat", "mongotop"} {
		cmds[name] = mongo
	}
	for _, name := range []string{"docker", "podman", "nerdctl"} {
		cmds[name] = login
	}
	for _, name := range []string{"http", "https", "xh", "xhs"} {
		cmds[name] = httpie
	}
	for _, name := range []string{"7z", "7za", "7zr", "7zz"} {
		cmds[name] = sevenZip
	}
	for _, name := range []string{"sqlcmd", "bcp", "osql"} {
		cmds[name] = sqlServer
	}
	for _, name := range []string{"smbclient", "rpcclient", "smbget"} {
		cmds[name] = samba
	}
	samba.anywhere = false
	cmds["net"] = samba
	return cmds
}()

// commandLits are literals one of which every name of passwordCommands holds.
var commandLits = []string{"mysql", "mariadb", "sshpass", "redis-cli", "htpasswd", "openssl", "az", "mongo",
	"docker", "podman", "nerdctl", "http", "xh", "7z", "sqlcmd", "bcp", "osql", "smbclient", "rpcclient", "smbget", "net"}

// commandLeads are the words after which a command's name begins a command: "sudo mysql
// …", "then mysql …", a text's "Run mysql …".
var commandLeads = map[string]bool{"sudo": true, "time": true, "nohup": true, "exec": true, "command": true,
	"env": true, "then": true, "do": true, "else": true, "run": true, "use": true, "try": true, "type": true,
	"execute": true, "and": true, "or": true}

// shellArg is one argument of a command as the shell reads it: its value without quotes
// and, for each byte of it, its offset in the text; dynamic when it holds an expansion
// ("$PASS", "$(cat f)"), whose value is not in the text.
type shellArg struct {
	val     string
	off     []int
	dynamic bool
}

// cmdPasswordPass finds the passwords of passwordCommands in s: each shaped as one once
// its spaces are taken out (passwordValue: "S3cret Pass 1" is one, a quoted argument of a
// shell's), no placeholder ("<password>", "%DB_PASS%").
func cmdPasswordPass(s string) []span {
	var found []span
	f := newFinder(s, commandLits...)
	for from := 0; ; {
		p := f.next(from)
		if p < 0 {
			break
		}
		from = p + 1
		st, name, start := commandAt(s, p)
		cmd, known := passwordCommands[name]
		if !known || !start && !cmd.anywhere {
			continue
		}
		args := parseCommand(s, st)
		if len(args) < 2 {
			continue
		}
		for _, v := range cmd.passwords(args) {
			a := args[v.arg]
			if pw := a.val[v.from:]; !IsPlaceholder(pw) && passwordValue(strings.ReplaceAll(pw, " ", "")) {
				found = append(found, span{a.off[v.from], a.off[len(a.val)-1] + 1, Password})
			}
		}
	}
	return found
}

// commandAt reads the word around s[p] (a literal of commandLits found there): its start,
// its name as passwordCommands knows it ("" for a word that is no command's name), and
// whether a command begins there (commandStart).
func commandAt(s string, p int) (st int, name string, start bool) {
	st, e := p, p
	for st > 0 && pathByte(s[st-1]) {
		st--
	}
	for e < len(s) && pathByte(s[e]) {
		e++
	}
	if e < len(s) && !strings.ContainsRune(" \t\r\n;|&)\"'`", rune(s[e])) {
		return 0, "", false // "http://…", "mysql.conf"
	}
	name = strings.TrimSuffix(path.Base(strings.ReplaceAll(s[st:e], `\`, "/")), ".exe")
	if st < p && s[p-1] != '/' && s[p-1] != '\\' {
		return 0, "", false // within a word: "internet", "gaz"
	}
	return st, name, commandStart(s, st)
}

// pathByte reports whether c may be part of a command's path: "/usr/bin/mysql",
// "C:\tools\7z.exe".
func pathByte(c byte) bool {
	return isAlnum(c) || strings.IndexByte("_.-/\\:", c) >= 0
}

// commandStart reports whether a command begins at s[i]: first on its line, after a
// shell's separator or a prompt ("|", ";", "&", "(", "$", "#", ">"), an opening quote or
// brace, or one of commandLeads.
func commandStart(s string, i int) bool {
	lineStart := strings.LastIndexByte(s[:i], '\n') + 1
	before := strings.TrimRight(s[lineStart:i], " \t")
	if before == "" {
		return true
	}
	if strings.IndexByte("|;&($#>{\"'`", before[len(before)-1]) >= 0 {
		return true
	}
	k := strings.LastIndexAny(before, " \t") + 1
	return commandLeads[strings.ToLower(before[k:])]
}

// parseCommand reads the command that begins at s[st] to the end of its line (and the
// lines it is continued on with "\"), at most 1,000 bytes, as the shell does; a text it
// cannot parse whole is read up to where the parser stopped ("mysql -phunter2", then a
// JSON string's closing quote). It returns the command's arguments (its name first), nil
// for none.
func parseCommand(s string, st int) []shellArg {
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
		return nil
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
		return nil
	}
	args := make([]shellArg, 0, len(call.Args))
	for _, w := range call.Args {
		args = append(args, wordArg(w, st))
	}
	return args
}

// wordArg is the argument a shell word w stands for; base is the offset of the parsed
// text in the whole.
func wordArg(w *syntax.Word, base int) shellArg {
	var a shellArg
	lit := func(v string, at syntax.Pos) {
		for i := 0; i < len(v); i++ {
			a.off = append(a.off, base+int(at.Offset())+i)
		}
		a.val += v
	}
	for _, part := range w.Parts {
		switch x := part.(type) {
		case *syntax.Lit:
			lit(x.Value, x.Pos())
		case *syntax.SglQuoted:
			if x.Dollar {
				a.dynamic = true
				continue
			}
			lit(x.Value, syntax.NewPos(x.Left.Offset()+1, 0, 0))
		case *syntax.DblQuoted:
			for _, in := range x.Parts {
				if l, ok := in.(*syntax.Lit); ok && !x.Dollar {
					lit(l.Value, l.Pos())
				} else {
					a.dynamic = true
				}
			}
		default:
			a.dynamic = true
		}
	}
	return a
}

// passwordAt is a password among a command's arguments: args[arg].val[from:].
type passwordAt struct{ arg, from int }

// passwords finds the passwords c takes among args (the command's name first).
func (c passwordCommand) passwords(args []shellArg) []passwordAt {
	if c.args != nil {
		if i := c.args(args); i > 0 && !args[i].dynamic && args[i].val != "" {
			return []passwordAt{{i, 0}}
		}
		return nil
	}
	first := 1
	if c.sub != "" {
		for first < len(args) && args[first].val != c.sub {
			first++
		}
		first++
	}
	var out []passwordAt
	for i := first; i < len(args); i++ {
		for _, f := range c.flags {
			k, from := -1, 0
			switch v := args[i].val; {
			case f.sep != "" && v == f.sep && i+1 < len(args):
				k = i + 1
			case f.glued != "" && len(v) > len(f.glued) && strings.HasPrefix(v, f.glued):
				k, from = i, len(f.glued)
			default:
				continue
			}
			a := args[k]
			if a.dynamic || strings.HasPrefix(a.val[from:], "-") {
				break // "$PASS", or no value: the command asks for it
			}
			if !strings.HasPrefix(a.val[from:], f.prefix) {
				break
			}
			from += len(f.prefix)
			if f.split != 0 {
				j := strings.IndexByte(a.val[from:], f.split)
				if j < 0 {
					break
				}
				from += j + 1
			}
			if from < len(a.val) {
				out = append(out, passwordAt{k, from})
			}
			break
		}
	}
	return out
}

// htpasswdPassword is the index of the password htpasswd -b takes among args, its last
// argument ("htpasswd -b file user password", "htpasswd -nb user password"); -1 without
// -b, with -D (which deletes a user) or with too few arguments.
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
	if len(args)-i < need {
		return -1
	}
	return i + need - 1
}
