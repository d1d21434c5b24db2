package mcpserver

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"os"
	"sync"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Stdio returns the transport of `waymark serve`: MCP over standard input and output,
// newline-delimited JSON-RPC, like [mcp.StdioTransport], except that the requests a client
// sent before it closed standard input are still answered. See [Drained].
func Stdio() mcp.Transport {
	return Drained(os.Stdin, os.Stdout)
}

// Drained returns a newline-delimited JSON-RPC transport over r and w (as
// [mcp.IOTransport]) that answers every request it read before r ended.
//
// The SDK cancels the requests still in flight when its reader reports end of input, so a
// client that writes its requests and then closes its side (a shell pipe, a hook script
// that saves a trace and exits) would get no answers and its saves would be lost. Here the
// end of r is reported to the SDK only once every request read from r (a JSON-RPC message
// with an id and a method) has had its response written to w, or was cancelled by the
// client (notifications/cancelled). Closing the connection (the server's context ending,
// a signal) stops the wait at once. Every byte of r reaches the SDK unchanged, so input
// it refuses is refused as before, once the requests ahead of it are answered.
func Drained(r io.Reader, w io.Writer) *mcp.IOTransport {
	p := &pending{ids: map[string]bool{}}
	p.cond = sync.NewCond(&p.mu)
	return &mcp.IOTransport{Reader: &drainReader{r: r, p: p}, Writer: &drainWriter{w: w, p: p}}
}

// pending is the set of request ids read but not yet answered, keyed by [idKey].
type pending struct {
	mu     sync.Mutex
	cond   *sync.Cond
	ids    map[string]bool
	closed bool
}

func (p *pending) add(id string) {
	p.mu.Lock()
	p.ids[id] = true
	p.mu.Unlock()
}

func (p *pending) remove(id string) {
	p.mu.Lock()
	delete(p.ids, id)
	p.mu.Unlock()
	p.cond.Broadcast()
}

// wait blocks until no request is pending or the connection is closed.
func (p *pending) wait() {
	p.mu.Lock()
	defer p.mu.Unlock()
	for len(p.ids) > 0 && !p.closed {
		p.cond.Wait()
	}
}

func (p *pending) close() {
	p.mu.Lock()
	p.closed = true
	p.mu.Unlock()
	p.cond.Broadcast()
}

// message holds the fields of a JSON-RPC message that decide whether it is a request, a
// response or a cancellation.
type message struct {
	ID     json.RawMessage `json:"id"`
	Method string          `json:"method"`
	Result json.RawMessage `json:"result"`
	Error  json.RawMessage `json:"error"`
	Params struct {
		RequestID json.RawMessage `json:"requestId"`
	} `json:"params"`
}

// messages decodes one line: a JSON-RPC message or a batch of them; nil when the line is
// neither.
func messages(line []byte) []message {
	line = bytes.TrimSpace(line)
	if len(line) == 0 {
		return nil
	}
	if line[0] == '[' {
		var raws []json.RawMessage
		if json.Unmarshal(line, &raws) != nil {
			return nil
		}
		var out []message
		for _, raw := range raws {
			var m message
			if json.Unmarshal(raw, &m) == nil {
				out = append(out, m)
			}
		}
		return out
	}
	var m message
	if json.Unmarshal(line, &m) != nil {
		return nil
	}
	return []message{m}
}

// idKey is the canonical form of a JSON-RPC id (a string or a number): "s" + the string,
// or "n" + the number as JSON writes it; "" for no id or null.
func idKey(raw json.RawMessage) string {
	var v any
	if len(raw) == 0 || json.Unmarshal(raw, &v) != nil {
		return ""
	}
	switch v := v.(type) {
	case string:
		return "s" + v
	case float64:
		b, _ := json.Marshal(v)
		return "n" + string(b)
	}
	return ""
}

// lines splits a byte stream into lines for fn, keeping a partial line for the next call.
type lines struct {
	buf []byte
}

func (l *lines) feed(b []byte, fn func(line []byte)) {
	for len(b) > 0 {
		i := bytes.IndexByte(b, '\n')
		if i < 0 {
			l.buf = append(l.buf, b...)
			return
		}
		if len(l.buf) > 0 {
			l.buf = append(l.buf, b[:i]...)
			fn(l.buf)
			l.buf = l.buf[:0]
		} else {
			fn(b[:i])
		}
		b = b[i+1:]
	}
}

