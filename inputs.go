package waymark

// A route that types a value the runs of its request varied becomes a route with an input
// ({{title}}, SPEC §3.4): "Create a card titled 'Fix broken link'" and "… titled 'Update
// docs'" are one route that types the title asked. A query that quotes another value
// ("Create a card titled 'Weekly sync notes'") asks that route for its input, not for
// another request: the quoted values of both intents are left out when the query is
// weighed against such a route.

// quotedInputs reads a query without its quoted values, once, for the routes that take
// their typed values as inputs.
type quotedInputs struct {
	quotes   bool     // the query quotes a value
	unquoted *reading // the query without its quoted values; nil until first needed
}

// newQuotedInputs prepares quotedInputs for the query read.
func newQuotedInputs(read *reading) *quotedInputs {
	return &quotedInputs{quotes: quoted.MatchString(read.intent)}
}

// reading returns the reading of the query to weigh candidate c by: without the quoted
// values of both intents when both quote one and c's route has inputs, c's intent and
// terms then set to its own without them until restore is called; else read, the query's
// own reading, and a restore that does nothing.
func (q *quotedInputs) reading(c *scoredPattern, read *reading) (rd *reading, restore func()) {
	if !q.quotes || !quoted.MatchString(c.p.Intent) {
		return read, func() {}
	}
	if p := c.whole(); p == nil || len(p.Inputs) == 0 {
		return read, func() {}
	}
	if q.unquoted == nil {
		intent := quoted.ReplaceAllString(read.intent, " ")
		q.unquoted = readQuery(intent, intentTerms(intent))
	}
	intent, terms := c.p.Intent, c.p.IntentTerms
	c.p.Intent = quoted.ReplaceAllString(intent, " ")
	c.p.IntentTerms = intentTerms(c.p.Intent)
	return q.unquoted, func() {
		c.p.Intent, c.p.IntentTerms = intent, terms
		if c.more == nil {
			c.more = []string{} // weighed without its quoted values: the warnings are not to read them again
		}
	}
}
