package main

import (
	"errors"
	"flag"
)

// A flag given twice ("--home A stats --home B", "--url X --url Y") names two values of
// one setting, and which one wins is no answer a user can see: the flag package keeps
// the last. Every flag of a command line refuses a second value (exit 2), the global
// ones across the flag sets before and after the command's name.

// once makes every flag of fs refuse a second value; given is shared by the flag sets of
// one command line and keeps the names given so far.
func once(fs *flag.FlagSet, given map[string]bool) {
	fs.VisitAll(func(f *flag.Flag) {
		switch f.Value.(type) {
		case onceValue, onceBool:
			return // wrapped already
		}
		v := onceValue{Value: f.Value, name: f.Name, given: given}
		if b, ok := f.Value.(interface{ IsBoolFlag() bool }); ok && b.IsBoolFlag() {
			f.Value = onceBool{v} // "--json" alone still means true
			return
		}
		f.Value = v
	})
}

// errGivenTwice is the error of a flag given a second value (flagMessage names the flag).
var errGivenTwice = errors.New("given twice")

// onceValue is a flag's value that refuses to be set twice.
type onceValue struct {
	flag.Value
	name  string
	given map[string]bool
}

// Set sets the value, or fails with "given twice" when the flag was given before.
func (o onceValue) Set(s string) error {
	if o.given[o.name] {
		return errGivenTwice
	}
	o.given[o.name] = true
	return o.Value.Set(s)
}

// onceBool is a boolean flag's onceValue, which the flag package sets without a value.
type onceBool struct{ onceValue }

// IsBoolFlag tells the flag package that the flag takes no value.
func (onceBool) IsBoolFlag() bool { return true }
