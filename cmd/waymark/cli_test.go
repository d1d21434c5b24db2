package main

import (
	"bufio"
	"context"
	"encoding/json"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// TestSaveQueryList walks the commands an agent's operator uses: save (from a file and from
// standard input), query, list and stats, with and without --json.
func TestSaveQueryList(t *testing.T) {
	home := t.TempDir()
	tf := writeFile(t, "trace.json", []byte(goodTrace))

	saved := decode(t, ok(t, nil, "--home", home, "save", "--url", testURL, "--trace", tf, "--json"))
	for _, k := range []string{"trace_id", "duplicate", "records", "site", "url_pattern"} {
		if _, ok := saved[k]; !ok {
			t.Errorf("save --json: no %q in %v", k, saved)
		}
	}
	if saved["duplicate"] != false {
		t.Errorf("first save: duplicate = %v", saved["duplicate"])
	}

	f, err := os.Open(tf)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	again := decode(t, ok(t, f, "--json", "--home", home, "save", "--url", testURL, "--trace", "-"))
	if again["duplicate"] != true || again["trace_id"] != saved["trace_id"] {
		t.Errorf("same trace on stdin: want duplicate of %v, got %v", saved["trace_id"], again)
	}

	q := decode(t, ok(t, nil, "--home", home, "query", "--url", testURL, "--intent", "latest release version", "--json"))
	for _, k := range []string{"tier", "confidence", "site", "url_pattern", "task_type", "primary_selectors",
		"extraction_query", "known_blockers", "anti_patterns", "warnings", "steps", "patterns", "cached_answers", "memory_context"} {
		if _, ok := q[k]; !ok {
			t.Errorf("query --json: no %q", k)
		}
	}
	if q["tier"] == "P5" {
		t.Errorf("query after a save: tier P5 (cold start)")
	}

	text := ok(t, nil, "--home", home, "query", "--url", testURL, "--intent", "latest release version")
	if !strings.HasPrefix(text, "tier ") || !strings.Contains(text, "steps:") || json.Valid([]byte(text)) {
		t.Errorf("query text:\n%s", text)
	}

	l := decode(t, ok(t, nil, "--home", home, "list", "--page", "1", "--page-size", "10", "--json"))
	if items, _ := l["items"].([]any); len(items) == 0 {
		t.Errorf("list --json: no items: %v", l)
	}
	if text := ok(t, nil, "--home", home, "list"); !strings.Contains(text, "KIND") {
		t.Errorf("list text:\n%s", text)
	}

	st := decode(t, ok(t, nil, "--home", home, "stats", "--json"))
	if st["sites"] != 1.0 {
		t.Errorf("stats: sites = %v, want 1", st["sites"])
	}
	if text := ok(t, nil, "--home", home, "stats"); !strings.Contains(text, "sites:") {
		t.Errorf("stats text:\n%s", text)
	}
}

// TestStepAndSessionSave reports steps one by one, then saves the session without a trace.
func TestStepAndSessionSave(t *testing.T) {
	home := t.TempDir()
	steps := []string{
		`{"action": "navigate", "url": "https://docs.example.org/releases"}`,
		`{"action": "extract", "url": "https://docs.example.org/releases", "target": {"selector": "[data-testid='latest-release']", "role": "heading", "name": "v2.4.1"}, "extracted": "v2.4.1"}`,
	}
	for i, s := range steps {
		res := decode(t, ok(t, nil, "--home", home, "step", "--session", "s-1", "--task", "Find the latest release", "--step", s, "--json"))
		if res["steps"] != float64(i+1) {
			t.Errorf("step %d: %v", i+1, res)
		}
	}
	f := writeFile(t, "done.json", []byte(`{"action": "done", "url": "https://docs.example.org/releases", "extracted": "v2.4.1"}`))
	ok(t, nil, "--home", home, "step", "--session", "s-1", "--step", f)
	res := decode(t, ok(t, nil, "--home", home, "save", "--url", testURL, "--session", "s-1", "--json"))
	if res["trace_id"] == "" {
		t.Errorf("session save: %v", res)
	}
}

// TestForgetRestoreExportImport round-trips knowledge through forget/restore and
// export/import.
func TestForgetRestoreExportImport(t *testing.T) {
	home := seeded(t)
	before := ok(t, nil, "--home", home, "stats", "--json")

	dir := t.TempDir()
	ex := decode(t, ok(t, nil, "--home", home, "export", dir, "--json"))
	if ex["sites"] != 1.0 {
		t.Errorf("export: %v", ex)
	}
	if _, err := os.Stat(dir + "/sites/example.org.yaml"); err != nil {
		t.Errorf("export: %v", err)
	}

	fg := decode(t, ok(t, nil, "--home", home, "forget", "--site", "example.org", "--json"))
	archive, _ := fg["archive"].(string)
	if fg["forgotten"] == 0.0 || archive == "" {
		t.Fatalf("forget: %v", fg)
	}
	rs := decode(t, ok(t, nil, "--home", home, "restore", archive, "--json"))
	if rs["restored"] != fg["forgotten"] {
		t.Errorf("restore: %v after forget %v", rs, fg)
	}
	// A host names its whole site: the output says so.
	text := ok(t, nil, "--home", home, "forget", "--site", "docs.example.org")
	if !strings.Contains(text, "of site example.org: every host of it, not only docs.example.org") {
		t.Errorf("forget --site docs.example.org:\n%s", text)
	}
	archive = strings.Fields(text[strings.Index(text, "archive: "):])[1]
	ok(t, nil, "--home", home, "restore", archive)
	if after := ok(t, nil, "--home", home, "stats", "--json"); after != before {
		t.Errorf("forget + restore changed the store:\nbefore %s\nafter  %s", before, after)
	}
	// The archive named by a path from the current folder, as a shell completes it, with
	// the home relative to that folder too.
	fg = decode(t, ok(t, nil, "--home", home, "forget", "--site", "example.org", "--json"))
	parent := filepath.Dir(home)
	rel := filepath.Join(filepath.Base(home), fg["archive"].(string))
	cmd := exec.Command(binary, "--home", filepath.Base(home), "restore", rel, "--json")
	cmd.Dir, cmd.Env = parent, cleanEnv()
	if out, err := cmd.CombinedOutput(); err != nil || decode(t, string(out))["restored"] != fg["forgotten"] {
		t.Errorf("restore %s from %s: %v, %s", rel, parent, err, out)
	}
	// A base name reads the home's archive even where the current folder holds a file of
	// that name (another home's, a copy).
	fg = decode(t, ok(t, nil, "--home", home, "forget", "--site", "example.org", "--json"))
	base := filepath.Base(fg["archive"].(string))
	work := t.TempDir()
	if err := os.WriteFile(filepath.Join(work, base), []byte("{}"), 0o600); err != nil {
		t.Fatal(err)
	}
	cmd = exec.Command(binary, "--home", home, "restore", base, "--json")
	cmd.Dir, cmd.Env = work, cleanEnv()
	if out, err := cmd.CombinedOutput(); err != nil || decode(t, string(out))["restored"] != fg["forgotten"] {
		t.Errorf("restore %s from a folder holding a file of that name: %v, %s", base, err, out)
	}

	other := t.TempDir()
	im := decode(t, ok(t, nil, "--home", other, "import", dir, "--json"))
	if im["sites"] != 1.0 {
		t.Errorf("import: %v", im)
	}
	ok(t, nil, "--home", home, "gc", "--json")

	// The other home learns a route of the site and exports into the same folder (a
	// teammate's export pulled with git): this home's export does not write over it.
	steps := writeFile(t, "steps.json", []byte(`[{"tool": "browser_navigate", "target": "https://example.org/changelog"}]`))
	ok(t, nil, "--home", other, "pattern", "learn", "--origin", "https://example.org", "--name", "open_changelog", "--steps", steps, "--success-indicator", "h1")
	ok(t, nil, "--home", other, "export", dir)
	r := run(t, nil, "--home", home, "export", dir)
	if r.code != 2 || !strings.Contains(r.stderr, "sites/example.org.yaml") || !strings.Contains(r.stderr, "--force") {
		t.Errorf("export over another home's newer file: exit %d\n%s", r.code, r.stderr)
	}
	ok(t, nil, "--home", home, "export", "--force", dir)
}

// TestPattern drives the pattern subcommands: learn, record, quirk, get.
func TestPattern(t *testing.T) {
	home := t.TempDir()
	steps := `[{"tool": "browser_navigate", "target": "https://docs.example.org/changelog"},
	           {"tool": "browser_click", "target": "a[data-testid='latest-entry']"}]`
	p := decode(t, ok(t, nil, "--home", home, "pattern", "learn", "--origin", "https://docs.example.org",
		"--name", "open_changelog", "--steps", writeFile(t, "steps.json", []byte(steps)),
		"--success-indicator", "h1#changelog-title", "--json"))
	if p["name"] != "open_changelog" {
		t.Errorf("learn: %v", p)
	}
	r := decode(t, ok(t, nil, "--home", home, "pattern", "record", "--origin", "https://docs.example.org",
		"--pattern", "open_changelog", "--success", "--duration-ms", "1800", "--json"))
	if r["total_executions"] != 1.0 {
		t.Errorf("record: %v", r)
	}
	// A pattern's id names its site: no --url needed.
	r = decode(t, ok(t, nil, "--home", home, "pattern", "record", "--pattern", p["id"].(string), "--failure", "--json"))
	if r["total_executions"] != 2.0 {
		t.Errorf("record by id alone: %v", r)
	}
	// --id as pattern get takes it.
	r = decode(t, ok(t, nil, "--home", home, "pattern", "record", "--id", p["id"].(string), "--success", "--json"))
	if r["total_executions"] != 3.0 {
		t.Errorf("record by --id: %v", r)
	}
	if res := run(t, nil, "--home", home, "pattern", "record", "--id", p["id"].(string), "--pattern", "x", "--success"); res.code != 2 {
		t.Errorf("--id and --pattern: exit %d, want 2", res.code)
	}
	ok(t, nil, "--home", home, "pattern", "quirk", "--url", "https://docs.example.org/changelog",
		"--problem", "cookie_banner", "--symptom", "consent dialog on first visit", "--recovery", "click Accept all", "--selector", "#accept-all")
	if text := ok(t, nil, "--home", home, "pattern", "get", "--url", "https://docs.example.org/"); !strings.Contains(text, "    recovery: click Accept all\n    selector: #accept-all\n") {
		t.Errorf("pattern get leaves out a quirk's selector:\n%s", text)
	}
	v := decode(t, ok(t, nil, "--home", home, "pattern", "get", "--url", "https://docs.example.org/", "--json"))
	if v["site"] != "example.org" {
		t.Errorf("get: %v", v)
	}
	if pats, _ := v["patterns"].([]any); len(pats) != 1 {
		t.Errorf("get: patterns %v", v["patterns"])
	}
	if qs, _ := v["quirks"].([]any); len(qs) != 1 {
		t.Errorf("get: quirks %v", v["quirks"])
	}
	// Stored text from outside reaches the terminal without its escape sequences.
	ok(t, nil, "--home", home, "pattern", "quirk", "--url", "https://docs.example.org/changelog",
		"--problem", "popup_modal", "--symptom", "popup \x1b]0;owned\x07\x1b[2J over the page")
	text := ok(t, nil, "--home", home, "pattern", "get", "--url", "https://docs.example.org/")
	if !strings.Contains(text, "popup") || strings.ContainsAny(text, "\x1b\x07") {
		t.Errorf("text output holds control characters: %q", text)
	}
	// One route's steps read the same in pattern get and in query.
	trace := `{"task": "Add this product to the cart", "start_url": "https://shop.example.org/p/1", "outcome": "success",
		"steps": [{"action": "navigate", "url": "https://shop.example.org/p/1"},
		{"action": "click", "url": "https://shop.example.org/p/1", "target": {"selector": "#add-to-cart", "role": "button", "name": "Add to cart"}},
		{"action": "done", "url": "https://shop.example.org/cart", "extracted": "1 item"}]}`
	saved := decode(t, ok(t, nil, "--home", home, "save", "--url", "https://shop.example.org/p/1", "--trace", writeFile(t, "cart.json", []byte(trace)), "--json"))
	id := saved["pattern"].(map[string]any)["id"].(string)
	whole := ok(t, nil, "--home", home, "pattern", "get", "--id", id)
	if res := run(t, nil, "--home", home, "pattern", "get", "--id", id, "--url", "https://other.example/"); res.code != 2 ||
		!strings.Contains(res.stderr, "is a pattern of example.org, not of other.example") {
		t.Errorf("pattern get --id with a URL of another site: exit %d, %q; want it refused (exit 2)", res.code, res.stderr)
	}
	q := ok(t, nil, "--home", home, "query", "--url", "https://shop.example.org/p/2", "--intent", "Add this product to the cart")
	const step = `2. click #add-to-cart (button "Add to cart")`
	if !strings.Contains(whole, step) || !strings.Contains(q, step) {
		t.Errorf("step 2 as pattern get shows it:\n%s\nand as query does:\n%s\nwant %q in both", whole, q, step)
	}
}

// TestJSONMatchesMCP checks that --json prints what the MCP tools return as structured
// content, over 'waymark serve' on stdio.
func TestJSONMatchesMCP(t *testing.T) {
	home := seeded(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	cmd := exec.Command(binary, "serve", "--home", home)
	cmd.Env = cleanEnv()
	client := mcp.NewClient(&mcp.Implementation{Name: "cli-test", Version: "0"}, nil)
	cs, err := client.Connect(ctx, &mcp.CommandTransport{Command: cmd}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()

	call := func(name string, args map[string]any) any {
		t.Helper()
		res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: name, Arguments: args})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if res.IsError {
			t.Fatalf("%s: tool error %v", name, res.Content)
		}
		return roundTripJSON(t, res.StructuredContent)
	}
	cli := func(args ...string) any {
		t.Helper()
		return roundTripJSON(t, decode(t, ok(t, nil, append([]string{"--home", home, "--json"}, args...)...)))
	}

	if got, want := cli("list", "--page-size", "5"), call("experience_list", map[string]any{"page_size": 5}); !reflect.DeepEqual(got, want) {
		t.Errorf("list --json differs from experience_list:\nCLI %v\nMCP %v", got, want)
	}
	cq := cli("query", "--url", testURL, "--intent", "latest release version").(map[string]any)
	mq := call("experience_query", map[string]any{"url": testURL, "intent": "latest release version"}).(map[string]any)
	if !reflect.DeepEqual(keys(cq), keys(mq)) {
		t.Errorf("query --json fields %v, experience_query %v", keys(cq), keys(mq))
	}
	for _, k := range []string{"tier", "site", "url_pattern", "task_type", "steps", "primary_selectors"} {
		if !reflect.DeepEqual(cq[k], mq[k]) {
			t.Errorf("query %s: CLI %v, MCP %v", k, cq[k], mq[k])
		}
	}
	// The very same trace through the tool is a duplicate of the CLI's save, with the same
	// result shape.
	cs2 := call("experience_save", map[string]any{"url": testURL, "trace": goodTrace}).(map[string]any)
	cs1 := cli("save", "--url", testURL, "--trace", writeFile(t, "t.json", []byte(goodTrace))).(map[string]any)
	if !reflect.DeepEqual(cs1, cs2) {
		t.Errorf("save --json differs from experience_save:\nCLI %v\nMCP %v", cs1, cs2)
	}
}

func roundTripJSON(t *testing.T, v any) any {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	var out any
	if err := json.Unmarshal(b, &out); err != nil {
		t.Fatal(err)
	}
	return out
}

func keys(m map[string]any) []string { return slices.Sorted(maps.Keys(m)) }

// TestServeHTTP starts 'serve --http 127.0.0.1:0' and lists the tools over streamable HTTP.
func TestServeHTTP(t *testing.T) {
	home := t.TempDir()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, binary, "serve", "--home", home, "--http", "127.0.0.1:0")
	cmd.Env = cleanEnv()
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill() // after the test's own SIGTERM, a no-op
	sc := bufio.NewScanner(stderr)
	var endpoint string
	for sc.Scan() {
		if _, after, found := strings.Cut(sc.Text(), "serving MCP at "); found {
			endpoint = after
			break
		}
	}
	if endpoint == "" {
		t.Fatal("serve --http did not say where it listens")
	}
	go func() {
		for sc.Scan() {
		}
	}()
	client := mcp.NewClient(&mcp.Implementation{Name: "http-test", Version: "0"}, nil)
	cs, err := client.Connect(ctx, &mcp.StreamableClientTransport{Endpoint: endpoint}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	res, err := cs.ListTools(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Tools) != 7 {
		t.Errorf("%d tools over HTTP, want 7", len(res.Tools))
	}
	// A signal stops the server with the client still connected (its stream open), without
	// waiting out the 5 s shutdown timeout.
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	cmd.Process.Signal(syscall.SIGTERM)
	select {
	case err := <-exited:
		if err != nil {
			t.Errorf("serve --http after SIGTERM: %v", err)
		}
	case <-time.After(3 * time.Second):
		t.Error("serve --http did not stop within 3 s of SIGTERM with a client connected")
		<-exited
	}
}

// TestServePiped: requests piped into 'waymark serve' (standard input closed right after
// them) are all answered before it exits, and the save is stored.
func TestServePiped(t *testing.T) {
	home := t.TempDir()
	params := func(v any) string { b, _ := json.Marshal(v); return string(b) }
	script := `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"sh","version":"1"}}}` + "\n" +
		`{"jsonrpc":"2.0","method":"notifications/initialized"}` + "\n" +
		`{"jsonrpc":"2.0","id":2,"method":"tools/call","params":` +
		params(map[string]any{"name": "experience_save", "arguments": map[string]any{"url": testURL, "trace": goodTrace}}) + "}\n"
	cmd := exec.Command(binary, "serve", "--home", home)
	cmd.Env = cleanEnv()
	cmd.Stdin = strings.NewReader(script)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("serve: %v", err)
	}
	if n := strings.Count(strings.TrimSpace(string(out)), "\n") + 1; n != 2 {
		t.Fatalf("serve answered %d of 2 requests:\n%s", n, out)
	}
	if !strings.Contains(string(out), `\"trace_id\"`) {
		t.Fatalf("the save was not answered with a trace_id:\n%s", out)
	}
	st := decode(t, ok(t, nil, "--home", home, "--json", "stats"))
	if recs := st["records"].(map[string]any); recs["trace"] != float64(1) {
		t.Fatalf("stats after the piped save: %v", st)
	}
}

// TestServeStopsOnSignal: SIGTERM is how a client stops 'waymark serve'; it exits 0
// without an error in its log, and promptly.
func TestServeStopsOnSignal(t *testing.T) {
	cmd := exec.Command(binary, "serve", "--home", t.TempDir())
	cmd.Env = cleanEnv()
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var stderr strings.Builder
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer stdin.Close()
	initialize := `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}` + "\n"
	if _, err := stdin.Write([]byte(initialize)); err != nil {
		t.Fatal(err)
	}
	if _, err := bufio.NewReader(stdout).ReadString('\n'); err != nil { // the server is up
		t.Fatal(err)
	}
	if err := cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("serve after SIGTERM: %v; stderr %q", err, stderr.String())
		}
	case <-time.After(10 * time.Second):
		cmd.Process.Kill()
		t.Fatal("serve did not stop within 10 s of SIGTERM")
	}
	if strings.Contains(stderr.String(), "ERROR") {
		t.Errorf("serve logged an error on a normal stop: %q", stderr.String())
	}
}
