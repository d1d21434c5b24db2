package mcpserver

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Stdio returns the transport a Go program that serves waymark itself uses over the
// process's standard input and output: [IO] over os.Stdin and os.Stdout, without a logger.
// `waymark serve` serves its command's own streams the same way.
func Stdio() mcp.Transport {
	return IO(os.Stdin, os.Stdout, nil)
}

// MaxLine is the longest message [IO] passes on, in bytes without its line break: the SDK's
// own limit for one inbound frame ([mcp.DefaultMaxLineLength], 16 MiB) less the line break.
const MaxLine = mcp.DefaultMaxLineLength - 1

// IO returns a transport for one MCP session over newline-delimited JSON-RPC on r and w
// (the MCP stdio transport: one message a line, no line break inside a message), wrapped by
// [Drain] so that every request read before the end of r is answered.
//
// A line the SDK could not read would end its session (go-sdk v1.8.0 stops reading at the
// first one): text that is not one JSON value, JSON nested deeper than the SDK reads (1,000
// levels), JSON that is no JSON-RPC message ("{}", a request without "jsonrpc": "2.0"), or a
// line over [MaxLine]. IO answers each such line itself, as JSON-RPC 2.0 says, and reads on:
// a parse error (-32700) for text that is not JSON, an invalid request (-32600) for the
// others (among them a message whose id the SDK would answer under another: BadID), with
// the line's id when it has a string or number one (for a line over MaxLine,
// one in its first 64 KiB before a member that runs past them: leadingID), else a null id, and a
// reason of at most 300 bytes. A JSON-RPC batch (an array of messages) is refused the same
// way: MCP has none since protocol version 2025-06-18, and the SDK mishandles them (see
// check). log, when not nil, gets a warning for each line refused. Lines of JSON white space
// are skipped; a message keeps its line (a message spread over several lines is refused line
// by line, as the stdio transport allows no line break inside a message).
//
// r is closed when the session ends if it is an [io.Closer]; w is never closed.
func IO(r io.Reader, w io.Writer, log *slog.Logger) mcp.Transport {
	return Drain(ioTransport{r: r, w: w, log: log})
}

type ioTransport struct {
	r   io.Reader
	w   io.Writer
	log *slog.Logger
}

func (t ioTransport) Connect(ctx context.Context) (mcp.Connection, error) {
	out := &lockedWriter{w: t.w}
	in := &lineReader{r: t.r, br: bufio.NewReaderSize(t.r, 64<<10), out: out, log: t.log}
	sdk := &mcp.IOTransport{Reader: in, Writer: out, MaxLineLength: mcp.DefaultMaxLineLength}
	return sdk.Connect(ctx)
}

// lockedWriter serializes the SDK's writes and the answers lineReader writes itself, so
// that no two messages interleave on the line.
type lockedWriter struct {
	mu sync.Mutex
	w  io.Writer
}

func (l *lockedWriter) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(p)
}

// Close leaves the writer open: standard output outlives the session.
func (l *lockedWriter) Close() error { return nil }

// jsonSpace is the white space JSON allows around a value (RFC 8259 §2).
const jsonSpace = " \t\r\n"

// lineReader hands the SDK the lines it can read, each trimmed and ending in "\n", and
// answers the others (see IO).
type lineReader struct {
	r       io.Reader
	br      *bufio.Reader
	out     io.Writer
	log     *slog.Logger
	line    int    // lines read so far, for the log
	pending []byte // the rest of a line the SDK has not read yet
	head    []byte // the first headBytes of the last line over MaxLine, to read its id
	err     error  // the input's end or error, once every line before it is handed on
}

