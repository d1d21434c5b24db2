package waymark

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// refusalSigns end a request that is refused, in doubt or ticked off as done: "Reboot the
// server ❌", "Cancel my trip? 🤔", "Book a table for 2 ✅".
var refusalSigns = []string{"❌", "🚫", "⛔", "✗", "✖", "🙅", "🤔", "✅", "✔", "☑"}

// markedOff returns what marks a query's request as not to be done by its form rather
// than its words, when the stored intent has no such mark: struck out in Markdown
// ("~~Delete the bucket~~") or left in an HTML comment ("<!-- … -->"): "struck out"; a
// sign of refusal or doubt at its end (refusalSigns), "or not" or "/s" (said in jest) at
// its end; a label before it that holds it back (heldLabel: "Draft:", "Done:"); a verb
// that asks to go through it without its effect, first (simulations: "Pretend to …"), or
// for code that would make it (codeFor: "Write a script that deletes …");
// after a colon, a dash or an opening parenthesis, a label that holds it back ("… (dry
// run only)", "… -- test"), or no more than a retraction ("…: NO", "… - NOT", "… (not!)",
// "… - not yet"): "no". "" for none.
func markedOff(query, stored string) string {
	q := strings.TrimSpace(query)
	for _, m := range []string{"~~", "<!--"} {
		if strings.Contains(q, m) && !strings.Contains(stored, m) {
			return "struck out"
		}
	}
	end := strings.TrimRightFunc(q, func(r rune) bool { return unicode.IsSpace(r) || strings.ContainsRune(".!?…)", r) })
	for _, s := range refusalSigns {
		if strings.HasSuffix(end, s) && !strings.Contains(stored, s) {
			return s
		}
	}
	low := strings.ToLower(end)
	switch {
	case strings.HasSuffix(low, " or not"):
		return "or not"
	case strings.HasSuffix(low, " /s"):
		return "/s"
	}
	if l, _ := heldLabel(q); l != "" {
		if sl, _ := heldLabel(stored); sl == "" {
			return l // "Draft: send the invoice to Bob", "Done: close ticket 4521"
		}
	}
	if fs := strings.Fields(low); len(fs) > 1 && simulations[fs[0]] && !strings.HasPrefix(strings.ToLower(strings.TrimSpace(stored)), fs[0]) {
		return fs[0] // "Pretend to delete the bucket my-logs", "Simulate deleting …"
	}
	if made := codeFor(low); made != "" && !slices.Contains(lowerWords(stored), lastOf(lowerWords(made))) {
		return made // "Write a script that deletes the bucket my-logs"
	}
	i := strings.LastIndexAny(end, ":(—–")
	for _, dash := range []string{" - ", " -- "} {
		if j := strings.LastIndex(end, dash); j > i {
			i = j + 1
		}
	}
	if i <= 0 {
		return ""
	}
	_, n := utf8.DecodeRuneInString(end[i:])
	lw := lowerWords(end[i+n:])
	if len(lw) == 0 || len(lw) > 3 {
		return ""
	}
	if l := strings.Join(lw, " "); holdsBack(l) && !strings.Contains(strings.ToLower(stored), l) {
		return l // "Delete the bucket my-logs (dry run only)", "… -- test"
	}
	for _, w := range lw {
		if !retractions[w] {
			return ""
		}
	}
	return "no"
}

// percentRe matches a share of a whole: "84.20%", "20 percent", "15 per cent".
var percentRe = regexp.MustCompile(`(?i)\b\d+(?:[.,]\d+)?\s*(?:%|percent\b|per cent\b)`)

// percentOf returns the share a query names ("84.20%", "20 percent") when the stored
// intent names none: "Pay 84.20% of my electric bill" is a part of the bill, not the
// amount the route types. "" for none.
func percentOf(query, stored string) string {
	if percentRe.MatchString(stored) {
		return ""
	}
	return percentRe.FindString(query)
}

