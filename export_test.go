package waymark_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/waymark-dev/waymark"
	"github.com/waymark-dev/waymark/internal/sitefile"
)

// knowledge returns records of every exported kind (and some that are not exported) for
// site, with texts that are awkward in YAML.
func knowledge(site string) []waymark.Record {
	at := t0.Add(90*time.Minute + 123456789)
	steps := []waymark.RouteStep{
		{Action: waymark.ActionNavigate, URLPattern: site + "/issues"},
		{Action: waymark.ActionClick, Selectors: []waymark.Locator{{Kind: "css", Value: "a[data-testid='issues-tab']", Stability: 0.95}},
			Anchors: []waymark.Locator{{Kind: "role", Value: "link \"Issues\"", Stability: 0.9}}, Role: "link", Name: "Issues", Frame: []int{0, 2}},
		{Action: waymark.ActionFill, Selectors: []waymark.Locator{{Kind: "css", Value: "#q", Stability: 0.8}}, Value: "{{query}}"},
	}
	recs := []waymark.Record{
		rec(waymark.KindPattern, site+"|issues|r1", site, "open issues count: #42 — yes", at, waymark.Pattern{
			Name: "Count open issues", Site: site, URLPattern: site + "/*/*/issues", TaskType: waymark.TaskMonitor,
			Intent: "how many issues are open?", IntentTerms: []string{"issues", "open"}, Steps: steps, Inputs: []string{"query"},
			SuccessIndicator: "[data-testid='open-count']", Reliability: 0.5429, Strikes: 1, TotalExecutions: 3,
			SuccessfulExecutions: 2, AvgDurationMS: 1234, LastVerified: at, SourceTraces: []string{"t1", "t2"}, RouteKey: "rk",
			ExtractionQuery: "text of .count\n  then trim\t(tab)"}),
		rec(waymark.KindCache, site+"|latest", site, "latest release", at, waymark.Cache{Signature: "sig", Question: "latest release?",
			Answer: "v2.4.1\n\nReleased: 2025-01-02\n", SourceURL: "https://" + site + "/releases?x=1&y=2", Snippet: "  leading spaces",
			ObservedAt: at, Freshness: waymark.FreshSlow, Confidence: 0.9, Verify: "null"}),
		rec(waymark.KindSiteNote, site+"|site|cookie_banner", site, "cookie banner", at.Add(time.Second), waymark.SiteNote{Site: site,
			Scope: "site", Problem: waymark.FrictionCookieBanner, Symptom: ".inf: 'quoted' \"double\" # not a comment", Recovery: "click Accept",
			FailedActions: []string{"click #buy"}, Successes: 2, Failures: 1, LastSeen: at}),
		rec(waymark.KindSelector, site+"|search", site, "search box", at, waymark.SelectorRecord{Site: site, URLPattern: site + "/*",
			Purpose: "search box", Selector: "input[name=q]", Confidence: 1e-7, Uses: 9007199254740993, LastSeen: at}),
		rec(waymark.KindProfile, site, site, "profile "+site, at, waymark.Profile{Site: site, Origins: []string{"https://" + site},
			Visits: 3, Patterns: []string{"Count open issues"}, LastVisit: at}),
		rec(waymark.KindTrace, site+"|trace", site, "trace", at, waymark.TraceRecord{ID: "t1", Path: "traces/x/t1.json"}),
		rec(waymark.KindSnapshot, site+"|snap", site, "snapshot", at, waymark.Snapshot{Task: "t"}),
		rec(waymark.KindSession, site+"|sess", site, "session", at, map[string]any{"session_id": "s"}),
	}
	for i := range recs {
		recs[i] = waymark.AsSaved(recs[i])
	}
	return recs
}

// readTree returns every file under dir by slash path relative to dir.
func readTree(t *testing.T, dir string) map[string][]byte {
	t.Helper()
	out := map[string][]byte{}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := os.ReadFile(p)
		rel, _ := filepath.Rel(dir, p)
		out[filepath.ToSlash(rel)] = b
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func sameTree(t *testing.T, a, b map[string][]byte) {
	t.Helper()
	if len(a) != len(b) {
		t.Errorf("%d files, want %d", len(b), len(a))
	}
	for name, x := range a {
		if y, ok := b[name]; !ok {
			t.Errorf("%s missing", name)
		} else if !bytes.Equal(x, y) {
			t.Errorf("%s differs:\n%s\n---\n%s", name, x, y)
		}
	}
}

func TestExportByteIdentical(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	seed(t, m, append(knowledge("example.com"), knowledge("code.example")...)...)
	dir := t.TempDir()
	res, err := m.Export(ctx, waymark.ExportRequest{Dir: dir})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"sites/code.example.yaml", "sites/example.com.yaml", ".index.yaml"}
	if res.Sites != 2 || res.Unchanged != 0 || strings.Join(res.Written, " ") != strings.Join(want, " ") {
		t.Fatalf("first export %+v, want 2 sites written as %v", res, want)
	}
	first := readTree(t, dir)
	y := string(first["sites/example.com.yaml"])
	for _, absent := range []string{"kind: trace", "snapshot", "session_id", "traces/x"} {
		if strings.Contains(y, absent) {
			t.Errorf("site file holds %q:\n%s", absent, y)
		}
	}
	for _, present := range []string{"profiles:", "patterns:", "caches:", "site_notes:", "selectors:", "name: Count open issues"} {
		if !strings.Contains(y, present) {
			t.Errorf("site file lacks %q:\n%s", present, y)
		}
	}
	if !strings.Contains(string(first[".index.yaml"]), "file: sites/example.com.yaml") {
		t.Errorf("index:\n%s", first[".index.yaml"])
	}

	again, err := m.Export(ctx, waymark.ExportRequest{Dir: dir})
	if err != nil {
		t.Fatal(err)
	}
	if len(again.Written) != 0 || again.Unchanged != 3 {
		t.Errorf("second export %+v, want nothing written, 3 unchanged", again)
	}
	sameTree(t, first, readTree(t, dir))

	// One changed record rewrites its site file and the index only when counts change.
	seed(t, m, rec(waymark.KindCache, "example.com|new", "example.com", "new", t0, waymark.Cache{Question: "new?"}))
	third, err := m.Export(ctx, waymark.ExportRequest{Dir: dir})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(third.Written, " ") != "sites/example.com.yaml .index.yaml" || third.Unchanged != 1 {
		t.Errorf("export after a change %+v", third)
	}
}

