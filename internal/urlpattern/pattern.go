package urlpattern

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// segKind is the kind of one path segment of a pattern.
type segKind uint8

const (
	segLit  segKind = iota // literal text
	segStar                // "*": exactly one segment
	segSuf                 // "*" + literal suffix, e.g. "*.pdf"
	segRest                // "**": any number of segments, only last
)

type segment struct {
	kind segKind
	text string // the literal (segLit) or the suffix (segSuf), canonical
}

func (s segment) String() string {
	switch s.kind {
	case segStar:
		return "*"
	case segSuf:
		return "*" + s.text
	case segRest:
		return "**"
	}
	return s.text
}

// qparam is one query key of a pattern; any means the value is "*".
type qparam struct {
	key, val string
	any      bool
}

// pattern is a parsed URL pattern.
type pattern struct {
	anySub bool   // "*." before the host: the host and its subdomains
	host   string // normal form, "www." stripped
	port   string // "" default port, "*" any, else digits
	segs   []segment
	query  []qparam  // sorted by key, unique keys
	route  []segment // a single-page app's route (route.go); nil for none
}

func (p *pattern) siteWide() bool {
	return len(p.segs) == 1 && p.segs[0].kind == segRest
}

// String writes the pattern in canonical form.
func (p *pattern) String() string {
	var b strings.Builder
	if p.anySub {
		b.WriteString("*.")
	}
	b.WriteString(p.host)
	if p.port != "" {
		b.WriteByte(':')
		b.WriteString(p.port)
	}
	if len(p.segs) == 0 {
		b.WriteByte('/')
	}
	for _, s := range p.segs {
		b.WriteByte('/')
		b.WriteString(s.String())
	}
	for i, q := range p.query {
		if i == 0 {
			b.WriteByte('?')
		} else {
			b.WriteByte('&')
		}
		b.WriteString(q.key)
		b.WriteByte('=')
		if q.any {
			b.WriteByte('*')
		} else {
			b.WriteString(q.val)
		}
	}
	if len(p.route) > 0 {
		b.WriteByte('#')
		for _, s := range p.route {
			b.WriteByte('/')
			b.WriteString(s.String())
		}
	}
	return b.String()
}

// CanonicalPattern checks a URL pattern and returns it in canonical form,
// the form Derive produces. The syntax (SPEC §1, §5):
//
//	[*.]host[:port][/segment…][?key=value&…]
//
// where
//
//   - host: a domain (lower-cased, IDN to punycode, leading "www." dropped),
//     an IPv4 address or a bracketed IPv6 address. "*." in front also
//     matches every subdomain. A scheme ("https://") in front is ignored:
//     patterns match http and https alike.
//   - port: digits, or "*" for any port; none (or 80 or 443) means the
//     default port.
//   - path: "/" alone is the root page. "*" is exactly one non-empty
//     segment; "*" followed by literal text ("*.pdf") is one segment ending
//     in that text; "**" as the last segment is any number of segments
//     (zero included). No path at all, like "/**", means every page of the
//     host: a site-wide scope. Literal segments are canonicalised like
//     Derive does (percent-encoding decoded to UTF-8, "%", "/", "?", "#",
//     "*", "\", white space and invisible characters encoded; empty, "." and
//     ".." segments and a trailing slash removed); "%2A" is a literal "*".
//   - query: keys, sorted, each "=*" (any value, the key must be present) or
//     "=literal"; a key without "=" means "=*". Keys not in the pattern
//     may appear in the URL.
//   - route: "#/" and segments as the path's, a single-page app's route
//     ("app.example/#/orders/*", see route.go; "#!/" is written "#/"). A
//     pattern with a route matches URLs whose fragment routes alike.
//
// Any other fragment ("#reviews") is ignored. Errors are *Error values matching
// ErrInvalidPattern: empty, too long, invalid UTF-8, control characters or
// white space, a bad host or port, "**" anywhere but last, "*" inside a
// segment, a query key given twice with different values.
func CanonicalPattern(p string) (string, error) {
	pt, err := parsePattern(p)
	if err != nil {
		return "", err
	}
	return pt.String(), nil
}

