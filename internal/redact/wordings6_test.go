package redact

import "testing"

// TestPhonesAsDataAndDialled: a phone number as a country writes it at home, as the value of
// a member or a pair whose key names a phone (JSON, an escaped tool call's arguments, a
// form), after Amharic's and Burmese's names for it, or dialled in a USSD code that sends
// money; an example's counting digits, a short extension, a flag and an amount stay.
func TestPhonesAsDataAndDialled(t *testing.T) {
	checkTexts(t, []textCase{
		{"a vietnamese phone key", `{"nguoi_nhan": "Mai", "sdt": "0912 483 076"}`, `{"nguoi_nhan": "Mai", "sdt": "{{phone}}"}`},
		{"a phone key in an escaped tool call", `"arguments": "{\"sdt\": \"0912 483 076\", \"ghi_chu\": \"gọi trước\"}"`,
			`"arguments": "{\"sdt\": \"{{phone}}\", \"ghi_chu\": \"gọi trước\"}"`},
		{"a phone member with a local number", `{"phone": "07700 900123", "city": "Leeds"}`, `{"phone": "{{phone}}", "city": "Leeds"}`},
		{"a form's phone field", "name=Ana&phone_number=07700900123&x=1", "name=Ana&phone_number={{phone}}&x=1"},
		{"a flag, a country code and an extension stay", `{"phone_verified": true, "phoneCountry": "+84", "phone_ext": "1234"}`,
			`{"phone_verified": true, "phoneCountry": "+84", "phone_ext": "1234"}`},
		{"an example's counting digits stay", `{"mobile": "0123456789"}`, `{"mobile": "0123456789"}`},
		{"amharic's my phone number", "ስልክ ቁጥሬ 0912 34 78 51 ነው።", "ስልክ ቁጥሬ {{phone}} ነው።"},
		{"burmese's phone", "ပစ္စည်းရောက်ရင် ဖုန်း 09 7851 23946 ကို ဆက်ပေးပါ", "ပစ္စည်းရောက်ရင် ဖုန်း {{phone}} ကို ဆက်ပေးပါ"},
		{"a number dialled in a ussd code", "Waxaan garaacay *712*0615837204*25# si aan $25 ugu diro", "Waxaan garaacay *712*{{phone}}*25# si aan $25 ugu diro"},
		{"a ussd menu's example stays", "Àpẹẹrẹ: *737*2*5000*0123456789#", "Àpẹẹrẹ: *737*2*5000*0123456789#"},
		{"a ussd balance code stays", "Dial *144*2*1# to check your balance", "Dial *144*2*1# to check your balance"},
	})
}
