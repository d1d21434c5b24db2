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
