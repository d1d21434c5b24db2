package waymark

import "fmt"

// A route types the values its request names: `Translate "he ran to the bank" to French`
// fills "he ran to the bank". The terms a query is weighed by are stemmed and leave small
// words out, so "Translate he ran into the bank to French" and "… to the banks …" weigh as
// that request, while the route would type the request's value, not the query's.

// capUnsaid holds at P2 a route with a step that types a value its request names in so
// many words (containsWords) when the query, read as it was weighed (rd: its own words, or
// the request's in the place of words of the same meaning), does not name that value in
// the same words; c.unsaid keeps the value for unsaidWarning. A placeholder ("{{email}}")
// is no value a request names, and a route weighed with another value in the place of its
// own says so already (capRetyped).
func capUnsaid(c *scoredPattern, rd *reading) {
	if c.conf < ThresholdP1 || len(c.retyped) > 0 {
		return
	}
	p := c.whole()
	if p == nil {
		return
	}
	for _, s := range p.Steps {
		if !typesValue(s.Action) || s.Value == "" || len(placeholders(s.Value)) > 0 || len(lowerWords(s.Value)) == 0 {
			continue
		}
		if containsWords(c.p.Intent, s.Value) && !containsWords(rd.intent, s.Value) {
			c.unsaid = s.Value
			c.conf = saysMoreCap
			return
		}
	}
}

// unsaidWarning is the warning for a route held at P2 by capUnsaid, "" for any other.
func unsaidWarning(c *scoredPattern) string {
	if c.unsaid == "" {
		return ""
	}
	return fmt.Sprintf("route %q types %q, a value of the request it was recorded for (%q), which this request does not name in those words: type this request's value in its place",
		c.p.Name, c.unsaid, clip(c.p.Intent, 80))
}
