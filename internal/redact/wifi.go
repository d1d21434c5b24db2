package redact

import (
	"regexp"
	"strings"
)

// wifiQR matches the password of a Wi-Fi network written as its QR code's text (the ZXing
// "WIFI:" format that phones read: "WIFI:T:WPA;S:HomeNet;P:blue-Otter-71;;"), fields in
// any order, "\" escaping ";", ",", ":" and "\"; group 1 is the password.
var wifiQR = regexp.MustCompile(`(?i)\bWIFI:(?:[A-Z]{1,3}:(?:\\.|[^;\\\n])*;)*?P:((?:\\.|[^;\\\n])+)`)

// keyUsed matches a network key a request says to join with: "Connect to wifi 'Cafe' using
// key espresso42"; group 1 is the key. It is read only in a text that names a wireless
// network (wirelessWords).
var keyUsed = regexp.MustCompile(`(?i)\b(?:using|with|use)\s+(?:the\s+)?(?:key|psk|network\s+key)\s+["'“‘]?([^\s"'“”‘’]{6,64})`)

// keyLabelAt matches, from its start, the label of a network's key and the key after it:
// "Code: X", "Key = X", "Key is X", "PSK: X", "Password: X Y Z", "Voucher: X",
// "<dt>Key</dt><dd>X"; group 1 is the key and up to five lower-case words after it (a
// passphrase of words: wordsPassphrase decides). It is read
// where a network's name comes shortly before (keyAfterNetwork).
var keyLabelAt = regexp.MustCompile(`^(?i)(?:code|key|passphrase|password|pass|pw|psk|voucher)\s*(?:[:=]|\s(?:is|-)|</[a-z]{1,4}>\s*<[a-z]{1,4}>)\s*([^\s"'<>(\[]{6,64}(?:[ \t]+[a-z]{3,12}){0,5})`)

// keyAfterNetwork returns the bounds of the keys labelled on their own after a network's
// name, on the same line or the next, as a hotel's card or a router's sticker prints them
// ("Wi-Fi: Lumen_Guest  Code: X", "WiFi network: Lumen\nKey: X", "<dt>Network</dt><dd>
// Lumen</dd><dt>Key</dt><dd>X"); low is s in lower case.
func keyAfterNetwork(s, low string) [][2]int {
	var out [][2]int
	f := newFinder(low, "code", "key", "pass", "pw", "psk", "voucher")
	for from := 0; ; {
		p := f.nextWord(s, from)
		if p < 0 {
			break
		}
		from = p + 1
		before := low[max(0, p-100):p]
		if nl := strings.LastIndexByte(before, '\n'); nl >= 0 {
			if nl2 := strings.LastIndexByte(before[:nl], '\n'); nl2 >= 0 {
				before = before[nl2+1:] // this line and the one before
			}
		}
		if !containsAny(before, wirelessWords...) {
			continue
		}
		if m := matchAt(keyLabelAt, s, p, 128); m != nil {
			out = append(out, [2]int{m[2], m[3]})
			from = m[1]
		}
	}
	return out
}

// wirelessWords are the lower-case words of a text about a wireless network.
var wirelessWords = []string{"wifi", "wi-fi", "wlan", "wireless", "ssid", "hotspot", "network", "voucher", "wpa", "psk", "pre-shared"}

// wifiQRPass masks the password of each Wi-Fi QR code's text, each key a request about a
// wireless network says to join with (keyUsed) and each labelled after a network's name
// (keyAfterNetwork), of gapValue's shape or a passphrase of words (joinedPassphrase:
// "WPA2 key: purple-monkey-dishwasher") (SPEC §8).
func (r *Redactor) wifiQRPass(s string) []seg {
	if len(s) < 10 {
		return nil
	}
	low := asciiLower(s)
	if !containsAny(low, wirelessWords...) {
		return nil
	}
	var found []span
	if strings.Contains(low, "wifi:") {
		for _, m := range wifiQR.FindAllStringSubmatchIndex(s, -1) {
			if !IsPlaceholder(s[m[2]:m[3]]) && !exampleValue(s[m[2]:m[3]]) { // "P:<PASSWORD>;" of a documented payload
				found = append(found, span{m[2], m[3], Password})
			}
		}
	}
	keys := keyAfterNetwork(s, low)
	for _, m := range keyUsed.FindAllStringSubmatchIndex(s, -1) {
		keys = append(keys, [2]int{m[2], m[3]})
	}
	for _, k := range keys {
		v := trimValueEnd(s[k[0]:k[1]])
		if first, _, spaced := strings.Cut(v, " "); spaced && !wordsPassphrase(v) {
			v = first // one key, then prose: "Key: x7Kq9!mZ (case-sensitive)" keeps its remark
		}
		if gapValue(v) || joinedPassphrase(v) || wordsPassphrase(v) {
			found = append(found, span{k[0], k[0] + len(v), Password})
		}
	}
	return r.maskSpans(s, found)
}

// joinedPassphrase reports whether v is a passphrase of words joined by "-", "_" or ".":
// three words or more, or two of 10 letters or more in all ("purple-monkey-dishwasher",
// "blue_otter_sky"), letters alone in each.
func joinedPassphrase(v string) bool {
	parts := strings.FieldsFunc(v, func(r rune) bool { return r == '-' || r == '_' || r == '.' })
	letters := 0
	for _, p := range parts {
		if p == "" || strings.ContainsFunc(p, func(r rune) bool { return !isLetterRune(r) }) {
			return false
		}
		letters += len(p)
	}
	return len(parts) >= 3 || len(parts) == 2 && letters >= 10
}

// wordsPassphrase reports whether v is a passphrase of three to six lower-case words, each
// of three letters or more, parted by spaces ("correct horse battery staple"), as a
// network's key is written under its label.
func wordsPassphrase(v string) bool {
	ws := strings.Fields(v)
	if len(ws) < 3 || len(ws) > 6 {
		return false
	}
	for _, w := range ws {
		if len(w) < 3 || strings.Trim(w, "abcdefghijklmnopqrstuvwxyz") != "" {
			return false
		}
	}
	return true
}
