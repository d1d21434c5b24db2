package waymark_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/waymark-dev/waymark"
)

// FuzzQueryIntent asks a memory that holds a booking, a transfer and a ticket's closing
// with any intent: the query answers (or refuses the intent as bad input), never panics
// nor recurses without end, and gives a tier P1–P5, and at P1 no warning that the route
// was recorded for another request or that the query names more.
func FuzzQueryIntent(f *testing.F) {
	for _, s := range []string{
		"Book a table for 2 at 7pm", "Make a reservation for the two of us at 7pm", "Get me a table for me and my wife",
		"Send $50 from checking into savings", "Trasnfer fifty dollars from checking to savings please",
		"Close ticket 4,21,000", "Close ticket 4:21 and 4:22", "Don't book a table for 2 at 7pm", "", "?",
	} {
		f.Add(s)
	}
	m := openMemory(f, nil)
	ctx := context.Background()
	const resto, bank, desk = "https://resto.example/r/luigis", "https://bank.example/transfer", "https://support.example/tickets"
	for _, r := range []func(int) []byte{
		func(i int) []byte { return bookRuns(resto)(i) },
		func(i int) []byte { return transferRuns(bank)(i) },
		func(i int) []byte {
			return runsOf(desk, "Close ticket 4:21", `
		{"action": "fill", "url": "`+desk+`", "target": {"selector": "#ticket", "role": "textbox", "name": "Ticket"}, "value": "4:21"},
		{"action": "click", "url": "`+desk+`", "target": {"selector": "button[data-testid='close']", "role": "button", "name": "Close"}}`)(i)
		},
	} {
		for i := range 2 {
			if _, err := m.Save(ctx, waymark.SaveRequest{Trace: r(i)}); err != nil {
				f.Fatal(err)
			}
		}
	}
	f.Fuzz(func(t *testing.T, intent string) {
		for _, u := range []string{resto, bank, desk} {
			ans, err := m.Query(ctx, waymark.QueryRequest{URL: u, Intent: intent})
			if err != nil {
				if _, bad := errors.AsType[*waymark.InputError](err); bad {
					return
				}
				t.Fatalf("Query(%q, %q): %v", u, intent, err)
			}
			switch ans.Tier {
			case waymark.P1, waymark.P2, waymark.P3, waymark.P4, waymark.P5:
			default:
				t.Fatalf("Query(%q, %q): tier %q", u, intent, ans.Tier)
			}
			if ans.Tier != waymark.P1 {
				continue
			}
			for _, w := range ans.Warnings {
				// A route replayed directly is its request's own: no warning may say otherwise.
				if strings.Contains(w, "recorded for another") || strings.Contains(w, "also names") {
					t.Fatalf("Query(%q, %q): P1 with the warning %q", u, intent, w)
				}
			}
		}
	})
}
