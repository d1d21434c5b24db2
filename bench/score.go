package bench

import (
	"math"
	"sort"

	"github.com/waymark-dev/waymark"
)

// methodOrder is the order of the methods in a report.
var methodOrder = []string{MethodWaymark, MethodRandom, MethodTypical, MethodExact, MethodCeiling}

// sums accumulates one method's scores (weighted, so that the random baseline's draws
// average out).
type sums struct {
	cov1, top1, top3 float64 // over scorable tasks
	cov1Strict       float64 // over all tasks
	top3Strict       float64 // over all tasks, unmatchable actions in the denominator
	hits             float64
	scorable, tasks  int
	// perCov1 and perTop3 hold each scorable task's (weighted) Coverage@1 and top-3 share,
	// in task order, for paired comparisons.
	perCov1, perTop3 []float64
}

func (s *sums) add(keys []string, routes [][]string, w float64) {
	matchable := 0
	for _, k := range keys {
		if k != "" {
			matchable++
		}
	}
	m1, m3 := Coverage(keys, routes)
	hit := 0.0
	if m1 > 0 {
		hit = 1
	}
	if matchable > 0 {
		s.cov1 += w * hit
		s.top1 += w * float64(m1) / float64(matchable)
		s.top3 += w * float64(m3) / float64(matchable)
		if n := len(s.perCov1); n > 0 {
			s.perCov1[n-1] += w * hit
			s.perTop3[n-1] += w * float64(m3) / float64(matchable)
		}
	}
	s.cov1Strict += w * hit
	if len(keys) > 0 {
		s.top3Strict += w * float64(m3) / float64(len(keys))
	}
	if len(routes) > 0 {
		s.hits += w
	}
}

func (s *sums) score(method string) MethodScore {
	return MethodScore{Method: method, Coverage1: ratio(s.cov1, s.scorable), Top1Actions: ratio(s.top1, s.scorable),
		Top3: ratio(s.top3, s.scorable), Coverage1Strict: ratio(s.cov1Strict, s.tasks),
		Top3Strict: ratio(s.top3Strict, s.tasks), HitRate: ratio(s.hits, s.tasks)}
}

func ratio(x float64, n int) float64 {
	if n == 0 {
		return 0
	}
	return x / float64(n)
}

// scorer collects the scores of every method over the held-out tasks, overall, per tier of
// waymark's answer and per Mind2Web domain.
type scorer struct {
	methods     map[string]*sums
	domains     map[string]map[string]*sums // domain → method → sums
	tiers       map[waymark.Tier]*sums
	actions     int
	unmatchable int
	scorable    int
	tasks       int
}

func newScorer() *scorer {
	return &scorer{methods: map[string]*sums{}, domains: map[string]map[string]*sums{}, tiers: map[waymark.Tier]*sums{}}
}

// begin registers a held-out task; it must come before the task's scores.
func (sc *scorer) begin(t *task) {
	sc.tasks++
	sc.actions += len(t.keys)
	ok := false
	for _, k := range t.keys {
		if k == "" {
			sc.unmatchable++
		} else {
			ok = true
		}
	}
	if ok {
		sc.scorable++
	}
	for _, m := range methodOrder {
		for _, s := range []*sums{sc.get(sc.methods, m), sc.get(sc.domain(t.m2w.Domain), m)} {
			s.tasks++
			if ok {
				s.scorable++
				s.perCov1 = append(s.perCov1, 0)
				s.perTop3 = append(s.perTop3, 0)
			}
		}
	}
}

func (sc *scorer) get(by map[string]*sums, method string) *sums {
	s := by[method]
	if s == nil {
		s = &sums{}
		by[method] = s
	}
	return s
}

func (sc *scorer) domain(d string) map[string]*sums {
	if d == "" {
		d = "(none)"
	}
	by := sc.domains[d]
	if by == nil {
		by = map[string]*sums{}
		sc.domains[d] = by
	}
	return by
}

// add scores routes (best first) recalled by method for t.
func (sc *scorer) add(method string, t *task, routes [][]string) {
	sc.addWeighted(method, t, routes, 1)
}

// addWeighted scores routes with weight w (1/draws for one random draw).
func (sc *scorer) addWeighted(method string, t *task, routes [][]string, w float64) {
	sc.get(sc.methods, method).add(t.keys, routes, w)
	sc.get(sc.domain(t.m2w.Domain), method).add(t.keys, routes, w)
}

