package waymark

import (
	"encoding/json"
	"time"
)

// SaveRequest is the input of [Memory.Save] and the MCP tool experience_save (SPEC §3).
//
// Trace is a JSON trace in waymark's format (SPEC §13), either as an object or as a
// JSON-encoded string of one. It may be omitted when SessionID names a session whose steps
// were reported with [Memory.Step]: those steps are the trace. Steps and Selectors accept the
// short form of the published designs: Steps a JSON array of steps (or a string of one),
// Selectors an object or array of selectors; they are used when Trace is empty (Trace and
// Steps that hold a step together are an *[InputError] on "steps", Trace and Selectors
// that hold one on "selectors"; an empty Steps or Selectors — null, "", [] or {}, as
// clients send for an unset argument — goes with a Trace).
//
// URL is the page the run is filed under (its site and URL pattern); empty, the trace's
// start_url (a session's: its first step's url). Outcome, TaskType and Intent override
// the trace's own; empty, they are read from it (an outcome of success, a task type
// classified from the intent).
type SaveRequest struct {
	URL       string          `json:"url"`
	Trace     json.RawMessage `json:"trace,omitempty"`
	Steps     json.RawMessage `json:"steps,omitempty"`
	Selectors json.RawMessage `json:"selectors,omitempty"`
	Outcome   Outcome         `json:"outcome,omitempty"`
	TaskType  TaskType        `json:"task_type,omitempty"`
	Intent    string          `json:"intent,omitempty"`
	SessionID string          `json:"session_id,omitempty"`
}

// SaveResult says what a save did. Records counts per kind the records written or merged
// (zero for every kind when Duplicate is true: the very same trace was saved before, SPEC
// §3.6). A replay that follows a stored route step for step is a new trace when anything
// in it differs (its session_id, a step's duration_ms or extracted text), and counts as
// one more verified execution; a replay reported as the very same trace is a duplicate
// and counts nothing: give each run its own session_id, or record the run with
// [Memory.RecordExecution].
type SaveResult struct {
	TraceID    string       `json:"trace_id"`
	Duplicate  bool         `json:"duplicate"`
	Site       string       `json:"site"`
	URLPattern string       `json:"url_pattern"`
	TaskType   TaskType     `json:"task_type"`
	Outcome    Outcome      `json:"outcome"`
	Records    map[Kind]int `json:"records"`
	Redactions int          `json:"redactions"`
	Pattern    *PatternInfo `json:"pattern,omitempty"`
	Warnings   []string     `json:"warnings"`
}

// PatternInfo is the short view of a pattern in answers (SPEC §12 `patterns`).
type PatternInfo struct {
	ID            string    `json:"id"`
	Name          string    `json:"name"`
	URLPattern    string    `json:"url_pattern"`
	TaskType      TaskType  `json:"task_type"`
	Reliability   float64   `json:"reliability"`
	Strikes       int       `json:"strikes"`
	Executions    int       `json:"total_executions"`
	RelearnNeeded bool      `json:"relearn_needed"`
	LastVerified  time.Time `json:"last_verified"`
	// Match, Confidence and Tier are set in query answers only.
	Match      float64 `json:"match,omitempty"`
	Confidence float64 `json:"confidence,omitempty"`
	Tier       Tier    `json:"tier,omitempty"`
	Steps      int     `json:"steps"`
}

// QueryRequest is the input of [Memory.Query] and the MCP tool experience_query.
// MaxChars caps the memory_context block in characters: 0 for the default (4,000, SPEC §5),
// else at least MinContextChars; other values are an *[InputError], as an Intent of more
// than 10,000 characters is (a save's cap).
type QueryRequest struct {
	URL       string   `json:"url"`
	Intent    string   `json:"intent,omitempty"`
	TaskType  TaskType `json:"task_type,omitempty"`
	SessionID string   `json:"session_id,omitempty"`
	Snapshots bool     `json:"snapshots,omitempty"`
	MaxChars  int      `json:"max_chars,omitempty"`
}

