package terms

// NumberWeight is the weight of a purely numeric term in Similarity, against
// 1 for every other term. Numbers (dates, quantities, prices, zip codes) are
// the parts of two otherwise identical intents that most often differ, so a
// mismatch on them should cost less than a mismatch on a word.
const NumberWeight = 0.5

// Similarity scores how alike two term lists are (as returned by Terms), in
// [0, 1]: 1 for the same set of terms, 0 when they share none or either is
// empty. It is the intent-similarity factor of the query match (SPEC §4,
// §5). Duplicates are ignored; order does not matter.
//
// With w(t) = NumberWeight for numeric terms and 1 otherwise, and W(X) the
// summed weight of a set X, the score is the mean of the weighted Dice
// coefficient and the weighted overlap (Szymkiewicz–Simpson) coefficient:
//
//	dice    = 2·W(A∩B) / (W(A) + W(B))
//	overlap = W(A∩B) / min(W(A), W(B))
//	sim     = (dice + overlap) / 2
//
// Dice punishes extra, unrelated terms on either side; overlap rewards a
// short query that a longer stored intent fully covers ("open issues" within
// "count the open issues of the repo"). Averaging keeps full containment
// well above a chance overlap of one or two words, yet below an exact match.
func Similarity(a, b []string) float64 {
	if len(a) == 0 || len(b) == 0 {
		return 0
	}
	setA := make(map[string]struct{}, len(a))
	var wa float64
	for _, t := range a {
		if _, ok := setA[t]; ok {
			continue
		}
		setA[t] = struct{}{}
		wa += weight(t)
	}
	var wb, common float64
	seenB := make(map[string]struct{}, len(b))
	for _, t := range b {
		if _, ok := seenB[t]; ok {
			continue
		}
		seenB[t] = struct{}{}
		w := weight(t)
		wb += w
		if _, ok := setA[t]; ok {
			common += w
		}
	}
	if common == 0 {
		return 0
	}
	dice := 2 * common / (wa + wb)
	overlap := common / min(wa, wb)
	sim := (dice + overlap) / 2
	return min(max(sim, 0), 1)
}

func weight(t string) float64 {
	if IsNumber(t) {
		return NumberWeight
	}
	return 1
}
