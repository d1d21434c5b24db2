package urlpattern

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

func TestParse(t *testing.T) {
	tests := []struct {
		in, want string
	}{
		{"https://www.amazon.com/dp/B08N5WRWNW", "https://www.amazon.com/dp/B08N5WRWNW"},
		{"  HTTPS://WWW.Amazon.COM/Path?Q=1#Frag \n", "https://www.amazon.com/Path?Q=1#Frag"},
		{"https://example.com:443/a", "https://example.com/a"},
		{"http://example.com:80/a", "http://example.com/a"},
		{"http://example.com:443/a", "http://example.com:443/a"},
		{"https://example.com:08443/", "https://example.com:8443/"},
		{"https://example.com:/", "https://example.com/"},
		{"https://Bücher.example.de/über", "https://xn--bcher-kva.example.de/%C3%BCber"},
		{"https://ｅｘａｍｐｌｅ。com/", "https://example.com/"},
		{"https://%D0%BF%D1%80%D0%B8%D0%BC%D0%B5%D1%80.%D1%80%D1%84/", "https://xn--e1afmkfd.xn--p1ai/"},
		{"http://127.0.0.1:8080/x", "http://127.0.0.1:8080/x"},
		{"http://[2001:DB8::0:1]:8080/", "http://[2001:db8::1]:8080/"},
		{"http://[::ffff:1.2.3.4]/", "http://[::ffff:102:304]/"},
		{"http://localhost:3000/app", "http://localhost:3000/app"},
		{"https://user:secret@example.com/", "https://example.com/"},
		{"https://example.com./a", "https://example.com/a"},
		{"https://r3---sn-abc.googlevideo.com/v", "https://r3---sn-abc.googlevideo.com/v"},
		{"https://my_host.example.com/", "https://my_host.example.com/"},
		{"https://example.com/100%-cotton", "https://example.com/100%25-cotton"},
	}
	for _, tt := range tests {
		u, err := Parse(tt.in)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.in, err)
			continue
		}
		if got := u.String(); got != tt.want {
			t.Errorf("Parse(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		in, want string // want: a part of the message
		scheme   bool   // errors.Is(err, ErrSchemeNotAllowed)
	}{
		{"javascript:alert(1)", `url "javascript:alert(1)": scheme "javascript" not allowed (http or https only)`, true},
		{"file:///etc/passwd", `scheme "file" not allowed`, true},
		{"data:text/html,<b>x</b>", `scheme "data" not allowed`, true},
		{"chrome://newtab", `scheme "chrome" not allowed`, true},
		{"about:blank", `scheme "about" not allowed`, true},
		{"FTP://example.com/", `scheme "ftp" not allowed`, true},
		{"", "empty", false},
		{"   ", "empty", false},
		{"example.com/path", "missing scheme", false},
		{"localhost:3000/app", "missing scheme", false},
		{"//example.com/path", "missing scheme", false},
		{"https://", "host required", false},
		{"https:///path", "host required", false},
		{"https:example.com", "host required", false},
		{"https://exa\x00mple.com/", "control character U+0000", false},
		{"https://example.com/a\tb", "control character U+0009", false},
		{"https://example.com/a\u0085b", "control character U+0085", false},
		{"https://example.com/\xff", "not valid UTF-8", false},
		{"https://example.com/" + strings.Repeat("a", MaxURLLen), "longer than 8192 bytes", false},
		{"https://exa$mple.com/", `contains '$'`, false},
		{"https://a..b.com/", "empty label", false},
		{"https://-a.com/", "starts or ends with a hyphen", false},
		{"https://shop.a-.com/x", "starts or ends with a hyphen", false},
		{"https://example.com:99999/", `port "99999" out of range`, false},
		{"https://a.example:0/p", `port "0" out of range 1–65535`, false},
		{"https://a.example:00/p", `port "00" out of range`, false},
		{"https://[fe80::1%25eth0]/", "IPv6 zones are not allowed", false},
		{"https://[1.2.3.4]/", "malformed: invalid IP-literal", false},
		{"https://xn--zz.com/", "not a valid domain name", false},
		{"https://127.1/", "ends in a number", false},
		{"https://" + strings.Repeat("a", 64) + ".com/", "longer than 63", false},
		{"https://exa mple.com/", "malformed", false},
	}
	for _, tt := range tests {
		_, err := Parse(tt.in)
		if err == nil {
			t.Errorf("Parse(%q): no error, want %q", tt.in, tt.want)
			continue
		}
		if !strings.Contains(err.Error(), tt.want) {
			t.Errorf("Parse(%q) error %q, want it to contain %q", tt.in, err, tt.want)
		}
		if !errors.Is(err, ErrInvalidURL) || errors.Is(err, ErrInvalidPattern) {
			t.Errorf("Parse(%q) error %v is not (only) ErrInvalidURL", tt.in, err)
		}
		if got := errors.Is(err, ErrSchemeNotAllowed); got != tt.scheme {
			t.Errorf("Parse(%q): errors.Is(err, ErrSchemeNotAllowed) = %v, want %v", tt.in, got, tt.scheme)
		}
		var e *Error
		if !errors.As(err, &e) || e.Kind != "url" {
			t.Errorf("Parse(%q) error %#v is not a url *Error", tt.in, err)
		}
	}
}

