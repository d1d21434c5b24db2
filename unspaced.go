package waymark

import (
	"strings"
	"unicode"
)

// Requests in scripts written without spaces between words (Chinese, Japanese, Thai, and
// Korean's particles): the word rules read Latin words, so a negation, a question, a later
// time or words added to a route's request are read here by their markers and runs of
// characters.

// unspacedNegations say not to do what follows ("不要删除", "削除しない", "อย่าลบ", "삭제하지
// 마"): the query turns the route's request around (otherRequest).
var unspacedNegations = []string{"不要", "别", "勿", "不用", "不需要", "不必", "しない", "しないで", "するな", "しません", "ないで",
	"ไม่", "อย่า", "하지 마", "하지마", "하지 않", "않"}

// unspacedQuestions ask whether rather than tell ("删除存储桶吗", "削除しますか"): another
// request than a route that changes something (otherRequest).
var unspacedQuestions = []string{"吗", "嗎", "是否", "ですか", "ますか", "か？", "ไหม", "หรือเปล่า", "나요", "까?", "까？"}

// unspacedLater put the change off ("明天删除", "明日削除する", "ลบพรุ่งนี้", "내일 삭제"):
// deferralBeyond's words in these scripts.
var unspacedLater = []string{"明天", "明日", "后天", "後天", "下周", "下週", "下星期", "稍后", "稍後", "以后", "以後", "今晚", "来週",
	"あした", "พรุ่งนี้", "ทีหลัง", "สัปดาห์หน้า", "내일", "나중에", "다음 주"}

// unspacedMarker returns the first of markers the query holds and the stored request does
// not, "" for none.
func unspacedMarker(query, stored string, markers []string) string {
	for _, m := range markers {
		if strings.Contains(query, m) && !strings.Contains(stored, m) {
			return m
		}
	}
	return ""
}

// unspaced reports whether r is a letter of a script written without spaces between
// words.
func unspaced(r rune) bool {
	return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Thai, unicode.Hangul)
}

// unspacedMore returns what the query says in such a script beyond the stored request:
// the query's runs of those letters with every run of the request (two letters or more)
// taken out, what is left of two letters or more ("里的对象" of "删除存储桶my-logs里的对象"
// against "删除存储桶my-logs"); nil when nothing is.
func unspacedMore(query, stored string) []string {
	runs := func(s string) []string {
		return strings.FieldsFunc(s, func(r rune) bool { return !unspaced(r) })
	}
	mine := runs(stored)
	var more []string
	for _, q := range runs(query) {
		for _, s := range mine {
			if len([]rune(s)) >= 2 {
				q = strings.ReplaceAll(q, s, " ")
			}
		}
		for _, left := range strings.Fields(q) {
			if len([]rune(left)) >= 2 {
				more = append(more, left)
			}
		}
	}
	return more
}
