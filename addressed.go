package waymark

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Who is to make the change: a query may put its request to someone ("Dana, accept the
// invite", "Have Dana accept my invite"), or tell that someone made it ("Dana accepted my
// invite", "The front door is locked"). Against a route whose request names that person,
// or that makes that change, it is another request (otherRequest).

// greetings may come before the name a request is addressed to ("Hey Dana, …"); with the
// interjections and labels that may begin a request before a comma or a colon ("Yes, …",
// "Thanks, …", "Note: …", "Urgent: …"), none is a name.
var greetings = map[string]bool{"hey": true, "hi": true, "hello": true, "ok": true, "okay": true, "dear": true, "yo": true,
	"yes": true, "yeah": true, "no": true, "thanks": true, "sorry": true, "actually": true, "wait": true, "so": true,
	"also": true, "oh": true, "well": true, "great": true, "perfect": true, "alright": true, "sure": true,
	"note": true, "fyi": true, "reminder": true, "todo": true, "task": true, "urgent": true, "ps": true, "important": true}

// addressMark ends the words a request is addressed by: a comma, a colon or a dash.
var addressMark = regexp.MustCompile(`\s*(?:[,:]|\s[-–—])\s*`)

// addressPrefix returns the byte offset in query where its request begins after the words
// that greet or address someone, and the name addressed: "Dana Lee" and the offset of
// "approve" in "Dana Lee, approve the expense report" ("Dana: …", "Dana - …", "Dana
// please …", "Hey Siri, …"); "" and the offset of "check" in "Ok, check in for my flight".
// Those words are a greeting or an interjection (greetings), then one to three name words
// (nameWord) or none, and a change follows (leadVerb). 0 and "" for none.
func addressPrefix(query string) (rest int, name string) {
	head, after := query, 0
	if loc := addressMark.FindStringIndex(query); loc != nil {
		head, after = query[:loc[0]], loc[1]
	}
	fs := strings.Fields(head)
	greeted := 0
	for greeted < len(fs) && greeted < 2 && greetings[strings.ToLower(strings.Trim(fs[greeted], "!."))] {
		greeted++
	}
	if greeted > 0 && greeted < len(fs) && strings.EqualFold(fs[greeted], "there") {
		greeted++ // "Hi there, …"
	}
	names := fs[greeted:]
	if after == 0 { // no mark: "Dana please accept the invite"
		i := slices.IndexFunc(fs, func(f string) bool { return strings.EqualFold(f, "please") })
		if i < 1 || greeted > 0 {
			return 0, ""
		}
		names = fs[:i]
		after = strings.Index(query, fs[i])
	}
	if len(names) > 3 || greeted == 0 && len(names) == 0 || slices.ContainsFunc(names, func(f string) bool { return !nameWord(f) }) {
		return 0, ""
	}
	if !isAction(leadOf(query[after:])) {
		return 0, ""
	}
	return after, strings.Join(names, " ")
}

// addressee returns the name a query is addressed to (addressPrefix): "Dana Lee" of "Dana
// Lee, approve the expense report"; "" for none.
func addressee(query string) string {
	_, name := addressPrefix(query)
	return name
}

// nameWord reports whether a word (a field of a text) may be a word of someone's name: it
// is capitalised and one word, and no word that begins a request, a greeting, a
// determiner ("Please", "Hey", "The"), a label that holds a request back ("Draft",
// "Done": holdLabels), a verb that puts it to someone ("Ask": causeVerbs), a word that
// says whom it comes from ("From Bob: …": senderWords), a day or a month ("Monday",
// "Tomorrow", "June").
func nameWord(f string) bool {
	r, _ := utf8.DecodeRuneInString(f)
	lw := lowerWords(f)
	if !unicode.IsUpper(r) || len(lw) != 1 || leadIns[lw[0]] || greetings[lw[0]] || determiners[lw[0]] || holdLabels[lw[0]] ||
		causeVerbs[lw[0]] || senderWords[lw[0]] {
		return false
	}
	ts := termsOf(lw[0])
	return len(ts) != 1 || !dayTerms[ts[0]] && !months[ts[0]] // "Monday, stop the instance" says when
}

// senderWords say, before a name and a colon, whom a request comes from ("From Bob: pay
// my water bill": "my" is Bob's), or whose it is ("For Dana: …"); no name is addressed.
var senderWords = map[string]bool{"from": true, "for": true, "via": true, "per": true, "by": true}

// causeVerbs begin a request that someone else make a change: "Have Dana Lee approve my
// expense report", "Ask Bob to send the invoice", "Remind Dana to accept the invite".
var causeVerbs = map[string]bool{"have": true, "ask": true, "tell": true, "get": true, "let": true, "remind": true}

// askedOf returns whom a query asks to make its change: one to three capitalised words
// (nameWord) after a causeVerb at its start and before the change, with "to" or not
// (leadVerb): "Dana Lee" of "Have Dana Lee approve my expense report", "Bob" of "Ask Bob to
// send the invoice". "" for none.
func askedOf(query string) string {
	fs := strings.Fields(query)
	if len(fs) < 3 || !causeVerbs[strings.ToLower(fs[0])] {
		return ""
	}
	n := 0
	for n < 3 && n+2 < len(fs) && nameWord(fs[1+n]) {
		n++
	}
	if n == 0 || !isAction(leadVerb(strings.Join(fs[1+n:], " "))) {
		return ""
	}
	return strings.Join(fs[1:1+n], " ")
}

// addressesNamed reports whether the query r is addressed to someone (addressee: r.to) or
// asks someone to make its change (askedOf: r.by) whom its stored request names in another place:
// "Dana Lee, approve the expense report" and "Have Dana Lee approve my expense report" ask
// Dana Lee to approve a report, the route of "Approve the expense report from Dana Lee"
// approves hers. A stored request put to the same name is the same request.
func addressesNamed(r *reading, stored string) bool {
	return r.to != "" && addressee(stored) != r.to && containsWords(stored, r.to) ||
		r.by != "" && askedOf(stored) != r.by && containsWords(stored, r.by)
}

// subjectPronouns begin a statement of what someone did ("I cancelled …", "She approved
// …"); "you" begins as many requests ("You cancel it").
var subjectPronouns = map[string]bool{"i": true, "we": true, "he": true, "she": true, "they": true}

// tellWords may stand between who made a change and its verb: "I already cancelled …",
// "Dana has approved …", "I've paid …", "I'm enrolled …", "Dana will accept …".
var tellWords = map[string]bool{"already": true, "just": true, "have": true, "has": true, "had": true, "ve": true,
	"also": true, "m": true, "am": true, "is": true, "s": true, "re": true, "are": true, "was": true, "were": true,
	"will": true, "ll": true, "been": true}

// pastForms are the past tenses of change verbs that do not end in -ed, with their terms.
var pastForms = map[string]string{"sent": "send", "paid": "pay", "sold": "sell", "bought": "buy"}

// toldDone reports whether a query r tells that someone made, makes or will make the
// change act returns (the route's action, a leadVerb; called only for a query that tells
// something: tellsAt) rather than asks for it ("Dana Lee approved my expense report", "I
// already paid my water bill", "I checked in for my flight"), unless a later clause asks
// for the change ("I paid it late last month; pay it now"). A route that makes the change
// would make it again.
func toldDone(r *reading, act func() string) bool {
	if len(r.told) == 0 {
		return false
	}
	a := act()
	if !isAction(a) || laterVerb(r.intent, a) {
		return false
	}
	ws := lowerWords(r.intent)
	return slices.ContainsFunc(r.told, func(k int) bool { return k < len(ws) && namesAct(ws, k, a) })
}

// tellsAt returns where, among its words (lowerWords), a query r that tells rather than
// asks may hold the verb of a change: after who (a subject pronoun, or one to three
// capitalised words, nameWord: "Dana Lee") and past "already", "has", "will" and the like
// (tellWords) — "Dana Lee approved my expense report", "I already follow Dana", "Dana will
// accept the invite" — or after a form of "be" in the past participle ("The front door is
// locked", "Ticket 4521 was closed"). None for a query that begins with a change (r.lead),
// asks a question or asks that a state be made so ("Make sure the door is locked":
// asksState).
func tellsAt(r *reading) []int {
	ws := lowerWords(r.intent)
	var at []int // where the verb may stand
	fs := strings.Fields(r.intent)
	i := 0
	if len(ws) > 0 && subjectPronouns[ws[0]] {
		i = 1
	} else {
		for i < 3 && i < len(fs) && nameWord(fs[i]) && len(lowerWords(fs[i])) == 1 {
			i++
		}
	}
	if i > 0 {
		j := i
		for j < len(ws) && tellWords[ws[j]] {
			j++
		}
		// After a capitalised first word, which may be a verb ("Force reboot …"), the verb
		// is in the past or comes after a word of tellWords.
		if j < len(ws) && (subjectPronouns[ws[0]] || j > i || strings.HasSuffix(ws[j], "ed") || pastForms[ws[j]] != "") {
			at = append(at, j)
		}
	}
	for j := 1; j+1 < len(ws); j++ { // "… is locked", "… was closed": a form of "be" and the change done
		if beWords[ws[j]] || ws[j] == "s" {
			k := j + 1
			if ws[k] == "already" || ws[k] == "now" {
				k++
			}
			if k < len(ws) && (strings.HasSuffix(ws[k], "ed") || pastForms[ws[k]] != "") {
				at = append(at, k)
			}
		}
	}
	if len(at) == 0 || isAction(r.lead) || r.question.word != "" || asksState(ws) {
		return nil
	}
	return at
}

// asksState reports whether words (lowerWords) begin by asking that a state be made so:
// "Make sure the invoice is sent to Bob", "Ensure the door is locked".
func asksState(ws []string) bool {
	for len(ws) > 0 && leadIns[ws[0]] {
		ws = ws[1:]
	}
	return len(ws) > 0 && (ws[0] == "ensure" || len(ws) > 1 && ws[0] == "make" && ws[1] == "sure")
}

// namesAct reports whether word k of ws names the action act in any form ("paid" is
// "pay"), with the particle after it of an action of two words ("checked in" is "checkin").
func namesAct(ws []string, k int, act string) bool {
	w := ws[k]
	if t, ok := pastForms[w]; ok {
		w = t
	}
	ts := termsOf(w)
	if len(ts) != 1 {
		return false
	}
	t, act := canonAction(ts[0]), canonAction(act)
	return t == act || k+1 < len(ws) && t+ws[k+1] == act
}
