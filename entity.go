package waymark

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
)

// matchOtherEntity is the most a pattern matches a query for another request than the one
// its route was recorded for (see otherEntity): P3 (hints) at best, since 0.59 < ThresholdP2.
const matchOtherEntity = 0.59

// otherEntity reports whether a stored route does another request than the query asks
// for, so that replaying it would act on or look up the wrong thing. The query must have a
// term the stored intent lacks, and then any of:
//
//   - the stored intent has a term the query lacks (its action verbs aside: otherAction
//     weighs those), and that term is written in the route itself: a typed value, the
//     name of a clicked target, a page's path ("What year was Alan Kay born?" against a
//     route that types "Alan Turing"; see routeTerms);
//   - the same, for a route that changes something on the site (actsOn its intent, or a
//     task type that submits: see acts) and has no inputs, whether or not the term is in
//     the route ("Add a review for the mug" against "Add the mug to the cart", whose button
//     says "Add to bag"): a route that acts replays for its own request only. Numbers
//     alone do not make another request here ("Cancel order 456" against "Cancel order
//     123" on /orders/*: the page's URL holds the number, not the route);
//   - the route types a value with a term the query does not name ("How many open issues
//     mention performance?" against a route that types "memory"; "What is Apple's stock
//     price?" against one that types "TSLA", however often): the value may be what the
//     query's new words replace.
//
// Or, whatever the words: two values the route types come in the query in the other order
// than in the stored intent, each after another word ("from Chicago to Boston" against a
// route that fills From with Boston and To with Chicago, see swapsValues), or the words of
// one value do ("48 St Elm" against "48 Elm St", see reordersValue). intent is the
// query's text, query its terms.
//
// A route whose changing value became an input ({{search}}, see templateValues) names no
// entity in it, and a query that only leaves words out ("the mug" for "the blue mug") asks
// for no other thing. The label of a field typed into ("Search Wikipedia") is not the
// entity, its value is. A login route is never held back: whatever the words, it logs the
// user in. p must be decoded whole (its Steps and Inputs).
func otherEntity(intent string, query []string, p *Pattern) bool {
	if p.TaskType == TaskLogin {
		return false // logging in is logging in: the user's own name, whatever the words
	}
	if swapsValues(intent, query, p.Intent, p.IntentTerms, p.Steps) || reordersValue(intent, p.Intent, p.Steps) {
		return true
	}
	if !hasActionOutside(query, actionSet(p.IntentTerms)) {
		return false
	}
	asked := termSet(query)
	for _, t := range query {
		asked[canonAction(t)] = true // "reserve" asks what "book" did
		if n := ordinalNumber(t); n != "" {
			asked[n] = true // "April 22nd" asks for the "22" a route picked
		}
	}
	var only []string // the stored intent's terms the query lacks, its action verbs aside
	words := false    // …some of them not numbers
	for _, t := range p.IntentTerms {
		if asked[canonAction(t)] {
			continue
		}
		if !asked[t] && !actionTerms[t] {
			only = append(only, t)
			words = words || !isNumberTerm(t)
		}
	}
	if len(only) > 0 {
		if words && p.acts() && len(p.Inputs) == 0 {
			return true
		}
		route := routeTerms(p.Steps)
		for _, t := range only {
			if route[t] {
				return true
			}
		}
	}
	return typesUnasked(p.Steps, asked)
}

// ordinalNumber is the number of an ordinal term ("22nd" → "22", "1st" → "1"), "" for
// any other term.
func ordinalNumber(t string) string {
	for _, suf := range []string{"st", "nd", "rd", "th"} {
		if n, ok := strings.CutSuffix(t, suf); ok && n != "" && strings.Trim(n, "0123456789") == "" {
			return n
		}
	}
	return ""
}

