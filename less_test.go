package waymark_test

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/waymark-dev/waymark"
)

// TestQueriesThatSayLess: a query that leaves out which one its route acts on ("lisinopril"
// of the row it clicks) is held at P2 saying so; one that asks a route of every item for
// one or some of them, or that reads the route's noun as its own verb ("Refill my
// metformin" on a route that checks a refill's status, "Bill me …" on one that reads the
// bill), is another request (P3).
func TestQueriesThatSayLess(t *testing.T) {
	m := openMemory(t, nil)
	const rx, lib = "https://rx.example/prescriptions", "https://library.example/account"
	route := func(u, task, steps string) func(i int) json.RawMessage {
		return func(i int) json.RawMessage {
			return json.RawMessage(fmt.Sprintf(`{"task": %q, "start_url": %q, "outcome": "success", "session_id": "%s%d", "steps": [%s]}`,
				task, u, task[:4], i, steps))
		}
	}
	refill := route(rx, "Refill my lisinopril prescription", `
		{"action": "click", "url": "`+rx+`", "target": {"selector": "tr[data-rx='lisinopril'] button.refill", "role": "button", "name": "Refill"}},
		{"action": "click", "url": "`+rx+`", "target": {"selector": "#submit-refill", "role": "button", "name": "Submit refill request"}}`)
	status := route(rx, "Check the status of my metformin refill", `
		{"action": "extract", "url": "`+rx+`", "target": {"selector": "tr[data-rx='metformin'] .status", "name": "Refill status"}, "extracted": "Ready for pickup"}`)
	bill := route(rx, "What is the current month's bill?", `
		{"action": "extract", "url": "`+rx+`", "target": {"selector": "[data-testid='mtd-total']", "name": "Month to date"}, "extracted": "$84.20"}`)
	renew := route(lib, "Renew all my checked out books", `
		{"action": "click", "url": "`+lib+`", "target": {"selector": "#renew-all", "role": "button", "name": "Renew all"}}`)
	reliableRoute(t, m, refill(0), refill(1))
	reliableRoute(t, m, status(0), status(1))
	reliableRoute(t, m, renew(0), renew(1))
	reliableRoute(t, m, bill(0), bill(1))
	const shop = "https://shoes.example/"
	search := route(shop, "Search for red shoes", `
		{"action": "fill", "url": "`+shop+`", "target": {"selector": "input[name='search']", "role": "searchbox", "name": "Where"}, "value": "red shoes"},
		{"action": "press", "url": "`+shop+`", "target": {"selector": "input[name='search']"}, "value": "Enter"}`)
	reliableRoute(t, m, search(0), search(1))
	checkQueries(t, m, "", []queryCase{
		{rx, "Refill my lisinopril prescription", "", waymark.P1},
		{rx, "Refill my lisinopril ER prescription", `also names "er"`, waymark.P2}, // extended release
		{rx, "REFILL MY LISINOPRIL PRESCRIPTION", "", waymark.P1},
		{rx, "Refill my prescription", `which names "lisinopril"; this request does not`, waymark.P2},
		{rx, "Check the status of my metformin refill", "", waymark.P1},
		{rx, "Check the status of my metfromin refill", `writes "metfromin", read as "metformin" misspelt`, waymark.P2},
		{rx, "Check the status of my metfromin refil", "recorded for another request", waymark.P3}, // two words misspelt
		{rx, "Refill my metformin", "recorded for another request", waymark.P3},
		{rx, "Bill me for the current month", "recorded for another action", waymark.P3},
		{lib, "Renew all my checked out books", "", waymark.P1},
		{lib, "Renew my checked out books", "", waymark.P1},
		{lib, "Renew my checked out book", `does it to all ("Renew all my checked out books"); this request asks it of some or one`, waymark.P3},
		{lib, "Renew some of my checked out books", "some or one", waymark.P3},
		{shop, "Search for red shoes", "", waymark.P1}, // a locator quotes the request's verb, which names no thing
		{shop, "Find red shoes", "", waymark.P1},
	})
}
