// Package bench measures how well waymark recalls routes for tasks it has not seen, on real
// recorded tasks (Mind2Web), against simple baselines; see docs/BENCHMARKS.md.
//
// A run splits each website's tasks into stored and held-out ones with a fixed seed, saves the
// stored ones into a fresh memory through the "mind2web" importer, asks waymark about every
// held-out task by its site's start URL and its task text, and scores what comes back against
// the task's real actions:
//
//	rep, err := bench.RunRecall(ctx, bench.RecallOptions{Corpus: "processed.json", Seed: 1})
//	if err != nil { ... }
//	fmt.Print(rep.Markdown())
package bench

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"math"
	"math/rand/v2"
	"os"
	"sort"
	"strings"
	"time"
	"unicode"

	"github.com/waymark-dev/waymark"
	"github.com/waymark-dev/waymark/ingest"
	"github.com/waymark-dev/waymark/sqlite"
)

// Defaults of [RecallOptions]. DefaultSeed is the seed of `waymark bench recall`; the library
// uses RecallOptions.Seed as given, 0 included.
const (
	DefaultStoredShare = 0.8
	DefaultRandomDraws = 5
	DefaultSeed        = 1
)

// RecallOptions configure [RunRecall] and [RunRecallData]. Zero fields other than Seed take
// the defaults.
type RecallOptions struct {
	// Corpus is the path of a JSON array of Mind2Web records (the processed.json shape or full
	// records, as [ingest.Mind2WebTasks] reads them); only RunRecall reads it.
	Corpus string
	// Seed drives the stored/held-out split and the random baseline. Every seed, 0 included,
	// is used as given; the same seed and corpus give the same split and the same numbers.
	Seed int64
	// StoredShare is the share of each website's tasks that is stored, in (0, 1); the rest is
	// held out (default 0.8). A website with one task is stored only.
	StoredShare float64
	// Home is the memory's home folder; "" means a fresh temporary folder, removed after the
	// run. A given Home should be empty: what it already holds takes part in the recall.
	Home string
	// Websites, when not empty, limits the run to these Mind2Web website names.
	Websites []string
	// RandomDraws is how many random draws the random baseline averages (default 5).
	RandomDraws int
}

// RecallReport is the outcome of a recall benchmark run. Shares are in [0, 1].
type RecallReport struct {
	Corpus      string  `json:"corpus"`
	Seed        int64   `json:"seed"`
	StoredShare float64 `json:"stored_share"`
	RandomDraws int     `json:"random_draws"`
	// Websites, Stored and HeldOut count the websites and the tasks stored and held out.
	Websites int `json:"websites"`
	Stored   int `json:"stored"`
	HeldOut  int `json:"held_out"`
	// Skipped counts records the importer could not convert (no task text, no actions).
	Skipped int `json:"skipped"`
	// Patterns is the number of distinct patterns the stored tasks left; Rejected counts stored
	// tasks that left no pattern, by waymark's reason (SPEC §3.4), and tasks whose trace the
	// save refused.
	Patterns int            `json:"patterns"`
	Rejected map[string]int `json:"rejected"`
	// Actions counts the held-out tasks' actions; Unmatchable those with no element text
	// ("[svg] -> CLICK"), which no recalled step can match by text.
	Actions     int `json:"actions"`
	Unmatchable int `json:"unmatchable"`
	// Scorable counts held-out tasks with at least one matchable action.
	Scorable int `json:"scorable"`
	// Methods are waymark and the baselines, in table order.
	Methods []MethodScore `json:"methods"`
	// Tiers counts waymark's answers per tier (P1–P5), with the Coverage@1 of each tier.
	Tiers []TierCount `json:"tiers"`
	// VsRandom and VsTypical are waymark's lead over the random baseline and over the most
	// typical routes of the site.
	VsRandom  Lead `json:"vs_random"`
	VsTypical Lead `json:"vs_typical"`
	// Domains breaks waymark and the random baseline down by Mind2Web domain.
	Domains []DomainScore `json:"domains"`
	// IngestSeconds, QuerySeconds and TotalSeconds are wall-clock times of the run.
	IngestSeconds float64 `json:"ingest_seconds"`
	QuerySeconds  float64 `json:"query_seconds"`
	TotalSeconds  float64 `json:"total_seconds"`
}

// Method names of a [RecallReport].
const (
	MethodWaymark = "waymark"
	MethodRandom  = "random pattern of the site"
	MethodTypical = "most typical routes of the site"
	MethodExact   = "exact-key cache (task text + URL)"
	MethodCeiling = "ceiling: every stored pattern of the site"
)

