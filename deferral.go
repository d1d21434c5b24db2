package waymark

import (
	"slices"
	"strings"
)

// A request may ask for its change later, on a condition, again and again, or for part of
// it, or take it back in its last sentence; a route recorded for the change made once, now
// and whole does something else. deferralBeyond finds the words that say so (capSaysMore
// holds the route to P2 or P3 for them).

// deferrals are words that make a change wait for a time or a condition, or take part of
// it ("if", "tomorrow", "soon", "next", "half", "except", "older"), make it again and again ("recurring"; "every" and
// "each" before a time: deferralBeyond), or take the request back ("wait", "keep").
var deferrals = map[string]bool{"if": true, "unless": true, "when": true, "once": true, "after": true,
	"except": true, "excluding": true, "older": true, "newer": true, "tomorrow": true, "later": true, "next": true, "half": true, "partial": true, "partly": true,
	"wait": true, "keep": true, "maybe": true, "tonight": true, "midnight": true, "provided": true,
	"providing": true, "assuming": true, "during": true, "until": true, "weekend": true, "recurring": true, "soon": true,
	"eventually": true, "someday": true, "sometime": true, "partially": true,
	"tmrw": true, "tmr": true, "tmw": true, "2morrow": true, "2moro": true, "tomorow": true}

// recurrences say, as the last word of a request, that its change is made again and again.
var recurrences = map[string]bool{"daily": true, "weekly": true, "monthly": true, "yearly": true, "annually": true,
	"hourly": true, "biweekly": true, "fortnightly": true, "quarterly": true, "nightly": true}

// retractions are the words of a last sentence that takes the request back: "Cancel my
// booking? No.", "… Actually, don't.", "… just kidding".
var retractions = map[string]bool{"no": true, "nope": true, "not": true, "yet": true, "don": true, "t": true,
	"dont": true, "actually": true, "just": true, "kidding": true, "nah": true, "wait": true}

// deferralBeyond returns the first word of deferrals the query's intent holds and the
// stored intent does not ("in" or "at" before a time: "in 30 days", "at 23:00"), each read
// before the message the request says to send (beforeMessage: "Send an email to Bob on
// Friday saying …" puts the sending off; "… saying the meeting moved to Friday" does not),
// or "no" when its last sentence takes it back (retractions); "" for none.
func deferralBeyond(query, stored string) string {
	if w := unspacedMarker(query, stored, unspacedLater); w != "" {
		return w // "明天删除存储桶my-logs"
	}
	has := map[string]bool{}
	whole := stored
	stored = beforeMessage(stored) // "… saying the meeting moved to Friday" puts off nothing
	for _, w := range lowerWords(stored) {
		has[w] = true
	}
	words := lowerWords(query)
	for i, w := range words[:len(words)-len(messageWords(query))] {
		next := ""
		if i+1 < len(words) {
			next = words[i+1]
		}
		rep := repeatsAt(words, i)
		switch {
		case (w == "in" || w == "within") && i+2 < len(words) && countWord(next) && timeUnits[strings.TrimSuffix(words[i+2], "s")],
			w == "at" && (next == "midnight" || next == "noon" || startsWithDigit(next)):
			if has[w] {
				continue
			}
			if w == "at" {
				return w + " " + next // "at 23" of "at 23:00"
			}
			return w + " " + next + " " + words[i+2] // "in 30 days"
		case w == "on" && next != "" && !has[next]:
			if d := dayAfterOn(words[i+1:]); d != "" && noDate(stored) {
				return "on " + d // "… on the 1st", "… on Friday", "… on her birthday"
			}
			continue
		case recurrences[w] && i == len(words)-1 && !has[w]:
			return w // "… with Zelle weekly"; "my monthly bill" names a bill
		case rep != "" && !has[w]:
			return rep // "… twice", "… 3 times", "… x2", "… per month"
		case w == "by" && deadline(next) && !(has[w] && has[next]):
			return w + " " + next // "Cancel my order by Monday": a change before a time
		case i == len(words)-1 && weekdays[w] && !has[w] && noDate(stored):
			return w // "Cancel my order 112-3344 Monday"
		case w == "some" && next == "day" && !has["day"], w == "the" && next == "future" && !has["future"]:
			return w + " " + next // "… some day", "… in the future"
		case weekdays[strings.TrimSuffix(w, "s")] && strings.HasSuffix(w, "s") && !has[w]:
			return w // "Book the spin class on Tuesdays": every Tuesday
		case w == "for" && i+2 < len(words) && countWord(next) && timeUnits[strings.TrimSuffix(words[i+2], "s")] && !has[words[i+2]]:
			return w + " " + next + " " + words[i+2] // "Mute @x for 24 hours": a change undone later
		case w == "end" && i > 0 && words[i-1] == "the" && next == "of" && !has[w]:
			return "the end of" // "… at the end of the billing period"
		case w == "end" && next == "of" && i+2 < len(words) && (timeUnits[words[i+2]] || words[i+2] == "business") && !has[w]:
			return "end of " + words[i+2] // "… end of day"
		case (w == "eod" || w == "cob") && !has[w]:
			return w // "Delete the user bob EOD": by the end of the day
		case (w == "every" || w == "each") && (timeUnits[strings.TrimSuffix(next, "s")] || next == "other") && (!has[next] || !has[w]):
			if next == "other" && i+2 < len(words) {
				return w + " other " + words[i+2] // "every other week"
			}
			return w + " " + next // a change made again and again: "… every month", "each Friday"
		case !deferrals[w] || has[w]:
			continue
		case w == "next" && !timeUnits[next]:
			continue // "the next available table"; "next month" defers
		}
		return w
	}
	if last := lastSentence(query); last != "" {
		if lw := lowerWords(last); len(lw) > 0 && len(lw) <= 4 && !slices.ContainsFunc(lw, func(w string) bool { return !retractions[w] }) {
			return "no"
		}
	}
	for _, w := range lowerWords(whole) {
		has[w] = true // the ending may be the message's too
	}
	if t := retractionTail(words, has); t != "" {
		return t // "… but not today", "… — never mind", "… lol no"
	}
	if t := retractEnding(words, has); t != "" {
		return t // "…, I changed my mind", "…; I already did"
	}
	if w := correction(query); w != "" && !has[w] {
		return w
	}
	if a := amountOf(query); a != "" && !strings.Contains(whole, a) {
		return a // "Pay $20 of my electric bill …": a part of it
	}
	if p := percentOf(query, whole); p != "" {
		return p // "Pay 84.20% of my electric bill"
	}
	return markedOff(query, whole) // "~~Delete the bucket~~", "…: NO", "… ❌"
}

