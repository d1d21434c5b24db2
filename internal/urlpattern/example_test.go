package urlpattern_test

import (
	"errors"
	"fmt"
	"slices"

	"github.com/waymark-dev/waymark/internal/urlpattern"
)

func ExampleDerive() {
	for _, u := range []string{
		"https://www.amazon.com/dp/B08N5WRWNW",
		"https://www.amazon.com/s?k=laptop&ref=nb",
		"https://github.com/acme/widget/issues/42",
		"https://ru.example/%D0%BA%D0%B0%D1%82%D0%B0%D0%BB%D0%BE%D0%B3/123",
	} {
		p, _ := urlpattern.Derive(u)
		fmt.Println(p)
	}
	// Output:
	// amazon.com/dp/*
	// amazon.com/s?k=*
	// github.com/acme/widget/issues/*
	// ru.example/каталог/*
}

func ExampleMatch() {
	fmt.Println(urlpattern.Match("amazon.com/dp/*", "https://www.amazon.com/dp/B0C1234567?th=1"))
	fmt.Println(urlpattern.Match("amazon.com/dp/*", "https://www.amazon.com/s?k=laptop"))
	fmt.Println(urlpattern.Match(urlpattern.SiteWide("amazon.com"), "https://smile.amazon.com/gp/cart"))
	// Output:
	// true
	// false
	// true
}

func ExampleGeneralise() {
	p, ok := urlpattern.Generalise("github.com/acme/widget/issues/*", "github.com/other/thing/issues/*")
	fmt.Println(p, ok)
	// Output: github.com/*/*/issues/* true
}

func ExampleCompare() {
	ps := []string{"amazon.com/**", "amazon.com/dp/B08N5WRWNW", "amazon.com/dp/*"}
	slices.SortFunc(ps, urlpattern.Compare)
	fmt.Println(ps)
	// Output: [amazon.com/dp/B08N5WRWNW amazon.com/dp/* amazon.com/**]
}

func ExampleSite() {
	for _, u := range []string{"https://www.amazon.co.uk/x", "https://Bücher.example.de/", "http://localhost:3000/", "https://acme.github.io/"} {
		s, _ := urlpattern.Site(u)
		fmt.Println(s)
	}
	// Output:
	// amazon.co.uk
	// example.de
	// localhost
	// acme.github.io
}

func ExampleParse() {
	_, err := urlpattern.Parse("javascript:alert(1)")
	fmt.Println(err)
	fmt.Println(errors.Is(err, urlpattern.ErrInvalidURL), errors.Is(err, urlpattern.ErrSchemeNotAllowed))
	// Output:
	// url "javascript:alert(1)": scheme "javascript" not allowed (http or https only)
	// true true
}

func ExampleCanonicalPattern() {
	p, _ := urlpattern.CanonicalPattern("https://WWW.Example.com/%D0%BA%D0%B0%D1%82%D0%B0%D0%BB%D0%BE%D0%B3/*/?z=*&a")
	fmt.Println(p)
	_, err := urlpattern.CanonicalPattern("a.com/**/x")
	fmt.Println(err)
	// Output:
	// example.com/каталог/*?a=*&z=*
	// url pattern "a.com/**/x": "**" is only allowed as the last path segment
}
