package selector

import (
	"strings"
	"testing"
)

func TestParseLocator(t *testing.T) {
	tests := []struct {
		in, kind, value string
		lo, hi          float64
	}{
		// Plain CSS.
		{`[data-testid="login"]`, KindTestID, `[data-testid="login"]`, 0.95, 1},
		{`#login_field`, KindID, `#login_field`, 0.85, 0.95},
		{`input[name="q"]`, KindName, `input[name="q"]`, 0.7, 0.85},
		{`[aria-label="Search"]`, KindAriaLabel, `[aria-label="Search"]`, 0.65, 0.85},
		{`a[href^="/dp/"]`, KindHref, `a[href^="/dp/"]`, 0.55, 0.75},
		{`#ember123`, KindID, `#ember123`, 0, 0.2},
		{`#\:r1\:`, KindID, `#\:r1\:`, 0, 0.2},
		{`#react-select-3-input`, KindID, `#react-select-3-input`, 0, 0.2},
		{`#mat-input-0`, KindID, `#mat-input-0`, 0, 0.2},
		{`#headlessui-menu-button-12`, KindID, `#headlessui-menu-button-12`, 0, 0.2},
		{`.Button_primary__3xYz1`, KindCSS, `.Button_primary__3xYz1`, 0, 0.1},
		{`.sc-bdfBwQ`, KindCSS, `.sc-bdfBwQ`, 0, 0.1},
		{`.css-1x2y3z`, KindCSS, `.css-1x2y3z`, 0, 0.1},
		{`.w-\[37px\]`, KindCSS, `.w-\[37px\]`, 0, 0.1},
		{`div > div > div > span`, KindCSS, `div > div > div > span`, 0, 0.2},
		// Chrome Recorder (chrome-recorder/*.json).
		{`aria/Click`, KindRole, `role=*[name="Click"]`, 0.7, 0.9},
		{`aria/Accept all[role="button"]`, KindRole, `role=button[name="Accept all"]`, 0.85, 0.95},
		{`xpath///*[@id="button"]`, KindXPath, `xpath=//*[@id="button"]`, 0.8, 0.9},
		{`text/Click`, KindText, `text="Click"`, 0.6, 0.8},
		{`#navBasketItems`, KindID, `#navBasketItems`, 0.85, 0.95},
		{`app-basket a`, KindCSS, `app-basket a`, 0.25, 0.45},
		{`div.active img`, KindCSS, `div.active img`, 0, 0.2},
		{`li:nth-of-type(2) > a`, KindCSS, `li:nth-of-type(2) > a`, 0, 0.2},
		{`button:nth-of-type(2) > span.mat-mdc-button-touch-target`, KindCSS, `button:nth-of-type(2) > span.mat-mdc-button-touch-target`, 0, 0.2},
		{`pierce/button:nth-of-type(2) > span.mat-mdc-button-touch-target`, KindCSS, `button:nth-of-type(2) > span.mat-mdc-button-touch-target`, 0, 0.2},
		{`xpath//html/body/app-root/div/app-main-page/div/div[2]/div[2]/app-functional-card/div/div[1]/button[2]/span[4]`, KindXPath,
			`xpath=/html/body/app-root/div/app-main-page/div/div[2]/div[2]/app-functional-card/div/div[1]/button[2]/span[4]`, 0, 0.05},
		// Selenium IDE (selenium-ide/*.side).
		{`css=h2:nth-child(5)`, KindCSS, `h2:nth-child(5)`, 0, 0.25},
		{`css=html`, KindCSS, `html`, 0, 0.1},
		{`linkText=Test Link 1`, KindText, `text="Test Link 1"`, 0.4, 0.6},
		{`linkText=Limiter cette recherche aux résultats en français`, KindText, `text="Limiter cette recherche aux résultats en français"`, 0.5, 0.6},
		{`name=img_cart`, KindName, `[name="img_cart"]`, 0.7, 0.85},
		{`id=APjFqb`, KindID, `#APjFqb`, 0.2, 0.4},
		{`css=#rso > .MjjYud:nth-child(1) .LC20lb`, KindCSS, `#rso > .MjjYud:nth-child(1) .LC20lb`, 0, 0.05},
		{`css=[data-ved="0ahUKEwidmsC1rZSEAxWiRaQEHYxSDm4Q39UDCAQ"]`, KindCSS, `[data-ved="0ahUKEwidmsC1rZSEAxWiRaQEHYxSDm4Q39UDCAQ"]`, 0, 0.05},
		{`xpath=(//div[@id='MenuContent']/a/img)[1]`, KindXPath, `xpath=(//div[@id='MenuContent']/a/img)[1]`, 0.4, 0.65},
		{`xpath=(//div[@id='Cart']/form/table/tbody/tr[2]/td[8]/a)[1]`, KindXPath, `xpath=(//div[@id='Cart']/form/table/tbody/tr[2]/td[8]/a)[1]`, 0.05, 0.25},
		{`xpath=//h2[contains(.,'UAAG 1.0 Requirement')]`, KindXPath, `xpath=//h2[contains(.,'UAAG 1.0 Requirement')]`, 0.3, 0.55},
		// workflow-use (workflow-use/*.json).
		{`css=outer-closed >> inner-closed >> #inner-input`, KindID, `outer-closed >> inner-closed >> #inner-input`, 0.6, 0.8},
		{`outer-element >>> inner-element >>> #inner-input`, KindID, `outer-element >> inner-element >> #inner-input`, 0.6, 0.8},
		{`id("firstName")`, KindXPath, `xpath=id("firstName")`, 0.8, 0.9},
		// Browser-Use x_path without its leading slash.
		{`html/body/div/div[2]/div/form/div[1]/div[1]/div[1]/input`, KindXPath, `xpath=html/body/div/div[2]/div/form/div[1]/div[1]/div[1]/input`, 0, 0.05},
		// Playwright (playwright-mcp/cookie-consent-session/session.md).
		{`await page.getByRole('button', { name: 'Alle akzeptieren' }).click();`, KindRole, `role=button[name="Alle akzeptieren"]`, 0.8, 0.9},
		{`await page.locator('iframe[name="trustarc_cm"]').contentFrame().getByRole('button', { name: 'Accept All' }).click();`,
			KindRole, `iframe[name="trustarc_cm"] >> role=button[name="Accept All"]`, 0.6, 0.85},
		{`page.getByTestId('submit')`, KindTestID, `[data-testid="submit"]`, 0.95, 1},
		{`page.getByLabel("Email address", { exact: true })`, KindLabel, `label="Email address"`, 0.8, 0.9},
		{`page.getByText('Sign in').first()`, KindText, `text="Sign in"`, 0.4, 0.6},
		{`role=button[name="Sign in"]`, KindRole, `role=button[name="Sign in"]`, 0.85, 0.95},
		{`internal:role=button[name="Sign in"i]`, KindRole, `role=button[name="Sign in"]`, 0.85, 0.95},
		{`internal:label="Email"i`, KindLabel, `label="Email"`, 0.8, 0.9},
		{`internal:testid=[data-testid="submit"s]`, KindTestID, `[data-testid="submit"]`, 0.95, 1},
		{`data-testid=submit`, KindTestID, `[data-testid="submit"]`, 0.95, 1},
		{`text="Sign in"`, KindText, `text="Sign in"`, 0.6, 0.8},
		{`label="Email"`, KindLabel, `label="Email"`, 0.8, 0.9},
		// Unusable.
		{``, KindCSS, ``, 0, 0},
		{`XXXXXXXX`, KindCSS, `XXXXXXXX`, 0, 0},
		{`dom=document.forms[0]`, KindCSS, `dom=document.forms[0]`, 0, 0},
		{`index=0`, KindCSS, `index=0`, 0, 0},
		{`div[`, KindCSS, `div[`, 0, 0},
		{`#1abc`, KindCSS, `#1abc`, 0, 0},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			c := ParseLocator(tt.in)
			if c.Kind != tt.kind || c.Value != tt.value {
				t.Errorf("ParseLocator(%q) = %q %q, want %q %q", tt.in, c.Kind, c.Value, tt.kind, tt.value)
			}
			if c.Stability < tt.lo || c.Stability > tt.hi {
				t.Errorf("ParseLocator(%q).Stability = %v, want in [%v, %v]", tt.in, c.Stability, tt.lo, tt.hi)
			}
			if c.Stability > 0 {
				again := ParseLocator(c.Value)
				if again.Kind != c.Kind || again.Value != c.Value {
					t.Errorf("Value %q does not round-trip: %q %q", c.Value, again.Kind, again.Value)
				}
			}
		})
	}
}

