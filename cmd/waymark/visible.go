package main

import (
	"fmt"
	"reflect"
	"strings"

	"github.com/waymark-dev/waymark"
)

// visible returns stored text as one visible line for the readable output: a line break
// (CR, LF, NEL, U+2028, U+2029) is shown as the two characters \n, and an invisible
// character (waymark.Invisible: bidirectional overrides, zero-width spaces, tag characters,
// blank fillers) as its \u escape, so that text from a page can neither start a line that
// looks like the tool's own output (a "</memory_context>" of its own) nor hide or reorder
// what the reader sees.
func visible(s string) string {
	if !strings.ContainsFunc(s, hidden) {
		return s
	}
	var b strings.Builder
	for i, r := range s {
		switch {
		case r == '\r' && strings.HasPrefix(s[i+1:], "\n"):
		case r == '\n' || r == '\r' || r == '\u0085' || r == '\u2028' || r == '\u2029':
			b.WriteString(`\n`)
		case waymark.Invisible(r):
			if r > 0xFFFF {
				fmt.Fprintf(&b, `\U%08x`, r)
			} else {
				fmt.Fprintf(&b, `\u%04x`, r)
			}
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

func hidden(r rune) bool {
	return r == '\n' || r == '\r' || r == '\u2028' || r == '\u2029' || waymark.Invisible(r)
}

// visibleCopy returns a deep copy of v in which every string is visible's, except the
// string fields named in keep (such as a memory_context block, already escaped and
// multi-line by design). Readable printers take it; --json prints v as it is.
func visibleCopy[T any](v T, keep ...string) T {
	skip := map[string]bool{}
	for _, k := range keep {
		skip[k] = true
	}
	out := reflect.New(reflect.TypeFor[T]()).Elem()
	out.Set(flatten(reflect.ValueOf(&v).Elem(), skip))
	return out.Interface().(T)
}

func flatten(v reflect.Value, skip map[string]bool) reflect.Value {
	t := v.Type()
	switch v.Kind() {
	case reflect.String:
		return reflect.ValueOf(visible(v.String())).Convert(t)
	case reflect.Struct:
		n := reflect.New(t).Elem()
		n.Set(v)
		for i := range t.NumField() {
			if f := t.Field(i); f.IsExported() && !skip[f.Name] {
				n.Field(i).Set(flatten(v.Field(i), skip))
			}
		}
		return n
	case reflect.Pointer:
		if v.IsNil() {
			return v
		}
		n := reflect.New(t.Elem())
		n.Elem().Set(flatten(v.Elem(), skip))
		return n
	case reflect.Slice:
		if v.IsNil() {
			return v
		}
		n := reflect.MakeSlice(t, v.Len(), v.Len())
		for i := range v.Len() {
			n.Index(i).Set(flatten(v.Index(i), skip))
		}
		return n
	case reflect.Array:
		n := reflect.New(t).Elem()
		for i := range v.Len() {
			n.Index(i).Set(flatten(v.Index(i), skip))
		}
		return n
	case reflect.Map:
		if v.IsNil() {
			return v
		}
		n := reflect.MakeMapWithSize(t, v.Len())
		for it := v.MapRange(); it.Next(); {
			n.SetMapIndex(flatten(it.Key(), skip), flatten(it.Value(), skip))
		}
		return n
	case reflect.Interface:
		if v.IsNil() {
			return v
		}
		n := reflect.New(t).Elem()
		n.Set(flatten(v.Elem(), skip))
		return n
	}
	return v
}
