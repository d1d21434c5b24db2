// Package selector rates and stabilises recorded element locators (SPEC §9 "Selector
// stabilisation"): keep what survives a redesign — test attributes, stable ids, name,
// aria-label, role and accessible name, label and link text, href patterns — and drop
// what does not — generated and hashed class names, framework ids, positional and deep
// anonymous chains.
//
// [ParseLocator] reads the locator forms recorders write (CSS, Chrome Recorder aria/ and
// xpath/ prefixes, Selenium IDE css=/id=/linkText=, Playwright engines and getByRole code,
// shadow hops "a >> b"); [Score] rates one; [Stabilise] rewrites a CSS selector into its
// stable core; [Candidates] and [Anchors] list every way to find a [Target] again, best
// first.
//
//	sel, ok := selector.Stabilise("html > body > div:nth-child(3) > form > input#email")
//	// sel == "input#email", ok == true
//	selector.Score("#rso > .MjjYud:nth-child(1) .LC20lb") // ≈ 0.01
//
// The package works on plain strings; it does not know the trace format.
package selector
