package sitefile

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"regexp"
	"runtime"
	"runtime/metrics"
	"strings"
	"sync/atomic"
	"testing"
	"time"
	"unicode"

	"github.com/waymark-dev/waymark/internal/invisible"
)

var tricky = []string{
	"", "plain", ".inf", "-.Inf", ".nan", "a\tb", "\x01ctl", "line1\nline2\n", "line1\nline2",
	"  lead\nx", "trailing\n\n\n", "\n", "\n\nx", "42", "1e3", "0x10", "true", "yes", "null", "~",
	"- x", "#", "a #b", "x: y", "'", "\"", "é ü 日本", "\u2028sep", "<a&b>", "\r\n", " ", "a ",
	"line  \nwith trailing spaces  \n", "*alias", "&anchor", "!tag", "%d", "@at", "`tick", "{x}",
	"[x]", "|", ">", "?", ":", "2024-01-02", "2024-01-02T03:04:05Z", "\ufeffbom", "a\u00a0b",
	strings.Repeat("word ", 100), strings.Repeat("x", 1000), "0000    \n", "{{email}}", "a[data-testid='x'] > b",
	// Text that looks like deep YAML nesting or many keys is text: it goes through.
	"a" + strings.Repeat("[", 101), "line\n" + strings.Repeat("{", 101), strings.Repeat("- ", 101) + "x",
	"line\n" + strings.Repeat("- ", 101) + "x\n", `a"b` + strings.Repeat("[", 101), strings.Repeat("k: 1\n", 1001),
}

func sampleSite() Site {
	t0 := time.Date(2025, 3, 4, 5, 6, 7, 890123456, time.UTC)
	body := func(v any) json.RawMessage {
		b, err := json.Marshal(v)
		if err != nil {
			panic(err)
		}
		return b
	}
	return Site{Site: "example.com", Entries: []Entry{
		{Kind: KindSelector, Key: "s2", URLPattern: "example.com/p/*", Text: "search box", CreatedAt: t0, UpdatedAt: t0,
			Body: body(map[string]any{"selector": "#q", "confidence": 0.9})},
		{Kind: KindPattern, Key: "p1", URLPattern: "example.com/dp/*", TaskType: "extract_detail", Text: "price",
			CreatedAt: t0, UpdatedAt: t0.Add(time.Hour),
			Body: json.RawMessage(`{"name":"price","reliability":0.5,"strikes":0,"tiny":4.4e-08,"huge":1e+21,"int":9007199254740993,"steps":[{"action":"click","selectors":[{"kind":"css","value":"#buy","stability":1}]}],"ok":true,"none":null,"empty":[],"obj":{}}`)},
		{Kind: KindProfile, Key: "example.com", Text: "profile", CreatedAt: t0, UpdatedAt: t0,
			Body: body(map[string]any{"site": "example.com", "visit_count": 3})},
		{Kind: KindCache, Key: "c1", Text: "answer", CreatedAt: t0.In(time.FixedZone("X", 3600)), UpdatedAt: t0,
			Body: body(map[string]any{"answer": "42 open", "freshness": "volatile"})},
		{Kind: KindSiteNote, Key: "n1", Text: "cookie banner", CreatedAt: t0, UpdatedAt: t0,
			Body: body(map[string]any{"problem": "cookie_banner"})},
	}}
}

