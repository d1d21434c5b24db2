package waymark_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/waymark-dev/waymark"
)

// TestNamedRecordPage: a route that changes a record's page (a wildcard in its URL
// pattern) for a request that names the record by words ("the blue kettle") is held at P2
// with a check of the page when the query names it too; a query that points at the page
// ("this order"), names it by the number the page holds, or names another record is not.
func TestNamedRecordPage(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	routes := []struct{ url, task, steps string }{
		{"https://shop.example/orders/112-3344", "Cancel my order of the blue kettle", `
			{"action": "click", "url": "https://shop.example/orders/112-3344", "target": {"selector": "button[data-testid='cancel-order']", "role": "button", "name": "Cancel order"}},
			{"action": "click", "url": "https://shop.example/orders/112-3344", "target": {"selector": "button[data-testid='confirm']", "role": "button", "name": "Yes, cancel"}},
			{"action": "done", "url": "https://shop.example/orders/112-3344", "extracted": "Cancelled"}`},
		{"https://audio.example/product/B07FZ8S74R", "Add the Sony WH-1000XM5 headphones to the cart", `
			{"action": "click", "url": "https://audio.example/product/B07FZ8S74R", "target": {"selector": "#add-to-cart", "role": "button", "name": "Add to cart"}},
			{"action": "done", "url": "https://audio.example/product/B07FZ8S74R", "extracted": "Added"}`},
		{"https://dine.example/places/4410", "Book a table", `
			{"action": "click", "url": "https://dine.example/places/4410", "target": {"selector": "#book", "role": "button", "name": "Book"}},
			{"action": "done", "url": "https://dine.example/places/4410", "extracted": "Booked"}`},
	}
	for i := range 12 {
		for k, r := range routes {
			tr := fmt.Sprintf(`{"task": %q, "start_url": %q, "outcome": "success", "session_id": "run-%[3]d-%[4]d",
				"steps": [{"action": "navigate", "url": %[2]q}, %[5]s]}`, r.task, r.url, k, i, r.steps)
			if _, err := m.Save(ctx, waymark.SaveRequest{URL: r.url, Trace: json.RawMessage(tr)}); err != nil {
				t.Fatal(err)
			}
		}
	}
	other, sony := "https://shop.example/orders/998-7766", "https://audio.example/product/B0BXYZ1234"
	for _, tt := range []struct {
		url, intent string
		tier        waymark.Tier
		warning     string
	}{
		{other, "Cancel my order of the blue kettle", waymark.P2, `check it shows "blue kettle"`},
		{"https://shop.example/orders/112-3344", "Cancel my order of the blue kettle", waymark.P2, "or the change is made already"},
		{other, "Cancel this order", waymark.P1, ""},
		{other, "Cancel my order of the red kettle", waymark.P3, ""},
		{sony, "Add the Sony WH-1000XM5 headphones to the cart", waymark.P2, `check it shows "Sony WH-1000XM5 headphones"`},
		{sony, "Add this to the cart", waymark.P1, ""},
		{"https://dine.example/places/5120", "Book a table", waymark.P1, ""}, // "table" names a kind
	} {
		rec, err := m.Query(ctx, waymark.QueryRequest{URL: tt.url, Intent: tt.intent})
		if err != nil {
			t.Fatal(err)
		}
		w := strings.Join(rec.Warnings, "\n")
		if rec.Tier != tt.tier || tt.warning != "" && !strings.Contains(w, tt.warning) || tt.tier == waymark.P1 && strings.Contains(w, "page of the record") {
			t.Errorf("%q on %s: tier %s (%.2f), warnings %q; want %s with %q", tt.intent, tt.url, rec.Tier, rec.Confidence, rec.Warnings, tt.tier, tt.warning)
		}
	}
}
