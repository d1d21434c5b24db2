package waymark

import (
	"slices"
	"strings"
	"testing"
)

// TestWordSpans: the spans cut the words lowerWords reads, whatever the punctuation.
func TestWordSpans(t *testing.T) {
	for _, s := range []string{
		"", "   ", "Delete my latest post", "Scale checkout-api to 10 instances.", "“Book” a table, for 2!",
		"Café Zürich — 3 nights", "İstanbul'a uçuş", "日本語 text", "a", "-a-",
	} {
		spans := wordSpans(s)
		words := lowerWords(s)
		if len(spans) != len(words) {
			t.Errorf("%q: %d spans, %d words", s, len(spans), len(words))
			continue
		}
		for i, sp := range spans {
			if got := strings.ToLower(s[sp[0]:sp[1]]); got != words[i] {
				t.Errorf("%q: span %d is %q, word %q", s, i, got, words[i])
			}
		}
	}
}

// TestSameMeaning: words that pick the same one of a list, and words that do not.
func TestSameMeaning(t *testing.T) {
	for _, tt := range []struct {
		a, b string
		want bool
	}{
		{"newest", "latest", true},
		{"most recent", "latest", true},
		{"least expensive", "cheapest", true},
		{"biggest", "largest", true},
		{"instance", "server", true},
		{"virtual machine", "server", true},
		{"instance", "instances", false},
		{"oldest", "latest", false},
		{"cheapest", "most expensive", false},
		{"latest", "latest two", false},
		{"every email", "all emails", true},
		{"each email", "all emails", true},
		{"every email", "all messages", false},
		{"every", "all", true}, // before the same noun
		{"pick up", "pickup", true},
		{"6 pm", "6pm", true},
		{"84 20", "8420", false}, // "$84.20" and "$8420"
		{"18 00", "6pm", true},   // "18:00"
		{"6 30 pm", "18 30", true},
		{"6 00", "6pm", false}, // morning or evening
		{"noon", "12pm", true},
		{"6 00pm", "6pm", true},   // "6:00pm"
		{"7 00 a m", "7am", true}, // "7:00 a.m."
		{"09 00", "9am", true},
		{"18h", "6pm", true},
		{"6h", "6pm", false}, // 06:00
		{"7h", "7am", true},
		{"18h00", "6pm", true},
		{"18 00h", "6pm", true},
		{"7 a m", "7am", true},
		{"24h", "midnight", false},
		{"24 00", "midnight", false},
		{"12am", "noon", false},
		{"nine a m", "9am", true}, // "nine a.m."
		{"nine", "9am", false},
		{"0700", "7am", true},
		{"0700 hours", "7am", true},
		{"1830", "6 30 pm", true},
		{"2530", "1 30 am", false},
		{"6 in evening", "6pm", true}, // "6 in the evening"
		{"six in evening", "18 00", true},
		{"6 in morning", "6pm", false},
		{"9 in morning", "9am", true},
		{"10 at night", "10pm", true},
		{"2 at night", "2am", true},
		{"12 at night", "midnight", true},
		{"12 noon", "noon", true},
		{"6 o clock", "6pm", false}, // "6 o'clock": either half
		{"6 o clock pm", "6pm", true},
		{"7 o clock in morning", "7am", true},
		{"12th of june", "june 12", true},
		{"12 june", "june 12th", true},
		{"june 12", "june 21", false},
		{"june 12 2026", "2026 06 12", true}, // "June 12, 2026" and "2026-06-12"
		{"12 june 2026", "2026 06 12", true},
		{"june 12 2026", "2025 06 12", false},
		{"june 12", "2026 06 12", false}, // a year on one side only
		{"2026 12 06", "june 12 2026", false},
		{"2026 13 01", "2026 13 01", true}, // the same words, though no date
		{"2026 06 12", "2026 06 12", true},
		{"june 12", "july 12", false},
		{"8 420", "84 20", false},
		{"842 0", "84 20", false},
		{"using", "with", true},
		{"pick up", "pickups", false},
		{"put", "place", true},
		{"put", "add", true},
		{"sign me up for", "enroll in", true},
		{"enable", "turn on", true},
		{"disable", "turn on", false},
		{"turn off", "enable", false},
		{"red", "blue", false},
		{"remove", "delete", true},
		{"settle", "pay", true},
		{"terminate", "stop", false},
		{"reboot", "restart", true},
		{"reserve", "book", true},
		{"delete", "cancel", false},
	} {
		if got := sameMeaning(strings.Fields(tt.a), strings.Fields(tt.b)); got != tt.want {
			t.Errorf("sameMeaning(%q, %q) = %v, want %v", tt.a, tt.b, got, tt.want)
		}
	}
}