// swapsValues reports whether two literal values a route types trade their parts between
// the stored intent and the query. When the words right before them tell their parts
// (valueRole: "from Boston to Chicago"), they trade those words ("to Boston from Chicago";
// "to Chicago from Boston" keeps them). Otherwise their first terms come in one order in
// the one and in the other order in the other. intent and stored are the two texts, query
// and storedTerms their terms.
func swapsValues(intent string, query []string, stored string, storedTerms []string, steps []RouteStep) bool {
	var firsts, values []string
	for _, s := range steps {
		if !typesValue(s.Action) {
			continue
		}
		v := withoutPlaceholders(s.Value)
		if ts := termsOf(v); len(ts) > 0 {
			firsts, values = append(firsts, ts[0]), append(values, v)
		}
	}
	for i, a := range firsts {
		for j := i + 1; j < len(firsts); j++ {
			b := firsts[j]
			if a == b {
				continue
			}
			ra, rb := valueRole(stored, values[i]), valueRole(stored, values[j])
			qa, qb := valueRole(intent, values[i]), valueRole(intent, values[j])
			if ra != "" && rb != "" && ra != rb && qa != "" && qb != "" {
				if qa == rb && qb == ra {
					return true // "from Boston to Chicago", then "to Boston from Chicago"
				}
				continue // the words before them tell their parts: kept, whatever the order
			}
			si, sj := slices.Index(storedTerms, a), slices.Index(storedTerms, b)
			qi, qj := slices.Index(query, a), slices.Index(query, b)
			if si >= 0 && sj >= 0 && qi >= 0 && qj >= 0 && si < sj != (qi < qj) {
				return true
			}
		}
	}
	return false
}

// valueRole returns the word right before value in text, lower-cased ("from" in "flights
// from Boston to Chicago"), or "" when value is not in text or nothing stands before it.
func valueRole(text, value string) string {
	low, v := strings.ToLower(text), strings.ToLower(strings.TrimSpace(value))
	i := strings.Index(low, v)
	if v == "" || i < 0 {
		return ""
	}
	words := letterWords(low[:i])
	if len(words) == 0 {
		return ""
	}
	return words[len(words)-1]
}

// sameOrder reports whether the terms two lists share come in the same order in both.
func sameOrder(a, b []string) bool {
	last := -1
	for _, t := range a {
		if i := slices.Index(b, t); i >= 0 {
			if i < last {
				return false
			}
			last = i
		}
	}
	return true
}

// acts reports whether a pattern's route changes something on the site: its intent names
// an action (actionTerms) or its task type submits something (fill_form, add_to_cart,
// checkout, upload).
func (p *Pattern) acts() bool {
	switch p.TaskType {
	case TaskFillForm, TaskAddToCart, TaskCheckout, TaskUpload:
		return true
	}
	return actsOn(p.IntentTerms)
}

// typesLiteral reports whether a step types a literal value (its {{input}} placeholders
// aside): a query that names something more than the stored intent ("… the sequel Alien
// Covenant", "… for my friend Bob") may need another value typed.
func typesLiteral(steps []RouteStep) bool {
	for _, s := range steps {
		if typesValue(s.Action) && strings.TrimSpace(withoutPlaceholders(s.Value)) != "" {
			return true
		}
	}
	return false
}

// typesUnasked reports whether a step types a literal value (fill, type, select; its
// {{input}} placeholders aside) with a term that is not in asked.
func typesUnasked(steps []RouteStep, asked map[string]bool) bool {
	return len(unaskedValues(steps, asked)) > 0
}

// unaskedValues returns, quoted, the literal values the steps type (fill, type, select;
// their {{input}} placeholders aside) with a term that is not in asked: at most three,
// each cut to 40 characters.
func unaskedValues(steps []RouteStep, asked map[string]bool) []string {
	var out []string
	for _, s := range steps {
		if !typesValue(s.Action) || len(out) == 3 {
			continue
		}
		for _, t := range termsOf(withoutPlaceholders(s.Value)) {
			if !asked[t] {
				out = append(out, fmt.Sprintf("%q", clip(s.Value, 40)))
				break
			}
		}
	}
	return out
}

// termSet returns the terms of ts as a set.
func termSet(ts []string) map[string]bool {
	set := make(map[string]bool, len(ts))
	for _, t := range ts {
		set[t] = true
	}
	return set
}

// hasTermOutside reports whether a term of ts is not in set.
func hasTermOutside(ts []string, set map[string]bool) bool {
	for _, t := range ts {
		if !set[t] {
			return true
		}
	}
	return false
}

