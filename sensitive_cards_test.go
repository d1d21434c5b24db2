package waymark_test

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/waymark-dev/waymark"
)

// TestCardBoxesCases: card numbers typed into boxes in the ways recorders write them are
// masked box by box, and runs of numbers that are no card stay as typed (SPEC §8). Each
// case is its own save; masked lists values that must not be stored as typed, kept values
// that must be.
func TestCardBoxesCases(t *testing.T) {
	const u = "https://pay.example.org/checkout"
	fill := func(sel, v string, attrs ...string) string {
		extra := ""
		if len(attrs) == 2 {
			extra = fmt.Sprintf(", %q: %q", attrs[0], attrs[1])
		}
		return fmt.Sprintf(`{"action": "fill", "url": %q, "target": {"selector": %q%s}, "value": %q}`, u, sel, extra, v)
	}
	step := func(action, sel, v string) string {
		return fmt.Sprintf(`{"action": %q, "url": %q, "target": {"selector": %q}, "value": %q}`, action, u, sel, v)
	}
	tests := []struct {
		name         string
		steps        []string
		masked, kept []string
	}{
		{"waits, hovers and a failed click between the boxes",
			[]string{fill("#c1", "4539"), step("wait", "#c1", "300"), fill("#c2", "1488"), step("hover", "#c3", ""),
				fill("#c3", "0343"), `{"action": "click", "url": "` + u + `", "target": {"selector": "#c4"}, "error": "element click intercepted"}`,
				fill("#c4", "6467")},
			[]string{"4539", "1488", "0343", "6467"}, nil},
		{"a box corrected after Backspace",
			[]string{fill("#d1", "5555"), fill("#d2", "5555"), fill("#d3", "5555"), fill("#d4", "4445"),
				step("press", "#d4", "Backspace"), fill("#d4", "4444")},
			[]string{"5555", "4445", "4444"}, nil},
		{"boxes with a placeholder of X",
			[]string{fill("#e1", "3782", "name", "XXXX"), fill("#e2", "822463", "name", "XXXXXX"), fill("#e3", "10005", "name", "XXXXX")},
			[]string{"3782", "822463", "10005"}, nil},
		{"boxes named in Italian",
			[]string{fill("#f1", "4539", "label", "Numero carta"), fill("#f2", "1488", "label", "Numero carta"),
				fill("#f3", "0343", "label", "Numero carta"), fill("#f4", "6467", "label", "Numero carta")},
			[]string{"4539", "1488", "0343", "6467"}, nil},
		{"a postcode in a box before the card's",
			[]string{fill("#zip", "4009"), fill("#g1", "4539"), fill("#g2", "1488"), fill("#g3", "0343"), fill("#g4", "6467")},
			[]string{"4539", "1488", "0343", "6467"}, nil},
		{"one selector for every box, each cleared before it is typed",
			[]string{step("click", "input.form-control", ""), step("press", "input.form-control", "Control+a"), step("press", "input.form-control", "Backspace"), fill("input.form-control", "4539"),
				step("click", "input.form-control", ""), step("press", "input.form-control", "Control+a"), step("press", "input.form-control", "Backspace"), fill("input.form-control", "1488"),
				step("click", "input.form-control", ""), step("press", "input.form-control", "Control+a"), step("press", "input.form-control", "Backspace"), fill("input.form-control", "0343"),
				step("click", "input.form-control", ""), step("press", "input.form-control", "Control+a"), step("press", "input.form-control", "Backspace"), fill("input.form-control", "6467")},
			[]string{"4539", "1488", "0343", "6467"}, nil},
		{"a box filled again with no key that erases",
			[]string{fill("#h1", "4539"), fill("#h2", "1488"), fill("#h3", "0343"), fill("#h4", "6468"), fill("#h4", "6467")},
			[]string{"4539", "1488", "0343", "6467"}, nil},
		{"boxes labelled in German, a placeholder of #, a brand chosen between, typed by an agent",
			[]string{fill("#k1", "4539", "label", "Kreditkartennummer"), fill("#k2", "1488", "placeholder", "####"),
				step("select", "#brand", "Visa"), `{"action": "input_text", "url": "` + u + `", "target": {"selector": "#k3"}, "value": "0343"}`,
				fill("#k4", "6467")},
			[]string{"4539", "1488", "0343", "6467"}, nil},
		{"boxes numbered only",
			[]string{fill("#part1", "4916", "name", "Part 1"), fill("#part2", "3385", "name", "Part 2"),
				fill("#part3", "0608", "name", "Part 3"), fill("#part4", "2832", "name", "Part 4")},
			[]string{"4916", "3385", "0608", "2832"}, nil},
		{"a UK postcode before the boxes",
			[]string{fill("#postcode", "SW19"), fill("#p1", "4539"), fill("#p2", "1488"), fill("#p3", "0343"), fill("#p4", "6467")},
			[]string{"4539", "1488", "0343", "6467"}, nil},
		{"a timesheet and a quick order in boxes that say what they are",
			// 2230 0845 1730 2255 has a Mastercard prefix and a valid Luhn sum.
			[]string{fill("id=mon-start", "2230"), step("press", "id=mon-start", "Tab"), fill("id=mon-break", "0845"),
				fill("id=mon-back", "1730"), fill("id=mon-end", "2255"), fill("#quantity", "4417"), fill("internal:label=\"Start time\"i", "2093")},
			nil, []string{"2230", "0845", "1730", "2255", "4417", "2093"}},
		{"an IBAN in boxes",
			[]string{fill("#i1", "DE80"), fill("#i2", "5001"), fill("#i3", "0517"), fill("#i4", "5407"), fill("#i5", "3240"), fill("#i6", "89")},
			nil, []string{"5001", "0517", "5407", "3240", "89"}},
		{"round amounts in a grid",
			[]string{fill("#a1", "4000"), step("press", "#a1", "Tab"), fill("#a2", "1000"), step("press", "#a2", "Tab"),
				fill("#a3", "2000"), step("press", "#a3", "Tab"), fill("#a4", "3000")},
			nil, []string{"4000", "1000", "2000", "3000"}},
		{"a serial number in boxes",
			[]string{fill("#s1", "5839", "label", "Serial number"), fill("#s2", "2047", "label", "Serial number"),
				fill("#s3", "1163", "label", "Serial number"), fill("#s4", "5106", "label", "Serial number")},
			nil, []string{"5839", "2047", "1163", "5106"}},
		{"a search in an input of the card's generic selector",
			[]string{fill("input.form-control", "4539"), fill("input.form-control", "1488"), fill("input.form-control", "0343"),
				fill("input.form-control", "6467"), step("navigate", "", ""),
				`{"action": "fill", "url": "` + u + `", "target": {"selector": "input.form-control", "name": "Search products"}, "value": "blue shoes"}`},
			[]string{"4539", "1488", "0343", "6467"}, []string{"blue shoes"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			home := t.TempDir()
			m := openHome(t, home, nil)
			b := savedTrace(t, m, home, `{"task": "pay", "start_url": "`+u+`", "steps": [`+strings.Join(tt.steps, ",")+`]}`)
			for _, v := range tt.masked {
				if strings.Contains(b, `"`+v+`"`) {
					t.Errorf("%q stored as typed", v)
				}
			}
			for _, v := range tt.kept {
				if !strings.Contains(b, `"`+v+`"`) {
					t.Errorf("%q was masked", v)
				}
			}
		})
	}
}

