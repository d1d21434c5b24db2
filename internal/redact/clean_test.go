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

// TestCleanSetGenerations: the set keeps at most two generations of cleanPerGeneration
// texts, moves a text read from the older one to the newer, and refuses long texts.
func TestCleanSetGenerations(t *testing.T) {
	c := cleanSet{newer: map[string]struct{}{}}
	c.add("first")
	for i := range cleanPerGeneration - 1 {
		c.add("t" + strconv.Itoa(i))
	}
	c.add("second generation") // "first" goes to the older generation
	if !c.has("first") {
		t.Fatal("a text of the older generation is lost")
	}
	for i := range 2 * cleanPerGeneration {
		c.add("u" + strconv.Itoa(i))
	}
	if c.has("second generation") {
		t.Error("a text two generations old is still held")
	}
	if n := len(c.newer) + len(c.older); n > 2*cleanPerGeneration {
		t.Errorf("the set holds %d texts, more than two generations", n)
	}
	long := strings.Repeat("a", cleanMaxBytes+1)
	c.add(long)
	if c.has(long) {
		t.Errorf("a text of %d bytes is held", len(long))
	}
}
