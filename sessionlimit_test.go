package waymark_test

import (
	"bytes"
	"cmp"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/waymark-dev/waymark"
	"github.com/waymark-dev/waymark/sqlite"
)

// fill is a step typing value into field #f<i> of a form.
func fill(i int, value string) json.RawMessage {
	b, _ := json.Marshal(map[string]any{"action": "fill", "url": "https://shop.example.com/form",
		"target": map[string]string{"selector": fmt.Sprintf("#f%d", i)}, "value": value})
	return b
}

// stepUntilRefused reports steps made by step(i) into session id until one is refused as
// bad input (at most max steps) and returns how many were taken; it fails the test when none
// is refused or another error comes.
func stepUntilRefused(t *testing.T, m *waymark.Memory, id string, max int, step func(i int) waymark.StepRequest) int {
	t.Helper()
	for i := range max {
		req := step(i)
		req.SessionID = id
		if _, err := m.Step(context.Background(), req); err != nil {
			var in *waymark.InputError
			if !errors.As(err, &in) || !strings.Contains(err.Error(), "its save may hold") {
				t.Fatalf("step %d: %v", i, err)
			}
			return i
		}
	}
	t.Fatalf("no step of %d refused", max)
	return 0
}

// TestSessionFitsItsSave: a session takes steps only while its save stays within the trace
// size limit, even when its task, answer and values are text JSON writes 6 bytes a
// character ("<" is "\u003c"), and the save of a session refused a step succeeds.
func TestSessionFitsItsSave(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, &waymark.Options{MaxTraceBytes: 1_500_000})
	task := strings.Repeat("<", 10_000)
	n := stepUntilRefused(t, m, "s", 100, func(i int) waymark.StepRequest {
		if i == 0 {
			return waymark.StepRequest{Task: task, Step: json.RawMessage(`{"action":"navigate","url":"https://shop.example.com/form"}`)}
		}
		if i == 1 { // the final answer, at its cap
			b, _ := json.Marshal(map[string]any{"action": "done", "url": "https://shop.example.com/form", "extracted": strings.Repeat("<", 100_000)})
			return waymark.StepRequest{Step: b}
		}
		return waymark.StepRequest{Step: fill(i, strings.Repeat("<", 5_000))}
	})
	if n < 3 {
		t.Fatalf("refused at step %d", n)
	}
	res, err := m.Save(ctx, waymark.SaveRequest{SessionID: "s", Intent: task})
	if err != nil {
		t.Fatalf("the save of a session that took %d steps: %v", n, err)
	}
	archivedWithin(t, m, res, 1_500_000)
}

// archivedWithin fails the test unless the trace file of res holds at most limit bytes: a
// trace the memory could not take again (restore, ingest) is never archived.
func archivedWithin(t *testing.T, m *waymark.Memory, res waymark.SaveResult, limit int) {
	t.Helper()
	st, err := os.Stat(savedTraceFile(t, m.Home(), res.TraceID))
	if err != nil {
		t.Fatal(err)
	}
	if st.Size() > int64(limit) {
		t.Fatalf("the save archived %d bytes, over the trace limit of %d", st.Size(), limit)
	}
}

// TestSessionCapBeforeSize: the step cap drops the oldest steps before the size of the rest
// is held to the limit, so a session at its cap goes on taking steps that fit.
func TestSessionCapBeforeSize(t *testing.T) {
	m := openMemory(t, &waymark.Options{MaxTraceBytes: 40_000, SessionSteps: 3})
	for i := range 10 {
		r, err := m.Step(context.Background(), waymark.StepRequest{SessionID: "s", Step: fill(i, strings.Repeat("x", 5_500))})
		if err != nil {
			t.Fatalf("step %d: %v", i, err)
		}
		if r.Steps != min(i+1, 3) {
			t.Fatalf("step %d: the session holds %d steps", i, r.Steps)
		}
	}
}

