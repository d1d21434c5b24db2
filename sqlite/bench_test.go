package sqlite_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	waymark "github.com/waymark-dev/waymark"
	"github.com/waymark-dev/waymark/sqlite"
)

// benchDir holds the seeded databases, made once per size and removed by TestMain.
var (
	benchMu   sync.Mutex
	benchDir  string
	benchSeed = map[int]string{} // size → path
)

func TestMain(m *testing.M) {
	code := m.Run()
	if benchDir != "" {
		os.RemoveAll(benchDir)
	}
	os.Exit(code)
}

const benchSites = 500

var benchSizes = []int{10_000, 100_000}

// benchVocab is a vocabulary of 3,000 made-up words; texts draw from it Zipf-distributed,
// so a few words are very common and most are rare, as in real intents.
var benchVocab = func() []string {
	syl := []string{"ka", "lo", "mi", "ne", "su", "ta", "ri", "po", "de", "ga", "bu", "ze", "fo", "hi", "ju"}
	r := rand.New(rand.NewPCG(1, 2))
	seen := map[string]bool{}
	var out []string
	for len(out) < 3000 {
		var b strings.Builder
		for range 2 + r.IntN(3) {
			b.WriteString(syl[r.IntN(len(syl))])
		}
		if w := b.String(); !seen[w] {
			seen[w] = true
			out = append(out, w)
		}
	}
	return out
}()

var benchCJK = []string{"价格", "登录", "搜索", "订单", "天気", "検索", "購入", "가격", "로그인", "最新"}

var benchKinds = []waymark.Kind{waymark.KindSelector, waymark.KindSelector, waymark.KindSelector, waymark.KindPattern,
	waymark.KindCache, waymark.KindCache, waymark.KindSiteNote, waymark.KindTrace, waymark.KindSnapshot}

var benchBase = time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)

// benchRecord returns record i of the synthetic data set.
func benchRecord(r *rand.Rand, z *rand.Zipf, i int) *waymark.Record {
	n := 6 + r.IntN(15)
	words := make([]string, 0, n+1)
	for range n {
		words = append(words, benchVocab[z.Uint64()])
	}
	if i%10 == 0 {
		words = append(words, benchCJK[r.IntN(len(benchCJK))])
	}
	site := fmt.Sprintf("site%03d.example", i%benchSites)
	kind := benchKinds[i%len(benchKinds)]
	body, _ := json.Marshal(map[string]any{
		"name": words[0] + " " + words[1], "reliability": r.Float64(), "strikes": r.IntN(3),
		"steps": []map[string]string{
			{"action": "navigate", "url": "https://" + site + "/"},
			{"action": "click", "selector": "[data-testid='" + words[2] + "']"},
			{"action": "fill", "selector": "#q", "value": words[3]},
		},
	})
	return &waymark.Record{
		Kind: kind, Key: fmt.Sprintf("%s|%d", kind, i), Site: site,
		URLPattern: fmt.Sprintf("%s/p%d/*", site, i%7), TaskType: waymark.TaskTypes[i%len(waymark.TaskTypes)],
		Text: strings.Join(words, " "), Body: body, UpdatedAt: benchBase.Add(time.Duration(i) * time.Second),
	}
}

func benchRand() (*rand.Rand, *rand.Zipf) {
	r := rand.New(rand.NewPCG(42, uint64(len(benchVocab))))
	return r, rand.NewZipf(r, 1.1, 1, uint64(len(benchVocab)-1))
}

// seeded returns the path of a database holding n records over benchSites sites, made on
// first use and shared by the benchmarks of that size (which must not change it).
func seeded(b *testing.B, n int) string {
	b.Helper()
	benchMu.Lock()
	defer benchMu.Unlock()
	if p, ok := benchSeed[n]; ok {
		return p
	}
	if benchDir == "" {
		d, err := os.MkdirTemp("", "waymark-sqlite-bench")
		if err != nil {
			b.Fatal(err)
		}
		benchDir = d
	}
	path := filepath.Join(benchDir, fmt.Sprintf("seed-%d.db", n))
	ctx := context.Background()
	s, err := sqlite.Open(ctx, path, nil)
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	r, z := benchRand()
	start := time.Now()
	for i := 0; i < n; i += 1000 {
		err := s.Update(ctx, func(tx waymark.Tx) error {
			for j := i; j < min(i+1000, n); j++ {
				if err := tx.Put(ctx, benchRecord(r, z, j)); err != nil {
					return err
				}
			}
			return nil
		})
		if err != nil {
			b.Fatal(err)
		}
	}
	if err := s.Checkpoint(ctx); err != nil {
		b.Fatal(err)
	}
	fi, _ := os.Stat(path)
	b.Logf("seeded %d records in %v (%.1f MB)", n, time.Since(start).Round(time.Millisecond), float64(fi.Size())/1e6)
	benchSeed[n] = path
	return path
}

