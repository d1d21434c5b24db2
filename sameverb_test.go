package waymark_test

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/waymark-dev/waymark"
)

// TestSearchVerbs: "find", "look up", "look for" and "locate" ask the search a route's
// "Search for …" runs, and the other way round: the same words are its request (P1), another
// value its request typed in their place (P2 naming both), more words P2 naming them; "Find
// out …" asks a question.
func TestSearchVerbs(t *testing.T) {
	m := openMemory(t, nil)
	const shop, trips = "https://shoes.example/", "https://trips.example/"
	search := runsOf(shop, "Search for red shoes", `
		{"action": "fill", "url": "`+shop+`", "target": {"selector": "input[name='q']", "role": "searchbox", "name": "Search"}, "value": "red shoes"},
		{"action": "press", "url": "`+shop+`", "value": "Enter"}`)
	flights := runsOf(trips, "Find flights to Paris", `
		{"action": "fill", "url": "`+trips+`", "target": {"selector": "#destination", "role": "combobox", "name": "To"}, "value": "Paris"},
		{"action": "click", "url": "`+trips+`", "target": {"selector": "button[type='submit']", "role": "button", "name": "Search flights"}}`)
	reliableRoute(t, m, search(0), search(1))
	reliableRoute(t, m, flights(0), flights(1))
	checkQueries(t, m, "", []queryCase{
		{shop, "Search for red shoes", "", waymark.P1},
		{shop, "Find red shoes", "", waymark.P1},
		{shop, "Please look up red shoes", "", waymark.P1},
		{shop, "Look for red shoes", "", waymark.P1},
		{shop, "Locate red shoes", "", waymark.P1},
		{shop, "Show me red shoes", "", waymark.P1},
		{shop, "Browse red shoes", "", waymark.P1},
		{shop, "Find blue shoes", `this request names "blue": type it in its place`, waymark.P2},
		{shop, "Find red shoes under $50", `also names "under", "50"`, waymark.P2},
		{shop, "Find red", "recorded for another request", waymark.P3}, // a part of the value it types
		{shop, "Search for shoes", `types or picks "red shoes"`, waymark.P2},
		{shop, "Find out how many red shoes there are", `also names "out"`, waymark.P2}, // a question: not replayed as it stands
		{trips, "Search for flights to Paris", "", waymark.P1},
		{trips, "Look up flights to Rome", `this request names "Rome": type it in its place`, waymark.P2},
	})
}

