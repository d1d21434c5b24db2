package redact

// HTML elements whose attributes hold a credential: a password field with its value
// (<input type="password" value="hunter2">), and an input or meta element named for a
// credential (<input type="hidden" name="csrf_token" value="…">,
// <meta name="csrf-token" content="…">). Quotes may come escaped, as HTML copied into a
// JSON string or an attribute has them (\", &quot;, &#34;).

import (
	"regexp"
	"slices"
	"strings"
)

// attrQuote is a quote around an attribute's value as written, or as escaped in JSON or
// HTML.
const attrQuote = `(?:\\+"|&quot;|&#34;|&#x22;)`

// htmlAttr returns an expression matching the attribute named by one of the alternatives
// of names and its value in its group 2, 3, 4 or 5: double-quoted, single-quoted, between
// escaped quotes, or unquoted.
func htmlAttr(names string) *regexp.Regexp {
	return regexp.MustCompile(`(?i)(?:^|[\s"'\\;])(?:` + names + `)\s*=\s*(?:"([^"\\]*)"|'([^'\\]*)'|` +
		attrQuote + `([^>]*?)` + attrQuote + `|([^\s"'\\&>][^\s"'\\>]*))`)
}

var (
	htmlTypeSecretRe = regexp.MustCompile(`(?i)\btype\s*=\s*(?:\\*["']|&quot;|&#34;|&#x22;)?password\b`)
	htmlValueRe      = htmlAttr("value")
	htmlContentRe    = htmlAttr("content")
	htmlNameRe       = htmlAttr("name|id|key")
	htmlOTPRe        = regexp.MustCompile(`(?i)\bautocomplete\s*=\s*(?:\\*["']|&quot;|&#34;)?one-time-code\b`)
	htmlCardRe       = regexp.MustCompile(`(?i)\bautocomplete\s*=\s*(?:\\*["']|&quot;|&#34;)?cc-(csc|number)\b`)
)

// attrValue returns the bounds in tag of the value m (a match of htmlAttr) holds; ok is
// false for an empty one.
func attrValue(m []int) (i, j int, ok bool) {
	for g := 2; g+1 < len(m); g += 2 {
		if m[g] >= 0 {
			return m[g], m[g+1], m[g+1] > m[g]
		}
	}
	return 0, 0, false
}

// htmlPasswordPass masks the value attribute of <input type="password"> elements.
func (r *Redactor) htmlPasswordPass(s string) []seg {
	low := asciiLower(s)
	if !strings.Contains(low, "password") || !strings.Contains(low, "value") {
		return nil
	}
	b := builder{s: s}
	for from := 0; from < len(s); {
		k := strings.Index(low[from:], "password")
		if k < 0 {
			break
		}
		p := from + k
		from = p + len("password")
		// The tag around it, at most 2,048 bytes either side: a text of many "password"s
		// and no tag costs no more than its length times that.
		w := max(0, p-2048)
		open := strings.LastIndexByte(s[w:p], '<')
		if open < 0 {
			continue
		}
		open += w
		if open < b.last || strings.IndexByte(s[open:p], '>') >= 0 {
			continue
		}
		end := strings.IndexByte(s[p:min(len(s), p+2049)], '>')
		if end < 0 {
			continue
		}
		tag := s[open : p+end]
		if !htmlTypeSecretRe.MatchString(tag) {
			continue
		}
		if i, j, ok := attrValue(htmlValueRe.FindStringSubmatchIndex(tag)); ok {
			if v := tag[i:j]; !IsPlaceholder(v) && b.add(open+i, open+j, r.mask(v, Password)) {
				from = p + end
			}
		}
	}
	return b.done()
}

// namedTags are the elements htmlNamedPass reads: a form's input, a meta element, and
// the settings of configuration files (Spring's and Ant's <property name= value=>, .NET's
// <add key= value=>, <param>, <entry>, <setting>, <parameter>).
var namedTags = []string{"<input", "<meta", "<property", "<add ", "<param", "<entry", "<setting"}

