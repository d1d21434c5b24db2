package mcpserver_test

import (
	"encoding/json"
	"io"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/waymark-dev/waymark"
	"github.com/waymark-dev/waymark/mcpserver"
)

// serveLines is serveScript over mcpserver.IO, the transport `waymark serve` uses.
func serveLines(t testing.TB, m *waymark.Memory, input string) string {
	t.Helper()
	return serveOver(t, m, input, 1<<20, func(r io.ReadCloser, w io.WriteCloser) mcp.Transport {
		return mcpserver.IO(r, w, nil)
	})
}

// afterID is the id of the ping each script ends with: the session must still answer it.
const afterID = `"after-7f3c"`

var afterPing = request(afterID, "ping", `{}`)

// answered fails the test unless got holds a result (no error) for the call with id.
func answered(t *testing.T, got map[string]map[string]any, id string) {
	t.Helper()
	if got[id] == nil || got[id]["error"] != nil {
		t.Fatalf("call %s was not answered with a result: %v; all: %v", id, got[id], got)
	}
}

// refused fails the test unless got holds a JSON-RPC error of code under id.
func refused(t *testing.T, got map[string]map[string]any, id string, code float64) {
	t.Helper()
	e, _ := got[id]["error"].(map[string]any)
	if e == nil || e["code"] != code {
		t.Fatalf("no error %v under id %s: %v; all: %v", code, id, got[id], got)
	}
	if msg, _ := e["message"].(string); msg == "" {
		t.Fatalf("error under id %s without a message: %v", id, e)
	}
}

// TestIOReadsOn: after each awkward line, the session still answers the next call and
// the save before it (the SDK alone ends the session at the first line it cannot read).
func TestIOReadsOn(t *testing.T) {
	for name, tail := range awkward {
		t.Run(name, func(t *testing.T) {
			m, _ := openMemory(t)
			got := responses(t, serveLines(t, m, preamble("2025-06-18")+saveCall+tail+"\n"+afterPing))
			answered(t, got, afterID)
			if name == "cancel of the save" && got[`"save"`]["error"] != nil {
				return // cancelled in time: answered with an error, and that is an answer
			}
			saved(t, m, got)
		})
	}
}

// TestIOAnswersBadLines: a line the SDK cannot read is answered as JSON-RPC 2.0 says: a
// parse error (-32700) for text that is not one JSON value, an invalid request (-32600)
// otherwise, under the line's id when it has one.
func TestIOAnswersBadLines(t *testing.T) {
	ping := func(id string) string { return strings.TrimSpace(request(id, "ping", `{}`)) }
	for _, c := range []struct {
		name, lines, id string
		code            float64
	}{
		{"not JSON", awkward["not JSON"], "null", -32700},
		{"truncated", awkward["truncated"], "null", -32700},
		{"two on one line", awkward["two on one line"], "null", -32700},
		{"a message over two lines", "{\"jsonrpc\":\"2.0\",\n\"id\":5,\"method\":\"ping\"}", "null", -32700},
		{"empty object", `{}`, "null", -32600},
		{"an id alone", `{"jsonrpc":"2.0","id":10}`, "10", -32600},
		{"empty batch", `[]`, "null", -32600},
		{"JSON-RPC 1.0", awkward["JSON-RPC 1.0"], "3", -32600},
		{"deep params", awkward["deep params"], "3", -32600},
		{"id true", awkward["id true"], "null", -32600},
		{"deep batch", strings.Repeat("[", 5000) + strings.Repeat("]", 5000), "null", -32600},
		{"a batch of calls", "[" + ping("4") + "," + ping("5") + "]", "null", -32600},
		{"a batch of notifications", `[{"jsonrpc":"2.0","method":"notifications/roots/list_changed"},{"jsonrpc":"2.0","method":"notifications/roots/list_changed"}]`, "null", -32600},
		{"a batch one level too deep", "[" + `{"jsonrpc":"2.0","id":9,"method":"ping","params":{"a":` + strings.Repeat("[", 997) + strings.Repeat("]", 997) + "}}]", "null", -32600},
		{"a fractional id", ping("7.9"), "null", -32600},
		{"an id past 2^53", ping("9007199254740993"), "null", -32600},
		{"an id in exponent form", ping("1e3"), "null", -32600},
		{"a null id", ping("null"), "null", -32600},
		{"vertical tab", "\v", "null", -32700},
		{"no-break space", "\u00a0" + ping("6"), "null", -32700},
	} {
		t.Run(c.name, func(t *testing.T) {
			m, _ := openMemory(t)
			got := responses(t, serveLines(t, m, preamble("2025-03-26")+c.lines+"\n"+afterPing))
			refused(t, got, c.id, c.code)
			answered(t, got, afterID)
		})
	}
}

