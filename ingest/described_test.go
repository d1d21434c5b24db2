package ingest

import (
	"os"
	"path/filepath"
	"testing"
)

// TestDescribedSecretFields: a value typed into a field that a recording names only in
// words — a Stagehand action's description ("Password input field"), a workflow-use step's
// ("Enter the password into the form."), a Playwright MCP call's element description or
// the snapshot's name of its ref ("Secret field", textbox "Passwort"), a browser_fill_form
// field's name ("Kennwort", "Código de verificación") — is marked sensitive, so the save
// masks it (SPEC §8). The locators say nothing (an XPath, "#field-2").
func TestDescribedSecretFields(t *testing.T) {
	dir := filepath.Join("testdata", "described")
	var cs []Converted
	for name, im := range map[string]Importer{"stagehand-login.json": stagehand{}, "stagehand-code.json": stagehand{},
		"workflow-login.json": workflowUse{}} {
		p := filepath.Join(dir, name)
		got, err := im.Convert(Source{Path: p, Data: pwRead(t, p)})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		cs = append(cs, got...)
	}
	pw := filepath.Join(dir, "playwright-session")
	got, err := playwrightMCP{}.Convert(Source{Path: pw, Dir: os.DirFS(pw)})
	if err != nil {
		t.Fatal(err)
	}
	cs = append(cs, got...)
	secrets := map[string]bool{"ShPass_Tq55x": false, "339021": false, "WfPass_Lm44x": false, "552901": false,
		"PwmPass_Zz77!k": false, "PwmFormPw_88x": false, "918273": false}
	for _, c := range cs {
		for _, st := range c.Trace.Steps {
			if _, ok := secrets[st.Value]; ok {
				secrets[st.Value] = true
				if !st.Sensitive {
					t.Errorf("%q typed into %+v is not marked sensitive", st.Value, st.Target)
				}
			}
		}
	}
	for v, seen := range secrets {
		if !seen {
			t.Errorf("no step types %q", v)
		}
	}
}
