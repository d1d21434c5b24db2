package urlpattern

import (
	"iter"
	"slices"
	"strings"
)

// Derive returns the URL pattern of a concrete URL (SPEC §1, §5): the URL
// with its variable parts wildcarded, in this package's pattern syntax
// (see the package documentation):
//
//	https://www.amazon.com/dp/B08N5WRWNW          → amazon.com/dp/*
//	https://www.amazon.com/Echo-Dot/dp/B07FZ8S74R → amazon.com/dp/*
//	https://www.amazon.com/s?k=laptop&ref=nb      → amazon.com/s?k=*
//	https://github.com/acme/widget/issues/42      → github.com/acme/widget/issues/*
//	https://example.com/files/IMG_1234.jpg        → example.com/files/*.jpg
//	https://example.com/                          → example.com/
//
// The scheme is dropped, and so is the fragment unless it routes a
// single-page app ("#/orders/123" → "#/orders/*", see route.go); the host is in normal form (see
// Parse) without a leading "www.", with a non-default port kept
// ("localhost:3000/app"). Path segments are canonical (decoded UTF-8, see
// CanonicalPattern); a segment that looks like an identifier becomes "*":
// numbers and version or number groups ("42", "1.2.3"), hex ids of at least
// 8 characters with a digit, UUIDs, product codes (upper-case letters and
// at least 3 digits such as "B08N5WRWNW", "SKU-12345"; interleaved
// letters/digits tokens such as "dQw4w9WgXcQ"; a short lower-case prefix
// and five digits or more such as "tt0111161"), dated slugs
// ("2024-05-01-my-post"), slugs that carry an id ("blue-shirt-12345") and
// long hash or base64-like tokens; a title slug beside such an identifier is
// left out ("/Echo-Dot/dp/B07FZ8S74R" → "amazon.com/dp/*", see markSegs), and
// Match skips it in a URL. A file name whose stem is such an identifier keeps its
// extension ("*.pdf"). Session path parameters and
// tracking segments ("ref=sr_1_1") are dropped. The query keeps only its
// keys, sorted, each value "*"; on an item's page (a path with an identifier)
// the keys of a search that led there ("?keywords=", searchKeys) are left out;
// tracking keys (utm_*, gclid, fbclid, ref, …)
// and credential keys (token, api_key, session, … as redact.SensitiveParam
// names them: they belong to a visit, not to the page) are dropped, and so no
// value, credential or not, ever reaches a pattern (SPEC §8).
//
// Errors are those of Parse. The result is canonical: CanonicalPattern
// returns it unchanged, and Match(Derive(u), u) is true.
func Derive(raw string) (string, error) {
	u, err := Parse(raw)
	if err != nil {
		return "", err
	}
	c := canonicalize(u)
	return c.derive(false), nil
}

// DeriveWithSlugs returns the pattern Derive made of raw before it left title slugs out:
// each slug a "*" ("amazon.com/*/dp/*" for /Echo-Dot/dp/B07FZ8S74R), under which records
// saved then are filed; ok is false when raw has no title slug (the pattern would be
// Derive's) or does not parse.
func DeriveWithSlugs(raw string) (pattern string, ok bool) {
	if !strings.ContainsAny(raw, "-_%") {
		return "", false // a slug's words are joined by "-" or "_" (titleWords), perhaps encoded
	}
	u, err := Parse(raw)
	if err != nil {
		return "", false
	}
	c := canonicalize(u)
	_, path := withoutSlugs(c.segs)
	_, route := withoutSlugs(c.route)
	if !path && !route {
		return "", false
	}
	return c.derive(true), true
}

// Page is what one page URL gives: its site (Site), URL pattern (Derive), pattern with title
// slugs (DeriveWithSlugs, or Pattern when it has none) and origin (Origin). A field is ""
// where its function fails.
type Page struct {
	Site, Pattern, SlugPattern, Origin string
}