// TestRewordedReading: the query is read as the request where they mean the same (its
// lead-ins and closing punctuation kept), with the request's value in place of its own
// where it retypes one; other queries are read as they are.
func TestRewordedReading(t *testing.T) {
	for _, tt := range []struct{ stored, query, want string }{
		{"Delete my latest post", "Delete my newest post", "Delete my latest post"},
		{"Delete my latest post", "Please delete my MOST RECENT post!", "Please delete my latest post!"},
		{"Find the cheapest laptop", "find the “least expensive” laptop", "Find the cheapest laptop"},
		{"Delete my latest post", "Delete my oldest post", "Delete my oldest post"},
		{"Delete my latest post", "Delete my latest post", "Delete my latest post"},
		{"Delete my latest post", "newest", "newest"},
		{"Show the newest reviews", "Show the latest reviews of Dune", "Show the latest reviews of Dune"},
		{"Book a table for 2 at 7pm on June 12", "Reserve a table for two at 7 pm on June 12", "Book a table for 2 at 7pm on June 12"},
		{"Book a table for 2 at 7pm on June 12", "Book a table for 2 at 19:00 on 12 June", "Book a table for 2 at 7pm on June 12"},
		{"Refill my prescription for pickup", "refill my prescription for pick-up!", "Refill my prescription for pickup!"},
		{"Book the 6pm spin class", "Book the 6 pm spin class", "Book the 6pm spin class"},
		{"Book the 6pm spin class on Tuesday", "Book the 18:00 spin class on Tue", "Book the 6pm spin class on Tuesday"},
		{"Book the 6pm spin class on Tuesday", "Book the 6:00 spin class on Tuesday", "Book the 6:00 spin class on Tuesday"}, // morning or evening
		{"Book the 6pm spin class on Tuesday", "Book the six in the evening spin class on Tuesday", "Book the 6pm spin class on Tuesday"},
		{"Join the waitlist for Friday's 7am bootcamp", "Join the waitlist for Friday's 0700 bootcamp", "Join the waitlist for Friday's 7am bootcamp"},
		{"Join the waitlist for Friday's 7am bootcamp", "Join the waitlist for Friday's seven o'clock bootcamp", "Join the waitlist for Friday's seven o'clock bootcamp"}, // either half
		{"Submit a vacation request for July 3 to July 5", "Submit a vacation request for July 3 through July 5", "Submit a vacation request for July 3 to July 5"},
		{"Submit a vacation request for July 3 to July 5", "Submit a vacation request for Jul 3 - Jul 5", "Submit a vacation request for July 3 to July 5"},
		{"Submit a vacation request for July 3 to July 5", "Submit a vacation request for July 3 thru July 6", "Submit a vacation request for July 3 thru July 6"},
		{"Send the invoice to Bob", "Send the invoice through Bob", "Send the invoice through Bob"}, // no range
		{"Book a flight to Denver on June 12", "Book a flight to Denver on the 12th of June", "Book a flight to Denver on June 12"},
		{"Book a flight to Denver on June 12", "Book a flight to Denver on 12 Jun", "Book a flight to Denver on June 12"},
		{"Book a flight to Denver on June 12", "Book a flight to Denver on 6/12", "Book a flight to Denver on 6/12"}, // or 6 December
		{"Update my address to 12 Oak Lane", "Update my address to 12 Oak Ln", "Update my address to 12 Oak Lane"},
		{"Update my address to 48 Elm St", "Update my address to 48 Elm Street", "Update my address to 48 Elm St"},
		{"Book an appointment with Dr Smith", "Book an appointment with Doctor Smith", "Book an appointment with Dr Smith"}, // a title
		{"Book an appointment with Dr Smith", "Book an appointment with Drive Smith", "Book an appointment with Drive Smith"},
		{"Book a flight to St Louis", "Book a flight to Saint Louis", "Book a flight to St Louis"},
		{"Book a flight to St Louis", "Book a flight to Street Louis", "Book a flight to Street Louis"},
		{"Book a court for Tuesday at 7am", "Book a court for Tuesday at 7 a.m.", "Book a court for Tuesday at 7am."}, // its closing "." kept
		{"Pay my bill of $84.20", "Pay my bill of 84.20 dollars", "Pay my bill of $84.20"},
		{"Pay my bill of $84.20", "Pay my bill of USD 84.20", "Pay my bill of $84.20"},
		{"Pay my bill of $84.20", "Pay my bill of 84.20 euros", "Pay my bill of 84.20 euros"}, // another currency
		{"Pay my bill of 84.20 dollars", "Pay my bill of $84.20", "Pay my bill of 84.20 dollars"},
		{"What time does the Eastside Branch close on Saturday?", "When does the Eastside branch close on Saturday?", "What time does the Eastside Branch close on Saturday?"},
		{"Cancel my Thursday yoga class booking", "Cancel my Thursday yoga class bookings", "Cancel my Thursday yoga class bookings"}, // a plural is more than one
		{"Place a hold on The Overstory", "Please place hold on Overstory", "Please place a hold on The Overstory"},
		{"Enroll in autopay", "Please enroll me in AutoPay", "Please enroll in autopay"},
		{"Pay my bill with my saved card", "With my saved card, pay my bill.", "Pay my bill with my saved card."},
		{"Pay my bill with my saved card", "Pay my bill using my saved card", "Pay my bill with my saved card"},
		{"Transfer $50 from savings to checking", "Transfer $50 from checking to savings", "Transfer $50 from checking to savings"},
		{"Refill my prescription for pickup", "For pickup, refill my prescription", "Refill my prescription for pickup"},
		{"Subscribe to the daily newsletter", "Subscribed to the daily newsletter?", "Subscribed to the daily newsletter?"},
		{"Enroll in autopay", "Don't enroll in autopay", "Don't enroll in autopay"},
		{"Change my address to 48 Elm Street", "Change my address to forty-eight Elm Street", "Change my address to 48 Elm Street"}, // a number in words
		{"Change my address to 48 Elm Street", "Change my address to forty-nine Elm Street", "Change my address to forty-nine Elm Street"},
		{"Book a table for 2 on June 12", "Book a table for two on June twelfth", "Book a table for 2 on June 12"},
		{"Book a table for 2 on June 21", "Book a table for 2 on June twenty-first", "Book a table for 2 on June 21"},
		{"Cancel my 2nd booking", "Cancel my second booking", "Cancel my second booking"}, // an ordinal only after a month
		{"Book a court at 6pm on Tuesday", "Book a court at 6pm sharp on Tuesday", "Book a court at 6pm on Tuesday"},
		{"Book a court at 6pm", "Book a court at 6 pm sharp", "Book a court at 6pm"},
		{"Buy a knife", "Buy a sharp knife", "Buy a sharp knife"},
		{"Delete the one from March", "Delete the 1 from March", "Delete the one from March"},
	} {
		c := scoredPattern{p: Pattern{Intent: tt.stored}}
		read := readQuery(tt.query, intentTerms(tt.query))
		if got := rewordedReading(&c, read, nil).intent; got != tt.want {
			t.Errorf("%q against %q: read as %q, want %q", tt.query, tt.stored, got, tt.want)
		}
	}
}

