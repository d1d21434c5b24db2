package ingest

import "github.com/waymark-dev/waymark"

// firstNonEmptyPW returns a, or b when a is empty.
func firstNonEmptyPW(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

// fillForm turns browser_fill_form's fields into fill (or select / click) steps, pairing
// field i with the i-th locator line of the code when the counts agree.
func (s *pwState) fillForm(sec *pwSection, add func(waymark.Action, string, *waymark.Target, ...string)) {
	fields, _ := sec.args["fields"].([]any)
	lines := pwCodeLines(sec.code)
	for i, f := range fields {
		m, _ := f.(map[string]any)
		if m == nil {
			continue
		}
		var t *waymark.Target
		if len(lines) == len(fields) {
			t = pwTargetFromCode(lines[i])
		}
		if t == nil {
			if n := pwArg(m, "name"); n != "" {
				t = &waymark.Target{Name: pwClip(n, 300)}
			}
		}
		a := waymark.ActionFill
		switch pwArg(m, "type") {
		case "checkbox", "radio":
			a = waymark.ActionClick
		case "combobox":
			a = waymark.ActionSelect
		}
		v := pwArg(m, "value")
		if a == waymark.ActionClick {
			v = ""
		}
		add(a, v, t, pwArg(m, "name"), s.refName(pwRef(m)))
	}
}