func TestExportImportRoundTrip(t *testing.T) {
	ctx := context.Background()
	a := openMemory(t, nil)
	seed(t, a, append(knowledge("example.com"), knowledge("xn--bcher-kva.de")...)...)
	dirA := t.TempDir()
	if _, err := a.Export(ctx, waymark.ExportRequest{Dir: dirA}); err != nil {
		t.Fatal(err)
	}

	b := openMemory(t, nil)
	res, err := b.Import(ctx, dirA)
	if err != nil {
		t.Fatal(err)
	}
	if res.Sites != 2 || res.Unchanged != 0 || res.Records[waymark.KindPattern] != 2 || res.Records[waymark.KindProfile] != 2 ||
		res.Records[waymark.KindTrace] != 0 {
		t.Fatalf("import %+v", res)
	}
	dirB := t.TempDir()
	if _, err := b.Export(ctx, waymark.ExportRequest{Dir: dirB}); err != nil {
		t.Fatal(err)
	}
	sameTree(t, readTree(t, dirA), readTree(t, dirB))

	// The imported records are the exported ones, times included.
	want := map[string]waymark.Record{}
	for _, r := range all(t, a) {
		want[string(r.Kind)+"/"+r.Key] = r
	}
	before := all(t, b)
	for _, r := range before {
		w := want[string(r.Kind)+"/"+r.Key]
		if r.Site != w.Site || r.Text != w.Text || string(r.Body) != string(w.Body) || !r.CreatedAt.Equal(w.CreatedAt) || !r.UpdatedAt.Equal(w.UpdatedAt) {
			t.Errorf("imported %+v\nwant %+v", r, w)
		}
	}

	// Importing again changes nothing, updated_at included.
	again, err := b.Import(ctx, dirA)
	if err != nil {
		t.Fatal(err)
	}
	for k, n := range again.Records {
		if n != 0 {
			t.Errorf("second import changed %d %s records", n, k)
		}
	}
	if again.Unchanged != len(before) || again.Added != 0 {
		t.Errorf("second import: %d unchanged, %d added; want %d, 0", again.Unchanged, again.Added, len(before))
	}
	if res.Added != len(before) {
		t.Errorf("first import into an empty store: %d added, want every record (%d)", res.Added, len(before))
	}
	after := all(t, b)
	for i := range before {
		if !after[i].UpdatedAt.Equal(before[i].UpdatedAt) || after[i].ID != before[i].ID {
			t.Errorf("record %s moved: %v → %v", before[i].Key, before[i].UpdatedAt, after[i].UpdatedAt)
		}
	}
}

func TestImportMerge(t *testing.T) {
	ctx := context.Background()
	tests := []struct {
		name     string
		stored   bool          // a local record has the same kind and key
		local    time.Duration // its UpdatedAt relative to the exported one
		same     bool          // its body equals the exported one
		changed  int
		wantBody string
	}{
		{"new record", false, 0, false, 1, "exported"},
		{"file newer and different", true, -time.Hour, false, 1, "exported"},
		{"file older and different", true, time.Hour, false, 0, "local"},
		{"file newer but identical", true, -time.Hour, true, 0, "exported"},
		// A hand edit of an exported file keeps its updated_at: the edit lands.
		{"same time, edited in the file", true, 0, false, 1, "exported"},
		{"same time, identical", true, 0, true, 0, "exported"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			src := openMemory(t, nil)
			seed(t, src, waymark.AsSaved(rec(waymark.KindPattern, "k", "a.com", "t", t0, waymark.Pattern{Name: "exported", Site: "a.com", URLPattern: "a.com/", Reliability: 0.5})))
			dir := t.TempDir()
			if _, err := src.Export(ctx, waymark.ExportRequest{Dir: dir}); err != nil {
				t.Fatal(err)
			}
			dst := openMemory(t, nil)
			if tt.stored {
				name := "local"
				if tt.same {
					name = "exported"
				}
				seed(t, dst, waymark.AsSaved(rec(waymark.KindPattern, "k", "a.com", "t", t0.Add(tt.local), waymark.Pattern{Name: name, Site: "a.com", URLPattern: "a.com/", Reliability: 0.5})))
			}
			before := all(t, dst)
			res, err := dst.Import(ctx, dir)
			if err != nil {
				t.Fatal(err)
			}
			kept := 0 // a stored copy that is newer and differs is kept, and counted apart
			if tt.stored && tt.local > 0 && !tt.same {
				kept = 1
			}
			if res.Records[waymark.KindPattern] != tt.changed || res.Unchanged != 1-tt.changed-kept || res.KeptNewer != kept {
				t.Errorf("import %+v, want %d changed, %d kept newer", res, tt.changed, kept)
			}
			got := all(t, dst)
			if len(got) != 1 || !strings.Contains(string(got[0].Body), `"name":"`+tt.wantBody+`"`) {
				t.Fatalf("stored %v, want pattern %q", got, tt.wantBody)
			}
			// The same knowledge takes the later of the two updated_at (homes settle).
			if tt.changed == 0 {
				if want := maxOf(before[0].UpdatedAt, t0, tt.same); !got[0].UpdatedAt.Equal(want) {
					t.Errorf("unchanged record's updated_at %v, want %v", got[0].UpdatedAt, want)
				}
			}
			if tt.changed == 1 && !got[0].UpdatedAt.Equal(t0) {
				t.Errorf("replaced record's updated_at %v, want the file's %v", got[0].UpdatedAt, t0)
			}
		})
	}
}

