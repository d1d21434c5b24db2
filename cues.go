package waymark

import (
	"maps"
	"slices"
	"strings"
	"unicode"
)

// What an intent's wording tells beyond its terms (internal/terms counts words, not their
// order or case), read by capOtherRequest:
//
//   - the sort order it asks for: "sort by price from low to high" and "… from high to low"
//     have the same terms, and so the same match, but a route recorded for one sorts the
//     other way;
//   - the proper nouns it names: "Locate Everglades in Florida" and "Locate Dry Tortugas in
//     Florida" differ in a name or two, and a route recorded for one finds the other;
//   - an action it names only as done to a thing: "view the deleted history" has the terms
//     of "Delete the history".

// sortOrder is the direction an intent names for a sort: "asc" (low to high, A to Z, oldest
// first), "desc" (high to low, Z to A, newest first) or "" for none or both. A direction
// named as such decides; without one, a superlative does ("the cheapest", "the oldest"
// are asc; "the most expensive", "the highest rated", "the latest" desc): the route that
// found the cheapest sorted or picked the other way from one for the most expensive. The
// phrases are English, read in lower case with punctuation and hyphens as spaces.
func sortOrder(intent string) string {
	s := " " + strings.Join(lowerWords(intent), " ") + " "
	asc := containsAnyPhrase(s, ascendingPhrases)
	desc := containsAnyPhrase(s, descendingPhrases)
	if strings.Contains(s, " reverse chronological ") {
		asc = false // "reverse chronological order" holds "chronological order"
	}
	if !asc && !desc {
		asc = containsAnyPhrase(s, ascendingSuperlatives)
		desc = containsAnyPhrase(s, descendingSuperlatives)
	}
	switch {
	case asc && !desc:
		return "asc"
	case desc && !asc:
		return "desc"
	}
	return ""
}

// otherOrder reports whether two intents name opposite sort orders (sortOrder).
func otherOrder(a, b string) bool { return a != "" && b != "" && a != b }

// routeOrder is the sort order a route picks (sortOrder of the names and values of its
// steps: a click on "Price: High to Low", a select of "Newest first"), "" for none.
func routeOrder(steps []RouteStep) string {
	order := ""
	for _, s := range steps {
		switch o := sortOrder(s.Name + " " + s.Value); {
		case o == "":
		case order == "":
			order = o
		case o != order:
			return "" // both ways: no one order
		}
	}
	return order
}

// lowerWords splits a text into its words, lower-cased: runs of letters and digits,
// punctuation and hyphens between them ("High-to-Low" is "high", "to", "low").
func lowerWords(s string) []string {
	return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
}

func containsAnyPhrase(s string, phrases []string) bool {
	for _, p := range phrases {
		if strings.Contains(s, " "+p+" ") {
			return true
		}
	}
	return false
}

// ascendingPhrases and descendingPhrases name a sort's direction: by value, by letter, by
// time, by size.
var (
	ascendingPhrases = []string{"low to high", "low high", "lowest to highest", "ascending", "lowest first",
		"cheapest first", "least expensive first", "a to z", "a z", "oldest first", "old to new",
		"oldest to newest", "by oldest", "date oldest", "earliest first", "earliest to latest",
		"chronological order", "smallest first", "small to large", "least to most", "increasing",
		"shortest first", "closest first", "nearest first"}
	descendingPhrases = []string{"high to low", "high low", "highest to lowest", "descending", "highest first",
		"most expensive first", "priciest first", "z to a", "z a", "newest first", "new to old",
		"newest to oldest", "by newest", "date newest", "latest first", "latest to earliest",
		"reverse chronological", "most recent first", "largest first", "large to small",
		"biggest first", "most to least", "decreasing", "longest first", "farthest first"}
	// ascendingSuperlatives and descendingSuperlatives ask for the first of a sort without
	// naming its direction.
	ascendingSuperlatives = []string{"cheapest", "least expensive", "lowest", "oldest", "earliest",
		"smallest", "shortest", "closest", "nearest", "fewest", "least popular", "worst rated",
		"lowest rated", "least recent"}
	descendingSuperlatives = []string{"most expensive", "priciest", "highest", "newest", "latest",
		"most recent", "largest", "biggest", "longest", "farthest", "furthest", "most popular",
		"best rated", "top rated", "highest rated", "best selling", "bestselling", "most reviewed"}
)

