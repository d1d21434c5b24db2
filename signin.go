package waymark

import "slices"

// Signing in, up and out in requests: signing in changes nothing on a site (a route that
// signs in to read an order answers a question), signing up creates an account and
// signing out ends a session, so the three are kept apart in a request's terms.

// signsIn reports whether text (an intent, a control's label) begins, after leadIns, with
// signing in: "Sign in", "Log in", "Log into", "Log on", "Login", "Signin". Signing up
// ("Sign up") and out are changes; signing in is not.
func signsIn(text string) bool {
	ws := lowerWords(text)
	i := afterLeadIns(ws)
	if i >= len(ws) {
		return false
	}
	switch ws[i] {
	case "login", "signin", "logon":
		return true
	case "sign", "log":
		return i+1 < len(ws) && (ws[i+1] == "in" || ws[i+1] == "into" || ws[i+1] == "on")
	}
	return false
}

// signTerms returns ts, the terms of intent, with the "log" of logging in written "sign"
// ("in" is no term: "sign" alone is signing in's term), so that "Log in" is "Sign in"; and,
// in a request that does not sign in, the "sign" or "log" of signing up or out written as
// a term of its own ("signup", "signout"), so that "Sign up for an account" (which creates
// one) and "Sign in to my account" are two actions, not one "sign … account". ts itself is
// returned when nothing changes.
func signTerms(intent string, ts []string) []string {
	if !slices.Contains(ts, "sign") && !slices.Contains(ts, "log") {
		return ts
	}
	ws := lowerWords(intent)
	kind := "" // "signup" or "signout"
	logIn, signIn := false, false
	for i := 0; i+1 < len(ws); i++ {
		if ws[i] != "sign" && ws[i] != "log" {
			continue
		}
		switch ws[i+1] {
		case "up":
			kind = "signup"
		case "out", "off":
			kind = "signout"
		case "in", "into", "on":
			signIn = true
			logIn = logIn || ws[i] == "log"
		}
	}
	if !logIn && (signIn || kind == "") {
		return ts // signing in as written, or no signing at all
	}
	out := slices.Clone(ts)
	for k, t := range out {
		switch {
		case logIn && t == "log":
			out[k] = "sign"
		case !signIn && (t == "sign" || t == "log"):
			out[k] = kind
		}
	}
	return out
}
