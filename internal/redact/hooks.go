package redact

// URLs whose secret is in a place their service chose: a webhook's path (Slack, Discord,
// Mattermost, Rocket.Chat, Zapier, Microsoft 365, Make) or host (Pipedream), a sign-in
// link's "/l/<token>" or Slack's "x", a calendar feed's key, a SharePoint sharing link's, a
// WeTransfer download's and the payload of an authenticator's export
// (otpauth-migration://).

import (
	"slices"
	"strings"
)

// slackHook reports whether raw is a Slack webhook (https://hooks.slack.com/services/T…/B…/
// <secret>, /workflows/…, /triggers/…), whose last path segment is its secret.
func slackHook(raw string) bool {
	low := strings.TrimPrefix(strings.TrimPrefix(asciiLower(raw), "https://"), "http://")
	return strings.HasPrefix(low, "hooks.slack.com/services/") || strings.HasPrefix(low, "hooks.slack.com/workflows/") ||
		strings.HasPrefix(low, "hooks.slack.com/triggers/")
}

// hookPath masks the secret of a Slack webhook's path (/services/T…/B…/<secret>,
// /workflows/…/<secret>, /triggers/…/<secret>): its last segment, when shaped as a token.
func (r *Redactor) hookPath(p string) string {
	parts := strings.Split(p, "/")
	last := len(parts) - 1
	if last < 3 || !tokenValue(parts[last], 20) {
		return r.urlPath(p) // an example's "XXXXXXXX…" or "YOUR/WEBHOOK/URL"
	}
	parts[last] = r.mask(unescape(parts[last], true), Token)
	return strings.Join(parts, "/")
}

// webhookToken reports whether parts[i] is the token of a webhook's path, as Discord and
// others write it: ".../webhooks/<numeric id>/<token>", a token of 30 bytes or more; as
// Mattermost and Rocket.Chat do: ".../hooks/<key>" and ".../hooks/<id>/<token>", 20 bytes
// or more that look random (credentialLike; not GitHub's "/hooks/<numeric id>"); Zapier's
// key after "/hooks/catch/<account>/"; or, in a
// Microsoft 365 webhook's path (/webhookb2/…/IncomingWebhook/…), a segment after
// "IncomingWebhook" of 20 bytes or more that looks random (its key, the sender's id and
// the signature).
func webhookToken(parts []string, i int) bool {
	if i >= 3 && strings.EqualFold(parts[i-3], "hooks") && strings.EqualFold(parts[i-2], "catch") && isDigits(parts[i-1]) && len(parts[i]) >= 5 {
		return true // Zapier's: /hooks/catch/<account>/<key>/
	}
	if len(parts[i]) >= 20 && (i >= 1 && strings.EqualFold(parts[i-1], "hooks") || i >= 2 && strings.EqualFold(parts[i-2], "hooks")) &&
		credentialLike(unescape(parts[i], true)) {
		return true
	}
	if i >= 3 && len(parts[i]) >= 20 && (strings.EqualFold(parts[1], "webhookb2") || strings.EqualFold(parts[1], "webhook")) &&
		slices.ContainsFunc(parts[max(0, i-3):i], func(p string) bool { return strings.EqualFold(p, "IncomingWebhook") }) {
		return credentialLike(unescape(parts[i], true))
	}
	return i >= 2 && strings.EqualFold(parts[i-2], "webhooks") && isDigits(parts[i-1]) && len(parts[i]) >= 30 &&
		credentialLike(parts[i])
}

// otpMigration reports whether raw is an authenticator's export (Google Authenticator's
// "otpauth-migration://offline?data=…"): its data holds every account's TOTP secret.
func otpMigration(raw string) bool {
	const scheme = "otpauth-migration:"
	return len(raw) > len(scheme) && strings.EqualFold(raw[:len(scheme)], scheme)
}

// migrationQuery is query for a link whose service names the parameter that holds its
// secret: an authenticator's export (otpMigration) and its "data", a Slack sign-in link
// (slackSignIn) and its "x". That parameter's value is masked as a secret whatever its
// shape.
func (r *Redactor) migrationQuery(q, name string) string {
	parts := strings.Split(q, "&")
	for i, p := range parts {
		if k, v, ok := strings.Cut(p, "="); ok && strings.EqualFold(k, name) && v != "" && !IsPlaceholder(unescape(v, false)) {
			parts[i] = k + "=" + r.mask(unescape(v, false), Secret)
		} else {
			parts[i] = r.query(p)
		}
	}
	return strings.Join(parts, "&")
}

// linkToken reports whether parts[i] is the token of a magic or one-time link written
// "/l/<token>" (a link of one letter's path, as mailers and sign-in services send it): 20
// bytes or more that look random (credentialLike; not "/l/en-US/…"); or of a share link
// (shareToken).
func linkToken(parts []string, i int) bool {
	if i >= 1 && (parts[i-1] == "s" || parts[i-1] == "sh") {
		return shareToken(unescape(parts[i], true))
	}
	return i >= 1 && parts[i-1] == "l" && len(parts[i]) >= 20 && credentialLike(unescape(parts[i], true))
}

// shareToken reports whether seg, after "/s/" or "/sh/", is the token of a public share
// link (Nextcloud's and ownCloud's "/s/BOUTp7tBqHtJvaY", Dropbox's "/s/k2l9zq8x7wv4m1p/"),
// which opens the files to whoever holds it: 12 to 64 letters and digits that look random,
// with both cases or with two digits or more ("/s/ref=nb_sb_noss" and "/s/search" are no
// token).
func shareToken(seg string) bool {
	if len(seg) < 12 || len(seg) > 64 || strings.Trim(seg, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") != "" {
		return false
	}
	c := countKinds(seg)
	return c.upper >= 3 && c.lower >= 3 || c.digits >= 2 && c.letters >= 4
}