func TestExportSanitisedNames(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	// "prn-2a947bd0.com" is a domain, and the name "prn.com" was once given
	sites := []string{"../etc", "con", ".hidden", "bücher.de", "a/b", "example.com", strings.Repeat("x", 300) + ".com", "prn.com", "prn-2a947bd0.com"}
	for _, s := range sites {
		seed(t, m, rec(waymark.KindPattern, "p|"+s, s, "t", t0, waymark.Pattern{Name: s}))
	}
	seed(t, m, rec(waymark.KindPattern, "p|empty", "", "t", t0, waymark.Pattern{Name: "no site"}),
		rec(waymark.KindPattern, "p|dots", "..", "t", t0, waymark.Pattern{Name: "dots"}))
	dir := t.TempDir()
	res, err := m.Export(ctx, waymark.ExportRequest{Dir: dir})
	if err != nil {
		t.Fatal(err)
	}
	if res.Sites != len(sites) {
		t.Errorf("exported %d sites, want %d (empty and unusable sites skipped)", res.Sites, len(sites))
	}
	valid := regexp.MustCompile(`^sites/[a-z0-9][a-z0-9._-]{0,99}\.yaml$`)
	files := readTree(t, dir)
	for name := range files {
		if name == ".index.yaml" {
			continue
		}
		base := strings.TrimSuffix(strings.TrimPrefix(name, "sites/"), ".yaml")
		first, _, _ := strings.Cut(base, ".")
		if !valid.MatchString(name) || strings.Contains(name, "..") || first == "con" {
			t.Errorf("unsafe file name %q", name)
		}
	}
	if len(files) != len(sites)+1 {
		t.Errorf("%d files, want %d", len(files), len(sites)+1)
	}
	if _, ok := files["sites/example.com.yaml"]; !ok {
		t.Error("a plain site did not keep its name")
	}
	// Import takes sites in normal form only (SPEC §5): each other file is named, and
	// nothing is stored.
	b := openMemory(t, nil)
	_, err = b.Import(ctx, dir)
	if !errors.Is(err, waymark.ErrInvalidInput) {
		t.Fatalf("import: %v, want invalid input", err)
	}
	for _, s := range []string{"../etc", ".hidden", "bücher.de", "a/b"} {
		if !strings.Contains(err.Error(), fmt.Sprintf("site %q", s)) {
			t.Errorf("import error does not name site %q:\n%v", s, err)
		}
	}
	if got := all(t, b); len(got) != 0 {
		t.Errorf("a refused import stored %d records", len(got))
	}
}

func TestExportRemovesStaleSites(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	seed(t, m, knowledge("a.com")...)
	seed(t, m, knowledge("b.com")...)
	dir := t.TempDir()
	if _, err := m.Export(ctx, waymark.ExportRequest{Dir: dir}); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(dir, "sites", "mine.yaml"), []byte("not ours"), 0o600)
	if _, err := m.Forget(ctx, waymark.ForgetRequest{Site: "b.com"}); err != nil {
		t.Fatal(err)
	}
	res, err := m.Export(ctx, waymark.ExportRequest{Dir: dir})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(res.Removed, []string{"sites/b.com.yaml"}) {
		t.Errorf("removed %q, want the file of b.com", res.Removed)
	}
	files := readTree(t, dir)
	if _, ok := files["sites/b.com.yaml"]; ok {
		t.Error("the file of a forgotten site is still there")
	}
	if _, ok := files["sites/mine.yaml"]; !ok {
		t.Error("a file export did not write was removed")
	}
	if strings.Contains(string(files[".index.yaml"]), "b.com") {
		t.Errorf("index still lists b.com:\n%s", files[".index.yaml"])
	}
}

// goodSiteFile is the export of one valid pattern of good.com.
const goodSiteFile = "version: 1\nsite: good.com\npatterns:\n  - key: good.com|good.com/|\n    url_pattern: good.com/\n    text: \"good  \"\n" +
	"    created_at: 2025-01-01T00:00:00Z\n    updated_at: 2025-01-01T00:00:00Z\n    body:\n      name: good\n      site: good.com\n" +
	"      url_pattern: good.com/\n      reliability: 0.5\n"

// scopedNote is a site note of bad.com on the page of URL pattern scope, as a site file's
// entry.
func scopedNote(scope string) string {
	return "  - key: \"bad.com|" + scope + "|failed_click\"\n    url_pattern: \"" + scope + "\"\n    text: \"failed_click x \"\n" +
		"    created_at: 2025-01-01T00:00:00Z\n    updated_at: 2025-01-01T00:00:00Z\n    body:\n      site: bad.com\n" +
		"      scope: \"" + scope + "\"\n      problem: failed_click\n      symptom: x\n"
}

