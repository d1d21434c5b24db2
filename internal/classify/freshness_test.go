package classify

import (
	"slices"
	"testing"
)

func TestFreshness(t *testing.T) {
	tests := []struct {
		q, a, want string
	}{
		// volatile: counts, statuses, prices, stock, "latest", weather, scores, rates, rankings
		{"On the Issues page, how many issues are open?", "42 open issues", Volatile},
		{"how many issues are open", "", Volatile},
		{"When does the next train to Edinburgh leave?", "14:30 from platform 4", Volatile},
		{"Who won Arsenal's last game?", "Arsenal 2-1 Chelsea", Volatile},
		{"Open the top story in the Technology section", "Chipmakers rally on AI demand", Volatile},
		{"What is tomorrow's forecast for London?", "Rain, 12°C", Volatile},
		{"What are the upcoming events at the Barbican?", "Jazz night, Friday", Volatile},
		{"Who won the 1966 World Cup?", "England", Static},
		{"What was the top story on 21 July 1969?", "Men walk on the Moon", Static},
		{"Who wrote Tomorrow, and Tomorrow, and Tomorrow?", "Gabrielle Zevin", Static},
		{"latest release version", "v1.8.0", Volatile},
		{"What is the current version of Go?", "go1.26.8", Volatile},
		{"What is the price of the Kindle Paperwhite?", "$139.99", Volatile},
		{"Is the blue mug in stock?", "Only 3 left in stock", Volatile},
		{"What is the estimated delivery date?", "Tue, Dec 3", Volatile},
		{"What is the highest-rated hotel in Rome?", "Hotel Artemide", Volatile},
		{"What is the rating of this product?", "4.5 out of 5", Volatile},
		{"Wie viel kostet das?", "19,99", Volatile},
		{"What's the weather in Berlin today?", "12 °C, cloudy", Volatile},
		{"What time is it in Tokyo?", "03:12", Volatile},
		{"北京今天的天气怎么样？", "晴，25°C", Volatile},
		{"كم سعر سهم أبل؟", "189.84 دولار", Volatile},
		{"東京の天気は？", "晴れ", Volatile},
		{"What time does the Berlin store open on Sundays?", "10:00", Slow},
		{"Find the score of the latest NBA game played by the Phoenix Suns", "112–108", Volatile},
		{"EUR to USD exchange rate", "1.08", Volatile},
		{"What is the status of order 12345?", "Shipped", Volatile},
		{"Top trending repositories on GitHub", "", Volatile},
		{"Wie viele Sterne hat das Repository?", "", Volatile},
		{"Quel est le prix du billet ?", "", Volatile},
		{"¿Cuántos asientos quedan?", "", Volatile},
		{"Сколько стоит доставка сейчас?", "", Volatile},
		{"Find the ticket price for the aquarium", "", Volatile},
		// slow: release notes, versions, hours, addresses, policies, schedules
		{"What changed in the release notes of 1.8?", "", Slow},
		{"What are the opening hours of the Louvre?", "9:00–18:00", Slow},
		{"What is the address of the Berlin office?", "Unter den Linden 1, 10117 Berlin", Slow},
		{"What is the return policy?", "30 days", Slow},
		{"Ferry schedule from East Boston", "", Slow},
		{"Which version of the API does the client support?", "v2.1", Slow},
		{"Öffnungszeiten der Bibliothek", "", Slow},
		{"Who is the CEO of Acme?", "Jane Doe", Slow},
		{"Summarise the page", "", Slow}, // no cue: the cautious default
		// static: definitions, historical facts, document text, ids
		{"Who wrote the license?", "", Static},
		{"What license is the project under?", "MIT", Static},
		{"When was the company founded?", "1998", Static},
		{"What is the ISBN of Dune?", "978-0441013593", Static},
		{"Define idempotent", "", Static},
		{"Who won the 1998 World Cup?", "France", Static},
		{"Get the order number of my last purchase", "A7X9-22Q", Static},
		{"Qu'est-ce que HTTP ?", "", Static},
	}
	for _, tt := range tests {
		if got := Freshness(tt.q, tt.a); got != tt.want {
			t.Errorf("Freshness(%q, %q) = %s, want %s", tt.q, tt.a, got, tt.want)
		}
	}
}

func FuzzFreshness(f *testing.F) {
	f.Add("how many issues are open", "42 open issues")
	f.Add("", "")
	f.Fuzz(func(t *testing.T, q, a string) {
		if got := Freshness(q, a); !slices.Contains(Freshnesses, got) {
			t.Fatalf("Freshness = %q", got)
		}
	})
}

func BenchmarkFreshness(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		sinkString = Freshness("On the Issues page, how many issues are open?", "42 open issues")
	}
}
