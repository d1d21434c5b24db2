package waymark_test

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/waymark-dev/waymark"
)

// TestExportKeepsEditedFiles: a site file changed since the last export (a teammate's
// version pulled into the folder) and not imported is not written over, nor is anything
// else written; after an import, or with Force, the export writes it. A file changed in
// nothing an import would take (a comment added) is written over.
func TestExportKeepsEditedFiles(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	seed(t, m, append(knowledge("example.com"), knowledge("code.example")...)...)
	dir := t.TempDir()
	if _, err := m.Export(ctx, waymark.ExportRequest{Dir: dir}); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(dir, "sites", "example.com.yaml")
	ours, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}

	// A comment is no knowledge: the export writes over it.
	if err := os.WriteFile(file, append([]byte("# looked at on Monday\n"), ours...), 0o600); err != nil {
		t.Fatal(err)
	}
	if res, err := m.Export(ctx, waymark.ExportRequest{Dir: dir}); err != nil || strings.Join(res.Written, " ") != "sites/example.com.yaml" {
		t.Fatalf("export over a comment: %+v, %v", res, err)
	}

	// Another home's file of the site holds a record this one lacks.
	other := openMemory(t, nil)
	extra := knowledge("example.com")
	later := extra[2].UpdatedAt.Add(time.Hour)
	extra[2] = rec(waymark.KindSiteNote, extra[2].Key, "example.com",
		`cookie_banner .inf: 'quoted' "double" # not a comment press Escape-edited`, later, waymark.SiteNote{Site: "example.com",
			Scope: "site", Problem: waymark.FrictionCookieBanner, Symptom: ".inf: 'quoted' \"double\" # not a comment",
			Recovery: "press Escape-edited", FailedActions: []string{"click #buy"}, Successes: 2, Failures: 1, LastSeen: later})
	seed(t, other, extra...)
	otherDir := t.TempDir()
	if _, err := other.Export(ctx, waymark.ExportRequest{Dir: otherDir}); err != nil {
		t.Fatal(err)
	}
	theirs, err := os.ReadFile(filepath.Join(otherDir, "sites", "example.com.yaml"))
	if err != nil || bytes.Equal(theirs, ours) {
		t.Fatalf("the other home's file is this one's (%v)", err)
	}
	if err := os.WriteFile(file, theirs, 0o600); err != nil {
		t.Fatal(err)
	}
	// A change in this memory, so that the export has something else to write too.
	seed(t, m, knowledge("third.example")...)
	before := readTree(t, dir)
	_, err = m.Export(ctx, waymark.ExportRequest{Dir: dir})
	var ie *waymark.InputError
	if !errors.As(err, &ie) || ie.Field != "sites/example.com.yaml" || !errors.Is(err, waymark.ErrInvalidInput) ||
		!strings.Contains(err.Error(), "site_note") || !strings.Contains(err.Error(), "key example.com|site|cookie_banner") ||
		!strings.Contains(err.Error(), "--force") {
		t.Fatalf("export over an edited file: %v", err)
	}
	sameTree(t, before, readTree(t, dir))

	// Imported, the edit is in memory: the export writes the file, which keeps the record.
	if _, err := m.Import(ctx, dir); err != nil {
		t.Fatal(err)
	}
	if _, err := m.Export(ctx, waymark.ExportRequest{Dir: dir}); err != nil {
		t.Fatalf("export after the import: %v", err)
	}
	if got, _ := os.ReadFile(file); !bytes.Contains(got, []byte("Escape-edited")) {
		t.Errorf("the imported recovery is not in the file:\n%s", got)
	}

	// The file's older copy of the note (a hand edit that kept the exported updated_at, say):
	// written over, with a warning that names it.
	if err := os.WriteFile(file, ours, 0o600); err != nil {
		t.Fatal(err)
	}
	res, err := m.Export(ctx, waymark.ExportRequest{Dir: dir})
	if err != nil || len(res.Warnings) != 1 || !strings.Contains(res.Warnings[0], "sites/example.com.yaml held other copies of site_note") {
		t.Fatalf("export over an older copy: %+v, %v", res, err)
	}

	// A note this memory forgot since, as the teammate's file holds it: the export drops it
	// on purpose.
	if _, err := m.Forget(ctx, waymark.ForgetRequest{Site: "example.com", Kind: waymark.KindSiteNote}); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(file, theirs, 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := m.Export(ctx, waymark.ExportRequest{Dir: dir}); err != nil {
		t.Fatalf("an export after a forget of what the file holds: %v", err)
	}
	if got, _ := os.ReadFile(file); bytes.Contains(got, []byte("cookie_banner")) {
		t.Errorf("the export left the forgotten note in the file:\n%s", got)
	}

	// The teammate changed the note again after: newer than what was forgotten, it is
	// kept until Force writes over it.
	newer := extra[2]
	newer.UpdatedAt = later.Add(time.Hour)
	seed(t, other, newer)
	if _, err := other.Export(ctx, waymark.ExportRequest{Dir: otherDir}); err != nil {
		t.Fatal(err)
	}
	theirs, _ = os.ReadFile(filepath.Join(otherDir, "sites", "example.com.yaml"))
	if err := os.WriteFile(file, theirs, 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := m.Export(ctx, waymark.ExportRequest{Dir: dir}); err == nil {
		t.Fatal("a file holding a note newer than the one forgotten was written over")
	}
	if _, err := m.Export(ctx, waymark.ExportRequest{Dir: dir, Force: true}); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(file); bytes.Contains(got, []byte("cookie_banner")) {
		t.Errorf("forced, the export left the note in the file:\n%s", got)
	}
}

// TestExportKeepsEditedStaleFile: the file of a site no longer in memory is removed when
// the last export wrote it as it is, and kept when it was edited since.
func TestExportKeepsEditedStaleFile(t *testing.T) {
	ctx := context.Background()
	for _, edit := range []bool{false, true} {
		m := openMemory(t, nil)
		seed(t, m, append(knowledge("example.com"), knowledge("code.example")...)...)
		dir := t.TempDir()
		if _, err := m.Export(ctx, waymark.ExportRequest{Dir: dir}); err != nil {
			t.Fatal(err)
		}
		file := filepath.Join(dir, "sites", "code.example.yaml")
		if edit {
			data, _ := os.ReadFile(file)
			if err := os.WriteFile(file, append(data, "# a note\n"...), 0o600); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := m.Forget(ctx, waymark.ForgetRequest{Site: "code.example"}); err != nil {
			t.Fatal(err)
		}
		res, err := m.Export(ctx, waymark.ExportRequest{Dir: dir})
		if err != nil {
			t.Fatal(err)
		}
		_, statErr := os.Stat(file)
		if kept := statErr == nil; kept != edit || (len(res.Removed) == 1) == edit {
			t.Errorf("edited %v: kept %v, removed %v", edit, kept, res.Removed)
		}
	}
}

// TestExportLeavesAnotherMemorysFiles: an export into a folder where another memory
// exported since (a teammate's export pulled with git) neither removes the sites only the
// other memory knows nor writes over its version of a shared site, until imported.
func TestExportLeavesAnotherMemorysFiles(t *testing.T) {
	ctx := context.Background()
	a, b := openMemory(t, nil), openMemory(t, nil)
	seed(t, a, knowledge("example.com")...)
	seed(t, b, append(knowledge("example.com"), knowledge("code.example")...)...)
	dir := t.TempDir()
	if _, err := a.Export(ctx, waymark.ExportRequest{Dir: dir}); err != nil {
		t.Fatal(err)
	}
	if _, err := b.Export(ctx, waymark.ExportRequest{Dir: dir}); err != nil {
		t.Fatalf("the other memory's export over the same files: %v", err)
	}
	res, err := a.Export(ctx, waymark.ExportRequest{Dir: dir})
	if err != nil || len(res.Removed) != 0 {
		t.Fatalf("export after the other memory's: %+v, %v", res, err)
	}
	if _, err := os.Stat(filepath.Join(dir, "sites", "code.example.yaml")); err != nil {
		t.Errorf("the other memory's site file is gone: %v", err)
	}
	// Not even when forced: only what this memory wrote is its to remove.
	if res, err := a.Export(ctx, waymark.ExportRequest{Dir: dir, Force: true}); err != nil || len(res.Removed) != 0 {
		t.Fatalf("forced export after the other memory's: %+v, %v", res, err)
	}
	if _, err := os.Stat(filepath.Join(dir, "sites", "code.example.yaml")); err != nil {
		t.Errorf("forced, the other memory's site file is gone: %v", err)
	}
}

// TestImportNamesConflictMarkers: a site file left with a merge's conflict markers is
// refused with words that say so and how to go on, not a YAML error.
func TestImportNamesConflictMarkers(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	seed(t, m, knowledge("example.com")...)
	dir := t.TempDir()
	if _, err := m.Export(ctx, waymark.ExportRequest{Dir: dir}); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(dir, "sites", "example.com.yaml")
	data, _ := os.ReadFile(file)
	i := bytes.Index(data, []byte("\n  - kind:")) + 1
	conflicted := string(data[:i]) + "<<<<<<< HEAD\n" + string(data[i:]) + "=======\n>>>>>>> theirs\n"
	if err := os.WriteFile(file, []byte(conflicted), 0o600); err != nil {
		t.Fatal(err)
	}
	_, err := m.Import(ctx, dir)
	if err == nil || !strings.Contains(err.Error(), "conflict markers") || !strings.Contains(err.Error(), "git checkout --theirs") {
		t.Fatalf("import of a conflicted file: %v", err)
	}
	_, err = m.Export(ctx, waymark.ExportRequest{Dir: dir})
	if err == nil || !strings.Contains(err.Error(), "conflict markers") {
		t.Fatalf("export over a conflicted file: %v", err)
	}
	// An import would refuse the file alike: the way out is to mend it, not to import.
	if !strings.Contains(err.Error(), "mend the file") || strings.Contains(err.Error(), "import the folder first") {
		t.Errorf("export over a conflicted file: %v; want it told to mend the file", err)
	}
}

// TestExportSortsProfileLists: two homes that learned a site's routes and quirks in
// another order write the same file.
func TestExportSortsProfileLists(t *testing.T) {
	ctx := context.Background()
	var files [][]byte
	for _, order := range [][]string{{"b route", "a route"}, {"a route", "b route"}} {
		m := openMemory(t, nil)
		recs := knowledge("example.com")
		for i, r := range recs {
			if r.Kind == waymark.KindProfile {
				recs[i] = rec(waymark.KindProfile, r.Key, r.Site, r.Text, r.UpdatedAt, waymark.Profile{Site: "example.com",
					Origins: []string{"https://example.com"}, Patterns: order, Quirks: []string{order[1] + " quirk", order[0] + " quirk"},
					LastVisit: r.UpdatedAt})
			}
		}
		seed(t, m, recs...)
		dir := t.TempDir()
		if _, err := m.Export(ctx, waymark.ExportRequest{Dir: dir}); err != nil {
			t.Fatal(err)
		}
		data, err := os.ReadFile(filepath.Join(dir, "sites", "example.com.yaml"))
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, data)
	}
	if !bytes.Equal(files[0], files[1]) {
		t.Errorf("the same profile in another order gives another file:\n%s\n---\n%s", files[0], files[1])
	}
}
