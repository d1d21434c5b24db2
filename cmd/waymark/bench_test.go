package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// benchCorpus writes a small Mind2Web file (the processed.json shape) of two websites.
func benchCorpus(t *testing.T) string {
	t.Helper()
	type rec struct {
		Website string   `json:"website"`
		ID      string   `json:"id"`
		Domain  string   `json:"domain"`
		Task    string   `json:"confirmed_task"`
		Actions []string `json:"action_reprs"`
	}
	var recs []rec
	for i, task := range []string{"Search for red shoes", "Search for blue shoes", "Search for green hats",
		"Open the help page", "Search for black boots"} {
		recs = append(recs, rec{"shoeshop", "s" + string(rune('0'+i)), "Shopping", task,
			[]string{"[textbox]  Search -> TYPE: " + task, "[button]  Go -> CLICK"}})
	}
	for i, task := range []string{"Find flights to Paris", "Find flights to Rome", "Check flight status",
		"Find flights to Oslo", "See baggage rules"} {
		recs = append(recs, rec{"airline", "a" + string(rune('0'+i)), "Travel", task,
			[]string{"[link]  Flights -> CLICK", "[combobox]  To -> TYPE: x", "[button]  Find -> CLICK"}})
	}
	b, err := json.Marshal(recs)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "m2w.json")
	if err := os.WriteFile(path, b, 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestBenchRecall(t *testing.T) {
	corpus := benchCorpus(t)
	doc := filepath.Join(t.TempDir(), "docs", "BENCHMARKS.md")
	out := ok(t, nil, "bench", "recall", "--corpus", corpus, "--seed", "4", "--json", "--write-doc", doc)
	var rep struct {
		HeldOut int `json:"held_out"`
		Methods []struct {
			Method    string  `json:"method"`
			Coverage1 float64 `json:"coverage_at_1"`
		} `json:"methods"`
		Tiers []struct{ Tier string } `json:"tiers"`
	}
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatalf("bench recall --json: %v\n%s", err, out)
	}
	if rep.HeldOut != 2 || len(rep.Methods) != 5 || rep.Methods[0].Method != "waymark" || len(rep.Tiers) != 5 {
		t.Errorf("report: %s", out)
	}
	md, err := os.ReadFile(doc)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{"<!-- waymark bench recall: begin", "| **waymark** |", "waymark bench recall --seed 4 --corpus "} {
		if !strings.Contains(string(md), s) {
			t.Errorf("written doc lacks %q:\n%s", s, md)
		}
	}
	text := ok(t, nil, "bench", "recall", "--corpus", corpus, "--seed", "4")
	if !strings.Contains(text, "| method | Coverage@1 |") {
		t.Errorf("bench recall without --json:\n%s", text)
	}
}

func TestBenchRecallUsage(t *testing.T) {
	corpus := benchCorpus(t)
	full := t.TempDir()
	if err := os.WriteFile(filepath.Join(full, "x"), nil, 0o600); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"bench"},
		{"bench", "nope"},
		{"bench", "recall", "--corpus", filepath.Join(t.TempDir(), "missing.json")},
		{"bench", "recall", "--corpus", corpus, "--stored-share", "1"},
		{"bench", "recall", "--corpus", corpus, "--draws", "0"},
		{"bench", "recall", "--corpus", corpus, "--home", full},
		{"bench", "recall", "--corpus", corpus, "extra"},
	} {
		if r := run(t, nil, args...); r.code != 2 {
			t.Errorf("waymark %s: exit %d, want 2\n%s", strings.Join(args, " "), r.code, r.stderr)
		}
	}
}
