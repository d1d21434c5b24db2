package waymark

import "context"

// Save validates, redacts, archives and learns from one trace (SPEC §3).
func (m *Memory) Save(ctx context.Context, req SaveRequest) (SaveResult, error) {
	return SaveResult{}, errTodo
}

// Query returns what is known for a URL and intent (SPEC §4, §5, §12).
func (m *Memory) Query(ctx context.Context, req QueryRequest) (Recall, error) {
	return Recall{}, errTodo
}

// Step records one finished step of a running session (SPEC §10).
func (m *Memory) Step(ctx context.Context, req StepRequest) (StepResult, error) {
	return StepResult{}, errTodo
}
