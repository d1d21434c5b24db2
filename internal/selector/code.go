package selector

import (
	"math"
	"regexp"
	"strings"
)

// Playwright code, as Playwright MCP and codegen record it:
//
//	await page.getByRole('button', { name: 'Alle akzeptieren' }).click();
//	page.locator('iframe[name="trustarc_cm"]').contentFrame().getByRole('button', { name: 'Accept All' })
//
// is read as a chain of calls; locator calls become hops, action calls end the chain. Only
// string literals and the name/exact options are understood, which is all recorders write.

// isPlaywrightCode reports whether s starts as Playwright code does (playwrightCodeRe). The
// regular expression runs only on text that holds "(" and "getBy" or "ocator" (locator,
// frameLocator), as every match does: most selectors are plain CSS.
func isPlaywrightCode(s string) bool {
	return strings.IndexByte(s, '(') >= 0 && (strings.Contains(s, "getBy") || strings.Contains(s, "ocator")) &&
		playwrightCodeRe.MatchString(s)
}

var playwrightCodeRe = regexp.MustCompile(`^(?:await\s+)?(?:[A-Za-z_$][\w$]*\s*(?:\(\s*\))?\s*\.\s*)*(?:getBy(?:Role|Text|Label|Placeholder|TestId|AltText|Title)|locator|frameLocator)\s*\(`)

type jsCall struct {
	name string
	args []string
}

// parseCode reads a Playwright locator expression.
func parseCode(t string) (Candidate, bool) {
	dead := Candidate{Kind: KindCSS, Value: t}
	calls, ok := jsCalls(t)
	if !ok {
		return dead, false
	}
	var hops []Candidate
	positional := 1.0
	for _, c := range calls {
		arg, literal := "", false
		if len(c.args) > 0 {
			arg, literal = jsString(c.args[0])
		}
		if strings.HasPrefix(c.name, "getBy") || c.name == "locator" || c.name == "frameLocator" {
			if !literal && !(c.name == "getByText" || c.name == "getByRole") || arg == "" {
				return dead, false // a variable or an expression: nothing to store
			}
		}
		var h Candidate
		var ok bool
		switch c.name {
		case "getByRole":
			name, exact := jsOption(c.args, "name")
			h, ok = roleCandidate(arg, name)
			if !exact {
				h.Stability = round3(h.Stability * 0.95)
			}
		case "getByText":
			h, ok = textCandidate(arg, 0.7)
		case "getByLabel":
			h, ok = labelCandidate(arg)
		case "getByPlaceholder":
			h, ok = cssCandidate("[placeholder=" + quoteCSS(arg) + "]")
		case "getByAltText":
			h, ok = cssCandidate("[alt=" + quoteCSS(arg) + "]")
		case "getByTitle":
			h, ok = cssCandidate("[title=" + quoteCSS(arg) + "]")
		case "getByTestId":
			h, ok = cssCandidate("[data-testid=" + quoteCSS(arg) + "]")
		case "locator", "frameLocator":
			h, ok = parseLocator(arg)
		case "contentFrame", "owner", "filter", "and", "or":
			continue
		case "first", "last", "nth":
			positional *= 0.7
			continue
		default: // an action: click(), fill(…), press(…), …
			if len(hops) == 0 {
				return dead, false
			}
			continue
		}
		if !ok {
			return dead, false
		}
		hops = append(hops, h)
	}
	if len(hops) == 0 {
		return dead, false
	}
	last := hops[len(hops)-1]
	vals := make([]string, len(hops))
	surv := positional
	for i, h := range hops {
		vals[i] = h.Value
		if i < len(hops)-1 {
			surv *= hopSurvival(h)
		}
	}
	if last.Value, ok = joinHops(vals); !ok {
		return dead, false
	}
	last.Stability = round3(last.Stability * surv * math.Pow(0.95, float64(len(hops)-1)))
	return last, true
}