// TestRewordedTwice: a query that words two parts of a request otherwise, each with the
// same meaning (a verb of the same change, a time, a date, a number in words), is the
// request (P1); one that rewords one part and names another value in the other is not.
func TestRewordedTwice(t *testing.T) {
	m := openMemory(t, nil)
	const resto = "https://resto.example/r/luigis"
	book := runsOf(resto, "Book a table for 2 at 7pm on June 12", `
		{"action": "select", "url": "`+resto+`", "target": {"selector": "#party-size", "role": "combobox", "name": "Party size"}, "value": "2 people"},
		{"action": "fill", "url": "`+resto+`", "target": {"selector": "#date", "role": "textbox", "name": "Date"}, "value": "2026-06-12"},
		{"action": "select", "url": "`+resto+`", "target": {"selector": "#time", "role": "combobox", "name": "Time"}, "value": "7:00 PM"},
		{"action": "click", "url": "`+resto+`", "target": {"selector": "button[data-testid='reserve']", "role": "button", "name": "Reserve"}}`)
	reliableRoute(t, m, book(0), book(1))
	checkQueries(t, m, "", []queryCase{
		{resto, "Book a table for 2 at 7pm on June 12", "", waymark.P1},
		{resto, "Reserve a table for 2 at 7 pm on June 12", "", waymark.P1},
		{resto, "Reserve a table for two at 7 pm on June 12", "", waymark.P1},
		{resto, "Book a table for 2 at 19:00 on 12 June", "", waymark.P1},
		{resto, "Book me a table for two at 19:00 on 12 June please", "", waymark.P1}, // words that ask nothing
		{resto, "I'd like to reserve a table for two at 19:00 on 12 June", "", waymark.P1},
		{resto, "Book a table for 2 people at 19:00 on 12 June", "", waymark.P1}, // the unit the route picks, said
		{resto, "Book a table for 3 people at 19:00 on 12 June", "recorded for another request", waymark.P3},
		{resto, "Book me a table for three at 19:00 on 12 June please", "recorded for another request", waymark.P3},
		{resto, "Book a table for 2 at 7 pm on June 13", `this request names "June 13": type it in its place`, waymark.P2},
		{resto, "Reserve a table for 2 at 8 pm on June 12", "recorded for another request", waymark.P3},
		{resto, "Reserve a table for 3 at 7 pm on June 12", "recorded for another request", waymark.P3},
		{resto, "Book a table for 12 at 7pm on June 2", `this request names "12" and "June 2"`, waymark.P2}, // the numbers swapped, each typed
	})
	const bank = "https://bank.example/transfer"
	transfer := runsOf(bank, "Transfer $50 from checking to savings", `
		{"action": "fill", "url": "`+bank+`", "target": {"selector": "#amount", "role": "textbox", "name": "Amount"}, "value": "50"},
		{"action": "select", "url": "`+bank+`", "target": {"selector": "#from", "role": "combobox", "name": "From"}, "value": "Checking"},
		{"action": "select", "url": "`+bank+`", "target": {"selector": "#to", "role": "combobox", "name": "To"}, "value": "Savings"},
		{"action": "click", "url": "`+bank+`", "target": {"selector": "button[data-testid='transfer-submit']", "role": "button", "name": "Transfer"}}`)
	reliableRoute(t, m, transfer(0), transfer(1))
	checkQueries(t, m, "", []queryCase{
		{bank, "Move $50 from checking to savings", "", waymark.P1},
		{bank, "Move $50 from savings to checking", "this request swaps them", waymark.P2},
		{bank, "Move $500 from checking to savings", `this request names "500"`, waymark.P2},
		{bank, "Transfer me from checking to savings", "recorded for another request", waymark.P3}, // "me" is what is moved
		{bank, "Move it from checking to savings", "recorded for another request", waymark.P3},
	})
}

// runsOf returns the i-th successful run of task on u with steps (the JSON of its steps),
// each run a session of its own, so that each saves as one more verified run.
func runsOf(u, task, steps string) func(i int) json.RawMessage {
	return func(i int) json.RawMessage {
		return json.RawMessage(fmt.Sprintf(`{"task": %q, "start_url": %q, "outcome": "success", "session_id": "%s%d", "steps": [%s]}`,
			task, u, task[:4], i, steps))
	}
}

// TestKindAndName: a name and the word for its kind in the other order ("the acme/widget
// repo" for "the repository acme/widget", "the 112-3344 order" for "order 112-3344") are
// the request (P1); another name or another kind is not.
func TestKindAndName(t *testing.T) {
	m := openMemory(t, nil)
	const repo, order = "https://code.example/acme/widget/settings", "https://shop.example/orders/112-3344"
	del := runsOf(repo, "Delete the repository acme/widget", `
		{"action": "click", "url": "`+repo+`", "target": {"selector": "button[data-testid='delete-repo']", "role": "button", "name": "Delete this repository"}},
		{"action": "fill", "url": "`+repo+`", "target": {"selector": "#confirm-name", "role": "textbox", "name": "Type the repository name to confirm"}, "value": "acme/widget"},
		{"action": "click", "url": "`+repo+`", "target": {"selector": "button[data-testid='confirm-delete']", "role": "button", "name": "Delete"}}`)
	cancel := runsOf(order, "Cancel the 112-3344 order", `
		{"action": "click", "url": "`+order+`", "target": {"selector": "button[data-testid='cancel-order']", "role": "button", "name": "Cancel order"}}`)
	reliableRoute(t, m, del(0), del(1))
	reliableRoute(t, m, cancel(0), cancel(1))
	checkQueries(t, m, "", []queryCase{
		{repo, "Delete the acme/widget repository", "", waymark.P1},
		{repo, "Delete the acme/widget repo", "", waymark.P1},
		{repo, "Delete the repo acme/widget", "", waymark.P1},
		{repo, "Delete the acme/widget branch", "recorded for another request", waymark.P3},
		{repo, "Delete the acme/widget-old repo", "recorded for another request", waymark.P3},
		{repo, "Delete the acme-widget repo", "recorded for another request", waymark.P3}, // another name of the same words
		{repo, "Delete the ACME/WIDGET repo", "recorded for another request", waymark.P3},
		{repo, "Delete the @acme/widget repo", "recorded for another request", waymark.P3},
		{order, "Cancel order 112-3344", "", waymark.P1},
		{order, "Cancel the 112-3345 order", "3345", waymark.P3},
	})
}

