package ingest

import (
	"bytes"
	"encoding/json"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/waymark-dev/waymark/internal/redact"
)

// literalSecrets were found by reading the corpus and the example traces by hand: typed
// e-mail addresses and phone numbers, phone numbers a task names, a typed password, a
// session id in a URL.
var literalSecrets = []string{
	"john.doe@example.com",             // browser-use/form-fill-current-format.json, typed and echoed
	"123-456-7890",                     // the same, a typed phone number
	"buckeye.foobar@gmail.com",         // mind2web/processed.json, typed into "Email Address"
	"123-999-0000",                     // mind2web/processed.json, typed into "Phone Number"
	"6157075521",                       // mind2web/processed.json, "phone number is …" in a task
	"8888888888",                       // mind2web/processed.json, "phone: …" in a task
	"correct-horse-battery-staple-42",  // testdata/traces/login.json, typed into #password
	"jane.doe@example.com",             // the same, typed into the e-mail field and echoed
	"9f8e7d6c5b4a39281706f5e4d3c2b1a0", // the same, ?session= in a URL
}

var (
	emailRe = regexp.MustCompile(`[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}`)
	// phoneRe: a formatted phone number ("123-456-7890", "(555) 123 4567", "+44 20 7946 0958").
	// Bare digits are a phone number only in a phone field: they may be an order or ticket
	// number, which SPEC §8 does not ask to mask.
	phoneRe = regexp.MustCompile(`^(\+\d{1,3}[ .-]?)?(\(\d{2,4}\)|\d{2,4})[ .-]\d{3,4}[ .-]?\d{3,4}$`)
	// reprRe reads a Mind2Web action: "[textbox]  Email Address -> TYPE: a@b.com".
	reprRe = regexp.MustCompile(`^\[([a-z]+)\]\s+(.*?)\s+->\s+TYPE:\s*(.*)$`)
)

// personal are the classes whose typed values must not be stored as typed (SPEC §8).
var personal = map[string]bool{
	redact.Password: true, redact.OTP: true, redact.PIN: true, redact.CardNumber: true,
	redact.CVV: true, redact.CardExpiry: true, redact.SSN: true, redact.Secret: true,
	redact.Token: true, redact.Email: true, redact.Phone: true,
}

// secretSet collects secret values, ignoring placeholders and values too short to search
// for without false alarms. public holds the values typed into ordinary fields: the same
// digits may be a card number in one Mind2Web task and a booking reference in another,
// where they are rightly stored; see prune.
type secretSet struct {
	m      map[string]string // value → where it came from
	public map[string]bool
}

func newSecretSet() *secretSet {
	return &secretSet{m: map[string]string{}, public: map[string]bool{}}
}

func (s *secretSet) add(v, from string) {
	v = strings.TrimSpace(v)
	if len(v) < 6 || redact.IsPlaceholder(v) || strings.Contains(v, "{{") {
		return
	}
	if _, ok := s.m[v]; !ok {
		s.m[v] = from
	}
}

// prune drops the secrets derived from the corpus that are part of a value typed into an
// ordinary field somewhere (a secret found by hand always stays).
func (s *secretSet) prune() {
	for v, from := range s.m {
		if from == byHand {
			continue
		}
		for p := range s.public {
			if strings.Contains(p, v) {
				delete(s.m, v)
				break
			}
		}
	}
}

const byHand = "by hand"

// typed adds a value typed into a field: when the field's class is secret or personal,
// or the value has the shape of an e-mail address or a phone number.
func (s *secretSet) typed(f redact.Field, v, from string) {
	switch {
	case personal[redact.Classify(f)]:
		s.add(v, from)
	case emailRe.MatchString(v):
		s.add(emailRe.FindString(v), from)
	case phoneRe.MatchString(strings.TrimSpace(v)):
		s.add(v, from)
	default:
		s.public[strings.TrimSpace(v)] = true
	}
}

