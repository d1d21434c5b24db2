package waymark_test

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"

	"github.com/waymark-dev/waymark"
)

// TestUnspacedScriptsTurnOrAdd: a reliable delete route recorded in Chinese is P1 for its
// own request only; the request negated, asked, put off (in Chinese, Japanese and Thai) is
// held at P3, and words added to it at P2 at best (README: P1 only for a query that says no
// more than its request).
func TestUnspacedScriptsTurnOrAdd(t *testing.T) {
	ctx := context.Background()
	m := openMemory(t, nil)
	const u = "https://console.example.com/buckets/my-logs"
	for i := range 10 {
		raw := fmt.Sprintf(`{"task": "删除存储桶my-logs", "start_url": %q, "session_id": "run-%d", "success_indicator": "#deleted", "steps": [
			{"action": "click", "url": %[1]q, "target": {"selector": "[data-testid='delete-bucket']", "role": "button", "name": "删除"}},
			{"action": "fill", "url": %[1]q, "target": {"selector": "#confirm"}, "value": "my-logs"},
			{"action": "click", "url": %[1]q, "target": {"selector": "[data-testid='confirm-delete']", "role": "button", "name": "确认删除"}}]}`, u, i)
		if _, err := m.Save(ctx, waymark.SaveRequest{Trace: json.RawMessage(raw)}); err != nil {
			t.Fatal(err)
		}
	}
	for _, tt := range []struct {
		intent string
		best   waymark.Tier // the best tier the query may get
	}{
		{"删除存储桶my-logs", waymark.P1},
		{"不要删除存储桶my-logs", waymark.P3},
		{"别删除存储桶my-logs", waymark.P3},
		{"删除存储桶my-logs吗", waymark.P3},
		{"明天删除存储桶my-logs", waymark.P3},
		{"删除存储桶my-logs里的对象", waymark.P2},
		{"バケットmy-logsを削除しない", waymark.P3},
		{"ลบบัคเก็ต my-logs พรุ่งนี้", waymark.P3},
	} {
		r, err := m.Query(ctx, waymark.QueryRequest{URL: u, Intent: tt.intent})
		if err != nil {
			t.Fatal(err)
		}
		if tt.best == waymark.P1 && r.Tier != waymark.P1 || r.Tier < tt.best {
			t.Errorf("%q: %s (confidence %.4f), want %s at best (%s for the request itself)", tt.intent, r.Tier, r.Confidence, tt.best, waymark.P1)
		}
	}
}
