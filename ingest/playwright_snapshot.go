package ingest

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/waymark-dev/waymark/internal/classify"
)

// The accessibility snapshots of a Playwright MCP session (NNN.snapshot.yml), read for page
// evidence only: the elements by ref (role, name, href), the page URL and title when the
// snapshot carries them, and a few KB of headings and text for the friction classifier. No
// snapshot text goes into a trace beyond a short Step.Error naming a blocker.

// pwElem is one element of a snapshot, found by its ref.
type pwElem struct{ role, name, url string }

// pwPage is what one snapshot tells about its page.
type pwPage struct {
	url, title string
	refs       map[string]pwElem
	strong     []string // headings, alerts, dialog names: the page's own words about itself
	weak       []string // other visible text
}

var (
	pwAttrRe   = regexp.MustCompile(`^\[([A-Za-z-]+)(?:=([^\]]*))?\]`)
	pwNetErrRe = regexp.MustCompile(`\b(?:net::)?ERR_[A-Z_]{3,}\b|\bDNS_PROBE_[A-Z_]+\b`)
)

// pwParseSnapshot reads a Playwright aria snapshot (a YAML list of "role \"name\" [ref=e1]:
// text" items) line by line; it needs no YAML parser and never fails.
func pwParseSnapshot(text string) *pwPage {
	p := &pwPage{refs: map[string]pwElem{}}
	type open struct {
		indent int
		ref    string
	}
	var stack []open
	for _, raw := range strings.Split(strings.ToValidUTF8(text, "\uFFFD"), "\n") {
		ln := strings.TrimRight(raw, "\r")
		trimmed := strings.TrimLeft(ln, " ")
		indent := len(ln) - len(trimmed)
		if !strings.HasPrefix(trimmed, "- ") {
			continue
		}
		item := strings.TrimSpace(trimmed[2:])
		for len(stack) > 0 && stack[len(stack)-1].indent >= indent {
			stack = stack[:len(stack)-1]
		}
		switch {
		case strings.HasPrefix(item, "Page URL:"):
			p.url = strings.TrimSpace(strings.TrimPrefix(item, "Page URL:"))
			continue
		case strings.HasPrefix(item, "Page Title:"):
			p.title = strings.TrimSpace(strings.TrimPrefix(item, "Page Title:"))
			continue
		case strings.HasPrefix(item, "/url:"):
			if len(stack) > 0 && stack[len(stack)-1].ref != "" {
				r := stack[len(stack)-1].ref
				e := p.refs[r]
				if e.url == "" {
					e.url = pwUnquoteYAML(strings.TrimSpace(strings.TrimPrefix(item, "/url:")))
					p.refs[r] = e
				}
			}
			continue
		case strings.HasPrefix(item, "/"):
			continue // other properties: /placeholder, /children
		}
		item = pwUnquoteYAML(strings.TrimSuffix(item, ":"))
		role, rest := item, ""
		if i := strings.IndexAny(item, " :["); i >= 0 {
			role, rest = item[:i], strings.TrimSpace(item[i:])
		}
		name := ""
		if strings.HasPrefix(rest, `"`) {
			if end := pwQuoteEnd(rest); end > 0 {
				if s, err := strconv.Unquote(rest[:end+1]); err == nil {
					name = s
				} else {
					name = rest[1:end]
				}
				rest = strings.TrimSpace(rest[end+1:])
			}
		}
		ref := ""
		for {
			m := pwAttrRe.FindStringSubmatch(rest)
			if m == nil {
				break
			}
			if m[1] == "ref" {
				ref = m[2]
			}
			rest = strings.TrimSpace(rest[len(m[0]):])
		}
		content := pwUnquoteYAML(strings.TrimSpace(strings.TrimPrefix(rest, ":")))
		if role == "text" {
			content = pwUnquoteYAML(strings.TrimSpace(strings.TrimPrefix(item, "text:")))
		}
		if ref != "" {
			n := name
			if n == "" && content != "" && role != "generic" {
				n = content
			}
			p.refs[ref] = pwElem{role: role, name: n}
		}
		stack = append(stack, open{indent: indent, ref: ref})
		words := strings.TrimSpace(strings.Join([]string{name, content}, " "))
		if words == "" {
			continue
		}
		switch role {
		case "heading", "alert", "alertdialog", "dialog", "title":
			p.strong = append(p.strong, words)
		default:
			p.weak = append(p.weak, words)
		}
	}
	return p
}

// pwQuoteEnd returns the index of the quote closing the double-quoted string s starts with.
func pwQuoteEnd(s string) int {
	for i := 1; i < len(s); i++ {
		switch s[i] {
		case '\\':
			i++
		case '"':
			return i
		}
	}
	return -1
}

// pwUnquoteYAML removes YAML single or double quotes around a scalar.
func pwUnquoteYAML(s string) string {
	if len(s) >= 2 && s[0] == '\'' && s[len(s)-1] == '\'' {
		return strings.ReplaceAll(s[1:len(s)-1], "''", "'")
	}
	if len(s) >= 2 && s[0] == '"' && s[len(s)-1] == '"' {
		if u, err := strconv.Unquote(s); err == nil {
			return u
		}
	}
	return s
}

// evidence is the page text given to the friction classifier: the strong texts first,
// at most pwEvidenceBytes.
func (p *pwPage) evidence() string {
	var b strings.Builder
	for _, s := range append(append([]string(nil), p.strong...), p.weak...) {
		if b.Len()+len(s)+1 > pwEvidenceBytes {
			break
		}
		b.WriteString(s)
		b.WriteByte('\n')
	}
	return b.String()
}

// pwBlockerPhrase words a blocker so that the friction classifier files the step error
// under the same class (SPEC §7).
var pwBlockerPhrase = map[string]string{
	classify.Captcha:          "page shows a captcha",
	classify.BotWall:          "bot detection page",
	classify.RateLimit:        "rate limit page (too many requests)",
	classify.BlockedPage:      "access denied page",
	classify.LoginRedirect:    "login required",
	classify.ReadinessTimeout: "page did not load",
}

// pwErrorHeadings are the headings of Chrome's own error pages (lower case, plain apostrophe).
var pwErrorHeadings = []string{"this site can't be reached", "this page isn't working",
	"this site can't provide a secure connection", "your connection is not private",
	"this page has been blocked by chrome", "no internet"}

// blocker returns a short Step.Error when the page is a real blocker — a captcha, a bot
// wall, a rate-limit, access-denied or login page, a browser error page — and "" for an
// ordinary page or a mere cookie banner.
func (p *pwPage) blocker(pageURL string) string {
	text := p.evidence()
	low := strings.ToLower(strings.ReplaceAll(text, "\u2019", "'"))
	u := pageURL
	netErr := pwNetErrRe.FindString(text)
	errPage := strings.HasPrefix(strings.ToLower(p.url), "chrome-error:")
	for _, h := range pwErrorHeadings {
		errPage = errPage || strings.Contains(low, h)
	}
	if errPage {
		u = "chrome-error://chromewebdata/"
	}
	class := classify.Friction(netErr, u, p.title, text)
	phrase, ok := pwBlockerPhrase[class]
	if !ok || class == classify.ReadinessTimeout && !errPage {
		return ""
	}
	what := p.title
	if (what == "" || errPage) && len(p.strong) > 0 {
		what = p.strong[0]
	}
	if errPage && netErr != "" {
		what = strings.TrimSpace(what + " " + netErr)
	}
	if what == "" {
		return phrase
	}
	return phrase + ": " + pwClip(what, 160)
}
