package waymark

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// refusalSigns end a request that is refused or in doubt: "Reboot the server ❌", "Cancel
// my trip? 🤔".
var refusalSigns = []string{"❌", "🚫", "⛔", "✗", "✖", "🙅", "🤔"}

// markedOff returns what marks a query's request as not to be done by its form rather
// than its words, when the stored intent has no such mark: struck out in Markdown
// ("~~Delete the bucket~~") or left in an HTML comment ("<!-- … -->"): "struck out"; a
// sign of refusal or doubt at its end (refusalSigns), "or not" or "/s" (said in jest) at
// its end; or, after a colon, a dash or an opening parenthesis, no more than a retraction
// ("…: NO", "… - NOT", "… (not!)", "… - not yet"): "no". "" for none.
func markedOff(query, stored string) string {
	q := strings.TrimSpace(query)
	for _, m := range []string{"~~", "<!--"} {
		if strings.Contains(q, m) && !strings.Contains(stored, m) {
			return "struck out"
		}
	}
	end := strings.TrimRightFunc(q, func(r rune) bool { return unicode.IsSpace(r) || strings.ContainsRune(".!?…)", r) })
	for _, s := range refusalSigns {
		if strings.HasSuffix(end, s) && !strings.Contains(stored, s) {
			return s
		}
	}
	low := strings.ToLower(end)
	switch {
	case strings.HasSuffix(low, " or not"):
		return "or not"
	case strings.HasSuffix(low, " /s"):
		return "/s"
	}
	i := strings.LastIndexAny(end, ":(—–")
	if j := strings.LastIndex(end, " - "); j > i {
		i = j
	}
	if i <= 0 {
		return ""
	}
	_, n := utf8.DecodeRuneInString(end[i:])
	lw := lowerWords(end[i+n:])
	if len(lw) == 0 || len(lw) > 3 {
		return ""
	}
	for _, w := range lw {
		if !retractions[w] {
			return ""
		}
	}
	return "no"
}

// percentRe matches a share of a whole: "84.20%", "20 percent", "15 per cent".
var percentRe = regexp.MustCompile(`(?i)\b\d+(?:[.,]\d+)?\s*(?:%|percent\b|per cent\b)`)

// percentOf returns the share a query names ("84.20%", "20 percent") when the stored
// intent names none: "Pay 84.20% of my electric bill" is a part of the bill, not the
// amount the route types. "" for none.
func percentOf(query, stored string) string {
	if percentRe.MatchString(stored) {
		return ""
	}
	return percentRe.FindString(query)
}

// takenBack reports whether w, what deferralBeyond found, takes the request back,
// corrects or doubts it (markedOff's marks; "no" of a last sentence that retracts it, or a
// word of correctionWords that begins a clause correcting it) rather than putting it off
// or making it in part.
func takenBack(w string) bool {
	return correctionWords[w] || w == "struck out" || w == "or not" || w == "/s" || slices.Contains(refusalSigns, w)
}