// TestScoreOrder checks the preferences of SPEC §9 as pairs: the first survives a
// redesign better than the second.
func TestScoreOrder(t *testing.T) {
	pairs := [][2]string{
		{`[data-testid="login"]`, `#login_field`},
		{`[data-qa="login"]`, `[name="login"]`},
		{`[data-cy="submit"]`, `button.btn.btn-primary`},
		{`#login_field`, `#ember123`},
		{`#login_field`, `#\:r1\:`},
		{`input#email`, `html > body > div:nth-child(3) > form > input#email`},
		{`input[name="q"]`, `#APjFqb`},
		{`[aria-label="Search"]`, `div > div > div > span`},
		{`a[href="/acme/widget/issues"]`, `li:nth-of-type(2) > a`},
		{`.checkpoint`, `.checkpoint:nth-child(2)`},
		{`.checkpoint`, `.sc-bdfBwQ`},
		{`.checkpoint`, `.Button_primary__3xYz1`},
		{`button.submit`, `button.inline-flex.items-center.justify-center.gap-2.whitespace-nowrap.text-sm.font-medium`},
		{`input[id="firstName"]`, `input.flex.h-10.w-full.rounded-md.border.border-input.bg-background.px-3.py-2.text-base.ring-offset-background[id="firstName"][name="firstName"]`},
		{`app-basket a`, `div.active img`},
		{`#cancelOrder h4`, `h2`},
		{`#MenuContent img`, `#MenuContent > a > img`},
		{`aria/Accept all[role="button"]`, `text/Accept all`},
		{`xpath=//*[@id="button"]`, `xpath=/html/body/div[2]/div/form/div[1]/input`},
		{`h2`, `XXXXXXXX`},
	}
	for _, p := range pairs {
		if a, b := Score(p[0]), Score(p[1]); a <= b {
			t.Errorf("Score(%q) = %v ≤ Score(%q) = %v", p[0], a, p[1], b)
		}
	}
}

