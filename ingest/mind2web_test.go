package ingest

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/waymark-dev/waymark"
)

const m2wCorpusDir = "../../shared/corpus/mind2web"

func m2wReadCorpus(t testing.TB, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(m2wCorpusDir, name))
	if err != nil {
		t.Fatalf("corpus file (CI checks shared/ out beside the repository): %v", err)
	}
	return b
}

// TestMind2WebTasks reads both corpus files with the exported helper and checks the counts
// against what the files hold (counted independently with a script).
func TestMind2WebTasks(t *testing.T) {
	tasks, err := Mind2WebTasks(m2wReadCorpus(t, "processed.json"))
	if err != nil {
		t.Fatal(err)
	}
	sites := map[string]bool{}
	ops := map[string]int{}
	for _, tk := range tasks {
		sites[tk.Website] = true
		for _, a := range tk.Actions {
			ops[a.Op]++
		}
	}
	if len(tasks) != 1009 || len(sites) != 73 {
		t.Errorf("%d tasks on %d websites, want 1009 on 73", len(tasks), len(sites))
	}
	want := map[string]int{"CLICK": 6337, "TYPE": 936, "SELECT": 326, "HOVER": 164, "ENTER": 12}
	for op, n := range want {
		if ops[op] != n {
			t.Errorf("%s: %d actions, want %d", op, ops[op], n)
		}
	}
	if len(ops) != len(want) {
		t.Errorf("operations %v", ops)
	}
	first := tasks[0]
	if first.ID != "7bda9645-0b5f-470a-8dd7-6af0bff4da68" || first.Website != "exploretock" || first.Domain != "Travel" ||
		first.Subdomain != "Restaurant" || !strings.HasPrefix(first.Task, "Check for pickup restaurant available in Boston") || len(first.Actions) != 11 {
		t.Errorf("first task %+v", first)
	}
	for i, w := range []Mind2WebAction{
		{Role: "combobox", Text: "Reservation type", Op: "SELECT", Value: "Pickup"},
		{Role: "svg", Op: "CLICK"},
		{Role: "searchbox", Text: "Find a location", Op: "TYPE", Value: "Boston"},
	} {
		if g := first.Actions[i]; g.Role != w.Role || g.Text != w.Text || g.Op != w.Op || g.Value != w.Value || g.Attributes != nil {
			t.Errorf("action %d = %+v, want %+v", i, g, w)
		}
	}

	full, err := Mind2WebTasks(m2wReadCorpus(t, "sample.json"))
	if err != nil {
		t.Fatal(err)
	}
	if len(full) != 1 || full[0].ID != first.ID || len(full[0].Actions) != 11 {
		t.Fatalf("sample.json: %d tasks, %+v", len(full), full)
	}
	sel := full[0].Actions[0]
	if sel.Tag != "select" || sel.Attributes["id"] != "reservations-city-search-type" || sel.Attributes["name"] != "type" ||
		sel.Attributes["backend_node_id"] != "" || sel.Text != "Reservation type" {
		t.Errorf("sample action 0 = %+v", sel)
	}
	if v := full[0].Actions[6].Value; v != "5:00 PM" {
		t.Errorf("time value %q, want the action_reprs form 5:00 PM", v)
	}
	if day := full[0].Actions[5]; day.Attributes["aria-label"] != "18th March (Saturday)" {
		t.Errorf("aria_label not renamed: %+v", day.Attributes)
	}
}

