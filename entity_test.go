package waymark

import (
	"slices"
	"testing"
)

func TestOtherEntity(t *testing.T) {
	turing := []RouteStep{
		{Action: ActionFill, Name: "Search Wikipedia", Value: "Alan Turing",
			Selectors: []Locator{{Kind: "css", Value: "#searchInput"}}},
		{Action: ActionPress, Value: "Enter"},
	}
	templated := []RouteStep{{Action: ActionFill, Name: "Search Wikipedia", Value: "{{search_wikipedia}}"}}
	cart := []RouteStep{
		{Action: ActionClick, Role: "button", Name: "Add to cart",
			Anchors: []Locator{{Kind: "role", Value: `role=button[name="Add to cart"]`}}},
	}
	product := []RouteStep{{Action: ActionNavigate, URLPattern: "shop.test/product/42"}}
	bag := []RouteStep{{Action: ActionClick, Role: "button", Name: "Add to bag"}}
	flight := []RouteStep{{Action: ActionFill, Name: "From", Value: "Boston"}, {Action: ActionFill, Name: "To", Value: "Chicago"},
		{Action: ActionFill, Name: "Date", Value: "May 1"}}
	memory := []RouteStep{{Action: ActionFill, Name: "Search issues", Value: "memory"}, {Action: ActionPress, Value: "Enter"}}
	for _, tc := range []struct {
		query, stored string
		steps         []RouteStep
		want          bool
	}{
		{"What year was Alan Kay born?", "What year was Alan Turing born?", turing, true},
		{"When was Grace Hopper born", "What year was Alan Turing born?", turing, true},
		{"What year was Alan Turing born?", "What year was Alan Turing born?", turing, false},
		{"What year was Turing born?", "What year was Alan Turing born?", turing, false},       // leaves a word out
		{"Alan Turing birth year, the mathematician", "Alan Turing birth year", turing, false}, // adds one
		{"What year was Alan Kay born?", "What year was Alan Turing born?", templated, false},
		{"add a review for the mug", "add the mug to the cart", cart, true},
		{"put the mug in the cart", "add the mug to the cart", cart, false}, // a verb is no entity (otherAction weighs it)
		{"Reserve an outdoor table for 3 people at Chianti", "Book an outdoor table for 3 people at Chianti",
			[]RouteStep{{Action: ActionClick, Role: "button", Name: "Reserve"}}, false}, // reserving is booking
		{"price of product 7", "price of product 42", product, true},
		{"price of product 7", "price of product 42", templated, false},
		{"price of the mug 7", "price of product 42", []RouteStep{{Action: ActionFill, Name: "Search", Value: "{{product}}"}}, false},
		{"", "What year was Alan Turing born?", turing, false},
		// The label of the field typed into is not the entity.
		{"Find the year Alan Turing was born", "Search Wikipedia for the year Alan Turing was born", turing, false},
		// A route that acts replays for its own request only.
		{"Add a review for the blue mug", "Add the blue mug to the cart", bag, true},
		{"Add the blue mug to my wishlist", "Add the blue mug to the cart", bag, true},
		{"Add the blue mug to the cart please now", "Add the blue mug to the cart", bag, false},
		{"Sell all my Apple shares", "Sell all my Tesla shares", []RouteStep{{Action: ActionClick, Name: "TSLA 12 shares"}}, true},
		{"Cancel order 456", "Cancel order 123", []RouteStep{{Action: ActionClick, Name: "Cancel order"}}, false},
		{"Cancel order 456", "Cancel order 123", []RouteStep{{Action: ActionClick, Name: "Cancel order 123"}}, true},
		// Selectors, a control's label and the site's host name no entity.
		{"How many people live in Tokyo?", "What is the population of Tokyo?",
			[]RouteStep{{Action: ActionExtract, Selectors: []Locator{{Kind: "testid", Value: "[data-testid=population]"}}}}, false},
		{"Look for python tutorial videos", "Search YouTube for python tutorial videos",
			[]RouteStep{{Action: ActionNavigate, URLPattern: "youtube.com/results?search_query=*"}, {Action: ActionClick, Role: "button", Name: "Search"}}, false},
		// Two typed values the other way round.
		{"Find flights from Chicago to Boston on May 1", "Find flights from Boston to Chicago on May 1", flight, true},
		{"Find flights from Boston to Chicago on May 1", "Find flights from Boston to Chicago on May 1", flight, false},
		{"Find Boston to Chicago flights on May 1", "Find flights from Boston to Chicago on May 1", flight, false},
		{"Find flights to Chicago from Boston on May 1", "Find flights from Boston to Chicago on May 1", flight, false}, // each keeps its word
		{"Find flights to Boston from Chicago on May 1", "Find flights from Boston to Chicago on May 1", flight, true},
		// A route recorded once that types a value the query does not name.
		{"How many open issues mention performance?", "How many open issues are there?", memory, true},
		{"How many open issues are there?", "How many open issues are there?", memory, false},
		{"How many open issues mention memory?", "How many open issues are there?", memory, false},
	} {
		p := &Pattern{Intent: tc.stored, IntentTerms: termsOf(tc.stored), Steps: tc.steps}
		if got := otherEntity(tc.query, termsOf(tc.query), p); got != tc.want {
			t.Errorf("otherEntity(%q, route of %q) = %v, want %v", tc.query, tc.stored, got, tc.want)
		}
	}
}

