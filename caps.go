package waymark

// The caps of the trace schema (schema/trace.schema.json, maxLength, in characters) on the
// texts that redaction can lengthen: a masked value ("a@b.co" → "{{email}}") may pass the
// cap its original kept. clipToSchema holds a redacted trace to them, so that every raw
// trace a save archives reads back through the schema (restore). TestCapsMatchSchema keeps
// these numbers the schema's.
const (
	capTask      = 10_000    // task, a step's title, a target's texts and selectors
	capAnswer    = 100_000   // final_answer, a step's value and error
	capExtracted = 1_000_000 // a step's extracted text
	capIndicator = 2_000     // success_indicator
)

// clipToSchema clips the texts of tr, a redacted trace, to the trace schema's caps.
func clipToSchema(tr *Trace) {
	tr.Task = clip(tr.Task, capTask)
	tr.FinalAnswer = clip(tr.FinalAnswer, capAnswer)
	tr.SuccessIndicator = clip(tr.SuccessIndicator, capIndicator)
	for i := range tr.Steps {
		st := &tr.Steps[i]
		st.Title = clip(st.Title, capTask)
		st.Value, st.Error = clip(st.Value, capAnswer), clip(st.Error, capAnswer)
		st.Extracted = clip(st.Extracted, capExtracted)
		if t := st.Target; t != nil {
			t.Name, t.Text, t.Label = clip(t.Name, capTask), clip(t.Text, capTask), clip(t.Label, capTask)
			t.Selector, t.XPath = clip(t.Selector, capTask), clip(t.XPath, capTask)
			for j := range t.Selectors {
				t.Selectors[j] = clip(t.Selectors[j], capTask)
			}
		}
	}
}
