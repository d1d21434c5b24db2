package redact

import (
	"regexp"
	"strings"
)

// A sheet of recovery or backup codes, as a site shows it once two-factor sign-in is set
// up: a heading, perhaps a line or two of advice or the account's name, then the codes, one
// or two to a line, numbered or not ("9f3a2-c81e4", "1. 8249 3017    6. 5528 1940"). Each
// code signs in in the owner's place (SPEC §8). proseKey reads codes right after their
// name ("Recovery codes: X, Y"); codeSheetPass reads them under it.

// sheetHeadings are the lower-case names of such a sheet (or of one code, before a colon
// and a list: "if it asks for a backup code, use one of these: X, Y"), in English and the languages
// proseKey reads backup codes in (the text is lower-cased in ASCII only: "CÓDIGOS" is not
// read).
var sheetHeadings = []string{"recovery code", "backup code", "backup verification code", "scratch code", "codes de secours", "codes de récupération", "códigos de respaldo",
	"códigos de recuperación", "kody zapasowe", "wiederherstellungscodes", "backup-codes", "codici di backup",
	"códigos de recuperação", "códigos de backup", "codici di recupero", "herstelcode", "back-upcodes", "kody odzyskiwania",
	"återställningskoder", "reservkoder", "reservekoder", "backupkoder", "backup-koder", "kurtarma kodları", "yedek kod", "коды восстановления", "Коды восстановления", "резервные коды", "Резервные коды", "резервні коди", "Резервні коди", "коди відновлення", "リカバリーコード", "バックアップコード",
	"恢复代码", "备用代码", "복구 코드", "백업 코드", "varukood", "varmistuskood", "varakood", "tartalékkód", "rezerves kod", "atsarginiai kod"}

// sheetCode matches one code of a sheet: two groups of four digits, two or more groups of
// four or five letters and digits joined by hyphens, or 8 to 16 letters and digits (with a
// digit: sheetPass checks).
var sheetCode = regexp.MustCompile(`\b(?:` + sheetCodeShapes + `)\b`)

const sheetCodeShapes = `\d{4} \d{4}|[A-Za-z0-9]{4,5}(?:-[A-Za-z0-9]{4,5})+|[A-Za-z0-9]{8,16}`

// sheetLineCode is sheetCode on a line of codes under a heading, where a code may also be
// three or four groups of four letters and digits ("f7k2 9qxm 4tz8").
var sheetLineCode = regexp.MustCompile(`\b(?:[A-Za-z0-9]{4}(?: [A-Za-z0-9]{4}){2,3}|` + sheetCodeShapes + `)\b`)

// sheetRemark matches a remark in brackets at the end of a line of codes ("8f3k2-q9wz1
// (her kod yalnızca bir kez kullanılabilir)").
var sheetRemark = regexp.MustCompile(`\([^()\n]{0,80}\)\s*$`)

// listMark matches a numbered list's mark before a code ("1.", "10)", or a bare "1 " as
// a screenshot's text gives it).
var listMark = regexp.MustCompile(`\b\d{1,2}[.)]?\s`)

const (
	// sheetLead is how many lines of advice or names may stand between a sheet's heading
	// and its first code.
	sheetLead = 3
	// sheetLines is how many lines of codes a sheet is read for.
	sheetLines = 24
)

// codeSheetPass masks, as {{otp}}, the codes on the lines under a heading of sheetHeadings
// and those after a colon on the heading's own line ("use one of these backup codes: X, Y"),
// up to the first line that is not codes once codes began. A line is codes when nothing
// but codes, list marks, spaces and commas is left on it, and each code has a digit.
func (r *Redactor) codeSheetPass(s string) []seg {
	if len(s) < 20 || !strings.ContainsAny(s, "0123456789") {
		return nil
	}
	// "code", "códigos", "kody", "codici", "kodları", "коды"
	if !containsAny(s, "ode", "ODE", "ood", "OOD", "kód", "KÓD", "ódigo", "ÓDIGO", "ody", "ODY", "odici", "ODICI", "odlar", "ODLAR", "од", "ОД", "コード", "代码", "코드") {
		return nil
	}
	var spans []span
	f := newFinder(asciiLower(s), sheetHeadings...)
	for at := f.next(0); at >= 0; at = f.next(at + 1) {
		spans = sheetCodes(s, at, spans) // the heading holds no ":" of its line's
	}
	spans = googleBackupCodes(s, spans)
	return r.maskSpans(s, spans)
}

// sheetCodes appends to spans the codes from s[i:], the rest of a heading's line and the
// lines under it (see codeSheetPass).
func sheetCodes(s string, i int, spans []span) []span {
	end := lineEnd(s, i)
	if c := strings.LastIndexByte(s[i:end], ':'); c >= 0 {
		if found := codesOn(s, i+c+1, end); found != nil {
			spans = append(spans, found...)
		} else {
			spans = append(spans, leadingCodes(s, i+c+1, end)...)
		}
	}
	started, lead := false, 0
	for n := 0; n < sheetLines && end < len(s); n++ {
		i = end + 1
		end = lineEnd(s, i)
		if strings.TrimSpace(s[i:end]) == "" {
			continue
		}
		found := codesOn(s, i, end)
		if found == nil {
			if started || lead == sheetLead {
				break
			}
			lead++
			continue
		}
		started = true
		spans = append(spans, found...)
	}
	return spans
}

