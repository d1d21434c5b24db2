package classify

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/waymark-dev/waymark/internal/terms"
)

// The freshness classes of a cached answer (SPEC §2, kind `cache`).
const (
	// Static answers do not change: definitions, historical facts, the text
	// of a document, identifiers. Served from the cache as they are.
	Static = "static"
	// Slow answers change now and then: versions and release notes, opening
	// hours, addresses, policies, schedules. Served with their observed_at
	// and a verification recipe.
	Slow = "slow"
	// Volatile answers change all the time: counts, statuses, prices, stock,
	// "latest"/"current"/"today" values, weather, scores, rates, queues,
	// rankings. Never served from the cache; only their route is (SPEC §2).
	Volatile = "volatile"
)

// Freshnesses lists every value Freshness can return, most to least stable.
var Freshnesses = []string{Static, Slow, Volatile}

// Cue weights: temporalWeight for words that pin a question to the present
// ("latest", "current", "today"), which outweigh any slow or static topic
// ("latest release version" is volatile); the others as in taskCues.
const temporalWeight = 8

var (
	volatileCues = concat(
		compile(Volatile, temporalWeight, "latest", "newest", "current", "currently", "now",
			"right now", "today", "tonight", "this week", "this month", "live",
			"recent", "most recent", "real time", "realtime", "up to date", "neueste*",
			"aktuell*", "heute", "jetzt", "actuel*", "aujourd", "maintenant", "dernier*",
			"dernieres", "actual", "actualmente", "hoy", "ahora", "ultimo", "ultima",
			"сейчас", "сегодня", "последн*", "текущ*"),
		compile(Volatile, 3, "how many", "number of", "count", "status", "price", "prices",
			"cost", "costs", "stock", "availability", "available", "weather", "forecast",
			"temperature", "score", "scores", "standings", "rate", "rates", "exchange rate",
			"queue", "wait time", "waiting time", "ranking", "rank", "ranked", "trending",
			"top stories", "headlines", "news", "balance", "odds", "departures", "arrivals",
			"delay", "delayed", "followers", "stars", "views", "likes", "downloads",
			"remaining", "left in stock", "seats left", "open issues", "open pull requests",
			"unread", "online", "wie viele", "preis", "preise", "kosten", "wetter",
			"delivery", "delivery date", "estimated delivery", "arrive", "arrives", "arrival",
			"eta", "rating", "ratings", "rated", "highest rated", "top rated", "best rated",
			"cheapest", "best seller", "bestseller", "bestsellers", "kostet", "wie viel",
			"wieviel", "lieferung", "liefertermin",
			"combien", "prix", "meteo", "cuantos", "cuantas", "precio", "precios", "clima",
			"сколько", "цена", "цены", "стоимость", "курс", "погода", "time is it", "local time",
			"wie spat", "uhrzeit", "quelle heure", "que hora"),
	)
	// soonCues pin a question to the days around now ("the next train", "the last game",
	// "the top story") but weigh less than a year or a title's words do ("the top story
	// on 21 July 1969", "Who wrote Tomorrow, and Tomorrow, and Tomorrow?").
	soonCues = compile(Volatile, 1, "top story", "headline", "front page", "departure", "next", "upcoming",
		"tomorrow", "yesterday", "last game", "last match", "last night", "last race")
	slowCues = concat(
		compile(Slow, 3, "release notes", "changelog", "change log", "opening hours",
			"business hours", "return policy", "privacy policy", "terms of service",
			"timetable", "system requirements", "offnungszeiten", "horaires", "horario",
			"расписание"),
		compile(Slow, 2, "version", "versions", "release", "releases", "hours", "open on",
			"address", "location", "where is", "phone", "contact", "email address", "policy",
			"policies", "terms", "privacy", "shipping", "schedule", "menu", "requirements",
			"supported", "documentation", "docs", "install*", "fee", "fees", "team", "ceo",
			"maintainer*", "owner", "members", "roadmap", "faq", "plan", "plans", "population",
			"adresse", "richtlinie*", "politique", "direccion", "politica", "адрес", "версия"),
	)
	staticCues = concat(
		compile(Static, 3, "who wrote", "written by", "who founded", "founded", "who invented",
			"invented", "who created", "born", "history", "historical", "originally",
			"first released", "when was", "when did", "in which year", "license", "licence",
			"text of", "quote", "isbn", "doi", "identifier", "sku", "part number",
			"model number", "order number", "confirmation number", "tracking number",
			"reference number", "booking number", "capital of", "definition", "define", "meaning of", "wikipedia",
			"gegrundet", "geschichte", "fonde", "histoire", "fundado", "historia", "основан",
			"история"),
		compile(Static, 1, "what is", "what does", "what are", "who is", "author", "title of",
			"id of", "published", "wrote", "was ist", "qu est ce", "que es", "что такое"),
	)
)

