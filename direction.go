package waymark

import (
	"regexp"
	"slices"
	"strings"
)

// Direction in intents: which way a request moves something between two places or people
// ("Transfer $50 to savings" against "Transfer $50 from savings to checking", "Send an
// email to Bob" against "Send an email from Bob"). The terms are the same; the route of
// the one moves the money or writes the mail the other way.

// arrowsAsWords reads the arrows a request may draw between two places as the words of
// their direction: "Boston → Denver" is "Boston to Denver", "Denver ← Boston" is "Denver
// from Boston" (directions reads both).
var arrowsAsWords = strings.NewReplacer("→", " to ", "->", " to ", "⇒", " to ", "=>", " to ", "⟶", " to ",
	"←", " from ", "<-", " from ", "⇐", " from ", "⟵", " from ")

// directionWords mark the word after them, past a determiner ("to my savings"), as where
// something goes ("to"), where it comes from ("from"; "out of" too) or, before a day, when
// it is ("on": "Move the meeting on Friday" names the meeting, "… to Friday" where it goes).
var directionWords = map[string]string{"to": "to", "into": "to", "onto": "to", "toward": "to",
	"towards": "to", "from": "from", "on": "on"}

// directions returns, for each term an English intent names right after a direction word
// (directionWords, "out of", an arrow: arrowsAsWords; past determiners and numbers: "to my
// savings", "from the 2 accounts"), or as the indirect object of a verb of giving ("Send Jane a message",
// indirectObject), whether it is where something goes ("to") or where it comes from
// ("from"): "Transfer $50 from savings to checking" gives savings "from", checking "to".
// A term named both ways keeps the first.
func directions(intent string) map[string]string {
	words := lowerWords(arrowsAsWords.Replace(intent))
	var out map[string]string
	if to := indirectObject(words); to != "" {
		out = map[string]string{to: "to"} // "Send Jane a message": to Jane
	}
	for i := 0; i < len(words); i++ {
		dir, ok := directionWords[words[i]]
		if words[i] == "out" && i+1 < len(words) && words[i+1] == "of" {
			dir, ok = "from", true
			i++
		}
		if !ok {
			continue
		}
		for _, w := range words[i+1 : min(len(words), i+4)] {
			if determiners[w] || digitsOnly(w) {
				continue
			}
			if ts := termsOf(w); len(ts) == 1 {
				if dir == "on" && !dayTerms[ts[0]] && !months[ts[0]] {
					break // "on Friday" says when; "on Facebook" is where, as "to Facebook"
				}
				if out == nil {
					out = map[string]string{}
				}
				if _, seen := out[ts[0]]; !seen {
					out[ts[0]] = dir
				}
			}
			break
		}
	}
	return out
}

// otherDirection reports whether two intents' directions (see directions) name a term as
// where something goes in the one and where it comes from in the other.
func otherDirection(a, b map[string]string) bool {
	for t, d := range a {
		if e, ok := b[t]; ok && e != d {
			return true
		}
	}
	return false
}

// givingVerbs are the terms of verbs whose indirect object is where what they give goes:
// "Send Jane a message", "Pay Bob $20", "Email Alice the report".
var givingVerbs = termSetOf("send", "give", "pay", "email", "message", "text", "show", "tell", "wire", "forward", "mail")

// indirectObject returns the term of the word between a verb of giving that begins the
// intent (givingVerbs) and a determiner or a number ("Send Jane a message" → "jane"), ""
// when there is none.
func indirectObject(words []string) string {
	if len(words) < 3 {
		return ""
	}
	ts := termsOf(words[0])
	if len(ts) != 1 || !givingVerbs[ts[0]] || determiners[words[1]] || digitsOnly(words[1]) {
		return ""
	}
	if !determiners[words[2]] && !digitsOnly(words[2]) {
		return ""
	}
	if to := termsOf(words[1]); len(to) == 1 {
		return to[0]
	}
	return ""
}

