package jsonkind

import (
	"reflect"
	"testing"
)

func TestOf(t *testing.T) {
	type step struct{ Tag string }
	for _, c := range []struct {
		t    reflect.Type
		want string
	}{
		{reflect.TypeFor[[]step](), "an array"},
		{reflect.TypeFor[*step](), "an object"},
		{reflect.TypeFor[map[string]int](), "an object"},
		{reflect.TypeFor[string](), "a string"},
		{reflect.TypeFor[bool](), "true or false"},
		{reflect.TypeFor[uint8](), "an integer in range"},
		{reflect.TypeFor[float64](), "a number"},
		{reflect.TypeFor[any](), "a value"},
		{reflect.TypeFor[chan int](), "chan int"},
		{nil, "a value"},
	} {
		if got := Of(c.t); got != c.want {
			t.Errorf("Of(%v) = %q, want %q", c.t, got, c.want)
		}
	}
}