// TestSessionRestoredSizeCounted: the size a session's record says its steps take is
// counted afresh when the record comes back from an archive (an edited archive may say
// anything), so the steps after it are still held to the limit.
func TestSessionRestoredSizeCounted(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, &waymark.Options{MaxTraceBytes: 400_000})
	if _, err := m.Step(ctx, waymark.StepRequest{SessionID: "s", Step: fill(0, "a")}); err != nil {
		t.Fatal(err)
	}
	rel := editSessionArchive(t, m, func(body map[string]any) {
		if body["sized"] == nil {
			t.Fatalf("no size in the archived session: %v", body)
		}
		body["sized"] = map[string]any{"bytes": -100_000_000, "first": 0, "total": 1}
	})
	if _, err := m.Restore(ctx, rel); err != nil {
		t.Fatal(err)
	}
	n := stepUntilRefused(t, m, "s", 100, func(i int) waymark.StepRequest {
		return waymark.StepRequest{Step: fill(i+1, strings.Repeat("x", 50_000))}
	})
	res, err := m.Save(ctx, waymark.SaveRequest{SessionID: "s", Intent: "fill the form"})
	if err != nil {
		t.Fatalf("the save of a session that took %d steps after its restore: %v", n, err)
	}
	archivedWithin(t, m, res, 400_000)
}

// TestSessionMasksRepeatedSecret: a secret the trail shows is masked before the session
// stores it, wherever the trail repeats it (SPEC §8: nothing but masked steps is kept on
// disk), and in the trace of its save, though each step comes from another process (the
// memory is opened afresh for each, as `waymark step` does): a value typed into a field an
// earlier step typed a password into, also once the step cap or a save has taken that step;
// a value typed before the step that showed it to be a password, into its field or another,
// quoted by an error (cut short in the note the failure left) and held in an attribute.
func TestSessionMasksRepeatedSecret(t *testing.T) {
	const pw = "Zorblax96!q"
	long := "correct horse battery staple " + strings.Repeat("lemon ", 11) + "Zq9" // 98 characters
	named := `{"action":"fill","url":"https://shop.example.com/login","target":{"selector":"#pw","role":"textbox","name":"Password"},"value":"` + pw + `"}`
	bare := `{"action":"fill","url":"https://shop.example.com/login","target":{"selector":"#pw","attributes":{"value":"` + pw + `"}},"value":"` + pw + `","error":"value ` + pw + ` refused"}`
	user := `{"action":"fill","url":"https://shop.example.com/login","target":{"selector":"#user","name":"Username"},"value":"` + pw + `"}`
	read := `{"action":"extract","url":"https://shop.example.com/login","target":{"selector":"#hello"},"extracted":"hello ` + pw + `"}`
	longBare := `{"action":"fill","url":"https://shop.example.com/login","target":{"selector":"#pw"},"value":"` + long + `","error":"bad value ` + long + `"}`
	longNamed := `{"action":"fill","url":"https://shop.example.com/login","target":{"selector":"#pw","name":"Password"},"value":"` + long + `"}`
	click := `{"action":"click","url":"https://shop.example.com/login","target":{"selector":"#other"}}`
	var sels []string
	for i := range 70 {
		sels = append(sels, fmt.Sprintf(`"#s%d"`, i))
	}
	many := `{"action":"fill","url":"https://shop.example.com/login","target":{"selector":"#pin","name":"PIN","selectors":[` +
		strings.Join(sels, ",") + `]},"value":"4711"}`
	enter := `{"action":"press","url":"https://shop.example.com/login","target":{"selector":"#pw","name":"Password"},"value":"Enter"}`
	plainFail := `{"action":"fill","url":"https://shop.example.com/login","target":{"selector":"#pw"},"value":"x","error":"value ` + pw + ` refused"}`
	idpClick := `{"action":"click","url":"https://idp.example.org/login","target":{"selector":"#next"}}`
	idpNamed := `{"action":"fill","url":"https://idp.example.org/login","target":{"selector":"#password","name":"Password"},"value":"` + pw + `"}`
	fifth := `{"action":"fill","url":"https://shop.example.com/login","target":{"selector":"#a","xpath":"//form/input","selectors":["#b","#c","#pw"]},"value":"` + pw + `"}`
	for name, c := range map[string]struct {
		steps  []string // "save": a save of the session's steps so far
		cap    int
		late   bool   // the value comes before the step that shows it is a password
		secret string // what must not be stored (default pw)
	}{
		"password first":         {steps: []string{named, bare}},
		"password second":        {steps: []string{bare, named}, late: true},
		"after the cap":          {steps: []string{named, click, click, bare, click, click, bare}, cap: 3},
		"the cap took it":        {steps: []string{named, click, click, click, bare}, cap: 3},
		"a save took it":         {steps: []string{named, "save", click, bare}},
		"password, twice":        {steps: []string{named, click, named, bare}},
		"bare, then more":        {steps: []string{bare, click, named, click}, late: true},
		"on another field":       {steps: []string{user, read, named}, late: true},
		"cut short in its note":  {steps: []string{longBare, longNamed}, late: true, secret: long[:40]},
		"a field of 70 locators": {steps: []string{named, many, bare}},
		"a key pressed in it":    {steps: []string{bare, enter}, late: true},
		"a note the cap took":    {steps: []string{plainFail, click, click, click, named}, cap: 3, late: true},
		"a note of another site": {steps: []string{plainFail, idpClick, idpClick, idpClick, idpNamed}, cap: 3, late: true},
		"its fifth locator":      {steps: []string{named, click, click, click, fifth}, cap: 3},
	} {
		t.Run(name, func(t *testing.T) {
			ctx := context.Background()
			home := t.TempDir()
			opts := &waymark.Options{SessionSteps: c.cap}
			secret := cmp.Or(c.secret, pw)
			for _, st := range c.steps {
				m, err := sqlite.OpenMemory(ctx, home, opts)
				if err != nil {
					t.Fatal(err)
				}
				if st == "save" {
					_, err = m.Save(ctx, waymark.SaveRequest{SessionID: "s", Intent: "log in"})
				} else {
					_, err = m.Step(ctx, waymark.StepRequest{SessionID: "s", Step: json.RawMessage(st)})
				}
				m.Close()
				if err != nil {
					t.Fatal(err)
				}
			}
			// A value typed before the step that showed it to be a password was on disk
			// until then (SQLite may keep the old pages); the records must not hold it.
			if c.late {
				noSecretStored(t, home, secret)
			} else {
				noSecretUnder(t, home, secret)
			}
			m, err := sqlite.OpenMemory(ctx, home, opts)
			if err != nil {
				t.Fatal(err)
			}
			defer m.Close()
			res, err := m.Save(ctx, waymark.SaveRequest{SessionID: "s", Intent: "log in"})
			if err != nil {
				t.Fatal(err)
			}
			noSecretStored(t, home, secret)
			files, _ := filepath.Glob(filepath.Join(home, "traces", "*", res.TraceID+".json"))
			for _, f := range files {
				if b, _ := os.ReadFile(f); len(b) == 0 || bytes.Contains(b, []byte(secret)) {
					t.Errorf("the trace file %s holds %q (or nothing): %s", f, secret, b)
				}
			}
			if len(files) != 1 {
				t.Errorf("trace files of %s: %v", res.TraceID, files)
			}
		})
	}
}

