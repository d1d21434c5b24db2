package waymark_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/waymark-dev/waymark"
)

// TestImportUnitesProfiles: two homes that saw one site each keep what both saw after one
// imports the other's export (origins, quirks, flags, the larger counts), in either
// direction; importing again changes nothing, and a profile the file adds nothing to is
// left as it was, updated_at included.
func TestImportUnitesProfiles(t *testing.T) {
	ctx := context.Background()
	t1 := t0.Add(time.Hour)
	mine := waymark.Profile{Site: "a.com", Origins: []string{"https://www.a.com"}, Visits: 3, Quirks: []string{"cookie_banner"},
		LastVisit: t0, Patterns: []string{}}
	theirs := waymark.Profile{Site: "a.com", Origins: []string{"https://a.com"}, Visits: 1, Iframe: true, CaptchaSeen: 2,
		Quirks: []string{"captcha"}, LastVisit: t1}
	want := waymark.Profile{Site: "a.com", Origins: []string{"https://a.com", "https://www.a.com"}, Visits: 3, Iframe: true,
		CaptchaSeen: 2, LastVisit: t1}
	for _, dir := range []string{"theirs into mine", "mine into theirs"} {
		t.Run(dir, func(t *testing.T) {
			a, b := mine, theirs
			at, bt := t0, t1
			if dir == "mine into theirs" {
				a, b, at, bt = b, a, bt, at
			}
			src, dst := openMemory(t, nil), openMemory(t, nil)
			seed(t, src, waymark.AsSaved(rec(waymark.KindProfile, "a.com", "a.com", "", bt, b)))
			seed(t, dst, waymark.AsSaved(rec(waymark.KindProfile, "a.com", "a.com", "", at, a)))
			ex := t.TempDir()
			if _, err := src.Export(ctx, waymark.ExportRequest{Dir: ex}); err != nil {
				t.Fatal(err)
			}
			for i := range 2 {
				res, err := dst.Import(ctx, ex)
				if err != nil {
					t.Fatal(err)
				}
				if got := res.Records[waymark.KindProfile]; got != 1-i || res.Added != 0 {
					t.Errorf("import %d: %d profiles changed, %d added; want %d, none added (the store had it)", i+1, got, res.Added, 1-i)
				}
			}
			v, err := dst.Site(ctx, "https://a.com/")
			if err != nil || v.Profile == nil {
				t.Fatalf("site: %+v, %v", v, err)
			}
			got := *v.Profile
			if !slices.Equal(got.Origins, want.Origins) || got.Visits != want.Visits || !got.Iframe ||
				got.CaptchaSeen != want.CaptchaSeen || !got.LastVisit.Equal(want.LastVisit) || len(got.Quirks) != 2 {
				t.Errorf("profile after import:\n%+v\nwant\n%+v (and both quirks)", got, want)
			}
			// The union imported back into the first home adds nothing there.
			back := t.TempDir()
			if _, err := dst.Export(ctx, waymark.ExportRequest{Dir: back}); err != nil {
				t.Fatal(err)
			}
			before := all(t, dst)
			if _, err := dst.Import(ctx, back); err != nil {
				t.Fatal(err)
			}
			if after := all(t, dst); !after[0].UpdatedAt.Equal(before[0].UpdatedAt) {
				t.Errorf("re-import moved updated_at %v → %v", before[0].UpdatedAt, after[0].UpdatedAt)
			}
		})
	}
}

// TestImportDerivesInputs: a route's inputs are the placeholders its steps type; a name no
// step uses, or one an edit wrote wrong, is not kept.
func TestImportDerivesInputs(t *testing.T) {
	ctx := context.Background()
	src, dst := openMemory(t, nil), openMemory(t, nil)
	seed(t, src, waymark.AsSaved(rec(waymark.KindPattern, "", "shop.com", "", t0, waymark.Pattern{Name: "search", Site: "shop.com",
		URLPattern: "shop.com/", Reliability: 0.5, Inputs: []string{"{{email}}", "bogus_input"},
		Steps: []waymark.RouteStep{{Action: waymark.ActionFill, Name: "Search", Value: "{{query}} in {{email}}"},
			{Action: waymark.ActionFill, Name: "Login", Value: "{{email}}"}}})))
	dir := t.TempDir()
	if _, err := src.Export(ctx, waymark.ExportRequest{Dir: dir}); err != nil {
		t.Fatal(err)
	}
	if _, err := dst.Import(ctx, dir); err != nil {
		t.Fatal(err)
	}
	var p waymark.Pattern
	if got := all(t, dst); len(got) != 1 || json.Unmarshal(got[0].Body, &p) != nil || !slices.Equal(p.Inputs, []string{"email", "query"}) {
		t.Errorf("imported inputs %q, want [email query]", p.Inputs)
	}
}

