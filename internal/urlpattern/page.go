package urlpattern

import (
	"slices"
	"strings"
)

// SamePage reports whether two URLs show the same page: the same host (without "www.")
// and port, the same canonical path segments (session parameters, tracking segments such
// as "ref=sr_1_1" and title slugs beside an identifier aside: "/Echo-Dot/dp/B07FZ8S74R" is
// "/dp/B07FZ8S74R", see markSegs) and the same query parameters and values, tracking and
// credential keys (utm_*, gclid, ref, token, api_key, …) aside, and on an item's page the
// keys of the search that led there (?keywords=), and the same
// single-page-app route in the fragment ("#/item/1", "#!/item/1"); the scheme and any
// other fragment do not count. A URL that Parse refuses is the same page as no other. A
// cached answer read on one page answers for that page only, though its URL pattern covers
// others ("amazon.com/dp/*", SPEC §2, §5).
func SamePage(a, b string) bool {
	ua, err := Parse(a)
	if err != nil {
		return false
	}
	ub, err := Parse(b)
	if err != nil {
		return false
	}
	if appRoute(ua.Fragment) != appRoute(ub.Fragment) {
		return false // "#/item/1" and "#/item/2" are two pages of a single-page app
	}
	ca, cb := canonicalize(ua), canonicalize(ub)
	sa, _ := withoutSlugs(ca.segs)
	sb, _ := withoutSlugs(cb.segs)
	if ca.host != cb.host || ca.port != cb.port || !slices.Equal(sa, sb) {
		return false
	}
	item := !slices.Equal(wildSegs(ca.segs), ca.segs)
	return slices.Equal(pageQuery(ca.query, item), pageQuery(cb.query, item))
}

// HasAppRoute reports whether a URL's fragment routes a single-page app ("#/item/1",
// "#!/item/1"): its page is more than its pattern says, since patterns leave fragments out.
// A URL that Parse refuses has none.
func HasAppRoute(raw string) bool {
	u, err := Parse(raw)
	return err == nil && appRoute(u.Fragment) != ""
}

// appRoute returns a fragment that routes a single-page app ("/item/1" or "!/item/1", as
// hash routers write them, or "inbox/FMfcgz…", as Gmail does: a word, "/" and more), or
// "" for any other fragment (an anchor such as "reviews").
func appRoute(f string) string {
	if strings.HasPrefix(f, "/") || strings.HasPrefix(f, "!/") {
		return f
	}
	word, rest, ok := strings.Cut(f, "/")
	if !ok || rest == "" || word == "" || !isLetter(word[0]) {
		return ""
	}
	for i := range len(word) {
		if c := word[i]; !isAlnum(c) && c != '-' && c != '_' {
			return ""
		}
	}
	return "/" + f
}

// pageQuery returns the parameters of a canonical query that name the page (pageKey; on an
// item's page, no search's keys: searchKeys), in canonical order.
func pageQuery(q []param, item bool) []param {
	out := q[:0:0]
	for _, p := range q {
		if pageKey(p.key) && !(item && searchKey(p.key)) {
			out = append(out, p)
		}
	}
	return out
}

// MatchPage reports whether raw is one of the pages a derived pattern stands for: Match
// says so, and every segment the pattern wildcards ("*", "*.ext") is one Derive would
// wildcard in raw too, an identifier (or a title slug beside one). "shop.test/orders/*",
// derived from /orders/123, covers /orders/456 but not /orders/delete-all or
// /orders/export, which are other pages with other actions (SPEC §5: knowledge for one URL
// pattern does not answer another); nor, unless the pattern names it, a query parameter
// whose value is an action (/orders/123?action=cancel; see actionValue). A single-page
// app's routes are pages too: a pattern without a route does not cover "#/orders/123". A
// pattern ending in "**" (site-wide) covers every page under it, routes included, as with
// Match. An invalid pattern or URL matches nothing.
func MatchPage(pattern, raw string) bool { return matchPage(pattern, raw, false) }

// MatchGeneralised is MatchPage for a pattern that Generalise made: a wildcard with a
// literal segment after it stands for a name as well as an identifier (the owner and
// repository of "github.com/*/*/issues/*" cover "kubernetes/kubernetes"); the wildcards
// after the last literal segment stand for identifiers only, as with MatchPage, so
// "github.com/*/*/issues/*" does not cover /acme/widget/issues/new.
func MatchGeneralised(pattern, raw string) bool { return matchPage(pattern, raw, true) }

func matchPage(pattern, raw string, names bool) bool {
	m, c, ok := matchURL(pattern, raw)
	if !ok {
		return false
	}
	if len(m.p.route) == 0 && len(c.route) > 0 && !m.p.coversAll() {
		return false // the page without a route (the app's root) is not the app's other routes
	}
	return identifiersAt(m.p.segs, c.segs, names) && identifiersAt(m.p.route, c.route, names) &&
		actionsNamed(m.p.query, patternQuery(c.query, !slices.Equal(wildSegs(c.segs), c.segs)))
}

// actionsNamed reports whether a pattern's query names, with its value, every parameter
// of query (a URL's, as patternQuery keeps them) that names an action (actionValue:
// "?action=cancel", "?id=delete-all"): a wildcard or a missing key covers an item, not an
// action.
func actionsNamed(pat []qparam, query []param) bool {
	for _, p := range query {
		if !actionValue(p.val) {
			continue
		}
		if !slices.ContainsFunc(pat, func(q qparam) bool { return !q.any && q.key == p.key && q.val == p.val }) {
			return false
		}
	}
	return true
}

// coversAll reports whether the pattern's path ends in "**" (or is the host alone): every
// page under it, app routes included.
func (p *pattern) coversAll() bool {
	return len(p.segs) > 0 && p.segs[len(p.segs)-1].kind == segRest
}
