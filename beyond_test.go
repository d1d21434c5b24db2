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

// reliableRoutes saves ten runs each of adding a product to the cart and of reading a
// repository's stars: both routes reach P1 for their own request.
func reliableRoutes(t *testing.T) *waymark.Memory {
	t.Helper()
	ctx := context.Background()
	m := openMemory(t, nil)
	for i := range 10 {
		product := fmt.Sprintf("https://shop.example.com/dp/B01AAAAA%02d", i)
		cart := fmt.Sprintf(`{"task": "Add this product to the cart", "start_url": %q, "outcome": "success", "session_id": "cart-%d",
			"steps": [{"action": "navigate", "url": %[1]q},
			{"action": "click", "url": %[1]q, "target": {"selector": "#add-to-cart-button", "role": "button", "name": "Add to Cart"}, "url_after": "https://shop.example.com/cart"},
			{"action": "done", "url": "https://shop.example.com/cart", "extracted": "Added to Cart"}]}`, product, i)
		stars := fmt.Sprintf(`{"task": "How many stars does this repository have?", "start_url": "https://github.com/golang/go", "outcome": "success", "session_id": "stars-%d",
			"steps": [{"action": "navigate", "url": "https://github.com/golang/go"},
			{"action": "extract", "url": "https://github.com/golang/go", "target": {"selector": "#repo-stars-counter-star"}, "extracted": "%dk"},
			{"action": "done", "url": "https://github.com/golang/go", "extracted": "%[2]dk stars"}]}`, i, 120+i)
		for _, tr := range []struct{ url, body string }{{product, cart}, {"https://github.com/golang/go", stars}} {
			if _, err := m.Save(ctx, waymark.SaveRequest{URL: tr.url, Trace: json.RawMessage(tr.body)}); err != nil {
				t.Fatal(err)
			}
		}
	}
	return m
}

func TestQuerySaysMoreThanTheRoute(t *testing.T) {
	m := reliableRoutes(t)
	product := "https://shop.example.com/dp/B0CHX1W1XY"
	repo := "https://github.com/golang/go"
	tests := []struct {
		url, intent string
		tier        waymark.Tier
		warning     string // a warning that must be there ("" for none of these)
	}{
		{product, "Add this product to the cart", waymark.P1, ""},
		{product, "Please add this product to the cart", waymark.P1, ""},
		{repo, "How many stars does this repository have?", waymark.P1, ""},
		{repo, "How many stars does this repository have right now?", waymark.P1, ""},
		{product, "Add the blue version of this product to the cart", waymark.P2, `route "add_product_cart" was recorded for "Add this product to the cart"; this request also names "blue", "version"`},
		{product, "Add 2 of this product to the cart", waymark.P2, `also names "2":`},
		{repo, "How many stars does this repository have on this page?", waymark.P1, ""},
		{repo, "How many stars does this repository and the project have?", waymark.P2, `also names "project"`}, // one thing more
		{repo, "How many stars do the project and this repository have?", waymark.P2, `also names "project"`},
		{product, "Add this product to the cart with gift wrap", waymark.P2, `"gift", "wrap"`},
		{repo, "How many stars did this repository have a year ago?", waymark.P2, `"year", "ago"`},
		{repo, "star this repository", waymark.P3, "recorded for another action"},
		{repo, "How many stars does this repository have to the right?", waymark.P2, `also names "right"`},
		{repo, "How many forks does this repository have?", waymark.P3, `also names "forks"`},
		{product, "Add this product to my wish list", waymark.P3, "recorded for another request"},
		{product, "Add this product to the cart but do not place the order", waymark.P2, `also names "place", "order"`},
		{product, "Put this product in the cart", waymark.P2, ""}, // the same action; "in" for "to" is read apart
		{repo, "Give this repository a star", waymark.P3, "recorded for another action"},
		{repo, "Give me the number of stars this repository has", waymark.P1, ""},
		{repo, "How many stars does this repository have? Do not star it.", waymark.P1, ""},
		{repo, "Give me a star count for this repository", waymark.P1, ""},
		{repo, "Tell me the star count of this repository", waymark.P1, ""},
		{repo, "Star golang/go", waymark.P3, "recorded for another action"}, // the page's own words left out, "star" is no count
		{repo, "Who starred this repository?", waymark.P2, `another question ("who") of the same things`},
		{repo, "Which stars does this repository have?", waymark.P2, `another question ("which") of the same things`}, // not a count
		{repo, "What stars does this repository have?", waymark.P2, `another question ("which") of the same things`},
		{repo, "How many stars did this repository have?", waymark.P2, `another question ("did") of the same things`}, // then, not now
	}
	for _, tt := range tests {
		rec, err := m.Query(context.Background(), waymark.QueryRequest{URL: tt.url, Intent: tt.intent})
		if err != nil {
			t.Fatal(err)
		}
		if rec.Tier != tt.tier {
			t.Errorf("%q: tier %s (confidence %.2f), want %s", tt.intent, rec.Tier, rec.Confidence, tt.tier)
		}
		routes := slices.DeleteFunc(rec.Warnings, func(w string) bool { return strings.HasPrefix(w, "a cached answer") })
		warned := slices.ContainsFunc(routes, func(w string) bool { return strings.Contains(w, tt.warning) })
		switch {
		case tt.warning != "" && !warned:
			t.Errorf("%q: warnings %q, want one with %q", tt.intent, routes, tt.warning)
		case tt.warning == "" && len(routes) > 0:
			t.Errorf("%q: warnings %q, want none of the route", tt.intent, routes)
		}
	}
}

