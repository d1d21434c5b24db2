package waymark

import "errors"

// errTodo marks a method whose implementation has not landed yet.
var errTodo = errors.New("not implemented yet")