// MethodScore is how one recall method scored over the held-out tasks.
//
// Coverage1: the share of scorable held-out tasks whose first recalled route contains at least
// one of the task's actions. Top3: the mean, over scorable tasks, of the share of a task's
// matchable actions found in the union of the first three recalled routes. Top1Actions: the
// same share for the first route alone. The Strict variants count every held-out task and
// every action, the ones without element text included (they never match). HitRate: the
// share of held-out tasks for which the method returned anything at all.
type MethodScore struct {
	Method          string  `json:"method"`
	Coverage1       float64 `json:"coverage_at_1"`
	Top1Actions     float64 `json:"top1_action_coverage"`
	Top3            float64 `json:"top3_action_coverage"`
	Coverage1Strict float64 `json:"coverage_at_1_strict"`
	Top3Strict      float64 `json:"top3_action_coverage_strict"`
	HitRate         float64 `json:"hit_rate"`
}

// Lead is waymark's score minus a baseline's, in shares (0.10 = 10 percentage points), over
// the scorable held-out tasks, each with the half-width of its 95 % confidence interval: 1.96 ×
// the standard error of the mean of the paired per-task differences (normal approximation).
type Lead struct {
	Coverage1     float64 `json:"coverage_at_1"`
	Coverage1CI95 float64 `json:"coverage_at_1_ci95"`
	Top3          float64 `json:"top3_action_coverage"`
	Top3CI95      float64 `json:"top3_action_coverage_ci95"`
}

// TierCount is how many held-out queries waymark answered at one tier, and the Coverage@1 of
// those answers (over the scorable ones among them; 0 when there are none).
type TierCount struct {
	Tier      waymark.Tier `json:"tier"`
	Count     int          `json:"count"`
	Coverage1 float64      `json:"coverage_at_1"`
}

// DomainScore is waymark against the random baseline on the held-out tasks of one Mind2Web
// domain (Travel, Shopping, Entertainment, …).
type DomainScore struct {
	Domain           string  `json:"domain"`
	HeldOut          int     `json:"held_out"`
	WaymarkCoverage1 float64 `json:"waymark_coverage_at_1"`
	RandomCoverage1  float64 `json:"random_coverage_at_1"`
	WaymarkTop3      float64 `json:"waymark_top3"`
	RandomTop3       float64 `json:"random_top3"`
}

// RunRecall reads opts.Corpus and runs [RunRecallData] on it.
func RunRecall(ctx context.Context, opts RecallOptions) (RecallReport, error) {
	if opts.Corpus == "" {
		return RecallReport{}, errors.New("recall benchmark: no corpus given")
	}
	data, err := os.ReadFile(opts.Corpus)
	if err != nil {
		return RecallReport{}, fmt.Errorf("recall benchmark: read corpus: %w", err)
	}
	return RunRecallData(ctx, data, opts)
}

// task is one Mind2Web record: the parsed task, its converted trace and its split.
type task struct {
	m2w  ingest.Mind2WebTask
	conv ingest.Converted
	url  string
	keys []string // one key per action ("" for an action without element text)
}

// RunRecallData runs the recall benchmark on the Mind2Web records in data (a JSON array of
// records, as [ingest.Mind2WebTasks] reads them): split, ingest, query, score. It fails on
// input the importer refuses, on an empty selection and on store errors; ctx cancels it.
func RunRecallData(ctx context.Context, data []byte, opts RecallOptions) (RecallReport, error) {
	start := time.Now()
	if opts.StoredShare == 0 {
		opts.StoredShare = DefaultStoredShare
	}
	if opts.StoredShare <= 0 || opts.StoredShare >= 1 {
		return RecallReport{}, fmt.Errorf("recall benchmark: stored share %v is not in (0, 1)", opts.StoredShare)
	}
	if opts.RandomDraws <= 0 {
		opts.RandomDraws = DefaultRandomDraws
	}
	tasks, skipped, err := loadTasks(data, opts.Websites)
	if err != nil {
		return RecallReport{}, err
	}
	if len(tasks) == 0 {
		return RecallReport{}, fmt.Errorf("recall benchmark: no convertible task in the selection (corpus %s, websites %q): %w",
			opts.Corpus, opts.Websites, waymark.ErrInvalidInput)
	}
	groups := websiteGroups(tasks)
	stored, held := Split(groups, opts.Seed, opts.StoredShare)
	rep := RecallReport{Corpus: opts.Corpus, Seed: opts.Seed, StoredShare: opts.StoredShare,
		RandomDraws: opts.RandomDraws, Skipped: skipped, Websites: len(groups)}
	if err := evaluate(ctx, tasks, stored, held, opts, &rep); err != nil {
		return RecallReport{}, err
	}
	rep.TotalSeconds = time.Since(start).Seconds()
	return rep, nil
}