// TestUnitOfTyped: a number and the word after it that make the value the route picks
// ("2 people"), or other words that count people ("2 guests", "a party of 2"), are the
// request's "2"; another word after the number is not, and another number is a value to
// pick in its place (retyped).
func TestUnitOfTyped(t *testing.T) {
	const stored = "Book a table for 2 at 6pm"
	for _, tt := range []struct {
		query, want string
		retyped     bool
	}{
		{"Book a table for 2 people at 6pm", stored, false},
		{"Book a table for two people at 6pm", stored, false},
		{"Book a table for 2 guests at 6pm", stored, false}, // other words that count people (headcount)
		{"Book a table for a party of two at 6pm", stored, false},
		{"Book a table for 2 kids at 6pm", "Book a table for 2 kids at 6pm", false},
		{"Book a table for a batch of 2 at 6pm", "Book a table for a batch of 2 at 6pm", false},
		{"Book a table for 3 people at 6pm", stored, true},
		{"Book a table for 3 guests at 6pm", stored, true},
	} {
		c := scoredPattern{p: Pattern{Intent: stored}, full: &Pattern{Steps: []RouteStep{{Action: "select", Value: "2 people"}, {Action: "select", Value: "6:00 PM"}}}}
		got := rewordedReading(&c, readQuery(tt.query, intentTerms(tt.query)), nil).intent
		if got != tt.want || (len(c.retyped) > 0) != tt.retyped {
			t.Errorf("%q against %q: read as %q, retyped %q; want %q, retyped %v", tt.query, stored, got, c.retyped, tt.want, tt.retyped)
		}
	}
}

