package sqlite_test

import (
	"context"
	"encoding/json"
	"fmt"
	"log"
	"os"
	"path/filepath"

	waymark "github.com/waymark-dev/waymark"
	"github.com/waymark-dev/waymark/sqlite"
)

func Example() {
	ctx := context.Background()
	dir, err := os.MkdirTemp("", "waymark-example")
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(dir)

	s, err := sqlite.Open(ctx, filepath.Join(dir, "memory.db"), nil)
	if err != nil {
		log.Fatal(err)
	}
	defer s.Close()

	err = s.Update(ctx, func(tx waymark.Tx) error {
		for _, r := range []waymark.Record{
			{Kind: waymark.KindPattern, Key: "p1", Site: "shop.example", Text: "find the price of a product",
				Body: json.RawMessage(`{"name":"price"}`)},
			{Kind: waymark.KindPattern, Key: "p2", Site: "shop.example", Text: "查询最新价格",
				Body: json.RawMessage(`{"name":"价格"}`)},
		} {
			if err := tx.Put(ctx, &r); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		log.Fatal(err)
	}
	err = s.View(ctx, func(tx waymark.Tx) error {
		for _, q := range []string{"PRICE?", "价格"} {
			hits, err := tx.Search(ctx, waymark.Search{Terms: []string{q},
				Filter: waymark.Filter{Site: "shop.example"}})
			if err != nil {
				return err
			}
			for _, h := range hits {
				fmt.Printf("%s → %s %s\n", q, h.Key, h.Body)
			}
		}
		return nil
	})
	if err != nil {
		log.Fatal(err)
	}
	// Output:
	// PRICE? → p1 {"name":"price"}
	// 价格 → p2 {"name":"价格"}
}
