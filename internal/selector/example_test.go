package selector_test

import (
	"fmt"

	"github.com/waymark-dev/waymark/internal/selector"
)

func ExampleStabilise() {
	for _, s := range []string{
		"html > body > div:nth-child(3) > form > input#email",
		`input.flex.h-10.w-full.rounded-md.border[id="firstName"][name="firstName"]`,
		"#rso > .MjjYud:nth-child(1) .LC20lb",
	} {
		fmt.Println(selector.Stabilise(s))
	}
	// Output:
	// input#email true
	// input[id="firstName"] true
	//  false
}

func ExampleParseLocator() {
	for _, s := range []string{
		`aria/Accept all[role="button"]`,
		`await page.getByRole('button', { name: 'Alle akzeptieren' }).click();`,
		"linkText=Remove",
		"css=outer-closed >> inner-closed >> #inner-input",
		"xpath///*[@id=\"button\"]",
	} {
		c := selector.ParseLocator(s)
		fmt.Println(c.Kind, c.Value, c.Stability)
	}
	// Output:
	// role role=button[name="Accept all"] 0.9
	// role role=button[name="Alle akzeptieren"] 0.855
	// text text="Remove" 0.7
	// id outer-closed >> inner-closed >> #inner-input 0.705
	// xpath xpath=//*[@id="button"] 0.857
}

func ExampleAnchors() {
	t := selector.Target{
		Selectors:  []string{"#ember123", "div.css-1x2y3z > button:nth-child(2)"},
		Role:       "button",
		Name:       "Sign in",
		Attributes: map[string]string{"data-testid": "login-submit", "id": "ember123"},
	}
	for _, a := range selector.Anchors(t) {
		fmt.Println(a.Kind, a.Value, a.Stability)
	}
	// Output:
	// testid [data-testid="login-submit"] 0.98
	// role role=button[name="Sign in"] 0.9
}
