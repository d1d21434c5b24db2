package redact

import "strings"

// The long-string pass: random-looking runs of characters that no other pass names, masked
// as tokens unless their context says they are harmless.

func isBase64Byte(c byte) bool {
	return isLetter(c) || c >= '0' && c <= '9' || c == '+' || c == '/' || c == '_' || c == '-'
}

// longPass masks random-looking runs of 32+ base64/base64url characters.
func (r *Redactor) longPass(s string) []seg {
	if len(s) < 32 {
		return nil
	}
	b := builder{s: s}
	for i := 0; i < len(s); {
		if !isBase64Byte(s[i]) {
			i++
			continue
		}
		j := i
		for j < len(s) && isBase64Byte(s[j]) {
			j++
		}
		for k := 0; k < 2 && j < len(s) && s[j] == '='; k++ {
			j++
		}
		t := s[i:j]
		if len(t) >= 32 && !alnumBefore(s, i) && !alnumAfter(s, j) && !hexOrUUID(t) && !pathLike(t) && !wordy(t) &&
			!harmlessValue(s, i) && !publicKey(s, i, t) && !publicRun(s, i, t) && looksRandom(t, 32) {
			b.add(i, j, r.mask(t, Token))
		}
		i = j
	}
	return b.done()
}

// publicKey reports whether the run t at s[i:] is the body of an OpenSSH public key, which
// is meant to be shared ("ssh-ed25519 AAAAC3Nz… bob@work" pasted into a site's SSH keys):
// it begins with "AAAA" (the length of the key's type) after one of keyTypes and a space.
func publicKey(s string, i int, t string) bool {
	if !strings.HasPrefix(t, "AAAA") || i == 0 || s[i-1] != ' ' {
		return false
	}
	k := strings.LastIndexAny(s[:i-1], " \t\n\"'>") + 1
	typ := s[k : i-1]
	return strings.HasPrefix(typ, "ssh-") || strings.HasPrefix(typ, "ecdsa-sha2-") || strings.HasPrefix(typ, "sk-ssh-") ||
		strings.HasPrefix(typ, "sk-ecdsa-sha2-")
}

// publicRun reports whether the run t at s[i:] is public data that only looks random: a
// hexadecimal number written with "0x" (an Ethereum address or transaction hash), a
// Subresource Integrity or npm lockfile hash ("sha512-…", W3C SRI), the payload of a data:
// URL (";base64,…", RFC 2397: an inline image), a Bitcoin address in bech32 (bech32Address)
// or Base58, a TRON address (base58Address), Stripe's publishable key, a YouTube
// playlist's id ("PL" and 32 characters after "list=" or the word "playlist"), an SSH key's
// fingerprint ("SHA256:" and 43 characters of base64), a commit's hash after a refspec's "+", a CAPTCHA's site key
// (siteKeyBefore), a page's cursor (cursorJSON) or public key material and published ids
// (publicMaterial).
func publicRun(s string, i int, t string) bool {
	switch {
	case len(t) > 2 && (strings.HasPrefix(t, "0x") || strings.HasPrefix(t, "0X")) && isHex(t[2:]):
		return true
	case strings.HasPrefix(t, "sha256-") || strings.HasPrefix(t, "sha384-") || strings.HasPrefix(t, "sha512-"):
		return true
	case publishableKey(t):
		return true // a key a page's script holds
	case bech32Address(t), base58Address(t):
		return true
	case strings.HasSuffix(s[:i], ";base64,"):
		return true
	case strings.HasSuffix(strings.TrimRight(s[:i], " "), "SHA256:") && len(strings.TrimRight(t, ".")) == 43:
		return true // an SSH key's fingerprint as OpenSSH prints it: public, it names the key
	case siteKeyBefore(s, i), cursorJSON(t), publicMaterial(s, i, t), exampleValue(t), twilioSID.MatchString(t):
		return true
	case strings.HasPrefix(t, "chatcmpl-") || strings.HasPrefix(t, "run-") && len(t) >= 40 && uuidRe.MatchString(t[4:40]):
		return true // an LLM API's completion id, a LangChain run's id
	case apiObjectID(t):
		return true // an OpenAI response's, message's, trace's or span's id: "resp_210eb7…"
	case t[0] == '+' && hexOrUUID(t[1:]):
		return true // a commit forced by a git refspec: "+eeef7f3c…:refs/remotes/origin/main"
	case pixID.MatchString(t):
		return true // a PIX transfer's end-to-end id (Banco Central do Brasil): a receipt's reference
	case strings.HasPrefix(t, "iVBORw0KGgo") || strings.HasPrefix(t, "/9j/4") || strings.HasPrefix(t, "R0lGOD") || strings.HasPrefix(t, "UklGR"):
		return true // a PNG's, a JPEG's, a GIF's or a WebP's bytes in base64: a screenshot in a tool's result
	case publicIDLabel(asciiLower(s[max(0, i-64):i])):
		return true // "Client ID: …", an entity tag: ids a page shows to anyone
	case strings.Contains(t, "FormBoundary") || strings.HasSuffix(asciiLower(s[max(0, i-12):i]), "boundary="):
		return true // a multipart body's boundary: "----WebKitFormBoundaryq7Xm2LpR9vK4tZ8a"
	case len(t) == 34 && strings.HasPrefix(t, "PL"):
		before := asciiLower(s[max(0, i-40):i])
		return strings.HasSuffix(before, "list=") || strings.Contains(before, "playlist")
	}
	return false
}

