package redact

import (
	"regexp"
	"strings"
)

// randomParams are URL parameter names that carry an anti-forgery value in a sign-in flow
// (OAuth's state and nonce, SAML's RelayState, OIDC's session_state) and plain words
// elsewhere ("state=open", "state=CA"), and an API's key named its app's id (OpenWeather's
// "appid=<32 hex>", Steam's "appid=570"): their value is masked when it holds a
// machine-made run (machineMade).
var randomParams = map[string]bool{"state": true, "nonce": true, "relaystate": true, "relay_state": true,
	"oauth_state": true, "session_state": true, "appid": true}

// flagValue reports whether a parameter's decoded value is a flag, which carries no
// credential whatever the parameter's name: "?passwordReset=true", "?auth=false", "?pin=1".
func flagValue(v string) bool {
	switch strings.ToLower(v) {
	case "true", "false", "yes", "no", "on", "off", "null", "none", "undefined", "0", "1":
		return true
	}
	return false
}

// withoutEntity returns a parameter's name without what an HTML character reference of
// "&" leaves before it: "amp;" of "&amp;" (also repeated, "&amp;amp;"), "#38;" or "#038;",
// "#x26;", and after the "#" a URL's fragment begins at, "038;" or "x26;".
func withoutEntity(name string) string {
	if m := entityRest.FindStringIndex(name); m != nil && m[1] < len(name) {
		return name[m[1]:]
	}
	return name
}

// entityRest matches the rest of an HTML character reference of "&" at the start of a
// name (see withoutEntity).
var entityRest = regexp.MustCompile(`^(?i)(?:amp;)*(?:amp|#?0*38|#?x0*26);`) // "#" optional: a fragment began at it

// randomParam reports whether a parameter's name (withoutEntity) is one of randomParams or
// ends in the word "state" or "nonce" (authState, csrf_state, oidc_nonce).
func randomParam(name string) bool {
	if randomParams[strings.ToLower(name)] {
		return true
	}
	words := appendWords(nil, name)
	if len(words) < 2 {
		return false
	}
	last := words[len(words)-1]
	return last == "state" || last == "nonce"
}

// authParams are the names, lower case, of parameters that a sign-in, e-mail verification,
// password reset or callback page takes its one-time value in, and that other pages use for
// plain values ("?t=42s", "?h=480", "?state=open"): "?t=K7XQ9P2M" on /login, Laravel's
// "/email/verify?id=12&hash=…", OAuth's "state" on /oauth/callback (randomParam names
// too).
// Not "v" (a version, a video) nor "s" (a search, a source).
var authParams = map[string]bool{"t": true, "tk": true, "h": true, "hash": true, "k": true, "c": true, "p": true,
	"uidb64": true, "selector": true, "validator": true, "confirmation": true,
	"ti": true, "pid": true, "wid": true} // DocuSign's /Signing/?ti=, Adobe Sign's apiesign?pid= and esignWidget?wid=

// authParam reports whether a parameter of this name (withoutEntity) carries a one-time
// value when its link is a sign-in, verify, reset or callback page's (authPage):
// authParams and randomParam's names.
func authParam(name string) bool {
	return authParams[strings.ToLower(name)] || randomParam(name)
}

// authValue reports whether the decoded value dec of a parameter named name on a sign-in,
// verify, reset, callback or signing page (authPage) is the flow's one-time value: an
// authParam's one-time value (oneTimeValue), or "a" holding a machine-made run (DocuSign's
// "/Signing/EmailStart.aspx?a=<uuid>"; not "?a=spring24promo").
func authValue(name, dec string) bool {
	return authParam(name) && oneTimeValue(dec) || strings.EqualFold(name, "a") && machineMade(dec)
}

// oneTimeValue reports whether the decoded value of an authParam on a sign-in, verify,
// reset or callback page is the flow's one-time value rather than a plain one: 8 bytes or
// more of letters, digits and "-", "_", ".", "~", "+", "/", "=", with a letter after a
// digit ("af0ifjsldkj", "K7XQ9P2M", "9f86d081e2"), or 16 or more with letters and digits.
// Words ("state=NewYork", "t=signup"), a name with a number at its end ("Summer24",
// "checkout2"), a version ("2.14.0"), a timestamp or a date in digits, flags and short
// values stay.
func oneTimeValue(v string) bool {
	if len(v) < 8 || flagValue(v) || strings.ContainsFunc(v, func(r rune) bool {
		return r >= 0x80 || !isAlnum(byte(r)) && !strings.ContainsRune("-_.~+/=", r)
	}) {
		return false
	}
	i := strings.IndexAny(v, "0123456789")
	if i < 0 || !strings.ContainsFunc(v, isLetterRune) {
		return false
	}
	return len(v) >= 16 || strings.ContainsFunc(v[i:], isLetterRune)
}

// docWords are words of a path that make its page one about signing in rather than a step
// of it: "/blog/how-to-verify-your-account", "/help/login", "/docs/oauth-callback".
var docWords = map[string]bool{"blog": true, "docs": true, "doc": true, "help": true, "support": true,
	"article": true, "articles": true, "wiki": true, "guide": true, "guides": true, "learn": true,
	"news": true, "product": true, "products": true, "faq": true, "kb": true, "tutorial": true,
	"tutorials": true, "community": true, "forum": true, "forums": true}

// authPage reports whether a link's path is a sign-in, verify, reset, callback or
// unsubscribe page's (authPathWord) and no page about one (docWords).
func authPage(path string) bool {
	auth := false
	for _, w := range pathWords(path) {
		if docWords[w] {
			return false
		}
		auth = auth || authPaths[w]
	}
	return auth
}