// TestNegatedRequest: a request that says "not" of what a route's request names is another
// request (P3, saying so); one that says "not" of something else only says more.
func TestNegatedRequest(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	issues := "https://github.com/golang/go/issues"
	for i := range 10 {
		tr := fmt.Sprintf(`{"task": "How many issues are open?", "start_url": %q, "outcome": "success",
			"steps": [{"action": "navigate", "url": %[1]q},
			{"action": "click", "url": %[1]q, "target": {"selector": "a[data-testid='open-tab']", "role": "link", "name": "Open"}},
			{"action": "extract", "url": %[1]q, "target": {"selector": "[data-testid='open-count']"}, "extracted": "%d Open"},
			{"action": "done", "url": %[1]q, "extracted": "%[2]d open issues"}]}`, issues, 5000+i)
		if _, err := m.Save(ctx, waymark.SaveRequest{URL: issues, Trace: json.RawMessage(tr)}); err != nil {
			t.Fatal(err)
		}
	}
	for _, tt := range []struct {
		intent  string
		tier    waymark.Tier
		warning string
	}{
		{"How many issues are open?", waymark.P1, ""},
		{"How many issues are not open?", waymark.P3, "which this request turns around"},
		{"How many issues arent open?", waymark.P3, "which this request turns around"},
		{"How many issues are open? Do not close any.", waymark.P2, `also names "close"`}, // an instruction: not another request, more said
		{"How many issues are open, not counting pull requests?", waymark.P2, `also names "pull", "requests"`},
	} {
		rec, err := m.Query(ctx, waymark.QueryRequest{URL: issues, Intent: tt.intent})
		if err != nil {
			t.Fatal(err)
		}
		routes := slices.DeleteFunc(rec.Warnings, func(w string) bool { return strings.HasPrefix(w, "a cached answer") })
		if rec.Tier != tt.tier || tt.warning == "" && len(routes) > 0 ||
			tt.warning != "" && !slices.ContainsFunc(routes, func(w string) bool { return strings.Contains(w, tt.warning) }) {
			t.Errorf("%q: tier %s (confidence %.2f), warnings %q; want %s and a warning with %q", tt.intent, rec.Tier, rec.Confidence, routes, tt.tier, tt.warning)
		}
	}
}

