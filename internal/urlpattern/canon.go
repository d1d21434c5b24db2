package urlpattern

import (
	"github.com/waymark-dev/waymark/internal/redact"

	"net/url"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// canonURL is a concrete URL in the canonical form that patterns are
// derived from and matched against: the host without "www.", the path as
// decoded segments with pattern-significant characters re-encoded, the
// query as canonical keys and values.
type canonURL struct {
	scheme string
	host   string   // normal form, "www." stripped
	port   string   // "" for a default port (80 or 443, whatever the scheme)
	segs   []string // canonical path segments; none for "/"
	query  []param  // canonical keys and values, sorted by key, in input order per key
	route  []string // canonical segments of a single-page app's route (route.go); nil for none
}

type param struct{ key, val string }

// canonicalize turns a URL from parse into its canonical form.
func canonicalize(u *url.URL) canonURL {
	host, port := splitHostPort(u.Host)
	if port == "80" || port == "443" {
		port = "" // a URL pattern names no scheme, so both are a default port there (pattern.go)
	}
	c := canonURL{scheme: u.Scheme, host: stripWWW(host), port: port}
	c.segs = canonSegs(strings.Split(u.EscapedPath(), "/"))
	c.query = canonQuery(u.RawQuery)
	c.route = routeSegs(u.EscapedFragment())
	return c
}

// path returns the canonical path, "/" for the root.
func (c *canonURL) path() string {
	return "/" + strings.Join(c.segs, "/")
}

// stripWWW drops the leading "www." labels of a host name ("www.www.a.com" → "a.com"), so
// that stripping again changes nothing (a pattern's host is stripped as the URL's was),
// unless nothing but a top-level label would be left ("www.com" stays).
func stripWWW(h string) string {
	for {
		rest, ok := strings.CutPrefix(h, "www.")
		if !ok || !strings.Contains(rest, ".") || isIPHost(h) {
			return h
		}
		h = rest
	}
}

// canonSegs turns raw (still percent-encoded) path segments into canonical
// ones: session parameters (";jsessionid=…") and tracking segments
// ("ref=sr_1_1", as Amazon appends them) dropped, percent-encoding decoded
// and pattern-significant characters re-encoded (see encodeLiteral), empty
// segments dropped (so "/a//b/" is "/a/b"), "." and ".." resolved as
// browsers do.
func canonSegs(raw []string) []string {
	out := make([]string, 0, len(raw))
	for _, s := range raw {
		if strings.Contains(s, ";") {
			s = dropSessionParams(s)
		}
		d := decode(s, false)
		switch {
		case d == "" || d == ".":
			continue
		case d == "..":
			if len(out) > 0 {
				out = out[:len(out)-1]
			}
			continue
		}
		if k, _, ok := strings.Cut(d, "="); ok && isTracking(k) {
			continue
		}
		out = append(out, encodeLiteral(d, false))
	}
	return out
}

// sessionParams are path parameters that carry a session id (SPEC §8).
var sessionParams = map[string]bool{
	"jsessionid": true, "phpsessid": true, "sid": true, "sessionid": true,
	"session": true, "aspsessionid": true, "cfid": true, "cftoken": true,
}

// dropSessionParams removes ";name=value" path parameters whose name is a
// session id from a raw segment.
func dropSessionParams(s string) string {
	parts := strings.Split(s, ";")
	kept := parts[:1]
	for _, p := range parts[1:] {
		k, _, _ := strings.Cut(p, "=")
		if !sessionParams[strings.ToLower(k)] {
			kept = append(kept, p)
		}
	}
	return strings.Join(kept, ";")
}

// canonQuery splits a raw query into canonical parameters, sorted by key
// (stable, so repeated keys keep their order). "+" reads as a space; empty
// keys are dropped.
func canonQuery(raw string) []param {
	if raw == "" {
		return nil
	}
	var ps []param
	for kv := range strings.SplitSeq(raw, "&") {
		k, v, _ := strings.Cut(kv, "=")
		k, v = decode(k, true), decode(v, true)
		if dk, dv, ok := strings.Cut(k, "="); ok {
			// "q%3Dcats": the "=" was encoded, the key is "q" and the rest its value,
			// which must not pass for a key (a pattern keeps keys, never values).
			k, v = dk, dv+"="+v
		}
		if k = encodeLiteral(k, true); k == "" {
			continue
		}
		ps = append(ps, param{k, encodeLiteral(v, true)})
	}
	sort.SliceStable(ps, func(i, j int) bool { return ps[i].key < ps[j].key })
	return ps
}

// decode undoes percent-encoding (and, in a query, "+" for space). A "%" that
// does not start a valid escape stays as it is. The result may hold invalid
// UTF-8; encodeLiteral re-encodes such bytes.
func decode(s string, query bool) string {
	if !strings.ContainsAny(s, "%+") {
		return s
	}
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '%' && i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2]):
			b = append(b, unhex(s[i+1])<<4|unhex(s[i+2]))
			i += 2
		case c == '+' && query:
			b = append(b, ' ')
		default:
			b = append(b, c)
		}
	}
	return string(b)
}

