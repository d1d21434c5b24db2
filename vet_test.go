package waymark

import (
	"os"
	"path/filepath"
	"testing"
)

// FuzzReadSiteFile: a site file is outside input (it may be edited by hand). Reading one
// never panics, and what it accepts passes its checks again unchanged: masking and refiling
// are idempotent, so a second import of an imported export finds nothing to change.
func FuzzReadSiteFile(f *testing.F) {
	f.Add([]byte("version: 1\nsite: good.com\npatterns:\n  - key: good.com||\n    text: \"good  \"\n" +
		"    created_at: 2025-01-01T00:00:00Z\n    updated_at: 2025-01-01T00:00:00Z\n    body:\n      name: good\n      site: good.com\n" +
		"      reliability: 0.5\n      steps:\n        - action: fill\n          role: textbox\n          name: Password\n          value: hunter2\n"))
	f.Add([]byte("version: 1\nsite: a.com\nsite_notes:\n  - key: a.com|site|captcha\n    text: \"captcha alice@corp.example \"\n" +
		"    created_at: 2025-01-01T00:00:00Z\n    updated_at: 2025-01-01T00:00:00Z\n    body:\n      site: a.com\n" +
		"      scope: site\n      problem: captcha\n      symptom: alice@corp.example\n"))
	f.Add([]byte("version: 1\nsite: a.com\nprofiles:\n  - key: a.com\n    text: a.com\n    created_at: 2025-01-01T00:00:00Z\n" +
		"    updated_at: 2025-01-01T00:00:00Z\n    body:\n      site: a.com\n      origins: [\"https://www.a.com\"]\n"))
	dir := f.TempDir()
	f.Fuzz(func(t *testing.T, data []byte) {
		p := filepath.Join(dir, "x.yaml")
		if err := os.WriteFile(p, data, 0o600); err != nil {
			t.Fatal(err)
		}
		_, recs, err := readSiteFile(p, "sites/x.yaml")
		if err != nil {
			return
		}
		for _, r := range recs {
			v, err := decodeKnowledge(r.Kind, r.Body, true)
			if err != nil {
				t.Fatalf("%s %q: accepted body does not decode: %v", r.Kind, r.Key, err)
			}
			again := r
			if err := vetImported(&again, r.Site, v); err != nil {
				t.Fatalf("%s %q: accepted record fails its checks: %v", r.Kind, r.Key, err)
			}
			body, err := canonicalBody(r.Kind, r.Body, true)
			if err != nil {
				t.Fatal(err)
			}
			if again.Key != r.Key || again.Text != r.Text || again.URLPattern != r.URLPattern || string(body) != string(r.Body) {
				t.Fatalf("%s: a second check changed the record:\n%+v\n%+v", r.Kind, r, again)
			}
		}
	})
}
