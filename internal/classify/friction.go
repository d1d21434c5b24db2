package classify

import (
	"net/url"
	"regexp"
	"strings"

	"github.com/waymark-dev/waymark/internal/terms"
)

// The site friction classes of SPEC §7.
const (
	CookieBanner        = "cookie_banner"
	PopupModal          = "popup_modal"
	RateLimit           = "rate_limit"
	Captcha             = "captcha"
	BotWall             = "bot_wall" // a Cloudflare-style challenge page
	BlockedPage         = "blocked_page"
	LoginRedirect       = "login_redirect"
	ReadinessTimeout    = "readiness_timeout"
	FailedClick         = "failed_click"
	SelectorInstability = "selector_instability"
	EmptyDOM            = "empty_dom"
	IFrame              = "iframe"
	ShadowDOM           = "shadow_dom"
	PDFViewer           = "pdf_viewer"
	DownloadPrompt      = "download_prompt"
	Loop                = "loop" // found by package loop, never by Friction
	FrictionOther       = "other"
)

// FrictionClasses lists the classes of SPEC §7 in the SPEC's order.
// Friction returns one of them except Loop, or "".
var FrictionClasses = []string{
	CookieBanner, PopupModal, RateLimit, Captcha, BotWall, BlockedPage, LoginRedirect,
	ReadinessTimeout, FailedClick, SelectorInstability, EmptyDOM, IFrame, ShadowDOM,
	PDFViewer, DownloadPrompt, Loop, FrictionOther,
}

// frictionRule is one friction class with the substrings that reveal it.
// Patterns are written in plain lower case; init passes them through
// frictionText so they compare with normalised input.
type frictionRule struct {
	class string
	// err are matched against the error text.
	err []string
	// page are matched against the title and the visible page text: only
	// phrases that ordinary pages do not carry (a footer "Cookie policy"
	// does, "Accept all cookies" does not).
	page []string
}