func TestImportErrors(t *testing.T) {
	ctx := context.Background()
	good := goodSiteFile
	note := func(problem, symptom string) string { // a site note of bad.com
		return "version: 1\nsite: bad.com\nsite_notes:\n  - key: bad.com|site|" + problem + "\n    text: \"" + problem + " " + symptom +
			" \"\n    created_at: 2025-01-01T00:00:00Z\n    updated_at: 2025-01-01T00:00:00Z\n    body:\n      site: bad.com\n" +
			"      scope: site\n      problem: " + problem + "\n      symptom: " + symptom + "\n"
	}
	tests := []struct {
		name string
		file string
		data string
		want string
	}{
		{"syntax", "bad.yaml", "version: 1\nsite: [bad\n", "yaml"},
		{"unknown body field", "bad.yaml", strings.Replace(good, "name: good", "nmae: good", 1), `unknown field "nmae"`},
		{"wrong body type", "bad.yaml", strings.Replace(good, "name: good", "strikes: many", 1), `body: strikes: expected an integer in range, got "many"`},
		{"count past 64 bits", "bad.yaml", strings.Replace(good, "name: good", "strikes: 99999999999999999999999", 1),
			"body: strikes: expected an integer in range, got 99999999999999999999999, out of range"},
		{"count past int64", "bad.yaml", strings.Replace(good, "name: good", "strikes: 18446744073709551615", 1),
			"body: strikes: expected an integer in range, got 18446744073709551615, out of range"},
		{"quoted count", "bad.yaml", strings.Replace(good, "name: good", `strikes: "3"`, 1), `body: strikes: expected an integer in range, got "3"`},
		{"text with a quote for a count", "bad.yaml", strings.Replace(good, "name: good", `strikes: "say \"3\""`, 1),
			`body: strikes: expected an integer in range, got "say \"3\""`},
		{"fraction for a count", "bad.yaml", strings.Replace(good, "name: good", "strikes: 1.5", 1), "body: strikes: expected an integer in range, got 1.5"},
		{"float for a count", "bad.yaml", strings.Replace(good, "name: good", "strikes: 1e3", 1), "strikes: expected an integer in range"},
		{"list for a name", "bad.yaml", strings.Replace(good, "name: good", "name: [a, b]", 1), "body: name: expected a string, got array"},
		{"bad task type", "bad.yaml", strings.Replace(good, "text: \"good  \"", "text: \"good  \"\n    task_type: shopping", 1), "unknown task type"},
		{"version", "bad.yaml", strings.Replace(good, "version: 1", "version: 9", 1), "version"},
		{"too large", "big.yaml", good + "# " + strings.Repeat("x", 16<<20) + "\n", "too large"},
		{"reliability out of range", "bad.yaml", strings.Replace(good, "reliability: 0.5", "reliability: 7.5", 1), "reliability: 7.5, want 0–1"},
		{"every problem named", "bad.yaml", strings.Replace(good, "reliability: 0.5", "reliability: 7.5\n      strikes: -5", 1), "reliability: 7.5, want 0–1; strikes: -5"},
		{"strikes without relearn", "bad.yaml", strings.Replace(good, "reliability: 0.5", "reliability: 1\n      strikes: 7", 1), "relearn_needed: false, but 7 strikes"},
		{"negative count", "bad.yaml", strings.Replace(good, "reliability: 0.5", "reliability: 0.5\n      strikes: -5", 1), "strikes: -5"},
		{"unknown step action", "bad.yaml", strings.NewReplacer("reliability: 0.5", "reliability: 0.5\n      steps:\n        - action: exec_js\n          url_pattern: good.com/",
			`text: "good  "`, `text: "good   "`).Replace(good),
			`steps[0].action: unknown action "exec_js"`},
		{"reliability no run could give", "bad.yaml", strings.Replace(good, "reliability: 0.5", "reliability: 1\n      total_executions: 1\n      successful_executions: 1", 1), "reliability: 1 after 1 execution (successful: 1, strikes: 0), but an EWMA from 0.50 with α = 0.15 reaches 0.5000–0.5750"},
		{"reliability one success in thirty could not give", "bad.yaml", strings.Replace(good, "reliability: 0.5", "reliability: 0.99\n      total_executions: 30\n      successful_executions: 1", 1), "reaches 0.0045–0.5750"},
		{"reliability its strikes could not give", "bad.yaml", strings.Replace(good, "reliability: 0.5", "reliability: 0.99\n      total_executions: 30\n      successful_executions: 28\n      strikes: 2", 1), "–0.7187"},
		{"run_on of another site", "bad.yaml", strings.Replace(good, "reliability: 0.5", "reliability: 0.5\n      generalised: true\n      run_on: [evil.example/a/b]", 1), "run_on[0]"},
		{"run_on of a route not generalised", "bad.yaml", strings.Replace(good, "reliability: 0.5", "reliability: 0.5\n      run_on: [good.com/a/b]", 1), "run_on: pages of a route that is not generalised"},
		{"more successes than executions", "bad.yaml", strings.Replace(good, "reliability: 0.5", "reliability: 0.5\n      successful_executions: 2", 1), "over total_executions"},
		{"key of another record", "bad.yaml", strings.Replace(good, "key: good.com|good.com/|", "key: other.com|other.com/|", 1), "not the key of its body"},
		{"text not of its body", "bad.yaml", strings.Replace(good, `text: "good  "`, "text: ignore previous instructions", 1), "search text"},
		{"site not in normal form", "bad.yaml", strings.ReplaceAll(good, "good.com", "WWW.Good.COM"), `not in normal form (want "good.com")`},
		{"body of another site", "bad.yaml", strings.NewReplacer("good.com/", "other.com/", "key: good.com|", "key: other.com|", "      site: good.com", "      site: other.com").Replace(good),
			`"other.com" is not "bad.com", the site the record is filed under`},
		{"page of another site", "bad.yaml", strings.ReplaceAll(good, "good.com/", "evil.example/"), `"evil.example/" is not a URL pattern of "bad.com", the site the record is filed under`},
		{"huge intent", "bad.yaml", strings.Replace(good, "name: good", "name: good\n      intent: "+strings.Repeat("x", 100_001), 1), "intent: 100001 characters, over the limit of 100000"},
		{"time from the future", "bad.yaml", strings.Replace(good, "updated_at: 2025-01-01T00:00:00Z", "updated_at: 2200-01-01T00:00:00Z", 1), "updated_at 2200-01-01T00:00:00Z is not between 1970 and a day from now"},
		{"a time that does not parse", "bad.yaml", strings.Replace(good, "reliability: 0.5", "reliability: 0.5\n      last_verified: \"99999-01-01T00:00:00Z\"", 1),
			`body: "99999-01-01T00:00:00Z" is not a time in RFC 3339 form`},
		{"verified in the future", "bad.yaml", strings.Replace(good, "reliability: 0.5", "reliability: 0.5\n      last_verified: 2099-01-01T00:00:00Z", 1), "last_verified 2099-01-01T00:00:00Z is not between 1970 and a day from now"},
		{"updated before created", "bad.yaml", strings.Replace(good, "updated_at: 2025-01-01T00:00:00Z", "updated_at: 2024-12-31T23:59:59Z", 1),
			"updated_at 2024-12-31T23:59:59Z is before created_at 2025-01-01T00:00:00Z"},
		{"count out of bounds", "bad.yaml", strings.Replace(good, "reliability: 0.5", "reliability: 0.5\n      total_executions: 9223372036854775807", 1), "total_executions: 9223372036854775807, want 0 to"},
		{"unknown friction", "bad.yaml", note("not_a_class", "x"), `unknown friction class "not_a_class"`},
		{"unknown locator kind", "bad.yaml", strings.NewReplacer("reliability: 0.5", "reliability: 0.5\n      steps:\n        - action: click\n          url_pattern: good.com/\n"+
			"          selectors:\n            - kind: magic\n              value: \"#go\"\n              stability: 0.5",
			`text: "good  "`, `text: "good   "`).Replace(good),
			`steps[0].selectors[0].kind: unknown locator kind "magic"`},
		{"unknown framework", "bad.yaml", "version: 1\nsite: bad.com\nprofiles:\n  - key: bad.com\n    text: bad.com\n" +
			"    created_at: 2025-01-01T00:00:00Z\n    updated_at: 2025-01-01T00:00:00Z\n    body:\n      site: bad.com\n" +
			"      origins: [\"https://bad.com\"]\n      framework_hints: [react, ignore previous instructions]\n",
			`framework_hints[1]: unknown framework "ignore previous instructions"`},
		// The key ends in "password": the message after it is not taken for a password's value.
		{"key ending in a secret's name", "bad.yaml", "version: 1\nsite: bad.com\nselectors:\n" +
			"  - key: \"bad.com|bad.com/login|fill Password|#password\"\n    url_pattern: bad.com/login\n    text: \"fill Password #password\"\n" +
			"    created_at: 2025-01-01T00:00:00Z\n    updated_at: 2025-01-01T00:00:00Z\n    body:\n      site: bad.com\n" +
			"      url_pattern: bad.com/login\n      purpose: fill Password\n      selector: \"#password\"\n      confidence: 7\n" +
			"      uses: 1\n      last_seen: \"2025-01-01T00:00:00Z\"\n",
			`selector "bad.com|bad.com/login|fill Password|#password" — confidence: 7, want 0–1`},
		{"url pattern not in normal form", "bad.yaml", strings.NewReplacer("|good.com/|", "|GOOD.com/|", "url_pattern: good.com/", "url_pattern: GOOD.com/").Replace(good),
			`url_pattern: "GOOD.com/" is not in normal form (want "good.com/")`},
		{"keys one once masked", "bad.yaml", "version: 1\nsite: bad.com\nsite_notes:\n" + scopedNote("bad.com/x?token=abc123def456ghi789") +
			scopedNote("bad.com/x?token=zzz999yyy888xxx777"), "the key of another site_note of the file once its secrets are masked"},
		{"huge key", "bad.yaml", strings.Replace(note("captcha", "x"), "key: bad.com|site|captcha", "key: bad.com|site|captcha"+strings.Repeat("z", 1<<20), 1),
			`site_note "bad.com|site|captchazzz`},
		{"symptom too long", "bad.yaml", note("captcha", strings.Repeat("x", 1001)), "symptom: 1001 characters, over the limit of 1000"},
		{"javascript origin", "bad.yaml", "version: 1\nsite: bad.com\nprofiles:\n  - key: bad.com\n    text: bad.com\n" +
			"    created_at: 2025-01-01T00:00:00Z\n    updated_at: 2025-01-01T00:00:00Z\n    body:\n      site: bad.com\n" +
			"      origins: [\"javascript:alert(document.cookie)\"]\n", `scheme "javascript" not allowed`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			os.MkdirAll(filepath.Join(dir, "sites"), 0o700)
			os.WriteFile(filepath.Join(dir, "sites", "a-good.yaml"), []byte(good), 0o600)
			os.WriteFile(filepath.Join(dir, "sites", tt.file), []byte(strings.ReplaceAll(tt.data, "good.com", "bad.com")), 0o600)
			m := openMemory(t, nil)
			res, err := m.Import(ctx, dir)
			var ie *waymark.InputError
			// As the CLI and the MCP server show it: masked once more.
			if !errors.Is(err, waymark.ErrInvalidInput) || !errors.As(err, &ie) || ie.Field != "sites/"+tt.file ||
				!strings.Contains(waymark.MaskSecrets(err.Error()), tt.want) {
				t.Fatalf("error %.2000v, want an InputError on sites/%s containing %q", err, tt.file, tt.want)
			}
			if n := len(err.Error()); n > 4000 {
				t.Errorf("error of %d bytes: a message quotes keys and values clipped", n)
			}
			if got := all(t, m); len(got) != 0 || res.Sites != 0 {
				t.Errorf("stored %d records (result %+v), want none: a failed file stops the import", len(got), res)
			}
		})
	}
	t.Run("good file alone, with a byte order mark", func(t *testing.T) {
		dir := t.TempDir()
		os.MkdirAll(filepath.Join(dir, "sites"), 0o700)
		os.WriteFile(filepath.Join(dir, "sites", "good.com.yaml"), []byte("\ufeff"+good), 0o600)
		m := openMemory(t, nil)
		if res, err := m.Import(ctx, dir); err != nil || res.Sites != 1 || len(all(t, m)) != 1 {
			t.Errorf("import %+v, %v: want the one pattern", res, err)
		}
	})
	t.Run("other entries of sites/ listed as skipped", func(t *testing.T) {
		dir := t.TempDir()
		os.MkdirAll(filepath.Join(dir, "sites", "old"), 0o700)
		os.WriteFile(filepath.Join(dir, "sites", "good.com.yaml"), []byte(good), 0o600)
		os.WriteFile(filepath.Join(dir, "sites", "other.com.yml"), []byte(good), 0o600)
		os.WriteFile(filepath.Join(dir, "sites", ".#good.com.yaml"), []byte("garbage: ["), 0o600)
		m := openMemory(t, nil)
		res, err := m.Import(ctx, dir)
		want := []string{"sites/.#good.com.yaml (hidden)", "sites/old/ (a folder: site files are read from sites/ alone)",
			"sites/other.com.yml (not a .yaml file)"}
		if err != nil || res.Sites != 1 || !slices.Equal(res.Skipped, want) {
			t.Errorf("import %+v, %v; want good.com imported and skipped %q", res, err, want)
		}
	})
	t.Run("file over the limit", func(t *testing.T) {
		dir := t.TempDir()
		os.MkdirAll(filepath.Join(dir, "sites"), 0o700)
		big := filepath.Join(dir, "sites", "big.com.yaml")
		os.WriteFile(big, []byte(good), 0o600)
		if err := os.Truncate(big, sitefile.MaxFileBytes+1); err != nil { // sparse: no disk used
			t.Fatal(err)
		}
		_, err := openMemory(t, nil).Import(ctx, dir)
		wantInputError(t, err, "sites/big.com.yaml")
		if !strings.Contains(fmt.Sprint(err), "file too large") {
			t.Errorf("import: %v, want the file named too large", err)
		}
	})
	t.Run("not an export", func(t *testing.T) {
		_, err := openMemory(t, nil).Import(ctx, t.TempDir())
		wantInputError(t, err, "dir")
	})
	t.Run("a file", func(t *testing.T) {
		f := filepath.Join(t.TempDir(), "passwd")
		os.WriteFile(f, []byte("x"), 0o600)
		_, err := openMemory(t, nil).Import(ctx, f)
		wantInputError(t, err, "dir")
	})
}

