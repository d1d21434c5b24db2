package waymark_test

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/waymark-dev/waymark"
	"github.com/waymark-dev/waymark/sqlite"
)

// seedTrace writes the raw trace file of a trace of task name on site under the home of m
// and indexes a trace record for it, as a save files them: the record's key is the file's
// digest, its id the digest's first 20 digits, the file traces/<site>/<id>.json.
func seedTrace(t testing.TB, m *waymark.Memory, name, site string, saved time.Time) waymark.Record {
	t.Helper()
	raw := `{"task": "` + name + `", "start_url": "https://` + site + `/", "steps": [{"action": "navigate", "url": "https://` + site + `/"}]}`
	sum := sha256.Sum256([]byte(raw))
	digest := hex.EncodeToString(sum[:])
	id := digest[:20]
	rel := "traces/" + site + "/" + id + ".json"
	p := filepath.Join(m.Home(), filepath.FromSlash(rel))
	if err := os.MkdirAll(filepath.Dir(p), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(raw), 0o600); err != nil {
		t.Fatal(err)
	}
	r := rec(waymark.KindTrace, digest, site, "trace "+name, saved,
		waymark.TraceRecord{ID: id, Task: name, Site: site, Outcome: waymark.OutcomeSuccess, Path: rel, SavedAt: saved, Digest: digest})
	return seed(t, m, r)[0]
}

// traceFile is the raw file of a trace record, under the home of m.
func traceFile(t testing.TB, m *waymark.Memory, r waymark.Record) string {
	t.Helper()
	var tr waymark.TraceRecord
	if err := json.Unmarshal(r.Body, &tr); err != nil {
		t.Fatal(err)
	}
	return filepath.Join(m.Home(), filepath.FromSlash(tr.Path))
}

// filed builds a record of kind for site as a save files its body v (waymark.AsSaved):
// Restore refuses a record a save could not have stored.
func filed(kind waymark.Kind, site string, updated time.Time, v any) waymark.Record {
	return waymark.AsSaved(rec(kind, "", site, "", updated, v))
}

// archivedPattern and archivedCache are a pattern and a cached answer of site named name.
func archivedPattern(site, name string, updated time.Time) waymark.Record {
	return filed(waymark.KindPattern, site, updated, waymark.Pattern{Name: name, Site: site, URLPattern: site + "/",
		Reliability: waymark.InitialReliability, TotalExecutions: 1, SuccessfulExecutions: 1})
}

func archivedCache(site, answer string, updated time.Time) waymark.Record {
	return filed(waymark.KindCache, site, updated, waymark.Cache{Question: "what is the answer", Answer: answer,
		Freshness: waymark.FreshStatic, SourceURL: "https://" + site + "/", URLPattern: site + "/", Confidence: 0.5})
}

func exists(path string) bool {
	_, err := os.Lstat(path)
	return err == nil
}