// TestMoneyVerbs: "Send", "Put", "Wire" and "Move" before an amount of money ask what the
// route's "Transfer" does (P1 with the same words, P2 naming another amount); before other
// words they ask other things.
func TestMoneyVerbs(t *testing.T) {
	m := openMemory(t, nil)
	const bank, mail = "https://bank.example/transfer", "https://mail.example/compose"
	transfer := transferRuns(bank)
	email := runsOf(mail, "Send an email to Bob saying hi", `
		{"action": "fill", "url": "`+mail+`", "target": {"selector": "input[name='to']", "role": "textbox", "name": "To"}, "value": "Bob"},
		{"action": "fill", "url": "`+mail+`", "target": {"selector": "textarea[name='body']", "role": "textbox", "name": "Message"}, "value": "hi"},
		{"action": "click", "url": "`+mail+`", "target": {"selector": "button[data-testid='send']", "role": "button", "name": "Send"}}`)
	reliableRoute(t, m, transfer(0), transfer(1))
	reliableRoute(t, m, email(0), email(1))
	checkQueries(t, m, "", []queryCase{
		{bank, "Send $50 from checking to savings", "", waymark.P1},
		{bank, "Xfer $50 from checking to savings", "", waymark.P1},
		{bank, "Wire $50 from checking to savings", "", waymark.P1},
		{bank, "Put $50 from checking into savings", "", waymark.P1},
		{mail, "Send an email to Bob saying hi into the chat", `also names "chat"`, waymark.P2}, // "into" said in the message
		{mail, "Send an email to Bob saying hi", "", waymark.P1},
		{bank, "Send 50 dollars from checking to savings", "", waymark.P1},
		{bank, "Send $60 from checking to savings", `this request names "60"`, waymark.P2},
		{bank, "Send $50 to Bob", "recorded for another action", waymark.P4},
		{bank, "Don't send $50 from checking to savings", "recorded for another action", waymark.P3},
		{mail, "Send an email to Bob saying hi", "", waymark.P1},
		{mail, "Draft an email to Bob saying hi", "recorded for another action", waymark.P3},
	})
}

// transferRuns are runs of a route that transfers $50 from checking to savings on the
// page bank: the amount typed, both accounts picked, the transfer confirmed.
func transferRuns(bank string) func(int) json.RawMessage {
	return runsOf(bank, "Transfer $50 from checking to savings", `
		{"action": "fill", "url": "`+bank+`", "target": {"selector": "#amount", "role": "textbox", "name": "Amount"}, "value": "50"},
		{"action": "select", "url": "`+bank+`", "target": {"selector": "#from", "role": "combobox", "name": "From"}, "value": "Checking"},
		{"action": "select", "url": "`+bank+`", "target": {"selector": "#to", "role": "combobox", "name": "To"}, "value": "Savings"},
		{"action": "click", "url": "`+bank+`", "target": {"selector": "button[data-testid='transfer']", "role": "button", "name": "Transfer"}},
		{"action": "done", "url": "`+bank+`", "target": {"selector": "[data-testid='confirmation']", "role": "status", "name": "Confirmation"}, "extracted": "Transfer complete"}`)
}