func TestMind2WebCorpus(t *testing.T) {
	for _, file := range []string{"processed.json", "sample.json"} {
		t.Run(file, func(t *testing.T) {
			src := Source{Path: file, Data: m2wReadCorpus(t, file)}
			im, err := Detect(src)
			if err != nil || im.Name() != "mind2web" {
				t.Fatalf("Detect = %v, %v; want mind2web", im, err)
			}
			out, err := im.Convert(src)
			if err != nil {
				t.Fatal(err)
			}
			steps := 0
			for _, c := range out {
				buCheckConverted(t, c)
				steps += len(c.Trace.Steps)
				if c.Trace.Source != "mind2web" || c.Trace.Outcome != waymark.OutcomeSuccess || c.Trace.TaskType != "" || c.Blobs != 0 {
					t.Fatalf("trace %+v", c.Trace)
				}
			}
			all, _ := json.Marshal(out)
			for _, leak := range []string{"<html", "backend_node_id", "bounding_box_rect"} {
				if strings.Contains(string(all), leak) {
					t.Errorf("output keeps %q", leak)
				}
			}
			if file == "sample.json" && strings.Contains(string(all), "Columbus, OH, US") {
				t.Error("output keeps the page's pre-filled value of the search box")
			}
			golden := filepath.Join("testdata", "golden", "mind2web", file)
			if file == "processed.json" {
				if len(out) != 1009 || steps != 1009+6337+936+326+164+12 {
					t.Errorf("%d traces with %d steps", len(out), steps)
				}
				// 1,009 traces would make a 3 MB golden file: keep the first five and one
				// task of every website whose name has a dot.
				sample := append([]Converted(nil), out[:5]...)
				tasks, err := Mind2WebTasks(src.Data)
				if err != nil || len(tasks) != len(out) {
					t.Fatalf("%d tasks, %v", len(tasks), err)
				}
				seen := map[string]bool{}
				for i, tk := range tasks {
					if strings.Contains(tk.Website, ".") && !seen[tk.Website] {
						seen[tk.Website] = true
						sample = append(sample, out[i])
					}
				}
				checkGolden(t, golden, map[string]any{"traces": len(out), "steps": steps, "sample": sample})
				return
			}
			checkGolden(t, golden, out)
		})
	}
}

// TestMind2WebExploretock checks the first task of both files step by step.
func TestMind2WebExploretock(t *testing.T) {
	for _, file := range []string{"processed.json", "sample.json"} {
		out, err := m2wImporter{}.Convert(Source{Data: m2wReadCorpus(t, file)})
		if err != nil {
			t.Fatal(err)
		}
		tr := out[0].Trace
		if tr.StartURL != "https://www.exploretock.com/" || len(tr.Steps) != 12 || tr.Steps[0].Action != waymark.ActionNavigate ||
			tr.Task != "Check for pickup restaurant available in Boston, NY on March 18, 5pm with just one guest" ||
			tr.SessionID != "7bda9645-0b5f-470a-8dd7-6af0bff4da68" {
			t.Fatalf("%s: trace %+v", file, tr)
		}
		sel, svg, typ := tr.Steps[1], tr.Steps[2], tr.Steps[3]
		if sel.Action != waymark.ActionSelect || sel.Value != "Pickup" || sel.Target.Role != "combobox" || sel.Target.Name != "Reservation type" {
			t.Errorf("%s: select %+v %+v", file, sel, sel.Target)
		}
		if svg.Action != waymark.ActionClick || svg.Target == nil || svg.Target.Attributes["tag"] != "svg" || svg.Target.Role != "" ||
			svg.Target.Name != "" || svg.Target.Text != "" || svg.URL != tr.StartURL {
			t.Errorf("%s: svg click %+v %+v", file, svg, svg.Target)
		}
		if typ.Action != waymark.ActionFill || typ.Value != "Boston" || typ.Target.Role != "searchbox" || typ.Target.Name != "Find a location" {
			t.Errorf("%s: type %+v %+v", file, typ, typ.Target)
		}
		if span := tr.Steps[4]; span.Target.Text != "Boston" || span.Target.Role != "" {
			t.Errorf("%s: span target %+v", file, span.Target)
		}
		if !buHasWarning(out[0].Warnings, "neither element text nor a stable selector") || !buHasWarning(out[0].Warnings, "3 times") {
			t.Errorf("%s: warnings %q", file, out[0].Warnings)
		}
		if file == "sample.json" {
			if s := sel.Target.Selector; s != "#reservations-city-search-type" {
				t.Errorf("full record selector %q", s)
			}
			if s := tr.Steps[6].Target.Selector; s != `button[name="day"]` {
				t.Errorf("day button selector %q", s)
			}
			if a := typ.Target.Attributes; a["placeholder"] != "Find a location" || a["value"] != "" {
				t.Errorf("search box attributes %v", a)
			}
		}
	}
}

