package redact_test

import (
	"fmt"

	"github.com/waymark-dev/waymark/internal/redact"
)

// One Redactor per trace: typed values first, then the free text that may echo them.
func Example() {
	r := redact.New()
	pw := redact.Field{Selector: "#password", Attributes: map[string]string{"type": "password"}}
	email := redact.Field{Label: "Email address"}

	fmt.Println(r.Value(pw, "hunter2"))
	fmt.Println(r.Value(email, "john.doe@example.com"))
	fmt.Println(r.Value(redact.Field{Label: "Search"}, "laptop"))
	fmt.Println(r.Text("Input 'hunter2' into element 7. Confirmation sent to john.doe@example.com."))
	fmt.Println(r.URL("https://shop.example/account?session=8f3a9c&tab=orders"))
	fmt.Println(r.Placeholders(), r.Count())
	// Output:
	// {{password}}
	// {{email}}
	// laptop
	// Input '{{password}}' into element 7. Confirmation sent to {{email}}.
	// https://shop.example/account?session={{token}}&tab=orders
	// [password email token] 5
}
