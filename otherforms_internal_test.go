package waymark

import "testing"

// TestSaidWithMore: a temperature's scale or a date's year or day of the week that one
// request names and the other does not keeps the route, at P2 naming both values
// (retyped); the same number, size, date or party said otherwise is the request; another
// scale, unit, year or day of the week is another request.
func TestSaidWithMore(t *testing.T) {
	thermostat := []RouteStep{{Action: ActionFill, Name: "Target temperature", Value: "68"}, {Action: ActionFill, Name: "At", Value: "18:00"}}
	table := []RouteStep{{Action: ActionSelect, Name: "Party size", Value: "2"}, {Action: ActionFill, Name: "Date", Value: "June 12"}}
	ticket := []RouteStep{{Action: ActionClick, Role: "button", Name: "Close ticket"}}
	flight := []RouteStep{{Action: ActionFill, Name: "Departure date", Value: "06/12/2025"}}
	resize := []RouteStep{{Action: ActionSelect, Name: "Memory", Value: "8 GB"}}
	guests := []RouteStep{{Action: ActionSelect, Name: "Guests", Value: "2"}}
	oven := []RouteStep{{Action: ActionFill, Name: "Temperature", Value: "180°C"}}
	for _, tt := range []struct {
		stored string
		steps  []RouteStep
		query  string
		want   string // the reading: "" for the query's own, "stored" for the stored intent, else as written
		query2 string // the value retyped, "" for none
	}{
		{"Set the thermostat to 68 degrees at 6pm", thermostat, "Set the thermostat to 68° at 6pm", "stored", ""},
		{"Set the thermostat to 68 degrees at 6pm", thermostat, "Set the thermostat to 68 deg at 6pm", "stored", ""},
		{"Set the thermostat to 68 degrees at 6pm", thermostat, "Set the thermostat to 68°F at 6pm", "stored", "68°F"},
		{"Set the thermostat to 68 degrees at 6pm", thermostat, "Set the thermostat to 68 F at 6pm", "stored", "68 F"},
		{"Set the thermostat to 68 degrees at 6pm", thermostat, "Set the thermostat to 68 degrees Celsius at 6pm", "stored", "68 degrees Celsius"},
		{"Set the thermostat to 68°F at 6pm", thermostat, "Set the thermostat to 68 degrees at 6pm", "stored", "68 degrees"},
		{"Set the thermostat to 68°F at 6pm", thermostat, "Set the thermostat to 68°C at 6pm", "", ""},
		{"Set the oven to 68 degrees at 6pm", nil, "Set the oven to 68°F at 6pm", "", ""}, // the route types no 68
		{"Preheat the oven to 180°C", oven, "Preheat the oven to 180 degrees Celsius", "stored", ""},
		{"Preheat the oven to 180°C", oven, "Preheat the oven to 180°F", "", ""},
		{"Book a table for 2 on June 12", table, "Book a table for 2 on June 12th, 2026", "stored", "June 12th, 2026"},
		{"Book a table for 2 on June 12", table, "Book a table for 2 on the twelfth of June", "stored", ""},
		{"Book a table for 2 on June 12", table, "Book a table for 2 on twelfth June", "stored", ""},
		{"Book a table for 2 on June 12", table, "Book a table for 2 on Friday, June 12", "stored", "Friday, June 12"},
		{"Book a table for 2 on June 12, 2026", table, "Book a table for 2 on June 12", "stored", "June 12"},
		{"Book a table for 2 on June 12, 2026", table, "Book a table for 2 on June 12, 2027", "", ""},
		{"Book a table for 2 on Friday, June 12", table, "Book a table for 2 on Monday, June 12", "", ""},
		{"Book a table for 2 on June 12", table, "Book a table for 2 on June 13, 2026", "", ""},
		{"Book a table for 2 on June 12", table, "Book a table for 2 guests on June 12", "stored", ""}, // a field named "Party size"
		{"Book a table for 2 on June 12", table, "Book a table for a group of 2 on June 12", "stored", ""},
		{"Book a table for 2 on June 12", table[1:], "Book a table for 2 guests on June 12", "", ""}, // the route picks no party
		{"Close ticket 4521", ticket, "Close ticket 4,521", "stored", ""},
		{"Book a flight on June 12", flight, "Book a flight on 2025-06-12", "stored", "2025-06-12"}, // the route types it in digits
		{"Book a flight on June 12", flight, "Book a flight on Friday, June 12", "stored", "Friday, June 12"},
		{"Book a flight on July 12", flight, "Book a flight on July 12, 2025", "", ""}, // the route types another day
		{"Resize orders-db to 8 GB of memory", resize, "Resize orders-db to 8GB of memory", "stored", ""},
		{"Resize orders-db to 8 GB of memory", resize, "Resize orders-db to eight gigabytes of memory", "stored", ""},
		{"Resize orders-db to 8 GB of memory", resize, "Resize orders-db to 8 MB of memory", "stored", "8 MB"}, // another size, typed in its place
		{"Resize orders-db to 8 GB of memory", resize, "Resize orders-db to 8 Gb of memory", "stored", "8 Gb"}, // gigabits
		{"Resize orders-db to 8 GB of memory", resize, "Resize orders-db to 8Gb of memory", "Resize orders-db to 8GB of memory", "8Gb"},
		{"Resize orders-db to 8 GB of memory", resize, "Resize orders-db to 8gb of memory", "stored", ""}, // no capital: bytes
		{"Reserve a room for 2 guests", guests, "Reserve a room for a party of 2", "stored", ""},
		{"Reserve a room for 2 guests", guests, "Reserve a room for a group of two people", "stored", ""},
		{"Reserve a room for 2 guests", guests, "Reserve a room for a party of 3", "", ""},
		{"Reserve a room for 2 guests", guests, "Reserve a room for 2 kids", "", ""},
	} {
		c := scoredPattern{p: Pattern{Intent: tt.stored}, full: &Pattern{Steps: tt.steps}}
		got := rewordedReading(&c, readQuery(tt.query, intentTerms(tt.query)), nil).intent
		want := tt.query
		switch tt.want {
		case "stored":
			want = tt.stored
		case "":
		default:
			want = tt.want
		}
		var retyped string
		if len(c.retyped) == 1 {
			retyped = c.retyped[0].query
		}
		if got != want || retyped != tt.query2 || len(c.retyped) > 1 {
			t.Errorf("%q against %q: read as %q, retyped %q; want %q, retyped %q", tt.query, tt.stored, got, c.retyped, want, tt.query2)
		}
	}
}
