package waymark

import (
	"encoding/json"
	"fmt"
	"sort"
)

// What an import merges of a record both homes hold, where the newer copy alone would lose
// what the other home saw (SPEC §11: import merges).

// unionProfiles merges imported profile record r into stored profile record old (SPEC §11:
// import merges): origins, framework hints and quirks of both (old's first, each list capped
// as a save caps it), the larger visit and captcha counts and last visit, either's shadow
// DOM and iframe flags; updated at the later of the two. The pattern names are old's: the
// import lists its site's patterns afterwards (relistProfile). The union is
// idempotent (importing r again changes nothing) and leaves old as it is when r adds
// nothing (sameKnowledge then holds).
func unionProfiles(old, r Record) (Record, error) {
	var a, b Profile
	if err := decodeBody(old.Body, &a); err != nil {
		return r, fmt.Errorf("profile %q: stored body: %w", old.Key, err)
	}
	if err := decodeBody(r.Body, &b); err != nil {
		return r, fmt.Errorf("profile %q: %w", r.Key, err)
	}
	a.Origins = unionCapped(a.Origins, b.Origins, maxListItems)
	sort.Strings(a.Origins)
	a.Frameworks = unionCapped(a.Frameworks, b.Frameworks, maxFrameworks)
	a.Quirks = unionCapped(a.Quirks, b.Quirks, maxListItems)
	a.ShadowDOM, a.Iframe = a.ShadowDOM || b.ShadowDOM, a.Iframe || b.Iframe
	a.Visits, a.CaptchaSeen = max(a.Visits, b.Visits), max(a.CaptchaSeen, b.CaptchaSeen)
	if b.LastVisit.After(a.LastVisit) {
		a.LastVisit = b.LastVisit
	}
	raw, err := json.Marshal(a)
	if err != nil {
		return r, err
	}
	body, err := canonicalBody(KindProfile, raw, false)
	if err != nil {
		return r, err
	}
	r.Body, r.Text, r.URLPattern, r.TaskType = body, old.Text, old.URLPattern, old.TaskType
	if old.UpdatedAt.After(r.UpdatedAt) {
		r.UpdatedAt = old.UpdatedAt
	}
	return r, nil
}

// unionNotes merges imported site note record r into stored note record old: the newer
// copy's words (the file's when both are as new: a hand edit that kept the exported
// updated_at), the larger counts of successes, failures and meetings and the later
// last_seen of the two, updated at the later of the two. So a note both homes met keeps
// the count of the home that met it more, as a profile keeps the larger visit count; a
// count is never lowered by an import. Idempotent, and old as it is when r adds nothing.
func unionNotes(old, r Record) (Record, error) {
	var a, b SiteNote
	if err := decodeBody(old.Body, &a); err != nil {
		return r, fmt.Errorf("site note %q: stored body: %w", old.Key, err)
	}
	if err := decodeBody(r.Body, &b); err != nil {
		return r, fmt.Errorf("site note %q: %w", r.Key, err)
	}
	base, other, out := b, a, r
	if old.UpdatedAt.After(r.UpdatedAt) {
		base, other, out = a, b, old
	}
	base.Successes, base.Failures = max(base.Successes, other.Successes), max(base.Failures, other.Failures)
	base.Seen = max(base.Seen, other.Seen)
	if other.LastSeen.After(base.LastSeen) {
		base.LastSeen = other.LastSeen
	}
	raw, err := json.Marshal(base)
	if err != nil {
		return r, err
	}
	if out.Body, err = canonicalBody(KindSiteNote, raw, false); err != nil {
		return r, err
	}
	if old.UpdatedAt.After(out.UpdatedAt) {
		out.UpdatedAt = old.UpdatedAt
	}
	if r.UpdatedAt.After(out.UpdatedAt) {
		out.UpdatedAt = r.UpdatedAt
	}
	return out, nil
}
