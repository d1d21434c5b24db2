package waymark_test

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/waymark-dev/waymark"
)

// TestCacheAnswersItsOwnPage: a lasting answer read on one product page is an answer on
// that page only; on another page of the same URL pattern (amazon.com/dp/*) it comes back
// without its answer, with a way to read it on this page, and memory_context does not
// show it (SPEC §2, §5).
func TestCacheAnswersItsOwnPage(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	const a, b = "https://www.amazon.com/dp/B08N5WRWNW", "https://www.amazon.com/dp/B0CHX1W1XY"
	raw := `{"task": "What is the brand of this product?", "start_url": "` + a + `", "final_answer": "Logitech",
		"steps": [{"action": "navigate", "url": "` + a + `"},
		{"action": "extract", "url": "` + a + `", "target": {"selector": "#bylineInfo"}, "extracted": "Logitech"}]}`
	if _, err := m.Save(ctx, waymark.SaveRequest{Trace: json.RawMessage(raw)}); err != nil {
		t.Fatal(err)
	}
	ask := func(u string) waymark.Recall {
		t.Helper()
		r, err := m.Query(ctx, waymark.QueryRequest{URL: u, Intent: "what is the brand of this product"})
		if err != nil {
			t.Fatal(err)
		}
		if len(r.CachedAnswers) != 1 {
			t.Fatalf("%s: cached answers %+v", u, r.CachedAnswers)
		}
		return r
	}
	if r := ask(a + "?ref=nav"); r.CachedAnswers[0].Answer == nil || *r.CachedAnswers[0].Answer != "Logitech" {
		t.Fatalf("own page: %+v", r.CachedAnswers[0])
	}
	r := ask(b)
	c := r.CachedAnswers[0]
	if c.Answer != nil || strings.Contains(r.MemoryContext, "Logitech") {
		t.Fatalf("another product's page got the answer: %+v\n%s", c, r.MemoryContext)
	}
	if strings.Contains(c.Verify, "B08N5WRWNW") || !strings.Contains(c.Verify, "#bylineInfo") {
		t.Errorf("verify %q should read the selector on this page, not open the other product", c.Verify)
	}
	if !strings.Contains(r.MemoryContext, "read on another page") {
		t.Errorf("memory_context does not say the answer is another page's:\n%s", r.MemoryContext)
	}
}

// TestNoCacheForActions: the last words of an action ("Your cart is empty" after removing
// the mug) are no cached answer; a question's answer is (SPEC §2).
func TestNoCacheForActions(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	const u = "https://cart.example.com/cart"
	trace := func(task, answer, outcome string) json.RawMessage {
		return json.RawMessage(`{"task": "` + task + `", "start_url": "` + u + `", "outcome": "` + outcome + `", "final_answer": "` + answer + `",
			"steps": [{"action": "navigate", "url": "` + u + `"},
			{"action": "extract", "url": "` + u + `", "target": {"selector": "#summary"}, "extracted": "` + answer + `"}]}`)
	}
	res, err := m.Save(ctx, waymark.SaveRequest{Trace: trace("remove the mug from the cart", "Your cart is empty", "success")})
	if err != nil {
		t.Fatal(err)
	}
	if res.Records[waymark.KindCache] != 0 {
		t.Errorf("an action's confirmation was cached: %+v", res.Records)
	}
	res, err = m.Save(ctx, waymark.SaveRequest{Trace: trace("what is the shipping policy of the cart", "Free over 50", "success")})
	if err != nil {
		t.Fatal(err)
	}
	if res.Records[waymark.KindCache] != 1 {
		t.Errorf("a successful question was not cached: %+v", res.Records)
	}
}

