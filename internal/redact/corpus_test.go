package redact

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
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

// TestCorpusBrowserUseFormFill replays the redaction of a real Browser-Use history: the
// agent types a name, an e-mail address and a phone number, and echoes them in its
// results, memory notes and final answer.
func TestCorpusBrowserUseFormFill(t *testing.T) {
	var h struct {
		History []struct {
			ModelOutput struct {
				Evaluation string                       `json:"evaluation_previous_goal"`
				Memory     string                       `json:"memory"`
				NextGoal   string                       `json:"next_goal"`
				Thinking   string                       `json:"thinking"`
				Action     []map[string]json.RawMessage `json:"action"`
			} `json:"model_output"`
			Result []struct {
				Extracted string `json:"extracted_content"`
				LongTerm  string `json:"long_term_memory"`
			} `json:"result"`
			State struct {
				URL        string `json:"url"`
				Screenshot string `json:"screenshot_path"`
				Interacted []*struct {
					Attributes map[string]string `json:"attributes"`
					XPath      string            `json:"x_path"`
				} `json:"interacted_element"`
			} `json:"state"`
		} `json:"history"`
	}
	if err := json.Unmarshal(readCorpus(t, "browser-use/form-fill-current-format.json"), &h); err != nil {
		t.Fatal(err)
	}
	r := New()
	var typed, stored []string
	// Values first, as a caller should: then every echo is known.
	for _, item := range h.History {
		for k, act := range item.ModelOutput.Action {
			raw, ok := act["input_text"]
			if !ok {
				continue
			}
			var in struct {
				Text string `json:"text"`
			}
			if err := json.Unmarshal(raw, &in); err != nil {
				t.Fatal(err)
			}
			var f Field
			if k < len(item.State.Interacted) && item.State.Interacted[k] != nil {
				f = Field{XPath: item.State.Interacted[k].XPath, Attributes: item.State.Interacted[k].Attributes}
			}
			typed = append(typed, in.Text)
			stored = append(stored, r.Value(f, in.Text))
		}
	}
	wantStored := []string{"John", "Doe", "{{email}}", "{{phone}}"}
	if strings.Join(stored, "|") != strings.Join(wantStored, "|") {
		t.Errorf("typed %q stored as %q, want %q", typed, stored, wantStored)
	}
	var texts []string
	for _, item := range h.History {
		mo := item.ModelOutput
		texts = append(texts, mo.Evaluation, mo.Memory, mo.NextGoal, mo.Thinking)
		for _, res := range item.Result {
			texts = append(texts, res.Extracted, res.LongTerm)
		}
		for _, act := range item.ModelOutput.Action {
			if raw, ok := act["done"]; ok {
				var d struct {
					Text string `json:"text"`
				}
				_ = json.Unmarshal(raw, &d)
				texts = append(texts, d.Text)
			}
		}
	}
	all := r.Text(strings.Join(texts, "\n"))
	for _, secret := range []string{"john.doe@example.com", "123-456-7890"} {
		if strings.Contains(all, secret) {
			t.Errorf("%q survived Text", secret)
		}
	}
	for _, keep := range []string{"'First Name' (John)", "'Last Name' (Doe)", "Input '{{email}}' into element 3.",
		"'Phone Number' ({{phone}})", "https://browser-use.github.io/stress-tests/challenges/ember-form.html"} {
		if !strings.Contains(all, keep) {
			t.Errorf("redacted text lacks %q", keep)
		}
	}
	// Nothing else in the state is a secret: URLs and the screenshot path (with a UUID)
	// come through unchanged.
	for _, item := range h.History {
		if got := r.URL(item.State.URL); got != item.State.URL {
			t.Errorf("URL(%q) = %q", item.State.URL, got)
		}
		if got := r.Text(item.State.Screenshot); got != item.State.Screenshot {
			t.Errorf("Text(%q) = %q", item.State.Screenshot, got)
		}
	}
	if got := r.Placeholders(); strings.Join(got, ",") != "email,phone" {
		t.Errorf("Placeholders() = %v", got)
	}
}

