package sqlite

import (
	"os"
	"testing"
	"time"
)

func TestScratchFold(t *testing.T) {
	path := os.Getenv("SCRATCH_DB")
	if path == "" {
		t.Skip()
	}
	db := openDB(dsn(path, Options{BusyTimeout: time.Second}, false), 1)
	defer db.Close()
	for _, q := range []string{
		"SELECT count(*) FROM records WHERE instr(text, 'xyz') > 0",
		"SELECT count(*) FROM records WHERE text LIKE '%xyz%'",
		"SELECT count(*) FROM records WHERE waymark_fold_contains(text, 'XYZ')",
		"SELECT count(*) FROM records WHERE waymark_fold_contains(text, 'ПРИВЕТ')",
	} {
		for range 2 {
			start := time.Now()
			var n int
			if err := db.QueryRow(q).Scan(&n); err != nil {
				t.Fatal(err)
			}
			t.Log(q, n, time.Since(start))
		}
	}
}
