package classify

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// corpus is the shared corpus of real recordings (see its SOURCES.md).
const corpus = "../../../shared/corpus"

func TestFriction(t *testing.T) {
	tests := []struct {
		name                  string
		err, url, title, page string
		want                  string
	}{
		// Real error texts from ../shared/corpus/browser-use/navigation-timeout-failure.json.
		{name: "browser-use navigation timeout",
			err: "Navigation failed: Event handler browser_use.browser.watchdog_base.BrowserSession.on_NavigateToUrlEvent#9648(?\u25b6 NavigateToUrlEvent#60f5 \U0001f3c3) timed out after 15.0s and interrupted any processing of 1 child events",
			url: "https://juice-shop.herokuapp.com/#/", want: ReadinessTimeout},
		{name: "browser-use unplaceable error", err: "('cannot schedule new futures after shutdown', 502)",
			url: "https://juice-shop.herokuapp.com/#/", title: "Initial Actions", want: FrictionOther},
		// browser-use action errors (controller messages).
		{name: "browser-use index missing", err: "Element with index 41 does not exist - retry or use alternative actions", want: SelectorInstability},
		{name: "browser-use index missing (new)", err: "Element index 7 does not exist - retry or use alternative actions", want: SelectorInstability},
		{name: "browser-use index changed", err: "Element index changed after action 1 / 2, because page changed.", want: SelectorInstability},
		// Playwright.
		{name: "playwright goto timeout", err: "page.goto: Timeout 30000ms exceeded.\nCall log:\n  - navigating to \"https://example.com/\", waiting until \"load\"", want: ReadinessTimeout},
		{name: "playwright wait for selector", err: "page.waitForSelector: Timeout 30000ms exceeded.\nCall log:\n  - waiting for locator('#results') to be visible", want: SelectorInstability},
		{name: "playwright intercepted click", err: "locator.click: Timeout 30000ms exceeded.\nCall log:\n  - waiting for locator('button.buy')\n  - locator resolved to <button class=\"buy\">Buy</button>\n  - <div class=\"spinner-layer\"></div> intercepts pointer events", want: FailedClick},
		{name: "playwright click blocked by consent layer", err: "locator.click: Timeout 30000ms exceeded.\n  - <div id=\"onetrust-consent-sdk\">…</div> intercepts pointer events", want: CookieBanner},
		// A shop that sells cookies, a form with a consent checkbox: no banner.
		{name: "cookies as a product", err: "locator.click: Timeout 30000ms exceeded.\n  - waiting for locator('button[aria-label=\"Add Oatmeal Cookies to cart\"]')", want: SelectorInstability},
		{name: "cookies link covered by a spinner", err: "Element <a href=\"/shop/cookies\">Cookies</a> is not clickable at point (10, 20). Other element would receive the click: <div class=\"spinner\">", want: FailedClick},
		{name: "consent checkbox", err: "locator.check: Timeout 30000ms exceeded.\n  - waiting for locator('input[name=\"consent\"]')", want: SelectorInstability},
		{name: "click taken by a cookies element", err: "Element is not clickable at point (10, 20). Other element would receive the click: <div id=\"cookies\">", want: CookieBanner},
		{name: "cookie notice intercepts", err: "locator.click: Timeout 5000ms exceeded.\n  - <div id=\"cookie-notice\">…</div> intercepts pointer events", want: CookieBanner},
		{name: "cookie banner in words", err: "Timeout waiting for the cookie banner to disappear", want: CookieBanner},
		{name: "a button that opens a modal", err: "locator.click: Timeout 30000ms exceeded.\n  - waiting for locator('button.open-modal')", want: SelectorInstability},
		{name: "a dialog's trigger", err: "locator.click: Timeout 30000ms exceeded.\n  - waiting for locator('[data-testid=\"size-guide-dialog-trigger\"]')", want: SelectorInstability},
		{name: "modal overlay intercepts", err: "locator.click: Timeout 5000ms exceeded.\n  - <div class=\"modal-overlay\"></div> intercepts pointer events", want: PopupModal},
		{name: "dialog in words", err: "Timeout waiting for the dialog to close", want: PopupModal},
		{name: "footer link to cookie settings", err: "page.waitForSelector: Timeout 30000ms exceeded.\nCall log:\n  - waiting for locator('#checkout') to be visible",
			page: "Shop Cart Checkout\nAbout us | Privacy | Cookie Settings | Manage cookies | Cookie preferences", want: SelectorInstability},
		{name: "selenium click on cookies taken by a backdrop", err: "element click intercepted: Element <button data-product=\"oatmeal-cookies\">Add Oatmeal Cookies</button> is not clickable at point (412, 633). Other element would receive the click: <div class=\"modal-backdrop fade show\"></div>", want: PopupModal},
		{name: "cookie bars as a product", err: "locator.click: Timeout 30000ms exceeded.\n  - waiting for locator('button:has-text(\"Add Cookie Bars to cart\")')", want: SelectorInstability},
		{name: "quantcast intercepts", err: "locator.click: Timeout 30000ms exceeded.\n  - <div id=\"qc-cmp2-container\">…</div> intercepts pointer events", want: CookieBanner},
		{name: "cookie law bar intercepts", err: "locator.click: Timeout 30000ms exceeded.\n  - <div id=\"cookie-law-info-bar\">…</div> intercepts pointer events", want: CookieBanner},
		{name: "firefox obscured by a cookies modal", err: "Element <button class=\"buy\"> is not clickable at point (10,20) because another element <div class=\"cookiesModal\"> obscures it", want: CookieBanner},
		{name: "playwright modal intercepts", err: "<div role=\"dialog\" class=\"newsletter-modal\"> intercepts pointer events", want: PopupModal},
		{name: "playwright not visible", err: "locator.click: Element is not visible", want: FailedClick},
		{name: "playwright strict mode", err: "strict mode violation: locator('a') resolved to 12 elements", want: SelectorInstability},
		{name: "playwright download", err: "page.goto: Download is starting", url: "https://example.com/report.csv", want: DownloadPrompt},
		{name: "net timed out", err: "net::ERR_TIMED_OUT at https://slow.example/", want: ReadinessTimeout},
		// Puppeteer / Selenium.
		{name: "puppeteer no node", err: "No node found for selector: #login > button", want: SelectorInstability},
		{name: "selenium stale", err: "stale element reference: element is not attached to the page document", want: SelectorInstability},
		{name: "selenium intercepted", err: "element click intercepted: Element <a href=\"/next\"> is not clickable at point (120, 640). Other element would receive the click: <footer>", want: FailedClick},
		{name: "selenium not interactable", err: "element not interactable", want: FailedClick},
		{name: "frame detached", err: "Frame was detached", want: IFrame},
		{name: "cross origin iframe", err: "Cannot access a cross-origin frame", want: IFrame},
		{name: "closed shadow root", err: "Element is inside a closed shadow root", want: ShadowDOM},
		{name: "empty dom", err: "No interactive elements found on page", want: EmptyDOM},
		// Root causes from status codes and pages.
		{name: "429 status", err: "HTTP 429 Too Many Requests", want: RateLimit},
		{name: "429 in title", title: "429 Too Many Requests", url: "https://api.example.com/", want: RateLimit},
		{name: "429 inside an id is not a status", err: "No node found for selector: #item-14290", want: SelectorInstability},
		{name: "403 title", title: "403 Forbidden", url: "https://example.com/admin", want: BlockedPage},
		{name: "451", err: "HTTP 451 Unavailable For Legal Reasons", want: BlockedPage},
		{name: "geo block", page: "This video is not available in your country.", url: "https://video.example/watch?v=1", want: BlockedPage},
		{name: "cloudflare challenge", title: "Just a moment...", url: "https://shop.example/", page: "Checking if the site connection is secure", want: BotWall},
		{name: "cloudflare attention required", title: "Attention Required! | Cloudflare", want: BotWall},
		{name: "cloudflare block page", title: "Attention Required! | Cloudflare", page: "Sorry, you have been blocked. You are unable to access example.com", want: BlockedPage},
		{name: "timeout on challenge is the challenge", err: "Timeout 30000ms exceeded", title: "Just a moment...", want: BotWall},
		{name: "recaptcha", page: "I'm not a robot reCAPTCHA Privacy - Terms", want: Captcha},
		{name: "typographic apostrophe", page: "I\u2019m not a robot", want: Captcha},
		{name: "google sorry", url: "https://www.google.com/sorry/index?continue=https://www.google.com/search%3Fq%3Dx", want: Captcha},
		{name: "hcaptcha iframe error", err: "waiting for frame: iframe[src*=hcaptcha]", want: Captcha},
		{name: "login redirect", url: "https://github.com/login?return_to=%2Facme%2Fwidget%2Fsettings", title: "Sign in to GitHub", want: LoginRedirect},
		{name: "login redirect amazon", url: "https://www.amazon.com/ap/signin?openid.return_to=x", want: LoginRedirect},
		{name: "login page without return", url: "https://example.com/login", title: "Log in", want: ""},
		{name: "sign in to continue", page: "Sign in to continue to Gmail", url: "https://accounts.example/x", want: LoginRedirect},
		{name: "click intercepted by a cookie notice", err: "Element click intercepted: <div class=\"cookie-notice\">…</div> would receive the click", want: CookieBanner},
		{name: "cookies element intercepts", err: "Element <div id=\"cookies\"> intercepts pointer events", want: CookieBanner},
		{name: "cookie bar class", err: "<div class=\"cookieBar\">…</div> intercepts pointer events", want: CookieBanner},
		{name: "cookies banner words", err: "Cookies banner covers the button", want: CookieBanner},
		{name: "document.cookie", err: "document.cookie is not accessible in this frame", want: Other},
		{name: "third-party cookie policy", err: "blocked by the browser's third-party cookie policy", want: Other},
		{name: "oauth consent screen", err: "OAuth consent screen not configured", want: Other},
		{name: "admin consent", err: "admin consent needed for this app (AADSTS65001)", want: Other},
		{name: "cookies disabled", err: "cookies are disabled in your browser", want: Other},
		{name: "oauth consent", err: "OAuth error: consent_required", want: Other},
		{name: "http cookies are no banner", err: "click failed: the request did not send the user's cookies, so the session was lost", want: FailedClick},
		{name: "google consent host", url: "https://consent.google.com/ml?continue=https://www.google.com/search?q=x", want: CookieBanner},
		{name: "german consent title", title: "Bevor Sie zu Google weitergehen", want: CookieBanner},
		{name: "french consent page", page: "Nous utilisons des cookies. Tout accepter | Tout refuser", want: CookieBanner},
		{name: "footer cookie policy is no banner", page: "© 2025 Example · Privacy · Cookie policy · Terms", url: "https://example.com/", want: ""},
		{name: "pdf url", url: "https://example.com/files/report.pdf", want: PDFViewer},
		{name: "chrome pdf viewer", url: "chrome-extension://mhjfbmdgcfjbbpaeojofohoefgiehjai/index.html", want: PDFViewer},
		{name: "dom failure in pdf viewer", err: "No node found for selector: h1", url: "https://example.com/a.pdf", want: PDFViewer},
		// chrome-error:// pages: blocked only for block/SSL codes.
		{name: "chrome-error timed out", url: "chrome-error://chromewebdata/", err: "net::ERR_CONNECTION_TIMED_OUT", want: ReadinessTimeout},
		{name: "chrome-error name not resolved", url: "chrome-error://chromewebdata/", page: "This site can\u2019t be reached. DNS_PROBE_FINISHED_NXDOMAIN", err: "page load failed", want: ReadinessTimeout},
		{name: "chrome-error bare", url: "chrome-error://chromewebdata/", want: ReadinessTimeout},
		{name: "chrome-error blocked", url: "chrome-error://chromewebdata/", err: "net::ERR_BLOCKED_BY_RESPONSE", want: BlockedPage},
		{name: "chrome-error cert", url: "chrome-error://chromewebdata/", page: "Your connection is not private NET::ERR_CERT_AUTHORITY_INVALID", want: BlockedPage},
		// Nothing to see.
		{name: "all empty", want: ""},
		{name: "ordinary page", url: "https://de.wikipedia.org/wiki/Elon_Musk", title: "Elon Musk – Wikipedia", page: "Elon Reeve Musk ist ein Unternehmer", want: ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Friction(tt.err, tt.url, tt.title, tt.page); got != tt.want {
				t.Errorf("Friction(%q, %q, %q, …) = %q, want %q", tt.err, tt.url, tt.title, got, tt.want)
			}
		})
	}
}

