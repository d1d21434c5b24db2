package mcpserver

import (
	"context"
	"io"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// scripted is a connection whose Read returns msgs, then io.EOF. It stands in for the SDK's
// stdio connection only to order a race the real one cannot be made to show on demand.
type scripted struct {
	mcp.Connection
	msgs []jsonrpc.Message
}

func (s *scripted) Read(context.Context) (jsonrpc.Message, error) {
	if len(s.msgs) == 0 {
		return nil, io.EOF
	}
	m := s.msgs[0]
	s.msgs = s.msgs[1:]
	return m, nil
}

func (s *scripted) Write(context.Context, jsonrpc.Message) error { return nil }
func (s *scripted) Close() error                                 { return nil }

func call(t *testing.T, id any) *jsonrpc.Request {
	t.Helper()
	jid, err := jsonrpc.MakeID(id)
	if err != nil {
		t.Fatal(err)
	}
	return &jsonrpc.Request{ID: jid, Method: "tools/call"}
}

// TestDrainReusedID: a client may send an id again once its first call was answered. When
// the SDK takes the second call before the first answer has been written (it forgets an id
// just before writing the answer), the end of input still waits for the second answer.
func TestDrainReusedID(t *testing.T) {
	first, second := call(t, float64(2)), call(t, float64(2))
	c := newDrainConn(&scripted{msgs: []jsonrpc.Message{first, second}})
	ctx := context.Background()
	for range 2 {
		if _, err := c.Read(ctx); err != nil {
			t.Fatal(err)
		}
	}
	c.Write(ctx, &jsonrpc.Response{ID: first.ID}) // the first answer, written late
	ended := make(chan error, 1)
	go func() { _, err := c.Read(ctx); ended <- err }()
	select {
	case <-ended:
		t.Fatal("the end of input was passed on while the second call waited for its answer")
	case <-time.After(100 * time.Millisecond):
	}
	c.Write(ctx, &jsonrpc.Response{ID: second.ID})
	if err := <-ended; err != io.EOF {
		t.Fatalf("read after the last answer: %v, want EOF", err)
	}
}

// TestDrainRefusedID: a call whose id is in flight is refused by the SDK without an answer
// (it clears the request's id); the end of input does not wait for it.
func TestDrainRefusedID(t *testing.T) {
	first, dup := call(t, float64(2)), call(t, float64(2))
	c := newDrainConn(&scripted{msgs: []jsonrpc.Message{first, dup}})
	ctx := context.Background()
	c.Read(ctx)
	c.Read(ctx)
	dup.ID = jsonrpc.ID{} // what the SDK does to the request it refuses
	c.Write(ctx, &jsonrpc.Response{ID: first.ID})
	done := make(chan struct{})
	go func() { c.Read(ctx); close(done) }()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Fatal("the end of input waited for a call the SDK refused")
	}
}