// TestSessionSecretFieldsOnly: what a session masks by a secret field is what a save of the
// whole trail masks: a search box sharing a positional XPath with the password field is
// masked there, but its own selector does not become a secret field (a later search typed
// into it with another XPath is kept); a field of the same selector on another site is no
// secret field, nor one whose generated id masks like the password field's.
func TestSessionSecretFieldsOnly(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	for _, st := range []string{
		`{"action":"fill","url":"https://shop.example.com/login","target":{"selector":"#pw","xpath":"/html/body/form/input[2]","name":"Password"},"value":"Zorblax96!q"}`,
		`{"action":"fill","url":"https://shop.example.com/search","target":{"selector":"#q","xpath":"/html/body/form/input[2]"},"value":"blue hats"}`,
		`{"action":"fill","url":"https://shop.example.com/search","target":{"selector":"#q","xpath":"/html/body/div/input"},"value":"red shoes"}`,
		`{"action":"fill","url":"https://bank.example.org/login","target":{"selector":"input.form-control","name":"Password"},"value":"Zorblax96!q"}`,
		`{"action":"fill","url":"https://bank.example.org/login","target":{"selector":"#f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4","name":"Password"},"value":"Zorblax96!q"}`,
		`{"action":"fill","url":"https://shop.example.com/search","target":{"selector":"input.form-control"},"value":"green socks"}`,
		`{"action":"fill","url":"https://shop.example.com/search","target":{"selector":"#a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6"},"value":"yellow caps"}`,
	} {
		if _, err := m.Step(ctx, waymark.StepRequest{SessionID: "s", Step: json.RawMessage(st)}); err != nil {
			t.Fatal(err)
		}
	}
	res, err := m.Save(ctx, waymark.SaveRequest{SessionID: "s", Intent: "find red shoes"})
	if err != nil {
		t.Fatal(err)
	}
	b, _ := os.ReadFile(savedTraceFile(t, m.Home(), res.TraceID))
	for _, kept := range []string{"red shoes", "green socks", "yellow caps"} {
		if !bytes.Contains(b, []byte(kept)) {
			t.Errorf("the saved trace should keep %q: %s", kept, b)
		}
	}
	if bytes.Contains(b, []byte("blue hats")) || bytes.Contains(b, []byte("Zorblax")) {
		t.Errorf("the saved trace should mask blue hats and the password: %s", b)
	}
}

