package selector

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// corpus is the real-recordings corpus beside the checkout (see shared/corpus/SOURCES.md).
const corpus = "../../../shared/corpus"

func readCorpus(t testing.TB, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(corpus, name))
	if err != nil {
		t.Skipf("corpus not available: %v", err)
	}
	return b
}

// recorderSelectors collects every "selectors" list of a Chrome Recorder file, flattening
// the nested (piercing) lists.
func recorderSelectors(t *testing.T, name string) [][]string {
	var doc any
	if err := json.Unmarshal(readCorpus(t, name), &doc); err != nil {
		t.Fatal(err)
	}
	var out [][]string
	var walk func(v any)
	walk = func(v any) {
		switch v := v.(type) {
		case map[string]any:
			for k, x := range v {
				if k != "selectors" {
					walk(x)
					continue
				}
				var sels []string
				for _, s := range x.([]any) {
					switch s := s.(type) {
					case string:
						sels = append(sels, s)
					case []any:
						var hops []string
						for _, h := range s {
							hops = append(hops, h.(string))
						}
						sels = append(sels, strings.Join(hops, " >> "))
					}
				}
				out = append(out, sels)
			}
		case []any:
			for _, x := range v {
				walk(x)
			}
		}
	}
	walk(doc)
	return out
}

func TestCorpusChromeRecorder(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(corpus, "chrome-recorder", "*.json"))
	if len(files) == 0 {
		t.Skip("corpus not available")
	}
	for _, f := range files {
		name, _ := filepath.Rel(corpus, f)
		for _, sels := range recorderSelectors(t, name) {
			for _, s := range sels {
				if Dead(s) {
					t.Errorf("%s: %q is dead", name, s)
				}
			}
			cs := Candidates(Target{Selectors: sels})
			if len(cs) == 0 {
				t.Errorf("%s: no candidates for %q", name, sels)
			}
		}
	}
	// Angular Material's generated classes and positions: nothing stable to keep.
	for _, sels := range recorderSelectors(t, "chrome-recorder/angular-material-upload.json") {
		for _, s := range sels {
			if sc := Score(s); sc > 0.2 {
				t.Errorf("Score(%q) = %v, want ≤ 0.2", s, sc)
			}
			if st, ok := Stabilise(s); ok {
				t.Errorf("Stabilise(%q) = %q, want nothing", s, st)
			}
		}
		if an := Anchors(Target{Selectors: sels}); len(an) != 0 {
			t.Errorf("anchors from %q: %v", sels, an)
		}
	}
	// Puppeteer's own benchmark recording: the stable id wins, the accessible name and
	// text are the anchors.
	sels := recorderSelectors(t, "chrome-recorder/all-step-types.json")[0]
	cs := Candidates(Target{Selectors: sels})
	if cs[0].Value != "#button" || cs[0].Kind != KindID {
		t.Errorf("best of %q = %v, want #button", sels, cs[0])
	}
	kinds := map[string]bool{}
	for _, a := range Anchors(Target{Selectors: sels}) {
		kinds[a.Kind] = true
	}
	for _, k := range []string{KindID, KindRole, KindText} {
		if !kinds[k] {
			t.Errorf("anchors of %q lack %s: %v", sels, k, kinds)
		}
	}
}