// TestCacheOfAMultiPageTask: a task that starts on the home page and reads its answer on
// a book's page gives that answer on the home page, where the task starts (SPEC §2).
func TestCacheOfAMultiPageTask(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	const home, book = "https://books.example.com/", "https://books.example.com/book/9780141439518"
	raw := `{"task": "Who is the author of Pride and Prejudice?", "start_url": "` + home + `", "final_answer": "Jane Austen",
		"steps": [{"action": "fill", "url": "` + home + `", "target": {"selector": "#q", "name": "Search"}, "value": "Pride and Prejudice"},
		{"action": "click", "url": "` + home + `", "target": {"selector": "#go", "role": "button", "name": "Search"}, "url_after": "` + book + `"},
		{"action": "extract", "url": "` + book + `", "target": {"selector": "[data-testid='author']"}, "extracted": "Jane Austen"}]}`
	if _, err := m.Save(ctx, waymark.SaveRequest{Trace: json.RawMessage(raw)}); err != nil {
		t.Fatal(err)
	}
	r, err := m.Query(ctx, waymark.QueryRequest{URL: home, Intent: "Who is the author of Pride and Prejudice?"})
	if err != nil {
		t.Fatal(err)
	}
	if len(r.CachedAnswers) != 1 || r.CachedAnswers[0].Answer == nil || *r.CachedAnswers[0].Answer != "Jane Austen" {
		t.Fatalf("cached answers on the start page: %+v", r.CachedAnswers)
	}
}

// wikipediaMain is the page turingTrace starts on.
const wikipediaMain = "https://en.wikipedia.org/wiki/Main_Page"

// turingTrace types "Alan Turing" into Wikipedia's search box and reads the birth year.
var turingTrace = json.RawMessage(`{"task": "What year was Alan Turing born?", "start_url": "` + wikipediaMain + `", "final_answer": "1912",
	"steps": [{"action": "fill", "url": "` + wikipediaMain + `", "target": {"selector": "#searchInput", "name": "Search Wikipedia"}, "value": "Alan Turing"},
	{"action": "press", "url": "` + wikipediaMain + `", "target": {"selector": "#searchInput"}, "value": "Enter"},
	{"action": "extract", "url": "` + wikipediaMain + `", "target": {"selector": "table.infobox .bday"}, "extracted": "1912"}]}`)