// actionSet is termSet of ts with the action each term stands for (canonAction) besides:
// a query's "shut" or "remove" is inside the stored "stop" or "delete".
func actionSet(ts []string) map[string]bool {
	set := termSet(ts)
	for _, t := range ts {
		set[canonAction(t)] = true
	}
	return set
}

// hasActionOutside reports whether a term of ts is not in set, nor the action it stands for
// (canonAction).
func hasActionOutside(ts []string, set map[string]bool) bool {
	return slices.ContainsFunc(ts, func(t string) bool { return !set[t] && !set[canonAction(t)] })
}

// routeTerms is the set of terms (internal/terms) written literally in a route's steps:
// typed values with their {{input}} placeholders left out, the accessible names of other
// targets that are no controls (a clicked link "Alan Turing", see controlRoles) and the
// paths of URL patterns. The name of a
// field typed into is its label ("Search Wikipedia"), not what the route works on;
// selectors name the page's parts ("[data-testid=population]"), and a URL pattern's host
// is the site, which the query shares: neither names an entity.
func routeTerms(steps []RouteStep) map[string]bool {
	set := map[string]bool{}
	add := func(s string) {
		for _, t := range termsOf(withoutPlaceholders(s)) {
			set[t] = true
		}
	}
	for _, s := range steps {
		add(s.Value)
		if _, path, ok := strings.Cut(s.URLPattern, "/"); ok {
			path, _, _ = strings.Cut(path, "?") // the query's keys name no entity, its values are "*"
			add(path)
		}
		switch {
		case !typesValue(s.Action) && !controlRoles[s.Role]:
			add(s.Name)
		case !typesValue(s.Action):
			// A control named by a number or a date is a value picked ("22" in a calendar,
			// "April 22, 2023", "8 guests"), not a label.
			for _, t := range termsOf(withoutPlaceholders(s.Name)) {
				if isNumberTerm(t) || months[t] {
					set[t] = true
				}
			}
		}
	}
	return set
}

// months are the terms of month names (internal/terms stems), which date a picked value.
var months = map[string]bool{"januari": true, "februari": true, "march": true, "april": true, "may": true,
	"june": true, "juli": true, "august": true, "septemb": true, "octob": true, "novemb": true, "decemb": true,
	"jan": true, "feb": true, "mar": true, "apr": true, "jun": true, "jul": true, "aug": true, "sep": true,
	"sept": true, "oct": true, "nov": true, "dec": true}

// controlRoles are the accessibility roles of a page's controls, whose names are labels
// ("Search", "Add to cart") rather than the things a route works on; a link, an option, a
// radio button, a row or a target without a role names its thing ("Alan Turing", "TSLA 12
// shares", the plan "Standard" chosen among others).
var controlRoles = map[string]bool{
	"button": true, "tab": true, "menuitem": true, "checkbox": true, "switch": true,
	"combobox": true, "textbox": true, "searchbox": true, "spinbutton": true,
}

// placeholder is a {{name}} placeholder of a value (an input or a redacted secret), the
// innermost of nested braces.
var placeholder = regexp.MustCompile(`\{\{[^{}]*\}\}`)

// withoutPlaceholders replaces the {{name}} placeholders of s by spaces.
func withoutPlaceholders(s string) string {
	if !strings.Contains(s, "{{") {
		return s
	}
	return placeholder.ReplaceAllLiteralString(s, " ")
}

// matchOtherQuestion is the most a pattern matches a query that asks another question of
// the same things than its stored intent (questionsDiffer): P2 at best (0.84 < ThresholdP1),
// so the route is verified, not replayed as it is, and what its extraction reads is
// checked against the question asked.
const matchOtherQuestion = 0.84

