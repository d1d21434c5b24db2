package redact

import lru "github.com/hashicorp/golang-lru/v2"

// Texts with nothing to mask repeat from save to save: a site's selectors, accessibility
// roles and names, an action's verb. [Redactor.Text] runs its thirty-odd passes over each,
// though a Redactor that has remembered nothing returns the same output for the same
// input: its passes then read nothing but the text (the remembered values, the values
// masked where typed and the depth of nested URLs are its only state, and every one of
// them is empty). cleanTexts holds the texts such a Redactor returned unchanged, having
// masked nothing and remembered nothing, so that the next blank Redactor returns them at
// once. A Redactor that remembers a value passes every text through all its passes.
//
// The set holds the last cleanTextsMax texts of at most cleanMaxBytes bytes that were
// added or found (least recently used first out: hashicorp/golang-lru), 2 MiB at most,
// and nothing a pass found a secret in.
var cleanTexts = newCleanSet(cleanTextsMax)

const (
	cleanMaxBytes = 256
	cleanTextsMax = 8192
)

// cleanSet is a set of texts bounded as cleanTexts says; safe for concurrent use.
type cleanSet struct{ lru *lru.Cache[string, struct{}] }

func newCleanSet(n int) cleanSet {
	c, err := lru.New[string, struct{}](n)
	if err != nil {
		panic(err) // only for n ≤ 0
	}
	return cleanSet{c}
}

// has reports whether s is in the set, and makes it the most recently used.
func (c cleanSet) has(s string) bool {
	if len(s) > cleanMaxBytes {
		return false
	}
	_, ok := c.lru.Get(s)
	return ok
}

// add puts s in the set unless it is longer than cleanMaxBytes.
func (c cleanSet) add(s string) {
	if len(s) <= cleanMaxBytes {
		c.lru.Add(s, struct{}{})
	}
}

// blank reports whether r has remembered nothing and is not inside a URL, so that its
// passes over a text read nothing but the text (see cleanTexts).
func (r *Redactor) blank() bool {
	return len(r.distinct) == 0 && r.match.n == 0 && len(r.local) == 0 && r.nested == 0
}
