package mcpserver_test

import (
	"context"
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/waymark-dev/waymark"
	"github.com/waymark-dev/waymark/mcpserver"
	"github.com/waymark-dev/waymark/sqlite"
)

func TestInstructionsNameEveryTool(t *testing.T) {
	for _, name := range []string{mcpserver.ToolQuery, mcpserver.ToolSave, mcpserver.ToolStep,
		mcpserver.ToolList, mcpserver.ToolPattern, mcpserver.ToolForget, "record_quirk"} {
		if !strings.Contains(mcpserver.Instructions, name) {
			t.Errorf("Instructions do not mention %s", name)
		}
	}
}

func TestNewNilMemoryPanics(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("New(nil, nil) did not panic")
		}
	}()
	mcpserver.New(nil, nil)
}

// TestSchemas checks what clients see of each tool: an object input schema with the required
// fields, the free-form fields open to an object or a JSON string, and an output schema for
// every tool whose answer has one shape.
func TestSchemas(t *testing.T) {
	m, _ := openMemory(t)
	ctx := context.Background()
	st, ct := mcp.NewInMemoryTransports()
	if _, err := mcpserver.New(m, nil).Connect(ctx, st, nil); err != nil {
		t.Fatal(err)
	}
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "t", Version: "0"}, nil).Connect(ctx, ct, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	res, err := cs.ListTools(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	required := map[string][]string{
		mcpserver.ToolQuery: {"url"}, mcpserver.ToolSave: {"url"}, mcpserver.ToolStep: {"session_id", "step"},
		mcpserver.ToolList: nil, mcpserver.ToolPattern: {"action"}, mcpserver.ToolForget: nil, mcpserver.ToolIngest: nil,
	}
	for _, tool := range res.Tools {
		want, ok := required[tool.Name]
		if !ok {
			t.Errorf("unexpected tool %s", tool.Name)
			continue
		}
		delete(required, tool.Name)
		in := tool.InputSchema.(map[string]any)
		if in["type"] != "object" {
			t.Errorf("%s: input schema type %v", tool.Name, in["type"])
		}
		var got []string
		for _, r := range asSlice(in["required"]) {
			got = append(got, r.(string))
		}
		if strings.Join(got, ",") != strings.Join(want, ",") {
			t.Errorf("%s: required %v, want %v", tool.Name, got, want)
		}
		if tool.OutputSchema == nil {
			t.Errorf("%s: output schema %v", tool.Name, tool.OutputSchema)
		}
		if tool.Description == "" {
			t.Errorf("%s: no description", tool.Name)
		}
	}
	for name := range required {
		t.Errorf("tool %s missing", name)
	}
}

func asSlice(v any) []any {
	s, _ := v.([]any)
	return s
}

// TestContextCancelsCalls: when Options.Context ends (waymark serve: a signal), a call in
// flight stops too. Here a save waits for the write lock that another store holds; it
// answers with a tool error soon after the context ends, not after the 10 s busy timeout.
func TestContextCancelsCalls(t *testing.T) {
	m, home := openMemory(t)
	holder, err := sqlite.Open(t.Context(), filepath.Join(home, "memory.db"), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer holder.Close()
	locked, release := make(chan struct{}), make(chan struct{})
	go holder.Update(t.Context(), func(waymark.Tx) error {
		close(locked)
		<-release
		return nil
	})
	<-locked
	defer close(release)
	stop, cancel := context.WithCancel(t.Context())
	cs := clientOf(t, mcpserver.New(m, &mcpserver.Options{Context: stop}))
	time.AfterFunc(200*time.Millisecond, cancel)
	start := time.Now()
	res, err := cs.CallTool(t.Context(), &mcp.CallToolParams{Name: mcpserver.ToolSave,
		Arguments: map[string]any{"url": "https://example.com/a", "trace": json.RawMessage(drainTrace)}})
	if err != nil {
		t.Fatal(err)
	}
	if !res.IsError {
		t.Fatalf("the save succeeded while another store held the write lock: %+v", res)
	}
	if waited := time.Since(start); waited > 5*time.Second {
		t.Fatalf("the save answered after %v: the end of Options.Context did not stop it", waited)
	}
}

// TestToolErrorsMaskSecrets: a tool error never repeats a secret from the arguments, also
// when the SDK's own schema check wrote it (SPEC §8: MCP clients keep logs).
func TestToolErrorsMaskSecrets(t *testing.T) {
	m, _ := openMemory(t)
	cs := clientOf(t, mcpserver.New(m, nil))
	const token, email = "ghp_abcdefghijklmnopqrstuvwxyz0123456789", "alice.smith@example.com"
	for _, c := range []struct {
		tool, field string
		args        map[string]any
	}{
		{mcpserver.ToolList, "kind", map[string]any{"kind": token}},
		{mcpserver.ToolQuery, "task_type", map[string]any{"url": "https://a.test/", "task_type": email}},
		{mcpserver.ToolQuery, "url", map[string]any{"url": "ftp://a.test/?token=" + token}},
		{mcpserver.ToolSave, "outcome", map[string]any{"url": "https://a.test/", "outcome": token, "trace": json.RawMessage(drainTrace)}},
	} {
		res, text := callText(t, cs, c.tool, c.args)
		if !res.IsError || !strings.Contains(text, c.field) {
			t.Errorf("%s %v: error %v, text %q; want a tool error naming %s", c.tool, c.args, res.IsError, text, c.field)
		}
		if strings.Contains(text, token) || strings.Contains(text, email) {
			t.Errorf("%s: the error repeats a secret: %q", c.tool, text)
		}
	}
}

// TestPatternGetWholeRoute: a query shows six steps of a longer route and names its id;
// browser_pattern_learn get with that id as pattern gives every step.
func TestPatternGetWholeRoute(t *testing.T) {
	m, _ := openMemory(t)
	ctx := t.Context()
	var steps []map[string]any
	for i := range 9 {
		steps = append(steps, map[string]any{"tool": "browser_click", "target": fmt.Sprintf("[data-testid='step-%d']", i)})
	}
	raw, _ := json.Marshal(steps)
	info, err := m.Learn(ctx, waymark.LearnRequest{URL: "https://shop.test/cart", Name: "checkout", Steps: raw,
		SuccessIndicator: "#done", Intent: "check out the cart"})
	if err != nil {
		t.Fatal(err)
	}
	cs := clientOf(t, mcpserver.New(m, nil))
	call := func(tool string, args map[string]any) map[string]any {
		res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: tool, Arguments: args})
		if err != nil || res.IsError {
			t.Fatalf("%s %v: %v %+v", tool, args, err, res)
		}
		b, _ := json.Marshal(res.StructuredContent)
		var out map[string]any
		json.Unmarshal(b, &out)
		return out
	}
	q := call(mcpserver.ToolQuery, map[string]any{"url": "https://shop.test/cart", "intent": "check out the cart"})
	if n := len(q["steps"].([]any)); n != waymark.MaxStepsPerPattern || !strings.Contains(fmt.Sprint(q["warnings"]), "pattern "+info.ID) {
		t.Fatalf("query: %d steps, warnings %v; want %d and the route's id", n, q["warnings"], waymark.MaxStepsPerPattern)
	}
	p := call(mcpserver.ToolPattern, map[string]any{"action": "get", "pattern": info.ID})
	if p["name"] != "checkout" || len(p["steps"].([]any)) != 9 {
		t.Errorf("get pattern %s: %v; want checkout with 9 steps", info.ID, p)
	}
	byName := call(mcpserver.ToolPattern, map[string]any{"action": "get", "pattern": "checkout", "url": "https://shop.test/cart"})
	if byName["name"] != "checkout" || len(byName["steps"].([]any)) != 9 {
		t.Errorf("get pattern by name: %v; want checkout with 9 steps", byName)
	}
}

