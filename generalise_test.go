package waymark_test

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/waymark-dev/waymark"
)

// issuesTrace is a run of "how many issues are open?" on the issues page of repository
// repo (owner/name) of code.example; testid is the open count's test id.
func issuesTrace(repo, testid string) json.RawMessage {
	page := "https://code.example/" + repo + "/issues"
	return json.RawMessage(fmt.Sprintf(`{"start_url": %q, "task": "how many issues are open?", "outcome": "success",
		"final_answer": "42 open", "steps": [
		{"action": "navigate", "url": %q},
		{"action": "fill", "url": %q, "value": "is:open", "target": {"selector": "#q", "role": "searchbox", "name": "Search issues"}},
		{"action": "extract", "url": %q, "target": {"selector": "[data-testid='%s']"}, "extracted": "42 open"},
		{"action": "done", "url": %q}]}`, page, page, page, page, testid, page))
}

func TestRouteGeneralisesOverNames(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	save := func(repo, testid string) waymark.SaveResult {
		t.Helper()
		res, err := m.Save(ctx, waymark.SaveRequest{URL: "https://code.example/" + repo + "/issues", Trace: issuesTrace(repo, testid)})
		if err != nil {
			t.Fatal(err)
		}
		return res
	}
	save("acme/widget", "open-count")
	res := save("other/thing", "open-count")
	if res.Pattern == nil || res.Pattern.URLPattern != "code.example/*/*/issues" || res.Pattern.Executions != 2 {
		t.Fatalf("the second repository's run: pattern %+v, want the route counted twice on code.example/*/*/issues", res.Pattern)
	}
	if !slices.ContainsFunc(res.Warnings, func(w string) bool { return strings.Contains(w, "now covers code.example/*/*/issues") }) {
		t.Errorf("warnings %q say nothing of the route's new pattern", res.Warnings)
	}
	list, err := m.List(ctx, waymark.ListRequest{Filter: "code.example", Kind: waymark.KindPattern, PageSize: 100})
	if err != nil {
		t.Fatal(err)
	}
	if list.Total != 1 {
		t.Errorf("%d patterns stored, want the one route over both repositories", list.Total)
	}

	query := func(url string) waymark.Recall {
		t.Helper()
		rec, err := m.Query(ctx, waymark.QueryRequest{URL: url, Intent: "how many issues are open?"})
		if err != nil {
			t.Fatal(err)
		}
		return rec
	}
	for url, match := range map[string]float64{"https://code.example/kubernetes/kubernetes/issues": 0.9, "https://code.example/acme/widget/issues": 1} {
		rec := query(url)
		if len(rec.Patterns) == 0 || rec.Patterns[0].URLPattern != "code.example/*/*/issues" {
			t.Fatalf("%s: patterns %+v, want the generalised route", url, rec.Patterns)
		}
		if p := rec.Patterns[0]; p.Match != match || p.Tier != waymark.P3 {
			t.Errorf("%s: match %.2f, tier %s; want %.2f (0.90 on a page of a name it was not run on) and P3 after two runs", url, p.Match, p.Tier, match)
		}
		if strings.Contains(url, "kubernetes") && len(rec.CachedAnswers) != 0 {
			t.Errorf("%s: cached answers %+v of other repositories", url, rec.CachedAnswers)
		}
	}
	for _, url := range []string{"https://code.example/acme/widget/issues/new", "https://code.example/acme/widget/pulls", "https://code.example/acme/widget"} {
		if rec := query(url); len(rec.Patterns) != 0 {
			t.Errorf("%s: patterns %+v; the issues route covers no other page", url, rec.Patterns)
		}
	}

	// A failed run on a repository the route never worked on does not strike it; one on a
	// repository it worked on does.
	failed := func(repo, errText string) waymark.SaveResult {
		t.Helper()
		tr := strings.Replace(string(issuesTrace(repo, "open-count")), `"outcome": "success"`, `"outcome": "failure"`, 1)
		tr = strings.Replace(tr, `"extracted": "42 open"`, `"error": "`+errText+`"`, 1)
		res, err := m.Save(ctx, waymark.SaveRequest{URL: "https://code.example/" + repo + "/issues", Trace: json.RawMessage(tr)})
		if err != nil {
			t.Fatal(err)
		}
		return res
	}
	res = failed("kubernetes/kubernetes", "element not found")
	if res.Pattern != nil || !slices.ContainsFunc(res.Warnings, func(w string) bool { return strings.Contains(w, "never run on: not counted") }) {
		t.Errorf("a failed run on a repository the route never worked on: pattern %+v, warnings %q; want no strike, said", res.Pattern, res.Warnings)
	}
	save("kubernetes/kubernetes", "open-count")
	res = failed("kubernetes/kubernetes", "element not found after 30 s")
	if res.Pattern == nil || res.Pattern.URLPattern != "code.example/*/*/issues" || res.Pattern.Strikes != 1 {
		t.Errorf("a failed run on a repository the route worked on: pattern %+v, want the generalised route struck", res.Pattern)
	}

	// Another element read on a third repository is another route, stored on its own page.
	res = save("third/repo", "count-open")
	if res.Pattern == nil || res.Pattern.URLPattern != "code.example/third/repo/issues" || res.Pattern.Executions != 1 {
		t.Errorf("a run on other elements: pattern %+v, want a new route on its own page", res.Pattern)
	}
}

