package mcpserver

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"slices"
	"strings"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/waymark-dev/waymark"
	"github.com/waymark-dev/waymark/ingest"
)

// MaxPageSize is the largest page experience_list serves (SPEC §12).
const MaxPageSize = 100

// Pattern actions of browser_pattern_learn (SPEC §12).
const (
	ActionGet             = "get"
	ActionLearn           = "learn"
	ActionRecordExecution = "record_execution"
	ActionRecordQuirk     = "record_quirk"
)

// QueryInput is the argument of experience_query; it maps to [waymark.QueryRequest].
type QueryInput struct {
	URL       string `json:"url" jsonschema:"the URL the task starts on (or the page you are on)"`
	Intent    string `json:"intent,omitempty" jsonschema:"what the task is trying to do, in free text; without it no route comes back for direct replay (P2 at best)"`
	TaskType  string `json:"task_type,omitempty" jsonschema:"one of the canonical task types; classified from the intent when absent"`
	SessionID string `json:"session_id,omitempty" jsonschema:"the running session, to get its loop warnings and snapshot"`
	Snapshots bool   `json:"snapshots,omitempty" jsonschema:"also return the task snapshot of the session, to resume it"`
	MaxChars  int    `json:"max_chars,omitempty" jsonschema:"cap of the memory_context block in characters: 0 or absent for the default 4000, else at least 300"`
}

// SaveInput is the argument of experience_save; it maps to [waymark.SaveRequest].
// Trace is an object or a JSON-encoded string of one; Steps and Selectors are the short form
// of the published designs, used when Trace is absent.
type SaveInput struct {
	URL       string `json:"url" jsonschema:"the URL the task operated on"`
	Trace     any    `json:"trace,omitempty" jsonschema:"the task execution in waymark's trace format, as an object or a JSON-encoded string: {task, start_url, outcome, final_answer, steps: [{action, url, target: {selector, role, name, text}, value, extracted, error}]}; may be omitted when session_id names a session reported with experience_step"`
	Steps     any    `json:"steps,omitempty" jsonschema:"short form: the steps alone (array or JSON string), when no trace is given"`
	Selectors any    `json:"selectors,omitempty" jsonschema:"short form: the selectors used (object, array or JSON string), when no trace is given"`
	Outcome   string `json:"outcome,omitempty" jsonschema:"how the task ended: success (default) or failure"`
	TaskType  string `json:"task_type,omitempty" jsonschema:"one of the canonical task types; classified from the intent when absent"`
	Intent    string `json:"intent,omitempty" jsonschema:"what the task was trying to do, in free text"`
	SessionID string `json:"session_id,omitempty" jsonschema:"the session whose steps were reported with experience_step"`
}

// StepInput is the argument of experience_step; it maps to [waymark.StepRequest].
type StepInput struct {
	SessionID string `json:"session_id" jsonschema:"the running session (any stable id of your choosing)"`
	Task      string `json:"task,omitempty" jsonschema:"the task of the session, on its first step"`
	Step      any    `json:"step" jsonschema:"the finished step in the trace format, as an object or a JSON string: {action, url, target, value, extracted, error, duration_ms, url_after}"`
	URL       string `json:"url,omitempty" jsonschema:"the page URL after the step"`
	Title     string `json:"title,omitempty" jsonschema:"the page title after the step"`
}

// ListInput is the argument of experience_list; it maps to [waymark.ListRequest]. Domain is
// an alias of Filter (the PEM design's name for it); both given and different is an input
// error naming domain.
type ListInput struct {
	Filter   string `json:"filter,omitempty" jsonschema:"case-insensitive substring of the site or the record text; a host stands for its site, a URL with a path for the records of its pages"`
	Domain   string `json:"domain,omitempty" jsonschema:"alias of filter"`
	TaskType string `json:"task_type,omitempty" jsonschema:"only records of this task type"`
	Kind     string `json:"kind,omitempty" jsonschema:"only records of this kind"`
	// Page and PageSize are pointers so that an explicit 0 is told apart from absent: 0 is
	// bad input, absent means the default.
	Page     *int `json:"page,omitempty" jsonschema:"page number, from 1 (default 1)"`
	PageSize *int `json:"page_size,omitempty" jsonschema:"records per page, 1–100 (default 20)"`
}

