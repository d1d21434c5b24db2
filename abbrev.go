package waymark

import "slices"

// Chat shorthand: a query may write "mtg" for "meeting", "xfer" for "transfer", "tbl 4
// ppl" for "table for 4 people". sameMeaning reads a stretch of the query as the request's
// when each of its words is the request's word in its place or shorthand for it.

// shorthands are the shorthands agents' users type, lower case, and the words each may
// stand for (one of two meanings lists both: "chk" for checking or check).
var shorthands = map[string][]string{
	"mtg": {"meeting"}, "mtgs": {"meetings"}, "appt": {"appointment"}, "appts": {"appointments"},
	"tbl": {"table"}, "ppl": {"people", "persons"}, "dbl": {"double"}, "sgl": {"single"},
	"xfer": {"transfer"}, "xfr": {"transfer"}, "chk": {"checking", "check"}, "chkg": {"checking"},
	"svgs": {"savings"}, "acct": {"account"}, "accts": {"accounts"}, "prio": {"priority"},
	"notif": {"notification"}, "notifs": {"notifications"}, "qty": {"quantity"}, "addr": {"address"},
	"msg": {"message"}, "msgs": {"messages"}, "sub": {"subscription"}, "subs": {"subscriptions"},
	"tix": {"tickets"}, "tkt": {"ticket"}, "tkts": {"tickets"}, "mgr": {"manager"}, "dept": {"department"},
	"bday": {"birthday"}, "pcs": {"pieces"}, "w": {"with"}, "hr": {"hour"}, "hrs": {"hours"},
}

// shorthandFor reports whether a and b, stretches of as many words, say the same word for
// word, one or more of them in shorthand on either side ("create mtg" and "create
// meeting"), and are not equal.
func shorthandFor(a, b []string) bool {
	if len(a) != len(b) || slices.Equal(a, b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] && !slices.Contains(shorthands[a[i]], b[i]) && !slices.Contains(shorthands[b[i]], a[i]) {
			return false
		}
	}
	return true
}