// TestIOAnswerIsValid: an answer never quotes more than a short reason, and is valid UTF-8
// whatever bytes the line held.
func TestIOAnswerIsValid(t *testing.T) {
	m, _ := openMemory(t)
	out := serveLines(t, m, preamble("2025-06-18")+
		"{\"jsonrpc\":\"1.0\",\"id\":\"a\xff\",\"method\":\"ping\"}\n"+
		`{"jsonrpc":"`+strings.Repeat("\xff", 100_000)+`","id":"long","method":"ping"}`+"\n"+
		`{"jsonrpc":"1.0","id":"`+strings.Repeat("<", 100_000)+`","method":"ping"}`+"\n"+
		`{"jsonrpc":"1.0","id":`+strings.Repeat("9", 100_000)+`,"method":"ping"}`+"\n"+afterPing)
	if !utf8.ValidString(out) {
		t.Fatalf("an answer is not valid UTF-8: %q", out)
	}
	if len(out) > 4000 {
		t.Fatalf("the answers take %d bytes: %.300q…", len(out), out)
	}
	got := responses(t, out)
	refused(t, got, "\"a\uFFFD\"", -32600)
	refused(t, got, `"long"`, -32600)
	answered(t, got, afterID)
}

// TestIOLineLength: a message of MaxLine bytes is read; a line one byte longer is
// refused, read through to its end, and the session goes on. Blank lines and CRLF line
// ends are read as the stdio transport allows.
func TestIOLineLength(t *testing.T) {
	pad := func(n int) string { // a ping of n bytes
		head, tail := `{"jsonrpc":"2.0","id":"big","method":"ping","params":{"_meta":{"pad":"`, `"}}}`
		return head + strings.Repeat("x", n-len(head)-len(tail)) + tail
	}
	m, _ := openMemory(t)
	got := responses(t, serveLines(t, m, preamble("2025-06-18")+pad(mcpserver.MaxLine)+"\n"+afterPing))
	answered(t, got, `"big"`)
	answered(t, got, afterID)

	// A line over MaxLine is refused under its id when the id comes before what makes it
	// long, else under a null id.
	got = responses(t, serveLines(t, m, preamble("2025-06-18")+pad(mcpserver.MaxLine+1)+"\n"+afterPing))
	refused(t, got, `"big"`, -32600)
	answered(t, got, afterID)
	idLast := `{"jsonrpc":"2.0","method":"ping","params":{"_meta":{"pad":"` + strings.Repeat("x", mcpserver.MaxLine) + `"}},"id":"late"}`
	got = responses(t, serveLines(t, m, preamble("2025-06-18")+idLast+"\n"+afterPing))
	refused(t, got, "null", -32600)
	answered(t, got, afterID)

	got = responses(t, serveLines(t, m, preamble("2025-06-18")+pad(mcpserver.MaxLine)+"\r\n"+afterPing))
	answered(t, got, `"big"`)
	answered(t, got, afterID)

	got = responses(t, serveLines(t, m, preamble("2025-06-18")+"\n  \r\n"+strings.TrimSpace(request("7", "ping", `{}`))+" \r\n"+afterPing))
	answered(t, got, "7")
	answered(t, got, afterID)
}

// FuzzIO: whatever a client sends between a save and a last call, the session answers both
// (a line the SDK cannot read no longer ends it), and every line the server writes is one
// JSON-RPC message or batch.
func FuzzIO(f *testing.F) {
	for _, s := range awkward {
		f.Add(s)
	}
	f.Add("[" + strings.TrimSpace(request("1", "ping", `{}`)) + "]\n[" + strings.TrimSpace(request("1", "ping", `{}`)) + "]")
	f.Add(`[{"jsonrpc":"2.0","method":"notifications/roots/list_changed"},{"jsonrpc":"2.0","id":"c1","method":"ping"}]`)
	f.Add("\xff\xfe{\"jsonrpc\":\"2.0\",\"id\":\"\xff\",\"method\":\"ping\"}\r\n\n")
	m, _ := openMemory(f)
	f.Fuzz(func(t *testing.T, tail string) {
		out := serveLines(t, m, preamble("2025-03-26")+saveCall+tail+"\n"+afterPing)
		for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
			if !json.Valid([]byte(line)) || !utf8.ValidString(line) {
				t.Fatalf("the server wrote a line that is not JSON: %q", line)
			}
		}
		got := responses(t, out)
		if strings.Contains(tail, "after-7f3c") || strings.Contains(tail, "notifications/cancelled") {
			return // the tail may take the last call's id or cancel the save
		}
		if got[`"save"`] == nil {
			t.Fatalf("the save was not answered; output %q", out)
		}
		if got[afterID] == nil {
			t.Fatalf("the last call was not answered after %q; output %q", tail, out)
		}
	})
}
