package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// binary is the waymark command built once for every test of this package.
var binary string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "waymark-cli-test")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	binary = filepath.Join(dir, "waymark")
	build := exec.Command("go", "build", "-o", binary, ".")
	build.Stdout, build.Stderr = os.Stderr, os.Stderr
	if err := build.Run(); err != nil {
		fmt.Fprintln(os.Stderr, "build waymark:", err)
		os.RemoveAll(dir)
		os.Exit(1)
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// result is what one run of the binary did.
type result struct {
	stdout, stderr string
	code           int
}

// run runs the binary with args, stdin (nil: none) and a clean environment in which
// WAYMARK_HOME and XDG_DATA_HOME are unset.
func run(t *testing.T, stdin io.Reader, args ...string) result {
	t.Helper()
	cmd := exec.Command(binary, args...)
	cmd.Env = cleanEnv()
	cmd.Stdin = stdin
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	code := 0
	var ee *exec.ExitError
	switch {
	case errors.As(err, &ee):
		code = ee.ExitCode()
	case err != nil:
		t.Fatalf("run waymark %s: %v", strings.Join(args, " "), err)
	}
	return result{out.String(), errb.String(), code}
}

func cleanEnv() []string {
	var env []string
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "WAYMARK_") && !strings.HasPrefix(kv, "XDG_DATA_HOME=") {
			env = append(env, kv)
		}
	}
	return env
}

// ok runs the binary and fails the test unless it exits 0; it returns stdout.
func ok(t *testing.T, stdin io.Reader, args ...string) string {
	t.Helper()
	r := run(t, stdin, args...)
	if r.code != 0 {
		t.Fatalf("waymark %s: exit %d\nstderr: %s", strings.Join(args, " "), r.code, r.stderr)
	}
	return r.stdout
}

// decode parses one JSON object printed with --json.
func decode(t *testing.T, out string) map[string]any {
	t.Helper()
	var v map[string]any
	if err := json.Unmarshal([]byte(out), &v); err != nil {
		t.Fatalf("not one JSON object: %v\n%s", err, out)
	}
	return v
}

// writeFile writes data into a new file of the test's temporary folder.
func writeFile(t *testing.T, name string, data []byte) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

const testURL = "https://docs.example.org/releases"

// goodTrace is a valid trace (SPEC §13) on testURL.
const goodTrace = `{"task": "Find the latest release version of the docs site",
 "start_url": "https://docs.example.org/releases", "outcome": "success", "final_answer": "v2.4.1",
 "steps": [{"action": "navigate", "url": "https://docs.example.org/releases"},
           {"action": "extract", "url": "https://docs.example.org/releases",
            "target": {"selector": "[data-testid='latest-release']", "role": "heading", "name": "v2.4.1"},
            "extracted": "v2.4.1"},
           {"action": "done", "url": "https://docs.example.org/releases", "extracted": "v2.4.1"}]}`

// seeded returns a home holding one saved trace.
func seeded(t *testing.T) string {
	t.Helper()
	home := t.TempDir()
	ok(t, nil, "--home", home, "save", "--url", testURL, "--trace", writeFile(t, "good.json", []byte(goodTrace)), "--json")
	return home
}

func TestHomeResolution(t *testing.T) {
	home := seeded(t)
	want := ok(t, nil, "--home", home, "stats", "--json")

	cmd := exec.Command(binary, "stats", "--json")
	cmd.Env = append(cleanEnv(), "WAYMARK_HOME="+home)
	got, err := cmd.Output()
	if err != nil {
		t.Fatalf("WAYMARK_HOME: %v", err)
	}
	if string(got) != want {
		t.Errorf("WAYMARK_HOME gives\n%s\nwant\n%s", got, want)
	}

	xdg := t.TempDir()
	cmd = exec.Command(binary, "stats", "--json")
	cmd.Env = append(cleanEnv(), "XDG_DATA_HOME="+xdg)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("XDG_DATA_HOME: %v", err)
	}
	if h := decode(t, string(out))["home"]; h != filepath.Join(xdg, "waymark") {
		t.Errorf("XDG_DATA_HOME: home %v, want %s", h, filepath.Join(xdg, "waymark"))
	}

	// --home wins over the environment, before or after the command.
	cmd = exec.Command(binary, "stats", "--home", home, "--json")
	cmd.Env = append(cleanEnv(), "WAYMARK_HOME="+t.TempDir())
	if out, err = cmd.Output(); err != nil || string(out) != want {
		t.Errorf("--home after the command with WAYMARK_HOME set: %v\n%s", err, out)
	}

	// A relative WAYMARK_HOME would be another memory in each working folder (an MCP
	// client starts serve wherever it likes): refused, and nothing is made.
	cmd = exec.Command(binary, "stats", "--json")
	cmd.Env = append(cleanEnv(), "WAYMARK_HOME=mem")
	cmd.Dir = t.TempDir()
	var stderr strings.Builder
	cmd.Stderr = &stderr
	err = cmd.Run()
	var ee *exec.ExitError
	if !errors.As(err, &ee) || ee.ExitCode() != 2 || !strings.Contains(stderr.String(), "WAYMARK_HOME") {
		t.Errorf("relative WAYMARK_HOME: %v, stderr %q; want exit 2 naming WAYMARK_HOME", err, stderr.String())
	}
	if _, err := os.Stat(filepath.Join(cmd.Dir, "mem")); err == nil {
		t.Error("a relative WAYMARK_HOME made a memory in the working folder")
	}
}

