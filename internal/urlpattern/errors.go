package urlpattern

import (
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"
)

// Sentinel errors. Every error returned by this package is an *Error, and
// errors.Is reports which of these it is: ErrInvalidURL for concrete URLs
// (Parse, Site, Origin, Derive), ErrInvalidPattern for URL patterns
// (CanonicalPattern). ErrSchemeNotAllowed is additionally matched when the
// URL was well-formed but not http or https (about:blank, chrome://newtab,
// javascript:…), so callers can skip such steps quietly.
var (
	ErrInvalidURL       = errors.New("invalid url")
	ErrInvalidPattern   = errors.New("invalid url pattern")
	ErrSchemeNotAllowed = errors.New("scheme not allowed")
)

// MaxURLLen is the longest URL (in bytes, after trimming space) that Parse
// accepts: 8 KiB. Longer inputs are refused, per SPEC §8 (outside input is
// bounded before it is stored).
const MaxURLLen = 8 << 10

// quoteLimit is how many runes of the offending input an error message
// quotes before it is cut with "…".
const quoteLimit = 100

// Error describes a URL or URL pattern this package refused. Its message has
// the shape
//
//	url "javascript:alert(1)": scheme "javascript" not allowed (http or https only)
//	url "ftp://files.example/…": scheme "ftp" not allowed (http or https only)
//	url pattern "a.com/**/x": "**" is only allowed as the last path segment
//
// with a URL quoted up to its host (quotedURL) and any input cut to about 100 characters.
type Error struct {
	// Kind is "url" or "url pattern".
	Kind string
	// Input is the refused input, truncated to about 100 runes.
	Input string
	// Reason says what is wrong, in lower case without a final period.
	Reason string
	// Err is the underlying cause (ErrSchemeNotAllowed, an IDNA error, …),
	// or nil.
	Err error
}

const (
	kindURL     = "url"
	kindPattern = "url pattern"
)

// Error returns `<kind> "<input>": <reason>`.
func (e *Error) Error() string {
	return fmt.Sprintf("%s %q: %s", e.Kind, e.Input, e.Reason)
}

// Unwrap returns the underlying cause, if any.
func (e *Error) Unwrap() error { return e.Err }

// Is reports whether target is ErrInvalidURL (for a URL error) or
// ErrInvalidPattern (for a pattern error).
func (e *Error) Is(target error) bool {
	switch target {
	case ErrInvalidURL:
		return e.Kind == kindURL
	case ErrInvalidPattern:
		return e.Kind == kindPattern
	}
	return false
}

func urlError(input, reason string, cause error) error {
	return &Error{Kind: kindURL, Input: truncate(quotedURL(input)), Reason: reason, Err: cause}
}

// quotedURL is the part of a refused URL an error quotes: up to the end of its host name
// (an IPv6 literal's "]"), or, when it has no "//", up to its path, query or first space,
// with "…" for the rest ("/…" for a path; a host's root "/" is quoted whole). A
// port, user info, a path, a query or a second word is where a secret typed elsewhere in a
// run turns up ("ftp://a.example/my secret pw", "https://bank.example:pw/"), and an error
// reaches logs unmasked by any redactor that did not see it; the reason names what is wrong.
func quotedURL(s string) string {
	t := strings.TrimSpace(s)
	start := 0
	if i := strings.Index(t, "//"); i >= 0 {
		start = i + 2
	}
	if strings.HasPrefix(t[start:], "[") {
		if k := strings.IndexByte(t[start:], ']'); k >= 0 {
			start += k + 1
		}
	}
	stop := "/?#\\ \t\n"
	if start > 0 {
		stop += ":@" // in the authority: a port or user info follows
	}
	if j := strings.IndexAny(t[start:], stop); j >= 0 {
		if rest := t[start+j:]; rest == "/" {
			return t // a host's root: nothing left out
		} else if rest[0] == '/' {
			return t[:start+j] + "/…" // "ftp://files.example/…": the path left out, not the host cut
		}
		return t[:start+j] + "…"
	}
	return t
}

func patternError(input, reason string, cause error) error {
	return &Error{Kind: kindPattern, Input: truncate(input), Reason: reason, Err: cause}
}

// truncate cuts s to quoteLimit runes (on a rune boundary; invalid bytes
// count as one rune each) and marks the cut with "…".
func truncate(s string) string {
	n := 0
	for i := range len(s) {
		if !utf8.RuneStart(s[i]) {
			continue
		}
		if n == quoteLimit {
			return s[:i] + "…"
		}
		n++
	}
	return s
}
