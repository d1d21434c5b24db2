package selector

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// strongIdent is the identifying power (see rating) from which one compound is an anchor
// on its own: a stable id, a test attribute, name, aria-label, href, placeholder.
const strongIdent = 0.7

// meaningfulIdent is the identifying power of a compound worth keeping when there is no
// anchor: a component tag (app-basket), a stable class, a text pseudo-class.
const meaningfulIdent = 0.4

// Stabilise rewrites a CSS selector into its stable core (SPEC §9): it drops generated and
// hashed class names, utility and state classes, framework-generated ids and attributes,
// positional pseudo-classes (:nth-child, :first-of-type) and anonymous structural steps.
//
//   - If the subject (the last compound) has an anchor (a stable id, test attribute, name,
//     aria-label, href or placeholder), the result is the subject's tag and its best
//     anchor: "html > body > div:nth-child(3) > form > input#email" → "input#email";
//     "input.flex.h-10…[id="firstName"][name="firstName"]" → "input[id="firstName"]";
//     after the nearest ancestor that names one record among alike ones by a data
//     attribute (scopes): "tr[data-instance='web-prod-1'] button[data-testid='row-stop']"
//     stays as it is.
//   - Else, if an ancestor has one, the result is that ancestor's tag and anchor, a
//     descendant combinator and the subject's stable parts: "#cancelOrder > div > h4" →
//     "#cancelOrder h4".
//   - Else the nearest meaningful compounds are kept: "app-basket > div > a" → "app-basket a",
//     "tr:nth-child(2) .Button" → ".Button".
//
// Each part is kept as it was written (quotes, escapes). A "css=" or "pierce/" prefix is
// dropped; shadow hops ("a >> b", "a >>> b") are stabilised one by one and joined with
// " >> ". A selector list is stabilised member by member. The result is false, with "",
// when nothing stable remains ("div.active img", "li:nth-of-type(2) > a",
// "#rso > .MjjYud:nth-child(1) .LC20lb") or s is not a CSS selector.
func Stabilise(s string) (string, bool) {
	hops := splitHops(trimSpace(s))
	out := make([]string, 0, len(hops))
	for _, h := range hops {
		h = stripCSSPrefix(h)
		st, ok := stabiliseCSS(h)
		if !ok {
			return "", false
		}
		out = append(out, st)
	}
	res := trimSpace(strings.Join(out, " >> "))
	if Dead(res) { // what is left is a placeholder ("XXXX#A000") or no locator at all
		return "", false
	}
	return res, true
}

// trimSpace trims the white space at both ends of a selector, but not an escaped one at
// its end: "#a\ " keeps its name "a ", while "#\0 " (a hex escape and the space that ends
// it) becomes "#\0". Every trim in this package goes through it, so that what Stabilise
// writes stabilises to itself.
func trimSpace(s string) string {
	s = strings.TrimLeftFunc(s, unicode.IsSpace)
	for {
		r, size := utf8.DecodeLastRuneInString(s)
		if size == 0 || !unicode.IsSpace(r) {
			return s
		}
		if escaped(s, len(s)-size) {
			return s
		}
		s = s[:len(s)-size]
	}
}

func stripCSSPrefix(s string) string {
	for _, p := range []string{"css=", "pierce/", "css:"} {
		if len(s) >= len(p) && strings.EqualFold(s[:len(p)], p) {
			return trimSpace(s[len(p):])
		}
	}
	return s
}

func stabiliseCSS(s string) (string, bool) {
	group, err := parseGroup(s)
	if err != nil {
		return "", false
	}
	var outs []string
	seen := map[string]bool{}
	for _, c := range group {
		if o, ok := stabiliseComplex(c); ok && !seen[o] {
			seen[o] = true
			outs = append(outs, o)
		}
	}
	if len(outs) == 0 {
		return "", false
	}
	out := strings.Join(outs, ", ")
	if _, err := parseGroup(out); err != nil {
		return "", false
	}
	return out, true
}

