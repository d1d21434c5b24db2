package redact

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// namedKeyAt matches, from its start, a token, an access key, a secret key or a secret
// named by words apiKeyAt does not know, and the gap to its value: in German, French,
// Spanish, Portuguese, Italian, Dutch, Polish, Turkish, Indonesian, Vietnamese, Arabic,
// Hebrew, Russian, Japanese, Chinese or Korean ("Zugangstoken:",
// "Geheimer Schlüssel:", "Jeton d'accès :", "Clé secrète :", "Token de acceso:", "Clave
// secreta:", "Chave de acesso:", "Chiave segreta:", "Токен доступа:", "Секретный ключ:",
// "アクセストークン：", "秘密鍵:", "访问令牌：", "액세스 토큰:"), by services (PagerDuty's
// "Integration Key" and "Routing key", Segment's "Write key", Mixpanel's "API secret") or
// by one word ("Token …", "Secret …"). Group 1 is the name, group 2 the colon (or "=")
// when one is written. A password's names in other languages are labelgap.go's and
// prose.go's.
var namedKeyAt = regexp.MustCompile(`^(?i)(` +
	`(?:zugangs|zugriffs|sicherheits|sitzungs)(?:token|schlüssel)|geheim(?:er\s+|e\s+)?schlüssel|privater\s+schlüssel|geheimnis|schlüssel|` +
	`wiederherstellungs(?:schlüssel|code)|` +
	`(?:token|jeton)\s+(?:de|di)\s+(?:acceso|acesso|accesso|autenticaci[óo]n|autentica[çc][ãa]o)(?:\s+(?:pessoal|personal|personale))?|` +
	`(?:jeton|token)(?:\s+(?:d['’]\s*(?:accès|acces|authentification|api)|secret))?|cl[ée]\s+(?:secr[èe]te|priv[ée]e|d['’]\s*acc[èe]s)|` +
	`(?:clave|llave|chave|chiave)\s+(?:secreta|segreta|privada|privata|de\s+acceso|de\s+acesso|di\s+accesso)|c[óo]digo\s+de\s+(?:acceso|acesso)|secret[oa]?|segredo|` +
	`токен(?:\s+доступа)?|(?:секретный|закрытый|приватный)\s+ключ|ключ\s+(?:доступа|api)|секрет|код\s+доступа|` +
	`(?:アクセス)?トークン|秘密鍵|(?:シークレット|アクセス|セットアップ|秘密)(?:キー)?|(?:访问|訪問|存取)?令牌|密钥|秘钥|` +
	`(?:액세스\s*)?토큰|비밀\s*키|` +
	`geheime\s+sleutel|toegangs(?:token|sleutel)|api-sleutel|klucz\s+(?:api|tajny|dostępu|prywatny)|tajny\s+klucz|token\s+dostępu|` +
	`erişim\s+(?:anahtarı|belirteci)|gizli\s+anahtar|api\s+anahtarı|kunci\s+(?:rahasia|api|akses)|token\s+akses|` +
	`khóa\s+(?:bí\s+mật|api|truy\s+cập)|مفتاح\s+(?:API|الوصول|سري)|المفتاح\s+السري|رمز\s+الوصول|מפתח\s+(?:API|סודי|גישה)|` +
	`integration\s+keys?|routing\s+keys?|write\s+keys?|api\s+secrets?|secret)` +
	`[ \t\x{00A0}]*(?:\([^()\n]{1,24}\)[ \t\x{00A0}]*)?([:：=]|[-–—]\s)?[ \t\x{00A0}]*["'«“‘]?[ \t\x{00A0}]*`)

// namedKeyWords are where namedKeyAt's names begin (lower case in ASCII: Cyrillic in both
// cases).
var namedKeyWords = []string{"zugangs", "zugriffs", "sicherheits", "sitzungs", "geheim", "privater", "schlüssel", "wiederherstellungs",
	"jeton", "token", "clé", "cle", "clave", "llave", "chave", "chiave", "código", "codigo", "secret", "segredo",
	"токен", "Токен", "секрет", "Секрет", "закрытый", "Закрытый", "приватный", "Приватный", "ключ", "Ключ", "код", "Код"}

// namedKeyMore are where the other names begin, in other scripts and languages and
// services' (a second finder: the first holds the 32 literals a finder may).
var namedKeyMore = []string{"アクセス", "トークン", "シークレット", "セットアップ", "秘密", "访问", "訪問", "存取", "令牌", "密钥", "秘钥", "액세스", "토큰", "비밀",
	"integration", "routing", "write", "api", "toegangs", "klucz", "tajny", "erişim", "gizli", "kunci", "khóa", "مفتاح", "المفتاح", "رمز", "מפתח"}

// namedKeys calls found for the value of each key or token namedKeyAt names: after a
// colon, one of a key's shape (keyShaped, apiKeyShaped); without one ("Token d'accès X",
// "mit dem Zugangstoken X"), a token's (tokenValue, 16 bytes or more), so that "Schlüssel
// vergessen" or "la clé secrète du succès" stays. low is s
// lower-cased in ASCII. A value is a token when its name is one, otherwise a secret.
func namedKeys(s, low string, found func(i, j int, class string)) {
	labelMatches(s, low, [][]string{namedKeyWords, namedKeyMore}, namedKeyAt, 160, func(p int, m []int) int {
		if m[1] == m[3] || inARN(s, p) {
			return -1 // nothing between the name and what follows: "secrets/db-password"; an ARN's "…:secret:prod/db"
		}
		if line := s[max(0, p-160)+strings.LastIndexByte(s[max(0, p-160):p], '\n')+1 : p]; strings.HasPrefix(strings.TrimLeft(line, " \t"), "gpg:") {
			return -1 // gpg's status lines name a key by its id or fingerprint: "gpg: mittels EDDSA-Schlüssel BFE9…"
		}
		if r, _ := utf8.DecodeRuneInString(s[m[3]:]); unicode.IsLetter(r) || unicode.IsDigit(r) {
			return -1 // the name is part of a longer word: "Tokens", "Schlüsselbund"
		}
		i := m[1]
		j := keyEnd(s, i, false)
		v := s[i:j]
		colon := m[4] >= 0
		if colon && !keyShaped(v, false, Secret) && !apiKeyShaped(v) || !colon && !tokenValue(v, 16) || exampleValue(v) {
			return -1
		}
		class := Secret
		if name := low[m[2]:m[3]]; containsAny(name, "token", "jeton", "токен", "Токен", "トークン", "令牌", "토큰") {
			class = Token
		}
		found(i, j, class)
		return j
	})
}

// namedKeyPass masks the keys and tokens namedKeys finds: {{token}} or {{secret}} (SPEC §8).
func (r *Redactor) namedKeyPass(s string) []seg {
	var spans []span
	namedKeys(s, asciiLower(s), func(i, j int, class string) { spans = append(spans, span{i, j, class}) })
	return r.maskSpans(s, spans)
}