// htmlNamedPass masks the value of an element of namedTags (the content of a <meta>)
// whose name, id or key names a credential (nameClass, htmlCredentialName: "csrf_token",
// "authenticity_token", "api_key", "csrf-token", "user[password]", "ApiKey") when the value
// is shaped as that credential: a token's (tokenValue: ten bytes or more, letters with
// digits), a password's (passwordValue), a one-time code's (otpShaped).
func (r *Redactor) htmlNamedPass(s string) []seg {
	if strings.IndexByte(s, '<') < 0 {
		return nil
	}
	low := asciiLower(s)
	b := builder{s: s}
	f := newFinder(low, namedTags...)
	for from := 0; ; {
		open := f.next(from)
		if open < 0 {
			break
		}
		from = open + 1
		end := strings.IndexByte(s[open:min(len(s), open+2048)], '>')
		if open < b.last || end < 0 {
			continue
		}
		tag := s[open : open+end]
		name := ""
		if ni, nj, ok := attrValue(htmlNameRe.FindStringSubmatchIndex(tag)); ok {
			name = tag[ni:nj]
		}
		if k := strings.LastIndexByte(name, '['); k >= 0 && strings.HasSuffix(name, "]") {
			name = name[k+1 : len(name)-1] // a form's nested name: user[password]
		}
		setting := low[open+1] != 'i' && low[open+1] != 'm' // a configuration file's, not a form's
		class := ""
		if name != "" {
			class = nameClass(name)
			if class == "" && setting {
				class = settingClass(name) // "DbPassword", "SendGridApiKey"
			}
		}
		if htmlOTPRe.MatchString(tag) {
			class = OTP // autocomplete="one-time-code", named or not
		} else if m := htmlCardRe.FindStringSubmatch(tag); m != nil {
			class = map[string]string{"csc": CVV, "number": CardNumber}[strings.ToLower(m[1])] // autocomplete="cc-csc"
		}
		if class == "" || !htmlCredentialName(strings.ToLower(name), class) {
			continue
		}
		re := htmlValueRe
		if low[open+1] == 'm' {
			re = htmlContentRe
		}
		i, j, ok := attrValue(re.FindStringSubmatchIndex(tag))
		if !ok && setting && !strings.HasSuffix(tag, "/") {
			// The setting's value as the element's text: <entry key="password">X</entry>
			text := s[open+end+1 : min(len(s), open+end+257)]
			if k := strings.IndexByte(text, '<'); k > 0 && !strings.ContainsAny(text[:k], "\n\r") {
				i, j, ok = end+1, end+1+k, true
				tag = s[open : open+end+1+k]
			}
		}
		if !ok {
			continue
		}
		v := tag[i:j]
		if IsPlaceholder(v) || !shapedAs(class, v) {
			continue
		}
		if b.add(open+i, open+j, r.mask(v, class)) {
			from = open + end
		}
	}
	return b.done()
}

// settingClass is the class of a configuration setting whose name ends with a secret's
// word, written in one ("DbPassword", "SmtpPassword", "ApiToken", "SendGridApiKey",
// "mail.secret"); "" for none.
func settingClass(name string) string {
	words := appendWords(nil, name)
	if len(words) < 2 {
		return ""
	}
	switch last := words[len(words)-1]; {
	case last == "password" || last == "passwd" || last == "pwd":
		return Password
	case last == "secret" || last == "key" && words[len(words)-2] == "api":
		return Secret
	case last == "token":
		return Token
	}
	return ""
}

// htmlCredentialName reports whether an input or meta named name (lower case), of the
// class nameClass gives it, holds a credential where pages also name fields of other
// things so: a password's name says "password", "passwd", "pwd" or is "pw" (not the
// "pass" of a ski pass or a boarding pass); a token's says "csrf", "xsrf", "authenticity",
// "api" or "secret", or "token" with another word ("csrf_token", "_token", "sessionToken"),
// not the bare "token" of a currency picked, "session" of a timetable, "sid", "sig" or
// "auth" of a method; a PIN is a postal code as often ("pin": "560001"). A name with
// "param" names a parameter ("csrf-param", "_csrf_parameter"). A one-time code's field
// (autocomplete one-time-code, "otp", "totp") is one.
func htmlCredentialName(name, class string) bool {
	switch {
	case strings.Contains(name, "param"):
		return false
	case class == Password:
		return containsAny(name, "password", "passwd", "pwd") || name == "pw"
	case class == OTP:
		return true
	case class == PIN:
		return false
	case class == CVV || class == CardNumber:
		return true // a card's box: name="cvc", autocomplete="cc-csc"
	}
	return containsAny(name, "csrf", "xsrf", "authenticity", "api", "secret") ||
		strings.Contains(name, "token") && name != "token"
}

// xmlSecretWords are the words of an element's name that say its text is a secret; a
// text holding none of them is not read by xmlSettingPass.
var xmlSecretWords = []string{"password", "passwd", "pwd>", "secret", "token", "key>", "keymaterial>"}

