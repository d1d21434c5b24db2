package sitefile

import (
	"crypto/sha256"
	"encoding/hex"
	"strings"
)

// MaxNameLen caps the length of a file name returned by [FileName], without ".yaml".
const MaxNameLen = 100

// Ext is the extension of site files.
const Ext = ".yaml"

// FileName returns the base name (without [Ext]) of the file for site, safe on every common
// file system: only [a-z0-9._-], no "..", no leading or trailing dot or dash, at most
// [MaxNameLen] bytes, and no Windows device name (CON, PRN, AUX, NUL, COM0–9, LPT0–9) as its
// first dot-separated part. A site that is already such a name without "_" (every
// well-formed registrable domain) is returned as it is; any other gets, after its first
// part, an underscore and eight hex digits of the SHA-256 of the site ("../etc" →
// "etc_<hash>", "con.com" → "con_<hash>.com"): no site returned as it is holds an
// underscore, so no site's name is another's ("con-<hash>.com" is a domain anyone may
// register). ok is false when nothing usable is left ("", "..", "…").
func FileName(site string) (name string, ok bool) {
	var b strings.Builder
	for _, r := range strings.ToLower(site) {
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9', r == '-':
			b.WriteRune(r)
		case r == '.':
			if s := b.String(); s != "" && !strings.HasSuffix(s, ".") {
				b.WriteRune(r)
			}
		default:
			b.WriteRune('-')
		}
	}
	name = strings.Trim(b.String(), ".-")
	if name == "" {
		return "", false
	}
	first, rest, _ := strings.Cut(name, ".")
	if rest != "" {
		rest = "." + rest
	}
	if name == site && !reserved(first) && len(name) <= MaxNameLen {
		return name, true
	}
	sum := sha256.Sum256([]byte(site))
	tag := "_" + hex.EncodeToString(sum[:4]) // "_": no name returned as it is holds one
	if room := MaxNameLen - len(tag); len(first) > room {
		first, rest = strings.TrimRight(first[:room], "-"), ""
	} else if len(first)+len(tag)+len(rest) > MaxNameLen {
		rest = strings.TrimRight(rest[:MaxNameLen-len(first)-len(tag)], ".-")
	}
	return first + tag + rest, true
}

// reserved reports whether s is a Windows device name, which no file may be called whatever
// its extension.
func reserved(s string) bool {
	switch s {
	case "con", "prn", "aux", "nul":
		return true
	}
	if len(s) == 4 && (strings.HasPrefix(s, "com") || strings.HasPrefix(s, "lpt")) && s[3] >= '0' && s[3] <= '9' {
		return true
	}
	return false
}
