package waymark

import (
	"regexp"
	"slices"
	"strings"
)

// plainRequest returns a query's intent in the words routes' requests are mostly recorded
// in, so that the same request said otherwise is weighed as the request (P1 where it was
// P3): a reason before or after the request is left out (frontReason: "Since I'm
// travelling tomorrow, check in for my flight"; reasonClause: "Close ticket 4521, it's
// resolved"; becauseClause: "… because they don't fit"), "PR" and "MR" are spelled out
// ("Merge PR 42" is "Merge pull request 42"), a message sent by its noun's verb is sent
// ("Email Bob saying hi" is "Send an email to Bob saying hi"; "Email the invoice to Bob"
// sends it), "check me in" is "check in", and signing up for a newsletter is subscribing
// to it. Only queries are rewritten; stored requests keep their words.
func plainRequest(intent string) string {
	if m := frontReason.FindStringSubmatchIndex(intent); m != nil && m[1] < len(intent) && onlyReason(contractions.Replace(intent[m[4]:m[5]])) &&
		(m[2] >= 0 || isAction(leadOf(intent[m[1]:]))) && !hedged(intent[m[4]:m[5]]) && !refersBack(intent[m[1]:]) {
		intent = intent[m[1]:] // "Since I'm travelling tomorrow, pay my water bill"; "I'm running late, check in …"
	}
	if m := reasonClause.FindStringSubmatchIndex(intent); m != nil && onlyReason(contractions.Replace(intent[m[2]:m[3]])) &&
		!takesBack(intent[:m[0]], intent[m[0]:]) {
		intent = intent[:m[0]]
	} else if m := becauseClause.FindStringSubmatchIndex(intent); m != nil && onlyReason(contractions.Replace(intent[m[2]:m[3]])) {
		intent = intent[:m[0]]
	}
	if strings.Contains(intent, "PR") || strings.Contains(intent, "MR") {
		intent = abbreviations.ReplaceAllStringFunc(intent, func(s string) string {
			long := "pull request"
			if s[0] == 'M' {
				long = "merge request"
			}
			return long + s[2:]
		})
	}
	if m := emailThing.FindStringSubmatchIndex(intent); m != nil {
		intent = intent[:m[4]] + "Send" + intent[m[5]:] // "Email the invoice to Bob" sends it
	} else if m := messageVerb.FindStringSubmatchIndex(intent); m != nil {
		noun := "a message"
		switch strings.ToLower(intent[m[4]:m[5]]) {
		case "email", "e-mail":
			noun = "an email"
		case "text":
			noun = "a text"
		}
		intent = intent[:m[4]] + "Send " + noun + " to " + intent[m[6]:]
	}
	intent = checkMeIn.ReplaceAllString(intent, "${1} ${3}") // "Check me in for my flight" is "Check in …"
	if signUp.MatchString(intent) && newsletters.MatchString(intent) {
		intent = signUp.ReplaceAllString(intent, "subscribe to")
	}
	return intent
}

// reasonClause matches a clause or sentence after a request that gives its reason: ",
// it's resolved", ", I changed my mind", " since it's a duplicate", ", my plans changed",
// ". It's a duplicate.", " - FYI it's for our anniversary", " (btw, it's a gift)"; its first
// group is what follows the subject, which onlyReason judges.
var reasonClause = regexp.MustCompile(`(?i)(?:(?:\s*[,;:–—-]\s*|\.\s+|\s*\(\s*)` + asideWords + `?(?:since\s+|as\s+)?|\s+since\s+)` +
	reasonSubject + `\s+([^,;:()]{1,80}?)[.!)]*\s*$`)

// asideWords matches the words that set a remark off from a request before it: "FYI",
// "btw, ", "by the way: ", "just so you know ".
const asideWords = `(?:(?:fyi|btw|by the way|just so you know)\s*[,:–—-]?\s*)`

// reasonSubject matches the subject a reason begins with: "it's", "I", "I'm", "we",
// "she's", "my plans".
const reasonSubject = `(?:it(?:'s|’s| is| was)|i(?:'ve|’ve| have|'m|’m| am)?|we(?:'re|’re|'ve|’ve| are| have)?|that(?:'s|’s| is)|they(?:'re|’re| are)|(?:she|he)(?:'s|’s| is| was)?|my\s+[a-z]+)`

// frontReason matches a reason put before a request and set off from it: "Since I'm
// travelling tomorrow, ", "Because it's getting cold: ", "Now that she's joining Monday, ",
// or said as it is ("I'm running late, ", which plainRequest takes for a reason only
// before a change); not one that doubts the request (hedged: "I'm not sure, …") or names
// the thing the request points back at (refersBack: "Since my insulin ran out, refill
// it"); its groups are the conjunction and what follows the subject, which
// onlyReason judges. "As soon as it's due, …" is a condition, and no reason.
var frontReason = regexp.MustCompile(`(?i)^\s*(since\s+|because\s+|as\s+|given that\s+|now that\s+|seeing that\s+)?` + reasonSubject +
	`\s+([^,;:]{1,80}?)\s*(?:[,;:]|\s[–—-])\s*`)

// becauseClause matches a closing clause that gives a reason with "because" and any
// subject: " because they don't fit", ", because the size is wrong"; its group is the rest.
var becauseClause = regexp.MustCompile(`(?i)\s*[,;:–—-]?\s+because\s+([^,;:]{1,80}?)[.!]*\s*$`)

// contractions spells out the negations of a reason ("don't fit"), whose apostrophe
// onlyReason would read as a quote.
var contractions = strings.NewReplacer("n't", " not", "n’t", " not")