// leadingActions are the terms of verbs that change something on a site when an intent
// begins with them ("Star the repository", "Fork it", "Upvote the answer") but are as often
// nouns or other words elsewhere ("5 star hotels", "a pin", "like new"), so internal/terms
// actionTerms leaves them out; with the action terms, they are what leadVerb looks for.
var leadingActions = map[string]bool{
	"star": true, "fork": true, "unwatch": true, "like": true, "unlik": true,
	"dislik": true, "upvot": true, "downvot": true, "pin": true, "unpin": true, "save": true,
	"bookmark": true, "share": true, "flag": true, "hide": true, "unhid": true,
	"rate": true, "retweet": true, "repost": true, "claim": true, "redeem": true, "appli": true,
	"book": true, "order": true, "favorit": true, "favourit": true, "rsvp": true, "enrol": true,
	"post": true, "report": true, "return": true,
	// Changes named by verbs that are as often nouns ("a freeze", "the scale", "a request",
	// "the lock", "a tip"), or that no list above names ("Rotate the access key").
	"freez": true, "unfreez": true, "thaw": true, "scale": true, "rotat": true, "extend": true, "void": true,
	"grant": true, "promot": true, "demot": true, "drain": true, "unsend": true, "request": true, "lock": true,
	"submit": true, "confirm": true, "hold": true, "tip": true, "escal": true, "appeal": true,
	"bill": true, "charg": true, // "Bill me for …", "Charge the card"; "the bill", "a charge"
}

// sameActions name the same change by another verb: reserving a table is booking it,
// putting a product in the cart adding it, commenting posting a comment, checking out
// buying, updating or modifying a setting changing it, removing or trashing a post
// deleting it, moving money transferring it.
var sameActions = map[string]string{"reserv": "book", "purcha": "buy", "order": "buy", "favourit": "favorit",
	"bookmark": "save", "enrol": "regist", "put": "add", "comment": "post", "checkout": "buy", "updat": "chang",
	"modifi": "chang", "remov": "delet", "trash": "delet", "destroy": "delet", "termin": "delet", "settl": "pay",
	"shut": "stop", "shutdown": "stop", "reboot": "restart", "move": "transfer",
	"signup": "regist", "logout": "signout", "logoff": "signout"}

// cartWords are the words of a cart that "put … in" and "place … in" add to ("Put this
// product in the basket").
var cartWords = map[string]bool{"cart": true, "basket": true, "bag": true, "trolley": true, "wishlist": true}

// canonAction is the term that stands for the action t names among its synonyms
// (sameActions): "reserv" is "book"; t itself otherwise.
func canonAction(t string) string {
	if c, ok := sameActions[t]; ok {
		return c
	}
	return t
}

// leadIns are the words a request may begin with before its verb: "please", "can you", "I
// want to", "let's", "go ahead and", "I have to", "I still have to". Not "should" nor
// "must": "Should I cancel my order?" asks.
var leadIns = map[string]bool{"please": true, "kindly": true, "can": true, "could": true, "would": true, "will": true,
	"you": true, "i": true, "d": true, "we": true, "want": true, "wanna": true, "need": true, "to": true, "let": true,
	"lets": true, "s": true, "us": true, "me": true, "go": true, "ahead": true, "then": true, "now": true, "just": true,
	"have": true, "got": true, "gotta": true, "still": true} // "I have to …", "I still have to …", "I've got to …"

