package redact

import "testing"

// TestAutomationCalls: a value that automation code types into a password's, a card's or
// an e-mail's field is masked by the field its locator names, in Playwright's, Puppeteer's,
// Selenium's, Cypress's, WebdriverIO's, TestCafe's, Capybara's and Robot Framework's
// wordings; the locator and the values typed into ordinary fields stay.
func TestAutomationCalls(t *testing.T) {
	checkTexts(t, []textCase{
		{"agent's log", "[step 5] fill('#password', 'Winter2024!!Rx') | [step 6] click('button[type=submit]')",
			"[step 5] fill('#password', '{{password}}') | [step 6] click('button[type=submit]')"},
		{"playwright page.fill", "page.fill('#password', 'Winter2024!!Rx')", "page.fill('#password', '{{password}}')"},
		{"a selector with quotes", `await page.fill('input[name="password"]', 'Winter2024!!Rx');`, `await page.fill('input[name="password"]', '{{password}}');`},
		{"puppeteer type with options", "await page.type('#pass', 'Winter2024!!Rx', {delay: 50})", "await page.type('#pass', '{{password}}', {delay: 50})"},
		{"by label", "await page.getByLabel('Password').fill('Winter2024!!Rx');", "await page.getByLabel('Password').fill('{{password}}');"},
		{"by role", "await page.getByRole('textbox', { name: 'Password' }).fill('Winter2024!!Rx');",
			"await page.getByRole('textbox', { name: 'Password' }).fill('{{password}}');"},
		{"selenium python", `driver.find_element(By.ID, "password").send_keys("Winter2024!!Rx")`, `driver.find_element(By.ID, "password").send_keys("{{password}}")`},
		{"selenium java", `driver.findElement(By.id("password")).sendKeys("Winter2024!!Rx");`, `driver.findElement(By.id("password")).sendKeys("{{password}}");`},
		{"cypress with a key", "cy.get('#password').clear().type('Winter2024!!Rx{enter}')", "cy.get('#password').clear().type('{{password}}{enter}')"},
		{"capybara", "fill_in 'Password', with: 'Winter2024!!Rx'", "fill_in 'Password', with: '{{password}}'"},
		{"robot framework", "Input Password    id=password    Winter2024!!Rx", "Input Password    id=password    {{password}}"},
		{"webdriverio", "$('#password').setValue('Winter2024!!Rx')", "$('#password').setValue('{{password}}')"},
		{"testcafe", "await t.typeText('#password', 'Winter2024!!Rx')", "await t.typeText('#password', '{{password}}')"},
		{"python keyword arguments", `[verktyg] fill(selector="input[name=personalNumber]", value="850712-7770") | [verktyg] click`,
			`[verktyg] fill(selector="input[name=personalNumber]", value="{{ssn}}") | [verktyg] click`},
		{"india's pan typed", `type("#pan", "BKRPS4821K"); select("#ay", "Assessment Year 2024-25")`, `type("#pan", "{{ssn}}"); select("#ay", "Assessment Year 2024-25")`},
		{"a form tool's selector keys", `fill_form({"#cardnumber": "4111111111111111", "#exp": "11/26", "#cid": "8412", "#zip": "10001"})`,
			`fill_form({"#cardnumber": "{{card_number}}", "#exp": "11/26", "#cid": "{{cvv}}", "#zip": "10001"})`},
		{"a search's selector key", `{"#search": "shoes"}`, `{"#search": "shoes"}`},
		{"an e-mail field", "await page.fill('#email', 'jane.doe@example.org')", "await page.fill('#email', '{{email}}')"},
		{"a card field", "await page.getByPlaceholder('Card number').fill('4111111111111111')", "await page.getByPlaceholder('Card number').fill('{{card_number}}')"},
		{"two calls, one secret", "await page.fill('#username', 'alice'); await page.fill('#password', 'S3cret!x')",
			"await page.fill('#username', 'alice'); await page.fill('#password', '{{password}}')"},
		{"a search stays", "await page.fill('#search', 'laptop 15 inch')", "await page.fill('#search', 'laptop 15 inch')"},
		{"a user name stays", "Input Text    id=username    alice", "Input Text    id=username    alice"},
		{"a template stays", "await page.fill('#otp', '${OTP}')", "await page.fill('#otp', '${OTP}')"},
		{"not a call", "Please type 'password', 'Hunter2' here", "Please type 'password', 'Hunter2' here"},
		{"another function", "prototype('#password', 'z')", "prototype('#password', 'z')"},
	})
}