// drainReader hands r's bytes to the SDK one JSON value at a time, noting the requests
// among them before the SDK can see them, and holds back r's end until they are answered.
// The bytes go on exactly as read, so the SDK's own checks (its refusal of two values on
// one line, its cap on one message) still apply. Once r carries something that is not
// JSON, or a value longer than [mcp.DefaultMaxLineLength] bytes, the rest goes on
// undecoded for the SDK to refuse, after the requests before it are answered.
type drainReader struct {
	r      io.Reader
	p      *pending
	raw    bytes.Buffer  // bytes read from r and not yet handed on
	dec    *json.Decoder // decodes what is read from r, appending it to raw
	free   int           // bytes at the front of raw that may be handed on
	handed int64         // bytes handed on so far
	err    error         // r's end (io.EOF) or read error, once seen
	pass   bool          // no longer decoding: hand on whatever r gives
	once   sync.Once
}

// errValueTooLong stops decoding a value over the SDK's cap on one message.
var errValueTooLong = errors.New("JSON-RPC message too long")

func (d *drainReader) Read(b []byte) (int, error) {
	if d.dec == nil {
		d.dec = json.NewDecoder(io.TeeReader(capped{d}, &d.raw))
	}
	for d.free == 0 {
		if d.err != nil {
			d.p.wait()
			return 0, d.err
		}
		d.next()
	}
	n, _ := d.raw.Read(b[:min(len(b), d.free)])
	d.free -= n
	d.handed += int64(n)
	return n, nil
}

// next reads on until more bytes may be handed on, or r ends.
func (d *drainReader) next() {
	if d.pass {
		var buf [32 << 10]byte
		n, err := d.r.Read(buf[:])
		d.raw.Write(buf[:n])
		d.free += n
		d.err = err
		return
	}
	var v json.RawMessage
	switch err := d.dec.Decode(&v); {
	case err == nil:
		d.note(v)
		d.free = int(d.dec.InputOffset() - d.handed)
	case errors.Is(err, io.EOF): // only white space after the last value
		d.err, d.free = io.EOF, d.raw.Len()
	default: // not JSON, too long, truncated, or a read error: the SDK says what is wrong
		d.p.wait() // and then stops, so first answer what came before
		d.pass, d.free = true, d.raw.Len()
	}
}

// capped reads r for the decoder until the value being decoded is over the SDK's cap.
type capped struct{ d *drainReader }

func (c capped) Read(b []byte) (int, error) {
	if c.d.raw.Len()-c.d.free > mcp.DefaultMaxLineLength {
		return 0, errValueTooLong
	}
	return c.d.r.Read(b)
}

// note records the requests in one decoded value (a message or a batch of them).
func (d *drainReader) note(v []byte) {
	for _, m := range messages(v) {
		switch {
		case m.Method == "notifications/cancelled":
			if k := idKey(m.Params.RequestID); k != "" {
				d.p.remove(k)
			}
		case m.Method != "":
			if k := idKey(m.ID); k != "" {
				d.p.add(k)
			}
		}
	}
}

// Close ends any wait and closes r when it is an io.Closer, as [mcp.IOTransport] does.
func (d *drainReader) Close() error {
	d.p.close()
	var err error
	d.once.Do(func() {
		if c, ok := d.r.(io.Closer); ok {
			err = c.Close()
		}
	})
	return err
}

// drainWriter passes w through, noting the responses it carries.
type drainWriter struct {
	mu    sync.Mutex
	w     io.Writer
	p     *pending
	lines lines
}

func (d *drainWriter) Write(b []byte) (int, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	n, err := d.w.Write(b)
	d.lines.feed(b[:n], func(line []byte) {
		for _, m := range messages(line) {
			if m.Method == "" && (m.Result != nil || m.Error != nil) {
				if k := idKey(m.ID); k != "" {
					d.p.remove(k)
				}
			}
		}
	})
	if err != nil {
		d.p.close() // nothing more can be answered
	}
	return n, err
}

// Close ends any wait; w is left open (standard output belongs to the process).
func (d *drainWriter) Close() error {
	d.p.close()
	return nil
}