// afterLeadIns returns the index of the first of ws (an intent's lower-case words) that is
// none of leadIns: its verb's, when it begins with one.
func afterLeadIns(ws []string) int {
	i := 0
	for i < len(ws) && leadIns[ws[i]] {
		i++
	}
	return i
}

// firstTerm is the term of the first word of intent after leadIns ("top" of "Please top
// up my card"), "" when that word has none or several.
func firstTerm(intent string) string {
	for _, w := range lowerWords(intent) {
		if leadIns[w] {
			continue
		}
		if ts := termsOf(w); len(ts) == 1 {
			return ts[0]
		}
		return ""
	}
	return ""
}

// leadVerb is the action an intent begins with (after "please", "can you", "I want to", "go ahead and" and
// the like): the term of its first word when that is an action verb (actionTerms or
// leadingActions; "reserve" read as "book", sameActions), "!" before it when a negation
// comes first ("Don't star the repository"), "~" when it begins with a verb that only
// reads or finds ("Show the stargazers", "Find the cheapest flight"), "" otherwise.
func leadVerb(intent string) string {
	if at, _ := addressPrefix(intent); at > 0 {
		intent = intent[at:] // "Alexa, check in for my flight"
	}
	return leadOf(intent)
}

// leadOf is leadVerb of an intent read from its first word, words that greet or address
// someone included.
func leadOf(intent string) string {
	neg := false
	words := lowerWords(intent)
	for i, w := range words {
		switch w {
		case "like":
			if i > 0 { // "I would like to", "I'd like to": politeness; "Like the post": the verb
				continue
			}
		case "don", "dont", "do", "not", "never", "t":
			neg = neg || w != "do"
			continue
		case "and":
			if i > 0 && leadIns[words[i-1]] { // "Go ahead and check in …"
				continue
			}
		}
		if leadIns[w] {
			continue
		}
		ts := termsOf(w)
		if len(ts) != 1 {
			return ""
		}
		t := ts[0]
		next := ""
		if i+1 < len(words) {
			next = words[i+1]
		}
		if nounHeads[next] && (actionTerms[t] || leadingActions[t] || sameActions[t] != "") {
			return "~" // "Followers of this user", "Order history", "Fork count": a thing to see
		}
		if t == "report" && reportsValue(words[i+1:]) {
			return "~" // "Report the number of open issues": tell it
		}
		if strings.HasSuffix(w, "ed") && t != w && (actionTerms[t] || leadingActions[t] || sameActions[t] != "") {
			return "~" // "Subscribed to the newsletter?", "Starred repositories": a state to see
		}
		switch {
		case t == "check" && next == "out" && w != "checked":
			t = checkOut(words[i+2:]) // "Check out and pay"; "Check out this repository" reads
		case t == "check" && next == "in" && w != "checked":
			t = "checkin" // "Check in for my flight"; "I checked in …" tells
		case t == "open" && (next == "a" || next == "an") && !opensView(words[i+2:]):
			t = "creat" // "Open an issue", "Open a new issue"; "Open a new tab" opens a view
		}
		if moneyVerbs[w] {
			if spans := wordSpans(intent); len(spans) == len(words) && movesMoney(intent, words, func(k int) int { return spans[k][1] }, i) {
				t = "transfer" // "Send $50 to savings", "Put $50 into savings", "Send Bob $20"
			}
		}
		if (t == "put" || t == "place") && slices.ContainsFunc(words[i+1:], func(w string) bool { return cartWords[w] }) {
			t = "add" // "Put this product in the cart", "Place this item in the basket"
		} else if lightVerbs[t] || buttonVerbs[t] {
			// "Give this repository a star", "Make a reservation", "Hit the star button".
			verb := t
			if t = lightObject(verb, words[i+1:]); t == "" {
				if verb == "give" && i+1 < len(words) && (words[i+1] == "me" || words[i+1] == "us") {
					return "~" // "Give me a star count": tell me
				}
				return ""
			}
		} else if leadingActions[t] && !actionTerms[t] && (i+1 >= len(words) || !determiners[words[i+1]]) && !namesHandle(intent, w) {
			return "" // a noun ("Book reviews of Dune"), or a verb this cannot tell from one
		}
		t = canonAction(t)
		switch {
		case actionTerms[t] || leadingActions[t]:
			if neg {
				return "!" + t
			}
			return t
		case readingVerbs[t]:
			return "~"
		}
		return ""
	}
	return ""
}