// TestCacheAnswersItsOwnQuestion: an answer is given for its own question; a question
// like it about someone else gets the way to read it, not its answer (SPEC §2).
func TestCacheAnswersItsOwnQuestion(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	const u = wikipediaMain
	if _, err := m.Save(ctx, waymark.SaveRequest{Trace: turingTrace}); err != nil {
		t.Fatal(err)
	}
	ask := func(q string) waymark.Recall {
		r, err := m.Query(ctx, waymark.QueryRequest{URL: u, Intent: q})
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	if r := ask("what year was Alan Turing born"); len(r.CachedAnswers) != 1 || r.CachedAnswers[0].Answer == nil {
		t.Fatalf("own question: %+v", r.CachedAnswers)
	}
	for _, q := range []string{"What year was Alan Kay born?", "What year was Alan Turing's father born?"} {
		r := ask(q)
		for _, c := range r.CachedAnswers {
			if c.Answer != nil || c.Withheld != "other_question" {
				t.Errorf("%q got %+v", q, c)
			}
		}
		if strings.Contains(r.MemoryContext, "1912") {
			t.Errorf("%q: memory_context gives the answer:\n%s", q, r.MemoryContext)
		}
	}
	if r := ask("When was Alan Turing born?"); len(r.CachedAnswers) != 1 || r.CachedAnswers[0].Answer == nil {
		t.Errorf("the question with a word less: %+v", r.CachedAnswers)
	}
}

// TestRouteOfAnotherEntity: a route that types or clicks what its own intent names
// ("Alan Turing") is no route to replay as it is for a question about someone else,
// however reliable it is: asked with one word in the place of one it types ("Alan Kay"),
// it is verified and replayed with that word typed instead (P2, saying so), and not its
// cached answer; asked otherwise, hints at best (P3). Its own question still replays (P1).
func TestRouteOfAnotherEntity(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	const u = wikipediaMain
	res, err := m.Save(ctx, waymark.SaveRequest{Trace: turingTrace})
	if err != nil {
		t.Fatal(err)
	}
	for range 12 {
		if _, err := m.RecordExecution(ctx, waymark.ExecutionRequest{URL: u, Pattern: res.Pattern.ID, Success: true}); err != nil {
			t.Fatal(err)
		}
	}
	for q, want := range map[string]struct {
		tier    waymark.Tier
		warning string
	}{
		"What year was Alan Turing born?": {waymark.P1, ""},
		"What year was Alan Kay born?":    {waymark.P2, `types "Alan Turing", the value of the request it was recorded for ("What year was Alan Turing born?"); this request names "Alan Kay"`},
		"When was Alan Kay born?":         {waymark.P3, "recorded for another request"},
	} {
		r, err := m.Query(ctx, waymark.QueryRequest{URL: u, Intent: q})
		if err != nil {
			t.Fatal(err)
		}
		if r.Tier != want.tier || want.warning != "" && !slices.ContainsFunc(r.Warnings, func(w string) bool { return strings.Contains(w, want.warning) }) {
			t.Errorf("%q: tier %s (confidence %.3f), warnings %q; want %s with %q", q, r.Tier, r.Confidence, r.Warnings, want.tier, want.warning)
		}
		for _, c := range r.CachedAnswers {
			if c.Answer != nil && want.tier != waymark.P1 {
				t.Errorf("%q: Turing's answer given: %+v", q, c)
			}
		}
	}
}

// TestCacheOfAnUntellablePage: an answer read on a single-page app's hash route is not
// given on another route of the app (patterns leave fragments out), nor one read on a page
// whose URL held a masked value (?ticket=1001 is stored as ?ticket={{token}}: the page
// cannot be told from ticket 2002's).
func TestCacheOfAnUntellablePage(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	for _, tc := range []struct{ url, other, question, answer string }{
		{"https://app.test/#/book/1", "https://app.test/#/book/2", "Who wrote this book?", "Frank Herbert"},
		{"https://support.test/view?ticket=1001", "https://support.test/view?ticket=2002", "Who opened this support ticket?", "Jane Roe"},
	} {
		raw := `{"task": "` + tc.question + `", "start_url": "` + tc.url + `", "final_answer": "` + tc.answer + `",
			"steps": [{"action": "navigate", "url": "` + tc.url + `"},
			{"action": "extract", "url": "` + tc.url + `", "target": {"selector": "[data-testid=who]"}, "extracted": "` + tc.answer + `"}]}`
		if _, err := m.Save(ctx, waymark.SaveRequest{Trace: json.RawMessage(raw)}); err != nil {
			t.Fatal(err)
		}
		r, err := m.Query(ctx, waymark.QueryRequest{URL: tc.other, Intent: tc.question})
		if err != nil {
			t.Fatal(err)
		}
		if len(r.CachedAnswers) != 1 || r.CachedAnswers[0].Answer != nil || r.CachedAnswers[0].Withheld != "other_page" {
			t.Errorf("%s asked on %s: %+v", tc.url, tc.other, r.CachedAnswers)
		}
	}
	// The hash route the answer was read on still gets it.
	r, err := m.Query(ctx, waymark.QueryRequest{URL: "https://app.test/#/book/1", Intent: "Who wrote this book?"})
	if err != nil {
		t.Fatal(err)
	}
	if len(r.CachedAnswers) != 1 || r.CachedAnswers[0].Answer == nil {
		t.Errorf("its own route: %+v", r.CachedAnswers)
	}
}

// TestYesNoAnswerIsNoList: the cached "Yes" of "Does the Ritz Paris allow pets?" answers
// that question asked again in other words, not "Which pets …", which gets the way to read
// it instead.
func TestYesNoAnswerIsNoList(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	const home = "https://www.ritzparis.com/en-GB/"
	trace := json.RawMessage(`{"task": "Does the Ritz Paris allow pets?", "start_url": "` + home + `", "final_answer": "Yes",
		"steps": [{"action": "click", "url": "` + home + `", "target": {"selector": "a[href='/en-GB/faq']", "role": "link", "name": "FAQ"}},
		{"action": "extract", "url": "` + home + `faq", "target": {"selector": "#pets"}, "extracted": "Pets are welcome"}]}`)
	if _, err := m.Save(ctx, waymark.SaveRequest{Trace: trace}); err != nil {
		t.Fatal(err)
	}
	for q, answered := range map[string]bool{
		"Does the Ritz Paris allow pets?":       true,
		"Are pets allowed at the Ritz Paris?":   true,
		"Which pets does the Ritz Paris allow?": false,
		"What pets does the Ritz Paris allow?":  false,
	} {
		r, err := m.Query(ctx, waymark.QueryRequest{URL: home, Intent: q})
		if err != nil {
			t.Fatal(err)
		}
		if len(r.CachedAnswers) != 1 {
			t.Errorf("%q: %d cached answers, want the one stored", q, len(r.CachedAnswers))
			continue
		}
		c := r.CachedAnswers[0]
		if got := c.Answer != nil; got != answered {
			t.Errorf("%q: answer %v (withheld %q), want answered %v", q, c.Answer, c.Withheld, answered)
		}
		if !answered && c.Withheld != "other_question" {
			t.Errorf("%q: withheld %q, want other_question", q, c.Withheld)
		}
	}
}

// TestNoCacheWithoutSourcePage: a final answer of a run whose every step failed was read on
// no page: it is not cached (a cache entry without its source URL could neither be verified
// nor exported and imported again).
func TestNoCacheWithoutSourcePage(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	raw := `{"task": "What is the answer?", "start_url": "https://c.example/", "final_answer": "42", "steps": [
		{"action": "click", "url": "https://c.example/", "target": {"selector": "#go"}, "error": "Element is not clickable"}]}`
	res, err := m.Save(ctx, waymark.SaveRequest{Trace: json.RawMessage(raw)})
	if err != nil {
		t.Fatal(err)
	}
	if res.Records[waymark.KindCache] != 0 {
		t.Errorf("records %v: an answer read on no page was cached", res.Records)
	}
	// Earlier saves kept such answers without a source URL: they still export and import.
	seed(t, m, waymark.AsSaved(rec(waymark.KindCache, "", "c.example", "", t0, waymark.Cache{Question: "What is the answer?",
		Answer: "42", Freshness: waymark.FreshStatic, URLPattern: "c.example/", Confidence: 0.5})))
	dir := t.TempDir()
	if _, err := m.Export(ctx, waymark.ExportRequest{Dir: dir}); err != nil {
		t.Fatal(err)
	}
	res2, err := openMemory(t, nil).Import(ctx, dir)
	if err != nil || res2.Records[waymark.KindCache] != 1 {
		t.Errorf("import of the export: %+v, %v; want the cached answer", res2, err)
	}
}

// TestRunReportIsNoAnswer: a final answer that reports how the run went ("… was clicked and
// opened successfully") answers no question and is not cached; a found fact is.
func TestRunReportIsNoAnswer(t *testing.T) {
	ctx := context.Background()
	for answer, cached := range map[string]bool{
		"The first search result for 'Elon Musk' on Wikipedia was clicked and opened successfully.": false,
		"I have filled the form and submitted it.":                                                  false,
		"Navigated to the settings page":                                                            false,
		"Clicked on About":                                                                          false,
		"The settings page is now open":                                                             false,
		"Apollo 11 successfully landed on 20 July 1969":                                             true,
		"The ad was clicked 4,210 times":                                                            true,
		"The bill was submitted to the Senate on 3 January":                                         true,
		"Elon Musk was born on 28 June 1971.":                                                       true,
	} {
		m := openMemory(t, nil)
		const u = "https://www.google.com/search?q=elon+musk"
		raw := `{"task": "Search for 'elon musk' on Google.", "start_url": "` + u + `", "final_answer": ` + quote(answer) + `, "steps": [
			{"action": "navigate", "url": "` + u + `"},
			{"action": "click", "url": "` + u + `", "target": {"selector": "#rso a", "role": "link", "name": "Elon Musk - Wikipedia"}}]}`
		res, err := m.Save(ctx, waymark.SaveRequest{Trace: json.RawMessage(raw)})
		if err != nil {
			t.Fatal(err)
		}
		if got := res.Records[waymark.KindCache] > 0; got != cached {
			t.Errorf("%q: cached %v, want %v", answer, got, cached)
		}
	}
}

func quote(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// TestSlowAnswerGoesStale: a cached answer that changes over weeks (opening hours: slow) is
// given for SlowAnswerMaxAge after it was read; later only the way to read it again is,
// with a warning, and memory_context holds no answer.
func TestSlowAnswerGoesStale(t *testing.T) {
	ctx := context.Background()
	now := time.Date(2026, 1, 5, 9, 0, 0, 0, time.UTC)
	m := openMemory(t, &waymark.Options{Now: func() time.Time { return now }})
	const u = "https://shop.example.com/stores/berlin"
	tr := `{"task": "What are the opening hours of the Berlin store?", "start_url": "` + u + `", "final_answer": "Mon-Sat 10:00-20:00",
		"steps": [{"action": "navigate", "url": "` + u + `"},
			{"action": "extract", "url": "` + u + `", "target": {"selector": "#hours"}, "extracted": "Mon-Sat 10:00-20:00"},
			{"action": "done", "url": "` + u + `", "extracted": "Mon-Sat 10:00-20:00"}]}`
	if _, err := m.Save(ctx, waymark.SaveRequest{Trace: json.RawMessage(tr)}); err != nil {
		t.Fatal(err)
	}
	ask := func() waymark.CachedAnswer {
		t.Helper()
		r, err := m.Query(ctx, waymark.QueryRequest{URL: u, Intent: "What are the opening hours of the Berlin store?"})
		if err != nil {
			t.Fatal(err)
		}
		if len(r.CachedAnswers) != 1 {
			t.Fatalf("cached answers %+v", r.CachedAnswers)
		}
		c := r.CachedAnswers[0]
		if c.Freshness != waymark.FreshSlow {
			t.Fatalf("freshness %s, want slow", c.Freshness)
		}
		if c.Answer == nil && strings.Contains(r.MemoryContext, "10:00") {
			t.Errorf("a withheld answer is in memory_context:\n%s", r.MemoryContext)
		}
		return c
	}
	now = now.Add(10 * 24 * time.Hour)
	if c := ask(); c.Answer == nil {
		t.Errorf("10 days after: %+v, want the answer", c)
	}
	now = now.Add(25 * 24 * time.Hour)
	if c := ask(); c.Answer != nil || c.Withheld != "stale" {
		t.Errorf("35 days after: %+v, want it withheld as stale", c)
	}
}

// TestActionAnswerIsNoCache: what an action task ends with ("Starred") confirms the action
// and answers no question: no cached answer, whatever verb the intent begins with.
func TestActionAnswerIsNoCache(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	const u = "https://code.example/acme/widget"
	tr := `{"task": "Star the acme/widget repository", "start_url": "` + u + `", "final_answer": "Starred",
		"steps": [{"action": "navigate", "url": "` + u + `"},
			{"action": "click", "url": "` + u + `", "target": {"selector": "[data-testid='star']", "role": "button", "name": "Star"}},
			{"action": "done", "url": "` + u + `", "extracted": "Starred"}]}`
	res, err := m.Save(ctx, waymark.SaveRequest{Trace: json.RawMessage(tr)})
	if err != nil {
		t.Fatal(err)
	}
	if n := res.Records[waymark.KindCache]; n != 0 {
		t.Errorf("%d cached answers from an action's last words", n)
	}
}

// TestVolatileAnswersCollapse: a count read again on every run gives a cache entry per
// value seen; withheld alike, they come back as one entry with one warning, not one per
// run, and leave room under the cap of five (SPEC §5) for other answers.
func TestVolatileAnswersCollapse(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	const u = "https://shop.example.com/search?q=shoes"
	for _, n := range []string{"128 results", "131 results", "97 results", "140 results", "133 results", "129 results"} {
		raw := `{"task": "How many results does the search for shoes give?", "start_url": "` + u + `", "final_answer": "` + n + `", "steps": [
			{"action": "navigate", "url": "` + u + `"},
			{"action": "extract", "url": "` + u + `", "target": {"selector": "[data-testid='result-count']"}, "extracted": "` + n + `"}]}`
		if _, err := m.Save(ctx, waymark.SaveRequest{Trace: json.RawMessage(raw)}); err != nil {
			t.Fatal(err)
		}
	}
	r, err := m.Query(ctx, waymark.QueryRequest{URL: u, Intent: "How many results does the search for shoes give?"})
	if err != nil {
		t.Fatal(err)
	}
	if len(r.CachedAnswers) != 1 || r.CachedAnswers[0].Withheld != "volatile" {
		t.Errorf("cached answers %+v, want one volatile entry", r.CachedAnswers)
	}
	if n := strings.Count(strings.Join(r.Warnings, "\n"), "is volatile"); n != 1 {
		t.Errorf("%d volatile warnings, want 1: %q", n, r.Warnings)
	}
}

// TestChangedAnswerSupersedesOlder: a question read on one page again with another answer
// (the project changed its license) gives the newer answer only; the older ones come back
// as one withheld entry, "superseded", with one warning that names both answers.
func TestChangedAnswerSupersedesOlder(t *testing.T) {
	ctx := context.Background()
	now := time.Date(2026, 3, 1, 9, 0, 0, 0, time.UTC)
	m := openMemory(t, &waymark.Options{Now: func() time.Time { return now }})
	const u = "https://code.example/acme/widget"
	for _, license := range []string{"GPL-2.0", "MIT", "Apache-2.0"} {
		raw := `{"task": "What license does acme/widget use?", "start_url": "` + u + `", "final_answer": "` + license + `", "steps": [
			{"action": "navigate", "url": "` + u + `"},
			{"action": "extract", "url": "` + u + `", "target": {"selector": "[data-testid='license']"}, "extracted": "` + license + `"}]}`
		if _, err := m.Save(ctx, waymark.SaveRequest{Trace: json.RawMessage(raw)}); err != nil {
			t.Fatal(err)
		}
		now = now.Add(24 * time.Hour)
	}
	r, err := m.Query(ctx, waymark.QueryRequest{URL: u, Intent: "What license does acme/widget use?"})
	if err != nil {
		t.Fatal(err)
	}
	var given []string
	for _, c := range r.CachedAnswers {
		if c.Answer != nil {
			given = append(given, *c.Answer)
		}
	}
	if !slices.Equal(given, []string{"Apache-2.0"}) || len(r.CachedAnswers) != 2 || r.CachedAnswers[1].Withheld != "superseded" {
		t.Errorf("cached answers %+v (given %q), want Apache-2.0 and one superseded entry", r.CachedAnswers, given)
	}
	w := strings.Join(r.Warnings, "\n")
	if n := strings.Count(w, "changed"); n != 1 || !strings.Contains(w, `"Apache-2.0" was read on 2026-03-03, "MIT" before (2026-03-02)`) {
		t.Errorf("warnings %q, want one that the answer changed from MIT to Apache-2.0", r.Warnings)
	}
	if strings.Contains(r.MemoryContext, "GPL") {
		t.Errorf("memory_context holds an answer two readings old:\n%s", r.MemoryContext)
	}
}

// TestSameAnswerInMoreWords: an answer read again in more words ("The branch is open 9:00 AM
// – 5:00 PM on Saturday" after "9:00 AM – 5:00 PM") did not change: the newer is given with
// no warning that it changed; another hour did.
func TestSameAnswerInMoreWords(t *testing.T) {
	ctx := context.Background()
	for _, c := range []struct {
		later   string
		changed bool
	}{{"The Main Street branch is open 9:00 AM – 5:00 PM on Saturday", false}, {"10:00 AM – 4:00 PM", true}} {
		now := time.Date(2026, 3, 1, 9, 0, 0, 0, time.UTC)
		m := openMemory(t, &waymark.Options{Now: func() time.Time { return now }})
		const u = "https://library.example.org/branches/main-street"
		for i, answer := range []string{"9:00 AM – 5:00 PM", c.later} {
			raw := fmt.Sprintf(`{"task": "What time does the Main Street branch open on Saturday?", "start_url": %q, "session_id": "s%d", "final_answer": %q, "steps": [
				{"action": "navigate", "url": %q},
				{"action": "extract", "url": %q, "target": {"selector": "[data-testid='hours-saturday']"}, "extracted": %q}]}`, u, i, answer, u, u, answer)
			if _, err := m.Save(ctx, waymark.SaveRequest{Trace: json.RawMessage(raw)}); err != nil {
				t.Fatal(err)
			}
			now = now.Add(24 * time.Hour)
		}
		r, err := m.Query(ctx, waymark.QueryRequest{URL: u, Intent: "What time does the Main Street branch open on Saturday?"})
		if err != nil {
			t.Fatal(err)
		}
		if changed := strings.Contains(strings.Join(r.Warnings, "\n"), "changed"); changed != c.changed {
			t.Errorf("%q after the hours alone: warnings %q, want a change said: %v", c.later, r.Warnings, c.changed)
		}
	}
}
