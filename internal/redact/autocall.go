package redact

// Values typed by browser-automation code written out as text: an agent's log of the
// calls it made, a recorder's export or a test script quoted in a step's result. The
// locator says which field the value went into, as a recorded step's selector does, and
// Classify reads it the same way.

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

// typeCallAt matches, from the start of a call's name, a call that types its second
// argument into the field its first argument locates: Playwright's and Puppeteer's
// fill(sel, v) and type(sel, v), TestCafe's typeText(sel, v), WebdriverIO's and
// Nightwatch's setValue(sel, v), Codeception's fillField(sel, v), Capybara's
// fill_in(sel, with: v), Robot Framework's Input Text and Input Password keywords (cells
// parted by two spaces or more, or a tab). The arguments are read by quotedArg (robotCell
// for Robot's).
var typeCallAt = regexp.MustCompile(`^(?:(?:fill|type|typeText|type_text|setValue|set_value|fillField|fill_field|fill_in)\s*\(\s*|` +
	`fill_in[ \t]+|Input (?:Text|Password)(?:[ \t]{2,}|\t))`)

// chainedTypeAt matches, from the dot, a method that types its only quoted argument into
// the element its receiver locates: locator.fill(v), .type(v) (Cypress), .send_keys(v)
// and .sendKeys(v) (Selenium), .pressSequentially(v), .setValue(v) (WebdriverIO),
// .typeText(v); in C#, Selenium's .SendKeys(v) and Playwright's .FillAsync(v),
// .TypeAsync(v), .PressSequentiallyAsync(v).
var chainedTypeAt = regexp.MustCompile(`^\.(?:fill|type|send_keys|sendKeys|SendKeys|FillAsync|TypeAsync|PressSequentiallyAsync|pressSequentially|press_sequentially|setValue|set_value|typeText)\s*\(\s*`)

// typeCallWords are where typeCallAt's names and chainedTypeAt's methods begin.
var typeCallWords = []string{"fill", "type", "setvalue", "set_value", "fill_in", "input text", "input password", "settext", "setencryptedtext",
	".send_keys", ".sendkeys", ".presssequentially", ".press_sequentially", ".fillasync", ".typeasync", "press sequentially"}

// autoCallPass masks the values automation calls type into a field that Classify finds
// secret or personal (a password's, a one-time code's, a card's, an e-mail's), as a
// recorded step's value in that field would be (SPEC §8): "page.fill('#password', X)",
// "page.getByLabel('Password').fill(X)", `driver.find_element(By.ID, "pass").send_keys(X)`,
// "Input Password    id=pw    X", "fill #passportNumber = X" (stepLineAt); so too a step
// written as a tool's call or as JSON (stepTypeSpans), an agent's note of what it typed
// where (typedIntoSpans), Browser-Use's
// typing by an index its goal names (indexedInputSpans), Stagehand's logged method and a
// multipart body's fields (formPartSpans). A value
// typed into an ordinary field ("#search") is left to the other passes.
func (r *Redactor) autoCallPass(s string) []seg {
	if len(s) < 10 {
		return nil
	}
	var spans []span
	// typed takes s[a:b], typed into the field loc locates, as that field's class
	// (typedClass), or as a password when password says so and it is no placeholder or
	// variable; it returns where the search goes on: after the value taken, else from.
	typed := func(loc string, a, b int, password bool, from int) int {
		class := typedClass(loc, s[a:b])
		if password && typedClass("password", s[a:b]) != "" {
			class = Password
		}
		if class == "" {
			return from
		}
		spans = append(spans, span{a, b, class})
		return b
	}
	f := newFinder(asciiLower(s), typeCallWords...)
	for from := 0; ; {
		p := f.next(from)
		if p < 0 {
			break
		}
		from = p + 1
		name := p
		if s[p] == '.' {
			name++
		} else if p > 0 && isIdentByte(s[p-1]) {
			continue // "autofill(", "prototype("
		}
		if loc, a, b, ok := typeCall(s, name); ok {
			// Robot's Input Password keyword says what its value is
			from = typed(loc, a, b, strings.HasPrefix(s[name:], "Input Password"), from)
			continue
		}
		if m := matchAt(fillTitleAt, s, name, 400); m != nil {
			from = typed(s[m[4]:m[5]], m[2], m[3], false, from)
			continue
		}
		if m := matchAt(katalonTypeAt, s, name, 320); m != nil {
			if a, b, ok := quotedArg(s, m[1]); ok { // setEncryptedText's is a password whatever the object's name
				from = typed(s[m[4]:m[5]], a, b, s[m[2]:m[3]] == "setEncryptedText", from)
			}
			continue
		}
		if m := matchAt(typeIntoAt, s, name, 400); m != nil {
			from = typed(s[m[2]:m[3]], m[4], m[5], false, from)
			continue
		}
		if m := matchAt(stepLineAt, s, name, 160); m != nil {
			if a, b, ok := quotedArg(s, m[1]); ok {
				from = typed(s[m[2]:m[3]], a, b, false, from)
			}
			continue
		}
		if name == 0 || s[name-1] != '.' {
			continue
		}
		m := matchAt(chainedTypeAt, s, name-1, 64)
		if m == nil {
			continue
		}
		if a, b, ok := quotedArg(s, m[1]); ok {
			b = cypressKeysEnd(s, a, b)
			if class := typedClass(receiver(s, name-1), s[a:b]); class != "" {
				spans = append(spans, span{a, b, class})
				from = b
			}
		}
	}
	spans = append(spans, stepTypeSpans(s)...)
	spans = append(spans, selectorKeySpans(s)...)
	spans = append(spans, typedIntoSpans(s)...)
	spans = append(spans, indexedInputSpans(s)...)
	spans = append(spans, formPartSpans(s)...)
	if strings.Contains(s, "ookie(") {
		for _, m := range cookieCall.FindAllStringSubmatchIndex(s, -1) {
			if sessionCookie(s[m[2]:m[3]]) {
				spans = append(spans, span{m[4], m[5], Token})
			}
		}
	}
	if strings.Contains(s, "arguments:") {
		for _, m := range stagehandFill.FindAllStringSubmatchIndex(s, -1) {
			if class := typedClass(s[m[2]:m[3]], s[m[4]:m[5]]); class != "" {
				spans = append(spans, span{m[4], m[5], class})
			}
		}
	}
	return r.maskSpans(s, spans)
}