// TestHeldBackRouteRanksByItsMatch: of routes held back to the same confidence, the one
// whose request is nearer the query's comes first (the London route for a request that
// turns its negation around, not the Paris one).
func TestHeldBackRouteRanksByItsMatch(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	flights := "https://www.kayak.com/flights"
	for i := range 10 {
		for _, r := range []struct{ intent, to, filter string }{
			{"Find flights from New York to London without layovers", "London", "#stops-nonstop"},
			{"Find the cheapest flight from New York to Paris", "Paris", "#sort-price"},
		} {
			tr := fmt.Sprintf(`{"task": %[1]q, "start_url": %[2]q, "outcome": "success",
				"steps": [{"action": "navigate", "url": %[2]q},
				{"action": "type", "url": %[2]q, "target": {"selector": "#destination", "role": "combobox", "name": "To"}, "value": %[3]q},
				{"action": "click", "url": %[2]q, "target": {"selector": "button[type=submit]", "role": "button", "name": "Search"}},
				{"action": "click", "url": %[2]q, "target": {"selector": %[4]q}},
				{"action": "done", "url": %[2]q, "extracted": "%[5]d flights"}]}`, r.intent, flights, r.to, r.filter, 40+i)
			if _, err := m.Save(ctx, waymark.SaveRequest{URL: flights, Trace: json.RawMessage(tr)}); err != nil {
				t.Fatal(err)
			}
		}
	}
	rec, err := m.Query(ctx, waymark.QueryRequest{URL: flights, Intent: "Find flights from New York to London with layovers"})
	if err != nil {
		t.Fatal(err)
	}
	if len(rec.Patterns) < 2 || !strings.Contains(rec.Patterns[0].Name, "london") || rec.Tier != waymark.P3 {
		t.Fatalf("tier %s, patterns %+v; want the London route first, at P3", rec.Tier, rec.Patterns)
	}
}

// TestReadingRequestSkipsActionRoute: a request that only reads ("Tell me the star count")
// gets the route that reads, not the one that presses Star, though both share the word.
func TestReadingRequestSkipsActionRoute(t *testing.T) {
	ctx := context.Background()
	m := reliableRoutes(t)
	repo := "https://github.com/golang/go"
	for i := range 10 {
		tr := fmt.Sprintf(`{"task": "Star this repository", "start_url": %[1]q, "outcome": "success", "session_id": "star-%[2]d",
			"steps": [{"action": "navigate", "url": %[1]q},
			{"action": "click", "url": %[1]q, "target": {"selector": "button[data-testid='star-button']", "role": "button", "name": "Star"}},
			{"action": "done", "url": %[1]q, "extracted": "Starred %[2]d"}]}`, repo, i)
		if _, err := m.Save(ctx, waymark.SaveRequest{URL: repo, Trace: json.RawMessage(tr)}); err != nil {
			t.Fatal(err)
		}
	}
	for intent, want := range map[string]string{
		"Give me a star count for this repository":  "stars_does_repository_have",
		"Tell me the star count of this repository": "stars_does_repository_have",
		"Give this repository a star":               "star_repository",
		"Find this repository and star it":          "star_repository",
		"Find this repository. Star it.":            "star_repository",
		"Find this repository and give it a star":   "star_repository",
		"Has anyone starred this repository?":       "stars_does_repository_have",
		"Star count of this repository":             "stars_does_repository_have",
	} {
		rec, err := m.Query(ctx, waymark.QueryRequest{URL: repo, Intent: intent})
		if err != nil {
			t.Fatal(err)
		}
		if len(rec.Patterns) == 0 || rec.Patterns[0].Name != want {
			t.Errorf("%q: patterns %+v, want %s first", intent, rec.Patterns, want)
		}
	}
	// A question about a change is no request to make it: "How can I book a table for 2?"
	// gets the booking route as hints, "Can you book a table for 2?" to replay.
	rest := "https://www.opentable.com/r/chez-marie-paris"
	for i := range 10 {
		tr := fmt.Sprintf(`{"task": "Book a table for 2", "start_url": %[1]q, "outcome": "success",
			"steps": [{"action": "navigate", "url": %[1]q},
			{"action": "select", "url": %[1]q, "target": {"selector": "select#party-size"}, "value": "2"},
			{"action": "click", "url": %[1]q, "target": {"selector": "#complete-reservation", "role": "button", "name": "Complete reservation"}},
			{"action": "extract", "url": %[1]q, "target": {"selector": "#status"}, "extracted": "Reservation confirmed #R%[2]d"},
			{"action": "done", "url": %[1]q, "extracted": "Reservation confirmed #R%[2]d"}]}`, rest, i)
		if _, err := m.Save(ctx, waymark.SaveRequest{URL: rest, Trace: json.RawMessage(tr)}); err != nil {
			t.Fatal(err)
		}
	}
	for intent, want := range map[string]waymark.Tier{"How can I book a table for 2?": waymark.P3, "Can you book a table for 2?": waymark.P1} {
		rec, err := m.Query(ctx, waymark.QueryRequest{URL: rest, Intent: intent})
		if err != nil {
			t.Fatal(err)
		}
		if rec.Tier != want {
			t.Errorf("%q: tier %s (confidence %.2f), warnings %q; want %s", intent, rec.Tier, rec.Confidence, rec.Warnings, want)
		}
	}
}

