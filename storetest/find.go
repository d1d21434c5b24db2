package storetest

import (
	"context"
	"testing"
	"time"

	waymark "github.com/waymark-dev/waymark"
)

var _ = register(
	check{"FindFilters", testFindFilters},
	check{"FindEmptyStore", testFindEmptyStore},
	check{"Stats", testStats},
)

// fixture stores the records the Find and Stats checks query. Their UpdatedAt are at(1)
// to at(9) in the order listed; the two snapshot records share at(9) and are told apart
// by their IDs (tie-1 < tie-2). Newest first, the keys are:
// tie-b, tie-a, t1, s2, s1, n2, n1, c1, p2, p1.
func fixture(t *testing.T, s waymark.Store) {
	t.Helper()
	type f struct {
		kind                waymark.Kind
		key, site, urlp, id string
		task                waymark.TaskType
		text                string
		min                 int
	}
	rows := []f{
		{waymark.KindPattern, "p1", "amazon.com", "amazon.com/dp/*", "", waymark.TaskExtractDetail, "Find the price of a product", 1},
		{waymark.KindPattern, "p2", "amazon.com", "amazon.com/s?k=*", "", waymark.TaskSearch, "Search for products", 2},
		{waymark.KindCache, "c1", "amazon.com", "amazon.com/dp/*", "", waymark.TaskExtractDetail, "price answer, 100% sure", 3},
		{waymark.KindSiteNote, "n1", "github.com", "", "", "", "Cookie banner blocks the page", 4},
		{waymark.KindSiteNote, "n2", "github.com", "github.com/*/*/issues/*", "", waymark.TaskMonitor, "Rate limit on issues", 5},
		{waymark.KindSelector, "s1", "a_b.example", "", "", "", "Submit button (form_submit)", 6},
		{waymark.KindSelector, "s2", "axb.example", "", "", "", "ПРИВЕТ мир", 7},
		{waymark.KindTrace, "t1", "", "", "", waymark.TaskOther, "trace with no site", 8},
		{waymark.KindSnapshot, "tie-a", "example.org", "", "tie-2", "", "snapshot one", 9},
		{waymark.KindSnapshot, "tie-b", "example.org", "", "tie-1", "", "snapshot two", 9},
	}
	var rs []*waymark.Record
	for _, x := range rows {
		r := rec(x.kind, x.key, x.site, x.text)
		r.ID, r.URLPattern, r.TaskType = x.id, x.urlp, x.task
		r.CreatedAt, r.UpdatedAt = at(0), at(x.min)
		rs = append(rs, r)
	}
	put(t, s, rs...)
}