func TestCorpusWorkflowUse(t *testing.T) {
	var wf struct {
		Steps []struct {
			Type        string `json:"type"`
			CSSSelector string `json:"cssSelector"`
			XPath       string `json:"xpath"`
			ElementTag  string `json:"elementTag"`
			ElementText string `json:"elementText"`
		} `json:"steps"`
	}
	if err := json.Unmarshal(readCorpus(t, "workflow-use/government-form.workflow.json"), &wf); err != nil {
		t.Fatal(err)
	}
	for _, st := range wf.Steps {
		if st.CSSSelector == "" {
			continue
		}
		// Every recorded selector is a Tailwind utility chain.
		if sc := Score(st.CSSSelector); sc > 0.1 {
			t.Errorf("Score(%.60q…) = %v, want ≤ 0.1", st.CSSSelector, sc)
		}
		target := Target{Selectors: []string{st.CSSSelector}, XPath: st.XPath, Tag: strings.ToLower(st.ElementTag), Text: st.ElementText}
		best := Candidates(target)[0]
		stable, ok := Stabilise(st.CSSSelector)
		if strings.Contains(st.CSSSelector, "[id=") {
			// The id survives: "input.flex…[id="firstName"][name="firstName"]" → input[id="firstName"].
			if !ok || !strings.Contains(stable, `[id="`) || strings.Contains(stable, ".") || Score(stable) < 0.8 {
				t.Errorf("Stabilise(%.60q…) = %q, %v (score %v)", st.CSSSelector, stable, ok, Score(stable))
			}
			if best.Stability < 0.8 {
				t.Errorf("best candidate %v for %q", best, st.XPath)
			}
			continue
		}
		// "Start Application" has only utility classes: nothing stable in CSS, its text is
		// the anchor.
		if ok {
			t.Errorf("Stabilise(%.60q…) = %q, want nothing", st.CSSSelector, stable)
		}
		if best.Kind != KindText || best.Value != `text="Start Application"` {
			t.Errorf("best candidate %v, want the button text", best)
		}
	}
	for _, f := range []string{"workflow-use/shadow-closed.workflow.json", "workflow-use/shadow-next.workflow.json"} {
		if err := json.Unmarshal(readCorpus(t, f), &wf); err != nil {
			t.Fatal(err)
		}
		for _, st := range wf.Steps {
			if st.CSSSelector == "" {
				continue
			}
			c := ParseLocator(st.CSSSelector)
			if c.Kind != KindID || !strings.Contains(c.Value, " >> ") || strings.HasPrefix(c.Value, "css=") || c.Stability < 0.6 {
				t.Errorf("ParseLocator(%q) = %v", st.CSSSelector, c)
			}
			if s, ok := Stabilise(st.CSSSelector); !ok || s != c.Value {
				t.Errorf("Stabilise(%q) = %q, %v; want %q", st.CSSSelector, s, ok, c.Value)
			}
		}
	}
}

func TestCorpusSeleniumIDE(t *testing.T) {
	kindOf := map[string]string{"linkText": KindText, "name": KindName, "id": KindID, "css:data-attr": KindCSS}
	files, _ := filepath.Glob(filepath.Join(corpus, "selenium-ide", "*.side"))
	if len(files) == 0 {
		t.Skip("corpus not available")
	}
	for _, f := range files {
		var side struct {
			Tests []struct {
				Commands []struct {
					Command string     `json:"command"`
					Target  string     `json:"target"`
					Targets [][]string `json:"targets"`
				} `json:"commands"`
			} `json:"tests"`
		}
		b, _ := os.ReadFile(f)
		if err := json.Unmarshal(b, &side); err != nil {
			t.Fatal(err)
		}
		for _, tc := range side.Tests {
			for _, cmd := range tc.Commands {
				var sels []string
				for _, tg := range cmd.Targets {
					loc, typ := tg[0], tg[1]
					sels = append(sels, loc)
					c := ParseLocator(loc)
					if Dead(loc) {
						t.Errorf("%s: %q dead", filepath.Base(f), loc)
					}
					want := kindOf[typ]
					if strings.HasPrefix(typ, "xpath:") {
						want = KindXPath
					}
					if want != "" && c.Kind != want {
						t.Errorf("%q (%s) classified %s, want %s", loc, typ, c.Kind, want)
					}
				}
				if len(sels) == 0 {
					continue
				}
				// The recorder's own first choice is never better than our best.
				cs := Candidates(Target{Selectors: sels})
				if cs[0].Stability < ParseLocator(sels[0]).Stability {
					t.Errorf("best %v worse than recorder's %q", cs[0], sels[0])
				}
			}
		}
	}
	// Google's obfuscated id loses to its name; its data-ved hash is nearly worthless.
	if Score("id=APjFqb") >= Score("name=q") {
		t.Error("obfuscated id scored above name")
	}
	if Score(`css=[data-ved="0ahUKEwidmsC1rZSEAxWiRaQEHYxSDm4Q39UDCAQ"]`) > 0.05 {
		t.Error("data-ved hash scored as stable")
	}
}