// bech32Address reports whether t is a Bitcoin address in bech32 ("bc1q…", "tb1q…"):
// "bc1" or "tb1" and 39 to 59 characters of bech32's alphabet (no "1", "b", "i", "o"), in
// lower case. An address is where money is sent, shown to be public.
func bech32Address(t string) bool {
	if len(t) < 42 || len(t) > 62 || !strings.HasPrefix(t, "bc1") && !strings.HasPrefix(t, "tb1") {
		return false
	}
	return strings.Trim(t[3:], "023456789acdefghjklmnpqrstuvwxyz") == ""
}

// base58Address reports whether t is a TRON address ("T" and 33 characters) or a Bitcoin
// address of the older forms ("1…" or "3…", 26 to 35 characters), in Base58's alphabet (no
// "0", "O", "I", "l"): like bech32Address, public, shown where money is sent.
func base58Address(t string) bool {
	switch {
	case len(t) == 34 && t[0] == 'T':
	case len(t) >= 26 && len(t) <= 35 && (t[0] == '1' || t[0] == '3'):
	default:
		return false
	}
	return strings.Trim(t, "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz") == ""
}

// harmlessValue reports whether the run at s[i:] is the value of a parameter or attribute
// that search engines fill with public tracking data ("&ved=2ahUKEwj…" in a relative link,
// data-ved="0ahUKEwi…" in a recorded selector): trackingNames, matched whole. Any other
// name keeps the run masked: "state=", "t=" or data-csrf= may carry a credential.
func harmlessValue(s string, i int) bool {
	k := i
	if k > 0 && (s[k-1] == '"' || s[k-1] == '\'') {
		k--
	}
	if k == 0 || s[k-1] != '=' {
		return false
	}
	end := k - 1
	start := end
	for start > 0 && (isWord(s[start-1]) || s[start-1] == '-') {
		start--
	}
	return trackingNames[strings.ToLower(s[start:end])]
}

// trackingNames are parameters and attributes of search result pages that hold public
// tracking data: Google's ved, ei, sstk, fbs, si, stick, gs_lcp, aqs, sca_esv and its
// data-ved, data-hveid attributes (the real corpus's Google sessions carry them on every
// link).
var trackingNames = map[string]bool{"ved": true, "data-ved": true, "ei": true, "sstk": true, "fbs": true,
	"si": true, "stick": true, "gs_lcp": true, "aqs": true, "sca_esv": true, "data-hveid": true, "uact": true}

// wordy reports whether t is words joined by "_", "-" or "/", as a page's path or title
// slug is ("Geschichte_des_Antisemitismus_seit_1945"): at least three parts, three in four
// of them letters only or digits only.
func wordy(t string) bool {
	parts := strings.FieldsFunc(t, func(r rune) bool { return r == '_' || r == '-' || r == '/' })
	if len(parts) < 3 {
		return false
	}
	plain := 0
	for _, p := range parts {
		if strings.Trim(p, "0123456789") == "" || strings.IndexFunc(p, func(r rune) bool { return r > 127 || !isLetter(byte(r)) }) < 0 {
			plain++
		}
	}
	return plain*4 >= len(parts)*3
}

// publicIDLabels end the words before an id that is public by what it is (lower case in
// ASCII): an OAuth client's id (its secret is the secret), an app's id, Salesforce's
// consumer key, an HTTP entity tag.
var publicIDLabels = []string{"client id", "client_id", "clientid", "id de cliente", "id do cliente", "application id", "app id",
	"consumer key", "etag"}

// publicIDLabel reports whether before, the words before a run, ends with one of
// publicIDLabels and then a colon, "=", quotes, spaces or a table's bar ("Client ID: ",
// "client_id=", `"etag", "value": "W/\"`).
func publicIDLabel(before string) bool {
	const seps = " \t\r\n:=|\"',\\"
	t := strings.TrimRight(before, seps)
	t = strings.TrimRight(strings.TrimSuffix(t, "w/"), seps)    // a weak entity tag: W/"…"
	t = strings.TrimRight(strings.TrimSuffix(t, "value"), seps) // a name/value pair: {"name": "etag", "value": …}
	t = strings.TrimRight(strings.TrimSuffix(t, "name"), seps)
	for _, l := range publicIDLabels {
		if strings.HasSuffix(t, l) {
			return true
		}
	}
	return false
}

// apiObjectID reports whether t is an id the OpenAI API gives its objects: a prefix
// naming the object ("resp_", "msg_", "trace_", "span_", "fc_", "rs_") and hex digits. It
// names a response in a log, no credential.
func apiObjectID(t string) bool {
	for _, p := range []string{"resp_", "msg_", "trace_", "span_", "fc_", "rs_"} {
		if rest, ok := strings.CutPrefix(t, p); ok && len(rest) >= 24 && isHex(rest) {
			return true
		}
	}
	return false
}
