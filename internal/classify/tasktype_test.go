package classify

import (
	"bufio"
	"os"
	"slices"
	"strings"
	"testing"
	"unicode"
)

func TestTaskType(t *testing.T) {
	tests := []struct {
		intent, want string
	}{
		// English
		{"Go to the pricing page", Navigate},
		{"Open the NFL passing yards stats", Navigate},
		{"Open the shopping cart", Navigate},
		{"View my basket", Navigate},
		{"Open the product page and add it to the cart", AddToCart},
		{"Search for wireless headphones under $50", Search},
		{"Find hotels in Las Vegas that offer free airport shuttle service.", Search},
		{"What is the price of the Tesla Model Y?", ExtractDetail},
		{"What is the current price of Bitcoin?", Monitor},
		{"Keep an eye on the price of the Trail Runner X", Monitor},
		{"Is the PS5 back in stock?", Monitor},
		{"Log out", Login},
		{"Sign out of my account", Login},
		{"Create an account", FillForm},
		{"Find the details of the Grand National Parks tour.", ExtractDetail},
		{"List all open pull requests", ExtractList},
		{"Which license does the Acme SDK use?", ExtractDetail},
		{"Which version of the SDK is the latest?", ExtractDetail},
		{"Which laptops are on sale?", ExtractList},
		{"How many downloads does the Acme SDK have?", Monitor},
		{"What is the download count of the Acme SDK?", Monitor},
		{"Download the Acme SDK", Download},
		{"Go to the next page of results", Paginate},
		{"Fill out the contact form with my name and email", FillForm},
		{"Sign up for the newsletter with the email a@b.example", FillForm},
		{"Log in with my account", Login},
		{"Sign in to GitHub", Login},
		{"Find a men's XL T-shirt and add it to the cart.", AddToCart},
		{"Add the Western Digital SSD with 1TB storage and 8GB RAM to the cart.", AddToCart},
		{"Buy two tickets for the Red Sox game on August 18th", Checkout},
		{"Search for pillow protectors, add two to the cart and checkout.", Checkout},
		{"Download the annual report as PDF", Download},
		{"Upload my resume to the application", Upload},
		{"How many issues are open?", Monitor},
		{"Check the flight status of UA 123", Monitor},
		{"Play the trailer of The Flash", Other},
		{"Find a comedy movie on Netflix and add it to my watchlist", Other},
		{"", Other},
		{"¯\\_(ツ)_/¯", Other},
		// German, French, Spanish, Russian
		{"Suche nach günstigen Flügen nach Berlin", Search},
		{"In den Warenkorb legen: rote Schuhe", AddToCart},
		{"Bitte einloggen und das Profil öffnen", Login},
		{"Rechercher des hôtels à Paris", Search},
		{"Ajouter le livre au panier", AddToCart},
		{"Télécharger la facture", Download},
		{"Buscar vuelos baratos a Madrid", Search},
		{"Añadir al carrito dos camisetas", AddToCart},
		{"Войти в личный кабинет", Login},
		{"Найти дешёвые билеты в Москву", Search},
		{"Скачать отчёт", Download},
	}
	for _, tt := range tests {
		if got := TaskType(tt.intent); got != tt.want {
			t.Errorf("TaskType(%q) = %s, want %s", tt.intent, got, tt.want)
		}
	}
}

func TestTaskTypeFromSteps(t *testing.T) {
	tests := []struct {
		name    string
		actions []string
		intent  string
		want    string
	}{
		{"password fill is login", []string{"navigate", "fill #username", "fill #password", "click Sign in"}, "", Login},
		{"password on a vague intent", []string{"fill input[name=email]", "fill input[type=password]", "press Enter"}, "get to my dashboard", Login},
		{"password while registering", []string{"fill #email", "fill #password", "fill #confirm-password", "click Create"}, "Register a new account", FillForm},
		{"upload action", []string{"click Choose file", "upload #cv"}, "send my CV to Acme", Upload},
		{"many fills", []string{"fill #first", "fill #last", "fill #street", "select #country"}, "", FillForm},
		{"add to cart click", []string{"click Add to cart"}, "get the blue mug", AddToCart},
		{"download click", []string{"click Download CSV"}, "", Download},
		{"next page clicks", []string{"click Next page", "click Next page", "extract .row"}, "", Paginate},
		{"calendar next clicks stay search", []string{"click next", "click next", "click 31"}, "Find events in San Francisco between July 10-31", Search},
		{"only navigation", []string{"navigate https://example.com/docs"}, "", Navigate},
		{"intent wins over weak hints", []string{"fill #q", "fill #from", "fill #to", "click Search"}, "Search for flights from Boston to Denver", Search},
		{"mind2web repr password", []string{"[textbox] Email -> TYPE: a@b.c", "[textbox] Password -> TYPE: x", "[button] Log in -> CLICK"}, "", Login},
		{"no evidence", nil, "", Other},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := TaskTypeFromSteps(tt.actions, tt.intent); got != tt.want {
				t.Errorf("TaskTypeFromSteps(%q, %q) = %s, want %s", tt.actions, tt.intent, got, tt.want)
			}
		})
	}
}

