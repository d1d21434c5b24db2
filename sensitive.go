package waymark

import (
	"strings"
	"unicode/utf8"
)

// sensitiveSteps marks the steps whose typed value is a secret: those marked sensitive, and
// every step on an element that a secret was typed into, found by any shared locator on a
// page of the same site — a "press" on "#pw" after a fill of the "Password" field, whose
// recording names the field only once (SPEC §8); an "input.form-control" of another site is
// another element. A key press (Enter, Tab, Shift+Tab) stays a key press.
func sensitiveSteps(steps []Step) []bool {
	sites := map[string]string{} // by page URL; "" for no page, which matches another such
	site := func(url string) string {
		s, ok := sites[url]
		if !ok {
			s, _ = siteOf(url)
			sites[url] = s
		}
		return s
	}
	split := splitCardSteps(steps)
	secret := map[string]bool{}
	for i, st := range steps {
		if st.Target != nil && st.Value != "" && (st.Sensitive || split[i] || secretField(st.Target, st.Value)) {
			for _, l := range targetLocators(st.Target) {
				secret[site(st.URL)+" "+l] = true
			}
		}
	}
	out := make([]bool, len(steps))
	for i, st := range steps {
		out[i] = st.Sensitive || split[i]
		if out[i] || len(secret) == 0 || st.Target == nil || st.Action == ActionPress && isKeyName(st.Value) {
			continue
		}
		for _, l := range targetLocators(st.Target) {
			if secret[site(st.URL)+" "+l] {
				out[i] = true
				break
			}
		}
	}
	return out
}

// splitCardSteps marks the steps that typed one payment-card number into several boxes, a
// group each (redact.SplitCard): fills of digits one after the other, with only key
// presses (Tab, Delete) and clicks (into the next box) between them, into boxes that name
// nothing or a card (cardBox: "Budget: marketing" is no box of a card). Each box alone
// holds four digits that no rule could tell from a year or a PIN.
func splitCardSteps(steps []Step) map[int]bool {
	var out map[int]bool
	var run []int // the fills of the run being read
	// card is the number of fills from the start of run that make a card: the most, 0 if
	// none do.
	card := func() int {
		for n := min(len(run), 5); n >= 2; n-- {
			parts := make([]string, n)
			for k, i := range run[:n] {
				parts[k] = strings.TrimSpace(steps[i].Value)
			}
			if splitCard(parts) {
				return n
			}
		}
		return 0
	}
	flush := func() {
		for len(run) >= 2 {
			n := card()
			if n == 0 {
				run = run[1:]
				continue
			}
			if out == nil {
				out = map[int]bool{}
			}
			for _, i := range run[:n] {
				out[i] = true
			}
			run = run[n:]
		}
		run = run[:0]
	}
	for i, st := range steps {
		switch {
		case st.Action == ActionPress && isKeyName(st.Value), st.Action == ActionClick && st.Error == "":
			continue // Tab or a click to the next box
		case cardGroup(st):
			run = append(run, i)
		default:
			flush()
		}
	}
	flush()
	return out
}

// cardGroup reports whether step st may have typed a group of a card number into a box of
// its own: a fill of digits only into a box that names nothing or a card.
func cardGroup(st Step) bool {
	return typesValue(st.Action) && st.Action != ActionSelect && st.Target != nil &&
		digitsOnly(strings.TrimSpace(st.Value)) && cardBox(st.Target)
}

// cardBox reports whether t may be one box of a card number split into several: its
// accessible name, label, text and descriptive attributes say nothing, or name a card or
// its digits ("Card number", "Digits 5-8").
func cardBox(t *Target) bool {
	desc := []string{t.Name, t.Label, t.Text}
	for _, k := range []string{"aria-label", "placeholder", "title"} {
		desc = append(desc, t.Attributes[k])
	}
	said := strings.ToLower(strings.Join(desc, " "))
	if strings.Trim(said, " 0123456789-/") == "" {
		return true
	}
	for _, w := range []string{"card", "digit", "number", "cc", "karte", "tarjeta", "carte"} {
		if strings.Contains(said, w) {
			return true
		}
	}
	return false
}

// maxCardSteps is how many steps a card number typed into boxes takes at most: five groups,
// each with a click before it and up to four key presses after it.
const maxCardSteps = 30

// endsSplitCard reports whether the last of steps typed the last group of a card number
// typed into boxes (splitCardSteps), reading the last maxCardSteps steps only, so that a
// session's step costs the same at any length of its trail.
func endsSplitCard(steps []Step) bool {
	n := len(steps)
	if n < 2 || !cardGroup(steps[n-1]) {
		return false
	}
	tail := steps[max(0, n-maxCardSteps):]
	return splitCardSteps(tail)[len(tail)-1]
}

// digitsOnly reports whether s is one or more ASCII digits.
func digitsOnly(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

// targetLocators lists the selectors and XPath a target was recorded with.
func targetLocators(t *Target) []string {
	var out []string
	for _, l := range append([]string{t.Selector, t.XPath}, t.Selectors...) {
		if l = strings.TrimSpace(l); l != "" {
			out = append(out, l)
		}
	}
	return out
}

// keyNames are the named keys of Playwright, Puppeteer and Selenium (lower case).
var keyNames = map[string]bool{
	"enter": true, "return": true, "tab": true, "escape": true, "esc": true, "backspace": true, "delete": true,
	"insert": true, "space": true, "home": true, "end": true, "pageup": true, "pagedown": true,
	"arrowup": true, "arrowdown": true, "arrowleft": true, "arrowright": true, "up": true, "down": true,
	"left": true, "right": true, "f1": true, "f2": true, "f3": true, "f4": true, "f5": true, "f6": true,
	"f7": true, "f8": true, "f9": true, "f10": true, "f11": true, "f12": true,
}

// keyModifiers may prefix a key: "Shift+Tab", "Control+Enter".
var keyModifiers = map[string]bool{"shift": true, "control": true, "ctrl": true, "alt": true, "meta": true,
	"cmd": true, "command": true, "controlormeta": true}

// isKeyName reports whether v names a key, with modifiers or not, rather than typed text.
func isKeyName(v string) bool {
	v = strings.TrimSpace(v)
	if r := []rune(v); len(r) == 1 && r[0] >= 0xE000 && r[0] <= 0xE05D {
		return true // a WebDriver key code point ("\ue007" is Enter)
	}
	parts := strings.Split(strings.ToLower(v), "+")
	for _, m := range parts[:len(parts)-1] {
		if !keyModifiers[m] {
			return false
		}
	}
	k := strings.TrimPrefix(parts[len(parts)-1], "key.") // pynput's Key.enter
	if len(parts) > 1 && utf8.RuneCountInString(k) == 1 {
		return true // a chord: Meta+a, Control+c
	}
	return keyNames[k] || strings.HasPrefix(k, "numpad") && keyNames[strings.TrimPrefix(k, "numpad")]
}