func TestCorpusPlaywrightMCP(t *testing.T) {
	readCorpus(t, "playwright-mcp/cookie-consent-session/session.md")
	f, _ := os.Open(filepath.Join(corpus, "playwright-mcp/cookie-consent-session/session.md"))
	defer f.Close()
	var got []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if !strings.HasPrefix(line, "await page.") || !strings.Contains(line, "getBy") && !strings.Contains(line, "locator(") {
			continue
		}
		c := ParseLocator(line)
		if c.Kind != KindRole || c.Stability < 0.6 {
			t.Errorf("ParseLocator(%q) = %v", line, c)
		}
		got = append(got, c.Value)
	}
	want := []string{
		`role=button[name="Alle akzeptieren"]`,
		`role=link[name="Input zoom on iOS Safari"]`,
		`role=link[name="16px or Larger Text Prevents"]`,
	}
	for _, w := range want {
		found := false
		for _, g := range got {
			found = found || g == w
		}
		if !found {
			t.Errorf("no locator %q among %q", w, got)
		}
	}
}

func TestCorpusBrowserUse(t *testing.T) {
	var h struct {
		History []struct {
			State struct {
				Interacted []*struct {
					NodeName   string            `json:"node_name"`
					Attributes map[string]string `json:"attributes"`
					XPath      string            `json:"x_path"`
				} `json:"interacted_element"`
			} `json:"state"`
		} `json:"history"`
	}
	if err := json.Unmarshal(readCorpus(t, "browser-use/form-fill-current-format.json"), &h); err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, item := range h.History {
		for _, el := range item.State.Interacted {
			if el == nil {
				continue
			}
			n++
			target := Target{XPath: el.XPath, Tag: strings.ToLower(el.NodeName), Attributes: el.Attributes}
			cs := Candidates(target)
			want := "input#" + el.Attributes["id"]
			if cs[0].Value != want || cs[0].Kind != KindID {
				t.Errorf("best candidate %v, want %s", cs[0], want)
			}
			// The Ember classes are framework classes, never anchors; the absolute XPath is last.
			for _, a := range Anchors(target) {
				if strings.Contains(a.Value, "ember") {
					t.Errorf("anchor %v", a)
				}
			}
			if last := cs[len(cs)-1]; last.Kind != KindXPath {
				t.Errorf("last candidate %v, want the XPath", last)
			}
		}
	}
	if n != 4 {
		t.Errorf("%d interacted elements, want 4", n)
	}
}

// TestCorpusMind2Web builds candidates from the attributes of real elements of a
// Mind2Web page (Material UI, emotion classes, generated ids).
func TestCorpusMind2Web(t *testing.T) {
	var task struct {
		Actions []struct {
			Pos []struct {
				Tag        string `json:"tag"`
				Attributes string `json:"attributes"`
			} `json:"pos_candidates"`
		} `json:"actions"`
	}
	if err := json.Unmarshal(readCorpus(t, "mind2web/sample.json"), &task); err != nil {
		t.Fatal(err)
	}
	for _, a := range task.Actions {
		for _, p := range a.Pos {
			var attrs map[string]string
			if err := json.Unmarshal([]byte(p.Attributes), &attrs); err != nil {
				t.Fatal(err)
			}
			if v, ok := attrs["aria_label"]; ok { // Mind2Web writes aria_label
				attrs["aria-label"] = v
			}
			target := Target{Tag: p.Tag, Attributes: attrs}
			for _, an := range Anchors(target) {
				if strings.Contains(an.Value, "css-") || strings.Contains(an.Value, "jss") {
					t.Errorf("generated anchor %v", an)
				}
			}
			cs := Candidates(target)
			if id := attrs["id"]; id != "" && (len(cs) == 0 || cs[0].Kind != KindID) {
				t.Errorf("element with id %q: best %v", id, cs)
			}
		}
	}
}