// TestFrictionCorpusPages runs Friction on real page snapshots of a
// Playwright MCP session that met Google's German consent wall.
func TestFrictionCorpusPages(t *testing.T) {
	dir := filepath.Join(corpus, "playwright-mcp", "cookie-consent-session")
	if _, err := os.Stat(dir); err != nil {
		t.Skipf("corpus not available: %v", err)
	}
	tests := []struct {
		file, url, want string
	}{
		{"001.snapshot.yml", "https://www.google.com/search?q=prevent+ios+input+focus+zoom+best+practices", CookieBanner},
		{"002.snapshot.yml", "https://www.google.com/search?q=prevent+ios+input+focus+zoom+best+practices", ""},
		{"003.snapshot.yml", "https://defensivecss.dev/tip/input-zoom-safari/", ""},
		{"005.snapshot.yml", "https://css-tricks.com/16px-or-larger-text-prevents-ios-form-zoom/", CookieBanner},
	}
	for _, tt := range tests {
		b, err := os.ReadFile(filepath.Join(dir, tt.file))
		if err != nil {
			t.Fatal(err)
		}
		if got := Friction("", tt.url, "", string(b)); got != tt.want {
			t.Errorf("%s: Friction = %q, want %q", tt.file, got, tt.want)
		}
	}
}