// datedDays are the words of a day a change can be put off to that name no date: "on her
// birthday", "on payday".
var datedDays = map[string]bool{"birthday": true, "payday": true, "anniversary": true}

// dayAfterOn returns the day named by the words after "on" ("the 1st", "friday", "march
// 14", "her birthday"), as written; "" when they name none ("on my card", "on savings").
func dayAfterOn(after []string) string {
	first := after[0]
	if first == "the" && len(after) > 1 && dayOrdinal(after[1]) {
		return "the " + after[1]
	}
	if dayOrdinal(first) || datedDays[first] {
		return first
	}
	if len(after) > 1 && datedDays[after[1]] && (first == "her" || first == "his" || first == "my" || first == "their" || first == "our") {
		return first + " " + after[1]
	}
	if ts := termsOf(first); len(ts) == 1 && (dayTerms[ts[0]] || months[ts[0]] && ts[0] != "may") {
		return first
	}
	return ""
}

// dayOrdinal reports whether w is a day of a month by its place: "1st", "22nd", "15th".
func dayOrdinal(w string) bool {
	n := 0
	for n < len(w) && n < 2 && w[n] >= '0' && w[n] <= '9' {
		n++
	}
	switch w[n:] {
	case "st", "nd", "rd", "th":
		return n > 0
	}
	return false
}

// noDate reports whether an intent names no day: no date (recordDate) and no day's word
// ("Book a court for Friday" names one; a query's "on Saturday" is its value, not a wait).
func noDate(intent string) bool {
	if p, _ := recordDate(intent); p != "" {
		return false
	}
	return !slices.ContainsFunc(lowerWords(intent), func(w string) bool { return dayOrdinal(w) || datedDays[w] })
}

// countWord reports whether w counts a time: a number, "a", "an", or a number's word.
func countWord(w string) bool {
	switch w {
	case "a", "an", "one", "two", "three", "four", "five", "six", "ten", "few", "couple":
		return true
	}
	return startsWithDigit(w)
}

// lastSentence is the text after the last sentence mark of s that has a sentence before it
// ("No." of "Cancel my booking? No."), "" when s is one sentence.
func lastSentence(s string) string {
	s = strings.TrimRight(strings.TrimSpace(s), ".!?… ")
	i := strings.LastIndexAny(s, ".?!…")
	if i <= 0 {
		return ""
	}
	return s[i+1:]
}

// weekdays are the days of the week, whose plural ("on Tuesdays") makes a change again
// and again.
var weekdays = map[string]bool{"monday": true, "tuesday": true, "wednesday": true, "thursday": true,
	"friday": true, "saturday": true, "sunday": true}

// timeUnits are the words after "next" that name a time to come ("next month").
var timeUnits = map[string]bool{"week": true, "month": true, "year": true, "day": true, "time": true, "hour": true, "minute": true,
	"weekend": true, "monday": true, "tuesday": true, "wednesday": true, "thursday": true, "friday": true,
	"saturday": true, "sunday": true, "morning": true, "evening": true}

// tailWords may stand with retractions in the words that end a request and take it back:
// "… but not today", "… — never mind", "…. Forget it.", "… lol no", "… pls don't".
var tailWords = map[string]bool{"but": true, "today": true, "now": true, "tonight": true, "right": true,
	"this": true, "time": true, "lol": true, "pls": true, "please": true, "never": true, "mind": true,
	"nevermind": true, "forget": true, "it": true, "that": true, "ignore": true, "abort": true,
	"scratch": true, "disregard": true, "on": true, "second": true, "thought": true, "thoughts": true,
	"jk": true, "april": true, "fools": true, "hold": true, "off": true, "for": true}

