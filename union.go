package waymark

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"github.com/waymark-dev/waymark/internal/sitefile"
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

// siteCopy is one site file of an import folder: its name ("sites/x.yaml") and records.
type siteCopy struct {
	file string
	recs []Record
}

// unionCopies returns the records of a site as read from the files of copies, in the
// folder's name order: one file, but for a renamed or copied one beside the file export
// writes for the site again. Of a record (kind and key) that more than one file holds it
// keeps the copy updated later, and on a tie that of main: the file export names for the
// site (siteFileRel), else the first. warn says the site is in several files ("" when in
// one). Reading the same files again gives the same records, so an import stays
// idempotent.
func unionCopies(site string, copies []siteCopy) (recs []Record, main siteCopy, warn string) {
	main = copies[0]
	if len(copies) == 1 {
		return main.recs, main, ""
	}
	names := make([]string, len(copies))
	for i, c := range copies {
		names[i] = c.file
		if c.file == siteFileRel(site) {
			main = c
		}
	}
	order := []siteCopy{main} // main first: its copies stay on a tie
	for _, c := range copies {
		if c.file != main.file {
			order = append(order, c)
		}
	}
	at := map[[2]string]int{} // kind and key → index in recs
	for _, c := range order {
		for _, r := range c.recs {
			k := [2]string{string(r.Kind), r.Key}
			i, ok := at[k]
			switch {
			case !ok:
				at[k] = len(recs)
				recs = append(recs, r)
			case r.UpdatedAt.After(recs[i].UpdatedAt):
				recs[i] = r
			}
		}
	}
	warn = fmt.Sprintf("site %s is in %d files (%s): all were read, and of a record more than one holds the copy updated later (on a tie, that of %s); keep one of the files",
		site, len(copies), strings.Join(names, ", "), main.file)
	return recs, main, warn
}

// siteFileRel is the file export writes site's records to, relative to the folder
// ("sites/example.com.yaml"); "" when the site has no usable file name.
func siteFileRel(site string) string {
	name, ok := sitefile.FileName(site)
	if !ok {
		return ""
	}
	return exportSitesDir + "/" + name + sitefile.Ext
}
