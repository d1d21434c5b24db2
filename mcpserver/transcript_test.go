package mcpserver_test

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
	"golang.org/x/tools/txtar"

	"github.com/waymark-dev/waymark"
	"github.com/waymark-dev/waymark/mcpserver"
	"github.com/waymark-dev/waymark/sqlite"
)

var update = flag.Bool("update", false, "rewrite the golden responses in testdata/*.txtar")

// tickingClock starts at a fixed time and moves one second on each reading, so that
// timestamps in transcripts are stable and records written one after the other are ordered.
func tickingClock() func() time.Time {
	var mu sync.Mutex
	now := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	return func() time.Time {
		mu.Lock()
		defer mu.Unlock()
		now = now.Add(time.Second)
		return now
	}
}

// openMemory opens a fresh memory in a temporary home with a ticking clock.
func openMemory(t testing.TB) (*waymark.Memory, string) {
	t.Helper()
	home := t.TempDir()
	m, err := sqlite.OpenMemory(context.Background(), home, &waymark.Options{Now: tickingClock()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { m.Close() })
	return m, home
}

// connect serves m through in-memory transports and returns the client end as a raw
// JSON-RPC connection.
func connect(t testing.TB, m *waymark.Memory) mcp.Connection {
	t.Helper()
	ctx := context.Background()
	srv := mcpserver.New(m, &mcpserver.Options{Version: "test"})
	st, ct := mcp.NewInMemoryTransports()
	ss, err := srv.Connect(ctx, st, nil)
	if err != nil {
		t.Fatal(err)
	}
	conn, err := ct.Connect(ctx)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		conn.Close()
		ss.Wait()
	})
	return conn
}

// TestTranscripts replays the JSON-RPC requests of each testdata/*.txtar against a fresh
// memory and compares the server's responses with the golden ones.
//
// Archive layout: the comment says what the transcript shows; a file "NAME.request" holds one
// JSON-RPC message sent by the client, the file "NAME.response" after it the server's answer
// (rewritten with -update). A request without an id (a notification) has no response file.
// In responses, ids and archive names are replaced by <id-N> in order of appearance, the home
// folder by $HOME, and a text content that only repeats the structured content by
// "(structuredContent)".
func TestTranscripts(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "*.txtar"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("no testdata/*.txtar")
	}
	for _, file := range files {
		t.Run(strings.TrimSuffix(filepath.Base(file), ".txtar"), func(t *testing.T) {
			ar, err := txtar.ParseFile(file)
			if err != nil {
				t.Fatal(err)
			}
			m, home := openMemory(t)
			conn := connect(t, m)
			sc := newScrubber(home)
			out := &txtar.Archive{Comment: ar.Comment}
			for _, f := range ar.Files {
				name, ok := strings.CutSuffix(f.Name, ".request")
				if !ok {
					continue
				}
				out.Files = append(out.Files, f)
				resp := roundTrip(t, conn, f)
				if resp == nil {
					continue
				}
				got := sc.response(t, resp)
				out.Files = append(out.Files, txtar.File{Name: name + ".response", Data: got})
				if !*update {
					want := fileData(ar, name+".response")
					if !bytes.Equal(want, got) {
						t.Errorf("%s: response differs (rerun with -update if intended)\n--- want\n%s--- got\n%s", name, want, got)
					}
				}
			}
			if *update {
				if err := os.WriteFile(file, txtar.Format(out), 0o644); err != nil {
					t.Fatal(err)
				}
			}
		})
	}
}

func fileData(ar *txtar.Archive, name string) []byte {
	for _, f := range ar.Files {
		if f.Name == name {
			return f.Data
		}
	}
	return nil
}

// roundTrip sends one request and returns the response with its id (nil for a
// notification). Messages from the server that are not that response are skipped.
func roundTrip(t *testing.T, conn mcp.Connection, f txtar.File) *jsonrpc.Response {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	var compact bytes.Buffer
	if err := json.Compact(&compact, f.Data); err != nil {
		t.Fatalf("%s: %v", f.Name, err)
	}
	msg, err := jsonrpc.DecodeMessage(compact.Bytes())
	if err != nil {
		t.Fatalf("%s: %v", f.Name, err)
	}
	if err := conn.Write(ctx, msg); err != nil {
		t.Fatalf("%s: write: %v", f.Name, err)
	}
	req, ok := msg.(*jsonrpc.Request)
	if !ok || !req.ID.IsValid() {
		return nil
	}
	for {
		in, err := conn.Read(ctx)
		if err != nil {
			t.Fatalf("%s: read: %v", f.Name, err)
		}
		if resp, ok := in.(*jsonrpc.Response); ok && resp.ID == req.ID {
			return resp
		}
	}
}

// scrubber makes responses stable: see TestTranscripts.
type scrubber struct {
	home string
	ids  map[string]string
}

func newScrubber(home string) *scrubber { return &scrubber{home: home, ids: map[string]string{}} }

// volatileKeys name result fields whose values differ from run to run.
var volatileKeys = map[string]bool{"id": true, "trace_id": true, "archive": true, "source_traces": true}

func (s *scrubber) response(t *testing.T, resp *jsonrpc.Response) []byte {
	t.Helper()
	data, err := jsonrpc.EncodeMessage(resp)
	if err != nil {
		t.Fatal(err)
	}
	data = bytes.ReplaceAll(data, []byte(s.home), []byte("$HOME"))
	var v map[string]any
	if err := json.Unmarshal(data, &v); err != nil {
		t.Fatal(err)
	}
	if res, ok := v["result"].(map[string]any); ok {
		s.content(res)
		v["result"] = s.walk(res, false)
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(v); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// content replaces a text content that repeats the structured content.
func (s *scrubber) content(res map[string]any) {
	sc, ok := res["structuredContent"]
	if !ok {
		return
	}
	list, _ := res["content"].([]any)
	for _, c := range list {
		cm, _ := c.(map[string]any)
		text, _ := cm["text"].(string)
		var tv any
		if json.Unmarshal([]byte(text), &tv) == nil && reflect.DeepEqual(tv, sc) {
			cm["text"] = "(structuredContent)"
		}
	}
}

func (s *scrubber) walk(v any, volatile bool) any {
	switch x := v.(type) {
	case map[string]any:
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		sort.Strings(keys) // number ids in a stable order
		for _, k := range keys {
			x[k] = s.walk(x[k], volatileKeys[k])
		}
		return x
	case []any:
		for i := range x {
			x[i] = s.walk(x[i], volatile)
		}
		return x
	case string:
		if !volatile || x == "" {
			return x
		}
		if id, ok := s.ids[x]; ok {
			return id
		}
		id := fmt.Sprintf("<id-%d>", len(s.ids)+1)
		s.ids[x] = id
		return id
	default:
		return v
	}
}
