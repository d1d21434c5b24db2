package waymark_test

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/waymark-dev/waymark"
	"github.com/waymark-dev/waymark/sqlite"
)

// Benchmarks of the hot paths (SPEC §12 targets: query p99 ≤ 5 ms at 100k records, save
// ≥ 1,000 traces/s of 20 steps). Run: go test -run '^$' -bench . -benchtime 2000x
// Figures are written down in docs/PERFORMANCE.md.

var benchWords = []string{"price", "laptop", "issues", "release", "order", "status", "invoice", "flight",
	"hotel", "review", "account", "settings", "cart", "search", "download", "report", "ticket", "weather",
	"recipe", "stock", "shipping", "return", "profile", "password", "newsletter", "coupon", "size", "color"}

// benchTrace is trace i: 20 steps on one of 500 sites, with an intent of three words.
func benchTrace(r *rand.Rand, i int) (string, json.RawMessage, string) {
	site := fmt.Sprintf("https://www.site%03d.test", i%500) // 500 sites (eTLD+1)
	intent := fmt.Sprintf("find the %s %s for %s number %d", benchWords[r.IntN(len(benchWords))],
		benchWords[r.IntN(len(benchWords))], benchWords[r.IntN(len(benchWords))], i)
	start := fmt.Sprintf("%s/%s/", site, benchWords[i%7])
	steps := []map[string]any{{"action": "navigate", "url": start}}
	for s := 0; s < 17; s++ {
		steps = append(steps, map[string]any{"action": "click", "url": fmt.Sprintf("%s/%s/%d", site, benchWords[s%9], i),
			"target": map[string]any{"selector": fmt.Sprintf("[data-testid='%s-%d']", benchWords[(i+s)%len(benchWords)], s%5),
				"role": "link", "name": fmt.Sprintf("%s %d", benchWords[(i*s)%len(benchWords)], s)}})
	}
	steps = append(steps,
		map[string]any{"action": "extract", "url": site + "/result", "target": map[string]any{"selector": "#result"}, "extracted": fmt.Sprintf("result %d", i)},
		map[string]any{"action": "done", "url": site + "/result", "extracted": fmt.Sprintf("the answer is %d", i)})
	b, _ := json.Marshal(map[string]any{"task": intent, "start_url": start, "steps": steps})
	return start, b, intent
}

type seeded struct {
	home    string
	urls    []string
	intents []string
	records int
	bytes   int64
}

var (
	seedMu sync.Mutex
	seeds  = map[int]*seeded{}
)

// keepSeeds, when set, is a folder where seedHome keeps its homes (seed-<n>) across runs:
// WAYMARK_BENCH_SEEDS=/tmp/seeds go test -bench … seeds once and reuses the homes after.
// The Save benchmarks add to them, so later runs measure slightly bigger stores.
var keepSeeds = os.Getenv("WAYMARK_BENCH_SEEDS")

// removeSeeds deletes the homes seedHome made (called from TestMain after the run), unless
// they are kept.
func removeSeeds() {
	seedMu.Lock()
	defer seedMu.Unlock()
	if keepSeeds != "" {
		return
	}
	for _, s := range seeds {
		os.RemoveAll(s.home)
	}
}

// seedHome fills a home with traces until it holds at least n records, once per process.
func seedHome(b *testing.B, n int) *seeded {
	seedMu.Lock()
	defer seedMu.Unlock()
	if s := seeds[n]; s != nil {
		return s
	}
	ctx := context.Background()
	if keepSeeds != "" {
		home := filepath.Join(keepSeeds, fmt.Sprintf("seed-%d", n))
		if s, err := loadSeed(home); err == nil {
			seeds[n] = s
			return s
		}
		os.RemoveAll(home)
	}
	// Seed beside the kept homes when there are some, so keepSeed's rename stays on one
	// file system (a kept folder on tmpfs, the temporary one on disk).
	tmp := ""
	if keepSeeds != "" {
		if err := os.MkdirAll(keepSeeds, 0o700); err != nil {
			b.Fatal(err)
		}
		tmp = keepSeeds
	}
	home, err := os.MkdirTemp(tmp, "waymark-bench-")
	if err != nil {
		b.Fatal(err)
	}
	m, err := sqlite.OpenMemory(ctx, home, nil)
	if err != nil {
		b.Fatal(err)
	}
	s := &seeded{home: home}
	r := rand.New(rand.NewPCG(1, 2))
	for i := 0; ; {
		st, err := m.Stats(ctx)
		if err != nil {
			b.Fatal(err)
		}
		if st.Total >= n {
			s.records = st.Total
			break
		}
		// ~21 records a trace: a batch of up to 200 that stops near n.
		reqs := make([]waymark.SaveRequest, 0, 200)
		for range min(200, max(1, (n-st.Total)/21)) {
			u, raw, intent := benchTrace(r, i)
			i++
			reqs = append(reqs, waymark.SaveRequest{URL: u, Trace: raw})
			s.urls, s.intents = append(s.urls, u), append(s.intents, intent)
		}
		res, err := m.SaveBatch(ctx, reqs)
		if err != nil {
			b.Fatal(err)
		}
		for _, r := range res {
			if r.Err != nil {
				b.Fatal(r.Err)
			}
		}
	}
	m.Close()
	for _, f := range []string{"memory.db", "memory.db-wal"} {
		if fi, err := os.Stat(filepath.Join(home, f)); err == nil {
			s.bytes += fi.Size()
		}
	}
	if keepSeeds != "" {
		if err := keepSeed(s, filepath.Join(keepSeeds, fmt.Sprintf("seed-%d", n))); err != nil {
			b.Fatal(err)
		}
	}
	seeds[n] = s
	return s
}

