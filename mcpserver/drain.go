package mcpserver

import (
	"context"
	"sync"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Drain wraps a transport whose input can end, such as [mcp.StdioTransport] or
// [mcp.IOTransport], so that the server answers every request it read before the end.
//
// When its connection reports the end of input, or input it cannot read, the SDK cancels
// the requests still in flight: a client that writes its requests and closes its side at
// once (a shell pipe, a hook script that saves a trace and exits) would get no answers, and
// its saves would be lost. The connection Drain returns passes that end on to the SDK only
// once every call it has read (a request with an id, as the SDK decoded it) has had its
// response written, or the connection is closed: the server's context ending, a signal.
// Not waited for: a call whose id is already in flight, which the SDK refuses without an
// answer, and subscriptions/listen, which the SDK ends only when the input ends. Everything
// else is the wrapped transport's, unchanged, except that the SDK can no longer tell the
// stdio connection the negotiated protocol version, so it no longer refuses a JSON-RPC
// batch under protocol versions without batches (2025-06-18 and later).
func Drain(t mcp.Transport) mcp.Transport {
	return drainTransport{t}
}

type drainTransport struct{ t mcp.Transport }

func (d drainTransport) Connect(ctx context.Context) (mcp.Connection, error) {
	c, err := d.t.Connect(ctx)
	if err != nil {
		return nil, err
	}
	return newDrainConn(c), nil
}

func newDrainConn(c mcp.Connection) *drainConn {
	dc := &drainConn{Connection: c, calls: map[jsonrpc.ID]int{}}
	dc.cond = sync.NewCond(&dc.mu)
	return dc
}

// drainConn notes the calls read and the responses written, and holds back the end of
// input until no call is waiting for its response.
type drainConn struct {
	mcp.Connection
	mu     sync.Mutex
	cond   *sync.Cond
	calls  map[jsonrpc.ID]int // calls read and not yet answered, by id
	closed bool
	// last is the call Read returned last, with its id: the SDK has accepted or refused it
	// by the time Read is called again (see settle).
	last   *jsonrpc.Request
	lastID jsonrpc.ID
}

// listenMethod is the one call the SDK answers only when it is cancelled or the input
// ends (a stream of change notifications): it is never waited for.
const listenMethod = "subscriptions/listen"

func (c *drainConn) Read(ctx context.Context) (jsonrpc.Message, error) {
	c.settle()
	msg, err := c.Connection.Read(ctx)
	if err != nil {
		c.wait(ctx)
		return nil, err
	}
	if req, ok := msg.(*jsonrpc.Request); ok && req.IsCall() && req.Method != listenMethod {
		c.mu.Lock()
		c.calls[req.ID]++
		c.last, c.lastID = req, req.ID
		c.mu.Unlock()
	}
	return msg, nil
}

// settle forgets the last call read if the SDK refused it. The SDK reads a message, then
// accepts it before reading the next; a call whose id is already in flight it refuses
// without an answer, and clears the id of that request (go-sdk v1.8.0,
// jsonrpc2.Connection.acceptRequest).
func (c *drainConn) settle() {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.last != nil && !c.last.ID.IsValid() {
		c.done(c.lastID)
	}
	c.last = nil
}

// done counts one answer (or refusal) of a call with id; c.mu is held.
func (c *drainConn) done(id jsonrpc.ID) {
	if c.calls[id] <= 1 {
		delete(c.calls, id)
	} else {
		c.calls[id]--
	}
	c.cond.Broadcast()
}

func (c *drainConn) Write(ctx context.Context, msg jsonrpc.Message) error {
	err := c.Connection.Write(ctx, msg)
	if resp, ok := msg.(*jsonrpc.Response); ok && resp.ID.IsValid() {
		c.mu.Lock()
		c.done(resp.ID)
		c.mu.Unlock()
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
