package waymark_test

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sort"
	"sync"
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

// removeSeeds deletes the homes seedHome made (called from TestMain after the run).
func removeSeeds() {
	seedMu.Lock()
	defer seedMu.Unlock()
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
	home, err := os.MkdirTemp("", "waymark-bench-")
	if err != nil {
		b.Fatal(err)
	}
	ctx := context.Background()
	m, err := sqlite.OpenMemory(ctx, home, nil)
	if err != nil {
		b.Fatal(err)
	}
	s := &seeded{home: home}
	r := rand.New(rand.NewPCG(1, 2))
	for i := 0; ; i++ {
		if i%200 == 0 {
			st, err := m.Stats(ctx)
			if err != nil {
				b.Fatal(err)
			}
			if st.Total >= n {
				s.records = st.Total
				break
			}
		}
		u, raw, intent := benchTrace(r, i)
		if _, err := m.Save(ctx, waymark.SaveRequest{URL: u, Trace: raw}); err != nil {
			b.Fatal(err)
		}
		s.urls, s.intents = append(s.urls, u), append(s.intents, intent)
	}
	m.Close()
	for _, f := range []string{"memory.db", "memory.db-wal"} {
		if fi, err := os.Stat(filepath.Join(home, f)); err == nil {
			s.bytes += fi.Size()
		}
	}
	seeds[n] = s
	return s
}

func reportLatency(b *testing.B, d []time.Duration) {
	if len(d) == 0 {
		return
	}
	sort.Slice(d, func(i, j int) bool { return d[i] < d[j] })
	b.ReportMetric(float64(d[len(d)/2].Microseconds())/1000, "p50-ms")
	b.ReportMetric(float64(d[len(d)*99/100].Microseconds())/1000, "p99-ms")
}

func BenchmarkQuery(b *testing.B) {
	for _, n := range []int{10_000, 100_000} {
		b.Run(fmt.Sprintf("records=%d", n), func(b *testing.B) {
			s := seedHome(b, n)
			ctx := context.Background()
			m, err := sqlite.OpenMemory(ctx, s.home, nil)
			if err != nil {
				b.Fatal(err)
			}
			defer m.Close()
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

func BenchmarkSave(b *testing.B) {
	for _, n := range []int{10_000, 100_000} {
		b.Run(fmt.Sprintf("records=%d", n), func(b *testing.B) {
			s := seedHome(b, n)
			ctx := context.Background()
			m, err := sqlite.OpenMemory(ctx, s.home, nil)
			if err != nil {
				b.Fatal(err)
			}
			defer m.Close()
			r := rand.New(rand.NewPCG(5, 6))
			var lat []time.Duration
			i := 10_000_000 + rand.IntN(1_000_000)*1000 // new traces, not duplicates of the seed
			b.ResetTimer()
			for b.Loop() {
				u, raw, _ := benchTrace(r, i)
				i++
				t0 := time.Now()
				if _, err := m.Save(ctx, waymark.SaveRequest{URL: u, Trace: raw}); err != nil {
					b.Fatal(err)
				}
				lat = append(lat, time.Since(t0))
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "traces/s")
			reportLatency(b, lat)
		})
	}
}
