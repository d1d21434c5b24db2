package waymark_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/waymark-dev/waymark"
)

// TestSessionSecretEcho: a secret typed in one step of a session and echoed by a later
// step's error or page title is masked too, as within one trace (SPEC §8, §10), and stays
// out of the home after the session's save.
func TestSessionSecretEcho(t *testing.T) {
	ctx := context.Background()
	home := t.TempDir()
	m := openHome(t, home, nil)
	const u = "https://app.example.com/login"
	steps := []string{
		`{"action":"fill","url":"` + u + `","target":{"selector":"#pw","attributes":{"type":"password"}},"value":"Qw9secretZZ"}`,
		`{"action":"click","url":"` + u + `","target":{"selector":"#go"},"error":"bad creds Qw9secretZZ"}`,
	}
	for i, s := range steps {
		req := waymark.StepRequest{SessionID: "s1", Task: "sign in", Step: json.RawMessage(s)}
		if i == 1 {
			req.Title = "Error: Qw9secretZZ is wrong"
		}
		if _, err := m.Step(ctx, req); err != nil {
			t.Fatal(err)
		}
	}
	assertAbsent(t, home, []string{"Qw9secretZZ"})
	if _, err := m.Save(ctx, waymark.SaveRequest{URL: u, SessionID: "s1", Outcome: waymark.OutcomeFailure}); err != nil {
		t.Fatal(err)
	}
	assertAbsent(t, home, []string{"Qw9secretZZ"})
}

// TestSessionCardNumberInBoxes: a card number typed into four boxes one step at a time is
// masked in the session's stored trail once its last group comes, the groups typed before
// it included, and after the session's save (SPEC §8, §10).
func TestSessionCardNumberInBoxes(t *testing.T) {
	ctx := context.Background()
	home := t.TempDir()
	m := openHome(t, home, nil)
	const u = "https://pay.example.org/checkout"
	groups := []string{"4539", "1488", "0343", "6467"}
	for i, g := range groups {
		steps := []string{ // a click, the box cleared, the group, Tab: 40 steps in all
			fmt.Sprintf(`{"action":"click","url":%q,"target":{"selector":"#f%d"}}`, u, i),
			fmt.Sprintf(`{"action":"press","url":%q,"target":{"selector":"#f%d"},"value":"Control+a"}`, u, i),
			fmt.Sprintf(`{"action":"press","url":%q,"target":{"selector":"#f%d"},"value":"Delete"}`, u, i),
		}
		for range 5 {
			steps = append(steps, fmt.Sprintf(`{"action":"press","url":%q,"target":{"selector":"#f%d"},"value":"Backspace"}`, u, i))
		}
		steps = append(steps, fmt.Sprintf(`{"action":"fill","url":%q,"target":{"selector":"#f%d"},"value":%q}`, u, i, g),
			fmt.Sprintf(`{"action":"press","url":%q,"target":{"selector":"#f%d"},"value":"Tab"}`, u, i))
		stepAll(t, m, "card", "pay", steps)
	}
	quoted := make([]string, len(groups))
	for i, g := range groups {
		quoted[i] = `"` + g + `"`
	}
	assertAbsent(t, home, quoted)
	if _, err := m.Save(ctx, waymark.SaveRequest{URL: u, SessionID: "card"}); err != nil {
		t.Fatal(err)
	}
	assertAbsent(t, home, quoted)
}

// TestSecretsInEveryField: a typed secret echoed in any text field of a trace — shadow
// hops, the keys of the trace's selector map, a step's conditional, the source —, a
// password in a request body logged as escaped JSON, an attribute named for a CSRF token,
// and passwords typed into fields labelled in other languages or named in prose
// do not reach disk (SPEC §8).
func TestSecretsInEveryField(t *testing.T) {
	ctx := context.Background()
	home := t.TempDir()
	m := openHome(t, home, nil)
	const u = "https://app.example.com/login"
	raw := `{"task": "sign in", "start_url": "` + u + `", "source": "Sup3rSecretPw",
		"selectors": {"Sup3rSecretPw": "#x"},
		"final_answer": "The new password is Zorblax94",
		"steps": [
		{"action": "fill", "url": "` + u + `", "target": {"selector": "#pw", "attributes": {"type": "password"}}, "value": "Sup3rSecretPw"},
		{"action": "fill", "url": "` + u + `", "target": {"selector": "#f1", "role": "textbox", "name": "Пароль"}, "value": "Qz7ronkruWm"},
		{"action": "fill", "url": "` + u + `", "target": {"selector": "#f2", "name": "パスワード"}, "value": "Kr4kenPwd"},
		{"action": "type Sup3rSecretPw", "url": "` + u + `", "target": {"selector": "#pw"}},
		{"action": "click", "url": "` + u + `", "target": {"selector": "#go", "shadow": ["my-login[data-pw='Sup3rSecretPw']"], "attributes": {"data-csrf-token": "Ckq83hdPl02xZ"}},
		 "conditional": "Sup3rSecretPw", "extracted": "temporary password Zorblax95 was issued"},
		{"action": "extract", "url": "` + u + `", "extracted": "POST /api/login {\\\"user\\\":\\\"bob\\\",\\\"password\\\":\\\"Vq9Escaped7\\\"}"}]}`
	if _, err := m.Save(ctx, waymark.SaveRequest{Trace: json.RawMessage(raw)}); err != nil {
		t.Fatal(err)
	}
	assertAbsent(t, home, []string{"Sup3rSecretPw", "Qz7ronkruWm", "Kr4kenPwd", "Zorblax94", "Zorblax95", "Vq9Escaped7", "Ckq83hdPl02xZ"})
}

