package waymark

import "context"

// List lists stored records, one page at a time (SPEC §12).
func (m *Memory) List(ctx context.Context, req ListRequest) (ListResult, error) {
	return ListResult{}, errTodo
}

// Forget archives and removes records (SPEC §11).
func (m *Memory) Forget(ctx context.Context, req ForgetRequest) (ForgetResult, error) {
	return ForgetResult{}, errTodo
}

// Restore brings back the records of an archive file (a path relative to home, or a base name).
func (m *Memory) Restore(ctx context.Context, archive string) (RestoreResult, error) {
	return RestoreResult{}, errTodo
}

// GC removes raw traces past their TTL and expired session trails (SPEC §10, §11).
func (m *Memory) GC(ctx context.Context) (GCResult, error) {
	return GCResult{}, errTodo
}

// Stats counts what the memory holds.
func (m *Memory) Stats(ctx context.Context) (Stats, error) {
	return Stats{}, errTodo
}

// Export writes git-friendly YAML knowledge files into dir (SPEC §11).
func (m *Memory) Export(ctx context.Context, dir string) (ExportResult, error) {
	return ExportResult{}, errTodo
}

// Import merges knowledge files written by Export from dir (SPEC §11).
func (m *Memory) Import(ctx context.Context, dir string) (ImportResult, error) {
	return ImportResult{}, errTodo
}
