package redact

// A 256-bit key written as 64 hexadecimal digits, bare or after "0x", is a secret under
// any key's name ("DEPLOYER_KEY=0x4c08…", "wallet-key: …") and in a Hardhat or Truffle
// network's accounts ("accounts: ["0x4c08…"]"): an Ethereum private key, an HMAC or AES
// key. The same digits elsewhere are a hash or a transaction's id and stay (publicRun).

import (
	"regexp"
	"strconv"
	"strings"
)

var (
	// hexKeyPair matches a pair whose key ends in "key" and whose value is 64 hex digits:
	// group 1 the key, group 2 the value (with its "0x").
	hexKeyPair = regexp.MustCompile(`(?i)\b((?:[A-Za-z][A-Za-z0-9]*(?:[_.-][A-Za-z0-9]+)*?[_.-]?)?key)["']?[ \t]*(?:=>|:=|=|:)[ \t]*["']?((?:0x)?[0-9a-f]{64})\b`)
	// hexAccounts matches the start of a network's list of accounts in a Hardhat or
	// Truffle configuration: "accounts: [".
	hexAccounts = regexp.MustCompile(`(?i)\baccounts["']?\s*:\s*\[`)
	// hexAccount matches one private key of such a list, group 1, as a quoted string.
	hexAccount = regexp.MustCompile(`^\s*,?\s*["'](0x[0-9a-fA-F]{64})["']`)
	// byteListKey matches a pair whose key ends in "key" and whose value is a list of 16
	// to 64 bytes, decimal or hex, in brackets or quotes: group 1 the key, group 2 the
	// bytes (Zigbee2MQTT's "network_key: [43, 118, 9, …]", Z-Wave's "network_key:
	// "0x2B, 0x76, …"").
	byteListKey = regexp.MustCompile(`(?i)\b((?:[A-Za-z][A-Za-z0-9]*(?:[_.-][A-Za-z0-9]+)*?[_.-]?)?key)["']?[ \t]*(?:=>|:=|=|:)[ \t]*[\["']` +
		`((?:[ \t]*(?:0x[0-9a-f]{1,2}|[0-9]{1,3})[ \t]*,){15,63}[ \t]*(?:0x[0-9a-f]{1,2}|[0-9]{1,3}))[ \t]*,?[ \t]*[\]"']`)
)

// byteKeyPass masks the bytes of a key written as a list (byteListKey) as {{secret}}: a
// Zigbee or Z-Wave network's key lets whoever holds it join the network and read it. A
// public key's name (publicKeyName) and a list with a number above 255 stay.
func (r *Redactor) byteKeyPass(s string) []seg {
	if len(s) < 40 || !strings.Contains(s, ",") || !strings.Contains(asciiLower(s), "key") {
		return nil
	}
	var spans []span
	for _, m := range byteListKey.FindAllStringSubmatchIndex(s, -1) {
		if !publicKeyName(s[m[2]:m[3]]) && allBytes(s[m[4]:m[5]]) {
			spans = append(spans, span{m[4], m[5], Secret})
		}
	}
	return r.maskSpans(s, spans)
}

// allBytes reports whether every number of list, parted by commas, is below 256.
func allBytes(list string) bool {
	for _, n := range strings.Split(list, ",") {
		if v, err := strconv.ParseUint(strings.TrimSpace(n), 0, 16); err != nil || v > 255 {
			return false
		}
	}
	return true
}

// publicKeyNames are the words of a key's name that make its 64 hex digits no secret, as
// a word of their own or before "key" ("CACHE_KEY", "sortKey"): a public key, a hash or a
// digest used as a key, a table's key.
var publicKeyNames = map[string]bool{"public": true, "pub": true, "cache": true, "hash": true, "digest": true,
	"checksum": true, "sort": true, "partition": true, "primary": true, "foreign": true, "row": true, "index": true,
	"lookup": true, "idempotency": true}