// rootCauses are checked first, in order, over every input: each names why
// a page could not be used, and an error text is often just its symptom (a
// click times out because a consent wall covers the page).
var rootCauses = []frictionRule{
	{class: Captcha,
		err: []string{"recaptcha", "g-recaptcha", "hcaptcha", "captcha", "i'm not a robot",
			"i am not a robot", "im not a robot", "unusual traffic", "are you a robot",
			"press & hold", "press and hold", "funcaptcha", "arkose"},
		page: []string{"i'm not a robot", "im not a robot", "i am not a robot",
			"our systems have detected unusual traffic", "complete the captcha",
			"solve the captcha", "press & hold to confirm", "ich bin kein roboter",
			"je ne suis pas un robot", "no soy un robot", "я не робот"}},
	{class: BotWall,
		err: []string{"just a moment", "checking your browser", "checking if the site connection is secure",
			"attention required", "cf-chl", "cf_chl", "ddos protection",
			"verify you are human", "verifying you are human", "bot detection", "are you human",
			"access to this page has been denied", "perimeterx", "datadome", "incapsula",
			"request unsuccessful. incapsula"},
		page: []string{"checking your browser before accessing", "checking if the site connection is secure",
			"attention required! | cloudflare",
			"verify you are human by completing", "enable javascript and cookies to continue",
			"ddos protection by cloudflare", "performance & security by cloudflare",
			"please stand by, while we are checking your browser"}},
	{class: RateLimit,
		err: []string{"429", "too many requests", "rate limit", "rate-limit", "ratelimit", "rate limited",
			"slow down", "quota exceeded", "request limit"},
		page: []string{"429 too many requests", "too many requests", "you have been rate limited", "rate limit exceeded",
			"you are being rate limited"}},
	{class: BlockedPage,
		err: []string{"403", "451", "forbidden", "access denied", "access is denied",
			"unavailable for legal reasons", "not available in your country",
			"not available in your region", "not available in your location",
			"geo-blocked", "geoblocked", "geo-restricted", "err_blocked_by", "err_access_denied",
			"you have been blocked", "request blocked", "err_cert_", "err_ssl_", "err_bad_ssl"},
		page: []string{"403 forbidden", "error 403", "451 unavailable for legal reasons",
			"access denied", "you don't have permission to access",
			"sorry, you have been blocked", "not available in your country",
			"not available in your region", "this content is not available in your",
			"unavailable for legal reasons", "zugriff verweigert", "acces refuse", "acceso denegado"}},
	{class: LoginRedirect,
		err: []string{"sign in to continue", "log in to continue", "login to continue",
			"please log in", "please sign in", "you must be logged in", "you need to sign in",
			"login required", "authentication required", "session expired", "401", "unauthorized",
			"bitte melden sie sich an", "connectez-vous pour continuer", "inicia sesion para continuar"},
		page: []string{"sign in to continue", "log in to continue", "login to continue",
			"you must be logged in", "you need to sign in", "please sign in to", "please log in to",
			"melden sie sich an, um fortzufahren", "connectez-vous pour continuer",
			"inicia sesion para continuar", "войдите, чтобы продолжить"}},
	{class: CookieBanner,
		// "cookie" and "consent" when they name a banner (bannerMention: the element that took
		// the click, class="cookieBar", "cookie banner"), not a shop's cookies or a form's
		// consent box, and the error does not speak of HTTP cookies or an OAuth consent
		// (httpCookieTalk).
		err: []string{"cookie", "consent", "onetrust", "cookiebot", "didomi", "trustarc", "truste_",
			"usercentrics", "quantcast", "qc-cmp", "cky-consent", "cky-overlay", "osano-cm", "cc-window",
			"cc-banner", "iubenda-cs", "cmplz-", "sp_message", "gdpr", "alle akzeptieren", "accept all",
			"tout accepter", "aceptar todo", "accetta tutto", "before you continue to google",
			"bevor sie zu google weitergehen"},
		page: []string{"accept all cookies", "accept all", "we use cookies", "this site uses cookies",
			"this website uses cookies", "alle akzeptieren", "tout accepter", "aceptar todo",
			"accetta tutto", "before you continue to google", "bevor sie zu google weitergehen",
			"reject all",
			"alle ablehnen", "tout refuser", "rechazar todo", "wir verwenden cookies",
			"nous utilisons des cookies", "utilizamos cookies"}},
	{class: PopupModal,
		err: []string{"modal", "dialog", "popup", "pop-up", "lightbox", "interstitial"},
		page: []string{"subscribe to our newsletter", "sign up for our newsletter",
			"get 10% off", "get 15% off"}},
}

// symptoms are checked after rootCauses, against the error text only: a
// title or URL that mentions an iframe or a timeout is no failure.
var symptoms = []frictionRule{
	{class: DownloadPrompt, err: []string{"download is starting", "download started", "downloadwillbegin",
		"save as dialog", "content-disposition: attachment", "opens file download", "download prompt"}},
	{class: ShadowDOM, err: []string{"shadow root", "shadowroot", "shadow-root", "shadow dom",
		"closed shadow", "shadow host", "pierce/"}},
	{class: IFrame, err: []string{"iframe", "cross-origin frame", "cross origin frame", "frame was detached",
		"frame not found", "inside a frame", "in a frame", "contentframe", "switch to frame",
		"no such frame", "frame got detached"}},
	{class: FailedClick, err: []string{"intercepts pointer events", "would receive the click",
		"click intercepted", "not clickable", "element is not visible", "not visible",
		"not interactable", "element is disabled", "element is not enabled", "outside of the viewport",
		"is obscured", "failed to click", "could not click", "cannot click", "click failed"}},
	{class: SelectorInstability, err: []string{"no node found", "waiting for selector", "waiting for locator",
		"stale element", "element with index", "element index", "element does not exist", "no such element",
		"unable to locate element", "element not found", "could not find element",
		"failed to find element", "cannot find element", "node is detached", "detached from the dom",
		"not attached to the dom", "strict mode violation", "resolved to 0 elements",
		"no element matches", "element is not attached", "selector did not match", "index not available"}},
	{class: ReadinessTimeout, err: []string{"timeout", "timed out", "timed_out", "err_timed_out",
		"err_connection_timed_out", "navigation failed", "page did not load", "page load",
		"did not finish loading", "waiting for load state", "waitforloadstate", "waitfornavigation",
		"net::err_"}},
	{class: EmptyDOM, err: []string{"empty page", "page is empty", "blank page", "empty dom",
		"document is empty", "no interactive elements", "no elements found on page", "body is empty"}},
}

