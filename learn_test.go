package waymark_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/waymark-dev/waymark"
)

// TestLearn teaches a named route (browser_pattern_learn "learn"): it is stored at the
// starting reliability, listed in the site's profile, found by a query of its page, and
// teaching it again as it is changes nothing.
func TestLearn(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	req := waymark.LearnRequest{URL: "https://docs.example.org/changelog", Name: "open_changelog",
		Steps: json.RawMessage(`[{"tool": "browser_navigate", "target": "https://docs.example.org/changelog"},
			{"tool": "browser_click", "target": "a[data-testid='latest-entry']"}]`),
		SuccessIndicator: "h1#changelog-title", Intent: "open the latest changelog entry"}
	info, err := m.Learn(ctx, req)
	if err != nil {
		t.Fatal(err)
	}
	if info.Name != "open_changelog" || info.Reliability != waymark.InitialReliability || info.Steps != 2 {
		t.Fatalf("learned: %+v", info)
	}
	view, err := m.Site(ctx, "https://docs.example.org")
	if err != nil {
		t.Fatal(err)
	}
	if view.Profile == nil || !slices.Contains(view.Profile.Patterns, "open_changelog") {
		t.Errorf("site profile %+v does not list the learned pattern", view.Profile)
	}
	r, err := m.Query(ctx, waymark.QueryRequest{URL: "https://docs.example.org/changelog", Intent: "open the latest changelog entry"})
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Patterns) == 0 || r.Patterns[0].ID != info.ID || len(r.Steps) != 2 {
		t.Errorf("query after learn: patterns %+v, %d steps", r.Patterns, len(r.Steps))
	}
	before := listAll(t, m)
	if again, err := m.Learn(ctx, req); err != nil || again.ID != info.ID {
		t.Fatalf("learn again: %+v, %v", again, err)
	}
	if !equalRecords(before, listAll(t, m)) {
		t.Error("teaching the same route again changed stored records")
	}
	// The same steps under a new name would rename the route: refused, naming it.
	renamed := req
	renamed.Name = "other_name"
	if _, err := m.Learn(ctx, renamed); !errors.Is(err, waymark.ErrInvalidInput) || !strings.Contains(err.Error(), `"open_changelog"`) {
		t.Errorf("learn the same steps as other_name: %v, want an input error naming open_changelog", err)
	}
	if !equalRecords(before, listAll(t, m)) {
		t.Error("a refused rename changed stored records")
	}
	secret := req
	secret.Name = "login-sk-live-abcdefghijklmnop1234"
	secret.Steps = json.RawMessage(`[{"tool": "browser_navigate", "target": "https://docs.example.org/changelog"},
			{"tool": "browser_click", "target": "a[data-testid='sign-in']"}]`)
	got, err := m.Learn(ctx, secret)
	if err != nil || strings.Contains(got.Name, "sk-live") || !strings.HasPrefix(got.Name, "login-") {
		t.Errorf("learn named with a key: %+v, %v; want the key masked in the name", got, err)
	}
	// The name as the caller knows it still finds the pattern.
	if ran, err := m.RecordExecution(ctx, waymark.ExecutionRequest{URL: req.URL, Pattern: secret.Name, Success: true}); err != nil || ran.ID != got.ID {
		t.Errorf("record execution by the unmasked name: %+v, %v; want pattern %s", ran, err, got.ID)
	}
	// An id names its site: given with another site's URL, it is refused, naming the site.
	before = listAll(t, m)
	if _, err := m.RecordExecution(ctx, waymark.ExecutionRequest{URL: "https://example.com/", Pattern: info.ID, Success: true}); !errors.Is(err, waymark.ErrInvalidInput) ||
		!strings.Contains(err.Error(), "a pattern of example.org, not of example.com") {
		t.Errorf("record execution of %s on another site: %v, want an input error naming both sites", info.ID, err)
	}
	if !equalRecords(before, listAll(t, m)) {
		t.Error("a refused execution changed stored records")
	}
	for _, bad := range []waymark.LearnRequest{
		{URL: req.URL, Steps: req.Steps, SuccessIndicator: req.SuccessIndicator},
		{URL: req.URL, Name: "x", Steps: req.Steps},
		{URL: req.URL, Name: strings.Repeat("n", 201), Steps: req.Steps, SuccessIndicator: "h1"},
		{URL: req.URL, Name: strings.Repeat("n", 193) + " a@b.co", SuccessIndicator: "h1", // 203 characters once masked
			Steps: json.RawMessage(`[{"tool": "browser_click", "target": "#long-name"}]`)},
		{URL: "javascript:alert(1)", Name: "x", Steps: req.Steps, SuccessIndicator: "h1"},
		{URL: req.URL, Name: "x", Steps: json.RawMessage(`[{"tool": "browser_click"}]`), SuccessIndicator: "h1"},
		{URL: req.URL, Name: "x", Steps: json.RawMessage(`[{"action": "teleport", "target": {"selector": "#go"}}]`), SuccessIndicator: "h1"},
	} {
		if _, err := m.Learn(ctx, bad); !errors.Is(err, waymark.ErrInvalidInput) && !errors.Is(err, waymark.ErrInvalidTrace) {
			t.Errorf("learn %+v: %v, want an input error", bad, err)
		}
	}
	if !equalRecords(before, listAll(t, m)) {
		t.Error("refused learn requests changed stored records")
	}
}