// capOtherRequest lowers a candidate's match when its route was recorded for another
// request than the query's:
//
//   - to matchOtherEntity (P3 at best) when the route works on another entity
//     (otherEntity), or when the query asks an English question (parseQuestion) and the
//     route, recorded for a request that asks none, changes something (changesOnly: "How
//     many stars does waymark have?" against the route of "Star the waymark repository",
//     which presses the Star button);
//   - to matchOtherQuestion (P2 at best) when both ask questions and the query asks
//     another one of the same things (questionsDiffer: "Where was Alan Turing born?" against
//     the route of "When was Alan Turing born?"): the route leads to the right page, but
//     what it reads there answers the stored question.
//
// The same when the query names the stored intent's action only as done to a thing
// (describesDone: "view the deleted browsing history" against "Delete the browsing
// history").
//
// Without an intent, a route that presses an action (pressesAction) is held back to
// matchNoIntentActs (P3 at best), as one whose intent changes something is in Match.
//
// The same as for another entity when each intent names a proper noun the other does not
// hold anywhere (intentWords: "Locate Everglades in Florida" against "Locate Dry Tortugas
// in Florida"), or the query names one more and the route types a literal value ("Add the
// Prometheus sequel Alien Covenant to my watchlist" against the route that types
// "Prometheus").
//
// The same as for another entity when the query turns the stored intent's phrasal verb
// the other way (reversed: "Turn off the vacation responder" against "Turn on …", "Log
// out" against "Log in"), a login route too, or names the opposite sort order (otherOrder:
// "by price from low to high" against "… from high to low", or against a route that picks
// "Price: High to Low" under an intent that names no order, routeOrder). Otherwise a login
// route is never held back. Only a candidate that could reach P2 or better is decoded whole
// to see its route, and only when its head leaves a doubt.
func capOtherRequest(c *scoredPattern, r *reading) {
	if c.conf < ThresholdP2 {
		if len(r.terms) > 0 && r.question.word != "" && c.p.TaskType != TaskLogin &&
			questionsDiffer(r.question, parseQuestion(c.p.Intent), r.terms, c.p.IntentTerms) {
			c.asksOther = r.question.word // said as at P2 or better, though no tier is lower for it
		}
		return
	}
	if len(r.terms) == 0 {
		// No intent: a route that presses an action ("Remove", "Clear all history") is as
		// one whose intent changes something (Match): P3 at best.
		if c.mt > matchNoIntentActs {
			if p := c.whole(); p != nil && p.pressesAction() {
				c.setMatch(matchNoIntentActs)
			}
		}
		return
	}
	stored := parseQuestion(c.p.Intent)
	if c.mt > matchOtherEntity && c.otherRequest(r, stored) {
		c.setMatch(matchOtherEntity)
		c.other = true
		return
	}
	if c.p.TaskType != TaskLogin && c.mt > matchOtherQuestion && questionsDiffer(r.question, stored, r.terms, c.p.IntentTerms) {
		c.setMatch(matchOtherQuestion)
		c.asksOther = r.question.word
	} else if w := otherTense(r.intent, c.p.Intent); w != "" && r.question.word != "" && stored.word != "" && c.mt > matchOtherQuestion {
		c.setMatch(matchOtherQuestion) // "When were my books due?" of "When are my books due?"
		c.asksOther = w
	}
}

// action returns the action of c's route as a query r reads it: its request's leading verb
// (leadVerb), or, for a query that reads or asks, the control the route presses when its
// request begins with no verb of a list (routeLead: "Did I void invoice INV-2231?" of a
// route that presses "Void invoice"; "Enroll in autopay" is its own action).
func (c *scoredPattern) action(r *reading) string {
	lead := leadVerb(c.p.Intent)
	if lead == "" && (r.lead == "~" || r.lead == "" && r.question.word != "") {
		if p := c.whole(); p != nil {
			lead = routeLead(p)
		}
	}
	return lead
}

// changeLead returns lead, the action of c's route as a query reads it (action), or when
// that is none the action its steps press (routeLead: "enrol" of a route that presses
// "Enroll in AutoPay" for "Enroll in autopay").
func (c *scoredPattern) changeLead(lead string) string {
	if lead != "" {
		return lead
	}
	if p := c.whole(); p != nil {
		return routeLead(p)
	}
	return ""
}