// DerivePage returns the Page of raw, reading the URL once instead of once for each of
// Site, Derive, DeriveWithSlugs and Origin, with the same results.
func DerivePage(raw string) Page {
	u, err := Parse(raw)
	if err != nil {
		var p Page
		p.Site, _ = Site(raw) // a bare host has a site, but no pattern and no origin
		return p
	}
	c := canonicalize(u)
	host, _ := splitHostPort(u.Host)
	p := Page{Site: siteOfHost(host), Pattern: c.derive(false), Origin: u.Scheme + "://" + u.Host}
	p.SlugPattern = p.Pattern
	if strings.ContainsAny(raw, "-_%") {
		_, path := withoutSlugs(c.segs)
		_, route := withoutSlugs(c.route)
		if path || route {
			p.SlugPattern = c.derive(true)
		}
	}
	return p
}

// derive builds the pattern string of a canonical URL, its title slugs left out or, with
// keepSlugs, made "*".
func (c *canonURL) derive(keepSlugs bool) string {
	var b strings.Builder
	b.Grow(len(c.host) + 64)
	b.WriteString(c.host)
	if c.port != "" {
		b.WriteByte(':')
		b.WriteString(c.port)
	}
	if len(c.segs) == 0 {
		b.WriteByte('/')
	}
	item := writeSegs(&b, c.segs, keepSlugs)
	sep := byte('?')
	for _, p := range patternQuery(c.query, item) {
		b.WriteByte(sep)
		b.WriteString(p.key)
		if actionValue(p.val) {
			b.WriteByte('=')
			b.WriteString(p.val) // ?action=cancel is another page than ?action=view
		} else {
			b.WriteString("=*")
		}
		sep = '&'
	}
	if len(c.route) > 0 {
		b.WriteByte('#')
		writeSegs(&b, c.route, keepSlugs)
	}
	return b.String()
}

// writeSegs writes the pattern of a canonical path (or app route) to b, each segment after
// a "/" as markSegs reads it, its title slugs left out or, with keepSlugs, made "*". It
// reports whether any segment became a wildcard: the path is an item's page.
func writeSegs(b *strings.Builder, segs []string, keepSlugs bool) (item bool) {
	wild, slug := markSegs(segs)
	for i, s := range wild {
		if keepSlugs || !slug[i] {
			b.WriteByte('/')
			b.WriteString(s)
		}
	}
	return !slices.Equal(wild, segs)
}

// wildSegs returns the segments of a canonical path (or app route) with each identifier
// and each title slug beside one made "*" or "*.ext" (markSegs): the path as a pattern
// would have it if it kept its title slugs. A segment it changes is one a pattern's
// wildcard may stand for (identifiersAt), and a path it changes is an item's page.
func wildSegs(segs []string) []string {
	out, _ := markSegs(segs)
	return out
}

