package waymark

import (
	"cmp"
	"context"
	"fmt"
	"math"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Page sizes of [Memory.List] (SPEC §12: page_size ≤ 100).
const (
	DefaultPageSize = 20
	MaxPageSize     = 100
)

// maxSummaryChars caps the one-line summary of a listed record.
const maxSummaryChars = 200

// listKinds are the kinds List shows when no kind is asked for: what a user learned or
// ran, without the derived site profiles and the internal session trails.
var listKinds = []Kind{KindPattern, KindCache, KindSiteNote, KindSelector, KindSnapshot, KindTrace}

// List returns one page of stored records, newest UpdatedAt first, then by ID (SPEC §12).
//
// Filter keeps records whose site or search text contains it, case-insensitively
// (Unicode-aware); a host ("docs.example.org") keeps the records of its site (eTLD+1), and
// a URL with a path ("code.example/acme/widget") those of the site whose URL pattern matches
// it or lies below it, and the site-wide ones, besides the records whose text holds it.
// TaskType and Kind restrict further; without Kind every kind but profile and session is
// listed. Page counts from 1 (0 means 1); PageSize is 1–100, 0 meaning
// [DefaultPageSize]. Total counts every matching record, so a page past the end is empty
// with the right Total. Each item carries a one-line summary of at most 200 characters
// (pattern: name, reliability, steps; cache: question → answer; site_note: problem and
// symptom; selector: purpose and selector; trace: outcome and task; snapshot: task and
// goal). Errors: *[InputError] wrapping [ErrInvalidInput] naming "page", "page_size",
// "task_type" or "kind".
func (m *Memory) List(ctx context.Context, req ListRequest) (ListResult, error) {
	if req.Page < 0 {
		return ListResult{}, badInput("page", "must be ≥ 1")
	}
	if req.PageSize < 0 || req.PageSize > MaxPageSize {
		return ListResult{}, badInput("page_size", fmt.Sprintf("must be 1–%d", MaxPageSize))
	}
	if req.TaskType != "" && !ValidTaskType(req.TaskType) {
		return ListResult{}, badInput("task_type", unknownTaskType(req.TaskType))
	}
	if req.Kind != "" && !ValidKind(req.Kind) {
		return ListResult{}, badInput("kind", fmt.Sprintf("unknown kind %q", req.Kind))
	}
	if !utf8.ValidString(req.Filter) {
		return ListResult{}, badInput("filter", "not valid UTF-8") // no stored text holds such bytes
	}
	res := ListResult{Items: []ListItem{}, Page: max(req.Page, 1), PageSize: req.PageSize}
	if res.PageSize == 0 {
		res.PageSize = DefaultPageSize
	}
	offset := math.MaxInt
	if res.Page-1 <= math.MaxInt/res.PageSize-1 {
		offset = (res.Page - 1) * res.PageSize
	}
	f := Filter{Kinds: listKinds, TaskType: req.TaskType}
	if req.Kind != "" {
		f.Kinds = []Kind{req.Kind}
	}
	var recs []Record
	err := m.store.View(ctx, func(tx Tx) error {
		var err error
		recs, res.Total, err = findEither(ctx, tx, f, strings.TrimSpace(req.Filter), offset, res.PageSize)
		return err
	})
	if err != nil {
		return ListResult{}, fmt.Errorf("list: %w", err)
	}
	for _, r := range recs {
		res.Items = append(res.Items, ListItem{ID: r.ID, Kind: r.Kind, Site: r.Site, URLPattern: r.URLPattern,
			TaskType: r.TaskType, Summary: summary(r), UpdatedAt: r.UpdatedAt})
	}
	return res, nil
}

// findEither returns the records matching f whose site or text contains needle (all of f
// when needle is empty), in store order, from offset, at most limit, and how many match in
// all. The union of the two conditions is merged from two ordered finds: its first n
// records are among the first n of each.
func findEither(ctx context.Context, tx Tx, f Filter, needle string, offset, limit int) ([]Record, int, error) {
	if needle == "" {
		total, err := tx.Count(ctx, f)
		if err != nil {
			return nil, 0, err
		}
		f.Offset, f.Limit = offset, limit
		recs, err := tx.Find(ctx, f)
		return recs, total, err
	}
	// A host or URL filter ("docs.example.org") finds the records of its site (eTLD+1); one
	// with a path ("code.example/acme/widget") those of its pages.
	siteNeedle := needle
	if strings.Contains(needle, ".") && !strings.ContainsAny(needle, " \t") {
		if s, err := siteOf(needle); err == nil {
			if page, bare, ok := pageNeedle(needle); ok {
				return findPage(ctx, tx, f, s, page, bare, needle, offset, limit)
			}
			siteNeedle = s
		}
	}
	bySite, byText, both := f, f, f
	bySite.SiteLike = siteNeedle
	byText.Contains = needle
	both.SiteLike, both.Contains = siteNeedle, needle
	total := 0
	for i, g := range []Filter{bySite, byText, both} {
		n, err := tx.Count(ctx, g)
		if err != nil {
			return nil, 0, err
		}
		if i == 2 {
			n = -n
		}
		total += n
	}
	if offset >= total {
		return nil, total, nil
	}
	end := offset + limit
	bySite.Limit, byText.Limit = end, end
	a, err := tx.Find(ctx, bySite)
	if err != nil {
		return nil, 0, err
	}
	b, err := tx.Find(ctx, byText)
	if err != nil {
		return nil, 0, err
	}
	merged := mergeRecords(a, b)
	return merged[offset:min(end, len(merged))], total, nil
}

// pageNeedle returns needle as the URL of a page when it names a path below its host
// ("code.example/acme/widget", "https://shop.example/dp/B0"), and its host and path in lower
// case without a final "/" ("code.example/acme/widget"): ok is false for a bare host.
func pageNeedle(needle string) (page, bare string, ok bool) {
	page = needle
	if !strings.Contains(page, "://") {
		page = "https://" + page
	}
	u, err := url.Parse(page)
	if err != nil || u.Host == "" || strings.Trim(u.Path, "/") == "" {
		return "", "", false
	}
	return page, strings.ToLower(u.Host + strings.TrimRight(u.Path, "/")), true
}

// findPage is findEither for a filter that names a page of site (page, its URL; bare, its
// host and path): the records of site whose URL pattern matches the page or lies below bare,
// segment by segment
// ("code.example/acme" lists code.example/acme/widget, "code.example/acme/widget" not
// code.example/acme/widgetry), the site's site-wide records, and the records anywhere
// whose text holds the filter.
func findPage(ctx context.Context, tx Tx, f Filter, site, page, bare, needle string, offset, limit int) ([]Record, int, error) {
	bySite, byText := f, f
	bySite.Site = site
	byText.Contains = needle
	a, err := tx.Find(ctx, bySite)
	if err != nil {
		return nil, 0, err
	}
	a = slices.DeleteFunc(a, func(r Record) bool {
		// Site-wide records (a quirk of every page) apply to the page too.
		p := strings.ToLower(r.URLPattern)
		return p != "" && !patternMatches(r.URLPattern, page) && p != bare && !strings.HasPrefix(p, bare+"/")
	})
	b, err := tx.Find(ctx, byText)
	if err != nil {
		return nil, 0, err
	}
	merged := mergeRecords(a, b)
	if offset >= len(merged) {
		return nil, len(merged), nil
	}
	return merged[offset:min(offset+limit, len(merged))], len(merged), nil
}

// mergeRecords merges two lists in store order (newest UpdatedAt first, then ID) into one
// without duplicates.
func mergeRecords(a, b []Record) []Record {
	out := make([]Record, 0, len(a)+len(b))
	seen := make(map[string]bool, len(a)+len(b))
	for _, r := range append(a, b...) {
		if !seen[r.ID] {
			seen[r.ID] = true
			out = append(out, r)
		}
	}
	slices.SortStableFunc(out, func(x, y Record) int {
		return cmp.Or(y.UpdatedAt.Compare(x.UpdatedAt), cmp.Compare(x.ID, y.ID))
	})
	return out
}

// summary is the one-line description of a record in a listing.
func summary(r Record) string {
	var s string
	switch r.Kind {
	case KindPattern:
		var p Pattern
		if decodeBody(r.Body, &p) == nil {
			s = fmt.Sprintf("%s — reliability %.2f, %s", firstNonEmpty(p.Name, p.Intent, r.Key), p.Reliability, nOf(len(p.Steps), "step"))
			if p.RelearnNeeded {
				s += ", relearn needed"
			}
		}
	case KindCache:
		var c Cache
		if decodeBody(r.Body, &c) == nil {
			answer := c.Answer
			if c.Freshness == FreshVolatile {
				answer = "(volatile: read it again)"
			}
			s = firstNonEmpty(c.Question, c.Signature) + " → " + answer
		}
	case KindSiteNote:
		var n SiteNote
		if decodeBody(r.Body, &n) == nil {
			s = string(n.Problem) + ": " + n.Symptom
		}
	case KindSelector:
		var sel SelectorRecord
		if decodeBody(r.Body, &sel) == nil {
			s = firstNonEmpty(sel.Purpose, "selector") + ": " + sel.Selector
			if sel.AntiPattern {
				s += " (anti-pattern)"
			}
		}
	case KindTrace:
		var t TraceRecord
		if decodeBody(r.Body, &t) == nil {
			s = string(t.Outcome) + ": " + t.Task
		}
	case KindSnapshot:
		var sn Snapshot
		if decodeBody(r.Body, &sn) == nil {
			s = sn.Task
			if sn.CurrentGoal != "" {
				s += " — goal: " + sn.CurrentGoal
			}
		}
	case KindProfile:
		var p Profile
		if decodeBody(r.Body, &p) == nil {
			s = nOf(p.Visits, "visit") + ", " + nOf(len(p.Patterns), "pattern") + ", " + nOf(len(p.Quirks), "quirk")
		}
	}
	if strings.TrimSpace(s) == "" {
		s = firstNonEmpty(r.Text, r.Key)
	}
	return clip(strings.Join(strings.Fields(s), " "), maxSummaryChars)
}

// nOf writes a count with its noun, in the singular for one: "1 step", "3 steps".
func nOf(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return strconv.Itoa(n) + " " + noun + "s"
}