// xmlSettingPass masks the text of an XML element named for a secret, as configuration
// files, API responses and deployment descriptors write it: <adminPassword>X</adminPassword>,
// <secret>X</secret>, <token>X</token>, <clientSecret>, <apiKey> (elementClass), when the
// text is one line shaped as that secret (shapedAs): a password with a digit or a sign, a
// token of ten bytes or more of letters with digits. Not a placeholder nor a variable
// ("${DB_PASSWORD}"). It looks at each closing tag, and back from it for its opening one.
func (r *Redactor) xmlSettingPass(s string) []seg {
	if !strings.Contains(s, "</") {
		return nil
	}
	low := asciiLower(s)
	if !slices.ContainsFunc(xmlSecretWords, func(w string) bool { return strings.Contains(low, w) }) {
		return nil
	}
	b := builder{s: s}
	for from := 0; ; {
		k := strings.Index(s[from:], "</")
		if k < 0 {
			break
		}
		closeAt := from + k
		from = closeAt + 2
		e := from
		for e < len(s) && e-from < 64 && (isAlnum(s[e]) || strings.IndexByte("_.:-", s[e]) >= 0) {
			e++
		}
		name := s[from:e]
		if e >= len(s) || s[e] != '>' || !containsAny(low[from:e], "pass", "pwd", "secret", "token", "key") {
			continue // most closing tags: </div>, </span>
		}
		class := elementClass(name)
		if class == "" {
			continue
		}
		// The text, perhaps in a CDATA section: <password><![CDATA[X]]></password>.
		textAt, textEnd := -1, closeAt
		if c := strings.LastIndex(s[max(0, closeAt-140):closeAt], "<![CDATA["); c >= 0 && strings.HasSuffix(s[:closeAt], "]]>") {
			textAt = max(0, closeAt-140) + c
			textEnd = closeAt - 3
		}
		// The opening tag: "<name>" or "<name attr…>" ending where the text begins.
		gt := textAt - 1
		if textAt < 0 {
			gt = strings.LastIndexByte(s[max(0, closeAt-257):closeAt], '>')
			if gt < 0 {
				continue
			}
			gt += max(0, closeAt-257)
		} else if gt < 0 || s[gt] != '>' {
			continue
		}
		open := strings.LastIndexByte(s[max(0, gt-256):gt], '<')
		if open < 0 {
			continue
		}
		open += max(0, gt-256)
		tag := s[open+1 : gt]
		if tag != name && !strings.HasPrefix(tag, name+" ") {
			continue
		}
		from := gt + 1
		if textAt >= 0 {
			from = textAt + len("<![CDATA[")
		}
		v := s[from:textEnd]
		if v == "" || strings.ContainsAny(v, "<\n") || IsPlaceholder(v) || !shapedAs(class, strings.TrimSpace(v)) {
			continue
		}
		b.add(from, textEnd, r.mask(v, class))
	}
	return b.done()
}

// elementClass is the class of the secret an element named name holds: a password's
// ("password", "adminPassword", "db_passwd"), a secret's ("secret", "clientSecret",
// "apiKey", "api_key") or a token's ("token", "accessToken"); "" for another element
// ("tokenType", "keyName", "passwordPolicy", "nextPageToken": notSecretTokens).
func elementClass(name string) string {
	if i := strings.LastIndexByte(name, ':'); i >= 0 {
		name = name[i+1:] // a namespace's prefix: <ns:password>
	}
	switch strings.ToLower(name) {
	case "password", "passwd", "pwd", "keymaterial", "pre-shared-key", "presharedkey", "pre_shared_key":
		// keyMaterial: a WLAN profile's passphrase; <pre-shared-key>: a VPN's or a router's
		return Password
	case "secret", "apikey":
		return Secret
	case "token":
		return Token
	}
	words := appendWords(nil, name)
	if slices.ContainsFunc(words, func(w string) bool { return notSecretTokens[w] }) {
		return "" // <nextPageToken>, <idempotencyToken>: a position or a request's id
	}
	return settingClass(name)
}

// notSecretTokens are words of an element's name that make its token no credential: a
// page's or a sync's position, a request's idempotency key.
var notSecretTokens = map[string]bool{"page": true, "next": true, "continuation": true, "cursor": true,
	"idempotency": true, "sync": true, "resume": true, "pagination": true}