// refusals are the words of such an ending that refuse: one of them at least makes it a
// retraction ("… today" and "… right now" ask the change now).
var refusals = map[string]bool{"no": true, "nope": true, "not": true, "don": true, "dont": true, "nah": true,
	"never": true, "nevermind": true, "forget": true, "ignore": true, "abort": true, "scratch": true,
	"disregard": true, "kidding": true, "jk": true, "fools": true, "hold": true}

// retractionTail returns the words that end a request, words its lower-case words, when
// they are all retractions or tailWords and one refuses (refusals) and the stored request
// (has: its words) does not hold them all: "not today" of "Transfer $50 … but not today",
// "never mind" of "…. Never mind.". "" for none.
func retractionTail(words []string, has map[string]bool) string {
	i := len(words)
	for i > 0 && (retractions[words[i-1]] || tailWords[words[i-1]]) {
		i--
	}
	tail := words[i:]
	if i == 0 || words[i-1] == "or" || // "… or not?" doubts it (markedOff)
		!slices.ContainsFunc(tail, func(w string) bool { return refusals[w] }) ||
		!slices.ContainsFunc(tail, func(w string) bool { return !has[w] }) {
		return ""
	}
	for len(tail) > 1 && (tail[0] == "but" || tail[0] == "just" || tail[0] == "on" || tail[0] == "second" || tail[0] == "thought" || tail[0] == "thoughts") {
		tail = tail[1:] // "but not today" says "not today"
	}
	return strings.ReplaceAll(strings.Join(tail, " "), "don t", "don't") // lowerWords splits "don't"
}

// refusedTail reports whether w, what deferralBeyond found, is a retractionTail.
func refusedTail(w string) bool {
	ws := lowerWords(w)
	return len(ws) > 0 && !slices.ContainsFunc(ws, func(w string) bool { return !retractions[w] && !tailWords[w] }) &&
		slices.ContainsFunc(ws, func(w string) bool { return refusals[w] })
}

// repeatsAt returns the words at words[i] that make a change again and again or a number of
// times: "twice", "thrice", "3 times", "x2" or "×10" (as the last word), "per month",
// "per paycheck", "per kid";
// "" for none.
func repeatsAt(words []string, i int) string {
	w, next := words[i], ""
	if i+1 < len(words) {
		next = words[i+1]
	}
	switch {
	case w == "twice" || w == "thrice":
		return w
	case countWord(w) && w != "a" && w != "an" && next == "times":
		return w + " times"
	case w == "per" && next != "" && next != "cent" && (i == 0 || words[i-1] != "as"):
		return w + " " + next // "per month", "per paycheck", "per kid"; not "as per" nor "per cent"
	case i == len(words)-1 && len(w) > 1 && (w[0] == 'x' || strings.HasPrefix(w, "×")) && digitsOnly(strings.TrimPrefix(strings.TrimPrefix(w, "x"), "×")):
		return w
	}
	return ""
}

// deadline reports whether w, the word after "by", names a time a change is to be made
// before: a day of the week, "tomorrow", "tonight", "noon", "midnight", "EOD", an hour
// ("by 7pm").
func deadline(w string) bool {
	switch w {
	case "tomorrow", "tonight", "noon", "midnight", "eod", "cob", "today":
		return true
	}
	return weekdays[w] || startsWithDigit(w) // "by 7pm", "by 5"
}

// retractEndings are the words that end a request and take it back, say it is done or
// cannot be: "…, I changed my mind", "…, my plans changed", "…; I already did", "… but I
// can't".
var retractEndings = [][]string{{"changed", "my", "mind"}, {"plans", "changed"}, {"change", "of", "plans"},
	{"already", "did"}, {"did", "it", "already"}, {"already", "done"}, {"i", "can", "t"}, {"i", "cannot"},
	{"but", "can", "t"}, {"but", "cannot"}}

// retractEnding returns the words of retractEndings that end words (a request's lower-case
// words) when the stored request (has: its words) does not end so; "" for none.
func retractEnding(words []string, has map[string]bool) string {
	for _, e := range retractEndings {
		if len(words) > len(e) && slices.Equal(words[len(words)-len(e):], e) &&
			slices.ContainsFunc(e, func(w string) bool { return !has[w] }) {
			return strings.ReplaceAll(strings.Join(e, " "), "can t", "can't")
		}
	}
	return ""
}

// retracted reports whether w, what deferralBeyond found, is a retractEnding.
func retracted(w string) bool {
	ws := lowerWords(w)
	return slices.ContainsFunc(retractEndings, func(e []string) bool { return slices.Equal(e, ws) })
}

// beforeMessage returns intent up to the word that introduces the message it says to send
// (messageWords), the whole of it when it says none.
func beforeMessage(intent string) string {
	m := messageWords(intent)
	if m == nil {
		return intent
	}
	spans := wordSpans(intent)
	if len(spans) != len(lowerWords(intent)) {
		return intent
	}
	return intent[:spans[len(spans)-len(m)-1][1]]
}