// namesHandle reports whether the word after w in intent (w lower case, its first
// occurrence) is a handle or a path, "@nasa" or "acme/rocket": what a verb acts on ("Star
// acme/rocket", "Follow @nasa"), where a noun would be followed by a word.
func namesHandle(intent, w string) bool {
	low := strings.ToLower(intent)
	i := strings.Index(low, w)
	if i < 0 {
		return false
	}
	// low, not intent: lower case may change a text's length ("İ", invalid UTF-8), and the
	// rest is read alike in either case.
	next, _, _ := strings.Cut(strings.TrimLeft(low[i+len(w):], " \t"), " ")
	if next == "" || i+len(w) < len(low) && low[i+len(w)] != ' ' && low[i+len(w)] != '\t' {
		return false
	}
	next = strings.TrimRight(next, ".,;:!?")
	if len(next) > 1 && next[0] == '@' {
		return true
	}
	owner, name, ok := strings.Cut(next, "/")
	return ok && strings.ContainsFunc(owner, unicode.IsLetter) && strings.ContainsFunc(name, unicode.IsLetter) && !strings.Contains(name, "/")
}

// valueNouns are the things "report the …" tells rather than files: a value read off a
// page ("Report the number of open issues", "Report the cheapest price").
var valueNouns = map[string]bool{"number": true, "count": true, "price": true, "prices": true, "total": true,
	"amount": true, "name": true, "names": true, "title": true, "status": true, "value": true, "cost": true,
	"rating": true, "score": true, "result": true, "results": true, "answer": true, "date": true, "time": true,
	"cheapest": true, "lowest": true, "highest": true, "top": true, "current": true, "latest": true, "first": true,
	"how": true, "what": true, "which": true, "who": true, "when": true, "where": true, "whether": true}

// reportsValue reports whether the words after "report" name a value to tell (valueNouns,
// after "the", "back" or "its"), not a thing to file ("Report the pothole", "Report a bug").
func reportsValue(after []string) bool {
	for i, w := range after[:min(len(after), 3)] {
		if valueNouns[w] {
			return true
		}
		if i > 0 || w != "the" && w != "back" && w != "its" && w != "their" {
			return false
		}
	}
	return false
}

// checkOut is the term that "check out" stands for, by the words after it: "checkout"
// (paying for a cart) when it ends the request or its clause ("Check out", "Check out and
// place the order") or names a cart or an order within three words ("Check out my cart");
// "check" (a look) otherwise ("Check out this repository").
func checkOut(after []string) string {
	if len(after) == 0 || verbLeads[after[0]] || after[0] == "now" {
		return "checkout"
	}
	for _, w := range after[:min(len(after), 3)] {
		if cartWords[w] || w == "order" {
			return "checkout"
		}
	}
	return "check"
}

// viewNouns are the things "open a …" opens rather than creates ("Open a new tab").
var viewNouns = map[string]bool{"tab": true, "window": true, "page": true, "link": true,
	"file": true, "menu": true, "document": true, "folder": true, "browser": true, "private": true, "incognito": true}

// opensView reports whether the words after "open a" name a view to open rather than a
// thing to create (viewNouns, past "new": "a new tab", not "a new issue"); nothing named
// is no view.
func opensView(after []string) bool {
	if len(after) > 0 && after[0] == "new" {
		after = after[1:]
	}
	return len(after) > 0 && viewNouns[after[0]]
}

