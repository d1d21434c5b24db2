package redact

import "testing"

// TestIBAN: IBANs with valid check digits are masked in text, grouped or not, and as
// typed values; strings of the shape with wrong check digits, another length or an
// unknown country stay, but for wrong check digits after the word "IBAN" (mistypedIBAN).
func TestIBAN(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"Pay to DE89 3704 0044 0532 0130 00 by Friday", "Pay to {{iban}} by Friday"},
		{"IBAN: GB82WEST12345698765432.", "IBAN: {{iban}}."},
		{"FR14 2004 1010 0505 0001 3M02 606 and NL91ABNA0417164300", "{{iban}} and {{iban_2}}"},
		{"DE89 3704 0044 0532 0130 01", "DE89 3704 0044 0532 0130 01"}, // check digits wrong
		{"XX89 3704 0044 0532 0130 00", "XX89 3704 0044 0532 0130 00"}, // no such country
		{"DE89 3704 0044 0532 0130", "DE89 3704 0044 0532 0130"},       // too short for DE
		{"order AB12CDEF34GH5678 shipped", "order AB12CDEF34GH5678 shipped"},
		{"GB82-WEST-1234-5698-7654-32", "{{iban}}"},
		{"FR14\u202f2004\u202f1010\u202f0505\u00a00001\u00a03M02\u00a0606", "{{iban}}"},
		{"Votre IBAN : FR76\u00a03000\u00a06000\u00a00112\u00a03456\u00a07890\u00a0189", "Votre IBAN : {{iban}}"},
		{"DE89.3704.0044.0532.0130.00", "{{iban}}"},
		{"DE89\t3704\t0044\t0532\t0130\t00", "{{iban}}"},
		{"GB82-WEST-1234-5698-7654-33", "GB82-WEST-1234-5698-7654-33"},       // check digits wrong
		{"IBAN: CH93 0076 2011 6238 5295 8", "IBAN: {{iban}}"},               // mistyped, but named
		{"IBAN-Nr.: DE89 3704 0044 0532 0130 01", "IBAN-Nr.: {{iban}}"},      // mistyped, but named
		{"Ref CH93 0076 2011 6238 5295 8", "Ref CH93 0076 2011 6238 5295 8"}, // mistyped, not named
		{"IBAN: DE89 3704 0044 0532 0130", "IBAN: DE89 3704 0044 0532 0130"}, // named, too short
	} {
		if got := New().Text(tt.in); got != tt.want {
			t.Errorf("Text(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
	r := New()
	if got := r.Value(Field{Selector: "#beneficiary-account", Label: "Account"}, "DE89 3704 0044 0532 0130 00"); got != "{{iban}}" {
		t.Fatalf("typed IBAN = %q, want {{iban}}", got)
	}
	if got := r.Text("Sent to DE89370400440532013000"); got != "Sent to {{iban}}" {
		t.Errorf("the typed IBAN written compact: %q", got)
	}
}
