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

// committingRoutes are routes that commit a change (pay, subscribe, send, transfer, book,
// delete, cancel), each on a site of its own, as an agent would record them.
var committingRoutes = []struct{ url, task, steps string }{
	{"https://shop.example/cart", "Check out and place the order", `
		{"action": "click", "url": "https://shop.example/cart", "target": {"selector": "[name=proceedToCheckout]", "role": "button", "name": "Proceed to checkout"}, "url_after": "https://shop.example/checkout"},
		{"action": "click", "url": "https://shop.example/checkout", "target": {"selector": "#placeOrder", "role": "button", "name": "Place your order"}, "url_after": "https://shop.example/thankyou"},
		{"action": "done", "url": "https://shop.example/thankyou", "extracted": "Order placed"}`},
	{"https://news.example/", "Subscribe to the daily newsletter", `
		{"action": "fill", "url": "https://news.example/", "target": {"selector": "#newsletter-email", "role": "textbox", "name": "Email"}, "value": "me@mail.example"},
		{"action": "click", "url": "https://news.example/", "target": {"selector": "#newsletter-signup", "role": "button", "name": "Sign up"}},
		{"action": "done", "url": "https://news.example/", "extracted": "Subscribed"}`},
	{"https://bank.example/transfers", "Transfer $50 to savings", `
		{"action": "fill", "url": "https://bank.example/transfers", "target": {"selector": "#amount", "role": "textbox", "name": "Amount"}, "value": "50"},
		{"action": "select", "url": "https://bank.example/transfers", "target": {"selector": "#to-account", "role": "combobox", "name": "To account"}, "value": "Savings"},
		{"action": "click", "url": "https://bank.example/transfers", "target": {"selector": "button#submit-transfer", "role": "button", "name": "Transfer now"}},
		{"action": "done", "url": "https://bank.example/transfers", "extracted": "Transfer complete"}`},
	{"https://mail.example/inbox", "Send an email to Bob saying hi", `
		{"action": "click", "url": "https://mail.example/inbox", "target": {"selector": "#compose", "role": "button", "name": "Compose"}},
		{"action": "fill", "url": "https://mail.example/inbox", "target": {"selector": "#to", "role": "textbox", "name": "To"}, "value": "Bob"},
		{"action": "fill", "url": "https://mail.example/inbox", "target": {"selector": "#body", "role": "textbox", "name": "Message"}, "value": "hi"},
		{"action": "click", "url": "https://mail.example/inbox", "target": {"selector": "#send", "role": "button", "name": "Send"}},
		{"action": "done", "url": "https://mail.example/inbox"}`},
	{"https://mail.example/inbox", "Delete all emails from Alice", `
		{"action": "fill", "url": "https://mail.example/inbox", "target": {"selector": "#search", "role": "searchbox", "name": "Search mail"}, "value": "from:Alice"},
		{"action": "click", "url": "https://mail.example/inbox", "target": {"selector": "#select-all", "role": "checkbox", "name": "Select all"}},
		{"action": "click", "url": "https://mail.example/inbox", "target": {"selector": "#delete", "role": "button", "name": "Delete"}},
		{"action": "done", "url": "https://mail.example/inbox"}`},
	{"https://dine.example/r/luigis", "Book a table for 2 at 7pm tonight", `
		{"action": "select", "url": "https://dine.example/r/luigis", "target": {"selector": "#party-size", "role": "combobox", "name": "Party size"}, "value": "2 people"},
		{"action": "select", "url": "https://dine.example/r/luigis", "target": {"selector": "#time", "role": "combobox", "name": "Time"}, "value": "7:00 PM"},
		{"action": "click", "url": "https://dine.example/r/luigis", "target": {"selector": "button[data-test=complete-reservation]", "role": "button", "name": "Complete reservation"}},
		{"action": "done", "url": "https://dine.example/r/luigis", "extracted": "Reservation confirmed"}`},
	{"https://bank.example/billing", "Cancel my premium subscription", `
		{"action": "click", "url": "https://bank.example/billing", "target": {"selector": "button#cancel-plan", "role": "button", "name": "Cancel subscription"}},
		{"action": "done", "url": "https://bank.example/billing", "extracted": "Subscription cancelled"}`},
	{"https://code.example/acme/widget", "Open the issues tab and list open issues", `
		{"action": "click", "url": "https://code.example/acme/widget", "target": {"selector": "#issues-tab", "role": "link", "name": "Issues"}, "url_after": "https://code.example/acme/widget/issues"},
		{"action": "extract", "url": "https://code.example/acme/widget/issues", "target": {"selector": "#issue-list"}, "extracted": "#12 Crash on start"},
		{"action": "done", "url": "https://code.example/acme/widget/issues"}`},
	{"https://travel.example/trips", "Check in for my flight", `
		{"action": "click", "url": "https://travel.example/trips", "target": {"selector": "#trip-1 .checkin", "role": "button", "name": "Check in"}},
		{"action": "click", "url": "https://travel.example/trips", "target": {"selector": "#confirm-checkin", "role": "button", "name": "Confirm check-in"}},
		{"action": "done", "url": "https://travel.example/trips", "extracted": "Checked in"}`},
	{"https://social.example/jane", "Follow Jane", `
		{"action": "click", "url": "https://social.example/jane", "target": {"selector": "#follow", "role": "button", "name": "Follow"}},
		{"action": "done", "url": "https://social.example/jane", "extracted": "Following"}`},
	{"https://social.example/jane", "Send Jane a message saying thanks", `
		{"action": "click", "url": "https://social.example/jane", "target": {"selector": "#message", "role": "button", "name": "Message"}},
		{"action": "fill", "url": "https://social.example/jane", "target": {"selector": "#dm-body", "role": "textbox", "name": "Message"}, "value": "thanks"},
		{"action": "click", "url": "https://social.example/jane", "target": {"selector": "#dm-send", "role": "button", "name": "Send"}},
		{"action": "done", "url": "https://social.example/jane"}`},
	{"https://social.example/home", "Post hello world to my timeline", `
		{"action": "fill", "url": "https://social.example/home", "target": {"selector": "#composer", "role": "textbox", "name": "What's happening?"}, "value": "hello world"},
		{"action": "click", "url": "https://social.example/home", "target": {"selector": "#post-btn", "role": "button", "name": "Post"}},
		{"action": "done", "url": "https://social.example/home"}`},
	{"https://code.example/acme/gadget", "Open a new issue titled Crash on start", `
		{"action": "click", "url": "https://code.example/acme/gadget", "target": {"selector": "#new-issue", "role": "button", "name": "New issue"}},
		{"action": "fill", "url": "https://code.example/acme/gadget/issues/new", "target": {"selector": "#issue-title", "role": "textbox", "name": "Title"}, "value": "Crash on start"},
		{"action": "click", "url": "https://code.example/acme/gadget/issues/new", "target": {"selector": "#submit-issue", "role": "button", "name": "Submit new issue"}},
		{"action": "done", "url": "https://code.example/acme/gadget/issues/13"}`},
	{"https://cards.example/cards/debit", "Freeze my debit card", `
		{"action": "click", "url": "https://cards.example/cards/debit", "target": {"selector": "#freeze", "role": "button", "name": "Freeze card"}},
		{"action": "click", "url": "https://cards.example/cards/debit", "target": {"selector": "#confirm", "role": "button", "name": "Yes"}},
		{"action": "done", "url": "https://cards.example/cards/debit", "extracted": "Card frozen"}`},
	{"https://team.example/members/bob", "Promote bob to admin", `
		{"action": "click", "url": "https://team.example/members/bob", "target": {"selector": "#promote", "role": "button", "name": "Promote"}},
		{"action": "done", "url": "https://team.example/members/bob", "extracted": "Bob is an admin"}`},
	{"https://chirp.example/jdoe", "Delete my latest post", `
		{"action": "click", "url": "https://chirp.example/jdoe", "target": {"selector": "#post-1 .menu", "role": "button", "name": "More"}},
		{"action": "click", "url": "https://chirp.example/jdoe", "target": {"selector": "#post-1 .delete", "role": "menuitem", "name": "Delete"}},
		{"action": "done", "url": "https://chirp.example/jdoe"}`},
	{"https://chirp.example/loudneighbor", "Mute @loudneighbor", `
		{"action": "click", "url": "https://chirp.example/loudneighbor", "target": {"selector": "[data-testid=userActions]", "role": "button", "name": "More"}},
		{"action": "click", "url": "https://chirp.example/loudneighbor", "target": {"selector": "[data-testid=mute]", "role": "menuitem", "name": "Mute @loudneighbor"}},
		{"action": "done", "url": "https://chirp.example/loudneighbor"}`},
	{"https://app.example/settings", "Change my password", `
		{"action": "click", "url": "https://app.example/settings", "target": {"selector": "#change-password", "role": "button", "name": "Change password"}},
		{"action": "fill", "url": "https://app.example/settings", "target": {"selector": "#new-password", "role": "textbox", "name": "New password"}, "value": "Hunter2!xyzA"},
		{"action": "click", "url": "https://app.example/settings", "target": {"selector": "#save", "role": "button", "name": "Save"}},
		{"action": "done", "url": "https://app.example/settings"}`},
	{"https://code.example/acme/widget", "Fork this repository", `
		{"action": "click", "url": "https://code.example/acme/widget", "target": {"selector": "#fork-button", "role": "button", "name": "Fork"}},
		{"action": "click", "url": "https://code.example/acme/widget/fork", "target": {"selector": "#create-fork", "role": "button", "name": "Create fork"}},
		{"action": "done", "url": "https://code.example/widget"}`},
	{"https://cloud.example/instances", "Stop the instance web-prod-1", `
		{"action": "click", "url": "https://cloud.example/instances", "target": {"selector": "tr[data-instance='web-prod-1'] button.stop", "role": "button", "name": "Stop web-prod-1"}},
		{"action": "click", "url": "https://cloud.example/instances", "target": {"selector": "#confirm-stop", "role": "button", "name": "Stop"}},
		{"action": "done", "url": "https://cloud.example/instances", "extracted": "web-prod-1 stopped"}`},
	{"https://city.example/account", "Report the pothole on Elm Street", `
		{"action": "click", "url": "https://city.example/account", "target": {"selector": "#new-report", "role": "button", "name": "Report a problem"}},
		{"action": "fill", "url": "https://city.example/report", "target": {"selector": "#where", "role": "textbox", "name": "Location"}, "value": "Elm Street"},
		{"action": "click", "url": "https://city.example/report", "target": {"selector": "#submit-report", "role": "button", "name": "Submit report"}},
		{"action": "done", "url": "https://city.example/report", "extracted": "Report received"}`},
	{"https://desk.example/tickets/4521", "Close ticket 4521", `
		{"action": "click", "url": "https://desk.example/tickets/4521", "target": {"selector": "button[data-testid='close-ticket']", "role": "button", "name": "Close ticket"}},
		{"action": "done", "url": "https://desk.example/tickets/4521", "extracted": "Closed"}`},
	{"https://clinic.example/appointments/55102", "Cancel my appointment on March 14", `
		{"action": "click", "url": "https://clinic.example/appointments/55102", "target": {"selector": "[data-testid='cancel-appt']", "role": "button", "name": "Cancel appointment"}},
		{"action": "click", "url": "https://clinic.example/appointments/55102", "target": {"selector": "[data-testid='confirm-cancel']", "role": "button", "name": "Yes, cancel"}},
		{"action": "done", "url": "https://clinic.example/appointments/55102", "extracted": "Your appointment on March 14 has been cancelled"}`},
	{"https://shop.example/orders/90412", "Change the shipping address of order 90412 to 12 Oak Lane", `
		{"action": "click", "url": "https://shop.example/orders/90412", "target": {"selector": "#edit-address", "role": "button", "name": "Change address"}},
		{"action": "fill", "url": "https://shop.example/orders/90412", "target": {"selector": "#street", "role": "textbox", "name": "Street"}, "value": "12 Oak Lane"},
		{"action": "click", "url": "https://shop.example/orders/90412", "target": {"selector": "#save-address", "role": "button", "name": "Save"}},
		{"action": "done", "url": "https://shop.example/orders/90412", "extracted": "Address updated"}`},
	{"https://team.example/invites", "Accept the invite from Dana", `
		{"action": "click", "url": "https://team.example/invites", "target": {"selector": "[data-invite-from='dana'] .accept", "role": "button", "name": "Accept"}},
		{"action": "done", "url": "https://team.example/invites", "extracted": "Invite accepted"}`},
	{"https://club.example/clubs/881", "Book a court for Friday", `
		{"action": "click", "url": "https://club.example/clubs/881", "target": {"selector": "#day-fri", "role": "option", "name": "Friday"}},
		{"action": "click", "url": "https://club.example/clubs/881", "target": {"selector": "#book", "role": "button", "name": "Book court"}},
		{"action": "done", "url": "https://club.example/clubs/881", "extracted": "Court booked"}`},
	{"https://store.example/orders/8812", "Cancel my order", `
		{"action": "click", "url": "https://store.example/orders/8812", "target": {"selector": "#cancel-order", "role": "button", "name": "Cancel order"}},
		{"action": "click", "url": "https://store.example/orders/8812", "target": {"selector": "#confirm", "role": "button", "name": "Yes, cancel order"}},
		{"action": "done", "url": "https://store.example/orders/8812", "extracted": "Order cancelled"}`},
	{"https://dine.example/places/4410", "Book a table on March 14", `
		{"action": "fill", "url": "https://dine.example/places/4410", "target": {"selector": "#date", "role": "textbox", "name": "Date"}, "value": "2026-03-14"},
		{"action": "click", "url": "https://dine.example/places/4410", "target": {"selector": "#reserve", "role": "button", "name": "Reserve"}},
		{"action": "done", "url": "https://dine.example/places/4410", "extracted": "Table reserved"}`},
	{"https://console.example/buckets/my-logs", "Delete the bucket my-logs", `
		{"action": "click", "url": "https://console.example/buckets/my-logs", "target": {"selector": "#delete-bucket", "role": "button", "name": "Delete bucket"}},
		{"action": "fill", "url": "https://console.example/buckets/my-logs", "target": {"selector": "#confirm-name", "role": "textbox", "name": "Type the bucket name"}, "value": "my-logs"},
		{"action": "click", "url": "https://console.example/buckets/my-logs", "target": {"selector": "#confirm", "role": "button", "name": "Delete"}},
		{"action": "done", "url": "https://console.example/buckets", "extracted": "Bucket deleted"}`},
	{"https://cal.example/week", "Create an event called Standup at 9am tomorrow", `
		{"action": "click", "url": "https://cal.example/week", "target": {"selector": "#new-event", "role": "button", "name": "New event"}},
		{"action": "fill", "url": "https://cal.example/week", "target": {"selector": "#title", "role": "textbox", "name": "Title"}, "value": "Standup"},
		{"action": "fill", "url": "https://cal.example/week", "target": {"selector": "#time", "role": "textbox", "name": "Start time"}, "value": "9:00 AM"},
		{"action": "click", "url": "https://cal.example/week", "target": {"selector": "#save", "role": "button", "name": "Save"}},
		{"action": "done", "url": "https://cal.example/week", "extracted": "Event created"}`},
	{"https://git.example/acme/rocket/pull/42", "Merge pull request 42", `
		{"action": "click", "url": "https://git.example/acme/rocket/pull/42", "target": {"selector": "#merge-button", "role": "button", "name": "Merge pull request"}},
		{"action": "click", "url": "https://git.example/acme/rocket/pull/42", "target": {"selector": "#confirm-merge", "role": "button", "name": "Confirm merge"}},
		{"action": "done", "url": "https://git.example/acme/rocket/pull/42", "extracted": "Merged"}`},
	{"https://ops.example/services/checkout-api", "Scale checkout-api to 6 instances", `
		{"action": "fill", "url": "https://ops.example/services/checkout-api", "target": {"selector": "#replicas", "role": "spinbutton", "name": "Instances"}, "value": "6"},
		{"action": "click", "url": "https://ops.example/services/checkout-api", "target": {"selector": "#apply-scale", "role": "button", "name": "Apply"}},
		{"action": "done", "url": "https://ops.example/services/checkout-api", "extracted": "Scaled to 6 instances"}`},
	{"https://rx.example/prescriptions", "Refill my lisinopril prescription for pickup at the Main Street store", `
		{"action": "click", "url": "https://rx.example/prescriptions", "target": {"selector": "#rx-lisinopril .refill", "role": "button", "name": "Refill"}},
		{"action": "select", "url": "https://rx.example/prescriptions", "target": {"selector": "#pickup-store", "role": "combobox", "name": "Pickup store"}, "value": "Main Street"},
		{"action": "click", "url": "https://rx.example/prescriptions", "target": {"selector": "#submit-refill", "role": "button", "name": "Submit refill request"}},
		{"action": "done", "url": "https://rx.example/prescriptions", "extracted": "Refill requested"}`},
	{"https://gym.example/bookings", "Cancel my Thursday yoga class booking", `
		{"action": "click", "url": "https://gym.example/bookings", "target": {"selector": "#booking-thu-yoga .cancel", "role": "button", "name": "Cancel booking"}},
		{"action": "click", "url": "https://gym.example/bookings", "target": {"selector": "#confirm-cancel", "role": "button", "name": "Yes, cancel"}},
		{"action": "done", "url": "https://gym.example/bookings", "extracted": "Booking cancelled"}`},
	{"https://shop.example/orders/88231", "Return the wireless headphones from order 88231", `
		{"action": "click", "url": "https://shop.example/orders/88231", "target": {"selector": "#item-headphones .return", "role": "button", "name": "Return item"}},
		{"action": "click", "url": "https://shop.example/orders/88231", "target": {"selector": "#confirm-return", "role": "button", "name": "Confirm return"}},
		{"action": "done", "url": "https://shop.example/orders/88231", "extracted": "Return started"}`},
	{"https://air.example/trips/QX7P2L/seat", "Change my seat to 14C on trip QX7P2L", `
		{"action": "click", "url": "https://air.example/trips/QX7P2L/seat", "target": {"selector": "[data-seat='14C']", "role": "button", "name": "14C"}},
		{"action": "click", "url": "https://air.example/trips/QX7P2L/seat", "target": {"selector": "#confirm-seat", "role": "button", "name": "Confirm seat"}},
		{"action": "done", "url": "https://air.example/trips/QX7P2L/seat", "extracted": "Seat changed"}`},
	{"https://power.example/billing/autopay", "Enroll in autopay", `
		{"action": "click", "url": "https://power.example/billing/autopay", "target": {"selector": "button#enroll", "role": "button", "name": "Enroll in AutoPay"}},
		{"action": "click", "url": "https://power.example/billing/autopay", "target": {"selector": "button#confirm-enroll", "role": "button", "name": "Confirm"}},
		{"action": "done", "url": "https://power.example/billing/autopay", "extracted": "AutoPay enrolled"}`},
	{"https://air.example/status", "What is the status of flight SK482?", `
		{"action": "fill", "url": "https://air.example/status", "target": {"selector": "#flight-number", "role": "textbox", "name": "Flight number"}, "value": "SK482"},
		{"action": "press", "url": "https://air.example/status", "target": {"selector": "#flight-number"}, "value": "Enter"},
		{"action": "extract", "url": "https://air.example/status", "target": {"selector": "#flight-status"}, "extracted": "On time"}`},
}

