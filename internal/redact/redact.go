package redact

import (
	"encoding/base64"
	"fmt"
	"html"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
	"unsafe"
)

// placeholderRe matches a template placeholder that must be left alone: "{{email}}",
// "{{ name }}", "${KEY_ENTER}" (Selenium IDE) and "{first_name}" (workflow-use).
var placeholderRe = regexp.MustCompile(`\{\{[ \t]*[A-Za-z_][A-Za-z0-9_.-]{0,63}[ \t]*\}\}|\$\{[A-Za-z_][A-Za-z0-9_.:-]{0,63}\}|\{[A-Za-z_][A-Za-z0-9_.-]{0,63}\}`)

// IsPlaceholder reports whether s, trimmed, consists only of template placeholders
// ("{{email}}", "{first_name} {last_name}", "${KEY_ENTER}") with nothing but spaces and
// punctuation between them. Such values are never masked (SPEC §8). A placeholder names a
// variable: a word with a digit inside it ("{Tr0ub4dor3x}") is a value in braces.
func IsPlaceholder(s string) bool {
	if !strings.Contains(s, "{") { // every placeholder has one; most values none
		return false
	}
	s = strings.TrimSpace(s)
	if s == "" {
		return false
	}
	locs := placeholderRe.FindAllStringIndex(s, -1)
	if locs == nil {
		return false
	}
	last := 0
	for _, l := range locs {
		if hasAlnum(s[last:l[0]]) || !nameLike(s[l[0]:l[1]]) {
			return false
		}
		last = l[1]
	}
	return !hasAlnum(s[last:])
}

func hasAlnum(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80 {
			return true
		}
	}
	return false
}

// Redactor masks secrets and personal data in one whole trace before anything is written
// (SPEC §8, applied at SPEC §3 step 2). Use one Redactor per trace: every value it masks is
// remembered, with its URL-, HTML- and JSON-escaped forms and, for numbers, its bare digits,
// so the same secret echoed later — Browser-Use's "Input 'hunter2' into element 7." — is
// masked in [Redactor.Text] and [Redactor.URL] too, under the same placeholder.
//
// Placeholders are "{{class}}" with the class names of this package ([Password], [Email],
// …); the second distinct value of a class is "{{class_2}}", and so on — except {{token}},
// which is never numbered: credentials found in URLs, headers and text are not inputs a
// replay asks for. The output is deterministic for the same sequence of calls.
//
// Call order matters: pass every typed value through [Redactor.Value] first, then the task,
// results, notes and URLs through [Redactor.Text] and [Redactor.URL], so that echoes of a
// value typed late in the trace are known when the early text is masked. A bare number
// ("The phone number is2526545258.") is caught only once it is known.
//
// The zero value is ready to use. A Redactor is safe for concurrent use, but the numbering
// of placeholders then depends on the order of calls.
type Redactor struct {
	mu       sync.Mutex
	match    *matcher          // the remembered variants (exact and ASCII-case-folded), indexed
	distinct map[string]int    // class → number of distinct values masked
	names    []string          // placeholder names in order of first use
	local    map[string]string // values masked where typed only (expiry parts) → placeholder
	count    int
	nested   int               // depth of the URL being redacted inside a URL value (url.go)
	authPage bool              // the URL being redacted is a sign-in, verify, reset or callback page's (authPage)
	written  []string          // values of the text being redacted that its plain form writes otherwise (learnPlain)
	valueOf  map[string]string // placeholder → the value it was made for (codeTails)
}

type variant struct {
	s      string
	ph     string
	class  string
	fold   bool // compare ASCII case-insensitively
	digits bool // digits, spaces and - . ( ) + only, with a digit at each end
}

// numeric reports whether s is a number as variant.digits describes.
func numeric(s string) bool {
	if s == "" || !isDigit(s[0]) || !isDigit(s[len(s)-1]) {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) && strings.IndexByte(" -.()+", s[i]) < 0 {
			return false
		}
	}
	return true
}

// New returns an empty Redactor; it is the same as new(Redactor).
func New() *Redactor { return new(Redactor) }

func (r *Redactor) init() {
	if r.match == nil {
		r.match = newMatcher()
		r.distinct = make(map[string]int)
		r.local = make(map[string]string)
	}
}

