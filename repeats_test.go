package waymark_test

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/waymark-dev/waymark"
)

// TestRepeatsMeantTwice: a control that steps on clicked twice ("Next month"), a letter
// typed twice a key a step and a submit retried: the route keeps the first two as recorded
// and the retry once; failed retries, left out, leave no warning that the route repeats.
func TestRepeatsMeantTwice(t *testing.T) {
	ctx := context.Background()
	const u = "https://www.stay.example/search"
	click := func(sel, name, errText string) string {
		e := ""
		if errText != "" {
			e = fmt.Sprintf(`, "error": %q`, errText)
		}
		return fmt.Sprintf(`{"action": "click", "url": %q, "target": {"selector": %q, "role": "button", "name": %q}%s}`, u, sel, name, e)
	}
	press := func(key string) string {
		return fmt.Sprintf(`{"action": "press", "url": %q, "target": {"selector": "#q"}, "value": %q}`, u, key)
	}
	steps := []string{click("#checkin", "Check-in date", ""), click("button[aria-label='Next month']", "Next month", ""),
		click("button[aria-label='Next month']", "Next month", ""), click("span[data-date='2027-08-14']", "14", ""),
		press("h"), press("e"), press("l"), press("l"), press("o"), press("Enter"), press("Enter"),
		click("#book", "Book", "element click intercepted"), click("#book", "Book", "element click intercepted"), click("#book", "Book", "")}
	raw := fmt.Sprintf(`{"task": "Book a stay on August 14", "start_url": %q, "success_indicator": "#confirmation", "steps": [%s]}`, u, strings.Join(steps, ","))
	m := openMemory(t, nil)
	res, err := m.Save(ctx, waymark.SaveRequest{Trace: json.RawMessage(raw)})
	if err != nil {
		t.Fatal(err)
	}
	if slices.ContainsFunc(res.Warnings, func(w string) bool { return strings.HasPrefix(w, "the route repeats what the run repeated") }) {
		t.Errorf("warnings %q: the route keeps no retry, yet is said to repeat", res.Warnings)
	}
	r, err := m.Query(ctx, waymark.QueryRequest{URL: u, Intent: "Book a stay on August 14"})
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Patterns) == 0 {
		t.Fatalf("no route: %+v", r)
	}
	p, err := m.Pattern(ctx, r.Patterns[0].ID)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, st := range p.Steps {
		got = append(got, st.Name+st.Value)
	}
	want := []string{"Check-in date", "Next month", "Next month", "14", "h", "e", "l", "l", "o", "Enter", "Book"}
	if !slices.Equal(got, want) {
		t.Errorf("route steps %q, want %q", got, want)
	}
}
