package waymark

import "testing"

func TestMisspelt(t *testing.T) {
	for _, tt := range []struct {
		q, s string
		want bool
	}{
		{"metfromin", "metformin", true}, // two swapped
		{"statment", "statement", true},  // one left out
		{"lisinpril", "lisinopril", true},
		{"prescriptoin", "prescription", true},
		{"booking", "bookings", false}, // two forms of one word
		{"lock", "block", false},       // a change's verb of its own...
		{"clock", "block", false},      // ...nor a misspelling of one
		{"clone", "close", false},
		{"trasnfer", "transfer", true}, // a change's verb with two swapped, one left out or added
		{"dlete", "delete", true},
		{"cancle", "cancel", true},
		{"metformin", "metformin", false}, // the same word
		{"lisnpril", "lisinopril", false}, // two edits
		{"node3", "node4", false},         // a name with a digit
		{"cart", "carts", false},          // short
		{"saturday", "sunday", false},
	} {
		if got := misspelt(tt.q, tt.s); got != tt.want {
			t.Errorf("misspelt(%q, %q) = %v, want %v", tt.q, tt.s, got, tt.want)
		}
	}
}

// osaDistance is the optimal string alignment distance of a and b, computed in full: the
// reference oneEdit is checked against.
func osaDistance(a, b []rune) int {
	d := make([][]int, len(a)+1)
	for i := range d {
		d[i] = make([]int, len(b)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(a); i++ {
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(a)][len(b)]
}

// FuzzOneEdit: oneEdit holds exactly when the full distance is 1, both ways round.
func FuzzOneEdit(f *testing.F) {
	for _, s := range [][2]string{{"metfromin", "metformin"}, {"ab", "ba"}, {"", "a"}, {"abc", "abc"}, {"abc", "acb"}, {"abcd", "bacd"}, {"é", "e"}} {
		f.Add(s[0], s[1])
	}
	f.Fuzz(func(t *testing.T, a, b string) {
		ra, rb := []rune(a), []rune(b)
		if len(ra) > 40 || len(rb) > 40 {
			return
		}
		want := osaDistance(ra, rb) == 1
		if got := oneEdit(ra, rb); got != want {
			t.Errorf("oneEdit(%q, %q) = %v, want %v", a, b, got, want)
		}
		if got := oneEdit(rb, ra); got != want {
			t.Errorf("oneEdit(%q, %q) = %v, want %v", b, a, got, want)
		}
	})
}
