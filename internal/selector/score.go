package selector

import (
	"math"
	"strings"
)

// rating is what one piece of a selector contributes: ident, how well it singles out one
// element (0–1), and surv, how likely it is to still match after a redesign (0–1).
type rating struct{ ident, surv float64 }

// The ratings below encode SPEC §9: test attributes, stable ids, name, aria-label, href
// and role-like attributes identify and survive; generated class names and ids,
// positional pseudo-classes and utility chains do not.
var (
	rateTag       = rating{0.15, 0.97}
	rateCustomTag = rating{0.45, 0.93} // app-basket, outer-element: component names
	rateRootTag   = rating{0.05, 0.99} // html, body
	rateUniversal = rating{0, 1}

	rateIDStable     = rating{0.95, 0.95}
	rateIDObfuscated = rating{0.9, 0.35}
	rateIDGenerated  = rating{0.9, 0.15}

	rateClassStable    = rating{0.45, 0.85}
	rateClassState     = rating{0.1, 0.55}
	rateClassUtility   = rating{0.05, 0.75}
	rateClassFramework = rating{0.2, 0.7}
	rateClassGenerated = rating{0.3, 0.15}

	ratePositional  = rating{0.3, 0.5}   // :nth-child(3), :nth-of-type(2)
	rateFirstLast   = rating{0.25, 0.65} // :first-child, :last-of-type
	rateTextPseudo  = rating{0.6, 0.75}  // :has-text("Sign in"), :contains("x")
	rateLogical     = rating{0.1, 0.85}  // :not(), :is(), :where(), :has()
	rateStatePseudo = rating{0.05, 0.85} // :hover, :checked, :visible
	rateElement     = rating{0, 0.9}     // ::before

	// combSurv is the survival of a combinator: a child step (">") breaks when a wrapper
	// element is added, a sibling step more often.
	combSurv = map[string]float64{" ": 0.98, ">": 0.92, "+": 0.8, "~": 0.85}
)

var positionalPseudos = toSet("nth-child", "nth-last-child", "nth-of-type", "nth-last-of-type", "nth")
var firstLastPseudos = toSet("first-child", "last-child", "only-child", "first-of-type", "last-of-type", "only-of-type", "first", "last")
var textPseudos = toSet("contains", "has-text", "text", "text-is", "text-matches", "-soup-contains", "icontains")
var logicalPseudos = toSet("not", "is", "where", "has", "matches", "any", "-webkit-any", "-moz-any")

func ratePart(pt part) rating {
	switch pt.kind {
	case partType:
		switch {
		case pt.name == "html" || pt.name == "body":
			return rateRootTag
		case strings.Contains(pt.name, "-"):
			return rateCustomTag
		}
		return rateTag
	case partUniversal:
		return rateUniversal
	case partID:
		return rateID(pt.name)
	case partClass:
		switch classifyName(pt.name, true) {
		case nameState:
			return rateClassState
		case nameUtility:
			return rateClassUtility
		case nameFramework:
			return rateClassFramework
		case nameGenerated:
			return rateClassGenerated
		}
		return rateClassStable
	case partAttr:
		return rateAttr(pt)
	case partPseudo:
		switch {
		case positionalPseudos[pt.name]:
			return ratePositional
		case firstLastPseudos[pt.name]:
			return rateFirstLast
		case textPseudos[pt.name]:
			return rateTextPseudo
		case logicalPseudos[pt.name]:
			return rateLogical
		}
		return rateStatePseudo
	}
	return rateElement
}

func rateID(id string) rating {
	switch {
	case classifyName(id, false) != nameGenerated:
		return rateIDStable
	case obfuscated(id):
		return rateIDObfuscated
	}
	return rateIDGenerated
}

// rateAttr rates an attribute selector by the attribute's name, its matcher and whether
// its value looks generated.
func rateAttr(pt part) rating {
	name, v := pt.name, pt.value
	if generatedAttr(name) {
		return rating{0.05, 0.2}
	}
	if pt.op == "" || v == "" { // presence: [disabled], [data-testid]
		if testAttributes[name] {
			return rating{0.2, 0.9}
		}
		return rating{0.1, 0.9}
	}
	exact := pt.op == "="
	generated := classifyName(v, false) == nameGenerated
	var r rating
	switch {
	case testAttributes[name]:
		r = rating{1, 0.98}
		if generated {
			r = rating{0.9, 0.4}
		}
	case name == "id":
		r = rateID(v)
	case name == "name":
		r = rating{0.85, 0.93}
		if generated {
			r = rating{0.8, 0.3}
		}
	case name == "aria-label":
		r = rating{0.85, 0.85}
	case name == "aria-labelledby" || name == "aria-describedby" || name == "aria-controls" || name == "for":
		r = rating{0.6, rateID(v).surv}
	case name == "href":
		r = rating{0.8, 0.8}
		if !exact {
			r = rating{0.7, 0.88}
		}
		if variableValue(v) {
			r.surv *= 0.6
		}
	case name == "placeholder" || name == "title" || name == "alt" || name == "label" || name == "value":
		r = rating{0.7, 0.8}
	case name == "role":
		r = rating{0.35, 0.95}
	case name == "type":
		r = rating{0.25, 0.97}
	case name == "src" || name == "action":
		r = rating{0.6, 0.6}
	case name == "class" || name == "style":
		r = rating{0.4, 0.3}
		if !exact {
			r = rating{0.4, 0.75} // [class*="Button_"]: the stable part of a module class
		}
	case strings.HasPrefix(name, "data-") || strings.HasPrefix(name, "aria-"):
		r = rating{0.6, 0.8}
		if generated {
			r = rating{0.6, 0.35}
		}
	default:
		r = rating{0.5, 0.8}
	}
	if !exact && name != "href" && name != "class" {
		r.ident *= 0.8
		if r.surv < 0.85 && !generated {
			r.surv = 0.85 // a prefix match ([id^="user-"]) is how a generated suffix is dropped
		}
	}
	return r
}

// rateCompound combines the parts of a compound: any part singles the element out; every
// part must survive.
func rateCompound(c compound) rating {
	miss, surv := 1.0, 1.0
	for _, pt := range c.parts {
		r := ratePart(pt)
		miss *= 1 - r.ident
		surv *= r.surv
	}
	return rating{1 - miss, surv}
}

// rateComplex rates a complex selector: the subject (last compound) identifies; an
// ancestor anchor helps less (×0.6); every compound and combinator must survive; chains of
// more than four compounds lose another 10 % per extra step.
func rateComplex(c complexSel) rating {
	n := len(c.compounds)
	sub := rateCompound(c.compounds[n-1])
	anc, surv := 0.0, sub.surv
	for _, cp := range c.compounds[:n-1] {
		r := rateCompound(cp)
		anc = math.Max(anc, r.ident)
		surv *= r.surv
	}
	for _, cb := range c.combs {
		surv *= combSurv[cb]
	}
	if n > 4 {
		surv *= math.Pow(0.9, float64(n-4))
	}
	return rating{sub.ident + (1-sub.ident)*anc*0.6, surv}
}

// rateCSS rates a selector list: the best of its members.
func rateCSS(s string) (rating, bool) {
	group, err := parseGroup(s)
	if err != nil {
		return rating{}, false
	}
	var best rating
	for _, c := range group {
		if r := rateComplex(c); r.ident*r.surv > best.ident*best.surv {
			best = r
		}
	}
	return best, true
}

func round3(x float64) float64 {
	if x <= 0 || math.IsNaN(x) {
		return 0
	}
	if x >= 1 {
		return 1
	}
	return math.Round(x*1000) / 1000
}
