package waymark

import (
	"strings"
	"testing"
)

func TestSortOrder(t *testing.T) {
	for intent, want := range map[string]string{
		"sort the results by price from low to high":      "asc",
		"Sort by price: High-to-Low":                      "desc",
		"list the hotels, cheapest first":                 "asc",
		"newest first, please":                            "desc",
		"sort names A-Z":                                  "asc",
		"sort names Z-A":                                  "desc",
		"show the oldest first and then the newest first": "",
		"find the highest rated laptop":                   "desc",
		"Find the most expensive motel for 2 adults":      "desc",
		"book the cheapest flight to Oslo":                "asc",
		"show the oldest open issue":                      "asc",
		"read the latest release notes":                   "desc",
		"sort from lowest to highest":                     "asc",
		"the cheapest and the most expensive":             "",
		"sort by price":                                   "",
		"how high is the tower":                           "",
		"sort by price: high-low":                         "desc",
		"list them in reverse chronological order":        "desc",
		"list them in chronological order":                "asc",
		"earliest to latest":                              "asc",
	} {
		if got := sortOrder(intent); got != want {
			t.Errorf("sortOrder(%q) = %q, want %q", intent, got, want)
		}
	}
	if otherOrder("asc", "") || otherOrder("", "desc") || otherOrder("asc", "asc") || !otherOrder("asc", "desc") {
		t.Error("otherOrder: only two named, opposite orders differ")
	}
}

func TestIntentWords(t *testing.T) {
	words, names := intentWords("Locate Dry Tortugas in Florida. Find Apple's price on IMDb, said I")
	for _, w := range []string{"locate", "dry", "tortugas", "florida", "find", "apple", "price", "imdb", "i"} {
		if !words[w] {
			t.Errorf("word %q missing: %v", w, words)
		}
	}
	for w, want := range map[string]bool{"dry": true, "tortugas": true, "florida": true, "apple": true, "imdb": true,
		"locate": false, "find": false, "i": false, "price": false} {
		if names[w] != want {
			t.Errorf("proper noun %q: %v, want %v (%v)", w, names[w], want, names)
		}
	}
	for intent, want := range map[string][]string{
		"Buy a USB cable from NASA":                       {"usb", "nasa"},
		"Find the office hours of Dr. Smith":              {"smith"},
		"reviews of the iPhone 15":                        {"iphone"},
		"hotels in Zürich on Booking.com":                 {"zurich", "booking"},
		"What happened? Nothing. Then it rained":          nil,
		"Find Cheap Flight Tickets To Boston With United": nil,
		"Find Cheap Flights On The IBM Travel Site":       {"ibm"},
		"Book a table for 2 - FYI one of us is vegan":     nil, // an aside, no name
		"Pay my bill, BTW Dana said so":                   {"dana"},
	} {
		_, n := intentWords(intent)
		if len(n) != len(want) {
			t.Errorf("intentWords(%q) names %v, want %v", intent, n, want)
		}
		for _, w := range want {
			if !n[w] {
				t.Errorf("intentWords(%q) names %v, want %q among them", intent, n, w)
			}
		}
	}
}

// FuzzIntentCues: an intent is outside input. Reading its sort order, words, proper nouns
// and described actions never panics, gives the same answer twice, and every proper noun is one of its
// words.
func FuzzIntentCues(f *testing.F) {
	for _, s := range []string{"sort by price: high-low", "Find the office hours of Dr. Smith", "reviews of the iPhone 15",
		"hotels in Zürich on Booking.com", "What happened? Nothing.", "Find Cheap Flights On The IBM Travel Site", "", ". . .", "\xff\xfe"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, intent string) {
		o := sortOrder(intent)
		if o != "" && o != "asc" && o != "desc" || o != sortOrder(intent) {
			t.Fatalf("sortOrder(%q) = %q", intent, o)
		}
		describesDone(intent, termsOf(intent)) // never panics
		end := 0
		for _, sp := range wordSpans(intent) {
			if sp[0] < end || sp[1] <= sp[0] || sp[1] > len(intent) {
				t.Fatalf("wordSpans(%q): span %v after %d", intent, sp, end)
			}
			end = sp[1]
		}
		words, names := intentWords(intent)
		for n := range names {
			if !words[n] {
				t.Fatalf("intentWords(%q): name %q is none of its words %v", intent, n, words)
			}
		}
	})
}

func TestLeadVerb(t *testing.T) {
	for intent, want := range map[string]string{
		"Star the waymark repository":            "star",
		"Star acme/rocket":                       "star", // a path after it: the verb
		"Fork acme/rocket":                       "fork",
		"Like @nasa's latest post":               "like",
		"Book 2/3 of the series":                 "",
		"Please star the repository":             "star",
		"I would like to star the repository":    "star",
		"Don't star the repository":              "!star",
		"Do not delete my account":               "!delet",
		"Like the post":                          "like",
		"Reserve a table for 2":                  "book",
		"Book a table for 2":                     "book",
		"Book reviews of Dune":                   "",
		"Show the stargazers":                    "~",
		"Find the cheapest flight":               "~",
		"Delete the browsing history":            "delet",
		"Order status of my last purchase":       "~",
		"Followers of this user":                 "~",
		"Fork count of this repository":          "~",
		"Likes of the latest post":               "~",
		"Cancel my order":                        "cancel",
		"the repository's stars":                 "",
		"Can you cancel my subscription, please": "cancel",
		"Give this repository a star":            "star",
		"Leave a like on the post":               "like",
		"Make a reservation for 2 at 7pm":        "book",
		"Place an order for the blue one":        "buy",
		"Don't give it a star":                   "!star",
		"Give me the number of stars":            "~",
		"Make the text bigger":                   "",
		"Put this product in the cart":           "add",
		"Put a hold on this book":                "hold", // placing a library hold
		"Give me a star count for this repo":     "~",
		"Give me a star rating for this hotel":   "~",
		"Hit the star button":                    "star",
		"Place this item in the basket":          "add",
		"Leave a comment on the issue":           "post",
	} {
		if got := leadVerb(intent); got != want {
			t.Errorf("leadVerb(%q) = %q, want %q", intent, got, want)
		}
	}
}