// PatternInput is the argument of browser_pattern_learn. Action chooses what the call does and
// which fields it reads: get (URL or Origin for the site; Pattern, an id, for one whole
// [waymark.Pattern]), learn ([waymark.LearnRequest]), record_execution
// ([waymark.ExecutionRequest]; Pattern, falling back to Name, and Success are required) and
// record_quirk ([waymark.QuirkRequest]).
type PatternInput struct {
	Action           string `json:"action" jsonschema:"get | learn | record_execution | record_quirk"`
	URL              string `json:"url,omitempty" jsonschema:"a URL of the site (the start URL for learn)"`
	Origin           string `json:"origin,omitempty" jsonschema:"the site's origin (https://host), instead of url"`
	Name             string `json:"name,omitempty" jsonschema:"learn: the route's name, e.g. login_flow"`
	Steps            any    `json:"steps,omitempty" jsonschema:"learn: the route's steps, an array (trace-format steps or {tool, target, value}) or a JSON string of one"`
	SuccessIndicator string `json:"success_indicator,omitempty" jsonschema:"learn: a selector, URL pattern or text that proves the route done"`
	TaskType         string `json:"task_type,omitempty" jsonschema:"learn: the route's task type"`
	Intent           string `json:"intent,omitempty" jsonschema:"learn: what the route is for, in free text"`
	Pattern          string `json:"pattern,omitempty" jsonschema:"record_execution: the pattern's id (url then optional) or name; get: a pattern's id (or its name, with url), to read its whole route (every step) instead of the site"`
	Success          *bool  `json:"success,omitempty" jsonschema:"record_execution: whether the replay worked"`
	DurationMS       int64  `json:"duration_ms,omitempty" jsonschema:"record_execution: how long the replay took, in milliseconds (at most 604800000, 7 days; 0 or absent: not timed)"`
	Error            string `json:"error,omitempty" jsonschema:"record_execution, with success false: what went wrong"`
	Problem          string `json:"problem,omitempty" jsonschema:"record_quirk: the friction class"`
	Symptom          string `json:"symptom,omitempty" jsonschema:"record_quirk: what you saw (at most 1000 characters)"`
	Recovery         string `json:"recovery,omitempty" jsonschema:"record_quirk: what got you past it (at most 500 characters)"`
	Selector         string `json:"selector,omitempty" jsonschema:"record_quirk: the selector of the element involved, e.g. the banner's accept button"`
	Scope            string `json:"scope,omitempty" jsonschema:"record_quirk: site (default) or a URL pattern of the site, such as github.com/*/*/issues"`
}

// ForgetInput is the argument of experience_forget; it maps to [waymark.ForgetRequest].
type ForgetInput struct {
	ID   string `json:"id,omitempty" jsonschema:"the id of one record, as listed by experience_list"`
	Site string `json:"site,omitempty" jsonschema:"forget every record of this site (registrable domain, e.g. example.com)"`
	Kind string `json:"kind,omitempty" jsonschema:"with site: only records of this kind"`
}

// IngestInput is the argument of experience_ingest: exactly one of Path (a file or folder
// on the server's machine, read as [ingest.Run] reads it) and Content (the text of one
// recording, read as [ingest.RunData] reads it, Name a file-name hint). Format forces an
// importer ([ingest.FormatNames]); DryRun converts and validates without storing; Intent is
// the task of every trace stored ([ingest.Options]).
type IngestInput struct {
	Path    string `json:"path,omitempty" jsonschema:"a recording file, or a folder of them (read recursively), on the machine the server runs on; an absolute path is best"`
	Content string `json:"content,omitempty" jsonschema:"instead of path: the text of one recording (a Browser-Use history, a Chrome Recorder JSON, a Selenium IDE .side, a Playwright MCP session.md, …)"`
	Name    string `json:"name,omitempty" jsonschema:"with content: the recording's file name, a hint for detecting its format"`
	Format  string `json:"format,omitempty" jsonschema:"the recording format, when detection should be skipped"`
	DryRun  bool   `json:"dry_run,omitempty" jsonschema:"convert and validate only, store nothing"`
	Intent  string `json:"intent,omitempty" jsonschema:"what the recorded runs set out to do, the task of every trace stored (a Playwright MCP session names none)"`
}

