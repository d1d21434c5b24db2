package main

import (
	"io"
	"net/http"
	"sync"
	"time"
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
