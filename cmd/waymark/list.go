package main

import (
	"context"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/waymark-dev/waymark"
	"github.com/waymark-dev/waymark/mcpserver"
)

// ListCommand lists stored knowledge, one page at a time (waymark list; MCP tool
// experience_list).
type ListCommand struct {
	g *globals
}

const listUsage = `Usage: waymark list [flags]

Lists stored records, newest first, one page at a time.

Flags:
	--filter TEXT    case-insensitive substring of the site or the record text; a host
	                 stands for its site, a URL with a path for the records of its pages
	--task-type T    only records of this task type
	--kind K         only records of this kind: pattern, cache, site_note, selector,
	                 snapshot, trace, profile, session (without it, every kind but
	                 profile and session)
	--page N         page number, from 1 (default 1)
	--page-size N    records per page, 1–100 (default 20)
	--json           print the ListResult as JSON
`

// Run lists one page.
func (c *ListCommand) Run(ctx context.Context, args []string) error {
	fs := c.g.flagSet("list")
	var req waymark.ListRequest
	var taskType, kind string
	fs.StringVar(&req.Filter, "filter", "", "")
	fs.StringVar(&taskType, "task-type", "", "")
	fs.StringVar(&kind, "kind", "", "")
	intFlag(fs, &req.Page, "page")
	intFlag(fs, &req.PageSize, "page-size")
	pos, err := c.g.parse(fs, args, listUsage)
	if err != nil {
		return err
	}
	if err := noArgs("list", pos); err != nil {
		return err
	}
	if isSet(fs, "page") && req.Page < 1 {
		return usagef("list: --page: must be ≥ 1")
	}
	if isSet(fs, "page-size") && (req.PageSize < 1 || req.PageSize > mcpserver.MaxPageSize) {
		return usagef("list: --page-size: must be 1–%d", mcpserver.MaxPageSize)
	}
	if kind != "" && !waymark.ValidKind(waymark.Kind(kind)) {
		return usagef("list: --kind: unknown kind %q (one of %s)", kind, joinKinds())
	}
	req.TaskType, req.Kind = waymark.TaskType(taskType), waymark.Kind(kind)
	return c.g.withStored(ctx, func(m *waymark.Memory) error {
		res, err := m.List(ctx, req)
		if err != nil {
			return err
		}
		return c.g.print(res, func(w io.Writer) { printList(w, res) })
	})
}

func printList(w io.Writer, r waymark.ListResult) {
	if len(r.Items) == 0 {
		fmt.Fprintf(w, "no records (page %d, %d in all)\n", r.Page, r.Total)
		return
	}
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "ID\tKIND\tSITE\tUPDATED\tSUMMARY")
	for _, it := range r.Items {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\n", it.ID, it.Kind, orDash(it.Site),
			it.UpdatedAt.Format("2006-01-02 15:04"), oneLine(visible(it.Summary), 80))
	}
	tw.Flush()
	pages := 1
	if r.PageSize > 0 {
		pages = max(1, (r.Total+r.PageSize-1)/r.PageSize)
	}
	fmt.Fprintf(w, "page %d of %d (%s)\n", r.Page, pages, plural(r.Total, "record"))
}

// oneLine flattens s to one line of at most n characters.
func oneLine(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > n {
		return string(r[:n-1]) + "…"
	}
	return s
}

func joinKinds() string {
	var names []string
	for _, k := range waymark.Kinds {
		names = append(names, string(k))
	}
	return strings.Join(names, ", ")
}