// Recall is the answer to a query (SPEC §12). Confidence = reliability × match of the best
// pattern (see [Confidence]); Tier follows from it (SPEC §4). Slices are never nil.
type Recall struct {
	Tier             Tier           `json:"tier"`
	Confidence       float64        `json:"confidence"`
	Site             string         `json:"site"`
	URLPattern       string         `json:"url_pattern"`
	TaskType         TaskType       `json:"task_type"`
	PrimarySelectors []SelectorHint `json:"primary_selectors"`
	ExtractionQuery  string         `json:"extraction_query"`
	KnownBlockers    []BlockerHint  `json:"known_blockers"`
	AntiPatterns     []SelectorHint `json:"anti_patterns"`
	Warnings         []string       `json:"warnings"`
	Steps            []RouteStep    `json:"steps"`
	Inputs           []string       `json:"inputs"`
	// Retype lists, when the best route was recorded for other values than the query names
	// ("Search for wireless mouse …" asked as "Search for hdmi cable …": P2 at best), each
	// value to type in another's place, as the warnings say it; empty when there are none,
	// or when the query's value may be read two ways (a date in digits, a weekday that
	// disagrees with the date: the warning asks to check it with the user); never a value
	// the query names that redaction masks (an e-mail address: type the one asked with).
	Retype           []Retype `json:"retype"`
	SuccessIndicator string   `json:"success_indicator"`
	// IndicatorInferred: the route's recording gave no success indicator; waymark took
	// SuccessIndicator from the run's evidence (SPEC §13), so it may be weaker.
	IndicatorInferred bool           `json:"success_indicator_inferred,omitempty"`
	Patterns          []PatternInfo  `json:"patterns"`
	CachedAnswers     []CachedAnswer `json:"cached_answers"`
	Snapshots         []Snapshot     `json:"snapshots"`
	MemoryContext     string         `json:"memory_context"`
}

// Retype is one value of a route's own request and the value a query names in its place
// ([Recall.Retype]). Stored is the value as the route's request wrote it ("wireless mouse");
// Typed how its step types it when that differs: the route's input placeholder
// ("{{search_products}}") or another writing ("07/03/2025" for "July 3"), "" when the step
// types Stored itself; Value the query's value, to type in its place ("hdmi cable"). A route
// that clicks the value (a result link named for it) has Click set: click Value in its place.
type Retype struct {
	Stored string `json:"stored"`
	Typed  string `json:"typed,omitempty"`
	Value  string `json:"value"`
	Click  bool   `json:"click,omitempty"`
}

// SelectorHint is a stored selector as returned by a query.
type SelectorHint struct {
	Purpose    string    `json:"purpose"`
	Selector   string    `json:"selector"`
	Anchors    []Locator `json:"anchors,omitempty"`
	Frame      []int     `json:"frame,omitempty"`
	Shadow     []string  `json:"shadow,omitempty"`
	Confidence float64   `json:"confidence"`
	URLPattern string    `json:"url_pattern"`
}

// BlockerHint is a site note as returned by a query (SPEC §7). Seen is how many times the
// friction was met: the larger of the note's successes (got past) and failures (got in the
// way), since one meeting is often both.
type BlockerHint struct {
	Problem  Friction `json:"problem"`
	Scope    string   `json:"scope"`
	Symptom  string   `json:"symptom"`
	Recovery string   `json:"recovery,omitempty"`
	Selector string   `json:"selector,omitempty"`
	Seen     int      `json:"seen"`
}

// CachedAnswer is a cache entry as returned by a query. Answer is nil for a volatile entry,
// for an entry read on another page than the query's (SourceURL: "amazon.com/dp/*" covers
// every product, but an answer is about the product it was read on) and for a question
// that is only like the query's: only the way to read it again (Verify) is given, and
// Withheld says why (SPEC §2, §5).
type CachedAnswer struct {
	Question   string    `json:"question"`
	Answer     *string   `json:"answer"`
	Freshness  Freshness `json:"freshness"`
	SourceURL  string    `json:"source_url"`
	ObservedAt time.Time `json:"observed_at"`
	Verify     string    `json:"verify"`
	Confidence float64   `json:"confidence"`
	// Withheld says why Answer is nil: "volatile", "stale" (a slow answer read more than
	// SlowAnswerMaxAge ago), "other_page" (read on another page of the pattern) or
	// "other_question" (a question like the query's, not the same) or "superseded" (a newer,
	// other answer to the question was read on the same page); "" when the answer is
	// given.
	Withheld string `json:"withheld,omitempty"`
}