// jsCalls splits "await page.a(x).b(y, z)" into the calls a and b with their raw
// arguments; a receiver without parentheses (page, frame, this) is skipped.
func jsCalls(s string) ([]jsCall, bool) {
	s = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(s), ";"))
	s = strings.TrimSpace(strings.TrimPrefix(s, "await "))
	var calls []jsCall
	i := 0
	for i < len(s) {
		for i < len(s) && (s[i] == ' ' || s[i] == '\n' || s[i] == '\t' || s[i] == '.') {
			i++
		}
		j := i
		for j < len(s) && (isLetter(s[j]) || s[j] == '_' || s[j] == '$' || j > i && s[j] >= '0' && s[j] <= '9') {
			j++
		}
		if j == i {
			return nil, false
		}
		name := s[i:j]
		for j < len(s) && s[j] == ' ' {
			j++
		}
		if j >= len(s) || s[j] == '.' {
			i = j // a receiver
			continue
		}
		if s[j] != '(' {
			return nil, false
		}
		end := closeParen(s, j)
		if end < 0 {
			return nil, false
		}
		calls = append(calls, jsCall{name: name, args: splitArgs(s[j+1 : end])})
		i = end + 1
	}
	return calls, len(calls) > 0
}

// walkUnquoted calls visit with the index of every byte of s from from on that stands outside
// a JS or CSS string literal ('…', "…", `…`, with backslash escapes). visit returns the index
// to go on from: its argument to go on normally, a larger one to skip, len(s) to stop.
func walkUnquoted(s string, from int, visit func(i int) int) {
	var quote byte
	for i := from; i < len(s); i++ {
		c := s[i]
		switch {
		case quote != 0:
			if c == '\\' {
				i++
			} else if c == quote {
				quote = 0
			}
		case c == '"' || c == '\'' || c == '`':
			quote = c
		default:
			i = visit(i)
		}
	}
}

// closeParen returns the index of the ")" closing the "(" at s[i], skipping JS strings.
func closeParen(s string, i int) int {
	depth, end := 0, -1
	walkUnquoted(s, i, func(j int) int {
		switch s[j] {
		case '(', '{', '[':
			depth++
		case ')', '}', ']':
			if depth--; depth == 0 {
				end = j
				return len(s)
			}
		}
		return j
	})
	return end
}

// splitArgs splits call arguments at top-level commas.
func splitArgs(s string) []string {
	var out []string
	depth, start := 0, 0
	walkUnquoted(s, 0, func(i int) int {
		switch s[i] {
		case '(', '{', '[':
			depth++
		case ')', '}', ']':
			depth--
		case ',':
			if depth == 0 {
				out = append(out, strings.TrimSpace(s[start:i]))
				start = i + 1
			}
		}
		return i
	})
	if rest := strings.TrimSpace(s[start:]); rest != "" {
		out = append(out, rest)
	}
	return out
}

// jsString reads a JS string literal ('x', "x", `x`) or a regular expression literal
// (/x/i, read as its source, not exact).
func jsString(s string) (string, bool) {
	s = strings.TrimSpace(s)
	if len(s) < 2 {
		return s, false
	}
	q := s[0]
	if q == '/' {
		if end := strings.LastIndexByte(s, '/'); end > 0 {
			return s[1:end], false
		}
		return s, false
	}
	if (q != '\'' && q != '"' && q != '`') || s[len(s)-1] != q {
		return s, false
	}
	var b strings.Builder
	body := s[1 : len(s)-1]
	for i := 0; i < len(body); i++ {
		c := body[i]
		if c == '\\' && i+1 < len(body) {
			i++
			switch body[i] {
			case 'n':
				b.WriteByte('\n')
			case 't':
				b.WriteByte('\t')
			default:
				b.WriteByte(body[i])
			}
			continue
		}
		b.WriteByte(c)
	}
	return b.String(), true
}

// jsOption returns the string value of key in the options object among args
// ({ name: 'Sign in', exact: true }) and whether the match is exact.
func jsOption(args []string, key string) (string, bool) {
	for _, a := range args[min(1, len(args)):] {
		a = strings.TrimSpace(a)
		if !strings.HasPrefix(a, "{") || !strings.HasSuffix(a, "}") {
			continue
		}
		val, exact := "", false
		for _, kv := range splitArgs(a[1 : len(a)-1]) {
			k, v, ok := strings.Cut(kv, ":")
			if !ok {
				continue
			}
			switch strings.Trim(strings.TrimSpace(k), `"'`) {
			case key:
				val, _ = jsString(v)
			case "exact":
				exact = strings.TrimSpace(v) == "true"
			}
		}
		return val, exact
	}
	return "", false
}
