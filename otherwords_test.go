package waymark_test

import (
	"encoding/json"
	"testing"

	"github.com/waymark-dev/waymark"
)

// TestFiledBugsAndPlans: a bug filed, logged or raised is one created; a membership or a
// plan is the subscription; an alert or alerts are notifications, a power bill the electric
// bill; "my" where the request has an article asks nothing more ("our" may be a
// household's). Another action, another thing or another value stays another request.
func TestFiledBugsAndPlans(t *testing.T) {
	m := openMemory(t, nil)
	const tracker, account, settings, bills = "https://tracker.example/bugs", "https://stream.example/account",
		"https://app.example/settings", "https://bank.example/bills"
	bug := runsOf(tracker, "Create a bug titled Login fails with priority High", `
		{"action": "click", "url": "`+tracker+`", "target": {"selector": "button[data-testid='new-bug']", "role": "button", "name": "New bug"}},
		{"action": "fill", "url": "`+tracker+`", "target": {"selector": "#title", "role": "textbox", "name": "Title"}, "value": "Login fails"},
		{"action": "select", "url": "`+tracker+`", "target": {"selector": "#priority", "role": "combobox", "name": "Priority"}, "value": "High"},
		{"action": "click", "url": "`+tracker+`", "target": {"selector": "button[data-testid='save']", "role": "button", "name": "Save"}}`)
	cancel := runsOf(account, "Cancel my Premium subscription", `
		{"action": "click", "url": "`+account+`", "target": {"selector": "button[data-testid='cancel-sub']", "role": "button", "name": "Cancel subscription"}},
		{"action": "click", "url": "`+account+`", "target": {"selector": "button[data-testid='confirm']", "role": "button", "name": "Confirm"}}`)
	alerts := runsOf(settings, "Turn off email notifications for new comments", `
		{"action": "click", "url": "`+settings+`", "target": {"selector": "input[data-testid='email-comments']", "role": "switch", "name": "Email me about new comments"}}`)
	bill := runsOf(bills, "Pay my electric bill of $84.20", `
		{"action": "click", "url": "`+bills+`", "target": {"selector": "a[data-testid='payee-electric']", "role": "link", "name": "City Electric"}},
		{"action": "fill", "url": "`+bills+`", "target": {"selector": "#amount", "role": "textbox", "name": "Amount"}, "value": "84.20"},
		{"action": "click", "url": "`+bills+`", "target": {"selector": "button[data-testid='pay']", "role": "button", "name": "Pay"}}`)
	for _, r := range []func(int) json.RawMessage{bug, cancel, alerts, bill} {
		reliableRoute(t, m, r(0), r(1))
	}
	checkQueries(t, m, "", []queryCase{
		{tracker, "File a bug titled Login fails with priority High", "", waymark.P1},
		{tracker, "Raise a bug titled Login fails with priority High", "", waymark.P1},
		{tracker, "Log a bug titled Login fails with priority High", "", waymark.P1},
		{tracker, "Open a bug titled Login fails with priority High", "another action", waymark.P3},
		{tracker, "Close the bug titled Login fails with priority High", "another action", waymark.P3},
		{account, "Cancel my Premium membership", "", waymark.P1},
		{account, "Please cancel my Premium plan", "", waymark.P1},
		{account, "Cancel my Premium order", "another request", waymark.P3},
		{account, "Upgrade my Premium membership", "another action", waymark.P4},
		{settings, "Switch off the email alerts for new comments", "", waymark.P1},
		{settings, "Turn on email alerts for new comments", "another request", waymark.P3},
		{settings, "Turn off push alerts for new comments", "another request", waymark.P3},
		{bills, "Pay my power bill of $84.20", "", waymark.P1},
		{bills, "Pay my electricity bill of $84.20", "", waymark.P1},
		{bills, "Pay my water bill of $84.20", "another request", waymark.P3},
		{bills, "Pay the electric bill of $84.20", "", waymark.P1},
		{bills, "Pay our electric bill of $84.20", "another request", waymark.P3}, // a household's, maybe
		{account, "Cancel the Premium membership", "", waymark.P1},
		{settings, "Turn off the email alert for new comments", "", waymark.P1},
	})
}