// clientOf connects an MCP client to srv through in-memory transports; both ends close
// when the test ends.
func clientOf(t *testing.T, srv *mcp.Server) *mcp.ClientSession {
	t.Helper()
	st, ct := mcp.NewInMemoryTransports()
	ss, err := srv.Connect(t.Context(), st, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ss.Close() })
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "t", Version: "1"}, nil).Connect(t.Context(), ct, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cs.Close() })
	return cs
}

// TestInvalidUTF8Refused: arguments that are not valid UTF-8 are a tool error naming the
// argument, as on the CLI, and nothing is stored; the SDK would otherwise turn the bad
// bytes into U+FFFD.
func TestInvalidUTF8Refused(t *testing.T) {
	m, _ := openMemory(t)
	cs := clientOf(t, mcpserver.New(m, nil))
	for _, c := range []struct {
		tool, field string
		args        string
	}{
		{mcpserver.ToolStep, "session_id", `{"session_id": "s` + "\xff" + `", "step": {"action": "navigate", "url": "https://a.test/"}}`},
		{mcpserver.ToolSave, "trace", `{"url": "https://a.test/", "trace": {"task": "find ` + "\xc3\x28" + `", "start_url": "https://a.test/",
			"steps": [{"action": "navigate", "url": "https://a.test/"}]}}`},
	} {
		res, text := callText(t, cs, c.tool, json.RawMessage(c.args))
		if !res.IsError || !strings.Contains(text, c.field+": not valid UTF-8") {
			t.Errorf("%s: error %v, text %q; want a tool error naming %s", c.tool, res.IsError, text, c.field)
		}
	}
	st, err := m.Stats(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	if st.Total != 0 {
		t.Errorf("refused calls stored %d records: %+v", st.Total, st.Records)
	}
}

// callText calls tool with args and returns the result and the text of its content.
func callText(t *testing.T, cs *mcp.ClientSession, tool string, args any) (*mcp.CallToolResult, string) {
	t.Helper()
	res, err := cs.CallTool(t.Context(), &mcp.CallToolParams{Name: tool, Arguments: args})
	if err != nil {
		t.Fatal(err)
	}
	text := ""
	for _, ct := range res.Content {
		if tc, ok := ct.(*mcp.TextContent); ok {
			text += tc.Text
		}
	}
	return res, text
}