// scaleRuns are runs of a route that scales checkout-api to 6 instances on the page cloud.
func scaleRuns(cloud string) func(int) json.RawMessage {
	return runsOf(cloud, "Scale checkout-api to 6 instances", `
		{"action": "fill", "url": "`+cloud+`", "target": {"selector": "#replicas", "role": "spinbutton", "name": "Instances"}, "value": "6"},
		{"action": "click", "url": "`+cloud+`", "target": {"selector": "button[data-testid='apply']", "role": "button", "name": "Apply"}}`)
}

// bookRuns are runs of a route that books a table for 2 at 7pm on the page resto.
func bookRuns(resto string) func(int) json.RawMessage {
	return runsOf(resto, "Book a table for 2 at 7pm", `
		{"action": "select", "url": "`+resto+`", "target": {"selector": "#party-size", "role": "combobox", "name": "Party size"}, "value": "2 people"},
		{"action": "select", "url": "`+resto+`", "target": {"selector": "#time", "role": "combobox", "name": "Time"}, "value": "7:00 PM"},
		{"action": "click", "url": "`+resto+`", "target": {"selector": "button[data-testid='reserve']", "role": "button", "name": "Reserve"}}`)
}

// TestBookedAndSetOtherwise: a table booked in other words ("Make a reservation", "Get me
// a table"), a party named by its people ("the two of us", "me and my wife", "us two"), a service's
// instances set rather than scaled: the route's own request, without a warning that says
// otherwise; another party size or another count is still another value, another setting
// another request.
func TestBookedAndSetOtherwise(t *testing.T) {
	m := openMemory(t, nil)
	const resto, cloud = "https://resto.example/r/luigis", "https://cloud.example/services/checkout-api/scale"
	book, scale := bookRuns(resto), scaleRuns(cloud)
	reliableRoute(t, m, book(0), book(1))
	reliableRoute(t, m, scale(0), scale(1))
	checkQueries(t, m, "", []queryCase{
		{resto, "Make a reservation for 2 at 7pm", "", waymark.P1},
		{resto, "Make a booking for 2 at 7pm", "", waymark.P1},
		{resto, "Get me a table for 2 at 7pm", "", waymark.P1},
		{resto, "Book a table for the two of us at 7pm", "", waymark.P1},
		{resto, "Book a table for me and my wife at 7pm", "", waymark.P1},
		{resto, "Book a table for my wife and me at 7pm", "", waymark.P1},
		{resto, "Book a table for us two at 7pm", "", waymark.P1},
		{resto, "Book a table for us three at 7pm", `this request names "three"`, waymark.P2},
		{resto, "Book a table for us all at 7pm", "another request", waymark.P3},
		{cloud, "Set checkout-api to 6 instances", "", waymark.P1},
		{cloud, "Change checkout-api to 6 instances", "", waymark.P1},
		{cloud, "Scale checkout-api to 6 replicas", "", waymark.P1},
		{resto, "Make a reservation for 3 at 7pm", `this request names "3"`, waymark.P2},
		{resto, "Book a table for the three of us at 7pm", `this request names "three"`, waymark.P2},
		{resto, "Book a table for me and my two kids at 7pm", "another request", waymark.P3},
		{cloud, "Set checkout-api to 8 instances", `this request names "8"`, waymark.P2},
		{cloud, "Set checkout-api to maintenance mode", `also names "set", "maintenance", "mode"`, waymark.P3},
	})
}

// TestRewordingEnds: a query whose rewriting gives the query back ("Close ticket 4,21,000"
// against "Close ticket 4:21", which once recursed until the stack overflowed and took
// the process down) is answered, and not as the route's own request.
func TestRewordingEnds(t *testing.T) {
	m := openMemory(t, nil)
	const desk = "https://support.example/tickets"
	closeRuns := runsOf(desk, "Close ticket 4:21", `
		{"action": "fill", "url": "`+desk+`", "target": {"selector": "#ticket", "role": "textbox", "name": "Ticket"}, "value": "4:21"},
		{"action": "click", "url": "`+desk+`", "target": {"selector": "button[data-testid='close']", "role": "button", "name": "Close"}}`)
	reliableRoute(t, m, closeRuns(0), closeRuns(1))
	checkQueries(t, m, "", []queryCase{
		{desk, "Close ticket 4,21,000", `also names "000"`, waymark.P2},
		{desk, "Close ticket 4:21", "", waymark.P1},
	})
}

