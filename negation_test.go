package waymark

import (
	"slices"
	"testing"
)

func TestNegatedTerms(t *testing.T) {
	for intent, want := range map[string][]string{
		"How many issues are open?":                                 nil,
		"How many issues are not open?":                             {"open"},
		"Which EU countries don't use the euro?":                    {"use"},
		"How many issues arent open?":                               {"open"},
		"Find hotels without a pool":                                {"pool"},
		"List every state except Texas":                             {"texa"},
		"Find products with no reviews":                             {"review"},
		"Show laptops with no 4K screen":                            {"4k", "screen"},
		"Track order no 12345":                                      nil,
		"Which orders have no tracking number? Start with No. 5":    {"track", "number"},
		"How many stars does this repository have? Do not star it.": nil,
		"Find the cheapest flight but don't book it":                nil,
		"Book a table for 2 but never on the terrace":               {"terrac"},
		"Book a table for 2. Don't put us on the terrace.":          {"terrac"},
		"Find hotels that do not have any kind of pool":             {"pool"},
		"Find flights without layovers from New York":               {"layov"},
		"Book a non-refundable room":                                {"refund"},
		"Book a table for 2 and don't choose the terrace":           {"terrac"},
		"Find hotels, but never ones with a pool":                   {"pool"},
		`Click "Don't show again" on the cookie banner`:             nil,
		"Show the notifications":                                    nil, // "not" inside a word
	} {
		if got := negatedTerms(intent); !slices.Equal(got, want) {
			t.Errorf("negatedTerms(%q) = %q, want %q", intent, got, want)
		}
	}
}

func TestNegationDiffers(t *testing.T) {
	for _, tc := range []struct {
		query, stored string
		want          bool
	}{
		{"How many issues are not open?", "How many issues are open?", true},
		{"Buy this product without ordering it", "Buy this product", true}, // ordering is buying
		{"Buy this product, but do not place the order", "Buy this product", true},
		{"Book a table for 2, no outdoor seating", "Book a table for 2", false}, // only more said
		{"Which EU countries don't use the euro?", "Which EU countries do not use the euro?", false},
	} {
		got := negationDiffers(negatedTerms(tc.query), intentTerms(tc.query), negatedTerms(tc.stored), intentTerms(tc.stored))
		if got != tc.want {
			t.Errorf("negationDiffers(%q, %q) = %v, want %v (negated %q and %q)", tc.query, tc.stored, got, tc.want,
				negatedTerms(tc.query), negatedTerms(tc.stored))
		}
	}
}

func TestForbiddenActions(t *testing.T) {
	for _, tt := range []struct {
		intent string
		want   []forbidden
	}{
		{"Draft hello world but don't post it", []forbidden{{verb: "post"}}},
		{"Fill in the form, do not submit the transfer", []forbidden{{verb: "submit", obj: []string{"transfer"}}}},
		{"Place the order, don't save my card", []forbidden{{verb: "save", obj: []string{"card"}}}},
		{"Type hello world without posting it", nil},                              // "without" negates its object: negatedTerms
		{"Book a table, never on the terrace", nil},                               // no verb after "never"
		{"How many issues are not open?", nil},                                    // not an instruction
		{"Don't put us on the terrace", []forbidden{{"put", []string{"terrac"}}}}, // its object stays negatedTerms'
	} {
		got := forbiddenActions(tt.intent)
		if !slices.EqualFunc(got, tt.want, func(a, b forbidden) bool { return a.verb == b.verb && slices.Equal(a.obj, b.obj) }) {
			t.Errorf("forbiddenActions(%q) = %v, want %v", tt.intent, got, tt.want)
		}
	}
}
