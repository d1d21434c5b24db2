package redact

import "testing"

// TestComputerUseTyping: what a computer-use agent types is masked by the field the words
// before it name (or, with none before, the words after), in its secret's shape; a
// search, a postcode, a promo code or a card's number field keeps what is typed there
// (a card's number is cardPass's), and so does a record whose keys only look like words.
func TestComputerUseTyping(t *testing.T) {
	checkTexts(t, []textCase{
		{"a code after a screenshot's prompt", "「認証コードを入力してください」画面。\ncomputer.left_click(x=583, y=402)\ncomputer.type(text=\"739105\")",
			"「認証コードを入力してください」画面。\ncomputer.left_click(x=583, y=402)\ncomputer.type(text=\"{{otp}}\")"},
		{"a payment password in anthropic's form", "弹出\"请输入6位支付密码\"的输入框\n{\"action\": \"left_click\", \"coordinate\": [640, 515]}\n{\"action\": \"type\", \"text\": \"870352\"}",
			"弹出\"请输入6位支付密码\"的输入框\n{\"action\": \"left_click\", \"coordinate\": [640, 515]}\n{\"action\": \"type\", \"text\": \"{{password}}\"}"},
		{"a password in openai's form", `Password field is focused. {"type": "type", "text": "Marigold!Fjord-2291"}`,
			`Password field is focused. {"type": "type", "text": "{{password}}"}`},
		{"a security code named only after it", "{\"name\": \"computer\", \"input\": {\"action\": \"left_click\", \"coordinate\": [905, 452]}}\n" +
			"{\"name\": \"computer\", \"input\": {\"action\": \"type\", \"text\": \"736\"}}\n[assistant] Prüfziffer eingetragen.",
			"{\"name\": \"computer\", \"input\": {\"action\": \"left_click\", \"coordinate\": [905, 452]}}\n" +
				"{\"name\": \"computer\", \"input\": {\"action\": \"type\", \"text\": \"{{cvv}}\"}}\n[assistant] Prüfziffer eingetragen."},
		{"pyautogui after a comment", "pyautogui.click(812, 440)  # OTP box\npyautogui.write('518204')",
			"pyautogui.click(812, 440)  # OTP box\npyautogui.write('{{otp}}')"},
		{"xdotool after a pin prompt", "Enter PIN:\nxdotool type --delay 100 \"4821\"", "Enter PIN:\nxdotool type --delay 100 \"{{pin}}\""},
		{"a postcode stays", `The page asks for the ZIP code. {"action": "type", "text": "94107"}`,
			`The page asks for the ZIP code. {"action": "type", "text": "94107"}`},
		{"a promo code stays", `Promo code field {"action": "type", "text": "SAVE2024"}`, `Promo code field {"action": "type", "text": "SAVE2024"}`},
		{"a search after a password's step stays", `Password field {"action": "type", "text": "Tr0ub4dor&3x"} then the search box {"action": "type", "text": "blue shoes"}`,
			`Password field {"action": "type", "text": "{{password}}"} then the search box {"action": "type", "text": "blue shoes"}`},
		{"a shipping quantity is no pin", `shipping options, quantity: {"action": "type", "text": "1200"}`,
			`shipping options, quantity: {"action": "type", "text": "1200"}`},
		{"a passport typed, its field in a remark after", "{\"action\": \"type\", \"text\": \"P7281945\"}   ← حقل «رقم جواز السفر»\n{\"action\": \"type\", \"text\": \"dune\"}   ← search",
			"{\"action\": \"type\", \"text\": \"{{ssn}}\"}   ← حقل «رقم جواز السفر»\n{\"action\": \"type\", \"text\": \"dune\"}   ← search"},
		{"a harness's computer: type after a commented click", "computer: left_click [540, 412]  # поле «Номер документа»\ncomputer: type \"75 4391028\"",
			"computer: left_click [540, 412]  # поле «Номер документа»\ncomputer: type \"{{ssn}}\""},
		{"cdp's insertText after a page's prompt", "[page] « Saisissez le code à 6 chiffres envoyé par SMS »\n→ {\"id\":118,\"method\":\"Input.insertText\",\"params\":{\"text\":\"730194\"}}",
			"[page] « Saisissez le code à 6 chiffres envoyé par SMS »\n→ {\"id\":118,\"method\":\"Input.insertText\",\"params\":{\"text\":\"{{otp}}\"}}"},
		{"a cypress log's typing into a blik box", "4  get         [data-cy=\"blik-code-input\"]\n5  -type       482913{enter}",
			"4  get         [data-cy=\"blik-code-input\"]\n5  -type       {{otp}}{enter}"},
		{"a cypress log's hidden password stays", "4  get        [data-test=password-input]\n5  -type      ********", "4  get        [data-test=password-input]\n5  -type      ********"},
		{"a code's shape after a pin word stays when not a pin", `PIN field {"action": "type", "text": "not sure"}`,
			`PIN field {"action": "type", "text": "not sure"}`},
	})
}

// TestNestedJSON: JSON held in a JSON string (a tool call's arguments as transcripts
// write them) is redacted as the JSON it holds, and written back encoded; a string that
// holds nothing to mask is left as it was, and a cut one is left to the other passes.
func TestNestedJSON(t *testing.T) {
	checkTexts(t, []textCase{
		{"a playwright mcp call's arguments", `{"name": "browser_type", "arguments": "{\"ref\": \"e47\", \"element\": \"Password textbox\", \"text\": \"Marigold!Fjord-2291\"}"}`,
			`{"name": "browser_type", "arguments": "{\"ref\": \"e47\", \"element\": \"Password textbox\", \"text\": \"{{password}}\"}"}`},
		{"a logged body, html kept as it is", `{"body":"{\"password\":\"hunter2x\",\"note\":\"<b>&amp;\"}"}`,
			`{"body":"{\"password\":\"{{password}}\",\"note\":\"<b>&amp;\"}"}`},
		{"an array of fields", `"fields": "[{\"name\": \"Card number\", \"value\": \"4111 1111 1111 1111\"}]"`,
			`"fields": "[{\"name\": \"Card number\", \"value\": \"{{card_number}}\"}]"`},
		{"nothing to mask, escapes kept", `{"arguments": "{\"url\": \"https:\/\/example.com\/caf\u00e9\"}"}`,
			`{"arguments": "{\"url\": \"https:\/\/example.com\/caf\u00e9\"}"}`},
		{"a cut string is read by the other passes", `"arguments": "{\"password\": \"hunter2x\", \"ref\": \"e4`,
			`"arguments": "{\"password\": \"{{password}}\", \"ref\": \"e4`},
	})
}
