package urlpattern

import (
	"errors"
	"fmt"
	"net/netip"
	"net/url"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/net/idna"
	"golang.org/x/net/publicsuffix"
)

// Parse is the one gate for URLs that come from outside (traces, tool
// calls, imports). It returns the URL in normal form or an *Error
// (errors.Is(err, ErrInvalidURL)) whose message names the problem.
//
// Rules (SPEC §1 site/origin, §8):
//   - surrounding white space is trimmed; the rest must be valid UTF-8 with
//     no control characters and at most MaxURLLen (8 KiB) bytes, as given and as its
//     normal form escapes it;
//   - the scheme must be http or https (case-insensitive); any other scheme
//     (javascript:, file:, data:, chrome:, about:, …) is refused with an
//     error that also matches ErrSchemeNotAllowed;
//   - a host is required;
//   - the host is lower-cased, an internationalised host is converted to
//     ASCII (punycode, IDNA lookup profile), a trailing dot is dropped, an IP
//     address is written in its canonical form (IPv6 in brackets, no zone);
//   - a domain's labels are 1–63 bytes of letters, digits, "-" and "_", none
//     starting or ending with "-" (RFC 1123 §2.1), the last starting with a
//     letter, 253 bytes in all at most;
//   - the port must be 1–65535 (0 parses in a browser, but no page is
//     served on it) and is dropped when it is the scheme's default (80 for
//     http, 443 for https);
//   - user info (user:password@) is dropped: it is a credential;
//   - a "%" that does not start a %XX escape is read as a literal "%"
//     (written "%25"), as browsers do, instead of failing.
//
// Path, query and fragment are otherwise kept as given.
func Parse(raw string) (*url.URL, error) {
	u, reason, cause := parse(raw)
	if reason != "" {
		return nil, urlError(strings.TrimSpace(raw), reason, cause)
	}
	return u, nil
}

// dropUserinfo removes the user info of an absolute URL ("https://user:pw@host/x" →
// "https://host/x") before url.Parse reads it: Parse drops it anyway, and a masked one
// ("{{username}}:{{password}}@", SPEC §8) holds characters url.Parse refuses there.
func dropUserinfo(s string) string {
	i := strings.Index(s, "://")
	if i < 0 {
		return s
	}
	auth := s[i+3:]
	if j := strings.IndexAny(auth, "/?#"); j >= 0 {
		auth = auth[:j]
	}
	at := strings.LastIndexByte(auth, '@')
	if at < 0 {
		return s
	}
	return s[:i+3] + s[i+3+at+1:]
}

// parse does the work of Parse and returns the reason for a refusal instead
// of an error, so that callers can quote their own input.
func parse(raw string) (u *url.URL, reason string, cause error) {
	s := strings.TrimSpace(raw)
	switch {
	case s == "":
		return nil, "empty", nil
	case len(s) > MaxURLLen:
		return nil, fmt.Sprintf("longer than %d bytes (%d)", MaxURLLen, len(s)), nil
	case !utf8.ValidString(s):
		return nil, "not valid UTF-8", nil
	}
	for _, r := range s {
		if unicode.IsControl(r) {
			return nil, fmt.Sprintf("contains control character %U", r), nil
		}
	}
	scheme, ok := schemeOf(s)
	if !ok {
		return nil, "missing scheme (http or https required)", nil
	}
	scheme = strings.ToLower(scheme)
	if scheme != "http" && scheme != "https" && !hasRealScheme(s) {
		return nil, "missing scheme (http or https required)", nil // "localhost:3000/x"
	}
	if scheme != "http" && scheme != "https" {
		return nil, fmt.Sprintf("scheme %q not allowed (http or https only)", scheme), ErrSchemeNotAllowed
	}
	u, err := url.Parse(fixPercent(dropUserinfo(s)))
	if err != nil {
		var ue *url.Error
		if errors.As(err, &ue) {
			err = ue.Err
		}
		return nil, "malformed: " + err.Error(), err
	}
	if u.Opaque != "" || u.Host == "" {
		return nil, "host required", nil
	}
	host, reason, cause := normalHost(u.Host, u.Hostname())
	if reason != "" {
		return nil, reason, cause
	}
	port, reason := normalPort(u.Port(), scheme)
	if reason != "" {
		return nil, reason, nil
	}
	u.Scheme = scheme
	u.User = nil
	// A space stays in the raw query ("?0 #" keeps it, as a trailing one would not be):
	// written %20, the normal form reads back the same, however Parse trims its input.
	u.RawQuery = strings.ReplaceAll(u.RawQuery, " ", "%20")
	u.Host = host
	if port != "" {
		u.Host += ":" + port
	}
	// The normal form escapes what the input wrote plain (a space is "%20"), up to three
	// times as long: it must be a URL Parse takes too.
	if len(s) > MaxURLLen/3 {
		if n := len(u.String()); n > MaxURLLen {
			return nil, fmt.Sprintf("longer than %d bytes once escaped (%d)", MaxURLLen, n), nil
		}
	}
	return u, "", nil
}

