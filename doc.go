// Package waymark is a progressive experience memory for browser-automation agents.
//
// Every task an agent finishes (or fails) is saved as a [Trace]; waymark extracts reusable
// knowledge from it (routes with stable selectors, cached answers with a freshness class,
// site friction notes, selectors and anti-patterns) and keeps it in a [Store]. Before the
// next task the agent calls [Memory.Query] and gets a [Recall] whose [Tier] (P1–P5) says how
// far the knowledge may be trusted.
//
// A typical Go program opens the embedded SQLite store through package sqlite:
//
//	m, err := sqlite.OpenMemory(ctx, home, nil)
//	if err != nil { ... }
//	defer m.Close()
//	res, err := m.Save(ctx, waymark.SaveRequest{URL: u, Trace: raw})
//	rec, err := m.Query(ctx, waymark.QueryRequest{URL: u, Intent: "latest release"})
//
// The rules (reliability EWMA, tiers, caps, redaction) follow SPEC §2–§10; each exported
// name says which section its rule comes from.
package waymark
