package waymark

import (
	"fmt"
	"slices"
	"testing"
)

func TestRunOnKeepsTheFirstPage(t *testing.T) {
	pages := []string{"code.example/golang/go/issues"}
	for i := range 30 {
		pages = runOn(pages, fmt.Sprintf("code.example/o%d/r%d/issues", i, i))
	}
	if len(pages) != maxRunOn || pages[0] != "code.example/golang/go/issues" || pages[len(pages)-1] != "code.example/o29/r29/issues" {
		t.Errorf("run_on after 31 pages: %d pages, first %q, last %q; want %d, the first page learned and the newest",
			len(pages), pages[0], pages[len(pages)-1], maxRunOn)
	}
	if again := runOn(pages, "code.example/o29/r29/issues"); !slices.Equal(again, pages) {
		t.Errorf("a page run on again was added twice")
	}
}
