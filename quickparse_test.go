package waymark

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"
)

// quickAgrees reports what quickParse and the schema's path make of data: whether each
// accepts it, and fails t when quickParse accepts what the schema refuses or decodes
// another trace than the schema's path.
func quickAgrees(t *testing.T, data []byte) (quick, schema bool) {
	t.Helper()
	var q *Trace
	if valid, _ := checkKeys(data); valid {
		q = quickParse(data)
	}
	s, err := schemaParse(data)
	if q != nil {
		if err != nil {
			t.Fatalf("quickParse accepted what the schema refuses (%v): %.300s", err, data)
		}
		if !reflect.DeepEqual(q, s) {
			t.Fatalf("quickParse decoded\n%+v\nthe schema's path\n%+v\nfrom %.300s", q, s, data)
		}
	}
	return q != nil, err == nil
}

// TestQuickParseLimits sets every field the schema limits to each side of each of its
// limits (minLength, maxLength, minimum, maximum, minItems, maxItems, enum), read from
// the schema itself, and checks that quickParse accepts exactly what the schema accepts:
// a limit changed in the schema and not in quickparse.go fails here.
func TestQuickParseLimits(t *testing.T) {
	var doc map[string]any
	if err := json.Unmarshal(TraceSchema, &doc); err != nil {
		t.Fatal(err)
	}
	defs := doc["$defs"].(map[string]any)
	levels := []struct {
		name  string
		props map[string]any
	}{
		{"trace", doc["properties"].(map[string]any)},
		{"step", defs["step"].(map[string]any)["properties"].(map[string]any)},
		{"target", defs["target"].(map[string]any)["properties"].(map[string]any)},
	}
	// base returns a valid trace, with field of the given level set to v.
	base := func(level, field string, v any) []byte {
		target := map[string]any{"selector": "#x"}
		step := map[string]any{"action": "click", "url": "https://a.test/", "target": target}
		tr := map[string]any{"task": "t", "start_url": "https://a.test/", "steps": []any{step}}
		map[string]map[string]any{"trace": tr, "step": step, "target": target}[level][field] = v
		b, err := json.Marshal(tr)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	str := func(n int) string { return strings.Repeat("é", n) } // 2 bytes, one code point each
	cases := 0
	for _, lv := range levels {
		for field, raw := range lv.props {
			sch := raw.(map[string]any)
			var vals []any // each side of each limit
			num := func(k string) (int, bool) { f, ok := sch[k].(float64); return int(f), ok }
			if n, ok := num("maxLength"); ok {
				vals = append(vals, str(n), str(n+1))
			}
			if n, ok := num("minLength"); ok {
				vals = append(vals, str(n), str(n-1))
			}
			step := map[string]any{"action": "click", "url": "https://a.test/"}
			if n, ok := num("maxItems"); ok {
				vals = append(vals, slicesOf(step, n), slicesOf(step, n+1))
			}
			if n, ok := num("minItems"); ok {
				vals = append(vals, slicesOf(step, n), slicesOf(step, n-1))
			}
			if n, ok := num("minimum"); ok {
				vals = append(vals, n, n-1)
			}
			if n, ok := num("maximum"); ok {
				vals = append(vals, json.Number(strconv.Itoa(n)), json.Number(strconv.Itoa(n+1)))
			}
			if enum, ok := sch["enum"].([]any); ok {
				vals = append(vals, append(enum, "bogus", "")...)
			}
			if items, ok := sch["items"].(map[string]any); ok && items["$ref"] == nil {
				if n, ok := items["maxLength"].(float64); ok {
					vals = append(vals, []any{str(int(n))}, []any{str(int(n) + 1)})
				}
				if n, ok := items["minimum"].(float64); ok {
					vals = append(vals, []any{int(n), 3}, []any{int(n) - 1})
				}
				if n, ok := items["maximum"].(float64); ok {
					vals = append(vals, []any{json.Number(strconv.Itoa(int(n)))}, []any{json.Number(strconv.Itoa(int(n) + 1))})
				}
			}
			if sch["type"] == "object" && sch["additionalProperties"] != nil {
				vals = append(vals, map[string]any{"k": "v"}, map[string]any{"k": 1})
			}
			vals = append(vals, true, 1.5, map[string]any{}) // wrong types
			for _, v := range vals {
				cases++
				data := base(lv.name, field, v)
				quick, schema := quickAgrees(t, data)
				if quick != schema && utf8.Valid(data) {
					t.Errorf("%s.%s = %.40v: quickParse %v, schema %v", lv.name, field, v, quick, schema)
				}
			}
		}
	}
	if cases < 100 {
		t.Fatalf("only %d cases: the schema's layout changed", cases)
	}
}

// slicesOf returns n copies of v.
func slicesOf(v any, n int) []any {
	out := make([]any, n)
	for i := range out {
		out[i] = v
	}
	return out
}

// TestQuickParseDoubts: what quickParse leaves to the schema's path, which then accepts or
// refuses as before.
func TestQuickParseDoubts(t *testing.T) {
	const ok = `{"task":"t","start_url":"https://a.test/","steps":[{"action":"click","url":"https://a.test/"}]}`
	if quickParse([]byte(ok)) == nil {
		t.Fatal("a plain trace took the slow path")
	}
	for _, in := range []string{
		`{"task":"t","start_url":"https://a.test/","steps":[{"action":"click","url":"https://a.test/","value":null}]}`,
		`{"Task":"t","start_url":"https://a.test/","steps":[{"action":"click","url":"https://a.test/"}]}`,
		`{"task":"t","outcome":"","start_url":"https://a.test/","steps":[{"action":"click","url":"https://a.test/"}]}`,
		`{"task":"t","start_url":"https://a.test/","steps":[{"action":"click","url":"https://a.test/","duration_ms":1e3}]}`,
		`{"task":"t","start_url":"https://a.test/","steps":[{"action":"click","url":"https://a.test/","tArget":{"selector":"#x"}}]}`,
		`{"task":"t","start_url":"https://a.test/","recorded_by":"me","steps":[{"action":"click","url":"https://a.test/"}]}`,
		`{"task":"t","start_url":"https://a.test/","steps":[{"action":"click","url":"https://a.test/"}]} {}`,
		`{"task":"t","start_url":"https://a.test/","steps":[{"action":"click","url":"https://a.test/","x":` +
			strings.Repeat("[", 20_000) + strings.Repeat("]", 20_000) + `}]}`,
	} {
		if quick, _ := quickAgrees(t, []byte(in)); quick {
			t.Errorf("quickParse accepted %.120s", in)
		}
	}
}

// FuzzQuickParse: whatever quickParse accepts, the schema accepts, and its path decodes
// the same trace.
func FuzzQuickParse(f *testing.F) {
	f.Add([]byte(`{"task":"t","start_url":"https://a.example/","steps":[{"action":"click","url":"https://a.example/","target":{"selector":"#x"}}]}`))
	f.Add([]byte(`{"task":"\u00e9","outcome":"failure","task_type":"search","start_url":"https://a/","selectors":{"q":"#q"},"steps":[{"action":"x","url":"https://a/","duration_ms":5,"sensitive":true,"target":{"frame":[0,1],"shadow":["a"],"attributes":{"id":"b"},"selectors":["c"]}}]}`))
	f.Add(benchTraceJSON())
	files, _ := filepath.Glob(filepath.Join("testdata", "traces", "*.json"))
	for _, name := range files {
		if b, err := os.ReadFile(name); err == nil {
			f.Add(b)
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) == 0 || data[0] != '{' || !utf8.Valid(data) {
			return // ParseTrace hands quickParse only an object of valid UTF-8
		}
		quickAgrees(t, data)
	})
}
