package redact

import "testing"

// TestSetupCodes: a HomeKit or Matter setup code after its name (or after where it is
// printed), a setup code of letters and digits and Matter's QR payload are masked; a short number after "Setup code", a product code and a log line's field after
// "Bearer" stay.
func TestSetupCodes(t *testing.T) {
	checkTexts(t, []textCase{
		{"homekit", "HomeKit setup code: 482-19-307", "HomeKit setup code: {{secret}}"},
		{"matter", "Matter pairing code 3497-011-2332", "Matter pairing code {{secret}}"},
		{"matter qr", "QR: MT:Y.K9042C00KA0648G00", "QR: {{secret}}"},
		{"matter, where it is", "the Matter pairing code on the box is 3497-011-2332.", "the Matter pairing code on the box is {{secret}}."},
		{"a setup code of letters", "Setup code: X7K2-9QMP", "Setup code: {{secret}}"},
		{"a setup code's screen stays", "The setup code screen shows a QR code", "The setup code screen shows a QR code"},
		{"a year stays", "Setup code: 2024", "Setup code: 2024"},
		{"a product code stays", "Matter vendor id 0x1234, product code 12345678", "Matter vendor id 0x1234, product code 12345678"},
		{"a log's next field stays", "token_type=Bearer expires_in=3600", "token_type=Bearer expires_in=3600"},
		{"a header's token", "Authorization: Bearer abc=def1234567890XYZ", "Authorization: Bearer {{token}}"},
	})
}
