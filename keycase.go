package waymark

import (
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync"
)

// caseVariant returns the path (the JSON path of its object, "steps[0]") and the key of
// the first key of v, a decoded JSON value (encoding/json's any), that names a field of
// t in other letter case ("Target" for "target"), with the field's name as written; ""s
// when there is none. encoding/json folds case, so such a key would be read as the field,
// while the trace schema, which lets unknown keys through, reads it as another key: the
// one answer that agrees with both is to refuse it. Keys under a map field (selectors,
// attributes) are free. Objects are walked in the order of their sorted keys.
func caseVariant(v any, t reflect.Type) (path, key, want string) {
	var walk func(v any, t reflect.Type, loc []string) bool
	walk = func(v any, t reflect.Type, loc []string) bool {
		for t.Kind() == reflect.Pointer {
			t = t.Elem()
		}
		switch v := v.(type) {
		case map[string]any:
			if t.Kind() != reflect.Struct {
				return false
			}
			fields := jsonFields(t)
			keys := make([]string, 0, len(v))
			for k := range v {
				keys = append(keys, k)
			}
			slices.Sort(keys)
			for _, k := range keys {
				if ft, ok := fields[k]; ok {
					if walk(v[k], ft, append(loc, k)) {
						return true
					}
					continue
				}
				for name := range fields {
					if foldKey(name) == foldKey(k) {
						path, key, want = jsonPath(loc), k, name
						return true
					}
				}
			}
		case []any:
			if t.Kind() != reflect.Slice && t.Kind() != reflect.Array {
				return false
			}
			for i, e := range v {
				if walk(e, t.Elem(), append(loc, strconv.Itoa(i))) {
					return true
				}
			}
		}
		return false
	}
	walk(v, t, nil)
	return path, key, want
}

// fieldTypes caches jsonFields per struct type.
var fieldTypes sync.Map // reflect.Type → map[string]reflect.Type

// jsonFields returns the JSON names of the exported fields of the struct type t (its
// json tags, the field's name when a tag gives none), embedded structs' fields included,
// with their types.
func jsonFields(t reflect.Type) map[string]reflect.Type {
	if m, ok := fieldTypes.Load(t); ok {
		return m.(map[string]reflect.Type)
	}
	m := map[string]reflect.Type{}
	for i := range t.NumField() {
		f := t.Field(i)
		tag := f.Tag.Get("json")
		if tag == "-" || !f.IsExported() && !f.Anonymous {
			continue
		}
		name, _, _ := strings.Cut(tag, ",")
		if f.Anonymous && name == "" && f.Type.Kind() == reflect.Struct {
			for k, ft := range jsonFields(f.Type) {
				if _, ok := m[k]; !ok {
					m[k] = ft
				}
			}
			continue
		}
		if name == "" {
			name = f.Name
		}
		m[name] = f.Type
	}
	fieldTypes.Store(t, m)
	return m
}

// keyCase refuses v, a decoded JSON value read into t, when a key of it names a field of
// t in other letter case (caseVariant): an *InputError wrapping ErrInvalidTrace whose
// Field is the key's JSON path ("steps[0].target.Selector").
func keyCase(v any, t reflect.Type) error {
	at, key, want := caseVariant(v, t)
	if key == "" {
		return nil
	}
	if at != "" {
		at += "."
	}
	return badTrace(at+key, fmt.Sprintf("unknown key: keys are case-sensitive: write %q, not %q", want, key))
}