// TestCorpusWorkflowUseGovernmentForm checks a real workflow-use workflow: its inputs are
// already {placeholders} and stay; its social-security field is recognised from the real
// (Tailwind-laden) selector, so a concrete value typed there would be masked.
func TestCorpusWorkflowUseGovernmentForm(t *testing.T) {
	var wf struct {
		Steps []struct {
			Type        string `json:"type"`
			CSSSelector string `json:"cssSelector"`
			XPath       string `json:"xpath"`
			Value       string `json:"value"`
		} `json:"steps"`
	}
	if err := json.Unmarshal(readCorpus(t, "workflow-use/government-form.workflow.json"), &wf); err != nil {
		t.Fatal(err)
	}
	r := New()
	classes := map[string]string{}
	for _, st := range wf.Steps {
		if st.Type != "input" {
			continue
		}
		f := Field{Selector: st.CSSSelector, XPath: st.XPath}
		if got := r.Value(f, st.Value); got != st.Value {
			t.Errorf("placeholder %q became %q", st.Value, got)
		}
		classes[st.Value] = Classify(f)
		concrete := map[string]string{"{first_name}": "Jane", "{last_name}": "Roe", "{social_security_last4}": "6789"}[st.Value]
		want := concrete
		if st.Value == "{social_security_last4}" {
			want = "{{ssn}}"
		}
		if got := New().Value(f, concrete); got != want {
			t.Errorf("Value(%s, %q) = %q, want %q", st.XPath, concrete, got, want)
		}
	}
	want := map[string]string{"{first_name}": "", "{last_name}": "", "{social_security_last4}": SSN}
	for v, c := range want {
		if classes[v] != c {
			t.Errorf("field of %s classified %q, want %q", v, classes[v], c)
		}
	}
	if r.Count() != 0 {
		t.Errorf("Count() = %d for a workflow of placeholders", r.Count())
	}
}