// nounHeads are words after which an intent's first word, an action's, is a noun: "Likes
// of the latest post", "Order history", "Fork count", "Cancellation fee". Such an intent
// asks to see something (leadVerb "~").
var nounHeads = map[string]bool{"of": true, "count": true, "counts": true, "number": true, "history": true,
	"status": true, "list": true, "fee": true, "fees": true, "policy": true, "deadline": true, "total": true,
	"totals": true, "date": true, "details": true, "summary": true}

// lightVerbs are the terms of verbs that name a change by the noun after them: "give …
// a star", "leave a like", "make a reservation", "place an order", "cast a vote", "put a
// hold on …"; buttonVerbs those that name it by a button's label: "hit the star button".
var (
	lightVerbs  = map[string]bool{"give": true, "leav": true, "make": true, "place": true, "cast": true, "drop": true, "put": true}
	buttonVerbs = map[string]bool{"hit": true, "smash": true, "press": true, "click": true, "tap": true, "push": true}
)

// lightObject is the action that the words after a light verb name (lightVerbs,
// buttonVerbs): the term of an action's noun (actionTerms, leadingActions, sameActions)
// after "a" or "an" among the next six words and ending its noun phrase ("this repository
// a star" → "star"; not "me a star count"), or before "button" ("the star button"); ""
// when there is none ("me the number of stars").
func lightObject(verb string, words []string) string {
	action := func(w string) string {
		if ts := termsOf(w); len(ts) == 1 {
			if t := ts[0]; actionTerms[t] || leadingActions[t] || sameActions[t] != "" {
				return t
			}
		}
		return ""
	}
	words = words[:min(len(words), 6)]
	if buttonVerbs[verb] {
		if i := slices.Index(words, "button"); i > 0 {
			return action(words[i-1])
		}
		return ""
	}
	if verb == "place" && len(words) >= 2 && determiners[words[0]] && words[1] == "order" && (len(words) == 2 || phraseEnds[words[2]]) {
		return action(words[1]) // "Place the order", "Place my order now"
	}
	for i, w := range words {
		if (w != "a" && w != "an") || i+1 >= len(words) {
			continue
		}
		if i+2 < len(words) && !phraseEnds[words[i+2]] {
			return "" // "a star count", "a star rating"
		}
		return action(words[i+1])
	}
	return ""
}

// phraseEnds are words that end the noun phrase before them: a preposition or a pointer
// ("a star on this repository", "a reservation for 2", "a like here").
var phraseEnds = map[string]bool{"on": true, "to": true, "for": true, "at": true, "in": true, "with": true,
	"from": true, "this": true, "that": true, "it": true, "please": true, "now": true, "and": true, "then": true,
	"here": true, "there": true, "by": true}

// readingVerbs are the terms of verbs that begin an intent that reads or finds and
// changes nothing.
var readingVerbs = map[string]bool{"show": true, "find": true, "list": true, "view": true, "check": true,
	"look": true, "search": true, "get": true, "see": true, "read": true, "what": true, "how": true,
	"which": true, "who": true, "when": true, "where": true, "brows": true, "display": true, "count": true,
	"compar": true, "tell": true, "locat": true, "explor": true}

// readsWhereRouteActs reports whether a query that only reads — it begins with a verb
// that reads (qLead "~": "Tell me the star count", "Show my orders") or asks a question
// and begins with no action (asks: "Who shared this post?", "How do I book a table?") —
// meets a route recorded for a change (storedLead: "star", "buy") whose word the query
// holds only as a noun or in its question, not as a verb of its own after "and", "then",
// "please", "also" or a clause's mark ("Find this repository and star it", "Find the
// post, like it", "… and give it a star").
func readsWhereRouteActs(query, qLead string, asks bool, storedLead string) bool {
	if !(qLead == "~" || qLead == "" && asks) || storedLead == "" || storedLead == "~" || storedLead[0] == '!' {
		return false
	}
	return !laterVerb(query, storedLead)
}

