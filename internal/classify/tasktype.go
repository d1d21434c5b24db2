package classify

import (
	"strings"

	"github.com/waymark-dev/waymark/internal/terms"
)

// The task types of SPEC §6, in the SPEC's order, plus Other.
const (
	Navigate      = "navigate"
	Search        = "search"
	ExtractDetail = "extract_detail"
	ExtractList   = "extract_list"
	Paginate      = "paginate"
	FillForm      = "fill_form"
	Login         = "login"
	AddToCart     = "add_to_cart"
	Checkout      = "checkout"
	Download      = "download"
	Upload        = "upload"
	Monitor       = "monitor" // read a live value: a count, a status, a price
	Other         = "other"
)

// TaskTypes lists every value TaskType can return, in SPEC §6 order with
// Other last.
var TaskTypes = []string{
	Navigate, Search, ExtractDetail, ExtractList, Paginate, FillForm, Login,
	AddToCart, Checkout, Download, Upload, Monitor, Other,
}

// tieOrder breaks equal scores: the more specific, more committing goal
// wins (a task that logs in and searches is a login route; one that fills
// a cart and pays is a checkout).
var tieOrder = []string{
	Login, Upload, Download, Checkout, AddToCart, FillForm, Paginate, Monitor,
	ExtractDetail, ExtractList, Search, Navigate, Other,
}

// finalGoalBonus is added to the type whose verb opens the last clause
// that has one, when verbs open two or more clauses: in "search for a job
// and apply" the goal is the application, not the search.
const finalGoalBonus = 2

