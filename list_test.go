package waymark_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strings"
	"testing"
	"time"

	"github.com/waymark-dev/waymark"
)

// t0 is the base time of seeded records.
var t0 = time.Date(2025, 6, 1, 12, 0, 0, 0, time.UTC)

// rec builds a record of kind with body v (marshalled to JSON).
func rec(kind waymark.Kind, key, site, text string, updated time.Time, v any) waymark.Record {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return waymark.Record{Kind: kind, Key: key, Site: site, Text: text, Body: b, CreatedAt: updated, UpdatedAt: updated}
}

// seed puts records straight into the store of m and returns them as stored (IDs set).
func seed(t testing.TB, m *waymark.Memory, recs ...waymark.Record) []waymark.Record {
	t.Helper()
	err := m.Store().Update(context.Background(), func(tx waymark.Tx) error {
		for i := range recs {
			if err := tx.Put(context.Background(), &recs[i]); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return recs
}

// all returns every record of m, newest first.
func all(t testing.TB, m *waymark.Memory) []waymark.Record {
	t.Helper()
	var out []waymark.Record
	err := m.Store().View(context.Background(), func(tx waymark.Tx) error {
		var err error
		out, err = tx.Find(context.Background(), waymark.Filter{})
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func wantInputError(t *testing.T, err error, field string) {
	t.Helper()
	var ie *waymark.InputError
	if !errors.Is(err, waymark.ErrInvalidInput) || !errors.As(err, &ie) || ie.Field != field {
		t.Fatalf("error %v, want an InputError on %q wrapping ErrInvalidInput", err, field)
	}
}

func TestListValidation(t *testing.T) {
	m := openMemory(t, nil)
	tests := []struct {
		name  string
		req   waymark.ListRequest
		field string
	}{
		{"negative page", waymark.ListRequest{Page: -1}, "page"},
		{"negative page size", waymark.ListRequest{PageSize: -1}, "page_size"},
		{"page size 101", waymark.ListRequest{PageSize: 101}, "page_size"},
		{"page size 1000", waymark.ListRequest{PageSize: 1000}, "page_size"},
		{"task type", waymark.ListRequest{TaskType: "shopping"}, "task_type"},
		{"kind", waymark.ListRequest{Kind: "secret"}, "kind"},
		{"filter not UTF-8", waymark.ListRequest{Filter: "caf\xe9"}, "filter"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := m.List(context.Background(), tt.req)
			wantInputError(t, err, tt.field)
		})
	}
}

func TestListPagination(t *testing.T) {
	m := openMemory(t, nil)
	var recs []waymark.Record
	for i := range 45 {
		recs = append(recs, rec(waymark.KindPattern, fmt.Sprintf("p%02d", i), "example.com", "route",
			t0.Add(time.Duration(i)*time.Minute), waymark.Pattern{Name: fmt.Sprintf("route %d", i)}))
	}
	recs = append(recs,
		rec(waymark.KindSession, "s1", "example.com", "session", t0.Add(time.Hour), map[string]any{}),
		rec(waymark.KindProfile, "example.com", "example.com", "profile", t0.Add(time.Hour), waymark.Profile{}))
	seed(t, m, recs...)

	tests := []struct {
		name      string
		req       waymark.ListRequest
		page      int
		size      int
		items     int
		firstName string
	}{
		{"defaults", waymark.ListRequest{}, 1, 20, 20, "route 44"},
		{"page 2", waymark.ListRequest{Page: 2}, 2, 20, 20, "route 24"},
		{"last page", waymark.ListRequest{Page: 3}, 3, 20, 5, "route 4"},
		{"past the end", waymark.ListRequest{Page: 4}, 4, 20, 0, ""},
		{"huge page", waymark.ListRequest{Page: math.MaxInt, PageSize: 100}, math.MaxInt, 100, 0, ""},
		{"page size 1", waymark.ListRequest{PageSize: 1}, 1, 1, 1, "route 44"},
		{"page size 100", waymark.ListRequest{PageSize: 100}, 1, 100, 45, "route 44"},
		{"filtered pages", waymark.ListRequest{Filter: "EXAMPLE", Page: 3, PageSize: 10}, 3, 10, 10, "route 24"},
		{"filtered past the end", waymark.ListRequest{Filter: "route", Page: 10, PageSize: 10}, 10, 10, 0, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, err := m.List(context.Background(), tt.req)
			if err != nil {
				t.Fatal(err)
			}
			if res.Page != tt.page || res.PageSize != tt.size || len(res.Items) != tt.items || res.Total != 45 {
				t.Fatalf("page %d size %d items %d total %d, want %d %d %d 45",
					res.Page, res.PageSize, len(res.Items), res.Total, tt.page, tt.size, tt.items)
			}
			if tt.items > 0 && !strings.HasPrefix(res.Items[0].Summary, tt.firstName+" ") {
				t.Errorf("first item %q, want %q", res.Items[0].Summary, tt.firstName)
			}
			for i := 1; i < len(res.Items); i++ {
				if res.Items[i].UpdatedAt.After(res.Items[i-1].UpdatedAt) {
					t.Fatalf("items not newest first at %d", i)
				}
			}
		})
	}
	// Pages do not overlap and cover everything.
	seen := map[string]bool{}
	for p := 1; p <= 5; p++ {
		res, err := m.List(context.Background(), waymark.ListRequest{Page: p, PageSize: 10})
		if err != nil {
			t.Fatal(err)
		}
		for _, it := range res.Items {
			if seen[it.ID] {
				t.Fatalf("record %s on two pages", it.ID)
			}
			seen[it.ID] = true
		}
	}
	if len(seen) != 45 {
		t.Errorf("pages covered %d records, want 45", len(seen))
	}
}

func TestListFilter(t *testing.T) {
	m := openMemory(t, nil)
	seed(t, m,
		rec(waymark.KindPattern, "a", "alpha.com", "open issues", t0, waymark.Pattern{Name: "a"}),
		rec(waymark.KindCache, "b", "beta.org", "the ALPHA release date", t0.Add(time.Minute), waymark.Cache{Question: "b"}),
		rec(waymark.KindSiteNote, "c", "gamma.net", "Überraschung cookie banner", t0.Add(2*time.Minute), waymark.SiteNote{Problem: "cookie_banner"}),
		rec(waymark.KindSelector, "d", "alpha.com", "search alpha box", t0.Add(3*time.Minute), waymark.SelectorRecord{Purpose: "d"}),
		rec(waymark.KindSession, "e", "alpha.com", "alpha session", t0.Add(4*time.Minute), map[string]any{}),
		rec(waymark.KindProfile, "alpha.com", "alpha.com", "alpha profile", t0.Add(5*time.Minute), waymark.Profile{}),
	)
	m.Store().Update(context.Background(), func(tx waymark.Tx) error {
		r, err := tx.Get(context.Background(), waymark.KindPattern, "a")
		if err != nil {
			return err
		}
		r.TaskType = waymark.TaskExtractList
		return tx.Put(context.Background(), &r)
	})
	tests := []struct {
		name string
		req  waymark.ListRequest
		keys []string
	}{
		{"everything user-facing", waymark.ListRequest{}, []string{"d", "c", "b", "a"}},
		{"site or text", waymark.ListRequest{Filter: "alpha"}, []string{"d", "b", "a"}},
		{"case-insensitive", waymark.ListRequest{Filter: "AlPhA"}, []string{"d", "b", "a"}},
		{"unicode case", waymark.ListRequest{Filter: "überRASCHUNG"}, []string{"c"}},
		{"site only", waymark.ListRequest{Filter: "gamma.net"}, []string{"c"}},
		{"no match", waymark.ListRequest{Filter: "zeta"}, nil},
		{"kind", waymark.ListRequest{Kind: waymark.KindCache}, []string{"b"}},
		{"kind session", waymark.ListRequest{Kind: waymark.KindSession}, []string{"e"}},
		{"kind profile", waymark.ListRequest{Kind: waymark.KindProfile, Filter: "alpha"}, []string{"alpha.com"}},
		{"task type", waymark.ListRequest{TaskType: waymark.TaskExtractList}, []string{"a"}},
		{"filter and kind", waymark.ListRequest{Filter: "alpha", Kind: waymark.KindSelector}, []string{"d"}},
		{"wildcards are literal", waymark.ListRequest{Filter: "%"}, nil},
	}
	keyOf := map[string]string{}
	for _, r := range all(t, m) {
		keyOf[r.ID] = r.Key
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, err := m.List(context.Background(), tt.req)
			if err != nil {
				t.Fatal(err)
			}
			var keys []string
			for _, it := range res.Items {
				keys = append(keys, keyOf[it.ID])
			}
			if fmt.Sprint(keys) != fmt.Sprint(tt.keys) || res.Total != len(tt.keys) {
				t.Errorf("keys %v total %d, want %v", keys, res.Total, tt.keys)
			}
		})
	}
}

func TestListSummary(t *testing.T) {
	m := openMemory(t, nil)
	long := strings.Repeat("very long symptom\n", 40)
	seed(t, m,
		rec(waymark.KindPattern, "p", "a.com", "t", t0, waymark.Pattern{Name: "Find open issues", Reliability: 0.5,
			Steps: make([]waymark.RouteStep, 3), RelearnNeeded: true}),
		rec(waymark.KindCache, "c1", "a.com", "t", t0, waymark.Cache{Question: "latest version?", Answer: "v2.4.1", Freshness: waymark.FreshSlow}),
		rec(waymark.KindCache, "c2", "a.com", "t", t0, waymark.Cache{Question: "open issues?", Answer: "42", Freshness: waymark.FreshVolatile}),
		rec(waymark.KindSiteNote, "n", "a.com", "t", t0, waymark.SiteNote{Problem: waymark.FrictionCookieBanner, Symptom: long}),
		rec(waymark.KindSelector, "s", "a.com", "t", t0, waymark.SelectorRecord{Purpose: "search box", Selector: "#q", AntiPattern: true}),
		rec(waymark.KindTrace, "t", "a.com", "t", t0, waymark.TraceRecord{Outcome: waymark.OutcomeFailure, Task: "log in"}),
		rec(waymark.KindSnapshot, "sn", "a.com", "t", t0, waymark.Snapshot{Task: "buy milk", CurrentGoal: "checkout"}),
		rec(waymark.KindSnapshot, "broken", "a.com", "fallback text", t0, []int{1}),
	)
	want := map[string]string{
		"p":      "Find open issues — reliability 0.50, 3 steps, relearn needed",
		"c1":     "latest version? → v2.4.1",
		"c2":     "open issues? → (volatile: read it again)",
		"s":      "search box: #q (anti-pattern)",
		"t":      "failure: log in",
		"sn":     "buy milk — goal: checkout",
		"broken": "fallback text",
	}
	keyOf := map[string]string{}
	for _, r := range all(t, m) {
		keyOf[r.ID] = r.Key
	}
	res, err := m.List(context.Background(), waymark.ListRequest{PageSize: 100})
	if err != nil {
		t.Fatal(err)
	}
	for _, it := range res.Items {
		k := keyOf[it.ID]
		if strings.ContainsAny(it.Summary, "\n\t") || len([]rune(it.Summary)) > 200 {
			t.Errorf("%s: summary not one short line: %q", k, it.Summary)
		}
		if k == "n" {
			if !strings.HasPrefix(it.Summary, "cookie_banner: very long symptom very") || !strings.HasSuffix(it.Summary, "…") {
				t.Errorf("note summary %q", it.Summary)
			}
			continue
		}
		if it.Summary != want[k] {
			t.Errorf("%s: summary %q, want %q", k, it.Summary, want[k])
		}
	}
}

// TestListFilterPage: a filter that names a page lists the records of that page (its URL
// pattern matches, or lies below the filter's path, segment by segment) and the site-wide
// ones, not every record of the site; a bare host still lists the whole site.
func TestListFilterPage(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	if _, err := m.Save(ctx, waymark.SaveRequest{URL: issuesURL, Trace: readTrace(t, "open-issues.json")}); err != nil {
		t.Fatal(err)
	}
	if _, err := m.RecordQuirk(ctx, waymark.QuirkRequest{URL: issuesURL, Problem: waymark.FrictionCookieBanner, Symptom: "a banner"}); err != nil {
		t.Fatal(err)
	}
	site, err := m.List(ctx, waymark.ListRequest{Filter: "code.example", PageSize: 100})
	if err != nil {
		t.Fatal(err)
	}
	pages := map[string]int{}
	for _, it := range site.Items {
		pages[it.URLPattern]++
	}
	if len(pages) < 3 {
		t.Fatalf("the site's records fall under %v: want records of two pages and site-wide ones", pages)
	}
	if _, err := m.Save(ctx, waymark.SaveRequest{URL: "https://code.example/acme/widgetry", Trace: json.RawMessage(strings.ReplaceAll(
		string(readTrace(t, "open-issues.json")), "acme/widget", "acme/widgetry"))}); err != nil {
		t.Fatal(err)
	}
	site, err = m.List(ctx, waymark.ListRequest{Filter: "code.example", PageSize: 100})
	if err != nil {
		t.Fatal(err)
	}
	pages = map[string]int{}
	for _, it := range site.Items {
		pages[it.URLPattern]++
	}
	for _, c := range []struct {
		filter string
		want   func(pattern string) bool
	}{
		{"code.example/zzz", func(p string) bool { return p == "" }},
		{"code.example/acme/widget", func(p string) bool { return p == "" || strings.HasPrefix(p+"/", "code.example/acme/widget/") }},
		{"code.example/acme/widge", func(p string) bool { return p == "" }},
		{"code.example/acme/widget/issues", func(p string) bool { return p == "" || p == "code.example/acme/widget/issues" }},
		{"https://code.example/acme/widget/issues?q=is%3Aopen", func(p string) bool { return p == "" || p == "code.example/acme/widget/issues" }},
		{"code.example/acme", func(p string) bool { return p == "" || strings.HasPrefix(p, "code.example/acme/") }},
	} {
		res, err := m.List(ctx, waymark.ListRequest{Filter: c.filter, PageSize: 100})
		if err != nil {
			t.Fatal(err)
		}
		want := 0
		for p, n := range pages {
			if c.want(p) {
				want += n
			}
		}
		if res.Total != want || len(res.Items) != want {
			t.Errorf("filter %q: %d records (total %d), want %d of %v", c.filter, len(res.Items), res.Total, want, pages)
		}
		for _, it := range res.Items {
			if !c.want(it.URLPattern) {
				t.Errorf("filter %q listed a record of %q", c.filter, it.URLPattern)
			}
		}
	}
}
