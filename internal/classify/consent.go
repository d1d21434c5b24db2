package classify

import (
	"strings"
	"unicode"
)

// consentTexts are the accessible names of cookie-consent buttons, whole
// (after frictionText normalisation): accept, agree, allow, and reject,
// which dismisses the banner just as well.
var consentTexts = setOfNormalized(
	"accept all", "accept all cookies", "accept cookies", "accept and close", "accept & close",
	"accept and continue", "allow all", "allow all cookies", "allow cookies", "i agree",
	"i accept", "agree", "agree and close", "agree & proceed", "agree and proceed",
	"reject all", "reject all cookies", "decline all", "only necessary", "necessary only",
	"use necessary cookies only", "alle akzeptieren", "alle cookies akzeptieren",
	"akzeptieren", "akzeptieren und schliessen", "zustimmen", "ich stimme zu",
	"alle zulassen", "alle ablehnen", "einverstanden", "tout accepter", "accepter",
	"accepter et fermer", "accepter et continuer", "j'accepte", "tout refuser",
	"aceptar", "aceptar todo", "aceptar todas", "aceptar cookies", "acepto", "rechazar todo",
	"accetta", "accetta tutto", "accetta tutti", "rifiuta tutto", "alles accepteren",
	"accepteren", "aceitar", "aceitar tudo", "принять", "принять все", "согласен", "ok, got it",
	"accepter & fermer", "continuer sans accepter", "alles akzeptieren", "akzeptieren und weiter",
	"nur notwendige cookies", "akkoord", "cookies toestaan", "accetto", "aceitar todos os cookies",
	"zaakceptuj wszystko", "akceptuj wszystkie", "akceptuje", "godkänn alla", "godkänn alla cookies",
	"acceptera alla", "tillåt alla", "hyväksy kaikki", "accepter alle", "godta alle",
)

// consentVendors mark a target that belongs to a consent banner: consent managers' names
// and class names.
var consentVendors = []string{"gdpr", "onetrust", "cookiebot", "cybotcookiebot",
	"didomi", "trustarc", "truste", "usercentrics", "quantcast", "qc-cmp", "sp_choice",
	"cc-allow", "cc-accept", "cc-dismiss", "klaro", "iubenda", "osano", "termly", "l2aglb",
	"sp-cc-", "hs-eu-", "uc-btn-", "cmplz-", "cky-btn", "cky-consent"} // Amazon, HubSpot, Usercentrics, Complianz, CookieYes

// shopWords begin the words of a target's text or selector that mark a shop's or a site's
// own element, not a banner's: "Add to cart", "#product-cookies-12", "a[href=/shop/cookies]",
// "#navbar-cookies" (but not "border").
var shopWords = []string{"add", "cart", "basket", "bag", "buy", "order", "checkout", "wishlist",
	"recipe", "product", "collection", "categor", "menu", "nav", "sidebar", "sku", "price", "shop", "href",
	"handle", "tile", "item", "view", "details", "subscribe", "signup", "sign", "log", "login", "search"}

// shopWord reports whether a word of s (letters and digits) begins with one of shopWords.
func shopWord(s string) bool {
	for _, w := range strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
		for _, p := range shopWords {
			if strings.HasPrefix(w, p) {
				return true
			}
		}
	}
	return false
}

// consentActions are the verbs of a consent button, in a selector or text.
var consentActions = []string{"accept", "agree", "allow", "consent", "reject", "decline", "deny",
	"dismiss", "akzept", "zustimm", "accepter", "aceptar", "accett", "принять", "akcept", "zaakceptuj",
	"godkann", "godta", "hyvaksy", "aceitar"}

// notConsent are targets inside a banner that open or link elsewhere
// rather than answering it.
var notConsent = []string{"policy", "privacy-policy", "more info", "more-info", "learn more",
	"learn-more", "read more", "datenschutzerklarung", "impressum", "politique", "politica"}

// IsConsentClick reports whether a click target is a cookie-consent button
// — "Accept all", "Alle akzeptieren", "Tout accepter", "Aceptar todo",
// "I agree", "#onetrust-accept-btn-handler", an element whose id or class
// names a cookie or consent banner — so that the step can be stored as a
// conditional one: taken only when the banner shows (SPEC §7
// cookie_banner). text is the target's visible text or accessible name,
// selector its CSS selector (either may be empty). Links to a cookie
// policy are not consent clicks.
func IsConsentClick(text, selector string) bool {
	t := strings.TrimSpace(frictionText(text))
	sel := frictionText(selector)
	_, whole := consentTexts[strings.Trim(t, " .!")]
	consent := whole ||
		strings.Contains(t, "cookie") && containsAny(t, consentActions...) || // "Accept the cookies", "Only allow essential cookies"
		containsAny(sel, consentVendors...) || // #onetrust-accept-btn-handler, #L2AGLb
		consentSelector(sel, t) // #cookie-accept, .cookie-banner button, #cookies button.close
	// Most clicks are not on a banner: the exclusions are only looked for in the few that are.
	// A form's own field ("I agree" on input#terms) answers the form; a banner's toggles
	// name the banner.
	return consent && !containsAny(t, notConsent...) && !containsAny(sel, notConsent...) &&
		!(formField(sel) && !strings.Contains(sel, "cookie") && !containsAny(sel, consentVendors...))
}

func setOfNormalized(words ...string) map[string]struct{} {
	m := make(map[string]struct{}, len(words))
	for _, w := range words {
		m[frictionText(w)] = struct{}{}
	}
	return m
}

// consentSelector reports whether selector sel (normalised) of a target with text t names a
// consent banner's button by the words "cookie" or "consent" ("#cookie-accept", ".cookie-btn",
// "#cookie_action_close_header", "#cookie-hinweis", "#CookieConsent .save"): the target's
// text is short (5 words at most; empty for an icon) and neither a shop's or a site's own
// (shopWords: "Add to cart", "#product-cookies-12", a link) nor a name holding the word
// itself without a consent verb ("Chocolate Chip Cookies", a "Cookies" category), and the
// target is no form field ("input[name=consent]", a terms checkbox).
func consentSelector(sel, t string) bool {
	if !strings.Contains(sel, "cookie") && !strings.Contains(sel, "consent") {
		return false
	}
	named := strings.Contains(t, "cookie") || strings.Contains(t, "consent")
	return !(named && !containsAny(t, consentActions...)) &&
		!shopWord(t) && !shopWord(sel) &&
		!formField(sel) && len(strings.Fields(t)) <= 5
}

// formField reports whether a selector's target is an input or a select: a form's own
// field ("input#consent", "//input[@name='gdpr']").
func formField(sel string) bool {
	last := sel[strings.LastIndexAny(sel, " >/")+1:]
	return strings.HasPrefix(last, "input") || strings.HasPrefix(last, "select") || strings.HasPrefix(last, "textarea")
}