// taskCues are the keyword rules of TaskType. Weights: 6 for phrases that
// name the goal outright ("add to cart", "log in"), 4 for a committing verb
// at the head of a clause, 2–3 for a type's ordinary verbs and nouns, 1 for
// hints. Patterns are written normalised (lower case, no accents); see cue
// for the syntax.
var taskCues = concat(
	compile(AddToCart, 6, "add … cart", "add … bag", "add … basket", "add … trolley",
		"put … cart", "put … basket", "in den warenkorb", "zum warenkorb", "ajout* … panier",
		"anadir … carrito", "agregar … carrito", "anade … carrito", "в корзину", "добав* … корзин*"),
	compile(AddToCart, 4, "shopping cart", "warenkorb", "panier", "carrito", "корзин*"),

	compile(Checkout, 4, "^book", "^buy", "^purchase", "^order", "^reserve", "^rent", "^pay",
		"^checkout", "^check out", "^get tickets", "^kauf*", "^bestell*", "^buch*",
		"^reservier*", "^achet*", "^commande*", "^reserver", "^compra*", "^reserva*",
		"^pedir", "^куп*", "^закаж*", "^заказ*", "^заброн*", "^оплат*"),
	compile(Checkout, 3, "checkout", "place … order", "pay for", "payment", "make … reservation",
		"make … booking", "zur kasse", "paiement", "pagar", "оформ* заказ"),

	compile(FillForm, 4, "^sign up", "^signup", "^register", "^apply", "^subscribe", "^fill",
		"^submit", "^complete … form", "^contact", "^request", "^enroll", "^join",
		"^ausfull*", "^registrier*", "^bewerb*", "^abonnier*", "^remplir", "^inscri*",
		"^soumettre", "^rellenar", "^registrar*", "^suscrib*", "^заполн*", "^зарегистр*",
		"^подпиш*", "^schedule", "apply"),
	compile(FillForm, 3, "^sign … for", "form", "formular*", "formulaire", "formulario",
		"email offers", "newsletter", "get … quote"),
	compile(FillForm, 1.5, "my name is", "name is", "email is", "email address is",
		"phone number is", "zip code is", "with … email"),

	compile(Login, 6, "log in", "login", "log into", "sign in", "signin", "sign into", "log on",
		"logon", "einloggen", "anmelden", "se connecter", "connexion", "iniciar sesion",
		"inicia sesion", "войти", "вход", "авториз*"),
	compile(Login, 2, "password", "passwort", "mot de passe", "contrasena", "пароль"),
	compile(Login, 6, "log out", "logout", "log off", "sign out", "signout", "ausloggen", "abmelden", "se deconnecter",
		"cerrar sesion", "выйти"),
	compile(FillForm, 4, "^create … account", "^open … account"),

	compile(Upload, 6, "upload*", "hochlad*", "lade … hoch", "televerser", "sube", "subir",
		"загрузи* файл"),
	compile(Upload, 5, "attach*", "anhang*", "joindre", "adjunt*"),

	compile(Download, 6, "download*", "herunterlad*", "lade … herunter", "telecharg*",
		"descarg*", "скача*"),
	compile(Download, 4, "^export", "save … as pdf"),
	compile(Download, 2, "pdf"),

	compile(Paginate, 5, "next page", "previous page", "page #", "all pages", "load more",
		"more results", "pagination", "paginat*", "nachste seite", "page suivante",
		"pagina siguiente", "siguiente pagina", "следующ* страниц*"),

	compile(Monitor, 5, "flight status", "order status", "stock price", "exchange rate", "weather",
		"forecast", "current conditions", "wait time", "track* … order", "wetter", "meteo",
		"погод*", "курс"),
	compile(Monitor, 3, "status", "current", "right now", "standings", "score", "scores",
		"results of", "odds", "departures", "how many", "queue", "^monitor", "aktuell*",
		"wie viele", "combien", "cuantos", "cuantas", "сколько", "статус", "estado"),
	compile(Monitor, 1, "latest", "today", "now", "live", "number of", "count"),
	compile(Monitor, 7, "current price", "keep an eye on", "back in stock", "notify me when"),
	// A count of downloads is read, not downloaded ("How many downloads does it have?").
	compile(Monitor, 6, "how many … downloads", "number of downloads", "download count", "downloads count",
		"download stats", "download statistics"),

	compile(Navigate, 3, "^go to", "^open", "^navigate", "^visit", "^take … to", "^head to",
		"^gehe zu", "^geh zu", "^offne", "^aller", "^ouvr*", "^ir a", "^abr*", "^перейд*",
		"^перейти", "^откр*"),
	compile(Navigate, 3, "homepage", "home page"),
	// Opening the cart looks at it: nothing is added ("open the shopping cart").
	compile(Navigate, 5, "^open … cart", "^view … cart", "^go to … cart", "^show … cart", "^open … basket",
		"^view … basket", "^go to … basket", "^open … bag", "^view … bag"),
	compile(Navigate, 1, "page", "website", "section", "seite"),

	compile(Search, 2, "^find", "^search", "^look", "^locate", "^browse", "^explore",
		"^show", "^get", "^check for", "^filter", "^sort", "^discover", "^such*",
		"^finde", "^finden", "^recherch*", "^cherch*", "^trouv*", "^busca*", "^encuentr*", "^encontrar",
		"^найд*", "^найти", "^ищ*", "^иск*", "^поиск*"),
	compile(Search, 3, "lowest price", "lowest priced", "cheapest"),
	compile(Search, 1, "search", "filter*", "sort*", "highest rated", "best rated", "under $",
		"under #", "near", "within", "available", "from …3 to", "between"),

	compile(ExtractDetail, 3, "details", "detail", "price of", "price for", "cost of", "how much",
		"fee", "fees", "value", "menu", "map", "requirements", "information", "info",
		"opening hours", "address of", "description", "specifications", "specs",
		"what is", "what s", "who is", "when is", "when does", "tell me", "find out",
		"confirmation number", "booking number", "reservation number", "my trip",
		"my booking", "my reservation", "trade in", "was ist", "wie viel kostet", "preis",
		"quel est", "prix", "cual es", "precio", "цена", "стоимость"),
	compile(ExtractDetail, 3, "^extract", "^read", "^view", "^review", "^retrieve", "^compare",
		"^what", "^who", "^when", "^where"),
	compile(ExtractDetail, 1, "^check"),
	// "Which license does it use?", "Which version is the latest?": one thing asked for;
	// "Which … are …" asks for several (ExtractList's "which", "what are").
	compile(ExtractDetail, 5, "^which … does", "^which … do", "^which … is", "^which … was", "^which … did"),

	compile(ExtractList, 4, "^list", "list of", "list all", "show all", "all the", "top #",
		"most popular", "most played", "best sellers", "bestsellers", "ranking", "what are",
		"which", "liste", "todos los", "toutes les", "tous les", "список"),

	compile(Other, 6, "add … playlist", "add … favorite*", "add … favourite*", "add … watchlist",
		"add … wishlist", "add … list", "add … registry", "to favorites", "as helpful",
		"share … on"),
	compile(Other, 4, "^play", "^share", "^like", "^follow", "^watch", "^listen", "^rate",
		"^send", "^post", "^comment", "^create … playlist", "^create … list", "^make … playlist",
		"^set", "^mark", "^save", "^favorite", "^message"),
)