// evaluate saves the stored tasks into a memory, queries it for the held-out ones and scores
// waymark and the baselines into rep. stored and held index tasks.
func evaluate(ctx context.Context, tasks []*task, stored, held []int, opts RecallOptions, rep *RecallReport) error {
	rep.Rejected = map[string]int{}
	home := opts.Home
	if home == "" {
		dir, err := os.MkdirTemp("", "waymark-bench-")
		if err != nil {
			return fmt.Errorf("recall benchmark: %w", err)
		}
		defer os.RemoveAll(dir)
		home = dir
	}
	m, err := sqlite.OpenMemory(ctx, home, &waymark.Options{Now: stepClock()})
	if err != nil {
		return fmt.Errorf("recall benchmark: %w", err)
	}
	defer m.Close()

	t0 := time.Now()
	pool := map[string][]string{} // website → distinct pattern ids, in save order
	exact := map[string]*task{}   // exact cache key → stored task
	for _, i := range stored {
		t := tasks[i]
		if err := ctx.Err(); err != nil {
			return err
		}
		b, err := json.Marshal(t.conv.Trace)
		if err != nil {
			return fmt.Errorf("recall benchmark: encode trace %s: %w", t.m2w.ID, err)
		}
		res, err := m.Save(ctx, waymark.SaveRequest{URL: t.conv.URL, Trace: b})
		var ie *waymark.InputError
		switch {
		case errors.As(err, &ie), errors.Is(err, waymark.ErrInvalidTrace), errors.Is(err, waymark.ErrInvalidInput):
			rep.Rejected["trace refused by save: "+firstLine(err.Error())]++ // as waymark ingest does: skip it
			continue
		case err != nil:
			return fmt.Errorf("recall benchmark: save task %s: %w", t.m2w.ID, err)
		}
		if k := exactKey(t.m2w.Task, t.url); exact[k] == nil {
			exact[k] = t
		}
		if res.Pattern == nil {
			rep.Rejected[rejectReason(res.Warnings)]++
			continue
		}
		if id := res.Pattern.ID; !contains(pool[t.m2w.Website], id) {
			pool[t.m2w.Website] = append(pool[t.m2w.Website], id)
		}
	}
	routes := map[string][]string{} // pattern id → step keys
	for _, ids := range pool {
		for _, id := range ids {
			p, err := m.Pattern(ctx, id)
			if err != nil {
				return fmt.Errorf("recall benchmark: %w", err)
			}
			routes[id] = patternKeys(p)
		}
		rep.Patterns += len(ids)
	}
	typical := map[string][][]string{} // website → its most typical routes, best first
	for w, ids := range pool {
		typical[w] = typicalRoutes(ids, routes)
	}
	rep.IngestSeconds = time.Since(t0).Seconds()

	t1 := time.Now()
	sc := newScorer()
	for n, i := range held {
		t := tasks[i]
		if err := ctx.Err(); err != nil {
			return err
		}
		rec, err := m.Query(ctx, waymark.QueryRequest{URL: t.url, Intent: t.m2w.Task})
		if err != nil {
			return fmt.Errorf("recall benchmark: query task %s: %w", t.m2w.ID, err)
		}
		var got [][]string
		for _, p := range rec.Patterns {
			if _, ok := routes[p.ID]; !ok { // a pattern stored before the run (a reused Home)
				pp, err := m.Pattern(ctx, p.ID)
				if err != nil {
					return fmt.Errorf("recall benchmark: %w", err)
				}
				routes[p.ID] = patternKeys(pp)
			}
			got = append(got, routes[p.ID])
		}
		sc.begin(t)
		sc.add(MethodWaymark, t, got)
		sc.tier(rec.Tier, t, got)

		site := pool[t.m2w.Website]
		rng := rand.New(rand.NewPCG(uint64(opts.Seed), uint64(n)^0x9e3779b97f4a7c15))
		for d := 0; d < opts.RandomDraws; d++ {
			var draw [][]string
			for _, k := range rng.Perm(len(site)) {
				if len(draw) == waymark.MaxPatterns {
					break
				}
				draw = append(draw, routes[site[k]])
			}
			sc.addWeighted(MethodRandom, t, draw, 1/float64(opts.RandomDraws))
		}

		sc.add(MethodTypical, t, typical[t.m2w.Website])

		var cached [][]string
		if s := exact[exactKey(t.m2w.Task, t.url)]; s != nil {
			cached = [][]string{s.keys} // the cache replays the stored run's own actions
		}
		sc.add(MethodExact, t, cached)

		var every [][]string
		for _, id := range site {
			every = append(every, routes[id])
		}
		sc.addCeiling(t, every)
	}
	rep.QuerySeconds = time.Since(t1).Seconds()
	sc.fill(rep)
	rep.Stored, rep.HeldOut = len(stored), len(held)
	return nil
}

