package selector

import (
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// TestRecordedMemo checks that a memoised read of a recorded selector is what a fresh read
// gives, on every selector of the Chrome Recorder corpus, read twice (the second time from
// the memo), and that the memo stays within its bounds.
func TestRecordedMemo(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(corpus, "chrome-recorder", "*.json"))
	if len(files) == 0 {
		t.Skip("corpus not available")
	}
	recordedMemo.Purge()
	n := 0
	for _, f := range files {
		for _, sels := range recorderSelectors(t, filepath.Join("chrome-recorder", filepath.Base(f))) {
			for _, s := range sels {
				for range 2 {
					if got, want := recordedCandidates(s), readRecorded(s); !reflect.DeepEqual(got, want) {
						t.Fatalf("%q: memoised %v, read %v", s, got, want)
					}
				}
				n++
			}
		}
	}
	if n < 30 || recordedMemo.Len() == 0 {
		t.Fatalf("%d selectors read, %d memoised: the corpus was not read", n, recordedMemo.Len())
	}

	long := "#" + strings.Repeat("a", memoMaxLen)
	recordedMemo.Purge()
	recordedCandidates(long)
	if recordedMemo.Contains(long) {
		t.Errorf("a selector of %d bytes was memoised (limit %d)", len(long), memoMaxLen)
	}
	for i := range memoSize + 10 {
		recordedCandidates("#a" + strings.Repeat("b", i%200) + string(rune('a'+i%26)) + strings.Repeat("c", i/200))
	}
	if got := recordedMemo.Len(); got > memoSize {
		t.Errorf("memo holds %d entries, bound %d", got, memoSize)
	}
}