func concat(lists ...[]cue) []cue {
	var out []cue
	for _, l := range lists {
		out = append(out, l...)
	}
	return out
}

// scores are per-type scores, indexed like tieOrder.
type scores map[string]float64

// scoreIntent scores every task type for intent by taskCues.
func scoreIntent(intent string) scores {
	t := parse(intent)
	sc := scores{}
	type hit struct {
		kind   string
		clause int
	}
	var anchored []hit
	lastVerb := -1
	for i := range taskCues {
		c := &taskCues[i]
		cl := c.lastClause(&t)
		if cl < 0 {
			continue
		}
		sc[c.kind] += c.weight
		if c.anchor {
			anchored = append(anchored, hit{c.kind, cl})
			lastVerb = max(lastVerb, cl)
		}
	}
	clauses := map[int]bool{}
	for _, h := range anchored {
		clauses[h.clause] = true
	}
	if len(clauses) < 2 {
		return sc // one verb clause: no later goal to prefer
	}
	bonus := map[string]bool{}
	for _, h := range anchored {
		if h.clause == lastVerb && !bonus[h.kind] {
			bonus[h.kind] = true
			sc[h.kind] += finalGoalBonus
		}
	}
	return sc
}

// best returns the highest-scoring type, ties broken by tieOrder, or Other
// when nothing scored.
func (sc scores) best() string {
	bestKind, bestScore := Other, 0.0
	for _, k := range tieOrder {
		if s := sc[k]; s > bestScore {
			bestKind, bestScore = k, s
		}
	}
	return bestKind
}

// TaskType classifies a task intent into one of TaskTypes (SPEC §6), for
// saves and queries that do not name a type.
//
// It is rule-based: keyword and phrase cues (English, with common German,
// French, Spanish and Russian verbs) each add a weight to a type; a verb at
// the head of the intent's last clause adds a bonus, because the last verb
// usually names the goal ("find X and add it to the cart" is add_to_cart);
// the highest score wins, and ties go to the more committing type (login,
// upload, download, checkout, add_to_cart, fill_form, paginate, monitor,
// extract_detail, extract_list, search, navigate). With no cue at all the
// answer is "other". Accuracy on a hand-labelled sample of real Mind2Web
// intents is measured in the package tests.
func TaskType(intent string) string {
	return scoreIntent(intent).best()
}