// urlParams adds the values of credential parameters (redact.SensitiveParam) of u.
func (s *secretSet) urlParams(u, from string) {
	p, err := url.Parse(strings.TrimSpace(u))
	if err != nil || p.Host == "" {
		return
	}
	for name, vals := range p.Query() {
		if !redact.SensitiveParam(name) {
			continue
		}
		for _, v := range vals {
			if len(v) >= 8 { // a credential, not "code=US"
				s.add(v, from+" ?"+name+"=")
			}
		}
	}
}

// collectSecrets reads the corpus and the example traces and returns the secret values in
// them: values typed into fields whose class is secret or personal, e-mail addresses and
// phone numbers typed anywhere, credential URL parameters, and literalSecrets.
func collectSecrets(t *testing.T) map[string]string {
	t.Helper()
	s := newSecretSet()
	for _, v := range literalSecrets {
		s.add(v, byHand)
	}
	for _, dir := range []string{corpusDir, tracesDir} {
		err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() {
				return err
			}
			ext := filepath.Ext(p)
			if ext != ".json" && ext != ".side" {
				return nil
			}
			data, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			var v any
			if json.Unmarshal(data, &v) != nil {
				return nil
			}
			walkJSON(s, v, p)
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	s.prune()
	return s.m
}

// walkJSON finds typed values in any of the corpus formats: Browser-Use input_text,
// Chrome Recorder change, Selenium IDE type/sendKeys, workflow-use input, Mind2Web TYPE
// actions (reprs and operations), waymark fill steps; and URLs everywhere.
func walkJSON(s *secretSet, v any, from string) {
	switch x := v.(type) {
	case string:
		if strings.HasPrefix(x, "http://") || strings.HasPrefix(x, "https://") {
			s.urlParams(x, from)
		}
		if m := reprRe.FindStringSubmatch(x); m != nil {
			s.typed(redact.Field{Role: m[1], Name: m[2]}, m[3], from)
		}
	case []any:
		for _, e := range x {
			walkJSON(s, e, from)
		}
	case map[string]any:
		str := func(k string) string { v, _ := x[k].(string); return v }
		f := fieldOf(x)
		if in, ok := x["input_text"].(map[string]any); ok { // Browser-Use
			if text, ok := in["text"].(string); ok {
				s.typed(f, text, from)
			}
		}
		switch {
		case str("type") == "change" || str("type") == "input": // Chrome Recorder, workflow-use
			s.typed(f, str("value"), from)
		case str("command") == "type" || str("command") == "sendKeys": // Selenium IDE
			s.typed(f, str("value"), from)
		case str("action") == "fill" || str("action") == "select": // waymark
			s.typed(f, str("value"), from)
		}
		if op, ok := x["operation"].(map[string]any); ok && op["op"] == "TYPE" { // Mind2Web
			v, _ := op["value"].(string)
			s.typed(f, v, from)
		}
		for _, e := range x {
			walkJSON(s, e, from)
		}
	}
}

// fieldOf describes the field a step acted on from the keys the formats use.
func fieldOf(x map[string]any) redact.Field {
	str := func(m map[string]any, k string) string { v, _ := m[k].(string); return v }
	f := redact.Field{Selector: str(x, "cssSelector"), XPath: str(x, "xpath"), Attributes: map[string]string{}}
	if f.Selector == "" {
		f.Selector = str(x, "target")
	}
	if sels, ok := x["selectors"].([]any); ok { // Chrome Recorder: [["aria/Email"], ["#email"]]
		var parts []string
		for _, g := range sels {
			if list, ok := g.([]any); ok && len(list) > 0 {
				if s, ok := list[0].(string); ok {
					parts = append(parts, s)
				}
			}
		}
		f.Selector += " " + strings.Join(parts, " ")
	}
	if t, ok := x["target"].(map[string]any); ok { // waymark
		f.Selector, f.Role, f.Name, f.Label = str(t, "selector"), str(t, "role"), str(t, "name"), str(t, "label")
		if attrs, ok := t["attributes"].(map[string]any); ok {
			for k, v := range attrs {
				f.Attributes[k], _ = v.(string)
			}
		}
	}
	return f
}

// variants are the forms a secret could take on disk: as typed, JSON-escaped,
// URL-escaped, lower-cased.
func variants(secret string) []string {
	out := []string{secret}
	if b, err := json.Marshal(secret); err == nil {
		out = append(out, string(b[1:len(b)-1]))
	}
	out = append(out, url.QueryEscape(secret), url.PathEscape(secret))
	sort.Strings(out)
	var uniq []string
	for i, v := range out {
		if i == 0 || v != out[i-1] {
			uniq = append(uniq, v)
		}
	}
	return uniq
}

// asciiLower lower-cases ASCII letters only, so that binary bytes stay as they are.
func asciiLower(b []byte) []byte {
	out := make([]byte, len(b))
	for i, c := range b {
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		out[i] = c
	}
	return out
}

// TestSecretsFound checks the secret list itself: it is built from the corpus, holds the
// secrets found by hand and more, so TestNoSecretsOnDisk can fail.
func TestSecretsFound(t *testing.T) {
	if _, err := os.Stat(corpusDir); err != nil {
		t.Skipf("corpus not available: %v", err)
	}
	s := collectSecrets(t)
	derived := 0
	for _, from := range s {
		if from != byHand {
			derived++
		}
	}
	if derived < 20 {
		t.Errorf("only %d secrets derived from the corpus: %v", derived, s)
	}
	// The derivation finds the hand-picked ones on its own too.
	d := newSecretSet()
	for _, dir := range []string{corpusDir, tracesDir} {
		_ = filepath.WalkDir(dir, func(p string, e fs.DirEntry, err error) error {
			if err == nil && !e.IsDir() && (filepath.Ext(p) == ".json" || filepath.Ext(p) == ".side") {
				var v any
				if data, err := os.ReadFile(p); err == nil && json.Unmarshal(data, &v) == nil {
					walkJSON(d, v, p)
				}
			}
			return nil
		})
	}
	for _, lit := range literalSecrets {
		if _, ok := d.m[lit]; !ok {
			t.Errorf("the corpus walk does not find %q", lit)
		}
	}
}

// TestNoSecretsOnDisk ingests the whole corpus and the example traces, then reads the bytes
// of every file under the home — memory.db, its WAL, the raw traces — and finds none of
// the secrets of the corpus (SPEC §8: never store secrets).
func TestNoSecretsOnDisk(t *testing.T) {
	_, home, _ := ingestedCorpus(t)
	secrets := collectSecrets(t)
	if len(secrets) == 0 {
		t.Fatal("no secret to look for")
	}
	type needle struct{ secret, form string }
	var needles []needle
	for sec := range secrets {
		for _, v := range variants(sec) {
			needles = append(needles, needle{sec, strings.ToLower(v)})
		}
	}
	sort.Slice(needles, func(i, j int) bool { return needles[i].form < needles[j].form })

	files, wal := 0, false
	err := filepath.WalkDir(home, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		files++
		if strings.HasSuffix(p, "-wal") {
			wal = true
		}
		lower := asciiLower(data)
		seen := map[string]bool{}
		for _, n := range needles {
			if seen[n.secret] {
				continue
			}
			if i := bytes.Index(lower, []byte(n.form)); i >= 0 {
				seen[n.secret] = true
				lo, hi := max(0, i-60), min(len(data), i+len(n.form)+60)
				rel, _ := filepath.Rel(home, p)
				t.Errorf("%s holds the secret %q (from %s) as %q: …%q…", rel, n.secret, secrets[n.secret], n.form, data[lo:hi])
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if files < 10 || !wal {
		t.Errorf("read %d files under the home (WAL seen: %v); want the database, its WAL and the raw traces", files, wal)
	}
	t.Logf("looked for %d secrets in %d files", len(secrets), files)
}
