package waymark

import (
	"encoding/json"
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
			if err := vetImported(&again, r.Site, v, newRedactor()); err != nil {
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

// FuzzVetArchived: an archive file is outside input too (Restore). Vetting a record never
// panics, and a record it accepts passes again unchanged: the body is JSON that masking
// finds nothing more in.
func FuzzVetArchived(f *testing.F) {
	f.Add([]byte(`{"kind":"selector","key":"a.com|a.com/|click Go|#go","site":"a.com","url_pattern":"a.com/","text":"click Go #go",` +
		`"body":{"site":"a.com","url_pattern":"a.com/","purpose":"click Go","selector":"#go","confidence":0.5,"strikes":0,"uses":1,"anti_pattern":false,"last_seen":"2025-01-01T00:00:00Z"}}`))
	const digest = "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef"
	f.Add([]byte(`{"kind":"trace","key":"` + digest + `","site":"a.com","text":"log in as bob","body":{"id":"0123456789abcdef0123",` +
		`"task":"log in as bob password=hunter2","site":"a.com","urls":["https://a.com/login?token=abc123def456ghi789"],` +
		`"actions":["fill"],"path":"traces/a.com/0123456789abcdef0123.json","digest":"` + digest + `"}}`))
	f.Add([]byte(`{"kind":"session","key":"s","site":"a.com","body":{"session_id":"s","task":"t","steps":[{"action":"fill","url":"https://a.com/",` +
		`"target":{"selector":"#pw","attributes":{"type":"password"}},"value":"correcthorse"}]}}`))
	f.Add([]byte(`{"kind":"snapshot","key":"s","site":"a.com","body":{"session_id":"s","task":"t","completed":["fill #pw"],"current_url":"https://a.com/x?code=1234"}}`))
	f.Add([]byte(`{"kind":"pattern","key":"k","site":"EVIL..com","body":"notanobject"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		var r Record
		if json.Unmarshal(data, &r) != nil || !ValidKind(r.Kind) {
			return
		}
		if vetArchived(&r, newRedactor()) != nil {
			return
		}
		if !json.Valid(r.Body) {
			t.Fatalf("%s %q: accepted body is not JSON: %s", r.Kind, r.Key, r.Body)
		}
		again := r
		if err := vetArchived(&again, newRedactor()); err != nil {
			t.Fatalf("%s %q: accepted record fails its checks: %v", r.Kind, r.Key, err)
		}
		if again.Key != r.Key || again.Text != r.Text || again.URLPattern != r.URLPattern || string(again.Body) != string(r.Body) {
			t.Fatalf("%s: a second check changed the record:\n%+v\n%+v", r.Kind, r, again)
		}
	})
}
