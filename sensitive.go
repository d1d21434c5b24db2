package waymark

import (
	"slices"
	"strings"
	"unicode"
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
	for _, st := range steps {
		// A split card's boxes are marked by the run they are in, not by their locators,
		// which may be every input's ("input.form-control").
		if st.Target != nil && st.Value != "" && (st.Sensitive || secretField(st.Target, st.Value)) {
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
// group each (redact.SplitCard): fills of digits one after the other into boxes that name
// nothing or a card (cardBox: "Budget: marketing" is no box of a card), with only key
// presses (Tab, Backspace), clicks, waits and other steps that type nothing between them.
// A fill into the box just filled after a key that erases (Backspace, Delete) corrects it
// and counts in its place; a value is marked when any run of 2–5 groups it is in makes a
// card. Groups that are all round numbers (4000, 1000, …) are amounts, and digits right
// after an IBAN's country and check digits ("DE80") are its account, not a card. Each box
// alone holds four digits that no rule could tell from a year or a PIN.
func splitCardSteps(steps []Step) map[int]bool {
	var out map[int]bool
	var run [][]int  // the fills of the run being read, each with the fills it corrected
	erased := false  // a key that erases came after the run's last fill
	tainted := false // the run follows an IBAN's first box
	flush := func() {
		for start := range run {
			for n := min(len(run)-start, 5); n >= 2 && !tainted; n-- {
				parts := make([]string, n)
				for k, fills := range run[start : start+n] {
					parts[k] = strings.TrimSpace(steps[fills[len(fills)-1]].Value)
				}
				if !splitCard(parts) || roundGroups(parts) {
					continue
				}
				if out == nil {
					out = map[int]bool{}
				}
				for _, fills := range run[start : start+n] {
					for _, i := range fills {
						out[i] = true
					}
				}
				break
			}
		}
		run, erased, tainted = run[:0], false, false
	}
	for i, st := range steps {
		switch {
		case cardGroup(st):
			if k := len(run) - 1; k >= 0 && erased && sameTarget(steps[run[k][len(run[k])-1]].Target, st.Target) {
				run[k] = append(run[k], i) // the box corrected
			} else {
				run = append(run, []int{i})
			}
			erased = false
		case !betweenBoxes(st):
			flush()
			tainted = typesValue(st.Action) && ibanStart(strings.TrimSpace(st.Value))
		case st.Action == ActionPress:
			v := strings.ToLower(st.Value)
			erased = erased || strings.Contains(v, "backspace") || strings.Contains(v, "delete") || v == "\b"
		}
	}
	flush()
	return out
}

// betweenBoxes reports whether step st, no fill of a card's group, may come between the
// boxes of a card number: a key press (Tab, Backspace), a click into the next box, a wait,
// a hover; not a navigation, an extraction, the end, a choice in a list or other typing.
func betweenBoxes(st Step) bool {
	switch {
	case st.Action == ActionWait, st.Action == ActionScroll:
		return true // a pause of "300" ms types nothing
	case typesValue(st.Action), digitsOnly(strings.TrimSpace(st.Value)):
		return false
	case st.Action == ActionNavigate, st.Action == ActionExtract, st.Action == ActionDone:
		return false
	}
	return true
}

// roundGroups reports whether every group ends in "00": amounts, not a card's digits.
func roundGroups(parts []string) bool {
	for _, p := range parts {
		if !strings.HasSuffix(p, "00") {
			return false
		}
	}
	return true
}

// ibanStart reports whether v is the first box of an IBAN typed in groups: two capital
// letters and two check digits ("DE80", "GB29").
func ibanStart(v string) bool {
	return len(v) == 4 && v[0] >= 'A' && v[0] <= 'Z' && v[1] >= 'A' && v[1] <= 'Z' && digitsOnly(v[2:])
}

// cardGroup reports whether step st may have typed a group of a card number into a box of
// its own: a fill of digits only into a box that names nothing or a card.
func cardGroup(st Step) bool {
	return typesValue(st.Action) && st.Action != ActionSelect && st.Target != nil &&
		digitsOnly(strings.TrimSpace(st.Value)) && cardBox(st.Target)
}

// cardBox reports whether t may be one box of a card number split into several: its
// accessible name, label, text and descriptive attributes say nothing, or only what boxes
// of a split number say (a placeholder of X, • or digits; "Group 2", "Part 3"), or name a
// card (a card word, or the field rules' card number: "Numero carta", autocomplete
// cc-number). "Serial number" or "Amount" is another box.
func cardBox(t *Target) bool {
	desc := []string{t.Name, t.Label, t.Text}
	for _, k := range []string{"aria-label", "placeholder", "title", "name", "id", "autocomplete"} {
		desc = append(desc, t.Attributes[k])
	}
	said := strings.ToLower(strings.Join(desc, " "))
	if strings.Trim(said, " 0123456789-/x•*·") == "" {
		return true
	}
	if fieldClass(t) == redactCardNumber {
		return true
	}
	for _, w := range strings.FieldsFunc(said, func(r rune) bool { return !unicode.IsLetter(r) }) {
		if cardBoxWords[w] {
			return true
		}
	}
	return false
}

// cardBoxWords are words that the description of a box of a split card number may hold.
var cardBoxWords = map[string]bool{"card": true, "cc": true, "pan": true, "digits": true, "digit": true,
	"group": true, "part": true, "block": true, "segment": true, "karte": true, "kartennummer": true,
	"tarjeta": true, "carte": true, "carta": true, "kaart": true, "kaartnummer": true, "karty": true,
	"cartão": true, "kort": true, "kortnummer": true, "cardnumber": true, "ccnumber": true}

// maxCardLookBack bounds how far back a session's step looks for the boxes of a card
// number it may have finished (endsSplitCard).
const maxCardLookBack = 100

// endsSplitCard reports whether the last of steps typed the last group of a card number
// typed into boxes (splitCardSteps), reading back only over the steps such a number's
// boxes may hold between them (at most maxCardLookBack), so that a session's step costs
// the same at any length of its trail.
func endsSplitCard(steps []Step) bool {
	n := len(steps)
	if n < 2 || !cardGroup(steps[n-1]) {
		return false
	}
	from := n - 1
	for from > 0 && n-from < maxCardLookBack {
		if st := steps[from-1]; !cardGroup(st) && !betweenBoxes(st) {
			break
		}
		from--
	}
	from = max(0, from-1) // with the step that ended the run: an IBAN's first box taints it
	return splitCardSteps(steps[from:])[n-1-from]
}

// sameTarget reports whether a and b share a recorded locator.
func sameTarget(a, b *Target) bool {
	for _, x := range targetLocators(a) {
		if slices.Contains(targetLocators(b), x) {
			return true
		}
	}
	return false
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
