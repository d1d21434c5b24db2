package classify

import "strings"

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
)

// consentVendors mark a target that belongs to a consent banner: consent managers' names
// and class names.
var consentVendors = []string{"gdpr", "onetrust", "cookiebot", "cybotcookiebot",
	"didomi", "trustarc", "truste", "usercentrics", "quantcast", "qc-cmp", "sp_choice",
	"cc-allow", "cc-accept", "cc-dismiss", "klaro", "iubenda", "osano", "termly", "l2aglb"}

// dismissTexts are the names of a button that closes a banner it is in (inside an element
// named "cookies" only: elsewhere they close anything).
var dismissTexts = setOfNormalized("", "ok", "okay", "got it", "close", "x", "×", "✕", "continue",
	"understood", "i understand", "dismiss", "accept", "agree", "allow", "save", "confirm")

// consentActions are the verbs of a consent button, in a selector or text.
var consentActions = []string{"accept", "agree", "allow", "consent", "reject", "decline", "deny",
	"dismiss", "akzept", "zustimm", "accepter", "aceptar", "accett", "принять"}

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
	return consent && !containsAny(t, notConsent...) && !containsAny(sel, notConsent...)
}

func setOfNormalized(words ...string) map[string]struct{} {
	m := make(map[string]struct{}, len(words))
	for _, w := range words {
		m[frictionText(w)] = struct{}{}
	}
	return m
}

// consentSelector reports whether selector sel (normalised) names a consent banner's
// button by the words "cookie" or "consent": joined to a banner's word or a consent verb
// ("#cookie-accept", ".cookie-banner button", "#CookieConsent", "[id*=cookie-notice]"), or
// as a whole name ("#cookies button") when the target's text only dismisses (dismissTexts
// or consentTexts). A shop's "[data-product=oatmeal-cookies]" or "a[href=/shop/cookies]"
// with the text "Cookies", a form's "input[name=consent]" are not.
func consentSelector(sel, text string) bool {
	_, dismiss := dismissTexts[strings.Trim(text, " .!")]
	_, answer := consentTexts[strings.Trim(text, " .!")]
	joinedTo := func(joined, _ string) bool {
		return containsAny(joined, bannerWords...) || containsAny(joined, consentActions...) ||
			strings.Trim(joined, " s-_") == "" && (dismiss || answer)
	}
	return anyMention(sel, "cookie", joinedTo) || anyMention(sel, "consent", joinedTo)
}
