package waymark

// maxCount is the largest count a record keeps (2⁶², the bound an import checks: vet.go):
// a count met that often stays there, so that an export never writes a count its import
// refuses, and no sum of two counts overflows.
const maxCount = 1 << 62

// countOn returns n+1, at most maxCount.
func countOn(n int) int { return countSum(n, 1) }

// countSum returns a+b (each from 0 to maxCount), at most maxCount.
func countSum(a, b int) int {
	if a > maxCount-b {
		return maxCount
	}
	return a + b
}