// TestTyposAndWordsForThings: more than one word misspelt, or a verb of four letters with
// two swapped, is the request at P2 naming every misspelling; tees are t-shirts and
// "two" with "my" is "2" with "the".
func TestTyposAndWordsForThings(t *testing.T) {
	m := openMemory(t, nil)
	const shop, settings = "https://shirts.example/p/blue-tee", "https://app.example/settings/notifications"
	add := runsOf(shop, "Add 2 medium blue t-shirts to the cart", `
		{"action": "select", "url": "`+shop+`", "target": {"selector": "#size", "role": "combobox", "name": "Size"}, "value": "M"},
		{"action": "fill", "url": "`+shop+`", "target": {"selector": "#qty", "role": "spinbutton", "name": "Quantity"}, "value": "2"},
		{"action": "click", "url": "`+shop+`", "target": {"selector": "button[data-testid='add-to-cart']", "role": "button", "name": "Add to cart"}}`)
	off := runsOf(settings, "Turn off email notifications for new comments", `
		{"action": "click", "url": "`+settings+`", "target": {"selector": "input[data-testid='email-comments']", "role": "switch", "name": "Email me about new comments"}}`)
	reliableRoute(t, m, add(0), add(1))
	reliableRoute(t, m, off(0), off(1))
	checkQueries(t, m, "", []queryCase{
		{shop, "Add 2 meduim blue t-shrits to the cart", `writes "meduim", "shrits", read as "medium", "shirts" misspelt`, waymark.P2},
		{shop, "Add 2 medium blue tees to the cart", "", waymark.P1},
		{shop, "Please add two medium blue t-shirts to my cart, thanks!", "", waymark.P1},
		{shop, "Add 2 medium blue skirts to the cart", "another request", waymark.P3},
		{settings, "Trun off email notifications for new comments", `writes "Trun", read as "Turn" misspelt`, waymark.P2},
		{settings, "Tune off email notifications for new comments", "another action", waymark.P3},
	})
}

// TestClockTimesInOtherForms: "7:30 in the evening" and "19:30" are the 7:30pm a route's
// request names; the morning is another request, other minutes another value to click.
func TestClockTimesInOtherForms(t *testing.T) {
	m := openMemory(t, nil)
	const rest = "https://tables.example/r/bistro"
	book := runsOf(rest, "Book a table for 4 at 7:30pm on June 14", `
		{"action": "select", "url": "`+rest+`", "target": {"selector": "#party", "role": "combobox", "name": "Party size"}, "value": "4 people"},
		{"action": "click", "url": "`+rest+`", "target": {"selector": "button[data-time='19:30']", "role": "button", "name": "7:30pm"}},
		{"action": "click", "url": "`+rest+`", "target": {"selector": "button[data-testid='reserve']", "role": "button", "name": "Reserve"}}`)
	reliableRoute(t, m, book(0), book(1))
	checkQueries(t, m, "", []queryCase{
		{rest, "Book a table for 4 at 7:30 in the evening on June 14", "", waymark.P1},
		{rest, "Book a table for 4 at 19:30 on June 14", "", waymark.P1},
		{rest, "Book a table for 4 at 7:30 in the morning on June 14", "another request", waymark.P3},
		{rest, "Book a table for 4 at 7:45pm on June 14", `this request names "7:45pm": click that one in its place`, waymark.P2},
	})
}

// TestHundredsInWords: "two hundred fifty dollars" is the $250 a route's request names;
// "two hundred" is another amount.
func TestHundredsInWords(t *testing.T) {
	m := openMemory(t, nil)
	const bank = "https://bank.example/transfers/new"
	move := runsOf(bank, "Transfer $250 from checking to savings", `
		{"action": "select", "url": "`+bank+`", "target": {"selector": "#from", "role": "combobox", "name": "From"}, "value": "Everyday Checking"},
		{"action": "select", "url": "`+bank+`", "target": {"selector": "#to", "role": "combobox", "name": "To"}, "value": "High-Yield Savings"},
		{"action": "fill", "url": "`+bank+`", "target": {"selector": "#amount", "role": "textbox", "name": "Amount"}, "value": "250.00"},
		{"action": "click", "url": "`+bank+`", "target": {"selector": "button[data-testid='submit']", "role": "button", "name": "Transfer"}}`)
	reliableRoute(t, m, move(0), move(1))
	checkQueries(t, m, "", []queryCase{
		{bank, "Transfer two hundred fifty dollars from checking to savings", "", waymark.P1},
		{bank, "Transfer two hundred and fifty dollars from checking to savings", "", waymark.P1},
		{bank, "Transfer two hundred dollars from checking to savings", "another request", waymark.P3},
	})
}