// Input schemas: inferred from the input types, then narrowed where a Go type cannot say it
// (enumerations, "object or JSON string").
var (
	querySchema   = schemaFor[QueryInput](map[string][]any{"task_type": taskTypes()})
	saveSchema    = schemaFor[SaveInput](map[string][]any{"task_type": taskTypes(), "outcome": {string(waymark.OutcomeSuccess), string(waymark.OutcomeFailure)}})
	stepSchema    = schemaFor[StepInput](nil)
	listSchema    = schemaFor[ListInput](map[string][]any{"task_type": taskTypes(), "kind": kinds()})
	patternSchema = schemaFor[PatternInput](map[string][]any{
		"action":    {ActionGet, ActionLearn, ActionRecordExecution, ActionRecordQuirk},
		"task_type": taskTypes(),
		"problem":   frictions(),
	})
	forgetSchema = schemaFor[ForgetInput](map[string][]any{"kind": kinds()})
	ingestSchema = schemaFor[IngestInput](map[string][]any{"format": formats()})
)

// patternOutSchema is the output schema of browser_pattern_learn, whose result is its
// action's: a [waymark.SiteView] (get), a [waymark.Pattern] (get with pattern), a
// [waymark.PatternInfo] (learn, record_execution) or a [waymark.BlockerHint]
// (record_quirk); each is inferred from its type, as the other tools' outputs are.
var patternOutSchema = &jsonschema.Schema{Type: "object", AnyOf: []*jsonschema.Schema{
	outSchema[waymark.SiteView](), outSchema[waymark.Pattern](),
	outSchema[waymark.PatternInfo](), outSchema[waymark.BlockerHint](),
}}

// outSchema is the schema jsonschema.For infers for T, as mcp.AddTool infers a typed
// tool's output schema.
func outSchema[T any]() *jsonschema.Schema {
	s, err := jsonschema.For[T](nil)
	if err != nil {
		panic(fmt.Sprintf("mcpserver: schema of %T: %v", *new(T), err))
	}
	return s
}

// jsonTypes narrows the schema of the free-form fields (typed any in Go).
var jsonTypes = map[string][]string{
	"trace":     {"object", "string"},
	"step":      {"object", "string"},
	"steps":     {"array", "string"},
	"selectors": {"object", "array", "string"},
}

func schemaFor[T any](enums map[string][]any) *jsonschema.Schema {
	s := outSchema[T]()
	for name, p := range s.Properties {
		if v, ok := enums[name]; ok {
			p.Enum = v
		}
		if t, ok := jsonTypes[name]; ok {
			p.Types = t
		}
		if slices.Contains(p.Types, "integer") || p.Type == "integer" {
			// Larger numbers do not fit a Go int of 32 bits; the bound makes the schema
			// check refuse them, naming the field, before decoding does less clearly.
			p.Minimum, p.Maximum = ptr(float64(math.MinInt32)), ptr(float64(math.MaxInt32))
		}
	}
	return s
}

func taskTypes() []any {
	var v []any
	for _, t := range waymark.TaskTypes {
		v = append(v, string(t))
	}
	return v
}

func kinds() []any {
	var v []any
	for _, k := range waymark.Kinds {
		v = append(v, string(k))
	}
	return v
}

func formats() []any {
	var v []any
	for _, f := range ingest.FormatNames() {
		v = append(v, f)
	}
	return v
}

func frictions() []any {
	var v []any
	for _, f := range waymark.Frictions {
		v = append(v, string(f))
	}
	return v
}

// badInput is an argument error naming the field, as the Memory methods return them.
func badInput(field, msg string) error {
	return &waymark.InputError{Field: field, Msg: msg, Err: waymark.ErrInvalidInput}
}

// rawJSON encodes a free-form argument for a waymark request; nil stays nil. When unwrap is
// set, a string is taken as JSON text (the "object or JSON-encoded string" form).
func rawJSON(v any, unwrap bool) json.RawMessage {
	switch x := v.(type) {
	case nil:
		return nil
	case string:
		if unwrap {
			return json.RawMessage(x)
		}
	}
	b, err := json.Marshal(v)
	if err != nil { // cannot happen: v was decoded from JSON
		panic(fmt.Sprintf("mcpserver: re-encode argument: %v", err))
	}
	return b
}

func (h *handlers) query(ctx context.Context, _ *mcp.CallToolRequest, in QueryInput) (*mcp.CallToolResult, waymark.Recall, error) {
	rec, err := h.m.Query(ctx, waymark.QueryRequest{
		URL: in.URL, Intent: in.Intent, TaskType: waymark.TaskType(in.TaskType),
		SessionID: in.SessionID, Snapshots: in.Snapshots, MaxChars: in.MaxChars,
	})
	return nil, rec, h.done(ctx, ToolQuery, err)
}