func TestMind2WebParseRepr(t *testing.T) {
	tests := []struct {
		line string
		want Mind2WebAction
	}{
		{"[combobox]  Reservation type -> SELECT: Pickup", Mind2WebAction{Role: "combobox", Text: "Reservation type", Op: "SELECT", Value: "Pickup"}},
		{"[svg]   -> CLICK", Mind2WebAction{Role: "svg", Op: "CLICK"}},
		{"[textbox]  Search -> ENTER", Mind2WebAction{Role: "textbox", Text: "Search", Op: "ENTER"}},
		{"[link]  A -> B -> CLICK", Mind2WebAction{Role: "link", Text: "A -> B", Op: "CLICK"}},
		{"[textbox]  Note -> TYPE: x -> y: z", Mind2WebAction{Role: "textbox", Text: "Note", Op: "TYPE", Value: "x -> y: z"}},
		{"[textbox]  Note -> TYPE: ", Mind2WebAction{Role: "textbox", Text: "Note", Op: "TYPE"}},
		{"[button]  Go ->", Mind2WebAction{Role: "button", Text: "[button]  Go ->"}},
		{"click the button", Mind2WebAction{Text: "click the button"}},
		{"[unclosed -> CLICK", Mind2WebAction{Text: "[unclosed -> CLICK"}},
	}
	for _, tc := range tests {
		if got := m2wParseRepr(tc.line); got.Role != tc.want.Role || got.Text != tc.want.Text || got.Op != tc.want.Op || got.Value != tc.want.Value {
			t.Errorf("m2wParseRepr(%q) = %+v, want %+v", tc.line, got, tc.want)
		}
	}
}

func TestMind2WebStartURL(t *testing.T) {
	tests := []struct{ website, want string }{
		{"exploretock", "https://www.exploretock.com/"},
		{"aa", "https://www.aa.com/"},
		{"last.fm", "https://www.last.fm/"},
		{"nps.gov", "https://www.nps.gov/"},
		{"new.mta.info", "https://new.mta.info/"},
		{"sports.yahoo", "https://sports.yahoo.com/"},
		{"store.steampowered", "https://store.steampowered.com/"},
		{"us.megabus", "https://us.megabus.com/"},
		{"ultimate-guitar", "https://www.ultimate-guitar.com/"},
		{" Amazon.co.uk ", "https://www.amazon.co.uk/"},
		{"https://www.united.com/", "https://www.united.com/"},
		{"", ""}, {"a b", ""}, {"a..b", ""}, {"-x", ""}, {"ex/../ample", ""}, {"é", ""},
	}
	for _, tc := range tests {
		got, err := Mind2WebStartURL(tc.website)
		if got != tc.want || (err != nil) != (tc.want == "") {
			t.Errorf("Mind2WebStartURL(%q) = %q, %v; want %q", tc.website, got, err, tc.want)
		}
	}
	tasks, err := Mind2WebTasks(m2wReadCorpus(t, "processed.json"))
	if err != nil {
		t.Fatal(err)
	}
	for _, tk := range tasks {
		if _, err := Mind2WebStartURL(tk.Website); err != nil {
			t.Errorf("corpus website: %v", err)
		}
	}
}

