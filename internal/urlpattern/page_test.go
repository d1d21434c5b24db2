package urlpattern

import "testing"

func TestSamePage(t *testing.T) {
	tests := []struct {
		a, b string
		want bool
	}{
		{"https://www.amazon.com/dp/B08N5WRWNW", "https://amazon.com/dp/B08N5WRWNW#reviews", true},
		{"https://www.amazon.com/Apple-MacBook-Air-Laptop/dp/B08N5WRWNW", "https://amazon.com/dp/B08N5WRWNW", true},
		{"https://www.amazon.com/Apple-MacBook-Air-Laptop/dp/B08N5WRWNW", "https://amazon.com/dp/B08N5WRWNX", false},
		{"https://stackoverflow.com/questions/11227809/why-is-the-sky-blue", "https://stackoverflow.com/questions/11227809", true},
		// Beside a number that counts within the repository, the repository is no title.
		{"https://github.com/foo/my-cool-project-name/issues/1", "https://github.com/foo/another-great-project-here/issues/1", false},
		{"https://github.com/Azure/Azure-Sentinel/pull/123", "https://github.com/Azure/Azure-Docs/pull/123", false},
		{"https://medium.com/@rares.popescu/how-we-ship", "https://medium.com/@rares.popescu/how-we-test", false},
		{"https://www.amazon.com/dp/B08N5WRWNW", "http://www.amazon.com/dp/B08N5WRWNW/ref=sr_1_1?utm_source=x", true},
		{"https://www.amazon.com/dp/B08N5WRWNW", "https://www.amazon.com/dp/B0CHX1W1XY", false},
		{"https://shop.example/s?k=lamp&page=2", "https://shop.example/s?page=2&k=lamp", true},
		{"https://shop.example/s?k=lamp", "https://shop.example/s?k=desk", false},
		{"https://shop.example/s?k=lamp", "https://shop.example/s", false},
		{"https://a.example:8080/x", "https://a.example/x", false},
		{"https://a.example/x", "https://b.example/x", false},
		{"https://a.example/x/", "https://a.example/x", true},
		{"https://shop.example.com/#/item/1", "https://shop.example.com/#/item/2", false},
		{"https://shop.example.com/#!/item/1", "https://shop.example.com/#!/item/1", true},
		{"https://a.example/p/1?sig=AbC123xyz789", "https://a.example/p/1?sig={{token}}", true},
		{"https://www.amazon.com/dp/B08N5WRWNW?keywords=lamp&qid=1", "https://www.amazon.com/dp/B08N5WRWNW", true},
		{"https://news.ycombinator.com/item?id=1&q=a", "https://news.ycombinator.com/item?id=1&q=b", false},
		{"not a url", "not a url", false},
	}
	for _, tt := range tests {
		if got := SamePage(tt.a, tt.b); got != tt.want {
			t.Errorf("SamePage(%q, %q) = %v, want %v", tt.a, tt.b, got, tt.want)
		}
	}
}

// TestParseDropsUserinfo: user info is dropped, masked or not ("{{password}}" holds
// characters url.Parse refuses in user info), and an "@" after the host stays in the path.
func TestParseDropsUserinfo(t *testing.T) {
	for raw, want := range map[string]string{
		"https://user:pw@docs.example.org/releases":                "https://docs.example.org/releases",
		"https://{{username}}:{{password}}@docs.example.org/x?y=1": "https://docs.example.org/x?y=1",
		"https://a.example/@alice/posts":                           "https://a.example/@alice/posts",
	} {
		u, err := Parse(raw)
		if err != nil {
			t.Errorf("Parse(%q): %v", raw, err)
			continue
		}
		if got := u.String(); got != want {
			t.Errorf("Parse(%q) = %q, want %q", raw, got, want)
		}
	}
}

// FuzzSamePage: SamePage never panics, is symmetric, and a URL that Parse takes is the same
// page as itself.
func FuzzSamePage(f *testing.F) {
	for _, s := range []string{"https://www.amazon.com/dp/B08N5WRWNW", "https://a.example/#/item/1?x=1",
		"https://{{username}}:{{password}}@a.example/x?token=1", "http://a:443/p;jsessionid=1/q?utm_source=x"} {
		f.Add(s, s+"#reviews")
	}
	f.Fuzz(func(t *testing.T, a, b string) {
		if SamePage(a, b) != SamePage(b, a) {
			t.Fatalf("SamePage(%q, %q) is not symmetric", a, b)
		}
		if _, err := Parse(a); err == nil && !SamePage(a, a) {
			t.Fatalf("%q is not the same page as itself", a)
		}
	})
}

