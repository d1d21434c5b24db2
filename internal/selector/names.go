package selector

import (
	"regexp"
	"strings"
	"sync"
)

// nameClass says how a class name, id or attribute value came to be, which decides whether
// it survives a redesign (SPEC §9).
type nameClass int

const (
	nameStable    nameClass = iota // chosen by a developer: "login_field", "checkpoint", "navBasketItems"
	nameState                      // says a state, not an identity: "active", "is-open", "ng-touched"
	nameUtility                    // a styling utility: "flex", "h-10", "px-3", "text-sm"
	nameFramework                  // a framework's fixed name, shared by every instance: "mat-mdc-button-touch-target", "MuiSelect-root"
	nameGenerated                  // hashed or counted by a build or a runtime: "sc-bdfBwQ", "css-1x2y3z", ":r1:", "ember123"
)

var (
	// generatedPrefixRe matches the starts of names that build tools and frameworks
	// generate; generated adds the checks that may match anywhere in a name.
	generatedPrefixRe = regexp.MustCompile(`^(?:` +
		`ember\d+$|ext-(?:gen|comp)-?\d+|yui_[\d_]+|ui-id-\d+$|gwt-uid-\d+$|j_idt\d+` +
		`|react-select-\d+-|headlessui-[a-z-]+-(?:\d+|:)|radix-|mui-\d+|downshift-\d+` +
		`|(?:mat|cdk)-[a-z-]+-\d+$|rc-[a-z]+-\d+|__BVID__\d+|vs\d+__|input-v-\d+` +
		`|(?:input|field|el|id|item|elem|element|text|select|checkbox|radio|tab|panel|option|menu|dropdown|popover|tooltip|dialog|modal)[-_]?\d+$` +
		`|sc-[a-zA-Z]{4,}|css-[a-z0-9]{4,}|emotion-\d+|jss\d+$|makeStyles-[a-zA-Z]+-\d+$` +
		`|svelte-[a-z0-9]{5,}$|astro-[A-Za-z0-9]{6,}$|ng-tns-c\d+-\d+$|_ng(?:content|host)-` +
		`|_[A-Za-z0-9]{5,8}$` + // CSS modules: _3xYz1
		`|[0-9a-f]{8}-[0-9a-f]{4}-)`) // UUIDs

	// stateRe matches state classes; stateSuffixes end BEM-style state modifiers.
	stateRe       = regexp.MustCompile(`^(?:active|selected|open|opened|closed|show|shown|showing|hidden|visible|disabled|enabled|focus|focused|hover|hovered|checked|expanded|collapsed|current|in|fade|loading|loaded|error|invalid|valid|dirty|pristine|touched|untouched|pending|ng-star-inserted|ng-animating|ng-submitted|ng-(?:valid|invalid|touched|untouched|pristine|dirty|pending)(?:-[a-z]+)?|cdk-(?:focused|mouse-focused|keyboard-focused|program-focused)|mat-focused|is-[a-z-]+|has-[a-z-]+)$`)
	stateSuffixes = []string{"active", "selected", "open", "opened", "checked", "disabled", "focused", "expanded", "collapsed", "current", "hover", "visible", "hidden"}

	// utilityExact are utility classes of Tailwind and Bootstrap with no value part.
	utilityExact = toSet("flex", "grid", "block", "inline", "inline-block", "inline-flex", "inline-grid",
		"hidden", "contents", "table", "container", "relative", "absolute", "fixed", "sticky", "static",
		"truncate", "italic", "underline", "uppercase", "lowercase", "capitalize", "visible", "invisible",
		"sr-only", "not-sr-only", "border", "rounded", "shadow", "outline-none", "transition", "transform",
		"grow", "shrink", "antialiased", "clearfix", "visually-hidden", "w-100", "h-100", "mx-auto",
		"my-auto", "ms-auto", "me-auto", "text-center", "text-left", "text-right", "fw-bold", "small",
		"lead", "row", "col", "ring", "blur", "filter", "isolate", "group", "peer", "prose")

	// utilityAnyPrefixes start utility classes whatever follows.
	utilityAnyPrefixes = []string{"text-", "font-", "bg-", "border-", "rounded-", "shadow-", "ring-",
		"items-", "justify-", "content-", "self-", "place-", "overflow-", "opacity-", "transition-",
		"duration-", "ease-", "delay-", "cursor-", "whitespace-", "break-", "leading-", "tracking-",
		"flex-", "grid-", "col-", "row-", "order-", "basis-", "aspect-", "object-", "fill-", "stroke-",
		"divide-", "from-", "via-", "decoration-", "underline-", "select-", "pointer-events-", "align-",
		"float-", "clear-", "list-", "appearance-", "outline-", "animate-", "scale-", "rotate-",
		"translate-", "skew-", "origin-", "backdrop-", "space-x-", "space-y-", "d-", "fw-", "fs-",
		"lh-", "position-", "placeholder-", "caret-", "accent-", "snap-", "scroll-", "touch-",
		"will-change-", "sm:", "md:", "lg:", "xl:", "2xl:", "hover:", "focus:", "active:", "dark:",
		"disabled:", "group-", "peer-", "data-[", "aria-["}

	// utilityValueRe matches utilities with a short prefix and a value: p-4, mx-auto, w-1/2.
	utilityValueRe = regexp.MustCompile(`^-?(?:p|px|py|pt|pr|pb|pl|ps|pe|m|mx|my|mt|mr|mb|ml|ms|me|w|h|min-w|min-h|max-w|max-h|size|gap|gap-x|gap-y|g|gx|gy|top|right|bottom|left|start|end|inset|inset-x|inset-y|z|blur|columns)-(?:\d+(?:\.\d+)?|\d+/\d+|px|auto|full|screen|min|max|fit|none|svw|lvh|dvh|svh|xs|sm|md|lg|xl|\dxl|prose|0\.5|1\.5|2\.5|3\.5)$`)

	// frameworkPrefixes start the fixed class names of UI frameworks.
	frameworkPrefixes = []string{"mat-", "mdc-", "cdk-", "Mui", "ant-", "el-", "v-", "chakra-",
		"ember-", "ng-", "p-", "ui-", "k-", "x-", "dx-", "q-", "van-", "n-", "btn-group", "rdp-"}
)