func testFindFilters(t *testing.T, s waymark.Store) {
	fixture(t, s)
	all := []string{"tie-b", "tie-a", "t1", "s2", "s1", "n2", "n1", "c1", "p2", "p1"}
	cases := []struct {
		name string
		f    waymark.Filter
		want []string
	}{
		{"none", waymark.Filter{}, all},
		{"kind", waymark.Filter{Kinds: []waymark.Kind{waymark.KindPattern}}, []string{"p2", "p1"}},
		{"kinds", waymark.Filter{Kinds: []waymark.Kind{waymark.KindSiteNote, waymark.KindSelector}},
			[]string{"s2", "s1", "n2", "n1"}},
		{"kind absent", waymark.Filter{Kinds: []waymark.Kind{waymark.KindProfile}}, nil},
		{"site", waymark.Filter{Site: "amazon.com"}, []string{"c1", "p2", "p1"}},
		{"site exact only", waymark.Filter{Site: "amazon"}, nil},
		{"site like", waymark.Filter{SiteLike: "hub"}, []string{"n2", "n1"}},
		{"site like upper case", waymark.Filter{SiteLike: "AMAZON"}, []string{"c1", "p2", "p1"}},
		{"site like underscore literal", waymark.Filter{SiteLike: "a_b"}, []string{"s1"}},
		{"site like lone underscore", waymark.Filter{SiteLike: "_"}, []string{"s1"}},
		{"site like percent literal", waymark.Filter{SiteLike: "%"}, nil},
		{"site like backslash", waymark.Filter{SiteLike: `\`}, nil},
		{"site like many", waymark.Filter{SiteLike: ".EXAMPLE"}, []string{"s2", "s1"}},
		{"url pattern", waymark.Filter{URLPattern: "amazon.com/dp/*"}, []string{"c1", "p1"}},
		{"url pattern exact only", waymark.Filter{URLPattern: "amazon.com/*"}, nil},
		{"task type", waymark.Filter{TaskType: waymark.TaskExtractDetail}, []string{"c1", "p1"}},
		{"contains", waymark.Filter{Contains: "price"}, []string{"c1", "p1"}},
		{"contains upper case", waymark.Filter{Contains: "PRICE"}, []string{"c1", "p1"}},
		{"contains phrase", waymark.Filter{Contains: "the PRICE of"}, []string{"p1"}},
		{"contains percent literal", waymark.Filter{Contains: "100%"}, []string{"c1"}},
		{"contains lone percent", waymark.Filter{Contains: "%"}, []string{"c1"}},
		{"contains underscore literal", waymark.Filter{Contains: "_"}, []string{"s1"}},
		{"contains unicode lower", waymark.Filter{Contains: "привет"}, []string{"s2"}},
		{"contains unicode mixed", waymark.Filter{Contains: "Мир"}, []string{"s2"}},
		{"contains nothing", waymark.Filter{Contains: "zebra"}, nil},
		{"before", waymark.Filter{Before: at(5)}, []string{"n1", "c1", "p2", "p1"}},
		{"before first", waymark.Filter{Before: at(1)}, nil},
		{"before far future", waymark.Filter{Before: base.AddDate(500, 0, 0)}, all},
		{"before far past", waymark.Filter{Before: time.Date(1, 1, 1, 0, 0, 0, 1, time.UTC)}, nil},
		{"before other zone", waymark.Filter{Before: at(5).In(time.FixedZone("X", 5*3600))},
			[]string{"n1", "c1", "p2", "p1"}},
		{"limit", waymark.Filter{Limit: 3}, all[:3]},
		{"limit above count", waymark.Filter{Limit: 100}, all},
		{"negative limit", waymark.Filter{Limit: -1}, all},
		{"offset", waymark.Filter{Offset: 7}, all[7:]},
		{"offset past end", waymark.Filter{Offset: 50}, nil},
		{"limit offset", waymark.Filter{Limit: 2, Offset: 2}, []string{"t1", "s2"}},
		{"combined", waymark.Filter{Kinds: []waymark.Kind{waymark.KindPattern, waymark.KindCache},
			Site: "amazon.com", URLPattern: "amazon.com/dp/*", TaskType: waymark.TaskExtractDetail,
			Contains: "PRICE", Before: at(3)}, []string{"p1"}},
		{"combined with limit", waymark.Filter{Site: "amazon.com", SiteLike: "amaz", Limit: 1, Offset: 1},
			[]string{"p2"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := find(t, s, c.f)
			equalKeys(t, "Find", keys(got), c.want)
			unpaged := c.f
			unpaged.Limit, unpaged.Offset = 0, 0
			if n, want := count(t, s, c.f), len(find(t, s, unpaged)); n != want {
				t.Errorf("Count: %d, want %d (Limit and Offset ignored)", n, want)
			}
		})
	}
}

func testFindEmptyStore(t *testing.T, s waymark.Store) {
	view(t, s, func(ctx context.Context, tx waymark.Tx) error {
		rs, err := tx.Find(ctx, waymark.Filter{Kinds: []waymark.Kind{waymark.KindPattern}, Limit: 5})
		if err != nil || len(rs) != 0 {
			t.Errorf("Find on an empty store: %d records, %v", len(rs), err)
		}
		n, err := tx.Count(ctx, waymark.Filter{})
		if err != nil || n != 0 {
			t.Errorf("Count on an empty store: %d, %v", n, err)
		}
		st, err := tx.Stats(ctx)
		if err != nil || st.Sites != 0 || len(st.Records) != 0 {
			t.Errorf("Stats on an empty store: %+v, %v", st, err)
		}
		return nil
	})
}

func testStats(t *testing.T, s waymark.Store) {
	fixture(t, s)
	var st waymark.StoreStats
	view(t, s, func(ctx context.Context, tx waymark.Tx) error {
		var err error
		st, err = tx.Stats(ctx)
		return err
	})
	want := map[waymark.Kind]int{
		waymark.KindPattern: 2, waymark.KindCache: 1, waymark.KindSiteNote: 2,
		waymark.KindSelector: 2, waymark.KindTrace: 1, waymark.KindSnapshot: 2,
	}
	for k, n := range want {
		if st.Records[k] != n {
			t.Errorf("Records[%s] = %d, want %d", k, st.Records[k], n)
		}
	}
	for k, n := range st.Records {
		if want[k] == 0 && n != 0 {
			t.Errorf("Records[%s] = %d, want 0", k, n)
		}
	}
	// amazon.com, github.com, a_b.example, axb.example, example.org; the trace has no site.
	if st.Sites != 5 {
		t.Errorf("Sites = %d, want 5", st.Sites)
	}
}