// TestShorthand: chat shorthand for a word of the request ("sub", "mtg", "xfer", "chk") is
// that word; the same shorthand where the request has another word, or the accounts
// swapped, stays another request.
func TestShorthand(t *testing.T) {
	m := openMemory(t, nil)
	const account, calendar, bank = "https://stream.example/account", "https://cal.example/new", "https://bank.example/transfer"
	cancel := runsOf(account, "Cancel my Premium subscription", `
		{"action": "click", "url": "`+account+`", "target": {"selector": "button[data-testid='cancel-sub']", "role": "button", "name": "Cancel subscription"}},
		{"action": "click", "url": "`+account+`", "target": {"selector": "button[data-testid='confirm']", "role": "button", "name": "Confirm"}}`)
	meeting := runsOf(calendar, "Create a meeting titled Budget review", `
		{"action": "fill", "url": "`+calendar+`", "target": {"selector": "#title", "role": "textbox", "name": "Title"}, "value": "Budget review"},
		{"action": "click", "url": "`+calendar+`", "target": {"selector": "button[data-testid='save']", "role": "button", "name": "Save"}}`)
	transfer := runsOf(bank, "Transfer $250 from checking to savings", `
		{"action": "select", "url": "`+bank+`", "target": {"selector": "#from", "role": "combobox", "name": "From"}, "value": "Checking"},
		{"action": "select", "url": "`+bank+`", "target": {"selector": "#to", "role": "combobox", "name": "To"}, "value": "Savings"},
		{"action": "fill", "url": "`+bank+`", "target": {"selector": "#amount", "role": "textbox", "name": "Amount"}, "value": "250"},
		{"action": "click", "url": "`+bank+`", "target": {"selector": "button[data-testid='send']", "role": "button", "name": "Transfer"}}`)
	for _, r := range []func(int) json.RawMessage{cancel, meeting, transfer} {
		reliableRoute(t, m, r(0), r(1))
	}
	checkQueries(t, m, "", []queryCase{
		{account, "Cancel my Premium sub", "", waymark.P1},
		{account, "pls cancel my Premium subscription", "", waymark.P1},
		{calendar, "Create a mtg titled Budget review", "", waymark.P1},
		{bank, "Xfer $250 from checking to savings", "", waymark.P1},
		{bank, "Transfer $250 from chk to savings", "", waymark.P1},
		{account, "Cancel my Premium sandwich", "another request", waymark.P3},
		{bank, "Transfer $250 from savings to checking", "types", waymark.P2},
		{bank, "Transfer $250 from savings to chk", "types", waymark.P2},
		{calendar, "Create a meeting titled Sales sync", "types", waymark.P3},
		{calendar, "Create a mtg titled Sales sync", "types", waymark.P3},
	})
}

// TestSearchedAndClickedValue: a route that types its request's value into a search and
// clicks the result named for it says, for another value, to type and click that one; one
// that only clicks it says to click it.
func TestSearchedAndClickedValue(t *testing.T) {
	m := openMemory(t, nil)
	const shop = "https://shop.example/"
	price := runsOf(shop, "What is the price of the Wireless Mouse M100?", `
		{"action": "fill", "url": "`+shop+`", "target": {"selector": "[data-testid='q']", "role": "searchbox", "name": "Search products"}, "value": "Wireless Mouse M100"},
		{"action": "click", "url": "`+shop+`", "target": {"selector": "[data-testid='search']", "role": "button", "name": "Search"}},
		{"action": "click", "url": "`+shop+`", "target": {"selector": "[data-testid='result']", "role": "link", "name": "Wireless Mouse M100"}},
		{"action": "extract", "url": "`+shop+`", "target": {"selector": "[data-testid='price']"}, "extracted": "$24.99"}`)
	reliableRoute(t, m, price(0), price(1))
	checkQueries(t, m, "", []queryCase{
		{shop, "What is the price of the Mechanical Keyboard K8?", `types and clicks "Wireless Mouse M100", the value of the request it was recorded for ("What is the price of the Wireless Mouse M100?"); this request names "Mechanical Keyboard K8": type and click that one in its place`, waymark.P2},
		{shop, "What is the price of the USB-C Hub 7-in-1?", `this request names "USB-C Hub 7-in-1": type and click that one in its place`, waymark.P2},
	})
}
