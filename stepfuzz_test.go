package waymark

import (
	"encoding/json"
	"testing"

	"github.com/waymark-dev/waymark/internal/urlpattern"
)

// FuzzParseStep: a step report (the step argument of experience_step and `waymark step`)
// either fails with an *InputError or gives a step that onPage can place in a session that
// has a page (all but a navigate that names nowhere, which Step refuses) and that reads
// back, once encoded, as the same step.
func FuzzParseStep(f *testing.F) {
	for _, s := range []string{
		`{"action":"click","url":"https://a.example/","target":{"selector":"#go","role":"button","name":"Go"}}`,
		`{"action":"fill","target":{"selector":"#q"},"value":"lamp"}`,
		`"{\"action\":\"navigate\",\"url\":\"https://a.example/x?y=1\"}"`,
		`{"action":"press","url":"https://a.example/","value":"Enter","url_after":"https://a.example/r"}`,
		`{"action":"teleport","url":"javascript:alert(1)"}`,
		`{"action":"click","target":null,"frame":[0]}`,
	} {
		f.Add(s, "https://a.example/after")
		f.Add(s, "")
	}
	f.Fuzz(func(t *testing.T, raw, page string) {
		if _, err := urlpattern.Parse(page); page != "" && err != nil {
			return // Step refuses a url argument that is no page URL before it parses the step
		}
		st, err := parseStep(json.RawMessage(raw), page, 1<<16)
		if err != nil {
			if _, ok := err.(*InputError); !ok {
				t.Fatalf("parseStep(%q): %T %v, want an *InputError", raw, err, err)
			}
			return
		}
		if got := onPage(st, "", page).URL; got != firstNonEmpty(st.URL, page, st.URLAfter) {
			t.Fatalf("parseStep(%q, %q): a first step placed on %q", raw, page, got)
		}
		placed := onPage(st, "https://a.example/before", page)
		if placed.URL == "" && (st.Action != ActionNavigate || firstNonEmpty(page, st.URLAfter) != "") {
			t.Fatalf("parseStep(%q, %q) accepted a step onPage cannot place in a session", raw, page)
		}
		b, err := json.Marshal(st)
		if err != nil {
			t.Fatal(err)
		}
		again, err := parseStep(b, page, 1<<16)
		if err != nil {
			t.Fatalf("the accepted step %s reads back with %v", b, err)
		}
		if b2, _ := json.Marshal(again); string(b2) != string(b) {
			t.Fatalf("step %s reads back as %s", b, b2)
		}
	})
}
