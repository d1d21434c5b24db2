package selector

import (
	"strings"

	lru "github.com/hashicorp/golang-lru/v2"
)

// Recorded selectors repeat: every run of a task over a site records the same locators
// again, and a save reads each one (parse, then stabilise). recordedMemo keeps what the last
// memoSize distinct selectors of up to memoMaxLen bytes gave, so that a repeated selector
// is read once per process. The memory it holds is bounded by memoSize entries of a key of
// at most memoMaxLen bytes and two candidates no longer than it: about 4 MiB at most.
const (
	memoSize   = 4096
	memoMaxLen = 256
)

var recordedMemo = mustLRU(memoSize)

func mustLRU(n int) *lru.Cache[string, []Candidate] {
	c, err := lru.New[string, []Candidate](n)
	if err != nil {
		panic(err) // only for n ≤ 0
	}
	return c
}

// recordedCandidates returns the candidates one recorded selector gives: the locator as
// ParseLocator reads it and, for CSS, its Stabilise form when that differs, each with its
// ok flag folded in (a candidate that did not parse is left out). The result is shared:
// callers must not modify it.
func recordedCandidates(s string) []Candidate {
	if len(s) > memoMaxLen {
		return readRecorded(s)
	}
	if cs, ok := recordedMemo.Get(s); ok {
		return cs
	}
	cs := readRecorded(s)
	recordedMemo.Add(s, cs)
	return cs
}

func readRecorded(s string) []Candidate {
	c, ok := parseLocator(s)
	if !ok {
		return nil
	}
	out := []Candidate{c}
	if c.Kind != KindRole && c.Kind != KindLabel && c.Kind != KindText && c.Kind != KindXPath &&
		!isPlaywrightCode(strings.TrimSpace(s)) {
		if st, ok := Stabilise(s); ok && st != c.Value {
			if c2, ok := parseLocator(st); ok {
				out = append(out, c2)
			}
		}
	}
	return out
}
