package main

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"
)

// TestMCPInterop drives 'waymark serve' with the official TypeScript MCP SDK (a client this
// project did not write): test/mcp-client/client.mjs lists the tools, saves traces as an
// object and as a JSON string, queries, lists, and checks that a bad argument is a tool
// error naming the field. It needs Node and 'npm ci' in test/mcp-client (.ci/run does it).
func TestMCPInterop(t *testing.T) {
	dir, err := filepath.Abs(filepath.Join("..", "..", "test", "mcp-client"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, "node_modules", "@modelcontextprotocol", "sdk")); err != nil {
		t.Fatalf("run npm ci in test/mcp-client (%v)", err)
	}
	node, err := exec.LookPath("node")
	if err != nil {
		t.Fatalf("node not found (Node 20 or later is needed for this test): %v", err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, node, "client.mjs", binary)
	cmd.Dir = dir
	cmd.Env = cleanEnv()
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("node client.mjs: %v\n%s", err, out)
	}
	t.Logf("%s", out)
}