func TestRouteDoesNotGeneraliseOverItsLastName(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	for _, repo := range []string{"acme/widget", "acme/gadget"} {
		tr := strings.ReplaceAll(string(issuesTrace(repo, "open-count")), "/issues", "")
		res, err := m.Save(ctx, waymark.SaveRequest{URL: "https://code.example/" + repo, Trace: json.RawMessage(tr)})
		if err != nil {
			t.Fatal(err)
		}
		if res.Pattern == nil || res.Pattern.URLPattern != "code.example/"+repo || res.Pattern.Executions != 1 {
			t.Errorf("%s: pattern %+v; a name at the end of the path is no wildcard's (it might be an action)", repo, res.Pattern)
		}
	}
}

func TestGeneralisedRouteDropsNamedSelectors(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	var res waymark.SaveResult
	for _, repo := range []string{"golang/go", "rust-lang/rust"} {
		page := "https://code.example/" + repo + "/pulls"
		tr := fmt.Sprintf(`{"task": "how many issues are open?", "start_url": %[1]q, "outcome": "success", "steps": [
			{"action": "navigate", "url": %[1]q},
			{"action": "click", "url": %[1]q, "target": {"selector": "a[href='/%[2]s/issues']", "role": "link", "name": "Issues"}, "url_after": "https://code.example/%[2]s/issues"},
			{"action": "extract", "url": "https://code.example/%[2]s/issues", "target": {"selector": "[data-testid='open-count']"}, "extracted": "42 open"}]}`, page, repo)
		var err error
		if res, err = m.Save(ctx, waymark.SaveRequest{URL: page, Trace: json.RawMessage(tr)}); err != nil {
			t.Fatal(err)
		}
	}
	if res.Pattern == nil || res.Pattern.URLPattern != "code.example/*/*/pulls" {
		t.Fatalf("pattern %+v, want the route generalised", res.Pattern)
	}
	p, err := m.FindPattern(ctx, "", res.Pattern.ID)
	if err != nil {
		t.Fatal(err)
	}
	for _, st := range p.Steps {
		for _, l := range append(st.Selectors, st.Anchors...) {
			if strings.Contains(l.Value, "/golang/") || strings.Contains(l.Value, "/rust-lang/") {
				t.Errorf("step %s keeps a locator of one repository: %q", st.Action, l.Value)
			}
		}
	}
	if click := p.Steps[1]; len(click.Anchors) == 0 || !strings.Contains(click.Anchors[0].Value, "Issues") {
		t.Errorf("the click lost its role anchor: %+v", click)
	}
}

func TestGeneralisedRouteIsVerifiedOnOtherNames(t *testing.T) {
	p := &waymark.Pattern{URLPattern: "code.example/*/*/issues", Generalised: true, Reliability: 0.99,
		RunOn:       []string{"code.example/acme/widget/issues", "code.example/other/thing/issues"},
		IntentTerms: []string{"issu", "open"}}
	terms := []string{"issu", "open"}
	for _, c := range []struct {
		url, pattern string
		want         waymark.Tier
	}{
		{"https://code.example/acme/widget/issues", "code.example/acme/widget/issues", waymark.P1},
		{"https://code.example/kubernetes/kubernetes/issues", "code.example/kubernetes/kubernetes/issues", waymark.P2},
	} {
		url, want := c.url, c.want
		mt := waymark.Match(p, url, c.pattern, terms, 1, "")
		if got := waymark.TierFor(waymark.Confidence(p, mt), true); got != want {
			t.Errorf("%s: match %.3f, tier %s; want %s", url, mt, got, want)
		}
	}
}
