package urlpattern

import (
	"strconv"
	"strings"
	"sync"

	up "github.com/dunglas/go-urlpattern"
)

// Match reports whether the concrete URL raw falls under pattern (SPEC §5).
// The URL is read like Derive reads it (Parse, then "www." dropped, path
// and query canonicalised), as it is and then without its title slugs (markSegs:
// "amazon.com/dp/*" matches /Echo-Dot/dp/B07FZ8S74R), so Match(Derive(u), u) is
// always true. Then:
//
//   - the host must equal the pattern's host (or be a subdomain of it when
//     the pattern starts with "*."), the port must be equal ("*" matches
//     any), and the scheme may be http or https (Parse admits no other);
//   - a literal path segment matches itself, "*" exactly one segment,
//     "*.pdf" one segment ending in ".pdf" with something before it, a final
//     "**" any number of segments; a pattern that is only a host, or
//     host/**, matches every page of that host;
//   - every query key of the pattern must be present in the URL, with any
//     value for "=*" or the given value; other keys may be present too;
//   - a pattern with a single-page app's route ("#/orders/*") matches a URL
//     whose route matches it as a path would; a pattern without one does not
//     look at the URL's fragment (MatchPage does).
//
// An invalid pattern or URL matches nothing (false).
//
// Host, port and path are matched by github.com/dunglas/go-urlpattern (the
// WHATWG URLPattern standard) after translating the pattern to URLPattern
// syntax; compiled patterns are cached. The query is checked here instead:
// a URLPattern search component is matched as one ordered string, and "these
// keys present, in any order, among any others" would need contrived
// regexp groups over a re-sorted query string.
func Match(pattern, raw string) bool {
	_, _, ok := matchURL(pattern, raw)
	return ok
}

// matchURL compiles pattern, reads raw as Match does and matches them; it returns the
// matcher and the canonical URL for further checks (MatchPage), ok false for an invalid
// pattern or URL or no match.
func matchURL(pattern, raw string) (*matcher, *canonURL, bool) {
	m := compile(pattern)
	if m == nil {
		return nil, nil, false
	}
	u, reason, _ := parse(raw)
	if reason != "" {
		return nil, nil, false
	}
	c := canonicalize(u)
	if m.match(&c) {
		return m, &c, true
	}
	// Without its title slugs ("/Echo-Dot/dp/B07FZ8S74R" as "/dp/B07FZ8S74R"), as Derive
	// reads it; a pattern that wildcards the slug (one derived before slugs were left out,
	// or written so) matched above.
	segs, slugs := withoutSlugs(c.segs)
	route, routeSlugs := withoutSlugs(c.route)
	if !slugs && !routeSlugs {
		return m, &c, false
	}
	s := c
	s.segs, s.route = segs, route
	return m, &s, m.match(&s)
}

// matcher is a parsed pattern and, once a URL has passed its fast checks, the compiled
// URLPattern: most patterns a query tries on a page fail the fast checks and are never
// compiled (compiling one builds several regular expressions, about 30 KB).
type matcher struct {
	p    *pattern
	once sync.Once
	url  *up.URLPattern // nil until compiled, or when compiling failed
}

// cacheMax bounds the compiled-pattern cache; when it is full it is
// emptied (patterns in use are recompiled on their next call).
const cacheMax = 4096

var cache = struct {
	sync.RWMutex
	m map[string]*matcher // nil value: the pattern is invalid
}{m: make(map[string]*matcher)}

// compile returns the compiled pattern, or nil for an invalid one.
func compile(pattern string) *matcher {
	cache.RLock()
	m, ok := cache.m[pattern]
	cache.RUnlock()
	if ok {
		return m
	}
	m = newMatcher(pattern)
	cache.Lock()
	if len(cache.m) >= cacheMax {
		clear(cache.m)
	}
	cache.m[pattern] = m
	cache.Unlock()
	return m
}

func newMatcher(pattern string) *matcher {
	p, err := parsePattern(pattern)
	if err != nil {
		return nil
	}
	return &matcher{p: p}
}

// compiled returns m's URLPattern, compiling it on the first call; nil when it does not
// compile.
func (m *matcher) compiled() *up.URLPattern {
	m.once.Do(func() { m.url = compileURLPattern(m.p) })
	return m.url
}

