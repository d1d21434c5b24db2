package waymark_test

import (
	"testing"

	"github.com/waymark-dev/waymark"
)

// TestMaskSecrets: secrets in a message are masked, text without one is left as it is,
// and masking masked text changes nothing.
func TestMaskSecrets(t *testing.T) {
	for in, want := range map[string]string{
		`url "ftp://a.test/?token=ghp_abcdefghijklmnopqrstuvwxyz0123456789": scheme "ftp" not allowed`: `url "ftp://a.test/?token={{token}}": scheme "ftp" not allowed`,
		`enum: alice.smith@example.com does not equal any of: [a b]`:                                   `enum: {{email}} does not equal any of: [a b]`,
		`page_size: must be 1–100`:                            `page_size: must be 1–100`,
		`forget: id 7d2c94b40374ffdc77da: not found`:          `forget: id 7d2c94b40374ffdc77da: not found`,
		`steps[2].url: url "https://a.test/?token={{token}}"`: `steps[2].url: url "https://a.test/?token={{token}}"`,
	} {
		if got := waymark.MaskSecrets(in); got != want {
			t.Errorf("MaskSecrets(%q)\n = %q\nwant %q", in, got, want)
		}
		if again := waymark.MaskSecrets(want); again != want {
			t.Errorf("MaskSecrets(%q) = %q: not idempotent", want, again)
		}
	}
}