func TestIsConsentClick(t *testing.T) {
	tests := []struct {
		text, selector string
		want           bool
	}{
		{"Alle akzeptieren", "", true}, // playwright-mcp corpus: getByRole('button', {name: 'Alle akzeptieren'})
		{"Accept All", `iframe[name="trustarc_cm"] >> button`, true},
		{"Accept all", "", true},
		{"Tout accepter", "", true},
		{"Aceptar todo", "", true},
		{"I agree", "", true},
		{"Alle ablehnen", "", true},
		{"Accept cookies", "", true},
		{"Only allow essential cookies", "", true},
		{"", "#onetrust-accept-btn-handler", true},
		{"", "[id*=cookie]", true},
		{"", "#L2AGLb", true},
		{"OK", "#CybotCookiebotDialogBodyLevelButtonLevelOptinAllowAll", true},
		{"", "button.didomi-components-button", true},
		{"Принять", "", true},
		{"Cookie policy", "a[href='/cookie-policy']", false},
		{"Learn more", "#onetrust-pc-btn-handler.learn-more", false},
		{"Add to cart", "#add-to-cart", false},
		{"Accept invitation", "button.invite", false},
		{"Agree to terms and create account", "#signup", false},
		{"Search", "button.cmp-search__button", false},
		{"Accept", "#cookie-accept", true},
		{"OK", ".cookie-banner button", true},
		{"Got it", "#cookies button.close", true},
		{"Save", "#CookieConsent .save", true},
		// A shop that sells cookies, a form's consent checkbox.
		{"Add to cart", `button[data-product="oatmeal-cookies"]`, false},
		{"Cookies", `a[href="/shop/cookies"]`, false},
		{"Chocolate Chip Cookies", "#product-cookies-12", false},
		{"I consent to the terms", `input[name="consent"]`, false},
		{"Add cookies to cart", "", false},
		// Cookie bars of many sites and languages (CookieLawInfo, plain ones).
		{"Accept", "#cookie_action_close_header", true},
		{"OK", "#cookie-ok", true},
		{"×", "button.cookie-close", true},
		{"Close", "#cookieClose", true},
		{"Got it", ".close-cookies", true},
		{"Confirm my choices", "#cookie-preferences-save", true},
		{"Continue", "#cookie-continue", true},
		{"OK", "#cookie-hinweis", true},
		{"Zulassen", "#cookie-box", true},
		{"J'ai compris", "#cookie-bandeau", true},
		{"Akkoord", "#cookiemelding", true},
		{"Entendido", "#aviso-cookies", true},
		{"Accetto", "#informativa-cookie", true},
		{"Akceptuję", "#cookie-info", true},
		{"Accept", "#sp-cc-accept", true},
		{"Accept", "button.cookie-accept.border.rounded", true},
		{"Accept", "#hs-eu-confirmation-button", true},
		{"That's OK", "#uc-btn-accept-banner", true},
		{"Accept", ".cmplz-btn.cmplz-accept", true},
		{"Accepter & Fermer", "", true},
		{"Alles akzeptieren", "", true},
		{"Zaakceptuj wszystko", "", true},
		{"Godkänn alla cookies", "", true},
		{"Aceitar todos os cookies", "", true},
		{"", "input[name=consent]", false},
		{"I agree", "input#consent", false},
		{"Add to cart", "#product-chocolate-chip-cookie-bars button.add-to-cart", false},
		{"Cookies", "#navbar-cookies", false},
		{"Oatmeal Raisin", "a[href='/collections/cookies/oatmeal']", false},
		{"", "", false},
	}
	for _, tt := range tests {
		if got := IsConsentClick(tt.text, tt.selector); got != tt.want {
			t.Errorf("IsConsentClick(%q, %q) = %v, want %v", tt.text, tt.selector, got, tt.want)
		}
	}
}