// TestCorpusMind2Web runs every typed value of 1,009 real Mind2Web tasks through Value
// (one Redactor per task), then the task text through Text: every e-mail address and
// phone number is masked, in the values and in the task text, and ordinary values stay.
func TestCorpusMind2Web(t *testing.T) {
	var tasks []struct {
		Task    string   `json:"confirmed_task"`
		Actions []string `json:"action_reprs"`
	}
	if err := json.Unmarshal(readCorpus(t, "mind2web/processed.json"), &tasks); err != nil {
		t.Fatal(err)
	}
	typeRe := regexp.MustCompile(`^\[(\w*)\]\s+(.*?) -> TYPE: (.*)$`)
	ordinary := regexp.MustCompile(`(?i)zip|city|search|location|airport|destination|departing|first name|last name|price|flight|ticket|promo|quantity|travelers|guests|street|address1`)
	expect := map[string]string{ // label|value → stored
		"*Phone Number|234567890": "{{phone}}",
		"Phone *|8888888888":      "{{phone}}",
		"Email or Phone Number (associated with Order)|898-448-6474": "{{phone}}",
		"Gift Card Number|1000000000000000":                          "{{card_number}}",
		"Gift Card Pin|1222":                                         "{{pin}}",
		"Credit card number|123456789":                               "{{card_number}}",
		"Security code|123":                                          "{{cvv}}",
		"CVV|123":                                                    "{{cvv}}",
		"Card number|1234":                                           "{{card_number}}",
		"Social Security Number|234567895":                           "{{ssn}}",
		"Date of birth|06/23/1992":                                   "{{birth_date}}",
		"Email Address|RA@gmail.com":                                 "{{email}}",
		"Zip Code|90001":                                             "90001",
		"First Name|Roy":                                             "Roy",
		"Search Site|600w power supply":                              "600w power supply",
		"Flight number , required.|12345678":                         "12345678",
		"ticket number maxlimit is 13|123456780":                     "123456780",
		"Apply promo code|1000001":                                   "1000001",
		"Enter First name, last name, and/or username:|Joe Bloggs":   "Joe Bloggs",
	}
	seen := map[string]bool{}
	typedCount, masked := 0, 0
	for _, tk := range tasks {
		r := New()
		var secrets []string
		for _, a := range tk.Actions {
			m := typeRe.FindStringSubmatch(a)
			if m == nil {
				continue
			}
			typedCount++
			label := strings.ReplaceAll(m[2], "\u00a0", " ")
			label = strings.Join(strings.Fields(label), " ")
			got := r.Value(Field{Role: m[1], Label: m[2]}, m[3])
			if got != m[3] {
				masked++
				secrets = append(secrets, m[3])
			}
			if want, ok := expect[label+"|"+m[3]]; ok {
				seen[label+"|"+m[3]] = true
				if got != want {
					t.Errorf("[%s] %q ← %q stored as %q, want %q", m[1], label, m[3], got, want)
				}
			}
			if emailRe.MatchString(m[3]) && strings.Contains(got, "@") {
				t.Errorf("e-mail survived: %q → %q", m[3], got)
			}
			if ordinary.MatchString(label) && !strings.Contains(m[3], "@") && got != m[3] {
				t.Errorf("ordinary value masked: [%s] %q ← %q → %q", m[1], label, m[3], got)
			}
		}
		task := r.Text(tk.Task)
		for _, s := range secrets {
			if len(s) >= 4 && strings.Contains(task, s) {
				t.Errorf("typed secret %q survived in task text %q", s, task)
			}
		}
		if loc := emailRe.FindString(task); loc != "" {
			t.Errorf("e-mail %q survived in task text", loc)
		}
	}
	for k := range expect {
		if !seen[k] {
			t.Errorf("corpus case %q not found", k)
		}
	}
	t.Logf("%d typed values, %d masked", typedCount, masked)
	if typedCount < 900 || masked < 40 || masked > 60 {
		t.Errorf("typed %d, masked %d: corpus or rules changed", typedCount, masked)
	}
}

// TestCorpusNoFalsePositives runs Text over recordings that hold no secret and checks that
// nothing but Google's opaque tracking parameters (ved, fbs, sstk, sig, data-ved) is
// masked.
func TestCorpusNoFalsePositives(t *testing.T) {
	files := []string{
		"chrome-recorder/all-step-types.json", "chrome-recorder/angular-material-upload.json",
		"chrome-recorder/shop-purchase.json", "chrome-recorder/wrapped-many-flows.json",
		"selenium-ide/frames.side", "selenium-ide/remove-from-cart.side", "selenium-ide/search-french-ui.side",
		"workflow-use/government-form.workflow.json", "workflow-use/shadow-closed.workflow.json",
		"stagehand/malformed-spread-strings.json", "browser-use/navigation-timeout-failure.json",
		"playwright-mcp/cookie-consent-session/session.md", "playwright-mcp/cookie-consent-session/001.snapshot.yml",
		"playwright-mcp/cookie-consent-session/008.snapshot.yml", "mind2web/sample.json",
	}
	context := regexp.MustCompile(`(?:ved|fbs|sig|sstk)=\{\{token\}\}|data-ved=\\*"\{\{token\}\}`)
	for _, name := range files {
		in := string(readCorpus(t, name))
		r := New()
		out := r.Text(in)
		if rest := context.ReplaceAllString(out, ""); strings.Contains(rest, "{{") && !strings.Contains(in, "{{") {
			i := strings.Index(rest, "{{")
			t.Errorf("%s: unexpected mask near %q", name, rest[max(0, i-80):min(len(rest), i+40)])
		}
		if again := New().Text(out); again != out {
			t.Errorf("%s: Text not idempotent", name)
		}
	}
}
