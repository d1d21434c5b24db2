package waymark_test

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/waymark-dev/waymark"
)

// signInTrace signs in, opens the orders and reads an order's status: task is its request,
// button the label of the button that signs in.
func signInTrace(task, button string) json.RawMessage {
	const store = "https://mystore.example.net"
	login, acct, orders := store+"/login", store+"/account", store+"/account/orders"
	tg := func(sel, role, name string) *waymark.Target {
		return &waymark.Target{Selector: sel, Role: role, Name: name}
	}
	raw, _ := json.Marshal(waymark.Trace{Task: task, StartURL: login, FinalAnswer: "Order A-778812: Shipped",
		Steps: []waymark.Step{
			{Action: waymark.ActionNavigate, URL: login},
			{Action: waymark.ActionFill, URL: login, Target: tg("#email", "textbox", "Email address"), Value: "ana@example.org"},
			{Action: waymark.ActionFill, URL: login, Target: tg("#password", "textbox", "Password"), Value: "Xy12!secret"},
			{Action: waymark.ActionClick, URL: login, Target: tg("button[data-testid='sign-in']", "button", button), URLAfter: acct},
			{Action: waymark.ActionClick, URL: acct, Target: tg("a[href='/account/orders']", "link", "Your orders"), URLAfter: orders},
			{Action: waymark.ActionExtract, URL: orders, Target: tg("[data-testid='order-status']", "status", "Order status"), Extracted: "Shipped"},
		}})
	return raw
}

// TestSignInIsNoChange: a route that signs in to read something changes nothing on the
// site: a question it answers is not told that the route was "recorded for another action"
// (its "Sign in" button read as a change), and "Login" is "Sign in"; a route that signs up
// still changes something.
func TestSignInIsNoChange(t *testing.T) {
	ctx := context.Background()
	const login = "https://mystore.example.net/login"
	for _, c := range []struct {
		task, button, query string
		warned              bool
	}{
		{"Sign in and check the status of order A-778812", "Sign in", "Where is my order A-778812?", false},
		{"Sign in and check the status of order A-778812", "Sign in", "Login and check the status of order A-778812", false},
		{"Login and check the status of order A-778812", "Login", "Sign in and check the status of order A-778812", false},
		{"Log into my account and check the status of order A-778812", "Log in", "What is the status of order A-778812?", false},
		{"Sign up and check the status of order A-778812", "Sign up", "Where is my order A-778812?", true},
		{"Sign in and check the status of order A-778812", "Sign in", "Log in and check the status of order A-778812", false},
		{"Log in and check the status of order A-778812", "Log in", "Sign in and check the status of order A-778812", false},
	} {
		m := openMemory(t, nil)
		if _, err := m.Save(ctx, waymark.SaveRequest{Trace: signInTrace(c.task, c.button)}); err != nil {
			t.Fatal(err)
		}
		r, err := m.Query(ctx, waymark.QueryRequest{URL: login, Intent: c.query})
		if err != nil {
			t.Fatal(err)
		}
		if r.Tier == waymark.P5 {
			t.Errorf("%q on %q: P5, want the route", c.query, c.task)
			continue
		}
		warned := false
		for _, w := range r.Warnings {
			warned = warned || strings.Contains(w, "another action") || strings.Contains(w, "also names")
		}
		if warned != c.warned {
			t.Errorf("%q on %q: %s, warnings %q; want a warning of another action: %v", c.query, c.task, r.Tier, r.Warnings, c.warned)
		}
	}
}

// TestSignUpIsNotSignIn: a reliable route that signs up (it creates an account) or signs out
// is another action than signing in: a request to sign in is warned and kept below P2 on
// it, not replayed; each request on its own route still reaches P1.
func TestSignUpIsNotSignIn(t *testing.T) {
	ctx := context.Background()
	const login = "https://mystore.example.net/login"
	for _, c := range []struct{ route, button, query string }{
		{"Sign up for an account", "Sign up", "Sign in to my account"},
		{"Sign in to my account", "Sign in", "Sign up for an account"},
		{"Sign out of my account", "Sign out", "Sign in to my account"},
		{"Log out of my account", "Log out", "Log in to my account"},
	} {
		m := openMemory(t, nil)
		reliableRoute(t, m, signInTrace(c.route, c.button))
		own, err := m.Query(ctx, waymark.QueryRequest{URL: login, Intent: c.route})
		if err != nil {
			t.Fatal(err)
		}
		if own.Tier != waymark.P1 {
			t.Errorf("%q on its own route: %s, want P1", c.route, own.Tier)
		}
		r, err := m.Query(ctx, waymark.QueryRequest{URL: login, Intent: c.query})
		if err != nil {
			t.Fatal(err)
		}
		warned := slices.ContainsFunc(r.Warnings, func(w string) bool { return strings.Contains(w, "another") })
		if r.Tier == waymark.P1 || r.Tier == waymark.P2 || !warned {
			t.Errorf("%q on the route of %q: %s %.3f, warnings %q; want P3 or below with a warning of another action",
				c.query, c.route, r.Tier, r.Confidence, r.Warnings)
		}
	}
}

// TestSignUpSavedBefore: a sign-up route stored before sign-up had a term of its own (its
// terms "sign", "up", "account", which a request to sign in shares but "up") is read as a
// save writes it now: a request to sign in is not replayed on it (it was P2).
func TestSignUpSavedBefore(t *testing.T) {
	ctx := context.Background()
	const login = "https://mystore.example.net/login"
	m := openMemory(t, nil)
	reliableRoute(t, m, signInTrace("Sign up for an account", "Sign up"))
	err := m.Store().Update(ctx, func(tx waymark.Tx) error {
		recs, err := tx.Find(ctx, waymark.Filter{Kinds: []waymark.Kind{waymark.KindPattern}})
		if err != nil || len(recs) != 1 {
			return fmt.Errorf("patterns %d: %v", len(recs), err)
		}
		r := recs[0]
		now, before := `"intent_terms":["signup","up","account"]`, `"intent_terms":["sign","up","account"]`
		if !strings.Contains(string(r.Body), now) {
			return fmt.Errorf("body %.300s: no %s", r.Body, now)
		}
		r.Body = json.RawMessage(strings.Replace(string(r.Body), now, before, 1))
		return tx.Put(ctx, &r)
	})
	if err != nil {
		t.Fatal(err)
	}
	r, err := m.Query(ctx, waymark.QueryRequest{URL: login, Intent: "Sign in to my account"})
	if err != nil {
		t.Fatal(err)
	}
	if r.Tier == waymark.P1 || r.Tier == waymark.P2 {
		t.Errorf("sign in on a sign-up route saved before: %s %.3f, warnings %q; want P3 or below", r.Tier, r.Confidence, r.Warnings)
	}
}
