package waymark

import (
	"fmt"
	"slices"
	"strings"
	"time"
)

// Kind names a kind of knowledge record (SPEC §2).
type Kind string

// The knowledge kinds of SPEC §2, plus the derived site profile and the rolling session trail
// behind loop detection (SPEC §10).
const (
	KindPattern  Kind = "pattern"
	KindCache    Kind = "cache"
	KindSiteNote Kind = "site_note"
	KindSelector Kind = "selector"
	KindSnapshot Kind = "snapshot"
	KindTrace    Kind = "trace"
	KindProfile  Kind = "profile"
	KindSession  Kind = "session"
)

// Kinds lists every kind in a stable order, for counts and listings.
// It is a copy: changing it changes nothing waymark checks or counts.
var Kinds = slices.Clone(kinds[:])

var kinds = [...]Kind{KindPattern, KindCache, KindSiteNote, KindSelector, KindSnapshot, KindTrace, KindProfile, KindSession}

// ValidKind reports whether k is one of [Kinds].
func ValidKind(k Kind) bool {
	for _, x := range kinds {
		if x == k {
			return true
		}
	}
	return false
}

// TaskType is one of the twelve canonical task types of SPEC §6, or "other".
type TaskType string

// The canonical task types (SPEC §6).
const (
	TaskNavigate      TaskType = "navigate"
	TaskSearch        TaskType = "search"
	TaskExtractDetail TaskType = "extract_detail"
	TaskExtractList   TaskType = "extract_list"
	TaskPaginate      TaskType = "paginate"
	TaskFillForm      TaskType = "fill_form"
	TaskLogin         TaskType = "login"
	TaskAddToCart     TaskType = "add_to_cart"
	TaskCheckout      TaskType = "checkout"
	TaskDownload      TaskType = "download"
	TaskUpload        TaskType = "upload"
	TaskMonitor       TaskType = "monitor"
	TaskOther         TaskType = "other"
)

// TaskTypes lists the canonical task types in SPEC §6 order, "other" last.
// It is a copy: changing it changes nothing waymark checks.
var TaskTypes = slices.Clone(taskTypes[:])

var taskTypes = [...]TaskType{TaskNavigate, TaskSearch, TaskExtractDetail, TaskExtractList, TaskPaginate,
	TaskFillForm, TaskLogin, TaskAddToCart, TaskCheckout, TaskDownload, TaskUpload, TaskMonitor, TaskOther}

// unknownTaskType is the error message for a task type that is not one of [TaskTypes].
func unknownTaskType(t TaskType) string {
	names := make([]string, len(taskTypes))
	for i, x := range taskTypes {
		names[i] = string(x)
	}
	return fmt.Sprintf("unknown task type %q (one of %s)", t, strings.Join(names, ", "))
}

// ValidTaskType reports whether t is one of [TaskTypes].
func ValidTaskType(t TaskType) bool {
	for _, x := range taskTypes {
		if x == t {
			return true
		}
	}
	return false
}

// Friction is a site friction class (SPEC §7).
type Friction string

// The site friction classes of SPEC §7.
const (
	FrictionCookieBanner        Friction = "cookie_banner"
	FrictionPopupModal          Friction = "popup_modal"
	FrictionRateLimit           Friction = "rate_limit"
	FrictionCaptcha             Friction = "captcha"
	FrictionBotWall             Friction = "bot_wall"
	FrictionBlockedPage         Friction = "blocked_page"
	FrictionLoginRedirect       Friction = "login_redirect"
	FrictionReadinessTimeout    Friction = "readiness_timeout"
	FrictionFailedClick         Friction = "failed_click"
	FrictionSelectorInstability Friction = "selector_instability"
	FrictionEmptyDOM            Friction = "empty_dom"
	FrictionIframe              Friction = "iframe"
	FrictionShadowDOM           Friction = "shadow_dom"
	FrictionPDFViewer           Friction = "pdf_viewer"
	FrictionDownloadPrompt      Friction = "download_prompt"
	FrictionLoop                Friction = "loop"
	FrictionOther               Friction = "other"
)

// Frictions lists the friction classes in SPEC §7 order.
// It is a copy: changing it changes nothing waymark checks.
var Frictions = slices.Clone(frictions[:])

