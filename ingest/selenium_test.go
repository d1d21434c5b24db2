package ingest

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/waymark-dev/waymark"
)

// sideCorpus holds the real Selenium IDE projects (see shared/corpus/SOURCES.md).
const sideCorpus = "../../shared/corpus/selenium-ide"

func sideRead(t testing.TB, name string) Source {
	t.Helper()
	p := filepath.Join(sideCorpus, name)
	b, err := os.ReadFile(p)
	if err != nil {
		t.Skipf("corpus not available: %v", err)
	}
	return Source{Path: p, Data: b}
}

func sideConvert(t *testing.T, src Source) []Converted {
	t.Helper()
	im, err := Lookup("selenium-ide")
	if err != nil {
		t.Fatal(err)
	}
	if !im.Detect(src) {
		t.Fatalf("%s: not detected as selenium-ide", src.Path)
	}
	cs, err := im.Convert(src)
	if err != nil {
		t.Fatalf("%s: %v", src.Path, err)
	}
	crMustParse(t, cs)
	return cs
}

// sideProjectJSON wraps commands (a JSON array) in a one-test project.
func sideProjectJSON(url, commands string) Source {
	return Source{Path: "t.side", Data: []byte(`{"id": "p", "version": "3.0", "name": "Shop", "url": "` + url +
		`", "tests": [{"id": "t", "name": "Checkout", "commands": ` + commands + `}], "suites": []}`)}
}

func TestSeleniumIDEGolden(t *testing.T) {
	for _, name := range []string{"frames.side", "remove-from-cart.side", "search-french-ui.side"} {
		t.Run(name, func(t *testing.T) {
			cs := sideConvert(t, sideRead(t, name))
			checkGolden(t, filepath.Join("testdata", "golden", "selenium-ide", strings.TrimSuffix(name, ".side")+".json"), cs)
		})
	}
}

func TestSeleniumIDEFrames(t *testing.T) {
	cs := sideConvert(t, sideRead(t, "frames.side"))
	if len(cs) != 1 {
		t.Fatalf("%d traces", len(cs))
	}
	tr := cs[0].Trace
	if tr.StartURL != "https://w3.org/WAI/UA/TS/html401/cp0101/0101-FRAME-TEST.html" || tr.Task != "Frames" {
		t.Errorf("start %q task %q", tr.StartURL, tr.Task)
	}
	var frames [][]int
	for _, st := range tr.Steps[1:] {
		frames = append(frames, st.Target.Frame)
	}
	want := [][]int{{0}, {0}, {0}, {1}, {1}, {1}, {1}, {2}}
	if !reflect.DeepEqual(frames, want) {
		t.Errorf("frames %v, want %v", frames, want)
	}
	if len(cs[0].Warnings) != 0 {
		t.Errorf("warnings %q: selectFrame and frameLocation agree", cs[0].Warnings)
	}
	link := tr.Steps[6].Target
	if link.Text != "Test Link 1" || link.Role != "link" || link.Selector != "a" || link.XPath == "" {
		t.Errorf("link target %+v", link)
	}
}

func TestSeleniumIDEKeyEnter(t *testing.T) {
	tr := sideConvert(t, sideRead(t, "search-french-ui.side"))[0].Trace
	// Selenium IDE's default names ("New Project: New Test") give way to what the test does.
	if tr.StartURL != "http://www.google.com/" || tr.Task != "type jpetstore" {
		t.Errorf("start %q task %q", tr.StartURL, tr.Task)
	}
	var got []string
	for _, st := range tr.Steps {
		got = append(got, string(st.Action)+":"+st.Value)
	}
	want := []string{"navigate:", "click:", "fill:jpetstore", "press:Enter", "other:", "other:", "click:"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("steps %q, want %q", got, want)
	}
	press := tr.Steps[3]
	if press.Target == nil || press.Target.Attributes["id"] != "APjFqb" || press.Target.Selector != "#APjFqb" {
		t.Errorf("press target %+v: want the search box, its id= locator as CSS", press.Target)
	}
	hover := tr.Steps[4].Target
	if hover.Text != "Limiter cette recherche aux résultats en français" || hover.Role != "link" {
		t.Errorf("French link text %+v", hover)
	}
	box := tr.Steps[1].Target
	if box.Attributes["id"] != "APjFqb" || box.Attributes["name"] != "q" || box.XPath != "(//textarea[@id='APjFqb'])[1]" ||
		box.Selector != `[data-ved="0ahUKEwidmsC1rZSEAxWiRaQEHYxSDm4Q39UDCAQ"]` || !reflect.DeepEqual(box.Selectors, []string{"#APjFqb"}) {
		t.Errorf("search box %+v", box)
	}
}