// markSegs reads the segments of a canonical path (or app route) as Derive does: out has
// each identifier made "*" or "*.ext" (wildSegment), and so each title slug beside one (a
// segment that names the entity the identifier points at): of three words or more right
// before or after the identifier, of four or more one segment further away, or of two or
// more whose words all begin with a capital ("Echo-Dot/dp/B07FZ8S74R": a product's name)
// (titleWords). A slug with an action word needs two words more and no capitals count for
// it ("orders/123/request-a-return" and "orders/123/delete-my-order-history" stay actions'
// pages). A slug in a path without an identifier ("/terms-of-service") stays. The title of
// a MediaWiki article, last after /wiki/, is its identifier (wikiTitle:
// en.wikipedia.org/wiki/*), not a slug.
//
// slug marks the title slugs that the identifier makes redundant, which Derive leaves out
// of a pattern and Match and SamePage skip in a URL: sites serve such a page with the slug,
// without it or with another one ("/Apple-AirPods-Charging-Case/dp/B07PXGQC1Q" and
// "/dp/B07PXGQC1Q", "/questions/11227809/why-is-processing-a-sorted-array-faster" and
// "/questions/11227809"). That is a slug right beside an identifier unique on its site
// (uniqueID), or the first segment of the path two before one (Amazon's product name,
// one capitalised word too: productName). A
// segment the identifier does not make redundant stays a "*": the repository of
// "/acme/my-cool-project-name/issues/1" (issue 1 is the repository's), a subreddit, a
// user's post beside the user's handle ("/@rares.popescu/how-we-ship").
func markSegs(segs []string) (out []string, slug []bool) {
	out = make([]string, len(segs))
	slug = make([]bool, len(segs))
	id := make([]bool, len(segs))
	unique := make([]bool, len(segs))
	for i, s := range segs {
		out[i] = wildSegment(s)
		if i == len(segs)-1 && i > 0 && segs[i-1] == "wiki" && wikiTitle(s) {
			out[i] = "*" // a MediaWiki article: /wiki/Alan_Turing
		}
		id[i] = out[i] != s
		unique[i] = id[i] && uniqueID(s)
	}
	for i, s := range segs {
		if id[i] {
			continue
		}
		n, acts, titled := titleWords(s)
		// A segment of a dash alone stands between Target's title and its id ("/p/
		// apple-airpods-pro/-/A-85978612"): the id is as good as beside the title.
		dashed := i+2 < len(segs) && segs[i+1] == "-" && unique[i+2]
		// Two words and no action right before an id unique on its site are its title
		// ("/site/lg-oled/6535939.p"); after it, they may name a page of it
		// ("/orders/1234567/order-details").
		short := n == 2 && !acts && (i+1 < len(segs) && unique[i+1] || dashed)
		beside := n >= 5 || n >= 3 && !acts || titled && !acts || short // enough words right beside an id
		further := n >= 6 || n >= 4 && !acts || titled && !acts
		if beside && (near(id, i, 1) || dashed) || further && near(id, i, 2) {
			out[i] = "*"
			slug[i] = beside && (near(unique, i, 1) || dashed) || further && i == 0 && len(segs) > 2 && unique[2]
		} else if i == 0 && len(segs) > 2 && unique[2] && productName(s, segs[1]) {
			out[i], slug[i] = "*", true
		}
	}
	return out, slug
}

// productName reports whether first, the first segment of a path, is a one-word product
// name that a short lower-case segment (mid: "dp", "gp", "p") puts before an identifier
// unique on its site, as Amazon writes "/Kindle/dp/B0BF5VFQ6Q": a capitalised word of
// letters that names no action. A page type is lower-case ("/search/p/…").
func productName(first, mid string) bool {
	return len(first) >= 2 && first[0] >= 'A' && first[0] <= 'Z' && allLetters(first) && !actionWords[strings.ToLower(first)] &&
		len(mid) >= 1 && len(mid) <= 3 && allLetters(mid) && strings.ToLower(mid) == mid
}

// uniqueID reports whether an identifier segment names its entity on the whole site, so
// that a title slug beside it adds nothing: a code ("B07FZ8S74R", "1cgyc0z"), a hash, a
// UUID, a title, or a number of six digits or more (with its extension, "6447382.p"). Not a
// user's handle, nor a shorter number such as an issue's, which may count within something
// else the path names (a repository, a user).
func uniqueID(s string) bool {
	if isHandle(s) {
		return false
	}
	if stem, ext := splitExt(s); ext != "" && isVariable(stem) {
		s = stem
	}
	return !allDigits(s) || len(s) >= 6
}

// near reports whether ids marks the segment d places before or after i.
func near(ids []bool, i, d int) bool {
	return i-d >= 0 && ids[i-d] || i+d < len(ids) && ids[i+d]
}

// withoutSlugs returns segs without the title slugs markSegs finds, and whether there were
// any.
func withoutSlugs(segs []string) ([]string, bool) {
	if !slices.ContainsFunc(segs, func(s string) bool { return strings.ContainsAny(s, "-_") }) &&
		!(len(segs) > 2 && productName(segs[0], segs[1])) {
		return segs, false // a slug has words joined by "-" or "_" (titleWords), or names a product: none here
	}
	_, slug := markSegs(segs)
	if !slices.Contains(slug, true) {
		return segs, false
	}
	out := make([]string, 0, len(segs))
	for i, s := range segs {
		if !slug[i] {
			out = append(out, s)
		}
	}
	return out, true
}