func TestHelpAndVersion(t *testing.T) {
	for _, args := range [][]string{{"help"}, {"--help"}, {"help", "save"}, {"save", "-h"}, {"pattern", "--help"}, {"version"}} {
		r := run(t, nil, args...)
		if r.code != 0 || r.stdout == "" {
			t.Errorf("waymark %s: exit %d, stdout %q, stderr %q", strings.Join(args, " "), r.code, r.stdout, r.stderr)
		}
	}
	for name := range usages {
		if r := run(t, nil, "help", name); r.code != 0 || !strings.Contains(r.stdout, "Usage: waymark "+name) {
			t.Errorf("help %s: exit %d\n%s", name, r.code, r.stdout)
		}
	}
	v := decode(t, ok(t, nil, "version", "--json"))
	if v["version"] == "" {
		t.Errorf("version --json: %v", v)
	}
}

// TestConcurrentFirstOpen: commands that open a home that does not exist yet at the same
// moment all get it, round after round (creating the file, turning on WAL and migrating
// the schema happen once; the losers of those races wait instead of failing).
func TestConcurrentFirstOpen(t *testing.T) {
	const rounds, procs = 40, 3
	for r := range rounds {
		home := filepath.Join(t.TempDir(), "new")
		cmds := make([]*exec.Cmd, procs)
		errs := make([]bytes.Buffer, procs)
		for p := range cmds {
			cmds[p] = exec.Command(binary, "--home", home, "stats", "--json")
			cmds[p].Env, cmds[p].Stderr = cleanEnv(), &errs[p]
		}
		for _, c := range cmds {
			if err := c.Start(); err != nil {
				t.Fatal(err)
			}
		}
		for p, c := range cmds {
			if err := c.Wait(); err != nil {
				t.Errorf("round %d, command %d: %v: %s", r, p, err, errs[p].String())
			}
		}
	}
}

// TestNewHomeNoticed: a command that only reads finds no memory at its home and says so,
// answering from an empty one without making one there (a mistyped --home, a refused
// argument); a save makes it and says so, once; an unknown WAYMARK_LOG level is warned of.
func TestNewHomeNoticed(t *testing.T) {
	home := filepath.Join(t.TempDir(), "typo")
	for _, args := range [][]string{
		{"query", "--url", "https://docs.example.org/"},
		{"stats"}, {"list"}, {"forget", "--site", "docs.example.org"}, {"gc"},
	} {
		r := run(t, nil, append([]string{"--home", home}, args...)...)
		if r.code != 0 && args[0] != "forget" || !strings.Contains(r.stderr, "no memory at "+home+" yet") {
			t.Errorf("%v: exit %d, stderr %q; want the missing memory noticed", args, r.code, r.stderr)
		}
	}
	if bad := run(t, nil, "--home", home, "query", "--url", "notaurl"); bad.code != 2 {
		t.Errorf("query of a bad URL: exit %d, want 2", bad.code)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"export", t.TempDir()}, "no memory at " + home + ": nothing to export"},
		{[]string{"import", filepath.Join(t.TempDir(), "absent")}, "is no export folder"},
		{[]string{"pattern", "record", "--url", testURL, "--pattern", "p", "--success"}, "not found"},
	} {
		if r := run(t, nil, append([]string{"--home", home}, c.args...)...); r.code != 2 || !strings.Contains(r.stderr, c.want) {
			t.Errorf("%v: exit %d, stderr %q; want exit 2 and %q", c.args, r.code, r.stderr, c.want)
		}
	}
	if _, err := os.Stat(home); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("commands that only read made the home %s: %v", home, err)
	}
	first := run(t, nil, "--home", home, "save", "--url", testURL, "--trace", writeFile(t, "good.json", []byte(goodTrace)))
	if first.code != 0 || !strings.Contains(first.stderr, "a new, empty memory at "+home) {
		t.Errorf("first save: exit %d, stderr %q; want the new memory noticed", first.code, first.stderr)
	}
	if again := run(t, nil, "--home", home, "stats"); again.code != 0 || again.stderr != "" {
		t.Errorf("second command: exit %d, stderr %q; want nothing said", again.code, again.stderr)
	}
	cmd := exec.Command(binary, "--home", home, "stats")
	cmd.Env = append(cleanEnv(), "WAYMARK_LOG=verbose")
	out, err := cmd.CombinedOutput()
	if err != nil || !strings.Contains(string(out), "WAYMARK_LOG: unknown level") {
		t.Errorf("WAYMARK_LOG=verbose: %v, %q; want a warning", err, out)
	}
}
