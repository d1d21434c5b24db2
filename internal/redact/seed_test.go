package redact

import "testing"

// TestSeedPhrases: a wallet's recovery phrase (12 to 24 words of BIP-39's list) is masked
// whole, named or not, in a row, numbered, in HTML or in an accessibility snapshot; fewer
// words, other words, and prose are not.
func TestSeedPhrases(t *testing.T) {
	const phrase = "legal winner thank year wave sausage worth useful legal winner thank yellow"
	checkTexts(t, []textCase{
		{"named", "Seed phrase: " + phrase, "Seed phrase: {{secret}}"},
		{"in a sentence", "Your 12-word recovery phrase is: " + phrase + ". Keep it safe.", "Your 12-word recovery phrase is: {{secret}}. Keep it safe."},
		{"capital first", "Legal winner thank year wave sausage worth useful legal winner thank yellow.", "{{secret}}."},
		{"24 words", "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon " +
			"abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon art", "{{secret}}"},
		{"numbered", "1. legal 2. winner 3. thank 4. year 5. wave 6. sausage 7. worth 8. useful 9. legal 10. winner 11. thank 12. yellow",
			"1. {{secret}}"},
		{"numbered lines", "1) legal\n2) winner\n3) thank\n4) year\n5) wave\n6) sausage\n7) worth\n8) useful\n9) legal\n10) winner\n11) thank\n12) yellow\n",
			"1) {{secret}}\n"},
		{"comma separated", "legal, winner, thank, year, wave, sausage, worth, useful, legal, winner, thank, yellow", "{{secret}}"},
		{"html", "<ol><li>legal</li><li>winner</li><li>thank</li><li>year</li><li>wave</li><li>sausage</li><li>worth</li>" +
			"<li>useful</li><li>legal</li><li>winner</li><li>thank</li><li>yellow</li></ol>", "<ol><li>{{secret}}</li></ol>"},
		{"snapshot", "- generic [ref=e5]: legal\n- generic [ref=e6]: winner\n- generic [ref=e7]: thank\n- generic [ref=e8]: year\n" +
			"- generic [ref=e9]: wave\n- generic [ref=e10]: sausage\n- generic [ref=e11]: worth\n- generic [ref=e12]: useful\n" +
			"- generic [ref=e13]: legal\n- generic [ref=e14]: winner\n- generic [ref=e15]: thank\n- generic [ref=e16]: yellow",
			"- generic [ref=e5]: {{secret}}"},
		{"spanish", "Frase de recuperación: ancho anciano ancla andar andén anemia ángulo anillo ánimo anís anotar antena",
			"Frase de recuperación: {{secret}}"},
		{"japanese", "いったん\u3000いっち\u3000いってい\u3000いっぽう\u3000いてざ\u3000いてん\u3000いどう\u3000いとこ\u3000いない\u3000いなか\u3000いねむり\u3000いのち",
			"{{secret}}"},
		{"korean", "경험 계곡 계단 계란 계산 계속 계약 계절 계층 계획 고객 고구려", "{{secret}}"},
		{"chinese", "去 把 性 好 应 开 它 合 还 因 由 其", "{{secret}}"},
		{"decomposed accents", "ancho anciano ancla andar ande\u0301n anemia a\u0301ngulo anillo a\u0301nimo ani\u0301s anotar antena.",
			"{{secret}}."},
		{"two lists", "legal winner thank year wave sausage ancho anciano ancla andar andén anemia",
			"legal winner thank year wave sausage ancho anciano ancla andar andén anemia"},
		{"eleven words", "legal winner thank year wave sausage worth useful legal winner thank", "legal winner thank year wave sausage worth useful legal winner thank"},
		{"a word of no list", "legal winner thank year wave sausage worth useful legal winner thank yellowish", "legal winner thank year wave sausage worth useful legal winner thank yellowish"},
		{"prose", "I want to buy a new laptop and a phone for my son who is at school this year", "I want to buy a new laptop and a phone for my son who is at school this year"},
		{"about the phrase", "Write down your seed phrase and keep it safe.", "Write down your seed phrase and keep it safe."},
		{"json string", `{"mnemonic": "` + phrase + `"}`, `{"mnemonic": "{{secret}}"}`},
		{"json array", `["` + phrase + `"]`, `["{{secret}}"]`},
		{"in capitals", "Recovery phrase: LEGAL WINNER THANK YEAR WAVE SAUSAGE WORTH USEFUL LEGAL WINNER THANK YELLOW",
			"Recovery phrase: {{secret}}"},
		{"title case", "Legal Winner Thank Year Wave Sausage Worth Useful Legal Winner Thank Yellow",
			"Legal Winner Thank Year Wave Sausage Worth Useful Legal Winner Thank Yellow"}, // a menu's or a heading's
		{"cases mixed", "legal winner thank year wave sausage WORTH USEFUL LEGAL WINNER THANK YELLOW",
			"legal winner thank year wave sausage WORTH USEFUL LEGAL WINNER THANK YELLOW"},
	})
}

// TestSeedPhraseEndsAtItsLength: a phrase of a length BIP-39 gives ends where a comma sets
// the sentence's next words off, though they are words of the list too; a list of words
// parted by commas, or a run with no comma, is masked whole.
func TestSeedPhraseEndsAtItsLength(t *testing.T) {
	checkTexts(t, []textCase{
		{"then a clause", "Restore my wallet with the seed phrase: legal winner thank year wave sausage worth useful legal winner thank yellow, then check my ETH balance.",
			"Restore my wallet with the seed phrase: {{secret}}, then check my ETH balance."},
		{"a list with commas", "legal, winner, thank, year, wave, sausage, worth, useful, legal, winner, thank, yellow", "{{secret}}"},
		{"thirteen words", "legal winner thank year wave sausage worth useful legal winner thank yellow then", "{{secret}}"},
	})
}
