package redact

import "testing"

// TestSecretsInWords: a passphrase of several words and the answer to a security question
// are masked to the end of their clause; what prose says of them is not.
func TestSecretsInWords(t *testing.T) {
	checkTexts(t, []textCase{
		{"passphrase", "Passphrase: correct horse battery staple", "Passphrase: {{password}}"},
		{"passphrase is", "Your passphrase is correct horse battery staple. Keep it safe.", "Your passphrase is {{password}}. Keep it safe."},
		{"passphrase quoted", `Passphrase: "correct horse battery staple"`, `Passphrase: "{{password}}"`},
		{"passphrase of two words", "Passphrase: purple elephant", "Passphrase: purple elephant"}, // a passphrase has three or more
		{"passphrase correct", "Your passphrase is correct.", "Your passphrase is correct."},
		{"passphrase required", "The passphrase is required to continue", "The passphrase is required to continue"},
		{"passphrase rule", "Please choose a passphrase: at least 4 words.", "Please choose a passphrase: at least 4 words."},
		{"security answer", "Security answer: Fluffy", "Security answer: {{secret}}"},
		{"security answer is", "Your security answer is Springfield", "Your security answer is {{secret}}"},
		{"question then answer", "Security question: What was your first pet's name? Answer: Fluffy",
			"Security question: What was your first pet's name? Answer: {{secret}}"},
		{"answer to the question", "Answer to your security question: Blue Ridge Elementary", "Answer to your security question: {{secret}}"},
		{"maiden name", "Mother's maiden name: Johnson", "Mother's maiden name: {{secret}}"},
		{"maiden name of words", "Mother’s maiden name is Van der Berg. Thanks!", "Mother’s maiden name is {{secret}}. Thanks!"},
		{"memorable word", "Memorable word: tangerine", "Memorable word: {{secret}}"},
		{"answer and a pin", "Security answer: Fluffy and PIN: 4821", "Security answer: {{secret}} and PIN: {{pin}}"},
		{"answer equals", "Security answer = rex", "Security answer = {{secret}}"},
		{"answer incorrect", "Your security answer is incorrect.", "Your security answer is incorrect."},
		{"answer case sensitive", "Your security answer is case sensitive.", "Your security answer is case sensitive."},
		{"answer rule", "Set a security answer: it must be 4 characters or more.", "Set a security answer: it must be 4 characters or more."},
		{"answer placeholder", "Security answer: {{secret}}", "Security answer: {{secret}}"},
		{"answers plural", "Security answers are stored hashed", "Security answers are stored hashed"},
	})
}

// TestUnlockAndRussianPINs: a phone's unlock code and a PIN named in Russian.
func TestUnlockAndRussianPINs(t *testing.T) {
	checkTexts(t, []textCase{
		{"unlock code", "Unlock code: 482193", "Unlock code: {{pin}}"},
		{"phone unlock code", "Phone unlock code 4821", "Phone unlock code {{pin}}"},
		{"unlock code short", "Unlock code 404 returned", "Unlock code 404 returned"},
		{"russian pin", "ПИН-код: 4821", "ПИН-код: {{pin}}"},
		{"russian pin in a sentence", "Ваш ПИН-код 4821", "Ваш ПИН-код {{pin}}"},
		{"russian pin year", "ПИН-код: 2024 год", "ПИН-код: 2024 год"},
	})
}
