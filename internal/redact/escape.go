package redact

import (
	"net/url"
	"strconv"
	"strings"
)

// reescape writes out, the redacted form of dec, the decoded value written as raw: as it
// is when raw was not percent-encoded, else with each character that out keeps from dec
// written as raw wrote it ("%40" stays "%40", "!" stays "!") and placeholders readable
// ("{{token}}"), so that a second reading of the result finds what the first found. Where
// out cannot be lined up with dec, the rest is percent-encoded afresh.
func reescape(raw, dec, out string, inPath bool) string {
	if dec == raw {
		return out
	}
	units := rawUnits(raw, dec, inPath)
	if units == nil {
		return escapeFresh(out, inPath)
	}
	var b strings.Builder
	k := 0 // the position in dec of out[i]
	for i := 0; i < len(out); {
		if m := placeholderMatch(out, i); m != nil && !keptPlaceholder(out, dec, m[0], m[1], k) {
			b.WriteString(out[m[0]:m[1]])
			i = m[1]
			// The masked value ends where the text that follows the placeholder is found.
			lit := out[i:]
			if n := strings.Index(lit, "{"); n >= 0 {
				lit = lit[:n]
			}
			if lit == "" {
				continue
			}
			p := strings.Index(dec[k:], lit)
			if p < 0 {
				b.WriteString(escapeFresh(out[i:], inPath))
				break
			}
			k += p
			continue
		}
		if k >= len(dec) || out[i] != dec[k] {
			b.WriteString(escapeFresh(out[i:], inPath))
			break
		}
		b.WriteString(units[k])
		i++
		k++
	}
	return b.String()
}

// keptPlaceholder reports whether the placeholder out[i:j] is one dec held at k, and what
// follows it is dec's too: "{{token}}" written in raw is kept as raw wrote it, while a
// placeholder that took the place of "{{token}}john@…" is a new one.
func keptPlaceholder(out, dec string, i, j, k int) bool {
	ph := out[i:j]
	if !strings.HasPrefix(dec[k:], ph) {
		return false
	}
	e := k + len(ph)
	if j == len(out) || e == len(dec) {
		return j == len(out) && e == len(dec)
	}
	return out[j] == dec[e]
}

// rawUnits returns, for each byte of dec, the text of raw that decodes to it ("%40" for
// "@", "+" for " " in a query), or nil when raw does not decode to dec byte for byte.
func rawUnits(raw, dec string, inPath bool) []string {
	units := make([]string, 0, len(dec))
	for i := 0; i < len(raw); {
		u, c := raw[i:i+1], raw[i]
		switch {
		case c == '%' && i+2 < len(raw) && isHex(raw[i+1:i+3]):
			n, _ := strconv.ParseUint(raw[i+1:i+3], 16, 8)
			u, c = raw[i:i+3], byte(n)
		case c == '+' && !inPath:
			c = ' '
		}
		if len(units) >= len(dec) || dec[len(units)] != c {
			return nil
		}
		units = append(units, u)
		i += len(u)
	}
	if len(units) != len(dec) {
		return nil
	}
	return units
}

// escapeFresh percent-encodes s as a path segment or a query component, placeholders
// kept readable.
func escapeFresh(s string, inPath bool) string {
	if inPath {
		s = url.PathEscape(s)
	} else {
		s = url.QueryEscape(s)
	}
	return strings.NewReplacer("%7B%7B", "{{", "%7D%7D", "}}").Replace(s)
}