func (l *lineReader) Read(p []byte) (int, error) {
	for len(l.pending) == 0 {
		if l.err != nil {
			return 0, l.err
		}
		line, tooLong, err := l.next()
		if err != nil {
			l.err = err
		}
		if tooLong {
			l.refuse(leadingID(l.head), jsonrpc.CodeInvalidRequest, fmt.Sprintf("a message over %d bytes", MaxLine))
			continue
		}
		if msg := bytes.Trim(line, jsonSpace); len(msg) > 0 {
			if code, id, why := check(msg); why != "" {
				l.refuse(id, code, why)
				continue
			}
			l.pending = append(msg, '\n')
		}
	}
	n := copy(p, l.pending)
	l.pending = l.pending[n:]
	return n, nil
}

// next reads the next line, without its line break ("\n" or "\r\n"). A line over MaxLine is
// read through to its end and dropped: tooLong is true and line empty, and l.head keeps
// its first headBytes.
func (l *lineReader) next() (line []byte, tooLong bool, err error) {
	l.line++
	drop := func() {
		l.head = append(l.head[:0], line[:min(len(line), headBytes)]...)
		tooLong, line = true, nil
	}
	for {
		frag, err := l.br.ReadSlice('\n')
		frag = bytes.TrimSuffix(frag, []byte("\n"))
		if !tooLong && len(line)+len(frag) > MaxLine+1 { // room for a "\r" before the "\n"
			drop() // line holds MaxLine less one buffer (64 KiB) or more: its head is there
		}
		if !tooLong {
			line = append(line, frag...)
		}
		if !errors.Is(err, bufio.ErrBufferFull) {
			if line = bytes.TrimSuffix(line, []byte("\r")); len(line) > MaxLine {
				drop()
			}
			return line, tooLong, err
		}
	}
}

// headBytes is how much of a line over MaxLine is kept to read its id: the members before
// a request's params ("jsonrpc", "id", "method") fit many times over.
const headBytes = 64 << 10

// leadingID returns the id of a JSON-RPC message of which head is the first part (a line
// over MaxLine): a string or number "id" member (as idOf reads it) that comes before the
// first member head does not hold whole; nil for none.
func leadingID(head []byte) json.RawMessage {
	dec := json.NewDecoder(bytes.NewReader(head))
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return nil
	}
	for dec.More() {
		k, err := dec.Token()
		if err != nil {
			return nil
		}
		var v json.RawMessage
		if err := dec.Decode(&v); err != nil {
			return nil // the member runs past head: "params" with the trace
		}
		if k == "id" {
			return idOf(append(append([]byte(`{"id":`), v...), '}'))
		}
	}
	return nil
}

// Close closes the input if it can be closed.
func (l *lineReader) Close() error {
	if c, ok := l.r.(io.Closer); ok {
		return c.Close()
	}
	return nil
}

// refuse answers a line the SDK cannot read with a JSON-RPC error of code and message why,
// under id (JSON text of a string or number) or a null id.
func (l *lineReader) refuse(id json.RawMessage, code int64, why string) {
	if id == nil {
		id = json.RawMessage("null")
	}
	why = clipWhy(why)
	if l.log != nil {
		l.log.Warn("serve: answered a line with an error", "line", l.line, "code", code, "error", why)
	}
	b, err := json.Marshal(struct {
		JSONRPC string          `json:"jsonrpc"`
		ID      json.RawMessage `json:"id"`
		Error   jsonrpc.Error   `json:"error"`
	}{"2.0", id, jsonrpc.Error{Code: code, Message: why}})
	if err != nil { // cannot happen: every part is valid JSON
		return
	}
	l.out.Write(append(b, '\n'))
}

