package waymark

import (
	"fmt"
	"sort"
	"strings"
	"time"
)

// Cached answers in a query's answer (SPEC §2, §5): which entries of the page fit the
// intent, which answers are given, and why the others are withheld.

// pickCaches returns cached answers for the page whose question fits the intent (term
// similarity ≥ cacheRelated); the answer itself only for the same question (≥
// cacheSameQuestion, and sameQuestion) read on this page, never a volatile one, and of
// the answers to one question read on one page only the newest (an older, other one is
// "superseded", with a warning that the answer changed): the others come as a route to
// verify (SPEC §2).
func (m *Memory) pickCaches(rec *Recall, recs []Record, pm *pageMatcher, read *reading) {
	qterms := read.terms
	type scored struct {
		c    Cache
		s    float64
		same bool // the query asks the cached question (sameQuestion)
	}
	var cands []scored
	for _, r := range recs {
		if r.Kind != KindCache || r.URLPattern != "" && !pm.covers(r.URLPattern) {
			continue // the record's URL pattern is its cache's: no need to decode it
		}
		var c Cache
		if err := decodeBody(r.Body, &c); err != nil {
			continue
		}
		if c.URLPattern != "" && !pm.covers(c.URLPattern) {
			continue
		}
		s, same := 1.0, true
		if len(qterms) > 0 {
			qt := termsOf(c.Question)
			if s = similarity(qterms, qt); s < cacheRelated {
				continue
			}
			same = sameQuestion(read, c.Question, qt)
		}
		cands = append(cands, scored{c, s, same})
	}
	sort.SliceStable(cands, func(i, j int) bool {
		a, b := &cands[i].c, &cands[j].c
		if cands[i].s != cands[j].s {
			return cands[i].s > cands[j].s
		}
		if !a.ObservedAt.Equal(b.ObservedAt) {
			return a.ObservedAt.After(b.ObservedAt)
		}
		return cacheKey("", *a) < cacheKey("", *b)
	})
	// A volatile answer is withheld, so its entries of one question read on one page, one
	// per value seen, would say the same: the newest of the best match stands for them.
	volatile := map[[2]string]bool{}
	// The newest answer to each question read on each page: an older, other answer to it
	// is superseded (the page changed since, or one of the readings was wrong).
	newest := map[[2]string]Cache{}
	for _, x := range cands {
		k := [2]string{x.c.Signature, x.c.SourceURL}
		if n, ok := newest[k]; x.c.Freshness != FreshVolatile && (!ok || x.c.ObservedAt.After(n.ObservedAt)) {
			newest[k] = x.c
		}
	}
	superseded := map[[2]string]bool{}
	for _, x := range cands {
		if len(rec.CachedAnswers) == MaxCaches {
			break
		}
		k := [2]string{x.c.Signature, x.c.SourceURL}
		if x.c.Freshness == FreshVolatile {
			if volatile[k] {
				continue
			}
			volatile[k] = true
		} else if superseded[k] && newest[k].ObservedAt.After(x.c.ObservedAt) {
			continue // one older answer stands for them all, as one volatile entry does
		}
		ca := CachedAnswer{Question: x.c.Question, Freshness: x.c.Freshness, SourceURL: x.c.SourceURL,
			ObservedAt: x.c.ObservedAt, Verify: x.c.Verify, Confidence: round4(x.c.Confidence * x.s)}
		other := otherPage(x.c, pm.url)
		if other {
			ca.Verify = otherPageVerify(x.c.Verify)
		}
		switch {
		case x.s < cacheSameQuestion || !x.same:
			// Another question, though alike ("what year was Alan Kay born" against
			// "… Alan Turing born", "where" against "when", a word or a year more or
			// less: sameQuestion): the way to read it is a hint, its answer is not this
			// one's.
			ca.Withheld = "other_question"
		case other:
			ca.Withheld = "other_page"
			rec.Warnings = append(rec.Warnings, fmt.Sprintf("a cached answer to %q was read on another page (%s): read it again for this page (%s)",
				clip(x.c.Question, 80), x.c.SourceURL, ca.Verify))
		case x.c.Freshness == FreshVolatile:
			ca.Withheld = "volatile"
			rec.Warnings = append(rec.Warnings, fmt.Sprintf("a cached answer to %q is volatile: read it again from the page (%s)", clip(x.c.Question, 80), x.c.Verify))
		case x.c.Freshness == FreshSlow && m.now().Sub(x.c.ObservedAt) > SlowAnswerMaxAge:
			ca.Withheld = "stale"
			rec.Warnings = append(rec.Warnings, fmt.Sprintf("a cached answer to %q was read on %s, more than %d days ago, and such answers change over weeks: read it again from the page (%s)",
				clip(x.c.Question, 80), x.c.ObservedAt.Format("2006-01-02"), int(SlowAnswerMaxAge.Hours()/24), x.c.Verify))
		case newest[k].ObservedAt.After(x.c.ObservedAt):
			ca.Withheld = "superseded"
			superseded[k] = true
			n := newest[k]
			if sameAnswerWorded(n.Answer, x.c.Answer) {
				break // the same answer in more or fewer words: nothing changed
			}
			rec.Warnings = append(rec.Warnings, fmt.Sprintf("the cached answer to %q changed: %q was read on %s, %q before (%s): only the newer one is given; verify it before reporting it (%s)",
				clip(x.c.Question, 80), clip(n.Answer, 80), n.ObservedAt.Format("2006-01-02"), clip(x.c.Answer, 80), x.c.ObservedAt.Format("2006-01-02"), n.Verify))
		default:
			a := x.c.Answer
			ca.Answer = &a
		}
		rec.CachedAnswers = append(rec.CachedAnswers, ca)
	}
}

