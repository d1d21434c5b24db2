package urlpattern

import "testing"

func TestSamePage(t *testing.T) {
	tests := []struct {
		a, b string
		want bool
	}{
		{"https://www.amazon.com/dp/B08N5WRWNW", "https://amazon.com/dp/B08N5WRWNW#reviews", true},
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