func TestErrorTruncates(t *testing.T) {
	long := "javascript:" + strings.Repeat("x", 500)
	_, err := Parse(long)
	var e *Error
	if !errors.As(err, &e) {
		t.Fatalf("Parse: %v", err)
	}
	if n := len([]rune(e.Input)); n != 101 || !strings.HasSuffix(e.Input, "…") {
		t.Errorf("Input has %d runes (%q), want 100 and an ellipsis", n, e.Input)
	}
	if len(err.Error()) > 200 {
		t.Errorf("message is %d bytes long: %s", len(err.Error()), err)
	}
	// Cutting never splits a rune.
	if got := truncate(strings.Repeat("ж", 150)); got != strings.Repeat("ж", 100)+"…" {
		t.Errorf("truncate cut a rune: %q", got)
	}
}

func TestSite(t *testing.T) {
	tests := []struct{ in, want string }{
		{"https://www.amazon.co.uk/x", "amazon.co.uk"},
		{"https://www.amazon.com/dp/B08N5WRWNW", "amazon.com"},
		{"https://smile.amazon.com/", "amazon.com"},
		{"https://Bücher.example.de/", "example.de"},
		{"https://bücher.de/", "xn--bcher-kva.de"},
		{"https://пример.рф/", "xn--e1afmkfd.xn--p1ai"},
		{"https://acme.github.io/widget", "acme.github.io"},
		{"https://github.io/", "github.io"},
		{"https://co.uk/", "co.uk"},
		{"http://127.0.0.1:8080/x", "127.0.0.1"},
		{"http://[::1]:8080/", "[::1]"},
		{"http://localhost:3000/app", "localhost"},
		{"https://a.b.c.example.internal/", "example.internal"},
		{"www.amazon.co.uk", "amazon.co.uk"},
		{"WWW.Amazon.co.uk", "amazon.co.uk"},
		{"localhost:3000", "localhost"},
		{"127.0.0.1:8080", "127.0.0.1"},
		{"[::1]:8080", "[::1]"},
		{"::1", "[::1]"},
		{"2001:DB8::1", "[2001:db8::1]"},
		{"https://docs.example.org", "example.org"},
		{"amazon.com/dp/*", "amazon.com"},
		{"*.amazon.co.uk:*/**", "amazon.co.uk"},
		{"blog.example.com/*/my-post?x=*", "example.com"},
	}
	for _, tt := range tests {
		got, err := Site(tt.in)
		if err != nil || got != tt.want {
			t.Errorf("Site(%q) = %q, %v; want %q", tt.in, got, err, tt.want)
		}
	}
	for _, in := range []string{"javascript:alert(1)", "about:blank", "", "exa$mple.com", "https://"} {
		if got, err := Site(in); err == nil || !errors.Is(err, ErrInvalidURL) {
			t.Errorf("Site(%q) = %q, %v; want an ErrInvalidURL", in, got, err)
		}
	}
}

func TestOrigin(t *testing.T) {
	tests := []struct{ in, want string }{
		{"https://WWW.Example.com:443/a?b#c", "https://www.example.com"},
		{"http://example.com:8080/a", "http://example.com:8080"},
		{"https://Bücher.example.de/", "https://xn--bcher-kva.example.de"},
		{"http://[::1]:3000/", "http://[::1]:3000"},
		{"https://user:pw@example.com/", "https://example.com"},
	}
	for _, tt := range tests {
		got, err := Origin(tt.in)
		if err != nil || got != tt.want {
			t.Errorf("Origin(%q) = %q, %v; want %q", tt.in, got, err, tt.want)
		}
	}
	if _, err := Origin("www.example.com"); err == nil {
		t.Error("Origin of a bare host: no error")
	}
}

