package waymark_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/waymark-dev/waymark"
)

// TestLongDurationsSaturate: durations past waymark.MaxDurationMS count as that long, so
// a route's mean never overflows into a value import and restore refuse; a recorded
// execution longer than that is refused, naming duration_ms.
func TestLongDurationsSaturate(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	const u = "https://slow.example/"
	raw := `{"task": "wait for it", "start_url": "` + u + `", "steps": [
		{"action": "navigate", "url": "` + u + `", "duration_ms": 9007199254740991},
		{"action": "click", "url": "` + u + `", "target": {"selector": "#go", "role": "button", "name": "Go"}, "duration_ms": 9007199254740991}]}`
	res, err := m.Save(ctx, waymark.SaveRequest{Trace: json.RawMessage(raw)})
	if err != nil || res.Pattern == nil {
		t.Fatalf("save: %+v, %v", res, err)
	}
	p, err := m.Pattern(ctx, res.Pattern.ID)
	if err != nil || p.AvgDurationMS != waymark.MaxDurationMS {
		t.Fatalf("mean duration %d (%v), want %d", p.AvgDurationMS, err, waymark.MaxDurationMS)
	}
	_, err = m.RecordExecution(ctx, waymark.ExecutionRequest{Pattern: res.Pattern.ID, Success: true, DurationMS: waymark.MaxDurationMS + 1})
	var ie *waymark.InputError
	if !errors.As(err, &ie) || ie.Field != "duration_ms" {
		t.Fatalf("an execution of 7 days and a millisecond: %v, want an input error on duration_ms", err)
	}
	dir := t.TempDir()
	if _, err := m.Export(ctx, waymark.ExportRequest{Dir: dir}); err != nil {
		t.Fatal(err)
	}
	if _, err := openMemory(t, nil).Import(ctx, dir); err != nil {
		t.Fatalf("import of the export: %v", err)
	}
}

// TestOutcomeOverrideWarned: an outcome given beside a trace that states another is applied,
// and the save says so; a trace that states none takes it without a word.
func TestOutcomeOverrideWarned(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	for _, c := range []struct {
		outcome, attr string
		quoted        bool
		warned        bool
	}{
		{`"outcome": "success",`, "", false, true},
		{`"outcome": "success",`, "", true, true}, // the trace as a JSON string
		{"", `, "attributes": {"outcome": "y"}`, false, false},
		{"", "", false, false},
	} {
		raw := `{"task": "open the page ` + strconv.Itoa(len(c.attr)) + strconv.FormatBool(c.quoted) + `", "start_url": "https://a.example/", ` + c.outcome + `
			"steps": [{"action": "navigate", "url": "https://a.example/"}, {"action": "click", "url": "https://a.example/", "target": {"selector": "#go", "role": "button", "name": "Go"` + c.attr + `}}]}`
		trace := json.RawMessage(raw)
		if c.quoted {
			b, _ := json.Marshal(raw)
			trace = b
		}
		res, err := m.Save(ctx, waymark.SaveRequest{Trace: trace, Outcome: waymark.OutcomeFailure})
		if err != nil {
			t.Fatal(err)
		}
		warned := slices.ContainsFunc(res.Warnings, func(w string) bool { return strings.Contains(w, "replaces the trace's own, success") })
		if res.Outcome != waymark.OutcomeFailure || warned != c.warned {
			t.Errorf("trace %q saved as failure: outcome %s, warned %v (%q), want warned %v", c.outcome, res.Outcome, warned, res.Warnings, c.warned)
		}
	}
}