func TestMind2WebEdgeCases(t *testing.T) {
	tests := []struct {
		name, in string
		wantErr  string
		check    func(t *testing.T, out []Converted)
	}{
		{name: "not json", in: `[{"confirmed_task": `, wantErr: "malformed JSON"},
		{name: "scalar", in: `"x"`, wantErr: "not a JSON array or object"},
		{name: "empty array", in: `[]`, wantErr: "empty array"},
		{name: "record not object", in: `[1]`, wantErr: "record 0: not a JSON object"},
		{name: "other json", in: `[{"steps": []}]`, wantErr: "record 0: not a Mind2Web task"},
		{name: "reprs not strings", in: `[{"confirmed_task": "x", "action_reprs": [1]}]`, wantErr: "action_reprs"},
		{name: "task not string", in: `[{"confirmed_task": {}, "action_reprs": []}]`, wantErr: "confirmed_task: want a string"},
		{name: "candidates not a list", in: `[{"confirmed_task": "x", "actions": [{"pos_candidates": 5}]}]`,
			wantErr: `actions: field "pos_candidates": expected an array, got JSON number`},
		{name: "all skipped", in: `[{"website": "a", "confirmed_task": "", "action_reprs": ["[a] b -> CLICK"]}]`, wantErr: "empty confirmed_task"},
		{name: "some skipped, odd lines, secret", in: `[
			{"website": "bad site", "confirmed_task": "t", "action_reprs": ["[a] b -> CLICK"]},
			{"website": "shop", "id": 42, "confirmed_task": "Log in", "action_reprs": [
				"[textbox]  Password -> TYPE: hunter2", "[input]  Email -> TYPE: a@b.example", "garbage",
				"[a]  Home -> HOVER", "[button]  Go -> DRAG: x", null]},
			{"website": "shop", "confirmed_task": "t", "action_reprs": []}]`,
			check: func(t *testing.T, out []Converted) {
				if len(out) != 1 {
					t.Fatalf("%d traces", len(out))
				}
				c := out[0]
				s := c.Trace.Steps
				if c.Trace.SessionID != "42" || len(s) != 7 || c.URL != "https://www.shop.com/" {
					t.Fatalf("%+v", c.Trace)
				}
				if !s[1].Sensitive || s[1].Value != "hunter2" || s[2].Sensitive || s[2].Target.Role != "textbox" {
					t.Errorf("type steps %+v %+v", s[1], s[2])
				}
				if s[3].Action != waymark.ActionOther || s[3].Target != nil || s[4].Value != "hover" || s[4].Target.Role != "link" ||
					s[5].Value != "DRAG" || s[6].Action != waymark.ActionOther {
					t.Errorf("steps %+v", s[3:])
				}
				for _, w := range []string{"do not parse", "unknown operations", "record 0: website", "record 2: no actions"} {
					if !buHasWarning(c.Warnings, w) {
						t.Errorf("no warning %q in %q", w, c.Warnings)
					}
				}
			}},
		{name: "full record without reprs", in: `{"website": "x.gov", "annotation_id": "a1", "confirmed_task": "t", "actions": [
			{"operation": {"op": "type", "value": "v"}, "pos_candidates": [{"tag": "input", "attributes": "{\"type\": \"search\", \"data-testid\": \"q\", \"aria_label\": \"Find\"}"}]},
			{"operation": {"op": "CLICK"}, "pos_candidates": [{"tag": "a", "attributes": {"href": "/p", "backend_node_id": "1"}}, {"tag": "b", "is_original_target": false}]},
			{"operation": {"op": "CLICK"}, "pos_candidates": []}]}`,
			check: func(t *testing.T, out []Converted) {
				s := out[0].Trace.Steps
				if out[0].URL != "https://www.x.gov/" || len(s) != 4 {
					t.Fatalf("%+v", out[0].Trace)
				}
				if s[1].Action != waymark.ActionFill || s[1].Value != "v" || s[1].Target.Role != "searchbox" || s[1].Target.Selector != `[data-testid="q"]` ||
					s[1].Target.Attributes["aria-label"] != "Find" {
					t.Errorf("type %+v %+v", s[1], s[1].Target)
				}
				if s[2].Target.Role != "" || s[2].Target.Attributes["href"] != "/p" || s[2].Target.Attributes["tag"] != "a" || len(s[2].Target.Attributes) != 2 ||
					buHasWarning(out[0].Warnings, "steps[2]") {
					t.Errorf("click %+v", s[2].Target)
				}
				if s[3].Target != nil || !buHasWarning(out[0].Warnings, "steps[3]") {
					t.Errorf("bare click %+v, warnings %q", s[3].Target, out[0].Warnings)
				}
			}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			out, err := m2wImporter{}.Convert(Source{Data: []byte(tc.in)})
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
					t.Fatalf("err = %v, want %q", err, tc.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			for _, c := range out {
				buCheckConverted(t, c)
			}
			tc.check(t, out)
		})
	}
}

// TestMind2WebDetect: the mind2web importer takes its own files and no other corpus file.
func TestMind2WebDetect(t *testing.T) {
	checkCorpusDetect(t, m2wImporter{}, "mind2web", []string{"", "[]", "{}", `[{"confirmed_task": "x"}]`, `{"action_reprs": []}`, `[1, 2]`})
}

func FuzzMind2Web(f *testing.F) {
	f.Add([]byte(`[{"website": "exploretock", "id": "x", "confirmed_task": "Book", "action_reprs": ["[combobox]  Reservation type -> SELECT: Pickup", "[svg]   -> CLICK"]}]`))
	f.Add([]byte(`{"website": "a.gov", "confirmed_task": "t", "action_reprs": ["[a] b -> CLICK"], "actions": [{"operation": {"op": "CLICK"}, "pos_candidates": [{"tag": "a", "attributes": "{\"id\": \"x\"}"}]}]}`))
	f.Add([]byte(`[{"website": "last.fm", "confirmed_task": "t", "action_reprs": ["[textbox]  Password -> TYPE: p -> ENTER"]}]`))
	f.Fuzz(func(t *testing.T, data []byte) {
		im := m2wImporter{}
		im.Detect(Source{Data: data})
		_, _ = Mind2WebTasks(data)
		out, err := im.Convert(Source{Data: data})
		if err != nil {
			return
		}
		for _, c := range out {
			raw, err := json.Marshal(c.Trace)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := waymark.ParseTrace(raw, 0); err != nil {
				t.Fatalf("converted trace refused: %v\n%s", err, raw)
			}
		}
	})
}
