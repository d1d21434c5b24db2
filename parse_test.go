package waymark_test

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/waymark-dev/waymark"
)

// TestBadInput: every kind of bad trace is an InputError naming the field, and the store is
// left exactly as it was (SPEC §3.1).
func TestBadInput(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	if _, err := m.Save(ctx, waymark.SaveRequest{URL: issuesURL, Trace: readTrace(t, "open-issues.json")}); err != nil {
		t.Fatal(err)
	}
	before := listAll(t, m)
	big := `{"task":"x","start_url":"https://a.example/","steps":[{"action":"navigate","url":"https://a.example/","value":"` +
		strings.Repeat("a", 50<<20) + `"}]}`
	cases := []struct {
		name, trace string
		outcome     waymark.Outcome
		field, msg  string
	}{
		{"invalid JSON", `{"task": nope}`, "", "", "malformed JSON"},
		{"truncated JSON", `{"task": "x", "start_url": "https://a.example/", "steps": [`, "", "", "JSON"},
		{"missing start_url", `{"task":"x","steps":[{"action":"navigate","url":"https://a.example/"}]}`, "", "", "start_url"},
		{"javascript URL", `{"task":"x","start_url":"javascript:alert(1)","steps":[{"action":"navigate","url":"https://a.example/"}]}`, "", "start_url", "javascript"},
		{"file URL in a step", `{"task":"x","start_url":"https://a.example/","steps":[{"action":"navigate","url":"file:///etc/passwd"}]}`, "", "steps[0].url", "file"},
		{"invalid UTF-8", "{\"task\":\"\xff\xfe\",\"start_url\":\"https://a.example/\",\"steps\":[{\"action\":\"navigate\",\"url\":\"https://a.example/\"}]}", "", "", "UTF-8"},
		{"50 MB trace", big, "", "", "over the limit"},
		{"duration beyond int64", `{"task":"x","start_url":"https://a.example/","steps":[{"action":"navigate","url":"https://a.example/"},{"action":"wait","url":"https://a.example/","duration_ms":1e30}]}`, "", "steps[1].duration_ms", "maximum"},
		{"unknown outcome in trace", `{"task":"x","start_url":"https://a.example/","outcome":"meh","steps":[{"action":"navigate","url":"https://a.example/"}]}`, "", "outcome", ""},
		{"unknown outcome argument", string(readTrace(t, "open-issues.json")), "partial", "outcome", "unknown outcome"},
		{"no steps", `{"task":"x","start_url":"https://a.example/","steps":[]}`, "", "steps", ""},
		{"step without action", `{"task":"x","start_url":"https://a.example/","steps":[{"url":"https://a.example/"}]}`, "", "steps[0]", "action"},
		{"not an object", `[1,2,3]`, "", "", "must be a JSON object, got a JSON array"},
		{"not JSON", "hello", "", "", `got text that is not JSON, beginning "hello"`},
		{"a JSON string of no trace", `"hello"`, "", "", `got a JSON string holding text that is not JSON, beginning "hello"`},
		{"a comment before the object", "// trace\n{\"task\":\"x\"}", "", "", `not JSON, beginning "// trace\n{`},
		{"key given twice", `{"task":"a","task":"b","start_url":"https://a.example/","steps":[{"action":"navigate","url":"https://a.example/"}]}`, "", "", `key "task" given twice`},
		{"step key given twice", `{"task":"a","start_url":"https://a.example/","steps":[{"action":"navigate","url":"https://a.example/"},{"action":"click","url":"https://a.example/","url":"https://b.example/"}]}`, "", "steps[1]", `key "url" given twice`},
		{"keys in two letter cases", `{"task":"a","Task":"b","start_url":"https://a.example/","steps":[{"action":"navigate","url":"https://a.example/"}]}`, "", "", `keys "Task" and "task" differ only in letter case`},
		{"target keys in two letter cases", `{"task":"a","start_url":"https://a.example/","steps":[{"action":"click","url":"https://a.example/","target":{"selector":"#a","Selector":"#b"}}]}`, "", "steps[0].target", `keys "Selector" and "selector" differ only in letter case`},
		{"a key with a long s", `{"ta\u017fk":"a","task":"b","start_url":"https://a.example/","steps":[{"action":"navigate","url":"https://a.example/"}]}`, "", "", "differ only in letter case"},
		{"escaped key given twice", `{"task":"a","start_url":"https://a.example/","steps":[{"action":"click","url":"https://a.example/","target":{"selector":"#a","sel\u0065ctor":"#b"}}]}`, "", "steps[0].target", `key "selector" given twice`},
		{"empty", ``, "", "trace", "required"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := m.Save(ctx, waymark.SaveRequest{URL: "https://a.example/", Trace: []byte(c.trace), Outcome: c.outcome})
			var ie *waymark.InputError
			if !errors.As(err, &ie) {
				t.Fatalf("err = %v, want an InputError", err)
			}
			if !errors.Is(err, waymark.ErrInvalidTrace) && !errors.Is(err, waymark.ErrInvalidInput) {
				t.Fatalf("err = %v does not unwrap to a sentinel", err)
			}
			if c.field != "" && ie.Field != c.field {
				t.Errorf("field = %q, want %q (%v)", ie.Field, c.field, err)
			}
			if !strings.Contains(err.Error(), c.msg) {
				t.Errorf("error %q does not say %q", err, c.msg)
			}
		})
	}
	if after := listAll(t, m); !equalRecords(before, after) {
		t.Fatal("bad input changed the store")
	}
}