// loadTasks reads and converts every record of data, keeping those of the chosen websites.
// It returns the tasks the importer could convert and how many it skipped.
func loadTasks(data []byte, websites []string) ([]*task, int, error) {
	var raws []json.RawMessage
	if err := json.Unmarshal(data, &raws); err != nil {
		return nil, 0, fmt.Errorf("recall benchmark: corpus is not a JSON array of Mind2Web records (%w): %w", err, waymark.ErrInvalidInput)
	}
	im, err := ingest.Lookup("mind2web")
	if err != nil {
		return nil, 0, fmt.Errorf("recall benchmark: %w", err)
	}
	keep := map[string]bool{}
	for _, w := range websites {
		keep[w] = true
	}
	var out []*task
	skipped := 0
	for i, raw := range raws {
		ts, err := ingest.Mind2WebTasks(raw)
		if err != nil {
			return nil, 0, fmt.Errorf("recall benchmark: record %d: %w", i, err)
		}
		if len(ts) != 1 {
			return nil, 0, fmt.Errorf("recall benchmark: record %d: want one task, got %d", i, len(ts))
		}
		if len(keep) > 0 && !keep[ts[0].Website] {
			continue
		}
		cs, err := im.Convert(ingest.Source{Path: fmt.Sprintf("record-%d.json", i), Data: raw})
		if err != nil || len(cs) != 1 {
			skipped++
			continue
		}
		t := &task{m2w: ts[0], conv: cs[0], url: cs[0].URL}
		for _, a := range t.m2w.Actions {
			t.keys = append(t.keys, ActionKey(a))
		}
		out = append(out, t)
	}
	return out, skipped, nil
}

// websiteGroups groups tasks by website, websites sorted by name, tasks in file order.
func websiteGroups(tasks []*task) []Group {
	by := map[string][]int{}
	for i, t := range tasks {
		by[t.m2w.Website] = append(by[t.m2w.Website], i)
	}
	groups := make([]Group, 0, len(by))
	for w, idx := range by {
		groups = append(groups, Group{Name: w, Items: idx})
	}
	sort.Slice(groups, func(i, j int) bool { return groups[i].Name < groups[j].Name })
	return groups
}

// Group is a named list of item indexes to split (one website's tasks).
type Group struct {
	Name  string
	Items []int
}

// Split divides every group into stored and held-out items: held = round(n × (1 −
// storedShare)) items of a group of n, at least 1 and at most n − 1 (a group of one item is
// stored only). Each group is shuffled by its own generator, seeded with seed and the FNV-1a
// hash of the group's name, so a group's split depends only on the seed, its name and its
// items, not on the other groups. Both results list items group by group in the order of
// groups, stored items in their original order, held-out ones in shuffled order.
func Split(groups []Group, seed int64, storedShare float64) (stored, held []int) {
	for _, g := range groups {
		n := len(g.Items)
		if n < 2 {
			stored = append(stored, g.Items...)
			continue
		}
		h := fnv.New64a()
		h.Write([]byte(g.Name))
		rng := rand.New(rand.NewPCG(uint64(seed), h.Sum64()))
		k := int(math.Round(float64(n) * (1 - storedShare)))
		k = min(max(k, 1), n-1)
		perm := rng.Perm(n)
		out := map[int]bool{}
		for _, p := range perm[:k] {
			held = append(held, g.Items[p])
			out[p] = true
		}
		for p, it := range g.Items {
			if !out[p] {
				stored = append(stored, it)
			}
		}
	}
	return stored, held
}

// stepClock is a deterministic clock for the memory: it starts at 2025-01-01 UTC and moves
// one millisecond per reading, so ties broken by recency fall the same way in every run.
func stepClock() func() time.Time {
	t := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)
	return func() time.Time {
		t = t.Add(time.Millisecond)
		return t
	}
}

