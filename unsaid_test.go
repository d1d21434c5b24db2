package waymark_test

import (
	"testing"

	"github.com/waymark-dev/waymark"
)

// TestTypedValueUnsaid: a route that types its request's value in so many words ("he ran
// to the bank") is no P1 for a query whose terms weigh alike but whose value differs in
// small words or in a word's ending; the same value unquoted is.
func TestTypedValueUnsaid(t *testing.T) {
	m := openMemory(t, nil)
	const tr = "https://translate.example/"
	translate := runsOf(tr, `Translate "he ran to the bank" to French`, `
		{"action": "fill", "url": "`+tr+`", "target": {"selector": "textarea#source", "role": "textbox", "name": "Source text"}, "value": "he ran to the bank"},
		{"action": "select", "url": "`+tr+`", "target": {"selector": "select#target", "role": "combobox", "name": "Target language"}, "value": "French"},
		{"action": "click", "url": "`+tr+`", "target": {"selector": "button[data-testid='translate']", "role": "button", "name": "Translate"}}`)
	reliableRoute(t, m, translate(0), translate(1))
	checkQueries(t, m, "", []queryCase{
		{tr, `Translate "he ran to the bank" to French`, "", waymark.P1},
		{tr, "Translate he ran to the bank to French", "", waymark.P1},
		{tr, "Translate he ran into the bank to French", `types "he ran to the bank"`, waymark.P2},
		{tr, "Translate he ran by the bank to French", "does not name in those words", waymark.P2},
		{tr, "Translate he ran to the banks to French", `"banks"`, waymark.P2},
	})
}
