package ingest

import (
	"encoding/json"
	"regexp"
	"strings"
)

// The session log of Playwright MCP from its 0.0.8x releases writes each call's response as
// one JSON object under "- Result" instead of "- Code", "- Result" and "- Snapshot: file":
//
//	{"code": "await page.getByTestId('nav-releases').click();",
//	 "page": "- Page URL: http://docs.test/releases\n- Page Title: Releases",
//	 "snapshot": "- generic [active] [ref=e1]: …",       (or "inlineSnapshot")
//	 "result": "…", "error": "TimeoutError: …", "isError": true}
//
// and its Args name the element by "target" (a snapshot ref such as "e5" or "f1e5", or a
// selector) where earlier releases wrote "ref".

// pwResultObject is the part of such a response the converter reads.
type pwResultObject struct {
	Result         string `json:"result"`
	Error          string `json:"error"`
	Code           string `json:"code"`
	Page           string `json:"page"`
	Snapshot       string `json:"snapshot"`
	InlineSnapshot string `json:"inlineSnapshot"`
	IsError        bool   `json:"isError"`
}

// pwReadResult fills sec from a "- Result" block that is such a JSON object and reports
// whether it was one; any other block is the text of the result, as before.
func pwReadResult(block string, sec *pwSection) bool {
	b := strings.TrimSpace(block)
	if !strings.HasPrefix(b, "{") {
		return false
	}
	var r pwResultObject
	if json.Unmarshal([]byte(b), &r) != nil {
		return false
	}
	if r.Code == "" && r.Page == "" && r.Snapshot == "" && r.InlineSnapshot == "" && r.Error == "" && r.Result == "" {
		return false
	}
	if sec.code == "" {
		sec.code = r.Code
	}
	sec.result = r.Result
	if r.Error != "" || r.IsError {
		sec.failed = true
		sec.result = firstNonEmptyPW(r.Error, r.Result)
	}
	for _, ln := range strings.Split(r.Page, "\n") {
		item := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(ln), "- "))
		switch {
		case strings.HasPrefix(item, "Page URL:"):
			sec.pageURL = strings.TrimSpace(strings.TrimPrefix(item, "Page URL:"))
		case strings.HasPrefix(item, "Page Title:"):
			sec.pageTitle = strings.TrimSpace(strings.TrimPrefix(item, "Page Title:"))
		}
	}
	sec.inline = firstNonEmptyPW(r.Snapshot, r.InlineSnapshot)
	if len(sec.inline) > pwMaxSnapshot {
		sec.inline = sec.inline[:pwMaxSnapshot]
	}
	return true
}

// pwRefShape is the shape of a snapshot ref: "e5", "f1e5" (an element in a frame).
var pwRefShape = regexp.MustCompile(`^(?:f\d+)?e\d+$`)

// pwRef returns the snapshot ref args name the element by: "ref", or "target" when it is
// shaped as one ("" when neither).
func pwRef(args map[string]any) string {
	if r := pwArg(args, "ref"); r != "" {
		return r
	}
	if t := pwArg(args, "target"); pwRefShape.MatchString(t) {
		return t
	}
	return ""
}

// pwArgSelector returns the selector args give as "target" when it is not a ref ("" when
// none): Playwright MCP accepts a selector there too.
func pwArgSelector(args map[string]any) string {
	if t := strings.TrimSpace(pwArg(args, "target")); t != "" && !pwRefShape.MatchString(t) {
		return t
	}
	return ""
}

// pwAnsi matches a terminal's colour codes, which Playwright's call log carries.
var pwAnsi = regexp.MustCompile("\x1b\\[[0-9;]*m")

// pwErrorText returns the first line of a failed call's error and, when its call log says
// another element took the click ("<div role=\"dialog\" …> intercepts pointer events"), that
// line too: a click covered by an overlay is no broken selector.
func pwErrorText(result string) string {
	r := strings.TrimSpace(pwAnsi.ReplaceAllString(result, ""))
	r = strings.TrimSpace(strings.TrimPrefix(strings.TrimPrefix(r, "### Error"), "### Result"))
	first, rest, _ := strings.Cut(r, "\n")
	msg := pwClip(strings.TrimSpace(first), 300)
	for _, ln := range strings.Split(rest, "\n") {
		if strings.Contains(ln, "intercepts pointer events") {
			msg += " — " + pwClip(strings.TrimSpace(strings.TrimLeft(strings.TrimSpace(ln), "-")), 200)
			break
		}
	}
	return msg
}
