package waymark

import "testing"

// otherQuestion is questionsDiffer of two texts (intent and question, their terms qterms
// and qt), each read by parseQuestion.
func otherQuestion(intent string, qterms []string, question string, qt []string) bool {
	return questionsDiffer(parseQuestion(intent), parseQuestion(question), qterms, qt)
}

// questionWord is the word parseQuestion reads of s: "who", "what", "which", "which
// place", "when", "what time", "what date", "where", "why", "how many", "how much", "how old", "how", "yes/no", or
// "" for a text that asks none.
func questionWord(s string) string { return parseQuestion(s).word }

func TestQuestionWord(t *testing.T) {
	for in, want := range map[string]string{
		"Where was Alan Turing born?":                                   "where",
		"When was Alan Turing born?":                                    "when",
		"What year was Alan Turing born?":                               "what date",
		"In which year was Alan Turing born":                            "what date",
		"How many open issues are there?":                               "how many",
		"how much is the mug":                                           "how much",
		"How do I reset my password":                                    "how",
		"Who won the 2022 World Cup final?":                             "who",
		"Which EU countries use the euro?":                              "which",
		"Whose book is this?":                                           "who",
		"What is the date of birth of Alan Turing":                      "what date",
		"What is the population of Paris":                               "which",
		"When the page loads, star the waymark repository":              "",
		"How about starring the waymark repository?":                    "",
		"Star the waymark repository, which the team uses":              "",
		"Could you star the waymark repository?":                        "",
		"Is the waymark repository starred?":                            "yes/no",
		"Do I follow octocat?":                                          "yes/no",
		"Alan Turing was born where?":                                   "where",
		"Argentina beat whom in the 2014 final?":                        "who",
		"Tell me how many stars the waymark repository has":             "how many",
		"Do you know where Alan Turing was born?":                       "where",
		"What's the date of birth of Alan Turing?":                      "what date",
		"On what date was Alan Turing born":                             "what date",
		"Where to buy a mug":                                            "where",
		"How tall is the Eiffel Tower":                                  "how",
		"Tell me, when was SpaceX founded":                              "when",
		"Quick question: is my flight UA 200 cancelled?":                "yes/no",
		"Hi! Has my flight UA 200 been cancelled?":                      "yes/no",
		"Is my flight UA 200 cancelled":                                 "yes/no",
		"Check whether eco mode is on":                                  "yes/no",
		"Go to Wikipedia, and tell me when Alan Turing was born.":       "when",
		"Navigate to Wikipedia and find out where Mozart died":          "where",
		"I need to know where Mozart died":                              "where",
		"Can you star the waymark repository, which octocat maintains?": "",
		"Could we archive the emails from LinkedIn?":                    "",
		"Do the laundry":                                                "",
		"What did Mozart die of?":                                       "what",
		"What is the Louvre?":                                           "what",
		"Inception was directed by whom?":                               "who",
		"Mozart: where did he die?":                                     "where",
		"Could you book a table at Nopa, where we went last time?":      "",
		"Could you book a table at Nopa where we went last time?":       "",
		"In which city was Alan Turing born?":                           "which place",
		"At what age did Alan Turing die?":                              "how old",
		"Which team beat Argentina?":                                    "who",
		"Will my flight UA 100 be cancelled?":                           "yes/no",
		"In the 2014 final, which team did Germany beat?":               "who",
		"Find the price of the mug":                                     "",
		"What time does the Eastside Branch close on Saturday?":         "what time",
		"What Saturday does the Eastside Branch close?":                 "what date",
		"What is the Saturday schedule?":                                "what",
		"Wann wurde Alan Turing geboren?":                               "",
		"":                                                              "",
	} {
		if got := questionWord(in); got != want {
			t.Errorf("questionWord(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestSameQuestion(t *testing.T) {
	for _, tc := range []struct {
		query, question string
		want            bool
	}{
		{"What year was Alan Turing born?", "What year was Alan Turing born?", true},
		{"When was Alan Turing born?", "What year was Alan Turing born?", true},
		{"Tell me when Alan Turing was born", "When was Alan Turing born?", true},
		{"Where was Alan Turing born?", "When was Alan Turing born?", false},
		{"What year was Alan Turing's father born?", "What year was Alan Turing born?", false},
		{"What is the population of New York City?", "What is the population of New York City in 1900?", false},
		{"What is the population of New York City in 1900?", "What is the population of New York City in 1900?", true},
		{"Which EU countries use the euro?", "Which EU countries do not use the euro?", false},
		{"Which EU countries don't use the euro?", "Which EU countries do not use the euro?", true},
		{"What is the population of New York?", "What is the population of New York City?", true}, // a word less
		{"What EU countries do not use the euro?", "Which EU countries do not use the euro?", true},
		{"Who beat Argentina in the 2022 final?", "Who did Argentina beat in the 2022 final?", false},
		{"Who did Argentina beat in the 2022 final?", "Who did Argentina beat in the 2022 final?", true},
		{"In the 2022 final who did Argentina beat?", "Who did Argentina beat in the 2022 final?", true},
		{"Argentina beat who in the 2022 final?", "Who did Argentina beat in the 2022 final?", true}, // no auxiliary, the same order
		{"What is the date of birth of Alan Turing?", "When was Alan Turing born?", false},           // another term: "date", "birth"
		{"Argentina beat whom in the 2022 final?", "Who beat Argentina in the 2022 final?", false},
		{"Argentina beat whom in the 2022 final?", "Who did Argentina beat in the 2022 final?", true},
		{"In which year was Alan Turing born?", "When was Alan Turing born?", true},
		{"On what date was Alan Turing born?", "When was Alan Turing born?", true},
		{"What year was Alan Turing born?", "Where was Alan Turing born?", false},
		{"Was Alan Turing born in 1912?", "When was Alan Turing born?", false},
		{"Which team beat Argentina in the 2022 final?", "Who beat Argentina in the 2022 final?", false}, // "team": a word more
		{"Which pets does the Ritz allow?", "Does the Ritz allow pets?", false},
		{"Does the Ritz allow pets?", "Does the Ritz allow pets?", true},
	} {
		q, c := termsOf(tc.query), termsOf(tc.question)
		if got := sameQuestion(readQuery(tc.query, q), tc.question, c); got != tc.want {
			t.Errorf("sameQuestion(%q, %q) = %v, want %v", tc.query, tc.question, got, tc.want)
		}
	}
}

func TestOtherQuestion(t *testing.T) {
	for _, tc := range []struct {
		query, stored string
		want          bool
	}{
		{"Where was Alan Turing born?", "When was Alan Turing born?", true},
		{"Which team beat Argentina?", "Who beat Argentina?", false}, // "which" may ask anything
		{"Which team did Argentina beat?", "Who beat Argentina?", true},
		{"What did Mozart die of?", "When did Mozart die?", true},
		{"What is the Louvre?", "Where is the Louvre?", true},
		{"What was the Eiffel Tower built for?", "When was the Eiffel Tower built?", true},
		{"Tell me, when was SpaceX founded", "Who founded SpaceX?", true},
		{"Who was Inception directed by?", "Who directed Inception?", false},
		{"Inception was directed by whom?", "Who directed Inception?", false},
		{"Which country won the 2022 World Cup?", "Who won the 2022 World Cup?", false},
		{"How much RAM does the MacBook Air M3 have?", "How many GB of RAM does the MacBook Air M3 have?", false},
		{"What does LGTM mean?", "What is the meaning of LGTM?", false},
		{"When was Alan Turing born?", "In which city was Alan Turing born?", true},
		{"When did Alan Turing die?", "At what age did Alan Turing die?", true},
		{"In the 2014 World Cup final, which team did Germany beat?", "Which team did Germany beat in the 2014 World Cup final?", false},
		{"At the Ritz Paris, when does check-in start?", "What time does check-in start at the Ritz Paris?", false},
		{"What Saturday does the Eastside Branch close?", "What time does the Eastside Branch close on Saturday?", true},
		{"What day does the summer sale end?", "What time does the summer sale end?", true},
		{"When does the Eastside Branch close on Saturday?", "What time does the Eastside Branch close on Saturday?", false},
		{"What year was Alan Turing born?", "When was Alan Turing born?", false},
		{"Which movies were directed by Christopher Nolan?", "Which movies did Christopher Nolan direct?", false},
		{"Shakespeare wrote which plays?", "What plays did Shakespeare write?", false},
		{"What is the height of the Eiffel Tower?", "How tall is the Eiffel Tower?", false},
		{"Argentina beat whom?", "Who beat Argentina?", true},
		{"Who did Argentina beat?", "Who beat Argentina?", true},
		{"Who did Argentina beat?", "Whom did Argentina beat?", false},
		{"Is the waymark repository starred?", "How many stars does the waymark repository have?", true},
		{"When the page loads, star the repository", "When was the repository starred?", false}, // no question
		{"Which pets does the Ritz allow?", "Does the Ritz allow pets?", true},
		{"What pets does the Ritz allow?", "Does the Ritz allow pets?", true},
		{"Does the Ritz allow pets?", "Which pets does the Ritz allow?", true},
		{"Which pets does the Ritz allow?", "What pets does the Ritz allow?", false},
	} {
		if got := otherQuestion(tc.query, termsOf(tc.query), tc.stored, termsOf(tc.stored)); got != tc.want {
			t.Errorf("otherQuestion(%q, %q) = %v, want %v", tc.query, tc.stored, got, tc.want)
		}
	}
}

// FuzzQuestion: any text reads as one of the known question words or none, never asks
// another question than itself, and never turns its own phrasal verb around.
func FuzzQuestion(f *testing.F) {
	for _, s := range []string{"Where was Alan Turing born?", "Who did Argentina beat?", "Argentina beat whom?",
		"In the 2014 final, which team did Germany beat?", "Is it on?", "Turn the light on the porch off", "Log into GitHub",
		"When the page loads, star it", "how", "?", ",,,?", "Which movies were directed by Nolan?"} {
		f.Add(s)
	}
	known := map[string]bool{"": true, "who": true, "what": true, "when": true, "what time": true, "what date": true, "where": true, "why": true, "how": true,
		"how many": true, "how much": true, "how old": true, "yes/no": true, "which": true, "which place": true}
	f.Fuzz(func(t *testing.T, s string) {
		if w := questionWord(s); !known[w] {
			t.Fatalf("questionWord(%q) = %q", s, w)
		}
		if otherQuestion(s, termsOf(s), s, termsOf(s)) {
			t.Fatalf("%q asks another question than itself", s)
		}
		for kind, p := range particles(s) {
			if oppositeParticle[p] == "" {
				t.Fatalf("particles(%q)[%s] = %q", s, kind, p)
			}
		}
		if reversed(particles(s), particles(s)) {
			t.Fatalf("%q turns its own verb around", s)
		}
	})
}

func TestOtherTense(t *testing.T) {
	for _, c := range []struct{ query, stored, want string }{
		{"When were my checked out books due?", "When are my checked out books due?", "were"},
		{"When did the store open?", "When does the store open?", "did"},
		{"Was my refill ready?", "Is my refill ready?", "was"},
		{"When is my order arriving?", "When was my order shipped?", "is"},
		{"When will my books be due?", "When are my books due?", ""}, // what is due now
		{"When are my books due?", "When are my books due?", ""},
		{"What are my books?", "List my books", ""}, // the stored asks with none
		{"How many stars did it have?", "How many stars does it have?", "did"},
		{"How many issues did I open?", "On the Issues page, how many issues are open?", "did"}, // after a phrase before the question
		{"On the Issues page, how many issues are open?", "How many issues are open?", ""},
		{"How many of the stars it had then are left?", "How many stars does it have?", ""}, // the first four words only
	} {
		if got := otherTense(c.query, c.stored); got != c.want {
			t.Errorf("otherTense(%q, %q) = %q, want %q", c.query, c.stored, got, c.want)
		}
	}
}