// IsSiteWide reports whether a pattern covers every page of its host (no
// path, or "/**", and no query), the scope of site-wide quirks (SPEC §5).
// It is false for an invalid pattern.
func IsSiteWide(p string) bool {
	pt, err := parsePattern(p)
	return err == nil && pt.siteWide() && len(pt.query) == 0 && len(pt.route) == 0
}

// SiteWide returns the site-wide scope of a site, as stored with site notes
// (SPEC §2, §5): a pattern that matches every page of every host of the
// site on any port. For a domain site it is "*.amazon.co.uk:*/**"; for an
// IP address or single-label host, which has no subdomains,
// "127.0.0.1:*/**" and "localhost:*/**". site may also be a URL, origin or
// host (its Site is used); an input Site refuses is used lower-cased as it
// is, giving a pattern that Match never matches.
func SiteWide(site string) string {
	s, err := Site(site)
	if err != nil {
		return strings.ToLower(strings.TrimSpace(site)) + ":*/**"
	}
	if isIPHost(s) || !strings.Contains(s, ".") {
		return s + ":*/**"
	}
	return "*." + s + ":*/**"
}

// parsePattern parses and canonicalises a pattern.
func parsePattern(raw string) (*pattern, error) {
	s := strings.TrimSpace(raw)
	fail := func(format string, args ...any) (*pattern, error) {
		return nil, patternError(s, fmt.Sprintf(format, args...), nil)
	}
	switch {
	case s == "":
		return fail("empty")
	case len(s) > MaxURLLen:
		return fail("longer than %d bytes (%d)", MaxURLLen, len(s))
	case !utf8.ValidString(s):
		return fail("not valid UTF-8")
	}
	for _, r := range s {
		if unicode.IsControl(r) || unicode.IsSpace(r) {
			return fail("contains white space or control character %U", r)
		}
	}
	rest := s
	if i := strings.Index(rest, "://"); i >= 0 && !strings.ContainsAny(rest[:i], "/?#") {
		sc := strings.ToLower(rest[:i])
		if sc != "http" && sc != "https" {
			return fail("scheme %q not allowed (patterns match http and https)", sc)
		}
		rest = rest[i+3:]
	}
	rest, fragment, _ := strings.Cut(rest, "#")
	rest, query, hasQuery := strings.Cut(rest, "?")
	hostport, path := rest, ""
	if i := strings.IndexByte(rest, '/'); i >= 0 {
		hostport, path = rest[:i], rest[i:]
	}
	p := &pattern{}
	if h, ok := strings.CutPrefix(hostport, "*."); ok {
		p.anySub = true
		hostport = h
	}
	host, port := hostport, ""
	if strings.HasPrefix(hostport, "[") {
		i := strings.IndexByte(hostport, ']')
		if i < 0 {
			return fail("unclosed [ in host")
		}
		host, port = hostport[:i+1], hostport[i+1:]
		if port != "" && port[0] != ':' {
			return fail("unexpected %q after IPv6 host", port)
		}
		port = strings.TrimPrefix(port, ":")
	} else if i := strings.LastIndexByte(hostport, ':'); i >= 0 {
		host, port = hostport[:i], hostport[i+1:]
	}
	if host == "" {
		return fail("host required")
	}
	name := strings.TrimSuffix(strings.TrimPrefix(host, "["), "]")
	h, reason, cause := normalHost(host, name)
	if reason != "" {
		return nil, patternError(s, reason, cause)
	}
	if p.anySub && isIPHost(h) {
		return fail("\"*.\" cannot stand before an IP address")
	}
	p.host = stripWWW(h)
	switch port {
	case "", "*", "80", "443":
		if port == "*" {
			p.port = "*"
		}
	default:
		np, reason := normalPort(port, "")
		if reason != "" {
			return fail("%s", reason)
		}
		if np != "80" && np != "443" {
			p.port = np
		}
	}
	if err := p.parsePath(path); err != "" {
		return fail("%s", err)
	}
	if hasQuery {
		if err := p.parseQuery(query); err != "" {
			return fail("%s", err)
		}
	}
	if err := p.parseRoute(fragment); err != "" {
		return fail("%s", err)
	}
	// Escaping lengthens it ("?" in a path is "%3F"): every pattern taken has a normal form
	// that is taken too.
	if n := len(p.String()); n > MaxURLLen {
		return fail("longer than %d bytes in its normal form (%d)", MaxURLLen, n)
	}
	return p, nil
}