// testAttributes are attributes that exist for test automation (SPEC §9: prefer them).
var testAttributes = toSet("data-testid", "data-test-id", "data-test", "data-qa", "data-qa-id",
	"data-cy", "data-e2e", "data-automation-id", "data-automation", "data-pw", "data-test-subj",
	"data-tid", "data-selenium", "data-testing", "data-hook", "testid", "data-testid-id")

// generatedAttr reports whether an attribute name is one a framework generates per build
// (generatedAttrRe). Every match starts with "_ng", "ng-", "data-" or "js": other names
// skip the regular expression.
func generatedAttr(name string) bool {
	return (strings.HasPrefix(name, "_ng") || strings.HasPrefix(name, "ng-") || strings.HasPrefix(name, "data-") ||
		strings.HasPrefix(name, "js")) && generatedAttrRe.MatchString(name)
}

// generatedAttrRe matches attribute names that frameworks generate per build.
var generatedAttrRe = regexp.MustCompile(`^(?:_ngcontent-|_nghost-|ng-reflect-|data-v-[0-9a-f]{6,}$|data-reactid$|data-react-|jsaction$|jscontroller$|jsname$|jsmodel$|data-ved$|data-hveid$|data-ei$|data-jsarwt$|data-styled|data-emotion)`)

func toSet(xs ...string) map[string]bool {
	m := make(map[string]bool, len(xs))
	for _, x := range xs {
		m[x] = true
	}
	return m
}

// classifyName classifies a class name, an id or an attribute value. isClass turns on the
// state, utility and framework checks, which only make sense for class names.
func classifyName(n string, isClass bool) nameClass {
	key := n
	if isClass {
		key = "." + n
	}
	nameCache.RLock()
	c, ok := nameCache.m[key]
	nameCache.RUnlock()
	if ok {
		return c
	}
	c = classify(n, isClass)
	nameCache.Lock()
	if len(nameCache.m) >= 4096 {
		nameCache.m = make(map[string]nameClass)
	}
	nameCache.m[key] = c
	nameCache.Unlock()
	return c
}

