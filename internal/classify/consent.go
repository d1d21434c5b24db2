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

// consentWords mark a target that belongs to a consent banner.
var consentWords = []string{"cookie", "consent", "gdpr", "onetrust", "cookiebot", "cybotcookiebot",
	"didomi", "trustarc", "truste", "usercentrics", "quantcast", "qc-cmp", "sp_choice",
	"cc-allow", "cc-accept", "cc-dismiss", "klaro", "iubenda", "osano", "termly", "l2aglb"}

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
		containsAny(sel, consentWords...) // #onetrust-accept-btn-handler, [id*=cookie], #L2AGLb
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