func TestStabilise(t *testing.T) {
	tests := []struct {
		in, want string
		ok       bool
	}{
		{`html > body > div:nth-child(3) > form > input#email`, `input#email`, true},
		{`input.flex.h-10.w-full.rounded-md.border.border-input.bg-background.px-3.py-2.text-base.ring-offset-background[id="firstName"][name="firstName"]`, `input[id="firstName"]`, true},
		{`button.aspect-square.h-4.w-4.rounded-full.border.border-primary.text-primary.ring-offset-background[type="button"][role="radio"][id="male"]`, `button[id="male"]`, true},
		{`form.Form_root__a1B2c > div:nth-of-type(2) > input.Input_field__9xYz8[data-testid="email"]`, `input[data-testid="email"]`, true},
		{`#cancelOrder > div.sc-bdfBwQ > h4`, `#cancelOrder h4`, true},
		{`tr[data-instance='web-prod-1'] > td:nth-child(5) > button.btn-sm[data-testid='row-stop']`, `tr[data-instance='web-prod-1'] button[data-testid='row-stop']`, true},
		{`ul.list > li[data-id="42"] a[href="/item/42"]`, `li[data-id="42"] a[href="/item/42"]`, true},
		{`div[data-testid="sidebar"] > a[data-testid="home"]`, `a[data-testid="home"]`, true},
		{`css=#MenuContent > a > img`, `#MenuContent img`, true},
		{`app-basket > div:nth-child(2) > a`, `app-basket a`, true},
		{`css=tr:nth-child(2) .Button`, `.Button`, true},
		{`[data-testid="login"]`, `[data-testid="login"]`, true},
		{`div.css-1x2y3z[id^="react-select-"][id$="-input"]`, `div[id^="react-select-"][id$="-input"]`, true},
		{`a.nav-link.active[href="/acme/widget/issues"]`, `a[href="/acme/widget/issues"]`, true},
		{`outer-element >>> inner-element >>> #inner-input`, `outer-element >> inner-element >> #inner-input`, true},
		{`#a .b, #c .sc-xyzAbc`, `#a .b`, true},
		{`#step\32+div > .Title`, `#step\32  .Title`, true}, // the escape takes one space as its end
		{`#checkout\31 > div > .Total`, `#checkout\31  .Total`, true},
		{`#a\\0 .Total`, `#a\\0 .Total`, true}, // an escaped backslash and a digit: no escape
		{`div.active img`, ``, false},
		{`li:nth-of-type(2) > a`, ``, false},
		{`css=#rso > .MjjYud:nth-child(1) .LC20lb`, ``, false},
		{`button:nth-of-type(2) > span.mat-mdc-button-touch-target`, ``, false},
		{`#ember123`, ``, false},
		{`h2`, ``, false},
		{`div > div > div > span`, ``, false},
		{`aria/Click`, ``, false},
		{``, ``, false},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, ok := Stabilise(tt.in)
			if got != tt.want || ok != tt.ok {
				t.Fatalf("Stabilise(%q) = %q, %v; want %q, %v", tt.in, got, ok, tt.want, tt.ok)
			}
			if !ok {
				return
			}
			if again, ok2 := Stabilise(got); again != got || !ok2 {
				t.Errorf("not idempotent: %q → %q", got, again)
			}
			if Score(got) < Score(tt.in) {
				t.Errorf("Score(%q) = %v < Score(%q) = %v", got, Score(got), tt.in, Score(tt.in))
			}
		})
	}
}