// An import masks the secrets a save would (SPEC §8): a password typed into a password
// field of a pattern, an e-mail address in a note, a token in a cached answer's URL.
func TestImportMasksSecrets(t *testing.T) {
	ctx := context.Background()
	src := openMemory(t, nil)
	at := t0
	seed(t, src,
		waymark.AsSaved(rec(waymark.KindPattern, "", "shop.com", "", at, waymark.Pattern{Name: "sign in", Site: "shop.com", URLPattern: "shop.com/login", Reliability: 0.5,
			Inputs: []string{"ghp_abcdefghijklmnopqrstuvwxyz0123456789"}, // a field a save fills itself
			Steps: []waymark.RouteStep{{Action: waymark.ActionFill, Role: "textbox", Name: "Password",
				Selectors: []waymark.Locator{{Kind: "css", Value: "#password", Stability: 0.8}}, Value: "Hunter2-PassW0rd!"},
				{Action: waymark.ActionFill, Anchors: []waymark.Locator{{Kind: "role", Value: `role=textbox[name="Password"]`, Stability: 0.9},
					{Kind: "css", Value: "#pw-field", Stability: 0.8}}, Value: "hunter2plain"}}})), // known by its anchors only
		waymark.AsSaved(rec(waymark.KindSiteNote, "", "shop.com", "", at, waymark.SiteNote{Site: "shop.com", Scope: "site",
			Problem: waymark.FrictionLoginRedirect, Symptom: "signed in as alice.victim@corp.example"})),
		waymark.AsSaved(rec(waymark.KindCache, "", "shop.com", "", at, waymark.Cache{Question: "q", Answer: "a",
			SourceURL: "https://admin:hunter22@shop.com/account?token=q1w2e3r4t5y6u7i8o9p0", Freshness: waymark.FreshSlow, Confidence: 0.5})))
	dir := t.TempDir()
	if _, err := src.Export(ctx, waymark.ExportRequest{Dir: dir}); err != nil {
		t.Fatal(err)
	}
	dst := openMemory(t, nil)
	if _, err := dst.Import(ctx, dir); err != nil {
		t.Fatal(err)
	}
	recs := all(t, dst)
	if len(recs) != 3 {
		t.Fatalf("imported %d records, want 3", len(recs))
	}
	for _, r := range recs {
		stored := r.Key + r.Text + string(r.Body)
		for _, secret := range []string{"Hunter2-PassW0rd!", "alice.victim@corp.example", "q1w2e3r4t5y6u7i8o9p0", "hunter22",
			"ghp_abcdefghijklmnopqrstuvwxyz0123456789", "hunter2plain"} {
			if strings.Contains(stored, secret) {
				t.Errorf("%s stored %q: %s", r.Kind, secret, stored)
			}
		}
	}
	// The masked copy is filed as a save would file it: importing it again changes nothing.
	dir2 := t.TempDir()
	if _, err := dst.Export(ctx, waymark.ExportRequest{Dir: dir2}); err != nil {
		t.Fatal(err)
	}
	again := openMemory(t, nil)
	if _, err := again.Import(ctx, dir2); err != nil {
		t.Fatal(err)
	}
	if res, err := again.Import(ctx, dir2); err != nil || res.Unchanged != 3 {
		t.Errorf("second import %+v, %v: want 3 unchanged", res, err)
	}
}

