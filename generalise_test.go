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
	for _, url := range []string{"https://code.example/kubernetes/kubernetes/issues", "https://code.example/acme/widget/issues"} {
		rec := query(url)
		if len(rec.Patterns) == 0 || rec.Patterns[0].URLPattern != "code.example/*/*/issues" {
			t.Fatalf("%s: patterns %+v, want the generalised route", url, rec.Patterns)
		}
		if p := rec.Patterns[0]; p.Match != 0.9 || p.Tier != waymark.P3 {
			t.Errorf("%s: match %.2f, tier %s; want 0.90 (a route generalised over names) and P3 after two runs", url, p.Match, p.Tier)
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

	// A failed run on another repository's issues that followed the route strikes it.
	failed := strings.Replace(string(issuesTrace("kubernetes/kubernetes", "open-count")), `"outcome": "success"`, `"outcome": "failure"`, 1)
	failed = strings.Replace(failed, `"extracted": "42 open"`, `"error": "element not found"`, 1)
	res, err = m.Save(ctx, waymark.SaveRequest{URL: "https://code.example/kubernetes/kubernetes/issues", Trace: json.RawMessage(failed)})
	if err != nil {
		t.Fatal(err)
	}
	if res.Pattern == nil || res.Pattern.URLPattern != "code.example/*/*/issues" || res.Pattern.Strikes != 1 {
		t.Errorf("a failed run of the route on a third repository: pattern %+v, want the generalised route struck", res.Pattern)
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
