package urlpattern

import "strings"

// A single-page app that routes in the fragment ("https://app.example/#/orders/123",
// "#!/orders/123") shows a page per route, though its path stays "/". A pattern keeps such
// a route after its path and query, with "#/" whatever the router's prefix, and with the
// path's rules: "app.example/#/orders/*" is any order's page of the app. A pattern without a
// route is the page without one, which is the app's root route ("#/") too.

// routeSegs returns the canonical segments of a raw (percent-encoded) fragment that routes
// a single-page app (see appRoute), without the route's own query ("#/search?q=x"); nil
// for any other fragment and for the root route.
func routeSegs(fragment string) []string {
	f := routePath(fragment)
	if f == "" {
		return nil
	}
	segs := canonSegs(strings.Split(f, "/"))
	if len(segs) == 0 {
		return nil
	}
	return segs
}

// routePath returns the path of a fragment that routes a single-page app (appRoute),
// without the router's "!" and the route's own query: "!/search?q=x" → "/search"; "" for
// any other fragment.
func routePath(fragment string) string {
	f := appRoute(fragment)
	if f == "" {
		return ""
	}
	f, _, _ = strings.Cut(strings.TrimPrefix(f, "!"), "?")
	return f
}

// parseRoute fills p.route from a pattern's fragment (without "#") and returns a reason
// when it is invalid. A fragment that is no route ("#reviews") is ignored, as URLs'.
func (p *pattern) parseRoute(fragment string) string {
	f := routePath(fragment)
	if f == "" {
		return ""
	}
	r := &pattern{}
	if err := r.parsePath(f); err != "" {
		return "route: " + err
	}
	if len(r.segs) > 0 {
		p.route = r.segs
	}
	return ""
}

// segsMatch reports whether canonical segments match pattern segments: a literal the same
// text, "*" any one segment, "*" + suffix one segment ending in it, a last "**" any number.
func segsMatch(pat []segment, segs []string) bool {
	for i, s := range pat {
		if s.kind == segRest {
			return true
		}
		if i >= len(segs) {
			return false
		}
		switch s.kind {
		case segLit:
			if s.text != segs[i] {
				return false
			}
		case segSuf:
			if len(segs[i]) <= len(s.text) || !strings.HasSuffix(segs[i], s.text) {
				return false
			}
		}
	}
	return len(segs) == len(pat)
}

// identifiersAt reports whether every segment that pat wildcards ("*", "*.ext") is, in
// segs, one that Derive wildcards too (wildSegs): an identifier, not a word. With names,
// only the wildcards after pat's last literal segment are held to that (MatchGeneralised).
func identifiersAt(pat []segment, segs []string, names bool) bool {
	from := 0
	if names {
		for i, s := range pat {
			if s.kind == segLit {
				from = i + 1
			}
		}
	}
	wild := wildSegs(segs)
	for i, s := range pat {
		if i >= from && (s.kind == segStar || s.kind == segSuf) && i < len(segs) && wild[i] == segs[i] {
			return false
		}
	}
	return true
}