func TestSeleniumIDERemoveFromCart(t *testing.T) {
	tr := sideConvert(t, sideRead(t, "remove-from-cart.side"))[0].Trace
	cart := tr.Steps[1].Target
	want := &waymark.Target{Selector: "#MenuContent > a > img", XPath: "(//img[@name='img_cart'])[1]",
		Attributes: map[string]string{"name": "img_cart"}}
	if !reflect.DeepEqual(cart, want) {
		t.Errorf("cart target %+v, want %+v", cart, want)
	}
	if tr.Steps[2].Target.Text != "Remove" {
		t.Errorf("remove target %+v", tr.Steps[2].Target)
	}
}

func TestSeleniumIDECommands(t *testing.T) {
	src := sideProjectJSON("https://shop.example", `[
	  {"command": "open", "target": "/login", "value": ""},
	  {"command": "type", "target": "id=password", "value": "hunter2",
	   "targets": [["id=password", "id"], ["css=#password", "css:finder"]]},
	  {"command": "sendKeys", "target": "name=q", "value": "socks${KEY_ENTER}"},
	  {"command": "select", "target": "id=size", "value": "label=Large"},
	  {"command": "selectFrame", "target": "id=payment-frame", "value": ""},
	  {"command": "click", "target": "css=#pay", "value": ""},
	  {"command": "selectFrame", "target": "relative=top", "value": ""},
	  {"command": "selectFrame", "target": "index=2", "value": ""},
	  {"command": "selectFrame", "target": "index=0", "value": ""},
	  {"command": "click", "target": "xpath=//button[@id='ok']", "value": ""},
	  {"command": "selectFrame", "target": "relative=parent", "value": ""},
	  {"command": "waitForElementVisible", "target": "css=.receipt", "value": "30000"},
	  {"command": "pause", "target": "500", "value": ""},
	  {"command": "runScript", "target": "window.scrollTo(0,0)", "value": ""},
	  {"command": "//click", "target": "css=#disabled", "value": ""},
	  {"command": "assertTitle", "target": "Thank you", "value": ""},
	  {"command": "assertElementPresent", "target": "css=.receipt", "value": ""},
	  {"command": "assertText", "target": "css=.receipt h1", "value": "Order placed"},
	  {"command": "close", "target": "", "value": ""}]`)
	cs := sideConvert(t, src)
	tr := cs[0].Trace
	if tr.Task != "Shop: Checkout" || tr.StartURL != "https://shop.example/login" {
		t.Errorf("task %q start %q", tr.Task, tr.StartURL)
	}
	var got []string
	for _, st := range tr.Steps {
		got = append(got, string(st.Action)+":"+st.Value)
	}
	want := []string{"navigate:", "fill:hunter2", "fill:socks", "press:Enter", "select:Large", "click:", "click:",
		"wait:", "wait:", "extract:"}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("steps %q, want %q", got, want)
	}
	if !tr.Steps[1].Sensitive || tr.Steps[2].Sensitive {
		t.Errorf("sensitive: password %v, search %v", tr.Steps[1].Sensitive, tr.Steps[2].Sensitive)
	}
	if f := tr.Steps[5].Target.Frame; f != nil {
		t.Errorf("frame entered by locator: %v, want unknown (nil)", f)
	}
	if f := tr.Steps[6].Target.Frame; !reflect.DeepEqual(f, []int{2, 0}) {
		t.Errorf("nested frame %v, want [2 0]", f)
	}
	if tr.Steps[6].Target.XPath != "//button[@id='ok']" {
		t.Errorf("xpath %q", tr.Steps[6].Target.XPath)
	}
	if w := tr.Steps[7].Target; !reflect.DeepEqual(w.Frame, []int{2}) || w.Selector != ".receipt" {
		t.Errorf("wait target %+v: want .receipt in frame [2] (after relative=parent)", w)
	}
	if tr.Steps[8].DurationMS != 500 {
		t.Errorf("pause %d ms", tr.Steps[8].DurationMS)
	}
	if ex := tr.Steps[9]; ex.Extracted != "Order placed" || ex.Target.Selector != ".receipt h1" {
		t.Errorf("assertText step %+v", ex)
	}
	if tr.SuccessIndicator != "text:Order placed" {
		t.Errorf("indicator %q", tr.SuccessIndicator)
	}
	if len(cs[0].Warnings) != 2 || !strings.Contains(cs[0].Warnings[0], "by locator") || !strings.Contains(cs[0].Warnings[1], "runScript") {
		t.Errorf("warnings %q", cs[0].Warnings)
	}
}