// otherRequest reports whether the route of c was recorded for another request than the
// query r asks (capOtherRequest); stored is the question its intent asks. It sets
// c.turned when the query negates what the route's request names, or undoes the change it
// makes or stops it (undoesOwn, stopsOwn).
func (c *scoredPattern) otherRequest(r *reading, stored question) bool {
	order := sortOrder(c.p.Intent)
	storedLead := c.action(r)
	c.turned = negationDiffers(r.negated, r.terms, negatedTerms(c.p.Intent), c.p.IntentTerms) || // "How many issues are not open?"
		r.lead == storedLead && undoesOwn(r.intent, r.lead) && !undoesOwn(c.p.Intent, storedLead) || // "Cancel the cancellation of …"
		stopsOwn(r.intent, storedLead) || // "Stop following Jane"
		len(r.forbidden) > 0 && forbidsChange(r.forbidden, c.whole(), storedLead) || // "Draft hello world but don't post it"
		unspacedMarker(r.intent, c.p.Intent, unspacedNegations) != "" // "不要删除存储桶my-logs"
	if c.turned || actsOnQuestion(r, stored, c.p.Intent) || reversed(r.particles, particles(c.p.Intent)) || extendsName(r.intent, c.p.Intent) ||
		otherDirection(r.dirs, directions(c.p.Intent)) || otherAmountSense(r.intent, c.p.Intent) || targetMoved(r.intent, c.p.Intent) != "" || otherOrder(r.order, order) || otherOrder(r.follow, followWay(c.p.Intent)) ||
		otherCurrency(r.intent, c.p.Intent) || otherPerson(r.intent, c.p.Intent) || unspacedMarker(r.intent, c.p.Intent, unspacedQuestions) != "" || addressesNamed(r, c.p.Intent) || toldDone(r, func() string { return c.changeLead(storedLead) }) || signed(r.intent) && !signed(c.p.Intent) ||
		otherLead(r.lead, r.terms, storedLead, c.p.IntentTerms) || nounLead(r.lead, c.p.Intent, storedLead) || readsWhereRouteActs(r.intent, r.lead, r.question.word != "", storedLead) && pressesChange(c.whole(), storedLead) ||
		describesDone(r.intent, c.p.IntentTerms) || numbersMoved(r.intent, c.p.Intent) || scaledAmount(r.intent, c.p.Intent) || takenOff(r.intent, c.p.Intent) { // "view the deleted history" against "Delete the history"
		return true
	}
	if r.order != "" && order == "" {
		// The stored intent names no order, the route may pick one ("Price: High to Low").
		if p := c.whole(); p != nil && otherOrder(r.order, routeOrder(p.Steps)) {
			return true
		}
	}
	if c.p.TaskType == TaskLogin {
		return false
	}
	words, names := intentWords(c.p.Intent)
	more := namesOther(r.names, words, c.p.Site) // the query names what the stored intent does not
	if more && namesOther(names, r.words, c.p.Site) {
		return true // each names what the other does not: "Everglades" against "Dry Tortugas"
	}
	if askedBare(r) && stored.word == "" && pressesChange(c.whole(), c.changeLead(storedLead)) {
		return true // "autopay?" asks what is so
	}
	asks := r.question.word != "" && stored.word == ""
	if !asks && !hasActionOutside(r.terms, actionSet(c.p.IntentTerms)) && sameOrder(r.terms, c.p.IntentTerms) {
		return false
	}
	p := c.whole()
	return p != nil && (otherEntity(r.intent, r.terms, p) || asks && p.changesOnly(r.terms) ||
		c.p.Intent != "" && more && typesLiteral(p.Steps))
}

// actsOnQuestion reports whether the query begins with a change (leadVerb: "Star this
// repository") where the stored intent, stored, asks a question and begins with none
// ("How many stars does this repository have?"): the route reads what the query would
// change.
func actsOnQuestion(r *reading, stored question, storedIntent string) bool {
	return r.lead != "" && r.lead != "~" && r.lead[0] != '!' && stored.word != "" && leadVerb(storedIntent) == ""
}

// whole returns the candidate's whole pattern (its Steps and Inputs; c.p is its head
// only), decoded when first needed; nil when it does not decode.
func (c *scoredPattern) whole() *Pattern {
	if c.full == nil {
		var p Pattern
		if decodeBody(c.body, &p) == nil {
			c.full = &p
		}
	}
	return c.full
}

// setMatch sets a candidate's match to mt and its confidence to go with it.
func (c *scoredPattern) setMatch(mt float64) {
	c.mt = mt
	c.conf = Confidence(&c.p, mt)
}