// TestSwitchedAndRescheduled: a setting switched off or stopped rather than turned off, an
// event rescheduled rather than moved, an appointment written "appt" and "resched": the route's own
// request; switched on, another time or another event is not.
func TestSwitchedAndRescheduled(t *testing.T) {
	m := openMemory(t, nil)
	const settings, cal = "https://app.example/settings/notifications", "https://app.example/calendar"
	toggle := runsOf(settings, "Turn off email notifications", `
		{"action": "click", "url": "`+settings+`", "target": {"selector": "input[data-testid='email-notifications']", "role": "switch", "name": "Email notifications"}},
		{"action": "click", "url": "`+settings+`", "target": {"selector": "button[data-testid='save']", "role": "button", "name": "Save"}}`)
	move := runsOf(cal, "Move my dentist appointment to Friday at 3pm", `
		{"action": "click", "url": "`+cal+`", "target": {"selector": "[data-event='dentist']", "role": "button", "name": "Dentist appointment"}},
		{"action": "fill", "url": "`+cal+`", "target": {"selector": "#date", "role": "textbox", "name": "Date"}, "value": "Friday"},
		{"action": "fill", "url": "`+cal+`", "target": {"selector": "#time", "role": "textbox", "name": "Time"}, "value": "3:00 PM"},
		{"action": "click", "url": "`+cal+`", "target": {"selector": "button[data-testid='save']", "role": "button", "name": "Save"}}`)
	reliableRoute(t, m, toggle(0), toggle(1))
	reliableRoute(t, m, move(0), move(1))
	checkQueries(t, m, "", []queryCase{
		{settings, "Switch off email notifications", "", waymark.P1},
		{settings, "Stop email notifications", "", waymark.P1},
		{cal, "Reschedule my dentist appointment to Friday at 3pm", "", waymark.P1},
		{cal, "Move my dentist appt to Friday at 3pm", "", waymark.P1},
		{cal, "Resched my dentist appt to Fri at 3pm", "", waymark.P1},
		{cal, "Push my dentist appointment to Friday at 3pm", "", waymark.P1},
		{settings, "Switch on email notifications", "another action", waymark.P3},
		{cal, "Reschedule my dentist appointment to Friday at 4pm", `this request names "4pm"`, waymark.P2},
		{cal, "Reschedule my doctor appointment to Friday at 3pm", "another action", waymark.P3},
	})
}

// TestSizesAndCarts: a size by its letter ("2 M blue t-shirts") and the basket for the
// cart are the route's own request; a query that leaves the size out is held at P2 naming
// the letter the route picks, another size is another request.
func TestSizesAndCarts(t *testing.T) {
	m := openMemory(t, nil)
	const shop = "https://shop.example/p/tshirt"
	cart := runsOf(shop, "Add 2 medium blue t-shirts to the cart", `
		{"action": "select", "url": "`+shop+`", "target": {"selector": "#size", "role": "combobox", "name": "Size"}, "value": "M"},
		{"action": "click", "url": "`+shop+`", "target": {"selector": "[data-color='blue']", "role": "radio", "name": "Blue"}},
		{"action": "fill", "url": "`+shop+`", "target": {"selector": "#qty", "role": "spinbutton", "name": "Quantity"}, "value": "2"},
		{"action": "click", "url": "`+shop+`", "target": {"selector": "button[data-testid='add-to-cart']", "role": "button", "name": "Add to cart"}}`)
	reliableRoute(t, m, cart(0), cart(1))
	checkQueries(t, m, "", []queryCase{
		{shop, "Add 2 M blue t-shirts to the cart", "", waymark.P1},
		{shop, "Add 2 medium blue t-shirts to the basket", "", waymark.P1},
		{shop, "Add 2 blue t-shirts to the cart", `picks "M"`, waymark.P2},
		{shop, "Add 2 L blue t-shirts to the cart", "another request", waymark.P3},
		{shop, "Add 2 medium blue t-shirts to the wishlist", "another request", waymark.P3},
	})
}