func TestOwnRequestRanksFirst(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	save := func(task, sel, answer string, i int) {
		t.Helper()
		page := fmt.Sprintf("https://shop.example.com/dp/B02BBBBB%02d", i)
		tr := fmt.Sprintf(`{"task": %[1]q, "start_url": %[2]q, "outcome": "success", "session_id": "s-%[3]d",
			"steps": [{"action": "navigate", "url": %[2]q},
			{"action": "extract", "url": %[2]q, "target": {"selector": %[4]q}, "extracted": %[5]q},
			{"action": "done", "url": %[2]q, "extracted": %[5]q}]}`, task, page, i, sel, answer)
		if _, err := m.Save(ctx, waymark.SaveRequest{URL: page, Trace: json.RawMessage(tr)}); err != nil {
			t.Fatal(err)
		}
	}
	for i := range 16 {
		save("What is the current price of this product?", "#corePrice", fmt.Sprintf("$%d.99", 10+i), i)
	}
	save("What is the product title and brand?", "#productTitle", "Echo Dot by Amazon", 20)
	rec, err := m.Query(ctx, waymark.QueryRequest{URL: "https://shop.example.com/dp/B0NEWITEM1", Intent: "What is the product title and brand?"})
	if err != nil {
		t.Fatal(err)
	}
	if len(rec.Patterns) < 2 || rec.Patterns[0].Executions != 1 || rec.Patterns[1].Executions != 16 {
		t.Fatalf("patterns %+v: want the title route, run once, before the price route run 16 times", rec.Patterns)
	}
	if len(rec.Steps) < 2 || len(rec.Steps[1].Selectors) == 0 || rec.Steps[1].Selectors[0].Value != "#productTitle" {
		t.Errorf("steps %+v: want the title route's", rec.Steps)
	}
}

// TestFollowersAndFollowing: the route that reads an account's followers is no route for
// the accounts it follows, though both stem to "follow" (P3, another request); asked in
// other words, the followers stay its question.
func TestFollowersAndFollowing(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	const u = "https://chirp.example/nasa"
	for i := range 10 {
		tr := fmt.Sprintf(`{"task": "How many followers does @nasa have?", "start_url": %q, "outcome": "success", "session_id": "f-%d",
			"steps": [{"action": "navigate", "url": %[1]q},
			{"action": "click", "url": %[1]q, "target": {"selector": "a[href='/nasa/followers']", "role": "link", "name": "Followers"}},
			{"action": "extract", "url": "https://chirp.example/nasa/followers", "target": {"selector": "[data-testid='count']"}, "extracted": "81.2M"},
			{"action": "done", "url": "https://chirp.example/nasa/followers", "extracted": "81.2M"}]}`, u, i)
		if _, err := m.Save(ctx, waymark.SaveRequest{URL: u, Trace: json.RawMessage(tr)}); err != nil {
			t.Fatal(err)
		}
	}
	for _, tt := range []struct {
		intent string
		other  bool // held back as recorded for another request
	}{
		{"How many followers does @nasa have?", false},
		{"How many people follow @nasa?", false},
		{"How many accounts does @nasa follow?", true},
		{"Who does @nasa follow?", true},
		{"How many accounts is @nasa following?", true},
	} {
		rec, err := m.Query(ctx, waymark.QueryRequest{URL: u, Intent: tt.intent})
		if err != nil {
			t.Fatal(err)
		}
		other := slices.ContainsFunc(rec.Warnings, func(w string) bool { return strings.Contains(w, "recorded for another request") })
		if other != tt.other || tt.other && rec.Tier != waymark.P3 || !tt.other && rec.Tier > waymark.P2 {
			t.Errorf("%q: tier %s (confidence %.2f), warnings %q; want another request: %v", tt.intent, rec.Tier, rec.Confidence, rec.Warnings, tt.other)
		}
	}
}

