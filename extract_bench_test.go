package waymark

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

// benchTraceJSON is one 20-step trace (a navigate, 17 clicks with a data-testid selector
// and a role + name, an extract and a done), as the Save benchmarks write them.
func benchTraceJSON() []byte {
	var steps []string
	steps = append(steps, `{"action":"navigate","url":"https://www.site007.test/price/"}`)
	for s := range 17 {
		steps = append(steps, fmt.Sprintf(`{"action":"click","url":"https://www.site007.test/w%d/4242",`+
			`"target":{"selector":"[data-testid='item-%d']","role":"link","name":"item %d"}}`, s%9, s%5, s))
	}
	steps = append(steps, `{"action":"extract","url":"https://www.site007.test/result","target":{"selector":"#result"},"extracted":"result 4242"}`,
		`{"action":"done","url":"https://www.site007.test/result","extracted":"the answer is 4242"}`)
	return []byte(`{"task":"find the price of item 4242","start_url":"https://www.site007.test/price/","steps":[` +
		strings.Join(steps, ",") + `]}`)
}

// BenchmarkParseTrace measures ParseTrace of the 20-step trace of benchTraceJSON (3.3 KB).
func BenchmarkParseTrace(b *testing.B) {
	data := benchTraceJSON()
	b.ReportAllocs()
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		if _, err := ParseTrace(data, 0); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkExtract measures the extraction of one 20-step trace (a navigate, 17 clicks
// with a data-testid selector and a role + name, an extract and a done, as in the Save
// benchmarks), without parsing, redaction or storage.
func BenchmarkExtract(b *testing.B) {
	tr, err := ParseTrace(benchTraceJSON(), 0)
	if err != nil {
		b.Fatal(err)
	}
	in := extractInput{Trace: tr, Site: "site007.test", URLPattern: "www.site007.test/price", TaskType: TaskExtractDetail,
		Intent: tr.Task, TraceID: "t1", Now: time.Unix(1_800_000_000, 0)}
	b.ReportAllocs()
	for b.Loop() {
		if x := extract(in); x.Pattern == nil || len(x.Selectors) != 18 {
			b.Fatalf("pattern %v (%s), %d selectors", x.Pattern != nil, x.Rejected, len(x.Selectors))
		}
	}
}

// BenchmarkFrameworkHints measures frameworkHints of one target of 50,000 attributes (a
// hostile or generated page's element): linear in the attributes' size.
func BenchmarkFrameworkHints(b *testing.B) {
	t := &Target{Selector: "#go", Attributes: map[string]string{}}
	for i := range 50_000 {
		t.Attributes[fmt.Sprintf("data-a%d", i)] = "x"
	}
	b.ReportAllocs()
	for b.Loop() {
		_ = frameworkHints(t)
	}
}
