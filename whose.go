package waymark

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Whose thing and how much: a query that names someone else ("her refill"), another
// currency or a signed amount asks for another request than the route's (otherRequest).

// signed reports whether s writes a number with a sign before it or its currency ("-$84.20",
// "$-84.20", "+5", "-8 GB"): a minus or a plus after a space, the start or a currency
// sign, before a digit or a currency sign; not the hyphen of "api-node-3".
func signed(s string) bool {
	for i := 0; i+1 < len(s); i++ {
		if s[i] != '-' && s[i] != '+' {
			continue
		}
		prev, _ := utf8.DecodeLastRuneInString(s[:i])
		next, _ := utf8.DecodeRuneInString(s[i+1:])
		if (i == 0 || unicode.IsSpace(prev) || unicode.Is(unicode.Sc, prev)) && (unicode.IsDigit(next) || unicode.Is(unicode.Sc, next)) {
			return true
		}
	}
	return false
}

// thirdPersons are the pronouns that name someone other than the user ("they" and
// "them" are left out: as often things, "Renew them").
var thirdPersons = map[string]bool{"her": true, "his": true, "hers": true, "him": true, "she": true, "he": true,
	"their": true, "theirs": true, "our": true, "ours": true, "we": true, "us": true}

// otherPerson reports whether the query names by a pronoun someone its stored request does
// not ("Check the status of her refill", "How many days does she have left?", "Book him
// into the class", "… for her" against the user's own), unless a name before the pronoun
// says whom it stands for ("Find Jane and follow her").
func otherPerson(query, stored string) bool {
	has := map[string]bool{}
	for _, w := range lowerWords(stored) {
		has[w] = true
	}
	spans := wordSpans(query)
	for k, sp := range spans {
		w := strings.ToLower(query[sp[0]:sp[1]])
		if !thirdPersons[w] || has[w] {
			continue
		}
		if k > 0 && strings.EqualFold(query[spans[k-1][0]:spans[k-1][1]], "for") {
			return true // "… for her": for someone else, whoever was named before
		}
		named := slices.ContainsFunc(spans[min(1, k):k], func(p [2]int) bool {
			r, _ := utf8.DecodeRuneInString(query[p[0]:p[1]])
			return unicode.IsUpper(r) && !thirdPersons[strings.ToLower(query[p[0]:p[1]])] && query[p[0]:p[1]] != "I"
		})
		if !named {
			return true
		}
	}
	return false
}

// otherCurrency reports whether both intents name the currency of an amount (amountCurrencies)
// and the currencies differ: "Transfer €50 to savings" is no transfer of "$50" (the words
// are the same, the signs none of them), nor is "Pay C$84.20" or "Pay 84.20 euros" a
// payment of "$84.20"; "US$84.20" and "84.20 dollars" are.
func otherCurrency(query, stored string) bool {
	q, st := amountCurrencies(query), amountCurrencies(stored)
	return len(q) > 0 && len(st) > 0 && !slices.Equal(q, st)
}

// currencyRe matches an amount's currency: a sign, with the letters that say whose dollar
// it is before it ("C$84.20", "AU$ 5"), before or after the number ("84,20 €"), or a
// currency's name or code after or before the number ("84.20 euros", "CAD 84.20").
var currencyRe = regexp.MustCompile(`(?i)(?:\b(?P<whose>US|CA|C|AU|A|NZ|HK|S|MX|R))?(?P<sign>` + signClass + `)\s?[0-9]|` +
	`[0-9]\s?(?P<sign>` + signClass + `)|[0-9]\s?(?P<name>usd|cad|aud|nzd|eur|gbp|jpy|dollars?|euros?|pounds?|bucks|yen)\b|` +
	`\b(?P<name>usd|cad|aud|nzd|eur|gbp|jpy)\s?[0-9]`)

// signClass matches one of currencySigns.
const signClass = "[" + currencySigns + "]"

// currencyCodes give the sign, prefix or name of a currency the code amountCurrencies
// names it by; a sign ("$", "€") or a name of currencyNames not here is its own sign.
var currencyCodes = map[string]string{"us$": "$", "usd": "$", "c$": "CAD", "ca$": "CAD", "cad": "CAD",
	"a$": "AUD", "au$": "AUD", "aud": "AUD", "nz$": "NZD", "nzd": "NZD", "hk$": "HKD", "s$": "SGD", "mx$": "MXN", "r$": "BRL"}

// amountCurrencies returns the currencies of the amounts s names, sorted and each once:
// "$" for "$84.20", "US$84.20", "USD 84.20" and "84.20 dollars", "CAD" for "C$84.20" and
// "84.20 CAD", "€" for "€5" and "5 euros". An amount without a currency names none.
func amountCurrencies(s string) []string {
	var out []string
	names := currencyRe.SubexpNames()
	for _, m := range currencyRe.FindAllStringSubmatch(s, -1) {
		var whose, sign, name string
		for i, g := range m[1:] {
			switch names[i+1] {
			case "whose":
				whose += g
			case "sign":
				sign += g
			case "name":
				name += strings.ToLower(g)
			}
		}
		c := sign
		switch {
		case whose != "":
			c = currencyCodes[strings.ToLower(whose+sign)]
		case name != "":
			if c = currencyCodes[name]; c == "" {
				c = string(currencyNames[name])
			}
		}
		if c != "" && !slices.Contains(out, c) {
			out = append(out, c)
		}
	}
	slices.Sort(out)
	return out
}

