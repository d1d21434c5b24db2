package waymark

// Words of one meaning, as rewordedReading reads a stretch of a query that differs from its
// request (sameMeaning): "newest" for "latest", "Make a reservation" for "Book a table",
// "M" for "medium".

// sameMeanings give words that pick the same one of a list the word that stands for them
// all: the newest of a list is its latest, the least expensive its cheapest (a superlative
// of time, price or size: sortOrder reads the same order of each); the words that give a
// thing's name ("called", "titled"); a console's names of one machine ("server",
// "instance", "VM"); verbs of one meaning whatever their object; a table booked, an
// e-mail written, a cart and a size (sizeLetters: added by init), a shop's coupon, a
// shipping address and a site's display language in other words.
// Two stretches both listed are the same only when they stand for the same word.
var sameMeanings = map[string]string{
	"latest": "latest", "newest": "latest", "most recent": "latest", "last": "latest",
	"oldest": "oldest", "earliest": "oldest", "least recent": "oldest",
	"cheapest": "cheapest", "least expensive": "cheapest", "lowest priced": "cheapest",
	"most expensive": "priciest", "priciest": "priciest", "highest priced": "priciest",
	"largest": "largest", "biggest": "largest",
	"nearest": "nearest", "closest": "nearest",
	"called": "named", "named": "named", "titled": "named", "entitled": "named",
	"with": "with", "using": "with", "via": "with", // "pay … with my saved card"
	// a machine a console lists, by the names consoles give it
	"server": "server", "instance": "server", "vm": "server", "virtual machine": "server",
	"servers": "servers", "instances": "servers", "vms": "servers", "replica": "server", "replicas": "servers", // "6 replicas" of a service
	"when": "when", "what time": "when", "at what time": "when",
	// verbs of one meaning whatever their object: "put a hold on" is "place a hold on",
	// "sign me up for autopay" "enroll in autopay", "turn on" "enable"
	"place": "place", "put": "place",
	"enroll in": "enroll", "enrol in": "enroll", "sign up for": "enroll", "sign me up for": "enroll", "register for": "enroll",
	"turn on": "on", "switch on": "on", "enable": "on", "activate": "on", "switch to": "on", // "Switch to dark mode"
	"mode": "mode", "theme": "mode", // "dark theme" for "dark mode"
	"turn off": "off", "switch off": "off", "disable": "off", "deactivate": "off", "stop": "off",
	"turn": "turn", "switch": "turn", // "Switch email notifications off"
	"move": "move", "reschedule": "move", "push": "move", // an event to another time
	"send email": "send email", "email": "send email", "write": "send email", // "Write to Bob that …"
	"saying": "saying", "that": "saying",
	"cart": "cart", "basket": "cart", "shopping cart": "cart", "shopping basket": "cart", "shopping bag": "cart", // not "bag": "a golf bag"
	// a restaurant's table booked in other words ("Make a reservation for 2 at 7pm")
	"book table": "book table", "reserve table": "book table", "make reservation": "book table",
	"make table reservation": "book table", "make booking": "book table", "get table": "book table",
	"get me table": "book table", "get us table": "book table",
	"book": "book", "get me": "book", "get us": "book", // "Get me a table …", "Get us two seats …"
	// a mailing list left, a renewal by itself ("Opt out of the weekly newsletter",
	// "automatic renewal")
	"unsubscribe from": "unsubscribe", "unsubscribe": "unsubscribe", "opt out of": "unsubscribe", "opt out": "unsubscribe",
	"auto-renew": "auto-renew", "auto renew": "auto-renew", "autorenew": "auto-renew", "auto-renewal": "auto-renew",
	"auto renewal": "auto-renew", "automatic renewal": "auto-renew", "automatic renewals": "auto-renew",
	// a mailbox's messages ("Archive all messages from LinkedIn"); not the singular: "email"
	// is also a verb
	"emails": "emails", "e-mails": "emails", "mails": "emails", "messages": "emails",
	// a thing made ("Set up a meeting with Dana …", "Make a new folder …" for "Create …"; not
	// "schedule", which may mean later: "Schedule a post")
	"create": "create", "set up": "create", "setup": "create", "make": "create",
	// an order or a parcel followed ("Where is my order 112-4455", "Check the status of my
	// order …" for "Track my order …")
	"track": "track", "where is": "track", "check the status of": "track", "check status of": "track",
	"get the status of": "track", "check on": "track",
	// a code a shop takes off the price, by the names shops give it ("Apply promo code
	// SAVE10" for "Apply coupon code SAVE10")
	"coupon": "coupon", "promo": "coupon", "promotional": "coupon", "discount": "coupon", "voucher": "coupon",
	"coupon code": "coupon", "promo code": "coupon", "promotional code": "coupon", "discount code": "coupon", "voucher code": "coupon",
	// where an order goes ("Change my delivery address" for "Change my shipping address")
	"shipping": "shipping", "delivery": "shipping", "shipping address": "shipping address", "delivery address": "shipping address",
	// the language a site's pages are shown in
	"display language": "display language", "ui language": "display language", "interface language": "display language",
	"site language": "display language", "display": "display", "ui": "display", "interface": "display",
	// a thing filed, logged or raised is created ("File a bug …", "Raise a ticket …" for
	// "Create a bug …"); not "open", which may mean to view it, nor "report", which may
	// flag a user
	"file": "create", "raise": "create", "log": "create",
	// a subscription by its other names ("Cancel my Premium membership")
	"subscription": "subscription", "membership": "subscription", "plan": "subscription",
	// notifications by their other name ("Switch off the email alerts")
	"notifications": "notifications", "alerts": "notifications", "notification": "notifications", "alert": "notifications",
	// a bill's kind ("Pay my power bill" for "Pay my electric bill")
	"electric": "electric", "electricity": "electric", "power": "electric",
	// a shirt by its other names ("two blue tees")
	"t shirts": "t-shirts", "tshirts": "t-shirts", "tees": "t-shirts", "t shirt": "t-shirt", "tshirt": "t-shirt", "tee": "t-shirt",
	// grown-ups are adults ("for 2 grown-ups")
	"adults": "adults", "grown ups": "adults", "grownups": "adults",
	// an e-mail by its other name ("Send a mail to Bob …")
	"mail": "send email", "e-mail": "send email",
	// a service's count of instances set ("Set checkout-api to 6 instances")
	"set": "set", "scale": "set", "resize": "set", "change": "set", "update": "set", // "Set checkout-api to 6 instances", "Change the session timeout to 30 minutes"
}

func init() {
	// a size of clothes by its letter ("2 M blue t-shirts" for "2 medium blue t-shirts")
	for letter, size := range sizeLetters {
		sameMeanings[letter], sameMeanings[size] = size, size
	}
}
