// Package jsonkind names the kind of JSON value a Go type is read from, for the messages
// that tell a person what a field wants: "an array", "an object", "a string", "true or
// false", "an integer in range", "a number", rather than the Go type's name
// ([]waymark.shortStep, struct { Tag string … }), which encoding/json's errors give.
package jsonkind

import "reflect"

// Of returns the kind of JSON value t is read from (pointers followed); for a type no JSON
// value decodes into, t's own name.
func Of(t reflect.Type) string {
	if t == nil {
		return "a value"
	}
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch t.Kind() {
	case reflect.Slice, reflect.Array:
		return "an array"
	case reflect.Struct, reflect.Map:
		return "an object"
	case reflect.String:
		return "a string"
	case reflect.Bool:
		return "true or false"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "an integer in range"
	case reflect.Float32, reflect.Float64:
		return "a number"
	case reflect.Interface:
		return "a value"
	}
	return t.String()
}