// TestQuotedValueIsTheRoutesInput: a route whose runs typed two titles takes the title as
// an input ({{title}}); a request that quotes a third title asks that route for it (P1,
// the input named), though the title holds a word of an action ("sync") or a name the
// stored request lacks; a request to delete such a card is another action (P3).
func TestQuotedValueIsTheRoutesInput(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	const board = "https://app.tracker.example/projects/4411/board"
	card := func(title string) json.RawMessage {
		return json.RawMessage(`{"task": "Create a card titled '` + title + `' on the project board", "start_url": "` + board + `", "steps": [
			{"action": "navigate", "url": "` + board + `"},
			{"action": "click", "url": "` + board + `", "target": {"selector": "[data-testid='new-card']", "role": "button", "name": "New card"}},
			{"action": "fill", "url": "` + board + `", "target": {"selector": "[data-testid='card-title']", "role": "textbox", "name": "Title"}, "value": "` + title + `"},
			{"action": "click", "url": "` + board + `", "target": {"selector": "[data-testid='save-card']", "role": "button", "name": "Save"}}]}`)
	}
	reliableRoute(t, m, card("Fix broken link in README"), card("Fix login bug"))
	for _, c := range []struct {
		intent string
		tier   waymark.Tier
	}{
		{"Create a card titled 'Weekly sync notes' on the project board", waymark.P1},
		{"Create a card titled 'Ask Dana about Q3' on the project board", waymark.P1},
		{"Create a card titled 'Fix broken link in README' on the project board", waymark.P1},
		{"Delete the card titled 'Weekly sync notes'", waymark.P3},
	} {
		rec, err := m.Query(ctx, waymark.QueryRequest{URL: board, Intent: c.intent})
		if err != nil {
			t.Fatal(err)
		}
		if rec.Tier != c.tier || c.tier == waymark.P1 && (!slices.Contains(rec.Inputs, "title") || len(rec.Warnings) > 0) {
			t.Errorf("%q: %s, inputs %v, warnings %q; want %s with the title as input and no warning", c.intent, rec.Tier, rec.Inputs, rec.Warnings, c.tier)
		}
	}
}

// TestOtherWordOfARouteWithAnInput: a route whose typed value became an input ("lasagna",
// then "vegetable lasagna": {{search_recipes}}) is weighed as its request for a query that
// names another word in the place of one of its request's (P2, saying so), as a route
// that types the word itself is; a masked value ("{{email}}") is no such input.
func TestOtherWordOfARouteWithAnInput(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	const u = "https://www.recipes.example.net/"
	search := func(i int, value string) json.RawMessage {
		return json.RawMessage(fmt.Sprintf(`{"task": "Find the cooking time of the top vegan lasagna recipe", "start_url": %[1]q, "outcome": "success", "session_id": "s%[2]d", "steps": [
			{"action": "fill", "url": %[1]q, "target": {"selector": "#site-search", "role": "searchbox", "name": "Search recipes"}, "value": %[3]q},
			{"action": "press", "url": %[1]q, "target": {"selector": "#site-search"}, "value": "Enter", "url_after": "%[1]ssearch?q=x"},
			{"action": "extract", "url": "%[1]ssearch?q=x", "target": {"selector": "[data-testid='total-time']"}, "extracted": "55 minutes"}]}`, u, i, value))
	}
	reliableRoute(t, m, search(0, "vegan lasagna"), search(1, "vegetable lasagna"))
	rec, err := m.Query(ctx, waymark.QueryRequest{URL: u, Intent: "Find the cooking time of the top vegan chili recipe"})
	if err != nil {
		t.Fatal(err)
	}
	if rec.Tier != waymark.P2 || !slices.ContainsFunc(rec.Warnings, func(w string) bool { return strings.Contains(w, `this request names "chili": type it in its place`) }) {
		t.Errorf("another dish: %s, warnings %q; want P2 with the word to type", rec.Tier, rec.Warnings)
	}
	// The same as data: the request's word, the input the step types it as, the word to type.
	want := []waymark.Retype{{Stored: "lasagna", Typed: "{{search_recipes}}", Value: "chili"}}
	if !slices.Equal(rec.Retype, want) {
		t.Errorf("another dish: retype %+v, want %+v", rec.Retype, want)
	}
	// A route run once types its request's value itself; the same request asks for nothing
	// to retype.
	m = openMemory(t, nil)
	if _, err := m.Save(ctx, waymark.SaveRequest{Trace: search(0, "vegan lasagna")}); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		intent string
		want   []waymark.Retype
	}{
		{"Find the cooking time of the top vegan chili recipe", []waymark.Retype{{Stored: "lasagna", Value: "chili"}}},
		{"Find the cooking time of the top vegan lasagna recipe", []waymark.Retype{}},
	} {
		rec, err := m.Query(ctx, waymark.QueryRequest{URL: u, Intent: c.intent})
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(rec.Retype, c.want) {
			t.Errorf("%q on a route run once: retype %+v, want %+v", c.intent, rec.Retype, c.want)
		}
	}
}

