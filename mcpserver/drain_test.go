package mcpserver_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/waymark-dev/waymark/mcpserver"
)

const drainTrace = `{"task":"find the answer","start_url":"https://example.com/a","steps":[` +
	`{"action":"navigate","url":"https://example.com/a"},` +
	`{"action":"click","url":"https://example.com/a","target":{"selector":"#go","role":"button","name":"Go"}},` +
	`{"action":"done","url":"https://example.com/b","extracted":"42"}]}`

// serveScript runs a server over Drained with input as the whole of standard input (closed
// after it) and returns the responses by id.
func serveScript(t *testing.T, input string, chunk int) map[string]map[string]any {
	t.Helper()
	m, _ := openMemory(t)
	srv := mcpserver.New(m, nil)
	pr, pw := io.Pipe()
	go func() { // a client that writes everything, in small pieces, then closes its end
		for b := []byte(input); len(b) > 0; {
			n := min(chunk, len(b))
			if _, err := pw.Write(b[:n]); err != nil {
				return
			}
			b = b[n:]
		}
		pw.Close()
	}()
	var out bytes.Buffer
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if err := srv.Run(ctx, mcpserver.Drained(pr, &out)); err != nil && ctx.Err() != nil {
		t.Fatalf("run: %v (timed out waiting for the server to stop)", err)
	}
	got := map[string]map[string]any{}
	for _, line := range strings.Split(strings.TrimSpace(out.String()), "\n") {
		var msgs []map[string]any
		if strings.HasPrefix(line, "[") {
			if err := json.Unmarshal([]byte(line), &msgs); err != nil {
				t.Fatalf("response line %q: %v", line, err)
			}
		} else {
			var msg map[string]any
			if err := json.Unmarshal([]byte(line), &msg); err != nil {
				t.Fatalf("response line %q: %v", line, err)
			}
			msgs = append(msgs, msg)
		}
		for _, msg := range msgs {
			if id, ok := msg["id"]; ok {
				b, _ := json.Marshal(id)
				got[string(b)] = msg
			}
		}
	}
	return got
}

func request(id, method, params string) string {
	return `{"jsonrpc":"2.0","id":` + id + `,"method":"` + method + `","params":` + params + "}\n"
}

// TestDrainedAnswersAfterEOF: a client that writes its requests and closes standard input
// at once still gets every answer, and its save is stored (SPEC §12; the SDK alone cancels
// what is in flight when its input ends).
func TestDrainedAnswersAfterEOF(t *testing.T) {
	script := request("1", "initialize", `{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"sh","version":"1"}}`) +
		`{"jsonrpc":"2.0","method":"notifications/initialized"}` + "\n" +
		request(`"save"`, "tools/call", `{"name":"experience_save","arguments":{"url":"https://example.com/a","trace":`+drainTrace+`}}`) +
		request("3", "tools/call", `{"name":"experience_list","arguments":{"page_size":5}}`)
	for _, chunk := range []int{1 << 20, 7} { // whole, and split across reads mid-message
		got := serveScript(t, script, chunk)
		for _, id := range []string{"1", `"save"`, "3"} {
			if got[id] == nil {
				t.Fatalf("chunk %d: no response to request %s; got %v", chunk, id, got)
			}
			if e := got[id]["error"]; e != nil {
				t.Fatalf("chunk %d: request %s: error %v", chunk, id, e)
			}
		}
		save := got[`"save"`]["result"].(map[string]any)
		if save["isError"] == true {
			t.Fatalf("chunk %d: save failed: %v", chunk, save)
		}
		sc := save["structuredContent"].(map[string]any)
		if id, _ := sc["trace_id"].(string); id == "" {
			t.Fatalf("chunk %d: save answered without a trace_id: %v", chunk, sc)
		}
	}
}

// TestDrainedBatch: requests in a JSON-RPC batch (protocol 2025-03-26) are waited for too;
// a cancellation among the requests does no harm.
func TestDrainedBatch(t *testing.T) {
	script := request("1", "initialize", `{"protocolVersion":"2025-03-26","capabilities":{},"clientInfo":{"name":"sh","version":"1"}}`) +
		`{"jsonrpc":"2.0","method":"notifications/initialized"}` + "\n" +
		"[" + strings.TrimSpace(request("2", "tools/list", `{}`)) + "," +
		strings.TrimSpace(request("3", "tools/call", `{"name":"experience_save","arguments":{"url":"https://example.com/a","trace":`+drainTrace+`}}`)) + "]\n" +
		request("4", "tools/call", `{"name":"experience_list","arguments":{}}`) +
		`{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":4}}` + "\n"
	got := serveScript(t, script, 1<<20)
	for _, id := range []string{"1", "2", "3"} {
		if got[id] == nil {
			t.Fatalf("no response to request %s; got %v", id, got)
		}
	}
}

// TestDrainedBadInput: input that is not JSON ends the session with the SDK's error instead
// of a wait, and what came before it is still answered.
func TestDrainedBadInput(t *testing.T) {
	script := request("1", "initialize", `{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"sh","version":"1"}}`) +
		"this is not JSON\n"
	got := serveScript(t, script, 1<<20)
	if got["1"] == nil {
		t.Fatalf("no response to initialize; got %v", got)
	}
}