// publicKeyName reports whether the key's name holds a word of publicKeyNames: "ESCROW_KEY"
// does not ("escrow" is no "row").
func publicKeyName(name string) bool {
	for _, w := range strings.FieldsFunc(asciiLower(name), func(c rune) bool { return c == '_' || c == '-' || c == '.' }) {
		if publicKeyNames[w] || publicKeyNames[strings.TrimSuffix(w, "key")] {
			return true
		}
	}
	return false
}

// hasHexRun reports whether s holds n hexadecimal digits in a row.
func hasHexRun(s string, n int) bool {
	run := 0
	for i := 0; i < len(s); i++ {
		if c := s[i]; isDigit(c) || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F' {
			if run++; run >= n {
				return true
			}
		} else {
			run = 0
		}
	}
	return false
}

// hexKeyPass masks the 64-digit hex keys hexKeyPair and hexAccounts find (SPEC §8) as
// {{secret}}.
func (r *Redactor) hexKeyPass(s string) []seg {
	if len(s) < 64 || !hasHexRun(s, 64) {
		return nil // a byte scan: the expressions run only where 64 hex digits stand
	}
	low := asciiLower(s)
	if !isASCII(s) {
		low = strings.ToLower(s) // "Clé privée", "Приватный ключ"
	}
	named := containsAny(low, privateKeyWords...)
	if !named && !strings.Contains(low, "key") && !strings.Contains(low, "accounts") {
		return nil
	}
	var spans []span
	for _, m := range hexKeyPair.FindAllStringSubmatchIndex(s, -1) {
		if !publicKeyName(s[m[2]:m[3]]) {
			spans = append(spans, span{m[4], m[5], Secret})
		}
	}
	if named {
		spans = append(spans, shownPrivateKeys(s)...)
	}
	for _, m := range hexAccounts.FindAllStringIndex(s, -1) {
		for at := m[1]; ; {
			a := hexAccount.FindStringSubmatchIndex(s[at:])
			if a == nil {
				break
			}
			spans = append(spans, span{at + a[2], at + a[3], Secret})
			at += a[1]
		}
	}
	return r.maskSpans(s, spans)
}

// shownPrivateKeys finds each run of exactly 64 hex digits (with or without "0x") that a
// wallet's page shows under the words "private key" (privateKeyWords) in the 400 bytes
// before it (MetaMask's "Show private key" dialog and its read-only box): {{secret}}. An address (40
// digits) and a hash named as one right before it ("Tx hash: 0x…") stay.
func shownPrivateKeys(s string) []span {
	var spans []span
	for i := 0; i+64 <= len(s); i++ {
		if !isHexByte(s[i]) || i > 0 && isAlnum(s[i-1]) && !(s[i-1] == 'x' && i > 1 && s[i-2] == '0') {
			continue
		}
		j := i
		for j < len(s) && isHexByte(s[j]) {
			j++
		}
		if j-i == 64 && (j == len(s) || !isAlnum(s[j])) && containsAny(strings.ToLower(s[max(0, i-400):i]), privateKeyWords...) &&
			!containsAny(asciiLower(s[max(0, i-24):i]), "hash", "txid", "digest", "sha", "checksum", "transaction", "tx") { // "Tx hash: 0x…"
			spans = append(spans, span{i, j, Secret})
		}
		i = j
	}
	return spans
}

// privateKeyWords are the words "private key" in the languages wallets are written in,
// lower case: English, Chinese, Japanese, Korean, Russian, Spanish, Portuguese, French,
// German, Italian, Polish, Turkish, Vietnamese, Indonesian.
var privateKeyWords = []string{"private key", "私钥", "私鑰", "秘密鍵", "개인 키", "개인키", "приватный ключ", "закрытый ключ",
	"clave privada", "chave privada", "clé privée", "privater schlüssel", "chiave privata", "klucz prywatny",
	"özel anahtar", "khóa riêng tư", "kunci pribadi"}

// isHexByte reports whether c is a hexadecimal digit.
func isHexByte(c byte) bool { return isDigit(c) || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F' }