// TestAmountThatBecameAnInput: once a payment route's amount varied between runs (an
// input), its own request is P1 again, whatever the other runs' amounts, and another
// amount is that request with a value to type (P2), not another request.
func TestAmountThatBecameAnInput(t *testing.T) {
	m := openMemory(t, nil)
	const u = "https://myaccount.power.example/billing"
	pay := func(i int, amount string) json.RawMessage {
		return json.RawMessage(fmt.Sprintf(`{"task": "Pay my electric bill of $%[3]s with my saved checking account", "start_url": %[1]q, "outcome": "success", "session_id": "p%[2]d", "steps": [
			{"action": "click", "url": %[1]q, "target": {"selector": "#pay-bill", "role": "button", "name": "Pay bill"}},
			{"action": "fill", "url": %[1]q, "target": {"selector": "#amount", "role": "textbox", "name": "Payment amount"}, "value": %[3]q},
			{"action": "select", "url": %[1]q, "target": {"selector": "#method", "role": "combobox", "name": "Payment method"}, "value": "Checking ****4471"},
			{"action": "click", "url": %[1]q, "target": {"selector": "#submit-payment", "role": "button", "name": "Submit payment"}}]}`, u, i, amount))
	}
	reliableRoute(t, m, pay(0, "84.20"), pay(1, "84.20"), pay(2, "95.10"))
	checkQueries(t, m, u, []queryCase{
		{"", "Pay my electric bill of $84.20 with my saved checking account", "", waymark.P1},
		{"", "Pay my electric bill of $70.00 with my saved checking account", `this request names "70.00": type it in its place`, waymark.P2},
		{"", "Pay my electric bill of $8420 with my saved checking account", `this request names "8420": type it in its place`, waymark.P2},
		{"", "Pay my electric bill of $84.2 with my saved checking account", `types "84.20", the value`, waymark.P2}, // the whole number
		{"", "Pay my electric bill of $84.20k with my saved checking account", "recorded for another request", waymark.P3},
		{"", "Pay $20 of my electric bill of $84.20 with my saved checking account", `later or in part ("$20 of")`, waymark.P3},
		{"", "Pay my electric bill of $84.20 with my saved checking account and savings account", `also names "savings"`, waymark.P2},
		{"", "Pay her electric bill of $84.20 with my saved checking account", "recorded for another request", waymark.P3},
	})
}

// reliableRoute saves traces, runs of one route, and records ten more successful runs of
// it, as an agent that has replayed it often; it returns the route's id.
func reliableRoute(t *testing.T, m *waymark.Memory, traces ...json.RawMessage) string {
	t.Helper()
	ctx := context.Background()
	var id string
	for _, tr := range traces {
		res, err := m.Save(ctx, waymark.SaveRequest{Trace: tr})
		if err != nil || res.Pattern == nil {
			t.Fatalf("save: %+v, %v", res, err)
		}
		id = res.Pattern.ID
	}
	for range 10 {
		if _, err := m.RecordExecution(ctx, waymark.ExecutionRequest{Pattern: id, Success: true}); err != nil {
			t.Fatal(err)
		}
	}
	return id
}

