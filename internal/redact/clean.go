package redact

import "sync"

// Texts with nothing to mask repeat from save to save: a site's selectors, accessibility
// roles and names, an action's verb. [Redactor.Text] runs its thirty-odd passes over each,
// though a Redactor that has remembered nothing returns the same output for the same
// input: its passes then read nothing but the text (the remembered values, the values
// masked where typed and the depth of nested URLs are its only state, and every one of
// them is empty). cleanTexts holds the texts such a Redactor returned unchanged, having
// masked nothing and remembered nothing, so that the next blank Redactor returns them at
// once. A Redactor that remembers a value passes every text through all its passes.
//
// The set holds texts of at most cleanMaxBytes bytes, cleanPerGeneration of them in each
// of two generations: when the newer is full it becomes the older and the older is
// dropped; a text found in the older moves to the newer. So it holds at most
// 2 × 4,096 texts of at most 256 bytes (2 MiB), the ones seen lately, and nothing a pass
// found a secret in.
var cleanTexts = cleanSet{newer: map[string]struct{}{}}

const (
	cleanMaxBytes      = 256
	cleanPerGeneration = 4096
)

// cleanSet is a set of texts bounded as cleanTexts says; safe for concurrent use.
type cleanSet struct {
	mu           sync.Mutex
	newer, older map[string]struct{}
}

// has reports whether s is in the set, and keeps it there a generation more.
func (c *cleanSet) has(s string) bool {
	if len(s) > cleanMaxBytes {
		return false
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if _, ok := c.newer[s]; ok {
		return true
	}
	if _, ok := c.older[s]; ok {
		c.addLocked(s)
		return true
	}
	return false
}

// add puts s in the set unless it is longer than cleanMaxBytes.
func (c *cleanSet) add(s string) {
	if len(s) > cleanMaxBytes {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	c.addLocked(s)
}

func (c *cleanSet) addLocked(s string) {
	if len(c.newer) >= cleanPerGeneration {
		c.older, c.newer = c.newer, make(map[string]struct{}, cleanPerGeneration)
	}
	c.newer[s] = struct{}{}
}

// blank reports whether r has remembered nothing and is not inside a URL, so that its
// passes over a text read nothing but the text (see cleanTexts).
func (r *Redactor) blank() bool {
	return len(r.distinct) == 0 && r.match.n == 0 && len(r.local) == 0 && r.nested == 0
}
