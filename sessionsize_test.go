package waymark

import (
	"encoding/json"
	"testing"
)

// FuzzStepsSize: whatever steps a session takes, drops (the step cap) or hands to a save
// (finishSession keeps the steps after the read, with no cache of their size), stepsSize is
// the length of the steps as a save archives them, which Step holds to the trace limit.
func FuzzStepsSize(f *testing.F) {
	f.Add(`{"action":"click","url":"https://a.example/","target":{"selector":"#go","role":"button","name":"Go <now> & \u2028"}}`,
		`{"action":"type","url":"https://a.example/","target":{"selector":"input[name='q']"},"value":"lamp 💡"}`, "aadsda")
	f.Add(`{"action":"navigate","url":"https://a.example/x?y=1&z=<2>"}`, `{"action":"done","url":"https://a.example/","extracted":"{\"a\":[]}"}`, "aaaaxxd")
	f.Add(`{"action":"scroll","url":"https://a.example/"}`, `{"action":"click","url":"https://a.example/q","target":{"xpath":"//a[1]"}}`, "aabaabsabbbbba")
	f.Fuzz(func(t *testing.T, raw1, raw2, script string) {
		var steps []Step
		for _, raw := range []string{raw1, raw2} {
			if st, err := parseStep(json.RawMessage(raw), "https://a.example/p", 1<<16); err == nil {
				steps = append(steps, st)
			}
		}
		if len(steps) == 0 {
			return
		}
		var s session
		for i, op := range []byte(script) {
			switch op % 4 {
			case 0, 1: // a step comes
				s.Total = s.total() + 1
				s.Steps = append(s.Steps, steps[i%len(steps)])
			case 2: // the step cap drops the oldest
				if len(s.Steps) > 0 {
					s.dropOldest(1)
				}
			case 3: // a save took all but the last step; the session, stored again, comes back
				if len(s.Steps) > 0 {
					s.Steps, s.Saved = s.Steps[len(s.Steps)-1:], s.total()-1
				}
				b, _ := json.Marshal(s)
				s = session{}
				if err := json.Unmarshal(b, &s); err != nil {
					t.Fatal(err)
				}
			}
			want, _ := json.MarshalIndent(s.Steps, "  ", "  ")
			if got := s.stepsSize(); got != len(want) {
				t.Fatalf("after %q: stepsSize = %d, the steps are %d bytes", script[:i+1], got, len(want))
			}
		}
	})
}

// TestSecretPlaceholder: only one placeholder of a secret's class marks a typed value as a
// secret that was masked.
func TestSecretPlaceholder(t *testing.T) {
	for v, want := range map[string]bool{
		"{{password}}": true, "{{password_2}}": true, " {{otp}} ": true, "{{secret}}": true,
		"{{email}}": false, "{{email_3}}": false, "password}}": false, "{{password}} x": false,
		"{{pass{{word}}": false, "": false, "hunter2": false,
	} {
		if got := secretPlaceholder(v); got != want {
			t.Errorf("secretPlaceholder(%q) = %v, want %v", v, got, want)
		}
	}
}