// stepLineAt matches, from its verb, a step written on a line as a log or a plan writes
// it: `type #blik-code-input "583021"`, `[type] #documentNumber ← "X"`, `fill
// #passportNumber = "X"`, `fill input[name="cvc"] "318"`, `fill input[name="sms_code"]
// value="482913"`, a Playwright list reporter's
// `locator.fill getByLabel('CVC') "318"`; group 1 the selector (an id's, an attribute's
// with its quoted value, a class's, an XPath, a tag's with one of them, or a Playwright
// locator), up to the value's opening quote.
var stepLineAt = regexp.MustCompile(`^(?i:type|fill)\]?[ \t]+((?:#|\.|//)[^\s"']{1,120}|[a-z]*\[[^\]\n]{1,80}\][^\s"']{0,60}|[a-z]+[#.][^\s"']{1,120}|` +
	`(?:getBy[A-Za-z]+|locator)\([^()\n]{1,160}\))[ \t]*(?:←|<-|=|:|→|->|with|value=)?[ \t]*`)

// katalonTypeAt matches, from its name, Katalon Studio's typing keyword on a test object:
// `setText(findTestObject('Object Repository/Login/input_AFM'), ` (group 1 the keyword,
// group 2 the object's path), up to its value's opening quote. setEncryptedText types a
// password Katalon stored encrypted: a secret whatever the object.
var katalonTypeAt = regexp.MustCompile(`^(setText|setEncryptedText)\(\s*findTestObject\(\s*['"]([^'"\n]{1,200})['"]\s*\)\s*,\s*`)

// cookieCall matches a call that sets a cookie by its name and value, as a test or a
// script sets a signed-in session without signing in: Cypress's cy.setCookie('sessionid',
// '…'), Selenium's add_cookie, WebdriverIO's setCookies; group 1 the name, group 2 the
// value.
var cookieCall = regexp.MustCompile(`(?:setCookie|setCookies|addCookie|add_cookie|set_cookie)\(\s*['"]([^'"\n]{1,80})['"]\s*,\s*['"]([^'"\n]{6,1000})['"]`)

// sessionCookie reports whether a cookie's name says it holds a session or a credential
// ("sessionid", "PHPSESSID", "connect.sid", "auth_token", "remember_me", "jwt").
func sessionCookie(name string) bool {
	return containsAny(asciiLower(name), "sess", "sid", "token", "auth", "jwt", "remember", "login", "csrf", "xsrf")
}