// Count returns how many replacements the Redactor has made so far: every masked value,
// every masked occurrence in text or URLs, and every dropped header.
func (r *Redactor) Count() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.count
}

// Placeholders returns the names of the placeholders introduced so far, without braces, in
// order of first use: ["email", "phone", "password", "email_2"]. A pattern replayed from
// this trace asks for these as inputs (SPEC §8).
func (r *Redactor) Placeholders() []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]string(nil), r.names...)
}

// Mask remembers value as a secret of the given class (a class constant of this package,
// or any other lower-case name) and returns its placeholder, so later calls mask it too.
// Use it when the caller knows a value is sensitive from evidence this package cannot see.
// An empty or placeholder value is returned unchanged.
func (r *Redactor) Mask(value, class string) string {
	r.mu.Lock()
	defer r.mu.Unlock()
	v := strings.TrimSpace(value)
	if v == "" || IsPlaceholder(v) {
		return value
	}
	if !validClass(class) {
		class = Secret
	}
	r.count++
	return r.remember(v, class)
}

// templated reports whether every placeholder of v (IsPlaceholder) names a variable as a
// template would in a secret field: "{{name}}", "${name}", or single-braced in one letter
// case ("{social_security_last4}", "{PASSWORD}"). A single-braced word of mixed case
// ("{CorrectHorse}", "{Summer2024}") is more likely a password in braces.
func templated(v string) bool {
	for _, l := range placeholderRe.FindAllStringIndex(v, -1) {
		p := v[l[0]:l[1]]
		if strings.HasPrefix(p, "{{") || strings.HasPrefix(p, "${") {
			continue
		}
		if strings.ToLower(p) != p && strings.ToUpper(p) != p {
			return false
		}
	}
	return true
}

func validClass(c string) bool {
	if c == "" || len(c) > 32 {
		return false
	}
	for i := 0; i < len(c); i++ {
		ch := c[i]
		if !(ch >= 'a' && ch <= 'z' || ch == '_' || i > 0 && ch >= '0' && ch <= '9') {
			return false
		}
	}
	return true
}

// Value returns what to store for value typed into field f (SPEC §8):
//   - a placeholder value ("{first_name}", "{{email}}") is returned unchanged; in a
//     password, OTP, PIN, card or other secret field not a single-braced word of mixed
//     case, as a password may be written ("{CorrectHorse}"; templated);
//   - a value masked before in this trace gets the same placeholder again;
//   - a value typed into a password, OTP, PIN, card number, CVV, expiry, SSN or secret field
//     (see [Classify]) becomes that class's placeholder, whatever it looks like;
//   - an e-mail address, credential (JWT, sk-…, ghp_…, xox…, AKIA…, Bearer …, a UUID or a
//     random-looking string of 20+ characters), Luhn-valid card number, US SSN or formatted
//     phone number becomes {{email}}, {{token}}, {{card_number}}, {{ssn}} or {{phone}};
//   - in an e-mail, phone, date-of-birth or bank account field, a value that fits loosely
//     (has an "@", six or more digits, a digit, six or more digits) is masked as that class;
//   - anything else is returned as [Redactor.Text] returns it: "John", "laptop", "42" and
//     "10001" stay.
//
// A masked value loses its surrounding white space.
func (r *Redactor) Value(f Field, value string) string {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.init()
	v := strings.TrimSpace(value)
	if v == "" || IsPlaceholder(v) && (templated(v) || !secretClasses[TypedClass(f, v)]) {
		return value
	}
	class := TypedClass(f, v)
	if class == OTP && r.distinct[CardNumber] > 0 && securityCode(f) {
		class = CVV // "Security code" after a card number in the same trace
	}
	// A value remembered is masked typed anywhere; a short one (three digits) only when it
	// was a card's code or a PIN: "security code 321" in the task, 321 typed into "Field one".
	if ph, ok := r.lookup(v); ok && (secretClasses[class] || utf8.RuneCountInString(v) >= 4 ||
		strings.HasPrefix(ph, "{{"+CVV) || strings.HasPrefix(ph, "{{"+PIN)) {
		r.count++
		return ph
	}
	if secretClasses[class] {
		r.count++
		return r.remember(v, class)
	}
	shape := shapeOf(v)
	if (shape == Token || shape == Phone) && (searchField(f) || publicIDField(f)) {
		// a commit hash, a UUID or an ISBN looked up in a search box is the query; a
		// meeting's id or a wallet's address in their box are those
		shape = ""
	}
	if shape != "" {
		r.count++
		return r.remember(v, shape)
	}
	loose := false
	switch class {
	case Email:
		loose = strings.Contains(v, "@")
	case Phone:
		loose = len(digitsOf(v)) >= 6
	case BirthDate:
		loose = len(digitsOf(v)) > 0
	case BankAccount:
		loose = len(digitsOf(v)) >= 6
	}
	if loose {
		r.count++
		return r.remember(v, class)
	}
	return r.text(value)
}