var frictions = [...]Friction{FrictionCookieBanner, FrictionPopupModal, FrictionRateLimit, FrictionCaptcha,
	FrictionBotWall, FrictionBlockedPage, FrictionLoginRedirect, FrictionReadinessTimeout, FrictionFailedClick,
	FrictionSelectorInstability, FrictionEmptyDOM, FrictionIframe, FrictionShadowDOM, FrictionPDFViewer,
	FrictionDownloadPrompt, FrictionLoop, FrictionOther}

// ValidFriction reports whether f is one of [Frictions].
func ValidFriction(f Friction) bool {
	for _, x := range frictions {
		if x == f {
			return true
		}
	}
	return false
}

// Freshness says how long a cached answer stays true (SPEC §2): static answers do not go
// stale, slow ones change over weeks, volatile ones (counts, prices, statuses, "latest") must
// be read again; a volatile answer is never returned as an answer.
type Freshness string

// The freshness classes of SPEC §2.
const (
	FreshStatic   Freshness = "static"
	FreshSlow     Freshness = "slow"
	FreshVolatile Freshness = "volatile"
)

// Locator is one way to find a target again, with its stability score in [0, 1] (1 = survives
// any redesign; SPEC §9). Kind is "css", "xpath", "role", "testid", "label", "text", "id",
// "name", "href" or "aria-label".
type Locator struct {
	Kind      string  `json:"kind" yaml:"kind"`
	Value     string  `json:"value" yaml:"value"`
	Stability float64 `json:"stability" yaml:"stability"`
	// Ambiguous flags a selector that may match several elements (no id, no distinctive
	// attribute value); it is never primary while another locator exists.
	Ambiguous bool `json:"ambiguous,omitempty" yaml:"ambiguous,omitempty"`
}

// RouteStep is one stored step of a [Pattern]: the action, a target with selectors best
// first and anchors, and a value template whose {{placeholders}} are the pattern's inputs.
type RouteStep struct {
	Action      Action    `json:"action" yaml:"action"`
	URLPattern  string    `json:"url_pattern,omitempty" yaml:"url_pattern,omitempty"`
	Selectors   []Locator `json:"selectors,omitempty" yaml:"selectors,omitempty"`
	Anchors     []Locator `json:"anchors,omitempty" yaml:"anchors,omitempty"`
	Role        string    `json:"role,omitempty" yaml:"role,omitempty"`
	Name        string    `json:"name,omitempty" yaml:"name,omitempty"`
	Frame       []int     `json:"frame,omitempty" yaml:"frame,omitempty"`
	Shadow      []string  `json:"shadow,omitempty" yaml:"shadow,omitempty"`
	Value       string    `json:"value,omitempty" yaml:"value,omitempty"`
	Conditional string    `json:"conditional,omitempty" yaml:"conditional,omitempty"`
}

