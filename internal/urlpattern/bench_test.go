package urlpattern

import "testing"

var benchURLs = []string{
	"https://www.amazon.com/Apple-MacBook/dp/B08N5WRWNW/ref=sr_1_3?crid=2X&keywords=laptop&qid=1690000000&sr=8-3",
	"https://github.com/acme/widget/issues/42",
	"https://www.google.com/search?q=golang+urlpattern&oq=golang&sourceid=chrome&ie=UTF-8",
	"https://ru.example/%D0%BA%D0%B0%D1%82%D0%B0%D0%BB%D0%BE%D0%B3/123",
	"https://blog.example.com/2024/05/01/my-post",
}

// BenchmarkDerive measures deriving a pattern from a concrete URL, done for
// every step URL of every saved trace.
func BenchmarkDerive(b *testing.B) {
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		if _, err := Derive(benchURLs[i%len(benchURLs)]); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkMatch measures matching a URL against a (cached, compiled)
// pattern, done for every candidate record of every query: "hit" runs the
// full URLPattern match, "miss" a pattern of another host.
func BenchmarkMatch(b *testing.B) {
	pats := make([]string, len(benchURLs))
	for i, u := range benchURLs {
		pats[i], _ = Derive(u)
	}
	b.Run("hit", func(b *testing.B) {
		b.ReportAllocs()
		for i := 0; b.Loop(); i++ {
			if !Match(pats[i%len(pats)], benchURLs[i%len(benchURLs)]) {
				b.Fatal("no match")
			}
		}
	})
	b.Run("miss", func(b *testing.B) {
		b.ReportAllocs()
		for i := 0; b.Loop(); i++ {
			if Match(pats[i%len(pats)], benchURLs[(i+1)%len(benchURLs)]) {
				b.Fatal("match")
			}
		}
	})
}
