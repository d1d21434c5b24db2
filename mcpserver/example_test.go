package mcpserver_test

import (
	"context"
	"fmt"
	"log"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/waymark-dev/waymark/mcpserver"
	"github.com/waymark-dev/waymark/sqlite"
)

// An agent's MCP client talks to waymark through in-memory transports: it saves a finished
// task, then asks what is known before doing the task again.
func Example() {
	ctx := context.Background()
	home, err := os.MkdirTemp("", "waymark-example")
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(home)
	m, err := sqlite.OpenMemory(ctx, home, nil)
	if err != nil {
		log.Fatal(err)
	}
	defer m.Close()

	// Serve the memory and connect a client.
	st, ct := mcp.NewInMemoryTransports()
	if _, err := mcpserver.New(m, nil).Connect(ctx, st, nil); err != nil {
		log.Fatal(err)
	}
	client := mcp.NewClient(&mcp.Implementation{Name: "agent", Version: "v0.0.1"}, nil)
	cs, err := client.Connect(ctx, ct, nil)
	if err != nil {
		log.Fatal(err)
	}
	defer cs.Close()

	// After a task: save its trace.
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: mcpserver.ToolSave, Arguments: map[string]any{
		"url": "https://docs.example.org/releases",
		"trace": map[string]any{
			"task":         "Find the latest release version",
			"start_url":    "https://docs.example.org/releases",
			"final_answer": "v2.4.1",
			"steps": []any{
				map[string]any{"action": "navigate", "url": "https://docs.example.org/releases"},
				map[string]any{"action": "extract", "url": "https://docs.example.org/releases",
					"target":    map[string]any{"selector": "[data-testid='latest-release']", "role": "heading", "name": "v2.4.1"},
					"extracted": "v2.4.1"},
			},
		},
	}})
	if err != nil {
		log.Fatal(err)
	}
	saved := res.StructuredContent.(map[string]any)
	fmt.Println("saved on", saved["site"], "duplicate:", saved["duplicate"])

	// Before the next task: ask what is known.
	res, err = cs.CallTool(ctx, &mcp.CallToolParams{Name: mcpserver.ToolQuery, Arguments: map[string]any{
		"url":    "https://docs.example.org/releases",
		"intent": "latest release version",
	}})
	if err != nil {
		log.Fatal(err)
	}
	recall := res.StructuredContent.(map[string]any)
	fmt.Println("cold start:", recall["tier"] == "P5", "- steps:", len(recall["steps"].([]any)))

	// A bad argument is a tool error naming the field.
	res, err = cs.CallTool(ctx, &mcp.CallToolParams{Name: mcpserver.ToolList, Arguments: map[string]any{"page_size": 1000}})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println("isError:", res.IsError, "-", res.Content[0].(*mcp.TextContent).Text)
	// Output:
	// saved on example.org duplicate: false
	// cold start: false - steps: 2
	// isError: true - invalid input: page_size: must be 1–100
}