// TestPluralOfAFileRoute: a route that downloads one file is P1 for its own request and
// P2 for the plural ("pay stubs"), which asks for more files than it makes, saying so.
func TestPluralOfAFileRoute(t *testing.T) {
	m := openMemory(t, nil)
	const u = "https://app.payroll.example/payroll"
	stub := func(i int) json.RawMessage {
		return json.RawMessage(fmt.Sprintf(`{"task": "Download my latest pay stub", "start_url": %[1]q, "outcome": "success", "session_id": "d%[2]d", "steps": [
			{"action": "click", "url": %[1]q, "target": {"selector": "#stubs tr:first-child a.pdf", "role": "link", "name": "Download PDF"}},
			{"action": "done", "url": %[1]q, "extracted": "Pay stub downloaded"}]}`, u, i))
	}
	reliableRoute(t, m, stub(0), stub(1))
	checkQueries(t, m, u, []queryCase{
		{"", "Download my latest pay stub", "", waymark.P1},
		{"", "Download my most recent pay stub", "", waymark.P1},
		{"", "Download my latest pay stubs", `also names "stubs"`, waymark.P2},
	})
}

// TestQuestionPrefersAReadingRoute: of two routes at P3 for a question, the one that reads
// on the page comes before one that makes a change the question does not name, though the
// latter shares more words with it; a question about that change keeps it first.
func TestQuestionPrefersAReadingRoute(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	const u = "https://app.people.example/time-off"
	balance := func(i int) json.RawMessage {
		return json.RawMessage(fmt.Sprintf(`{"task": "How many vacation days do I have left?", "start_url": %[1]q, "outcome": "success", "session_id": "b%[2]d", "steps": [
			{"action": "extract", "url": %[1]q, "target": {"selector": "[data-testid='balance-vacation']", "name": "Vacation balance"}, "extracted": "12 days"}]}`, u, i))
	}
	request := func(i int) json.RawMessage {
		return json.RawMessage(fmt.Sprintf(`{"task": "Submit a vacation request for July 3 to July 5", "start_url": %[1]q, "outcome": "success", "session_id": "r%[2]d", "steps": [
			{"action": "click", "url": %[1]q, "target": {"selector": "#new-request", "role": "button", "name": "New request"}},
			{"action": "fill", "url": %[1]q, "target": {"selector": "#from", "role": "textbox", "name": "From"}, "value": "07/03/2025"},
			{"action": "fill", "url": %[1]q, "target": {"selector": "#to", "role": "textbox", "name": "To"}, "value": "07/05/2025"},
			{"action": "click", "url": %[1]q, "target": {"selector": "#submit", "role": "button", "name": "Submit request"}}]}`, u, i))
	}
	reads := reliableRoute(t, m, balance(0), balance(1))
	changes := reliableRoute(t, m, request(0), request(1))
	for q, want := range map[string]string{
		"What is my remaining vacation balance?":                reads,
		"Did I submit a vacation request for July 3 to July 5?": changes,
	} {
		rec, err := m.Query(ctx, waymark.QueryRequest{URL: u, Intent: q})
		if err != nil {
			t.Fatal(err)
		}
		if rec.Tier != waymark.P3 || len(rec.Patterns) != 2 || rec.Patterns[0].ID != want {
			t.Errorf("%q: %s, patterns %+v; want P3 with route %s first", q, rec.Tier, rec.Patterns, want)
		}
	}
}