// wikiTitle reports whether the last segment after /wiki/ is an article's title, which
// MediaWiki sites (Wikipedia, Fandom, …) put there: not a page of a namespace
// ("Special:Search", "Talk:Alan_Turing", encoded or not) and not the main page.
func wikiTitle(s string) bool {
	return s != "" && !strings.Contains(s, ":") && !strings.Contains(s, "%3A") && !strings.Contains(s, "%3a") && s != "Main_Page"
}

// actionWords are verbs that make a short slug an action's page ("request-a-return",
// "cancel-this-order") rather than an item's title.
var actionWords = map[string]bool{
	"accept": true, "activate": true, "add": true, "approve": true, "archive": true, "block": true,
	"buy": true, "cancel": true, "change": true, "close": true, "confirm": true, "create": true,
	"deactivate": true, "decline": true, "delete": true, "disable": true, "dispute": true,
	"download": true, "edit": true, "enable": true, "follow": true, "invite": true, "leave": true,
	"manage": true, "merge": true, "new": true, "pay": true, "print": true, "refund": true,
	"reject": true, "remove": true, "rename": true, "renew": true, "reopen": true, "report": true,
	"request": true, "reset": true, "restore": true, "return": true, "revoke": true, "send": true,
	"share": true, "submit": true, "subscribe": true, "track": true, "transfer": true,
	"unblock": true, "unfollow": true, "unlink": true, "unsubscribe": true, "update": true,
	"upgrade": true, "upload": true, "verify": true, "view": true, "withdraw": true, "write": true,
}

// patternQuery returns the parameters of a canonical query that Derive names in a pattern:
// the first of each key that names the page (pageKey, keyLike; on an item's page, no
// search's keys: searchKeys), in canonical order.
func patternQuery(q []param, item bool) []param {
	out := q[:0:0]
	last := ""
	for _, p := range q {
		k := decode(p.key, true)
		if p.key == last || !pageKey(k) || !keyLike(k) || item && searchKey(k) {
			continue
		}
		last = p.key
		out = append(out, p)
	}
	return out
}

// slugParts yields the parts of a slug or value between its "-" and "_" separators.
func slugParts(s string) iter.Seq[string] {
	return strings.FieldsFuncSeq(s, func(r rune) bool { return r == '-' || r == '_' })
}

// actionValue reports whether a query value names an action rather than an item: its
// parts, split at "-" and "_", are letters or digits only, and one of them is an action
// word that changes something ("cancel", "delete-all", "edit"; see actionWords, without
// readWords). Derive keeps such a value in the pattern, and MatchPage does not let a
// pattern without it cover a URL with it.
func actionValue(v string) bool {
	if v == "" || len(v) > 64 {
		return false
	}
	acts := false
	for p := range slugParts(v) {
		if !allLetters(p) && !allDigits(p) {
			return false
		}
		w := strings.ToLower(p)
		acts = acts || actionWords[w] && !readWords[w]
	}
	return acts
}

// readWords are the actionWords that, as a query value, read or filter rather than
// change ("?sort=new", "?mode=view", "?format=print").
var readWords = map[string]bool{"new": true, "view": true, "print": true, "track": true, "manage": true,
	"report": true, "download": true, "share": true}

// titleWords counts the parts of a title slug, split at "-" and "_", each a
// word (wordPart) and at least two of them all letters; 0 for any other
// segment. acts reports an action word among them (actionWords); titled, that
// every part of letters begins with a capital ("Echo-Dot", "Kindle-Paperwhite":
// a product's name, even of two words).
func titleWords(t string) (n int, acts, titled bool) {
	if !strings.ContainsAny(t, "-_") {
		return 0, false, false
	}
	letters := 0
	titled = true
	for p := range slugParts(t) {
		if !wordPart(p) {
			return 0, false, false
		}
		n++
		if allLetters(p) {
			letters++
			acts = acts || actionWords[strings.ToLower(p)]
			titled = titled && p[0] >= 'A' && p[0] <= 'Z'
		}
	}
	if letters < 2 {
		return 0, false, false
	}
	return n, acts, titled
}

