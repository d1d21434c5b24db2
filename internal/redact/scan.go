package redact

import (
	"regexp"
	"slices"
	"strings"
)

// apply runs p over every piece that is not fixed; p returns nil when it changes nothing.
func apply(segs []seg, p func(string) []seg) []seg {
	var out []seg
	for i, sg := range segs {
		if sg.fixed || sg.s == "" {
			if out != nil {
				out = append(out, sg)
			}
			continue
		}
		repl := p(sg.s)
		if repl == nil {
			if out != nil {
				out = append(out, sg)
			}
			continue
		}
		if out == nil {
			out = append(make([]seg, 0, len(segs)+len(repl)), segs[:i]...)
		}
		out = append(out, repl...)
	}
	if out == nil {
		return segs
	}
	return out
}

func join(segs []seg) string {
	if len(segs) == 1 {
		return segs[0].s
	}
	n := 0
	for _, sg := range segs {
		n += len(sg.s)
	}
	var b strings.Builder
	b.Grow(n)
	for _, sg := range segs {
		b.WriteString(sg.s)
	}
	return b.String()
}

// builder collects the pieces of one string as passes replace parts of it.
type builder struct {
	s    string
	out  []seg
	last int
}

// add replaces s[i:j] with repl, fixed; it refuses ranges that overlap an earlier one.
func (b *builder) add(i, j int, repl string) bool {
	if i < b.last || j <= i {
		return false
	}
	b.out = append(b.out, seg{s: b.s[b.last:i]}, seg{s: repl, fixed: true})
	b.last = j
	return true
}

// done returns the pieces, or nil when nothing was replaced.
func (b *builder) done() []seg {
	if b.out == nil {
		return nil
	}
	return append(b.out, seg{s: b.s[b.last:]})
}

// anchor compiles re anchored at the start of the text. Passes find candidate positions by
// a cheap scan for literals and run the anchored expression only there: Go's regexp has no
// DFA, and running the unanchored expressions over a megabyte page snapshot is 100× slower.
func anchor(re *regexp.Regexp) *regexp.Regexp {
	return regexp.MustCompile(`^(?:` + re.String() + `)`)
}

// matchAt runs the anchored re on s[i:i+window] and returns its submatch indexes in s, or
// nil. The window bounds the work: Go's backtracker clears state in proportion to the
// length of its input on every call. It must exceed the longest match by one byte, so that
// a trailing \b sees the next byte.
func matchAt(re *regexp.Regexp, s string, i, window int) []int {
	end := len(s)
	if i+window < end {
		end = i + window
	}
	m := re.FindStringSubmatchIndex(s[i:end])
	for k := range m {
		if m[k] >= 0 {
			m[k] += i
		}
	}
	return m
}

// maxFinderLits is the most literals a finder looks for: its positions are an array, so
// that a finder lives on the stack of the pass that uses it (a redaction runs a few
// finders over every text of a trace).
const maxFinderLits = 48

// finder yields the positions of any of a few literals in a text, in increasing order.
type finder struct {
	hay  string
	lits []string
	pos  [maxFinderLits]int // next occurrence of each literal at or after the last from, -1 when none
}

// newFinder returns a finder of up to maxFinderLits literals in hay; it panics with more
// (a programmer's error: the lists are the package's own).
func newFinder(hay string, lits ...string) finder {
	if len(lits) > maxFinderLits {
		panic("redact: a finder of more than 48 literals")
	}
	f := finder{hay: hay, lits: lits}
	for k := range lits {
		f.pos[k] = -2
	}
	return f
}

// nextWord returns the first position ≥ from where a literal starts a word of s (wordStart;
// s is the text f's hay was made from, of the same length), or -1.
func (f *finder) nextWord(s string, from int) int {
	for {
		i := f.next(from)
		if i < 0 || wordStart(s, i) {
			return i
		}
		from = i + 1
	}
}

// next returns the first position ≥ from where a literal starts, or -1.
func (f *finder) next(from int) int {
	best := -1
	for k, l := range f.lits {
		p := f.pos[k]
		if p == -1 {
			continue
		}
		if p < from {
			if from > len(f.hay) {
				f.pos[k] = -1
				continue
			}
			i := strings.Index(f.hay[from:], l)
			if i < 0 {
				f.pos[k] = -1
				continue
			}
			p = from + i
			f.pos[k] = p
		}
		if best < 0 || p < best {
			best = p
		}
	}
	return best
}

// labelMatches runs the anchored re (within window bytes) at each word start of s where
// one of the literals of lists begins in low (s lower-cased in ASCII, of its length): each
// list is one finder's, as one holds at most maxFinderLits. visit gets the match at p and
// returns where to look on from, or -1 for the next byte after p. The lists are read one
// after the other, so what they find is not in the text's order: a pass masks it through
// maskSpans, which sorts it.
func labelMatches(s, low string, lists [][]string, re *regexp.Regexp, window int, visit func(p int, m []int) int) {
	for _, lits := range lists {
		if !containsAny(low, lits...) {
			continue
		}
		f := newFinder(low, lits...)
		for from := 0; ; {
			p := f.nextWord(s, from)
			if p < 0 {
				break
			}
			from = p + 1
			if m := matchAt(re, s, p, window); m != nil {
				if next := visit(p, m); next > from {
					from = next
				}
			}
		}
	}
}

// isWord reports whether c is an ASCII letter, digit or underscore (regexp's \w).
func isWord(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_'
}

// wordStart reports whether a word may start at s[i] (regexp's \b before a word byte).
func wordStart(s string, i int) bool { return i == 0 || !isWord(s[i-1]) }

// span is a value a pass found, s[i:j], and the class it is masked as.
type span struct {
	i, j  int
	class string
}

// appendMatches appends to spans, as class, group g of each match of re in s (g 0: the
// whole match).
func appendMatches(spans []span, re *regexp.Regexp, s string, g int, class string) []span {
	for _, m := range re.FindAllStringSubmatchIndex(s, -1) {
		if m[2*g] >= 0 {
			spans = append(spans, span{m[2*g], m[2*g+1], class})
		}
	}
	return spans
}

// maskSpans masks the spans of s in the order of the text (a later one that overlaps one
// taken is left), for passes that find values by several expressions.
func (r *Redactor) maskSpans(s string, spans []span) []seg {
	if len(spans) == 0 {
		return nil
	}
	slices.SortFunc(spans, func(a, b span) int { return a.i - b.i })
	b := builder{s: s}
	for _, f := range spans {
		b.add(f.i, f.j, r.mask(s[f.i:f.j], f.class))
	}
	return b.done()
}
