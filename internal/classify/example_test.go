package classify_test

import (
	"fmt"

	"github.com/waymark-dev/waymark/internal/classify"
)

func ExampleTaskType() {
	fmt.Println(classify.TaskType("Find a men's XL T-shirt and add it to the cart."))
	fmt.Println(classify.TaskType("Suche nach günstigen Flügen nach Berlin"))
	// Output:
	// add_to_cart
	// search
}

func ExampleTaskTypeFromSteps() {
	steps := []string{"fill #email", "fill #password", "click button[type=submit]"}
	fmt.Println(classify.TaskTypeFromSteps(steps, "get to my dashboard"))
	// Output: login
}

func ExampleFreshness() {
	fmt.Println(classify.Freshness("How many issues are open?", "42 open issues"))
	fmt.Println(classify.Freshness("What are the opening hours?", "9–18"))
	fmt.Println(classify.Freshness("Who wrote the license?", ""))
	// Output:
	// volatile
	// slow
	// static
}

func ExampleFriction() {
	fmt.Println(classify.Friction("locator.click: Timeout 30000ms exceeded", "https://shop.example/", "Just a moment...", ""))
	fmt.Println(classify.Friction("Element with index 12 does not exist - retry or use alternative actions", "", "", ""))
	// Output:
	// bot_wall
	// selector_instability
}

func ExampleIsConsentClick() {
	fmt.Println(classify.IsConsentClick("Alle akzeptieren", ""))
	fmt.Println(classify.IsConsentClick("", "#onetrust-accept-btn-handler"))
	fmt.Println(classify.IsConsentClick("Cookie policy", "a[href='/cookies']"))
	// Output:
	// true
	// true
	// false
}