func FuzzFriction(f *testing.F) {
	f.Add("Timeout 30000ms exceeded", "https://example.com/login?next=/x", "Just a moment...", "I'm not a robot")
	f.Add("", "chrome-error://chromewebdata/", "", "")
	f.Add("('cannot schedule new futures after shutdown', 502)", "%zz", "", "")
	f.Fuzz(func(t *testing.T, errText, u, title, page string) {
		got := Friction(errText, u, title, page)
		if got != "" && (got == Loop || !slices.Contains(FrictionClasses, got)) {
			t.Fatalf("Friction = %q, not an allowed class", got)
		}
		if strings.TrimSpace(frictionText(errText)) != "" && got == "" {
			t.Fatalf("Friction with error %q = \"\", want a class", errText)
		}
		IsConsentClick(title, u)
	})
}

func BenchmarkFriction(b *testing.B) {
	errText := "locator.click: Timeout 30000ms exceeded.\nCall log:\n  - waiting for locator('button.buy')\n  - <div class=\"spinner\"></div> intercepts pointer events"
	page := strings.Repeat("Elon Reeve Musk ist ein Unternehmer. ", 100)
	b.ReportAllocs()
	for b.Loop() {
		sinkString = Friction(errText, "https://shop.example/p/1", "Blue mug – Shop", page)
	}
}

