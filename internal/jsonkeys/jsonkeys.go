// Package jsonkeys finds a key given twice in one object of a JSON text, which
// encoding/json reads without a word, the last one winning, while a reader of the file
// sees the first ({"task":"a","task":"b"}). It reads with go-json-experiment/json's
// jsontext, which refuses such keys by default (RFC 7493 §2.3, I-JSON).
package jsonkeys

import (
	"bytes"
	"errors"
	"slices"

	"github.com/go-json-experiment/json/jsontext"
)

// opts read JSON of any UTF-8 (callers check it as they need) with each key once in an
// object (jsontext's default).
var opts = jsontext.AllowInvalidUTF8(true)

// Repeated reads data, one JSON value. valid reports whether it is JSON (RFC 8259, nesting
// at most 10,000 levels deep) with no key given twice in an object. When a key is given
// twice, key is that key (unescaped: "t\u0061sk" is "task") and path the JSON path of its
// object, one token per object key or array index ([] for the top level). A text that is no
// JSON for another reason gives valid false and key "": the decoders that follow name
// that fault.
func Repeated(data []byte) (valid bool, path []string, key string) {
	if jsontext.Value(data).IsValid(opts) {
		return true, nil, ""
	}
	_, err := jsontext.NewDecoder(bytes.NewReader(data), opts).ReadValue()
	var se *jsontext.SyntacticError
	if !errors.As(err, &se) || !errors.Is(se.Err, jsontext.ErrDuplicateName) {
		return false, nil, ""
	}
	loc := slices.Collect(se.JSONPointer.Tokens())
	if len(loc) == 0 {
		return false, nil, ""
	}
	return false, loc[:len(loc)-1], loc[len(loc)-1]
}
