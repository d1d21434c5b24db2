package waymark

import (
	"slices"
	"testing"
)

// TestTemplateValuesInputs: the inputs of a merged route are the placeholders its steps
// type; one only the stored route typed goes when the new run's route has other steps.
func TestTemplateValuesInputs(t *testing.T) {
	fill := func(name, v string) RouteStep { return RouteStep{Action: ActionFill, Name: name, Value: v} }
	tests := []struct {
		name     string
		old, cur []RouteStep
		inputs   []string
		want     []string
	}{
		{"value differs: an input", []RouteStep{fill("Search", "cats")}, []RouteStep{fill("Search", "dogs")}, nil, []string{"search"}},
		{"stored input kept", []RouteStep{fill("Search", "{{search}}")}, []RouteStep{fill("Search", "dogs")}, []string{"search"}, []string{"search"}},
		{"other steps: the stored input goes", []RouteStep{fill("Search", "{{search}}")},
			[]RouteStep{fill("Search", "dogs"), {Action: ActionClick, Name: "Go"}}, []string{"search"}, []string{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, got := templateValues(tt.old, tt.cur, tt.inputs)
			if !slices.Equal(got, tt.want) {
				t.Errorf("inputs %q, want %q", got, tt.want)
			}
		})
	}
}

// TestTemplateNames: an element named for the value a run typed (a result link named for
// the search) takes that value's placeholder once two runs name it otherwise, and loses the
// anchors that hold either name; one named otherwise for no typed value loses its name.
func TestTemplateNames(t *testing.T) {
	fill := func(v string) RouteStep { return RouteStep{Action: ActionFill, Name: "Search books", Value: v} }
	link := func(name string) RouteStep {
		return RouteStep{Action: ActionClick, Role: "link", Name: name,
			Anchors: []Locator{{Kind: "role", Value: `role=link[name="` + name + `"]`}, {Kind: "testid", Value: "[data-testid='result-title']"}}}
	}
	old := []RouteStep{fill("Dune"), link("Dune"), {Action: ActionClick, Name: "Add to basket"}}
	cur := []RouteStep{fill("Neuromancer"), link("Neuromancer"), {Action: ActionClick, Name: "Add to basket"}}
	out, _ := templateValues(old, cur, nil)
	if out[1].Name != "{{search_books}}" || len(out[1].Anchors) != 1 || out[2].Name != "Add to basket" {
		t.Errorf("merged %+v, want the link named {{search_books}} with its test id's anchor only", out)
	}
	third := []RouteStep{fill("Hyperion"), link("Hyperion"), {Action: ActionClick, Name: "Add to basket"}}
	if out, _ = templateValues(out, third, []string{"search_books"}); out[1].Name != "{{search_books}}" {
		t.Errorf("a third run: %+v", out[1])
	}
	other := []RouteStep{fill("Dune"), link("Dune (Deluxe Edition)"), {Action: ActionClick, Name: "Add to basket"}}
	if out, _ = templateValues(old, other, nil); out[1].Name != "" {
		t.Errorf("a name no value typed: %+v", out[1])
	}
}

// TestPatternName: a route's name keeps the intent's first content words, and the "in" or
// "on" of a phrasal verb with its verb, so that "log in" and "log out" routes are told apart.
func TestPatternName(t *testing.T) {
	for _, tc := range []struct{ intent, want string }{
		{"On the Issues page, how many issues are open?", "issues_open"},
		{"log in to the dashboard", "log_in_dashboard"},
		{"Log out of the dashboard", "log_out_dashboard"},
		{"Signing in with Google", "signing_in_google"},
		{"turn on dark mode", "turn_on_dark_mode"},
		{"turn off dark mode", "turn_off_dark_mode"},
		{"check in for flight BA117", "check_in_flight_ba117"},
		{"book a table in Paris on Friday", "book_table_paris_friday"},
		{"", "other"},
	} {
		if got := patternName(tc.intent, TaskOther); got != tc.want {
			t.Errorf("patternName(%q) = %q, want %q", tc.intent, got, tc.want)
		}
	}
}