// pressRoles are the accessibility roles of controls whose click does something on the
// site rather than move around it or pick from a list: pressing a button, ticking a box.
var pressRoles = map[string]bool{"button": true, "switch": true, "checkbox": true, "radio": true}

// leadingActs are the terms (internal/terms stems) of verbs that change something on the
// site when they begin an intent ("Star the repository", "Book a room", "Post a comment"),
// though they are as often nouns elsewhere ("how many stars", "the book", "the latest
// post"), which keeps them out of actionTerms. "Report" and "review" begin as many tasks
// that only read ("Report the number of open issues") and are not among them.
var leadingActs = map[string]bool{
	"star": true, "fork": true, "like": true, "upvot": true, "downvot": true, "post": true,
	"comment": true, "rate": true, "book": true, "save": true, "share": true,
	"bookmark": true, "favorit": true, "pin": true, "retweet": true, "repost": true, "flag": true,
	"order": true, "submit": true, "rsvp": true, "hide": true, "dismiss": true,
	"snooz": true, "mark": true, "assign": true, "label": true, "tag": true, "move": true,
	"claim": true, "redeem": true, "lock": true, "arm": true, "empti": true, "disput": true,
	"upgrad": true, "downgrad": true, "set": true, "return": true, // "Return the headphones from order 88231"; "return policy" leads with none
}

// buttonActs are the leadingActs that a button's label names as the one thing it does
// ("Star", "Upvote"), where "Label", "Sort" or "Report" may as well open a menu or a page.
var buttonActs = map[string]bool{
	"star": true, "fork": true, "like": true, "upvot": true, "downvot": true, "retweet": true,
	"repost": true, "bookmark": true, "favorit": true, "pin": true, "flag": true, "rsvp": true,
	"snooz": true, "claim": true, "redeem": true,
}

// dismissTerms are the one-word labels of buttons that dismiss a dialog ("Close",
// "Dismiss"), which a route presses on its way and which change nothing it works on.
var dismissTerms = map[string]bool{"close": true, "dismiss": true, "cancel": true}

// changesOnly reports whether a pattern's route changes something, for a query of terms
// query. It changes something whatever it reads when it presses a
// control of pressRoles whose label begins with an action the query names (actionTerms or
// buttonActs: "Star" for "How many stars …": replaying it stars the repository before it
// reads the count), a consent click (Conditional) and a dialog's one-word "Close"
// (dismissTerms) aside. Otherwise no step may extract and there must be no extraction query,
// and its intent is a command to act (commands: "Follow octocat", "Book a room at the
// Ritz", not "Book reviews of Dune" or "Closing price of Tesla"). The task type is not
// weighed: the classifier takes "Book reviews of Dune" for a checkout. p must be decoded
// whole.
func (p *Pattern) changesOnly(query []string) bool {
	named := termSet(query)
	reads := p.ExtractionQuery != ""
	for _, s := range p.Steps {
		switch {
		case s.Action == ActionExtract:
			reads = true
		case s.Action == ActionClick && pressRoles[s.Role] && s.Conditional == "":
			ts := termsOf(s.Name)
			if len(ts) == 1 && dismissTerms[ts[0]] {
				break // a dialog's "Close": it shuts the dialog, not the thing the query asks about
			}
			if len(ts) > 0 && named[ts[0]] && (actionTerms[ts[0]] || buttonActs[ts[0]]) {
				return true
			}
		}
	}
	return !reads && p.commands()
}

// pressesChange reports whether p is a pattern (nil: none) whose route presses an action
// (Pattern.pressesAction), a button named for the action lead ("Book", "Complete
// reservation" for "book") or a menu's item that begins with it ("Mute"), or one that
// commits what the route filled in (commitTerms: "Confirm", "Submit", "Place order").
func pressesChange(p *Pattern, lead string) bool {
	if p == nil {
		return false
	}
	for _, s := range p.Steps {
		if s.Action != ActionClick || s.Conditional != "" {
			continue
		}
		ts := termsOf(s.Name)
		if menuRoles[s.Role] && len(ts) > 0 && canonAction(ts[0]) == lead {
			return true // a menu's item named for the action: "Mute @loudneighbor" in the post's menu
		}
		if s.Role != "" && !pressRoles[s.Role] || signsIn(s.Name) {
			continue // "Sign in" commits no change
		}
		if len(ts) > 0 && commitTerms[ts[0]] || slices.ContainsFunc(ts, func(t string) bool { return canonAction(t) == lead }) {
			return true
		}
	}
	return p.pressesAction()
}