// typeIntoAt matches, from its verb, a UiPath robot's log line of its Type Into activity:
// "Type Into 'INPUT  휴대폰번호' : 010-4827-3316"; group 1 the target's name, group 2 the
// value, up to the line's end.
var typeIntoAt = regexp.MustCompile(`^Type Into '([^'\n]{1,120})'[ \t]*:[ \t]*([^\n]*[^\s])`)

// fillTitleAt matches, from its verb, the title Playwright's trace viewer and HTML report
// give a typing action: `Fill "731" getByLabel('Security code')`; group 1 the value,
// group 2 the locator.
var fillTitleAt = regexp.MustCompile(`^(?:Fill|Type|Press sequentially)[ \t]+"([^"\n]{1,200})"[ \t]+((?:getBy[A-Za-z]+|locator)\([^()\n]{1,160}\))`)

// stepValueAt matches, from its name, the member or argument that holds what a step typed:
// `text="X"` of "browser_type(element=…, ref=…, text=…)", `"text": "X"` or `"value": "X"`
// of a step written as JSON, up to the value's opening quote.
var stepValueAt = regexp.MustCompile(`^(?:(?:text|value)\s*=\s*|"(?:text|value)"\s*:\s*)`)

// sideCommand matches a Selenium IDE command's name in a .side file's step; typingCommands
// are those that type their value.
var (
	sideCommand    = regexp.MustCompile(`"command"\s*:\s*"(\w+)"`)
	typingCommands = map[string]bool{"type": true, "sendKeys": true, "editContent": true}
)

// stepLocatorRe finds the member or argument beside it that says which element the step
// typed into: an MCP tool's element description (`element="Password textbox"`, a log's
// `selector="#password"` or `field=securityCode`), a
// recorder's selector, target or locator, Chrome Recorder's selectors, the name of a field
// of Playwright MCP's browser_fill_form (beside its "ref": stepTypeSpans checks); up to its
// value (a string, or an object or a list of them).
var stepLocatorRe = regexp.MustCompile(`(?:\b(?:element|selector|locator|field)\s*=\s*|"(?:element|selector|selectors|target|locator|name)"\s*:\s*)`)

// stepTypeSpans finds the text a step typed into an element its locator names secret or
// personal, where the step is written out as text: an MCP browser tool's call as a log
// writes it (Playwright MCP's browser_type: the element's description, its ref and the
// text), or a step of a recorder or an agent as JSON ({"selector": "#password", "value":
// …}, {"action": "input_text", "text": …, "element": {… "type": "password" …}}); the
// locator and the value in the same brackets.
func stepTypeSpans(s string) []span {
	if !strings.Contains(s, "text") && !strings.Contains(s, "value") ||
		!containsAny(s, "element", "selector", "target", "locator", `"ref"`, "field=") {
		return nil
	}
	var spans []span
	f := newFinder(s, "text", "value")
	for from := 0; ; {
		p := f.next(from)
		if p < 0 {
			break
		}
		from = p + 1
		if p > 0 && (isIdentByte(s[p-1]) || s[p-1] == '"' && (p < 2 || s[p-2] != ' ' && s[p-2] != '{' && s[p-2] != ',')) {
			continue // "context", "textbox"; a quoted "text" only as a member's name
		}
		if p > 0 && s[p-1] == '"' {
			p--
		}
		m := matchAt(stepValueAt, s, p, 32)
		if m == nil {
			continue
		}
		a, b, ok := quotedArg(s, m[1])
		if !ok {
			continue
		}
		// A member alone on its line is pretty-printed JSON's: its object spans lines.
		lo, hi := bracketScope(s, p, b, strings.TrimLeft(s[max(0, p-80)+strings.LastIndexByte(s[max(0, p-80):p], '\n')+1:p], " \t") == "")
		e := stepLocatorRe.FindStringIndex(s[lo:hi])
		if e == nil || s[lo+e[0]:lo+e[0]+6] == `"name"` && !strings.Contains(s[lo:hi], `"ref"`) {
			continue // a "name" is a form field's only beside its ref
		}
		if c := sideCommand.FindStringSubmatch(s[lo:hi]); c != nil && !typingCommands[c[1]] {
			continue // Selenium IDE's assertText, verifyValue…: the value is the text expected, not typed
		}
		loc := locatorValue(s, lo+e[1], hi)
		if class := typedClass(loc, s[a:b]); class != "" {
			spans = append(spans, span{a, b, class})
			from = b
		}
	}
	return spans
}

