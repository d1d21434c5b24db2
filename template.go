package waymark

import (
	"fmt"
	"slices"
	"strings"
	"unicode"
)

// templateValues turns the typed values that differ between two runs of the same route
// into inputs (SPEC §2: a route is a template): when a fill, type or select step of cur
// holds another value than the same step of old ("Alan Turing", then "Alan Kay" in the
// search box), its value becomes a placeholder named for the field ("{{search_wikipedia}}"),
// a name not among inputs (the stored route's). A step templated by an earlier run stays
// templated. old and cur are the steps of the stored route and of the new run (the same
// route key: the same actions and locators); values and names alike in Unicode NFC are the
// same (nfcKey); when their lengths differ, the steps are not
// paired and cur is returned as it is. The inputs returned are the placeholders of the
// steps returned (routeInputs): a stored input no step types any more is not.
func templateValues(old, cur []RouteStep, inputs []string) ([]RouteStep, []string) {
	out := slices.Clone(cur)
	if len(old) == len(cur) {
		for i := range out {
			a, b := old[i].Value, out[i].Value
			if !typesValue(out[i].Action) || a == "" || b == "" || nfcKey(a) == nfcKey(b) || isPlaceholderOnly(b) {
				continue
			}
			name := strings.TrimSuffix(strings.TrimPrefix(a, "{{"), "}}")
			if !isPlaceholderOnly(a) {
				name = uniqueInput(inputName(out[i]), inputs)
			}
			out[i].Value = "{{" + name + "}}"
			inputs = append(inputs, name)
		}
		for i := range out {
			if !typesValue(out[i].Action) {
				templateName(&out[i], old[i].Name, cur, out)
			}
		}
	}
	return out, routeInputs(out)
}

// templateName gives st, a step of the new run (cur, as templated: out) that acts on an
// element named otherwise in the stored route (was: "Dune", then "Neuromancer", a result
// link named for what was searched), a name that holds for both runs: the placeholder of
// the value the run typed that is the element's name ("{{search_books}}"), the stored
// placeholder when it was one, else none; and leaves out the anchors that hold either
// name, which no later run's element would have.
func templateName(st *RouteStep, was string, cur, out []RouteStep) {
	now := st.Name
	if was == "" || now == "" || nfcKey(was) == nfcKey(now) {
		return
	}
	st.Anchors = slices.DeleteFunc(slices.Clone(st.Anchors), func(a Locator) bool {
		return strings.Contains(a.Value, now) || !isPlaceholderOnly(was) && strings.Contains(a.Value, was)
	})
	switch {
	case isPlaceholderOnly(was):
		st.Name = was
	default:
		st.Name = ""
		for j := range cur {
			if typesValue(cur[j].Action) && strings.EqualFold(strings.TrimSpace(cur[j].Value), strings.TrimSpace(now)) && isPlaceholderOnly(out[j].Value) {
				st.Name = out[j].Value
				break
			}
		}
	}
}

// routeInputs returns the names of the placeholders in the values of steps ("{{search}}"
// gives "search"), sorted, each once: the inputs of a route (Pattern.Inputs), never nil.
func routeInputs(steps []RouteStep) []string {
	names := []string{}
	for _, st := range steps {
		names = append(names, placeholders(st.Value)...)
	}
	slices.Sort(names)
	return slices.Compact(names)
}

func typesValue(a Action) bool {
	return a == ActionFill || a == ActionSelect || a == "type"
}

// isPlaceholderOnly reports whether v is one placeholder ("{{search}}") and nothing else.
func isPlaceholderOnly(v string) bool {
	ps := placeholders(v)
	return len(ps) == 1 && v == "{{"+ps[0]+"}}"
}

// inputName names the input of a step by its field: the lower-case letters and digits of
// its accessible name or label, words joined by "_", at most 32 characters, starting with a
// letter; "value" when the field has no name in ASCII letters.
func inputName(s RouteStep) string {
	words := strings.FieldsFunc(strings.ToLower(s.Name), func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || unicode.IsLetter(r) && r > 0x7f)
	})
	name := strings.Join(words, "_")
	if len(name) > 32 {
		name = strings.TrimRight(name[:32], "_")
	}
	switch {
	case name == "" || !isASCIIWord(name):
		return "value"
	case name[0] >= '0' && name[0] <= '9':
		return "field_" + name // a placeholder name starts with a letter
	}
	return name
}

func isASCIIWord(s string) bool {
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '_') {
			return false
		}
	}
	return true
}

// uniqueInput returns name, or name_2, name_3, … when inputs already has it.
func uniqueInput(name string, inputs []string) string {
	for n, cand := 2, name; ; n++ {
		if !slices.Contains(inputs, cand) {
			return cand
		}
		cand = fmt.Sprintf("%s_%d", name, n)
	}
}