// parsePath fills p.segs from the path part ("" or starting with "/") and
// returns a reason when it is invalid.
func (p *pattern) parsePath(path string) string {
	if path == "" {
		p.segs = []segment{{kind: segRest}}
		return ""
	}
	raw := strings.Split(path, "/")
	p.segs = make([]segment, 0, len(raw))
	var lits []string // pending literal run, canonicalised together
	flush := func() {
		for _, l := range canonSegs(lits) {
			p.segs = append(p.segs, segment{kind: segLit, text: l})
		}
		lits = lits[:0]
	}
	for i, r := range raw {
		switch {
		case !strings.Contains(r, "*"):
			lits = append(lits, r)
			continue
		case r == "**":
			if strings.Trim(strings.Join(raw[i+1:], ""), "/") != "" {
				return `"**" is only allowed as the last path segment`
			}
			flush()
			p.segs = append(p.segs, segment{kind: segRest})
			return ""
		}
		flush()
		switch suf, _ := strings.CutPrefix(r, "*"); {
		case !strings.HasPrefix(r, "*") || strings.Contains(suf, "*"):
			return fmt.Sprintf("segment %q: \"*\" must stand alone, as \"**\" or before a literal suffix (\"*.pdf\")", truncate(r))
		case suf == "":
			p.segs = append(p.segs, segment{kind: segStar})
		default:
			lit := canonSegs([]string{suf})
			if len(lit) != 1 || lit[0] != encodeLiteral(decode(suf, false), false) {
				return fmt.Sprintf("segment %q: invalid suffix", truncate(r))
			}
			p.segs = append(p.segs, segment{kind: segSuf, text: lit[0]})
		}
	}
	flush()
	return ""
}

// parseQuery fills p.query and returns a reason when it is invalid.
func (p *pattern) parseQuery(q string) string {
	for kv := range strings.SplitSeq(q, "&") {
		k, v, hasVal := strings.Cut(kv, "=")
		k = encodeLiteral(decode(k, true), true)
		if k == "" {
			continue
		}
		qp := qparam{key: k, any: !hasVal || v == "*"}
		if !qp.any {
			qp.val = encodeLiteral(decode(v, true), true)
		}
		p.query = append(p.query, qp)
	}
	sortQuery(p.query)
	out := p.query[:0]
	for i, qp := range p.query {
		if i > 0 && qp.key == out[len(out)-1].key {
			if qp != out[len(out)-1] {
				return fmt.Sprintf("query key %q given twice", truncate(qp.key))
			}
			continue
		}
		out = append(out, qp)
	}
	p.query = out
	return ""
}

func sortQuery(q []qparam) {
	slices.SortStableFunc(q, func(a, b qparam) int { return strings.Compare(a.key, b.key) })
}

// Specificity scores how narrowly a pattern selects pages, for SPEC §5's
// rule "exact URL > longer literal pattern > site-wide":
//
//   - each literal path segment counts 1000 plus its length in characters
//     (at most 999), the root page "/" counts 1000;
//   - "*" + suffix counts 500 plus the suffix length, "*" counts 100;
//   - "**" counts 0;
//   - each query key counts 50 plus its length, a literal value 25 more
//     plus its length;
//   - a host without "*." adds 2, a port other than "*" adds 1.
//
// So more literal segments always outrank fewer, a site-wide pattern
// scores 0–3 (plus its query keys, if any), and any pattern with a path
// scores at least 100. An invalid pattern scores -1.
func Specificity(p string) int {
	pt, err := parsePattern(p)
	if err != nil {
		return -1
	}
	return pt.specificity()
}