// selectorKeySpans finds the values of JSON members whose name is a CSS selector (an id's
// "#cid" or an attribute's "[name=pin]"), as a form-filling tool takes its fields
// ({"#cardnumber": …, "#cid": "8412"}), when Classify finds the selector secret or
// personal.
func selectorKeySpans(s string) []span {
	var spans []span
	f := newFinder(s, `"#`, `"[`, `'#`, `'[`) // JSON's, and a Python dict's as a trace prints it
	for from := 0; ; {
		p := f.next(from)
		if p < 0 {
			break
		}
		from = p + 1
		ka, kb, ok := quotedArg(s, p)
		if !ok || kb-ka > 80 {
			continue
		}
		rest := strings.TrimLeft(s[kb+1:], " \t")
		if !strings.HasPrefix(rest, ":") {
			continue
		}
		at := len(s) - len(strings.TrimLeft(rest[1:], " \t"))
		a, b, ok := quotedArg(s, at)
		if !ok {
			continue
		}
		class := typedClass(s[ka:kb], s[a:b])
		if class == "" && strings.EqualFold(s[ka:kb], "#cid") && len(s[a:b]) <= 4 && isDigits(s[a:b]) && strings.Contains(asciiLower(s), "card") {
			class = CVV // American Express's CID beside a card's number
		}
		if class != "" {
			spans = append(spans, span{a, b, class})
		}
		from = b
	}
	return spans
}

// locatorValue returns the locator's value at s[i:]: a quoted string's text, a bare word
// (a log's field=securityCode), or the raw text of an object or list (balanced, up to
// end), whose words Classify reads.
func locatorValue(s string, i, end int) string {
	if a, b, ok := quotedArg(s, i); ok {
		return s[a:b]
	}
	if i >= end {
		return ""
	}
	if s[i] != '{' && s[i] != '[' {
		j := i // a log's bare value: field=securityCode
		for j < end && (isIdentByte(s[j]) || s[j] == '-' || s[j] == '#' || s[j] == '.') {
			j++
		}
		return s[i:j]
	}
	depth := 0
	for j := i; j < end; j++ {
		switch s[j] {
		case '{', '[':
			depth++
		case '}', ']':
			if depth--; depth == 0 {
				return s[i : j+1]
			}
		}
	}
	return s[i:end]
}

// bracketScope returns the bounds of the innermost "(…)" or "{…}" around s[i:j], within
// 400 bytes either side and on its line (across lines with lines: a pretty-printed JSON
// object's): the arguments of one call or one JSON object.
func bracketScope(s string, i, j int, lines bool) (int, int) {
	lo := i
	for depth := 0; lo > 0 && i-lo < 400 && (lines || s[lo-1] != '\n'); lo-- {
		if c := s[lo-1]; c == ')' || c == '}' {
			depth++
		} else if c == '(' || c == '{' {
			if depth == 0 {
				break
			}
			depth--
		}
	}
	hi := j
	for depth := 0; hi < len(s) && hi-j < 400 && (lines || s[hi] != '\n'); hi++ {
		if c := s[hi]; c == '(' || c == '{' {
			depth++
		} else if c == ')' || c == '}' {
			if depth == 0 {
				break
			}
			depth--
		}
	}
	return lo, hi
}

// typedVerbs are the verbs of an agent's note or a plan that it typed a value into a named
// field ("Typed \"X\" into the password field", "Entered X in the PIN box", "Filled the
// password field with X", "type X into the password box", "fill #password with X");
// fieldEnds the words that end the field's name.
var (
	typedVerbs = []string{"typed", "entered", "input", "inputted", "put", "inserted", "filled", "type", "enter", "fill", "typing", "entering", "filling"}
	fieldEnds  = []string{"field", "box", "input", "textbox", "text box"}
)

