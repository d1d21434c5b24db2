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