// TestSessionCardBoxesGenericSelector: in a session, the boxes of a card number that share
// every input's selector are masked, and a search typed later into an input of that
// selector is not (SPEC §8, §10).
func TestSessionCardBoxesGenericSelector(t *testing.T) {
	ctx := context.Background()
	home := t.TempDir()
	m := openHome(t, home, nil)
	const u = "https://pay.example.org/checkout"
	var steps []string
	for _, g := range []string{"4539", "1488", "0343", "6467"} {
		steps = append(steps, fmt.Sprintf(`{"action":"fill","url":%q,"target":{"selector":"input.form-control"},"value":%q}`, u, g))
	}
	steps = append(steps, `{"action":"fill","url":"https://pay.example.org/search","target":{"selector":"input.form-control","name":"Search products"},"value":"blue shoes"}`)
	stepAll(t, m, "generic", "pay, then shop", steps)
	assertAbsent(t, home, []string{`"4539"`, `"1488"`, `"0343"`, `"6467"`})
	res, err := m.Save(ctx, waymark.SaveRequest{URL: u, SessionID: "generic"})
	if err != nil {
		t.Fatal(err)
	}
	if b := storedTraceFile(t, home, res.TraceID); !strings.Contains(b, `"blue shoes"`) {
		t.Errorf("the search after the card was masked:\n%s", b)
	}
}

// TestSessionCardFirstBoxLabelled: in a session, a card's first box labelled "Card
// number" is masked as it comes; the bare boxes after it hold the rest of that card and
// are masked when the shape of a card's groups is complete (SPEC §8, §10).
func TestSessionCardFirstBoxLabelled(t *testing.T) {
	ctx := context.Background()
	home := t.TempDir()
	m := openHome(t, home, nil)
	const u = "https://pay.example.org/checkout"
	steps := []string{fmt.Sprintf(`{"action":"fill","url":%q,"target":{"selector":"#c1","label":"Card number"},"value":"4539"}`, u)}
	for i, g := range []string{"1488", "0343", "6467"} {
		steps = append(steps, fmt.Sprintf(`{"action":"press","url":%q,"target":{"selector":"#c%d"},"value":"Tab"}`, u, i+1),
			fmt.Sprintf(`{"action":"fill","url":%q,"target":{"selector":"#c%d"},"value":%q}`, u, i+2, g))
	}
	stepAll(t, m, "first", "pay", steps)
	groups := []string{`"4539"`, `"1488"`, `"0343"`, `"6467"`}
	assertAbsent(t, home, groups)
	if _, err := m.Save(ctx, waymark.SaveRequest{URL: u, SessionID: "first"}); err != nil {
		t.Fatal(err)
	}
	assertAbsent(t, home, groups)
}