// TestValueJoinedOtherwise: a name typed with other joiners ("ci_deploy" for the
// "ci-deploy" the route types) is another value (P2, both named whole); the name as
// recorded before a full stop or in quotation marks is the route's own request (P1), in
// other letter case a name to type as written (P2),
// and so is a stretch of the request's words joined otherwise ("pick-up" and "pick up").
func TestValueJoinedOtherwise(t *testing.T) {
	m := openMemory(t, nil)
	const u = "https://console.cloud.example/iam/api-keys"
	key := func(i int) json.RawMessage {
		return json.RawMessage(fmt.Sprintf(`{"task": "Create an API key named ci-deploy", "start_url": %[1]q, "outcome": "success", "session_id": "k%[2]d", "steps": [
			{"action": "click", "url": %[1]q, "target": {"selector": "#new-key", "role": "button", "name": "Create key"}},
			{"action": "fill", "url": %[1]q, "target": {"selector": "#key-name", "role": "textbox", "name": "Key name"}, "value": "ci-deploy"},
			{"action": "click", "url": %[1]q, "target": {"selector": "#create", "role": "button", "name": "Create"}}]}`, u, i))
	}
	reliableRoute(t, m, key(0), key(1))
	checkQueries(t, m, u, []queryCase{
		{"", "Create an API key named ci-deploy", "", waymark.P1},
		{"", "Create an API key named CI-Deploy", `this request names "CI-Deploy": type it in its place`, waymark.P2}, // a name as written
		{"", "Create an API key named ci-deploy.", "", waymark.P1},
		{"", "Create an API key named ci_deploy", `types "ci-deploy", the value of the request it was recorded for ("Create an API key named ci-deploy"); this request names "ci_deploy"`, waymark.P2},
		{"", "Create an API key named ci.deploy", `this request names "ci.deploy": type it in its place`, waymark.P2},
		{"", "Create an API key named “ci-deploy”", "", waymark.P1}, // quoted: the same value
		{"", `Create an API key named 'ci-deploy'`, "", waymark.P1},
		{"", `Create an API key named "ci_deploy"`, `this request names "ci_deploy": type it in its place`, waymark.P2},
		{"", `Create an API key named "ci-deploy"?`, "put as a question", waymark.P2},
		{"", "Create an API key named ci-deploy-2", "recorded for another request", waymark.P3},                                                                                                                                    // a word more
		{"", "Create an API key named staging-sync", `types "ci-deploy", the value of the request it was recorded for ("Create an API key named ci-deploy"); this request names "staging-sync": type it in its place`, waymark.P2}, // "sync" is a name's word here
	})
}

// TestDatesTypedInAnotherForm: a route that types its request's dates in another form
// ("07/03/2025" for "July 3") is weighed as its request for a query that names other days
// in their places, one or two of them (P2, naming the values as typed and the query's);
// another month, which the route writes as a number, is another request (P3).
func TestDatesTypedInAnotherForm(t *testing.T) {
	m := openMemory(t, nil)
	const u = "https://app.people.example/time-off"
	request := func(i int) json.RawMessage {
		return json.RawMessage(fmt.Sprintf(`{"task": "Submit a vacation request for July 3 to July 5", "start_url": %[1]q, "outcome": "success", "session_id": "v%[2]d", "steps": [
			{"action": "click", "url": %[1]q, "target": {"selector": "#new-request", "role": "button", "name": "New request"}},
			{"action": "fill", "url": %[1]q, "target": {"selector": "#from", "role": "textbox", "name": "From"}, "value": "07/03/2025"},
			{"action": "fill", "url": %[1]q, "target": {"selector": "#to", "role": "textbox", "name": "To"}, "value": "07/05/2025"},
			{"action": "click", "url": %[1]q, "target": {"selector": "#submit", "role": "button", "name": "Submit request"}}]}`, u, i))
	}
	reliableRoute(t, m, request(0), request(1))
	checkQueries(t, m, u, []queryCase{
		{"", "Submit a vacation request for July 3 to July 5", "", waymark.P1},
		{"", "Submit a vacation request for July 4 to July 5", `types "07/03/2025" (for "July 3"), the value of the request it was recorded for ("Submit a vacation request for July 3 to July 5"); this request names "July 4": type it in its place`, waymark.P2},
		{"", "Submit a vacation request for July 10 to July 12", `types "07/03/2025" (for "July 3") and "07/05/2025" (for "July 5"), the values of the request it was recorded for ("Submit a vacation request for July 3 to July 5"); this request names "July 10" and "July 12": type them in their places`, waymark.P2},
		{"", "Submit a vacation request for August 3 to August 5", "recorded for another request", waymark.P3},
		{"", "Submit a vacation request for July 3rd to July 5th", "", waymark.P1},
		{"", "Submit a vacation request for July 4th to July 5th", `this request names "July 4th": type it in its place`, waymark.P2},
		{"", "Submit a vacation request for July 30 to July 5", `this request names "July 30"`, waymark.P2},
	})
}

