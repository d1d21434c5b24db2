package waymark

import (
	"slices"
	"sort"
	"strings"
)

// A success clears the blame a failure laid on a selector (SPEC §3.5): the anti-pattern of
// the locator a step used, under any purpose on its page.

// pageKey names a page's selector records: their site and URL pattern.
type pageKey struct{ site, urlPattern string }

// clearBlame clears the anti-pattern of the locator s names, which a step used with
// success (s.clearOnly): the one stored under s's key and, in a run that got its task done
// (s.anyPurpose), any other of that locator on the page, whatever the failed step was
// named for ("click id=q" then "click Search"). A record stored only as blame (no use)
// goes, and the locator stays unstored as before it failed; one that worked before counts
// one more use. Nothing is stored when there is no blame.
func (w *writer) clearBlame(s SelectorRecord) error {
	unblame := func(rec Record, old SelectorRecord) error {
		w.noteBlame(old, rec.Key, false)
		if old.Uses == 0 {
			if err := w.tx.Delete(w.ctx, rec.ID); err != nil {
				return err
			}
			w.remember(KindSelector, rec.Key, nil)
			w.counts[KindSelector]++
			return nil
		}
		old.worked(s.LastSeen)
		return w.put(KindSelector, rec.Key, old.Site, old.URLPattern, "", old.Purpose+" "+old.Selector, old)
	}
	key := selectorKey(s)
	var old SelectorRecord
	if rec, ok, err := w.get(KindSelector, key, &old); err != nil {
		return err
	} else if ok && old.AntiPattern {
		return unblame(rec, old)
	}
	if !s.anyPurpose {
		return nil
	}
	blamed, err := w.antiPatterns(s.Site, s.URLPattern)
	if err != nil {
		return err
	}
	for _, k := range slices.Clone(blamed[s.Selector]) {
		var other SelectorRecord
		if k == key {
			continue
		}
		rec, ok, err := w.get(KindSelector, k, &other)
		if err != nil {
			return err
		}
		if !ok || !other.AntiPattern || other.Selector != s.Selector {
			continue
		}
		if err := unblame(rec, other); err != nil {
			return err
		}
	}
	return nil
}

// antiPatterns returns the keys of the selector records of a page (site and URL pattern)
// that are anti-patterns, by selector: read from the store the first time a writer asks
// for the page, from what it keeps up to date (noteBlame) after.
func (w *writer) antiPatterns(site, urlPattern string) (map[string][]string, error) {
	pk := pageKey{site, urlPattern}
	if m, ok := w.blamed[pk]; ok {
		return m, nil
	}
	recs, err := w.tx.Find(w.ctx, Filter{Kinds: []Kind{KindSelector}, Site: site, URLPattern: urlPattern})
	if err != nil {
		return nil, err
	}
	m := map[string][]string{}
	for _, rec := range recs {
		var sr SelectorRecord
		if decodeBody(rec.Body, &sr) == nil && sr.AntiPattern {
			m[sr.Selector] = append(m[sr.Selector], rec.Key)
		}
	}
	if w.blamed == nil {
		w.blamed = map[pageKey]map[string][]string{}
	}
	w.blamed[pk] = m
	return m, nil
}

// noteBlame keeps what antiPatterns read of s's page up to date after the record of key
// (of s) becomes an anti-pattern (blamed) or stops being one.
func (w *writer) noteBlame(s SelectorRecord, key string, blamed bool) {
	m, ok := w.blamed[pageKey{s.Site, s.URLPattern}]
	if !ok {
		return
	}
	keys := slices.DeleteFunc(m[s.Selector], func(k string) bool { return k == key })
	if blamed {
		keys = append(keys, key)
	}
	m[s.Selector] = keys
}

// blockedStep reports whether st failed because the page was blocked or covered, not for
// its element: its error, read without its own locators (ownError), is of a friction class
// that stands between the agent and any element (SPEC §7: cookie_banner, popup_modal,
// captcha, bot_wall, rate_limit, blocked_page, login_redirect). Its locator is not
// blamed; the block is noted instead (frictionNotes). The error alone decides, not the
// page's URL: a sign-in page's own fields fail for themselves.
func blockedStep(st Step) bool { return blockClass(st) != "" }

// blockClass returns the friction class of what blocked st (see blockedStep), "" when
// nothing did.
func blockClass(st Step) Friction {
	if st.Error == "" {
		return ""
	}
	switch c := friction(ownError(st), "", "", ""); c {
	case FrictionCookieBanner, FrictionPopupModal, FrictionCaptcha, FrictionBotWall, FrictionRateLimit,
		FrictionBlockedPage, FrictionLoginRedirect:
		return c
	}
	return ""
}

// passedBlock reports whether st, a step that failed for a block (blockedStep), did what it
// does all the same: it led to another page (url_after), where the block was ("429 Too
// Many Requests" after the link to a branch's page). A route keeps it; its error is the
// page's, not the step's.
func passedBlock(st Step) bool {
	return st.URLAfter != "" && st.URLAfter != st.URL && blockedStep(st)
}

// retryWords are the names of the control a block offers to go on, lower case.
var retryWords = []string{"retry", "try again", "reload", "erneut versuchen", "réessayer", "reintentar", "riprova", "tentar novamente"}

// retryControl reports whether t is the control a blocked page offers to go on ("Retry",
// "Try again", "Reload"), by its accessible name, text or selector.
func retryControl(t *Target) bool {
	s := strings.ToLower(strings.Join([]string{t.Name, t.Text, t.Label, t.Selector}, " "))
	return slices.ContainsFunc(retryWords, func(w string) bool { return strings.Contains(s, w) })
}

// ownError returns st's error with the step's own locators left out (its selectors, XPath,
// accessible name and text, as the error quotes them): "waiting for selector
// \"#rate-limit-input\"" and "no element matches #aisle-429" say that element was not
// found, not that a rate limit stood in the way; the other elements an error names stay
// ("<div id=\"cookie-banner\"> intercepts pointer events").
func ownError(st Step) string {
	e := st.Error
	t := st.Target
	if t == nil {
		return e
	}
	own := append([]string{t.Selector, t.XPath, t.Name, t.Text}, t.Selectors...)
	// The longest first ("#a-b" before "#a"), in either quote ("[data-room='401']" is quoted
	// as locator('[data-room="401"]')).
	sort.Slice(own, func(i, j int) bool { return len(own[i]) > len(own[j]) })
	swap := strings.NewReplacer(`'`, `"`, `"`, `'`)
	for _, l := range own {
		if len(l) >= 3 {
			e = strings.ReplaceAll(strings.ReplaceAll(e, l, " "), swap.Replace(l), " ")
		}
	}
	return strings.Join(strings.Fields(e), " ") // "Element #buy not found" reads "Element not found"
}