// deriveTests are real-world URLs and their patterns; every URL must also
// match its pattern.
var deriveTests = []struct{ in, want string }{
	// The examples of the brief and SPEC §1.
	{"https://www.amazon.com/dp/B08N5WRWNW", "amazon.com/dp/*"},
	{"https://www.amazon.com/s?k=laptop&ref=nb", "amazon.com/s?k=*"},
	{"https://www.www.example.com/a", "example.com/a"}, // stripping "www." twice changes nothing
	{"https://github.com/acme/widget/issues/42", "github.com/acme/widget/issues/*"},
	{"https://docs.example.org/releases", "docs.example.org/releases"},
	// Amazon.
	{"https://www.amazon.com/Apple-MacBook/dp/B08N5WRWNW/ref=sr_1_3?crid=2X&keywords=laptop&qid=1690000000&sprefix=lap&sr=8-3",
		"amazon.com/dp/*"}, // the product's name is no page key
	{"https://www.amazon.co.uk/gp/product/B07XJ8C8F5?pf_rd_r=ABC&pd_rd_w=x&th=1", "amazon.co.uk/gp/product/*"},
	{"https://www.amazon.com/s?k=usb+c+cable&i=electronics&page=2", "amazon.com/s?i=*&k=*&page=*"},
	{"https://www.amazon.de/-/en/gp/cart/view.html?ref_=nav_cart", "amazon.de/-/en/gp/cart/view.html"},
	// GitHub.
	{"https://github.com/golang/go/pull/61234/files", "github.com/golang/go/pull/*/files"},
	{"https://github.com/golang/go/commit/3a1b2c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b", "github.com/golang/go/commit/*"},
	{"https://github.com/golang/go/blob/master/src/net/url/url.go#L42", "github.com/golang/go/blob/master/src/net/url/url.go"},
	{"https://github.com/golang/go/releases/tag/go1.22.0", "github.com/golang/go/releases/tag/go1.22.0"},
	{"https://github.com/acme/widget/issues?q=is%3Aopen+label%3Abug", "github.com/acme/widget/issues?q=*"},
	{"https://github.com/", "github.com/"},
	{"https://github.com", "github.com/"},
	// Google.
	{"https://www.google.com/search?q=golang+urlpattern&oq=golang&gs_lcrp=EgZjaHJvbWU&sourceid=chrome&ie=UTF-8",
		"google.com/search?q=*"},
	{"https://www.google.co.uk/maps/place/London/@51.5072,-0.1276,11z", "google.co.uk/maps/place/London/@51.5072,-0.1276,11z"},
	{"https://mail.google.com/mail/u/0/#inbox/FMfcgzQXJWfLbSRZKkmKCnkxTlGvMmVd", "mail.google.com/mail/u/*#/inbox/*"},
	{"https://mail.google.com/mail/u/0/#inbox", "mail.google.com/mail/u/*"},
	// Tracking and credentials in the query.
	{"https://shop.example.com/p?utm_source=x&utm_medium=y&gclid=z&fbclid=w&id=7", "shop.example.com/p?id=*"},
	{"https://api.example.com/v2/items?token=s3cr3t&api_key=abc&sig=zzz", "api.example.com/v2/items"},
	{"https://example.com/cb?code=4%2F0AX4&state=xyz", "example.com/cb?state=*"},
	{"https://example.com/a?b=1&a=2&b=3", "example.com/a?a=*&b=*"},
	{"https://example.com/a?", "example.com/a"},
	{"https://example.com/a?&&=x", "example.com/a"},
	// Identifiers in the path.
	{"https://example.com/u/123e4567-e89b-12d3-a456-426614174000/settings", "example.com/u/*/settings"},
	{"https://example.com/u/123E4567E89B12D3A456426614174000", "example.com/u/*"},
	{"https://blog.example.com/2024/05/01/my-post", "blog.example.com/*/*/*/my-post"},
	{"https://blog.example.com/2024-05-01-my-post", "blog.example.com/*"},
	{"https://blog.example.com/posts/2024-05-my-post/", "blog.example.com/posts/*"},
	{"https://news.example.com/world/my-story-2024-05-01", "news.example.com/world/*"},
	{"https://shop.example.com/products/blue-shirt-123456", "shop.example.com/products/*"},
	{"https://shop.example.com/best-laptops-2024", "shop.example.com/*"},
	{"https://shop.example.com/item/SKU-12345", "shop.example.com/item/*"},
	{"https://medium.com/@someone/my-title-1a2b3c4d5e6f", "medium.com/*/*"},
	{"https://youtu.be/dQw4w9WgXcQ", "youtu.be/*"},
	{"https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s&si=abc", "youtube.com/watch?t=*&v=*"},
	{"https://example.com/s/eyJhbGciOiJIUzI1NiJ9abcdef0123", "example.com/s/*"},
	{"https://docs.example.com/v1.2.3/intro", "docs.example.com/v1.2.3/intro"},
	{"https://docs.example.com/1.2.3/intro", "docs.example.com/*/intro"},
	{"https://docs.python.org/3/library/urllib.parse.html", "docs.python.org/*/library/urllib.parse.html"},
	{"https://example.com/windows11/python3/iphone15", "example.com/windows11/python3/iphone15"},
	{"https://www.imdb.com/title/tt0111161/", "imdb.com/title/*"},
	{"https://www.imdb.com/name/nm0000123", "imdb.com/name/*"},
	{"https://example.com/mp3/rfc7231/iso8601/word12345", "example.com/mp3/rfc7231/iso8601/word12345"},
	{"https://example.com/deadbeef/facade", "example.com/deadbeef/facade"},
	{"https://example.com/how-to-install-go-1-22", "example.com/how-to-install-go-1-22"},
	// A title slug beside an identifier names the same entity (wildSegs).
	{"https://stackoverflow.com/questions/12345678/how-to-parse-a-url", "stackoverflow.com/questions/*"},
	{"https://www.amazon.com/Apple-AirPods-Charging-Latest-Model/dp/B07PXGQC1Q", "amazon.com/dp/*"},
	{"https://www.etsy.com/listing/1234567/handmade-ceramic-mug", "etsy.com/listing/*"},
	{"https://www.bestbuy.com/site/apple-airpods-pro/6447382.p", "bestbuy.com/site/*.p"},
	{"https://example.com/two-words/dp/B07PXGQC1Q", "example.com/two-words/dp/*"},
	{"https://example.com/three-word-title/x/B07PXGQC1Q", "example.com/three-word-title/x/*"},
	{"https://github.com/awesome-selfhosted/awesome-selfhosted/issues/1", "github.com/awesome-selfhosted/awesome-selfhosted/issues/*"},
	{"https://example.com/help/terms-of-service", "example.com/help/terms-of-service"},
	// A slug stays (as "*") beside an identifier that counts within something the path names.
	{"https://github.com/foo/my-cool-project-name/issues/1", "github.com/foo/*/issues/*"},
	{"https://www.reddit.com/r/Star_Wars/comments/1cgyc0z/why_do_cats_purr/", "reddit.com/r/*/comments/*"},
	{"https://shop.test/users/123/privacy-and-security-options", "shop.test/users/*/*"},
	{"https://shop.test/users/123456/deactivate-my-account", "shop.test/users/*/deactivate-my-account"},
	{"https://www.walmart.com/ip/Apple-AirPods-Pro-2nd-Generation/5689919121", "walmart.com/ip/*"},
	{"https://example.com/blog/my-first-post-here/comments", "example.com/blog/my-first-post-here/comments"},
	// Slugs of words (with "16px", "2fa" among them) are not tokens; a short slug that names
	// an action beside an id is the action's page, not the item's title.
	{"https://css-tricks.com/16px-or-larger-text-prevents-ios-form-zoom/", "css-tricks.com/16px-or-larger-text-prevents-ios-form-zoom"},
	{"https://shop.test/account/enable-2fa-for-account", "shop.test/account/enable-2fa-for-account"},
	{"https://shop.test/orders/12345/request-a-return", "shop.test/orders/*/request-a-return"},
	{"https://shop.test/orders/12345/cancel-this-order", "shop.test/orders/*/cancel-this-order"},
	{"https://www.amazon.com/Sony-WH-1000XM4-Canceling-Headphones/dp/B0863TXGM3", "amazon.com/dp/*"},
	{"https://www.amazon.com/Echo-Dot/dp/B07FZ8S74R", "amazon.com/dp/*"},                             // two words, capitalised
	{"https://www.bestbuy.com/site/lg-oled/6535939.p?skuId=6535939", "bestbuy.com/site/*.p?skuId=*"}, // two words before the id
	{"https://www.target.com/p/apple-airpods-pro/-/A-85978612", "target.com/p/-/*"},                  // a dash alone between
	{"https://shop.test/orders/1234567/order-details", "shop.test/orders/*/order-details"},           // two words after: a page of it
	{"https://www.amazon.com/Kindle/dp/B0BF5VFQ6Q", "amazon.com/dp/*"},                               // one word, capitalised
	{"https://shop.test/search/p/B0BF5VFQ6Q", "shop.test/search/p/*"},                                // a page type is lower-case
	{"https://shop.test/Cancel/p/B0BF5VFQ6Q", "shop.test/Cancel/p/*"},                                // an action
	{"https://shop.test/orders/123?action=cancel", "shop.test/orders/*?action=cancel"},               // an action is no value
	{"https://www.reddit.com/r/AskReddit/comments/1cgyc0z/why_do_cats_purr/", "reddit.com/r/AskReddit/comments/*"},
	{"https://k8s.test/apis/apps/v1beta1/deployments", "k8s.test/apis/apps/v1beta1/deployments"},
	{"https://en.wikipedia.org/wiki/Alan_Turing", "en.wikipedia.org/wiki/*"},
	{"https://en.wikipedia.org/wiki/Special:Search?search=turing", "en.wikipedia.org/wiki/Special:Search?search=*"},
	{"https://en.wikipedia.org/wiki/Main_Page", "en.wikipedia.org/wiki/Main_Page"},
	{"https://shop.test/orders/123?action=view", "shop.test/orders/*?action=*"},
	{"https://shop.test/orders?id=delete-all", "shop.test/orders?id=delete-all"},
	{"https://shop.test/orders/123/order-details", "shop.test/orders/*/order-details"},
	{"https://shop.test/orders/123/Cancel-Order", "shop.test/orders/*/Cancel-Order"},
	// A handle is a user's name.
	{"https://mastodon.social/@csstricks", "mastodon.social/*"},
	{"https://medium.com/@rares.popescu/how-we-ship", "medium.com/*/*"},
	// Values never reach a pattern, even when the "=" was encoded or a value stands where a
	// key goes; click, session and affiliate keys are no part of the page.
	{"https://www.google.com/search?q%3Delon%2Bmusk&hl=de", "google.com/search?q=*"},
	{"https://example.com/find?email%3Djohn%40doe.com", "example.com/find?email=*"},
	{"https://example.com/find?john@doe.com", "example.com/find"},
	{"https://www.google.com/webhp?hl=de&sa=X&ved=0ahUKE", "google.com/webhp"},
	{"https://www.ebay.com/itm/123456789012?_trksid=p2380057&_from=R40", "ebay.com/itm/*"},
	{"https://blog.test/posts?tag=go&label=new", "blog.test/posts?label=*&tag=*"},
	{"https://www.etsy.com/listing/1234567?click_key=abc&ga_search_query=mug", "etsy.com/listing/*"},
	// On an item's page the search that led there is no part of the page; on a search it is.
	{"https://github.com/acme/widget/issues/42?q=is%3Aopen", "github.com/acme/widget/issues/*"},
	{"https://github.com/acme/widget/issues?q=is%3Aopen", "github.com/acme/widget/issues?q=*"},
	{"https://news.ycombinator.com/item?id=123&q=x", "news.ycombinator.com/item?id=*&q=*"},
	// A single-page app's route is part of the page.
	{"https://app.test/#/orders/123", "app.test/#/orders/*"},
	{"https://app.test/#!/orders/123?tab=items", "app.test/#/orders/*"},
	{"https://app.test/admin/?x=1#/users/42/edit", "app.test/admin?x=*#/users/*/edit"},
	{"https://app.test/#/", "app.test/"},
	{"https://app.test/#reviews", "app.test/"},
	{"https://app.test/#/questions/12345678/how-to-parse-a-url", "app.test/#/questions/*"},
	// File names keep their extension.
	{"https://example.com/files/IMG_1234.jpg", "example.com/files/*.jpg"},
	{"https://example.com/api/orders/98765.json", "example.com/api/orders/*.json"},
	{"https://example.com/reports/2024-05-01.pdf", "example.com/reports/*.pdf"},
	{"https://example.com/static/app.3f9a8b7c6d5e.js", "example.com/static/*.js"},
	{"https://example.com/static/3f9a8b7c6d5e.js", "example.com/static/*.js"},
	{"https://example.com/index.html", "example.com/index.html"},
	// Hosts.
	{"http://localhost:3000/app/", "localhost:3000/app"},
	{"http://localhost/", "localhost/"},
	{"http://127.0.0.1:8080/api/items/17", "127.0.0.1:8080/api/items/*"},
	{"http://[::1]:8080/x/1", "[::1]:8080/x/*"},
	{"http://[::ffff:1.2.3.4]:8080/x", "[::ffff:102:304]:8080/x"},
	{"https://www.bbc.co.uk/news/world-12345678", "bbc.co.uk/news/*"},
	{"https://acme.github.io/widget/", "acme.github.io/widget"},
	{"https://www.com/", "www.com/"},
	{"https://Bücher.example.de/Bücher/123", "xn--bcher-kva.example.de/Bücher/*"},
	{"https://example.com:8443/a", "example.com:8443/a"},
	// Encodings: raw and percent-encoded give one pattern.
	{"https://ru.example/каталог/123", "ru.example/каталог/*"},
	{"https://ru.example/%D0%BA%D0%B0%D1%82%D0%B0%D0%BB%D0%BE%D0%B3/123", "ru.example/каталог/*"},
	{"https://example.com/%F0%9F%8E%89/party", "example.com/🎉/party"},
	{"https://example.com/🎉/party", "example.com/🎉/party"},
	{"https://example.com/%7Euser/%41bc", "example.com/~user/Abc"},
	{"https://example.com/a%2Fb/c*d/e%3Ff", "example.com/a%2Fb/c%2Ad/e%3Ff"},
	{"https://example.com/a%2fb", "example.com/a%2Fb"},
	{"https://example.com/a%20b/c+d", "example.com/*/*"}, // typed text is a value
	{"https://www.google.com/maps/search/divorce+lawyer+near+me", "google.com/maps/search/*"},
	{"https://shop.test/u/+1%20(555)%20010-0199/orders", "shop.test/u/*/orders"},
	{"https://example.com/c++/g+", "example.com/c++/g+"},
	{"https://shop.test/orders/123/return-or-replace-items", "shop.test/orders/*/return-or-replace-items"},
	{"https://shop.test/orders/bulk-delete-2024", "shop.test/orders/bulk-delete-2024"},
	{"https://shop.test/orders/CANCEL-2024", "shop.test/orders/CANCEL-2024"},
	{"https://example.com/latin1/caf%E9", "example.com/latin1/caf%E9"},
	{"https://example.com/100%-cotton", "example.com/100%25-cotton"},
	{"https://example.com/s?q%3D=1&caf%C3%A9=2&a+b=3", "example.com/s?café=*&q=*"},
	// Path shapes.
	{"https://example.com/a//b/", "example.com/a/b"},
	{"https://example.com/a/./b/../c", "example.com/a/c"},
	{"https://example.com/a/%2e%2E/c", "example.com/c"},
	{"https://example.com/../..", "example.com/"},
	{"https://example.com/app;jsessionid=ABC123DEF/login", "example.com/app/login"},
	{"https://example.com/a;v=1", "example.com/a;v=1"},
	{"https://example.com/:a(b)+{c}", "example.com/:a(b)+{c}"},
}

