package redact

import "testing"

// TestAuthPageParams: on a sign-in, verify, reset or callback page (its path's word in
// English or another language: "/verificar", "/bestaetigen"), the parameters that
// carry the flow's one-time value under a name other pages use for plain values (state, t,
// hash, …) are masked when the value is no plain word; the same names elsewhere, and plain
// words on such pages, stay (SPEC §8).
func TestAuthPageParams(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"https://app.example.com/oauth/callback?code=4/0AXabc&state=af0ifjsldkj",
			"https://app.example.com/oauth/callback?code={{token}}&state={{token}}"},
		{"https://example.com/verify-email?id=12&hash=5f4dcc3b5aa765d61d8327deb882cf99&signature=abc",
			"https://example.com/verify-email?id=12&hash={{token}}&signature={{token}}"},
		{"https://example.com/login?t=a8Fj29dKq1", "https://example.com/login?t={{token}}"},
		{"https://example.com/Password/Reset?t=xyz4BCq7s", "https://example.com/Password/Reset?t={{token}}"},
		{"https://example.com/unsubscribe?list=news&hash=9f86d081e2", "https://example.com/unsubscribe?list=news&hash={{token}}"},
		{"https://example.com/auth/callback#access_token=ya29.a0AfH6&state=st8kd92k",
			"https://example.com/auth/callback#access_token={{token}}&state={{token}}"},
		{"https://example.com/sso?RelayState=foo123bar", "https://example.com/sso?RelayState={{token}}"},
		{"https://app.example.com/#/reset-password?t=abc123xyz&lang=en", "https://app.example.com/#/reset-password?t={{token}}&lang=en"},
		{"See /oauth/callback?state=xy7ABC12q for details", "See /oauth/callback?state={{token}} for details"},
		{"https://accounts.example.com/signin?continue=https%3A%2F%2Fmail.example.com%2Foauth%2Fcallback%3Fstate%3Dab12cd34",
			"https://accounts.example.com/signin?continue=https%3A%2F%2Fmail.example.com%2Foauth%2Fcallback%3Fstate%3D{{token}}"},
		{"https://cuenta.tienda-ejemplo.es/verificar?c=Rk9TPQx8Lm2Zt7Vw", "https://cuenta.tienda-ejemplo.es/verificar?c={{token}}"},
		{"https://shop.example.de/konto/bestaetigen?t=K7XQ9P2M&lang=de", "https://shop.example.de/konto/bestaetigen?t={{token}}&lang=de"},
		// Kept: plain words on such pages, flags, short values, the same names elsewhere.
		{"https://shop.example.es/productos?c=Rk9TPQx8Lm2Zt7Vw", "https://shop.example.es/productos?c=Rk9TPQx8Lm2Zt7Vw"},
		{"https://example.com/login?t=signup&s=login_failed", "https://example.com/login?t=signup&s=login_failed"},
		{"https://example.com/auth/users?state=active&page=2", "https://example.com/auth/users?state=active&page=2"},
		{"https://example.com/verify?state=true&h=42", "https://example.com/verify?state=true&h=42"},
		{"https://example.com/login?t={{token}}", "https://example.com/login?t={{token}}"},
		{"https://example.com/watch?v=dQw4w9WgXcQ&t=42s", "https://example.com/watch?v=dQw4w9WgXcQ&t=42s"},
		{"https://shop.example.com/stores?state=CA&t=a8Fj29dKq1", "https://shop.example.com/stores?state=CA&t=a8Fj29dKq1"},
		{"https://example.com/p?hash=summer-sale", "https://example.com/p?hash=summer-sale"},
		{"https://example.com/authors?t=a8Fj29dKq1", "https://example.com/authors?t=a8Fj29dKq1"},
		// Plain values on sign-in pages: versions, names ending in a number, words, timestamps.
		{"https://www.example.com/login?v=2.14.0&s=SpringSale2024&k=Summer24", "https://www.example.com/login?v=2.14.0&s=SpringSale2024&k=Summer24"},
		{"https://www.example.com/login?state=NewYork&t=1717171717&k=ListView", "https://www.example.com/login?state=NewYork&t=1717171717&k=ListView"},
		// Pages about signing in are no step of it.
		{"https://www.example.com/help/login?t=Qx7aLp9ZkW2mN4", "https://www.example.com/help/login?t=Qx7aLp9ZkW2mN4"},
		{"https://www.example.com/docs/oauth-callback?hash=a8f3b2c1d4e5f607", "https://www.example.com/docs/oauth-callback?hash=a8f3b2c1d4e5f607"},
		// The page a link in a value points at is its own: the outer page is no sign-in page.
		{"https://example.com/go?to=https%3A%2F%2Fx.example%2Flogin&t=a8Fj29dKq1",
			"https://example.com/go?to=https%3A%2F%2Fx.example%2Flogin&t=a8Fj29dKq1"},
	} {
		if got := New().URL(c.in); got != c.want {
			t.Errorf("URL(%q)\n got %q\nwant %q", c.in, got, c.want)
		}
		if got := New().Text(c.in); got != c.want {
			t.Errorf("Text(%q)\n got %q\nwant %q", c.in, got, c.want)
		}
	}
}
