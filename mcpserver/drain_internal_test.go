package mcpserver

import (
	"io"
	"strings"
	"testing"
)

// TestPendingCancelled: a request the client cancelled is no longer waited for (MCP lets a
// server leave it unanswered), and ids match by value, a string id apart from a number.
func TestPendingCancelled(t *testing.T) {
	d := Drained(strings.NewReader(""), io.Discard).Reader.(*drainReader)
	for _, line := range []string{
		`{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{}}`,
		`{"jsonrpc":"2.0","id":"7","method":"tools/list"}`,
		`{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":7.0}}`,
	} {
		d.note([]byte(line))
	}
	if len(d.p.ids) != 1 || !d.p.ids[`s7`] {
		t.Fatalf("pending %v, want only the string id \"7\"", d.p.ids)
	}
}

// FuzzDrainedPassThrough: whatever a client writes, the SDK gets exactly those bytes, in
// order, whatever the sizes of the reads (the wait at the end is switched off: nothing here
// answers).
func FuzzDrainedPassThrough(f *testing.F) {
	f.Add([]byte(`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}`+"\n"), uint8(3))
	f.Add([]byte(`[{"jsonrpc":"2.0","id":"a","method":"x"},{"jsonrpc":"2.0","method":"n"}]{"id":2}`), uint8(1))
	f.Add([]byte("{\"id\":1,\"method\":\"m\"}\n not json {\"id\":2,\"method\":\"m\"}\n"), uint8(5))
	f.Add([]byte(`{"id":1,"method":"m","params":{"a":[1,2,{"b":"\u00e9"}]}}  `+"\r\n"+`"str" 12 null`), uint8(2))
	f.Fuzz(func(t *testing.T, in []byte, step uint8) {
		d := Drained(&chunkReader{b: in, n: int(step%16) + 1}, io.Discard).Reader.(*drainReader)
		d.p.close()
		var out []byte
		buf := make([]byte, int(step%7)+1)
		for {
			n, err := d.Read(buf)
			out = append(out, buf[:n]...)
			if err == io.EOF {
				break
			}
			if err != nil {
				t.Fatal(err)
			}
		}
		if string(out) != string(in) {
			t.Fatalf("handed on %q, read %q", out, in)
		}
	})
}

// chunkReader returns b at most n bytes a read.
type chunkReader struct {
	b []byte
	n int
}

func (c *chunkReader) Read(p []byte) (int, error) {
	if len(c.b) == 0 {
		return 0, io.EOF
	}
	n := copy(p, c.b[:min(c.n, len(c.b))])
	c.b = c.b[n:]
	return n, nil
}