// TestTermSaidAgain: a word of the request said once more in another form says more ("by
// check" after "from checking": P2 naming it); the request's own words, one of them twice
// in two forms ("checks" and "checking"), are the request (P1).
func TestTermSaidAgain(t *testing.T) {
	m := openMemory(t, nil)
	const bank, acct = "https://bank.example/transfer", "https://bank.example/accounts"
	transfer := transferRuns(bank)
	balance := runsOf(acct, "Order checks for my checking account", `
		{"action": "click", "url": "`+acct+`", "target": {"selector": "#checking", "role": "link", "name": "Checking"}},
		{"action": "click", "url": "`+acct+`", "target": {"selector": "#order-checks", "role": "button", "name": "Order checks"}}`)
	reliableRoute(t, m, transfer(0), transfer(1))
	reliableRoute(t, m, balance(0), balance(1))
	checkQueries(t, m, "", []queryCase{
		{bank, "Transfer $50 from checking to savings", "", waymark.P1},
		{bank, "Transfer $50 from checking to savings by check", `also names "check"`, waymark.P2},
		{acct, "Order checks for my checking account", "", waymark.P1},
		{acct, "Please order checks for my checking account", "", waymark.P1},
	})
}

// TestSpeakerJoined: the speaker joined to others by "and" ("for me and 2") is one more
// of the party the request names: P2 naming "me"; a request that says it is P1.
func TestSpeakerJoined(t *testing.T) {
	m := openMemory(t, nil)
	const resto, remind = "https://resto.example/r/luigis", "https://cal.example/reminders"
	book := bookRuns(resto)
	note := runsOf(remind, "Remind me and Bob about the launch", `
		{"action": "fill", "url": "`+remind+`", "target": {"selector": "#who", "role": "textbox", "name": "Who"}, "value": "me, Bob"},
		{"action": "click", "url": "`+remind+`", "target": {"selector": "#save", "role": "button", "name": "Save reminder"}}`)
	reliableRoute(t, m, book(0), book(1))
	reliableRoute(t, m, note(0), note(1))
	checkQueries(t, m, "", []queryCase{
		{resto, "Book a table for 2 at 7pm", "", waymark.P1},
		{resto, "Book a table for me and 2 at 7pm", `also names "me"`, waymark.P2},
		{remind, "Remind me and Bob about the launch", "", waymark.P1},
	})
}

// TestSaidTwiceOrRespelled: a request said twice or with a value doubled ("$50 and $50",
// "… to savings and from savings to checking"), the speaker joined by "&", "+" or "with" to
// a number, a name written with other separators or in another order ("checkout_api",
// "api-checkout" for "checkout-api") and a quoted value that differs only in words a
// request's terms leave out ("he ran into the bank") are no longer the request: P2 naming
// them.
func TestSaidTwiceOrRespelled(t *testing.T) {
	m := openMemory(t, nil)
	const bank, resto, cloud, tr = "https://bank.example/transfer", "https://resto.example/r/luigis",
		"https://cloud.example/services/checkout-api/scale", "https://translate.example/"
	transfer, book, scale := transferRuns(bank), bookRuns(resto), scaleRuns(cloud)
	translate := runsOf(tr, `Translate "he ran to the bank" to French`, `
		{"action": "fill", "url": "`+tr+`", "target": {"selector": "#source", "role": "textbox", "name": "Source text"}, "value": "he ran to the bank"},
		{"action": "select", "url": "`+tr+`", "target": {"selector": "#target", "role": "combobox", "name": "Target language"}, "value": "French"}`)
	for _, r := range []func(int) json.RawMessage{transfer, book, scale, translate} {
		reliableRoute(t, m, r(0), r(1))
	}
	checkQueries(t, m, "", []queryCase{
		{bank, "Transfer $50 and $50 from checking to savings", `also names "50"`, waymark.P2},
		{bank, "Transfer $50 from checking to savings and from savings to checking", `also names`, waymark.P2},
		{bank, "Transfer $50 from checking to savings, transfer $50 from checking to savings", `also names`, waymark.P2},
		{bank, "Transfer $50 from checking to savings now", "", waymark.P1},
		{resto, "Book a table for me & 2 at 7pm", `also names "me"`, waymark.P2},
		{resto, "Book a table for 2 + me at 7pm", `also names "me"`, waymark.P2},
		{resto, "Book a table for 2 with me at 7pm", `also names "me"`, waymark.P2},
		{resto, "Book me a table for 2 at 7pm", "", waymark.P1},
		{cloud, "Scale checkout_api to 6 instances", `also names "checkout_api"`, waymark.P2},
		{cloud, "Scale api-checkout to 6 instances", `also names "api-checkout"`, waymark.P2},
		{cloud, "Scale checkout-api to 6 instances", "", waymark.P1},
		{tr, `Translate "he ran into the bank" to French`, `this request names "he ran into the bank"`, waymark.P2},
		{tr, `Translate "he ran to a bank" to French`, `this request names "he ran to a bank"`, waymark.P2},
		{tr, `Translate "he ran to the bank" to French`, "", waymark.P1},
	})
}

