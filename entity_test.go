package waymark

import "testing"

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
		{"price of product 7", "price of product 42", product, true},
		{"price of product 7", "price of product 42", templated, false},
		{"price of the mug 7", "price of product 42", []RouteStep{{Action: ActionFill, Name: "Search", Value: "{{product}}"}}, false},
		{"", "What year was Alan Turing born?", turing, false},
	} {
		p := &Pattern{IntentTerms: termsOf(tc.stored), Steps: tc.steps}
		if got := otherEntity(termsOf(tc.query), p); got != tc.want {
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