// seedFile describes a kept seeded home (seed.json beside memory.db).
type seedFile struct {
	URLs    []string `json:"urls"`
	Intents []string `json:"intents"`
	Records int      `json:"records"`
	Bytes   int64    `json:"bytes"`
}

func keepSeed(s *seeded, home string) error {
	if err := os.MkdirAll(filepath.Dir(home), 0o700); err != nil {
		return err
	}
	if err := os.Rename(s.home, home); err != nil {
		return err
	}
	s.home = home
	b, err := json.Marshal(seedFile{URLs: s.urls, Intents: s.intents, Records: s.records, Bytes: s.bytes})
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(home, "seed.json"), b, 0o600)
}

func loadSeed(home string) (*seeded, error) {
	b, err := os.ReadFile(filepath.Join(home, "seed.json"))
	if err != nil {
		return nil, err
	}
	var f seedFile
	if err := json.Unmarshal(b, &f); err != nil {
		return nil, err
	}
	return &seeded{home: home, urls: f.URLs, intents: f.Intents, records: f.Records, bytes: f.Bytes}, nil
}

func reportLatency(b *testing.B, d []time.Duration) {
	if len(d) == 0 {
		return
	}
	sort.Slice(d, func(i, j int) bool { return d[i] < d[j] })
	b.ReportMetric(float64(d[len(d)/2].Microseconds())/1000, "p50-ms")
	b.ReportMetric(float64(d[len(d)*99/100].Microseconds())/1000, "p99-ms")
}

// reportCPU reports the process's CPU time (all threads, user + system) per operation, in
// milliseconds, when the system measures it.
func reportCPU(b *testing.B, cpu time.Duration) {
	if cpu > 0 {
		b.ReportMetric(float64(cpu.Microseconds())/1000/float64(b.N), "cpu-ms/op")
	}
}

// openSeeded opens the seeded home of n records, closed when the benchmark ends.
func openSeeded(b *testing.B, n int) (*seeded, *waymark.Memory) {
	s := seedHome(b, n)
	m, err := sqlite.OpenMemory(context.Background(), s.home, nil)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { m.Close() })
	return s, m
}

func BenchmarkQuery(b *testing.B) {
	for _, n := range []int{10_000, 100_000} {
		b.Run(fmt.Sprintf("records=%d", n), func(b *testing.B) {
			s, m := openSeeded(b, n)
			ctx := context.Background()
			r := rand.New(rand.NewPCG(3, 4))
			var lat []time.Duration
			b.ResetTimer()
			for b.Loop() {
				i := r.IntN(len(s.urls))
				t0 := time.Now()
				if _, err := m.Query(ctx, waymark.QueryRequest{URL: s.urls[i], Intent: s.intents[i]}); err != nil {
					b.Fatal(err)
				}
				lat = append(lat, time.Since(t0))
			}
			reportLatency(b, lat)
			b.ReportMetric(float64(s.bytes)/float64(s.records), "db-bytes/record")
		})
	}
}

