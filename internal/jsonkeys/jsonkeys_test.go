package jsonkeys

import (
	"slices"
	"testing"
)

func TestRepeated(t *testing.T) {
	for _, tt := range []struct {
		in    string
		valid bool
		path  []string
		key   string
	}{
		{`{"task":"a","steps":[{"url":"x"}]}`, true, nil, ""},
		{`{"task":"a","task":"b"}`, false, []string{}, "task"},
		{`{"steps":[{"x":1},{"x":1,"y":2,"x":3}]}`, false, []string{"steps", "1"}, "x"},
		{`{"a\u0062":1,"ab":2}`, false, []string{}, "ab"},
		{`{"a/b":{"k":1,"k":2}}`, false, []string{"a/b"}, "k"},
		{`{"a":1,}`, false, nil, ""},
		{`[1,2`, false, nil, ""},
		{"{\"a\":\"\xff\"}", true, nil, ""}, // UTF-8 is the caller's to check
	} {
		valid, path, key := Repeated([]byte(tt.in))
		if valid != tt.valid || key != tt.key || !slices.Equal(path, tt.path) {
			t.Errorf("Repeated(%q) = %v, %q, %q; want %v, %q, %q", tt.in, valid, path, key, tt.valid, tt.path, tt.key)
		}
	}
}

func FuzzRepeated(f *testing.F) {
	for _, s := range []string{`{"a":1,"a":2}`, `{"a":[{"b":1,"b":1}]}`, `[]`, `"x"`, `{"a~1":{"c":1,"c":2}}`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		valid, path, key := Repeated([]byte(s))
		if valid && (path != nil || key != "") {
			t.Fatalf("%q: valid with a repeated key %q at %q", s, key, path)
		}
	})
}
