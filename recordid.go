package waymark

import (
	"net/url"
	"regexp"
	"strings"
)

// idWord is an identifier of a record made of a number and a short run of letters,
// joined by a hyphen or not, as a query writes it lower-cased without its "#": "4521-b",
// "a-4521", "4521b", "inc-88".
var idWord = regexp.MustCompile(`^(?:[a-z]{1,4}-?[0-9]+|[0-9]+-?[a-z]{1,4})$`)

// notRecordID are words idWord matches that say a time, a size or an ordinal: "2pm",
// "8gb", "3rd".
var notRecordID = regexp.MustCompile(`^(?:[0-9]{1,2}(?:am|pm|h)|[0-9]+(?:kb|mb|gb|tb|k|m|x|s|d)|[0-9]*(?:1st|2nd|3rd|[04-9]th|1[1-3]th))$`)

// idMarks are the words that may stand between a record's kind and its identifier:
// "ticket number A-4521", "order no. 4521b".
var idMarks = map[string]bool{"number": true, "no": true, "id": true, "#": true}

// otherRecordID returns the identifier, as the query writes it, by which the query
// (intent) names a record of the kind its page shows when the page's URL (pageURL; page
// its terms, pageTerms), a record's (it holds a number), does not hold it: a number with letters (idWord: "Close ticket
// #4521-B" or "Close ticket A-4521" on /tickets/4521), right after the page's kind
// ("ticket"), after the kind and a word of idMarks, or after "#". A URL holds it as a path
// segment or a query parameter's value, in any case, with or without its hyphen. ""
// otherwise; numbers alone are otherRecord's.
func otherRecordID(intent, pageURL string, page map[string]bool) string {
	u, err := url.Parse(pageURL)
	if err != nil || !hasNumber(page) {
		return "" // not a record's page
	}
	held := map[string]bool{}
	hold := func(v string) {
		v = strings.ToLower(v)
		held[strings.ReplaceAll(v, "-", "")] = true
	}
	for _, seg := range strings.Split(u.Path, "/") {
		hold(seg)
	}
	for _, vs := range u.Query() {
		for _, v := range vs {
			hold(v)
		}
	}
	const cut = ".,;:!?\"'()[]"
	named := func(w string) bool { // a word of the page's URL: "ticket"
		ts := termsOf(w)
		return len(ts) == 1 && page[ts[0]]
	}
	fs := strings.Fields(intent)
	for i := 1; i < len(fs); i++ {
		raw := strings.Trim(fs[i], cut)
		id := strings.ToLower(strings.TrimPrefix(raw, "#"))
		if !idWord.MatchString(id) || notRecordID.MatchString(id) || held[strings.ReplaceAll(id, "-", "")] {
			continue
		}
		prev := strings.ToLower(strings.Trim(fs[i-1], cut))
		if strings.HasPrefix(raw, "#") || named(prev) || i >= 2 && idMarks[prev] && named(strings.Trim(fs[i-2], cut)) {
			return strings.TrimPrefix(raw, "#")
		}
	}
	return ""
}