func TestDerive(t *testing.T) {
	for _, tt := range deriveTests {
		got, err := Derive(tt.in)
		if err != nil {
			t.Errorf("Derive(%q): %v", tt.in, err)
			continue
		}
		if got != tt.want {
			t.Errorf("Derive(%q) = %q, want %q", tt.in, got, tt.want)
		}
		if !Match(got, tt.in) {
			t.Errorf("Match(%q, %q) = false", got, tt.in)
		}
		if c, err := CanonicalPattern(got); err != nil || c != got {
			t.Errorf("CanonicalPattern(%q) = %q, %v", got, c, err)
		}
	}
	if _, err := Derive("javascript:alert(1)"); !errors.Is(err, ErrSchemeNotAllowed) {
		t.Errorf("Derive(javascript:): %v", err)
	}
}

// TestDerivePage: DerivePage gives what the functions it stands for give one by one, for
// every URL of the Derive table and for hosts, patterns and URLs that do not parse.
func TestDerivePage(t *testing.T) {
	ins := []string{"www.amazon.co.uk", "localhost:3000", "*.amazon.com/**", "javascript:alert(1)", "",
		"https://www.amazon.com/Echo-Dot-5th-Gen/dp/B09B8V1LZ3?th=1", "http://[::1]:8080/x#/route/some-title-here"}
	for _, tt := range deriveTests {
		ins = append(ins, tt.in)
	}
	for _, in := range ins {
		if got, want := DerivePage(in), pageOneByOne(in); got != want {
			t.Errorf("DerivePage(%q) = %+v, want %+v", in, got, want)
		}
	}
	if p := DerivePage("https://www.amazon.com/Echo-Dot-5th-Gen/dp/B09B8V1LZ3"); p.SlugPattern == p.Pattern || p.Site != "amazon.com" {
		t.Errorf("DerivePage(a product page) = %+v: want a slug pattern of its own and the site", p)
	}
}