// StepRequest reports one finished step of a running task (SPEC §10).
type StepRequest struct {
	SessionID string          `json:"session_id"`
	Task      string          `json:"task,omitempty"`
	Step      json.RawMessage `json:"step"`
	URL       string          `json:"url,omitempty"`
	Title     string          `json:"title,omitempty"`
}

// StepResult answers a step report: loop warnings (Loop says whether there are any; the
// other Warnings name an unknown action or a dropped step) and Steps, the number of steps
// the session holds for its save (at most [MaxSessionSteps]).
type StepResult struct {
	SessionID string   `json:"session_id"`
	Steps     int      `json:"steps"`
	Warnings  []string `json:"warnings"`
	Loop      bool     `json:"loop"`
}

// ListRequest is the input of [Memory.List] (SPEC §12): Filter is a case-insensitive
// substring of the site or the record text (a host stands for its site; a URL with a path
// for the records of its pages); Page ≥ 1 (default 1); PageSize 1–100 (default 20).
type ListRequest struct {
	Filter   string   `json:"filter,omitempty"`
	TaskType TaskType `json:"task_type,omitempty"`
	Kind     Kind     `json:"kind,omitempty"`
	Page     int      `json:"page,omitempty"`
	PageSize int      `json:"page_size,omitempty"`
}

// ListResult is one page of records, newest first.
type ListResult struct {
	Items    []ListItem `json:"items"`
	Total    int        `json:"total"`
	Page     int        `json:"page"`
	PageSize int        `json:"page_size"`
}

// ListItem is one listed record: its identity and a one-line summary.
type ListItem struct {
	ID         string    `json:"id"`
	Kind       Kind      `json:"kind"`
	Site       string    `json:"site"`
	URLPattern string    `json:"url_pattern,omitempty"`
	TaskType   TaskType  `json:"task_type,omitempty"`
	Summary    string    `json:"summary"`
	UpdatedAt  time.Time `json:"updated_at"`
}

// LearnRequest registers or updates a named pattern by hand (browser_pattern_learn learn).
// URL (or Origin) gives the site and the start URL pattern; Steps is a JSON array of steps in
// the trace format or the short {tool,target,value} form. TaskType and Intent default to
// what the steps and the name say for a new pattern, and to the stored ones for an update.
type LearnRequest struct {
	URL              string          `json:"url,omitempty"`
	Origin           string          `json:"origin,omitempty"`
	Name             string          `json:"name"`
	Steps            json.RawMessage `json:"steps"`
	SuccessIndicator string          `json:"success_indicator"`
	TaskType         TaskType        `json:"task_type,omitempty"`
	Intent           string          `json:"intent,omitempty"`
}

// ExecutionRequest records one execution of a stored pattern (browser_pattern_learn
// record_execution): Success moves reliability by the EWMA (SPEC §4). Pattern is the
// pattern's ID or name (with URL/Origin to find the site).
type ExecutionRequest struct {
	URL        string `json:"url,omitempty"`
	Origin     string `json:"origin,omitempty"`
	Pattern    string `json:"pattern"`
	Success    bool   `json:"success"`
	DurationMS int64  `json:"duration_ms,omitempty"`
	Error      string `json:"error,omitempty"`
}

// QuirkRequest records a site quirk (browser_pattern_learn record_quirk). Problem is a
// friction class (SPEC §7); Scope "site" (default) or a URL pattern.
type QuirkRequest struct {
	URL      string   `json:"url,omitempty"`
	Origin   string   `json:"origin,omitempty"`
	Problem  Friction `json:"problem"`
	Symptom  string   `json:"symptom"`
	Recovery string   `json:"recovery,omitempty"`
	Selector string   `json:"selector,omitempty"`
	Scope    string   `json:"scope,omitempty"`
}

// SiteView is what browser_pattern_learn get returns: the site profile, its patterns and its
// quirks.
type SiteView struct {
	Site     string        `json:"site"`
	Profile  *Profile      `json:"profile"`
	Patterns []PatternInfo `json:"patterns"`
	Quirks   []BlockerHint `json:"quirks"`
}