func TestEncodeDecodeRoundTrip(t *testing.T) {
	s := sampleSite()
	for i, x := range tricky {
		s.Entries = append(s.Entries, Entry{Kind: KindCache, Key: fmt.Sprintf("tricky-%02d %s", i, x), Text: x,
			URLPattern: x, CreatedAt: time.Unix(int64(i), 0).UTC(), UpdatedAt: time.Unix(int64(i), 1).UTC(),
			Body: mustJSON(t, map[string]any{"value": x, "list": []string{x, x}})})
	}
	out, err := Encode(s)
	if err != nil {
		t.Fatal(err)
	}
	got, err := Decode(out)
	if err != nil {
		t.Fatalf("decode: %v\n%s", err, out)
	}
	if got.Site != s.Site || len(got.Entries) != len(s.Entries) {
		t.Fatalf("got site %q with %d entries, want %q with %d", got.Site, len(got.Entries), s.Site, len(s.Entries))
	}
	byKey := map[string]Entry{}
	for _, e := range got.Entries {
		byKey[e.Kind+"/"+e.Key] = e
	}
	for _, want := range s.Entries {
		e, ok := byKey[want.Kind+"/"+want.Key]
		if !ok {
			t.Errorf("entry %s/%q lost", want.Kind, want.Key)
			continue
		}
		if e.Text != want.Text || e.URLPattern != want.URLPattern || e.TaskType != want.TaskType {
			t.Errorf("entry %q: text %q url %q task %q, want %q %q %q", want.Key, e.Text, e.URLPattern, e.TaskType,
				want.Text, want.URLPattern, want.TaskType)
		}
		if !e.CreatedAt.Equal(want.CreatedAt) || !e.UpdatedAt.Equal(want.UpdatedAt) || e.CreatedAt.Location() != time.UTC {
			t.Errorf("entry %q: times %v %v, want %v %v (UTC)", want.Key, e.CreatedAt, e.UpdatedAt, want.CreatedAt, want.UpdatedAt)
		}
		if !sameJSON(t, e.Body, want.Body) {
			t.Errorf("entry %q: body\n got %s\nwant %s", want.Key, e.Body, want.Body)
		}
	}
	again, err := Encode(got)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(again, out) {
		t.Errorf("encode(decode(x)) differs from x:\n%s\n---\n%s", again, out)
	}
}

