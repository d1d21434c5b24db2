package redact

// Secrets in a table whose header names their column: a Markdown or text table
// ("| Service | Username | Password |"), tab-separated values copied from a sheet, or a
// CSV file such as the credentials file a cloud console offers for download
// ("User name,Password,Access key ID,Secret access key,Console login link"). No key
// stands beside the value; the header above it names it.

import (
	"encoding/csv"
	"io"
	"regexp"
	"strings"
)

// tableSecretWords are the words a text holds when a header may name a secret's column
// (lower case); tablePass reads only texts with one.
var tableSecretWords = []string{"password", "passphrase", "secret", "token", "api key", "apikey", "api_key", "totp", "2fa", "otp",
	"one-time", "verification code",
	// a password's column in other languages
	"mot de passe", "contraseña", "passwort", "kennwort", "senha", "wachtwoord", "hasło", "heslo", "пароль", "Пароль",
	"密码", "パスワード", "비밀번호", "şifre", "lösenord", "salasana", "adgangskode", "passord",
	// identity numbers' columns (idColumn), as a header writes them: not "ssn" of every
	// "className", nor words a page says anyway ("passport", "insurance")
	" ssn", ",ssn", "\tssn", "passport no", "passport number", "codice fiscale", "tax id", "steuer-id", "steuerid",
	"personnummer", "national insurance", "aadhaar", "cpf", "pesel",
	// acronyms of idAcronymAt, a cell's own word: Croatia's OIB, Spain's DNI and NIF, the
	// Netherlands' BSN, Romania's CNP, Mexico's CURP, Argentina's CUIL, Chile's RUT
	" oib", "\toib", ",oib", " dni", "\tdni", ",dni", " nif", " bsn", " cnp", " curp", " cuil", " rut", "\trut", ",rut"}

// tableRule matches a table's line between its header and its rows: Markdown's ("| --- |
// :---: |"), psql's ("-----+-----") and MySQL's ("+------+------+").
var tableRule = regexp.MustCompile(`^[|+]?\s*:?-{3,}:?\s*(?:[|+]\s*:?-{3,}:?\s*)*[|+]?\s*$`)

// tablePass masks, in each table of s, the cells of the columns its header names for a
// secret (columnClass) whose value is shaped as that secret (shapedAs): the rows after the
// header that have as many cells as it, up to the first line that has not.
func (r *Redactor) tablePass(s string) []seg {
	if strings.IndexByte(s, '\n') < 0 {
		return nil
	}
	low := asciiLower(s)
	found := false
	for _, w := range tableSecretWords {
		found = found || strings.Contains(low, w)
	}
	if !found {
		return nil
	}
	b := builder{s: s}
	var (
		sep     byte           // the header's separator: '|', '\t' or ','; 0 outside a table
		classes map[int]string // the secret columns of the table, by index
		width   int            // the header's number of cells
	)
	for at := 0; at < len(s); {
		end := strings.IndexByte(s[at:], '\n')
		if end < 0 {
			end = len(s)
		} else {
			end += at
		}
		line := strings.TrimRight(s[at:end], "\r")
		switch {
		case sep != 0 && tableRule.MatchString(line):
		case sep != 0 && len(cells(line, sep)) == width:
			for _, c := range cells(line, sep) {
				class, ok := classes[c.index]
				if !ok {
					continue
				}
				v := line[c.i:c.j]
				if !IsPlaceholder(v) && !hiddenMark(v) && shapedAs(class, v) && !publishableKey(v) { // a Stripe page's "Publishable key" row; "••••" shown hidden
					b.add(at+c.i, at+c.j, r.mask(v, class))
				}
			}
		default:
			sep, classes, width = header(line)
		}
		at = end + 1
	}
	return b.done()
}

// cell is a cell of a table's line: its index among the line's cells and the bounds of
// its value, spaces around it left out.
type cell struct{ index, i, j int }