// TestSeleniumIDEFrameLocation: frameLocation alone gives the frame; when it contradicts
// selectFrame it wins, with one warning per test.
func TestSeleniumIDEFrameLocation(t *testing.T) {
	cs := sideConvert(t, sideProjectJSON("https://a.example/", `[
	  {"command": "open", "target": "/", "value": ""},
	  {"command": "click", "target": "css=#a", "value": "", "frameLocation": "root/1/0"},
	  {"command": "click", "target": "css=#b", "value": "", "frameLocation": "root/1/0"},
	  {"command": "click", "target": "css=#c", "value": "", "frameLocation": "root"}]`))
	tr := cs[0].Trace
	if !reflect.DeepEqual(tr.Steps[1].Target.Frame, []int{1, 0}) || tr.Steps[3].Target.Frame != nil {
		t.Errorf("frames %v, %v", tr.Steps[1].Target.Frame, tr.Steps[3].Target.Frame)
	}
	if len(cs[0].Warnings) != 1 || !strings.Contains(cs[0].Warnings[0], "commands[1]: frameLocation") {
		t.Errorf("warnings %q", cs[0].Warnings)
	}
}

func TestSeleniumIDESuccessIndicator(t *testing.T) {
	for _, tc := range []struct{ assert, want string }{
		{`{"command": "assertElementPresent", "target": "linkText=Sign out", "value": ""}`, `text="Sign out"`},
		{`{"command": "verifyElementPresent", "target": "id=cart-count", "value": ""}`, "#cart-count"},
		{`{"command": "assertTitle", "target": "Your cart", "value": ""}`, "title:Your cart"},
		{`{"command": "verifyText", "target": "css=.total", "value": "$12.00"}`, "text:$12.00"},
		{`{"command": "assertValue", "target": "xpath=//input[@name='qty']", "value": "2"}`, "xpath=//input[@name='qty']"},
	} {
		tr := sideConvert(t, sideProjectJSON("https://shop.example/", `[{"command": "open", "target": "/cart", "value": ""}, `+tc.assert+`]`))[0].Trace
		if tr.SuccessIndicator != tc.want {
			t.Errorf("%s: indicator %q, want %q", tc.assert, tr.SuccessIndicator, tc.want)
		}
	}
}