func TestWithoutPlaceholders(t *testing.T) {
	for in, want := range map[string]string{
		"":                      "",
		"Alan Turing":           "Alan Turing",
		"{{search}}":            " ",
		"Hello {{name}}, {{x}}": "Hello  ,  ",
		"{{open":                "{{open",
		"{{a{{b}}}}":            "{{a }}",
	} {
		if got := withoutPlaceholders(in); got != want {
			t.Errorf("withoutPlaceholders(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestOtherEntityInputsAndRuns: a route that acts but asks for its changing value as an
// input is replayed for a request that differs in words the route does not hold; a value
// typed alike in several runs is still the route's own.
func TestOtherEntityInputsAndRuns(t *testing.T) {
	cart := &Pattern{IntentTerms: termsOf("Add the blue mug to the cart"), Inputs: []string{"product"},
		Steps: []RouteStep{{Action: ActionFill, Name: "Search", Value: "{{product}}"}, {Action: ActionClick, Name: "Add to bag"}}}
	if otherEntity("Add the red mug to the cart", termsOf("Add the red mug to the cart"), cart) {
		t.Error("a route with an input was held back for another product")
	}
	cart.Inputs = nil
	if !otherEntity("Add the red mug to the cart", termsOf("Add the red mug to the cart"), cart) {
		t.Error("a route that acts, without inputs, was replayed for another product")
	}
	stock := &Pattern{IntentTerms: termsOf("What is Tesla's current stock price?"), SourceTraces: []string{"t1", "t2"},
		Steps: []RouteStep{{Action: ActionFill, Name: "Symbol", Value: "TSLA"}}}
	if !otherEntity("What is Apple's current stock price?", termsOf("What is Apple's current stock price?"), stock) {
		t.Error("a value typed alike in two runs, which the query does not name, did not hold the route back")
	}
	if otherEntity("What is Tesla's current stock price?", termsOf("What is Tesla's current stock price?"), stock) {
		t.Error("its own question was held back")
	}
}

// TestOtherEntityLogin: a login route is never held back, whatever the words: it types the
// user's own name.
func TestOtherEntityLogin(t *testing.T) {
	p := &Pattern{TaskType: TaskLogin, IntentTerms: termsOf("Log in to the portal"),
		Steps: []RouteStep{{Action: ActionFill, Name: "Username", Value: "jdoe42"}, {Action: ActionClick, Role: "button", Name: "Sign in"}}}
	for _, q := range []string{"Sign in to my account", "Log into the app"} {
		if otherEntity(q, termsOf(q), p) {
			t.Errorf("%q: the login route was held back", q)
		}
	}
}

// TestCapOtherRequestSwapped: a query with the stored intent's words in another order is
// decoded and held back when the order swaps the route's typed values or the words of one;
// the same words in the same order are not decoded.
func TestCapOtherRequestSwapped(t *testing.T) {
	p := Pattern{Reliability: 0.93, Intent: "Book a flight from Boston to Chicago", IntentTerms: termsOf("Book a flight from Boston to Chicago"),
		Steps: []RouteStep{{Action: ActionFill, Name: "From", Value: "Boston"}, {Action: ActionFill, Name: "To", Value: "Chicago"}}}
	body, err := encodeBody(p)
	if err != nil {
		t.Fatal(err)
	}
	head := Pattern{Reliability: p.Reliability, Intent: p.Intent, IntentTerms: p.IntentTerms}
	for q, want := range map[string]float64{
		"Book a flight from Chicago to Boston": matchOtherEntity,
		"Book a flight from Boston to Chicago": 1,
		"Book a flight to Chicago from Boston": 1,
	} {
		c := scoredPattern{body: body, p: head, mt: 1, conf: Confidence(&head, 1)}
		capOtherRequest(&c, readQuery(q, termsOf(q)))
		if c.mt != want {
			t.Errorf("%q: match %v, want %v", q, c.mt, want)
		}
	}
	if !sameOrder(termsOf("a b c"), termsOf("a x b c")) || sameOrder(termsOf("c b"), termsOf("b c")) {
		t.Error("sameOrder")
	}
	// One value's words in another order: another address, not a rewording.
	addr := Pattern{Reliability: 0.93, Intent: "Change my home address to 48 Elm St", IntentTerms: termsOf("Change my home address to 48 Elm St"),
		Steps: []RouteStep{{Action: ActionFill, Name: "Street", Value: "48 Elm St"}, {Action: ActionClick, Role: "button", Name: "Save"}}}
	if body, err = encodeBody(addr); err != nil {
		t.Fatal(err)
	}
	head = Pattern{Reliability: addr.Reliability, Intent: addr.Intent, IntentTerms: addr.IntentTerms}
	for q, want := range map[string]float64{
		"Change my home address to 48 St Elm": matchOtherEntity,
		"Change my home address to Elm St 48": 1,
	} {
		c := scoredPattern{body: body, p: head, mt: 1, conf: Confidence(&head, 1)}
		capOtherRequest(&c, readQuery(q, termsOf(q)))
		if c.mt != want {
			t.Errorf("%q: match %v, want %v", q, c.mt, want)
		}
	}
}

// TestCapOtherRequest: a question against a route that only changes something is held
// back to hints, another question of the same things to verify-then-replay; the route's
// own question and its rewordings keep their match.
func TestCapOtherRequest(t *testing.T) {
	star := []RouteStep{{Action: ActionNavigate, URLPattern: "github.com/waymark-dev/waymark"},
		{Action: ActionClick, Role: "button", Name: "Star"}}
	born := []RouteStep{{Action: ActionNavigate, URLPattern: "en.wikipedia.org/wiki/Alan_Turing"},
		{Action: ActionExtract, Selectors: []Locator{{Kind: "css", Value: ".infobox .bday"}}}}
	final := []RouteStep{{Action: ActionNavigate, URLPattern: "fifa.test/2022/final"},
		{Action: ActionExtract, Selectors: []Locator{{Kind: "css", Value: ".score"}}}}
	follow := []RouteStep{{Action: ActionClick, Role: "button", Name: "Follow"}}
	starCount := append(slices.Clone(star), RouteStep{Action: ActionExtract, Name: "stars"})
	reserve := []RouteStep{{Action: ActionFill, Name: "Dates", Value: "May 3"}, {Action: ActionClick, Role: "button", Name: "Reserve"}}
	track := []RouteStep{{Action: ActionClick, Role: "link", Name: "Track package"}}
	searchFlights := []RouteStep{{Action: ActionFill, Name: "From", Value: "Boston"}, {Action: ActionFill, Name: "To", Value: "Chicago"},
		{Action: ActionFill, Name: "Date", Value: "May 3"}, {Action: ActionClick, Role: "button", Name: "Search flights"}}
	upvote := []RouteStep{{Action: ActionClick, Role: "link", Name: "Up vote"}}
	comment := []RouteStep{{Action: ActionFill, Name: "Comment", Value: "LGTM"}, {Action: ActionPress, Value: "Control+Enter"}}
	following := []RouteStep{{Action: ActionClick, Role: "link", Name: "following"}}
	search := []RouteStep{{Action: ActionFill, Name: "From", Value: "Boston"}, {Action: ActionFill, Name: "To", Value: "Paris"},
		{Action: ActionFill, Name: "Date", Value: "May 3"}, {Action: ActionClick, Role: "button", Name: "Search"}}
	label := []RouteStep{{Action: ActionClick, Role: "button", Name: "Label"}, {Action: ActionClick, Role: "menuitem", Name: "bug"}}
	watchlist := []RouteStep{{Action: ActionFill, Name: "Search IMDb", Value: "Prometheus"},
		{Action: ActionClick, Role: "button", Name: "Add to Watchlist"}}
	sortBy := []RouteStep{{Action: ActionFill, Name: "Search", Value: "vintage clothing"},
		{Action: ActionClick, Role: "option", Name: "Price + Shipping: highest first"}}
	datePick := []RouteStep{{Action: ActionClick, Role: "button", Name: "Group tickets"}, {Action: ActionClick, Role: "button", Name: "April 22, 2023"},
		{Action: ActionClick, Role: "button", Name: "Buy now"}}
	price := []RouteStep{{Action: ActionNavigate, URLPattern: "shop.test/product/42"},
		{Action: ActionClick, Role: "button", Name: "Show price"}, {Action: ActionExtract, Name: "Price"}}
	for _, tc := range []struct {
		query, stored string
		steps         []RouteStep
		want          float64
	}{
		{"How many stars does the waymark repository have?", "Star the waymark repository", star, matchOtherEntity},
		{"How do I star the waymark repository?", "Star the waymark repository", star, matchOtherEntity},
		{"Who starred the waymark repository?", "Star the waymark repository", star, matchOtherEntity},
		{"When the page loads, star the waymark repository", "Star the waymark repository", star, 1}, // no question
		{"How many people follow octocat?", "Follow octocat", follow, matchOtherEntity},
		{"How many repositories does octocat have?", "Follow octocat", follow, matchOtherEntity}, // the Follow button says what it does
		{"How many followers does octocat have?", "Follow octocat", []RouteStep{{Action: ActionClick, Selectors: []Locator{{Kind: "css", Value: "input.btn[value=Follow]"}}}}, matchOtherEntity},
		{"Is autoplay turned off?", "Turn off autoplay", []RouteStep{{Action: ActionClick, Role: "switch", Name: "Autoplay"}}, matchOtherEntity},
		{"Did I send $20 to Alice?", "Send $20 to Alice", []RouteStep{{Action: ActionFill, Name: "Amount", Value: "20"}, {Action: ActionClick, Role: "button", Name: "Pay"}}, matchOtherEntity},
		{"Did I accept Bob's friend request?", "Accept Bob's friend request", []RouteStep{{Action: ActionClick, Role: "button", Name: "Confirm"}}, matchOtherEntity},
		{"How many retweets does NASA's last post have?", "Retweet NASA’s last post", []RouteStep{{Action: ActionClick, Role: "button", Name: "Repost"}}, matchOtherEntity},
		{"What are Bob's friend requests?", "Show Bob's friend requests", following, 1}, // "show" is no action
		{"When did I order the Sony headphones?", "Order Sony WH-1000XM5 headphones", []RouteStep{{Action: ActionClick, Role: "button", Name: "Place your order"}}, matchOtherEntity},
		{"What is Apple's share price?", "Share price of Apple", []RouteStep{{Action: ActionFill, Name: "Symbol", Value: "AAPL"}, {Action: ActionClick, Role: "button", Name: "Search"}}, 1},
		{"What is my Slack status?", "Set my Slack status to out sick", []RouteStep{{Action: ActionFill, Name: "Status", Value: "out sick"}}, matchOtherEntity},
		{"Switch my Netflix plan to Premium", "Switch my Netflix plan to Standard", []RouteStep{{Action: ActionClick, Role: "radio", Name: "Standard"}}, matchOtherEntity},
		{"What are the reviews of Dune?", "Book reviews of Dune", []RouteStep{{Action: ActionClick, Selectors: []Locator{{Kind: "css", Value: "a.reviews"}}}}, 1},
		{"How many upvotes does the top answer have?", "Upvote the top answer", upvote, matchOtherEntity},
		{"Are there rooms at the Ritz Paris for May 3?", "Book a room at the Ritz Paris for May 3", reserve, matchOtherEntity},
		{"What is the status of order 112-4455?", "Order status of order 112-4455", track, 1}, // a noun, no command
		{"What are the reviews of Dune?", "Book reviews of Dune", track, 1},
		{"Which places have I saved in Lisbon?", "Saved places in Lisbon", []RouteStep{{Action: ActionClick, Role: "button", Name: "Saved"}}, 1},
		{"What was Tesla's closing price yesterday?", "Closing price of Tesla yesterday", track, 1},
		{"How many open issues are in acme/widget?", "Report the number of open issues in acme/widget", track, 1},
		{"What flights are there from Boston to Chicago on May 3?", "Find flights from Boston to Chicago on May 3", searchFlights, 1},
		{"How many stars does the waymark repository have?", "Star the waymark repository and report its star count", starCount, matchOtherEntity},
		{"What is the price of product 42?", "Find the price of product 42", price, 1}, // "Show price" reads
		{"When does the Apple Store Fifth Avenue close on Sunday?", "Find the Sunday closing time of the Apple Store Fifth Avenue",
			[]RouteStep{{Action: ActionClick, Role: "button", Name: "Close"}, {Action: ActionExtract, Name: "Hours"}}, 1},
		{"Which payment methods does Best Buy accept?", "Find the payment methods Best Buy accepts",
			[]RouteStep{{Action: ActionClick, Role: "button", Name: "Accept All Cookies", Conditional: "cookie_banner"}, {Action: ActionExtract, Name: "Payment"}}, 1},
		{"What comments are on pull request 5?", "Post a comment saying LGTM on pull request 5", comment, matchOtherEntity},
		{"Which books did Ursula Le Guin write?", "Show the books Ursula Le Guin wrote", following, 1}, // "book" not first
		{"Who does octocat follow?", "List the accounts octocat follows", following, 1},                // reads
		{"What flights go from Boston to Paris on May 3?", "Search flights from Boston to Paris on May 3", search, 1},
		{"Which issues have the bug label?", "Show the issues with the bug label", label, 1},
		{"Star the waymark repository", "Star the waymark repository", star, 1},
		{"What is the price of product 42?", "Find the price of product 42", price, 1}, // it reads the price
		{"Where was Alan Turing born?", "When was Alan Turing born?", born, matchOtherQuestion},
		{"What year was Alan Turing born?", "When was Alan Turing born?", born, 1},
		{"When was Alan Turing born?", "When was Alan Turing born?", born, 1},
		{"Who beat Argentina in the 2022 final?", "Who did Argentina beat in the 2022 final?", final, matchOtherQuestion},
		{"Who did Argentina beat in the 2022 final?", "Who did Argentina beat in the 2022 final?", final, 1},
		{"In the 2022 final, who did Argentina beat?", "Who did Argentina beat in the 2022 final?", final, 1},
		{"Find the office hours of Dr. Jones", "Find the office hours of Dr. Smith", born, matchOtherEntity},
		{"Show the earnings report of IBM", "Show the earnings report of AMD", born, matchOtherEntity},
		{"Show the reviews of the iPhone 15", "Show the reviews of the Pixel 8", born, matchOtherEntity},
		{"Find hotels in Zurich for two nights", "Find hotels in Zürich for two nights", born, 1},
		{"view the deleted browsing history", "Delete the browsing history", []RouteStep{{Action: ActionClick, Role: "button", Name: "Clear all history"}}, matchOtherEntity},
		{"delete the browsing history I deleted last week", "Delete the browsing history", []RouteStep{{Action: ActionClick, Role: "button", Name: "Clear all history"}}, 1},
		{"list my cancelled orders", "Cancel my last order", []RouteStep{{Action: ActionClick, Role: "button", Name: "Cancel order"}}, matchOtherEntity},
		{"Locate Everglades in the state of Florida and find out the Current Conditions.", "Locate Dry Tortugas in the state of Florida and find out the Current Conditions.", born, matchOtherEntity},
		{"Locate Dry Tortugas in the state of Florida. Find out the Current Conditions.", "Locate Dry Tortugas in the state of Florida and find out the Current Conditions.", born, 1},
		{"Add the Prometheus movie sequel Alien Covenant to my watchlist", "Add the Prometheus movie to my watchlist", watchlist, matchOtherEntity},
		{"Add the Prometheus movie to the watchlist of my friend Bob", "Add the Prometheus movie to my watchlist", watchlist, matchOtherEntity},
		{"Add the Prometheus movie to my IMDb watchlist", "Add the Prometheus movie to my watchlist", watchlist, 1}, // IMDb: the site
		{"Add the Prometheus movie to my watchlist", "add the prometheus movie to my watchlist", watchlist, 1},      // case alone
		{"add prometheus to my watchlist", "Add the Prometheus movie to my watchlist", watchlist, 1},
		{"", "New project test", []RouteStep{{Action: ActionClick, Role: "link", Name: "Cart"}, {Action: ActionClick, Role: "link", Name: "Remove"}}, matchNoIntentActs},
		{"", "Find the price of product 42", price, 1}, // reads only ("Show price" is no action)
		{"", "Show what happened in the project recently", []RouteStep{{Action: ActionClick, Role: "link", Name: "Closed issues"},
			{Action: ActionClick, Role: "button", Name: "Add filter"}, {Action: ActionClick, Role: "tab", Name: "Activity"}}, 1},
		{"", "Read the inbox", []RouteStep{{Action: ActionClick, Role: "button", Name: "Mark all as read"}}, matchNoIntentActs},
		{"", "Leave the site", []RouteStep{{Action: ActionClick, Role: "button", Name: "Sign out"}}, matchNoIntentActs},
		{"Find vintage clothing and sort the results by price from low to high.", "Find vintage clothing and sort the results by price from high to low.", sortBy, matchOtherEntity},
		{"Find vintage clothing sorted by price, lowest first", "Find vintage clothing and sort the results by price from high to low.", sortBy, matchOtherEntity},
		{"Sort vintage clothing by price high-to-low", "Find vintage clothing and sort the results by price from high to low.", sortBy, 1},
		{"Find vintage clothing", "Find vintage clothing and sort the results by price from high to low.", sortBy, 1},                // no order asked
		{"Show vintage clothing sorted by price, cheapest first", "Show vintage clothing sorted by price", sortBy, matchOtherEntity}, // the route's order
		{"Show vintage clothing sorted by price, highest first", "Show vintage clothing sorted by price", sortBy, 1},
		{"Sort the articles by oldest date", "Sort the articles by date, newest first", born, matchOtherEntity},
		{"Sort the articles in chronological order", "Sort the articles by date, newest first", born, matchOtherEntity},
		{"Sort the articles in reverse chronological order", "Sort the articles by date, newest first", born, 1},
		{"Find the most expensive motel for 2 adults in Seattle", "Find the cheapest motel for 2 adults in Seattle", born, matchOtherEntity},
		{"Show vintage clothing sorted by price, the lowest", "Show vintage clothing sorted by price", sortBy, matchOtherEntity}, // the route sorts high to low
		{"Find the cheapest motel for 2 adults in Seattle", "Find the cheapest motel for 2 adults in Seattle", born, 1},
		{"Read the oldest release notes", "Read the latest release notes", born, matchOtherEntity},
		{"Fork the waymark repository", "Star the waymark repository", star, matchOtherEntity},
		{"Watch the waymark repository", "Star the waymark repository", star, matchOtherEntity},
		{"Show the stargazers of the waymark repository", "Star the waymark repository", star, matchOtherEntity},
		{"Don't star the waymark repository", "Star the waymark repository", star, matchOtherEntity},
		{"Please star the waymark repository", "Star the waymark repository", star, 1},
		{"Buy tickets for a group at Hurricane Harbor Phoenix on April 29", "Buy tickets for a group at Hurricane Harbor Phoenix on April 22", datePick, matchOtherEntity},
		{"Buy group tickets at Hurricane Harbor Phoenix on April 22", "Buy tickets for a group at Hurricane Harbor Phoenix on April 22", datePick, 1},
		{"Buy tickets for a group at Hurricane Harbor Phoenix on April 22nd", "Buy tickets for a group at Hurricane Harbor Phoenix on April 22", datePick, 1},
		{"Book a table for 8 people at Chianti", "Book a table for 2 people at Chianti", []RouteStep{{Action: ActionClick, Role: "button", Name: "2 guests"},
			{Action: ActionClick, Role: "button", Name: "Reserve"}}, matchOtherEntity},
		{"Cancel my booking of a table for 2 at Chianti, and if a table is not available, search for another time",
			"Book a table for 2 at Chianti on March 30, and if a table is not available, search for another time", born, matchOtherEntity},
		{"Upvote the accepted answer", "Downvote the accepted answer", born, matchOtherEntity},
		{"Reserve a table for 2 at Chianti on March 30", "Book a table for 2 at Chianti on March 30", born, 1},
		{"Add the Prometheus movie to my watchlist", "Search for the Prometheus movie and add it to my watchlist", watchlist, 1},
	} {
		p := Pattern{Reliability: 0.95, Site: "imdb.com", Intent: tc.stored, IntentTerms: termsOf(tc.stored), Steps: tc.steps}
		body, err := encodeBody(p)
		if err != nil {
			t.Fatal(err)
		}
		head := Pattern{Reliability: p.Reliability, Site: p.Site, Intent: p.Intent, IntentTerms: p.IntentTerms}
		c := scoredPattern{body: body, p: head, mt: 1, conf: Confidence(&head, 1)}
		capOtherRequest(&c, readQuery(tc.query, termsOf(tc.query)))
		if c.mt != tc.want {
			t.Errorf("%q against the route of %q: match %v, want %v", tc.query, tc.stored, c.mt, tc.want)
		}
	}
}

func TestReversed(t *testing.T) {
	for _, tc := range []struct {
		query, stored string
		want          bool
	}{
		{"Turn off the vacation responder", "Turn on the vacation responder", true},
		{"Turn the vacation responder off", "Turn on the vacation responder", true},
		{"Turn on the vacation responder", "Turn on the vacation responder", false},
		{"Turn on the lights in the kitchen", "Turn on the lights out back", false}, // "in" is no particle here
		{"Turn the lights in the kitchen off", "Turn on the lights in the kitchen", true},
		{"Check the order status in the app", "Check out the cart", false},
		{"Turn the light on the porch off", "Turn the porch light off", false},
		{"Turn off the light on the porch", "Turn the porch light off", false},
		{"Log out of GitHub", "Log into GitHub", true},
		{"Turn the dark mode for all of my GitHub pages off", "Turn on dark mode", true},
		{"Turn autoplay off on YouTube", "Turn off autoplay on YouTube", false},
		{"Turn the porch light on on weekdays", "Turn the porch light off on weekdays", true},
		{"Log off Gmail", "Log in to Gmail", true},
		{"Log me out of Gmail", "Log in to Gmail", true},
		{"Logging out of Gmail", "Log in to Gmail", true},
		{"Sign out of GitHub", "Log in to GitHub", true},
		{"Check out my cart on Amazon after logging in", "Log in to Amazon and check out my cart", false},
		{"Log out of the portal", "Log in to the portal", true},
		{"Logout", "Sign in to the portal", true},
		{"Log in to the portal", "Log into the portal with my password", false}, // "into": no particle
		{"Opt out of the newsletter", "Opt in to the newsletter", true},
		{"Check in for flight UA 100", "Check out the cart", true},
		{"Find flights from Boston", "Turn on the vacation responder", false},
	} {
		if got := reversed(particles(tc.query), particles(tc.stored)); got != tc.want {
			t.Errorf("reversed(particles(%q), particles(%q)) = %v, want %v", tc.query, tc.stored, got, tc.want)
		}
	}
	// A login route is held back too.
	p := Pattern{Reliability: 0.95, TaskType: TaskLogin, Intent: "Log in to the portal", IntentTerms: termsOf("Log in to the portal")}
	body, err := encodeBody(p)
	if err != nil {
		t.Fatal(err)
	}
	c := scoredPattern{body: body, p: p, mt: 1, conf: Confidence(&p, 1)}
	capOtherRequest(&c, readQuery("Log out of the portal", termsOf("Log out of the portal")))
	if c.mt != matchOtherEntity {
		t.Errorf("log out against the login route: match %v", c.mt)
	}
}

// TestVerbListsAreStems: every word of the verb lists is written as internal/terms stems
// it, so that a term of an intent or a label finds it.
func TestVerbListsAreStems(t *testing.T) {
	for name, list := range map[string]map[string]bool{"leadingActs": leadingActs, "buttonActs": buttonActs, "dismissTerms": dismissTerms} {
		for w := range list {
			if ts := termsOf(w); len(ts) != 1 || ts[0] != w {
				t.Errorf("%s: %q is %v as terms", name, w, ts)
			}
		}
	}
}