// wordPart reports whether a part of a slug reads as a word: all ASCII letters,
// all digits, or a short mix of both ("16px", "h264", "2fa", "1000XM4").
func wordPart(p string) bool {
	if allLetters(p) || allDigits(p) {
		return true
	}
	if len(p) > 10 {
		return false
	}
	for i := range len(p) {
		if !isLetter(p[i]) && !isDigit(p[i]) {
			return false
		}
	}
	return p != ""
}

// searchKeys are the query keys that carry a search's terms ("amazon.com/s?k=…",
// "google.com/search?q=…"). On a search page they make the page; on an item's page (a path
// with an identifier: "amazon.com/dp/B0…?keywords=lamp") they only say how the visit got
// there, and Derive and SamePage leave them out.
var searchKeys = map[string]bool{
	"keywords": true, "field-keywords": true, "k": true, "q": true, "query": true,
	"search": true, "search_query": true, "searchterm": true, "sk": true, "st": true,
}

func searchKey(k string) bool { return searchKeys[strings.ToLower(k)] }

// keyLike reports whether a decoded query key reads as a parameter's name: at most 64
// bytes, without "@", "/" or white space. Anything else ("?john@doe.com", a search typed
// where a key goes) is a value, which never reaches a pattern.
func keyLike(k string) bool {
	return len(k) <= 64 && !strings.ContainsAny(k, "@/ \t")
}

// wildSegment returns "*" (or "*.ext") for a canonical segment that looks
// like an identifier, and the segment itself otherwise.
func wildSegment(s string) string {
	if stem, ext := splitExt(s); ext != "" && isVariable(stem) {
		return "*." + ext
	}
	if isVariable(s) {
		return "*"
	}
	return s
}

// splitExt splits a file name into stem and extension: the extension is
// 1–5 ASCII letters or digits with at least one letter after the last dot,
// and the stem is not empty. It returns ext "" when there is none.
func splitExt(s string) (stem, ext string) {
	i := strings.LastIndexByte(s, '.')
	if i <= 0 || len(s)-i-1 < 1 || len(s)-i-1 > 5 {
		return s, ""
	}
	letter := false
	for j := i + 1; j < len(s); j++ {
		c := s[j]
		switch {
		case isLetter(c):
			letter = true
		case isDigit(c):
		default:
			return s, ""
		}
	}
	if !letter {
		return s, ""
	}
	return s[:i], s[i+1:]
}