func TestCanonicalPattern(t *testing.T) {
	tests := []struct{ in, want string }{
		{"amazon.com/dp/*", "amazon.com/dp/*"},
		{"https://WWW.Amazon.com/dp/*/", "amazon.com/dp/*"},
		{"amazon.com", "amazon.com/**"},
		{"amazon.com/**", "amazon.com/**"},
		{"amazon.com/", "amazon.com/"},
		{"amazon.com/s?k", "amazon.com/s?k=*"},
		{"amazon.com/s?z=*&k=laptop&z=*", "amazon.com/s?k=laptop&z=*"},
		{"example.com:443/a", "example.com/a"},
		{"example.com:*/a", "example.com:*/a"},
		{"*.Bücher.de:*/**", "*.xn--bcher-kva.de:*/**"},
		{"ru.example/%D0%BA%D0%B0%D1%82%D0%B0%D0%BB%D0%BE%D0%B3/*", "ru.example/каталог/*"},
		{"example.com/docs/**/", "example.com/docs/**"},
		{"example.com/files/*.pdf", "example.com/files/*.pdf"},
		{"example.com/a%2A", "example.com/a%2A"},
		{"example.com/a#frag", "example.com/a"},
		{"[::1]:8080/x", "[::1]:8080/x"},
	}
	for _, tt := range tests {
		got, err := CanonicalPattern(tt.in)
		if err != nil || got != tt.want {
			t.Errorf("CanonicalPattern(%q) = %q, %v; want %q", tt.in, got, err, tt.want)
		}
	}
	bad := []struct{ in, want string }{
		{"", "empty"},
		{"a.com/**/x", `"**" is only allowed as the last path segment`},
		{"a.com/a*b", `"*" must stand alone`},
		{"a.com/x y", "white space"},
		{"a.com/\x01", "control character"},
		{"*.127.0.0.1/x", `"*." cannot stand before an IP address`},
		{"a.com:99999/", "out of range"},
		{"a.com:0/", "out of range"},
		{"a.com:abc/", "out of range"},
		{"exa$mple.com/", `contains '$'`},
		{"ftp://a.com/", `scheme "ftp" not allowed`},
		{"a.com/s?k=1&k=2", `query key "k" given twice`},
		{"/path/only", "host required"},
		{"[::1/x", "unclosed ["},
	}
	for _, tt := range bad {
		_, err := CanonicalPattern(tt.in)
		if err == nil || !strings.Contains(err.Error(), tt.want) || !errors.Is(err, ErrInvalidPattern) {
			t.Errorf("CanonicalPattern(%q) error %v, want an ErrInvalidPattern containing %q", tt.in, err, tt.want)
		}
	}
}