func TestForgetRestoreRoundTrip(t *testing.T) {
	ctx := context.Background()
	tests := []struct {
		name   string
		req    waymark.ForgetRequest
		gone   []int // the seeded records forgotten: 0 pattern a, 1 cache a, 2 pattern b, 3 trace
		traces bool  // the trace (and its raw file) is among them
	}{
		{"site", waymark.ForgetRequest{Site: "a.com"}, []int{0, 1, 3}, true},
		{"site as URL", waymark.ForgetRequest{Site: "https://WWW.A.com/x?y=1"}, []int{0, 1, 3}, true},
		{"site and kind", waymark.ForgetRequest{Site: "a.com", Kind: waymark.KindCache}, []int{1}, false},
		{"id", waymark.ForgetRequest{ID: "id-pb"}, []int{2}, false},
		{"id of a trace", waymark.ForgetRequest{ID: "trace"}, []int{3}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			m := openMemory(t, nil)
			seeded := seed(t, m, archivedPattern("a.com", "a", t0), archivedCache("a.com", "42", t0),
				archivedPattern("b.com", "b", t0))
			tr := seedTrace(t, m, "t1", "a.com", t0)
			seeded = append(seeded, tr)
			if tt.req.ID == "id-pb" {
				tt.req.ID = seeded[2].ID
			} else if tt.req.ID == "trace" {
				tt.req.ID = tr.ID
			}
			before := all(t, m)
			raw := traceFile(t, m, tr)

			res, err := m.Forget(ctx, tt.req)
			if err != nil {
				t.Fatal(err)
			}
			if res.Forgotten != len(tt.gone) || !strings.HasPrefix(res.Archive, "archive/") || !strings.HasSuffix(res.Archive, ".json") {
				t.Fatalf("result %+v, want %d forgotten into archive/….json", res, len(tt.gone))
			}
			arch := filepath.Join(m.Home(), filepath.FromSlash(res.Archive))
			fi, err := os.Stat(arch)
			if err != nil {
				t.Fatal(err)
			}
			if fi.Mode().Perm() != 0o600 {
				t.Errorf("archive mode %v, want 0600", fi.Mode().Perm())
			}
			var archived []waymark.Record
			data, _ := os.ReadFile(arch)
			if err := json.Unmarshal(data, &archived); err != nil || len(archived) != len(tt.gone) {
				t.Fatalf("archive holds %d records (%v), want %d", len(archived), err, len(tt.gone))
			}
			left := map[string]bool{}
			for _, r := range all(t, m) {
				left[r.Key] = true
			}
			for _, i := range tt.gone {
				if left[seeded[i].Key] {
					t.Errorf("%s still stored", seeded[i].Key)
				}
			}
			if len(left) != len(before)-len(tt.gone) {
				t.Errorf("%d records left, want %d", len(left), len(before)-len(tt.gone))
			}
			if exists(raw) == tt.traces {
				t.Errorf("raw trace in traces/: %v, want %v", exists(raw), !tt.traces)
			}

			rr, err := m.Restore(ctx, filepath.Base(res.Archive))
			if err != nil {
				t.Fatal(err)
			}
			if rr.Restored != len(tt.gone) || rr.Archive != res.Archive {
				t.Fatalf("restore %+v, want %d from %s", rr, len(tt.gone), res.Archive)
			}
			after := all(t, m)
			if len(after) != len(before) {
				t.Fatalf("%d records after restore, want %d", len(after), len(before))
			}
			for i := range before {
				b, a := before[i], after[i]
				if a.ID != b.ID || a.Key != b.Key || string(a.Body) != string(b.Body) ||
					!a.UpdatedAt.Equal(b.UpdatedAt) || !a.CreatedAt.Equal(b.CreatedAt) || a.Text != b.Text {
					t.Errorf("record %d after restore %+v, want %+v", i, a, b)
				}
			}
			if !exists(raw) {
				t.Error("raw trace not back in traces/")
			}
			again, err := m.Restore(ctx, res.Archive)
			if err != nil || again.Restored != 0 || again.Kept != rr.Restored {
				t.Errorf("second restore: %+v %v, want 0 restored, %d kept", again, err, rr.Restored)
			}
		})
	}
}

func TestForgetErrors(t *testing.T) {
	m := openMemory(t, nil)
	seed(t, m, rec(waymark.KindPattern, "p", "a.com", "t", t0, waymark.Pattern{}))
	tests := []struct {
		name  string
		req   waymark.ForgetRequest
		field string // "" = ErrNotFound
	}{
		{"nothing", waymark.ForgetRequest{}, "id"},
		{"blank", waymark.ForgetRequest{ID: " ", Site: " "}, "id"},
		{"both", waymark.ForgetRequest{ID: "x", Site: "a.com"}, "site"},
		{"bad kind", waymark.ForgetRequest{Site: "a.com", Kind: "secret"}, "kind"},
		{"kind with id", waymark.ForgetRequest{ID: "x", Kind: waymark.KindPattern}, "kind"},
		{"unknown id", waymark.ForgetRequest{ID: "nope"}, ""},
		{"unknown site", waymark.ForgetRequest{Site: "b.com"}, ""},
		{"kind not there", waymark.ForgetRequest{Site: "a.com", Kind: waymark.KindCache}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := m.Forget(context.Background(), tt.req)
			if tt.field == "" {
				if !errors.Is(err, waymark.ErrNotFound) {
					t.Fatalf("error %v, want ErrNotFound", err)
				}
			} else {
				wantInputError(t, err, tt.field)
			}
		})
	}
	if n := len(all(t, m)); n != 1 {
		t.Errorf("%d records left, want 1", n)
	}
	if entries, _ := os.ReadDir(filepath.Join(m.Home(), "archive")); len(entries) != 0 {
		t.Errorf("failed forgets left %d archive files", len(entries))
	}
}