// Pattern is a named reusable route (SPEC §2 `pattern`). Reliability is in [0, 1], starting
// at 0.50 and moved by an EWMA with α = 0.15 (SPEC §4); Strikes counts consecutive failures.
type Pattern struct {
	// ID is the id of the pattern's record, given by [Memory.FindPattern] (the record has it;
	// a stored body does not).
	ID                   string   `json:"id,omitempty" yaml:"-"`
	Name                 string   `json:"name" yaml:"name"`
	Site                 string   `json:"site" yaml:"site"`
	URLPattern           string   `json:"url_pattern" yaml:"url_pattern"`
	TaskType             TaskType `json:"task_type" yaml:"task_type"`
	Intent               string   `json:"intent,omitempty" yaml:"intent,omitempty"`
	IntentTerms          []string `json:"intent_terms,omitempty" yaml:"intent_terms,omitempty"`
	Reliability          float64  `json:"reliability" yaml:"reliability"`
	Strikes              int      `json:"strikes" yaml:"strikes"`
	TotalExecutions      int      `json:"total_executions" yaml:"total_executions"`
	SuccessfulExecutions int      `json:"successful_executions" yaml:"successful_executions"`
	AvgDurationMS        int64    `json:"avg_duration_ms" yaml:"avg_duration_ms"`
	// TimedExecutions counts the executions whose duration was known: AvgDurationMS is
	// their mean (ms, rounded), so a run reported without one does not count as 0 ms.
	TimedExecutions int       `json:"timed_executions,omitempty" yaml:"timed_executions,omitempty"`
	LastVerified    time.Time `json:"last_verified" yaml:"last_verified"`
	RelearnNeeded   bool      `json:"relearn_needed" yaml:"relearn_needed"`
	// Generalised is set when runs of the route on pages of two URL patterns made
	// URLPattern the pattern of both (SPEC §5, "kept when they generalise";
	// urlpattern.GeneraliseNames): its wildcards before the last literal segment stand for
	// names too ("github.com/*/*/issues/*" covers /kubernetes/kubernetes/issues/5).
	Generalised bool `json:"generalised,omitempty" yaml:"generalised,omitempty"`
	// RunOn are the URL patterns of the pages a generalised route was run on, at most 20:
	// the first and the newest. There it matches as its own page's route (URL factor
	// 1.00), elsewhere as a generalised one (0.90, and P2 at best).
	RunOn []string `json:"run_on,omitempty" yaml:"run_on,omitempty"`
	// RouteKey identifies the route (actions and targets, not values); a new trace with the
	// same route key is one more execution of this pattern (SPEC §3.6). It is the last
	// field a query ranks by: the route itself comes after it (see decodePatternHead).
	RouteKey          string      `json:"route_key" yaml:"route_key"`
	Steps             []RouteStep `json:"steps" yaml:"steps"`
	Inputs            []string    `json:"inputs,omitempty" yaml:"inputs,omitempty"`
	SuccessIndicator  string      `json:"success_indicator" yaml:"success_indicator"`
	IndicatorInferred bool        `json:"success_indicator_inferred,omitempty" yaml:"success_indicator_inferred,omitempty"`
	ExtractionQuery   string      `json:"extraction_query,omitempty" yaml:"extraction_query,omitempty"`
	SourceTraces      []string    `json:"source_traces,omitempty" yaml:"source_traces,omitempty"`
	// FailedTraces are the ids of the failed traces that struck the route, newest last (at
	// most 20): the same failed recording saved again after its trace record expired
	// strikes it no more.
	FailedTraces []string `json:"failed_traces,omitempty" yaml:"failed_traces,omitempty"`
}

// Cache is an obtained-information cache entry (SPEC §2 `cache`). Answer ≤ 1,200 chars,
// Snippet ≤ 500 chars; Confidence in [0, 1]. URLPattern is the pattern of the page the task
// was asked on (where a query finds it); SourceURL the page the answer was read from.
type Cache struct {
	Signature   string    `json:"signature" yaml:"signature"`
	Question    string    `json:"question" yaml:"question"`
	Answer      string    `json:"answer" yaml:"answer"`
	SourceURL   string    `json:"source_url" yaml:"source_url"`
	URLPattern  string    `json:"url_pattern" yaml:"url_pattern"`
	Snippet     string    `json:"snippet,omitempty" yaml:"snippet,omitempty"`
	ObservedAt  time.Time `json:"observed_at" yaml:"observed_at"`
	Freshness   Freshness `json:"freshness" yaml:"freshness"`
	Confidence  float64   `json:"confidence" yaml:"confidence"`
	Verify      string    `json:"verify" yaml:"verify"`
	SourceTrace string    `json:"source_trace,omitempty" yaml:"source_trace,omitempty"`
}

// SiteNote is a friction note (SPEC §2 `site_note`, classes of §7). Scope is "site" or a URL
// pattern; Symptom ≤ 1,000 chars, Recovery ≤ 500 chars.
type SiteNote struct {
	Site          string   `json:"site" yaml:"site"`
	Scope         string   `json:"scope" yaml:"scope"`
	Problem       Friction `json:"problem" yaml:"problem"`
	Symptom       string   `json:"symptom" yaml:"symptom"`
	FailedActions []string `json:"failed_actions,omitempty" yaml:"failed_actions,omitempty"`
	Recovery      string   `json:"recovery,omitempty" yaml:"recovery,omitempty"`
	Selector      string   `json:"selector,omitempty" yaml:"selector,omitempty"`
	Successes     int      `json:"successes" yaml:"successes"`
	Failures      int      `json:"failures" yaml:"failures"`
	// Seen counts the runs that met the friction (a run that meets it again, as a loop
	// does, counts once); 0 in a note stored before it was counted.
	Seen     int       `json:"seen,omitempty" yaml:"seen,omitempty"`
	LastSeen time.Time `json:"last_seen" yaml:"last_seen"`
	// again marks a note of a session's step whose run met the friction before: merged, it
	// adds its failure but no meeting (mergeNote).
	again bool
}