// TestRecordQuirkScope: a quirk is site-wide by default and shows on every page of the
// site; one scoped to a URL pattern shows on that pattern's pages only; a scope that is no
// URL pattern of the site (a pattern's name, another site's page) is refused, naming the
// field, and stores nothing.
func TestRecordQuirkScope(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	const site = "https://shop.example.com"
	if _, err := m.RecordQuirk(ctx, waymark.QuirkRequest{URL: site + "/", Problem: waymark.FrictionCookieBanner,
		Symptom: "consent dialog covers the page", Recovery: "click Accept all", Selector: "#accept-all"}); err != nil {
		t.Fatal(err)
	}
	// The agent reads the element to click with the recovery.
	if r, err := m.Query(ctx, waymark.QueryRequest{URL: site + "/"}); err != nil {
		t.Fatal(err)
	} else if !strings.Contains(r.MemoryContext, `recovery: "click Accept all" selector: "#accept-all"`) {
		t.Errorf("memory_context leaves out the blocker's selector:\n%s", r.MemoryContext)
	}
	h, err := m.RecordQuirk(ctx, waymark.QuirkRequest{URL: site + "/checkout", Problem: waymark.FrictionRateLimit,
		Symptom: "429 after three tries", Scope: "https://www.shop.example.com/checkout/**"})
	if err != nil {
		t.Fatal(err)
	}
	if h.Scope != "shop.example.com/checkout/**" {
		t.Errorf("stored scope %q, want the canonical pattern", h.Scope)
	}
	problems := func(url string) []waymark.Friction {
		r, err := m.Query(ctx, waymark.QueryRequest{URL: url})
		if err != nil {
			t.Fatal(err)
		}
		var out []waymark.Friction
		for _, b := range r.KnownBlockers {
			out = append(out, b.Problem)
		}
		slices.Sort(out)
		return out
	}
	if got := problems(site + "/checkout/payment"); !slices.Equal(got, []waymark.Friction{waymark.FrictionCookieBanner, waymark.FrictionRateLimit}) {
		t.Errorf("blockers on a checkout page: %v, want both quirks", got)
	}
	if got := problems(site + "/catalog"); !slices.Equal(got, []waymark.Friction{waymark.FrictionCookieBanner}) {
		t.Errorf("blockers on another page: %v, want the site-wide quirk only", got)
	}
	// A credential in a scope becomes a wildcard; it is never stored (SPEC §8).
	h, err = m.RecordQuirk(ctx, waymark.QuirkRequest{URL: site + "/login", Problem: waymark.FrictionLoginRedirect,
		Symptom: "sent back to the login page", Scope: "shop.example.com/login?token=SECRET123abc&next=/cart"})
	if err != nil {
		t.Fatal(err)
	}
	if h.Scope != "shop.example.com/login?next=%2Fcart&token=*" {
		t.Errorf("scope with a token: stored %q, want the token's value a wildcard", h.Scope)
	}
	if got := problems(site + "/login?next=%2Fcart&token=other"); !slices.Contains(got, waymark.FrictionLoginRedirect) {
		t.Errorf("blockers on the login page: %v, want the login redirect", got)
	}
	before := listAll(t, m)
	if strings.Contains(fmt.Sprint(before), "SECRET123abc") {
		t.Error("the scope's token reached the store")
	}
	for _, scope := range []string{"open_checkout", "https://other.example.org/checkout", "ftp://shop.example.com/x", "shop.example.com/**/x",
		"shop.example.com/keys/key-sk-live-abcdefghijklmnop1234", "shop.example.com/{{x}}/key-sk-live-abcdefghijklmnop1234",
		"sk-live-abcdefghijklmnop1234.shop.example.com/x",
		"shop.example.com/#reviews", "shop.example.com/orders/:id", "https://shop.example.com/orders/{id}/items",
		"shop.example.com/#/orders/:id"} {
		_, err := m.RecordQuirk(ctx, waymark.QuirkRequest{URL: site, Problem: waymark.FrictionCaptcha, Symptom: "x", Scope: scope})
		var ie *waymark.InputError
		if !errors.As(err, &ie) || ie.Field != "scope" {
			t.Errorf("scope %q: %v, want an input error for field scope", scope, err)
		}
	}
	if !equalRecords(before, listAll(t, m)) {
		t.Error("refused quirks changed stored records")
	}
}

