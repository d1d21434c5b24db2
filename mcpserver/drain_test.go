package mcpserver_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/waymark-dev/waymark"
	"github.com/waymark-dev/waymark/mcpserver"
)

const drainTrace = `{"task":"find the answer","start_url":"https://example.com/a","steps":[` +
	`{"action":"navigate","url":"https://example.com/a"},` +
	`{"action":"click","url":"https://example.com/a","target":{"selector":"#go","role":"button","name":"Go"}},` +
	`{"action":"done","url":"https://example.com/b","extracted":"42"}]}`

func request(id, method, params string) string {
	return `{"jsonrpc":"2.0","id":` + id + `,"method":"` + method + `","params":` + params + "}\n"
}

// preamble is what every client sends first: initialize, then notifications/initialized.
func preamble(version string) string {
	return request("1", "initialize", `{"protocolVersion":"`+version+`","capabilities":{},"clientInfo":{"name":"sh","version":"1"}}`) +
		`{"jsonrpc":"2.0","method":"notifications/initialized"}` + "\n"
}

var saveCall = request(`"save"`, "tools/call", `{"name":"experience_save","arguments":{"url":"https://example.com/a","trace":`+drainTrace+`}}`)

// lockedBuffer is a bytes.Buffer safe for the SDK's concurrent writes.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) Close() error { return nil }

// chunked writes input to w chunk bytes at a time, then closes w: a client that sends
// everything and closes its end at once.
func chunked(w *io.PipeWriter, input string, chunk int) {
	for b := []byte(input); len(b) > 0; {
		n := min(chunk, len(b))
		if _, err := w.Write(b[:n]); err != nil {
			return
		}
		b = b[n:]
	}
	w.Close()
}

// serveScript serves m over Drain with input as the whole of the client's side, and
// returns the server's output. It fails the test when the server does not stop within
// 10 s of the end of input.
func serveScript(t testing.TB, m *waymark.Memory, input string, chunk int) string {
	t.Helper()
	return serveOver(t, m, input, chunk, func(r io.ReadCloser, w io.WriteCloser) mcp.Transport {
		return mcpserver.Drain(&mcp.IOTransport{Reader: r, Writer: w})
	})
}

// serveOver is serveScript over the transport transport returns for the client's side.
func serveOver(t testing.TB, m *waymark.Memory, input string, chunk int, transport func(io.ReadCloser, io.WriteCloser) mcp.Transport) string {
	t.Helper()
	srv := mcpserver.New(m, nil)
	pr, pw := io.Pipe()
	go chunked(pw, input, chunk)
	out := &lockedBuffer{}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	srv.Run(ctx, transport(pr, out))
	if ctx.Err() != nil {
		t.Fatalf("the server did not stop after the end of input %q", input)
	}
	out.mu.Lock()
	defer out.mu.Unlock()
	return out.b.String()
}

// responses returns the responses in out by id (JSON text of the id), batches included.
func responses(t testing.TB, out string) map[string]map[string]any {
	t.Helper()
	got := map[string]map[string]any{}
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		if line == "" {
			continue
		}
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
			b, _ := json.Marshal(msg["id"])
			got[string(b)] = msg
		}
	}
	return got
}