// TestQuotedWider: a quote around more words than the value the route types is another
// value (retyped, naming both); a quote around the value itself is the request's.
func TestQuotedWider(t *testing.T) {
	const stored = "Create an event called Standup at 9am on Jun 3"
	for _, tt := range []struct {
		query, want string // want: the retyped value's query, "" for none
	}{
		{"Create an event called “Standup at 9am” on Jun 3", "“Standup at 9am”"},
		{"Create an event called 'Standup at 9am on Jun 3'", "'Standup at 9am on Jun 3'"},
		{"Create an event called “Standup” at 9am on Jun 3", ""},
		{"Create an event called “Standup on Jun 3” at 9am", "“Standup on Jun 3”"}, // the words moved too
		{stored, ""},
	} {
		c := scoredPattern{p: Pattern{Intent: stored}, full: &Pattern{Steps: []RouteStep{{Action: "fill", Value: "Standup"}, {Action: "select", Value: "9:00 AM"}}}}
		rewordedReading(&c, readQuery(tt.query, intentTerms(tt.query)), nil)
		got := ""
		if len(c.retyped) == 1 {
			got = c.retyped[0].query
			if c.retyped[0].typed != "Standup" || !strings.Contains(stored, c.retyped[0].stored) {
				t.Errorf("%q: retyped %+v, want it typed as \"Standup\", stored as the request's words", tt.query, c.retyped[0])
			}
		}
		if got != tt.want || len(c.retyped) > 1 {
			t.Errorf("%q: retyped %+v, want %q", tt.query, c.retyped, tt.want)
		}
	}
	c := scoredPattern{p: Pattern{Intent: stored}, full: &Pattern{Steps: []RouteStep{{Action: "fill", Value: "Standup"}}}}
	if v, _, ok := quotedWider(&c, "Create an event called “Retro at 10am” on Jun 3"); ok {
		t.Errorf("a quote that begins with no value the route types: %+v", v) // another title, retyped word by word
	}
}

// TestInputRetypedAsName: a route that takes an input (its typed value a placeholder) is
// retyped with another name in its request's place, not with a stretch whose question's
// words differ too ("did Grace Hopper die" for "was Alan Turing born").
func TestInputRetypedAsName(t *testing.T) {
	const stored = "When was Alan Turing born?"
	for _, tt := range []struct{ query, want string }{
		{"When was Grace Hopper born?", "Grace Hopper"},
		{"When was Tim Berners-Lee born?", "Tim Berners-Lee"},
		{"when was grace hopper born", "grace hopper"},
		{"When did Grace Hopper die?", ""},
		{"When did Grace Hopper marry?", ""},
	} {
		c := scoredPattern{p: Pattern{Intent: stored}, full: &Pattern{Steps: []RouteStep{{Action: "fill", Value: "{{search_wikipedia}}"}}}}
		rewordedReading(&c, readQuery(tt.query, intentTerms(tt.query)), nil)
		got := ""
		if len(c.retyped) == 1 {
			got = c.retyped[0].query
		}
		if got != tt.want || len(c.retyped) > 1 {
			t.Errorf("%q: retyped %+v, want %q", tt.query, c.retyped, tt.want)
		}
	}
}

