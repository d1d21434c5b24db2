// Package urlpattern turns outside URLs into sites, origins and URL patterns
// and matches URLs against patterns (SPEC §1, §5, §8).
//
// Parse is the one gate for URLs from outside: http and https only, a host
// required, the host normalised (lower case, punycode, default port
// dropped). Site gives the registrable domain (eTLD+1) that knowledge is
// filed under, Origin the web-platform origin.
//
// A URL pattern is a URL without scheme and fragment (but for a single-page
// app's route, "#/orders/*"), with variable parts wildcarded:
//
//	amazon.com/dp/*               one product page (any id)
//	amazon.com/s?k=*              a search; key "k" present, any value
//	github.com/*/*/issues/*       any issue of any repository
//	example.com/files/*.pdf       any PDF in /files
//	example.com/docs/**           /docs and everything below it
//	example.com/                  the home page only
//	example.com                   every page of example.com (= example.com/**)
//	*.amazon.co.uk:*/**           every page of the site, any subdomain and port
//	app.example/#/orders/*        any order's route of a single-page app
//
// Derive makes the pattern of a concrete URL, Generalise merges two
// patterns that differ in one or two segments, Match tests a URL against a
// pattern, and Specificity / Compare rank patterns so that an exact URL
// pattern beats a longer literal one, which beats a site-wide scope.
//
// Patterns are canonical text: path segments and query keys are decoded
// UTF-8 (so the raw and the percent-encoded form of a URL give the same
// pattern), with "%", "/", "?", "#", "*", "\", white space and invisible
// characters kept percent-encoded so that they cannot be mistaken for
// pattern syntax. Query values never appear in a derived pattern, so no
// credential carried in a URL reaches one (SPEC §8).
//
//	p, _ := urlpattern.Derive("https://www.amazon.com/dp/B08N5WRWNW?ref=nb")
//	// p == "amazon.com/dp/*"
//	urlpattern.Match(p, "https://amazon.com/dp/B0C1234567") // true
//
// The package is plain functions over strings; it does no I/O and is safe
// for concurrent use.
package urlpattern