func TestBodyKeyOrderAndNumbers(t *testing.T) {
	s := Site{Site: "a.com", Entries: []Entry{{Kind: KindPattern, Key: "k",
		Body: json.RawMessage(`{"zeta":1,"alpha":0.5,"mid":1e-7,"big":1e+21,"neg":-3,"u":18446744073709551615}`)}}}
	out, err := Encode(s)
	if err != nil {
		t.Fatal(err)
	}
	got, err := Decode(out)
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"zeta":1,"alpha":0.5,"mid":1e-7,"big":1e+21,"neg":-3,"u":18446744073709551615}`; string(got.Entries[0].Body) != want {
		t.Errorf("body %s, want %s\n%s", got.Entries[0].Body, want, out)
	}
}

func TestEncodeDeterministic(t *testing.T) {
	a := sampleSite()
	b := sampleSite()
	for i, j := 0, len(b.Entries)-1; i < j; i, j = i+1, j-1 {
		b.Entries[i], b.Entries[j] = b.Entries[j], b.Entries[i]
	}
	x, err := Encode(a)
	if err != nil {
		t.Fatal(err)
	}
	y, err := Encode(b)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(x, y) {
		t.Errorf("entry order changed the output:\n%s\n---\n%s", x, y)
	}
	// Sections in file order, keys in struct order.
	want := []string{"version:", "site:", "profiles:", "patterns:", "caches:", "site_notes:", "selectors:"}
	last := -1
	for _, w := range want {
		i := bytes.Index(x, []byte("\n"+w))
		if w == "version:" {
			i = bytes.Index(x, []byte(w))
		}
		if i <= last {
			t.Errorf("%q at %d, not after %d:\n%s", w, i, last, x)
		}
		last = i
	}
}

func TestEncodeErrors(t *testing.T) {
	ok := json.RawMessage(`{}`)
	tests := []struct {
		name string
		site Site
		want string
	}{
		{"empty site", Site{Site: " "}, "empty site"},
		{"unknown kind", Site{Site: "a.com", Entries: []Entry{{Kind: "trace", Key: "k", Body: ok}}}, "unknown kind"},
		{"empty key", Site{Site: "a.com", Entries: []Entry{{Kind: KindPattern, Body: ok}}}, "empty key"},
		{"duplicate", Site{Site: "a.com", Entries: []Entry{{Kind: KindPattern, Key: "k", Body: ok}, {Kind: KindPattern, Key: "k", Body: ok}}}, "duplicate"},
		{"array body", Site{Site: "a.com", Entries: []Entry{{Kind: KindPattern, Key: "k", Body: json.RawMessage(`[]`)}}}, "not a JSON object"},
		{"bad json", Site{Site: "a.com", Entries: []Entry{{Kind: KindPattern, Key: "k", Body: json.RawMessage(`{"a":`)}}}, "body"},
		{"odd key", Site{Site: "a.com", Entries: []Entry{{Kind: KindPattern, Key: "k", Body: json.RawMessage(`{"a b":1}`)}}}, "YAML key"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Encode(tt.site)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("Encode error %v, want one containing %q", err, tt.want)
			}
		})
	}
}

// manyKeys is n lines "k<i>: 1", each after indent.
func manyKeys(n int, indent string) string {
	var b strings.Builder
	for i := range n {
		fmt.Fprintf(&b, "%sk%d: 1\n", indent, i)
	}
	return b.String()
}

func TestDecodeErrors(t *testing.T) {
	entry := "patterns:\n  - key: k\n    text: t\n    created_at: 2025-01-01T00:00:00Z\n    updated_at: 2025-01-01T00:00:00Z\n"
	tests := []struct {
		name string
		data string
		want string
	}{
		{"syntax", "version: 1\nsite: [a\n", "yaml"},
		{"invalid utf-8", "version: 1\nsite: a.com\n" + entry + "    body: {name: \"caf\xe9\"}\n", "not valid UTF-8 (line 8)"},
		{"not a mapping", "- 1\n- 2\n", "mapping"},
		{"empty", "", "one document"},
		{"two documents", "version: 1\nsite: a.com\n---\nversion: 1\nsite: b.com\n", "one document"},
		{"version", "version: 2\nsite: a.com\n", "version"},
		{"no site", "version: 1\n", "site: empty"},
		{"site number", "version: 1\nsite: 12\n", "site: want a string"},
		{"unknown field", "version: 1\nsite: a.com\nextra: 1\n", "unknown field"},
		{"body missing", "version: 1\nsite: a.com\n" + entry, "patterns[0].body: want a mapping"},
		{"body list", "version: 1\nsite: a.com\n" + entry + "    body: [1]\n", "want a mapping"},
		{"nan", "version: 1\nsite: a.com\n" + entry + "    body: {r: .nan}\n", "patterns[0].body.r"},
		{"key number", "version: 1\nsite: a.com\npatterns:\n  - key: 1.10\n    body: {}\n", "patterns[0].key: want a string"},
		{"empty key", "version: 1\nsite: a.com\npatterns:\n  - key: \"\"\n    body: {}\n", "patterns[0].key: empty"},
		{"duplicate entry", "version: 1\nsite: a.com\npatterns:\n  - {key: k, body: {}, created_at: 2025-01-01T00:00:00Z, updated_at: 2025-01-01T00:00:00Z}\n" +
			"  - {key: k, body: {}, created_at: 2025-01-01T00:00:00Z, updated_at: 2025-01-01T00:00:00Z}\n", "duplicate key"},
		{"time not a time", "version: 1\nsite: a.com\n" + strings.Replace(entry, "updated_at: 2025-01-01T00:00:00Z", "updated_at: tomorrow", 1) + "    body: {}\n",
			"patterns[0].updated_at: want an RFC 3339 time"},
		{"time of hour 25", "version: 1\nsite: a.com\n" + strings.Replace(entry, "updated_at: 2025-01-01T00:00:00Z", "updated_at: 2025-01-01 25:00:00", 1) + "    body: {}\n",
			"patterns[0].updated_at: want an RFC 3339 time"},
		{"time missing", "version: 1\nsite: a.com\npatterns:\n  - {key: k, body: {}}\n", "patterns[0].created_at: required"},
		{"duplicate map key", "version: 1\nsite: a.com\nsite: b.com\n", "yaml"},
		{"anchor", "version: 1\nsite: &s a.com\n", "anchors and aliases"},
		{"alias bomb", "version: 1\nsite: a.com\npatterns:\n  - key: k\n    body: {a: &a [x, x], b: [*a, *a]}\n", "anchors and aliases"},
		{"deep nesting", "version: 1\nsite: a.com\nx: " + strings.Repeat("[", 100000) + "\n", "nesting"},
		{"record too large", "version: 1\nsite: a.com\n" + entry + "    body: {}\n#" + strings.Repeat("x", MaxRecordBytes), "line 4: a record of patterns too large"},
		{"version missing", "site: a.com\n", "version: missing (want 1)"},
		{"indented first line", "  version: 1\nsite: a.com\n", "line 1: indented text before the first key"},
		{"content after the document end", "version: 1\nsite: a.com\n...\n# fine\npatterns: []\n", "line 5: content after the document's end (line 3)"},
		{"content on the document end", "version: 1\nsite: a.com\n... x\n", "line 3: content after a document end"},
		{"JSON with a syntax error", "{\"version\": 1, \"site\": \"a.com\"", "yaml"},
		{"flow mapping at column 0", "version: 1\nsite: a.com\n{version: 1, site: b.com}\n", "line 3: want a key of the file"},
		{"key spelt with an escape", "\"\\x70atterns\": []\nversion: 1\nsite: a.com\n", "line 1: want a key of the file"},
		{"carriage return alone", "version: 1\nsite: a.com\rpatterns: []\n", "line 2: a carriage return"},
		{"document start with content", "--- !!map\nversion: 1\nsite: a.com\n", "line 1: a document marker"},
		{"tab at column 0", "version: 1\nsite: a.com\n\tx: 1\n", "line 3: indented with a tab"},
		{"tab in plain text", "version: 1\nsite: a.com\npatterns:\n  - key: a\tb\n", "line 4: a tab character (column 11)"},
		{"tab in quoted text after a hash", "version: 1\nsite: a.com\npatterns:\n  - key: \"a #b\tc\"\n", "line 4: a tab character (column 15)"},
		{"tab in quoted text", "version: 1\nsite: a.com\npatterns:\n  - key: \"a\tb\"\n", "line 4: a tab character (column 12)"},
		{"compact nesting", "version: 1\nsite: a.com\npatterns:\n  " + strings.Repeat("- ", 101) + "x\n", "line 4, column 203: nesting deeper than 100"},
		{"text between a section and its items", "version: 1\nsite: a.com\npatterns:\n  []\n  - key: a\n    body: {}\n" +
			"    created_at: 2025-01-01T00:00:00Z\n    updated_at: 2025-01-01T00:00:00Z\n", "yaml"},
		{"many keys", "version: 1\nsite: a.com\npatterns:\n  - key: k\n    body:\n" + manyKeys(1001, "      "), "a mapping of more than 1000 keys"},
		{"many flow keys", "version: 1\nsite: a.com\npatterns:\n  - {key: k, body: {" + strings.TrimSuffix(strings.ReplaceAll(manyKeys(1001, ""), "\n", ", "), ", ") + "}}\n", "a mapping of more than 1000 keys"},
		{"section twice", "version: 1\nsite: a.com\n" + entry + "    body: {}\n" + entry, `line 9: duplicate key "patterns" (line 3)`},
		{"syntax error's line in a record", "version: 1\nsite: a.com\n" + entry + "    body: {}\n" + strings.Replace(entry, "patterns:\n", "", 1) + "    body: [a\n",
			"[13:11]"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Decode([]byte(tt.data))
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("Decode error %v, want one containing %q", err, tt.want)
			}
		})
	}
}

func TestFileName(t *testing.T) {
	valid := regexp.MustCompile(`^[a-z0-9][a-z0-9._-]*$`)
	tests := []struct {
		site   string
		want   string // "" = only check the rules; "-" = not ok
		hashed bool
	}{
		{site: "example.com", want: "example.com"},
		{site: "amazon.co.uk", want: "amazon.co.uk"},
		{site: "xn--bcher-kva.de", want: "xn--bcher-kva.de"},
		{site: "192.168.1.10", want: "192.168.1.10"},
		{site: "localhost", want: "localhost"},
		{site: "../etc", hashed: true},
		{site: "../../etc/passwd", hashed: true},
		{site: "a/../../b", hashed: true},
		{site: `..\..\windows`, hashed: true},
		{site: "con", hashed: true},
		{site: "CON", hashed: true},
		{site: "nul.com", hashed: true},
		{site: "com1.example", hashed: true},
		{site: "lpt9", hashed: true},
		{site: "console.com", want: "console.com"},
		{site: "prn.com", hashed: true},
		{site: "prn-2a947bd0.com", want: "prn-2a947bd0.com"}, // the name prn.com had once: a domain anyone may register
		{site: "a_b.com", hashed: true},
		{site: "com10.net", want: "com10.net"},
		{site: ".hidden", hashed: true},
		{site: "trailing.", hashed: true},
		{site: "-dash.com", hashed: true},
		{site: "Example.COM", hashed: true},
		{site: "bücher.de", hashed: true},
		{site: "日本.jp", hashed: true},
		{site: "a b.com", hashed: true},
		{site: "a..b.com", hashed: true},
		{site: strings.Repeat("a", 300) + ".com", hashed: true},
		{site: strings.Repeat("ab.", 80) + "com", hashed: true},
		{site: "", want: "-"},
		{site: "..", want: "-"},
		{site: "...", want: "-"},
		{site: "…", want: "-"},
		{site: "日本", want: "-"},
		{site: "/", want: "-"},
	}
	seen := map[string]string{}
	for _, tt := range tests {
		t.Run(tt.site, func(t *testing.T) {
			got, ok := FileName(tt.site)
			if tt.want == "-" {
				if ok {
					t.Fatalf("FileName(%q) = %q, want not ok", tt.site, got)
				}
				return
			}
			if !ok {
				t.Fatalf("FileName(%q) not ok", tt.site)
			}
			if tt.want != "" && got != tt.want {
				t.Errorf("FileName(%q) = %q, want %q", tt.site, got, tt.want)
			}
			if !valid.MatchString(got) || strings.Contains(got, "..") || strings.HasSuffix(got, ".") ||
				len(got) > MaxNameLen {
				t.Errorf("FileName(%q) = %q breaks the rules", tt.site, got)
			}
			first, _, _ := strings.Cut(got, ".")
			if reserved(first) {
				t.Errorf("FileName(%q) = %q starts with a reserved name", tt.site, got)
			}
			if hashed := !strings.Contains(got, tt.site) || got != tt.site; hashed != tt.hashed {
				t.Errorf("FileName(%q) = %q, hashed %v, want %v", tt.site, got, hashed, tt.hashed)
			}
			if other, dup := seen[got]; dup {
				t.Errorf("FileName(%q) = FileName(%q) = %q", tt.site, other, got)
			}
			seen[got] = tt.site
		})
	}
}

func TestIndexRoundTrip(t *testing.T) {
	ix := Index{Sites: []IndexSite{
		{Site: "a.com", File: "sites/a.com.yaml", Records: Counts{Patterns: 2, Caches: 1}},
		{Site: "con", File: "sites/con-1234.yaml", Records: Counts{Profiles: 1}},
	}}
	out, err := EncodeIndex(ix)
	if err != nil {
		t.Fatal(err)
	}
	got, err := DecodeIndex(out)
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	ix.Version = Version
	if !reflect.DeepEqual(got, ix) {
		t.Errorf("got %+v, want %+v", got, ix)
	}
	if empty, err := EncodeIndex(Index{}); err != nil || !bytes.Contains(empty, []byte("sites: []")) {
		t.Errorf("empty index: %q %v", empty, err)
	}
}

func TestCount(t *testing.T) {
	want := Counts{Profiles: 1, Patterns: 1, Caches: 1, SiteNotes: 1, Selectors: 1}
	if got := sampleSite().Count(); got != want {
		t.Errorf("Count = %+v, want %+v", got, want)
	}
}

// decodeWhole reads a site file as one YAML document (Decode reads it a record at a time),
// of any size.
func decodeWhole(data []byte) (Site, error) {
	var doc fileDoc
	if err := decodeText(data, nil, nil, &doc); err != nil {
		return Site{}, err
	}
	site, _ := doc.Site.(string)
	s := Site{Site: site}
	for _, kind := range Kinds {
		for i, d := range *doc.section(kind) {
			e, err := d.entry(kind, fmt.Sprintf("%s[%d]", sectionName(kind), i))
			if err != nil {
				return Site{}, err
			}
			s.Entries = append(s.Entries, e)
		}
	}
	return s, nil
}

func FuzzDecode(f *testing.F) {
	good, err := Encode(sampleSite())
	if err != nil {
		f.Fatal(err)
	}
	f.Add(good)
	f.Add([]byte("version: 1\nsite: a.com\npatterns:\n  - {key: k, body: {a: [1, 2.5, x, null]}}\n"))
	f.Add([]byte("version: 1\nsite: &a a.com\n"))
	f.Add([]byte("---\nversion: 1\nsite: a.com\n# c\npatterns:\n- key: k\n  body: {}\n  created_at: 2025-01-01T00:00:00Z\n  updated_at: 2025-01-01T00:00:00Z\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := Decode(data)
		if err != nil {
			return
		}
		// Read a record at a time, the file means what it means read whole.
		if whole, err := decodeWhole(data); err != nil || !reflect.DeepEqual(whole, s) {
			t.Fatalf("read whole: %v\n%+v\nread a record at a time:\n%+v", err, whole, s)
		}
		out, err := Encode(s)
		if err != nil {
			return // e.g. a body key YAML accepts but the encoder refuses
		}
		back, err := Decode(out)
		if err != nil {
			t.Fatalf("re-decoding an encoded file: %v\n%s", err, out)
		}
		again, err := Encode(back)
		if err != nil || !bytes.Equal(again, out) {
			t.Fatalf("not stable after one round (%v):\n%s\n---\n%s", err, out, again)
		}
	})
}

func FuzzText(f *testing.F) {
	for _, s := range tricky {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		b, err := json.Marshal(map[string]string{"v": s})
		if err != nil {
			return
		}
		var norm map[string]string // json.Marshal replaced invalid UTF-8
		if err := json.Unmarshal(b, &norm); err != nil {
			t.Fatal(err)
		}
		want := norm["v"]
		out, err := Encode(Site{Site: "a.com", Entries: []Entry{{Kind: KindCache, Key: want + "k", Text: want, Body: b}}})
		if err != nil {
			t.Fatalf("encode %q: %v", s, err)
		}
		if i := hiddenRune(out); i >= 0 {
			t.Fatalf("%q is written with a rune that shows nothing at byte %d:\n%s", s, i, out)
		}
		got, err := Decode(out)
		if err != nil {
			t.Fatalf("decode %q: %v\n%s", s, err, out)
		}
		e := got.Entries[0]
		var body map[string]string
		if err := json.Unmarshal(e.Body, &body); err != nil {
			t.Fatal(err)
		}
		if e.Text != want || e.Key != want+"k" || body["v"] != want {
			t.Fatalf("%q came back as text %q key %q body %q\n%s", want, e.Text, e.Key, body["v"], out)
		}
	})
}

// hiddenRune returns where out holds a rune but a newline that does not print or shows
// nothing (invisible.Is), or -1.
func hiddenRune(out []byte) int {
	return bytes.IndexFunc(out, func(r rune) bool { return r != '\n' && (!unicode.IsPrint(r) || invisible.Is(r)) })
}

func TestInvisibleRunesEscaped(t *testing.T) {
	for _, s := range []string{"pay\u202eexe.txt", "a\u200bb", "heart\u2764\ufe0f", "tag\U000E0041\U000E007F", "soft\u00adhyphen",
		"nel\u0085", "bom\ufeff", "cgj\u034fx"} {
		body := mustJSON(t, map[string]string{"text": s})
		out, err := Encode(Site{Site: "a.com", Entries: []Entry{{Kind: KindCache, Key: "k" + s, Text: s, Body: body}}})
		if err != nil {
			t.Fatalf("encode %q: %v", s, err)
		}
		if i := hiddenRune(out); i >= 0 {
			t.Errorf("%q is written raw at byte %d:\n%s", s, i, out)
		}
		back, err := Decode(out)
		if err != nil {
			t.Fatalf("decode %q: %v\n%s", s, err, out)
		}
		if e := back.Entries[0]; e.Text != s || e.Key != "k"+s || !sameJSON(t, e.Body, body) {
			t.Errorf("%q came back as %q, %q, %s", s, e.Text, e.Key, e.Body)
		}
	}
}

func mustJSON(t *testing.T, v any) json.RawMessage {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func sameJSON(t *testing.T, a, b json.RawMessage) bool {
	t.Helper()
	var x, y any
	if err := json.Unmarshal(a, &x); err != nil {
		t.Fatalf("%v: %s", err, a)
	}
	if err := json.Unmarshal(b, &y); err != nil {
		t.Fatalf("%v: %s", err, b)
	}
	return reflect.DeepEqual(x, y)
}

func BenchmarkEncode(b *testing.B) {
	s := sampleSite()
	for i := range 100 {
		s.Entries = append(s.Entries, Entry{Kind: KindSelector, Key: fmt.Sprintf("sel-%03d", i), Text: "search box for products",
			Body: json.RawMessage(`{"site":"example.com","url_pattern":"example.com/s?k=*","purpose":"search box","selector":"input[name=q]","confidence":0.8,"strikes":0,"uses":3,"anti_pattern":false,"last_seen":"2025-01-02T03:04:05Z"}`)})
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Encode(s); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkDecode(b *testing.B) {
	s := sampleSite()
	for i := range 100 {
		s.Entries = append(s.Entries, Entry{Kind: KindSelector, Key: fmt.Sprintf("sel-%03d", i), Text: "search box for products",
			Body: json.RawMessage(`{"site":"example.com","url_pattern":"example.com/s?k=*","purpose":"search box","selector":"input[name=q]","confidence":0.8,"strikes":0,"uses":3,"anti_pattern":false,"last_seen":"2025-01-02T03:04:05Z"}`)})
	}
	data, err := Encode(s)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Decode(data); err != nil {
			b.Fatal(err)
		}
	}
}

// largeSite is a site whose file is over MaxRecordBytes (17 MiB): about 8,500 selectors
// with long texts.
func largeSite() Site {
	t0 := time.Date(2025, 3, 4, 5, 6, 7, 0, time.UTC)
	s := Site{Site: "big.example"}
	long := strings.Repeat("q", 2000)
	for i := 0; i*2100 < MaxRecordBytes+MaxRecordBytes/16; i++ {
		key := fmt.Sprintf("big.example|big.example/|#b%06d", i)
		body, _ := json.Marshal(map[string]any{"selector": "[data-testid='" + long + "']", "uses": i, "text": "a: b\n- c\n" + long})
		s.Entries = append(s.Entries, Entry{Kind: KindSelector, Key: key, URLPattern: "big.example/", Text: "x", CreatedAt: t0, UpdatedAt: t0, Body: body})
	}
	return s
}

// BenchmarkDecodeLarge reads the 17 MiB file of largeSite a record at a time (Decode) and
// whole (decodeWhole, as before 2026-12-01), with the most heap either held at once.
func BenchmarkDecodeLarge(b *testing.B) {
	data, err := Encode(largeSite())
	if err != nil {
		b.Fatal(err)
	}
	for _, c := range []struct {
		name   string
		decode func([]byte) (Site, error)
	}{{"pieces", Decode}, {"whole", decodeWhole}} {
		b.Run(c.name, func(b *testing.B) {
			b.SetBytes(int64(len(data)))
			peak := peakHeap(func() {
				for b.Loop() {
					if _, err := c.decode(data); err != nil {
						b.Fatal(err)
					}
				}
			})
			b.ReportMetric(float64(peak)/(1<<20), "peak-heap-MiB")
		})
	}
}

// peakHeap runs f and returns the most bytes of heap objects live at once while it ran,
// sampled every millisecond (runtime/metrics), less those live before.
func peakHeap(f func()) uint64 {
	runtime.GC()
	sample := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
	read := func() uint64 { metrics.Read(sample); return sample[0].Value.Uint64() }
	base := read()
	var peak atomic.Uint64
	stop, done := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(done)
		t := time.NewTicker(time.Millisecond)
		defer t.Stop()
		for {
			if v := read(); v > peak.Load() {
				peak.Store(v)
			}
			select {
			case <-stop:
				return
			case <-t.C:
			}
		}
	}()
	f()
	close(stop)
	<-done
	return peak.Load() - min(base, peak.Load())
}

// TestLargeSiteRoundTrip: a site file larger than the most the YAML parser reads at once
// (MaxRecordBytes) is written and read back whole, a record at a time.
func TestLargeSiteRoundTrip(t *testing.T) {
	if testing.Short() {
		t.Skip("writes and reads 17 MiB")
	}
	s := largeSite()
	data, err := Encode(s)
	if err != nil {
		t.Fatal(err)
	}
	if len(data) <= MaxRecordBytes {
		t.Fatalf("file of %d bytes, want more than %d", len(data), MaxRecordBytes)
	}
	back, err := Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	if back.Site != s.Site || len(back.Entries) != len(s.Entries) {
		t.Fatalf("decoded %s with %d entries, want %s with %d", back.Site, len(back.Entries), s.Site, len(s.Entries))
	}
	for i, e := range back.Entries {
		if e.Key != s.Entries[i].Key || string(e.Body) != string(s.Entries[i].Body) {
			t.Fatalf("entry %d: %s %s, want %s %s", i, e.Key, e.Body, s.Entries[i].Key, s.Entries[i].Body)
		}
	}
}

// TestDecodeForms: a site file as other tools write it means what it says: with a document
// end, with a commented document start, as JSON.
func TestDecodeForms(t *testing.T) {
	want, err := Decode([]byte("version: 1\nsite: a.com\npatterns:\n  - key: k\n    text: t\n    created_at: 2025-01-01T00:00:00Z\n" +
		"    updated_at: 2025-01-01T00:00:00Z\n    body: {name: n}\n"))
	if err != nil {
		t.Fatal(err)
	}
	for name, data := range map[string]string{
		"document end":         "version: 1\nsite: a.com\npatterns:\n  - key: k\n    text: t\n    created_at: 2025-01-01T00:00:00Z\n    updated_at: 2025-01-01T00:00:00Z\n    body: {name: n}\n...\n# the end\n",
		"commented start":      "--- # a waymark export\nversion: 1\nsite: a.com\npatterns:\n  - key: k\n    text: t\n    created_at: 2025-01-01T00:00:00Z\n    updated_at: 2025-01-01T00:00:00Z\n    body: {name: n}\n",
		"JSON":                 `{"version": 1, "site": "a.com", "patterns": [{"key": "k", "text": "t", "created_at": "2025-01-01T00:00:00Z", "updated_at": "2025-01-01T00:00:00Z", "body": {"name": "n"}}]}`,
		"tabs in comments":     "version: 1 # the\tformat\nsite: a.com\npatterns:\n  - key: k # the\tkey\n    text: t\n    created_at: 2025-01-01T00:00:00Z\n    updated_at: 2025-01-01T00:00:00Z\n    body: {name: n}\n",
		"JSON after a comment": "# exported\n" + `{"version": 1, "site": "a.com", "patterns": [{"key": "k", "text": "t", "created_at": "2025-01-01T00:00:00Z", "updated_at": "2025-01-01T00:00:00Z", "body": {"name": "n"}}]}`,
	} {
		got, err := Decode([]byte(data))
		if err != nil || !reflect.DeepEqual(got, want) {
			t.Errorf("%s: %+v, %v; want %+v", name, got, err, want)
		}
	}
}

// TestYAMLDates: a date alone is its day's midnight in UTC; dates and times out of range
// are refused.
func TestYAMLDates(t *testing.T) {
	for ts, want := range map[string]time.Time{"2026-12-06": time.Date(2026, 12, 6, 0, 0, 0, 0, time.UTC),
		"2026-12-6": time.Date(2026, 12, 6, 0, 0, 0, 0, time.UTC), "2026-02-30": {}, "2026-12-06 25:00:00": {}, "2026-12": {}, "12/06/2026": {}} {
		data := "version: 1\nsite: a.com\npatterns:\n  - key: k\n    created_at: \"" + ts + "\"\n    updated_at: \"" + ts + "\"\n    body: {}\n"
		s, err := Decode([]byte(data))
		switch {
		case want.IsZero() && err == nil:
			t.Errorf("%s: read %v, want an error", ts, s.Entries[0].CreatedAt)
		case !want.IsZero() && err != nil:
			t.Errorf("%s: %v", ts, err)
		case !want.IsZero() && !s.Entries[0].CreatedAt.Equal(want):
			t.Errorf("%s: read %v, want %v", ts, s.Entries[0].CreatedAt, want)
		}
	}
}

// TestYAMLTimestamps: the timestamps a tool that rewrote the file writes in YAML's other
// forms (PyYAML: a space for the "T", a zone or none) read as the same instants.
func TestYAMLTimestamps(t *testing.T) {
	want := time.Date(2025, 1, 2, 3, 4, 5, 123456000, time.UTC)
	for _, ts := range []string{"2025-01-02T03:04:05.123456Z", "2025-01-02 03:04:05.123456+00:00", "2025-01-02 05:04:05.123456+02:00",
		"2025-01-02 03:04:05.123456 Z", "2025-01-02 03:04:05.123456", "2025-01-02T03:04:05.123456", "'2025-01-02 03:04:05.123456+00:00'",
		"2025-1-2 3:04:05.123456", "2025-01-02 04:04:05.123456 +1", "2025-01-01 22:04:05.123456 -5",
		"2025-01-02 08:34:05.123456+05:30", "2025-01-02t03:04:05.123456Z"} {
		data := "version: 1\nsite: a.com\npatterns:\n  - key: k\n    created_at: " + ts + "\n    updated_at: " + ts + "\n    body: {}\n"
		s, err := Decode([]byte(data))
		if err != nil {
			t.Errorf("%s: %v", ts, err)
			continue
		}
		if e := s.Entries[0]; len(s.Entries) != 1 || !e.CreatedAt.Equal(want) || !e.UpdatedAt.Equal(want) {
			t.Errorf("%s: read %v, %v; want %v", ts, e.CreatedAt, e.UpdatedAt, want)
		}
	}
}