// compileURLPattern translates p to a URLPattern and compiles it.
func compileURLPattern(p *pattern) *up.URLPattern {
	init := &up.URLPatternInit{
		Protocol: str("*"), // Parse admits http and https only
		Username: str("*"),
		Password: str("*"),
		Hostname: str(p.urlPatternHost()),
		Port:     str(p.port),
		Pathname: str(p.urlPatternPath()),
		Search:   str("*"),
		Hash:     str("*"),
	}
	u, err := init.New(nil)
	if err != nil {
		// Cannot happen for a pattern parsePattern accepted; treat it as
		// matching nothing rather than panicking on outside input.
		return nil
	}
	return u
}

// urlPatternHost translates the host to URLPattern hostname syntax.
func (p *pattern) urlPatternHost() string {
	h := escapeURLPattern(p.host)
	if p.anySub {
		return "{*.}?" + h
	}
	return h
}

// urlPatternPath translates the path to URLPattern pathname syntax: "*"
// becomes a named segment group ":sN" (one non-empty segment), "*.pdf"
// ":sN.pdf", a final "**" the optional group "{/*}?".
func (p *pattern) urlPatternPath() string {
	if p.siteWide() {
		return "*"
	}
	if len(p.segs) == 0 {
		return "/"
	}
	var b strings.Builder
	for i, s := range p.segs {
		switch s.kind {
		case segLit:
			b.WriteByte('/')
			b.WriteString(escapeURLPattern(s.text))
		case segStar:
			b.WriteString("/:s")
			b.WriteString(strconv.Itoa(i))
		case segSuf:
			// Braces end the group name, which a suffix starting with
			// a name character ("*abc") would otherwise extend.
			b.WriteString("/{:s")
			b.WriteString(strconv.Itoa(i))
			b.WriteByte('}')
			b.WriteString(escapeURLPattern(s.text))
		case segRest:
			b.WriteString("{/*}?")
		}
	}
	return b.String()
}

// escapeURLPattern escapes the URLPattern syntax characters in literal text.
func escapeURLPattern(s string) string {
	if !strings.ContainsAny(s, `\+*?(){}:`) {
		return s
	}
	var b strings.Builder
	for i := range len(s) {
		if strings.IndexByte(`\+*?(){}:`, s[i]) >= 0 {
			b.WriteByte('\\')
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

func (m *matcher) match(c *canonURL) bool {
	// Fast path: a host or port that cannot match is refused before the
	// URLPattern call, whose WHATWG canonicalisation of its input is most
	// of the cost of a match. The URLPattern still decides every match.
	if !m.p.anySub && c.host != m.p.host ||
		m.p.anySub && c.host != m.p.host && !strings.HasSuffix(c.host, "."+m.p.host) ||
		m.p.port != "*" && c.port != m.p.port || !m.p.pathMayMatch(c.segs) ||
		len(m.p.route) > 0 && !segsMatch(m.p.route, c.route) {
		return false
	}
	return m.libraryMatch(c)
}

// pathMayMatch checks what a path needs to match p, before the URLPattern call: as many
// segments as p has (at least as many, less one, when p ends in "**"), and p's literal
// segments in their places. Both sides are canonical (canonSegs, parsePattern), so a
// literal matches only the same text. FuzzMatchFastPath checks that no URL the URLPattern
// accepts fails here.
func (p *pattern) pathMayMatch(segs []string) bool {
	n := len(p.segs)
	if n > 0 && p.segs[n-1].kind == segRest {
		n--
		if len(segs) < n {
			return false
		}
	} else if len(segs) != n {
		return false
	}
	for i, s := range p.segs[:n] {
		if s.kind == segLit && s.text != segs[i] {
			return false
		}
	}
	return true
}

// libraryMatch decides a match with the URLPattern (host, port, path) and the query keys.
func (m *matcher) libraryMatch(c *canonURL) bool {
	u := m.compiled()
	if u == nil {
		return false
	}
	empty := ""
	in := &up.URLPatternInit{
		// Protocol left out: the pattern accepts any, and the URL is
		// http or https already.
		Hostname: &c.host,
		Port:     &c.port,
		Pathname: str(c.path()),
		Search:   &empty,
		Hash:     &empty,
	}
	if !u.TestInit(in) {
		return false
	}
	for _, q := range m.p.query {
		if !hasParam(c.query, q) {
			return false
		}
	}
	return true
}

func str(s string) *string { return &s }

// hasParam reports whether the canonical query holds the pattern's key with
// a matching value.
func hasParam(query []param, q qparam) bool {
	for _, p := range query {
		if p.key == q.key && (q.any || p.val == q.val) {
			return true
		}
	}
	return false
}