// feedToken reports whether parts[i] is the key of a calendar feed or a sharing link,
// which whoever holds the link reads by: a segment of 20 bytes or more that looks random
// (tokenValue) in the path of an iCalendar feed ("…/<key>/calendar.ics", "/ical/<key>"),
// or the last segment of a SharePoint or OneDrive sharing link ("/:x:/g/personal/<user>/<key>").
func feedToken(parts []string, i int) bool {
	seg := unescape(parts[i], true)
	if privateFeed(seg) > 0 || !tokenValue(seg, 20) { // Google's "private-<key>" keeps its word
		return false // "2024-public-holidays-germany": words
	}
	last := len(parts) - 1
	switch {
	case strings.HasSuffix(strings.ToLower(parts[last]), ".ics") && i < last:
		return true
	case i >= 1 && strings.EqualFold(parts[i-1], "ical"):
		return true
	case i == last && len(parts) > 2 && len(parts[1]) == 3 && parts[1][0] == ':' && parts[1][2] == ':':
		return true // SharePoint's "/:x:/", "/:w:/", "/:f:/": a sharing link
	}
	return false
}

// hostOf returns the host of a URL's authority (after any "user@", without the port),
// lower case in ASCII.
func hostOf(auth string) string {
	if at := strings.LastIndexByte(auth, '@'); at >= 0 {
		auth = auth[at+1:]
	}
	if k := strings.IndexAny(auth, ":;"); k >= 0 {
		auth = auth[:k]
	}
	return asciiLower(auth)
}

// pipedreamHost masks the first label of a Pipedream endpoint's host
// ("<key>.m.pipedream.net"), which is its secret: whoever has it posts to the workflow.
// auth is the URL's authority; it is returned unchanged for any other host.
func (r *Redactor) pipedreamHost(auth string) string {
	const suffix = ".m.pipedream.net"
	at := strings.LastIndexByte(auth, '@') + 1
	host := auth[at:]
	if len(host) <= len(suffix) || !strings.EqualFold(host[len(host)-len(suffix):], suffix) {
		return auth
	}
	label := host[:len(host)-len(suffix)]
	if len(label) < 10 || strings.ContainsAny(label, ".") || IsPlaceholder(label) {
		return auth
	}
	return auth[:at] + r.mask(label, Token) + suffix
}

// hostHookPath masks the secret in the path of a URL whose host says where it is: the
// key of a Make (Integromat) webhook, "hook.<zone>.make.com/<key>" or
// "hook.integromat.com/<key>" (its first segment, 20 bytes or more); the transfer's id and
// security hash of a WeTransfer download link ("wetransfer.com/downloads/<id>/<hash>"); a
// Box shared link's key ("app.box.com/s/<key>"); a OneDrive short link's share id
// ("1drv.ms/u/s!<id>"); the person's number of a WhatsApp link ("wa.me/<number>", as
// {{phone}}); ok is false for any other URL.
func (r *Redactor) hostHookPath(host, p string) (string, bool) {
	parts := strings.Split(p, "/")
	switch {
	case strings.HasPrefix(host, "hook.") && (strings.HasSuffix(host, ".make.com") || host == "hook.integromat.com" || strings.HasSuffix(host, ".integromat.com")):
		if len(parts) < 2 || len(parts[1]) < 20 || IsPlaceholder(parts[1]) {
			return "", false
		}
		parts[1] = r.mask(unescape(parts[1], true), Token)
	case (host == "wetransfer.com" || strings.HasSuffix(host, ".wetransfer.com")) && len(parts) >= 3 && parts[1] == "downloads":
		for i := 2; i < len(parts) && i < 5; i++ {
			if len(parts[i]) >= 6 && !IsPlaceholder(parts[i]) {
				parts[i] = r.mask(unescape(parts[i], true), Token)
			}
		}
	case host == "app.box.com" || strings.HasSuffix(host, ".app.box.com") || host == "box.com" || host == "www.box.com":
		if len(parts) < 3 || parts[1] != "s" || len(parts[2]) < 12 || IsPlaceholder(parts[2]) {
			return "", false
		}
		parts[2] = r.mask(unescape(parts[2], true), Token)
	case host == "wa.me" || host == "www.wa.me":
		// WhatsApp's click-to-chat link names the person by their number: wa.me/2348034127789
		if len(parts) < 2 || len(parts[1]) < 8 || len(parts[1]) > 15 || !isDigits(parts[1]) {
			return "", false
		}
		parts[1] = r.mask(parts[1], Phone)
	case host == "1drv.ms":
		found := false
		for i, part := range parts {
			if len(part) > 8 && strings.HasPrefix(part, "s!") {
				parts[i], found = "s!"+r.mask(unescape(part[2:], true), Token), true
			}
		}
		if !found {
			return "", false
		}
	default:
		return "", false
	}
	return strings.Join(parts, "/"), true
}

// slackSignIn reports whether host and path are a Slack workspace's sign-in link from an
// e-mail ("<team>.slack.com/z-app-<ids>?x=<token>"), whose "x" is a one-time token.
func slackSignIn(host, path string) bool {
	return strings.HasSuffix(host, ".slack.com") && strings.HasPrefix(path, "/z-app-")
}