// schemeOf returns the scheme of s (RFC 3986: ALPHA *( ALPHA / DIGIT / "+" /
// "-" / "." ) followed by ":"), or false when s has none.
func schemeOf(s string) (string, bool) {
	for i := range len(s) {
		c := s[i]
		switch {
		case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z':
		case '0' <= c && c <= '9', c == '+', c == '-', c == '.':
			if i == 0 {
				return "", false
			}
		case c == ':':
			return s[:i], i > 0
		default:
			return "", false
		}
	}
	return "", false
}

// fixPercent rewrites every "%" that does not start a valid %XX escape as
// "%25", so that url.Parse accepts what browsers accept.
func fixPercent(s string) string {
	if !strings.Contains(s, "%") {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '%' && (i+2 >= len(s) || !isHex(s[i+1]) || !isHex(s[i+2])) {
			b.WriteString("%25")
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

// normalHost returns the canonical form of a host: lower-case ASCII
// (punycode) for a domain, dotted quad for IPv4, "[…]" for IPv6.
// hostport is the host as written (with brackets and port), name the host
// name without them.
func normalHost(hostport, name string) (string, string, error) {
	if strings.HasPrefix(hostport, "[") {
		a, err := netip.ParseAddr(name)
		if err != nil || !a.Is6() {
			return "", fmt.Sprintf("host %q is not a valid IPv6 address", name), err
		}
		if a.Zone() != "" {
			return "", fmt.Sprintf("host %q: IPv6 zones are not allowed", name), nil
		}
		if a.Is4In6() {
			// WHATWG writes hex pieces where netip writes a dotted quad.
			b := a.As16()
			return fmt.Sprintf("[::ffff:%x:%x]", uint16(b[12])<<8|uint16(b[13]), uint16(b[14])<<8|uint16(b[15])), "", nil
		}
		return "[" + a.String() + "]", "", nil
	}
	if dottedDecimal(name) {
		if a, err := netip.ParseAddr(name); err == nil && a.Is4() {
			return a.String(), "", nil
		}
	}
	h := strings.TrimSuffix(name, ".")
	if h == "" {
		return "", "host required", nil
	}
	ascii := true
	for i := range len(h) {
		if h[i] >= utf8.RuneSelf {
			ascii = false
			break
		}
	}
	if ascii {
		h = strings.ToLower(h)
	} else if !utf8.ValidString(h) {
		// Percent-encoded bytes in the host, decoded by url.Parse.
		return "", fmt.Sprintf("host %q is not valid UTF-8", name), nil
	}
	if !ascii || strings.Contains(h, "xn--") {
		a, err := idna.Lookup.ToASCII(h)
		if err != nil {
			return "", fmt.Sprintf("host %q is not a valid domain name: %v", name, err), err
		}
		h = a
	}
	if len(h) > 253 {
		return "", fmt.Sprintf("host is longer than 253 characters (%d)", len(h)), nil
	}
	labels := strings.Split(h, ".")
	for _, l := range labels {
		if l == "" {
			return "", fmt.Sprintf("host %q has an empty label", name), nil
		}
		if len(l) > 63 {
			return "", fmt.Sprintf("host %q has a label longer than 63 characters", name), nil
		}
		if l[0] == '-' || l[len(l)-1] == '-' { // RFC 1123 §2.1; no registry hands out such a name
			return "", fmt.Sprintf("host %q has a label that starts or ends with a hyphen", name), nil
		}
		for i := range len(l) {
			c := l[i]
			if !('a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '-' || c == '_') {
				return "", fmt.Sprintf("host %q contains %q", name, rune(c)), nil
			}
		}
	}
	switch last := labels[len(labels)-1]; {
	case isNumericLabel(last):
		return "", fmt.Sprintf("host %q ends in a number but is not an IPv4 address", name), nil
	case !isLetter(last[0]):
		// No top-level domain starts otherwise, and the WHATWG parser
		// reads some such hosts ("a.-0") as malformed IPv4 addresses.
		return "", fmt.Sprintf("host %q: the last label must start with a letter", name), nil
	}
	return h, "", nil
}

// isNumericLabel reports whether a host label is a number as the WHATWG URL
// standard reads it (decimal or 0x hex), which makes the host an IPv4 address.
func isNumericLabel(l string) bool {
	if strings.HasPrefix(l, "0x") {
		for i := 2; i < len(l); i++ {
			if !isHex(l[i]) {
				return false
			}
		}
		return true
	}
	for i := range len(l) {
		if l[i] < '0' || l[i] > '9' {
			return false
		}
	}
	return true
}

// normalPort returns the port without leading zeros, or "" for none or the
// scheme's default port.
func normalPort(p, scheme string) (string, string) {
	if p == "" {
		return "", ""
	}
	n, err := strconv.Atoi(p)
	if err != nil || n < 1 || n > 65535 {
		// Port 0 parses (WHATWG URL) but no page is served on it: a
		// client cannot connect to it, so it is refused with the rest.
		return "", fmt.Sprintf("port %q out of range 1–65535", p)
	}
	if scheme == "http" && n == 80 || scheme == "https" && n == 443 {
		return "", ""
	}
	return strconv.Itoa(n), ""
}

// Origin returns the web-platform origin of a URL, scheme://host[:port],
// with the host in normal form and a default port dropped (SPEC §1):
// "https://WWW.Example.com:443/a?b" → "https://www.example.com".
// Errors are those of Parse.
func Origin(raw string) (string, error) {
	u, err := Parse(raw)
	if err != nil {
		return "", err
	}
	return u.Scheme + "://" + u.Host, nil
}

// Site returns the site of a URL per SPEC §1: the registrable domain
// (eTLD+1 by the public-suffix list), lower-case, IDN in punycode:
// "https://www.amazon.co.uk/x" → "amazon.co.uk". For an IP address the site
// is the address ("127.0.0.1", "[::1]"); for a single-label host
// ("localhost") and for a host that is itself a public suffix ("co.uk",
// "github.io") it is the host. The port never belongs to the site.
//
// raw may be a full URL, an origin, a bare host ("www.amazon.co.uk",
// "localhost:3000", "::1", "[::1]:8080") or a URL pattern
// ("*.amazon.co.uk:*/**"). Errors are those of Parse, quoting raw.
func Site(raw string) (string, error) {
	h, err := hostOf(raw)
	if err != nil {
		return "", err
	}
	return siteOfHost(h), nil
}

// siteOfHost returns the site of a host in normal form.
func siteOfHost(h string) string {
	if isIPHost(h) || !strings.Contains(h, ".") {
		return h
	}
	s, err := publicsuffix.EffectiveTLDPlusOne(h)
	if err != nil {
		return h // the host is itself a public suffix
	}
	return s
}

// isIPHost reports whether a host in normal form is an IP address.
func isIPHost(h string) bool {
	if strings.HasPrefix(h, "[") {
		return true
	}
	if !dottedDecimal(h) && strings.IndexByte(h, ':') < 0 {
		return false // a domain: netip would build an error to say so
	}
	_, err := netip.ParseAddr(h)
	return err == nil
}

// dottedDecimal reports whether s is only digits and dots, as an IPv4 address that
// netip.ParseAddr accepts is; the check spares a domain name the parse and its error.
func dottedDecimal(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; (c < '0' || c > '9') && c != '.' {
			return false
		}
	}
	return s != ""
}

// hostOf returns the host in normal form (no port) of a URL, an origin, a
// bare host or a URL pattern.
func hostOf(raw string) (string, error) {
	s := strings.TrimSpace(raw)
	in := s
	if strings.IndexByte(s, ':') >= 0 {
		if a, err := netip.ParseAddr(s); err == nil && a.Is6() {
			s = "[" + s + "]" // a bare IPv6 address, as url.URL.Hostname gives it
		}
	}
	if !strings.Contains(s, "://") && !hasRealScheme(s) {
		if i := strings.IndexAny(s, "/?#"); i >= 0 {
			s = s[:i]
		}
		s = strings.TrimPrefix(s, "*.")
		s = strings.TrimSuffix(s, ":*")
		if s == "" {
			return "", urlError(in, "host required: a path alone names no site (give the whole URL, https://host/path)", nil)
		}
		s = "http://" + s
	}
	u, reason, cause := parse(s)
	if reason != "" {
		return "", urlError(in, reason, cause)
	}
	h, _ := splitHostPort(u.Host)
	return h, nil
}

// hasRealScheme reports whether s starts with a scheme rather than with a
// host and port: "about:blank" and "javascript:x" do, "localhost:3000" and
// "example.com:*" do not.
func hasRealScheme(s string) bool {
	sc, ok := schemeOf(s)
	if !ok {
		return false
	}
	rest := s[len(sc)+1:]
	return rest != "" && !('0' <= rest[0] && rest[0] <= '9') && rest[0] != '*'
}

// splitHostPort splits a host[:port] in normal form (IPv6 in brackets).
func splitHostPort(hp string) (host, port string) {
	if strings.HasPrefix(hp, "[") {
		if i := strings.IndexByte(hp, ']'); i >= 0 {
			return hp[:i+1], strings.TrimPrefix(hp[i+1:], ":")
		}
		return hp, ""
	}
	if i := strings.LastIndexByte(hp, ':'); i >= 0 {
		return hp[:i], hp[i+1:]
	}
	return hp, ""
}