// check reports whether the SDK reads msg (one trimmed line) as a JSON-RPC message: why is
// empty if it does, else the reason, with the error code and the message's id (nil when it
// has none worth echoing). It decodes as the SDK's reader does (go-sdk v1.8.0 ioConn: the
// standard library's decoder for the line, then jsonrpc.DecodeMessage). A batch is refused:
// go-sdk v1.8.0 takes each notification in a batch for a call without an id, so that a
// batch holding one never has its answer written and two end the session, as does a batch
// naming the id of a batch call still in flight or nesting one level past 1,000 in all.
func check(msg []byte) (code int64, id json.RawMessage, why string) {
	if !json.Valid(msg) {
		err := json.Unmarshal(msg, new(json.RawMessage)) // the reason
		return jsonrpc.CodeParseError, nil, "parse error: the line is not one JSON value: " + err.Error()
	}
	if msg[0] != '[' {
		if _, err := jsonrpc.DecodeMessage(msg); err != nil {
			return jsonrpc.CodeInvalidRequest, idOf(msg), "invalid request: " + err.Error()
		}
		var m struct{ ID, Method, Result, Error json.RawMessage }
		if json.Unmarshal(msg, &m) == nil && m.Method == nil && m.Result == nil && m.Error == nil {
			// The SDK reads it as a response to no request and drops it without a word.
			return jsonrpc.CodeInvalidRequest, idOf(msg), "invalid request: a message with no method (a request or notification), result or error (a response)"
		}
		if why := BadID(m.ID); why != "" {
			return jsonrpc.CodeInvalidRequest, nil, "invalid request: " + why
		}
		return 0, nil, ""
	}
	return jsonrpc.CodeInvalidRequest, nil, "invalid request: JSON-RPC batches are not supported (MCP has none since protocol version 2025-06-18): send one message a line"
}

// maxExactID is the largest id number the SDK reads back as written: it decodes a number
// id as a float64 and keeps it as an int64, so 1.5 is answered as 1 and 2^53 + 1 as 2^53.
const maxExactID = 1 << 53

// BadID says why the SDK would not answer under the id member id (its JSON text, nil when
// the message has none) as written: a null id, which it takes for a notification's and
// never answers, or a number that is not an integer of at most maxExactID in magnitude
// ("1.5", "1e3", "12345678901234567890"); "" for a string or such an integer, or none.
func BadID(id json.RawMessage) string {
	id = bytes.Trim(id, jsonSpace)
	switch {
	case len(id) == 0 || id[0] == '"':
		return ""
	case string(id) == "null":
		return "id null: give a request a string or number id (a notification has no id member)"
	}
	digits := strings.TrimPrefix(string(id), "-")
	n, err := strconv.ParseUint(digits, 10, 64)
	if err != nil || digits == "" || digits[0] == '0' && len(digits) > 1 || n > maxExactID {
		return fmt.Sprintf("id %s: a number id must be an integer from -2^53 to 2^53, written without a fraction or exponent", clipWhy(string(id)))
	}
	return ""
}

// maxWhy bounds the reason an error answer gives, in bytes: the SDK's message may quote the
// line, which may be 16 MiB.
const maxWhy = 300

// clipWhy returns why as valid UTF-8 of at most maxWhy bytes, cut on a character and
// marked with "…".
func clipWhy(why string) string {
	why = strings.ToValidUTF8(why, "\uFFFD")
	if len(why) <= maxWhy {
		return why
	}
	cut := maxWhy
	for cut > 0 && !utf8.RuneStart(why[cut]) {
		cut--
	}
	return why[:cut] + "…"
}

// maxID bounds the id an error answer echoes, in bytes of JSON: a longer one (a line may
// hold 16 MiB of it) is answered under a null id.
const maxID = 256

// idOf returns the id of a JSON object msg when it is a string or a number of at most maxID
// bytes as written, else nil.
func idOf(msg []byte) json.RawMessage {
	var v struct {
		ID json.RawMessage `json:"id"`
	}
	if json.Unmarshal(msg, &v) != nil || len(v.ID) == 0 || len(v.ID) > maxID {
		return nil
	}
	var x any
	if json.Unmarshal(v.ID, &x) != nil {
		return nil
	}
	switch x := x.(type) {
	case string: // written afresh: the line may hold bytes that are not UTF-8
		b, err := json.Marshal(x)
		if err != nil || len(b) > maxID {
			return nil
		}
		return b
	case float64:
		return v.ID
	}
	return nil
}