func TestRestoreMerge(t *testing.T) {
	ctx := context.Background()
	tests := []struct {
		name     string
		now      time.Duration // UpdatedAt of the record stored before restoring, from t0
		restored int
		wantName string
	}{
		{"absent", -1, 1, "archived"},
		{"stored is older", -time.Hour, 1, "archived"},
		{"stored is newer", time.Hour, 0, "newer"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			m := openMemory(t, nil)
			seed(t, m, archivedPattern("a.com", "archived", t0))
			res, err := m.Forget(ctx, waymark.ForgetRequest{Site: "a.com"})
			if err != nil {
				t.Fatal(err)
			}
			if tt.now != -1 {
				seed(t, m, archivedPattern("a.com", "newer", t0.Add(tt.now)))
			}
			rr, err := m.Restore(ctx, res.Archive)
			if err != nil {
				t.Fatal(err)
			}
			if rr.Restored != tt.restored || rr.Kept != 1-tt.restored {
				t.Errorf("restored %d, kept %d; want %d restored, the other kept", rr.Restored, rr.Kept, tt.restored)
			}
			var p waymark.Pattern
			recs := all(t, m)
			if len(recs) != 1 || json.Unmarshal(recs[0].Body, &p) != nil || (p.Name != tt.wantName && tt.now != -time.Hour) {
				t.Errorf("stored %d records, pattern %q, want one %q", len(recs), p.Name, tt.wantName)
			}
			if tt.now == -time.Hour && p.Name != "archived" {
				t.Errorf("older stored record not replaced: %q", p.Name)
			}
		})
	}
}

func TestRestorePaths(t *testing.T) {
	m := openMemory(t, nil)
	seed(t, m, archivedPattern("a.com", "p", t0))
	res, err := m.Forget(context.Background(), waymark.ForgetRequest{Site: "a.com"})
	if err != nil {
		t.Fatal(err)
	}
	outside := filepath.Join(t.TempDir(), "x.json")
	os.WriteFile(outside, []byte("[]"), 0o600)
	os.Symlink(outside, filepath.Join(m.Home(), "archive", "link.json"))
	os.WriteFile(filepath.Join(m.Home(), "archive", "bad.json"), []byte(`{"not":"an array"}`), 0o600)
	os.WriteFile(filepath.Join(m.Home(), "archive", "null.json"), []byte(`null`), 0o600)
	os.WriteFile(filepath.Join(m.Home(), "archive", "badkind.json"), []byte(`[{"kind":"secret","key":"k","body":{}}]`), 0o600)
	os.Mkdir(filepath.Join(m.Home(), "archive", "traces.d"), 0o700) // as the raw traces kept beside an archive

	tests := []struct {
		name string
		arg  string
		want string // "ok", "notfound" or the InputError field
	}{
		{"base name", filepath.Base(res.Archive), "ok"},
		{"relative to home", res.Archive, "ok"},
		{"absolute inside home", filepath.Join(m.Home(), filepath.FromSlash(res.Archive)), "ok"},
		{"missing", "nope.json", "notfound"},
		{"empty", " ", "archive"},
		{"dot-dot", "../x.json", "archive"},
		{"dot-dot inside", "archive/../../x.json", "archive"},
		{"absolute outside", outside, "archive"},
		{"symlink out", "link.json", "archive"},
		{"not an archive", "bad.json", "archive"},
		{"null", "null.json", "archive"},
		{"bad kind", "badkind.json", "archive"},
		{"a folder", "traces.d", "archive"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := m.Restore(context.Background(), tt.arg)
			switch tt.want {
			case "ok":
				if err != nil {
					t.Fatal(err)
				}
			case "notfound":
				if !errors.Is(err, waymark.ErrNotFound) {
					t.Fatalf("error %v, want ErrNotFound", err)
				}
			default:
				wantInputError(t, err, tt.want)
			}
		})
	}
}