func TestSeleniumIDESave(t *testing.T) {
	for _, name := range []string{"frames.side", "remove-from-cart.side", "search-french-ui.side"} {
		crSave(t, sideConvert(t, sideRead(t, name)))
	}
	crSave(t, sideConvert(t, sideProjectJSON("https://shop.example", `[{"command": "open", "target": "/login", "value": ""},
	  {"command": "type", "target": "id=pass", "value": "Tr0ub4dor&3", "targets": [["id=pass", "id"], ["css=input[type=password]", "css:finder"]]},
	  {"command": "click", "target": "css=#signin", "value": ""},
	  {"command": "assertText", "target": "css=.welcome", "value": "Welcome back"}]`)), "Tr0ub4dor&3")
}

func TestSeleniumIDEErrors(t *testing.T) {
	im, _ := Lookup("selenium-ide")
	for _, tc := range []struct {
		name string
		src  Source
		want string
	}{
		{"no url", sideProjectJSON("", `[{"command": "open", "target": "/x", "value": ""}]`), `test "Shop: Checkout": no URL`},
		{"no tests", Source{Data: []byte(`{"version": "3.0", "url": "https://a.example", "tests": []}`)}, "no tests"},
		{"nothing replays", sideProjectJSON("https://a.example", `[{"command": "echo", "target": "hi", "value": ""}]`), "no command that replays"},
		{"wrong type", sideProjectJSON("https://a.example", `[{"command": "open", "target": 3}]`), `field "tests.commands.target"`},
	} {
		_, err := im.Convert(tc.src)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want it to contain %q", tc.name, err, tc.want)
		}
	}
}

// TestSeleniumIDEDetect: only .side projects are claimed among the corpus formats.
func TestSeleniumIDEDetect(t *testing.T) {
	im, _ := Lookup("selenium-ide")
	files, _ := filepath.Glob("../../shared/corpus/*/*")
	if len(files) == 0 {
		t.Skip("corpus not available")
	}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			continue
		}
		want := strings.HasSuffix(f, ".side")
		if got := im.Detect(Source{Path: f, Data: b}); got != want {
			t.Errorf("Detect(%s) = %v, want %v", f, got, want)
		}
		if want { // and no importer earlier in the registry claims it
			if first, err := Detect(Source{Path: f, Data: b}); err != nil || first.Name() != "selenium-ide" {
				t.Errorf("ingest.Detect(%s) = %v, %v", f, first, err)
			}
		}
	}
}

func FuzzSeleniumIDE(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join(sideCorpus, "*.side"))
	for _, p := range files {
		if b, err := os.ReadFile(p); err == nil {
			f.Add(b)
		}
	}
	f.Add(sideProjectJSON("https://a.example/b/", `[{"command":"selectFrame","target":"index=-1"},{"command":"sendKeys","target":"id=","value":"${KEY_F13}${KEY_TAB}x${KEY_ENTER"},{"command":"click","targets":[["css="],[],["dom=x","dom"]],"frameLocation":"root/a"}]`).Data)
	f.Add([]byte(`{"version":3,"url":"http://[::1]","tests":[{"commands":[{"command":"open","target":"//evil.example/%zz"}]}]}`))
	im, _ := Lookup("selenium-ide")
	f.Fuzz(func(t *testing.T, data []byte) {
		src := Source{Path: "fuzz.side", Data: data}
		im.Detect(src)
		cs, err := im.Convert(src)
		if err != nil {
			return
		}
		if len(cs) == 0 {
			t.Fatal("no traces and no error")
		}
		crMustParse(t, cs)
	})
}

func BenchmarkSeleniumIDE(b *testing.B) {
	src := sideRead(b, "frames.side")
	im, _ := Lookup("selenium-ide")
	b.ReportAllocs()
	for b.Loop() {
		if _, err := im.Convert(src); err != nil {
			b.Fatal(err)
		}
	}
}

// TestSeleniumIDEDefaultNames: a test that kept Selenium IDE's default name is described by
// what it does, so that a query for its task finds its route.
func TestSeleniumIDEDefaultNames(t *testing.T) {
	tr := sideConvert(t, sideRead(t, "remove-from-cart.side"))[0].Trace
	if tr.Task != "click img cart, click Remove" {
		t.Errorf("task %q", tr.Task)
	}
}