// matchTests are patterns, URLs and whether the one matches the other.
var matchTests = []struct {
	pattern, url string
	want         bool
}{
	{"amazon.com/dp/*", "https://www.amazon.com/dp/B0C1234567", true},
	{"amazon.com/dp/*", "http://amazon.com/dp/B0C1234567?th=1", true},
	{"amazon.com/dp/*", "https://www.amazon.com/dp/B0C1234567/ref=sr_1_1", true},
	{"amazon.com/dp/*", "https://www.amazon.com/dp/", false},
	{"amazon.com/dp/*", "https://www.amazon.com/dp/B0/extra", false},
	{"amazon.com/dp/*", "https://www.amazon.com/s?k=laptop", false},
	{"amazon.com/dp/*", "https://smile.amazon.com/dp/B0C1234567", false},
	{"amazon.com/dp/*", "https://amazon.com:8443/dp/B0C1234567", false},
	// A title slug beside the identifier is skipped (markSegs); a pattern that names or
	// wildcards it (derived before slugs were left out) still matches the URL as it is.
	{"amazon.com/dp/*", "https://www.amazon.com/Echo-Dot/dp/B07FZ8S74R", true},
	{"amazon.com/dp/*", "https://www.amazon.com/Kindle/dp/B0BF5VFQ6Q", true},
	{"amazon.com/dp/*", "https://www.amazon.com/Sony-WH-1000XM4-Canceling-Headphones/dp/B0863TXGM3/ref=sr_1_3", true},
	{"amazon.com/dp/*", "https://www.amazon.com/two-words/dp/B07FZ8S74R", false}, // not a title slug
	{"amazon.com/*/dp/*", "https://www.amazon.com/Echo-Dot/dp/B07FZ8S74R", true},
	{"amazon.com/*/dp/*", "https://www.amazon.com/dp/B07FZ8S74R", false},
	{"amazon.com/Echo-Dot/dp/*", "https://www.amazon.com/Echo-Dot/dp/B07FZ8S74R", true},
	{"stackoverflow.com/questions/*", "https://stackoverflow.com/questions/11227809/why-is-processing-a-sorted-array-faster", true},
	{"stackoverflow.com/questions/*", "https://stackoverflow.com/questions/11227809", true},
	{"stackoverflow.com/questions/*", "https://stackoverflow.com/questions/11227809/edit", false},
	{"medium.com/*", "https://medium.com/@rares.popescu/how-we-ship", false}, // a post is no profile
	{"app.test/#/questions/*", "https://app.test/#/questions/12345678/how-to-parse-a-url", true},
	{"amazon.com/s?k=*", "https://www.amazon.com/s?k=laptop", true},
	{"amazon.com/s?k=*", "https://www.amazon.com/s?ref=nb&k=", true},
	{"amazon.com/s?k=*", "https://www.amazon.com/s?i=books", false},
	{"amazon.com/s?k=*", "https://www.amazon.com/dp/B0C1234567", false},
	{"amazon.com/s?k=laptop", "https://www.amazon.com/s?k=phone&k=laptop", true},
	{"amazon.com/s?k=laptop", "https://www.amazon.com/s?k=phone", false},
	{"github.com/*/*/issues/*", "https://github.com/acme/widget/issues/42", true},
	{"github.com/*/*/issues/*", "https://github.com/acme/widget/pulls/42", false},
	{"github.com/*/*/issues/*", "https://github.com/acme/issues/42", false},
	{"example.com/", "https://example.com", true},
	{"example.com/", "https://example.com/a", false},
	{"example.com", "https://example.com/a/b/c?x=1", true},
	{"example.com", "https://www.example.com/", true},
	{"example.com", "https://sub.example.com/", false},
	{"example.com/**", "https://example.com/a/b", true},
	{"example.com/docs/**", "https://example.com/docs", true},
	{"example.com/docs/**", "https://example.com/docs/a/b/c", true},
	{"example.com/docs/**", "https://example.com/docsx", false},
	{"example.com/docs/**", "https://example.com/", false},
	{"example.com/files/*.pdf", "https://example.com/files/report.pdf", true},
	{"example.com/files/*.pdf", "https://example.com/files/a.b.pdf", true},
	{"example.com/files/*.pdf", "https://example.com/files/.pdf", false},
	{"example.com/files/*.pdf", "https://example.com/files/report.pdfx", false},
	{"example.com/files/*abc", "https://example.com/files/xabc", true},
	{"*.amazon.co.uk:*/**", "https://www.amazon.co.uk/gp/cart", true},
	{"*.amazon.co.uk:*/**", "https://amazon.co.uk:8443/", true},
	{"*.amazon.co.uk:*/**", "https://a.b.amazon.co.uk/", true},
	{"*.amazon.co.uk:*/**", "https://evilamazon.co.uk/", false},
	{"*.amazon.co.uk:*/**", "https://amazon.co.uk.evil.com/", false},
	{"localhost:3000/app", "http://localhost:3000/app/", true},
	{"localhost:3000/app", "http://localhost:3001/app", false},
	{"localhost:3000/app", "http://localhost/app", false},
	{"localhost:*/**", "http://localhost:5173/x", true},
	{"[::1]:8080/x/*", "http://[::1]:8080/x/1", true},
	{"[::1]:8080/x/*", "http://[::2]:8080/x/1", false},
	{"127.0.0.1:8080/**", "http://127.0.0.1:8080/", true},
	{"ru.example/каталог/*", "https://ru.example/%D0%BA%D0%B0%D1%82%D0%B0%D0%BB%D0%BE%D0%B3/5", true},
	{"ru.example/%D0%BA%D0%B0%D1%82%D0%B0%D0%BB%D0%BE%D0%B3/*", "https://ru.example/каталог/5", true},
	{"example.com/a%2Ab", "https://example.com/a*b", true},
	{"example.com/a%2Ab", "https://example.com/axb", false},
	{"example.com/a%2Fb", "https://example.com/a/b", false},
	{"example.com/:a(b)+{c}", "https://example.com/:a(b)+{c}", true},
	{"example.com/:a(b)+{c}", "https://example.com/xa(b)+{c}", false},
	{"xn--bcher-kva.example.de/**", "https://Bücher.example.de/x", true},
	{"Bücher.example.de/**", "https://xn--bcher-kva.example.de/x", true},
	// Invalid pattern or URL: no match.
	{"a.com/**/x", "https://a.com/b/x", false},
	{"example.com/**", "javascript:alert(1)", false},
	{"example.com/**", "example.com/x", false},
}

