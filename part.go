package waymark

import (
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// A route that changes a whole thing ("Delete the bucket my-logs", "Cancel my order", "Mute
// @loudneighbor") does not do a request for a part of it or a thing in it ("Delete the
// objects in the bucket my-logs", "Cancel one item of my order", "Mute @loudneighbor's
// retweets"): replayed, it deletes the bucket. The query's words beyond the route's would
// hold it at P2 only (capSaysMore), and some, such as "one item", not at all.

// containers are the words that put the thing a request acts on in or under another: "the
// objects in the bucket", "one item of my order", "replies from @x".
var containers = map[string]bool{"in": true, "of": true, "from": true, "on": true, "inside": true, "within": true,
	"under": true, "at": true}

// wholeChanges are the terms of the actions that take away, stop or close what they act on
// (delete, cancel, mute, close, refund …), for which a part is not the whole; an action
// that adds ("Add the blue version of this product", "Book 2 of them") takes a part as
// what it adds.
var wholeChanges = func() map[string]bool {
	set := map[string]bool{}
	for _, w := range strings.Fields("delete remove cancel mute block archive close disable stop refund return unsubscribe " +
		"clear empty hide unfollow reject decline purge wipe destroy terminate suspend deactivate revoke void lock freeze " +
		"pause drop discard dismiss unpublish withdraw") {
		for _, t := range termsOf(w) {
			set[canonAction(t)] = true
		}
	}
	return set
}()

// partOf returns the words by which query asks for the change stored asks for on a part of
// what stored acts on, or on a thing in it: the words between the shared verb and a
// container before the stored object ("objects" of "Delete the objects in the bucket
// my-logs" against "Delete the bucket my-logs"; "one item" of "Cancel one item of my
// order"), or after the stored object's possessive ("retweets" of "Mute @x's retweets"),
// or the object's kind and another word before a container and its name ("bucket policy"
// of "Delete the bucket policy of my-logs" against "Delete the bucket my-logs"), or the
// object's name before a container of its kind ("backup-2023" of "Delete backup-2023 from
// the storage bucket" against "Delete the storage bucket backup-2023");
// "" when query acts on the thing itself, or stored names none. Both intents must begin
// with the same action (verb: leadVerb of stored, canonAction).
func partOf(query, stored, verb string) string {
	obj := objectAfter(lowerWords(stored), verb)
	if len(obj) == 0 {
		return ""
	}
	q := lowerWords(query)
	rest := objectAfter(q, verb)
	if rest == nil {
		return ""
	}
	if w := possessed(rest, obj); w != "" {
		return w
	}
	for k, w := range rest {
		if !containers[w] || k == 0 {
			continue
		}
		after, between := withoutDeterminers(rest[k+1:]), withoutDeterminers(rest[:k])
		if (w == "from" || w == "in" || w == "inside") && len(between) > 0 && len(after) > 0 && slices.Equal(slices.Concat(after, between), obj) {
			// "Delete backup-2023 from the storage bucket" against "Delete the storage
			// bucket backup-2023": a thing of that name in a container of that kind
			return strings.Join(between, " ")
		}
		if len(after) < len(obj) || !slices.Equal(after[:len(obj)], obj) {
			if compound(between, after, obj) {
				return strings.Join(between, " ") // "the bucket policy of my-logs"
			}
			continue
		}
		if len(between) == 0 {
			return "" // "Cancel all of my order"
		}
		return strings.Join(between, " ")
	}
	return ""
}

// compound reports whether a query's words before and after a container name, with
// another word, a thing of the stored object split in two: "bucket policy" and "my-logs"
// of "the bucket policy of my-logs" against the object "bucket my-logs" (a kind, then
// its name). Before holds the object's first words and more; after begins with the rest.
func compound(before, after, obj []string) bool {
	for h := 1; h < len(obj); h++ {
		if len(before) > h && slices.Equal(before[:h], obj[:h]) &&
			len(after) >= len(obj)-h && slices.Equal(after[:len(obj)-h], obj[h:]) {
			return true
		}
	}
	return false
}

// possessed returns what of the stored object (obj) the query's object (rest) names by a
// possessive: "retweets" of "@x's retweets", "followers" of "Jane's followers"; "" for none.
func possessed(rest, obj []string) string {
	if len(obj) > 0 && len(rest) > len(obj)+1 && slices.Equal(rest[:len(obj)], obj) && rest[len(obj)] == "s" {
		return strings.Join(rest[len(obj)+1:], " ")
	}
	return ""
}

// allLeftOut returns the word by which stored takes every one of its object ("all" of
// "Delete all emails from Alice") when query has none of everyWords: "Delete the latest
// email from Alice" asks it of one; "" otherwise.
func allLeftOut(query, stored string) string {
	every := func(words []string) string {
		for _, w := range words {
			if everyWords[w] {
				return w
			}
		}
		return ""
	}
	if w := every(lowerWords(stored)); w != "" && every(lowerWords(query)) == "" {
		return w
	}
	return ""
}

// fewerThanAll reports whether query asks for some or one of the things the stored
// intent names: a word that picks some or one ("a", "one", "some", "any", "just",
// "only", "single"), or a noun of stored's in the singular where stored has its plural
// ("book" against "books": pluralBeyond read the other way). "Accept cookies" against "Accept all cookies" asks
// for them all.
func fewerThanAll(query, stored string) bool {
	return slices.ContainsFunc(lowerWords(query), func(w string) bool { return someWords[w] }) ||
		pluralBeyond(stored, query) != "" // stored's plural, query's singular
}

// someWords pick some or one of several things.
var someWords = map[string]bool{"a": true, "an": true, "one": true, "some": true, "any": true, "just": true,
	"only": true, "single": true}

// ordinals are the words that pick one of several by its place: "my second latest post" is
// not "my latest post".
var ordinals = map[string]bool{"second": true, "third": true, "fourth": true, "fifth": true, "sixth": true,
	"seventh": true, "eighth": true, "ninth": true, "tenth": true, "2nd": true, "3rd": true, "4th": true, "5th": true,
	"penultimate": true}

// otherOne returns the word by which query picks another one of the things stored acts on:
// an ordinal ("Delete my second latest post" against "Delete my latest post"), or another
// owner ("Delete Bob's latest post" against "Delete my …"); "" for none. verb is stored's
// leading action, which query shares.
func otherOne(query, stored, verb string) string {
	sw, qw := lowerWords(stored), lowerWords(query)
	obj, rest := objectAfter(sw, verb), objectAfter(qw, verb)
	if len(obj) == 0 || len(rest) == 0 {
		return ""
	}
	for _, w := range rest {
		if ordinals[w] && !slices.Contains(obj, w) {
			return w
		}
	}
	return otherOwner(qw, sw)
}

// otherOwner returns "X's" when stored, the words of the stored request (lowerWords), acts
// on the speaker's own thing ("my flight", "our plan") and query, the words of the request,
// on someone else's thing of that name ("Maria's flight", "my son's flight", "the admin's
// password"); "" otherwise. The thing is one of the three words after "my", up to a word
// that ends the phrase (phraseEnds), so that "Alice's subscription" is another one of "my
// premium subscription". A day's ("today's flight") is no owner, and after "my" only a
// person is ("my son's flight"; "my account's password" is the speaker's). A possessive
// pronoun the stored request does not hold where it holds another ("her", "their" against
// "my") returns that pronoun.
func otherOwner(query, stored []string) string {
	i := slices.IndexFunc(stored, func(w string) bool { return w == "my" || w == "our" })
	if i < 0 {
		return ""
	}
	var thing []string
	for _, w := range stored[i+1 : min(i+4, len(stored))] {
		if phraseEnds[w] {
			break
		}
		thing = append(thing, w)
	}
	for j := 0; j+2 < len(query); j++ {
		if query[j+1] != "s" || !slices.Contains(thing, query[j+2]) || notOwners[query[j]] || dayTerms[query[j]] {
			continue
		}
		if j > 0 && (query[j-1] == "my" || query[j-1] == "our") && !kin[query[j]] {
			continue // "my account's password" is still mine
		}
		return query[j] + "'s"
	}
	has := map[string]bool{}
	for _, w := range stored {
		if possessives[w] {
			has[w] = true
		}
	}
	for _, w := range query {
		if len(has) == 0 {
			break // "Transfer $50 to my savings" against "Transfer $50 to savings"
		}
		if possessives[w] && !has[w] {
			return w // "Pay her electric bill", "… with her saved checking account" against "… my …"
		}
	}
	return ""
}

// possessives are the pronouns that say whose thing a request acts on.
var possessives = map[string]bool{"my": true, "our": true, "your": true, "his": true, "her": true, "their": true}

// kin are the people a speaker names as "my X": "my son's flight" is another one of "my
// flight".
var kin = map[string]bool{"son": true, "daughter": true, "wife": true, "husband": true, "partner": true,
	"mom": true, "mum": true, "mother": true, "dad": true, "father": true, "brother": true, "sister": true,
	"kid": true, "child": true, "friend": true, "boss": true, "colleague": true, "coworker": true,
	"grandma": true, "grandpa": true, "grandmother": true, "grandfather": true, "aunt": true, "uncle": true,
	"cousin": true, "niece": true, "nephew": true, "boyfriend": true, "girlfriend": true, "fiance": true,
	"parents": true, "kids": true, "children": true, "roommate": true, "neighbor": true, "neighbour": true,
	"manager": true, "assistant": true, "client": true, "customer": true, "team": true}

// notOwners are words before an apostrophe and "s" that own nothing ("let's", "it's").
var notOwners = map[string]bool{"let": true, "it": true, "that": true, "what": true, "there": true, "here": true,
	"who": true, "he": true, "she": true, "where": true, "how": true, "my": true, "our": true, "one": true}

// rawObjectAfter is objectAfter with the determiners kept.
func rawObjectAfter(words []string, verb string) []string {
	for i, w := range words {
		if ts := termsOf(w); len(ts) == 1 && canonAction(ts[0]) == verb {
			return words[i+1:]
		}
	}
	return nil
}

// objectAfter returns the words after the first word of words whose action (canonAction of
// its term) is verb, without determiners; nil when none is.
func objectAfter(words []string, verb string) []string {
	if raw := rawObjectAfter(words, verb); raw != nil {
		return withoutDeterminers(raw)
	}
	return nil
}

// withoutDeterminers returns words without the determiners (entity.go; "all", "each" and
// "some" among them), in a new slice.
func withoutDeterminers(words []string) []string {
	out := make([]string, 0, len(words))
	for _, w := range words {
		if !determiners[w] {
			out = append(out, w)
		}
	}
	return out
}

// capPart holds at P3 (matchOtherEntity) a route that takes away, stops or closes a thing
// (wholeChanges, pressesChange) for a query that asks for it on a part of the route's
// object or a thing in it (partOf): the route changes the whole; or on another one of its
// kind, by place or owner (otherOne); or on some or one where the route's request takes
// "all" (allLeftOut); and a route of any other change (pressesChange) for a query that
// names a thing of its object by a possessive ("Follow Jane's followers"). It keeps the
// words for the warning (partWarning).
func capPart(c *scoredPattern, r *reading) {
	if c.mt <= matchOtherEntity || c.other || len(r.terms) == 0 {
		return
	}
	verb := leadVerb(c.p.Intent)
	var part, one, some string
	if wholeChanges[verb] {
		part = partOf(r.intent, c.p.Intent, verb)
		if part == "" {
			one = otherOne(r.intent, c.p.Intent, verb)
		}
		if part == "" && one == "" {
			some = allLeftOut(r.intent, c.p.Intent)
		}
	} else if verb != "" && verb != "~" {
		// "Follow Jane's followers" against "Follow Jane": a thing of the route's object,
		// which a change that adds does not reach either
		qw, sw := lowerWords(r.intent), lowerWords(c.p.Intent)
		part = possessed(objectAfter(qw, verb), objectAfter(sw, verb))
		if part == "" {
			// "Change Bob's password" against "Change my password"
			one = otherOwner(qw, sw)
		}
		if part == "" && one == "" && fewerThanAll(r.intent, c.p.Intent) {
			// "Renew my checked out book" against "Renew all my checked out books"
			some = allLeftOut(r.intent, c.p.Intent)
		}
	}
	if part == "" && one == "" && some == "" {
		return
	}
	if p := c.whole(); p == nil || !pressesChange(p, verb) {
		return
	}
	c.setMatch(matchOtherEntity)
	c.part, c.one, c.some, c.more = part, one, some, []string{}
}

// partWarning is the warning for the best route held back by capPart, "" for another.
func partWarning(c *scoredPattern) string {
	if c.one != "" {
		return fmt.Sprintf("this request picks another one (%q) than route %q acted on (%q): the route changes the one it was recorded on; do not replay it",
			c.one, c.p.Name, clip(c.p.Intent, 80))
	}
	if c.some != "" {
		return fmt.Sprintf("route %q does it to %s (%q); this request asks it of some or one: do not replay it",
			c.p.Name, c.some, clip(c.p.Intent, 80))
	}
	if c.part == "" {
		return ""
	}
	return fmt.Sprintf("this request acts on %q, a part of what route %q acts on or a thing in it (%q): the route changes the whole; do not replay it",
		c.part, c.p.Name, clip(c.p.Intent, 80))
}

// amountOf returns "$20 of" when query names an amount of money, a number after a
// currency sign, followed by "of": a part of the thing after it ("Pay $20 of my bill";
// "Add 2 of this product" names a quantity). "" for none.
func amountOf(query string) string {
	spans := wordSpans(query)
	for k := 0; k+1 < len(spans); k++ {
		at := spans[k]
		if !digitsOnly(query[at[0]:at[1]]) || !strings.EqualFold(query[spans[k+1][0]:spans[k+1][1]], "of") {
			continue
		}
		before := strings.TrimRight(query[:at[0]], " ")
		if r, _ := utf8.DecodeLastRuneInString(before); unicode.Is(unicode.Sc, r) {
			return query[len(before)-utf8.RuneLen(r) : spans[k+1][1]]
		}
	}
	return ""
}