// shapeOf returns the class a whole typed value has by its shape alone, or "".
func shapeOf(v string) string {
	switch {
	case isEmail(v):
		return Email
	case isCard(v):
		return CardNumber
	case isIBAN(v):
		return IBAN
	case isToken(v, true):
		return Token
	case len(v) == 11 && ssnRe.MatchString(v) && ssnValid(v):
		return SSN
	case isPhone(v):
		return Phone
	}
	return ""
}

// lookup returns the placeholder of a remembered value.
func (r *Redactor) lookup(v string) (string, bool) {
	if r.match == nil {
		return "", false
	}
	if x, ok := r.match.exact[v]; ok {
		return x.ph, true
	}
	if ph, ok := r.local[v]; ok {
		return ph, true
	}
	if x, ok := r.match.fold[asciiLower(v)]; ok {
		return x.ph, true
	}
	// A number written with other separators than when it was remembered ("(415) 555 0132"
	// for "415-555-0132") is the same secret, under the same placeholder: remember keeps
	// the digits of a phone, card, SSN or code of 7 digits or more.
	if strings.Trim(v, "0123456789 -.()+") == "" {
		if d := digitsOf(v); len(d) >= 7 && d != v {
			if x, ok := r.match.exact[d]; ok {
				return x.ph, true
			}
		}
	}
	return "", false
}