// takenBack reports whether w, what deferralBeyond found, takes the request back,
// corrects or doubts it (markedOff's marks, a label that holds it back among them; "no" of
// a last sentence that retracts it, or a word of correctionWords that begins a clause
// correcting it) rather than putting it off or making it in part.
func takenBack(w string) bool {
	return correctionWords[w] || codeNouns[lastOf(lowerWords(w))] || refusedTail(w) || retracted(w) || w == "struck out" || w == "or not" || w == "/s" || slices.Contains(refusalSigns, w) || holdsBack(w)
}

// holdLabels are the words of a label put before a request that hold it back: it is a
// draft, a test, a simulation, an example or an idea, done, paid, refused or cancelled
// already, put off, taken back, logged, or to be skipped or undone ("Draft: send the
// invoice to Bob", "Done: close ticket 4521", "On hold - pay my water bill",
// "Hypothetically, pay my water bill", "Never mind: …", "Dry run: …").
var holdLabels = map[string]bool{"draft": true, "test": true, "testing": true, "example": true, "sample": true,
	"practice": true, "hypothetically": true, "hypothetical": true, "theoretically": true, "done": true,
	"completed": true, "complete": true, "finished": true, "resolved": true, "closed": true, "cancelled": true,
	"canceled": true, "cancel": true, "postponed": true, "deferred": true, "hold": true, "paused": true,
	"pending": true, "blocked": true, "wip": true, "skip": true, "skipped": true, "ignore": true,
	"undo": true, "obsolete": true, "outdated": true, "duplicate": true, "someday": true, "tentative": true,
	"never": true, "nevermind": true, "abort": true, "aborted": true, "simulation": true, "simulated": true,
	"template": true, "rejected": true, "declined": true, "denied": true, "vetoed": true, "withdrawn": true,
	"paid": true, "handled": true, "previously": true, "booked": true, "ordered": true, "sent": true,
	"transferred": true, "deleted": true, "submitted": true, "scheduled": true, "sandbox": true, "mock": true, "fake": true,
	"pretend": true, "dry": true, "quiz": true, "exercise": true, "scenario": true, "idea": true,
	"proposal": true, "suggestion": true, "forget": true, "yesterday": true, "log": true, "history": true,
	"simulate": true, "imagine": true, "rehearse": true}

// simulations are the verbs that, first in a request, ask to go through it without its
// effect: "Pretend to delete …", "Simulate deleting …", "Rehearse …".
var simulations = map[string]bool{"simulate": true, "pretend": true, "imagine": true, "rehearse": true}

// labelFillers may stand in such a label beside a word of holdLabels: "On hold", "Test
// only", "Sample request", "Just an example", "Never mind", "Forget it", "Last week".
var labelFillers = map[string]bool{"on": true, "only": true, "request": true, "just": true, "a": true,
	"an": true, "this": true, "is": true, "for": true, "now": true, "run": true, "mode": true, "already": true,
	"mind": true, "it": true, "that": true, "last": true, "week": true, "entry": true}

// heldLabel returns the label that begins s before a colon, a comma or a dash and holds
// its request back (holdsBack: "Draft", "On hold", "Test only"), with a request after it,
// and the byte offset in s where that request begins. "", 0 for none: "Cancel my order,
// then …" is a request, not a label.
func heldLabel(s string) (string, int) { return labelled(s, holdsBack) }

// labelled returns the label that begins s before a colon, a comma or a dash when is says
// it is one, with a request after it, and the byte offset in s where that request begins;
// "", 0 for none.
func labelled(s string, is func(label string) bool) (string, int) {
	l, at := labelBefore(s)
	if at == 0 || !is(l) {
		return "", 0
	}
	return l, at
}

// labelBefore returns what s holds before its first colon, comma or dash, trimmed, and the
// byte offset in s after that mark, when more follows it; "", 0 otherwise.
func labelBefore(s string) (string, int) {
	loc := addressMark.FindStringIndex(s)
	if loc == nil || loc[1] >= len(s) {
		return "", 0
	}
	return strings.TrimSpace(s[:loc[0]]), loc[1]
}

