package redact

// Passwords handed to code as arguments, where no key names them: Python's requests
// (auth=('alice', 'X'), HTTPBasicAuth('alice', 'X')), PowerShell's ConvertTo-SecureString
// 'X', and a password echoed into a registry login's --password-stdin.

import (
	"regexp"
	"slices"
	"strings"
)

// codePasswords match a password passed to code; group 2 of each is the password. gates
// are what a text must hold, lower-cased, for each to run (one of its strings).
var (
	codePasswords = []*regexp.Regexp{
		// auth=('alice', 'X'), HTTPBasicAuth("alice", "X"), auth=["alice", "X"]
		regexp.MustCompile(`\b(?:auth|HTTPBasicAuth|HTTPDigestAuth|BasicAuth|DigestAuth|HTTPProxyAuth)\s*(?:=\s*)?[(\[]\s*(?:['"][^'"\n]{0,80}['"]|\w{1,40})\s*,\s*(['"])([^'"\n]{1,128})(['"])\s*[)\]]`),
		// ConvertTo-SecureString 'X' -AsPlainText, ConvertTo-SecureString -String "X"
		regexp.MustCompile(`(?i)\bConvertTo-SecureString\s+(?:-String\s+)?(['"])([^'"\n]{1,128})(['"])`),
		// echo 'X' | docker login -u alice --password-stdin
		regexp.MustCompile(`\becho\s+(?:-n\s+)?(['"]?)([^'"\s|]{1,128})(['"]?)\s*\|\s*(?:sudo\s+)?(?:docker|podman|nerdctl|buildah|skopeo|oras|helm(?:\s+registry)?)\s+login\b[^\n|]*--password-stdin`),
	}
	gates = [][]string{{"auth=", "auth(", "auth =", "auth (", "auth[", "auth=["}, {"securestring"}, {"password-stdin"}}
)

// codePasswordPass masks the passwords codePasswords find (SPEC §8), not a variable
// ("$PASSWORD") nor a placeholder.
func (r *Redactor) codePasswordPass(s string) []seg {
	if len(s) < 16 {
		return nil
	}
	low := asciiLower(s)
	var all [][2]int
	for k, re := range codePasswords {
		if !slices.ContainsFunc(gates[k], func(g string) bool { return strings.Contains(low, g) }) {
			continue
		}
		for _, m := range re.FindAllStringSubmatchIndex(s, -1) {
			if v := s[m[4]:m[5]]; !strings.HasPrefix(v, "$") && !IsPlaceholder(v) {
				all = append(all, [2]int{m[4], m[5]})
			}
		}
	}
	slices.SortFunc(all, func(a, b [2]int) int { return a[0] - b[0] }) // builder takes them in order
	b := builder{s: s}
	for _, f := range all {
		b.add(f[0], f[1], r.mask(s[f[0]:f[1]], Password))
	}
	return b.done()
}