func stabiliseComplex(c complexSel) (string, bool) {
	n := len(c.compounds)
	clean := make([]compound, n)
	for i, cp := range c.compounds {
		clean[i] = cleanCompound(cp)
	}
	sub := clean[n-1]
	if rateCompound(sub).ident >= strongIdent {
		for i := n - 2; i >= 0; i-- {
			if scopes(clean[i]) {
				// "tr[data-instance='web-prod-1'] button[data-testid='row-stop']": the row
				// says which of the rows' alike buttons
				return descendant(render(clean[i]), render(tight(sub))), true
			}
		}
		return render(tight(sub)), true
	}
	for i := n - 2; i >= 0; i-- {
		if rateCompound(clean[i]).ident >= strongIdent {
			if len(sub.parts) == 0 {
				return "", false
			}
			return descendant(render(tight(clean[i])), render(sub)), true
		}
	}
	if len(sub.parts) > 0 && rateCompound(sub).ident >= meaningfulIdent {
		return render(sub), true
	}
	for i := n - 2; i >= 0; i-- {
		if len(clean[i].parts) > 0 && rateCompound(clean[i]).ident >= meaningfulIdent {
			if len(sub.parts) == 0 {
				return "", false
			}
			return descendant(render(clean[i]), render(sub)), true
		}
	}
	return "", false
}

// scopes reports whether a compound names one record among alike ones, as a row, an item
// or a card of a list does by a data attribute that is no test attribute
// ("tr[data-instance='web-prod-1']", "li[data-id='42']", "[data-sku='B07X']"): the
// elements within it (a row's "Stop" button) are found alike in every such record, so a
// selector keeps the compound before them.
func scopes(cp compound) bool {
	for _, pt := range cp.parts {
		if pt.kind == partAttr && pt.op == "=" && pt.value != "" && strings.HasPrefix(pt.name, "data-") && !testAttributes[pt.name] {
			return true
		}
	}
	return false
}

// cleanCompound keeps the parts of cp that survive a redesign: the tag, stable ids and
// class names, attributes with stable names and values (prefix matches too: they are how
// a generated suffix is left out), text pseudo-classes.
func cleanCompound(cp compound) compound {
	var out compound
	for _, pt := range cp.parts {
		keep := false
		switch pt.kind {
		case partType:
			keep = true
		case partID:
			keep = classifyName(pt.name, false) == nameStable
		case partClass:
			keep = classifyName(pt.name, true) == nameStable
		case partAttr:
			keep = pt.op != "" && pt.value != "" && !generatedAttr(pt.name) &&
				pt.name != "class" && pt.name != "style" &&
				(pt.op != "=" || classifyName(pt.value, false) != nameGenerated || pt.name == "href" && !variableValue(pt.value))
		case partPseudo:
			keep = textPseudos[pt.name]
		}
		if keep {
			out.parts = append(out.parts, pt)
		}
	}
	return out
}

// tight keeps a strong compound's tag and its best anchor, and the second best when the
// best alone identifies weakly (two prefix matches, [id^="a-"][id$="-input"]); every
// other part is one more thing that can break.
func tight(cp compound) compound {
	best, second := -1, -1
	score := func(i int) float64 { r := ratePart(cp.parts[i]); return r.ident * r.surv }
	for i, pt := range cp.parts {
		if pt.kind == partType || ratePart(pt).ident < strongIdent {
			continue
		}
		switch {
		case best < 0 || score(i) > score(best):
			best, second = i, best
		case second < 0 || score(i) > score(second):
			second = i
		}
	}
	if best < 0 {
		return cp
	}
	var out compound
	for i, pt := range cp.parts {
		if i == 0 && pt.kind == partType || i == best || i == second && ratePart(cp.parts[best]).ident < 0.9 {
			out.parts = append(out.parts, pt)
		}
	}
	return out
}

// descendant joins an ancestor and a subject with a descendant combinator. A hex escape at
// the ancestor's end ("#\:r\0") would take the one space as its own end and fuse the two
// into one compound, so it gets a second.
func descendant(anc, sub string) string {
	if openHexEscape(anc) {
		return anc + "  " + sub
	}
	return anc + " " + sub
}

// openHexEscape reports whether s ends in a CSS hex escape of 1–6 digits that one white
// space after it would end (CSS Syntax §4.3.7): "\0", "a\31", not "\\0" (an escaped
// backslash and a digit) nor "\0000001" (the escape ended after six digits).
func openHexEscape(s string) bool {
	i := len(s)
	for i > 0 && isHex(s[i-1]) {
		i--
	}
	digits := len(s) - i
	if digits == 0 || digits > 6 {
		return false
	}
	return escaped(s, i)
}

// escaped reports whether s[i] is escaped: an odd count of backslashes in a row before it.
func escaped(s string, i int) bool {
	n := 0
	for k := i - 1; k >= 0 && s[k] == '\\'; k-- {
		n++
	}
	return n%2 == 1
}

func render(cp compound) string {
	var b strings.Builder
	for _, pt := range cp.parts {
		b.WriteString(pt.raw)
	}
	return b.String()
}