// BenchmarkQueryAfterSave times a query right after a save of a new trace (the save is not
// timed), as an agent's next task asks after its last one saved: the read sees another
// connection's commit, so SQLite starts it with an empty page cache.
func BenchmarkQueryAfterSave(b *testing.B) {
	for _, n := range []int{10_000, 100_000} {
		b.Run(fmt.Sprintf("records=%d", n), func(b *testing.B) {
			s, m := openSeeded(b, n)
			ctx := context.Background()
			r := rand.New(rand.NewPCG(11, 12))
			base := 40_000_000 + rand.IntN(1_000_000)*1000 // new traces, not duplicates of the seed
			var lat []time.Duration
			k := 0
			b.ResetTimer()
			for b.Loop() {
				b.StopTimer()
				if _, err := m.Save(ctx, benchTraces(r, base+k, 1)[0]); err != nil {
					b.Fatal(err)
				}
				k++
				i := r.IntN(len(s.urls))
				b.StartTimer()
				t0 := time.Now()
				if _, err := m.Query(ctx, waymark.QueryRequest{URL: s.urls[i], Intent: s.intents[i]}); err != nil {
					b.Fatal(err)
				}
				lat = append(lat, time.Since(t0))
			}
			reportLatency(b, lat)
		})
	}
}

// benchChunk is how many traces the Save benchmarks make at a time, with the timer
// stopped, before they save them: making a trace (about 0.1 ms) is not part of a save.
const benchChunk = 200

// benchTraces makes the n new traces numbered from i (not duplicates of the seed).
func benchTraces(r *rand.Rand, i, n int) []waymark.SaveRequest {
	reqs := make([]waymark.SaveRequest, n)
	for k := range reqs {
		u, raw, _ := benchTrace(r, i+k)
		reqs[k] = waymark.SaveRequest{URL: u, Trace: raw}
	}
	return reqs
}

// saver saves a chunk of a Save benchmark's traces (save) and reports what it measured
// besides traces/s and cpu-ms/op when the run ends (report, may be nil).
type saver struct {
	save   func(b *testing.B, m *waymark.Memory, reqs []waymark.SaveRequest)
	report func(b *testing.B)
}

// benchSaves runs the Save benchmarks at 10k and 100k records: it makes new traces,
// numbered from base, benchChunk at a time with the timer stopped, and hands each chunk to
// a saver made afresh for each run. traces/s and cpu-ms/op count the saves only (the
// process's CPU while they ran, background checkpoints included).
func benchSaves(b *testing.B, seed uint64, base int, newSaver func() saver) {
	for _, n := range []int{10_000, 100_000} {
		b.Run(fmt.Sprintf("records=%d", n), func(b *testing.B) {
			_, m := openSeeded(b, n)
			r := rand.New(rand.NewPCG(seed, seed+1))
			i := base + rand.IntN(1_000_000)*1000 // new traces, not duplicates of the seed
			sv := newSaver()
			var cpu time.Duration
			b.ResetTimer()
			for done := 0; done < b.N; done += benchChunk {
				b.StopTimer()
				reqs := benchTraces(r, i+done, min(benchChunk, b.N-done))
				b.StartTimer()
				cpu0 := cpuTime()
				sv.save(b, m, reqs)
				cpu += cpuTime() - cpu0
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "traces/s")
			reportCPU(b, cpu)
			if sv.report != nil {
				sv.report(b)
			}
		})
	}
}

// BenchmarkSave saves new 20-step traces one call each, with each call's latency.
func BenchmarkSave(b *testing.B) {
	benchSaves(b, 5, 10_000_000, func() saver {
		var lat []time.Duration
		return saver{
			save: func(b *testing.B, m *waymark.Memory, reqs []waymark.SaveRequest) {
				for _, req := range reqs {
					t0 := time.Now()
					if _, err := m.Save(context.Background(), req); err != nil {
						b.Fatal(err)
					}
					lat = append(lat, time.Since(t0))
				}
			},
			report: func(b *testing.B) { reportLatency(b, lat) },
		}
	})
}

// BenchmarkSaveBatch saves new 20-step traces through Memory.SaveBatch, 200 per batch; an
// operation is one trace, so traces/s is the bulk save throughput.
func BenchmarkSaveBatch(b *testing.B) {
	benchSaves(b, 7, 20_000_000, func() saver {
		return saver{save: func(b *testing.B, m *waymark.Memory, reqs []waymark.SaveRequest) {
			res, err := m.SaveBatch(context.Background(), reqs)
			if err != nil {
				b.Fatal(err)
			}
			for _, r := range res {
				if r.Err != nil || r.Duplicate {
					b.Fatalf("trace %s: err %v, duplicate %v", r.TraceID, r.Err, r.Duplicate)
				}
			}
		}}
	})
}