// laterVerb reports whether a clause of query after its first begins with the action act
// (a leadVerb): after "and", "then", "please", "also" or a clause's mark ("Find this
// repository and star it", "Find the post, like it", "… and give it a star").
func laterVerb(query, act string) bool {
	toks := clauseWords.FindAllString(strings.ToLower(query), -1)
	for i := 1; i < len(toks); i++ {
		prev := toks[i-1]
		if !verbLeads[prev] && !(len(prev) == 1 && strings.ContainsAny(prev, ".,;:!")) {
			continue
		}
		ts := termsOf(toks[i])
		if len(ts) != 1 {
			continue
		}
		t := ts[0]
		if lightVerbs[t] || buttonVerbs[t] {
			t = lightObject(t, toks[i+1:]) // "and give it a star", "then hit the star button"
		}
		if t != "" && canonAction(t) == act {
			return true
		}
	}
	return false
}

// verbLeads are the words after which an action's word is a verb of the request: "… and
// add it".
var verbLeads = map[string]bool{"and": true, "then": true, "please": true, "also": true}

// otherLead reports whether two intents ask for different changes by the verbs they begin
// with (leadVerb, with each one's terms): one begins with a change the other's words do
// not name, or with a negated one. "Fork the repository", "Show the stargazers" and "Don't
// star the repository" each against "Star the repository"; not "Add the laptop to the
// cart" against "Search for a laptop and add it to the cart", nor "Reserve a table"
// against "Book a table".
func otherLead(a string, aTerms []string, b string, bTerms []string) bool {
	if a == b {
		return false
	}
	lacks := func(lead string, ts []string) bool {
		if lead == "" || lead == "~" {
			return false
		}
		if lead[0] == '!' {
			return true
		}
		return !slices.ContainsFunc(ts, func(t string) bool { return canonAction(t) == lead })
	}
	return lacks(a, bTerms) || lacks(b, aTerms)
}

// nounLead reports whether a query that begins with the change lead (its leadVerb) is
// matched with a stored intent (its leadVerb storedLead) that names that word only as a
// thing, where no verb stands: not first, nor after "and", "then", "please", "also" or
// "to" ("Refill my metformin" against "Check the status of my metformin refill"; not
// "Add it to the cart" against "Search for a laptop and add it to the cart"). otherLead
// finds the word in both and reads them as one change.
func nounLead(lead, stored, storedLead string) bool {
	if lead == "" || lead == "~" || lead[0] == '!' || lead == storedLead {
		return false
	}
	ws := lowerWords(stored)
	found := false
	for i, w := range ws {
		if ts := termsOf(w); len(ts) != 1 || canonAction(ts[0]) != lead {
			continue
		}
		if i == 0 || verbLeads[ws[i-1]] || ws[i-1] == "to" {
			return false // a verb there
		}
		found = true
	}
	return found
}