// TestWrittenTo: an e-mail asked as writing to someone "that" it says something is the
// route's own request; to someone else or saying something else it is not.
func TestWrittenTo(t *testing.T) {
	m := openMemory(t, nil)
	const mail = "https://mail.example/compose"
	email := runsOf(mail, "Send an email to Bob saying the meeting moved to 3pm", `
		{"action": "fill", "url": "`+mail+`", "target": {"selector": "input[name='to']", "role": "textbox", "name": "To"}, "value": "Bob"},
		{"action": "fill", "url": "`+mail+`", "target": {"selector": "textarea[name='body']", "role": "textbox", "name": "Message"}, "value": "The meeting moved to 3pm"},
		{"action": "click", "url": "`+mail+`", "target": {"selector": "button[data-testid='send']", "role": "button", "name": "Send"}}`)
	reliableRoute(t, m, email(0), email(1))
	checkQueries(t, m, "", []queryCase{
		{mail, "Write to Bob that the meeting moved to 3pm", "", waymark.P1},
		{mail, "Email Bob that the meeting moved to 3pm", "", waymark.P1},
		{mail, "Write to Bob that the meeting moved to 4pm", `this request names "4pm"`, waymark.P2},
		{mail, "Write to Bob asking whether the meeting moved to 3pm", "another action", waymark.P3},
	})
}

// TestPaidTo: "Pay $20 to Bob" moves money as "Send $20 to Bob" does; paying a bill is
// another action.
func TestPaidTo(t *testing.T) {
	m := openMemory(t, nil)
	const pay = "https://pay.example/send"
	send := runsOf(pay, "Send $20 to Bob", `
		{"action": "fill", "url": "`+pay+`", "target": {"selector": "#recipient", "role": "textbox", "name": "Recipient"}, "value": "Bob"},
		{"action": "fill", "url": "`+pay+`", "target": {"selector": "#amount", "role": "textbox", "name": "Amount"}, "value": "20"},
		{"action": "click", "url": "`+pay+`", "target": {"selector": "button[data-testid='send']", "role": "button", "name": "Send"}}`)
	reliableRoute(t, m, send(0), send(1))
	checkQueries(t, m, "", []queryCase{
		{pay, "Pay $20 to Bob", "", waymark.P1},
		{pay, "Pay 20 dollars to Bob", "", waymark.P1},
		{pay, "Pay $20 of my bill", "another action", waymark.P4},
		{pay, "Pay my bill $20", "another action", waymark.P4},
	})
}

// TestShopAndSettingNouns: a coupon named a promo, discount or voucher code, a delivery
// address for the shipping address, the UI or interface language for the display
// language: the route's own request; another code, address or language, a gift card or a
// billing address is not.
func TestShopAndSettingNouns(t *testing.T) {
	m := openMemory(t, nil)
	const checkout, prefs = "https://shop.example/checkout", "https://app.example/settings/language"
	coupon := runsOf(checkout, "Apply coupon code SAVE10", `
		{"action": "fill", "url": "`+checkout+`", "target": {"selector": "#coupon", "role": "textbox", "name": "Code"}, "value": "SAVE10"},
		{"action": "click", "url": "`+checkout+`", "target": {"selector": "button[data-testid='apply']", "role": "button", "name": "Apply"}}`)
	address := runsOf(checkout, "Change my shipping address to 12 Oak St", `
		{"action": "click", "url": "`+checkout+`", "target": {"selector": "button[data-testid='edit-address']", "role": "button", "name": "Edit address"}},
		{"action": "fill", "url": "`+checkout+`", "target": {"selector": "#street", "role": "textbox", "name": "Street"}, "value": "12 Oak St"},
		{"action": "click", "url": "`+checkout+`", "target": {"selector": "button[data-testid='save-address']", "role": "button", "name": "Save"}}`)
	lang := runsOf(prefs, "Set the display language to German", `
		{"action": "select", "url": "`+prefs+`", "target": {"selector": "#language", "role": "combobox", "name": "Language"}, "value": "Deutsch"},
		{"action": "click", "url": "`+prefs+`", "target": {"selector": "button[data-testid='save']", "role": "button", "name": "Save"}}`)
	reliableRoute(t, m, coupon(0), coupon(1))
	reliableRoute(t, m, address(0), address(1))
	reliableRoute(t, m, lang(0), lang(1))
	checkQueries(t, m, "", []queryCase{
		{checkout, "Apply promo code SAVE10", "", waymark.P1},
		{checkout, "Apply discount code SAVE10", "", waymark.P1},
		{checkout, "Change my delivery address to 12 Oak St", "", waymark.P1},
		{prefs, "Set the UI language to German", "", waymark.P1},
		{prefs, "Set the interface language to German", "", waymark.P1},
		{checkout, "Apply promo code SAVE20", `this request names "SAVE20"`, waymark.P2},
		{checkout, "Apply gift card SAVE10", "another request", waymark.P3},
		{checkout, "Change my billing address to 12 Oak St", "another request", waymark.P3},
		{prefs, "Set the keyboard language to German", "another request", waymark.P3},
	})
}