func TestDead(t *testing.T) {
	dead := []string{"", "  ", "XXXXXXXX", "#XXXXXX", "null", "undefined", "[object Object]", "*", "dom=document.x",
		"index=0", "div[", "a >> ", "css=", "xpath=", "aria/", "#1abc", "text/"}
	alive := []string{"h2", "#button", "aria/Click", "xpath///*[@id=\"input\"]", "linkText=Remove",
		"css=outer-closed >> #outer-btn", `getByRole('button')`}
	for _, s := range dead {
		if !Dead(s) || Score(s) != 0 {
			t.Errorf("Dead(%q) = %v, Score %v; want dead", s, Dead(s), Score(s))
		}
	}
	for _, s := range alive {
		if Dead(s) || Score(s) == 0 {
			t.Errorf("Dead(%q) = %v, Score %v; want alive", s, Dead(s), Score(s))
		}
	}
}

// TestLongNormalised: a locator within the parser's bound whose normalised Value is not (each
// quote of a text escaped for CSS) is refused; its Value read again was a dead selector.
func TestLongNormalised(t *testing.T) {
	quotes := strings.Repeat(`"`, maxSelector-100)
	for _, s := range []string{"text=" + quotes, "link=" + quotes, "aria/" + quotes,
		"page.getByRole('button', { name: '" + quotes + "' })"} {
		if c := ParseLocator(s); c.Stability != 0 || !Dead(s) {
			t.Errorf("ParseLocator(%.20q…) = %s of %d bytes, Stability %v; want refused", s, c.Kind, len(c.Value), c.Stability)
		}
	}
	if cs := Candidates(Target{Role: "button", Name: quotes, Label: quotes}); len(cs) != 0 {
		t.Errorf("Candidates(role and label of %d quotes) = %s of %d bytes; want none", len(quotes), cs[0].Kind, len(cs[0].Value))
	}
	short := strings.Repeat(`"`, maxSelector/4)
	if c := ParseLocator("text=" + short); c.Stability == 0 || ParseLocator(c.Value).Value != c.Value {
		t.Errorf("ParseLocator(text= %d quotes) = %+v; want usable and read back", len(short), c.Stability)
	}
}