// TestSwappedValues: a query that swaps two values the route types ("from Denver to
// Boston" against "from Boston to Denver") is the route with each typed in the other's
// place (P2), and the warning says they are swapped.
func TestSwappedValues(t *testing.T) {
	m := openMemory(t, nil)
	const u = "https://www.air.example/"
	flight := func(i int) json.RawMessage {
		return json.RawMessage(fmt.Sprintf(`{"task": "Book a flight from Boston to Denver", "start_url": %[1]q, "outcome": "success", "session_id": "f%[2]d", "steps": [
			{"action": "fill", "url": %[1]q, "target": {"selector": "#from", "role": "combobox", "name": "From"}, "value": "Boston"},
			{"action": "fill", "url": %[1]q, "target": {"selector": "#to", "role": "combobox", "name": "To"}, "value": "Denver"},
			{"action": "click", "url": %[1]q, "target": {"selector": "#book", "role": "button", "name": "Book flight"}}]}`, u, i))
	}
	reliableRoute(t, m, flight(0), flight(1))
	checkQueries(t, m, u, []queryCase{
		{"", "Book a flight from Boston to Denver", "", waymark.P1},
		{"", "Book a flight from Denver to Boston", `types "Boston" and "Denver", the values of the request it was recorded for ("Book a flight from Boston to Denver"); this request swaps them ("Denver" and "Boston")`, waymark.P2},
		{"", "Book a flight from Boston to Austin", `this request names "Austin": type it in its place`, waymark.P2},
	})
}

// TestManyValuesKeepTheRequestWhole: a route run for twenty names keeps its first request
// a whole match, so that asked again it reaches P1 after as many runs as identical runs
// would (SPEC §4: reliability ≥ 0.85 after 9 successes from 0.50), though the route
// holds every run's terms.
func TestManyValuesKeepTheRequestWhole(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	const home = "https://en.wikipedia.org/wiki/Main_Page"
	names := []string{"Alan Turing", "Ada Lovelace", "Linus Torvalds", "Margaret Hamilton", "Donald Knuth", "Barbara Liskov",
		"Edsger Dijkstra", "Ken Thompson", "Grace Hopper", "Claude Shannon", "Niklaus Wirth", "Dennis Ritchie",
		"John McCarthy", "Frances Allen", "Tony Hoare", "Leslie Lamport", "Bjarne Stroustrup", "Guido Rossum", "James Gosling", "Vint Cerf"}
	for i, who := range names {
		page := "https://en.wikipedia.org/wiki/" + strings.ReplaceAll(who, " ", "_")
		raw := fmt.Sprintf(`{"task": "When was %[1]s born?", "start_url": %[2]q, "final_answer": "1900-01-01", "steps": [
			{"action": "fill", "url": %[2]q, "target": {"selector": "#searchInput", "role": "searchbox", "name": "Search Wikipedia"}, "value": %[1]q},
			{"action": "press", "url": %[2]q, "target": {"selector": "#searchInput"}, "value": "Enter", "url_after": %[3]q},
			{"action": "extract", "url": %[3]q, "target": {"selector": "table.infobox .bday"}, "extracted": "1900-01-01"}]}`, who, home, page)
		if _, err := m.Save(ctx, waymark.SaveRequest{Trace: json.RawMessage(raw)}); err != nil {
			t.Fatal(err)
		}
		rec, err := m.Query(ctx, waymark.QueryRequest{URL: home, Intent: "When was Alan Turing born?"})
		if err != nil {
			t.Fatal(err)
		}
		if len(rec.Patterns) == 0 || rec.Patterns[0].Match != 1 {
			t.Fatalf("after %d runs: %+v, want the first request matched whole", i+1, rec.Patterns)
		}
		if want := i+1 >= 9; (rec.Tier == waymark.P1) != want {
			t.Errorf("after %d runs: %s (confidence %.4f), want P1 from the 9th run on", i+1, rec.Tier, rec.Confidence)
		}
	}
}

