package waymark_test

import (
	"context"
	"fmt"
	"os"

	"github.com/waymark-dev/waymark"
	"github.com/waymark-dev/waymark/sqlite"
)

// Save what a finished task did, then ask before the next task on the same page.
func Example() {
	ctx := context.Background()
	home, _ := os.MkdirTemp("", "waymark-example-")
	defer os.RemoveAll(home)
	m, err := sqlite.OpenMemory(ctx, home, nil)
	if err != nil {
		panic(err)
	}
	defer m.Close()

	trace := []byte(`{
	  "task": "Read the licence of the widget project",
	  "start_url": "https://code.example/acme/widget",
	  "final_answer": "MIT",
	  "steps": [
	    {"action": "navigate", "url": "https://code.example/acme/widget"},
	    {"action": "extract", "url": "https://code.example/acme/widget",
	     "target": {"selector": "[data-testid='license']", "role": "link", "name": "MIT license"}, "extracted": "MIT"}
	  ]}`)
	res, err := m.Save(ctx, waymark.SaveRequest{URL: "https://code.example/acme/widget", Trace: trace})
	if err != nil {
		panic(err)
	}
	fmt.Println("saved:", res.Site, res.URLPattern, res.Pattern.Name)

	rec, err := m.Query(ctx, waymark.QueryRequest{URL: "https://code.example/acme/widget", Intent: "read the licence of the widget project"})
	if err != nil {
		panic(err)
	}
	fmt.Println("tier:", rec.Tier, rec.Confidence)
	fmt.Println("first step:", rec.Steps[0].Action, "then", rec.Steps[1].Action, rec.Steps[1].Anchors[0].Value)
	fmt.Println("cached:", *rec.CachedAnswers[0].Answer, rec.CachedAnswers[0].Freshness)
	// Output:
	// saved: code.example code.example/acme/widget read_licence_widget_project
	// tier: P3 0.5
	// first step: navigate then extract [data-testid='license']
	// cached: MIT static
}