// TestRestoreRelativeHome: with a home given relative to the working folder, an archive
// named by its absolute path is inside it.
func TestRestoreRelativeHome(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	t.Chdir(dir)
	m, err := sqlite.OpenMemory(ctx, "home", nil)
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	if want := filepath.Join(dir, "home"); m.Home() != want {
		t.Errorf("Home() = %q, want the absolute %q", m.Home(), want)
	}
	seed(t, m, archivedPattern("a.com", "p", t0))
	res, err := m.Forget(ctx, waymark.ForgetRequest{Site: "a.com"})
	if err != nil {
		t.Fatal(err)
	}
	rr, err := m.Restore(ctx, filepath.Join(dir, "home", filepath.FromSlash(res.Archive)))
	if err != nil || rr.Restored != 1 {
		t.Errorf("restore by absolute path: %+v, %v", rr, err)
	}
}

// TestForgetUnlistsPattern: a forgotten pattern leaves its site profile's list of patterns,
// and comes back to it when restored.
func TestForgetUnlistsPattern(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	var ids []string
	for _, name := range []string{"first", "second"} {
		info, err := m.Learn(ctx, waymark.LearnRequest{URL: "https://shop.test/cart", Name: name, SuccessIndicator: "#done",
			Steps: json.RawMessage(`[{"tool": "browser_click", "target": "[data-testid='` + name + `']"}]`)})
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, info.ID)
	}
	listed := func() []string {
		v, err := m.Site(ctx, "https://shop.test")
		if err != nil || v.Profile == nil {
			t.Fatalf("site view: %+v, %v", v, err)
		}
		return v.Profile.Patterns
	}
	if got := listed(); !slices.Equal(got, []string{"first", "second"}) {
		t.Fatalf("profile lists %v", got)
	}
	res, err := m.Forget(ctx, waymark.ForgetRequest{ID: ids[0]})
	if err != nil {
		t.Fatal(err)
	}
	if got := listed(); !slices.Equal(got, []string{"second"}) {
		t.Errorf("after forgetting first, the profile lists %v", got)
	}
	if _, err := m.Restore(ctx, res.Archive); err != nil {
		t.Fatal(err)
	}
	if got := listed(); !slices.Equal(got, []string{"second", "first"}) {
		t.Errorf("after restoring first, the profile lists %v", got)
	}
}

// TestForgetUnlistsQuirks: forgetting a site's notes takes their friction classes off its
// profile's quirks, and restoring them puts them back (SPEC §2 site profile, derived).
func TestForgetUnlistsQuirks(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	for _, q := range []waymark.QuirkRequest{
		{URL: "https://shop.test/", Problem: waymark.FrictionCookieBanner, Symptom: "a consent wall"},
		{URL: "https://shop.test/", Problem: waymark.FrictionPopupModal, Symptom: "a newsletter modal"},
	} {
		if _, err := m.RecordQuirk(ctx, q); err != nil {
			t.Fatal(err)
		}
	}
	quirks := func() []string {
		v, err := m.Site(ctx, "https://shop.test")
		if err != nil || v.Profile == nil {
			t.Fatalf("site view: %+v, %v", v, err)
		}
		return v.Profile.Quirks
	}
	want := []string{string(waymark.FrictionCookieBanner), string(waymark.FrictionPopupModal)}
	if got := quirks(); !slices.Equal(got, want) {
		t.Fatalf("profile quirks %v, want %v", got, want)
	}
	res, err := m.Forget(ctx, waymark.ForgetRequest{Site: "shop.test", Kind: waymark.KindSiteNote})
	if err != nil {
		t.Fatal(err)
	}
	if got := quirks(); len(got) != 0 {
		t.Errorf("after forgetting the notes, the profile lists quirks %v", got)
	}
	if _, err := m.Restore(ctx, res.Archive); err != nil {
		t.Fatal(err)
	}
	if got := quirks(); !slices.Equal(got, want) {
		t.Errorf("after restoring the notes, the profile lists quirks %v, want %v", got, want)
	}
}