func (h *handlers) save(ctx context.Context, _ *mcp.CallToolRequest, in SaveInput) (*mcp.CallToolResult, waymark.SaveResult, error) {
	res, err := h.m.Save(ctx, waymark.SaveRequest{
		URL:       in.URL,
		Trace:     rawJSON(in.Trace, false),
		Steps:     rawJSON(in.Steps, false),
		Selectors: rawJSON(in.Selectors, false),
		Outcome:   waymark.Outcome(in.Outcome),
		TaskType:  waymark.TaskType(in.TaskType),
		Intent:    in.Intent,
		SessionID: in.SessionID,
	})
	return nil, NormalizeSave(res), h.done(ctx, ToolSave, err)
}

// NormalizeSave returns r with a non-nil Records map, so that it encodes as {} (the output
// schema of experience_save does not allow null there).
func NormalizeSave(r waymark.SaveResult) waymark.SaveResult {
	if r.Records == nil {
		r.Records = map[waymark.Kind]int{}
	}
	return r
}

func (h *handlers) step(ctx context.Context, _ *mcp.CallToolRequest, in StepInput) (*mcp.CallToolResult, waymark.StepResult, error) {
	res, err := h.m.Step(ctx, waymark.StepRequest{
		SessionID: in.SessionID, Task: in.Task, Step: rawJSON(in.Step, true), URL: in.URL, Title: in.Title,
	})
	return nil, res, h.done(ctx, ToolStep, err)
}

func (h *handlers) list(ctx context.Context, _ *mcp.CallToolRequest, in ListInput) (*mcp.CallToolResult, waymark.ListResult, error) {
	page, size := 0, 0
	if in.Page != nil {
		if page = *in.Page; page < 1 {
			return nil, waymark.ListResult{}, h.done(ctx, ToolList, badInput("page", "must be ≥ 1"))
		}
	}
	if in.PageSize != nil {
		if size = *in.PageSize; size < 1 || size > MaxPageSize {
			return nil, waymark.ListResult{}, h.done(ctx, ToolList, badInput("page_size", fmt.Sprintf("must be 1–%d", MaxPageSize)))
		}
	}
	filter := in.Filter
	switch {
	case filter == "":
		filter = in.Domain
	case in.Domain != "" && !strings.EqualFold(strings.TrimSpace(in.Domain), strings.TrimSpace(filter)):
		// Two filters where one is taken: the other would be left out without a word.
		return nil, waymark.ListResult{}, h.done(ctx, ToolList, badInput("domain", "an alias of filter: give one of them"))
	}
	res, err := h.m.List(ctx, waymark.ListRequest{
		Filter: filter, TaskType: waymark.TaskType(in.TaskType), Kind: waymark.Kind(in.Kind),
		Page: page, PageSize: size,
	})
	return nil, res, h.done(ctx, ToolList, err)
}

// pattern dispatches browser_pattern_learn by action. Its output is the action's own result:
// [waymark.SiteView] or [waymark.Pattern] (get), [waymark.PatternInfo] (learn, record_execution) or
// [waymark.BlockerHint] (record_quirk).
func (h *handlers) pattern(ctx context.Context, _ *mcp.CallToolRequest, in PatternInput) (*mcp.CallToolResult, any, error) {
	out, err := h.runPattern(ctx, in)
	if err != nil {
		return nil, nil, h.done(ctx, ToolPattern+" "+in.Action, err)
	}
	return nil, out, h.done(ctx, ToolPattern+" "+in.Action, nil)
}