// copyDB copies a checkpointed database file (no WAL) to a new file in dir.
func copyDB(b *testing.B, src, dir string) string {
	b.Helper()
	dst := filepath.Join(dir, "copy.db")
	in, err := os.Open(src)
	if err != nil {
		b.Fatal(err)
	}
	defer in.Close()
	out, err := os.Create(dst)
	if err != nil {
		b.Fatal(err)
	}
	if _, err := io.Copy(out, in); err != nil {
		b.Fatal(err)
	}
	if err := out.Close(); err != nil {
		b.Fatal(err)
	}
	return dst
}

// latencies records the duration of every operation and reports p50 and p99.
type latencies []time.Duration

func (l *latencies) time(fn func()) {
	t := time.Now()
	fn()
	*l = append(*l, time.Since(t))
}

func (l latencies) report(b *testing.B) {
	if len(l) == 0 {
		return
	}
	slices.Sort(l)
	b.ReportMetric(float64(l[len(l)/2].Nanoseconds()), "p50-ns")
	b.ReportMetric(float64(l[len(l)*99/100].Nanoseconds()), "p99-ns")
}

func openBench(b *testing.B, path string) *sqlite.Store {
	b.Helper()
	s, err := sqlite.Open(context.Background(), path, nil)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { s.Close() })
	return s
}

// BenchmarkPut measures one Update holding one Put (one commit per operation) into a
// database of 10k / 100k records: a new key (insert) or an existing one (upsert, same text,
// new body: the full-text index is not rewritten).
func BenchmarkPut(b *testing.B) {
	for _, n := range benchSizes {
		for _, mode := range []string{"insert", "upsert"} {
			b.Run(fmt.Sprintf("%dk/%s", n/1000, mode), func(b *testing.B) {
				s := openBench(b, copyDB(b, seeded(b, n), b.TempDir()))
				ctx := context.Background()
				r, z := benchRand()
				lat := make(latencies, 0, b.N)
				b.ResetTimer()
				for i := range b.N {
					rec := benchRecord(r, z, n+i)
					if mode == "upsert" {
						rec = benchRecord(r, z, (i*7919)%n)
						rec.Body = json.RawMessage(fmt.Sprintf(`{"n":%d}`, i))
					}
					lat.time(func() {
						if err := s.Update(ctx, func(tx waymark.Tx) error { return tx.Put(ctx, rec) }); err != nil {
							b.Fatal(err)
						}
					})
				}
				b.StopTimer()
				lat.report(b)
			})
		}
	}
}