func TestMatchGeneralised(t *testing.T) {
	tests := []struct {
		pattern, url  string
		page, general bool // MatchPage, MatchGeneralised
	}{
		{"github.com/*/*/issues/*", "https://github.com/kubernetes/kubernetes/issues/123", false, true},
		{"github.com/*/*/issues/*", "https://github.com/acme/widget/issues/new", false, false},
		{"github.com/*/*/issues/*", "https://github.com/acme/widget/pulls/123", false, false},
		{"github.com/*/*/issues", "https://github.com/acme/widget/issues", false, true},
		{"shop.test/orders/*/items", "https://shop.test/orders/new/items", false, true},
		{"shop.test/orders/*", "https://shop.test/orders/delete-all", false, false},
		{"shop.test/orders/*", "https://shop.test/orders/456", true, true},
		{"example.com/docs/*.pdf", "https://example.com/docs/annual-report.pdf", false, false},
	}
	for _, tt := range tests {
		if got := MatchPage(tt.pattern, tt.url); got != tt.page {
			t.Errorf("MatchPage(%q, %q) = %v, want %v", tt.pattern, tt.url, got, tt.page)
		}
		if got := MatchGeneralised(tt.pattern, tt.url); got != tt.general {
			t.Errorf("MatchGeneralised(%q, %q) = %v, want %v", tt.pattern, tt.url, got, tt.general)
		}
	}
}

func TestMatchPage(t *testing.T) {
	tests := []struct {
		pattern, url string
		want         bool
	}{
		{"shop.test/orders/*", "https://shop.test/orders/456", true},
		{"shop.test/orders/*", "https://shop.test/orders/5f0c2a9e-77b1-4c2e-9f3e-0d9c7f6a1b2c", true},
		{"shop.test/orders/*", "https://shop.test/orders/delete-all", false},
		{"shop.test/orders/*", "https://shop.test/orders/export", false},
		{"shop.test/orders/*/items", "https://shop.test/orders/77/items", true},
		{"shop.test/orders/*/items", "https://shop.test/orders/new/items", false},
		{"amazon.com/dp/*", "https://www.amazon.com/dp/B08N5WRWNW", true},
		{"blog.test/*.html", "https://blog.test/2024-05-01-launch.html", true},
		{"blog.test/*.html", "https://blog.test/about.html", false},
		{"shop.test/s?k=*", "https://shop.test/s?k=desk+lamp", true},
		{"shop.test/**", "https://shop.test/orders/delete-all", true},
		{"shop.test", "https://shop.test/account/settings", true},
		{"shop.test/orders/*", "https://shop.test/orders/1/2", false},
		{"shop.test/orders/*", "https://other.test/orders/1", false},
		{"shop.test/orders/*", "javascript:alert(1)", false},
		{"a.com/**/x", "https://a.com/b/x", false},
		{"stackoverflow.com/questions/*/*", "https://stackoverflow.com/questions/99/why-is-the-sky-blue", true},
		{"stackoverflow.com/questions/*/*", "https://stackoverflow.com/questions/ask/now", false},
		{"stackoverflow.com/questions/*/*", "https://stackoverflow.com/questions/99/edit", false},
		{"amazon.com/*/dp/*", "https://www.amazon.com/Sony-Noise-Cancelling-Headphones/dp/B0863TXGM3", true},
		{"amazon.com/*/dp/*", "https://www.amazon.com/Kindle-Paperwhite/dp/B08KTZ8249", true},
		{"amazon.com/dp/*", "https://www.amazon.com/Kindle-Paperwhite/dp/B08KTZ8249", true},
		{"stackoverflow.com/questions/*", "https://stackoverflow.com/questions/11227809/why-is-the-sky-blue", true},
		{"stackoverflow.com/questions/*", "https://stackoverflow.com/questions/11227809/edit", false},
		{"shop.test/users/*", "https://shop.test/users/123456/deactivate-my-account", false},
		{"shop.test/users/*", "https://shop.test/users/123/privacy-and-security-options", false},
		{"shop.test/orders/*", "https://shop.test/orders/123/request-a-return", false},
		{"reddit.com/r/golang/comments/*", "https://www.reddit.com/r/golang/comments/1cgyc0z/why_do_gophers_dig/", true},
		{"shop.test/orders/*", "https://shop.test/orders/123?action=cancel", false},
		{"shop.test/orders/*?action=*", "https://shop.test/orders/123?action=cancel", false},
		{"shop.test/orders/*?action=cancel", "https://shop.test/orders/456?action=cancel", true},
		{"shop.test/orders/*", "https://shop.test/orders/123?action=view", true},
		{"shop.test/orders", "https://shop.test/orders?id=delete-all", false},
		{"app.test/#/orders/*", "https://app.test/#/orders/456", true},
		{"app.test/#/orders/*", "https://app.test/#!/orders/456", true},
		{"app.test/#/orders/*", "https://app.test/#/orders/delete-all", false},
		{"app.test/#/orders/*", "https://app.test/", false},
		{"app.test/#/orders/*", "https://app.test/orders/456", false},
		{"app.test/", "https://app.test/#/orders/456", false},
		{"app.test/", "https://app.test/#/", true},
		{"app.test/", "https://app.test/#reviews", true},
		{"app.test/**", "https://app.test/#/settings/delete-account", true},
		{"app.test", "https://app.test/#/settings/delete-account", true},
	}
	for _, tt := range tests {
		if got := MatchPage(tt.pattern, tt.url); got != tt.want {
			t.Errorf("MatchPage(%q, %q) = %v, want %v", tt.pattern, tt.url, got, tt.want)
		}
	}
	for _, tt := range matchTests {
		if MatchPage(tt.pattern, tt.url) && !Match(tt.pattern, tt.url) {
			t.Errorf("MatchPage(%q, %q) is true, Match false", tt.pattern, tt.url)
		}
	}
}