// cells splits a table's line at sep; a Markdown line's outer bars hold no cell, and a
// line without them is a table's when it has two bars or more ("Surname | Passport No. |
// Expiry").
func cells(line string, sep byte) []cell {
	from, to := 0, len(line)
	switch t := strings.TrimSpace(line); {
	case sep != '|':
	case !strings.HasPrefix(t, "|"):
		if strings.Count(t, "|") < 2 {
			return nil
		}
	default:
		from = strings.IndexByte(line, '|') + 1
		if strings.HasSuffix(t, "|") {
			to = strings.LastIndexByte(line, '|')
		}
		if to < from {
			return nil
		}
	}
	if sep == ',' && strings.IndexByte(line, '"') >= 0 {
		if out := quotedCells(line); out != nil {
			return out
		}
	}
	var out []cell
	for i := from; i <= to; {
		k := strings.IndexByte(line[i:to], sep)
		e := to
		if k >= 0 {
			e = i + k
		}
		a, z := i, e
		for a < z && (line[a] == ' ' || line[a] == '\t' && sep != '\t') {
			a++
		}
		for z > a && (line[z-1] == ' ' || line[z-1] == '\t' && sep != '\t') {
			z--
		}
		out = append(out, cell{index: len(out), i: a, j: z})
		i = e + 1
		if k < 0 {
			break
		}
	}
	return out
}

// quotedCells splits a CSV line whose cells may be quoted (RFC 4180, encoding/csv: a
// Bitwarden export's notes cell "Admin, do not share" holds a comma); a quoted cell's
// bounds are inside its quotes. It returns nil when the line does not read as one record.
func quotedCells(line string) []cell {
	r := csv.NewReader(strings.NewReader(line))
	r.LazyQuotes, r.FieldsPerRecord = true, -1
	rec, err := r.Read()
	if err != nil {
		return nil
	}
	if _, err := r.Read(); err != io.EOF {
		return nil // a quoted cell ran over a line break: not one line's record
	}
	out := make([]cell, len(rec))
	for k := range rec {
		_, col := r.FieldPos(k)
		a, z := col-1, len(line)
		if k+1 < len(rec) {
			_, next := r.FieldPos(k + 1)
			z = next - 2 // before the comma
		}
		for a < z && line[a] == ' ' {
			a++
		}
		for z > a && line[z-1] == ' ' {
			z--
		}
		if z-a >= 2 && line[a] == '"' && line[z-1] == '"' {
			a, z = a+1, z-1
		}
		out[k] = cell{index: k, i: a, j: z}
	}
	return out
}

// header reads line as a table's header: its separator ('|' for a Markdown or text table,
// else a tab, else a comma), the classes of the columns it names for a secret (columnClass)
// and its number of cells; sep is 0 when it names none.
func header(line string) (sep byte, classes map[int]string, width int) {
	for _, sep := range []byte{'|', '\t', ','} {
		cs := cells(line, sep)
		if len(cs) < 2 {
			continue
		}
		for _, c := range cs {
			if class := columnClass(line[c.i:c.j]); class != "" {
				if classes == nil {
					classes = map[int]string{}
				}
				classes[c.index] = class
			}
		}
		if classes != nil {
			return sep, classes, len(cs)
		}
	}
	return 0, nil, 0
}

// columnClass is the class of the secret a column named name holds: "Password", "Wi-Fi
// password", "Passphrase", "API key", "Secret access key", "Client secret", "Token",
// "Access token", a one-time code's or its seed's ("TOTP", "login_totp"), an identity
// number's ("Codice fiscale", "SSN"); "" for another
// ("Password hint", "Last used", "Pass" of a test's result, "PIN" of a postal code), and
// for a name of more than four words (a sentence, not a header).
func columnClass(name string) string {
	if name == "" || len(name) > 40 || strings.Count(name, " ") > 3 || strings.EqualFold(name, "pass") {
		return ""
	}
	if low := strings.ToLower(name); containsAny(low, "secret", "key", "token") &&
		(strings.HasPrefix(low, "id ") || strings.HasSuffix(low, " id") || strings.HasSuffix(low, "-id") || strings.HasSuffix(low, "_id")) {
		return "" // a secret's id, which names it in a console: "Secret ID", Entra's "ID du secret"
	}
	if class := nameClass(name); class == Password || class == Token || class == Secret {
		return class
	}
	if class := settingClass(name); class != "" {
		return class
	}
	if Classify(Field{Label: name}) == Password {
		return Password // "Mot de passe", "Passwort", "Пароль": a form's labels in other languages
	}
	if low := strings.ToLower(name); strings.HasSuffix(low, "secret access key") || strings.HasSuffix(low, "secret key") {
		return Secret
	}
	if class, short := classify(Field{Label: name}); class == OTP && !short {
		return OTP // a password manager's "login_totp", "TOTP", "2FA": its seed (shapedAs)
	}
	if idColumn(strings.TrimSpace(name)) {
		return SSN // "Codice fiscale", "Passport No.": idnumber.go
	}
	return ""
}
