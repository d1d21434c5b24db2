package waymark

import "testing"

func TestSortOrder(t *testing.T) {
	for intent, want := range map[string]string{
		"sort the results by price from low to high":      "asc",
		"Sort by price: High-to-Low":                      "desc",
		"list the hotels, cheapest first":                 "asc",
		"newest first, please":                            "desc",
		"sort names A-Z":                                  "asc",
		"sort names Z-A":                                  "desc",
		"show the oldest first and then the newest first": "",
		"find the highest rated laptop":                   "",
		"sort by price":                                   "",
		"how high is the tower":                           "",
	} {
		if got := sortOrder(intent); got != want {
			t.Errorf("sortOrder(%q) = %q, want %q", intent, got, want)
		}
	}
	if otherOrder("asc", "") || otherOrder("", "desc") || otherOrder("asc", "asc") || !otherOrder("asc", "desc") {
		t.Error("otherOrder: only two named, opposite orders differ")
	}
}