// TestOtherActionSynonyms: reserving is booking, purchasing is buying (no other action);
// deleting is not archiving.
func TestOtherActionSynonyms(t *testing.T) {
	for _, tc := range []struct {
		a, b string
		want bool
	}{
		{"Reserve a table for 2 at Chianti", "Book a table for 2 at Chianti", false},
		{"Purchase the blue mug", "Buy the blue mug", false},
		{"Delete the repository", "Archive the repository", true},
		{"Reserve a table for 2 at Chianti", "Find a table for 2 at Chianti", true},
		{"Don't actually add the cheapest Women's Sweaters to my shopping cart.", "Add the cheapest Women's Sweaters to my shopping cart.", true},
		{"Add the top book to the cart, if not available choose notify me option", "Add the top book to the cart, if not available choose notify me option", false},
	} {
		if got := otherAction(intentTerms(tc.a), intentTerms(tc.b)); got != tc.want {
			t.Errorf("otherAction(%q, %q) = %v, want %v", tc.a, tc.b, got, tc.want)
		}
	}
}

// TestNegateActions: a negation marks the action right after it only.
func TestNegateActions(t *testing.T) {
	for intent, want := range map[string]bool{ // whether an action term is marked negated
		"Do not cancel my subscription":                                           true,
		"Don't delete the branch":                                                 true,
		"Update the address without deleting the old one":                         true,
		"Don't actually add the cheapest sweaters to my cart":                     true,
		"Please do NOT, under any circumstances, add the sweaters":                true,
		"Add the top book to the cart, if not available choose notify me option":  false,
		"Book a table for 2, and if a table is not available, search for another": false,
	} {
		got := false
		for _, term := range intentTerms(intent) {
			got = got || strings.HasPrefix(term, "!")
		}
		if got != want {
			t.Errorf("intentTerms(%q) = %q: negated %v, want %v", intent, intentTerms(intent), got, want)
		}
	}
	q := "Add the top book to the cart, if not available choose notify me option"
	if otherAction(intentTerms(q), intentTerms(q)) {
		t.Errorf("%q is another action than itself", q)
	}
}

func TestFollowWay(t *testing.T) {
	for intent, want := range map[string]string{
		"How many followers does @nasa have?":          "in",
		"List @nasa's followers":                       "in",
		"Who follows @nasa?":                           "in",
		"How many people follow @nasa?":                "in",
		"How many subscribers does the channel have?":  "in",
		"How many accounts does @nasa follow?":         "out",
		"Who does @nasa follow?":                       "out",
		"Which accounts does @nasa follow?":            "out",
		"How many accounts is @nasa following?":        "out",
		"Show my subscriptions":                        "out",
		"Follow @nasa":                                 "",
		"Unfollow @nasa":                               "",
		"Do the following steps":                       "",
		"Show the following steps":                     "",
		"Do my followers follow @nasa?":                "", // both ways
		"What does the report say about the follow-up": "",
	} {
		if got := followWay(intent); got != want {
			t.Errorf("followWay(%q) = %q, want %q", intent, got, want)
		}
	}
}

func TestExtendsName(t *testing.T) {
	for _, tt := range []struct {
		a, b string
		want bool
	}{
		{"Restart the database prod-db-2", "Restart the database prod-db", true},
		{"Delete the VM db-staging", "Delete the VM db-staging-eu", true},
		{"Delete the branch feature_x_v2", "Delete the branch feature_x", true},
		{"Delete the repository acme/widget-old", "Delete the repository acme/widget", true},
		{"Delete the bucket my-logging", "Delete the bucket my-logs", true}, // the same stem, another name
		{"Delete my-log", "Delete the bucket my-logs", true},
		{"Delete the bucket my_logs", "Delete the bucket my-logs", false}, // joined otherwise: a value written otherwise
		{"Stop web-prod-1？", "Stop web-prod-1", false},
		{"Restart the database prod-db", "Restart the database prod-db", false},
		{"Restart the database prod-db.", "Restart the prod-db database", false},
		{"Restart the database prod-dbx", "Restart the database prod-db", false},
		{"Check in for my flight", "Check-in for my flight", false},
		{"Turn off auto-renewal for my subscription", "Turn off auto-renew for my subscription", false}, // a word after "auto-", no name
		{"Delete the bucket auto-backup-2", "Delete the bucket auto-backup", true},
		{"Delete the bucket log-archives", "Delete the bucket log-archive", true},
	} {
		if got := extendsName(tt.a, tt.b); got != tt.want {
			t.Errorf("extendsName(%q, %q) = %v, want %v", tt.a, tt.b, got, tt.want)
		}
	}
}

// TestNamesHandleOtherLength: a text whose lower case is longer or shorter than itself
// ("İ" lowers to two runes, invalid UTF-8 to U+FFFD) is read by the same offsets.
func TestNamesHandleOtherLength(t *testing.T) {
	for in, want := range map[string]bool{
		"İİİİ star acme/rocket": true,
		"\xcfSCAle":             false,
		"Star acme/rocket":      true,
		"Star the repository":   false,
	} {
		if got := namesHandle(in, "star"); got != want {
			t.Errorf("namesHandle(%q, \"star\") = %v, want %v", in, got, want)
		}
	}
}