// holdsBack reports whether label is one to three words, of holdLabels and labelFillers,
// with one of holdLabels at least.
func holdsBack(label string) bool { return labelOf(label, holdLabels) }

// labelOf reports whether label is one to three words, of set and labelFillers, with one
// of set at least.
func labelOf(label string, set map[string]bool) bool {
	ws := lowerWords(label)
	return len(ws) > 0 && len(ws) <= 3 && !slices.ContainsFunc(ws, func(w string) bool { return !set[w] && !labelFillers[w] }) &&
		slices.ContainsFunc(ws, func(w string) bool { return set[w] })
}

// noteLabels are the words of a label that files a request as a note ("Reminder: pay my
// water bill", "To do: …", "FYI, …"; notePhrases too): the user may be noting it down or
// passing it on rather than asking for it now.
var noteLabels = map[string]bool{"reminder": true, "reminders": true, "fyi": true, "todo": true}

// notePhrases are labels of more than one word that file a request as a note.
var notePhrases = []string{"to do", "note to self", "notes to self", "reminder to self", "memo to self"}

// notedLabel returns the label that begins s and files its request as a note (notes),
// and the byte offset in s where that request begins; "", 0 for none.
func notedLabel(s string) (string, int) { return labelled(s, notes) }

// notes reports whether label files a request as a note (noteLabels, notePhrases).
func notes(label string) bool {
	return labelOf(label, noteLabels) || slices.Contains(notePhrases, strings.Join(lowerWords(label), " "))
}

// heedLabels are the words of a label that marks a request to heed, which asks for it as
// it is: "Note: check in for my flight", "Important: …", "Urgent - …", "NB: …".
var heedLabels = map[string]bool{"note": true, "nb": true, "important": true, "urgent": true, "priority": true,
	"attention": true, "asap": true}

// heeds reports whether label marks a request to heed (heedLabels).
func heeds(label string) bool { return labelOf(label, heedLabels) }

// codeVerbs are the verbs that, first in a request, ask for a thing to be made.
var codeVerbs = map[string]bool{"write": true, "generate": true, "create": true, "draft": true, "make": true,
	"build": true, "produce": true, "give": true, "code": true}

// codeNouns are the things made that would carry out a change rather than make it: code,
// a configuration, a scheduled job.
var codeNouns = map[string]bool{"script": true, "program": true, "code": true, "snippet": true, "function": true,
	"macro": true, "bot": true, "playbook": true, "automation": true, "config": true, "configuration": true,
	"cronjob": true, "job": true, "workflow": true, "command": true, "commands": true, "query": true,
	"regex": true, "module": true, "lambda": true, "extension": true, "userscript": true}

// codeFor returns the words of a request, low in lower case, from its verb to the thing it
// asks made when it asks for code that would make a change rather than for the change:
// a verb of codeVerbs first (after leadIns) and within four more words one of codeNouns
// followed by "that", "which", "to", "for" or "in" ("Write a script that deletes …",
// "Generate a Terraform config to delete …", "Give me a bash command that …"); "" for
// any other request ("Create a bucket named code", "Write a review").
func codeFor(low string) string {
	ws := lowerWords(low)
	i := afterLeadIns(ws)
	if i >= len(ws) || !codeVerbs[ws[i]] {
		return ""
	}
	for j := i + 1; j < len(ws)-1 && j <= i+5; j++ {
		if codeNouns[strings.TrimSuffix(ws[j], "s")] || codeNouns[ws[j]] {
			switch ws[j+1] {
			case "that", "which", "to", "for", "in":
				return strings.Join(ws[i:j+1], " ")
			}
		}
	}
	return ""
}

// lastOf returns the last of ws, "" for none.
func lastOf(ws []string) string {
	if len(ws) == 0 {
		return ""
	}
	return ws[len(ws)-1]
}
