package selector

import "strings"

// describedRoles are the last words of an element's description that name its ARIA role,
// as browser agents describe elements ("Releases link", "Close newsletter button", "Search
// box"), and the role each names.
var describedRoles = map[string]string{
	"button": "button", "link": "link", "textbox": "textbox", "checkbox": "checkbox", "radio": "radio",
	"combobox": "combobox", "tab": "tab", "menuitem": "menuitem", "option": "option", "heading": "heading",
	"searchbox": "searchbox", "switch": "switch", "slider": "slider", "listbox": "listbox", "cell": "cell",
	"row": "row", "image": "img", "img": "img", "dialog": "dialog", "spinbutton": "spinbutton",
	// the words agents use for them
	"box": "textbox", "field": "textbox", "input": "textbox", "dropdown": "combobox", "toggle": "switch",
	"radiobutton": "radio",
}

// DescribedElement reads an element's description as a browser agent writes it, its
// accessible name then its role ("Releases link" → link, "Releases"; "Close newsletter
// button" → button, "Close newsletter"; "the Search box" → textbox, "Search"), so that the
// element is found by its role and name (Playwright MCP's "element" argument). A description
// whose last word names no role, or that is that word alone, is the name: role "".
func DescribedElement(desc string) (role, name string) {
	d := strings.TrimSpace(desc)
	words := strings.Fields(d)
	if len(words) < 2 || len(words) > 8 {
		return "", d
	}
	role, ok := describedRoles[strings.ToLower(words[len(words)-1])]
	if !ok {
		return "", d
	}
	rest := words[:len(words)-1]
	if strings.EqualFold(rest[0], "the") && len(rest) > 1 {
		rest = rest[1:]
	}
	name = strings.Trim(strings.Join(rest, " "), `"'“”‘’`)
	if name == "" {
		return "", d
	}
	return role, name
}
