package waymark

import "testing"

func TestPartOf(t *testing.T) {
	for _, tt := range []struct{ query, stored, verb, want string }{
		{"Delete the objects in the bucket my-logs", "Delete the bucket my-logs", "delet", "objects"},
		{"Delete all files in the bucket my-logs", "Delete the bucket my-logs", "delet", "files"},
		{"Delete the attachments of all emails from Alice", "Delete all emails from Alice", "delet", "attachments"},
		{"Cancel one item of my order", "Cancel my order", "cancel", "one item"},
		{"Mute @x's retweets", "Mute @x", "mute", "retweets"},
		{"Remove the photos in my latest post", "Delete my latest post", "delet", "photos"}, // the same action by a synonym
		{"Cancel all of my order", "Cancel my order", "cancel", ""},                         // the whole
		{"Cancel my order", "Cancel my order", "cancel", ""},
		{"Cancel my order of shoes", "Cancel my order", "cancel", ""}, // the order, said of what
		{"Cancel my premium subscription on the family plan", "Cancel my premium subscription", "cancel", ""},
		{"Transfer $50 from checking to savings", "Transfer $50 to savings", "transfer", ""},
		{"Delete the objects in the bucket my-logs", "Show the bucket my-logs", "delet", ""},           // the stored request does not delete
		{"Delete the bucket policy of my-logs", "Delete the bucket my-logs", "delet", "bucket policy"}, // a kind and its name split
		{"Stop the instance group of web-prod-1", "Stop the instance web-prod-1", "stop", "instance group"},
		{"Delete the bucket of my-logs", "Delete the bucket my-logs", "delet", ""},                                      // the same bucket, said so
		{"Cancel my order of March 14", "Cancel my order", "cancel", ""},                                                // an object of one word
		{"Delete backup-2023 from the storage bucket", "Delete the storage bucket backup-2023", "delet", "backup 2023"}, // a thing of its name in one of its kind
		{"Delete from the storage bucket backup-2023", "Delete the storage bucket backup-2023", "delet", ""},
		{"Cancel my yoga class booking on Thursday", "Cancel my Thursday yoga class booking", "cancel", ""}, // the day said after
	} {
		if got := partOf(tt.query, tt.stored, tt.verb); got != tt.want {
			t.Errorf("partOf(%q, %q) = %q, want %q", tt.query, tt.stored, got, tt.want)
		}
	}
}

func TestOtherOne(t *testing.T) {
	for _, tt := range []struct{ query, stored, verb, want string }{
		{"Delete my second latest post", "Delete my latest post", "delet", "second"},
		{"Delete Bob's latest post", "Delete my latest post", "delet", "bob's"},
		{"Cancel the 2nd order", "Cancel the order", "cancel", "2nd"},
		{"Delete my latest post", "Delete my latest post", "delet", ""},
		{"Delete my latest two posts", "Delete my latest post", "delet", ""},       // how many, not which
		{"Delete Bob's latest post", "Delete Bob's latest post", "delet", ""},      // the same owner
		{"Delete Bob's latest post", "Delete the latest post", "delet", ""},        // the stored request names no owner
		{"Delete my second post", "Delete my second post", "delet", ""},            // the same place
		{"Unfollow Alice's brother", "Unfollow my brother", "unfollow", "alice's"}, // an owner of a person
	} {
		if got := otherOne(tt.query, tt.stored, tt.verb); got != tt.want {
			t.Errorf("otherOne(%q, %q) = %q, want %q", tt.query, tt.stored, got, tt.want)
		}
	}
}

func TestOtherOwner(t *testing.T) {
	for _, tt := range []struct{ query, stored, want string }{
		{"Change Bob's password", "Change my password", "bob's"},
		{"Check in for my son's flight", "Check in for my flight", "son's"},
		{"Cancel Alice's subscription", "Cancel my premium subscription", "alice's"}, // one of the words after "my"
		{"Check in for today's flight", "Check in for my flight", ""},                // a day owns nothing
		{"Change my account's password", "Change my password", ""},                   // still the speaker's
		{"Let's change my password", "Change my password", ""},
		{"Change Bob's password", "Change the password", ""}, // the stored request names no owner
		{"Book a table at Luigi's place", "Book a table at my place", "luigi's"},
		{"Book a table at Luigi's for my party", "Book a table for my party", ""}, // another thing's owner
		{"Change Bob's email", "Change my password", ""},
	} {
		if got := otherOwner(lowerWords(tt.query), lowerWords(tt.stored)); got != tt.want {
			t.Errorf("otherOwner(%q, %q) = %q, want %q", tt.query, tt.stored, got, tt.want)
		}
	}
}

func TestFewerThanAll(t *testing.T) {
	for _, tt := range []struct {
		query, stored string
		want          bool
	}{
		{"Renew my checked out book", "Renew all my checked out books", true},
		{"Renew a checked out book", "Renew all my checked out books", true},
		{"Renew some of my books", "Renew all my books", true},
		{"Renew my checked out books", "Renew all my checked out books", false},
		{"Accept cookies", "Accept all cookies", false},
	} {
		if got := fewerThanAll(tt.query, tt.stored); got != tt.want {
			t.Errorf("fewerThanAll(%q, %q) = %v, want %v", tt.query, tt.stored, got, tt.want)
		}
	}
}