// TestReasonThatAsksMore: words after "because" are a reason and ask nothing, unless they
// limit the change or ask it another way ("…, but only for the shoes", "… instead of my
// card"): the route refunds the whole order to the card.
func TestReasonThatAsksMore(t *testing.T) {
	m := openMemory(t, nil)
	const order = "https://shop.example/orders/113-7788"
	refund := runsOf(order, "Request a refund for order 113-7788 because the item arrived damaged", `
		{"action": "click", "url": "`+order+`", "target": {"selector": "button[data-testid='request-refund']", "role": "button", "name": "Request a refund"}},
		{"action": "select", "url": "`+order+`", "target": {"selector": "#refund-reason", "role": "combobox", "name": "Reason"}, "value": "Item arrived damaged"},
		{"action": "click", "url": "`+order+`", "target": {"selector": "button[data-testid='submit-refund']", "role": "button", "name": "Submit request"}}`)
	reliableRoute(t, m, refund(0), refund(1))
	checkQueries(t, m, "", []queryCase{
		{order, "Request a refund for order 113-7788 because the item arrived damaged", "", waymark.P1},
		{order, "Request a refund for order 113-7788 because the item arrived damaged, but only for the shoes", `also names`, waymark.P2},
		{order, "Request a refund for order 113-7788 because the item arrived damaged, paid to my gift card instead of my card", `also names`, waymark.P2},
	})
}

// TestOtherQuestionSaidAtAnyTier: a query that asks another question of a route's things
// ("When was …" of "What is the latest release version …") is told so by a route run
// once, at P3, as by a reliable one; the same question is not.
func TestOtherQuestionSaidAtAnyTier(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	const u = "https://docs.example.org/"
	raw := `{"task": "What is the latest release version of widgetlib?", "start_url": "` + u + `", "steps": [
		{"action": "click", "url": "` + u + `", "target": {"selector": "[data-testid='nav-releases']", "role": "link", "name": "Releases"}, "url_after": "` + u + `releases"},
		{"action": "extract", "url": "` + u + `releases", "target": {"selector": "#latest"}, "extracted": "v3.4.1"}]}`
	if _, err := m.Save(ctx, waymark.SaveRequest{Trace: json.RawMessage(raw)}); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		intent string
		warned bool
	}{{"When was the latest version released?", true}, {"What is the latest release version of widgetlib?", false}} {
		r, err := m.Query(ctx, waymark.QueryRequest{URL: u, Intent: c.intent})
		if err != nil {
			t.Fatal(err)
		}
		warned := slices.ContainsFunc(r.Warnings, func(w string) bool { return strings.Contains(w, `another question ("when") of the same things`) })
		if r.Tier != waymark.P3 || warned != c.warned {
			t.Errorf("%q: %s, warnings %q; want P3, warned %v", c.intent, r.Tier, r.Warnings, c.warned)
		}
	}
}
