package waymark

import (
	"encoding/json"
	"testing"
)

// TestCapsMatchSchema: the caps clipToSchema holds a redacted trace to are the schema's.
func TestCapsMatchSchema(t *testing.T) {
	var doc struct {
		Properties map[string]struct {
			MaxLength int `json:"maxLength"`
		} `json:"properties"`
		Defs map[string]struct {
			Properties map[string]struct {
				MaxLength int `json:"maxLength"`
			} `json:"properties"`
		} `json:"$defs"`
	}
	if err := json.Unmarshal(TraceSchema, &doc); err != nil {
		t.Fatal(err)
	}
	step, target := doc.Defs["step"].Properties, doc.Defs["target"].Properties
	for name, c := range map[string]struct{ got, want int }{
		"task":              {capTask, doc.Properties["task"].MaxLength},
		"final_answer":      {capAnswer, doc.Properties["final_answer"].MaxLength},
		"success_indicator": {capIndicator, doc.Properties["success_indicator"].MaxLength},
		"step.title":        {capTask, step["title"].MaxLength},
		"step.value":        {capAnswer, step["value"].MaxLength},
		"step.error":        {capAnswer, step["error"].MaxLength},
		"step.extracted":    {capExtracted, step["extracted"].MaxLength},
		"target.name":       {capTask, target["name"].MaxLength},
		"target.text":       {capTask, target["text"].MaxLength},
		"target.label":      {capTask, target["label"].MaxLength},
		"target.selector":   {capTask, target["selector"].MaxLength},
		"target.xpath":      {capTask, target["xpath"].MaxLength},
	} {
		if c.got != c.want || c.want == 0 {
			t.Errorf("%s: cap %d, the schema's maxLength %d", name, c.got, c.want)
		}
	}
}