var (
	reStatus403 = regexp.MustCompile(`\b(?:403|451)\b`)
	reStatus429 = regexp.MustCompile(`\b429\b`)
	reStatus401 = regexp.MustCompile(`\b401\b`)
	// chromeBlocked are the net error codes under which chrome-error:// is a
	// blocked page rather than a page that did not become ready.
	chromeBlocked = []string{"err_blocked_by", "err_access_denied", "err_cert_", "err_ssl_",
		"err_bad_ssl", "err_unsafe", "err_network_access_denied"}
)

func init() {
	for _, rules := range [][]frictionRule{rootCauses, symptoms} {
		for i := range rules {
			for j, p := range rules[i].err {
				rules[i].err[j] = frictionText(p)
			}
			for j, p := range rules[i].page {
				rules[i].page[j] = frictionText(p)
			}
		}
	}
}

// pdfViewerExtension is the id of Chrome's built-in PDF viewer, whose
// chrome-extension:// URL a tab shows for a PDF.
const pdfViewerExtension = "mhjfbmdgcfjbbpaeojofohoefgiehjai"

// frictionText normalises one input for substring matching: NFKC, case
// folded, accents stripped, typographic apostrophes made plain.
func frictionText(s string) string {
	s = terms.Normalize(s)
	if !strings.ContainsAny(s, "\u2019\u2018\u02bc") {
		return s // Replace copies the string even when it replaces nothing
	}
	return apostrophes.Replace(s)
}

var apostrophes = strings.NewReplacer("\u2019", "'", "\u2018", "'", "\u02bc", "'")

// loginPaths are URL path segments of sign-in pages.
var loginPaths = []string{"login", "log-in", "signin", "sign-in", "sign_in", "logon",
	"servicelogin", "auth", "authenticate", "sso", "anmelden", "connexion", "iniciar-sesion"}

// returnParams are query parameters that carry the page to return to after
// signing in.
var returnParams = []string{"return", "returnto", "return_to", "returnurl", "return_url",
	"redirect", "redirect_uri", "redirect_url", "redirectto", "next", "continue", "from",
	"callbackurl", "callback", "goto", "dest", "destination", "ref", "service", "backurl", "back"}

