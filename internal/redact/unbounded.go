package redact

import (
	"regexp"
	"strings"
)

// unboundedCode finds a verification code (or a parcel locker's pickup code, "取件码")
// named in Chinese, Japanese, Korean, Russian, Bengali, Hindi, Thai, Vietnamese, Hebrew,
// Arabic or Persian ("您的验证码是764934", "認証コード：677116",
// "인증번호 [482913]", "Ваш код подтверждения: 482913") or a PIN named in Russian,
// Japanese or Bengali ("ПИН-код: 4821", "暗証番号（数字4桁）：4821", a remark in brackets
// between; "পিন ৫৮২৭" as its plain form reads it),
// where proseCode's word boundary (ASCII's)
// does not set the name apart; group 1 is the PIN's name, group 2 the number (4 to 8
// digits, two or three groups of three: "381 945 207", or 6 to 8 capitals and digits after
// a name in Chinese or Japanese: "设备验证码：KQHXWB"; Finland's "avainluku" of a bank's
// key-number list too).
var unboundedCode = regexp.MustCompile(`(?i)(?:验证码|驗證碼|校验码|取件码|取件碼|取货码|提货码|認証コード|確認コード|認証番号|인증번호|인증 번호|인증코드|` +
	`avainluku(?:\s+kohdasta\s+\d{1,3})?|tunnusluku|كود\s+(?:التحقق|التفعيل)(?:\s+الخاص\s+بك)?(?:\s+هو)?|` + // a Finnish bank's key-number list: "avainluku kohdasta 37: 5820"
	`код подтверждения|код проверки|проверочный код|код для входа|ভেরিফিকেশন\s*কোড|যাচাই(?:করণ)?\s*কোড|ওটিপি|सत्यापन\s+कोड|ओटीपी|` +
	`वेरिफिकेशन\s+कोड|رمز\s+(?:پویا|یکبار\s*مصرف)|รหัสยืนยัน|mã\s+(?:xác\s+(?:minh|thực|nhận)|otp)|קוד\s+(?:ה)?אימות|رمز\s+(?:التحقق|التأكيد)|کد\s+(?:تایید|تأیید)|` +
	`(пин[\s-]*код|пін[\s-]*код|pin[\s-]*код|暗証番号|পিন(?:\s*(?:কোড|নম্বর))?))(?:\s+(?:в|на)\s+[\p{L}\p{N}.-]{2,20})?(?:\s*[（(][^()（）\n]{1,30}[)）])?` +
	`[\s:：]*(?:是|为|為|は|는|:|：)?[\s:：]*[\[［【(（]?\s*(\d{3}[ -]\d{3}(?:[ -]\d{3})?|\d{4,8}|(?-i:[A-Z][A-Z0-9]{5,7}))(?:[^\dA-Za-z]|$)`)

// unboundedCVV finds a card's security code named in Japanese, Chinese, Korean or Russian
// ("セキュリティコード: 739", "安全码：739", "보안코드 739", "CVV-код: 739"); group 1 is the
// number (3 or 4 digits).
// cardPINPrefix finds the first two digits of a card's password that Korean card payments
// ask for ("카드 비밀번호 앞 2자리: 93"); group 1 the digits.
var cardPINPrefix = regexp.MustCompile(`카드\s*비밀번호\s*(?:앞\s*)?2\s*자리\s*[:：]?\s*(\d{2})(?:[^\d]|$)`)

var unboundedCVV = regexp.MustCompile(`(?i)(?:セキュリティ[・ー]?コード|安全码|安全碼|보안\s*코드|cvv[\s-]*код|cvc[\s-]*код|код\s+безопасности)` +
	`[\s:：]*(?:は|는|是|:|：)?[\s:：]*[\[［【(（]?\s*(\d{3,4})(?:[^\d]|$)`)

// unboundedCodePass masks the verification codes and PINs unboundedCode finds, and the
// card security codes of unboundedCVV (SPEC §8).
func (r *Redactor) unboundedCodePass(s string) []seg {
	if len(s) < 7 || isASCII(s) || !strings.ContainsAny(s, "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ") {
		return nil
	}
	spans := appendMatches(nil, unboundedCVV, s, 1, CVV)
	spans = appendMatches(spans, cardPINPrefix, s, 1, PIN)
	for _, m := range unboundedCode.FindAllStringSubmatchIndex(s, -1) {
		if yearOrDate(s[m[5]:]) {
			continue // "Код подтверждения: 2024 год"
		}
		class := OTP
		if m[2] >= 0 {
			class = PIN
		}
		spans = append(spans, span{m[4], m[5], class})
	}
	return r.maskSpans(s, spans)
}

// yearOrDate reports whether the text after a number makes it a year or part of a date:
// "год", "г.", "年", or "-", "/" or "." and a digit.
func yearOrDate(after string) bool {
	after = strings.TrimLeft(after, " ")
	return strings.HasPrefix(after, "год") || strings.HasPrefix(after, "г.") || strings.HasPrefix(after, "年") ||
		len(after) > 1 && strings.IndexByte("-/.", after[0]) >= 0 && isDigit(after[1])
}
