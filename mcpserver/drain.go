package mcpserver

import (
	"context"
	"sync"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Stdio returns the transport of `waymark serve`: [mcp.StdioTransport] wrapped by [Drain],
// so that the requests a client sent before it closed standard input are still answered.
func Stdio() mcp.Transport {
	return Drain(&mcp.StdioTransport{})
}

// Drain wraps a transport whose input can end, such as [mcp.StdioTransport] or
// [mcp.IOTransport], so that the server answers every request it read before the end.
//
// When its connection reports the end of input, or input it cannot read, the SDK cancels
// the requests still in flight: a client that writes its requests and closes its side at
// once (a shell pipe, a hook script that saves a trace and exits) would get no answers, and
// its saves would be lost. The connection Drain returns passes that end on to the SDK only
// once every call it has read (a request with an id, as the SDK decoded it) has had its
// response written, or the connection is closed: the server's context ending, a signal.
// A call whose id is already in flight is not waited for, since the SDK refuses it without
// an answer. Everything else is the wrapped transport's, unchanged, except that the SDK can
// no longer tell the stdio connection the negotiated protocol version, so JSON-RPC batches
// are accepted under every version.
func Drain(t mcp.Transport) mcp.Transport {
	return drainTransport{t}
}

type drainTransport struct{ t mcp.Transport }

func (d drainTransport) Connect(ctx context.Context) (mcp.Connection, error) {
	c, err := d.t.Connect(ctx)
	if err != nil {
		return nil, err
	}
	dc := &drainConn{Connection: c, calls: map[jsonrpc.ID]bool{}}
	dc.cond = sync.NewCond(&dc.mu)
	return dc, nil
}

// drainConn notes the calls read and the responses written, and holds back the end of
// input until no call is waiting for its response.
type drainConn struct {
	mcp.Connection
	mu     sync.Mutex
	cond   *sync.Cond
	calls  map[jsonrpc.ID]bool // read, not yet answered
	closed bool
}

func (c *drainConn) Read(ctx context.Context) (jsonrpc.Message, error) {
	msg, err := c.Connection.Read(ctx)
	if err != nil {
		c.wait(ctx)
		return nil, err
	}
	if req, ok := msg.(*jsonrpc.Request); ok && req.IsCall() {
		c.mu.Lock()
		c.calls[req.ID] = true // an id in flight already: the SDK refuses this one, unanswered
		c.mu.Unlock()
	}
	return msg, nil
}

func (c *drainConn) Write(ctx context.Context, msg jsonrpc.Message) error {
	err := c.Connection.Write(ctx, msg)
	if resp, ok := msg.(*jsonrpc.Response); ok {
		c.mu.Lock()
		delete(c.calls, resp.ID)
		c.mu.Unlock()
		c.cond.Broadcast()
	}
	return err
}

func (c *drainConn) Close() error {
	c.mu.Lock()
	c.closed = true
	c.mu.Unlock()
	c.cond.Broadcast()
	return c.Connection.Close()
}

// wait blocks until no call waits for its response, the connection is closed or ctx ends.
func (c *drainConn) wait(ctx context.Context) {
	stop := context.AfterFunc(ctx, func() {
		c.mu.Lock()
		defer c.mu.Unlock()
		c.cond.Broadcast()
	})
	defer stop()
	c.mu.Lock()
	defer c.mu.Unlock()
	for len(c.calls) > 0 && !c.closed && ctx.Err() == nil {
		c.cond.Wait()
	}
}