// TaskTypeFromSteps classifies a task like TaskType, using the steps it took
// as further evidence: each entry of actions is one step, either an action
// name optionally followed by a description of its target ("fill
// #password", "click Add to cart", "upload") or a Mind2Web action repr
// ("[textbox] Password -> TYPE: secret"). The intent may be empty.
//
// Step evidence: an upload action (or a file input set) → upload; a
// password field filled → login, unless the intent asks to sign up or
// register; a click on a download control → download; a click on "add to
// cart" → add_to_cart; on "checkout", "place order" or "pay" → checkout;
// two or more "next page" clicks → paginate (bare "next" clicks only hint
// at it: date pickers and wizards have them too); three or more distinct fields
// filled → a hint of fill_form; only navigations → navigate; an extract
// action → a hint of extract_detail.
func TaskTypeFromSteps(actions []string, intent string) string {
	sc := scoreIntent(intent)
	var fills, pages, nexts, navs, extracts, others int
	filled := map[string]bool{}
	for _, a := range actions {
		verb, target := splitAction(a)
		switch verb {
		case "upload", "upload_file", "setinputfiles", "set_input_files", "upload_file_to_element":
			sc[Upload] += 6
			others++
		case "fill", "type", "input", "input_text", "change", "select", "select_option",
			"selectoption", "select_dropdown_option", "check", "sendkeys":
			fills++
			filled[target] = true
			if mentionsPassword(target) {
				if sc[FillForm] > 0 {
					sc[FillForm] += 2
				} else {
					sc[Login] += 6
				}
			}
		case "navigate", "goto", "go_to_url", "open", "open_tab":
			navs++
		case "extract", "extract_content", "extract_structured_data", "get_text":
			extracts++
		case "download":
			sc[Download] += 6
			others++
		default:
			others++
			switch {
			case containsAny(target, "download", "herunterladen", "telecharger", "descargar", "скачать"):
				sc[Download] += 3
			case containsAny(target, "add to cart", "add to bag", "add to basket", "in den warenkorb", "ajouter au panier", "anadir al carrito"):
				sc[AddToCart] += 3
			case containsAny(target, "checkout", "check out", "place order", "place your order", "pay now", "zur kasse", "jetzt kaufen"):
				sc[Checkout] += 3
			case isNextPage(target):
				pages++
			case isNext(target):
				nexts++
			}
		}
	}
	switch {
	case pages >= 2:
		sc[Paginate] += 4
	case pages+nexts >= 2:
		sc[Paginate] += 1 // a bare "next" also pages date pickers and wizards
	}
	if len(filled) >= 3 {
		sc[FillForm] += 1.5
	}
	if extracts > 0 {
		sc[ExtractDetail]++
	}
	if navs > 0 && fills == 0 && others == 0 && extracts == 0 && sc.best() == Other {
		sc[Navigate] += 2
	}
	return sc.best()
}

// splitAction turns one step description into a lower-case verb and a
// normalised target description.
func splitAction(a string) (verb, target string) {
	if i := strings.LastIndex(a, "->"); i >= 0 { // Mind2Web: "[role] name -> VERB: value"
		target = a[:i]
		verb = strings.TrimSpace(a[i+2:])
		if j := strings.IndexByte(verb, ':'); j >= 0 {
			verb = verb[:j]
		}
		verb = strings.ToLower(strings.TrimSpace(verb))
		if j := strings.IndexByte(target, ']'); j >= 0 && strings.HasPrefix(strings.TrimSpace(target), "[") {
			target = target[j+1:]
		}
		return verb, terms.Normalize(strings.TrimSpace(target))
	}
	a = strings.TrimSpace(a)
	verb, target, _ = strings.Cut(a, " ")
	return strings.ToLower(verb), terms.Normalize(strings.TrimSpace(target))
}

func mentionsPassword(target string) bool {
	return containsAny(target, "password", "passwort", "mot de passe", "contrasena", "пароль", "passwd", "pwd")
}

// isNextPage reports whether a click target names the next page of results.
func isNextPage(target string) bool {
	return containsAny(target, "next page", "nachste seite", "page suivante", "pagina siguiente",
		"load more", "show more results", "следующая страница")
}

// isNext reports whether a click target is a bare "next" control.
func isNext(target string) bool {
	switch strings.TrimSpace(target) {
	case "next", "weiter", "suivant", "siguiente", "далее", ">", "»", "›":
		return true
	}
	return false
}

func containsAny(s string, subs ...string) bool {
	for _, sub := range subs {
		if strings.Contains(s, sub) {
			return true
		}
	}
	return false
}
