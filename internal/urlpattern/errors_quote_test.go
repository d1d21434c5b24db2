package urlpattern

import (
	"strings"
	"testing"
)

// TestErrorQuotesUpToHost: a refused URL is quoted up to its host, so that a path, a query
// or a second word, where a secret may sit, stays out of the message.
func TestErrorQuotesUpToHost(t *testing.T) {
	for in, want := range map[string]string{
		"ftp://files.example/my secret Pass9!":   `url "ftp://files.example/…"`,
		"ftp://x.example/":                       `url "ftp://x.example/"`,
		"https://a.example.com:99999/s3cr3t":     `url "https://a.example.com…"`,
		"https://bank.example:hunter2pw/":        `url "https://bank.example…"`,
		"https://[::1]:99999/x":                  `url "https://[::1]…"`,
		"ftp://files.example.com/pub/file.txt":   `url "ftp://files.example.com/…"`,
		"notaurl Zq8vLp2mmK":                     `url "notaurl…"`,
		"javascript:alert(1)":                    `url "javascript:alert(1)"`,
		"mailto:alice@example.com?subject=hello": `url "mailto:alice@example.com…"`,
	} {
		_, err := Parse(in)
		if err == nil || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("Parse(%q): %v, want it to begin %s", in, err, want)
		}
	}
}