func isDigit(c byte) bool  { return '0' <= c && c <= '9' }
func isLetter(c byte) bool { return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' }
func isUpper(c byte) bool  { return 'A' <= c && c <= 'Z' }
func isLower(c byte) bool  { return 'a' <= c && c <= 'z' }

// isVariable reports whether a canonical path segment (or file stem) looks
// like an identifier rather than a name (SPEC §5).
func isVariable(t string) bool {
	if t == "" {
		return false
	}
	return isNumberish(t) || isUUID(t) || isHexID(t) || isDated(t) ||
		isCode(t) || isPrefixedNumber(t) || isHandle(t) || isToken(t) || isIDSlug(t) ||
		isFreeText(t)
}

// isFreeText: words a visitor typed, carried in the path (Google Maps'
// "/maps/search/divorce+lawyer+near+me", a phone number "+1 (555) 010-0199"):
// a canonical segment with a space (kept encoded as "%20") or a "+" between
// two letters or digits. Such text is a value, which never reaches a pattern.
func isFreeText(t string) bool {
	if strings.Contains(t, "%20") {
		return true
	}
	for i := 1; i+1 < len(t); i++ {
		if t[i] == '+' && isAlnum(t[i-1]) && isAlnum(t[i+1]) {
			return true
		}
	}
	return false
}

func isAlnum(c byte) bool { return isLetter(c) || isDigit(c) }

// isHandle: a user's handle, "@" and a name of ASCII letters, digits, "_",
// "." and "-" ("@csstricks", "@rares.popescu"), as Medium, Mastodon and
// YouTube write a profile's path.
func isHandle(t string) bool {
	name, ok := strings.CutPrefix(t, "@")
	if !ok || name == "" || len(name) > 64 {
		return false
	}
	for i := range len(name) {
		if c := name[i]; !isLetter(c) && !isDigit(c) && c != '_' && c != '.' && c != '-' {
			return false
		}
	}
	return true
}

// isPrefixedNumber: one to three lower-case letters and then five digits or
// more, as IMDb's "tt0111161" and "nm0000123" or "p12345"; words with a
// number ("mp3", "rfc7231", "iso8601") have fewer digits.
func isPrefixedNumber(t string) bool {
	i := 0
	for i < len(t) && i < 4 && isLower(t[i]) {
		i++
	}
	return i >= 1 && i <= 3 && len(t)-i >= 5 && allDigits(t[i:])
}

// isNumberish: digits and number punctuation only, with at least one digit
// ("42", "1.2.3", "123-456", "1,000").
func isNumberish(t string) bool {
	digit := false
	for i := range len(t) {
		c := t[i]
		switch {
		case isDigit(c):
			digit = true
		case strings.IndexByte(".,-_:+~", c) >= 0:
		default:
			return false
		}
	}
	return digit
}

// isUUID: 8-4-4-4-12 hex digits.
func isUUID(t string) bool {
	if len(t) != 36 {
		return false
	}
	for i := range len(t) {
		if i == 8 || i == 13 || i == 18 || i == 23 {
			if t[i] != '-' {
				return false
			}
		} else if !isHex(t[i]) {
			return false
		}
	}
	return true
}

// isHexID: at least 8 hex digits with a digit and a letter (git hashes,
// Mongo ids, md5); all-digit strings are numbers already, and "deadbeef" or
// "facade" stay words.
func isHexID(t string) bool {
	if len(t) < 8 {
		return false
	}
	digit, letter := false, false
	for i := range len(t) {
		c := t[i]
		switch {
		case isDigit(c):
			digit = true
		case isHex(c):
			letter = true
		default:
			return false
		}
	}
	return digit && letter
}

// isDated: a slug that starts with a year and month ("2024-05-my-post",
// "2024_5_1") or holds a full date anywhere ("my-post-2024-05-01",
// "report-20240501" is caught by isIDSlug).
func isDated(t string) bool {
	if len(t) >= 7 && isYear(t, 0) && isSep(t[4]) {
		j := 5
		for j < len(t) && j < 7 && isDigit(t[j]) {
			j++
		}
		if j > 5 && (j == len(t) || isSep(t[j])) && month(t[5:j]) {
			return true
		}
	}
	for i := 0; i+10 <= len(t); i++ {
		if (i == 0 || !isDigit(t[i-1])) && isYear(t, i) && isSep(t[i+4]) && isSep(t[i+7]) &&
			isDigit(t[i+5]) && isDigit(t[i+6]) && isDigit(t[i+8]) && isDigit(t[i+9]) &&
			month(t[i+5:i+7]) && (i+10 == len(t) || !isDigit(t[i+10])) {
			return true
		}
	}
	return false
}

func isSep(c byte) bool { return c == '-' || c == '_' || c == '.' }

// isYear: four digits 1900–2099 at t[i:].
func isYear(t string, i int) bool {
	return i+4 <= len(t) && (t[i] == '1' && t[i+1] == '9' || t[i] == '2' && t[i+1] == '0') &&
		isDigit(t[i+2]) && isDigit(t[i+3])
}

func month(s string) bool {
	n := 0
	for i := range len(s) {
		n = n*10 + int(s[i]-'0')
	}
	return n >= 1 && n <= 12
}

// isCode: a product or record code. Either ASCII upper-case letters, digits
// and "-"/"_" with at least one letter, three digits and five characters
// ("B08N5WRWNW", "SKU-12345", "IMG_1234"), or an unbroken letters-and-digits
// token of at least 8 characters with at least two of each that alternates
// between them at least three times ("dQw4w9WgXcQ", "abc123def456"), which
// words with a version ("windows11", "python3") do not, or such a token of six
// or seven lower-case characters that begins with a digit (a base-36 id:
// Reddit's "1cgyc0z"). A part that is an action word ("CANCEL-2024") makes no
// code.
func isCode(t string) bool {
	if len(t) < 5 {
		return false
	}
	for p := range slugParts(t) {
		if actionWords[strings.ToLower(p)] {
			return false // "CANCEL-2024" is an action's page
		}
	}
	var letters, digits, lower, seps, switches int
	prev := byte(0)
	for i := range len(t) {
		c := t[i]
		kind := byte(0)
		switch {
		case isDigit(c):
			digits++
			kind = 'd'
		case isLower(c):
			letters++
			lower++
			kind = 'a'
		case isUpper(c):
			letters++
			kind = 'a'
		case c == '-' || c == '_':
			seps++
		default:
			return false
		}
		if kind != 0 {
			if prev != 0 && kind != prev {
				switches++
			}
			prev = kind
		}
	}
	if letters == 0 {
		return false
	}
	if lower == 0 && digits >= 3 {
		return true
	}
	if seps == 0 && len(t) >= 6 && isDigit(t[0]) && lower == letters && letters >= 2 && digits >= 2 && switches >= 3 {
		return true // a short base-36 id ("1cgyc0z", Reddit's), which a version ("v1beta1") does not begin like
	}
	return seps == 0 && len(t) >= 8 && letters >= 2 && digits >= 2 && switches >= 3
}

// isToken: a long hash, session or base64-like token: at least 16
// characters of [A-Za-z0-9_.~+=-] with a digit, or at least 32 with mixed
// case, that is not a plain slug of words and numbers.
func isToken(t string) bool {
	if len(t) < 16 {
		return false
	}
	var digit, upper, lower bool
	for i := range len(t) {
		c := t[i]
		switch {
		case isDigit(c):
			digit = true
		case isUpper(c):
			upper = true
		case isLower(c):
			lower = true
		case strings.IndexByte("_.~+=-", c) >= 0:
		default:
			return false
		}
	}
	if !digit && !(len(t) >= 32 && upper && lower) {
		return false
	}
	return !isWordSlug(t)
}

// isWordSlug reports whether t splits at "-", "_" and "." into at least two
// parts that are each a word (wordPart: "how-to-install-go-1-22",
// "16px-or-larger-text-prevents-ios-form-zoom"), at least one of them all
// letters.
func isWordSlug(t string) bool {
	parts, letters := 0, false
	for p := range strings.FieldsFuncSeq(t, func(r rune) bool { return r == '-' || r == '_' || r == '.' }) {
		parts++
		if !wordPart(p) {
			return false
		}
		letters = letters || allLetters(p)
	}
	return parts >= 2 && letters
}

func allLetters(s string) bool {
	for i := range len(s) {
		if !isLetter(s[i]) {
			return false
		}
	}
	return s != ""
}

func allDigits(s string) bool {
	for i := range len(s) {
		if !isDigit(s[i]) {
			return false
		}
	}
	return s != ""
}

// isIDSlug: a slug of words ("-" or "_" separated) with an id in it: a part
// of 5+ digits ("blue-shirt-12345"), a part of 4 digits in a slug of three
// or more parts ("best-laptops-2024"), or a part that is a hex id or a code
// ("my-post-1a2b3c4d5e6f"); but no action word ("bulk-delete-2024").
func isIDSlug(t string) bool {
	if !strings.ContainsAny(t, "-_") {
		return false
	}
	parts := slices.Collect(slugParts(t))
	if len(parts) < 2 {
		return false
	}
	id := false
	for _, p := range parts {
		switch {
		case actionWords[strings.ToLower(p)]:
			return false // "bulk-delete-2024" is an action's page
		case allDigits(p) && (len(p) >= 5 || len(p) == 4 && len(parts) >= 3):
			id = true
		case len(p) >= 8 && (isHexID(p) || isCode(p)):
			id = true
		}
	}
	return id
}