// editArchive rewrites the archive file of m (a path relative to its home) with the
// records change makes of those it holds.
func editArchive(t *testing.T, m *waymark.Memory, archive string, change func(recs []map[string]any) []map[string]any) {
	t.Helper()
	p := filepath.Join(m.Home(), filepath.FromSlash(archive))
	data, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	var recs []map[string]any
	if err := json.Unmarshal(data, &recs); err != nil {
		t.Fatal(err)
	}
	if data, err = json.Marshal(change(recs)); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, data, 0o600); err != nil {
		t.Fatal(err)
	}
}

// TestRestoreVetsArchive: an archive is a file anyone may edit, so Restore checks and masks
// its records as Import does a site file's: out-of-range numbers, a site not in normal
// form and a body of the wrong shape refuse the archive with the store unchanged; a secret
// written into a record is masked before it is stored; a record as new as the stored one
// is kept.
func TestRestoreVetsArchive(t *testing.T) {
	ctx := context.Background()
	const u = "https://shop.example/cart"
	trace := `{"task": "open the cart", "start_url": "` + u + `", "steps": [
		{"action": "navigate", "url": "` + u + `"},
		{"action": "click", "url": "` + u + `", "target": {"selector": "#checkout", "role": "button", "name": "Checkout"}}]}`
	edit := editArchive
	body := func(recs []map[string]any, kind string) map[string]any {
		for _, r := range recs {
			if r["kind"] == kind {
				return r["body"].(map[string]any)
			}
		}
		panic("no " + kind + " in the archive")
	}
	refused := map[string]func(recs []map[string]any) []map[string]any{
		"reliability 7.5": func(recs []map[string]any) []map[string]any {
			body(recs, "pattern")["reliability"] = 7.5
			return recs
		},
		"site not in normal form": func(recs []map[string]any) []map[string]any {
			recs[0]["site"] = "EVIL..com"
			return recs
		},
		"body not an object": func(recs []map[string]any) []map[string]any {
			for _, r := range recs {
				if r["kind"] == "selector" {
					r["body"] = "notanobject"
				}
			}
			return recs
		},
		"a record twice": func(recs []map[string]any) []map[string]any {
			return append(recs, recs[0])
		},
		"selector moved to another key": func(recs []map[string]any) []map[string]any {
			body(recs, "selector")["url_pattern"] = "shop.example/admin"
			return recs
		},
	}
	// forgotten saves the trace into a new memory and forgets its site.
	forgotten := func(t *testing.T) (*waymark.Memory, waymark.ForgetResult) {
		m := openMemory(t, nil)
		if _, err := m.Save(ctx, waymark.SaveRequest{Trace: json.RawMessage(trace)}); err != nil {
			t.Fatal(err)
		}
		res, err := m.Forget(ctx, waymark.ForgetRequest{Site: "shop.example"})
		if err != nil {
			t.Fatal(err)
		}
		return m, res
	}
	for name, change := range refused {
		t.Run(name, func(t *testing.T) {
			m, res := forgotten(t)
			edit(t, m, res.Archive, change)
			_, err := m.Restore(ctx, res.Archive)
			wantInputError(t, err, "archive")
			if n := len(all(t, m)); n != 0 {
				t.Errorf("%d records stored after a refused restore, want 0", n)
			}
		})
	}

	t.Run("secret masked", func(t *testing.T) {
		m, res := forgotten(t)
		secrets := []string{"RestorePw9", "sk-RESTOREKEY0123456789abcdef"}
		edit(t, m, res.Archive, func(recs []map[string]any) []map[string]any {
			for _, r := range recs {
				if r["kind"] == "selector" {
					b := r["body"].(map[string]any)
					b["purpose"] = "click password=RestorePw9 " + secrets[1]
					r["key"] = b["site"].(string) + "|" + b["url_pattern"].(string) + "|" + b["purpose"].(string) + "|" + b["selector"].(string)
					r["text"] = b["purpose"].(string) + " " + b["selector"].(string)
				}
			}
			return recs
		})
		if _, err := m.Restore(ctx, res.Archive); err != nil {
			t.Fatal(err)
		}
		if err := os.Remove(filepath.Join(m.Home(), filepath.FromSlash(res.Archive))); err != nil {
			t.Fatal(err)
		}
		assertAbsent(t, m.Home(), secrets)
	})

	t.Run("as new as stored is kept", func(t *testing.T) {
		m := openMemory(t, nil)
		if _, err := m.Save(ctx, waymark.SaveRequest{Trace: json.RawMessage(trace)}); err != nil {
			t.Fatal(err)
		}
		var id string
		for _, r := range all(t, m) {
			if r.Kind == waymark.KindPattern {
				id = r.ID
			}
		}
		res, err := m.Forget(ctx, waymark.ForgetRequest{ID: id})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := m.Restore(ctx, res.Archive); err != nil {
			t.Fatal(err)
		}
		before := all(t, m)
		edit(t, m, res.Archive, func(recs []map[string]any) []map[string]any {
			body(recs, "pattern")["reliability"] = 0.575
			return recs
		})
		rr, err := m.Restore(ctx, res.Archive)
		if err != nil || rr.Restored != 0 || rr.Kept != 1 {
			t.Errorf("restore of an edited copy as new as the stored record: %+v, %v; want it kept", rr, err)
		}
		if after := all(t, m); !slices.EqualFunc(before, after, func(a, b waymark.Record) bool { return string(a.Body) == string(b.Body) }) {
			t.Error("the stored pattern changed")
		}
	})
}

