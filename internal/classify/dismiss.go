package classify

import "strings"

// dismissTexts are whole names of a control that closes an overlay the site put in the way
// (a newsletter pop-up, a promotion, a survey), normalised: "Close", "×", "No thanks",
// "Not now", in the languages of consentTexts.
var dismissTexts = setOfNormalized("close", "×", "✕", "✖", "x", "dismiss", "no thanks", "no, thanks", "not now",
	"maybe later", "skip", "close dialog", "close popup", "close modal", "close window", "schließen", "schliessen",
	"nein danke", "fermer", "non merci", "cerrar", "no gracias", "chiudi", "no grazie", "fechar", "não obrigado",
	"sluiten", "nee bedankt", "zamknij", "閉じる", "关闭", "關閉", "닫기")

// overlayWords name an overlay in a control's name or selector: "Close newsletter",
// "#promo-modal .close", "button[aria-label='Close dialog']".
var overlayWords = []string{"newsletter", "popup", "pop-up", "modal", "dialog", "overlay", "lightbox", "promo",
	"subscribe", "signup-offer", "survey", "interstitial"}

// IsPopupDismiss reports whether a click target closes a pop-up or a modal the site put in
// the way (SPEC §7 popup_modal) — by a name that is only a closing word or glyph ("Close",
// "×", "No thanks"), or one that names the overlay with a closing word ("Close newsletter"),
// or a selector of the overlay's close control ("#newsletter-modal .close") — so that the
// step can be stored as a conditional one, taken only when the overlay shows. A cookie
// banner's is IsConsentClick's. text is the target's visible text or accessible name,
// selector its CSS selector (either may be empty).
func IsPopupDismiss(text, selector string) bool {
	t := strings.Trim(strings.TrimSpace(frictionText(text)), " .!")
	sel := frictionText(selector)
	if _, whole := dismissTexts[t]; whole {
		return true
	}
	closing := containsAny(t, "close", "dismiss", "schließen", "fermer", "cerrar", "chiudi", "fechar")
	if closing && containsAny(t, overlayWords...) && len(strings.Fields(t)) <= 4 {
		return true // "Close newsletter", "Dismiss promo"
	}
	if t != "" && !closing {
		return false // a named control of the overlay: "Subscribe", "Sign up"
	}
	return containsAny(sel, overlayWords...) && containsAny(sel, "close", "dismiss")
}