// TestQuirkInProfile: a quirk recorded by hand, and the friction of a failed execution, go
// into the site profile's quirks as a saved trace's do; a profile made by hand lists no
// origin rather than null.
func TestQuirkInProfile(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	if _, err := m.RecordQuirk(ctx, waymark.QuirkRequest{URL: "https://q.example/", Problem: waymark.FrictionPopupModal,
		Symptom: "newsletter popup"}); err != nil {
		t.Fatal(err)
	}
	info, err := m.Learn(ctx, waymark.LearnRequest{URL: "https://q.example/a", Name: "route", SuccessIndicator: "#ok",
		Steps: json.RawMessage(`[{"tool": "browser_click", "target": "#go"}]`)})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := m.RecordExecution(ctx, waymark.ExecutionRequest{URL: "https://q.example/a", Pattern: info.ID,
		Error: "timeout waiting for #go"}); err != nil {
		t.Fatal(err)
	}
	v, err := m.Site(ctx, "https://q.example")
	if err != nil || v.Profile == nil {
		t.Fatalf("site: %+v, %v", v, err)
	}
	if !slices.Contains(v.Profile.Quirks, string(waymark.FrictionPopupModal)) || len(v.Profile.Quirks) != 2 || v.Profile.Origins == nil {
		t.Errorf("profile quirks %v, origins %v; want popup_modal and the failed execution's class, origins []", v.Profile.Quirks, v.Profile.Origins)
	}
}

// TestRoutesOfOnePageNamedApart: a second route of one page for the same task (other
// steps) gets the name with a number, and says so.
func TestRoutesOfOnePageNamedApart(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	var names []string
	for _, sel := range []string{"#menu-pricing", "#footer-pricing", "#banner-pricing"} {
		res, err := m.Save(ctx, waymark.SaveRequest{Trace: pricingTrace(sel, "success", "")})
		if err != nil || res.Pattern == nil {
			t.Fatalf("save: %+v, %v", res, err)
		}
		names = append(names, res.Pattern.Name)
		if len(names) > 1 && !slices.ContainsFunc(res.Warnings, func(w string) bool { return strings.Contains(w, `has the name "open_pricing" already`) }) {
			t.Errorf("warnings %q do not say the name was taken", res.Warnings)
		}
	}
	if want := []string{"open_pricing", "open_pricing_2", "open_pricing_3"}; !slices.Equal(names, want) {
		t.Fatalf("names %q, want %q", names, want)
	}
	if p, err := m.FindPattern(ctx, "https://acme.example/", "open_pricing_2"); err != nil || p.Name != "open_pricing_2" {
		t.Fatalf("by its name: %+v, %v", p, err)
	}
}