// TestRestoreVetsStateRecords: the trace records, snapshots and sessions of an edited
// archive are checked and masked too, and so are the raw trace files kept beside it: a
// password put back into a session's typed value (and repeated in its snapshot), a secret
// in a trace record's search text, a trace record moved to another file, a snapshot filed
// under another session's key and a raw trace file with a secret written into it.
func TestRestoreVetsStateRecords(t *testing.T) {
	ctx := context.Background()
	const u = "https://login.example/signin"
	const password = "correcthorsebatterystaple"
	setup := func(t *testing.T) (*waymark.Memory, string) {
		m := openMemory(t, nil)
		for _, st := range []string{
			`{"action": "fill", "url": "` + u + `", "target": {"selector": "#password", "attributes": {"type": "password"}}, "value": "` + password + `"}`,
			`{"action": "click", "url": "` + u + `", "target": {"selector": "#go", "role": "button", "name": "Sign in"}}`,
		} {
			if _, err := m.Step(ctx, waymark.StepRequest{SessionID: "s1", Task: "sign in", Step: json.RawMessage(st)}); err != nil {
				t.Fatal(err)
			}
		}
		seedTrace(t, m, "sign in", "login.example", t0)
		res, err := m.Forget(ctx, waymark.ForgetRequest{Site: "login.example"})
		if err != nil {
			t.Fatal(err)
		}
		return m, res.Archive
	}
	editRecords := func(t *testing.T, m *waymark.Memory, archive string, change func(r map[string]any)) {
		t.Helper()
		editArchive(t, m, archive, func(recs []map[string]any) []map[string]any {
			for _, r := range recs {
				change(r)
			}
			return recs
		})
	}
	masked := func(t *testing.T, m *waymark.Memory, archive string, secrets ...string) {
		t.Helper()
		if _, err := m.Restore(ctx, archive); err != nil {
			t.Fatal(err)
		}
		if err := os.RemoveAll(filepath.Join(m.Home(), "archive")); err != nil {
			t.Fatal(err)
		}
		assertAbsent(t, m.Home(), secrets)
	}
	// rawBeside returns the one raw trace file kept beside archive.
	rawBeside := func(t *testing.T, m *waymark.Memory, archive string) []string {
		t.Helper()
		dir := filepath.Join(m.Home(), strings.TrimSuffix(filepath.FromSlash(archive), ".json")+".d")
		var files []string
		filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
			if err == nil && !d.IsDir() {
				files = append(files, p)
			}
			return err
		})
		if len(files) != 1 {
			t.Fatalf("raw traces beside the archive: %q, want one", files)
		}
		return files
	}
	refused := func(t *testing.T, m *waymark.Memory, archive string) {
		t.Helper()
		_, err := m.Restore(ctx, archive)
		wantInputError(t, err, "archive")
		if n := len(all(t, m)); n != 0 {
			t.Errorf("%d records stored after a refused restore, want 0", n)
		}
	}

	t.Run("password typed back into the session and its snapshot", func(t *testing.T) {
		m, archive := setup(t)
		editRecords(t, m, archive, func(r map[string]any) {
			b := r["body"].(map[string]any)
			switch r["kind"] {
			case "session":
				b["steps"].([]any)[0].(map[string]any)["value"] = password
			case "snapshot":
				b["completed"] = []any{"signed in as " + password}
			}
		})
		masked(t, m, archive, password)
	})
	t.Run("secret in a trace record's text", func(t *testing.T) {
		m, archive := setup(t)
		editRecords(t, m, archive, func(r map[string]any) {
			if r["kind"] == "trace" {
				r["text"] = "sign in password=hunter2secret sk-abcdefghijklmnopqrstuvwxyz0123"
			}
		})
		masked(t, m, archive, "hunter2secret", "sk-abcdefghijklmnopqrstuvwxyz0123")
	})
	t.Run("trace record moved to another file", func(t *testing.T) {
		m, archive := setup(t)
		editRecords(t, m, archive, func(r map[string]any) {
			if r["kind"] == "trace" {
				r["body"].(map[string]any)["path"] = "traces/other.example/0123456789abcdef0123.json"
			}
		})
		refused(t, m, archive)
	})
	t.Run("snapshot filed under another session", func(t *testing.T) {
		m, archive := setup(t)
		editRecords(t, m, archive, func(r map[string]any) {
			if r["kind"] == "snapshot" {
				r["key"] = "someone-else"
			}
		})
		refused(t, m, archive)
	})
	t.Run("secret written into a raw trace file", func(t *testing.T) {
		m, archive := setup(t)
		files := rawBeside(t, m, archive)
		raw := `{"task": "sign in with password=hunter2secret", "start_url": "https://login.example/", "steps": [{"action": "navigate", "url": "https://login.example/"}]}`
		if err := os.WriteFile(files[0], []byte(raw), 0o600); err != nil {
			t.Fatal(err)
		}
		refused(t, m, archive)
	})
	t.Run("a damaged raw trace file", func(t *testing.T) {
		m, archive := setup(t)
		files := rawBeside(t, m, archive)
		if err := os.WriteFile(files[0], []byte(`{"task": "sign in", "start_url": "https://login.exa`), 0o600); err != nil {
			t.Fatal(err)
		}
		res, err := m.Restore(ctx, archive)
		if err != nil || res.Restored == 0 || len(res.Warnings) != 1 || !strings.Contains(res.Warnings[0], "left in the archive") {
			t.Fatalf("restore: %+v, %v; want the records back and one warning", res, err)
		}
		if _, err := os.Stat(files[0]); err != nil {
			t.Errorf("the damaged file left the archive: %v", err)
		}
	})
}