func unhex(c byte) byte {
	switch {
	case '0' <= c && c <= '9':
		return c - '0'
	case 'a' <= c && c <= 'f':
		return c - 'a' + 10
	default:
		return c - 'A' + 10
	}
}

// encodeLiteral writes a decoded path segment, query key or query value in
// canonical form: readable UTF-8, except that these are percent-encoded
// (upper-case hex) so that they cannot be read as pattern syntax or lost:
// "%", "/", "?", "#", "*", "\", white space, control and other invisible
// characters, bytes that are not valid UTF-8, and in a query also "&", "="
// and "+".
func encodeLiteral(s string, query bool) string {
	clean := true
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if mustEncode(r, n, query) {
			clean = false
			break
		}
		i += n
	}
	if clean {
		return s
	}
	var b strings.Builder
	b.Grow(len(s) + 8)
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if mustEncode(r, n, query) {
			for j := range n {
				c := s[i+j]
				b.WriteByte('%')
				b.WriteByte(upperHex[c>>4])
				b.WriteByte(upperHex[c&15])
			}
		} else {
			b.WriteString(s[i : i+n])
		}
		i += n
	}
	return b.String()
}

const upperHex = "0123456789ABCDEF"

func mustEncode(r rune, n int, query bool) bool {
	if r < utf8.RuneSelf {
		switch r {
		case '%', '/', '?', '#', '*', '\\', ' ':
			return true
		case '&', '=', '+':
			return query
		}
		return r < 0x20 || r == 0x7f
	}
	if r == utf8.RuneError && n == 1 {
		return true
	}
	if r == '\u200d' { // zero-width joiner inside emoji sequences
		return false
	}
	return !unicode.IsPrint(r) || unicode.IsSpace(r)
}

// trackingParams are query keys (and path "key=value" segments) that only
// track a visit: dropped from derived patterns (SPEC §5). Compared in lower
// case.
var trackingParams = map[string]bool{
	"gclid": true, "gclsrc": true, "dclid": true, "gbraid": true, "wbraid": true,
	"fbclid": true, "msclkid": true, "yclid": true, "twclid": true, "ttclid": true,
	"li_fat_id": true, "igshid": true, "igsh": true, "mkt_tok": true, "_ga": true,
	"_gl": true, "_ke": true, "ref": true, "ref_": true, "ref_src": true,
	"ref_url": true, "referrer": true, "referer": true, "spm": true, "scm": true,
	"si": true, "ved": true, "ei": true, "uact": true, "sxsrf": true,
	"sca_esv": true, "sca_upv": true, "gs_lcp": true, "gs_lcrp": true,
	"gs_ssp": true, "aqs": true, "oq": true, "iflsig": true, "sourceid": true,
	"rlz": true, "bih": true, "biw": true, "crid": true, "sprefix": true,
	"qid": true, "sr": true, "_encoding": true, "psc": true, "smid": true,
	"s_cid": true, "cmpid": true, "ncid": true, "ocid": true, "vero_id": true,
	"vero_conv": true, "wickedid": true, "rb_clickid": true, "irclickid": true,
	"zanpid": true, "trk": true, "trkcampaign": true, "epik": true,
	"_branch_match_id": true, "hsctatracking": true, "_openstat": true,
	"mc_cid": true, "mc_eid": true, "ie": true, "oe": true,
	// Google's click, session and interface keys; where a login goes on to.
	"sa": true, "usg": true, "esrc": true, "rct": true, "opi": true, "fbs": true,
	"ictx": true, "ec": true, "fg": true, "hl": true, "continue": true,
	// Shops' and sites' click and affiliate keys: Amazon, eBay, LinkedIn, Etsy, Airbnb,
	// Booking.com, Expedia, YouTube, Eventbrite, Reddit.
	// ("tag", "label", "aid" and "hash" are left out: elsewhere they filter a list or name
	// an article.)
	"th": true, "linkcode": true, "linkid": true, "ascsubtag": true,
	"_trksid": true, "_trkparms": true, "_from": true, "trackingid": true,
	"refid": true, "lipi": true, "click_key": true, "click_sum": true,
	"source_impression_id": true, "federated_search_id": true,
	"previous_page_section_name": true, "srpvid": true,
	"srepoch": true, "rfrr": true, "pp": true, "feature": true, "ab_channel": true,
	"aff": true, "share_id": true, "rdt": true,
}

var trackingPrefixes = []string{"utm_", "pd_rd_", "pf_rd_", "mtm_", "pk_", "hsa_", "_hs", "__hs", "oly_", "matomo_", "ga_"}

// pageKey reports whether a (decoded or canonical) query key names the page:
// it is neither a tracking parameter nor a credential (redact.SensitiveParam).
func pageKey(k string) bool { return !isTracking(k) && !redact.SensitiveParam(k) }

// isTracking reports whether a (decoded or canonical) query key is a
// tracking parameter.
func isTracking(k string) bool {
	k = strings.ToLower(k)
	if trackingParams[k] {
		return true
	}
	for _, p := range trackingPrefixes {
		if strings.HasPrefix(k, p) {
			return true
		}
	}
	return false
}