// saved checks that the save was answered with a trace id and stored.
func saved(t *testing.T, m *waymark.Memory, got map[string]map[string]any) {
	t.Helper()
	res, _ := got[`"save"`]["result"].(map[string]any)
	sc, _ := res["structuredContent"].(map[string]any)
	if id, _ := sc["trace_id"].(string); id == "" {
		t.Fatalf("the save was not answered with a trace_id: %v", got[`"save"`])
	}
	st, err := m.Stats(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if st.Records[waymark.KindTrace] != 1 {
		t.Fatalf("stored traces: %v", st.Records)
	}
}

// TestDrainAnswersAfterEOF: a client that writes its requests and closes its side at once
// still gets every answer, and its save is stored (SPEC §12; the SDK alone cancels what is
// in flight when its input ends).
func TestDrainAnswersAfterEOF(t *testing.T) {
	script := preamble("2025-06-18") + saveCall + request("3", "tools/call", `{"name":"experience_list","arguments":{"page_size":5}}`)
	for _, chunk := range []int{1 << 20, 7} { // whole, and split across reads mid-message
		m, _ := openMemory(t)
		got := responses(t, serveScript(t, m, script, chunk))
		for _, id := range []string{"1", `"save"`, "3"} {
			if got[id] == nil || got[id]["error"] != nil {
				t.Fatalf("chunk %d: request %s: %v; all: %v", chunk, id, got[id], got)
			}
		}
		saved(t, m, got)
	}
}

// awkward are lines a client might send, by name; the ones the SDK cannot read end its
// session unless mcpserver.IO reads them first.
var awkward = map[string]string{
	"fractional id":        `{"jsonrpc":"2.0","id":1.5,"method":"ping"}`,
	"negative zero id":     `{"jsonrpc":"2.0","id":-0,"method":"ping"}`,
	"huge id":              `{"jsonrpc":"2.0","id":1e20,"method":"ping"}`,
	"max int64 id":         `{"jsonrpc":"2.0","id":9223372036854775807,"method":"ping"}`,
	"ID in capitals":       `{"jsonrpc":"2.0","ID":5,"method":"ping"}`,
	"two ids":              `{"jsonrpc":"2.0","id":5,"method":"ping","ID":6}`,
	"Method in capitals":   `{"jsonrpc":"2.0","id":5,"Method":"ping"}`,
	"empty method":         `{"jsonrpc":"2.0","id":5,"method":""}`,
	"params an array":      `{"jsonrpc":"2.0","id":5,"method":"ping","params":[]}`,
	"params a string":      `{"jsonrpc":"2.0","id":6,"method":"tools/list","params":"x"}`,
	"the save's id again":  strings.TrimSpace(saveCall),
	"malformed cancel":     `{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"RequestId":"save"}}`,
	"cancel of the save":   `{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":"save","reason":5}}`,
	"JSON-RPC 1.0":         `{"jsonrpc":"1.0","id":3,"method":"ping"}`,
	"a number":             `1`,
	"null":                 `null`,
	"empty batch":          `[]`,
	"id true":              `{"jsonrpc":"2.0","id":true,"method":"ping"}`,
	"method a number":      `{"jsonrpc":"2.0","id":3,"method":5}`,
	"id out of range":      `{"jsonrpc":"2.0","id":1e400,"method":"ping"}`,
	"a response":           `{"jsonrpc":"2.0","result":{}}`,
	"two on one line":      `{"jsonrpc":"2.0","id":7,"method":"ping"}{"jsonrpc":"2.0","id":8,"method":"ping"}`,
	"not JSON":             `this is not JSON`,
	"truncated":            `{"jsonrpc":"2.0","id":9,"method":"pi`,
	"deep params":          `{"jsonrpc":"2.0","id":3,"method":"ping","params":` + strings.Repeat("[", 2000) + strings.Repeat("]", 2000) + `}`,
	"batch under 06-18":    `[{"jsonrpc":"2.0","id":11,"method":"ping"}]`,
	"cancel of an unknown": `{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":404}}`,
	"listen":               `{"jsonrpc":"2.0","id":3,"method":"subscriptions/listen","params":{"notifications":{"toolsListChanged":true}}}`,
}

// TestDrainAwkwardInput: after each of these, written right after a save, the server
// still answers the save, stores it, and stops once its input ends. The ids and names are
// read as the SDK reads them (an id of 1.5 is answered as 1, "ID" is not "id"), a reused
// id is refused without an answer, and input the SDK cannot read ends the session only
// after what came before it is answered.
func TestDrainAwkwardInput(t *testing.T) {
	for name, tail := range awkward {
		t.Run(name, func(t *testing.T) {
			m, _ := openMemory(t)
			got := responses(t, serveScript(t, m, preamble("2025-06-18")+saveCall+tail+"\n", 1<<20))
			if name == "cancel of the save" && got[`"save"`]["error"] != nil {
				return // cancelled in time: answered with an error, and that is an answer
			}
			saved(t, m, got)
		})
	}
}

// TestDrainBatch: calls in a JSON-RPC batch (protocol 2025-03-26) are waited for too.
func TestDrainBatch(t *testing.T) {
	m, _ := openMemory(t)
	script := preamble("2025-03-26") + "[" + strings.TrimSpace(request("2", "tools/list", `{}`)) + "," +
		strings.TrimSpace(saveCall) + "]\n"
	got := responses(t, serveScript(t, m, script, 1<<20))
	if got["2"] == nil {
		t.Fatalf("no answer to tools/list in the batch: %v", got)
	}
	saved(t, m, got)
}

// FuzzDrain: whatever a client sends after a save and before closing its side, the server
// stops (serveScript fails the test if it does not within 10 s) and the save is answered.
func FuzzDrain(f *testing.F) {
	for _, s := range []string{`{"jsonrpc":"2.0","id":1.5,"method":"ping"}`, `{"jsonrpc":"2.0","ID":5,"method":"ping"}`,
		`{"jsonrpc":"2.0","id":5,"Method":"ping"}`, `[{"jsonrpc":"2.0","id":"a","method":"ping"},{"jsonrpc":"2.0","method":"n"}]`,
		`{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":"save"}}`, "not json", `{"id":`,
		`{"jsonrpc":"2.0","id":3,"method":"subscriptions/listen","params":{"notifications":{"toolsListChanged":true}}}`} {
		f.Add(s)
	}
	m, _ := openMemory(f)
	f.Fuzz(func(t *testing.T, tail string) {
		out := serveScript(t, m, preamble("2025-06-18")+saveCall+tail, 1<<20)
		got := responses(t, out)
		if got[`"save"`] == nil {
			t.Fatalf("the save was not answered; output %q", out)
		}
	})
}