// notReason are the words that make a closing clause more than a reason: it asks for more
// ("I want a refund", "… and archive it"), or it names which thing ("it's the one from
// March", "it's called Q3", "it's my work account").
var notReason = map[string]bool{"want": true, "wants": true, "wanna": true, "need": true, "needs": true, "like": true, "please": true,
	"also": true, "and": true, "then": true, "but": true, "the": true, "one": true, "ones": true,
	"called": true, "named": true, "titled": true, "his": true, "her": true, "their": true, "your": true}

// onlyReason reports whether rest, the words of a closing clause after its subject, give a
// reason and nothing else: no digit, quote, capitalised name (a day or a month may be),
// asking word or pointer (notReason); "my" only in "my mind".
func onlyReason(rest string) bool {
	if strings.ContainsAny(rest, "0123456789'\"“”‘@#$€£/") {
		return false
	}
	words := strings.Fields(rest)
	for i, w := range words {
		w = strings.Trim(w, ".!?")
		if w != strings.ToLower(w) && !dayTerms[strings.ToLower(w)] && monthNumbers[strings.ToLower(w)] == 0 {
			return false // a name: "it's from Amazon"; not a day: "she's joining Monday"
		}
		negated := i > 0 && (words[i-1] == "longer" || words[i-1] == "not" || words[i-1] == "don't" || words[i-1] == "don’t")
		if notReason[w] && !negated || w == "my" && (i+1 >= len(words) || strings.Trim(words[i+1], ".!?") != "mind") {
			return false // "we no longer need it" is a reason; "I need a refund" asks more
		}
	}
	return len(words) > 0
}

// abbreviations matches "PR" and "MR" (a pull or merge request, in capitals), with a
// plural's "s".
var abbreviations = regexp.MustCompile(`\b[PM]Rs?\b`)

// messageVerb matches a request that begins (after words like "please", "can you") with a
// message's noun used as its verb and a person next: "Email Bob", "Please text @dana",
// "Message her". Its groups: the lead-in, the verb, the person.
var messageVerb = regexp.MustCompile(messageLeadIn +
	`((?i:e-?mail|message|text|dm))\s+([A-Z@]|(?i:him|her|them|my)\b)`)

// messageLeadIn matches the words before a message's verb ("Please", "Can you", "Go ahead
// and"), as the first group of messageVerb and emailThing.
const messageLeadIn = `^((?i:\W*(?:(?:please|kindly|just|can you|could you|would you|i want to|i'd like to|i would like to|let's|go ahead and)\W+)*))`

// hedges are the words of a clause before a request that doubt it or say it is done:
// "I'm not sure, …", "I don't know, …", "Since I already paid, …".
var hedges = map[string]bool{"sure": true, "know": true, "already": true, "maybe": true, "think": true,
	"guess": true, "unsure": true, "wonder": true, "perhaps": true}

// hedged reports whether a reason's words hold a word of hedges.
func hedged(reason string) bool {
	return slices.ContainsFunc(lowerWords(reason), func(w string) bool { return hedges[w] })
}

// backWords point back at a thing named before them: "Since my return flight is
// tomorrow, check in for it".
var backWords = map[string]bool{"it": true, "them": true, "one": true, "that": true, "those": true, "these": true, "this": true}

// refersBack reports whether a request names its thing by a word that points back at the
// clause before it (backWords), which then says which thing.
func refersBack(request string) bool {
	return slices.ContainsFunc(lowerWords(request), func(w string) bool { return backWords[w] })
}

// emailThing matches a request that emails a thing to someone: "Email the invoice to
// Bob", "Please e-mail my report to the team". Its groups: the lead-in, the verb.
var emailThing = regexp.MustCompile(messageLeadIn +
	`((?i:e-?mail))\s+(?i:the|my|this|that|our|these|those)\s+\S.*\s(?i:to)\s+\S`)

// checkMeIn matches "check me in" and "check us out" (a check-in, a hotel's checkout) with
// the person between the verb and its particle; its groups: the verb, the person, the
// particle.
var checkMeIn = regexp.MustCompile(`(?i)\b(check)\s+(me|us)\s+(in|out)\b`)

// signUp matches "sign up for", "sign me up for" and the like; newsletters the things one
// subscribes to by signing up.
var (
	signUp      = regexp.MustCompile(`(?i)\bsign\s+(?:me\s+|us\s+)?up\s+(?:for|to)\b`)
	newsletters = regexp.MustCompile(`(?i)\b(?:newsletters?|mailing\s+lists?|digests?|updates|alerts)\b`)
)

// undoVerbs are the terms of verbs whose change undoes or ends something: a reason that
// takes a wish back ("I changed my mind") is a reason to make it.
var undoVerbs = map[string]bool{"cancel": true, "delet": true, "remov": true, "return": true, "refund": true,
	"unsubscrib": true, "close": true, "withdraw": true, "revok": true, "unfollow": true, "stop": true,
	"undo": true, "revers": true, "void": true, "decline": true, "reject": true}

// takesBack reports whether clause, a closing clause, takes the request before it back
// (retractEndings: "I changed my mind", "my plans changed", "I already did") rather than
// giving a reason for it: it does unless the request undoes something ("Cancel my order,
// I changed my mind" is a reason to cancel; "Book a table …, I changed my mind" takes it
// back).
func takesBack(request, clause string) bool {
	// retractEnding reads the words after a request: the clause alone may be the ending
	// ("I changed my mind"), so a word stands before it for the request.
	if retractEnding(append([]string{""}, lowerWords(clause)...), nil) == "" {
		return false
	}
	t := firstTerm(request)
	return !undoVerbs[t] && !undoVerbs[canonAction(t)]
}