// nameCache remembers classifications: the same utility and framework class names come
// back in every selector of a page.
var nameCache = struct {
	sync.RWMutex
	m map[string]nameClass
}{m: make(map[string]nameClass)}

// generated reports whether a name was generated by a build tool or a framework runtime.
func generated(n string) bool {
	if generatedPrefixRe.MatchString(n) || obfuscated(n) || strings.ContainsAny(n, "[]") ||
		strings.Contains(n, "«r") {
		return true // Tailwind arbitrary values (w-[37px]), React 19 ids («r1»)
	}
	if i := strings.Index(n, ":r"); i < 0 {
		i = strings.Index(n, ":R")
		if i >= 0 && strings.IndexByte(n[i+2:], ':') >= 0 {
			return true // React useId: :R2a:
		}
	} else if strings.IndexByte(n[i+2:], ':') >= 0 {
		return true // React useId: :r1:, radix-:r5:
	}
	if k := strings.LastIndex(n, "__"); k >= 0 && len(n)-k-2 == 5 && alnumDash(n[k+2:]) {
		return true // CSS modules: Button_primary__3xYz1
	}
	if k := strings.LastIndexAny(n, "-_"); k > 0 && randomPiece(n[k+1:]) {
		return true // a random suffix made per page load or build: in-2vcj73, css-y1f060
	}
	run, dashNum := 0, 0
	for i := 0; i < len(n); i++ {
		if n[i] >= '0' && n[i] <= '9' {
			run++
			if run >= 4 {
				return true // long digit runs: post-1758538116
			}
			continue
		}
		if run > 0 && n[i] == '-' {
			dashNum++
		}
		run = 0
	}
	// -12-3 at the end: a counter pair (rc-tabs-0-panel-1 keeps words between them).
	return dashNum > 0 && trailingCounterPair(n)
}

// randomPiece reports whether p, the last piece of a name after "-" or "_", looks made by a
// random generator: 5 to 8 lower-case letters and digits that change from one to the other
// at least twice, with no word of three letters or more between ("2vcj73", "kl8rpc",
// "i1h4pv"; not "step2", "h264", "v2beta"), or once between two letters or more with no
// vowel and two digits or more ("zvh925"; not "item42", "mp3").
func randomPiece(p string) bool {
	if len(p) < 5 || len(p) > 8 {
		return false
	}
	changes := 0
	for i := 0; i < len(p); i++ {
		c := p[i]
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9') {
			return false
		}
		if i > 0 && (c >= '0' && c <= '9') != (p[i-1] >= '0' && p[i-1] <= '9') {
			changes++
		}
	}
	runs := strings.FieldsFunc(p, func(r rune) bool { return r >= '0' && r <= '9' })
	if changes == 1 && len(runs) == 1 && len(runs[0]) >= 2 && len(p)-len(runs[0]) >= 2 && !strings.ContainsAny(runs[0], "aeiouy") {
		return true // letters with no vowel and digits: "zvh925", "92kdx"
	}
	if changes < 2 {
		return false
	}
	for _, run := range runs {
		if len(run) >= 3 && strings.ContainsAny(run, "aeiou") {
			return false // a word among the digits: "v2beta", "mp3player"
		}
	}
	return true
}

func alnumDash(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; !(isLetter(c) || c >= '0' && c <= '9' || c == '_' || c == '-') {
			return false
		}
	}
	return true
}

// trailingCounterPair reports whether n ends in "-<digits>-<digits>".
func trailingCounterPair(n string) bool {
	i := len(n)
	for k := 0; k < 2; k++ {
		j := i
		for j > 0 && n[j-1] >= '0' && n[j-1] <= '9' {
			j--
		}
		if j == i || j == 0 || n[j-1] != '-' {
			return false
		}
		i = j - 1
	}
	return true
}