// TestNamesLikeTokensComeBack: a route's name joined from the words of its intent may look
// like a token ("balance_wallet_9921_chain3_mainnet"); a save keeps it as derived, and so do
// export → import and forget → restore: the same bytes come back, the profile's list too.
func TestNamesLikeTokensComeBack(t *testing.T) {
	ctx := context.Background()
	const u = "https://www.shop.example/orders/list"
	src := openMemory(t, nil)
	var names []string
	for _, task := range []string{"Get the balance of wallet 9921 on chain3 mainnet", "What is the tracking code of order 7Gx9Kq2LmP4vR8sT1wYz?"} {
		raw := `{"task": "` + task + `", "start_url": "` + u + `", "steps": [{"action": "navigate", "url": "` + u + `"},
			{"action": "click", "url": "` + u + `", "target": {"selector": "#go-` + fmt.Sprint(len(names)) + `", "role": "button", "name": "Go"}}]}`
		res, err := src.Save(ctx, waymark.SaveRequest{Trace: json.RawMessage(raw)})
		if err != nil || res.Pattern == nil || strings.Contains(res.Pattern.Name, "{{") {
			t.Fatalf("save: %+v, %v", res.Pattern, err)
		}
		names = append(names, res.Pattern.Name)
	}
	a, b := t.TempDir(), t.TempDir()
	if _, err := src.Export(ctx, waymark.ExportRequest{Dir: a}); err != nil {
		t.Fatal(err)
	}
	dst := openMemory(t, nil)
	if _, err := dst.Import(ctx, a); err != nil {
		t.Fatal(err)
	}
	if _, err := dst.Export(ctx, waymark.ExportRequest{Dir: b}); err != nil {
		t.Fatal(err)
	}
	sameTree(t, readTree(t, a), readTree(t, b))
	if res, err := src.Import(ctx, a); err != nil || len(res.Records) != 0 {
		t.Errorf("importing a home's own export: %+v, %v; want nothing changed", res, err)
	}
	f, err := src.Forget(ctx, waymark.ForgetRequest{Site: "shop.example"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := src.Restore(ctx, f.Archive); err != nil {
		t.Fatal(err)
	}
	v, err := src.Site(ctx, u)
	if err != nil || v.Profile == nil || !slices.Equal(v.Profile.Patterns, names) {
		t.Errorf("after forget and restore the profile names %v (%v), want %q", v.Profile, err, names)
	}
}

// TestImportMasksNamesNotDerived: a name that is not the one a save derives from the
// intent is masked as text, and the token it held is in no stored record, the profile that
// listed it included.
func TestImportMasksNamesNotDerived(t *testing.T) {
	ctx := context.Background()
	const secret = "ghp_abcdefghijklmnopqrstuvwxyz0123456789"
	src, dst := openMemory(t, nil), openMemory(t, nil)
	seed(t, src,
		waymark.AsSaved(rec(waymark.KindPattern, "", "shop.com", "", t0, waymark.Pattern{Name: "use " + secret, Intent: "sign in",
			Site: "shop.com", URLPattern: "shop.com/", Reliability: 0.5})),
		waymark.AsSaved(rec(waymark.KindProfile, "shop.com", "shop.com", "", t0, waymark.Profile{Site: "shop.com", Origins: []string{},
			Patterns: []string{"use " + secret, "note " + secret}})))
	dir := t.TempDir()
	if _, err := src.Export(ctx, waymark.ExportRequest{Dir: dir}); err != nil {
		t.Fatal(err)
	}
	if _, err := dst.Import(ctx, dir); err != nil {
		t.Fatal(err)
	}
	for _, r := range all(t, dst) {
		if strings.Contains(string(r.Body), secret) || strings.Contains(r.Text, secret) {
			t.Errorf("%s stored the token: %s", r.Kind, r.Body)
		}
	}
}

// TestUnfinishedExport: an import says when the folder's index is missing or lists a site
// file that is not there (an export writes the index last), and the next export removes the
// temporary files of one that was killed, once they are an hour old.
func TestUnfinishedExport(t *testing.T) {
	ctx := context.Background()
	src := openMemory(t, nil)
	seed(t, src, knowledge("a.com")...)
	seed(t, src, knowledge("b.com")...)
	dir := t.TempDir()
	if _, err := src.Export(ctx, waymark.ExportRequest{Dir: dir}); err != nil {
		t.Fatal(err)
	}
	warned := func(want string) {
		t.Helper()
		res, err := openMemory(t, nil).Import(ctx, dir)
		if err != nil || !slices.ContainsFunc(res.Warnings, func(w string) bool { return strings.Contains(w, want) }) {
			t.Errorf("import %+v, %v; want a warning with %q", res, err, want)
		}
	}
	if res, err := openMemory(t, nil).Import(ctx, dir); err != nil || len(res.Warnings) != 0 {
		t.Errorf("import of a whole export: %+v, %v; want no warning", res, err)
	}
	// A site file cut after a whole record decodes: the index's counts tell.
	a := filepath.Join(dir, "sites", "a.com.yaml")
	whole, err := os.ReadFile(a)
	if err != nil {
		t.Fatal(err)
	}
	last := bytes.LastIndex(whole, []byte("\n  - key:"))
	if last < 0 {
		t.Fatalf("no record to cut in %s", whole)
	}
	os.WriteFile(a, whole[:last+1], 0o600)
	warned("sites/a.com.yaml holds ")
	warned("the file may be cut short")
	// Cut inside its last record, a selector: the fields after the cut would decode as zero.
	cut := bytes.LastIndex(whole, []byte("last_seen:"))
	if cut < 0 || !bytes.Contains(whole[bytes.LastIndex(whole[:cut], []byte("\n  - key:")):], []byte("purpose:")) {
		t.Fatalf("the file's last record is no selector with a last_seen:\n%s", whole)
	}
	os.WriteFile(a, whole[:bytes.LastIndexByte(whole[:cut], '\n')+1], 0o600)
	if _, err := openMemory(t, nil).Import(ctx, dir); err == nil || !strings.Contains(err.Error(), "last_seen: missing") {
		t.Errorf("import of a selector cut short: %v, want it refused for its missing last_seen", err)
	}
	os.WriteFile(a, whole, 0o600)
	os.Remove(filepath.Join(dir, "sites", "b.com.yaml"))
	warned("lists site b.com (sites/b.com.yaml), which is in no file of the folder")
	os.Remove(filepath.Join(dir, ".index.yaml"))
	warned(".index.yaml is missing")

	old, fresh := filepath.Join(dir, "sites", ".tmp-waymark-1"), filepath.Join(dir, "sites", ".tmp-waymark-2")
	mine := filepath.Join(dir, ".tmp-notes") // the user's, in a folder of theirs
	for _, f := range []string{old, fresh, mine} {
		os.WriteFile(f, []byte("vers"), 0o600)
	}
	hours := time.Now().Add(-2 * time.Hour)
	os.Chtimes(old, hours, hours)
	os.Chtimes(mine, hours, hours)
	if _, err := src.Export(ctx, waymark.ExportRequest{Dir: dir}); err != nil {
		t.Fatal(err)
	}
	if exists(old) || !exists(fresh) || !exists(mine) {
		t.Errorf("after export: debris of two hours kept %v, of a moment kept %v, the user's file kept %v; want gone, kept, kept",
			exists(old), exists(fresh), exists(mine))
	}
}

// TestImportKeepsNewerWithWarning: a record the store changed after the export keeps the
// stored copy (the newer wins, SPEC §11), and the import says so, naming it, rather than
// count it unchanged.
func TestImportKeepsNewerWithWarning(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	recs := seed(t, m, knowledge("a.com")...)
	dir := t.TempDir()
	if _, err := m.Export(ctx, waymark.ExportRequest{Dir: dir}); err != nil {
		t.Fatal(err)
	}
	var p waymark.Record
	for _, r := range recs {
		if r.Kind == waymark.KindPattern {
			p = r
		}
	}
	p.UpdatedAt = p.UpdatedAt.Add(time.Hour)
	p.Body = bytes.Replace(p.Body, []byte(`"strikes":1`), []byte(`"strikes":2`), 1)
	seed(t, m, p)
	res, err := m.Import(ctx, dir)
	if err != nil {
		t.Fatal(err)
	}
	if res.KeptNewer != 1 || len(res.Records) != 0 || !slices.ContainsFunc(res.Warnings, func(w string) bool {
		return strings.Contains(w, "1 record differs from its stored copy") && strings.Contains(w, "pattern a.com|") &&
			strings.Contains(w, "of a.com (stored 2025-06-01T14:30:00Z, file 2025-06-01T13:30:00Z)")
	}) {
		t.Fatalf("import over a newer stored pattern: %+v", res)
	}
	if again, err := m.Pattern(ctx, p.ID); err != nil || again.Strikes != 2 {
		t.Errorf("the stored, newer pattern: %+v, %v; want it kept (2 strikes)", again.Strikes, err)
	}
}

// TestImportKeepsTheLargerQuirkCount: a quirk both homes met keeps, after an import, the
// newer copy's words and the count of the home that met it more: an import never lowers
// it. The other way round too, and importing again changes nothing.
func TestImportKeepsTheLargerQuirkCount(t *testing.T) {
	ctx := context.Background()
	now := t0
	clock := &waymark.Options{Now: func() time.Time { return now }}
	often, lately := openMemory(t, clock), openMemory(t, clock)
	q := waymark.QuirkRequest{URL: "https://shop.example/", Problem: waymark.FrictionCookieBanner, Symptom: "a cookie banner covers the page",
		Recovery: "click Accept"}
	for range 5 {
		if _, err := often.RecordQuirk(ctx, q); err != nil {
			t.Fatal(err)
		}
	}
	now = t0.Add(time.Hour) // the other home met it later, twice, and recovers otherwise
	q.Recovery = "click Reject all"
	for range 2 {
		if _, err := lately.RecordQuirk(ctx, q); err != nil {
			t.Fatal(err)
		}
	}
	quirk := func(m *waymark.Memory) waymark.BlockerHint {
		t.Helper()
		v, err := m.Site(ctx, "https://shop.example/")
		if err != nil || len(v.Quirks) != 1 {
			t.Fatalf("quirks %+v, %v", v.Quirks, err)
		}
		return v.Quirks[0]
	}
	for _, tt := range []struct {
		name     string
		src, dst *waymark.Memory
	}{{"the later into the frequent", lately, often}, {"the frequent into the later", often, lately}} {
		dir := t.TempDir()
		if _, err := tt.src.Export(ctx, waymark.ExportRequest{Dir: dir}); err != nil {
			t.Fatal(err)
		}
		if _, err := tt.dst.Import(ctx, dir); err != nil {
			t.Fatal(err)
		}
		if got := quirk(tt.dst); got.Seen != 5 || got.Recovery != "click Reject all" {
			t.Errorf("%s: quirk seen %d, recovery %q; want 5, the later home's %q", tt.name, got.Seen, got.Recovery, "click Reject all")
		}
		if again, err := tt.dst.Import(ctx, dir); err != nil || again.Records[waymark.KindSiteNote] != 0 {
			t.Errorf("%s: importing again: %+v, %v; want nothing changed", tt.name, again, err)
		}
	}
}

// TestImportReadsASiteInTwoFiles: a site file renamed in the folder, beside which export
// writes the site's file again, leaves the site in two files. Import reads both, keeps of
// each record the copy updated later, says so once, and changes nothing when run again.
func TestImportReadsASiteInTwoFiles(t *testing.T) {
	ctx := context.Background()
	now := t0
	m := openMemory(t, &waymark.Options{Now: func() time.Time { return now }})
	const u = "https://code.example/acme/widget"
	tr := `{"task": "How many issues are open?", "start_url": "` + u + `", "outcome": "success", "steps": [
		{"action": "navigate", "url": "` + u + `"},
		{"action": "click", "url": "` + u + `", "target": {"selector": "[data-testid='issues-tab']", "role": "link", "name": "Issues"}},
		{"action": "done", "url": "` + u + `/issues", "extracted": "42 open"}]}`
	res, err := m.Save(ctx, waymark.SaveRequest{Trace: json.RawMessage(tr)})
	if err != nil || res.Pattern == nil {
		t.Fatalf("save: %+v, %v", res, err)
	}
	dir := t.TempDir()
	if _, err := m.Export(ctx, waymark.ExportRequest{Dir: dir}); err != nil {
		t.Fatal(err)
	}
	own := filepath.Join(dir, "sites", "code.example.yaml")
	if err := os.Rename(own, filepath.Join(dir, "sites", "acme.yaml")); err != nil {
		t.Fatal(err)
	}
	now = t0.Add(time.Hour) // the route runs once more, and the site's file is written again
	if _, err := m.RecordExecution(ctx, waymark.ExecutionRequest{Pattern: res.Pattern.ID, Success: true}); err != nil {
		t.Fatal(err)
	}
	if _, err := m.Export(ctx, waymark.ExportRequest{Dir: dir}); err != nil {
		t.Fatal(err)
	}
	other := openMemory(t, nil)
	got, err := other.Import(ctx, dir)
	if err != nil {
		t.Fatal(err)
	}
	if got.Sites != 1 || len(got.Warnings) != 1 || !strings.Contains(got.Warnings[0], "site code.example is in 2 files (sites/acme.yaml, sites/code.example.yaml)") {
		t.Errorf("import: %+v; want one site and a warning that names both files", got)
	}
	l, err := other.List(ctx, waymark.ListRequest{Kind: waymark.KindPattern})
	if err != nil || len(l.Items) != 1 {
		t.Fatalf("patterns %+v, %v; want one", l, err)
	}
	p, err := other.Pattern(ctx, l.Items[0].ID)
	if err != nil || p.TotalExecutions != 2 {
		t.Errorf("pattern %+v, %v; want the later copy, 2 executions", p, err)
	}
	again, err := other.Import(ctx, dir)
	if err != nil || len(again.Records) != 0 || again.KeptNewer != 0 {
		t.Errorf("importing again: %+v, %v; want nothing changed", again, err)
	}
}

// TestImportResultKeys: import's result names every count and list, empty or not, as its
// documentation and the CLI reference list them.
func TestImportResultKeys(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	seed(t, m, knowledge("a.com")...)
	dir := t.TempDir()
	if _, err := m.Export(ctx, waymark.ExportRequest{Dir: dir}); err != nil {
		t.Fatal(err)
	}
	res, err := openMemory(t, nil).Import(ctx, dir)
	if err != nil {
		t.Fatal(err)
	}
	b, err := json.Marshal(res)
	if err != nil {
		t.Fatal(err)
	}
	var got map[string]any
	if err := json.Unmarshal(b, &got); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"sites", "records", "added", "unchanged", "kept_newer", "skipped", "warnings"} {
		if v, ok := got[k]; !ok || v == nil {
			t.Errorf("import result %s: %q is %v, want it present (an empty list, not null)", b, k, v)
		}
	}
}

// TestImportSaysWhatComesBack: an import of an export taken before this home forgot a
// site's notes brings them back, as import adds and never removes, and says so, naming
// them; importing again says nothing more.
func TestImportSaysWhatComesBack(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	if _, err := m.Save(ctx, waymark.SaveRequest{URL: "https://www.shop.example.co.uk/login", Trace: readTrace(t, "login.json")}); err != nil {
		t.Fatal(err)
	}
	ex := t.TempDir()
	if _, err := m.Export(ctx, waymark.ExportRequest{Dir: ex}); err != nil {
		t.Fatal(err)
	}
	f, err := m.Forget(ctx, waymark.ForgetRequest{Site: "shop.example.co.uk", Kind: waymark.KindSiteNote})
	if err != nil || f.Forgotten == 0 {
		t.Fatalf("forget: %+v, %v", f, err)
	}
	res, err := m.Import(ctx, ex)
	if err != nil {
		t.Fatal(err)
	}
	back := fmt.Sprintf("%d record", f.Forgotten)
	if res.Records[waymark.KindSiteNote] != f.Forgotten || !slices.ContainsFunc(res.Warnings, func(w string) bool {
		return strings.HasPrefix(w, back) && strings.Contains(w, "this home forgot") && strings.Contains(w, "site_note ")
	}) {
		t.Errorf("import after a forget: records %v, warnings %q", res.Records, res.Warnings)
	}
	again, err := m.Import(ctx, ex)
	if err != nil || slices.ContainsFunc(again.Warnings, func(w string) bool { return strings.Contains(w, "forgot") }) {
		t.Errorf("import again: %q, %v", again.Warnings, err)
	}
}