// Friction names the SPEC §7 friction class a failed or obstructed step
// shows, from its error text, the page URL and title after it, and the
// visible page text (any may be empty). It returns "" when nothing is
// recognised and errText is empty, and FrictionOther ("other") for an
// error it cannot place. It never returns Loop: repetition is a property
// of a trail, found by package loop (SPEC §10).
//
// Root causes come first, checked over all four inputs (page text only
// for phrases that ordinary pages do not carry): captcha, bot_wall
// (Cloudflare-style challenges), rate_limit (429), blocked_page
// (403/451/geo), login_redirect (a sign-in URL with a return parameter, or
// "sign in to continue"), cookie_banner, popup_modal. An error that is
// only their symptom — a click intercepted by a consent layer, a timeout
// on a challenge page — is filed under its cause, because the recovery
// (accept the banner, wait out the challenge) is what a later run needs.
// Then pdf_viewer (a .pdf URL or Chrome's viewer), and from the error text
// alone: download_prompt,
// shadow_dom, iframe, failed_click (intercepted, not clickable, not
// visible), selector_instability (no node found, waiting for a selector,
// stale element, "Element index changed", "Element with index … does not
// exist"), readiness_timeout, empty_dom.
//
// Decisions: a Playwright "Timeout 30000ms exceeded" while waiting for a
// selector or locator is selector_instability, while clicking with an
// element intercepting pointer events is failed_click, otherwise
// readiness_timeout. A chrome-error:// page is blocked_page when the net
// error says blocked, access denied or a certificate/SSL failure, and
// readiness_timeout otherwise: most such pages (connection timed out,
// refused, reset, name not resolved) are transient and the recovery is to
// wait and retry. "Element index changed" (browser-use, after the page
// changed) is selector_instability, not failed_click: the element moved,
// the click itself did not fail.
func Friction(errText, rawURL, title, pageText string) string {
	e := strings.TrimSpace(frictionText(errText))
	u := strings.ToLower(strings.TrimSpace(rawURL))
	ti := strings.TrimSpace(frictionText(title))
	page := ti + "\n" + frictionText(pageText)

	if strings.HasPrefix(u, "chrome-error://") && containsAny(e+" "+page, chromeBlocked...) {
		return BlockedPage
	}
	if isGoogleSorry(u) {
		return Captcha
	}
	if containsAny(e+"\n"+page, "you have been blocked") {
		return BlockedPage // Cloudflare's block page is titled "Attention Required!" too
	}
	if challengeTitles[ti] {
		return BotWall
	}
	hp := hostAndPath(u)
	for _, r := range rootCauses {
		if ruleMatches(r, e, hp, page) {
			return r.class
		}
	}
	if isLoginRedirect(u) {
		return LoginRedirect
	}
	if isPDFURL(u) || strings.Contains(u, pdfViewerExtension) || containsAny(e, "application/pdf", "pdf viewer") {
		return PDFViewer // a DOM failure inside the PDF viewer is the viewer's
	}
	if strings.HasPrefix(u, "chrome-error://") {
		return ReadinessTimeout
	}
	for _, r := range symptoms {
		if containsAny(e, r.err...) {
			return r.class
		}
	}
	if e == "" {
		return ""
	}
	return FrictionOther
}

// consentHosts are host or path fragments of consent managers' pages.
var consentHosts = []string{"onetrust", "cookiebot", "didomi", "trustarc", "usercentrics",
	"quantcast", "consensu.org", "privacy-mgmt.com", "cookielaw.org"}

// challengeTitles are whole page titles of bot-wall challenges; too short
// or too common as phrases to look for inside page text.
var challengeTitles = map[string]bool{
	"just a moment...": true, "just a moment": true, "attention required! | cloudflare": true,
	"one moment, please...": true,
}

// ruleMatches applies one root-cause rule to the error text e, the URL's
// host and path hp, and the title plus page text. Status codes are
// matched as whole numbers, and only in the error text; a page shows them
// through its title phrases ("403 Forbidden").
func ruleMatches(r frictionRule, e, hp, page string) bool {
	for _, s := range r.err {
		switch s {
		case "403", "451":
			if reStatus403.MatchString(e) {
				return true
			}
			continue
		case "429":
			if reStatus429.MatchString(e) {
				return true
			}
			continue
		case "401":
			if reStatus401.MatchString(e) {
				return true
			}
			continue
		}
		if strings.Contains(e, s) {
			if r.class == CookieBanner && (s == "cookie" || s == "consent") && (httpCookieTalk(e) || !bannerMention(e, s)) {
				continue
			}
			if r.class == PopupModal && !strings.Contains(interceptor(e), s) && !anyMention(e, s, func(joined, _ string) bool {
				return !containsAny(joined, "open", "trigger", "toggle", "show")
			}) {
				continue // every mention names a control that opens one: "button.open-modal"
			}
			return true
		}
	}
	switch r.class {
	case BotWall:
		if containsAny(hp, "/cdn-cgi/challenge-platform", "cf_chl", "cf-chl") {
			return true
		}
	case CookieBanner:
		if strings.HasPrefix(hp, "consent.") || containsAny(hp, consentHosts...) {
			return true // consent.google.com, a consent manager's own page
		}
	}
	return containsAny(page, r.page...)
}

