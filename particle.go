package waymark

import "strings"

// phrasalVerbs are the verbs whose particle says which way they act ("turn on" and "turn
// off", "log in" and "log out"), each mapped to its kind (verbs of one kind act alike:
// "sign in" is "log in", "switch off" is "turn off") and how many words its particle may
// come after it: a switch's object often comes between ("turn the vacation responder
// off"), a login's never (a pronoun aside: "log me out").
var phrasalVerbs = map[string]struct {
	kind   string
	window int
}{
	"turn": {"turn", 10}, "switch": {"turn", 10}, "power": {"turn", 10},
	"log": {"log", 1}, "sign": {"log", 1}, "opt": {"opt", 1}, "clock": {"clock", 1}, "check": {"check", 1},
}

// oppositeParticle maps each particle to its opposite; particleOf maps the one-word forms
// ("logout") to their kind and particle.
var (
	oppositeParticle = map[string]string{"on": "off", "off": "on", "in": "out", "out": "in"}
	particleOf       = map[string][2]string{
		"login": {"log", "in"}, "logout": {"log", "out"}, "signin": {"log", "in"}, "signout": {"log", "out"},
		"logon": {"log", "in"}, "logoff": {"log", "out"},
	}
)

// particleEnds are the words after which an "on" or "off" ends its verb's phrase rather
// than begins a place ("turn autoplay off on YouTube", "turn it off and …").
var particleEnds = map[string]bool{
	"": true, "on": true, "off": true, "and": true, "then": true, "in": true, "at": true, "for": true,
	"every": true, "when": true, "after": true, "before": true, "now": true, "please": true,
	"during": true, "until": true, "from": true, "to": true, "by": true, "with": true, "again": true,
}

// isPhrasalVerb reports whether w is a form of a verb in phrasalVerbs ("log", "signing").
func isPhrasalVerb(w string) bool {
	_, ok := phrasalVerbs[verbBase(w)]
	return ok
}

// verbBase returns a verb's base of an -ing, -ed or -s form ("logging" → "log", "turned"
// → "turn", "switches" → "switch"), or w.
func verbBase(w string) string {
	for _, suf := range []string{"ing", "ed", "es", "s"} {
		b, ok := strings.CutSuffix(w, suf)
		if !ok || len(b) < 3 {
			continue
		}
		if _, known := phrasalVerbs[b]; known {
			return b
		}
		if n := len(b); b[n-1] == b[n-2] { // "logg" of "logging"
			if _, known := phrasalVerbs[b[:n-1]]; known {
				return b[:n-1]
			}
		}
	}
	return w
}

// particles returns the particle of each kind of phrasal verb in an English text:
// "on" or "off" right after "turn", "switch" or "power" ("turn off the light on the
// porch"), else the one within ten words that ends the phrase (particleEnds: "turn
// autoplay off on YouTube"), else the last ("turn the light on the porch off"); "in",
// "out" ("into" is "in"; "on" is "in" and "off" "out" for a login) right after "log",
// "sign", "opt", "clock" or "check", a pronoun aside ("log me out"); or the particle of a
// one-word form ("logout"). Any form of the verb counts ("logging out").
func particles(s string) map[string]string {
	words := letterWords(strings.ToLower(s))
	var out map[string]string
	set := func(kind, p string) {
		if out == nil {
			out = map[string]string{}
		}
		if _, seen := out[kind]; !seen {
			out[kind] = p
		}
	}
	for i, w := range words {
		if kp, ok := particleOf[w]; ok {
			set(kp[0], kp[1])
			continue
		}
		v, ok := phrasalVerbs[verbBase(w)]
		if !ok {
			continue
		}
		start := i + 1
		if v.window == 1 && start+1 < len(words) && (words[start] == "me" || words[start] == "us" || words[start] == "myself") {
			start++ // "log me out"
		}
		end := min(len(words), start+v.window)
		if p := particleIn(words[start:end], words[end:], v.window == 1); p != "" {
			set(v.kind, p)
		}
	}
	return out
}

// particleIn picks the particle of a phrasal verb among the words after it (rest), after
// is what follows them; login says the verb takes in/out (see particles).
func particleIn(rest, after []string, login bool) string {
	next := func(k int) string {
		if k+1 < len(rest) {
			return rest[k+1]
		}
		if len(after) > 0 {
			return after[0]
		}
		return ""
	}
	last, ending := "", ""
	for k, w := range rest {
		switch {
		case login && (w == "in" || w == "out"):
			return w
		case login && w == "into":
			return "in"
		case login && w == "on":
			return "in"
		case login && w == "off":
			return "out"
		case w != "on" && w != "off":
			continue
		case k == 0:
			return w // "turn off the light on the porch"
		}
		last = w
		if ending == "" && particleEnds[next(k)] {
			ending = w
		}
	}
	if ending != "" {
		return ending
	}
	return last
}

// reversed reports whether a query turns a phrasal verb of a stored intent the other way:
// of their particles (a of the query, b of the stored intent; see particles), a kind of
// verb both use has opposite ones ("turn off" against "turn on", "sign out" against "log
// in"). Another verb's particle in either is no reversal ("Check out my cart after
// logging in" against "Log in and check out my cart"). Stop words leave the particles out
// of the terms.
func reversed(a, b map[string]string) bool {
	for kind, p := range a {
		if q, ok := b[kind]; ok && oppositeParticle[p] == q {
			return true
		}
	}
	return false
}
