package main

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"sync"
	"time"

	"github.com/waymark-dev/waymark/mcpserver"
)

// HTTP read limits of `serve --http`, besides the 10 s the server gives a request's headers.
const (
	// httpBodyTime bounds the reading of one request's body: the largest body the server
	// takes (maxHTTPBody, ~25 MiB) arrives over loopback in well under a second. A client
	// that sends its body slower, or stops half way, loses its connection instead of
	// holding it (and a file descriptor) for ever.
	httpBodyTime = 60 * time.Second
	// httpIdle closes a keep-alive connection that no request came on for this long.
	httpIdle = 2 * time.Minute
)

// bodyDeadline gives each request with a body httpBodyTime to deliver it: a read deadline
// on the connection while the body is read, cleared once it has been read to its end, so
// that a long answer (an SSE stream) is not cut by it. A body that failed keeps the
// deadline: the server, reading what is left of it, gives up on the connection too.
func bodyDeadline(h http.Handler, d time.Duration) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Body != nil && r.Body != http.NoBody {
			rc := http.NewResponseController(w)
			if rc.SetReadDeadline(time.Now().Add(d)) == nil {
				r.Body = &deadlineBody{ReadCloser: r.Body, clear: func() { rc.SetReadDeadline(time.Time{}) }}
			}
		}
		h.ServeHTTP(w, r)
	})
}

// deadlineBody clears its connection's read deadline when its body ends.
type deadlineBody struct {
	io.ReadCloser
	once  sync.Once
	clear func()
}

func (b *deadlineBody) Read(p []byte) (int, error) {
	n, err := b.ReadCloser.Read(p)
	if err == io.EOF {
		b.once.Do(b.clear)
	}
	return n, err
}

// idCheck answers a POST whose JSON-RPC message has an id the SDK would not answer under
// as written (mcpserver.BadID: null, a fraction, a number past 2^53) with 400 and a
// JSON-RPC invalid request error under a null id, as `serve` over standard input does;
// other requests, and bodies that are no JSON object (the SDK's to refuse), go on to h. A
// body over max is left to h, which refuses it.
func idCheck(h http.Handler, max int64) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodPost || r.Body == nil || r.Body == http.NoBody {
			h.ServeHTTP(w, r)
			return
		}
		body, err := io.ReadAll(io.LimitReader(r.Body, max+1))
		r.Body = struct {
			io.Reader
			io.Closer
		}{io.MultiReader(bytes.NewReader(body), r.Body), r.Body}
		if err != nil || int64(len(body)) > max {
			h.ServeHTTP(w, r)
			return
		}
		var m struct{ ID json.RawMessage }
		why := ""
		if json.Unmarshal(body, &m) == nil {
			why = mcpserver.BadID(m.ID)
		}
		if why == "" {
			h.ServeHTTP(w, r)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusBadRequest)
		json.NewEncoder(w).Encode(map[string]any{"jsonrpc": "2.0", "id": nil,
			"error": map[string]any{"code": -32600, "message": "invalid request: " + why}})
	})
}