func TestMatch(t *testing.T) {
	for _, tt := range matchTests {
		if got := Match(tt.pattern, tt.url); got != tt.want {
			t.Errorf("Match(%q, %q) = %v, want %v", tt.pattern, tt.url, got, tt.want)
		}
	}
}

func TestGeneralise(t *testing.T) {
	tests := []struct {
		a, b, want string
		ok         bool
	}{
		{"github.com/acme/widget/issues/*", "github.com/other/thing/issues/*", "github.com/*/*/issues/*", true},
		{"github.com/*/*/issues/*", "github.com/acme/widget/issues/*", "github.com/*/*/issues/*", true},
		{"amazon.com/Apple-MacBook/dp/*", "amazon.com/Dell-XPS/dp/*", "amazon.com/*/dp/*", true},
		{"example.com/docs/report.pdf", "example.com/docs/summary.pdf", "example.com/docs/*.pdf", true},
		{"example.com/docs/*.pdf", "example.com/docs/summary.pdf", "example.com/docs/*.pdf", true},
		{"example.com/docs/report.pdf", "example.com/docs/summary.html", "example.com/docs/*", true},
		{"example.com/a/b", "example.com/a/b", "example.com/a/b", true},
		{"amazon.com/s?k=*", "amazon.com/b?k=*", "", false}, // nothing literal left
		{"example.com/a/b/c", "example.com/x/y/z", "", false},
		{"example.com/a/b/c/d", "example.com/x/y/z/d", "", false}, // three differ
		{"example.com/a/b", "example.org/a/c", "", false},
		{"example.com/a/b", "example.com:8080/a/c", "", false},
		{"example.com/a/b", "example.com/a/b/c", "", false},
		{"example.com/a/b?x=*", "example.com/a/c?y=*", "", false},
		{"example.com/a/b?x=1", "example.com/a/c?x=2", "", false},
		{"example.com/a/**", "example.com/b/**", "", false},
		{"example.com/", "example.org/", "", false},
		{"a.com/**/x", "a.com/b/x", "", false},
		{"example.com/a/b?x=*", "example.com/a/c?x=*", "example.com/a/*?x=*", true},
	}
	for _, tt := range tests {
		got, ok := Generalise(tt.a, tt.b)
		if got != tt.want || ok != tt.ok {
			t.Errorf("Generalise(%q, %q) = %q, %v; want %q, %v", tt.a, tt.b, got, ok, tt.want, tt.ok)
		}
		if ok {
			// Whatever either pattern matched, the result matches too.
			for _, p := range []string{tt.a, tt.b} {
				u := "https://" + strings.NewReplacer("*", "x1").Replace(p)
				if Match(p, u) && !Match(got, u) {
					t.Errorf("Generalise(%q, %q) = %q does not match %q", tt.a, tt.b, got, u)
				}
			}
		}
	}
}

