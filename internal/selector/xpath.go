package selector

import (
	"math"
	"regexp"
	"strings"
)

// XPath is rated by inspecting its location steps and their predicates, not by a full
// XPath 1.0 parser: recorders emit a handful of shapes (absolute paths, id-anchored
// relative paths, contains(text(), …), (//a[…])[1]) and a step/predicate split serves
// them. This is the one place the package tokenises by hand.

var (
	xpathIDFuncRe = regexp.MustCompile(`^id\(\s*["']([^"']+)["']\s*\)`)
	xpathAttrRe   = regexp.MustCompile(`@([A-Za-z_][A-Za-z0-9_.:-]*)\s*(?:=|,)\s*["']([^"']*)["']`)
	xpathTextRe   = regexp.MustCompile(`text\(\)|contains\(\s*\.|normalize-space\(|string\(\s*\.`)
	xpathIndexRe  = regexp.MustCompile(`\[\s*\d+\s*\]|\[\s*(?:last|position)\(\)`)
	xpathStringRe = regexp.MustCompile(`["']([^"']*)["']`)
)

func xpathCandidate(x string) (Candidate, bool) {
	x = strings.TrimSpace(x)
	if x == "" {
		return Candidate{Kind: KindXPath, Value: "xpath="}, false
	}
	st, ok := scoreXPath(x)
	return Candidate{Kind: KindXPath, Value: "xpath=" + x, Stability: round3(st)}, ok
}

// scoreXPath rates an XPath: the strongest anchor among its steps (an id, a test
// attribute, name, aria-label, text, href) is discounted by every step after it (×0.85,
// ×0.75 more when positional); a path with no anchor starts at 0.3 (relative) or 0.2
// (absolute) and loses the same for every step.
func scoreXPath(x string) (float64, bool) {
	outer := 1.0
	if strings.HasPrefix(x, "(") { // (//a[…])[1]
		if end := matchingParen(x, 0); end > 0 {
			rest := strings.TrimSpace(x[end+1:])
			if rest != "" && !xpathIndexRe.MatchString(rest) {
				return 0, false
			}
			if rest != "" {
				outer = 0.85
			}
			x = x[1:end]
		}
	}
	idAnchor := 0.0
	base := 0.3
	if m := xpathIDFuncRe.FindStringSubmatch(x); m != nil {
		r := rateID(m[1])
		idAnchor = r.ident * r.surv * 0.95
		x = x[len(m[0]):]
	} else if strings.HasPrefix(x, "/") && !strings.HasPrefix(x, "//") || strings.HasPrefix(x, "html") {
		base = 0.2
	}
	steps := xpathSteps(x)
	if len(steps) == 0 && idAnchor == 0 {
		return 0, false
	}
	// after[i] is what the steps after step i cost; a step costs ×0.85, ×0.75 more when
	// positional.
	after := make([]float64, len(steps)+1)
	after[len(steps)] = 1
	for i := len(steps) - 1; i >= 0; i-- {
		f := 0.85
		if xpathIndexRe.MatchString(steps[i]) {
			f *= 0.75
		}
		after[i] = after[i+1] * f
	}
	best := base * after[0]
	if idAnchor > 0 {
		best = idAnchor * after[0]
	}
	for i, st := range steps {
		if a := stepAnchor(st); a > 0 {
			best = math.Max(best, a*after[i+1])
		}
	}
	return best * outer, true
}

// stepAnchor rates the predicates of one location step as an anchor (ident × surv).
func stepAnchor(step string) float64 {
	best := 0.0
	for _, m := range xpathAttrRe.FindAllStringSubmatch(step, -1) {
		name, v := strings.ToLower(m[1]), m[2]
		var a float64
		switch {
		case testAttributes[name]:
			a = 0.95
		case name == "id":
			r := rateID(v)
			a = r.ident * r.surv * 0.95
		case name == "name" || name == "aria-label":
			a = 0.8
		case name == "placeholder" || name == "title" || name == "alt":
			a = 0.7
		case name == "href":
			a = 0.55
			if variableValue(v) {
				a = 0.35
			}
		case name == "value":
			a = 0.5
		case name == "class":
			a = 0.3
		default:
			a = 0.4
		}
		best = math.Max(best, a)
	}
	if xpathTextRe.MatchString(step) {
		a := 0.6
		for _, m := range xpathStringRe.FindAllStringSubmatch(step, -1) {
			if strings.ContainsAny(m[1], "0123456789") {
				a *= 0.75
				break
			}
		}
		best = math.Max(best, a)
	}
	return best
}

// xpathSteps splits an XPath into location steps at "/" outside predicates, parentheses
// and strings; "//" gives no empty step.
func xpathSteps(x string) []string {
	var steps []string
	depth, start := 0, 0
	var quote byte
	for i := 0; i < len(x); i++ {
		c := x[i]
		switch {
		case quote != 0:
			if c == quote {
				quote = 0
			}
		case c == '"' || c == '\'':
			quote = c
		case c == '[' || c == '(':
			depth++
		case c == ']' || c == ')':
			if depth > 0 {
				depth--
			}
		case c == '/' && depth == 0:
			if s := strings.TrimSpace(x[start:i]); s != "" {
				steps = append(steps, s)
			}
			start = i + 1
		}
	}
	if s := strings.TrimSpace(x[start:]); s != "" {
		steps = append(steps, s)
	}
	return steps
}

// matchingParen returns the index of the ")" that closes the "(" at s[i], or -1.
func matchingParen(s string, i int) int {
	depth := 0
	var quote byte
	for ; i < len(s); i++ {
		c := s[i]
		switch {
		case quote != 0:
			if c == quote {
				quote = 0
			}
		case c == '"' || c == '\'':
			quote = c
		case c == '(':
			depth++
		case c == ')':
			depth--
			if depth == 0 {
				return i
			}
		}
	}
	return -1
}