// typicalRoutes orders a website's patterns (ids, in save order) by how typical their steps
// are and returns the routes of the first three: a pattern scores, for each of its distinct
// step keys, the number of the site's patterns that have that key (itself included), so
// routes made of the site's common steps, and longer routes, come first. Ties keep the save
// order. It reads no intent: it is the best guess of a memory that ignores the task. (Not
// counting a pattern itself scored lower on Mind2Web; the stronger variant is kept.)
func typicalRoutes(ids []string, routes map[string][]string) [][]string {
	df := map[string]int{}
	for _, id := range ids {
		for k := range keySet(routes[id]) {
			df[k]++
		}
	}
	score := make(map[string]int, len(ids))
	for _, id := range ids {
		for k := range keySet(routes[id]) {
			score[id] += df[k]
		}
	}
	order := append([]string(nil), ids...)
	sort.SliceStable(order, func(i, j int) bool { return score[order[i]] > score[order[j]] })
	var out [][]string
	for _, id := range order {
		if len(out) == waymark.MaxPatterns {
			break
		}
		out = append(out, routes[id])
	}
	return out
}

func keySet(keys []string) map[string]bool {
	set := make(map[string]bool, len(keys))
	for _, k := range keys {
		set[k] = true
	}
	return set
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(s, "\n")
	if len(s) > 120 {
		s = s[:120]
	}
	return s
}

func contains(xs []string, s string) bool {
	for _, x := range xs {
		if x == s {
			return true
		}
	}
	return false
}

// exactKey is the key of the exact-key cache: the task text (surrounding space trimmed) and
// the start URL, as Stagehand-style action caches key on the instruction and the page.
func exactKey(text, url string) string { return strings.TrimSpace(text) + "\x00" + url }

// rejectReason shortens waymark's "no pattern kept: …" warning to its reason class.
func rejectReason(warnings []string) string {
	for _, w := range warnings {
		if r, ok := strings.CutPrefix(w, "no pattern kept: "); ok {
			switch {
			case strings.Contains(r, "neither a stable selector nor an anchor"):
				return "a click-like step with neither a stable selector nor an anchor"
			case strings.Contains(r, "has no target"):
				return "a click-like step with no target"
			case strings.Contains(r, "loop"):
				return "repeated actions without progress (loop)"
			}
			return r
		}
	}
	return "other"
}

// Operation keys shared by Mind2Web actions and waymark route steps (see [ActionKey]).
var m2wOps = map[string]waymark.Action{
	"CLICK": waymark.ActionClick, "TYPE": waymark.ActionFill, "SELECT": waymark.ActionSelect,
	"ENTER": waymark.ActionPress, "HOVER": waymark.ActionOther,
}

// ActionKey is the match key of a Mind2Web action: its operation as a waymark action (CLICK
// → click, TYPE → fill, SELECT → select, ENTER → press, HOVER → other), a space and its
// normalised element text (see [NormText]). An action without element text, or with an
// operation outside these five, has the key "": it matches nothing. Typed and selected values
// are not part of the key: a route is reused with new values.
func ActionKey(a ingest.Mind2WebAction) string {
	op, ok := m2wOps[a.Op]
	text := NormText(a.Text)
	if !ok || text == "" {
		return ""
	}
	return string(op) + " " + text
}

// StepKey is the match key of a stored route step: its action and its normalised accessible
// name (RouteStep.Name, which holds the name, label or visible text of the target), or "" for a
// step without a name.
func StepKey(s waymark.RouteStep) string {
	text := NormText(s.Name)
	if text == "" {
		return ""
	}
	return string(s.Action) + " " + text
}

// NormText lower-cases s and collapses every run of white space to one space, trimming both
// ends.
func NormText(s string) string {
	return strings.Join(strings.FieldsFunc(strings.ToLower(s), unicode.IsSpace), " ")
}

// patternKeys returns the match keys of every step of p (all of them, not only the ones a
// query shows).
func patternKeys(p waymark.Pattern) []string {
	keys := make([]string, 0, len(p.Steps))
	for _, s := range p.Steps {
		if k := StepKey(s); k != "" {
			keys = append(keys, k)
		}
	}
	return keys
}

// Coverage scores recalled routes against a task's action keys ("" = unmatchable): matched1
// and matched3 are how many keyed actions the first route and the union of the first three
// routes contain. An action counts once per occurrence in the task.
func Coverage(actionKeys []string, routes [][]string) (matched1, matched3 int) {
	first, union := map[string]bool{}, map[string]bool{}
	for i, r := range routes {
		if i == waymark.MaxPatterns {
			break
		}
		for _, k := range r {
			union[k] = true
			if i == 0 {
				first[k] = true
			}
		}
	}
	for _, k := range actionKeys {
		if k == "" {
			continue
		}
		if first[k] {
			matched1++
		}
		if union[k] {
			matched3++
		}
	}
	return matched1, matched3
}