// TestFrictionOrdinaryTitles guards against titles and URLs that merely
// mention a friction word.
func TestFrictionOrdinaryTitles(t *testing.T) {
	for _, tt := range []struct{ url, title string }{
		{"https://www.w3schools.com/tags/tag_iframe.asp", "HTML iframe tag"},
		{"https://docs.example.com/rate-limits", "Rate limits | API docs"},
		{"https://cookieclicker.example/", "Cookie Clicker"},
		{"https://react.example/docs/modal", "Modal dialogs in React"},
		{"https://transit.example/route/429", "Route 429 timetable"},
		{"https://books.example/forbidden-planet", "Forbidden Planet"},
		{"https://example.com/timeout-settings", "Timeout settings"},
		{"https://apps.example/pdf-viewer", "Best PDF viewer for Mac"},
	} {
		if got := Friction("", tt.url, tt.title, "Some ordinary article text."); got != "" {
			t.Errorf("Friction(%q, %q) = %q, want \"\"", tt.url, tt.title, got)
		}
	}
}

func TestHarnessError(t *testing.T) {
	for text, want := range map[string]bool{
		"('cannot schedule new futures after shutdown', 502)":                           true,
		"RuntimeError: Event loop is closed":                                            true,
		"Error: Target page, context or browser has been closed":                        true,
		"Element is not clickable at point (120, 40): another element would receive it": false,
		"429 Too Many Requests":                                                         false,
		"TimeoutError: Timeout 30000ms exceeded":                                        false,
	} {
		if got := HarnessError(text); got != want {
			t.Errorf("HarnessError(%q) = %v, want %v", text, got, want)
		}
	}
}

func TestIntercepted(t *testing.T) {
	for err, want := range map[string]bool{
		"Element is not clickable at point (200, 300). Other element would receive the click: <div id=\"sp-cc\">":              true,
		"locator.click: Timeout 5000ms exceeded.\n  - <div class=\"spinner\"></div> intercepts pointer events":                 true,
		"Element <button> is not clickable because another element <div id=\"x\"> obscures it":                                 true,
		"element click intercepted: Element <a> is not clickable at point (10, 20)":                                            true,
		"Timeout 30000ms exceeded waiting for locator('#go')":                                                                  false,
		"no such element: Unable to locate element: {\"method\":\"css selector\",\"selector\":\"#go\"}":                        false,
		"cy.click() failed because this element: <button#add> is being covered by another element: <div class=cookie-consent>": true,
		"": false,
	} {
		if got := Intercepted(err); got != want {
			t.Errorf("Intercepted(%q) = %v, want %v", err, got, want)
		}
	}
}