// remember records v (trimmed, non-empty) as a secret of class and returns its placeholder;
// a value already known keeps the placeholder it has. The caller counts the replacement.
func (r *Redactor) remember(v, class string) string {
	r.init()
	if ph, ok := r.lookup(v); ok {
		return ph
	}
	r.distinct[class]++
	name := class
	if n := r.distinct[class]; n > 1 && class != Token {
		name = class + "_" + strconv.Itoa(n)
	}
	ph := "{{" + name + "}}"
	if r.distinct[class] == 1 || class != Token {
		r.names = append(r.names, name)
	}
	if r.valueOf == nil {
		r.valueOf = make(map[string]string)
	}
	if _, ok := r.valueOf[ph]; !ok {
		r.valueOf[ph] = v
	}
	if class == CardExpiry && len(v) <= 4 && isDigits(v) {
		// A month or a year picked apart ("01", "2024") is masked where it was typed, and
		// not hunted down elsewhere: "Flights in 2024" names no card.
		r.local[v] = ph
		return ph
	}
	vclass := classOf(ph)
	add := func(s string) {
		if s != "" && (!IsPlaceholder(s) || !templated(s)) { // "{CorrectHorse}" was a password
			if _, ok := r.match.exact[s]; !ok { // an earlier value's variant keeps its placeholder
				r.match.add(variant{s: s, ph: ph, class: vclass, digits: numeric(s)})
			}
		}
	}
	addFold := func(s string) { r.match.add(variant{s: s, ph: ph, class: vclass, fold: true}) }
	add(v)
	add(url.QueryEscape(v))
	add(url.PathEscape(v))
	add(html.EscapeString(v))
	if q := strconv.Quote(v); len(q) > 2 {
		add(q[1 : len(q)-1])
	}
	if IsSecret(class) || class == Token {
		// A secret echoed back in other clothes: numeric character references
		// ("Tr0ub4dor&#38;3"), a URL encoded twice, base64, and, for one of credential
		// shape, other case ("Welcome HUNTER2ABC").
		for _, ref := range []string{"&#%d;", "&#x%X;", "&#x%x;"} {
			add(numericRefs(v, ref))
		}
		component := strings.ReplaceAll(url.QueryEscape(v), "+", "%20") // JavaScript's encodeURIComponent
		add(component)
		for _, once := range []string{url.QueryEscape(v), url.PathEscape(v), component} {
			if once != v {
				add(url.QueryEscape(once))
				add(url.PathEscape(once))
			}
		}
		if len(v) >= 6 {
			add(base64.StdEncoding.EncodeToString([]byte(v)))
			add(base64.RawStdEncoding.EncodeToString([]byte(v)))
		}
		if len(v) >= 8 && strings.ContainsFunc(v, isLetterRune) && strings.ContainsAny(v, "0123456789!@#$%^&*+=?~_-.") {
			addFold(asciiLower(v))
		}
		if d := digitsOf(v); (class == OTP || class == PIN) && d == v && len(d) == 6 {
			// "482-913", "482 913", "4 8 2 9 1 3"
			add(d[:3] + "-" + d[3:])
			add(d[:3] + " " + d[3:])
			add(strings.Join(strings.Split(d, ""), " "))
		}
	}
	switch class {
	case Email:
		addFold(asciiLower(v))
		addFold(asciiLower(url.QueryEscape(v)))
	case Phone, CardNumber, SSN, OTP, PIN, CVV:
		if d := digitsOf(v); (len(d) >= 7 || len(d) == 6 && (class == OTP || class == PIN)) && d != v {
			add(d) // "v.whatsapp.com/573186" after "Your WhatsApp code: 573-186"
		}
	case IBAN: // "DE89 3704 …" is "DE893704…" too
		if c := strings.ReplaceAll(v, " ", ""); c != v {
			add(c)
		}
	}
	if class == Secret && len(v) >= 12 || class == OTP && len(v) >= 8 {
		// A key or a recovery code is typed as often in other case, without its dashes or
		// with spaces for them ("abcd1234efgh5678", "ABCD 1234 EFGH 5678" for
		// "ABCD-1234-EFGH-5678", "4821 3795" for "4821-3795"): those forms are the same
		// secret.
		letters := strings.IndexFunc(v, isLetterRune) >= 0
		forms := []string{v}
		if strings.Contains(v, "-") {
			forms = append(forms, strings.ReplaceAll(v, "-", ""), strings.ReplaceAll(v, "-", " "))
		}
		for i, form := range forms {
			if i > 0 {
				add(form)
			}
			if letters {
				addFold(asciiLower(form))
			}
		}
	}
	return ph
}

// numericRefs returns v with each character HTML escapes (& < > " ') written as a numeric
// character reference in format ("&#%d;", "&#x%X;"), or "" when v has none.
func numericRefs(v, format string) string {
	if !strings.ContainsAny(v, `&<>"'`) {
		return ""
	}
	var b strings.Builder
	for _, c := range v {
		if strings.ContainsRune(`&<>"'`, c) {
			fmt.Fprintf(&b, format, c)
		} else {
			b.WriteRune(c)
		}
	}
	return b.String()
}

// isLetterRune reports whether r is an ASCII letter.
func isLetterRune(r rune) bool { return r < 0x80 && isLetter(byte(r)) }

// isAlnumRune reports whether r is a letter or a digit of any script: a word of signs
// alone (";;`.") is no value.
func isAlnumRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

// classOf returns the class of a placeholder: "{{email_2}}" → "email".
func classOf(ph string) string {
	c := strings.TrimSuffix(strings.TrimPrefix(ph, "{{"), "}}")
	if k := strings.LastIndexByte(c, '_'); k > 0 && isDigit(c[len(c)-1]) {
		if _, err := strconv.Atoi(c[k+1:]); err == nil {
			c = c[:k]
		}
	}
	return c
}

// asciiLower lower-cases ASCII letters only, so byte offsets stay the same.
func asciiLower(s string) string {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= 'A' && c <= 'Z' {
			b := make([]byte, len(s))
			copy(b, s)
			for j := i; j < len(b); j++ {
				if b[j] >= 'A' && b[j] <= 'Z' {
					b[j] += 'a' - 'A'
				}
			}
			return unsafe.String(unsafe.SliceData(b), len(b)) // b is not written again: one copy
		}
	}
	return s
}
