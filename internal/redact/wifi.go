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

// wirelessWords are the lower-case words of a text about a wireless network.
var wirelessWords = []string{"wifi", "wi-fi", "wlan", "wireless", "ssid", "hotspot"}

// wifiQRPass masks the password of each Wi-Fi QR code's text and each key a request about
// a wireless network says to join with (keyUsed, gapValue's shape) (SPEC §8).
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
			if !IsPlaceholder(s[m[2]:m[3]]) {
				found = append(found, span{m[2], m[3], Password})
			}
		}
	}
	for _, m := range keyUsed.FindAllStringSubmatchIndex(s, -1) {
		v := trimValueEnd(s[m[2]:m[3]])
		if gapValue(v) {
			found = append(found, span{m[2], m[2] + len(v), Password})
		}
	}
	return r.maskSpans(s, found)
}