func TestClassifyName(t *testing.T) {
	tests := []struct {
		name    string
		isClass bool
		want    nameClass
	}{
		{"login_field", false, nameStable}, {"navBasketItems", false, nameStable}, {"firstName", false, nameStable},
		{"socialSecurityLast4", false, nameStable}, {"MenuContent", false, nameStable}, {"rso", false, nameStable},
		{":r1:", false, nameGenerated}, {"«r2»", false, nameGenerated}, {"ember123", false, nameGenerated},
		{"react-select-3-input", false, nameGenerated}, {"mat-input-0", false, nameGenerated},
		{"headlessui-listbox-button-:r5:", false, nameGenerated}, {"cdk-overlay-12", false, nameGenerated},
		{"APjFqb", false, nameGenerated}, {"oFNiHe", false, nameGenerated}, {"post-1758538116", false, nameGenerated},
		{"068d1298-4120-7a01-8000-518973548809", false, nameGenerated},
		{"checkpoint", true, nameStable}, {"form-control", true, nameStable}, {"btn", true, nameStable},
		{"Button", true, nameStable}, {"loginBtn", true, nameStable},
		{"active", true, nameState}, {"is-open", true, nameState}, {"ng-touched", true, nameState}, {"tab--selected", true, nameState},
		{"flex", true, nameUtility}, {"h-10", true, nameUtility}, {"px-3", true, nameUtility}, {"w-1/2", true, nameUtility},
		{"md:flex", true, nameUtility}, {"text-primary-foreground", true, nameUtility}, {"ring-offset-background", true, nameUtility},
		{"mat-mdc-button-touch-target", true, nameFramework}, {"MuiSelect-root", true, nameFramework}, {"ember-view", true, nameFramework},
		{"Button_primary__3xYz1", true, nameGenerated}, {"sc-bdfBwQ", true, nameGenerated}, {"kXpJcD", true, nameGenerated},
		{"css-1x2y3z", true, nameGenerated}, {"css-y605ap", true, nameGenerated}, {"jss31", true, nameGenerated},
		{"w-[37px]", true, nameGenerated}, {"_3xYz1", true, nameGenerated}, {"svelte-1abc2de", true, nameGenerated},
		{"MjjYud", true, nameGenerated}, {"LC20lb", true, nameGenerated}, {"Aysk6e", true, nameGenerated},
		{"ng-tns-c12-3", true, nameGenerated},
		// a random suffix made per page load: ids and classes of a test site's generator
		{"in-2vcj73", false, nameGenerated}, {"prod-kl8rpc", false, nameGenerated}, {"nl-i1h4pv", false, nameGenerated},
		{"css-y1f060", true, nameGenerated}, {"step-2", false, nameStable}, {"video-h264", false, nameStable},
		{"item_v2beta", false, nameStable}, {"section-3", false, nameStable},
		{"in-zvh925", false, nameGenerated}, {"list-item42", false, nameStable}, {"track-mp3", false, nameStable}, {"col-xs12", false, nameStable},
	}
	for _, tt := range tests {
		if got := classifyName(tt.name, tt.isClass); got != tt.want {
			t.Errorf("classifyName(%q, %v) = %v, want %v", tt.name, tt.isClass, got, tt.want)
		}
	}
}