// addCeiling scores the best any recall could do from the site's stored patterns: Coverage@1
// and the first-route share with the single best pattern for t, the top-3 share with all of
// them at once.
func (sc *scorer) addCeiling(t *task, site [][]string) {
	best, bestM1 := []string(nil), -1
	var all []string
	for _, r := range site {
		m1, _ := Coverage(t.keys, [][]string{r})
		if m1 > bestM1 {
			best, bestM1 = r, m1
		}
		all = append(all, r...)
	}
	for _, s := range []*sums{sc.get(sc.methods, MethodCeiling), sc.get(sc.domain(t.m2w.Domain), MethodCeiling)} {
		if len(site) == 0 {
			s.add(t.keys, nil, 1)
			continue
		}
		// The first route is the best single pattern; the "union of three" is every pattern:
		// score both through one two-route list whose union is all of them.
		s.add(t.keys, [][]string{best, all}, 1)
	}
}

// tier records waymark's tier for t and the Coverage@1 of its answer.
func (sc *scorer) tier(tr waymark.Tier, t *task, routes [][]string) {
	s := sc.tiers[tr]
	if s == nil {
		s = &sums{}
		sc.tiers[tr] = s
	}
	s.tasks++
	for _, k := range t.keys {
		if k != "" {
			s.scorable++
			break
		}
	}
	s.add(t.keys, routes, 1)
}

// fill writes the collected scores into rep.
func (sc *scorer) fill(rep *RecallReport) {
	rep.Actions, rep.Unmatchable, rep.Scorable = sc.actions, sc.unmatchable, sc.scorable
	rep.Methods = nil
	for _, m := range methodOrder {
		rep.Methods = append(rep.Methods, sc.get(sc.methods, m).score(m))
	}
	w, r := sc.get(sc.methods, MethodWaymark), sc.get(sc.methods, MethodRandom)
	rep.VsRandom.Coverage1, rep.VsRandom.Coverage1CI95 = pairedDiff(w.perCov1, r.perCov1)
	rep.VsRandom.Top3, rep.VsRandom.Top3CI95 = pairedDiff(w.perTop3, r.perTop3)
	ty := sc.get(sc.methods, MethodTypical)
	rep.VsTypical.Coverage1, rep.VsTypical.Coverage1CI95 = pairedDiff(w.perCov1, ty.perCov1)
	rep.VsTypical.Top3, rep.VsTypical.Top3CI95 = pairedDiff(w.perTop3, ty.perTop3)
	rep.Tiers = nil
	for _, tr := range []waymark.Tier{waymark.P1, waymark.P2, waymark.P3, waymark.P4, waymark.P5} {
		tc := TierCount{Tier: tr}
		if s := sc.tiers[tr]; s != nil {
			tc.Count, tc.Coverage1 = s.tasks, ratio(s.cov1, s.scorable)
		}
		rep.Tiers = append(rep.Tiers, tc)
	}
	rep.Domains = nil
	for d, by := range sc.domains {
		w, r := sc.get(by, MethodWaymark).score(MethodWaymark), sc.get(by, MethodRandom).score(MethodRandom)
		rep.Domains = append(rep.Domains, DomainScore{Domain: d, HeldOut: sc.get(by, MethodWaymark).tasks,
			WaymarkCoverage1: w.Coverage1, RandomCoverage1: r.Coverage1, WaymarkTop3: w.Top3, RandomTop3: r.Top3})
	}
	sort.Slice(rep.Domains, func(i, j int) bool { return rep.Domains[i].Domain < rep.Domains[j].Domain })
}

// pairedDiff returns the mean of a[i] − b[i] and the half-width of its 95 % confidence
// interval (1.96 × the standard error; 0 with fewer than two pairs).
func pairedDiff(a, b []float64) (mean, ci95 float64) {
	n := min(len(a), len(b))
	if n == 0 {
		return 0, 0
	}
	for i := 0; i < n; i++ {
		mean += a[i] - b[i]
	}
	mean /= float64(n)
	if n < 2 {
		return mean, 0
	}
	var ss float64
	for i := 0; i < n; i++ {
		d := a[i] - b[i] - mean
		ss += d * d
	}
	return mean, 1.96 * math.Sqrt(ss/float64(n-1)/float64(n))
}