// TestOptedOutAndRenewal: opting out of a mailing list is unsubscribing from it, an
// automatic renewal is the auto-renew, also beside a verb of the same change ("Disable
// automatic renewal"): the route's own request; subscribing, another list, turning the
// renewal on or disabling payments is not.
func TestOptedOutAndRenewal(t *testing.T) {
	m := openMemory(t, nil)
	const mail, billing = "https://news.example/preferences", "https://app.example/billing"
	leave := runsOf(mail, "Unsubscribe from the weekly newsletter", `
		{"action": "click", "url": "`+mail+`", "target": {"selector": "input[data-list='weekly']", "role": "checkbox", "name": "Weekly newsletter"}},
		{"action": "click", "url": "`+mail+`", "target": {"selector": "button[data-testid='save']", "role": "button", "name": "Save preferences"}}`)
	renew := runsOf(billing, "Turn off auto-renew for my subscription", `
		{"action": "click", "url": "`+billing+`", "target": {"selector": "input[data-testid='auto-renew']", "role": "switch", "name": "Auto-renew"}},
		{"action": "click", "url": "`+billing+`", "target": {"selector": "button[data-testid='confirm']", "role": "button", "name": "Confirm"}}`)
	reliableRoute(t, m, leave(0), leave(1))
	reliableRoute(t, m, renew(0), renew(1))
	checkQueries(t, m, "", []queryCase{
		{mail, "Opt out of the weekly newsletter", "", waymark.P1},
		{billing, "Turn off automatic renewal for my subscription", "", waymark.P1},
		{billing, "Turn off auto-renewal for my subscription", "", waymark.P1},
		{billing, "Disable automatic renewal for my subscription", "", waymark.P1},
		{billing, "Disable automatic payments for my subscription", "another action", waymark.P4},
		{mail, "Subscribe to the weekly newsletter", "another action", waymark.P3},
		{mail, "Opt out of the monthly newsletter", "another", waymark.P4},
		{billing, "Turn on automatic renewal for my subscription", "another request", waymark.P3},
	})
}

// TestTrackedOrders: "Where is my order …" and "Check the status of my order …" follow an
// order as "Track my order …" does; another order is another value, cancelling it another
// action.
func TestTrackedOrders(t *testing.T) {
	m := openMemory(t, nil)
	const shop = "https://shop.example/orders"
	track := runsOf(shop, "Track my order 112-4455", `
		{"action": "fill", "url": "`+shop+`", "target": {"selector": "#order", "role": "textbox", "name": "Order number"}, "value": "112-4455"},
		{"action": "click", "url": "`+shop+`", "target": {"selector": "button[data-testid='track']", "role": "button", "name": "Track"}}`)
	reliableRoute(t, m, track(0), track(1))
	checkQueries(t, m, "", []queryCase{
		{shop, "Where is my order 112-4455", "", waymark.P1},
		{shop, "Check the status of my order 112-4455", "", waymark.P1},
		{shop, "Where is my order 112-4456", `this request names "112-4456"`, waymark.P2},
		{shop, "Cancel my order 112-4455", "another action", waymark.P3},
	})
}

