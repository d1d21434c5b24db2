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
