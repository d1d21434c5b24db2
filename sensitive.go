package waymark

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/waymark-dev/waymark/internal/selector"
)

// sensitiveSteps marks the steps whose typed value is a secret: those marked sensitive, the
// boxes of a card number typed a group each (splitCardSteps), and every step on an element
// that a secret was typed into, found by any shared locator on a page of the same site — a
// "press" on "#pw" after a fill of the "Password" field, whose recording names the field
// only once (SPEC §8); an "input.form-control" of another site is another element. A key
// press (Enter, Tab, Shift+Tab) stays a key press.
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
	for i := range loginSecondBoxes(steps) {
		for _, l := range targetLocators(steps[i].Target) {
			secret[site(steps[i].URL)+" "+l] = true
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
// nothing or a card (cardBox: "#quantity" or "Start time" is no box of a card), with steps
// that type nothing between them (key presses, clicks, waits, a choice of card brand). A
// fill into the box just filled, with no click or Tab to another between, replaces it (a
// correction, a retry); as one selector may serve every box, the fills are read both ways,
// each as a box of its own and each box as its last fill, and a value is marked when a run
// of 2–5 groups that holds it makes a card in either reading. Groups that are all round
// numbers (4000, 1000, …) are amounts, and digits right after an IBAN's first box ("DE80")
// are its account, not a card. Each box alone holds four digits that no rule could tell
// from a year or a PIN.
func splitCardSteps(steps []Step) map[int]bool {
	var out map[int]bool
	var boxes [][]int // the boxes of the run being read, each with its fills in order
	moved := false    // a click or Tab since the run's last fill
	tainted := false  // the run follows an IBAN's first box
	mark := func(fills []int) {
		if out == nil {
			out = map[int]bool{}
		}
		for _, i := range fills {
			out[i] = true
		}
	}
	// cards marks every window of 2–5 entries of run (each a list of fills, read by its
	// last) that makes a card.
	cards := func(run [][]int) {
		for start := range run {
			for n := min(len(run)-start, 5); n >= 2; n-- {
				parts := make([]string, n)
				for k, fills := range run[start : start+n] {
					parts[k] = strings.TrimSpace(steps[fills[len(fills)-1]].Value)
				}
				if splitCard(parts) && !roundGroups(parts) {
					for _, fills := range run[start : start+n] {
						mark(fills)
					}
					break
				}
			}
		}
	}
	flush := func() {
		if !tainted {
			cards(boxes) // each box by its last fill
			var each [][]int
			for _, fills := range boxes {
				for _, i := range fills {
					each = append(each, []int{i})
				}
			}
			if len(each) > len(boxes) {
				cards(each) // each fill a box of its own, when a box was filled again
			}
		}
		boxes, moved, tainted = boxes[:0], false, false
	}
	for i, st := range steps {
		switch rest := cardLed(steps, i); {
		case rest != nil:
			// The rest of a card whose first box was masked as it came (a session masks a
			// box labelled "Card number" at once): its groups cannot be checked, its
			// shape can.
			mark(rest)
		case cardGroup(st):
			if k := len(boxes) - 1; k >= 0 && !moved && sameTarget(steps[boxes[k][len(boxes[k])-1]].Target, st.Target) {
				boxes[k] = append(boxes[k], i) // the same box again
			} else {
				boxes = append(boxes, []int{i})
			}
			moved = false
		case !betweenBoxes(st):
			flush()
			tainted = typesText(st) && ibanStart(strings.TrimSpace(st.Value))
		case st.Action == ActionClick, st.Action == ActionPress && strings.Contains(strings.ToLower(st.Value), "tab"):
			moved = true
		}
	}
	flush()
	return out
}

// cardLed returns, when steps[i] is a fill masked as a card number ("{{card_number}}"),
// the fills after it that hold the rest of that card (cardRest); else nil.
func cardLed(steps []Step, i int) []int {
	v := strings.TrimSpace(steps[i].Value)
	if !typesText(steps[i]) || !strings.HasPrefix(v, "{{"+redactCardNumber) || !strings.HasSuffix(v, "}}") {
		return nil
	}
	return cardRest(steps, i)
}

// cardRest returns the fills after steps[i], a box masked as a card number, that hold the
// rest of that card's groups: with only steps that type nothing between them, three groups
// of four digits (Visa, Mastercard, Discover), or six and five or four digits (American
// Express, Diners), in boxes of their own; nil when the fills that follow have no such
// shape.
func cardRest(steps []Step, i int) []int {
	var fills []int
	var lens []int
	for k := i + 1; k < len(steps) && len(fills) < 4; k++ {
		switch st := steps[k]; {
		case cardGroup(st):
			fills, lens = append(fills, k), append(lens, len(strings.TrimSpace(st.Value)))
		case betweenBoxes(st):
		default:
			k = len(steps)
		}
	}
	for _, shape := range [][]int{{4, 4, 4}, {6, 5}, {6, 4}} {
		if len(lens) >= len(shape) && slices.Equal(lens[:len(shape)], shape) {
			return fills[:len(shape)]
		}
	}
	return nil
}

// typesText reports whether step st types text into its element: a fill, or the typing
// actions of recorders and agents that waymark keeps as written (browser-use's input_text,
// WebDriver's sendKeys), or a key press of more than one digit.
func typesText(st Step) bool {
	switch strings.ToLower(string(st.Action)) {
	case string(ActionFill), "type", "input_text", "sendkeys", "send_keys", "type_text", "input":
		return true
	case string(ActionPress):
		v := strings.TrimSpace(st.Value)
		return len(v) > 1 && digitsOnly(v)
	}
	return false
}

// betweenBoxes reports whether step st, no fill of a card's group, may come between the
// boxes of a card number: a key press (Tab, Backspace), a click into the next box, a wait,
// a hover, a choice of the card's brand, a look at the page; not a navigation, the end or
// other typing.
func betweenBoxes(st Step) bool {
	switch {
	case st.Action == ActionWait, st.Action == ActionScroll, st.Action == ActionSelect, st.Action == ActionExtract:
		return true // a pause of "300" ms types nothing
	case typesText(st), st.Action != ActionPress && digitsOnly(strings.TrimSpace(st.Value)):
		return false
	case st.Action == ActionNavigate, st.Action == ActionDone:
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

// ibanStart reports whether v is the first box of an IBAN typed in groups: a country that
// issues IBANs and two check digits ("DE80", "gb29").
func ibanStart(v string) bool {
	return len(v) == 4 && ibanCountries[strings.ToUpper(v[:2])] && digitsOnly(v[2:])
}

// ibanCountries are the countries whose bank accounts have IBANs (ISO 3166 codes).
var ibanCountries = func() map[string]bool {
	m := map[string]bool{}
	for _, c := range strings.Fields(`AD AE AL AT AZ BA BE BG BH BR BY CH CR CY CZ DE DK DO EE EG ES FI FO FR GB
		GE GI GL GR GT HR HU IE IL IQ IS IT JO KW KZ LB LC LI LT LU LV LY MC MD ME MK MR MT MU NL NO
		PK PL PS PT QA RO RS RU SA SC SD SE SI SK SM SO ST SV TL TN TR UA VA VG XK`) {
		m[c] = true
	}
	return m
}()

// cardGroup reports whether step st may have typed a group of a card number into a box of
// its own: digits only, typed into a box that names nothing or a card.
func cardGroup(st Step) bool {
	return typesText(st) && st.Target != nil && digitsOnly(strings.TrimSpace(st.Value)) && cardBox(st.Target)
}

// cardBox reports whether t may be one box of a card number split into several: what
// describes it — accessible name, label, text, descriptive attributes and the words of its
// selector — says nothing but the markup's own words ("input.form-control",
// "input[maxlength='4']", "#c2"), a placeholder of X, #, • or digits, or names a card or its
// digits ("Card number", "Numero carta", "#cc-number-2", autocomplete cc-number); a box
// numbered only ("Part 1", boxWords) says nothing. "#quantity", "Start time" or "Serial
// number" is another box.
func cardBox(t *Target) bool {
	desc := []string{t.Name, t.Label, t.Text}
	for _, k := range []string{"aria-label", "placeholder", "title", "name", "id", "autocomplete"} {
		desc = append(desc, t.Attributes[k])
	}
	said := strings.ToLower(strings.Join(desc, " "))
	for _, stem := range cardStems {
		if strings.Contains(said, stem) || strings.Contains(strings.ToLower(t.Selector), stem) {
			return true
		}
	}
	if fieldClass(t) == redactCardNumber {
		return true
	}
	for _, w := range boxWords {
		said = strings.ReplaceAll(said, w, "")
	}
	return strings.Trim(said, " 0123456789-/xX#•●*·_") == "" && markupOnly(t)
}

// boxWords are the words that number a box and say nothing of what it holds ("Part 1",
// "Group 2 of 4", "Box 3"): cardBox reads past them.
var boxWords = []string{"part", "group", "block", "segment", "box", "of"}

// markupOnly reports whether the selector and XPath of t say nothing of what the element
// is for but the markup's own words (markupWords: "input.form-control",
// "/html/body/form/input[2]"); "#quantity" or "start time" says what it is for.
func markupOnly(t *Target) bool {
	for _, w := range strings.FieldsFunc(strings.ToLower(t.Selector+" "+t.XPath), func(r rune) bool { return !unicode.IsLetter(r) }) {
		if len(w) > 2 && !markupWords[w] {
			return false
		}
	}
	return true
}

// loginSecondBoxes returns the steps that typed a password into a login form's second box
// though nothing names the box a password's: on a page whose URL says it signs in
// (loginPage), the first text typed after a user name or an e-mail address (a field of
// that class, a user's box: userBox, or an address typed), into a box that nothing describes (no accessible
// name, label, placeholder or descriptive attribute, a selector or XPath of markup words
// only: "/html/body/form/input[2]", "#field-2" is "field"), with a value that is no e-mail
// address.
func loginSecondBoxes(steps []Step) map[int]bool {
	var out map[int]bool
	user := -1 // the last step that typed a user name or an address
	for i, st := range steps {
		if !typesText(st) || st.Target == nil || strings.TrimSpace(st.Value) == "" || st.Action == ActionPress {
			continue
		}
		v := strings.TrimSpace(st.Value)
		if c := fieldClass(st.Target); c == redactEmail || c == redactUsername || emailLike(v) || userBox(st.Target) {
			user = i
			continue
		}
		if user >= 0 && steps[user].URL == st.URL && loginPage(st.URL) && undescribed(st.Target) {
			if out == nil {
				out = map[int]bool{}
			}
			out[i] = true
		}
		user = -1
	}
	return out
}

// userWords are the words of a box for the name a user signs in with.
var userWords = []string{"user", "login", "account", "member", "customer", "client id", "benutzer", "usuario", "utilisateur"}

// userBox reports whether target t is a box for the name a user signs in with: its
// accessible name, label, selector, XPath or its name, id or placeholder attribute holds
// a word of userWords ("Username", "#user", "input[name=login]", "Member ID"), and none
// says password.
func userBox(t *Target) bool {
	said := strings.ToLower(t.Name + " " + t.Label + " " + t.Selector + " " + t.XPath + " " +
		t.Attributes["name"] + " " + t.Attributes["id"] + " " + t.Attributes["placeholder"])
	if strings.Contains(said, "pass") || strings.Contains(said, "pw") {
		return false
	}
	return slices.ContainsFunc(userWords, func(w string) bool { return strings.Contains(said, w) })
}

// undescribed reports whether nothing of target t says what it is for: no accessible name,
// label, text or descriptive attribute, and a selector of markup words only (markupOnly).
func undescribed(t *Target) bool {
	if strings.TrimSpace(t.Name+t.Label+t.Text) != "" {
		return false
	}
	for _, k := range []string{"aria-label", "placeholder", "title", "name", "autocomplete"} {
		if strings.TrimSpace(t.Attributes[k]) != "" {
			return false
		}
	}
	return markupOnly(t)
}

// loginPage reports whether a page's URL says it signs in: a path or host word login,
// signin, sign-in, sign_in, logon, auth or account(s).
func loginPage(raw string) bool {
	low := strings.ToLower(raw)
	for _, w := range []string{"login", "log-in", "log_in", "signin", "sign-in", "sign_in", "logon", "/auth", "auth.", "/account"} {
		if strings.Contains(low, w) {
			return true
		}
	}
	return false
}

// emailLike reports whether v is written as an e-mail address: one "@" with text before
// it and a dotted domain after it.
func emailLike(v string) bool {
	local, domain, ok := strings.Cut(v, "@")
	return ok && local != "" && strings.Contains(domain, ".") && !strings.ContainsAny(v, " \t\n") && !strings.Contains(domain, "@")
}

// cardStems are the beginnings of the words for a payment card and its number in the
// languages of the field rules and a few more, and of card brands; "pan" is the card's
// primary account number.
var cardStems = []string{"card", "kart", "carta", "tarjeta", "carte", "cartão", "карт", "カード", "卡",
	"kártya", "kortin", "kort", "ccnum", "cc-num", "cc_num", "cc-number", "ccnumber", "pan-", "pan_",
	"amex", "visa", "mastercard", "discover", "diners", "jcb", "unionpay", "maestro"}

// markupWords are the words of selectors that say nothing of what a box is for.
var markupWords = map[string]bool{"input": true, "form": true, "control": true, "field": true, "box": true,
	"text": true, "tel": true, "number": true, "numeric": true, "maxlength": true, "type": true, "name": true,
	"class": true, "data": true, "testid": true, "test": true, "nth": true, "child": true,
	"of": true, "css": true, "xpath": true, "div": true, "span": true, "html": true, "body": true,
	"inputmode": true, "digit": true, "digits": true, "group": true, "part": true, "segment": true,
	"col": true, "row": true, "cell": true, "item": true, "first": true, "last": true, "next": true,
	"internal": true, "role": true, "textbox": true, "spinbutton": true, "label": true, "placeholder": true}

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

// targetLocators lists the selectors and XPath a target was recorded with, and "#<id>"
// for each that finds its element by an id however it is written (selector.ElementID:
// "input#f9", "[id=f9]", "//input[@id='f9']"), so that two steps into one element share a
// locator.
func targetLocators(t *Target) []string {
	var out []string
	for _, l := range append([]string{t.Selector, t.XPath}, t.Selectors...) {
		if l = strings.TrimSpace(l); l != "" {
			out = append(out, l)
			if id := selector.ElementID(l); id != "" && !slices.Contains(out, "#"+id) {
				out = append(out, "#"+id)
			}
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