// routeLead is the action p's intent begins with (leadVerb), or, when leadVerb names none,
// the term of the intent's first word when the route presses a control (pressRoles, a
// menu's item, or one of no recorded role; a consent click aside) whose label begins with
// it: "Void invoice INV-2231" that presses "Void invoice", "Promote bob to admin" that
// presses "Promote", "Top up my card" that presses "Top up". p must be decoded whole.
func routeLead(p *Pattern) string {
	if lead := leadVerb(p.Intent); lead != "" {
		return lead
	}
	t := firstTerm(p.Intent)
	if t == "" || readingVerbs[t] || signsIn(p.Intent) {
		return "" // "Sign in and check my order": the way in, pressed, changes nothing
	}
	for _, s := range p.Steps {
		if s.Action != ActionClick || s.Conditional != "" || s.Role != "" && !pressRoles[s.Role] && !menuRoles[s.Role] {
			continue
		}
		if ls := termsOf(s.Name); len(ls) > 0 && ls[0] == t {
			return t
		}
	}
	return ""
}

// menuRoles are the accessibility roles of a menu's items, which act when their label
// begins with the route's action.
var menuRoles = map[string]bool{"menuitem": true, "menuitemcheckbox": true, "menuitemradio": true}

// commitTerms are the terms a button's label begins with when it commits a form or an
// order: "Complete reservation", "Confirm", "Place order", "Sign up", "Save", "Post".
var commitTerms = termSetOf("complete", "confirm", "submit", "finish", "pay", "place", "send", "sign", "save", "apply", "post")

// pressesAction reports whether a route presses a button or a box (pressRoles, or a control
// of no recorded role) whose label begins with an action (actionTerms, buttonActs, "Discard",
// "Mark …", "Sign out": "Remove", "Clear all history", "Add to Cart"), or a link or tab of a
// short label that removes (removeTerms: "Remove"); a consent click, a dialog's one-word
// "Close" (dismissTerms) and a control of the view ("Add filter", "Close menu", "Change
// currency": viewTerms) aside. p must be decoded whole.
func (p *Pattern) pressesAction() bool {
	for _, s := range p.Steps {
		if s.Action != ActionClick || s.Conditional != "" {
			continue
		}
		ts := termsOf(s.Name)
		if s.Role != "" && !pressRoles[s.Role] {
			// A link, tab or menu item opens something ("Closed issues", "Downloads"),
			// unless it is a short one that removes ("Remove", "Delete item").
			if len(ts) > 0 && len(ts) <= 3 && removeTerms[ts[0]] {
				return true
			}
			continue
		}
		if len(ts) == 0 || len(ts) == 1 && dismissTerms[ts[0]] || slices.ContainsFunc(ts[1:], func(t string) bool { return viewTerms[t] }) {
			continue // "Close", "Add filter", "Change currency", "Edit search": they change the view
		}
		if actionTerms[ts[0]] || buttonActs[ts[0]] || ts[0] == "discard" ||
			(ts[0] == "sign" || ts[0] == "log") && slices.Contains(ts, "out") {
			return true
		}
	}
	return false
}

// removeTerms are the actionTerms that remove or destroy, which even a link does when its
// short label begins with one ("Remove", "Delete item").
var removeTerms = map[string]bool{"delet": true, "remov": true, "unsubscrib": true, "trash": true,
	"purg": true, "wipe": true, "era": true, "destroy": true}

// viewTerms are the terms (internal/terms stems) of what a button changes on the page
// itself rather than on the site: a button that adds a filter or closes a menu acts on the
// view.
var viewTerms = map[string]bool{
	"filter": true, "menu": true, "search": true, "currenc": true, "languag": true, "sort": true,
	"view": true, "page": true, "tab": true, "panel": true, "dialog": true, "column": true,
	"layout": true, "theme": true, "zoom": true, "map": true, "list": true, "grid": true,
}