// TestActionAliases: the names other tools give the actions of SPEC §1 are read as those
// actions, in any letter case; an action no alias names is kept as written, with a warning.
func TestActionAliases(t *testing.T) {
	tr, err := waymark.ParseTrace([]byte(`{"task":"search","start_url":"https://a.example/","steps":[`+
		`{"action":"type","url":"https://a.example/","target":{"selector":"#q"},"value":"cats"},`+
		`{"action":" Click ","url":"https://a.example/","target":{"selector":"#go"}},`+
		`{"action":"goto","url":"https://a.example/b"},{"action":"select_option","url":"https://a.example/b"},`+
		`{"action":"hover","url":"https://a.example/b"}]}`), 0)
	if err != nil {
		t.Fatal(err)
	}
	var got []waymark.Action
	for _, st := range tr.Steps {
		got = append(got, st.Action)
	}
	want := []waymark.Action{waymark.ActionFill, waymark.ActionClick, waymark.ActionNavigate, waymark.ActionSelect, "hover"}
	if !slices.Equal(got, want) {
		t.Fatalf("actions = %q, want %q", got, want)
	}
	m := openMemory(t, nil)
	res, err := m.Save(context.Background(), waymark.SaveRequest{URL: "https://a.example/", Trace: []byte(
		`{"task":"search","start_url":"https://a.example/","steps":[{"action":"TYPE","url":"https://a.example/","target":{"selector":"#q"},"value":"cats"},` +
			`{"action":"hover","url":"https://a.example/"}]}`)})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Warnings) != 1 || !strings.Contains(res.Warnings[0], `steps[1]: unknown action "hover"`) {
		t.Fatalf("warnings = %q, want one for hover alone", res.Warnings)
	}
}