func (p *pattern) specificity() int {
	n := 0
	if !p.anySub {
		n += 2
	}
	if p.port != "*" {
		n++
	}
	if len(p.segs) == 0 {
		n += 1000
	}
	for _, s := range append(p.segs[:len(p.segs):len(p.segs)], p.route...) {
		switch s.kind {
		case segLit:
			n += 1000 + min(utf8.RuneCountInString(s.text), 999)
		case segSuf:
			n += 500 + min(utf8.RuneCountInString(s.text), 499)
		case segStar:
			n += 100
		}
	}
	for _, q := range p.query {
		n += 50 + min(utf8.RuneCountInString(q.key), 49)
		if !q.any {
			n += 25 + min(utf8.RuneCountInString(q.val), 24)
		}
	}
	return n
}

// Compare orders patterns most specific first, for slices.SortFunc: it is
// negative when a is more specific than b (higher Specificity), positive
// when less, and breaks ties by byte order of the strings, so it is 0 only
// for equal strings. Invalid patterns sort last.
func Compare(a, b string) int {
	if c := cmp.Compare(Specificity(b), Specificity(a)); c != 0 {
		return c
	}
	return strings.Compare(a, b)
}

// Generalise merges two URL patterns into one when they differ in one or
// two path segments (SPEC §5, "kept when they generalise"): those segments
// become "*" (or "*.ext" when both end in the same extension):
//
//	github.com/acme/widget/issues/*, github.com/other/thing/issues/* → github.com/*/*/issues/*
//	example.com/docs/report.pdf, example.com/docs/summary.pdf       → example.com/docs/*.pdf
//
// It returns false when the patterns do not generalise: either is invalid,
// the hosts, ports, query keys (and literal values) or routes differ, the segment
// counts differ, either ends in "**", more than two segments differ, or no
// literal segment would be left beside the host. Equal patterns generalise
// to themselves (canonical form, true).
func Generalise(a, b string) (string, bool) { return generalise(a, b, false) }

// GeneraliseNames is Generalise for two pages whose differing segments are names (an
// owner, a repository), not identifiers: each segment that differs must have a literal
// segment after it, so that MatchGeneralised, which reads the wildcards before the last
// literal segment as names, covers both pages with the result
// ("github.com/*/*/issues/*"); "github.com/acme/widget" and "github.com/acme/gadget"
// do not generalise.
func GeneraliseNames(a, b string) (string, bool) { return generalise(a, b, true) }

func generalise(a, b string, names bool) (string, bool) {
	pa, err := parsePattern(a)
	if err != nil {
		return "", false
	}
	pb, err := parsePattern(b)
	if err != nil {
		return "", false
	}
	if pa.String() == pb.String() {
		return pa.String(), true
	}
	if pa.anySub != pb.anySub || pa.host != pb.host || pa.port != pb.port ||
		len(pa.segs) != len(pb.segs) || len(pa.segs) == 0 || !equalQuery(pa.query, pb.query) ||
		!slices.Equal(pa.route, pb.route) {
		return "", false
	}
	out := &pattern{anySub: pa.anySub, host: pa.host, port: pa.port, query: pa.query,
		segs: make([]segment, len(pa.segs))}
	diff, literal, lastDiff, lastLit := 0, false, -1, -1
	for i, x := range pa.segs {
		y := pb.segs[i]
		if x.kind == segRest || y.kind == segRest {
			return "", false
		}
		if x == y {
			out.segs[i] = x
			if x.kind == segLit {
				literal, lastLit = true, i
			}
			continue
		}
		diff, lastDiff = diff+1, i
		out.segs[i] = segment{kind: segStar}
		if sx, sy := suffixOf(x), suffixOf(y); sx != "" && sx == sy {
			out.segs[i] = segment{kind: segSuf, text: sx}
		}
	}
	if diff > 2 || !literal || names && lastDiff > lastLit {
		return "", false
	}
	return out.String(), true
}

// suffixOf returns the ".ext" a segment ends with, or "".
func suffixOf(s segment) string {
	switch s.kind {
	case segSuf:
		if strings.HasPrefix(s.text, ".") {
			return s.text
		}
	case segLit:
		if _, ext := splitExt(s.text); ext != "" {
			return "." + ext
		}
	}
	return ""
}

func equalQuery(a, b []qparam) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