// BenchmarkSaveParallel saves new 20-step traces one call each from GOMAXPROCS goroutines
// at once, as an MCP server serving several agents does: one call's parsing and extraction
// run while another's merge holds the write lock.
func BenchmarkSaveParallel(b *testing.B) {
	benchSaves(b, 9, 30_000_000, func() saver {
		return saver{save: func(b *testing.B, m *waymark.Memory, reqs []waymark.SaveRequest) {
			var failed atomic.Pointer[error]
			var next atomic.Int64
			var wg sync.WaitGroup
			for range runtime.GOMAXPROCS(0) {
				wg.Go(func() {
					for i := next.Add(1) - 1; i < int64(len(reqs)) && failed.Load() == nil; i = next.Add(1) - 1 {
						if _, err := m.Save(context.Background(), reqs[i]); err != nil {
							failed.Store(&err)
						}
					}
				})
			}
			wg.Wait()
			if err := failed.Load(); err != nil {
				b.Fatal(*err)
			}
		}}
	})
}

// BenchmarkStep reports one step (a click with a selector, role and name) into a session
// that already holds steps=N steps, as an agent reports each step of a long task
// (experience_step, SPEC §10). The session's steps grow by one per operation up to
// MaxSessionSteps.
func BenchmarkStep(b *testing.B) {
	for _, n := range []int{10, 1000, waymark.MaxSessionSteps} {
		b.Run(fmt.Sprintf("steps=%d", n), func(b *testing.B) {
			benchSteps(b, n, func(i int) string {
				return fmt.Sprintf(`{"action":"click","url":"https://shop.example.com/list/%d","target":{"selector":"[data-testid='item-%d']","role":"link","name":"Item %d"}}`, i%50, i%200, i)
			})
		})
	}
}

// BenchmarkStepTyping reports one step that types a new e-mail address into a session that
// already holds steps=N such steps: the session's redactor has learned N addresses, each
// masked wherever a later step repeats it (SPEC §8).
func BenchmarkStepTyping(b *testing.B) {
	for _, n := range []int{10, 2000} {
		b.Run(fmt.Sprintf("steps=%d", n), func(b *testing.B) {
			benchSteps(b, n, func(i int) string {
				return fmt.Sprintf(`{"action":"fill","url":"https://mail.example.com/invite","target":{"selector":"#invitee","role":"textbox","name":"E-mail"},"value":"guest%d@example.org"}`, i)
			})
		})
	}
}

// benchSteps reports n steps of step(i) into a session, then times b.N more.
func benchSteps(b *testing.B, n int, step func(i int) string) {
	ctx := context.Background()
	m, err := sqlite.OpenMemory(ctx, b.TempDir(), nil)
	if err != nil {
		b.Fatal(err)
	}
	defer m.Close()
	req := func(i int) waymark.StepRequest {
		return waymark.StepRequest{SessionID: "bench", Task: "compare the prices of the items", Step: json.RawMessage(step(i))}
	}
	for i := range n {
		if _, err := m.Step(ctx, req(i)); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := range b.N {
		if _, err := m.Step(ctx, req(n+i)); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSaveLongTrace saves one trace of steps=N steps on one page, a navigation and
// clicks each on a link of its own found by a test id that looks generated, into a fresh
// home (the schema allows 5,000 steps): every click clears the blame of the locator it
// used (clearBlame).
func BenchmarkSaveLongTrace(b *testing.B) {
	const page = "https://code.example/acme/widget"
	for _, n := range []int{1000, 5000} {
		b.Run(fmt.Sprintf("steps=%d", n), func(b *testing.B) {
			steps := []map[string]any{{"action": "navigate", "url": page}}
			for i := range n - 1 {
				steps = append(steps, map[string]any{"action": "click", "url": page, "target": map[string]any{
					"selector": fmt.Sprintf("[data-testid='t%d']", 1000+i), "xpath": "/html/body/nav/a[2]",
					"role": "link", "name": fmt.Sprintf("Item %d", i), "text": "Issues"}})
			}
			raw, _ := json.Marshal(map[string]any{"task": "click through the items", "start_url": page, "steps": steps})
			b.ReportAllocs()
			for b.Loop() {
				b.StopTimer()
				m, err := sqlite.OpenMemory(context.Background(), b.TempDir(), nil)
				if err != nil {
					b.Fatal(err)
				}
				b.StartTimer()
				if _, err := m.Save(context.Background(), waymark.SaveRequest{URL: page, Trace: raw}); err != nil {
					b.Fatal(err)
				}
				b.StopTimer()
				m.Close()
				b.StartTimer()
			}
		})
	}
}