func (h *handlers) runPattern(ctx context.Context, in PatternInput) (any, error) {
	if in.Action == ActionGet && in.Pattern != "" {
		where := in.URL
		if where == "" {
			where = in.Origin
		}
		return h.m.FindPattern(ctx, where, in.Pattern) // every step of one route, by id or name
	}
	if in.URL == "" && in.Origin == "" && in.Action != ActionRecordExecution { // a pattern's id names its site
		return nil, badInput("url", "give url or origin")
	}
	switch in.Action {
	case ActionGet:
		where := in.URL
		if where == "" {
			where = in.Origin
		}
		return h.m.Site(ctx, where)
	case ActionLearn:
		return h.m.Learn(ctx, waymark.LearnRequest{
			URL: in.URL, Origin: in.Origin, Name: in.Name, Steps: rawJSON(in.Steps, true),
			SuccessIndicator: in.SuccessIndicator, TaskType: waymark.TaskType(in.TaskType), Intent: in.Intent,
		})
	case ActionRecordExecution:
		name := in.Pattern
		if name == "" {
			name = in.Name
		}
		if name == "" {
			return nil, badInput("pattern", "required for record_execution (the pattern's id or name)")
		}
		if in.Success == nil {
			return nil, badInput("success", "required for record_execution (true or false)")
		}
		return h.m.RecordExecution(ctx, waymark.ExecutionRequest{
			URL: in.URL, Origin: in.Origin, Pattern: name, Success: *in.Success,
			DurationMS: in.DurationMS, Error: in.Error,
		})
	case ActionRecordQuirk:
		return h.m.RecordQuirk(ctx, waymark.QuirkRequest{
			URL: in.URL, Origin: in.Origin, Problem: waymark.Friction(in.Problem), Symptom: in.Symptom,
			Recovery: in.Recovery, Selector: in.Selector, Scope: in.Scope,
		})
	default:
		return nil, badInput("action", "must be get, learn, record_execution or record_quirk")
	}
}

func (h *handlers) forget(ctx context.Context, _ *mcp.CallToolRequest, in ForgetInput) (*mcp.CallToolResult, waymark.ForgetResult, error) {
	if (in.ID == "") == (in.Site == "") {
		return nil, waymark.ForgetResult{}, h.done(ctx, ToolForget, badInput("id", "give either id or site"))
	}
	res, err := h.m.Forget(ctx, waymark.ForgetRequest{ID: in.ID, Site: in.Site, Kind: waymark.Kind(in.Kind)})
	return nil, res, h.done(ctx, ToolForget, err)
}

// ingest imports recordings of other tools: a path on the server's machine or inline
// content. Files that cannot be read or converted are reported in the answer's files[].error
// (the others still go in); only bad arguments (a path that does not exist among them) and
// failures of the memory are tool errors.
func (h *handlers) ingest(ctx context.Context, _ *mcp.CallToolRequest, in IngestInput) (*mcp.CallToolResult, ingest.Report, error) {
	fail := func(err error) (*mcp.CallToolResult, ingest.Report, error) {
		return nil, ingest.Report{}, h.done(ctx, ToolIngest, err)
	}
	hasPath, hasContent := strings.TrimSpace(in.Path) != "", in.Content != ""
	switch {
	case hasPath && hasContent:
		return fail(badInput("path", "give either path or content, not both"))
	case !hasPath && !hasContent:
		return fail(badInput("path", "required: a file or folder path, or the recording as content"))
	case hasPath && in.Name != "":
		return fail(badInput("name", "only with content (a path has its own name)"))
	}
	if hasPath {
		if _, err := os.Stat(in.Path); err != nil {
			return fail(badInput("path", fmt.Sprintf("%s: no such file or folder on the server's machine", in.Path)))
		}
	}
	if in.Format != "" {
		if _, err := ingest.Lookup(in.Format); err != nil {
			return fail(badInput("format", fmt.Sprintf("unknown format %q (known formats: %s)", in.Format, strings.Join(ingest.FormatNames(), ", "))))
		}
	}
	opts := &ingest.Options{Format: in.Format, DryRun: in.DryRun, Intent: in.Intent, Logger: h.log}
	var rep ingest.Report
	var err error
	if hasPath {
		rep, err = ingest.Run(ctx, h.m, []string{in.Path}, opts)
	} else {
		rep, err = ingest.RunData(ctx, h.m, in.Name, []byte(in.Content), opts)
	}
	if err != nil {
		return fail(err)
	}
	if t := rep.Totals; t.Failed > 0 && t.Failed == t.Files {
		// Nothing went in: a tool error, as the CLI exits 1, with the report still given.
		var errs []string
		for _, f := range rep.Files {
			if f.Error != "" && len(errs) < 3 {
				errs = append(errs, f.Path+": "+f.Error)
			}
		}
		stored := "nothing was stored"
		if in.DryRun {
			stored = "nothing would be stored"
		}
		msg := fmt.Sprintf("ingest: every file failed (%d), %s: %s", t.Failed, stored, strings.Join(errs, "; "))
		h.log.DebugContext(ctx, "tool call failed", logKeyTool, ToolIngest, logKeyError, msg)
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: msg}}}, rep, nil
	}
	return nil, rep, h.done(ctx, ToolIngest, nil)
}