// noSecretUnder fails the test if secret is in a file under home (the database, its WAL,
// the trace files).
func noSecretUnder(t *testing.T, home, secret string) {
	t.Helper()
	err := filepath.WalkDir(home, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		if bytes.Contains(b, []byte(secret)) {
			t.Errorf("%q is in %s", secret, path)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// noSecretStored fails the test if a record of home's memory holds secret in its body or
// text.
func noSecretStored(t *testing.T, home, secret string) {
	t.Helper()
	db, err := sql.Open("sqlite", filepath.Join(home, "memory.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var n int
	if err := db.QueryRow(`SELECT count(*) FROM records WHERE instr(body, ?) > 0 OR instr(text, ?) > 0`, secret, secret).Scan(&n); err != nil {
		t.Fatal(err)
	}
	if n > 0 {
		t.Errorf("%d records hold %q", n, secret)
	}
}

// TestSaveRefusesArchiveOverLimit: a trace that redaction makes longer than a raw trace file
// may be (twice the trace limit: each short secret a longer placeholder) is refused as an
// invalid trace, and nothing of it is stored, rather than archived where restore could not
// read it back.
func TestSaveRefusesArchiveOverLimit(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, &waymark.Options{MaxTraceBytes: 100_000})
	b, _ := json.Marshal(map[string]any{"task": "log in; my password is Abc9", "start_url": "https://shop.example.com/",
		"steps": []map[string]any{{"action": "navigate", "url": "https://shop.example.com/"},
			{"action": "done", "url": "https://shop.example.com/", "extracted": strings.Repeat("Abc9 ", 19_000)}}})
	if len(b) > 100_000 {
		t.Fatalf("the trace is %d bytes, over the limit it is to be under", len(b))
	}
	_, err := m.Save(ctx, waymark.SaveRequest{Trace: b})
	if !errors.Is(err, waymark.ErrInvalidTrace) || !strings.Contains(err.Error(), "as it would be archived") {
		t.Fatalf("save: %v, want an invalid trace over the raw trace limit", err)
	}
	st, err := m.Stats(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if st.Total != 0 {
		t.Fatalf("stored: %v", st.Records)
	}
	if files, _ := filepath.Glob(filepath.Join(m.Home(), "traces", "*", "*")); len(files) != 0 {
		t.Fatalf("trace files: %v", files)
	}
}

// editSessionArchive forgets the one session of m and lets edit change its body in the
// archive; it returns the archive's path relative to the home.
func editSessionArchive(t *testing.T, m *waymark.Memory, edit func(body map[string]any)) string {
	t.Helper()
	ctx := context.Background()
	l, err := m.List(ctx, waymark.ListRequest{Kind: waymark.KindSession})
	if err != nil || len(l.Items) != 1 {
		t.Fatalf("list sessions: %v %+v", err, l)
	}
	f, err := m.Forget(ctx, waymark.ForgetRequest{ID: l.Items[0].ID})
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(m.Home(), f.Archive)
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var recs []map[string]any
	if err := json.Unmarshal(b, &recs); err != nil || len(recs) != 1 {
		t.Fatalf("archive: %v %s", err, b)
	}
	body, _ := recs[0]["body"].(map[string]any)
	edit(body)
	b, _ = json.Marshal(recs)
	if err := os.WriteFile(path, b, 0o600); err != nil {
		t.Fatal(err)
	}
	return f.Archive
}

// TestSessionRestoreVetted: an archived session edited to say what Step and a save never
// leave is refused whole, and nothing is restored: a save would otherwise fail until the
// session expired.
func TestSessionRestoreVetted(t *testing.T) {
	ctx := context.Background()
	for name, edit := range map[string]func(body map[string]any){
		"saved more than it had": func(b map[string]any) { b["saved"] = 1_000_000_000 },
		"negative total":         func(b map[string]any) { b["total"] = -5 },
		"an ftp step":            func(b map[string]any) { b["steps"].([]any)[0].(map[string]any)["url"] = "ftp://shop.example.com/" },
		"a step without action":  func(b map[string]any) { b["steps"].([]any)[0].(map[string]any)["action"] = "" },
		"an ftp page":            func(b map[string]any) { b["page"] = "ftp://shop.example.com/" },
		"a padded secret field":  func(b map[string]any) { b["secret_fields"] = []string{" example.com #pw "} },
		"a field without a site": func(b map[string]any) { b["secret_fields"] = []string{"#pw"} },
		"steps over the limit": func(b map[string]any) {
			step := b["steps"].([]any)[0].(map[string]any)
			step["value"] = strings.Repeat("v", 90_000)
			b["steps"] = []any{step, step, step, step, step, step, step, step, step, step}
			b["total"] = 10
		},
	} {
		t.Run(name, func(t *testing.T) {
			m := openMemory(t, &waymark.Options{MaxTraceBytes: 1_500_000})
			if _, err := m.Step(ctx, waymark.StepRequest{SessionID: "s", Step: fill(0, "v1")}); err != nil {
				t.Fatal(err)
			}
			rel := editSessionArchive(t, m, edit)
			if _, err := m.Restore(ctx, rel); err == nil {
				t.Fatal("restored")
			} else if !errors.Is(err, waymark.ErrInvalidInput) {
				t.Fatalf("restore: %v, want invalid input", err)
			}
			if st, err := m.Stats(ctx); err != nil || st.Records[waymark.KindSession] != 0 {
				t.Fatalf("stats after a refused restore: %v %v", err, st.Records)
			}
		})
	}
}

// TestSessionRestoreMasksPage: the page a restored session was on is masked as a URL (an
// edited archive may give it a token), and its secret fields as texts.
func TestSessionRestoreMasksPage(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	if _, err := m.Step(ctx, waymark.StepRequest{SessionID: "s", Step: fill(0, "v1")}); err != nil {
		t.Fatal(err)
	}
	const token = "hunter2xyzSECRETvalue123"
	rel := editSessionArchive(t, m, func(b map[string]any) {
		b["page"] = "https://shop.example.com/?token=" + token
		b["secret_fields"] = []string{"example.com input[data-token='" + token + "']"}
	})
	if _, err := m.Restore(ctx, rel); err != nil {
		t.Fatal(err)
	}
	noSecretStored(t, m.Home(), token)
}

// TestSessionLeavesOtherNotes: a password learned in one session masks the notes that
// session's steps left, not those of other sessions that hold the same word.
func TestSessionLeavesOtherNotes(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	steps := []struct{ id, step string }{
		{"a", `{"action":"click","url":"https://shop.example.com/cart","target":{"selector":"#buy"},"error":"checkout button not found"}`},
		{"b", `{"action":"fill","url":"https://shop.example.com/login","target":{"selector":"#pw","name":"Password"},"value":"checkout"}`},
		{"b", `{"action":"fill","url":"https://shop.example.com/login","target":{"selector":"#pw"},"value":"checkout"}`},
	}
	for _, s := range steps {
		if _, err := m.Step(ctx, waymark.StepRequest{SessionID: s.id, Step: json.RawMessage(s.step)}); err != nil {
			t.Fatal(err)
		}
	}
	l, err := m.List(ctx, waymark.ListRequest{Kind: waymark.KindSiteNote})
	if err != nil || len(l.Items) != 1 {
		t.Fatalf("notes: %v %+v", err, l)
	}
	if !strings.Contains(l.Items[0].Summary, "checkout button not found") {
		t.Fatalf("another session's note was rewritten: %+v", l.Items[0])
	}
}

// TestSessionGeneratedIDNoSecret: a value typed into a field with a generated id (stored
// masked, "#{{token}}") is no secret: the masked id names no token field.
func TestSessionGeneratedIDNoSecret(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	st := `{"action":"fill","url":"https://shop.example.com/search","target":{"selector":"#q7e1d2c3a4f5e6d7c8b9a0f1e2d3c4b5a","name":"Search"},"value":"blue hats"}`
	if _, err := m.Step(ctx, waymark.StepRequest{SessionID: "s", Step: json.RawMessage(st)}); err != nil {
		t.Fatal(err)
	}
	res, err := m.Save(ctx, waymark.SaveRequest{SessionID: "s", Intent: "search for blue hats"})
	if err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(savedTraceFile(t, m.Home(), res.TraceID)); !bytes.Contains(b, []byte(`"value": "blue hats"`)) {
		t.Fatalf("the typed value was masked: %s", b)
	}
}

// TestSessionSavedUnderAnotherSite: a session whose steps went from one site to another,
// saved under the url of the second, warns that the knowledge is filed there, as a whole
// trace with another start_url does.
func TestSessionSavedUnderAnotherSite(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	for _, st := range []string{`{"action": "click", "url": "https://a.example.com/", "target": {"selector": "#go", "role": "button", "name": "Go"}}`,
		`{"action": "click", "url": "https://other.org/pay", "target": {"selector": "#pay", "role": "button", "name": "Pay"}}`} {
		if _, err := m.Step(ctx, waymark.StepRequest{SessionID: "s1", Task: "press go", Step: json.RawMessage(st)}); err != nil {
			t.Fatal(err)
		}
	}
	res, err := m.Save(ctx, waymark.SaveRequest{URL: "https://other.org/", SessionID: "s1"})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(strings.Join(res.Warnings, "\n"), "(example.com)") {
		t.Errorf("warnings %q do not say the steps were on example.com", res.Warnings)
	}
}

// TestSessionSavedTwice: a save of a session whose steps an earlier save took, none since,
// is a duplicate, as the save that loses a race for the same steps is; before, one got a
// duplicate and the other "no steps recorded" (exit 2), by timing.
func TestSessionSavedTwice(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	st := `{"action": "click", "url": "https://a.example.com/", "target": {"selector": "#go", "role": "button", "name": "Go"}}`
	if _, err := m.Step(ctx, waymark.StepRequest{SessionID: "s1", Task: "press go", Step: json.RawMessage(st)}); err != nil {
		t.Fatal(err)
	}
	first, err := m.Save(ctx, waymark.SaveRequest{SessionID: "s1"})
	if err != nil || first.Duplicate {
		t.Fatalf("first save: %+v, %v", first, err)
	}
	for _, batch := range []bool{false, true} {
		var res waymark.SaveResult
		if batch {
			out, err := m.SaveBatch(ctx, []waymark.SaveRequest{{SessionID: "s1"}})
			if err != nil {
				t.Fatal(err)
			}
			res, err = out[0].SaveResult, out[0].Err
		} else {
			res, err = m.Save(ctx, waymark.SaveRequest{SessionID: "s1"})
		}
		if err != nil || !res.Duplicate || !strings.Contains(strings.Join(res.Warnings, "\n"), "took its steps") {
			t.Errorf("batch %v: the second save: %+v, %v; want a duplicate saying another save took its steps", batch, res, err)
		}
	}
}

// savedTraceFile is the raw trace file a save archived under home for trace id; the test
// fails unless there is exactly one.
func savedTraceFile(t *testing.T, home, id string) string {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join(home, "traces", "*", id+".json"))
	if len(files) != 1 {
		t.Fatalf("trace file of %s: %v", id, files)
	}
	return files[0]
}