func TestSpecificity(t *testing.T) {
	// Most specific first.
	ordered := []string{
		"amazon.com/gp/product/B07XJ8C8F5",
		"amazon.com/gp/product/*?th=*",
		"amazon.com/gp/product/*",
		"amazon.com/gp/*/*",
		"amazon.com/gp/**",
		"amazon.com/",
		"amazon.com/*",
		"amazon.com/**",
		"*.amazon.com/**",
		"*.amazon.com:*/**",
	}
	for i := 1; i < len(ordered); i++ {
		a, b := ordered[i-1], ordered[i]
		if Specificity(a) <= Specificity(b) {
			t.Errorf("Specificity(%q) = %d, not above Specificity(%q) = %d", a, Specificity(a), b, Specificity(b))
		}
		if Compare(a, b) >= 0 || Compare(b, a) <= 0 {
			t.Errorf("Compare(%q, %q) does not put the first first", a, b)
		}
	}
	shuffled := slices.Clone(ordered)
	slices.Reverse(shuffled)
	shuffled = append(shuffled, "not a pattern")
	slices.SortFunc(shuffled, Compare)
	if !slices.Equal(shuffled[:len(ordered)], ordered) || shuffled[len(ordered)] != "not a pattern" {
		t.Errorf("sorted by Compare: %q", shuffled)
	}
	if got := Specificity("a.com/**/x"); got != -1 {
		t.Errorf("Specificity(invalid) = %d, want -1", got)
	}
	for _, p := range []string{"amazon.com", "amazon.com/**", "*.amazon.com:*/**"} {
		if s := Specificity(p); s < 0 || s > 3 || !IsSiteWide(p) {
			t.Errorf("Specificity(%q) = %d, IsSiteWide = %v; want 0–3, true", p, s, IsSiteWide(p))
		}
	}
	for _, p := range []string{"amazon.com/", "amazon.com/*", "amazon.com/docs/**", "amazon.com/**?x=*", "a.com/**/x"} {
		if IsSiteWide(p) {
			t.Errorf("IsSiteWide(%q) = true", p)
		}
	}
	// Longer literal beats shorter within a segment count.
	if Specificity("example.com/releases") <= Specificity("example.com/docs") {
		t.Error("longer literal segment does not score higher")
	}
}

func TestSiteWide(t *testing.T) {
	tests := []struct{ in, want string }{
		{"amazon.co.uk", "*.amazon.co.uk:*/**"},
		{"https://www.amazon.co.uk/gp/cart", "*.amazon.co.uk:*/**"},
		{"Bücher.de", "*.xn--bcher-kva.de:*/**"},
		{"localhost", "localhost:*/**"},
		{"127.0.0.1", "127.0.0.1:*/**"},
		{"[::1]", "[::1]:*/**"},
		{"github.io", "*.github.io:*/**"},
	}
	for _, tt := range tests {
		got := SiteWide(tt.in)
		if got != tt.want {
			t.Errorf("SiteWide(%q) = %q, want %q", tt.in, got, tt.want)
		}
		if c, err := CanonicalPattern(got); err != nil || c != got || !IsSiteWide(got) {
			t.Errorf("SiteWide(%q) = %q is not a canonical site-wide pattern: %q, %v", tt.in, got, c, err)
		}
	}
	// Every URL of the site falls under its site-wide scope, and no other.
	urls := []string{
		"https://www.amazon.co.uk/gp/cart", "https://amazon.co.uk/", "http://music.amazon.co.uk:8080/x?y=1",
		"https://example.com/", "http://localhost:3000/", "http://127.0.0.1:8080/a",
		"http://[::1]:9000/", "https://acme.github.io/x",
	}
	for _, site := range []string{"amazon.co.uk", "example.com", "localhost", "127.0.0.1", "[::1]", "acme.github.io"} {
		for _, u := range urls {
			s, _ := Site(u)
			if got := Match(SiteWide(site), u); got != (s == site) {
				t.Errorf("Match(SiteWide(%q), %q) = %v", site, u, got)
			}
		}
	}
	if got := SiteWide("javascript:x"); Match(got, "https://example.com/") {
		t.Errorf("SiteWide of a bad site %q matches", got)
	}
}

func TestMatchConcurrent(t *testing.T) {
	done := make(chan bool)
	for g := range 4 {
		go func() {
			ok := true
			for i := range 200 {
				tt := deriveTests[(g*31+i)%len(deriveTests)]
				ok = ok && Match(tt.want, tt.in)
			}
			done <- ok
		}()
	}
	for range 4 {
		if !<-done {
			t.Error("a derived pattern did not match its URL")
		}
	}
}