// TestRestoreStaleArchiveThenNewer: restoring an older archive of a site after a newer
// forget brings the trace records back with their raw files, which the newer archive's
// folder held (a forget and a restore run at once in two processes came to this and left
// the records without their files); restoring the newer archive then keeps the records as
// stored.
func TestRestoreStaleArchiveThenNewer(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	r := seedTrace(t, m, "read the docs", "docs.example", time.Now().Add(-time.Hour))
	file := traceFile(t, m, r)
	forget := func() string {
		t.Helper()
		f, err := m.Forget(ctx, waymark.ForgetRequest{Site: "docs.example"})
		if err != nil || f.Forgotten == 0 {
			t.Fatalf("forget: %+v, %v", f, err)
		}
		return f.Archive
	}
	restore := func(a string) waymark.RestoreResult {
		t.Helper()
		res, err := m.Restore(ctx, a)
		if err != nil {
			t.Fatal(err)
		}
		return res
	}
	a1 := forget()
	restore(a1)
	a2 := forget()
	if exists(file) {
		t.Fatal("the raw trace stayed in place after the second forget")
	}
	// The older archive's records come back with the raw file the newer forget took.
	restore(a1)
	if !exists(file) {
		t.Fatal("the raw trace did not come back from the newer archive's folder")
	}
	if res := restore(a2); res.Restored != 0 || res.Kept == 0 {
		t.Fatalf("restore of the newer archive: %+v", res)
	}
	if !exists(file) {
		t.Fatal("the raw trace went away")
	}
}