// TestAmbiguousPatternName: two routes of a site with one name (one intent, on two pages)
// are not picked by that name but from the page of one of them: the error names both ids,
// and each id picks its route.
func TestAmbiguousPatternName(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	var ids []string
	for _, page := range []string{"https://acme.example/", "https://acme.example/home"} {
		tr := strings.ReplaceAll(string(pricingTrace("#menu-pricing", "success", "")), "https://acme.example/", page)
		res, err := m.Save(ctx, waymark.SaveRequest{Trace: []byte(tr)})
		if err != nil || res.Pattern == nil {
			t.Fatalf("save: %+v, %v", res, err)
		}
		ids = append(ids, res.Pattern.ID)
	}
	p1, err := m.Pattern(ctx, ids[0])
	if err != nil {
		t.Fatal(err)
	}
	p2, err := m.Pattern(ctx, ids[1])
	if err != nil || ids[0] == ids[1] || p1.Name != p2.Name {
		t.Fatalf("the two routes are not one name's: %q, %q (%v)", p1.Name, p2.Name, err)
	}
	_, err = m.FindPattern(ctx, "https://acme.example/pricing", p1.Name)
	var ie *waymark.InputError
	if !errors.As(err, &ie) || ie.Field != "pattern" || !strings.Contains(err.Error(), ids[0]) || !strings.Contains(err.Error(), ids[1]) {
		t.Fatalf("a name two routes share, from a third page: %v", err)
	}
	for i, page := range []string{"https://acme.example/", "https://acme.example/home"} {
		// The page of one of them picks it.
		if got, err := m.FindPattern(ctx, page, p1.Name); err != nil || got.ID != ids[i] {
			t.Errorf("from %s: %+v, %v; want %s", page, got.ID, err, ids[i])
		}
	}
	if got, err := m.FindPattern(ctx, "https://acme.example/", ids[1]); err != nil || got.RouteKey != p2.RouteKey {
		t.Fatalf("by id: %+v, %v", got, err)
	}
	// Its reliability is given as every answer gives it, to 4 decimals.
	for range 3 {
		if _, err := m.RecordExecution(ctx, waymark.ExecutionRequest{Pattern: ids[1], Success: true}); err != nil {
			t.Fatal(err)
		}
	}
	raw, err := m.Pattern(ctx, ids[1])
	if err != nil {
		t.Fatal(err)
	}
	got, err := m.FindPattern(ctx, "", ids[1])
	if err == nil && got.ID != ids[1] {
		t.Errorf("the pattern found has id %q, want %q", got.ID, ids[1])
	}
	if want := math.Round(raw.Reliability*1e4) / 1e4; err != nil || got.Reliability != want || want == raw.Reliability {
		t.Fatalf("reliability %v (%v), want %v: the stored %v to 4 decimals", got.Reliability, err, want, raw.Reliability)
	}
}

// TestQuirkTextsOverTheirLimits: a symptom over 1,000 characters or a recovery over 500 is
// refused naming the field, and nothing is stored.
func TestQuirkTextsOverTheirLimits(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	for _, tt := range []struct {
		req   waymark.QuirkRequest
		field string
	}{
		{waymark.QuirkRequest{Symptom: strings.Repeat("é", 1001)}, "symptom"},
		{waymark.QuirkRequest{Symptom: "banner", Recovery: strings.Repeat("x", 501)}, "recovery"},
	} {
		tt.req.URL, tt.req.Problem = "https://a.example.com/", waymark.FrictionCookieBanner
		_, err := m.RecordQuirk(ctx, tt.req)
		wantInputError(t, err, tt.field)
	}
	if got := all(t, m); len(got) != 0 {
		t.Errorf("stored %d records, want none", len(got))
	}
	if _, err := m.RecordQuirk(ctx, waymark.QuirkRequest{URL: "https://a.example.com/", Problem: waymark.FrictionCookieBanner,
		Symptom: strings.Repeat("é", 1000), Recovery: strings.Repeat("x", 500)}); err != nil {
		t.Errorf("at the limits: %v", err)
	}
	// Masking lengthens a text at the limit: the cut does not split the placeholder.
	h, err := m.RecordQuirk(ctx, waymark.QuirkRequest{URL: "https://a.example.com/", Problem: waymark.FrictionCaptcha,
		Symptom: strings.Repeat("x", 993) + " a@b.co"})
	if err != nil || strings.Contains(h.Symptom, "{{em") || !strings.HasSuffix(h.Symptom, "…") {
		t.Errorf("symptom %q (%v), want it cut before the placeholder", h.Symptom[max(len(h.Symptom)-20, 0):], err)
	}
}