// followWay is the way an English intent asks about following on a social site: "in" for
// those who follow its subject ("How many followers does @nasa have?", "Who follows
// @nasa?", "How many people follow @nasa?"), "out" for those its subject follows ("How
// many accounts does @nasa follow?", "Who is @nasa following?"); subscribers and
// subscriptions alike. "" for none, or both. Stemmed, the words are one term: a route that
// reads the followers is no route for the accounts followed.
func followWay(intent string) string {
	in, out := false, false
	words := lowerWords(intent)
	asked := false // "do", "does" or "did" came before: "does @nasa follow"
	for i, w := range words {
		prev := ""
		if i > 0 {
			prev = words[i-1]
		}
		switch w {
		case "do", "does", "did":
			asked = true
		case "followers", "follower", "subscribers", "subscriber":
			in = true
		case "following", "followings", "followed", "subscriptions":
			out = out || prev != "the" // "the following steps" follows nothing
		case "follows", "follow", "subscribe":
			switch {
			case i+1 < len(words) && (words[i+1] == "up" || words[i+1] == "through"):
				// "a follow-up", "follow through": no account followed
			case prev == "who" || prev == "that" || prev == "which" || prev == "people" || prev == "users" || prev == "accounts":
				in = !asked || in // "Who follows @nasa" (in); "Who does @nasa follow" (out, below)
				out = out || asked
			case asked || w == "follows":
				out = true // "does @nasa follow", "@nasa follows"
			}
		}
	}
	switch {
	case in && !out:
		return "in"
	case out && !in:
		return "out"
	}
	return ""
}

// amountSense returns "by" or "to", the word right before the first number of an English
// intent, which says whether the change it asks is a difference or a result: "Resize the
// database by 8 GB" adds 8 GB, "… to 8 GB" makes it 8 GB. "" for neither.
func amountSense(intent string) string {
	words := lowerWords(intent)
	for i, w := range words {
		if digitsOnly(w) {
			if i > 0 && (words[i-1] == "by" || words[i-1] == "to") {
				return words[i-1]
			}
			return ""
		}
	}
	return ""
}

// otherAmountSense reports whether one intent changes by an amount and the other to an
// amount (amountSense): "Raise my limit by $500" is not "Raise my limit to $500".
func otherAmountSense(a, b string) bool {
	sa, sb := amountSense(a), amountSense(b)
	return sa != "" && sb != "" && sa != sb
}

// targetMoved returns "to" and the value a stored intent changes something to, when the
// value has a digit ("to 14C", "to 12 Oak Lane", "to 8 GB") and the query names it but not
// as what to change to: no "to" or "into" among the three words before it, or one that
// says where a thing is now (statesWhere: "Order 90412 is shipping to 77 Pine Street"),
// nor "new" among the five ("my new address is 12 Oak Lane"), and no number right before
// it (a range, "3-5"). "Change my 14C seat", "Update my 12 Oak Lane home address" and
// "Resize the 8 GB orders-db database" name the thing as it is, and the route would change
// it to what it is. "" otherwise.
func targetMoved(query, stored string) string {
	sw, qw := lowerWords(stored), lowerWords(query)
	for i := 0; i+1 < len(sw); i++ {
		v := sw[i+1]
		if sw[i] != "to" || !strings.ContainsAny(v, "0123456789") {
			continue
		}
		j := slices.Index(qw, v)
		if j < 0 || j > 0 && digitsOnly(qw[j-1]) {
			continue
		}
		asked := slices.ContainsFunc(qw[max(0, j-3):j], func(w string) bool { return w == "to" || w == "into" })
		if (!asked || statesWhere(query, v)) && !slices.Contains(qw[max(0, j-5):j], "new") { // "my new home address is 12 Oak Lane"
			return "to " + v
		}
	}
	return ""
}

// statesWhere reports whether query says where a thing goes as it is right before the
// value v (lower case): a form of "be", a verb in -ing or -ed and "to" ("is shipping to
// 77", "are going to", "was sent to", "is set to 8"), a verb of going in the present
// ("ships to", "goes to") or after "will" ("will ship to", "will be sent to"); not a
// change asked for ("Change it to", "have it moved to"), nor words a comma parts ("which
// is shipping, to 77").
func statesWhere(query, v string) bool {
	low := strings.ToLower(query)
	for _, sp := range wordSpans(low) {
		if low[sp[0]:sp[1]] == v {
			return stateBefore.MatchString(low[:sp[0]])
		}
	}
	return false
}

// stateBefore matches statesWhere's words at the end of a text.
var stateBefore = regexp.MustCompile(`(?:\b(?:is|are|was|were|s|re)\s+(?:(?:currently|now|still)\s+)?(?:[a-z]+(?:ing|ed)|set|sent)|` +
	`\b(?:ships|goes|heads|travels|delivers)|\bwill\s+(?:be\s+)?[a-z]+)\s+(?:to|into)\s+$`)