// TestTraceAsString: experience_save takes the trace as an object or as a JSON string.
func TestTraceAsString(t *testing.T) {
	raw := readTrace(t, "open-issues.json")
	obj, err := waymark.ParseTrace(raw, 0)
	if err != nil {
		t.Fatal(err)
	}
	quoted := []byte(`"` + strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", `\n`).Replace(string(raw)) + `"`)
	str, err := waymark.ParseTrace(quoted, 0)
	if err != nil {
		t.Fatal(err)
	}
	if obj.Task != str.Task || len(obj.Steps) != len(str.Steps) || str.Outcome != waymark.OutcomeSuccess {
		t.Fatalf("string form parsed differently: %+v", str)
	}
}

// TestShortForm: the seeds' short form (url, steps with tool/target/value, selectors).
func TestShortForm(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	steps := `[{"tool":"browser_navigate","target":"https://github.com/login"},
	           {"tool":"browser_fill","target":"#login_field","value":"octocat"},
	           {"tool":"browser_fill","target":"#password","value":"hunter2-secret"},
	           {"tool":"browser_click","target":"[type=submit]"},
	           {"tool":"done","target":{"selector":"a[aria-label='Homepage']"}}]`
	res, err := m.Save(ctx, waymark.SaveRequest{URL: "https://github.com/login", Intent: "log in to github",
		Steps: []byte(steps), Selectors: []byte(`{"search box": "input[name='q']"}`)})
	if err != nil {
		t.Fatal(err)
	}
	if res.Pattern == nil || res.TaskType != waymark.TaskLogin {
		t.Fatalf("short form: %+v", res)
	}
	r, err := m.Query(ctx, waymark.QueryRequest{URL: "https://github.com/login", Intent: "log in to github"})
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range r.Steps {
		if strings.Contains(s.Value, "hunter2") {
			t.Fatalf("password stored: %+v", s)
		}
	}
	// A trace and the short form at once: which one was meant is not known.
	_, err = m.Save(ctx, waymark.SaveRequest{URL: "https://github.com/login", Steps: []byte(steps),
		Trace: []byte(`{"task": "t", "start_url": "https://github.com/login", "steps": [{"action": "navigate", "url": "https://github.com/login"}]}`)})
	wantInputError(t, err, "steps")
	// Selectors beside a trace would be dropped: a trace's steps carry their own.
	_, err = m.Save(ctx, waymark.SaveRequest{URL: "https://github.com/login", Selectors: []byte(`{"login": "#login_field"}`),
		Trace: []byte(`{"task": "t", "start_url": "https://github.com/login", "steps": [{"action": "navigate", "url": "https://github.com/login"}]}`)})
	wantInputError(t, err, "selectors")
	// An empty list of steps beside a trace is no second trace.
	if _, err := m.Save(ctx, waymark.SaveRequest{URL: "https://github.com/login", Steps: []byte(` [ ] `),
		Trace: []byte(`{"task": "t", "start_url": "https://github.com/login", "steps": [{"action": "navigate", "url": "https://github.com/login"}]}`)}); err != nil {
		t.Errorf("a trace with steps []: %v", err)
	}
}

func FuzzParseTrace(f *testing.F) {
	f.Add([]byte(`{"task":"t","start_url":"https://a.example/","steps":[{"action":"click","url":"https://a.example/","target":{"selector":"#x"}}]}`))
	f.Add([]byte(`"{\"task\":\"t\",\"start_url\":\"https://a.example/\",\"steps\":[{\"action\":\"navigate\",\"url\":\"https://a.example/\"}]}"`))
	f.Add([]byte(`{"task":"t","start_url":"javascript:x","steps":[]}`))
	f.Add([]byte(`{"task":"\u2028","start_url":"https://xn--80ak6aa92e.com/","steps":[{"action":"x","url":"https://a/","target":{"frame":[0,1],"shadow":["a"]}}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		tr, err := waymark.ParseTrace(data, 1<<20)
		if err != nil {
			var ie *waymark.InputError
			if !errors.As(err, &ie) {
				t.Fatalf("error %v is not an InputError", err)
			}
			return
		}
		if tr.Task == "" || len(tr.Steps) == 0 || (tr.Outcome != waymark.OutcomeSuccess && tr.Outcome != waymark.OutcomeFailure) {
			t.Fatalf("accepted an invalid trace: %+v", tr)
		}
	})
}

// TestParseTraceBOM: a trace file saved with a UTF-8 byte order mark reads like one without.
func TestParseTraceBOM(t *testing.T) {
	raw := readTrace(t, "open-issues.json")
	a, err := waymark.ParseTrace(raw, 0)
	if err != nil {
		t.Fatal(err)
	}
	b, err := waymark.ParseTrace(append([]byte("\xef\xbb\xbf"), raw...), 0)
	if err != nil {
		t.Fatalf("with a BOM: %v", err)
	}
	if a.Task != b.Task || len(a.Steps) != len(b.Steps) {
		t.Errorf("with a BOM: task %q, %d steps; without: %q, %d", b.Task, len(b.Steps), a.Task, len(a.Steps))
	}
}

// TestBrowserPagesPlaced: a step on a page of the browser itself (about:blank, where an
// agent begins; chrome://newtab/) takes the page of the step before it, or start_url, and
// leaves url_after; a file: or javascript: step is still refused.
func TestBrowserPagesPlaced(t *testing.T) {
	raw := `{"task": "Open the pricing page", "start_url": "https://saas.example/", "steps": [
		{"action": "navigate", "url": "about:blank", "url_after": "https://saas.example/"},
		{"action": "click", "url": "https://saas.example/", "target": {"selector": "#new-tab"}, "url_after": "chrome://newtab/"},
		{"action": "click", "url": "https://saas.example/pricing", "target": {"selector": "#plans"}},
		{"action": "wait", "url": "About:Blank"}]}`
	tr, err := waymark.ParseTrace([]byte(raw), 0)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"https://saas.example/", "https://saas.example/", "https://saas.example/pricing", "https://saas.example/pricing"}
	for i, st := range tr.Steps {
		if st.URL != want[i] {
			t.Errorf("steps[%d].url = %q, want %q", i, st.URL, want[i])
		}
	}
	if tr.Steps[1].URLAfter != "" {
		t.Errorf("steps[1].url_after = %q, want none", tr.Steps[1].URLAfter)
	}
	for _, u := range []string{"file:///etc/passwd", "javascript:alert(1)"} {
		bad := strings.Replace(raw, "About:Blank", u, 1)
		if _, err := waymark.ParseTrace([]byte(bad), 0); err == nil || !strings.Contains(err.Error(), "steps[3].url") {
			t.Errorf("a step on %s: %v, want it refused naming steps[3].url", u, err)
		}
	}
}