// TestLearnPlaywrightMCPSteps: steps in the shape the Playwright MCP server's tools take
// ({tool, element, ref, text}) are learned: a snapshot acts on nothing and is left out, an
// element known by its description alone is a target by its role and name ("Archive
// button": the ref names it in one snapshot only), a value typed into an element its description calls a password is
// masked (SPEC §8), and navigate_back is a navigation to the page before when the steps
// tell it, an action outside the trace format that a route keeps when they do not.
func TestLearnPlaywrightMCPSteps(t *testing.T) {
	ctx := context.Background()
	home := t.TempDir()
	m := openHome(t, home, nil)
	info, err := m.Learn(ctx, waymark.LearnRequest{URL: "https://mail.example.com/inbox", Name: "archive_first_mail", SuccessIndicator: "text=Archived",
		Steps: json.RawMessage(`[{"tool": "browser_navigate", "url": "https://mail.example.com/inbox"}, {"tool": "browser_snapshot"},
			{"tool": "browser_type", "target": "#pw", "element": "Password textbox", "ref": "e7", "text": "ToolPw_D4x"},
			{"tool": "browser_click", "element": "Archive button", "ref": "e42"},
			{"tool": "browser_navigate", "url": "https://mail.example.com/archive"},
			{"tool": "browser_navigate_back"}, {"tool": "browser_navigate_back"}]`)})
	if err != nil {
		t.Fatal(err)
	}
	p, err := m.Pattern(ctx, info.ID)
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Steps) != 6 || p.Steps[1].Value == "ToolPw_D4x" || p.Steps[2].Name != "Archive" || p.Steps[2].Role != "button" ||
		p.Steps[4].Action != waymark.ActionNavigate || p.Steps[4].URLPattern != "mail.example.com/inbox" ||
		p.Steps[5].Action != waymark.ActionOther || p.Steps[5].Value != "navigate back" {
		t.Errorf("steps %+v", p.Steps)
	}
	m.Close()
	for _, f := range []string{"memory.db", "memory.db-wal"} {
		if b, _ := os.ReadFile(filepath.Join(home, f)); bytes.Contains(b, []byte("ToolPw_D4x")) {
			t.Errorf("the typed password is in %s", f)
		}
	}
}

// TestShortFormKeepsStepFields: the short form of a save carries every key of a step in the
// trace format: an extract step's answer becomes a cached answer as in a trace, a duration
// is timed, a step marked sensitive is masked.
func TestShortFormKeepsStepFields(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	const u = "https://docs.widget.test/api/v2/orders"
	res, err := m.Save(ctx, waymark.SaveRequest{URL: u, Intent: "What is the rate limit of the orders endpoint?",
		Steps: json.RawMessage(`[{"action":"navigate","url":"` + u + `","duration_ms":400},
			{"action":"fill","url":"` + u + `","target":{"selector":"#note"},"value":"Quartz-Zebra-4417","sensitive":true},
			{"action":"extract","url":"` + u + `","target":{"selector":"#rate-limit"},"extracted":"100 requests per minute","duration_ms":600}]`)})
	if err != nil {
		t.Fatal(err)
	}
	if res.Records[waymark.KindCache] != 1 || res.Pattern == nil {
		t.Fatalf("short-form save: %+v; want a cached answer and a route", res)
	}
	p, err := m.Pattern(ctx, res.Pattern.ID)
	if err != nil || p.AvgDurationMS != 1000 || p.TimedExecutions != 1 {
		t.Errorf("route duration %d ms over %d runs (%v), want 1000 over 1", p.AvgDurationMS, p.TimedExecutions, err)
	}
	for _, st := range p.Steps {
		if strings.Contains(st.Value, "Quartz-Zebra-4417") {
			t.Errorf("a step marked sensitive kept its value: %+v", st)
		}
	}
}