// TestRetypeOfASecret: a query that names a secret in the place of the route's value (an
// e-mail address, masked as the query is read) gets no value to type in retype — the agent
// types what it asked with — and the warning names the masked placeholder, not the word
// "email", which an agent would type as it is.
func TestRetypeOfASecret(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	const u = "https://crm.example.com/contacts"
	find := func(i int, value string) json.RawMessage {
		return json.RawMessage(fmt.Sprintf(`{"task": "Find the contact %[3]s and open their profile", "start_url": %[1]q, "outcome": "success", "session_id": "f%[2]d", "steps": [
			{"action": "fill", "url": %[1]q, "target": {"selector": "#contact-search", "role": "searchbox", "name": "Search contacts"}, "value": %[3]q},
			{"action": "press", "url": %[1]q, "target": {"selector": "#contact-search"}, "value": "Enter"},
			{"action": "click", "url": %[1]q, "target": {"selector": "[data-testid='contact-row-0']", "role": "link", "name": "first contact"}, "url_after": "%[1]s/7"},
			{"action": "extract", "url": "%[1]s/7", "target": {"selector": "h1"}, "extracted": "Contact"}]}`, u, i, value))
	}
	if _, err := m.Save(ctx, waymark.SaveRequest{Trace: find(0, "Acme Robotics")}); err != nil {
		t.Fatal(err)
	}
	rec, err := m.Query(ctx, waymark.QueryRequest{URL: u, Intent: "Find the contact jane.doe@example.org and open their profile"})
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range rec.Retype {
		if r.Value == "email" || strings.Contains(r.Value, "@") {
			t.Errorf("retype %+v: want no value for the query's own e-mail address", rec.Retype)
		}
	}
	for _, w := range rec.Warnings {
		if strings.Contains(w, `names "email"`) {
			t.Errorf("warning %q names the word email", w)
		}
	}
}

// TestProductNameOfARouteWithAnInput: a route whose searched product became an input
// ({{search_products}}) is weighed as its request for a query that names another product
// as shops write them, model numbers and all ("USB-C Hub 7-in-1", "Mechanical Keyboard K8",
// "Logitech Mouse M720" for "Wireless Mouse M100"), typed into the input and clicked as the
// result, one value; a date in its place is no product.
func TestProductNameOfARouteWithAnInput(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	const u = "https://shop.example.com/"
	price := func(i int, product string) json.RawMessage {
		return json.RawMessage(fmt.Sprintf(`{"task": "What is the price of the %[3]s?", "start_url": %[1]q, "session_id": "s%[2]d", "steps": [
			{"action": "fill", "url": %[1]q, "target": {"selector": "[data-testid='q']", "role": "searchbox", "name": "Search products"}, "value": %[3]q},
			{"action": "click", "url": %[1]q, "target": {"selector": "[data-testid='search']", "role": "button", "name": "Search"}, "url_after": "%[1]ssearch?q=x"},
			{"action": "click", "url": "%[1]ssearch?q=x", "target": {"selector": "[data-testid='product-link']", "role": "link", "name": %[3]q}, "url_after": "%[1]sp/%[2]d"},
			{"action": "extract", "url": "%[1]sp/%[2]d", "target": {"selector": "[data-testid='price']"}, "extracted": "$24.99"}]}`, u, i, product))
	}
	reliableRoute(t, m, price(0, "Wireless Mouse M100"), price(1, "Ergonomic Mouse E2"))
	for _, c := range []struct {
		product string
		retyped bool
	}{{"USB-C Hub 7-in-1", true}, {"Mechanical Keyboard K8", true}, {"Logitech Mouse M720", true}, {"March 14", false}} {
		rec, err := m.Query(ctx, waymark.QueryRequest{URL: u, Intent: "What is the price of the " + c.product + "?"})
		if err != nil {
			t.Fatal(err)
		}
		// the input typed, and the result named for it clicked: one entry
		retyped := slices.ContainsFunc(rec.Retype, func(r waymark.Retype) bool {
			return r.Value == c.product && r.Typed == "{{search_products}}" && r.Click
		})
		if retyped != c.retyped || c.retyped && len(rec.Retype) != 1 {
			t.Errorf("%q: %s, retype %+v, warnings %q; want retyped %v", c.product, rec.Tier, rec.Retype, rec.Warnings, c.retyped)
		}
	}
}