// labelled is one row of testdata/mind2web_labels.tsv.
type labelled struct {
	pos, id, split, label, intent string
	actions                       []string
}

func readLabels(t testing.TB) []labelled {
	t.Helper()
	f, err := os.Open("testdata/mind2web_labels.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []labelled
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		cols := strings.Split(line, "\t")
		if len(cols) != 6 {
			t.Fatalf("bad row (%d columns): %q", len(cols), line)
		}
		if !slices.Contains(TaskTypes, cols[3]) {
			t.Fatalf("row %s: unknown label %q", cols[0], cols[3])
		}
		out = append(out, labelled{cols[0], cols[1], cols[2], cols[3], cols[4], strings.Split(cols[5], " || ")})
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// TestTaskTypeMind2Web measures TaskType on hand-labelled real intents
// from Mind2Web (see the header of the testdata file for the sample and
// the labelling rules) and fails if accuracy drops below what was measured
// when the rules were written. Raise the floors when the rules improve.
func TestTaskTypeMind2Web(t *testing.T) {
	rows := readLabels(t)
	floors := map[string]struct{ intent, steps int }{
		// Measured: test 57/64 (89.1 %) from the intent, 57/64 with the steps;
		// dev 56/63 (88.9 %) and 57/63 (90.5 %). Always answering "search"
		// would score 38/64 and 22/63.
		"test": {57, 57},
		"dev":  {56, 57},
	}
	n := map[string]int{}
	okIntent := map[string]int{}
	okSteps := map[string]int{}
	for _, r := range rows {
		n[r.split]++
		if got := TaskType(r.intent); got == r.label {
			okIntent[r.split]++
		} else {
			t.Logf("%s #%s: TaskType = %s, labelled %s: %s", r.split, r.pos, got, r.label, r.intent)
		}
		if TaskTypeFromSteps(r.actions, r.intent) == r.label {
			okSteps[r.split]++
		}
	}
	if n["test"] < 60 {
		t.Fatalf("test sample has %d rows, want ≥ 60", n["test"])
	}
	for split, fl := range floors {
		t.Logf("%s: TaskType %d/%d (%.1f %%), TaskTypeFromSteps %d/%d (%.1f %%)", split,
			okIntent[split], n[split], 100*float64(okIntent[split])/float64(n[split]),
			okSteps[split], n[split], 100*float64(okSteps[split])/float64(n[split]))
		if okIntent[split] < fl.intent {
			t.Errorf("%s: TaskType got %d/%d right, floor is %d", split, okIntent[split], n[split], fl.intent)
		}
		if okSteps[split] < fl.steps {
			t.Errorf("%s: TaskTypeFromSteps got %d/%d right, floor is %d", split, okSteps[split], n[split], fl.steps)
		}
	}
}

func FuzzTaskType(f *testing.F) {
	for _, s := range []string{"", "Find a men's XL T-shirt and add it to the cart.", "Войти", "検索結果",
		"add … cart", "and and and", ", , ;", "$$$ 12", "next page page 2"} {
		f.Add(s, "fill #password")
	}
	f.Fuzz(func(t *testing.T, intent, action string) {
		if got := TaskType(intent); !slices.Contains(TaskTypes, got) {
			t.Fatalf("TaskType(%q) = %q, not a task type", intent, got)
		}
		got := TaskTypeFromSteps([]string{action, action + " -> TYPE: x"}, intent)
		if !slices.Contains(TaskTypes, got) {
			t.Fatalf("TaskTypeFromSteps = %q, not a task type", got)
		}
	})
}

var sinkString string

func BenchmarkTaskType(b *testing.B) {
	in := "Search for an engineering open job in Madrid, Spain, if found apply with my details. " +
		"My name is James Smith and email is james@example.com"
	b.ReportAllocs()
	for b.Loop() {
		sinkString = TaskType(in)
	}
}

// TestCuesUnique guards the scoring: each pattern may vote once per class.
func TestCuesUnique(t *testing.T) {
	for name, set := range map[string][]cue{"task": taskCues, "volatile": volatileCues, "slow": slowCues, "static": staticCues} {
		seen := map[string]bool{}
		for _, c := range set {
			key := c.kind + " " + c.pattern
			if seen[key] {
				t.Errorf("%s cues: %q listed twice for %s", name, c.pattern, c.kind)
			}
			seen[key] = true
			if len(c.tokens) == 0 {
				t.Errorf("%s cues: empty pattern %q", name, c.pattern)
			}
			for _, tok := range c.tokens {
				if _, isGap := gapLen(tok); isGap || tok == "$" || tok == "#" {
					continue
				}
				w := strings.TrimSuffix(tok, "*")
				if w == "" || strings.ContainsFunc(w, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) && !unicode.IsMark(r) }) {
					t.Errorf("%s cues: %q has token %q that no parsed word can equal", name, c.pattern, tok)
				}
			}
		}
	}
}