// TestLearnUnknownActionMasked: an unknown action that repeats a value the steps typed into
// a password field is quoted masked in the error, in any case.
func TestLearnUnknownActionMasked(t *testing.T) {
	m := openMemory(t, nil)
	const u = "https://a.example/login"
	_, err := m.Learn(context.Background(), waymark.LearnRequest{URL: u, Name: "log in", SuccessIndicator: "#ok",
		Steps: json.RawMessage(`[{"action":"fill","url":"` + u + `","target":{"selector":"#pw","attributes":{"type":"password"}},"value":"Hunter2Secret"},
			{"action":"Hunter2Secret","url":"` + u + `"}]`)})
	var ie *waymark.InputError
	if !errors.As(err, &ie) || ie.Field != "steps" || strings.Contains(strings.ToLower(err.Error()), "hunter2secret") {
		t.Fatalf("learn with a password as an action: %v; want an error on steps without the password", err)
	}
}

// TestLearnOtherStepsStartsAfresh: learning other steps under a route's name keeps the
// name but not the reliability its old steps earned: a hand-written route replayed at P1
// would otherwise run steps never run. The same steps again change nothing.
func TestLearnOtherStepsStartsAfresh(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	learn := func(sel string) waymark.PatternInfo {
		t.Helper()
		info, err := m.Learn(ctx, waymark.LearnRequest{URL: "https://pm.example/projects", Name: "archive_apollo", SuccessIndicator: "#ok",
			Intent: "Archive the project Apollo",
			Steps:  json.RawMessage(`[{"action": "click", "url": "https://pm.example/projects", "target": {"selector": "` + sel + `", "role": "button", "name": "Archive"}}]`)})
		if err != nil {
			t.Fatal(err)
		}
		return info
	}
	info := learn("#archive-apollo")
	for range 12 {
		if _, err := m.RecordExecution(ctx, waymark.ExecutionRequest{Pattern: info.ID, Success: true}); err != nil {
			t.Fatal(err)
		}
	}
	if again := learn("#archive-apollo"); again.Reliability < 0.85 || again.Executions != 12 {
		t.Fatalf("the same steps again: reliability %v after %d runs, want the earned one", again.Reliability, again.Executions)
	}
	other := learn("#delete-all")
	if other.Name != "archive_apollo" || other.Reliability != waymark.InitialReliability || other.Executions != 0 || other.Strikes != 0 {
		t.Fatalf("other steps: %+v, want the name kept and reliability %v with no runs", other, waymark.InitialReliability)
	}
	rec, err := m.Query(ctx, waymark.QueryRequest{URL: "https://pm.example/projects", Intent: "Archive the project Apollo"})
	if err != nil || rec.Tier == waymark.P1 {
		t.Fatalf("query after new steps: %v, %v; want no replay", rec.Tier, err)
	}
}