// TestSetUpAndMade: a meeting set up or made is one created; scheduled (which may mean
// "later", as a post is) or cancelled is another action, another time another value.
func TestSetUpAndMade(t *testing.T) {
	m := openMemory(t, nil)
	const cal = "https://cal.example/"
	meet := runsOf(cal, "Create a meeting with Dana on Friday at 10am", `
		{"action": "click", "url": "`+cal+`", "target": {"selector": "button[data-testid='new-event']", "role": "button", "name": "New event"}},
		{"action": "fill", "url": "`+cal+`", "target": {"selector": "#guests", "role": "textbox", "name": "Guests"}, "value": "Dana"},
		{"action": "fill", "url": "`+cal+`", "target": {"selector": "#time", "role": "textbox", "name": "Time"}, "value": "10:00 AM"},
		{"action": "click", "url": "`+cal+`", "target": {"selector": "button[data-testid='save']", "role": "button", "name": "Save"}}`)
	reliableRoute(t, m, meet(0), meet(1))
	checkQueries(t, m, "", []queryCase{
		{cal, "Set up a meeting with Dana on Friday at 10am", "", waymark.P1},
		{cal, "Make a meeting with Dana on Friday at 10am", "", waymark.P1},
		{cal, "Set up a meeting with Dana on Friday at 11am", `this request names "11am"`, waymark.P2},
		{cal, "Schedule a meeting with Dana on Friday at 10am", "another action", waymark.P3},
		{cal, "Cancel the meeting with Dana on Friday at 10am", "another action", waymark.P3},
	})
}

// TestSwitchedToAMode: switching to a mode turns it on, a dark theme is the dark mode: the
// route's own request; switching to another mode or turning it off is not.
func TestSwitchedToAMode(t *testing.T) {
	m := openMemory(t, nil)
	const set = "https://app.example/settings"
	dark := runsOf(set, "Turn on dark mode", `
		{"action": "click", "url": "`+set+`", "target": {"selector": "input[data-testid='dark-mode']", "role": "switch", "name": "Dark mode"}}`)
	reliableRoute(t, m, dark(0), dark(1))
	checkQueries(t, m, "", []queryCase{
		{set, "Switch to dark mode", "", waymark.P1},
		{set, "Turn on dark theme", "", waymark.P1},
		{set, "Switch to dark theme", "", waymark.P1},
		{set, "Switch to light mode", "another", waymark.P4},
		{set, "Turn off dark mode", "another request", waymark.P3},
	})
}

// TestMailboxMessages: a mailbox's messages or mails are its e-mails; another sender is
// another value, deleting another action.
func TestMailboxMessages(t *testing.T) {
	m := openMemory(t, nil)
	const mail = "https://mail.example/inbox"
	archive := runsOf(mail, "Archive all emails from LinkedIn", `
		{"action": "fill", "url": "`+mail+`", "target": {"selector": "input[name='q']", "role": "searchbox", "name": "Search mail"}, "value": "from:LinkedIn"},
		{"action": "click", "url": "`+mail+`", "target": {"selector": "input[data-testid='select-all']", "role": "checkbox", "name": "Select all"}},
		{"action": "click", "url": "`+mail+`", "target": {"selector": "button[data-testid='archive']", "role": "button", "name": "Archive"}}`)
	reliableRoute(t, m, archive(0), archive(1))
	checkQueries(t, m, "", []queryCase{
		{mail, "Archive all messages from LinkedIn", "", waymark.P1},
		{mail, "Archive all mails from LinkedIn", "", waymark.P1},
		{mail, "Archive all messages from Facebook", `this request names "Facebook"`, waymark.P2},
		{mail, "Delete all messages from LinkedIn", "another action", waymark.P4},
	})
}