// TestQuotedValueRetypedUnquoted: a value the request quoted ("Buy milk"), whose words are
// verbs elsewhere, is retyped by the query's words in its place without quotes; a query
// that names two values, or another action, is not.
func TestQuotedValueRetypedUnquoted(t *testing.T) {
	const stored = `Log in to Todoist and add a task "Buy milk" to my Inbox`
	for _, tt := range []struct{ query, want string }{
		{"Log in to Todoist and add a task Pay rent to my Inbox", "Pay rent"},
		{"Log in to Todoist and add a task Groceries to my Inbox", "Groceries"},
		{"Log in to Todoist and add a task Call mom and Pay rent to my Inbox", ""},
		{"Log in to Todoist and add a task not milk to my Inbox", ""},
	} {
		c := scoredPattern{p: Pattern{Intent: stored}, full: &Pattern{Steps: []RouteStep{{Action: "fill", Value: "{{task_name}}"}}}}
		got := rewordedReading(&c, readQuery(tt.query, intentTerms(tt.query)), nil)
		v := ""
		if len(c.retyped) == 1 {
			v = c.retyped[0].query
			if !strings.Contains(got.intent, `"Buy milk"`) {
				t.Errorf("%q: read as %q, want the request's quoted value in its place", tt.query, got.intent)
			}
		}
		if v != tt.want {
			t.Errorf("%q: retyped %+v, want %q", tt.query, c.retyped, tt.want)
		}
	}
}

// TestOtherOrderIsNoValue: the opposite sort order is another request, not two words to
// retype, though the route picks an option that holds both ("Price: High - Low").
func TestOtherOrderIsNoValue(t *testing.T) {
	const stored = "Show camping tents sorted by price high to low"
	c := scoredPattern{p: Pattern{Intent: stored}, full: &Pattern{Steps: []RouteStep{{Action: "select", Value: "Price: High - Low"}}}}
	q := "Show camping tents sorted by price low to high"
	read := readQuery(q, intentTerms(q))
	if got := rewordedReading(&c, read, nil); got != read || len(c.retyped) > 0 {
		t.Errorf("%q: read as %q, retyped %+v; want the query read as it is", q, got.intent, c.retyped)
	}
}

// FuzzRewordedReading: whatever the two intents, a reworded reading keeps the query's
// text outside the stretch it replaces, and names two values only when it retypes.
func FuzzRewordedReading(f *testing.F) {
	for _, s := range [][2]string{
		{"Delete my latest post", "Delete my newest post"},
		{"Send an email to Bob saying hi", "Please send an email to ALICE saying hi!"},
		{"Scale checkout-api to 6 instances", "Scale checkout-api to 10 instances"},
		{"İstanbul'a uçuş 6", "İstanbul'a uçuş 7"},
		{"Set it to 68 degrees at 6pm", "Set it to 68 °F at 6pm"},
		{"Book for 2 people on June 12", "Book for a party of 2 on Friday, June 12, 2026"},
		{"Close ticket 4521", "Close ticket 4,521,000"},
		{"Close ticket 4521", "Close ticket A-4521"},
		{"Close ticket 4:21", "Close ticket 4,21,000"}, // once rewritten into itself without end
		{"Book on June 12, 2026", "Book on Monday, June 12"},
		{"", "x"},
		{"Book a table for 2 at 7pm on June 12", "Reserve me a table for two at 19:00 on 12 June please"},
		{"Search for red shoes", "Find blue shoes"},
		{"Delete the mailing list team-announce", "Remove me from the mailing list team-announce"},
		{"Stop the instance web-prod-1", "Shut down the instance web-prod-2"},
	} {
		f.Add(s[0], s[1])
	}
	f.Fuzz(func(t *testing.T, stored, query string) {
		c := scoredPattern{p: Pattern{Intent: stored}, full: &Pattern{Steps: []RouteStep{{Action: "fill", Value: stored}}}}
		read := readQuery(query, intentTerms(query))
		got := rewordedReading(&c, read, nil)
		if got == read && len(c.retyped) > 0 && !slices.Equal(lowerWords(query), lowerWords(stored)) {
			// only the same words joined otherwise (rejoined) keep the query's reading
			t.Fatalf("%q against %q: retyped %q without a new reading", query, stored, c.retyped)
		}
		for _, v := range c.retyped {
			if !strings.Contains(stored, v.stored) || !strings.Contains(query, v.query) || v.stored == "" || v.query == "" {
				t.Fatalf("%q against %q: retyped %q, words of neither", query, stored, c.retyped)
			}
		}
	})
}

func TestClockHour(t *testing.T) {
	for w, want := range map[string]string{"9am": "9 am", "11pm": "11 pm", "12am": "12 am", "13pm": "", "0am": "",
		"09am": "", "am": "", "9": "", "9:30am": "", "spam": "", "100pm": ""} {
		got, ok := clockHour(w)
		if got != want || ok != (want != "") {
			t.Errorf("clockHour(%q) = %q, %v; want %q", w, got, ok, want)
		}
	}
}