// TestToolCallsAndNotes: the text an MCP browser tool types into an element its
// description names (a call as a log writes it, its arguments in JSON), a recorder's or an
// agent's step written as JSON (a selector, a target, Chrome Recorder's selectors, a
// locator object, the element's attributes) and the values an
// agent's note says it typed into a named field are masked by the field; a search, a ZIP
// code and a word in the value's place stay.
func TestToolCallsAndNotes(t *testing.T) {
	checkTexts(t, []textCase{
		{"browser_type call", `browser_type(element="Password textbox", ref="e12", text="Winter2024!!Rx")`,
			`browser_type(element="Password textbox", ref="e12", text="{{password}}")`},
		{"browser_type arguments", `{"tool": "browser_type", "arguments": {"element": "Password", "ref": "e7", "text": "Winter2024!!Rx", "submit": true}}`,
			`{"tool": "browser_type", "arguments": {"element": "Password", "ref": "e7", "text": "{{password}}", "submit": true}}`},
		{"an e-mail's element", `{"element": "Email textbox", "ref": "e5", "text": "jane@x.org"}`, `{"element": "Email textbox", "ref": "e5", "text": "{{email}}"}`},
		{"an agent's step as json", `{"action": "input_text", "index": 12, "text": "Winter2024!!Rx", "element": {"tag_name": "input", "attributes": {"type": "password", "name": "pwd"}}}`,
			`{"action": "input_text", "index": 12, "text": "{{password}}", "element": {"tag_name": "input", "attributes": {"type": "password", "name": "pwd"}}}`},
		{"a recorder's step", `{"type": "fill", "selector": "#password", "value": "Winter2024!!Rx"}`, `{"type": "fill", "selector": "#password", "value": "{{password}}"}`},
		{"selenium ide's command", `{"command": "type", "target": "id=password", "value": "Winter2024!!Rx"}`, `{"command": "type", "target": "id=password", "value": "{{password}}"}`},
		{"chrome recorder's selectors", `{"type": "change", "selectors": [["aria/Password"], ["#password"]], "value": "Winter2024!!Rx"}`,
			`{"type": "change", "selectors": [["aria/Password"], ["#password"]], "value": "{{password}}"}`},
		{"a locator object", `{"action": "type", "locator": {"role": "textbox", "name": "Password"}, "text": "Winter2024!!Rx"}`,
			`{"action": "type", "locator": {"role": "textbox", "name": "Password"}, "text": "{{password}}"}`},
		{"a search step stays", `{"command": "type", "target": "id=q", "value": "laptop 15"}`, `{"command": "type", "target": "id=q", "value": "laptop 15"}`},
		{"a zip step stays", `{"selector": "#zip", "value": "10001"}`, `{"selector": "#zip", "value": "10001"}`},
		{"a search's element", `browser_type(element="Search box", ref="e3", text="red shoes")`, `browser_type(element="Search box", ref="e3", text="red shoes")`},
		{"typed quoted", `Typed "Winter2024!!Rx" into the password field and clicked Sign in.`, `Typed "{{password}}" into the password field and clicked Sign in.`},
		{"entered a code", "Entered 482913 in the verification code field.", "Entered {{otp}} in the verification code field."},
		{"filled with", "Filled the password field with Winter2024!!Rx.", "Filled the password field with {{password}}."},
		{"put a card", "Put '4242 4242 4242 4242' in the card number input", "Put '{{card_number}}' in the card number input"},
		{"typed into a selector", "Step 4: typed 'maya.k' into #username, typed 'Hunter-42!xq' into #password, clicked 'Sign in'",
			"Step 4: typed 'maya.k' into #username, typed '{{password}}' into #password, clicked 'Sign in'"},
		{"curly quotes", "Typed “Hunter22!” into the Password input", "Typed “{{password}}” into the Password input"},
		{"a search typed", `Typed "laptop" into the search field`, `Typed "laptop" into the search field`},
		{"a zip code", "Entered 10001 in the ZIP code box", "Entered 10001 in the ZIP code box"},
		{"a word for the value", "Typed text into the password field", "Typed text into the password field"},
	})
}
