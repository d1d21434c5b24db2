package redact

import (
	"regexp"
	"slices"
	"strings"
)

// An identity number as data: a JSON member, a YAML or form pair, whose key names a
// person's identity document or number as a field would ("passport_number",
// "nationalId", "steuerliche_identifikationsnummer", "versicherungsnummer"). idNumberPass
// reads such names as labels in prose; a key of words joined by "_" or camelCase is none.

// idKeyWords are where the keys idPairPass reads begin or hold, lower case: every key it
// masks the value of holds one.
var idKeyWords = []string{"passport", "national", "tax", "ssn", "social", "aadhaar", "pesel", "cpf", "versicherungs",
	"identifikations", "steuer", "idcard", "id_card", "personnummer", "bsn", "dni", "nif", "curp", "nin", "bvn",
	"licen", "document", "fiscal", "nric", "insurance", "asmens", "isikukood", "iqama", "rfc"}

// idPairValue matches, from just after a key and its closing quote, the separator and the
// value of a pair: a quoted or bare run of letters, digits and the separators an identity
// number is written with (" ", ".", "-", "/"); group 1 is the value.
var idPairValue = regexp.MustCompile(`^["']?[ \t]*[:=][ \t]*["']?([A-Za-z0-9](?:[A-Za-z0-9./-]|[ ][A-Za-z0-9]){4,30})["']?`)

// idPairPass masks, as {{ssn}}, the value of each pair whose key names a person's identity
// number (Classify of the key as a field's name: SSN, by a phrase and not by a short word
// alone, and not a company's: the rule's vetoes) when the value is shaped as one (idShaped,
// no word first: wordFirst), and, as {{phone}}, the value of each whose key names a phone
// ("phone", "mobile", "msisdn", Vietnamese "sdt") when it is a phone number written as a
// country writes it at home ("0912 483 076": phoneShaped), which the shapes phonePass
// reads alone (a "+", a North American number) do not take.
func (r *Redactor) idPairPass(s string) []seg {
	if len(s) < 12 || !strings.ContainsAny(s, ":=") {
		return nil
	}
	low := asciiLower(s)
	var spans []span
	if containsAny(low, idKeyWords...) {
		spans = pairValues(s, low, idKeyWords, SSN, idPairValue, func(_, v string) bool {
			return idShaped(v) && !wordFirst(v) && !IsPlaceholder(v) && !shownMasked(v) && !dummyNumber(v)
		}, spans)
	}
	if containsAny(low, phoneKeyWords...) {
		spans = pairValues(s, low, phoneKeyWords, Phone, phonePairValue, func(key, v string) bool {
			words, _ := fieldWords(Field{Name: key})
			return !slices.ContainsFunc(words, func(w string) bool { return notPhoneKeyWords[w] }) &&
				phoneShaped(v, true) && !sampleNumber(v) && !numericDate.MatchString(v) && !groupedThousands.MatchString(v)
		}, spans)
	}
	return r.maskSpans(s, spans)
}

// phoneKeyWords are where the keys of phone numbers idPairPass reads begin or hold, lower
// case.
var phoneKeyWords = []string{"phone", "mobile", "msisdn", "sdt", "thoai", "telefon", "telefono", "telephone", "celular", "cellphone", "whatsapp",
	"tel", "contact"}

// notPhoneKeyWords are the words of a key that names a thing about a phone, not its number
// ("phone_release_date", "phone_price", "phone_ean", "mobile_order_id"): with one, the key
// is no phone's. Lower case, each a word of the key.
var notPhoneKeyWords = map[string]bool{"date": true, "time": true, "price": true, "cost": true, "ean": true, "upc": true,
	"gtin": true, "sku": true, "order": true, "model": true, "count": true, "code": true, "id": true, "year": true,
	"release": true, "size": true, "storage": true, "type": true, "brand": true, "color": true, "colour": true,
	"verified": true, "ext": true, "extension": true, "country": true, "prefix": true, "status": true, "amount": true}

// groupedThousands matches an amount written with its thousands grouped ("22.990.000", "12 990 000"):
// no phone number is written in groups of three after a group of one to three.
var groupedThousands = regexp.MustCompile(`^\d{1,3}(?:([. ])\d{3})(?:[. ]\d{3})+$`)

// phonePairValue matches, from just after a key and its closing quote, the separator and a
// phone number, quoted or bare (a form's "+" for a space too); group 1 is the number.
var phonePairValue = regexp.MustCompile(`^["']?[ \t]*[:=][ \t]*["']?(\+?\(?\d[\d ().+-]{5,22}\d)["']?(?:$|[^\w.-])`)

// pairValues appends to spans, as class, the value of each pair of s (low its asciiLower)
// whose key holds one of words and is written as data (dataKey) and names a field of class
// by a phrase (Classify of the key as a field's name, the rule's vetoes kept), the value
// matched by value (group 1) and taken by ok (given the key and the value).
func pairValues(s, low string, words []string, class string, value *regexp.Regexp, ok func(key, v string) bool, spans []span) []span {
	f := newFinder(low, words...)
	for from := 0; ; {
		p := f.next(from)
		if p < 0 {
			return spans
		}
		st, e := keyAround(low, p)
		from = e + 1
		if st > 0 && isKeyByte(low[st-1]) || !pairSeparator(s, e) {
			continue
		}
		if !dataKey(s, st, e) {
			continue // "NIF: 503504564", a label: idNumberPass reads it, a company's kept
		}
		if c, short := classify(Field{Name: s[st:e]}); c != class || short {
			continue
		}
		m := matchAt(value, s, e, 64)
		if m == nil || !ok(s[st:e], s[m[2]:m[3]]) {
			continue
		}
		spans = append(spans, span{m[2], m[3], class})
		from = m[3]
	}
}

// dataKey reports whether the key s[st:e] is written as data rather than as a label: in
// quotes ("passport_number": …), of words joined by "_" or in camelCase, or before "=" (a
// form's field).
func dataKey(s string, st, e int) bool {
	if st > 0 && (s[st-1] == '"' || s[st-1] == '\'') || strings.IndexByte(s[st:e], '_') >= 0 {
		return true
	}
	for k := st + 1; k < e; k++ {
		if 'a' <= s[k-1] && s[k-1] <= 'z' && 'A' <= s[k] && s[k] <= 'Z' {
			return true
		}
	}
	for e < len(s) && (s[e] == ' ' || s[e] == '\t') {
		e++
	}
	return e < len(s) && s[e] == '='
}