// TestMaskedTraceRestores: a trace within the schema's caps whose texts masking lengthens
// ("a@b.co" → "{{email}}"), with an intent and a final answer at their caps, is stored as
// restore reads it back: forget and restore succeed.
func TestMaskedTraceRestores(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	emails := strings.Repeat("a@b.co ", 1428) // 9,996 characters, 14,280 once masked
	tr, err := json.Marshal(map[string]any{"task": emails, "start_url": "https://mail.example/", "final_answer": strings.Repeat("y", 100_000),
		"steps": []map[string]any{{"action": "fill", "url": "https://mail.example/", "target": map[string]any{"selector": "#to"},
			"value": strings.Repeat("c@d.co ", 14_285)}, {"action": "done", "url": "https://mail.example/", "extracted": "sent"}}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := m.Save(ctx, waymark.SaveRequest{Trace: tr, Intent: strings.Repeat("z", 10_000)}); err != nil {
		t.Fatal(err)
	}
	f, err := m.Forget(ctx, waymark.ForgetRequest{Site: "mail.example"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := m.Restore(ctx, f.Archive); err != nil {
		t.Fatalf("restore of a masked trace at the caps: %v", err)
	}
}

// TestRestoreAfterAKilledRestore: a restore killed before its commit leaves the raw files
// linked into traces/ and the archive's copies; the next restore of the archive takes the
// records back and removes those copies, as if it had linked the files itself.
func TestRestoreAfterAKilledRestore(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	r := seedTrace(t, m, "read the docs", "docs.example", time.Now().Add(-time.Hour))
	file := traceFile(t, m, r)
	f, err := m.Forget(ctx, waymark.ForgetRequest{Site: "docs.example"})
	if err != nil {
		t.Fatal(err)
	}
	rel, err := filepath.Rel(m.Home(), file)
	if err != nil {
		t.Fatal(err)
	}
	kept := filepath.Join(m.Home(), strings.TrimSuffix(f.Archive, ".json")+".d", rel)
	if err := os.Link(kept, file); err != nil { // what the killed restore had done
		t.Fatal(err)
	}
	if res, err := m.Restore(ctx, f.Archive); err != nil || res.Restored == 0 {
		t.Fatalf("restore: %+v, %v", res, err)
	}
	if !exists(file) || exists(kept) {
		t.Errorf("raw trace in place %v, archive's copy kept %v; want in place, removed", exists(file), exists(kept))
	}
}