// TestCardNumberInBoxes: a card number typed into four boxes that name nothing, a group
// each with Tab between them, is masked box by box; digits typed the same way that make no
// card (a date of birth) stay, and so does a card's group typed alone.
func TestCardNumberInBoxes(t *testing.T) {
	home := t.TempDir()
	m := openHome(t, home, nil)
	fill := func(sel, v string) string {
		return fmt.Sprintf(`{"action": "fill", "url": "https://pay.example.org/checkout", "target": {"selector": %q}, "value": %q},
		{"action": "press", "url": "https://pay.example.org/checkout", "target": {"selector": %q}, "value": "Tab"}`, sel, v, sel)
	}
	raw := `{"task": "pay for the order", "start_url": "https://pay.example.org/checkout", "steps": [` +
		strings.Join([]string{fill("#f1", "4539"), fill("#f2", "1488"), fill("#f3", "0343"), fill("#f4", "6467"),
			fill("#b1", "1990"), fill("#b2", "06"), fill("#b3", "12"),
			fill("#amex1", "3782"), fill("#amex2", "822463"), fill("#amex3", "10005"),
			fill("#g1", "5555")}, ",") + `]}`
	b := savedTrace(t, m, home, raw)
	for _, v := range []string{"4539", "1488", "0343", "6467", "3782", "822463", "10005"} {
		if strings.Contains(b, `"`+v+`"`) {
			t.Errorf("card group %q stored in clear", v)
		}
	}
	for _, v := range []string{"1990", "06", "12", "5555"} {
		if !strings.Contains(b, `"`+v+`"`) {
			t.Errorf("%q, no card's group, was masked", v)
		}
	}
	assertAbsent(t, home, []string{"4539148803436467", "378282246310005"})

	// A click into each box first, and every box under one selector: still a card. Amounts
	// typed into boxes named for what they are stay, though their digits pass the checks.
	click := func(sel string) string {
		return fmt.Sprintf(`{"action": "click", "url": "https://pay.example.org/checkout", "target": {"selector": %q}}`, sel)
	}
	named := func(name, v string) string {
		return fmt.Sprintf(`{"action": "fill", "url": "https://pay.example.org/budget", "target": {"selector": "#amount-%s", "name": %q}, "value": %q}`, strings.ToLower(name), name, v)
	}
	raw = `{"task": "pay and plan", "start_url": "https://pay.example.org/checkout", "steps": [` +
		strings.Join([]string{click("input[maxlength='4']"), fill("input[maxlength='4']", "5555"), click("input[maxlength='4']"),
			fill("input[maxlength='4']", "5555"), click("input[maxlength='4']"), fill("input[maxlength='4']", "5555"),
			click("input[maxlength='4']"), fill("input[maxlength='4']", "4444"),
			named("Marketing", "4000"), named("Travel", "1000"), named("Rent", "2000"), named("Other", "3000")}, ",") + `]}`
	b = savedTrace(t, m, home, raw)
	for _, v := range []string{"5555", "4444"} {
		if strings.Contains(b, `"`+v+`"`) {
			t.Errorf("card group %q, typed after a click into one selector's boxes, stored in clear", v)
		}
	}
	for _, v := range []string{"4000", "1000", "2000", "3000"} {
		if !strings.Contains(b, `"`+v+`"`) {
			t.Errorf("amount %q typed into a named box was masked", v)
		}
	}
}

// savedTrace saves the trace raw into m (at home) and returns its raw trace file as stored.
func savedTrace(t *testing.T, m *waymark.Memory, home, raw string) string {
	t.Helper()
	res, err := m.Save(context.Background(), waymark.SaveRequest{Trace: json.RawMessage(raw)})
	if err != nil {
		t.Fatal(err)
	}
	return storedTraceFile(t, home, res.TraceID)
}

// storedTraceFile returns the raw trace file of trace id under home (site example.org).
func storedTraceFile(t *testing.T, home, id string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(home, "traces", "example.org", id+".json"))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// stepAll reports steps, raw JSON, one after the other to session id of m, for task.
func stepAll(t *testing.T, m *waymark.Memory, id, task string, steps []string) {
	t.Helper()
	for _, s := range steps {
		if _, err := m.Step(context.Background(), waymark.StepRequest{SessionID: id, Task: task, Step: json.RawMessage(s)}); err != nil {
			t.Fatal(err)
		}
	}
}
