package selector

import "testing"

var benchTarget = Target{
	Selectors: []string{
		`input.flex.h-10.w-full.rounded-md.border.border-input.bg-background.px-3.py-2.text-base.ring-offset-background[id="firstName"][name="firstName"]`,
		"aria/First name[role=\"textbox\"]",
		"xpath///*[@id=\"firstName\"]",
		"pierce/div:nth-of-type(2) > form > input",
	},
	XPath:      "html/body/div/div[2]/div/form/div[1]/div[1]/div[1]/input",
	Tag:        "input",
	Role:       "textbox",
	Name:       "First name",
	Label:      "First name",
	Attributes: map[string]string{"id": "firstName", "name": "firstName", "type": "text", "class": "form-control ember-view"},
}

// BenchmarkCandidates builds the candidates of a form field recorded four ways.
func BenchmarkCandidates(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		Candidates(benchTarget)
	}
}

// BenchmarkScore rates a Tailwind utility chain with an id.
func BenchmarkScore(b *testing.B) {
	s := benchTarget.Selectors[0]
	b.ReportAllocs()
	for b.Loop() {
		Score(s)
	}
}

// BenchmarkStabilise rewrites a positional chain into its stable core.
func BenchmarkStabilise(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		Stabilise("html > body > div:nth-child(3) > form.Form_root__a1B2c > input#email.sc-bdfBwQ")
	}
}
