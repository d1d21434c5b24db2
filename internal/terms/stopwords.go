package terms

// stopWords are dropped by Terms. They are written as Normalize leaves them
// (lower case, no accents). The list is short on purpose: only function
// words frequent enough to swamp lexical overlap — English, plus the
// commonest German, French, Spanish and Russian ones. Words that also carry
// meaning in English ("son", "war", "also", "may" the month, "sin", "con") are left
// out; "die" and "mit" are stop words in German text only (germanStops). German "für"
// (folded "fur") stays one: it is far more frequent than the fur.
var stopWords = setOf(
	// English
	"a", "an", "the", "and", "or", "but", "if", "of", "to", "in", "on", "at", "by",
	"for", "with", "from", "into", "onto", "about", "as", "is", "are", "was", "were",
	"be", "been", "being", "am", "it", "its", "this", "that", "these", "those",
	"there", "here", "i", "me", "my", "we", "us", "our", "you", "your", "he", "him",
	"his", "she", "her", "they", "them", "their", "what", "which", "who", "whom",
	"whose", "when", "where", "why", "how", "do", "does", "did", "have", "has",
	"had", "can", "could", "would", "should", "will", "shall", "might",
	"must", "please", "just", "than", "then", "so", "too", "very", "some", "any",
	"each", "all", "no", "not", "many", "much", "s", "t",
	// what is left of a negative contraction ("don't" → "don" "t")
	"don", "doesn", "didn", "isn", "aren", "wasn", "weren", "hasn", "haven", "hadn",
	"couldn", "shouldn", "wouldn", "mustn", "needn",
	// German
	"der", "das", "den", "dem", "des", "ein", "eine", "einen", "einem",
	"einer", "eines", "und", "oder", "aber", "ist", "sind", "im", "am", "auf",
	"aus", "bei", "nach", "von", "vor", "zu", "zum", "zur", "fur", "uber",
	"ich", "du", "er", "sie", "es", "wir", "ihr", "nicht", "auch", "wie", "wer",
	"wo", "als", "noch", "nur", "sich", "dass", "bitte",
	// French
	"le", "la", "les", "un", "une", "du", "de", "et", "ou", "en", "au", "aux",
	"ce", "cet", "cette", "ces", "dans", "par", "pour", "sur", "avec", "sans",
	"est", "sont", "je", "tu", "il", "elle", "nous", "vous", "ils", "elles",
	"qui", "que", "ne", "pas", "se", "sa", "ses", "mon", "ma", "mes", "leur",
	"leurs",
	// Spanish
	"el", "los", "las", "unos", "unas", "del", "al", "para",
	"sobre", "esta", "este", "esto", "estos", "estas", "su", "sus", "mi",
	"mis", "lo", "le", "como", "pero", "muy", "ya",
	// Russian
	"и", "в", "во", "на", "с", "со", "по", "для", "не", "что", "как", "это",
	"из", "от", "до", "за", "или",
)

func setOf(words ...string) map[string]struct{} {
	m := make(map[string]struct{}, len(words))
	for _, w := range words {
		m[w] = struct{}{}
	}
	return m
}
