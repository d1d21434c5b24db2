package waymark

// Direction in intents: which way a request moves something between two places or people
// ("Transfer $50 to savings" against "Transfer $50 from savings to checking", "Send an
// email to Bob" against "Send an email from Bob"). The terms are the same; the route of
// the one moves the money or writes the mail the other way.

// directionWords mark the word after them, past a determiner ("to my savings"), as where
// something goes ("to") or where it comes from ("from"); "out of" is "from".
var directionWords = map[string]string{"to": "to", "into": "to", "onto": "to", "toward": "to",
	"towards": "to", "from": "from"}

// directions returns, for each term an English intent names right after a direction word
// (directionWords, "out of"; past determiners and numbers: "to my savings", "from the
// 2 accounts"), whether it is where something goes ("to") or where it comes from ("from"):
// "Transfer $50 from savings to checking" gives savings "from", checking "to". A term
// named both ways keeps the first.
func directions(intent string) map[string]string {
	words := lowerWords(intent)
	var out map[string]string
	for i := 0; i < len(words); i++ {
		dir, ok := directionWords[words[i]]
		if words[i] == "out" && i+1 < len(words) && words[i+1] == "of" {
			dir, ok = "from", true
			i++
		}
		if !ok {
			continue
		}
		for _, w := range words[i+1 : min(len(words), i+4)] {
			if determiners[w] || digitsOnly(w) {
				continue
			}
			if ts := termsOf(w); len(ts) == 1 {
				if out == nil {
					out = map[string]string{}
				}
				if _, seen := out[ts[0]]; !seen {
					out[ts[0]] = dir
				}
			}
			break
		}
	}
	return out
}

// otherDirection reports whether two intents' directions (see directions) name a term as
// where something goes in the one and where it comes from in the other.
func otherDirection(a, b map[string]string) bool {
	for t, d := range a {
		if e, ok := b[t]; ok && e != d {
			return true
		}
	}
	return false
}