// typedIntoSpans finds the values an agent's note says it typed into a named field, when
// Classify finds the field's name secret or personal ("password", "PIN", "card number"):
// a verb of typedVerbs, the value (quoted, or a word shaped as a credential and no common
// word), "into" or "in", "the", the field's name (up to 40 bytes, on the line) and one of
// fieldEnds, or a selector ("into #password"); or "Filled", "the", the name, a field word, "with" and the value.
func typedIntoSpans(s string) []span {
	low := asciiLower(s)
	if !containsAny(low, "field", "box", "input", "into #", "in #", "into [", "fill #", "fill [") {
		return nil
	}
	var spans []span
	f := newFinder(low, typedVerbs...)
	for from := 0; ; {
		p := f.nextWord(s, from)
		if p < 0 {
			break
		}
		from = p + 1
		verb := low[p:]
		k := strings.IndexAny(verb, " \t")
		if k < 0 {
			break
		}
		i := p + k + 1
		var name string
		var a, b int
		var quoted, ok bool
		if strings.HasPrefix(verb, "filled ") || strings.HasPrefix(verb, "fill ") || strings.HasPrefix(verb, "filling ") {
			if k := skipWords(low, i, "in ", "the "); k < len(s) && (s[k] == '#' || s[k] == '[') {
				e := k + strings.IndexAny(s[k:]+" ", " ,;\n")
				name, i, ok = s[k:e], e, true // "fill #password with X"
			} else {
				name, i, ok = fieldName(s, low, k)
			}
			rest := low[min(len(low), i):]
			if !ok || !strings.HasPrefix(rest, " with ") {
				continue
			}
			a, b, quoted, ok = typedValue(s, i+len(" with "))
		} else {
			if a, b, quoted, ok = typedValue(s, i); !ok {
				continue
			}
			j := b
			if quoted {
				_, size := utf8.DecodeRuneInString(s[b:])
				j += size // the closing quote: "”" is three bytes
			}
			rest := low[j:]
			switch {
			case strings.HasPrefix(rest, " into "):
				j += len(" into ")
			case strings.HasPrefix(rest, " in "):
				j += len(" in ")
			default:
				continue
			}
			if k := skipWords(low, j, "the "); k < len(s) && (s[k] == '#' || s[k] == '[') {
				e := k + strings.IndexAny(s[k:]+" ", " ,;\n")
				name, ok = s[k:e], true // a selector: "typed 'X' into #password"
			} else {
				name, _, ok = fieldName(s, low, k)
			}
		}
		if !ok || !quoted && (!secretWord(s[a:b]) || !credentialShape(s[a:b])) {
			continue // "Typed it into the password field": a word, not the value
		}
		if class := typedClass(name, s[a:b]); class != "" {
			spans = append(spans, span{a, b, class})
			from = b
		}
	}
	return spans
}

// typedValue reads the value at s[i]: quoted (', ", “ or ‘; without its quotes) or a word
// of 3 to 64 bytes without a closing sentence mark.
func typedValue(s string, i int) (a, b int, quoted, ok bool) {
	if i >= len(s) {
		return 0, 0, false, false
	}
	for _, q := range []string{"\"", "'", "“", "‘"} {
		if strings.HasPrefix(s[i:], q) {
			end := strings.IndexAny(s[i+len(q):min(len(s), i+len(q)+129)], "\"'”’\n")
			if end <= 0 {
				return 0, 0, false, false
			}
			return i + len(q), i + len(q) + end, true, true
		}
	}
	j := i
	for j < len(s) && j-i < 65 && s[j] != ' ' && s[j] != '\t' && s[j] != '\n' {
		j++
	}
	b = i + len(trimValueEnd(s[i:j]))
	return i, b, false, b-i >= 3 && b-i <= 64
}

// fieldName reads a field's name at s[i]: up to 40 bytes on its line, without ".", ",",
// ";" or ":", that end with one of fieldEnds. It returns the name and where the field
// word ends.
func fieldName(s, low string, i int) (string, int, bool) {
	for j := i; j < len(s) && j-i <= 48 && strings.IndexByte("\n.,;:", s[j]) < 0; j++ {
		if j > i && s[j-1] != ' ' {
			continue
		}
		for _, w := range fieldEnds {
			if strings.HasPrefix(low[j:], w) && (j+len(w) == len(s) || !isAlnum(s[j+len(w)])) {
				return s[i:j], j + len(w), j > i
			}
		}
	}
	return "", 0, false
}

// skipWords returns i past each of words that begins at low[i], in order.
func skipWords(low string, i int, words ...string) int {
	for _, w := range words {
		if strings.HasPrefix(low[min(len(low), i):], w) {
			i += len(w)
		}
	}
	return i
}