// determiners are the words that follow a verb given as a command ("Book a room", "Cancel
// my flight") where a noun compound goes on with a noun ("Book reviews", "Order status").
var determiners = map[string]bool{
	"a": true, "an": true, "the": true, "my": true, "our": true, "your": true, "this": true,
	"that": true, "these": true, "those": true, "all": true, "every": true, "each": true,
	"some": true, "any": true, "his": true, "her": true, "their": true, "its": true, "it": true,
	"them": true, "me": true, "us": true, "both": true,
}

// commands reports whether a pattern's intent is a command to act: its first word ("please"
// aside) is an action (its term one of actionTerms or leadingActs) followed by a
// determiner, a possessive, a particle or an amount ("Book a room", "Cancel my flight",
// "Accept Bob's friend request", "Turn off autoplay", "Send $20 to Alice"; not "Book
// reviews of Dune", "Closing price of Tesla"),
// or, written bare (not "Saved", "Moves"), named in the label of a control of pressRoles
// the route presses ("Follow octocat" and a Follow button, "Order the headphones" and
// "Place your order") or pressed as a button of no recorded name or role (buttonTag:
// "input.btn").
func (p *Pattern) commands() bool {
	words := letterWords(strings.ToLower(p.Intent))
	if len(words) > 0 && words[0] == "please" {
		words = words[1:]
	}
	if len(words) < 2 {
		return false
	}
	ts := termsOf(words[0])
	if len(ts) != 1 || !actionTerms[ts[0]] && !leadingActs[ts[0]] {
		return false
	}
	if next := afterVerb(p.Intent, words[0]); determiners[words[1]] || oppositeParticle[words[1]] != "" ||
		amount(next) || possessive(next) {
		return true // "Book a room", "Turn off autoplay", "Send $20 to Alice", "Accept Bob's request"
	}
	if v := words[0]; strings.HasSuffix(v, "ed") || strings.HasSuffix(v, "ing") || strings.HasSuffix(v, "s") {
		return false // "Saved places in Lisbon" with a Saved button, "Moves of …" with a Move list button
	}
	for _, s := range p.Steps {
		if s.Action != ActionClick || !pressRoles[s.Role] && !buttonTag(s) {
			continue
		}
		if n := termsOf(s.Name); len(n) == 0 && s.Role == "" || slices.Contains(n, ts[0]) {
			return true // a Follow button, "Place your order", a button of no recorded name or role (input.btn)
		}
	}
	return false
}

// amount reports whether the word after a command's verb (afterVerb) is a number or an
// amount ("Send $20 to Alice", "Buy 2 tickets"): the object of a command.
func amount(w string) bool {
	w = strings.TrimLeft(w, "$€£¥#")
	return w != "" && w[0] >= '0' && w[0] <= '9'
}

// possessive reports whether the word after a command's verb (afterVerb) is a possessive
// ("Accept Bob's friend request", "Retweet NASA's post"): it stands where a determiner
// does, and a noun compound does not go on with one.
func possessive(w string) bool {
	for _, end := range []string{"'s", "’s", "s'", "s’"} {
		if len(w) > len(end) && strings.HasSuffix(w, end) {
			return true
		}
	}
	return false
}

// afterVerb returns the word (lower-case, trailing punctuation trimmed) after the first
// occurrence of verb in intent, or "" when none follows.
func afterVerb(intent, verb string) string {
	fields := strings.Fields(strings.ToLower(intent))
	for i, f := range fields[:max(0, len(fields)-1)] {
		if strings.Trim(f, ".,:;!?") == verb {
			return strings.TrimRight(fields[i+1], ".,:;!?")
		}
	}
	return ""
}

// buttonTag reports whether a step of no recorded role clicked a button element: one of
// its selectors begins with the tag button or input ("input.btn[value=Follow]").
func buttonTag(s RouteStep) bool {
	if s.Role != "" {
		return false
	}
	for _, l := range append(s.Selectors[:len(s.Selectors):len(s.Selectors)], s.Anchors...) {
		v := strings.ToLower(l.Value)
		if strings.HasPrefix(v, "button") || strings.HasPrefix(v, "input") {
			return true
		}
	}
	return false
}

// currencySigns are the signs of the currencies an amount is written with.
const currencySigns = "$€£¥₹₩₽₺₪₱฿"