// TestLearnUpdateKeepsIntent: learning a named route again without an intent or a task
// type keeps the stored ones (the name is no intent); naming new ones replaces them.
func TestLearnUpdateKeepsIntent(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	learn := func(intent string, tt waymark.TaskType) {
		t.Helper()
		if _, err := m.Learn(ctx, waymark.LearnRequest{URL: "https://code.example/acme/widget", Name: "watchers", SuccessIndicator: "h1",
			Intent: intent, TaskType: tt,
			Steps: json.RawMessage(`[{"action": "click", "url": "https://code.example/acme/widget", "target": {"selector": "#watchers", "role": "link", "name": "Watchers"}}]`)}); err != nil {
			t.Fatal(err)
		}
	}
	stored := func() (string, waymark.TaskType) {
		t.Helper()
		v, err := m.Site(ctx, "https://code.example/")
		if err != nil || len(v.Patterns) != 1 {
			t.Fatalf("site: %+v, %v", v, err)
		}
		p, err := m.Pattern(ctx, v.Patterns[0].ID)
		if err != nil {
			t.Fatal(err)
		}
		return p.Intent, p.TaskType
	}
	learn("open the watchers list", waymark.TaskNavigate)
	learn("", "")
	if intent, tt := stored(); intent != "open the watchers list" || tt != waymark.TaskNavigate {
		t.Errorf("after an update naming no intent: %q, %q; want the stored intent and task type", intent, tt)
	}
	learn("see who watches the repository", waymark.TaskExtractList)
	if intent, tt := stored(); intent != "see who watches the repository" || tt != waymark.TaskExtractList {
		t.Errorf("after an update naming both: %q, %q", intent, tt)
	}
}

// TestLearnPlaywrightMCPArguments: the arguments of the Playwright MCP tools a learned route
// is given as are kept: browser_press_key's key, browser_select_option's value, and
// browser_type's submit, an Enter after the text.
func TestLearnPlaywrightMCPArguments(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	info, err := m.Learn(ctx, waymark.LearnRequest{URL: "https://shop.example.org/", Name: "search_sorted",
		Steps: json.RawMessage(`[{"tool": "browser_type", "element": "Search box", "ref": "e12", "target": "#q", "text": "shoes", "submit": true},
			{"tool": "browser_select_option", "element": "Sort", "target": "#sort", "values": ["Price: low to high"]},
			{"tool": "browser_press_key", "key": "End"}]`),
		SuccessIndicator: "#results", Intent: "search shoes sorted by price"})
	if err != nil {
		t.Fatal(err)
	}
	p, err := m.Pattern(ctx, info.ID)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, st := range p.Steps {
		got = append(got, string(st.Action)+" "+st.Value)
	}
	if want := []string{"fill shoes", "press Enter", "select Price: low to high", "press End"}; !slices.Equal(got, want) {
		t.Errorf("steps %q, want %q", got, want)
	}
}

// TestLearnSnapshotRefTargets: Playwright MCP 0.0.8x names a call's element by "target": a
// ref there with the element's description is learned as the description, as "ref" is; a
// ref alone is refused with an error that says it is one and what to give instead.
func TestLearnSnapshotRefTargets(t *testing.T) {
	ctx := context.Background()
	m := openHome(t, t.TempDir(), nil)
	info, err := m.Learn(ctx, waymark.LearnRequest{URL: "https://docs.example.com/", Name: "close_newsletter", SuccessIndicator: "text=Releases",
		Steps: json.RawMessage(`[{"tool": "browser_navigate", "url": "https://docs.example.com/"},
			{"tool": "browser_click", "element": "Close newsletter button", "target": "e11"}]`)})
	if err != nil {
		t.Fatal(err)
	}
	p, err := m.Pattern(ctx, info.ID)
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Steps) != 2 || p.Steps[1].Name != "Close newsletter" || p.Steps[1].Role != "button" || len(p.Steps[1].Selectors) != 0 {
		t.Errorf("steps %+v: want the click by the role and name the element's description gives", p.Steps)
	}
	_, err = m.Learn(ctx, waymark.LearnRequest{URL: "https://docs.example.com/", Name: "bare_ref", SuccessIndicator: "text=Releases",
		Steps: json.RawMessage(`[{"action": "navigate", "url": "https://docs.example.com/"}, {"action": "click", "target": {"selector": "aria-ref=f1e5"}}]`)})
	if !errors.Is(err, waymark.ErrInvalidInput) || !strings.Contains(err.Error(), `"aria-ref=f1e5" is a snapshot ref`) {
		t.Errorf("a bare ref: %v", err)
	}
}
