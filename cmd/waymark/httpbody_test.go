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

// TestIDCheck: a POST whose JSON-RPC id the SDK would answer under another (a fraction, a
// number past 2^53, null) gets 400 and a JSON-RPC error under a null id; any other body
// reaches the handler whole, a body over the limit too (the handler refuses it).
func TestIDCheck(t *testing.T) {
	srv := httptest.NewServer(idCheck(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		w.Write([]byte("got " + string(b)))
	}), 64))
	defer srv.Close()
	for _, c := range []struct {
		body string
		code int
		want string
	}{
		{`{"jsonrpc":"2.0","id":7.9,"method":"ping"}`, 400, `"id":null`},
		{`{"jsonrpc":"2.0","id":9007199254740993,"method":"ping"}`, 400, "2^53"},
		{`{"jsonrpc":"2.0","id":null,"method":"ping"}`, 400, "id null"},
		{`{"jsonrpc":"2.0","id":-42,"method":"ping"}`, 200, `got {"jsonrpc":"2.0","id":-42,"method":"ping"}`},
		{`{"jsonrpc":"2.0","id":"7.9","method":"ping"}`, 200, `got {"jsonrpc":"2.0","id":"7.9"`},
		{`{"jsonrpc":"2.0","method":"notifications/initialized"}`, 200, "got {"},
		{`not json`, 200, "got not json"},
		{`{"jsonrpc":"2.0","id":7.9,"method":"ping","params":{"pad":"` + strings.Repeat("x", 64) + `"}}`, 200, "got {"},
	} {
		res, err := http.Post(srv.URL, "application/json", strings.NewReader(c.body))
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(res.Body)
		res.Body.Close()
		if res.StatusCode != c.code || !strings.Contains(string(b), c.want) {
			t.Errorf("%s: %d %s, want %d and %q", c.body, res.StatusCode, b, c.code, c.want)
		}
	}
}
