// Package redact masks secrets and personal data in a trace before anything is stored
// (SPEC §8 "Never store secrets", applied at SPEC §3 step 2).
//
// One [Redactor] serves one whole trace. [Redactor.Value] masks what was typed into a
// field — by the field's kind (password, OTP, card, CVV, SSN, …, see [Classify]) or by the
// value's shape (e-mail address, phone number, card number, token) — and remembers it, so
// [Redactor.Text] and [Redactor.URL] mask the same secret wherever it is echoed later.
// Masked values become placeholders such as {{password}} and {{email}}, which a replayed
// pattern asks for as inputs ([Redactor.Placeholders]).
//
//	r := redact.New()
//	v := r.Value(redact.Field{Attributes: map[string]string{"type": "password"}}, "hunter2")
//	// v == "{{password}}"
//	note := r.Text("Input 'hunter2' into element 7.")
//	// note == "Input '{{password}}' into element 7."
//
// The package works on plain strings and maps; it does not know the trace format.
package redact