// BenchmarkSearch measures one View holding one Search of two or three words (Zipf-drawn,
// so common words with many matches are frequent), with no filter, with a Site filter,
// and for a CJK term; Limit is the default 50 unless given.
func BenchmarkSearch(b *testing.B) {
	for _, n := range benchSizes {
		cases := []struct {
			name string
			q    func(r *rand.Rand, z *rand.Zipf) waymark.Search
		}{
			{"terms", func(r *rand.Rand, z *rand.Zipf) waymark.Search {
				return waymark.Search{Terms: []string{benchVocab[z.Uint64()], benchVocab[z.Uint64()], benchVocab[r.IntN(len(benchVocab))]}}
			}},
			{"terms-limit5", func(r *rand.Rand, z *rand.Zipf) waymark.Search {
				return waymark.Search{Terms: []string{benchVocab[z.Uint64()], benchVocab[r.IntN(len(benchVocab))]},
					Filter: waymark.Filter{Limit: 5}}
			}},
			{"site", func(r *rand.Rand, z *rand.Zipf) waymark.Search {
				return waymark.Search{Terms: []string{benchVocab[z.Uint64()], benchVocab[z.Uint64()]},
					Filter: waymark.Filter{Site: fmt.Sprintf("site%03d.example", r.IntN(benchSites))}}
			}},
			{"site-kinds", func(r *rand.Rand, z *rand.Zipf) waymark.Search {
				return waymark.Search{Terms: []string{benchVocab[z.Uint64()], benchVocab[z.Uint64()]},
					Filter: waymark.Filter{Site: fmt.Sprintf("site%03d.example", r.IntN(benchSites)),
						Kinds: []waymark.Kind{waymark.KindPattern, waymark.KindCache}, Limit: 3}}
			}},
			{"cjk", func(r *rand.Rand, z *rand.Zipf) waymark.Search {
				return waymark.Search{Terms: []string{"查询" + benchCJK[r.IntN(len(benchCJK))]}}
			}},
		}
		for _, c := range cases {
			b.Run(fmt.Sprintf("%dk/%s", n/1000, c.name), func(b *testing.B) {
				s := openBench(b, seeded(b, n))
				ctx := context.Background()
				r, z := benchRand()
				lat := make(latencies, 0, b.N)
				hits := 0
				b.ResetTimer()
				for range b.N {
					q := c.q(r, z)
					lat.time(func() {
						err := s.View(ctx, func(tx waymark.Tx) error {
							hs, err := tx.Search(ctx, q)
							hits += len(hs)
							return err
						})
						if err != nil {
							b.Fatal(err)
						}
					})
				}
				b.StopTimer()
				lat.report(b)
				b.ReportMetric(float64(hits)/float64(b.N), "hits/op")
			})
		}
	}
}

// BenchmarkFind measures one View holding one Find: a site's records of some kinds, the 20
// newest of a kind, a URL pattern, and a case-insensitive Contains scan (ASCII, and
// Cyrillic, which goes through the Go fold function).
func BenchmarkFind(b *testing.B) {
	for _, n := range benchSizes {
		cases := []struct {
			name string
			f    func(r *rand.Rand) waymark.Filter
		}{
			{"site-kinds", func(r *rand.Rand) waymark.Filter {
				return waymark.Filter{Site: fmt.Sprintf("site%03d.example", r.IntN(benchSites)),
					Kinds: []waymark.Kind{waymark.KindPattern, waymark.KindSiteNote}}
			}},
			{"kind-newest20", func(r *rand.Rand) waymark.Filter {
				return waymark.Filter{Kinds: []waymark.Kind{benchKinds[r.IntN(len(benchKinds))]}, Limit: 20}
			}},
			{"site-url-pattern", func(r *rand.Rand) waymark.Filter { // as a query reads a page's selectors
				site := fmt.Sprintf("site%03d.example", r.IntN(benchSites))
				return waymark.Filter{Site: site, URLPattern: fmt.Sprintf("%s/p%d/*", site, r.IntN(7))}
			}},
			{"contains-ascii", func(r *rand.Rand) waymark.Filter {
				return waymark.Filter{Contains: strings.ToUpper(benchVocab[r.IntN(len(benchVocab))]), Limit: 20}
			}},
			{"contains-cyrillic", func(r *rand.Rand) waymark.Filter {
				return waymark.Filter{Contains: "ПРИВЕТ", Limit: 20}
			}},
		}
		for _, c := range cases {
			b.Run(fmt.Sprintf("%dk/%s", n/1000, c.name), func(b *testing.B) {
				s := openBench(b, seeded(b, n))
				ctx := context.Background()
				r, _ := benchRand()
				lat := make(latencies, 0, b.N)
				found := 0
				b.ResetTimer()
				for range b.N {
					f := c.f(r)
					lat.time(func() {
						err := s.View(ctx, func(tx waymark.Tx) error {
							rs, err := tx.Find(ctx, f)
							found += len(rs)
							return err
						})
						if err != nil {
							b.Fatal(err)
						}
					})
				}
				b.StopTimer()
				lat.report(b)
				b.ReportMetric(float64(found)/float64(b.N), "records/op")
			})
		}
	}
}