// typeCall reads the call typeCallAt matches at s[p:]: its locator and the bounds of the
// value it types.
func typeCall(s string, p int) (loc string, a, b int, ok bool) {
	m := matchAt(typeCallAt, s, p, 64)
	if m == nil {
		return "", 0, 0, false
	}
	if strings.HasPrefix(s[p:], "Input ") { // Robot Framework's cells
		sa, sb, ok := robotCell(s, m[1])
		if !ok {
			return "", 0, 0, false
		}
		a, b, ok = robotCell(s, skipCellGap(s, sb))
		return s[sa:sb], a, b, ok
	}
	at := m[1] + len(keywordArg(s[m[1]:], "selector", "locator")) // Python's keyword arguments: fill(selector="…", value="…")
	sa, sb, ok := quotedArg(s, at)
	if !ok {
		return "", 0, 0, false
	}
	rest := strings.TrimLeft(s[sb+1:], " \t")
	if rest, ok = strings.CutPrefix(rest, ","); !ok {
		return "", 0, 0, false
	}
	rest = strings.TrimLeft(rest, " \t")
	rest = rest[len(keywordArg(rest, "with", "value", "text")):] // Capybara's "with:", Python's "value="
	a, b, ok = quotedArg(s, len(s)-len(strings.TrimLeft(rest, " \t")))
	return s[sa:sb], a, b, ok
}

// keywordArg returns the keyword argument's name and sign at the start of s ("value=",
// "with: "), one of names, or "".
func keywordArg(s string, names ...string) string {
	for _, n := range names {
		if rest, ok := strings.CutPrefix(s, n); ok {
			if k := len(rest) - len(strings.TrimLeft(rest, " ")); k < len(rest) && (rest[k] == '=' || rest[k] == ':') {
				return s[:len(n)+k+1+len(rest[k+1:])-len(strings.TrimLeft(rest[k+1:], " "))]
			}
		}
	}
	return ""
}

// typedClass returns the class of the value v typed into the field the locator loc
// names, as Redactor.Value would mask it: a secret's class whatever v looks like, an
// e-mail's, a phone's, a birth date's or a bank account's when v fits loosely; "" for an
// ordinary field, a placeholder or a template's expression.
func typedClass(loc, v string) string {
	if strings.TrimSpace(v) == "" || IsPlaceholder(v) || strings.Contains(v, "${") || strings.Contains(v, "{{") {
		return ""
	}
	if class := looseClass(Field{Selector: loc}, v); class != "" {
		return class
	}
	if panRe.MatchString(v) && v[3] == 'P' && strings.Contains(strings.ToLower(loc), "pan") {
		return SSN // India's PAN typed into its box: type("#pan", "BKRPS4821K")
	}
	return ""
}

// quotedArg returns the bounds of the string literal at s[i:] (quoted with ', " or `, on
// one line, 1 to 256 bytes, an escaped quote its own: quotedEnd), without its quotes.
func quotedArg(s string, i int) (int, int, bool) {
	if i >= len(s) || s[i] != '\'' && s[i] != '"' && s[i] != '`' {
		return 0, 0, false
	}
	end := quotedEnd(s, i+1, s[i])
	return i + 1, end, end > i+1
}

// receiver returns the expression a method call at s[dot] is made on: the dotted names
// and balanced brackets before it on its line ("page.getByRole('textbox', { name:
// 'Password' })", `driver.find_element(By.ID, "pass")`, "cy.get('#pw').clear()"), at most
// 300 bytes.
func receiver(s string, dot int) string {
	i, depth := dot, 0
	for i > 0 && dot-i < 300 {
		c := s[i-1]
		switch {
		case c == ')' || c == ']' || c == '}':
			depth++
		case c == '(' || c == '[' || c == '{':
			if depth == 0 {
				return s[i:dot]
			}
			depth--
		case c == '\n':
			return s[i:dot]
		case depth == 0 && !isIdentByte(c) && c != '.' && c != '$':
			return s[i:dot]
		}
		i--
	}
	return s[i:dot]
}

// cypressKeysEnd returns where a typed value s[a:b] ends before Cypress's special keys at
// its end ("X{enter}"), which are keys, not text.
func cypressKeysEnd(s string, a, b int) int {
	for b > a && s[b-1] == '}' {
		k := strings.LastIndexByte(s[a:b], '{')
		if k <= 0 || strings.ContainsAny(s[a+k+1:b-1], " {}") {
			break
		}
		b = a + k
	}
	return b
}

