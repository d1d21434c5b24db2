package sqlite_test

import (
	"context"
	"database/sql"
	"os"
	"testing"
	"time"

	waymark "github.com/waymark-dev/waymark"
	"github.com/waymark-dev/waymark/sqlite"
	_ "modernc.org/sqlite"
)

func TestScratchPlan(t *testing.T) {
	path := os.Getenv("SCRATCH_DB")
	n := 100000
	if path == "" {
		t.Skip()
	}
	if _, err := os.Stat(path); err != nil {
		ctx := context.Background()
		s, err := sqlite.Open(ctx, path, nil)
		if err != nil {
			t.Fatal(err)
		}
		r, z := benchRand()
		for i := 0; i < n; i += 1000 {
			s.Update(ctx, func(tx waymark.Tx) error {
				for j := i; j < min(i+1000, n); j++ {
					if err := tx.Put(ctx, benchRecord(r, z, j)); err != nil {
						return err
					}
				}
				return nil
			})
		}
		s.Checkpoint(ctx)
		s.Close()
	}
	if prep := os.Getenv("PREP"); prep != "" {
		w, err := sql.Open("sqlite", path)
		if err != nil {
			t.Fatal(err)
		}
		start := time.Now()
		if _, err := w.Exec(prep); err != nil {
			t.Fatal(err)
		}
		t.Log("prep", time.Since(start))
		w.Close()
	}
	db, err := sql.Open("sqlite", path+"?_pragma=query_only(1)"+os.Getenv("DSNX"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	db.SetMaxOpenConns(1)
	for _, q := range []string{os.Getenv("Q1"), os.Getenv("Q2"), os.Getenv("Q3"), os.Getenv("Q4"), os.Getenv("Q5"), os.Getenv("Q6")} {
		if q == "" {
			continue
		}
		rows, err := db.Query("EXPLAIN QUERY PLAN " + q)
		if err != nil {
			t.Fatal(q, err)
		}
		for rows.Next() {
			var a, b, c int
			var d string
			rows.Scan(&a, &b, &c, &d)
			t.Log("  plan:", d)
		}
		rows.Close()
		for k := 0; k < 3; k++ {
			start := time.Now()
			rows, err := db.Query(q)
			if err != nil {
				t.Fatal(err)
			}
			cnt := 0
			cols, _ := rows.Columns()
			for rows.Next() {
				cnt++
				if os.Getenv("SHOW") != "" && k == 0 {
					vals := make([]any, len(cols))
					ptrs := make([]any, len(cols))
					for i := range vals {
						ptrs[i] = &vals[i]
					}
					rows.Scan(ptrs...)
					t.Log("   row:", vals)
				}
			}
			rows.Close()
			t.Log(q[:min(len(q), 150)], "rows", cnt, time.Since(start))
		}
	}
}