// isGoogleSorry reports whether u is Google's /sorry/ captcha page.
func isGoogleSorry(u string) bool {
	pu, err := url.Parse(u)
	if err != nil {
		return false
	}
	return strings.HasPrefix(pu.Path, "/sorry/") || pu.Path == "/sorry"
}

// isLoginRedirect reports whether u is a sign-in page that carries the
// page to return to: the site sent the agent to log in first.
func isLoginRedirect(u string) bool {
	pu, err := url.Parse(u)
	if err != nil || pu.Host == "" {
		return false
	}
	isLogin := false
	for seg := range strings.SplitSeq(strings.Trim(pu.Path, "/"), "/") {
		for _, lp := range loginPaths {
			if seg == lp || strings.TrimSuffix(seg, ".html") == lp || strings.TrimSuffix(seg, ".php") == lp {
				isLogin = true
			}
		}
	}
	if !isLogin {
		return false
	}
	for k := range pu.Query() {
		k = strings.ToLower(k)
		if i := strings.LastIndexByte(k, '.'); i >= 0 {
			k = k[i+1:] // openid.return_to
		}
		for _, rp := range returnParams {
			if k == rp {
				return true
			}
		}
	}
	return false
}

func isPDFURL(u string) bool {
	pu, err := url.Parse(u)
	if err != nil {
		return false
	}
	return strings.HasSuffix(strings.ToLower(pu.Path), ".pdf")
}

func hostAndPath(u string) string {
	pu, err := url.Parse(u)
	if err != nil {
		return ""
	}
	return strings.ToLower(pu.Hostname() + pu.Path)
}

// HarnessError reports whether a step's error text is the automation harness failing
// rather than the site getting in the way: an event loop or executor shut down, the browser
// or its connection gone, a Python traceback. Such an error says nothing about the site,
// and FrictionOther would file it as a blocker of every later task there.
func HarnessError(errText string) bool {
	t := strings.ToLower(errText)
	for _, p := range harnessPhrases {
		if strings.Contains(t, p) {
			return true
		}
	}
	return false
}

var harnessPhrases = []string{
	// the harness's own process: executors, event loops, tasks
	"cannot schedule new futures", "event loop is closed", "traceback (most recent call last)",
	"executor shutdown", "cancellederror", "'nonetype' object has no attribute",
	// the browser or the connection to it gone
	"browser has been closed", "browser has disconnected", "target page, context or browser has been closed",
	"target closed", "targetclosederror", "browser closed", "session closed. most likely the page has been closed",
	"no browser is open", "connection closed while reading", "executable doesn't exist", "econnrefused 127.0.0.1",
	"econnrefused ::1", "econnrefused localhost",
	// the model behind the agent, not the site
	"rate limit reached for gpt", "openai.", "apitimeouterror", "anthropic.", "rate limit reached for requests",
}

// httpCookieTalk reports whether error text e (lower case) speaks of HTTP cookies or of an
// OAuth consent, not of a banner: "document.cookie", "the user's cookies", "third-party
// cookie policy", "Cookie header", "please enable cookies", "consent_required", "OAuth
// consent screen", "admin consent (AADSTS65001)". A cookie banner's element or words
// beside them ("cookie-notice", "cookie banner") still name one.
func httpCookieTalk(e string) bool {
	if containsAny(e, "banner", "notice", "cookie-", "cookies-", "cookiebar", "cookienotice", "cookiesmodal",
		"popup", "pop-up", "modal", "dialog", "overlay", "consent-", "accept all") {
		return false
	}
	return containsAny(e, "document.cookie", "cookie_jar", "cookie jar", "third-party cookie", "third party cookie",
		"cookie header", "cookie: header", "set-cookie", "user's cookies", "send cookies", "sends cookies", "sent cookies",
		"the cookies", "request cookie", "addcookies", "setcookie", "credentials (cookies)", "cookie loop",
		"enable cookies", "cookies are disabled", "httponly", "samesite", "cookie-free",
		// an OAuth or identity provider's consent, a consent form
		"consent_required", "oauth", "consent screen", "admin consent", "interaction_required", "identity provider",
		"declined consent", "aadsts", "consent form")
}