// codesOn returns the codes of s[i:j] when that is a line of codes (see codeSheetPass),
// else nil.
func codesOn(s string, i, j int) []span {
	line := s[i:j]
	if m := sheetRemark.FindStringIndex(line); m != nil {
		line = line[:m[0]] // "8f3k2-q9wz1   (her kod yalnızca bir kez kullanılabilir)"
	}
	ms := sheetLineCode.FindAllStringIndex(line, -1)
	if ms == nil {
		return nil
	}
	var out []span
	rest := []byte(line)
	for n, m := range ms {
		if !strings.ContainsAny(line[m[0]:m[1]], "0123456789") {
			return nil // a word: "Download", "password"
		}
		if n > 0 && ms[n-1][1]+1 == m[0] && strings.Contains(line[m[0]:m[1]], " ") {
			return nil // groups of one longer code: "7GH2 K9XP 4MRT 8VWZ 3JBN 6YC2 DF5Q 1LSA", proseKey's
		}
		out = append(out, span{i + m[0], i + m[1], OTP})
		for k := m[0]; k < m[1]; k++ {
			rest[k] = ' '
		}
	}
	left := listMark.ReplaceAllString(string(rest)+" ", " ")
	if strings.Trim(left, " \t\r,;.-*•・·\"") != "" { // Japanese lists mark items with "・"
		return nil
	}
	return out
}

// googleBackupCode matches one backup code named in a sentence, as Google writes them (two
// groups of four digits): "le code de secours Google 7391 0485", "backup code: 7391 0485";
// group 1 the code. googleBackupCodes checks that no other group of digits follows.
var googleBackupCode = regexp.MustCompile(`^(?i)(?:(?:backup|recovery)\s+code|code\s+de\s+secours|c[óo]digo\s+de\s+(?:respaldo|recuperaci[óo]n)|` +
	`codice\s+di\s+(?:backup|recupero)|backup-code|wiederherstellungscode)`)

// backupCodeWords are where googleBackupCode's names begin (lower case in ASCII).
var backupCodeWords = []string{"backup", "recovery", "code de secours", "código de", "codigo de", "codice di", "wiederherstellungscode"}

// googleBackupCodes appends to spans the code after each name of googleBackupCode in s:
// "Google" or a colon may come between, and the code is two
// groups of four digits and no more ("backup code 1000 2000 3000" is no such code).
func googleBackupCodes(s string, spans []span) []span {
	low := asciiLower(s)
	if !containsAny(low, backupCodeWords...) {
		return spans
	}
	f := newFinder(low, backupCodeWords...)
	for p := f.nextWord(s, 0); p >= 0; p = f.nextWord(s, p+1) {
		m := matchAt(googleBackupCode, s, p, 48)
		if m == nil {
			continue
		}
		k := m[1]
		rest := s[k:min(len(s), k+24)]
		t := strings.TrimLeft(rest, " \t:")
		if g, ok := strings.CutPrefix(t, "Google"); ok {
			t = strings.TrimLeft(g, " \t:")
		}
		a := k + len(rest) - len(t)
		if len(t) >= 9 && isDigits(t[:4]) && t[4] == ' ' && isDigits(t[5:9]) &&
			(len(t) == 9 || !isAlnum(t[9]) && !(len(t) > 10 && t[9] == ' ' && isDigit(t[10]))) {
			spans = append(spans, span{a, a + 9, OTP})
		}
	}
	return spans
}

// leadingCodes returns the codes a list after a heading's colon begins with, when the
// line says more after them: two or more codes joined by commas or spaces, each with a
// digit ("as asked: d0b74-435af, 61af0-52cb5, b6b88-6b6dc (7 more on the page)"); nil
// for fewer.
func leadingCodes(s string, i, j int) []span {
	var out []span
	for k := i; k < j; {
		for k < j && (s[k] == ' ' || s[k] == ',' || s[k] == ';') {
			k++
		}
		m := sheetCode.FindStringIndex(s[k:j])
		if m == nil || m[0] != 0 || !strings.ContainsAny(s[k:k+m[1]], "0123456789") {
			break
		}
		out = append(out, span{k, k + m[1], OTP})
		k += m[1]
	}
	if len(out) < 2 {
		return nil
	}
	return out
}

// lineEnd returns the index of the line break at or after s[i:], or len(s).
func lineEnd(s string, i int) int {
	if k := strings.IndexByte(s[i:], '\n'); k >= 0 {
		return i + k
	}
	return len(s)
}