// TestErrorsMaskTypedSecrets: an error that quotes a bad field of a trace or of a step masks
// a value typed into a password field of that trace, or earlier in that session, as a save
// would (README: errors mask secrets "the same way").
func TestErrorsMaskTypedSecrets(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	const u = "https://app.example.com/login"
	raw := `{"task": "sign in", "start_url": "` + u + `", "steps": [
		{"action": "fill", "url": "` + u + `", "target": {"selector": "#password", "attributes": {"type": "password"}}, "value": "Sup3rSecretPw99"},
		{"action": "click", "url": "nope Sup3rSecretPw99", "target": {"selector": "#go"}}]}`
	for name, tr := range map[string][]byte{"object": []byte(raw), "string": mustJSON(t, raw)} {
		_, err := m.Save(ctx, waymark.SaveRequest{Trace: tr})
		if err == nil || !strings.Contains(err.Error(), "steps[1].url") || strings.Contains(err.Error(), "Sup3rSecretPw99") {
			t.Errorf("%s: save error %v: want steps[1].url named, the password masked", name, err)
		}
	}
	if _, err := m.Step(ctx, waymark.StepRequest{SessionID: "s", Step: json.RawMessage(`{"action": "fill", "url": "` + u + `",
		"target": {"selector": "#pw", "attributes": {"type": "password"}}, "value": "Qw9secretZZ"}`)}); err != nil {
		t.Fatal(err)
	}
	_, err := m.Step(ctx, waymark.StepRequest{SessionID: "s", Step: json.RawMessage(`{"action": "click", "url": "nope Qw9secretZZ"}`)})
	if err == nil || strings.Contains(err.Error(), "Qw9secretZZ") {
		t.Errorf("step error %v: want the session's password masked", err)
	}
}

