package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"strconv"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/waymark-dev/waymark"
	"github.com/waymark-dev/waymark/mcpserver"
)

// ServeCommand serves the memory to MCP clients (waymark serve).
type ServeCommand struct {
	g *globals
}

const serveUsage = `Usage: waymark serve [--http ADDR]

Serves the memory as an MCP server (SPEC §12) with the tools experience_query,
experience_save, experience_step, experience_list, browser_pattern_learn,
experience_forget and experience_ingest. By default it speaks MCP over standard input
and output: an MCP client starts 'waymark serve' as a subprocess. Logs go to standard
error ($WAYMARK_LOG sets the level: debug, info, warn, error).

Flags:
	--http ADDR    serve streamable HTTP at http://ADDR/mcp instead; ADDR must be a loopback
	               address such as 127.0.0.1:8765 or localhost:8765 (port 0 picks one); a
	               session with no request for an hour is closed
`

// maxHTTPBody caps one HTTP request: a largest trace, JSON-escaped inside a string, and more.
const maxHTTPBody = 3*maxInputBytes + 1<<20

// HTTP session lifetimes of `serve --http`.
const (
	// httpSessionIdle closes an MCP session over HTTP after this long without a request
	// (the SDK's StreamableHTTPOptions.SessionTimeout): a client that never ends its
	// sessions would otherwise hold their memory until the server stops. A client that
	// comes back later gets 404 for the old session and initializes a new one (MCP
	// streamable HTTP transport).
	httpSessionIdle = time.Hour
	// shutdownGrace is how long a stopping server lets the calls in flight (cancelled by
	// the same signal) write their answers before it closes every session, which ends the
	// streams clients keep open (GET /mcp) that http.Server.Shutdown would wait for.
	shutdownGrace = 250 * time.Millisecond
	// shutdownTimeout bounds the whole stop.
	shutdownTimeout = 5 * time.Second
)

// Run serves until the client goes away or the context ends.
func (c *ServeCommand) Run(ctx context.Context, args []string) error {
	fs := c.g.flagSet("serve")
	var addr string
	fs.StringVar(&addr, "http", "", "")
	pos, err := c.g.parse(fs, args, serveUsage)
	if err != nil {
		return err
	}
	if err := noArgs("serve", pos); err != nil {
		return err
	}
	if addr != "" || isSet(fs, "http") {
		if err := checkLoopback(addr); err != nil {
			return err
		}
	}
	log := c.g.logger()
	return c.g.withMemory(ctx, func(m *waymark.Memory) error {
		srv := mcpserver.New(m, &mcpserver.Options{Logger: log, Version: version(), Context: ctx})
		if addr == "" {
			return c.serveStdio(ctx, srv, log)
		}
		return c.serveHTTP(ctx, srv, addr)
	})
}

// serveStdio serves one session over standard input and output until the client closes
// its side (every request read is answered first: mcpserver.Drain) or ctx ends, which is
// the normal way to stop a server: that ends with nil, and logs nothing above info. A line
// the SDK cannot read is answered with a JSON-RPC error and logged (mcpserver.IO).
func (c *ServeCommand) serveStdio(ctx context.Context, srv *mcp.Server, log *slog.Logger) error {
	ss, err := srv.Connect(ctx, mcpserver.IO(c.g.main.Stdin, c.g.main.Stdout, log), nil)
	if err != nil {
		return fmt.Errorf("serve: %w", err)
	}
	defer context.AfterFunc(ctx, func() { ss.Close() })()
	if err := ss.Wait(); err != nil && ctx.Err() == nil {
		return fmt.Errorf("serve: %w", err)
	}
	return nil
}

// checkLoopback refuses an ADDR that would listen beyond this machine.
func checkLoopback(addr string) error {
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return usagef("serve: --http: %v", err)
	}
	if n, err := strconv.ParseUint(port, 10, 16); err != nil || port != strconv.FormatUint(n, 10) {
		return usagef("serve: --http: port %q is not a number from 0 to 65535", port)
	}
	if host == "localhost" {
		return nil
	}
	if ip := net.ParseIP(host); ip != nil && ip.IsLoopback() {
		return nil
	}
	return usagef("serve: --http: %q is not a loopback address (use 127.0.0.1:PORT, [::1]:PORT or localhost:PORT)", addr)
}

func (c *ServeCommand) serveHTTP(ctx context.Context, srv *mcp.Server, addr string) error {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return fmt.Errorf("serve: %w", err)
	}
	h := mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return srv },
		&mcp.StreamableHTTPOptions{MaxRequestBodyBytes: maxHTTPBody, SessionTimeout: httpSessionIdle})
	mux := http.NewServeMux()
	mux.Handle("/mcp", http.NewCrossOriginProtection().Handler(bodyDeadline(idCheck(h, maxHTTPBody), httpBodyTime)))
	hs := &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second, IdleTimeout: httpIdle}
	done := make(chan struct{})
	go func() {
		defer close(done)
		<-ctx.Done()
		sctx, cancel := context.WithTimeout(context.Background(), shutdownTimeout)
		defer cancel()
		closed := make(chan struct{})
		go func() {
			defer close(closed)
			hs.Shutdown(sctx) // no new connections; waits for the open ones
		}()
		select {
		case <-closed:
		case <-time.After(shutdownGrace):
			for ss := range srv.Sessions() {
				ss.Close()
			}
			<-closed
		}
	}()
	fmt.Fprintf(c.g.main.Stderr, "waymark: serving MCP at http://%s/mcp\n", ln.Addr())
	err = hs.Serve(ln)
	if errors.Is(err, http.ErrServerClosed) {
		<-done
		return nil
	}
	return fmt.Errorf("serve: %w", err)
}