// TestCommittingRoutesReplayOnlyForTheirRequest: a route that pays, subscribes, sends,
// transfers, books, deletes or cancels is replayed directly (P1) for its own request only:
// not for a question of whether it was done, a look ("check order"), the move the other
// way ("from savings"), the set it spares ("all but those from Alice"), the undoing of
// its change, another action named by a verb the route's words hold as a noun ("Open an
// issue", "Sync my fork"), nor, held to P2 with the values named, a request that leaves
// out values the route types ("Book a table"), nor, held to P2, one that does not begin
// with the change ("My pothole report on Elm Street", "Remind me to cancel …") or asks it
// of every item ("Stop all instances").
func TestCommittingRoutesReplayOnlyForTheirRequest(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	for i := range 10 {
		for k, r := range committingRoutes {
			tr := fmt.Sprintf(`{"task": %q, "start_url": %q, "outcome": "success", "session_id": "run-%[3]d-%[4]d",
				"steps": [{"action": "navigate", "url": %[2]q}, %[5]s]}`, r.task, r.url, k, i, r.steps)
			if _, err := m.Save(ctx, waymark.SaveRequest{URL: r.url, Trace: json.RawMessage(tr)}); err != nil {
				t.Fatal(err)
			}
		}
	}
	shop, news, bank, mail, dine := "https://shop.example/cart", "https://news.example/", "https://bank.example/transfers", "https://mail.example/inbox", "https://dine.example/r/luigis"
	billing, repo := "https://bank.example/billing", "https://code.example/acme/widget"
	trips, jane, home, gadget := "https://travel.example/trips", "https://social.example/jane", "https://social.example/home", "https://code.example/acme/gadget"
	cloud, city := "https://cloud.example/instances", "https://city.example/account"
	rx, gym := "https://rx.example/prescriptions", "https://gym.example/bookings"
	ret, seat, status := "https://shop.example/orders/88231", "https://air.example/trips/QX7P2L/seat", "https://air.example/status"
	for _, tt := range []struct {
		url, intent string
		tier        waymark.Tier
		warning     string // a warning that must be there ("" for none of the route's)
	}{
		{shop, "Check out and place the order", waymark.P1, ""},
		{shop, "Place the order", waymark.P1, ""},
		{shop, "Place the order, I changed my mind", waymark.P3, "recorded for another action"},
		{shop, "Place the order; I already did", waymark.P3, "recorded for another request"},
		{shop, "Place the order, but I can't", waymark.P3, `("i can't")`},
		{shop, "Place the order ✅", waymark.P3, `("✅")`},
		{shop, "Place the order (ordered)", waymark.P3, `("ordered")`},
		{billing, "Cancel my premium subscription, I changed my mind", waymark.P1, ""}, // a reason to cancel
		{shop, "Check out", waymark.P1, ""},
		{shop, "Did I place the order?", waymark.P3, "recorded for another action"},
		{shop, "Who placed the order?", waymark.P3, "recorded for another action"},
		{shop, "Is the order placed?", waymark.P3, "recorded for another action"},
		{shop, "check the order", waymark.P3, "recorded for another action"},
		{news, "Subscribe to the daily newsletter", waymark.P1, ""},
		{news, "Am I subscribed to the daily newsletter?", waymark.P3, "recorded for another action"},
		{news, "Did I subscribe to the daily newsletter?", waymark.P3, "recorded for another action"},
		{news, "Subscribed to the daily newsletter?", waymark.P3, "recorded for another action"},
		{bank, "Transfer $50 to savings", waymark.P1, ""},
		{bank, "Transfer $50 from savings to checking", waymark.P3, "recorded for another request"},
		{bank, "Transfer $50 to checking", waymark.P2, `this request names "checking": type it in its place`}, // the account, not the verb
		{bank, "Transfer $50 out of savings", waymark.P3, "recorded for another request"},
		{bank, "Transfer to savings", waymark.P2, `types or picks "50" for the request it was recorded for`},
		{mail, "Send an email to Bob saying hi", waymark.P1, ""},
		{mail, "Send an email from Bob saying hi", waymark.P3, "recorded for another request"},
		{mail, "Send an email", waymark.P2, `types or picks "Bob", "hi" for the request`},
		{mail, "Delete all emails from Alice", waymark.P1, ""},
		{mail, "Delete all emails but those from Alice", waymark.P3, "turns around"},
		{mail, "Delete all emails other than those from Alice", waymark.P3, "turns around"},
		{mail, "Delete all emails apart from Alice's", waymark.P3, "turns around"},
		{dine, "Book a table for 2 at 7pm tonight", waymark.P1, ""},
		{dine, "Book a table", waymark.P2, `types or picks "2 people", "7:00 PM" for the request`},
		{billing, "Cancel my premium subscription", waymark.P1, ""},
		{billing, "Cancel the cancellation of my premium subscription", waymark.P3, "turns around"},
		{billing, "Undo the cancellation of my premium subscription", waymark.P3, "recorded for another action"},
		{repo, "Open an issue", waymark.P3, "recorded for another action"},
		{repo, "List open issues", waymark.P1, ""},
		{repo, "Sync my fork", waymark.P3, "recorded for another action"},
		{repo, "Fork this repository", waymark.P1, ""},
		{bank, "Transfer $50 to savings from the transfers page", waymark.P1, ""}, // a harmless "from" and "the transfers"
		{bank, "Transfer $50 to savings, apart from the usual monthly transfer", waymark.P2, `"usual", "monthly"`},
		{trips, "Check in for my flight", waymark.P1, ""},
		{trips, "Did I check in for my flight?", waymark.P3, "recorded for another action"},
		{trips, "Check my flight status", waymark.P3, "recorded for another action"},
		{dine, "Book a table for 2 at 7pm tonight and check in", waymark.P3, "recorded for another request"},
		{jane, "Follow Jane", waymark.P1, ""},
		{jane, "Stop following Jane", waymark.P3, "turns around"},
		{jane, "Send a message from Jane saying thanks", waymark.P3, "recorded for another request"},
		{jane, "Send Jane a message", waymark.P2, `types or picks "thanks" for the request`},
		{home, "Post to my timeline", waymark.P2, `types or picks "hello world" for the request`},
		{gadget, "Open an issue titled Crash on start", waymark.P1, ""},
		{gadget, "Did I open an issue titled Crash on start?", waymark.P3, "recorded for another action"},
		{gadget, "Open a new tab", waymark.P3, "recorded for another action"},
		{billing, "Can I cancel my premium subscription?", waymark.P2, "asks whether it can be done"},
		{"https://app.example/settings", "Change my password", waymark.P1, ""},
		{"https://app.example/settings", "Update my password", waymark.P1, ""}, // updating is changing: the request's own (sameActions)
		{"https://app.example/settings", "Change Bob's password", waymark.P3, `picks another one ("bob's")`},
		{"https://app.example/settings", "Change the admin's password", waymark.P3, `picks another one ("admin's")`},
		{"https://app.example/settings", "Change my account's password", waymark.P2, `also names "account"`}, // still mine
		{trips, "Check in for Maria's flight", waymark.P3, `picks another one ("maria's")`},
		{trips, "Check in for my son's flight", waymark.P3, `picks another one ("son's")`},
		{trips, "Check in for today's flight", waymark.P1, ""},                    // a day is no owner
		{home, "Draft hello world but don't post it", waymark.P3, "turns around"}, // the route presses "Post"
		{trips, "Let's check in for my flight", waymark.P1, ""},                   // words before the verb
		{billing, "Go ahead and cancel my premium subscription", waymark.P1, ""},
		{billing, "I'd like to cancel my premium subscription please", waymark.P1, ""},
		{billing, "Cancel my premium subscription because it's too expensive", waymark.P1, ""}, // a reason
		{billing, "Cancel my premium subscription because I'm moving, and delete my account", waymark.P3, "another action"},
		{billing, "Cancel my premium subscription, it's too expensive", waymark.P1, ""}, // a reason after a comma (plainRequest)
		{"https://desk.example/tickets/4521", "Close ticket 4521, it's resolved", waymark.P1, ""},
		{"https://desk.example/tickets/4521", "Close ticket 4521 since it's a duplicate", waymark.P1, ""},
		{"https://store.example/orders/8812", "Cancel my order, I changed my mind", waymark.P1, ""},
		{"https://store.example/orders/8812", "Cancel my order, I want a refund", waymark.P3, "another action"}, // asks more
		{"https://store.example/orders/8812", "Cancel my order, it's the one from March", waymark.P3, "one from march"},
		{"https://git.example/acme/rocket/pull/42", "Merge PR 42", waymark.P1, ""}, // "PR" is a pull request
		{"https://git.example/acme/rocket/pull/42", "Merge PR #43", waymark.P3, "names 43"},
		{mail, "Email Bob saying hi", waymark.P1, ""}, // a message's noun as its verb
		{mail, "Please e-mail Bob saying hi", waymark.P1, ""},
		{jane, "Message Jane saying thanks", waymark.P1, ""}, // "thanks" is the message, not a courtesy
		{jane, "Message Jane saying thanks a lot", waymark.P2, `also names "lot"`},
		{mail, "Email Bob saying hi there", waymark.P2, `also names "there"`}, // another message: the route types "hi"
		{mail, "Email Bob tomorrow saying hi", waymark.P3, `("tomorrow")`},    // the sending put off
		{news, "Sign me up for the daily newsletter", waymark.P1, ""},
		{news, "Sign up for the weekly newsletter", waymark.P3, `also names "weekly"`},
		{shop, "Place the order now", waymark.P1, ""},
		{cloud, "Shut down the instance web-prod-1", waymark.P1, ""}, // shutting down is stopping (sameActions)
		{cloud, "Shut down web-prod-1", waymark.P1, ""},
		{bank, "Fill in a transfer of $50 to savings but don't submit it", waymark.P3, "turns around"},
		{"https://app.example/settings", "Change my password but don't save it yet", waymark.P3, "turns around"},
		{shop, "Check out and place the order, don't save my card", waymark.P2, `also names "save", "card"`}, // not the order's
		{home, "Post hello world to my timeline and don't tag anyone", waymark.P2, `also names "tag"`},
		{billing, "Can you cancel my premium subscription?", waymark.P1, ""},
		{billing, "Cancel my premium subscription?", waymark.P2, `put as a question (it ends in "?")`},
		{billing, "Please cancel my premium subscription??", waymark.P2, `put as a question`},
		{billing, "Cancel my premium subscription, would you?", waymark.P1, ""},
		{billing, "Hey, can you cancel my premium subscription?", waymark.P1, ""},
		{cloud, "Stop the instance web-prod-1?", waymark.P2, `put as a question`},
		{cloud, "Stop the instance web-prod-1?!", waymark.P2, `put as a question`},
		{cloud, "Stop the instance web-prod-1? :)", waymark.P2, `put as a question`},
		{cloud, "Stop the instance web-prod-1?.", waymark.P2, `put as a question`},
		{cloud, "Stop the instance web-prod-1？", waymark.P2, `put as a question`},
		{cloud, "Stop the instance web-prod-1!", waymark.P1, ""},
		{cloud, "Explain how to stop the instance web-prod-1", waymark.P3, "recorded for another action"},
		{cloud, "Describe how to stop the instance web-prod-1", waymark.P3, "recorded for another action"},
		{cloud, "Pretend to stop the instance web-prod-1", waymark.P3, `holds back the change ("pretend")`},
		{cloud, "Simulate stopping the instance web-prod-1", waymark.P3, `holds back the change ("simulate")`},
		{cloud, "Stop the instance web-prod-1 (dry run only)", waymark.P3, `holds back the change ("dry run only")`},
		{cloud, "Stop the instance web-prod-1 -- test", waymark.P3, `holds back the change ("test")`},
		{cloud, "Write a script that stops the instance web-prod-1", waymark.P3, `holds back the change ("write a script")`},
		{cloud, "Stop the instance web-prod-1 but not today", waymark.P3, `holds back the change ("not today")`},
		{cloud, "Stop the instance web-prod-1, just not now", waymark.P3, `holds back the change ("not now")`},
		{cloud, "Stop the instance web-prod-1 NOT", waymark.P3, `holds back the change ("not")`},
		{cloud, "Stop the instance web-prod-1 lol no", waymark.P3, `holds back the change ("lol no")`},
		{cloud, "Stop the instance web-prod-1, actually don't", waymark.P3, `holds back the change ("actually don't")`},
		{cloud, "Stop the instance web-prod-1. Never mind.", waymark.P3, `holds back the change ("never mind")`},
		{cloud, "Stop the instance web-prod-1 — never mind", waymark.P3, `holds back the change ("never mind")`},
		{cloud, "Stop the instance web-prod-1. Forget it.", waymark.P3, `holds back the change ("forget it")`},
		{cloud, "Stop the instance web-prod-1. Abort.", waymark.P3, `holds back the change ("abort")`},
		{cloud, "Stop the instance web-prod-1 eventually", waymark.P3, `on a condition, later or in part ("eventually")`},
		{cloud, "Never mind, stop the instance web-prod-1", waymark.P1, ""},
		{cloud, "Stop the instance web-prod-1 twice", waymark.P3, `("twice")`},
		{cloud, "Stop the instance web-prod-1 page", waymark.P2, `also names "page"`}, // a part of it, or its page
		{cloud, "Stop one instance web-prod-1", waymark.P2, `also names "one"`},
		{ret, "Return the wireless headphones from order number 88231", waymark.P1, ""}, // a number's label
		{cloud, "Stop the instance web-prod-1 from the instances page", waymark.P1, ""}, // where
		{billing, "Cancel my premium subscription on Dana's account", waymark.P3, `about someone else's ("Dana's account")`},
		{cloud, "Stop the instance web-prod-1 3 times", waymark.P3, `("3 times")`},
		{cloud, "Stop the instance web-prod-1 x2", waymark.P3, `("x2")`},
		{cloud, "Stop the instance web-prod-1 per week", waymark.P3, `("per week")`},
		{cloud, "Stop the instance web-prod-1 per release", waymark.P3, `("per release")`},
		{cloud, "Stop the instance web-prod-1 EOD", waymark.P3, `("eod")`},
		{cloud, "Stop the instance web-prod-1 by 5pm", waymark.P3, `("by 5pm")`},
		{cloud, "Stop the instance web-prod-1 end of day", waymark.P3, `("end of day")`},
		{cloud, "Stop the instance web-prod-1 by Friday", waymark.P3, `("by friday")`},
		{cloud, "Stop the instance web-prod-1 Friday", waymark.P3, `("friday")`},
		{cloud, "Stop the instance web-prod-1 tmrw", waymark.P3, `("tmrw")`},
		{cloud, "Stop the instance web-prod-1 some day", waymark.P3, `("some day")`},
		{cloud, "Stop the instance web-prod-1 in the future", waymark.P3, `("the future")`},
		{cloud, "Stop the instance web-prod-1 partially", waymark.P3, `("partially")`},
		{cloud, "Stop the instance web-prod-1, hold off for now", waymark.P3, `holds back the change ("hold off for now")`},
		{cloud, "Stop the instance web-prod-1 asap... jk", waymark.P3, `holds back the change ("jk")`},
		{cloud, "Stop the instance web-prod-1. April fools!", waymark.P3, `holds back the change ("april fools")`},
		{cloud, "Stop the instance web-prod-1 right now please", waymark.P1, ""},
		{cloud, "Write the code for stopping the instance web-prod-1", waymark.P3, `holds back the change ("write the code")`},
		{cloud, "Please generate a Terraform config to stop the instance web-prod-1", waymark.P3, `holds back the change ("generate a terraform config")`},
		{cloud, "Create a cron job to stop the instance web-prod-1", waymark.P3, "recorded for another action"},
		{shop, "Is it possible to place the order?", waymark.P3, "recorded for another action"},
		{cloud, "Stop the instance web-prod-1", waymark.P1, ""},
		{cloud, "Is web-prod-1 stopped?", waymark.P3, "recorded for another action"},
		{cloud, "Did I stop web-prod-1?", waymark.P3, "recorded for another action"},
		{cloud, "Start the instance web-prod-1", waymark.P3, "recorded for another action"},
		{cloud, "Stop all instances", waymark.P3, `more than one ("all instances"); route "stop_instance_web_prod" makes it on one`},
		{rx, "Refill my lisinopril prescription for pickup at the Main Street store", waymark.P1, ""},
		{rx, "Refill all my prescriptions for pickup at the Main Street store", waymark.P3, `more than one ("all my prescriptions")`},
		{gym, "Cancel my Thursday yoga class booking", waymark.P1, ""},
		{gym, "Cancel all my class bookings", waymark.P3, `more than one ("all my class bookings")`},
		{gym, "Cancel some of my yoga class bookings", waymark.P3, `more than one ("some of my yoga`},
		{gym, "Cancel two of my Thursday yoga class bookings", waymark.P3, `more than one ("two of my Thursday`},
		{billing, "Cancel her premium subscription", waymark.P3, "recorded for another request"},
		{ret, "Return the wireless headphones from order 88231", waymark.P1, ""},
		{ret, "Did I return the wireless headphones from order 88231?", waymark.P3, "recorded for another action"},
		{ret, "I'd like to return the wireless headphones from order 88231", waymark.P1, ""},
		{ret, "I want to return the wireless headphones from order 88231", waymark.P1, ""},
		{gym, "Cancel my Thursday yoga class bookings", waymark.P2, `also names "bookings"`},
		{gym, "Cancel my Thursdays yoga class booking", waymark.P3, "recorded for another request"},
		{gym, "Cancel my yoga class booking on Thursdays", waymark.P3, "recorded for another request"},
		{ret, "Return the wireless headphones from order 88231 for her", waymark.P3, "recorded for another request"},
		{status, "What is the status of her flight SK482?", waymark.P3, "recorded for another request"},
		{"https://mail.example/inbox", "Delete all emails from Alice, no, from Bob", waymark.P3, "recorded for another request"},
		{ret, "Return the wireless headphones from order 88231 because they don't fit", waymark.P1, ""},
		{"https://shop.example/orders/90412", "Order 90412 is shipping to 12 Oak Lane. Change the address.", waymark.P3, "recorded for another request"}, // where it goes now
		{"https://shop.example/orders/90412", "Change the shipping address of order 90412 to 12 Oak Lane", waymark.P1, ""},
		{seat, "Change my seat on trip QX7P2L", waymark.P2, `picks "14C" (clicked)`},
		{seat, "Change my seat to 22A on trip QX7P2L", waymark.P2, `clicks "14C", the value of the request it was recorded for ("Change my seat to 14C on trip QX7P2L"); this request names "22A"`},
		{seat, "Change my seat to 22A on trip ZK4M9R", waymark.P3, "recorded for another request"},
		{status, "What is the status of flight SK482?", waymark.P1, ""},
		{status, "What is the status of my flight?", waymark.P2, `"SK482"`},
		{cloud, "Stop the instance web-prod-1? No, leave it running.", waymark.P3, `takes back, corrects, doubts or holds back the change ("no")`},
		{"https://dine.example/r/luigis", "Book a table for 2 at 7pm on Fridays", waymark.P3, "recorded for another request"},
		{billing, "Can I cancel my premium subscription without a fee?", waymark.P2, "asks whether it can be done"},
		{billing, "I'd like to cancel my premium subscription", waymark.P1, ""},
		{"https://power.example/billing/autopay", "Enroll in autopay", waymark.P1, ""}, // its own request: no warning of another action
		{"https://power.example/billing/autopay", "Am I enrolled in autopay?", waymark.P3, "recorded for another action"},
		{"https://power.example/billing/autopay", "autopay?", waymark.P3, "recorded for another"}, // asks about it
		{"https://power.example/billing/autopay", "Enroll in autopay?", waymark.P2, "put as a question"},
		{"https://power.example/billing/autopay", "Autopay enrollment?", waymark.P3, "recorded for another"},
		{"https://power.example/billing/autopay", "I'm enrolled in autopay", waymark.P3, "recorded for another"}, // told
		{trips, "I checked in for my flight", waymark.P3, "recorded for another"},
		{"https://team.example/invites", "Dana: accept the invite", waymark.P3, "recorded for another request"},
		{"https://team.example/invites", "Dana please accept the invite", waymark.P3, "recorded for another request"},
		{"https://team.example/invites", "Remind Dana to accept the invite", waymark.P3, "recorded for another request"},
		{"https://team.example/invites", "Dana will accept the invite", waymark.P3, "recorded for another"},
		{trips, "Ok, check in for my flight", waymark.P1, ""}, // a greeting asks nothing
		{trips, "Hey Siri, check in for my flight", waymark.P1, ""},
		{trips, "Hi there, check in for my flight", waymark.P1, ""},
		{trips, "Note: check in for my flight", waymark.P1, ""}, // a label
		{trips, "I have to check in for my flight", waymark.P1, ""},
		{trips, "Go ahead and check in for my flight", waymark.P1, ""},
		{trips, "Please check me in for my flight", waymark.P1, ""},
		{trips, "Since I'm travelling tomorrow, check in for my flight", waymark.P1, ""}, // a reason, not a day to put it off to
		{trips, "Check in for my flight, I don't want to wait in line", waymark.P1, ""},
		{trips, "I still have to check in for my flight", waymark.P1, ""},
		{billing, "Have I cancelled my premium subscription?", waymark.P3, "recorded for another"}, // a question
		{"https://desk.example/tickets/4521", "Ticket 4521 was closed", waymark.P3, "recorded for another"},
		{"https://shop.example/orders/90412", "Order 90412 ships to 12 Oak Lane; change the address", waymark.P3, "recorded for another request"},
		{"https://power.example/billing/autopay", "Autopay", waymark.P2, "does not ask for in so many words"},
		{billing, "Cancel our premium subscription", waymark.P3, "recorded for another request"},
		{bank, "Transfer $50 to my savings", waymark.P1, ""}, // the request names no one's
		{bank, "Transfer $50 to savings — no, to checking", waymark.P3, `takes back, corrects, doubts or holds back the change ("no")`},
		{bank, "Transfer $50 to savings. Scratch that: to checking", waymark.P3, `takes back, corrects, doubts or holds back the change ("scratch")`},
		{bank, "Transfer $50 to savings. Correction: $60", waymark.P3, `("correction")`},
		{cloud, "~~Stop the instance web-prod-1~~", waymark.P3, `("struck out")`},
		{cloud, "Draft: stop the instance web-prod-1", waymark.P3, `takes back, corrects, doubts or holds back the change ("Draft")`}, // a label that holds it back
		{cloud, "DONE - stop the instance web-prod-1", waymark.P3, `("DONE")`},
		{cloud, "On hold: stop the instance web-prod-1", waymark.P3, `("On hold")`},
		{cloud, "Hypothetically, stop the instance web-prod-1", waymark.P3, `("Hypothetically")`},
		{cloud, "Urgent: stop the instance web-prod-1", waymark.P1, ""}, // a label that holds nothing back
		{cloud, "Cancel the deployment, then stop the instance web-prod-1", waymark.P3, "recorded for another"},
		{cloud, "Stop the instance web-prod-1: NO", waymark.P3, `takes back, corrects, doubts or holds back the change ("no")`},
		{cloud, "Stop the instance web-prod-1 (not!)", waymark.P3, `("not")`},
		{cloud, "Stop the instance web-prod-1 ❌", waymark.P3, `("❌")`},
		{cloud, "Stop the instance web-prod-1 - not yet", waymark.P3, `("not yet")`},
		{cloud, "Stop the instance web-prod-1... or not?", waymark.P3, `("or not")`},
		{bank, "Transfer 50% to savings", waymark.P3, `("50%")`},
		{"https://air.example/trips/QX7P2L/seat", "Change my 14C seat on trip QX7P2L", waymark.P3, "recorded for another request"}, // 14C is the seat as it is
		{"https://air.example/trips/QX7P2L/seat", "Change my seat on trip QX7P2L to 14C", waymark.P1, ""},
		{bank, "Transfer $50 to savings; actually, make it $40", waymark.P3, `takes back, corrects, doubts or holds back the change ("actually")`},
		{billing, "Cancel $20 of my premium subscription", waymark.P3, "a part of what route"},
		{bank, "Transfer $5020 to savings", waymark.P2, `this request names "5020"`},
		{gym, "Cancel both of my class bookings", waymark.P3, "recorded for another request"},
		{city, "Report the pothole on Elm Street", waymark.P1, ""},
		{city, "Did I report the pothole on Elm Street?", waymark.P3, "recorded for another action"},
		{city, "My pothole report on Elm Street", waymark.P2, "does not ask for in so many words"},
		{billing, "Remind me to cancel my premium subscription", waymark.P2, "does not ask for in so many words"},
		{billing, "Reminder: cancel my premium subscription", waymark.P2, `filed under a label ("Reminder")`},
		{billing, "To-do - cancel my premium subscription", waymark.P2, `filed under a label ("To-do")`},
		{billing, "To: cancel my premium subscription", waymark.P1, ""},
		{billing, "Note to self: cancel my premium subscription", waymark.P2, `filed under a label ("Note to self")`},
		{billing, "Urgent: cancel my premium subscription", waymark.P1, ""}, // a label to heed
		{billing, "Never mind, cancel my premium subscription", waymark.P1, ""},
		{billing, "Don't forget to cancel my premium subscription", waymark.P1, ""},
		{billing, "Please don't forget: cancel my premium subscription", waymark.P1, ""},
		{billing, "Cancel my premium subscription, thanks!", waymark.P1, ""},
		{billing, "Cancel my premium subscription next month", waymark.P3, `on a condition, later or in part ("next")`},
		{billing, "Cancel my premium subscription if the price goes up", waymark.P3, `on a condition, later or in part ("if")`},
		{cloud, "Stop the instance web-prod-1 tomorrow at 6pm", waymark.P3, `on a condition, later or in part ("tomorrow")`},
		{cloud, "Tomorrow, stop the instance web-prod-1", waymark.P3, `on a condition, later or in part ("tomorrow")`}, // no one addressed
		{cloud, "Monday, stop the instance web-prod-1", waymark.P2, `also names "monday"`},                             // a day, no one addressed
		{billing, "Cancel my premium subscription? No wait, keep it.", waymark.P3, `("wait")`},
		{billing, "Thank you! Cancel my premium subscription", waymark.P1, ""},
		{jane, "Find Jane and follow her", waymark.P1, ""}, // a later clause asks for the change
		{"https://desk.example/tickets/4521", "Close ticket 4521", waymark.P1, ""},
		{"https://desk.example/tickets/4521", "Close ticket 4,521", waymark.P1, ""},
		{"https://desk.example/tickets/4521", "Close ticket 4,600", waymark.P3, "names 4600, which the page"},
		{"https://desk.example/tickets/4521", "Close ticket 4600", waymark.P3, "names 4600, which the page"},
		{"https://desk.example/tickets/4600", "Close ticket 4521", waymark.P3, "names 4521, which the page"},
		{"https://desk.example/tickets/4521", "Close ticket #4521-B", waymark.P3, "names 4521-B, which the page"},
		{"https://desk.example/tickets/4521", "Close ticket A-4521", waymark.P3, "names A-4521, which the page"}, // not the article "a"
		{"https://desk.example/tickets/4521", "Close ticket number 4521b", waymark.P3, "names 4521b, which the page"},
		{"https://desk.example/tickets/4521-B", "Close ticket #4521-B", waymark.P1, ""}, // the page's own record
		{"https://desk.example/tickets/4521", "Close ticket 4521 at 2pm", waymark.P3, "on a condition, later or in part"},
		{"https://desk.example/tickets/4521", "Close this ticket in 2 hours", waymark.P3, `("in 2 hours")`}, // a number of no record, a time
		{billing, "Cancel my premium subscription if so", waymark.P3, `("if")`},                             // a condition of stop words
		{billing, "Cancel my premium subscription? No.", waymark.P3, `("no")`},
		{billing, "Cancel my premium subscription at midnight", waymark.P3, `("at midnight")`},
		{billing, "Cancel my premium subscription in 30 days", waymark.P3, `("in 30 days")`},
		{bank, "Transfer $50 to savings every month", waymark.P3, `("every month")`}, // again and again, where the route makes one
		{bank, "Transfer $50 to savings every other week", waymark.P3, `("every other week")`},
		{bank, "Set up a recurring transfer of $50 to savings", waymark.P3, `("recurring")`},
		{bank, "Transfer $50 to savings weekly", waymark.P3, `("weekly")`},
		{mail, "Delete every email from Alice", waymark.P1, ""},
		{bank, "Transfer €50 to savings", waymark.P3, "recorded for another request"},  // another currency
		{bank, "Transfer £50 to savings", waymark.P3, "recorded for another request"},  // every one is all
		{bank, "Transfer C$50 to savings", waymark.P3, "recorded for another request"}, // Canadian dollars
		{bank, "Transfer 50 euros to savings", waymark.P3, "recorded for another request"},
		{bank, "Transfer US$50 to savings", waymark.P1, ""},
		{mail, "Delete each email from Alice", waymark.P1, ""},
		{mail, "Send an email to Alice saying hi", waymark.P2, `types "Bob", the value of the request it was recorded for ("Send an email to Bob saying hi"); this request names "Alice"`},
		{mail, "Delete all emails from Bob", waymark.P2, `this request names "Bob": type it in its place`},
		{mail, "Delete all emails from Bob and Carol", waymark.P3, "recorded for another request"},
		{"https://console.example/buckets/my-logs", "Delete the bucket my-logs", waymark.P1, ""},
		{"https://cal.example/week", "Create an event called Standup at 9am tomorrow", waymark.P1, ""},
		{"https://git.example/acme/rocket/pull/42", "Merge pull request 42", waymark.P1, ""},
		{"https://git.example/acme/rocket/pull/43", "Merge pull request 42", waymark.P3, "names 42, which the page"}, // would merge #43
		{"https://git.example/acme/rocket/pull/42", "Merge pull request 43", waymark.P3, "names 43, which the page"},
		{"https://git.example/acme/rocket/pull/43", "Merge this pull request", waymark.P1, ""}, // this page's, as "Cancel this appointment"
		{"https://git.example/acme/rocket/pull/42", "Merge pull requests 42 and 43", waymark.P3, `more than one ("42 and 43")`},
		{"https://clinic.example/appointments/55199", "Cancel my appointments on March 14 and April 2", waymark.P3, `more than one ("March 14 and April 2")`},
		{mail, "Send an email to Bob and Alice saying hi", waymark.P3, "recorded for another request"},
		{"https://team.example/invites", "Accept the invite from Dana and Erik", waymark.P3, `more than one ("Dana and Erik")`},
		{"https://team.example/invites", "Accept the invite from Dana", waymark.P1, ""},
		{"https://team.example/invites", "Dana, accept the invite", waymark.P3, "recorded for another request"}, // Dana is asked
		{"https://team.example/invites", "Hey Dana, please accept my invite", waymark.P3, "recorded for another request"},
		{trips, "Alexa, check in for my flight", waymark.P1, ""}, // addressed to no one the request names
		{"https://team.example/invites", "Have Dana accept my invite", waymark.P3, "recorded for another request"},
		{"https://team.example/invites", "Ask Dana to accept the invite", waymark.P3, "recorded for another request"},
		{"https://team.example/invites", "Dana accepted my invite", waymark.P3, "recorded for another"}, // told, not asked
		{"https://team.example/invites", "I already accepted the invite from Dana", waymark.P3, "recorded for another"},
		{"https://bank.example/transfers", "Transfer $50 to savings on the 1st", waymark.P3, `later or in part ("on the 1st")`},
		{"https://cloud.example/instances", "Stop the instances web-prod-1 and web-prod-2", waymark.P3, `more than one ("web-prod-1 and web-prod-2")`},
		{"https://chirp.example/loudneighbor", "Mute @loudneighbor for 24 hours", waymark.P3, `later or in part ("for 24 hours")`},
		{"https://club.example/clubs/881", "Book a court every Friday", waymark.P3, `later or in part ("every friday")`},
		{"https://bank.example/billing", "Cancel my premium subscription at the end of the billing period", waymark.P3, `later or in part ("the end of")`},
		{"https://social.example/jane", "Follow Jane's followers", waymark.P3, `acts on "followers"`},
		{"https://social.example/jane", "Follow Jane", waymark.P1, ""},
		{mail, "Delete the latest email from Alice", waymark.P3, `does it to all ("Delete all emails from Alice"); this request asks it of some or one`},
		{mail, "Delete Alice's emails from last week", waymark.P3, "asks it of some or one"},
		{mail, "Delete all emails from Alice except the invoices", waymark.P3, `later or in part ("except")`},
		{mail, "Delete every email from Alice", waymark.P1, ""},
		{bank, "Transfer €50 to savings", waymark.P3, "recorded for another request"}, // another currency
		{bank, "Transfer £50 to savings", waymark.P3, "recorded for another request"},
		{"https://bank.example/transfers", "Transfer $50 to savings on her birthday", waymark.P3, "recorded for another request"},
		{"https://console.example/buckets/my-logs", "Delete the bucket policy of my-logs", waymark.P3, `acts on "bucket policy"`},
		{"https://cal.example/week", "Create an event called Standup at 10am tomorrow", waymark.P2, `types "9am", the value of the request it was recorded for ("Create an event called Standup at 9am tomorrow"); this request names "10am"`},
		{"https://cal.example/week", "Create an event called Retro at 9am tomorrow", waymark.P2, `this request names "Retro": type it in its place`},
		{"https://cal.example/week", "Create an event called Standup at 9am every day", waymark.P3, "recorded for another request"},
		{"https://console.example/buckets/my-logs", "Delete the bucket my-data", waymark.P3, "recorded for another request"},   // the page is my-logs'
		{"https://console.example/buckets/my-logs", "Delete the bucket my-logs-2", waymark.P3, "recorded for another request"}, // another bucket, not "2" more
		{"https://desk.example/tickets/4521", "Close ticket 4521. Thanks!", waymark.P1, ""},
		{"https://cards.example/cards/debit", "Freeze my debit card", waymark.P1, ""}, // a verb as often a noun ("a freeze")
		{"https://cards.example/cards/debit", "Did I freeze my debit card?", waymark.P3, "do not replay the steps that change"},
		{"https://chirp.example/loudneighbor", "Mute @loudneighbor", waymark.P1, ""},                                     // a menu's item
		{"https://chirp.example/jdoe", "Delete comments on my latest post", waymark.P3, `acts on "comments", a part of`}, // a comment is no post
		{"https://chirp.example/jdoe", "Remove my latest post", waymark.P1, ""},                                          // deleting by a synonym: the request's own (sameActions)
		{"https://chirp.example/jdoe", "Did I remove my latest post?", waymark.P3, "do not replay the steps that change"},
		{"https://team.example/members/bob", "Promote bob to admin", waymark.P1, ""}, // a verb on no list, the route's button
		{"https://team.example/members/bob", "Please promote bob to admin", waymark.P1, ""},
		{"https://team.example/members/bob", "Did I promote bob to admin?", waymark.P3, "do not replay the steps that change"},
		{"https://team.example/members/bob", "Promote bob to admin tomorrow", waymark.P3, `("tomorrow")`},
		{"https://chirp.example/loudneighbor", "Is @loudneighbor muted?", waymark.P3, "do not replay the steps that change"},
		// A change on a record's page for a request that names the record by a date: the
		// page may be another record's (or the change made already).
		{"https://clinic.example/appointments/55199", "Cancel my appointment on March 14", waymark.P2, "check it shows March 14"},
		{"https://clinic.example/appointments/55102", "Cancel my March 14 appointment", waymark.P2, "check it shows March 14"},
		{"https://clinic.example/appointments/55199", "Cancel this appointment", waymark.P1, ""},
		{"https://clinic.example/appointments/55199", "Cancel my appointment on April 2", waymark.P2, "this request names April 2: replay it only on that record's page"},
		{"https://clinic.example/appointments/55199", "Cancel my dentist appointment on April 2", waymark.P2, `also names "dentist"`},
		{"https://clinic.example/appointments/55199", "Did I cancel my appointment on April 2?", waymark.P3, "do not replay the steps that change"},
		{"https://clinic.example/appointments/55199", "Cancel my appointment on April 2 if it is still on", waymark.P3, `("if")`},
		{"https://clinic.example/appointments/55199", "Cancel my appointment tomorrow", waymark.P3, "recorded for another request"},
		{"https://club.example/clubs/881", "Book a court for Friday", waymark.P1, ""},    // a day the route picks
		{"https://dine.example/places/4410", "Book a table on March 14", waymark.P1, ""}, // a date the route types
		{"https://dine.example/places/4410", "Book a table on Monday, March 14, 2026", waymark.P2, "that date is a Saturday"},
		{"https://dine.example/places/4410", "Book a table on Monday, March 14", waymark.P2, "March 14, 2026 is a Saturday, not a Monday"}, // the year the route types
		{"https://dine.example/places/4410", "Book a table on Saturday, March 14", waymark.P2, "only one of the two names its year or day of the week"},
		// A part of what the route takes away, or a thing in it: the route takes the whole.
		{"https://store.example/orders/8812", "Cancel my order", waymark.P1, ""},
		{"https://store.example/orders/8812", "Cancel one item of my order", waymark.P3, `acts on "one item", a part of`},
		{"https://store.example/orders/8812", "Cancel only the shoes in my order", waymark.P3, `acts on "only shoes"`},
		{"https://chirp.example/loudneighbor", "Mute @loudneighbor's retweets", waymark.P3, `acts on "retweets"`},
		{"https://chirp.example/jdoe", "Delete my second latest post", waymark.P3, `picks another one ("second")`},
		{"https://chirp.example/jdoe", "Delete Bob's latest post", waymark.P3, `picks another one ("bob's")`},
		// The same pick of a list in other words: the route's request.
		{"https://chirp.example/jdoe", "Delete my newest post", waymark.P1, ""},
		{"https://chirp.example/jdoe", "Delete my most recent post", waymark.P1, ""},
		{"https://chirp.example/jdoe", "Delete my oldest post", waymark.P3, "recorded for another request"},
		// The same action by another verb (sameActions): the request's own.
		{"https://console.example/buckets/my-logs", "Remove the bucket my-logs", waymark.P1, ""},
		{"https://console.example/buckets/my-logs", "Destroy the bucket my-logs", waymark.P1, ""},
		{"https://chirp.example/jdoe", "Trash my latest post", waymark.P1, ""},
		{"https://dine.example/r/luigis", "Reserve a table for 2 at 7pm tonight", waymark.P1, ""},
		{"https://cloud.example/instances", "Terminate the instance web-prod-1", waymark.P3, "recorded for another action"}, // terminating is not stopping
		{"https://console.example/buckets/my-logs", "Delete the bucket called my-logs", waymark.P1, ""},                     // "called" gives the request's name
		{gadget, "Open a new issue called Crash on start", waymark.P1, ""},                                                  // "called" for "titled"
		// Another number in the place of one the route types: its steps, with the new number typed.
		{"https://ops.example/services/checkout-api", "Scale checkout-api to 6 instances", waymark.P1, ""},
		{"https://ops.example/services/checkout-api", "Scale checkout-api to 10 instances", waymark.P2, `types "6", the value of the request it was recorded for ("Scale checkout-api to 6 instances"); this request names "10"`},
		{bank, "Transfer $75 to savings", waymark.P2, `types "50", the value`},
		{"https://ops.example/services/checkout-api", "Scale checkout-api to 0.6 instances", waymark.P2, `types "6", the value of the request it was recorded for ("Scale checkout-api to 6 instances"); this request names "0.6"`}, // a number is one value
		{"https://ops.example/services/checkout-api", "Scale checkout-api to 6.5 instances", waymark.P2, `this request names "6.5"`},
		{"https://ops.example/services/checkout-api", "Scale checkout-api to 10 instances tomorrow", waymark.P3, "recorded for another request"},
		{"https://ops.example/services/checkout-api", "Scale checkout-api by 6 instances", waymark.P3, "recorded for another request"}, // 6 more, not 6
		{"https://desk.example/tickets/4521", "Close ticket 4600", waymark.P3, "names 4600, which the page"},                           // a number the route does not type
		// A query that leaves out which one, or leaves the choice open.
		{gym, "Cancel my yoga class booking", waymark.P2, `which names "Thursday"; this request does not`},
		{"https://git.example/acme/rocket/pull/42", "Merge pull request 42 or 43", waymark.P3, `leaves a choice ("42 or 43")`},
	} {
		rec, err := m.Query(ctx, waymark.QueryRequest{URL: tt.url, Intent: tt.intent})
		if err != nil {
			t.Fatal(err)
		}
		routes := slices.DeleteFunc(rec.Warnings, func(w string) bool { return strings.HasPrefix(w, "a cached answer") })
		for _, w := range routes {
			if _, named, ok := strings.Cut(w, "also names "); ok {
				words := strings.Split(strings.SplitN(named, ":", 2)[0], ", ")
				if len(slices.Compact(slices.Sorted(slices.Values(words)))) != len(words) {
					t.Errorf("%q: a word named twice in %q", tt.intent, w)
				}
			}
		}
		if rec.Tier != tt.tier || tt.warning == "" && len(routes) > 0 ||
			tt.warning != "" && !slices.ContainsFunc(routes, func(w string) bool { return strings.Contains(w, tt.warning) }) {
			t.Errorf("%q: tier %s (confidence %.2f), warnings %q; want %s with %q", tt.intent, rec.Tier, rec.Confidence, routes, tt.tier, tt.warning)
		}
	}
}
