package jsonkeys

import (
	"encoding/json"
	"os"
	"testing"
)

// BenchmarkRepeated reads the example trace testdata/traces/open-issues.json (about 1 KB),
// which has no key twice, against encoding/json's Valid, the check it replaced on the
// quick path of trace parsing.
func BenchmarkRepeated(b *testing.B) {
	data, err := os.ReadFile("../../testdata/traces/open-issues.json")
	if err != nil {
		b.Fatal(err)
	}
	b.Run("jsonkeys", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if valid, _, _ := Repeated(data); !valid {
				b.Fatal("not valid")
			}
		}
	})
	b.Run("encoding-json-Valid", func(b *testing.B) {
		for b.Loop() {
			if !json.Valid(data) {
				b.Fatal("not valid")
			}
		}
	})
}