func TestHasAppRoute(t *testing.T) {
	for raw, want := range map[string]bool{
		"https://app.test/#/book/1":  true,
		"https://app.test/#!/book/1": true,
		"https://app.test/#reviews":  false,
		"https://app.test/book/1":    false,
		"javascript:alert(1)":        false,
	} {
		if got := HasAppRoute(raw); got != want {
			t.Errorf("HasAppRoute(%q) = %v, want %v", raw, got, want)
		}
	}
}

// TestRouteMatch: Match reads a pattern's route as MatchPage does, but a pattern without a
// route matches a URL with one (a friction note scoped to the app's page applies on all its
// routes).
func TestRouteMatch(t *testing.T) {
	for _, tt := range []struct {
		pattern, url string
		want         bool
	}{
		{"app.test/#/orders/*", "https://app.test/#/orders/delete-all", true},
		{"app.test/#/orders/*", "https://app.test/#/orders", false},
		{"app.test/#/orders/*", "https://app.test/#/orders/1/2", false},
		{"app.test/#/orders/**", "https://app.test/#/orders/1/2", true},
		{"app.test/#/files/*.pdf", "https://app.test/#/files/a.pdf", true},
		{"app.test/#/files/*.pdf", "https://app.test/#/files/.pdf", false},
		{"app.test/", "https://app.test/#/orders/456", true},
	} {
		if got := Match(tt.pattern, tt.url); got != tt.want {
			t.Errorf("Match(%q, %q) = %v, want %v", tt.pattern, tt.url, got, tt.want)
		}
	}
	for in, want := range map[string]string{
		"app.test/#!/orders/*":    "app.test/#/orders/*",
		"https://app.test/#/":     "app.test/",
		"app.test/x#/a/%41":       "app.test/x#/a/A",
		"app.test/#/a?tab=b":      "app.test/#/a",
		"app.test/#reviews":       "app.test/",
		"APP.test/#/Orders/*.PDF": "app.test/#/Orders/*.PDF",
	} {
		if got, err := CanonicalPattern(in); err != nil || got != want {
			t.Errorf("CanonicalPattern(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	if _, err := CanonicalPattern("app.test/#/a/**/b"); err == nil {
		t.Error(`a route with "**" before its end was accepted`)
	}
	if Specificity("app.test/#/orders/*") <= Specificity("app.test/") {
		t.Error("a route adds nothing to a pattern's specificity")
	}
	if IsSiteWide("app.test/**#/orders/*") {
		t.Error("a pattern with a route is site-wide")
	}
}