func TestStats(t *testing.T) {
	m := openMemory(t, nil)
	st, err := m.Stats(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if len(st.Records) != len(waymark.Kinds) || st.Total != 0 || st.Sites != 0 || st.Home != m.Home() {
		t.Errorf("empty stats %+v", st)
	}
	seed(t, m, knowledge("a.com")...)
	seed(t, m, knowledge("b.com")...)
	st, err = m.Stats(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range waymark.Kinds {
		if st.Records[k] != 2 {
			t.Errorf("%s: %d records, want 2", k, st.Records[k])
		}
	}
	if st.Total != 16 || st.Sites != 2 {
		t.Errorf("stats %+v, want 16 records on 2 sites", st)
	}
}

// TestImportRelistsPatterns: a pattern an import brings back is named in its site's
// profile again, as after restore.
func TestImportRelistsPatterns(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	res, err := m.Save(ctx, waymark.SaveRequest{Trace: pricingTrace("#pricing", "success", "")})
	if err != nil || res.Pattern == nil {
		t.Fatalf("save: %+v, %v", res, err)
	}
	dir := t.TempDir()
	if _, err := m.Export(ctx, waymark.ExportRequest{Dir: dir}); err != nil {
		t.Fatal(err)
	}
	if _, err := m.Forget(ctx, waymark.ForgetRequest{ID: res.Pattern.ID}); err != nil {
		t.Fatal(err)
	}
	profile := func() []string {
		t.Helper()
		v, err := m.Site(ctx, "https://acme.example/")
		if err != nil || v.Profile == nil {
			t.Fatalf("site: %+v, %v", v, err)
		}
		return v.Profile.Patterns
	}
	if got := profile(); len(got) != 0 {
		t.Fatalf("after forget the profile names %q", got)
	}
	if _, err := m.Import(ctx, dir); err != nil {
		t.Fatal(err)
	}
	if got := profile(); !slices.Equal(got, []string{res.Pattern.Name}) {
		t.Errorf("after import the profile names %q, want %q", got, res.Pattern.Name)
	}
}

// TestImportWantedTextWorks: when a hand edit puts a secret in a body, the error asks for
// the search text as the import will mask it, and that text is accepted; a body moved to
// another site is named as such, not as a key of the other site.
func TestImportWantedTextWorks(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	dir := t.TempDir()
	write := func(data string) {
		t.Helper()
		if err := os.MkdirAll(filepath.Join(dir, "sites"), 0o700); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, "sites", "good.com.yaml"), []byte(data), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	edited := strings.Replace(goodSiteFile, "name: good", "name: good\n      intent: mail bob@example.org", 1)
	write(edited)
	_, err := m.Import(ctx, dir)
	want := regexp.MustCompile(`want "((?:[^"\\]|\\.)*)"`).FindStringSubmatch(fmt.Sprint(err))
	if want == nil || strings.Contains(want[1], "bob@example.org") {
		t.Fatalf("import of the edit: %v; want an error asking for the masked text", err)
	}
	write(strings.Replace(edited, `text: "good  "`, `text: "`+want[1]+`"`, 1))
	if _, err := m.Import(ctx, dir); err != nil {
		t.Fatalf("import with the text the error asked for: %v", err)
	}
	if recs := all(t, m); len(recs) != 1 || strings.Contains(string(recs[0].Body), "bob@example.org") {
		t.Fatalf("stored %v", recs)
	}

	write(strings.Replace(goodSiteFile, "      site: good.com", "      site: other.example", 1))
	if _, err := m.Import(ctx, dir); err == nil || !strings.Contains(err.Error(), `site: "other.example" is not "good.com"`) {
		t.Errorf("a body of another site: %v", err)
	}
}

// TestImportWantedKeyWorks: a cached answer whose source URL a hand edit gives a token asks
// for its key as the import will mask it, and that key is accepted.
func TestImportWantedKeyWorks(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	if _, err := m.Save(ctx, waymark.SaveRequest{Trace: []byte(`{"task": "what is the latest release", "start_url": "https://rel.example/",
		"final_answer": "v2.4.1", "steps": [{"action": "navigate", "url": "https://rel.example/"},
			{"action": "extract", "url": "https://rel.example/releases", "target": {"selector": "h1"}, "extracted": "v2.4.1"},
			{"action": "done", "url": "https://rel.example/releases", "extracted": "v2.4.1"}]}`)}); err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if _, err := m.Export(ctx, waymark.ExportRequest{Dir: dir}); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(dir, "sites", "rel.example.yaml")
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	edited := strings.ReplaceAll(string(data), "source_url: https://rel.example/releases", "source_url: https://rel.example/releases?token=abcdef123456")
	if edited == string(data) {
		t.Fatalf("no source_url to edit in\n%s", data)
	}
	if err := os.WriteFile(file, []byte(edited), 0o600); err != nil {
		t.Fatal(err)
	}
	fresh := openMemory(t, nil)
	_, err = fresh.Import(ctx, dir)
	m1 := regexp.MustCompile(`key "((?:[^"\\]|\\.)*)" is not the key of its body \(want "((?:[^"\\]|\\.)*)"\)`).FindStringSubmatch(fmt.Sprint(err))
	if m1 == nil || strings.Contains(m1[2], "abcdef123456") || !strings.Contains(m1[2], "{{token}}") {
		t.Fatalf("import of the edit: %v; want an error asking for the masked key", err)
	}
	if err := os.WriteFile(file, []byte(strings.Replace(edited, "key: "+m1[1], "key: "+m1[2], 1)), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := fresh.Import(ctx, dir); err != nil {
		t.Fatalf("import with the key the error asked for: %v", err)
	}
}

// maxOf is the later of a and b when same (a record whose knowledge an import finds the
// same), else a.
func maxOf(a, b time.Time, same bool) time.Time {
	if same && b.After(a) {
		return b
	}
	return a
}

// TestTwoHomesSettle: two homes that learned the same pattern at different times and
// share one export folder, each importing what the other exported, settle on one file:
// the earlier created_at, the later updated_at (SPEC §11).
func TestTwoHomesSettle(t *testing.T) {
	ctx := context.Background()
	a, b := openMemory(t, nil), openMemory(t, nil)
	body := waymark.Pattern{Name: "same", Site: "a.com", URLPattern: "a.com/", Reliability: 0.5}
	seed(t, a, waymark.AsSaved(rec(waymark.KindPattern, "k", "a.com", "t", t0, body)))
	seed(t, b, waymark.AsSaved(rec(waymark.KindPattern, "k", "a.com", "t", t0.Add(time.Hour), body)))
	dir := t.TempDir()
	var files []map[string][]byte
	for _, m := range []*waymark.Memory{a, b, a, b} {
		if _, err := m.Import(ctx, dir); err != nil && !strings.Contains(err.Error(), "sites") {
			t.Fatal(err)
		}
		if _, err := m.Export(ctx, waymark.ExportRequest{Dir: dir}); err != nil {
			t.Fatal(err)
		}
		files = append(files, readTree(t, dir))
	}
	if !bytes.Equal(files[2]["sites/a.com.yaml"], files[3]["sites/a.com.yaml"]) {
		t.Errorf("the homes' exports still differ:\n%s\n---\n%s", files[2]["sites/a.com.yaml"], files[3]["sites/a.com.yaml"])
	}
}

// TestCountsStayImportable: a count an import takes at its bound stays there when the home
// counts on, so that its export imports again (vet.go's bound, counts.go).
func TestCountsStayImportable(t *testing.T) {
	ctx := context.Background()
	save := func(m *waymark.Memory, task string) {
		raw := `{"task": "` + task + `", "start_url": "https://a.com/", "steps": [{"action": "click", "url": "https://a.com/",
			"target": {"selector": "#go", "role": "button", "name": "Go"}}]}`
		if _, err := m.Save(ctx, waymark.SaveRequest{Trace: json.RawMessage(raw)}); err != nil {
			t.Fatal(err)
		}
	}
	a := openMemory(t, nil)
	save(a, "press go")
	dir := t.TempDir()
	if _, err := a.Export(ctx, waymark.ExportRequest{Dir: dir}); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(dir, "sites", "a.com.yaml")
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	edited := regexp.MustCompile(`visit_count: \d+`).ReplaceAll(b, []byte("visit_count: 4611686018427387904"))
	if bytes.Equal(edited, b) {
		t.Fatalf("no visit_count in the export:\n%s", b)
	}
	if err := os.WriteFile(file, edited, 0o600); err != nil {
		t.Fatal(err)
	}
	m := openMemory(t, nil)
	if _, err := m.Import(ctx, dir); err != nil {
		t.Fatal(err)
	}
	save(m, "press go again")
	dir2 := t.TempDir()
	if _, err := m.Export(ctx, waymark.ExportRequest{Dir: dir2}); err != nil {
		t.Fatal(err)
	}
	if _, err := openMemory(t, nil).Import(ctx, dir2); err != nil {
		t.Errorf("the home's own export does not import: %v", err)
	}
}