func TestCandidates(t *testing.T) {
	// The click step of SPEC §13.
	target := Target{
		Selectors:  []string{"a[data-testid='issues-tab']"},
		XPath:      "/html/body/nav/a[2]",
		Role:       "link",
		Name:       "Issues",
		Text:       "Issues",
		Attributes: map[string]string{"href": "/acme/widget/issues"},
	}
	got := Candidates(target)
	want := []Candidate{
		{KindTestID, `a[data-testid='issues-tab']`, 0.951},
		{KindRole, `role=link[name="Issues"]`, 0.9},
		{KindText, `text="Issues"`, 0.75},
		{KindHref, `a[href="/acme/widget/issues"]`, 0.644},
		{KindXPath, `xpath=/html/body/nav/a[2]`, 0.078},
	}
	sortWant(want)
	if !equalCandidates(got, want) {
		t.Errorf("Candidates =\n%v\nwant\n%v", got, want)
	}
	anchors := Anchors(target)
	for _, a := range anchors {
		if a.Kind == KindXPath || a.Kind == KindCSS {
			t.Errorf("anchor of kind %s: %v", a.Kind, a)
		}
	}
	if len(anchors) != 4 {
		t.Errorf("Anchors = %v, want 4", anchors)
	}
	// Deterministic: the same order every time.
	for i := 0; i < 20; i++ {
		if again := Candidates(target); !equalCandidates(again, got) {
			t.Fatalf("order changed: %v", again)
		}
	}
}

func TestCandidatesHrefPattern(t *testing.T) {
	for href, want := range map[string]string{
		"/dp/B08N5WRWNW/ref=sr_1_1":               `a[href^="/dp/"]`,
		"/acme/widget/issues/42":                  `a[href^="/acme/widget/issues/"]`,
		"/search?q=laptop":                        `a[href^="/search?"]`,
		"https://example.com/about":               `a[href="https://example.com/about"]`,
		"https://example.com/p/123456":            `a[href^="https://example.com/p/"]`,
		"/acme/widget/issues":                     `a[href="/acme/widget/issues"]`,
		"/68d1298f-4120-4a01-8000-518973548809/x": "",
		"javascript:void(0)":                      "",
	} {
		var got string
		for _, c := range Candidates(Target{Attributes: map[string]string{"href": href}}) {
			if c.Kind == KindHref {
				got = c.Value
			}
		}
		if got != want {
			t.Errorf("href %q → %q, want %q", href, got, want)
		}
	}
}

func TestAnchorsSkipGenerated(t *testing.T) {
	target := Target{
		Selectors:  []string{"#ember123", "div.css-1x2y3z > button:nth-child(2)"},
		Tag:        "button",
		Role:       "button",
		Name:       "Sign in",
		Attributes: map[string]string{"id": "ember123", "class": "css-1x2y3z"},
	}
	for _, a := range Anchors(target) {
		if strings.Contains(a.Value, "ember123") || strings.Contains(a.Value, "css-") {
			t.Errorf("generated anchor %v", a)
		}
	}
	cs := Candidates(target)
	if len(cs) == 0 || cs[0].Value != `role=button[name="Sign in"]` {
		t.Errorf("best candidate = %v, want the role", cs)
	}
}

func sortWant(cs []Candidate) {
	for i := 1; i < len(cs); i++ {
		for j := i; j > 0 && less(cs[j], cs[j-1]); j-- {
			cs[j], cs[j-1] = cs[j-1], cs[j]
		}
	}
}

func less(a, b Candidate) bool {
	if a.Stability != b.Stability {
		return a.Stability > b.Stability
	}
	if kindRank[a.Kind] != kindRank[b.Kind] {
		return kindRank[a.Kind] < kindRank[b.Kind]
	}
	return a.Value < b.Value
}

func equalCandidates(a, b []Candidate) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func TestElementID(t *testing.T) {
	for in, want := range map[string]string{
		"#f9": "f9", "input#f9": "f9", "[id=f9]": "f9", `input[id="f9"]`: "f9", "css=#f9": "f9", "id=f9": "f9",
		`//input[@id='f9']`: "f9", `xpath=//*[@id="f9"]`: "f9", `form#login input#pw`: "pw",
		"#login input": "", "[id^=f9]": "", ".f9": "", `role=textbox[name="f9"]`: "", "#a, #b": "", "": "",
		`//div[@id='x']/input`: "", "text=f9": "",
	} {
		if got := ElementID(in); got != want {
			t.Errorf("ElementID(%q) = %q, want %q", in, got, want)
		}
	}
}