func classify(n string, isClass bool) nameClass {
	if n == "" || generated(n) {
		return nameGenerated
	}
	if !isClass {
		return nameStable
	}
	if stateRe.MatchString(n) {
		return nameState
	}
	for _, w := range stateSuffixes {
		if strings.HasSuffix(n, w) && len(n) > len(w)+1 {
			if c := n[len(n)-len(w)-1]; c == '-' || c == '_' {
				return nameState // tab--selected, item_active
			}
		}
	}
	if utilityExact[n] || utilityValueRe.MatchString(n) || strings.ContainsAny(n, ":/") {
		return nameUtility
	}
	for _, p := range utilityAnyPrefixes {
		if strings.HasPrefix(n, p) {
			return nameUtility
		}
	}
	for _, p := range frameworkPrefixes {
		if strings.HasPrefix(n, p) {
			return nameFramework
		}
	}
	return nameStable
}

// abbreviations are vowel-less words developers write on purpose.
var abbreviations = toSet("btn", "nav", "hdr", "ftr", "img", "src", "txt", "lbl", "msg", "pwd",
	"cnt", "ctl", "cls", "dlg", "tbl", "lnk", "chk", "cb", "rb", "dd", "dt", "tr", "td", "th", "bg",
	"fg", "sm", "md", "lg", "xl", "xs", "qty", "nbr", "num", "str", "ctx", "cfg", "pnl", "cmd",
	"srch", "prv", "nxt", "hd", "ft", "ts", "js", "css", "html", "url", "id", "ssn", "cvv", "zip")

// obfuscated reports whether a short token without separators looks minified or random:
// Google's "APjFqb", "MjjYud", "LC20lb", styled-components' "kXpJcD". Its camel-case
// pieces include a vowel-less run of letters that is no known abbreviation or a lone
// capital after the first piece, or a digit sits between letters.
func obfuscated(n string) bool {
	if len(n) < 4 || len(n) > 10 || strings.ContainsAny(n, "-_.:") {
		return false
	}
	upper, lower := 0, 0
	for i := 0; i < len(n); i++ {
		c := n[i]
		switch {
		case c >= 'A' && c <= 'Z':
			upper++
		case c >= 'a' && c <= 'z':
			lower++
		case c >= '0' && c <= '9':
			j := i
			for j < len(n) && n[j] >= '0' && n[j] <= '9' {
				j++
			}
			if i > 0 && j < len(n) && isLetter(n[i-1]) && isLetter(n[j]) {
				return true // a digit run between letters: LC20lb, Aysk6e
			}
		default:
			return false
		}
	}
	if upper == 0 || lower == 0 {
		return false // all one case: "rso", "MAIN", "checkout"
	}
	for k, w := range camelPieces(n) {
		if k > 0 && len(w) == 1 {
			return true // a lone capital inside a short token: "oFNiHe", "neDYw"
		}
		if len(w) >= 2 && !strings.ContainsAny(strings.ToLower(w), "aeiouy0123456789") && !abbreviations[strings.ToLower(w)] {
			return true
		}
	}
	return false
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// camelPieces splits "APjFqb" into "A", "Pj", "Fqb" and "navBasketItems" into "nav",
// "Basket", "Items".
func camelPieces(n string) []string {
	var out []string
	start := 0
	for i := 1; i < len(n); i++ {
		if n[i] >= 'A' && n[i] <= 'Z' {
			out = append(out, n[start:i])
			start = i
		}
	}
	return append(out, n[start:])
}

// variableValue reports whether an attribute value (an href, a name) carries an id that
// changes between pages or builds: long digit runs, hex hashes, UUIDs.
func variableValue(v string) bool {
	return !strings.ContainsAny(v, "[]") && generated(v) || hexRun(v)
}

// hexRun reports whether v holds a run of 8+ lower-case hex digits with a digit and a
// letter in it: a hash or a hex id.
func hexRun(v string) bool {
	n, digit, letter := 0, false, false
	for i := 0; i <= len(v); i++ {
		if i < len(v) && (v[i] >= '0' && v[i] <= '9' || v[i] >= 'a' && v[i] <= 'f') {
			n++
			digit = digit || v[i] <= '9'
			letter = letter || v[i] >= 'a'
			continue
		}
		if n >= 8 && digit && letter {
			return true
		}
		n, digit, letter = 0, false, false
	}
	return false
}
