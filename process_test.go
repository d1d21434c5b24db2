package waymark_test

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"

	"github.com/waymark-dev/waymark"
	"github.com/waymark-dev/waymark/sqlite"
)

// Environment of a writer process started by these tests (the test binary runs itself).
const (
	envWriterHome  = "WAYMARK_TEST_WRITER_HOME"
	envWriterID    = "WAYMARK_TEST_WRITER_ID"
	envWriterCount = "WAYMARK_TEST_WRITER_COUNT"
)

func TestMain(m *testing.M) {
	if home := os.Getenv(envWriterHome); home != "" {
		os.Exit(writer(home, os.Getenv(envWriterID), os.Getenv(envWriterCount)))
	}
	code := m.Run()
	removeSeeds()
	os.Exit(code)
}

// writer saves count distinct traces into home and prints "ack <trace id>" after each save
// returns, so that the parent knows which saves were acknowledged.
func writer(home, id, countS string) int {
	count, err := strconv.Atoi(countS)
	if err != nil {
		fmt.Fprintln(os.Stderr, "writer: bad count:", err)
		return 2
	}
	ctx := context.Background()
	m, err := sqlite.OpenMemory(ctx, home, nil)
	if err != nil {
		fmt.Fprintln(os.Stderr, "writer: open:", err)
		return 1
	}
	defer m.Close()
	out := bufio.NewWriter(os.Stdout)
	for i := 0; i < count; i++ {
		raw := distinctTrace(id, i)
		res, err := m.Save(ctx, waymark.SaveRequest{Trace: raw})
		if err != nil {
			fmt.Fprintf(os.Stderr, "writer %s: save %d: %v\n", id, i, err)
			return 1
		}
		fmt.Fprintf(out, "ack %s\n", res.TraceID)
		out.Flush()
	}
	return 0
}

// distinctTrace makes trace i of writer id: 20 steps on one of 50 sites.
func distinctTrace(id string, i int) json.RawMessage {
	site := fmt.Sprintf("https://shop%d.test", i%50)
	steps := []map[string]any{{"action": "navigate", "url": site + "/"}}
	for s := 0; s < 18; s++ {
		steps = append(steps, map[string]any{"action": "click", "url": fmt.Sprintf("%s/c/%d", site, s),
			"target": map[string]any{"selector": fmt.Sprintf("[data-testid='item-%d']", s), "role": "link", "name": fmt.Sprintf("Item %d", s)}})
	}
	steps = append(steps, map[string]any{"action": "done", "url": site + "/c/17", "extracted": fmt.Sprintf("answer %s-%d", id, i)})
	b, _ := json.Marshal(map[string]any{"task": fmt.Sprintf("writer %s task %d: find item %d", id, i, i), "start_url": site + "/", "steps": steps})
	return b
}

func startWriter(t *testing.T, home, id string, count int) *exec.Cmd {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), envWriterHome+"="+home, envWriterID+"="+id, envWriterCount+"="+strconv.Itoa(count))
	return cmd
}

// TestConcurrentProcesses: 8 OS processes each save 200 distinct traces into one home at the
// same time; every save succeeds and all 1,600 are there.
func TestConcurrentProcesses(t *testing.T) {
	if testing.Short() {
		t.Skip("starts 8 processes")
	}
	home := t.TempDir()
	const procs, each = 8, 200
	var wg sync.WaitGroup
	errs := make([]error, procs)
	acks := make([]int, procs)
	for p := 0; p < procs; p++ {
		wg.Add(1)
		go func(p int) {
			defer wg.Done()
			cmd := startWriter(t, home, strconv.Itoa(p), each)
			out, err := cmd.Output()
			if err != nil {
				var stderr string
				if ee, ok := err.(*exec.ExitError); ok {
					stderr = string(ee.Stderr)
				}
				errs[p] = fmt.Errorf("writer %d: %v: %s", p, err, stderr)
			}
			acks[p] = strings.Count(string(out), "ack ")
		}(p)
	}
	wg.Wait()
	for p, err := range errs {
		if err != nil {
			t.Error(err)
		}
		if acks[p] != each {
			t.Errorf("writer %d acknowledged %d saves, want %d", p, acks[p], each)
		}
	}
	m, err := sqlite.OpenMemory(context.Background(), home, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	st, err := m.Stats(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if st.Records[waymark.KindTrace] != procs*each {
		t.Fatalf("%d trace records, want %d", st.Records[waymark.KindTrace], procs*each)
	}
	files, _ := filepath.Glob(filepath.Join(home, "traces", "*", "*.json"))
	if len(files) != procs*each {
		t.Fatalf("%d raw trace files, want %d", len(files), procs*each)
	}
}

// TestCrashSafety: a writer killed with SIGKILL in the middle of a batch leaves a store that
// opens, passes PRAGMA integrity_check, and holds every save acknowledged before the kill.
func TestCrashSafety(t *testing.T) {
	home := t.TempDir()
	cmd := startWriter(t, home, "crash", 100000)
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	var acked []string
	sc := bufio.NewScanner(stdout)
	for sc.Scan() {
		if id, ok := strings.CutPrefix(sc.Text(), "ack "); ok {
			acked = append(acked, id)
		}
		if len(acked) == 150 {
			if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
				t.Fatal(err)
			}
			break
		}
	}
	for sc.Scan() { // saves acknowledged between the signal and the death count too
		if id, ok := strings.CutPrefix(sc.Text(), "ack "); ok {
			acked = append(acked, id)
		}
	}
	_ = cmd.Wait()
	if len(acked) < 150 {
		t.Fatalf("writer acknowledged only %d saves before it ended", len(acked))
	}
	ctx := context.Background()
	st, err := sqlite.Open(ctx, filepath.Join(home, "memory.db"), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	if err := st.IntegrityCheck(ctx); err != nil {
		t.Fatal(err)
	}
	have := map[string]bool{}
	err = st.View(ctx, func(tx waymark.Tx) error {
		recs, err := tx.Find(ctx, waymark.Filter{Kinds: []waymark.Kind{waymark.KindTrace}})
		for _, r := range recs {
			var tr waymark.TraceRecord
			if err := json.Unmarshal(r.Body, &tr); err != nil {
				return err
			}
			have[tr.ID] = true
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range acked {
		if !have[id] {
			t.Errorf("acknowledged save %s lost", id)
		}
	}
	t.Logf("%d saves acknowledged before SIGKILL, %d present", len(acked), len(have))
}