func mustJSON(t *testing.T, v any) []byte {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestNotFoundQuotesNoSecret: an error that quotes what was not found masks its secrets,
// as input errors do: a site or a pattern name pasted with a token in it.
func TestNotFoundQuotesNoSecret(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	const token = "ghp_abcdefghijklmnopqrstuvwxyz0123456789"
	_, err := m.Forget(ctx, waymark.ForgetRequest{Site: "token=" + token})
	if !errors.Is(err, waymark.ErrNotFound) || strings.Contains(err.Error(), token) {
		t.Errorf("forget: %v; want not found, without the token", err)
	}
	_, err = m.RecordExecution(ctx, waymark.ExecutionRequest{URL: "https://a.example/", Pattern: "password=hunter2hunter2", Success: true})
	if !errors.Is(err, waymark.ErrNotFound) || strings.Contains(err.Error(), "hunter2hunter2") {
		t.Errorf("record execution: %v; want not found, without the password", err)
	}
}

// TestLoginSecondBox: a password typed into a login form's second box that nothing names
// (an XPath, "#field-2", "#f2") after the e-mail address or the user name (a "Username"
// box) reaches no file; on a page that does not
// sign in, or into a box that says what it is for, the text stays.
func TestLoginSecondBox(t *testing.T) {
	ctx := context.Background()
	home := t.TempDir()
	m := openHome(t, home, nil)
	save := func(u string, steps string) {
		t.Helper()
		raw := `{"task": "get the invoice", "start_url": "` + u + `", "outcome": "success", "steps": [` + steps + `]}`
		if _, err := m.Save(ctx, waymark.SaveRequest{Trace: json.RawMessage(raw)}); err != nil {
			t.Fatal(err)
		}
	}
	const login = "https://acme.example/login"
	save(login, `{"action": "fill", "url": "`+login+`", "target": {"selector": "#email"}, "value": "jdoe@acme.example"},
		{"action": "fill", "url": "`+login+`", "target": {"xpath": "/html/body/form/input[2]"}, "value": "Zorblax94!q"},
		{"action": "click", "url": "`+login+`", "target": {"xpath": "/html/body/form/button"}}`)
	const signin = "https://app.example.org/auth/signin"
	save(signin, `{"action": "fill", "url": "`+signin+`", "target": {"selector": "#field-1"}, "value": "jdoe"},
		{"action": "fill", "url": "`+signin+`", "target": {"selector": "#field-1"}, "value": "jdoe@app.example.org"},
		{"action": "fill", "url": "`+signin+`", "target": {"selector": "#field-2"}, "value": "Kr4kenPwd"}`)
	const portal = "https://portal.example.com/login"
	save(portal, `{"action": "fill", "url": "`+portal+`", "target": {"selector": "#user", "role": "textbox", "name": "Username"}, "value": "bobsmith"},
		{"action": "fill", "url": "`+portal+`", "target": {"selector": "#f2", "role": "textbox", "name": ""}, "value": "Winter2024!Blue"},
		{"action": "click", "url": "`+portal+`", "target": {"selector": "button[type=submit]", "role": "button", "name": "Sign in"}}`)
	assertAbsent(t, home, []string{"Zorblax94", "Kr4kenPwd", "Winter2024"})

	const search = "https://shop.example/search"
	save(search, `{"action": "fill", "url": "`+search+`", "target": {"selector": "#email"}, "value": "jdoe@shop.example"},
		{"action": "fill", "url": "`+search+`", "target": {"selector": "#q"}, "value": "Hiking boots"}`)
	save(login, `{"action": "fill", "url": "`+login+`", "target": {"selector": "#email"}, "value": "jdoe@acme.example"},
		{"action": "fill", "url": "`+login+`", "target": {"selector": "#company", "attributes": {"placeholder": "Company"}}, "value": "Initech Systems"}`)
	list, err := m.List(ctx, waymark.ListRequest{Kind: waymark.KindPattern, PageSize: 100})
	if err != nil {
		t.Fatal(err)
	}
	var text strings.Builder
	for _, it := range list.Items {
		p, err := m.FindPattern(ctx, "", it.ID)
		if err != nil {
			t.Fatal(err)
		}
		for _, st := range p.Steps {
			text.WriteString(st.Value + "\n")
		}
	}
	for _, v := range []string{"Hiking boots", "Initech Systems"} {
		if !strings.Contains(text.String(), v) {
			t.Errorf("%q, no password, is not among the routes' values:\n%s", v, text.String())
		}
	}
}

// TestSeedPhraseNeverReachesDisk: a wallet's recovery phrase the page showed, read into an
// extracted text and a final answer, is on no file of the home (SPEC §8).
func TestSeedPhraseNeverReachesDisk(t *testing.T) {
	ctx := context.Background()
	home := t.TempDir()
	m := openHome(t, home, nil)
	const phrase = "legal winner thank year wave sausage worth useful legal winner thank yellow"
	raw := `{"task": "Show my wallet's recovery phrase", "start_url": "https://wallet.example/settings", "outcome": "success",
		"final_answer": "Your recovery phrase is: ` + phrase + `", "steps": [
		{"action": "click", "url": "https://wallet.example/settings", "target": {"selector": "#reveal", "role": "button", "name": "Reveal recovery phrase"}},
		{"action": "extract", "url": "https://wallet.example/settings", "target": {"selector": "ol.seed"}, "extracted": "1. legal 2. winner 3. thank 4. year 5. wave 6. sausage 7. worth 8. useful 9. legal 10. winner 11. thank 12. yellow"}]}`
	if _, err := m.Save(ctx, waymark.SaveRequest{Trace: json.RawMessage(raw)}); err != nil {
		t.Fatal(err)
	}
	m.Close()
	assertAbsent(t, home, []string{"sausage worth", "6. sausage"})
}

// TestSecretsInWordsNeverReachDisk: a passphrase of words, a security answer and a
// recovery phrase in capitals, read off an account's page, are nowhere in the home.
func TestSecretsInWordsNeverReachDisk(t *testing.T) {
	ctx := context.Background()
	home := t.TempDir()
	m := openHome(t, home, nil)
	raw := `{"task": "Read my account's recovery details", "start_url": "https://vault.example/account", "outcome": "success",
		"final_answer": "Your passphrase is violet trombone harbor quietly. Security answer: Snowberry", "steps": [
		{"action": "click", "url": "https://vault.example/account", "target": {"selector": "#reveal", "role": "button", "name": "Reveal details"}},
		{"action": "extract", "url": "https://vault.example/account", "target": {"selector": "#details"},
		 "extracted": "Mother's maiden name: Quillfeather\nRecovery phrase: LEGAL WINNER THANK YEAR WAVE SAUSAGE WORTH USEFUL LEGAL WINNER THANK YELLOW"}]}`
	if _, err := m.Save(ctx, waymark.SaveRequest{Trace: json.RawMessage(raw)}); err != nil {
		t.Fatal(err)
	}
	m.Close()
	assertAbsent(t, home, []string{"trombone", "Snowberry", "Quillfeather", "SAUSAGE"})
}

// TestKeysAndCodesNeverReachDisk: a network key typed into a box named in other words, a
// password kept in a locator, a code from a text message named in the task, a Wi-Fi QR
// code's text and an authenticator's secret read off a page are nowhere in the home.
func TestKeysAndCodesNeverReachDisk(t *testing.T) {
	ctx := context.Background()
	home := t.TempDir()
	m := openHome(t, home, nil)
	raw := `{"task": "Enter the code 583920 from the SMS and join the guest network", "start_url": "https://router.example/setup", "outcome": "success", "steps": [
		{"action": "fill", "url": "https://router.example/setup", "target": {"selector": "#nsk", "role": "textbox", "name": "Network security key"}, "value": "Gr33nT3a42"},
		{"action": "click", "url": "https://router.example/setup", "target": {"selector": "//input[@name='pass' and @value='Wint3r!Pass']", "role": "textbox", "name": "Admin"}},
		{"action": "extract", "url": "https://router.example/setup", "target": {"selector": "#qr"},
		 "extracted": "WIFI:T:WPA;S:Guest;P:blue-Otter-71;;\nCan't scan it? Enter this key instead: JBSW Y3DP EHPK 3PXP KZXW 4Y3B"}]}`
	if _, err := m.Save(ctx, waymark.SaveRequest{Trace: json.RawMessage(raw)}); err != nil {
		t.Fatal(err)
	}
	m.Close()
	assertAbsent(t, home, []string{"583920", "Gr33nT3a42", "Wint3r!Pass", "blue-Otter-71", "Y3DP"})
}

// TestSheetsPairsAndCardsNeverReachDisk: a printed sheet of backup codes, a one-time code
// in pairs, a security answer after "Q:" and a gift card's number, read from a page.
func TestSheetsPairsAndCardsNeverReachDisk(t *testing.T) {
	ctx := context.Background()
	home := t.TempDir()
	m := openHome(t, home, nil)
	raw := `{"task": "Set up two-step sign-in and redeem my gift card", "start_url": "https://account.example/security", "outcome": "success", "steps": [
		{"action": "extract", "url": "https://account.example/security", "target": {"selector": "#codes"},
		 "extracted": "Your backup codes: 1 4819 2034 2 5930 1187 3 7702 4491"},
		{"action": "extract", "url": "https://account.example/security", "target": {"selector": "#sms"},
		 "extracted": "Your verification code is 84 21 93"},
		{"action": "extract", "url": "https://account.example/security", "target": {"selector": "#qa"},
		 "extracted": "Q: What was the name of your first pet? A: Biscuit"},
		{"action": "extract", "url": "https://account.example/gift", "target": {"selector": "#card"},
		 "extracted": "Gift card number 6006 4912 3456 7890 PIN 1234"}]}`
	if _, err := m.Save(ctx, waymark.SaveRequest{Trace: json.RawMessage(raw)}); err != nil {
		t.Fatal(err)
	}
	m.Close()
	assertAbsent(t, home, []string{"4819 2034", "5930 1187", "84 21 93", "Biscuit", "6006 4912 3456 7890", "3456"})
}

// TestKeystrokesNeverReachDisk: a card number pressed one key a step, an e-mail address
// typed the same way and a card number filled into four boxes reach no file of the home;
// a search typed one key a step keeps its keys (SPEC §8).
func TestKeystrokesNeverReachDisk(t *testing.T) {
	ctx := context.Background()
	home := t.TempDir()
	m := openHome(t, home, nil)
	const u = "https://pay.example.org/checkout"
	keys := func(sel, v string) (out []string) {
		for _, r := range v {
			out = append(out, fmt.Sprintf(`{"action":"press","url":%q,"target":{"selector":%q},"value":%q}`, u, sel, string(r)))
		}
		return out
	}
	var steps []string
	steps = append(steps, keys("#card", "4539148803436467")...)
	steps = append(steps, fmt.Sprintf(`{"action":"click","url":%q,"target":{"selector":"#email"}}`, u))
	steps = append(steps, keys("#email", "bob@gmx.de")...)
	for i, g := range []string{"4916", "3385", "0608", "2832"} {
		steps = append(steps, fmt.Sprintf(`{"action":"fill","url":%q,"target":{"selector":"#part%d","name":"Part %d"},"value":%q}`, u, i, i+1, g))
	}
	steps = append(steps, keys("#q", "hello")...)
	raw := fmt.Sprintf(`{"task":"Pay for my order","start_url":%q,"steps":[%s]}`, u, strings.Join(steps, ","))
	res, err := m.Save(ctx, waymark.SaveRequest{Trace: json.RawMessage(raw)})
	if err != nil {
		t.Fatal(err)
	}
	m.Close()
	var gone []string
	for _, v := range []string{"4", "5", "3", "9", "@", "b", "x", "4916", "3385", "0608", "2832"} {
		gone = append(gone, `"value":"`+v+`"`, `"value": "`+v+`"`)
	}
	assertAbsent(t, home, gone)
	b, err := os.ReadFile(filepath.Join(home, "traces", "example.org", res.TraceID+".json"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), `"value": "h"`) || !strings.Contains(string(b), `"{{card_number}}"`) {
		t.Errorf("the search's keys were masked, or the card's were not masked as one:\n%s", b)
	}
}

// TestSecretLearnedAfterSave: a value a session typed into a field no step had shown a
// password's, saved, then typed again into that field once a step shows it is one, leaves
// the saved trace's file too (SPEC §8).
func TestSecretLearnedAfterSave(t *testing.T) {
	ctx := context.Background()
	home := t.TempDir()
	m := openHome(t, home, nil)
	const u = "https://shop.example.org/login"
	stepAll(t, m, "s1", "sign in", []string{
		`{"action":"fill","url":"` + u + `","target":{"selector":"#f2"},"value":"Blueberry7Muffin"}`,
		`{"action":"click","url":"` + u + `","target":{"selector":"#go"}}`})
	if _, err := m.Save(ctx, waymark.SaveRequest{URL: u, SessionID: "s1", Outcome: waymark.OutcomeFailure}); err != nil {
		t.Fatal(err)
	}
	stepAll(t, m, "s1", "sign in", []string{
		`{"action":"fill","url":"` + u + `","target":{"selector":"#f2","attributes":{"type":"password"}},"value":"Blueberry7Muffin"}`})
	m.Close()
	assertAbsent(t, home, []string{"Blueberry7Muffin"})
}

// TestSecretFieldWrittenOtherwise: values typed into a password's field found by other
// selectors of its id ("input#f9", "[id=f9]") are secrets too (SPEC §8).
func TestSecretFieldWrittenOtherwise(t *testing.T) {
	ctx := context.Background()
	home := t.TempDir()
	m := openHome(t, home, nil)
	const u = "https://shop.example.org/login"
	stepAll(t, m, "s2", "sign in", []string{
		`{"action":"fill","url":"` + u + `","target":{"selector":"#f9","attributes":{"type":"password"}},"value":"FirstPw111"}`,
		`{"action":"fill","url":"` + u + `","target":{"selector":"input#f9"},"value":"ThirdPw333"}`,
		`{"action":"fill","url":"` + u + `","target":{"selector":"[id=f9]"},"value":"FifthPw555"}`})
	if _, err := m.Save(ctx, waymark.SaveRequest{URL: u, SessionID: "s2"}); err != nil {
		t.Fatal(err)
	}
	m.Close()
	assertAbsent(t, home, []string{"FirstPw111", "ThirdPw333", "FifthPw555"})
}

// TestTaskCodeTypedAnywhere: a card's security code the task names is masked where a step
// types it into a field nothing names a card's (Mind2Web's "Security -> TYPE: 321").
func TestTaskCodeTypedAnywhere(t *testing.T) {
	ctx := context.Background()
	home := t.TempDir()
	m := openHome(t, home, nil)
	raw := `{"task": "Pay with card 4111 1111 1111 1111 security code 321", "start_url": "https://pay.example.org/", "steps": [
		{"action": "fill", "url": "https://pay.example.org/", "target": {"selector": "#field1", "name": "Field one"}, "value": "321"},
		{"action": "click", "url": "https://pay.example.org/", "target": {"selector": "#pay", "role": "button", "name": "Pay"}}]}`
	if _, err := m.Save(ctx, waymark.SaveRequest{Trace: json.RawMessage(raw)}); err != nil {
		t.Fatal(err)
	}
	m.Close()
	assertAbsent(t, home, []string{`"value": "321"`, `"value":"321"`})
}
