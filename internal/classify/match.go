package classify

import (
	"strings"
	"unicode"

	"github.com/waymark-dev/waymark/internal/terms"
)

// maxGap is how many words a "…" in a cue pattern may skip.
const maxGap = 16

// text is a normalised input cut into clauses of words. Clauses end at
// sentence punctuation and at the conjunctions in clauseBreaks, so that the
// verb of "find a shirt and add it to the cart" starts a clause of its own.
type text struct {
	clauses [][]string
	// sentences are the words between sentence punctuation (. ! ? ;),
	// conjunctions and commas included; unanchored cues match here, so
	// "add the SSD with 1TB and 8GB RAM to the cart" still has its cart.
	sentences [][]string
	// lead[i] is the index in clauses[i] of the first word that is not a
	// filler ("please", "i want to"), where the clause's verb is.
	lead []int
	// words holds every word of the text, for a quick rejection of cues.
	words map[string]bool
}

// clauseBreaks are conjunctions that start a new clause (English, German,
// French, Spanish, Russian).
var clauseBreaks = map[string]bool{
	"and": true, "then": true, "und": true, "dann": true, "et": true, "puis": true,
	"y": true, "luego": true, "и": true, "затем": true, "потом": true,
}

// fillers are skipped at the start of a clause when looking for its verb.
var fillers = map[string]bool{
	"please": true, "then": true, "also": true, "now": true, "first": true, "next": true,
	"finally": true, "i": true, "want": true, "would": true, "like": true, "need": true,
	"to": true, "help": true, "me": true, "can": true, "could": true, "you": true,
	"try": true, "lets": true, "let": true, "us": true, "if": true, "found": true,
	"just": true, "bitte": true, "ich": true, "mochte": true, "je": true, "veux": true,
	"voudrais": true, "quiero": true, "por": true, "favor": true, "пожалуиста": true,
	"хочу": true, "нужно": true,
}

// parse normalises s (terms.Normalize) and cuts it into clauses.
func parse(s string) text {
	s = terms.Normalize(s)
	var t text
	var cur, sent []string
	flush := func() {
		if len(cur) > 0 {
			t.clauses = append(t.clauses, cur)
			cur = nil
		}
	}
	endSentence := func() {
		flush()
		if len(sent) > 0 {
			t.sentences = append(t.sentences, sent)
			sent = nil
		}
	}
	start := -1
	for i, r := range s {
		word := unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r)
		if word {
			if start < 0 {
				start = i
			}
			continue
		}
		if start >= 0 {
			w := s[start:i]
			start = -1
			sent = append(sent, w)
			if clauseBreaks[w] {
				flush()
			} else {
				cur = append(cur, w)
			}
		}
		switch r {
		case ';', '.', '!', '?', '\n', '。', '；', '！', '？':
			endSentence()
		case ',', ':', '(', ')', '—', '–', '、', '，':
			flush()
		case '$', '€', '£', '¥', '₹':
			cur = append(cur, "$")
			sent = append(sent, "$")
		}
	}
	if start >= 0 {
		w := s[start:]
		sent = append(sent, w)
		if !clauseBreaks[w] {
			cur = append(cur, w)
		}
	}
	endSentence()
	t.words = make(map[string]bool)
	for _, sn := range t.sentences {
		for _, w := range sn {
			t.words[w] = true
		}
	}
	t.lead = make([]int, len(t.clauses))
	for i, c := range t.clauses {
		j := 0
		for j < len(c)-1 && fillers[c[j]] {
			j++
		}
		t.lead[i] = j
	}
	return t
}

// cue is one compiled keyword pattern with the type it votes for.
//
// Pattern syntax (space-separated tokens, matched against whole words of one
// clause): a leading "^" anchors the pattern at the clause's verb; a token
// ending in "*" matches any word with that prefix; "#" matches a number;
// "…" skips up to maxGap words and "…N" (N a digit) up to N words.
type cue struct {
	kind    string
	weight  float64
	anchor  bool
	tokens  []string // as written (normalised), for tests and messages
	toks    []tok    // compiled
	pattern string
}

// tok is one compiled pattern token.
type tok struct {
	lit    string // the word, or the prefix when prefix is set
	prefix bool
	number bool
	gap    int // > 0: skip up to gap words; the other fields are unset
}

func compile(kind string, weight float64, patterns ...string) []cue {
	out := make([]cue, 0, len(patterns))
	for _, p := range patterns {
		c := cue{kind: kind, weight: weight, pattern: p}
		if strings.HasPrefix(p, "^") {
			c.anchor = true
			p = p[1:]
		}
		for _, w := range strings.Fields(p) {
			if !strings.HasPrefix(w, "…") {
				w = terms.Normalize(w)
			}
			c.tokens = append(c.tokens, w)
			c.toks = append(c.toks, compileTok(w))
		}
		out = append(out, c)
	}
	return out
}

func compileTok(w string) tok {
	if gap, ok := gapLen(w); ok {
		return tok{gap: gap}
	}
	if w == "#" {
		return tok{number: true}
	}
	if p, ok := strings.CutSuffix(w, "*"); ok {
		return tok{lit: p, prefix: true}
	}
	return tok{lit: w}
}

// possible reports whether every whole word c needs occurs in t.
func (c *cue) possible(t *text) bool {
	for _, k := range c.toks {
		if k.gap == 0 && !k.prefix && !k.number && !t.words[k.lit] {
			return false
		}
	}
	return true
}

// lastClause returns, for an anchored cue, the index of the last clause of
// t whose verb it matches; for any other cue, the index of the last
// sentence in which it occurs. It returns -1 when c does not occur.
func (c *cue) lastClause(t *text) int {
	last := -1
	if !c.possible(t) {
		return last
	}
	if c.anchor {
		for i, cl := range t.clauses {
			if matchAt(c.toks, cl, t.lead[i]) {
				last = i
			}
		}
		return last
	}
	for i, sn := range t.sentences {
		for j := range sn {
			if matchAt(c.toks, sn, j) {
				last = i
				break
			}
		}
	}
	return last
}

// matchAt reports whether pattern toks matches words starting at ws[i].
func matchAt(toks []tok, ws []string, i int) bool {
	if len(toks) == 0 {
		return true
	}
	if gap := toks[0].gap; gap > 0 {
		for skip := 0; skip <= gap && i+skip <= len(ws); skip++ {
			if matchAt(toks[1:], ws, i+skip) {
				return true
			}
		}
		return false
	}
	if i >= len(ws) || !wordMatch(toks[0], ws[i]) {
		return false
	}
	return matchAt(toks[1:], ws, i+1)
}

// gapLen reports whether tok is a gap token and how many words it skips.
func gapLen(tok string) (int, bool) {
	rest, ok := strings.CutPrefix(tok, "…")
	if !ok {
		return 0, false
	}
	if len(rest) == 1 && rest[0] >= '0' && rest[0] <= '9' {
		return int(rest[0] - '0'), true
	}
	return maxGap, rest == ""
}

func wordMatch(k tok, w string) bool {
	switch {
	case k.number:
		for _, r := range w {
			if !unicode.IsDigit(r) {
				return false
			}
		}
		return w != ""
	case k.prefix:
		return strings.HasPrefix(w, k.lit)
	default:
		return k.lit == w
	}
}
