package redact

import (
	"regexp"
	"strings"
)

// Some secrets are written in words: a passphrase of several ("Passphrase: correct horse
// battery staple"), the answer to a security question ("Security answer: Fluffy",
// "Mother's maiden name: Johnson"). A password pass reads one word of credential shape
// after its name; these are read on, word by word, to the end of the clause.

// answerName finds the name of a secret written in words, linked to its value by ":",
// "=", "is" or "was"; an answer after its security question in German, French, Spanish,
// Italian or Portuguese ("Sicherheitsfrage: …? Antwort: X", the question ended by a dash or a
// comma: "Sicherheitsfrage: Geburtsname der Mutter – Antwort: X"); an answer after "Q:" and a
// question of the kinds security questions ask, of the reader's first pet, childhood,
// mother's maiden name, where they were born ("Q: What was the name of your first pet? A:
// X"), not after any question of a FAQ ("Q: What's the first step? A: …"); a name in
// brackets ("Security question (mother's maiden name): X"); an answer in the clause after
// one that names the question ("if it asks the security question about my first pet, the
// answer is X"). Group 1 is a
// passphrase's name, group 2 a security answer's; group 3 an optional quote before the
// value.
var answerName = regexp.MustCompile(`(?i)(?:\b(pass\s?phrase)|\b((?:security|secret)\s+(?:question\s+)?answer|` +
	`answer\s+to\s+(?:the\s+|your\s+|my\s+|a\s+)?security\s+question|(?:mother(?:'|’)?s\s+)?maiden\s+name|` +
	`memorable\s+(?:word|information|info)|security\s+question\b[^\n?]{0,160}\?\s*answer|` +
	`security\s+question\b[^\n?.]{0,160}?,\s*(?:the|my)\s+answer|` + // "If it asks the security question about my pet, the answer is X"
	`(?:sicherheitsfrage|question\s+secr[èe]te|question\s+de\s+s[ée]curit[ée]|pregunta\s+(?:de\s+seguridad|secreta)|` +
	`domanda\s+di\s+sicurezza|pergunta\s+de\s+seguran[çc]a)[^\n?]{0,160}(?:\?|\s[–—-]|[,;])\s*(?:antwort|r[ée]ponse|respuesta|risposta|resposta)|` +
	`\bq(?:uestion)?\s*[:.][^\n?]{0,160}\b(?:your\s+(?:first|childhood|favou?rite|oldest|youngest|mother|father|high\s+school|` +
	`elementary|best\s+friend|nickname|honeymoon|middle\s+name|pet|maiden)|maiden\s+name|were\s+you\s+born|` +
	`did\s+you\s+(?:grow\s+up|meet)|first\s+pet)\b[^\n?]{0,160}\?\s*a(?:nswer)?|` +
	// a question, a dash and the answer's word in Nordic, Finnish, Polish, Turkish, Russian:
	// "Fråga 1: ”Vad hette ditt första husdjur?” – svar: X" (answerPass checks that the
	// text names security questions: securityQuestions)
	`\?["”»]?\s*[–—-]\s*(?:svar|vastaus|odpowied[źz]|cevap|ответ)))` +
	`\)?(?:\s*[:=]|\s+(?:is|was)\s*:?)[ \t]*(["'“‘]?)`)

// answerStems gate answerPass: a text holding none of them (lower case) names no such secret.
var answerStems = []string{"phrase", "answer", "maiden", "memorable", "antwort", "ponse", "respuesta", "risposta", "resposta", "q:", "q.",
	"svar", "vastaus", "odpowied", "cevap", "ответ"}

// securityQuestions name security questions (lower case in ASCII) in the languages whose
// answer words answerName reads after a question and a dash alone: a text holding none of
// them is a FAQ's, not an account's.
var securityQuestions = []string{"säkerhetsfråg", "sikkerhedsspørgsmål", "sikkerhetsspørsmål", "turvakysymy", "pytanie bezpieczeństwa",
	"pytania bezpieczeństwa", "güvenlik soru", "контрольн", "секретн"}

// notAnswers are first words of fewer than three after an answer's name that say something
// of the answer rather than give it ("Your security answer is case sensitive", "Your
// passphrase is correct."), besides notSecrets.
var notAnswers = map[string]bool{"case": true, "case-sensitive": true, "sensitive": true, "correct": true,
	"saved": true, "too": true, "needed": true, "different": true, "unique": true}

// maxAnswerWords caps the words of an unquoted value: a passphrase of diceware words, a
// place's or a person's name.
const maxAnswerWords = 8

// answerPass masks the value after each name answerName finds (SPEC §8): a passphrase as a
// password, of 3 words or more when not quoted (one word of a password's shape is
// prosePass's); a security answer as a secret, of one word or more. The value runs to its
// closing quote, or to the end of the line, a sentence mark, markup, a label ("PIN:") or
// "and" / "or" / "then".
func (r *Redactor) answerPass(s string) []seg {
	if len(s) < 12 {
		return nil
	}
	low := asciiLower(s)
	if !containsAny(low, answerStems...) {
		return nil
	}
	b := builder{s: s}
	for _, m := range answerName.FindAllStringSubmatchIndex(s, -1) {
		if m[4] >= 0 && s[m[4]] == '?' && !containsAny(low, securityQuestions...) {
			continue // "Hur gör jag? – Svar: …" of a FAQ
		}
		i := m[1]
		var j, words int
		if m[7] > m[6] { // quoted: to the closing quote on the line
			end := strings.IndexAny(s[i:], "\"'”’\n")
			if end <= 0 || end > 128 || s[i+end] == '\n' {
				continue
			}
			j, words = i+end, len(strings.Fields(s[i:i+end]))
		} else {
			j, words = answerEnd(s, i)
		}
		if words == 0 {
			continue
		}
		first := strings.ToLower(strings.TrimRight(strings.Fields(s[i:j])[0], sentenceEnd))
		if m[7] == m[6] && (words < 3 && notAnswers[first] || !secretWord(first)) || IsPlaceholder(s[i:j]) {
			continue
		}
		class := Secret
		if m[2] >= 0 {
			class = Password
			if words < 3 && m[7] == m[6] {
				continue
			}
		}
		b.add(i, j, r.mask(s[i:j], class))
	}
	return b.done()
}

// answerEnd returns where the unquoted value that begins at s[i:] ends, and its words: up
// to maxAnswerWords words of one line, none a label, "and", "or" or "then", the last one
// ending where a sentence mark closes it.
func answerEnd(s string, i int) (end, words int) {
	end = i
	for at := i; at < len(s) && words < maxAnswerWords; {
		for at < len(s) && (s[at] == ' ' || s[at] == '\t') {
			at++
		}
		k := at
		for k < len(s) && !isSpaceByte(s[k]) && s[k] != '<' && s[k] != '|' {
			k++
		}
		w := s[at:k]
		if w == "" || strings.HasSuffix(w, ":") {
			break
		}
		if words > 0 {
			switch strings.ToLower(w) {
			case "and", "or", "then":
				return end, words
			}
		}
		bare := strings.TrimRight(w, sentenceEnd)
		if bare == "" {
			break
		}
		end, words = at+len(bare), words+1
		if len(bare) < len(w) || k < len(s) && s[k] != ' ' && s[k] != '\t' {
			break // "Fluffy." or the line's end
		}
		at = k
	}
	return end, words
}
