// Package classify puts labels on what an agent saw and did, by rules over
// normalised text: the task type of an intent (SPEC §6), the freshness of a
// cached answer (SPEC §2) and the friction class of a failed step (SPEC §7),
// plus whether a click answered a cookie-consent banner.
//
// Every function is pure, total and cheap: any string in, one of a fixed set
// of labels out.
//
//	classify.TaskType("Find a men's XL T-shirt and add it to the cart") // "add_to_cart"
//	classify.Freshness("how many issues are open", "42 open")             // "volatile"
//	classify.Friction("Timeout 30000ms exceeded", u, "Just a moment...", "") // "bot_wall"
//	classify.IsConsentClick("Alle akzeptieren", "")                        // true
package classify