// ForgetRequest names what to forget: one record by ID, or every record of a Site
// (optionally only of Kind). Forgotten records are archived, restorable with [Memory.Restore].
type ForgetRequest struct {
	ID   string `json:"id,omitempty"`
	Site string `json:"site,omitempty"`
	Kind Kind   `json:"kind,omitempty"`
}

// ForgetResult says how many records went to the archive file Archive (relative to home).
type ForgetResult struct {
	Forgotten int    `json:"forgotten"`
	Archive   string `json:"archive"`
	// Site is the site whose records went, as a forget by site read it (its registrable
	// domain: "example.co.uk" for "shop.example.co.uk"); "" for a forget by id.
	Site string `json:"site,omitempty"`
}

// RestoreResult says how many archived records came back (Restored) and how many did not
// because the store holds the same record or one updated after the archived copy (Kept).
type RestoreResult struct {
	Restored int    `json:"restored"`
	Kept     int    `json:"kept"`
	Archive  string `json:"archive"`
	// Warnings name the raw trace files of the archive that did not pass the checks
	// (damaged, or holding what a save masks): left in the archive, their trace records
	// restored without them.
	Warnings []string `json:"warnings"`
}

// GCResult says what garbage collection removed: raw trace files past their TTL (30 days
// default, SPEC §11) and their trace records, and session trails idle for over 24 h (SPEC §10).
type GCResult struct {
	TracesRemoved   int `json:"traces_removed"`
	SessionsExpired int `json:"sessions_expired"`
	// FilesMovedBack counts the raw trace files brought back from an archive's folder to
	// the trace record that still names them (a forget killed before its commit left them).
	FilesMovedBack int `json:"files_moved_back,omitempty"`
}

// Stats counts what a memory holds.
type Stats struct {
	Records map[Kind]int `json:"records"`
	Sites   int          `json:"sites"`
	Total   int          `json:"total"`
	Home    string       `json:"home"`
}

// ExportRequest asks [Memory.Export] for an export folder.
type ExportRequest struct {
	// Dir is the export folder (made when missing): Dir/sites/<site>.yaml and Dir/.index.yaml.
	Dir string `json:"dir"`
	// Force writes over (or removes) site files edited since the last export and not
	// imported since, whose edits are then lost.
	Force bool `json:"force,omitempty"`
}

// ExportResult says what [Memory.Export] wrote: Written files changed, Unchanged left as they
// were (byte-identical).
type ExportResult struct {
	Dir       string   `json:"dir"`
	Sites     int      `json:"sites"`
	Written   []string `json:"written"`
	Unchanged int      `json:"unchanged"`
	// Removed lists the site files of an earlier export whose site is no longer in memory,
	// removed so that the folder mirrors it (relative to Dir, slash-separated).
	Removed []string `json:"removed"`
	// Warnings names the site files written over that held records older than the
	// memory's copies and otherwise (a hand edit that kept the exported updated_at).
	Warnings []string `json:"warnings"`
}

// ImportResult says what [Memory.Import] merged: Records per kind added or changed, of
// which Added were new to the store.
type ImportResult struct {
	Sites     int          `json:"sites"`
	Records   map[Kind]int `json:"records"`
	Added     int          `json:"added"`
	Unchanged int          `json:"unchanged"`
	// KeptNewer counts the records the file holds otherwise than the store, whose stored
	// copy is newer (updated_at) and was kept (SPEC §11); Warnings names the first three.
	KeptNewer int `json:"kept_newer"`
	// Skipped lists the entries of DIR/sites/ not read, relative to DIR, slash-separated,
	// each with the reason: folders, hidden files (".x.yaml", an editor's) and files whose
	// name does not end in ".yaml" ("x.yml", "x.yaml~"). Empty when every entry was read.
	Skipped []string `json:"skipped"`
	// Warnings says what the folder's .index.yaml tells of an unfinished export (none there:
	// an export writes it last; a site file it lists that is not there, or that holds other
	// counts), which records the import did not apply because the stored copy is newer, and
	// which records it brought back that this home had forgotten (its archive holds them).
	Warnings []string `json:"warnings"`
}
