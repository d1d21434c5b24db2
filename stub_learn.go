package waymark

import "context"

// Learn registers or updates a named pattern (browser_pattern_learn learn).
func (m *Memory) Learn(ctx context.Context, req LearnRequest) (PatternInfo, error) {
	return PatternInfo{}, errTodo
}

// RecordExecution records one execution of a stored pattern (SPEC §4).
func (m *Memory) RecordExecution(ctx context.Context, req ExecutionRequest) (PatternInfo, error) {
	return PatternInfo{}, errTodo
}

// RecordQuirk records a site quirk (SPEC §7).
func (m *Memory) RecordQuirk(ctx context.Context, req QuirkRequest) (BlockerHint, error) {
	return BlockerHint{}, errTodo
}

// Site returns the profile, patterns and quirks of the site of a URL or origin.
func (m *Memory) Site(ctx context.Context, urlOrOrigin string) (SiteView, error) {
	return SiteView{}, errTodo
}
