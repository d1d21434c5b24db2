-- 0003: selector records leave records_kind_updated.
--
-- A save writes about as many selector records as its trace has steps with a target, and
-- most of them are updates of stored ones (one more use, a new last_seen): each update
-- moved the record's entry in records_kind_updated, (kind, updated_at, id), a deletion
-- and an insertion, and each new selector added one. That index serves the reads of one
-- kind, newest first, across every site (list, gc); the reads of selectors go through
-- records_site with their site and URL pattern. So the index now leaves selectors out, and
-- the reads of kinds without selectors say "kind <> 'selector'" (tx.go), the term SQLite
-- needs to see before it uses a partial index. Listing selectors across sites sorts
-- instead.
DROP INDEX records_kind_updated;
CREATE INDEX records_kind_updated ON records (kind, updated_at, id) WHERE kind <> 'selector';
