package waymark_test

import (
	"bytes"
	"context"
	"log/slog"
	"strings"
	"sync"
	"testing"

	"github.com/waymark-dev/waymark"
)

// syncBuffer is a bytes.Buffer safe for the logger's concurrent writes.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// TestDebugLog: at debug level a save, a batch and a query each log a line with the site,
// the URL pattern, counts and the time taken, and bad input its field; no line holds the
// intent's text.
func TestDebugLog(t *testing.T) {
	var buf syncBuffer
	log := slog.New(slog.NewTextHandler(&buf, &slog.HandlerOptions{Level: slog.LevelDebug}))
	m := openMemory(t, &waymark.Options{Logger: log})
	ctx := context.Background()
	const intent = "list the open issues of octocat hello-world"
	if _, err := m.Save(ctx, waymark.SaveRequest{URL: issuesURL, Trace: readTrace(t, "open-issues.json"), Intent: intent}); err != nil {
		t.Fatal(err)
	}
	if _, err := m.SaveBatch(ctx, []waymark.SaveRequest{{URL: issuesURL, Trace: readTrace(t, "open-issues.json"), Intent: intent},
		{URL: issuesURL, Trace: []byte(`{"steps": []}`)}}); err != nil {
		t.Fatal(err)
	}
	if _, err := m.Query(ctx, waymark.QueryRequest{URL: issuesURL, Intent: intent}); err != nil {
		t.Fatal(err)
	}
	if _, err := m.Query(ctx, waymark.QueryRequest{URL: issuesURL, TaskType: "sightseeing"}); err == nil {
		t.Fatal("query with an unknown task type: no error")
	}
	out := buf.String()
	for _, want := range []string{
		`msg=save trace_id=`, `site=code.example`, `duplicate=false`, `msg="save batch" trace_id=`, `duplicate=true`,
		`msg="save batch failed" bad_input=trace`, `msg="save batch done" traces=2 saved=0 duplicates=1 failed=1`,
		`msg=query site=code.example`, `tier=P`, `msg="query failed" bad_input=task_type`,
	} {
		if !strings.Contains(out, want) {
			t.Errorf("debug log lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "octocat hello-world") || strings.Contains(out, "sightseeing") {
		t.Errorf("debug log holds input text:\n%s", out)
	}
}
