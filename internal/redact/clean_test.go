package redact

import (
	"strconv"
	"strings"
	"testing"
)

// TestCleanTextsAnswerForBlankRedactorsOnly: a text a blank Redactor found clean is kept,
// and returned as it is by the next blank one; a text with a secret is not kept; a
// Redactor that remembered a value masks it in a kept text all the same.
func TestCleanTextsAnswerForBlankRedactorsOnly(t *testing.T) {
	const clean = "Sign in as Tr0ub4dor-Horse"
	if got := New().Text(clean); got != clean {
		t.Fatalf("Text(%q) = %q, want it unchanged", clean, got)
	}
	if !cleanTexts.has(clean) {
		t.Errorf("%q is not kept after a blank Redactor found it clean", clean)
	}
	secret := "password=Tr0ub4dor&3"
	if got := New().Text(secret); got == secret {
		t.Fatalf("Text(%q) masked nothing", secret)
	}
	if cleanTexts.has(secret) {
		t.Errorf("%q, which had a secret, is kept as clean", secret)
	}

	r := New()
	r.Value(Field{Selector: "#password"}, "Tr0ub4dor-Horse")
	if got, want := r.Text(clean), "Sign in as {{password}}"; got != want {
		t.Errorf("after the value was typed: Text(%q) = %q, want %q", clean, got, want)
	}
	if got := New().Text(clean); got != clean {
		t.Errorf("a new blank Redactor: Text(%q) = %q, want it unchanged", clean, got)
	}
}

// TestCleanSetBound: the set keeps the texts used last, at most its bound, and refuses long
// texts.
func TestCleanSetBound(t *testing.T) {
	const n = 64
	c := newCleanSet(n)
	c.add("first")
	for i := range n - 1 {
		c.add("t" + strconv.Itoa(i))
	}
	if !c.has("first") { // and now the most recently used
		t.Fatal("a text within the bound is lost")
	}
	c.add("second")
	if !c.has("first") || c.has("t0") {
		t.Error("the least recently used text is not the one dropped")
	}
	for i := range 2 * n {
		c.add("u" + strconv.Itoa(i))
	}
	if c.has("first") || c.has("second") {
		t.Error("a text used before the bound's worth of others is still held")
	}
	if got := c.lru.Len(); got > n {
		t.Errorf("the set holds %d texts, more than its bound %d", got, n)
	}
	long := strings.Repeat("a", cleanMaxBytes+1)
	c.add(long)
	if c.has(long) {
		t.Errorf("a text of %d bytes is held", len(long))
	}
}