// intentWords reads an intent's words, lower-cased, letters and digits only (a possessive's
// "'s" left out: "Apple's" is "apple"), and among them its proper nouns: the words
// capitalised where a sentence does not begin ("Everglades", "Dry", "Tortugas" in "Locate
// Dry Tortugas in Florida"), in capitals where a sentence does not begin ("IBM"), in camel
// case wherever they stand ("iPhone"); "I", a title ("Dr") and a word after ".", "!", "?"
// or ":" (not a title's period: "Dr. Smith") are none, and in an intent written in Title
// Case only capitals and camel case name. Words are folded (terms.Normalize: "Zürich" is "zurich"), and a
// domain is its first label ("Booking.com"). Two intents that each name one the other does
// not hold anywhere ask for different things ("Locate Everglades …" against "Locate Dry
// Tortugas …"); case alone makes no difference ("boston" and "Boston").
func intentWords(intent string) (words, names map[string]bool) {
	words, names = map[string]bool{}, map[string]bool{}
	strong := map[string]bool{} // names in capitals or camel case, whatever the intent's case
	start := true
	for _, w := range strings.Fields(intent) {
		word := strings.TrimFunc(w, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
		if i := strings.IndexAny(word, "'’"); i > 0 {
			word = word[:i]
		}
		if i := strings.IndexByte(word, '.'); i > 0 {
			word = word[:i] // "Booking.com" names Booking
		}
		if word != "" {
			lower := foldText(word) // "Zürich" is "zurich"
			words[lower] = true
			switch {
			case titles[lower], asides[lower]:
			case acronym(word) && !start || camelCased(word):
				strong[lower] = true
			case capitalised(word) && !start:
				names[lower] = true
			}
		}
		if word != "" || strings.ContainsAny(w, ".!?:") {
			start = strings.ContainsAny(w[len(w)-1:], ".!?:") && !titles[strings.ToLower(strings.TrimRight(w, ".!?:"))]
		}
	}
	if titleCase(intent) {
		clear(names) // "Find Cheap Flight Tickets To Boston": capitals say nothing of names here
	}
	maps.Copy(names, strong)
	return words, names
}

// capitalised: a capital first, a lower-case letter later ("Boston", "IMDb"); acronym: two to five
// capitals and digits with a letter ("IBM", "AMD", "GPT4"); camelCased: a lower-case letter
// before a capital ("iPhone", "iOS", "macOS"), a name wherever it stands.
func capitalised(w string) bool {
	r := []rune(w)
	return len(r) > 1 && unicode.IsUpper(r[0]) && strings.IndexFunc(w, unicode.IsLower) > 0
}

func acronym(w string) bool {
	letters := 0
	for _, r := range w {
		switch {
		case unicode.IsUpper(r):
			letters++
		case !unicode.IsDigit(r):
			return false
		}
	}
	return letters > 0 && len(w) >= 2 && len(w) <= 5
}

func camelCased(w string) bool {
	r := []rune(w)
	for i := 1; i < len(r); i++ {
		if unicode.IsUpper(r[i]) && unicode.IsLower(r[i-1]) {
			return true
		}
	}
	return false
}

// titleCase reports whether most words of an intent (four or more) begin with a capital.
func titleCase(intent string) bool {
	n, caps := 0, 0
	for _, w := range strings.Fields(intent) {
		if r := []rune(w); unicode.IsLetter(r[0]) {
			n++
			if unicode.IsUpper(r[0]) {
				caps++
			}
		}
	}
	return n >= 4 && caps*4 >= n*3
}

// asides are the short forms written in capitals that set a remark off from a request
// ("- FYI one of us is vegan", "BTW, …"): no names.
var asides = map[string]bool{"fyi": true, "btw": true, "ps": true, "nb": true, "asap": true, "imo": true, "imho": true,
	"tia": true, "eod": true, "aka": true}

// titles end in a period that ends no sentence: "Dr. Smith", "St. Louis".
var titles = map[string]bool{"dr": true, "mr": true, "mrs": true, "ms": true, "st": true,
	"prof": true, "jr": true, "sr": true, "mt": true, "ft": true, "no": true, "vs": true}

// namesOther reports whether names holds a proper noun that is not among words (both as
// intentWords reads them), the name of the site aside ("IMDb" in a task on imdb.com names
// the site, not the thing).
func namesOther(names, words map[string]bool, site string) bool {
	own := siteName(site)
	for w := range names {
		if !words[w] && w != own {
			return true
		}
	}
	return false
}

// siteName is the first label of a site ("imdb" of "imdb.com"), lower-cased.
func siteName(site string) string {
	name, _, _ := strings.Cut(site, ".")
	return strings.ToLower(name)
}

// describesDone reports whether a query names the stored intent's action only as what was
// done to a thing ("view the deleted browsing history" against "Delete the browsing
// history"): an action term (actionTerms) of the stored terms that the query has only in a
// past participle right after a determiner ("the deleted", "my cancelled"). Replaying the
// route would do the action the query only looks at.
func describesDone(intent string, stored []string) bool {
	words := lowerWords(intent)
	has := termSet(stored)
	described, named := map[string]bool{}, map[string]bool{}
	for i, w := range words {
		ts := termsOf(w)
		if len(ts) != 1 || !actionTerms[ts[0]] || !has[ts[0]] {
			continue
		}
		if strings.HasSuffix(w, "ed") && i > 0 && determiners[words[i-1]] {
			described[ts[0]] = true
		} else {
			named[ts[0]] = true
		}
	}
	for t := range described {
		if !named[t] {
			return true
		}
	}
	return false
}

// extendsName reports whether one intent names a thing by a name that is the other's
// name with more after a hyphen or an underscore ("prod-db-2" against "prod-db",
// "db-staging-eu" against "db-staging", "acme/widget-old" against "acme/widget"), or the
// same words in other forms (otherForm: "my-log" against "my-logs"): another database,
// VM, branch, bucket or repository, where the words alone would only say more ("2") or
// the same.
func extendsName(a, b string) bool {
	names := func(s string) []string {
		var out []string
		for _, f := range strings.Fields(s) {
			f = strings.Trim(f, `.,;:!?()"'“”‘’`)
			if strings.ContainsAny(f, "-_/") && strings.ContainsFunc(f, unicode.IsLetter) {
				out = append(out, strings.ToLower(f))
			}
		}
		return out
	}
	bs := names(b)
	for _, x := range names(a) {
		for _, y := range bs {
			if x != y && (longerName(x, y) || longerName(y, x) || otherForm(x, y) && !(prefixedWord(x) && prefixedWord(y))) {
				return true
			}
		}
	}
	return false
}

// wordPrefixes are the parts an English word is joined to by a hyphen ("auto-renew",
// "e-mail", "self-service"), and seldom a name's first part: such a word is no name, and
// its other forms ("auto-renewal") name the same thing. Not "log" or "sign" ("log-archive"
// is a bucket's name).
var wordPrefixes = map[string]bool{"auto": true, "e": true, "self": true, "re": true, "co": true, "pre": true, "non": true,
	"multi": true, "anti": true}

// prefixedWord reports whether f, a word written with a hyphen, is an English word after
// one of wordPrefixes ("auto-renewal", "e-mails", "self-service"), letters only.
func prefixedWord(f string) bool {
	head, tail, ok := strings.Cut(strings.ToLower(f), "-")
	return ok && wordPrefixes[head] && tail != "" && !strings.ContainsFunc(tail, func(r rune) bool { return !unicode.IsLetter(r) && r != '-' })
}

// otherForm reports whether two names, each written with "-", "_" or "/", are the same
// words in other forms ("my-log", "my-logging" against "my-logs"): the terms a query is
// weighed by are the same, the names are not. Names that differ in their joiners only
// ("my_logs", "my-logs") are left to be read as a value written otherwise.
func otherForm(x, y string) bool {
	bare := func(s string) string { // the name's letters and digits, joined by "-": no marks around it
		return strings.Map(func(r rune) rune {
			switch {
			case r == '_' || r == '/':
				return '-'
			case r == '-' || unicode.IsLetter(r) || unicode.IsDigit(r):
				return r
			}
			return -1
		}, s)
	}
	if bare(x) == bare(y) {
		return false
	}
	return slices.Equal(termsOf(x), termsOf(y))
}

// longerName reports whether x is name y with more after a hyphen or an underscore.
func longerName(x, y string) bool {
	return len(x) > len(y)+1 && strings.HasPrefix(x, y) && (x[len(y)] == '-' || x[len(y)] == '_')
}
