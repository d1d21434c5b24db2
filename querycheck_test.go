package waymark_test

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/waymark-dev/waymark"
)

// queryCase is a query and what its answer must hold: its tier, and a warning that holds
// warning, or no warning at all when warning is "". url is the page asked on ("" for the
// one checkQueries is given).
type queryCase struct {
	url, intent, warning string
	tier                 waymark.Tier
}

// checkQueries asks m each case's query and reports each answer that does not hold what
// the case says.
func checkQueries(t *testing.T, m *waymark.Memory, url string, cases []queryCase) {
	t.Helper()
	for _, tt := range cases {
		u := tt.url
		if u == "" {
			u = url
		}
		rec, err := m.Query(context.Background(), waymark.QueryRequest{URL: u, Intent: tt.intent})
		if err != nil {
			t.Fatal(err)
		}
		if rec.Tier != tt.tier || tt.warning == "" && len(rec.Warnings) > 0 ||
			tt.warning != "" && !slices.ContainsFunc(rec.Warnings, func(w string) bool { return strings.Contains(w, tt.warning) }) {
			t.Errorf("%q: %s, warnings %q; want %s with %q", tt.intent, rec.Tier, rec.Warnings, tt.tier, tt.warning)
		}
	}
}
