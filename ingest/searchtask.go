package ingest

import (
	"fmt"
	"net/url"
	"strings"

	"github.com/waymark-dev/waymark/internal/urlpattern"
)

// searchParams are the query parameters a site's search results page takes its terms in:
// q (Google, Bing, DuckDuckGo and most sites), query, search_query (YouTube), p (Yahoo),
// wd (Baidu), text (Yandex), k (Amazon), search.
var searchParams = []string{"q", "query", "search_query", "p", "wd", "text", "k", "search"}

// searchTask returns a task for a recording that names none and begins on a search
// results page, in the words an agent's task would use: "Search for 'dune paperback' on
// amazon.com"; "" when raw is no such page (no search parameter, or an unreadable URL).
func searchTask(raw string) string {
	u, err := url.Parse(raw)
	if err != nil || u.RawQuery == "" {
		return ""
	}
	site, err := urlpattern.Site(raw)
	if err != nil {
		return ""
	}
	vals := u.Query()
	for _, k := range searchParams {
		if v := strings.Join(strings.Fields(vals.Get(k)), " "); v != "" {
			return fmt.Sprintf("Search for '%s' on %s", v, site)
		}
	}
	return ""
}