// robotCell returns the bounds of the Robot Framework cell at s[i:]: up to two spaces, a
// tab or the line's end.
func robotCell(s string, i int) (int, int, bool) {
	j := i
	for j < len(s) && s[j] != '\n' && s[j] != '\t' && !strings.HasPrefix(s[j:], "  ") {
		j++
	}
	return i, j, j > i
}

// skipCellGap returns where the next Robot Framework cell begins after the cell that ends
// at s[j]: past two or more spaces or a tab; len(s) when no gap of a cell follows.
func skipCellGap(s string, j int) int {
	k := j
	for k < len(s) && (s[k] == ' ' || s[k] == '\t') {
		k++
	}
	if k-j < 2 && (k == j || s[j] != '\t') {
		return len(s)
	}
	return k
}

// isIdentByte reports whether c may be part of an identifier in code (ASCII letters,
// digits, "_").
func isIdentByte(c byte) bool { return isAlnum(c) || c == '_' }

// stagehandFill matches the Playwright method Stagehand's log says an act performed, with
// its element's XPath and its arguments: `xpath: "…input[@name='otp_code']"`, `method:
// "fill"`, `arguments: ["X"]`, a line each; group 1 the XPath, group 2 the text.
var stagehandFill = regexp.MustCompile(`(?m)^[ \t]*xpath:[ \t]*"([^"\n]{1,300})"[ \t]*\r?\n[ \t]*method:[ \t]*"(?:fill|type)"[ \t]*\r?\n` +
	`[ \t]*arguments:[ \t]*\[[ \t]*"((?:[^"\\\n]|\\.){1,128})"`)

// indexedInput matches Browser-Use's action of typing into an element by its index, as its
// log and history write it: {"input_text": {"index": 7, "text": "X"}}; group 1 the index,
// group 2 the text.
var indexedInput = regexp.MustCompile(`"input_text"\s*:\s*\{\s*"index"\s*:\s*(\d{1,5})\s*,\s*"text"\s*:\s*"((?:[^"\\\n]|\\.){1,128})"`)

// indexedInputSpans finds the text Browser-Use typed into an element by its index when the
// agent's own words before it, on one line, name the element by that index and say what it
// is ("Next goal: Passwort in Feld 7 eingeben", "type the password into index 12"):
// masked by the class Classify gives those words, as a recorded step's value would be.
func indexedInputSpans(s string) []span {
	if !strings.Contains(s, `"input_text"`) {
		return nil
	}
	var spans []span
	for _, m := range indexedInput.FindAllStringSubmatchIndex(s, -1) {
		n := s[m[2]:m[3]]
		named := false
		for _, line := range strings.Split(s[max(0, m[0]-800):m[0]], "\n") {
			k := wordIndex(line, n)
			if k < 0 {
				continue
			}
			named = true
			if class := typedClass(line[max(0, k-48):min(len(line), k+len(n)+24)], s[m[4]:m[5]]); class != "" {
				spans = append(spans, span{m[4], m[5], class})
				break
			}
		}
		if goal := nextGoal(s, m[0]); !named && goal != "" {
			if class := typedClass(goal, s[m[4]:m[5]]); class != "" {
				spans = append(spans, span{m[4], m[5], class})
			}
		}
	}
	return spans
}

// nextGoal returns the text of the agent's "next_goal" in the 800 bytes before s[at], when
// no other input_text stands between it and at: the goal of the one field typed into
// ("Cep telefonu alanına kullanıcının verdiği numarayı yaz"); "" for none.
func nextGoal(s string, at int) string {
	lo := max(0, at-800)
	k := strings.LastIndex(s[lo:at], `"next_goal"`)
	if k < 0 {
		return ""
	}
	k += lo + len(`"next_goal"`)
	if strings.Contains(s[k:at], `"input_text"`) {
		return ""
	}
	colon := strings.IndexByte(s[k:at], ':')
	if colon < 0 {
		return ""
	}
	a, b, ok := quotedArg(s, k+colon+1+len(s[k+colon+1:at])-len(strings.TrimLeft(s[k+colon+1:at], " \t")))
	if !ok {
		return ""
	}
	return s[a:b]
}

// wordIndex returns where n stands in line as a number of its own (no digit either side),
// or -1.
func wordIndex(line, n string) int {
	for from := 0; ; {
		k := strings.Index(line[from:], n)
		if k < 0 {
			return -1
		}
		k += from
		if (k == 0 || !isDigit(line[k-1])) && (k+len(n) == len(line) || !isDigit(line[k+len(n)])) {
			return k
		}
		from = k + 1
	}
}