// seen is how many times the friction was met: Seen. One meeting counts a failure when it
// got in the way and a success when it was got past, often both, so their sum, which stands
// in for a note stored before Seen was counted, may count a meeting twice.
func (n SiteNote) seen() int {
	if n.Seen > 0 {
		return n.Seen
	}
	return countSum(n.Successes, n.Failures)
}

// SelectorRecord is a stored selector for one purpose on one URL pattern (SPEC §2
// `selector`). Confidence in [0, 1]; AntiPattern marks a selector that failed there. Frame
// (frame indexes from the top document) and Shadow (shadow hosts crossed) locate the
// selector's document.
type SelectorRecord struct {
	Site        string    `json:"site" yaml:"site"`
	URLPattern  string    `json:"url_pattern" yaml:"url_pattern"`
	Purpose     string    `json:"purpose" yaml:"purpose"`
	Selector    string    `json:"selector" yaml:"selector"`
	Anchors     []Locator `json:"anchors,omitempty" yaml:"anchors,omitempty"`
	Frame       []int     `json:"frame,omitempty" yaml:"frame,omitempty"`
	Shadow      []string  `json:"shadow,omitempty" yaml:"shadow,omitempty"`
	Confidence  float64   `json:"confidence" yaml:"confidence"`
	Strikes     int       `json:"strikes" yaml:"strikes"`
	Uses        int       `json:"uses" yaml:"uses"`
	AntiPattern bool      `json:"anti_pattern" yaml:"anti_pattern"`
	LastSeen    time.Time `json:"last_seen" yaml:"last_seen"`

	// clearOnly marks a record a save extracts for a locator a step used with success that
	// is not the one stored for its element: it clears a stored anti-pattern of that
	// locator and adds nothing (clearBlame); anyPurpose, in a run that got its task done,
	// also one stored under another purpose. Never stored.
	clearOnly, anyPurpose bool
}

// Snapshot is a task snapshot for resuming (SPEC §2 `snapshot`).
type Snapshot struct {
	SessionID     string    `json:"session_id" yaml:"session_id"`
	Task          string    `json:"task" yaml:"task"`
	CurrentGoal   string    `json:"current_goal,omitempty" yaml:"current_goal,omitempty"`
	Completed     []string  `json:"completed,omitempty" yaml:"completed,omitempty"`
	Pending       []string  `json:"pending,omitempty" yaml:"pending,omitempty"`
	CurrentURL    string    `json:"current_url,omitempty" yaml:"current_url,omitempty"`
	LastAction    string    `json:"last_successful_action,omitempty" yaml:"last_successful_action,omitempty"`
	BlockingIssue string    `json:"blocking_issue,omitempty" yaml:"blocking_issue,omitempty"`
	Archived      bool      `json:"archived" yaml:"archived"`
	UpdatedAt     time.Time `json:"updated_at" yaml:"updated_at"`
}

// TraceRecord indexes one archived raw trace (SPEC §2 `trace`). Path is relative to the home.
type TraceRecord struct {
	ID          string    `json:"id"`
	Task        string    `json:"task"`
	Site        string    `json:"site"`
	Outcome     Outcome   `json:"outcome"`
	FinalResult string    `json:"final_result,omitempty"`
	URLs        []string  `json:"urls"`
	Actions     []string  `json:"actions"`
	Summary     string    `json:"summary"`
	Path        string    `json:"path"`
	Redacted    bool      `json:"redacted"`
	Redactions  int       `json:"redactions"`
	Digest      string    `json:"digest"`
	SavedAt     time.Time `json:"saved_at"`
}

// Profile is the derived per-site profile (SPEC §2 "site profile").
type Profile struct {
	Site        string    `json:"site" yaml:"site"`
	Origins     []string  `json:"origins" yaml:"origins"`
	Frameworks  []string  `json:"framework_hints,omitempty" yaml:"framework_hints,omitempty"`
	ShadowDOM   bool      `json:"shadow_dom" yaml:"shadow_dom"`
	Iframe      bool      `json:"iframe" yaml:"iframe"`
	CaptchaSeen int       `json:"captcha_seen" yaml:"captcha_seen"`
	Visits      int       `json:"visit_count" yaml:"visit_count"`
	Patterns    []string  `json:"patterns,omitempty" yaml:"patterns,omitempty"`
	Quirks      []string  `json:"quirks,omitempty" yaml:"quirks,omitempty"`
	LastVisit   time.Time `json:"last_visit" yaml:"last_visit"`
}
