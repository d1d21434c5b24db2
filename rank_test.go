package waymark

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
	"time"
)

func TestBM25(t *testing.T) {
	docs := [][]string{
		{"search", "flight", "boston"},
		{"search", "hotel", "boston"},
		{"search", "flight", "flight", "cheap", "deal", "today", "now"},
		{"check", "order", "status"},
	}
	s := bm25([]string{"flight", "boston"}, docs)
	if s[0] != 1 {
		t.Errorf("the document with both rare words scores %v, want the best (1)", s[0])
	}
	if !(s[1] > 0 && s[1] < s[0]) || !(s[2] > 0 && s[2] < s[0]) {
		t.Errorf("partial matches: %v", s)
	}
	if s[3] != 0 {
		t.Errorf("unrelated document scores %v", s[3])
	}
	// "search" is in most documents: it tells little.
	if c := bm25([]string{"search"}, docs); c[0] != 1 || c[3] != 0 {
		t.Errorf("common word: %v", c)
	}
	for _, q := range [][]string{nil, {"nothing"}} {
		for _, x := range bm25(q, docs) {
			if x != 0 {
				t.Errorf("query %v scored %v", q, x)
			}
		}
	}
}

// TestDecodePatternHead: the head of a pattern decodes to what the whole body says about
// ranking, without the route when it comes last (as json.Marshal writes a Pattern), whole
// otherwise.
func TestDecodePatternHead(t *testing.T) {
	p := Pattern{Name: "n", Site: "example.org", URLPattern: "example.org/a/*", TaskType: TaskSearch,
		IntentTerms: []string{"find", "flight"}, Reliability: 0.6375, Strikes: 1, TotalExecutions: 3,
		SuccessfulExecutions: 2, LastVerified: time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC), RelearnNeeded: true,
		RouteKey: "rk", Steps: []RouteStep{{Action: ActionClick, Name: "go"}}, Inputs: []string{"q"},
		SourceTraces: []string{"t1"}}
	body, err := json.Marshal(p)
	if err != nil {
		t.Fatal(err)
	}
	head := p
	head.Steps, head.Inputs, head.SourceTraces = nil, nil, nil
	got, err := decodePatternHead(body)
	if err != nil || !reflect.DeepEqual(got, head) {
		t.Errorf("head of %s:\n got %+v, %v\nwant %+v", body, got, err, head)
	}
	// An older order, the route first: decoded whole.
	var m map[string]json.RawMessage
	if err := json.Unmarshal(body, &m); err != nil {
		t.Fatal(err)
	}
	old := []byte(`{"steps":` + string(m["steps"]) + `,"inputs":["q"],"reliability":0.6375,"intent_terms":["find","flight"],` +
		`"name":"n","site":"example.org","url_pattern":"example.org/a/*","task_type":"search","strikes":1,` +
		`"total_executions":3,"successful_executions":2,"last_verified":"2026-01-02T03:04:05Z","relearn_needed":true,"route_key":"rk"}`)
	var want Pattern
	if err := json.Unmarshal(old, &want); err != nil {
		t.Fatal(err)
	}
	if got, err := decodePatternHead(old); err != nil || !reflect.DeepEqual(got, want) || len(got.Steps) != 1 {
		t.Errorf("head of the old order:\n got %+v, %v\nwant %+v", got, err, want)
	}
	// A name holding the marker text is still only a name.
	tricky := p
	tricky.Name = `x,"steps":[1]`
	tb, _ := json.Marshal(tricky)
	if got, err := decodePatternHead(tb); err != nil || got.Name != tricky.Name || got.Reliability != p.Reliability {
		t.Errorf("head of %s: %+v, %v", tb, got, err)
	}
	for _, bad := range []string{``, `[]`, `{"name":`, `{"reliability":"high"}`, `nul`} {
		if _, err := decodePatternHead([]byte(bad)); err == nil {
			t.Errorf("decodePatternHead(%q): no error", bad)
		}
	}
}

// TestStepCount counts the steps of a pattern body as decoding it whole would.
func TestStepCount(t *testing.T) {
	for _, n := range []int{0, 1, 7} {
		p := Pattern{Name: "n", Steps: make([]RouteStep, n)}
		for i := range p.Steps {
			p.Steps[i] = RouteStep{Action: ActionClick, Name: `a "quoted" {name}`, Selectors: []Locator{{Kind: "css", Value: "[x='}']"}}}
		}
		body, err := json.Marshal(p)
		if err != nil {
			t.Fatal(err)
		}
		if got, err := stepCount(body); err != nil || got != n {
			t.Errorf("%d steps: stepCount says %d, %v", n, got, err)
		}
	}
	if _, err := stepCount([]byte(`{"steps":[`)); err == nil {
		t.Error("a truncated body: no error")
	}
}

func TestPageTerms(t *testing.T) {
	for _, c := range []struct {
		url  string
		want []string
	}{
		{"https://github.com/acme/widget", []string{"github", "acme", "widget"}},
		{"https://docs.python.org/3/library/asyncio.html", []string{"docs", "python", "3", "librari", "asyncio", "html"}},
		{"https://www.amazon.co.uk/s?k=kettle#top", []string{"amazon", "s"}},
		{"https://shop.test/search?q=running+shoes", []string{"shop", "search"}},
		{"http://127.0.0.1:8080/admin", []string{"admin"}},
		{"http://localhost:3000/", []string{"localhost"}},
		{"%zz", nil},
	} {
		got := pageTerms(c.url)
		want := map[string]bool{}
		for _, w := range termsOf(strings.Join(c.want, " ")) {
			want[w] = true
		}
		if c.want == nil {
			want = nil
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("pageTerms(%q) = %v, want %v", c.url, got, want)
		}
	}
}

func TestPageSimilarity(t *testing.T) {
	for _, c := range []struct {
		url, query, stored string
		same               bool // the two ask the same of the page
	}{
		{"https://help.example.com/articles/password", "how do I reset my username", "how do I reset my password", false},
		{"https://example.com/account/password", "change my username", "change my password", false},
		{"https://shop.example.com/cart", "show my cart", "view my cart", true},
		{"https://www.booking.com/", "see my booking", "view my booking", true},
		{"https://jobs.example.com/", "find jobs in Berlin", "search jobs in Berlin", true},
		{"https://status.example.com/status", "what is the status of the website", "what is the status of the API", false},
	} {
		q, s := termsOf(c.query), termsOf(c.stored)
		got := pageSimilarity(q, s, pageTerms(c.url))
		if c.same != (got >= 0.75) {
			t.Errorf("%s: pageSimilarity(%q, %q) = %.2f (all terms: %.2f), want same=%v", c.url, c.query, c.stored, got, similarity(q, s), c.same)
		}
	}
	page := pageTerms("https://github.com/acme/widget")
	for _, c := range []struct {
		query, stored string
		same          bool // the two ask the same of the page
	}{
		{"how many stars does acme/widget have on GitHub", "What license does the acme/widget repository on GitHub use?", false},
		{"fork acme/widget", "What license does the acme/widget repository on GitHub use?", false},
		{"which license does acme/widget use", "What license does the acme/widget repository on GitHub use?", true},
		{"license", "What license does the acme/widget repository on GitHub use?", true},
		{"acme widget", "acme widget github", true}, // nothing but the page's words: all count
	} {
		q, s := termsOf(c.query), termsOf(c.stored)
		got := pageSimilarity(q, s, page)
		if c.same != (got >= 0.5) {
			t.Errorf("pageSimilarity(%q, %q) = %.2f (all terms: %.2f), want same=%v", c.query, c.stored, got, similarity(q, s), c.same)
		}
	}
}