// ownerBefore matches a person's possessive before a noun: a capitalised name ("Bob's
// manager", "Turing’s father") or a word of kin or work ("my wife's checking"); group 1 is
// the possessive.
var ownerBefore = regexp.MustCompile(`\b((?:[A-Z][\p{L}]+|wife|husband|mom|mum|mother|dad|father|son|daughter|kid|child|friend|boss|` +
	`manager|partner|brother|sister|colleague|roommate)['’]s)\s+`)

// someonesOwn returns the possessive and the noun after it by which the query names a
// thing of someone the stored request does not ("Bob's manager" of "Send an email to Bob's
// manager" against "Send an email to Bob", "wife's checking" of "Transfer $50 from my
// wife's checking" against "… from checking"): the request is about someone else's; ""
// for none.
func someonesOwn(query, stored string) string {
	if !strings.ContainsAny(query, "'’") {
		return ""
	}
	low := strings.ReplaceAll(strings.ToLower(stored), "’", "'")
	for _, m := range ownerBefore.FindAllStringSubmatchIndex(query, -1) {
		owner := strings.ReplaceAll(strings.ToLower(query[m[2]:m[3]]), "’", "'")
		if contracted[strings.TrimSuffix(owner, "'s")] {
			continue // "Let's check in", "It's due"
		}
		if !strings.Contains(low, owner) {
			end := m[1] + strings.IndexFunc(query[m[1]:]+" ", func(r rune) bool { return !unicode.IsLetter(r) })
			return query[m[2]:end]
		}
	}
	return ""
}

// contracted are the words whose "'s" is "is", "has" or "us": "Let's", "It's", "What's".
var contracted = map[string]bool{"let": true, "it": true, "that": true, "what": true, "he": true, "she": true,
	"there": true, "here": true, "who": true, "where": true, "how": true, "when": true, "why": true, "this": true}

// numbersMoved reports whether two intents hold the same numbers (words of digits) with
// the words before them changed about ("Book a table for 12 at 7pm on June 2" against "…
// for 2 at 7pm on June 12": "for" goes with 12, not 2): each names what the other does,
// in other places. A phrase moved whole ("… on trip 4521 to seat 14" against "… to seat
// 14 on trip 4521") keeps each number's word.
func numbersMoved(a, b string) bool {
	after := func(s string) (map[string]string, []string) {
		ws := lowerWords(s)
		by, nums := map[string]string{}, []string{}
		for i, w := range ws {
			if i > 0 && digitsOnly(w) {
				by[ws[i-1]] = w
				nums = append(nums, w)
			}
		}
		return by, nums
	}
	ba, na := after(a)
	bb, nb := after(b)
	if len(na) < 2 || slices.Equal(na, nb) {
		return false
	}
	slices.Sort(na)
	slices.Sort(nb)
	if !slices.Equal(na, nb) {
		return false
	}
	for w, n := range ba {
		if m, ok := bb[w]; ok && m != n {
			return true
		}
	}
	return false
}

// scales are the words after a number that multiply it: "$50 million", "50 thousand".
var scales = map[string]bool{"thousand": true, "million": true, "billion": true, "trillion": true, "grand": true,
	"hundred": true, "k": true, "m": true, "bn": true, "mil": true}

// scaledAmount reports whether the query multiplies a number by a word of scales that the
// stored intent does not hold ("Transfer $50 million", "$50k" against "Transfer $50"):
// another amount, though its digits are the request's.
func scaledAmount(query, stored string) bool {
	ws := lowerWords(query)
	has := termSet(lowerWords(stored))
	for i, w := range ws {
		if i > 0 && scales[w] && digitsOnly(ws[i-1]) && !has[w] {
			return true // "50 million"
		}
		if n := strings.TrimRight(w, "kmbn"); n != w && n != "" && digitsOnly(n) && scales[w[len(n):]] && !has[w] {
			return true // "50k", "2bn"
		}
	}
	return false
}

// takenOff reports whether the query's change takes a person or a thing a pronoun names off,
// out of or to what the stored request acts on ("Remove me from the mailing list", "Delete
// it from the bucket" against "Delete the mailing list", "Move me to the meeting" against
// "Move the meeting"): the verb's object is the pronoun, which the stored request does not
// hold.
func takenOff(query, stored string) bool {
	ws := lowerWords(query)
	i := afterLeadIns(ws)
	if i+2 >= len(ws) || !offPronouns[ws[i+1]] {
		return false
	}
	switch ws[i+2] {
	case "from", "off", "out":
	case "to", "into", "onto":
		// A person moved to a thing ("Move me to the meeting"); not what a change puts
		// somewhere ("Add this to the cart") nor what someone is to do ("Remind me to …").
		if !persons[ws[i+1]] || i+3 >= len(ws) || !determiners[ws[i+3]] {
			return false
		}
	default:
		return false
	}
	return !slices.Contains(lowerWords(stored), ws[i+1])
}

// persons are the pronouns of offPronouns that name people.
var persons = map[string]bool{"me": true, "us": true, "him": true, "her": true, "them": true, "myself": true, "ourselves": true}

// offPronouns are the words that stand for what a change takes off or out of a thing.
var offPronouns = map[string]bool{"me": true, "us": true, "him": true, "her": true, "them": true, "it": true,
	"this": true, "that": true, "myself": true, "ourselves": true}