// sameAnswerWorded reports whether two answers read to one question on one page say the
// same in more or fewer words: the one holds the other whole, words and all ("9:00 AM – 5:00
// PM" of "The Main Street branch is open 9:00 AM – 5:00 PM on Saturday", an extracted value
// and the run's final answer).
func sameAnswerWorded(a, b string) bool {
	a, b = strings.ToLower(strings.TrimSpace(a)), strings.ToLower(strings.TrimSpace(b))
	if a == "" || b == "" || a == b {
		return a == b
	}
	if len(a) < len(b) {
		a, b = b, a
	}
	i := strings.Index(a, b)
	return i >= 0 && (i == 0 || !isWordByte(a[i-1])) && (i+len(b) == len(a) || !isWordByte(a[i+len(b)]))
}

func isWordByte(c byte) bool { return c >= 'a' && c <= 'z' || c >= '0' && c <= '9' }

// SlowAnswerMaxAge is how long a cached answer of freshness slow (versions, opening hours,
// policies: they change over weeks, SPEC §2) is given as an answer after it was read: 30
// days, the raw traces' TTL. Older, only its way to read it again is (withheld "stale").
// SPEC §2 gives no age; this is waymark's choice.
const SlowAnswerMaxAge = 30 * 24 * time.Hour

// Cached answers and the query's intent (term similarity, internal/terms): from
// cacheRelated a cached question is shown, with its way to read the answer; from
// cacheSameQuestion it is the query's own question and its answer is given.
const (
	cacheRelated      = 0.7
	cacheSameQuestion = 0.9
)

// otherPage reports whether a cache entry was read on another page than url, one that
// may stand for another entity. The entry's URL pattern covers the page the answer was
// read on, and that page is not url while the pattern has a wildcard ("amazon.com/dp/*")
// or the page is a single-page app's hash route ("#/book/1", which no pattern holds);
// or the page's URL held a value masked as a secret ("?ticket={{token}}"), which cannot
// be told from another. An answer read on a page the task went on to (a search from the
// home page, then a book's page) is the task's answer wherever the task starts.
func otherPage(c Cache, url string) bool {
	if c.SourceURL == "" || !patternMatches(c.URLPattern, c.SourceURL) {
		return false
	}
	if strings.Contains(c.SourceURL, "{{") {
		return true
	}
	return (strings.Contains(c.URLPattern, "*") || hasAppRoute(c.SourceURL)) && !samePage(url, c.SourceURL)
}

// otherPageVerify rewrites a cache entry's way to verify ("open URL and read SELECTOR")
// for a query on another page of its URL pattern, where the entry's URL is another
// entity's: the selector is kept, the URL left out.
func otherPageVerify(v string) string {
	if _, what, ok := strings.Cut(v, " and read "); ok && strings.HasPrefix(v, "open ") && what != "the answer again" {
		return "read " + what + " on this page"
	}
	return "read the answer on this page"
}
