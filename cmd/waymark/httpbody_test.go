package main

import (
	"bufio"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// TestBodyDeadline: a request whose body stalls half way loses its connection once the
// body's time is up; a request whose body came in time is answered however long its
// handler then takes (the deadline is cleared, an SSE answer is not cut).
func TestBodyDeadline(t *testing.T) {
	const d = 300 * time.Millisecond
	srv := httptest.NewServer(bodyDeadline(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, err := io.ReadAll(r.Body)
		if err != nil {
			return
		}
		time.Sleep(2 * d) // longer than the body's time: the answer must still go out
		w.Write([]byte("got " + string(b)))
	}), d))
	defer srv.Close()

	res, err := http.Post(srv.URL, "text/plain", strings.NewReader("hello"))
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(res.Body)
	res.Body.Close()
	if string(body) != "got hello" {
		t.Fatalf("a prompt body: answer %q", body)
	}

	conn, err := net.Dial("tcp", strings.TrimPrefix(srv.URL, "http://"))
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	start := time.Now()
	conn.Write([]byte("POST / HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: 100\r\n\r\nh"))
	conn.SetReadDeadline(time.Now().Add(10 * time.Second))
	_, err = bufio.NewReader(conn).ReadString('\n') // the server closes the connection, or answers an error
	if elapsed := time.Since(start); elapsed > 5*time.Second {
		t.Fatalf("a stalled body held its connection for %v (%v)", elapsed, err)
	}
}