// volatileParts are volatile cues of scripts written without spaces between words
// (Chinese, Japanese, Korean), and Arabic words that take prefixes: found anywhere in the
// normalised question. Weather, today, now, current, real time, latest, price, share
// price, exchange rate, what time; Arabic price, weather, today, now, share, how much.
var volatileParts = []string{
	"天气", "今天", "现在", "当前", "实时", "最新", "价格", "股价", "汇率", "几点",
	"天氣", "現在", "當前", "價格", "股價", "匯率", "幾點", "今日", "天気", "価格", "株価", "為替", "何時",
	"날씨", "오늘", "현재", "가격", "주가", "환율",
	"سعر", "طقس", "اليوم", "الان", "الآن", "سهم", "كم",
}

var (
	reYear     = regexp.MustCompile(`\b(1[0-9]{3}|20[0-9]{2})\b`)
	reCurrency = regexp.MustCompile(`[$€£¥₹]\s?\d|\d\s?(?:usd|eur|gbp|chf|jpy|inr|€|\$|руб)\b|\b(?:usd|eur|gbp)\s?\d`)
	reCountOf  = regexp.MustCompile(`\b\d[\d,.]*\s*(?:open|closed|issues?|pull requests?|in stock|left|available|results?|items?|stars?|followers?|views?|downloads?|votes?|comments?|reviews?|people|users?|members?)\b`)
	reVersion  = regexp.MustCompile(`\bv?\d+\.\d+(?:\.\d+)?(?:[-+][0-9a-z.]+)?\b`)
	reStockish = regexp.MustCompile(`\b(?:in stock|out of stock|sold out|available|unavailable|open now|closed now|delayed|on time|cancell?ed)\b`)
)

// Freshness classifies how long a cached answer stays true (SPEC §2):
// Static, Slow or Volatile. question is the task or query text, answer
// the extracted answer (either may be empty).
//
// Cues in the question score each class: words pinning it to the present
// ("latest", "current", "now", "today", "live") weigh most and make it
// volatile whatever the topic; counts, statuses, prices, stock, weather,
// scores, rates, queues and rankings are volatile; release notes,
// versions, hours, addresses, policies and schedules slow; definitions,
// historical facts (including an explicit year), document text and
// identifiers static. The answer adds evidence: a currency amount, a
// count of open/available things or a stock/status word is volatile, a
// version number slow, a lone identifier or a long passage static. The
// highest score wins; ties go to the less stable class, because serving a
// stale volatile answer is worse than re-verifying a static one. With no
// cue at all the answer is Slow: unknown facts are re-verified now and
// then, never trusted forever nor thrown away.
func Freshness(question, answer string) string {
	q := parse(question)
	var vol, slow, stat float64
	for _, set := range [][]cue{volatileCues, soonCues, slowCues, staticCues} {
		for i := range set {
			c := &set[i]
			if c.lastClause(&q) < 0 {
				continue
			}
			switch c.kind {
			case Volatile:
				vol += c.weight
			case Slow:
				slow += c.weight
			case Static:
				stat += c.weight
			}
		}
	}
	nq := terms.Normalize(question)
	for _, p := range volatileParts {
		if strings.Contains(nq, p) {
			vol += 3
			break
		}
	}
	if reYear.MatchString(nq) {
		stat += 2 // "what was the price in 2019" asks about the past
	}
	na := terms.Normalize(answer)
	switch {
	case reCurrency.MatchString(na), reCountOf.MatchString(na), reStockish.MatchString(na):
		vol += 3
	case reVersion.MatchString(na):
		slow += 2
	case looksLikeID(na):
		stat += 2
	case utf8.RuneCountInString(na) > 400:
		stat++ // a passage of document text
	}
	switch {
	case vol > 0 && vol >= slow && vol >= stat:
		return Volatile
	case slow > 0 && slow >= stat:
		return Slow
	case stat > 0:
		return Static
	}
	return Slow
}

// looksLikeID reports whether s is a single token that mixes letters and
// digits (an order number, an ISBN, a commit hash, a UUID).
func looksLikeID(s string) bool {
	s = strings.TrimSpace(s)
	if len(s) < 6 || len(s) > 64 || strings.ContainsFunc(s, unicode.IsSpace) {
		return false
	}
	var letters, digits int
	for _, r := range s {
		switch {
		case unicode.IsDigit(r):
			digits++
		case unicode.IsLetter(r):
			letters++
		case r == '-' || r == '_' || r == '/' || r == ':' || r == '#':
		default:
			return false
		}
	}
	return digits > 0 && (letters > 0 || digits >= 8)
}