// bannerMention reports whether the word w ("cookie" or "consent") in error text e (lower
// case) names a banner rather than what the agent was after (a shop's "Oatmeal Cookies",
// a form's consent checkbox): it is in the element that took the click ("Other element
// would receive the click: <div id="cookies">", "<div id="cookie-notice">…</div>
// intercepts pointer events"), or a banner's word is joined to it or follows it
// ("cookie-banner", "cookieBar", "CookieConsent", "cookie banner", "consent dialog").
func bannerMention(e, w string) bool {
	return strings.Contains(interceptor(e), w) ||
		anyMention(e, w, func(joined, next string) bool { return bannerWord(joined + " " + next) })
}

// Intercepted reports whether a step's error says that another element took its click (a
// banner, a modal, a spinner over the target: Selenium's "Other element would receive the
// click", Playwright's "… intercepts pointer events", Firefox's "… obscures it"): the
// target was found, so the locator is not to blame.
func Intercepted(errText string) bool {
	e := strings.ToLower(errText)
	return strings.TrimSpace(interceptor(e)) != "" || strings.Contains(e, "element click intercepted")
}

// interceptor returns the part of error text e (lower case) that describes the element
// that took a click: after Selenium's "Other element would receive the click:" or "is
// obscured by", between Firefox's "another element" and "obscures it", before
// Playwright's "intercepts pointer events" on its line; "" when e names none.
func interceptor(e string) string {
	var b strings.Builder
	for line := range strings.Lines(e) {
		for _, after := range []string{"would receive the click", "is obscured by", "is covered by", "is being covered by"} {
			if i := strings.Index(line, after); i >= 0 {
				b.WriteString(line[i+len(after):])
			}
		}
		if i := strings.Index(line, "obscures it"); i >= 0 {
			from := strings.LastIndex(line[:i], "another element")
			b.WriteString(line[max(from, 0):i])
		}
		if i := strings.Index(line, "intercepts pointer events"); i >= 0 {
			b.WriteString(line[:i])
		}
	}
	return b.String()
}

// bannerWord reports whether s holds a word of bannerWords: a whole word ("cookie bar",
// "cookie-bar"), or the start of one for the words of five letters or more
// ("cookie-banners", "consentdialog"); "cookie-bars" of a bakery is none.
func bannerWord(s string) bool {
	for _, tok := range strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == '-' || r == '_' }) {
		for _, w := range bannerWords {
			for _, t := range []string{tok, strings.TrimPrefix(tok, "s")} { // "cookiesModal"
				if t == w || len(w) >= 5 && strings.HasPrefix(t, w) {
					return true
				}
			}
		}
	}
	return false
}

// anyMention reports whether f holds for an occurrence of w in s, given what is joined to
// it in its name (letters, digits, "-", "_": in "#cookie-banner", " -banner") and the name
// that follows it after spaces ("cookie banner": "banner").
func anyMention(s, w string, f func(joined, next string) bool) bool {
	for off := 0; ; {
		k := strings.Index(s[off:], w)
		if k < 0 {
			return false
		}
		i := off + k
		off = i + len(w)
		st, en := i, off
		for st > 0 && nameByte(s[st-1]) {
			st--
		}
		for en < len(s) && nameByte(s[en]) {
			en++
		}
		next := strings.TrimLeft(s[en:], " ")
		n := 0
		for n < len(next) && nameByte(next[n]) {
			n++
		}
		if f(s[st:i]+" "+s[off:en], next[:n]) {
			return true
		}
	}
}

// bannerWords are the words that make "cookie" or "consent" beside them a banner.
var bannerWords = []string{"banner", "bar", "notice", "consent", "popup", "modal", "dialog",
	"overlay", "wall", "law", "layer", "message", "prompt", "accept", "alert", "disclaimer",
	"sdk", "cmp", "gdpr", "container", "warning", "cookie", "onetrust", "didomi"}

// nameByte reports whether c continues a word of an element's name: letters, digits, "-", "_".
func nameByte(c byte) bool {
	return 'a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '-' || c == '_'
}
